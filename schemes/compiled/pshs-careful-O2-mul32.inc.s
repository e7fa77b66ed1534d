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
	lwi	r9,r5,8
	swi	r5,r1,360
	swi	r9,r1,148
	lwi	r9,r5,12
	swi	r9,r1,256
	lwi	r9,r5,0
	lwi	r3,r1,256
	swi	r9,r1,84
	lwi	r9,r5,4
	swi	r9,r1,264
	lwi	r9,r1,148
	mul	r9,r9,r3
	swi	r9,r1,272
	lwi	r9,r1,84
	addk	r9,r9,r9
	swi	r9,r1,228
	lwi	r9,r5,16
	swi	r9,r1,160
	lwi	r9,r5,20
	swi	r9,r1,96
	lwi	r9,r5,24
	swi	r9,r1,244
	lwi	r9,r5,28
	lwi	r3,r1,228
	swi	r9,r1,92
	lwi	r9,r5,32
	swi	r9,r1,236
	lwi	r9,r5,36
	swi	r9,r1,64
	lwi	r9,r5,40
	swi	r9,r1,252
	lwi	r9,r1,272
	cmp	r18,r3,r9
	bgeid	r18,$L106
	lwi	r9,r1,264
	addk	r29,r0,r0
	addik	r3,r9,-1
	lwi	r9,r1,148
	mul	r3,r3,r9
	lwi	r9,r1,272
	swi	r9,r1,52
	lwi	r9,r1,148
	bslli	r9,r9,2
	swi	r9,r1,268
	lwi	r9,r1,84
	lwi	r4,r1,268
	bslli	r9,r9,2
	swi	r9,r1,260
	lwi	r9,r1,64
	addik	r6,r4,4
	addk	r9,r9,r4
	swi	r9,r1,224
	lwi	r9,r1,148
	rsubk	r4,r9,r3
	rsubk	r5,r3,r9
	lwi	r9,r1,64
	addk	r6,r9,r6
	lwi	r9,r1,148
	swi	r6,r1,232
	addk	r3,r9,r3
	lwi	r9,r1,272
	swi	r3,r1,204
	lwi	r3,r1,260
	addk	r5,r5,r9
	lwi	r9,r1,224
	swi	r5,r1,124
	addik	r9,r9,8
	swi	r9,r1,248
	lwi	r9,r1,252
	rsubk	r9,r3,r9
	swi	r9,r1,276
	lwi	r9,r1,84
	rsubk	r4,r9,r4
	swi	r4,r1,240
	lwi	r9,r1,148
$L119:
	addik	r3,r0,-1	# 0xffffffffffffffff
	cmp	r18,r3,r9
	bltid	r18,$L116
	lwi	r9,r1,240
	lwi	r3,r1,64
$L121:
	lwi	r5,r1,248
$L13:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bneid	r4,$L13
	lwi	r9,r1,240
$L116:
	lwi	r3,r1,124
	addk	r9,r9,r3
	bgeid	r9,$L14
	swi	r9,r1,128
	addik	r9,r0,-1	# 0xffffffffffffffff
	swi	r9,r1,128
$L14:
	lwi	r3,r1,52
	lwi	r9,r1,148
	addk	r9,r9,r3
	swi	r9,r1,88
	lwi	r9,r1,128
	lwi	r3,r1,84
	addik	r9,r9,1
	swi	r9,r1,136
	lwi	r9,r1,88
	cmp	r18,r9,r3
	bgeid	r18,$L117
	lwi	r9,r1,52
	swi	r3,r1,88
	lwi	r9,r1,52
$L117:
	lwi	r4,r1,136
	rsubk	r3,r4,r9
	bgeid	r3,$L16
	swi	r3,r1,56
	addk	r9,r0,r0
	swi	r9,r1,56
$L16:
	lwi	r9,r1,148
	addk	r3,r3,r9
	lwi	r9,r1,84
	swi	r3,r1,72
	cmp	r18,r9,r3
	bgeid	r18,$L17
	swi	r9,r1,80
	swi	r3,r1,80
$L17:
	lwi	r9,r1,136
	lwi	r3,r1,88
	cmp	r18,r3,r9
	bgei	r18,$L107
	swi	r22,r1,164
	swi	r23,r1,168
	bslli	r9,r9,2
	swi	r9,r1,152
	lwi	r9,r1,80
	lwi	r3,r1,152
	swi	r9,r1,68
	lwi	r9,r1,72
	swi	r9,r1,60
	lwi	r9,r1,56
	swi	r9,r1,44
	lwi	r9,r1,136
	swi	r9,r1,48
	lwi	r9,r1,244
	addk	r9,r9,r3
	swi	r9,r1,76
$L28:
	lwi	r9,r1,76
	lwi	r3,r1,68
	lwi	r23,r9,0
	lwi	r9,r1,44
	cmp	r18,r3,r9
	bgeid	r18,$L125
	lwi	r3,r1,52
	addk	r4,r29,r0
	rsubk	r19,r3,r9
	lwi	r9,r1,48
	addk	r19,r19,r9
	lwi	r9,r1,44
	bslli	r19,r19,2
	bslli	r28,r9,2
	lwi	r9,r1,68
	bslli	r3,r9,2
	lwi	r9,r1,96
	addk	r28,r9,r28
	lwi	r9,r1,64
	addk	r19,r9,r19
	lwi	r9,r1,96
	addk	r22,r9,r3
$L24:
	lwi	r6,r28,0
	addk	r5,r29,r0
	addk	r7,r29,r0
	addk	r8,r23,r0
	addk	r25,r4,r0
	brlid	r15,__muldi3
	
	addk	r30,r29,r0
	addk	r5,r4,r0
	lwi	r31,r19,0
	addk	r4,r3,r0
	addk	r24,r29,r0
	addik	r28,r28,4
	add	r5,r5,r31
	addc	r4,r4,r30
	addik	r19,r19,4
	add	r5,r5,r25
	addc	r4,r4,r24
	xor	r3,r22,r28
	bneid	r3,$L24
	swi	r5,r19,-4
	lwi	r9,r1,68
	lwi	r5,r1,52
	rsubk	r3,r5,r9
	lwi	r9,r1,48
	addk	r3,r3,r9
	lwi	r9,r1,64
	bslli	r3,r3,2
	beqid	r4,$L25
	addk	r3,r9,r3
$L26:
	lwi	r5,r3,0
	addk	r26,r0,r0
	addk	r11,r4,r0
	addk	r27,r5,r0
	addk	r10,r26,r0
	addk	r5,r5,r4
	swi	r5,r3,0
	add	r5,r27,r11
	addc	r4,r26,r10
	bneid	r4,$L26
	addik	r3,r3,4
	swi	r10,r1,108
	swi	r11,r1,112
$L25:
	lwi	r9,r1,44
$L125:
	beqid	r9,$L23
	addik	r9,r9,-1
	swi	r9,r1,44
$L23:
	lwi	r9,r1,60
	lwi	r3,r1,84
	addik	r9,r9,-1
	cmp	r18,r3,r9
	bgeid	r18,$L27
	swi	r9,r1,60
	swi	r9,r1,68
$L27:
	lwi	r9,r1,48
	lwi	r4,r1,88
	addik	r9,r9,1
	swi	r9,r1,48
	xor	r3,r4,r9
	lwi	r9,r1,76
	addik	r9,r9,4
	bneid	r3,$L28
	swi	r9,r1,76
	lwi	r22,r1,164
	lwi	r23,r1,168
$L29:
	lwi	r9,r1,84
	lwi	r3,r1,52
	cmp	r18,r9,r3
	bgeid	r18,$L19
	swi	r9,r1,60
	swi	r3,r1,60
$L19:
	lwi	r9,r1,128
	lwi	r4,r1,52
	swi	r26,r1,164
	swi	r27,r1,168
	lwi	r10,r1,208
	lwi	r11,r1,212
	rsubk	r3,r4,r9
	lwi	r9,r1,52
	rsubk	r4,r4,r0
	bslli	r3,r3,2
	or	r4,r4,r9
	lwi	r9,r1,64
	bsrli	r4,r4,31
	addk	r3,r9,r3
	swi	r3,r1,48
	lwi	r9,r1,236
	lwi	r3,r1,152
	lwi	r26,r1,136
	swi	r4,r1,68
	addk	r9,r9,r3
	swi	r9,r1,44
	lwi	r3,r1,148
	lwi	r9,r1,124
	swi	r30,r1,128
	swi	r31,r1,132
	swi	r24,r1,152
	swi	r25,r1,156
	rsubk	r9,r3,r9
	swi	r9,r1,76
$L20:
	lwi	r9,r1,60
	xor	r4,r26,r9
	rsubk	r3,r4,r0
	or	r3,r3,r4
	bltid	r3,$L34
	lwi	r9,r1,68
	bnei	r9,$L30
$L34:
	lwi	r9,r1,88
$L113:
	cmp	r18,r9,r26
	bgeid	r18,$L108
	lwi	r9,r1,52
	cmp	r18,r9,r26
	bltid	r18,$L36
	lwi	r9,r1,76
	lwi	r9,r1,48
	lwi	r3,r9,4
	lwi	r9,r1,160
	mul	r30,r9,r3
	lwi	r9,r1,44
	swi	r30,r9,0
$L37:
	lwi	r9,r1,124
	cmp	r18,r9,r26
	bltid	r18,$L118
	lwi	r9,r1,56
 #APP
 # 39 "pshs.c" 1
	put	r30,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,56
$L118:
	lwi	r3,r1,80
	cmp	r18,r3,r9
	bgeid	r18,$L44
	lwi	r9,r1,56
	lwi	r3,r1,52
	addk	r4,r29,r0
	bslli	r28,r9,2
	rsubk	r19,r3,r9
	lwi	r9,r1,80
	addk	r19,r19,r26
	bslli	r19,r19,2
	bslli	r3,r9,2
	lwi	r9,r1,92
	addk	r28,r9,r28
	lwi	r9,r1,64
	addk	r19,r9,r19
	lwi	r9,r1,92
	addk	r24,r9,r3
	addk	r27,r24,r0
$L43:
	lwi	r6,r28,0
	addk	r5,r29,r0
	addk	r7,r29,r0
	addk	r8,r30,r0
	swi	r10,r1,304
	brlid	r15,__muldi3
	
	swi	r4,r1,308
	addk	r5,r4,r0
	lwi	r25,r19,0
	addk	r4,r3,r0
	addk	r24,r29,r0
	lwi	r11,r1,308
	addk	r10,r29,r0
	add	r5,r5,r25
	addc	r4,r4,r24
	addik	r28,r28,4
	addik	r19,r19,4
	add	r5,r5,r11
	addc	r4,r4,r10
	xor	r3,r27,r28
	bneid	r3,$L43
	swi	r5,r19,-4
	lwi	r9,r1,80
	lwi	r5,r1,52
	swi	r24,r1,100
	swi	r25,r1,104
	rsubk	r3,r5,r9
	addk	r3,r3,r26
	lwi	r9,r1,64
	bslli	r3,r3,2
	beqid	r4,$L44
	addk	r3,r9,r3
$L45:
	lwi	r5,r3,0
	addk	r22,r0,r0
	addk	r7,r4,r0
	addk	r23,r5,r0
	addk	r6,r22,r0
	addk	r5,r5,r4
	swi	r5,r3,0
	add	r5,r23,r7
	addc	r4,r22,r6
	bneid	r4,$L45
	addik	r3,r3,4
	swi	r6,r1,116
	swi	r7,r1,120
$L44:
	lwi	r9,r1,56
	beqid	r9,$L42
	addik	r9,r9,-1
	swi	r9,r1,56
$L42:
	lwi	r9,r1,72
	lwi	r3,r1,84
	addik	r9,r9,-1
	cmp	r18,r3,r9
	bgeid	r18,$L46
	swi	r9,r1,72
	swi	r9,r1,80
$L46:
	lwi	r9,r1,48
	addik	r26,r26,1
	addik	r9,r9,4
	swi	r9,r1,48
	lwi	r9,r1,44
	addik	r9,r9,4
	brid	$L20
	swi	r9,r1,44
$L36:
	cmp	r18,r9,r26
	bgeid	r18,$L38
	lwi	r9,r1,44
	brid	$L37
	lwi	r30,r9,0
$L38:
 #APP
 # 35 "pshs.c" 1
	get	r30,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,44
	brid	$L37
	swi	r30,r9,0
$L108:
	lwi	r9,r1,224
	lwi	r30,r1,128
	lwi	r31,r1,132
	lwi	r24,r1,152
	lwi	r25,r1,156
	lwi	r26,r1,164
	lwi	r27,r1,168
	lwi	r3,r9,0
	swi	r10,r1,208
	swi	r11,r1,212
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,232
	lwi	r3,r9,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,84
	lwi	r3,r1,52
	cmp	r18,r9,r3
	bgeid	r18,$L47
	lwi	r9,r1,148
$L48:
	lwi	r3,r1,204
	lwi	r9,r1,52
	addk	r9,r9,r3
	swi	r9,r1,52
	lwi	r9,r1,124
	addk	r9,r9,r3
	swi	r9,r1,124
	lwi	r3,r1,228
	lwi	r9,r1,52
	cmp	r18,r3,r9
	bltid	r18,$L119
	lwi	r9,r1,148
$L11:
	lwi	r9,r1,256
$L114:
	bneid	r9,$L120
	lwi	r9,r1,264
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,252
	lwi	r4,r1,260
	sw	r3,r4,r9
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,264
$L120:
	addik	r3,r0,1	# 0x1
	cmp	r18,r9,r3
	bgeid	r18,$L53
	addk	r6,r9,r0
	brlid	r15,__divsi3
	
	lwi	r5,r1,84
	lwi	r9,r1,264
	addk	r6,r3,r0
	addik	r5,r9,-1
	lwi	r9,r1,256
	rsubk	r7,r9,r0
	xor	r8,r5,r9
	or	r7,r7,r9
	lwi	r9,r1,84
	rsubk	r4,r8,r0
	or	r4,r4,r8
	addik	r22,r9,1
	lwi	r9,r1,272
	xori	r3,r7,-1
	bsrli	r3,r3,31
	swi	r9,r1,36
	lwi	r9,r1,148
	xori	r4,r4,-1
	bsrli	r4,r4,31
	swi	r9,r1,40
	lwi	r9,r1,360
	rsubk	r23,r6,r22
	addk	r3,r3,r6
	lwi	r19,r9,52
	lwi	r9,r1,256
	rsubk	r23,r4,r23
	bneid	r9,$L109
	rsubk	r22,r3,r22
$L54:
	lwi	r9,r1,148
	mul	r3,r5,r9
	swi	r9,r1,32
	bleid	r23,$L55
	swi	r3,r1,28
	lwi	r26,r1,84
	addk	r27,r9,r0
	lwi	r28,r1,264
	lwi	r29,r1,252
	lwi	r25,r1,272
	brid	$L57
	addk	r24,r0,r0
$L56:
	bslli	r3,r25,2
$L112:
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
	beqid	r3,$L55
	lwi	r25,r1,36
$L57:
	cmp	r18,r19,r24
	blti	r18,$L56
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
	brid	$L112
	bslli	r3,r25,2
$L30:
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 # 35 "pshs.c" 1
	get	r5,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,64
	addk	r7,r0,r0
	swi	r3,r1,184
	lwi	r4,r9,0
	lwi	r6,r9,4
	swi	r7,r1,140
	swi	r4,r1,144
	swi	r7,r1,180
	lwi	r8,r1,180
	lwi	r9,r1,184
	swi	r6,r1,192
	swi	r7,r1,188
	swi	r7,r1,196
	lwi	r6,r1,140
	lwi	r7,r1,144
	swi	r5,r1,200
	addk	r3,r4,r3
	add	r5,r7,r9
	addc	r4,r6,r8
	lwi	r6,r1,188
	lwi	r7,r1,192
	lwi	r8,r1,196
	lwi	r9,r1,200
	swi	r4,r1,176
	add	r5,r7,r9
	addc	r4,r6,r8
	lwi	r9,r1,64
	swi	r3,r9,0
	lwi	r3,r1,140
	swi	r3,r1,172
	lwi	r6,r1,172
	lwi	r7,r1,176
	addik	r3,r9,8
	add	r5,r5,r7
	addc	r4,r4,r6
	beqid	r4,$L34
	swi	r5,r9,4
$L35:
	lwi	r4,r3,0
	addk	r6,r0,r0
	addik	r3,r3,4
	addk	r7,r4,r0
	addik	r4,r4,1
	swi	r4,r3,-4
	addi	r5,r7,1
	addc	r4,r6,r0
	bnei	r4,$L35
	swi	r6,r1,216
	swi	r7,r1,220
	brid	$L113
	lwi	r9,r1,88
$L47:
	bleid	r9,$L48
	lwi	r9,r1,52
	lwi	r6,r1,268
	lwi	r7,r1,64
	bslli	r5,r9,2
	lwi	r9,r1,276
	addk	r3,r0,r0
	addk	r5,r5,r9
$L49:
	lw	r4,r3,r7
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r6,r3
	bneid	r4,$L49
	lwi	r9,r1,52
	lwi	r3,r1,204
	addk	r9,r9,r3
	swi	r9,r1,52
	lwi	r9,r1,124
	addk	r9,r9,r3
	swi	r9,r1,124
	lwi	r3,r1,52
	lwi	r9,r1,228
	cmp	r18,r9,r3
	bltid	r18,$L121
	lwi	r3,r1,64
	brid	$L114
	lwi	r9,r1,256
$L55:
	rsubk	r19,r19,r23
	cmp	r18,r22,r19
	bgeid	r18,$L122
	lwi	r9,r1,252
	lwi	r23,r1,84
	lwi	r24,r1,148
	lwi	r25,r1,264
	lwi	r26,r1,252
$L58:
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
	bnei	r3,$L58
$L53:
	lwi	r9,r1,252
$L122:
	lwi	r3,r1,260
	lw	r8,r3,r9
	bneid	r8,$L61
	lwi	r9,r1,84
	lwi	r10,r1,252
	addik	r4,r9,-1
	bslli	r3,r4,2
	brid	$L62
	lwi	r9,r1,92
$L64:
	lw	r6,r3,r10
	lw	r5,r3,r9
	addik	r4,r4,-1
	xor	r7,r6,r5
	bneid	r7,$L110
	addik	r3,r3,-4
$L62:
	xori	r5,r4,-1
	bnei	r5,$L64
$L61:
	lwi	r9,r1,84
	beqid	r9,$L115
	lwi	r9,r1,252
	addk	r3,r0,r0
$L124:
	addk	r4,r3,r0
	lwi	r19,r1,92
	lwi	r12,r1,252
	lwi	r24,r1,260
	addk	r6,r0,r0
$L126:
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
	bneid	r5,$L126
	andi	r4,r4,1 #and1
	lwi	r9,r1,252
	lwi	r3,r1,260
	lw	r8,r3,r9
	rsubk	r8,r4,r8
	lwi	r9,r1,252
$L115:
	lwi	r3,r1,260
	sw	r8,r3,r9
	lwi	r15,r1,0
$L123:
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
$L107:
	bslli	r9,r9,2
	brid	$L29
	swi	r9,r1,152
$L109:
	brid	$L54
	addik	r5,r9,-1
$L110:
	cmpu	r18,r6,r5
	bgeid	r18,$L123
	lwi	r15,r1,0
	lwi	r9,r1,84
	bneid	r9,$L124
	addk	r3,r0,r0
	brid	$L115
	lwi	r9,r1,252
$L106:
	lwi	r9,r1,84
	bslli	r9,r9,2
	brid	$L11
	swi	r9,r1,260
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
