/* text.c: text in terminal columns. The library's words are UTF-8, and Arabic letters, their
 * vowel marks (no width of their own) and symbols such as "×" take a different number of bytes
 * than columns: every pad and cut here counts columns (wcwidth of each code point) and cuts only
 * between characters, with an ellipsis. A line is a row of cells; in a right-to-left language it
 * is mirrored here, since a terminal lays cells out left to right. */
#define _XOPEN_SOURCE 700
#include "shell.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

/* The code point starting at text (its byte count in *size); U+FFFD for a malformed byte. */
static unsigned decode(const char *text, int *size) {
    const unsigned char *s = (const unsigned char *)text;
    int length = s[0] < 0x80 ? 1 : s[0] >= 0xF0 ? 4 : s[0] >= 0xE0 ? 3 : s[0] >= 0xC0 ? 2 : 0;
    unsigned value = length == 1 ? s[0] : length == 2 ? s[0] & 0x1Fu : length == 3 ? s[0] & 0x0Fu : s[0] & 0x07u;
    for (int i = 1; i < length; i++) {
        if ((s[i] & 0xC0) != 0x80) length = 0;
        else value = value << 6 | (s[i] & 0x3Fu);
    }
    *size = length ? length : 1;
    return length ? value : 0xFFFD;
}

static int code_point_columns(unsigned value) {
    int columns = wcwidth((wchar_t)value);
    return columns < 0 ? 1 : columns; /* a character the locale does not know still shows */
}

int text_columns(const char *text) {
    int columns = 0, size;
    for (; *text; text += size) columns += code_point_columns(decode(text, &size));
    return columns;
}

static void pad(FILE *out, int columns) {
    for (; columns > 0; columns--) fputc(' ', out);
}

void put_fitted(FILE *out, const char *text, int width, align where) {
    if (width <= 0) return;
    int columns = text_columns(text);
    if (columns <= width) {
        if (where == ALIGN_END) pad(out, width - columns);
        fputs(text, out);
        if (where == ALIGN_START) pad(out, width - columns);
        return;
    }
    /* Cut: whole characters (with the marks that follow them) up to width - 1, then "…". */
    int used = 0, size;
    const char *end = text;
    while (*end) {
        int next = code_point_columns(decode(end, &size));
        if (next > 0 && used + next > width - 1) break;
        used += next;
        end += size;
    }
    fwrite(text, 1, (size_t)(end - text), out);
    fputs("\xe2\x80\xa6", out); /* … */
    pad(out, width - 1 - used);
}

void line_add(line *l, const char *text, int width, align where) {
    if (l->count < (int)(sizeof l->cells / sizeof l->cells[0])) {
        l->cells[l->count++] = (struct cell){text, width, where};
    }
}

void line_write(FILE *out, const line *l, int columns) {
    int widths[12], used = 0, rest = -1;
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
    bool mirrored = right_to_left(), first = true;
    if (mirrored) pad(out, columns - used);
    for (int k = 0; k < l->count; k++) {
        int i = mirrored ? l->count - 1 - k : k;
        if (widths[i] == 0) continue;
        if (!first) fputc(' ', out);
        first = false;
        align where = l->cells[i].where;
        if (mirrored) where = where == ALIGN_START ? ALIGN_END : ALIGN_START;
        put_fitted(out, l->cells[i].text, widths[i], where);
    }
    if (!mirrored) pad(out, columns - used);
}

size_t whole_characters(const char *text, size_t length) {
    size_t at = 0;
    while (at < length) {
        const unsigned char *s = (const unsigned char *)text + at;
        size_t size = s[0] < 0x80 ? 1 : s[0] >= 0xC2 && s[0] < 0xE0 ? 2 : s[0] >= 0xE0 && s[0] < 0xF0 ? 3 : s[0] >= 0xF0 && s[0] < 0xF5 ? 4 : 0;
        if (size == 0 || at + size > length) break;
        unsigned value = size == 1 ? s[0] : size == 2 ? s[0] & 0x1Fu : size == 3 ? s[0] & 0x0Fu : s[0] & 0x07u;
        for (size_t i = 1; i < size; i++) {
            if ((s[i] & 0xC0) != 0x80) return at;
            value = value << 6 | (s[i] & 0x3Fu);
        }
        static const unsigned least[5] = {0, 0, 0x80, 0x800, 0x10000}; /* no overlong forms */
        if (value < least[size] || (value >= 0xD800 && value <= 0xDFFF) || value > 0x10FFFF) break;
        at += size;
    }
    return at;
}

bool read_long(const char *text, long low, long high, long *value) {
    char *end;
    errno = 0;
    *value = strtol(text, &end, 10);
    return end != text && *end == '\0' && errno == 0 && *value >= low && *value <= high;
}
