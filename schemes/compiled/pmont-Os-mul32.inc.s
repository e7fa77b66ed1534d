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
	beqid	r3,$L136
	xor	r4,r3,r7
	addik	r3,r0,8	# 0x8
	cmpu	r18,r5,r3
	bltid	r18,$L71
	xori	r3,r5,4
	beqid	r3,$L137
	xor	r4,r3,r7
	addik	r3,r0,4	# 0x4
	cmpu	r18,r5,r3
	bltid	r18,$L73
	xori	r3,r5,6
	xori	r3,r5,2
	beqi	r3,$L103
	xori	r3,r5,3
	beqid	r3,$L102
	addk	r4,r6,r0
	bneid	r5,$L104
	addk	r3,r0,r0
$L105:
	xor	r3,r5,r7
	beqi	r3,$L69
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	swi	r3,r6,0
	addik	r5,r5,1
	brid	$L105
	addik	r6,r6,4
$L73:
	beqid	r3,$L99
	xori	r5,r5,7
	beqid	r5,$L98
	addk	r3,r6,r0
	addk	r3,r0,r0
$L100:
	xor	r4,r3,r7
	beqi	r4,$L69
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl5
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	brid	$L100
	addik	r6,r6,4
$L71:
	xori	r3,r5,12
	beqid	r3,$L138
	xor	r4,r3,r7
	addik	r3,r0,12	# 0xc
	cmpu	r18,r5,r3
	bltid	r18,$L82
	xori	r3,r5,14
	xori	r3,r5,10
	beqid	r3,$L95
	xori	r5,r5,11
	beqid	r5,$L94
	addk	r3,r6,r0
	addk	r3,r0,r0
$L96:
	xor	r4,r3,r7
	beqi	r4,$L69
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl9
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	brid	$L96
	addik	r6,r6,4
$L82:
	beqi	r3,$L91
	xori	r3,r5,15
	beqid	r3,$L90
	addk	r4,r6,r0
	xori	r5,r5,13
	beqi	r5,$L92
$L69:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L107:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl1
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	addik	r6,r6,4
$L104:
	xor	r4,r3,r7
	bnei	r4,$L107
	bri	$L69
$L109:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl2
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	addik	r6,r6,4
$L103:
	xor	r4,r3,r7
	bnei	r4,$L109
	bri	$L69
$L110:
 #APP
 # 91 "pmont.c" 1
	get	r5,rfsl3
 # 0 "" 2
 #NO_APP
	swi	r5,r4,0
	addik	r3,r3,1
	addik	r4,r4,4
$L102:
	xor	r5,r3,r7
	bnei	r5,$L110
	bri	$L69
$L111:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl4
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	addik	r6,r6,4
	xor	r4,r3,r7
$L137:
	bnei	r4,$L111
	bri	$L69
$L113:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl6
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	addik	r6,r6,4
$L99:
	xor	r4,r3,r7
	bnei	r4,$L113
	bri	$L69
$L114:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl7
 # 0 "" 2
 #NO_APP
	swi	r4,r3,0
	addik	r5,r5,1
	addik	r3,r3,4
$L98:
	xor	r4,r5,r7
	bnei	r4,$L114
	bri	$L69
$L115:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl8
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	addik	r6,r6,4
	xor	r4,r3,r7
$L136:
	bnei	r4,$L115
	bri	$L69
$L117:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl10
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	addik	r6,r6,4
$L95:
	xor	r4,r3,r7
	bnei	r4,$L117
	bri	$L69
$L118:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl11
 # 0 "" 2
 #NO_APP
	swi	r4,r3,0
	addik	r5,r5,1
	addik	r3,r3,4
$L94:
	xor	r4,r5,r7
	bnei	r4,$L118
	bri	$L69
$L119:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl12
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	addik	r6,r6,4
	xor	r4,r3,r7
$L138:
	bnei	r4,$L119
	bri	$L69
$L120:
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl13
 # 0 "" 2
 #NO_APP
	swi	r3,r6,0
	addik	r5,r5,1
	addik	r6,r6,4
$L92:
	xor	r3,r5,r7
	bnei	r3,$L120
	bri	$L69
$L121:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl14
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	addik	r6,r6,4
$L91:
	xor	r4,r3,r7
	bnei	r4,$L121
	bri	$L69
$L122:
 #APP
 # 92 "pmont.c" 1
	get	r5,rfsl15
 # 0 "" 2
 #NO_APP
	swi	r5,r4,0
	addik	r3,r3,1
	addik	r4,r4,4
$L90:
	xor	r5,r3,r7
	bnei	r5,$L122
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
$L140:
	xor	r4,r3,r7
	bnei	r4,$L141
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L141:
	lw	r4,r3,r6
	sw	r4,r3,r5
	brid	$L140
	addik	r3,r3,4
	.end	copy_in
$Lfe3:
	.size	copy_in,$Lfe3-copy_in
	.align	2
	.ent	add_partial
	.type	add_partial, @function
add_partial:
	.frame	r1,40,r15		# vars= 0, regs= 9, args= 0
	.mask	0x3fc80000
	addik	r1,r1,-40
	rsubk	r9,r6,r9
	swi	r19,r1,4
	swi	r22,r1,8
	swi	r23,r1,12
	swi	r24,r1,16
	swi	r25,r1,20
	swi	r26,r1,24
	swi	r27,r1,28
	swi	r28,r1,32
	swi	r29,r1,36
	addk	r10,r9,r10
	addk	r11,r5,r0
	cmpu	r18,r7,r10
	bltid	r18,$L143
	addk	r4,r7,r0
	addk	r4,r10,r0
$L143:
	lwi	r3,r1,68
	addik	r4,r4,1
	rsubk	r3,r6,r3
	cmpu	r18,r3,r4
	bgei	r18,$L145
	addk	r3,r4,r0
$L145:
	cmpu	r18,r3,r7
	bltid	r18,$L146
	bslli	r4,r7,2
	addk	r12,r0,r0
	bslli	r19,r9,2
	addk	r4,r12,r0
	addk	r19,r11,r19
$L147:
	xor	r5,r10,r9
	beqi	r5,$L148
	cmpu	r18,r3,r9
	bltid	r18,$L149
	addk	r22,r0,r0
$L148:
	bslli	r5,r9,2
	addik	r6,r0,0x00000000
	addik	r7,r0,0x00000001 #li => la
	brid	$L150
	addk	r5,r11,r5
$L146:
	addik	r7,r7,1
	brid	$L145
	sw	r0,r4,r11
$L149:
	lw	r23,r12,r19
	lw	r27,r12,r8
	addk	r26,r22,r0
	addk	r29,r4,r0
	addk	r28,r22,r0
	add	r7,r23,r27
	addc	r6,r22,r26
	addik	r9,r9,1
	add	r5,r7,r29
	addc	r4,r6,r28
	sw	r5,r12,r19
	brid	$L147
	addik	r12,r12,4
$L151:
	lwi	r4,r5,0
	addik	r9,r9,1
	addk	r25,r4,r0
	addik	r8,r4,1
	swi	r8,r5,0
	add	r11,r25,r7
	addc	r10,r24,r6
	addk	r4,r10,r0
	addik	r5,r5,4
$L150:
	cmpu	r18,r3,r9
	bgeid	r18,$L159
	lwi	r19,r1,4
	andi	r4,r4,1 #and1
	bneid	r4,$L151
	addk	r24,r0,r0
	lwi	r19,r1,4
$L159:
	lwi	r22,r1,8
	lwi	r23,r1,12
	lwi	r24,r1,16
	lwi	r25,r1,20
	lwi	r26,r1,24
	lwi	r27,r1,28
	lwi	r28,r1,32
	lwi	r29,r1,36
	rtsd	r15,8 
	
	addik	r1,r1,40
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
	swi	r22,r1,36
	swi	r15,r1,0
	swi	r23,r1,40
	swi	r8,r1,60
	addk	r19,r7,r0
	beqid	r3,$L169
	addk	r22,r8,r0
	addk	r23,r6,r0
	addik	r7,r0,1	# 0x1
	addik	r6,r1,28
	brlid	r15,link_recv
	
	addk	r5,r23,r0
	addk	r5,r23,r0
	addik	r7,r0,1	# 0x1
	brlid	r15,link_send
	
	addik	r6,r1,60
	addk	r7,r22,r0
	addk	r6,r19,r0
	brlid	r15,link_send
	
	addk	r5,r23,r0
$L168:
	lwi	r15,r1,0
	lwi	r19,r1,32
	lwi	r22,r1,36
	lwi	r23,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L169:
	bslli	r5,r5,2
	bslli	r22,r8,2
	addik	r5,r5,params+196
	lwi	r3,r5,0
	addk	r6,r7,r0
	addk	r22,r7,r22
	swi	r8,r3,0
	addik	r3,r3,4
	xor	r4,r6,r22
$L174:
	beqid	r4,$L168
	addik	r3,r3,4
	lwi	r4,r6,0
	addik	r6,r6,4
	swi	r4,r3,-4
	brid	$L174
	xor	r4,r6,r22
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
	.frame	r1,140,r15		# vars= 64, regs= 11, args= 28
	.mask	0xffc88000
	bslli	r3,r5,2
	addik	r1,r1,-140
	swi	r19,r1,96
	swi	r22,r1,100
	swi	r27,r1,120
	swi	r28,r1,124
	swi	r15,r1,0
	swi	r23,r1,104
	swi	r24,r1,108
	swi	r25,r1,112
	swi	r26,r1,116
	swi	r29,r1,128
	swi	r30,r1,132
	swi	r31,r1,136
	addik	r3,r3,params+20
	addik	r4,r0,params
	lwi	r31,r3,0
	bslli	r3,r5,2
	addik	r3,r3,params+84
	lwi	r3,r3,0
	lwi	r11,r4,0
	swi	r6,r1,148
	swi	r3,r1,32
	rsubk	r19,r31,r7
	addk	r3,r3,r11
	addk	r22,r5,r0
	addk	r28,r7,r0
	addk	r27,r8,r0
	cmpu	r18,r19,r3
	bgeid	r18,$L180
	lwi	r23,r4,4
	addk	r19,r3,r0
$L180:
	lwi	r25,r4,156
	lwi	r4,r4,148
	beqid	r27,$L183
	swi	r4,r1,52
	rsubk	r27,r31,r11
	beqid	r27,$L222
	bslli	r3,r3,2
	addk	r3,r19,r0
$L183:
	bslli	r3,r3,2
$L222:
	addk	r4,r25,r0
	addk	r3,r25,r3
$L184:
	xor	r24,r4,r3
	bneid	r24,$L185
	addk	r29,r24,r0
	addk	r30,r24,r0
$L186:
	lwi	r6,r1,32
	xor	r3,r6,r29
	bneid	r3,$L191
	lwi	r3,r1,52
	xori	r3,r23,1
	beqi	r3,$L179
	addik	r26,r0,params
	lwi	r6,r26,12
	bneid	r6,$L194
	addik	r27,r0,1	# 0x1
	bneid	r22,$L195
	addk	r8,r19,r0
	lwi	r3,r26,8
	bnei	r3,$L196
	brlid	r15,barrier
	
	addk	r5,r22,r0
$L196:
	addik	r24,r0,params
	addik	r22,r0,1	# 0x1
	addk	r27,r0,r0
$L197:
	cmpu	r18,r23,r22
	bgeid	r18,$L179
	addik	r24,r24,4
	addk	r5,r22,r0
	brlid	r15,take
	
	addik	r22,r22,1
	swi	r28,r1,28
	addk	r7,r19,r0
	addk	r10,r3,r0
	lwi	r9,r24,20
	lwi	r8,r26,160
	addk	r6,r27,r0
	brlid	r15,add_partial
	
	addk	r5,r25,r0
	brid	$L197
	addk	r19,r3,r0
$L185:
	swi	r0,r4,0
	brid	$L184
	addik	r4,r4,4
$L191:
	addk	r26,r11,r0
	lw	r3,r24,r3
	beqid	r27,$L187
	swi	r3,r1,56
	rsubk	r26,r29,r27
$L187:
	lwi	r9,r1,148
	bslli	r3,r26,2
	addk	r12,r30,r0
	addk	r3,r3,r9
	addk	r10,r25,r24
	swi	r3,r1,60
$L188:
	lwi	r5,r1,60
	xor	r3,r9,r5
	bneid	r3,$L189
	addk	r7,r30,r0
	addk	r26,r29,r26
	cmpu	r18,r19,r26
	bgeid	r18,$L190
	bslli	r26,r26,2
	sw	r12,r26,r25
$L190:
	addik	r29,r29,1
	brid	$L186
	addik	r24,r24,4
$L189:
	lwi	r6,r9,0
	addk	r5,r30,r0
	lwi	r8,r1,56
	swi	r9,r1,76
	swi	r10,r1,68
	swi	r11,r1,64
	brlid	r15,__muldi3
	
	swi	r12,r1,72
	lwi	r10,r1,68
	lwi	r12,r1,72
	swi	r3,r1,88
	swi	r4,r1,92
	lwi	r4,r10,0
	swi	r12,r1,48
	swi	r30,r1,36
	swi	r4,r1,40
	swi	r30,r1,44
	lwi	r4,r1,44
	lwi	r5,r1,48
	lwi	r6,r1,36
	lwi	r7,r1,40
	lwi	r9,r1,76
	lwi	r11,r1,64
	add	r7,r7,r5
	addc	r6,r6,r4
	lwi	r4,r1,88
	lwi	r5,r1,92
	addik	r9,r9,4
	addik	r10,r10,4
	add	r7,r5,r7
	addc	r6,r4,r6
	swi	r6,r1,80
	swi	r7,r1,84
	swi	r7,r10,-4
	brid	$L188
	lwi	r12,r1,80
$L195:
	addk	r7,r25,r0
	brlid	r15,give
	
	addk	r5,r22,r0
	lwi	r3,r26,8
	bneid	r3,$L221
	addk	r3,r19,r0
	brlid	r15,barrier
	
	addk	r5,r22,r0
$L179:
	addk	r3,r19,r0
$L221:
	lwi	r15,r1,0
	lwi	r19,r1,96
	lwi	r22,r1,100
	lwi	r23,r1,104
	lwi	r24,r1,108
	lwi	r25,r1,112
	lwi	r26,r1,116
	lwi	r27,r1,120
	lwi	r28,r1,124
	lwi	r29,r1,128
	lwi	r30,r1,132
	lwi	r31,r1,136
	rtsd	r15,8 
	
	addik	r1,r1,140
$L205:
	srl	r24,r24
	cmpu	r18,r24,r22
	blti	r18,$L200
	cmpu	r18,r23,r22
	bgeid	r18,$L200
	addk	r8,r19,r0
	addk	r7,r25,r0
	addk	r5,r22,r0
	brlid	r15,give
	
	rsubk	r6,r24,r22
$L200:
	lwi	r3,r26,8
	bnei	r3,$L203
	brlid	r15,barrier
	
	addk	r5,r22,r0
$L203:
	rsubk	r23,r24,r23
	cmpu	r18,r23,r22
	bgeid	r18,$L204
	addk	r23,r22,r24
	addk	r5,r23,r0
	brlid	r15,take
	
	bslli	r23,r23,2
	addik	r23,r23,params+20
	swi	r28,r1,28
	addk	r7,r19,r0
	addk	r10,r3,r0
	lwi	r9,r23,0
	lwi	r8,r26,160
	addk	r6,r31,r0
	brlid	r15,add_partial
	
	addk	r5,r25,r0
	addk	r19,r3,r0
$L204:
	addk	r23,r24,r0
$L194:
	cmpu	r18,r23,r27
	bltid	r18,$L205
	addik	r24,r23,1
	brid	$L221
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
	bneid	r3,$L224
	lwi	r25,r22,148
	lwi	r7,r22,84
$L234:
	brlid	r15,copy_in
	
	addk	r5,r25,r0
	brid	$L236
	lwi	r15,r1,0
$L224:
	lwi	r3,r22,8
	addk	r19,r5,r0
	beqid	r3,$L226
	addk	r24,r6,r0
	bneid	r5,$L227
	addk	r23,r22,r0
	addik	r19,r0,1	# 0x1
$L228:
	cmpu	r18,r26,r19
	bltid	r18,$L229
	addik	r23,r23,4
	lwi	r7,r22,84
$L237:
	brid	$L234
	addk	r6,r24,r0
$L229:
	lwi	r6,r23,20
	addk	r5,r19,r0
	lwi	r7,r23,84
	bslli	r6,r6,2
	brlid	r15,link_send
	
	addk	r6,r24,r6
	brid	$L228
	addik	r19,r19,1
$L227:
	bslli	r19,r5,2
	addik	r19,r19,params+84
	lwi	r7,r19,0
	addk	r6,r25,r0
	brlid	r15,link_recv
	
	addk	r5,r0,r0
	lwi	r15,r1,0
$L236:
	lwi	r19,r1,28
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	lwi	r25,r1,44
	lwi	r26,r1,48
	rtsd	r15,8 
	
	addik	r1,r1,52
$L226:
	beqid	r5,$L230
	addk	r23,r7,r0
	brlid	r15,barrier
	nop		# Unfilled delay slot

	bslli	r3,r19,2
	bslli	r19,r19,2
	addik	r19,r19,params+20
	lwi	r6,r19,0
	addik	r3,r3,params+84
	lwi	r7,r3,0
	bslli	r6,r6,2
	brid	$L234
	addk	r6,r23,r6
$L230:
	lwi	r3,r22,84
	bslli	r3,r3,2
	addk	r4,r6,r3
	addk	r7,r7,r3
	lwi	r3,r22,0
	bslli	r3,r3,2
	addk	r3,r6,r3
	xor	r5,r4,r3
$L238:
	bnei	r5,$L232
	brlid	r15,barrier
	nop		# Unfilled delay slot

	brid	$L237
	lwi	r7,r22,84
$L232:
	lwi	r5,r4,0
	addik	r7,r7,4
	addik	r4,r4,4
	swi	r5,r7,-4
	brid	$L238
	xor	r5,r4,r3
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
	beqid	r31,$L240
	addk	r28,r23,r23
	addk	r3,r3,r22
	brlid	r15,copy_in
	
	lwi	r7,r3,0
	addk	r7,r28,r0
	addk	r6,r29,r0
	addk	r8,r0,r0
$L278:
	brlid	r15,parallel_multiply
	
	addk	r5,r19,r0
	beqid	r19,$L242
	lwi	r29,r22,164
$L248:
	lwi	r7,r22,188
	addk	r6,r29,r0
	brlid	r15,next_chunk
	
	addk	r5,r19,r0
	lwi	r3,r22,8
	bneid	r3,$L244
	lwi	r31,r22,180
	lwi	r30,r22,152
	addk	r7,r23,r0
	addk	r6,r31,r0
	brlid	r15,copy_in
	
	addk	r5,r30,r0
	lwi	r3,r22,8
	beqid	r3,$L279
	addk	r6,r30,r0
$L244:
	addk	r30,r31,r0
	addk	r6,r30,r0
$L279:
	lwi	r8,r22,16
	addk	r7,r23,r0
	brlid	r15,parallel_multiply
	
	addk	r5,r19,r0
	beqid	r19,$L250
	lwi	r30,r22,168
$L256:
	lwi	r7,r22,192
	addk	r6,r30,r0
	brlid	r15,next_chunk
	
	addk	r5,r19,r0
	lwi	r3,r22,8
	bneid	r3,$L252
	lwi	r31,r22,184
	lwi	r3,r22,152
	addk	r7,r23,r0
	addk	r6,r31,r0
	addk	r5,r3,r0
	brlid	r15,copy_in
	
	swi	r3,r1,60
	lwi	r4,r22,8
	beqid	r4,$L257
	lwi	r3,r1,60
$L252:
	addk	r3,r31,r0
$L257:
	addk	r7,r28,r0
	addk	r6,r3,r0
	addk	r5,r19,r0
	brlid	r15,parallel_multiply
	
	addk	r8,r0,r0
	bnei	r19,$L259
	lwi	r11,r22,156
$L260:
	cmpu	r18,r28,r3
	bltid	r18,$L261
	bslli	r4,r3,2
	muli	r9,r23,-4
	addk	r3,r19,r0
	addk	r4,r19,r0
	addk	r10,r19,r0
	addk	r8,r30,r9
$L262:
	xor	r5,r10,r28
	bneid	r5,$L264
	addk	r26,r0,r0
	bslli	r10,r23,3
	sw	r4,r10,r8
	lwi	r3,r22,8
	bneid	r3,$L265
	rsubk	r9,r9,r0
	lwi	r31,r22,152
$L265:
	beqid	r4,$L266
	addik	r6,r31,4
	addk	r4,r19,r0
$L271:
	xor	r3,r9,r19
	bneid	r3,$L272
	addk	r24,r0,r0
	lw	r3,r10,r8
	rsubk	r3,r4,r3
	brid	$L259
	sw	r3,r10,r8
$L240:
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
	brid	$L278
	addk	r6,r30,r0
$L242:
	lwi	r7,r22,156
	addk	r5,r19,r0
	addk	r4,r19,r0
$L245:
	xor	r6,r4,r28
	beqi	r6,$L248
	cmpu	r18,r3,r4
	bgeid	r18,$L246
	addk	r6,r19,r0
	lw	r6,r5,r7
$L246:
	sw	r6,r5,r29
	addik	r4,r4,1
	brid	$L245
	addik	r5,r5,4
$L250:
	lwi	r7,r22,156
	addk	r5,r19,r0
	addk	r4,r19,r0
$L253:
	xor	r6,r23,r4
	beqi	r6,$L256
	cmpu	r18,r3,r4
	bgeid	r18,$L254
	addk	r6,r19,r0
	lw	r6,r5,r7
$L254:
	sw	r6,r5,r30
	addik	r4,r4,1
	brid	$L253
	addik	r5,r5,4
$L261:
	addik	r3,r3,1
	brid	$L260
	sw	r0,r4,r11
$L264:
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
	blti	r18,$L263
	sw	r5,r3,r8
$L263:
	lwi	r4,r1,64
	addik	r10,r10,1
	brid	$L262
	addik	r3,r3,4
$L270:
	lw	r5,r3,r30
	addik	r3,r3,-4
	lw	r3,r3,r6
	xor	r7,r5,r3
	beqid	r7,$L268
	addik	r23,r23,-1
	cmpu	r18,r5,r3
	bltid	r18,$L271
	addk	r19,r4,r0
$L259:
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
$L266:
	addik	r23,r23,-1
$L268:
	xori	r3,r23,-1
	bneid	r3,$L270
	bslli	r3,r23,2
	brid	$L271
	addk	r19,r4,r0
$L272:
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
	brid	$L271
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
