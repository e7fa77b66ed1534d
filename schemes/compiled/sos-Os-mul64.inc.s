	.text
	.align	2
	.globl	mont_sos
	.ent	mont_sos
	.type	mont_sos, @function
mont_sos:
	.frame	r1,116,r15		# vars= 68, regs= 11, args= 0
	.mask	0xffc80000
	addik	r1,r1,-116
	lwi	r4,r1,144
	addk	r11,r5,r5
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
	addik	r11,r11,1
	addk	r3,r0,r0
$L2:
	cmpu	r18,r11,r3
	bltid	r18,$L3
	bslli	r12,r3,2
	addk	r12,r10,r0
	addk	r19,r10,r0
	bslli	r3,r5,2
	addk	r24,r0,r0
$L4:
	xor	r11,r24,r5
	bnei	r11,$L6
	addk	r19,r11,r0
$L7:
	xor	r6,r19,r5
	bneid	r6,$L11
	addk	r11,r0,r0
	addk	r10,r10,r3
$L12:
	bslli	r7,r6,2
	lw	r25,r7,r10
	addik	r6,r6,1
	cmpu	r18,r6,r5
	bgeid	r18,$L12
	sw	r25,r7,r4
	lw	r6,r3,r4
	beqid	r6,$L13
	addik	r5,r5,-1
	addk	r5,r0,r0
	addk	r6,r5,r0
$L18:
	xor	r7,r3,r5
	bneid	r7,$L19
	addk	r30,r0,r0
	lw	r5,r3,r4
	rsubk	r5,r6,r5
	brid	$L1
	sw	r5,r3,r4
$L3:
	addik	r3,r3,1
	brid	$L2
	sw	r0,r12,r10
$L6:
	bslli	r11,r24,2
	swi	r11,r1,68
	addk	r11,r0,r0
	addk	r25,r11,r0
$L5:
	lwi	r26,r1,68
	lw	r22,r11,r6
	lw	r29,r11,r19
	lw	r23,r26,r7
	addk	r28,r0,r0
	swi	r25,r1,24
	mul	r27,r22,r23
	mulhu	r26,r22,r23
	swi	r28,r1,20
	add	r23,r27,r29
	addc	r22,r26,r28
	lwi	r26,r1,20
	lwi	r27,r1,24
	add	r27,r23,r27
	addc	r26,r22,r26
	sw	r27,r11,r19
	addik	r11,r11,4
	swi	r26,r1,60
	swi	r27,r1,64
	xor	r27,r3,r11
	bneid	r27,$L5
	lwi	r25,r1,60
	sw	r26,r3,r19
	addik	r24,r24,1
	brid	$L4
	addik	r19,r19,4
$L11:
	lwi	r24,r12,0
	addk	r6,r11,r0
	mul	r24,r9,r24
$L8:
	lw	r27,r11,r12
	addk	r28,r0,r0
	swi	r27,r1,8
	swi	r28,r1,4
	lw	r7,r11,r8
	lwi	r26,r1,4
	lwi	r27,r1,8
	swi	r6,r1,32
	mul	r23,r24,r7
	mulhu	r22,r24,r7
	swi	r26,r1,28
	add	r23,r23,r27
	addc	r22,r22,r26
	lwi	r26,r1,28
	lwi	r27,r1,32
	add	r7,r23,r27
	addc	r6,r22,r26
	sw	r7,r11,r12
	addik	r11,r11,4
	xor	r7,r3,r11
	bnei	r7,$L8
	addk	r11,r3,r12
$L9:
	bneid	r6,$L10
	addk	r27,r0,r0
	addik	r19,r19,1
	brid	$L7
	addik	r12,r12,4
$L10:
	lwi	r7,r11,0
	swi	r6,r1,40
	addk	r22,r7,r6
	swi	r7,r1,16
	swi	r27,r1,12
	swi	r27,r1,36
	swi	r22,r11,0
	lwi	r24,r1,36
	lwi	r25,r1,40
	lwi	r22,r1,12
	lwi	r23,r1,16
	add	r7,r23,r25
	addc	r6,r22,r24
	brid	$L9
	addik	r11,r11,4
$L17:
	lw	r9,r5,r4
	addik	r5,r5,-4
	lw	r7,r5,r10
	xor	r11,r9,r7
	beqi	r11,$L15
	cmpu	r18,r9,r7
	blti	r18,$L20
$L1:
	lwi	r19,r1,72
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
$L13:
	bslli	r5,r5,2
	addik	r10,r8,4
$L15:
	xori	r7,r5,-4
	bnei	r7,$L17
$L20:
	brid	$L18
	addk	r5,r6,r0
$L19:
	swi	r6,r1,48
	swi	r30,r1,44
	lw	r31,r5,r4
	lwi	r26,r1,44
	lwi	r27,r1,48
	swi	r30,r1,52
	rsub	r11,r27,r31
	rsubc	r10,r26,r30
	lw	r27,r5,r8
	swi	r27,r1,56
	lwi	r22,r1,52
	lwi	r23,r1,56
	rsub	r7,r23,r11
	rsubc	r6,r22,r10
	sw	r7,r5,r4
	andi	r6,r6,1 #and1
	brid	$L18
	addik	r5,r5,4
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
	brlid	r15,mont_sos
	
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
