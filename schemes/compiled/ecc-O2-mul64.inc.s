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
	beqid	r22,$L54
	swi	r5,r4,60
$L46:
	lwi	r6,r0,S
	beqid	r6,$L55
	lwi	r15,r1,0
	addik	r5,r0,product
	bslli	r6,r6,2
	addk	r3,r0,r0
$L48:
	lw	r4,r3,r5
	sw	r4,r3,r19
	addik	r3,r3,4
	xor	r4,r6,r3
	bneid	r4,$L48
	lwi	r15,r1,0
$L55:
	lwi	r19,r1,28
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	lwi	r25,r1,44
	rtsd	r15,8 
	
	addik	r1,r1,48
$L54:
	lwi	r3,r4,64
	addik	r3,r3,1
	brid	$L46
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
	beqid	r3,$L59
	addk	r24,r6,r0
	addik	r5,r0,r0
	bslli	r9,r3,2
	addk	r3,r5,r0
	addk	r10,r9,r5
	addk	r7,r0,r0
$L60:
	lwi	r8,r3,192
	addik	r3,r3,4
	xor	r4,r3,r10
	bneid	r4,$L60
	or	r7,r7,r8
	beqid	r7,$L59
	addik	r22,r24,192
	addk	r3,r22,r0
	addik	r7,r9,192
	addk	r7,r24,r7
$L64:
	lwi	r8,r3,0
	addik	r3,r3,4
	xor	r19,r3,r7
	bneid	r19,$L64
	or	r4,r4,r8
	beqi	r4,$L89
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
	beqid	r6,$L67
	bslli	r6,r6,2
	addik	r3,r0,hh
	addk	r7,r6,r3
$L68:
	lwi	r5,r3,0
	addik	r3,r3,4
	xor	r4,r3,r7
	bneid	r4,$L68
	or	r19,r19,r5
	bneid	r19,$L69
	addk	r4,r19,r0
	addik	r3,r0,rr
	addk	r8,r6,r3
$L70:
	lwi	r7,r3,0
	addik	r3,r3,4
	xor	r5,r8,r3
	bneid	r5,$L70
	or	r4,r4,r7
	beqi	r4,$L67
	addk	r3,r19,r0
	addik	r4,r0,onem
$L71:
	lw	r5,r3,r4
	sw	r5,r3,r23
	addik	r3,r3,4
	xor	r5,r3,r6
	bneid	r5,$L71
	addik	r5,r23,96
$L72:
	lw	r3,r19,r4
	sw	r3,r19,r5
	addik	r19,r19,4
	xor	r3,r19,r6
	bneid	r3,$L72
	addik	r3,r6,192
	addik	r4,r23,192
	addk	r3,r23,r3
$L73:
	swi	r0,r4,0
	addik	r4,r4,4
	xor	r5,r3,r4
	bneid	r5,$L73
	lwi	r15,r1,0
$L90:
	lwi	r19,r1,28
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L89:
	xor	r5,r23,r5
	beqid	r5,$L90
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
$L59:
	xor	r3,r24,r23
	beqid	r3,$L90
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
$L69:
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
$L67:
	addik	r6,r0,r0
	brlid	r15,jdouble
	
	addk	r5,r23,r0
	brid	$L90
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
	beqid	r7,$L92
	addk	r22,r5,r0
	addk	r3,r0,r0
	lwi	r12,r0,P
	bslli	r11,r7,2
	addk	r19,r3,r0
	addik	r4,r0,2	# 0x2
	addik	r10,r1,124
	addik	r9,r0,1	# 0x1
$L94:
	lw	r5,r3,r12
	addk	r6,r9,r0
	rsubk	r8,r4,r5
	sw	r8,r3,r10
	addik	r3,r3,4
	cmpu	r18,r4,r5
	bltid	r18,$L93
	xor	r8,r11,r3
	addk	r6,r19,r0
$L93:
	bneid	r8,$L94
	andi	r4,r6,0x00ff
$L92:
	bslli	r19,r7,5
	addik	r19,r19,-1
	bsrai	r3,r19,5
	bslli	r3,r3,2
	addik	r4,r1,28
	addk	r3,r4,r3
	lwi	r3,r3,96
	bsrli	r3,r3,31
	bneid	r3,$L123
	bslli	r5,r7,2
$L96:
	addik	r19,r19,-1
	bsrai	r3,r19,5
	bslli	r3,r3,2
	addik	r6,r1,28
	addk	r3,r6,r3
	lwi	r3,r3,96
	bsrl	r3,r3,r19
	andi	r3,r3,1 #and1
	beqid	r3,$L96
	bslli	r5,r7,2
$L123:
	beqid	r7,$L101
	addk	r3,r0,r0
$L100:
	lw	r6,r3,r22
	addk	r4,r1,r3
	addik	r3,r3,4
	swi	r6,r4,28
	xor	r4,r5,r3
	bnei	r4,$L100
$L101:
	addik	r19,r19,-1
	bgei	r19,$L98
	bri	$L99
$L104:
	xori	r3,r19,-1
	beqi	r3,$L122
$L98:
	addik	r7,r1,28
$L124:
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
	beqid	r3,$L104
	addik	r19,r19,-1
	addk	r7,r22,r0
	addk	r6,r4,r0
	brlid	r15,fmul
	
	addk	r5,r4,r0
	xori	r3,r19,-1
	bneid	r3,$L124
	addik	r7,r1,28
$L122:
	lwi	r7,r0,S
$L99:
	beqid	r7,$L103
	addik	r3,r1,28
	bslli	r5,r7,2
	addik	r4,r0,zinv
	addk	r5,r3,r5
$L105:
	lwi	r6,r3,0
	addik	r3,r3,4
	addik	r4,r4,4
	swi	r6,r4,-4
	xor	r6,r5,r3
	bnei	r6,$L105
$L103:
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
	.frame	r1,312,r15		# vars= 240, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-312
	swi	r19,r1,268
	addik	r19,r0,ecc
	swi	r30,r1,304
	swi	r31,r1,308
	swi	r15,r1,0
	swi	r22,r1,272
	swi	r23,r1,276
	swi	r24,r1,280
	swi	r25,r1,284
	swi	r26,r1,288
	swi	r27,r1,292
	swi	r28,r1,296
	swi	r29,r1,300
	lwi	r3,r19,0
	lwi	r4,r19,16
	addik	r31,r0,one
	swi	r3,r0,S
	swi	r4,r0,P
	lwi	r3,r0,-65536
	addk	r7,r31,r0
	lwi	r6,r19,20
	addik	r5,r0,onem
	addik	r8,r0,1	# 0x1
	swi	r3,r19,52
	brlid	r15,fmul
	
	swi	r8,r31,0
	lwi	r30,r19,4
	bneid	r30,$L126
	lwi	r7,r19,20
	addik	r5,r0,base
	brlid	r15,fmul
	
	lwi	r6,r19,32
	addik	r5,r0,base+96
	lwi	r7,r19,20
	brlid	r15,fmul
	
	lwi	r6,r19,36
	lwi	r5,r0,S
	beqid	r5,$L127
	addk	r4,r30,r0
	addik	r11,r0,base+192
	addik	r10,r0,onem
	bslli	r7,r5,2
$L128:
	lw	r9,r4,r10
	sw	r9,r4,r11
	addik	r4,r4,4
	xor	r6,r7,r4
	bnei	r6,$L128
	lwi	r4,r19,8
	bneid	r4,$L131
	addik	r5,r5,1
	bslli	r5,r5,5
	addik	r22,r5,-1
	bltid	r22,$L217
	addik	r3,r0,1	# 0x1
	bsrli	r4,r22,5
	lwi	r6,r19,28
	bslli	r4,r4,2
	lw	r4,r4,r6
	bgeid	r4,$L218
	addik	r22,r22,-1
	brid	$L134
	addik	r22,r22,1
$L214:
	lw	r4,r4,r6
	bsrl	r4,r4,r22
	andi	r4,r4,1 #and1
	bnei	r4,$L134
$L135:
	addik	r22,r22,-1
$L218:
	bsrli	r4,r22,5
	xori	r5,r22,-1
	bneid	r5,$L214
	bslli	r4,r4,2
$L133:
	addik	r3,r0,1	# 0x1
$L217:
	brid	$L155
	swi	r3,r19,48
$L126:
	addik	r4,r0,121665
	addk	r6,r31,r0
	addik	r5,r0,a24
	brlid	r15,fmul
	
	swi	r4,r31,0
	lwi	r7,r19,20
	lwi	r6,r19,32
	addik	r5,r0,x1
	addik	r8,r0,1	# 0x1
	brlid	r15,fmul
	
	swi	r8,r31,0
	lwi	r9,r0,S
	beqid	r9,$L163
	bslli	r8,r9,2
	addik	r3,r0,onem
	addik	r5,r0,x2
	addk	r4,r3,r0
	addk	r6,r8,r3
$L159:
	lwi	r7,r4,0
	addik	r4,r4,4
	addik	r5,r5,4
	swi	r7,r5,-4
	xor	r7,r6,r4
	bnei	r7,$L159
	addik	r4,r0,z2
	addk	r7,r8,r4
$L160:
	swi	r0,r4,0
	addik	r4,r4,4
	xor	r5,r7,r4
	bnei	r5,$L160
	addik	r4,r0,x1
	addik	r5,r0,x3
	addk	r8,r8,r4
$L161:
	lwi	r7,r4,0
	addik	r4,r4,4
	addik	r5,r5,4
	swi	r7,r5,-4
	xor	r7,r8,r4
	bnei	r7,$L161
	addik	r4,r0,z3
$L162:
	lwi	r8,r3,0
	addik	r3,r3,4
	xor	r5,r6,r3
	swi	r8,r4,0
	bneid	r5,$L162
	addik	r4,r4,4
$L163:
	lwi	r28,r19,12
	addik	r28,r28,-1
	bltid	r28,$L158
	addk	r29,r0,r0
	addik	r23,r0,z2
	addik	r27,r0,x2
	addik	r26,r0,ea
	addik	r25,r0,eaa
	addik	r22,r0,z3
	addik	r24,r0,x3
	bsrli	r3,r28,5
	lwi	r4,r19,28
$L221:
	bslli	r3,r3,2
	lw	r3,r3,r4
	addk	r7,r29,r0
	bsrl	r3,r3,r28
	andi	r29,r3,1 #and1
	xor	r7,r29,r7
	beqid	r9,$L167
	rsubk	r7,r7,r0
	addik	r3,r0,x2
	bslli	r9,r9,2
	addik	r8,r0,x3
	addk	r10,r9,r3
$L165:
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
	bneid	r4,$L165
	swi	r5,r3,-4
	addik	r3,r0,z2
	addik	r8,r0,z3
	addk	r9,r9,r3
$L166:
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
	bneid	r4,$L166
	swi	r5,r3,-4
$L167:
	addk	r6,r27,r0
	addk	r5,r26,r0
	addk	r7,r23,r0
	brlid	r15,fadd
	
	addik	r28,r28,-1
	addk	r7,r26,r0
	addik	r6,r0,ea
	brlid	r15,fmul
	
	addk	r5,r25,r0
	addk	r7,r23,r0
	addik	r5,r0,eb
	brlid	r15,fsub
	
	addk	r6,r27,r0
	addik	r7,r0,eb
	addik	r5,r0,ebb
	brlid	r15,fmul
	
	addk	r6,r7,r0
	addik	r5,r0,ee
	addik	r7,r0,ebb
	brlid	r15,fsub
	
	addk	r6,r25,r0
	addk	r7,r22,r0
	addik	r5,r0,ec
	brlid	r15,fadd
	
	addk	r6,r24,r0
	addk	r7,r22,r0
	addik	r5,r0,ed
	brlid	r15,fsub
	
	addk	r6,r24,r0
	addik	r6,r0,ed
	addik	r5,r0,eda
	brlid	r15,fmul
	
	addk	r7,r26,r0
	addik	r7,r0,eb
	addik	r6,r0,ec
	addik	r5,r0,ecb
	brlid	r15,fmul
	nop		# Unfilled delay slot

	addik	r6,r0,eda
	addik	r7,r0,ecb
	brlid	r15,fadd
	
	addk	r5,r24,r0
	addik	r6,r0,x3
	addk	r7,r24,r0
	brlid	r15,fmul
	
	addk	r5,r6,r0
	addik	r6,r0,eda
	addik	r7,r0,ecb
	brlid	r15,fsub
	
	addk	r5,r22,r0
	addik	r6,r0,z3
	addk	r7,r22,r0
	brlid	r15,fmul
	
	addk	r5,r6,r0
	addik	r6,r0,x1
	addik	r5,r0,z3
	brlid	r15,fmul
	
	addk	r7,r22,r0
	addik	r7,r0,ebb
	addk	r6,r25,r0
	brlid	r15,fmul
	
	addk	r5,r27,r0
	addik	r7,r0,ee
	addik	r6,r0,a24
	brlid	r15,fmul
	
	addk	r5,r23,r0
	addk	r7,r23,r0
	addik	r5,r0,z2
	brlid	r15,fadd
	
	addk	r6,r25,r0
	addik	r6,r0,ee
	addik	r5,r0,z2
	brlid	r15,fmul
	
	addk	r7,r23,r0
	xori	r3,r28,-1
	beqid	r3,$L158
	bsrli	r3,r28,5
	lwi	r9,r0,S
	brid	$L221
	lwi	r4,r19,28
$L158:
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
	
	lwi	r5,r19,40
$L155:
	lwi	r3,r0,-65536
	swi	r3,r19,56
	lwi	r15,r1,0
	lwi	r19,r1,268
	lwi	r22,r1,272
	lwi	r23,r1,276
	lwi	r24,r1,280
	lwi	r25,r1,284
	lwi	r26,r1,288
	lwi	r27,r1,292
	lwi	r28,r1,296
	lwi	r29,r1,300
	lwi	r30,r1,304
	lwi	r31,r1,308
	addk	r3,r0,r0
	rtsd	r15,8 
	
	addik	r1,r1,312
$L127:
	lwi	r4,r19,8
	bneid	r4,$L131
	addik	r5,r0,1	# 0x1
	lwi	r6,r19,28
	lwi	r4,r6,0
	bsrli	r4,r4,31
	beqid	r4,$L135
	addik	r22,r0,31	# 0x1f
$L134:
	addik	r6,r0,base
	addik	r5,r0,r0
	brlid	r15,jcopy
	
	addik	r23,r22,-1
	beqi	r22,$L140
	addik	r22,r0,r0
	addik	r24,r0,base
	bri	$L136
$L139:
	xori	r4,r23,-1
$L216:
	beqi	r4,$L140
$L136:
	addik	r5,r0,r0
	brlid	r15,jdouble
	
	addk	r6,r22,r0
	bsrli	r4,r23,5
	lwi	r5,r19,28
	bslli	r4,r4,2
	lw	r4,r4,r5
	bsrl	r4,r4,r23
	andi	r4,r4,1 #and1
	beqid	r4,$L139
	addik	r23,r23,-1
	addk	r6,r24,r0
	brlid	r15,jadd.constprop.0
	
	addk	r5,r22,r0
	brid	$L216
	xori	r4,r23,-1
$L131:
	lwi	r12,r19,28
	lwi	r11,r19,24
	addk	r10,r30,r0
	addk	r4,r30,r0
	bslli	r6,r5,2
	addik	r7,r1,132
	addk	r24,r0,r0
$L220:
	lw	r25,r10,r12
	lw	r29,r10,r11
	swi	r4,r1,240
	addk	r28,r24,r0
	swi	r24,r1,236
	lwi	r8,r1,236
	lwi	r9,r1,240
	add	r5,r25,r29
	addc	r4,r24,r28
	add	r9,r5,r9
	addc	r8,r4,r8
	sw	r9,r10,r7
	addik	r10,r10,4
	swi	r8,r1,252
	swi	r9,r1,256
	xor	r5,r6,r10
	bneid	r5,$L220
	lwi	r4,r1,252
	addk	r10,r30,r0
	addk	r4,r30,r0
$L142:
	lw	r9,r10,r11
	addk	r22,r0,r0
	swi	r22,r1,260
	swi	r9,r1,264
	lw	r23,r10,r7
	lwi	r8,r1,260
	lwi	r9,r1,264
	addk	r27,r4,r0
	addk	r26,r22,r0
	add	r5,r23,r9
	addc	r4,r22,r8
	addk	r12,r1,r10
	add	r5,r5,r27
	addc	r4,r4,r26
	addik	r10,r10,4
	swi	r5,r12,28
	xor	r5,r6,r10
	bneid	r5,$L142
	addik	r9,r1,28
	lwi	r5,r19,12
	addk	r8,r9,r0
	bsrli	r4,r5,5
	bslli	r4,r4,2
	addk	r4,r9,r4
	lwi	r10,r4,104
	addik	r9,r0,kk
	addk	r6,r7,r6
	bsrl	r10,r10,r5
	andi	r10,r10,1 #and1
	rsubk	r11,r10,r0
	addik	r10,r10,-1
$L143:
	lwi	r4,r7,0
	lwi	r5,r8,0
	addik	r7,r7,4
	and	r4,r11,r4
	and	r5,r10,r5
	or	r4,r4,r5
	swi	r4,r9,0
	xor	r4,r6,r7
	addik	r8,r8,4
	bneid	r4,$L143
	addik	r9,r9,4
	addik	r6,r0,base
	addik	r5,r0,r0
	brlid	r15,jcopy
	nop		# Unfilled delay slot

	addik	r6,r0,base
	addik	r5,r0,r1
	brlid	r15,jdouble
	nop		# Unfilled delay slot

	lwi	r28,r19,12
	addik	r28,r28,-1
	bltid	r28,$L144
	addk	r29,r30,r0
	addik	r25,r0,r0+96
	addik	r24,r0,r1+96
	addik	r23,r0,r1
	addik	r22,r0,r0
	addik	r27,r25,96
	addik	r26,r24,96
	bsrli	r4,r28,5
$L219:
	bslli	r4,r4,2
	addik	r4,r4,kk
	lwi	r4,r4,0
	addk	r8,r29,r0
	lwi	r9,r0,S
	bsrl	r4,r4,r28
	andi	r29,r4,1 #and1
	xor	r8,r29,r8
	beqid	r9,$L150
	rsubk	r8,r8,r0
	addik	r4,r0,r0
	bslli	r9,r9,2
	addik	r10,r0,r1
	addk	r11,r9,r4
$L147:
	lwi	r6,r4,0
	lwi	r5,r10,0
	addik	r4,r4,4
	addik	r10,r10,4
	xor	r7,r6,r5
	and	r7,r7,r8
	xor	r5,r5,r7
	xor	r6,r6,r7
	swi	r5,r10,-4
	xor	r5,r11,r4
	bneid	r5,$L147
	swi	r6,r4,-4
	addk	r4,r30,r0
$L148:
	lw	r6,r4,r25
	lw	r5,r4,r24
	xor	r7,r6,r5
	and	r7,r7,r8
	xor	r5,r5,r7
	xor	r6,r6,r7
	sw	r5,r4,r24
	sw	r6,r4,r25
	addik	r4,r4,4
	xor	r5,r9,r4
	bnei	r5,$L148
	addk	r4,r30,r0
$L149:
	lw	r6,r4,r27
	lw	r5,r4,r26
	xor	r7,r6,r5
	and	r7,r7,r8
	xor	r5,r5,r7
	xor	r6,r6,r7
	sw	r5,r4,r26
	sw	r6,r4,r27
	addik	r4,r4,4
	xor	r5,r9,r4
	bnei	r5,$L149
$L150:
	addik	r5,r0,r1
	addk	r6,r23,r0
	brlid	r15,jadd.constprop.0
	
	addik	r28,r28,-1
	addik	r5,r0,r0
	brlid	r15,jdouble
	
	addk	r6,r22,r0
	xori	r4,r28,-1
	bneid	r4,$L219
	bsrli	r4,r28,5
$L144:
	rsubk	r29,r29,r0
	addik	r6,r0,r1
	addik	r5,r0,r0
	brlid	r15,fswap
	
	addk	r7,r29,r0
	addik	r6,r0,r1+96
	addik	r5,r0,r0+96
	brlid	r15,fswap
	
	addk	r7,r29,r0
	lwi	r9,r0,S
	beqid	r9,$L133
	bslli	r11,r9,2
	addk	r4,r30,r0
	addik	r10,r0,r0+192
	addik	r8,r0,r1+192
$L151:
	lw	r6,r4,r10
	lw	r5,r4,r8
	xor	r7,r6,r5
	and	r7,r7,r29
	xor	r5,r5,r7
	xor	r6,r6,r7
	sw	r5,r4,r8
	sw	r6,r4,r10
	addik	r4,r4,4
	xor	r5,r11,r4
	bnei	r5,$L151
$L137:
	addik	r5,r0,r0
	bslli	r9,r9,2
	addk	r4,r9,r5
$L153:
	lwi	r7,r5,192
	addik	r5,r5,4
	xor	r6,r4,r5
	bneid	r6,$L153
	or	r30,r30,r7
	beqid	r30,$L217
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
	
	lwi	r5,r19,40
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
	
	lwi	r5,r19,44
	bri	$L155
$L140:
	lwi	r9,r0,S
	bneid	r9,$L137
	addik	r3,r0,1	# 0x1
	brid	$L155
	swi	r3,r19,48
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
