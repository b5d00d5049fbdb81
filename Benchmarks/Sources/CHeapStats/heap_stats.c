#include "heap_stats.h"
#include <stdlib.h> /* defines __GLIBC__ on glibc systems */
#if defined(__GLIBC__)
#include <malloc.h>
size_t heap_stats_live_bytes(void) {
    struct mallinfo2 m = mallinfo2();
    return m.uordblks + m.hblkhd;
}
#else
size_t heap_stats_live_bytes(void) { return 0; }
#endif
