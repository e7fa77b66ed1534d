/* montsim.h: what a C program sees of montsim's MicroBlaze-like core
 * beyond the instruction set (link with crt0.s and montsim.ld; `montsim cc`
 * does). README.md in this folder says it all in one place.
 *
 *  - The devices at 0xFFFF0000 (cores/mb/cpu/MbCpu.hpp is their one definition):
 *    a free-running cycle timer, the core's index and the number of cores
 *    in its platform, a halt register, and on a shared-memory platform
 *    (scheme.shared_memory) the barrier and the mutex. They exist only on
 *    montsim: under qemu-microblaze a read faults.
 *  - montsim_on_montsim(): whether the program runs on montsim, from the
 *    processor version registers (works everywhere).
 *  - The shared memory: word loads and stores from MONTSIM_SHARED.
 *  - write and exit, as Linux system calls (crt0.s): they work on montsim
 *    (file descriptors 1 and 2) and under qemu-microblaze alike.
 * FSL put/get are in fsl.h. */
#ifndef MONTSIM_H
#define MONTSIM_H

#define MONTSIM_TIMER_LO ((volatile unsigned int *)0xFFFF0000u) /* read: cycles, low word  */
#define MONTSIM_TIMER_HI ((volatile unsigned int *)0xFFFF0004u) /* read: cycles, high word */
#define MONTSIM_CORE_ID  ((volatile unsigned int *)0xFFFF0008u) /* read: this core's index */
#define MONTSIM_CORE_COUNT ((volatile unsigned int *)0xFFFF000Cu) /* read: the platform's cores */
#define MONTSIM_HALT     ((volatile unsigned int *)0xFFFF0010u) /* write: stop, value = exit status */
#define MONTSIM_BARRIER  ((volatile unsigned int *)0xFFFF0020u) /* read: wait for every core (shared memory) */
#define MONTSIM_MUTEX    ((volatile unsigned int *)0xFFFF0024u) /* the bus's mutex (shared memory) */
/* The shared memory's first word (scheme.shared_memory = true: shmem.kb KiB). */
#define MONTSIM_SHARED   ((volatile unsigned int *)0x80000000u)

/* The core's cycle count at this load (its low 32 bits). */
static inline unsigned int montsim_timer(void) { return *MONTSIM_TIMER_LO; }

/* The whole 64-bit count: high word, low word, and the high word again in
 * case the low word wrapped in between. */
static inline unsigned long long montsim_timer64(void)
{
    unsigned int hi, lo;
    do {
        hi = *MONTSIM_TIMER_HI;
        lo = *MONTSIM_TIMER_LO;
    } while (hi != *MONTSIM_TIMER_HI);
    return ((unsigned long long)hi << 32) | lo;
}

static inline unsigned int montsim_core_id(void) { return *MONTSIM_CORE_ID; }
/* The cores of the platform (scheme.p): ids run 0 .. count-1. */
static inline unsigned int montsim_core_count(void) { return *MONTSIM_CORE_COUNT; }

/* 1 on montsim, 0 elsewhere: montsim's PVR1 (USER2) reads "MSIM"; QEMU's
 * and a real MicroBlaze's hold what their configuration says (0 unless set). */
static inline int montsim_on_montsim(void)
{
    unsigned int v;
    __asm__ __volatile__("mfs\t%0,rpvr1" : "=d"(v));
    return v == 0x4D53494Du;
}

/* Waits until every core has reached its barrier (the bus's barrier device;
 * barrier.latency, barrier.kind shape it). */
static inline void montsim_barrier(void) { (void)*MONTSIM_BARRIER; }

/* The bus's mutex (an AXI Mutex): spins until this core holds it. */
static inline void montsim_lock(void)
{
    const unsigned int me = montsim_core_id() << 1;
    do
        *MONTSIM_MUTEX = me | 1;
    while (*MONTSIM_MUTEX != (me | 1));
}
static inline void montsim_unlock(void) { *MONTSIM_MUTEX = montsim_core_id() << 1; }

/* Stops the core at once (no system call): montsim only. */
static inline void montsim_halt(int status) { *MONTSIM_HALT = (unsigned int)status; }

int write(int fd, const void *buf, unsigned int len);
void exit(int status) __attribute__((noreturn));

#endif
