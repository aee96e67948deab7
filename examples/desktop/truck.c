/* truck.c: the Truck panel: the New Orders, Forecast, Donuts and Social Feed cards. Not drawn yet: the panel shows its title. */
#include "desktop.h"

static GtkWidget *create(foodtruck_panel panel) { return title_page_new(panel_title(panel)); }

static void refresh_view(foodtruck_panel panel) { (void)panel; }

const view truck_view = {create, refresh_view};
