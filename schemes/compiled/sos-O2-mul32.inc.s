	.text
	.align	2
	.globl	mont_sos
	.ent	mont_sos
	.type	mont_sos, @function
mont_sos:
	.frame	r1,152,r15		# vars= 80, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-152
	swi	r19,r1,108
	swi	r29,r1,140
	swi	r5,r1,156
	addk	r29,r7,r0
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
	swi	r30,r1,144
	swi	r31,r1,148
	swi	r10,r1,176
	swi	r6,r1,160
	swi	r8,r1,168
	swi	r9,r1,172
	swi	r4,r1,32
	addk	r5,r4,r5
$L2:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L2
	lwi	r5,r1,156
	beqid	r5,$L3
	addk	r3,r29,r0
	lwi	r10,r1,176
	swi	r19,r1,48
	swi	r30,r1,64
	swi	r31,r1,68
	addk	r29,r4,r0
	addk	r19,r3,r0
	addk	r30,r10,r0
	bslli	r28,r5,2
	swi	r4,r1,36
	swi	r22,r1,72
	swi	r23,r1,76
$L4:
	addk	r22,r0,r0
	addk	r3,r22,r0
	lwi	r23,r1,160
$L6:
	addk	r7,r0,r0
	lw	r6,r22,r23
	lwi	r8,r19,0
	addk	r5,r7,r0
	addk	r27,r3,r0
	brlid	r15,__muldi3
	
	addk	r24,r29,r0
	addk	r5,r4,r0
	lw	r25,r22,r30
	addk	r4,r3,r0
	addk	r26,r29,r0
	add	r5,r5,r25
	addc	r4,r4,r24
	add	r5,r5,r27
	addc	r4,r4,r26
	sw	r5,r22,r30
	addik	r22,r22,4
	xor	r6,r28,r22
	bneid	r6,$L6
	addk	r3,r4,r0
	lwi	r6,r1,36
	lwi	r5,r1,156
	sw	r4,r28,r30
	addik	r3,r6,1
	xor	r4,r5,r3
	addik	r19,r19,4
	beqid	r4,$L19
	addik	r30,r30,4
	brid	$L4
	swi	r3,r1,36
$L3:
	lwi	r6,r1,156
	lwi	r3,r1,176
	lwi	r7,r1,180
	addik	r5,r6,1
	bslli	r5,r5,2
	addik	r8,r5,-4
	addk	r6,r3,r8
	addk	r3,r0,r0
$L5:
	lw	r4,r3,r6
	sw	r4,r3,r7
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L5
	lwi	r5,r1,180
	lw	r9,r8,r5
	bneid	r9,$L42
	lwi	r5,r1,156
	lwi	r6,r1,156
	lwi	r4,r1,168
	lwi	r10,r1,180
	addik	r3,r6,-1
	bslli	r3,r3,2
	brid	$L14
	addik	r7,r4,4
$L16:
	lw	r5,r3,r10
	addik	r3,r3,-4
	lw	r4,r3,r7
	xor	r6,r5,r4
	bnei	r6,$L39
$L14:
	xori	r4,r3,-4
	bneid	r4,$L16
	lwi	r5,r1,156
$L42:
	beqid	r5,$L41
	lwi	r3,r1,180
$L40:
	addk	r3,r0,r0
	addk	r4,r3,r0
	lwi	r12,r1,168
	lwi	r9,r1,180
	addk	r6,r0,r0
$L44:
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
	bneid	r5,$L44
	andi	r4,r4,1 #and1
	lwi	r6,r1,180
	lw	r9,r8,r6
	rsubk	r9,r4,r9
	lwi	r3,r1,180
$L41:
	sw	r9,r8,r3
$L45:
	lwi	r15,r1,0
$L43:
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
$L39:
	cmpu	r18,r5,r4
	bgeid	r18,$L43
	lwi	r15,r1,0
	lwi	r5,r1,156
	bneid	r5,$L40
	lwi	r3,r1,180
	brid	$L45
	sw	r9,r8,r3
$L19:
	lwi	r22,r1,72
	lwi	r23,r1,76
	addk	r29,r4,r0
	addk	r24,r4,r0
	lwi	r26,r1,168
	lwi	r19,r1,48
	swi	r4,r1,28
	swi	r22,r1,48
	swi	r23,r1,52
$L7:
	lwi	r25,r19,0
	lwi	r3,r1,172
	addk	r27,r0,r0
	addk	r10,r19,r0
	mul	r25,r3,r25
	addk	r4,r24,r0
	addk	r19,r25,r0
	addk	r22,r27,r0
	addk	r25,r26,r0
$L8:
	lw	r6,r22,r25
	addk	r5,r24,r0
	addk	r7,r24,r0
	addk	r8,r19,r0
	addk	r27,r4,r0
	brlid	r15,__muldi3
	
	swi	r10,r1,104
	lwi	r10,r1,104
	addk	r5,r4,r0
	addk	r30,r29,r0
	lw	r31,r22,r10
	addk	r4,r3,r0
	addk	r26,r29,r0
	add	r5,r5,r31
	addc	r4,r4,r30
	add	r5,r5,r27
	addc	r4,r4,r26
	sw	r5,r22,r10
	addik	r22,r22,4
	xor	r3,r28,r22
	bnei	r3,$L8
	swi	r26,r1,40
	swi	r27,r1,44
	addk	r19,r28,r10
	beqid	r4,$L11
	addk	r26,r25,r0
$L10:
	lwi	r3,r19,0
	addk	r22,r0,r0
	addk	r11,r4,r0
	addk	r23,r3,r0
	addk	r10,r22,r0
	addk	r3,r3,r4
	swi	r3,r19,0
	add	r5,r23,r11
	addc	r4,r22,r10
	bneid	r4,$L10
	addik	r19,r19,4
	swi	r22,r1,48
	swi	r23,r1,52
	swi	r10,r1,56
	swi	r11,r1,60
$L11:
	lwi	r4,r1,36
	lwi	r5,r1,28
	lwi	r19,r1,32
	xor	r3,r4,r5
	beqid	r3,$L3
	addik	r4,r5,1
	lwi	r6,r1,32
	swi	r4,r1,28
	addik	r6,r6,4
	brid	$L7
	swi	r6,r1,32
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
