/* SPDX-License-Identifier: Apache-2.0 */
/* check_png.c: checks that a screenshot of the desktop app is an 8-bit RGB or RGBA PNG of the
 * given size, not blank (at least 20 distinct colours: a blank or one-colour window has one or
 * two) and, given GOLDEN, within a small tolerance of it: at most 0.2% of the pixels differ, by
 * more than 48 of 255 in a colour channel (alpha aside), which allows a glyph's antialiasing to
 * shift and catches a word, a bar or a picture that moved or changed. Prints the colour count
 * and, with GOLDEN, how many pixels differ; exits 1 with the reason on stderr otherwise.
 *
 *   check_png FILE WIDTH HEIGHT [GOLDEN]
 *   check_png --ppm FILE      the picture's RGB as a binary PPM (P6) on stdout, for
 *                             tests/desktop/contrast.py
 *
 * In C over gdk-pixbuf (which GTK itself needs) because tools/test_desktop checks every
 * picture it renders: a pure-Python PNG reader took 0.65 s a picture, most of the step. */
#include <gdk-pixbuf/gdk-pixbuf.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    int width, height, channels, stride;
    const guchar *pixels;
    GdkPixbuf *pixbuf;
} image;

static int load(const char *path, image *out) {
    GError *error = NULL;
    out->pixbuf = gdk_pixbuf_new_from_file(path, &error);
    if (out->pixbuf == NULL) {
        fprintf(stderr, "%s: %s\n", path, error ? error->message : "cannot be read");
        if (error) g_error_free(error);
        return 0;
    }
    if (gdk_pixbuf_get_bits_per_sample(out->pixbuf) != 8 ||
        gdk_pixbuf_get_colorspace(out->pixbuf) != GDK_COLORSPACE_RGB) {
        fprintf(stderr, "%s: not an 8-bit RGB or RGBA picture\n", path);
        return 0;
    }
    out->width = gdk_pixbuf_get_width(out->pixbuf);
    out->height = gdk_pixbuf_get_height(out->pixbuf);
    out->channels = gdk_pixbuf_get_n_channels(out->pixbuf);
    out->stride = gdk_pixbuf_get_rowstride(out->pixbuf);
    out->pixels = gdk_pixbuf_read_pixels(out->pixbuf);
    return 1;
}

static uint32_t pixel(const image *im, int x, int y) {
    const guchar *p = im->pixels + (size_t)y * (size_t)im->stride + (size_t)x * (size_t)im->channels;
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (im->channels == 4 ? p[3] : 0u);
}

static int by_value(const void *a, const void *b) {
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;
    return (x > y) - (x < y);
}

/* Distinct colours (alpha included, as the file holds them). */
static size_t colour_count(const image *im) {
    size_t n = (size_t)im->width * (size_t)im->height, distinct = 0;
    uint32_t *all = malloc(n * sizeof *all);
    if (all == NULL) return 0;
    for (int y = 0; y < im->height; y++)
        for (int x = 0; x < im->width; x++) all[(size_t)y * (size_t)im->width + (size_t)x] = pixel(im, x, y);
    qsort(all, n, sizeof *all, by_value);
    for (size_t i = 0; i < n; i++) distinct += i == 0 || all[i] != all[i - 1];
    free(all);
    return distinct;
}

static int channel_differs(uint32_t a, uint32_t b, int shift) {
    int x = (int)(a >> shift & 255), y = (int)(b >> shift & 255);
    return abs(x - y) > 48;
}

/* Writes the picture's RGB as a binary PPM. */
static int write_ppm(const char *path) {
    image im;
    if (!load(path, &im)) return 1;
    printf("P6\n%d %d\n255\n", im.width, im.height);
    for (int y = 0; y < im.height; y++)
        for (int x = 0; x < im.width; x++) {
            const guchar *p = im.pixels + (size_t)y * (size_t)im.stride + (size_t)x * (size_t)im.channels;
            fwrite(p, 1, 3, stdout);
        }
    g_object_unref(im.pixbuf);
    return fflush(stdout) == 0 ? 0 : 1;
}

int main(int argc, char **argv) {
    if (argc == 3 && strcmp(argv[1], "--ppm") == 0) return write_ppm(argv[2]);
    if (argc != 4 && argc != 5) {
        fprintf(stderr, "usage: check_png FILE WIDTH HEIGHT [GOLDEN] | check_png --ppm FILE\n");
        return 2;
    }
    const char *path = argv[1];
    int width = atoi(argv[2]), height = atoi(argv[3]);
    image im, golden;
    if (!load(path, &im)) return 1;
    if (im.width != width || im.height != height) {
        fprintf(stderr, "%s: %dx%d, expected %dx%d\n", path, im.width, im.height, width, height);
        return 1;
    }
    size_t colours = colour_count(&im);
    if (colours < 20) {
        fprintf(stderr, "%s: %zu colours, looks blank\n", path, colours);
        return 1;
    }
    if (argc == 4) {
        printf("%zu\n", colours);
        return 0;
    }
    if (!load(argv[4], &golden)) return 1;
    if (golden.width != width || golden.height != height) {
        fprintf(stderr, "%s: %dx%d, its golden %s is %dx%d\n", path, width, height, argv[4], golden.width,
                golden.height);
        return 1;
    }
    long differ = 0;
    for (int y = 0; y < height; y++)
        for (int x = 0; x < width; x++) {
            uint32_t a = pixel(&im, x, y), b = pixel(&golden, x, y);
            differ += channel_differs(a, b, 24) || channel_differs(a, b, 16) || channel_differs(a, b, 8);
        }
    printf("%zu colours, %ld pixels differ\n", colours, differ);
    long allowed = (long)((double)width * height * 0.002);
    if ((double)differ > (double)width * height * 0.002) {
        fprintf(stderr, "%s: %ld pixels differ from %s (at most %ld)\n", path, differ, argv[4], allowed);
        return 1;
    }
    g_object_unref(im.pixbuf);
    g_object_unref(golden.pixbuf);
    return 0;
}
