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

int text_columns(const char *text) {
    int columns = 0, size;
    for (const char *end = text + strlen(text); text < end; text += size) columns += code_point_columns(decode(text, (size_t)(end - text), &size));
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
    const char *end = text, *last = text + strlen(text);
    while (end < last) {
        int next = code_point_columns(decode(end, (size_t)(last - end), &size));
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
    for (int size; at < length && decode(text + at, length - at, &size) >= 0; at += (size_t)size) {}
    return at;
}

bool read_long(const char *text, long low, long high, long *value) {
    char *end;
    errno = 0;
    *value = strtol(text, &end, 10);
    return end != text && *end == '\0' && errno == 0 && *value >= low && *value <= high;
}
