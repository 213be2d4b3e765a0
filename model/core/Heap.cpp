#include "core/Heap.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

// Under AddressSanitizer (the test build) its own allocator serves every malloc; glibc's arenas
// are never set up, and two threads trimming them at once (the first call initialises them
// without a lock) crashed inside malloc_trim and hung a test in QtTest's crash handler.
#if defined(__SANITIZE_ADDRESS__)
#define GOLDSET_GLIBC_HEAP 0
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define GOLDSET_GLIBC_HEAP 0
#endif
#endif
#if !defined(GOLDSET_GLIBC_HEAP) && defined(__GLIBC__)
#define GOLDSET_GLIBC_HEAP 1
#elif !defined(GOLDSET_GLIBC_HEAP)
#define GOLDSET_GLIBC_HEAP 0
#endif

namespace goldset::core {

void tuneHeap(HeapUse use)
{
#if defined(__GLIBC__)
    mallopt(M_TOP_PAD, 4 * 1024 * 1024);
    if (use == HeapUse::LongRunning) {
        mallopt(M_ARENA_MAX, 2);
        mallopt(M_TRIM_THRESHOLD, 128 * 1024);
    }
#else
    (void)use;
#endif
}

void releaseFreedMemory()
{
#if GOLDSET_GLIBC_HEAP
    malloc_trim(0);
#endif
}

} // namespace goldset::core
