	.text
	.align	2
	.globl	mont_cios
	.ent	mont_cios
	.type	mont_cios, @function
mont_cios:
	.frame	r1,200,r15		# vars= 128, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-200
	swi	r19,r1,156
	swi	r24,r1,168
	swi	r27,r1,180
	swi	r15,r1,0
	swi	r22,r1,160
	swi	r23,r1,164
	swi	r25,r1,172
	swi	r26,r1,176
	swi	r28,r1,184
	swi	r29,r1,188
	swi	r30,r1,192
	swi	r31,r1,196
	swi	r5,r1,204
	xori	r3,r5,-2
	swi	r6,r1,208
	swi	r9,r1,220
	addk	r27,r8,r0
	addk	r19,r10,r0
	beqid	r3,$L2
	addik	r24,r0,-8	# 0xfffffffffffffff8
	lwi	r3,r1,204
	addik	r5,r10,8
	bslli	r24,r3,2
	addk	r3,r10,r0
	addk	r5,r5,r24
$L3:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bneid	r4,$L3
	lwi	r4,r1,204
	beqi	r4,$L33
$L2:
	addk	r9,r0,r0
	addk	r31,r9,r0
	addik	r4,r24,4
	addik	r3,r24,-4
	swi	r9,r1,52
	addk	r25,r7,r0
	addk	r9,r19,r24
	swi	r9,r1,40
	addk	r4,r19,r4
	addk	r3,r19,r3
	addik	r9,r19,-4
	swi	r24,r1,128
	swi	r4,r1,80
	swi	r3,r1,120
	swi	r9,r1,124
	swi	r24,r1,36
$L8:
	addk	r26,r0,r0
	swi	r22,r1,28
	swi	r23,r1,32
	addk	r3,r26,r0
	addk	r30,r25,r0
	addk	r22,r26,r0
	swi	r27,r1,44
$L5:
	lwi	r9,r1,208
	addk	r7,r0,r0
	lwi	r8,r30,0
	lw	r6,r22,r9
	addk	r5,r7,r0
	addk	r25,r3,r0
	brlid	r15,__muldi3
	
	addk	r26,r31,r0
	addk	r5,r4,r0
	lw	r27,r22,r19
	addk	r4,r3,r0
	addk	r24,r31,r0
	lwi	r9,r1,36
	add	r5,r5,r27
	addc	r4,r4,r26
	add	r5,r5,r25
	addc	r4,r4,r24
	addk	r29,r4,r0
	sw	r5,r22,r19
	addik	r22,r22,4
	xor	r4,r9,r22
	addk	r28,r31,r0
	bneid	r4,$L5
	addk	r3,r29,r0
	lwi	r9,r1,40
	swi	r24,r1,92
	swi	r25,r1,96
	addk	r25,r30,r0
	addk	r30,r4,r0
	lwi	r4,r9,0
	swi	r26,r1,84
	swi	r27,r1,88
	swi	r30,r1,56
	swi	r4,r1,60
	addk	r4,r4,r29
	swi	r4,r9,0
	lwi	r8,r1,56
	lwi	r9,r1,60
	lwi	r27,r1,44
	addk	r7,r30,r0
	add	r11,r9,r29
	addc	r10,r8,r28
	lwi	r9,r1,80
	addk	r5,r30,r0
	swi	r30,r1,64
	swi	r10,r9,0
	lwi	r3,r19,0
	lwi	r9,r1,220
	lwi	r6,r27,0
	swi	r3,r1,68
	mul	r9,r3,r9
	addk	r22,r30,r0
	addk	r8,r9,r0
	brlid	r15,__muldi3
	
	swi	r9,r1,28
	addk	r5,r4,r0
	lwi	r6,r1,64
	lwi	r7,r1,68
	addk	r4,r3,r0
	addik	r8,r0,1	# 0x1
	add	r5,r5,r7
	addc	r4,r4,r6
	addk	r23,r4,r0
	lwi	r7,r1,204
	cmpu	r18,r7,r8
	bgeid	r18,$L6
	addk	r3,r23,r0
	swi	r28,r1,44
	swi	r29,r1,48
	addk	r29,r30,r0
	lwi	r28,r1,36
	lwi	r30,r1,124
	addik	r26,r0,4	# 0x4
	swi	r25,r1,116
$L7:
	lw	r6,r26,r27
	addk	r7,r29,r0
	lwi	r8,r1,28
	addk	r5,r0,r0
	brlid	r15,__muldi3
	
	addk	r25,r3,r0
	lw	r11,r26,r19
	addk	r5,r4,r0
	addk	r10,r31,r0
	addk	r4,r3,r0
	addk	r24,r31,r0
	addk	r22,r31,r0
	add	r5,r5,r11
	addc	r4,r4,r10
	add	r5,r5,r25
	addc	r4,r4,r24
	addk	r23,r4,r0
	sw	r5,r26,r30
	addik	r26,r26,4
	xor	r4,r28,r26
	bneid	r4,$L7
	addk	r3,r23,r0
	swi	r24,r1,108
	swi	r25,r1,112
	lwi	r25,r1,116
	swi	r10,r1,100
	swi	r11,r1,104
$L6:
	lwi	r9,r1,40
	lwi	r4,r9,0
	lwi	r9,r1,52
	swi	r4,r1,76
	addik	r9,r9,1
	swi	r9,r1,52
	lwi	r9,r1,120
	addk	r4,r4,r3
	swi	r4,r9,0
	lwi	r9,r1,80
	addk	r4,r0,r0
	swi	r4,r1,72
	lwi	r6,r1,72
	lwi	r7,r1,76
	lwi	r3,r9,0
	lwi	r9,r1,40
	add	r5,r7,r23
	addc	r4,r6,r22
	addk	r4,r4,r3
	swi	r4,r9,0
	lwi	r3,r1,204
	lwi	r9,r1,52
	cmpu	r18,r3,r9
	bltid	r18,$L8
	addik	r25,r25,4
$L4:
	lwi	r3,r1,204
	lwi	r6,r1,228
	addik	r5,r3,1
	bslli	r5,r5,2
	addk	r3,r0,r0
$L9:
	lw	r4,r3,r19
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r5,r3
	bneid	r4,$L9
	lwi	r9,r1,228
	lwi	r3,r1,128
	lw	r10,r3,r9
	bneid	r10,$L11
	addk	r9,r9,r3
	lwi	r4,r1,204
	lwi	r11,r1,228
	addik	r8,r27,4
	addik	r3,r4,-1
	brid	$L12
	bslli	r3,r3,2
$L14:
	lw	r6,r3,r11
	addik	r3,r3,-4
	lw	r4,r3,r8
	xor	r7,r6,r4
	bnei	r7,$L34
$L12:
	xori	r4,r3,-4
	bnei	r4,$L14
$L11:
	lwi	r6,r1,204
	beqi	r6,$L15
$L35:
	addk	r3,r0,r0
	addk	r4,r3,r0
	lwi	r12,r1,228
	addik	r8,r5,-4
	addk	r6,r0,r0
$L37:
	lw	r7,r3,r12
	lw	r11,r3,r27
	addk	r10,r6,r0
	addk	r23,r4,r0
	addk	r22,r6,r0
	rsub	r25,r11,r7
	rsubc	r24,r10,r6
	rsub	r5,r23,r25
	rsubc	r4,r22,r24
	sw	r5,r3,r12
	addik	r3,r3,4
	xor	r5,r8,r3
	bneid	r5,$L37
	andi	r4,r4,1 #and1
	lwi	r10,r9,0
	rsubk	r10,r4,r10
$L15:
	swi	r10,r9,0
$L1:
	lwi	r15,r1,0
$L36:
	lwi	r19,r1,156
	lwi	r22,r1,160
	lwi	r23,r1,164
	lwi	r24,r1,168
	lwi	r25,r1,172
	lwi	r26,r1,176
	lwi	r27,r1,180
	lwi	r28,r1,184
	lwi	r29,r1,188
	lwi	r30,r1,192
	lwi	r31,r1,196
	rtsd	r15,8 
	
	addik	r1,r1,200
$L34:
	cmpu	r18,r6,r4
	bgeid	r18,$L36
	lwi	r15,r1,0
	lwi	r6,r1,204
	bnei	r6,$L35
	brid	$L1
	swi	r10,r9,0
$L33:
	brid	$L4
	swi	r4,r1,128
	.end	mont_cios
$Lfe1:
	.size	mont_cios,$Lfe1-mont_cios
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.ent	main
	.type	main, @function
main:
	.frame	r1,40,r15		# vars= 0, regs= 2, args= 28
	.mask	0x00488000
	addik	r1,r1,-40
	swi	r19,r1,32
	addik	r19,r0,params
	swi	r22,r1,36
	swi	r15,r1,0
	lwi	r4,r19,24
	addik	r22,r0,-65536
	lwi	r10,r19,20
	lwi	r9,r19,4
	lwi	r3,r22,0
	swi	r4,r1,28
	lwi	r8,r19,16
	lwi	r7,r19,12
	lwi	r6,r19,8
	lwi	r5,r19,0
	brlid	r15,mont_cios
	
	swi	r3,r19,28
	lwi	r4,r22,0
	addk	r3,r0,r0
	swi	r4,r19,32
	lwi	r15,r1,0
	lwi	r19,r1,32
	lwi	r22,r1,36
	rtsd	r15,8 
	
	addik	r1,r1,40
	.end	main
$Lfe2:
	.size	main,$Lfe2-main
	.globl	params
	.section	.data,"aw"
	.align	2
	.type	params,@object
	.size	params,36
params:
	.space	36
