/* editor.c: the Donut Editor (the panel, and a donut step of the path): dough, glaze, topping, name. Not drawn yet: the panel shows its title. */
#include "desktop.h"

static GtkWidget *create(foodtruck_panel panel) { return title_page_new(panel_title(panel)); }

static void refresh_view(foodtruck_panel panel) { (void)panel; }

const view editor_view = {create, refresh_view};
