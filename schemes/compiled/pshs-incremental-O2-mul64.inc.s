	.text
	.align	2
	.ent	advance
	.type	advance, @function
advance:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	lwi	r4,r5,0
	lwi	r3,r5,4
	addik	r9,r4,1
	addik	r3,r3,-1
	swi	r9,r5,0
	bneid	r3,$L1
	swi	r3,r5,4
	xor	r4,r4,r6
	beqi	r4,$L8
	mul	r7,r7,r8
	rsubk	r7,r8,r7
	addk	r7,r7,r9
	cmp	r18,r6,r7
	bgeid	r18,$L4
	swi	r7,r5,0
	swi	r8,r5,4
$L1:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L4:
	xor	r3,r7,r6
	beqid	r3,$L9
	rsubk	r6,r6,r7
	rsubk	r7,r8,r6
	swi	r7,r5,0
	brid	$L1
	swi	r8,r5,4
$L9:
	addik	r3,r0,1	# 0x1
	rtsd	r15,8 
	
	swi	r3,r5,4
$L8:
	addik	r7,r7,-1
	mul	r7,r7,r8
	swi	r8,r5,4
	rtsd	r15,8 
	
	swi	r7,r5,0
	.end	advance
$Lfe1:
	.size	advance,$Lfe1-advance
	.align	2
	.globl	mont_pshs
	.ent	mont_pshs
	.type	mont_pshs, @function
mont_pshs:
	.frame	r1,356,r15		# vars= 284, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-356
	swi	r15,r1,0
	swi	r19,r1,312
	swi	r22,r1,316
	swi	r23,r1,320
	swi	r24,r1,324
	swi	r25,r1,328
	swi	r26,r1,332
	swi	r27,r1,336
	swi	r28,r1,340
	swi	r29,r1,344
	swi	r30,r1,348
	swi	r31,r1,352
	lwi	r4,r5,8
	lwi	r11,r5,0
	lwi	r10,r5,12
	swi	r4,r1,108
	swi	r11,r1,56
	lwi	r11,r1,108
	swi	r10,r1,256
	swi	r5,r1,360
	mul	r10,r11,r10
	lwi	r4,r5,4
	swi	r10,r1,268
	lwi	r10,r1,360
	lwi	r3,r1,56
	swi	r4,r1,264
	lwi	r10,r10,24
	lwi	r4,r5,16
	lwi	r5,r5,20
	addk	r3,r3,r3
	swi	r4,r1,116
	swi	r10,r1,244
	swi	r3,r1,224
	swi	r5,r1,84
	lwi	r11,r1,360
	lwi	r4,r1,360
	lwi	r10,r1,360
	lwi	r11,r11,28
	lwi	r4,r4,32
	lwi	r10,r10,36
	swi	r11,r1,80
	lwi	r11,r1,360
	swi	r4,r1,232
	lwi	r4,r1,268
	lwi	r11,r11,40
	swi	r10,r1,44
	cmp	r18,r3,r4
	bgeid	r18,$L107
	swi	r11,r1,252
	lwi	r11,r1,264
	lwi	r4,r1,108
	lwi	r10,r1,268
	addik	r3,r11,-1
	mul	r3,r3,r4
	swi	r10,r1,48
	bslli	r11,r4,2
	muli	r5,r10,1073741823
	lwi	r4,r1,56
	lwi	r10,r1,44
	bslli	r4,r4,2
	addk	r10,r10,r11
	swi	r4,r1,260
	swi	r11,r1,272
	addik	r4,r11,4
	lwi	r11,r1,108
	swi	r10,r1,220
	swi	r5,r1,64
	addk	r10,r11,r3
	rsubk	r5,r11,r3
	rsubk	r3,r3,r11
	muli	r11,r10,1073741823
	swi	r10,r1,160
	swi	r11,r1,236
	lwi	r10,r1,44
	lwi	r11,r1,268
	addk	r4,r10,r4
	addk	r3,r3,r11
	lwi	r10,r1,260
	lwi	r11,r1,56
	swi	r4,r1,228
	swi	r3,r1,72
	lwi	r4,r1,252
	lwi	r3,r1,220
	rsubk	r5,r11,r5
	rsubk	r4,r10,r4
	addik	r3,r3,8
	swi	r3,r1,248
	swi	r4,r1,276
	swi	r5,r1,240
$L12:
	lwi	r10,r1,108
	addik	r11,r0,-1	# 0xffffffffffffffff
	lwi	r3,r1,44
	cmp	r18,r11,r10
	bltid	r18,$L48
	lwi	r5,r1,248
$L13:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L13
$L48:
	lwi	r3,r1,240
	lwi	r4,r1,72
	addk	r12,r3,r4
	bgeid	r12,$L116
	lwi	r5,r1,108
	addik	r12,r0,-1	# 0xffffffffffffffff
$L116:
	lwi	r10,r1,48
	lwi	r11,r1,56
	addik	r12,r12,1
	addk	r5,r5,r10
	cmp	r18,r5,r11
	bgeid	r18,$L15
	swi	r5,r1,60
	swi	r11,r1,60
$L15:
	lwi	r3,r1,48
	lwi	r5,r1,108
	lwi	r10,r1,56
	rsubk	r4,r12,r3
	xori	r3,r4,-1
	bsrai	r3,r3,31
	addk	r5,r4,r5
	swi	r5,r1,112
	swi	r10,r1,52
	cmp	r18,r10,r5
	bgeid	r18,$L17
	and	r25,r4,r3
	swi	r5,r1,52
$L17:
	lwi	r11,r1,60
	cmp	r18,r11,r12
	bgeid	r18,$L108
	lwi	r5,r1,244
	bslli	r4,r12,2
	lwi	r3,r1,52
	addk	r11,r5,r4
	addk	r26,r11,r0
	swi	r30,r1,92
	swi	r31,r1,96
	lwi	r27,r1,112
	addk	r19,r25,r0
	addk	r24,r12,r0
	lwi	r10,r1,204
	lwi	r11,r1,208
	addk	r30,r3,r0
	swi	r4,r1,68
	swi	r12,r1,76
	swi	r25,r1,88
	swi	r28,r1,120
	swi	r29,r1,124
$L19:
	cmp	r18,r30,r19
	bgeid	r18,$L24
	rsubk	r5,r19,r30
	lwi	r3,r1,64
	bslli	r28,r5,2
	bslli	r25,r19,2
	lwi	r5,r1,84
	addk	r12,r3,r19
	addk	r12,r12,r24
	addk	r3,r0,r0
	addk	r25,r5,r25
	lwi	r5,r1,44
	bslli	r12,r12,2
	addk	r4,r3,r0
	addk	r12,r5,r12
$L20:
	lw	r31,r3,r25
	lwi	r29,r26,0
	lw	r9,r3,r12
	addk	r8,r0,r0
	addk	r23,r4,r0
	addk	r22,r8,r0
	mul	r5,r31,r29
	mulhu	r4,r31,r29
	add	r5,r5,r9
	addc	r4,r4,r8
	add	r5,r5,r23
	addc	r4,r4,r22
	sw	r5,r3,r12
	addik	r3,r3,4
	xor	r5,r28,r3
	bneid	r5,$L20
	lwi	r5,r1,48
	rsubk	r3,r5,r30
	addk	r3,r3,r24
	lwi	r5,r1,44
	bslli	r3,r3,2
	beqid	r4,$L24
	addk	r3,r5,r3
$L21:
	lwi	r5,r3,0
	addk	r6,r0,r0
	addk	r11,r4,r0
	addk	r7,r5,r0
	addk	r10,r6,r0
	addk	r5,r5,r4
	swi	r5,r3,0
	add	r5,r7,r11
	addc	r4,r6,r10
	bneid	r4,$L21
	addik	r3,r3,4
$L24:
	beqid	r19,$L117
	lwi	r4,r1,56
	addik	r19,r19,-1
$L117:
	addik	r27,r27,-1
	cmp	r18,r4,r27
	bgeid	r18,$L118
	lwi	r5,r1,60
	addk	r30,r27,r0
$L118:
	addik	r24,r24,1
	xor	r3,r5,r24
	bneid	r3,$L19
	addik	r26,r26,4
	lwi	r12,r1,76
	lwi	r25,r1,88
	lwi	r30,r1,92
	lwi	r31,r1,96
	lwi	r28,r1,120
	lwi	r29,r1,124
	swi	r10,r1,204
	swi	r11,r1,208
$L18:
	lwi	r27,r1,56
	lwi	r10,r1,48
	cmp	r18,r27,r10
	bgeid	r18,$L119
	lwi	r4,r1,48
	addk	r27,r10,r0
$L119:
	lwi	r10,r1,68
	lwi	r5,r1,232
	rsubk	r3,r4,r0
	or	r3,r3,r4
	addk	r24,r5,r10
	lwi	r11,r1,48
	lwi	r4,r1,72
	lwi	r10,r1,108
	bsrli	r3,r3,31
	muli	r11,r11,-4
	rsubk	r4,r10,r4
	swi	r3,r1,76
	lwi	r3,r1,44
	swi	r4,r1,92
	lwi	r4,r1,164
	lwi	r5,r1,168
	swi	r27,r1,68
	swi	r8,r1,180
	swi	r9,r1,184
	swi	r22,r1,188
	swi	r23,r1,192
	swi	r6,r1,196
	swi	r7,r1,200
	addk	r22,r25,r0
	addk	r8,r12,r0
	addk	r25,r24,r0
	lwi	r6,r1,112
	lwi	r26,r1,172
	lwi	r27,r1,176
	swi	r11,r1,120
	addk	r11,r3,r11
	swi	r11,r1,88
	swi	r4,r1,304
	swi	r5,r1,308
$L44:
	lwi	r5,r1,68
	xor	r4,r8,r5
	rsubk	r3,r4,r0
	or	r3,r3,r4
	bltid	r3,$L32
	lwi	r7,r1,76
	bnei	r7,$L28
$L32:
	lwi	r10,r1,60
	cmp	r18,r10,r8
	bgeid	r18,$L109
	lwi	r5,r1,48
	cmp	r18,r5,r8
	bltid	r18,$L34
	lwi	r11,r1,92
	lwi	r7,r1,88
	bslli	r3,r8,2
	lwi	r10,r1,116
	lw	r3,r3,r7
	mul	r3,r3,r10
	swi	r3,r25,0
$L35:
	lwi	r3,r1,72
$L122:
	cmp	r18,r3,r8
	bltid	r18,$L120
	lwi	r4,r1,52
	lwi	r3,r25,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r4,r1,52
$L120:
	cmp	r18,r4,r22
	bgeid	r18,$L41
	lwi	r5,r1,64
	lwi	r7,r1,52
	lwi	r10,r1,80
	addk	r19,r5,r22
	lwi	r11,r1,44
	addk	r19,r19,r8
	addk	r3,r0,r0
	bslli	r12,r22,2
	bslli	r19,r19,2
	rsubk	r24,r22,r7
	addk	r4,r3,r0
	bslli	r24,r24,2
	addk	r12,r10,r12
	addk	r19,r11,r19
$L40:
	lw	r7,r3,r12
	lwi	r9,r25,0
	lw	r31,r3,r19
	addk	r30,r0,r0
	addk	r11,r4,r0
	addk	r10,r30,r0
	mul	r5,r9,r7
	mulhu	r4,r9,r7
	add	r5,r5,r31
	addc	r4,r4,r30
	add	r5,r5,r11
	addc	r4,r4,r10
	sw	r5,r3,r19
	addik	r3,r3,4
	xor	r5,r24,r3
	bneid	r5,$L40
	lwi	r5,r1,52
	lwi	r7,r1,48
	swi	r10,r1,304
	swi	r11,r1,308
	lwi	r10,r1,44
	rsubk	r3,r7,r5
	addk	r3,r3,r8
	bslli	r3,r3,2
	beqid	r4,$L41
	addk	r3,r10,r3
	lwi	r10,r1,304
	lwi	r11,r1,308
$L42:
	lwi	r5,r3,0
	addk	r28,r0,r0
	addk	r27,r4,r0
	addk	r29,r5,r0
	addk	r26,r28,r0
	addk	r5,r5,r4
	swi	r5,r3,0
	add	r5,r29,r27
	addc	r4,r28,r26
	bneid	r4,$L42
	addik	r3,r3,4
	swi	r10,r1,304
	swi	r11,r1,308
$L41:
	beqid	r22,$L121
	lwi	r11,r1,56
	addik	r22,r22,-1
$L121:
	addik	r6,r6,-1
	cmp	r18,r11,r6
	bgei	r18,$L43
	swi	r6,r1,52
$L43:
	addik	r8,r8,1
	brid	$L44
	addik	r25,r25,4
$L34:
	cmp	r18,r11,r8
	bltid	r18,$L122
	lwi	r3,r1,72
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	brid	$L35
	swi	r3,r25,0
$L109:
	lwi	r4,r1,304
	lwi	r5,r1,308
	lwi	r8,r1,180
	lwi	r9,r1,184
	lwi	r22,r1,188
	lwi	r23,r1,192
	swi	r4,r1,164
	swi	r5,r1,168
	lwi	r4,r1,220
	lwi	r6,r1,196
	lwi	r7,r1,200
	swi	r26,r1,172
	swi	r27,r1,176
	lwi	r3,r4,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r5,r1,228
	lwi	r3,r5,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r10,r1,56
	lwi	r11,r1,48
	cmp	r18,r10,r11
	bgeid	r18,$L45
	lwi	r10,r1,108
$L46:
	lwi	r4,r1,160
$L114:
	lwi	r3,r1,48
	lwi	r11,r1,72
	lwi	r5,r1,64
	lwi	r10,r1,236
	addk	r3,r3,r4
	addk	r11,r11,r4
	lwi	r4,r1,224
	addk	r5,r5,r10
	swi	r3,r1,48
	swi	r5,r1,64
	cmp	r18,r4,r3
	bltid	r18,$L12
	swi	r11,r1,72
$L11:
	lwi	r4,r1,256
	bneid	r4,$L123
	lwi	r4,r1,264
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r10,r1,252
	lwi	r11,r1,260
	sw	r3,r11,r10
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r4,r1,264
$L123:
	addik	r3,r0,1	# 0x1
	cmp	r18,r4,r3
	bgeid	r18,$L50
	addk	r6,r4,r0
	brlid	r15,__divsi3
	
	lwi	r5,r1,56
	lwi	r10,r1,264
	lwi	r11,r1,256
	addk	r6,r3,r0
	addik	r5,r10,-1
	xor	r8,r5,r11
	lwi	r10,r1,56
	rsubk	r4,r8,r0
	rsubk	r7,r11,r0
	or	r4,r4,r8
	or	r7,r7,r11
	xori	r4,r4,-1
	lwi	r11,r1,268
	addik	r22,r10,1
	bsrli	r4,r4,31
	rsubk	r23,r6,r22
	lwi	r10,r1,108
	xori	r3,r7,-1
	bsrli	r3,r3,31
	swi	r11,r1,36
	rsubk	r23,r4,r23
	lwi	r11,r1,360
	lwi	r4,r1,256
	addk	r3,r3,r6
	swi	r10,r1,40
	lwi	r19,r11,52
	bneid	r4,$L110
	rsubk	r22,r3,r22
$L51:
	lwi	r10,r1,108
	mul	r5,r5,r10
	swi	r10,r1,32
	bleid	r23,$L52
	swi	r5,r1,28
	lwi	r26,r1,56
	addk	r27,r10,r0
	lwi	r28,r1,264
	lwi	r29,r1,252
	lwi	r25,r1,268
	brid	$L54
	addk	r24,r0,r0
$L53:
	bslli	r3,r25,2
$L113:
	lw	r3,r3,r29
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	addk	r8,r27,r0
	addk	r7,r28,r0
	addk	r6,r26,r0
	addik	r5,r1,36
	brlid	r15,advance
	
	addik	r24,r24,1
	xor	r3,r23,r24
	beqid	r3,$L52
	lwi	r25,r1,36
$L54:
	cmp	r18,r19,r24
	blti	r18,$L53
 #APP
 # 35 "pshs.c" 1
	get	r4,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r3,r1,28
	addk	r8,r27,r0
	addk	r7,r28,r0
	bslli	r3,r3,2
	addk	r6,r26,r0
	addik	r5,r1,28
	brlid	r15,advance
	
	sw	r4,r3,r29
	brid	$L113
	bslli	r3,r25,2
$L28:
 #APP
 # 35 "pshs.c" 1
	get	r4,rfsl0
 # 0 "" 2
 # 35 "pshs.c" 1
	get	r5,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r7,r1,44
	addk	r11,r0,r0
	swi	r11,r1,100
	lwi	r3,r7,0
	lwi	r10,r7,4
	swi	r11,r1,136
	swi	r3,r1,104
	swi	r4,r1,140
	addk	r3,r3,r4
	swi	r10,r1,148
	swi	r5,r1,156
	swi	r11,r1,144
	lwi	r4,r1,136
	lwi	r5,r1,140
	swi	r11,r1,152
	lwi	r10,r1,100
	lwi	r11,r1,104
	swi	r3,r7,0
	addik	r3,r7,8
	add	r11,r11,r5
	addc	r10,r10,r4
	swi	r10,r1,132
	lwi	r4,r1,152
	lwi	r5,r1,156
	lwi	r10,r1,144
	lwi	r11,r1,148
	add	r11,r11,r5
	addc	r10,r10,r4
	lwi	r5,r1,100
	swi	r5,r1,128
	lwi	r4,r1,128
	lwi	r5,r1,132
	add	r11,r11,r5
	addc	r10,r10,r4
	swi	r10,r1,164
	swi	r11,r1,168
	beqid	r10,$L32
	swi	r11,r7,4
	addk	r7,r25,r0
	lwi	r10,r1,304
	lwi	r11,r1,308
$L33:
	lwi	r4,r3,0
	addk	r24,r0,r0
	addik	r3,r3,4
	addk	r25,r4,r0
	addik	r4,r4,1
	swi	r4,r3,-4
	addi	r5,r25,1
	addc	r4,r24,r0
	bnei	r4,$L33
	swi	r24,r1,212
	swi	r25,r1,216
	swi	r10,r1,304
	swi	r11,r1,308
	brid	$L32
	addk	r25,r7,r0
$L45:
	bleid	r10,$L46
	lwi	r11,r1,276
	lwi	r3,r1,120
	lwi	r10,r1,272
	rsubk	r4,r3,r11
	lwi	r11,r1,44
	addk	r3,r0,r0
$L47:
	lw	r5,r3,r11
	sw	r5,r3,r4
	addik	r3,r3,4
	xor	r5,r10,r3
	bnei	r5,$L47
	brid	$L114
	lwi	r4,r1,160
$L52:
	rsubk	r19,r19,r23
	cmp	r18,r22,r19
	bgeid	r18,$L124
	lwi	r11,r1,252
	lwi	r23,r1,56
	lwi	r24,r1,108
	lwi	r25,r1,264
	lwi	r26,r1,252
$L55:
 #APP
 # 35 "pshs.c" 1
	get	r4,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r3,r1,28
	addk	r8,r24,r0
	addk	r7,r25,r0
	bslli	r3,r3,2
	addk	r6,r23,r0
	sw	r4,r3,r26
	addik	r5,r1,28
	brlid	r15,advance
	
	addik	r19,r19,1
	xor	r3,r22,r19
	bnei	r3,$L55
$L50:
	lwi	r11,r1,252
$L124:
	lwi	r4,r1,260
	lw	r8,r4,r11
	bneid	r8,$L125
	lwi	r11,r1,56
	lwi	r10,r1,56
	lwi	r9,r1,80
	addik	r4,r10,-1
	bslli	r3,r4,2
	brid	$L59
	lwi	r10,r1,252
$L61:
	lw	r6,r3,r10
	lw	r5,r3,r9
	addik	r4,r4,-1
	xor	r7,r6,r5
	bneid	r7,$L111
	addik	r3,r3,-4
$L59:
	xori	r5,r4,-1
	bneid	r5,$L61
	lwi	r11,r1,56
$L125:
	beqi	r11,$L62
$L112:
	addk	r3,r0,r0
	addk	r4,r3,r0
	lwi	r19,r1,80
	lwi	r12,r1,252
	lwi	r24,r1,260
	addk	r6,r0,r0
$L127:
	lw	r7,r3,r12
	lw	r9,r3,r19
	addk	r8,r6,r0
	addk	r11,r4,r0
	addk	r10,r6,r0
	rsub	r23,r9,r7
	rsubc	r22,r8,r6
	rsub	r5,r11,r23
	rsubc	r4,r10,r22
	sw	r5,r3,r12
	addik	r3,r3,4
	xor	r5,r3,r24
	bneid	r5,$L127
	andi	r4,r4,1 #and1
	lwi	r10,r1,252
	lwi	r11,r1,260
	lw	r8,r11,r10
	rsubk	r8,r4,r8
$L62:
	lwi	r4,r1,252
$L115:
	lwi	r10,r1,260
	sw	r8,r10,r4
	lwi	r15,r1,0
$L126:
	lwi	r19,r1,312
	lwi	r22,r1,316
	lwi	r23,r1,320
	lwi	r24,r1,324
	lwi	r25,r1,328
	lwi	r26,r1,332
	lwi	r27,r1,336
	lwi	r28,r1,340
	lwi	r29,r1,344
	lwi	r30,r1,348
	lwi	r31,r1,352
	rtsd	r15,8 
	
	addik	r1,r1,356
$L108:
	bslli	r3,r12,2
	brid	$L18
	swi	r3,r1,68
$L110:
	brid	$L51
	addik	r5,r4,-1
$L111:
	cmpu	r18,r6,r5
	bgeid	r18,$L126
	lwi	r15,r1,0
	lwi	r11,r1,56
	bnei	r11,$L112
	brid	$L115
	lwi	r4,r1,252
$L107:
	lwi	r10,r1,56
	bslli	r10,r10,2
	brid	$L11
	swi	r10,r1,260
	.end	mont_pshs
$Lfe2:
	.size	mont_pshs,$Lfe2-mont_pshs
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.ent	main
	.type	main, @function
main:
	.frame	r1,36,r15		# vars= 0, regs= 2, args= 24
	.mask	0x00488000
	addik	r1,r1,-36
	swi	r19,r1,28
	swi	r22,r1,32
	addik	r19,r0,params
	addik	r22,r0,-65536
	swi	r15,r1,0
	addk	r5,r19,r0
	lwi	r3,r22,0
	brlid	r15,mont_pshs
	
	swi	r3,r19,44
	lwi	r4,r22,0
	addk	r3,r0,r0
	swi	r4,r19,48
	lwi	r15,r1,0
	lwi	r19,r1,28
	lwi	r22,r1,32
	rtsd	r15,8 
	
	addik	r1,r1,36
	.end	main
$Lfe3:
	.size	main,$Lfe3-main
	.globl	params
	.section	.data,"aw"
	.align	2
	.type	params,@object
	.size	params,56
params:
	.space	56
