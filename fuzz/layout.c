/* SPDX-License-Identifier: Apache-2.0 */
/* layout.c: fuzzes the layout functions (Layout section of foodtruck.h) with arbitrary
 * doubles: the diagonal stack and its size, flow, hero tiling, the lattice, the width rules, the
 * gallery grid and the segmented gauge.
 *
 * They are pure functions of numbers that come straight from a UI toolkit, where NaN, infinity,
 * negative zero, 1e308 and sizes just past the documented 1e9 limit all happen. Each input is a
 * sequence of calls; every call is held to the conventions (oracles.h) and to what the header
 * promises of its result (calls.h): the documented count of frames, every frame inside the
 * bounds it was given, flow items at their ideal size inside the reported whole, gauge segments
 * inside the gauge with value of them filled, the exact compact and diagonal-size rules, a
 * gallery with as many columns as fit, and valid bounds never refused. */
#include "calls.h"

#define MAX_CALLS 32

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    fz_input in = fz_input_of(data, size);
    for (int calls = 0; calls < MAX_CALLS && fz_more(&in); calls++) {
        unsigned op = fz_u8(&in);
        switch (op % 8) {
        case 0: fz_call_layout_diagonal_stack_size(&in); break;
        case 1:
        case 2:
        case 3: fz_call_layout_placed(&in, op % 8 - 1); break;
        case 4: fz_call_layout_flow(&in); break;
        case 5: fz_call_layout_is_compact(&in); break;
        case 6: fz_call_layout_gallery_grid(&in); break;
        default: fz_call_layout_segmented_gauge(&in); break;
        }
    }
    return 0;
}
