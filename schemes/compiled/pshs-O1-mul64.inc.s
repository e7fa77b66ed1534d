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
	.frame	r1,304,r15		# vars= 232, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-304
	swi	r15,r1,0
	swi	r19,r1,260
	swi	r22,r1,264
	swi	r23,r1,268
	swi	r24,r1,272
	swi	r25,r1,276
	swi	r26,r1,280
	swi	r27,r1,284
	swi	r28,r1,288
	swi	r29,r1,292
	swi	r30,r1,296
	swi	r31,r1,300
	swi	r5,r1,308
	lwi	r3,r5,0
	swi	r3,r1,200
	swi	r3,r1,96
	lwi	r4,r5,4
	swi	r4,r1,212
	swi	r4,r1,232
	lwi	r5,r5,8
	swi	r5,r1,148
	swi	r5,r1,164
	lwi	r6,r1,308
	lwi	r6,r6,12
	swi	r6,r1,216
	lwi	r8,r1,308
	lwi	r8,r8,16
	swi	r8,r1,104
	lwi	r9,r1,308
	lwi	r9,r9,20
	swi	r9,r1,72
	lwi	r10,r1,308
	lwi	r10,r10,24
	swi	r10,r1,196
	lwi	r11,r1,308
	lwi	r11,r11,28
	swi	r11,r1,68
	lwi	r3,r1,308
	lwi	r3,r3,32
	swi	r3,r1,180
	lwi	r4,r1,308
	lwi	r4,r4,36
	swi	r4,r1,100
	lwi	r5,r1,308
	lwi	r5,r5,40
	swi	r5,r1,208
	lwi	r8,r1,148
	mul	r6,r8,r6
	swi	r6,r1,224
	lwi	r9,r1,200
	addk	r9,r9,r9
	cmp	r18,r9,r6
	bgeid	r18,$L13
	swi	r9,r1,168
	lwi	r10,r1,212
	addik	r3,r10,-2
	mul	r4,r3,r8
	bslli	r11,r8,2
	swi	r11,r1,220
	lwi	r3,r1,100
	addk	r3,r3,r11
	swi	r3,r1,172
	addik	r3,r11,4
	lwi	r5,r1,100
	addk	r3,r5,r3
	swi	r3,r1,176
	mul	r6,r10,r8
	swi	r6,r1,152
	lwi	r8,r1,224
	rsubk	r8,r4,r8
	swi	r8,r1,64
	muli	r9,r6,1073741823
	swi	r9,r1,184
	lwi	r10,r1,224
	muli	r10,r10,1073741823
	swi	r10,r1,56
	lwi	r11,r1,172
	addik	r11,r11,8
	swi	r11,r1,204
	lwi	r5,r1,200
	bslli	r3,r5,2
	lwi	r6,r1,208
	rsubk	r3,r3,r6
	swi	r3,r1,228
	lwi	r8,r1,224
	swi	r8,r1,52
	rsubk	r4,r5,r4
	swi	r4,r1,188
	lwi	r9,r1,100
	addik	r9,r9,8
	brid	$L14
	swi	r9,r1,192
$L71:
	brid	$L16
	addik	r19,r0,-1	# 0xffffffffffffffff
$L20:
	cmp	r18,r9,r4
	bgeid	r18,$L53
	rsubk	r11,r4,r9
	bslli	r11,r11,2
	bslli	r10,r4,2
	lwi	r5,r1,72
	addk	r10,r5,r10
	lwi	r6,r1,56
	addk	r8,r3,r6
	addk	r8,r8,r4
	bslli	r8,r8,2
	addk	r8,r19,r8
	addk	r3,r0,r0
	addk	r6,r3,r0
$L22:
	lw	r12,r3,r10
	lwi	r7,r22,0
	mul	r5,r12,r7
	mulhu	r4,r12,r7
	lw	r25,r3,r8
	addik	r24,r0,0	# 0
	add	r5,r5,r25
	addc	r4,r4,r24
	addk	r31,r6,r0
	addk	r30,r24,r0
	add	r7,r5,r31
	addc	r6,r4,r30
	sw	r7,r3,r8
	addik	r3,r3,4
	xor	r4,r3,r11
	bnei	r4,$L22
$L21:
	lwi	r8,r1,52
	rsubk	r5,r8,r9
	addk	r5,r5,r23
	bslli	r5,r5,2
	brlid	r15,add_carry
	
	addk	r5,r19,r5
	addik	r23,r23,1
	xor	r3,r26,r23
	beqid	r3,$L68
	addik	r22,r22,4
$L23:
	addk	r3,r23,r0
	lwi	r9,r1,48
	rsubk	r4,r23,r9
	xori	r5,r4,-1
	bsrai	r5,r5,31
	lwi	r10,r1,44
	rsubk	r9,r23,r10
	cmp	r18,r9,r28
	bgeid	r18,$L20
	and	r4,r4,r5
	brid	$L20
	addk	r9,r28,r0
$L53:
	brid	$L21
	addik	r6,r0,0	# 0
$L68:
	lwi	r19,r1,76
	lwi	r28,r1,80
	lwi	r29,r1,84
	lwi	r26,r1,108
	lwi	r27,r1,112
$L18:
	bslli	r22,r19,2
	lwi	r9,r1,180
	addk	r22,r9,r22
	lwi	r10,r1,48
	muli	r3,r10,-4
	lwi	r11,r1,100
	addk	r3,r11,r3
	swi	r3,r1,76
	lwi	r4,r1,52
	rsubk	r3,r4,r0
	or	r3,r3,r4
	bsrli	r23,r3,31
	lwi	r5,r1,64
	lwi	r6,r1,148
	rsubk	r5,r6,r5
	swi	r5,r1,80
	swi	r24,r1,108
	swi	r25,r1,112
	addk	r24,r11,r0
	swi	r30,r1,156
	swi	r31,r1,160
	addk	r30,r4,r0
	addk	r25,r23,r0
	brid	$L34
	lwi	r23,r1,96
$L24:
$L73:
	cmp	r18,r11,r19
	bgeid	r18,$L26
	lwi	r8,r1,172
	cmp	r18,r30,r19
	bltid	r18,$L27
	lwi	r6,r1,80
	bslli	r3,r19,2
	lwi	r4,r1,76
	lw	r3,r3,r4
	lwi	r5,r1,104
	mul	r3,r3,r5
	swi	r3,r22,0
$L28:
	lwi	r8,r1,64
$L79:
	cmp	r18,r8,r19
	bgei	r18,$L69
	addk	r3,r19,r0
$L74:
	lwi	r9,r1,48
	rsubk	r4,r19,r9
	xori	r5,r4,-1
	bsrai	r5,r5,31
	lwi	r10,r1,44
	rsubk	r9,r19,r10
	cmp	r18,r9,r23
	bgeid	r18,$L31
	and	r4,r4,r5
	addk	r9,r23,r0
$L31:
	cmp	r18,r9,r4
	bgeid	r18,$L54
	rsubk	r11,r4,r9
	bslli	r11,r11,2
	bslli	r10,r4,2
	lwi	r5,r1,68
	addk	r10,r5,r10
	lwi	r6,r1,56
	addk	r3,r3,r6
	addk	r3,r3,r4
	bslli	r8,r3,2
	addk	r8,r24,r8
	addk	r3,r0,r0
	addk	r6,r3,r0
$L33:
	lwi	r12,r22,0
	lw	r7,r3,r10
	mul	r5,r12,r7
	mulhu	r4,r12,r7
	lw	r29,r3,r8
	addik	r28,r0,0	# 0
	add	r5,r5,r29
	addc	r4,r4,r28
	addk	r27,r6,r0
	addk	r26,r28,r0
	add	r7,r5,r27
	addc	r6,r4,r26
	sw	r7,r3,r8
	addik	r3,r3,4
	xor	r4,r3,r11
	bnei	r4,$L33
$L32:
	rsubk	r5,r30,r9
	addk	r5,r5,r19
	bslli	r5,r5,2
	brlid	r15,add_carry
	
	addk	r5,r24,r5
	addik	r19,r19,1
	addik	r22,r22,4
$L34:
	cmp	r18,r23,r30
	bgeid	r18,$L25
	addk	r3,r23,r0
	addk	r3,r30,r0
$L25:
	xor	r3,r3,r19
	rsubk	r4,r3,r0
	or	r4,r4,r3
	bltid	r4,$L73
	lwi	r11,r1,60
	beqi	r25,$L24
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 # 35 "pshs.c" 1
	get	r6,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r4,r24,0
	addk	r5,r4,r3
	swi	r5,r24,0
	swi	r4,r1,92
	addk	r8,r0,r0
	swi	r8,r1,88
	swi	r3,r1,128
	swi	r8,r1,124
	lwi	r10,r1,88
	lwi	r11,r1,92
	lwi	r8,r1,124
	lwi	r9,r1,128
	add	r5,r11,r9
	addc	r4,r10,r8
	swi	r4,r1,120
	swi	r10,r1,116
	lwi	r9,r24,4
	swi	r9,r1,136
	lwi	r10,r1,88
	swi	r10,r1,132
	swi	r6,r1,144
	swi	r10,r1,140
	lwi	r4,r1,132
	lwi	r5,r1,136
	lwi	r8,r1,140
	lwi	r9,r1,144
	add	r7,r5,r9
	addc	r6,r4,r8
	lwi	r10,r1,116
	lwi	r11,r1,120
	add	r7,r7,r11
	addc	r6,r6,r10
	swi	r7,r24,4
	brlid	r15,add_carry
	
	lwi	r5,r1,192
	brid	$L73
	lwi	r11,r1,60
$L27:
	cmp	r18,r6,r19
	bltid	r18,$L79
	lwi	r8,r1,64
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	brid	$L28
	swi	r3,r22,0
$L69:
	lwi	r3,r22,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	brid	$L74
	addk	r3,r19,r0
$L54:
	brid	$L32
	addik	r6,r0,0	# 0
$L26:
	lwi	r24,r1,108
	lwi	r25,r1,112
	lwi	r30,r1,156
	lwi	r31,r1,160
	lwi	r3,r8,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r9,r1,176
	lwi	r3,r9,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r10,r1,96
	lwi	r11,r1,52
	cmp	r18,r10,r11
	bgeid	r18,$L70
	lwi	r3,r1,164
$L35:
	lwi	r9,r1,52
	lwi	r10,r1,152
$L83:
	addk	r9,r9,r10
	swi	r9,r1,52
	lwi	r11,r1,64
	addk	r11,r11,r10
	swi	r11,r1,64
	lwi	r3,r1,56
	lwi	r4,r1,184
	addk	r3,r3,r4
	swi	r3,r1,56
	lwi	r5,r1,168
	cmp	r18,r5,r9
	bgeid	r18,$L80
	lwi	r9,r1,216
$L14:
	lwi	r3,r1,100
	lwi	r6,r1,164
	addik	r8,r0,-1	# 0xffffffffffffffff
	cmp	r18,r8,r6
	bltid	r18,$L37
	lwi	r5,r1,204
$L15:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r3,r5
	bnei	r4,$L15
$L37:
	lwi	r10,r1,188
	lwi	r11,r1,64
	addk	r19,r10,r11
	blti	r19,$L71
$L16:
	lwi	r3,r1,52
	swi	r3,r1,48
	lwi	r4,r1,148
	addk	r4,r4,r3
	swi	r4,r1,44
	swi	r4,r1,60
	lwi	r5,r1,96
	cmp	r18,r4,r5
	bgeid	r18,$L17
	addik	r19,r19,1
	swi	r5,r1,60
$L17:
	lwi	r6,r1,60
	cmp	r18,r6,r19
	bgeid	r18,$L18
	lwi	r8,r1,196
	bslli	r22,r19,2
	addk	r22,r8,r22
	addk	r23,r19,r0
	swi	r19,r1,76
	lwi	r19,r1,100
	swi	r28,r1,80
	swi	r29,r1,84
	lwi	r28,r1,96
	swi	r26,r1,108
	swi	r27,r1,112
	brid	$L23
	addk	r26,r6,r0
$L70:
	bleid	r3,$L35
	lwi	r4,r1,48
	bslli	r3,r4,2
	lwi	r5,r1,228
	addk	r3,r3,r5
	addk	r4,r0,r0
	lwi	r6,r1,220
	lwi	r7,r1,100
$L36:
	lw	r8,r4,r7
	sw	r8,r4,r3
	addik	r4,r4,4
	xor	r5,r6,r4
	bneid	r5,$L36
	lwi	r9,r1,52
	brid	$L83
	lwi	r10,r1,152
$L13:
	lwi	r9,r1,216
$L80:
	beqi	r9,$L72
	addik	r3,r0,1	# 0x1
$L76:
	lwi	r4,r1,232
	cmp	r18,r4,r3
	bgeid	r18,$L39
	lwi	r6,r1,212
	brlid	r15,__divsi3
	
	lwi	r5,r1,96
	addk	r5,r3,r0
	lwi	r6,r1,96
	addik	r23,r6,1
	lwi	r8,r1,212
	addik	r4,r8,-1
	rsubk	r19,r3,r23
	lwi	r9,r1,216
	xor	r6,r4,r9
	rsubk	r3,r6,r0
	or	r3,r3,r6
	xori	r3,r3,-1
	bsrli	r3,r3,31
	rsubk	r19,r3,r19
	rsubk	r3,r9,r0
	or	r3,r3,r9
	xori	r3,r3,-1
	bsrli	r3,r3,31
	addk	r3,r3,r5
	rsubk	r23,r3,r23
	lwi	r10,r1,308
	lwi	r24,r10,52
	lwi	r11,r1,224
	swi	r11,r1,36
	lwi	r3,r1,148
	beqid	r9,$L40
	swi	r3,r1,40
	addik	r4,r9,-1
$L40:
	lwi	r5,r1,148
	mul	r4,r4,r5
	swi	r4,r1,28
	bleid	r19,$L41
	swi	r5,r1,32
	addk	r22,r0,r0
	lwi	r25,r1,212
	addk	r26,r5,r0
	lwi	r27,r1,96
	brid	$L43
	lwi	r28,r1,208
$L72:
 #APP
 # 35 "pshs.c" 1
	get	r4,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r10,r1,200
	bslli	r3,r10,2
	lwi	r11,r1,208
	sw	r4,r3,r11
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	brid	$L76
	addik	r3,r0,1	# 0x1
$L42:
	lwi	r3,r1,36
$L77:
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
	brid	$L77
	lwi	r3,r1,36
$L41:
	rsubk	r19,r24,r19
	cmp	r18,r23,r19
	bgeid	r18,$L81
	lwi	r6,r1,200
	lwi	r22,r1,212
	lwi	r24,r1,148
	lwi	r25,r1,96
	lwi	r26,r1,208
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
	lwi	r6,r1,200
$L81:
	bslli	r8,r6,2
	lwi	r9,r1,208
	lw	r3,r8,r9
	beqid	r3,$L46
	lwi	r10,r1,200
$L47:
	lwi	r11,r1,200
$L82:
	beqid	r11,$L51
	addk	r3,r0,r0
	swi	r3,r1,200
	lwi	r12,r1,68
	lwi	r9,r1,208
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
	swi	r4,r1,200
$L51:
	lwi	r4,r1,208
	lw	r3,r8,r4
	lwi	r5,r1,200
	rsubk	r3,r5,r3
	sw	r3,r8,r4
	lwi	r15,r1,0
$L78:
	lwi	r19,r1,260
	lwi	r22,r1,264
	lwi	r23,r1,268
	lwi	r24,r1,272
	lwi	r25,r1,276
	lwi	r26,r1,280
	lwi	r27,r1,284
	lwi	r28,r1,288
	lwi	r29,r1,292
	lwi	r30,r1,296
	lwi	r31,r1,300
	rtsd	r15,8 
	
	addik	r1,r1,304
$L46:
	addik	r4,r10,-1
	bslli	r3,r4,2
	lwi	r9,r1,68
	lwi	r10,r1,208
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
	bltid	r18,$L82
	lwi	r11,r1,200
	brid	$L78
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
