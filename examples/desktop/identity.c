/* SPDX-License-Identifier: Apache-2.0 */
/* identity.c: the application id and where the app finds its files, installed or run from the
 * repository. The install (CMakeLists.txt) puts the binary in PREFIX/bin, the .desktop file,
 * the icon and the AppStream metadata in their XDG places under PREFIX/share, and the app's data
 * in PREFIX/share/APP_ID; a prefix is found from the running binary, so any --prefix works. */
#include <gtk/gtk.h>

#include "identity.h"

void identity_set_program_name(void) {
    g_set_prgname(APP_ID);
}

/* PREFIX/share, from the running binary's PREFIX/bin; NULL when that is not known. */
static char *installed_share(void) {
    char *binary = g_file_read_link("/proc/self/exe", NULL);
    if (binary == NULL) return NULL;
    char *bin = g_path_get_dirname(binary);
    char *share = g_build_filename(bin, "..", "share", NULL);
    g_free(bin);
    g_free(binary);
    return share;
}

/* The repository's examples/desktop: where this file was compiled. */
static char *source_folder(void) {
    return g_path_get_dirname(__FILE__);
}

void identity_set_window_icon(GtkWindow *window) {
    GtkIconTheme *theme = gtk_icon_theme_get_for_display(gtk_widget_get_display(GTK_WIDGET(window)));
    char *share = installed_share();
    if (share != NULL) {
        char *icons = g_build_filename(share, "icons", NULL);
        gtk_icon_theme_add_search_path(theme, icons);
        g_free(icons);
        g_free(share);
    }
    char *source = source_folder();
    char *data = g_build_filename(source, "data", NULL);
    gtk_icon_theme_add_search_path(theme, data); /* an unthemed icon: data/APP_ID.svg */
    g_free(data);
    g_free(source);
    gtk_window_set_icon_name(window, APP_ID);
    gtk_window_set_default_icon_name(APP_ID);
}

char *identity_data_file(const char *name, const char *source_fallback) {
    char *share = installed_share();
    if (share != NULL) {
        char *path = g_build_filename(share, APP_ID, name, NULL);
        g_free(share);
        if (g_file_test(path, G_FILE_TEST_IS_REGULAR)) return path;
        g_free(path);
    }
    char *source = source_folder();
    char *path = g_build_filename(source, source_fallback, NULL);
    g_free(source);
    return path;
}
