	.text
	.align	2
	.globl	mont_sos
	.ent	mont_sos
	.type	mont_sos, @function
mont_sos:
	.frame	r1,116,r15		# vars= 68, regs= 11, args= 0
	.mask	0xffc80000
	addik	r1,r1,-116
	swi	r19,r1,72
	swi	r22,r1,76
	swi	r23,r1,80
	swi	r24,r1,84
	swi	r25,r1,88
	swi	r26,r1,92
	swi	r27,r1,96
	swi	r28,r1,100
	swi	r29,r1,104
	swi	r30,r1,108
	swi	r31,r1,112
	swi	r5,r1,120
	addk	r12,r7,r0
	swi	r9,r1,136
	swi	r10,r1,140
	lwi	r26,r1,144
	addk	r19,r10,r0
	addik	r5,r10,4
	lwi	r4,r1,120
	bslli	r3,r4,3
	addk	r5,r5,r3
	addk	r3,r10,r0
$L2:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r3,r5
	bnei	r4,$L2
	lwi	r3,r1,120
	beqid	r3,$L29
	bslli	r9,r3,2
	lwi	r7,r1,140
	addk	r4,r0,r0
	swi	r4,r1,4
	addk	r11,r4,r0
	swi	r19,r1,12
	addk	r19,r4,r0
	addk	r27,r3,r0
	swi	r30,r1,16
	swi	r31,r1,20
	addk	r30,r8,r0
	swi	r22,r1,24
	swi	r23,r1,28
$L4:
	addk	r3,r0,r0
	addk	r8,r3,r0
	addk	r10,r7,r0
$L5:
	lw	r23,r3,r6
	lwi	r22,r12,0
	mul	r5,r23,r22
	mulhu	r4,r23,r22
	lw	r25,r3,r7
	addk	r24,r11,r0
	add	r5,r5,r25
	addc	r4,r4,r24
	addk	r29,r8,r0
	addk	r28,r11,r0
	add	r5,r5,r29
	addc	r4,r4,r28
	sw	r5,r3,r7
	addik	r3,r3,4
	xor	r22,r3,r9
	bneid	r22,$L5
	addk	r8,r4,r0
	sw	r4,r9,r10
	addik	r3,r19,1
	addik	r12,r12,4
	xor	r4,r27,r3
	beqid	r4,$L18
	addik	r7,r7,4
	brid	$L4
	addk	r19,r3,r0
$L18:
	swi	r19,r1,4
	lwi	r19,r1,12
	addk	r8,r30,r0
	addk	r11,r0,r0
	addk	r10,r11,r0
	lwi	r12,r1,136
	brid	$L6
	swi	r26,r1,8
$L19:
	addk	r11,r3,r0
$L6:
	addk	r28,r19,r0
	lwi	r29,r19,0
	mul	r29,r12,r29
	addk	r3,r0,r0
	addk	r4,r3,r0
$L7:
	lw	r5,r3,r8
	mul	r7,r5,r29
	mulhu	r6,r5,r29
	lw	r31,r3,r28
	addk	r30,r10,r0
	add	r7,r7,r31
	addc	r6,r6,r30
	addk	r25,r4,r0
	addk	r24,r10,r0
	add	r5,r7,r25
	addc	r4,r6,r24
	sw	r5,r3,r28
	addik	r3,r3,4
	xor	r5,r3,r9
	bnei	r5,$L7
	beqid	r4,$L8
	addk	r3,r19,r9
$L9:
	lwi	r5,r3,0
	addk	r6,r5,r4
	swi	r6,r3,0
	addk	r23,r5,r0
	addk	r22,r0,r0
	addk	r27,r4,r0
	addk	r26,r22,r0
	add	r5,r23,r27
	addc	r4,r22,r26
	bneid	r4,$L9
	addik	r3,r3,4
$L8:
	addik	r3,r11,1
	lwi	r4,r1,4
	xor	r11,r4,r11
	bneid	r11,$L19
	addik	r19,r19,4
	lwi	r26,r1,8
	lwi	r3,r1,120
$L29:
	addik	r6,r3,1
	bslli	r6,r6,2
	addik	r9,r6,-4
	lwi	r4,r1,140
	addk	r5,r4,r9
	addk	r3,r0,r0
$L10:
	lw	r4,r3,r5
	sw	r4,r3,r26
	addik	r3,r3,4
	xor	r4,r6,r3
	bnei	r4,$L10
	lw	r3,r9,r26
	beqid	r3,$L11
	lwi	r3,r1,120
$L12:
	lwi	r4,r1,120
	beqid	r4,$L16
	addk	r3,r0,r0
	swi	r3,r1,120
	addk	r4,r3,r0
$L17:
	lw	r7,r3,r26
	addk	r6,r0,r0
	lw	r11,r3,r8
	addk	r10,r6,r0
	rsub	r25,r11,r7
	rsubc	r24,r10,r6
	addk	r23,r4,r0
	addk	r22,r6,r0
	rsub	r5,r23,r25
	rsubc	r4,r22,r24
	sw	r5,r3,r26
	addik	r3,r3,4
	xor	r5,r3,r9
	bneid	r5,$L17
	andi	r4,r4,1 #and1
	swi	r4,r1,120
$L16:
	lw	r3,r9,r26
	lwi	r4,r1,120
	rsubk	r3,r4,r3
	sw	r3,r9,r26
	lwi	r19,r1,72
$L28:
	lwi	r22,r1,76
	lwi	r23,r1,80
	lwi	r24,r1,84
	lwi	r25,r1,88
	lwi	r26,r1,92
	lwi	r27,r1,96
	lwi	r28,r1,100
	lwi	r29,r1,104
	lwi	r30,r1,108
	lwi	r31,r1,112
	rtsd	r15,8 
	
	addik	r1,r1,116
$L11:
	addik	r4,r3,-1
	bslli	r3,r4,2
$L13:
	xori	r5,r4,-1
	beqid	r5,$L12
	addik	r4,r4,-1
	lw	r6,r3,r26
	lw	r5,r3,r8
	xor	r7,r6,r5
	beqid	r7,$L13
	addik	r3,r3,-4
	cmpu	r18,r6,r5
	blti	r18,$L12
	brid	$L28
	lwi	r19,r1,72
	.end	mont_sos
$Lfe1:
	.size	mont_sos,$Lfe1-mont_sos
	.align	2
	.globl	main
	.ent	main
	.type	main, @function
main:
	.frame	r1,40,r15		# vars= 0, regs= 2, args= 28
	.mask	0x00488000
	addik	r1,r1,-40
	swi	r15,r1,0
	swi	r19,r1,32
	swi	r22,r1,36
	addik	r22,r0,-65536
	lwi	r3,r22,0
	addik	r19,r0,params
	swi	r3,r19,28
	lwi	r3,r19,24
	swi	r3,r1,28
	lwi	r10,r19,20
	lwi	r9,r19,4
	lwi	r8,r19,16
	lwi	r7,r19,12
	lwi	r6,r19,8
	brlid	r15,mont_sos
	
	lwi	r5,r19,0
	lwi	r3,r22,0
	swi	r3,r19,32
	addk	r3,r0,r0
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
