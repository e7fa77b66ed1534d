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
	bgeid	r18,$L85
	xori	r3,r5,2
	xori	r3,r5,6
	beqi	r3,$L12
	xori	r3,r5,7
	bnei	r3,$L86
	beqid	r7,$L1
	addk	r3,r0,r0
	bslli	r4,r3,2
$L91:
	lw	r4,r4,r6
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl7
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L91
	bslli	r4,r3,2
	bri	$L1
$L85:
	beqi	r3,$L6
	addik	r3,r0,2	# 0x2
	cmpu	r18,r5,r3
	bgei	r18,$L87
	xori	r5,r5,3
	bnei	r5,$L1
	beqid	r7,$L1
	addk	r3,r0,r0
	bslli	r4,r3,2
$L92:
	lw	r4,r4,r6
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L92
	bslli	r4,r3,2
	bri	$L1
$L87:
	beqi	r5,$L8
	xori	r5,r5,1
	bnei	r5,$L1
	beqid	r7,$L1
	addk	r3,r0,r0
	bslli	r4,r3,2
$L93:
	lw	r4,r4,r6
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl1
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L93
	bslli	r4,r3,2
	bri	$L1
$L86:
	xori	r5,r5,5
	bnei	r5,$L1
	beqid	r7,$L1
	addk	r3,r0,r0
	bslli	r4,r3,2
$L94:
	lw	r4,r4,r6
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl5
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L94
	bslli	r4,r3,2
	bri	$L1
$L3:
	xori	r3,r5,12
	beqi	r3,$L15
	addik	r3,r0,12	# 0xc
	cmpu	r18,r5,r3
	bgeid	r18,$L88
	xori	r3,r5,14
	beqi	r3,$L20
	xori	r3,r5,15
	bnei	r3,$L89
	beqid	r7,$L1
	addk	r3,r0,r0
	bslli	r4,r3,2
$L95:
	lw	r4,r4,r6
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L95
	bslli	r4,r3,2
	bri	$L1
$L88:
	xori	r3,r5,10
	beqi	r3,$L17
	xori	r3,r5,11
	bnei	r3,$L90
	beqid	r7,$L1
	addk	r3,r0,r0
	bslli	r4,r3,2
$L96:
	lw	r4,r4,r6
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L96
	bslli	r4,r3,2
	bri	$L1
$L90:
	xori	r5,r5,9
	bnei	r5,$L1
	beqid	r7,$L1
	addk	r3,r0,r0
	bslli	r4,r3,2
$L97:
	lw	r4,r4,r6
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl9
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L97
	bslli	r4,r3,2
	bri	$L1
$L89:
	xori	r5,r5,13
	bnei	r5,$L1
	beqid	r7,$L1
	addk	r3,r0,r0
	bslli	r4,r3,2
$L98:
	lw	r4,r4,r6
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L98
	bslli	r4,r3,2
	bri	$L1
$L20:
	beqid	r7,$L1
	addk	r3,r0,r0
	bslli	r4,r3,2
$L99:
	lw	r4,r4,r6
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl14
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L99
	bslli	r4,r3,2
	bri	$L1
$L15:
	beqid	r7,$L1
	addk	r3,r0,r0
	bslli	r4,r3,2
$L100:
	lw	r4,r4,r6
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl12
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L100
	bslli	r4,r3,2
	bri	$L1
$L17:
	beqid	r7,$L1
	addk	r3,r0,r0
	bslli	r4,r3,2
$L101:
	lw	r4,r4,r6
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl10
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L101
	bslli	r4,r3,2
	bri	$L1
$L2:
	beqid	r7,$L1
	addk	r3,r0,r0
	bslli	r4,r3,2
$L102:
	lw	r4,r4,r6
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl8
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L102
	bslli	r4,r3,2
	bri	$L1
$L12:
	beqid	r7,$L1
	addk	r3,r0,r0
	bslli	r4,r3,2
$L103:
	lw	r4,r4,r6
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl6
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L103
	bslli	r4,r3,2
	bri	$L1
$L4:
	beqid	r7,$L1
	addk	r3,r0,r0
	bslli	r4,r3,2
$L104:
	lw	r4,r4,r6
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl4
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L104
	bslli	r4,r3,2
	bri	$L1
$L6:
	beqid	r7,$L1
	addk	r3,r0,r0
	bslli	r4,r3,2
$L105:
	lw	r4,r4,r6
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl2
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L105
	bslli	r4,r3,2
	bri	$L1
$L8:
	beqid	r7,$L1
	bslli	r3,r5,2
$L106:
	lw	r3,r3,r6
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	bneid	r3,$L106
	bslli	r3,r5,2
$L1:
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
	bgeid	r18,$L191
	xori	r3,r5,2
	xori	r3,r5,6
	beqi	r3,$L118
	xori	r3,r5,7
	bnei	r3,$L192
	beqid	r7,$L107
	addk	r3,r0,r0
$L151:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl7
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L151
	addik	r6,r6,4
	bri	$L107
$L191:
	beqi	r3,$L112
	addik	r3,r0,2	# 0x2
	cmpu	r18,r5,r3
	bgei	r18,$L193
	xori	r5,r5,3
	bnei	r5,$L107
	beqid	r7,$L107
	addk	r3,r0,r0
$L147:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl3
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L147
	addik	r6,r6,4
	bri	$L107
$L193:
	beqi	r5,$L114
	xori	r5,r5,1
	bnei	r5,$L107
	beqid	r7,$L107
	addk	r3,r0,r0
$L145:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl1
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L145
	addik	r6,r6,4
	bri	$L107
$L192:
	xori	r5,r5,5
	bnei	r5,$L107
	beqid	r7,$L107
	addk	r3,r0,r0
$L149:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl5
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L149
	addik	r6,r6,4
	bri	$L107
$L109:
	xori	r3,r5,12
	beqi	r3,$L121
	addik	r3,r0,12	# 0xc
	cmpu	r18,r5,r3
	bgeid	r18,$L194
	xori	r3,r5,14
	beqi	r3,$L126
	xori	r3,r5,15
	bnei	r3,$L195
	beqid	r7,$L107
	addk	r3,r0,r0
$L159:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl15
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L159
	addik	r6,r6,4
	bri	$L107
$L194:
	xori	r3,r5,10
	beqi	r3,$L123
	xori	r3,r5,11
	bnei	r3,$L196
	beqid	r7,$L107
	addk	r3,r0,r0
$L155:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl11
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L155
	addik	r6,r6,4
	bri	$L107
$L196:
	xori	r5,r5,9
	bnei	r5,$L107
	beqid	r7,$L107
	addk	r3,r0,r0
$L153:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl9
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L153
	addik	r6,r6,4
	bri	$L107
$L195:
	xori	r5,r5,13
	bnei	r5,$L107
	beqid	r7,$L107
	addk	r3,r0,r0
$L157:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl13
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L157
	addik	r6,r6,4
	bri	$L107
$L126:
	beqid	r7,$L107
	addk	r3,r0,r0
$L158:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl14
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L158
	addik	r6,r6,4
	bri	$L107
$L121:
	beqid	r7,$L107
	addk	r3,r0,r0
$L156:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl12
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L156
	addik	r6,r6,4
	bri	$L107
$L123:
	beqid	r7,$L107
	addk	r3,r0,r0
$L154:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl10
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L154
	addik	r6,r6,4
	bri	$L107
$L108:
	beqid	r7,$L107
	addk	r3,r0,r0
$L152:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl8
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L152
	addik	r6,r6,4
	bri	$L107
$L118:
	beqid	r7,$L107
	addk	r3,r0,r0
$L150:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl6
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L150
	addik	r6,r6,4
	bri	$L107
$L110:
	beqid	r7,$L107
	addk	r3,r0,r0
$L148:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl4
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L148
	addik	r6,r6,4
	bri	$L107
$L112:
	beqid	r7,$L107
	addk	r3,r0,r0
$L146:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl2
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L146
	addik	r6,r6,4
	bri	$L107
$L114:
	beqi	r7,$L107
$L144:
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	swi	r3,r6,0
	addik	r5,r5,1
	xor	r3,r7,r5
	bneid	r3,$L144
	addik	r6,r6,4
$L107:
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	link_recv
$Lfe2:
	.size	link_recv,$Lfe2-link_recv
	.align	2
	.ent	copy_in
	.type	copy_in, @function
copy_in:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	beqi	r7,$L197
	bslli	r7,r7,2
	addk	r3,r0,r0
$L199:
	lw	r4,r3,r6
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r3,r7
	bnei	r4,$L199
$L197:
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	copy_in
$Lfe3:
	.size	copy_in,$Lfe3-copy_in
	.align	2
	.ent	add_partial
	.type	add_partial, @function
add_partial:
	.frame	r1,52,r15		# vars= 8, regs= 10, args= 0
	.mask	0xffc00000
	addik	r1,r1,-52
	swi	r22,r1,12
	swi	r23,r1,16
	swi	r24,r1,20
	swi	r25,r1,24
	swi	r26,r1,28
	swi	r27,r1,32
	swi	r28,r1,36
	swi	r29,r1,40
	swi	r30,r1,44
	rsubk	r9,r6,r9
	addk	r3,r9,r10
	cmpu	r18,r7,r3
	bgeid	r18,$L202
	swi	r31,r1,48
	addk	r3,r7,r0
$L202:
	addik	r4,r3,1
	lwi	r3,r1,80
	rsubk	r3,r6,r3
	cmpu	r18,r3,r4
	bgei	r18,$L203
	addk	r3,r4,r0
$L203:
	cmpu	r18,r3,r7
	bgei	r18,$L204
	bslli	r7,r7,2
	addk	r7,r5,r7
	bslli	r6,r3,2
	addk	r6,r5,r6
$L205:
	swi	r0,r7,0
	addik	r7,r7,4
	xor	r4,r7,r6
	bnei	r4,$L205
$L204:
	beqid	r10,$L219
	lwi	r22,r1,12
	cmpu	r18,r3,r9
	bgeid	r18,$L201
	bslli	r6,r9,2
	addk	r6,r5,r6
	addk	r4,r0,r0
	addk	r7,r4,r0
	addk	r11,r4,r0
$L208:
	lw	r23,r4,r6
	addk	r22,r0,r0
	lw	r27,r4,r8
	addk	r26,r22,r0
	add	r31,r23,r27
	addc	r30,r22,r26
	addk	r29,r7,r0
	addk	r28,r22,r0
	add	r31,r31,r29
	addc	r30,r30,r28
	sw	r31,r4,r6
	addik	r11,r11,1
	xor	r12,r10,r11
	beqid	r12,$L207
	addk	r7,r30,r0
	addk	r12,r9,r11
	cmpu	r18,r3,r12
	bltid	r18,$L208
	addik	r4,r4,4
	addk	r10,r11,r0
$L207:
	rsubk	r4,r30,r0
	or	r4,r4,r30
	bgeid	r4,$L201
	addk	r10,r9,r10
	cmpu	r18,r3,r10
	bltid	r18,$L209
	addik	r4,r0,1	# 0x1
	addk	r4,r0,r0
$L209:
	andi	r4,r4,0x00ff
	beqid	r4,$L201
	bslli	r4,r10,2
	addk	r5,r5,r4
	addik	r8,r0,1	# 0x1
	brid	$L210
	addk	r9,r0,r0
$L212:
	andi	r4,r4,0x00ff
	beqid	r4,$L219
	lwi	r22,r1,12
$L210:
	lwi	r4,r5,0
	addk	r6,r4,r7
	swi	r6,r5,0
	addk	r25,r4,r0
	addk	r24,r0,r0
	addk	r23,r7,r0
	addk	r22,r24,r0
	add	r7,r25,r23
	addc	r6,r24,r22
	addk	r7,r6,r0
	addik	r10,r10,1
	rsubk	r4,r6,r0
	or	r4,r4,r6
	bgeid	r4,$L201
	addik	r5,r5,4
	cmpu	r18,r3,r10
	bltid	r18,$L212
	addk	r4,r8,r0
	brid	$L212
	addk	r4,r9,r0
$L201:
	lwi	r22,r1,12
$L219:
	lwi	r23,r1,16
	lwi	r24,r1,20
	lwi	r25,r1,24
	lwi	r26,r1,28
	lwi	r27,r1,32
	lwi	r28,r1,36
	lwi	r29,r1,40
	lwi	r30,r1,44
	lwi	r31,r1,48
	rtsd	r15,8 
	
	addik	r1,r1,52
	.end	add_partial
$Lfe4:
	.size	add_partial,$Lfe4-add_partial
	.align	2
	.ent	barrier
	.type	barrier, @function
barrier:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	lwi	r3,r0,params+268
	beqid	r3,$L228
	addk	r5,r5,r5
	addik	r3,r0,params
	lwi	r8,r3,272
	lwi	r7,r3,276
	ori	r6,r5,1
	addik	r4,r0,-65500
$L223:
	swi	r6,r4,0
	lwi	r3,r4,0
	xor	r3,r6,r3
	bnei	r3,$L223
	lwi	r4,r7,0
	lwi	r3,r8,0
	addik	r3,r3,1
	lwi	r6,r0,params+4
	xor	r6,r6,r3
	beqi	r6,$L229
	swi	r3,r8,0
	swi	r5,r0,-65500
$L225:
	lwi	r3,r7,0
	xor	r3,r3,r4
	beqi	r3,$L225
$L220:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L228:
	lwi	r3,r0,-65504
	bri	$L220
$L229:
	swi	r0,r8,0
	addik	r4,r4,1
	swi	r4,r7,0
	swi	r5,r0,-65500
	bri	$L220
	.end	barrier
$Lfe5:
	.size	barrier,$Lfe5-barrier
	.align	2
	.ent	give
	.type	give, @function
give:
	.frame	r1,40,r15		# vars= 4, regs= 2, args= 24
	.mask	0x00488000
	addik	r1,r1,-40
	swi	r15,r1,0
	swi	r19,r1,32
	swi	r22,r1,36
	swi	r8,r1,56
	lwi	r3,r0,params+8
	beqid	r3,$L231
	addk	r19,r7,r0
	addk	r22,r6,r0
	addik	r7,r0,1	# 0x1
	addik	r6,r1,28
	brlid	r15,link_recv
	
	addk	r5,r22,r0
	addik	r7,r0,1	# 0x1
	addik	r6,r1,56
	brlid	r15,link_send
	
	addk	r5,r22,r0
	lwi	r7,r1,56
	addk	r6,r19,r0
	brlid	r15,link_send
	
	addk	r5,r22,r0
$L230:
	lwi	r15,r1,0
	lwi	r19,r1,32
$L237:
	lwi	r22,r1,36
	rtsd	r15,8 
	
	addik	r1,r1,40
$L231:
	bslli	r5,r5,2
	addik	r5,r5,params+196
	lwi	r6,r5,0
	lwi	r5,r1,56
	swi	r5,r6,0
	beqid	r5,$L230
	addik	r6,r6,4
	bslli	r5,r5,2
$L233:
	lw	r4,r3,r19
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r3,r5
	bneid	r4,$L233
	lwi	r15,r1,0
	brid	$L237
	lwi	r19,r1,32
	.end	give
$Lfe6:
	.size	give,$Lfe6-give
	.align	2
	.ent	take
	.type	take, @function
take:
	.frame	r1,40,r15		# vars= 8, regs= 1, args= 24
	.mask	0x00088000
	addik	r1,r1,-40
	swi	r15,r1,0
	swi	r19,r1,36
	addik	r3,r0,1	# 0x1
	swi	r3,r1,32
	lwi	r3,r0,params+8
	beqid	r3,$L239
	addk	r19,r5,r0
	addik	r7,r0,1	# 0x1
	brlid	r15,link_send
	
	addik	r6,r1,32
	addik	r7,r0,1	# 0x1
	addik	r6,r1,28
	brlid	r15,link_recv
	
	addk	r5,r19,r0
	lwi	r7,r1,28
	lwi	r6,r0,params+160
	brlid	r15,link_recv
	
	addk	r5,r19,r0
	lwi	r3,r1,28
$L242:
	lwi	r15,r1,0
	lwi	r19,r1,36
	rtsd	r15,8 
	
	addik	r1,r1,40
$L239:
	bslli	r19,r5,2
	addik	r19,r19,params+196
	lwi	r6,r19,0
	lwi	r7,r6,0
	swi	r7,r1,28
	lwi	r5,r0,params+160
	brlid	r15,copy_in
	
	addik	r6,r6,4
	brid	$L242
	lwi	r3,r1,28
	.end	take
$Lfe7:
	.size	take,$Lfe7-take
	.align	2
	.ent	parallel_multiply
	.type	parallel_multiply, @function
parallel_multiply:
	.frame	r1,92,r15		# vars= 16, regs= 11, args= 28
	.mask	0xffc88000
	addik	r1,r1,-92
	swi	r15,r1,0
	swi	r19,r1,48
	swi	r22,r1,52
	swi	r23,r1,56
	swi	r24,r1,60
	swi	r25,r1,64
	swi	r26,r1,68
	swi	r27,r1,72
	swi	r28,r1,76
	swi	r29,r1,80
	swi	r30,r1,84
	swi	r31,r1,88
	addk	r25,r5,r0
	addk	r27,r6,r0
	swi	r7,r1,104
	addik	r3,r0,params
	lwi	r4,r3,0
	swi	r4,r1,32
	lwi	r19,r3,4
	bslli	r3,r5,2
	addik	r3,r3,params+20
	lwi	r3,r3,0
	swi	r3,r1,36
	bslli	r3,r5,2
	addik	r3,r3,params+84
	lwi	r31,r3,0
	addk	r4,r31,r4
	lwi	r5,r1,36
	rsubk	r24,r5,r7
	cmpu	r18,r24,r4
	bgeid	r18,$L244
	addk	r30,r8,r0
	addk	r24,r4,r0
$L244:
	addik	r3,r0,params
	lwi	r7,r3,156
	beqid	r30,$L245
	lwi	r28,r3,148
	lwi	r3,r1,32
	lwi	r5,r1,36
	rsubk	r30,r5,r3
$L245:
	beqid	r30,$L247
	addk	r3,r7,r0
	addk	r4,r24,r0
$L247:
	bslli	r4,r4,2
	addk	r6,r7,r4
	addk	r4,r7,r0
$L248:
	xor	r5,r4,r6
	beqi	r5,$L276
	swi	r0,r4,0
	brid	$L248
	addik	r4,r4,4
$L276:
	beqid	r31,$L250
	addk	r29,r0,r0
	addk	r5,r29,r0
	swi	r19,r1,40
	swi	r25,r1,44
	brid	$L255
	addk	r25,r7,r0
$L269:
	brid	$L252
	addk	r6,r26,r0
$L254:
	addik	r29,r29,1
	xor	r4,r31,r29
	beqid	r4,$L277
	addik	r3,r3,4
$L255:
	bslli	r4,r29,2
	lw	r12,r4,r28
	beqid	r30,$L251
	lwi	r26,r1,32
	rsubk	r26,r29,r30
$L251:
	beqid	r26,$L269
	addk	r4,r0,r0
	bslli	r19,r26,2
	addk	r6,r4,r0
$L253:
	lw	r7,r4,r27
	mul	r9,r7,r12
	mulhu	r8,r7,r12
	lw	r11,r4,r3
	addk	r10,r5,r0
	add	r9,r9,r11
	addc	r8,r8,r10
	addk	r23,r6,r0
	addk	r22,r5,r0
	add	r7,r9,r23
	addc	r6,r8,r22
	sw	r7,r4,r3
	addik	r4,r4,4
	xor	r7,r4,r19
	bnei	r7,$L253
$L252:
	addk	r26,r26,r29
	cmpu	r18,r24,r26
	bgeid	r18,$L254
	bslli	r26,r26,2
	brid	$L254
	sw	r6,r26,r25
$L277:
	lwi	r19,r1,40
	lwi	r25,r1,44
$L250:
	xori	r3,r19,1
	beqid	r3,$L283
	addk	r3,r24,r0
	lwi	r3,r0,params+12
	beqid	r3,$L257
	addik	r3,r0,1	# 0x1
	cmpu	r18,r19,r3
	bgeid	r18,$L243
	addik	r27,r0,1	# 0x1
	addk	r29,r0,r0
	addik	r26,r0,params
	addik	r28,r0,3	# 0x3
	lwi	r30,r1,36
	brid	$L258
	lwi	r31,r1,104
$L257:
	bneid	r25,$L278
	addk	r8,r24,r0
	lwi	r3,r0,params+8
	beqi	r3,$L279
	addik	r3,r0,1	# 0x1
$L286:
	cmpu	r18,r19,r3
	bgeid	r18,$L243
	addk	r22,r3,r0
	addik	r26,r0,params+20
	addik	r23,r0,params
	addk	r25,r0,r0
	lwi	r27,r1,104
$L261:
	brlid	r15,take
	
	addk	r5,r22,r0
	bslli	r4,r22,2
	swi	r27,r1,28
	addk	r10,r3,r0
	lw	r9,r4,r26
	lwi	r8,r23,160
	addk	r7,r24,r0
	addk	r6,r25,r0
	brlid	r15,add_partial
	
	lwi	r5,r23,156
	addk	r24,r3,r0
	addik	r22,r22,1
	xor	r3,r19,r22
	bnei	r3,$L261
$L243:
	addk	r3,r24,r0
$L283:
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
$L278:
	addik	r19,r0,params
	lwi	r7,r19,156
	addk	r6,r0,r0
	brlid	r15,give
	
	addk	r5,r25,r0
	lwi	r3,r19,8
	bnei	r3,$L243
	brlid	r15,barrier
	
	addk	r5,r25,r0
	brid	$L283
	addk	r3,r24,r0
$L264:
	andi	r3,r3,0x00ff
	bneid	r3,$L280
	addk	r8,r24,r0
$L262:
	lwi	r3,r26,8
$L284:
	beqi	r3,$L281
	rsubk	r22,r19,r22
$L285:
	cmpu	r18,r22,r25
	bltid	r18,$L282
	addk	r22,r25,r19
$L266:
	cmpu	r18,r23,r28
	bgei	r18,$L243
$L258:
	addik	r23,r19,1
	addk	r22,r19,r0
	srl	r19,r23
	cmpu	r18,r19,r25
	bgeid	r18,$L263
	addk	r3,r27,r0
	addk	r3,r29,r0
$L263:
	andi	r3,r3,0x00ff
	beqi	r3,$L262
	cmpu	r18,r22,r25
	bltid	r18,$L264
	addk	r3,r27,r0
	brid	$L264
	addk	r3,r29,r0
$L280:
	lwi	r7,r26,156
	rsubk	r6,r19,r25
	brlid	r15,give
	
	addk	r5,r25,r0
	brid	$L284
	lwi	r3,r26,8
$L281:
	brlid	r15,barrier
	
	addk	r5,r25,r0
	brid	$L285
	rsubk	r22,r19,r22
$L282:
	brlid	r15,take
	
	addk	r5,r22,r0
	bslli	r22,r22,2
	addik	r22,r22,params+20
	swi	r31,r1,28
	addk	r10,r3,r0
	lwi	r9,r22,0
	lwi	r8,r26,160
	addk	r7,r24,r0
	addk	r6,r30,r0
	brlid	r15,add_partial
	
	lwi	r5,r26,156
	brid	$L266
	addk	r24,r3,r0
$L279:
	brlid	r15,barrier
	
	addk	r5,r25,r0
	brid	$L286
	addik	r3,r0,1	# 0x1
	.end	parallel_multiply
$Lfe8:
	.size	parallel_multiply,$Lfe8-parallel_multiply
	.align	2
	.ent	next_chunk
	.type	next_chunk, @function
next_chunk:
	.frame	r1,44,r15		# vars= 0, regs= 4, args= 24
	.mask	0x01c88000
	addik	r1,r1,-44
	swi	r15,r1,0
	swi	r19,r1,28
	swi	r22,r1,32
	swi	r23,r1,36
	swi	r24,r1,40
	lwi	r24,r0,params+4
	xori	r3,r24,1
	beqid	r3,$L301
	addk	r19,r6,r0
	addk	r22,r5,r0
	lwi	r3,r0,params+8
	bneid	r3,$L302
	addk	r23,r7,r0
	beqi	r5,$L303
	brlid	r15,barrier
	nop		# Unfilled delay slot

	bslli	r3,r22,2
	addik	r3,r3,params+84
	bslli	r22,r22,2
	addik	r22,r22,params+20
	lwi	r6,r22,0
	bslli	r6,r6,2
	lwi	r7,r3,0
	lwi	r5,r0,params+148
	brlid	r15,copy_in
	
	addk	r6,r23,r6
	lwi	r15,r1,0
$L304:
	lwi	r19,r1,28
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L301:
	addik	r3,r0,params
	lwi	r7,r3,84
	brlid	r15,copy_in
	
	lwi	r5,r3,148
	brid	$L304
	lwi	r15,r1,0
$L302:
	bneid	r5,$L291
	addik	r3,r0,1	# 0x1
	cmpu	r18,r24,r3
	bgeid	r18,$L292
	addk	r22,r3,r0
	addik	r23,r0,params+24
$L293:
	lwi	r6,r23,0
	bslli	r6,r6,2
	lwi	r7,r23,64
	addk	r6,r19,r6
	brlid	r15,link_send
	
	addk	r5,r22,r0
	addik	r22,r22,1
	xor	r3,r24,r22
	bneid	r3,$L293
	addik	r23,r23,4
$L292:
	addik	r3,r0,params
	lwi	r7,r3,84
	addk	r6,r19,r0
	brlid	r15,copy_in
	
	lwi	r5,r3,148
	brid	$L304
	lwi	r15,r1,0
$L291:
	bslli	r22,r5,2
	addik	r22,r22,params+84
	lwi	r7,r22,0
	lwi	r6,r0,params+148
	brlid	r15,link_recv
	
	addk	r5,r0,r0
	brid	$L304
	lwi	r15,r1,0
$L303:
	addik	r4,r0,params
	lwi	r3,r4,84
	lwi	r5,r4,0
	xor	r4,r3,r5
	beqid	r4,$L295
	bslli	r3,r3,2
	bslli	r5,r5,2
$L296:
	lw	r4,r3,r19
	sw	r4,r3,r23
	addik	r3,r3,4
	xor	r4,r3,r5
	bnei	r4,$L296
	brlid	r15,barrier
	
	addk	r5,r0,r0
$L297:
	addik	r3,r0,params
	lwi	r7,r3,84
	addk	r6,r19,r0
	brlid	r15,copy_in
	
	lwi	r5,r3,148
	brid	$L304
	lwi	r15,r1,0
$L295:
	brlid	r15,barrier
	
	addk	r5,r0,r0
	bri	$L297
	.end	next_chunk
$Lfe9:
	.size	next_chunk,$Lfe9-next_chunk
	.align	2
	.globl	main
	.ent	main
	.type	main, @function
main:
	.frame	r1,88,r15		# vars= 16, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-88
	swi	r15,r1,0
	swi	r19,r1,44
	swi	r22,r1,48
	swi	r23,r1,52
	swi	r24,r1,56
	swi	r25,r1,60
	swi	r26,r1,64
	swi	r27,r1,68
	swi	r28,r1,72
	swi	r29,r1,76
	swi	r30,r1,80
	swi	r31,r1,84
	lwi	r19,r0,-65528
	lwi	r4,r0,-65536
	addik	r3,r0,params
	swi	r4,r3,260
	lwi	r30,r3,0
	lwi	r3,r3,8
	beqid	r3,$L306
	bslli	r4,r19,2
	addik	r31,r0,params
	bslli	r3,r19,2
	addik	r3,r3,params+84
	lwi	r7,r3,0
	lwi	r6,r31,172
	brlid	r15,copy_in
	
	lwi	r5,r31,148
	addk	r8,r0,r0
	addk	r7,r30,r30
	lwi	r6,r31,176
	brlid	r15,parallel_multiply
	
	addk	r5,r19,r0
$L307:
	bneid	r19,$L308
	addk	r9,r30,r30
	beqid	r9,$L308
	addk	r5,r19,r0
	addk	r4,r19,r0
	addik	r8,r0,params
	brid	$L310
	addk	r10,r19,r0
$L306:
	addik	r31,r0,params
	addik	r4,r4,params+84
	bslli	r3,r19,2
	addik	r3,r3,params+20
	lwi	r3,r3,0
	bslli	r3,r3,2
	lwi	r6,r31,172
	lwi	r7,r4,0
	addk	r6,r6,r3
	brlid	r15,copy_in
	
	lwi	r5,r31,148
	addk	r7,r30,r0
	lwi	r6,r31,176
	brlid	r15,copy_in
	
	lwi	r5,r31,152
	addk	r8,r0,r0
	addk	r7,r30,r30
	lwi	r6,r31,152
	brlid	r15,parallel_multiply
	
	addk	r5,r19,r0
	bri	$L307
$L309:
	lwi	r7,r8,164
	sw	r6,r5,r7
	addik	r4,r4,1
	xor	r6,r4,r9
	beqid	r6,$L308
	addik	r5,r5,4
$L310:
	cmpu	r18,r3,r4
	bgeid	r18,$L309
	addk	r6,r10,r0
	lwi	r6,r8,156
	brid	$L309
	lw	r6,r5,r6
$L308:
	addik	r31,r0,params
	lwi	r7,r31,188
	lwi	r6,r31,164
	brlid	r15,next_chunk
	
	addk	r5,r19,r0
	lwi	r3,r31,8
	beqid	r3,$L345
	addk	r7,r30,r0
$L311:
	lwi	r6,r0,params+180
$L313:
	lwi	r8,r0,params+16
	addk	r7,r30,r0
	brlid	r15,parallel_multiply
	
	addk	r5,r19,r0
	bnei	r19,$L314
	beqid	r30,$L314
	addk	r5,r19,r0
	addk	r4,r19,r0
	addik	r8,r0,params
	brid	$L316
	addk	r9,r19,r0
$L345:
	lwi	r6,r31,180
	brlid	r15,copy_in
	
	lwi	r5,r31,152
	lwi	r3,r31,8
	bnei	r3,$L311
	lwi	r6,r0,params+152
	bri	$L313
$L315:
	lwi	r7,r8,168
	sw	r6,r5,r7
	addik	r4,r4,1
	xor	r6,r30,r4
	beqid	r6,$L314
	addik	r5,r5,4
$L316:
	cmpu	r18,r3,r4
	bgeid	r18,$L315
	addk	r6,r9,r0
	lwi	r6,r8,156
	brid	$L315
	lw	r6,r5,r6
$L314:
	addik	r31,r0,params
	lwi	r7,r31,192
	lwi	r6,r31,168
	brlid	r15,next_chunk
	
	addk	r5,r19,r0
	lwi	r3,r31,8
	beqid	r3,$L346
	addk	r7,r30,r0
$L317:
	lwi	r6,r0,params+184
	addk	r31,r30,r30
	addk	r8,r0,r0
$L350:
	addk	r7,r31,r0
	brlid	r15,parallel_multiply
	
	addk	r5,r19,r0
	bnei	r19,$L320
	cmpu	r18,r31,r3
	bgei	r18,$L321
	addik	r6,r0,params
$L322:
	lwi	r5,r6,156
	bslli	r4,r3,2
	sw	r0,r4,r5
	addik	r3,r3,1
	xor	r4,r31,r3
	bnei	r4,$L322
$L321:
	beqid	r31,$L336
	muli	r9,r30,-4
	addk	r5,r19,r0
	addik	r8,r0,params
	brid	$L325
	addk	r3,r19,r0
$L346:
	lwi	r6,r31,184
	brlid	r15,copy_in
	
	lwi	r5,r31,152
	lwi	r3,r31,8
	bneid	r3,$L317
	addk	r31,r30,r30
	lwi	r6,r0,params+152
	brid	$L350
	addk	r8,r0,r0
$L349:
	addik	r3,r3,1
	xor	r4,r31,r3
	beqid	r4,$L323
	addik	r9,r9,4
$L325:
	bslli	r4,r3,2
	lwi	r6,r8,156
	lw	r23,r4,r6
	addk	r22,r0,r0
	lwi	r6,r8,164
	lw	r25,r4,r6
	addk	r24,r22,r0
	add	r7,r23,r25
	addc	r6,r22,r24
	addk	r29,r5,r0
	addk	r28,r22,r0
	add	r7,r7,r29
	addc	r6,r6,r28
	cmpu	r18,r30,r3
	bltid	r18,$L349
	addk	r5,r6,r0
	lwi	r4,r8,168
	brid	$L349
	sw	r7,r9,r4
$L336:
	addk	r5,r31,r0
$L323:
	bslli	r11,r30,2
	addik	r3,r0,params
	lwi	r4,r3,168
	sw	r5,r11,r4
	lwi	r4,r3,168
	lwi	r3,r3,8
	beqi	r3,$L326
	lwi	r10,r0,params+184
	lw	r3,r11,r4
$L348:
	beqid	r3,$L328
	addik	r5,r30,-1
$L329:
	beqid	r30,$L337
	addk	r3,r19,r0
$L333:
	lw	r27,r3,r4
	addk	r26,r0,r0
	lw	r9,r3,r10
	addk	r8,r26,r0
	rsub	r25,r9,r27
	rsubc	r24,r8,r26
	addk	r23,r19,r0
	addk	r22,r26,r0
	rsub	r7,r23,r25
	rsubc	r6,r22,r24
	sw	r7,r3,r4
	addik	r3,r3,4
	xor	r5,r3,r11
	bneid	r5,$L333
	andi	r19,r6,1 #and1
$L332:
	lw	r3,r11,r4
	rsubk	r3,r19,r3
	sw	r3,r11,r4
$L320:
	lwi	r3,r0,-65536
	swi	r3,r0,params+264
	addk	r3,r0,r0
	lwi	r15,r1,0
	lwi	r19,r1,44
	lwi	r22,r1,48
	lwi	r23,r1,52
	lwi	r24,r1,56
	lwi	r25,r1,60
	lwi	r26,r1,64
	lwi	r27,r1,68
	lwi	r28,r1,72
	lwi	r29,r1,76
	lwi	r30,r1,80
	lwi	r31,r1,84
	rtsd	r15,8 
	
	addik	r1,r1,88
$L326:
	lwi	r10,r0,params+152
	brid	$L348
	lw	r3,r11,r4
$L328:
	bslli	r3,r5,2
$L330:
	xori	r6,r5,-1
	beqid	r6,$L329
	addik	r5,r5,-1
	lw	r7,r3,r4
	lw	r6,r3,r10
	xor	r8,r7,r6
	beqid	r8,$L330
	addik	r3,r3,-4
	cmpu	r18,r7,r6
	blti	r18,$L329
	bri	$L320
$L337:
	brid	$L332
	addk	r19,r30,r0
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
