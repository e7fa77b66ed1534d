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
 # 82 "pmont.c" 1
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
 # 82 "pmont.c" 1
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
 # 83 "pmont.c" 1
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
 # 82 "pmont.c" 1
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
 # 82 "pmont.c" 1
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
 # 82 "pmont.c" 1
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
 # 82 "pmont.c" 1
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
 # 82 "pmont.c" 1
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
 # 82 "pmont.c" 1
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
 # 83 "pmont.c" 1
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
 # 83 "pmont.c" 1
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
 # 83 "pmont.c" 1
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
 # 83 "pmont.c" 1
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
 # 83 "pmont.c" 1
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
 # 83 "pmont.c" 1
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
 # 83 "pmont.c" 1
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
 # 91 "pmont.c" 1
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
 # 91 "pmont.c" 1
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
 # 92 "pmont.c" 1
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
 # 91 "pmont.c" 1
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
 # 91 "pmont.c" 1
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
 # 91 "pmont.c" 1
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
 # 91 "pmont.c" 1
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
 # 91 "pmont.c" 1
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
 # 91 "pmont.c" 1
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
 # 92 "pmont.c" 1
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
 # 92 "pmont.c" 1
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
 # 92 "pmont.c" 1
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
 # 92 "pmont.c" 1
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
 # 92 "pmont.c" 1
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
 # 92 "pmont.c" 1
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
 # 92 "pmont.c" 1
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
	.ent	barrier
	.type	barrier, @function
barrier:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	addik	r7,r0,params
	lwi	r3,r7,268
	bnei	r3,$L161
	lwi	r3,r0,-65504
$L160:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L161:
	lwi	r9,r7,272
	lwi	r8,r7,276
	addik	r4,r0,-65500
	addk	r5,r5,r5
	ori	r6,r5,1
$L163:
	swi	r6,r4,0
	lwi	r3,r4,0
	xor	r3,r6,r3
	bnei	r3,$L163
	lwi	r3,r8,0
	lwi	r6,r9,0
	lwi	r7,r7,4
	addik	r6,r6,1
	xor	r7,r7,r6
	bnei	r7,$L164
	swi	r7,r9,0
	addik	r3,r3,1
	swi	r3,r8,0
	swi	r5,r4,0
	bri	$L160
$L164:
	swi	r6,r9,0
	swi	r5,r4,0
$L165:
	lwi	r4,r8,0
	xor	r4,r4,r3
	beqi	r4,$L165
	bri	$L160
	.end	barrier
$Lfe5:
	.size	barrier,$Lfe5-barrier
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
	beqid	r3,$L169
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
$L174:
	lwi	r19,r1,32
	lwi	r22,r1,36
	lwi	r23,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L169:
	bslli	r5,r5,2
	bslli	r19,r8,2
	addik	r5,r5,params+196
	lwi	r4,r5,0
	swi	r8,r4,0
	addik	r4,r4,4
$L171:
	xor	r5,r3,r19
	beqid	r5,$L174
	lwi	r15,r1,0
	lw	r5,r3,r23
	sw	r5,r3,r4
	brid	$L171
	addik	r3,r3,4
	.end	give
$Lfe6:
	.size	give,$Lfe6-give
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
	beqid	r3,$L176
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
$L177:
	lwi	r3,r1,32
	lwi	r15,r1,0
	lwi	r19,r1,36
	lwi	r22,r1,40
	lwi	r23,r1,44
	rtsd	r15,8 
	
	addik	r1,r1,48
$L176:
	bslli	r19,r5,2
	addik	r19,r19,params+196
	lwi	r6,r19,0
	addk	r5,r23,r0
	lwi	r19,r6,0
	addik	r6,r6,4
	brlid	r15,copy_in
	
	addk	r7,r19,r0
	brid	$L177
	swi	r19,r1,32
	.end	take
$Lfe7:
	.size	take,$Lfe7-take
	.align	2
	.ent	parallel_multiply
	.type	parallel_multiply, @function
parallel_multiply:
	.frame	r1,112,r15		# vars= 36, regs= 11, args= 28
	.mask	0xffc88000
	bslli	r3,r5,2
	addik	r1,r1,-112
	swi	r19,r1,68
	swi	r22,r1,72
	swi	r25,r1,84
	swi	r26,r1,88
	swi	r15,r1,0
	swi	r23,r1,76
	swi	r24,r1,80
	swi	r27,r1,92
	swi	r28,r1,96
	swi	r29,r1,100
	swi	r30,r1,104
	swi	r31,r1,108
	addik	r3,r3,params+20
	addik	r25,r0,params
	lwi	r27,r3,0
	bslli	r3,r5,2
	addik	r3,r3,params+84
	lwi	r9,r25,0
	lwi	r12,r3,0
	rsubk	r19,r27,r7
	addk	r22,r5,r0
	addk	r3,r12,r9
	addk	r26,r7,r0
	cmpu	r18,r19,r3
	bgeid	r18,$L180
	lwi	r23,r25,4
	addk	r19,r3,r0
$L180:
	lwi	r4,r25,148
	lwi	r24,r25,156
	beqid	r8,$L181
	swi	r4,r1,60
	rsubk	r8,r27,r9
$L181:
	beqid	r8,$L183
	addk	r7,r24,r0
	addk	r3,r19,r0
$L183:
	bslli	r3,r3,2
	addk	r5,r24,r0
	addk	r4,r24,r3
$L184:
	xor	r3,r5,r4
	bnei	r3,$L185
$L186:
	xor	r4,r12,r3
	bnei	r4,$L191
	xori	r3,r23,1
	beqi	r3,$L179
	addik	r29,r0,params
	lwi	r6,r29,12
	bneid	r6,$L194
	addik	r30,r0,1	# 0x1
	bnei	r22,$L195
	lwi	r3,r29,8
	bnei	r3,$L196
	brlid	r15,barrier
	
	addk	r5,r22,r0
$L196:
	addik	r27,r0,params
	addik	r22,r0,1	# 0x1
	addk	r28,r0,r0
$L197:
	cmpu	r18,r23,r22
	bgeid	r18,$L179
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
	brid	$L197
	addk	r19,r3,r0
$L185:
	swi	r0,r5,0
	brid	$L184
	addik	r5,r5,4
$L191:
	lwi	r5,r1,60
	bslli	r4,r3,2
	lw	r4,r4,r5
	swi	r4,r1,40
	beqid	r8,$L187
	addk	r4,r9,r0
	rsubk	r4,r3,r8
$L187:
	bslli	r10,r4,2
	addk	r5,r0,r0
	swi	r10,r1,64
	addk	r10,r5,r0
$L188:
	lwi	r28,r1,64
	xor	r11,r28,r5
	bnei	r11,$L189
	addk	r4,r3,r4
	cmpu	r18,r19,r4
	bgeid	r18,$L190
	bslli	r4,r4,2
	sw	r10,r4,r24
$L190:
	addik	r3,r3,1
	brid	$L186
	addik	r7,r7,4
$L189:
	lw	r29,r5,r6
	lwi	r11,r1,40
	swi	r10,r1,36
	mul	r31,r11,r29
	mulhu	r30,r11,r29
	swi	r30,r1,44
	swi	r31,r1,48
	addk	r30,r0,r0
	swi	r30,r1,32
	lw	r31,r5,r7
	lwi	r28,r1,32
	lwi	r29,r1,36
	lwi	r10,r1,44
	lwi	r11,r1,48
	add	r29,r31,r29
	addc	r28,r30,r28
	add	r11,r11,r29
	addc	r10,r10,r28
	swi	r10,r1,44
	swi	r11,r1,48
	sw	r11,r5,r7
	lwi	r10,r1,44
	brid	$L188
	addik	r5,r5,4
$L195:
	addk	r8,r19,r0
	addk	r7,r24,r0
	brlid	r15,give
	
	addk	r5,r22,r0
	lwi	r3,r29,8
	bneid	r3,$L220
	addk	r3,r19,r0
	brlid	r15,barrier
	
	addk	r5,r22,r0
$L179:
	addk	r3,r19,r0
$L220:
	lwi	r15,r1,0
	lwi	r19,r1,68
	lwi	r22,r1,72
	lwi	r23,r1,76
	lwi	r24,r1,80
	lwi	r25,r1,84
	lwi	r26,r1,88
	lwi	r27,r1,92
	lwi	r28,r1,96
	lwi	r29,r1,100
	lwi	r30,r1,104
	lwi	r31,r1,108
	rtsd	r15,8 
	
	addik	r1,r1,112
$L205:
	srl	r28,r28
	cmpu	r18,r28,r22
	blti	r18,$L200
	cmpu	r18,r23,r22
	bgeid	r18,$L200
	addk	r8,r19,r0
	addk	r7,r24,r0
	addk	r5,r22,r0
	brlid	r15,give
	
	rsubk	r6,r28,r22
$L200:
	lwi	r3,r29,8
	bnei	r3,$L203
	brlid	r15,barrier
	
	addk	r5,r22,r0
$L203:
	rsubk	r23,r28,r23
	cmpu	r18,r23,r22
	bgeid	r18,$L204
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
$L204:
	addk	r23,r28,r0
$L194:
	cmpu	r18,r23,r30
	bltid	r18,$L205
	addik	r28,r23,1
	brid	$L220
	addk	r3,r19,r0
	.end	parallel_multiply
$Lfe8:
	.size	parallel_multiply,$Lfe8-parallel_multiply
	.align	2
	.ent	next_chunk
	.type	next_chunk, @function
next_chunk:
	.frame	r1,52,r15		# vars= 0, regs= 6, args= 24
	.mask	0x07c88000
	addik	r1,r1,-52
	swi	r22,r1,32
	addik	r22,r0,params
	swi	r15,r1,0
	swi	r19,r1,28
	swi	r23,r1,36
	swi	r24,r1,40
	swi	r25,r1,44
	swi	r26,r1,48
	lwi	r26,r22,4
	xori	r3,r26,1
	bneid	r3,$L222
	lwi	r24,r22,148
	lwi	r7,r22,84
$L232:
	brlid	r15,copy_in
	
	addk	r5,r24,r0
	brid	$L234
	lwi	r15,r1,0
$L222:
	lwi	r3,r22,8
	addk	r19,r5,r0
	beqid	r3,$L224
	addk	r23,r6,r0
	bneid	r5,$L225
	addk	r25,r22,r0
	addik	r19,r0,1	# 0x1
$L226:
	cmpu	r18,r26,r19
	bltid	r18,$L227
	addik	r25,r25,4
	lwi	r7,r22,84
$L235:
	brid	$L232
	addk	r6,r23,r0
$L227:
	lwi	r6,r25,20
	addk	r5,r19,r0
	lwi	r7,r25,84
	bslli	r6,r6,2
	brlid	r15,link_send
	
	addk	r6,r23,r6
	brid	$L226
	addik	r19,r19,1
$L225:
	bslli	r19,r5,2
	addik	r19,r19,params+84
	lwi	r7,r19,0
	addk	r6,r24,r0
	brlid	r15,link_recv
	
	addk	r5,r0,r0
	lwi	r15,r1,0
$L234:
	lwi	r19,r1,28
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	lwi	r25,r1,44
	lwi	r26,r1,48
	rtsd	r15,8 
	
	addik	r1,r1,52
$L224:
	beqid	r5,$L228
	addk	r25,r7,r0
	brlid	r15,barrier
	nop		# Unfilled delay slot

	bslli	r3,r19,2
	bslli	r19,r19,2
	addik	r19,r19,params+20
	lwi	r6,r19,0
	addik	r3,r3,params+84
	lwi	r7,r3,0
	bslli	r6,r6,2
	brid	$L232
	addk	r6,r25,r6
$L228:
	lwi	r3,r22,84
	lwi	r4,r22,0
	bslli	r3,r3,2
	bslli	r4,r4,2
$L229:
	xor	r5,r4,r3
	bnei	r5,$L230
	brlid	r15,barrier
	nop		# Unfilled delay slot

	brid	$L235
	lwi	r7,r22,84
$L230:
	lw	r5,r3,r23
	sw	r5,r3,r25
	brid	$L229
	addik	r3,r3,4
	.end	next_chunk
$Lfe9:
	.size	next_chunk,$Lfe9-next_chunk
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
	beqid	r31,$L237
	addk	r28,r23,r23
	addk	r3,r3,r22
	brlid	r15,copy_in
	
	lwi	r7,r3,0
	addk	r7,r28,r0
	addk	r6,r29,r0
	addk	r8,r0,r0
$L275:
	brlid	r15,parallel_multiply
	
	addk	r5,r19,r0
	beqid	r19,$L239
	lwi	r29,r22,164
$L245:
	lwi	r7,r22,188
	addk	r6,r29,r0
	brlid	r15,next_chunk
	
	addk	r5,r19,r0
	lwi	r3,r22,8
	bneid	r3,$L241
	lwi	r31,r22,180
	lwi	r30,r22,152
	addk	r7,r23,r0
	addk	r6,r31,r0
	brlid	r15,copy_in
	
	addk	r5,r30,r0
	lwi	r3,r22,8
	beqid	r3,$L276
	addk	r6,r30,r0
$L241:
	addk	r30,r31,r0
	addk	r6,r30,r0
$L276:
	lwi	r8,r22,16
	addk	r7,r23,r0
	brlid	r15,parallel_multiply
	
	addk	r5,r19,r0
	beqid	r19,$L247
	lwi	r30,r22,168
$L253:
	lwi	r7,r22,192
	addk	r6,r30,r0
	brlid	r15,next_chunk
	
	addk	r5,r19,r0
	lwi	r3,r22,8
	bneid	r3,$L249
	lwi	r31,r22,184
	lwi	r3,r22,152
	addk	r7,r23,r0
	addk	r6,r31,r0
	addk	r5,r3,r0
	brlid	r15,copy_in
	
	swi	r3,r1,60
	lwi	r4,r22,8
	beqid	r4,$L254
	lwi	r3,r1,60
$L249:
	addk	r3,r31,r0
$L254:
	addk	r7,r28,r0
	addk	r6,r3,r0
	addk	r5,r19,r0
	brlid	r15,parallel_multiply
	
	addk	r8,r0,r0
	bnei	r19,$L256
	lwi	r11,r22,156
$L257:
	cmpu	r18,r28,r3
	bltid	r18,$L258
	bslli	r4,r3,2
	muli	r9,r23,-4
	addk	r3,r19,r0
	addk	r4,r19,r0
	addk	r10,r19,r0
	addk	r8,r30,r9
$L259:
	xor	r5,r10,r28
	bneid	r5,$L261
	addk	r26,r0,r0
	bslli	r10,r23,3
	sw	r4,r10,r8
	lwi	r3,r22,8
	bneid	r3,$L262
	rsubk	r9,r9,r0
	lwi	r31,r22,152
$L262:
	beqid	r4,$L263
	addik	r6,r31,4
	addk	r4,r19,r0
$L268:
	xor	r3,r9,r19
	bneid	r3,$L269
	addk	r24,r0,r0
	lw	r3,r10,r8
	rsubk	r3,r4,r3
	brid	$L256
	sw	r3,r10,r8
$L237:
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
	brid	$L275
	addk	r6,r30,r0
$L239:
	lwi	r7,r22,156
	addk	r4,r19,r0
$L242:
	xor	r5,r4,r28
	beqid	r5,$L245
	addk	r6,r19,r0
	cmpu	r18,r3,r4
	bgeid	r18,$L243
	bslli	r5,r4,2
	lw	r6,r5,r7
$L243:
	sw	r6,r5,r29
	brid	$L242
	addik	r4,r4,1
$L247:
	lwi	r7,r22,156
	addk	r4,r19,r0
$L250:
	xor	r5,r23,r4
	beqid	r5,$L253
	addk	r6,r19,r0
	cmpu	r18,r3,r4
	bgeid	r18,$L251
	bslli	r5,r4,2
	lw	r6,r5,r7
$L251:
	sw	r6,r5,r30
	brid	$L250
	addik	r4,r4,1
$L258:
	addik	r3,r3,1
	brid	$L257
	sw	r0,r4,r11
$L261:
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
	blti	r18,$L260
	sw	r5,r3,r8
$L260:
	lwi	r4,r1,64
	addik	r10,r10,1
	brid	$L259
	addik	r3,r3,4
$L267:
	lw	r5,r3,r30
	addik	r3,r3,-4
	lw	r3,r3,r6
	xor	r7,r5,r3
	beqid	r7,$L265
	addik	r23,r23,-1
	cmpu	r18,r5,r3
	bltid	r18,$L268
	addk	r19,r4,r0
$L256:
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
$L263:
	addik	r23,r23,-1
$L265:
	xori	r3,r23,-1
	bneid	r3,$L267
	bslli	r3,r23,2
	brid	$L268
	addk	r19,r4,r0
$L269:
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
	brid	$L268
	addik	r19,r19,4
	.end	main
$Lfe10:
	.size	main,$Lfe10-main
	.globl	params
	.section	.data,"aw"
	.align	2
	.type	params,@object
	.size	params,280
params:
	.space	280
