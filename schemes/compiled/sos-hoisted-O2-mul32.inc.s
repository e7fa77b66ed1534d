	.text
	.align	2
	.globl	mont_sos
	.ent	mont_sos
	.type	mont_sos, @function
mont_sos:
	.frame	r1,152,r15		# vars= 80, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-152
	addk	r11,r6,r0
	swi	r19,r1,108
	swi	r5,r1,156
	addk	r6,r7,r0
	bslli	r5,r5,3
	addk	r19,r10,r0
	addk	r3,r10,r0
	addik	r4,r10,4
	swi	r15,r1,0
	swi	r22,r1,112
	swi	r23,r1,116
	swi	r24,r1,120
	swi	r25,r1,124
	swi	r26,r1,128
	swi	r27,r1,132
	swi	r28,r1,136
	swi	r29,r1,140
	swi	r30,r1,144
	swi	r31,r1,148
	swi	r10,r1,176
	swi	r8,r1,168
	swi	r9,r1,172
	swi	r4,r1,36
	addk	r5,r4,r5
$L2:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L2
	lwi	r5,r1,156
	beqid	r5,$L10
	lwi	r10,r1,176
	addk	r27,r4,r0
	swi	r4,r1,32
	lwi	r4,r1,156
	swi	r30,r1,64
	swi	r31,r1,68
	swi	r28,r1,72
	swi	r29,r1,76
	addk	r30,r10,r0
	addk	r28,r11,r0
	bslli	r26,r4,2
	swi	r6,r1,28
	swi	r19,r1,48
$L6:
	lwi	r5,r1,28
	addik	r3,r0,0	# 0
	lwi	r29,r5,0
	addk	r19,r3,r0
$L5:
	addik	r7,r0,0	# 0
	lw	r6,r19,r28
	addk	r8,r29,r0
	addk	r5,r7,r0
	addk	r25,r3,r0
	brlid	r15,__muldi3
	
	addk	r22,r27,r0
	addk	r5,r4,r0
	lw	r23,r19,r30
	addk	r4,r3,r0
	addk	r24,r27,r0
	add	r5,r5,r23
	addc	r4,r4,r22
	add	r5,r5,r25
	addc	r4,r4,r24
	sw	r5,r19,r30
	addik	r19,r19,4
	xor	r6,r26,r19
	bneid	r6,$L5
	addk	r3,r4,r0
	lwi	r6,r1,32
	lwi	r5,r1,156
	sw	r4,r26,r30
	addik	r3,r6,1
	lwi	r6,r1,28
	xor	r4,r5,r3
	addik	r30,r30,4
	addik	r6,r6,4
	beqid	r4,$L37
	swi	r6,r1,28
	brid	$L6
	swi	r3,r1,32
$L10:
	lwi	r6,r1,156
	lwi	r3,r1,176
	lwi	r7,r1,180
	addik	r5,r6,1
	bslli	r5,r5,2
	addik	r8,r5,-4
	addk	r6,r3,r8
	addk	r3,r0,r0
$L4:
	lw	r4,r3,r6
	sw	r4,r3,r7
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L4
	lwi	r5,r1,180
	lw	r9,r8,r5
	bneid	r9,$L41
	lwi	r5,r1,156
	lwi	r6,r1,156
	lwi	r4,r1,168
	lwi	r10,r1,180
	addik	r3,r6,-1
	bslli	r3,r3,2
	brid	$L15
	addik	r7,r4,4
$L17:
	lw	r5,r3,r10
	addik	r3,r3,-4
	lw	r4,r3,r7
	xor	r6,r5,r4
	bnei	r6,$L38
$L15:
	xori	r4,r3,-4
	bneid	r4,$L17
	lwi	r5,r1,156
$L41:
	beqid	r5,$L40
	lwi	r3,r1,180
$L39:
	addk	r3,r0,r0
	addk	r4,r3,r0
	lwi	r12,r1,168
	lwi	r9,r1,180
	addk	r6,r0,r0
$L43:
	lw	r7,r3,r9
	lw	r11,r3,r12
	addk	r10,r6,r0
	addk	r23,r4,r0
	addk	r22,r6,r0
	rsub	r25,r11,r7
	rsubc	r24,r10,r6
	rsub	r5,r23,r25
	rsubc	r4,r22,r24
	sw	r5,r3,r9
	addik	r3,r3,4
	xor	r5,r3,r8
	bneid	r5,$L43
	andi	r4,r4,1 #and1
	lwi	r6,r1,180
	lw	r9,r8,r6
	rsubk	r9,r4,r9
	lwi	r3,r1,180
$L40:
	sw	r9,r8,r3
$L44:
	lwi	r15,r1,0
$L42:
	lwi	r19,r1,108
	lwi	r22,r1,112
	lwi	r23,r1,116
	lwi	r24,r1,120
	lwi	r25,r1,124
	lwi	r26,r1,128
	lwi	r27,r1,132
	lwi	r28,r1,136
	lwi	r29,r1,140
	lwi	r30,r1,144
	lwi	r31,r1,148
	rtsd	r15,8 
	
	addik	r1,r1,152
$L38:
	cmpu	r18,r5,r4
	bgeid	r18,$L42
	lwi	r15,r1,0
	lwi	r5,r1,156
	bneid	r5,$L39
	lwi	r3,r1,180
	brid	$L44
	sw	r9,r8,r3
$L37:
	lwi	r28,r1,72
	lwi	r29,r1,76
	addk	r27,r4,r0
	addk	r22,r4,r0
	lwi	r24,r1,168
	lwi	r19,r1,48
	swi	r4,r1,28
	swi	r28,r1,48
	swi	r29,r1,52
$L9:
	lwi	r23,r19,0
	lwi	r5,r1,172
	addk	r25,r0,r0
	addk	r10,r19,r0
	mul	r23,r5,r23
	addk	r4,r22,r0
	addk	r19,r23,r0
	addk	r28,r25,r0
	addk	r23,r24,r0
$L7:
	lw	r6,r28,r23
	addk	r5,r22,r0
	addk	r7,r22,r0
	addk	r8,r19,r0
	addk	r25,r4,r0
	brlid	r15,__muldi3
	
	swi	r10,r1,104
	lwi	r10,r1,104
	addk	r5,r4,r0
	addk	r30,r27,r0
	lw	r31,r28,r10
	addk	r4,r3,r0
	addk	r24,r27,r0
	add	r5,r5,r31
	addc	r4,r4,r30
	add	r5,r5,r25
	addc	r4,r4,r24
	sw	r5,r28,r10
	addik	r28,r28,4
	xor	r3,r26,r28
	bnei	r3,$L7
	swi	r24,r1,40
	swi	r25,r1,44
	addk	r19,r26,r10
	beqid	r4,$L12
	addk	r24,r23,r0
$L11:
	lwi	r3,r19,0
	addk	r28,r0,r0
	addk	r11,r4,r0
	addk	r29,r3,r0
	addk	r10,r28,r0
	addk	r3,r3,r4
	swi	r3,r19,0
	add	r5,r29,r11
	addc	r4,r28,r10
	bneid	r4,$L11
	addik	r19,r19,4
	swi	r28,r1,48
	swi	r29,r1,52
	swi	r10,r1,56
	swi	r11,r1,60
$L12:
	lwi	r6,r1,28
	lwi	r4,r1,32
	lwi	r19,r1,36
	xor	r3,r6,r4
	beqid	r3,$L10
	addik	r4,r6,1
	lwi	r3,r1,36
	swi	r4,r1,28
	addik	r3,r3,4
	brid	$L9
	swi	r3,r1,36
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
