/* fsl.h: FSL (Fast Simplex Link) access from C, with the macro names
 * MicroBlaze programmers know from Xilinx's BSP. `id` is the link number as
 * a constant 0..15 (it is part of the instruction); each macro is one
 * instruction, kept in place by `volatile`.
 *
 *   getfsl(v, id)    blocking get: waits for a word           (get)
 *   putfsl(v, id)    blocking put: waits for room              (put)
 *   ngetfsl(v, id)   non-blocking get: v unchanged if empty    (nget)
 *   nputfsl(v, id)   non-blocking put: dropped if full         (nput)
 *   cgetfsl(v, id)   blocking get of a control word            (cget)
 *   cputfsl(v, id)   blocking put of a control word            (cput)
 *   ncgetfsl(v, id)  non-blocking control get                  (ncget)
 *   ncputfsl(v, id)  non-blocking control put                  (ncput)
 *   fsl_isinvalid(r) after a non-blocking form: r = 1 if it did nothing
 *                    (the carry flag), else 0
 *   fsl_iserror(r)   after a get: r != 0 if the control bit of the word did
 *                    not match the form (MSR's FSL error bit, 0x10), else 0
 *
 * What a link does with them (depth, latency, the control bit) is written
 * in network/FslLink.hpp. */
#ifndef MONTSIM_FSL_H
#define MONTSIM_FSL_H

#define MONTSIM_FSL_STR2(x) #x
#define MONTSIM_FSL_STR(x) MONTSIM_FSL_STR2(x)

#define MONTSIM_FSL_GET(insn, v, id) __asm__ __volatile__(insn "\t%0,rfsl" MONTSIM_FSL_STR(id) : "=d"(v))
#define MONTSIM_FSL_PUT(insn, v, id) __asm__ __volatile__(insn "\t%0,rfsl" MONTSIM_FSL_STR(id) : : "d"(v))

#define getfsl(v, id)   MONTSIM_FSL_GET("get", v, id)
#define ngetfsl(v, id)  MONTSIM_FSL_GET("nget", v, id)
#define cgetfsl(v, id)  MONTSIM_FSL_GET("cget", v, id)
#define ncgetfsl(v, id) MONTSIM_FSL_GET("ncget", v, id)
#define putfsl(v, id)   MONTSIM_FSL_PUT("put", v, id)
#define nputfsl(v, id)  MONTSIM_FSL_PUT("nput", v, id)
#define cputfsl(v, id)  MONTSIM_FSL_PUT("cput", v, id)
#define ncputfsl(v, id) MONTSIM_FSL_PUT("ncput", v, id)

#define fsl_isinvalid(r) __asm__ __volatile__("addic\t%0,r0,0" : "=d"(r))
#define fsl_iserror(r) __asm__ __volatile__("mfs\t%0,rmsr\n\tandi\t%0,%0,0x10" : "=d"(r))

#endif
