/* SPDX-License-Identifier: Apache-2.0 */
/* pictures.c: the library's SVGs as pictures: a donut (each donut and size drawn once), an
 * order's donut stack. */
#include "pictures.h"

#include "notice.h"
#include "page.h"
#include "state.h"
#include "words.h"
/* The library's SVG (svg, g_malloc'd, length bytes; taken) as a texture, or NULL when it does
 * not load. GdkTexture hands an SVG to gdk-pixbuf's librsvg loader, which draws it at its own
 * size (the library writes each picture at the size it was asked for). */
static GdkTexture *svg_texture_new(char *svg, size_t length) {
    GBytes *bytes = g_bytes_new_take(svg, length);
    GError *error = NULL;
    GdkTexture *texture = gdk_texture_new_from_bytes(bytes, &error);
    g_bytes_unref(bytes);
    if (texture == NULL) {
        g_printerr("desktop: an SVG of the library does not load: %s\n", error->message);
        g_error_free(error);
    }
    return texture;
}

/* ---- donuts: one texture a donut's recipe and size, drawn once by librsvg and shared by every
 * picture of it (an order list shows the same few donuts hundreds of times, and is rebuilt as
 * orders come in); the recipe is in the key, so that a donut the editor changed is drawn anew. */
GdkTexture *donut_texture(int32_t donut_id, int size) {
    static GHashTable *textures; /* "id dough glaze topping size" -> GdkTexture */
    if (textures == NULL) textures = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_object_unref);
    foodtruck_donut donut;
    TRY(foodtruck_donut_get(app.truck, donut_id, &donut));
    char *key = g_strdup_printf("%d %d %d %d %d", (int)donut_id, (int)donut.dough, (int)donut.glaze, (int)donut.topping, size);
    GdkTexture *texture = g_hash_table_lookup(textures, key);
    if (texture != NULL) {
        g_free(key);
        return texture;
    }
    size_t length = 0;
    TRY(foodtruck_svg_donut(app.truck, donut_id, size, NULL, 0, &length));
    char *svg = g_malloc(length + 1);
    TRY(foodtruck_svg_donut(app.truck, donut_id, size, svg, length + 1, NULL));
    texture = svg_texture_new(svg, length);
    if (texture == NULL) {
        g_free(key);
        return NULL;
    }
    g_hash_table_insert(textures, key, texture);
    return texture;
}

GtkWidget *donut_image_new(int32_t donut_id, int size) {
    GdkTexture *texture = donut_texture(donut_id, size);
    GtkWidget *image = texture != NULL ? gtk_image_new_from_paintable(GDK_PAINTABLE(texture)) : gtk_image_new();
    gtk_image_set_pixel_size(GTK_IMAGE(image), size);
    name_set(image, donut_name(donut_id)); /* a screen reader says which donut */
    gtk_widget_set_halign(image, GTK_ALIGN_CENTER);
    return image;
}

GtkWidget *donut_picture_new(int32_t donut_id, int size) {
    GdkTexture *texture = donut_texture(donut_id, size);
    GtkWidget *picture = texture != NULL ? gtk_picture_new_for_paintable(GDK_PAINTABLE(texture)) : gtk_picture_new();
    gtk_widget_set_size_request(picture, size, size);
    name_set(picture, donut_name(donut_id)); /* a screen reader says which donut */
    return picture;
}

/* ---- icons: the library's own drawing of the original's symbols, in the donuts' colours (the
 * freedesktop names it gives for a few would mix a theme's monochrome symbols with these). */
GtkWidget *icon_new(foodtruck_icon icon, int size) {
    static GHashTable *textures; /* icon * 100000 + size -> GdkTexture */
    if (textures == NULL) textures = g_hash_table_new_full(NULL, NULL, NULL, g_object_unref);
    gpointer key = GINT_TO_POINTER((int)icon * 100000 + size);
    GdkTexture *texture = g_hash_table_lookup(textures, key);
    if (texture == NULL) {
        size_t length = 0;
        TRY(foodtruck_svg_icon(icon, size, NULL, 0, &length));
        char *svg = g_malloc(length + 1);
        TRY(foodtruck_svg_icon(icon, size, svg, length + 1, NULL));
        texture = svg_texture_new(svg, length);
        if (texture == NULL) return decoration_new();
        g_hash_table_insert(textures, key, texture);
    }
    GtkWidget *image = decoration_new(); /* beside the words it stands for */
    gtk_image_set_from_paintable(GTK_IMAGE(image), GDK_PAINTABLE(texture));
    /* The library draws its icons' lines dark brown, for a light ground: on a dark one they turn
     * light, their hues kept (inverted, then turned half round the colour wheel). */
    static bool styled;
    style_add_once(&styled, "window.dark .library-icon { filter: invert(1) hue-rotate(180deg); }");
    gtk_widget_add_css_class(image, "library-icon");
    gtk_image_set_pixel_size(GTK_IMAGE(image), size);
    return image;
}

GtkWidget *stack_badged(GtkWidget *stack, int32_t number) {
    char *badge = word_buffer();
    TRY(foodtruck_order_stack_badge(app.truck, number, badge, WORD_BYTES, NULL));
    if (badge[0] == '\0') return stack;
    /* The original's: caption2 in a capsule, 4 inside and out, at the stack's bottom-trailing
     * corner (GTK's end is the left in Arabic). */
    static bool styled;
    style_add_once(&styled, ".stack-badge { font-size: 0.75em; padding: 0 4px; margin: 4px; border-radius: 999px;"
                            " background-color: @view_bg_color; box-shadow: 0 0 0 1px alpha(currentColor, 0.15); }");
    GtkWidget *overlay = gtk_overlay_new();
    gtk_overlay_set_child(GTK_OVERLAY(overlay), stack);
    GtkWidget *label = gtk_label_new(badge);
    gtk_widget_add_css_class(label, "stack-badge");
    gtk_widget_add_css_class(label, "numeric");
    gtk_widget_set_halign(label, GTK_ALIGN_END);
    gtk_widget_set_valign(label, GTK_ALIGN_END);
    gtk_overlay_add_overlay(GTK_OVERLAY(overlay), label);
    return overlay;
}

GtkWidget *donut_stack_new(int32_t number, int side) {
    foodtruck_order_line lines[64]; /* foodtruck_order_place takes at most 64; the stack shows 3 */
    size_t count = 0;
    TRY(foodtruck_order_lines(app.truck, number, lines, 64, &count));
    foodtruck_rect frames[3];
    size_t placed = 0;
    TRY(foodtruck_layout_diagonal_stack(count, (foodtruck_rect){0, 0, side, side}, right_to_left(), frames, 3, &placed));
    GtkWidget *stack = gtk_fixed_new();
    gtk_widget_set_size_request(stack, side, side);
    /* GtkFixed puts children at the frames' left edges: its coordinates are not mirrored, the
     * library's frames are already. In order: the later donuts in front. */
    gtk_widget_set_direction(stack, GTK_TEXT_DIR_LTR);
    for (size_t i = 0; i < placed; i++) {
        /* Drawn at the frame's width, fitted (aspect kept, centred) into the frame by GtkPicture. */
        GtkWidget *donut = donut_picture_new(lines[i].donut_id, (int)frames[i].width);
        gtk_picture_set_can_shrink(GTK_PICTURE(donut), TRUE);
        gtk_widget_set_size_request(donut, (int)frames[i].width, (int)frames[i].height);
        gtk_fixed_put(GTK_FIXED(stack), donut, frames[i].x, frames[i].y);
    }
    return stack_badged(stack, number);
}
