#ifndef NAVPOLICY_ALLOCATION_COUNTER_H
#define NAVPOLICY_ALLOCATION_COUNTER_H

#include <stddef.h>

/// The number of heap allocations (malloc, calloc, realloc and the aligned forms) the calling
/// thread has made since it started. The benchmark reads it before and after a piece of work.
size_t navpolicy_thread_allocation_count(void);

#endif
