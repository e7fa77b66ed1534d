# libgcc's divsi3.o (multilib bs/m/mh), microblaze-elf-objdump -dr of it
# Written by scripts/montsim/tools/compile_kernels.py from microblaze-elf-objdump -dr; each line keeps
# the instruction word objdump showed. Branch offsets are plain numbers: offsets, as
# GNU as and montsim read them.

        .text
        .globl  __divsi3
__divsi3:
        addik r1, r1, -16               # 3021fff0
        swi r28, r1, 0                  # fb810000
        swi r29, r1, 4                  # fba10004
        swi r30, r1, 8                  # fbc10008
        swi r31, r1, 12                 # fbe1000c
        beqi r6, 108                    # bc06006c
        beqi r5, 104                    # bc050068
        bgeid r5, 12                    # bea5000c
        xor r28, r5, r6                 # 8b853000
        rsubi r5, r5, 0                 # 24a50000
        bgei r6, 8                      # bca60008
        rsubi r6, r6, 0                 # 24c60000
        addik r30, r0, 0                # 33c00000
        addik r3, r0, 0                 # 30600000
        addik r29, r0, 32               # 33a00020
        blti r5, 16                     # bc450010
        add r5, r5, r5                  # 00a52800
        bgtid r5, -4                    # be85fffc
        addik r29, r29, -1              # 33bdffff
        add r5, r5, r5                  # 00a52800
        addc r30, r30, r30              # 0bdef000
        rsub r31, r6, r30               # 07e6f000
        blti r31, 12                    # bc5f000c
        or r30, r0, r31                 # 83c0f800
        addik r3, r3, 1                 # 30630001
        addik r29, r29, -1              # 33bdffff
        beqi r29, 12                    # bc1d000c
        add r3, r3, r3                  # 00631800
        bri -36                         # b800ffdc
        bgei r28, 16                    # bcbc0010
        brid 12                         # b810000c
        rsubi r3, r3, 0                 # 24630000
        or r3, r0, r0                   # 80600000
        lwi r28, r1, 0                  # eb810000
        lwi r29, r1, 4                  # eba10004
        lwi r30, r1, 8                  # ebc10008
        lwi r31, r1, 12                 # ebe1000c
        rtsd r15, 8                     # b60f0008
        addik r1, r1, 16                # 30210010
