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
	lwi	r29,r5,4
	lwi	r3,r5,16
	lwi	r23,r5,8
	lwi	r31,r5,12
	swi	r3,r1,180
	addik	r3,r29,-1
	mul	r3,r3,r23
	lwi	r19,r5,0
	mul	r11,r23,r31
	lwi	r4,r5,20
	lwi	r25,r5,36
	lwi	r7,r5,24
	lwi	r9,r5,28
	lwi	r10,r5,32
	swi	r3,r1,104
	bslli	r3,r23,2
	swi	r4,r1,184
	addk	r12,r19,r19
	addk	r4,r25,r3
	addik	r3,r3,4
	swi	r7,r1,188
	swi	r9,r1,60
	swi	r4,r1,168
	swi	r10,r1,192
	swi	r11,r1,64
	swi	r12,r1,176
	addk	r3,r25,r3
	lwi	r27,r5,40
	swi	r3,r1,172
	lwi	r9,r1,104
	mul	r7,r29,r23
	addk	r24,r5,r0
	addk	r22,r11,r0
	addik	r8,r23,1
	rsubk	r9,r9,r23
	swi	r7,r1,108
	rsubk	r4,r19,r11
	swi	r8,r1,200
	swi	r9,r1,204
$L11:
	lwi	r11,r1,176
	cmp	r18,r11,r22
	bltid	r18,$L35
	addk	r3,r0,r0
	bneid	r31,$L36
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
	addik	r3,r0,1	# 0x1
	cmp	r18,r29,r3
	bgeid	r18,$L37
	addk	r6,r29,r0
	addk	r5,r19,r0
	brlid	r15,__divsi3
	
	addik	r25,r19,1
	addik	r5,r29,-1
	xor	r6,r5,r31
	rsubk	r4,r6,r0
	or	r4,r4,r6
	xori	r4,r4,-1
	bsrli	r4,r4,31
	rsubk	r22,r3,r25
	rsubk	r22,r4,r22
	rsubk	r4,r31,r0
	or	r4,r4,r31
	lwi	r12,r1,64
	xori	r4,r4,-1
	bsrli	r4,r4,31
	swi	r12,r1,36
	addk	r3,r4,r3
	swi	r23,r1,40
	lwi	r24,r24,52
	beqid	r31,$L38
	rsubk	r25,r3,r25
	addik	r5,r31,-1
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
	lwi	r9,r1,60
	addk	r3,r0,r0
	addk	r4,r3,r0
$L49:
	xor	r5,r3,r26
$L71:
	bneid	r5,$L50
	addk	r11,r0,r0
	lw	r3,r26,r27
	rsubk	r3,r4,r3
	brid	$L10
	sw	r3,r26,r27
$L12:
	addik	r3,r3,1
	sw	r0,r5,r25
$L35:
	lwi	r10,r1,200
	cmp	r18,r3,r10
	bgeid	r18,$L12
	bslli	r5,r3,2
	bgeid	r4,$L13
	addk	r26,r4,r0
	addik	r26,r0,-1	# 0xffffffffffffffff
$L13:
	addk	r8,r23,r22
	swi	r8,r1,68
	cmp	r18,r8,r19
	bgeid	r18,$L14
	addik	r28,r26,1
	swi	r19,r1,68
$L14:
	addk	r30,r28,r0
$L15:
	lwi	r11,r1,68
	cmp	r18,r11,r30
	bltid	r18,$L20
	rsubk	r9,r30,r22
	rsubk	r3,r22,r0
	or	r3,r3,r22
	bsrli	r3,r3,31
	bslli	r26,r26,2
	swi	r3,r1,88
	lwi	r3,r1,204
	lwi	r12,r1,192
	rsubk	r28,r28,r22
	addk	r3,r3,r22
	addk	r26,r12,r26
	swi	r3,r1,196
$L31:
	addk	r3,r22,r0
	cmp	r18,r22,r19
	bgeid	r18,$L22
	rsubk	r30,r28,r22
	addk	r3,r19,r0
$L22:
	xor	r3,r3,r30
	rsubk	r5,r3,r0
	or	r3,r5,r3
	bltid	r3,$L21
	lwi	r7,r1,88
	beqid	r7,$L65
	lwi	r9,r1,68
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 # 35 "pshs.c" 1
	get	r5,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r6,r25,0
	addk	r8,r0,r0
	swi	r8,r1,44
	swi	r6,r1,48
	swi	r3,r1,124
	swi	r8,r1,120
	lwi	r10,r1,44
	lwi	r11,r1,48
	lwi	r8,r1,120
	lwi	r9,r1,124
	addk	r7,r6,r3
	swi	r7,r25,0
	swi	r10,r1,96
	add	r7,r11,r9
	addc	r6,r10,r8
	lwi	r9,r25,4
	lwi	r10,r1,44
	swi	r5,r1,140
	swi	r9,r1,132
	swi	r10,r1,128
	swi	r10,r1,136
	lwi	r8,r1,128
	lwi	r9,r1,132
	lwi	r10,r1,136
	lwi	r11,r1,140
	swi	r6,r1,100
	addik	r5,r25,8
	add	r7,r9,r11
	addc	r6,r8,r10
	lwi	r8,r1,96
	lwi	r9,r1,100
	add	r7,r7,r9
	addc	r6,r6,r8
	swi	r7,r25,4
	brlid	r15,add_carry
	
	swi	r4,r1,212
	lwi	r4,r1,212
$L21:
	lwi	r9,r1,68
$L65:
	cmp	r18,r9,r30
	bgeid	r18,$L23
	lwi	r7,r1,168
	cmp	r18,r22,r30
	bltid	r18,$L24
	lwi	r11,r1,104
	muli	r3,r28,-4
	lwi	r10,r1,180
	lw	r3,r3,r25
	mul	r3,r3,r10
	swi	r3,r26,4
$L25:
	lwi	r12,r1,196
$L69:
	cmp	r18,r12,r30
	blti	r18,$L26
	lwi	r3,r26,4
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
$L26:
	bgeid	r28,$L27
	addk	r8,r28,r0
	addk	r8,r0,r0
$L27:
	addk	r5,r23,r28
	cmp	r18,r5,r19
	bgeid	r18,$L66
	rsubk	r3,r22,r8
	addk	r5,r19,r0
$L66:
	addk	r3,r3,r30
	bslli	r3,r3,2
	addik	r6,r0,0	# 0
	addk	r3,r25,r3
$L29:
	cmp	r18,r5,r8
	bltid	r18,$L30
	lwi	r10,r1,60
	rsubk	r5,r22,r5
	addk	r5,r5,r30
	bslli	r5,r5,2
	addk	r5,r25,r5
	brlid	r15,add_carry
	
	swi	r4,r1,212
	lwi	r4,r1,212
	addik	r28,r28,-1
	brid	$L31
	addik	r26,r26,4
$L20:
	bgeid	r9,$L67
	rsubk	r5,r30,r8
	addk	r9,r0,r0
$L67:
	cmp	r18,r5,r19
	bgeid	r18,$L68
	rsubk	r3,r22,r9
	addk	r5,r19,r0
$L68:
	addk	r3,r3,r30
	bslli	r3,r3,2
	bslli	r11,r30,2
	addik	r10,r0,0	# 0
	addk	r3,r25,r3
	swi	r11,r1,196
$L18:
	cmp	r18,r5,r9
	bltid	r18,$L19
	lwi	r12,r1,184
	rsubk	r5,r22,r5
	addk	r5,r5,r30
	addk	r6,r10,r0
	bslli	r5,r5,2
	addk	r5,r25,r5
	swi	r4,r1,212
	brlid	r15,add_carry
	
	swi	r8,r1,208
	lwi	r8,r1,208
	lwi	r4,r1,212
	brid	$L15
	addik	r30,r30,1
$L19:
	bslli	r7,r9,2
	lw	r11,r7,r12
	lwi	r12,r1,196
	lwi	r7,r1,188
	swi	r10,r1,116
	addik	r9,r9,1
	lw	r7,r12,r7
	addik	r3,r3,4
	addk	r12,r7,r0
	mul	r7,r11,r12
	mulhu	r6,r11,r12
	swi	r6,r1,88
	swi	r7,r1,92
	lwi	r6,r3,-4
	addk	r7,r0,r0
	swi	r7,r1,112
	swi	r6,r1,76
	swi	r7,r1,72
	lwi	r10,r1,112
	lwi	r11,r1,116
	lwi	r6,r1,72
	lwi	r7,r1,76
	add	r7,r7,r11
	addc	r6,r6,r10
	lwi	r10,r1,88
	lwi	r11,r1,92
	add	r7,r11,r7
	addc	r6,r10,r6
	swi	r6,r1,88
	swi	r7,r1,92
	swi	r7,r3,-4
	brid	$L18
	lwi	r10,r1,88
$L24:
	rsubk	r3,r11,r22
	cmp	r18,r3,r30
	bltid	r18,$L69
	lwi	r12,r1,196
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	brid	$L25
	swi	r3,r26,4
$L30:
	bslli	r7,r8,2
	lw	r9,r7,r10
	lwi	r7,r26,4
	addk	r12,r0,r0
	swi	r12,r1,80
	mul	r11,r9,r7
	mulhu	r10,r9,r7
	swi	r10,r1,216
	swi	r11,r1,220
	lwi	r11,r3,0
	swi	r6,r1,148
	swi	r12,r1,144
	swi	r11,r1,84
	lwi	r6,r1,144
	lwi	r7,r1,148
	lwi	r10,r1,80
	lwi	r11,r1,84
	addik	r8,r8,1
	addik	r3,r3,4
	add	r11,r11,r7
	addc	r10,r10,r6
	lwi	r6,r1,216
	lwi	r7,r1,220
	add	r11,r7,r11
	addc	r10,r6,r10
	swi	r10,r1,216
	swi	r11,r1,220
	swi	r11,r3,-4
	brid	$L29
	lwi	r6,r1,216
$L23:
	lwi	r3,r7,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r8,r1,172
	lwi	r3,r8,0
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	cmp	r18,r19,r22
	bltid	r18,$L70
	lwi	r9,r1,108
	bslli	r5,r4,2
	addk	r3,r0,r0
	addk	r5,r27,r5
$L33:
	cmp	r18,r23,r3
	bltid	r18,$L34
	bslli	r6,r3,2
	lwi	r9,r1,108
$L70:
	addk	r22,r22,r9
	brid	$L11
	addk	r4,r4,r9
$L34:
	lw	r10,r6,r25
	addik	r3,r3,1
	brid	$L33
	sw	r10,r6,r5
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
	addk	r7,r29,r0
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
	addk	r7,r29,r0
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
	addk	r7,r29,r0
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
	brid	$L71
	xor	r5,r3,r26
$L50:
	lw	r10,r3,r27
	swi	r11,r1,52
	swi	r10,r1,56
	swi	r4,r1,156
	swi	r11,r1,152
	lwi	r4,r1,52
	lwi	r5,r1,56
	lwi	r10,r1,152
	lwi	r11,r1,156
	swi	r4,r1,160
	rsub	r7,r11,r5
	rsubc	r6,r10,r4
	lwi	r11,r1,60
	lw	r11,r3,r11
	swi	r11,r1,164
	lwi	r10,r1,160
	lwi	r11,r1,164
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
