/* SPDX-License-Identifier: Apache-2.0 */
/* A C consumer of an installed libfoodtruck through find_package(foodtruck CONFIG) and the
 * imported target foodtruck::foodtruck (see CMakeLists.txt beside this file).
 * tools/check_cmake builds it against a staged `cmake --install` and runs it. */
#include <foodtruck.h>

#include <stdio.h>
#include <string.h>

int main(void) {
    foodtruck_truck *truck = NULL;
    if (strcmp(foodtruck_version(), FOODTRUCK_VERSION_STRING) != 0) {
        fprintf(stderr, "find_package consumer: foodtruck_version() is %s, header says %s\n", foodtruck_version(),
                FOODTRUCK_VERSION_STRING);
        return 1;
    }
    if (foodtruck_truck_new(&truck) != FOODTRUCK_OK || truck == NULL) {
        fprintf(stderr, "find_package consumer: foodtruck_truck_new failed: %s\n", foodtruck_last_error());
        return 1;
    }
    if (foodtruck_truck_free(truck) != FOODTRUCK_OK) {
        fprintf(stderr, "find_package consumer: foodtruck_truck_free failed: %s\n", foodtruck_last_error());
        return 1;
    }
    printf("find_package consumer: libfoodtruck %s, created and freed a truck\n", foodtruck_version());
    return 0;
}
