/*
 * libcurl, loaded the first time a transfer needs it rather than when the program starts.
 *
 * Linked the usual way, libcurl.so.4 brings 27 more libraries (TLS, Kerberos, LDAP, SSH,
 * IDN, brotli...) that the dynamic loader maps and relocates before main, in every run:
 * `byline list`, `show`, `mark` and the browser's first frame never touch the network,
 * yet paid about 4.5 ms for them with the files cached and 30 ms when they came from disk
 * (bench/RESULTS.md §21). So this file defines every libcurl function that Byline and
 * Foundation's URLSession call, under libcurl's own names: the static link resolves them
 * here, the executable no longer names libcurl.so.4 (Package.swift links `--as-needed`),
 * and the first call dlopens libcurl.so.4 and forwards each call to the real function.
 *
 * If libcurl cannot be loaded, every function fails the way libcurl itself reports failure
 * (NULL handles, CURLE_FAILED_INIT, CURLM_INTERNAL_ERROR), and byline_curl_load_failure()
 * says why, so a missing libcurl costs the network commands a clear error instead of
 * stopping every command at start.
 *
 * The signatures are libcurl's ABI (curl.h, soversion 4, whose functions never change
 * within it); its enums are passed as the ints they are.
 */
#include "byline_curl_abi.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

/* Failure codes, as curl.h numbers them. */
enum { LOADER_CURLE_FAILED_INIT = 2, LOADER_CURLM_INTERNAL_ERROR = 4, LOADER_CURLUE_BAD_HANDLE = 1 };
/* The option and information types, by range (curl.h's CURLOPTTYPE_* and CURLINFO_*). */
enum { LOADER_OBJECTPOINT = 10000, LOADER_FUNCTIONPOINT = 20000, LOADER_OFF_T = 30000, LOADER_BLOB = 40000 };

typedef void CURLU;
typedef int curl_socket_t;

static struct {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    CURLcode (*easy_setopt)(CURL *, int, ...);
    CURLcode (*easy_getinfo)(CURL *, int, ...);
    CURLcode (*easy_pause)(CURL *, int);
    const char *(*easy_strerror)(CURLcode);
    void (*free)(void *);
    CURLM *(*multi_init)(void);
    CURLMcode (*multi_cleanup)(CURLM *);
    CURLMcode (*multi_add_handle)(CURLM *, CURL *);
    CURLMcode (*multi_remove_handle)(CURLM *, CURL *);
    CURLMcode (*multi_assign)(CURLM *, curl_socket_t, void *);
    CURLMcode (*multi_perform)(CURLM *, int *);
    CURLMcode (*multi_poll)(CURLM *, struct curl_waitfd *, unsigned int, int, int *);
    CURLMcode (*multi_wakeup)(CURLM *);
    CURLMcode (*multi_socket_action)(CURLM *, curl_socket_t, int, int *);
    void *(*multi_info_read)(CURLM *, int *);
    CURLMcode (*multi_setopt)(CURLM *, int, ...);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    CURLU *(*url)(void);
    int (*url_get)(const CURLU *, int, char **, unsigned int);
    int (*url_set)(CURLU *, int, const char *, unsigned int);
    char *(*version)(void);
    void *(*version_info)(int);
} real;

static pthread_once_t loading = PTHREAD_ONCE_INIT;
static int loaded;
static char failure[512];

/* Stores `symbol`'s address in `slot`; false (and the reason in `failure`) if it is missing. */
static int resolve(void *library, const char *symbol, void *slot) {
    void *address = dlsym(library, symbol);
    if (address == NULL) {
        snprintf(failure, sizeof failure, "libcurl.so.4 has no %s", symbol);
        return 0;
    }
    memcpy(slot, &address, sizeof address);
    return 1;
}

static void load(void) {
    /* RTLD_LOCAL: libcurl's own symbols stay out of the global scope, where these are. */
    void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(failure, sizeof failure, "%s", reason ? reason : "libcurl.so.4 could not be opened");
        return;
    }
    int found = resolve(library, "curl_global_init", &real.global_init)
        && resolve(library, "curl_easy_init", &real.easy_init)
        && resolve(library, "curl_easy_cleanup", &real.easy_cleanup)
        && resolve(library, "curl_easy_setopt", &real.easy_setopt)
        && resolve(library, "curl_easy_getinfo", &real.easy_getinfo)
        && resolve(library, "curl_easy_pause", &real.easy_pause)
        && resolve(library, "curl_easy_strerror", &real.easy_strerror)
        && resolve(library, "curl_free", &real.free)
        && resolve(library, "curl_multi_init", &real.multi_init)
        && resolve(library, "curl_multi_cleanup", &real.multi_cleanup)
        && resolve(library, "curl_multi_add_handle", &real.multi_add_handle)
        && resolve(library, "curl_multi_remove_handle", &real.multi_remove_handle)
        && resolve(library, "curl_multi_assign", &real.multi_assign)
        && resolve(library, "curl_multi_perform", &real.multi_perform)
        && resolve(library, "curl_multi_poll", &real.multi_poll)
        && resolve(library, "curl_multi_wakeup", &real.multi_wakeup)
        && resolve(library, "curl_multi_socket_action", &real.multi_socket_action)
        && resolve(library, "curl_multi_info_read", &real.multi_info_read)
        && resolve(library, "curl_multi_setopt", &real.multi_setopt)
        && resolve(library, "curl_slist_append", &real.slist_append)
        && resolve(library, "curl_slist_free_all", &real.slist_free_all)
        && resolve(library, "curl_url", &real.url)
        && resolve(library, "curl_url_get", &real.url_get)
        && resolve(library, "curl_url_set", &real.url_set)
        && resolve(library, "curl_version", &real.version)
        && resolve(library, "curl_version_info", &real.version_info);
    /* A library without all of them is not one these calls can use; it stays mapped. */
    loaded = found;
}

static int ready(void) {
    pthread_once(&loading, load);
    return loaded;
}

const char *byline_curl_load_failure(void) {
    return ready() ? NULL : failure;
}

CURLcode curl_global_init(long flags) {
    return ready() ? real.global_init(flags) : LOADER_CURLE_FAILED_INIT;
}

CURL *curl_easy_init(void) {
    return ready() ? real.easy_init() : NULL;
}

void curl_easy_cleanup(CURL *handle) {
    if (ready()) real.easy_cleanup(handle);
}

/* The variadic three. curl_easy_setopt and curl_multi_setopt take one argument whose type
 * follows from the option's number, as libcurl itself reads it; it is passed on as that type.
 * (CURL and CURLM are both opaque, and both result codes ints, so one helper serves both.) */
typedef int (*option_setter)(void *, int, ...);

static int forward_option(option_setter set, void *handle, int option, va_list arguments) {
    if (option < LOADER_OBJECTPOINT) return set(handle, option, va_arg(arguments, long));
    if (option < LOADER_FUNCTIONPOINT || option >= LOADER_BLOB) return set(handle, option, va_arg(arguments, void *));
    if (option < LOADER_OFF_T) return set(handle, option, va_arg(arguments, void (*)(void)));
    return set(handle, option, va_arg(arguments, curl_off_t));
}

CURLcode curl_easy_setopt(CURL *handle, int option, ...) {
    if (!ready()) return LOADER_CURLE_FAILED_INIT;
    va_list arguments;
    va_start(arguments, option);
    CURLcode code = forward_option(real.easy_setopt, handle, option, arguments);
    va_end(arguments);
    return code;
}

CURLMcode curl_multi_setopt(CURLM *multi, int option, ...) {
    if (!ready()) return LOADER_CURLM_INTERNAL_ERROR;
    va_list arguments;
    va_start(arguments, option);
    CURLMcode code = forward_option(real.multi_setopt, multi, option, arguments);
    va_end(arguments);
    return code;
}

CURLcode curl_easy_getinfo(CURL *handle, int info, ...) {
    if (!ready()) return LOADER_CURLE_FAILED_INIT;
    va_list arguments;
    va_start(arguments, info);
    /* Every CURLINFO_* takes a pointer to where the answer goes. */
    CURLcode code = real.easy_getinfo(handle, info, va_arg(arguments, void *));
    va_end(arguments);
    return code;
}

CURLcode curl_easy_pause(CURL *handle, int bitmask) {
    return ready() ? real.easy_pause(handle, bitmask) : LOADER_CURLE_FAILED_INIT;
}

const char *curl_easy_strerror(CURLcode code) {
    return ready() ? real.easy_strerror(code) : "libcurl.so.4 could not be loaded";
}

void curl_free(void *pointer) {
    if (ready()) real.free(pointer);
}

CURLM *curl_multi_init(void) {
    return ready() ? real.multi_init() : NULL;
}

CURLMcode curl_multi_cleanup(CURLM *multi) {
    return ready() ? real.multi_cleanup(multi) : LOADER_CURLM_INTERNAL_ERROR;
}

CURLMcode curl_multi_add_handle(CURLM *multi, CURL *handle) {
    return ready() ? real.multi_add_handle(multi, handle) : LOADER_CURLM_INTERNAL_ERROR;
}

CURLMcode curl_multi_remove_handle(CURLM *multi, CURL *handle) {
    return ready() ? real.multi_remove_handle(multi, handle) : LOADER_CURLM_INTERNAL_ERROR;
}

CURLMcode curl_multi_assign(CURLM *multi, curl_socket_t socket, void *pointer) {
    return ready() ? real.multi_assign(multi, socket, pointer) : LOADER_CURLM_INTERNAL_ERROR;
}

CURLMcode curl_multi_perform(CURLM *multi, int *running) {
    return ready() ? real.multi_perform(multi, running) : LOADER_CURLM_INTERNAL_ERROR;
}

CURLMcode curl_multi_poll(CURLM *multi, struct curl_waitfd *extra, unsigned int extraCount, int timeoutMs, int *ready_) {
    return ready() ? real.multi_poll(multi, extra, extraCount, timeoutMs, ready_) : LOADER_CURLM_INTERNAL_ERROR;
}

CURLMcode curl_multi_wakeup(CURLM *multi) {
    return ready() ? real.multi_wakeup(multi) : LOADER_CURLM_INTERNAL_ERROR;
}

CURLMcode curl_multi_socket_action(CURLM *multi, curl_socket_t socket, int events, int *running) {
    return ready() ? real.multi_socket_action(multi, socket, events, running) : LOADER_CURLM_INTERNAL_ERROR;
}

void *curl_multi_info_read(CURLM *multi, int *remaining) {
    return ready() ? real.multi_info_read(multi, remaining) : NULL;
}

struct curl_slist *curl_slist_append(struct curl_slist *list, const char *text) {
    return ready() ? real.slist_append(list, text) : NULL;
}

void curl_slist_free_all(struct curl_slist *list) {
    if (ready()) real.slist_free_all(list);
}

CURLU *curl_url(void) {
    return ready() ? real.url() : NULL;
}

int curl_url_get(const CURLU *handle, int part, char **value, unsigned int flags) {
    return ready() ? real.url_get(handle, part, value, flags) : LOADER_CURLUE_BAD_HANDLE;
}

int curl_url_set(CURLU *handle, int part, const char *value, unsigned int flags) {
    return ready() ? real.url_set(handle, part, value, flags) : LOADER_CURLUE_BAD_HANDLE;
}

char *curl_version(void) {
    static char unavailable[] = "libcurl (not loaded)";
    return ready() ? real.version() : unavailable;
}

void *curl_version_info(int age) {
    return ready() ? real.version_info(age) : NULL;
}
