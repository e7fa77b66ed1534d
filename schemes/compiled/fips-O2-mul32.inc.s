	.text
	.align	2
	.globl	fips
	.ent	fips
	.type	fips, @function
fips:
	.frame	r1,312,r15		# vars= 240, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-312
	swi	r15,r1,0
	swi	r19,r1,268
	swi	r22,r1,272
	swi	r23,r1,276
	swi	r24,r1,280
	swi	r25,r1,284
	swi	r26,r1,288
	swi	r27,r1,292
	swi	r28,r1,296
	swi	r29,r1,300
	swi	r30,r1,304
	swi	r31,r1,308
	lwi	r23,r5,8
	lwi	r22,r5,0
	lwi	r3,r5,4
	swi	r23,r1,112
	lwi	r23,r5,24
	swi	r22,r1,116
	swi	r6,r1,320
	swi	r23,r1,44
	lwi	r23,r5,12
	xori	r3,r3,16
	lwi	r19,r5,16
	swi	r23,r1,128
	lwi	r22,r5,20
	beqid	r3,$L96
	lwi	r30,r5,28
	lwi	r9,r1,116
	beqid	r9,$L97
	lwi	r23,r1,116
	xori	r28,r23,1
	beqid	r28,$L98
	addk	r9,r0,r0
	lwi	r8,r22,0
	lwi	r6,r19,0
	addk	r5,r9,r0
	addk	r7,r9,r0
	addik	r10,r0,0x00000000
	addik	r11,r0,0x00000000 #li => la
	swi	r10,r1,56
	swi	r11,r1,60
	brlid	r15,__muldi3
	
	swi	r9,r1,260
	lwi	r11,r1,128
	lwi	r9,r1,260
	addk	r25,r3,r0
	mul	r3,r11,r4
	lwi	r23,r1,112
	swi	r9,r1,56
	addik	r5,r0,1	# 0x1
	swi	r4,r1,60
	swi	r3,r30,0
	cmpu	r18,r23,r5
	bgeid	r18,$L74
	addk	r24,r9,r0
	lwi	r28,r1,116
	addik	r10,r0,0x00000000
	addik	r11,r0,0x00000000 #li => la
	swi	r10,r1,28
	swi	r11,r1,32
	xori	r28,r28,3
	swi	r28,r1,64
	lwi	r28,r1,28
	lwi	r29,r1,32
	addik	r11,r0,4	# 0x4
	addik	r23,r30,-4
	swi	r5,r1,72
	swi	r11,r1,48
	swi	r23,r1,104
$L50:
	lwi	r10,r1,44
	lwi	r11,r1,104
	lwi	r23,r1,48
	addk	r7,r0,r0
	lwi	r8,r10,0
	lw	r6,r23,r11
	addk	r5,r7,r0
	addk	r31,r7,r0
	brlid	r15,__muldi3
	
	swi	r9,r1,260
	lwi	r10,r1,56
	lwi	r11,r1,60
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r9,r1,260
	addk	r7,r31,r0
	add	r5,r5,r11
	addc	r4,r4,r10
	addk	r5,r31,r0
	lwi	r8,r22,0
	lw	r6,r23,r19
	swi	r9,r1,96
	brlid	r15,__muldi3
	
	swi	r4,r1,100
	addk	r5,r4,r0
	lwi	r10,r1,96
	lwi	r11,r1,100
	addk	r4,r3,r0
	lwi	r9,r1,260
	add	r11,r5,r11
	addc	r10,r4,r10
	swi	r10,r1,80
	swi	r11,r1,84
$L47:
	addk	r7,r0,r0
	lw	r8,r23,r22
	lw	r6,r31,r19
	addk	r5,r7,r0
	brlid	r15,__muldi3
	
	swi	r9,r1,260
	lwi	r11,r1,44
	addk	r7,r0,r0
	addk	r26,r3,r0
	addk	r27,r4,r0
	lw	r8,r23,r11
	lw	r6,r31,r30
	addk	r5,r7,r0
	add	r27,r27,r25
	addc	r26,r26,r24
	brlid	r15,__muldi3
	
	swi	r26,r1,40
	lwi	r9,r1,260
	addk	r5,r4,r0
	addk	r4,r3,r0
	swi	r9,r1,36
	addk	r10,r9,r0
	add	r5,r5,r29
	addc	r4,r4,r28
	addk	r11,r4,r0
	lwi	r6,r1,36
	lwi	r7,r1,40
	addk	r29,r5,r0
	lwi	r4,r1,28
	lwi	r5,r1,32
	add	r7,r7,r11
	addc	r6,r6,r10
	addik	r23,r23,-4
	add	r5,r5,r7
	addc	r4,r4,r6
	swi	r4,r1,28
	swi	r5,r1,32
	addk	r24,r9,r0
	addk	r28,r9,r0
	addk	r25,r27,r0
	bneid	r23,$L47
	addik	r31,r31,4
	swi	r10,r1,120
	swi	r11,r1,124
	lwi	r10,r1,64
	beqid	r10,$L48
	lwi	r11,r1,64
	lwi	r10,r1,80
	lwi	r11,r1,84
	add	r5,r25,r29
	addc	r4,r24,r28
	addk	r28,r23,r0
	add	r5,r5,r11
	addc	r4,r4,r10
	addk	r29,r4,r0
	swi	r23,r1,56
	swi	r5,r1,60
	lwi	r10,r1,128
$L111:
	lwi	r11,r1,60
	lwi	r23,r1,72
	lwi	r4,r1,28
	mul	r3,r10,r11
	lwi	r10,r1,48
	lwi	r11,r1,112
	addik	r23,r23,1
	sw	r3,r10,r30
	addik	r10,r10,4
	lwi	r25,r1,32
	swi	r9,r1,28
	swi	r23,r1,72
	xor	r3,r23,r11
	swi	r4,r1,32
	swi	r10,r1,48
	bneid	r3,$L50
	addk	r24,r0,r0
$L46:
	lwi	r9,r1,112
	lwi	r10,r1,44
	addk	r26,r0,r0
	addik	r23,r9,1073741823
	bslli	r23,r23,2
	addk	r7,r26,r0
	lwi	r8,r10,0
	addk	r5,r26,r0
	brlid	r15,__muldi3
	
	lw	r6,r23,r30
	addk	r5,r4,r0
	lwi	r10,r1,56
	lwi	r11,r1,60
	addk	r4,r3,r0
	addk	r6,r26,r0
	add	r5,r5,r11
	addc	r4,r4,r10
	lwi	r11,r1,64
	bneid	r11,$L99
	addk	r7,r4,r0
	add	r25,r25,r7
	addc	r24,r24,r6
	lwi	r9,r1,112
$L112:
	addk	r3,r9,r9
	cmpu	r18,r3,r9
	bgeid	r18,$L53
	addik	r10,r0,4	# 0x4
	swi	r10,r1,72
	addik	r11,r0,1	# 0x1
	lwi	r10,r1,112
	swi	r11,r1,80
	swi	r23,r1,36
	swi	r22,r1,56
	lwi	r23,r1,112
	lwi	r22,r1,80
	rsubk	r3,r9,r3
	addik	r10,r10,-1
	addik	r9,r30,-4
	swi	r3,r1,88
	swi	r9,r1,104
	swi	r10,r1,96
	swi	r19,r1,48
	swi	r30,r1,64
	cmpu	r18,r23,r22
	bgeid	r18,$L75
	addk	r27,r0,r0
$L100:
	lwi	r9,r1,96
	lwi	r26,r1,72
	bslli	r19,r9,2
$L55:
	lwi	r11,r1,48
	lwi	r10,r1,56
	addk	r7,r0,r0
	lw	r6,r26,r11
	lw	r8,r19,r10
	addk	r5,r7,r0
	brlid	r15,__muldi3
	
	addk	r30,r27,r0
	lwi	r9,r1,44
	lwi	r10,r1,64
	addk	r7,r0,r0
	lw	r8,r19,r9
	lw	r6,r26,r10
	addk	r5,r7,r0
	addk	r22,r3,r0
	brlid	r15,__muldi3
	
	addk	r23,r4,r0
	addk	r5,r4,r0
	addk	r4,r3,r0
	add	r23,r23,r25
	addc	r22,r22,r24
	addk	r31,r22,r0
	add	r5,r5,r29
	addc	r4,r4,r28
	addk	r11,r4,r0
	addk	r10,r27,r0
	addk	r25,r23,r0
	lwi	r22,r1,28
	lwi	r23,r1,32
	lwi	r9,r1,36
	add	r7,r31,r11
	addc	r6,r30,r10
	add	r23,r23,r7
	addc	r22,r22,r6
	xor	r3,r9,r26
	swi	r22,r1,28
	swi	r23,r1,32
	addk	r24,r27,r0
	addk	r28,r27,r0
	addk	r29,r5,r0
	addik	r26,r26,4
	bneid	r3,$L55
	addik	r19,r19,-4
	addk	r5,r25,r0
	addk	r4,r27,r0
	addk	r24,r3,r0
	lwi	r25,r1,32
	lwi	r9,r1,72
$L109:
	lwi	r23,r1,104
	add	r5,r5,r29
	addc	r4,r4,r28
	lwi	r6,r1,28
	sw	r5,r9,r23
	lwi	r22,r1,88
	lwi	r23,r1,80
	addik	r9,r9,4
	swi	r27,r1,28
	xor	r3,r22,r23
	swi	r6,r1,32
	swi	r9,r1,72
	addk	r29,r4,r0
	addk	r28,r27,r0
	beqid	r3,$L53
	addik	r4,r23,1
	swi	r4,r1,80
	lwi	r22,r1,80
	lwi	r23,r1,112
	cmpu	r18,r23,r22
	blti	r18,$L100
$L75:
	addk	r4,r24,r0
	addk	r5,r25,r0
	lwi	r24,r1,28
	lwi	r25,r1,32
	brid	$L109
	lwi	r9,r1,72
$L97:
	lwi	r10,r1,112
	beqid	r10,$L10
	addk	r4,r10,r0
	lwi	r9,r1,116
	addik	r10,r0,0x00000000
	addik	r11,r0,0x00000000 #li => la
	addk	r28,r10,r0
	addk	r31,r9,r0
	addk	r29,r11,r0
	addk	r26,r10,r0
	addk	r27,r11,r0
	swi	r9,r1,120
	swi	r9,r1,132
	swi	r19,r1,36
	swi	r22,r1,104
	swi	r30,r1,96
	lwi	r23,r1,120
$L110:
	lwi	r9,r1,104
	lwi	r22,r1,36
	addk	r7,r0,r0
	lwi	r8,r9,0
	lw	r6,r23,r22
	addk	r5,r7,r0
	swi	r10,r1,260
	swi	r11,r1,264
	swi	r31,r1,148
	brlid	r15,__muldi3
	
	swi	r31,r1,140
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r22,r1,128
	lwi	r9,r1,96
	add	r5,r5,r27
	addc	r4,r4,r26
	mul	r8,r22,r5
	lwi	r22,r1,44
	sw	r8,r23,r9
	swi	r4,r1,160
	swi	r31,r1,156
	lwi	r6,r22,0
	addk	r7,r0,r0
	lwi	r22,r1,156
	lwi	r23,r1,160
	swi	r5,r1,152
	addk	r5,r7,r0
	add	r29,r23,r29
	addc	r28,r22,r28
	swi	r29,r1,144
	brlid	r15,__muldi3
	
	swi	r28,r1,168
	addk	r5,r4,r0
	lwi	r22,r1,148
	lwi	r23,r1,152
	addk	r4,r3,r0
	swi	r31,r1,164
	lwi	r10,r1,260
	add	r5,r5,r23
	addc	r4,r4,r22
	lwi	r23,r1,132
	lwi	r11,r1,264
	swi	r4,r1,176
	addik	r23,r23,1
	swi	r23,r1,132
	lwi	r22,r1,164
	lwi	r23,r1,168
	swi	r31,r1,172
	lwi	r6,r1,140
	lwi	r7,r1,144
	add	r11,r23,r11
	addc	r10,r22,r10
	lwi	r22,r1,172
	lwi	r23,r1,176
	lwi	r28,r1,120
	lwi	r9,r1,132
	add	r5,r23,r7
	addc	r4,r22,r6
	swi	r4,r1,184
	lwi	r22,r1,112
	swi	r31,r1,180
	lwi	r6,r1,180
	lwi	r7,r1,184
	addik	r28,r28,4
	swi	r28,r1,120
	xor	r23,r9,r22
	addk	r26,r31,r0
	add	r29,r7,r11
	addc	r28,r6,r10
	beqid	r23,$L101
	addk	r27,r5,r0
	lwi	r23,r1,116
	lwi	r19,r1,120
	addik	r10,r0,0x00000000
	addik	r11,r0,0x00000000 #li => la
	addk	r30,r23,r0
$L33:
	lwi	r22,r1,104
	lwi	r23,r1,36
	addk	r7,r0,r0
	lw	r8,r19,r22
	lw	r6,r30,r23
	addk	r5,r7,r0
	swi	r10,r1,260
	brlid	r15,__muldi3
	
	swi	r11,r1,264
	lwi	r9,r1,44
	addk	r5,r4,r0
	addk	r4,r3,r0
	lw	r8,r19,r9
	lwi	r9,r1,96
	add	r5,r5,r27
	addc	r4,r4,r26
	addk	r7,r0,r0
	lw	r6,r30,r9
	addk	r23,r5,r0
	addk	r5,r7,r0
	swi	r4,r1,32
	brlid	r15,__muldi3
	
	swi	r31,r1,28
	addk	r5,r4,r0
	addk	r22,r31,r0
	addk	r4,r3,r0
	lwi	r8,r1,28
	lwi	r9,r1,32
	swi	r31,r1,48
	add	r5,r5,r23
	addc	r4,r4,r22
	add	r7,r9,r29
	addc	r6,r8,r28
	swi	r4,r1,52
	lwi	r8,r1,48
	lwi	r9,r1,52
	addk	r24,r31,r0
	addk	r25,r7,r0
	swi	r6,r1,60
	swi	r31,r1,56
	add	r7,r9,r25
	addc	r6,r8,r24
	swi	r6,r1,68
	swi	r31,r1,64
	addk	r29,r7,r0
	lwi	r8,r1,64
	lwi	r9,r1,68
	lwi	r6,r1,56
	lwi	r7,r1,60
	lwi	r10,r1,260
	lwi	r11,r1,264
	addk	r27,r5,r0
	addik	r19,r19,-4
	add	r5,r7,r9
	addc	r4,r6,r8
	addk	r26,r31,r0
	addk	r28,r31,r0
	add	r11,r11,r5
	addc	r10,r10,r4
	bneid	r19,$L33
	addik	r30,r30,4
	swi	r22,r1,204
	swi	r23,r1,208
	brid	$L110
	lwi	r23,r1,120
$L53:
	addk	r4,r29,r25
$L10:
	lwi	r28,r1,320
$L117:
	swi	r4,r28,0
	lwi	r15,r1,0
	lwi	r19,r1,268
	lwi	r22,r1,272
	lwi	r23,r1,276
	lwi	r24,r1,280
	lwi	r25,r1,284
	lwi	r26,r1,288
	lwi	r27,r1,292
	lwi	r28,r1,296
	lwi	r29,r1,300
	lwi	r30,r1,304
	lwi	r31,r1,308
	rtsd	r15,8 
	
	addik	r1,r1,312
$L48:
	swi	r11,r1,132
	lwi	r10,r1,80
	lwi	r11,r1,84
	add	r29,r11,r29
	addc	r28,r10,r28
	lwi	r11,r1,64
	swi	r29,r1,136
	swi	r28,r1,192
	swi	r11,r1,188
	swi	r11,r1,56
	lwi	r10,r1,132
	lwi	r11,r1,136
	add	r5,r11,r25
	addc	r4,r10,r24
	lwi	r11,r1,64
	swi	r4,r1,200
	swi	r5,r1,60
	swi	r11,r1,196
	lwi	r4,r1,196
	lwi	r5,r1,200
	lwi	r10,r1,188
	lwi	r11,r1,192
	add	r29,r11,r5
	addc	r28,r10,r4
	brid	$L111
	lwi	r10,r1,128
$L96:
	lwi	r23,r1,116
	beqi	r23,$L102
	xori	r4,r23,1
	beqid	r4,$L103
	lwi	r23,r1,112
	lwi	r5,r22,0
	lwi	r4,r19,0
	lwi	r10,r1,128
	mul	r4,r4,r5
	addik	r11,r0,1	# 0x1
	andi	r6,r4,65535 #and2
	mul	r5,r6,r10
	addk	r8,r3,r0
	bsrli	r4,r4,16
	andi	r5,r5,65535 #and2
	cmpu	r18,r23,r11
	bgeid	r18,$L64
	swi	r5,r30,0
	lwi	r9,r1,116
	addik	r28,r30,-4
	swi	r28,r1,104
	xori	r9,r9,3
	swi	r9,r1,64
	addk	r27,r4,r0
	addk	r28,r3,r0
	lwi	r9,r1,44
	lwi	r24,r1,128
	lwi	r25,r1,104
	lwi	r26,r1,64
	addik	r10,r0,4	# 0x4
$L23:
	lw	r3,r10,r25
	lwi	r5,r9,0
	lw	r12,r10,r19
	lwi	r4,r22,0
	mul	r3,r3,r5
	addk	r7,r10,r0
	mul	r12,r12,r4
	addk	r3,r3,r6
	bsrli	r3,r3,16
	addk	r6,r0,r0
	addk	r12,r12,r3
$L20:
	lw	r5,r7,r9
	lw	r4,r6,r19
	lw	r29,r7,r22
	lw	r3,r6,r30
	addik	r7,r7,-4
	mul	r4,r4,r29
	addik	r6,r6,4
	mul	r3,r3,r5
	addk	r4,r4,r27
	bsrli	r5,r4,16
	addk	r3,r3,r28
	bsrli	r27,r3,16
	addk	r5,r5,r27
	andi	r27,r4,65535 #and2
	andi	r28,r3,65535 #and2
	bneid	r7,$L20
	addk	r8,r8,r5
	beqi	r26,$L21
	addk	r6,r27,r28
	addk	r6,r6,r12
	bsrli	r28,r6,16
	andi	r6,r6,65535 #and2
$L22:
	mul	r3,r6,r24
	addik	r11,r11,1
	andi	r3,r3,65535 #and2
	sw	r3,r10,r30
	xor	r3,r11,r23
	andi	r27,r8,65535 #and2
	addik	r10,r10,4
	bneid	r3,$L23
	bsrli	r8,r8,16
	addk	r4,r27,r0
	addk	r5,r28,r0
$L19:
	lwi	r11,r1,112
	lwi	r23,r1,44
	lwi	r28,r1,64
	addik	r10,r11,1073741823
	bslli	r10,r10,2
	lwi	r7,r23,0
	lw	r3,r10,r30
	mul	r3,r3,r7
	addk	r3,r3,r6
	beqid	r28,$L24
	bsrli	r3,r3,16
	addk	r5,r5,r3
$L25:
	lwi	r9,r1,112
	addk	r23,r9,r9
	cmpu	r18,r23,r9
	bgeid	r18,$L26
	addik	r28,r30,-4
	swi	r28,r1,104
	addk	r29,r5,r0
	addk	r28,r4,r0
	addk	r26,r9,r0
	lwi	r25,r1,44
	lwi	r27,r1,104
	rsubk	r23,r9,r23
	addik	r12,r0,4	# 0x4
	addik	r11,r0,1	# 0x1
	addik	r24,r9,-1
$L29:
	cmpu	r18,r26,r11
	bgeid	r18,$L65
	addk	r3,r28,r0
	addk	r6,r12,r0
	bslli	r7,r24,2
$L28:
	lw	r9,r7,r22
	lw	r5,r7,r25
	lw	r4,r6,r19
	lw	r3,r6,r30
	addik	r7,r7,-4
	mul	r4,r4,r9
	xor	r9,r10,r6
	mul	r3,r3,r5
	addk	r4,r4,r28
	bsrli	r5,r4,16
	addk	r3,r3,r29
	bsrli	r28,r3,16
	addk	r5,r5,r28
	addk	r8,r8,r5
	andi	r28,r4,65535 #and2
	andi	r29,r3,65535 #and2
	bneid	r9,$L28
	addik	r6,r6,4
	addk	r3,r28,r0
	andi	r28,r8,0xffff
$L27:
	addk	r3,r3,r29
	andi	r4,r3,65535 #and2
	sw	r4,r12,r27
	xor	r4,r23,r11
	bsrli	r8,r8,16
	bsrli	r29,r3,16
	addik	r11,r11,1
	bneid	r4,$L29
	addik	r12,r12,4
	addk	r4,r28,r0
	addk	r5,r29,r0
$L26:
	brid	$L10
	addk	r4,r4,r5
$L99:
	add	r29,r29,r7
	addc	r28,r28,r6
	brid	$L112
	lwi	r9,r1,112
$L103:
	beqid	r23,$L104
	addk	r3,r4,r0
	swi	r10,r1,28
	swi	r11,r1,32
	swi	r28,r1,36
	swi	r29,r1,40
	addk	r10,r3,r0
	addk	r28,r3,r0
	addk	r12,r22,r0
	lwi	r3,r1,44
	addik	r4,r0,0x00000000
	addik	r5,r0,0x00000000 #li => la
	lw	r7,r28,r19
$L113:
	lwi	r6,r12,0
	lwi	r11,r1,112
	addik	r10,r10,1
	mul	r27,r7,r6
	xor	r22,r10,r11
	lwi	r11,r1,128
	addk	r26,r0,r0
	add	r7,r27,r5
	addc	r6,r26,r4
	mul	r23,r11,r7
	swi	r26,r1,104
	andi	r23,r23,65535 #and2
	sw	r23,r28,r30
	lwi	r11,r3,0
	addik	r28,r28,4
	mul	r11,r23,r11
	swi	r11,r1,108
	lwi	r4,r1,104
	lwi	r5,r1,108
	add	r7,r5,r7
	addc	r6,r4,r6
	bslli	r23,r6,16
	bsrli	r5,r7,16
	bsrli	r4,r6,16
	beqid	r22,$L105
	or	r5,r23,r5
	addk	r6,r28,r0
	addk	r7,r26,r0
$L14:
	lw	r23,r6,r12
	lw	r22,r7,r30
	lw	r29,r7,r19
	lw	r11,r6,r3
	addk	r8,r0,r0
	mul	r9,r29,r23
	addk	r24,r8,r0
	mul	r25,r22,r11
	addik	r6,r6,-4
	add	r23,r9,r25
	addc	r22,r8,r24
	add	r5,r5,r23
	addc	r4,r4,r22
	bneid	r6,$L14
	addik	r7,r7,4
	brid	$L113
	lw	r7,r28,r19
$L21:
	addk	r12,r12,r28
	andi	r6,r12,65535 #and2
	addk	r6,r6,r27
	bsrli	r28,r6,16
	bsrli	r12,r12,16
	andi	r6,r6,65535 #and2
	brid	$L22
	addk	r28,r12,r28
$L101:
	lwi	r9,r1,112
	lwi	r19,r1,36
	lwi	r22,r1,104
	addk	r3,r9,r9
	cmpu	r18,r3,r9
	bgeid	r18,$L92
	lwi	r30,r1,96
	lwi	r10,r1,112
	lwi	r11,r1,112
	addik	r25,r0,1	# 0x1
	bslli	r10,r10,2
	swi	r25,r1,116
	swi	r19,r1,48
	swi	r22,r1,56
	addk	r19,r23,r0
	lwi	r22,r1,116
	lwi	r23,r1,112
	rsubk	r3,r11,r3
	swi	r10,r1,36
	addik	r9,r0,4	# 0x4
	addik	r10,r30,-4
	addik	r11,r11,-1
	swi	r3,r1,120
	swi	r9,r1,96
	swi	r10,r1,104
	swi	r11,r1,128
	swi	r28,r1,28
	swi	r29,r1,32
	cmpu	r18,r23,r22
	bgeid	r18,$L69
	swi	r30,r1,64
	lwi	r9,r1,128
$L118:
	lwi	r22,r1,96
	addik	r4,r0,0x00000000
	addik	r5,r0,0x00000000 #li => la
	bslli	r28,r9,2
	addk	r23,r22,r0
	addk	r22,r28,r0
	addk	r24,r26,r0
	addk	r25,r27,r0
	lwi	r26,r1,28
	lwi	r27,r1,32
	swi	r4,r1,28
	swi	r5,r1,32
$L36:
	lwi	r10,r1,48
	lwi	r9,r1,56
	addk	r7,r0,r0
	lw	r6,r23,r10
	lw	r8,r22,r9
	addk	r5,r7,r0
	addk	r28,r19,r0
	brlid	r15,__muldi3
	
	addk	r30,r19,r0
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r11,r1,44
	lwi	r9,r1,64
	add	r5,r5,r25
	addc	r4,r4,r24
	addk	r7,r0,r0
	lw	r8,r22,r11
	lw	r6,r23,r9
	addk	r29,r5,r0
	addk	r5,r7,r0
	swi	r4,r1,76
	brlid	r15,__muldi3
	
	swi	r19,r1,72
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r10,r1,72
	lwi	r11,r1,76
	swi	r19,r1,80
	add	r5,r5,r29
	addc	r4,r4,r28
	add	r7,r11,r27
	addc	r6,r10,r26
	swi	r4,r1,84
	lwi	r10,r1,80
	lwi	r11,r1,84
	addk	r31,r7,r0
	lwi	r9,r1,36
	swi	r6,r1,92
	swi	r19,r1,88
	add	r7,r11,r31
	addc	r6,r10,r30
	addik	r23,r23,4
	addk	r11,r6,r0
	addk	r10,r19,r0
	xor	r3,r9,r23
	lwi	r8,r1,88
	lwi	r9,r1,92
	addk	r25,r5,r0
	lwi	r4,r1,28
	lwi	r5,r1,32
	addk	r27,r7,r0
	add	r7,r9,r11
	addc	r6,r8,r10
	add	r5,r5,r7
	addc	r4,r4,r6
	swi	r4,r1,28
	swi	r5,r1,32
	addk	r24,r19,r0
	addk	r26,r19,r0
	bneid	r3,$L36
	addik	r22,r22,-4
	swi	r28,r1,212
	swi	r29,r1,216
	lwi	r28,r1,96
$L114:
	lwi	r23,r1,104
	lwi	r22,r1,116
	lwi	r9,r1,120
	sw	r25,r28,r23
	addik	r28,r28,4
	xor	r3,r9,r22
	swi	r28,r1,96
	beqid	r3,$L94
	addik	r4,r22,1
	swi	r4,r1,116
	lwi	r22,r1,116
	lwi	r23,r1,112
	cmpu	r18,r23,r22
	bltid	r18,$L118
	lwi	r9,r1,128
$L69:
	addik	r22,r0,0x00000000
	addik	r23,r0,0x00000000 #li => la
	addk	r25,r27,r0
	lwi	r26,r1,28
	lwi	r27,r1,32
	swi	r22,r1,28
	swi	r23,r1,32
	brid	$L114
	lwi	r28,r1,96
$L94:
	brid	$L10
	addk	r4,r27,r0
$L98:
	lwi	r9,r1,112
	beqid	r9,$L10
	addk	r4,r9,r0
	addk	r23,r28,r0
	addik	r26,r0,0x00000000
	addik	r27,r0,0x00000000 #li => la
	swi	r28,r1,28
	addk	r7,r0,r0
$L115:
	lwi	r11,r1,28
	lw	r6,r28,r19
	lwi	r8,r22,0
	addk	r5,r7,r0
	lwi	r9,r1,112
	addik	r11,r11,1
	swi	r11,r1,28
	brlid	r15,__muldi3
	
	xor	r29,r11,r9
	addk	r10,r3,r0
	addk	r11,r4,r0
	lwi	r9,r1,128
	addk	r7,r0,r0
	add	r11,r11,r27
	addc	r10,r10,r26
	mul	r8,r9,r11
	lwi	r9,r1,44
	sw	r8,r28,r30
	lwi	r6,r9,0
	addk	r5,r7,r0
	swi	r10,r1,260
	brlid	r15,__muldi3
	
	swi	r11,r1,264
	addk	r5,r4,r0
	lwi	r10,r1,260
	addk	r4,r3,r0
	lwi	r11,r1,264
	addk	r26,r23,r0
	addik	r28,r28,4
	add	r5,r5,r11
	addc	r4,r4,r10
	beqid	r29,$L107
	addk	r27,r4,r0
	addk	r31,r28,r0
	addk	r29,r0,r0
$L41:
	lw	r8,r31,r22
	lw	r6,r29,r19
	addk	r7,r23,r0
	brlid	r15,__muldi3
	
	addk	r5,r0,r0
	lwi	r10,r1,44
	lw	r6,r29,r30
	addk	r7,r23,r0
	lw	r8,r31,r10
	addk	r5,r0,r0
	addk	r24,r3,r0
	brlid	r15,__muldi3
	
	addk	r25,r4,r0
	addk	r5,r4,r0
	addk	r4,r3,r0
	addik	r31,r31,-4
	add	r11,r25,r5
	addc	r10,r24,r4
	add	r27,r27,r11
	addc	r26,r26,r10
	bneid	r31,$L41
	addik	r29,r29,4
	brid	$L115
	addk	r7,r0,r0
$L65:
	brid	$L27
	addk	r28,r8,r0
$L107:
	lwi	r10,r1,112
	addk	r3,r10,r10
	cmpu	r18,r3,r10
	bgeid	r18,$L94
	addk	r31,r29,r0
	lwi	r11,r1,112
	addik	r28,r0,4	# 0x4
	addik	r9,r30,-4
	rsubk	r3,r11,r3
	addik	r10,r11,-1
	bslli	r23,r11,2
	swi	r3,r1,36
	swi	r28,r1,28
	swi	r9,r1,104
	swi	r10,r1,48
$L45:
	lwi	r11,r1,116
	lwi	r28,r1,112
	cmpu	r18,r28,r11
	bgeid	r18,$L43
	lwi	r28,r1,28
	lwi	r9,r1,48
	addk	r3,r28,r0
	bslli	r29,r9,2
	addk	r28,r29,r0
	addk	r29,r3,r0
$L44:
	lw	r8,r28,r22
	lw	r6,r29,r19
	addk	r7,r31,r0
	brlid	r15,__muldi3
	
	addk	r5,r0,r0
	lwi	r10,r1,44
	lw	r6,r29,r30
	addk	r7,r31,r0
	lw	r8,r28,r10
	addk	r5,r0,r0
	addk	r24,r3,r0
	brlid	r15,__muldi3
	
	addk	r25,r4,r0
	addk	r5,r4,r0
	addk	r4,r3,r0
	addik	r29,r29,4
	xor	r3,r23,r29
	add	r25,r25,r5
	addc	r24,r24,r4
	add	r27,r27,r25
	addc	r26,r26,r24
	bneid	r3,$L44
	addik	r28,r28,-4
$L43:
	lwi	r28,r1,28
	lwi	r11,r1,104
	lwi	r10,r1,116
	lwi	r9,r1,36
	addk	r3,r26,r0
	sw	r27,r28,r11
	addik	r28,r28,4
	xor	r4,r9,r10
	swi	r28,r1,28
	addk	r26,r31,r0
	addk	r27,r3,r0
	beqid	r4,$L93
	addik	r25,r10,1
	brid	$L45
	swi	r25,r1,116
$L105:
	lwi	r9,r1,112
	addk	r24,r9,r9
	cmpu	r18,r24,r9
	bgeid	r18,$L92
	addk	r22,r12,r0
	addik	r9,r30,-4
	swi	r9,r1,104
	lwi	r9,r1,112
	lwi	r23,r1,112
	lwi	r27,r1,116
	addk	r31,r9,r0
	lwi	r26,r1,44
	bslli	r12,r23,2
	rsubk	r24,r23,r24
	addik	r25,r9,-1
	addik	r23,r0,4	# 0x4
$L18:
	cmpu	r18,r31,r27
	bgeid	r18,$L16
	addk	r3,r23,r0
	bslli	r6,r25,2
$L17:
	lw	r9,r6,r22
	lw	r8,r3,r30
	lw	r7,r6,r26
	lw	r28,r3,r19
	addk	r10,r0,r0
	mul	r29,r8,r7
	addik	r3,r3,4
	mul	r11,r28,r9
	addk	r28,r10,r0
	xor	r7,r12,r3
	add	r9,r11,r29
	addc	r8,r10,r28
	add	r5,r5,r9
	addc	r4,r4,r8
	bneid	r7,$L17
	addik	r6,r6,-4
$L16:
	lwi	r9,r1,104
	bslli	r6,r4,16
	bsrli	r3,r5,16
	bsrli	r8,r4,16
	andi	r7,r5,65535 #and2
	or	r3,r6,r3
	sw	r7,r23,r9
	xor	r6,r24,r27
	addk	r4,r8,r0
	addk	r5,r3,r0
	addik	r27,r27,1
	bneid	r6,$L18
	addik	r23,r23,4
$L93:
	brid	$L10
	addk	r4,r3,r0
$L102:
	lwi	r28,r1,112
	beqid	r28,$L10
	addk	r4,r28,r0
	lwi	r9,r1,116
	lwi	r23,r1,112
	lwi	r11,r1,44
	addk	r10,r9,r0
	addk	r7,r9,r0
	addk	r6,r9,r0
	addk	r4,r9,r0
	addk	r12,r9,r0
	lwi	r24,r1,128
	lw	r3,r9,r19
$L116:
	lwi	r5,r22,0
	addik	r10,r10,1
	xor	r8,r10,r23
	mul	r3,r3,r5
	addk	r3,r3,r4
	andi	r5,r3,65535 #and2
	mul	r4,r5,r24
	bsrli	r3,r3,16
	andi	r4,r4,65535 #and2
	sw	r4,r9,r30
	lwi	r25,r11,0
	addk	r3,r3,r6
	andi	r6,r3,65535 #and2
	mul	r4,r4,r25
	addik	r9,r9,4
	bsrli	r3,r3,16
	addk	r4,r4,r5
	bsrli	r4,r4,16
	addk	r5,r4,r6
	bsrli	r6,r5,16
	addk	r3,r3,r7
	andi	r4,r5,65535 #and2
	beqid	r8,$L108
	addk	r6,r6,r3
	addk	r5,r9,r0
	addk	r8,r12,r0
	addk	r7,r12,r0
$L6:
	lw	r3,r8,r19
	lw	r27,r5,r22
	lw	r25,r8,r30
	lw	r26,r5,r11
	mul	r3,r3,r27
	addik	r5,r5,-4
	mul	r25,r25,r26
	addk	r3,r3,r4
	bsrli	r4,r3,16
	andi	r3,r3,65535 #and2
	addk	r3,r25,r3
	addk	r4,r4,r6
	bsrli	r6,r3,16
	bsrli	r25,r4,16
	andi	r4,r4,65535 #and2
	addk	r4,r6,r4
	bsrli	r6,r4,16
	addk	r25,r25,r6
	addk	r7,r7,r25
	andi	r6,r4,65535 #and2
	andi	r4,r3,65535 #and2
	bneid	r5,$L6
	addik	r8,r8,4
	brid	$L116
	lw	r3,r9,r19
$L108:
	lwi	r9,r1,112
	addk	r24,r9,r9
	cmpu	r18,r24,r9
	bgeid	r18,$L10
	addik	r10,r30,-4
	swi	r10,r1,104
	bslli	r11,r9,2
	addk	r10,r9,r0
	rsubk	r24,r9,r24
	addik	r25,r9,-1
	lwi	r27,r1,116
	lwi	r9,r1,44
	lwi	r26,r1,104
	addik	r23,r0,4	# 0x4
	addik	r12,r0,1	# 0x1
$L9:
	cmpu	r18,r10,r12
	bgeid	r18,$L59
	addk	r3,r4,r0
	addk	r4,r6,r0
	addk	r7,r23,r0
	addk	r6,r27,r0
	bslli	r8,r25,2
$L8:
	lw	r5,r7,r19
	lw	r31,r8,r22
	lw	r29,r8,r9
	lw	r28,r7,r30
	mul	r5,r5,r31
	addik	r7,r7,4
	mul	r28,r28,r29
	addk	r3,r5,r3
	bsrli	r5,r3,16
	andi	r3,r3,65535 #and2
	addk	r3,r28,r3
	addk	r5,r5,r4
	bsrli	r4,r3,16
	bsrli	r28,r5,16
	andi	r5,r5,65535 #and2
	addk	r4,r4,r5
	bsrli	r5,r4,16
	xor	r29,r11,r7
	addk	r5,r28,r5
	andi	r4,r4,65535 #and2
	addk	r6,r6,r5
	andi	r3,r3,65535 #and2
	bneid	r29,$L8
	addik	r8,r8,-4
$L7:
	sw	r3,r23,r26
	xor	r3,r24,r12
	addik	r23,r23,4
	bneid	r3,$L9
	addik	r12,r12,1
	brid	$L117
	lwi	r28,r1,320
$L59:
	addk	r4,r6,r0
	brid	$L7
	addk	r6,r27,r0
$L24:
	brid	$L25
	addk	r4,r4,r3
$L74:
	addik	r10,r0,0x00000000
	addik	r11,r0,0x00000000 #li => la
	swi	r10,r1,28
	swi	r11,r1,32
	lwi	r11,r1,116
	lwi	r28,r1,28
	lwi	r29,r1,32
	xori	r11,r11,3
	brid	$L46
	swi	r11,r1,64
$L64:
	lwi	r10,r1,116
	addk	r5,r3,r0
	xori	r10,r10,3
	brid	$L19
	swi	r10,r1,64
$L92:
	brid	$L10
	addk	r4,r5,r0
$L104:
	brid	$L10
	addk	r4,r23,r0
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
