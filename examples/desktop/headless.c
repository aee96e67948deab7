/* SPDX-License-Identifier: Apache-2.0 */
/* headless.c: --screenshot, --dump and --measure. Once the window's first frame is painted, the window is
 * snapshotted into a render node, rendered to a texture by the window's own renderer (cairo,
 * under Xvfb) and saved as PNG; the dump lists the texts of the widgets a person would see
 * (labels, which buttons hold too, and tooltips), in widget-tree order, one a line, for exact assertions; the
 * measure, the header bars' heights, how far each label and picture sits inside its row, tile
 * or cell, and where each text a person reads is painted, in which style (for the contrast
 * check). Then the app quits. */
#include "headless.h"

#include "chart_area.h"
#include "order_detail.h"
#include "state.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int frames;

static void write_screenshot(const char *path) {
    GtkWidget *window = GTK_WIDGET(app.window);
    int width = gtk_widget_get_width(window), height = gtk_widget_get_height(window);
    GdkPaintable *paintable = gtk_widget_paintable_new(window);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gdk_paintable_snapshot(paintable, GDK_SNAPSHOT(snapshot), width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    if (node == NULL) {
        fprintf(stderr, "desktop: the window drew nothing\n");
        exit(1);
    }
    GskRenderer *renderer = gtk_native_get_renderer(GTK_NATIVE(window));
    GdkTexture *texture = gsk_renderer_render_texture(renderer, node, &GRAPHENE_RECT_INIT(0, 0, (float)width, (float)height));
    if (!gdk_texture_save_to_png(texture, path)) {
        fprintf(stderr, "desktop: cannot write %s\n", path);
        exit(1);
    }
    g_object_unref(texture);
    gsk_render_node_unref(node);
    g_object_unref(paintable);
}

/* The widget's bounds in the window, or false when it has none (not laid out). */
static bool bounds_in_window(GtkWidget *widget, graphene_rect_t *bounds) {
    return gtk_widget_compute_bounds(widget, GTK_WIDGET(app.window), bounds);
}

/* Writes the texts of widget and its descendants that show: mapped (so not on a hidden stack
 * page or a folded leaflet's other column) and inside clip (the window, narrowed by every
 * scrolled window on the way, so rows scrolled out of sight are left out). */
static void dump_widget(FILE *out, GtkWidget *widget, graphene_rect_t clip) {
    graphene_rect_t bounds;
    if (!gtk_widget_get_mapped(widget) || !bounds_in_window(widget, &bounds)) return;
    if (!graphene_rect_intersection(&clip, &bounds, NULL)) return;
    if (GTK_IS_SCROLLED_WINDOW(widget)) graphene_rect_intersection(&clip, &bounds, &clip);
    /* Labels (buttons hold theirs), what was typed (an entry's GtkText) and what a drawn chart
     * says it shows (the library's text alternative, its accessible description). */
    const char *shown = GTK_IS_DRAWING_AREA(widget) ? g_object_get_data(G_OBJECT(widget), "description") : NULL;
    const char *text = GTK_IS_LABEL(widget) ? gtk_label_get_text(GTK_LABEL(widget))
                       : GTK_IS_TEXT(widget) ? gtk_editable_get_text(GTK_EDITABLE(widget))
                       : shown != NULL       ? shown
                                             : "";
    if (text[0] != '\0') fprintf(out, "%s\n", text);
    /* And what it shows on hover: the app's tooltip (a Truck tile's order, the pill's). */
    const char *tooltip = gtk_widget_get_tooltip_text(widget);
    if (tooltip != NULL && g_object_get_data(G_OBJECT(widget), "app-tooltip") != NULL && strcmp(tooltip, text) != 0)
        fprintf(out, "%s\n", tooltip);
    /* Reading order, which is not always GTK's order of children: a leaflet keeps its
     * visible page last (to draw it on top), a list box its rows' headers after the rows. */
    if (ADW_IS_LEAFLET(widget)) {
        GListModel *pages = G_LIST_MODEL(adw_leaflet_get_pages(ADW_LEAFLET(widget)));
        for (guint i = 0; i < g_list_model_get_n_items(pages); i++) {
            AdwLeafletPage *page = g_list_model_get_item(pages, i);
            dump_widget(out, adw_leaflet_page_get_child(page), clip);
            g_object_unref(page);
        }
        g_object_unref(pages);
    } else if (GTK_IS_LIST_BOX(widget)) {
        GtkListBoxRow *row;
        for (int i = 0; (row = gtk_list_box_get_row_at_index(GTK_LIST_BOX(widget), i)) != NULL; i++) {
            GtkWidget *header = gtk_list_box_row_get_header(row);
            if (header != NULL) dump_widget(out, header, clip);
            dump_widget(out, GTK_WIDGET(row), clip);
        }
    } else {
        for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child))
            dump_widget(out, child, clip);
    }
}

static void write_dump(const char *path) {
    FILE *out = fopen(path, "w");
    if (out == NULL) {
        fprintf(stderr, "desktop: cannot write %s\n", path);
        exit(1);
    }
    GtkWidget *window = GTK_WIDGET(app.window);
    graphene_rect_t all = GRAPHENE_RECT_INIT(0, 0, (float)gtk_widget_get_width(window), (float)gtk_widget_get_height(window));
    dump_widget(out, window, all);
    if (fclose(out) != 0) {
        fprintf(stderr, "desktop: cannot write %s\n", path);
        exit(1);
    }
}

/* ---- --measure: the geometry a person notices, from the widgets' allocations. */

/* The frame a leaf sits in, for the inset check: a list row (Orders), a Truck tile or a gallery
 * cell (a flat button holding a donut's picture and name); NULL for any other widget. */
static const char *frame_kind(GtkWidget *widget) {
    if (GTK_IS_LIST_BOX_ROW(widget) && g_object_get_data(G_OBJECT(widget), "order") != NULL) return "row";
    if (gtk_widget_has_css_class(widget, "truck-tile")) return "tile";
    if (g_str_has_prefix(gtk_widget_get_name(widget), "donut-")) return "cell";
    return NULL;
}

/* What a label or picture paints, in the window: a label's text (its layout's logical extents
 * where GTK places it), a picture's paintable fitted into its allocation (aspect kept, centred),
 * an image's icon at its pixel size, centred. False for any other widget, or one not laid out. */
static bool painted_in_window(GtkWidget *widget, graphene_rect_t *painted) {
    graphene_rect_t bounds;
    if (!bounds_in_window(widget, &bounds)) return false;
    float width = bounds.size.width, height = bounds.size.height;
    if (GTK_IS_LABEL(widget)) {
        if (gtk_label_get_text(GTK_LABEL(widget))[0] == '\0') return false;
        int x = 0, y = 0;
        PangoRectangle logical;
        gtk_label_get_layout_offsets(GTK_LABEL(widget), &x, &y);
        pango_layout_get_pixel_extents(gtk_label_get_layout(GTK_LABEL(widget)), NULL, &logical);
        /* The offsets are in the label's content box: past its CSS border and padding (a
         * badge's). */
        GtkBorder padding, border;
        GtkStyleContext *style = gtk_widget_get_style_context(widget);
        gtk_style_context_get_padding(style, &padding);
        gtk_style_context_get_border(style, &border);
        graphene_rect_init(painted, bounds.origin.x + (float)(padding.left + border.left + x + logical.x),
                           bounds.origin.y + (float)(padding.top + border.top + y + logical.y), (float)logical.width,
                           (float)logical.height);
        return true;
    }
    if (GTK_IS_PICTURE(widget) && gtk_picture_get_paintable(GTK_PICTURE(widget)) != NULL) {
        GdkPaintable *paintable = gtk_picture_get_paintable(GTK_PICTURE(widget));
        double ratio = gdk_paintable_get_intrinsic_aspect_ratio(paintable);
        float drawn_width = width, drawn_height = height;
        if (ratio > 0 && width / height > ratio) drawn_width = (float)(height * ratio);
        else if (ratio > 0) drawn_height = (float)(width / ratio);
        graphene_rect_init(painted, bounds.origin.x + (width - drawn_width) / 2, bounds.origin.y + (height - drawn_height) / 2,
                           drawn_width, drawn_height);
        return true;
    }
    if (GTK_IS_IMAGE(widget)) {
        float side = (float)gtk_image_get_pixel_size(GTK_IMAGE(widget));
        if (side <= 0) side = MIN(width, height);
        graphene_rect_init(painted, bounds.origin.x + (width - side) / 2, bounds.origin.y + (height - side) / 2, side, side);
        return true;
    }
    return false;
}

/* Writes, for every label and picture that shows inside a frame, the least distance from what
 * it paints to the frame's edges ("inset KIND PX WHAT"; negative past an edge), the nearest
 * frame counting. */
static void measure_insets(FILE *out, GtkWidget *widget, GtkWidget *frame, const char *kind) {
    if (!gtk_widget_get_mapped(widget)) return;
    const char *own = frame_kind(widget);
    if (own != NULL) frame = widget, kind = own;
    bool label = GTK_IS_LABEL(widget);
    graphene_rect_t leaf, edges;
    if (frame != NULL && painted_in_window(widget, &leaf) && bounds_in_window(frame, &edges)) {
        float left = leaf.origin.x - edges.origin.x, top = leaf.origin.y - edges.origin.y;
        float right = edges.origin.x + edges.size.width - (leaf.origin.x + leaf.size.width);
        float bottom = edges.origin.y + edges.size.height - (leaf.origin.y + leaf.size.height);
        float least = MIN(MIN(left, right), MIN(top, bottom));
        fprintf(out, "inset %s %.0f %s\n", kind, least, label ? gtk_label_get_text(GTK_LABEL(widget)) : "(picture)");
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child))
        measure_insets(out, child, frame, kind);
}

/* Writes each mapped header bar's height ("header PX"), in the window's order. */
static void measure_headers(FILE *out, GtkWidget *widget) {
    if (!gtk_widget_get_mapped(widget)) return;
    if (ADW_IS_HEADER_BAR(widget)) {
        fprintf(out, "header %d\n", gtk_widget_get_height(widget));
        return;
    }
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child))
        measure_headers(out, child);
}

/* A label's text style, for the contrast check: its own style classes ("text" without any),
 * then those of what it sits on that colour it (a button, a tag, a badge, a row). */
static char *text_style(GtkWidget *label) {
    GString *style = g_string_new(NULL);
    char **own = gtk_widget_get_css_classes(label);
    for (char **c = own; *c != NULL; c++) g_string_append_printf(style, "%s%s", style->len > 0 ? "." : "", *c);
    g_strfreev(own);
    if (style->len == 0) g_string_append(style, "text");
    for (GtkWidget *up = gtk_widget_get_parent(label); up != NULL; up = gtk_widget_get_parent(up)) {
        bool colours = GTK_IS_BUTTON(up) || gtk_widget_has_css_class(up, "status-tag") ||
                       gtk_widget_has_css_class(up, "order-badge") || gtk_widget_has_css_class(up, "card");
        if (!colours) continue;
        g_string_append_printf(style, "@%s", GTK_IS_BUTTON(up) ? "button" : "box");
        char **classes = gtk_widget_get_css_classes(up);
        for (char **c = classes; *c != NULL; c++) g_string_append_printf(style, ".%s", *c);
        g_strfreev(classes);
        break;
    }
    return g_string_free(style, FALSE);
}

/* Writes every text that shows and a person must read, for the contrast check: "text X Y W H
 * STYLE WORDS", a label's painted box (or a chart's text's) in the window, whole inside clip
 * (the window narrowed by every scrolled window on the way). A greyed-out control's text is
 * left out: WCAG asks no contrast of an inactive control (nor of what a modal sheet covers,
 * which the sheet makes inactive). */
static void measure_texts(FILE *out, GtkWidget *widget, graphene_rect_t clip) {
    graphene_rect_t box;
    if (!gtk_widget_get_mapped(widget) || !gtk_widget_is_sensitive(widget) || !bounds_in_window(widget, &box)) return;
    if (GTK_IS_SCROLLED_WINDOW(widget) && !graphene_rect_intersection(&clip, &box, &clip)) return;
    if (GTK_IS_LABEL(widget) && painted_in_window(widget, &box) && graphene_rect_contains_rect(&clip, &box)) {
        char *style = text_style(widget);
        fprintf(out, "text %.0f %.0f %.0f %.0f %s %s\n", box.origin.x, box.origin.y, box.size.width, box.size.height, style,
                gtk_label_get_text(GTK_LABEL(widget)));
        g_free(style);
    }
    size_t count = 0;
    const chart_text *texts = chart_area_texts(widget, &count);
    if (count > 0 && bounds_in_window(widget, &box) && graphene_rect_contains_rect(&clip, &box))
        for (size_t i = 0; i < count; i++)
            fprintf(out, "text %.0f %.0f %.0f %.0f chart-%d (chart)\n", box.origin.x + texts[i].x, box.origin.y + texts[i].y,
                    texts[i].width, texts[i].height, (int)texts[i].kind);
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child))
        measure_texts(out, child, clip);
}

static void write_measure(const char *path) {
    FILE *out = fopen(path, "w");
    if (out == NULL) {
        fprintf(stderr, "desktop: cannot write %s\n", path);
        exit(1);
    }
    measure_headers(out, GTK_WIDGET(app.window));
    measure_insets(out, GTK_WIDGET(app.window), NULL, NULL);
    graphene_rect_t all;
    bounds_in_window(GTK_WIDGET(app.window), &all);
    measure_texts(out, GTK_WIDGET(app.window), all);
    if (fclose(out) != 0) {
        fprintf(stderr, "desktop: cannot write %s\n", path);
        exit(1);
    }
}

static gboolean capture(gpointer data) {
    (void)data;
    if (app.opt.screenshot != NULL) write_screenshot(app.opt.screenshot);
    if (app.opt.dump != NULL) write_dump(app.opt.dump);
    if (app.opt.measure != NULL) write_measure(app.opt.measure);
    gtk_window_destroy(app.window); /* the app's last window: the app quits */
    return G_SOURCE_REMOVE;
}

/* The widget a person would click to act on text: a button, toggle button or list row that
 * shows it (its own label or one inside it) or is named it, mapped and sensitive. NULL when none
 * shows. */
static GtkWidget *clickable_showing(GtkWidget *widget, const char *text, GtkWidget *clickable) {
    /* Insensitive: greyed out, no person can click it (the Account's Sign Out behind its alert). */
    if (!gtk_widget_get_mapped(widget) || !gtk_widget_is_sensitive(widget)) return NULL;
    if (GTK_IS_BUTTON(widget) || (GTK_IS_LIST_BOX_ROW(widget) && gtk_list_box_row_get_activatable(GTK_LIST_BOX_ROW(widget))))
        clickable = widget;
    /* Or its widget name, where the words differ by language (the Donuts cells, the editor's
     * ingredients): a state runs in English and Arabic alike. */
    if (clickable == widget && strcmp(gtk_widget_get_name(widget), text) == 0) return clickable;
    if (clickable != NULL && GTK_IS_LABEL(widget) && strcmp(gtk_label_get_text(GTK_LABEL(widget)), text) == 0)
        return clickable;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child)) {
        GtkWidget *found = clickable_showing(child, text, clickable);
        if (found != NULL) return found;
    }
    return NULL;
}

/* TEXT may name alternatives, "London|لندن": the first that shows is clicked, so that one
 * scripted state serves both languages. */
static void click(const char *text) {
    GtkWidget *target = NULL;
    gchar **alternatives = g_strsplit(text, "|", -1);
    for (gchar **alternative = alternatives; *alternative != NULL && target == NULL; alternative++)
        target = clickable_showing(GTK_WIDGET(app.window), *alternative, NULL);
    g_strfreev(alternatives);
    if (target == NULL) {
        fprintf(stderr, "desktop: --click: nothing to click shows \"%s\"\n", text);
        exit(1);
    }
    /* The signals themselves: gtk_widget_activate would click only after a 250 ms press. */
    if (GTK_IS_LIST_BOX_ROW(target)) {
        /* As a person's click: it selects the row where its list selects (the sidebar), then
         * activates it. */
        GtkListBox *list = GTK_LIST_BOX(gtk_widget_get_parent(target));
        if (gtk_list_box_get_selection_mode(list) != GTK_SELECTION_NONE) gtk_list_box_select_row(list, GTK_LIST_BOX_ROW(target));
        g_signal_emit_by_name(list, "row-activated", target);
    }
    else g_signal_emit_by_name(target, "clicked");
}

static void run(const action *step) {
    switch (step->kind) {
    case ACTION_PRESS:
        for (int64_t i = 0; i < step->ms; i++) {
            if (!order_detail_press_next_step()) {
                fprintf(stderr, "desktop: --press: no next-step button shows\n");
                exit(1);
            }
        }
        break;
    case ACTION_CLICK: click(step->text); break;
    case ACTION_TYPE: {
        /* The field the window's focus is in (an entry's focus is its GtkText, an editable that
         * hands its changes to the entry's own "changed"). */
        GtkWidget *focus = gtk_window_get_focus(app.window);
        if (focus == NULL || !GTK_IS_EDITABLE(focus) || !gtk_widget_get_mapped(focus)) {
            fprintf(stderr, "desktop: --type: no text field has the focus\n");
            exit(1);
        }
        gtk_editable_set_text(GTK_EDITABLE(focus), step->text);
        break;
    }
    case ACTION_ADVANCE:
        app.advanced += step->ms;
        refresh();
        break;
    }
}

/* One scripted step a painted frame, so that each acts on what the last one's frame shows;
 * then, two frames after the last (the first may still show sizes being settled: the leaflet
 * folds after its first allocation), the picture and the dump. */
static void after_paint(GdkFrameClock *clock, gpointer data) {
    (void)data;
    frames++;
    if (frames <= app.opt.action_count) run(&app.opt.actions[frames - 1]);
    if (frames < app.opt.action_count + 2) {
        gtk_widget_queue_draw(GTK_WIDGET(app.window)); /* ask for the next frame */
        return;
    }
    g_signal_handlers_disconnect_by_func(clock, after_paint, data);
    g_idle_add(capture, NULL);
}

static void mapped(GtkWidget *window, gpointer data) {
    (void)data;
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_paint), NULL);
}

void headless_start(void) {
    g_signal_connect(app.window, "map", G_CALLBACK(mapped), NULL);
    static bool styled;
    if (styled) return; /* a window made anew (the language switched) keeps the display's style */
    styled = true;
    /* Xvfb has no compositor, so GTK frames the window with its "solid-csd" border (5 px of
     * padding and border), which no desktop shows: without it the picture is the window's
     * content, exactly --size. */
    GtkCssProvider *css = gtk_css_provider_new();
    gtk_css_provider_load_from_data(css, "window.solid-csd { padding: 0; border: none; box-shadow: none; }", -1);
    gtk_style_context_add_provider_for_display(gtk_widget_get_display(GTK_WIDGET(app.window)), GTK_STYLE_PROVIDER(css),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(css);
}
