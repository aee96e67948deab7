/* SPDX-License-Identifier: Apache-2.0 */
/* layout.c: widgets the library's layout calls place: the placed box, the flow, the width switch
 * and the width sensor. */
#include "layout.h"

#include "notice.h"
#include "words.h"

#include <math.h> /* INFINITY: one row */

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
    /* Nothing to see or say: out of a screen reader's way. */
    GtkWidget *area = g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION, NULL);
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
