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
	.frame	r1,360,r15		# vars= 288, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-360
	swi	r15,r1,0
	swi	r19,r1,316
	swi	r22,r1,320
	swi	r23,r1,324
	swi	r24,r1,328
	swi	r25,r1,332
	swi	r26,r1,336
	swi	r27,r1,340
	swi	r28,r1,344
	swi	r29,r1,348
	swi	r30,r1,352
	swi	r31,r1,356
	lwi	r9,r5,8
	swi	r5,r1,364
	swi	r9,r1,192
	lwi	r9,r5,12
	swi	r9,r1,264
	lwi	r9,r5,0
	lwi	r3,r1,264
	swi	r9,r1,64
	lwi	r9,r5,4
	swi	r9,r1,272
	lwi	r9,r1,192
	mul	r9,r9,r3
	swi	r9,r1,276
	lwi	r9,r1,64
	addk	r9,r9,r9
	swi	r9,r1,232
	lwi	r9,r5,16
	swi	r9,r1,152
	lwi	r9,r5,20
	swi	r9,r1,84
	lwi	r9,r5,24
	swi	r9,r1,252
	lwi	r9,r5,28
	lwi	r3,r1,232
	swi	r9,r1,80
	lwi	r9,r5,32
	swi	r9,r1,240
	lwi	r9,r5,36
	swi	r9,r1,60
	lwi	r9,r5,40
	swi	r9,r1,260
	lwi	r9,r1,276
	cmp	r18,r3,r9
	bgeid	r18,$L107
	lwi	r9,r1,272
	addk	r28,r0,r0
	addik	r3,r9,-1
	lwi	r9,r1,192
	mul	r3,r3,r9
	lwi	r9,r1,276
	swi	r9,r1,48
	lwi	r9,r1,192
	bslli	r9,r9,2
	swi	r9,r1,280
	lwi	r9,r1,64
	lwi	r4,r1,280
	bslli	r9,r9,2
	swi	r9,r1,268
	lwi	r9,r1,60
	addik	r5,r4,4
	addk	r9,r9,r4
	swi	r9,r1,228
	lwi	r9,r1,192
	rsubk	r4,r3,r9
	lwi	r9,r1,60
	addk	r5,r9,r5
	lwi	r9,r1,192
	swi	r5,r1,236
	lwi	r5,r1,276
	addk	r9,r9,r3
	swi	r9,r1,156
	lwi	r9,r1,192
	addk	r4,r4,r5
	swi	r4,r1,124
	addk	r9,r9,r5
	swi	r9,r1,68
	lwi	r9,r1,228
	lwi	r4,r1,268
	addik	r9,r9,8
	swi	r9,r1,256
	lwi	r9,r1,260
	rsubk	r9,r4,r9
	swi	r9,r1,284
	lwi	r4,r1,192
	lwi	r9,r1,64
	addk	r3,r4,r3
	addk	r9,r9,r4
	swi	r9,r1,244
	swi	r3,r1,248
	lwi	r9,r1,192
$L123:
	addik	r4,r0,-1	# 0xffffffffffffffff
	lwi	r3,r1,60
	cmp	r18,r4,r9
	bltid	r18,$L46
	lwi	r5,r1,256
$L13:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L13
$L46:
	lwi	r9,r1,68
	lwi	r3,r1,244
	rsubk	r9,r3,r9
	bgeid	r9,$L14
	swi	r9,r1,128
	addik	r9,r0,-1	# 0xffffffffffffffff
	swi	r9,r1,128
$L14:
	lwi	r9,r1,128
	lwi	r3,r1,64
	addik	r9,r9,1
	addk	r19,r9,r0
	swi	r9,r1,76
	lwi	r9,r1,68
	cmp	r18,r9,r3
	bgeid	r18,$L15
	swi	r9,r1,72
	swi	r3,r1,72
$L15:
	lwi	r9,r1,76
	lwi	r3,r1,72
	cmp	r18,r3,r9
	bgeid	r18,$L23
	bslli	r3,r9,2
	lwi	r22,r1,212
	lwi	r23,r1,216
	swi	r19,r1,120
	addk	r29,r9,r0
	lwi	r9,r1,252
	swi	r26,r1,132
	swi	r27,r1,136
	addk	r3,r9,r3
	swi	r3,r1,44
$L22:
	lwi	r9,r1,48
	rsubk	r30,r29,r9
	bgeid	r30,$L119
	lwi	r9,r1,68
	addk	r30,r28,r0
$L119:
	rsubk	r19,r29,r9
	lwi	r9,r1,64
	cmp	r18,r19,r9
	bgeid	r18,$L120
	lwi	r3,r1,44
	addk	r19,r9,r0
$L120:
	cmp	r18,r19,r30
	bgeid	r18,$L25
	lwi	r9,r3,0
	lwi	r3,r1,48
	lwi	r5,r1,84
	lwi	r6,r1,60
	rsubk	r31,r3,r30
	addk	r31,r31,r29
	bslli	r30,r30,2
	bslli	r31,r31,2
	bslli	r3,r19,2
	addk	r30,r5,r30
	addk	r31,r6,r31
	addk	r26,r5,r3
	addk	r10,r31,r0
	swi	r24,r1,52
	swi	r25,r1,56
	addk	r4,r28,r0
	addk	r24,r30,r0
	addk	r31,r26,r0
	addk	r30,r9,r0
$L24:
	lwi	r6,r24,0
	addk	r5,r28,r0
	addk	r7,r28,r0
	addk	r8,r30,r0
	addk	r27,r4,r0
	brlid	r15,__muldi3
	
	swi	r10,r1,312
	lwi	r10,r1,312
	addk	r5,r4,r0
	addk	r22,r28,r0
	lwi	r23,r10,0
	addk	r4,r3,r0
	addk	r26,r28,r0
	addik	r24,r24,4
	add	r5,r5,r23
	addc	r4,r4,r22
	addik	r10,r10,4
	add	r5,r5,r27
	addc	r4,r4,r26
	xor	r3,r31,r24
	bneid	r3,$L24
	swi	r5,r10,-4
	lwi	r9,r1,48
	swi	r26,r1,88
	swi	r27,r1,92
	lwi	r24,r1,52
	lwi	r25,r1,56
	rsubk	r3,r9,r19
	addk	r3,r3,r29
	lwi	r9,r1,60
	bslli	r3,r3,2
	beqid	r4,$L25
	addk	r3,r9,r3
$L26:
	lwi	r5,r3,0
	addk	r24,r0,r0
	addk	r11,r4,r0
	addk	r25,r5,r0
	addk	r10,r24,r0
	addk	r5,r5,r4
	swi	r5,r3,0
	add	r5,r25,r11
	addc	r4,r24,r10
	bneid	r4,$L26
	addik	r3,r3,4
	swi	r10,r1,104
	swi	r11,r1,108
$L25:
	lwi	r9,r1,72
	addik	r29,r29,1
	xor	r3,r9,r29
	lwi	r9,r1,44
	addik	r9,r9,4
	bneid	r3,$L22
	swi	r9,r1,44
	lwi	r19,r1,120
	lwi	r26,r1,132
	lwi	r27,r1,136
	swi	r22,r1,212
	swi	r23,r1,216
$L23:
	lwi	r9,r1,64
	lwi	r3,r1,48
	cmp	r18,r9,r3
	bgeid	r18,$L17
	swi	r9,r1,120
	swi	r3,r1,120
$L17:
	lwi	r9,r1,48
	lwi	r22,r1,196
	lwi	r23,r1,200
	swi	r24,r1,204
	swi	r25,r1,208
	bslli	r3,r9,30
	lwi	r9,r1,76
	bslli	r5,r9,2
	lwi	r9,r1,48
	rsubk	r3,r9,r3
	lwi	r9,r1,128
	addk	r3,r3,r9
	lwi	r9,r1,48
	addik	r3,r3,1
	bslli	r3,r3,2
	rsubk	r4,r9,r0
	or	r4,r4,r9
	lwi	r9,r1,240
	bsrli	r4,r4,31
	addk	r5,r9,r5
	lwi	r9,r1,60
	swi	r4,r1,128
	swi	r5,r1,76
	addk	r3,r9,r3
	addk	r9,r0,r0
	swi	r3,r1,132
	swi	r9,r1,52
	lwi	r3,r1,248
	lwi	r9,r1,68
	rsubk	r9,r3,r9
	swi	r9,r1,148
$L18:
	lwi	r9,r1,120
	xor	r4,r19,r9
	rsubk	r3,r4,r0
	or	r3,r3,r4
	bltid	r3,$L31
	lwi	r9,r1,128
	bnei	r9,$L27
$L31:
	lwi	r9,r1,72
$L115:
	cmp	r18,r9,r19
	bgeid	r18,$L108
	lwi	r9,r1,48
	cmp	r18,r9,r19
	bltid	r18,$L33
	lwi	r9,r1,148
	lwi	r9,r1,132
	lwi	r3,r1,52
	lw	r29,r3,r9
	lwi	r9,r1,152
	mul	r29,r9,r29
	lwi	r9,r1,76
	sw	r29,r3,r9
$L34:
	lwi	r9,r1,124
	cmp	r18,r9,r19
	bltid	r18,$L121
	lwi	r9,r1,48
 #APP
 # 65 "pshs.c" 1
	cput	r29,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,48
$L121:
	rsubk	r30,r19,r9
	bgeid	r30,$L122
	lwi	r9,r1,68
	addk	r30,r28,r0
$L122:
	lwi	r3,r1,64
	rsubk	r9,r19,r9
	cmp	r18,r9,r3
	bgeid	r18,$L38
	swi	r9,r1,44
	swi	r3,r1,44
$L38:
	lwi	r9,r1,44
	cmp	r18,r9,r30
	bgeid	r18,$L41
	lwi	r9,r1,48
	addk	r4,r28,r0
	rsubk	r31,r9,r30
	lwi	r9,r1,44
	bslli	r30,r30,2
	bslli	r3,r9,2
	lwi	r9,r1,80
	addk	r31,r31,r19
	bslli	r31,r31,2
	addk	r30,r9,r30
	lwi	r9,r1,60
	addk	r10,r30,r0
	addk	r31,r9,r31
	lwi	r9,r1,80
	addk	r24,r9,r3
	addk	r30,r24,r0
$L40:
	lwi	r6,r10,0
	addk	r5,r28,r0
	addk	r7,r28,r0
	addk	r8,r29,r0
	addik	r10,r10,4
	addk	r25,r4,r0
	brlid	r15,__muldi3
	
	swi	r10,r1,312
	addk	r5,r4,r0
	lwi	r23,r31,0
	addk	r4,r3,r0
	addk	r22,r28,r0
	addk	r24,r28,r0
	lwi	r10,r1,312
	add	r5,r5,r23
	addc	r4,r4,r22
	addik	r31,r31,4
	add	r5,r5,r25
	addc	r4,r4,r24
	xor	r3,r30,r10
	bneid	r3,$L40
	swi	r5,r31,-4
	lwi	r9,r1,44
	lwi	r5,r1,48
	swi	r24,r1,96
	swi	r25,r1,100
	rsubk	r3,r5,r9
	addk	r3,r3,r19
	lwi	r9,r1,60
	bslli	r3,r3,2
	beqid	r4,$L41
	addk	r3,r9,r3
$L42:
	lwi	r5,r3,0
	addk	r26,r0,r0
	addk	r11,r4,r0
	addk	r27,r5,r0
	addk	r10,r26,r0
	addk	r5,r5,r4
	swi	r5,r3,0
	add	r5,r27,r11
	addc	r4,r26,r10
	bneid	r4,$L42
	addik	r3,r3,4
	swi	r10,r1,112
	swi	r11,r1,116
$L41:
	lwi	r9,r1,52
	addik	r19,r19,1
	addik	r9,r9,4
	brid	$L18
	swi	r9,r1,52
$L33:
	cmp	r18,r9,r19
	bgeid	r18,$L35
	lwi	r9,r1,76
	lwi	r3,r1,52
	brid	$L34
	lw	r29,r3,r9
$L35:
 #APP
 # 61 "pshs.c" 1
	cget	r29,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,76
	lwi	r3,r1,52
	brid	$L34
	sw	r29,r3,r9
$L108:
	lwi	r9,r1,228
	lwi	r24,r1,204
	lwi	r25,r1,208
	swi	r22,r1,196
	swi	r23,r1,200
	lwi	r3,r9,0
 #APP
 # 65 "pshs.c" 1
	cput	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,236
	lwi	r3,r9,0
 #APP
 # 65 "pshs.c" 1
	cput	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,64
	lwi	r3,r1,48
	cmp	r18,r9,r3
	bgeid	r18,$L43
	lwi	r9,r1,192
$L44:
	lwi	r3,r1,156
$L116:
	lwi	r9,r1,48
	addk	r9,r9,r3
	swi	r9,r1,48
	lwi	r9,r1,68
	addk	r9,r9,r3
	swi	r9,r1,68
	lwi	r9,r1,124
	addk	r9,r9,r3
	swi	r9,r1,124
	lwi	r3,r1,232
	lwi	r9,r1,48
	cmp	r18,r3,r9
	bltid	r18,$L123
	lwi	r9,r1,192
$L11:
	lwi	r9,r1,264
	bneid	r9,$L124
	lwi	r9,r1,272
 #APP
 # 61 "pshs.c" 1
	cget	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,260
	lwi	r4,r1,268
	sw	r3,r4,r9
 #APP
 # 61 "pshs.c" 1
	cget	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,272
$L124:
	addik	r3,r0,1	# 0x1
	cmp	r18,r9,r3
	bgeid	r18,$L48
	addk	r6,r9,r0
	lwi	r5,r1,64
	brlid	r15,__divsi3
	
	addik	r27,r9,-1
	lwi	r9,r1,264
	addk	r24,r3,r0
	rsubk	r4,r9,r0
	xor	r6,r27,r9
	or	r4,r4,r9
	lwi	r9,r1,64
	rsubk	r5,r6,r0
	xori	r25,r4,-1
	addik	r22,r9,1
	lwi	r9,r1,276
	or	r3,r5,r6
	bsrli	r25,r25,31
	swi	r9,r1,36
	lwi	r9,r1,192
	xori	r3,r3,-1
	bsrli	r3,r3,31
	swi	r9,r1,40
	lwi	r9,r1,364
	rsubk	r23,r24,r22
	addk	r25,r25,r24
	lwi	r19,r9,52
	lwi	r9,r1,264
	addk	r4,r27,r0
	rsubk	r23,r3,r23
	bneid	r9,$L109
	rsubk	r22,r25,r22
$L49:
	lwi	r9,r1,192
	mul	r4,r4,r9
	swi	r9,r1,32
	bleid	r23,$L50
	swi	r4,r1,28
	swi	r22,r1,48
	addk	r30,r9,r0
	addk	r22,r19,r0
	lwi	r28,r1,264
	lwi	r31,r1,272
	lwi	r19,r1,260
	lwi	r29,r1,276
	brid	$L55
	addk	r26,r0,r0
$L111:
 #APP
 # 39 "pshs.c" 1
	put	r4,rfsl0
 # 0 "" 2
 #NO_APP
	addk	r8,r30,r0
	addk	r7,r31,r0
	lwi	r6,r1,64
	addik	r5,r1,36
	brlid	r15,advance
	
	addik	r26,r26,1
	xor	r4,r23,r26
	beqi	r4,$L103
$L112:
	lwi	r29,r1,36
$L55:
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
	beqi	r28,$L67
	addik	r28,r28,-1
$L54:
	addk	r8,r30,r0
	addk	r7,r31,r0
	lwi	r6,r1,64
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
$L103:
	addk	r19,r22,r0
	lwi	r22,r1,48
$L50:
	rsubk	r19,r19,r23
	cmp	r18,r22,r19
	bgeid	r18,$L125
	lwi	r9,r1,260
	lwi	r23,r1,64
	lwi	r24,r1,192
	lwi	r25,r1,272
	lwi	r26,r1,260
$L56:
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
	bnei	r3,$L56
$L48:
	lwi	r9,r1,260
$L125:
	lwi	r3,r1,268
	lw	r8,r3,r9
	bneid	r8,$L59
	lwi	r9,r1,64
	lwi	r10,r1,260
	addik	r4,r9,-1
	bslli	r3,r4,2
	brid	$L60
	lwi	r9,r1,80
$L62:
	lw	r6,r3,r10
	lw	r5,r3,r9
	addik	r4,r4,-1
	xor	r7,r6,r5
	bneid	r7,$L113
	addik	r3,r3,-4
$L60:
	xori	r5,r4,-1
	bnei	r5,$L62
$L59:
	lwi	r9,r1,64
	beqid	r9,$L118
	lwi	r9,r1,260
	addk	r3,r0,r0
$L127:
	addk	r4,r3,r0
	lwi	r19,r1,80
	lwi	r12,r1,260
	lwi	r24,r1,268
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
	lwi	r9,r1,260
	lwi	r3,r1,268
	lw	r8,r3,r9
	rsubk	r8,r4,r8
	lwi	r9,r1,260
$L118:
	lwi	r3,r1,268
	sw	r8,r3,r9
	lwi	r15,r1,0
$L126:
	lwi	r19,r1,316
	lwi	r22,r1,320
	lwi	r23,r1,324
	lwi	r24,r1,328
	lwi	r25,r1,332
	lwi	r26,r1,336
	lwi	r27,r1,340
	lwi	r28,r1,344
	lwi	r29,r1,348
	lwi	r30,r1,352
	lwi	r31,r1,356
	rtsd	r15,8 
	
	addik	r1,r1,360
$L27:
 #APP
 # 61 "pshs.c" 1
	cget	r4,rfsl0
 # 0 "" 2
 # 61 "pshs.c" 1
	cget	r5,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,60
	addk	r7,r0,r0
	swi	r4,r1,172
	lwi	r3,r9,0
	lwi	r6,r9,4
	swi	r7,r1,140
	swi	r3,r1,144
	swi	r7,r1,168
	lwi	r8,r1,168
	lwi	r9,r1,172
	swi	r6,r1,180
	swi	r7,r1,176
	swi	r7,r1,184
	lwi	r6,r1,140
	lwi	r7,r1,144
	swi	r5,r1,188
	addk	r3,r3,r4
	add	r5,r7,r9
	addc	r4,r6,r8
	lwi	r6,r1,176
	lwi	r7,r1,180
	lwi	r8,r1,184
	lwi	r9,r1,188
	swi	r4,r1,164
	add	r5,r7,r9
	addc	r4,r6,r8
	lwi	r9,r1,60
	swi	r3,r9,0
	lwi	r3,r1,140
	swi	r3,r1,160
	lwi	r6,r1,160
	lwi	r7,r1,164
	addik	r3,r9,8
	add	r5,r5,r7
	addc	r4,r4,r6
	beqid	r4,$L31
	swi	r5,r9,4
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
	swi	r6,r1,220
	swi	r7,r1,224
	brid	$L115
	lwi	r9,r1,72
$L43:
	bleid	r9,$L44
	lwi	r9,r1,48
	lwi	r6,r1,280
	lwi	r7,r1,60
	bslli	r5,r9,2
	lwi	r9,r1,284
	addk	r3,r0,r0
	addk	r5,r5,r9
$L45:
	lw	r4,r3,r7
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r6,r3
	bnei	r4,$L45
	brid	$L116
	lwi	r3,r1,156
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
	lwi	r6,r1,64
	addik	r5,r1,28
	brlid	r15,advance
	
	sw	r10,r9,r19
	brid	$L117
	bslli	r4,r29,2
$L67:
	brid	$L54
	addk	r28,r27,r0
$L109:
	brid	$L49
	addik	r4,r9,-1
$L113:
	cmpu	r18,r6,r5
	bgeid	r18,$L126
	lwi	r15,r1,0
	lwi	r9,r1,64
	bneid	r9,$L127
	addk	r3,r0,r0
	brid	$L118
	lwi	r9,r1,260
$L107:
	lwi	r9,r1,64
	bslli	r9,r9,2
	brid	$L11
	swi	r9,r1,268
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
