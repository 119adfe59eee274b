#ifndef BYLINE_CNCURSES_SHIM_H
#define BYLINE_CNCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <ncursesw/curses.h>

/* Attribute and key macros that Swift cannot import. */
static inline attr_t byline_a_bold(void) { return A_BOLD; }
static inline attr_t byline_a_reverse(void) { return A_REVERSE; }
static inline attr_t byline_a_dim(void) { return A_DIM; }
static inline attr_t byline_a_underline(void) { return A_UNDERLINE; }
static inline attr_t byline_a_italic(void) { return A_ITALIC; }
static inline attr_t byline_a_normal(void) { return A_NORMAL; }
static inline attr_t byline_a_standout(void) { return A_STANDOUT; }
static inline attr_t byline_a_blink(void) { return A_BLINK; }
static inline attr_t byline_a_invis(void) { return A_INVIS; }
static inline attr_t byline_a_protect(void) { return A_PROTECT; }
static inline int byline_wcwidth(wchar_t c) { return wcwidth(c); }

/* Mouse masks (built by a function-like macro). */
static inline mmask_t byline_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t byline_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t byline_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t byline_button5_pressed(void) { return BUTTON5_PRESSED; }

/*
 * Starting and stopping curses. The flag is C state so the atexit hook (the last resort
 * when the program leaves without calling stop) and stop agree on whether endwin is due.
 * Only BylineTerminal calls these, so it holds the one copy of the statics.
 */
static int byline_screen_active = 0;

static inline void byline_end_screen(void) {
    if (byline_screen_active) {
        byline_screen_active = 0;
        endwin();
    }
}

static inline void byline_atexit_hook(void) { byline_end_screen(); }

/* newterm on stdout/stdin; returns 0, or -1 when the terminal type is unknown. */
static inline int byline_begin_screen(void) {
    static int registered = 0;
    SCREEN *screen = newterm(NULL, stdout, stdin);
    if (screen == NULL) return -1;
    set_term(screen);
    byline_screen_active = 1;
    if (!registered) {
        registered = 1;
        atexit(byline_atexit_hook);
    }
    return 0;
}

/*
 * Signals: the handler only records the signal and writes its number to a self-pipe
 * (both async-signal-safe); the run loop polls the pipe's read end and restores the
 * terminal itself. SIGWINCH is passed on to the handler curses installed, so resizes
 * still arrive as KEY_RESIZE, and it too wakes the loop through the pipe.
 */
static int byline_signal_pipe[2] = { -1, -1 };
static volatile sig_atomic_t byline_caught_signal = 0;
/* The handlers that were there before, kept as plain fields: Swift's importer does not
   emit static storage of type struct sigaction. */
static void (*byline_previous_handler[4])(int) = { 0, 0, 0, 0 };
static void (*byline_previous_sigaction[4])(int, siginfo_t *, void *) = { 0, 0, 0, 0 };
static int byline_previous_flags[4] = { 0, 0, 0, 0 };
static const int byline_handled_signals[4] = { SIGINT, SIGTERM, SIGHUP, SIGWINCH };
static int byline_handlers_installed = 0;

static inline void byline_signal_handler(int number, siginfo_t *info, void *context) {
    int saved = errno;
    if (number != SIGWINCH) byline_caught_signal = number;
    if (byline_signal_pipe[1] >= 0) {
        unsigned char byte = (unsigned char)number;
        ssize_t written = write(byline_signal_pipe[1], &byte, 1);
        (void)written;
    }
    if (number == SIGWINCH) {
        if (byline_previous_flags[3] & SA_SIGINFO) {
            if (byline_previous_sigaction[3] != NULL) byline_previous_sigaction[3](number, info, context);
        } else {
            void (*handler)(int) = byline_previous_handler[3];
            if (handler != SIG_DFL && handler != SIG_IGN && handler != NULL) handler(number);
        }
    }
    errno = saved;
}

/* Installs the handlers (once); returns the pipe's read end, or -1 on failure. */
static inline int byline_install_signal_handlers(void) {
    if (byline_handlers_installed) return byline_signal_pipe[0];
    if (byline_signal_pipe[0] < 0) {
        if (pipe(byline_signal_pipe) != 0) return -1;
        for (int end = 0; end < 2; end++) {
            fcntl(byline_signal_pipe[end], F_SETFL, fcntl(byline_signal_pipe[end], F_GETFL) | O_NONBLOCK);
            fcntl(byline_signal_pipe[end], F_SETFD, FD_CLOEXEC);
        }
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = byline_signal_handler;
    action.sa_flags = SA_SIGINFO;
    sigemptyset(&action.sa_mask);
    for (int index = 0; index < 4; index++) {
        struct sigaction previous;
        memset(&previous, 0, sizeof previous);
        sigaction(byline_handled_signals[index], &action, &previous);
        byline_previous_flags[index] = previous.sa_flags;
        if (previous.sa_flags & SA_SIGINFO) {
            byline_previous_sigaction[index] = previous.sa_sigaction;
        } else {
            byline_previous_handler[index] = previous.sa_handler;
        }
    }
    byline_handlers_installed = 1;
    return byline_signal_pipe[0];
}

/* Puts back the handlers that were there before. */
static inline void byline_restore_signal_handlers(void) {
    if (!byline_handlers_installed) return;
    for (int index = 0; index < 4; index++) {
        struct sigaction previous;
        memset(&previous, 0, sizeof previous);
        sigemptyset(&previous.sa_mask);
        previous.sa_flags = byline_previous_flags[index];
        if (previous.sa_flags & SA_SIGINFO) {
            previous.sa_sigaction = byline_previous_sigaction[index];
        } else {
            previous.sa_handler = byline_previous_handler[index];
        }
        sigaction(byline_handled_signals[index], &previous, NULL);
    }
    byline_handlers_installed = 0;
}

/* The last terminating signal caught (SIGINT, SIGTERM, SIGHUP), or 0. */
static inline int byline_caught_signal_number(void) { return byline_caught_signal; }
/* Forgets the recorded signal (a Ctrl-C meant for a program that had the terminal). */
static inline void byline_forget_caught_signal(void) { byline_caught_signal = 0; }
#endif
