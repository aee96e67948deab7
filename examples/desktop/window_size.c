/* SPDX-License-Identifier: Apache-2.0 */
/* window_size.c: the window's size and whether it is maximized, kept between runs in a key file
 * of the user's configuration ($XDG_CONFIG_HOME/org.libfoodtruck.FoodTruck/window.ini), as
 * GNOME's apps keep theirs (GSettings would need a schema compiled and installed, which the app
 * run from the repository has not). A file that is missing, unreadable or holds nonsense is a
 * first run: the default size. The panel and the path need nothing here: the durable session
 * keeps the library's navigation. */
#include "window_size.h"

#include "identity.h"

#include <errno.h>

#define SAVE_AFTER_MS 500 /* a drag resizes many times a second: the size once it rests */
#define SMALLEST 200
#define LARGEST 16384

static guint save_source;

static char *state_file(void) { return g_build_filename(g_get_user_config_dir(), APP_ID, "window.ini", NULL); }

static gboolean save(gpointer data) {
    GtkWindow *window = data;
    save_source = 0;
    int width = 0, height = 0;
    gtk_window_get_default_size(window, &width, &height);
    GKeyFile *file = g_key_file_new();
    g_key_file_set_integer(file, "window", "width", width);
    g_key_file_set_integer(file, "window", "height", height);
    g_key_file_set_boolean(file, "window", "maximized", gtk_window_is_maximized(window));
    char *path = state_file();
    char *folder = g_path_get_dirname(path);
    GError *error = NULL;
    /* Not kept is no failure a person must hear of: the next run opens at the default size. */
    if (g_mkdir_with_parents(folder, 0700) != 0 || !g_key_file_save_to_file(file, path, &error)) {
        g_debug("window size not kept in %s: %s", path, error != NULL ? error->message : g_strerror(errno));
        g_clear_error(&error);
    }
    g_free(folder);
    g_free(path);
    g_key_file_unref(file);
    return G_SOURCE_REMOVE;
}

static void changed(GtkWindow *window, GParamSpec *spec, gpointer data) {
    (void)spec;
    (void)data;
    if (save_source != 0) g_source_remove(save_source);
    save_source = g_timeout_add(SAVE_AFTER_MS, save, window);
}

static void destroyed(GtkWindow *window, gpointer data) {
    (void)data;
    if (save_source == 0) return;
    g_source_remove(save_source);
    save(window); /* the last change, before the window goes */
}

void window_size_remember(GtkWindow *window) {
    GKeyFile *file = g_key_file_new();
    char *path = state_file();
    if (g_key_file_load_from_file(file, path, G_KEY_FILE_NONE, NULL)) {
        GError *error = NULL;
        int width = g_key_file_get_integer(file, "window", "width", &error);
        int height = error == NULL ? g_key_file_get_integer(file, "window", "height", &error) : 0;
        if (error == NULL && width >= SMALLEST && width <= LARGEST && height >= SMALLEST && height <= LARGEST)
            gtk_window_set_default_size(window, width, height);
        g_clear_error(&error);
        if (g_key_file_get_boolean(file, "window", "maximized", NULL)) gtk_window_maximize(window);
    }
    g_free(path);
    g_key_file_unref(file);
    g_signal_connect(window, "notify::default-width", G_CALLBACK(changed), NULL);
    g_signal_connect(window, "notify::default-height", G_CALLBACK(changed), NULL);
    g_signal_connect(window, "notify::maximized", G_CALLBACK(changed), NULL);
    g_signal_connect(window, "destroy", G_CALLBACK(destroyed), NULL);
}
