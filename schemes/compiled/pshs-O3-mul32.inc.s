	.text
	.align	2
	.globl	mont_pshs
	.ent	mont_pshs
	.type	mont_pshs, @function
mont_pshs:
	.frame	r1,344,r15		# vars= 272, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-344
	swi	r15,r1,0
	swi	r19,r1,300
	swi	r22,r1,304
	swi	r23,r1,308
	swi	r24,r1,312
	swi	r25,r1,316
	swi	r26,r1,320
	swi	r27,r1,324
	swi	r28,r1,328
	swi	r29,r1,332
	swi	r30,r1,336
	swi	r31,r1,340
	lwi	r9,r5,8
	swi	r5,r1,348
	swi	r9,r1,144
	lwi	r9,r5,12
	swi	r9,r1,264
	lwi	r9,r5,0
	lwi	r3,r1,264
	swi	r9,r1,48
	lwi	r9,r5,4
	swi	r9,r1,252
	lwi	r9,r1,144
	mul	r9,r9,r3
	swi	r9,r1,248
	lwi	r9,r1,48
	addk	r9,r9,r9
	swi	r9,r1,216
	lwi	r9,r5,16
	swi	r9,r1,136
	lwi	r9,r5,20
	swi	r9,r1,72
	lwi	r9,r5,24
	swi	r9,r1,236
	lwi	r9,r5,28
	lwi	r3,r1,216
	swi	r9,r1,68
	lwi	r9,r5,32
	swi	r9,r1,224
	lwi	r9,r5,36
	swi	r9,r1,44
	lwi	r9,r5,40
	swi	r9,r1,244
	lwi	r9,r1,248
	cmp	r18,r3,r9
	bgeid	r18,$L118
	lwi	r9,r1,252
	addk	r28,r0,r0
	addik	r3,r9,-1
	lwi	r9,r1,144
	mul	r3,r3,r9
	lwi	r9,r1,248
	swi	r9,r1,28
	lwi	r9,r1,144
	bslli	r9,r9,2
	swi	r9,r1,260
	lwi	r9,r1,48
	lwi	r4,r1,260
	bslli	r9,r9,2
	swi	r9,r1,256
	lwi	r9,r1,44
	addik	r5,r4,4
	addk	r9,r9,r4
	swi	r9,r1,212
	lwi	r9,r1,144
	rsubk	r4,r3,r9
	lwi	r9,r1,44
	addk	r5,r9,r5
	lwi	r9,r1,144
	swi	r5,r1,220
	lwi	r5,r1,248
	addk	r9,r9,r3
	swi	r9,r1,140
	lwi	r9,r1,144
	addk	r4,r4,r5
	swi	r4,r1,112
	addk	r9,r9,r5
	swi	r9,r1,52
	lwi	r9,r1,212
	lwi	r4,r1,256
	addik	r9,r9,8
	swi	r9,r1,240
	lwi	r9,r1,244
	rsubk	r9,r4,r9
	swi	r9,r1,268
	lwi	r4,r1,144
	lwi	r9,r1,48
	addk	r3,r4,r3
	addk	r9,r9,r4
	swi	r9,r1,228
	swi	r3,r1,232
	lwi	r9,r1,144
$L135:
	addik	r4,r0,-1	# 0xffffffffffffffff
	lwi	r3,r1,44
	cmp	r18,r4,r9
	bltid	r18,$L36
	lwi	r5,r1,240
$L4:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L4
$L36:
	lwi	r9,r1,52
	lwi	r3,r1,228
	rsubk	r9,r3,r9
	bgeid	r9,$L5
	swi	r9,r1,60
	addik	r9,r0,-1	# 0xffffffffffffffff
	swi	r9,r1,60
$L5:
	lwi	r9,r1,52
	lwi	r3,r1,48
	swi	r9,r1,56
	lwi	r9,r1,60
	addik	r19,r9,1
	lwi	r9,r1,52
	cmp	r18,r9,r3
	bgeid	r18,$L130
	lwi	r9,r1,56
	swi	r3,r1,56
	lwi	r9,r1,56
$L130:
	cmp	r18,r9,r19
	bgeid	r18,$L119
	lwi	r3,r1,236
	bslli	r9,r19,2
	addk	r25,r3,r9
	swi	r25,r1,32
	addk	r29,r19,r0
	lwi	r24,r1,196
	lwi	r25,r1,200
	swi	r9,r1,116
	swi	r19,r1,108
	swi	r22,r1,120
	swi	r23,r1,124
$L13:
	lwi	r9,r1,28
	rsubk	r30,r29,r9
	bgeid	r30,$L131
	lwi	r9,r1,52
	addk	r30,r28,r0
$L131:
	rsubk	r19,r29,r9
	lwi	r9,r1,48
	cmp	r18,r19,r9
	bgei	r18,$L11
	addk	r19,r9,r0
$L11:
	cmp	r18,r19,r30
	bgeid	r18,$L16
	lwi	r9,r1,28
	bslli	r3,r19,2
	rsubk	r31,r9,r30
	lwi	r9,r1,72
	bslli	r30,r30,2
	addk	r31,r31,r29
	addk	r30,r9,r30
	lwi	r9,r1,44
	bslli	r31,r31,2
	addk	r31,r9,r31
	lwi	r9,r1,72
	addk	r10,r31,r0
	swi	r26,r1,36
	swi	r27,r1,40
	addk	r22,r9,r3
	addk	r26,r30,r0
	addk	r4,r28,r0
	addk	r31,r22,r0
	lwi	r30,r1,32
$L15:
	lwi	r6,r26,0
	lwi	r8,r30,0
	addk	r5,r28,r0
	addk	r7,r28,r0
	addk	r23,r4,r0
	brlid	r15,__muldi3
	
	swi	r10,r1,296
	lwi	r10,r1,296
	addk	r5,r4,r0
	addk	r24,r28,r0
	lwi	r25,r10,0
	addk	r4,r3,r0
	addk	r22,r28,r0
	addik	r26,r26,4
	add	r5,r5,r25
	addc	r4,r4,r24
	addik	r10,r10,4
	add	r5,r5,r23
	addc	r4,r4,r22
	xor	r3,r31,r26
	bneid	r3,$L15
	swi	r5,r10,-4
	lwi	r9,r1,28
	swi	r22,r1,76
	swi	r23,r1,80
	lwi	r26,r1,36
	lwi	r27,r1,40
	rsubk	r3,r9,r19
	addk	r3,r3,r29
	lwi	r9,r1,44
	bslli	r3,r3,2
	beqid	r4,$L16
	addk	r3,r9,r3
$L17:
	lwi	r5,r3,0
	addk	r26,r0,r0
	addk	r11,r4,r0
	addk	r27,r5,r0
	addk	r10,r26,r0
	addk	r4,r4,r5
	swi	r4,r3,0
	add	r5,r27,r11
	addc	r4,r26,r10
	bneid	r4,$L17
	addik	r3,r3,4
	swi	r10,r1,92
	swi	r11,r1,96
$L16:
	lwi	r9,r1,56
	addik	r29,r29,1
	xor	r3,r9,r29
	lwi	r9,r1,32
	addik	r9,r9,4
	bneid	r3,$L13
	swi	r9,r1,32
	lwi	r19,r1,108
	lwi	r22,r1,120
	lwi	r23,r1,124
	swi	r24,r1,196
	swi	r25,r1,200
$L14:
	lwi	r9,r1,48
	lwi	r3,r1,28
	cmp	r18,r9,r3
	bgeid	r18,$L8
	swi	r9,r1,108
	swi	r3,r1,108
$L8:
	lwi	r9,r1,28
	addik	r4,r0,1	# 0x1
	swi	r26,r1,188
	swi	r27,r1,192
	rsubk	r3,r9,r4
	lwi	r9,r1,60
	addk	r3,r3,r9
	lwi	r9,r1,28
	bslli	r3,r3,2
	rsubk	r4,r9,r0
	or	r4,r4,r9
	bsrli	r4,r4,31
	lwi	r9,r1,224
	swi	r4,r1,120
	lwi	r4,r1,116
	addk	r25,r9,r4
	lwi	r9,r1,44
	swi	r25,r1,32
	lwi	r24,r1,180
	lwi	r25,r1,184
	addk	r3,r9,r3
	swi	r3,r1,36
	lwi	r9,r1,52
	lwi	r3,r1,232
	rsubk	r9,r3,r9
	swi	r9,r1,116
$L9:
	lwi	r9,r1,108
	xor	r4,r19,r9
	rsubk	r3,r4,r0
	or	r3,r3,r4
	bltid	r3,$L22
	lwi	r9,r1,120
	bnei	r9,$L18
$L22:
	lwi	r9,r1,56
$L127:
	cmp	r18,r9,r19
	bgeid	r18,$L120
	lwi	r9,r1,28
	cmp	r18,r9,r19
	bltid	r18,$L24
	lwi	r9,r1,116
	lwi	r9,r1,36
	lwi	r3,r9,0
	lwi	r9,r1,136
	mul	r3,r3,r9
	lwi	r9,r1,32
	swi	r3,r9,0
$L25:
	lwi	r9,r1,112
$L134:
	cmp	r18,r9,r19
	bltid	r18,$L132
	lwi	r9,r1,28
	lwi	r9,r1,32
	lwi	r3,r9,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,28
$L132:
	rsubk	r30,r19,r9
	bgeid	r30,$L133
	lwi	r9,r1,52
	addk	r30,r28,r0
$L133:
	rsubk	r26,r19,r9
	lwi	r9,r1,48
	cmp	r18,r26,r9
	bgei	r18,$L28
	addk	r26,r9,r0
$L28:
	cmp	r18,r26,r30
	bgeid	r18,$L31
	lwi	r9,r1,28
	bslli	r29,r26,2
	rsubk	r31,r9,r30
	lwi	r9,r1,68
	bslli	r30,r30,2
	addk	r31,r31,r19
	addk	r30,r9,r30
	lwi	r9,r1,44
	bslli	r31,r31,2
	addk	r31,r9,r31
	lwi	r9,r1,68
	swi	r22,r1,60
	swi	r23,r1,64
	addk	r4,r28,r0
	addk	r10,r30,r0
	lwi	r27,r1,32
	addk	r22,r31,r0
	addk	r29,r9,r29
$L30:
	lwi	r8,r10,0
	lwi	r6,r27,0
	addk	r5,r28,r0
	addk	r7,r28,r0
	addik	r10,r10,4
	addk	r31,r4,r0
	brlid	r15,__muldi3
	
	swi	r10,r1,296
	addk	r5,r4,r0
	lwi	r25,r22,0
	addk	r4,r3,r0
	addk	r24,r28,r0
	addk	r30,r28,r0
	lwi	r10,r1,296
	add	r5,r5,r25
	addc	r4,r4,r24
	addik	r22,r22,4
	add	r5,r5,r31
	addc	r4,r4,r30
	xor	r3,r29,r10
	bneid	r3,$L30
	swi	r5,r22,-4
	lwi	r9,r1,28
	swi	r30,r1,84
	swi	r31,r1,88
	lwi	r22,r1,60
	lwi	r23,r1,64
	rsubk	r3,r9,r26
	addk	r3,r3,r19
	lwi	r9,r1,44
	bslli	r3,r3,2
	beqid	r4,$L31
	addk	r3,r9,r3
$L32:
	lwi	r5,r3,0
	addk	r22,r0,r0
	addk	r11,r4,r0
	addk	r23,r5,r0
	addk	r10,r22,r0
	addk	r5,r5,r4
	swi	r5,r3,0
	add	r5,r23,r11
	addc	r4,r22,r10
	bneid	r4,$L32
	addik	r3,r3,4
	swi	r10,r1,100
	swi	r11,r1,104
$L31:
	lwi	r9,r1,32
	addik	r19,r19,1
	addik	r9,r9,4
	swi	r9,r1,32
	lwi	r9,r1,36
	addik	r9,r9,4
	brid	$L9
	swi	r9,r1,36
$L24:
	cmp	r18,r9,r19
	bltid	r18,$L134
	lwi	r9,r1,112
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,32
	brid	$L25
	swi	r3,r9,0
$L120:
	lwi	r9,r1,212
	lwi	r26,r1,188
	lwi	r27,r1,192
	swi	r24,r1,180
	swi	r25,r1,184
	lwi	r3,r9,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,220
	lwi	r3,r9,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,48
	lwi	r3,r1,28
	cmp	r18,r9,r3
	bgeid	r18,$L33
	lwi	r9,r1,144
$L34:
	lwi	r3,r1,140
$L128:
	lwi	r9,r1,28
	addk	r9,r9,r3
	swi	r9,r1,28
	lwi	r9,r1,52
	addk	r9,r9,r3
	swi	r9,r1,52
	lwi	r9,r1,112
	addk	r9,r9,r3
	swi	r9,r1,112
	lwi	r3,r1,216
	lwi	r9,r1,28
	cmp	r18,r3,r9
	bltid	r18,$L135
	lwi	r9,r1,144
$L2:
	lwi	r9,r1,264
	bneid	r9,$L37
	lwi	r9,r1,252
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,244
	lwi	r4,r1,256
	sw	r3,r4,r9
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,252
	addik	r3,r0,1	# 0x1
	cmp	r18,r9,r3
	bgei	r18,$L39
	addk	r6,r9,r0
	brlid	r15,__divsi3
	
	lwi	r5,r1,48
	addk	r9,r3,r0
	lwi	r5,r1,252
	lwi	r3,r1,48
	lwi	r6,r1,348
	lwi	r7,r1,48
	addik	r4,r3,1
	addik	r3,r5,-1
	lwi	r12,r6,52
	addk	r19,r3,r0
	rsubk	r5,r9,r4
	rsubk	r9,r9,r7
$L61:
	lwi	r4,r1,144
	bleid	r5,$L40
	mul	r3,r3,r4
	bgtid	r12,$L121
	mul	r11,r19,r4
	addk	r6,r4,r0
	addk	r7,r0,r0
$L41:
	lwi	r4,r1,144
	lwi	r23,r1,48
	lwi	r24,r1,244
	addk	r25,r4,r0
	lwi	r8,r1,248
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
	beqid	r3,$L122
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
$L125:
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
	rsubk	r5,r12,r5
	cmp	r18,r9,r5
	bgei	r18,$L39
	lwi	r6,r1,144
	lwi	r12,r1,144
	lwi	r11,r1,244
	mul	r8,r19,r6
	brid	$L52
	lwi	r6,r1,48
$L123:
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
	beqid	r4,$L123
	addk	r3,r7,r8
	addik	r5,r5,1
	addk	r3,r7,r0
	xor	r7,r5,r9
	bnei	r7,$L52
$L39:
	lwi	r9,r1,244
	lwi	r3,r1,256
	lw	r8,r3,r9
	bnei	r8,$L55
	addk	r10,r9,r0
	lwi	r9,r1,48
	addik	r4,r9,-1
	bslli	r3,r4,2
	brid	$L56
	lwi	r9,r1,68
$L58:
	lw	r6,r3,r10
	lw	r5,r3,r9
	addik	r4,r4,-1
	xor	r7,r6,r5
	bneid	r7,$L124
	addik	r3,r3,-4
$L56:
	xori	r5,r4,-1
	bnei	r5,$L58
$L55:
	lwi	r9,r1,48
	beqid	r9,$L129
	lwi	r9,r1,244
	addk	r3,r0,r0
$L137:
	addk	r4,r3,r0
	lwi	r19,r1,68
	lwi	r12,r1,244
	lwi	r24,r1,256
	addk	r6,r0,r0
$L138:
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
	bneid	r5,$L138
	andi	r4,r4,1 #and1
	lwi	r9,r1,244
	lwi	r3,r1,256
	lw	r8,r3,r9
	rsubk	r8,r4,r8
	lwi	r9,r1,244
$L129:
	lwi	r3,r1,256
	sw	r8,r3,r9
	lwi	r15,r1,0
$L136:
	lwi	r19,r1,300
	lwi	r22,r1,304
	lwi	r23,r1,308
	lwi	r24,r1,312
	lwi	r25,r1,316
	lwi	r26,r1,320
	lwi	r27,r1,324
	lwi	r28,r1,328
	lwi	r29,r1,332
	lwi	r30,r1,336
	lwi	r31,r1,340
	rtsd	r15,8 
	
	addik	r1,r1,344
$L18:
 #APP
 # 35 "pshs.c" 1
	get	r4,rfsl0
 # 0 "" 2
 # 35 "pshs.c" 1
	get	r5,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,44
	addk	r7,r0,r0
	swi	r4,r1,160
	lwi	r3,r9,0
	lwi	r6,r9,4
	swi	r7,r1,128
	swi	r3,r1,132
	swi	r7,r1,156
	lwi	r8,r1,156
	lwi	r9,r1,160
	swi	r6,r1,168
	swi	r7,r1,164
	swi	r7,r1,172
	lwi	r6,r1,128
	lwi	r7,r1,132
	swi	r5,r1,176
	addk	r3,r3,r4
	add	r5,r7,r9
	addc	r4,r6,r8
	lwi	r6,r1,164
	lwi	r7,r1,168
	lwi	r8,r1,172
	lwi	r9,r1,176
	swi	r4,r1,152
	add	r5,r7,r9
	addc	r4,r6,r8
	lwi	r9,r1,44
	swi	r3,r9,0
	lwi	r3,r1,128
	swi	r3,r1,148
	lwi	r6,r1,148
	lwi	r7,r1,152
	addik	r3,r9,8
	add	r5,r5,r7
	addc	r4,r4,r6
	beqid	r4,$L22
	swi	r5,r9,4
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
	swi	r6,r1,204
	swi	r7,r1,208
	brid	$L127
	lwi	r9,r1,56
$L33:
	bleid	r9,$L34
	lwi	r9,r1,268
	bslli	r5,r3,2
	lwi	r6,r1,260
	lwi	r7,r1,44
	addk	r3,r0,r0
	addk	r5,r5,r9
$L35:
	lw	r4,r3,r7
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r6,r3
	bnei	r4,$L35
	brid	$L128
	lwi	r3,r1,140
$L119:
	bslli	r9,r19,2
	brid	$L14
	swi	r9,r1,116
$L37:
	addik	r3,r0,1	# 0x1
	cmp	r18,r9,r3
	bgei	r18,$L39
	addk	r6,r9,r0
	brlid	r15,__divsi3
	
	lwi	r5,r1,48
	lwi	r9,r1,252
	addik	r19,r9,-1
	lwi	r9,r1,264
	xor	r5,r9,r19
	rsubk	r4,r5,r0
	lwi	r9,r1,48
	or	r4,r4,r5
	xori	r4,r4,-1
	bsrli	r4,r4,31
	addik	r5,r9,1
	rsubk	r5,r3,r5
	addk	r9,r5,r0
	lwi	r3,r1,348
	rsubk	r5,r4,r5
	lwi	r4,r1,264
	lwi	r12,r3,52
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
	beqid	r6,$L125
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
$L124:
	cmpu	r18,r6,r5
	bgeid	r18,$L136
	lwi	r15,r1,0
	lwi	r9,r1,48
	bneid	r9,$L137
	addk	r3,r0,r0
	brid	$L129
	lwi	r9,r1,244
$L72:
	brid	$L45
	addik	r4,r0,1	# 0x1
$L121:
	cmp	r18,r5,r12
	bgeid	r18,$L42
	addk	r10,r5,r0
	addk	r10,r12,r0
$L42:
	lwi	r6,r1,144
	lwi	r4,r1,248
	lwi	r22,r1,48
	addk	r24,r6,r0
	lwi	r25,r1,244
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
	swi	r8,r1,248
	brid	$L40
	lwi	r4,r1,144
$L66:
	addk	r6,r24,r0
	brid	$L43
	addk	r8,r11,r0
$L68:
	brid	$L43
	addik	r6,r0,1	# 0x1
$L122:
	brid	$L45
	addk	r4,r25,r0
$L118:
	lwi	r9,r1,48
	bslli	r9,r9,2
	brid	$L2
	swi	r9,r1,256
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
