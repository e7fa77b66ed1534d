	.text
	.align	2
	.globl	mont_sos
	.ent	mont_sos
	.type	mont_sos, @function
mont_sos:
	.frame	r1,148,r15		# vars= 76, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-148
	swi	r15,r1,0
	swi	r19,r1,104
	swi	r22,r1,108
	swi	r23,r1,112
	swi	r24,r1,116
	swi	r25,r1,120
	swi	r26,r1,124
	swi	r27,r1,128
	swi	r28,r1,132
	swi	r29,r1,136
	swi	r30,r1,140
	swi	r31,r1,144
	swi	r5,r1,152
	addk	r27,r6,r0
	addk	r28,r7,r0
	addk	r29,r8,r0
	swi	r9,r1,168
	swi	r10,r1,172
	swi	r10,r1,36
	addik	r5,r10,4
	lwi	r4,r1,152
	bslli	r3,r4,3
	addk	r5,r5,r3
	addk	r3,r10,r0
$L2:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r3,r5
	bnei	r4,$L2
	lwi	r5,r1,152
	beqid	r5,$L3
	addk	r6,r0,r0
	bslli	r26,r5,2
	lwi	r23,r1,172
	swi	r6,r1,44
	addk	r22,r6,r0
	swi	r29,r1,40
	swi	r30,r1,48
	swi	r31,r1,52
	addk	r30,r26,r0
	addk	r26,r28,r0
$L4:
	addk	r19,r0,r0
	addk	r31,r19,r0
	swi	r23,r1,28
$L5:
	addk	r7,r22,r0
	lwi	r8,r26,0
	addk	r5,r22,r0
	brlid	r15,__muldi3
	
	lw	r6,r19,r27
	addk	r5,r4,r0
	addk	r4,r3,r0
	lw	r25,r19,r23
	addk	r24,r22,r0
	add	r5,r5,r25
	addc	r4,r4,r24
	addk	r29,r31,r0
	addk	r28,r22,r0
	add	r5,r5,r29
	addc	r4,r4,r28
	sw	r5,r19,r23
	addik	r19,r19,4
	xor	r3,r19,r30
	bneid	r3,$L5
	addk	r31,r4,r0
	lwi	r3,r1,28
	sw	r4,r30,r3
	lwi	r4,r1,44
	addik	r3,r4,1
	addik	r26,r26,4
	lwi	r5,r1,152
	xor	r4,r5,r3
	beqid	r4,$L18
	addik	r23,r23,4
	brid	$L4
	swi	r3,r1,44
$L18:
	addk	r26,r30,r0
	lwi	r29,r1,40
	lwi	r30,r1,48
	lwi	r31,r1,52
	addk	r27,r0,r0
	addk	r23,r27,r0
	brid	$L6
	swi	r27,r1,40
$L19:
	swi	r4,r1,40
$L6:
	lwi	r27,r1,36
	lwi	r28,r27,0
	lwi	r6,r1,168
	mul	r28,r6,r28
	addk	r22,r0,r0
	swi	r28,r1,28
	swi	r30,r1,48
	swi	r31,r1,52
	addk	r30,r22,r0
	addk	r19,r26,r0
	addk	r26,r29,r0
$L7:
	addk	r7,r23,r0
	lwi	r8,r1,28
	addk	r5,r23,r0
	brlid	r15,__muldi3
	
	lw	r6,r22,r26
	addk	r5,r4,r0
	addk	r4,r3,r0
	lw	r25,r22,r27
	addk	r24,r23,r0
	add	r5,r5,r25
	addc	r4,r4,r24
	addk	r29,r30,r0
	addk	r28,r23,r0
	add	r5,r5,r29
	addc	r4,r4,r28
	sw	r5,r22,r27
	addik	r22,r22,4
	xor	r3,r22,r19
	bneid	r3,$L7
	addk	r30,r4,r0
	swi	r28,r1,56
	swi	r29,r1,60
	addk	r29,r26,r0
	addk	r26,r19,r0
	addk	r19,r30,r0
	lwi	r30,r1,48
	lwi	r31,r1,52
	beqid	r19,$L29
	lwi	r5,r1,40
	lwi	r4,r1,36
	addk	r3,r4,r26
	addk	r4,r19,r0
$L9:
	lwi	r5,r3,0
	addk	r8,r5,r4
	swi	r8,r3,0
	addk	r31,r5,r0
	addk	r30,r0,r0
	addk	r7,r4,r0
	addk	r6,r30,r0
	add	r5,r31,r7
	addc	r4,r30,r6
	bneid	r4,$L9
	addik	r3,r3,4
	swi	r6,r1,64
	swi	r7,r1,68
	lwi	r5,r1,40
$L29:
	lwi	r6,r1,36
	addik	r6,r6,4
	swi	r6,r1,36
	lwi	r6,r1,44
	xor	r3,r6,r5
	bneid	r3,$L19
	addik	r4,r5,1
$L3:
	lwi	r3,r1,152
	addik	r6,r3,1
	bslli	r6,r6,2
	addik	r7,r6,-4
	lwi	r4,r1,172
	addk	r5,r4,r7
	addk	r3,r0,r0
	lwi	r8,r1,176
$L10:
	lw	r4,r3,r5
	sw	r4,r3,r8
	addik	r3,r3,4
	xor	r4,r6,r3
	bnei	r4,$L10
	lwi	r5,r1,176
	lw	r3,r7,r5
	beqid	r3,$L11
	lwi	r9,r1,176
$L12:
	lwi	r3,r1,152
	beqid	r3,$L16
	addk	r3,r0,r0
	swi	r3,r1,152
	addk	r19,r7,r0
	addk	r4,r3,r0
	lwi	r12,r1,176
$L17:
	lw	r7,r3,r12
	addk	r6,r0,r0
	lw	r9,r3,r29
	addk	r8,r6,r0
	rsub	r23,r9,r7
	rsubc	r22,r8,r6
	addk	r11,r4,r0
	addk	r10,r6,r0
	rsub	r5,r11,r23
	rsubc	r4,r10,r22
	sw	r5,r3,r12
	addik	r3,r3,4
	xor	r5,r3,r19
	bneid	r5,$L17
	andi	r4,r4,1 #and1
	addk	r7,r19,r0
	swi	r4,r1,152
$L16:
	lwi	r4,r1,176
	lw	r3,r7,r4
	lwi	r5,r1,152
	rsubk	r3,r5,r3
	sw	r3,r7,r4
	lwi	r15,r1,0
	lwi	r19,r1,104
$L30:
	lwi	r22,r1,108
	lwi	r23,r1,112
	lwi	r24,r1,116
	lwi	r25,r1,120
	lwi	r26,r1,124
	lwi	r27,r1,128
	lwi	r28,r1,132
	lwi	r29,r1,136
	lwi	r30,r1,140
	lwi	r31,r1,144
	rtsd	r15,8 
	
	addik	r1,r1,148
$L11:
	lwi	r6,r1,152
	addik	r4,r6,-1
	bslli	r3,r4,2
$L13:
	xori	r5,r4,-1
	beqid	r5,$L12
	addik	r4,r4,-1
	lw	r6,r3,r9
	lw	r5,r3,r29
	xor	r8,r6,r5
	beqid	r8,$L13
	addik	r3,r3,-4
	cmpu	r18,r6,r5
	bltid	r18,$L12
	lwi	r15,r1,0
	brid	$L30
	lwi	r19,r1,104
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
