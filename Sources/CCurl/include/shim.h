#ifndef BYLINE_CCURL_SHIM_H
#define BYLINE_CCURL_SHIM_H
#include "byline_curl_abi.h"

/* curl_easy_setopt, curl_easy_getinfo and curl_multi_setopt are variadic, which Swift
   cannot call: one typed wrapper per argument type. */
static inline CURLcode byline_curl_set_long(CURL *handle, int option, long value) {
    return curl_easy_setopt(handle, option, value);
}
static inline CURLcode byline_curl_set_pointer(CURL *handle, int option, const void *value) {
    return curl_easy_setopt(handle, option, value);
}
static inline CURLcode byline_curl_set_offset(CURL *handle, int option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}
static inline CURLcode byline_curl_set_callback(CURL *handle, int option, byline_curl_write_callback value) {
    return curl_easy_setopt(handle, option, value);
}
static inline CURLcode byline_curl_get_long(CURL *handle, int info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}
static inline CURLcode byline_curl_get_string(CURL *handle, int info, const char **value) {
    return curl_easy_getinfo(handle, info, value);
}
static inline CURLMcode byline_curl_multi_set_long(CURLM *multi, int option, long value) {
    return curl_multi_setopt(multi, option, value);
}
/* The finished transfer in a message from curl_multi_info_read, and its result. */
static inline CURL *byline_curl_message_handle(void *message) {
    return ((BylineCurlMessage *)message)->easy_handle;
}
static inline int byline_curl_message_is_done(void *message) {
    return ((BylineCurlMessage *)message)->msg == BYLINE_CURLMSG_DONE;
}
static inline CURLcode byline_curl_message_result(void *message) {
    return ((BylineCurlMessage *)message)->data.result;
}
#endif
