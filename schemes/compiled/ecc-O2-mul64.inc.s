	.text
	.align	2
	.ent	fadd
	.type	fadd, @function
fadd:
	.frame	r1,112,r15		# vars= 96, regs= 3, args= 0
	.mask	0x00c80000
	lwi	r11,r0,S
	beqi	r11,$L19
	addk	r4,r0,r0
	addik	r1,r1,-112
	addk	r12,r4,r0
	swi	r23,r1,108
	bslli	r11,r11,2
	addk	r23,r4,r0
	swi	r19,r1,100
	swi	r22,r1,104
	addik	r19,r0,1	# 0x1
$L5:
	lw	r8,r4,r6
	lw	r9,r4,r7
	addk	r22,r1,r4
	addk	r8,r12,r8
	addik	r4,r4,4
	addk	r10,r19,r0
	xor	r3,r11,r4
	cmpu	r18,r12,r8
	bltid	r18,$L3
	addk	r9,r8,r9
	addk	r10,r23,r0
$L3:
	cmpu	r18,r8,r9
	bltid	r18,$L4
	addk	r12,r19,r0
	addk	r12,r23,r0
$L4:
	or	r10,r10,r12
	andi	r10,r10,0x00ff
	swi	r9,r22,4
	bneid	r3,$L5
	addk	r12,r10,r0
	lwi	r23,r0,P
	addk	r7,r3,r0
	addk	r22,r3,r0
	addik	r12,r0,1	# 0x1
$L8:
	addk	r4,r1,r3
	lwi	r9,r4,4
	lw	r8,r3,r23
	addk	r4,r12,r0
	rsubk	r6,r8,r9
	cmpu	r18,r8,r9
	bltid	r18,$L6
	rsubk	r19,r7,r6
	addk	r4,r22,r0
$L6:
	cmpu	r18,r7,r6
	bltid	r18,$L7
	addk	r8,r12,r0
	addk	r8,r22,r0
$L7:
	or	r4,r4,r8
	sw	r19,r3,r5
	addik	r3,r3,4
	andi	r6,r4,0x00ff
	xor	r4,r11,r3
	bneid	r4,$L8
	addk	r7,r6,r0
	xori	r6,r6,1
	addk	r3,r4,r0
	or	r10,r10,r6
	rsubk	r7,r10,r0
	addik	r10,r10,-1
$L9:
	addk	r6,r1,r3
	lw	r4,r3,r5
	lwi	r6,r6,4
	and	r4,r7,r4
	and	r6,r10,r6
	or	r4,r4,r6
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r11,r3
	bneid	r4,$L9
	lwi	r19,r1,100
	lwi	r22,r1,104
	lwi	r23,r1,108
	rtsd	r15,8 
	
	addik	r1,r1,112
$L19:
	rtsd	r15, 8
	nop		# Unfilled delay slot

	.end	fadd
$Lfe1:
	.size	fadd,$Lfe1-fadd
	.align	2
	.ent	fsub
	.type	fsub, @function
fsub:
	.frame	r1,120,r15		# vars= 96, regs= 5, args= 0
	.mask	0x03c80000
	lwi	r12,r0,S
	beqi	r12,$L38
	addk	r8,r0,r0
	addik	r1,r1,-120
	addk	r9,r8,r0
	swi	r25,r1,116
	bslli	r12,r12,2
	addk	r25,r8,r0
	swi	r22,r1,104
	swi	r19,r1,100
	swi	r23,r1,108
	swi	r24,r1,112
	addik	r22,r0,1	# 0x1
$L24:
	lw	r19,r8,r6
	lw	r11,r8,r7
	addk	r23,r1,r8
	addik	r8,r8,4
	rsubk	r10,r11,r19
	addk	r4,r22,r0
	xor	r3,r12,r8
	cmpu	r18,r11,r19
	bltid	r18,$L22
	rsubk	r24,r9,r10
	addk	r4,r25,r0
$L22:
	cmpu	r18,r9,r10
	bltid	r18,$L23
	addk	r11,r22,r0
	addk	r11,r25,r0
$L23:
	or	r4,r4,r11
	andi	r4,r4,0x00ff
	swi	r24,r23,4
	bneid	r3,$L24
	addk	r9,r4,r0
	lwi	r19,r0,P
	addk	r9,r3,r0
	addk	r11,r3,r0
	rsubk	r4,r4,r0
	addik	r10,r0,1	# 0x1
$L28:
	addk	r7,r1,r3
	lw	r6,r3,r19
	lwi	r7,r7,4
	addk	r8,r10,r0
	addk	r7,r9,r7
	and	r6,r4,r6
	cmpu	r18,r9,r7
	bltid	r18,$L26
	addk	r6,r6,r7
	addk	r8,r11,r0
$L26:
	cmpu	r18,r7,r6
	bltid	r18,$L27
	addk	r9,r10,r0
	addk	r9,r11,r0
$L27:
	sw	r6,r3,r5
	addik	r3,r3,4
	or	r8,r8,r9
	xor	r6,r12,r3
	bneid	r6,$L28
	andi	r9,r8,0x00ff
	lwi	r19,r1,100
	lwi	r22,r1,104
	lwi	r23,r1,108
	lwi	r24,r1,112
	lwi	r25,r1,116
	rtsd	r15,8 
	
	addik	r1,r1,120
$L38:
	rtsd	r15, 8
	nop		# Unfilled delay slot

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
	beqi	r9,$L39
	bslli	r9,r9,2
	addk	r3,r0,r0
$L41:
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
	bnei	r4,$L41
$L39:
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
	beqid	r7,$L46
	bslli	r4,r7,2
$L48:
	lw	r7,r3,r6
	sw	r7,r3,r5
	addik	r3,r3,4
	xor	r7,r4,r3
	bneid	r7,$L48
	addik	r8,r4,96
	addik	r3,r0,96	# 0x60
$L49:
	lw	r7,r3,r6
	sw	r7,r3,r5
	addik	r3,r3,4
	xor	r7,r3,r8
	bnei	r7,$L49
	addik	r4,r4,192
	addik	r3,r0,192	# 0xc0
$L50:
	lw	r7,r3,r6
	sw	r7,r3,r5
	addik	r3,r3,4
	xor	r7,r4,r3
	bnei	r7,$L50
$L46:
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	jcopy
$Lfe4:
	.size	jcopy,$Lfe4-jcopy
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
	beqid	r22,$L65
	swi	r5,r4,60
$L57:
	lwi	r6,r0,S
	beqid	r6,$L66
	lwi	r15,r1,0
	addik	r5,r0,product
	bslli	r6,r6,2
	addk	r3,r0,r0
$L59:
	lw	r4,r3,r5
	sw	r4,r3,r19
	addik	r3,r3,4
	xor	r4,r6,r3
	bneid	r4,$L59
	lwi	r15,r1,0
$L66:
	lwi	r19,r1,28
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	lwi	r25,r1,44
	rtsd	r15,8 
	
	addik	r1,r1,48
$L65:
	lwi	r3,r4,64
	addik	r3,r3,1
	brid	$L57
	swi	r3,r4,64
	.end	fmul
$Lfe5:
	.size	fmul,$Lfe5-fmul
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
$Lfe6:
	.size	jdouble,$Lfe6-jdouble
	.align	2
	.ent	jadd.constprop.0
	.type	jadd.constprop.0, @function
jadd.constprop.0:
	.frame	r1,44,r15		# vars= 0, regs= 4, args= 24
	.mask	0x01c88000
	lwi	r3,r0,S
	addik	r1,r1,-44
	swi	r23,r1,36
	swi	r24,r1,40
	swi	r15,r1,0
	swi	r19,r1,28
	swi	r22,r1,32
	addk	r23,r5,r0
	beqid	r3,$L70
	addk	r24,r6,r0
	addik	r5,r0,r0
	bslli	r9,r3,2
	addk	r3,r5,r0
	addk	r10,r9,r5
	addk	r7,r0,r0
$L71:
	lwi	r8,r3,192
	addik	r3,r3,4
	xor	r4,r3,r10
	bneid	r4,$L71
	or	r7,r7,r8
	beqid	r7,$L70
	addik	r22,r24,192
	addk	r3,r22,r0
	addik	r7,r9,192
	addk	r7,r24,r7
$L75:
	lwi	r8,r3,0
	addik	r3,r3,4
	xor	r19,r3,r7
	bneid	r19,$L75
	or	r4,r4,r8
	beqi	r4,$L100
	addik	r7,r0,r0+192
	addik	r5,r0,z1z1
	brlid	r15,fmul
	
	addk	r6,r7,r0
	addk	r7,r22,r0
	addik	r5,r0,z2z2
	brlid	r15,fmul
	
	addk	r6,r22,r0
	addik	r7,r0,z2z2
	addik	r6,r0,r0
	addik	r5,r0,u1
	brlid	r15,fmul
	nop		# Unfilled delay slot

	addik	r5,r0,u2
	addik	r7,r0,z1z1
	brlid	r15,fmul
	
	addk	r6,r24,r0
	addik	r6,r0,r0+96
	addik	r5,r0,s1
	brlid	r15,fmul
	
	addk	r7,r22,r0
	addik	r6,r0,s1
	addik	r7,r0,z2z2
	brlid	r15,fmul
	
	addk	r5,r6,r0
	addik	r7,r0,r0+192
	addik	r5,r0,s2
	brlid	r15,fmul
	
	addik	r6,r24,96
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
	beqid	r6,$L78
	bslli	r6,r6,2
	addik	r3,r0,hh
	addk	r7,r6,r3
$L79:
	lwi	r5,r3,0
	addik	r3,r3,4
	xor	r4,r3,r7
	bneid	r4,$L79
	or	r19,r19,r5
	bneid	r19,$L80
	addk	r4,r19,r0
	addik	r3,r0,rr
	addk	r8,r6,r3
$L81:
	lwi	r7,r3,0
	addik	r3,r3,4
	xor	r5,r8,r3
	bneid	r5,$L81
	or	r4,r4,r7
	beqi	r4,$L78
	addk	r3,r19,r0
	addik	r4,r0,onem
$L82:
	lw	r5,r3,r4
	sw	r5,r3,r23
	addik	r3,r3,4
	xor	r5,r3,r6
	bneid	r5,$L82
	addik	r5,r23,96
$L83:
	lw	r3,r19,r4
	sw	r3,r19,r5
	addik	r19,r19,4
	xor	r3,r19,r6
	bneid	r3,$L83
	addik	r3,r6,192
	addik	r4,r23,192
	addk	r3,r23,r3
$L84:
	swi	r0,r4,0
	addik	r4,r4,4
	xor	r5,r3,r4
	bneid	r5,$L84
	lwi	r15,r1,0
$L101:
	lwi	r19,r1,28
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L100:
	xor	r5,r23,r5
	beqid	r5,$L101
	lwi	r15,r1,0
	addik	r6,r0,r0
	brlid	r15,jcopy
	
	addk	r5,r23,r0
	lwi	r15,r1,0
	lwi	r19,r1,28
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L70:
	xor	r3,r24,r23
	beqid	r3,$L101
	lwi	r15,r1,0
	addk	r6,r24,r0
	brlid	r15,jcopy
	
	addk	r5,r23,r0
	lwi	r15,r1,0
	lwi	r19,r1,28
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L80:
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

	addik	r6,r0,u1
	addik	r5,r0,vv
	addik	r7,r0,ii
	brlid	r15,fmul
	nop		# Unfilled delay slot

	addik	r6,r0,r0+192
	addik	r5,r0,t1
	brlid	r15,fadd
	
	addk	r7,r22,r0
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
	
	addik	r5,r23,192
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
	
	addk	r5,r23,r0
	addik	r6,r0,vv
	addik	r5,r0,t3
	brlid	r15,fsub
	
	addk	r7,r23,r0
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
	
	addik	r5,r23,96
	lwi	r15,r1,0
	lwi	r19,r1,28
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L78:
	addik	r6,r0,r0
	brlid	r15,jdouble
	
	addk	r5,r23,r0
	brid	$L101
	lwi	r15,r1,0
	.end	jadd.constprop.0
$Lfe7:
	.size	jadd.constprop.0,$Lfe7-jadd.constprop.0
	.align	2
	.ent	finv.constprop.0
	.type	finv.constprop.0, @function
finv.constprop.0:
	.frame	r1,228,r15		# vars= 192, regs= 2, args= 24
	.mask	0x00488000
	lwi	r7,r0,S
	addik	r1,r1,-228
	swi	r22,r1,224
	swi	r15,r1,0
	swi	r19,r1,220
	beqid	r7,$L103
	addk	r22,r5,r0
	addk	r3,r0,r0
	lwi	r12,r0,P
	bslli	r11,r7,2
	addk	r19,r3,r0
	addik	r4,r0,2	# 0x2
	addik	r10,r1,124
	addik	r9,r0,1	# 0x1
$L105:
	lw	r5,r3,r12
	addk	r6,r9,r0
	rsubk	r8,r4,r5
	sw	r8,r3,r10
	addik	r3,r3,4
	cmpu	r18,r4,r5
	bltid	r18,$L104
	xor	r8,r11,r3
	addk	r6,r19,r0
$L104:
	bneid	r8,$L105
	andi	r4,r6,0x00ff
$L103:
	bslli	r19,r7,5
	addik	r19,r19,-1
	bsrai	r3,r19,5
	bslli	r3,r3,2
	addik	r4,r1,28
	addk	r3,r4,r3
	lwi	r3,r3,96
	bsrli	r3,r3,31
	bneid	r3,$L134
	bslli	r5,r7,2
$L107:
	addik	r19,r19,-1
	bsrai	r3,r19,5
	bslli	r3,r3,2
	addik	r6,r1,28
	addk	r3,r6,r3
	lwi	r3,r3,96
	bsrl	r3,r3,r19
	andi	r3,r3,1 #and1
	beqid	r3,$L107
	bslli	r5,r7,2
$L134:
	beqid	r7,$L112
	addk	r3,r0,r0
$L111:
	lw	r6,r3,r22
	addk	r4,r1,r3
	addik	r3,r3,4
	swi	r6,r4,28
	xor	r4,r5,r3
	bnei	r4,$L111
$L112:
	addik	r19,r19,-1
	bgei	r19,$L109
	bri	$L110
$L115:
	xori	r3,r19,-1
	beqi	r3,$L133
$L109:
	addik	r7,r1,28
$L135:
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
	beqid	r3,$L115
	addik	r19,r19,-1
	addk	r7,r22,r0
	addk	r6,r4,r0
	brlid	r15,fmul
	
	addk	r5,r4,r0
	xori	r3,r19,-1
	bneid	r3,$L135
	addik	r7,r1,28
$L133:
	lwi	r7,r0,S
$L110:
	beqid	r7,$L114
	addik	r3,r1,28
	bslli	r5,r7,2
	addik	r4,r0,zinv
	addk	r5,r3,r5
$L116:
	lwi	r6,r3,0
	addik	r3,r3,4
	addik	r4,r4,4
	swi	r6,r4,-4
	xor	r6,r5,r3
	bnei	r6,$L116
$L114:
	addik	r4,r0,ecc
	lwi	r3,r4,68
	addik	r3,r3,1
	swi	r3,r4,68
	lwi	r15,r1,0
	lwi	r19,r1,220
	lwi	r22,r1,224
	rtsd	r15,8 
	
	addik	r1,r1,228
	.end	finv.constprop.0
$Lfe8:
	.size	finv.constprop.0,$Lfe8-finv.constprop.0
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.ent	main
	.type	main, @function
main:
	.frame	r1,276,r15		# vars= 208, regs= 10, args= 24
	.mask	0x7fc88000
	addik	r1,r1,-276
	swi	r28,r1,264
	addik	r28,r0,ecc
	swi	r19,r1,236
	swi	r22,r1,240
	swi	r27,r1,260
	swi	r15,r1,0
	swi	r23,r1,244
	swi	r24,r1,248
	swi	r25,r1,252
	swi	r26,r1,256
	swi	r29,r1,268
	swi	r30,r1,272
	lwi	r3,r28,0
	lwi	r5,r28,16
	addik	r19,r0,one
	swi	r3,r0,S
	swi	r5,r0,P
	lwi	r3,r0,-65536
	addk	r7,r19,r0
	lwi	r6,r28,20
	addik	r5,r0,onem
	addik	r22,r0,1	# 0x1
	swi	r3,r28,52
	brlid	r15,fmul
	
	swi	r22,r19,0
	lwi	r27,r28,4
	bneid	r27,$L137
	lwi	r7,r28,20
	addik	r5,r0,base
	brlid	r15,fmul
	
	lwi	r6,r28,32
	lwi	r7,r28,20
	addik	r5,r0,base+96
	brlid	r15,fmul
	
	lwi	r6,r28,36
	lwi	r4,r0,S
	beqid	r4,$L138
	addk	r3,r27,r0
	addik	r8,r0,base+192
	addik	r7,r0,onem
	bslli	r6,r4,2
$L139:
	lw	r5,r3,r7
	sw	r5,r3,r8
	addik	r3,r3,4
	xor	r5,r6,r3
	bnei	r5,$L139
	lwi	r5,r28,8
	bneid	r5,$L142
	addik	r3,r4,1
	bslli	r3,r3,5
	addik	r19,r3,-1
	bltid	r19,$L144
	bsrli	r3,r19,5
	lwi	r5,r28,28
	bslli	r3,r3,2
	lw	r3,r3,r5
	bgeid	r3,$L233
	addik	r19,r19,-1
	brid	$L145
	addik	r19,r19,1
$L229:
	lw	r3,r3,r5
	bsrl	r3,r3,r19
	andi	r3,r3,1 #and1
	bnei	r3,$L145
$L146:
	addik	r19,r19,-1
$L233:
	bsrli	r3,r19,5
	xori	r4,r19,-1
	bneid	r4,$L229
	bslli	r3,r3,2
$L144:
	addik	r3,r0,1	# 0x1
$L234:
	brid	$L170
	swi	r3,r28,48
$L137:
	addik	r3,r0,121665
	addk	r6,r19,r0
	addik	r5,r0,a24
	brlid	r15,fmul
	
	swi	r3,r19,0
	lwi	r7,r28,20
	lwi	r6,r28,32
	addik	r5,r0,x1
	brlid	r15,fmul
	
	swi	r22,r19,0
	lwi	r9,r0,S
	beqi	r9,$L178
	addik	r3,r0,onem
	bslli	r8,r9,2
	addik	r5,r0,x2
	addk	r4,r3,r0
	addk	r6,r8,r3
$L174:
	lwi	r7,r4,0
	addik	r4,r4,4
	addik	r5,r5,4
	swi	r7,r5,-4
	xor	r7,r6,r4
	bnei	r7,$L174
	addik	r4,r0,z2
	addk	r7,r8,r4
$L175:
	swi	r0,r4,0
	addik	r4,r4,4
	xor	r5,r7,r4
	bnei	r5,$L175
	addik	r4,r0,x1
	addik	r5,r0,x3
	addk	r8,r8,r4
$L176:
	lwi	r7,r4,0
	addik	r4,r4,4
	addik	r5,r5,4
	swi	r7,r5,-4
	xor	r7,r8,r4
	bnei	r7,$L176
	addik	r4,r0,z3
$L177:
	lwi	r5,r3,0
	addik	r3,r3,4
	addik	r4,r4,4
	swi	r5,r4,-4
	xor	r5,r6,r3
	bnei	r5,$L177
$L178:
	lwi	r27,r28,12
	addik	r27,r27,-1
	bltid	r27,$L173
	addk	r29,r0,r0
	addik	r22,r0,z2
	addik	r26,r0,x2
	addik	r25,r0,ea
	addik	r24,r0,eaa
	addik	r19,r0,z3
	addik	r23,r0,x3
	bsrli	r3,r27,5
	lwi	r4,r28,28
$L236:
	bslli	r3,r3,2
	lw	r3,r3,r4
	addk	r7,r29,r0
	bsrl	r3,r3,r27
	andi	r29,r3,1 #and1
	xor	r7,r29,r7
	beqid	r9,$L182
	rsubk	r7,r7,r0
	addik	r3,r0,x2
	bslli	r9,r9,2
	addik	r8,r0,x3
	addk	r10,r9,r3
$L180:
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
	bneid	r4,$L180
	swi	r5,r3,-4
	addik	r3,r0,z2
	addik	r8,r0,z3
	addk	r9,r9,r3
$L181:
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
	bneid	r4,$L181
	swi	r5,r3,-4
$L182:
	addk	r6,r26,r0
	addk	r5,r25,r0
	addk	r7,r22,r0
	brlid	r15,fadd
	
	addik	r27,r27,-1
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
	xori	r3,r27,-1
	beqid	r3,$L173
	bsrli	r3,r27,5
	lwi	r9,r0,S
	brid	$L236
	lwi	r4,r28,28
$L173:
	rsubk	r29,r29,r0
	addik	r6,r0,x3
	addik	r5,r0,x2
	brlid	r15,fswap
	
	addk	r7,r29,r0
	addik	r6,r0,z3
	addik	r5,r0,z2
	brlid	r15,fswap
	
	addk	r7,r29,r0
	addik	r5,r0,z2
	brlid	r15,finv.constprop.0
	nop		# Unfilled delay slot

	addik	r7,r0,zinv
	addik	r6,r0,x2
	addik	r5,r0,t1
	brlid	r15,fmul
	nop		# Unfilled delay slot

	addik	r7,r0,one
	addik	r6,r0,t1
	brlid	r15,fmul
	
	lwi	r5,r28,40
$L170:
	lwi	r3,r0,-65536
	swi	r3,r28,56
	lwi	r15,r1,0
	lwi	r19,r1,236
	lwi	r22,r1,240
	lwi	r23,r1,244
	lwi	r24,r1,248
	lwi	r25,r1,252
	lwi	r26,r1,256
	lwi	r27,r1,260
	lwi	r28,r1,264
	lwi	r29,r1,268
	lwi	r30,r1,272
	addk	r3,r0,r0
	rtsd	r15,8 
	
	addik	r1,r1,276
$L138:
	lwi	r3,r28,8
	bneid	r3,$L230
	addk	r3,r22,r0
	lwi	r5,r28,28
	lwi	r3,r5,0
	bsrli	r3,r3,31
	beqid	r3,$L146
	addik	r19,r0,31	# 0x1f
$L145:
	addik	r6,r0,base
	addik	r5,r0,r0
	brlid	r15,jcopy
	
	addik	r22,r19,-1
	beqi	r19,$L151
	addik	r19,r0,r0
	addik	r23,r0,base
	bri	$L147
$L150:
	xori	r3,r22,-1
$L232:
	beqi	r3,$L151
$L147:
	addik	r5,r0,r0
	brlid	r15,jdouble
	
	addk	r6,r19,r0
	bsrli	r3,r22,5
	lwi	r4,r28,28
	bslli	r3,r3,2
	lw	r3,r3,r4
	bsrl	r3,r3,r22
	andi	r3,r3,1 #and1
	beqid	r3,$L150
	addik	r22,r22,-1
	addk	r6,r23,r0
	brlid	r15,jadd.constprop.0
	
	addk	r5,r19,r0
	brid	$L232
	xori	r3,r22,-1
$L151:
	lwi	r9,r0,S
	beqid	r9,$L234
	addik	r3,r0,1	# 0x1
$L148:
	addik	r4,r0,r0
	bslli	r9,r9,2
	addk	r3,r9,r4
$L168:
	lwi	r6,r4,192
	addik	r4,r4,4
	xor	r5,r3,r4
	bneid	r5,$L168
	or	r27,r27,r6
	beqid	r27,$L234
	addik	r3,r0,1	# 0x1
	addik	r5,r0,r0+192
	brlid	r15,finv.constprop.0
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
	
	lwi	r5,r28,40
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
	
	lwi	r5,r28,44
	bri	$L170
$L230:
$L142:
	lwi	r19,r28,28
	lwi	r9,r28,24
	addk	r4,r27,r0
	addk	r10,r27,r0
	bslli	r3,r3,2
	addik	r8,r1,132
	addik	r11,r0,1	# 0x1
	addk	r12,r0,r0
$L154:
	lw	r5,r4,r19
	lw	r6,r4,r9
	addk	r7,r11,r0
	addk	r5,r10,r5
	cmpu	r18,r10,r5
	bltid	r18,$L152
	addk	r6,r5,r6
	addk	r7,r12,r0
$L152:
	cmpu	r18,r5,r6
	bltid	r18,$L153
	addk	r10,r11,r0
	addk	r10,r12,r0
$L153:
	sw	r6,r8,r4
	addik	r4,r4,4
	or	r7,r7,r10
	xor	r5,r3,r4
	bneid	r5,$L154
	andi	r10,r7,0x00ff
	addk	r4,r27,r0
	addk	r11,r27,r0
	addk	r10,r5,r0
	addik	r12,r0,1	# 0x1
$L157:
	lw	r5,r8,r4
	lw	r6,r4,r9
	addk	r22,r1,r4
	addk	r5,r11,r5
	addik	r4,r4,4
	addk	r7,r12,r0
	xor	r19,r3,r4
	cmpu	r18,r11,r5
	bltid	r18,$L155
	addk	r6,r5,r6
	addk	r7,r10,r0
$L155:
	cmpu	r18,r5,r6
	bltid	r18,$L156
	addk	r11,r12,r0
	addk	r11,r10,r0
$L156:
	or	r7,r7,r11
	swi	r6,r22,28
	bneid	r19,$L157
	andi	r11,r7,0x00ff
	lwi	r6,r28,12
	addik	r7,r1,28
	addk	r5,r8,r0
	bsrli	r4,r6,5
	bslli	r4,r4,2
	addk	r4,r7,r4
	lwi	r9,r4,104
	addik	r8,r0,kk
	addk	r3,r5,r3
	bsrl	r9,r9,r6
	andi	r9,r9,1 #and1
	rsubk	r10,r9,r0
	addik	r9,r9,-1
$L158:
	lwi	r4,r5,0
	lwi	r6,r7,0
	addik	r5,r5,4
	and	r4,r10,r4
	and	r6,r9,r6
	or	r4,r4,r6
	swi	r4,r8,0
	xor	r4,r3,r5
	addik	r7,r7,4
	bneid	r4,$L158
	addik	r8,r8,4
	addik	r6,r0,base
	addik	r5,r0,r0
	brlid	r15,jcopy
	nop		# Unfilled delay slot

	addik	r6,r0,base
	addik	r5,r0,r1
	brlid	r15,jdouble
	nop		# Unfilled delay slot

	lwi	r29,r28,12
	addik	r29,r29,-1
	bltid	r29,$L159
	addk	r30,r27,r0
	addik	r24,r0,r0+96
	addik	r23,r0,r1+96
	addik	r22,r0,r1
	addik	r19,r0,r0
	addik	r26,r24,96
	addik	r25,r23,96
	bsrli	r3,r29,5
$L235:
	bslli	r3,r3,2
	addik	r3,r3,kk
	lwi	r3,r3,0
	addk	r7,r30,r0
	lwi	r8,r0,S
	bsrl	r3,r3,r29
	andi	r30,r3,1 #and1
	xor	r7,r30,r7
	beqid	r8,$L165
	rsubk	r7,r7,r0
	addik	r3,r0,r0
	bslli	r8,r8,2
	addik	r9,r0,r1
	addk	r10,r8,r3
$L162:
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
	bneid	r4,$L162
	swi	r5,r3,-4
	addk	r3,r27,r0
$L163:
	lw	r5,r3,r24
	lw	r4,r3,r23
	xor	r6,r5,r4
	and	r6,r6,r7
	xor	r4,r4,r6
	xor	r5,r5,r6
	sw	r4,r3,r23
	sw	r5,r3,r24
	addik	r3,r3,4
	xor	r4,r8,r3
	bnei	r4,$L163
	addk	r3,r27,r0
$L164:
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
	bnei	r4,$L164
$L165:
	addik	r5,r0,r1
	addk	r6,r22,r0
	brlid	r15,jadd.constprop.0
	
	addik	r29,r29,-1
	addik	r5,r0,r0
	brlid	r15,jdouble
	
	addk	r6,r19,r0
	xori	r3,r29,-1
	bneid	r3,$L235
	bsrli	r3,r29,5
$L159:
	rsubk	r30,r30,r0
	addik	r6,r0,r1
	addik	r5,r0,r0
	brlid	r15,fswap
	
	addk	r7,r30,r0
	addik	r6,r0,r1+96
	addik	r5,r0,r0+96
	brlid	r15,fswap
	
	addk	r7,r30,r0
	lwi	r9,r0,S
	beqid	r9,$L144
	addk	r3,r27,r0
	addik	r8,r0,r0+192
	addik	r7,r0,r1+192
	bslli	r10,r9,2
$L166:
	lw	r5,r3,r8
	lw	r4,r3,r7
	xor	r6,r5,r4
	and	r6,r6,r30
	xor	r4,r4,r6
	xor	r5,r5,r6
	sw	r4,r3,r7
	sw	r5,r3,r8
	addik	r3,r3,4
	xor	r4,r10,r3
	bnei	r4,$L166
	bri	$L148
	.end	main
$Lfe9:
	.size	main,$Lfe9-main
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
	.size	ecc,76
ecc:
	.space	76
