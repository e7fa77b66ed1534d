	.text
	.align	2
	.ent	add_carry
	.type	add_carry, @function
add_carry:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	beqi	r6,$L1
$L3:
	lwi	r3,r5,0
	addik	r5,r5,4
	addk	r4,r3,r6
	addk	r9,r3,r0
	addk	r8,r0,r0
	addk	r11,r6,r0
	addk	r10,r8,r0
	add	r7,r9,r11
	addc	r6,r8,r10
	bneid	r6,$L3
	swi	r4,r5,-4
$L1:
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	add_carry
$Lfe1:
	.size	add_carry,$Lfe1-add_carry
	.align	2
	.ent	advance
	.type	advance, @function
advance:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	lwi	r4,r5,0
	addik	r9,r4,1
	swi	r9,r5,0
	lwi	r3,r5,4
	addik	r3,r3,-1
	bneid	r3,$L5
	swi	r3,r5,4
	xor	r4,r4,r6
	beqi	r4,$L10
	mul	r7,r7,r8
	rsubk	r7,r8,r7
	addk	r7,r7,r9
	cmp	r18,r6,r7
	bgeid	r18,$L8
	swi	r7,r5,0
	swi	r8,r5,4
$L5:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L10:
	addik	r7,r7,-1
	mul	r7,r7,r8
	swi	r7,r5,0
	brid	$L5
	swi	r8,r5,4
$L8:
	xor	r3,r7,r6
	beqid	r3,$L11
	addik	r3,r0,1	# 0x1
	rsubk	r6,r6,r7
	rsubk	r7,r8,r6
	swi	r7,r5,0
	brid	$L5
	swi	r8,r5,4
$L11:
	brid	$L5
	swi	r3,r5,4
	.end	advance
$Lfe2:
	.size	advance,$Lfe2-advance
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
	swi	r5,r1,324
	lwi	r3,r5,0
	swi	r3,r1,204
	swi	r3,r1,52
	lwi	r4,r5,4
	swi	r4,r1,228
	swi	r4,r1,248
	lwi	r5,r5,8
	swi	r5,r1,152
	swi	r5,r1,184
	lwi	r6,r1,324
	lwi	r6,r6,12
	swi	r6,r1,232
	lwi	r7,r1,324
	lwi	r7,r7,16
	swi	r7,r1,116
	lwi	r8,r1,324
	lwi	r8,r8,20
	swi	r8,r1,84
	lwi	r9,r1,324
	lwi	r9,r9,24
	swi	r9,r1,216
	lwi	r10,r1,324
	lwi	r10,r10,28
	swi	r10,r1,80
	lwi	r11,r1,324
	lwi	r11,r11,32
	swi	r11,r1,200
	lwi	r3,r1,324
	lwi	r3,r3,36
	swi	r3,r1,56
	lwi	r4,r1,324
	lwi	r4,r4,40
	swi	r4,r1,224
	mul	r5,r5,r6
	swi	r5,r1,240
	lwi	r6,r1,204
	addk	r6,r6,r6
	cmp	r18,r6,r5
	bgeid	r18,$L13
	swi	r6,r1,188
	lwi	r7,r1,228
	addik	r3,r7,-2
	lwi	r8,r1,152
	mul	r3,r3,r8
	bslli	r9,r8,2
	swi	r9,r1,236
	lwi	r10,r1,56
	addk	r10,r10,r9
	swi	r10,r1,192
	addik	r4,r9,4
	lwi	r11,r1,56
	addk	r4,r11,r4
	swi	r4,r1,196
	mul	r4,r7,r8
	swi	r4,r1,156
	rsubk	r5,r3,r5
	swi	r5,r1,96
	addik	r6,r10,8
	swi	r6,r1,220
	lwi	r7,r1,204
	bslli	r4,r7,2
	lwi	r8,r1,224
	rsubk	r4,r4,r8
	swi	r4,r1,244
	lwi	r26,r1,240
	rsubk	r3,r7,r3
	swi	r3,r1,208
	addk	r30,r0,r0
	addik	r9,r11,8
	brid	$L14
	swi	r9,r1,212
$L73:
	addik	r3,r0,-1	# 0xffffffffffffffff
	brid	$L16
	swi	r3,r1,72
$L69:
	brid	$L19
	addk	r3,r30,r0
$L20:
	cmp	r18,r27,r3
	bgeid	r18,$L53
	lwi	r4,r1,84
	bslli	r26,r3,2
	addk	r26,r4,r26
	lwi	r5,r1,48
	rsubk	r23,r5,r3
	addk	r23,r23,r22
	bslli	r23,r23,2
	lwi	r6,r1,56
	addk	r23,r6,r23
	bslli	r19,r27,2
	addk	r19,r4,r19
	swi	r30,r1,44
	swi	r22,r1,60
	addk	r22,r30,r0
$L22:
	addk	r7,r30,r0
	lwi	r8,r31,0
	addk	r5,r30,r0
	brlid	r15,__muldi3
	
	lwi	r6,r26,0
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r29,r23,0
	addk	r28,r30,r0
	add	r5,r5,r29
	addc	r4,r4,r28
	addk	r25,r22,r0
	addk	r24,r30,r0
	add	r5,r5,r25
	addc	r4,r4,r24
	swi	r5,r23,0
	addk	r22,r4,r0
	addik	r26,r26,4
	xor	r3,r26,r19
	bneid	r3,$L22
	addik	r23,r23,4
	swi	r22,r1,44
	lwi	r22,r1,60
$L21:
	lwi	r7,r1,48
	rsubk	r5,r7,r27
	addk	r5,r5,r22
	bslli	r5,r5,2
	lwi	r6,r1,44
	lwi	r8,r1,56
	brlid	r15,add_carry
	
	addk	r5,r8,r5
	addik	r22,r22,1
	lwi	r9,r1,64
	xor	r3,r9,r22
	beqid	r3,$L68
	addik	r31,r31,4
$L23:
	lwi	r9,r1,76
	rsubk	r3,r22,r9
	bltid	r3,$L69
	addk	r27,r22,r0
$L19:
	lwi	r10,r1,68
	rsubk	r27,r27,r10
	lwi	r11,r1,52
	cmp	r18,r27,r11
	bgei	r18,$L20
	brid	$L20
	addk	r27,r11,r0
$L53:
	brid	$L21
	swi	r30,r1,44
$L68:
	lwi	r26,r1,48
	swi	r24,r1,176
	swi	r25,r1,180
	lwi	r25,r1,100
$L18:
	bslli	r27,r25,2
	lwi	r10,r1,200
	addk	r27,r10,r27
	lwi	r11,r1,72
	lwi	r4,r1,76
	rsubk	r3,r4,r11
	bslli	r3,r3,2
	lwi	r5,r1,56
	addk	r22,r5,r3
	rsubk	r3,r26,r0
	or	r3,r3,r26
	bsrli	r3,r3,31
	swi	r3,r1,100
	lwi	r6,r1,96
	lwi	r7,r1,152
	rsubk	r6,r7,r6
	swi	r6,r1,112
	swi	r26,r1,44
	swi	r27,r1,48
	swi	r28,r1,168
	swi	r29,r1,172
	lwi	r26,r1,160
	lwi	r27,r1,164
	brid	$L34
	addk	r28,r22,r0
$L24:
	lwi	r6,r1,64
$L75:
	cmp	r18,r6,r25
	bgeid	r18,$L26
	lwi	r7,r1,44
	cmp	r18,r7,r25
	bltid	r18,$L27
	lwi	r10,r1,112
	lwi	r3,r28,4
	lwi	r8,r1,116
	mul	r3,r3,r8
	lwi	r9,r1,48
	swi	r3,r9,0
$L28:
	lwi	r3,r1,96
$L82:
	cmp	r18,r3,r25
	bgeid	r18,$L70
	lwi	r4,r1,48
	lwi	r5,r1,76
$L76:
	rsubk	r3,r25,r5
	bltid	r3,$L71
	addk	r24,r25,r0
$L30:
	lwi	r6,r1,68
	rsubk	r24,r24,r6
	lwi	r7,r1,52
	cmp	r18,r24,r7
	bgei	r18,$L31
	addk	r24,r7,r0
$L31:
	cmp	r18,r24,r3
	bgeid	r18,$L54
	lwi	r8,r1,80
	bslli	r23,r3,2
	addk	r23,r8,r23
	lwi	r9,r1,44
	rsubk	r22,r9,r3
	addk	r22,r22,r25
	bslli	r22,r22,2
	lwi	r10,r1,56
	addk	r22,r10,r22
	bslli	r31,r24,2
	addk	r31,r8,r31
	addk	r19,r30,r0
	swi	r25,r1,60
	swi	r24,r1,72
	lwi	r29,r1,48
$L33:
	addk	r7,r30,r0
	lwi	r8,r23,0
	addk	r5,r30,r0
	brlid	r15,__muldi3
	
	lwi	r6,r29,0
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r27,r22,0
	addk	r26,r30,r0
	add	r5,r5,r27
	addc	r4,r4,r26
	addk	r25,r19,r0
	addk	r24,r30,r0
	add	r5,r5,r25
	addc	r4,r4,r24
	swi	r5,r22,0
	addk	r19,r4,r0
	addik	r23,r23,4
	xor	r3,r23,r31
	bneid	r3,$L33
	addik	r22,r22,4
	swi	r24,r1,88
	swi	r25,r1,92
	lwi	r24,r1,72
	lwi	r25,r1,60
$L32:
	lwi	r11,r1,44
	rsubk	r5,r11,r24
	addk	r5,r5,r25
	bslli	r5,r5,2
	addk	r6,r19,r0
	lwi	r3,r1,56
	brlid	r15,add_carry
	
	addk	r5,r3,r5
	addik	r25,r25,1
	lwi	r4,r1,48
	addik	r4,r4,4
	swi	r4,r1,48
	addik	r28,r28,4
$L34:
	lwi	r3,r1,52
	lwi	r8,r1,44
	cmp	r18,r3,r8
	bgeid	r18,$L81
	xor	r3,r3,r25
	addk	r3,r8,r0
	xor	r3,r3,r25
$L81:
	rsubk	r4,r3,r0
	or	r3,r4,r3
	bltid	r3,$L24
	lwi	r9,r1,100
	beqi	r9,$L24
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 # 35 "pshs.c" 1
	get	r5,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r10,r1,56
	lwi	r4,r10,0
	addk	r6,r4,r3
	swi	r6,r10,0
	swi	r4,r1,108
	addk	r11,r0,r0
	swi	r11,r1,104
	swi	r3,r1,132
	addk	r3,r11,r0
	swi	r11,r1,128
	lwi	r8,r1,104
	lwi	r9,r1,108
	lwi	r10,r1,128
	lwi	r11,r1,132
	add	r7,r9,r11
	addc	r6,r8,r10
	swi	r6,r1,124
	swi	r8,r1,120
	lwi	r11,r1,56
	lwi	r11,r11,4
	swi	r11,r1,140
	swi	r3,r1,136
	swi	r5,r1,148
	swi	r3,r1,144
	lwi	r8,r1,136
	lwi	r9,r1,140
	lwi	r10,r1,144
	lwi	r11,r1,148
	add	r7,r9,r11
	addc	r6,r8,r10
	lwi	r4,r1,120
	lwi	r5,r1,124
	add	r7,r7,r5
	addc	r6,r6,r4
	lwi	r5,r1,56
	swi	r7,r5,4
	brlid	r15,add_carry
	
	lwi	r5,r1,212
	brid	$L75
	lwi	r6,r1,64
$L27:
	cmp	r18,r10,r25
	bltid	r18,$L82
	lwi	r3,r1,96
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r11,r1,48
	brid	$L28
	swi	r3,r11,0
$L70:
	lwi	r3,r4,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	brid	$L76
	lwi	r5,r1,76
$L71:
	brid	$L30
	addk	r3,r30,r0
$L54:
	brid	$L32
	addk	r19,r30,r0
$L26:
	lwi	r28,r1,168
	lwi	r29,r1,172
	swi	r26,r1,160
	swi	r27,r1,164
	lwi	r26,r1,44
	lwi	r5,r1,192
	lwi	r3,r5,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r6,r1,196
	lwi	r3,r6,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r7,r1,52
	cmp	r18,r7,r26
	bgeid	r18,$L72
	lwi	r8,r1,184
$L35:
	lwi	r3,r1,156
$L77:
	addk	r26,r26,r3
	lwi	r4,r1,96
	addk	r4,r4,r3
	swi	r4,r1,96
	lwi	r5,r1,188
	cmp	r18,r5,r26
	bgeid	r18,$L83
	lwi	r8,r1,232
$L14:
	lwi	r3,r1,56
	lwi	r6,r1,184
	addik	r7,r0,-1	# 0xffffffffffffffff
	cmp	r18,r7,r6
	bltid	r18,$L37
	lwi	r5,r1,220
$L15:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r3,r5
	bnei	r4,$L15
$L37:
	lwi	r10,r1,208
	lwi	r11,r1,96
	addk	r10,r10,r11
	bltid	r10,$L73
	swi	r10,r1,72
$L16:
	lwi	r4,r1,72
	swi	r26,r1,76
	lwi	r5,r1,152
	addk	r5,r5,r26
	swi	r5,r1,68
	swi	r5,r1,64
	lwi	r6,r1,52
	cmp	r18,r5,r6
	bgeid	r18,$L17
	addik	r25,r4,1
	swi	r6,r1,64
$L17:
	lwi	r7,r1,64
	cmp	r18,r7,r25
	bgeid	r18,$L18
	lwi	r8,r1,216
	bslli	r31,r25,2
	swi	r25,r1,100
	swi	r26,r1,48
	addk	r22,r25,r0
	lwi	r24,r1,176
	lwi	r25,r1,180
	brid	$L23
	addk	r31,r8,r31
$L72:
	bleid	r8,$L35
	lwi	r9,r1,76
	bslli	r3,r9,2
	lwi	r10,r1,244
	addk	r3,r3,r10
	addk	r4,r0,r0
	lwi	r6,r1,236
	lwi	r7,r1,56
$L36:
	lw	r11,r4,r7
	sw	r11,r4,r3
	addik	r4,r4,4
	xor	r5,r6,r4
	bnei	r5,$L36
	brid	$L77
	lwi	r3,r1,156
$L13:
	lwi	r8,r1,232
$L83:
	beqi	r8,$L74
	addik	r3,r0,1	# 0x1
$L78:
	lwi	r11,r1,248
	cmp	r18,r11,r3
	bgeid	r18,$L39
	lwi	r6,r1,228
	brlid	r15,__divsi3
	
	lwi	r5,r1,52
	addk	r5,r3,r0
	lwi	r3,r1,52
	addik	r23,r3,1
	lwi	r6,r1,228
	addik	r4,r6,-1
	rsubk	r19,r5,r23
	lwi	r7,r1,232
	xor	r6,r4,r7
	rsubk	r3,r6,r0
	or	r3,r3,r6
	xori	r3,r3,-1
	bsrli	r3,r3,31
	rsubk	r19,r3,r19
	rsubk	r3,r7,r0
	or	r3,r3,r7
	xori	r3,r3,-1
	bsrli	r3,r3,31
	addk	r3,r3,r5
	rsubk	r23,r3,r23
	lwi	r8,r1,324
	lwi	r24,r8,52
	lwi	r9,r1,240
	swi	r9,r1,36
	lwi	r10,r1,152
	beqid	r7,$L40
	swi	r10,r1,40
	addik	r4,r7,-1
$L40:
	lwi	r11,r1,152
	mul	r4,r4,r11
	swi	r4,r1,28
	bleid	r19,$L41
	swi	r11,r1,32
	addk	r22,r0,r0
	lwi	r25,r1,228
	addk	r26,r11,r0
	lwi	r27,r1,52
	brid	$L43
	lwi	r28,r1,224
$L74:
 #APP
 # 35 "pshs.c" 1
	get	r4,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,204
	bslli	r3,r9,2
	lwi	r10,r1,224
	sw	r4,r3,r10
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	brid	$L78
	addik	r3,r0,1	# 0x1
$L42:
	lwi	r3,r1,36
$L79:
	bslli	r3,r3,2
	lw	r3,r3,r28
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	addk	r8,r26,r0
	addk	r7,r25,r0
	addk	r6,r27,r0
	brlid	r15,advance
	
	addik	r5,r1,36
	addik	r22,r22,1
	xor	r3,r19,r22
	beqi	r3,$L41
$L43:
	cmp	r18,r24,r22
	blti	r18,$L42
 #APP
 # 35 "pshs.c" 1
	get	r4,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r3,r1,28
	bslli	r3,r3,2
	sw	r4,r3,r28
	addk	r8,r26,r0
	addk	r7,r25,r0
	addk	r6,r27,r0
	brlid	r15,advance
	
	addik	r5,r1,28
	brid	$L79
	lwi	r3,r1,36
$L41:
	rsubk	r19,r24,r19
	cmp	r18,r23,r19
	bgeid	r18,$L84
	lwi	r3,r1,204
	lwi	r22,r1,228
	lwi	r24,r1,152
	lwi	r25,r1,52
	lwi	r26,r1,224
$L45:
 #APP
 # 35 "pshs.c" 1
	get	r4,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r3,r1,28
	bslli	r3,r3,2
	sw	r4,r3,r26
	addk	r8,r24,r0
	addk	r7,r22,r0
	addk	r6,r25,r0
	brlid	r15,advance
	
	addik	r5,r1,28
	addik	r19,r19,1
	xor	r3,r23,r19
	bnei	r3,$L45
$L39:
	lwi	r3,r1,204
$L84:
	bslli	r8,r3,2
	lwi	r4,r1,224
	lw	r3,r8,r4
	beqid	r3,$L46
	lwi	r9,r1,80
$L47:
	lwi	r6,r1,204
$L85:
	beqid	r6,$L51
	addk	r3,r0,r0
	swi	r3,r1,204
	lwi	r12,r1,80
	lwi	r9,r1,224
	addk	r4,r3,r0
$L52:
	lw	r7,r3,r9
	addk	r6,r0,r0
	lw	r11,r3,r12
	addk	r10,r6,r0
	rsub	r25,r11,r7
	rsubc	r24,r10,r6
	addk	r23,r4,r0
	addk	r22,r6,r0
	rsub	r5,r23,r25
	rsubc	r4,r22,r24
	sw	r5,r3,r9
	addik	r3,r3,4
	xor	r5,r8,r3
	bneid	r5,$L52
	andi	r4,r4,1 #and1
	swi	r4,r1,204
$L51:
	lwi	r7,r1,224
	lw	r3,r8,r7
	lwi	r9,r1,204
	rsubk	r3,r9,r3
	sw	r3,r8,r7
	lwi	r15,r1,0
$L80:
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
$L46:
	lwi	r5,r1,204
	addik	r4,r5,-1
	bslli	r3,r4,2
	lwi	r10,r1,224
$L48:
	xori	r5,r4,-1
	beqid	r5,$L47
	addik	r4,r4,-1
	lw	r6,r3,r10
	lw	r5,r3,r9
	xor	r7,r6,r5
	beqid	r7,$L48
	addik	r3,r3,-4
	cmpu	r18,r6,r5
	bltid	r18,$L85
	lwi	r6,r1,204
	brid	$L80
	lwi	r15,r1,0
	.end	mont_pshs
$Lfe3:
	.size	mont_pshs,$Lfe3-mont_pshs
	.align	2
	.globl	main
	.ent	main
	.type	main, @function
main:
	.frame	r1,36,r15		# vars= 0, regs= 2, args= 24
	.mask	0x00488000
	addik	r1,r1,-36
	swi	r15,r1,0
	swi	r19,r1,28
	swi	r22,r1,32
	addik	r22,r0,-65536
	lwi	r3,r22,0
	addik	r19,r0,params
	swi	r3,r19,44
	brlid	r15,mont_pshs
	
	addk	r5,r19,r0
	lwi	r3,r22,0
	swi	r3,r19,48
	addk	r3,r0,r0
	lwi	r15,r1,0
	lwi	r19,r1,28
	lwi	r22,r1,32
	rtsd	r15,8 
	
	addik	r1,r1,36
	.end	main
$Lfe4:
	.size	main,$Lfe4-main
	.globl	params
	.section	.data,"aw"
	.align	2
	.type	params,@object
	.size	params,56
params:
	.space	56
