	.text
	.align	2
	.globl	mont_pshs
	.ent	mont_pshs
	.type	mont_pshs, @function
mont_pshs:
	.frame	r1,320,r15		# vars= 248, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-320
	swi	r15,r1,0
	swi	r19,r1,276
	swi	r22,r1,280
	swi	r23,r1,284
	swi	r24,r1,288
	swi	r25,r1,292
	swi	r26,r1,296
	swi	r27,r1,300
	swi	r28,r1,304
	swi	r29,r1,308
	swi	r30,r1,312
	swi	r31,r1,316
	lwi	r4,r5,8
	lwi	r9,r5,12
	swi	r5,r1,324
	swi	r4,r1,92
	swi	r9,r1,244
	lwi	r4,r5,0
	lwi	r9,r5,4
	swi	r4,r1,28
	swi	r9,r1,232
	lwi	r4,r1,92
	lwi	r9,r1,244
	lwi	r3,r1,28
	mul	r4,r4,r9
	lwi	r9,r1,324
	swi	r4,r1,228
	lwi	r4,r5,16
	lwi	r5,r5,20
	lwi	r9,r9,24
	addk	r3,r3,r3
	swi	r4,r1,96
	swi	r3,r1,196
	swi	r5,r1,64
	swi	r9,r1,216
	lwi	r4,r1,324
	lwi	r9,r1,324
	lwi	r4,r4,28
	lwi	r9,r9,32
	swi	r4,r1,60
	lwi	r4,r1,324
	swi	r9,r1,204
	lwi	r9,r4,40
	lwi	r8,r4,36
	lwi	r4,r1,228
	cmp	r18,r3,r4
	bgeid	r18,$L119
	swi	r9,r1,224
	lwi	r9,r1,232
	addk	r25,r4,r0
	lwi	r4,r1,92
	addik	r3,r9,-1
	lwi	r9,r1,28
	bslli	r5,r4,2
	mul	r3,r3,r4
	swi	r5,r1,240
	bslli	r9,r9,2
	muli	r4,r25,1073741823
	swi	r9,r1,236
	lwi	r9,r1,240
	swi	r4,r1,44
	addk	r5,r8,r5
	addik	r4,r9,4
	lwi	r9,r1,92
	swi	r5,r1,192
	addk	r4,r8,r4
	rsubk	r5,r9,r3
	addk	r9,r9,r3
	swi	r9,r1,140
	lwi	r9,r1,92
	swi	r4,r1,200
	lwi	r4,r1,224
	rsubk	r3,r3,r9
	lwi	r9,r1,140
	addk	r3,r3,r25
	swi	r3,r1,52
	muli	r9,r9,1073741823
	lwi	r3,r1,192
	swi	r9,r1,208
	lwi	r9,r1,236
	swi	r8,r1,40
	addk	r8,r10,r0
	rsubk	r4,r9,r4
	swi	r4,r1,248
	lwi	r4,r1,28
	addk	r9,r11,r0
	addik	r3,r3,8
	rsubk	r5,r4,r5
	swi	r3,r1,220
	swi	r5,r1,212
$L3:
	lwi	r4,r1,92
	addik	r5,r0,-1	# 0xffffffffffffffff
	cmp	r18,r5,r4
	bltid	r18,$L36
	lwi	r3,r1,40
	lwi	r5,r1,220
$L4:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L4
$L36:
	lwi	r5,r1,212
	lwi	r3,r1,52
	addk	r19,r5,r3
	bgeid	r19,$L131
	lwi	r4,r1,92
	addik	r19,r0,-1	# 0xffffffffffffffff
$L131:
	lwi	r5,r1,28
	addik	r19,r19,1
	addk	r4,r4,r25
	swi	r4,r1,36
	cmp	r18,r4,r5
	bgeid	r18,$L6
	swi	r4,r1,32
	swi	r5,r1,32
$L6:
	lwi	r3,r1,32
	cmp	r18,r3,r19
	bgeid	r18,$L120
	lwi	r4,r1,216
	bslli	r3,r19,2
	addk	r22,r4,r3
	swi	r30,r1,68
	swi	r31,r1,72
	swi	r28,r1,76
	swi	r29,r1,80
	addk	r30,r25,r0
	swi	r8,r1,100
	swi	r9,r1,104
	lwi	r10,r1,168
	lwi	r11,r1,172
	lwi	r24,r1,176
	lwi	r25,r1,180
	addk	r28,r22,r0
	addk	r8,r19,r0
	swi	r3,r1,48
	swi	r19,r1,56
$L13:
	rsubk	r22,r8,r30
	lwi	r5,r1,36
	xori	r3,r22,-1
	lwi	r9,r1,28
	bsrai	r3,r3,31
	rsubk	r12,r8,r5
	cmp	r18,r12,r9
	bgeid	r18,$L11
	and	r22,r22,r3
	addk	r12,r9,r0
$L11:
	cmp	r18,r12,r22
	bgeid	r18,$L16
	lwi	r5,r1,44
	lwi	r9,r1,64
	addk	r3,r0,r0
	addk	r19,r5,r8
	addk	r19,r19,r22
	lwi	r5,r1,40
	bslli	r23,r22,2
	bslli	r19,r19,2
	rsubk	r22,r22,r12
	addk	r4,r3,r0
	bslli	r22,r22,2
	addk	r23,r9,r23
	addk	r19,r5,r19
$L15:
	lw	r29,r3,r23
	lwi	r9,r28,0
	lw	r7,r3,r19
	addk	r6,r0,r0
	addk	r11,r4,r0
	addk	r10,r6,r0
	mul	r5,r29,r9
	mulhu	r4,r29,r9
	add	r5,r5,r7
	addc	r4,r4,r6
	add	r5,r5,r11
	addc	r4,r4,r10
	sw	r5,r3,r19
	addik	r3,r3,4
	xor	r5,r22,r3
	bneid	r5,$L15
	lwi	r9,r1,40
	rsubk	r3,r30,r12
	addk	r3,r3,r8
	bslli	r3,r3,2
	beqid	r4,$L16
	addk	r3,r9,r3
$L17:
	lwi	r5,r3,0
	addk	r26,r0,r0
	addk	r25,r4,r0
	addk	r27,r5,r0
	addk	r24,r26,r0
	addk	r4,r4,r5
	swi	r4,r3,0
	add	r5,r27,r25
	addc	r4,r26,r24
	bneid	r4,$L17
	addik	r3,r3,4
$L16:
	lwi	r4,r1,32
	addik	r8,r8,1
	xor	r3,r4,r8
	bneid	r3,$L13
	addik	r28,r28,4
	swi	r24,r1,176
	swi	r25,r1,180
	lwi	r19,r1,56
	addk	r25,r30,r0
	lwi	r28,r1,76
	lwi	r29,r1,80
	lwi	r30,r1,68
	lwi	r31,r1,72
	lwi	r8,r1,100
	lwi	r9,r1,104
	swi	r10,r1,168
	swi	r11,r1,172
$L14:
	lwi	r24,r1,28
	cmp	r18,r24,r25
	bgeid	r18,$L132
	rsubk	r3,r25,r0
	addk	r24,r25,r0
$L132:
	or	r3,r3,r25
	bsrli	r3,r3,31
	muli	r5,r25,-4
	lwi	r4,r1,48
	swi	r3,r1,56
	lwi	r3,r1,204
	swi	r5,r1,100
	swi	r26,r1,160
	swi	r27,r1,164
	addk	r22,r3,r4
	lwi	r3,r1,40
	lwi	r4,r1,52
	lwi	r10,r1,144
	lwi	r11,r1,148
	addk	r5,r3,r5
	swi	r5,r1,68
	lwi	r5,r1,92
	addk	r26,r3,r0
	swi	r24,r1,48
	rsubk	r4,r5,r4
	swi	r4,r1,76
	swi	r6,r1,152
	swi	r7,r1,156
$L9:
	lwi	r3,r1,48
	xor	r4,r19,r3
	rsubk	r3,r4,r0
	or	r3,r3,r4
	bltid	r3,$L22
	lwi	r4,r1,56
	bnei	r4,$L18
$L22:
	lwi	r5,r1,32
$L128:
	cmp	r18,r5,r19
	bgeid	r18,$L121
	lwi	r4,r1,192
	cmp	r18,r25,r19
	bltid	r18,$L24
	lwi	r7,r1,76
	lwi	r5,r1,68
	bslli	r3,r19,2
	lwi	r6,r1,96
	lw	r3,r3,r5
	mul	r3,r3,r6
	swi	r3,r22,0
$L25:
	lwi	r3,r1,52
$L133:
	cmp	r18,r3,r19
	blti	r18,$L26
	lwi	r3,r22,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
$L26:
	rsubk	r24,r19,r25
	lwi	r4,r1,36
	xori	r3,r24,-1
	lwi	r7,r1,28
	bsrai	r3,r3,31
	rsubk	r12,r19,r4
	cmp	r18,r12,r7
	bgeid	r18,$L28
	and	r24,r24,r3
	addk	r12,r7,r0
$L28:
	cmp	r18,r12,r24
	bgeid	r18,$L31
	lwi	r3,r1,44
	lwi	r7,r1,60
	bslli	r5,r24,2
	addk	r23,r3,r19
	addk	r23,r23,r24
	addk	r3,r0,r0
	bslli	r23,r23,2
	rsubk	r24,r24,r12
	addk	r4,r3,r0
	bslli	r24,r24,2
	addk	r6,r7,r5
	addk	r23,r26,r23
$L30:
	lw	r7,r3,r6
	lwi	r27,r22,0
	lw	r31,r3,r23
	addk	r30,r0,r0
	addk	r11,r4,r0
	addk	r10,r30,r0
	mul	r5,r27,r7
	mulhu	r4,r27,r7
	add	r5,r5,r31
	addc	r4,r4,r30
	add	r5,r5,r11
	addc	r4,r4,r10
	sw	r5,r3,r23
	addik	r3,r3,4
	xor	r5,r24,r3
	bnei	r5,$L30
	rsubk	r3,r25,r12
	addk	r3,r3,r19
	bslli	r3,r3,2
	beqid	r4,$L31
	addk	r3,r26,r3
$L32:
	lwi	r5,r3,0
	addk	r28,r0,r0
	addk	r9,r4,r0
	addk	r29,r5,r0
	addk	r8,r28,r0
	addk	r5,r5,r4
	swi	r5,r3,0
	add	r5,r29,r9
	addc	r4,r28,r8
	bneid	r4,$L32
	addik	r3,r3,4
$L31:
	addik	r19,r19,1
	brid	$L9
	addik	r22,r22,4
$L24:
	cmp	r18,r7,r19
	bltid	r18,$L133
	lwi	r3,r1,52
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	brid	$L25
	swi	r3,r22,0
$L121:
	lwi	r6,r1,152
	lwi	r7,r1,156
	lwi	r26,r1,160
	lwi	r27,r1,164
	lwi	r3,r4,0
	swi	r10,r1,144
	swi	r11,r1,148
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r5,r1,200
	lwi	r3,r5,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r4,r1,28
	cmp	r18,r4,r25
	bgeid	r18,$L33
	lwi	r4,r1,92
$L34:
	lwi	r3,r1,44
$L129:
	lwi	r4,r1,208
	lwi	r5,r1,140
	addk	r3,r3,r4
	swi	r3,r1,44
	lwi	r3,r1,52
	lwi	r4,r1,196
	addk	r25,r25,r5
	addk	r3,r3,r5
	cmp	r18,r4,r25
	bltid	r18,$L3
	swi	r3,r1,52
$L2:
	lwi	r7,r1,244
	bneid	r7,$L37
	lwi	r7,r1,232
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,224
	lwi	r4,r1,236
	sw	r3,r4,r9
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r7,r1,232
	addik	r3,r0,1	# 0x1
	cmp	r18,r7,r3
	bgeid	r18,$L134
	lwi	r9,r1,224
	addk	r6,r7,r0
	brlid	r15,__divsi3
	
	lwi	r5,r1,28
	lwi	r7,r1,28
	addk	r9,r3,r0
	addik	r4,r7,1
	lwi	r7,r1,232
	rsubk	r5,r9,r4
	lwi	r4,r1,28
	addik	r3,r7,-1
	lwi	r7,r1,324
	addk	r19,r3,r0
	rsubk	r9,r9,r4
	lwi	r12,r7,52
$L61:
	lwi	r4,r1,92
	bleid	r5,$L40
	mul	r3,r3,r4
	bgtid	r12,$L122
	mul	r11,r19,r4
	addk	r6,r4,r0
	addk	r7,r0,r0
$L41:
	lwi	r4,r1,92
	lwi	r23,r1,28
	lwi	r24,r1,224
	addk	r25,r4,r0
	lwi	r8,r1,228
$L48:
 #APP
 # 35 "pshs.c" 1
	get	r22,rfsl0
 # 0 "" 2
 #NO_APP
	bslli	r10,r3,2
	addik	r4,r4,-1
	sw	r22,r10,r24
	bneid	r4,$L70
	addik	r10,r3,1
	xor	r3,r23,r3
	beqid	r3,$L123
	addk	r3,r11,r0
	addk	r3,r11,r10
	cmp	r18,r23,r3
	bltid	r18,$L45
	addk	r4,r25,r0
	xor	r10,r23,r3
	beqi	r10,$L72
	rsubk	r3,r23,r3
	rsubk	r3,r25,r3
$L45:
	bslli	r10,r8,2
	lw	r10,r10,r24
 #APP
 # 39 "pshs.c" 1
	put	r10,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r6,r6,-1
	bneid	r6,$L73
	addik	r10,r8,1
$L126:
	xor	r8,r23,r8
	beqi	r8,$L74
	addk	r8,r11,r10
	cmp	r18,r23,r8
	bltid	r18,$L47
	addk	r6,r25,r0
	xor	r10,r23,r8
	beqi	r10,$L76
	rsubk	r8,r23,r8
	rsubk	r8,r25,r8
$L47:
	addik	r7,r7,1
	cmp	r18,r5,r7
	blti	r18,$L48
$L40:
	lwi	r7,r1,92
	rsubk	r5,r12,r5
	cmp	r18,r9,r5
	bgeid	r18,$L39
	mul	r8,r19,r7
	lwi	r6,r1,28
	addk	r12,r7,r0
	brid	$L52
	lwi	r11,r1,224
$L124:
	beqid	r10,$L78
	addk	r4,r12,r0
	cmp	r18,r6,r3
	bltid	r18,$L51
	xor	r7,r6,r3
	beqid	r7,$L80
	rsubk	r10,r6,r3
	rsubk	r3,r12,r10
$L51:
	addik	r5,r5,1
	xor	r7,r5,r9
	beqi	r7,$L39
$L52:
 #APP
 # 35 "pshs.c" 1
	get	r10,rfsl0
 # 0 "" 2
 #NO_APP
	bslli	r7,r3,2
	addik	r4,r4,-1
	sw	r10,r7,r11
	addik	r7,r3,1
	xor	r10,r6,r3
	beqid	r4,$L124
	addk	r3,r7,r8
	addik	r5,r5,1
	addk	r3,r7,r0
	xor	r7,r5,r9
	bnei	r7,$L52
$L39:
	lwi	r9,r1,224
$L134:
	lwi	r4,r1,236
	lw	r8,r4,r9
	bneid	r8,$L55
	lwi	r7,r1,28
	addk	r10,r9,r0
	lwi	r9,r1,60
	addik	r4,r7,-1
	brid	$L56
	bslli	r3,r4,2
$L58:
	lw	r6,r3,r10
	lw	r5,r3,r9
	addik	r4,r4,-1
	xor	r7,r6,r5
	bneid	r7,$L125
	addik	r3,r3,-4
$L56:
	xori	r5,r4,-1
	bnei	r5,$L58
$L55:
	lwi	r9,r1,28
	beqi	r9,$L59
$L127:
	addk	r3,r0,r0
	addk	r4,r3,r0
	lwi	r19,r1,60
	lwi	r12,r1,224
	lwi	r24,r1,236
	addk	r6,r0,r0
$L136:
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
	bneid	r5,$L136
	andi	r4,r4,1 #and1
	lwi	r7,r1,224
	lwi	r9,r1,236
	lw	r8,r9,r7
	rsubk	r8,r4,r8
$L59:
	lwi	r4,r1,224
$L130:
	lwi	r7,r1,236
	sw	r8,r7,r4
	lwi	r15,r1,0
$L135:
	lwi	r19,r1,276
	lwi	r22,r1,280
	lwi	r23,r1,284
	lwi	r24,r1,288
	lwi	r25,r1,292
	lwi	r26,r1,296
	lwi	r27,r1,300
	lwi	r28,r1,304
	lwi	r29,r1,308
	lwi	r30,r1,312
	lwi	r31,r1,316
	rtsd	r15,8 
	
	addik	r1,r1,320
$L18:
 #APP
 # 35 "pshs.c" 1
	get	r4,rfsl0
 # 0 "" 2
 # 35 "pshs.c" 1
	get	r5,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r3,r26,0
	lwi	r6,r26,4
	addk	r7,r0,r0
	swi	r3,r1,88
	swi	r7,r1,84
	swi	r7,r1,116
	swi	r4,r1,120
	addk	r3,r3,r4
	swi	r6,r1,128
	swi	r5,r1,136
	swi	r7,r1,124
	lwi	r4,r1,116
	lwi	r5,r1,120
	swi	r7,r1,132
	lwi	r6,r1,84
	lwi	r7,r1,88
	swi	r3,r26,0
	addik	r3,r26,8
	add	r7,r7,r5
	addc	r6,r6,r4
	swi	r6,r1,112
	lwi	r4,r1,132
	lwi	r5,r1,136
	lwi	r6,r1,124
	lwi	r7,r1,128
	add	r7,r7,r5
	addc	r6,r6,r4
	lwi	r5,r1,84
	swi	r5,r1,108
	lwi	r4,r1,108
	lwi	r5,r1,112
	add	r7,r7,r5
	addc	r6,r6,r4
	swi	r6,r1,144
	swi	r7,r1,148
	beqid	r6,$L22
	swi	r7,r26,4
$L23:
	lwi	r4,r3,0
	addk	r6,r0,r0
	addik	r3,r3,4
	addk	r7,r4,r0
	addik	r4,r4,1
	swi	r4,r3,-4
	addi	r5,r7,1
	addc	r4,r6,r0
	bnei	r4,$L23
	swi	r6,r1,184
	swi	r7,r1,188
	brid	$L128
	lwi	r5,r1,32
$L33:
	bleid	r4,$L34
	lwi	r3,r1,100
	lwi	r5,r1,248
	lwi	r10,r1,240
	lwi	r11,r1,40
	rsubk	r4,r3,r5
	addk	r3,r0,r0
$L35:
	lw	r5,r3,r11
	sw	r5,r3,r4
	addik	r3,r3,4
	xor	r5,r10,r3
	bnei	r5,$L35
	brid	$L129
	lwi	r3,r1,44
$L120:
	bslli	r4,r19,2
	brid	$L14
	swi	r4,r1,48
$L37:
	addik	r3,r0,1	# 0x1
	cmp	r18,r7,r3
	bgei	r18,$L39
	addk	r6,r7,r0
	brlid	r15,__divsi3
	
	lwi	r5,r1,28
	lwi	r9,r1,232
	lwi	r4,r1,244
	lwi	r7,r1,28
	addik	r19,r9,-1
	xor	r5,r4,r19
	rsubk	r4,r5,r0
	or	r4,r4,r5
	xori	r4,r4,-1
	bsrli	r4,r4,31
	addik	r5,r7,1
	rsubk	r5,r3,r5
	addk	r9,r5,r0
	lwi	r7,r1,324
	rsubk	r5,r4,r5
	lwi	r4,r1,244
	lwi	r12,r7,52
	brid	$L61
	addik	r3,r4,-1
$L70:
	addk	r3,r10,r0
	bslli	r10,r8,2
	lw	r10,r10,r24
 #APP
 # 39 "pshs.c" 1
	put	r10,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r6,r6,-1
	beqid	r6,$L126
	addik	r10,r8,1
$L73:
	brid	$L47
	addk	r8,r10,r0
$L78:
	brid	$L51
	addk	r3,r8,r0
$L74:
	addk	r6,r25,r0
	brid	$L47
	addk	r8,r11,r0
$L80:
	brid	$L51
	addik	r4,r0,1	# 0x1
$L76:
	brid	$L47
	addik	r6,r0,1	# 0x1
$L125:
	cmpu	r18,r6,r5
	bgeid	r18,$L135
	lwi	r15,r1,0
	lwi	r9,r1,28
	bnei	r9,$L127
	brid	$L130
	lwi	r4,r1,224
$L72:
	brid	$L45
	addik	r4,r0,1	# 0x1
$L122:
	cmp	r18,r12,r5
	bgeid	r18,$L42
	addk	r10,r12,r0
	addk	r10,r5,r0
$L42:
	lwi	r6,r1,92
	lwi	r4,r1,228
	lwi	r22,r1,28
	addk	r24,r6,r0
	lwi	r25,r1,224
	addk	r8,r4,r0
	addk	r7,r0,r0
$L44:
	bslli	r23,r8,2
	lw	r23,r23,r25
 #APP
 # 39 "pshs.c" 1
	put	r23,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r6,r6,-1
	xor	r4,r22,r4
	bneid	r6,$L43
	addik	r8,r8,1
	beqid	r4,$L66
	addk	r8,r8,r11
	addk	r6,r24,r0
	cmp	r18,r22,r8
	bltid	r18,$L43
	xor	r23,r22,r8
	beqid	r23,$L68
	rsubk	r4,r22,r8
	rsubk	r8,r24,r4
$L43:
	addik	r7,r7,1
	cmp	r18,r10,r7
	bltid	r18,$L44
	addk	r4,r8,r0
	cmp	r18,r5,r7
	bltid	r18,$L41
	swi	r8,r1,228
	brid	$L40
	lwi	r4,r1,92
$L66:
	addk	r6,r24,r0
	brid	$L43
	addk	r8,r11,r0
$L68:
	brid	$L43
	addik	r6,r0,1	# 0x1
$L123:
	brid	$L45
	addk	r4,r25,r0
$L119:
	lwi	r7,r1,28
	bslli	r7,r7,2
	brid	$L2
	swi	r7,r1,236
	.end	mont_pshs
$Lfe1:
	.size	mont_pshs,$Lfe1-mont_pshs
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
$Lfe2:
	.size	main,$Lfe2-main
	.globl	params
	.section	.data,"aw"
	.align	2
	.type	params,@object
	.size	params,56
params:
	.space	56
