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
	.frame	r1,336,r15		# vars= 264, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-336
	swi	r15,r1,0
	swi	r19,r1,292
	swi	r22,r1,296
	swi	r23,r1,300
	swi	r24,r1,304
	swi	r25,r1,308
	swi	r26,r1,312
	swi	r27,r1,316
	swi	r28,r1,320
	swi	r29,r1,324
	swi	r30,r1,328
	swi	r31,r1,332
	lwi	r4,r5,8
	lwi	r9,r5,12
	swi	r5,r1,340
	swi	r4,r1,112
	swi	r9,r1,244
	lwi	r4,r5,0
	lwi	r9,r5,4
	swi	r4,r1,44
	swi	r9,r1,252
	lwi	r4,r1,112
	lwi	r9,r1,244
	lwi	r3,r1,44
	mul	r4,r4,r9
	lwi	r9,r1,340
	swi	r4,r1,256
	lwi	r4,r5,16
	lwi	r5,r5,20
	lwi	r9,r9,24
	addk	r3,r3,r3
	swi	r4,r1,108
	swi	r3,r1,212
	swi	r5,r1,80
	swi	r9,r1,232
	lwi	r4,r1,340
	lwi	r9,r1,340
	lwi	r4,r4,28
	lwi	r9,r9,32
	swi	r4,r1,76
	lwi	r4,r1,340
	swi	r9,r1,220
	lwi	r9,r4,40
	lwi	r8,r4,36
	lwi	r4,r1,256
	cmp	r18,r3,r4
	bgeid	r18,$L106
	swi	r9,r1,240
	lwi	r4,r1,252
	lwi	r9,r1,112
	lwi	r25,r1,256
	addik	r3,r4,-1
	mul	r3,r3,r9
	swi	r8,r1,56
	bslli	r4,r9,2
	lwi	r9,r1,44
	swi	r4,r1,260
	muli	r4,r25,1073741823
	lwi	r5,r1,260
	bslli	r9,r9,2
	swi	r9,r1,248
	lwi	r9,r1,260
	swi	r4,r1,60
	addk	r5,r8,r5
	addik	r4,r9,4
	lwi	r9,r1,112
	swi	r5,r1,208
	addk	r4,r8,r4
	rsubk	r5,r9,r3
	addk	r9,r9,r3
	swi	r9,r1,156
	lwi	r9,r1,112
	swi	r4,r1,216
	lwi	r4,r1,240
	rsubk	r3,r3,r9
	lwi	r9,r1,156
	addk	r3,r3,r25
	swi	r3,r1,68
	muli	r9,r9,1073741823
	lwi	r3,r1,208
	swi	r9,r1,224
	lwi	r9,r1,248
	addk	r8,r10,r0
	addik	r3,r3,8
	rsubk	r4,r9,r4
	swi	r4,r1,264
	lwi	r4,r1,44
	addk	r9,r11,r0
	swi	r3,r1,236
	rsubk	r5,r4,r5
	swi	r5,r1,228
$L12:
	lwi	r4,r1,112
	addik	r5,r0,-1	# 0xffffffffffffffff
	cmp	r18,r5,r4
	bltid	r18,$L45
	lwi	r3,r1,56
	lwi	r5,r1,236
$L13:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L13
$L45:
	lwi	r5,r1,228
	lwi	r3,r1,68
	addk	r19,r5,r3
	bgeid	r19,$L119
	lwi	r4,r1,112
	addik	r19,r0,-1	# 0xffffffffffffffff
$L119:
	lwi	r5,r1,44
	addik	r19,r19,1
	addk	r4,r4,r25
	swi	r4,r1,52
	cmp	r18,r4,r5
	bgeid	r18,$L15
	swi	r4,r1,48
	swi	r5,r1,48
$L15:
	lwi	r3,r1,48
	cmp	r18,r3,r19
	bgeid	r18,$L107
	lwi	r4,r1,232
	bslli	r3,r19,2
	addk	r22,r4,r3
	swi	r30,r1,84
	swi	r31,r1,88
	swi	r28,r1,92
	swi	r29,r1,96
	addk	r30,r25,r0
	swi	r8,r1,116
	swi	r9,r1,120
	lwi	r10,r1,184
	lwi	r11,r1,188
	lwi	r24,r1,192
	lwi	r25,r1,196
	addk	r28,r22,r0
	addk	r8,r19,r0
	swi	r3,r1,64
	swi	r19,r1,72
$L22:
	rsubk	r22,r8,r30
	lwi	r5,r1,52
	xori	r3,r22,-1
	lwi	r9,r1,44
	bsrai	r3,r3,31
	rsubk	r12,r8,r5
	cmp	r18,r12,r9
	bgeid	r18,$L20
	and	r22,r22,r3
	addk	r12,r9,r0
$L20:
	cmp	r18,r12,r22
	bgeid	r18,$L25
	lwi	r5,r1,60
	lwi	r9,r1,80
	addk	r3,r0,r0
	addk	r19,r5,r8
	addk	r19,r19,r22
	lwi	r5,r1,56
	bslli	r23,r22,2
	bslli	r19,r19,2
	rsubk	r22,r22,r12
	addk	r4,r3,r0
	bslli	r22,r22,2
	addk	r23,r9,r23
	addk	r19,r5,r19
$L24:
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
	bneid	r5,$L24
	lwi	r9,r1,56
	rsubk	r3,r30,r12
	addk	r3,r3,r8
	bslli	r3,r3,2
	beqid	r4,$L25
	addk	r3,r9,r3
$L26:
	lwi	r5,r3,0
	addk	r26,r0,r0
	addk	r25,r4,r0
	addk	r27,r5,r0
	addk	r24,r26,r0
	addk	r5,r5,r4
	swi	r5,r3,0
	add	r5,r27,r25
	addc	r4,r26,r24
	bneid	r4,$L26
	addik	r3,r3,4
$L25:
	lwi	r4,r1,48
	addik	r8,r8,1
	xor	r3,r4,r8
	bneid	r3,$L22
	addik	r28,r28,4
	swi	r24,r1,192
	swi	r25,r1,196
	lwi	r19,r1,72
	addk	r25,r30,r0
	lwi	r28,r1,92
	lwi	r29,r1,96
	lwi	r30,r1,84
	lwi	r31,r1,88
	lwi	r8,r1,116
	lwi	r9,r1,120
	swi	r10,r1,184
	swi	r11,r1,188
$L23:
	lwi	r24,r1,44
	cmp	r18,r24,r25
	bgeid	r18,$L120
	rsubk	r3,r25,r0
	addk	r24,r25,r0
$L120:
	or	r3,r3,r25
	bsrli	r3,r3,31
	muli	r5,r25,-4
	lwi	r4,r1,64
	swi	r3,r1,72
	lwi	r3,r1,220
	swi	r5,r1,116
	swi	r26,r1,176
	swi	r27,r1,180
	addk	r22,r3,r4
	lwi	r3,r1,56
	lwi	r4,r1,68
	lwi	r10,r1,160
	lwi	r11,r1,164
	addk	r5,r3,r5
	swi	r5,r1,84
	lwi	r5,r1,112
	addk	r26,r3,r0
	swi	r24,r1,64
	rsubk	r4,r5,r4
	swi	r4,r1,92
	swi	r6,r1,168
	swi	r7,r1,172
$L18:
	lwi	r3,r1,64
	xor	r4,r19,r3
	rsubk	r3,r4,r0
	or	r3,r3,r4
	bltid	r3,$L31
	lwi	r4,r1,72
	bnei	r4,$L27
$L31:
	lwi	r5,r1,48
$L115:
	cmp	r18,r5,r19
	bgeid	r18,$L108
	lwi	r4,r1,208
	cmp	r18,r25,r19
	bltid	r18,$L33
	lwi	r7,r1,92
	lwi	r5,r1,84
	bslli	r3,r19,2
	lwi	r6,r1,108
	lw	r3,r3,r5
	mul	r3,r3,r6
	swi	r3,r22,0
$L34:
	lwi	r3,r1,68
$L122:
	cmp	r18,r3,r19
	bltid	r18,$L121
	lwi	r4,r1,52
	lwi	r3,r22,0
 #APP
 # 65 "pshs.c" 1
	cput	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r4,r1,52
$L121:
	rsubk	r24,r19,r25
	xori	r3,r24,-1
	rsubk	r12,r19,r4
	lwi	r4,r1,44
	bsrai	r3,r3,31
	cmp	r18,r12,r4
	bgeid	r18,$L37
	and	r24,r24,r3
	addk	r12,r4,r0
$L37:
	cmp	r18,r12,r24
	bgeid	r18,$L40
	lwi	r5,r1,60
	lwi	r7,r1,76
	addk	r3,r0,r0
	addk	r23,r5,r19
	addk	r23,r23,r24
	bslli	r5,r24,2
	bslli	r23,r23,2
	rsubk	r24,r24,r12
	addk	r4,r3,r0
	bslli	r24,r24,2
	addk	r6,r7,r5
	addk	r23,r26,r23
$L39:
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
	bnei	r5,$L39
	rsubk	r3,r25,r12
	addk	r3,r3,r19
	bslli	r3,r3,2
	beqid	r4,$L40
	addk	r3,r26,r3
$L41:
	lwi	r5,r3,0
	addk	r28,r0,r0
	addk	r9,r4,r0
	addk	r29,r5,r0
	addk	r8,r28,r0
	addk	r5,r5,r4
	swi	r5,r3,0
	add	r5,r29,r9
	addc	r4,r28,r8
	bneid	r4,$L41
	addik	r3,r3,4
$L40:
	addik	r19,r19,1
	brid	$L18
	addik	r22,r22,4
$L33:
	cmp	r18,r7,r19
	bltid	r18,$L122
	lwi	r3,r1,68
 #APP
 # 61 "pshs.c" 1
	cget	r3,rfsl0
 # 0 "" 2
 #NO_APP
	brid	$L34
	swi	r3,r22,0
$L108:
	lwi	r6,r1,168
	lwi	r7,r1,172
	lwi	r26,r1,176
	lwi	r27,r1,180
	lwi	r3,r4,0
	swi	r10,r1,160
	swi	r11,r1,164
 #APP
 # 65 "pshs.c" 1
	cput	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r5,r1,216
	lwi	r3,r5,0
 #APP
 # 65 "pshs.c" 1
	cput	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r4,r1,44
	cmp	r18,r4,r25
	bgeid	r18,$L42
	lwi	r4,r1,112
$L43:
	lwi	r3,r1,60
$L116:
	lwi	r4,r1,224
	lwi	r5,r1,156
	addk	r3,r3,r4
	swi	r3,r1,60
	lwi	r3,r1,68
	lwi	r4,r1,212
	addk	r25,r25,r5
	addk	r3,r3,r5
	cmp	r18,r4,r25
	bltid	r18,$L12
	swi	r3,r1,68
$L11:
	lwi	r7,r1,244
	bneid	r7,$L123
	lwi	r9,r1,252
 #APP
 # 61 "pshs.c" 1
	cget	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,240
	lwi	r4,r1,248
	sw	r3,r4,r9
 #APP
 # 61 "pshs.c" 1
	cget	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,252
$L123:
	addik	r3,r0,1	# 0x1
	cmp	r18,r9,r3
	bgeid	r18,$L47
	addk	r6,r9,r0
	lwi	r5,r1,44
	brlid	r15,__divsi3
	
	addik	r27,r9,-1
	lwi	r4,r1,244
	lwi	r7,r1,244
	lwi	r9,r1,44
	xor	r5,r27,r4
	rsubk	r4,r4,r0
	or	r4,r4,r7
	xori	r25,r4,-1
	lwi	r4,r1,256
	addk	r24,r3,r0
	rsubk	r3,r5,r0
	addik	r22,r9,1
	or	r3,r3,r5
	lwi	r9,r1,112
	bsrli	r25,r25,31
	xori	r3,r3,-1
	swi	r4,r1,36
	lwi	r4,r1,340
	bsrli	r3,r3,31
	rsubk	r23,r24,r22
	addk	r25,r25,r24
	swi	r9,r1,40
	lwi	r19,r4,52
	rsubk	r23,r3,r23
	addk	r4,r27,r0
	bneid	r7,$L109
	rsubk	r22,r25,r22
$L48:
	lwi	r9,r1,112
	mul	r4,r4,r9
	swi	r9,r1,32
	bleid	r23,$L49
	swi	r4,r1,28
	swi	r22,r1,48
	addk	r30,r9,r0
	addk	r22,r19,r0
	lwi	r28,r1,244
	lwi	r31,r1,252
	lwi	r19,r1,240
	lwi	r29,r1,256
	brid	$L54
	addk	r26,r0,r0
$L111:
 #APP
 # 39 "pshs.c" 1
	put	r4,rfsl0
 # 0 "" 2
 #NO_APP
	addk	r8,r30,r0
	addk	r7,r31,r0
	lwi	r6,r1,44
	addik	r5,r1,36
	brlid	r15,advance
	
	addik	r26,r26,1
	xor	r4,r23,r26
	beqi	r4,$L102
$L112:
	lwi	r29,r1,36
$L54:
	cmp	r18,r22,r26
	bgei	r18,$L110
	bslli	r4,r29,2
$L117:
	addik	r25,r25,-1
	bneid	r25,$L111
	lw	r4,r4,r19
 #APP
 # 65 "pshs.c" 1
	cput	r4,rfsl0
 # 0 "" 2
 #NO_APP
	beqi	r28,$L66
	addik	r28,r28,-1
$L53:
	addk	r8,r30,r0
	addk	r7,r31,r0
	lwi	r6,r1,44
	rsubk	r25,r28,r0
	or	r25,r25,r28
	xori	r25,r25,-1
	addik	r5,r1,36
	bsrli	r25,r25,31
	brlid	r15,advance
	
	addik	r26,r26,1
	xor	r4,r23,r26
	bneid	r4,$L112
	addk	r25,r25,r24
$L102:
	addk	r19,r22,r0
	lwi	r22,r1,48
$L49:
	rsubk	r19,r19,r23
	cmp	r18,r22,r19
	bgeid	r18,$L124
	lwi	r4,r1,240
	lwi	r23,r1,44
	lwi	r24,r1,112
	lwi	r25,r1,252
	lwi	r26,r1,240
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
	lwi	r4,r1,240
$L124:
	lwi	r9,r1,248
	lw	r8,r9,r4
	bneid	r8,$L58
	lwi	r9,r1,44
	lwi	r10,r1,240
	addik	r4,r9,-1
	bslli	r3,r4,2
	brid	$L59
	lwi	r9,r1,76
$L61:
	lw	r6,r3,r10
	lw	r5,r3,r9
	xor	r7,r6,r5
	bneid	r7,$L113
	addik	r3,r3,-4
$L59:
	xori	r5,r4,-1
	bneid	r5,$L61
	addik	r4,r4,-1
$L58:
	lwi	r4,r1,44
	beqid	r4,$L62
	addk	r3,r0,r0
$L126:
	addk	r4,r3,r0
	lwi	r19,r1,76
	lwi	r12,r1,240
	lwi	r24,r1,248
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
	lwi	r9,r1,240
	lwi	r3,r1,248
	lw	r8,r3,r9
	rsubk	r8,r4,r8
$L62:
	lwi	r4,r1,240
$L118:
	lwi	r9,r1,248
	sw	r8,r9,r4
	lwi	r15,r1,0
$L125:
	lwi	r19,r1,292
	lwi	r22,r1,296
	lwi	r23,r1,300
	lwi	r24,r1,304
	lwi	r25,r1,308
	lwi	r26,r1,312
	lwi	r27,r1,316
	lwi	r28,r1,320
	lwi	r29,r1,324
	lwi	r30,r1,328
	lwi	r31,r1,332
	rtsd	r15,8 
	
	addik	r1,r1,336
$L27:
 #APP
 # 61 "pshs.c" 1
	cget	r4,rfsl0
 # 0 "" 2
 # 61 "pshs.c" 1
	cget	r5,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r3,r26,0
	lwi	r6,r26,4
	addk	r7,r0,r0
	swi	r3,r1,104
	swi	r7,r1,100
	swi	r7,r1,132
	swi	r4,r1,136
	addk	r3,r3,r4
	swi	r6,r1,144
	swi	r5,r1,152
	swi	r7,r1,140
	lwi	r4,r1,132
	lwi	r5,r1,136
	swi	r7,r1,148
	lwi	r6,r1,100
	lwi	r7,r1,104
	swi	r3,r26,0
	addik	r3,r26,8
	add	r7,r7,r5
	addc	r6,r6,r4
	swi	r6,r1,128
	lwi	r4,r1,148
	lwi	r5,r1,152
	lwi	r6,r1,140
	lwi	r7,r1,144
	add	r7,r7,r5
	addc	r6,r6,r4
	lwi	r5,r1,100
	swi	r5,r1,124
	lwi	r4,r1,124
	lwi	r5,r1,128
	add	r7,r7,r5
	addc	r6,r6,r4
	swi	r6,r1,160
	swi	r7,r1,164
	beqid	r6,$L31
	swi	r7,r26,4
$L32:
	lwi	r4,r3,0
	addk	r6,r0,r0
	addik	r3,r3,4
	addk	r7,r4,r0
	addik	r4,r4,1
	swi	r4,r3,-4
	addi	r5,r7,1
	addc	r4,r6,r0
	bnei	r4,$L32
	swi	r6,r1,200
	swi	r7,r1,204
	brid	$L115
	lwi	r5,r1,48
$L42:
	bleid	r4,$L43
	lwi	r3,r1,116
	lwi	r5,r1,264
	lwi	r10,r1,260
	lwi	r11,r1,56
	rsubk	r4,r3,r5
	addk	r3,r0,r0
$L44:
	lw	r5,r3,r11
	sw	r5,r3,r4
	addik	r3,r3,4
	xor	r5,r10,r3
	bnei	r5,$L44
	brid	$L116
	lwi	r3,r1,60
$L110:
 #APP
 # 35 "pshs.c" 1
	get	r10,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,28
	addk	r8,r30,r0
	addk	r7,r31,r0
	bslli	r9,r9,2
	lwi	r6,r1,44
	addik	r5,r1,28
	brlid	r15,advance
	
	sw	r10,r9,r19
	brid	$L117
	bslli	r4,r29,2
$L66:
	brid	$L53
	addk	r28,r27,r0
$L107:
	bslli	r4,r19,2
	brid	$L23
	swi	r4,r1,64
$L109:
	brid	$L48
	addik	r4,r7,-1
$L113:
	cmpu	r18,r6,r5
	bgeid	r18,$L125
	lwi	r15,r1,0
	lwi	r4,r1,44
	bneid	r4,$L126
	addk	r3,r0,r0
	brid	$L118
	lwi	r4,r1,240
$L106:
	lwi	r9,r1,44
	bslli	r9,r9,2
	brid	$L11
	swi	r9,r1,248
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
