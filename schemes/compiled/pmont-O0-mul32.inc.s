	.text
	.align	2
	.ent	final_subtraction
	.type	final_subtraction, @function
final_subtraction:
	.frame	r19,44,r15		# vars= 20, regs= 5, args= 0
	.mask	0x03c80000
	addik	r1,r1,-44
	swi	r19,r1,24
	swi	r22,r1,28
	swi	r23,r1,32
	swi	r24,r1,36
	swi	r25,r1,40
	addk	r19,r1,r0
	swi	r5,r19,48
	swi	r6,r19,52
	swi	r7,r19,56
	lwi	r3,r19,56
	bslli	r3,r3,2
	lwi	r4,r19,48
	addk	r3,r4,r3
	lwi	r3,r3,0
	rsubk	r4,r3,r0
	or	r3,r4,r3
	bsrli	r3,r3,31
	andi	r3,r3,0x00ff
	swi	r3,r19,8
	lwi	r3,r19,8
	bnei	r3,$L2
	addik	r3,r0,1	# 0x1
	swi	r3,r19,8
	lwi	r3,r19,56
	swi	r3,r19,4
	bri	$L3
$L5:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,48
	addk	r3,r4,r3
	lwi	r4,r3,0
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r5,r19,52
	addk	r3,r5,r3
	lwi	r3,r3,0
	xor	r3,r4,r3
	beqi	r3,$L3
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,48
	addk	r3,r4,r3
	lwi	r4,r3,0
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r5,r19,52
	addk	r3,r5,r3
	lwi	r3,r3,0
	addik	r5,r0,1	# 0x1
	cmpu	r18,r4,r3
	blti	r18,$L4
	addk	r5,r0,r0
$L4:
	andi	r3,r5,0x00ff
	swi	r3,r19,8
	bri	$L2
$L3:
	lwi	r3,r19,4
	addik	r4,r3,-1
	swi	r4,r19,4
	bnei	r3,$L5
$L2:
	lwi	r3,r19,8
	beqi	r3,$L9
	swi	r0,r19,12
	swi	r0,r19,4
	bri	$L7
$L8:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,48
	addk	r3,r4,r3
	lwi	r3,r3,0
	addk	r9,r3,r0
	addk	r8,r0,r0
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,52
	addk	r3,r4,r3
	lwi	r3,r3,0
	addk	r11,r3,r0
	addk	r10,r0,r0
	rsub	r7,r11,r9
	rsubc	r6,r10,r8
	lwi	r3,r19,12
	addk	r23,r3,r0
	addk	r22,r0,r0
	rsub	r5,r23,r7
	rsubc	r4,r22,r6
	swi	r4,r19,16
	swi	r5,r19,20
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,48
	addk	r3,r4,r3
	lwi	r4,r19,20
	swi	r4,r3,0
	lwi	r3,r19,16
	bsrli	r25,r3,0
	addk	r24,r0,r0
	addk	r3,r25,r0
	andi	r3,r3,1 #and1
	swi	r3,r19,12
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L7:
	lwi	r4,r19,4
	lwi	r3,r19,56
	cmpu	r18,r3,r4
	blti	r18,$L8
	lwi	r3,r19,56
	bslli	r3,r3,2
	lwi	r4,r19,48
	addk	r3,r4,r3
	lwi	r5,r3,0
	lwi	r3,r19,56
	bslli	r3,r3,2
	lwi	r4,r19,48
	addk	r3,r4,r3
	lwi	r4,r19,12
	rsubk	r4,r4,r5
	swi	r4,r3,0
$L9:
	nop
	addk	r1,r19,r0
	lwi	r19,r1,24
	lwi	r22,r1,28
	lwi	r23,r1,32
	lwi	r24,r1,36
	lwi	r25,r1,40
	addik	r1,r1,44
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	final_subtraction
$Lfe1:
	.size	final_subtraction,$Lfe1-final_subtraction
	.align	2
	.ent	montsim_timer
	.type	montsim_timer, @function
montsim_timer:
	.frame	r19,8,r15		# vars= 0, regs= 1, args= 0
	.mask	0x00080000
	addik	r1,r1,-8
	swi	r19,r1,4
	addk	r19,r1,r0
	addik	r3,r0,-65536
	lwi	r3,r3,0
	addk	r1,r19,r0
	lwi	r19,r1,4
	addik	r1,r1,8
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	montsim_timer
$Lfe2:
	.size	montsim_timer,$Lfe2-montsim_timer
	.align	2
	.ent	montsim_core_id
	.type	montsim_core_id, @function
montsim_core_id:
	.frame	r19,8,r15		# vars= 0, regs= 1, args= 0
	.mask	0x00080000
	addik	r1,r1,-8
	swi	r19,r1,4
	addk	r19,r1,r0
	addik	r3,r0,-65528
	lwi	r3,r3,0
	addk	r1,r19,r0
	lwi	r19,r1,4
	addik	r1,r1,8
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	montsim_core_id
$Lfe3:
	.size	montsim_core_id,$Lfe3-montsim_core_id
	.globl	params
	.section	.data,"aw"
	.align	2
	.type	params,@object
	.size	params,280
params:
	.space	280
	.text
	.align	2
	.ent	link_send
	.type	link_send, @function
link_send:
	.frame	r19,12,r15		# vars= 4, regs= 1, args= 0
	.mask	0x00080000
	addik	r1,r1,-12
	swi	r19,r1,8
	addk	r19,r1,r0
	swi	r5,r19,16
	swi	r6,r19,20
	swi	r7,r19,24
	lwi	r3,r19,16
	xori	r3,r3,15
	beqi	r3,$L15
	lwi	r4,r19,16
	addik	r3,r0,15	# 0xf
	cmpu	r18,r4,r3
	blti	r18,$L64
	lwi	r3,r19,16
	xori	r3,r3,14
	beqi	r3,$L17
	lwi	r4,r19,16
	addik	r3,r0,14	# 0xe
	cmpu	r18,r4,r3
	blti	r18,$L64
	lwi	r3,r19,16
	xori	r3,r3,13
	beqi	r3,$L18
	lwi	r4,r19,16
	addik	r3,r0,13	# 0xd
	cmpu	r18,r4,r3
	blti	r18,$L64
	lwi	r3,r19,16
	xori	r3,r3,12
	beqi	r3,$L19
	lwi	r4,r19,16
	addik	r3,r0,12	# 0xc
	cmpu	r18,r4,r3
	blti	r18,$L64
	lwi	r3,r19,16
	xori	r3,r3,11
	beqi	r3,$L20
	lwi	r4,r19,16
	addik	r3,r0,11	# 0xb
	cmpu	r18,r4,r3
	blti	r18,$L64
	lwi	r3,r19,16
	xori	r3,r3,10
	beqi	r3,$L21
	lwi	r4,r19,16
	addik	r3,r0,10	# 0xa
	cmpu	r18,r4,r3
	blti	r18,$L64
	lwi	r3,r19,16
	xori	r3,r3,9
	beqi	r3,$L22
	lwi	r4,r19,16
	addik	r3,r0,9	# 0x9
	cmpu	r18,r4,r3
	blti	r18,$L64
	lwi	r3,r19,16
	xori	r3,r3,8
	beqi	r3,$L23
	lwi	r4,r19,16
	addik	r3,r0,8	# 0x8
	cmpu	r18,r4,r3
	blti	r18,$L64
	lwi	r3,r19,16
	xori	r3,r3,7
	beqi	r3,$L24
	lwi	r4,r19,16
	addik	r3,r0,7	# 0x7
	cmpu	r18,r4,r3
	blti	r18,$L64
	lwi	r3,r19,16
	xori	r3,r3,6
	beqi	r3,$L25
	lwi	r4,r19,16
	addik	r3,r0,6	# 0x6
	cmpu	r18,r4,r3
	blti	r18,$L64
	lwi	r3,r19,16
	xori	r3,r3,5
	beqi	r3,$L26
	lwi	r4,r19,16
	addik	r3,r0,5	# 0x5
	cmpu	r18,r4,r3
	blti	r18,$L64
	lwi	r3,r19,16
	xori	r3,r3,4
	beqi	r3,$L27
	lwi	r4,r19,16
	addik	r3,r0,4	# 0x4
	cmpu	r18,r4,r3
	blti	r18,$L64
	lwi	r3,r19,16
	xori	r3,r3,3
	beqi	r3,$L28
	lwi	r4,r19,16
	addik	r3,r0,3	# 0x3
	cmpu	r18,r4,r3
	blti	r18,$L64
	lwi	r3,r19,16
	xori	r3,r3,2
	beqi	r3,$L29
	lwi	r4,r19,16
	addik	r3,r0,2	# 0x2
	cmpu	r18,r4,r3
	blti	r18,$L64
	lwi	r3,r19,16
	beqi	r3,$L30
	lwi	r3,r19,16
	xori	r3,r3,1
	beqi	r3,$L31
	bri	$L64
$L30:
	swi	r0,r19,4
	bri	$L32
$L33:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
	lwi	r3,r3,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl0
 # 0 "" 2
 #NO_APP
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L32:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L33
	bri	$L16
$L31:
	swi	r0,r19,4
	bri	$L34
$L35:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
	lwi	r3,r3,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl1
 # 0 "" 2
 #NO_APP
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L34:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L35
	bri	$L16
$L29:
	swi	r0,r19,4
	bri	$L36
$L37:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
	lwi	r3,r3,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl2
 # 0 "" 2
 #NO_APP
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L36:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L37
	bri	$L16
$L28:
	swi	r0,r19,4
	bri	$L38
$L39:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
	lwi	r3,r3,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl3
 # 0 "" 2
 #NO_APP
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L38:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L39
	bri	$L16
$L27:
	swi	r0,r19,4
	bri	$L40
$L41:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
	lwi	r3,r3,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl4
 # 0 "" 2
 #NO_APP
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L40:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L41
	bri	$L16
$L26:
	swi	r0,r19,4
	bri	$L42
$L43:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
	lwi	r3,r3,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl5
 # 0 "" 2
 #NO_APP
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L42:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L43
	bri	$L16
$L25:
	swi	r0,r19,4
	bri	$L44
$L45:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
	lwi	r3,r3,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl6
 # 0 "" 2
 #NO_APP
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L44:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L45
	bri	$L16
$L24:
	swi	r0,r19,4
	bri	$L46
$L47:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
	lwi	r3,r3,0
 #APP
 # 82 "pmont.c" 1
	put	r3,rfsl7
 # 0 "" 2
 #NO_APP
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L46:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L47
	bri	$L16
$L23:
	swi	r0,r19,4
	bri	$L48
$L49:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
	lwi	r3,r3,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl8
 # 0 "" 2
 #NO_APP
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L48:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L49
	bri	$L16
$L22:
	swi	r0,r19,4
	bri	$L50
$L51:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
	lwi	r3,r3,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl9
 # 0 "" 2
 #NO_APP
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L50:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L51
	bri	$L16
$L21:
	swi	r0,r19,4
	bri	$L52
$L53:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
	lwi	r3,r3,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl10
 # 0 "" 2
 #NO_APP
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L52:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L53
	bri	$L16
$L20:
	swi	r0,r19,4
	bri	$L54
$L55:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
	lwi	r3,r3,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl11
 # 0 "" 2
 #NO_APP
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L54:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L55
	bri	$L16
$L19:
	swi	r0,r19,4
	bri	$L56
$L57:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
	lwi	r3,r3,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl12
 # 0 "" 2
 #NO_APP
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L56:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L57
	bri	$L16
$L18:
	swi	r0,r19,4
	bri	$L58
$L59:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
	lwi	r3,r3,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl13
 # 0 "" 2
 #NO_APP
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L58:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L59
	bri	$L16
$L17:
	swi	r0,r19,4
	bri	$L60
$L61:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
	lwi	r3,r3,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl14
 # 0 "" 2
 #NO_APP
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L60:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L61
	bri	$L16
$L15:
	swi	r0,r19,4
	bri	$L62
$L63:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
	lwi	r3,r3,0
 #APP
 # 83 "pmont.c" 1
	put	r3,rfsl15
 # 0 "" 2
 #NO_APP
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L62:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L63
$L16:
$L64:
	nop
	addk	r1,r19,r0
	lwi	r19,r1,8
	addik	r1,r1,12
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	link_send
$Lfe4:
	.size	link_send,$Lfe4-link_send
	.align	2
	.ent	link_recv
	.type	link_recv, @function
link_recv:
	.frame	r19,12,r15		# vars= 4, regs= 1, args= 0
	.mask	0x00080000
	addik	r1,r1,-12
	swi	r19,r1,8
	addk	r19,r1,r0
	swi	r5,r19,16
	swi	r6,r19,20
	swi	r7,r19,24
	lwi	r3,r19,16
	xori	r3,r3,15
	beqi	r3,$L66
	lwi	r4,r19,16
	addik	r3,r0,15	# 0xf
	cmpu	r18,r4,r3
	blti	r18,$L115
	lwi	r3,r19,16
	xori	r3,r3,14
	beqi	r3,$L68
	lwi	r4,r19,16
	addik	r3,r0,14	# 0xe
	cmpu	r18,r4,r3
	blti	r18,$L115
	lwi	r3,r19,16
	xori	r3,r3,13
	beqi	r3,$L69
	lwi	r4,r19,16
	addik	r3,r0,13	# 0xd
	cmpu	r18,r4,r3
	blti	r18,$L115
	lwi	r3,r19,16
	xori	r3,r3,12
	beqi	r3,$L70
	lwi	r4,r19,16
	addik	r3,r0,12	# 0xc
	cmpu	r18,r4,r3
	blti	r18,$L115
	lwi	r3,r19,16
	xori	r3,r3,11
	beqi	r3,$L71
	lwi	r4,r19,16
	addik	r3,r0,11	# 0xb
	cmpu	r18,r4,r3
	blti	r18,$L115
	lwi	r3,r19,16
	xori	r3,r3,10
	beqi	r3,$L72
	lwi	r4,r19,16
	addik	r3,r0,10	# 0xa
	cmpu	r18,r4,r3
	blti	r18,$L115
	lwi	r3,r19,16
	xori	r3,r3,9
	beqi	r3,$L73
	lwi	r4,r19,16
	addik	r3,r0,9	# 0x9
	cmpu	r18,r4,r3
	blti	r18,$L115
	lwi	r3,r19,16
	xori	r3,r3,8
	beqi	r3,$L74
	lwi	r4,r19,16
	addik	r3,r0,8	# 0x8
	cmpu	r18,r4,r3
	blti	r18,$L115
	lwi	r3,r19,16
	xori	r3,r3,7
	beqi	r3,$L75
	lwi	r4,r19,16
	addik	r3,r0,7	# 0x7
	cmpu	r18,r4,r3
	blti	r18,$L115
	lwi	r3,r19,16
	xori	r3,r3,6
	beqi	r3,$L76
	lwi	r4,r19,16
	addik	r3,r0,6	# 0x6
	cmpu	r18,r4,r3
	blti	r18,$L115
	lwi	r3,r19,16
	xori	r3,r3,5
	beqi	r3,$L77
	lwi	r4,r19,16
	addik	r3,r0,5	# 0x5
	cmpu	r18,r4,r3
	blti	r18,$L115
	lwi	r3,r19,16
	xori	r3,r3,4
	beqi	r3,$L78
	lwi	r4,r19,16
	addik	r3,r0,4	# 0x4
	cmpu	r18,r4,r3
	blti	r18,$L115
	lwi	r3,r19,16
	xori	r3,r3,3
	beqi	r3,$L79
	lwi	r4,r19,16
	addik	r3,r0,3	# 0x3
	cmpu	r18,r4,r3
	blti	r18,$L115
	lwi	r3,r19,16
	xori	r3,r3,2
	beqi	r3,$L80
	lwi	r4,r19,16
	addik	r3,r0,2	# 0x2
	cmpu	r18,r4,r3
	blti	r18,$L115
	lwi	r3,r19,16
	beqi	r3,$L81
	lwi	r3,r19,16
	xori	r3,r3,1
	beqi	r3,$L82
	bri	$L115
$L81:
	swi	r0,r19,4
	bri	$L83
$L84:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl0
 # 0 "" 2
 #NO_APP
	swi	r4,r3,0
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L83:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L84
	bri	$L67
$L82:
	swi	r0,r19,4
	bri	$L85
$L86:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl1
 # 0 "" 2
 #NO_APP
	swi	r4,r3,0
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L85:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L86
	bri	$L67
$L80:
	swi	r0,r19,4
	bri	$L87
$L88:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl2
 # 0 "" 2
 #NO_APP
	swi	r4,r3,0
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L87:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L88
	bri	$L67
$L79:
	swi	r0,r19,4
	bri	$L89
$L90:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl3
 # 0 "" 2
 #NO_APP
	swi	r4,r3,0
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L89:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L90
	bri	$L67
$L78:
	swi	r0,r19,4
	bri	$L91
$L92:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl4
 # 0 "" 2
 #NO_APP
	swi	r4,r3,0
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L91:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L92
	bri	$L67
$L77:
	swi	r0,r19,4
	bri	$L93
$L94:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl5
 # 0 "" 2
 #NO_APP
	swi	r4,r3,0
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L93:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L94
	bri	$L67
$L76:
	swi	r0,r19,4
	bri	$L95
$L96:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl6
 # 0 "" 2
 #NO_APP
	swi	r4,r3,0
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L95:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L96
	bri	$L67
$L75:
	swi	r0,r19,4
	bri	$L97
$L98:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
 #APP
 # 91 "pmont.c" 1
	get	r4,rfsl7
 # 0 "" 2
 #NO_APP
	swi	r4,r3,0
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L97:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L98
	bri	$L67
$L74:
	swi	r0,r19,4
	bri	$L99
$L100:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl8
 # 0 "" 2
 #NO_APP
	swi	r4,r3,0
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L99:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L100
	bri	$L67
$L73:
	swi	r0,r19,4
	bri	$L101
$L102:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl9
 # 0 "" 2
 #NO_APP
	swi	r4,r3,0
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L101:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L102
	bri	$L67
$L72:
	swi	r0,r19,4
	bri	$L103
$L104:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl10
 # 0 "" 2
 #NO_APP
	swi	r4,r3,0
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L103:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L104
	bri	$L67
$L71:
	swi	r0,r19,4
	bri	$L105
$L106:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl11
 # 0 "" 2
 #NO_APP
	swi	r4,r3,0
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L105:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L106
	bri	$L67
$L70:
	swi	r0,r19,4
	bri	$L107
$L108:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl12
 # 0 "" 2
 #NO_APP
	swi	r4,r3,0
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L107:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L108
	bri	$L67
$L69:
	swi	r0,r19,4
	bri	$L109
$L110:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl13
 # 0 "" 2
 #NO_APP
	swi	r4,r3,0
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L109:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L110
	bri	$L67
$L68:
	swi	r0,r19,4
	bri	$L111
$L112:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl14
 # 0 "" 2
 #NO_APP
	swi	r4,r3,0
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L111:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L112
	bri	$L67
$L66:
	swi	r0,r19,4
	bri	$L113
$L114:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r3,r4,r3
 #APP
 # 92 "pmont.c" 1
	get	r4,rfsl15
 # 0 "" 2
 #NO_APP
	swi	r4,r3,0
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L113:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L114
$L67:
$L115:
	nop
	addk	r1,r19,r0
	lwi	r19,r1,8
	addik	r1,r1,12
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	link_recv
$Lfe5:
	.size	link_recv,$Lfe5-link_recv
	.align	2
	.ent	copy_in
	.type	copy_in, @function
copy_in:
	.frame	r19,12,r15		# vars= 4, regs= 1, args= 0
	.mask	0x00080000
	addik	r1,r1,-12
	swi	r19,r1,8
	addk	r19,r1,r0
	swi	r5,r19,16
	swi	r6,r19,20
	swi	r7,r19,24
	swi	r0,r19,4
	bri	$L117
$L118:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r4,r4,r3
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r5,r19,16
	addk	r3,r5,r3
	lwi	r4,r4,0
	swi	r4,r3,0
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L117:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L118
	nop
	nop
	addk	r1,r19,r0
	lwi	r19,r1,8
	addik	r1,r1,12
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	copy_in
$Lfe6:
	.size	copy_in,$Lfe6-copy_in
	.align	2
	.ent	copy_out
	.type	copy_out, @function
copy_out:
	.frame	r19,12,r15		# vars= 4, regs= 1, args= 0
	.mask	0x00080000
	addik	r1,r1,-12
	swi	r19,r1,8
	addk	r19,r1,r0
	swi	r5,r19,16
	swi	r6,r19,20
	swi	r7,r19,24
	swi	r0,r19,4
	bri	$L120
$L121:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,20
	addk	r4,r4,r3
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r5,r19,16
	addk	r3,r5,r3
	lwi	r4,r4,0
	swi	r4,r3,0
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L120:
	lwi	r4,r19,4
	lwi	r3,r19,24
	cmpu	r18,r3,r4
	blti	r18,$L121
	nop
	nop
	addk	r1,r19,r0
	lwi	r19,r1,8
	addik	r1,r1,12
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	copy_out
$Lfe7:
	.size	copy_out,$Lfe7-copy_out
	.align	2
	.ent	partial_product
	.type	partial_product, @function
partial_product:
	.frame	r19,100,r15		# vars= 28, regs= 11, args= 24
	.mask	0xffc88000
	addik	r1,r1,-100
	swi	r15,r1,0
	swi	r19,r1,56
	swi	r22,r1,60
	swi	r23,r1,64
	swi	r24,r1,68
	swi	r25,r1,72
	swi	r26,r1,76
	swi	r27,r1,80
	swi	r28,r1,84
	swi	r29,r1,88
	swi	r30,r1,92
	swi	r31,r1,96
	addk	r19,r1,r0
	swi	r5,r19,104
	swi	r6,r19,108
	swi	r7,r19,112
	swi	r8,r19,116
	swi	r9,r19,120
	swi	r10,r19,124
	swi	r0,r19,32
	bri	$L123
$L126:
	lwi	r3,r19,32
	bslli	r3,r3,2
	lwi	r4,r19,104
	addk	r3,r4,r3
	swi	r0,r3,0
	lwi	r3,r19,32
	addik	r3,r3,1
	swi	r3,r19,32
$L123:
	lwi	r3,r19,128
	bnei	r3,$L124
	lwi	r4,r19,112
	lwi	r3,r19,120
	addk	r3,r4,r3
	bri	$L125
$L124:
	lwi	r3,r19,124
$L125:
	lwi	r4,r19,32
	cmpu	r18,r3,r4
	blti	r18,$L126
	swi	r0,r19,28
	bri	$L127
$L133:
	lwi	r3,r19,28
	bslli	r3,r3,2
	lwi	r4,r19,108
	addk	r3,r4,r3
	lwi	r3,r3,0
	swi	r3,r19,40
	swi	r0,r19,36
	lwi	r3,r19,128
	beqi	r3,$L128
	lwi	r4,r19,128
	lwi	r3,r19,28
	rsubk	r3,r3,r4
	bri	$L129
$L128:
	lwi	r3,r19,120
$L129:
	swi	r3,r19,44
	swi	r0,r19,32
	bri	$L130
$L131:
	lwi	r3,r19,40
	addk	r29,r3,r0
	addk	r28,r0,r0
	lwi	r3,r19,32
	bslli	r3,r3,2
	lwi	r4,r19,116
	addk	r3,r4,r3
	lwi	r3,r3,0
	addk	r31,r3,r0
	addk	r30,r0,r0
	addk	r7,r30,r0
	addk	r8,r31,r0
	addk	r5,r28,r0
	addk	r6,r29,r0
	brlid	r15,__muldi3
	nop		# Unfilled delay slot

	addk	r5,r4,r0
	addk	r4,r3,r0
	lwi	r6,r19,28
	lwi	r3,r19,32
	addk	r3,r6,r3
	bslli	r3,r3,2
	lwi	r6,r19,104
	addk	r3,r6,r3
	lwi	r3,r3,0
	addk	r25,r3,r0
	addk	r24,r0,r0
	add	r5,r5,r25
	addc	r4,r4,r24
	lwi	r3,r19,36
	addk	r27,r3,r0
	addk	r26,r0,r0
	add	r5,r5,r27
	addc	r4,r4,r26
	swi	r4,r19,48
	swi	r5,r19,52
	lwi	r4,r19,28
	lwi	r3,r19,32
	addk	r3,r4,r3
	bslli	r3,r3,2
	lwi	r4,r19,104
	addk	r3,r4,r3
	lwi	r4,r19,52
	swi	r4,r3,0
	lwi	r3,r19,48
	bsrli	r23,r3,0
	addk	r22,r0,r0
	swi	r23,r19,36
	lwi	r3,r19,32
	addik	r3,r3,1
	swi	r3,r19,32
$L130:
	lwi	r4,r19,32
	lwi	r3,r19,44
	cmpu	r18,r3,r4
	blti	r18,$L131
	lwi	r4,r19,28
	lwi	r3,r19,44
	addk	r3,r4,r3
	lwi	r4,r19,124
	cmpu	r18,r4,r3
	bgei	r18,$L132
	lwi	r4,r19,28
	lwi	r3,r19,44
	addk	r3,r4,r3
	bslli	r3,r3,2
	lwi	r4,r19,104
	addk	r3,r4,r3
	lwi	r4,r19,36
	swi	r4,r3,0
$L132:
	lwi	r3,r19,28
	addik	r3,r3,1
	swi	r3,r19,28
$L127:
	lwi	r4,r19,28
	lwi	r3,r19,112
	cmpu	r18,r3,r4
	blti	r18,$L133
	nop
	nop
	lwi	r15,r1,0
	addk	r1,r19,r0
	lwi	r19,r1,56
	lwi	r22,r1,60
	lwi	r23,r1,64
	lwi	r24,r1,68
	lwi	r25,r1,72
	lwi	r26,r1,76
	lwi	r27,r1,80
	lwi	r28,r1,84
	lwi	r29,r1,88
	lwi	r30,r1,92
	lwi	r31,r1,96
	addik	r1,r1,100
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	partial_product
$Lfe8:
	.size	partial_product,$Lfe8-partial_product
	.align	2
	.ent	add_partial
	.type	add_partial, @function
add_partial:
	.frame	r19,88,r15		# vars= 40, regs= 11, args= 0
	.mask	0xffc80000
	addik	r1,r1,-88
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
	addk	r19,r1,r0
	swi	r5,r19,92
	swi	r6,r19,96
	swi	r7,r19,100
	swi	r8,r19,104
	swi	r9,r19,108
	swi	r10,r19,112
	lwi	r4,r19,108
	lwi	r3,r19,96
	rsubk	r3,r3,r4
	swi	r3,r19,12
	swi	r0,r19,8
	lwi	r4,r19,12
	lwi	r3,r19,112
	addk	r4,r4,r3
	lwi	r3,r19,100
	cmpu	r18,r4,r3
	bgei	r18,$L135
	addk	r3,r4,r0
$L135:
	swi	r3,r19,16
	lwi	r4,r19,116
	lwi	r3,r19,96
	rsubk	r5,r3,r4
	lwi	r3,r19,16
	addik	r4,r3,1
	addk	r3,r5,r0
	cmpu	r18,r3,r4
	bgei	r18,$L136
	addk	r3,r4,r0
$L136:
	swi	r3,r19,16
	lwi	r3,r19,100
	swi	r3,r19,4
	bri	$L137
$L138:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,92
	addk	r3,r4,r3
	swi	r0,r3,0
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L137:
	lwi	r4,r19,4
	lwi	r3,r19,16
	cmpu	r18,r3,r4
	blti	r18,$L138
	swi	r0,r19,4
	bri	$L139
$L141:
	lwi	r4,r19,12
	lwi	r3,r19,4
	addk	r3,r4,r3
	bslli	r3,r3,2
	lwi	r4,r19,92
	addk	r3,r4,r3
	lwi	r3,r3,0
	addk	r31,r3,r0
	addk	r30,r0,r0
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,104
	addk	r3,r4,r3
	lwi	r3,r3,0
	swi	r3,r19,32
	addk	r3,r0,r0
	swi	r3,r19,28
	lwi	r6,r19,28
	lwi	r7,r19,32
	add	r5,r31,r7
	addc	r4,r30,r6
	lwi	r3,r19,8
	swi	r3,r19,40
	addk	r7,r0,r0
	swi	r7,r19,36
	lwi	r6,r19,36
	lwi	r7,r19,40
	add	r5,r5,r7
	addc	r4,r4,r6
	swi	r4,r19,20
	swi	r5,r19,24
	lwi	r4,r19,12
	lwi	r3,r19,4
	addk	r3,r4,r3
	bslli	r3,r3,2
	lwi	r4,r19,92
	addk	r3,r4,r3
	lwi	r4,r19,24
	swi	r4,r3,0
	lwi	r3,r19,20
	bsrli	r25,r3,0
	addk	r24,r0,r0
	swi	r25,r19,8
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L139:
	lwi	r4,r19,4
	lwi	r3,r19,112
	cmpu	r18,r3,r4
	bgei	r18,$L140
	lwi	r4,r19,12
	lwi	r3,r19,4
	addk	r3,r4,r3
	lwi	r4,r19,16
	cmpu	r18,r4,r3
	blti	r18,$L141
$L140:
	lwi	r4,r19,4
	lwi	r3,r19,12
	addk	r3,r4,r3
	swi	r3,r19,4
	bri	$L142
$L144:
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,92
	addk	r3,r4,r3
	lwi	r3,r3,0
	addk	r27,r3,r0
	addk	r26,r0,r0
	lwi	r3,r19,8
	addk	r29,r3,r0
	addk	r28,r0,r0
	add	r5,r27,r29
	addc	r4,r26,r28
	swi	r4,r19,20
	swi	r5,r19,24
	lwi	r3,r19,4
	bslli	r3,r3,2
	lwi	r4,r19,92
	addk	r3,r4,r3
	lwi	r4,r19,24
	swi	r4,r3,0
	lwi	r3,r19,20
	bsrli	r23,r3,0
	addk	r22,r0,r0
	swi	r23,r19,8
	lwi	r3,r19,4
	addik	r3,r3,1
	swi	r3,r19,4
$L142:
	lwi	r3,r19,8
	beqi	r3,$L143
	lwi	r4,r19,4
	lwi	r3,r19,16
	cmpu	r18,r3,r4
	blti	r18,$L144
$L143:
	lwi	r3,r19,16
	addk	r1,r19,r0
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
	addik	r1,r1,88
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	add_partial
$Lfe9:
	.size	add_partial,$Lfe9-add_partial
	.align	2
	.ent	barrier
	.type	barrier, @function
barrier:
	.frame	r19,32,r15		# vars= 24, regs= 1, args= 0
	.mask	0x00080000
	addik	r1,r1,-32
	swi	r19,r1,28
	addk	r19,r1,r0
	swi	r5,r19,36
	addik	r3,r0,params
	swi	r3,r19,4
	lwi	r3,r19,4
	lwi	r3,r3,272
	swi	r3,r19,8
	lwi	r3,r19,4
	lwi	r3,r3,276
	swi	r3,r19,12
	lwi	r3,r19,36
	addk	r3,r3,r3
	swi	r3,r19,16
	lwi	r3,r19,4
	lwi	r3,r3,268
	bnei	r3,$L147
	addik	r3,r0,-65504
	lwi	r3,r3,0
	bri	$L146
$L147:
	addik	r3,r0,-65500
	lwi	r4,r19,16
	ori	r4,r4,1
	swi	r4,r3,0
	addik	r3,r0,-65500
	lwi	r4,r3,0
	lwi	r3,r19,16
	ori	r3,r3,1
	xor	r3,r4,r3
	bnei	r3,$L147
	lwi	r3,r19,12
	lwi	r3,r3,0
	swi	r3,r19,20
	lwi	r3,r19,8
	lwi	r3,r3,0
	addik	r3,r3,1
	swi	r3,r19,24
	lwi	r3,r19,4
	lwi	r3,r3,4
	lwi	r4,r19,24
	xor	r3,r4,r3
	bnei	r3,$L149
	lwi	r3,r19,8
	swi	r0,r3,0
	lwi	r3,r19,20
	addik	r4,r3,1
	lwi	r3,r19,12
	swi	r4,r3,0
	addik	r3,r0,-65500
	lwi	r4,r19,16
	swi	r4,r3,0
	bri	$L146
$L149:
	lwi	r3,r19,8
	lwi	r4,r19,24
	swi	r4,r3,0
	addik	r3,r0,-65500
	lwi	r4,r19,16
	swi	r4,r3,0
	nop
$L150:
	lwi	r3,r19,12
	lwi	r3,r3,0
	lwi	r4,r19,20
	xor	r3,r4,r3
	beqi	r3,$L150
$L146:
	addk	r1,r19,r0
	lwi	r19,r1,28
	addik	r1,r1,32
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	barrier
$Lfe10:
	.size	barrier,$Lfe10-barrier
	.align	2
	.ent	give
	.type	give, @function
give:
	.frame	r19,44,r15		# vars= 12, regs= 1, args= 24
	.mask	0x00088000
	addik	r1,r1,-44
	swi	r15,r1,0
	swi	r19,r1,40
	addk	r19,r1,r0
	swi	r5,r19,48
	swi	r6,r19,52
	swi	r7,r19,56
	swi	r8,r19,60
	addik	r3,r0,params
	swi	r3,r19,28
	lwi	r3,r19,28
	lwi	r3,r3,8
	beqi	r3,$L152
	addik	r3,r19,36
	addik	r7,r0,1	# 0x1
	addk	r6,r3,r0
	lwi	r5,r19,52
	brlid	r15,link_recv
	nop		# Unfilled delay slot

	addik	r3,r19,60
	addik	r7,r0,1	# 0x1
	addk	r6,r3,r0
	lwi	r5,r19,52
	brlid	r15,link_send
	nop		# Unfilled delay slot

	lwi	r3,r19,60
	addk	r7,r3,r0
	lwi	r6,r19,56
	lwi	r5,r19,52
	brlid	r15,link_send
	nop		# Unfilled delay slot

	bri	$L154
$L152:
	lwi	r4,r19,28
	lwi	r3,r19,48
	addik	r3,r3,49
	bslli	r3,r3,2
	addk	r3,r4,r3
	lwi	r3,r3,0
	swi	r3,r19,32
	lwi	r4,r19,60
	lwi	r3,r19,32
	swi	r4,r3,0
	lwi	r3,r19,32
	addik	r3,r3,4
	lwi	r4,r19,60
	addk	r7,r4,r0
	lwi	r6,r19,56
	addk	r5,r3,r0
	brlid	r15,copy_out
	nop		# Unfilled delay slot

$L154:
	nop
	lwi	r15,r1,0
	addk	r1,r19,r0
	lwi	r19,r1,40
	addik	r1,r1,44
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	give
$Lfe11:
	.size	give,$Lfe11-give
	.align	2
	.ent	take
	.type	take, @function
take:
	.frame	r19,48,r15		# vars= 16, regs= 1, args= 24
	.mask	0x00088000
	addik	r1,r1,-48
	swi	r15,r1,0
	swi	r19,r1,44
	addk	r19,r1,r0
	swi	r5,r19,52
	addik	r3,r0,params
	swi	r3,r19,28
	addik	r3,r0,1	# 0x1
	swi	r3,r19,40
	lwi	r3,r19,28
	lwi	r3,r3,8
	beqi	r3,$L156
	addik	r3,r19,40
	addik	r7,r0,1	# 0x1
	addk	r6,r3,r0
	lwi	r5,r19,52
	brlid	r15,link_send
	nop		# Unfilled delay slot

	addik	r3,r19,36
	addik	r7,r0,1	# 0x1
	addk	r6,r3,r0
	lwi	r5,r19,52
	brlid	r15,link_recv
	nop		# Unfilled delay slot

	lwi	r3,r19,28
	lwi	r3,r3,160
	lwi	r4,r19,36
	addk	r7,r4,r0
	addk	r6,r3,r0
	lwi	r5,r19,52
	brlid	r15,link_recv
	nop		# Unfilled delay slot

	bri	$L157
$L156:
	lwi	r4,r19,28
	lwi	r3,r19,52
	addik	r3,r3,49
	bslli	r3,r3,2
	addk	r3,r4,r3
	lwi	r3,r3,0
	swi	r3,r19,32
	lwi	r3,r19,32
	lwi	r3,r3,0
	swi	r3,r19,36
	lwi	r3,r19,28
	lwi	r4,r3,160
	lwi	r3,r19,32
	addik	r3,r3,4
	lwi	r5,r19,36
	addk	r7,r5,r0
	addk	r6,r3,r0
	addk	r5,r4,r0
	brlid	r15,copy_in
	nop		# Unfilled delay slot

$L157:
	lwi	r3,r19,36
	lwi	r15,r1,0
	addk	r1,r19,r0
	lwi	r19,r1,44
	addik	r1,r1,48
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	take
$Lfe12:
	.size	take,$Lfe12-take
	.align	2
	.ent	parallel_multiply
	.type	parallel_multiply, @function
parallel_multiply:
	.frame	r19,76,r15		# vars= 40, regs= 1, args= 28
	.mask	0x00088000
	addik	r1,r1,-76
	swi	r15,r1,0
	swi	r19,r1,72
	addk	r19,r1,r0
	swi	r5,r19,80
	swi	r6,r19,84
	swi	r7,r19,88
	swi	r8,r19,92
	addik	r3,r0,params
	swi	r3,r19,44
	lwi	r3,r19,44
	lwi	r3,r3,0
	swi	r3,r19,48
	lwi	r3,r19,44
	lwi	r3,r3,4
	swi	r3,r19,52
	lwi	r4,r19,44
	lwi	r3,r19,80
	addik	r3,r3,5
	bslli	r3,r3,2
	addk	r3,r4,r3
	lwi	r3,r3,0
	swi	r3,r19,56
	lwi	r4,r19,44
	lwi	r3,r19,80
	addik	r3,r3,21
	bslli	r3,r3,2
	addk	r3,r4,r3
	lwi	r3,r3,0
	lwi	r4,r19,48
	addk	r3,r4,r3
	swi	r3,r19,32
	lwi	r4,r19,88
	lwi	r3,r19,56
	rsubk	r3,r3,r4
	lwi	r4,r19,32
	cmpu	r18,r4,r3
	bgei	r18,$L160
	lwi	r4,r19,88
	lwi	r3,r19,56
	rsubk	r3,r3,r4
	swi	r3,r19,32
$L160:
	lwi	r3,r19,44
	lwi	r5,r3,156
	lwi	r3,r19,44
	lwi	r6,r3,148
	lwi	r4,r19,44
	lwi	r3,r19,80
	addik	r3,r3,21
	bslli	r3,r3,2
	addk	r3,r4,r3
	lwi	r7,r3,0
	lwi	r3,r19,92
	beqi	r3,$L161
	lwi	r4,r19,48
	lwi	r3,r19,56
	rsubk	r3,r3,r4
	bri	$L162
$L161:
	addk	r3,r0,r0
$L162:
	swi	r3,r1,28
	lwi	r10,r19,32
	lwi	r9,r19,48
	lwi	r8,r19,84
	brlid	r15,partial_product
	nop		# Unfilled delay slot

	lwi	r3,r19,52
	xori	r3,r3,1
	bnei	r3,$L163
	lwi	r3,r19,32
	bri	$L164
$L163:
	lwi	r3,r19,44
	lwi	r3,r3,12
	bnei	r3,$L165
	lwi	r3,r19,80
	beqi	r3,$L166
	lwi	r3,r19,44
	lwi	r3,r3,156
	lwi	r8,r19,32
	addk	r7,r3,r0
	addk	r6,r0,r0
	lwi	r5,r19,80
	brlid	r15,give
	nop		# Unfilled delay slot

$L166:
	lwi	r3,r19,44
	lwi	r3,r3,8
	bnei	r3,$L167
	lwi	r5,r19,80
	brlid	r15,barrier
	nop		# Unfilled delay slot

$L167:
	lwi	r3,r19,80
	bnei	r3,$L168
	addik	r3,r0,1	# 0x1
	swi	r3,r19,40
	bri	$L169
$L170:
	lwi	r5,r19,40
	brlid	r15,take
	nop		# Unfilled delay slot

	swi	r3,r19,68
	lwi	r3,r19,44
	lwi	r5,r3,156
	lwi	r3,r19,44
	lwi	r6,r3,160
	lwi	r4,r19,44
	lwi	r3,r19,40
	addik	r3,r3,5
	bslli	r3,r3,2
	addk	r3,r4,r3
	lwi	r4,r3,0
	lwi	r3,r19,88
	swi	r3,r1,28
	lwi	r10,r19,68
	addk	r9,r4,r0
	addk	r8,r6,r0
	lwi	r7,r19,32
	addk	r6,r0,r0
	brlid	r15,add_partial
	nop		# Unfilled delay slot

	swi	r3,r19,32
	lwi	r3,r19,40
	addik	r3,r3,1
	swi	r3,r19,40
$L169:
	lwi	r4,r19,40
	lwi	r3,r19,52
	cmpu	r18,r3,r4
	blti	r18,$L170
$L168:
	lwi	r3,r19,32
	bri	$L164
$L165:
	lwi	r3,r19,52
	swi	r3,r19,36
	bri	$L171
$L175:
	lwi	r3,r19,36
	addik	r3,r3,1
	srl	r3,r3
	swi	r3,r19,60
	lwi	r4,r19,80
	lwi	r3,r19,60
	cmpu	r18,r3,r4
	blti	r18,$L172
	lwi	r4,r19,80
	lwi	r3,r19,36
	cmpu	r18,r3,r4
	bgei	r18,$L172
	lwi	r4,r19,80
	lwi	r3,r19,60
	rsubk	r4,r3,r4
	lwi	r3,r19,44
	lwi	r3,r3,156
	lwi	r8,r19,32
	addk	r7,r3,r0
	addk	r6,r4,r0
	lwi	r5,r19,80
	brlid	r15,give
	nop		# Unfilled delay slot

$L172:
	lwi	r3,r19,44
	lwi	r3,r3,8
	bnei	r3,$L173
	lwi	r5,r19,80
	brlid	r15,barrier
	nop		# Unfilled delay slot

$L173:
	lwi	r4,r19,36
	lwi	r3,r19,60
	rsubk	r3,r3,r4
	lwi	r4,r19,80
	cmpu	r18,r3,r4
	bgei	r18,$L174
	lwi	r4,r19,80
	lwi	r3,r19,60
	addk	r3,r4,r3
	addk	r5,r3,r0
	brlid	r15,take
	nop		# Unfilled delay slot

	swi	r3,r19,64
	lwi	r3,r19,44
	lwi	r5,r3,156
	lwi	r3,r19,44
	lwi	r6,r3,160
	lwi	r4,r19,80
	lwi	r3,r19,60
	addk	r3,r4,r3
	lwi	r4,r19,44
	addik	r3,r3,5
	bslli	r3,r3,2
	addk	r3,r4,r3
	lwi	r4,r3,0
	lwi	r3,r19,88
	swi	r3,r1,28
	lwi	r10,r19,64
	addk	r9,r4,r0
	addk	r8,r6,r0
	lwi	r7,r19,32
	lwi	r6,r19,56
	brlid	r15,add_partial
	nop		# Unfilled delay slot

	swi	r3,r19,32
$L174:
	lwi	r3,r19,60
	swi	r3,r19,36
$L171:
	lwi	r4,r19,36
	addik	r3,r0,1	# 0x1
	cmpu	r18,r4,r3
	blti	r18,$L175
	lwi	r3,r19,32
$L164:
	lwi	r15,r1,0
	addk	r1,r19,r0
	lwi	r19,r1,72
	addik	r1,r1,76
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	parallel_multiply
$Lfe13:
	.size	parallel_multiply,$Lfe13-parallel_multiply
	.align	2
	.ent	next_chunk
	.type	next_chunk, @function
next_chunk:
	.frame	r19,40,r15		# vars= 8, regs= 1, args= 24
	.mask	0x00088000
	addik	r1,r1,-40
	swi	r15,r1,0
	swi	r19,r1,36
	addk	r19,r1,r0
	swi	r5,r19,44
	swi	r6,r19,48
	swi	r7,r19,52
	addik	r3,r0,params
	swi	r3,r19,32
	lwi	r3,r19,32
	lwi	r3,r3,4
	xori	r3,r3,1
	bnei	r3,$L177
	lwi	r3,r19,32
	lwi	r4,r3,148
	lwi	r3,r19,32
	lwi	r3,r3,84
	addk	r7,r3,r0
	lwi	r6,r19,48
	addk	r5,r4,r0
	brlid	r15,copy_in
	nop		# Unfilled delay slot

	bri	$L176
$L177:
	lwi	r3,r19,32
	lwi	r3,r3,8
	beqi	r3,$L179
	lwi	r3,r19,44
	bnei	r3,$L180
	addik	r3,r0,1	# 0x1
	swi	r3,r19,28
	bri	$L181
$L182:
	lwi	r4,r19,32
	lwi	r3,r19,28
	addik	r3,r3,5
	bslli	r3,r3,2
	addk	r3,r4,r3
	lwi	r3,r3,0
	bslli	r3,r3,2
	lwi	r4,r19,48
	addk	r5,r4,r3
	lwi	r4,r19,32
	lwi	r3,r19,28
	addik	r3,r3,21
	bslli	r3,r3,2
	addk	r3,r4,r3
	lwi	r3,r3,0
	addk	r7,r3,r0
	addk	r6,r5,r0
	lwi	r5,r19,28
	brlid	r15,link_send
	nop		# Unfilled delay slot

	lwi	r3,r19,28
	addik	r3,r3,1
	swi	r3,r19,28
$L181:
	lwi	r3,r19,32
	lwi	r3,r3,4
	lwi	r4,r19,28
	cmpu	r18,r3,r4
	blti	r18,$L182
	lwi	r3,r19,32
	lwi	r4,r3,148
	lwi	r3,r19,32
	lwi	r3,r3,84
	addk	r7,r3,r0
	lwi	r6,r19,48
	addk	r5,r4,r0
	brlid	r15,copy_in
	nop		# Unfilled delay slot

	bri	$L176
$L180:
	lwi	r3,r19,32
	lwi	r5,r3,148
	lwi	r4,r19,32
	lwi	r3,r19,44
	addik	r3,r3,21
	bslli	r3,r3,2
	addk	r3,r4,r3
	lwi	r3,r3,0
	addk	r7,r3,r0
	addk	r6,r5,r0
	addk	r5,r0,r0
	brlid	r15,link_recv
	nop		# Unfilled delay slot

	bri	$L176
$L179:
	lwi	r3,r19,44
	bnei	r3,$L184
	lwi	r3,r19,32
	lwi	r3,r3,84
	bslli	r3,r3,2
	lwi	r4,r19,52
	addk	r5,r4,r3
	lwi	r3,r19,32
	lwi	r3,r3,84
	bslli	r3,r3,2
	lwi	r4,r19,48
	addk	r6,r4,r3
	lwi	r3,r19,32
	lwi	r4,r3,0
	lwi	r3,r19,32
	lwi	r3,r3,84
	rsubk	r3,r3,r4
	addk	r7,r3,r0
	brlid	r15,copy_out
	nop		# Unfilled delay slot

$L184:
	lwi	r5,r19,44
	brlid	r15,barrier
	nop		# Unfilled delay slot

	lwi	r3,r19,44
	bnei	r3,$L185
	lwi	r3,r19,32
	lwi	r4,r3,148
	lwi	r3,r19,32
	lwi	r3,r3,84
	addk	r7,r3,r0
	lwi	r6,r19,48
	addk	r5,r4,r0
	brlid	r15,copy_in
	nop		# Unfilled delay slot

	bri	$L176
$L185:
	lwi	r3,r19,32
	lwi	r5,r3,148
	lwi	r4,r19,32
	lwi	r3,r19,44
	addik	r3,r3,5
	bslli	r3,r3,2
	addk	r3,r4,r3
	lwi	r3,r3,0
	bslli	r3,r3,2
	lwi	r4,r19,52
	addk	r6,r4,r3
	lwi	r4,r19,32
	lwi	r3,r19,44
	addik	r3,r3,21
	bslli	r3,r3,2
	addk	r3,r4,r3
	lwi	r3,r3,0
	addk	r7,r3,r0
	brlid	r15,copy_in
	nop		# Unfilled delay slot

$L176:
	lwi	r15,r1,0
	addk	r1,r19,r0
	lwi	r19,r1,36
	addik	r1,r1,40
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	next_chunk
$Lfe14:
	.size	next_chunk,$Lfe14-next_chunk
	.align	2
	.ent	mont_pmont
	.type	mont_pmont, @function
mont_pmont:
	.frame	r19,92,r15		# vars= 28, regs= 9, args= 24
	.mask	0x3fc88000
	addik	r1,r1,-92
	swi	r15,r1,0
	swi	r19,r1,56
	swi	r22,r1,60
	swi	r23,r1,64
	swi	r24,r1,68
	swi	r25,r1,72
	swi	r26,r1,76
	swi	r27,r1,80
	swi	r28,r1,84
	swi	r29,r1,88
	addk	r19,r1,r0
	swi	r5,r19,96
	addik	r3,r0,params
	swi	r3,r19,40
	lwi	r3,r19,40
	lwi	r3,r3,0
	swi	r3,r19,44
	lwi	r3,r19,40
	lwi	r3,r3,8
	beqi	r3,$L187
	lwi	r3,r19,40
	lwi	r5,r3,148
	lwi	r3,r19,40
	lwi	r6,r3,172
	lwi	r4,r19,40
	lwi	r3,r19,96
	addik	r3,r3,21
	bslli	r3,r3,2
	addk	r3,r4,r3
	lwi	r3,r3,0
	addk	r7,r3,r0
	brlid	r15,copy_in
	nop		# Unfilled delay slot

	lwi	r3,r19,40
	lwi	r4,r3,176
	lwi	r3,r19,44
	addk	r3,r3,r3
	addk	r8,r0,r0
	addk	r7,r3,r0
	addk	r6,r4,r0
	lwi	r5,r19,96
	brlid	r15,parallel_multiply
	nop		# Unfilled delay slot

	swi	r3,r19,28
	bri	$L188
$L187:
	lwi	r3,r19,40
	lwi	r8,r3,148
	lwi	r3,r19,40
	lwi	r4,r3,172
	lwi	r5,r19,40
	lwi	r3,r19,96
	addik	r3,r3,5
	bslli	r3,r3,2
	addk	r3,r5,r3
	lwi	r3,r3,0
	bslli	r3,r3,2
	addk	r5,r4,r3
	lwi	r4,r19,40
	lwi	r3,r19,96
	addik	r3,r3,21
	bslli	r3,r3,2
	addk	r3,r4,r3
	lwi	r3,r3,0
	addk	r7,r3,r0
	addk	r6,r5,r0
	addk	r5,r8,r0
	brlid	r15,copy_in
	nop		# Unfilled delay slot

	lwi	r3,r19,40
	lwi	r4,r3,152
	lwi	r3,r19,40
	lwi	r3,r3,176
	lwi	r7,r19,44
	addk	r6,r3,r0
	addk	r5,r4,r0
	brlid	r15,copy_in
	nop		# Unfilled delay slot

	lwi	r3,r19,40
	lwi	r4,r3,152
	lwi	r3,r19,44
	addk	r3,r3,r3
	addk	r8,r0,r0
	addk	r7,r3,r0
	addk	r6,r4,r0
	lwi	r5,r19,96
	brlid	r15,parallel_multiply
	nop		# Unfilled delay slot

	swi	r3,r19,28
$L188:
	lwi	r3,r19,96
	bnei	r3,$L189
	swi	r0,r19,32
	bri	$L190
$L193:
	lwi	r4,r19,32
	lwi	r3,r19,28
	cmpu	r18,r3,r4
	bgei	r18,$L191
	lwi	r3,r19,40
	lwi	r4,r3,156
	lwi	r3,r19,32
	bslli	r3,r3,2
	addk	r3,r4,r3
	lwi	r3,r3,0
	bri	$L192
$L191:
	addk	r3,r0,r0
$L192:
	lwi	r4,r19,40
	lwi	r5,r4,164
	lwi	r4,r19,32
	bslli	r4,r4,2
	addk	r4,r5,r4
	swi	r3,r4,0
	lwi	r3,r19,32
	addik	r3,r3,1
	swi	r3,r19,32
$L190:
	lwi	r3,r19,44
	addk	r3,r3,r3
	addk	r4,r3,r0
	lwi	r3,r19,32
	cmpu	r18,r4,r3
	blti	r18,$L193
$L189:
	lwi	r3,r19,40
	lwi	r4,r3,164
	lwi	r3,r19,40
	lwi	r3,r3,188
	addk	r7,r3,r0
	addk	r6,r4,r0
	lwi	r5,r19,96
	brlid	r15,next_chunk
	nop		# Unfilled delay slot

	lwi	r3,r19,40
	lwi	r3,r3,8
	bnei	r3,$L194
	lwi	r3,r19,40
	lwi	r4,r3,152
	lwi	r3,r19,40
	lwi	r3,r3,180
	lwi	r7,r19,44
	addk	r6,r3,r0
	addk	r5,r4,r0
	brlid	r15,copy_in
	nop		# Unfilled delay slot

$L194:
	lwi	r3,r19,40
	lwi	r3,r3,8
	beqi	r3,$L195
	lwi	r3,r19,40
	lwi	r3,r3,180
	bri	$L196
$L195:
	lwi	r3,r19,40
	lwi	r3,r3,152
$L196:
	lwi	r4,r19,40
	lwi	r4,r4,16
	addk	r8,r4,r0
	lwi	r7,r19,44
	addk	r6,r3,r0
	lwi	r5,r19,96
	brlid	r15,parallel_multiply
	nop		# Unfilled delay slot

	swi	r3,r19,28
	lwi	r3,r19,96
	bnei	r3,$L197
	swi	r0,r19,32
	bri	$L198
$L201:
	lwi	r4,r19,32
	lwi	r3,r19,28
	cmpu	r18,r3,r4
	bgei	r18,$L199
	lwi	r3,r19,40
	lwi	r4,r3,156
	lwi	r3,r19,32
	bslli	r3,r3,2
	addk	r3,r4,r3
	lwi	r3,r3,0
	bri	$L200
$L199:
	addk	r3,r0,r0
$L200:
	lwi	r4,r19,40
	lwi	r5,r4,168
	lwi	r4,r19,32
	bslli	r4,r4,2
	addk	r4,r5,r4
	swi	r3,r4,0
	lwi	r3,r19,32
	addik	r3,r3,1
	swi	r3,r19,32
$L198:
	lwi	r4,r19,32
	lwi	r3,r19,44
	cmpu	r18,r3,r4
	blti	r18,$L201
$L197:
	lwi	r3,r19,40
	lwi	r4,r3,168
	lwi	r3,r19,40
	lwi	r3,r3,192
	addk	r7,r3,r0
	addk	r6,r4,r0
	lwi	r5,r19,96
	brlid	r15,next_chunk
	nop		# Unfilled delay slot

	lwi	r3,r19,40
	lwi	r3,r3,8
	bnei	r3,$L202
	lwi	r3,r19,40
	lwi	r4,r3,152
	lwi	r3,r19,40
	lwi	r3,r3,184
	lwi	r7,r19,44
	addk	r6,r3,r0
	addk	r5,r4,r0
	brlid	r15,copy_in
	nop		# Unfilled delay slot

$L202:
	lwi	r3,r19,40
	lwi	r3,r3,8
	beqi	r3,$L203
	lwi	r3,r19,40
	lwi	r4,r3,184
	bri	$L204
$L203:
	lwi	r3,r19,40
	lwi	r4,r3,152
$L204:
	lwi	r3,r19,44
	addk	r3,r3,r3
	addk	r8,r0,r0
	addk	r7,r3,r0
	addk	r6,r4,r0
	lwi	r5,r19,96
	brlid	r15,parallel_multiply
	nop		# Unfilled delay slot

	swi	r3,r19,28
	lwi	r3,r19,96
	bnei	r3,$L214
	lwi	r3,r19,28
	swi	r3,r19,32
	bri	$L207
$L208:
	lwi	r3,r19,40
	lwi	r4,r3,156
	lwi	r3,r19,32
	bslli	r3,r3,2
	addk	r3,r4,r3
	swi	r0,r3,0
	lwi	r3,r19,32
	addik	r3,r3,1
	swi	r3,r19,32
$L207:
	lwi	r3,r19,44
	addk	r3,r3,r3
	addk	r4,r3,r0
	lwi	r3,r19,32
	cmpu	r18,r4,r3
	blti	r18,$L208
	swi	r0,r19,36
	swi	r0,r19,32
	bri	$L209
$L211:
	lwi	r3,r19,40
	lwi	r4,r3,156
	lwi	r3,r19,32
	bslli	r3,r3,2
	addk	r3,r4,r3
	lwi	r3,r3,0
	addk	r25,r3,r0
	addk	r24,r0,r0
	lwi	r3,r19,40
	lwi	r4,r3,164
	lwi	r3,r19,32
	bslli	r3,r3,2
	addk	r3,r4,r3
	lwi	r3,r3,0
	addk	r27,r3,r0
	addk	r26,r0,r0
	add	r5,r25,r27
	addc	r4,r24,r26
	lwi	r3,r19,36
	addk	r29,r3,r0
	addk	r28,r0,r0
	add	r5,r5,r29
	addc	r4,r4,r28
	swi	r4,r19,48
	swi	r5,r19,52
	lwi	r4,r19,32
	lwi	r3,r19,44
	cmpu	r18,r3,r4
	blti	r18,$L210
	lwi	r3,r19,40
	lwi	r4,r3,168
	lwi	r5,r19,32
	lwi	r3,r19,44
	rsubk	r3,r3,r5
	bslli	r3,r3,2
	addk	r3,r4,r3
	lwi	r4,r19,52
	swi	r4,r3,0
$L210:
	lwi	r3,r19,48
	bsrli	r23,r3,0
	addk	r22,r0,r0
	swi	r23,r19,36
	lwi	r3,r19,32
	addik	r3,r3,1
	swi	r3,r19,32
$L209:
	lwi	r3,r19,44
	addk	r3,r3,r3
	addk	r4,r3,r0
	lwi	r3,r19,32
	cmpu	r18,r4,r3
	blti	r18,$L211
	lwi	r3,r19,40
	lwi	r4,r3,168
	lwi	r3,r19,44
	bslli	r3,r3,2
	addk	r3,r4,r3
	lwi	r4,r19,36
	swi	r4,r3,0
	lwi	r3,r19,40
	lwi	r4,r3,168
	lwi	r3,r19,40
	lwi	r3,r3,8
	beqi	r3,$L212
	lwi	r3,r19,40
	lwi	r3,r3,184
	bri	$L213
$L212:
	lwi	r3,r19,40
	lwi	r3,r3,152
$L213:
	lwi	r7,r19,44
	addk	r6,r3,r0
	addk	r5,r4,r0
	brlid	r15,final_subtraction
	nop		# Unfilled delay slot

	bri	$L186
$L214:
	nop
$L186:
	lwi	r15,r1,0
	addk	r1,r19,r0
	lwi	r19,r1,56
	lwi	r22,r1,60
	lwi	r23,r1,64
	lwi	r24,r1,68
	lwi	r25,r1,72
	lwi	r26,r1,76
	lwi	r27,r1,80
	lwi	r28,r1,84
	lwi	r29,r1,88
	addik	r1,r1,92
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	mont_pmont
$Lfe15:
	.size	mont_pmont,$Lfe15-mont_pmont
	.align	2
	.globl	main
	.ent	main
	.type	main, @function
main:
	.frame	r19,36,r15		# vars= 4, regs= 1, args= 24
	.mask	0x00088000
	addik	r1,r1,-36
	swi	r15,r1,0
	swi	r19,r1,32
	addk	r19,r1,r0
	brlid	r15,montsim_core_id
	nop		# Unfilled delay slot

	swi	r3,r19,28
	brlid	r15,montsim_timer
	nop		# Unfilled delay slot

	swi	r3,r0,params+260
	lwi	r5,r19,28
	brlid	r15,mont_pmont
	nop		# Unfilled delay slot

	brlid	r15,montsim_timer
	nop		# Unfilled delay slot

	swi	r3,r0,params+264
	addk	r3,r0,r0
	lwi	r15,r1,0
	addk	r1,r19,r0
	lwi	r19,r1,32
	addik	r1,r1,36
	rtsd	r15,8 
	nop		# Unfilled delay slot

	.end	main
$Lfe16:
	.size	main,$Lfe16-main
