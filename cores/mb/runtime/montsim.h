/* montsim.h: what a C program sees of montsim's MicroBlaze-like core
 * beyond the instruction set (link with crt0.s and montsim.ld).
 *
 *  - The devices at 0xFFFF0000 (cores/mb/cpu/MbCpu.hpp is their one definition):
 *    a free-running cycle timer, the core's index in its platform, and a
 *    halt register. They exist only on montsim: under qemu-microblaze a
 *    read faults.
 *  - write and exit, as Linux system calls (crt0.s): they work on montsim
 *    (file descriptors 1 and 2) and under qemu-microblaze alike.
 * FSL put/get are in fsl.h. */
#ifndef MONTSIM_H
#define MONTSIM_H

#define MONTSIM_TIMER_LO ((volatile unsigned int *)0xFFFF0000u) /* read: cycles, low word  */
#define MONTSIM_TIMER_HI ((volatile unsigned int *)0xFFFF0004u) /* read: cycles, high word */
#define MONTSIM_CORE_ID  ((volatile unsigned int *)0xFFFF0008u) /* read: this core's index */
#define MONTSIM_HALT     ((volatile unsigned int *)0xFFFF0010u) /* write: stop, value = exit status */

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

/* Stops the core at once (no system call): montsim only. */
static inline void montsim_halt(int status) { *MONTSIM_HALT = (unsigned int)status; }

int write(int fd, const void *buf, unsigned int len);
void exit(int status) __attribute__((noreturn));

#endif
