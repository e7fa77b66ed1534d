	.text
	.align	2
	.globl	mont_cios
	.ent	mont_cios
	.type	mont_cios, @function
mont_cios:
	.frame	r1,128,r15		# vars= 80, regs= 11, args= 0
	.mask	0xffc80000
	addik	r1,r1,-128
	swi	r19,r1,84
	swi	r22,r1,88
	swi	r23,r1,92
	swi	r24,r1,96
	swi	r25,r1,100
	swi	r26,r1,104
	swi	r27,r1,108
	swi	r28,r1,112
	swi	r29,r1,116
	swi	r30,r1,120
	swi	r31,r1,124
	swi	r5,r1,132
	xori	r3,r5,-2
	swi	r9,r1,148
	beqid	r3,$L33
	addk	r11,r7,r0
	lwi	r4,r1,132
	addik	r7,r10,8
	bslli	r3,r4,2
	addk	r4,r10,r0
	addk	r7,r7,r3
$L3:
	swi	r0,r4,0
	addik	r4,r4,4
	xor	r5,r7,r4
	bneid	r5,$L3
	lwi	r5,r1,132
	beqi	r5,$L34
$L2:
	addik	r4,r3,4
	addk	r4,r10,r4
	addik	r5,r3,-4
	swi	r4,r1,32
	addk	r7,r11,r0
	addk	r4,r10,r5
	swi	r4,r1,52
	addk	r4,r0,r0
	swi	r3,r1,56
	addk	r12,r10,r3
	swi	r4,r1,4
	addik	r9,r10,-4
$L8:
	addk	r11,r0,r0
	swi	r22,r1,44
	swi	r23,r1,48
	addk	r4,r11,r0
	addk	r22,r9,r0
	addk	r19,r7,r0
	addk	r9,r8,r0
	addk	r8,r3,r0
	addk	r3,r6,r0
$L5:
	lw	r28,r11,r3
	lwi	r23,r19,0
	lw	r25,r11,r10
	addk	r24,r0,r0
	addk	r7,r4,r0
	addk	r6,r24,r0
	mul	r5,r28,r23
	mulhu	r4,r28,r23
	add	r5,r5,r25
	addc	r4,r4,r24
	add	r5,r5,r7
	addc	r4,r4,r6
	addk	r29,r4,r0
	sw	r5,r11,r10
	addik	r11,r11,4
	xor	r5,r8,r11
	addk	r28,r24,r0
	bneid	r5,$L5
	addk	r4,r29,r0
	swi	r6,r1,36
	swi	r7,r1,40
	addk	r7,r19,r0
	addk	r19,r5,r0
	lwi	r5,r12,0
	addk	r6,r3,r0
	swi	r19,r1,8
	swi	r5,r1,12
	lwi	r26,r1,8
	lwi	r27,r1,12
	addk	r5,r5,r29
	swi	r5,r12,0
	add	r5,r27,r29
	addc	r4,r26,r28
	lwi	r27,r1,32
	addk	r3,r8,r0
	addk	r8,r9,r0
	swi	r4,r27,0
	lwi	r11,r10,0
	lwi	r4,r1,148
	lwi	r26,r8,0
	swi	r11,r1,20
	mul	r11,r11,r4
	swi	r19,r1,16
	mul	r5,r11,r26
	mulhu	r4,r11,r26
	lwi	r26,r1,16
	lwi	r27,r1,20
	addk	r9,r22,r0
	lwi	r22,r1,44
	lwi	r23,r1,48
	add	r5,r5,r27
	addc	r4,r4,r26
	addk	r27,r4,r0
	lwi	r5,r1,132
	addk	r26,r19,r0
	addik	r19,r0,1	# 0x1
	cmpu	r18,r5,r19
	bgeid	r18,$L6
	addk	r4,r27,r0
	addik	r19,r0,4	# 0x4
$L7:
	lw	r26,r19,r8
	lw	r23,r19,r10
	addk	r22,r0,r0
	addk	r31,r4,r0
	addk	r30,r22,r0
	mul	r5,r11,r26
	mulhu	r4,r11,r26
	add	r5,r5,r23
	addc	r4,r4,r22
	add	r5,r5,r31
	addc	r4,r4,r30
	addk	r27,r4,r0
	sw	r5,r19,r9
	addik	r19,r19,4
	xor	r5,r3,r19
	addk	r26,r22,r0
	bneid	r5,$L7
	addk	r4,r27,r0
$L6:
	lwi	r5,r12,0
	lwi	r19,r1,52
	lwi	r11,r1,4
	swi	r5,r1,28
	addk	r5,r5,r4
	lwi	r4,r1,32
	swi	r5,r19,0
	addk	r5,r0,r0
	addik	r11,r11,1
	swi	r5,r1,24
	swi	r11,r1,4
	lwi	r11,r4,0
	lwi	r4,r1,24
	lwi	r5,r1,28
	lwi	r19,r1,4
	addik	r7,r7,4
	add	r5,r5,r27
	addc	r4,r4,r26
	swi	r4,r1,44
	swi	r5,r1,48
	lwi	r5,r1,44
	addk	r4,r5,r11
	lwi	r11,r1,132
	cmpu	r18,r11,r19
	bltid	r18,$L8
	swi	r4,r12,0
$L4:
	lwi	r26,r1,132
	lwi	r6,r1,156
	addk	r3,r0,r0
	addik	r5,r26,1
	bslli	r5,r5,2
$L9:
	lw	r27,r3,r10
	sw	r27,r3,r6
	addik	r3,r3,4
	xor	r4,r5,r3
	bneid	r4,$L9
	lwi	r28,r1,156
	lwi	r3,r1,56
	lw	r11,r3,r28
	bneid	r11,$L11
	addk	r10,r28,r3
	lwi	r4,r1,132
	lwi	r12,r1,156
	addik	r9,r8,4
	addik	r3,r4,-1
	brid	$L12
	bslli	r3,r3,2
$L14:
	lw	r6,r3,r12
	addik	r3,r3,-4
	lw	r4,r3,r9
	xor	r7,r6,r4
	bnei	r7,$L35
$L12:
	xori	r4,r3,-4
	bnei	r4,$L14
$L11:
	lwi	r19,r1,132
	beqi	r19,$L15
$L36:
	addk	r3,r0,r0
	addk	r4,r3,r0
	lwi	r11,r1,156
	addik	r9,r5,-4
	addk	r6,r0,r0
$L38:
	lw	r7,r3,r11
	lw	r23,r3,r8
	addk	r22,r6,r0
	addk	r25,r4,r0
	addk	r24,r6,r0
	rsub	r27,r23,r7
	rsubc	r26,r22,r6
	rsub	r5,r25,r27
	rsubc	r4,r24,r26
	sw	r5,r3,r11
	addik	r3,r3,4
	xor	r5,r9,r3
	bneid	r5,$L38
	andi	r4,r4,1 #and1
	lwi	r11,r10,0
	rsubk	r11,r4,r11
$L15:
	swi	r11,r10,0
$L1:
	lwi	r19,r1,84
$L37:
	lwi	r22,r1,88
	lwi	r23,r1,92
	lwi	r24,r1,96
	lwi	r25,r1,100
	lwi	r26,r1,104
	lwi	r27,r1,108
	lwi	r28,r1,112
	lwi	r29,r1,116
	lwi	r30,r1,120
	lwi	r31,r1,124
	rtsd	r15,8 
	
	addik	r1,r1,128
$L35:
	cmpu	r18,r6,r4
	bgeid	r18,$L37
	lwi	r19,r1,84
	lwi	r19,r1,132
	bnei	r19,$L36
	brid	$L1
	swi	r11,r10,0
$L33:
	brid	$L2
	addik	r3,r0,-8	# 0xfffffffffffffff8
$L34:
	brid	$L4
	swi	r5,r1,56
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
