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
	.frame	r1,340,r15		# vars= 268, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-340
	swi	r15,r1,0
	swi	r19,r1,296
	swi	r22,r1,300
	swi	r23,r1,304
	swi	r24,r1,308
	swi	r25,r1,312
	swi	r26,r1,316
	swi	r27,r1,320
	swi	r28,r1,324
	swi	r29,r1,328
	swi	r30,r1,332
	swi	r31,r1,336
	lwi	r4,r5,8
	lwi	r23,r5,0
	lwi	r22,r5,12
	swi	r4,r1,124
	swi	r23,r1,52
	lwi	r23,r1,124
	swi	r22,r1,248
	swi	r5,r1,344
	mul	r22,r23,r22
	lwi	r4,r5,4
	swi	r22,r1,260
	lwi	r22,r1,344
	lwi	r3,r1,52
	swi	r4,r1,256
	lwi	r22,r22,24
	lwi	r4,r5,16
	lwi	r5,r5,20
	addk	r3,r3,r3
	swi	r4,r1,120
	swi	r22,r1,76
	swi	r3,r1,220
	swi	r5,r1,92
	lwi	r23,r1,344
	lwi	r4,r1,344
	lwi	r22,r1,344
	lwi	r23,r23,28
	lwi	r4,r4,32
	lwi	r22,r22,36
	swi	r23,r1,88
	lwi	r23,r1,344
	swi	r4,r1,228
	lwi	r4,r1,260
	lwi	r23,r23,40
	swi	r22,r1,44
	cmp	r18,r3,r4
	bgeid	r18,$L109
	swi	r23,r1,244
	lwi	r22,r1,256
	lwi	r23,r1,124
	lwi	r7,r1,260
	addik	r3,r22,-1
	lwi	r22,r1,52
	bslli	r4,r23,2
	mul	r3,r3,r23
	lwi	r5,r1,44
	bslli	r22,r22,2
	muli	r23,r7,1073741823
	swi	r22,r1,252
	lwi	r22,r1,124
	swi	r4,r1,264
	lwi	r6,r1,264
	addk	r4,r5,r4
	swi	r23,r1,64
	rsubk	r5,r22,r3
	addk	r23,r22,r3
	rsubk	r3,r3,r22
	lwi	r22,r1,44
	swi	r4,r1,216
	addik	r4,r6,4
	addk	r4,r22,r4
	muli	r6,r23,1073741823
	addk	r3,r3,r7
	lwi	r22,r1,52
	swi	r23,r1,164
	swi	r4,r1,224
	lwi	r23,r1,216
	lwi	r4,r1,252
	swi	r3,r1,72
	lwi	r3,r1,244
	swi	r6,r1,232
	swi	r7,r1,48
	addk	r6,r10,r0
	addk	r7,r11,r0
	addik	r23,r23,8
	rsubk	r3,r4,r3
	rsubk	r5,r22,r5
	swi	r23,r1,240
	swi	r3,r1,268
	swi	r5,r1,236
$L12:
	lwi	r4,r1,124
	addik	r5,r0,-1	# 0xffffffffffffffff
	cmp	r18,r5,r4
	bltid	r18,$L45
	lwi	r3,r1,44
	lwi	r5,r1,240
$L13:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L13
$L45:
	lwi	r23,r1,236
	lwi	r3,r1,72
	addk	r19,r23,r3
	bgeid	r19,$L121
	lwi	r4,r1,124
	addik	r19,r0,-1	# 0xffffffffffffffff
$L121:
	lwi	r5,r1,48
	lwi	r22,r1,52
	addik	r19,r19,1
	addk	r4,r4,r5
	swi	r4,r1,60
	cmp	r18,r4,r22
	bgeid	r18,$L15
	swi	r4,r1,56
	swi	r22,r1,56
$L15:
	lwi	r3,r1,56
	cmp	r18,r3,r19
	bgeid	r18,$L122
	lwi	r4,r1,52
	swi	r28,r1,96
	swi	r29,r1,100
	swi	r6,r1,104
	swi	r7,r1,108
	lwi	r10,r1,200
	lwi	r11,r1,204
	lwi	r28,r1,48
	addk	r6,r19,r0
	swi	r19,r1,68
	swi	r30,r1,80
	swi	r31,r1,84
	rsubk	r22,r6,r28
$L123:
	lwi	r4,r1,60
	xori	r3,r22,-1
	lwi	r23,r1,52
	bsrai	r3,r3,31
	rsubk	r12,r6,r4
	cmp	r18,r12,r23
	bgeid	r18,$L20
	and	r22,r22,r3
	addk	r12,r23,r0
$L20:
	lwi	r4,r1,76
	bslli	r3,r6,2
	cmp	r18,r12,r22
	bgeid	r18,$L24
	lw	r30,r3,r4
	lwi	r23,r1,64
	lwi	r5,r1,92
	addk	r3,r0,r0
	addk	r19,r23,r6
	bslli	r23,r22,2
	addk	r19,r19,r22
	addk	r23,r5,r23
	lwi	r5,r1,44
	bslli	r19,r19,2
	rsubk	r22,r22,r12
	addk	r4,r3,r0
	bslli	r22,r22,2
	addk	r19,r5,r19
$L23:
	lw	r7,r3,r23
	lw	r9,r3,r19
	addk	r8,r0,r0
	addk	r25,r4,r0
	addk	r24,r8,r0
	mul	r5,r30,r7
	mulhu	r4,r30,r7
	add	r5,r5,r9
	addc	r4,r4,r8
	add	r5,r5,r25
	addc	r4,r4,r24
	sw	r5,r3,r19
	addik	r3,r3,4
	xor	r5,r22,r3
	bnei	r5,$L23
	rsubk	r3,r28,r12
	lwi	r22,r1,44
	addk	r3,r3,r6
	bslli	r3,r3,2
	beqid	r4,$L24
	addk	r3,r22,r3
$L25:
	lwi	r5,r3,0
	addk	r26,r0,r0
	addk	r11,r4,r0
	addk	r27,r5,r0
	addk	r10,r26,r0
	addk	r5,r5,r4
	swi	r5,r3,0
	add	r5,r27,r11
	addc	r4,r26,r10
	bneid	r4,$L25
	addik	r3,r3,4
$L24:
	lwi	r5,r1,56
	addik	r6,r6,1
	xor	r3,r5,r6
	bneid	r3,$L123
	rsubk	r22,r6,r28
	lwi	r19,r1,68
	lwi	r30,r1,80
	lwi	r31,r1,84
	lwi	r28,r1,96
	lwi	r29,r1,100
	lwi	r6,r1,104
	lwi	r7,r1,108
	swi	r10,r1,200
	swi	r11,r1,204
	lwi	r4,r1,52
$L122:
	lwi	r5,r1,48
	cmp	r18,r4,r5
	bgeid	r18,$L17
	swi	r4,r1,68
	swi	r5,r1,68
$L17:
	lwi	r23,r1,48
	lwi	r22,r1,48
	lwi	r5,r1,44
	rsubk	r3,r23,r0
	or	r3,r3,r23
	bsrli	r3,r3,31
	muli	r22,r22,-4
	swi	r3,r1,80
	bslli	r4,r19,2
	lwi	r3,r1,228
	addk	r5,r5,r22
	lwi	r23,r1,124
	swi	r22,r1,160
	lwi	r22,r1,72
	addk	r4,r3,r4
	swi	r24,r1,184
	swi	r25,r1,188
	swi	r26,r1,192
	swi	r27,r1,196
	addk	r24,r19,r0
	addk	r26,r4,r0
	lwi	r10,r1,168
	lwi	r11,r1,172
	rsubk	r22,r23,r22
	swi	r5,r1,96
	swi	r22,r1,104
	swi	r8,r1,176
	swi	r9,r1,180
$L18:
	lwi	r23,r1,68
	xor	r4,r24,r23
	rsubk	r3,r4,r0
	or	r3,r3,r4
	bltid	r3,$L30
	lwi	r3,r1,80
	bnei	r3,$L26
$L30:
	lwi	r4,r1,56
$L117:
	cmp	r18,r4,r24
	bgeid	r18,$L110
	lwi	r9,r1,48
	cmp	r18,r9,r24
	bltid	r18,$L32
	lwi	r3,r1,104
	lwi	r22,r1,96
	bslli	r3,r24,2
	lwi	r23,r1,120
	lw	r19,r3,r22
	mul	r19,r23,r19
	swi	r19,r26,0
$L33:
	lwi	r4,r1,72
	cmp	r18,r4,r24
	bltid	r18,$L124
	lwi	r5,r1,48
 #APP
 # 65 "pshs.c" 1
	cput	r19,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r5,r1,48
$L124:
	lwi	r8,r1,60
	lwi	r9,r1,52
	rsubk	r23,r24,r5
	xori	r3,r23,-1
	bsrai	r3,r3,31
	rsubk	r12,r24,r8
	cmp	r18,r12,r9
	bgeid	r18,$L37
	and	r23,r23,r3
	addk	r12,r9,r0
$L37:
	cmp	r18,r12,r23
	bgeid	r18,$L40
	lwi	r3,r1,64
	lwi	r9,r1,88
	bslli	r5,r23,2
	addk	r22,r3,r24
	addk	r22,r22,r23
	addk	r3,r0,r0
	addk	r8,r9,r5
	lwi	r5,r1,44
	bslli	r22,r22,2
	rsubk	r23,r23,r12
	addk	r4,r3,r0
	bslli	r23,r23,2
	addk	r22,r5,r22
$L39:
	lw	r9,r3,r8
	lw	r31,r3,r22
	addk	r30,r0,r0
	addk	r11,r4,r0
	addk	r10,r30,r0
	mul	r5,r19,r9
	mulhu	r4,r19,r9
	add	r5,r5,r31
	addc	r4,r4,r30
	add	r5,r5,r11
	addc	r4,r4,r10
	sw	r5,r3,r22
	addik	r3,r3,4
	xor	r5,r23,r3
	bneid	r5,$L39
	lwi	r9,r1,44
	lwi	r8,r1,48
	rsubk	r3,r8,r12
	addk	r3,r3,r24
	bslli	r3,r3,2
	beqid	r4,$L40
	addk	r3,r9,r3
$L41:
	lwi	r5,r3,0
	addk	r28,r0,r0
	addk	r7,r4,r0
	addk	r29,r5,r0
	addk	r6,r28,r0
	addk	r5,r5,r4
	swi	r5,r3,0
	add	r5,r29,r7
	addc	r4,r28,r6
	bneid	r4,$L41
	addik	r3,r3,4
$L40:
	addik	r24,r24,1
	brid	$L18
	addik	r26,r26,4
$L32:
	cmp	r18,r3,r24
	bgei	r18,$L34
	brid	$L33
	lwi	r19,r26,0
$L34:
 #APP
 # 61 "pshs.c" 1
	cget	r19,rfsl0
 # 0 "" 2
 #NO_APP
	brid	$L33
	swi	r19,r26,0
$L110:
	lwi	r22,r1,216
	lwi	r8,r1,176
	lwi	r9,r1,180
	lwi	r24,r1,184
	lwi	r25,r1,188
	lwi	r26,r1,192
	lwi	r27,r1,196
	lwi	r3,r22,0
	swi	r10,r1,168
	swi	r11,r1,172
 #APP
 # 65 "pshs.c" 1
	cput	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r23,r1,224
	lwi	r3,r23,0
 #APP
 # 65 "pshs.c" 1
	cput	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r4,r1,52
	lwi	r5,r1,48
	cmp	r18,r4,r5
	bgeid	r18,$L42
	lwi	r4,r1,124
$L43:
	lwi	r23,r1,164
	lwi	r22,r1,48
$L129:
	lwi	r5,r1,72
	lwi	r3,r1,64
	lwi	r4,r1,232
	addk	r22,r22,r23
	addk	r5,r5,r23
	lwi	r23,r1,220
	addk	r3,r3,r4
	swi	r22,r1,48
	swi	r3,r1,64
	cmp	r18,r23,r22
	bltid	r18,$L12
	swi	r5,r1,72
$L11:
	lwi	r8,r1,248
	bneid	r8,$L125
	lwi	r23,r1,256
 #APP
 # 61 "pshs.c" 1
	cget	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,244
	lwi	r22,r1,252
	sw	r3,r22,r9
 #APP
 # 61 "pshs.c" 1
	cget	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r23,r1,256
$L125:
	addik	r3,r0,1	# 0x1
	cmp	r18,r23,r3
	bgeid	r18,$L47
	addk	r6,r23,r0
	lwi	r5,r1,52
	brlid	r15,__divsi3
	
	addik	r27,r23,-1
	lwi	r4,r1,248
	lwi	r8,r1,248
	lwi	r9,r1,52
	xor	r5,r27,r4
	rsubk	r4,r4,r0
	or	r4,r4,r8
	xori	r25,r4,-1
	lwi	r4,r1,260
	addk	r24,r3,r0
	rsubk	r3,r5,r0
	addik	r22,r9,1
	or	r3,r3,r5
	lwi	r9,r1,124
	bsrli	r25,r25,31
	xori	r3,r3,-1
	swi	r4,r1,36
	lwi	r4,r1,344
	bsrli	r3,r3,31
	rsubk	r23,r24,r22
	addk	r25,r25,r24
	swi	r9,r1,40
	lwi	r19,r4,52
	rsubk	r23,r3,r23
	addk	r4,r27,r0
	bneid	r8,$L111
	rsubk	r22,r25,r22
$L48:
	lwi	r9,r1,124
	mul	r4,r4,r9
	swi	r9,r1,32
	bleid	r23,$L49
	swi	r4,r1,28
	swi	r22,r1,44
	addk	r30,r9,r0
	addk	r22,r19,r0
	lwi	r28,r1,248
	lwi	r31,r1,256
	lwi	r19,r1,244
	lwi	r29,r1,260
	brid	$L54
	addk	r26,r0,r0
$L113:
 #APP
 # 39 "pshs.c" 1
	put	r4,rfsl0
 # 0 "" 2
 #NO_APP
	addk	r8,r30,r0
	addk	r7,r31,r0
	lwi	r6,r1,52
	addik	r5,r1,36
	brlid	r15,advance
	
	addik	r26,r26,1
	xor	r4,r23,r26
	beqi	r4,$L105
$L114:
	lwi	r29,r1,36
$L54:
	cmp	r18,r22,r26
	bgei	r18,$L112
	bslli	r4,r29,2
$L119:
	addik	r25,r25,-1
	bneid	r25,$L113
	lw	r4,r4,r19
 #APP
 # 65 "pshs.c" 1
	cput	r4,rfsl0
 # 0 "" 2
 #NO_APP
	beqi	r28,$L67
	addik	r28,r28,-1
$L53:
	addk	r8,r30,r0
	addk	r7,r31,r0
	lwi	r6,r1,52
	rsubk	r25,r28,r0
	or	r25,r25,r28
	xori	r25,r25,-1
	addik	r5,r1,36
	bsrli	r25,r25,31
	brlid	r15,advance
	
	addik	r26,r26,1
	xor	r4,r23,r26
	bneid	r4,$L114
	addk	r25,r25,r24
$L105:
	addk	r19,r22,r0
	lwi	r22,r1,44
$L49:
	rsubk	r19,r19,r23
	cmp	r18,r22,r19
	bgeid	r18,$L47
	lwi	r23,r1,52
	lwi	r24,r1,124
	lwi	r25,r1,256
	lwi	r26,r1,244
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
$L47:
	lwi	r22,r1,244
	lwi	r23,r1,252
	lw	r8,r23,r22
	bneid	r8,$L126
	lwi	r22,r1,52
	lwi	r9,r1,52
	lwi	r10,r1,244
	addik	r4,r9,-1
	bslli	r3,r4,2
	brid	$L59
	lwi	r9,r1,88
$L61:
	lw	r6,r3,r10
	lw	r5,r3,r9
	addik	r4,r4,-1
	xor	r7,r6,r5
	bneid	r7,$L115
	addik	r3,r3,-4
$L59:
	xori	r5,r4,-1
	bneid	r5,$L61
	lwi	r22,r1,52
$L126:
	beqid	r22,$L120
	lwi	r22,r1,244
$L116:
	addk	r3,r0,r0
	addk	r4,r3,r0
	lwi	r19,r1,88
	lwi	r12,r1,244
	lwi	r24,r1,252
	addk	r6,r0,r0
$L128:
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
	bneid	r5,$L128
	andi	r4,r4,1 #and1
	lwi	r23,r1,244
	lwi	r9,r1,252
	lw	r8,r9,r23
	rsubk	r8,r4,r8
	lwi	r22,r1,244
$L120:
	lwi	r23,r1,252
$L130:
	sw	r8,r23,r22
	lwi	r15,r1,0
$L127:
	lwi	r19,r1,296
	lwi	r22,r1,300
	lwi	r23,r1,304
	lwi	r24,r1,308
	lwi	r25,r1,312
	lwi	r26,r1,316
	lwi	r27,r1,320
	lwi	r28,r1,324
	lwi	r29,r1,328
	lwi	r30,r1,332
	lwi	r31,r1,336
	rtsd	r15,8 
	
	addik	r1,r1,340
$L26:
 #APP
 # 61 "pshs.c" 1
	cget	r4,rfsl0
 # 0 "" 2
 # 61 "pshs.c" 1
	cget	r5,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r8,r1,44
	addk	r22,r0,r0
	swi	r22,r1,112
	lwi	r3,r8,0
	lwi	r9,r8,4
	swi	r4,r1,140
	swi	r3,r1,116
	swi	r22,r1,136
	swi	r9,r1,148
	swi	r22,r1,144
	lwi	r8,r1,112
	lwi	r9,r1,116
	swi	r22,r1,152
	lwi	r22,r1,136
	lwi	r23,r1,140
	swi	r5,r1,156
	addk	r3,r3,r4
	add	r5,r9,r23
	addc	r4,r8,r22
	lwi	r8,r1,144
	lwi	r9,r1,148
	lwi	r22,r1,152
	lwi	r23,r1,156
	swi	r4,r1,132
	add	r5,r9,r23
	addc	r4,r8,r22
	lwi	r23,r1,44
	swi	r3,r23,0
	lwi	r3,r1,112
	swi	r3,r1,128
	lwi	r8,r1,128
	lwi	r9,r1,132
	addik	r3,r23,8
	add	r5,r5,r9
	addc	r4,r4,r8
	beqid	r4,$L30
	swi	r5,r23,4
$L31:
	lwi	r4,r3,0
	addk	r8,r0,r0
	addik	r3,r3,4
	addk	r9,r4,r0
	addik	r4,r4,1
	swi	r4,r3,-4
	addi	r5,r9,1
	addc	r4,r8,r0
	bnei	r4,$L31
	swi	r8,r1,208
	swi	r9,r1,212
	brid	$L117
	lwi	r4,r1,56
$L42:
	bleid	r4,$L43
	lwi	r5,r1,268
	lwi	r22,r1,160
	lwi	r10,r1,264
	lwi	r11,r1,44
	rsubk	r4,r22,r5
	addk	r3,r0,r0
$L44:
	lw	r23,r3,r11
	sw	r23,r3,r4
	addik	r3,r3,4
	xor	r5,r10,r3
	bneid	r5,$L44
	lwi	r23,r1,164
	brid	$L129
	lwi	r22,r1,48
$L112:
 #APP
 # 35 "pshs.c" 1
	get	r10,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,28
	addk	r8,r30,r0
	addk	r7,r31,r0
	bslli	r9,r9,2
	lwi	r6,r1,52
	addik	r5,r1,28
	brlid	r15,advance
	
	sw	r10,r9,r19
	brid	$L119
	bslli	r4,r29,2
$L67:
	brid	$L53
	addk	r28,r27,r0
$L111:
	brid	$L48
	addik	r4,r8,-1
$L115:
	cmpu	r18,r6,r5
	bgeid	r18,$L127
	lwi	r15,r1,0
	lwi	r22,r1,52
	bneid	r22,$L116
	lwi	r22,r1,244
	brid	$L130
	lwi	r23,r1,252
$L109:
	lwi	r9,r1,52
	bslli	r9,r9,2
	brid	$L11
	swi	r9,r1,252
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
