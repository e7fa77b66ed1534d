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
 # 82 "../../pmont/c/pmont.c" 1
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
 # 82 "../../pmont/c/pmont.c" 1
	put	r4,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	beqid	r4,$L1
	bslli	r4,r3,2
	lw	r4,r4,r6
 #APP
 # 82 "../../pmont/c/pmont.c" 1
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
 # 83 "../../pmont/c/pmont.c" 1
	put	r4,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	beqid	r4,$L1
	bslli	r4,r3,2
	lw	r4,r4,r6
 #APP
 # 83 "../../pmont/c/pmont.c" 1
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
 # 83 "../../pmont/c/pmont.c" 1
	put	r3,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	beqid	r3,$L1
	bslli	r3,r5,2
	lw	r3,r3,r6
 #APP
 # 83 "../../pmont/c/pmont.c" 1
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
 # 83 "../../pmont/c/pmont.c" 1
	put	r3,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	beqid	r3,$L1
	bslli	r3,r5,2
	lw	r3,r3,r6
 #APP
 # 83 "../../pmont/c/pmont.c" 1
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
 # 83 "../../pmont/c/pmont.c" 1
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
 # 83 "../../pmont/c/pmont.c" 1
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
 # 82 "../../pmont/c/pmont.c" 1
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
 # 82 "../../pmont/c/pmont.c" 1
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
 # 82 "../../pmont/c/pmont.c" 1
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
 # 82 "../../pmont/c/pmont.c" 1
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
 # 83 "../../pmont/c/pmont.c" 1
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
 # 83 "../../pmont/c/pmont.c" 1
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
 # 83 "../../pmont/c/pmont.c" 1
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
 # 82 "../../pmont/c/pmont.c" 1
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
 # 82 "../../pmont/c/pmont.c" 1
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
 # 91 "../../pmont/c/pmont.c" 1
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
 # 91 "../../pmont/c/pmont.c" 1
	get	r4,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	beqid	r4,$L107
	addik	r6,r6,4
 #APP
 # 91 "../../pmont/c/pmont.c" 1
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
 # 92 "../../pmont/c/pmont.c" 1
	get	r4,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r6,0
	xor	r4,r7,r3
	beqid	r4,$L107
	addik	r6,r6,4
 #APP
 # 92 "../../pmont/c/pmont.c" 1
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
 # 92 "../../pmont/c/pmont.c" 1
	get	r3,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r3,r6,0
	xor	r3,r7,r5
	beqid	r3,$L107
	addik	r6,r6,4
 #APP
 # 92 "../../pmont/c/pmont.c" 1
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
 # 92 "../../pmont/c/pmont.c" 1
	get	r3,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r3,r6,0
	xor	r3,r7,r5
	beqid	r3,$L107
	addik	r6,r6,4
 #APP
 # 92 "../../pmont/c/pmont.c" 1
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
 # 92 "../../pmont/c/pmont.c" 1
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
 # 92 "../../pmont/c/pmont.c" 1
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
 # 91 "../../pmont/c/pmont.c" 1
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
 # 91 "../../pmont/c/pmont.c" 1
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
 # 91 "../../pmont/c/pmont.c" 1
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
 # 91 "../../pmont/c/pmont.c" 1
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
 # 92 "../../pmont/c/pmont.c" 1
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
 # 92 "../../pmont/c/pmont.c" 1
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
 # 92 "../../pmont/c/pmont.c" 1
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
 # 91 "../../pmont/c/pmont.c" 1
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
 # 91 "../../pmont/c/pmont.c" 1
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
 # 91 "../../pmont/c/pmont.c" 1
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
	.ent	fadd
	.type	fadd, @function
fadd:
	.frame	r1,144,r15		# vars= 96, regs= 11, args= 0
	.mask	0xffc80000
	lwi	r3,r0,S
	beqi	r3,$L316
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
$L317:
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
	bneid	r19,$L317
	addk	r31,r4,r0
	lwi	r24,r0,P
	addk	r6,r19,r0
$L306:
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
	bneid	r7,$L306
	andi	r6,r6,1 #and1
	xori	r6,r6,1
	addk	r5,r7,r0
	or	r6,r6,r4
	rsubk	r8,r6,r0
	addik	r6,r6,-1
$L307:
	addk	r7,r1,r5
	lw	r4,r5,r12
	lwi	r7,r7,4
	and	r4,r8,r4
	and	r7,r6,r7
	or	r4,r4,r7
	sw	r4,r5,r12
	addik	r5,r5,4
	xor	r4,r3,r5
	bneid	r4,$L307
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
$L316:
	rtsd	r15, 8
	nop		# Unfilled delay slot

	.end	fadd
$Lfe7:
	.size	fadd,$Lfe7-fadd
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
	beqid	r12,$L318
	swi	r5,r1,148
	addk	r3,r0,r0
	addk	r4,r3,r0
	bslli	r12,r12,2
	addk	r10,r0,r0
$L328:
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
	bneid	r5,$L328
	andi	r4,r4,1 #and1
	addk	r3,r5,r0
	lwi	r10,r0,P
	addk	r6,r5,r0
	lwi	r11,r1,148
	rsubk	r4,r4,r0
$L321:
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
	bnei	r5,$L321
$L318:
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
$Lfe8:
	.size	fsub,$Lfe8-fsub
	.align	2
	.ent	fswap
	.type	fswap, @function
fswap:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	lwi	r9,r0,S
	beqi	r9,$L329
	bslli	r9,r9,2
	addk	r3,r0,r0
$L331:
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
	bnei	r4,$L331
$L329:
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	fswap
$Lfe9:
	.size	fswap,$Lfe9-fswap
	.align	2
	.ent	jcopy
	.type	jcopy, @function
jcopy:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	lwi	r7,r0,S
	addk	r3,r0,r0
	beqid	r7,$L336
	bslli	r4,r7,2
$L338:
	lw	r7,r3,r6
	sw	r7,r3,r5
	addik	r3,r3,4
	xor	r7,r4,r3
	bneid	r7,$L338
	addik	r8,r4,96
	addik	r3,r0,96	# 0x60
$L339:
	lw	r7,r3,r6
	sw	r7,r3,r5
	addik	r3,r3,4
	xor	r7,r3,r8
	bnei	r7,$L339
	addik	r4,r4,192
	addik	r3,r0,192	# 0xc0
$L340:
	lw	r7,r3,r6
	sw	r7,r3,r5
	addik	r3,r3,4
	xor	r7,r4,r3
	bnei	r7,$L340
$L336:
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	jcopy
$Lfe10:
	.size	jcopy,$Lfe10-jcopy
	.align	2
	.ent	mod_p
	.type	mod_p, @function
mod_p:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	addik	r5,r0,pmont_field
	lwi	r3,r0,ecc+16
	addik	r4,r0,params
	lwi	r6,r5,0
	swi	r3,r0,P
	swi	r3,r4,184
	xor	r3,r3,r6
	beqi	r3,$L349
	lwi	r3,r5,8
$L348:
	rtsd	r15,8 
	
	swi	r3,r4,180
$L349:
	brid	$L348
	lwi	r3,r5,4
	.end	mod_p
$Lfe11:
	.size	mod_p,$Lfe11-mod_p
	.align	2
	.ent	mod_n
	.type	mod_n, @function
mod_n:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	addik	r5,r0,pmont_field
	lwi	r3,r0,ecc+24
	addik	r4,r0,params
	lwi	r6,r5,0
	swi	r3,r0,P
	swi	r3,r4,184
	xor	r3,r3,r6
	beqi	r3,$L353
	lwi	r3,r5,8
$L352:
	rtsd	r15,8 
	
	swi	r3,r4,180
$L353:
	brid	$L352
	lwi	r3,r5,4
	.end	mod_n
$Lfe12:
	.size	mod_n,$Lfe12-mod_n
	.align	2
	.ent	in_range
	.type	in_range, @function
in_range:
	.frame	r1,24,r15		# vars= 0, regs= 5, args= 0
	.mask	0x03c80000
	lwi	r3,r0,S
	beqi	r3,$L367
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
$L368:
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
	bneid	r9,$L368
	andi	r8,r8,1 #and1
	beqid	r8,$L354
	addk	r3,r9,r0
	addk	r12,r5,r12
$L357:
	lwi	r4,r5,0
	addik	r5,r5,4
	xor	r3,r12,r5
	bneid	r3,$L357
	or	r9,r9,r4
	rsubk	r3,r9,r0
	or	r3,r3,r9
	bsrli	r3,r3,31
$L354:
	lwi	r19,r1,4
	lwi	r22,r1,8
	lwi	r23,r1,12
	lwi	r24,r1,16
	lwi	r25,r1,20
	rtsd	r15,8 
	
	addik	r1,r1,24
$L367:
	rtsd	r15, 8
	nop		# Unfilled delay slot

	.end	in_range
$Lfe13:
	.size	in_range,$Lfe13-in_range
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
	bneid	r4,$L378
	lwi	r22,r3,160
	bslli	r19,r5,2
	addik	r19,r19,params+196
	lwi	r6,r19,0
	lwi	r3,r6,0
	addik	r6,r6,4
	beqid	r3,$L369
	bslli	r7,r3,2
$L373:
	lw	r5,r4,r6
	sw	r5,r4,r22
	addik	r4,r4,4
	xor	r5,r7,r4
	bnei	r5,$L373
$L369:
	lwi	r15,r1,0
	lwi	r19,r1,36
	lwi	r22,r1,40
	lwi	r23,r1,44
	rtsd	r15,8 
	
	addik	r1,r1,48
$L378:
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
$Lfe14:
	.size	take,$Lfe14-take
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
	bgeid	r18,$L380
	lwi	r19,r28,4
	addk	r27,r3,r0
$L380:
	lwi	r31,r28,156
	beqid	r8,$L383
	lwi	r10,r28,148
	lwi	r4,r1,32
	rsubk	r8,r4,r30
	beqi	r8,$L383
	addk	r3,r27,r0
$L383:
	beqid	r3,$L444
	addk	r7,r31,r0
	bslli	r4,r3,2
	addk	r3,r31,r0
	addk	r4,r4,r31
$L385:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r5,r4,r3
	bneid	r5,$L385
	addk	r7,r31,r0
$L444:
	beqid	r29,$L395
	addk	r9,r0,r0
	swi	r19,r1,36
	swi	r26,r1,40
	addk	r19,r10,r0
	addk	r26,r9,r0
$L394:
	bslli	r3,r9,2
	bneid	r8,$L389
	lw	r10,r3,r19
	addk	r4,r30,r0
	addk	r12,r30,r9
$L390:
	beqid	r4,$L391
	addk	r3,r0,r0
	bslli	r11,r4,2
	addk	r4,r26,r0
	swi	r8,r1,44
$L392:
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
	bneid	r5,$L392
	lwi	r8,r1,44
$L391:
	cmpu	r18,r27,r12
	bgeid	r18,$L393
	bslli	r12,r12,2
	sw	r4,r12,r31
$L393:
	addik	r9,r9,1
	xor	r3,r29,r9
	bneid	r3,$L394
	addik	r7,r7,4
	lwi	r19,r1,36
	lwi	r26,r1,40
$L395:
	xori	r3,r19,1
	beqi	r3,$L379
	lwi	r6,r28,12
	beqid	r6,$L396
	addik	r23,r0,1	# 0x1
	cmpu	r18,r19,r23
	bgeid	r18,$L379
	lwi	r24,r1,32
	brid	$L397
	lwi	r25,r1,104
$L406:
	rsubk	r22,r19,r22
	cmpu	r18,r22,r26
	bltid	r18,$L445
	addk	r22,r26,r19
$L407:
	cmpu	r18,r19,r23
	bgeid	r18,$L442
	addk	r3,r27,r0
$L397:
	addik	r3,r19,1
	addk	r22,r19,r0
	srl	r19,r3
	cmpu	r18,r19,r26
	bltid	r18,$L403
	addk	r8,r27,r0
	addk	r7,r31,r0
	addk	r5,r26,r0
	cmpu	r18,r22,r26
	bgeid	r18,$L403
	rsubk	r6,r19,r26
	brlid	r15,give
	nop		# Unfilled delay slot

$L403:
	lwi	r3,r28,8
	bneid	r3,$L406
	addk	r5,r26,r0
	brlid	r15,barrier
	
	rsubk	r22,r19,r22
	cmpu	r18,r22,r26
	bgeid	r18,$L407
	addk	r22,r26,r19
$L445:
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
	bltid	r18,$L397
	addk	r27,r3,r0
$L379:
	addk	r3,r27,r0
$L442:
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
$L389:
	addk	r12,r8,r0
	brid	$L390
	rsubk	r4,r9,r8
$L396:
	bneid	r26,$L398
	addk	r8,r27,r0
	lwi	r3,r28,8
	beqi	r3,$L441
	addik	r22,r0,1	# 0x1
$L443:
	cmpu	r18,r19,r22
	bgeid	r18,$L379
	lwi	r26,r1,104
	lwi	r24,r28,160
	addik	r25,r0,params+20
	addk	r23,r0,r0
$L401:
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
	bneid	r4,$L401
	addk	r27,r3,r0
	brid	$L442
	addk	r3,r27,r0
$L398:
	addk	r7,r31,r0
	brlid	r15,give
	
	addk	r5,r26,r0
	lwi	r3,r28,8
	bnei	r3,$L379
	brlid	r15,barrier
	
	addk	r5,r26,r0
	brid	$L442
	addk	r3,r27,r0
$L441:
	brlid	r15,barrier
	
	addk	r5,r26,r0
	brid	$L443
	addik	r22,r0,1	# 0x1
	.end	parallel_multiply
$Lfe15:
	.size	parallel_multiply,$Lfe15-parallel_multiply
	.align	2
	.ent	reduce_once.constprop.0
	.type	reduce_once.constprop.0, @function
reduce_once.constprop.0:
	.frame	r1,120,r15		# vars= 96, regs= 5, args= 0
	.mask	0x03c80000
	lwi	r7,r0,S
	beqi	r7,$L457
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
$L458:
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
	bneid	r3,$L458
	andi	r4,r4,1 #and1
	addik	r9,r0,sr
	rsubk	r8,r4,r0
	addik	r4,r4,-1
$L449:
	addk	r6,r1,r3
	lw	r5,r3,r12
	lwi	r6,r6,4
	and	r5,r8,r5
	and	r6,r4,r6
	or	r5,r5,r6
	sw	r5,r3,r9
	addik	r3,r3,4
	xor	r5,r7,r3
	bneid	r5,$L449
	lwi	r22,r1,104
	lwi	r19,r1,100
	lwi	r23,r1,108
	lwi	r24,r1,112
	lwi	r25,r1,116
	rtsd	r15,8 
	
	addik	r1,r1,120
$L457:
	rtsd	r15, 8
	nop		# Unfilled delay slot

	.end	reduce_once.constprop.0
$Lfe16:
	.size	reduce_once.constprop.0,$Lfe16-reduce_once.constprop.0
	.align	2
	.globl	mont_modulus
	.ent	mont_modulus
	.type	mont_modulus, @function
mont_modulus:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	addik	r6,r0,pmont_field
	addik	r4,r0,params
	lwi	r3,r6,0
	xor	r3,r3,r5
	beqid	r3,$L462
	swi	r5,r4,184
	lwi	r3,r6,8
	rtsd	r15,8 
	
	swi	r3,r4,180
$L462:
	lwi	r3,r6,4
	rtsd	r15,8 
	
	swi	r3,r4,180
	.end	mont_modulus
$Lfe17:
	.size	mont_modulus,$Lfe17-mont_modulus
	.align	2
	.globl	mont_mul
	.ent	mont_mul
	.type	mont_mul, @function
mont_mul:
	.frame	r1,120,r15		# vars= 48, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-120
	swi	r26,r1,96
	swi	r15,r1,0
	swi	r19,r1,76
	swi	r22,r1,80
	swi	r23,r1,84
	swi	r24,r1,88
	swi	r25,r1,92
	swi	r27,r1,100
	swi	r28,r1,104
	swi	r29,r1,108
	swi	r30,r1,112
	swi	r31,r1,116
	lwi	r19,r0,-65528
	addik	r26,r0,params
	swi	r7,r1,132
	bslli	r3,r19,2
	addk	r4,r3,r0
	addik	r3,r3,params+20
	lwi	r3,r3,0
	addik	r4,r4,params+84
	lwi	r4,r4,0
	bslli	r3,r3,2
	addk	r5,r5,r3
	swi	r5,r26,172
	swi	r6,r26,176
	lwi	r23,r26,0
	lwi	r8,r26,148
	bslli	r7,r4,2
	beqid	r4,$L468
	addk	r3,r0,r0
$L467:
	lw	r4,r3,r5
	sw	r4,r3,r8
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L467
$L468:
	addk	r27,r23,r23
	addk	r7,r27,r0
	addk	r5,r19,r0
	brlid	r15,parallel_multiply
	
	addk	r8,r0,r0
	lwi	r4,r26,188
	lwi	r29,r26,164
	lwi	r22,r26,180
	bneid	r19,$L535
	swi	r4,r1,28
	beqid	r27,$L469
	lwi	r7,r1,28
	lwi	r7,r26,156
	addk	r5,r19,r0
	addk	r4,r19,r0
$L471:
	cmpu	r18,r3,r4
	bgeid	r18,$L470
	addk	r6,r19,r0
	lw	r6,r5,r7
$L470:
	addik	r4,r4,1
	sw	r6,r5,r29
	xor	r28,r27,r4
	bneid	r28,$L471
	addik	r5,r5,4
	lwi	r7,r1,28
	addk	r6,r29,r0
	brlid	r15,next_chunk
	
	addk	r5,r28,r0
	lwi	r8,r26,16
	addk	r7,r23,r0
	addk	r6,r22,r0
	brlid	r15,parallel_multiply
	
	addk	r5,r28,r0
	lwi	r4,r26,184
$L539:
	lwi	r22,r26,168
	lwi	r7,r26,192
	beqid	r23,$L472
	swi	r4,r1,32
	lwi	r8,r26,156
	addk	r5,r19,r0
	addk	r4,r19,r0
$L474:
	cmpu	r18,r3,r4
	bgeid	r18,$L473
	addk	r6,r19,r0
	lw	r6,r5,r8
$L473:
	addik	r4,r4,1
	sw	r6,r5,r22
	xor	r28,r23,r4
	bneid	r28,$L474
	addik	r5,r5,4
	addk	r6,r22,r0
	brlid	r15,next_chunk
	
	addk	r5,r28,r0
	addk	r8,r28,r0
	addk	r7,r27,r0
	lwi	r6,r1,32
	brlid	r15,parallel_multiply
	
	addk	r5,r28,r0
	cmpu	r18,r27,r3
	bgeid	r18,$L533
	bslli	r3,r3,2
	lwi	r5,r26,156
	bslli	r4,r23,3
	addk	r3,r5,r3
	addk	r5,r5,r4
$L477:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L477
$L533:
	muli	r10,r23,-8
	lwi	r9,r26,156
	bslli	r28,r23,2
	addk	r8,r22,r28
	addk	r10,r8,r10
	swi	r8,r1,36
	swi	r22,r1,40
	addk	r3,r19,r0
	addk	r7,r19,r0
	addk	r6,r19,r0
	addk	r12,r9,r0
	addk	r8,r10,r0
	addk	r22,r19,r0
$L479:
	addk	r24,r0,r0
	lw	r25,r3,r12
	lw	r31,r3,r29
	addk	r30,r24,r0
	addk	r11,r7,r0
	addk	r10,r24,r0
	add	r5,r25,r31
	addc	r4,r24,r30
	add	r5,r5,r11
	addc	r4,r4,r10
	cmpu	r18,r23,r6
	blti	r18,$L478
	sw	r5,r3,r8
$L478:
	addik	r6,r6,1
	xor	r9,r27,r6
	addk	r7,r4,r0
	bneid	r9,$L479
	addik	r3,r3,4
	lwi	r8,r1,36
	addk	r19,r22,r0
	lwi	r22,r1,40
	beqid	r4,$L480
	swi	r4,r8,0
$L487:
	addk	r3,r19,r0
$L540:
	addk	r4,r19,r0
	beqid	r23,$L485
	lwi	r9,r1,32
	addk	r6,r0,r0
$L542:
	lw	r7,r3,r22
	lw	r11,r3,r9
	addk	r10,r6,r0
	addk	r25,r4,r0
	addk	r24,r6,r0
	rsub	r31,r11,r7
	rsubc	r30,r10,r6
	rsub	r5,r25,r31
	rsubc	r4,r24,r30
	sw	r5,r3,r22
	addik	r3,r3,4
	xor	r5,r28,r3
	bneid	r5,$L542
	andi	r4,r4,1 #and1
	lwi	r3,r8,0
	rsubk	r3,r4,r3
	swi	r3,r8,0
	addk	r3,r19,r0
$L541:
	lwi	r5,r1,132
$L489:
	lw	r4,r3,r22
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r28,r3
	bnei	r4,$L489
	lwi	r4,r26,4
	addik	r3,r0,1	# 0x1
	cmpu	r18,r4,r3
	bgeid	r18,$L498
	lwi	r4,r1,28
$L493:
	lw	r3,r19,r22
	sw	r3,r19,r4
	addik	r19,r19,4
	xor	r3,r28,r19
	bnei	r3,$L493
$L485:
	lwi	r4,r26,4
$L538:
	addik	r3,r0,1	# 0x1
	cmpu	r18,r4,r3
	blti	r18,$L536
$L498:
	lwi	r4,r1,132
$L537:
	sw	r0,r28,r4
$L543:
	lwi	r15,r1,0
	lwi	r19,r1,76
	lwi	r22,r1,80
	lwi	r23,r1,84
	lwi	r24,r1,88
	lwi	r25,r1,92
	lwi	r26,r1,96
	lwi	r27,r1,100
	lwi	r28,r1,104
	lwi	r29,r1,108
	lwi	r30,r1,112
	lwi	r31,r1,116
	rtsd	r15,8 
	
	addik	r1,r1,120
$L535:
	lwi	r7,r1,28
	addk	r6,r29,r0
	addk	r5,r19,r0
	brlid	r15,next_chunk
	
	bslli	r28,r23,2
	lwi	r8,r26,16
	addk	r7,r23,r0
	addk	r6,r22,r0
	brlid	r15,parallel_multiply
	
	addk	r5,r19,r0
	lwi	r7,r26,192
	lwi	r6,r26,168
	brlid	r15,next_chunk
	
	addk	r5,r19,r0
	addk	r7,r27,r0
	lwi	r6,r26,184
	addk	r5,r19,r0
	brlid	r15,parallel_multiply
	
	addk	r8,r0,r0
	lwi	r4,r26,4
	addik	r3,r0,1	# 0x1
	cmpu	r18,r4,r3
	bgeid	r18,$L537
	lwi	r4,r1,132
	brlid	r15,barrier
	
	addk	r5,r19,r0
	beqid	r23,$L498
	addk	r3,r0,r0
	lwi	r5,r1,28
	lwi	r6,r1,132
$L495:
	lw	r4,r3,r5
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r3,r28
	bneid	r4,$L495
	lwi	r4,r1,132
	brid	$L543
	sw	r0,r28,r4
$L472:
	addk	r6,r22,r0
	addk	r5,r23,r0
	brlid	r15,next_chunk
	
	addk	r28,r23,r0
	addk	r8,r23,r0
	addk	r7,r23,r0
	lwi	r6,r1,32
	brlid	r15,parallel_multiply
	
	addk	r5,r23,r0
	addk	r8,r22,r0
	swi	r23,r22,0
$L480:
	addik	r4,r23,-1
	lwi	r9,r1,32
	bslli	r3,r4,2
$L482:
	xori	r5,r4,-1
	beqid	r5,$L487
	addik	r4,r4,-1
	lw	r6,r3,r22
	lw	r5,r3,r9
	xor	r7,r6,r5
	beqid	r7,$L482
	addik	r3,r3,-4
	cmpu	r18,r6,r5
	bltid	r18,$L540
	addk	r3,r19,r0
	bnei	r23,$L541
	brid	$L538
	lwi	r4,r26,4
$L536:
	brlid	r15,barrier
	
	addk	r5,r0,r0
	brid	$L537
	lwi	r4,r1,132
$L469:
	addk	r6,r29,r0
	brlid	r15,next_chunk
	
	addk	r5,r19,r0
	lwi	r8,r26,16
	addk	r7,r23,r0
	addk	r6,r22,r0
	brlid	r15,parallel_multiply
	
	addk	r5,r19,r0
	brid	$L539
	lwi	r4,r26,184
	.end	mont_mul
$Lfe18:
	.size	mont_mul,$Lfe18-mont_mul
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
	beqid	r22,$L553
	swi	r5,r4,60
$L545:
	lwi	r6,r0,S
	beqid	r6,$L554
	lwi	r15,r1,0
	addik	r5,r0,product
	bslli	r6,r6,2
	addk	r3,r0,r0
$L547:
	lw	r4,r3,r5
	sw	r4,r3,r19
	addik	r3,r3,4
	xor	r4,r6,r3
	bneid	r4,$L547
	lwi	r15,r1,0
$L554:
	lwi	r19,r1,28
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	lwi	r25,r1,44
	rtsd	r15,8 
	
	addik	r1,r1,48
$L553:
	lwi	r3,r4,64
	addik	r3,r3,1
	brid	$L545
	swi	r3,r4,64
	.end	fmul
$Lfe19:
	.size	fmul,$Lfe19-fmul
	.align	2
	.ent	finv
	.type	finv, @function
finv:
	.frame	r1,236,r15		# vars= 192, regs= 4, args= 24
	.mask	0x01c88000
	addik	r1,r1,-236
	swi	r23,r1,228
	lwi	r23,r0,S
	swi	r19,r1,220
	swi	r22,r1,224
	swi	r15,r1,0
	swi	r24,r1,232
	addk	r22,r5,r0
	beqid	r23,$L556
	addk	r19,r6,r0
	addk	r3,r0,r0
	lwi	r11,r0,P
	bslli	r4,r23,2
	addk	r12,r3,r0
	addik	r5,r0,2	# 0x2
	addik	r10,r1,124
	addik	r9,r0,1	# 0x1
$L558:
	lw	r6,r3,r11
	addk	r7,r9,r0
	rsubk	r8,r5,r6
	sw	r8,r3,r10
	addik	r3,r3,4
	cmpu	r18,r5,r6
	bltid	r18,$L557
	xor	r8,r4,r3
	addk	r7,r12,r0
$L557:
	bneid	r8,$L558
	andi	r5,r7,0x00ff
$L556:
	bslli	r4,r23,5
	addik	r4,r4,-1
	bsrai	r3,r4,5
	bslli	r3,r3,2
	addik	r5,r1,28
	addk	r3,r5,r3
	lwi	r3,r3,96
	bsrli	r3,r3,31
	bnei	r3,$L559
$L560:
	addik	r4,r4,-1
	bsrai	r3,r4,5
	bslli	r3,r3,2
	addik	r6,r1,28
	addk	r3,r6,r3
	lwi	r3,r3,96
	bsrl	r3,r3,r4
	andi	r3,r3,1 #and1
	beqi	r3,$L560
$L559:
	beqid	r23,$L561
	addik	r24,r4,-1
	bslli	r4,r23,2
	addk	r3,r0,r0
$L562:
	lw	r6,r3,r19
	addk	r5,r1,r3
	addik	r3,r3,4
	swi	r6,r5,28
	xor	r5,r4,r3
	bnei	r5,$L562
	bgeid	r24,$L565
	addk	r3,r0,r0
	brid	$L590
	addk	r5,r1,r3
$L568:
	xori	r3,r24,-1
	beqi	r3,$L588
$L565:
	addik	r7,r1,28
$L589:
	addk	r6,r7,r0
	brlid	r15,fmul
	
	addk	r5,r7,r0
	bsrai	r3,r24,5
	bslli	r3,r3,2
	addik	r4,r1,28
	addk	r3,r4,r3
	lwi	r3,r3,96
	bsrl	r3,r3,r24
	andi	r3,r3,1 #and1
	beqid	r3,$L568
	addik	r24,r24,-1
	addk	r7,r19,r0
	addk	r6,r4,r0
	brlid	r15,fmul
	
	addk	r5,r4,r0
	xori	r3,r24,-1
	bneid	r3,$L589
	addik	r7,r1,28
$L588:
	beqid	r23,$L567
	bslli	r4,r23,2
	addk	r3,r0,r0
	addk	r5,r1,r3
$L590:
	lwi	r5,r5,28
	sw	r5,r3,r22
	addik	r3,r3,4
	xor	r5,r3,r4
	bneid	r5,$L590
	addk	r5,r1,r3
$L567:
	addik	r4,r0,ecc
	lwi	r3,r4,68
	addik	r3,r3,1
	swi	r3,r4,68
	lwi	r15,r1,0
	lwi	r19,r1,220
	lwi	r22,r1,224
	lwi	r23,r1,228
	lwi	r24,r1,232
	rtsd	r15,8 
	
	addik	r1,r1,236
$L561:
	bgtid	r4,$L589
	addik	r7,r1,28
	bri	$L567
	.end	finv
$Lfe20:
	.size	finv,$Lfe20-finv
	.align	2
	.ent	from_affine
	.type	from_affine, @function
from_affine:
	.frame	r1,40,r15		# vars= 0, regs= 3, args= 24
	.mask	0x00c88000
	addik	r1,r1,-40
	swi	r23,r1,36
	lwi	r23,r0,ecc+20
	swi	r22,r1,32
	addk	r22,r7,r0
	addk	r7,r23,r0
	swi	r15,r1,0
	swi	r19,r1,28
	brlid	r15,fmul
	
	addk	r19,r5,r0
	addk	r6,r22,r0
	addk	r7,r23,r0
	brlid	r15,fmul
	
	addik	r5,r19,96
	lwi	r6,r0,S
	beqid	r6,$L599
	lwi	r15,r1,0
	addik	r7,r0,onem
	bslli	r6,r6,2
	addk	r3,r0,r0
	addik	r5,r19,192
$L593:
	lw	r4,r3,r7
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r3,r6
	bneid	r4,$L593
	lwi	r15,r1,0
$L599:
	lwi	r19,r1,28
	lwi	r22,r1,32
	lwi	r23,r1,36
	rtsd	r15,8 
	
	addik	r1,r1,40
	.end	from_affine
$Lfe21:
	.size	from_affine,$Lfe21-from_affine
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
$Lfe22:
	.size	jdouble,$Lfe22-jdouble
	.align	2
	.ent	jadd
	.type	jadd, @function
jadd:
	.frame	r1,60,r15		# vars= 0, regs= 8, args= 24
	.mask	0x1fc88000
	addik	r1,r1,-60
	swi	r25,r1,44
	lwi	r25,r0,S
	swi	r22,r1,32
	swi	r28,r1,56
	swi	r15,r1,0
	swi	r19,r1,28
	swi	r23,r1,36
	swi	r24,r1,40
	swi	r26,r1,48
	swi	r27,r1,52
	addk	r22,r5,r0
	beqid	r25,$L603
	addk	r28,r7,r0
	bslli	r26,r25,2
	addik	r27,r6,192
	addk	r23,r6,r0
	addk	r3,r27,r0
	addik	r5,r26,192
	addk	r10,r6,r5
	addk	r8,r0,r0
$L604:
	lwi	r9,r3,0
	addik	r3,r3,4
	xor	r4,r3,r10
	bneid	r4,$L604
	or	r8,r8,r9
	beqid	r8,$L603
	addik	r24,r28,192
	addk	r3,r24,r0
	addk	r9,r28,r5
$L608:
	lwi	r8,r3,0
	addik	r3,r3,4
	xor	r19,r3,r9
	bneid	r19,$L608
	or	r4,r4,r8
	beqid	r4,$L629
	addk	r7,r27,r0
	addik	r5,r0,z1z1
	brlid	r15,fmul
	
	addk	r6,r27,r0
	addk	r7,r24,r0
	addik	r5,r0,z2z2
	brlid	r15,fmul
	
	addk	r6,r24,r0
	addik	r7,r0,z2z2
	addik	r5,r0,u1
	brlid	r15,fmul
	
	addk	r6,r23,r0
	addik	r5,r0,u2
	addik	r7,r0,z1z1
	brlid	r15,fmul
	
	addk	r6,r28,r0
	addk	r7,r24,r0
	addik	r5,r0,s1
	brlid	r15,fmul
	
	addik	r6,r23,96
	addik	r6,r0,s1
	addik	r7,r0,z2z2
	brlid	r15,fmul
	
	addk	r5,r6,r0
	addk	r7,r27,r0
	addik	r5,r0,s2
	brlid	r15,fmul
	
	addik	r6,r28,96
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

	addik	r3,r0,hh
	addk	r6,r26,r3
$L611:
	lwi	r5,r3,0
	addik	r3,r3,4
	xor	r4,r6,r3
	bneid	r4,$L611
	or	r19,r19,r5
	bnei	r19,$L612
	addik	r3,r0,rr
	addk	r4,r19,r0
	addk	r26,r26,r3
$L613:
	lwi	r6,r3,0
	addik	r3,r3,4
	xor	r5,r3,r26
	bneid	r5,$L613
	or	r4,r4,r6
	beqid	r4,$L630
	addk	r6,r23,r0
	addik	r4,r0,onem
	addk	r3,r19,r0
	addk	r5,r4,r0
$L615:
	lwi	r7,r5,0
	bslli	r6,r3,2
	addik	r3,r3,1
	sw	r7,r6,r22
	cmpu	r18,r25,r3
	bltid	r18,$L615
	addik	r5,r5,4
	addk	r3,r19,r0
	addik	r6,r22,96
$L616:
	lwi	r7,r4,0
	bslli	r5,r3,2
	addik	r3,r3,1
	sw	r7,r5,r6
	cmpu	r18,r25,r3
	bltid	r18,$L616
	addik	r4,r4,4
	addik	r22,r22,192
$L617:
	bslli	r3,r19,2
	addik	r19,r19,1
	cmpu	r18,r25,r19
	bltid	r18,$L617
	sw	r0,r3,r22
$L602:
	lwi	r15,r1,0
$L631:
	lwi	r19,r1,28
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	lwi	r25,r1,44
	lwi	r26,r1,48
	lwi	r27,r1,52
	lwi	r28,r1,56
	rtsd	r15,8 
	
	addik	r1,r1,60
$L629:
	xor	r3,r23,r22
	beqi	r3,$L602
	addk	r6,r23,r0
	brlid	r15,jcopy
	
	addk	r5,r22,r0
	brid	$L631
	lwi	r15,r1,0
$L603:
	xor	r3,r28,r22
	beqi	r3,$L602
	addk	r6,r28,r0
	brlid	r15,jcopy
	
	addk	r5,r22,r0
	brid	$L631
	lwi	r15,r1,0
$L612:
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

	addk	r7,r24,r0
	addik	r5,r0,t1
	brlid	r15,fadd
	
	addk	r6,r27,r0
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
	
	addik	r5,r22,192
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
	
	addk	r5,r22,r0
	addik	r6,r0,vv
	addik	r5,r0,t3
	brlid	r15,fsub
	
	addk	r7,r22,r0
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
	
	addik	r5,r22,96
	brid	$L631
	lwi	r15,r1,0
$L630:
	brlid	r15,jdouble
	
	addk	r5,r22,r0
	brid	$L631
	lwi	r15,r1,0
	.end	jadd
$Lfe23:
	.size	jadd,$Lfe23-jadd
	.align	2
	.ent	multiply
	.type	multiply, @function
multiply:
	.frame	r1,300,r15		# vars= 228, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-300
	swi	r19,r1,256
	swi	r28,r1,284
	swi	r29,r1,288
	swi	r30,r1,292
	swi	r15,r1,0
	swi	r22,r1,260
	swi	r23,r1,264
	swi	r24,r1,268
	swi	r25,r1,272
	swi	r26,r1,276
	swi	r27,r1,280
	swi	r31,r1,296
	addk	r28,r6,r0
	addk	r19,r5,r0
	lwi	r29,r0,S
	bneid	r8,$L633
	addk	r30,r7,r0
	bslli	r22,r29,5
	addik	r22,r22,-1
	bltid	r22,$L634
	bsrli	r3,r22,5
	bslli	r3,r3,2
	lw	r3,r3,r7
	bsrli	r3,r3,31
	beqid	r3,$L695
	addik	r22,r22,-1
	addik	r22,r22,1
	brid	$L692
	addk	r6,r28,r0
$L690:
	lw	r3,r3,r30
	bsrl	r3,r3,r22
	andi	r3,r3,1 #and1
	bneid	r3,$L635
	addk	r6,r28,r0
	addik	r22,r22,-1
$L695:
	bsrli	r3,r22,5
	xori	r4,r22,-1
	bneid	r4,$L690
	bslli	r3,r3,2
$L634:
	addk	r5,r19,r0
	addk	r6,r28,r0
	brlid	r15,jcopy
	
	addik	r19,r19,192
	beqid	r29,$L632
	addk	r3,r0,r0
	bslli	r4,r3,2
$L696:
	addik	r3,r3,1
	sw	r0,r4,r19
	xor	r4,r3,r29
	bneid	r4,$L696
	bslli	r4,r3,2
$L632:
	lwi	r15,r1,0
$L693:
	lwi	r19,r1,256
	lwi	r22,r1,260
	lwi	r23,r1,264
	lwi	r24,r1,268
	lwi	r25,r1,272
	lwi	r26,r1,276
	lwi	r27,r1,280
	lwi	r28,r1,284
	lwi	r29,r1,288
	lwi	r30,r1,292
	lwi	r31,r1,296
	rtsd	r15,8 
	
	addik	r1,r1,300
$L635:
$L692:
	addk	r5,r19,r0
	brlid	r15,jcopy
	
	addik	r23,r22,-1
	bneid	r22,$L697
	addk	r6,r19,r0
	brid	$L693
	lwi	r15,r1,0
$L640:
	xori	r3,r23,-1
$L694:
	beqid	r3,$L632
	addk	r6,r19,r0
$L697:
	brlid	r15,jdouble
	
	addk	r5,r19,r0
	bsrli	r3,r23,5
	bslli	r3,r3,2
	lw	r3,r3,r30
	bsrl	r3,r3,r23
	andi	r3,r3,1 #and1
	beqid	r3,$L640
	addik	r23,r23,-1
	addk	r7,r28,r0
	addk	r6,r19,r0
	brlid	r15,jadd
	
	addk	r5,r19,r0
	brid	$L694
	xori	r3,r23,-1
$L633:
	addik	r31,r29,1
	beqid	r31,$L691
	addk	r8,r0,r0
	addik	r9,r0,ecc
	addk	r4,r8,r0
	lwi	r7,r9,24
	bslli	r3,r31,2
	addik	r6,r1,132
	addk	r22,r0,r0
$L698:
	lw	r23,r8,r30
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
	bneid	r5,$L698
	addk	r10,r0,r0
	addk	r8,r5,r0
	addk	r4,r5,r0
$L699:
	lw	r11,r8,r6
	lw	r23,r8,r7
	addk	r22,r10,r0
	addk	r25,r4,r0
	addk	r24,r10,r0
	add	r5,r11,r23
	addc	r4,r10,r22
	addk	r12,r1,r8
	add	r5,r5,r25
	addc	r4,r4,r24
	addik	r8,r8,4
	swi	r5,r12,28
	xor	r5,r3,r8
	bnei	r5,$L699
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
$L700:
	lw	r5,r4,r6
	lwi	r7,r7,28
	and	r5,r10,r5
	and	r7,r8,r7
	or	r5,r5,r7
	sw	r5,r4,r11
	addik	r4,r4,4
	xor	r31,r3,r4
	bneid	r31,$L700
	addk	r7,r1,r4
	addik	r5,r0,r0
	addk	r6,r28,r0
	addik	r24,r0,r0
	brlid	r15,jcopy
	
	swi	r9,r1,252
	addik	r5,r0,r1
	brlid	r15,jdouble
	
	addk	r6,r28,r0
	lwi	r9,r1,252
	lwi	r8,r9,12
	addik	r25,r8,-1
	bltid	r25,$L701
	rsubk	r31,r31,r0
$L644:
	addik	r24,r0,r0
	addik	r22,r0,r1+96
	bslli	r26,r29,2
	addk	r31,r0,r0
	addk	r23,r26,r24
	addik	r30,r24,96
	addik	r28,r24,192
	addik	r27,r22,96
	bsrli	r3,r25,5
$L702:
	bslli	r3,r3,2
	addik	r3,r3,kk
	lwi	r3,r3,0
	addk	r6,r31,r0
	addik	r8,r0,r1
	bsrl	r3,r3,r25
	andi	r31,r3,1 #and1
	xor	r6,r31,r6
	addk	r3,r24,r0
	beqid	r29,$L655
	rsubk	r6,r6,r0
$L652:
	lwi	r5,r3,0
	lwi	r4,r8,0
	addik	r3,r3,4
	addik	r8,r8,4
	xor	r7,r5,r4
	and	r7,r7,r6
	xor	r4,r4,r7
	xor	r5,r5,r7
	swi	r4,r8,-4
	xor	r4,r23,r3
	bneid	r4,$L652
	swi	r5,r3,-4
$L653:
	lw	r5,r4,r30
	lw	r3,r4,r22
	xor	r7,r5,r3
	and	r7,r7,r6
	xor	r3,r3,r7
	xor	r5,r5,r7
	sw	r3,r4,r22
	sw	r5,r4,r30
	addik	r4,r4,4
	xor	r3,r26,r4
	bnei	r3,$L653
$L654:
	lw	r5,r3,r28
	lw	r4,r3,r27
	xor	r7,r5,r4
	and	r7,r7,r6
	xor	r4,r4,r7
	xor	r5,r5,r7
	sw	r4,r3,r27
	sw	r5,r3,r28
	addik	r3,r3,4
	xor	r4,r26,r3
	bnei	r4,$L654
$L655:
	addik	r7,r0,r1
	addik	r6,r0,r0
	addik	r25,r25,-1
	brlid	r15,jadd
	
	addk	r5,r7,r0
	addik	r6,r0,r0
	brlid	r15,jdouble
	
	addk	r5,r6,r0
	xori	r3,r25,-1
	bneid	r3,$L702
	bsrli	r3,r25,5
	rsubk	r31,r31,r0
$L701:
	addik	r6,r0,r1
	addik	r5,r0,r0
	brlid	r15,fswap
	
	addk	r7,r31,r0
	beqid	r29,$L703
	addk	r7,r31,r0
$L656:
	addik	r8,r0,r0+96
	addik	r7,r0,r1+96
	bslli	r29,r29,2
	addk	r3,r0,r0
$L658:
	lw	r5,r3,r8
	lw	r4,r3,r7
	xor	r6,r5,r4
	and	r6,r6,r31
	xor	r4,r4,r6
	xor	r5,r5,r6
	sw	r4,r3,r7
	sw	r5,r3,r8
	addik	r3,r3,4
	xor	r4,r29,r3
	bnei	r4,$L658
	addk	r7,r31,r0
$L703:
	addik	r6,r0,r1+192
	addik	r5,r0,r0+192
	brlid	r15,fswap
	
	xor	r24,r19,r24
	beqi	r24,$L632
	addik	r6,r0,r0
	brlid	r15,jcopy
	
	addk	r5,r19,r0
	brid	$L693
	lwi	r15,r1,0
$L691:
	addik	r5,r0,r0
	brlid	r15,jcopy
	nop		# Unfilled delay slot

	addik	r5,r0,r1
	brlid	r15,jdouble
	
	addk	r6,r28,r0
	lwi	r8,r0,ecc+12
	addik	r25,r8,-1
	bgeid	r25,$L644
	addk	r7,r31,r0
	addik	r5,r0,r0
	addik	r6,r0,r1
	brlid	r15,fswap
	
	addk	r24,r5,r0
	bri	$L656
	.end	multiply
$Lfe24:
	.size	multiply,$Lfe24-multiply
	.align	2
	.ent	affine.constprop.0
	.type	affine.constprop.0, @function
affine.constprop.0:
	.frame	r1,36,r15		# vars= 0, regs= 2, args= 24
	.mask	0x00488000
	lwi	r3,r0,S
	beqi	r3,$L721
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
$L706:
	lwi	r8,r4,192
	addik	r4,r4,4
	xor	r3,r4,r9
	bneid	r3,$L706
	or	r7,r7,r8
	beqid	r7,$L719
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
	beqid	r19,$L720
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
$L720:
	lwi	r15,r1,0
$L719:
	lwi	r19,r1,28
	lwi	r22,r1,32
	rtsd	r15,8 
	
	addik	r1,r1,36
$L721:
	rtsd	r15, 8
	nop		# Unfilled delay slot

	.end	affine.constprop.0
$Lfe25:
	.size	affine.constprop.0,$Lfe25-affine.constprop.0
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.ent	main
	.type	main, @function
main:
	.frame	r1,76,r15		# vars= 4, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-76
	swi	r30,r1,68
	addik	r30,r0,ecc
	swi	r22,r1,36
	swi	r24,r1,44
	swi	r15,r1,0
	swi	r19,r1,32
	swi	r23,r1,40
	swi	r25,r1,48
	swi	r26,r1,52
	swi	r27,r1,56
	swi	r28,r1,60
	swi	r29,r1,64
	swi	r31,r1,72
	lwi	r3,r30,16
	lwi	r23,r30,0
	addik	r22,r0,one
	lwi	r19,r30,20
	swi	r3,r0,P
	swi	r23,r0,S
	lwi	r3,r0,-65536
	addk	r7,r22,r0
	addk	r6,r19,r0
	addik	r5,r0,onem
	addik	r24,r0,1	# 0x1
	swi	r3,r30,52
	brlid	r15,fmul
	
	swi	r24,r22,0
	lwi	r3,r30,4
	xor	r3,r3,r24
	beqid	r3,$L771
	addk	r7,r19,r0
	lwi	r3,r30,76
	xori	r19,r3,1
	beqi	r19,$L772
	xori	r19,r3,2
	beqi	r19,$L773
	lwi	r7,r30,36
	addik	r5,r0,base
	brlid	r15,from_affine
	
	lwi	r6,r30,32
	lwi	r8,r30,8
	addik	r6,r0,base
	addik	r5,r0,r0
	brlid	r15,multiply
	
	lwi	r7,r30,28
	lwi	r6,r30,44
	brlid	r15,affine.constprop.0
	
	lwi	r5,r30,40
	rsubk	r4,r3,r0
	or	r3,r4,r3
	xori	r3,r3,-1
	bsrli	r3,r3,31
	swi	r3,r30,48
$L737:
	lwi	r4,r0,-65536
	addk	r3,r0,r0
	swi	r4,r30,56
	lwi	r15,r1,0
	lwi	r19,r1,32
	lwi	r22,r1,36
	lwi	r23,r1,40
	lwi	r24,r1,44
	lwi	r25,r1,48
	lwi	r26,r1,52
	lwi	r27,r1,56
	lwi	r28,r1,60
	lwi	r29,r1,64
	lwi	r30,r1,68
	lwi	r31,r1,72
	rtsd	r15,8 
	
	addik	r1,r1,76
$L773:
	brlid	r15,mod_n
	
	swi	r19,r30,116
	lwi	r24,r30,108
	brlid	r15,in_range
	
	addk	r5,r24,r0
	beqi	r3,$L770
	lwi	r25,r30,112
	brlid	r15,in_range
	
	addk	r5,r25,r0
	beqid	r3,$L770
	addk	r6,r25,r0
	lwi	r26,r30,88
	addik	r5,r0,t1
	brlid	r15,fmul
	
	addk	r7,r26,r0
	addik	r6,r0,t1
	addik	r5,r0,w
	brlid	r15,finv
	nop		# Unfilled delay slot

	addk	r7,r26,r0
	addik	r5,r0,t1
	brlid	r15,fmul
	
	lwi	r6,r30,92
	addik	r6,r0,t1
	addik	r7,r0,w
	brlid	r15,fmul
	
	addk	r5,r6,r0
	addik	r5,r0,scalar1
	addik	r6,r0,t1
	brlid	r15,fmul
	
	addk	r7,r22,r0
	addk	r7,r26,r0
	addik	r5,r0,t1
	brlid	r15,fmul
	
	addk	r6,r24,r0
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

	lwi	r7,r30,36
	addik	r5,r0,base
	brlid	r15,from_affine
	
	lwi	r6,r30,32
	lwi	r7,r30,104
	addik	r5,r0,q
	brlid	r15,from_affine
	
	lwi	r6,r30,100
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
	beqi	r3,$L737
	brlid	r15,mod_n
	
	bslli	r23,r23,2
	brlid	r15,reduce_once.constprop.0
	nop		# Unfilled delay slot

	addk	r3,r19,r0
	lwi	r8,r30,108
	addik	r7,r0,sr
	brid	$L744
	addk	r5,r19,r0
$L745:
	lw	r4,r3,r7
	lw	r6,r3,r8
	addik	r3,r3,4
	xor	r4,r4,r6
	or	r5,r5,r4
$L744:
	xor	r4,r3,r23
	bnei	r4,$L745
	rsubk	r3,r5,r0
	or	r3,r3,r5
	xori	r3,r3,-1
	bsrli	r3,r3,31
	swi	r3,r30,116
$L770:
	brlid	r15,mod_p
	nop		# Unfilled delay slot

	bri	$L737
$L771:
	addk	r6,r22,r0
	addik	r5,r0,a24
	addik	r4,r0,121665
	brlid	r15,fmul
	
	swi	r4,r22,0
	addk	r7,r19,r0
	lwi	r6,r30,32
	addik	r5,r0,x1
	brlid	r15,fmul
	
	swi	r24,r22,0
	beqid	r23,$L724
	bslli	r8,r23,2
	addik	r3,r0,onem
	addik	r5,r0,x2
	addk	r4,r3,r0
	addk	r6,r8,r3
$L725:
	lwi	r7,r4,0
	addik	r4,r4,4
	addik	r5,r5,4
	swi	r7,r5,-4
	xor	r7,r4,r6
	bnei	r7,$L725
	addik	r4,r0,z2
	addk	r7,r8,r4
$L726:
	swi	r0,r4,0
	addik	r4,r4,4
	xor	r5,r4,r7
	bnei	r5,$L726
	addik	r4,r0,x1
	addik	r5,r0,x3
	addk	r8,r8,r4
$L727:
	lwi	r7,r4,0
	addik	r4,r4,4
	addik	r5,r5,4
	swi	r7,r5,-4
	xor	r7,r8,r4
	bnei	r7,$L727
	addik	r4,r0,z3
$L731:
	lwi	r5,r3,0
	addik	r3,r3,4
	addik	r4,r4,4
	swi	r5,r4,-4
	xor	r5,r3,r6
	bnei	r5,$L731
$L724:
	lwi	r8,r30,12
	addik	r27,r8,-1
	bltid	r27,$L730
	addk	r28,r0,r0
	lwi	r3,r30,28
	addik	r26,r0,x2
	addik	r19,r0,z2
	bslli	r29,r23,2
	addik	r25,r0,eaa
	addik	r22,r0,z3
	addik	r24,r0,x3
	addk	r31,r29,r26
	swi	r3,r1,28
	addk	r29,r29,r19
	addk	r28,r0,r0
	bsrli	r3,r27,5
$L774:
	lwi	r4,r1,28
	bslli	r3,r3,2
	lw	r3,r3,r4
	addk	r7,r28,r0
	addik	r10,r0,x3
	bsrl	r3,r3,r27
	andi	r28,r3,1 #and1
	xor	r7,r28,r7
	addk	r3,r26,r0
	beqid	r23,$L736
	rsubk	r7,r7,r0
$L734:
	lwi	r5,r3,0
	lwi	r4,r10,0
	addik	r3,r3,4
	addik	r10,r10,4
	xor	r6,r5,r4
	and	r6,r6,r7
	xor	r4,r4,r6
	xor	r5,r5,r6
	swi	r4,r10,-4
	xor	r4,r31,r3
	bneid	r4,$L734
	swi	r5,r3,-4
	addik	r10,r0,z3
	addk	r3,r19,r0
$L735:
	lwi	r5,r3,0
	lwi	r4,r10,0
	addik	r3,r3,4
	addik	r10,r10,4
	xor	r6,r5,r4
	and	r6,r6,r7
	xor	r4,r4,r6
	xor	r5,r5,r6
	swi	r4,r10,-4
	xor	r4,r29,r3
	bneid	r4,$L735
	swi	r5,r3,-4
$L736:
	addk	r6,r26,r0
	addik	r5,r0,ea
	addk	r7,r19,r0
	brlid	r15,fadd
	
	addik	r27,r27,-1
	addik	r7,r0,ea
	addk	r5,r25,r0
	brlid	r15,fmul
	
	addk	r6,r7,r0
	addk	r7,r19,r0
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
	
	addk	r6,r25,r0
	addk	r7,r22,r0
	addik	r5,r0,ec
	brlid	r15,fadd
	
	addk	r6,r24,r0
	addk	r7,r22,r0
	addik	r5,r0,ed
	brlid	r15,fsub
	
	addk	r6,r24,r0
	addik	r7,r0,ea
	addik	r6,r0,ed
	addik	r5,r0,eda
	brlid	r15,fmul
	nop		# Unfilled delay slot

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
	
	addk	r5,r26,r0
	addik	r7,r0,ee
	addik	r6,r0,a24
	brlid	r15,fmul
	
	addk	r5,r19,r0
	addk	r7,r19,r0
	addik	r5,r0,z2
	brlid	r15,fadd
	
	addk	r6,r25,r0
	addik	r6,r0,ee
	addik	r5,r0,z2
	brlid	r15,fmul
	
	addk	r7,r19,r0
	xori	r3,r27,-1
	bneid	r3,$L774
	bsrli	r3,r27,5
$L730:
	rsubk	r19,r28,r0
	addik	r6,r0,x3
	addik	r5,r0,x2
	brlid	r15,fswap
	
	addk	r7,r19,r0
	addik	r6,r0,z3
	addik	r5,r0,z2
	brlid	r15,fswap
	
	addk	r7,r19,r0
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
	
	lwi	r5,r30,40
	bri	$L737
$L772:
	lwi	r7,r30,36
	addik	r5,r0,base
	brlid	r15,from_affine
	
	lwi	r6,r30,32
	addk	r8,r24,r0
	addik	r5,r0,r0
	addik	r6,r0,base
	brlid	r15,multiply
	
	lwi	r7,r30,28
	addik	r5,r0,ax
	brlid	r15,affine.constprop.0
	
	addk	r6,r19,r0
	brlid	r15,mod_n
	nop		# Unfilled delay slot

	brlid	r15,reduce_once.constprop.0
	nop		# Unfilled delay slot

	lwi	r24,r30,88
	addik	r6,r0,sr
	addik	r5,r0,t1
	brlid	r15,fmul
	
	addk	r7,r24,r0
	addk	r7,r24,r0
	addik	r5,r0,t2
	brlid	r15,fmul
	
	lwi	r6,r30,96
	addik	r6,r0,t1
	addik	r7,r0,t2
	brlid	r15,fmul
	
	addk	r5,r6,r0
	addk	r7,r24,r0
	addik	r5,r0,t2
	brlid	r15,fmul
	
	lwi	r6,r30,92
	addik	r7,r0,t1
	addik	r6,r0,t2
	brlid	r15,fadd
	
	addk	r5,r7,r0
	addk	r7,r24,r0
	addik	r5,r0,t2
	brlid	r15,fmul
	
	lwi	r6,r30,28
	addik	r6,r0,t2
	addik	r5,r0,t3
	brlid	r15,finv
	nop		# Unfilled delay slot

	addik	r6,r0,t1
	addik	r7,r0,t3
	brlid	r15,fmul
	
	addk	r5,r6,r0
	addik	r5,r0,ss
	addik	r6,r0,t1
	brlid	r15,fmul
	
	addk	r7,r22,r0
	beqid	r23,$L770
	lwi	r5,r30,108
	addk	r4,r19,r0
	addik	r6,r0,sr
	bslli	r23,r23,2
$L740:
	lw	r7,r4,r6
	sw	r7,r4,r5
	addik	r4,r4,4
	xor	r3,r4,r23
	bnei	r3,$L740
	lwi	r6,r30,112
	addik	r5,r0,ss
$L741:
	lw	r4,r3,r5
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r3,r23
	bnei	r4,$L741
	brlid	r15,mod_p
	nop		# Unfilled delay slot

	bri	$L737
	.end	main
$Lfe26:
	.size	main,$Lfe26-main
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
	.globl	pmont_field
	.align	2
	.type	pmont_field,@object
	.size	pmont_field,12
pmont_field:
	.space	12
	.globl	params
	.align	2
	.type	params,@object
	.size	params,280
params:
	.space	280
