	.text
	.align	2
	.globl	fips
	.ent	fips
	.type	fips, @function
fips:
	.frame	r1,268,r15		# vars= 220, regs= 11, args= 0
	.mask	0xffc80000
	addik	r1,r1,-268
	swi	r19,r1,224
	swi	r22,r1,228
	swi	r23,r1,232
	swi	r24,r1,236
	swi	r25,r1,240
	swi	r26,r1,244
	swi	r27,r1,248
	swi	r28,r1,252
	swi	r29,r1,256
	swi	r30,r1,260
	swi	r31,r1,264
	lwi	r3,r5,0
	lwi	r4,r5,8
	lwi	r10,r5,4
	lwi	r11,r5,12
	swi	r6,r1,276
	swi	r3,r1,116
	swi	r4,r1,100
	xori	r10,r10,16
	swi	r11,r1,112
	lwi	r4,r5,16
	lwi	r6,r5,20
	lwi	r7,r5,24
	beqid	r10,$L95
	lwi	r3,r5,28
	lwi	r27,r1,116
	beqid	r27,$L96
	lwi	r11,r1,116
	xori	r5,r11,1
	beqi	r5,$L97
	lwi	r5,r6,0
	addik	r22,r0,0x00000000
	addik	r23,r0,0x00000000 #li => la
	lwi	r8,r4,0
	swi	r22,r1,12
	swi	r23,r1,16
	lwi	r23,r1,112
	mul	r11,r8,r5
	mulhu	r10,r8,r5
	lwi	r24,r1,100
	mul	r5,r23,r11
	swi	r11,r1,16
	swi	r5,r3,0
	addik	r5,r0,1	# 0x1
	addk	r23,r10,r0
	cmpu	r18,r24,r5
	bgeid	r18,$L74
	addk	r22,r0,r0
	lwi	r27,r1,116
	addik	r24,r0,0x00000000
	addik	r25,r0,0x00000000 #li => la
	addik	r26,r3,-4
	xori	r29,r27,3
	swi	r26,r1,68
	addk	r27,r25,r0
	addk	r26,r24,r0
	addik	r12,r0,4	# 0x4
	swi	r5,r1,28
	swi	r29,r1,20
$L50:
	lwi	r5,r1,68
	lwi	r19,r6,0
	swi	r12,r1,44
	lw	r10,r12,r5
	lwi	r5,r7,0
	swi	r24,r1,60
	swi	r25,r1,64
	mul	r9,r10,r5
	mulhu	r8,r10,r5
	lwi	r10,r1,12
	lwi	r11,r1,16
	addk	r5,r12,r0
	add	r9,r9,r11
	addc	r8,r8,r10
	lw	r11,r12,r4
	addk	r10,r0,r0
	swi	r8,r1,56
	addk	r12,r7,r0
	swi	r10,r1,52
	addk	r7,r3,r0
	mul	r9,r11,r19
	mulhu	r8,r11,r19
	addk	r19,r10,r0
	lwi	r10,r1,52
	lwi	r11,r1,56
	addk	r3,r6,r0
	addk	r6,r7,r0
	add	r11,r9,r11
	addc	r10,r8,r10
	swi	r10,r1,36
	swi	r11,r1,40
$L47:
	lw	r9,r19,r4
	lw	r8,r5,r3
	lw	r24,r5,r12
	lw	r7,r19,r6
	mul	r11,r9,r8
	mulhu	r10,r9,r8
	add	r11,r11,r23
	addc	r10,r10,r22
	mul	r9,r7,r24
	mulhu	r8,r7,r24
	add	r9,r9,r27
	addc	r8,r8,r26
	addk	r22,r0,r0
	addk	r29,r8,r0
	addk	r31,r10,r0
	addk	r30,r22,r0
	addk	r28,r22,r0
	addk	r27,r9,r0
	lwi	r8,r1,60
	lwi	r9,r1,64
	add	r25,r31,r29
	addc	r24,r30,r28
	addik	r5,r5,-4
	add	r9,r9,r25
	addc	r8,r8,r24
	swi	r8,r1,60
	swi	r9,r1,64
	addk	r26,r22,r0
	addk	r23,r11,r0
	bneid	r5,$L47
	addik	r19,r19,4
	addk	r24,r8,r0
	addk	r25,r9,r0
	addk	r8,r6,r0
	lwi	r9,r1,20
	addk	r7,r12,r0
	addk	r6,r3,r0
	lwi	r12,r1,44
	beqid	r9,$L48
	addk	r3,r8,r0
	lwi	r10,r1,36
	lwi	r11,r1,40
	add	r9,r23,r27
	addc	r8,r22,r26
	addk	r26,r5,r0
	add	r9,r9,r11
	addc	r8,r8,r10
	addk	r27,r8,r0
	swi	r5,r1,12
	swi	r9,r1,16
	lwi	r22,r1,16
$L109:
	lwi	r11,r1,112
	lwi	r9,r1,28
	lwi	r10,r1,100
	mul	r5,r11,r22
	addk	r8,r24,r0
	addik	r9,r9,1
	sw	r5,r12,r3
	addk	r22,r0,r0
	swi	r9,r1,28
	xor	r5,r9,r10
	addk	r23,r25,r0
	addk	r24,r22,r0
	addk	r25,r8,r0
	bneid	r5,$L50
	addik	r12,r12,4
	lwi	r29,r1,20
$L46:
	lwi	r8,r1,100
	lwi	r10,r1,12
	lwi	r11,r1,16
	addik	r5,r8,1073741823
	bslli	r31,r5,2
	lwi	r5,r7,0
	lw	r12,r31,r3
	mul	r9,r12,r5
	mulhu	r8,r12,r5
	add	r9,r9,r11
	addc	r8,r8,r10
	addk	r11,r8,r0
	bneid	r29,$L98
	addk	r10,r0,r0
	add	r23,r23,r11
	addc	r22,r22,r10
	lwi	r11,r1,100
$L110:
	addk	r5,r11,r11
	cmpu	r18,r5,r11
	bgeid	r18,$L53
	rsubk	r5,r11,r5
	addik	r8,r0,1	# 0x1
	swi	r8,r1,36
	addik	r30,r11,-1
	lwi	r10,r1,36
	lwi	r11,r1,100
	swi	r5,r1,44
	addik	r9,r3,-4
	addik	r5,r0,4	# 0x4
	swi	r5,r1,28
	swi	r9,r1,68
	swi	r31,r1,20
	swi	r30,r1,60
	cmpu	r18,r11,r10
	bgeid	r18,$L75
	addk	r19,r0,r0
	lwi	r8,r1,60
$L116:
	lwi	r5,r1,28
	swi	r24,r1,12
	swi	r25,r1,16
	bslli	r12,r8,2
	addk	r8,r3,r0
	addk	r3,r6,r0
	addk	r6,r7,r0
	addk	r7,r8,r0
$L55:
	lw	r11,r5,r4
	lw	r10,r12,r3
	lw	r24,r5,r7
	lw	r25,r12,r6
	mul	r9,r11,r10
	mulhu	r8,r11,r10
	add	r9,r9,r23
	addc	r8,r8,r22
	mul	r11,r24,r25
	mulhu	r10,r24,r25
	add	r11,r11,r27
	addc	r10,r10,r26
	addk	r30,r0,r0
	addk	r31,r8,r0
	addk	r29,r10,r0
	addk	r28,r30,r0
	addk	r27,r11,r0
	lwi	r10,r1,12
	lwi	r11,r1,16
	add	r25,r31,r29
	addc	r24,r30,r28
	swi	r24,r1,4
	swi	r25,r1,8
	lwi	r25,r1,20
	addk	r26,r30,r0
	addk	r22,r30,r0
	xor	r8,r25,r5
	lwi	r24,r1,4
	lwi	r25,r1,8
	addk	r23,r9,r0
	addik	r5,r5,4
	add	r11,r11,r25
	addc	r10,r10,r24
	swi	r10,r1,12
	swi	r11,r1,16
	bneid	r8,$L55
	addik	r12,r12,-4
	addk	r25,r11,r0
	addk	r5,r7,r0
	addk	r24,r10,r0
	addk	r7,r6,r0
	addk	r10,r30,r0
	addk	r6,r3,r0
	addk	r11,r9,r0
	addk	r3,r5,r0
	addk	r22,r8,r0
	addk	r23,r25,r0
$L54:
	lwi	r9,r1,28
	lwi	r8,r1,68
	add	r11,r11,r27
	addc	r10,r10,r26
	addk	r27,r10,r0
	sw	r11,r9,r8
	lwi	r10,r1,44
	lwi	r11,r1,36
	addk	r5,r24,r0
	addik	r9,r9,4
	xor	r8,r10,r11
	swi	r9,r1,28
	addk	r25,r5,r0
	addk	r24,r19,r0
	addk	r26,r19,r0
	beqid	r8,$L53
	addik	r5,r11,1
	swi	r5,r1,36
	lwi	r10,r1,36
	lwi	r11,r1,100
	cmpu	r18,r11,r10
	bltid	r18,$L116
	lwi	r8,r1,60
$L75:
	addk	r10,r22,r0
	addk	r11,r23,r0
	addk	r22,r24,r0
	brid	$L54
	addk	r23,r25,r0
$L96:
	lwi	r5,r1,100
	beqid	r5,$L93
	lwi	r19,r1,116
	addik	r22,r0,0x00000000
	addik	r23,r0,0x00000000 #li => la
	addk	r26,r22,r0
	addk	r27,r23,r0
	addk	r30,r26,r0
	addk	r31,r23,r0
	addk	r12,r4,r0
	swi	r19,r1,120
	swi	r22,r1,52
	swi	r23,r1,56
	swi	r19,r1,104
	swi	r3,r1,84
	swi	r28,r1,184
	swi	r29,r1,188
$L31:
	lwi	r23,r1,104
	lwi	r3,r1,120
	lwi	r10,r6,0
	lw	r11,r23,r12
	lwi	r4,r1,100
	addik	r3,r3,1
	swi	r3,r1,120
	xor	r19,r3,r4
	mul	r5,r11,r10
	mulhu	r4,r11,r10
	lwi	r11,r1,112
	add	r5,r5,r31
	addc	r4,r4,r30
	lwi	r3,r1,84
	mul	r10,r11,r5
	addk	r22,r0,r0
	sw	r10,r23,r3
	lwi	r11,r7,0
	swi	r4,r1,96
	swi	r22,r1,92
	swi	r22,r1,136
	swi	r5,r1,140
	swi	r22,r1,128
	mul	r5,r10,r11
	mulhu	r4,r10,r11
	lwi	r22,r1,92
	lwi	r23,r1,96
	lwi	r10,r1,136
	lwi	r11,r1,140
	lwi	r30,r1,92
	add	r27,r23,r27
	addc	r26,r22,r26
	add	r5,r5,r11
	addc	r4,r4,r10
	swi	r4,r1,156
	swi	r27,r1,132
	swi	r22,r1,152
	lwi	r4,r1,128
	lwi	r5,r1,132
	swi	r26,r1,148
	lwi	r26,r1,152
	lwi	r27,r1,156
	swi	r30,r1,144
	lwi	r10,r1,52
	lwi	r11,r1,56
	add	r23,r27,r5
	addc	r22,r26,r4
	lwi	r4,r1,144
	lwi	r5,r1,148
	swi	r22,r1,164
	swi	r30,r1,160
	add	r27,r5,r11
	addc	r26,r4,r10
	lwi	r11,r1,104
	lwi	r4,r1,160
	lwi	r5,r1,164
	addk	r31,r23,r0
	addik	r11,r11,4
	add	r27,r5,r27
	addc	r26,r4,r26
	beqid	r19,$L100
	swi	r11,r1,104
	lwi	r28,r1,116
	lwi	r19,r1,104
	addik	r10,r0,0x00000000
	addik	r11,r0,0x00000000 #li => la
	addk	r3,r28,r0
	swi	r10,r1,52
	swi	r11,r1,56
	swi	r6,r1,68
	swi	r7,r1,76
$L33:
	lwi	r11,r1,68
	lw	r5,r3,r12
	lwi	r22,r1,84
	lw	r4,r19,r11
	lwi	r23,r1,76
	addk	r8,r0,r0
	mul	r11,r5,r4
	mulhu	r10,r5,r4
	add	r11,r11,r31
	addc	r10,r10,r30
	lw	r28,r3,r22
	lw	r29,r19,r23
	addk	r9,r10,r0
	swi	r11,r1,16
	swi	r8,r1,12
	lwi	r24,r1,12
	lwi	r25,r1,16
	mul	r5,r28,r29
	mulhu	r4,r28,r29
	add	r29,r9,r27
	addc	r28,r8,r26
	add	r5,r5,r25
	addc	r4,r4,r24
	swi	r8,r1,4
	swi	r29,r1,8
	lwi	r24,r1,4
	lwi	r25,r1,8
	addk	r23,r4,r0
	addk	r22,r8,r0
	addk	r7,r28,r0
	addk	r6,r8,r0
	add	r11,r23,r25
	addc	r10,r22,r24
	addk	r25,r10,r0
	addk	r24,r8,r0
	addk	r27,r11,r0
	lwi	r10,r1,52
	lwi	r11,r1,56
	addk	r31,r5,r0
	add	r5,r7,r25
	addc	r4,r6,r24
	add	r11,r11,r5
	addc	r10,r10,r4
	addik	r19,r19,-4
	swi	r10,r1,52
	swi	r11,r1,56
	addk	r26,r8,r0
	addk	r30,r8,r0
	bneid	r19,$L33
	addik	r3,r3,4
	swi	r6,r1,176
	swi	r7,r1,180
	swi	r22,r1,168
	swi	r23,r1,172
	lwi	r6,r1,68
	brid	$L31
	lwi	r7,r1,76
$L107:
	lwi	r23,r1,100
	addk	r26,r23,r23
	cmpu	r18,r26,r23
	bgeid	r18,$L92
	lwi	r5,r1,100
	lwi	r25,r1,100
	lwi	r11,r1,116
	addk	r12,r5,r0
	addik	r27,r3,-4
	bslli	r24,r25,2
	rsubk	r26,r25,r26
	swi	r27,r1,68
	addik	r25,r0,4	# 0x4
	addik	r28,r5,-1
$L45:
	cmpu	r18,r12,r11
	bgeid	r18,$L43
	addk	r5,r25,r0
	bslli	r10,r28,2
	swi	r11,r1,4
$L44:
	lw	r23,r5,r4
	lw	r22,r10,r6
	lw	r29,r5,r3
	lw	r11,r10,r7
	mul	r31,r23,r22
	mulhu	r30,r23,r22
	addik	r5,r5,4
	mul	r23,r29,r11
	mulhu	r22,r29,r11
	add	r23,r31,r23
	addc	r22,r30,r22
	xor	r29,r24,r5
	add	r9,r9,r23
	addc	r8,r8,r22
	bneid	r29,$L44
	addik	r10,r10,-4
	lwi	r11,r1,4
$L43:
	addk	r5,r8,r0
	sw	r9,r25,r27
	xor	r10,r26,r11
	addk	r8,r19,r0
	addk	r9,r5,r0
	addik	r11,r11,1
	bneid	r10,$L45
	addik	r25,r25,4
$L93:
	addk	r8,r5,r0
$L10:
	lwi	r22,r1,276
$L115:
	swi	r8,r22,0
	lwi	r19,r1,224
	lwi	r22,r1,228
	lwi	r23,r1,232
	lwi	r24,r1,236
	lwi	r25,r1,240
	lwi	r26,r1,244
	lwi	r27,r1,248
	lwi	r28,r1,252
	lwi	r29,r1,256
	lwi	r30,r1,260
	lwi	r31,r1,264
	rtsd	r15,8 
	
	addik	r1,r1,268
$L48:
	lwi	r8,r1,36
	lwi	r9,r1,40
	lwi	r11,r1,20
	add	r27,r9,r27
	addc	r26,r8,r26
	swi	r27,r1,80
	swi	r11,r1,76
	swi	r11,r1,84
	swi	r11,r1,12
	lwi	r10,r1,76
	lwi	r11,r1,80
	swi	r26,r1,88
	add	r9,r11,r23
	addc	r8,r10,r22
	lwi	r11,r1,20
	swi	r8,r1,108
	swi	r9,r1,16
	swi	r11,r1,104
	lwi	r8,r1,84
	lwi	r9,r1,88
	lwi	r10,r1,104
	lwi	r11,r1,108
	add	r27,r9,r11
	addc	r26,r8,r10
	brid	$L109
	lwi	r22,r1,16
$L95:
	lwi	r5,r1,116
	beqid	r5,$L101
	lwi	r8,r1,116
	xori	r5,r8,1
	beqid	r5,$L102
	lwi	r22,r1,112
	lwi	r8,r6,0
	lwi	r5,r4,0
	lwi	r24,r1,100
	mul	r5,r5,r8
	addik	r23,r0,1	# 0x1
	andi	r11,r5,65535 #and2
	mul	r8,r11,r22
	bsrli	r5,r5,16
	andi	r8,r8,65535 #and2
	cmpu	r18,r24,r23
	bgeid	r18,$L64
	swi	r8,r3,0
	lwi	r26,r1,116
	addik	r25,r3,-4
	swi	r25,r1,68
	xori	r29,r26,3
	addk	r27,r5,r0
	addk	r28,r10,r0
	lwi	r25,r1,112
	lwi	r26,r1,68
	addik	r22,r0,4	# 0x4
$L23:
	lw	r5,r22,r26
	lwi	r9,r7,0
	lw	r19,r22,r4
	lwi	r8,r6,0
	mul	r5,r5,r9
	addk	r12,r22,r0
	mul	r19,r19,r8
	addk	r5,r5,r11
	bsrli	r5,r5,16
	addk	r11,r0,r0
	addk	r19,r19,r5
$L20:
	lw	r9,r12,r7
	lw	r5,r11,r4
	lw	r30,r12,r6
	lw	r8,r11,r3
	addik	r12,r12,-4
	mul	r5,r5,r30
	addik	r11,r11,4
	mul	r8,r8,r9
	addk	r5,r5,r27
	bsrli	r9,r5,16
	addk	r8,r8,r28
	bsrli	r27,r8,16
	addk	r9,r9,r27
	andi	r27,r5,65535 #and2
	andi	r28,r8,65535 #and2
	bneid	r12,$L20
	addk	r10,r10,r9
	beqi	r29,$L21
	addk	r11,r27,r28
	addk	r11,r11,r19
	bsrli	r28,r11,16
	andi	r11,r11,65535 #and2
$L22:
	mul	r5,r11,r25
	addik	r23,r23,1
	andi	r5,r5,65535 #and2
	sw	r5,r22,r3
	xor	r5,r23,r24
	andi	r27,r10,65535 #and2
	addik	r22,r22,4
	bneid	r5,$L23
	bsrli	r10,r10,16
	addk	r5,r27,r0
	addk	r9,r28,r0
$L19:
	lwi	r8,r1,100
	lwi	r12,r7,0
	addik	r22,r8,1073741823
	bslli	r22,r22,2
	lw	r8,r22,r3
	mul	r8,r8,r12
	addk	r8,r8,r11
	beqid	r29,$L24
	bsrli	r8,r8,16
	addk	r9,r9,r8
$L25:
	lwi	r11,r1,100
	addk	r25,r11,r11
	cmpu	r18,r25,r11
	bgeid	r18,$L26
	addik	r26,r3,-4
	swi	r26,r1,68
	addk	r29,r5,r0
	addk	r30,r9,r0
	addk	r27,r11,r0
	lwi	r28,r1,68
	rsubk	r25,r11,r25
	addik	r24,r0,4	# 0x4
	addik	r23,r0,1	# 0x1
	addik	r26,r11,-1
$L29:
	cmpu	r18,r27,r23
	bgeid	r18,$L65
	addk	r5,r29,r0
	addk	r11,r24,r0
	bslli	r12,r26,2
$L28:
	lw	r19,r12,r6
	lw	r9,r12,r7
	lw	r5,r11,r4
	lw	r8,r11,r3
	addik	r12,r12,-4
	mul	r5,r5,r19
	xor	r19,r22,r11
	mul	r8,r8,r9
	addk	r5,r5,r29
	bsrli	r9,r5,16
	addk	r8,r8,r30
	bsrli	r29,r8,16
	addk	r9,r9,r29
	addk	r10,r10,r9
	andi	r29,r5,65535 #and2
	andi	r30,r8,65535 #and2
	bneid	r19,$L28
	addik	r11,r11,4
	addk	r5,r29,r0
	andi	r29,r10,0xffff
$L27:
	addk	r5,r5,r30
	andi	r8,r5,65535 #and2
	sw	r8,r24,r28
	xor	r8,r25,r23
	bsrli	r10,r10,16
	bsrli	r30,r5,16
	addik	r23,r23,1
	bneid	r8,$L29
	addik	r24,r24,4
	addk	r5,r29,r0
	addk	r9,r30,r0
$L26:
	brid	$L10
	addk	r8,r5,r9
$L98:
	add	r27,r27,r11
	addc	r26,r26,r10
	brid	$L110
	lwi	r11,r1,100
$L102:
	lwi	r9,r1,100
	beqid	r9,$L92
	lwi	r19,r1,112
	addk	r12,r5,r0
	addik	r8,r0,0x00000000
	addik	r9,r0,0x00000000 #li => la
	swi	r24,r1,4
	swi	r25,r1,8
	swi	r26,r1,12
	swi	r27,r1,16
	lw	r29,r5,r4
$L111:
	lwi	r28,r6,0
	lwi	r24,r1,100
	addk	r30,r0,r0
	mul	r31,r29,r28
	addik	r12,r12,1
	add	r29,r31,r9
	addc	r28,r30,r8
	xor	r26,r12,r24
	mul	r24,r19,r29
	swi	r30,r1,68
	andi	r24,r24,65535 #and2
	sw	r24,r5,r3
	lwi	r25,r7,0
	addik	r5,r5,4
	mul	r25,r24,r25
	swi	r25,r1,72
	lwi	r8,r1,68
	lwi	r9,r1,72
	add	r29,r9,r29
	addc	r28,r8,r28
	bslli	r24,r28,16
	bsrli	r9,r29,16
	bsrli	r8,r28,16
	beqid	r26,$L103
	or	r9,r24,r9
	addk	r26,r5,r0
	addk	r24,r30,r0
$L14:
	lw	r29,r24,r4
	lw	r28,r26,r6
	lw	r27,r24,r3
	lw	r25,r26,r7
	addk	r22,r0,r0
	mul	r23,r29,r28
	addk	r10,r22,r0
	mul	r11,r27,r25
	addik	r26,r26,-4
	add	r29,r23,r11
	addc	r28,r22,r10
	add	r9,r9,r29
	addc	r8,r8,r28
	bneid	r26,$L14
	addik	r24,r24,4
	brid	$L111
	lw	r29,r5,r4
$L21:
	addk	r19,r19,r28
	andi	r11,r19,65535 #and2
	addk	r11,r11,r27
	bsrli	r28,r11,16
	bsrli	r19,r19,16
	andi	r11,r11,65535 #and2
	brid	$L22
	addk	r28,r19,r28
$L53:
	brid	$L10
	addk	r8,r27,r23
$L100:
	lwi	r8,r1,100
	addk	r5,r8,r8
	cmpu	r18,r5,r8
	bgeid	r18,$L104
	addik	r10,r0,1	# 0x1
	lwi	r9,r1,100
	swi	r10,r1,52
	lwi	r23,r1,52
	lwi	r24,r1,100
	addik	r19,r0,4	# 0x4
	bslli	r8,r9,2
	rsubk	r5,r9,r5
	addik	r11,r3,-4
	addik	r22,r9,-1
	swi	r19,r1,76
	swi	r5,r1,84
	swi	r11,r1,68
	swi	r22,r1,92
	cmpu	r18,r24,r23
	bgeid	r18,$L69
	addk	r19,r8,r0
$L106:
	lwi	r25,r1,92
	lwi	r4,r1,76
	addk	r24,r30,r0
	bslli	r5,r25,2
	addk	r30,r26,r0
	addk	r25,r31,r0
	addk	r31,r27,r0
	addik	r26,r0,0x00000000
	addik	r27,r0,0x00000000 #li => la
	swi	r26,r1,12
	swi	r27,r1,16
$L36:
	lw	r11,r4,r12
	lw	r10,r5,r6
	lw	r26,r4,r3
	lw	r27,r5,r7
	mul	r9,r11,r10
	mulhu	r8,r11,r10
	addk	r28,r0,r0
	add	r9,r9,r25
	addc	r8,r8,r24
	swi	r9,r1,32
	swi	r28,r1,28
	mul	r23,r26,r27
	mulhu	r22,r26,r27
	addk	r29,r8,r0
	lwi	r26,r1,28
	lwi	r27,r1,32
	addik	r4,r4,4
	add	r11,r29,r31
	addc	r10,r28,r30
	add	r9,r23,r27
	addc	r8,r22,r26
	swi	r11,r1,24
	swi	r8,r1,40
	xor	r27,r19,r4
	swi	r28,r1,20
	swi	r28,r1,36
	lwi	r22,r1,36
	lwi	r23,r1,40
	swi	r27,r1,4
	lwi	r26,r1,20
	lwi	r27,r1,24
	swi	r10,r1,48
	swi	r28,r1,44
	add	r11,r23,r27
	addc	r10,r22,r26
	swi	r10,r1,64
	swi	r28,r1,60
	addk	r31,r11,r0
	lwi	r22,r1,60
	lwi	r23,r1,64
	lwi	r10,r1,44
	lwi	r11,r1,48
	lwi	r26,r1,12
	lwi	r27,r1,16
	addk	r25,r9,r0
	add	r9,r11,r23
	addc	r8,r10,r22
	add	r27,r27,r9
	addc	r26,r26,r8
	swi	r26,r1,12
	swi	r27,r1,16
	lwi	r27,r1,4
	addk	r30,r28,r0
	addk	r24,r28,r0
	bneid	r27,$L36
	addik	r5,r5,-4
	lwi	r26,r1,12
	lwi	r27,r1,16
	lwi	r10,r1,76
$L112:
	lwi	r5,r1,76
	lwi	r4,r1,68
	lwi	r9,r1,52
	lwi	r8,r1,84
	addik	r10,r10,4
	sw	r25,r5,r4
	swi	r10,r1,76
	xor	r4,r8,r9
	beqid	r4,$L105
	addik	r5,r9,1
	swi	r5,r1,52
	lwi	r23,r1,52
	lwi	r24,r1,100
	cmpu	r18,r24,r23
	blti	r18,$L106
$L69:
	addk	r25,r31,r0
	addk	r30,r26,r0
	addk	r31,r27,r0
	addik	r26,r0,0x00000000
	addik	r27,r0,0x00000000 #li => la
	brid	$L112
	lwi	r10,r1,76
$L105:
	brid	$L10
	addk	r8,r31,r0
$L97:
	lwi	r22,r1,100
	beqid	r22,$L10
	addk	r8,r22,r0
	addk	r12,r5,r0
	lwi	r25,r1,100
	lwi	r24,r1,112
	addik	r8,r0,0x00000000
	addik	r9,r0,0x00000000 #li => la
	lw	r23,r5,r4
$L113:
	lwi	r22,r6,0
	addik	r12,r12,1
	xor	r19,r12,r25
	mul	r11,r23,r22
	mulhu	r10,r23,r22
	add	r11,r11,r9
	addc	r10,r10,r8
	mul	r26,r24,r11
	addk	r8,r0,r0
	sw	r26,r5,r3
	lwi	r27,r7,0
	addik	r5,r5,4
	mul	r23,r26,r27
	mulhu	r22,r26,r27
	add	r11,r23,r11
	addc	r10,r22,r10
	beqid	r19,$L107
	addk	r9,r10,r0
	addk	r19,r5,r0
	addk	r26,r8,r0
$L41:
	lw	r23,r26,r4
	lw	r22,r19,r6
	lw	r28,r26,r3
	lw	r27,r19,r7
	mul	r11,r23,r22
	mulhu	r10,r23,r22
	addik	r19,r19,-4
	mul	r23,r28,r27
	mulhu	r22,r28,r27
	add	r11,r11,r23
	addc	r10,r10,r22
	add	r9,r9,r11
	addc	r8,r8,r10
	bneid	r19,$L41
	addik	r26,r26,4
	brid	$L113
	lw	r23,r5,r4
$L65:
	brid	$L27
	addk	r29,r10,r0
$L101:
	lwi	r8,r1,100
	beqid	r8,$L10
	lwi	r19,r1,116
	lwi	r24,r1,100
	lwi	r25,r1,112
	addk	r22,r19,r0
	addk	r11,r19,r0
	addk	r10,r19,r0
	addk	r8,r19,r0
	addk	r23,r19,r0
	lw	r5,r19,r4
$L114:
	lwi	r9,r6,0
	addik	r22,r22,1
	xor	r12,r22,r24
	mul	r5,r5,r9
	addk	r5,r5,r8
	andi	r9,r5,65535 #and2
	mul	r8,r9,r25
	bsrli	r5,r5,16
	andi	r8,r8,65535 #and2
	sw	r8,r19,r3
	lwi	r26,r7,0
	addk	r5,r5,r10
	andi	r10,r5,65535 #and2
	mul	r8,r8,r26
	addik	r19,r19,4
	bsrli	r5,r5,16
	addk	r8,r8,r9
	bsrli	r8,r8,16
	addk	r9,r8,r10
	bsrli	r10,r9,16
	addk	r5,r5,r11
	andi	r8,r9,65535 #and2
	beqid	r12,$L108
	addk	r10,r10,r5
	addk	r9,r19,r0
	addk	r12,r23,r0
	addk	r11,r23,r0
$L6:
	lw	r5,r12,r4
	lw	r28,r9,r6
	lw	r26,r12,r3
	lw	r27,r9,r7
	mul	r5,r5,r28
	addik	r9,r9,-4
	mul	r26,r26,r27
	addk	r5,r5,r8
	bsrli	r8,r5,16
	andi	r5,r5,65535 #and2
	addk	r5,r26,r5
	addk	r8,r8,r10
	bsrli	r10,r5,16
	bsrli	r26,r8,16
	andi	r8,r8,65535 #and2
	addk	r8,r10,r8
	bsrli	r10,r8,16
	addk	r26,r26,r10
	addk	r11,r11,r26
	andi	r10,r8,65535 #and2
	andi	r8,r5,65535 #and2
	bneid	r9,$L6
	addik	r12,r12,4
	brid	$L114
	lw	r5,r19,r4
$L108:
	lwi	r9,r1,100
	addk	r26,r9,r9
	cmpu	r18,r26,r9
	bgeid	r18,$L10
	lwi	r27,r1,116
	addik	r11,r3,-4
	addk	r19,r9,r0
	addk	r22,r11,r0
	bslli	r23,r9,2
	rsubk	r26,r9,r26
	addik	r25,r0,4	# 0x4
	addik	r24,r0,1	# 0x1
	swi	r11,r1,68
	addik	r28,r9,-1
$L9:
	cmpu	r18,r19,r24
	bgeid	r18,$L59
	addk	r5,r8,r0
	addk	r8,r10,r0
	addk	r11,r25,r0
	addk	r10,r27,r0
	bslli	r12,r28,2
$L8:
	lw	r9,r11,r4
	lw	r31,r12,r6
	lw	r30,r12,r7
	lw	r29,r11,r3
	mul	r9,r9,r31
	addik	r11,r11,4
	mul	r29,r29,r30
	addk	r5,r9,r5
	bsrli	r9,r5,16
	andi	r5,r5,65535 #and2
	addk	r5,r29,r5
	addk	r9,r9,r8
	bsrli	r8,r5,16
	bsrli	r29,r9,16
	andi	r9,r9,65535 #and2
	addk	r8,r8,r9
	bsrli	r9,r8,16
	xor	r30,r23,r11
	addk	r9,r29,r9
	andi	r8,r8,65535 #and2
	addk	r10,r10,r9
	andi	r5,r5,65535 #and2
	bneid	r30,$L8
	addik	r12,r12,-4
$L7:
	sw	r5,r25,r22
	xor	r5,r26,r24
	addik	r25,r25,4
	bneid	r5,$L9
	addik	r24,r24,1
	brid	$L115
	lwi	r22,r1,276
$L59:
	addk	r8,r10,r0
	brid	$L7
	addk	r10,r27,r0
$L24:
	brid	$L25
	addk	r5,r5,r8
$L103:
	lwi	r10,r1,100
	addk	r5,r10,r10
	cmpu	r18,r5,r10
	bgeid	r18,$L92
	lwi	r31,r1,116
	lwi	r11,r1,100
	addk	r19,r6,r0
	addk	r29,r7,r0
	rsubk	r30,r11,r5
	bslli	r22,r11,2
	addik	r5,r3,-4
	addik	r23,r0,4	# 0x4
	swi	r5,r1,68
	addik	r28,r11,-1
$L18:
	lwi	r6,r1,100
	cmpu	r18,r6,r31
	bgeid	r18,$L16
	addk	r12,r28,r0
	bslli	r10,r28,2
	addk	r5,r23,r0
	addk	r28,r3,r0
	addk	r11,r23,r0
	addk	r3,r22,r0
$L17:
	lw	r23,r5,r4
	lw	r22,r10,r19
	lw	r6,r10,r29
	lw	r7,r5,r28
	addk	r24,r0,r0
	mul	r25,r23,r22
	addk	r26,r24,r0
	mul	r27,r7,r6
	addik	r5,r5,4
	add	r23,r25,r27
	addc	r22,r24,r26
	xor	r6,r3,r5
	add	r9,r9,r23
	addc	r8,r8,r22
	bneid	r6,$L17
	addik	r10,r10,-4
	addk	r22,r3,r0
	addk	r23,r11,r0
	addk	r3,r28,r0
	addk	r28,r12,r0
$L16:
	bsrli	r10,r8,16
	bslli	r6,r8,16
	bsrli	r5,r9,16
	addk	r8,r10,r0
	lwi	r10,r1,68
	andi	r7,r9,65535 #and2
	or	r5,r6,r5
	sw	r7,r23,r10
	xor	r6,r30,r31
	addk	r9,r5,r0
	addik	r31,r31,1
	bneid	r6,$L18
	addik	r23,r23,4
	brid	$L10
	addk	r8,r5,r0
$L74:
	lwi	r11,r1,116
	addik	r24,r0,0x00000000
	addik	r25,r0,0x00000000 #li => la
	addk	r26,r24,r0
	addk	r27,r25,r0
	brid	$L46
	xori	r29,r11,3
$L64:
	lwi	r27,r1,116
	addk	r9,r10,r0
	brid	$L19
	xori	r29,r27,3
$L92:
	brid	$L10
	addk	r8,r9,r0
$L104:
	brid	$L10
	addk	r8,r23,r0
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
	lwi	r4,r22,0
	lwi	r3,r1,28
	swi	r4,r19,40
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
