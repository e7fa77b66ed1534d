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
	.size	params,36
params:
	.space	36
	.text
	.align	2
	.globl	mont_cios
	.ent	mont_cios
	.type	mont_cios, @function
mont_cios:
	.frame	r19,216,r15		# vars= 144, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-216
	swi	r15,r1,0
	swi	r19,r1,172
	swi	r22,r1,176
	swi	r23,r1,180
	swi	r24,r1,184
	swi	r25,r1,188
	swi	r26,r1,192
	swi	r27,r1,196
	swi	r28,r1,200
	swi	r29,r1,204
	swi	r30,r1,208
	swi	r31,r1,212
	addk	r19,r1,r0
	swi	r5,r19,220
	swi	r6,r19,224
	swi	r7,r19,228
	swi	r8,r19,232
	swi	r9,r19,236
	swi	r10,r19,240
	swi	r0,r19,32
	bri	$L13
$L14:
	lwi	r3,r19,32
	bslli	r4,r3,2
	lwi	r3,r19,240
	addk	r3,r3,r4
	swi	r0,r3,0
	lwi	r3,r19,32
	addik	r3,r3,1
	swi	r3,r19,32
$L13:
	lwi	r3,r19,220
	addik	r4,r3,2
	lwi	r3,r19,32
	cmpu	r18,r4,r3
	blti	r18,$L14
	swi	r0,r19,28
	bri	$L15
$L20:
	swi	r0,r19,36
	swi	r0,r19,32
	bri	$L16
$L17:
	lwi	r3,r19,32
	bslli	r4,r3,2
	lwi	r3,r19,224
	addk	r3,r3,r4
	lwi	r3,r3,0
	swi	r3,r19,56
	addk	r3,r0,r0
	swi	r3,r19,52
	lwi	r3,r19,28
	bslli	r4,r3,2
	lwi	r3,r19,228
	addk	r3,r3,r4
	lwi	r3,r3,0
	swi	r3,r19,64
	addk	r6,r0,r0
	swi	r6,r19,60
	lwi	r7,r19,60
	lwi	r8,r19,64
	lwi	r5,r19,52
	lwi	r6,r19,56
	brlid	r15,__muldi3
	nop		# Unfilled delay slot

	addk	r5,r4,r0
	addk	r4,r3,r0
	addk	r6,r4,r0
	addk	r7,r5,r0
	lwi	r3,r19,32
	bslli	r4,r3,2
	lwi	r3,r19,240
	addk	r3,r3,r4
	lwi	r3,r3,0
	swi	r3,r19,72
	addk	r8,r0,r0
	swi	r8,r19,68
	lwi	r8,r19,68
	lwi	r9,r19,72
	add	r5,r7,r9
	addc	r4,r6,r8
	lwi	r3,r19,36
	swi	r3,r19,80
	addk	r9,r0,r0
	swi	r9,r19,76
	lwi	r6,r19,76
	lwi	r7,r19,80
	add	r5,r5,r7
	addc	r4,r4,r6
	swi	r4,r19,40
	swi	r5,r19,44
	lwi	r3,r19,32
	bslli	r4,r3,2
	lwi	r3,r19,240
	addk	r4,r3,r4
	lwi	r3,r19,44
	swi	r3,r4,0
	lwi	r3,r19,40
	bsrli	r23,r3,0
	addk	r22,r0,r0
	swi	r23,r19,36
	lwi	r3,r19,32
	addik	r3,r3,1
	swi	r3,r19,32
$L16:
	lwi	r4,r19,32
	lwi	r3,r19,220
	cmpu	r18,r3,r4
	blti	r18,$L17
	lwi	r3,r19,220
	bslli	r4,r3,2
	lwi	r3,r19,240
	addk	r3,r3,r4
	lwi	r3,r3,0
	swi	r3,r19,88
	addk	r7,r0,r0
	swi	r7,r19,84
	lwi	r3,r19,36
	swi	r3,r19,96
	addk	r8,r0,r0
	swi	r8,r19,92
	lwi	r6,r19,84
	lwi	r7,r19,88
	lwi	r8,r19,92
	lwi	r9,r19,96
	add	r5,r7,r9
	addc	r4,r6,r8
	swi	r4,r19,40
	swi	r5,r19,44
	lwi	r3,r19,220
	bslli	r4,r3,2
	lwi	r3,r19,240
	addk	r4,r3,r4
	lwi	r3,r19,44
	swi	r3,r4,0
	lwi	r3,r19,40
	bsrli	r3,r3,0
	swi	r3,r19,104
	addk	r9,r0,r0
	swi	r9,r19,100
	lwi	r3,r19,220
	addik	r3,r3,1
	bslli	r4,r3,2
	lwi	r3,r19,240
	addk	r4,r3,r4
	lwi	r3,r19,104
	swi	r3,r4,0
	lwi	r3,r19,240
	lwi	r4,r3,0
	lwi	r3,r19,236
	mul	r3,r3,r4
	swi	r3,r19,48
	lwi	r3,r19,48
	swi	r3,r19,112
	addk	r3,r0,r0
	swi	r3,r19,108
	lwi	r3,r19,232
	lwi	r3,r3,0
	swi	r3,r19,120
	addk	r6,r0,r0
	swi	r6,r19,116
	lwi	r7,r19,116
	lwi	r8,r19,120
	lwi	r5,r19,108
	lwi	r6,r19,112
	brlid	r15,__muldi3
	nop		# Unfilled delay slot

	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r3,r19,240
	lwi	r3,r3,0
	addk	r29,r3,r0
	addk	r28,r0,r0
	add	r5,r5,r29
	addc	r4,r4,r28
	swi	r4,r19,40
	swi	r5,r19,44
	lwi	r3,r19,40
	bsrli	r25,r3,0
	addk	r24,r0,r0
	swi	r25,r19,36
	addik	r3,r0,1	# 0x1
	swi	r3,r19,32
	bri	$L18
$L19:
	lwi	r3,r19,48
	swi	r3,r19,128
	addk	r7,r0,r0
	swi	r7,r19,124
	lwi	r3,r19,32
	bslli	r4,r3,2
	lwi	r3,r19,232
	addk	r3,r3,r4
	lwi	r3,r3,0
	swi	r3,r19,136
	addk	r8,r0,r0
	swi	r8,r19,132
	lwi	r7,r19,132
	lwi	r8,r19,136
	lwi	r5,r19,124
	lwi	r6,r19,128
	brlid	r15,__muldi3
	nop		# Unfilled delay slot

	addk	r5,r4,r0
	addk	r4,r3,r0
	addk	r6,r4,r0
	addk	r7,r5,r0
	lwi	r3,r19,32
	bslli	r4,r3,2
	lwi	r3,r19,240
	addk	r3,r3,r4
	lwi	r3,r3,0
	swi	r3,r19,144
	addk	r9,r0,r0
	swi	r9,r19,140
	lwi	r8,r19,140
	lwi	r9,r19,144
	add	r5,r7,r9
	addc	r4,r6,r8
	lwi	r3,r19,36
	swi	r3,r19,152
	addk	r9,r0,r0
	swi	r9,r19,148
	lwi	r6,r19,148
	lwi	r7,r19,152
	add	r5,r5,r7
	addc	r4,r4,r6
	swi	r4,r19,40
	swi	r5,r19,44
	lwi	r3,r19,32
	addik	r3,r3,1073741823
	bslli	r4,r3,2
	lwi	r3,r19,240
	addk	r4,r3,r4
	lwi	r3,r19,44
	swi	r3,r4,0
	lwi	r3,r19,40
	bsrli	r27,r3,0
	addk	r26,r0,r0
	swi	r27,r19,36
	lwi	r3,r19,32
	addik	r3,r3,1
	swi	r3,r19,32
$L18:
	lwi	r4,r19,32
	lwi	r3,r19,220
	cmpu	r18,r3,r4
	blti	r18,$L19
	lwi	r3,r19,220
	bslli	r4,r3,2
	lwi	r3,r19,240
	addk	r3,r3,r4
	lwi	r3,r3,0
	swi	r3,r19,160
	addk	r7,r0,r0
	swi	r7,r19,156
	lwi	r3,r19,36
	swi	r3,r19,168
	addk	r8,r0,r0
	swi	r8,r19,164
	lwi	r6,r19,156
	lwi	r7,r19,160
	lwi	r8,r19,164
	lwi	r9,r19,168
	add	r5,r7,r9
	addc	r4,r6,r8
	swi	r4,r19,40
	swi	r5,r19,44
	lwi	r3,r19,220
	addik	r3,r3,1073741823
	bslli	r4,r3,2
	lwi	r3,r19,240
	addk	r4,r3,r4
	lwi	r3,r19,44
	swi	r3,r4,0
	lwi	r3,r19,220
	addik	r3,r3,1
	bslli	r4,r3,2
	lwi	r3,r19,240
	addk	r3,r3,r4
	lwi	r6,r3,0
	lwi	r3,r19,40
	bsrli	r31,r3,0
	addk	r30,r0,r0
	addk	r5,r31,r0
	lwi	r3,r19,220
	bslli	r4,r3,2
	lwi	r3,r19,240
	addk	r4,r3,r4
	addk	r3,r6,r5
	swi	r3,r4,0
	lwi	r3,r19,28
	addik	r3,r3,1
	swi	r3,r19,28
$L15:
	lwi	r4,r19,28
	lwi	r3,r19,220
	cmpu	r18,r3,r4
	blti	r18,$L20
	swi	r0,r19,32
	bri	$L21
$L22:
	lwi	r3,r19,32
	bslli	r3,r3,2
	lwi	r4,r19,240
	addk	r4,r4,r3
	lwi	r3,r19,32
	bslli	r3,r3,2
	lwi	r5,r19,244
	addk	r3,r5,r3
	lwi	r4,r4,0
	swi	r4,r3,0
	lwi	r3,r19,32
	addik	r3,r3,1
	swi	r3,r19,32
$L21:
	lwi	r4,r19,32
	lwi	r3,r19,220
	cmpu	r18,r4,r3
	bgei	r18,$L22
	lwi	r7,r19,220
	lwi	r6,r19,232
	lwi	r5,r19,244
	brlid	r15,final_subtraction
	nop		# Unfilled delay slot

	nop
	lwi	r15,r1,0
	addk	r1,r19,r0
	lwi	r19,r1,172
	lwi	r22,r1,176
	lwi	r23,r1,180
	lwi	r24,r1,184
	lwi	r25,r1,188
	lwi	r26,r1,192
	lwi	r27,r1,196
	lwi	r28,r1,200
	lwi	r29,r1,204
	lwi	r30,r1,208
	lwi	r31,r1,212
	addik	r1,r1,216
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	mont_cios
$Lfe3:
	.size	mont_cios,$Lfe3-mont_cios
	.align	2
	.globl	main
	.ent	main
	.type	main, @function
main:
	.frame	r19,36,r15		# vars= 0, regs= 1, args= 28
	.mask	0x00088000
	addik	r1,r1,-36
	swi	r15,r1,0
	swi	r19,r1,32
	addk	r19,r1,r0
	brlid	r15,montsim_timer
	nop		# Unfilled delay slot

	swi	r3,r0,params+28
	lwi	r4,r0,params
	lwi	r5,r0,params+8
	lwi	r6,r0,params+12
	lwi	r7,r0,params+16
	lwi	r8,r0,params+4
	lwi	r9,r0,params+20
	lwi	r3,r0,params+24
	swi	r3,r1,28
	addk	r10,r9,r0
	addk	r9,r8,r0
	addk	r8,r7,r0
	addk	r7,r6,r0
	addk	r6,r5,r0
	addk	r5,r4,r0
	brlid	r15,mont_cios
	nop		# Unfilled delay slot

	brlid	r15,montsim_timer
	nop		# Unfilled delay slot

	swi	r3,r0,params+32
	addk	r3,r0,r0
	lwi	r15,r1,0
	addk	r1,r19,r0
	lwi	r19,r1,32
	addik	r1,r1,36
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	main
$Lfe4:
	.size	main,$Lfe4-main
