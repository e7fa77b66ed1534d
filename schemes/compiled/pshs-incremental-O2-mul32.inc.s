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
	.frame	r1,368,r15		# vars= 296, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-368
	swi	r15,r1,0
	swi	r19,r1,324
	swi	r22,r1,328
	swi	r23,r1,332
	swi	r24,r1,336
	swi	r25,r1,340
	swi	r26,r1,344
	swi	r27,r1,348
	swi	r28,r1,352
	swi	r29,r1,356
	swi	r30,r1,360
	swi	r31,r1,364
	lwi	r9,r5,8
	swi	r5,r1,372
	swi	r9,r1,160
	lwi	r9,r5,12
	swi	r9,r1,272
	lwi	r9,r5,0
	lwi	r3,r1,272
	swi	r9,r1,80
	lwi	r9,r5,4
	swi	r9,r1,280
	lwi	r9,r1,160
	mul	r9,r9,r3
	swi	r9,r1,288
	lwi	r9,r1,80
	addk	r9,r9,r9
	swi	r9,r1,248
	lwi	r9,r5,16
	swi	r9,r1,164
	lwi	r9,r5,20
	swi	r9,r1,88
	lwi	r9,r5,24
	swi	r9,r1,216
	lwi	r9,r5,28
	lwi	r3,r1,248
	swi	r9,r1,84
	lwi	r9,r5,32
	swi	r9,r1,256
	lwi	r9,r5,36
	swi	r9,r1,64
	lwi	r9,r5,40
	swi	r9,r1,268
	lwi	r9,r1,288
	cmp	r18,r3,r9
	bgeid	r18,$L105
	lwi	r9,r1,280
	addk	r31,r0,r0
	addik	r3,r9,-1
	lwi	r9,r1,160
	mul	r3,r3,r9
	lwi	r9,r1,288
	swi	r9,r1,56
	lwi	r9,r1,160
	bslli	r9,r9,2
	swi	r9,r1,284
	lwi	r9,r1,80
	lwi	r4,r1,284
	bslli	r9,r9,2
	swi	r9,r1,276
	lwi	r9,r1,64
	addik	r6,r4,4
	addk	r9,r9,r4
	swi	r9,r1,244
	lwi	r9,r1,160
	rsubk	r4,r9,r3
	rsubk	r5,r3,r9
	lwi	r9,r1,64
	addk	r6,r9,r6
	lwi	r9,r1,160
	swi	r6,r1,252
	addk	r3,r9,r3
	lwi	r9,r1,288
	swi	r3,r1,208
	lwi	r3,r1,276
	addk	r5,r5,r9
	lwi	r9,r1,244
	swi	r5,r1,132
	addik	r9,r9,8
	swi	r9,r1,264
	lwi	r9,r1,268
	rsubk	r9,r3,r9
	swi	r9,r1,292
	lwi	r9,r1,80
	rsubk	r4,r9,r4
	swi	r4,r1,260
	lwi	r9,r1,160
$L120:
	addik	r3,r0,-1	# 0xffffffffffffffff
	cmp	r18,r3,r9
	bltid	r18,$L115
	lwi	r9,r1,260
	lwi	r3,r1,64
$L122:
	lwi	r5,r1,264
$L13:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bneid	r4,$L13
	lwi	r9,r1,260
$L115:
	lwi	r3,r1,132
	addk	r9,r9,r3
	bgeid	r9,$L14
	swi	r9,r1,144
	addik	r9,r0,-1	# 0xffffffffffffffff
	swi	r9,r1,144
$L14:
	lwi	r9,r1,144
	lwi	r4,r1,56
	lwi	r5,r1,80
	addik	r3,r9,1
	lwi	r9,r1,160
	swi	r3,r1,212
	addk	r9,r9,r4
	cmp	r18,r9,r5
	bgeid	r18,$L15
	swi	r9,r1,128
	swi	r5,r1,128
$L15:
	lwi	r9,r1,56
	rsubk	r4,r3,r9
	bgeid	r4,$L16
	swi	r4,r1,168
	addk	r9,r0,r0
	swi	r9,r1,168
$L16:
	lwi	r9,r1,160
	addk	r4,r4,r9
	lwi	r9,r1,80
	swi	r4,r1,68
	cmp	r18,r9,r4
	bgeid	r18,$L17
	swi	r9,r1,72
	swi	r4,r1,72
$L17:
	lwi	r9,r1,128
	cmp	r18,r9,r3
	bgeid	r18,$L106
	bslli	r9,r3,2
	swi	r9,r1,172
	lwi	r9,r1,128
	lwi	r5,r1,172
	swi	r26,r1,228
	swi	r27,r1,232
	bslli	r4,r9,2
	lwi	r9,r1,72
	swi	r9,r1,60
	lwi	r9,r1,68
	swi	r9,r1,48
	lwi	r9,r1,168
	swi	r9,r1,44
	lwi	r9,r1,216
	addk	r23,r9,r5
	addk	r4,r9,r4
	lwi	r9,r1,68
	addk	r26,r23,r0
	lwi	r22,r1,220
	lwi	r23,r1,224
	addk	r3,r3,r9
	swi	r4,r1,124
	swi	r3,r1,136
	lwi	r3,r1,48
$L116:
	lwi	r9,r1,136
	rsubk	r9,r3,r9
	swi	r9,r1,76
	lwi	r3,r1,60
	lwi	r9,r1,44
	cmp	r18,r3,r9
	bgeid	r18,$L126
	lwi	r3,r1,56
	addk	r4,r31,r0
	rsubk	r19,r3,r9
	lwi	r9,r1,76
	addk	r19,r19,r9
	lwi	r9,r1,44
	bslli	r19,r19,2
	bslli	r30,r9,2
	lwi	r9,r1,60
	bslli	r3,r9,2
	lwi	r9,r1,88
	addk	r30,r9,r30
	lwi	r9,r1,64
	addk	r19,r9,r19
	lwi	r9,r1,88
	addk	r27,r9,r3
$L20:
	lwi	r6,r30,0
	lwi	r8,r26,0
	addk	r5,r31,r0
	addk	r7,r31,r0
	addk	r29,r4,r0
	brlid	r15,__muldi3
	
	addk	r22,r31,r0
	addk	r5,r4,r0
	lwi	r23,r19,0
	addk	r4,r3,r0
	addk	r28,r31,r0
	addik	r30,r30,4
	add	r5,r5,r23
	addc	r4,r4,r22
	addik	r19,r19,4
	add	r5,r5,r29
	addc	r4,r4,r28
	xor	r3,r27,r30
	bneid	r3,$L20
	swi	r5,r19,-4
	lwi	r9,r1,60
	lwi	r5,r1,56
	rsubk	r3,r5,r9
	lwi	r9,r1,76
	addk	r3,r3,r9
	lwi	r9,r1,64
	bslli	r3,r3,2
	beqid	r4,$L24
	addk	r3,r9,r3
$L21:
	lwi	r5,r3,0
	addk	r24,r0,r0
	addk	r11,r4,r0
	addk	r25,r5,r0
	addk	r10,r24,r0
	addk	r5,r5,r4
	swi	r5,r3,0
	add	r5,r25,r11
	addc	r4,r24,r10
	bneid	r4,$L21
	addik	r3,r3,4
	swi	r10,r1,108
	swi	r11,r1,112
$L24:
	lwi	r9,r1,44
$L126:
	beqid	r9,$L23
	addik	r9,r9,-1
	swi	r9,r1,44
$L23:
	lwi	r9,r1,48
	lwi	r3,r1,80
	addik	r9,r9,-1
	cmp	r18,r3,r9
	bgeid	r18,$L25
	swi	r9,r1,48
	swi	r9,r1,60
$L25:
	lwi	r9,r1,124
	addik	r26,r26,4
	xor	r3,r9,r26
	bneid	r3,$L116
	lwi	r3,r1,48
	lwi	r26,r1,228
	lwi	r27,r1,232
	swi	r22,r1,220
	swi	r23,r1,224
$L18:
	lwi	r9,r1,80
	lwi	r3,r1,56
	cmp	r18,r9,r3
	bgeid	r18,$L27
	swi	r9,r1,60
	swi	r3,r1,60
$L27:
	lwi	r9,r1,56
	lwi	r5,r1,144
	swi	r28,r1,136
	swi	r29,r1,140
	rsubk	r4,r9,r0
	or	r4,r4,r9
	bsrli	r4,r4,31
	rsubk	r3,r9,r5
	swi	r4,r1,76
	lwi	r9,r1,256
	lwi	r4,r1,172
	bslli	r3,r3,2
	addk	r23,r9,r4
	lwi	r9,r1,64
	lwi	r30,r1,212
	lwi	r28,r1,168
	addk	r3,r9,r3
	swi	r3,r1,44
	lwi	r9,r1,132
	lwi	r3,r1,160
	swi	r24,r1,144
	swi	r25,r1,148
	rsubk	r9,r3,r9
	swi	r9,r1,124
$L44:
	lwi	r9,r1,60
	xor	r4,r30,r9
	rsubk	r3,r4,r0
	or	r3,r3,r4
	bltid	r3,$L32
	lwi	r9,r1,76
	bnei	r9,$L28
$L32:
	lwi	r9,r1,128
$L112:
	cmp	r18,r9,r30
	bgeid	r18,$L107
	lwi	r9,r1,56
	cmp	r18,r9,r30
	bltid	r18,$L34
	lwi	r9,r1,124
	lwi	r9,r1,44
	lwi	r3,r9,4
	lwi	r9,r1,164
	mul	r3,r3,r9
	swi	r3,r23,0
$L35:
	lwi	r9,r1,132
$L119:
	cmp	r18,r9,r30
	bltid	r18,$L117
	lwi	r9,r1,72
	lwi	r3,r23,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,72
$L117:
	cmp	r18,r9,r28
	bgeid	r18,$L41
	lwi	r9,r1,56
	lwi	r5,r1,84
	lwi	r3,r1,72
	rsubk	r19,r9,r28
	bslli	r9,r28,2
	bslli	r22,r3,2
	addk	r24,r5,r9
	addk	r19,r19,r30
	lwi	r9,r1,64
	bslli	r19,r19,2
	addk	r22,r5,r22
	addk	r19,r9,r19
	addk	r10,r19,r0
	swi	r26,r1,48
	swi	r27,r1,52
	addk	r4,r31,r0
	addk	r29,r23,r0
	addk	r19,r22,r0
	addk	r26,r24,r0
$L40:
	lwi	r8,r26,0
	lwi	r6,r29,0
	addk	r5,r31,r0
	addk	r7,r31,r0
	addk	r25,r4,r0
	brlid	r15,__muldi3
	
	swi	r10,r1,320
	lwi	r10,r1,320
	addk	r5,r4,r0
	addk	r22,r31,r0
	lwi	r23,r10,0
	addk	r4,r3,r0
	addk	r24,r31,r0
	addik	r26,r26,4
	add	r5,r5,r23
	addc	r4,r4,r22
	addik	r10,r10,4
	add	r5,r5,r25
	addc	r4,r4,r24
	xor	r3,r19,r26
	bneid	r3,$L40
	swi	r5,r10,-4
	lwi	r9,r1,72
	lwi	r5,r1,56
	swi	r22,r1,92
	swi	r23,r1,96
	swi	r24,r1,100
	swi	r25,r1,104
	rsubk	r3,r5,r9
	addk	r3,r3,r30
	lwi	r9,r1,64
	bslli	r3,r3,2
	addk	r23,r29,r0
	lwi	r26,r1,48
	lwi	r27,r1,52
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
	swi	r10,r1,116
	swi	r11,r1,120
$L41:
	beqid	r28,$L118
	lwi	r9,r1,68
	addik	r28,r28,-1
$L118:
	lwi	r3,r1,80
	addik	r9,r9,-1
	cmp	r18,r3,r9
	bgeid	r18,$L43
	swi	r9,r1,68
	swi	r9,r1,72
$L43:
	lwi	r9,r1,44
	addik	r30,r30,1
	addik	r23,r23,4
	addik	r9,r9,4
	brid	$L44
	swi	r9,r1,44
$L34:
	cmp	r18,r9,r30
	bltid	r18,$L119
	lwi	r9,r1,132
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	brid	$L35
	swi	r3,r23,0
$L107:
	lwi	r9,r1,244
	lwi	r28,r1,136
	lwi	r29,r1,140
	lwi	r24,r1,144
	lwi	r25,r1,148
	lwi	r3,r9,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,252
	lwi	r3,r9,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,80
	lwi	r3,r1,56
	cmp	r18,r9,r3
	bgeid	r18,$L45
	lwi	r9,r1,160
$L46:
	lwi	r3,r1,208
	lwi	r9,r1,56
	addk	r9,r9,r3
	swi	r9,r1,56
	lwi	r9,r1,132
	addk	r9,r9,r3
	swi	r9,r1,132
	lwi	r3,r1,248
	lwi	r9,r1,56
	cmp	r18,r3,r9
	bltid	r18,$L120
	lwi	r9,r1,160
$L11:
	lwi	r9,r1,272
$L113:
	bneid	r9,$L121
	lwi	r9,r1,280
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,268
	lwi	r4,r1,276
	sw	r3,r4,r9
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,280
$L121:
	addik	r3,r0,1	# 0x1
	cmp	r18,r9,r3
	bgeid	r18,$L51
	addk	r6,r9,r0
	brlid	r15,__divsi3
	
	lwi	r5,r1,80
	lwi	r9,r1,280
	addk	r6,r3,r0
	addik	r5,r9,-1
	lwi	r9,r1,272
	rsubk	r7,r9,r0
	xor	r8,r5,r9
	or	r7,r7,r9
	lwi	r9,r1,80
	rsubk	r4,r8,r0
	or	r4,r4,r8
	addik	r22,r9,1
	lwi	r9,r1,288
	xori	r3,r7,-1
	bsrli	r3,r3,31
	swi	r9,r1,36
	lwi	r9,r1,160
	xori	r4,r4,-1
	bsrli	r4,r4,31
	swi	r9,r1,40
	lwi	r9,r1,372
	rsubk	r23,r6,r22
	addk	r3,r3,r6
	lwi	r19,r9,52
	lwi	r9,r1,272
	rsubk	r23,r4,r23
	bneid	r9,$L108
	rsubk	r22,r3,r22
$L52:
	lwi	r9,r1,160
	mul	r3,r5,r9
	swi	r9,r1,32
	bleid	r23,$L53
	swi	r3,r1,28
	lwi	r26,r1,80
	addk	r27,r9,r0
	lwi	r28,r1,280
	lwi	r29,r1,268
	lwi	r25,r1,288
	brid	$L55
	addk	r24,r0,r0
$L54:
	bslli	r3,r25,2
$L111:
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
	beqid	r3,$L53
	lwi	r25,r1,36
$L55:
	cmp	r18,r19,r24
	blti	r18,$L54
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
	brid	$L111
	bslli	r3,r25,2
$L28:
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
	swi	r3,r1,188
	lwi	r4,r9,0
	lwi	r6,r9,4
	swi	r7,r1,152
	swi	r4,r1,156
	swi	r7,r1,184
	lwi	r8,r1,184
	lwi	r9,r1,188
	swi	r6,r1,196
	swi	r7,r1,192
	swi	r7,r1,200
	lwi	r6,r1,152
	lwi	r7,r1,156
	swi	r5,r1,204
	addk	r3,r4,r3
	add	r5,r7,r9
	addc	r4,r6,r8
	lwi	r6,r1,192
	lwi	r7,r1,196
	lwi	r8,r1,200
	lwi	r9,r1,204
	swi	r4,r1,180
	add	r5,r7,r9
	addc	r4,r6,r8
	lwi	r9,r1,64
	swi	r3,r9,0
	lwi	r3,r1,152
	swi	r3,r1,176
	lwi	r6,r1,176
	lwi	r7,r1,180
	addik	r3,r9,8
	add	r5,r5,r7
	addc	r4,r4,r6
	beqid	r4,$L32
	swi	r5,r9,4
$L33:
	lwi	r4,r3,0
	addk	r6,r0,r0
	addik	r3,r3,4
	addk	r7,r4,r0
	addik	r4,r4,1
	swi	r4,r3,-4
	addi	r5,r7,1
	addc	r4,r6,r0
	bnei	r4,$L33
	swi	r6,r1,236
	swi	r7,r1,240
	brid	$L112
	lwi	r9,r1,128
$L45:
	bleid	r9,$L46
	lwi	r9,r1,56
	lwi	r6,r1,284
	lwi	r7,r1,64
	bslli	r5,r9,2
	lwi	r9,r1,292
	addk	r3,r0,r0
	addk	r5,r5,r9
$L47:
	lw	r4,r3,r7
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r6,r3
	bneid	r4,$L47
	lwi	r9,r1,56
	lwi	r3,r1,208
	addk	r9,r9,r3
	swi	r9,r1,56
	lwi	r9,r1,132
	addk	r9,r9,r3
	swi	r9,r1,132
	lwi	r3,r1,56
	lwi	r9,r1,248
	cmp	r18,r9,r3
	bltid	r18,$L122
	lwi	r3,r1,64
	brid	$L113
	lwi	r9,r1,272
$L53:
	rsubk	r19,r19,r23
	cmp	r18,r22,r19
	bgeid	r18,$L123
	lwi	r9,r1,268
	lwi	r23,r1,80
	lwi	r24,r1,160
	lwi	r25,r1,280
	lwi	r26,r1,268
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
$L51:
	lwi	r9,r1,268
$L123:
	lwi	r3,r1,276
	lw	r8,r3,r9
	bneid	r8,$L59
	lwi	r9,r1,80
	lwi	r10,r1,268
	addik	r4,r9,-1
	bslli	r3,r4,2
	brid	$L60
	lwi	r9,r1,84
$L62:
	lw	r6,r3,r10
	lw	r5,r3,r9
	addik	r4,r4,-1
	xor	r7,r6,r5
	bneid	r7,$L109
	addik	r3,r3,-4
$L60:
	xori	r5,r4,-1
	bnei	r5,$L62
$L59:
	lwi	r9,r1,80
	beqid	r9,$L114
	lwi	r9,r1,268
	addk	r3,r0,r0
$L125:
	addk	r4,r3,r0
	lwi	r19,r1,84
	lwi	r12,r1,268
	lwi	r24,r1,276
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
	lwi	r9,r1,268
	lwi	r3,r1,276
	lw	r8,r3,r9
	rsubk	r8,r4,r8
	lwi	r9,r1,268
$L114:
	lwi	r3,r1,276
	sw	r8,r3,r9
	lwi	r15,r1,0
$L124:
	lwi	r19,r1,324
	lwi	r22,r1,328
	lwi	r23,r1,332
	lwi	r24,r1,336
	lwi	r25,r1,340
	lwi	r26,r1,344
	lwi	r27,r1,348
	lwi	r28,r1,352
	lwi	r29,r1,356
	lwi	r30,r1,360
	lwi	r31,r1,364
	rtsd	r15,8 
	
	addik	r1,r1,368
$L106:
	bslli	r3,r3,2
	brid	$L18
	swi	r3,r1,172
$L108:
	brid	$L52
	addik	r5,r9,-1
$L109:
	cmpu	r18,r6,r5
	bgeid	r18,$L124
	lwi	r15,r1,0
	lwi	r9,r1,80
	bneid	r9,$L125
	addk	r3,r0,r0
	brid	$L114
	lwi	r9,r1,268
$L105:
	lwi	r9,r1,80
	bslli	r9,r9,2
	brid	$L11
	swi	r9,r1,276
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
