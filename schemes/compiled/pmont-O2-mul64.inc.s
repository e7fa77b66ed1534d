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
	beqid	r7,$L1
	bslli	r3,r5,2
$L102:
	lw	r3,r3,r6
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl7
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	bneid	r3,$L102
	bslli	r3,r5,2
$L1:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L95:
	beqi	r3,$L6
	xori	r3,r5,3
	bnei	r3,$L97
	beqid	r7,$L1
	bslli	r4,r3,2
$L103:
	lw	r4,r4,r6
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	beqid	r4,$L1
	bslli	r4,r3,2
	lw	r4,r4,r6
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L103
	bslli	r4,r3,2
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
	beqid	r7,$L1
	bslli	r4,r3,2
$L104:
	lw	r4,r4,r6
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	beqid	r4,$L1
	bslli	r4,r3,2
	lw	r4,r4,r6
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L104
	bslli	r4,r3,2
	bri	$L1
$L98:
	xori	r3,r5,10
	beqid	r3,$L15
	xori	r5,r5,11
	bnei	r5,$L100
	beqid	r7,$L1
	bslli	r3,r5,2
$L105:
	lw	r3,r3,r6
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	beqid	r3,$L1
	bslli	r3,r5,2
	lw	r3,r3,r6
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	bneid	r3,$L105
	bslli	r3,r5,2
	bri	$L1
$L99:
	xori	r5,r5,13
	bnei	r5,$L1
	beqid	r7,$L1
	bslli	r3,r5,2
$L106:
	lw	r3,r3,r6
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	beqid	r3,$L1
	bslli	r3,r5,2
	lw	r3,r3,r6
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	bneid	r3,$L106
	bslli	r3,r5,2
	bri	$L1
$L100:
	beqid	r7,$L1
	addk	r3,r0,r0
$L28:
	bslli	r4,r3,2
	lw	r4,r4,r6
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl9
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bnei	r4,$L28
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L2:
	beqi	r7,$L1
$L29:
	bslli	r4,r3,2
	lw	r4,r4,r6
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl8
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bnei	r4,$L29
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L4:
	beqi	r7,$L1
$L33:
	bslli	r4,r3,2
	lw	r4,r4,r6
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl4
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bnei	r4,$L33
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L10:
	beqi	r7,$L1
$L31:
	bslli	r4,r3,2
	lw	r4,r4,r6
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl6
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bnei	r4,$L31
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L96:
	beqid	r7,$L1
	addk	r3,r0,r0
$L32:
	bslli	r4,r3,2
	lw	r4,r4,r6
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl5
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bnei	r4,$L32
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L6:
	beqi	r7,$L1
$L35:
	bslli	r4,r3,2
	lw	r4,r4,r6
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl2
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bnei	r4,$L35
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L13:
	beqi	r7,$L1
$L25:
	bslli	r4,r3,2
	lw	r4,r4,r6
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl12
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bnei	r4,$L25
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L18:
	beqi	r7,$L1
$L23:
	bslli	r4,r3,2
	lw	r4,r4,r6
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl14
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bnei	r4,$L23
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L15:
	beqi	r7,$L1
$L27:
	bslli	r4,r3,2
	lw	r4,r4,r6
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl10
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bnei	r4,$L27
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L97:
	beqi	r5,$L101
	beqid	r7,$L1
	addk	r3,r0,r0
$L36:
	bslli	r4,r3,2
	lw	r4,r4,r6
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl1
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bnei	r4,$L36
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L101:
	beqi	r7,$L1
$L37:
	bslli	r3,r5,2
	lw	r3,r3,r6
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	bnei	r3,$L37
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
	beqi	r3,$L108
	addik	r3,r0,8	# 0x8
	cmpu	r18,r5,r3
	bltid	r18,$L109
	xori	r3,r5,4
	beqi	r3,$L110
	addik	r3,r0,4	# 0x4
	cmpu	r18,r5,r3
	bgeid	r18,$L201
	xori	r3,r5,2
	xori	r3,r5,6
	beqid	r3,$L116
	xori	r5,r5,7
	bnei	r5,$L202
	beqi	r7,$L107
$L151:
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl7
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r3,r6,0
	xor	r3,r7,r5
	bneid	r3,$L151
	addik	r6,r6,4
$L107:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L201:
	beqi	r3,$L112
	xori	r3,r5,3
	bnei	r3,$L203
	beqi	r7,$L107
$L147:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	beqid	r4,$L107
	addik	r6,r6,4
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L147
	addik	r6,r6,4
	bri	$L107
$L109:
	xori	r3,r5,12
	beqi	r3,$L119
	addik	r3,r0,12	# 0xc
	cmpu	r18,r5,r3
	bgeid	r18,$L204
	xori	r3,r5,14
	beqi	r3,$L124
	xori	r3,r5,15
	bnei	r3,$L205
	beqi	r7,$L107
$L159:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	beqid	r4,$L107
	addik	r6,r6,4
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L159
	addik	r6,r6,4
	bri	$L107
$L204:
	xori	r3,r5,10
	beqid	r3,$L121
	xori	r5,r5,11
	bnei	r5,$L206
	beqi	r7,$L107
$L155:
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r3,r6,0
	xor	r3,r7,r5
	beqid	r3,$L107
	addik	r6,r6,4
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r3,r6,0
	xor	r3,r7,r5
	bneid	r3,$L155
	addik	r6,r6,4
	bri	$L107
$L205:
	xori	r5,r5,13
	bnei	r5,$L107
	beqi	r7,$L107
$L157:
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r3,r6,0
	xor	r3,r7,r5
	beqid	r3,$L107
	addik	r6,r6,4
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r3,r6,0
	xor	r3,r7,r5
	bneid	r3,$L157
	addik	r6,r6,4
	bri	$L107
$L206:
	beqid	r7,$L107
	addk	r3,r0,r0
$L153:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl9
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L153
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L108:
	beqi	r7,$L107
$L152:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl8
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L152
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L110:
	beqi	r7,$L107
$L148:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl4
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L148
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L116:
	beqi	r7,$L107
$L150:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl6
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L150
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L202:
	beqid	r7,$L107
	addk	r3,r0,r0
$L149:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl5
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L149
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L112:
	beqi	r7,$L107
$L146:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl2
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L146
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L119:
	beqi	r7,$L107
$L156:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl12
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L156
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L124:
	beqi	r7,$L107
$L158:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl14
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L158
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L121:
	beqi	r7,$L107
$L154:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl10
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L154
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L203:
	beqi	r5,$L207
	beqid	r7,$L107
	addk	r3,r0,r0
$L145:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl1
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	bneid	r4,$L145
	addik	r6,r6,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L207:
	beqi	r7,$L107
$L144:
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r3,r6,0
	xor	r3,r7,r5
	bneid	r3,$L144
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
	bltid	r18,$L209
	addk	r4,r7,r0
	addk	r4,r12,r0
$L209:
	lwi	r3,r1,68
	addik	r4,r4,1
	rsubk	r3,r6,r3
	cmpu	r18,r3,r4
	bgei	r18,$L210
	addk	r3,r4,r0
$L210:
	cmpu	r18,r3,r7
	bgei	r18,$L215
	bslli	r7,r7,2
	bslli	r6,r3,2
	addk	r7,r5,r7
	addk	r6,r5,r6
$L214:
	swi	r0,r7,0
	addik	r7,r7,4
	xor	r4,r6,r7
	bnei	r4,$L214
$L215:
	beqid	r10,$L238
	lwi	r19,r1,4
	cmpu	r18,r3,r9
	bgeid	r18,$L238
	addk	r4,r0,r0
	bslli	r6,r9,2
	addk	r7,r4,r0
	brid	$L217
	addk	r6,r5,r6
$L237:
	cmpu	r18,r3,r9
	bgeid	r18,$L208
	addik	r4,r4,4
$L217:
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
	bneid	r19,$L237
	addk	r7,r10,r0
	cmpu	r18,r3,r9
	bgeid	r18,$L208
	andi	r10,r10,1 #and1
	beqid	r10,$L208
	bslli	r4,r9,2
	addik	r6,r0,0x00000000
	addik	r7,r0,0x00000001 #li => la
	addk	r5,r5,r4
$L219:
	lwi	r4,r5,0
	addk	r28,r0,r0
	addik	r5,r5,4
	addk	r29,r4,r0
	addik	r4,r4,1
	swi	r4,r5,-4
	add	r11,r29,r7
	addc	r10,r28,r6
	andi	r10,r10,1 #and1
	beqid	r10,$L208
	addik	r9,r9,1
	cmpu	r18,r3,r9
	blti	r18,$L219
$L208:
	lwi	r19,r1,4
$L238:
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
	beqid	r3,$L247
	addk	r5,r5,r5
	lwi	r9,r8,272
	lwi	r7,r8,276
	addik	r4,r0,-65500
	ori	r6,r5,1
$L242:
	swi	r6,r4,0
	lwi	r3,r4,0
	xor	r3,r3,r6
	bnei	r3,$L242
	lwi	r6,r7,0
	lwi	r3,r9,0
	lwi	r8,r8,4
	addik	r3,r3,1
	xor	r8,r8,r3
	beqi	r8,$L248
	swi	r3,r9,0
	swi	r5,r4,0
$L244:
	lwi	r3,r7,0
	xor	r3,r3,r6
	beqi	r3,$L244
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L247:
	lwi	r3,r0,-65504
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L248:
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
	addk	r22,r8,r0
	bneid	r3,$L258
	addk	r19,r7,r0
	bslli	r5,r5,2
	bslli	r6,r8,2
	addik	r5,r5,params+196
	lwi	r5,r5,0
	swi	r8,r5,0
	beqid	r8,$L249
	addik	r5,r5,4
$L253:
	lw	r4,r3,r19
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r3,r6
	bnei	r4,$L253
$L249:
	lwi	r15,r1,0
	lwi	r19,r1,32
	lwi	r22,r1,36
	lwi	r23,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L258:
	addk	r5,r6,r0
	addk	r23,r6,r0
	addik	r7,r0,1	# 0x1
	brlid	r15,link_recv
	
	addik	r6,r1,28
	addk	r5,r23,r0
	addik	r6,r1,60
	brlid	r15,link_send
	
	addik	r7,r0,1	# 0x1
	addk	r7,r22,r0
	addk	r6,r19,r0
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
	.frame	r1,56,r15		# vars= 0, regs= 7, args= 24
	.mask	0x0fc88000
	addik	r1,r1,-56
	swi	r27,r1,52
	addik	r27,r0,params
	swi	r24,r1,40
	swi	r15,r1,0
	swi	r19,r1,28
	swi	r22,r1,32
	swi	r23,r1,36
	swi	r25,r1,44
	swi	r26,r1,48
	lwi	r26,r27,4
	addk	r24,r6,r0
	xori	r3,r26,1
	beqid	r3,$L297
	lwi	r23,r27,148
	lwi	r22,r27,8
	bneid	r22,$L298
	addk	r19,r5,r0
	bneid	r5,$L299
	addk	r25,r7,r0
	lwi	r4,r27,84
	lwi	r6,r27,0
	bslli	r3,r4,2
	xor	r4,r4,r6
	beqid	r4,$L277
	bslli	r5,r6,2
$L276:
	lw	r4,r3,r24
	sw	r4,r3,r25
	addik	r3,r3,4
	xor	r4,r3,r5
	bnei	r4,$L276
$L277:
	brlid	r15,barrier
	
	addk	r5,r0,r0
	lwi	r3,r27,84
	beqid	r3,$L259
	bslli	r4,r3,2
$L278:
	lw	r3,r19,r24
	sw	r3,r19,r23
	addik	r19,r19,4
	xor	r3,r4,r19
	bnei	r3,$L278
$L259:
	lwi	r15,r1,0
$L301:
	lwi	r19,r1,28
$L302:
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	lwi	r25,r1,44
	lwi	r26,r1,48
	lwi	r27,r1,52
	rtsd	r15,8 
	
	addik	r1,r1,56
$L299:
	brlid	r15,barrier
	nop		# Unfilled delay slot

	bslli	r3,r19,2
	addk	r19,r3,r0
	addik	r3,r3,params+20
	lwi	r4,r3,0
	addik	r19,r19,params+84
	lwi	r3,r19,0
	bslli	r4,r4,2
	bslli	r5,r3,2
	beqid	r3,$L259
	addk	r4,r25,r4
$L279:
	lw	r3,r22,r4
	sw	r3,r22,r23
	addik	r22,r22,4
	xor	r3,r22,r5
	bneid	r3,$L279
	lwi	r15,r1,0
	brid	$L302
	lwi	r19,r1,28
$L298:
	beqid	r5,$L300
	addik	r22,r0,1	# 0x1
	bslli	r19,r5,2
	addik	r19,r19,params+84
	lwi	r5,r19,0
	beqid	r5,$L259
	addk	r3,r0,r0
$L271:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r23,0
	xor	r4,r5,r3
	bneid	r4,$L271
	addik	r23,r23,4
	brid	$L301
	lwi	r15,r1,0
$L297:
	lwi	r4,r27,84
	beqid	r4,$L259
	bslli	r5,r4,2
$L262:
	lw	r4,r3,r24
	sw	r4,r3,r23
	addik	r3,r3,4
	xor	r4,r3,r5
	beqid	r4,$L301
	lwi	r15,r1,0
	lw	r4,r3,r24
	sw	r4,r3,r23
	addik	r3,r3,4
	xor	r4,r3,r5
	bneid	r4,$L262
	lwi	r15,r1,0
	brid	$L302
	lwi	r19,r1,28
$L300:
	cmpu	r18,r26,r22
	bgeid	r18,$L269
	addik	r25,r27,24
$L268:
	lwi	r6,r25,0
	lwi	r7,r25,64
	addk	r5,r22,r0
	bslli	r6,r6,2
	addk	r6,r24,r6
	brlid	r15,link_send
	
	addik	r22,r22,1
	xor	r3,r26,r22
	bneid	r3,$L268
	addik	r25,r25,4
$L269:
	lwi	r3,r27,84
	beqid	r3,$L259
	bslli	r4,r3,2
$L270:
	lw	r3,r19,r24
	sw	r3,r19,r23
	addik	r19,r19,4
	xor	r3,r4,r19
	bneid	r3,$L270
	lwi	r15,r1,0
	brid	$L302
	lwi	r19,r1,28
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
	bneid	r4,$L312
	lwi	r22,r3,160
	bslli	r19,r5,2
	addik	r19,r19,params+196
	lwi	r6,r19,0
	lwi	r3,r6,0
	addik	r6,r6,4
	beqid	r3,$L303
	bslli	r7,r3,2
$L307:
	lw	r5,r4,r6
	sw	r5,r4,r22
	addik	r4,r4,4
	xor	r5,r7,r4
	bnei	r5,$L307
$L303:
	lwi	r15,r1,0
	lwi	r19,r1,36
	lwi	r22,r1,40
	lwi	r23,r1,44
	rtsd	r15,8 
	
	addik	r1,r1,48
$L312:
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
	.frame	r1,92,r15		# vars= 16, regs= 11, args= 28
	.mask	0xffc88000
	bslli	r4,r5,2
	addik	r1,r1,-92
	addk	r3,r4,r0
	swi	r28,r1,76
	addik	r28,r0,params
	swi	r26,r1,68
	swi	r27,r1,72
	swi	r15,r1,0
	swi	r19,r1,48
	swi	r22,r1,52
	swi	r23,r1,56
	swi	r24,r1,60
	swi	r25,r1,64
	swi	r29,r1,80
	swi	r30,r1,84
	swi	r31,r1,88
	addik	r3,r3,params+84
	addik	r4,r4,params+20
	lwi	r4,r4,0
	lwi	r30,r28,0
	lwi	r29,r3,0
	swi	r7,r1,104
	swi	r4,r1,32
	addk	r3,r29,r30
	rsubk	r27,r4,r7
	addk	r26,r5,r0
	cmpu	r18,r27,r3
	bgeid	r18,$L314
	lwi	r19,r28,4
	addk	r27,r3,r0
$L314:
	lwi	r31,r28,156
	beqid	r8,$L317
	lwi	r10,r28,148
	lwi	r4,r1,32
	rsubk	r8,r4,r30
	beqi	r8,$L317
	addk	r3,r27,r0
$L317:
	beqid	r3,$L378
	addk	r7,r31,r0
	bslli	r4,r3,2
	addk	r3,r31,r0
	addk	r4,r4,r31
$L319:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r5,r4,r3
	bneid	r5,$L319
	addk	r7,r31,r0
$L378:
	beqid	r29,$L329
	addk	r9,r0,r0
	swi	r19,r1,36
	swi	r26,r1,40
	addk	r19,r10,r0
	addk	r26,r9,r0
$L328:
	bslli	r3,r9,2
	bneid	r8,$L323
	lw	r10,r3,r19
	addk	r4,r30,r0
	addk	r12,r30,r9
$L324:
	beqid	r4,$L325
	addk	r3,r0,r0
	bslli	r11,r4,2
	addk	r4,r26,r0
	swi	r8,r1,44
$L326:
	lw	r8,r3,r6
	lw	r23,r3,r7
	addk	r22,r0,r0
	addk	r25,r4,r0
	addk	r24,r22,r0
	mul	r5,r10,r8
	mulhu	r4,r10,r8
	add	r5,r5,r23
	addc	r4,r4,r22
	add	r5,r5,r25
	addc	r4,r4,r24
	sw	r5,r3,r7
	addik	r3,r3,4
	xor	r5,r11,r3
	bneid	r5,$L326
	lwi	r8,r1,44
$L325:
	cmpu	r18,r27,r12
	bgeid	r18,$L327
	bslli	r12,r12,2
	sw	r4,r12,r31
$L327:
	addik	r9,r9,1
	xor	r3,r29,r9
	bneid	r3,$L328
	addik	r7,r7,4
	lwi	r19,r1,36
	lwi	r26,r1,40
$L329:
	xori	r3,r19,1
	beqi	r3,$L313
	lwi	r6,r28,12
	beqid	r6,$L330
	addik	r23,r0,1	# 0x1
	cmpu	r18,r19,r23
	bgeid	r18,$L313
	lwi	r24,r1,32
	brid	$L331
	lwi	r25,r1,104
$L340:
	rsubk	r22,r19,r22
	cmpu	r18,r22,r26
	bltid	r18,$L379
	addk	r22,r26,r19
$L341:
	cmpu	r18,r19,r23
	bgeid	r18,$L376
	addk	r3,r27,r0
$L331:
	addik	r3,r19,1
	addk	r22,r19,r0
	srl	r19,r3
	cmpu	r18,r19,r26
	bltid	r18,$L337
	addk	r8,r27,r0
	addk	r7,r31,r0
	addk	r5,r26,r0
	cmpu	r18,r22,r26
	bgeid	r18,$L337
	rsubk	r6,r19,r26
	brlid	r15,give
	nop		# Unfilled delay slot

$L337:
	lwi	r3,r28,8
	bneid	r3,$L340
	addk	r5,r26,r0
	brlid	r15,barrier
	
	rsubk	r22,r19,r22
	cmpu	r18,r22,r26
	bgeid	r18,$L341
	addk	r22,r26,r19
$L379:
	addk	r5,r22,r0
	brlid	r15,take
	
	bslli	r22,r22,2
	addik	r22,r22,params+20
	addk	r7,r27,r0
	lwi	r9,r22,0
	lwi	r8,r28,160
	addk	r10,r3,r0
	addk	r6,r24,r0
	addk	r5,r31,r0
	brlid	r15,add_partial
	
	swi	r25,r1,28
	cmpu	r18,r19,r23
	bltid	r18,$L331
	addk	r27,r3,r0
$L313:
	addk	r3,r27,r0
$L376:
	lwi	r15,r1,0
	lwi	r19,r1,48
	lwi	r22,r1,52
	lwi	r23,r1,56
	lwi	r24,r1,60
	lwi	r25,r1,64
	lwi	r26,r1,68
	lwi	r27,r1,72
	lwi	r28,r1,76
	lwi	r29,r1,80
	lwi	r30,r1,84
	lwi	r31,r1,88
	rtsd	r15,8 
	
	addik	r1,r1,92
$L323:
	addk	r12,r8,r0
	brid	$L324
	rsubk	r4,r9,r8
$L330:
	bneid	r26,$L332
	addk	r8,r27,r0
	lwi	r3,r28,8
	beqi	r3,$L375
	addik	r22,r0,1	# 0x1
$L377:
	cmpu	r18,r19,r22
	bgeid	r18,$L313
	lwi	r26,r1,104
	lwi	r24,r28,160
	addik	r25,r0,params+20
	addk	r23,r0,r0
$L335:
	brlid	r15,take
	
	addk	r5,r22,r0
	bslli	r4,r22,2
	addk	r7,r27,r0
	lw	r9,r4,r25
	addk	r10,r3,r0
	addk	r8,r24,r0
	addk	r6,r23,r0
	addk	r5,r31,r0
	swi	r26,r1,28
	brlid	r15,add_partial
	
	addik	r22,r22,1
	xor	r4,r19,r22
	bneid	r4,$L335
	addk	r27,r3,r0
	brid	$L376
	addk	r3,r27,r0
$L332:
	addk	r7,r31,r0
	brlid	r15,give
	
	addk	r5,r26,r0
	lwi	r3,r28,8
	bnei	r3,$L313
	brlid	r15,barrier
	
	addk	r5,r26,r0
	brid	$L376
	addk	r3,r27,r0
$L375:
	brlid	r15,barrier
	
	addk	r5,r26,r0
	brid	$L377
	addik	r22,r0,1	# 0x1
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
	beqid	r3,$L381
	lwi	r5,r23,172
	bslli	r3,r19,2
	addik	r3,r3,params+84
	lwi	r4,r3,0
	addk	r3,r0,r0
	beqid	r4,$L385
	bslli	r7,r4,2
$L384:
	lw	r4,r3,r5
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L384
$L385:
	addk	r31,r22,r22
	addk	r7,r31,r0
	lwi	r6,r23,176
	addk	r5,r19,r0
	brlid	r15,parallel_multiply
	
	addk	r8,r0,r0
$L383:
	bneid	r19,$L395
	lwi	r9,r23,164
	beqid	r31,$L395
	addk	r5,r19,r0
	lwi	r8,r23,156
	addk	r4,r19,r0
$L397:
	cmpu	r18,r3,r4
	bgeid	r18,$L396
	addk	r6,r19,r0
	lw	r6,r5,r8
$L396:
	addik	r4,r4,1
	sw	r6,r5,r9
	xor	r7,r4,r31
	bneid	r7,$L397
	addik	r5,r5,4
$L395:
	addk	r6,r9,r0
	lwi	r7,r23,188
	addk	r5,r19,r0
	brlid	r15,next_chunk
	
	swi	r9,r1,56
	lwi	r3,r23,8
	lwi	r6,r23,180
	bneid	r3,$L398
	lwi	r9,r1,56
	beqid	r22,$L399
	lwi	r5,r23,152
	bslli	r7,r22,2
$L400:
	lw	r4,r3,r6
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L400
	lwi	r3,r23,8
	bnei	r3,$L398
$L399:
	addk	r6,r5,r0
$L398:
	lwi	r8,r23,16
	addk	r7,r22,r0
	addk	r5,r19,r0
	brlid	r15,parallel_multiply
	
	swi	r9,r1,56
	lwi	r9,r1,56
	beqid	r19,$L401
	lwi	r30,r23,168
	addk	r6,r30,r0
	lwi	r7,r23,192
	brlid	r15,next_chunk
	
	addk	r5,r19,r0
	lwi	r3,r23,8
	lwi	r6,r23,184
	beqid	r3,$L402
	lwi	r9,r1,56
$L403:
	addk	r10,r6,r0
$L408:
	addk	r7,r31,r0
	addk	r5,r19,r0
	addk	r8,r0,r0
	swi	r9,r1,56
	brlid	r15,parallel_multiply
	
	swi	r10,r1,52
	lwi	r9,r1,56
	bneid	r19,$L412
	lwi	r10,r1,52
	cmpu	r18,r31,r3
	bgeid	r18,$L468
	bslli	r3,r3,2
	lwi	r5,r23,156
	bslli	r4,r22,3
	addk	r3,r5,r3
	addk	r5,r5,r4
$L416:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bneid	r4,$L416
	muli	r8,r22,-4
$L474:
	lwi	r7,r23,156
	addk	r3,r19,r0
	addk	r11,r19,r0
	addk	r6,r19,r0
	addk	r8,r30,r8
$L418:
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
	blti	r18,$L417
	sw	r5,r3,r8
$L417:
	addik	r6,r6,1
	xor	r12,r6,r31
	addk	r11,r4,r0
	bneid	r12,$L418
	addik	r3,r3,4
	bslli	r8,r22,2
	sw	r4,r8,r30
	lwi	r3,r23,8
	beqid	r3,$L469
	addk	r9,r30,r8
	beqid	r11,$L473
	addik	r4,r22,-1
$L422:
	beqid	r22,$L426
	addk	r4,r23,r0
	addk	r22,r19,r0
	addk	r6,r0,r0
$L475:
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
	bneid	r3,$L475
	andi	r22,r22,1 #and1
	addk	r23,r4,r0
$L426:
	lwi	r3,r9,0
	rsubk	r3,r22,r3
	swi	r3,r9,0
$L412:
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
$L401:
	beqid	r22,$L404
	addk	r6,r19,r0
	lwi	r8,r23,156
	addk	r4,r19,r0
$L406:
	cmpu	r18,r3,r4
	bgeid	r18,$L405
	addk	r7,r19,r0
	lw	r7,r6,r8
$L405:
	addik	r4,r4,1
	sw	r7,r6,r30
	xor	r5,r22,r4
	bneid	r5,$L406
	addik	r6,r6,4
	lwi	r7,r23,192
	addk	r6,r30,r0
	brlid	r15,next_chunk
	
	swi	r9,r1,56
	lwi	r3,r23,8
	lwi	r6,r23,184
	bneid	r3,$L403
	lwi	r9,r1,56
	lwi	r5,r23,152
$L428:
	bslli	r7,r22,2
	addk	r3,r0,r0
$L410:
	lw	r4,r3,r6
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L410
	lwi	r3,r23,8
	bnei	r3,$L403
$L409:
	addk	r10,r6,r0
$L472:
	brid	$L408
	addk	r6,r5,r0
$L469:
	bneid	r11,$L422
	lwi	r10,r23,152
	brid	$L471
	addik	r4,r22,-1
$L468:
	bneid	r31,$L474
	muli	r8,r22,-4
	bslli	r8,r22,2
	sw	r19,r8,r30
	lwi	r3,r23,8
	bneid	r3,$L420
	addk	r9,r30,r8
	lwi	r10,r23,152
$L420:
	addik	r4,r22,-1
$L471:
$L473:
	brid	$L423
	bslli	r3,r4,2
$L425:
	lw	r6,r3,r30
	lw	r5,r3,r10
	addik	r4,r4,-1
	xor	r7,r6,r5
	bneid	r7,$L470
	addik	r3,r3,-4
$L423:
	xori	r5,r4,-1
	bnei	r5,$L425
	bri	$L422
$L402:
	bneid	r22,$L428
	lwi	r5,r23,152
	brid	$L472
	addk	r10,r6,r0
$L381:
	bslli	r7,r19,2
	addk	r4,r7,r0
	addik	r7,r7,params+20
	lwi	r7,r7,0
	addik	r4,r4,params+84
	lwi	r8,r4,0
	beqid	r8,$L390
	bslli	r7,r7,2
	addk	r4,r3,r0
	bslli	r8,r8,2
	addk	r5,r5,r7
$L389:
	lw	r7,r4,r5
	sw	r7,r4,r6
	addik	r4,r4,4
	xor	r7,r8,r4
	bnei	r7,$L389
$L390:
	lwi	r6,r23,152
	lwi	r7,r23,176
	beqid	r22,$L388
	bslli	r5,r22,2
$L391:
	lw	r4,r3,r7
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L391
$L388:
	addk	r31,r22,r22
	addk	r7,r31,r0
	addk	r5,r19,r0
	brlid	r15,parallel_multiply
	
	addk	r8,r0,r0
	bri	$L383
$L404:
	lwi	r7,r23,192
	addk	r6,r30,r0
	addk	r5,r22,r0
	brlid	r15,next_chunk
	
	swi	r9,r1,56
	lwi	r3,r23,8
	lwi	r6,r23,184
	bneid	r3,$L403
	lwi	r9,r1,56
	brid	$L409
	lwi	r5,r23,152
$L470:
	cmpu	r18,r6,r5
	bgei	r18,$L412
	bri	$L422
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
