/* SPDX-License-Identifier: Apache-2.0 */
/* A C consumer of an installed libfoodtruck, built with pkg-config alone (no CMake):
 *   cc consumer.c $(pkg-config --cflags --libs foodtruck) -o consumer
 * tools/check_cmake builds it against a staged `cmake --install` and runs it. */
#include <foodtruck.h>

#include <stdio.h>
#include <string.h>

int main(void) {
    foodtruck_truck *truck = NULL;
    if (strcmp(foodtruck_version(), FOODTRUCK_VERSION_STRING) != 0) {
        fprintf(stderr, "pkg-config consumer: foodtruck_version() is %s, header says %s\n", foodtruck_version(),
                FOODTRUCK_VERSION_STRING);
        return 1;
    }
    if (foodtruck_truck_new(&truck) != FOODTRUCK_OK || truck == NULL) {
        fprintf(stderr, "pkg-config consumer: foodtruck_truck_new failed: %s\n", foodtruck_last_error());
        return 1;
    }
    if (foodtruck_truck_free(truck) != FOODTRUCK_OK) {
        fprintf(stderr, "pkg-config consumer: foodtruck_truck_free failed: %s\n", foodtruck_last_error());
        return 1;
    }
    printf("pkg-config consumer: libfoodtruck %s, created and freed a truck\n", foodtruck_version());
    return 0;
}
