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
 # 68 "pmont.c" 1
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
 # 68 "pmont.c" 1
	put	r4,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	beqid	r4,$L1
	bslli	r4,r3,2
	lw	r4,r4,r6
 #APP
 # 68 "pmont.c" 1
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
 # 69 "pmont.c" 1
	put	r4,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	beqid	r4,$L1
	bslli	r4,r3,2
	lw	r4,r4,r6
 #APP
 # 69 "pmont.c" 1
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
 # 69 "pmont.c" 1
	put	r3,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	beqid	r3,$L1
	bslli	r3,r5,2
	lw	r3,r3,r6
 #APP
 # 69 "pmont.c" 1
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
 # 69 "pmont.c" 1
	put	r3,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	beqid	r3,$L1
	bslli	r3,r5,2
	lw	r3,r3,r6
 #APP
 # 69 "pmont.c" 1
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
 # 69 "pmont.c" 1
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
 # 69 "pmont.c" 1
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
 # 68 "pmont.c" 1
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
 # 68 "pmont.c" 1
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
 # 68 "pmont.c" 1
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
 # 68 "pmont.c" 1
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
 # 69 "pmont.c" 1
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
 # 69 "pmont.c" 1
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
 # 69 "pmont.c" 1
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
 # 68 "pmont.c" 1
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
 # 68 "pmont.c" 1
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
	bltid	r18,$L108
	addk	r4,r7,r0
	addk	r4,r12,r0
$L108:
	lwi	r3,r1,68
	addik	r4,r4,1
	rsubk	r3,r6,r3
	cmpu	r18,r3,r4
	bgei	r18,$L109
	addk	r3,r4,r0
$L109:
	cmpu	r18,r3,r7
	bgei	r18,$L114
	bslli	r7,r7,2
	bslli	r6,r3,2
	addk	r7,r5,r7
	addk	r6,r5,r6
$L113:
	swi	r0,r7,0
	addik	r7,r7,4
	xor	r4,r6,r7
	bnei	r4,$L113
$L114:
	beqid	r10,$L137
	lwi	r19,r1,4
	cmpu	r18,r3,r9
	bgeid	r18,$L137
	addk	r4,r0,r0
	bslli	r6,r9,2
	addk	r7,r4,r0
	brid	$L116
	addk	r6,r5,r6
$L136:
	cmpu	r18,r3,r9
	bgeid	r18,$L107
	addik	r4,r4,4
$L116:
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
	bneid	r19,$L136
	addk	r7,r10,r0
	cmpu	r18,r3,r9
	bgeid	r18,$L107
	andi	r10,r10,1 #and1
	beqid	r10,$L107
	bslli	r4,r9,2
	addik	r6,r0,0x00000000
	addik	r7,r0,0x00000001 #li => la
	addk	r5,r5,r4
$L118:
	lwi	r4,r5,0
	addk	r28,r0,r0
	addik	r5,r5,4
	addk	r29,r4,r0
	addik	r4,r4,1
	swi	r4,r5,-4
	add	r11,r29,r7
	addc	r10,r28,r6
	andi	r10,r10,1 #and1
	beqid	r10,$L107
	addik	r9,r9,1
	cmpu	r18,r3,r9
	blti	r18,$L118
$L107:
	lwi	r19,r1,4
$L137:
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
$Lfe2:
	.size	add_partial,$Lfe2-add_partial
	.align	2
	.ent	next_chunk
	.type	next_chunk, @function
next_chunk:
	.frame	r1,56,r15		# vars= 0, regs= 7, args= 24
	.mask	0x0fc88000
	addik	r1,r1,-56
	swi	r27,r1,52
	addik	r27,r0,params
	swi	r23,r1,36
	swi	r15,r1,0
	swi	r19,r1,28
	swi	r22,r1,32
	swi	r24,r1,40
	swi	r25,r1,44
	swi	r26,r1,48
	lwi	r26,r27,4
	addk	r23,r6,r0
	xori	r3,r26,1
	beqid	r3,$L176
	lwi	r22,r27,148
	lwi	r3,r27,8
	bneid	r3,$L177
	addk	r19,r5,r0
	bneid	r5,$L178
	bslli	r4,r5,2
	lwi	r4,r27,84
	lwi	r6,r27,0
	bslli	r3,r4,2
	xor	r4,r4,r6
	beqid	r4,$L156
	bslli	r5,r6,2
$L155:
	lw	r4,r3,r23
	sw	r4,r3,r7
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L155
$L156:
	lwi	r3,r27,84
	lwi	r4,r0,-65504
	beqid	r3,$L138
	bslli	r4,r3,2
$L157:
	lw	r3,r19,r23
	sw	r3,r19,r22
	addik	r19,r19,4
	xor	r3,r4,r19
	bnei	r3,$L157
$L138:
	lwi	r15,r1,0
$L180:
	lwi	r19,r1,28
$L181:
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	lwi	r25,r1,44
	lwi	r26,r1,48
	lwi	r27,r1,52
	rtsd	r15,8 
	
	addik	r1,r1,56
$L178:
	addk	r19,r4,r0
	addik	r4,r4,params+20
	lwi	r5,r4,0
	addik	r19,r19,params+84
	lwi	r4,r19,0
	lwi	r6,r0,-65504
	bslli	r5,r5,2
	bslli	r6,r4,2
	beqid	r4,$L138
	addk	r5,r7,r5
$L158:
	lw	r4,r3,r5
	sw	r4,r3,r22
	addik	r3,r3,4
	xor	r4,r3,r6
	bneid	r4,$L158
	lwi	r15,r1,0
	brid	$L181
	lwi	r19,r1,28
$L177:
	beqid	r5,$L179
	addik	r24,r0,1	# 0x1
	bslli	r19,r5,2
	addik	r19,r19,params+84
	lwi	r5,r19,0
	beqid	r5,$L138
	addk	r3,r0,r0
$L150:
 #APP
 # 77 "pmont.c" 1
	get	r4,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r22,0
	xor	r4,r5,r3
	bneid	r4,$L150
	addik	r22,r22,4
	brid	$L180
	lwi	r15,r1,0
$L176:
	lwi	r4,r27,84
	beqid	r4,$L138
	bslli	r5,r4,2
$L141:
	lw	r4,r3,r23
	sw	r4,r3,r22
	addik	r3,r3,4
	xor	r4,r3,r5
	beqid	r4,$L180
	lwi	r15,r1,0
	lw	r4,r3,r23
	sw	r4,r3,r22
	addik	r3,r3,4
	xor	r4,r3,r5
	bneid	r4,$L141
	lwi	r15,r1,0
	brid	$L181
	lwi	r19,r1,28
$L179:
	cmpu	r18,r26,r24
	bgeid	r18,$L148
	addik	r25,r27,24
$L147:
	lwi	r6,r25,0
	lwi	r7,r25,64
	addk	r5,r24,r0
	bslli	r6,r6,2
	addk	r6,r23,r6
	brlid	r15,link_send
	
	addik	r24,r24,1
	xor	r3,r26,r24
	bneid	r3,$L147
	addik	r25,r25,4
$L148:
	lwi	r3,r27,84
	beqid	r3,$L138
	bslli	r4,r3,2
$L149:
	lw	r3,r19,r23
	sw	r3,r19,r22
	addik	r19,r19,4
	xor	r3,r4,r19
	bneid	r3,$L149
	lwi	r15,r1,0
	brid	$L181
	lwi	r19,r1,28
	.end	next_chunk
$Lfe3:
	.size	next_chunk,$Lfe3-next_chunk
	.align	2
	.ent	take
	.type	take, @function
take:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	addik	r7,r0,params
	lwi	r4,r7,8
	bnei	r4,$L282
	bslli	r5,r5,2
	addik	r5,r5,params+196
	lwi	r6,r5,0
	lwi	r7,r7,160
	lwi	r3,r6,0
	beqi	r3,$L182
	bslli	r8,r3,2
	addik	r6,r6,4
$L237:
	lw	r5,r4,r6
	sw	r5,r4,r7
	addik	r4,r4,4
	xor	r5,r4,r8
	bnei	r5,$L237
$L182:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L282:
	xori	r4,r5,8
	beqi	r4,$L184
	addik	r4,r0,8	# 0x8
	cmpu	r18,r5,r4
	bltid	r18,$L185
	xori	r4,r5,4
	beqid	r4,$L186
	addik	r3,r0,4	# 0x4
	cmpu	r18,r5,r3
	bgeid	r18,$L283
	xori	r4,r5,2
	xori	r4,r5,6
	beqi	r4,$L192
	xori	r5,r5,7
	bnei	r5,$L284
 #APP
 # 77 "pmont.c" 1
	get	r3,rfsl7
 # 0 "" 2
 #NO_APP
	beqid	r3,$L182
	lwi	r4,r7,160
$L227:
 #APP
 # 77 "pmont.c" 1
	get	r6,rfsl7
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r6,r4,0
	xor	r6,r5,r3
	beqid	r6,$L182
	addik	r4,r4,4
 #APP
 # 77 "pmont.c" 1
	get	r6,rfsl7
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r6,r4,0
	xor	r6,r5,r3
	bneid	r6,$L227
	addik	r4,r4,4
	bri	$L182
$L283:
	beqi	r4,$L188
	xori	r4,r5,3
	bnei	r4,$L285
 #APP
 # 77 "pmont.c" 1
	get	r3,rfsl3
 # 0 "" 2
 #NO_APP
	beqid	r3,$L182
	lwi	r5,r7,160
$L223:
 #APP
 # 77 "pmont.c" 1
	get	r6,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r4,r3
	beqid	r6,$L182
	addik	r5,r5,4
 #APP
 # 77 "pmont.c" 1
	get	r6,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r4,r3
	bneid	r6,$L223
	addik	r5,r5,4
	bri	$L182
$L185:
	xori	r4,r5,12
	beqi	r4,$L195
	addik	r4,r0,12	# 0xc
	cmpu	r18,r5,r4
	bgeid	r18,$L286
	xori	r4,r5,14
	beqi	r4,$L200
	xori	r4,r5,15
	bnei	r4,$L287
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl15
 # 0 "" 2
 #NO_APP
	beqid	r3,$L182
	lwi	r5,r7,160
$L235:
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r4,r3
	beqid	r6,$L182
	addik	r5,r5,4
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r4,r3
	bneid	r6,$L235
	addik	r5,r5,4
	bri	$L182
$L286:
	xori	r4,r5,10
	beqi	r4,$L197
	xori	r5,r5,11
	bnei	r5,$L288
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl11
 # 0 "" 2
 #NO_APP
	beqid	r3,$L182
	lwi	r4,r7,160
$L231:
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r6,r4,0
	xor	r6,r5,r3
	beqid	r6,$L182
	addik	r4,r4,4
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r6,r4,0
	xor	r6,r5,r3
	bneid	r6,$L231
	addik	r4,r4,4
	bri	$L182
$L287:
	xori	r5,r5,13
	bnei	r5,$L182
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl13
 # 0 "" 2
 #NO_APP
	beqid	r3,$L182
	lwi	r4,r7,160
$L233:
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r6,r4,0
	xor	r6,r5,r3
	beqid	r6,$L182
	addik	r4,r4,4
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r6,r4,0
	xor	r6,r5,r3
	bneid	r6,$L233
	addik	r4,r4,4
	bri	$L182
$L288:
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl9
 # 0 "" 2
 #NO_APP
	addk	r5,r0,r0
	beqid	r3,$L182
	lwi	r4,r7,160
$L229:
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl9
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r6,r4,0
	xor	r6,r5,r3
	bneid	r6,$L229
	addik	r4,r4,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L184:
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl8
 # 0 "" 2
 #NO_APP
	beqid	r3,$L182
	lwi	r5,r7,160
$L228:
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl8
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r3,r4
	bneid	r6,$L228
	addik	r5,r5,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L186:
 #APP
 # 77 "pmont.c" 1
	get	r3,rfsl4
 # 0 "" 2
 #NO_APP
	beqid	r3,$L182
	lwi	r5,r7,160
$L224:
 #APP
 # 77 "pmont.c" 1
	get	r6,rfsl4
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r4,r3
	bneid	r6,$L224
	addik	r5,r5,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L192:
 #APP
 # 77 "pmont.c" 1
	get	r3,rfsl6
 # 0 "" 2
 #NO_APP
	beqid	r3,$L182
	lwi	r5,r7,160
$L226:
 #APP
 # 77 "pmont.c" 1
	get	r6,rfsl6
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r3,r4
	bneid	r6,$L226
	addik	r5,r5,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L284:
 #APP
 # 77 "pmont.c" 1
	get	r3,rfsl5
 # 0 "" 2
 #NO_APP
	addk	r5,r0,r0
	beqid	r3,$L182
	lwi	r4,r7,160
$L225:
 #APP
 # 77 "pmont.c" 1
	get	r6,rfsl5
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r6,r4,0
	xor	r6,r5,r3
	bneid	r6,$L225
	addik	r4,r4,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L188:
 #APP
 # 77 "pmont.c" 1
	get	r3,rfsl2
 # 0 "" 2
 #NO_APP
	beqid	r3,$L182
	lwi	r5,r7,160
$L222:
 #APP
 # 77 "pmont.c" 1
	get	r6,rfsl2
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r4,r3
	bneid	r6,$L222
	addik	r5,r5,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L195:
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl12
 # 0 "" 2
 #NO_APP
	beqid	r3,$L182
	lwi	r5,r7,160
$L232:
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl12
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r3,r4
	bneid	r6,$L232
	addik	r5,r5,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L200:
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl14
 # 0 "" 2
 #NO_APP
	beqid	r3,$L182
	lwi	r5,r7,160
$L234:
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl14
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r4,r3
	bneid	r6,$L234
	addik	r5,r5,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L197:
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl10
 # 0 "" 2
 #NO_APP
	beqid	r3,$L182
	lwi	r5,r7,160
$L230:
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl10
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r3,r4
	bneid	r6,$L230
	addik	r5,r5,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L285:
	beqi	r5,$L289
 #APP
 # 77 "pmont.c" 1
	get	r3,rfsl1
 # 0 "" 2
 #NO_APP
	addk	r5,r0,r0
	beqid	r3,$L182
	lwi	r4,r7,160
$L221:
 #APP
 # 77 "pmont.c" 1
	get	r6,rfsl1
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r6,r4,0
	xor	r6,r5,r3
	bneid	r6,$L221
	addik	r4,r4,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L289:
 #APP
 # 77 "pmont.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	beqid	r3,$L182
	lwi	r4,r7,160
$L220:
 #APP
 # 77 "pmont.c" 1
	get	r6,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r6,r4,0
	xor	r6,r5,r3
	bneid	r6,$L220
	addik	r4,r4,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	take
$Lfe4:
	.size	take,$Lfe4-take
	.align	2
	.ent	give
	.type	give, @function
give:
	.frame	r1,28,r15		# vars= 0, regs= 0, args= 24
	.mask	0x00008000
	lwi	r3,r0,params+8
	addk	r4,r6,r0
	addk	r6,r7,r0
	bneid	r3,$L326
	addk	r7,r8,r0
	bslli	r5,r5,2
	addik	r5,r5,params+196
	lwi	r8,r5,0
	swi	r7,r8,0
	beqi	r7,$L334
	bslli	r4,r7,2
	addik	r8,r8,4
$L314:
	lw	r5,r3,r6
	sw	r5,r3,r8
	addik	r3,r3,4
	xor	r5,r4,r3
	bnei	r5,$L314
	rtsd	r15, 8
	nop		# Unfilled delay slot

$L334:
	rtsd	r15, 8
	nop		# Unfilled delay slot

$L326:
	addik	r1,r1,-28
	xori	r3,r4,8
	beqid	r3,$L292
	swi	r15,r1,0
	addik	r3,r0,8	# 0x8
	cmpu	r18,r4,r3
	bltid	r18,$L293
	xori	r3,r4,4
	beqid	r3,$L294
	addik	r3,r0,4	# 0x4
	cmpu	r18,r4,r3
	bgeid	r18,$L327
	xori	r3,r4,2
	xori	r3,r4,6
	beqid	r3,$L300
	xori	r3,r4,7
	bnei	r3,$L328
 #APP
 # 68 "pmont.c" 1
	put	r8,rfsl7
 # 0 "" 2
 #NO_APP
$L311:
	brlid	r15,link_send
	
	addk	r5,r4,r0
	lwi	r15,r1,0
	rtsd	r15,8 
	
	addik	r1,r1,28
$L327:
	beqid	r3,$L296
	xori	r3,r4,3
	bnei	r3,$L329
 #APP
 # 68 "pmont.c" 1
	put	r8,rfsl3
 # 0 "" 2
 #NO_APP
	brlid	r15,link_send
	
	addk	r5,r4,r0
	lwi	r15,r1,0
	rtsd	r15,8 
	
	addik	r1,r1,28
$L293:
	xori	r3,r4,12
	beqid	r3,$L303
	addik	r3,r0,12	# 0xc
	cmpu	r18,r4,r3
	bgeid	r18,$L330
	xori	r3,r4,14
	beqid	r3,$L308
	xori	r3,r4,15
	bneid	r3,$L331
	xori	r3,r4,13
 #APP
 # 69 "pmont.c" 1
	put	r8,rfsl15
 # 0 "" 2
 #NO_APP
	brlid	r15,link_send
	
	addk	r5,r4,r0
	lwi	r15,r1,0
	rtsd	r15,8 
	
	addik	r1,r1,28
$L330:
	xori	r3,r4,10
	beqid	r3,$L305
	xori	r3,r4,11
	bnei	r3,$L332
 #APP
 # 69 "pmont.c" 1
	put	r8,rfsl11
 # 0 "" 2
 #NO_APP
	brlid	r15,link_send
	
	addk	r5,r4,r0
	lwi	r15,r1,0
	rtsd	r15,8 
	
	addik	r1,r1,28
$L331:
	bnei	r3,$L311
 #APP
 # 69 "pmont.c" 1
	put	r8,rfsl13
 # 0 "" 2
 #NO_APP
	bri	$L311
$L292:
 #APP
 # 69 "pmont.c" 1
	put	r8,rfsl8
 # 0 "" 2
 #NO_APP
	bri	$L311
$L332:
 #APP
 # 69 "pmont.c" 1
	put	r8,rfsl9
 # 0 "" 2
 #NO_APP
	bri	$L311
$L305:
 #APP
 # 69 "pmont.c" 1
	put	r8,rfsl10
 # 0 "" 2
 #NO_APP
	bri	$L311
$L308:
 #APP
 # 69 "pmont.c" 1
	put	r8,rfsl14
 # 0 "" 2
 #NO_APP
	bri	$L311
$L303:
 #APP
 # 69 "pmont.c" 1
	put	r8,rfsl12
 # 0 "" 2
 #NO_APP
	bri	$L311
$L296:
 #APP
 # 68 "pmont.c" 1
	put	r8,rfsl2
 # 0 "" 2
 #NO_APP
	bri	$L311
$L328:
 #APP
 # 68 "pmont.c" 1
	put	r8,rfsl5
 # 0 "" 2
 #NO_APP
	bri	$L311
$L300:
 #APP
 # 68 "pmont.c" 1
	put	r8,rfsl6
 # 0 "" 2
 #NO_APP
	bri	$L311
$L294:
 #APP
 # 68 "pmont.c" 1
	put	r8,rfsl4
 # 0 "" 2
 #NO_APP
	bri	$L311
$L329:
	beqi	r4,$L333
 #APP
 # 68 "pmont.c" 1
	put	r8,rfsl1
 # 0 "" 2
 #NO_APP
	bri	$L311
$L333:
 #APP
 # 68 "pmont.c" 1
	put	r8,rfsl0
 # 0 "" 2
 #NO_APP
	bri	$L311
	.end	give
$Lfe5:
	.size	give,$Lfe5-give
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
	bgeid	r18,$L337
	lwi	r19,r28,4
	addk	r27,r3,r0
$L337:
	lwi	r31,r28,156
	beqid	r8,$L340
	lwi	r10,r28,148
	lwi	r4,r1,32
	rsubk	r8,r4,r30
	beqi	r8,$L340
	addk	r3,r27,r0
$L340:
	beqid	r3,$L398
	addk	r7,r31,r0
	bslli	r4,r3,2
	addk	r3,r31,r0
	addk	r4,r4,r31
$L342:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r5,r4,r3
	bneid	r5,$L342
	addk	r7,r31,r0
$L398:
	beqid	r29,$L352
	addk	r9,r0,r0
	swi	r19,r1,36
	swi	r26,r1,40
	addk	r19,r10,r0
	addk	r26,r9,r0
$L351:
	bslli	r3,r9,2
	bneid	r8,$L346
	lw	r10,r3,r19
	addk	r4,r30,r0
	addk	r12,r30,r9
$L347:
	beqid	r4,$L348
	addk	r3,r0,r0
	bslli	r11,r4,2
	addk	r4,r26,r0
	swi	r8,r1,44
$L349:
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
	bneid	r5,$L349
	lwi	r8,r1,44
$L348:
	cmpu	r18,r27,r12
	bgeid	r18,$L350
	bslli	r12,r12,2
	sw	r4,r12,r31
$L350:
	addik	r9,r9,1
	xor	r3,r29,r9
	bneid	r3,$L351
	addik	r7,r7,4
	lwi	r19,r1,36
	lwi	r26,r1,40
$L352:
	xori	r3,r19,1
	beqi	r3,$L336
	lwi	r6,r28,12
	beqid	r6,$L353
	addik	r23,r0,1	# 0x1
	addik	r24,r0,-65504
	cmpu	r18,r19,r23
	bgeid	r18,$L336
	lwi	r25,r1,32
	brid	$L354
	lwi	r29,r1,104
$L364:
	cmpu	r18,r19,r23
	bgeid	r18,$L397
	addk	r3,r27,r0
$L354:
	addik	r3,r19,1
	addk	r22,r19,r0
	srl	r19,r3
	cmpu	r18,r19,r26
	bltid	r18,$L360
	addk	r8,r27,r0
	addk	r7,r31,r0
	addk	r5,r26,r0
	cmpu	r18,r22,r26
	bgeid	r18,$L360
	rsubk	r6,r19,r26
	brlid	r15,give
	nop		# Unfilled delay slot

$L360:
	lwi	r3,r28,8
	bneid	r3,$L363
	rsubk	r22,r19,r22
	lwi	r3,r24,0
$L363:
	cmpu	r18,r22,r26
	bgeid	r18,$L364
	addk	r22,r26,r19
	addk	r5,r22,r0
	brlid	r15,take
	
	bslli	r22,r22,2
	addik	r22,r22,params+20
	addk	r7,r27,r0
	lwi	r9,r22,0
	lwi	r8,r28,160
	addk	r10,r3,r0
	addk	r6,r25,r0
	addk	r5,r31,r0
	brlid	r15,add_partial
	
	swi	r29,r1,28
	cmpu	r18,r19,r23
	bltid	r18,$L354
	addk	r27,r3,r0
$L336:
	addk	r3,r27,r0
$L397:
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
$L346:
	addk	r12,r8,r0
	brid	$L347
	rsubk	r4,r9,r8
$L353:
	bneid	r26,$L355
	addk	r8,r27,r0
	lwi	r3,r28,8
	bneid	r3,$L399
	addik	r22,r0,1	# 0x1
	lwi	r3,r0,-65504
	addik	r22,r0,1	# 0x1
$L399:
	cmpu	r18,r19,r22
	bgeid	r18,$L336
	lwi	r26,r1,104
	lwi	r24,r28,160
	addik	r25,r0,params+20
	addk	r23,r0,r0
$L358:
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
	bneid	r4,$L358
	addk	r27,r3,r0
	brid	$L397
	addk	r3,r27,r0
$L355:
	addk	r7,r31,r0
	brlid	r15,give
	
	addk	r5,r26,r0
	lwi	r3,r28,8
	bnei	r3,$L336
	lwi	r3,r0,-65504
	brid	$L397
	addk	r3,r27,r0
	.end	parallel_multiply
$Lfe6:
	.size	parallel_multiply,$Lfe6-parallel_multiply
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.ent	main
	.type	main, @function
main:
	.frame	r1,136,r15		# vars= 64, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-136
	swi	r23,r1,100
	addik	r23,r0,params
	swi	r15,r1,0
	swi	r19,r1,92
	swi	r22,r1,96
	swi	r24,r1,104
	swi	r25,r1,108
	swi	r26,r1,112
	swi	r27,r1,116
	swi	r28,r1,120
	swi	r29,r1,124
	swi	r30,r1,128
	swi	r31,r1,132
	lwi	r19,r0,-65528
	lwi	r4,r0,-65536
	lwi	r3,r23,8
	lwi	r22,r23,0
	swi	r4,r23,260
	lwi	r6,r23,148
	beqid	r3,$L401
	lwi	r5,r23,172
	bslli	r3,r19,2
	addik	r3,r3,params+84
	lwi	r4,r3,0
	addk	r3,r0,r0
	beqid	r4,$L405
	bslli	r7,r4,2
$L404:
	lw	r4,r3,r5
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L404
$L405:
	addk	r30,r22,r22
	addk	r7,r30,r0
	lwi	r6,r23,176
$L506:
	addk	r5,r19,r0
	addk	r8,r0,r0
	swi	r10,r1,84
	brlid	r15,parallel_multiply
	
	swi	r11,r1,88
	lwi	r10,r1,84
	lwi	r11,r1,88
	bneid	r19,$L415
	lwi	r29,r23,164
	beqi	r30,$L415
	beqid	r3,$L419
	lwi	r6,r23,156
	cmpu	r18,r3,r30
	bltid	r18,$L508
	addk	r5,r3,r0
$L417:
	addk	r4,r19,r0
	addk	r3,r19,r0
$L418:
	lw	r7,r4,r6
	addik	r3,r3,1
	sw	r7,r4,r29
	cmpu	r18,r5,r3
	bltid	r18,$L418
	addik	r4,r4,4
	cmpu	r18,r30,r3
	bgei	r18,$L415
$L419:
	bslli	r4,r3,2
	addik	r3,r3,1
	cmpu	r18,r30,r3
	bltid	r18,$L419
	sw	r0,r4,r29
$L415:
	lwi	r7,r23,188
	addk	r6,r29,r0
	addk	r5,r19,r0
	swi	r10,r1,84
	brlid	r15,next_chunk
	
	swi	r11,r1,88
	lwi	r3,r23,8
	lwi	r6,r23,180
	lwi	r10,r1,84
	bneid	r3,$L421
	lwi	r11,r1,88
	beqid	r22,$L422
	lwi	r5,r23,152
	bslli	r7,r22,2
$L423:
	lw	r4,r3,r6
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L423
	lwi	r3,r23,8
	bnei	r3,$L421
$L422:
	addk	r6,r5,r0
$L421:
	lwi	r8,r23,16
	addk	r7,r22,r0
	addk	r5,r19,r0
	swi	r10,r1,84
	brlid	r15,parallel_multiply
	
	swi	r11,r1,88
	lwi	r10,r1,84
	lwi	r28,r23,168
	beqid	r19,$L424
	lwi	r11,r1,88
	addk	r6,r28,r0
	lwi	r7,r23,192
	brlid	r15,next_chunk
	
	addk	r5,r19,r0
	lwi	r3,r23,8
	lwi	r6,r23,184
	lwi	r10,r1,84
	beqid	r3,$L425
	lwi	r11,r1,88
$L426:
	addk	r31,r6,r0
$L434:
	addk	r7,r30,r0
	addk	r5,r19,r0
	addk	r8,r0,r0
	swi	r10,r1,84
	brlid	r15,parallel_multiply
	
	swi	r11,r1,88
	lwi	r10,r1,84
	bneid	r19,$L438
	lwi	r11,r1,88
	cmpu	r18,r30,r3
	bgeid	r18,$L509
	bslli	r3,r3,2
	lwi	r5,r23,156
	bslli	r4,r22,3
	addk	r3,r5,r3
	addk	r5,r5,r4
$L442:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L442
$L440:
	bneid	r22,$L510
	lwi	r6,r23,156
	addk	r4,r22,r0
	addk	r3,r22,r0
$L443:
	muli	r8,r22,-4
	bslli	r7,r3,2
	addk	r8,r28,r8
	addk	r12,r8,r0
	addk	r24,r0,r0
$L516:
	lw	r25,r7,r6
	lw	r9,r7,r29
	addk	r8,r24,r0
	addk	r11,r4,r0
	addk	r10,r24,r0
	add	r5,r25,r9
	addc	r4,r24,r8
	addik	r3,r3,1
	add	r5,r5,r11
	addc	r4,r4,r10
	sw	r5,r7,r12
	cmpu	r18,r30,r3
	bltid	r18,$L516
	addik	r7,r7,4
	bslli	r8,r22,2
$L514:
	sw	r4,r8,r28
	lwi	r3,r23,8
	bneid	r3,$L446
	addk	r9,r28,r8
	lwi	r31,r23,152
$L446:
	beqid	r4,$L515
	addik	r4,r22,-1
$L451:
	beqid	r22,$L455
	addk	r4,r23,r0
	addk	r22,r19,r0
	addk	r26,r0,r0
$L517:
	lw	r27,r19,r28
	lw	r7,r19,r31
	addk	r6,r26,r0
	addk	r11,r22,r0
	addk	r10,r26,r0
	rsub	r25,r7,r27
	rsubc	r24,r6,r26
	rsub	r23,r11,r25
	rsubc	r22,r10,r24
	sw	r23,r19,r28
	addik	r19,r19,4
	xor	r3,r8,r19
	bneid	r3,$L517
	andi	r22,r22,1 #and1
	addk	r23,r4,r0
$L455:
	lwi	r3,r9,0
	rsubk	r3,r22,r3
	swi	r3,r9,0
$L438:
	lwi	r3,r0,-65536
	swi	r3,r23,264
	lwi	r15,r1,0
	lwi	r19,r1,92
	lwi	r22,r1,96
	lwi	r23,r1,100
	lwi	r24,r1,104
	lwi	r25,r1,108
	lwi	r26,r1,112
	lwi	r27,r1,116
	lwi	r28,r1,120
	lwi	r29,r1,124
	lwi	r30,r1,128
	lwi	r31,r1,132
	addk	r3,r0,r0
	rtsd	r15,8 
	
	addik	r1,r1,136
$L424:
	beqid	r22,$L427
	addk	r6,r28,r0
	beqid	r3,$L432
	lwi	r5,r23,156
	cmpu	r18,r22,r3
	bltid	r18,$L511
	addk	r6,r22,r0
$L429:
	addk	r4,r19,r0
	addk	r3,r19,r0
$L430:
	lw	r7,r4,r5
	addik	r3,r3,1
	sw	r7,r4,r28
	cmpu	r18,r6,r3
	bltid	r18,$L430
	addik	r4,r4,4
	cmpu	r18,r22,r3
	bgei	r18,$L433
$L432:
	bslli	r4,r3,2
	addik	r3,r3,1
	cmpu	r18,r22,r3
	bltid	r18,$L432
	sw	r0,r4,r28
$L433:
	lwi	r7,r23,192
	addk	r6,r28,r0
	addk	r5,r0,r0
	swi	r10,r1,84
	brlid	r15,next_chunk
	
	swi	r11,r1,88
	lwi	r3,r23,8
	lwi	r6,r23,184
	lwi	r10,r1,84
	bneid	r3,$L426
	lwi	r11,r1,88
	brid	$L457
	lwi	r5,r23,152
$L509:
	bneid	r30,$L440
	bslli	r8,r22,2
	sw	r19,r8,r28
	lwi	r3,r23,8
	bneid	r3,$L450
	addk	r9,r28,r8
	lwi	r31,r23,152
$L450:
	addik	r4,r22,-1
$L515:
	brid	$L452
	bslli	r3,r4,2
$L454:
	lw	r6,r3,r28
	lw	r5,r3,r31
	addik	r4,r4,-1
	xor	r7,r6,r5
	bneid	r7,$L512
	addik	r3,r3,-4
$L452:
	xori	r5,r4,-1
	bnei	r5,$L454
	bri	$L451
$L425:
	beqid	r22,$L435
	lwi	r5,r23,152
$L457:
	bslli	r7,r22,2
	addk	r3,r0,r0
$L436:
	lw	r4,r3,r6
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L436
	lwi	r3,r23,8
	bnei	r3,$L426
$L435:
	addk	r31,r6,r0
	brid	$L434
	addk	r6,r5,r0
$L510:
	cmpu	r18,r22,r30
	bltid	r18,$L513
	addk	r8,r22,r0
$L444:
	swi	r10,r1,28
	swi	r11,r1,32
	addk	r7,r19,r0
	addk	r4,r19,r0
	addk	r3,r19,r0
	addk	r12,r8,r0
	addk	r10,r30,r0
	swi	r22,r1,44
	swi	r31,r1,48
	swi	r23,r1,36
	addk	r8,r0,r0
$L518:
	lw	r9,r7,r6
	lw	r23,r7,r29
	addk	r22,r8,r0
	addk	r31,r4,r0
	addk	r30,r8,r0
	add	r5,r9,r23
	addc	r4,r8,r22
	addik	r3,r3,1
	add	r5,r5,r31
	addc	r4,r4,r30
	cmpu	r18,r12,r3
	bltid	r18,$L518
	addik	r7,r7,4
	lwi	r22,r1,44
	lwi	r31,r1,48
	addk	r30,r10,r0
	cmpu	r18,r10,r3
	bltid	r18,$L443
	lwi	r23,r1,36
	brid	$L514
	bslli	r8,r22,2
$L401:
	bslli	r7,r19,2
	addk	r4,r7,r0
	addik	r7,r7,params+20
	lwi	r7,r7,0
	addik	r4,r4,params+84
	lwi	r8,r4,0
	beqid	r8,$L410
	bslli	r7,r7,2
	addk	r4,r3,r0
	bslli	r8,r8,2
	addk	r5,r5,r7
$L409:
	lw	r7,r4,r5
	sw	r7,r4,r6
	addik	r4,r4,4
	xor	r7,r8,r4
	bnei	r7,$L409
$L410:
	lwi	r6,r23,152
	lwi	r7,r23,176
	beqid	r22,$L408
	bslli	r5,r22,2
$L411:
	lw	r4,r3,r7
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L411
$L408:
	addk	r30,r22,r22
	brid	$L506
	addk	r7,r30,r0
$L508:
	brid	$L417
	addk	r5,r30,r0
$L511:
	brid	$L429
	addk	r6,r3,r0
$L513:
	brid	$L444
	addk	r8,r30,r0
$L427:
	lwi	r7,r23,192
	addk	r5,r22,r0
	swi	r10,r1,84
	brlid	r15,next_chunk
	
	swi	r11,r1,88
	lwi	r3,r23,8
	lwi	r6,r23,184
	lwi	r10,r1,84
	bneid	r3,$L426
	lwi	r11,r1,88
	brid	$L435
	lwi	r5,r23,152
$L512:
	cmpu	r18,r6,r5
	bgei	r18,$L438
	bri	$L451
	.end	main
$Lfe7:
	.size	main,$Lfe7-main
	.globl	params
	.section	.data,"aw"
	.align	2
	.type	params,@object
	.size	params,268
params:
	.space	268
