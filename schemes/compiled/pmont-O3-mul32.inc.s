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
	beqid	r3,$L167
	lwi	r22,r26,148
	lwi	r3,r26,8
	bneid	r3,$L168
	addk	r19,r5,r0
	bneid	r5,$L169
	bslli	r4,r5,2
	lwi	r3,r26,84
	lwi	r6,r26,0
	xor	r4,r3,r6
	beqid	r4,$L172
	bslli	r4,r3,2
	bslli	r6,r6,2
	addk	r3,r23,r4
	addk	r7,r7,r4
	addk	r6,r23,r6
$L150:
	lwi	r5,r3,0
	addik	r3,r3,4
	xor	r4,r6,r3
	swi	r5,r7,0
	bneid	r4,$L150
	addik	r7,r7,4
	lwi	r3,r26,84
$L172:
	lwi	r4,r0,-65504
	beqid	r3,$L133
	bslli	r4,r3,2
$L152:
	lw	r3,r19,r23
	sw	r3,r19,r22
	addik	r19,r19,4
	xor	r3,r4,r19
	bnei	r3,$L152
$L133:
	lwi	r15,r1,0
$L171:
	lwi	r19,r1,28
$L173:
	lwi	r22,r1,32
	lwi	r23,r1,36
	lwi	r24,r1,40
	lwi	r25,r1,44
	lwi	r26,r1,48
	lwi	r27,r1,52
	rtsd	r15,8 
	
	addik	r1,r1,56
$L169:
	addk	r19,r4,r0
	addik	r4,r4,params+20
	lwi	r4,r4,0
	addik	r19,r19,params+84
	lwi	r5,r19,0
	lwi	r6,r0,-65504
	beqid	r5,$L133
	bslli	r4,r4,2
	bslli	r5,r5,2
	addk	r7,r7,r4
$L153:
	lw	r4,r3,r7
	sw	r4,r3,r22
	addik	r3,r3,4
	xor	r4,r3,r5
	bneid	r4,$L153
	lwi	r15,r1,0
	brid	$L173
	lwi	r19,r1,28
$L168:
	beqid	r5,$L170
	addik	r24,r0,1	# 0x1
	bslli	r19,r5,2
	addik	r19,r19,params+84
	lwi	r5,r19,0
	beqid	r5,$L133
	addk	r3,r0,r0
$L145:
 #APP
 # 78 "pmont.c" 1
	get	r4,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	swi	r4,r22,0
	xor	r4,r5,r3
	bneid	r4,$L145
	addik	r22,r22,4
	brid	$L171
	lwi	r15,r1,0
$L167:
	lwi	r5,r26,84
	beqid	r5,$L133
	bslli	r5,r5,2
$L136:
	lw	r4,r3,r23
	sw	r4,r3,r22
	addik	r3,r3,4
	xor	r4,r3,r5
	bneid	r4,$L136
	lwi	r15,r1,0
	brid	$L173
	lwi	r19,r1,28
$L170:
	cmpu	r18,r27,r24
	bgeid	r18,$L143
	addik	r25,r26,24
$L142:
	lwi	r6,r25,0
	lwi	r7,r25,64
	addk	r5,r24,r0
	bslli	r6,r6,2
	addk	r6,r23,r6
	brlid	r15,link_send
	
	addik	r24,r24,1
	xor	r3,r27,r24
	bneid	r3,$L142
	addik	r25,r25,4
$L143:
	lwi	r3,r26,84
	beqid	r3,$L133
	bslli	r4,r3,2
$L144:
	lw	r3,r19,r23
	sw	r3,r19,r22
	addik	r19,r19,4
	xor	r3,r4,r19
	bneid	r3,$L144
	lwi	r15,r1,0
	brid	$L173
	lwi	r19,r1,28
	.end	next_chunk
$Lfe3:
	.size	next_chunk,$Lfe3-next_chunk
	.align	2
	.ent	link_recv.constprop.0
	.type	link_recv.constprop.0, @function
link_recv.constprop.0:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	xori	r3,r5,8
	beqid	r3,$L175
	addik	r3,r0,8	# 0x8
	cmpu	r18,r5,r3
	bltid	r18,$L176
	xori	r3,r5,4
	beqid	r3,$L177
	addik	r3,r0,4	# 0x4
	cmpu	r18,r5,r3
	bgeid	r18,$L198
	xori	r3,r5,2
	xori	r3,r5,6
	beqid	r3,$L183
	xori	r5,r5,7
	bnei	r5,$L199
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl7
 # 0 "" 2
 #NO_APP
	swi	r3,r6,0
$L174:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L198:
	beqid	r3,$L179
	xori	r3,r5,3
	bnei	r3,$L200
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl3
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L176:
	xori	r3,r5,12
	beqid	r3,$L186
	addik	r3,r0,12	# 0xc
	cmpu	r18,r5,r3
	bgeid	r18,$L201
	xori	r3,r5,14
	beqid	r3,$L191
	xori	r3,r5,15
	bnei	r3,$L202
 #APP
 # 79 "pmont.c" 1
	get	r3,rfsl15
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L201:
	xori	r3,r5,10
	beqid	r3,$L188
	xori	r5,r5,11
	bnei	r5,$L203
 #APP
 # 79 "pmont.c" 1
	get	r3,rfsl11
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L202:
	xori	r5,r5,13
	bnei	r5,$L174
 #APP
 # 79 "pmont.c" 1
	get	r3,rfsl13
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L175:
 #APP
 # 79 "pmont.c" 1
	get	r3,rfsl8
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L203:
 #APP
 # 79 "pmont.c" 1
	get	r3,rfsl9
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L188:
 #APP
 # 79 "pmont.c" 1
	get	r3,rfsl10
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L191:
 #APP
 # 79 "pmont.c" 1
	get	r3,rfsl14
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L186:
 #APP
 # 79 "pmont.c" 1
	get	r3,rfsl12
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L179:
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl2
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L199:
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl5
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L183:
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl6
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L177:
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl4
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L200:
	beqi	r5,$L204
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl1
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
$L204:
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	
	swi	r3,r6,0
	.end	link_recv.constprop.0
$Lfe4:
	.size	link_recv.constprop.0,$Lfe4-link_recv.constprop.0
	.align	2
	.ent	link_send.constprop.0
	.type	link_send.constprop.0, @function
link_send.constprop.0:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	xori	r3,r5,8
	beqid	r3,$L206
	addik	r3,r0,8	# 0x8
	cmpu	r18,r5,r3
	bltid	r18,$L207
	xori	r3,r5,4
	beqid	r3,$L208
	addik	r3,r0,4	# 0x4
	cmpu	r18,r5,r3
	bgeid	r18,$L229
	xori	r3,r5,2
	xori	r3,r5,6
	beqid	r3,$L214
	xori	r5,r5,7
	bnei	r5,$L230
	lwi	r3,r6,0
 #APP
 # 69 "pmont.c" 1
	put	r3,rfsl7
 # 0 "" 2
 #NO_APP
$L205:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L229:
	beqid	r3,$L210
	xori	r3,r5,3
	bnei	r3,$L231
	lwi	r3,r6,0
 #APP
 # 69 "pmont.c" 1
	put	r3,rfsl3
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L207:
	xori	r3,r5,12
	beqid	r3,$L217
	addik	r3,r0,12	# 0xc
	cmpu	r18,r5,r3
	bgeid	r18,$L232
	xori	r3,r5,14
	beqid	r3,$L222
	xori	r3,r5,15
	bnei	r3,$L233
	lwi	r3,r6,0
 #APP
 # 70 "pmont.c" 1
	put	r3,rfsl15
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L232:
	xori	r3,r5,10
	beqid	r3,$L219
	xori	r5,r5,11
	bnei	r5,$L234
	lwi	r3,r6,0
 #APP
 # 70 "pmont.c" 1
	put	r3,rfsl11
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L233:
	xori	r5,r5,13
	bnei	r5,$L205
	lwi	r3,r6,0
 #APP
 # 70 "pmont.c" 1
	put	r3,rfsl13
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L206:
	lwi	r3,r6,0
 #APP
 # 70 "pmont.c" 1
	put	r3,rfsl8
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L234:
	lwi	r3,r6,0
 #APP
 # 70 "pmont.c" 1
	put	r3,rfsl9
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L219:
	lwi	r3,r6,0
 #APP
 # 70 "pmont.c" 1
	put	r3,rfsl10
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L222:
	lwi	r3,r6,0
 #APP
 # 70 "pmont.c" 1
	put	r3,rfsl14
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L217:
	lwi	r3,r6,0
 #APP
 # 70 "pmont.c" 1
	put	r3,rfsl12
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L210:
	lwi	r3,r6,0
 #APP
 # 69 "pmont.c" 1
	put	r3,rfsl2
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L230:
	lwi	r3,r6,0
 #APP
 # 69 "pmont.c" 1
	put	r3,rfsl5
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L214:
	lwi	r3,r6,0
 #APP
 # 69 "pmont.c" 1
	put	r3,rfsl6
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L208:
	lwi	r3,r6,0
 #APP
 # 69 "pmont.c" 1
	put	r3,rfsl4
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L231:
	beqi	r5,$L235
	lwi	r3,r6,0
 #APP
 # 69 "pmont.c" 1
	put	r3,rfsl1
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L235:
	lwi	r3,r6,0
 #APP
 # 69 "pmont.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	link_send.constprop.0
$Lfe5:
	.size	link_send.constprop.0,$Lfe5-link_send.constprop.0
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
	bneid	r3,$L244
	addk	r22,r7,r0
	bslli	r5,r5,2
	addik	r5,r5,params+196
	lwi	r5,r5,0
	swi	r8,r5,0
	beqid	r8,$L245
	lwi	r15,r1,0
	bslli	r8,r8,2
	addik	r5,r5,4
$L240:
	lw	r4,r3,r22
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r8,r3
	bneid	r4,$L240
	lwi	r15,r1,0
$L245:
	lwi	r19,r1,32
	lwi	r22,r1,36
	lwi	r23,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L244:
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
$Lfe6:
	.size	give,$Lfe6-give
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
	bneid	r4,$L347
	lwi	r22,r3,160
	bslli	r19,r5,2
	addik	r19,r19,params+196
	lwi	r6,r19,0
	lwi	r3,r6,0
	beqid	r3,$L356
	lwi	r15,r1,0
	bslli	r7,r3,2
	addik	r6,r6,4
$L300:
	lw	r5,r4,r6
	sw	r5,r4,r22
	addik	r4,r4,4
	xor	r5,r7,r4
	bnei	r5,$L300
$L246:
	lwi	r15,r1,0
$L356:
	lwi	r19,r1,36
	lwi	r22,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L347:
	brlid	r15,link_send.constprop.0
	
	addik	r6,r1,28
	addk	r5,r19,r0
	brlid	r15,link_recv.constprop.0
	
	addik	r6,r1,32
	xori	r4,r19,8
	beqid	r4,$L248
	lwi	r3,r1,32
	addik	r4,r0,8	# 0x8
	cmpu	r18,r19,r4
	bltid	r18,$L249
	xori	r4,r19,4
	beqi	r4,$L250
	addik	r4,r0,4	# 0x4
	cmpu	r18,r19,r4
	bgeid	r18,$L348
	xori	r4,r19,2
	xori	r4,r19,6
	beqid	r4,$L256
	xori	r19,r19,7
	bnei	r19,$L349
	beqid	r3,$L356
	lwi	r15,r1,0
$L290:
 #APP
 # 78 "pmont.c" 1
	get	r4,rfsl7
 # 0 "" 2
 #NO_APP
	addik	r19,r19,1
	swi	r4,r22,0
	xor	r4,r3,r19
	bneid	r4,$L290
	addik	r22,r22,4
$L342:
	lwi	r3,r1,32
$L354:
	lwi	r15,r1,0
	lwi	r19,r1,36
	lwi	r22,r1,40
	rtsd	r15,8 
	
	addik	r1,r1,44
$L348:
	beqi	r4,$L252
	xori	r4,r19,3
	bnei	r4,$L350
	beqid	r3,$L356
	lwi	r15,r1,0
$L286:
 #APP
 # 78 "pmont.c" 1
	get	r5,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	beqid	r5,$L342
	addik	r22,r22,4
 #APP
 # 78 "pmont.c" 1
	get	r5,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L286
	addik	r22,r22,4
	brid	$L354
	lwi	r3,r1,32
$L249:
	xori	r4,r19,12
	beqi	r4,$L259
	addik	r4,r0,12	# 0xc
	cmpu	r18,r19,r4
	bgeid	r18,$L351
	xori	r4,r19,14
	beqi	r4,$L264
	xori	r4,r19,15
	bnei	r4,$L352
	beqid	r3,$L356
	lwi	r15,r1,0
$L298:
 #APP
 # 79 "pmont.c" 1
	get	r5,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	beqid	r5,$L342
	addik	r22,r22,4
 #APP
 # 79 "pmont.c" 1
	get	r5,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L298
	addik	r22,r22,4
	brid	$L354
	lwi	r3,r1,32
$L351:
	xori	r4,r19,10
	beqid	r4,$L261
	xori	r19,r19,11
	bnei	r19,$L353
	beqid	r3,$L356
	lwi	r15,r1,0
$L294:
 #APP
 # 79 "pmont.c" 1
	get	r4,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r19,r19,1
	swi	r4,r22,0
	xor	r4,r3,r19
	beqid	r4,$L342
	addik	r22,r22,4
 #APP
 # 79 "pmont.c" 1
	get	r4,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r19,r19,1
	swi	r4,r22,0
	xor	r4,r3,r19
	bneid	r4,$L294
	addik	r22,r22,4
	brid	$L354
	lwi	r3,r1,32
$L352:
	xori	r19,r19,13
	bneid	r19,$L356
	lwi	r15,r1,0
	beqi	r3,$L356
$L296:
 #APP
 # 79 "pmont.c" 1
	get	r4,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r19,r19,1
	swi	r4,r22,0
	xor	r4,r3,r19
	beqid	r4,$L342
	addik	r22,r22,4
 #APP
 # 79 "pmont.c" 1
	get	r4,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r19,r19,1
	swi	r4,r22,0
	xor	r4,r3,r19
	bneid	r4,$L296
	addik	r22,r22,4
	brid	$L354
	lwi	r3,r1,32
$L252:
	beqid	r3,$L356
	lwi	r15,r1,0
$L285:
 #APP
 # 78 "pmont.c" 1
	get	r5,rfsl2
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L285
	addik	r22,r22,4
	brid	$L354
	lwi	r3,r1,32
$L248:
	beqid	r3,$L356
	lwi	r15,r1,0
$L291:
 #APP
 # 79 "pmont.c" 1
	get	r5,rfsl8
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L291
	addik	r22,r22,4
	brid	$L354
	lwi	r3,r1,32
$L250:
	beqid	r3,$L356
	lwi	r15,r1,0
$L287:
 #APP
 # 78 "pmont.c" 1
	get	r5,rfsl4
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L287
	addik	r22,r22,4
	brid	$L354
	lwi	r3,r1,32
$L256:
	beqid	r3,$L356
	lwi	r15,r1,0
$L289:
 #APP
 # 78 "pmont.c" 1
	get	r5,rfsl6
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L289
	addik	r22,r22,4
	brid	$L354
	lwi	r3,r1,32
$L349:
	beqid	r3,$L246
	addk	r4,r0,r0
$L288:
 #APP
 # 78 "pmont.c" 1
	get	r5,rfsl5
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L288
	addik	r22,r22,4
	brid	$L354
	lwi	r3,r1,32
$L261:
	beqid	r3,$L356
	lwi	r15,r1,0
$L293:
 #APP
 # 79 "pmont.c" 1
	get	r5,rfsl10
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L293
	addik	r22,r22,4
	brid	$L354
	lwi	r3,r1,32
$L353:
	beqid	r3,$L246
	addk	r4,r0,r0
$L292:
 #APP
 # 79 "pmont.c" 1
	get	r5,rfsl9
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L292
	addik	r22,r22,4
	brid	$L354
	lwi	r3,r1,32
$L264:
	beqid	r3,$L356
	lwi	r15,r1,0
$L297:
 #APP
 # 79 "pmont.c" 1
	get	r5,rfsl14
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L297
	addik	r22,r22,4
	brid	$L354
	lwi	r3,r1,32
$L259:
	beqid	r3,$L356
	lwi	r15,r1,0
$L295:
 #APP
 # 79 "pmont.c" 1
	get	r5,rfsl12
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L295
	addik	r22,r22,4
	brid	$L354
	lwi	r3,r1,32
$L350:
	beqi	r19,$L355
	beqid	r3,$L246
	addk	r4,r0,r0
$L284:
 #APP
 # 78 "pmont.c" 1
	get	r5,rfsl1
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r5,r22,0
	xor	r5,r3,r4
	bneid	r5,$L284
	addik	r22,r22,4
	brid	$L354
	lwi	r3,r1,32
$L355:
	beqid	r3,$L356
	lwi	r15,r1,0
$L283:
 #APP
 # 78 "pmont.c" 1
	get	r4,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r19,r19,1
	swi	r4,r22,0
	xor	r4,r3,r19
	bneid	r4,$L283
	addik	r22,r22,4
	brid	$L354
	lwi	r3,r1,32
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
	bgeid	r18,$L358
	swi	r6,r1,60
	swi	r3,r1,44
$L358:
	lwi	r4,r0,params+156
	lwi	r6,r1,128
	lwi	r5,r0,params+148
	beqid	r6,$L361
	swi	r4,r1,56
	lwi	r4,r1,52
	lwi	r6,r1,64
	rsubk	r4,r6,r4
	beqid	r4,$L361
	swi	r4,r1,128
	lwi	r3,r1,44
$L361:
	beqid	r3,$L362
	bslli	r4,r3,2
	lwi	r3,r1,56
	addk	r4,r4,r3
$L363:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r6,r4,r3
	bnei	r6,$L363
$L362:
	lwi	r3,r1,48
	beqid	r3,$L373
	addk	r6,r0,r0
	lwi	r30,r1,56
	addk	r31,r6,r0
	addk	r19,r6,r0
	swi	r6,r1,32
	swi	r5,r1,36
$L372:
	lwi	r3,r1,36
	lwi	r4,r1,128
	bneid	r4,$L367
	lwi	r26,r3,0
	lwi	r4,r1,52
	lwi	r5,r1,32
	addk	r5,r4,r5
	swi	r5,r1,40
$L368:
	beqid	r4,$L418
	lwi	r5,r1,44
	bslli	r27,r4,2
	addk	r4,r19,r0
	addk	r29,r0,r0
$L370:
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
	bneid	r3,$L370
	lwi	r5,r1,44
$L418:
	lwi	r6,r1,40
	cmpu	r18,r5,r6
	bgeid	r18,$L371
	lwi	r5,r1,56
	bslli	r3,r6,2
	sw	r4,r3,r5
$L371:
	lwi	r6,r1,32
	lwi	r5,r1,36
	lwi	r4,r1,48
	addik	r6,r6,1
	addik	r5,r5,4
	swi	r6,r1,32
	xor	r3,r4,r6
	swi	r5,r1,36
	bneid	r3,$L372
	addik	r30,r30,4
$L373:
	lwi	r4,r1,60
	xori	r3,r4,1
	beqi	r3,$L357
	lwi	r6,r0,params+12
	beqid	r6,$L374
	addik	r22,r0,1	# 0x1
	lwi	r6,r1,60
	addik	r23,r0,-65504
	cmpu	r18,r6,r22
	bgeid	r18,$L357
	lwi	r27,r1,56
	lwi	r28,r1,64
	lwi	r19,r1,60
	lwi	r26,r1,44
	lwi	r25,r1,116
	brid	$L375
	lwi	r29,r1,124
$L385:
	cmpu	r18,r19,r22
	bgei	r18,$L416
$L375:
	addik	r3,r19,1
	addk	r24,r19,r0
	srl	r19,r3
	cmpu	r18,r19,r25
	bltid	r18,$L381
	addk	r8,r26,r0
	addk	r7,r27,r0
	addk	r5,r25,r0
	cmpu	r18,r24,r25
	bgeid	r18,$L381
	rsubk	r6,r19,r25
	brlid	r15,give
	nop		# Unfilled delay slot

$L381:
	lwi	r3,r0,params+8
	bneid	r3,$L384
	rsubk	r24,r19,r24
	lwi	r3,r23,0
$L384:
	cmpu	r18,r24,r25
	bgeid	r18,$L385
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
	bltid	r18,$L375
	addk	r26,r3,r0
$L416:
	swi	r26,r1,44
$L357:
	lwi	r3,r1,44
$L417:
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
$L367:
	lwi	r3,r1,32
	swi	r4,r1,40
	brid	$L368
	rsubk	r4,r3,r4
$L374:
	lwi	r3,r1,116
	bneid	r3,$L376
	lwi	r8,r1,44
	lwi	r3,r0,params+8
	bneid	r3,$L419
	lwi	r4,r1,60
	lwi	r3,r0,-65504
	lwi	r4,r1,60
$L419:
	addik	r19,r0,1	# 0x1
	cmpu	r18,r4,r19
	bgeid	r18,$L357
	lwi	r26,r1,56
	lwi	r23,r0,params+160
	addik	r22,r0,params+24
	lwi	r27,r1,60
	lwi	r25,r1,44
	lwi	r28,r1,124
	addk	r24,r0,r0
$L379:
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
	bneid	r4,$L379
	addk	r25,r3,r0
	brid	$L357
	swi	r3,r1,44
$L376:
	lwi	r7,r1,56
	brlid	r15,give
	
	lwi	r5,r1,116
	lwi	r3,r0,params+8
	bnei	r3,$L357
	lwi	r3,r0,-65504
	brid	$L417
	lwi	r3,r1,44
	.end	parallel_multiply
$Lfe8:
	.size	parallel_multiply,$Lfe8-parallel_multiply
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
	beqid	r3,$L421
	lwi	r5,r23,172
	bslli	r3,r22,2
	addik	r3,r3,params+84
	lwi	r7,r3,0
	beqid	r7,$L425
	bslli	r7,r7,2
	addk	r3,r0,r0
$L424:
	lw	r4,r3,r5
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L424
$L425:
	addk	r29,r19,r19
	addk	r7,r29,r0
	lwi	r6,r23,176
$L521:
	addk	r5,r22,r0
	addk	r8,r0,r0
	swi	r10,r1,84
	brlid	r15,parallel_multiply
	
	swi	r11,r1,88
	lwi	r10,r1,84
	lwi	r11,r1,88
	bneid	r22,$L435
	lwi	r30,r23,164
	beqi	r29,$L435
	beqid	r3,$L436
	lwi	r6,r23,156
	cmpu	r18,r3,r29
	bltid	r18,$L522
	addk	r5,r3,r0
$L437:
	addk	r4,r22,r0
	addk	r3,r22,r0
$L438:
	lw	r7,r4,r6
	addik	r3,r3,1
	sw	r7,r4,r30
	cmpu	r18,r5,r3
	bltid	r18,$L438
	addik	r4,r4,4
	cmpu	r18,r29,r3
	bgei	r18,$L435
$L436:
	bslli	r4,r3,2
	addk	r4,r30,r4
$L439:
	swi	r0,r4,0
	addik	r3,r3,1
	cmpu	r18,r29,r3
	bltid	r18,$L439
	addik	r4,r4,4
$L435:
	lwi	r7,r23,188
	addk	r6,r30,r0
	addk	r5,r22,r0
	swi	r10,r1,84
	brlid	r15,next_chunk
	
	swi	r11,r1,88
	lwi	r3,r23,8
	lwi	r6,r23,180
	lwi	r10,r1,84
	bneid	r3,$L441
	lwi	r11,r1,88
	beqid	r19,$L442
	lwi	r5,r23,152
	bslli	r7,r19,2
$L443:
	lw	r4,r3,r6
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L443
	lwi	r3,r23,8
	bnei	r3,$L441
$L442:
	addk	r6,r5,r0
$L441:
	lwi	r8,r23,16
	addk	r7,r19,r0
	addk	r5,r22,r0
	swi	r10,r1,84
	brlid	r15,parallel_multiply
	
	swi	r11,r1,88
	lwi	r10,r1,84
	lwi	r28,r23,168
	beqid	r22,$L444
	lwi	r11,r1,88
	addk	r6,r28,r0
	lwi	r7,r23,192
	brlid	r15,next_chunk
	
	addk	r5,r22,r0
	lwi	r3,r23,8
	lwi	r6,r23,184
	lwi	r10,r1,84
	beqid	r3,$L445
	lwi	r11,r1,88
$L446:
	addk	r31,r6,r0
$L454:
	addk	r7,r29,r0
	addk	r5,r22,r0
	addk	r8,r0,r0
	swi	r10,r1,84
	brlid	r15,parallel_multiply
	
	swi	r11,r1,88
	lwi	r10,r1,84
	bneid	r22,$L458
	lwi	r11,r1,88
	cmpu	r18,r29,r3
	bgeid	r18,$L523
	bslli	r3,r3,2
	lwi	r5,r23,156
	bslli	r4,r19,3
	addk	r3,r5,r3
	addk	r5,r5,r4
$L462:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L462
$L460:
	bneid	r19,$L524
	lwi	r6,r23,156
	addk	r4,r19,r0
	addk	r3,r19,r0
$L463:
	muli	r8,r19,-4
	bslli	r7,r3,2
	addk	r8,r28,r8
	addk	r12,r8,r0
	addk	r24,r0,r0
$L530:
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
	bltid	r18,$L530
	addik	r7,r7,4
	bslli	r8,r19,2
$L528:
	sw	r4,r8,r28
	lwi	r3,r23,8
	bneid	r3,$L466
	addk	r9,r28,r8
	lwi	r31,r23,152
$L466:
	beqid	r4,$L529
	addik	r4,r19,-1
$L471:
	beqid	r19,$L475
	addk	r26,r0,r0
	addk	r19,r22,r0
$L531:
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
	bneid	r3,$L531
	andi	r19,r4,1 #and1
$L475:
	lwi	r3,r9,0
	rsubk	r3,r19,r3
	swi	r3,r9,0
$L458:
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
$L444:
	beqid	r19,$L447
	addk	r6,r28,r0
	beqid	r3,$L448
	lwi	r5,r23,156
	cmpu	r18,r19,r3
	bltid	r18,$L525
	addk	r6,r19,r0
$L449:
	addk	r4,r22,r0
	addk	r3,r22,r0
$L450:
	lw	r7,r4,r5
	addik	r3,r3,1
	sw	r7,r4,r28
	cmpu	r18,r6,r3
	bltid	r18,$L450
	addik	r4,r4,4
	cmpu	r18,r19,r3
	bgei	r18,$L453
$L448:
	bslli	r4,r3,2
	addk	r4,r28,r4
$L452:
	swi	r0,r4,0
	addik	r3,r3,1
	cmpu	r18,r19,r3
	bltid	r18,$L452
	addik	r4,r4,4
$L453:
	lwi	r7,r23,192
	addk	r6,r28,r0
	addk	r5,r0,r0
	swi	r10,r1,84
	brlid	r15,next_chunk
	
	swi	r11,r1,88
	lwi	r3,r23,8
	lwi	r6,r23,184
	lwi	r10,r1,84
	bneid	r3,$L446
	lwi	r11,r1,88
	brid	$L477
	lwi	r5,r23,152
$L523:
	bneid	r29,$L460
	bslli	r8,r19,2
	sw	r22,r8,r28
	lwi	r3,r23,8
	bneid	r3,$L470
	addk	r9,r28,r8
	lwi	r31,r23,152
$L470:
	addik	r4,r19,-1
$L529:
	brid	$L472
	bslli	r3,r4,2
$L474:
	lw	r6,r3,r28
	lw	r5,r3,r31
	addik	r4,r4,-1
	xor	r7,r6,r5
	bneid	r7,$L526
	addik	r3,r3,-4
$L472:
	xori	r5,r4,-1
	bnei	r5,$L474
	bri	$L471
$L445:
	beqid	r19,$L455
	lwi	r5,r23,152
$L477:
	bslli	r7,r19,2
	addk	r3,r0,r0
$L456:
	lw	r4,r3,r6
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L456
	lwi	r3,r23,8
	bnei	r3,$L446
$L455:
	addk	r31,r6,r0
	brid	$L454
	addk	r6,r5,r0
$L524:
	cmpu	r18,r19,r29
	bltid	r18,$L527
	addk	r8,r19,r0
$L464:
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
$L532:
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
	bltid	r18,$L532
	addik	r7,r7,4
	lwi	r22,r1,44
	lwi	r28,r1,48
	addk	r29,r10,r0
	cmpu	r18,r10,r3
	bltid	r18,$L463
	lwi	r23,r1,36
	brid	$L528
	bslli	r8,r19,2
$L421:
	bslli	r7,r22,2
	addk	r4,r7,r0
	addik	r7,r7,params+20
	lwi	r7,r7,0
	addik	r4,r4,params+84
	lwi	r8,r4,0
	beqid	r8,$L430
	bslli	r7,r7,2
	addk	r4,r3,r0
	bslli	r8,r8,2
	addk	r5,r5,r7
$L429:
	lw	r7,r4,r5
	sw	r7,r4,r6
	addik	r4,r4,4
	xor	r7,r8,r4
	bnei	r7,$L429
$L430:
	lwi	r6,r23,152
	lwi	r7,r23,176
	beqid	r19,$L428
	bslli	r5,r19,2
$L431:
	lw	r4,r3,r7
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L431
$L428:
	addk	r29,r19,r19
	brid	$L521
	addk	r7,r29,r0
$L522:
	brid	$L437
	addk	r5,r29,r0
$L525:
	brid	$L449
	addk	r6,r3,r0
$L527:
	brid	$L464
	addk	r8,r29,r0
$L447:
	lwi	r7,r23,192
	addk	r5,r19,r0
	swi	r10,r1,84
	brlid	r15,next_chunk
	
	swi	r11,r1,88
	lwi	r3,r23,8
	lwi	r6,r23,184
	lwi	r10,r1,84
	bneid	r3,$L446
	lwi	r11,r1,88
	brid	$L455
	lwi	r5,r23,152
$L526:
	cmpu	r18,r6,r5
	bgei	r18,$L458
	bri	$L471
	.end	main
$Lfe9:
	.size	main,$Lfe9-main
	.globl	params
	.section	.data,"aw"
	.align	2
	.type	params,@object
	.size	params,268
params:
	.space	268
