#ifndef BYLINE_CNCURSES_SHIM_H
#define BYLINE_CNCURSES_SHIM_H
#define NCURSES_WIDECHAR 1
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <ncursesw/curses.h>

/* Attribute and key macros that Swift cannot import. */
static inline attr_t byline_a_bold(void) { return A_BOLD; }
static inline attr_t byline_a_reverse(void) { return A_REVERSE; }
static inline attr_t byline_a_dim(void) { return A_DIM; }
static inline attr_t byline_a_underline(void) { return A_UNDERLINE; }
static inline attr_t byline_a_normal(void) { return A_NORMAL; }
static inline int byline_wcwidth(wchar_t c) { return wcwidth(c); }
#endif
