	.text
	.align	2
	.globl	mont_cios
	.ent	mont_cios
	.type	mont_cios, @function
mont_cios:
	.frame	r1,152,r15		# vars= 104, regs= 11, args= 0
	.mask	0xffc80000
	addik	r1,r1,-152
	swi	r19,r1,108
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
	swi	r5,r1,156
	addk	r12,r6,r0
	xori	r3,r5,-2
	beqid	r3,$L2
	swi	r9,r1,172
	addk	r3,r10,r0
	addik	r5,r10,8
	lwi	r24,r1,156
	bslli	r4,r24,2
	addk	r5,r5,r4
$L3:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r3,r5
	bneid	r4,$L3
	lwi	r25,r1,156
	beqid	r25,$L26
	lwi	r3,r1,156
$L2:
	lwi	r3,r1,156
	bslli	r9,r3,2
	addk	r4,r10,r9
	swi	r4,r1,12
	addik	r3,r9,4
	addk	r3,r10,r3
	swi	r3,r1,48
	addik	r3,r9,-4
	addk	r3,r10,r3
	swi	r3,r1,76
	addk	r11,r7,r0
	addk	r7,r7,r9
	swi	r7,r1,80
	addk	r3,r0,r0
	addik	r19,r10,-4
	addk	r23,r19,r0
	addk	r6,r0,r0
$L27:
	addk	r7,r6,r0
	addk	r19,r23,r0
$L6:
	lw	r25,r6,r12
	lwi	r24,r11,0
	mul	r5,r25,r24
	mulhu	r4,r25,r24
	lw	r29,r6,r10
	addk	r28,r3,r0
	add	r5,r5,r29
	addc	r4,r4,r28
	addk	r31,r7,r0
	addk	r30,r3,r0
	add	r5,r5,r31
	addc	r4,r4,r30
	sw	r5,r6,r10
	addk	r23,r4,r0
	addk	r22,r3,r0
	addik	r6,r6,4
	xor	r4,r9,r6
	bneid	r4,$L6
	addk	r7,r23,r0
	swi	r22,r1,24
	swi	r23,r1,28
	addk	r23,r19,r0
	lwi	r5,r1,12
	lwi	r4,r5,0
	addk	r7,r4,r7
	swi	r7,r5,0
	swi	r4,r1,8
	addk	r6,r0,r0
	swi	r6,r1,4
	lwi	r24,r1,4
	lwi	r25,r1,8
	lwi	r6,r1,24
	lwi	r7,r1,28
	add	r5,r25,r7
	addc	r4,r24,r6
	lwi	r7,r1,48
	swi	r4,r7,0
	lwi	r6,r10,0
	lwi	r24,r1,172
	mul	r19,r6,r24
	lwi	r22,r1,4
	lwi	r7,r8,0
	mul	r25,r7,r19
	mulhu	r24,r7,r19
	swi	r6,r1,36
	swi	r22,r1,32
	lwi	r4,r1,32
	lwi	r5,r1,36
	add	r25,r25,r5
	addc	r24,r24,r4
	lwi	r5,r1,156
	addik	r6,r0,1	# 0x1
	cmpu	r18,r5,r6
	bgeid	r18,$L7
	addik	r25,r0,4	# 0x4
	swi	r28,r1,60
	swi	r29,r1,64
	addk	r28,r24,r0
	addk	r24,r11,r0
	addk	r11,r10,r0
	addk	r10,r8,r0
	swi	r30,r1,68
	swi	r31,r1,72
	addk	r30,r12,r0
	addk	r12,r19,r0
	addk	r19,r9,r0
$L8:
	lw	r8,r25,r10
	mul	r9,r22,r8
	mul	r5,r8,r12
	mulhu	r4,r8,r12
	addk	r8,r4,r0
	addk	r4,r9,r8
	lw	r27,r25,r11
	addk	r26,r3,r0
	add	r9,r5,r27
	addc	r8,r4,r26
	addk	r7,r28,r0
	addk	r6,r3,r0
	add	r9,r9,r7
	addc	r8,r8,r6
	sw	r9,r25,r23
	addik	r25,r25,4
	xor	r4,r19,r25
	bneid	r4,$L8
	addk	r28,r8,r0
	addk	r9,r19,r0
	addk	r12,r30,r0
	addk	r8,r10,r0
	addk	r10,r11,r0
	addk	r11,r24,r0
	addk	r24,r28,r0
	swi	r6,r1,52
	swi	r7,r1,56
$L7:
	lwi	r7,r1,12
	lwi	r4,r7,0
	addk	r5,r4,r24
	lwi	r25,r1,76
	swi	r5,r25,0
	swi	r4,r1,20
	addk	r4,r0,r0
	swi	r4,r1,16
	swi	r24,r1,44
	swi	r4,r1,40
	lwi	r24,r1,16
	lwi	r25,r1,20
	lwi	r6,r1,40
	lwi	r7,r1,44
	add	r5,r25,r7
	addc	r4,r24,r6
	lwi	r7,r1,48
	lwi	r5,r7,0
	addk	r4,r4,r5
	lwi	r24,r1,12
	swi	r4,r24,0
	addik	r11,r11,4
	lwi	r25,r1,80
	xor	r4,r11,r25
	bneid	r4,$L27
	addk	r6,r0,r0
	lwi	r3,r1,156
$L26:
	addik	r5,r3,1
	bslli	r5,r5,2
	addk	r3,r0,r0
	lwi	r6,r1,180
$L9:
	lw	r4,r3,r10
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L9
	addik	r9,r5,-4
	lwi	r5,r1,180
	lw	r3,r9,r5
	beqid	r3,$L10
	lwi	r24,r1,156
$L11:
	lwi	r25,r1,156
$L28:
	beqid	r25,$L15
	addk	r3,r0,r0
	swi	r3,r1,156
	addk	r4,r3,r0
	lwi	r12,r1,180
$L16:
	lw	r7,r3,r12
	addk	r6,r0,r0
	lw	r11,r3,r8
	addk	r10,r6,r0
	rsub	r25,r11,r7
	rsubc	r24,r10,r6
	addk	r23,r4,r0
	addk	r22,r6,r0
	rsub	r5,r23,r25
	rsubc	r4,r22,r24
	sw	r5,r3,r12
	addik	r3,r3,4
	xor	r5,r3,r9
	bneid	r5,$L16
	andi	r4,r4,1 #and1
	swi	r4,r1,156
$L15:
	lwi	r4,r1,180
	lw	r3,r9,r4
	lwi	r5,r1,156
	rsubk	r3,r5,r3
	sw	r3,r9,r4
	lwi	r19,r1,108
$L25:
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
$L10:
	addik	r4,r24,-1
	bslli	r3,r4,2
	lwi	r10,r1,180
$L12:
	xori	r5,r4,-1
	beqid	r5,$L11
	addik	r4,r4,-1
	lw	r6,r3,r10
	lw	r5,r3,r8
	xor	r7,r6,r5
	beqid	r7,$L12
	addik	r3,r3,-4
	cmpu	r18,r6,r5
	bltid	r18,$L28
	lwi	r25,r1,156
	brid	$L25
	lwi	r19,r1,108
	.end	mont_cios
$Lfe1:
	.size	mont_cios,$Lfe1-mont_cios
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
	brlid	r15,mont_cios
	
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
