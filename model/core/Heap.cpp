#include "core/Heap.h"

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace goldset::core {

void tuneHeap()
{
#if defined(__GLIBC__)
    mallopt(M_ARENA_MAX, 1);
    mallopt(M_TRIM_THRESHOLD, 128 * 1024);
    mallopt(M_TOP_PAD, 4 * 1024 * 1024);
#endif
}

} // namespace goldset::core
