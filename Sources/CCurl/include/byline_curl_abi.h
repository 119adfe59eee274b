/*
 * The part of libcurl's stable ABI that Byline uses, declared here so the package
 * builds against the libcurl.so.4 that every Swift-on-Linux install already has
 * (FoundationNetworking needs it) without needing the libcurl -dev package. The
 * functions are defined in ../curl_loader.c, which loads libcurl on first use.
 *
 * libcurl promises never to change these numbers or signatures within soversion 4.
 * .ci/check-curl-abi compares every constant below with the real <curl/curl.h>.
 */
#ifndef BYLINE_CURL_ABI_H
#define BYLINE_CURL_ABI_H
#include <stddef.h>
#include <stdint.h>

typedef void CURL;
typedef void CURLM;
typedef int CURLcode;
typedef int CURLMcode;
typedef int64_t curl_off_t;

struct curl_slist {
    char *data;
    struct curl_slist *next;
};

typedef struct {
    int msg;
    CURL *easy_handle;
    union {
        void *whatever;
        CURLcode result;
    } data;
} BylineCurlMessage;

struct curl_waitfd {
    int fd;
    short events;
    short revents;
};

typedef size_t (*byline_curl_write_callback)(char *buffer, size_t size, size_t count, void *userdata);

/* Options (CURLOPTTYPE_LONG 0, OBJECTPOINT 10000, FUNCTIONPOINT 20000, OFF_T 30000). */
#define BYLINE_CURLOPT_WRITEDATA 10001
#define BYLINE_CURLOPT_URL 10002
#define BYLINE_CURLOPT_PROXY 10004
#define BYLINE_CURLOPT_ERRORBUFFER 10010
#define BYLINE_CURLOPT_USERAGENT 10018
#define BYLINE_CURLOPT_HTTPHEADER 10023
#define BYLINE_CURLOPT_HEADERDATA 10029
#define BYLINE_CURLOPT_CUSTOMREQUEST 10036
#define BYLINE_CURLOPT_ACCEPT_ENCODING 10102
#define BYLINE_CURLOPT_PRIVATE 10103
#define BYLINE_CURLOPT_COPYPOSTFIELDS 10165
#define BYLINE_CURLOPT_PROTOCOLS_STR 10318
#define BYLINE_CURLOPT_REDIR_PROTOCOLS_STR 10319
#define BYLINE_CURLOPT_WRITEFUNCTION 20011
#define BYLINE_CURLOPT_HEADERFUNCTION 20079
#define BYLINE_CURLOPT_MAXFILESIZE_LARGE 30117
#define BYLINE_CURLOPT_POSTFIELDSIZE_LARGE 30120
#define BYLINE_CURLOPT_NOBODY 44
#define BYLINE_CURLOPT_POST 47
#define BYLINE_CURLOPT_FOLLOWLOCATION 52
#define BYLINE_CURLOPT_MAXREDIRS 68
#define BYLINE_CURLOPT_HTTPGET 80
#define BYLINE_CURLOPT_HTTP_VERSION 84
#define BYLINE_CURLOPT_NOSIGNAL 99
#define BYLINE_CURLOPT_TIMEOUT_MS 155
#define BYLINE_CURLOPT_CONNECTTIMEOUT_MS 156
#define BYLINE_CURL_HTTP_VERSION_1_1 2
#define BYLINE_CURL_ERROR_SIZE 256

/* Information (CURLINFO_STRING 0x100000, LONG 0x200000). */
#define BYLINE_CURLINFO_EFFECTIVE_URL 1048577
#define BYLINE_CURLINFO_RESPONSE_CODE 2097154
#define BYLINE_CURLINFO_PRIVATE 1048597
#define BYLINE_CURLINFO_REDIRECT_COUNT 2097172
#define BYLINE_CURLINFO_OS_ERRNO 2097177

/* Multi options. */
#define BYLINE_CURLMOPT_MAXCONNECTS 6
#define BYLINE_CURLMOPT_MAX_HOST_CONNECTIONS 7
#define BYLINE_CURLMOPT_MAX_TOTAL_CONNECTIONS 13

/* Result codes. */
#define BYLINE_CURLE_OK 0
#define BYLINE_CURLE_UNSUPPORTED_PROTOCOL 1
#define BYLINE_CURLE_URL_MALFORMAT 3
#define BYLINE_CURLE_COULDNT_RESOLVE_PROXY 5
#define BYLINE_CURLE_COULDNT_RESOLVE_HOST 6
#define BYLINE_CURLE_COULDNT_CONNECT 7
#define BYLINE_CURLE_WEIRD_SERVER_REPLY 8
#define BYLINE_CURLE_HTTP2 16
#define BYLINE_CURLE_PARTIAL_FILE 18
#define BYLINE_CURLE_WRITE_ERROR 23
#define BYLINE_CURLE_OPERATION_TIMEDOUT 28
#define BYLINE_CURLE_SSL_CONNECT_ERROR 35
#define BYLINE_CURLE_ABORTED_BY_CALLBACK 42
#define BYLINE_CURLE_TOO_MANY_REDIRECTS 47
#define BYLINE_CURLE_GOT_NOTHING 52
#define BYLINE_CURLE_SEND_ERROR 55
#define BYLINE_CURLE_RECV_ERROR 56
#define BYLINE_CURLE_PEER_FAILED_VERIFICATION 60
#define BYLINE_CURLE_BAD_CONTENT_ENCODING 61
#define BYLINE_CURLE_FILESIZE_EXCEEDED 63
#define BYLINE_CURLE_SSL_CACERT_BADFILE 77
#define BYLINE_CURLE_HTTP2_STREAM 92
#define BYLINE_CURLMSG_DONE 1
#define BYLINE_CURL_GLOBAL_ALL 3

CURLcode curl_global_init(long flags);
CURL *curl_easy_init(void);
void curl_easy_cleanup(CURL *handle);
CURLcode curl_easy_setopt(CURL *handle, int option, ...);
CURLcode curl_easy_getinfo(CURL *handle, int info, ...);
const char *curl_easy_strerror(CURLcode code);
CURLM *curl_multi_init(void);
CURLMcode curl_multi_cleanup(CURLM *multi);
CURLMcode curl_multi_add_handle(CURLM *multi, CURL *handle);
CURLMcode curl_multi_remove_handle(CURLM *multi, CURL *handle);
CURLMcode curl_multi_perform(CURLM *multi, int *running);
CURLMcode curl_multi_poll(CURLM *multi, struct curl_waitfd *extra, unsigned int extraCount, int timeoutMs, int *ready);
CURLMcode curl_multi_wakeup(CURLM *multi);
void *curl_multi_info_read(CURLM *multi, int *remaining);
CURLMcode curl_multi_setopt(CURLM *multi, int option, ...);
struct curl_slist *curl_slist_append(struct curl_slist *list, const char *text);
void curl_slist_free_all(struct curl_slist *list);

/* NULL once libcurl.so.4 is loaded (loading it if it is not yet); else why it could not be. */
const char *byline_curl_load_failure(void);
#endif
