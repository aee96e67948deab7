// SPDX-License-Identifier: Apache-2.0
// The shared object's product target: re-exports the C boundary so that its @c functions are
// linked into libfoodtruck.so. It holds no code; its job is the link flags in Package.swift.
@_exported import FoodTruck
