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
	.frame	r1,352,r15		# vars= 280, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-352
	swi	r15,r1,0
	swi	r19,r1,308
	swi	r22,r1,312
	swi	r23,r1,316
	swi	r24,r1,320
	swi	r25,r1,324
	swi	r26,r1,328
	swi	r27,r1,332
	swi	r28,r1,336
	swi	r29,r1,340
	swi	r30,r1,344
	swi	r31,r1,348
	lwi	r8,r5,12
	lwi	r4,r5,8
	lwi	r26,r5,0
	lwi	r27,r5,4
	swi	r5,r1,356
	swi	r4,r1,120
	swi	r8,r1,260
	mul	r4,r4,r8
	swi	r26,r1,60
	lwi	r8,r1,356
	swi	r27,r1,268
	addk	r5,r26,r26
	lwi	r27,r1,356
	lwi	r26,r1,356
	lwi	r8,r8,16
	lwi	r27,r27,24
	lwi	r26,r26,20
	swi	r8,r1,128
	swi	r27,r1,80
	swi	r26,r1,96
	swi	r4,r1,272
	swi	r5,r1,232
	lwi	r4,r1,356
	lwi	r8,r1,356
	lwi	r26,r1,356
	lwi	r27,r1,356
	lwi	r4,r4,28
	lwi	r8,r8,32
	lwi	r26,r26,36
	lwi	r27,r27,40
	swi	r4,r1,92
	lwi	r4,r1,272
	swi	r8,r1,240
	swi	r26,r1,44
	cmp	r18,r5,r4
	bgeid	r18,$L111
	swi	r27,r1,256
	lwi	r27,r1,268
	lwi	r4,r1,120
	lwi	r8,r1,272
	addik	r3,r27,-1
	bslli	r26,r4,2
	mul	r3,r3,r4
	lwi	r5,r1,44
	muli	r4,r8,1073741823
	lwi	r27,r1,60
	addk	r5,r5,r26
	swi	r26,r1,276
	swi	r4,r1,68
	addik	r4,r26,4
	lwi	r26,r1,120
	bslli	r27,r27,2
	swi	r27,r1,264
	addk	r27,r26,r3
	swi	r5,r1,228
	swi	r8,r1,48
	rsubk	r5,r26,r3
	muli	r8,r27,1073741823
	rsubk	r3,r3,r26
	swi	r27,r1,168
	lwi	r26,r1,44
	lwi	r27,r1,272
	swi	r8,r1,244
	addk	r4,r26,r4
	addk	r3,r3,r27
	lwi	r26,r1,264
	lwi	r27,r1,60
	swi	r4,r1,236
	swi	r3,r1,72
	lwi	r4,r1,256
	lwi	r3,r1,228
	rsubk	r5,r27,r5
	rsubk	r4,r26,r4
	addik	r3,r3,8
	swi	r3,r1,252
	swi	r4,r1,280
	swi	r5,r1,248
$L12:
	lwi	r27,r1,120
	addik	r4,r0,-1	# 0xffffffffffffffff
	lwi	r3,r1,44
	cmp	r18,r4,r27
	bltid	r18,$L49
	lwi	r5,r1,252
$L13:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L13
$L49:
	lwi	r3,r1,248
	lwi	r4,r1,72
	addk	r12,r3,r4
	bgeid	r12,$L123
	lwi	r5,r1,120
	addik	r12,r0,-1	# 0xffffffffffffffff
$L123:
	lwi	r8,r1,48
	lwi	r26,r1,60
	addik	r12,r12,1
	addk	r5,r5,r8
	cmp	r18,r5,r26
	bgeid	r18,$L15
	swi	r5,r1,64
	swi	r26,r1,64
$L15:
	lwi	r27,r1,48
	lwi	r4,r1,120
	lwi	r26,r1,60
	rsubk	r19,r12,r27
	xori	r3,r19,-1
	addk	r4,r19,r4
	bsrai	r3,r3,31
	swi	r4,r1,124
	swi	r26,r1,52
	cmp	r18,r26,r4
	bgeid	r18,$L17
	and	r19,r19,r3
	swi	r4,r1,52
$L17:
	lwi	r27,r1,64
	cmp	r18,r27,r12
	bgeid	r18,$L28
	lwi	r3,r1,52
	swi	r30,r1,100
	swi	r31,r1,104
	lwi	r27,r1,124
	addk	r22,r19,r0
	addk	r23,r12,r0
	lwi	r8,r1,212
	lwi	r9,r1,216
	addk	r30,r3,r0
	swi	r12,r1,56
	swi	r19,r1,76
	swi	r10,r1,84
	swi	r11,r1,88
	lwi	r5,r1,80
$L126:
	bslli	r3,r23,2
	cmp	r18,r30,r22
	bgeid	r18,$L25
	lw	r10,r3,r5
	lwi	r26,r1,68
	lwi	r5,r1,96
	bslli	r19,r22,2
	addk	r12,r26,r22
	addk	r12,r12,r23
	addk	r3,r0,r0
	addk	r19,r5,r19
	lwi	r5,r1,44
	bslli	r12,r12,2
	rsubk	r26,r22,r30
	addk	r4,r3,r0
	bslli	r26,r26,2
	addk	r12,r5,r12
$L24:
	lw	r11,r3,r19
	lw	r29,r3,r12
	addk	r28,r0,r0
	addk	r25,r4,r0
	addk	r24,r28,r0
	mul	r5,r10,r11
	mulhu	r4,r10,r11
	add	r5,r5,r29
	addc	r4,r4,r28
	add	r5,r5,r25
	addc	r4,r4,r24
	sw	r5,r3,r12
	addik	r3,r3,4
	xor	r5,r26,r3
	bneid	r5,$L24
	lwi	r5,r1,44
	lwi	r26,r1,48
	rsubk	r3,r26,r30
	addk	r3,r3,r23
	bslli	r3,r3,2
	beqid	r4,$L25
	addk	r3,r5,r3
$L26:
	lwi	r5,r3,0
	addk	r6,r0,r0
	addk	r9,r4,r0
	addk	r7,r5,r0
	addk	r8,r6,r0
	addk	r5,r5,r4
	swi	r5,r3,0
	add	r5,r7,r9
	addc	r4,r6,r8
	bneid	r4,$L26
	addik	r3,r3,4
$L25:
	beqid	r22,$L124
	lwi	r26,r1,60
	addik	r22,r22,-1
$L124:
	addik	r27,r27,-1
	cmp	r18,r26,r27
	bgeid	r18,$L125
	lwi	r4,r1,64
	addk	r30,r27,r0
$L125:
	addik	r23,r23,1
	xor	r3,r4,r23
	bneid	r3,$L126
	lwi	r5,r1,80
	lwi	r12,r1,56
	lwi	r19,r1,76
	lwi	r10,r1,84
	lwi	r11,r1,88
	lwi	r30,r1,100
	lwi	r31,r1,104
	swi	r8,r1,212
	swi	r9,r1,216
$L28:
	lwi	r26,r1,60
	lwi	r3,r1,48
	cmp	r18,r26,r3
	bgeid	r18,$L127
	lwi	r4,r1,48
	addk	r26,r3,r0
$L127:
	lwi	r5,r1,48
	lwi	r8,r1,240
	muli	r4,r4,-4
	rsubk	r3,r5,r0
	or	r3,r3,r5
	bsrli	r3,r3,31
	swi	r4,r1,164
	bslli	r4,r12,2
	swi	r3,r1,84
	addk	r27,r8,r4
	lwi	r3,r1,44
	lwi	r4,r1,164
	lwi	r5,r1,72
	swi	r28,r1,188
	swi	r29,r1,192
	addk	r3,r3,r4
	lwi	r4,r1,120
	swi	r24,r1,196
	swi	r25,r1,200
	swi	r6,r1,204
	swi	r7,r1,208
	addk	r28,r19,r0
	addk	r24,r12,r0
	lwi	r6,r1,124
	lwi	r8,r1,172
	lwi	r9,r1,176
	lwi	r22,r1,180
	lwi	r23,r1,184
	rsubk	r5,r4,r5
	swi	r3,r1,100
	swi	r5,r1,116
	swi	r27,r1,56
	swi	r26,r1,76
$L20:
	lwi	r5,r1,76
	xor	r4,r24,r5
	rsubk	r3,r4,r0
	or	r3,r3,r4
	bltid	r3,$L33
	lwi	r7,r1,84
	bnei	r7,$L29
$L33:
	lwi	r26,r1,64
$L119:
	cmp	r18,r26,r24
	bgeid	r18,$L112
	lwi	r7,r1,48
	cmp	r18,r7,r24
	bltid	r18,$L35
	lwi	r4,r1,116
	lwi	r26,r1,100
	bslli	r3,r24,2
	lwi	r27,r1,128
	lw	r19,r3,r26
	lwi	r3,r1,56
	mul	r19,r27,r19
	swi	r19,r3,0
$L36:
	lwi	r26,r1,72
	cmp	r18,r26,r24
	bltid	r18,$L128
	lwi	r27,r1,52
 #APP
 # 65 "pshs.c" 1
	cput	r19,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r27,r1,52
$L128:
	cmp	r18,r27,r28
	bgeid	r18,$L43
	lwi	r5,r1,92
	lwi	r3,r1,68
	lwi	r4,r1,52
	addk	r26,r3,r28
	lwi	r7,r1,44
	addk	r26,r26,r24
	addk	r3,r0,r0
	rsubk	r12,r28,r4
	bslli	r27,r28,2
	bslli	r26,r26,2
	bslli	r12,r12,2
	addk	r4,r3,r0
	addk	r27,r5,r27
	addk	r26,r7,r26
$L42:
	lw	r7,r3,r27
	lw	r11,r3,r26
	addk	r10,r0,r0
	addk	r9,r4,r0
	addk	r8,r10,r0
	mul	r5,r19,r7
	mulhu	r4,r19,r7
	add	r5,r5,r11
	addc	r4,r4,r10
	add	r5,r5,r9
	addc	r4,r4,r8
	sw	r5,r3,r26
	addik	r3,r3,4
	xor	r5,r12,r3
	bneid	r5,$L42
	lwi	r5,r1,44
	lwi	r26,r1,52
	lwi	r27,r1,48
	rsubk	r3,r27,r26
	addk	r3,r3,r24
	bslli	r3,r3,2
	beqid	r4,$L43
	addk	r3,r5,r3
$L44:
	lwi	r5,r3,0
	addk	r30,r0,r0
	addk	r23,r4,r0
	addk	r31,r5,r0
	addk	r22,r30,r0
	addk	r5,r5,r4
	swi	r5,r3,0
	add	r5,r31,r23
	addc	r4,r30,r22
	bneid	r4,$L44
	addik	r3,r3,4
$L43:
	beqid	r28,$L129
	lwi	r26,r1,60
	addik	r28,r28,-1
$L129:
	addik	r6,r6,-1
	cmp	r18,r26,r6
	bgeid	r18,$L130
	lwi	r27,r1,56
	swi	r6,r1,52
	lwi	r27,r1,56
$L130:
	addik	r24,r24,1
	addik	r27,r27,4
	brid	$L20
	swi	r27,r1,56
$L35:
	cmp	r18,r4,r24
	bgeid	r18,$L37
	lwi	r5,r1,56
	brid	$L36
	lwi	r19,r5,0
$L37:
 #APP
 # 61 "pshs.c" 1
	cget	r19,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r7,r1,56
	brid	$L36
	swi	r19,r7,0
$L112:
	lwi	r4,r1,228
	lwi	r28,r1,188
	lwi	r29,r1,192
	lwi	r24,r1,196
	lwi	r25,r1,200
	lwi	r6,r1,204
	lwi	r7,r1,208
	lwi	r3,r4,0
	swi	r8,r1,172
	swi	r9,r1,176
	swi	r22,r1,180
	swi	r23,r1,184
 #APP
 # 65 "pshs.c" 1
	cput	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r5,r1,236
	lwi	r3,r5,0
 #APP
 # 65 "pshs.c" 1
	cput	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r26,r1,60
	lwi	r27,r1,48
	cmp	r18,r26,r27
	bgeid	r18,$L46
	lwi	r4,r1,120
$L47:
	lwi	r3,r1,48
$L120:
	lwi	r4,r1,168
	lwi	r5,r1,68
	lwi	r26,r1,72
	lwi	r8,r1,244
	lwi	r27,r1,232
	addk	r3,r3,r4
	addk	r5,r5,r8
	addk	r26,r26,r4
	swi	r3,r1,48
	swi	r5,r1,68
	cmp	r18,r27,r3
	bltid	r18,$L12
	swi	r26,r1,72
$L11:
	lwi	r7,r1,260
	bneid	r7,$L131
	lwi	r4,r1,268
 #APP
 # 61 "pshs.c" 1
	cget	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r26,r1,256
	lwi	r27,r1,264
	sw	r3,r27,r26
 #APP
 # 61 "pshs.c" 1
	cget	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r4,r1,268
$L131:
	addik	r3,r0,1	# 0x1
	cmp	r18,r4,r3
	bgeid	r18,$L51
	addk	r6,r4,r0
	lwi	r5,r1,60
	brlid	r15,__divsi3
	
	addik	r27,r4,-1
	lwi	r7,r1,260
	lwi	r26,r1,60
	addk	r24,r3,r0
	rsubk	r4,r7,r0
	or	r4,r4,r7
	xor	r5,r27,r7
	xori	r25,r4,-1
	lwi	r4,r1,272
	rsubk	r3,r5,r0
	addik	r22,r26,1
	or	r3,r3,r5
	lwi	r26,r1,120
	bsrli	r25,r25,31
	xori	r3,r3,-1
	swi	r4,r1,36
	lwi	r4,r1,356
	bsrli	r3,r3,31
	rsubk	r23,r24,r22
	addk	r25,r25,r24
	swi	r26,r1,40
	lwi	r19,r4,52
	rsubk	r23,r3,r23
	addk	r4,r27,r0
	bneid	r7,$L113
	rsubk	r22,r25,r22
$L52:
	lwi	r26,r1,120
	mul	r4,r4,r26
	swi	r26,r1,32
	bleid	r23,$L53
	swi	r4,r1,28
	swi	r22,r1,44
	lwi	r30,r1,120
	addk	r22,r19,r0
	lwi	r28,r1,260
	lwi	r31,r1,268
	lwi	r19,r1,256
	lwi	r29,r1,272
	brid	$L58
	addk	r26,r0,r0
$L115:
 #APP
 # 39 "pshs.c" 1
	put	r4,rfsl0
 # 0 "" 2
 #NO_APP
	addk	r8,r30,r0
	addk	r7,r31,r0
	lwi	r6,r1,60
	addik	r5,r1,36
	brlid	r15,advance
	
	addik	r26,r26,1
	xor	r4,r23,r26
	beqi	r4,$L107
$L116:
	lwi	r29,r1,36
$L58:
	cmp	r18,r22,r26
	bgei	r18,$L114
	bslli	r4,r29,2
$L121:
	addik	r25,r25,-1
	bneid	r25,$L115
	lw	r4,r4,r19
 #APP
 # 65 "pshs.c" 1
	cput	r4,rfsl0
 # 0 "" 2
 #NO_APP
	beqi	r28,$L71
	addik	r28,r28,-1
$L57:
	addk	r8,r30,r0
	addk	r7,r31,r0
	lwi	r6,r1,60
	rsubk	r25,r28,r0
	or	r25,r25,r28
	xori	r25,r25,-1
	addik	r5,r1,36
	bsrli	r25,r25,31
	brlid	r15,advance
	
	addik	r26,r26,1
	xor	r4,r23,r26
	bneid	r4,$L116
	addk	r25,r25,r24
$L107:
	addk	r19,r22,r0
	lwi	r22,r1,44
$L53:
	rsubk	r19,r19,r23
	cmp	r18,r22,r19
	bgei	r18,$L51
	lwi	r23,r1,60
	lwi	r24,r1,120
	lwi	r25,r1,268
	lwi	r26,r1,256
$L59:
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
	bnei	r3,$L59
$L51:
	lwi	r27,r1,256
	lwi	r4,r1,264
	lw	r8,r4,r27
	bneid	r8,$L132
	lwi	r27,r1,60
	lwi	r26,r1,60
	lwi	r9,r1,92
	lwi	r10,r1,256
	addik	r4,r26,-1
	brid	$L63
	bslli	r3,r4,2
$L65:
	lw	r6,r3,r10
	lw	r5,r3,r9
	addik	r4,r4,-1
	xor	r7,r6,r5
	bneid	r7,$L117
	addik	r3,r3,-4
$L63:
	xori	r5,r4,-1
	bneid	r5,$L65
	lwi	r27,r1,60
$L132:
	beqi	r27,$L66
$L118:
	addk	r3,r0,r0
	addk	r4,r3,r0
	lwi	r19,r1,92
	lwi	r12,r1,256
	lwi	r24,r1,264
	addk	r6,r0,r0
$L134:
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
	bneid	r5,$L134
	andi	r4,r4,1 #and1
	lwi	r26,r1,256
	lwi	r27,r1,264
	lw	r8,r27,r26
	rsubk	r8,r4,r8
$L66:
	lwi	r4,r1,256
$L122:
	lwi	r26,r1,264
	sw	r8,r26,r4
	lwi	r15,r1,0
$L133:
	lwi	r19,r1,308
	lwi	r22,r1,312
	lwi	r23,r1,316
	lwi	r24,r1,320
	lwi	r25,r1,324
	lwi	r26,r1,328
	lwi	r27,r1,332
	lwi	r28,r1,336
	lwi	r29,r1,340
	lwi	r30,r1,344
	lwi	r31,r1,348
	rtsd	r15,8 
	
	addik	r1,r1,352
$L29:
 #APP
 # 61 "pshs.c" 1
	cget	r4,rfsl0
 # 0 "" 2
 # 61 "pshs.c" 1
	cget	r5,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r27,r1,44
	addk	r26,r0,r0
	swi	r26,r1,108
	lwi	r3,r27,0
	swi	r26,r1,140
	swi	r4,r1,144
	swi	r3,r1,112
	lwi	r7,r27,4
	addk	r3,r3,r4
	swi	r5,r1,160
	swi	r26,r1,148
	lwi	r4,r1,140
	lwi	r5,r1,144
	swi	r26,r1,156
	lwi	r26,r1,108
	lwi	r27,r1,112
	swi	r7,r1,152
	lwi	r7,r1,108
	add	r27,r27,r5
	addc	r26,r26,r4
	swi	r26,r1,136
	lwi	r4,r1,156
	lwi	r5,r1,160
	lwi	r26,r1,148
	lwi	r27,r1,152
	swi	r7,r1,132
	add	r27,r27,r5
	addc	r26,r26,r4
	lwi	r5,r1,44
	swi	r3,r5,0
	addik	r3,r5,8
	lwi	r4,r1,132
	lwi	r5,r1,136
	add	r27,r27,r5
	addc	r26,r26,r4
	lwi	r5,r1,44
	swi	r26,r1,172
	swi	r27,r1,176
	beqid	r26,$L33
	swi	r27,r5,4
$L34:
	lwi	r4,r3,0
	addk	r26,r0,r0
	addik	r3,r3,4
	addk	r27,r4,r0
	addik	r4,r4,1
	swi	r4,r3,-4
	addi	r5,r27,1
	addc	r4,r26,r0
	bnei	r4,$L34
	swi	r26,r1,220
	swi	r27,r1,224
	brid	$L119
	lwi	r26,r1,64
$L46:
	bleid	r4,$L47
	lwi	r8,r1,164
	lwi	r5,r1,280
	lwi	r9,r1,44
	addk	r3,r0,r0
	rsubk	r4,r8,r5
	lwi	r8,r1,276
$L48:
	lw	r26,r3,r9
	sw	r26,r3,r4
	addik	r3,r3,4
	xor	r5,r8,r3
	bnei	r5,$L48
	brid	$L120
	lwi	r3,r1,48
$L114:
 #APP
 # 35 "pshs.c" 1
	get	r10,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,28
	addk	r8,r30,r0
	addk	r7,r31,r0
	bslli	r9,r9,2
	lwi	r6,r1,60
	addik	r5,r1,28
	brlid	r15,advance
	
	sw	r10,r9,r19
	brid	$L121
	bslli	r4,r29,2
$L71:
	brid	$L57
	addk	r28,r27,r0
$L113:
	brid	$L52
	addik	r4,r7,-1
$L117:
	cmpu	r18,r6,r5
	bgeid	r18,$L133
	lwi	r15,r1,0
	lwi	r27,r1,60
	bnei	r27,$L118
	brid	$L122
	lwi	r4,r1,256
$L111:
	lwi	r26,r1,60
	bslli	r26,r26,2
	brid	$L11
	swi	r26,r1,264
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
