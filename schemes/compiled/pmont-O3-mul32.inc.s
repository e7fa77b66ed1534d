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
 # 68 "pmont.c" 1
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
 # 68 "pmont.c" 1
	put	r4,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	beqid	r4,$L1
	addik	r6,r6,4
	lwi	r4,r6,0
 #APP
 # 68 "pmont.c" 1
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
 # 69 "pmont.c" 1
	put	r4,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r3,r3,1
	xor	r4,r7,r3
	beqid	r4,$L1
	addik	r6,r6,4
	lwi	r4,r6,0
 #APP
 # 69 "pmont.c" 1
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
 # 69 "pmont.c" 1
	put	r3,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	beqid	r3,$L1
	addik	r6,r6,4
	lwi	r3,r6,0
 #APP
 # 69 "pmont.c" 1
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
 # 69 "pmont.c" 1
	put	r3,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	xor	r3,r7,r5
	beqid	r3,$L1
	addik	r6,r6,4
	lwi	r3,r6,0
 #APP
 # 69 "pmont.c" 1
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
 # 69 "pmont.c" 1
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
 # 69 "pmont.c" 1
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
 # 68 "pmont.c" 1
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
 # 68 "pmont.c" 1
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
 # 68 "pmont.c" 1
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
 # 68 "pmont.c" 1
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
 # 69 "pmont.c" 1
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
 # 69 "pmont.c" 1
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
 # 69 "pmont.c" 1
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
 # 68 "pmont.c" 1
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
 # 68 "pmont.c" 1
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
 # 77 "pmont.c" 1
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
	.ent	take
	.type	take, @function
take:
	.frame	r1,0,r15		# vars= 0, regs= 0, args= 0
	.mask	0x00000000
	addik	r7,r0,params
	lwi	r4,r7,8
	bnei	r4,$L274
	bslli	r5,r5,2
	addik	r5,r5,params+196
	lwi	r6,r5,0
	lwi	r7,r7,160
	lwi	r3,r6,0
	beqi	r3,$L174
	bslli	r8,r3,2
	addik	r6,r6,4
$L229:
	lw	r5,r4,r6
	sw	r5,r4,r7
	addik	r4,r4,4
	xor	r5,r4,r8
	bnei	r5,$L229
$L174:
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L274:
	xori	r4,r5,8
	beqi	r4,$L176
	addik	r4,r0,8	# 0x8
	cmpu	r18,r5,r4
	bltid	r18,$L177
	xori	r4,r5,4
	beqid	r4,$L178
	addik	r3,r0,4	# 0x4
	cmpu	r18,r5,r3
	bgeid	r18,$L275
	xori	r4,r5,2
	xori	r4,r5,6
	beqi	r4,$L184
	xori	r5,r5,7
	bnei	r5,$L276
 #APP
 # 77 "pmont.c" 1
	get	r3,rfsl7
 # 0 "" 2
 #NO_APP
	beqid	r3,$L174
	lwi	r4,r7,160
$L219:
 #APP
 # 77 "pmont.c" 1
	get	r6,rfsl7
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r6,r4,0
	xor	r6,r5,r3
	beqid	r6,$L174
	addik	r4,r4,4
 #APP
 # 77 "pmont.c" 1
	get	r6,rfsl7
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r6,r4,0
	xor	r6,r5,r3
	bneid	r6,$L219
	addik	r4,r4,4
	bri	$L174
$L275:
	beqi	r4,$L180
	xori	r4,r5,3
	bnei	r4,$L277
 #APP
 # 77 "pmont.c" 1
	get	r3,rfsl3
 # 0 "" 2
 #NO_APP
	beqid	r3,$L174
	lwi	r5,r7,160
$L215:
 #APP
 # 77 "pmont.c" 1
	get	r6,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r4,r3
	beqid	r6,$L174
	addik	r5,r5,4
 #APP
 # 77 "pmont.c" 1
	get	r6,rfsl3
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r4,r3
	bneid	r6,$L215
	addik	r5,r5,4
	bri	$L174
$L177:
	xori	r4,r5,12
	beqi	r4,$L187
	addik	r4,r0,12	# 0xc
	cmpu	r18,r5,r4
	bgeid	r18,$L278
	xori	r4,r5,14
	beqi	r4,$L192
	xori	r4,r5,15
	bnei	r4,$L279
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl15
 # 0 "" 2
 #NO_APP
	beqid	r3,$L174
	lwi	r5,r7,160
$L227:
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r4,r3
	beqid	r6,$L174
	addik	r5,r5,4
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl15
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r4,r3
	bneid	r6,$L227
	addik	r5,r5,4
	bri	$L174
$L278:
	xori	r4,r5,10
	beqi	r4,$L189
	xori	r5,r5,11
	bnei	r5,$L280
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl11
 # 0 "" 2
 #NO_APP
	beqid	r3,$L174
	lwi	r4,r7,160
$L223:
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r6,r4,0
	xor	r6,r5,r3
	beqid	r6,$L174
	addik	r4,r4,4
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl11
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r6,r4,0
	xor	r6,r5,r3
	bneid	r6,$L223
	addik	r4,r4,4
	bri	$L174
$L279:
	xori	r5,r5,13
	bnei	r5,$L174
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl13
 # 0 "" 2
 #NO_APP
	beqid	r3,$L174
	lwi	r4,r7,160
$L225:
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r6,r4,0
	xor	r6,r5,r3
	beqid	r6,$L174
	addik	r4,r4,4
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl13
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r6,r4,0
	xor	r6,r5,r3
	bneid	r6,$L225
	addik	r4,r4,4
	bri	$L174
$L280:
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl9
 # 0 "" 2
 #NO_APP
	addk	r5,r0,r0
	beqid	r3,$L174
	lwi	r4,r7,160
$L221:
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl9
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r6,r4,0
	xor	r6,r5,r3
	bneid	r6,$L221
	addik	r4,r4,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L176:
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl8
 # 0 "" 2
 #NO_APP
	beqid	r3,$L174
	lwi	r5,r7,160
$L220:
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl8
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r3,r4
	bneid	r6,$L220
	addik	r5,r5,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L178:
 #APP
 # 77 "pmont.c" 1
	get	r3,rfsl4
 # 0 "" 2
 #NO_APP
	beqid	r3,$L174
	lwi	r5,r7,160
$L216:
 #APP
 # 77 "pmont.c" 1
	get	r6,rfsl4
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r4,r3
	bneid	r6,$L216
	addik	r5,r5,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L184:
 #APP
 # 77 "pmont.c" 1
	get	r3,rfsl6
 # 0 "" 2
 #NO_APP
	beqid	r3,$L174
	lwi	r5,r7,160
$L218:
 #APP
 # 77 "pmont.c" 1
	get	r6,rfsl6
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r3,r4
	bneid	r6,$L218
	addik	r5,r5,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L276:
 #APP
 # 77 "pmont.c" 1
	get	r3,rfsl5
 # 0 "" 2
 #NO_APP
	addk	r5,r0,r0
	beqid	r3,$L174
	lwi	r4,r7,160
$L217:
 #APP
 # 77 "pmont.c" 1
	get	r6,rfsl5
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r6,r4,0
	xor	r6,r5,r3
	bneid	r6,$L217
	addik	r4,r4,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L180:
 #APP
 # 77 "pmont.c" 1
	get	r3,rfsl2
 # 0 "" 2
 #NO_APP
	beqid	r3,$L174
	lwi	r5,r7,160
$L214:
 #APP
 # 77 "pmont.c" 1
	get	r6,rfsl2
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r4,r3
	bneid	r6,$L214
	addik	r5,r5,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L187:
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl12
 # 0 "" 2
 #NO_APP
	beqid	r3,$L174
	lwi	r5,r7,160
$L224:
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl12
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r3,r4
	bneid	r6,$L224
	addik	r5,r5,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L192:
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl14
 # 0 "" 2
 #NO_APP
	beqid	r3,$L174
	lwi	r5,r7,160
$L226:
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl14
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r4,r3
	bneid	r6,$L226
	addik	r5,r5,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L189:
 #APP
 # 78 "pmont.c" 1
	get	r3,rfsl10
 # 0 "" 2
 #NO_APP
	beqid	r3,$L174
	lwi	r5,r7,160
$L222:
 #APP
 # 78 "pmont.c" 1
	get	r6,rfsl10
 # 0 "" 2
 #NO_APP
	addik	r4,r4,1
	swi	r6,r5,0
	xor	r6,r3,r4
	bneid	r6,$L222
	addik	r5,r5,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L277:
	beqi	r5,$L281
 #APP
 # 77 "pmont.c" 1
	get	r3,rfsl1
 # 0 "" 2
 #NO_APP
	addk	r5,r0,r0
	beqid	r3,$L174
	lwi	r4,r7,160
$L213:
 #APP
 # 77 "pmont.c" 1
	get	r6,rfsl1
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r6,r4,0
	xor	r6,r5,r3
	bneid	r6,$L213
	addik	r4,r4,4
	rtsd	r15,8 
	nop		# Unfilled delay slot

$L281:
 #APP
 # 77 "pmont.c" 1
	get	r3,rfsl0
 # 0 "" 2
 #NO_APP
	beqid	r3,$L174
	lwi	r4,r7,160
$L212:
 #APP
 # 77 "pmont.c" 1
	get	r6,rfsl0
 # 0 "" 2
 #NO_APP
	addik	r5,r5,1
	swi	r6,r4,0
	xor	r6,r5,r3
	bneid	r6,$L212
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
	bneid	r3,$L318
	addk	r7,r8,r0
	bslli	r5,r5,2
	addik	r5,r5,params+196
	lwi	r8,r5,0
	swi	r7,r8,0
	beqi	r7,$L326
	bslli	r4,r7,2
	addik	r8,r8,4
$L306:
	lw	r5,r3,r6
	sw	r5,r3,r8
	addik	r3,r3,4
	xor	r5,r4,r3
	bnei	r5,$L306
	rtsd	r15, 8
	nop		# Unfilled delay slot

$L326:
	rtsd	r15, 8
	nop		# Unfilled delay slot

$L318:
	addik	r1,r1,-28
	xori	r3,r4,8
	beqid	r3,$L284
	swi	r15,r1,0
	addik	r3,r0,8	# 0x8
	cmpu	r18,r4,r3
	bltid	r18,$L285
	xori	r3,r4,4
	beqid	r3,$L286
	addik	r3,r0,4	# 0x4
	cmpu	r18,r4,r3
	bgeid	r18,$L319
	xori	r3,r4,2
	xori	r3,r4,6
	beqid	r3,$L292
	xori	r3,r4,7
	bnei	r3,$L320
 #APP
 # 68 "pmont.c" 1
	put	r8,rfsl7
 # 0 "" 2
 #NO_APP
$L303:
	brlid	r15,link_send
	
	addk	r5,r4,r0
	lwi	r15,r1,0
	rtsd	r15,8 
	
	addik	r1,r1,28
$L319:
	beqid	r3,$L288
	xori	r3,r4,3
	bnei	r3,$L321
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
$L285:
	xori	r3,r4,12
	beqid	r3,$L295
	addik	r3,r0,12	# 0xc
	cmpu	r18,r4,r3
	bgeid	r18,$L322
	xori	r3,r4,14
	beqid	r3,$L300
	xori	r3,r4,15
	bneid	r3,$L323
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
$L322:
	xori	r3,r4,10
	beqid	r3,$L297
	xori	r3,r4,11
	bnei	r3,$L324
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
$L323:
	bnei	r3,$L303
 #APP
 # 69 "pmont.c" 1
	put	r8,rfsl13
 # 0 "" 2
 #NO_APP
	bri	$L303
$L284:
 #APP
 # 69 "pmont.c" 1
	put	r8,rfsl8
 # 0 "" 2
 #NO_APP
	bri	$L303
$L324:
 #APP
 # 69 "pmont.c" 1
	put	r8,rfsl9
 # 0 "" 2
 #NO_APP
	bri	$L303
$L297:
 #APP
 # 69 "pmont.c" 1
	put	r8,rfsl10
 # 0 "" 2
 #NO_APP
	bri	$L303
$L300:
 #APP
 # 69 "pmont.c" 1
	put	r8,rfsl14
 # 0 "" 2
 #NO_APP
	bri	$L303
$L295:
 #APP
 # 69 "pmont.c" 1
	put	r8,rfsl12
 # 0 "" 2
 #NO_APP
	bri	$L303
$L288:
 #APP
 # 68 "pmont.c" 1
	put	r8,rfsl2
 # 0 "" 2
 #NO_APP
	bri	$L303
$L320:
 #APP
 # 68 "pmont.c" 1
	put	r8,rfsl5
 # 0 "" 2
 #NO_APP
	bri	$L303
$L292:
 #APP
 # 68 "pmont.c" 1
	put	r8,rfsl6
 # 0 "" 2
 #NO_APP
	bri	$L303
$L286:
 #APP
 # 68 "pmont.c" 1
	put	r8,rfsl4
 # 0 "" 2
 #NO_APP
	bri	$L303
$L321:
	beqi	r4,$L325
 #APP
 # 68 "pmont.c" 1
	put	r8,rfsl1
 # 0 "" 2
 #NO_APP
	bri	$L303
$L325:
 #APP
 # 68 "pmont.c" 1
	put	r8,rfsl0
 # 0 "" 2
 #NO_APP
	bri	$L303
	.end	give
$Lfe5:
	.size	give,$Lfe5-give
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
	bgeid	r18,$L329
	swi	r6,r1,60
	swi	r3,r1,44
$L329:
	lwi	r4,r0,params+156
	lwi	r6,r1,128
	lwi	r5,r0,params+148
	beqid	r6,$L332
	swi	r4,r1,56
	lwi	r4,r1,52
	lwi	r6,r1,64
	rsubk	r4,r6,r4
	beqid	r4,$L332
	swi	r4,r1,128
	lwi	r3,r1,44
$L332:
	beqid	r3,$L333
	bslli	r4,r3,2
	lwi	r3,r1,56
	addk	r4,r4,r3
$L334:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r6,r4,r3
	bnei	r6,$L334
$L333:
	lwi	r3,r1,48
	beqid	r3,$L344
	addk	r6,r0,r0
	lwi	r30,r1,56
	addk	r31,r6,r0
	addk	r19,r6,r0
	swi	r6,r1,32
	swi	r5,r1,36
$L343:
	lwi	r3,r1,36
	lwi	r4,r1,128
	bneid	r4,$L338
	lwi	r26,r3,0
	lwi	r4,r1,52
	lwi	r5,r1,32
	addk	r5,r4,r5
	swi	r5,r1,40
$L339:
	beqid	r4,$L389
	lwi	r5,r1,44
	bslli	r27,r4,2
	addk	r4,r19,r0
	addk	r29,r0,r0
$L341:
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
	bneid	r3,$L341
	lwi	r5,r1,44
$L389:
	lwi	r6,r1,40
	cmpu	r18,r5,r6
	bgeid	r18,$L342
	lwi	r5,r1,56
	bslli	r3,r6,2
	sw	r4,r3,r5
$L342:
	lwi	r6,r1,32
	lwi	r5,r1,36
	lwi	r4,r1,48
	addik	r6,r6,1
	addik	r5,r5,4
	swi	r6,r1,32
	xor	r3,r4,r6
	swi	r5,r1,36
	bneid	r3,$L343
	addik	r30,r30,4
$L344:
	lwi	r4,r1,60
	xori	r3,r4,1
	beqi	r3,$L328
	lwi	r6,r0,params+12
	beqid	r6,$L345
	addik	r22,r0,1	# 0x1
	lwi	r6,r1,60
	addik	r23,r0,-65504
	cmpu	r18,r6,r22
	bgeid	r18,$L328
	lwi	r27,r1,56
	lwi	r28,r1,64
	lwi	r19,r1,60
	lwi	r26,r1,44
	lwi	r25,r1,116
	brid	$L346
	lwi	r29,r1,124
$L356:
	cmpu	r18,r19,r22
	bgei	r18,$L387
$L346:
	addik	r3,r19,1
	addk	r24,r19,r0
	srl	r19,r3
	cmpu	r18,r19,r25
	bltid	r18,$L352
	addk	r8,r26,r0
	addk	r7,r27,r0
	addk	r5,r25,r0
	cmpu	r18,r24,r25
	bgeid	r18,$L352
	rsubk	r6,r19,r25
	brlid	r15,give
	nop		# Unfilled delay slot

$L352:
	lwi	r3,r0,params+8
	bneid	r3,$L355
	rsubk	r24,r19,r24
	lwi	r3,r23,0
$L355:
	cmpu	r18,r24,r25
	bgeid	r18,$L356
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
	bltid	r18,$L346
	addk	r26,r3,r0
$L387:
	swi	r26,r1,44
$L328:
	lwi	r3,r1,44
$L388:
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
$L338:
	lwi	r3,r1,32
	swi	r4,r1,40
	brid	$L339
	rsubk	r4,r3,r4
$L345:
	lwi	r3,r1,116
	bneid	r3,$L347
	lwi	r8,r1,44
	lwi	r3,r0,params+8
	bneid	r3,$L390
	lwi	r4,r1,60
	lwi	r3,r0,-65504
	lwi	r4,r1,60
$L390:
	addik	r19,r0,1	# 0x1
	cmpu	r18,r4,r19
	bgeid	r18,$L328
	lwi	r26,r1,56
	lwi	r23,r0,params+160
	addik	r22,r0,params+24
	lwi	r27,r1,60
	lwi	r25,r1,44
	lwi	r28,r1,124
	addk	r24,r0,r0
$L350:
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
	bneid	r4,$L350
	addk	r25,r3,r0
	brid	$L328
	swi	r3,r1,44
$L347:
	lwi	r7,r1,56
	brlid	r15,give
	
	lwi	r5,r1,116
	lwi	r3,r0,params+8
	bnei	r3,$L328
	lwi	r3,r0,-65504
	brid	$L388
	lwi	r3,r1,44
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
	lwi	r22,r0,-65528
	lwi	r4,r0,-65536
	lwi	r3,r23,8
	lwi	r19,r23,0
	swi	r4,r23,260
	lwi	r6,r23,148
	beqid	r3,$L392
	lwi	r5,r23,172
	bslli	r3,r22,2
	addik	r3,r3,params+84
	lwi	r7,r3,0
	beqid	r7,$L396
	bslli	r7,r7,2
	addk	r3,r0,r0
$L395:
	lw	r4,r3,r5
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L395
$L396:
	addk	r29,r19,r19
	addk	r7,r29,r0
	lwi	r6,r23,176
$L492:
	addk	r5,r22,r0
	addk	r8,r0,r0
	swi	r10,r1,84
	brlid	r15,parallel_multiply
	
	swi	r11,r1,88
	lwi	r10,r1,84
	lwi	r11,r1,88
	bneid	r22,$L406
	lwi	r30,r23,164
	beqi	r29,$L406
	beqid	r3,$L407
	lwi	r6,r23,156
	cmpu	r18,r3,r29
	bltid	r18,$L493
	addk	r5,r3,r0
$L408:
	addk	r4,r22,r0
	addk	r3,r22,r0
$L409:
	lw	r7,r4,r6
	addik	r3,r3,1
	sw	r7,r4,r30
	cmpu	r18,r5,r3
	bltid	r18,$L409
	addik	r4,r4,4
	cmpu	r18,r29,r3
	bgei	r18,$L406
$L407:
	bslli	r4,r3,2
	addk	r4,r30,r4
$L410:
	swi	r0,r4,0
	addik	r3,r3,1
	cmpu	r18,r29,r3
	bltid	r18,$L410
	addik	r4,r4,4
$L406:
	lwi	r7,r23,188
	addk	r6,r30,r0
	addk	r5,r22,r0
	swi	r10,r1,84
	brlid	r15,next_chunk
	
	swi	r11,r1,88
	lwi	r3,r23,8
	lwi	r6,r23,180
	lwi	r10,r1,84
	bneid	r3,$L412
	lwi	r11,r1,88
	beqid	r19,$L413
	lwi	r5,r23,152
	bslli	r7,r19,2
$L414:
	lw	r4,r3,r6
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L414
	lwi	r3,r23,8
	bnei	r3,$L412
$L413:
	addk	r6,r5,r0
$L412:
	lwi	r8,r23,16
	addk	r7,r19,r0
	addk	r5,r22,r0
	swi	r10,r1,84
	brlid	r15,parallel_multiply
	
	swi	r11,r1,88
	lwi	r10,r1,84
	lwi	r28,r23,168
	beqid	r22,$L415
	lwi	r11,r1,88
	addk	r6,r28,r0
	lwi	r7,r23,192
	brlid	r15,next_chunk
	
	addk	r5,r22,r0
	lwi	r3,r23,8
	lwi	r6,r23,184
	lwi	r10,r1,84
	beqid	r3,$L416
	lwi	r11,r1,88
$L417:
	addk	r31,r6,r0
$L425:
	addk	r7,r29,r0
	addk	r5,r22,r0
	addk	r8,r0,r0
	swi	r10,r1,84
	brlid	r15,parallel_multiply
	
	swi	r11,r1,88
	lwi	r10,r1,84
	bneid	r22,$L429
	lwi	r11,r1,88
	cmpu	r18,r29,r3
	bgeid	r18,$L494
	bslli	r3,r3,2
	lwi	r5,r23,156
	bslli	r4,r19,3
	addk	r3,r5,r3
	addk	r5,r5,r4
$L433:
	swi	r0,r3,0
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L433
$L431:
	bneid	r19,$L495
	lwi	r6,r23,156
	addk	r4,r19,r0
	addk	r3,r19,r0
$L434:
	muli	r8,r19,-4
	bslli	r7,r3,2
	addk	r8,r28,r8
	addk	r12,r8,r0
	addk	r24,r0,r0
$L501:
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
	bltid	r18,$L501
	addik	r7,r7,4
	bslli	r8,r19,2
$L499:
	sw	r4,r8,r28
	lwi	r3,r23,8
	bneid	r3,$L437
	addk	r9,r28,r8
	lwi	r31,r23,152
$L437:
	beqid	r4,$L500
	addik	r4,r19,-1
$L442:
	beqid	r19,$L446
	addk	r26,r0,r0
	addk	r19,r22,r0
$L502:
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
	bneid	r3,$L502
	andi	r19,r4,1 #and1
$L446:
	lwi	r3,r9,0
	rsubk	r3,r19,r3
	swi	r3,r9,0
$L429:
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
$L415:
	beqid	r19,$L418
	addk	r6,r28,r0
	beqid	r3,$L419
	lwi	r5,r23,156
	cmpu	r18,r19,r3
	bltid	r18,$L496
	addk	r6,r19,r0
$L420:
	addk	r4,r22,r0
	addk	r3,r22,r0
$L421:
	lw	r7,r4,r5
	addik	r3,r3,1
	sw	r7,r4,r28
	cmpu	r18,r6,r3
	bltid	r18,$L421
	addik	r4,r4,4
	cmpu	r18,r19,r3
	bgei	r18,$L424
$L419:
	bslli	r4,r3,2
	addk	r4,r28,r4
$L423:
	swi	r0,r4,0
	addik	r3,r3,1
	cmpu	r18,r19,r3
	bltid	r18,$L423
	addik	r4,r4,4
$L424:
	lwi	r7,r23,192
	addk	r6,r28,r0
	addk	r5,r0,r0
	swi	r10,r1,84
	brlid	r15,next_chunk
	
	swi	r11,r1,88
	lwi	r3,r23,8
	lwi	r6,r23,184
	lwi	r10,r1,84
	bneid	r3,$L417
	lwi	r11,r1,88
	brid	$L448
	lwi	r5,r23,152
$L494:
	bneid	r29,$L431
	bslli	r8,r19,2
	sw	r22,r8,r28
	lwi	r3,r23,8
	bneid	r3,$L441
	addk	r9,r28,r8
	lwi	r31,r23,152
$L441:
	addik	r4,r19,-1
$L500:
	brid	$L443
	bslli	r3,r4,2
$L445:
	lw	r6,r3,r28
	lw	r5,r3,r31
	addik	r4,r4,-1
	xor	r7,r6,r5
	bneid	r7,$L497
	addik	r3,r3,-4
$L443:
	xori	r5,r4,-1
	bnei	r5,$L445
	bri	$L442
$L416:
	beqid	r19,$L426
	lwi	r5,r23,152
$L448:
	bslli	r7,r19,2
	addk	r3,r0,r0
$L427:
	lw	r4,r3,r6
	sw	r4,r3,r5
	addik	r3,r3,4
	xor	r4,r7,r3
	bnei	r4,$L427
	lwi	r3,r23,8
	bnei	r3,$L417
$L426:
	addk	r31,r6,r0
	brid	$L425
	addk	r6,r5,r0
$L495:
	cmpu	r18,r19,r29
	bltid	r18,$L498
	addk	r8,r19,r0
$L435:
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
$L503:
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
	bltid	r18,$L503
	addik	r7,r7,4
	lwi	r22,r1,44
	lwi	r28,r1,48
	addk	r29,r10,r0
	cmpu	r18,r10,r3
	bltid	r18,$L434
	lwi	r23,r1,36
	brid	$L499
	bslli	r8,r19,2
$L392:
	bslli	r7,r22,2
	addk	r4,r7,r0
	addik	r7,r7,params+20
	lwi	r7,r7,0
	addik	r4,r4,params+84
	lwi	r8,r4,0
	beqid	r8,$L401
	bslli	r7,r7,2
	addk	r4,r3,r0
	bslli	r8,r8,2
	addk	r5,r5,r7
$L400:
	lw	r7,r4,r5
	sw	r7,r4,r6
	addik	r4,r4,4
	xor	r7,r8,r4
	bnei	r7,$L400
$L401:
	lwi	r6,r23,152
	lwi	r7,r23,176
	beqid	r19,$L399
	bslli	r5,r19,2
$L402:
	lw	r4,r3,r7
	sw	r4,r3,r6
	addik	r3,r3,4
	xor	r4,r5,r3
	bnei	r4,$L402
$L399:
	addk	r29,r19,r19
	brid	$L492
	addk	r7,r29,r0
$L493:
	brid	$L408
	addk	r5,r29,r0
$L496:
	brid	$L420
	addk	r6,r3,r0
$L498:
	brid	$L435
	addk	r8,r29,r0
$L418:
	lwi	r7,r23,192
	addk	r5,r19,r0
	swi	r10,r1,84
	brlid	r15,next_chunk
	
	swi	r11,r1,88
	lwi	r3,r23,8
	lwi	r6,r23,184
	lwi	r10,r1,84
	bneid	r3,$L417
	lwi	r11,r1,88
	brid	$L426
	lwi	r5,r23,152
$L497:
	cmpu	r18,r6,r5
	bgei	r18,$L429
	bri	$L442
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
