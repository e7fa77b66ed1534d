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
$L45:
	lwi	r4,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl7
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L45
	addik	r6,r6,4
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
$L41:
	lwi	r4,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L41
	addik	r6,r6,4
	bri	$L1
$L87:
	beqi	r5,$L8
	xori	r5,r5,1
	bnei	r5,$L1
	beqid	r7,$L1
	addk	r3,r0,r0
$L39:
	lwi	r4,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl1
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L39
	addik	r6,r6,4
	bri	$L1
$L86:
	xori	r5,r5,5
	bnei	r5,$L1
	beqid	r7,$L1
	addk	r3,r0,r0
$L43:
	lwi	r4,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl5
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L43
	addik	r6,r6,4
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
$L53:
	lwi	r4,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L53
	addik	r6,r6,4
	bri	$L1
$L88:
	xori	r3,r5,10
	beqi	r3,$L17
	xori	r3,r5,11
	bnei	r3,$L90
	beqid	r7,$L1
	addk	r3,r0,r0
$L49:
	lwi	r4,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L49
	addik	r6,r6,4
	bri	$L1
$L90:
	xori	r5,r5,9
	bnei	r5,$L1
	beqid	r7,$L1
	addk	r3,r0,r0
$L47:
	lwi	r4,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl9
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L47
	addik	r6,r6,4
	bri	$L1
$L89:
	xori	r5,r5,13
	bnei	r5,$L1
	beqid	r7,$L1
	addk	r3,r0,r0
$L51:
	lwi	r4,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L51
	addik	r6,r6,4
	bri	$L1
$L20:
	beqid	r7,$L1
	addk	r3,r0,r0
$L52:
	lwi	r4,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl14
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L52
	addik	r6,r6,4
	bri	$L1
$L15:
	beqid	r7,$L1
	addk	r3,r0,r0
$L50:
	lwi	r4,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl12
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L50
	addik	r6,r6,4
	bri	$L1
$L17:
	beqid	r7,$L1
	addk	r3,r0,r0
$L48:
	lwi	r4,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl10
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L48
	addik	r6,r6,4
	bri	$L1
$L2:
	beqid	r7,$L1
	addk	r3,r0,r0
$L46:
	lwi	r4,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r4,rfsl8
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L46
	addik	r6,r6,4
	bri	$L1
$L12:
	beqid	r7,$L1
	addk	r3,r0,r0
$L44:
	lwi	r4,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl6
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L44
	addik	r6,r6,4
	bri	$L1
$L4:
	beqid	r7,$L1
	addk	r3,r0,r0
$L42:
	lwi	r4,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl4
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L42
	addik	r6,r6,4
	bri	$L1
$L6:
	beqid	r7,$L1
	addk	r3,r0,r0
$L40:
	lwi	r4,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r4,rfsl2
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L40
	addik	r6,r6,4
	bri	$L1
$L8:
	beqi	r7,$L1
$L38:
	lwi	r3,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	bneid	r3,$L38
	addik	r6,r6,4
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
	beqi	r3,$L92
	addik	r3,r0,8	# 0x8
	cmpu	r18,r5,r3
	bltid	r18,$L93
	xori	r3,r5,4
	beqi	r3,$L94
	addik	r3,r0,4	# 0x4
	cmpu	r18,r5,r3
	bgeid	r18,$L175
	xori	r3,r5,2
	xori	r3,r5,6
	beqi	r3,$L102
	xori	r3,r5,7
	bnei	r3,$L176
	beqid	r7,$L91
	addk	r3,r0,r0
$L135:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl7
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L135
	addik	r6,r6,4
	bri	$L91
$L175:
	beqi	r3,$L96
	addik	r3,r0,2	# 0x2
	cmpu	r18,r5,r3
	bgei	r18,$L177
	xori	r5,r5,3
	bnei	r5,$L91
	beqid	r7,$L91
	addk	r3,r0,r0
$L131:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl3
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L131
	addik	r6,r6,4
	bri	$L91
$L177:
	beqi	r5,$L98
	xori	r5,r5,1
	bnei	r5,$L91
	beqid	r7,$L91
	addk	r3,r0,r0
$L129:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl1
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L129
	addik	r6,r6,4
	bri	$L91
$L176:
	xori	r5,r5,5
	bnei	r5,$L91
	beqid	r7,$L91
	addk	r3,r0,r0
$L133:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl5
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L133
	addik	r6,r6,4
	bri	$L91
$L93:
	xori	r3,r5,12
	beqi	r3,$L105
	addik	r3,r0,12	# 0xc
	cmpu	r18,r5,r3
	bgeid	r18,$L178
	xori	r3,r5,14
	beqi	r3,$L110
	xori	r3,r5,15
	bnei	r3,$L179
	beqid	r7,$L91
	addk	r3,r0,r0
$L143:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl15
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L143
	addik	r6,r6,4
	bri	$L91
$L178:
	xori	r3,r5,10
	beqi	r3,$L107
	xori	r3,r5,11
	bnei	r3,$L180
	beqid	r7,$L91
	addk	r3,r0,r0
$L139:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl11
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L139
	addik	r6,r6,4
	bri	$L91
$L180:
	xori	r5,r5,9
	bnei	r5,$L91
	beqid	r7,$L91
	addk	r3,r0,r0
$L137:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl9
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L137
	addik	r6,r6,4
	bri	$L91
$L179:
	xori	r5,r5,13
	bnei	r5,$L91
	beqid	r7,$L91
	addk	r3,r0,r0
$L141:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl13
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L141
	addik	r6,r6,4
	bri	$L91
$L110:
	beqid	r7,$L91
	addk	r3,r0,r0
$L142:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl14
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L142
	addik	r6,r6,4
	bri	$L91
$L105:
	beqid	r7,$L91
	addk	r3,r0,r0
$L140:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl12
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L140
	addik	r6,r6,4
	bri	$L91
$L107:
	beqid	r7,$L91
	addk	r3,r0,r0
$L138:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl10
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L138
	addik	r6,r6,4
	bri	$L91
$L92:
	beqid	r7,$L91
	addk	r3,r0,r0
$L136:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl8
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L136
	addik	r6,r6,4
	bri	$L91
$L102:
	beqid	r7,$L91
	addk	r3,r0,r0
$L134:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl6
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L134
	addik	r6,r6,4
	bri	$L91
$L94:
	beqid	r7,$L91
	addk	r3,r0,r0
$L132:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl4
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L132
	addik	r6,r6,4
	bri	$L91
$L96:
	beqid	r7,$L91
	addk	r3,r0,r0
$L130:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl2
 # 0 "" 2
 #NO_APP
	swi	r4,r6,0
	addik	r3,r3,1
	xor	r4,r7,r3
	bneid	r4,$L130
	addik	r6,r6,4
	bri	$L91
$L98:
	beqi	r7,$L91
$L128:
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	swi	r3,r6,0
	addik	r5,r5,1
	xor	r3,r7,r5
	bneid	r3,$L128
	addik	r6,r6,4
$L91:
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
	beqi	r7,$L181
	bslli	r7,r7,2
	addk	r3,r0,r0
$L183:
	lw	r4,r3,r6
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r3,r7
	bnei	r4,$L183
$L181:
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
	bgeid	r18,$L186
	swi	r31,r1,48
	addk	r3,r7,r0
$L186:
	addik	r4,r3,1
	lwi	r3,r1,80
	rsubk	r3,r6,r3
	cmpu	r18,r3,r4
	bgei	r18,$L187
	addk	r3,r4,r0
$L187:
	cmpu	r18,r3,r7
	bgei	r18,$L188
	bslli	r7,r7,2
	addk	r7,r5,r7
	bslli	r6,r3,2
	addk	r6,r5,r6
$L189:
	swi	r0,r7,0
	addik	r7,r7,4
	xor	r4,r7,r6
	bnei	r4,$L189
$L188:
	beqid	r10,$L203
	lwi	r22,r1,12
	cmpu	r18,r3,r9
	bgeid	r18,$L185
	bslli	r6,r9,2
	addk	r6,r5,r6
	addk	r4,r0,r0
	addk	r7,r4,r0
	addk	r11,r4,r0
$L192:
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
	beqid	r12,$L191
	addk	r7,r30,r0
	addk	r12,r9,r11
	cmpu	r18,r3,r12
	bltid	r18,$L192
	addik	r4,r4,4
	addk	r10,r11,r0
$L191:
	rsubk	r4,r30,r0
	or	r4,r4,r30
	bgeid	r4,$L185
	addk	r10,r9,r10
	cmpu	r18,r3,r10
	bltid	r18,$L193
	addik	r4,r0,1	# 0x1
	addk	r4,r0,r0
$L193:
	andi	r4,r4,0x00ff
	beqid	r4,$L185
	bslli	r4,r10,2
	addk	r5,r5,r4
	addik	r8,r0,1	# 0x1
	brid	$L194
	addk	r9,r0,r0
$L196:
	andi	r4,r4,0x00ff
	beqid	r4,$L203
	lwi	r22,r1,12
$L194:
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
	bgeid	r4,$L185
	addik	r5,r5,4
	cmpu	r18,r3,r10
	bltid	r18,$L196
	addk	r4,r8,r0
	brid	$L196
	addk	r4,r9,r0
$L185:
	lwi	r22,r1,12
$L203:
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
	beqid	r3,$L212
	addk	r5,r5,r5
	addik	r3,r0,params
	lwi	r8,r3,272
	lwi	r7,r3,276
	ori	r6,r5,1
	addik	r4,r0,-65500
$L207:
	swi	r6,r4,0
	lwi	r3,r4,0
	xor	r3,r6,r3
	bnei	r3,$L207
	lwi	r4,r7,0
	lwi	r3,r8,0
	addik	r3,r3,1
	lwi	r6,r0,params+4
	xor	r6,r6,r3
	beqi	r6,$L213
	swi	r3,r8,0
	swi	r5,r0,-65500
$L209:
	lwi	r3,r7,0
	xor	r3,r3,r4
	beqi	r3,$L209
$L204:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L212:
	lwi	r3,r0,-65504
	bri	$L204
$L213:
	swi	r0,r8,0
	addik	r4,r4,1
	swi	r4,r7,0
	swi	r5,r0,-65500
	bri	$L204
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
	beqid	r3,$L215
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
$L214:
	lwi	r15,r1,0
	lwi	r19,r1,32
$L221:
	lwi	r22,r1,36
	rtsd	r15,8 
	
	addik	r1,r1,40
$L215:
	bslli	r5,r5,2
	addik	r5,r5,params+196
	lwi	r6,r5,0
	lwi	r5,r1,56
	swi	r5,r6,0
	beqid	r5,$L214
	addik	r6,r6,4
	bslli	r5,r5,2
$L217:
	lw	r4,r3,r19
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r3,r5
	bneid	r4,$L217
	lwi	r15,r1,0
	brid	$L221
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
	beqid	r3,$L223
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
$L226:
	lwi	r15,r1,0
	lwi	r19,r1,36
	rtsd	r15,8 
	
	addik	r1,r1,40
$L223:
	bslli	r19,r5,2
	addik	r19,r19,params+196
	lwi	r6,r19,0
	lwi	r7,r6,0
	swi	r7,r1,28
	lwi	r5,r0,params+160
	brlid	r15,copy_in
	
	addik	r6,r6,4
	brid	$L226
	lwi	r3,r1,28
	.end	take
$Lfe7:
	.size	take,$Lfe7-take
	.align	2
	.ent	parallel_multiply
	.type	parallel_multiply, @function
parallel_multiply:
	.frame	r1,112,r15		# vars= 36, regs= 11, args= 28
	.mask	0xffc88000
	addik	r1,r1,-112
	swi	r15,r1,0
	swi	r19,r1,68
	swi	r22,r1,72
	swi	r23,r1,76
	swi	r24,r1,80
	swi	r25,r1,84
	swi	r26,r1,88
	swi	r27,r1,92
	swi	r28,r1,96
	swi	r29,r1,100
	swi	r30,r1,104
	swi	r31,r1,108
	swi	r5,r1,116
	addk	r29,r6,r0
	swi	r7,r1,124
	swi	r8,r1,128
	addik	r3,r0,params
	lwi	r4,r3,0
	swi	r4,r1,52
	lwi	r3,r3,4
	swi	r3,r1,60
	bslli	r3,r5,2
	addik	r3,r3,params+20
	lwi	r3,r3,0
	swi	r3,r1,64
	bslli	r3,r5,2
	addik	r3,r3,params+84
	lwi	r3,r3,0
	swi	r3,r1,48
	addk	r3,r3,r4
	lwi	r5,r1,64
	rsubk	r5,r5,r7
	cmpu	r18,r5,r3
	bgeid	r18,$L228
	swi	r5,r1,44
	swi	r3,r1,44
$L228:
	addik	r4,r0,params
	lwi	r5,r4,156
	swi	r5,r1,56
	lwi	r6,r4,148
	lwi	r4,r1,128
	beqid	r4,$L271
	lwi	r5,r1,128
	lwi	r5,r1,52
	lwi	r4,r1,64
	rsubk	r5,r4,r5
	swi	r5,r1,128
	lwi	r5,r1,128
$L271:
	beqid	r5,$L231
	lwi	r26,r1,56
	lwi	r3,r1,44
$L231:
	bslli	r3,r3,2
	lwi	r4,r1,56
	addk	r5,r4,r3
	addk	r3,r4,r0
$L232:
	xor	r4,r3,r5
	beqi	r4,$L260
	swi	r0,r3,0
	brid	$L232
	addik	r3,r3,4
$L260:
	lwi	r5,r1,48
	beqid	r5,$L234
	addk	r3,r0,r0
	swi	r6,r1,40
	swi	r3,r1,32
	brid	$L239
	addk	r23,r3,r0
$L253:
	brid	$L236
	lwi	r19,r1,36
$L238:
	lwi	r3,r1,32
	addik	r3,r3,1
	swi	r3,r1,32
	lwi	r4,r1,40
	addik	r4,r4,4
	swi	r4,r1,40
	lwi	r5,r1,48
	xor	r3,r5,r3
	beqid	r3,$L234
	addik	r26,r26,4
$L239:
	lwi	r4,r1,40
	lwi	r27,r4,0
	lwi	r5,r1,52
	swi	r5,r1,36
	lwi	r3,r1,128
	beqid	r3,$L272
	lwi	r5,r1,36
	lwi	r4,r1,32
	rsubk	r4,r4,r3
	swi	r4,r1,36
	lwi	r5,r1,36
$L272:
	beqi	r5,$L253
	bslli	r28,r5,2
	addk	r22,r0,r0
	addk	r19,r22,r0
$L237:
	addk	r7,r23,r0
	addk	r8,r27,r0
	addk	r5,r23,r0
	brlid	r15,__muldi3
	
	lw	r6,r22,r29
	addk	r5,r4,r0
	addk	r4,r3,r0
	lw	r25,r22,r26
	addk	r24,r23,r0
	add	r5,r5,r25
	addc	r4,r4,r24
	addk	r31,r19,r0
	addk	r30,r23,r0
	add	r5,r5,r31
	addc	r4,r4,r30
	sw	r5,r22,r26
	addik	r22,r22,4
	xor	r3,r22,r28
	bneid	r3,$L237
	addk	r19,r4,r0
$L236:
	lwi	r4,r1,36
	lwi	r5,r1,32
	addk	r3,r4,r5
	lwi	r4,r1,44
	cmpu	r18,r4,r3
	bgeid	r18,$L238
	bslli	r3,r3,2
	lwi	r5,r1,56
	brid	$L238
	sw	r19,r3,r5
$L234:
	lwi	r4,r1,60
	xori	r3,r4,1
	beqid	r3,$L267
	lwi	r3,r1,44
	lwi	r3,r0,params+12
	beqid	r3,$L241
	addik	r3,r0,1	# 0x1
	cmpu	r18,r4,r3
	bgeid	r18,$L227
	addik	r24,r0,1	# 0x1
	addk	r26,r0,r0
	addik	r23,r0,params
	addik	r25,r0,3	# 0x3
	lwi	r30,r1,64
	addk	r19,r4,r0
	lwi	r29,r1,44
	lwi	r27,r1,116
	brid	$L242
	lwi	r31,r1,124
$L241:
	lwi	r5,r1,116
	bneid	r5,$L261
	lwi	r8,r1,44
	lwi	r3,r0,params+8
	beqi	r3,$L262
	addik	r3,r0,1	# 0x1
$L270:
	lwi	r4,r1,60
	cmpu	r18,r4,r3
	bgeid	r18,$L227
	addk	r19,r3,r0
	addik	r22,r0,params+24
	addik	r23,r0,params
	addk	r24,r0,r0
	addk	r26,r4,r0
	lwi	r25,r1,44
	lwi	r27,r1,124
$L245:
	brlid	r15,take
	
	addk	r5,r19,r0
	swi	r27,r1,28
	addk	r10,r3,r0
	lwi	r9,r22,0
	lwi	r8,r23,160
	addk	r7,r25,r0
	addk	r6,r24,r0
	brlid	r15,add_partial
	
	lwi	r5,r23,156
	addk	r25,r3,r0
	addik	r19,r19,1
	xor	r3,r26,r19
	bneid	r3,$L245
	addik	r22,r22,4
	brid	$L227
	swi	r25,r1,44
$L261:
	addik	r19,r0,params
	lwi	r7,r19,156
	brlid	r15,give
	
	addk	r6,r0,r0
	lwi	r3,r19,8
	bnei	r3,$L227
	brlid	r15,barrier
	
	lwi	r5,r1,116
	brid	$L267
	lwi	r3,r1,44
$L248:
	andi	r3,r3,0x00ff
	bneid	r3,$L263
	addk	r8,r29,r0
$L246:
	lwi	r3,r23,8
$L268:
	beqi	r3,$L264
	rsubk	r22,r19,r22
$L269:
	cmpu	r18,r22,r27
	bltid	r18,$L265
	addk	r22,r27,r19
$L250:
	cmpu	r18,r28,r25
	bgei	r18,$L266
$L242:
	addik	r28,r19,1
	addk	r22,r19,r0
	srl	r19,r28
	cmpu	r18,r19,r27
	bgeid	r18,$L247
	addk	r3,r24,r0
	addk	r3,r26,r0
$L247:
	andi	r3,r3,0x00ff
	beqi	r3,$L246
	cmpu	r18,r22,r27
	bltid	r18,$L248
	addk	r3,r24,r0
	brid	$L248
	addk	r3,r26,r0
$L263:
	lwi	r7,r23,156
	rsubk	r6,r19,r27
	brlid	r15,give
	
	addk	r5,r27,r0
	brid	$L268
	lwi	r3,r23,8
$L264:
	brlid	r15,barrier
	
	addk	r5,r27,r0
	brid	$L269
	rsubk	r22,r19,r22
$L265:
	brlid	r15,take
	
	addk	r5,r22,r0
	bslli	r22,r22,2
	addik	r22,r22,params+20
	swi	r31,r1,28
	addk	r10,r3,r0
	lwi	r9,r22,0
	lwi	r8,r23,160
	addk	r7,r29,r0
	addk	r6,r30,r0
	brlid	r15,add_partial
	
	lwi	r5,r23,156
	brid	$L250
	addk	r29,r3,r0
$L266:
	swi	r29,r1,44
$L227:
	lwi	r3,r1,44
$L267:
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
$L262:
	brlid	r15,barrier
	
	lwi	r5,r1,116
	brid	$L270
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
	beqid	r3,$L287
	addk	r23,r6,r0
	addk	r19,r5,r0
	lwi	r3,r0,params+8
	bneid	r3,$L288
	addk	r22,r7,r0
	beqi	r5,$L289
	brlid	r15,barrier
	nop		# Unfilled delay slot

	bslli	r3,r19,2
	addik	r3,r3,params+84
	bslli	r19,r19,2
	addik	r19,r19,params+20
	lwi	r6,r19,0
	bslli	r6,r6,2
	lwi	r7,r3,0
	lwi	r5,r0,params+148
	brlid	r15,copy_in
	
	addk	r6,r22,r6
	lwi	r15,r1,0
$L290:
	lwi	r19,r1,28
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L287:
	addik	r3,r0,params
	lwi	r7,r3,84
	brlid	r15,copy_in
	
	lwi	r5,r3,148
	brid	$L290
	lwi	r15,r1,0
$L288:
	bneid	r5,$L277
	addik	r3,r0,1	# 0x1
	cmpu	r18,r24,r3
	bgeid	r18,$L278
	addk	r19,r3,r0
	addik	r22,r0,params+24
$L279:
	lwi	r3,r22,0
	bslli	r3,r3,2
	lwi	r7,r22,64
	addk	r6,r23,r3
	brlid	r15,link_send
	
	addk	r5,r19,r0
	addik	r19,r19,1
	xor	r3,r24,r19
	bneid	r3,$L279
	addik	r22,r22,4
$L278:
	addik	r3,r0,params
	lwi	r7,r3,84
	addk	r6,r23,r0
	brlid	r15,copy_in
	
	lwi	r5,r3,148
	brid	$L290
	lwi	r15,r1,0
$L277:
	bslli	r19,r5,2
	addik	r19,r19,params+84
	lwi	r7,r19,0
	lwi	r6,r0,params+148
	brlid	r15,link_recv
	
	addk	r5,r0,r0
	brid	$L290
	lwi	r15,r1,0
$L289:
	addik	r3,r0,params
	lwi	r4,r3,84
	lwi	r6,r3,0
	xor	r3,r4,r6
	beqid	r3,$L281
	bslli	r4,r4,2
	addk	r3,r23,r4
	addk	r4,r7,r4
	bslli	r6,r6,2
	addk	r6,r23,r6
$L282:
	lwi	r5,r3,0
	swi	r5,r4,0
	addik	r3,r3,4
	xor	r5,r3,r6
	bneid	r5,$L282
	addik	r4,r4,4
	brlid	r15,barrier
	
	addk	r5,r0,r0
$L283:
	addik	r3,r0,params
	lwi	r7,r3,84
	addk	r6,r23,r0
	brlid	r15,copy_in
	
	lwi	r5,r3,148
	brid	$L290
	lwi	r15,r1,0
$L281:
	brlid	r15,barrier
	
	addk	r5,r0,r0
	bri	$L283
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
	beqid	r3,$L292
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
$L293:
	bneid	r19,$L294
	addk	r9,r30,r30
	beqid	r9,$L294
	addk	r5,r19,r0
	addk	r4,r19,r0
	addik	r8,r0,params
	brid	$L296
	addk	r10,r19,r0
$L292:
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
	bri	$L293
$L295:
	lwi	r7,r8,164
	sw	r6,r5,r7
	addik	r4,r4,1
	xor	r6,r4,r9
	beqid	r6,$L294
	addik	r5,r5,4
$L296:
	cmpu	r18,r3,r4
	bgeid	r18,$L295
	addk	r6,r10,r0
	lwi	r6,r8,156
	brid	$L295
	lw	r6,r5,r6
$L294:
	addik	r31,r0,params
	lwi	r7,r31,188
	lwi	r6,r31,164
	brlid	r15,next_chunk
	
	addk	r5,r19,r0
	lwi	r3,r31,8
	beqid	r3,$L331
	addk	r7,r30,r0
$L297:
	lwi	r6,r0,params+180
$L299:
	lwi	r8,r0,params+16
	addk	r7,r30,r0
	brlid	r15,parallel_multiply
	
	addk	r5,r19,r0
	bnei	r19,$L300
	beqid	r30,$L300
	addk	r5,r19,r0
	addk	r4,r19,r0
	addik	r8,r0,params
	brid	$L302
	addk	r9,r19,r0
$L331:
	lwi	r6,r31,180
	brlid	r15,copy_in
	
	lwi	r5,r31,152
	lwi	r3,r31,8
	bnei	r3,$L297
	lwi	r6,r0,params+152
	bri	$L299
$L301:
	lwi	r7,r8,168
	sw	r6,r5,r7
	addik	r4,r4,1
	xor	r6,r30,r4
	beqid	r6,$L300
	addik	r5,r5,4
$L302:
	cmpu	r18,r3,r4
	bgeid	r18,$L301
	addk	r6,r9,r0
	lwi	r6,r8,156
	brid	$L301
	lw	r6,r5,r6
$L300:
	addik	r31,r0,params
	lwi	r7,r31,192
	lwi	r6,r31,168
	brlid	r15,next_chunk
	
	addk	r5,r19,r0
	lwi	r3,r31,8
	beqid	r3,$L332
	addk	r7,r30,r0
$L303:
	lwi	r6,r0,params+184
	addk	r31,r30,r30
	addk	r8,r0,r0
$L335:
	addk	r7,r31,r0
	brlid	r15,parallel_multiply
	
	addk	r5,r19,r0
	bnei	r19,$L306
	cmpu	r18,r31,r3
	bgeid	r18,$L307
	bslli	r4,r3,2
	addik	r6,r0,params
$L308:
	lwi	r5,r6,156
	sw	r0,r4,r5
	addik	r3,r3,1
	xor	r5,r31,r3
	bneid	r5,$L308
	addik	r4,r4,4
$L307:
	beqid	r31,$L322
	muli	r10,r30,-4
	addk	r3,r19,r0
	addk	r4,r19,r0
	addik	r9,r0,params
	brid	$L311
	addk	r8,r19,r0
$L332:
	lwi	r6,r31,184
	brlid	r15,copy_in
	
	lwi	r5,r31,152
	lwi	r3,r31,8
	bneid	r3,$L303
	addk	r31,r30,r30
	lwi	r6,r0,params+152
	brid	$L335
	addk	r8,r0,r0
$L310:
	addik	r8,r8,1
	xor	r5,r31,r8
	beqid	r5,$L309
	addik	r3,r3,4
$L311:
	lwi	r5,r9,156
	lw	r23,r3,r5
	addk	r22,r0,r0
	lwi	r5,r9,164
	lw	r25,r3,r5
	addk	r24,r22,r0
	add	r7,r23,r25
	addc	r6,r22,r24
	addk	r29,r4,r0
	addk	r28,r22,r0
	add	r5,r7,r29
	addc	r4,r6,r28
	cmpu	r18,r30,r8
	blti	r18,$L310
	lwi	r6,r9,168
	addk	r6,r6,r10
	brid	$L310
	sw	r5,r3,r6
$L322:
	addk	r4,r31,r0
$L309:
	bslli	r11,r30,2
	addik	r3,r0,params
	lwi	r5,r3,168
	sw	r4,r11,r5
	lwi	r4,r3,168
	lwi	r3,r3,8
	beqi	r3,$L312
	lwi	r10,r0,params+184
	lw	r3,r11,r4
$L334:
	beqid	r3,$L314
	addik	r5,r30,-1
$L315:
	beqid	r30,$L323
	addk	r3,r19,r0
$L319:
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
	bneid	r5,$L319
	andi	r19,r6,1 #and1
$L318:
	lw	r3,r11,r4
	rsubk	r3,r19,r3
	sw	r3,r11,r4
$L306:
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
$L312:
	lwi	r10,r0,params+152
	brid	$L334
	lw	r3,r11,r4
$L314:
	bslli	r3,r5,2
$L316:
	xori	r6,r5,-1
	beqid	r6,$L315
	addik	r5,r5,-1
	lw	r7,r3,r4
	lw	r6,r3,r10
	xor	r8,r7,r6
	beqid	r8,$L316
	addik	r3,r3,-4
	cmpu	r18,r7,r6
	blti	r18,$L315
	bri	$L306
$L323:
	brid	$L318
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
