	.text
	.align	2
	.globl	fips
	.ent	fips
	.type	fips, @function
fips:
	.frame	r1,292,r15		# vars= 220, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-292
	swi	r15,r1,0
	swi	r19,r1,248
	swi	r22,r1,252
	swi	r23,r1,256
	swi	r24,r1,260
	swi	r25,r1,264
	swi	r26,r1,268
	swi	r27,r1,272
	swi	r28,r1,276
	swi	r29,r1,280
	swi	r30,r1,284
	swi	r31,r1,288
	swi	r6,r1,300
	lwi	r3,r5,4
	xori	r3,r3,16
	beqi	r3,$L102
	lwi	r11,r5,0
	beqid	r11,$L103
	swi	r11,r1,172
	lwi	r8,r1,172
	xori	r3,r8,1
	beqid	r3,$L104
	addk	r19,r0,r0
	lwi	r6,r5,8
	swi	r6,r1,100
	lwi	r29,r5,16
	lwi	r30,r5,20
	lwi	r31,r5,24
	lwi	r7,r5,12
	swi	r7,r1,116
	lwi	r28,r5,28
	addk	r7,r19,r0
	lwi	r8,r30,0
	addk	r5,r19,r0
	brlid	r15,__muldi3
	
	lwi	r6,r29,0
	swi	r19,r1,84
	swi	r4,r1,88
	lwi	r9,r1,116
	mul	r4,r9,r4
	swi	r4,r28,0
	swi	r3,r1,32
	swi	r19,r1,28
	addik	r3,r0,1	# 0x1
	lwi	r11,r1,100
	cmpu	r18,r11,r3
	bgeid	r18,$L82
	addik	r3,r0,4	# 0x4
	swi	r3,r1,76
	addik	r26,r0,0x00000000
	addik	r27,r0,0x00000000 #li => la
	swi	r26,r1,36
	swi	r27,r1,40
	addik	r4,r0,1	# 0x1
	swi	r4,r1,92
	addik	r5,r28,-4
	swi	r5,r1,124
	lwi	r6,r1,172
	xori	r6,r6,3
	brid	$L58
	swi	r6,r1,132
$L102:
	lwi	r12,r5,0
	beqid	r12,$L105
	xori	r3,r12,1
	beqi	r3,$L106
	lwi	r25,r5,8
	lwi	r11,r5,16
	lwi	r19,r5,20
	lwi	r22,r5,24
	lwi	r26,r5,12
	lwi	r10,r5,28
	lwi	r8,r11,0
	lwi	r3,r19,0
	mul	r8,r8,r3
	andi	r4,r8,65535 #and2
	mul	r3,r26,r4
	andi	r3,r3,65535 #and2
	swi	r3,r10,0
	addik	r3,r0,1	# 0x1
	cmpu	r18,r25,r3
	bgeid	r18,$L73
	bsrli	r8,r8,16
	addik	r23,r0,4	# 0x4
	addk	r7,r0,r0
	addik	r24,r0,1	# 0x1
	addik	r28,r10,-4
	xori	r27,r12,3
	brid	$L27
	addk	r29,r7,r0
$L105:
	lwi	r23,r5,8
	lwi	r10,r5,16
	lwi	r11,r5,20
	lwi	r19,r5,24
	lwi	r24,r5,12
	lwi	r9,r5,28
	beqid	r23,$L12
	addk	r4,r23,r0
	addk	r25,r12,r0
	addk	r22,r12,r0
	addk	r8,r12,r0
	addk	r6,r12,r0
	brid	$L4
	addk	r4,r12,r0
$L107:
	addk	r7,r22,r0
	addk	r26,r12,r0
	addk	r8,r12,r0
$L6:
	lw	r3,r26,r10
	lw	r5,r7,r11
	mul	r3,r3,r5
	addk	r4,r3,r4
	bsrli	r5,r4,16
	addk	r5,r5,r6
	andi	r6,r5,65535 #and2
	andi	r4,r4,65535 #and2
	lw	r3,r26,r9
	lw	r27,r7,r19
	mul	r3,r3,r27
	addk	r4,r3,r4
	bsrli	r3,r4,16
	addk	r3,r3,r6
	andi	r6,r3,65535 #and2
	bsrli	r5,r5,16
	bsrli	r3,r3,16
	addk	r5,r5,r3
	addk	r8,r8,r5
	andi	r4,r4,65535 #and2
	addik	r7,r7,-4
	bneid	r7,$L6
	addik	r26,r26,4
$L4:
	lw	r3,r22,r10
$L114:
	lwi	r5,r11,0
	mul	r3,r3,r5
	addk	r4,r3,r4
	bsrli	r3,r4,16
	addk	r3,r3,r6
	andi	r7,r3,65535 #and2
	bsrli	r3,r3,16
	addk	r5,r3,r8
	andi	r4,r4,65535 #and2
	mul	r3,r24,r4
	andi	r3,r3,65535 #and2
	sw	r3,r22,r9
	lwi	r6,r19,0
	mul	r6,r3,r6
	addk	r6,r6,r4
	bsrli	r6,r6,16
	addk	r6,r6,r7
	andi	r4,r6,65535 #and2
	bsrli	r6,r6,16
	addk	r6,r6,r5
	addik	r25,r25,1
	xor	r3,r23,r25
	beqid	r3,$L7
	addik	r22,r22,4
	bneid	r25,$L107
	addk	r8,r25,r0
	brid	$L114
	lw	r3,r22,r10
$L7:
	addk	r26,r23,r23
	cmpu	r18,r26,r23
	bgeid	r18,$L12
	rsubk	r26,r23,r26
	bslli	r22,r23,2
	addik	r25,r0,4	# 0x4
	addik	r24,r0,1	# 0x1
	addik	r28,r23,-1
	brid	$L11
	addik	r27,r9,-4
$L69:
	addk	r24,r3,r0
$L11:
	cmpu	r18,r23,r24
	bgeid	r18,$L68
	addk	r5,r4,r0
	bslli	r8,r28,2
	addk	r7,r25,r0
	addk	r4,r6,r0
	addk	r6,r12,r0
$L10:
	lw	r3,r7,r10
	lw	r29,r8,r11
	mul	r3,r3,r29
	addk	r3,r3,r5
	bsrli	r5,r3,16
	addk	r5,r5,r4
	andi	r30,r5,65535 #and2
	andi	r4,r3,65535 #and2
	lw	r3,r7,r9
	lw	r29,r8,r19
	mul	r3,r3,r29
	addk	r3,r3,r4
	bsrli	r29,r3,16
	addk	r29,r29,r30
	andi	r4,r29,65535 #and2
	bsrli	r5,r5,16
	bsrli	r29,r29,16
	addk	r5,r5,r29
	addk	r6,r6,r5
	andi	r5,r3,65535 #and2
	addik	r7,r7,4
	xor	r3,r7,r22
	bneid	r3,$L10
	addik	r8,r8,-4
$L9:
	sw	r5,r25,r27
	addik	r3,r24,1
	xor	r24,r26,r24
	bneid	r24,$L69
	addik	r25,r25,4
	brid	$L115
	lwi	r7,r1,300
$L68:
	addk	r4,r6,r0
	brid	$L9
	addk	r6,r12,r0
$L106:
	lwi	r3,r5,8
	swi	r3,r1,36
	lwi	r3,r5,16
	lwi	r6,r5,20
	lwi	r7,r5,24
	lwi	r4,r5,12
	swi	r4,r1,44
	lwi	r19,r5,28
	lwi	r5,r1,36
	beqid	r5,$L108
	addk	r27,r0,r0
	addik	r4,r0,0x00000000
	addik	r5,r0,0x00000000 #li => la
	swi	r8,r1,52
	swi	r9,r1,56
	addk	r8,r12,r0
	addk	r12,r27,r0
	swi	r22,r1,60
	swi	r23,r1,64
	brid	$L14
	addk	r22,r27,r0
$L108:
	addik	r4,r0,0x00000000
	addik	r5,r0,0x00000000 #li => la
$L15:
	brid	$L12
	addk	r4,r5,r0
$L109:
	addk	r27,r12,r0
	beqid	r22,$L14
	addk	r26,r30,r0
$L16:
	lw	r23,r26,r3
	lw	r9,r27,r6
	mul	r11,r23,r9
	addk	r10,r0,r0
	lw	r23,r26,r19
	lw	r9,r27,r7
	mul	r29,r23,r9
	addk	r28,r10,r0
	add	r25,r11,r29
	addc	r24,r10,r28
	add	r5,r5,r25
	addc	r4,r4,r24
	addik	r27,r27,-4
	bneid	r27,$L16
	addik	r26,r26,4
$L14:
	lw	r25,r12,r3
	lwi	r24,r6,0
	mul	r31,r25,r24
	addk	r30,r0,r0
	add	r25,r31,r5
	addc	r24,r30,r4
	lwi	r9,r1,44
	mul	r26,r9,r25
	andi	r26,r26,65535 #and2
	sw	r26,r12,r19
	lwi	r9,r7,0
	mul	r9,r26,r9
	swi	r9,r1,32
	swi	r30,r1,28
	lwi	r4,r1,28
	lwi	r5,r1,32
	add	r25,r5,r25
	addc	r24,r4,r24
	bslli	r26,r24,16
	bsrli	r5,r25,16
	or	r5,r26,r5
	bsrli	r4,r24,16
	addik	r22,r22,1
	lwi	r9,r1,36
	xor	r24,r9,r22
	bneid	r24,$L109
	addik	r12,r12,4
	lwi	r10,r1,36
	addk	r28,r10,r10
	cmpu	r18,r28,r10
	bgeid	r18,$L15
	addk	r12,r8,r0
	rsubk	r28,r10,r28
	bslli	r26,r10,2
	addik	r27,r0,4	# 0x4
	addik	r30,r10,-1
	addik	r29,r19,-4
	brid	$L21
	addk	r31,r10,r0
$L20:
	lw	r25,r10,r3
	lw	r24,r11,r6
	mul	r9,r25,r24
	addk	r8,r0,r0
	lw	r25,r10,r19
	lw	r24,r11,r7
	mul	r23,r25,r24
	addk	r22,r8,r0
	add	r25,r9,r23
	addc	r24,r8,r22
	add	r5,r5,r25
	addc	r4,r4,r24
	addik	r10,r10,4
	xor	r24,r26,r10
	bneid	r24,$L20
	addik	r11,r11,-4
$L19:
	andi	r10,r5,65535 #and2
	sw	r10,r27,r29
	bslli	r11,r4,16
	bsrli	r10,r5,16
	bsrli	r24,r4,16
	addk	r4,r24,r0
	or	r5,r11,r10
	addik	r10,r12,1
	xor	r12,r28,r12
	beqid	r12,$L15
	addik	r27,r27,4
	addk	r12,r10,r0
$L21:
	cmpu	r18,r31,r12
	bgeid	r18,$L19
	bslli	r11,r30,2
	brid	$L20
	addk	r10,r27,r0
$L25:
	addk	r9,r9,r29
	andi	r29,r9,65535 #and2
	addk	r29,r29,r8
	andi	r4,r29,65535 #and2
	bsrli	r9,r9,16
	bsrli	r29,r29,16
	addk	r29,r9,r29
$L26:
	mul	r3,r26,r4
	andi	r3,r3,65535 #and2
	sw	r3,r23,r10
	andi	r8,r7,65535 #and2
	bsrli	r7,r7,16
	addik	r24,r24,1
	xor	r3,r25,r24
	beqid	r3,$L110
	addik	r23,r23,4
$L27:
	lw	r3,r23,r28
	lwi	r5,r22,0
	mul	r3,r3,r5
	addk	r3,r3,r4
	bsrli	r3,r3,16
	lw	r9,r23,r11
	lwi	r4,r19,0
	mul	r9,r9,r4
	beqid	r24,$L23
	addk	r9,r9,r3
	addk	r5,r23,r0
	addk	r6,r0,r0
$L24:
	lw	r4,r6,r11
	lw	r3,r5,r19
	mul	r4,r4,r3
	addk	r4,r4,r8
	andi	r8,r4,65535 #and2
	lw	r3,r6,r10
	lw	r30,r5,r22
	mul	r3,r3,r30
	addk	r3,r3,r29
	bsrli	r4,r4,16
	bsrli	r29,r3,16
	addk	r4,r4,r29
	addk	r7,r7,r4
	andi	r29,r3,65535 #and2
	addik	r5,r5,-4
	bneid	r5,$L24
	addik	r6,r6,4
$L23:
	beqi	r27,$L25
	addk	r29,r8,r29
	addk	r29,r29,r9
	andi	r4,r29,65535 #and2
	brid	$L26
	bsrli	r29,r29,16
$L110:
	addk	r3,r29,r0
$L22:
	addik	r23,r25,1073741823
	bslli	r23,r23,2
	lw	r5,r23,r10
	lwi	r6,r22,0
	mul	r5,r5,r6
	xori	r12,r12,3
	beqid	r12,$L28
	addk	r5,r5,r4
	bsrli	r5,r5,16
	addk	r3,r3,r5
$L31:
	addk	r26,r25,r25
	cmpu	r18,r26,r25
	bgeid	r18,$L30
	rsubk	r26,r25,r26
	addik	r24,r0,4	# 0x4
	addik	r12,r0,1	# 0x1
	addik	r28,r25,-1
	addik	r27,r10,-4
	brid	$L34
	addk	r9,r3,r0
$L73:
	addk	r7,r0,r0
	brid	$L22
	addk	r3,r7,r0
$L28:
	bsrli	r5,r5,16
	brid	$L31
	addk	r8,r8,r5
$L32:
	addk	r9,r8,r9
$L116:
	andi	r3,r9,65535 #and2
	sw	r3,r24,r27
	andi	r8,r7,65535 #and2
	bsrli	r7,r7,16
	bsrli	r9,r9,16
	addik	r3,r12,1
	xor	r12,r12,r26
	beqid	r12,$L111
	addik	r24,r24,4
	addk	r12,r3,r0
$L34:
	cmpu	r18,r25,r12
	bgeid	r18,$L32
	bslli	r6,r28,2
	addk	r5,r24,r0
$L33:
	lw	r4,r5,r11
	lw	r3,r6,r19
	mul	r4,r4,r3
	addk	r4,r4,r8
	andi	r8,r4,65535 #and2
	lw	r3,r5,r10
	lw	r29,r6,r22
	mul	r3,r3,r29
	addk	r3,r3,r9
	bsrli	r4,r4,16
	bsrli	r9,r3,16
	addk	r4,r4,r9
	addk	r7,r7,r4
	andi	r9,r3,65535 #and2
	addik	r6,r6,-4
	xor	r3,r23,r5
	bneid	r3,$L33
	addik	r5,r5,4
	brid	$L116
	addk	r9,r8,r9
$L111:
	addk	r3,r9,r0
$L30:
	brid	$L12
	addk	r4,r8,r3
$L103:
	lwi	r3,r5,8
	swi	r3,r1,164
	lwi	r31,r5,16
	lwi	r29,r5,20
	lwi	r30,r5,24
	lwi	r4,r5,12
	swi	r4,r1,176
	beqid	r3,$L112
	lwi	r28,r5,28
	lwi	r11,r1,172
	swi	r11,r1,68
	swi	r11,r1,60
	addik	r24,r0,0x00000000
	addik	r25,r0,0x00000000 #li => la
	addk	r26,r24,r0
	addk	r27,r25,r0
	swi	r24,r1,28
	swi	r25,r1,32
	brid	$L36
	addk	r19,r0,r0
$L112:
	addik	r6,r0,0x00000000
	addik	r7,r0,0x00000000 #li => la
	swi	r6,r1,28
	swi	r7,r1,32
$L37:
	brid	$L12
	lwi	r4,r1,32
$L113:
	addik	r24,r0,0x00000000
	addik	r25,r0,0x00000000 #li => la
	beqid	r5,$L121
	addk	r7,r19,r0
	lwi	r22,r1,60
	lwi	r23,r1,172
	swi	r30,r1,44
	addk	r30,r29,r0
	swi	r28,r1,52
$L38:
	addk	r7,r19,r0
	lw	r8,r22,r30
	addk	r5,r19,r0
	brlid	r15,__muldi3
	
	lw	r6,r23,r31
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r8,r1,28
	lwi	r9,r1,32
	add	r5,r5,r9
	addc	r4,r4,r8
	swi	r4,r1,104
	swi	r19,r1,100
	lwi	r10,r1,100
	lwi	r11,r1,104
	add	r29,r11,r27
	addc	r28,r10,r26
	swi	r19,r1,36
	swi	r29,r1,40
	swi	r19,r1,76
	swi	r5,r1,80
	addk	r7,r19,r0
	lwi	r11,r1,44
	lw	r8,r22,r11
	addk	r5,r19,r0
	lwi	r3,r1,52
	brlid	r15,__muldi3
	
	lw	r6,r23,r3
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r6,r1,76
	lwi	r7,r1,80
	add	r5,r5,r7
	addc	r4,r4,r6
	swi	r4,r1,112
	swi	r19,r1,108
	lwi	r8,r1,108
	lwi	r9,r1,112
	lwi	r10,r1,36
	lwi	r11,r1,40
	add	r7,r9,r11
	addc	r6,r8,r10
	addk	r26,r19,r0
	addk	r27,r7,r0
	swi	r28,r1,120
	swi	r19,r1,116
	swi	r6,r1,128
	swi	r19,r1,124
	lwi	r8,r1,116
	lwi	r9,r1,120
	lwi	r10,r1,124
	lwi	r11,r1,128
	add	r7,r9,r11
	addc	r6,r8,r10
	add	r25,r25,r7
	addc	r24,r24,r6
	swi	r19,r1,28
	swi	r5,r1,32
	addik	r22,r22,-4
	bneid	r22,$L38
	addik	r23,r23,4
	addk	r29,r30,r0
	lwi	r30,r1,44
	lwi	r28,r1,52
$L36:
	addk	r7,r19,r0
$L121:
	lwi	r8,r29,0
	addk	r5,r19,r0
	lwi	r3,r1,60
	brlid	r15,__muldi3
	
	lw	r6,r3,r31
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r6,r1,28
	lwi	r7,r1,32
	add	r5,r5,r7
	addc	r4,r4,r6
	swi	r4,r1,204
	swi	r19,r1,200
	lwi	r8,r1,200
	lwi	r9,r1,204
	add	r27,r9,r27
	addc	r26,r8,r26
	swi	r19,r1,184
	swi	r27,r1,188
	swi	r26,r1,212
	swi	r19,r1,208
	lwi	r10,r1,208
	lwi	r11,r1,212
	add	r25,r11,r25
	addc	r24,r10,r24
	swi	r19,r1,192
	swi	r5,r1,196
	lwi	r11,r1,176
	mul	r8,r11,r5
	lwi	r3,r1,60
	sw	r8,r3,r28
	addk	r7,r19,r0
	addk	r5,r19,r0
	brlid	r15,__muldi3
	
	lwi	r6,r30,0
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r6,r1,192
	lwi	r7,r1,196
	add	r5,r5,r7
	addc	r4,r4,r6
	swi	r4,r1,220
	swi	r19,r1,216
	lwi	r8,r1,216
	lwi	r9,r1,220
	lwi	r10,r1,184
	lwi	r11,r1,188
	add	r5,r9,r11
	addc	r4,r8,r10
	swi	r19,r1,28
	swi	r5,r1,32
	swi	r4,r1,228
	swi	r19,r1,224
	lwi	r4,r1,224
	lwi	r5,r1,228
	add	r27,r5,r25
	addc	r26,r4,r24
	lwi	r5,r1,68
	addik	r5,r5,1
	swi	r5,r1,68
	lwi	r6,r1,60
	addik	r6,r6,4
	swi	r6,r1,60
	lwi	r7,r1,164
	xor	r3,r7,r5
	bneid	r3,$L113
	lwi	r8,r1,164
	addk	r3,r8,r8
	cmpu	r18,r3,r8
	bgeid	r18,$L37
	rsubk	r3,r8,r3
	swi	r3,r1,76
	bslli	r9,r8,2
	swi	r9,r1,36
	addik	r10,r0,4	# 0x4
	swi	r10,r1,60
	addik	r11,r0,1	# 0x1
	swi	r11,r1,68
	addik	r3,r8,-1
	swi	r3,r1,108
	addk	r19,r0,r0
	addik	r4,r28,-4
	swi	r4,r1,100
	swi	r30,r1,44
	brid	$L43
	swi	r28,r1,52
$L42:
	addk	r7,r19,r0
	lw	r8,r23,r30
	addk	r5,r19,r0
	brlid	r15,__muldi3
	
	lw	r6,r22,r31
	addk	r5,r4,r0
	addk	r4,r3,r0
	add	r5,r5,r25
	addc	r4,r4,r24
	swi	r4,r1,136
	swi	r19,r1,132
	lwi	r8,r1,132
	lwi	r9,r1,136
	lwi	r10,r1,28
	lwi	r11,r1,32
	add	r29,r9,r11
	addc	r28,r8,r10
	swi	r19,r1,84
	swi	r29,r1,88
	swi	r19,r1,92
	swi	r5,r1,96
	addk	r7,r19,r0
	lwi	r11,r1,44
	lw	r8,r23,r11
	addk	r5,r19,r0
	lwi	r3,r1,52
	brlid	r15,__muldi3
	
	lw	r6,r22,r3
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r6,r1,92
	lwi	r7,r1,96
	add	r5,r5,r7
	addc	r4,r4,r6
	swi	r4,r1,144
	swi	r19,r1,140
	lwi	r8,r1,140
	lwi	r9,r1,144
	lwi	r10,r1,84
	lwi	r11,r1,88
	add	r7,r9,r11
	addc	r6,r8,r10
	swi	r19,r1,28
	swi	r7,r1,32
	swi	r28,r1,152
	swi	r19,r1,148
	swi	r6,r1,160
	swi	r19,r1,156
	lwi	r8,r1,148
	lwi	r9,r1,152
	lwi	r10,r1,156
	lwi	r11,r1,160
	add	r7,r9,r11
	addc	r6,r8,r10
	add	r27,r27,r7
	addc	r26,r26,r6
	addk	r24,r19,r0
	addk	r25,r5,r0
	addik	r22,r22,4
	lwi	r11,r1,36
	xor	r3,r11,r22
	bneid	r3,$L42
	addik	r23,r23,-4
	addk	r29,r30,r0
	lwi	r3,r1,100
$L117:
	lwi	r4,r1,60
	sw	r25,r4,r3
	lwi	r5,r1,68
	lwi	r6,r1,60
	addik	r6,r6,4
	swi	r6,r1,60
	lwi	r7,r1,76
	xor	r3,r5,r7
	beqid	r3,$L37
	addik	r4,r5,1
	swi	r4,r1,68
$L43:
	lwi	r5,r1,164
	lwi	r6,r1,68
	cmpu	r18,r5,r6
	bgeid	r18,$L77
	lwi	r7,r1,108
	bslli	r23,r7,2
	lwi	r22,r1,60
	lwi	r24,r1,28
	lwi	r25,r1,32
	swi	r26,r1,28
	swi	r27,r1,32
	addik	r26,r0,0x00000000
	addik	r27,r0,0x00000000 #li => la
	brid	$L42
	addk	r30,r29,r0
$L77:
	lwi	r24,r1,28
	lwi	r25,r1,32
	swi	r26,r1,28
	swi	r27,r1,32
	addik	r26,r0,0x00000000
	addik	r27,r0,0x00000000 #li => la
	brid	$L117
	lwi	r3,r1,100
$L104:
	lwi	r9,r5,8
	swi	r9,r1,52
	lwi	r25,r5,16
	lwi	r10,r5,20
	swi	r10,r1,76
	lwi	r11,r5,24
	swi	r11,r1,28
	lwi	r3,r5,12
	swi	r3,r1,60
	addik	r26,r0,0x00000000
	addik	r27,r0,0x00000000 #li => la
	beqid	r9,$L46
	lwi	r24,r5,28
	addk	r29,r0,r0
	addik	r26,r0,0x00000000
	addik	r27,r0,0x00000000 #li => la
	addk	r19,r29,r0
	lwi	r31,r1,76
	swi	r29,r1,36
	lwi	r28,r1,28
	brid	$L45
	swi	r29,r1,44
$L47:
	addk	r7,r19,r0
	lw	r8,r29,r31
	addk	r5,r19,r0
	brlid	r15,__muldi3
	
	lw	r6,r30,r25
	addk	r22,r3,r0
	addk	r23,r4,r0
	addk	r7,r19,r0
	lw	r8,r29,r28
	addk	r5,r19,r0
	brlid	r15,__muldi3
	
	lw	r6,r30,r24
	addk	r5,r4,r0
	addk	r4,r3,r0
	add	r23,r23,r5
	addc	r22,r22,r4
	add	r27,r27,r23
	addc	r26,r26,r22
	addik	r29,r29,-4
	bneid	r29,$L47
	addik	r30,r30,4
$L45:
	addk	r7,r19,r0
$L118:
	lwi	r8,r31,0
	addk	r5,r19,r0
	lwi	r4,r1,36
	brlid	r15,__muldi3
	
	lw	r6,r4,r25
	addk	r22,r3,r0
	addk	r23,r4,r0
	add	r23,r23,r27
	addc	r22,r22,r26
	lwi	r5,r1,60
	mul	r8,r5,r23
	lwi	r6,r1,36
	sw	r8,r6,r24
	addk	r7,r19,r0
	addk	r5,r19,r0
	brlid	r15,__muldi3
	
	lwi	r6,r28,0
	addk	r5,r4,r0
	addk	r4,r3,r0
	add	r5,r5,r23
	addc	r4,r4,r22
	addk	r27,r4,r0
	lwi	r7,r1,44
	addik	r7,r7,1
	swi	r7,r1,44
	lwi	r8,r1,36
	addik	r8,r8,4
	swi	r8,r1,36
	lwi	r9,r1,52
	xor	r3,r9,r7
	beqid	r3,$L48
	addk	r26,r19,r0
	addk	r29,r8,r0
	bneid	r7,$L47
	addk	r30,r0,r0
	brid	$L118
	addk	r7,r19,r0
$L48:
	lwi	r10,r1,52
	addk	r3,r10,r10
	cmpu	r18,r3,r10
	bgeid	r18,$L46
	rsubk	r3,r10,r3
	swi	r3,r1,44
	bslli	r30,r10,2
	addik	r31,r0,4	# 0x4
	addik	r11,r10,-1
	swi	r11,r1,68
	addk	r28,r0,r0
	addik	r3,r24,-4
	swi	r3,r1,60
	swi	r31,r1,36
	lwi	r31,r1,76
	addk	r3,r30,r0
	addk	r30,r24,r0
	brid	$L52
	addk	r24,r3,r0
$L50:
	lwi	r10,r1,60
$L119:
	lwi	r11,r1,36
	sw	r27,r11,r10
	addk	r3,r26,r0
	addk	r27,r3,r0
	lwi	r3,r1,172
	addik	r4,r3,1
	addik	r11,r11,4
	swi	r11,r1,36
	lwi	r5,r1,44
	xor	r3,r3,r5
	beqid	r3,$L46
	addk	r26,r28,r0
	swi	r4,r1,172
$L52:
	lwi	r4,r1,52
	lwi	r5,r1,172
	cmpu	r18,r4,r5
	bgeid	r18,$L50
	lwi	r6,r1,68
	bslli	r29,r6,2
	lwi	r19,r1,36
$L51:
	addk	r7,r28,r0
	lw	r8,r29,r31
	addk	r5,r28,r0
	brlid	r15,__muldi3
	
	lw	r6,r19,r25
	addk	r22,r3,r0
	addk	r23,r4,r0
	addk	r7,r28,r0
	lwi	r9,r1,28
	lw	r8,r29,r9
	addk	r5,r28,r0
	brlid	r15,__muldi3
	
	lw	r6,r19,r30
	addk	r5,r4,r0
	addk	r4,r3,r0
	add	r23,r23,r5
	addc	r22,r22,r4
	add	r27,r27,r23
	addc	r26,r26,r22
	addik	r19,r19,4
	xor	r3,r24,r19
	bneid	r3,$L51
	addik	r29,r29,-4
	brid	$L119
	lwi	r10,r1,60
$L46:
	brid	$L12
	addk	r4,r27,r0
$L56:
	lwi	r6,r1,108
	lwi	r7,r1,112
	lwi	r8,r1,36
	lwi	r9,r1,40
	add	r5,r7,r9
	addc	r4,r6,r8
	addk	r9,r0,r0
	swi	r9,r1,232
	swi	r5,r1,236
	lwi	r10,r1,232
	lwi	r11,r1,236
	lwi	r8,r1,28
	lwi	r9,r1,32
	add	r7,r11,r9
	addc	r6,r10,r8
	addk	r9,r0,r0
	swi	r9,r1,84
	swi	r7,r1,88
	swi	r4,r1,180
	swi	r9,r1,176
	swi	r6,r1,244
	swi	r9,r1,240
	lwi	r4,r1,176
	lwi	r5,r1,180
	lwi	r6,r1,240
	lwi	r7,r1,244
	add	r5,r5,r7
	addc	r4,r4,r6
	swi	r4,r1,36
	swi	r5,r1,40
$L57:
	lwi	r7,r1,116
	lwi	r8,r1,88
	mul	r3,r7,r8
	lwi	r9,r1,76
	sw	r3,r9,r28
	addk	r10,r0,r0
	swi	r10,r1,28
	swi	r27,r1,32
	addk	r3,r26,r0
	addk	r27,r3,r0
	lwi	r11,r1,92
	addik	r11,r11,1
	swi	r11,r1,92
	addik	r9,r9,4
	swi	r9,r1,76
	lwi	r4,r1,100
	xor	r3,r4,r11
	beqid	r3,$L53
	addk	r26,r19,r0
$L58:
	addk	r7,r19,r0
	lwi	r8,r31,0
	addk	r5,r19,r0
	lwi	r9,r1,124
	lwi	r10,r1,76
	brlid	r15,__muldi3
	
	lw	r6,r10,r9
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r6,r1,84
	lwi	r7,r1,88
	add	r5,r5,r7
	addc	r4,r4,r6
	swi	r4,r1,168
	swi	r19,r1,164
	addk	r7,r19,r0
	lwi	r8,r30,0
	addk	r5,r19,r0
	lwi	r9,r1,76
	brlid	r15,__muldi3
	
	lw	r6,r9,r29
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r10,r1,164
	lwi	r11,r1,168
	add	r11,r5,r11
	addc	r10,r4,r10
	swi	r10,r1,108
	swi	r11,r1,112
	lwi	r11,r1,92
	beqid	r11,$L122
	lwi	r11,r1,132
	lwi	r22,r1,76
	addk	r23,r0,r0
$L55:
	addk	r7,r19,r0
	lw	r8,r22,r30
	addk	r5,r19,r0
	brlid	r15,__muldi3
	
	lw	r6,r23,r29
	addk	r24,r3,r0
	addk	r25,r4,r0
	lwi	r4,r1,28
	lwi	r5,r1,32
	add	r25,r25,r5
	addc	r24,r24,r4
	swi	r19,r1,28
	swi	r25,r1,32
	addk	r7,r19,r0
	lw	r8,r22,r31
	addk	r5,r19,r0
	brlid	r15,__muldi3
	
	lw	r6,r23,r28
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r6,r1,36
	lwi	r7,r1,40
	add	r5,r5,r7
	addc	r4,r4,r6
	swi	r24,r1,48
	swi	r19,r1,44
	swi	r4,r1,56
	swi	r19,r1,52
	lwi	r8,r1,44
	lwi	r9,r1,48
	lwi	r10,r1,52
	lwi	r11,r1,56
	add	r7,r9,r11
	addc	r6,r8,r10
	add	r27,r27,r7
	addc	r26,r26,r6
	swi	r19,r1,36
	swi	r5,r1,40
	addik	r22,r22,-4
	bneid	r22,$L55
	addik	r23,r23,4
	lwi	r11,r1,132
$L122:
	beqi	r11,$L56
	lwi	r6,r1,28
	lwi	r7,r1,32
	lwi	r8,r1,36
	lwi	r9,r1,40
	add	r5,r7,r9
	addc	r4,r6,r8
	lwi	r10,r1,108
	lwi	r11,r1,112
	add	r5,r5,r11
	addc	r4,r4,r10
	addk	r11,r0,r0
	swi	r11,r1,84
	swi	r5,r1,88
	swi	r4,r1,40
	brid	$L57
	swi	r11,r1,36
$L82:
	addik	r26,r0,0x00000000
	addik	r27,r0,0x00000000 #li => la
	swi	r26,r1,36
	swi	r27,r1,40
$L53:
	lwi	r5,r1,100
	addik	r3,r5,1073741823
	bslli	r3,r3,2
	swi	r3,r1,44
	addk	r5,r0,r0
	addk	r7,r5,r0
	lwi	r8,r31,0
	brlid	r15,__muldi3
	
	lw	r6,r3,r28
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r6,r1,84
	lwi	r7,r1,88
	add	r5,r5,r7
	addc	r4,r4,r6
	lwi	r7,r1,172
	xori	r3,r7,3
	beqid	r3,$L59
	addk	r7,r4,r0
	addk	r6,r0,r0
	lwi	r8,r1,36
	lwi	r9,r1,40
	add	r9,r9,r7
	addc	r8,r8,r6
	swi	r8,r1,36
	swi	r9,r1,40
	lwi	r9,r1,100
$L120:
	addk	r3,r9,r9
	cmpu	r18,r3,r9
	bgeid	r18,$L61
	lwi	r11,r1,100
	rsubk	r3,r11,r3
	swi	r3,r1,84
	addik	r3,r0,4	# 0x4
	swi	r3,r1,52
	addik	r4,r0,1	# 0x1
	swi	r4,r1,76
	addik	r5,r11,-1
	swi	r5,r1,108
	addk	r19,r0,r0
	addik	r6,r28,-4
	brid	$L65
	swi	r6,r1,92
$L59:
	addk	r6,r0,r0
	lwi	r10,r1,28
	lwi	r11,r1,32
	add	r11,r11,r7
	addc	r10,r10,r6
	swi	r10,r1,28
	swi	r11,r1,32
	brid	$L120
	lwi	r9,r1,100
$L64:
	addk	r7,r19,r0
	lw	r8,r23,r30
	addk	r5,r19,r0
	brlid	r15,__muldi3
	
	lw	r6,r22,r29
	addk	r24,r3,r0
	addk	r25,r4,r0
	lwi	r10,r1,28
	lwi	r11,r1,32
	add	r25,r25,r11
	addc	r24,r24,r10
	swi	r19,r1,28
	swi	r25,r1,32
	addk	r7,r19,r0
	lw	r8,r23,r31
	addk	r5,r19,r0
	brlid	r15,__muldi3
	
	lw	r6,r22,r28
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r6,r1,36
	lwi	r7,r1,40
	add	r5,r5,r7
	addc	r4,r4,r6
	swi	r24,r1,64
	swi	r19,r1,60
	swi	r4,r1,72
	swi	r19,r1,68
	lwi	r8,r1,60
	lwi	r9,r1,64
	lwi	r10,r1,68
	lwi	r11,r1,72
	add	r7,r9,r11
	addc	r6,r8,r10
	add	r27,r27,r7
	addc	r26,r26,r6
	swi	r19,r1,36
	swi	r5,r1,40
	addik	r23,r23,-4
	lwi	r11,r1,44
	xor	r3,r22,r11
	bneid	r3,$L64
	addik	r22,r22,4
$L63:
	lwi	r6,r1,28
	lwi	r7,r1,32
	lwi	r8,r1,36
	lwi	r9,r1,40
	add	r5,r7,r9
	addc	r4,r6,r8
	lwi	r9,r1,92
	lwi	r10,r1,52
	sw	r5,r10,r9
	addk	r11,r0,r0
	swi	r11,r1,28
	swi	r27,r1,32
	addk	r3,r26,r0
	addk	r27,r3,r0
	swi	r4,r1,40
	swi	r19,r1,36
	lwi	r3,r1,76
	addik	r4,r3,1
	addik	r10,r10,4
	swi	r10,r1,52
	lwi	r5,r1,84
	xor	r3,r5,r3
	beqid	r3,$L61
	addk	r26,r19,r0
	swi	r4,r1,76
$L65:
	lwi	r7,r1,100
	lwi	r8,r1,76
	cmpu	r18,r7,r8
	bgeid	r18,$L63
	lwi	r9,r1,108
	bslli	r23,r9,2
	brid	$L64
	lwi	r22,r1,52
$L61:
	lwi	r3,r1,32
	lwi	r6,r1,40
	addk	r4,r6,r3
$L12:
	lwi	r7,r1,300
$L115:
	swi	r4,r7,0
	lwi	r15,r1,0
	lwi	r19,r1,248
	lwi	r22,r1,252
	lwi	r23,r1,256
	lwi	r24,r1,260
	lwi	r25,r1,264
	lwi	r26,r1,268
	lwi	r27,r1,272
	lwi	r28,r1,276
	lwi	r29,r1,280
	lwi	r30,r1,284
	lwi	r31,r1,288
	rtsd	r15,8 
	
	addik	r1,r1,292
	.end	fips
$Lfe1:
	.size	fips,$Lfe1-fips
	.align	2
	.globl	main
	.ent	main
	.type	main, @function
main:
	.frame	r1,40,r15		# vars= 4, regs= 2, args= 24
	.mask	0x00488000
	addik	r1,r1,-40
	swi	r15,r1,0
	swi	r19,r1,32
	swi	r22,r1,36
	addik	r22,r0,-65536
	lwi	r3,r22,0
	addik	r19,r0,params
	swi	r3,r19,36
	addik	r6,r1,28
	brlid	r15,fips
	
	addk	r5,r19,r0
	lwi	r3,r22,0
	swi	r3,r19,40
	lwi	r3,r1,28
	swi	r3,r19,32
	addk	r3,r0,r0
	lwi	r15,r1,0
	lwi	r19,r1,32
	lwi	r22,r1,36
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
