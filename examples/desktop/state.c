/* SPDX-License-Identifier: Apache-2.0 */
/* state.c: the app's one state, its clock, and the hooks through which a part asks the app for
 * what only the composition root (app.c) can do. */
#include "state.h"

#include <string.h>

desktop app;

int64_t now_ms(void) {
    if (app.headless) return app.opt.now + app.advanced;
    return app.opt.now + (g_get_monotonic_time() - app.started_us) / 1000;
}

void refresh(void) { app.hooks.refresh(); }

void schedule_tick(void) { app.hooks.schedule_tick(); }

void reopen_session(void) { app.hooks.reopen_session(); }

char *beside_session(const char *suffix) {
    if (app.session_path == NULL) return NULL;
    size_t length = strlen(app.session_path);
    if (g_str_has_suffix(app.session_path, ".sqlite")) length -= strlen(".sqlite");
    return g_strdup_printf("%.*s%s", (int)length, app.session_path, suffix);
}
