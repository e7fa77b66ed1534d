# A core that takes no part: it halts at its first instruction (a jump to
# itself halts a montsim core). With scheme.solo = true the cores of every
# group but the first run this (ModexpDescriptor.cpp), so the first group
# runs alone on the same platform: the baseline its interference divides by.

        .text
        .globl  _start
_start:
        bri     0
