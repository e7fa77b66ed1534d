	.text
	.align	2
	.globl	mont_cios
	.ent	mont_cios
	.type	mont_cios, @function
mont_cios:
	.frame	r1,192,r15		# vars= 120, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-192
	swi	r15,r1,0
	swi	r19,r1,148
	swi	r22,r1,152
	swi	r23,r1,156
	swi	r24,r1,160
	swi	r25,r1,164
	swi	r26,r1,168
	swi	r27,r1,172
	swi	r28,r1,176
	swi	r29,r1,180
	swi	r30,r1,184
	swi	r31,r1,188
	swi	r5,r1,196
	swi	r6,r1,200
	addk	r27,r8,r0
	swi	r9,r1,212
	xori	r3,r5,-2
	beqid	r3,$L2
	addk	r24,r10,r0
	addk	r3,r10,r0
	addik	r5,r10,8
	lwi	r6,r1,196
	bslli	r4,r6,2
	addk	r5,r5,r4
$L3:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r3,r5
	bneid	r4,$L3
	lwi	r8,r1,196
	beqi	r8,$L4
$L2:
	lwi	r9,r1,196
	bslli	r25,r9,2
	addk	r3,r24,r25
	swi	r3,r1,68
	addik	r3,r25,4
	addk	r3,r24,r3
	swi	r3,r1,96
	addik	r3,r25,-4
	addk	r3,r24,r3
	swi	r3,r1,112
	addk	r26,r7,r0
	addk	r7,r7,r25
	swi	r7,r1,116
	addk	r22,r0,r0
	addik	r4,r24,-4
	swi	r4,r1,120
	addk	r19,r0,r0
$L26:
	addk	r23,r19,r0
	swi	r30,r1,60
	swi	r31,r1,64
	addk	r30,r27,r0
	lwi	r27,r1,200
$L6:
	addk	r7,r22,r0
	lwi	r8,r26,0
	addk	r5,r22,r0
	brlid	r15,__muldi3
	
	lw	r6,r19,r27
	addk	r5,r4,r0
	addk	r4,r3,r0
	lw	r29,r19,r24
	addk	r28,r22,r0
	add	r5,r5,r29
	addc	r4,r4,r28
	swi	r23,r1,40
	swi	r22,r1,36
	lwi	r6,r1,36
	lwi	r7,r1,40
	add	r5,r5,r7
	addc	r4,r4,r6
	sw	r5,r19,r24
	swi	r4,r1,32
	swi	r22,r1,28
	addik	r19,r19,4
	xor	r3,r25,r19
	bneid	r3,$L6
	addk	r23,r4,r0
	addk	r27,r30,r0
	lwi	r30,r1,60
	lwi	r31,r1,64
	lwi	r7,r1,68
	lwi	r3,r7,0
	addk	r23,r3,r23
	swi	r23,r7,0
	swi	r3,r1,56
	addk	r8,r0,r0
	swi	r8,r1,52
	lwi	r6,r1,52
	lwi	r7,r1,56
	lwi	r8,r1,28
	lwi	r9,r1,32
	add	r5,r7,r9
	addc	r4,r6,r8
	lwi	r9,r1,96
	swi	r4,r9,0
	lwi	r23,r24,0
	lwi	r3,r1,212
	mul	r3,r23,r3
	swi	r3,r1,60
	lwi	r7,r1,52
	addk	r8,r3,r0
	addk	r5,r7,r0
	brlid	r15,__muldi3
	
	lwi	r6,r27,0
	addk	r5,r4,r0
	addk	r4,r3,r0
	swi	r23,r1,84
	lwi	r6,r1,52
	swi	r6,r1,80
	lwi	r8,r1,80
	lwi	r9,r1,84
	add	r5,r5,r9
	addc	r4,r4,r8
	lwi	r9,r1,196
	addik	r3,r0,1	# 0x1
	cmpu	r18,r9,r3
	bgeid	r18,$L7
	addk	r19,r4,r0
	addik	r23,r0,4	# 0x4
	swi	r26,r1,100
	swi	r28,r1,104
	swi	r29,r1,108
	lwi	r26,r1,60
	lwi	r28,r1,120
$L8:
	addik	r7,r0,0	# 0
	addk	r8,r26,r0
	addk	r5,r22,r0
	brlid	r15,__muldi3
	
	lw	r6,r23,r27
	addk	r5,r4,r0
	addk	r4,r3,r0
	lw	r31,r23,r24
	addk	r30,r22,r0
	add	r5,r5,r31
	addc	r4,r4,r30
	swi	r19,r1,48
	swi	r22,r1,44
	lwi	r6,r1,44
	lwi	r7,r1,48
	add	r5,r5,r7
	addc	r4,r4,r6
	sw	r5,r23,r28
	addik	r23,r23,4
	xor	r3,r25,r23
	bneid	r3,$L8
	addk	r19,r4,r0
	lwi	r26,r1,100
$L7:
	lwi	r7,r1,68
	lwi	r3,r7,0
	addk	r4,r3,r19
	lwi	r8,r1,112
	swi	r4,r8,0
	swi	r3,r1,76
	addk	r9,r0,r0
	swi	r9,r1,72
	swi	r19,r1,92
	swi	r9,r1,88
	lwi	r6,r1,72
	lwi	r7,r1,76
	lwi	r8,r1,88
	lwi	r9,r1,92
	add	r5,r7,r9
	addc	r4,r6,r8
	lwi	r9,r1,96
	lwi	r3,r9,0
	addk	r4,r4,r3
	lwi	r3,r1,68
	swi	r4,r3,0
	addik	r26,r26,4
	lwi	r4,r1,116
	xor	r3,r26,r4
	bneid	r3,$L26
	addk	r19,r0,r0
$L4:
	lwi	r6,r1,196
	addik	r5,r6,1
	bslli	r5,r5,2
	addk	r3,r0,r0
	lwi	r6,r1,220
$L9:
	lw	r7,r3,r24
	sw	r7,r3,r6
	addik	r3,r3,4
	xor	r4,r5,r3
	bneid	r4,$L9
	lwi	r8,r1,220
	addik	r6,r5,-4
	lw	r3,r6,r8
	beqid	r3,$L10
	lwi	r9,r1,196
$L11:
	lwi	r3,r1,196
	beqid	r3,$L15
	addk	r3,r0,r0
	swi	r3,r1,196
	addk	r4,r3,r0
	lwi	r7,r1,220
$L16:
	lw	r9,r3,r7
	addk	r8,r0,r0
	lw	r11,r3,r27
	addk	r10,r8,r0
	rsub	r25,r11,r9
	rsubc	r24,r10,r8
	addk	r23,r4,r0
	addk	r22,r8,r0
	rsub	r5,r23,r25
	rsubc	r4,r22,r24
	sw	r5,r3,r7
	addik	r3,r3,4
	xor	r5,r3,r6
	bneid	r5,$L16
	andi	r4,r4,1 #and1
	swi	r4,r1,196
$L15:
	lwi	r4,r1,220
	lw	r3,r6,r4
	lwi	r5,r1,196
	rsubk	r3,r5,r3
	sw	r3,r6,r4
	lwi	r15,r1,0
	lwi	r19,r1,148
$L27:
	lwi	r22,r1,152
	lwi	r23,r1,156
	lwi	r24,r1,160
	lwi	r25,r1,164
	lwi	r26,r1,168
	lwi	r27,r1,172
	lwi	r28,r1,176
	lwi	r29,r1,180
	lwi	r30,r1,184
	lwi	r31,r1,188
	rtsd	r15,8 
	
	addik	r1,r1,192
$L10:
	addik	r4,r9,-1
	bslli	r3,r4,2
	lwi	r9,r1,220
$L12:
	xori	r5,r4,-1
	beqid	r5,$L11
	addik	r4,r4,-1
	lw	r7,r3,r9
	lw	r5,r3,r27
	xor	r8,r7,r5
	beqid	r8,$L12
	addik	r3,r3,-4
	cmpu	r18,r7,r5
	bltid	r18,$L11
	lwi	r15,r1,0
	brid	$L27
	lwi	r19,r1,148
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
