	.text
	.align	2
	.globl	mont_cios
	.ent	mont_cios
	.type	mont_cios, @function
mont_cios:
	.frame	r1,188,r15		# vars= 116, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-188
	swi	r19,r1,144
	swi	r22,r1,148
	swi	r24,r1,156
	swi	r25,r1,160
	swi	r30,r1,180
	addk	r19,r5,r0
	addk	r24,r7,r0
	addk	r30,r8,r0
	addk	r22,r10,r0
	lwi	r25,r1,216
	swi	r15,r1,0
	swi	r23,r1,152
	swi	r26,r1,164
	swi	r27,r1,168
	swi	r28,r1,172
	swi	r29,r1,176
	swi	r31,r1,184
	swi	r6,r1,196
	swi	r9,r1,208
	addk	r3,r0,r0
	addik	r4,r5,2
$L2:
	cmpu	r18,r4,r3
	bltid	r18,$L3
	bslli	r5,r3,2
	bslli	r23,r19,2
	addk	r9,r24,r23
	addik	r3,r23,-4
	addik	r27,r23,4
	addk	r3,r22,r3
	swi	r9,r1,124
	addk	r9,r30,r23
	addk	r26,r22,r23
	addk	r27,r22,r27
	swi	r3,r1,116
	swi	r9,r1,120
	addk	r28,r0,r0
$L4:
	lwi	r9,r1,124
	xor	r3,r24,r9
	bneid	r3,$L16
	addk	r29,r0,r0
	addk	r4,r3,r0
$L8:
	lw	r5,r3,r22
	addik	r4,r4,1
	sw	r5,r3,r25
	cmpu	r18,r4,r19
	bgeid	r18,$L8
	addik	r3,r3,4
	lw	r4,r23,r25
	beqid	r4,$L9
	addik	r6,r30,4
	addk	r3,r0,r0
	addk	r4,r3,r0
$L14:
	xor	r5,r23,r3
$L22:
	bneid	r5,$L15
	addk	r7,r0,r0
	lw	r3,r23,r25
	rsubk	r3,r4,r3
	brid	$L1
	sw	r3,r23,r25
$L3:
	addik	r3,r3,1
	brid	$L2
	sw	r0,r5,r22
$L16:
	addk	r10,r29,r0
$L5:
	lwi	r3,r1,196
	addk	r7,r0,r0
	lwi	r8,r24,0
	lw	r6,r29,r3
	addk	r5,r7,r0
	brlid	r15,__muldi3
	
	swi	r10,r1,132
	lw	r6,r29,r22
	lwi	r10,r1,132
	swi	r28,r1,52
	swi	r6,r1,56
	addk	r5,r4,r0
	swi	r10,r1,64
	addk	r4,r3,r0
	lwi	r8,r1,52
	lwi	r9,r1,56
	swi	r28,r1,60
	lwi	r6,r1,60
	lwi	r7,r1,64
	add	r5,r5,r9
	addc	r4,r4,r8
	swi	r28,r1,44
	add	r5,r5,r7
	addc	r4,r4,r6
	sw	r5,r29,r22
	addik	r29,r29,4
	swi	r4,r1,48
	xor	r31,r23,r29
	bneid	r31,$L5
	addk	r10,r4,r0
	lwi	r3,r26,0
	swi	r31,r1,68
	lwi	r6,r1,44
	lwi	r7,r1,48
	swi	r3,r1,72
	lwi	r8,r1,68
	lwi	r9,r1,72
	addk	r10,r3,r10
	swi	r10,r26,0
	add	r5,r9,r7
	addc	r4,r8,r6
	swi	r4,r27,0
	lwi	r10,r22,0
	lwi	r9,r1,208
	lwi	r6,r30,0
	addk	r7,r31,r0
	mul	r29,r10,r9
	addk	r5,r31,r0
	addk	r8,r29,r0
	brlid	r15,__muldi3
	
	swi	r10,r1,132
	lwi	r10,r1,132
	swi	r31,r1,76
	addk	r5,r4,r0
	swi	r10,r1,80
	addk	r4,r3,r0
	lwi	r6,r1,76
	lwi	r7,r1,80
	addk	r12,r22,r0
	addik	r10,r30,4
	add	r5,r5,r7
	addc	r4,r4,r6
$L6:
	addk	r9,r0,r0
	swi	r9,r1,28
	lwi	r9,r1,120
	xor	r3,r9,r10
	bneid	r3,$L7
	swi	r4,r1,32
	lwi	r5,r26,0
	lwi	r9,r1,116
	swi	r3,r1,92
	addk	r4,r5,r4
	swi	r5,r1,96
	swi	r4,r9,0
	lwi	r6,r1,92
	lwi	r7,r1,96
	lwi	r8,r1,28
	lwi	r9,r1,32
	lwi	r3,r27,0
	addik	r24,r24,4
	add	r5,r7,r9
	addc	r4,r6,r8
	addk	r4,r4,r3
	brid	$L4
	swi	r4,r26,0
$L7:
	lwi	r6,r10,0
	addk	r7,r31,r0
	addk	r8,r29,r0
	lwi	r5,r1,28
	swi	r10,r1,132
	brlid	r15,__muldi3
	
	swi	r12,r1,128
	lwi	r12,r1,128
	lwi	r8,r1,28
	swi	r3,r1,136
	swi	r4,r1,140
	lwi	r7,r12,4
	swi	r8,r1,84
	lwi	r8,r1,28
	lwi	r9,r1,32
	swi	r7,r1,88
	lwi	r4,r1,84
	lwi	r5,r1,88
	lwi	r10,r1,132
	addik	r12,r12,4
	add	r7,r5,r9
	addc	r6,r4,r8
	lwi	r8,r1,136
	lwi	r9,r1,140
	addik	r10,r10,4
	add	r5,r9,r7
	addc	r4,r8,r6
	brid	$L6
	swi	r5,r12,-4
$L13:
	lw	r5,r19,r25
	addik	r19,r19,-4
	lw	r3,r19,r6
	xor	r7,r5,r3
	beqi	r7,$L11
	cmpu	r18,r5,r3
	bltid	r18,$L14
	addk	r3,r4,r0
$L1:
	lwi	r15,r1,0
	lwi	r19,r1,144
	lwi	r22,r1,148
	lwi	r23,r1,152
	lwi	r24,r1,156
	lwi	r25,r1,160
	lwi	r26,r1,164
	lwi	r27,r1,168
	lwi	r28,r1,172
	lwi	r29,r1,176
	lwi	r30,r1,180
	lwi	r31,r1,184
	rtsd	r15,8 
	
	addik	r1,r1,188
$L9:
	addik	r19,r19,-1
	bslli	r19,r19,2
$L11:
	xori	r3,r19,-4
	bneid	r3,$L13
	addk	r3,r4,r0
	brid	$L22
	xor	r5,r23,r3
$L15:
	lw	r6,r3,r25
	swi	r7,r1,36
	swi	r6,r1,40
	swi	r4,r1,104
	swi	r7,r1,100
	lwi	r4,r1,36
	lwi	r5,r1,40
	lwi	r8,r1,100
	lwi	r9,r1,104
	swi	r4,r1,108
	rsub	r7,r9,r5
	rsubc	r6,r8,r4
	lw	r9,r3,r30
	swi	r9,r1,112
	lwi	r8,r1,108
	lwi	r9,r1,112
	rsub	r5,r9,r7
	rsubc	r4,r8,r6
	sw	r5,r3,r25
	andi	r4,r4,1 #and1
	brid	$L14
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
