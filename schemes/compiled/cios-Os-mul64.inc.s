	.text
	.align	2
	.globl	mont_cios
	.ent	mont_cios
	.type	mont_cios, @function
mont_cios:
	.frame	r1,140,r15		# vars= 92, regs= 11, args= 0
	.mask	0xffc80000
	addik	r1,r1,-140
	swi	r19,r1,96
	swi	r22,r1,100
	addk	r19,r7,r0
	addk	r22,r6,r0
	lwi	r7,r1,168
	addk	r3,r5,r0
	swi	r23,r1,104
	swi	r24,r1,108
	swi	r25,r1,112
	swi	r26,r1,116
	swi	r27,r1,120
	swi	r28,r1,124
	swi	r29,r1,128
	swi	r30,r1,132
	swi	r31,r1,136
	swi	r9,r1,160
	addk	r4,r0,r0
	addik	r5,r5,2
$L2:
	cmpu	r18,r5,r4
	bltid	r18,$L3
	bslli	r6,r4,2
	bslli	r6,r3,2
	addik	r4,r6,-4
	addk	r4,r10,r4
	addik	r12,r6,4
	swi	r4,r1,76
	addik	r4,r10,-4
	addk	r11,r10,r6
	addk	r12,r10,r12
	addk	r9,r0,r0
	swi	r4,r1,80
$L4:
	xor	r4,r9,r3
	bneid	r4,$L8
	addk	r23,r0,r0
$L9:
	bslli	r5,r4,2
	lw	r29,r5,r10
	addik	r4,r4,1
	cmpu	r18,r4,r3
	bgeid	r18,$L9
	sw	r29,r5,r7
	lw	r4,r6,r7
	beqid	r4,$L10
	addik	r3,r3,-1
	addk	r3,r0,r0
	addk	r4,r3,r0
$L15:
	xor	r5,r6,r3
	bneid	r5,$L16
	addk	r30,r0,r0
	lw	r3,r6,r7
	rsubk	r3,r4,r3
	brid	$L1
	sw	r3,r6,r7
$L3:
	addik	r4,r4,1
	brid	$L2
	sw	r0,r6,r10
$L8:
	bslli	r5,r9,2
	addk	r29,r23,r0
	swi	r5,r1,92
$L5:
	lwi	r28,r1,92
	lw	r26,r23,r22
	swi	r29,r1,24
	lw	r27,r28,r19
	mul	r5,r26,r27
	mulhu	r4,r26,r27
	swi	r4,r1,84
	swi	r5,r1,88
	lw	r5,r23,r10
	addk	r26,r0,r0
	swi	r26,r1,4
	swi	r5,r1,8
	lwi	r26,r1,4
	lwi	r27,r1,8
	lwi	r4,r1,84
	lwi	r5,r1,88
	swi	r26,r1,20
	add	r5,r5,r27
	addc	r4,r4,r26
	addk	r29,r5,r0
	lwi	r26,r1,20
	lwi	r27,r1,24
	addk	r28,r4,r0
	swi	r4,r1,84
	swi	r5,r1,88
	add	r5,r29,r27
	addc	r4,r28,r26
	lwi	r27,r1,4
	sw	r5,r23,r10
	addik	r23,r23,4
	swi	r4,r1,16
	swi	r27,r1,12
	xor	r26,r6,r23
	bneid	r26,$L5
	addk	r29,r4,r0
	lwi	r4,r11,0
	swi	r26,r1,28
	swi	r26,r1,36
	addk	r29,r4,r29
	swi	r4,r1,32
	swi	r29,r11,0
	lwi	r4,r1,12
	lwi	r5,r1,16
	lwi	r28,r1,28
	lwi	r29,r1,32
	add	r29,r29,r5
	addc	r28,r28,r4
	swi	r28,r12,0
	lwi	r27,r10,0
	lwi	r5,r1,160
	swi	r28,r1,84
	swi	r29,r1,88
	lwi	r29,r8,0
	mul	r23,r27,r5
	swi	r27,r1,40
	mul	r5,r23,r29
	mulhu	r4,r23,r29
	lwi	r28,r1,36
	lwi	r29,r1,40
	add	r5,r5,r29
	addc	r4,r4,r28
$L6:
	addik	r26,r26,4
	xor	r5,r6,r26
	addk	r25,r4,r0
	bneid	r5,$L7
	addk	r24,r0,r0
	lwi	r23,r11,0
	swi	r5,r1,52
	lwi	r26,r1,76
	swi	r23,r1,56
	lwi	r28,r1,52
	lwi	r29,r1,56
	addk	r4,r23,r4
	swi	r4,r26,0
	add	r5,r29,r25
	addc	r4,r28,r24
	lwi	r5,r12,0
	addik	r9,r9,1
	addk	r4,r4,r5
	brid	$L4
	swi	r4,r11,0
$L7:
	lw	r29,r26,r10
	lw	r27,r26,r8
	swi	r24,r1,44
	swi	r29,r1,48
	lwi	r28,r1,44
	lwi	r29,r1,48
	mul	r5,r23,r27
	mulhu	r4,r23,r27
	add	r5,r5,r29
	addc	r4,r4,r28
	lwi	r29,r1,80
	add	r5,r5,r25
	addc	r4,r4,r24
	brid	$L6
	sw	r5,r26,r29
$L14:
	lw	r9,r3,r7
	addik	r3,r3,-4
	lw	r5,r3,r10
	xor	r11,r9,r5
	beqi	r11,$L12
	cmpu	r18,r9,r5
	blti	r18,$L17
$L1:
	lwi	r19,r1,96
	lwi	r22,r1,100
	lwi	r23,r1,104
	lwi	r24,r1,108
	lwi	r25,r1,112
	lwi	r26,r1,116
	lwi	r27,r1,120
	lwi	r28,r1,124
	lwi	r29,r1,128
	lwi	r30,r1,132
	lwi	r31,r1,136
	rtsd	r15,8 
	
	addik	r1,r1,140
$L10:
	bslli	r3,r3,2
	addik	r10,r8,4
$L12:
	xori	r5,r3,-4
	bnei	r5,$L14
$L17:
	brid	$L15
	addk	r3,r4,r0
$L16:
	swi	r4,r1,64
	swi	r30,r1,60
	lw	r31,r3,r7
	lwi	r4,r1,60
	lwi	r5,r1,64
	swi	r30,r1,68
	rsub	r11,r5,r31
	rsubc	r10,r4,r30
	lw	r5,r3,r8
	swi	r5,r1,72
	lwi	r22,r1,68
	lwi	r23,r1,72
	rsub	r5,r23,r11
	rsubc	r4,r22,r10
	sw	r5,r3,r7
	andi	r4,r4,1 #and1
	brid	$L15
	addik	r3,r3,4
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
	swi	r22,r1,36
	addik	r22,r0,-65536
	swi	r19,r1,32
	swi	r15,r1,0
	addik	r19,r0,params
	lwi	r3,r22,0
	swi	r3,r19,28
	lwi	r3,r19,24
	swi	r3,r1,28
	lwi	r10,r19,20
	lwi	r9,r19,4
	lwi	r8,r19,16
	lwi	r7,r19,12
	lwi	r6,r19,8
	brlid	r15,mont_cios
	
	lwi	r5,r19,0
	lwi	r3,r22,0
	swi	r3,r19,32
	lwi	r15,r1,0
	lwi	r19,r1,32
	lwi	r22,r1,36
	addk	r3,r0,r0
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
