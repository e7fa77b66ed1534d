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
 # 69 "pmont.c" 1
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
 # 69 "pmont.c" 1
	put	r4,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	beqid	r4,$L1
	addik	r6,r6,4
	lwi	r4,r6,0
 #APP
 # 69 "pmont.c" 1
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
 # 70 "pmont.c" 1
	put	r4,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	beqid	r4,$L1
	addik	r6,r6,4
	lwi	r4,r6,0
 #APP
 # 70 "pmont.c" 1
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
 # 70 "pmont.c" 1
	put	r3,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	beqid	r3,$L1
	addik	r6,r6,4
	lwi	r3,r6,0
 #APP
 # 70 "pmont.c" 1
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
 # 70 "pmont.c" 1
	put	r3,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	beqid	r3,$L1
	addik	r6,r6,4
	lwi	r3,r6,0
 #APP
 # 70 "pmont.c" 1
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
 # 70 "pmont.c" 1
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
 # 70 "pmont.c" 1
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
 # 69 "pmont.c" 1
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
 # 69 "pmont.c" 1
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
 # 69 "pmont.c" 1
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
 # 69 "pmont.c" 1
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
 # 70 "pmont.c" 1
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
 # 70 "pmont.c" 1
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
 # 70 "pmont.c" 1
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
 # 69 "pmont.c" 1
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
 # 69 "pmont.c" 1
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
 # 78 "pmont.c" 1
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
 # 78 "pmont.c" 1
	get	r4,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	beqid	r4,$L102
	addik	r6,r6,4
 #APP
 # 78 "pmont.c" 1
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
 # 79 "pmont.c" 1
	get	r4,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	beqid	r4,$L102
	addik	r6,r6,4
 #APP
 # 79 "pmont.c" 1
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
 # 79 "pmont.c" 1
	get	r3,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r3,r6,0
	xor	r3,r7,r5
	beqid	r3,$L102
	addik	r6,r6,4
 #APP
 # 79 "pmont.c" 1
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
 # 79 "pmont.c" 1
	get	r3,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r3,r6,0
	xor	r3,r7,r5
	beqid	r3,$L102
	addik	r6,r6,4
 #APP
 # 79 "pmont.c" 1
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
 # 79 "pmont.c" 1
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
 # 79 "pmont.c" 1
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
 # 78 "pmont.c" 1
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
 # 78 "pmont.c" 1
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
 # 78 "pmont.c" 1
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
 # 78 "pmont.c" 1
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
 # 79 "pmont.c" 1
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
 # 79 "pmont.c" 1
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
 # 79 "pmont.c" 1
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
 # 78 "pmont.c" 1
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
 # 78 "pmont.c" 1
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
	bneid	r3,$L242
	addk	r22,r7,r0
	bslli	r5,r5,2
	addik	r5,r5,params+196
	lwi	r5,r5,0
	swi	r8,r5,0
	beqid	r8,$L243
	lwi	r15,r1,0
	bslli	r8,r8,2
	addik	r5,r5,4
$L238:
	lw	r4,r3,r22
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r3,r8
	bneid	r4,$L238
	lwi	r15,r1,0
$L243:
	lwi	r19,r1,32
	lwi	r22,r1,36
	lwi	r23,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L242:
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
$Lfe4:
	.size	give,$Lfe4-give
	.align	2
	.ent	next_chunk
	.type	next_chunk, @function
next_chunk:
	.frame	r1,56,r15		# vars= 0, regs= 7, args= 24
	.mask	0x0fc88000
	addik	r1,r1,-56
	swi	r26,r1,48
	addik	r26,r0,params
	swi	r23,r1,36
	swi	r15,r1,0
	swi	r19,r1,28
	swi	r22,r1,32
	swi	r24,r1,40
	swi	r25,r1,44
	swi	r27,r1,52
	lwi	r27,r26,4
	addk	r23,r6,r0
	xori	r3,r27,1
	beqid	r3,$L278
	lwi	r22,r26,148
	lwi	r3,r26,8
	bneid	r3,$L279
	addk	r19,r5,r0
	bneid	r5,$L280
	bslli	r4,r5,2
	lwi	r3,r26,84
	lwi	r6,r26,0
	xor	r4,r3,r6
	beqid	r4,$L283
	bslli	r4,r3,2
	bslli	r6,r6,2
	addk	r3,r23,r4
	addk	r7,r7,r4
	addk	r6,r23,r6
$L261:
	lwi	r5,r3,0
	addik	r3,r3,4
	xor	r4,r3,r6
	swi	r5,r7,0
	bneid	r4,$L261
	addik	r7,r7,4
	lwi	r3,r26,84
$L283:
	lwi	r4,r0,-65504
	beqid	r3,$L244
	bslli	r4,r3,2
$L263:
	lw	r3,r19,r23
	sw	r3,r19,r22
	addik	r19,r19,4
	xor	r3,r4,r19
	bnei	r3,$L263
$L244:
	lwi	r15,r1,0
$L282:
	lwi	r19,r1,28
$L284:
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	lwi	r25,r1,44
	lwi	r26,r1,48
	lwi	r27,r1,52
	rtsd	r15,8 
	
	addik	r1,r1,56
$L280:
	addk	r19,r4,r0
	addik	r4,r4,params+20
	lwi	r4,r4,0
	addik	r19,r19,params+84
	lwi	r5,r19,0
	lwi	r6,r0,-65504
	beqid	r5,$L244
	bslli	r4,r4,2
	bslli	r5,r5,2
	addk	r7,r7,r4
$L264:
	lw	r4,r3,r7
	sw	r4,r3,r22
	addik	r3,r3,4
	xor	r4,r3,r5
	bneid	r4,$L264
	lwi	r15,r1,0
	brid	$L284
	lwi	r19,r1,28
$L279:
	beqid	r5,$L281
	addik	r24,r0,1	# 0x1
	bslli	r19,r5,2
	addik	r19,r19,params+84
	lwi	r5,r19,0
	beqid	r5,$L244
	addk	r3,r0,r0
$L256:
 #APP
 # 78 "pmont.c" 1
	get	r4,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r22,0
	xor	r4,r5,r3
	bneid	r4,$L256
	addik	r22,r22,4
	brid	$L282
	lwi	r15,r1,0
$L278:
	lwi	r5,r26,84
	beqid	r5,$L244
	bslli	r5,r5,2
$L247:
	lw	r4,r3,r23
	sw	r4,r3,r22
	addik	r3,r3,4
	xor	r4,r5,r3
	bneid	r4,$L247
	lwi	r15,r1,0
	brid	$L284
	lwi	r19,r1,28
$L281:
	cmpu	r18,r27,r24
	bgeid	r18,$L254
	addik	r25,r26,24
$L253:
	lwi	r6,r25,0
	lwi	r7,r25,64
	addk	r5,r24,r0
	bslli	r6,r6,2
	addk	r6,r23,r6
	brlid	r15,link_send
	
	addik	r24,r24,1
	xor	r3,r27,r24
	bneid	r3,$L253
	addik	r25,r25,4
$L254:
	lwi	r3,r26,84
	beqid	r3,$L244
	bslli	r4,r3,2
$L255:
	lw	r3,r19,r23
	sw	r3,r19,r22
	addik	r19,r19,4
	xor	r3,r4,r19
	bneid	r3,$L255
	lwi	r15,r1,0
	brid	$L284
	lwi	r19,r1,28
	.end	next_chunk
$Lfe5:
	.size	next_chunk,$Lfe5-next_chunk
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
	bneid	r4,$L293
	lwi	r22,r3,160
	bslli	r19,r5,2
	addik	r19,r19,params+196
	lwi	r6,r19,0
	lwi	r3,r6,0
	beqid	r3,$L294
	lwi	r15,r1,0
	bslli	r7,r3,2
	addik	r6,r6,4
$L289:
	lw	r5,r4,r6
	sw	r5,r4,r22
	addik	r4,r4,4
	xor	r5,r7,r4
	bneid	r5,$L289
	lwi	r15,r1,0
$L294:
	lwi	r19,r1,36
	lwi	r22,r1,40
	lwi	r23,r1,44
	rtsd	r15,8 
	
	addik	r1,r1,48
$L293:
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
$Lfe6:
	.size	take,$Lfe6-take
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
	bgeid	r18,$L296
	swi	r6,r1,60
	swi	r3,r1,44
$L296:
	lwi	r4,r0,params+156
	lwi	r6,r1,128
	lwi	r5,r0,params+148
	beqid	r6,$L299
	swi	r4,r1,56
	lwi	r4,r1,52
	lwi	r6,r1,64
	rsubk	r4,r6,r4
	beqid	r4,$L299
	swi	r4,r1,128
	lwi	r3,r1,44
$L299:
	beqid	r3,$L300
	bslli	r4,r3,2
	lwi	r3,r1,56
	addk	r4,r4,r3
$L301:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r6,r4,r3
	bnei	r6,$L301
$L300:
	lwi	r3,r1,48
	beqid	r3,$L311
	addk	r6,r0,r0
	lwi	r30,r1,56
	addk	r31,r6,r0
	addk	r19,r6,r0
	swi	r6,r1,32
	swi	r5,r1,36
$L310:
	lwi	r3,r1,36
	lwi	r4,r1,128
	bneid	r4,$L305
	lwi	r26,r3,0
	lwi	r4,r1,52
	lwi	r5,r1,32
	addk	r5,r4,r5
	swi	r5,r1,40
$L306:
	beqid	r4,$L356
	lwi	r5,r1,44
	bslli	r27,r4,2
	addk	r4,r19,r0
	addk	r29,r0,r0
$L308:
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
	bneid	r3,$L308
	lwi	r5,r1,44
$L356:
	lwi	r6,r1,40
	cmpu	r18,r5,r6
	bgeid	r18,$L309
	lwi	r5,r1,56
	bslli	r3,r6,2
	sw	r4,r3,r5
$L309:
	lwi	r6,r1,32
	lwi	r5,r1,36
	lwi	r4,r1,48
	addik	r6,r6,1
	addik	r5,r5,4
	swi	r6,r1,32
	xor	r3,r4,r6
	swi	r5,r1,36
	bneid	r3,$L310
	addik	r30,r30,4
$L311:
	lwi	r4,r1,60
	xori	r3,r4,1
	beqi	r3,$L295
	lwi	r6,r0,params+12
	beqid	r6,$L312
	addik	r22,r0,1	# 0x1
	lwi	r6,r1,60
	addik	r23,r0,-65504
	cmpu	r18,r6,r22
	bgeid	r18,$L295
	lwi	r27,r1,56
	lwi	r28,r1,64
	lwi	r19,r1,60
	lwi	r26,r1,44
	lwi	r25,r1,116
	brid	$L313
	lwi	r29,r1,124
$L323:
	cmpu	r18,r19,r22
	bgei	r18,$L354
$L313:
	addik	r3,r19,1
	addk	r24,r19,r0
	srl	r19,r3
	cmpu	r18,r19,r25
	bltid	r18,$L319
	addk	r8,r26,r0
	addk	r7,r27,r0
	addk	r5,r25,r0
	cmpu	r18,r24,r25
	bgeid	r18,$L319
	rsubk	r6,r19,r25
	brlid	r15,give
	nop		# Unfilled delay slot

$L319:
	lwi	r3,r0,params+8
	bneid	r3,$L322
	rsubk	r24,r19,r24
	lwi	r3,r23,0
$L322:
	cmpu	r18,r24,r25
	bgeid	r18,$L323
	addk	r24,r25,r19
	addk	r5,r24,r0
	brlid	r15,take
	
	bslli	r24,r24,2
	addik	r24,r24,params+20
	addk	r7,r26,r0
	lwi	r9,r24,0
	addk	r10,r3,r0
	lwi	r8,r0,params+160
	addk	r6,r28,r0
	addk	r5,r27,r0
	brlid	r15,add_partial
	
	swi	r29,r1,28
	cmpu	r18,r19,r22
	bltid	r18,$L313
	addk	r26,r3,r0
$L354:
	swi	r26,r1,44
$L295:
	lwi	r3,r1,44
$L355:
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
$L305:
	lwi	r6,r1,128
	lwi	r3,r1,32
	swi	r6,r1,40
	brid	$L306
	rsubk	r4,r3,r6
$L312:
	lwi	r3,r1,116
	bneid	r3,$L314
	lwi	r8,r1,44
	lwi	r3,r0,params+8
	bneid	r3,$L357
	lwi	r4,r1,60
	lwi	r3,r0,-65504
	lwi	r4,r1,60
$L357:
	addik	r19,r0,1	# 0x1
	cmpu	r18,r4,r19
	bgeid	r18,$L295
	lwi	r26,r1,56
	lwi	r23,r0,params+160
	addik	r22,r0,params+24
	lwi	r27,r1,60
	lwi	r25,r1,44
	lwi	r28,r1,124
	addk	r24,r0,r0
$L317:
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
	bneid	r4,$L317
	addk	r25,r3,r0
	brid	$L295
	swi	r3,r1,44
$L314:
	lwi	r7,r1,56
	brlid	r15,give
	
	lwi	r5,r1,116
	lwi	r3,r0,params+8
	bnei	r3,$L295
	lwi	r3,r0,-65504
	brid	$L355
	lwi	r3,r1,44
	.end	parallel_multiply
$Lfe7:
	.size	parallel_multiply,$Lfe7-parallel_multiply
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
	beqid	r3,$L359
	lwi	r5,r23,172
	bslli	r3,r19,2
	addik	r3,r3,params+84
	lwi	r7,r3,0
	beqid	r7,$L363
	bslli	r7,r7,2
	addk	r3,r0,r0
$L362:
	lw	r4,r3,r5
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L362
$L363:
	addk	r31,r22,r22
	addk	r7,r31,r0
	lwi	r6,r23,176
	addk	r5,r19,r0
	brlid	r15,parallel_multiply
	
	addk	r8,r0,r0
$L361:
	bneid	r19,$L373
	lwi	r9,r23,164
	beqid	r31,$L373
	addk	r5,r19,r0
	lwi	r8,r23,156
	addk	r4,r19,r0
$L375:
	cmpu	r18,r3,r4
	bgeid	r18,$L374
	addk	r6,r19,r0
	lw	r6,r5,r8
$L374:
	addik	r4,r4,1
	sw	r6,r5,r9
	xor	r7,r4,r31
	bneid	r7,$L375
	addik	r5,r5,4
$L373:
	addk	r6,r9,r0
	lwi	r7,r23,188
	addk	r5,r19,r0
	brlid	r15,next_chunk
	
	swi	r9,r1,56
	lwi	r3,r23,8
	lwi	r6,r23,180
	bneid	r3,$L376
	lwi	r9,r1,56
	beqid	r22,$L377
	lwi	r5,r23,152
	bslli	r7,r22,2
$L378:
	lw	r4,r3,r6
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L378
	lwi	r3,r23,8
	bnei	r3,$L376
$L377:
	addk	r6,r5,r0
$L376:
	lwi	r8,r23,16
	addk	r7,r22,r0
	addk	r5,r19,r0
	brlid	r15,parallel_multiply
	
	swi	r9,r1,56
	lwi	r9,r1,56
	beqid	r19,$L379
	lwi	r30,r23,168
	addk	r6,r30,r0
	lwi	r7,r23,192
	brlid	r15,next_chunk
	
	addk	r5,r19,r0
	lwi	r3,r23,8
	lwi	r6,r23,184
	beqid	r3,$L380
	lwi	r9,r1,56
$L381:
	addk	r10,r6,r0
$L386:
	addk	r7,r31,r0
	addk	r5,r19,r0
	addk	r8,r0,r0
	swi	r9,r1,56
	brlid	r15,parallel_multiply
	
	swi	r10,r1,52
	lwi	r9,r1,56
	bneid	r19,$L390
	lwi	r10,r1,52
	cmpu	r18,r31,r3
	bgeid	r18,$L444
	bslli	r3,r3,2
	lwi	r5,r23,156
	bslli	r4,r22,3
	addk	r3,r5,r3
	addk	r5,r5,r4
$L394:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bneid	r4,$L394
	muli	r8,r22,-4
$L450:
	lwi	r7,r23,156
	addk	r3,r19,r0
	addk	r11,r19,r0
	addk	r6,r19,r0
	addk	r8,r30,r8
$L396:
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
	blti	r18,$L395
	sw	r5,r3,r8
$L395:
	addik	r6,r6,1
	xor	r12,r6,r31
	addk	r11,r4,r0
	bneid	r12,$L396
	addik	r3,r3,4
	bslli	r8,r22,2
	sw	r4,r8,r30
	lwi	r3,r23,8
	beqid	r3,$L445
	addk	r9,r30,r8
	beqid	r11,$L449
	addik	r4,r22,-1
$L400:
	beqid	r22,$L404
	addk	r4,r23,r0
	addk	r22,r19,r0
	addk	r6,r0,r0
$L451:
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
	bneid	r3,$L451
	andi	r22,r22,1 #and1
	addk	r23,r4,r0
$L404:
	lwi	r3,r9,0
	rsubk	r3,r22,r3
	swi	r3,r9,0
$L390:
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
$L379:
	beqid	r22,$L382
	addk	r6,r19,r0
	lwi	r8,r23,156
	addk	r4,r19,r0
$L384:
	cmpu	r18,r3,r4
	bgeid	r18,$L383
	addk	r7,r19,r0
	lw	r7,r6,r8
$L383:
	addik	r4,r4,1
	sw	r7,r6,r30
	xor	r5,r22,r4
	bneid	r5,$L384
	addik	r6,r6,4
	lwi	r7,r23,192
	addk	r6,r30,r0
	brlid	r15,next_chunk
	
	swi	r9,r1,56
	lwi	r3,r23,8
	lwi	r6,r23,184
	bneid	r3,$L381
	lwi	r9,r1,56
	lwi	r5,r23,152
$L406:
	bslli	r7,r22,2
	addk	r3,r0,r0
$L388:
	lw	r4,r3,r6
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L388
	lwi	r3,r23,8
	bnei	r3,$L381
$L387:
	addk	r10,r6,r0
$L448:
	brid	$L386
	addk	r6,r5,r0
$L445:
	bneid	r11,$L400
	lwi	r10,r23,152
	brid	$L447
	addik	r4,r22,-1
$L444:
	bneid	r31,$L450
	muli	r8,r22,-4
	bslli	r8,r22,2
	sw	r19,r8,r30
	lwi	r3,r23,8
	bneid	r3,$L398
	addk	r9,r30,r8
	lwi	r10,r23,152
$L398:
	addik	r4,r22,-1
$L447:
$L449:
	brid	$L401
	bslli	r3,r4,2
$L403:
	lw	r6,r3,r30
	lw	r5,r3,r10
	addik	r4,r4,-1
	xor	r7,r6,r5
	bneid	r7,$L446
	addik	r3,r3,-4
$L401:
	xori	r5,r4,-1
	bnei	r5,$L403
	bri	$L400
$L380:
	bneid	r22,$L406
	lwi	r5,r23,152
	brid	$L448
	addk	r10,r6,r0
$L359:
	bslli	r7,r19,2
	addk	r4,r7,r0
	addik	r7,r7,params+20
	lwi	r7,r7,0
	addik	r4,r4,params+84
	lwi	r8,r4,0
	beqid	r8,$L368
	bslli	r7,r7,2
	addk	r4,r3,r0
	bslli	r8,r8,2
	addk	r5,r5,r7
$L367:
	lw	r7,r4,r5
	sw	r7,r4,r6
	addik	r4,r4,4
	xor	r7,r8,r4
	bnei	r7,$L367
$L368:
	lwi	r6,r23,152
	lwi	r7,r23,176
	beqid	r22,$L366
	bslli	r5,r22,2
$L369:
	lw	r4,r3,r7
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L369
$L366:
	addk	r31,r22,r22
	addk	r7,r31,r0
	addk	r5,r19,r0
	brlid	r15,parallel_multiply
	
	addk	r8,r0,r0
	bri	$L361
$L382:
	lwi	r7,r23,192
	addk	r6,r30,r0
	addk	r5,r22,r0
	brlid	r15,next_chunk
	
	swi	r9,r1,56
	lwi	r3,r23,8
	lwi	r6,r23,184
	bneid	r3,$L381
	lwi	r9,r1,56
	brid	$L387
	lwi	r5,r23,152
$L446:
	cmpu	r18,r6,r5
	bgei	r18,$L390
	bri	$L400
	.end	main
$Lfe8:
	.size	main,$Lfe8-main
	.globl	params
	.section	.data,"aw"
	.align	2
	.type	params,@object
	.size	params,268
params:
	.space	268
