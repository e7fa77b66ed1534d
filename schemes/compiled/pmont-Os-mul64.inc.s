	.text
	.align	2
	.ent	link_send
	.type	link_send, @function
link_send:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	xori	r3,r5,8
	beqid	r3,$L62
	xor	r4,r3,r7
	addik	r3,r0,8	# 0x8
	cmpu	r18,r5,r3
	bltid	r18,$L3
	xori	r3,r5,4
	beqid	r3,$L63
	xor	r4,r3,r7
	addik	r3,r0,4	# 0x4
	cmpu	r18,r5,r3
	bltid	r18,$L5
	xori	r3,r5,6
	xori	r3,r5,2
	beqid	r3,$L64
	xor	r4,r3,r7
	xori	r3,r5,3
	beqid	r3,$L65
	xor	r4,r3,r7
	bneid	r5,$L9
	addk	r3,r0,r0
$L8:
	xor	r3,r5,r7
	beqi	r3,$L1
	bslli	r3,r5,2
	lw	r3,r3,r6
 #APP
 # 69 "pmont.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	brid	$L8
	addik	r5,r5,1
$L5:
	beqid	r3,$L10
	xori	r5,r5,7
	bneid	r5,$L12
	addk	r3,r0,r0
$L11:
	xor	r3,r5,r7
	beqi	r3,$L1
	bslli	r3,r5,2
	lw	r3,r3,r6
 #APP
 # 69 "pmont.c" 1
	put	r3,rfsl7
 # 0 "" 2
 #NO_APP
	brid	$L11
	addik	r5,r5,1
$L3:
	xori	r3,r5,12
	beqid	r3,$L66
	xor	r4,r3,r7
	addik	r3,r0,12	# 0xc
	cmpu	r18,r5,r3
	bltid	r18,$L14
	xori	r3,r5,14
	xori	r3,r5,10
	beqid	r3,$L15
	xori	r5,r5,11
	bneid	r5,$L17
	addk	r3,r0,r0
$L16:
	xor	r3,r5,r7
	beqi	r3,$L1
	bslli	r3,r5,2
	lw	r3,r3,r6
 #APP
 # 70 "pmont.c" 1
	put	r3,rfsl11
 # 0 "" 2
 #NO_APP
	brid	$L16
	addik	r5,r5,1
$L14:
	beqid	r3,$L67
	xor	r4,r3,r7
	xori	r3,r5,15
	beqid	r3,$L68
	xor	r4,r3,r7
	xori	r5,r5,13
	beqi	r5,$L20
$L1:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L23:
	lw	r4,r4,r6
 #APP
 # 69 "pmont.c" 1
	put	r4,rfsl1
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
$L9:
	xor	r4,r3,r7
	bneid	r4,$L23
	bslli	r4,r3,2
	bri	$L1
$L24:
	lw	r4,r4,r6
 #APP
 # 69 "pmont.c" 1
	put	r4,rfsl2
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r3,r7
$L64:
	bneid	r4,$L24
	bslli	r4,r3,2
	bri	$L1
$L25:
	lw	r4,r4,r6
 #APP
 # 69 "pmont.c" 1
	put	r4,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r3,r7
$L65:
	bneid	r4,$L25
	bslli	r4,r3,2
	bri	$L1
$L26:
	lw	r4,r4,r6
 #APP
 # 69 "pmont.c" 1
	put	r4,rfsl4
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r3,r7
$L63:
	bneid	r4,$L26
	bslli	r4,r3,2
	bri	$L1
$L27:
	lw	r4,r4,r6
 #APP
 # 69 "pmont.c" 1
	put	r4,rfsl5
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
$L12:
	xor	r4,r3,r7
	bneid	r4,$L27
	bslli	r4,r3,2
	bri	$L1
$L28:
	lw	r4,r4,r6
 #APP
 # 69 "pmont.c" 1
	put	r4,rfsl6
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
$L10:
	xor	r4,r3,r7
	bneid	r4,$L28
	bslli	r4,r3,2
	bri	$L1
$L30:
	lw	r4,r4,r6
 #APP
 # 70 "pmont.c" 1
	put	r4,rfsl8
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r3,r7
$L62:
	bneid	r4,$L30
	bslli	r4,r3,2
	bri	$L1
$L31:
	lw	r4,r4,r6
 #APP
 # 70 "pmont.c" 1
	put	r4,rfsl9
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
$L17:
	xor	r4,r3,r7
	bneid	r4,$L31
	bslli	r4,r3,2
	bri	$L1
$L32:
	lw	r4,r4,r6
 #APP
 # 70 "pmont.c" 1
	put	r4,rfsl10
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
$L15:
	xor	r4,r3,r7
	bneid	r4,$L32
	bslli	r4,r3,2
	bri	$L1
$L34:
	lw	r4,r4,r6
 #APP
 # 70 "pmont.c" 1
	put	r4,rfsl12
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r3,r7
$L66:
	bneid	r4,$L34
	bslli	r4,r3,2
	bri	$L1
$L35:
	bslli	r3,r5,2
	lw	r3,r3,r6
 #APP
 # 70 "pmont.c" 1
	put	r3,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
$L20:
	xor	r3,r5,r7
	bnei	r3,$L35
	bri	$L1
$L36:
	lw	r4,r4,r6
 #APP
 # 70 "pmont.c" 1
	put	r4,rfsl14
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r3,r7
$L67:
	bneid	r4,$L36
	bslli	r4,r3,2
	bri	$L1
$L37:
	lw	r4,r4,r6
 #APP
 # 70 "pmont.c" 1
	put	r4,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r3,r7
$L68:
	bneid	r4,$L37
	bslli	r4,r3,2
	bri	$L1
	.end	link_send
$Lfe1:
	.size	link_send,$Lfe1-link_send
	.align	2
	.ent	link_recv
	.type	link_recv, @function
link_recv:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	xori	r3,r5,8
	beqid	r3,$L131
	xor	r4,r3,r7
	addik	r3,r0,8	# 0x8
	cmpu	r18,r5,r3
	bltid	r18,$L71
	xori	r3,r5,4
	beqid	r3,$L132
	xor	r4,r3,r7
	addik	r3,r0,4	# 0x4
	cmpu	r18,r5,r3
	bltid	r18,$L73
	xori	r3,r5,6
	xori	r3,r5,2
	beqid	r3,$L133
	xor	r4,r3,r7
	xori	r3,r5,3
	beqid	r3,$L134
	xor	r4,r3,r7
	bneid	r5,$L77
	addk	r3,r0,r0
$L76:
	xor	r3,r5,r7
	beqi	r3,$L69
 #APP
 # 78 "pmont.c" 1
	get	r4,rfsl0
 # 0 "" 2
 #NO_APP
	bslli	r3,r5,2
	addik	r5,r5,1
	brid	$L76
	sw	r4,r3,r6
$L73:
	beqid	r3,$L78
	xori	r5,r5,7
	bneid	r5,$L80
	addk	r3,r0,r0
$L79:
	xor	r3,r5,r7
	beqi	r3,$L69
 #APP
 # 78 "pmont.c" 1
	get	r4,rfsl7
 # 0 "" 2
 #NO_APP
	bslli	r3,r5,2
	addik	r5,r5,1
	brid	$L79
	sw	r4,r3,r6
$L71:
	xori	r3,r5,12
	beqid	r3,$L135
	xor	r4,r3,r7
	addik	r3,r0,12	# 0xc
	cmpu	r18,r5,r3
	bltid	r18,$L82
	xori	r3,r5,14
	xori	r3,r5,10
	beqid	r3,$L83
	xori	r5,r5,11
	bneid	r5,$L85
	addk	r3,r0,r0
$L84:
	xor	r3,r5,r7
	beqi	r3,$L69
 #APP
 # 79 "pmont.c" 1
	get	r4,rfsl11
 # 0 "" 2
 #NO_APP
	bslli	r3,r5,2
	addik	r5,r5,1
	brid	$L84
	sw	r4,r3,r6
$L82:
	beqid	r3,$L136
	xor	r4,r3,r7
	xori	r3,r5,15
	beqid	r3,$L137
	xor	r4,r3,r7
	xori	r5,r5,13
	beqi	r5,$L88
$L69:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L91:
 #APP
 # 78 "pmont.c" 1
	get	r5,rfsl1
 # 0 "" 2
 #NO_APP
	bslli	r4,r3,2
	addik	r3,r3,1
	sw	r5,r4,r6
$L77:
	xor	r4,r3,r7
	bnei	r4,$L91
	bri	$L69
$L93:
 #APP
 # 78 "pmont.c" 1
	get	r5,rfsl2
 # 0 "" 2
 #NO_APP
	bslli	r4,r3,2
	addik	r3,r3,1
	sw	r5,r4,r6
	xor	r4,r3,r7
$L133:
	bnei	r4,$L93
	bri	$L69
$L94:
 #APP
 # 78 "pmont.c" 1
	get	r5,rfsl3
 # 0 "" 2
 #NO_APP
	bslli	r4,r3,2
	addik	r3,r3,1
	sw	r5,r4,r6
	xor	r4,r3,r7
$L134:
	bnei	r4,$L94
	bri	$L69
$L95:
 #APP
 # 78 "pmont.c" 1
	get	r5,rfsl4
 # 0 "" 2
 #NO_APP
	bslli	r4,r3,2
	addik	r3,r3,1
	sw	r5,r4,r6
	xor	r4,r3,r7
$L132:
	bnei	r4,$L95
	bri	$L69
$L96:
 #APP
 # 78 "pmont.c" 1
	get	r5,rfsl5
 # 0 "" 2
 #NO_APP
	bslli	r4,r3,2
	addik	r3,r3,1
	sw	r5,r4,r6
$L80:
	xor	r4,r3,r7
	bnei	r4,$L96
	bri	$L69
$L97:
 #APP
 # 78 "pmont.c" 1
	get	r5,rfsl6
 # 0 "" 2
 #NO_APP
	bslli	r4,r3,2
	addik	r3,r3,1
	sw	r5,r4,r6
$L78:
	xor	r4,r3,r7
	bnei	r4,$L97
	bri	$L69
$L99:
 #APP
 # 79 "pmont.c" 1
	get	r5,rfsl8
 # 0 "" 2
 #NO_APP
	bslli	r4,r3,2
	addik	r3,r3,1
	sw	r5,r4,r6
	xor	r4,r3,r7
$L131:
	bnei	r4,$L99
	bri	$L69
$L100:
 #APP
 # 79 "pmont.c" 1
	get	r5,rfsl9
 # 0 "" 2
 #NO_APP
	bslli	r4,r3,2
	addik	r3,r3,1
	sw	r5,r4,r6
$L85:
	xor	r4,r3,r7
	bnei	r4,$L100
	bri	$L69
$L101:
 #APP
 # 79 "pmont.c" 1
	get	r5,rfsl10
 # 0 "" 2
 #NO_APP
	bslli	r4,r3,2
	addik	r3,r3,1
	sw	r5,r4,r6
$L83:
	xor	r4,r3,r7
	bnei	r4,$L101
	bri	$L69
$L103:
 #APP
 # 79 "pmont.c" 1
	get	r5,rfsl12
 # 0 "" 2
 #NO_APP
	bslli	r4,r3,2
	addik	r3,r3,1
	sw	r5,r4,r6
	xor	r4,r3,r7
$L135:
	bnei	r4,$L103
	bri	$L69
$L104:
 #APP
 # 79 "pmont.c" 1
	get	r4,rfsl13
 # 0 "" 2
 #NO_APP
	bslli	r3,r5,2
	addik	r5,r5,1
	sw	r4,r3,r6
$L88:
	xor	r3,r5,r7
	bnei	r3,$L104
	bri	$L69
$L105:
 #APP
 # 79 "pmont.c" 1
	get	r5,rfsl14
 # 0 "" 2
 #NO_APP
	bslli	r4,r3,2
	addik	r3,r3,1
	sw	r5,r4,r6
	xor	r4,r3,r7
$L136:
	bnei	r4,$L105
	bri	$L69
$L106:
 #APP
 # 79 "pmont.c" 1
	get	r5,rfsl15
 # 0 "" 2
 #NO_APP
	bslli	r4,r3,2
	addik	r3,r3,1
	sw	r5,r4,r6
	xor	r4,r3,r7
$L137:
	bnei	r4,$L106
	bri	$L69
	.end	link_recv
$Lfe2:
	.size	link_recv,$Lfe2-link_recv
	.align	2
	.ent	copy_in
	.type	copy_in, @function
copy_in:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	bslli	r7,r7,2
	addk	r3,r0,r0
$L139:
	xor	r4,r3,r7
	bnei	r4,$L140
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L140:
	lw	r4,r3,r6
	sw	r4,r3,r5
	brid	$L139
	addik	r3,r3,4
	.end	copy_in
$Lfe3:
	.size	copy_in,$Lfe3-copy_in
	.align	2
	.ent	add_partial
	.type	add_partial, @function
add_partial:
	.frame	r1,44,r15		# vars= 0, regs= 10, args= 0
	.mask	0xffc00000
	addik	r1,r1,-44
	rsubk	r9,r6,r9
	swi	r22,r1,4
	swi	r23,r1,8
	swi	r24,r1,12
	swi	r25,r1,16
	swi	r26,r1,20
	swi	r27,r1,24
	swi	r28,r1,28
	swi	r29,r1,32
	swi	r30,r1,36
	swi	r31,r1,40
	addk	r10,r9,r10
	addk	r11,r5,r0
	cmpu	r18,r7,r10
	bltid	r18,$L142
	addk	r4,r7,r0
	addk	r4,r10,r0
$L142:
	lwi	r3,r1,72
	addik	r4,r4,1
	rsubk	r3,r6,r3
	cmpu	r18,r3,r4
	bgei	r18,$L144
	addk	r3,r4,r0
$L144:
	cmpu	r18,r3,r7
	bltid	r18,$L145
	bslli	r4,r7,2
	muli	r4,r9,-4
	addk	r8,r8,r4
	addk	r4,r0,r0
$L146:
	xor	r5,r10,r9
	bnei	r5,$L147
$L150:
	addik	r6,r0,0x00000000
	addik	r7,r0,0x00000001 #li => la
$L148:
	cmpu	r18,r3,r9
	bgeid	r18,$L159
	lwi	r22,r1,4
	andi	r4,r4,1 #and1
	bneid	r4,$L151
	bslli	r5,r9,2
	lwi	r22,r1,4
$L159:
	lwi	r23,r1,8
	lwi	r24,r1,12
	lwi	r25,r1,16
	lwi	r26,r1,20
	lwi	r27,r1,24
	lwi	r28,r1,28
	lwi	r29,r1,32
	lwi	r30,r1,36
	lwi	r31,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L145:
	addik	r7,r7,1
	brid	$L144
	sw	r0,r4,r11
$L147:
	cmpu	r18,r3,r9
	bgeid	r18,$L150
	bslli	r6,r9,2
	addk	r22,r0,r0
	lw	r23,r6,r11
	lw	r27,r6,r8
	addk	r26,r22,r0
	addk	r29,r4,r0
	addk	r28,r22,r0
	add	r31,r23,r27
	addc	r30,r22,r26
	addik	r9,r9,1
	add	r5,r31,r29
	addc	r4,r30,r28
	brid	$L146
	sw	r5,r6,r11
$L151:
	lw	r4,r5,r11
	addk	r24,r0,r0
	addk	r25,r4,r0
	addik	r8,r4,1
	sw	r8,r5,r11
	add	r5,r25,r7
	addc	r4,r24,r6
	brid	$L148
	addik	r9,r9,1
	.end	add_partial
$Lfe4:
	.size	add_partial,$Lfe4-add_partial
	.align	2
	.ent	give
	.type	give, @function
give:
	.frame	r1,44,r15		# vars= 4, regs= 3, args= 24
	.mask	0x00c88000
	lwi	r3,r0,params+8
	addik	r1,r1,-44
	swi	r19,r1,32
	swi	r23,r1,40
	swi	r15,r1,0
	swi	r22,r1,36
	swi	r8,r1,60
	addk	r23,r7,r0
	beqid	r3,$L161
	addk	r19,r8,r0
	addk	r22,r6,r0
	addik	r7,r0,1	# 0x1
	addik	r6,r1,28
	brlid	r15,link_recv
	
	addk	r5,r22,r0
	addk	r5,r22,r0
	addik	r7,r0,1	# 0x1
	brlid	r15,link_send
	
	addik	r6,r1,60
	addk	r7,r19,r0
	addk	r6,r23,r0
	brlid	r15,link_send
	
	addk	r5,r22,r0
	lwi	r15,r1,0
$L166:
	lwi	r19,r1,32
	lwi	r22,r1,36
	lwi	r23,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L161:
	bslli	r5,r5,2
	bslli	r19,r8,2
	addik	r5,r5,params+196
	lwi	r4,r5,0
	swi	r8,r4,0
	addik	r4,r4,4
$L163:
	xor	r5,r3,r19
	beqid	r5,$L166
	lwi	r15,r1,0
	lw	r5,r3,r23
	sw	r5,r3,r4
	brid	$L163
	addik	r3,r3,4
	.end	give
$Lfe5:
	.size	give,$Lfe5-give
	.align	2
	.ent	take
	.type	take, @function
take:
	.frame	r1,48,r15		# vars= 8, regs= 3, args= 24
	.mask	0x00c88000
	addik	r3,r0,params
	addik	r1,r1,-48
	swi	r19,r1,36
	swi	r22,r1,40
	swi	r15,r1,0
	swi	r23,r1,44
	lwi	r23,r3,160
	lwi	r3,r3,8
	addik	r22,r0,1	# 0x1
	swi	r22,r1,28
	beqid	r3,$L168
	addk	r19,r5,r0
	addk	r7,r22,r0
	brlid	r15,link_send
	
	addik	r6,r1,28
	addk	r7,r22,r0
	addk	r5,r19,r0
	brlid	r15,link_recv
	
	addik	r6,r1,32
	lwi	r7,r1,32
	addk	r6,r23,r0
	brlid	r15,link_recv
	
	addk	r5,r19,r0
$L169:
	lwi	r3,r1,32
	lwi	r15,r1,0
	lwi	r19,r1,36
	lwi	r22,r1,40
	lwi	r23,r1,44
	rtsd	r15,8 
	
	addik	r1,r1,48
$L168:
	bslli	r19,r5,2
	addik	r19,r19,params+196
	lwi	r6,r19,0
	addk	r5,r23,r0
	lwi	r19,r6,0
	addik	r6,r6,4
	brlid	r15,copy_in
	
	addk	r7,r19,r0
	brid	$L169
	swi	r19,r1,32
	.end	take
$Lfe6:
	.size	take,$Lfe6-take
	.align	2
	.ent	parallel_multiply
	.type	parallel_multiply, @function
parallel_multiply:
	.frame	r1,104,r15		# vars= 28, regs= 11, args= 28
	.mask	0xffc88000
	bslli	r3,r5,2
	addik	r1,r1,-104
	swi	r19,r1,60
	swi	r22,r1,64
	swi	r25,r1,76
	swi	r26,r1,80
	swi	r15,r1,0
	swi	r23,r1,68
	swi	r24,r1,72
	swi	r27,r1,84
	swi	r28,r1,88
	swi	r29,r1,92
	swi	r30,r1,96
	swi	r31,r1,100
	addik	r3,r3,params+20
	addik	r25,r0,params
	lwi	r27,r3,0
	bslli	r3,r5,2
	addik	r3,r3,params+84
	lwi	r28,r25,0
	lwi	r29,r3,0
	rsubk	r19,r27,r7
	addk	r22,r5,r0
	addk	r3,r29,r28
	addk	r26,r7,r0
	cmpu	r18,r19,r3
	bgeid	r18,$L172
	lwi	r23,r25,4
	addk	r19,r3,r0
$L172:
	lwi	r4,r25,148
	lwi	r24,r25,156
	beqid	r8,$L173
	swi	r4,r1,52
	rsubk	r8,r27,r28
$L173:
	beqid	r8,$L175
	addk	r12,r24,r0
	addk	r3,r19,r0
$L175:
	bslli	r3,r3,2
	addk	r5,r24,r0
	addk	r4,r24,r3
$L176:
	xor	r3,r5,r4
	bnei	r3,$L177
$L178:
	xor	r4,r29,r3
	bneid	r4,$L183
	addk	r7,r28,r0
	xori	r3,r23,1
	beqi	r3,$L171
	addik	r31,r0,params
	lwi	r6,r31,12
	beqid	r6,$L211
	addik	r29,r0,1	# 0x1
	addik	r30,r0,-65504
$L186:
	cmpu	r18,r23,r29
	bgeid	r18,$L171
	addik	r28,r23,1
	srl	r28,r28
	cmpu	r18,r28,r22
	blti	r18,$L192
	cmpu	r18,r23,r22
	bgeid	r18,$L192
	addk	r8,r19,r0
	addk	r7,r24,r0
	addk	r5,r22,r0
	brlid	r15,give
	
	rsubk	r6,r28,r22
$L192:
	lwi	r3,r31,8
	bnei	r3,$L195
	lwi	r3,r30,0
$L195:
	rsubk	r23,r28,r23
	cmpu	r18,r23,r22
	bgei	r18,$L196
	addk	r23,r22,r28
	addk	r5,r23,r0
	brlid	r15,take
	
	bslli	r23,r23,2
	addik	r23,r23,params+20
	swi	r26,r1,28
	addk	r7,r19,r0
	addk	r10,r3,r0
	lwi	r9,r23,0
	lwi	r8,r25,160
	addk	r6,r27,r0
	brlid	r15,add_partial
	
	addk	r5,r24,r0
	addk	r19,r3,r0
$L196:
	brid	$L186
	addk	r23,r28,r0
$L177:
	swi	r0,r5,0
	brid	$L176
	addik	r5,r5,4
$L183:
	lwi	r5,r1,52
	bslli	r4,r3,2
	lw	r4,r4,r5
	beqid	r8,$L179
	swi	r4,r1,40
	rsubk	r7,r3,r8
$L179:
	addk	r9,r0,r0
	bslli	r30,r7,2
	addk	r4,r9,r0
	swi	r30,r1,56
$L180:
	lwi	r31,r1,56
	xor	r5,r31,r9
	bneid	r5,$L181
	addk	r10,r0,r0
	addk	r7,r3,r7
	cmpu	r18,r19,r7
	bgeid	r18,$L182
	bslli	r7,r7,2
	sw	r4,r7,r24
$L182:
	addik	r3,r3,1
	brid	$L178
	addik	r12,r12,4
$L181:
	swi	r4,r1,36
	swi	r10,r1,32
	lw	r11,r9,r12
	lwi	r4,r1,32
	lwi	r5,r1,36
	lw	r31,r9,r6
	lwi	r30,r1,40
	add	r5,r11,r5
	addc	r4,r10,r4
	swi	r4,r1,44
	swi	r5,r1,48
	mul	r5,r30,r31
	mulhu	r4,r30,r31
	lwi	r30,r1,44
	lwi	r31,r1,48
	add	r5,r31,r5
	addc	r4,r30,r4
	sw	r5,r9,r12
	brid	$L180
	addik	r9,r9,4
$L211:
	bneid	r22,$L187
	addk	r8,r19,r0
	lwi	r3,r31,8
	bnei	r3,$L188
	lwi	r3,r0,-65504
$L188:
	addik	r27,r0,params
	addik	r22,r0,1	# 0x1
	addk	r28,r0,r0
$L189:
	cmpu	r18,r23,r22
	bgeid	r18,$L171
	addik	r27,r27,4
	addk	r5,r22,r0
	brlid	r15,take
	
	addik	r22,r22,1
	swi	r26,r1,28
	addk	r7,r19,r0
	addk	r10,r3,r0
	lwi	r9,r27,20
	lwi	r8,r25,160
	addk	r6,r28,r0
	brlid	r15,add_partial
	
	addk	r5,r24,r0
	brid	$L189
	addk	r19,r3,r0
$L187:
	addk	r7,r24,r0
	brlid	r15,give
	
	addk	r5,r22,r0
	lwi	r3,r31,8
	bneid	r3,$L213
	addk	r3,r19,r0
	lwi	r3,r0,-65504
$L171:
	addk	r3,r19,r0
$L213:
	lwi	r15,r1,0
	lwi	r19,r1,60
	lwi	r22,r1,64
	lwi	r23,r1,68
	lwi	r24,r1,72
	lwi	r25,r1,76
	lwi	r26,r1,80
	lwi	r27,r1,84
	lwi	r28,r1,88
	lwi	r29,r1,92
	lwi	r30,r1,96
	lwi	r31,r1,100
	rtsd	r15,8 
	
	addik	r1,r1,104
	.end	parallel_multiply
$Lfe7:
	.size	parallel_multiply,$Lfe7-parallel_multiply
	.align	2
	.ent	next_chunk
	.type	next_chunk, @function
next_chunk:
	.frame	r1,52,r15		# vars= 0, regs= 6, args= 24
	.mask	0x07c88000
	addik	r1,r1,-52
	swi	r19,r1,28
	addik	r19,r0,params
	swi	r15,r1,0
	swi	r22,r1,32
	swi	r23,r1,36
	swi	r24,r1,40
	swi	r25,r1,44
	swi	r26,r1,48
	lwi	r26,r19,4
	xori	r3,r26,1
	bneid	r3,$L215
	lwi	r23,r19,148
	lwi	r7,r19,84
$L225:
	brlid	r15,copy_in
	
	addk	r5,r23,r0
	brid	$L227
	lwi	r15,r1,0
$L215:
	lwi	r3,r19,8
	beqid	r3,$L217
	addk	r22,r6,r0
	bneid	r5,$L218
	addk	r25,r19,r0
	addik	r24,r0,1	# 0x1
$L219:
	cmpu	r18,r26,r24
	bltid	r18,$L220
	addik	r25,r25,4
	lwi	r7,r19,84
$L228:
	brid	$L225
	addk	r6,r22,r0
$L220:
	lwi	r6,r25,20
	addk	r5,r24,r0
	lwi	r7,r25,84
	bslli	r6,r6,2
	brlid	r15,link_send
	
	addk	r6,r22,r6
	brid	$L219
	addik	r24,r24,1
$L218:
	bslli	r5,r5,2
	addik	r5,r5,params+84
	lwi	r7,r5,0
	addk	r6,r23,r0
	brlid	r15,link_recv
	
	addk	r5,r0,r0
	lwi	r15,r1,0
$L227:
	lwi	r19,r1,28
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	lwi	r25,r1,44
	lwi	r26,r1,48
	rtsd	r15,8 
	
	addik	r1,r1,52
$L217:
	beqid	r5,$L221
	addk	r4,r7,r0
	lwi	r3,r0,-65504
	bslli	r3,r5,2
	bslli	r5,r5,2
	addik	r5,r5,params+20
	lwi	r6,r5,0
	addik	r3,r3,params+84
	lwi	r7,r3,0
	bslli	r6,r6,2
	brid	$L225
	addk	r6,r4,r6
$L221:
	lwi	r3,r19,84
	lwi	r5,r19,0
	bslli	r3,r3,2
	bslli	r5,r5,2
$L222:
	xor	r6,r5,r3
	bnei	r6,$L223
	lwi	r3,r0,-65504
	brid	$L228
	lwi	r7,r19,84
$L223:
	lw	r6,r3,r22
	sw	r6,r3,r4
	brid	$L222
	addik	r3,r3,4
	.end	next_chunk
$Lfe8:
	.size	next_chunk,$Lfe8-next_chunk
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.ent	main
	.type	main, @function
main:
	.frame	r1,116,r15		# vars= 44, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-116
	swi	r22,r1,76
	addik	r22,r0,params
	swi	r28,r1,100
	swi	r15,r1,0
	swi	r19,r1,72
	swi	r23,r1,80
	swi	r24,r1,84
	swi	r25,r1,88
	swi	r26,r1,92
	swi	r27,r1,96
	swi	r29,r1,104
	swi	r30,r1,108
	swi	r31,r1,112
	lwi	r19,r0,-65528
	lwi	r3,r0,-65536
	lwi	r23,r22,0
	lwi	r31,r22,8
	swi	r3,r22,260
	addik	r3,r19,21
	lwi	r5,r22,148
	lwi	r6,r22,172
	lwi	r29,r22,176
	bslli	r3,r3,2
	beqid	r31,$L230
	addk	r28,r23,r23
	addk	r3,r3,r22
	brlid	r15,copy_in
	
	lwi	r7,r3,0
	addk	r7,r28,r0
	addk	r6,r29,r0
	addk	r8,r0,r0
$L268:
	brlid	r15,parallel_multiply
	
	addk	r5,r19,r0
	beqid	r19,$L232
	lwi	r29,r22,164
$L238:
	lwi	r7,r22,188
	addk	r6,r29,r0
	brlid	r15,next_chunk
	
	addk	r5,r19,r0
	lwi	r3,r22,8
	bneid	r3,$L234
	lwi	r31,r22,180
	lwi	r30,r22,152
	addk	r7,r23,r0
	addk	r6,r31,r0
	brlid	r15,copy_in
	
	addk	r5,r30,r0
	lwi	r3,r22,8
	beqid	r3,$L269
	addk	r6,r30,r0
$L234:
	addk	r30,r31,r0
	addk	r6,r30,r0
$L269:
	lwi	r8,r22,16
	addk	r7,r23,r0
	brlid	r15,parallel_multiply
	
	addk	r5,r19,r0
	beqid	r19,$L240
	lwi	r30,r22,168
$L246:
	lwi	r7,r22,192
	addk	r6,r30,r0
	brlid	r15,next_chunk
	
	addk	r5,r19,r0
	lwi	r3,r22,8
	bneid	r3,$L242
	lwi	r31,r22,184
	lwi	r3,r22,152
	addk	r7,r23,r0
	addk	r6,r31,r0
	addk	r5,r3,r0
	brlid	r15,copy_in
	
	swi	r3,r1,60
	lwi	r4,r22,8
	beqid	r4,$L247
	lwi	r3,r1,60
$L242:
	addk	r3,r31,r0
$L247:
	addk	r7,r28,r0
	addk	r6,r3,r0
	addk	r5,r19,r0
	brlid	r15,parallel_multiply
	
	addk	r8,r0,r0
	bnei	r19,$L249
	lwi	r11,r22,156
$L250:
	cmpu	r18,r28,r3
	bltid	r18,$L251
	bslli	r4,r3,2
	muli	r9,r23,-4
	addk	r3,r19,r0
	addk	r4,r19,r0
	addk	r10,r19,r0
	addk	r8,r30,r9
$L252:
	xor	r5,r10,r28
	bneid	r5,$L254
	addk	r26,r0,r0
	bslli	r10,r23,3
	sw	r4,r10,r8
	lwi	r3,r22,8
	bneid	r3,$L255
	rsubk	r9,r9,r0
	lwi	r31,r22,152
$L255:
	beqid	r4,$L256
	addik	r6,r31,4
	addk	r4,r19,r0
$L261:
	xor	r3,r9,r19
	bneid	r3,$L262
	addk	r24,r0,r0
	lw	r3,r10,r8
	rsubk	r3,r4,r3
	brid	$L249
	sw	r3,r10,r8
$L230:
	bslli	r4,r19,2
	addik	r4,r4,params+20
	lwi	r4,r4,0
	addik	r3,r3,params
	lwi	r7,r3,0
	bslli	r4,r4,2
	brlid	r15,copy_in
	
	addk	r6,r6,r4
	lwi	r30,r22,152
	addk	r7,r23,r0
	addk	r6,r29,r0
	brlid	r15,copy_in
	
	addk	r5,r30,r0
	addk	r8,r31,r0
	addk	r7,r28,r0
	brid	$L268
	addk	r6,r30,r0
$L232:
	lwi	r7,r22,156
	addk	r4,r19,r0
$L235:
	xor	r5,r4,r28
	beqid	r5,$L238
	addk	r6,r19,r0
	cmpu	r18,r3,r4
	bgeid	r18,$L236
	bslli	r5,r4,2
	lw	r6,r5,r7
$L236:
	sw	r6,r5,r29
	brid	$L235
	addik	r4,r4,1
$L240:
	lwi	r7,r22,156
	addk	r4,r19,r0
$L243:
	xor	r5,r23,r4
	beqid	r5,$L246
	addk	r6,r19,r0
	cmpu	r18,r3,r4
	bgeid	r18,$L244
	bslli	r5,r4,2
	lw	r6,r5,r7
$L244:
	sw	r6,r5,r30
	brid	$L243
	addik	r4,r4,1
$L251:
	addik	r3,r3,1
	brid	$L250
	sw	r0,r4,r11
$L254:
	lw	r5,r3,r29
	swi	r26,r1,28
	swi	r5,r1,32
	lw	r27,r3,r11
	lwi	r6,r1,28
	lwi	r7,r1,32
	swi	r4,r1,40
	swi	r26,r1,36
	lwi	r4,r1,36
	lwi	r5,r1,40
	add	r7,r27,r7
	addc	r6,r26,r6
	add	r5,r7,r5
	addc	r4,r6,r4
	swi	r4,r1,64
	swi	r5,r1,68
	cmpu	r18,r23,r10
	blti	r18,$L253
	sw	r5,r3,r8
$L253:
	lwi	r4,r1,64
	addik	r10,r10,1
	brid	$L252
	addik	r3,r3,4
$L260:
	lw	r5,r3,r30
	addik	r3,r3,-4
	lw	r3,r3,r6
	xor	r7,r5,r3
	beqid	r7,$L258
	addik	r23,r23,-1
	cmpu	r18,r5,r3
	bltid	r18,$L261
	addk	r19,r4,r0
$L249:
	lwi	r3,r0,-65536
	swi	r3,r22,264
	lwi	r15,r1,0
	lwi	r19,r1,72
	lwi	r22,r1,76
	lwi	r23,r1,80
	lwi	r24,r1,84
	lwi	r25,r1,88
	lwi	r26,r1,92
	lwi	r27,r1,96
	lwi	r28,r1,100
	lwi	r29,r1,104
	lwi	r30,r1,108
	lwi	r31,r1,112
	addk	r3,r0,r0
	rtsd	r15,8 
	
	addik	r1,r1,116
$L256:
	addik	r23,r23,-1
$L258:
	xori	r3,r23,-1
	bneid	r3,$L260
	bslli	r3,r23,2
	brid	$L261
	addk	r19,r4,r0
$L262:
	swi	r4,r1,48
	swi	r24,r1,44
	lw	r25,r19,r30
	lwi	r26,r1,44
	lwi	r27,r1,48
	swi	r24,r1,52
	rsub	r7,r27,r25
	rsubc	r6,r26,r24
	lw	r27,r19,r31
	swi	r27,r1,56
	lwi	r26,r1,52
	lwi	r27,r1,56
	rsub	r5,r27,r7
	rsubc	r4,r26,r6
	sw	r5,r19,r30
	andi	r4,r4,1 #and1
	brid	$L261
	addik	r19,r19,4
	.end	main
$Lfe9:
	.size	main,$Lfe9-main
	.globl	params
	.section	.data,"aw"
	.align	2
	.type	params,@object
	.size	params,268
params:
	.space	268
