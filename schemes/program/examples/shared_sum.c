/* shared_sum.c: the cores share the memory on the bus (scheme.shared_memory
 * = true). Each adds id + 1 to a shared counter under the bus's mutex, waits
 * at the barrier, and every core checks the total 1 + 2 + ... + p. Core 0
 * clears the counter first (the memory starts zeroed; the barrier orders it). */
#include "montsim.h"

int main(void)
{
    const unsigned id = montsim_core_id(), p = montsim_core_count();
    volatile unsigned *counter = MONTSIM_SHARED;
    if (id == 0) *counter = 0;
    montsim_barrier();
    montsim_lock();
    *counter = *counter + id + 1;
    montsim_unlock();
    montsim_barrier();
    return *counter != p * (p + 1) / 2;
}
