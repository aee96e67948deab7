/* SPDX-License-Identifier: Apache-2.0 */
// catalog.cpp: libfoodtruck from C++ through foodtruck.hpp: a foodtruck::Truck owns the session,
// text and arrays come back as std::string and std::vector, and a failed call throws
// foodtruck::Error with its status and message.
//
//   c++ -std=c++17 catalog.cpp -I<prefix>/include -L<prefix>/lib -lfoodtruck -o catalog
//
// Prints the donuts sorted by sweetness with their names in English and Arabic.
#include "foodtruck.hpp"

#include <cstdio>

int main() {
    try {
        foodtruck::Truck english;
        foodtruck::Truck arabic;
        arabic.set_locale(FOODTRUCK_LOCALE_AR);
        std::printf("sweetest first (libfoodtruck %s):\n", foodtruck::version());
        for (int32_t id : english.donut_sort_by_flavor(FOODTRUCK_FLAVOR_SWEET)) {
            std::printf("%2d  sweet %2d  %-22s %s\n", id, english.donut_get(id).flavors.sweet,
                        english.donut_name(id).c_str(), arabic.donut_name(id).c_str());
        }
        (void)english.donut_get(99);  // no such donut: throws
    } catch (const foodtruck::Error &e) {
        std::printf("expected error: %s\n", e.what());
        return e.status() == FOODTRUCK_ERR_NOT_FOUND ? 0 : 1;
    }
    return 1;
}
