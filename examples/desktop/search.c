/* SPDX-License-Identifier: Apache-2.0 */
/* search.c: a search field's text, kept for the library. */
#include "search.h"

#include "state.h"

#include <string.h>

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
