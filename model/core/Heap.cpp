#include "core/Heap.h"

#if defined(__GLIBC__)
#include <malloc.h>
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
#if defined(__GLIBC__)
    malloc_trim(0);
#endif
}

} // namespace goldset::core
