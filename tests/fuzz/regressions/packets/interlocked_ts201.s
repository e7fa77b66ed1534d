.data 4 9 5
movi.J J1, 4
ld.J XR0, J1, 0 || ld.K XR1, J1, 1
mpy.XMUL XR3:XR2, XR0, XR1
loop: bdec.SEQ LC0, loop
