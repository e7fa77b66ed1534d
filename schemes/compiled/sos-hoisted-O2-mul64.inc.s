	.text
	.align	2
	.globl	mont_sos
	.ent	mont_sos
	.type	mont_sos, @function
mont_sos:
	.frame	r1,100,r15		# vars= 52, regs= 11, args= 0
	.mask	0xffc80000
	addik	r1,r1,-100
	swi	r10,r1,124
	lwi	r3,r1,124
	swi	r5,r1,104
	bslli	r5,r5,3
	addk	r4,r3,r0
	addk	r10,r7,r0
	addik	r7,r3,4
	swi	r19,r1,56
	swi	r22,r1,60
	swi	r23,r1,64
	swi	r24,r1,68
	swi	r25,r1,72
	swi	r26,r1,76
	swi	r27,r1,80
	swi	r28,r1,84
	swi	r29,r1,88
	swi	r30,r1,92
	swi	r31,r1,96
	swi	r9,r1,120
	swi	r7,r1,4
	addk	r5,r7,r5
$L2:
	swi	r0,r4,0
	addik	r4,r4,4
	xor	r7,r5,r4
	bnei	r7,$L2
	lwi	r4,r1,104
	beqid	r4,$L10
	addk	r19,r10,r0
	swi	r22,r1,8
	swi	r23,r1,12
	lwi	r5,r1,124
	addk	r22,r8,r0
	addk	r8,r3,r0
	addk	r3,r4,r0
	addk	r12,r7,r0
	bslli	r7,r4,2
	swi	r24,r1,16
	swi	r25,r1,20
$L6:
	bslli	r9,r12,2
	addk	r4,r0,r0
	lw	r9,r9,r19
	addk	r24,r4,r0
$L5:
	lw	r23,r4,r6
	lw	r27,r4,r5
	addk	r26,r0,r0
	addk	r29,r24,r0
	addk	r28,r26,r0
	mul	r11,r9,r23
	mulhu	r10,r9,r23
	add	r11,r11,r27
	addc	r10,r10,r26
	add	r11,r11,r29
	addc	r10,r10,r28
	sw	r11,r4,r5
	addik	r4,r4,4
	xor	r23,r7,r4
	bneid	r23,$L5
	addk	r24,r10,r0
	addik	r4,r12,1
	sw	r10,r7,r5
	xor	r9,r3,r4
	beqid	r9,$L37
	addik	r5,r5,4
	brid	$L6
	addk	r12,r4,r0
$L10:
	lwi	r3,r1,104
	lwi	r4,r1,124
	lwi	r7,r1,128
	addik	r5,r3,1
	bslli	r5,r5,2
	addik	r9,r5,-4
	addk	r6,r4,r9
	addk	r3,r0,r0
$L4:
	lw	r4,r3,r6
	sw	r4,r3,r7
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L4
	lwi	r7,r1,128
	lw	r10,r9,r7
	bneid	r10,$L14
	lwi	r4,r1,104
	lwi	r11,r1,128
	addik	r7,r8,4
	addik	r3,r4,-1
	brid	$L15
	bslli	r3,r3,2
$L17:
	lw	r5,r3,r11
	addik	r3,r3,-4
	lw	r4,r3,r7
	xor	r6,r5,r4
	bnei	r6,$L38
$L15:
	xori	r4,r3,-4
	bnei	r4,$L17
$L14:
	lwi	r3,r1,104
	beqid	r3,$L40
	lwi	r3,r1,128
$L39:
	addk	r3,r0,r0
	addk	r4,r3,r0
	lwi	r12,r1,128
	addk	r6,r0,r0
$L42:
	lw	r7,r3,r12
	lw	r11,r3,r8
	addk	r10,r6,r0
	addk	r23,r4,r0
	addk	r22,r6,r0
	rsub	r25,r11,r7
	rsubc	r24,r10,r6
	rsub	r5,r23,r25
	rsubc	r4,r22,r24
	sw	r5,r3,r12
	addik	r3,r3,4
	xor	r5,r3,r9
	bneid	r5,$L42
	andi	r4,r4,1 #and1
	lwi	r7,r1,128
	lw	r10,r9,r7
	rsubk	r10,r4,r10
	lwi	r3,r1,128
$L40:
	sw	r10,r9,r3
$L43:
	lwi	r19,r1,56
$L41:
	lwi	r22,r1,60
	lwi	r23,r1,64
	lwi	r24,r1,68
	lwi	r25,r1,72
	lwi	r26,r1,76
	lwi	r27,r1,80
	lwi	r28,r1,84
	lwi	r29,r1,88
	lwi	r30,r1,92
	lwi	r31,r1,96
	rtsd	r15,8 
	
	addik	r1,r1,100
$L38:
	cmpu	r18,r5,r4
	bgeid	r18,$L41
	lwi	r19,r1,56
	lwi	r3,r1,104
	bneid	r3,$L39
	lwi	r3,r1,128
	brid	$L43
	sw	r10,r9,r3
$L37:
	addk	r3,r8,r0
	addk	r6,r9,r0
	addk	r19,r12,r0
	addk	r8,r22,r0
	addk	r26,r3,r0
	lwi	r12,r1,120
	lwi	r9,r1,4
$L9:
	lwi	r27,r26,0
	addk	r3,r0,r0
	addk	r4,r3,r0
	mul	r27,r12,r27
$L7:
	lw	r28,r3,r8
	lw	r23,r3,r26
	addk	r22,r0,r0
	addk	r11,r4,r0
	addk	r10,r22,r0
	mul	r5,r27,r28
	mulhu	r4,r27,r28
	add	r5,r5,r23
	addc	r4,r4,r22
	add	r5,r5,r11
	addc	r4,r4,r10
	sw	r5,r3,r26
	addik	r3,r3,4
	xor	r5,r7,r3
	bnei	r5,$L7
	beqid	r4,$L12
	addk	r26,r7,r26
$L11:
	lwi	r3,r26,0
	addk	r24,r0,r0
	addk	r31,r4,r0
	addk	r25,r3,r0
	addk	r30,r24,r0
	addk	r3,r3,r4
	swi	r3,r26,0
	add	r5,r25,r31
	addc	r4,r24,r30
	bneid	r4,$L11
	addik	r26,r26,4
$L12:
	xor	r3,r6,r19
	addk	r26,r9,r0
	beqid	r3,$L10
	addik	r6,r6,1
	brid	$L9
	addik	r9,r9,4
	.end	mont_sos
$Lfe1:
	.size	mont_sos,$Lfe1-mont_sos
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
	brlid	r15,mont_sos
	
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
