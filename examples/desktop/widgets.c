/* widgets.c: what several panels draw alike. */
#include "desktop.h"

#include <math.h> /* INFINITY: one row */
#include <string.h>

GtkWidget *title_page_new(const char *title) {
    GtkWidget *status = adw_status_page_new();
    adw_status_page_set_title(ADW_STATUS_PAGE(status), title);
    gtk_widget_set_vexpand(status, TRUE);
    return status;
}

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

GtkWidget *chart_picture_new(foodtruck_chart_kind chart, foodtruck_timeframe timeframe, int width, int height) {
    int64_t now = now_ms(); /* one instant: the length asked is the length written */
    size_t length = 0;
    TRY(foodtruck_svg_chart(app.truck, chart, timeframe, now, width, height, NULL, 0, &length));
    char *svg = g_malloc(length + 1);
    TRY(foodtruck_svg_chart(app.truck, chart, timeframe, now, width, height, svg, length + 1, NULL));
    GdkTexture *texture = svg_texture_new(svg, length);
    if (texture == NULL) return gtk_picture_new();
    GtkWidget *picture = gtk_picture_new_for_paintable(GDK_PAINTABLE(texture));
    g_object_unref(texture);
    gtk_picture_set_can_shrink(GTK_PICTURE(picture), TRUE); /* scaled to its column */
    return picture;
}

GtkWidget *page_column_new(void) {
    GtkWidget *column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 12);
    /* 12 all around, as libadwaita's pages: room for the pickers' names on a phone's 390 px. */
    margins_set(column, 12, 12, 12, 12);
    return column;
}

GtkWidget *card_new(GtkWidget *column) {
    GtkWidget *card = gtk_box_new(GTK_ORIENTATION_VERTICAL, 0);
    gtk_widget_add_css_class(card, "card");
    GtkWidget *inside = gtk_box_new(GTK_ORIENTATION_VERTICAL, 6);
    margins_set(inside, 12, 12, 12, 12);
    gtk_box_append(GTK_BOX(card), inside);
    gtk_box_append(GTK_BOX(column), card);
    return inside;
}

GtkWidget *scrolled_new(GtkWidget *child) {
    GtkWidget *scroll = gtk_scrolled_window_new();
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scroll), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
    gtk_widget_set_vexpand(scroll, TRUE);
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scroll), child);
    return scroll;
}

void style_add_once(bool *added, const char *rules) {
    if (*added) return;
    *added = true;
    GtkCssProvider *css = gtk_css_provider_new();
    gtk_css_provider_load_from_data(css, rules, -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(css);
}

bool shown_anew(GString **kept, const char *key) {
    if (*kept == NULL) *kept = g_string_new(NULL);
    else if (strcmp((*kept)->str, key) == 0) return false;
    g_string_assign(*kept, key);
    return true;
}

void shown_forget(GString *kept) {
    if (kept != NULL) g_string_truncate(kept, 0);
}

void margins_set(GtkWidget *widget, int top, int end, int bottom, int start) {
    gtk_widget_set_margin_top(widget, top);
    gtk_widget_set_margin_end(widget, end);
    gtk_widget_set_margin_bottom(widget, bottom);
    gtk_widget_set_margin_start(widget, start);
}

GtkWidget *pill_button_new(const char *label, const char *style) {
    GtkWidget *button = gtk_button_new_with_label(label);
    if (style != NULL) gtk_widget_add_css_class(button, style);
    gtk_widget_add_css_class(button, "pill");
    gtk_widget_set_halign(button, GTK_ALIGN_CENTER);
    return button;
}

GtkWidget *text_new(const char *text, const char *style) {
    GtkWidget *label = gtk_label_new(text);
    gtk_label_set_xalign(GTK_LABEL(label), 0);
    if (style != NULL) gtk_widget_add_css_class(label, style);
    return label;
}

static void timeframe_toggled(GtkToggleButton *button, gpointer data) {
    if (!gtk_toggle_button_get_active(button)) return; /* the one switched off by the group */
    *(foodtruck_timeframe *)data = (foodtruck_timeframe)GPOINTER_TO_INT(g_object_get_data(G_OBJECT(button), "timeframe"));
    refresh();
}

GtkWidget *timeframe_switch_new(foodtruck_chart_kind chart, const foodtruck_timeframe *offered, size_t count,
                                foodtruck_timeframe *shown) {
    GtkWidget *switcher = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    gtk_widget_add_css_class(switcher, "linked");
    gtk_widget_set_halign(switcher, GTK_ALIGN_CENTER);
    GtkWidget *first = NULL;
    for (size_t i = 0; i < count; i++) {
        GtkWidget *toggle = gtk_toggle_button_new_with_label(picker_text(chart, offered[i]));
        GtkWidget *label = gtk_button_get_child(GTK_BUTTON(toggle));
        gtk_label_set_wrap(GTK_LABEL(label), TRUE);
        gtk_label_set_justify(GTK_LABEL(label), GTK_JUSTIFY_CENTER);
        if (first == NULL) first = toggle;
        else gtk_toggle_button_set_group(GTK_TOGGLE_BUTTON(toggle), GTK_TOGGLE_BUTTON(first));
        /* Before the handler: the default is no person's tap. */
        gtk_toggle_button_set_active(GTK_TOGGLE_BUTTON(toggle), offered[i] == *shown);
        g_object_set_data(G_OBJECT(toggle), "timeframe", GINT_TO_POINTER(offered[i]));
        g_signal_connect(toggle, "toggled", G_CALLBACK(timeframe_toggled), shown);
        gtk_box_append(GTK_BOX(switcher), toggle);
    }
    return switcher;
}

GtkWidget *sales_header_new(GtkWidget *column, foodtruck_chart_kind chart, const foodtruck_timeframe *offered, size_t count,
                            foodtruck_timeframe *shown) {
    gtk_box_append(GTK_BOX(column), timeframe_switch_new(chart, offered, count, shown));
    gtk_box_append(GTK_BOX(column), text_new(label_text(FOODTRUCK_NAVIGATION_LABEL_TOTAL_SALES), "dim-label"));
    GtkWidget *total = text_new("", "title-1");
    gtk_box_append(GTK_BOX(column), total);
    return total;
}

void remove_children(GtkWidget *container) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(container)) != NULL) {
        if (GTK_IS_LIST_BOX(container)) gtk_list_box_remove(GTK_LIST_BOX(container), child);
        else if (GTK_IS_FLOW_BOX(container)) gtk_flow_box_remove(GTK_FLOW_BOX(container), child);
        else if (GTK_IS_BOX(container)) gtk_box_remove(GTK_BOX(container), child);
        else gtk_widget_unparent(child);
    }
}

/* A placed box: a widget whose children sit exactly at the rectangles its place function gets
 * from a library layout call. GTK's own containers would place them by rules of their own;
 * this one does no arithmetic but rounding to pixels. */
#define PLACED_TYPE (placed_get_type())
G_DECLARE_FINAL_TYPE(Placed, placed, PLACED, BOX, GtkWidget)

struct _Placed {
    GtkWidget parent;
    place_func place;
    gpointer data;
};

G_DEFINE_TYPE(Placed, placed, GTK_TYPE_WIDGET)

/* The pixel nearest to v (no libm: the app links GTK and the library only). */
static int pixel(double v) { return (int)(v < 0 ? v - 0.5 : v + 0.5); }

static size_t placed_children(GtkWidget *widget) {
    size_t count = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child))
        count++;
    return count;
}

static void placed_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                           int *minimum_baseline, int *natural_baseline) {
    Placed *self = PLACED_BOX(widget);
    *minimum = *natural = 0;
    *minimum_baseline = *natural_baseline = -1;
    /* Any width will do (the layouts fit their frames to it); the height is what the place
     * function asks for at the width, or at the width the box has when none is given. */
    if (orientation == GTK_ORIENTATION_HORIZONTAL) return;
    int width = for_size >= 0 ? for_size : gtk_widget_get_width(widget);
    foodtruck_rect bounds = {0, 0, width, FOODTRUCK_UNSPECIFIED};
    double height = self->place(widget, bounds, NULL, placed_children(widget), self->data);
    *minimum = *natural = pixel(height + 0.49); /* up to the next pixel: nothing cut off */
}

static GtkSizeRequestMode placed_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void placed_allocate(GtkWidget *widget, int width, int height, int baseline) {
    (void)baseline;
    Placed *self = PLACED_BOX(widget);
    size_t count = placed_children(widget);
    if (count == 0) return;
    foodtruck_rect *frames = g_new0(foodtruck_rect, count);
    self->place(widget, (foodtruck_rect){0, 0, width, height}, frames, count, self->data);
    size_t i = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child)) {
        const foodtruck_rect *f = &frames[i++];
        /* Edges rounded, not origin and size apart, so that neighbours keep their gap. */
        int x = pixel(f->x), y = pixel(f->y);
        GtkAllocation at = {x, y, pixel(f->x + f->width) - x, pixel(f->y + f->height) - y};
        /* Measured first, as GTK asks of every allocation. */
        int ignored;
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &ignored, NULL, NULL, NULL);
        gtk_widget_size_allocate(child, &at, -1);
    }
    g_free(frames);
}

static void placed_dispose(GObject *object) {
    GtkWidget *child;
    while ((child = gtk_widget_get_first_child(GTK_WIDGET(object))) != NULL) gtk_widget_unparent(child);
    G_OBJECT_CLASS(placed_parent_class)->dispose(object);
}

static void placed_class_init(PlacedClass *class) {
    G_OBJECT_CLASS(class)->dispose = placed_dispose;
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(class);
    widget_class->measure = placed_measure;
    widget_class->size_allocate = placed_allocate;
    widget_class->get_request_mode = placed_request_mode;
    gtk_widget_class_set_css_name(widget_class, "placed");
}

static void placed_init(Placed *self) { (void)self; }

GtkWidget *placed_new(place_func place, gpointer data) {
    Placed *self = g_object_new(PLACED_TYPE, NULL);
    self->place = place;
    self->data = data;
    return GTK_WIDGET(self);
}

void placed_append(GtkWidget *box, GtkWidget *child) { gtk_widget_set_parent(child, box); }
/* ---- the flow: children in rows placed by the library's flow layout (the original's
 * FlowLayout), each at its natural size; GTK only measures them. */
#define FLOW_MAX 64

/* The children's natural sizes, at most FLOW_MAX; returns how many. */
static size_t flow_items(GtkWidget *flow, foodtruck_size *items, GtkWidget **children) {
    size_t count = 0;
    for (GtkWidget *child = gtk_widget_get_first_child(flow); child != NULL && count < FLOW_MAX;
         child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        int width, height;
        gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
        gtk_widget_measure(child, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
        items[count] = (foodtruck_size){width, height};
        children[count++] = child;
    }
    return count;
}

/* The library's placement of the children in width (INFINITY: one row). */
static foodtruck_size flow_place(GtkWidget *flow, double width, foodtruck_rect *frames, GtkWidget **children,
                                 size_t *count) {
    foodtruck_size items[FLOW_MAX], size = {0, 0};
    *count = flow_items(flow, items, children);
    double spacing = GPOINTER_TO_INT(g_object_get_data(G_OBJECT(flow), "spacing"));
    bool centred = g_object_get_data(G_OBJECT(flow), "centred") != NULL;
    TRY(foodtruck_layout_flow(items, *count, width, spacing, spacing, centred ? FOODTRUCK_ALIGN_CENTER : FOODTRUCK_ALIGN_LEADING,
                              centred ? FOODTRUCK_ALIGN_MIDDLE : FOODTRUCK_ALIGN_TOP, right_to_left(), frames, FLOW_MAX,
                              NULL, &size));
    return size;
}

static GtkSizeRequestMode flow_request_mode(GtkWidget *flow) {
    (void)flow;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void flow_measure(GtkWidget *flow, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                         int *minimum_baseline, int *natural_baseline) {
    foodtruck_rect frames[FLOW_MAX];
    GtkWidget *children[FLOW_MAX];
    size_t count = 0;
    *minimum_baseline = *natural_baseline = -1;
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        /* Natural: all in one row; minimum: the widest child, so that none overflows. */
        foodtruck_size one_row = flow_place(flow, INFINITY, frames, children, &count);
        double widest = 0;
        for (size_t i = 0; i < count; i++) widest = MAX(widest, frames[i].width);
        *minimum = pixel(widest);
        *natural = pixel(one_row.width);
    } else {
        foodtruck_size size = flow_place(flow, for_size < 0 ? INFINITY : for_size, frames, children, &count);
        *minimum = *natural = pixel(size.height);
    }
}

static void flow_allocate(GtkWidget *flow, int width, int height, int baseline) {
    (void)height;
    (void)baseline;
    foodtruck_rect frames[FLOW_MAX];
    GtkWidget *children[FLOW_MAX];
    size_t count = 0;
    foodtruck_size whole = flow_place(flow, width, frames, children, &count);
    /* The library places the items within the whole it reports (mirrored within it in Arabic);
     * the whole sits at the allocation's leading edge, as halign START puts a widget, or in its
     * middle when centred. */
    int leading = right_to_left() ? width - pixel(whole.width) : 0;
    if (g_object_get_data(G_OBJECT(flow), "centred") != NULL) leading = (width - pixel(whole.width)) / 2;
    for (size_t i = 0; i < count; i++) {
        GtkAllocation box = {leading + pixel(frames[i].x), pixel(frames[i].y), pixel(frames[i].width),
                             pixel(frames[i].height)};
        gtk_widget_size_allocate(children[i], &box, -1);
    }
}

GtkWidget *flow_new(int spacing, bool centred) {
    GtkWidget *flow = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0);
    g_object_set_data(G_OBJECT(flow), "spacing", GINT_TO_POINTER(spacing));
    g_object_set_data(G_OBJECT(flow), "centred", centred ? flow : NULL);
    gtk_widget_set_layout_manager(flow, gtk_custom_layout_new(flow_request_mode, flow_measure, flow_allocate));
    return flow;
}

/* ---- the width switch: a widget with two children that shows one, chosen at each allocation by
 * the library's width rule. Chosen while being laid out, not after a frame: the first frame is
 * already the right one (a headless picture too), and a resize switches with no frame between. */
typedef struct WidthSwitch {
    GtkWidget parent;
    GtkWidget *regular, *compact;
    double threshold;
} WidthSwitch;
typedef struct WidthSwitchClass {
    GtkWidgetClass parent_class;
} WidthSwitchClass;
G_DEFINE_TYPE(WidthSwitch, width_switch, GTK_TYPE_WIDGET)

static bool width_is_compact(double width, double threshold) {
    bool compact = false;
    TRY(foodtruck_layout_is_compact(width, threshold, false, &compact));
    return compact;
}

/* As wide as the compact child needs at least (narrower than the threshold it is the one shown),
 * as the regular one would like to be; as high as the child shown at that width needs. */
static void width_switch_measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural,
                                 int *minimum_baseline, int *natural_baseline) {
    WidthSwitch *self = (WidthSwitch *)widget;
    GtkWidget *shown = self->regular;
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        int regular_min, regular_nat, compact_min, compact_nat;
        gtk_widget_measure(self->regular, orientation, for_size, &regular_min, &regular_nat, NULL, NULL);
        gtk_widget_measure(self->compact, orientation, for_size, &compact_min, &compact_nat, NULL, NULL);
        *minimum = compact_min;
        *natural = MAX(regular_nat, compact_nat);
    } else {
        if (for_size >= 0 && width_is_compact(for_size, self->threshold)) shown = self->compact;
        gtk_widget_measure(shown, orientation, for_size, minimum, natural, NULL, NULL);
    }
    *minimum_baseline = *natural_baseline = -1;
}

static void width_switch_size_allocate(GtkWidget *widget, int width, int height, int baseline) {
    WidthSwitch *self = (WidthSwitch *)widget;
    bool compact = width_is_compact(width, self->threshold);
    /* Child-invisible, the other is unmapped: neither drawn, nor clicked, nor in the dump. */
    gtk_widget_set_child_visible(self->regular, !compact);
    gtk_widget_set_child_visible(self->compact, compact);
    gtk_widget_allocate(compact ? self->compact : self->regular, width, height, baseline, NULL);
}

static void width_switch_dispose(GObject *object) {
    WidthSwitch *self = (WidthSwitch *)object;
    g_clear_pointer(&self->regular, gtk_widget_unparent);
    g_clear_pointer(&self->compact, gtk_widget_unparent);
    G_OBJECT_CLASS(width_switch_parent_class)->dispose(object);
}

static void width_switch_class_init(WidthSwitchClass *class) {
    G_OBJECT_CLASS(class)->dispose = width_switch_dispose;
    GTK_WIDGET_CLASS(class)->measure = width_switch_measure;
    GTK_WIDGET_CLASS(class)->size_allocate = width_switch_size_allocate;
}

static void width_switch_init(WidthSwitch *self) {
    (void)self;
}

GtkWidget *width_switch_new(double threshold, GtkWidget *regular, GtkWidget *compact) {
    WidthSwitch *self = g_object_new(width_switch_get_type(), NULL);
    self->threshold = threshold;
    self->regular = regular;
    self->compact = compact;
    gtk_widget_set_parent(regular, GTK_WIDGET(self));
    gtk_widget_set_parent(compact, GTK_WIDGET(self));
    gtk_widget_set_child_visible(compact, FALSE); /* until the first allocation says */
    return GTK_WIDGET(self);
}

/* ---- donuts: one texture a donut's recipe and size, drawn once by librsvg and shared by every
 * picture of it (an order list shows the same few donuts hundreds of times, and is rebuilt as
 * orders come in); the recipe is in the key, so that a donut the editor changed is drawn anew. */
GtkWidget *donut_picture_new(int32_t donut_id, int size) {
    static GHashTable *textures; /* "id dough glaze topping size" -> GdkTexture */
    if (textures == NULL) textures = g_hash_table_new_full(g_str_hash, g_str_equal, g_free, g_object_unref);
    foodtruck_donut donut;
    TRY(foodtruck_donut_get(app.truck, donut_id, &donut));
    char *key = g_strdup_printf("%d %d %d %d %d", (int)donut_id, (int)donut.dough, (int)donut.glaze, (int)donut.topping, size);
    GdkTexture *texture = g_hash_table_lookup(textures, key);
    if (texture == NULL) {
        size_t length = 0;
        TRY(foodtruck_svg_donut(app.truck, donut_id, size, NULL, 0, &length));
        char *svg = g_malloc(length + 1);
        TRY(foodtruck_svg_donut(app.truck, donut_id, size, svg, length + 1, NULL));
        texture = svg_texture_new(svg, length);
        if (texture == NULL) {
            g_free(key);
            return gtk_picture_new();
        }
        g_hash_table_insert(textures, key, texture);
    } else {
        g_free(key);
    }
    GtkWidget *picture = gtk_picture_new_for_paintable(GDK_PAINTABLE(texture));
    gtk_widget_set_size_request(picture, size, size);
    return picture;
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
    return stack;
}

typedef struct width_sensor {
    void (*changed)(int width, gpointer data);
    gpointer data;
    int width, told; /* the last allocated width, and the last one told (-1: none yet) */
    guint idle;
} width_sensor;

static gboolean sensor_tell(gpointer data) {
    width_sensor *sensor = data;
    sensor->idle = 0;
    if (sensor->width == sensor->told) return G_SOURCE_REMOVE;
    sensor->told = sensor->width;
    sensor->changed(sensor->width, sensor->data);
    return G_SOURCE_REMOVE;
}

static void sensor_resized(GtkDrawingArea *area, int width, int height, gpointer data) {
    (void)area;
    (void)height;
    width_sensor *sensor = data;
    sensor->width = width;
    /* Before the next frame is laid out (GTK's frames run at a lower priority), so a layout
     * changed for the new width shows in that frame. */
    if (sensor->idle == 0) sensor->idle = g_idle_add_full(G_PRIORITY_HIGH_IDLE, sensor_tell, sensor, NULL);
}

static void sensor_destroyed(gpointer data, GObject *gone) {
    (void)gone;
    width_sensor *sensor = data;
    if (sensor->idle != 0) g_source_remove(sensor->idle);
    g_free(sensor);
}

GtkWidget *width_sensor_new(void (*changed)(int width, gpointer data), gpointer data) {
    GtkWidget *area = gtk_drawing_area_new();
    gtk_widget_set_hexpand(area, TRUE);
    gtk_drawing_area_set_content_height(GTK_DRAWING_AREA(area), 1);
    width_sensor *sensor = g_new0(width_sensor, 1);
    sensor->changed = changed;
    sensor->data = data;
    sensor->told = -1;
    g_signal_connect(area, "resize", G_CALLBACK(sensor_resized), sensor);
    g_object_weak_ref(G_OBJECT(area), sensor_destroyed, sensor);
    return area;
}

void search_take(char *kept, const char *text) {
    size_t length = strlen(text);
    if (length > FOODTRUCK_SEARCH_MAX_BYTES)
        length = (size_t)(g_utf8_find_prev_char(text, text + FOODTRUCK_SEARCH_MAX_BYTES + 1) - text);
    memcpy(kept, text, length);
    kept[length] = '\0';
}

void search_entry_changed(GtkSearchEntry *entry, gpointer kept) {
    search_take(kept, gtk_editable_get_text(GTK_EDITABLE(entry)));
    refresh();
}
