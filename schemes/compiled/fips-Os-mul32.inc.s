	.text
	.align	2
	.globl	fips
	.ent	fips
	.type	fips, @function
fips:
	.frame	r1,316,r15		# vars= 244, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-316
	swi	r15,r1,0
	swi	r19,r1,272
	swi	r22,r1,276
	swi	r23,r1,280
	swi	r24,r1,284
	swi	r25,r1,288
	swi	r26,r1,292
	swi	r27,r1,296
	swi	r28,r1,300
	swi	r29,r1,304
	swi	r30,r1,308
	swi	r31,r1,312
	lwi	r26,r5,12
	lwi	r4,r5,4
	swi	r6,r1,324
	swi	r26,r1,44
	xori	r4,r4,16
	lwi	r23,r5,0
	lwi	r31,r5,8
	lwi	r12,r5,16
	lwi	r19,r5,20
	lwi	r22,r5,24
	bneid	r4,$L2
	lwi	r30,r5,28
	bneid	r23,$L68
	addk	r5,r23,r0
	addk	r6,r23,r0
	addk	r4,r23,r0
	brid	$L3
	addk	r3,r23,r0
$L5:
	lw	r11,r9,r19
	lw	r7,r10,r12
	mul	r7,r7,r11
	lw	r11,r9,r22
	addk	r3,r7,r3
	bsrli	r7,r3,16
	addk	r7,r7,r4
	lw	r4,r10,r30
	andi	r3,r3,65535 #and2
	andi	r24,r7,65535 #and2
	mul	r4,r4,r11
	addik	r10,r10,4
	bsrli	r7,r7,16
	addk	r3,r4,r3
	bsrli	r11,r3,16
	addk	r11,r11,r24
	andi	r4,r11,65535 #and2
	bsrli	r11,r11,16
	addk	r7,r7,r11
	addk	r8,r8,r7
	andi	r3,r3,65535 #and2
	addik	r9,r9,-4
$L6:
	bneid	r9,$L5
	lwi	r27,r1,44
	lw	r7,r5,r12
	lwi	r9,r19,0
	addik	r6,r6,1
	mul	r7,r7,r9
	addk	r3,r7,r3
	bsrli	r7,r3,16
	addk	r4,r7,r4
	andi	r9,r4,65535 #and2
	bsrli	r4,r4,16
	andi	r3,r3,65535 #and2
	addk	r7,r4,r8
	mul	r4,r3,r27
	andi	r4,r4,65535 #and2
	sw	r4,r5,r30
	lwi	r8,r22,0
	addik	r5,r5,4
	mul	r4,r4,r8
	addk	r4,r4,r3
	bsrli	r4,r4,16
	addk	r4,r4,r9
	andi	r3,r4,65535 #and2
	bsrli	r4,r4,16
	addk	r4,r4,r7
$L3:
	xor	r7,r6,r31
	bneid	r7,$L59
	addk	r9,r5,r0
	bslli	r9,r31,2
	addk	r6,r23,r0
	addk	r8,r31,r0
	addik	r28,r0,1	# 0x1
	addk	r19,r19,r9
	addk	r24,r31,r31
	addk	r9,r22,r9
	rsubk	r25,r31,r28
$L7:
	cmpu	r18,r24,r8
	bltid	r18,$L10
	addk	r11,r25,r8
$L11:
	lwi	r9,r1,324
	swi	r3,r9,0
	lwi	r15,r1,0
	lwi	r19,r1,272
	lwi	r22,r1,276
	lwi	r23,r1,280
	lwi	r24,r1,284
	lwi	r25,r1,288
	lwi	r26,r1,292
	lwi	r27,r1,296
	lwi	r28,r1,300
	lwi	r29,r1,304
	lwi	r30,r1,308
	lwi	r31,r1,312
	rtsd	r15,8 
	
	addik	r1,r1,316
$L59:
	addk	r10,r23,r0
	brid	$L6
	addk	r8,r23,r0
$L10:
	addk	r10,r4,r0
	addk	r5,r6,r0
	addk	r4,r23,r0
	addk	r27,r19,r6
	addk	r26,r9,r6
$L8:
	cmpu	r18,r31,r11
	bltid	r18,$L9
	addik	r22,r5,4
	sw	r3,r6,r30
	addik	r8,r8,1
	addk	r3,r10,r0
	brid	$L7
	addik	r6,r6,4
$L9:
	addik	r28,r0,-4	# 0xfffffffffffffffc
	rsubk	r7,r5,r28
	lw	r28,r7,r27
	lw	r5,r22,r12
	lw	r7,r7,r26
	addik	r11,r11,1
	mul	r5,r5,r28
	addk	r3,r5,r3
	bsrli	r5,r3,16
	andi	r28,r3,65535 #and2
	lw	r3,r22,r30
	addk	r5,r5,r10
	andi	r10,r5,65535 #and2
	mul	r3,r3,r7
	bsrli	r5,r5,16
	addk	r3,r3,r28
	bsrli	r7,r3,16
	addk	r7,r7,r10
	andi	r10,r7,65535 #and2
	bsrli	r7,r7,16
	addk	r5,r5,r7
	addk	r4,r4,r5
	andi	r3,r3,65535 #and2
	brid	$L8
	addk	r5,r22,r0
$L68:
	xori	r3,r23,1
	bneid	r3,$L69
	lwi	r11,r1,44
	addik	r4,r0,0x00000000
	addik	r5,r0,0x00000000 #li => la
	brid	$L12
	addk	r23,r3,r0
$L14:
	lw	r7,r27,r12
	lw	r6,r26,r19
	addk	r24,r10,r0
	mul	r11,r7,r6
	lw	r7,r27,r30
	lw	r6,r26,r22
	addik	r27,r27,4
	addik	r26,r26,-4
	mul	r25,r7,r6
	add	r7,r11,r25
	addc	r6,r10,r24
	add	r5,r5,r7
	addc	r4,r4,r6
$L15:
	bneid	r26,$L14
	addk	r10,r0,r0
	lw	r7,r3,r12
	lwi	r6,r19,0
	addk	r28,r26,r0
	swi	r26,r1,28
	mul	r29,r7,r6
	addik	r23,r23,1
	add	r7,r29,r5
	addc	r6,r28,r4
	lwi	r4,r1,44
	mul	r27,r4,r7
	andi	r27,r27,65535 #and2
	sw	r27,r3,r30
	lwi	r5,r22,0
	addik	r3,r3,4
	mul	r27,r27,r5
	swi	r27,r1,32
	lwi	r26,r1,28
	lwi	r27,r1,32
	add	r7,r27,r7
	addc	r6,r26,r6
	bslli	r26,r6,16
	bsrli	r5,r7,16
	bsrli	r4,r6,16
	or	r5,r26,r5
$L12:
	xor	r6,r23,r31
	bneid	r6,$L61
	addk	r26,r3,r0
	bslli	r3,r31,2
	addk	r7,r31,r0
	addk	r19,r19,r3
	addk	r22,r22,r3
	addk	r3,r6,r0
	addik	r27,r0,1	# 0x1
	addk	r25,r31,r31
	rsubk	r26,r31,r27
$L16:
	cmpu	r18,r25,r7
	bltid	r18,$L19
	addk	r23,r26,r7
	brid	$L11
	addk	r3,r5,r0
$L61:
	brid	$L15
	addk	r27,r0,r0
$L19:
	addk	r6,r3,r0
	addk	r28,r19,r3
	addk	r27,r22,r3
$L17:
	cmpu	r18,r31,r23
	bltid	r18,$L18
	addik	r24,r6,4
	andi	r6,r5,65535 #and2
	bslli	r10,r4,16
	bsrli	r11,r4,16
	sw	r6,r3,r30
	bsrli	r6,r5,16
	addk	r4,r11,r0
	or	r5,r10,r6
	addik	r7,r7,1
	brid	$L16
	addik	r3,r3,4
$L18:
	addik	r8,r0,-4	# 0xfffffffffffffffc
	rsubk	r6,r6,r8
	lw	r10,r6,r28
	lw	r11,r24,r12
	lw	r6,r6,r27
	addk	r8,r0,r0
	mul	r9,r11,r10
	lw	r10,r24,r30
	swi	r8,r1,36
	mul	r6,r10,r6
	addik	r23,r23,1
	swi	r6,r1,40
	lwi	r10,r1,36
	lwi	r11,r1,40
	add	r11,r9,r11
	addc	r10,r8,r10
	add	r5,r5,r11
	addc	r4,r4,r10
	brid	$L17
	addk	r6,r24,r0
$L69:
	lwi	r3,r19,0
	lwi	r6,r12,0
	addik	r7,r0,4	# 0x4
	mul	r6,r6,r3
	addik	r9,r0,1	# 0x1
	andi	r8,r6,65535 #and2
	mul	r3,r8,r11
	addik	r10,r30,-4
	bsrli	r6,r6,16
	andi	r3,r3,65535 #and2
	swi	r3,r30,0
	addk	r3,r4,r0
	xori	r11,r23,3
$L20:
	cmpu	r18,r31,r9
	bltid	r18,$L24
	lwi	r5,r22,0
	addik	r7,r31,1073741823
	bslli	r7,r7,2
	lw	r9,r7,r30
	xori	r23,r23,3
	mul	r5,r5,r9
	addk	r5,r5,r8
	beqid	r23,$L25
	bsrli	r5,r5,16
	addk	r3,r3,r5
$L26:
	addk	r10,r31,r0
	addik	r5,r7,4
	addik	r27,r0,1	# 0x1
	addk	r23,r31,r31
	addk	r19,r19,r5
	addk	r7,r22,r5
	addk	r8,r0,r0
	rsubk	r24,r31,r27
$L27:
	cmpu	r18,r23,r10
	bltid	r18,$L30
	addk	r26,r19,r8
	brid	$L11
	addk	r3,r6,r3
$L24:
	lw	r24,r7,r10
	addk	r25,r0,r0
	mul	r5,r5,r24
	lwi	r24,r19,0
	addk	r5,r5,r8
	lw	r8,r7,r12
	bsrli	r5,r5,16
	mul	r8,r8,r24
	addk	r24,r7,r0
	addk	r8,r8,r5
$L21:
	lw	r26,r24,r19
	lw	r5,r25,r12
	lw	r27,r24,r22
	addik	r24,r24,-4
	mul	r5,r5,r26
	lw	r26,r25,r30
	addk	r5,r5,r6
	mul	r26,r26,r27
	andi	r6,r5,65535 #and2
	bsrli	r5,r5,16
	addk	r3,r26,r3
	bsrli	r26,r3,16
	addk	r5,r5,r26
	addk	r4,r4,r5
	andi	r3,r3,65535 #and2
	bneid	r24,$L21
	addik	r25,r25,4
	beqi	r11,$L22
	addk	r3,r6,r3
	addk	r3,r3,r8
	andi	r8,r3,65535 #and2
	bsrli	r3,r3,16
$L23:
	lwi	r26,r1,44
	andi	r6,r4,65535 #and2
	addik	r9,r9,1
	mul	r5,r8,r26
	bsrli	r4,r4,16
	andi	r5,r5,65535 #and2
	sw	r5,r7,r30
	brid	$L20
	addik	r7,r7,4
$L22:
	addk	r5,r8,r3
	andi	r3,r5,65535 #and2
	addk	r3,r3,r6
	bsrli	r5,r5,16
	andi	r8,r3,65535 #and2
	bsrli	r3,r3,16
	brid	$L23
	addk	r3,r5,r3
$L25:
	brid	$L26
	addk	r6,r6,r5
$L30:
	addk	r5,r8,r0
	addk	r11,r24,r10
	addk	r25,r7,r8
$L28:
	cmpu	r18,r31,r11
	bltid	r18,$L29
	addik	r22,r5,4
	addk	r3,r6,r3
	andi	r5,r3,65535 #and2
	sw	r5,r8,r30
	andi	r6,r4,65535 #and2
	bsrli	r3,r3,16
	bsrli	r4,r4,16
	addik	r10,r10,1
	brid	$L27
	addik	r8,r8,4
$L29:
	addik	r28,r0,-4	# 0xfffffffffffffffc
	rsubk	r27,r5,r28
	lw	r9,r27,r26
	lw	r5,r22,r12
	lw	r27,r27,r25
	addik	r11,r11,1
	mul	r5,r5,r9
	lw	r9,r22,r30
	addk	r5,r5,r6
	mul	r9,r9,r27
	andi	r6,r5,65535 #and2
	bsrli	r5,r5,16
	addk	r3,r9,r3
	bsrli	r9,r3,16
	addk	r5,r5,r9
	addk	r4,r4,r5
	andi	r3,r3,65535 #and2
	brid	$L28
	addk	r5,r22,r0
$L2:
	bneid	r23,$L70
	addk	r29,r23,r0
	addik	r10,r0,0x00000000
	addik	r11,r0,0x00000000 #li => la
	addk	r26,r23,r0
	swi	r10,r1,28
	swi	r11,r1,32
	brid	$L31
	addk	r28,r23,r0
$L33:
	lw	r6,r9,r12
	lw	r8,r27,r19
	addk	r5,r7,r0
	swi	r12,r1,268
	swi	r9,r1,256
	swi	r10,r1,260
	brlid	r15,__muldi3
	
	swi	r11,r1,264
	lwi	r6,r1,28
	lwi	r7,r1,32
	addk	r5,r4,r0
	addk	r4,r3,r0
	swi	r28,r1,104
	lwi	r10,r1,260
	add	r5,r5,r7
	addc	r4,r4,r6
	swi	r4,r1,108
	lwi	r11,r1,264
	lwi	r6,r1,104
	lwi	r7,r1,108
	lwi	r9,r1,256
	lw	r8,r27,r22
	add	r7,r7,r11
	addc	r6,r6,r10
	swi	r6,r1,36
	swi	r7,r1,40
	swi	r7,r1,52
	addik	r7,r0,0	# 0
	lw	r6,r9,r30
	swi	r5,r1,60
	addk	r5,r7,r0
	swi	r28,r1,48
	brlid	r15,__muldi3
	
	swi	r28,r1,56
	addk	r5,r4,r0
	lwi	r10,r1,56
	lwi	r11,r1,60
	addk	r4,r3,r0
	swi	r28,r1,112
	swi	r28,r1,120
	add	r11,r5,r11
	addc	r10,r4,r10
	swi	r10,r1,116
	lwi	r4,r1,48
	lwi	r5,r1,52
	swi	r10,r1,96
	swi	r11,r1,100
	lwi	r10,r1,112
	lwi	r11,r1,116
	swi	r28,r1,128
	lwi	r9,r1,256
	add	r7,r11,r5
	addc	r6,r10,r4
	lwi	r5,r1,36
	swi	r6,r1,132
	addk	r11,r7,r0
	swi	r5,r1,124
	lwi	r6,r1,120
	lwi	r7,r1,124
	lwi	r4,r1,128
	lwi	r5,r1,132
	addk	r10,r28,r0
	lwi	r12,r1,268
	add	r7,r7,r5
	addc	r6,r6,r4
	lwi	r5,r1,100
	add	r25,r25,r7
	addc	r24,r24,r6
	swi	r28,r1,28
	swi	r5,r1,32
	addik	r9,r9,4
	addik	r27,r27,-4
$L34:
	bneid	r27,$L33
	addik	r7,r0,0	# 0
	lw	r6,r29,r12
	lwi	r8,r19,0
	addk	r7,r28,r0
	addk	r5,r27,r0
	swi	r12,r1,268
	swi	r10,r1,260
	brlid	r15,__muldi3
	
	swi	r11,r1,264
	lwi	r6,r1,28
	lwi	r7,r1,32
	addk	r5,r4,r0
	addk	r4,r3,r0
	swi	r27,r1,136
	lwi	r10,r1,260
	add	r5,r5,r7
	addc	r4,r4,r6
	swi	r4,r1,140
	lwi	r8,r1,136
	lwi	r9,r1,140
	lwi	r11,r1,264
	swi	r27,r1,144
	addk	r7,r28,r0
	add	r11,r9,r11
	addc	r10,r8,r10
	swi	r10,r1,148
	swi	r11,r1,68
	lwi	r10,r1,144
	lwi	r11,r1,148
	swi	r5,r1,76
	swi	r27,r1,64
	add	r25,r11,r25
	addc	r24,r10,r24
	lwi	r11,r1,44
	swi	r27,r1,72
	addik	r26,r26,1
	mul	r8,r11,r5
	addk	r5,r27,r0
	sw	r8,r29,r30
	lwi	r6,r22,0
	brlid	r15,__muldi3
	
	addik	r29,r29,4
	addk	r5,r4,r0
	lwi	r10,r1,72
	lwi	r11,r1,76
	addk	r4,r3,r0
	swi	r27,r1,152
	lwi	r6,r1,64
	lwi	r7,r1,68
	add	r5,r5,r11
	addc	r4,r4,r10
	swi	r4,r1,156
	lwi	r10,r1,152
	lwi	r11,r1,156
	swi	r27,r1,160
	lwi	r12,r1,268
	add	r5,r11,r7
	addc	r4,r10,r6
	swi	r4,r1,164
	lwi	r8,r1,160
	lwi	r9,r1,164
	swi	r27,r1,28
	swi	r5,r1,32
	add	r11,r9,r25
	addc	r10,r8,r24
$L31:
	xor	r24,r26,r31
	bneid	r24,$L63
	addk	r27,r29,r0
	bslli	r25,r31,2
	addik	r26,r0,1	# 0x1
	addk	r19,r19,r25
	addk	r25,r22,r25
	addk	r22,r31,r0
	addk	r9,r31,r31
	rsubk	r26,r31,r26
	swi	r9,r1,48
	swi	r19,r1,44
	swi	r26,r1,64
$L35:
	lwi	r26,r1,48
	cmpu	r18,r26,r22
	bltid	r18,$L38
	lwi	r28,r1,44
	brid	$L11
	lwi	r3,r1,32
$L63:
	addik	r24,r0,0x00000000
	addik	r25,r0,0x00000000 #li => la
	brid	$L34
	addk	r9,r23,r0
$L38:
	lwi	r27,r1,64
	addk	r19,r23,r0
	addk	r28,r28,r23
	addk	r9,r25,r23
	addk	r26,r10,r0
	addk	r29,r27,r22
	swi	r28,r1,72
	addk	r27,r11,r0
	swi	r9,r1,56
	addik	r10,r0,0x00000000
	addik	r11,r0,0x00000000 #li => la
$L36:
	cmpu	r18,r31,r29
	bltid	r18,$L37
	addik	r28,r19,4
	lwi	r9,r1,32
	addik	r22,r22,1
	swi	r26,r1,28
	swi	r27,r1,32
	sw	r9,r23,r30
	brid	$L35
	addik	r23,r23,4
$L37:
	lwi	r9,r1,72
	addik	r3,r0,-4	# 0xfffffffffffffffc
	rsubk	r19,r19,r3
	lw	r6,r28,r12
	lw	r8,r19,r9
	addk	r7,r24,r0
	addk	r5,r24,r0
	swi	r10,r1,260
	swi	r11,r1,264
	brlid	r15,__muldi3
	
	swi	r12,r1,268
	lwi	r6,r1,28
	lwi	r7,r1,32
	addk	r5,r4,r0
	addk	r4,r3,r0
	swi	r24,r1,168
	swi	r24,r1,80
	add	r5,r5,r7
	addc	r4,r4,r6
	swi	r4,r1,172
	lwi	r8,r1,168
	lwi	r9,r1,172
	addk	r7,r24,r0
	lw	r6,r28,r30
	add	r9,r9,r27
	addc	r8,r8,r26
	swi	r8,r1,36
	swi	r9,r1,40
	swi	r9,r1,84
	lwi	r9,r1,56
	swi	r5,r1,92
	addk	r5,r24,r0
	lw	r8,r19,r9
	swi	r24,r1,88
	brlid	r15,__muldi3
	
	addk	r19,r28,r0
	addk	r5,r4,r0
	lwi	r26,r1,88
	lwi	r27,r1,92
	addk	r4,r3,r0
	swi	r24,r1,176
	lwi	r8,r1,80
	lwi	r9,r1,84
	add	r5,r5,r27
	addc	r4,r4,r26
	swi	r4,r1,180
	lwi	r26,r1,176
	lwi	r27,r1,180
	swi	r24,r1,184
	swi	r24,r1,192
	add	r7,r27,r9
	addc	r6,r26,r8
	lwi	r9,r1,36
	swi	r6,r1,196
	addk	r27,r7,r0
	swi	r9,r1,188
	lwi	r6,r1,184
	lwi	r7,r1,188
	lwi	r8,r1,192
	lwi	r9,r1,196
	lwi	r10,r1,260
	lwi	r11,r1,264
	add	r7,r7,r9
	addc	r6,r6,r8
	addk	r26,r24,r0
	lwi	r12,r1,268
	add	r11,r11,r7
	addc	r10,r10,r6
	swi	r24,r1,28
	swi	r5,r1,32
	brid	$L36
	addik	r29,r29,1
$L70:
	xori	r29,r23,1
	bneid	r29,$L71
	addk	r26,r0,r0
	addik	r24,r0,0x00000000
	addik	r25,r0,0x00000000 #li => la
	brid	$L39
	addk	r28,r29,r0
$L41:
	lw	r6,r9,r12
	lw	r8,r23,r19
	addk	r5,r7,r0
	swi	r12,r1,268
	brlid	r15,__muldi3
	
	swi	r9,r1,256
	lwi	r9,r1,256
	addik	r7,r0,0	# 0
	lw	r8,r23,r22
	lw	r6,r9,r30
	addk	r5,r7,r0
	addk	r26,r3,r0
	brlid	r15,__muldi3
	
	addk	r27,r4,r0
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r9,r1,256
	lwi	r12,r1,268
	add	r27,r27,r5
	addc	r26,r26,r4
	add	r25,r25,r27
	addc	r24,r24,r26
	addik	r9,r9,4
	addik	r23,r23,-4
$L42:
	bneid	r23,$L41
	addik	r7,r0,0	# 0
	lw	r6,r29,r12
	lwi	r8,r19,0
	addk	r5,r23,r0
	swi	r12,r1,268
	brlid	r15,__muldi3
	
	addik	r28,r28,1
	addk	r26,r3,r0
	addk	r27,r4,r0
	lwi	r9,r1,44
	addk	r5,r23,r0
	add	r27,r27,r25
	addc	r26,r26,r24
	mul	r8,r9,r27
	addik	r7,r0,0	# 0
	sw	r8,r29,r30
	lwi	r6,r22,0
	addk	r24,r23,r0
	brlid	r15,__muldi3
	
	addik	r29,r29,4
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r12,r1,268
	add	r5,r5,r27
	addc	r4,r4,r26
	addk	r25,r4,r0
$L39:
	xor	r23,r28,r31
	bneid	r23,$L65
	bslli	r3,r31,2
	addik	r10,r0,1	# 0x1
	addk	r27,r31,r0
	addk	r28,r23,r0
	addk	r19,r19,r3
	rsubk	r10,r31,r10
	addk	r9,r31,r31
	swi	r19,r1,28
	addk	r22,r22,r3
	swi	r10,r1,48
$L43:
	cmpu	r18,r9,r27
	bltid	r18,$L46
	lwi	r26,r1,28
	brid	$L11
	addk	r3,r25,r0
$L65:
	addk	r23,r29,r0
	brid	$L42
	addk	r9,r0,r0
$L46:
	lwi	r11,r1,48
	addk	r10,r23,r22
	addk	r26,r26,r23
	swi	r26,r1,44
	addk	r26,r23,r0
	addk	r29,r11,r27
	swi	r10,r1,36
$L44:
	cmpu	r18,r31,r29
	bltid	r18,$L45
	addik	r19,r26,4
	addk	r3,r24,r0
	sw	r25,r23,r30
	addk	r24,r28,r0
	addk	r25,r3,r0
	addik	r27,r27,1
	brid	$L43
	addik	r23,r23,4
$L45:
	lwi	r10,r1,44
	addik	r11,r0,-4	# 0xfffffffffffffffc
	rsubk	r26,r26,r11
	lw	r8,r26,r10
	lw	r6,r19,r12
	addk	r7,r28,r0
	addk	r5,r0,r0
	swi	r9,r1,256
	brlid	r15,__muldi3
	
	swi	r12,r1,268
	addk	r10,r3,r0
	lwi	r3,r1,36
	lw	r6,r19,r30
	addk	r7,r28,r0
	lw	r8,r26,r3
	addk	r5,r0,r0
	swi	r10,r1,260
	brlid	r15,__muldi3
	
	swi	r4,r1,264
	addk	r5,r4,r0
	lwi	r10,r1,260
	addk	r4,r3,r0
	lwi	r11,r1,264
	addk	r26,r19,r0
	lwi	r12,r1,268
	add	r5,r11,r5
	addc	r4,r10,r4
	lwi	r9,r1,256
	add	r25,r25,r5
	addc	r24,r24,r4
	brid	$L44
	addik	r29,r29,1
$L71:
	lwi	r6,r12,0
	lwi	r8,r19,0
	addk	r7,r26,r0
	addk	r5,r26,r0
	swi	r12,r1,268
	brlid	r15,__muldi3
	
	addik	r27,r0,1	# 0x1
	lwi	r11,r1,44
	swi	r4,r1,40
	addk	r25,r3,r0
	mul	r4,r11,r4
	addk	r24,r26,r0
	lwi	r12,r1,268
	swi	r27,r1,48
	addik	r10,r0,0x00000000
	addik	r11,r0,0x00000000 #li => la
	addik	r27,r30,-4
	swi	r26,r1,36
	swi	r4,r30,0
	addik	r28,r0,4	# 0x4
	swi	r10,r1,28
	swi	r11,r1,32
	swi	r27,r1,72
	xori	r29,r23,3
$L47:
	lwi	r27,r1,48
	cmpu	r18,r31,r27
	bltid	r18,$L51
	lwi	r8,r22,0
	addik	r3,r31,1073741823
	bslli	r27,r3,2
	addk	r7,r0,r0
	lw	r6,r27,r30
	addk	r5,r7,r0
	swi	r10,r1,260
	swi	r11,r1,264
	brlid	r15,__muldi3
	
	swi	r12,r1,268
	addk	r7,r4,r0
	addk	r6,r3,r0
	lwi	r4,r1,36
	lwi	r5,r1,40
	xori	r23,r23,3
	lwi	r10,r1,260
	add	r7,r7,r5
	addc	r6,r6,r4
	addk	r5,r6,r0
	addk	r4,r26,r0
	lwi	r11,r1,264
	beqid	r23,$L52
	lwi	r12,r1,268
	add	r11,r11,r5
	addc	r10,r10,r4
	addik	r3,r27,4
$L73:
	addk	r19,r19,r3
	addik	r27,r0,1	# 0x1
	addk	r22,r22,r3
	rsubk	r27,r31,r27
	swi	r19,r1,44
	addk	r19,r0,r0
	swi	r22,r1,48
	swi	r27,r1,72
	addk	r26,r31,r0
	addk	r22,r19,r0
	addk	r27,r19,r0
	addk	r9,r31,r31
	swi	r9,r1,64
$L54:
	lwi	r28,r1,64
	cmpu	r18,r28,r26
	bltid	r18,$L57
	lwi	r28,r1,72
	brid	$L11
	addk	r3,r11,r25
$L51:
	lwi	r9,r1,72
	addk	r7,r26,r0
	addk	r5,r0,r0
	lw	r6,r28,r9
	swi	r10,r1,260
	swi	r11,r1,264
	brlid	r15,__muldi3
	
	swi	r12,r1,268
	lwi	r6,r1,36
	lwi	r7,r1,40
	lwi	r12,r1,268
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r8,r19,0
	swi	r26,r1,96
	add	r5,r5,r7
	addc	r4,r4,r6
	lw	r6,r28,r12
	addk	r7,r26,r0
	addk	r5,r0,r0
	brlid	r15,__muldi3
	
	swi	r4,r1,100
	addk	r5,r4,r0
	lwi	r8,r1,96
	lwi	r9,r1,100
	addk	r4,r3,r0
	addk	r27,r28,r0
	lwi	r12,r1,268
	lwi	r11,r1,264
	lwi	r10,r1,260
	add	r9,r5,r9
	addc	r8,r4,r8
	swi	r8,r1,56
	swi	r9,r1,60
	addk	r9,r0,r0
$L48:
	addk	r7,r0,r0
	lw	r6,r9,r12
	lw	r8,r27,r19
	addk	r5,r7,r0
	swi	r10,r1,260
	swi	r11,r1,264
	swi	r12,r1,268
	brlid	r15,__muldi3
	
	swi	r9,r1,256
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r9,r1,256
	lw	r8,r27,r22
	add	r7,r5,r25
	addc	r6,r4,r24
	swi	r6,r1,64
	swi	r7,r1,68
	addk	r7,r0,r0
	addk	r5,r7,r0
	lw	r6,r9,r30
	addik	r27,r27,-4
	brlid	r15,__muldi3
	
	addk	r24,r26,r0
	addk	r5,r4,r0
	lwi	r10,r1,260
	lwi	r11,r1,264
	addk	r4,r3,r0
	lwi	r7,r1,64
	swi	r26,r1,200
	add	r5,r5,r11
	addc	r4,r4,r10
	swi	r7,r1,204
	swi	r4,r1,212
	swi	r26,r1,208
	lwi	r6,r1,208
	lwi	r7,r1,212
	lwi	r10,r1,200
	lwi	r11,r1,204
	lwi	r9,r1,256
	lwi	r25,r1,68
	add	r11,r11,r7
	addc	r10,r10,r6
	lwi	r6,r1,28
	lwi	r7,r1,32
	lwi	r12,r1,268
	addik	r9,r9,4
	add	r7,r7,r11
	addc	r6,r6,r10
	swi	r6,r1,28
	swi	r7,r1,32
	addk	r10,r26,r0
	bneid	r27,$L48
	addk	r11,r5,r0
	beqi	r29,$L49
	add	r5,r25,r11
	addc	r4,r24,r10
	lwi	r10,r1,56
	lwi	r11,r1,60
	swi	r27,r1,36
	add	r5,r5,r11
	addc	r4,r4,r10
	addk	r11,r4,r0
	addk	r10,r27,r0
	swi	r5,r1,40
$L50:
	lwi	r9,r1,44
	lwi	r27,r1,40
	lwi	r25,r1,32
	addk	r24,r0,r0
	mul	r3,r9,r27
	lwi	r9,r1,48
	sw	r3,r28,r30
	lwi	r3,r1,28
	addik	r9,r9,1
	swi	r26,r1,28
	swi	r3,r1,32
	swi	r9,r1,48
	brid	$L47
	addik	r28,r28,4
$L49:
	lwi	r4,r1,56
	lwi	r5,r1,60
	swi	r29,r1,216
	swi	r29,r1,224
	add	r11,r5,r11
	addc	r10,r4,r10
	swi	r11,r1,220
	lwi	r6,r1,216
	lwi	r7,r1,220
	swi	r10,r1,228
	swi	r29,r1,232
	add	r5,r7,r25
	addc	r4,r6,r24
	swi	r4,r1,236
	lwi	r8,r1,224
	lwi	r9,r1,228
	swi	r5,r1,40
	lwi	r4,r1,232
	lwi	r5,r1,236
	add	r11,r9,r5
	addc	r10,r8,r4
	brid	$L50
	swi	r29,r1,36
$L52:
	add	r25,r25,r5
	addc	r24,r24,r4
	brid	$L73
	addik	r3,r27,4
$L57:
	lwi	r9,r1,44
	addk	r23,r19,r0
	addk	r29,r28,r26
	lwi	r28,r1,48
	addk	r9,r9,r19
	swi	r9,r1,80
	addk	r28,r28,r19
	swi	r28,r1,56
$L55:
	cmpu	r18,r31,r29
	bltid	r18,$L56
	addik	r28,r23,4
	lwi	r3,r1,28
	add	r5,r25,r11
	addc	r4,r24,r10
	sw	r5,r19,r30
	lwi	r25,r1,32
	addk	r11,r4,r0
	addk	r10,r22,r0
	addk	r24,r0,r0
	swi	r22,r1,28
	swi	r3,r1,32
	addik	r26,r26,1
	brid	$L54
	addik	r19,r19,4
$L56:
	lwi	r9,r1,80
	addik	r3,r0,-4	# 0xfffffffffffffffc
	rsubk	r23,r23,r3
	lw	r8,r23,r9
	lw	r6,r28,r12
	addk	r7,r27,r0
	addk	r5,r27,r0
	swi	r10,r1,260
	swi	r11,r1,264
	brlid	r15,__muldi3
	
	swi	r12,r1,268
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r9,r1,56
	addik	r29,r29,1
	add	r7,r5,r25
	addc	r6,r4,r24
	swi	r6,r1,36
	swi	r7,r1,40
	lw	r8,r23,r9
	addk	r7,r27,r0
	addk	r5,r27,r0
	lw	r6,r28,r30
	addk	r24,r22,r0
	brlid	r15,__muldi3
	
	lwi	r25,r1,40
	addk	r5,r4,r0
	lwi	r10,r1,260
	lwi	r11,r1,264
	addk	r4,r3,r0
	swi	r22,r1,240
	swi	r22,r1,248
	add	r5,r5,r11
	addc	r4,r4,r10
	lwi	r10,r1,36
	swi	r4,r1,252
	lwi	r8,r1,248
	lwi	r9,r1,252
	swi	r10,r1,244
	lwi	r10,r1,240
	lwi	r11,r1,244
	addk	r23,r28,r0
	lwi	r12,r1,268
	add	r7,r11,r9
	addc	r6,r10,r8
	lwi	r10,r1,28
	lwi	r11,r1,32
	add	r11,r11,r7
	addc	r10,r10,r6
	swi	r10,r1,28
	swi	r11,r1,32
	addk	r10,r22,r0
	brid	$L55
	addk	r11,r5,r0
	.end	fips
$Lfe1:
	.size	fips,$Lfe1-fips
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.ent	main
	.type	main, @function
main:
	.frame	r1,40,r15		# vars= 4, regs= 2, args= 24
	.mask	0x00488000
	addik	r1,r1,-40
	swi	r19,r1,32
	swi	r22,r1,36
	addik	r19,r0,params
	addik	r22,r0,-65536
	swi	r15,r1,0
	addk	r5,r19,r0
	lwi	r3,r22,0
	addik	r6,r1,28
	brlid	r15,fips
	
	swi	r3,r19,36
	lwi	r3,r22,0
	swi	r3,r19,40
	lwi	r3,r1,28
	swi	r3,r19,32
	lwi	r15,r1,0
	lwi	r19,r1,32
	lwi	r22,r1,36
	addk	r3,r0,r0
	rtsd	r15,8 
	
	addik	r1,r1,40
	.end	main
$Lfe2:
	.size	main,$Lfe2-main
	.globl	params
	.section	.data,"aw"
	.align	2
	.type	params,@object
	.size	params,44
params:
	.space	44
