/* top_five.c: the Top 5 panel: bars drawn with cairo from the chart data, with the timeframe switch. Not drawn yet: the panel shows its title. */
#include "desktop.h"

static GtkWidget *create(foodtruck_panel panel) { return title_page_new(panel_title(panel)); }

static void refresh_view(foodtruck_panel panel) { (void)panel; }

const view top_five_view = {create, refresh_view};
