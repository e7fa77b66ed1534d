/* montsim's port of EEMBC's CoreMark (github.com/eembc/coremark): the
 * types and settings CoreMark's own files expect of a port, for the
 * MicroBlaze-like core under montsim exec and under qemu-microblaze.
 * montsim bench-core --coremark DIR compiles DIR's five CoreMark files with
 * this port (none of CoreMark's files are in this repository).
 *
 * The run is timed from outside (each process's cpu time), so the port's
 * clock stands still: CoreMark then prints that its run was too short to
 * score, but it still checks its work and prints the CRCs, which must be
 * the same on both simulators. */
#ifndef CORE_PORTME_H
#define CORE_PORTME_H

#include <stddef.h>

#define HAS_FLOAT 0
#define HAS_TIME_H 0
#define USE_CLOCK 0
#define HAS_STDIO 0
#define HAS_PRINTF 0
#define MAIN_HAS_NOARGC 0
#define MAIN_HAS_NORETURN 0
#define SEED_METHOD SEED_VOLATILE
#define MEM_METHOD MEM_STATIC
#define MULTITHREAD 1
#define COMPILER_VERSION "GCC" __VERSION__
#ifndef COMPILER_FLAGS
#define COMPILER_FLAGS "-O2"
#endif
#define MEM_LOCATION "STATIC"

typedef signed short ee_s16;
typedef unsigned short ee_u16;
typedef signed int ee_s32;
typedef unsigned char ee_u8;
typedef unsigned int ee_u32;
typedef ee_u32 ee_ptr_int; /* a pointer's width on this 32-bit core */
typedef size_t ee_size_t;
typedef ee_u32 CORE_TICKS;
#define CORETIMETYPE ee_u32

/* An offset rounded up to the next 32-bit boundary (the matrix's blocks). */
#define align_mem(x) (void *)(4 + (((ee_ptr_int)(x)-1) & ~3))

typedef struct CORE_PORTABLE_S {
    ee_u8 portable_id;
} core_portable;

extern ee_u32 default_num_contexts;

void portable_init(core_portable *p, int *argc, char *argv[]);
void portable_fini(core_portable *p);
int ee_printf(const char *fmt, ...);

#endif
