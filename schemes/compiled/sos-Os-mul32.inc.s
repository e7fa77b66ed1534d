	.text
	.align	2
	.globl	mont_sos
	.ent	mont_sos
	.type	mont_sos, @function
mont_sos:
	.frame	r1,160,r15		# vars= 88, regs= 11, args= 24
	.mask	0xffc88000
	bslli	r3,r5,3
	addik	r1,r1,-160
	addik	r4,r10,4
	swi	r19,r1,116
	swi	r24,r1,128
	swi	r25,r1,132
	swi	r26,r1,136
	swi	r27,r1,140
	swi	r28,r1,144
	addk	r4,r4,r3
	addk	r19,r5,r0
	addk	r28,r6,r0
	addk	r26,r8,r0
	addk	r25,r10,r0
	lwi	r24,r1,188
	addk	r27,r10,r0
	addk	r3,r10,r0
	swi	r15,r1,0
	swi	r22,r1,120
	swi	r23,r1,124
	swi	r29,r1,148
	swi	r30,r1,152
	swi	r31,r1,156
	swi	r7,r1,172
	swi	r9,r1,180
$L2:
	xor	r22,r3,r4
	bneid	r22,$L3
	bslli	r23,r19,2
	addk	r9,r22,r0
	addk	r10,r22,r0
	addk	r12,r28,r23
	addk	r31,r25,r23
$L4:
	xor	r3,r9,r19
	bneid	r3,$L6
	addk	r29,r28,r0
	addk	r29,r31,r0
	addk	r25,r3,r0
	addk	r10,r3,r0
	addk	r11,r26,r23
$L7:
	xor	r3,r25,r19
	bneid	r3,$L11
	lwi	r9,r1,180
	addk	r4,r3,r0
$L12:
	lw	r9,r3,r31
	addik	r4,r4,1
	sw	r9,r3,r24
	cmpu	r18,r4,r19
	bgeid	r18,$L12
	addik	r3,r3,4
	lw	r4,r23,r24
	beqid	r4,$L13
	addik	r6,r26,4
	addk	r3,r0,r0
	addk	r4,r3,r0
$L18:
	xor	r5,r3,r23
$L26:
	bnei	r5,$L19
	lw	r3,r23,r24
	rsubk	r3,r4,r3
	brid	$L1
	sw	r3,r23,r24
$L3:
	swi	r0,r3,0
	brid	$L2
	addik	r3,r3,4
$L6:
	addk	r11,r10,r0
	addk	r30,r25,r22
$L5:
	lwi	r3,r1,172
	addk	r7,r0,r0
	lwi	r6,r29,0
	lw	r8,r22,r3
	addk	r5,r7,r0
	swi	r9,r1,100
	swi	r10,r1,112
	swi	r11,r1,108
	brlid	r15,__muldi3
	
	swi	r12,r1,104
	lwi	r6,r30,0
	lwi	r10,r1,112
	lwi	r11,r1,108
	swi	r6,r1,40
	swi	r10,r1,36
	addk	r5,r4,r0
	lwi	r6,r1,36
	lwi	r7,r1,40
	addk	r4,r3,r0
	swi	r11,r1,56
	swi	r10,r1,52
	add	r5,r5,r7
	addc	r4,r4,r6
	lwi	r6,r1,52
	lwi	r7,r1,56
	lwi	r12,r1,104
	addik	r29,r29,4
	add	r5,r5,r7
	addc	r4,r4,r6
	swi	r5,r30,0
	xor	r3,r29,r12
	addk	r11,r4,r0
	lwi	r9,r1,100
	bneid	r3,$L5
	addik	r30,r30,4
	sw	r4,r22,r31
	addik	r9,r9,1
	brid	$L4
	addik	r22,r22,4
$L11:
	lwi	r3,r27,0
	addk	r30,r27,r0
	addk	r28,r26,r0
	mul	r3,r9,r3
	addk	r22,r10,r0
	swi	r3,r1,36
$L8:
	addk	r7,r0,r0
	lwi	r6,r28,0
	addk	r5,r7,r0
	lwi	r8,r1,36
	swi	r10,r1,112
	brlid	r15,__muldi3
	
	swi	r11,r1,108
	lwi	r10,r1,112
	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r3,r30,0
	swi	r10,r1,60
	swi	r22,r1,72
	swi	r3,r1,64
	lwi	r6,r1,60
	lwi	r7,r1,64
	swi	r10,r1,68
	lwi	r8,r1,68
	lwi	r9,r1,72
	lwi	r11,r1,108
	add	r5,r5,r7
	addc	r4,r4,r6
	add	r5,r5,r9
	addc	r4,r4,r8
	addik	r28,r28,4
	swi	r5,r30,0
	xor	r3,r11,r28
	addk	r22,r4,r0
	bneid	r3,$L8
	addik	r30,r30,4
	addk	r3,r29,r0
$L9:
	bneid	r22,$L10
	addk	r9,r0,r0
	addik	r25,r25,1
	addik	r29,r29,4
	brid	$L7
	addik	r27,r27,4
$L10:
	lwi	r4,r3,0
	swi	r9,r1,44
	swi	r4,r1,48
	swi	r22,r1,80
	swi	r9,r1,76
	lwi	r6,r1,44
	lwi	r7,r1,48
	lwi	r8,r1,76
	lwi	r9,r1,80
	addk	r5,r4,r22
	swi	r5,r3,0
	add	r5,r7,r9
	addc	r4,r6,r8
	addk	r22,r4,r0
	brid	$L9
	addik	r3,r3,4
$L17:
	lw	r5,r19,r24
	addik	r19,r19,-4
	lw	r3,r19,r6
	xor	r7,r5,r3
	beqi	r7,$L15
	cmpu	r18,r5,r3
	bltid	r18,$L18
	addk	r3,r4,r0
$L1:
	lwi	r15,r1,0
	lwi	r19,r1,116
	lwi	r22,r1,120
	lwi	r23,r1,124
	lwi	r24,r1,128
	lwi	r25,r1,132
	lwi	r26,r1,136
	lwi	r27,r1,140
	lwi	r28,r1,144
	lwi	r29,r1,148
	lwi	r30,r1,152
	lwi	r31,r1,156
	rtsd	r15,8 
	
	addik	r1,r1,160
$L13:
	addik	r19,r19,-1
	bslli	r19,r19,2
$L15:
	xori	r3,r19,-4
	bneid	r3,$L17
	addk	r3,r4,r0
	brid	$L26
	xor	r5,r3,r23
$L19:
	lw	r5,r3,r24
	addk	r6,r0,r0
	swi	r6,r1,28
	swi	r5,r1,32
	swi	r6,r1,84
	swi	r4,r1,88
	lwi	r8,r1,28
	lwi	r9,r1,32
	lwi	r4,r1,84
	lwi	r5,r1,88
	swi	r8,r1,92
	rsub	r7,r5,r9
	rsubc	r6,r4,r8
	lw	r5,r3,r26
	swi	r5,r1,96
	lwi	r8,r1,92
	lwi	r9,r1,96
	rsub	r5,r9,r7
	rsubc	r4,r8,r6
	sw	r5,r3,r24
	andi	r4,r4,1 #and1
	brid	$L18
	addik	r3,r3,4
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
