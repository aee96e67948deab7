// catalog.cpp: libfoodtruck from C++. A small RAII wrapper owns the truck handle and turns
// status codes into exceptions; the rest is the plain C API, which is noexcept.
//
//   c++ -std=c++17 catalog.cpp -I<prefix>/include -L<prefix>/lib -lfoodtruck -o catalog
//
// Prints the donuts sorted by sweetness with their names in English and Arabic.
#include "foodtruck.h"

#include <cstdio>
#include <stdexcept>
#include <string>
#include <vector>

namespace foodtruck {

// A failed call: the status and the library's message, which names the function.
class error : public std::runtime_error {
public:
    error(foodtruck_status status, const char *message)
        : std::runtime_error(std::string(foodtruck_status_string(status)) + ": " + message), status_(status) {}
    foodtruck_status status() const { return status_; }

private:
    foodtruck_status status_;
};

inline void check(foodtruck_status status) {
    if (status != FOODTRUCK_OK) throw error(status, foodtruck_last_error());
}

// Owns one foodtruck_truck; movable, not copyable.
class truck {
public:
    truck() { check(foodtruck_truck_new(&handle_)); }
    ~truck() { (void)foodtruck_truck_free(handle_); }
    truck(const truck &) = delete;
    truck &operator=(const truck &) = delete;
    truck(truck &&other) noexcept : handle_(other.handle_) { other.handle_ = nullptr; }

    void set_locale(foodtruck_locale locale) { check(foodtruck_truck_set_locale(handle_, locale)); }

    std::string donut_name(int32_t id) const {
        size_t length = 0;
        check(foodtruck_donut_name(handle_, id, nullptr, 0, &length));
        std::string name(length, '\0');
        check(foodtruck_donut_name(handle_, id, &name[0], length + 1, nullptr));
        return name;
    }

    foodtruck_donut donut(int32_t id) const {
        foodtruck_donut result;
        check(foodtruck_donut_get(handle_, id, &result));
        return result;
    }

    std::vector<int32_t> sorted_by(foodtruck_flavor flavor) const {
        size_t count = 0;
        check(foodtruck_donut_sort_by_flavor(handle_, flavor, nullptr, 0, &count));
        std::vector<int32_t> ids(count);
        check(foodtruck_donut_sort_by_flavor(handle_, flavor, ids.data(), ids.size(), &count));
        return ids;
    }

private:
    foodtruck_truck *handle_ = nullptr;
};

}  // namespace foodtruck

int main() {
    try {
        foodtruck::truck english;
        foodtruck::truck arabic;
        arabic.set_locale(FOODTRUCK_LOCALE_AR);
        std::printf("sweetest first (libfoodtruck %s):\n", foodtruck_version());
        for (int32_t id : english.sorted_by(FOODTRUCK_FLAVOR_SWEET)) {
            std::printf("%2d  sweet %2d  %-22s %s\n", id, english.donut(id).flavors.sweet,
                        english.donut_name(id).c_str(), arabic.donut_name(id).c_str());
        }
        english.donut(99);  // no such donut: throws
    } catch (const foodtruck::error &e) {
        std::printf("expected error: %s\n", e.what());
        return e.status() == FOODTRUCK_ERR_NOT_FOUND ? 0 : 1;
    }
    return 1;
}
