# libgcc's _muldi3.o (multilib bs/m), microblaze-elf-objdump -dr of it
# Written by scripts/montsim/tools/compile_kernels.py from microblaze-elf-objdump -dr; each line keeps
# the instruction word objdump showed. Branch offsets are plain numbers: offsets, as
# GNU as and montsim read them.

        .text
        .globl  __muldi3
__muldi3:
        imm 0                           # b0000000
        andi r9, r8, -1                 # a528ffff
        bsrli r10, r6, 16               # 65460010
        bsrli r12, r8, 16               # 65880010
        mul r11, r10, r9                # 416a4800
        imm 0                           # b0000000
        andi r3, r6, -1                 # a466ffff
        mul r4, r3, r9                  # 40834800
        mul r3, r3, r12                 # 40636000
        bsrli r9, r4, 16                # 65240010
        addk r3, r3, r11                # 10635800
        addk r9, r9, r3                 # 11291800
        cmpu r18, r11, r9               # 164b4803
        bgeid r18, 16                   # beb20010
        mul r10, r10, r12               # 414a6000
        imm 1                           # b0000001
        addik r10, r10, 0               # 314a0000
        mul r6, r6, r7                  # 40c63800
        imm 0                           # b0000000
        andi r4, r4, -1                 # a484ffff
        mul r8, r8, r5                  # 41082800
        bsrli r3, r9, 16                # 64690010
        bslli r9, r9, 16                # 65290410
        addk r3, r3, r10                # 10635000
        addk r6, r6, r8                 # 10c64000
        addk r3, r6, r3                 # 10661800
        rtsd r15, 8                     # b60f0008
        addk r4, r9, r4                 # 10892000
