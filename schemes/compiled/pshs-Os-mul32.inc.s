	.text
	.align	2
	.ent	add_carry
	.type	add_carry, @function
add_carry:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
$L2:
	bneid	r6,$L3
	addk	r8,r0,r0
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L3:
	lwi	r3,r5,0
	addk	r11,r6,r0
	addk	r9,r3,r0
	addk	r10,r8,r0
	addk	r4,r3,r6
	addik	r5,r5,4
	add	r7,r9,r11
	addc	r6,r8,r10
	brid	$L2
	swi	r4,r5,-4
	.end	add_carry
$Lfe1:
	.size	add_carry,$Lfe1-add_carry
	.align	2
	.ent	advance
	.type	advance, @function
advance:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	lwi	r3,r5,0
	lwi	r4,r5,4
	addik	r9,r3,1
	addik	r4,r4,-1
	swi	r9,r5,0
	bneid	r4,$L4
	swi	r4,r5,4
	xor	r3,r3,r6
	bneid	r3,$L6
	mul	r3,r7,r8
	addik	r7,r7,-1
	mul	r7,r7,r8
	swi	r7,r5,0
$L9:
	brid	$L4
	swi	r8,r5,4
$L6:
	rsubk	r3,r8,r3
	addk	r3,r3,r9
	cmp	r18,r6,r3
	bltid	r18,$L9
	swi	r3,r5,0
	xor	r4,r3,r6
	bneid	r4,$L8
	rsubk	r3,r6,r3
	addik	r3,r0,1	# 0x1
	swi	r3,r5,4
$L4:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L8:
	rsubk	r3,r8,r3
	brid	$L9
	swi	r3,r5,0
	.end	advance
$Lfe2:
	.size	advance,$Lfe2-advance
	.align	2
	.globl	mont_pshs
	.ent	mont_pshs
	.type	mont_pshs, @function
mont_pshs:
	.frame	r1,280,r15		# vars= 208, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-280
	swi	r22,r1,240
	swi	r24,r1,248
	swi	r15,r1,0
	swi	r19,r1,236
	swi	r23,r1,244
	swi	r25,r1,252
	swi	r26,r1,256
	swi	r27,r1,260
	swi	r28,r1,264
	swi	r29,r1,268
	swi	r30,r1,272
	swi	r31,r1,276
	lwi	r10,r5,12
	lwi	r9,r5,4
	lwi	r23,r5,8
	swi	r10,r1,48
	lwi	r10,r5,24
	lwi	r11,r5,16
	swi	r9,r1,44
	swi	r10,r1,196
	lwi	r9,r5,20
	lwi	r10,r1,48
	lwi	r19,r5,0
	swi	r11,r1,188
	mul	r10,r23,r10
	lwi	r11,r5,28
	swi	r9,r1,192
	lwi	r9,r5,32
	swi	r11,r1,76
	swi	r10,r1,80
	swi	r9,r1,200
	addk	r11,r19,r19
	lwi	r25,r5,36
	lwi	r27,r5,40
	swi	r11,r1,184
	lwi	r9,r1,44
	addk	r24,r5,r0
	lwi	r22,r1,80
	addik	r3,r9,-1
	mul	r3,r3,r23
	lwi	r9,r1,80
	swi	r3,r1,88
	lwi	r11,r1,88
	bslli	r3,r23,2
	addk	r11,r23,r11
	swi	r11,r1,100
	lwi	r11,r1,88
	addk	r10,r25,r3
	addik	r3,r3,4
	swi	r10,r1,176
	addk	r3,r25,r3
	rsubk	r9,r19,r9
	addik	r10,r23,1
	rsubk	r11,r11,r23
	swi	r3,r1,180
	swi	r9,r1,60
	swi	r10,r1,208
	swi	r11,r1,212
$L11:
	lwi	r9,r1,184
	cmp	r18,r9,r22
	bltid	r18,$L35
	addk	r3,r0,r0
	lwi	r10,r1,48
	bneid	r10,$L36
	bslli	r26,r19,2
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	sw	r3,r26,r27
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
$L36:
	lwi	r11,r1,44
	addik	r3,r0,1	# 0x1
	cmp	r18,r11,r3
	bgeid	r18,$L37
	addk	r6,r11,r0
	addk	r5,r19,r0
	brlid	r15,__divsi3
	
	addik	r25,r19,1
	lwi	r9,r1,44
	lwi	r10,r1,48
	rsubk	r22,r3,r25
	addik	r5,r9,-1
	xor	r6,r5,r10
	rsubk	r4,r6,r0
	or	r4,r4,r6
	xori	r4,r4,-1
	bsrli	r4,r4,31
	rsubk	r22,r4,r22
	rsubk	r4,r10,r0
	or	r4,r4,r10
	lwi	r11,r1,80
	xori	r4,r4,-1
	bsrli	r4,r4,31
	swi	r11,r1,36
	addk	r3,r4,r3
	swi	r23,r1,40
	lwi	r24,r24,52
	beqid	r10,$L38
	rsubk	r25,r3,r25
	addik	r5,r10,-1
$L38:
	mul	r5,r5,r23
	swi	r23,r1,32
	swi	r5,r1,28
	addk	r28,r0,r0
$L39:
	cmp	r18,r22,r28
	blti	r18,$L41
	rsubk	r22,r24,r22
$L42:
	cmp	r18,r25,r22
	blti	r18,$L43
$L37:
	lw	r4,r26,r27
	beqid	r4,$L44
	lwi	r9,r1,76
	addk	r3,r0,r0
	addk	r4,r3,r0
$L49:
	xor	r5,r3,r26
$L72:
	bneid	r5,$L50
	lwi	r9,r1,76
	lw	r3,r26,r27
	rsubk	r3,r4,r3
	brid	$L10
	sw	r3,r26,r27
$L12:
	addik	r3,r3,1
	sw	r0,r4,r25
$L35:
	lwi	r9,r1,208
	cmp	r18,r3,r9
	bgeid	r18,$L12
	bslli	r4,r3,2
	lwi	r26,r1,60
	bgeid	r26,$L65
	addik	r10,r26,1
	addik	r26,r0,-1	# 0xffffffffffffffff
	addik	r10,r26,1
$L65:
	addk	r28,r23,r22
	swi	r10,r1,72
	cmp	r18,r28,r19
	bgeid	r18,$L14
	swi	r28,r1,84
	swi	r19,r1,84
$L14:
	lwi	r31,r1,72
$L15:
	lwi	r11,r1,84
	cmp	r18,r11,r31
	bltid	r18,$L20
	rsubk	r9,r31,r22
	lwi	r11,r1,212
	rsubk	r3,r22,r0
	lwi	r9,r1,72
	lwi	r10,r1,200
	or	r3,r3,r22
	bslli	r26,r26,2
	bsrli	r3,r3,31
	addk	r11,r11,r22
	rsubk	r28,r9,r22
	addk	r26,r10,r26
	swi	r3,r1,72
	swi	r11,r1,204
$L31:
	addk	r3,r22,r0
	cmp	r18,r22,r19
	bgeid	r18,$L22
	rsubk	r31,r28,r22
	addk	r3,r19,r0
$L22:
	xor	r3,r3,r31
	rsubk	r4,r3,r0
	or	r3,r4,r3
	bltid	r3,$L21
	lwi	r9,r1,72
	beqid	r9,$L66
	lwi	r11,r1,84
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 # 35 "pshs.c" 1
	get	r5,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r4,r25,0
	addk	r10,r0,r0
	swi	r10,r1,52
	swi	r4,r1,56
	swi	r10,r1,120
	swi	r3,r1,124
	lwi	r10,r1,52
	lwi	r11,r1,56
	lwi	r8,r1,120
	lwi	r9,r1,124
	addk	r6,r4,r3
	swi	r10,r1,92
	swi	r6,r25,0
	add	r7,r11,r9
	addc	r6,r10,r8
	lwi	r10,r1,52
	lwi	r9,r25,4
	swi	r5,r1,140
	swi	r10,r1,136
	swi	r9,r1,132
	swi	r10,r1,128
	lwi	r10,r1,128
	lwi	r11,r1,132
	lwi	r4,r1,136
	lwi	r5,r1,140
	swi	r6,r1,96
	add	r7,r11,r5
	addc	r6,r10,r4
	lwi	r10,r1,92
	lwi	r11,r1,96
	addik	r5,r25,8
	add	r7,r7,r11
	addc	r6,r6,r10
	brlid	r15,add_carry
	
	swi	r7,r25,4
$L21:
	lwi	r11,r1,84
$L66:
	cmp	r18,r11,r31
	bgeid	r18,$L23
	lwi	r9,r1,176
	cmp	r18,r22,r31
	bltid	r18,$L24
	lwi	r10,r1,88
	muli	r3,r28,-4
	lwi	r9,r1,188
	lw	r3,r3,r25
	mul	r3,r3,r9
	swi	r3,r26,4
$L25:
	lwi	r11,r1,204
$L70:
	cmp	r18,r11,r31
	blti	r18,$L26
	lwi	r3,r26,4
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
$L26:
	bgeid	r28,$L27
	addk	r9,r28,r0
	addk	r9,r0,r0
$L27:
	addk	r29,r23,r28
	cmp	r18,r29,r19
	bgeid	r18,$L67
	rsubk	r30,r22,r9
	addk	r29,r19,r0
$L67:
	addk	r30,r30,r31
	bslli	r30,r30,2
	addik	r10,r0,0	# 0
	addk	r30,r25,r30
$L29:
	cmp	r18,r29,r9
	bltid	r18,$L30
	addik	r7,r0,0	# 0
	rsubk	r5,r22,r29
	addk	r5,r5,r31
	addk	r6,r10,r0
	bslli	r5,r5,2
	brlid	r15,add_carry
	
	addk	r5,r25,r5
	addik	r28,r28,-1
	brid	$L31
	addik	r26,r26,4
$L20:
	bgeid	r9,$L68
	rsubk	r29,r31,r28
	addk	r9,r0,r0
$L68:
	cmp	r18,r29,r19
	bgeid	r18,$L69
	rsubk	r30,r22,r9
	addk	r29,r19,r0
$L69:
	addk	r30,r30,r31
	bslli	r30,r30,2
	bslli	r12,r31,2
	addik	r11,r0,0	# 0
	addk	r30,r25,r30
$L18:
	cmp	r18,r29,r9
	bltid	r18,$L19
	lwi	r10,r1,196
	rsubk	r5,r22,r29
	addk	r5,r5,r31
	addk	r6,r11,r0
	bslli	r5,r5,2
	brlid	r15,add_carry
	
	addk	r5,r25,r5
	brid	$L15
	addik	r31,r31,1
$L19:
	addik	r7,r0,0	# 0
	bslli	r3,r9,2
	lw	r8,r12,r10
	lwi	r10,r1,192
	addk	r5,r7,r0
	addik	r30,r30,4
	lw	r6,r3,r10
	swi	r9,r1,224
	swi	r11,r1,216
	brlid	r15,__muldi3
	
	swi	r12,r1,220
	lwi	r11,r1,216
	swi	r3,r1,228
	swi	r4,r1,232
	lwi	r3,r30,-4
	swi	r11,r1,116
	swi	r0,r1,104
	swi	r3,r1,108
	swi	r0,r1,112
	lwi	r10,r1,104
	lwi	r11,r1,108
	lwi	r4,r1,112
	lwi	r5,r1,116
	lwi	r9,r1,224
	lwi	r12,r1,220
	add	r7,r11,r5
	addc	r6,r10,r4
	lwi	r10,r1,228
	lwi	r11,r1,232
	addik	r9,r9,1
	add	r5,r11,r7
	addc	r4,r10,r6
	swi	r5,r30,-4
	brid	$L18
	addk	r11,r4,r0
$L24:
	rsubk	r3,r10,r22
	cmp	r18,r3,r31
	bltid	r18,$L70
	lwi	r11,r1,204
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	brid	$L25
	swi	r3,r26,4
$L30:
	lwi	r11,r1,76
	bslli	r3,r9,2
	lwi	r8,r26,4
	lw	r6,r3,r11
	addk	r5,r7,r0
	swi	r9,r1,224
	brlid	r15,__muldi3
	
	swi	r10,r1,216
	lwi	r10,r1,216
	swi	r3,r1,228
	swi	r4,r1,232
	lwi	r3,r30,0
	swi	r10,r1,156
	swi	r0,r1,144
	swi	r3,r1,148
	swi	r0,r1,152
	lwi	r4,r1,144
	lwi	r5,r1,148
	lwi	r6,r1,152
	lwi	r7,r1,156
	lwi	r9,r1,224
	addik	r30,r30,4
	add	r11,r5,r7
	addc	r10,r4,r6
	lwi	r4,r1,228
	lwi	r5,r1,232
	addik	r9,r9,1
	add	r11,r5,r11
	addc	r10,r4,r10
	brid	$L29
	swi	r11,r30,-4
$L23:
	lwi	r3,r9,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r10,r1,180
	lwi	r3,r10,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	cmp	r18,r19,r22
	bltid	r18,$L71
	lwi	r9,r1,100
	lwi	r11,r1,60
	addk	r3,r0,r0
	addk	r4,r3,r0
	bslli	r5,r11,2
	addk	r5,r27,r5
$L33:
	cmp	r18,r23,r4
	bltid	r18,$L34
	lwi	r9,r1,100
$L71:
	lwi	r10,r1,60
	addk	r22,r22,r9
	addk	r10,r10,r9
	brid	$L11
	swi	r10,r1,60
$L34:
	lw	r11,r3,r25
	addik	r4,r4,1
	sw	r11,r3,r5
	brid	$L33
	addik	r3,r3,4
$L41:
	cmp	r18,r24,r28
	blti	r18,$L40
 #APP
 # 35 "pshs.c" 1
	get	r4,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r3,r1,28
	addk	r8,r23,r0
	lwi	r7,r1,44
	bslli	r3,r3,2
	addk	r6,r19,r0
	sw	r4,r3,r27
	brlid	r15,advance
	
	addik	r5,r1,28
$L40:
	lwi	r3,r1,36
	bslli	r3,r3,2
	lw	r3,r3,r27
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	addk	r8,r23,r0
	lwi	r7,r1,44
	addk	r6,r19,r0
	addik	r5,r1,36
	brlid	r15,advance
	
	addik	r28,r28,1
	bri	$L39
$L43:
 #APP
 # 35 "pshs.c" 1
	get	r4,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r3,r1,28
	addk	r8,r23,r0
	lwi	r7,r1,44
	bslli	r3,r3,2
	addk	r6,r19,r0
	sw	r4,r3,r27
	brlid	r15,advance
	
	addik	r5,r1,28
	brid	$L42
	addik	r22,r22,1
$L48:
	bslli	r3,r19,2
	lw	r5,r3,r27
	addik	r3,r3,-4
	lw	r3,r3,r6
	xor	r7,r5,r3
	beqid	r7,$L46
	addik	r19,r19,-1
	cmpu	r18,r5,r3
	bltid	r18,$L49
	addk	r3,r4,r0
$L10:
	lwi	r15,r1,0
	lwi	r19,r1,236
	lwi	r22,r1,240
	lwi	r23,r1,244
	lwi	r24,r1,248
	lwi	r25,r1,252
	lwi	r26,r1,256
	lwi	r27,r1,260
	lwi	r28,r1,264
	lwi	r29,r1,268
	lwi	r30,r1,272
	lwi	r31,r1,276
	rtsd	r15,8 
	
	addik	r1,r1,280
$L44:
	addik	r19,r19,-1
	addik	r6,r9,4
$L46:
	xori	r3,r19,-1
	bneid	r3,$L48
	addk	r3,r4,r0
	brid	$L72
	xor	r5,r3,r26
$L50:
	lw	r10,r3,r27
	addk	r11,r0,r0
	swi	r10,r1,68
	swi	r11,r1,64
	lw	r9,r3,r9
	swi	r11,r1,160
	swi	r4,r1,164
	lwi	r10,r1,64
	lwi	r11,r1,68
	lwi	r4,r1,160
	lwi	r5,r1,164
	swi	r9,r1,172
	swi	r10,r1,168
	rsub	r7,r5,r11
	rsubc	r6,r4,r10
	lwi	r10,r1,168
	lwi	r11,r1,172
	rsub	r5,r11,r7
	rsubc	r4,r10,r6
	sw	r5,r3,r27
	andi	r4,r4,1 #and1
	brid	$L49
	addik	r3,r3,4
	.end	mont_pshs
$Lfe3:
	.size	mont_pshs,$Lfe3-mont_pshs
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
	lwi	r3,r22,0
	swi	r3,r19,48
	lwi	r15,r1,0
	lwi	r19,r1,28
	lwi	r22,r1,32
	addk	r3,r0,r0
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
