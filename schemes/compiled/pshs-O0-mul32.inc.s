	.text
	.align	2
	.ent	final_subtraction
	.type	final_subtraction, @function
final_subtraction:
	.frame	r19,44,r15		# vars= 20, regs= 5, args= 0
	.mask	0x03c80000
	addik	r1,r1,-44
	swi	r19,r1,24
	swi	r22,r1,28
	swi	r23,r1,32
	swi	r24,r1,36
	swi	r25,r1,40
	addk	r19,r1,r0
	swi	r5,r19,48
	swi	r6,r19,52
	swi	r7,r19,56
	lwi	r3,r19,56
	bslli	r3,r3,2
	lwi	r4,r19,48
	addk	r3,r4,r3
	lwi	r3,r3,0
	rsubk	r4,r3,r0
	or	r3,r4,r3
	bsrli	r3,r3,31
	andi	r3,r3,0x00ff
	swi	r3,r19,8
	lwi	r3,r19,8
	bnei	r3,$L2
	addik	r3,r0,1	# 0x1
	swi	r3,r19,8
	lwi	r3,r19,56
	swi	r3,r19,4
	bri	$L3
$L5:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,48
	addk	r3,r4,r3
	lwi	r4,r3,0
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r5,r19,52
	addk	r3,r5,r3
	lwi	r3,r3,0
	xor	r3,r4,r3
	beqi	r3,$L3
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,48
	addk	r3,r4,r3
	lwi	r4,r3,0
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r5,r19,52
	addk	r3,r5,r3
	lwi	r3,r3,0
	addik	r5,r0,1	# 0x1
	cmpu	r18,r4,r3
	blti	r18,$L4
	addk	r5,r0,r0
$L4:
	andi	r3,r5,0x00ff
	swi	r3,r19,8
	bri	$L2
$L3:
	lwi	r3,r19,4
	addik	r4,r3,-1
	swi	r4,r19,4
	bnei	r3,$L5
$L2:
	lwi	r3,r19,8
	beqi	r3,$L9
	swi	r0,r19,12
	swi	r0,r19,4
	bri	$L7
$L8:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,48
	addk	r3,r4,r3
	lwi	r3,r3,0
	addk	r9,r3,r0
	addk	r8,r0,r0
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,52
	addk	r3,r4,r3
	lwi	r3,r3,0
	addk	r11,r3,r0
	addk	r10,r0,r0
	rsub	r7,r11,r9
	rsubc	r6,r10,r8
	lwi	r3,r19,12
	addk	r23,r3,r0
	addk	r22,r0,r0
	rsub	r5,r23,r7
	rsubc	r4,r22,r6
	swi	r4,r19,16
	swi	r5,r19,20
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,48
	addk	r3,r4,r3
	lwi	r4,r19,20
	swi	r4,r3,0
	lwi	r3,r19,16
	bsrli	r25,r3,0
	addk	r24,r0,r0
	addk	r3,r25,r0
	andi	r3,r3,1 #and1
	swi	r3,r19,12
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L7:
	lwi	r4,r19,4
	lwi	r3,r19,56
	cmpu	r18,r3,r4
	blti	r18,$L8
	lwi	r3,r19,56
	bslli	r3,r3,2
	lwi	r4,r19,48
	addk	r3,r4,r3
	lwi	r5,r3,0
	lwi	r3,r19,56
	bslli	r3,r3,2
	lwi	r4,r19,48
	addk	r3,r4,r3
	lwi	r4,r19,12
	rsubk	r4,r4,r5
	swi	r4,r3,0
$L9:
	nop
	addk	r1,r19,r0
	lwi	r19,r1,24
	lwi	r22,r1,28
	lwi	r23,r1,32
	lwi	r24,r1,36
	lwi	r25,r1,40
	addik	r1,r1,44
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	final_subtraction
$Lfe1:
	.size	final_subtraction,$Lfe1-final_subtraction
	.align	2
	.ent	montsim_timer
	.type	montsim_timer, @function
montsim_timer:
	.frame	r19,8,r15		# vars= 0, regs= 1, args= 0
	.mask	0x00080000
	addik	r1,r1,-8
	swi	r19,r1,4
	addk	r19,r1,r0
	addik	r3,r0,-65536
	lwi	r3,r3,0
	addk	r1,r19,r0
	lwi	r19,r1,4
	addik	r1,r1,8
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	montsim_timer
$Lfe2:
	.size	montsim_timer,$Lfe2-montsim_timer
	.globl	params
	.section	.data,"aw"
	.align	2
	.type	params,@object
	.size	params,56
params:
	.space	56
	.text
	.align	2
	.ent	receive
	.type	receive, @function
receive:
	.frame	r19,12,r15		# vars= 4, regs= 1, args= 0
	.mask	0x00080000
	addik	r1,r1,-12
	swi	r19,r1,8
	addk	r19,r1,r0
 #APP
 # 35 "pshs.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	swi	r3,r19,4
	lwi	r3,r19,4
	addk	r1,r19,r0
	lwi	r19,r1,8
	addik	r1,r1,12
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	receive
$Lfe3:
	.size	receive,$Lfe3-receive
	.align	2
	.ent	send
	.type	send, @function
send:
	.frame	r19,8,r15		# vars= 0, regs= 1, args= 0
	.mask	0x00080000
	addik	r1,r1,-8
	swi	r19,r1,4
	addk	r19,r1,r0
	swi	r5,r19,12
	lwi	r3,r19,12
 #APP
 # 39 "pshs.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	nop
	addk	r1,r19,r0
	lwi	r19,r1,4
	addik	r1,r1,8
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	send
$Lfe4:
	.size	send,$Lfe4-send
	.align	2
	.ent	add_carry
	.type	add_carry, @function
add_carry:
	.frame	r19,24,r15		# vars= 8, regs= 3, args= 0
	.mask	0x00c80000
	addik	r1,r1,-24
	swi	r19,r1,12
	swi	r22,r1,16
	swi	r23,r1,20
	addk	r19,r1,r0
	swi	r5,r19,28
	swi	r6,r19,32
	bri	$L16
$L17:
	lwi	r3,r19,28
	lwi	r3,r3,0
	addk	r11,r3,r0
	addk	r10,r0,r0
	lwi	r3,r19,32
	addk	r23,r3,r0
	addk	r22,r0,r0
	add	r5,r11,r23
	addc	r4,r10,r22
	swi	r4,r19,4
	swi	r5,r19,8
	lwi	r3,r19,28
	addik	r4,r3,4
	swi	r4,r19,28
	lwi	r4,r19,8
	swi	r4,r3,0
	lwi	r3,r19,4
	bsrli	r9,r3,0
	addk	r8,r0,r0
	swi	r9,r19,32
$L16:
	lwi	r3,r19,32
	bnei	r3,$L17
	nop
	nop
	addk	r1,r19,r0
	lwi	r19,r1,12
	lwi	r22,r1,16
	lwi	r23,r1,20
	addik	r1,r1,24
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	add_carry
$Lfe5:
	.size	add_carry,$Lfe5-add_carry
	.align	2
	.ent	advance
	.type	advance, @function
advance:
	.frame	r19,8,r15		# vars= 0, regs= 1, args= 0
	.mask	0x00080000
	addik	r1,r1,-8
	swi	r19,r1,4
	addk	r19,r1,r0
	swi	r5,r19,12
	swi	r6,r19,16
	swi	r7,r19,20
	swi	r8,r19,24
	lwi	r3,r19,12
	lwi	r3,r3,0
	addik	r4,r3,1
	lwi	r3,r19,12
	swi	r4,r3,0
	lwi	r3,r19,12
	lwi	r3,r3,4
	addik	r4,r3,-1
	lwi	r3,r19,12
	swi	r4,r3,4
	lwi	r3,r19,12
	lwi	r3,r3,4
	bnei	r3,$L24
	lwi	r3,r19,12
	lwi	r4,r3,0
	lwi	r3,r19,16
	addik	r3,r3,1
	xor	r3,r4,r3
	bnei	r3,$L21
	lwi	r3,r19,20
	addik	r4,r3,-1
	lwi	r3,r19,24
	mul	r4,r4,r3
	lwi	r3,r19,12
	swi	r4,r3,0
	lwi	r3,r19,12
	lwi	r4,r19,24
	swi	r4,r3,4
	bri	$L18
$L21:
	lwi	r3,r19,12
	lwi	r4,r3,0
	lwi	r5,r19,20
	lwi	r3,r19,24
	mul	r5,r5,r3
	lwi	r3,r19,24
	rsubk	r3,r3,r5
	addk	r4,r4,r3
	lwi	r3,r19,12
	swi	r4,r3,0
	lwi	r3,r19,12
	lwi	r3,r3,0
	lwi	r4,r19,16
	cmp	r18,r4,r3
	bgei	r18,$L22
	lwi	r3,r19,12
	lwi	r4,r19,24
	swi	r4,r3,4
	bri	$L18
$L22:
	lwi	r3,r19,12
	lwi	r3,r3,0
	lwi	r4,r19,16
	xor	r3,r4,r3
	bnei	r3,$L23
	lwi	r3,r19,12
	addik	r4,r0,1	# 0x1
	swi	r4,r3,4
	bri	$L18
$L23:
	lwi	r3,r19,12
	lwi	r4,r3,0
	lwi	r3,r19,16
	rsubk	r4,r3,r4
	lwi	r3,r19,24
	rsubk	r4,r3,r4
	lwi	r3,r19,12
	swi	r4,r3,0
	lwi	r3,r19,12
	lwi	r4,r19,24
	swi	r4,r3,4
	bri	$L18
$L24:
	nop
$L18:
	addk	r1,r19,r0
	lwi	r19,r1,4
	addik	r1,r1,8
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	advance
$Lfe6:
	.size	advance,$Lfe6-advance
	.align	2
	.globl	mont_pshs
	.ent	mont_pshs
	.type	mont_pshs, @function
mont_pshs:
	.frame	r19,320,r15		# vars= 252, regs= 10, args= 24
	.mask	0xff488000
	addik	r1,r1,-320
	swi	r15,r1,0
	swi	r19,r1,280
	swi	r22,r1,284
	swi	r24,r1,288
	swi	r25,r1,292
	swi	r26,r1,296
	swi	r27,r1,300
	swi	r28,r1,304
	swi	r29,r1,308
	swi	r30,r1,312
	swi	r31,r1,316
	addk	r19,r1,r0
	swi	r5,r19,324
	lwi	r3,r19,324
	lwi	r3,r3,0
	swi	r3,r19,56
	lwi	r3,r19,324
	lwi	r3,r3,4
	swi	r3,r19,60
	lwi	r3,r19,324
	lwi	r3,r3,8
	swi	r3,r19,64
	lwi	r3,r19,324
	lwi	r3,r3,12
	swi	r3,r19,68
	lwi	r3,r19,324
	lwi	r3,r3,16
	swi	r3,r19,72
	lwi	r3,r19,324
	lwi	r3,r3,20
	swi	r3,r19,76
	lwi	r3,r19,324
	lwi	r3,r3,24
	swi	r3,r19,80
	lwi	r3,r19,324
	lwi	r3,r3,28
	swi	r3,r19,84
	lwi	r3,r19,324
	lwi	r3,r3,32
	swi	r3,r19,88
	lwi	r3,r19,324
	lwi	r3,r3,36
	swi	r3,r19,92
	lwi	r3,r19,324
	lwi	r3,r3,40
	swi	r3,r19,96
	lwi	r4,r19,68
	lwi	r3,r19,64
	mul	r3,r4,r3
	swi	r3,r19,28
	bri	$L26
$L52:
	swi	r0,r19,32
	bri	$L27
$L28:
	lwi	r3,r19,32
	bslli	r4,r3,2
	lwi	r3,r19,92
	addk	r3,r3,r4
	swi	r0,r3,0
	lwi	r3,r19,32
	addik	r3,r3,1
	swi	r3,r19,32
$L27:
	lwi	r3,r19,64
	addik	r4,r3,1
	lwi	r3,r19,32
	cmp	r18,r3,r4
	bgei	r18,$L28
	lwi	r4,r19,28
	lwi	r3,r19,56
	rsubk	r3,r3,r4
	bgei	r3,$L29
	addik	r3,r0,-1	# 0xffffffffffffffff
$L29:
	addik	r3,r3,1
	swi	r3,r19,120
	lwi	r4,r19,28
	lwi	r3,r19,64
	addk	r4,r4,r3
	lwi	r3,r19,56
	cmp	r18,r3,r4
	bgei	r18,$L30
	addk	r3,r4,r0
$L30:
	swi	r3,r19,124
	lwi	r3,r19,120
	swi	r3,r19,36
	bri	$L31
$L36:
	lwi	r4,r19,28
	lwi	r3,r19,36
	rsubk	r3,r3,r4
	bgei	r3,$L32
	addk	r3,r0,r0
$L32:
	swi	r3,r19,152
	lwi	r4,r19,28
	lwi	r3,r19,36
	rsubk	r4,r3,r4
	lwi	r3,r19,64
	addk	r4,r4,r3
	lwi	r3,r19,56
	cmp	r18,r3,r4
	bgei	r18,$L33
	addk	r3,r4,r0
$L33:
	swi	r3,r19,156
	swi	r0,r19,44
	lwi	r3,r19,152
	swi	r3,r19,40
	bri	$L34
$L35:
	lwi	r3,r19,40
	bslli	r4,r3,2
	lwi	r3,r19,76
	addk	r3,r3,r4
	lwi	r3,r3,0
	swi	r3,r19,180
	addk	r3,r0,r0
	swi	r3,r19,176
	lwi	r3,r19,36
	bslli	r4,r3,2
	lwi	r3,r19,80
	addk	r3,r3,r4
	lwi	r3,r3,0
	swi	r3,r19,188
	addk	r6,r0,r0
	swi	r6,r19,184
	lwi	r7,r19,184
	lwi	r8,r19,188
	lwi	r5,r19,176
	lwi	r6,r19,180
	brlid	r15,__muldi3
	nop		# Unfilled delay slot

	addk	r5,r4,r0
	addk	r4,r3,r0
	addk	r6,r4,r0
	addk	r7,r5,r0
	lwi	r4,r19,40
	lwi	r3,r19,28
	rsubk	r4,r3,r4
	lwi	r3,r19,36
	addk	r3,r4,r3
	bslli	r4,r3,2
	lwi	r3,r19,92
	addk	r3,r3,r4
	lwi	r3,r3,0
	swi	r3,r19,196
	addk	r8,r0,r0
	swi	r8,r19,192
	lwi	r8,r19,192
	lwi	r9,r19,196
	add	r5,r7,r9
	addc	r4,r6,r8
	lwi	r3,r19,44
	swi	r3,r19,204
	addk	r9,r0,r0
	swi	r9,r19,200
	lwi	r6,r19,200
	lwi	r7,r19,204
	add	r5,r5,r7
	addc	r4,r4,r6
	swi	r4,r19,136
	swi	r5,r19,140
	lwi	r4,r19,40
	lwi	r3,r19,28
	rsubk	r4,r3,r4
	lwi	r3,r19,36
	addk	r3,r4,r3
	bslli	r4,r3,2
	lwi	r3,r19,92
	addk	r4,r3,r4
	lwi	r3,r19,140
	swi	r3,r4,0
	lwi	r3,r19,136
	bsrli	r25,r3,0
	addk	r24,r0,r0
	swi	r25,r19,44
	lwi	r3,r19,40
	addik	r3,r3,1
	swi	r3,r19,40
$L34:
	lwi	r4,r19,40
	lwi	r3,r19,156
	cmp	r18,r3,r4
	blti	r18,$L35
	lwi	r4,r19,156
	lwi	r3,r19,28
	rsubk	r4,r3,r4
	lwi	r3,r19,36
	addk	r3,r4,r3
	bslli	r4,r3,2
	lwi	r3,r19,92
	addk	r3,r3,r4
	lwi	r6,r19,44
	addk	r5,r3,r0
	brlid	r15,add_carry
	nop		# Unfilled delay slot

	lwi	r3,r19,36
	addik	r3,r3,1
	swi	r3,r19,36
$L31:
	lwi	r4,r19,36
	lwi	r3,r19,124
	cmp	r18,r3,r4
	blti	r18,$L36
	lwi	r3,r19,120
	swi	r3,r19,36
$L48:
	lwi	r3,r19,28
	lwi	r4,r19,56
	cmp	r18,r4,r3
	bgei	r18,$L37
	addk	r4,r3,r0
$L37:
	lwi	r3,r19,36
	xor	r3,r3,r4
	bnei	r3,$L38
	lwi	r3,r19,28
	beqi	r3,$L38
	brlid	r15,receive
	nop		# Unfilled delay slot

	swi	r3,r19,128
	brlid	r15,receive
	nop		# Unfilled delay slot

	swi	r3,r19,132
	lwi	r3,r19,92
	lwi	r3,r3,0
	swi	r3,r19,212
	addk	r7,r0,r0
	swi	r7,r19,208
	lwi	r3,r19,128
	swi	r3,r19,220
	addk	r8,r0,r0
	swi	r8,r19,216
	lwi	r6,r19,208
	lwi	r7,r19,212
	lwi	r8,r19,216
	lwi	r9,r19,220
	add	r5,r7,r9
	addc	r4,r6,r8
	swi	r4,r19,136
	swi	r5,r19,140
	lwi	r4,r19,140
	lwi	r3,r19,92
	swi	r4,r3,0
	lwi	r3,r19,92
	addik	r3,r3,4
	lwi	r3,r3,0
	swi	r3,r19,228
	addk	r9,r0,r0
	swi	r9,r19,224
	lwi	r3,r19,132
	swi	r3,r19,236
	addk	r3,r0,r0
	swi	r3,r19,232
	lwi	r6,r19,224
	lwi	r7,r19,228
	lwi	r8,r19,232
	lwi	r9,r19,236
	add	r5,r7,r9
	addc	r4,r6,r8
	lwi	r3,r19,136
	bsrli	r3,r3,0
	swi	r3,r19,244
	addk	r9,r0,r0
	swi	r9,r19,240
	lwi	r3,r19,244
	addk	r31,r3,r0
	addk	r30,r0,r0
	add	r5,r5,r31
	addc	r4,r4,r30
	swi	r4,r19,136
	swi	r5,r19,140
	lwi	r3,r19,92
	addik	r4,r3,4
	lwi	r3,r19,140
	swi	r3,r4,0
	lwi	r3,r19,92
	addik	r4,r3,8
	lwi	r3,r19,136
	bsrli	r29,r3,0
	addk	r28,r0,r0
	addk	r3,r29,r0
	addk	r6,r3,r0
	addk	r5,r4,r0
	brlid	r15,add_carry
	nop		# Unfilled delay slot

$L38:
	lwi	r4,r19,36
	lwi	r3,r19,124
	cmp	r18,r3,r4
	bgei	r18,$L63
	lwi	r4,r19,36
	lwi	r3,r19,28
	cmp	r18,r3,r4
	blti	r18,$L41
	lwi	r4,r19,36
	lwi	r3,r19,28
	rsubk	r3,r3,r4
	bslli	r4,r3,2
	lwi	r3,r19,92
	addk	r3,r3,r4
	lwi	r5,r3,0
	lwi	r3,r19,36
	bslli	r4,r3,2
	lwi	r3,r19,88
	addk	r4,r3,r4
	lwi	r3,r19,72
	mul	r3,r5,r3
	swi	r3,r4,0
	bri	$L42
$L41:
	lwi	r3,r19,60
	addik	r4,r3,-1
	lwi	r3,r19,64
	mul	r4,r4,r3
	lwi	r3,r19,28
	rsubk	r4,r4,r3
	lwi	r3,r19,36
	cmp	r18,r4,r3
	blti	r18,$L42
	lwi	r3,r19,36
	bslli	r4,r3,2
	lwi	r3,r19,88
	addk	r22,r3,r4
	brlid	r15,receive
	nop		# Unfilled delay slot

	swi	r3,r22,0
$L42:
	lwi	r3,r19,60
	addik	r4,r3,-2
	lwi	r3,r19,64
	mul	r4,r4,r3
	lwi	r3,r19,28
	rsubk	r4,r4,r3
	lwi	r3,r19,36
	cmp	r18,r4,r3
	blti	r18,$L43
	lwi	r3,r19,36
	bslli	r4,r3,2
	lwi	r3,r19,88
	addk	r3,r3,r4
	lwi	r3,r3,0
	addk	r5,r3,r0
	brlid	r15,send
	nop		# Unfilled delay slot

$L43:
	lwi	r4,r19,28
	lwi	r3,r19,36
	rsubk	r3,r3,r4
	bgei	r3,$L44
	addk	r3,r0,r0
$L44:
	swi	r3,r19,144
	lwi	r4,r19,28
	lwi	r3,r19,36
	rsubk	r4,r3,r4
	lwi	r3,r19,64
	addk	r4,r4,r3
	lwi	r3,r19,56
	cmp	r18,r3,r4
	bgei	r18,$L45
	addk	r3,r4,r0
$L45:
	swi	r3,r19,148
	swi	r0,r19,48
	lwi	r3,r19,144
	swi	r3,r19,40
	bri	$L46
$L47:
	lwi	r3,r19,36
	bslli	r4,r3,2
	lwi	r3,r19,88
	addk	r3,r3,r4
	lwi	r3,r3,0
	swi	r3,r19,252
	addk	r3,r0,r0
	swi	r3,r19,248
	lwi	r3,r19,40
	bslli	r4,r3,2
	lwi	r3,r19,84
	addk	r3,r3,r4
	lwi	r3,r3,0
	swi	r3,r19,260
	addk	r6,r0,r0
	swi	r6,r19,256
	lwi	r7,r19,256
	lwi	r8,r19,260
	lwi	r5,r19,248
	lwi	r6,r19,252
	brlid	r15,__muldi3
	nop		# Unfilled delay slot

	addk	r5,r4,r0
	addk	r4,r3,r0
	addk	r6,r4,r0
	addk	r7,r5,r0
	lwi	r4,r19,40
	lwi	r3,r19,28
	rsubk	r4,r3,r4
	lwi	r3,r19,36
	addk	r3,r4,r3
	bslli	r4,r3,2
	lwi	r3,r19,92
	addk	r3,r3,r4
	lwi	r3,r3,0
	swi	r3,r19,268
	addk	r8,r0,r0
	swi	r8,r19,264
	lwi	r8,r19,264
	lwi	r9,r19,268
	add	r5,r7,r9
	addc	r4,r6,r8
	lwi	r3,r19,48
	swi	r3,r19,276
	addk	r9,r0,r0
	swi	r9,r19,272
	lwi	r6,r19,272
	lwi	r7,r19,276
	add	r5,r5,r7
	addc	r4,r4,r6
	swi	r4,r19,136
	swi	r5,r19,140
	lwi	r4,r19,40
	lwi	r3,r19,28
	rsubk	r4,r3,r4
	lwi	r3,r19,36
	addk	r3,r4,r3
	bslli	r4,r3,2
	lwi	r3,r19,92
	addk	r4,r3,r4
	lwi	r3,r19,140
	swi	r3,r4,0
	lwi	r3,r19,136
	bsrli	r27,r3,0
	addk	r26,r0,r0
	swi	r27,r19,48
	lwi	r3,r19,40
	addik	r3,r3,1
	swi	r3,r19,40
$L46:
	lwi	r4,r19,40
	lwi	r3,r19,148
	cmp	r18,r3,r4
	blti	r18,$L47
	lwi	r4,r19,148
	lwi	r3,r19,28
	rsubk	r4,r3,r4
	lwi	r3,r19,36
	addk	r3,r4,r3
	bslli	r4,r3,2
	lwi	r3,r19,92
	addk	r3,r3,r4
	lwi	r6,r19,48
	addk	r5,r3,r0
	brlid	r15,add_carry
	nop		# Unfilled delay slot

	lwi	r3,r19,36
	addik	r3,r3,1
	swi	r3,r19,36
	bri	$L48
$L63:
	nop
	lwi	r3,r19,64
	bslli	r4,r3,2
	lwi	r3,r19,92
	addk	r3,r3,r4
	lwi	r3,r3,0
	addk	r5,r3,r0
	brlid	r15,send
	nop		# Unfilled delay slot

	lwi	r3,r19,64
	addik	r3,r3,1
	bslli	r4,r3,2
	lwi	r3,r19,92
	addk	r3,r3,r4
	lwi	r3,r3,0
	addk	r5,r3,r0
	brlid	r15,send
	nop		# Unfilled delay slot

	lwi	r4,r19,28
	lwi	r3,r19,56
	cmp	r18,r3,r4
	blti	r18,$L49
	swi	r0,r19,32
	bri	$L50
$L51:
	lwi	r3,r19,32
	bslli	r4,r3,2
	lwi	r3,r19,92
	addk	r5,r3,r4
	lwi	r4,r19,28
	lwi	r3,r19,56
	rsubk	r4,r3,r4
	lwi	r3,r19,32
	addk	r3,r4,r3
	bslli	r4,r3,2
	lwi	r3,r19,96
	addk	r4,r3,r4
	lwi	r3,r5,0
	swi	r3,r4,0
	lwi	r3,r19,32
	addik	r3,r3,1
	swi	r3,r19,32
$L50:
	lwi	r4,r19,32
	lwi	r3,r19,64
	cmp	r18,r3,r4
	blti	r18,$L51
$L49:
	lwi	r4,r19,60
	lwi	r3,r19,64
	mul	r4,r4,r3
	lwi	r3,r19,28
	addk	r3,r3,r4
	swi	r3,r19,28
$L26:
	lwi	r3,r19,56
	addk	r3,r3,r3
	addk	r4,r3,r0
	lwi	r3,r19,28
	cmp	r18,r4,r3
	blti	r18,$L52
	lwi	r3,r19,68
	bnei	r3,$L53
	lwi	r3,r19,56
	bslli	r3,r3,2
	lwi	r4,r19,96
	addk	r22,r4,r3
	brlid	r15,receive
	nop		# Unfilled delay slot

	swi	r3,r22,0
	brlid	r15,receive
	nop		# Unfilled delay slot

$L53:
	lwi	r4,r19,60
	addik	r3,r0,1	# 0x1
	cmp	r18,r4,r3
	bgei	r18,$L54
	lwi	r6,r19,60
	lwi	r5,r19,56
	brlid	r15,__divsi3
	nop		# Unfilled delay slot

	swi	r3,r19,100
	lwi	r3,r19,68
	rsubk	r4,r3,r0
	lwi	r3,r19,68
	or	r3,r4,r3
	xori	r3,r3,-1
	bsrli	r3,r3,31
	andi	r3,r3,0x00ff
	addk	r4,r3,r0
	lwi	r3,r19,100
	addk	r3,r3,r4
	swi	r3,r19,104
	lwi	r3,r19,56
	addik	r4,r3,1
	lwi	r3,r19,100
	rsubk	r4,r3,r4
	lwi	r3,r19,60
	addik	r5,r3,-1
	lwi	r3,r19,68
	xor	r3,r5,r3
	rsubk	r5,r3,r0
	or	r3,r5,r3
	xori	r3,r3,-1
	bsrli	r3,r3,31
	andi	r3,r3,0x00ff
	rsubk	r3,r3,r4
	swi	r3,r19,108
	lwi	r3,r19,56
	addik	r4,r3,1
	lwi	r3,r19,104
	rsubk	r3,r3,r4
	swi	r3,r19,112
	lwi	r3,r19,324
	lwi	r3,r3,52
	swi	r3,r19,116
	lwi	r4,r19,68
	lwi	r3,r19,64
	mul	r3,r4,r3
	swi	r3,r19,160
	lwi	r3,r19,64
	swi	r3,r19,164
	lwi	r3,r19,68
	bnei	r3,$L55
	lwi	r3,r19,60
	addik	r3,r3,-1
	bri	$L56
$L55:
	lwi	r3,r19,68
	addik	r3,r3,-1
$L56:
	lwi	r4,r19,64
	mul	r3,r3,r4
	swi	r3,r19,168
	lwi	r3,r19,64
	swi	r3,r19,172
	swi	r0,r19,52
	bri	$L57
$L59:
	lwi	r4,r19,52
	lwi	r3,r19,116
	cmp	r18,r3,r4
	blti	r18,$L58
	lwi	r3,r19,168
	bslli	r3,r3,2
	lwi	r4,r19,96
	addk	r22,r4,r3
	brlid	r15,receive
	nop		# Unfilled delay slot

	swi	r3,r22,0
	addik	r3,r19,168
	lwi	r8,r19,64
	lwi	r7,r19,60
	lwi	r6,r19,56
	addk	r5,r3,r0
	brlid	r15,advance
	nop		# Unfilled delay slot

$L58:
	lwi	r3,r19,160
	bslli	r3,r3,2
	lwi	r4,r19,96
	addk	r3,r4,r3
	lwi	r3,r3,0
	addk	r5,r3,r0
	brlid	r15,send
	nop		# Unfilled delay slot

	addik	r3,r19,160
	lwi	r8,r19,64
	lwi	r7,r19,60
	lwi	r6,r19,56
	addk	r5,r3,r0
	brlid	r15,advance
	nop		# Unfilled delay slot

	lwi	r3,r19,52
	addik	r3,r3,1
	swi	r3,r19,52
$L57:
	lwi	r4,r19,52
	lwi	r3,r19,108
	cmp	r18,r3,r4
	blti	r18,$L59
	lwi	r4,r19,108
	lwi	r3,r19,116
	rsubk	r3,r3,r4
	swi	r3,r19,52
	bri	$L60
$L61:
	lwi	r3,r19,168
	bslli	r3,r3,2
	lwi	r4,r19,96
	addk	r22,r4,r3
	brlid	r15,receive
	nop		# Unfilled delay slot

	swi	r3,r22,0
	addik	r3,r19,168
	lwi	r8,r19,64
	lwi	r7,r19,60
	lwi	r6,r19,56
	addk	r5,r3,r0
	brlid	r15,advance
	nop		# Unfilled delay slot

	lwi	r3,r19,52
	addik	r3,r3,1
	swi	r3,r19,52
$L60:
	lwi	r4,r19,52
	lwi	r3,r19,112
	cmp	r18,r3,r4
	blti	r18,$L61
$L54:
	lwi	r3,r19,56
	addk	r7,r3,r0
	lwi	r6,r19,84
	lwi	r5,r19,96
	brlid	r15,final_subtraction
	nop		# Unfilled delay slot

	nop
	lwi	r15,r1,0
	addk	r1,r19,r0
	lwi	r19,r1,280
	lwi	r22,r1,284
	lwi	r24,r1,288
	lwi	r25,r1,292
	lwi	r26,r1,296
	lwi	r27,r1,300
	lwi	r28,r1,304
	lwi	r29,r1,308
	lwi	r30,r1,312
	lwi	r31,r1,316
	addik	r1,r1,320
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	mont_pshs
$Lfe7:
	.size	mont_pshs,$Lfe7-mont_pshs
	.align	2
	.globl	main
	.ent	main
	.type	main, @function
main:
	.frame	r19,32,r15		# vars= 0, regs= 1, args= 24
	.mask	0x00088000
	addik	r1,r1,-32
	swi	r15,r1,0
	swi	r19,r1,28
	addk	r19,r1,r0
	brlid	r15,montsim_timer
	nop		# Unfilled delay slot

	swi	r3,r0,params+44
	addik	r5,r0,params
	brlid	r15,mont_pshs
	nop		# Unfilled delay slot

	brlid	r15,montsim_timer
	nop		# Unfilled delay slot

	swi	r3,r0,params+48
	addk	r3,r0,r0
	lwi	r15,r1,0
	addk	r1,r19,r0
	lwi	r19,r1,28
	addik	r1,r1,32
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	main
$Lfe8:
	.size	main,$Lfe8-main
