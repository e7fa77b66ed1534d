	.text
	.align	2
	.ent	link_send
	.type	link_send, @function
link_send:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	xori	r3,r5,8
	beqi	r3,$L2
	addik	r3,r0,8	# 0x8
	cmpu	r18,r5,r3
	bltid	r18,$L3
	xori	r3,r5,4
	beqi	r3,$L4
	addik	r3,r0,4	# 0x4
	cmpu	r18,r5,r3
	bgeid	r18,$L95
	xori	r3,r5,2
	xori	r3,r5,6
	beqid	r3,$L10
	xori	r5,r5,7
	bnei	r5,$L96
	beqi	r7,$L1
$L44:
	lwi	r3,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl7
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	bneid	r3,$L44
	addik	r6,r6,4
$L1:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L95:
	beqi	r3,$L6
	xori	r3,r5,3
	bnei	r3,$L97
	beqi	r7,$L1
$L40:
	lwi	r4,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	beqid	r4,$L1
	addik	r6,r6,4
	lwi	r4,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L40
	addik	r6,r6,4
	bri	$L1
$L3:
	xori	r3,r5,12
	beqi	r3,$L13
	addik	r3,r0,12	# 0xc
	cmpu	r18,r5,r3
	bgeid	r18,$L98
	xori	r3,r5,14
	beqi	r3,$L18
	xori	r3,r5,15
	bnei	r3,$L99
	beqi	r7,$L1
$L52:
	lwi	r4,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	beqid	r4,$L1
	addik	r6,r6,4
	lwi	r4,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L52
	addik	r6,r6,4
	bri	$L1
$L98:
	xori	r3,r5,10
	beqid	r3,$L15
	xori	r5,r5,11
	bnei	r5,$L100
	beqi	r7,$L1
$L48:
	lwi	r3,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	beqid	r3,$L1
	addik	r6,r6,4
	lwi	r3,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	bneid	r3,$L48
	addik	r6,r6,4
	bri	$L1
$L99:
	xori	r5,r5,13
	bnei	r5,$L1
	beqi	r7,$L1
$L50:
	lwi	r3,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	beqid	r3,$L1
	addik	r6,r6,4
	lwi	r3,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	bneid	r3,$L50
	addik	r6,r6,4
	bri	$L1
$L100:
	beqid	r7,$L1
	addk	r3,r0,r0
$L46:
	lwi	r4,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl9
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L46
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L2:
	beqi	r7,$L1
$L45:
	lwi	r4,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl8
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L45
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L4:
	beqi	r7,$L1
$L41:
	lwi	r4,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl4
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L41
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L10:
	beqi	r7,$L1
$L43:
	lwi	r4,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl6
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L43
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L96:
	beqid	r7,$L1
	addk	r3,r0,r0
$L42:
	lwi	r4,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl5
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L42
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L6:
	beqi	r7,$L1
$L39:
	lwi	r4,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl2
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L39
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L13:
	beqi	r7,$L1
$L49:
	lwi	r4,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl12
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L49
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L18:
	beqi	r7,$L1
$L51:
	lwi	r4,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl14
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L51
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L15:
	beqi	r7,$L1
$L47:
	lwi	r4,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl10
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L47
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L97:
	beqi	r5,$L101
	beqid	r7,$L1
	addk	r3,r0,r0
$L38:
	lwi	r4,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl1
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L38
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L101:
	beqi	r7,$L1
$L37:
	lwi	r3,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	bneid	r3,$L37
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

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
	beqi	r3,$L103
	addik	r3,r0,8	# 0x8
	cmpu	r18,r5,r3
	bltid	r18,$L104
	xori	r3,r5,4
	beqi	r3,$L105
	addik	r3,r0,4	# 0x4
	cmpu	r18,r5,r3
	bgeid	r18,$L196
	xori	r3,r5,2
	xori	r3,r5,6
	beqid	r3,$L111
	xori	r5,r5,7
	bnei	r5,$L197
	beqi	r7,$L102
$L146:
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl7
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r3,r6,0
	xor	r3,r7,r5
	bneid	r3,$L146
	addik	r6,r6,4
$L102:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L196:
	beqi	r3,$L107
	xori	r3,r5,3
	bnei	r3,$L198
	beqi	r7,$L102
$L142:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	beqid	r4,$L102
	addik	r6,r6,4
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L142
	addik	r6,r6,4
	bri	$L102
$L104:
	xori	r3,r5,12
	beqi	r3,$L114
	addik	r3,r0,12	# 0xc
	cmpu	r18,r5,r3
	bgeid	r18,$L199
	xori	r3,r5,14
	beqi	r3,$L119
	xori	r3,r5,15
	bnei	r3,$L200
	beqi	r7,$L102
$L154:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	beqid	r4,$L102
	addik	r6,r6,4
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L154
	addik	r6,r6,4
	bri	$L102
$L199:
	xori	r3,r5,10
	beqid	r3,$L116
	xori	r5,r5,11
	bnei	r5,$L201
	beqi	r7,$L102
$L150:
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r3,r6,0
	xor	r3,r7,r5
	beqid	r3,$L102
	addik	r6,r6,4
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r3,r6,0
	xor	r3,r7,r5
	bneid	r3,$L150
	addik	r6,r6,4
	bri	$L102
$L200:
	xori	r5,r5,13
	bnei	r5,$L102
	beqi	r7,$L102
$L152:
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r3,r6,0
	xor	r3,r7,r5
	beqid	r3,$L102
	addik	r6,r6,4
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r3,r6,0
	xor	r3,r7,r5
	bneid	r3,$L152
	addik	r6,r6,4
	bri	$L102
$L201:
	beqid	r7,$L102
	addk	r3,r0,r0
$L148:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl9
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L148
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L103:
	beqi	r7,$L102
$L147:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl8
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L147
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L105:
	beqi	r7,$L102
$L143:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl4
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L143
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L111:
	beqi	r7,$L102
$L145:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl6
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L145
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L197:
	beqid	r7,$L102
	addk	r3,r0,r0
$L144:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl5
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L144
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L107:
	beqi	r7,$L102
$L141:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl2
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L141
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L114:
	beqi	r7,$L102
$L151:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl12
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L151
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L119:
	beqi	r7,$L102
$L153:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl14
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L153
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L116:
	beqi	r7,$L102
$L149:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl10
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L149
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L198:
	beqi	r5,$L202
	beqid	r7,$L102
	addk	r3,r0,r0
$L140:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl1
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L140
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L202:
	beqi	r7,$L102
$L139:
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r3,r6,0
	xor	r3,r7,r5
	bneid	r3,$L139
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	link_recv
$Lfe2:
	.size	link_recv,$Lfe2-link_recv
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
	addk	r12,r9,r10
	cmpu	r18,r7,r12
	bltid	r18,$L204
	addk	r4,r7,r0
	addk	r4,r12,r0
$L204:
	lwi	r3,r1,68
	addik	r4,r4,1
	rsubk	r3,r6,r3
	cmpu	r18,r3,r4
	bgei	r18,$L205
	addk	r3,r4,r0
$L205:
	cmpu	r18,r3,r7
	bgei	r18,$L210
	bslli	r7,r7,2
	bslli	r6,r3,2
	addk	r7,r5,r7
	addk	r6,r5,r6
$L209:
	swi	r0,r7,0
	addik	r7,r7,4
	xor	r4,r6,r7
	bnei	r4,$L209
$L210:
	beqid	r10,$L233
	lwi	r19,r1,4
	cmpu	r18,r3,r9
	bgeid	r18,$L233
	addk	r4,r0,r0
	bslli	r6,r9,2
	addk	r7,r4,r0
	brid	$L212
	addk	r6,r5,r6
$L232:
	cmpu	r18,r3,r9
	bgeid	r18,$L203
	addik	r4,r4,4
$L212:
	addk	r22,r0,r0
	lw	r23,r4,r6
	lw	r25,r4,r8
	addk	r24,r22,r0
	addk	r27,r7,r0
	addk	r26,r22,r0
	add	r11,r23,r25
	addc	r10,r22,r24
	addik	r9,r9,1
	add	r11,r11,r27
	addc	r10,r10,r26
	sw	r11,r4,r6
	xor	r19,r12,r9
	bneid	r19,$L232
	addk	r7,r10,r0
	cmpu	r18,r3,r9
	bgeid	r18,$L203
	andi	r10,r10,1 #and1
	beqid	r10,$L203
	bslli	r4,r9,2
	addik	r6,r0,0x00000000
	addik	r7,r0,0x00000001 #li => la
	addk	r5,r5,r4
$L214:
	lwi	r4,r5,0
	addk	r28,r0,r0
	addik	r5,r5,4
	addk	r29,r4,r0
	addik	r4,r4,1
	swi	r4,r5,-4
	add	r11,r29,r7
	addc	r10,r28,r6
	andi	r10,r10,1 #and1
	beqid	r10,$L203
	addik	r9,r9,1
	cmpu	r18,r3,r9
	blti	r18,$L214
$L203:
	lwi	r19,r1,4
$L233:
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
$Lfe3:
	.size	add_partial,$Lfe3-add_partial
	.align	2
	.ent	barrier
	.type	barrier, @function
barrier:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	addik	r8,r0,params
	lwi	r3,r8,268
	beqid	r3,$L242
	addk	r5,r5,r5
	lwi	r9,r8,272
	lwi	r7,r8,276
	addik	r4,r0,-65500
	ori	r6,r5,1
$L237:
	swi	r6,r4,0
	lwi	r3,r4,0
	xor	r3,r3,r6
	bnei	r3,$L237
	lwi	r6,r7,0
	lwi	r3,r9,0
	lwi	r8,r8,4
	addik	r3,r3,1
	xor	r8,r8,r3
	beqi	r8,$L243
	swi	r3,r9,0
	swi	r5,r4,0
$L239:
	lwi	r3,r7,0
	xor	r3,r3,r6
	beqi	r3,$L239
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L242:
	lwi	r3,r0,-65504
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L243:
	swi	r8,r9,0
	addik	r6,r6,1
	swi	r6,r7,0
	swi	r5,r4,0
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	barrier
$Lfe4:
	.size	barrier,$Lfe4-barrier
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
	addk	r19,r8,r0
	bneid	r3,$L252
	addk	r22,r7,r0
	bslli	r5,r5,2
	addik	r5,r5,params+196
	lwi	r5,r5,0
	swi	r8,r5,0
	beqid	r8,$L253
	lwi	r15,r1,0
	bslli	r8,r8,2
	addik	r5,r5,4
$L248:
	lw	r4,r3,r22
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r3,r8
	bneid	r4,$L248
	lwi	r15,r1,0
$L253:
	lwi	r19,r1,32
	lwi	r22,r1,36
	lwi	r23,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L252:
	addk	r5,r6,r0
	addk	r23,r6,r0
	addik	r7,r0,1	# 0x1
	brlid	r15,link_recv
	
	addik	r6,r1,28
	addk	r5,r23,r0
	addik	r6,r1,60
	brlid	r15,link_send
	
	addik	r7,r0,1	# 0x1
	addk	r7,r19,r0
	addk	r6,r22,r0
	brlid	r15,link_send
	
	addk	r5,r23,r0
	lwi	r15,r1,0
	lwi	r19,r1,32
	lwi	r22,r1,36
	lwi	r23,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
	.end	give
$Lfe5:
	.size	give,$Lfe5-give
	.align	2
	.ent	next_chunk
	.type	next_chunk, @function
next_chunk:
	.frame	r1,60,r15		# vars= 4, regs= 7, args= 24
	.mask	0x0fc88000
	addik	r1,r1,-60
	swi	r26,r1,52
	addik	r26,r0,params
	swi	r24,r1,44
	swi	r15,r1,0
	swi	r19,r1,32
	swi	r22,r1,36
	swi	r23,r1,40
	swi	r25,r1,48
	swi	r27,r1,56
	lwi	r27,r26,4
	addk	r24,r6,r0
	xori	r3,r27,1
	beqid	r3,$L288
	lwi	r23,r26,148
	lwi	r22,r26,8
	bneid	r22,$L289
	addk	r19,r5,r0
	bnei	r5,$L290
	lwi	r3,r26,84
	lwi	r6,r26,0
	xor	r4,r3,r6
	beqid	r4,$L272
	bslli	r4,r3,2
	bslli	r6,r6,2
	addk	r3,r24,r4
	addk	r7,r7,r4
	addk	r6,r24,r6
$L271:
	lwi	r5,r3,0
	addik	r3,r3,4
	xor	r4,r3,r6
	swi	r5,r7,0
	bneid	r4,$L271
	addik	r7,r7,4
$L272:
	brlid	r15,barrier
	
	addk	r5,r0,r0
	lwi	r3,r26,84
	beqid	r3,$L254
	bslli	r4,r3,2
$L273:
	lw	r3,r19,r24
	sw	r3,r19,r23
	addik	r19,r19,4
	xor	r3,r4,r19
	bnei	r3,$L273
$L254:
	lwi	r15,r1,0
$L292:
	lwi	r19,r1,32
$L293:
	lwi	r22,r1,36
	lwi	r23,r1,40
	lwi	r24,r1,44
	lwi	r25,r1,48
	lwi	r26,r1,52
	lwi	r27,r1,56
	rtsd	r15,8 
	
	addik	r1,r1,60
$L290:
	brlid	r15,barrier
	
	swi	r7,r1,28
	bslli	r3,r19,2
	addk	r19,r3,r0
	addik	r3,r3,params+20
	lwi	r3,r3,0
	addik	r19,r19,params+84
	lwi	r4,r19,0
	lwi	r7,r1,28
	beqid	r4,$L254
	bslli	r3,r3,2
	bslli	r4,r4,2
	addk	r7,r7,r3
$L274:
	lw	r3,r22,r7
	sw	r3,r22,r23
	addik	r22,r22,4
	xor	r3,r22,r4
	bneid	r3,$L274
	lwi	r15,r1,0
	brid	$L293
	lwi	r19,r1,32
$L289:
	beqid	r5,$L291
	addik	r22,r0,1	# 0x1
	bslli	r19,r5,2
	addik	r19,r19,params+84
	lwi	r5,r19,0
	beqid	r5,$L254
	addk	r3,r0,r0
$L266:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r23,0
	xor	r4,r5,r3
	bneid	r4,$L266
	addik	r23,r23,4
	brid	$L292
	lwi	r15,r1,0
$L288:
	lwi	r5,r26,84
	beqid	r5,$L292
	lwi	r15,r1,0
	bslli	r5,r5,2
$L257:
	lw	r4,r3,r24
	sw	r4,r3,r23
	addik	r3,r3,4
	xor	r4,r3,r5
	bneid	r4,$L257
	lwi	r15,r1,0
	brid	$L293
	lwi	r19,r1,32
$L291:
	cmpu	r18,r27,r22
	bgeid	r18,$L264
	addik	r25,r26,24
$L263:
	lwi	r6,r25,0
	lwi	r7,r25,64
	addk	r5,r22,r0
	bslli	r6,r6,2
	addk	r6,r24,r6
	brlid	r15,link_send
	
	addik	r22,r22,1
	xor	r3,r27,r22
	bneid	r3,$L263
	addik	r25,r25,4
$L264:
	lwi	r3,r26,84
	beqid	r3,$L254
	bslli	r4,r3,2
$L265:
	lw	r3,r19,r24
	sw	r3,r19,r23
	addik	r19,r19,4
	xor	r3,r4,r19
	bneid	r3,$L265
	lwi	r15,r1,0
	brid	$L293
	lwi	r19,r1,32
	.end	next_chunk
$Lfe6:
	.size	next_chunk,$Lfe6-next_chunk
	.align	2
	.ent	take
	.type	take, @function
take:
	.frame	r1,48,r15		# vars= 8, regs= 3, args= 24
	.mask	0x00c88000
	addik	r3,r0,params
	addik	r1,r1,-48
	swi	r19,r1,36
	swi	r23,r1,44
	swi	r15,r1,0
	swi	r22,r1,40
	lwi	r4,r3,8
	addik	r23,r0,1	# 0x1
	swi	r23,r1,28
	addk	r19,r5,r0
	bneid	r4,$L302
	lwi	r22,r3,160
	bslli	r19,r5,2
	addik	r19,r19,params+196
	lwi	r6,r19,0
	lwi	r3,r6,0
	beqid	r3,$L303
	lwi	r15,r1,0
	bslli	r7,r3,2
	addik	r6,r6,4
$L298:
	lw	r5,r4,r6
	sw	r5,r4,r22
	addik	r4,r4,4
	xor	r5,r7,r4
	bneid	r5,$L298
	lwi	r15,r1,0
$L303:
	lwi	r19,r1,36
	lwi	r22,r1,40
	lwi	r23,r1,44
	rtsd	r15,8 
	
	addik	r1,r1,48
$L302:
	addk	r7,r23,r0
	brlid	r15,link_send
	
	addik	r6,r1,28
	addk	r7,r23,r0
	addk	r5,r19,r0
	brlid	r15,link_recv
	
	addik	r6,r1,32
	addk	r6,r22,r0
	addk	r5,r19,r0
	brlid	r15,link_recv
	
	lwi	r7,r1,32
	lwi	r3,r1,32
	lwi	r15,r1,0
	lwi	r19,r1,36
	lwi	r22,r1,40
	lwi	r23,r1,44
	rtsd	r15,8 
	
	addik	r1,r1,48
	.end	take
$Lfe7:
	.size	take,$Lfe7-take
	.align	2
	.ent	parallel_multiply
	.type	parallel_multiply, @function
parallel_multiply:
	.frame	r1,112,r15		# vars= 36, regs= 11, args= 28
	.mask	0xffc88000
	addik	r3,r0,params
	addik	r1,r1,-112
	swi	r28,r1,96
	swi	r15,r1,0
	swi	r19,r1,68
	swi	r22,r1,72
	swi	r23,r1,76
	swi	r24,r1,80
	swi	r25,r1,84
	swi	r26,r1,88
	swi	r27,r1,92
	swi	r29,r1,100
	swi	r30,r1,104
	swi	r31,r1,108
	lwi	r3,r3,0
	bslli	r4,r5,2
	swi	r3,r1,52
	addk	r3,r4,r0
	addik	r4,r4,params+20
	lwi	r4,r4,0
	swi	r5,r1,116
	addik	r3,r3,params+84
	swi	r4,r1,64
	lwi	r5,r1,64
	lwi	r3,r3,0
	lwi	r4,r1,52
	addk	r28,r6,r0
	lwi	r6,r0,params+4
	rsubk	r5,r5,r7
	swi	r3,r1,48
	swi	r7,r1,124
	addk	r3,r3,r4
	swi	r5,r1,44
	swi	r8,r1,128
	cmpu	r18,r5,r3
	bgeid	r18,$L305
	swi	r6,r1,60
	swi	r3,r1,44
$L305:
	lwi	r4,r0,params+156
	lwi	r6,r1,128
	lwi	r5,r0,params+148
	beqid	r6,$L308
	swi	r4,r1,56
	lwi	r4,r1,52
	lwi	r6,r1,64
	rsubk	r4,r6,r4
	beqid	r4,$L308
	swi	r4,r1,128
	lwi	r3,r1,44
$L308:
	beqid	r3,$L309
	bslli	r4,r3,2
	lwi	r3,r1,56
	addk	r4,r4,r3
$L310:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r6,r4,r3
	bnei	r6,$L310
$L309:
	lwi	r3,r1,48
	beqid	r3,$L320
	addk	r6,r0,r0
	lwi	r30,r1,56
	addk	r31,r6,r0
	addk	r19,r6,r0
	swi	r6,r1,32
	swi	r5,r1,36
$L319:
	lwi	r3,r1,36
	lwi	r4,r1,128
	bneid	r4,$L314
	lwi	r26,r3,0
	lwi	r4,r1,52
	lwi	r5,r1,32
	addk	r5,r4,r5
	swi	r5,r1,40
$L315:
	beqid	r4,$L368
	lwi	r5,r1,44
	bslli	r27,r4,2
	addk	r4,r19,r0
	addk	r29,r0,r0
$L317:
	lw	r6,r29,r28
	addk	r5,r19,r0
	addk	r7,r19,r0
	addk	r8,r26,r0
	addk	r25,r4,r0
	brlid	r15,__muldi3
	
	addk	r22,r31,r0
	addk	r5,r4,r0
	lw	r23,r29,r30
	addk	r4,r3,r0
	addk	r24,r31,r0
	add	r5,r5,r23
	addc	r4,r4,r22
	add	r5,r5,r25
	addc	r4,r4,r24
	sw	r5,r29,r30
	addik	r29,r29,4
	xor	r3,r27,r29
	bneid	r3,$L317
	lwi	r5,r1,44
$L368:
	lwi	r6,r1,40
	cmpu	r18,r5,r6
	bgeid	r18,$L318
	lwi	r5,r1,56
	bslli	r3,r6,2
	sw	r4,r3,r5
$L318:
	lwi	r6,r1,32
	lwi	r5,r1,36
	lwi	r4,r1,48
	addik	r6,r6,1
	addik	r5,r5,4
	swi	r6,r1,32
	xor	r3,r4,r6
	swi	r5,r1,36
	bneid	r3,$L319
	addik	r30,r30,4
$L320:
	lwi	r4,r1,60
	xori	r3,r4,1
	beqi	r3,$L304
	lwi	r6,r0,params+12
	beqid	r6,$L321
	addik	r22,r0,1	# 0x1
	lwi	r6,r1,60
	cmpu	r18,r6,r22
	bgeid	r18,$L304
	lwi	r26,r1,56
	lwi	r27,r1,64
	lwi	r19,r1,60
	lwi	r25,r1,44
	lwi	r24,r1,116
	brid	$L322
	lwi	r28,r1,124
$L331:
	rsubk	r23,r19,r23
	cmpu	r18,r23,r24
	bltid	r18,$L369
	addk	r23,r24,r19
$L332:
	cmpu	r18,r19,r22
	bgei	r18,$L363
$L322:
	addik	r3,r19,1
	addk	r23,r19,r0
	srl	r19,r3
	cmpu	r18,r19,r24
	bltid	r18,$L328
	addk	r8,r25,r0
	addk	r7,r26,r0
	addk	r5,r24,r0
	cmpu	r18,r23,r24
	bgeid	r18,$L328
	rsubk	r6,r19,r24
	brlid	r15,give
	nop		# Unfilled delay slot

$L328:
	lwi	r3,r0,params+8
	bneid	r3,$L331
	addk	r5,r24,r0
	brlid	r15,barrier
	
	rsubk	r23,r19,r23
	cmpu	r18,r23,r24
	bgeid	r18,$L332
	addk	r23,r24,r19
$L369:
	addk	r5,r23,r0
	brlid	r15,take
	
	bslli	r23,r23,2
	addik	r23,r23,params+20
	addk	r7,r25,r0
	lwi	r9,r23,0
	addk	r10,r3,r0
	lwi	r8,r0,params+160
	addk	r6,r27,r0
	addk	r5,r26,r0
	brlid	r15,add_partial
	
	swi	r28,r1,28
	cmpu	r18,r19,r22
	bltid	r18,$L322
	addk	r25,r3,r0
$L363:
	swi	r25,r1,44
$L304:
	lwi	r3,r1,44
$L366:
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
$L314:
	lwi	r6,r1,128
	lwi	r3,r1,32
	swi	r6,r1,40
	brid	$L315
	rsubk	r4,r3,r6
$L321:
	lwi	r3,r1,116
	bneid	r3,$L323
	lwi	r8,r1,44
	lwi	r3,r0,params+8
	beqi	r3,$L365
	lwi	r4,r1,60
$L367:
	addik	r19,r0,1	# 0x1
	cmpu	r18,r4,r19
	bgeid	r18,$L304
	lwi	r26,r1,56
	lwi	r23,r0,params+160
	addik	r22,r0,params+24
	lwi	r27,r1,60
	lwi	r25,r1,44
	lwi	r28,r1,124
	addk	r24,r0,r0
$L326:
	addk	r5,r19,r0
	addik	r22,r22,4
	brlid	r15,take
	
	addik	r19,r19,1
	addk	r7,r25,r0
	lwi	r9,r22,-4
	addk	r10,r3,r0
	addk	r8,r23,r0
	addk	r6,r24,r0
	addk	r5,r26,r0
	brlid	r15,add_partial
	
	swi	r28,r1,28
	xor	r4,r27,r19
	bneid	r4,$L326
	addk	r25,r3,r0
	brid	$L304
	swi	r25,r1,44
$L323:
	lwi	r7,r1,56
	brlid	r15,give
	
	lwi	r5,r1,116
	lwi	r3,r0,params+8
	bnei	r3,$L304
	brlid	r15,barrier
	
	lwi	r5,r1,116
	brid	$L366
	lwi	r3,r1,44
$L365:
	brlid	r15,barrier
	
	lwi	r5,r1,116
	brid	$L367
	lwi	r4,r1,60
	.end	parallel_multiply
$Lfe8:
	.size	parallel_multiply,$Lfe8-parallel_multiply
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.ent	main
	.type	main, @function
main:
	.frame	r1,104,r15		# vars= 32, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-104
	swi	r23,r1,68
	addik	r23,r0,params
	swi	r15,r1,0
	swi	r19,r1,60
	swi	r22,r1,64
	swi	r24,r1,72
	swi	r25,r1,76
	swi	r26,r1,80
	swi	r27,r1,84
	swi	r28,r1,88
	swi	r29,r1,92
	swi	r30,r1,96
	swi	r31,r1,100
	lwi	r19,r0,-65528
	lwi	r4,r0,-65536
	lwi	r3,r23,8
	lwi	r22,r23,0
	swi	r4,r23,260
	lwi	r6,r23,148
	beqid	r3,$L371
	lwi	r5,r23,172
	bslli	r3,r19,2
	addik	r3,r3,params+84
	lwi	r7,r3,0
	beqid	r7,$L375
	bslli	r7,r7,2
	addk	r3,r0,r0
$L374:
	lw	r4,r3,r5
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L374
$L375:
	addk	r31,r22,r22
	addk	r7,r31,r0
	lwi	r6,r23,176
	addk	r5,r19,r0
	brlid	r15,parallel_multiply
	
	addk	r8,r0,r0
$L373:
	bneid	r19,$L385
	lwi	r9,r23,164
	beqid	r31,$L385
	addk	r5,r19,r0
	lwi	r8,r23,156
	addk	r4,r19,r0
$L387:
	cmpu	r18,r3,r4
	bgeid	r18,$L386
	addk	r6,r19,r0
	lw	r6,r5,r8
$L386:
	addik	r4,r4,1
	sw	r6,r5,r9
	xor	r7,r4,r31
	bneid	r7,$L387
	addik	r5,r5,4
$L385:
	addk	r6,r9,r0
	lwi	r7,r23,188
	addk	r5,r19,r0
	brlid	r15,next_chunk
	
	swi	r9,r1,56
	lwi	r3,r23,8
	lwi	r6,r23,180
	bneid	r3,$L388
	lwi	r9,r1,56
	beqid	r22,$L389
	lwi	r5,r23,152
	bslli	r7,r22,2
$L390:
	lw	r4,r3,r6
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L390
	lwi	r3,r23,8
	bnei	r3,$L388
$L389:
	addk	r6,r5,r0
$L388:
	lwi	r8,r23,16
	addk	r7,r22,r0
	addk	r5,r19,r0
	brlid	r15,parallel_multiply
	
	swi	r9,r1,56
	lwi	r9,r1,56
	beqid	r19,$L391
	lwi	r30,r23,168
	addk	r6,r30,r0
	lwi	r7,r23,192
	brlid	r15,next_chunk
	
	addk	r5,r19,r0
	lwi	r3,r23,8
	lwi	r6,r23,184
	beqid	r3,$L392
	lwi	r9,r1,56
$L393:
	addk	r10,r6,r0
$L398:
	addk	r7,r31,r0
	addk	r5,r19,r0
	addk	r8,r0,r0
	swi	r9,r1,56
	brlid	r15,parallel_multiply
	
	swi	r10,r1,52
	lwi	r9,r1,56
	bneid	r19,$L402
	lwi	r10,r1,52
	cmpu	r18,r31,r3
	bgeid	r18,$L456
	bslli	r3,r3,2
	lwi	r5,r23,156
	bslli	r4,r22,3
	addk	r3,r5,r3
	addk	r5,r5,r4
$L406:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bneid	r4,$L406
	muli	r8,r22,-4
$L462:
	lwi	r7,r23,156
	addk	r3,r19,r0
	addk	r11,r19,r0
	addk	r6,r19,r0
	addk	r8,r30,r8
$L408:
	addk	r24,r0,r0
	lw	r25,r3,r7
	lw	r27,r3,r9
	addk	r26,r24,r0
	addk	r29,r11,r0
	addk	r28,r24,r0
	add	r5,r25,r27
	addc	r4,r24,r26
	add	r5,r5,r29
	addc	r4,r4,r28
	cmpu	r18,r22,r6
	blti	r18,$L407
	sw	r5,r3,r8
$L407:
	addik	r6,r6,1
	xor	r12,r6,r31
	addk	r11,r4,r0
	bneid	r12,$L408
	addik	r3,r3,4
	bslli	r8,r22,2
	sw	r4,r8,r30
	lwi	r3,r23,8
	beqid	r3,$L457
	addk	r9,r30,r8
	beqid	r11,$L461
	addik	r4,r22,-1
$L412:
	beqid	r22,$L416
	addk	r4,r23,r0
	addk	r22,r19,r0
	addk	r6,r0,r0
$L463:
	lw	r7,r19,r30
	lw	r25,r19,r10
	addk	r24,r6,r0
	addk	r27,r22,r0
	addk	r26,r6,r0
	rsub	r29,r25,r7
	rsubc	r28,r24,r6
	rsub	r23,r27,r29
	rsubc	r22,r26,r28
	sw	r23,r19,r30
	addik	r19,r19,4
	xor	r3,r19,r8
	bneid	r3,$L463
	andi	r22,r22,1 #and1
	addk	r23,r4,r0
$L416:
	lwi	r3,r9,0
	rsubk	r3,r22,r3
	swi	r3,r9,0
$L402:
	lwi	r3,r0,-65536
	swi	r3,r23,264
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
	addk	r3,r0,r0
	rtsd	r15,8 
	
	addik	r1,r1,104
$L391:
	beqid	r22,$L394
	addk	r6,r19,r0
	lwi	r8,r23,156
	addk	r4,r19,r0
$L396:
	cmpu	r18,r3,r4
	bgeid	r18,$L395
	addk	r7,r19,r0
	lw	r7,r6,r8
$L395:
	addik	r4,r4,1
	sw	r7,r6,r30
	xor	r5,r22,r4
	bneid	r5,$L396
	addik	r6,r6,4
	lwi	r7,r23,192
	addk	r6,r30,r0
	brlid	r15,next_chunk
	
	swi	r9,r1,56
	lwi	r3,r23,8
	lwi	r6,r23,184
	bneid	r3,$L393
	lwi	r9,r1,56
	lwi	r5,r23,152
$L418:
	bslli	r7,r22,2
	addk	r3,r0,r0
$L400:
	lw	r4,r3,r6
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L400
	lwi	r3,r23,8
	bnei	r3,$L393
$L399:
	addk	r10,r6,r0
$L460:
	brid	$L398
	addk	r6,r5,r0
$L457:
	bneid	r11,$L412
	lwi	r10,r23,152
	brid	$L459
	addik	r4,r22,-1
$L456:
	bneid	r31,$L462
	muli	r8,r22,-4
	bslli	r8,r22,2
	sw	r19,r8,r30
	lwi	r3,r23,8
	bneid	r3,$L410
	addk	r9,r30,r8
	lwi	r10,r23,152
$L410:
	addik	r4,r22,-1
$L459:
$L461:
	brid	$L413
	bslli	r3,r4,2
$L415:
	lw	r6,r3,r30
	lw	r5,r3,r10
	addik	r4,r4,-1
	xor	r7,r6,r5
	bneid	r7,$L458
	addik	r3,r3,-4
$L413:
	xori	r5,r4,-1
	bnei	r5,$L415
	bri	$L412
$L392:
	bneid	r22,$L418
	lwi	r5,r23,152
	brid	$L460
	addk	r10,r6,r0
$L371:
	bslli	r7,r19,2
	addk	r4,r7,r0
	addik	r7,r7,params+20
	lwi	r7,r7,0
	addik	r4,r4,params+84
	lwi	r8,r4,0
	beqid	r8,$L380
	bslli	r7,r7,2
	addk	r4,r3,r0
	bslli	r8,r8,2
	addk	r5,r5,r7
$L379:
	lw	r7,r4,r5
	sw	r7,r4,r6
	addik	r4,r4,4
	xor	r7,r8,r4
	bnei	r7,$L379
$L380:
	lwi	r6,r23,152
	lwi	r7,r23,176
	beqid	r22,$L378
	bslli	r5,r22,2
$L381:
	lw	r4,r3,r7
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L381
$L378:
	addk	r31,r22,r22
	addk	r7,r31,r0
	addk	r5,r19,r0
	brlid	r15,parallel_multiply
	
	addk	r8,r0,r0
	bri	$L373
$L394:
	lwi	r7,r23,192
	addk	r6,r30,r0
	addk	r5,r22,r0
	brlid	r15,next_chunk
	
	swi	r9,r1,56
	lwi	r3,r23,8
	lwi	r6,r23,184
	bneid	r3,$L393
	lwi	r9,r1,56
	brid	$L399
	lwi	r5,r23,152
$L458:
	cmpu	r18,r6,r5
	bgei	r18,$L402
	bri	$L412
	.end	main
$Lfe9:
	.size	main,$Lfe9-main
	.globl	params
	.section	.data,"aw"
	.align	2
	.type	params,@object
	.size	params,280
params:
	.space	280
