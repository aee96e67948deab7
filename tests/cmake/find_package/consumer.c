/* A C consumer of an installed libfoodtruck through find_package(foodtruck CONFIG) and the
 * imported target foodtruck::foodtruck (see CMakeLists.txt beside this file).
 * tools/check_cmake builds it against a staged `cmake --install` and runs it. */
#include <foodtruck.h>

#include <stdio.h>
#include <string.h>

int main(void) {
    ft_truck *truck = NULL;
    if (strcmp(ft_version(), FT_VERSION_STRING) != 0) {
        fprintf(stderr, "find_package consumer: ft_version() is %s, header says %s\n", ft_version(),
                FT_VERSION_STRING);
        return 1;
    }
    if (ft_truck_new(&truck) != FT_OK || truck == NULL) {
        fprintf(stderr, "find_package consumer: ft_truck_new failed: %s\n", ft_last_error());
        return 1;
    }
    if (ft_truck_free(truck) != FT_OK) {
        fprintf(stderr, "find_package consumer: ft_truck_free failed: %s\n", ft_last_error());
        return 1;
    }
    printf("find_package consumer: libfoodtruck %s, created and freed a truck\n", ft_version());
    return 0;
}
