/* Compiled by .ci/run when the real <curl/curl.h> is available: every constant
   Byline declares in Sources/CCurl/include/byline_curl_abi.h must equal libcurl's own. */
#define CURL_DISABLE_TYPECHECK 1
#include <stddef.h>
#include <curl/curl.h>
#define BYLINE_CHECK(name) _Static_assert(BYLINE_##name == name, #name " differs from curl.h");
#define curl_off_t byline_unused_curl_off_t
#define curl_slist byline_unused_curl_slist
#define curl_waitfd byline_unused_curl_waitfd
#define CURL BYLINE_UNUSED_CURL
#define CURLM BYLINE_UNUSED_CURLM
#define CURLcode BYLINE_UNUSED_CURLcode
#define CURLMcode BYLINE_UNUSED_CURLMcode
#define curl_global_init byline_unused_1
#define curl_easy_init byline_unused_2
#define curl_easy_cleanup byline_unused_3
#undef curl_easy_setopt
#define curl_easy_setopt byline_unused_4
#undef curl_easy_getinfo
#define curl_easy_getinfo byline_unused_5
#define curl_easy_strerror byline_unused_6
#define curl_multi_init byline_unused_7
#define curl_multi_cleanup byline_unused_8
#define curl_multi_add_handle byline_unused_9
#define curl_multi_remove_handle byline_unused_10
#define curl_multi_perform byline_unused_11
#define curl_multi_poll byline_unused_12
#define curl_multi_wakeup byline_unused_13
#define curl_multi_info_read byline_unused_14
#undef curl_multi_setopt
#define curl_multi_setopt byline_unused_15
#define curl_slist_append byline_unused_16
#define curl_slist_free_all byline_unused_17
#include "../Sources/CCurl/include/byline_curl_abi.h"
BYLINE_CHECK(CURLOPT_WRITEDATA) BYLINE_CHECK(CURLOPT_URL)
BYLINE_CHECK(CURLOPT_PROXY)
BYLINE_CHECK(CURLOPT_ERRORBUFFER)
BYLINE_CHECK(CURLOPT_USERAGENT) BYLINE_CHECK(CURLOPT_HTTPHEADER) BYLINE_CHECK(CURLOPT_HEADERDATA)
BYLINE_CHECK(CURLOPT_CUSTOMREQUEST) BYLINE_CHECK(CURLOPT_ACCEPT_ENCODING) BYLINE_CHECK(CURLOPT_PRIVATE)
BYLINE_CHECK(CURLOPT_COPYPOSTFIELDS) BYLINE_CHECK(CURLOPT_PROTOCOLS_STR) BYLINE_CHECK(CURLOPT_REDIR_PROTOCOLS_STR)
BYLINE_CHECK(CURLOPT_WRITEFUNCTION) BYLINE_CHECK(CURLOPT_HEADERFUNCTION) BYLINE_CHECK(CURLOPT_MAXFILESIZE_LARGE)
BYLINE_CHECK(CURLOPT_POSTFIELDSIZE_LARGE) BYLINE_CHECK(CURLOPT_NOBODY) BYLINE_CHECK(CURLOPT_POST)
BYLINE_CHECK(CURLOPT_FOLLOWLOCATION) BYLINE_CHECK(CURLOPT_MAXREDIRS) BYLINE_CHECK(CURLOPT_HTTPGET)
BYLINE_CHECK(CURLOPT_HTTP_VERSION) BYLINE_CHECK(CURLOPT_NOSIGNAL) BYLINE_CHECK(CURLOPT_TIMEOUT_MS)
BYLINE_CHECK(CURLOPT_CONNECTTIMEOUT_MS) BYLINE_CHECK(CURL_HTTP_VERSION_1_1) BYLINE_CHECK(CURL_ERROR_SIZE)
BYLINE_CHECK(CURLINFO_EFFECTIVE_URL) BYLINE_CHECK(CURLINFO_RESPONSE_CODE) BYLINE_CHECK(CURLINFO_PRIVATE)
BYLINE_CHECK(CURLINFO_REDIRECT_COUNT) BYLINE_CHECK(CURLINFO_OS_ERRNO) BYLINE_CHECK(CURLMOPT_MAXCONNECTS)
BYLINE_CHECK(CURLMOPT_MAX_HOST_CONNECTIONS) BYLINE_CHECK(CURLMOPT_MAX_TOTAL_CONNECTIONS)
BYLINE_CHECK(CURLE_OK) BYLINE_CHECK(CURLE_UNSUPPORTED_PROTOCOL) BYLINE_CHECK(CURLE_URL_MALFORMAT)
BYLINE_CHECK(CURLE_COULDNT_RESOLVE_PROXY) BYLINE_CHECK(CURLE_COULDNT_RESOLVE_HOST) BYLINE_CHECK(CURLE_COULDNT_CONNECT)
BYLINE_CHECK(CURLE_WEIRD_SERVER_REPLY) BYLINE_CHECK(CURLE_HTTP2) BYLINE_CHECK(CURLE_PARTIAL_FILE)
BYLINE_CHECK(CURLE_WRITE_ERROR) BYLINE_CHECK(CURLE_OPERATION_TIMEDOUT) BYLINE_CHECK(CURLE_SSL_CONNECT_ERROR)
BYLINE_CHECK(CURLE_ABORTED_BY_CALLBACK) BYLINE_CHECK(CURLE_TOO_MANY_REDIRECTS) BYLINE_CHECK(CURLE_GOT_NOTHING)
BYLINE_CHECK(CURLE_SEND_ERROR) BYLINE_CHECK(CURLE_RECV_ERROR) BYLINE_CHECK(CURLE_PEER_FAILED_VERIFICATION)
BYLINE_CHECK(CURLE_BAD_CONTENT_ENCODING) BYLINE_CHECK(CURLE_FILESIZE_EXCEEDED) BYLINE_CHECK(CURLE_SSL_CACERT_BADFILE)
BYLINE_CHECK(CURLE_HTTP2_STREAM) BYLINE_CHECK(CURLMSG_DONE) BYLINE_CHECK(CURL_GLOBAL_ALL)
_Static_assert(sizeof(BylineCurlMessage) == sizeof(CURLMsg), "CURLMsg layout differs");
_Static_assert(offsetof(BylineCurlMessage, data) == offsetof(CURLMsg, data), "CURLMsg layout differs");
_Static_assert(sizeof(struct byline_unused_curl_slist) == sizeof(struct curl_slist), "curl_slist differs");
int main(void) { return 0; }
