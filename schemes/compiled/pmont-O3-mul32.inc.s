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
	bltid	r18,$L103
	addk	r4,r7,r0
	addk	r4,r12,r0
$L103:
	lwi	r3,r1,68
	addik	r4,r4,1
	rsubk	r3,r6,r3
	cmpu	r18,r3,r4
	bgei	r18,$L104
	addk	r3,r4,r0
$L104:
	cmpu	r18,r3,r7
	bgei	r18,$L109
	bslli	r7,r7,2
	bslli	r6,r3,2
	addk	r7,r5,r7
	addk	r6,r5,r6
$L108:
	swi	r0,r7,0
	addik	r7,r7,4
	xor	r4,r6,r7
	bnei	r4,$L108
$L109:
	beqid	r10,$L132
	lwi	r19,r1,4
	cmpu	r18,r3,r9
	bgeid	r18,$L132
	addk	r4,r0,r0
	bslli	r6,r9,2
	addk	r7,r4,r0
	brid	$L111
	addk	r6,r5,r6
$L131:
	cmpu	r18,r3,r9
	bgeid	r18,$L102
	addik	r4,r4,4
$L111:
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
	bneid	r19,$L131
	addk	r7,r10,r0
	cmpu	r18,r3,r9
	bgeid	r18,$L102
	andi	r10,r10,1 #and1
	beqid	r10,$L102
	bslli	r4,r9,2
	addik	r6,r0,0x00000000
	addik	r7,r0,0x00000001 #li => la
	addk	r5,r5,r4
$L113:
	lwi	r4,r5,0
	addk	r28,r0,r0
	addik	r5,r5,4
	addk	r29,r4,r0
	addik	r4,r4,1
	swi	r4,r5,-4
	add	r11,r29,r7
	addc	r10,r28,r6
	andi	r10,r10,1 #and1
	beqid	r10,$L102
	addik	r9,r9,1
	cmpu	r18,r3,r9
	blti	r18,$L113
$L102:
	lwi	r19,r1,4
$L132:
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
	.ent	barrier
	.type	barrier, @function
barrier:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	addik	r8,r0,params
	lwi	r3,r8,268
	beqid	r3,$L141
	addk	r5,r5,r5
	lwi	r9,r8,272
	lwi	r7,r8,276
	addik	r4,r0,-65500
	ori	r6,r5,1
$L136:
	swi	r6,r4,0
	lwi	r3,r4,0
	xor	r3,r3,r6
	bnei	r3,$L136
	lwi	r6,r7,0
	lwi	r3,r9,0
	lwi	r8,r8,4
	addik	r3,r3,1
	xor	r8,r8,r3
	beqi	r8,$L142
	swi	r3,r9,0
	swi	r5,r4,0
$L138:
	lwi	r3,r7,0
	xor	r3,r3,r6
	beqi	r3,$L138
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L141:
	lwi	r3,r0,-65504
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L142:
	swi	r8,r9,0
	addik	r6,r6,1
	swi	r6,r7,0
	swi	r5,r4,0
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	barrier
$Lfe3:
	.size	barrier,$Lfe3-barrier
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
	beqid	r3,$L177
	lwi	r23,r26,148
	lwi	r22,r26,8
	bneid	r22,$L178
	addk	r19,r5,r0
	bnei	r5,$L179
	lwi	r3,r26,84
	lwi	r6,r26,0
	xor	r4,r3,r6
	beqid	r4,$L161
	bslli	r4,r3,2
	bslli	r6,r6,2
	addk	r3,r24,r4
	addk	r7,r7,r4
	addk	r6,r24,r6
$L160:
	lwi	r5,r3,0
	addik	r3,r3,4
	xor	r4,r6,r3
	swi	r5,r7,0
	bneid	r4,$L160
	addik	r7,r7,4
$L161:
	brlid	r15,barrier
	
	addk	r5,r0,r0
	lwi	r3,r26,84
	beqid	r3,$L143
	bslli	r4,r3,2
$L162:
	lw	r3,r19,r24
	sw	r3,r19,r23
	addik	r19,r19,4
	xor	r3,r4,r19
	bnei	r3,$L162
$L143:
	lwi	r15,r1,0
$L181:
	lwi	r19,r1,32
$L182:
	lwi	r22,r1,36
	lwi	r23,r1,40
	lwi	r24,r1,44
	lwi	r25,r1,48
	lwi	r26,r1,52
	lwi	r27,r1,56
	rtsd	r15,8 
	
	addik	r1,r1,60
$L179:
	brlid	r15,barrier
	
	swi	r7,r1,28
	bslli	r3,r19,2
	addk	r19,r3,r0
	addik	r3,r3,params+20
	lwi	r3,r3,0
	addik	r19,r19,params+84
	lwi	r4,r19,0
	lwi	r7,r1,28
	beqid	r4,$L143
	bslli	r3,r3,2
	bslli	r4,r4,2
	addk	r7,r7,r3
$L163:
	lw	r3,r22,r7
	sw	r3,r22,r23
	addik	r22,r22,4
	xor	r3,r22,r4
	bneid	r3,$L163
	lwi	r15,r1,0
	brid	$L182
	lwi	r19,r1,32
$L178:
	beqid	r5,$L180
	addik	r22,r0,1	# 0x1
	bslli	r19,r5,2
	addik	r19,r19,params+84
	lwi	r5,r19,0
	beqid	r5,$L143
	addk	r3,r0,r0
$L155:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r23,0
	xor	r4,r5,r3
	bneid	r4,$L155
	addik	r23,r23,4
	brid	$L181
	lwi	r15,r1,0
$L177:
	lwi	r5,r26,84
	beqid	r5,$L181
	lwi	r15,r1,0
	bslli	r5,r5,2
$L146:
	lw	r4,r3,r24
	sw	r4,r3,r23
	addik	r3,r3,4
	xor	r4,r3,r5
	bneid	r4,$L146
	lwi	r15,r1,0
	brid	$L182
	lwi	r19,r1,32
$L180:
	cmpu	r18,r27,r22
	bgeid	r18,$L153
	addik	r25,r26,24
$L152:
	lwi	r6,r25,0
	lwi	r7,r25,64
	addk	r5,r22,r0
	bslli	r6,r6,2
	addk	r6,r24,r6
	brlid	r15,link_send
	
	addik	r22,r22,1
	xor	r3,r27,r22
	bneid	r3,$L152
	addik	r25,r25,4
$L153:
	lwi	r3,r26,84
	beqid	r3,$L143
	bslli	r4,r3,2
$L154:
	lw	r3,r19,r24
	sw	r3,r19,r23
	addik	r19,r19,4
	xor	r3,r4,r19
	bneid	r3,$L154
	lwi	r15,r1,0
	brid	$L182
	lwi	r19,r1,32
	.end	next_chunk
$Lfe4:
	.size	next_chunk,$Lfe4-next_chunk
	.align	2
	.ent	link_recv.constprop.0
	.type	link_recv.constprop.0, @function
link_recv.constprop.0:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	xori	r3,r5,8
	beqid	r3,$L184
	addik	r3,r0,8	# 0x8
	cmpu	r18,r5,r3
	bltid	r18,$L185
	xori	r3,r5,4
	beqid	r3,$L186
	addik	r3,r0,4	# 0x4
	cmpu	r18,r5,r3
	bgeid	r18,$L207
	xori	r3,r5,2
	xori	r3,r5,6
	beqid	r3,$L192
	xori	r5,r5,7
	bnei	r5,$L208
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl7
 # 0 "" 2
 #NO_APP
	swi	r3,r6,0
$L183:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L207:
	beqid	r3,$L188
	xori	r3,r5,3
	bnei	r3,$L209
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl3
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L185:
	xori	r3,r5,12
	beqid	r3,$L195
	addik	r3,r0,12	# 0xc
	cmpu	r18,r5,r3
	bgeid	r18,$L210
	xori	r3,r5,14
	beqid	r3,$L200
	xori	r3,r5,15
	bnei	r3,$L211
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl15
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L210:
	xori	r3,r5,10
	beqid	r3,$L197
	xori	r5,r5,11
	bnei	r5,$L212
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl11
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L211:
	xori	r5,r5,13
	bnei	r5,$L183
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl13
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L184:
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl8
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L212:
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl9
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L197:
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl10
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L200:
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl14
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L195:
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl12
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L188:
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl2
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L208:
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl5
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L192:
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl6
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L186:
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl4
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L209:
	beqi	r5,$L213
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl1
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L213:
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
	.end	link_recv.constprop.0
$Lfe5:
	.size	link_recv.constprop.0,$Lfe5-link_recv.constprop.0
	.align	2
	.ent	link_send.constprop.0
	.type	link_send.constprop.0, @function
link_send.constprop.0:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	xori	r3,r5,8
	beqid	r3,$L215
	addik	r3,r0,8	# 0x8
	cmpu	r18,r5,r3
	bltid	r18,$L216
	xori	r3,r5,4
	beqid	r3,$L217
	addik	r3,r0,4	# 0x4
	cmpu	r18,r5,r3
	bgeid	r18,$L238
	xori	r3,r5,2
	xori	r3,r5,6
	beqid	r3,$L223
	xori	r5,r5,7
	bnei	r5,$L239
	lwi	r3,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl7
 # 0 "" 2
 #NO_APP
$L214:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L238:
	beqid	r3,$L219
	xori	r3,r5,3
	bnei	r3,$L240
	lwi	r3,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl3
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L216:
	xori	r3,r5,12
	beqid	r3,$L226
	addik	r3,r0,12	# 0xc
	cmpu	r18,r5,r3
	bgeid	r18,$L241
	xori	r3,r5,14
	beqid	r3,$L231
	xori	r3,r5,15
	bnei	r3,$L242
	lwi	r3,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl15
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L241:
	xori	r3,r5,10
	beqid	r3,$L228
	xori	r5,r5,11
	bnei	r5,$L243
	lwi	r3,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl11
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L242:
	xori	r5,r5,13
	bnei	r5,$L214
	lwi	r3,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl13
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L215:
	lwi	r3,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl8
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L243:
	lwi	r3,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl9
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L228:
	lwi	r3,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl10
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L231:
	lwi	r3,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl14
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L226:
	lwi	r3,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl12
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L219:
	lwi	r3,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl2
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L239:
	lwi	r3,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl5
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L223:
	lwi	r3,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl6
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L217:
	lwi	r3,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl4
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L240:
	beqi	r5,$L244
	lwi	r3,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl1
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L244:
	lwi	r3,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	link_send.constprop.0
$Lfe6:
	.size	link_send.constprop.0,$Lfe6-link_send.constprop.0
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
	bneid	r3,$L253
	addk	r22,r7,r0
	bslli	r5,r5,2
	addik	r5,r5,params+196
	lwi	r5,r5,0
	swi	r8,r5,0
	beqid	r8,$L254
	lwi	r15,r1,0
	bslli	r8,r8,2
	addik	r5,r5,4
$L249:
	lw	r4,r3,r22
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r8,r3
	bneid	r4,$L249
	lwi	r15,r1,0
$L254:
	lwi	r19,r1,32
	lwi	r22,r1,36
	lwi	r23,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L253:
	addk	r5,r6,r0
	addk	r23,r6,r0
	brlid	r15,link_recv.constprop.0
	
	addik	r6,r1,28
	addk	r5,r23,r0
	brlid	r15,link_send.constprop.0
	
	addik	r6,r1,60
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
$Lfe7:
	.size	give,$Lfe7-give
	.align	2
	.ent	take
	.type	take, @function
take:
	.frame	r1,44,r15		# vars= 8, regs= 2, args= 24
	.mask	0x00488000
	addik	r3,r0,params
	addik	r1,r1,-44
	swi	r19,r1,36
	swi	r15,r1,0
	swi	r22,r1,40
	addik	r4,r0,1	# 0x1
	swi	r4,r1,28
	lwi	r4,r3,8
	addk	r19,r5,r0
	bneid	r4,$L356
	lwi	r22,r3,160
	bslli	r19,r5,2
	addik	r19,r19,params+196
	lwi	r6,r19,0
	lwi	r3,r6,0
	beqid	r3,$L365
	lwi	r15,r1,0
	bslli	r7,r3,2
	addik	r6,r6,4
$L309:
	lw	r5,r4,r6
	sw	r5,r4,r22
	addik	r4,r4,4
	xor	r5,r7,r4
	bnei	r5,$L309
$L255:
	lwi	r15,r1,0
$L365:
	lwi	r19,r1,36
	lwi	r22,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L356:
	brlid	r15,link_send.constprop.0
	
	addik	r6,r1,28
	addk	r5,r19,r0
	brlid	r15,link_recv.constprop.0
	
	addik	r6,r1,32
	xori	r4,r19,8
	beqid	r4,$L257
	lwi	r3,r1,32
	addik	r4,r0,8	# 0x8
	cmpu	r18,r19,r4
	bltid	r18,$L258
	xori	r4,r19,4
	beqi	r4,$L259
	addik	r4,r0,4	# 0x4
	cmpu	r18,r19,r4
	bgeid	r18,$L357
	xori	r4,r19,2
	xori	r4,r19,6
	beqid	r4,$L265
	xori	r19,r19,7
	bnei	r19,$L358
	beqid	r3,$L365
	lwi	r15,r1,0
$L299:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl7
 # 0 "" 2
 #NO_APP
	addik	r19,r19,1
	swi	r4,r22,0
	xor	r4,r3,r19
	bneid	r4,$L299
	addik	r22,r22,4
$L351:
	lwi	r3,r1,32
$L363:
	lwi	r15,r1,0
	lwi	r19,r1,36
	lwi	r22,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L357:
	beqi	r4,$L261
	xori	r4,r19,3
	bnei	r4,$L359
	beqid	r3,$L365
	lwi	r15,r1,0
$L295:
 #APP
 # 91 "pmont.c" 1
	get	r5,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	beqid	r5,$L351
	addik	r22,r22,4
 #APP
 # 91 "pmont.c" 1
	get	r5,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L295
	addik	r22,r22,4
	brid	$L363
	lwi	r3,r1,32
$L258:
	xori	r4,r19,12
	beqi	r4,$L268
	addik	r4,r0,12	# 0xc
	cmpu	r18,r19,r4
	bgeid	r18,$L360
	xori	r4,r19,14
	beqi	r4,$L273
	xori	r4,r19,15
	bnei	r4,$L361
	beqid	r3,$L365
	lwi	r15,r1,0
$L307:
 #APP
 # 92 "pmont.c" 1
	get	r5,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	beqid	r5,$L351
	addik	r22,r22,4
 #APP
 # 92 "pmont.c" 1
	get	r5,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L307
	addik	r22,r22,4
	brid	$L363
	lwi	r3,r1,32
$L360:
	xori	r4,r19,10
	beqid	r4,$L270
	xori	r19,r19,11
	bnei	r19,$L362
	beqid	r3,$L365
	lwi	r15,r1,0
$L303:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r19,r19,1
	swi	r4,r22,0
	xor	r4,r3,r19
	beqid	r4,$L351
	addik	r22,r22,4
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r19,r19,1
	swi	r4,r22,0
	xor	r4,r3,r19
	bneid	r4,$L303
	addik	r22,r22,4
	brid	$L363
	lwi	r3,r1,32
$L361:
	xori	r19,r19,13
	bneid	r19,$L365
	lwi	r15,r1,0
	beqi	r3,$L365
$L305:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r19,r19,1
	swi	r4,r22,0
	xor	r4,r3,r19
	beqid	r4,$L351
	addik	r22,r22,4
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r19,r19,1
	swi	r4,r22,0
	xor	r4,r3,r19
	bneid	r4,$L305
	addik	r22,r22,4
	brid	$L363
	lwi	r3,r1,32
$L261:
	beqid	r3,$L365
	lwi	r15,r1,0
$L294:
 #APP
 # 91 "pmont.c" 1
	get	r5,rfsl2
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L294
	addik	r22,r22,4
	brid	$L363
	lwi	r3,r1,32
$L257:
	beqid	r3,$L365
	lwi	r15,r1,0
$L300:
 #APP
 # 92 "pmont.c" 1
	get	r5,rfsl8
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L300
	addik	r22,r22,4
	brid	$L363
	lwi	r3,r1,32
$L259:
	beqid	r3,$L365
	lwi	r15,r1,0
$L296:
 #APP
 # 91 "pmont.c" 1
	get	r5,rfsl4
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L296
	addik	r22,r22,4
	brid	$L363
	lwi	r3,r1,32
$L265:
	beqid	r3,$L365
	lwi	r15,r1,0
$L298:
 #APP
 # 91 "pmont.c" 1
	get	r5,rfsl6
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L298
	addik	r22,r22,4
	brid	$L363
	lwi	r3,r1,32
$L358:
	beqid	r3,$L255
	addk	r4,r0,r0
$L297:
 #APP
 # 91 "pmont.c" 1
	get	r5,rfsl5
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L297
	addik	r22,r22,4
	brid	$L363
	lwi	r3,r1,32
$L270:
	beqid	r3,$L365
	lwi	r15,r1,0
$L302:
 #APP
 # 92 "pmont.c" 1
	get	r5,rfsl10
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L302
	addik	r22,r22,4
	brid	$L363
	lwi	r3,r1,32
$L362:
	beqid	r3,$L255
	addk	r4,r0,r0
$L301:
 #APP
 # 92 "pmont.c" 1
	get	r5,rfsl9
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L301
	addik	r22,r22,4
	brid	$L363
	lwi	r3,r1,32
$L273:
	beqid	r3,$L365
	lwi	r15,r1,0
$L306:
 #APP
 # 92 "pmont.c" 1
	get	r5,rfsl14
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L306
	addik	r22,r22,4
	brid	$L363
	lwi	r3,r1,32
$L268:
	beqid	r3,$L365
	lwi	r15,r1,0
$L304:
 #APP
 # 92 "pmont.c" 1
	get	r5,rfsl12
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L304
	addik	r22,r22,4
	brid	$L363
	lwi	r3,r1,32
$L359:
	beqi	r19,$L364
	beqid	r3,$L255
	addk	r4,r0,r0
$L293:
 #APP
 # 91 "pmont.c" 1
	get	r5,rfsl1
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L293
	addik	r22,r22,4
	brid	$L363
	lwi	r3,r1,32
$L364:
	beqid	r3,$L365
	lwi	r15,r1,0
$L292:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r19,r19,1
	swi	r4,r22,0
	xor	r4,r3,r19
	bneid	r4,$L292
	addik	r22,r22,4
	brid	$L363
	lwi	r3,r1,32
	.end	take
$Lfe8:
	.size	take,$Lfe8-take
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
	bgeid	r18,$L367
	swi	r6,r1,60
	swi	r3,r1,44
$L367:
	lwi	r4,r0,params+156
	lwi	r6,r1,128
	lwi	r5,r0,params+148
	beqid	r6,$L370
	swi	r4,r1,56
	lwi	r4,r1,52
	lwi	r6,r1,64
	rsubk	r4,r6,r4
	beqid	r4,$L370
	swi	r4,r1,128
	lwi	r3,r1,44
$L370:
	beqid	r3,$L371
	bslli	r4,r3,2
	lwi	r3,r1,56
	addk	r4,r4,r3
$L372:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r6,r4,r3
	bnei	r6,$L372
$L371:
	lwi	r3,r1,48
	beqid	r3,$L382
	addk	r6,r0,r0
	lwi	r30,r1,56
	addk	r31,r6,r0
	addk	r19,r6,r0
	swi	r6,r1,32
	swi	r5,r1,36
$L381:
	lwi	r3,r1,36
	lwi	r4,r1,128
	bneid	r4,$L376
	lwi	r26,r3,0
	lwi	r4,r1,52
	lwi	r5,r1,32
	addk	r5,r4,r5
	swi	r5,r1,40
$L377:
	beqid	r4,$L430
	lwi	r5,r1,44
	bslli	r27,r4,2
	addk	r4,r19,r0
	addk	r29,r0,r0
$L379:
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
	bneid	r3,$L379
	lwi	r5,r1,44
$L430:
	lwi	r6,r1,40
	cmpu	r18,r5,r6
	bgeid	r18,$L380
	lwi	r5,r1,56
	bslli	r3,r6,2
	sw	r4,r3,r5
$L380:
	lwi	r6,r1,32
	lwi	r5,r1,36
	lwi	r4,r1,48
	addik	r6,r6,1
	addik	r5,r5,4
	swi	r6,r1,32
	xor	r3,r4,r6
	swi	r5,r1,36
	bneid	r3,$L381
	addik	r30,r30,4
$L382:
	lwi	r4,r1,60
	xori	r3,r4,1
	beqi	r3,$L366
	lwi	r6,r0,params+12
	beqid	r6,$L383
	addik	r22,r0,1	# 0x1
	lwi	r6,r1,60
	cmpu	r18,r6,r22
	bgeid	r18,$L366
	lwi	r26,r1,56
	lwi	r27,r1,64
	lwi	r19,r1,60
	lwi	r25,r1,44
	lwi	r24,r1,116
	brid	$L384
	lwi	r28,r1,124
$L393:
	rsubk	r23,r19,r23
	cmpu	r18,r23,r24
	bltid	r18,$L431
	addk	r23,r24,r19
$L394:
	cmpu	r18,r19,r22
	bgei	r18,$L425
$L384:
	addik	r3,r19,1
	addk	r23,r19,r0
	srl	r19,r3
	cmpu	r18,r19,r24
	bltid	r18,$L390
	addk	r8,r25,r0
	addk	r7,r26,r0
	addk	r5,r24,r0
	cmpu	r18,r23,r24
	bgeid	r18,$L390
	rsubk	r6,r19,r24
	brlid	r15,give
	nop		# Unfilled delay slot

$L390:
	lwi	r3,r0,params+8
	bneid	r3,$L393
	addk	r5,r24,r0
	brlid	r15,barrier
	
	rsubk	r23,r19,r23
	cmpu	r18,r23,r24
	bgeid	r18,$L394
	addk	r23,r24,r19
$L431:
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
	bltid	r18,$L384
	addk	r25,r3,r0
$L425:
	swi	r25,r1,44
$L366:
	lwi	r3,r1,44
$L428:
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
$L376:
	lwi	r3,r1,32
	swi	r4,r1,40
	brid	$L377
	rsubk	r4,r3,r4
$L383:
	lwi	r3,r1,116
	bneid	r3,$L385
	lwi	r8,r1,44
	lwi	r3,r0,params+8
	beqi	r3,$L427
	lwi	r4,r1,60
$L429:
	addik	r19,r0,1	# 0x1
	cmpu	r18,r4,r19
	bgeid	r18,$L366
	lwi	r26,r1,56
	lwi	r23,r0,params+160
	addik	r22,r0,params+24
	lwi	r27,r1,60
	lwi	r25,r1,44
	lwi	r28,r1,124
	addk	r24,r0,r0
$L388:
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
	bneid	r4,$L388
	addk	r25,r3,r0
	brid	$L366
	swi	r25,r1,44
$L385:
	lwi	r7,r1,56
	brlid	r15,give
	
	lwi	r5,r1,116
	lwi	r3,r0,params+8
	bnei	r3,$L366
	brlid	r15,barrier
	
	lwi	r5,r1,116
	brid	$L428
	lwi	r3,r1,44
$L427:
	brlid	r15,barrier
	
	lwi	r5,r1,116
	brid	$L429
	lwi	r4,r1,60
	.end	parallel_multiply
$Lfe9:
	.size	parallel_multiply,$Lfe9-parallel_multiply
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
	lwi	r22,r0,-65528
	lwi	r4,r0,-65536
	lwi	r3,r23,8
	lwi	r19,r23,0
	swi	r4,r23,260
	lwi	r6,r23,148
	beqid	r3,$L433
	lwi	r5,r23,172
	bslli	r3,r22,2
	addik	r3,r3,params+84
	lwi	r7,r3,0
	beqid	r7,$L437
	bslli	r7,r7,2
	addk	r3,r0,r0
$L436:
	lw	r4,r3,r5
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L436
$L437:
	addk	r29,r19,r19
	addk	r7,r29,r0
	lwi	r6,r23,176
$L533:
	addk	r5,r22,r0
	addk	r8,r0,r0
	swi	r10,r1,84
	brlid	r15,parallel_multiply
	
	swi	r11,r1,88
	lwi	r10,r1,84
	lwi	r11,r1,88
	bneid	r22,$L447
	lwi	r30,r23,164
	beqi	r29,$L447
	beqid	r3,$L448
	lwi	r6,r23,156
	cmpu	r18,r3,r29
	bltid	r18,$L534
	addk	r5,r3,r0
$L449:
	addk	r4,r22,r0
	addk	r3,r22,r0
$L450:
	lw	r7,r4,r6
	addik	r3,r3,1
	sw	r7,r4,r30
	cmpu	r18,r5,r3
	bltid	r18,$L450
	addik	r4,r4,4
	cmpu	r18,r29,r3
	bgei	r18,$L447
$L448:
	bslli	r4,r3,2
	addk	r4,r30,r4
$L451:
	swi	r0,r4,0
	addik	r3,r3,1
	cmpu	r18,r29,r3
	bltid	r18,$L451
	addik	r4,r4,4
$L447:
	lwi	r7,r23,188
	addk	r6,r30,r0
	addk	r5,r22,r0
	swi	r10,r1,84
	brlid	r15,next_chunk
	
	swi	r11,r1,88
	lwi	r3,r23,8
	lwi	r6,r23,180
	lwi	r10,r1,84
	bneid	r3,$L453
	lwi	r11,r1,88
	beqid	r19,$L454
	lwi	r5,r23,152
	bslli	r7,r19,2
$L455:
	lw	r4,r3,r6
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L455
	lwi	r3,r23,8
	bnei	r3,$L453
$L454:
	addk	r6,r5,r0
$L453:
	lwi	r8,r23,16
	addk	r7,r19,r0
	addk	r5,r22,r0
	swi	r10,r1,84
	brlid	r15,parallel_multiply
	
	swi	r11,r1,88
	lwi	r10,r1,84
	lwi	r28,r23,168
	beqid	r22,$L456
	lwi	r11,r1,88
	addk	r6,r28,r0
	lwi	r7,r23,192
	brlid	r15,next_chunk
	
	addk	r5,r22,r0
	lwi	r3,r23,8
	lwi	r6,r23,184
	lwi	r10,r1,84
	beqid	r3,$L457
	lwi	r11,r1,88
$L458:
	addk	r31,r6,r0
$L466:
	addk	r7,r29,r0
	addk	r5,r22,r0
	addk	r8,r0,r0
	swi	r10,r1,84
	brlid	r15,parallel_multiply
	
	swi	r11,r1,88
	lwi	r10,r1,84
	bneid	r22,$L470
	lwi	r11,r1,88
	cmpu	r18,r29,r3
	bgeid	r18,$L535
	bslli	r3,r3,2
	lwi	r5,r23,156
	bslli	r4,r19,3
	addk	r3,r5,r3
	addk	r5,r5,r4
$L474:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L474
$L472:
	bneid	r19,$L536
	lwi	r6,r23,156
	addk	r4,r19,r0
	addk	r3,r19,r0
$L475:
	muli	r8,r19,-4
	bslli	r7,r3,2
	addk	r8,r28,r8
	addk	r12,r8,r0
	addk	r24,r0,r0
$L542:
	lw	r25,r7,r6
	lw	r9,r7,r30
	addk	r8,r24,r0
	addk	r11,r4,r0
	addk	r10,r24,r0
	add	r5,r25,r9
	addc	r4,r24,r8
	addik	r3,r3,1
	add	r5,r5,r11
	addc	r4,r4,r10
	sw	r5,r7,r12
	cmpu	r18,r29,r3
	bltid	r18,$L542
	addik	r7,r7,4
	bslli	r8,r19,2
$L540:
	sw	r4,r8,r28
	lwi	r3,r23,8
	bneid	r3,$L478
	addk	r9,r28,r8
	lwi	r31,r23,152
$L478:
	beqid	r4,$L541
	addik	r4,r19,-1
$L483:
	beqid	r19,$L487
	addk	r26,r0,r0
	addk	r19,r22,r0
$L543:
	lw	r27,r22,r28
	lw	r7,r22,r31
	addk	r6,r26,r0
	addk	r11,r19,r0
	addk	r10,r26,r0
	rsub	r25,r7,r27
	rsubc	r24,r6,r26
	rsub	r5,r11,r25
	rsubc	r4,r10,r24
	sw	r5,r22,r28
	addik	r22,r22,4
	xor	r3,r8,r22
	bneid	r3,$L543
	andi	r19,r4,1 #and1
$L487:
	lwi	r3,r9,0
	rsubk	r3,r19,r3
	swi	r3,r9,0
$L470:
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
$L456:
	beqid	r19,$L459
	addk	r6,r28,r0
	beqid	r3,$L460
	lwi	r5,r23,156
	cmpu	r18,r19,r3
	bltid	r18,$L537
	addk	r6,r19,r0
$L461:
	addk	r4,r22,r0
	addk	r3,r22,r0
$L462:
	lw	r7,r4,r5
	addik	r3,r3,1
	sw	r7,r4,r28
	cmpu	r18,r6,r3
	bltid	r18,$L462
	addik	r4,r4,4
	cmpu	r18,r19,r3
	bgei	r18,$L465
$L460:
	bslli	r4,r3,2
	addk	r4,r28,r4
$L464:
	swi	r0,r4,0
	addik	r3,r3,1
	cmpu	r18,r19,r3
	bltid	r18,$L464
	addik	r4,r4,4
$L465:
	lwi	r7,r23,192
	addk	r6,r28,r0
	addk	r5,r0,r0
	swi	r10,r1,84
	brlid	r15,next_chunk
	
	swi	r11,r1,88
	lwi	r3,r23,8
	lwi	r6,r23,184
	lwi	r10,r1,84
	bneid	r3,$L458
	lwi	r11,r1,88
	brid	$L489
	lwi	r5,r23,152
$L535:
	bneid	r29,$L472
	bslli	r8,r19,2
	sw	r22,r8,r28
	lwi	r3,r23,8
	bneid	r3,$L482
	addk	r9,r28,r8
	lwi	r31,r23,152
$L482:
	addik	r4,r19,-1
$L541:
	brid	$L484
	bslli	r3,r4,2
$L486:
	lw	r6,r3,r28
	lw	r5,r3,r31
	addik	r4,r4,-1
	xor	r7,r6,r5
	bneid	r7,$L538
	addik	r3,r3,-4
$L484:
	xori	r5,r4,-1
	bnei	r5,$L486
	bri	$L483
$L457:
	beqid	r19,$L467
	lwi	r5,r23,152
$L489:
	bslli	r7,r19,2
	addk	r3,r0,r0
$L468:
	lw	r4,r3,r6
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L468
	lwi	r3,r23,8
	bnei	r3,$L458
$L467:
	addk	r31,r6,r0
	brid	$L466
	addk	r6,r5,r0
$L536:
	cmpu	r18,r19,r29
	bltid	r18,$L539
	addk	r8,r19,r0
$L476:
	swi	r10,r1,28
	swi	r11,r1,32
	addk	r7,r22,r0
	addk	r4,r22,r0
	addk	r3,r22,r0
	addk	r12,r8,r0
	addk	r10,r29,r0
	swi	r22,r1,44
	swi	r28,r1,48
	swi	r23,r1,36
	addk	r8,r0,r0
$L544:
	lw	r9,r7,r6
	lw	r23,r7,r30
	addk	r22,r8,r0
	addk	r29,r4,r0
	addk	r28,r8,r0
	add	r5,r9,r23
	addc	r4,r8,r22
	addik	r3,r3,1
	add	r5,r5,r29
	addc	r4,r4,r28
	cmpu	r18,r12,r3
	bltid	r18,$L544
	addik	r7,r7,4
	lwi	r22,r1,44
	lwi	r28,r1,48
	addk	r29,r10,r0
	cmpu	r18,r10,r3
	bltid	r18,$L475
	lwi	r23,r1,36
	brid	$L540
	bslli	r8,r19,2
$L433:
	bslli	r7,r22,2
	addk	r4,r7,r0
	addik	r7,r7,params+20
	lwi	r7,r7,0
	addik	r4,r4,params+84
	lwi	r8,r4,0
	beqid	r8,$L442
	bslli	r7,r7,2
	addk	r4,r3,r0
	bslli	r8,r8,2
	addk	r5,r5,r7
$L441:
	lw	r7,r4,r5
	sw	r7,r4,r6
	addik	r4,r4,4
	xor	r7,r8,r4
	bnei	r7,$L441
$L442:
	lwi	r6,r23,152
	lwi	r7,r23,176
	beqid	r19,$L440
	bslli	r5,r19,2
$L443:
	lw	r4,r3,r7
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L443
$L440:
	addk	r29,r19,r19
	brid	$L533
	addk	r7,r29,r0
$L534:
	brid	$L449
	addk	r5,r29,r0
$L537:
	brid	$L461
	addk	r6,r3,r0
$L539:
	brid	$L476
	addk	r8,r29,r0
$L459:
	lwi	r7,r23,192
	addk	r5,r19,r0
	swi	r10,r1,84
	brlid	r15,next_chunk
	
	swi	r11,r1,88
	lwi	r3,r23,8
	lwi	r6,r23,184
	lwi	r10,r1,84
	bneid	r3,$L458
	lwi	r11,r1,88
	brid	$L467
	lwi	r5,r23,152
$L538:
	cmpu	r18,r6,r5
	bgei	r18,$L470
	bri	$L483
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
