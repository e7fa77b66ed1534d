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
	.globl	mont_sos
	.ent	mont_sos
	.type	mont_sos, @function
mont_sos:
	.frame	r19,164,r15		# vars= 92, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-164
	swi	r15,r1,0
	swi	r19,r1,120
	swi	r22,r1,124
	swi	r23,r1,128
	swi	r24,r1,132
	swi	r25,r1,136
	swi	r26,r1,140
	swi	r27,r1,144
	swi	r28,r1,148
	swi	r29,r1,152
	swi	r30,r1,156
	swi	r31,r1,160
	addk	r19,r1,r0
	swi	r5,r19,168
	swi	r6,r19,172
	swi	r7,r19,176
	swi	r8,r19,180
	swi	r9,r19,184
	swi	r10,r19,188
	swi	r0,r19,36
	bri	$L13
$L14:
	lwi	r3,r19,36
	bslli	r4,r3,2
	lwi	r3,r19,188
	addk	r3,r3,r4
	swi	r0,r3,0
	lwi	r3,r19,36
	addik	r3,r3,1
	swi	r3,r19,36
$L13:
	lwi	r3,r19,168
	addk	r3,r3,r3
	addik	r4,r3,1
	lwi	r3,r19,36
	cmpu	r18,r4,r3
	blti	r18,$L14
	swi	r0,r19,28
	bri	$L15
$L18:
	swi	r0,r19,40
	swi	r0,r19,32
	bri	$L16
$L17:
	lwi	r3,r19,32
	bslli	r4,r3,2
	lwi	r3,r19,172
	addk	r3,r3,r4
	lwi	r3,r3,0
	swi	r3,r19,60
	addk	r3,r0,r0
	swi	r3,r19,56
	lwi	r3,r19,28
	bslli	r4,r3,2
	lwi	r3,r19,176
	addk	r3,r3,r4
	lwi	r3,r3,0
	swi	r3,r19,68
	addk	r6,r0,r0
	swi	r6,r19,64
	lwi	r7,r19,64
	lwi	r8,r19,68
	lwi	r5,r19,56
	lwi	r6,r19,60
	brlid	r15,__muldi3
	nop		# Unfilled delay slot

	addk	r5,r4,r0
	addk	r4,r3,r0
	addk	r6,r4,r0
	addk	r7,r5,r0
	lwi	r4,r19,28
	lwi	r3,r19,32
	addk	r3,r4,r3
	bslli	r4,r3,2
	lwi	r3,r19,188
	addk	r3,r3,r4
	lwi	r3,r3,0
	swi	r3,r19,76
	addk	r8,r0,r0
	swi	r8,r19,72
	lwi	r8,r19,72
	lwi	r9,r19,76
	add	r5,r7,r9
	addc	r4,r6,r8
	lwi	r3,r19,40
	swi	r3,r19,84
	addk	r9,r0,r0
	swi	r9,r19,80
	lwi	r6,r19,80
	lwi	r7,r19,84
	add	r5,r5,r7
	addc	r4,r4,r6
	swi	r4,r19,48
	swi	r5,r19,52
	lwi	r4,r19,28
	lwi	r3,r19,32
	addk	r3,r4,r3
	bslli	r4,r3,2
	lwi	r3,r19,188
	addk	r4,r3,r4
	lwi	r3,r19,52
	swi	r3,r4,0
	lwi	r3,r19,48
	bsrli	r27,r3,0
	addk	r26,r0,r0
	swi	r27,r19,40
	lwi	r3,r19,32
	addik	r3,r3,1
	swi	r3,r19,32
$L16:
	lwi	r4,r19,32
	lwi	r3,r19,168
	cmpu	r18,r3,r4
	blti	r18,$L17
	lwi	r4,r19,28
	lwi	r3,r19,168
	addk	r3,r4,r3
	bslli	r4,r3,2
	lwi	r3,r19,188
	addk	r4,r3,r4
	lwi	r3,r19,40
	swi	r3,r4,0
	lwi	r3,r19,28
	addik	r3,r3,1
	swi	r3,r19,28
$L15:
	lwi	r4,r19,28
	lwi	r3,r19,168
	cmpu	r18,r3,r4
	blti	r18,$L18
	swi	r0,r19,28
	bri	$L19
$L24:
	swi	r0,r19,40
	lwi	r3,r19,28
	bslli	r3,r3,2
	lwi	r4,r19,188
	addk	r3,r4,r3
	lwi	r3,r3,0
	lwi	r4,r19,184
	mul	r3,r4,r3
	swi	r3,r19,44
	swi	r0,r19,32
	bri	$L20
$L21:
	lwi	r3,r19,44
	swi	r3,r19,92
	addk	r7,r0,r0
	swi	r7,r19,88
	lwi	r3,r19,32
	bslli	r3,r3,2
	lwi	r4,r19,180
	addk	r3,r4,r3
	lwi	r3,r3,0
	swi	r3,r19,100
	addk	r8,r0,r0
	swi	r8,r19,96
	lwi	r7,r19,96
	lwi	r8,r19,100
	lwi	r5,r19,88
	lwi	r6,r19,92
	brlid	r15,__muldi3
	nop		# Unfilled delay slot

	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r6,r19,28
	lwi	r3,r19,32
	addk	r3,r6,r3
	bslli	r3,r3,2
	lwi	r6,r19,188
	addk	r3,r6,r3
	lwi	r3,r3,0
	addk	r29,r3,r0
	addk	r28,r0,r0
	add	r5,r5,r29
	addc	r4,r4,r28
	lwi	r3,r19,40
	addk	r31,r3,r0
	addk	r30,r0,r0
	add	r5,r5,r31
	addc	r4,r4,r30
	swi	r4,r19,48
	swi	r5,r19,52
	lwi	r4,r19,28
	lwi	r3,r19,32
	addk	r3,r4,r3
	bslli	r3,r3,2
	lwi	r4,r19,188
	addk	r3,r4,r3
	lwi	r4,r19,52
	swi	r4,r3,0
	lwi	r3,r19,48
	bsrli	r23,r3,0
	addk	r22,r0,r0
	swi	r23,r19,40
	lwi	r3,r19,32
	addik	r3,r3,1
	swi	r3,r19,32
$L20:
	lwi	r4,r19,32
	lwi	r3,r19,168
	cmpu	r18,r3,r4
	blti	r18,$L21
	lwi	r4,r19,28
	lwi	r3,r19,168
	addk	r3,r4,r3
	swi	r3,r19,36
	bri	$L22
$L23:
	lwi	r3,r19,36
	bslli	r3,r3,2
	lwi	r4,r19,188
	addk	r3,r4,r3
	lwi	r3,r3,0
	swi	r3,r19,108
	addk	r9,r0,r0
	swi	r9,r19,104
	lwi	r3,r19,40
	swi	r3,r19,116
	addk	r3,r0,r0
	swi	r3,r19,112
	lwi	r6,r19,104
	lwi	r7,r19,108
	lwi	r8,r19,112
	lwi	r9,r19,116
	add	r5,r7,r9
	addc	r4,r6,r8
	swi	r4,r19,48
	swi	r5,r19,52
	lwi	r3,r19,36
	bslli	r3,r3,2
	lwi	r4,r19,188
	addk	r3,r4,r3
	lwi	r4,r19,52
	swi	r4,r3,0
	lwi	r3,r19,48
	bsrli	r25,r3,0
	addk	r24,r0,r0
	swi	r25,r19,40
	lwi	r3,r19,36
	addik	r3,r3,1
	swi	r3,r19,36
$L22:
	lwi	r3,r19,40
	bnei	r3,$L23
	lwi	r3,r19,28
	addik	r3,r3,1
	swi	r3,r19,28
$L19:
	lwi	r4,r19,28
	lwi	r3,r19,168
	cmpu	r18,r3,r4
	blti	r18,$L24
	swi	r0,r19,32
	bri	$L25
$L26:
	lwi	r4,r19,32
	lwi	r3,r19,168
	addk	r3,r4,r3
	bslli	r3,r3,2
	lwi	r4,r19,188
	addk	r4,r4,r3
	lwi	r3,r19,32
	bslli	r3,r3,2
	lwi	r5,r19,192
	addk	r3,r5,r3
	lwi	r4,r4,0
	swi	r4,r3,0
	lwi	r3,r19,32
	addik	r3,r3,1
	swi	r3,r19,32
$L25:
	lwi	r4,r19,32
	lwi	r3,r19,168
	cmpu	r18,r4,r3
	bgei	r18,$L26
	lwi	r7,r19,168
	lwi	r6,r19,180
	lwi	r5,r19,192
	brlid	r15,final_subtraction
	nop		# Unfilled delay slot

	nop
	lwi	r15,r1,0
	addk	r1,r19,r0
	lwi	r19,r1,120
	lwi	r22,r1,124
	lwi	r23,r1,128
	lwi	r24,r1,132
	lwi	r25,r1,136
	lwi	r26,r1,140
	lwi	r27,r1,144
	lwi	r28,r1,148
	lwi	r29,r1,152
	lwi	r30,r1,156
	lwi	r31,r1,160
	addik	r1,r1,164
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	mont_sos
$Lfe3:
	.size	mont_sos,$Lfe3-mont_sos
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
	brlid	r15,mont_sos
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
