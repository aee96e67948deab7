// SPDX-License-Identifier: Apache-2.0
// RaceAnnotations: tells ThreadSanitizer which of the library's own atomics are locks, through
// its annotations for custom mutexes. A lock made of atomics (the session's read-write lock,
// a call counted in its handle's slot) otherwise looks to TSan like any acquire and release:
// one reader leaving and the next entering would order the two, and a race between two
// readers (both writing a caller's out-parameter, say) would go unseen. Annotated, TSan models
// them as what they are, shared and exclusive holds, and ignores the atomics inside.
//
// Compiled in only by the TSan build (tools/build_instrumented tsan defines FOODTRUCK_TSAN,
// whose runtime defines these functions); in every other build each one is empty and inlined
// away.

#if FOODTRUCK_TSAN
  @usableFromInline @_silgen_name("__tsan_mutex_create")
  func __tsan_mutex_create(_ address: UnsafeRawPointer, _ flags: UInt32)
  @usableFromInline @_silgen_name("__tsan_mutex_destroy")
  func __tsan_mutex_destroy(_ address: UnsafeRawPointer, _ flags: UInt32)
  @usableFromInline @_silgen_name("__tsan_mutex_pre_lock")
  func __tsan_mutex_pre_lock(_ address: UnsafeRawPointer, _ flags: UInt32)
  @usableFromInline @_silgen_name("__tsan_mutex_post_lock")
  func __tsan_mutex_post_lock(_ address: UnsafeRawPointer, _ flags: UInt32, _ recursion: Int32)
  @usableFromInline @_silgen_name("__tsan_mutex_pre_unlock")
  func __tsan_mutex_pre_unlock(_ address: UnsafeRawPointer, _ flags: UInt32) -> Int32
  @usableFromInline @_silgen_name("__tsan_mutex_post_unlock")
  func __tsan_mutex_post_unlock(_ address: UnsafeRawPointer, _ flags: UInt32)
#endif

/// ThreadSanitizer's view of a lock at `address` (see the file's comment).
public enum RaceAnnotations {
  // The flags of sanitizer/tsan_interface.h.
  @usableFromInline static let readLock: UInt32 = 1 << 3
  @usableFromInline static let tryLock: UInt32 = 1 << 4
  @usableFromInline static let tryLockFailed: UInt32 = 1 << 5

  @inlinable @inline(__always)
  static func flags(shared: Bool) -> UInt32 { shared ? readLock : 0 }

  /// A lock is made at `address`.
  @inlinable @inline(__always)
  public static func created(_ address: UnsafeRawPointer) {
    #if FOODTRUCK_TSAN
      __tsan_mutex_create(address, 0)
    #endif
  }

  /// The lock at `address` is gone (its memory may hold another one next).
  @inlinable @inline(__always)
  public static func destroyed(_ address: UnsafeRawPointer) {
    #if FOODTRUCK_TSAN
      __tsan_mutex_destroy(address, 0)
    #endif
  }

  /// Runs `take`, which takes the lock at `address` (shared or alone), as one lock operation.
  @inlinable @inline(__always)
  public static func lock(_ address: UnsafeRawPointer, shared: Bool, _ take: () -> Void) {
    #if FOODTRUCK_TSAN
      __tsan_mutex_pre_lock(address, flags(shared: shared))
      take()
      __tsan_mutex_post_lock(address, flags(shared: shared), 0)
    #else
      take()
    #endif
  }

  /// Runs `attempt`, which tries to take the lock at `address` shared and says whether it did,
  /// as one lock operation.
  @inlinable @inline(__always)
  public static func tryLockShared(_ address: UnsafeRawPointer, _ attempt: () -> Bool) -> Bool {
    #if FOODTRUCK_TSAN
      __tsan_mutex_pre_lock(address, readLock | tryLock)
      let taken = attempt()
      __tsan_mutex_post_lock(address, readLock | tryLock | (taken ? 0 : tryLockFailed), 0)
      return taken
    #else
      return attempt()
    #endif
  }

  /// Runs `release`, which lets go of the lock at `address` (held shared or alone), as one
  /// unlock operation, and returns what it returns.
  @inlinable @inline(__always)
  public static func unlock<T>(_ address: UnsafeRawPointer, shared: Bool, _ release: () -> T)
    -> T
  {
    #if FOODTRUCK_TSAN
      _ = __tsan_mutex_pre_unlock(address, flags(shared: shared))
      let result = release()
      __tsan_mutex_post_unlock(address, flags(shared: shared))
      return result
    #else
      return release()
    #endif
  }
}
