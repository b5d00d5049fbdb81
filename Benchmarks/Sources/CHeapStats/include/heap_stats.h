#ifndef HEAP_STATS_H
#define HEAP_STATS_H
#include <stddef.h>
/// Heap bytes in use (glibc mallinfo2: arena in use + mmapped blocks); 0 where unavailable.
size_t heap_stats_live_bytes(void);
#endif
