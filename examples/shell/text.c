/* SPDX-License-Identifier: Apache-2.0 */
/* text.c: text in terminal columns, in the order a terminal shows it. The library's words are
 * UTF-8, and Arabic letters, their vowel marks (no width of their own) and symbols such as "×"
 * take a different number of bytes than columns: every pad and cut here counts columns (wcwidth
 * of each code point) and cuts only between characters, with an ellipsis.
 *
 * Most terminals (xterm, the Linux console, tmux) neither reorder nor join Arabic: they put each
 * character in the next cell as it comes. So, by default, the shell does the bidirectional work
 * itself with GNU FriBidi: each cell's text goes out in visual order (the Unicode Bidirectional
 * Algorithm, the paragraph in the session's direction), its Arabic letters joined into their
 * presentation forms and its brackets mirrored, and a right-to-left line has its cells mirrored
 * (the first at the right). Terminals that implement bidirectional text themselves (VTE's:
 * GNOME Terminal, Tilix) are told so with the terminal BiDi recommendation's explicit mode (BDSM
 * reset, CSI 8 l), so that they do not reorder it again. With --terminal-bidi the lines go out in
 * logical order instead, the terminal in implicit mode (CSI 8 h) with the paragraph direction
 * (SCP, CSI 1 or 2 SP k), for the terminal to reorder and join. Widths are counted after shaping. */
#ifndef _XOPEN_SOURCE /* wcwidth(); tinfo's pkg-config flags may define it already */
#define _XOPEN_SOURCE 700
#endif
#include "shell.h"

#include <errno.h>
#include <fribidi.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

static bool terminal_orders; /* --terminal-bidi: the terminal reorders and joins */

void text_set_terminal_bidi(bool on) {
    terminal_orders = on;
}

bool text_terminal_bidi(void) {
    return terminal_orders;
}

void text_bidi_start(FILE *out) {
    if (terminal_orders) fprintf(out, "\x1b[8h\x1b[%d k", right_to_left() ? 2 : 1); /* implicit; SCP */
    else fputs("\x1b[8l", out); /* explicit: the shell has ordered and joined */
}

void text_bidi_end(FILE *out) {
    fputs("\x1b[8h\x1b[0 k", out); /* the recommendation's defaults: implicit, the default direction */
}

int utf8_size(unsigned char lead) {
    return lead < 0x80 ? 1 : lead >= 0xC2 && lead < 0xE0 ? 2 : lead >= 0xE0 && lead < 0xF0 ? 3 : lead >= 0xF0 && lead < 0xF5 ? 4 : 0;
}

/* The code point starting at text, within length bytes (its byte count in *size), or -1 for
 * bytes that are no whole, valid character (then *size is 1): the one UTF-8 reader here. */
static long decode(const char *text, size_t length, int *size) {
    const unsigned char *s = (const unsigned char *)text;
    static const long least[5] = {0, 0, 0x80, 0x800, 0x10000}; /* no overlong forms */
    int bytes = utf8_size(s[0]);
    *size = 1;
    if (bytes == 0 || (size_t)bytes > length) return -1;
    long value = bytes == 1 ? s[0] : s[0] & (0x7F >> bytes);
    for (int i = 1; i < bytes; i++) {
        if ((s[i] & 0xC0) != 0x80) return -1;
        value = value << 6 | (s[i] & 0x3F);
    }
    if (value < least[bytes] || (value >= 0xD800 && value <= 0xDFFF) || value > 0x10FFFF) return -1;
    *size = bytes;
    return value;
}

/* A malformed byte, or a character the locale does not know, still takes a column. */
static int code_point_columns(long value) {
    int columns = value < 0 ? 1 : wcwidth((wchar_t)value);
    return columns < 0 ? 1 : columns;
}

/* The columns of text as it is, character by character. */
static int logical_columns(const char *text) {
    int columns = 0, size;
    for (const char *end = text + strlen(text); text < end; text += size) columns += code_point_columns(decode(text, (size_t)(end - text), &size));
    return columns;
}

static void pad(FILE *out, int columns) {
    for (; columns > 0; columns--) fputc(' ', out);
}

/* Marks that steer the bidirectional algorithm (LRM, RLM, ALM, embeddings, isolates) and the
 * filler FriBidi leaves after a lam-alef ligature: in visual order they have nothing left to
 * do, and a terminal that does not know one would show it. */
static bool steering(FriBidiChar c) {
    return c == 0x200E || c == 0x200F || c == 0x061C || c == 0xFEFF || (c >= 0x202A && c <= 0x202E) ||
           (c >= 0x2066 && c <= 0x2069);
}

static bool plain_ascii(const char *text, size_t length) {
    for (size_t i = 0; i < length; i++) {
        if ((unsigned char)text[i] >= 0x80) return false;
    }
    return true;
}

/* text (length bytes) as a terminal that neither reorders nor joins must get it: in visual
 * order for a paragraph of direction rtl, Arabic joined, brackets mirrored, steering marks
 * gone (text all in one left-to-right script stays as it is). Returns a string to free; NULL
 * when out of memory. */
static char *ordered_text(const char *text, size_t length, bool rtl) {
    if (!rtl && plain_ascii(text, length)) return strndup(text, length);
    FriBidiChar *logical = malloc((length + 1) * sizeof *logical), *visual = malloc((length + 1) * sizeof *visual);
    char *shown = malloc(4 * length + 1);
    if (logical == NULL || visual == NULL || shown == NULL) {
        free(logical), free(visual), free(shown);
        return NULL;
    }
    FriBidiStrIndex count = fribidi_charset_to_unicode(FRIBIDI_CHAR_SET_UTF8, text, (FriBidiStrIndex)length, logical);
    FriBidiParType direction = rtl ? FRIBIDI_PAR_RTL : FRIBIDI_PAR_LTR;
    if (count > 0 && fribidi_log2vis(logical, count, &direction, visual, NULL, NULL, NULL) == 0) count = 0;
    FriBidiStrIndex kept = 0;
    for (FriBidiStrIndex i = 0; i < count; i++) {
        if (!steering(visual[i])) visual[kept++] = visual[i];
    }
    fribidi_unicode_to_charset(FRIBIDI_CHAR_SET_UTF8, visual, kept, shown);
    free(logical), free(visual);
    return shown;
}

/* text as the shell writes it to the terminal: ordered, unless the terminal orders it. */
static char *shown_text(const char *text, size_t length, bool rtl) {
    return terminal_orders ? strndup(text, length) : ordered_text(text, length, rtl);
}

/* As shown: a ligature (lam-alef) takes one column for two letters; the direction changes the
 * order only, not the columns. */
int text_columns(const char *text) {
    char *shown = shown_text(text, strlen(text), false);
    int columns = logical_columns(shown != NULL ? shown : text);
    free(shown);
    return columns;
}

/* Writes text padded or cut to width columns, ordered for the terminal or as it is. A cut is
 * made in logical order (with an ellipsis at its end), whole characters with the marks that
 * follow them up to width - 1 columns; shaping only ever joins, so the ordered text is no
 * wider. */
static void fit(FILE *out, const char *text, int width, align where, bool rtl, bool ordered) {
    if (width <= 0) return;
    size_t length = strlen(text);
    char *cut = NULL, *shown = ordered ? ordered_text(text, length, rtl) : strndup(text, length);
    if (shown != NULL && logical_columns(shown) > width) {
        free(shown);
        int used = 0, size;
        const char *end = text, *last = text + length;
        while (end < last) {
            int next = code_point_columns(decode(end, (size_t)(last - end), &size));
            if (next > 0 && used + next > width - 1) break;
            used += next;
            end += size;
        }
        length = (size_t)(end - text);
        cut = malloc(length + 4);
        if (cut == NULL) return;
        memcpy(cut, text, length);
        memcpy(cut + length, "\xe2\x80\xa6", 4); /* … */
        text = cut;
        length += 3;
        shown = ordered ? ordered_text(text, length, rtl) : strndup(text, length);
    }
    if (shown != NULL) {
        int columns = logical_columns(shown);
        if (where == ALIGN_END) pad(out, width - columns);
        fputs(shown, out);
        if (where == ALIGN_START) pad(out, width - columns);
    }
    free(shown);
    free(cut);
}

void put_fitted(FILE *out, const char *text, int width, align where, bool rtl) {
    fit(out, text, width, where, rtl, !terminal_orders);
}

void line_add_painted(line *l, const char *text, int width, align where, paint with) {
    if (l->count < (int)(sizeof l->cells / sizeof l->cells[0])) {
        l->cells[l->count++] = (struct cell){text, width, where, with};
    }
}

void line_add(line *l, const char *text, int width, align where) {
    line_add_painted(l, text, width, where, PAINT_NONE);
}

void line_write(FILE *out, const line *l, int columns) {
    enum { MOST = sizeof l->cells / sizeof l->cells[0] };
    int widths[MOST], used = 0, rest = -1;
    for (int i = 0; i < l->count; i++) {
        widths[i] = l->cells[i].width;
        if (widths[i] == 0 && rest < 0) rest = i;
        used += widths[i] + (i > 0);
    }
    if (rest >= 0) widths[rest] = columns - used > 0 ? columns - used : 0;
    /* Too wide: the last cells give way first. */
    used = 0;
    for (int i = 0; i < l->count; i++) {
        int gap = used > 0, room = columns - used - gap;
        if (widths[i] > room) widths[i] = room > 0 ? room : 0;
        if (widths[i] > 0) used += gap + widths[i];
    }
    bool rtl = right_to_left(), mirrored = rtl && !terminal_orders, first = true;
    paint_set(out, l->whole, PAINT_NONE);
    if (mirrored) pad(out, columns - used);
    for (int k = 0; k < l->count; k++) {
        int i = mirrored ? l->count - 1 - k : k;
        if (widths[i] == 0) continue;
        if (!first) fputc(' ', out);
        first = false;
        const struct cell *c = &l->cells[i];
        align where = c->where;
        if (mirrored) where = where == ALIGN_START ? ALIGN_END : ALIGN_START;
        paint_set(out, l->whole, c->paint);
        put_fitted(out, c->text, widths[i], where, rtl && c->paint != PAINT_KEY);
        paint_set(out, l->whole, PAINT_NONE);
    }
    if (!mirrored) pad(out, columns - used);
    paint_reset(out);
}

void put_wrapped(FILE *out, const char *text, int width, int indent, bool shown) {
    bool rtl = shown && right_to_left();
    const char *at = text, *last = text + strlen(text);
    char piece[4 * WORD_BYTES + 64];
    for (bool first = true; first || at < last; first = false) {
        /* As many words as fit after the indent, one at least; a word is a run between spaces. */
        int room = width - (first ? 0 : indent), used = 0, words = 0, size;
        const char *end = at;
        for (const char *word = at;; word++) {
            int columns = 0;
            const char *word_end = word;
            while (word_end < last && *word_end != ' ') {
                columns += code_point_columns(decode(word_end, (size_t)(last - word_end), &size));
                word_end += size;
            }
            if (words > 0 && used + 1 + columns > room) break;
            used += (words++ > 0) + columns;
            end = word = word_end;
            if (word == last) break;
        }
        snprintf(piece, sizeof piece, "%*s%.*s", first ? 0 : indent, "", (int)(end - at), at);
        int columns = logical_columns(piece);
        if (shown) put_fitted(out, piece, width, rtl ? ALIGN_END : ALIGN_START, rtl);
        else fit(out, piece, columns < width ? columns : width, ALIGN_START, false, false);
        fputc('\n', out);
        for (at = end; at < last && *at == ' '; at++) {}
    }
}

size_t whole_characters(const char *text, size_t length) {
    size_t at = 0;
    for (int size; at < length && decode(text + at, length - at, &size) >= 0; at += (size_t)size) {}
    return at;
}

bool read_long(const char *text, long low, long high, long *value) {
    char *end;
    errno = 0;
    *value = strtol(text, &end, 10);
    return end != text && *end == '\0' && errno == 0 && *value >= low && *value <= high;
}
