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
	.ent	barrier
	.type	barrier, @function
barrier:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	addik	r8,r0,params
	lwi	r3,r8,268
	beqid	r3,$L146
	addk	r5,r5,r5
	lwi	r9,r8,272
	lwi	r7,r8,276
	addik	r4,r0,-65500
	ori	r6,r5,1
$L141:
	swi	r6,r4,0
	lwi	r3,r4,0
	xor	r3,r3,r6
	bnei	r3,$L141
	lwi	r6,r7,0
	lwi	r3,r9,0
	lwi	r8,r8,4
	addik	r3,r3,1
	xor	r8,r8,r3
	beqi	r8,$L147
	swi	r3,r9,0
	swi	r5,r4,0
$L143:
	lwi	r3,r7,0
	xor	r3,r3,r6
	beqi	r3,$L143
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L146:
	lwi	r3,r0,-65504
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L147:
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
	beqid	r3,$L186
	lwi	r23,r27,148
	lwi	r22,r27,8
	bneid	r22,$L187
	addk	r19,r5,r0
	bneid	r5,$L188
	addk	r25,r7,r0
	lwi	r4,r27,84
	lwi	r6,r27,0
	bslli	r3,r4,2
	xor	r4,r4,r6
	beqid	r4,$L166
	bslli	r5,r6,2
$L165:
	lw	r4,r3,r24
	sw	r4,r3,r25
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L165
$L166:
	brlid	r15,barrier
	
	addk	r5,r0,r0
	lwi	r3,r27,84
	beqid	r3,$L148
	bslli	r4,r3,2
$L167:
	lw	r3,r19,r24
	sw	r3,r19,r23
	addik	r19,r19,4
	xor	r3,r4,r19
	bnei	r3,$L167
$L148:
	lwi	r15,r1,0
$L190:
	lwi	r19,r1,28
$L191:
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	lwi	r25,r1,44
	lwi	r26,r1,48
	lwi	r27,r1,52
	rtsd	r15,8 
	
	addik	r1,r1,56
$L188:
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
	beqid	r3,$L148
	addk	r4,r25,r4
$L168:
	lw	r3,r22,r4
	sw	r3,r22,r23
	addik	r22,r22,4
	xor	r3,r22,r5
	bneid	r3,$L168
	lwi	r15,r1,0
	brid	$L191
	lwi	r19,r1,28
$L187:
	beqid	r5,$L189
	addik	r22,r0,1	# 0x1
	bslli	r19,r5,2
	addik	r19,r19,params+84
	lwi	r5,r19,0
	beqid	r5,$L148
	addk	r3,r0,r0
$L160:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r23,0
	xor	r4,r5,r3
	bneid	r4,$L160
	addik	r23,r23,4
	brid	$L190
	lwi	r15,r1,0
$L186:
	lwi	r4,r27,84
	beqid	r4,$L148
	bslli	r5,r4,2
$L151:
	lw	r4,r3,r24
	sw	r4,r3,r23
	addik	r3,r3,4
	xor	r4,r3,r5
	beqid	r4,$L190
	lwi	r15,r1,0
	lw	r4,r3,r24
	sw	r4,r3,r23
	addik	r3,r3,4
	xor	r4,r3,r5
	bneid	r4,$L151
	lwi	r15,r1,0
	brid	$L191
	lwi	r19,r1,28
$L189:
	cmpu	r18,r26,r22
	bgeid	r18,$L158
	addik	r25,r27,24
$L157:
	lwi	r6,r25,0
	lwi	r7,r25,64
	addk	r5,r22,r0
	bslli	r6,r6,2
	addk	r6,r24,r6
	brlid	r15,link_send
	
	addik	r22,r22,1
	xor	r3,r26,r22
	bneid	r3,$L157
	addik	r25,r25,4
$L158:
	lwi	r3,r27,84
	beqid	r3,$L148
	bslli	r4,r3,2
$L159:
	lw	r3,r19,r24
	sw	r3,r19,r23
	addik	r19,r19,4
	xor	r3,r4,r19
	bneid	r3,$L159
	lwi	r15,r1,0
	brid	$L191
	lwi	r19,r1,28
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
	beqid	r3,$L193
	addik	r3,r0,8	# 0x8
	cmpu	r18,r5,r3
	bltid	r18,$L194
	xori	r3,r5,4
	beqid	r3,$L195
	addik	r3,r0,4	# 0x4
	cmpu	r18,r5,r3
	bgeid	r18,$L216
	xori	r3,r5,2
	xori	r3,r5,6
	beqid	r3,$L201
	xori	r5,r5,7
	bnei	r5,$L217
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl7
 # 0 "" 2
 #NO_APP
	swi	r3,r6,0
$L192:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L216:
	beqid	r3,$L197
	xori	r3,r5,3
	bnei	r3,$L218
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl3
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L194:
	xori	r3,r5,12
	beqid	r3,$L204
	addik	r3,r0,12	# 0xc
	cmpu	r18,r5,r3
	bgeid	r18,$L219
	xori	r3,r5,14
	beqid	r3,$L209
	xori	r3,r5,15
	bnei	r3,$L220
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl15
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L219:
	xori	r3,r5,10
	beqid	r3,$L206
	xori	r5,r5,11
	bnei	r5,$L221
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl11
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L220:
	xori	r5,r5,13
	bnei	r5,$L192
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl13
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L193:
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl8
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L221:
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl9
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L206:
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl10
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L209:
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl14
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L204:
 #APP
 # 92 "pmont.c" 1
	get	r3,rfsl12
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L197:
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl2
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L217:
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl5
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L201:
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl6
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L195:
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl4
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L218:
	beqi	r5,$L222
 #APP
 # 91 "pmont.c" 1
	get	r3,rfsl1
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L222:
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
	beqid	r3,$L224
	addik	r3,r0,8	# 0x8
	cmpu	r18,r5,r3
	bltid	r18,$L225
	xori	r3,r5,4
	beqid	r3,$L226
	addik	r3,r0,4	# 0x4
	cmpu	r18,r5,r3
	bgeid	r18,$L247
	xori	r3,r5,2
	xori	r3,r5,6
	beqid	r3,$L232
	xori	r5,r5,7
	bnei	r5,$L248
	lwi	r3,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl7
 # 0 "" 2
 #NO_APP
$L223:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L247:
	beqid	r3,$L228
	xori	r3,r5,3
	bnei	r3,$L249
	lwi	r3,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl3
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L225:
	xori	r3,r5,12
	beqid	r3,$L235
	addik	r3,r0,12	# 0xc
	cmpu	r18,r5,r3
	bgeid	r18,$L250
	xori	r3,r5,14
	beqid	r3,$L240
	xori	r3,r5,15
	bnei	r3,$L251
	lwi	r3,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl15
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L250:
	xori	r3,r5,10
	beqid	r3,$L237
	xori	r5,r5,11
	bnei	r5,$L252
	lwi	r3,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl11
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L251:
	xori	r5,r5,13
	bnei	r5,$L223
	lwi	r3,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl13
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L224:
	lwi	r3,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl8
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L252:
	lwi	r3,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl9
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L237:
	lwi	r3,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl10
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L240:
	lwi	r3,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl14
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L235:
	lwi	r3,r6,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl12
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L228:
	lwi	r3,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl2
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L248:
	lwi	r3,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl5
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L232:
	lwi	r3,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl6
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L226:
	lwi	r3,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl4
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L249:
	beqi	r5,$L253
	lwi	r3,r6,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl1
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L253:
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
	addk	r22,r8,r0
	bneid	r3,$L263
	addk	r19,r7,r0
	bslli	r5,r5,2
	bslli	r6,r8,2
	addik	r5,r5,params+196
	lwi	r5,r5,0
	swi	r8,r5,0
	beqid	r8,$L254
	addik	r5,r5,4
$L258:
	lw	r4,r3,r19
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r6,r3
	bnei	r4,$L258
$L254:
	lwi	r15,r1,0
	lwi	r19,r1,32
	lwi	r22,r1,36
	lwi	r23,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L263:
	addk	r5,r6,r0
	addk	r23,r6,r0
	brlid	r15,link_recv.constprop.0
	
	addik	r6,r1,28
	addk	r5,r23,r0
	brlid	r15,link_send.constprop.0
	
	addik	r6,r1,60
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
	bneid	r4,$L366
	lwi	r22,r3,160
	bslli	r19,r5,2
	addik	r19,r19,params+196
	lwi	r6,r19,0
	lwi	r3,r6,0
	addik	r6,r6,4
	beqid	r3,$L264
	bslli	r7,r3,2
$L318:
	lw	r5,r4,r6
	sw	r5,r4,r22
	addik	r4,r4,4
	xor	r5,r7,r4
	bnei	r5,$L318
$L264:
	lwi	r15,r1,0
$L375:
	lwi	r19,r1,36
	lwi	r22,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L366:
	brlid	r15,link_send.constprop.0
	
	addik	r6,r1,28
	addk	r5,r19,r0
	brlid	r15,link_recv.constprop.0
	
	addik	r6,r1,32
	xori	r4,r19,8
	beqid	r4,$L266
	lwi	r3,r1,32
	addik	r4,r0,8	# 0x8
	cmpu	r18,r19,r4
	bltid	r18,$L267
	xori	r4,r19,4
	beqi	r4,$L268
	addik	r4,r0,4	# 0x4
	cmpu	r18,r19,r4
	bgeid	r18,$L367
	xori	r4,r19,2
	xori	r4,r19,6
	beqid	r4,$L274
	xori	r19,r19,7
	bnei	r19,$L368
	beqid	r3,$L375
	lwi	r15,r1,0
$L308:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl7
 # 0 "" 2
 #NO_APP
	addik	r19,r19,1
	swi	r4,r22,0
	xor	r4,r3,r19
	bneid	r4,$L308
	addik	r22,r22,4
$L361:
	lwi	r3,r1,32
$L373:
	lwi	r15,r1,0
	lwi	r19,r1,36
	lwi	r22,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L367:
	beqi	r4,$L270
	xori	r4,r19,3
	bnei	r4,$L369
	beqid	r3,$L375
	lwi	r15,r1,0
$L304:
 #APP
 # 91 "pmont.c" 1
	get	r5,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	beqid	r5,$L361
	addik	r22,r22,4
 #APP
 # 91 "pmont.c" 1
	get	r5,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L304
	addik	r22,r22,4
	brid	$L373
	lwi	r3,r1,32
$L267:
	xori	r4,r19,12
	beqi	r4,$L277
	addik	r4,r0,12	# 0xc
	cmpu	r18,r19,r4
	bgeid	r18,$L370
	xori	r4,r19,14
	beqi	r4,$L282
	xori	r4,r19,15
	bnei	r4,$L371
	beqid	r3,$L375
	lwi	r15,r1,0
$L316:
 #APP
 # 92 "pmont.c" 1
	get	r5,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	beqid	r5,$L361
	addik	r22,r22,4
 #APP
 # 92 "pmont.c" 1
	get	r5,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L316
	addik	r22,r22,4
	brid	$L373
	lwi	r3,r1,32
$L370:
	xori	r4,r19,10
	beqid	r4,$L279
	xori	r19,r19,11
	bnei	r19,$L372
	beqid	r3,$L375
	lwi	r15,r1,0
$L312:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r19,r19,1
	swi	r4,r22,0
	xor	r4,r3,r19
	beqid	r4,$L361
	addik	r22,r22,4
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r19,r19,1
	swi	r4,r22,0
	xor	r4,r3,r19
	bneid	r4,$L312
	addik	r22,r22,4
	brid	$L373
	lwi	r3,r1,32
$L371:
	xori	r19,r19,13
	bneid	r19,$L375
	lwi	r15,r1,0
	beqi	r3,$L375
$L314:
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r19,r19,1
	swi	r4,r22,0
	xor	r4,r3,r19
	beqid	r4,$L361
	addik	r22,r22,4
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r19,r19,1
	swi	r4,r22,0
	xor	r4,r3,r19
	bneid	r4,$L314
	addik	r22,r22,4
	brid	$L373
	lwi	r3,r1,32
$L270:
	beqid	r3,$L375
	lwi	r15,r1,0
$L303:
 #APP
 # 91 "pmont.c" 1
	get	r5,rfsl2
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L303
	addik	r22,r22,4
	brid	$L373
	lwi	r3,r1,32
$L266:
	beqid	r3,$L375
	lwi	r15,r1,0
$L309:
 #APP
 # 92 "pmont.c" 1
	get	r5,rfsl8
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L309
	addik	r22,r22,4
	brid	$L373
	lwi	r3,r1,32
$L268:
	beqid	r3,$L375
	lwi	r15,r1,0
$L305:
 #APP
 # 91 "pmont.c" 1
	get	r5,rfsl4
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L305
	addik	r22,r22,4
	brid	$L373
	lwi	r3,r1,32
$L274:
	beqid	r3,$L375
	lwi	r15,r1,0
$L307:
 #APP
 # 91 "pmont.c" 1
	get	r5,rfsl6
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L307
	addik	r22,r22,4
	brid	$L373
	lwi	r3,r1,32
$L368:
	beqid	r3,$L264
	addk	r4,r0,r0
$L306:
 #APP
 # 91 "pmont.c" 1
	get	r5,rfsl5
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L306
	addik	r22,r22,4
	brid	$L373
	lwi	r3,r1,32
$L279:
	beqid	r3,$L375
	lwi	r15,r1,0
$L311:
 #APP
 # 92 "pmont.c" 1
	get	r5,rfsl10
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L311
	addik	r22,r22,4
	brid	$L373
	lwi	r3,r1,32
$L372:
	beqid	r3,$L264
	addk	r4,r0,r0
$L310:
 #APP
 # 92 "pmont.c" 1
	get	r5,rfsl9
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L310
	addik	r22,r22,4
	brid	$L373
	lwi	r3,r1,32
$L282:
	beqid	r3,$L375
	lwi	r15,r1,0
$L315:
 #APP
 # 92 "pmont.c" 1
	get	r5,rfsl14
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L315
	addik	r22,r22,4
	brid	$L373
	lwi	r3,r1,32
$L277:
	beqid	r3,$L375
	lwi	r15,r1,0
$L313:
 #APP
 # 92 "pmont.c" 1
	get	r5,rfsl12
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L313
	addik	r22,r22,4
	brid	$L373
	lwi	r3,r1,32
$L369:
	beqi	r19,$L374
	beqid	r3,$L264
	addk	r4,r0,r0
$L302:
 #APP
 # 91 "pmont.c" 1
	get	r5,rfsl1
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L302
	addik	r22,r22,4
	brid	$L373
	lwi	r3,r1,32
$L374:
	beqid	r3,$L375
	lwi	r15,r1,0
$L301:
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r19,r19,1
	swi	r4,r22,0
	xor	r4,r3,r19
	bneid	r4,$L301
	addik	r22,r22,4
	brid	$L373
	lwi	r3,r1,32
	.end	take
$Lfe8:
	.size	take,$Lfe8-take
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
	bgeid	r18,$L377
	lwi	r19,r28,4
	addk	r27,r3,r0
$L377:
	lwi	r31,r28,156
	beqid	r8,$L380
	lwi	r10,r28,148
	lwi	r4,r1,32
	rsubk	r8,r4,r30
	beqi	r8,$L380
	addk	r3,r27,r0
$L380:
	beqid	r3,$L441
	addk	r7,r31,r0
	bslli	r4,r3,2
	addk	r3,r31,r0
	addk	r4,r4,r31
$L382:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r5,r4,r3
	bneid	r5,$L382
	addk	r7,r31,r0
$L441:
	beqid	r29,$L392
	addk	r9,r0,r0
	swi	r19,r1,36
	swi	r26,r1,40
	addk	r19,r10,r0
	addk	r26,r9,r0
$L391:
	bslli	r3,r9,2
	bneid	r8,$L386
	lw	r10,r3,r19
	addk	r4,r30,r0
	addk	r12,r30,r9
$L387:
	beqid	r4,$L388
	addk	r3,r0,r0
	bslli	r11,r4,2
	addk	r4,r26,r0
	swi	r8,r1,44
$L389:
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
	bneid	r5,$L389
	lwi	r8,r1,44
$L388:
	cmpu	r18,r27,r12
	bgeid	r18,$L390
	bslli	r12,r12,2
	sw	r4,r12,r31
$L390:
	addik	r9,r9,1
	xor	r3,r29,r9
	bneid	r3,$L391
	addik	r7,r7,4
	lwi	r19,r1,36
	lwi	r26,r1,40
$L392:
	xori	r3,r19,1
	beqi	r3,$L376
	lwi	r6,r28,12
	beqid	r6,$L393
	addik	r23,r0,1	# 0x1
	cmpu	r18,r19,r23
	bgeid	r18,$L376
	lwi	r24,r1,32
	brid	$L394
	lwi	r25,r1,104
$L403:
	rsubk	r22,r19,r22
	cmpu	r18,r22,r26
	bltid	r18,$L442
	addk	r22,r26,r19
$L404:
	cmpu	r18,r19,r23
	bgeid	r18,$L439
	addk	r3,r27,r0
$L394:
	addik	r3,r19,1
	addk	r22,r19,r0
	srl	r19,r3
	cmpu	r18,r19,r26
	bltid	r18,$L400
	addk	r8,r27,r0
	addk	r7,r31,r0
	addk	r5,r26,r0
	cmpu	r18,r22,r26
	bgeid	r18,$L400
	rsubk	r6,r19,r26
	brlid	r15,give
	nop		# Unfilled delay slot

$L400:
	lwi	r3,r28,8
	bneid	r3,$L403
	addk	r5,r26,r0
	brlid	r15,barrier
	
	rsubk	r22,r19,r22
	cmpu	r18,r22,r26
	bgeid	r18,$L404
	addk	r22,r26,r19
$L442:
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
	bltid	r18,$L394
	addk	r27,r3,r0
$L376:
	addk	r3,r27,r0
$L439:
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
$L386:
	addk	r12,r8,r0
	brid	$L387
	rsubk	r4,r9,r8
$L393:
	bneid	r26,$L395
	addk	r8,r27,r0
	lwi	r3,r28,8
	beqi	r3,$L438
	addik	r22,r0,1	# 0x1
$L440:
	cmpu	r18,r19,r22
	bgeid	r18,$L376
	lwi	r26,r1,104
	lwi	r24,r28,160
	addik	r25,r0,params+20
	addk	r23,r0,r0
$L398:
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
	bneid	r4,$L398
	addk	r27,r3,r0
	brid	$L439
	addk	r3,r27,r0
$L395:
	addk	r7,r31,r0
	brlid	r15,give
	
	addk	r5,r26,r0
	lwi	r3,r28,8
	bnei	r3,$L376
	brlid	r15,barrier
	
	addk	r5,r26,r0
	brid	$L439
	addk	r3,r27,r0
$L438:
	brlid	r15,barrier
	
	addk	r5,r26,r0
	brid	$L440
	addik	r22,r0,1	# 0x1
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
	lwi	r19,r0,-65528
	lwi	r4,r0,-65536
	lwi	r3,r23,8
	lwi	r22,r23,0
	swi	r4,r23,260
	lwi	r6,r23,148
	beqid	r3,$L444
	lwi	r5,r23,172
	bslli	r3,r19,2
	addik	r3,r3,params+84
	lwi	r4,r3,0
	addk	r3,r0,r0
	beqid	r4,$L448
	bslli	r7,r4,2
$L447:
	lw	r4,r3,r5
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L447
$L448:
	addk	r30,r22,r22
	addk	r7,r30,r0
	lwi	r6,r23,176
$L549:
	addk	r5,r19,r0
	addk	r8,r0,r0
	swi	r10,r1,84
	brlid	r15,parallel_multiply
	
	swi	r11,r1,88
	lwi	r10,r1,84
	lwi	r11,r1,88
	bneid	r19,$L458
	lwi	r29,r23,164
	beqi	r30,$L458
	beqid	r3,$L462
	lwi	r6,r23,156
	cmpu	r18,r3,r30
	bltid	r18,$L551
	addk	r5,r3,r0
$L460:
	addk	r4,r19,r0
	addk	r3,r19,r0
$L461:
	lw	r7,r4,r6
	addik	r3,r3,1
	sw	r7,r4,r29
	cmpu	r18,r5,r3
	bltid	r18,$L461
	addik	r4,r4,4
	cmpu	r18,r30,r3
	bgei	r18,$L458
$L462:
	bslli	r4,r3,2
	addik	r3,r3,1
	cmpu	r18,r30,r3
	bltid	r18,$L462
	sw	r0,r4,r29
$L458:
	lwi	r7,r23,188
	addk	r6,r29,r0
	addk	r5,r19,r0
	swi	r10,r1,84
	brlid	r15,next_chunk
	
	swi	r11,r1,88
	lwi	r3,r23,8
	lwi	r6,r23,180
	lwi	r10,r1,84
	bneid	r3,$L464
	lwi	r11,r1,88
	beqid	r22,$L465
	lwi	r5,r23,152
	bslli	r7,r22,2
$L466:
	lw	r4,r3,r6
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L466
	lwi	r3,r23,8
	bnei	r3,$L464
$L465:
	addk	r6,r5,r0
$L464:
	lwi	r8,r23,16
	addk	r7,r22,r0
	addk	r5,r19,r0
	swi	r10,r1,84
	brlid	r15,parallel_multiply
	
	swi	r11,r1,88
	lwi	r10,r1,84
	lwi	r28,r23,168
	beqid	r19,$L467
	lwi	r11,r1,88
	addk	r6,r28,r0
	lwi	r7,r23,192
	brlid	r15,next_chunk
	
	addk	r5,r19,r0
	lwi	r3,r23,8
	lwi	r6,r23,184
	lwi	r10,r1,84
	beqid	r3,$L468
	lwi	r11,r1,88
$L469:
	addk	r31,r6,r0
$L477:
	addk	r7,r30,r0
	addk	r5,r19,r0
	addk	r8,r0,r0
	swi	r10,r1,84
	brlid	r15,parallel_multiply
	
	swi	r11,r1,88
	lwi	r10,r1,84
	bneid	r19,$L481
	lwi	r11,r1,88
	cmpu	r18,r30,r3
	bgeid	r18,$L552
	bslli	r3,r3,2
	lwi	r5,r23,156
	bslli	r4,r22,3
	addk	r3,r5,r3
	addk	r5,r5,r4
$L485:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L485
$L483:
	bneid	r22,$L553
	lwi	r6,r23,156
	addk	r4,r22,r0
	addk	r3,r22,r0
$L486:
	muli	r8,r22,-4
	bslli	r7,r3,2
	addk	r8,r28,r8
	addk	r12,r8,r0
	addk	r24,r0,r0
$L559:
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
	bltid	r18,$L559
	addik	r7,r7,4
	bslli	r8,r22,2
$L557:
	sw	r4,r8,r28
	lwi	r3,r23,8
	bneid	r3,$L489
	addk	r9,r28,r8
	lwi	r31,r23,152
$L489:
	beqid	r4,$L558
	addik	r4,r22,-1
$L494:
	beqid	r22,$L498
	addk	r4,r23,r0
	addk	r22,r19,r0
	addk	r26,r0,r0
$L560:
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
	bneid	r3,$L560
	andi	r22,r22,1 #and1
	addk	r23,r4,r0
$L498:
	lwi	r3,r9,0
	rsubk	r3,r22,r3
	swi	r3,r9,0
$L481:
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
$L467:
	beqid	r22,$L470
	addk	r6,r28,r0
	beqid	r3,$L475
	lwi	r5,r23,156
	cmpu	r18,r22,r3
	bltid	r18,$L554
	addk	r6,r22,r0
$L472:
	addk	r4,r19,r0
	addk	r3,r19,r0
$L473:
	lw	r7,r4,r5
	addik	r3,r3,1
	sw	r7,r4,r28
	cmpu	r18,r6,r3
	bltid	r18,$L473
	addik	r4,r4,4
	cmpu	r18,r22,r3
	bgei	r18,$L476
$L475:
	bslli	r4,r3,2
	addik	r3,r3,1
	cmpu	r18,r22,r3
	bltid	r18,$L475
	sw	r0,r4,r28
$L476:
	lwi	r7,r23,192
	addk	r6,r28,r0
	addk	r5,r0,r0
	swi	r10,r1,84
	brlid	r15,next_chunk
	
	swi	r11,r1,88
	lwi	r3,r23,8
	lwi	r6,r23,184
	lwi	r10,r1,84
	bneid	r3,$L469
	lwi	r11,r1,88
	brid	$L500
	lwi	r5,r23,152
$L552:
	bneid	r30,$L483
	bslli	r8,r22,2
	sw	r19,r8,r28
	lwi	r3,r23,8
	bneid	r3,$L493
	addk	r9,r28,r8
	lwi	r31,r23,152
$L493:
	addik	r4,r22,-1
$L558:
	brid	$L495
	bslli	r3,r4,2
$L497:
	lw	r6,r3,r28
	lw	r5,r3,r31
	addik	r4,r4,-1
	xor	r7,r6,r5
	bneid	r7,$L555
	addik	r3,r3,-4
$L495:
	xori	r5,r4,-1
	bnei	r5,$L497
	bri	$L494
$L468:
	beqid	r22,$L478
	lwi	r5,r23,152
$L500:
	bslli	r7,r22,2
	addk	r3,r0,r0
$L479:
	lw	r4,r3,r6
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L479
	lwi	r3,r23,8
	bnei	r3,$L469
$L478:
	addk	r31,r6,r0
	brid	$L477
	addk	r6,r5,r0
$L553:
	cmpu	r18,r22,r30
	bltid	r18,$L556
	addk	r8,r22,r0
$L487:
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
$L561:
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
	bltid	r18,$L561
	addik	r7,r7,4
	lwi	r22,r1,44
	lwi	r31,r1,48
	addk	r30,r10,r0
	cmpu	r18,r10,r3
	bltid	r18,$L486
	lwi	r23,r1,36
	brid	$L557
	bslli	r8,r22,2
$L444:
	bslli	r7,r19,2
	addk	r4,r7,r0
	addik	r7,r7,params+20
	lwi	r7,r7,0
	addik	r4,r4,params+84
	lwi	r8,r4,0
	beqid	r8,$L453
	bslli	r7,r7,2
	addk	r4,r3,r0
	bslli	r8,r8,2
	addk	r5,r5,r7
$L452:
	lw	r7,r4,r5
	sw	r7,r4,r6
	addik	r4,r4,4
	xor	r7,r8,r4
	bnei	r7,$L452
$L453:
	lwi	r6,r23,152
	lwi	r7,r23,176
	beqid	r22,$L451
	bslli	r5,r22,2
$L454:
	lw	r4,r3,r7
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L454
$L451:
	addk	r30,r22,r22
	brid	$L549
	addk	r7,r30,r0
$L551:
	brid	$L460
	addk	r5,r30,r0
$L554:
	brid	$L472
	addk	r6,r3,r0
$L556:
	brid	$L487
	addk	r8,r30,r0
$L470:
	lwi	r7,r23,192
	addk	r5,r22,r0
	swi	r10,r1,84
	brlid	r15,next_chunk
	
	swi	r11,r1,88
	lwi	r3,r23,8
	lwi	r6,r23,184
	lwi	r10,r1,84
	bneid	r3,$L469
	lwi	r11,r1,88
	brid	$L478
	lwi	r5,r23,152
$L555:
	cmpu	r18,r6,r5
	bgei	r18,$L481
	bri	$L494
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
