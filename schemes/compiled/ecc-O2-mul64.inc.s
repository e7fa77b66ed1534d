	.text
	.align	2
	.ent	fadd
	.type	fadd, @function
fadd:
	.frame	r1,144,r15		# vars= 96, regs= 11, args= 0
	.mask	0xffc80000
	lwi	r3,r0,S
	beqi	r3,$L15
	addik	r1,r1,-144
	swi	r30,r1,136
	addk	r30,r6,r0
	addk	r6,r0,r0
	swi	r31,r1,140
	addk	r12,r5,r0
	addk	r31,r6,r0
	bslli	r3,r3,2
	swi	r19,r1,100
	swi	r22,r1,104
	swi	r23,r1,108
	swi	r24,r1,112
	swi	r25,r1,116
	swi	r26,r1,120
	swi	r27,r1,124
	swi	r28,r1,128
	swi	r29,r1,132
	addk	r10,r0,r0
$L16:
	lw	r11,r6,r30
	lw	r25,r6,r7
	addk	r24,r10,r0
	addk	r27,r31,r0
	addk	r26,r10,r0
	add	r5,r11,r25
	addc	r4,r10,r24
	addk	r19,r1,r6
	add	r5,r5,r27
	addc	r4,r4,r26
	addik	r6,r6,4
	swi	r5,r19,4
	xor	r19,r3,r6
	bneid	r19,$L16
	addk	r31,r4,r0
	lwi	r24,r0,P
	addk	r6,r19,r0
$L4:
	addk	r7,r1,r19
	addk	r8,r0,r0
	lw	r29,r19,r24
	lwi	r9,r7,4
	addk	r28,r8,r0
	addk	r23,r6,r0
	addk	r22,r8,r0
	rsub	r11,r29,r9
	rsubc	r10,r28,r8
	rsub	r7,r23,r11
	rsubc	r6,r22,r10
	sw	r7,r19,r12
	addik	r19,r19,4
	xor	r7,r3,r19
	bneid	r7,$L4
	andi	r6,r6,1 #and1
	xori	r6,r6,1
	addk	r5,r7,r0
	or	r6,r6,r4
	rsubk	r8,r6,r0
	addik	r6,r6,-1
$L5:
	addk	r7,r1,r5
	lw	r4,r5,r12
	lwi	r7,r7,4
	and	r4,r8,r4
	and	r7,r6,r7
	or	r4,r4,r7
	sw	r4,r5,r12
	addik	r5,r5,4
	xor	r4,r3,r5
	bneid	r4,$L5
	lwi	r22,r1,104
	lwi	r19,r1,100
	lwi	r23,r1,108
	lwi	r24,r1,112
	lwi	r25,r1,116
	lwi	r26,r1,120
	lwi	r27,r1,124
	lwi	r28,r1,128
	lwi	r29,r1,132
	lwi	r30,r1,136
	lwi	r31,r1,140
	rtsd	r15,8 
	
	addik	r1,r1,144
$L15:
	rtsd	r15, 8
	nop		# Unfilled delay slot

	.end	fadd
$Lfe1:
	.size	fadd,$Lfe1-fadd
	.align	2
	.ent	fsub
	.type	fsub, @function
fsub:
	.frame	r1,144,r15		# vars= 96, regs= 11, args= 0
	.mask	0xffc80000
	lwi	r12,r0,S
	addik	r1,r1,-144
	swi	r19,r1,100
	swi	r22,r1,104
	swi	r23,r1,108
	swi	r24,r1,112
	swi	r25,r1,116
	swi	r26,r1,120
	swi	r27,r1,124
	swi	r28,r1,128
	swi	r29,r1,132
	swi	r30,r1,136
	swi	r31,r1,140
	beqid	r12,$L17
	swi	r5,r1,148
	addk	r3,r0,r0
	addk	r4,r3,r0
	bslli	r12,r12,2
	addk	r10,r0,r0
$L27:
	lw	r11,r3,r6
	lw	r23,r3,r7
	addk	r22,r10,r0
	addk	r25,r4,r0
	addk	r24,r10,r0
	rsub	r27,r23,r11
	rsubc	r26,r22,r10
	addk	r19,r1,r3
	rsub	r5,r25,r27
	rsubc	r4,r24,r26
	addik	r3,r3,4
	swi	r5,r19,4
	xor	r5,r12,r3
	bneid	r5,$L27
	andi	r4,r4,1 #and1
	addk	r3,r5,r0
	lwi	r10,r0,P
	addk	r6,r5,r0
	lwi	r11,r1,148
	rsubk	r4,r4,r0
$L20:
	lw	r5,r3,r10
	addk	r7,r1,r3
	addk	r8,r0,r0
	lwi	r31,r7,4
	addk	r30,r8,r0
	addk	r29,r6,r0
	addk	r28,r8,r0
	and	r9,r4,r5
	add	r7,r9,r31
	addc	r6,r8,r30
	add	r7,r7,r29
	addc	r6,r6,r28
	sw	r7,r3,r11
	addik	r3,r3,4
	xor	r5,r12,r3
	bnei	r5,$L20
$L17:
	lwi	r19,r1,100
	lwi	r22,r1,104
	lwi	r23,r1,108
	lwi	r24,r1,112
	lwi	r25,r1,116
	lwi	r26,r1,120
	lwi	r27,r1,124
	lwi	r28,r1,128
	lwi	r29,r1,132
	lwi	r30,r1,136
	lwi	r31,r1,140
	rtsd	r15,8 
	
	addik	r1,r1,144
	.end	fsub
$Lfe2:
	.size	fsub,$Lfe2-fsub
	.align	2
	.ent	fswap
	.type	fswap, @function
fswap:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	lwi	r9,r0,S
	beqi	r9,$L28
	bslli	r9,r9,2
	addk	r3,r0,r0
$L30:
	lw	r8,r3,r5
	lw	r4,r3,r6
	xor	r4,r8,r4
	and	r4,r4,r7
	xor	r8,r8,r4
	sw	r8,r3,r5
	lw	r8,r3,r6
	xor	r4,r8,r4
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r9,r3
	bnei	r4,$L30
$L28:
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	fswap
$Lfe3:
	.size	fswap,$Lfe3-fswap
	.align	2
	.ent	jcopy
	.type	jcopy, @function
jcopy:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	lwi	r7,r0,S
	addk	r3,r0,r0
	beqid	r7,$L35
	bslli	r4,r7,2
$L37:
	lw	r7,r3,r6
	sw	r7,r3,r5
	addik	r3,r3,4
	xor	r7,r4,r3
	bneid	r7,$L37
	addik	r8,r4,96
	addik	r3,r0,96	# 0x60
$L38:
	lw	r7,r3,r6
	sw	r7,r3,r5
	addik	r3,r3,4
	xor	r7,r3,r8
	bnei	r7,$L38
	addik	r4,r4,192
	addik	r3,r0,192	# 0xc0
$L39:
	lw	r7,r3,r6
	sw	r7,r3,r5
	addik	r3,r3,4
	xor	r7,r4,r3
	bnei	r7,$L39
$L35:
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	jcopy
$Lfe4:
	.size	jcopy,$Lfe4-jcopy
	.align	2
	.ent	in_range
	.type	in_range, @function
in_range:
	.frame	r1,24,r15		# vars= 0, regs= 5, args= 0
	.mask	0x03c80000
	lwi	r3,r0,S
	beqi	r3,$L58
	addik	r1,r1,-24
	addk	r4,r0,r0
	swi	r19,r1,4
	addk	r8,r4,r0
	lwi	r19,r0,P
	bslli	r12,r3,2
	swi	r22,r1,8
	swi	r23,r1,12
	swi	r24,r1,16
	swi	r25,r1,20
	addk	r6,r0,r0
$L59:
	lw	r7,r4,r5
	lw	r11,r4,r19
	addk	r10,r6,r0
	addk	r23,r8,r0
	addk	r22,r6,r0
	rsub	r25,r11,r7
	rsubc	r24,r10,r6
	addik	r4,r4,4
	rsub	r9,r23,r25
	rsubc	r8,r22,r24
	xor	r9,r12,r4
	bneid	r9,$L59
	andi	r8,r8,1 #and1
	beqid	r8,$L45
	addk	r3,r9,r0
	addk	r12,r5,r12
$L48:
	lwi	r4,r5,0
	addik	r5,r5,4
	xor	r3,r12,r5
	bneid	r3,$L48
	or	r9,r9,r4
	rsubk	r3,r9,r0
	or	r3,r3,r9
	bsrli	r3,r3,31
$L45:
	lwi	r19,r1,4
	lwi	r22,r1,8
	lwi	r23,r1,12
	lwi	r24,r1,16
	lwi	r25,r1,20
	rtsd	r15,8 
	
	addik	r1,r1,24
$L58:
	rtsd	r15, 8
	nop		# Unfilled delay slot

	.end	in_range
$Lfe5:
	.size	in_range,$Lfe5-in_range
	.align	2
	.ent	fmul
	.type	fmul, @function
fmul:
	.frame	r1,48,r15		# vars= 0, regs= 5, args= 24
	.mask	0x03c88000
	addik	r1,r1,-48
	swi	r22,r1,32
	swi	r23,r1,36
	addk	r22,r6,r0
	addk	r23,r7,r0
	swi	r19,r1,28
	swi	r24,r1,40
	addk	r6,r23,r0
	addik	r24,r0,-65536
	addk	r19,r5,r0
	addik	r7,r0,product
	addk	r5,r22,r0
	swi	r15,r1,0
	swi	r25,r1,44
	lwi	r25,r24,0
	brlid	r15,mont_mul
	nop		# Unfilled delay slot

	addik	r4,r0,ecc
	lwi	r3,r24,0
	xor	r22,r22,r23
	lwi	r6,r4,72
	lwi	r5,r4,60
	addk	r3,r3,r6
	rsubk	r3,r25,r3
	addik	r5,r5,1
	swi	r3,r4,72
	beqid	r22,$L69
	swi	r5,r4,60
$L61:
	lwi	r6,r0,S
	beqid	r6,$L70
	lwi	r15,r1,0
	addik	r5,r0,product
	bslli	r6,r6,2
	addk	r3,r0,r0
$L63:
	lw	r4,r3,r5
	sw	r4,r3,r19
	addik	r3,r3,4
	xor	r4,r6,r3
	bneid	r4,$L63
	lwi	r15,r1,0
$L70:
	lwi	r19,r1,28
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	lwi	r25,r1,44
	rtsd	r15,8 
	
	addik	r1,r1,48
$L69:
	lwi	r3,r4,64
	addik	r3,r3,1
	brid	$L61
	swi	r3,r4,64
	.end	fmul
$Lfe6:
	.size	fmul,$Lfe6-fmul
	.align	2
	.ent	finv
	.type	finv, @function
finv:
	.frame	r1,232,r15		# vars= 192, regs= 3, args= 24
	.mask	0x00c88000
	lwi	r8,r0,S
	addik	r1,r1,-232
	swi	r22,r1,224
	swi	r23,r1,228
	swi	r15,r1,0
	swi	r19,r1,220
	addk	r23,r5,r0
	beqid	r8,$L72
	addk	r22,r6,r0
	addk	r3,r0,r0
	lwi	r12,r0,P
	bslli	r11,r8,2
	addk	r19,r3,r0
	addik	r4,r0,2	# 0x2
	addik	r10,r1,124
	addik	r9,r0,1	# 0x1
$L74:
	lw	r5,r3,r12
	addk	r6,r9,r0
	rsubk	r7,r4,r5
	sw	r7,r3,r10
	addik	r3,r3,4
	cmpu	r18,r4,r5
	bltid	r18,$L73
	xor	r7,r11,r3
	addk	r6,r19,r0
$L73:
	bneid	r7,$L74
	andi	r4,r6,0x00ff
$L72:
	bslli	r19,r8,5
	addik	r19,r19,-1
	bsrai	r3,r19,5
	bslli	r3,r3,2
	addik	r4,r1,28
	addk	r3,r4,r3
	lwi	r3,r3,96
	bsrli	r3,r3,31
	bneid	r3,$L105
	bslli	r5,r8,2
$L76:
	addik	r19,r19,-1
	bsrai	r3,r19,5
	bslli	r3,r3,2
	addik	r6,r1,28
	addk	r3,r6,r3
	lwi	r3,r3,96
	bsrl	r3,r3,r19
	andi	r3,r3,1 #and1
	beqid	r3,$L76
	bslli	r5,r8,2
$L105:
	beqid	r8,$L81
	addk	r3,r0,r0
$L80:
	lw	r6,r3,r22
	addk	r4,r1,r3
	addik	r3,r3,4
	swi	r6,r4,28
	xor	r4,r5,r3
	bnei	r4,$L80
$L81:
	addik	r19,r19,-1
	bgeid	r19,$L106
	addik	r7,r1,28
	brid	$L104
	bslli	r5,r8,2
$L84:
	xori	r3,r19,-1
	beqid	r3,$L103
	addik	r7,r1,28
$L106:
	addk	r6,r7,r0
	brlid	r15,fmul
	
	addk	r5,r7,r0
	bsrai	r3,r19,5
	bslli	r3,r3,2
	addik	r4,r1,28
	addk	r3,r4,r3
	lwi	r3,r3,96
	bsrl	r3,r3,r19
	andi	r3,r3,1 #and1
	beqid	r3,$L84
	addik	r19,r19,-1
	addk	r7,r22,r0
	addk	r6,r4,r0
	brlid	r15,fmul
	
	addk	r5,r4,r0
	xori	r3,r19,-1
	bneid	r3,$L106
	addik	r7,r1,28
$L103:
	lwi	r8,r0,S
	bslli	r5,r8,2
$L104:
	beqid	r8,$L83
	addk	r3,r0,r0
	addk	r4,r1,r3
$L107:
	lwi	r4,r4,28
	sw	r4,r3,r23
	addik	r3,r3,4
	xor	r4,r3,r5
	bneid	r4,$L107
	addk	r4,r1,r3
$L83:
	addik	r4,r0,ecc
	lwi	r3,r4,68
	addik	r3,r3,1
	swi	r3,r4,68
	lwi	r15,r1,0
	lwi	r19,r1,220
	lwi	r22,r1,224
	lwi	r23,r1,228
	rtsd	r15,8 
	
	addik	r1,r1,232
	.end	finv
$Lfe7:
	.size	finv,$Lfe7-finv
	.align	2
	.ent	from_affine
	.type	from_affine, @function
from_affine:
	.frame	r1,40,r15		# vars= 0, regs= 3, args= 24
	.mask	0x00c88000
	addik	r1,r1,-40
	swi	r23,r1,36
	addik	r23,r0,ecc
	swi	r15,r1,0
	swi	r19,r1,28
	swi	r22,r1,32
	addk	r22,r7,r0
	lwi	r7,r23,20
	brlid	r15,fmul
	
	addk	r19,r5,r0
	addk	r6,r22,r0
	lwi	r7,r23,20
	brlid	r15,fmul
	
	addik	r5,r19,96
	lwi	r6,r0,S
	beqid	r6,$L116
	lwi	r15,r1,0
	addik	r7,r0,onem
	bslli	r6,r6,2
	addk	r3,r0,r0
	addik	r5,r19,192
$L110:
	lw	r4,r3,r7
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r3,r6
	bneid	r4,$L110
	lwi	r15,r1,0
$L116:
	lwi	r19,r1,28
	lwi	r22,r1,32
	lwi	r23,r1,36
	rtsd	r15,8 
	
	addik	r1,r1,40
	.end	from_affine
$Lfe8:
	.size	from_affine,$Lfe8-from_affine
	.align	2
	.ent	jdouble
	.type	jdouble, @function
jdouble:
	.frame	r1,44,r15		# vars= 0, regs= 4, args= 24
	.mask	0x01c88000
	addik	r1,r1,-44
	swi	r24,r1,40
	addik	r24,r6,192
	swi	r19,r1,28
	swi	r22,r1,32
	addk	r19,r5,r0
	addk	r22,r6,r0
	addk	r7,r24,r0
	addk	r6,r24,r0
	addik	r5,r0,t1
	swi	r15,r1,0
	brlid	r15,fmul
	
	swi	r23,r1,36
	addik	r23,r22,96
	addk	r7,r23,r0
	addik	r5,r0,t2
	brlid	r15,fmul
	
	addk	r6,r23,r0
	addik	r7,r0,t2
	addik	r5,r0,t3
	brlid	r15,fmul
	
	addk	r6,r22,r0
	addik	r7,r0,t1
	addik	r5,r0,t5
	brlid	r15,fsub
	
	addk	r6,r22,r0
	addik	r7,r0,t1
	addik	r5,r0,t6
	brlid	r15,fadd
	
	addk	r6,r22,r0
	addik	r7,r0,t6
	addik	r6,r0,t5
	addik	r5,r0,t4
	brlid	r15,fmul
	nop		# Unfilled delay slot

	addik	r7,r0,t4
	addik	r5,r0,t5
	brlid	r15,fadd
	
	addk	r6,r7,r0
	addik	r7,r0,t4
	addik	r6,r0,t5
	brlid	r15,fadd
	
	addk	r5,r7,r0
	addk	r7,r24,r0
	addik	r5,r0,t5
	brlid	r15,fadd
	
	addk	r6,r23,r0
	addik	r7,r0,t5
	addk	r6,r7,r0
	brlid	r15,fmul
	
	addk	r5,r7,r0
	addik	r6,r0,t5
	addik	r7,r0,t2
	brlid	r15,fsub
	
	addk	r5,r6,r0
	addik	r7,r0,t1
	addik	r6,r0,t5
	brlid	r15,fsub
	
	addik	r5,r19,192
	addik	r7,r0,t3
	addik	r5,r0,t6
	brlid	r15,fadd
	
	addk	r6,r7,r0
	addik	r7,r0,t6
	addk	r6,r7,r0
	brlid	r15,fadd
	
	addk	r5,r7,r0
	addik	r7,r0,t6
	addik	r5,r0,t7
	brlid	r15,fadd
	
	addk	r6,r7,r0
	addik	r7,r0,t4
	addk	r5,r19,r0
	brlid	r15,fmul
	
	addk	r6,r7,r0
	addk	r6,r19,r0
	addik	r7,r0,t7
	brlid	r15,fsub
	
	addk	r5,r19,r0
	addik	r6,r0,t6
	addk	r7,r19,r0
	brlid	r15,fsub
	
	addk	r5,r6,r0
	addik	r7,r0,t6
	addik	r6,r0,t4
	brlid	r15,fmul
	
	addk	r5,r7,r0
	addik	r7,r0,t2
	addik	r5,r0,t7
	brlid	r15,fmul
	
	addk	r6,r7,r0
	addik	r7,r0,t7
	addk	r6,r7,r0
	brlid	r15,fadd
	
	addk	r5,r7,r0
	addik	r7,r0,t7
	addk	r6,r7,r0
	brlid	r15,fadd
	
	addk	r5,r7,r0
	addik	r7,r0,t7
	addk	r6,r7,r0
	brlid	r15,fadd
	
	addk	r5,r7,r0
	addik	r7,r0,t7
	addik	r6,r0,t6
	brlid	r15,fsub
	
	addik	r5,r19,96
	lwi	r15,r1,0
	lwi	r19,r1,28
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
	.end	jdouble
$Lfe9:
	.size	jdouble,$Lfe9-jdouble
	.align	2
	.ent	jadd
	.type	jadd, @function
jadd:
	.frame	r1,52,r15		# vars= 0, regs= 6, args= 24
	.mask	0x07c88000
	lwi	r8,r0,S
	addik	r1,r1,-52
	swi	r24,r1,40
	swi	r26,r1,48
	swi	r15,r1,0
	swi	r19,r1,28
	swi	r22,r1,32
	swi	r23,r1,36
	swi	r25,r1,44
	addk	r24,r5,r0
	beqid	r8,$L120
	addk	r26,r7,r0
	bslli	r8,r8,2
	addik	r25,r6,192
	addk	r22,r6,r0
	addk	r3,r25,r0
	addik	r10,r8,192
	addk	r11,r6,r10
	addk	r8,r0,r0
$L121:
	lwi	r9,r3,0
	addik	r3,r3,4
	xor	r4,r3,r11
	bneid	r4,$L121
	or	r8,r8,r9
	beqid	r8,$L120
	addik	r23,r26,192
	addk	r3,r23,r0
	addk	r8,r26,r10
$L125:
	lwi	r9,r3,0
	addik	r3,r3,4
	xor	r19,r3,r8
	bneid	r19,$L125
	or	r4,r4,r9
	beqid	r4,$L150
	addk	r7,r25,r0
	addik	r5,r0,z1z1
	brlid	r15,fmul
	
	addk	r6,r25,r0
	addk	r7,r23,r0
	addik	r5,r0,z2z2
	brlid	r15,fmul
	
	addk	r6,r23,r0
	addik	r7,r0,z2z2
	addik	r5,r0,u1
	brlid	r15,fmul
	
	addk	r6,r22,r0
	addik	r5,r0,u2
	addik	r7,r0,z1z1
	brlid	r15,fmul
	
	addk	r6,r26,r0
	addk	r7,r23,r0
	addik	r5,r0,s1
	brlid	r15,fmul
	
	addik	r6,r22,96
	addik	r6,r0,s1
	addik	r7,r0,z2z2
	brlid	r15,fmul
	
	addk	r5,r6,r0
	addk	r7,r25,r0
	addik	r5,r0,s2
	brlid	r15,fmul
	
	addik	r6,r26,96
	addik	r6,r0,s2
	addik	r7,r0,z1z1
	brlid	r15,fmul
	
	addk	r5,r6,r0
	addik	r7,r0,u1
	addik	r6,r0,u2
	addik	r5,r0,hh
	brlid	r15,fsub
	nop		# Unfilled delay slot

	addik	r6,r0,s2
	addik	r7,r0,s1
	addik	r5,r0,rr
	brlid	r15,fsub
	nop		# Unfilled delay slot

	lwi	r6,r0,S
	beqid	r6,$L128
	bslli	r6,r6,2
	addik	r3,r0,hh
	addk	r7,r6,r3
$L129:
	lwi	r5,r3,0
	addik	r3,r3,4
	xor	r4,r7,r3
	bneid	r4,$L129
	or	r19,r19,r5
	bnei	r19,$L130
	addik	r3,r0,rr
	addk	r4,r19,r0
	addk	r8,r6,r3
$L131:
	lwi	r7,r3,0
	addik	r3,r3,4
	xor	r5,r8,r3
	bneid	r5,$L131
	or	r4,r4,r7
	beqi	r4,$L128
	addk	r3,r19,r0
	addik	r4,r0,onem
$L132:
	lw	r5,r3,r4
	sw	r5,r3,r24
	addik	r3,r3,4
	xor	r5,r6,r3
	bneid	r5,$L132
	addik	r5,r24,96
$L133:
	lw	r3,r19,r4
	sw	r3,r19,r5
	addik	r19,r19,4
	xor	r3,r6,r19
	bneid	r3,$L133
	addik	r3,r6,192
	addik	r4,r24,192
	addk	r3,r24,r3
$L134:
	swi	r0,r4,0
	addik	r4,r4,4
	xor	r5,r3,r4
	bnei	r5,$L134
$L119:
	lwi	r15,r1,0
$L151:
	lwi	r19,r1,28
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	lwi	r25,r1,44
	lwi	r26,r1,48
	rtsd	r15,8 
	
	addik	r1,r1,52
$L150:
	xor	r3,r22,r24
	beqi	r3,$L119
	addk	r6,r22,r0
	brlid	r15,jcopy
	
	addk	r5,r24,r0
	brid	$L151
	lwi	r15,r1,0
$L120:
	xor	r3,r26,r24
	beqi	r3,$L119
	addk	r6,r26,r0
	brlid	r15,jcopy
	
	addk	r5,r24,r0
	brid	$L151
	lwi	r15,r1,0
$L130:
	addik	r7,r0,rr
	addk	r6,r7,r0
	brlid	r15,fadd
	
	addk	r5,r7,r0
	addik	r7,r0,hh
	addik	r5,r0,ii
	brlid	r15,fadd
	
	addk	r6,r7,r0
	addik	r7,r0,ii
	addk	r6,r7,r0
	brlid	r15,fmul
	
	addk	r5,r7,r0
	addik	r7,r0,ii
	addik	r6,r0,hh
	addik	r5,r0,jj
	brlid	r15,fmul
	nop		# Unfilled delay slot

	addik	r5,r0,vv
	addik	r7,r0,ii
	addik	r6,r0,u1
	brlid	r15,fmul
	nop		# Unfilled delay slot

	addk	r7,r23,r0
	addik	r5,r0,t1
	brlid	r15,fadd
	
	addk	r6,r25,r0
	addik	r7,r0,t1
	addk	r6,r7,r0
	brlid	r15,fmul
	
	addk	r5,r7,r0
	addik	r6,r0,t1
	addik	r7,r0,z1z1
	brlid	r15,fsub
	
	addk	r5,r6,r0
	addik	r6,r0,t1
	addik	r7,r0,z2z2
	brlid	r15,fsub
	
	addk	r5,r6,r0
	addik	r7,r0,hh
	addik	r6,r0,t1
	brlid	r15,fmul
	
	addik	r5,r24,192
	addik	r7,r0,rr
	addik	r5,r0,t2
	brlid	r15,fmul
	
	addk	r6,r7,r0
	addik	r6,r0,t2
	addik	r7,r0,jj
	brlid	r15,fsub
	
	addk	r5,r6,r0
	addik	r6,r0,t2
	addik	r7,r0,vv
	brlid	r15,fsub
	
	addk	r5,r6,r0
	addik	r6,r0,t2
	addik	r7,r0,vv
	brlid	r15,fsub
	
	addk	r5,r24,r0
	addik	r6,r0,vv
	addik	r5,r0,t3
	brlid	r15,fsub
	
	addk	r7,r24,r0
	addik	r7,r0,t3
	addik	r6,r0,rr
	brlid	r15,fmul
	
	addk	r5,r7,r0
	addik	r7,r0,jj
	addik	r6,r0,s1
	addik	r5,r0,t4
	brlid	r15,fmul
	nop		# Unfilled delay slot

	addik	r7,r0,t4
	addk	r6,r7,r0
	brlid	r15,fadd
	
	addk	r5,r7,r0
	addik	r7,r0,t4
	addik	r6,r0,t3
	brlid	r15,fsub
	
	addik	r5,r24,96
	brid	$L151
	lwi	r15,r1,0
$L128:
	addk	r6,r22,r0
	brlid	r15,jdouble
	
	addk	r5,r24,r0
	brid	$L151
	lwi	r15,r1,0
	.end	jadd
$Lfe10:
	.size	jadd,$Lfe10-jadd
	.align	2
	.ent	mod_n
	.type	mod_n, @function
mod_n:
	.frame	r1,28,r15		# vars= 0, regs= 0, args= 24
	.mask	0x00008000
	addik	r4,r0,ecc
	addik	r1,r1,-28
	swi	r15,r1,0
	lwi	r3,r4,24
	lwi	r6,r4,84
	swi	r3,r0,P
	brlid	r15,mont_modulus
	
	addk	r5,r3,r0
	lwi	r15,r1,0
	rtsd	r15,8 
	
	addik	r1,r1,28
	.end	mod_n
$Lfe11:
	.size	mod_n,$Lfe11-mod_n
	.align	2
	.ent	mod_p
	.type	mod_p, @function
mod_p:
	.frame	r1,28,r15		# vars= 0, regs= 0, args= 24
	.mask	0x00008000
	addik	r4,r0,ecc
	addik	r1,r1,-28
	swi	r15,r1,0
	lwi	r3,r4,16
	lwi	r6,r4,80
	swi	r3,r0,P
	brlid	r15,mont_modulus
	
	addk	r5,r3,r0
	lwi	r15,r1,0
	rtsd	r15,8 
	
	addik	r1,r1,28
	.end	mod_p
$Lfe12:
	.size	mod_p,$Lfe12-mod_p
	.align	2
	.ent	reduce_once.constprop.0
	.type	reduce_once.constprop.0, @function
reduce_once.constprop.0:
	.frame	r1,120,r15		# vars= 96, regs= 5, args= 0
	.mask	0x03c80000
	lwi	r7,r0,S
	beqi	r7,$L167
	addik	r1,r1,-120
	addk	r6,r0,r0
	swi	r19,r1,100
	addk	r4,r6,r0
	lwi	r19,r0,P
	addik	r12,r0,ax
	bslli	r7,r7,2
	swi	r22,r1,104
	swi	r23,r1,108
	swi	r24,r1,112
	swi	r25,r1,116
	addk	r8,r0,r0
$L168:
	lw	r9,r6,r12
	lw	r11,r6,r19
	addk	r10,r8,r0
	addk	r23,r4,r0
	addk	r22,r8,r0
	rsub	r25,r11,r9
	rsubc	r24,r10,r8
	addk	r3,r1,r6
	rsub	r5,r23,r25
	rsubc	r4,r22,r24
	addik	r6,r6,4
	swi	r5,r3,4
	xor	r3,r7,r6
	bneid	r3,$L168
	andi	r4,r4,1 #and1
	addik	r9,r0,sr
	rsubk	r8,r4,r0
	addik	r4,r4,-1
$L159:
	addk	r6,r1,r3
	lw	r5,r3,r12
	lwi	r6,r6,4
	and	r5,r8,r5
	and	r6,r4,r6
	or	r5,r5,r6
	sw	r5,r3,r9
	addik	r3,r3,4
	xor	r5,r7,r3
	bneid	r5,$L159
	lwi	r22,r1,104
	lwi	r19,r1,100
	lwi	r23,r1,108
	lwi	r24,r1,112
	lwi	r25,r1,116
	rtsd	r15,8 
	
	addik	r1,r1,120
$L167:
	rtsd	r15, 8
	nop		# Unfilled delay slot

	.end	reduce_once.constprop.0
$Lfe13:
	.size	reduce_once.constprop.0,$Lfe13-reduce_once.constprop.0
	.align	2
	.ent	affine.constprop.0
	.type	affine.constprop.0, @function
affine.constprop.0:
	.frame	r1,36,r15		# vars= 0, regs= 2, args= 24
	.mask	0x00488000
	lwi	r3,r0,S
	beqi	r3,$L186
	addik	r1,r1,-36
	addik	r4,r0,r0
	bslli	r3,r3,2
	swi	r19,r1,28
	swi	r22,r1,32
	addk	r19,r6,r0
	addk	r22,r5,r0
	swi	r15,r1,0
	addk	r9,r3,r4
	addk	r7,r0,r0
$L171:
	lwi	r8,r4,192
	addik	r4,r4,4
	xor	r3,r4,r9
	bneid	r3,$L171
	or	r7,r7,r8
	beqid	r7,$L184
	lwi	r15,r1,0
	addik	r6,r0,r0+192
	addik	r5,r0,zinv
	brlid	r15,finv
	nop		# Unfilled delay slot

	addik	r7,r0,zinv
	addik	r5,r0,zinv2
	brlid	r15,fmul
	
	addk	r6,r7,r0
	addik	r7,r0,zinv2
	addik	r6,r0,r0
	addik	r5,r0,t1
	brlid	r15,fmul
	nop		# Unfilled delay slot

	addik	r7,r0,one
	addik	r6,r0,t1
	brlid	r15,fmul
	
	addk	r5,r22,r0
	beqid	r19,$L185
	addik	r3,r0,1	# 0x1
	addik	r6,r0,zinv2
	addik	r7,r0,zinv
	brlid	r15,fmul
	
	addk	r5,r6,r0
	addik	r7,r0,zinv2
	addik	r6,r0,r0+96
	addik	r5,r0,t1
	brlid	r15,fmul
	nop		# Unfilled delay slot

	addik	r7,r0,one
	addik	r6,r0,t1
	brlid	r15,fmul
	
	addk	r5,r19,r0
	addik	r3,r0,1	# 0x1
$L185:
	lwi	r15,r1,0
$L184:
	lwi	r19,r1,28
	lwi	r22,r1,32
	rtsd	r15,8 
	
	addik	r1,r1,36
$L186:
	rtsd	r15, 8
	nop		# Unfilled delay slot

	.end	affine.constprop.0
$Lfe14:
	.size	affine.constprop.0,$Lfe14-affine.constprop.0
	.align	2
	.ent	multiply
	.type	multiply, @function
multiply:
	.frame	r1,292,r15		# vars= 220, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-292
	swi	r19,r1,248
	swi	r28,r1,276
	swi	r29,r1,280
	swi	r15,r1,0
	swi	r22,r1,252
	swi	r23,r1,256
	swi	r24,r1,260
	swi	r25,r1,264
	swi	r26,r1,268
	swi	r27,r1,272
	swi	r30,r1,284
	swi	r31,r1,288
	addk	r19,r5,r0
	addk	r28,r6,r0
	lwi	r4,r0,S
	bneid	r8,$L188
	addk	r29,r7,r0
	bslli	r22,r4,5
	addik	r22,r22,-1
	bltid	r22,$L189
	bsrli	r3,r22,5
	bslli	r3,r3,2
	lw	r3,r3,r7
	bsrli	r3,r3,31
	beqid	r3,$L244
	addik	r22,r22,-1
	addik	r22,r22,1
	brid	$L241
	addk	r6,r28,r0
$L240:
	lw	r3,r3,r29
	bsrl	r3,r3,r22
	andi	r3,r3,1 #and1
	bneid	r3,$L190
	addk	r6,r28,r0
	addik	r22,r22,-1
$L244:
	bsrli	r3,r22,5
	xori	r5,r22,-1
	bneid	r5,$L240
	bslli	r3,r3,2
$L189:
	addk	r5,r19,r0
	addk	r6,r28,r0
	swi	r4,r1,244
	brlid	r15,jcopy
	
	addik	r19,r19,192
	lwi	r4,r1,244
	beqid	r4,$L187
	addk	r3,r0,r0
	bslli	r5,r3,2
$L245:
	addik	r3,r3,1
	sw	r0,r5,r19
	xor	r5,r3,r4
	bneid	r5,$L245
	bslli	r5,r3,2
$L187:
	lwi	r15,r1,0
$L242:
	lwi	r19,r1,248
	lwi	r22,r1,252
	lwi	r23,r1,256
	lwi	r24,r1,260
	lwi	r25,r1,264
	lwi	r26,r1,268
	lwi	r27,r1,272
	lwi	r28,r1,276
	lwi	r29,r1,280
	lwi	r30,r1,284
	lwi	r31,r1,288
	rtsd	r15,8 
	
	addik	r1,r1,292
$L190:
$L241:
	addk	r5,r19,r0
	brlid	r15,jcopy
	
	addik	r23,r22,-1
	bneid	r22,$L246
	addk	r6,r19,r0
	brid	$L242
	lwi	r15,r1,0
$L195:
	xori	r3,r23,-1
$L243:
	beqid	r3,$L187
	addk	r6,r19,r0
$L246:
	brlid	r15,jdouble
	
	addk	r5,r19,r0
	bsrli	r3,r23,5
	bslli	r3,r3,2
	lw	r3,r3,r29
	bsrl	r3,r3,r23
	andi	r3,r3,1 #and1
	beqid	r3,$L195
	addik	r23,r23,-1
	addk	r7,r28,r0
	addk	r6,r19,r0
	brlid	r15,jadd
	
	addk	r5,r19,r0
	brid	$L243
	xori	r3,r23,-1
$L188:
	addik	r3,r4,1
	addik	r9,r0,ecc
	beqid	r3,$L203
	addk	r8,r0,r0
	addk	r4,r8,r0
	lwi	r7,r9,24
	bslli	r3,r3,2
	addik	r6,r1,132
	addk	r22,r0,r0
$L247:
	lw	r23,r8,r29
	lw	r25,r8,r7
	addk	r24,r22,r0
	addk	r27,r4,r0
	addk	r26,r22,r0
	add	r5,r23,r25
	addc	r4,r22,r24
	add	r5,r5,r27
	addc	r4,r4,r26
	sw	r5,r8,r6
	addik	r8,r8,4
	xor	r5,r3,r8
	bneid	r5,$L247
	addk	r10,r0,r0
	addk	r8,r5,r0
	addk	r4,r5,r0
$L248:
	lw	r11,r8,r6
	lw	r23,r8,r7
	addk	r22,r10,r0
	addk	r31,r4,r0
	addk	r30,r10,r0
	add	r5,r11,r23
	addc	r4,r10,r22
	addk	r12,r1,r8
	add	r5,r5,r31
	addc	r4,r4,r30
	addik	r8,r8,4
	swi	r5,r12,28
	xor	r5,r3,r8
	bnei	r5,$L248
	lwi	r7,r9,12
	addk	r4,r5,r0
	addik	r11,r0,kk
	bsrli	r5,r7,5
	bslli	r5,r5,2
	addk	r5,r1,r5
	lwi	r8,r5,132
	bsrl	r8,r8,r7
	andi	r8,r8,1 #and1
	rsubk	r10,r8,r0
	addik	r8,r8,-1
	addk	r7,r1,r4
$L249:
	lw	r5,r4,r6
	lwi	r7,r7,28
	and	r5,r10,r5
	and	r7,r8,r7
	or	r5,r5,r7
	sw	r5,r4,r11
	addik	r4,r4,4
	xor	r5,r3,r4
	bneid	r5,$L249
	addk	r7,r1,r4
$L203:
	addik	r5,r0,r0
	addk	r6,r28,r0
	swi	r9,r1,244
	brlid	r15,jcopy
	
	addk	r22,r5,r0
	addk	r6,r28,r0
	addik	r5,r0,r1
	brlid	r15,jdouble
	
	addk	r27,r0,r0
	lwi	r9,r1,244
	lwi	r29,r9,12
	addik	r29,r29,-1
	bltid	r29,$L199
	bsrli	r3,r29,5
	addik	r24,r0,r1+96
	addik	r23,r0,r1
	addik	r28,r22,96
	addik	r26,r22,192
	addik	r25,r24,96
$L250:
	bslli	r3,r3,2
	addik	r3,r3,kk
	lwi	r3,r3,0
	addk	r7,r27,r0
	lwi	r8,r0,S
	bsrl	r3,r3,r29
	andi	r27,r3,1 #and1
	xor	r7,r27,r7
	beqid	r8,$L208
	rsubk	r7,r7,r0
	addik	r3,r0,r0
	bslli	r8,r8,2
	addik	r9,r0,r1
	addk	r10,r8,r3
$L205:
	lwi	r5,r3,0
	lwi	r4,r9,0
	addik	r3,r3,4
	addik	r9,r9,4
	xor	r6,r5,r4
	and	r6,r6,r7
	xor	r4,r4,r6
	xor	r5,r5,r6
	swi	r4,r9,-4
	xor	r4,r10,r3
	bneid	r4,$L205
	swi	r5,r3,-4
$L206:
	lw	r5,r4,r28
	lw	r3,r4,r24
	xor	r6,r5,r3
	and	r6,r6,r7
	xor	r3,r3,r6
	xor	r5,r5,r6
	sw	r3,r4,r24
	sw	r5,r4,r28
	addik	r4,r4,4
	xor	r3,r8,r4
	bnei	r3,$L206
$L207:
	lw	r5,r3,r26
	lw	r4,r3,r25
	xor	r6,r5,r4
	and	r6,r6,r7
	xor	r4,r4,r6
	xor	r5,r5,r6
	sw	r4,r3,r25
	sw	r5,r3,r26
	addik	r3,r3,4
	xor	r4,r8,r3
	bnei	r4,$L207
$L208:
	addk	r7,r23,r0
	addik	r5,r0,r1
	addk	r6,r22,r0
	brlid	r15,jadd
	
	addik	r29,r29,-1
	addik	r5,r0,r0
	brlid	r15,jdouble
	
	addk	r6,r22,r0
	xori	r3,r29,-1
	bneid	r3,$L250
	bsrli	r3,r29,5
$L199:
	rsubk	r27,r27,r0
	addik	r6,r0,r1
	addik	r5,r0,r0
	brlid	r15,fswap
	
	addk	r7,r27,r0
	addik	r6,r0,r1+96
	addik	r5,r0,r0+96
	brlid	r15,fswap
	
	addk	r7,r27,r0
	lwi	r9,r0,S
	beqi	r9,$L212
	addik	r8,r0,r0+192
	addik	r7,r0,r1+192
	bslli	r9,r9,2
	addk	r3,r0,r0
$L211:
	lw	r5,r3,r8
	lw	r4,r3,r7
	xor	r6,r5,r4
	and	r6,r6,r27
	xor	r4,r4,r6
	xor	r5,r5,r6
	sw	r4,r3,r7
	sw	r5,r3,r8
	addik	r3,r3,4
	xor	r4,r9,r3
	bnei	r4,$L211
$L212:
	xor	r22,r19,r22
	beqi	r22,$L187
	addik	r6,r0,r0
	brlid	r15,jcopy
	
	addk	r5,r19,r0
	brid	$L242
	lwi	r15,r1,0
	.end	multiply
$Lfe15:
	.size	multiply,$Lfe15-multiply
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.ent	main
	.type	main, @function
main:
	.frame	r1,64,r15		# vars= 0, regs= 9, args= 24
	.mask	0x3fc88000
	addik	r1,r1,-64
	swi	r27,r1,52
	addik	r27,r0,ecc
	swi	r22,r1,32
	swi	r23,r1,36
	swi	r15,r1,0
	swi	r19,r1,28
	swi	r24,r1,40
	swi	r25,r1,44
	swi	r26,r1,48
	swi	r28,r1,56
	swi	r29,r1,60
	lwi	r3,r27,0
	lwi	r4,r27,16
	addik	r22,r0,one
	swi	r3,r0,S
	swi	r4,r0,P
	lwi	r3,r0,-65536
	addk	r7,r22,r0
	lwi	r6,r27,20
	addik	r5,r0,onem
	addik	r23,r0,1	# 0x1
	swi	r3,r27,52
	brlid	r15,fmul
	
	swi	r23,r22,0
	lwi	r3,r27,4
	xor	r3,r3,r23
	beqid	r3,$L300
	addk	r6,r22,r0
	lwi	r3,r27,76
	xori	r19,r3,1
	beqi	r19,$L301
	xori	r19,r3,2
	beqi	r19,$L302
	lwi	r7,r27,36
	addik	r5,r0,base
	brlid	r15,from_affine
	
	lwi	r6,r27,32
	lwi	r8,r27,8
	addik	r6,r0,base
	addik	r5,r0,r0
	brlid	r15,multiply
	
	lwi	r7,r27,28
	lwi	r6,r27,44
	brlid	r15,affine.constprop.0
	
	lwi	r5,r27,40
	rsubk	r4,r3,r0
	or	r3,r4,r3
	xori	r3,r3,-1
	bsrli	r3,r3,31
	swi	r3,r27,48
$L265:
	lwi	r4,r0,-65536
	addk	r3,r0,r0
	swi	r4,r27,56
	lwi	r15,r1,0
	lwi	r19,r1,28
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	lwi	r25,r1,44
	lwi	r26,r1,48
	lwi	r27,r1,52
	lwi	r28,r1,56
	lwi	r29,r1,60
	rtsd	r15,8 
	
	addik	r1,r1,64
$L302:
	brlid	r15,mod_n
	
	swi	r19,r27,116
	brlid	r15,in_range
	
	lwi	r5,r27,108
	beqi	r3,$L299
	lwi	r23,r27,112
	brlid	r15,in_range
	
	addk	r5,r23,r0
	beqi	r3,$L299
	lwi	r7,r27,88
	addik	r5,r0,t1
	brlid	r15,fmul
	
	addk	r6,r23,r0
	addik	r6,r0,t1
	addik	r5,r0,w
	brlid	r15,finv
	nop		# Unfilled delay slot

	lwi	r7,r27,88
	addik	r5,r0,t1
	brlid	r15,fmul
	
	lwi	r6,r27,92
	addik	r6,r0,t1
	addik	r7,r0,w
	brlid	r15,fmul
	
	addk	r5,r6,r0
	addik	r6,r0,t1
	addik	r5,r0,scalar1
	brlid	r15,fmul
	
	addk	r7,r22,r0
	lwi	r7,r27,88
	addik	r5,r0,t1
	brlid	r15,fmul
	
	lwi	r6,r27,108
	addik	r6,r0,t1
	addik	r7,r0,w
	brlid	r15,fmul
	
	addk	r5,r6,r0
	addik	r6,r0,t1
	addik	r5,r0,scalar2
	brlid	r15,fmul
	
	addk	r7,r22,r0
	brlid	r15,mod_p
	nop		# Unfilled delay slot

	lwi	r7,r27,36
	addik	r5,r0,base
	brlid	r15,from_affine
	
	lwi	r6,r27,32
	lwi	r7,r27,104
	addik	r5,r0,q
	brlid	r15,from_affine
	
	lwi	r6,r27,100
	addik	r7,r0,scalar1
	addik	r6,r0,base
	addik	r5,r0,r0
	brlid	r15,multiply
	
	addk	r8,r19,r0
	addik	r7,r0,scalar2
	addik	r6,r0,q
	addik	r5,r0,r1
	brlid	r15,multiply
	
	addk	r8,r19,r0
	addik	r6,r0,r0
	addik	r7,r0,r1
	brlid	r15,jadd
	
	addk	r5,r6,r0
	addik	r5,r0,ax
	brlid	r15,affine.constprop.0
	
	addk	r6,r19,r0
	beqi	r3,$L265
	brlid	r15,mod_n
	nop		# Unfilled delay slot

	brlid	r15,reduce_once.constprop.0
	nop		# Unfilled delay slot

	lwi	r7,r0,S
	addk	r3,r19,r0
	lwi	r9,r27,108
	addik	r8,r0,sr
	addk	r5,r19,r0
	brid	$L272
	bslli	r7,r7,2
$L273:
	lw	r4,r3,r8
	lw	r6,r3,r9
	addik	r3,r3,4
	xor	r4,r4,r6
	or	r5,r5,r4
$L272:
	xor	r4,r3,r7
	bnei	r4,$L273
	rsubk	r3,r5,r0
	or	r3,r3,r5
	xori	r3,r3,-1
	bsrli	r3,r3,31
	swi	r3,r27,116
$L299:
	brlid	r15,mod_p
	nop		# Unfilled delay slot

	bri	$L265
$L300:
	addik	r3,r0,121665
	lwi	r7,r27,20
	addik	r5,r0,a24
	brlid	r15,fmul
	
	swi	r3,r22,0
	lwi	r7,r27,20
	lwi	r6,r27,32
	addik	r5,r0,x1
	brlid	r15,fmul
	
	swi	r23,r22,0
	lwi	r9,r0,S
	beqi	r9,$L253
	addik	r3,r0,onem
	bslli	r8,r9,2
	addik	r5,r0,x2
	addk	r4,r3,r0
	addk	r6,r8,r3
$L254:
	lwi	r7,r4,0
	addik	r4,r4,4
	addik	r5,r5,4
	swi	r7,r5,-4
	xor	r7,r4,r6
	bnei	r7,$L254
	addik	r4,r0,z2
	addk	r7,r8,r4
$L255:
	swi	r0,r4,0
	addik	r4,r4,4
	xor	r5,r7,r4
	bnei	r5,$L255
	addik	r4,r0,x1
	addik	r5,r0,x3
	addk	r8,r8,r4
$L256:
	lwi	r7,r4,0
	addik	r4,r4,4
	addik	r5,r5,4
	swi	r7,r5,-4
	xor	r7,r8,r4
	bnei	r7,$L256
	addik	r4,r0,z3
$L260:
	lwi	r5,r3,0
	addik	r3,r3,4
	addik	r4,r4,4
	swi	r5,r4,-4
	xor	r5,r3,r6
	bnei	r5,$L260
$L253:
	lwi	r28,r27,12
	addik	r28,r28,-1
	bltid	r28,$L259
	addk	r29,r0,r0
	addik	r22,r0,z2
	addik	r26,r0,x2
	addik	r25,r0,ea
	addik	r24,r0,eaa
	addik	r19,r0,z3
	addik	r23,r0,x3
	bsrli	r3,r28,5
	lwi	r4,r27,28
$L304:
	bslli	r3,r3,2
	lw	r3,r3,r4
	addk	r7,r29,r0
	bsrl	r3,r3,r28
	andi	r29,r3,1 #and1
	xor	r7,r29,r7
	beqid	r9,$L264
	rsubk	r7,r7,r0
	addik	r3,r0,x2
	bslli	r9,r9,2
	addik	r8,r0,x3
	addk	r10,r9,r3
$L262:
	lwi	r5,r3,0
	lwi	r4,r8,0
	addik	r3,r3,4
	addik	r8,r8,4
	xor	r6,r5,r4
	and	r6,r6,r7
	xor	r4,r4,r6
	xor	r5,r5,r6
	swi	r4,r8,-4
	xor	r4,r10,r3
	bneid	r4,$L262
	swi	r5,r3,-4
	addik	r3,r0,z2
	addik	r8,r0,z3
	addk	r9,r9,r3
$L263:
	lwi	r5,r3,0
	lwi	r4,r8,0
	addik	r3,r3,4
	addik	r8,r8,4
	xor	r6,r5,r4
	and	r6,r6,r7
	xor	r4,r4,r6
	xor	r5,r5,r6
	swi	r4,r8,-4
	xor	r4,r9,r3
	bneid	r4,$L263
	swi	r5,r3,-4
$L264:
	addk	r6,r26,r0
	addk	r5,r25,r0
	addk	r7,r22,r0
	brlid	r15,fadd
	
	addik	r28,r28,-1
	addk	r7,r25,r0
	addik	r6,r0,ea
	brlid	r15,fmul
	
	addk	r5,r24,r0
	addk	r7,r22,r0
	addik	r5,r0,eb
	brlid	r15,fsub
	
	addk	r6,r26,r0
	addik	r7,r0,eb
	addik	r5,r0,ebb
	brlid	r15,fmul
	
	addk	r6,r7,r0
	addik	r5,r0,ee
	addik	r7,r0,ebb
	brlid	r15,fsub
	
	addk	r6,r24,r0
	addk	r7,r19,r0
	addik	r5,r0,ec
	brlid	r15,fadd
	
	addk	r6,r23,r0
	addk	r7,r19,r0
	addik	r5,r0,ed
	brlid	r15,fsub
	
	addk	r6,r23,r0
	addik	r6,r0,ed
	addik	r5,r0,eda
	brlid	r15,fmul
	
	addk	r7,r25,r0
	addik	r7,r0,eb
	addik	r6,r0,ec
	addik	r5,r0,ecb
	brlid	r15,fmul
	nop		# Unfilled delay slot

	addik	r6,r0,eda
	addik	r7,r0,ecb
	brlid	r15,fadd
	
	addk	r5,r23,r0
	addik	r6,r0,x3
	addk	r7,r23,r0
	brlid	r15,fmul
	
	addk	r5,r6,r0
	addik	r6,r0,eda
	addik	r7,r0,ecb
	brlid	r15,fsub
	
	addk	r5,r19,r0
	addik	r6,r0,z3
	addk	r7,r19,r0
	brlid	r15,fmul
	
	addk	r5,r6,r0
	addik	r6,r0,x1
	addik	r5,r0,z3
	brlid	r15,fmul
	
	addk	r7,r19,r0
	addik	r7,r0,ebb
	addk	r6,r24,r0
	brlid	r15,fmul
	
	addk	r5,r26,r0
	addik	r7,r0,ee
	addik	r6,r0,a24
	brlid	r15,fmul
	
	addk	r5,r22,r0
	addk	r7,r22,r0
	addik	r5,r0,z2
	brlid	r15,fadd
	
	addk	r6,r24,r0
	addik	r6,r0,ee
	addik	r5,r0,z2
	brlid	r15,fmul
	
	addk	r7,r22,r0
	xori	r3,r28,-1
	beqid	r3,$L259
	bsrli	r3,r28,5
	lwi	r9,r0,S
	brid	$L304
	lwi	r4,r27,28
$L259:
	rsubk	r29,r29,r0
	addik	r6,r0,x3
	addik	r5,r0,x2
	brlid	r15,fswap
	
	addk	r7,r29,r0
	addik	r6,r0,z3
	addik	r5,r0,z2
	brlid	r15,fswap
	
	addk	r7,r29,r0
	addik	r6,r0,z2
	addik	r5,r0,zinv
	brlid	r15,finv
	nop		# Unfilled delay slot

	addik	r7,r0,zinv
	addik	r6,r0,x2
	addik	r5,r0,t1
	brlid	r15,fmul
	nop		# Unfilled delay slot

	addik	r7,r0,one
	addik	r6,r0,t1
	brlid	r15,fmul
	
	lwi	r5,r27,40
	bri	$L265
$L301:
	lwi	r7,r27,36
	addik	r5,r0,base
	brlid	r15,from_affine
	
	lwi	r6,r27,32
	addk	r8,r23,r0
	addik	r5,r0,r0
	addik	r6,r0,base
	brlid	r15,multiply
	
	lwi	r7,r27,28
	addik	r5,r0,ax
	brlid	r15,affine.constprop.0
	
	addk	r6,r19,r0
	brlid	r15,mod_n
	nop		# Unfilled delay slot

	brlid	r15,reduce_once.constprop.0
	nop		# Unfilled delay slot

	addik	r6,r0,sr
	addik	r5,r0,t1
	brlid	r15,fmul
	
	lwi	r7,r27,88
	lwi	r7,r27,88
	addik	r5,r0,t2
	brlid	r15,fmul
	
	lwi	r6,r27,96
	addik	r6,r0,t1
	addik	r7,r0,t2
	brlid	r15,fmul
	
	addk	r5,r6,r0
	lwi	r7,r27,88
	addik	r5,r0,t2
	brlid	r15,fmul
	
	lwi	r6,r27,92
	addik	r7,r0,t1
	addik	r6,r0,t2
	brlid	r15,fadd
	
	addk	r5,r7,r0
	lwi	r7,r27,88
	addik	r5,r0,t2
	brlid	r15,fmul
	
	lwi	r6,r27,28
	addik	r6,r0,t2
	addik	r5,r0,t3
	brlid	r15,finv
	nop		# Unfilled delay slot

	addik	r6,r0,t1
	addik	r7,r0,t3
	brlid	r15,fmul
	
	addk	r5,r6,r0
	addik	r6,r0,t1
	addik	r5,r0,ss
	brlid	r15,fmul
	
	addk	r7,r22,r0
	lwi	r5,r0,S
	beqid	r5,$L299
	lwi	r6,r27,108
	addk	r4,r19,r0
	addik	r7,r0,sr
	bslli	r5,r5,2
$L268:
	lw	r3,r4,r7
	sw	r3,r4,r6
	addik	r4,r4,4
	xor	r3,r4,r5
	bnei	r3,$L268
	lwi	r7,r27,112
	addik	r6,r0,ss
$L269:
	lw	r4,r3,r6
	sw	r4,r3,r7
	addik	r3,r3,4
	xor	r4,r3,r5
	bnei	r4,$L269
	brlid	r15,mod_p
	nop		# Unfilled delay slot

	bri	$L265
	.end	main
$Lfe16:
	.size	main,$Lfe16-main
	.bss
	.lcomm	ecb,96,4
	.type	ecb, @object
	.lcomm	eda,96,4
	.type	eda, @object
	.lcomm	ee,96,4
	.type	ee, @object
	.lcomm	ebb,96,4
	.type	ebb, @object
	.lcomm	eaa,96,4
	.type	eaa, @object
	.lcomm	ed,96,4
	.type	ed, @object
	.lcomm	ec,96,4
	.type	ec, @object
	.lcomm	eb,96,4
	.type	eb, @object
	.lcomm	ea,96,4
	.type	ea, @object
	.lcomm	a24,96,4
	.type	a24, @object
	.lcomm	z3,96,4
	.type	z3, @object
	.lcomm	x3,96,4
	.type	x3, @object
	.lcomm	z2,96,4
	.type	z2, @object
	.lcomm	x2,96,4
	.type	x2, @object
	.lcomm	x1,96,4
	.type	x1, @object
	.lcomm	q,288,4
	.type	q, @object
	.lcomm	scalar2,96,4
	.type	scalar2, @object
	.lcomm	scalar1,96,4
	.type	scalar1, @object
	.lcomm	w,96,4
	.type	w, @object
	.lcomm	ss,96,4
	.type	ss, @object
	.lcomm	sr,96,4
	.type	sr, @object
	.lcomm	ax,96,4
	.type	ax, @object
	.lcomm	zinv2,96,4
	.type	zinv2, @object
	.lcomm	zinv,96,4
	.type	zinv, @object
	.lcomm	kk,104,4
	.type	kk, @object
	.lcomm	base,288,4
	.type	base, @object
	.lcomm	r1,288,4
	.type	r1, @object
	.lcomm	r0,288,4
	.type	r0, @object
	.lcomm	z2z2,96,4
	.type	z2z2, @object
	.lcomm	z1z1,96,4
	.type	z1z1, @object
	.lcomm	vv,96,4
	.type	vv, @object
	.lcomm	rr,96,4
	.type	rr, @object
	.lcomm	jj,96,4
	.type	jj, @object
	.lcomm	ii,96,4
	.type	ii, @object
	.lcomm	hh,96,4
	.type	hh, @object
	.lcomm	s2,96,4
	.type	s2, @object
	.lcomm	s1,96,4
	.type	s1, @object
	.lcomm	u2,96,4
	.type	u2, @object
	.lcomm	u1,96,4
	.type	u1, @object
	.lcomm	t7,96,4
	.type	t7, @object
	.lcomm	t6,96,4
	.type	t6, @object
	.lcomm	t5,96,4
	.type	t5, @object
	.lcomm	t4,96,4
	.type	t4, @object
	.lcomm	t3,96,4
	.type	t3, @object
	.lcomm	t2,96,4
	.type	t2, @object
	.lcomm	t1,96,4
	.type	t1, @object
	.lcomm	onem,96,4
	.type	onem, @object
	.lcomm	one,96,4
	.type	one, @object
	.lcomm	product,104,4
	.type	product, @object
	.lcomm	P,4,4
	.type	P, @object
	.lcomm	S,4,4
	.type	S, @object
	.globl	ecc
	.section	.data,"aw"
	.align	2
	.type	ecc,@object
	.size	ecc,120
ecc:
	.space	120
