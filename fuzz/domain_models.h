/* SPDX-License-Identifier: Apache-2.0 */
/* domain_models.h: hooks of the generated calls (calls_generated.h) that keep the hand-written
 * calls' models and budgets right when a generated call changes what they rely on. */
#ifndef FUZZ_DOMAIN_MODELS_H
#define FUZZ_DOMAIN_MODELS_H

#include "calls_generated.h"

/* A forecast handed in, accepted or not, may change the Forecast card the weather calls check
 * (calls_weather.h marks the truck the same way before its own call). */
static inline void fz_before_weather_set_forecast(const fz_args_weather_set_forecast *args) {
    if (fz_is_live(args->truck)) fz_set_has_forecast(args->truck, true);
}

/* A simulation's stream: small (a million orders would take minutes; the hand-written
 * simulate makes the one big stream an input may have), or refused sizes. */
static inline int32_t fz_arg_truck_simulate_stream_limit(fz_input *in, foodtruck_truck *truck) {
    static const int32_t refused[] = {-1, 1000001, INT32_MIN, INT32_MAX};
    (void)truck;
    uint8_t pick = fz_u8(in);
    return pick < 240 ? (int32_t)(pick % 51) : refused[pick % FZ_NELEMS(refused)];
}

#endif
