# montsim's C start-up and system calls for the MicroBlaze-like core.
#
# Assembled by GNU as (microblaze-elf-as, linked with montsim.ld) and by
# montsim's own assembler alike: the same source, the same layout. It
#   - sets the stack pointer to the top of the stack below (4 KiB of zeros
#     in a section of its own, .stack, placed after .bss, as Xilinx's
#     start-up places its _stack), so the program runs the same on montsim
#     and under qemu-microblaze;
#   - clears .bss (__bss_start .. __bss_end);
#   - calls main(0, 0) and passes its return value to exit.
# write and exit are Linux system calls (brki r14, 0x8; number in r12,
# arguments in r5..r7, result in r3), which montsim models and QEMU's user
# mode runs natively: see montsim.h for the C declarations.
#
# It defines labels only (no .equ), so every symbol of a linked program is
# an address. Small data (gcc's -mxl-gp-opt, r13/r2-relative) is not
# supported: montsim.ld defines no _SDA_BASE_, so such a program fails to
# link instead of running with wrong addresses.

        .text
        .globl  _start
_start:
        la      r1, r0, _stack_top
        la      r3, r0, __bss_start
        la      r4, r0, __bss_end
        rsub    r5, r3, r4              # bytes of .bss (a multiple of 4)
        beqi    r5, crt0_main
crt0_clear:
        swi     r0, r3, 0
        addik   r5, r5, -4
        bneid   r5, crt0_clear
        addik   r3, r3, 4
crt0_main:
        addk    r5, r0, r0              # argc = 0
        brlid   r15, main
        addk    r6, r0, r0              # argv = 0
        brlid   r15, exit
        addk    r5, r3, r0              # main's return value is the exit status

# void exit(int status): never returns.
        .globl  exit
        .globl  _exit
exit:
_exit:
        addik   r12, r0, 1          # Linux exit
        brki    r14, 0x8
        bri     0                       # not reached

# int write(int fd, const void *buf, unsigned len): fd 1 or 2.
        .globl  write
write:
        addik   r12, r0, 4          # Linux write
        brki    r14, 0x8
        rtsd    r15, 8
        nop

        .section .stack,"aw",@nobits
        .balign 8
_stack_bottom:
        .space  4096                    # the stack's size
_stack_top:
