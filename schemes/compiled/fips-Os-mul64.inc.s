	.text
	.align	2
	.globl	fips
	.ent	fips
	.type	fips, @function
fips:
	.frame	r1,272,r15		# vars= 224, regs= 11, args= 0
	.mask	0xffc80000
	addik	r1,r1,-272
	swi	r19,r1,228
	swi	r22,r1,232
	swi	r23,r1,236
	swi	r24,r1,240
	swi	r25,r1,244
	swi	r26,r1,248
	swi	r27,r1,252
	swi	r28,r1,256
	swi	r29,r1,260
	swi	r30,r1,264
	swi	r31,r1,268
	lwi	r9,r5,4
	swi	r6,r1,280
	lwi	r8,r5,0
	xori	r9,r9,16
	lwi	r24,r5,8
	lwi	r4,r5,16
	lwi	r6,r5,20
	lwi	r7,r5,24
	lwi	r25,r5,12
	bneid	r9,$L2
	lwi	r3,r5,28
	bneid	r8,$L68
	addk	r10,r8,r0
	addk	r11,r8,r0
	addk	r9,r8,r0
	brid	$L3
	addk	r5,r8,r0
$L5:
	lw	r26,r22,r6
	lw	r12,r23,r4
	mul	r12,r12,r26
	lw	r26,r22,r7
	addk	r5,r12,r5
	bsrli	r12,r5,16
	addk	r12,r12,r9
	lw	r9,r23,r3
	andi	r5,r5,65535 #and2
	andi	r27,r12,65535 #and2
	mul	r9,r9,r26
	addik	r23,r23,4
	bsrli	r12,r12,16
	addk	r5,r9,r5
	bsrli	r26,r5,16
	addk	r26,r26,r27
	andi	r9,r26,65535 #and2
	bsrli	r26,r26,16
	addk	r12,r12,r26
	addk	r19,r19,r12
	andi	r5,r5,65535 #and2
	addik	r22,r22,-4
$L6:
	bnei	r22,$L5
	lw	r12,r10,r4
	lwi	r22,r6,0
	addik	r11,r11,1
	mul	r12,r12,r22
	addk	r5,r12,r5
	bsrli	r12,r5,16
	addk	r9,r12,r9
	andi	r22,r9,65535 #and2
	bsrli	r9,r9,16
	andi	r5,r5,65535 #and2
	addk	r12,r9,r19
	mul	r9,r5,r25
	andi	r9,r9,65535 #and2
	sw	r9,r10,r3
	lwi	r19,r7,0
	addik	r10,r10,4
	mul	r9,r9,r19
	addk	r9,r9,r5
	bsrli	r9,r9,16
	addk	r9,r9,r22
	andi	r5,r9,65535 #and2
	bsrli	r9,r9,16
	addk	r9,r9,r12
$L3:
	xor	r12,r11,r24
	bneid	r12,$L59
	addk	r22,r10,r0
	addk	r11,r8,r0
	addk	r23,r24,r24
$L7:
	addk	r10,r11,r24
	cmpu	r18,r23,r10
	bltid	r18,$L10
	addik	r22,r11,1
$L11:
	lwi	r29,r1,280
	swi	r5,r29,0
	lwi	r19,r1,228
	lwi	r22,r1,232
	lwi	r23,r1,236
	lwi	r24,r1,240
	lwi	r25,r1,244
	lwi	r26,r1,248
	lwi	r27,r1,252
	lwi	r28,r1,256
	lwi	r29,r1,260
	lwi	r30,r1,264
	lwi	r31,r1,268
	rtsd	r15,8 
	
	addik	r1,r1,272
$L59:
	addk	r23,r8,r0
	brid	$L6
	addk	r19,r8,r0
$L10:
	addk	r25,r9,r0
	addk	r12,r22,r0
	addk	r9,r8,r0
	bslli	r19,r24,2
$L8:
	cmpu	r18,r24,r12
	bltid	r18,$L9
	addik	r19,r19,-4
	bslli	r11,r11,2
	sw	r5,r11,r3
	addk	r11,r22,r0
	brid	$L7
	addk	r5,r25,r0
$L9:
	bslli	r26,r12,2
	lw	r27,r19,r6
	lw	r10,r26,r4
	addik	r12,r12,1
	mul	r10,r10,r27
	addk	r5,r10,r5
	bsrli	r10,r5,16
	addk	r10,r10,r25
	lw	r25,r26,r3
	lw	r26,r19,r7
	andi	r5,r5,65535 #and2
	andi	r27,r10,65535 #and2
	mul	r25,r25,r26
	bsrli	r10,r10,16
	addk	r5,r25,r5
	bsrli	r26,r5,16
	addk	r26,r26,r27
	andi	r25,r26,65535 #and2
	bsrli	r26,r26,16
	addk	r10,r10,r26
	andi	r5,r5,65535 #and2
	brid	$L8
	addk	r9,r9,r10
$L68:
	xori	r5,r8,1
	bneid	r5,$L69
	addik	r19,r0,1	# 0x1
	addik	r8,r0,0x00000000
	addik	r9,r0,0x00000000 #li => la
	brid	$L12
	addk	r12,r5,r0
$L14:
	lw	r11,r30,r4
	lw	r10,r19,r6
	swi	r26,r1,12
	mul	r27,r11,r10
	lw	r11,r30,r3
	lw	r10,r19,r7
	addik	r30,r30,4
	addik	r19,r19,-4
	mul	r10,r11,r10
	swi	r10,r1,16
	lwi	r10,r1,12
	lwi	r11,r1,16
	add	r11,r27,r11
	addc	r10,r26,r10
	add	r9,r9,r11
	addc	r8,r8,r10
$L15:
	bneid	r19,$L14
	addk	r26,r0,r0
	lw	r11,r5,r4
	lwi	r10,r6,0
	swi	r19,r1,92
	swi	r19,r1,100
	mul	r10,r11,r10
	addik	r12,r12,1
	swi	r10,r1,96
	lwi	r30,r1,92
	lwi	r31,r1,96
	add	r11,r31,r9
	addc	r10,r30,r8
	mul	r30,r25,r11
	andi	r30,r30,65535 #and2
	sw	r30,r5,r3
	lwi	r31,r7,0
	addik	r5,r5,4
	mul	r31,r30,r31
	swi	r31,r1,104
	lwi	r8,r1,100
	lwi	r9,r1,104
	add	r11,r9,r11
	addc	r10,r8,r10
	bslli	r19,r10,16
	bsrli	r9,r11,16
	bsrli	r8,r10,16
	or	r9,r19,r9
$L12:
	xor	r10,r12,r24
	bneid	r10,$L61
	addk	r19,r5,r0
	addk	r5,r10,r0
	addk	r26,r24,r24
$L16:
	addk	r10,r5,r24
	cmpu	r18,r26,r10
	bltid	r18,$L19
	addik	r25,r5,1
$L73:
	brid	$L11
	addk	r5,r9,r0
$L61:
	brid	$L15
	addk	r30,r0,r0
$L19:
	addk	r12,r25,r0
	bslli	r19,r24,2
$L17:
	cmpu	r18,r24,r12
	bltid	r18,$L18
	addik	r19,r19,-4
	bslli	r10,r5,2
	bsrli	r11,r8,16
	andi	r5,r9,65535 #and2
	sw	r5,r10,r3
	bslli	r10,r8,16
	bsrli	r5,r9,16
	addk	r8,r11,r0
	or	r9,r10,r5
	brid	$L16
	addk	r5,r25,r0
$L18:
	bslli	r10,r12,2
	lw	r11,r19,r6
	lw	r27,r10,r4
	addk	r22,r0,r0
	addk	r28,r22,r0
	mul	r23,r27,r11
	lw	r11,r10,r3
	lw	r10,r19,r7
	mul	r29,r11,r10
	add	r11,r23,r29
	addc	r10,r22,r28
	add	r9,r9,r11
	addc	r8,r8,r10
	brid	$L17
	addik	r12,r12,1
$L69:
	lwi	r5,r6,0
	lwi	r11,r4,0
	addik	r12,r0,4	# 0x4
	mul	r11,r11,r5
	addik	r22,r3,-4
	andi	r26,r11,65535 #and2
	mul	r5,r26,r25
	xori	r23,r8,3
	bsrli	r11,r11,16
	andi	r5,r5,65535 #and2
	swi	r5,r3,0
	addk	r5,r9,r0
$L20:
	cmpu	r18,r24,r19
	bltid	r18,$L24
	lwi	r10,r7,0
	addik	r12,r24,1073741823
	bslli	r12,r12,2
	lw	r12,r12,r3
	xori	r8,r8,3
	mul	r10,r10,r12
	addk	r10,r10,r26
	beqid	r8,$L25
	bsrli	r10,r10,16
	addk	r5,r5,r10
$L26:
	addk	r25,r24,r24
	addk	r10,r0,r0
$L27:
	addk	r8,r10,r24
	cmpu	r18,r25,r8
	bltid	r18,$L30
	addik	r23,r10,1
	brid	$L11
	addk	r5,r11,r5
$L24:
	lw	r27,r12,r22
	addk	r28,r0,r0
	mul	r10,r10,r27
	lwi	r27,r6,0
	addk	r10,r10,r26
	lw	r26,r12,r4
	bsrli	r10,r10,16
	mul	r26,r26,r27
	addk	r27,r12,r0
	addk	r26,r26,r10
$L21:
	lw	r29,r27,r6
	lw	r10,r28,r4
	lw	r30,r27,r7
	addik	r27,r27,-4
	mul	r10,r10,r29
	lw	r29,r28,r3
	addk	r10,r10,r11
	mul	r29,r29,r30
	andi	r11,r10,65535 #and2
	bsrli	r10,r10,16
	addk	r5,r29,r5
	bsrli	r29,r5,16
	addk	r10,r10,r29
	addk	r9,r9,r10
	andi	r5,r5,65535 #and2
	bneid	r27,$L21
	addik	r28,r28,4
	beqi	r23,$L22
	addk	r5,r11,r5
	addk	r5,r5,r26
	andi	r26,r5,65535 #and2
	bsrli	r5,r5,16
$L23:
	mul	r10,r26,r25
	andi	r11,r9,65535 #and2
	bsrli	r9,r9,16
	andi	r10,r10,65535 #and2
	sw	r10,r12,r3
	addik	r19,r19,1
	brid	$L20
	addik	r12,r12,4
$L22:
	addk	r10,r26,r5
	andi	r5,r10,65535 #and2
	addk	r5,r5,r11
	bsrli	r10,r10,16
	andi	r26,r5,65535 #and2
	bsrli	r5,r5,16
	brid	$L23
	addk	r5,r10,r5
$L25:
	brid	$L26
	addk	r11,r11,r10
$L30:
	addk	r19,r23,r0
	bslli	r22,r24,2
$L28:
	cmpu	r18,r24,r19
	bltid	r18,$L29
	addik	r22,r22,-4
	addk	r5,r11,r5
	bslli	r10,r10,2
	andi	r8,r5,65535 #and2
	sw	r8,r10,r3
	andi	r11,r9,65535 #and2
	addk	r10,r23,r0
	bsrli	r9,r9,16
	brid	$L27
	bsrli	r5,r5,16
$L29:
	bslli	r12,r19,2
	lw	r26,r22,r6
	lw	r8,r12,r4
	lw	r12,r12,r3
	addik	r19,r19,1
	mul	r8,r8,r26
	lw	r26,r22,r7
	addk	r8,r8,r11
	mul	r12,r12,r26
	andi	r11,r8,65535 #and2
	bsrli	r8,r8,16
	addk	r5,r12,r5
	bsrli	r12,r5,16
	addk	r8,r8,r12
	andi	r5,r5,65535 #and2
	brid	$L28
	addk	r9,r9,r8
$L2:
	bneid	r8,$L70
	xori	r5,r8,1
	addik	r26,r0,0x00000000
	addik	r27,r0,0x00000000 #li => la
	addk	r9,r8,r0
	addk	r19,r8,r0
	addk	r28,r26,r0
	brid	$L31
	addk	r29,r27,r0
$L33:
	lw	r23,r12,r4
	lw	r22,r5,r6
	swi	r30,r1,44
	mul	r11,r23,r22
	mulhu	r10,r23,r22
	add	r11,r11,r29
	addc	r10,r10,r28
	addk	r31,r10,r0
	swi	r11,r1,48
	swi	r30,r1,28
	add	r23,r31,r27
	addc	r22,r30,r26
	swi	r22,r1,20
	swi	r23,r1,24
	swi	r23,r1,32
	lw	r22,r5,r7
	lw	r23,r12,r3
	lwi	r26,r1,44
	lwi	r27,r1,48
	swi	r30,r1,108
	mul	r11,r23,r22
	mulhu	r10,r23,r22
	add	r11,r11,r27
	addc	r10,r10,r26
	swi	r10,r1,112
	lwi	r28,r1,108
	lwi	r29,r1,112
	lwi	r26,r1,28
	lwi	r27,r1,32
	swi	r30,r1,116
	swi	r30,r1,124
	add	r23,r29,r27
	addc	r22,r28,r26
	lwi	r28,r1,20
	swi	r22,r1,128
	addk	r27,r23,r0
	swi	r28,r1,120
	lwi	r22,r1,116
	lwi	r23,r1,120
	lwi	r28,r1,124
	lwi	r29,r1,128
	addk	r26,r30,r0
	addik	r12,r12,4
	add	r23,r23,r29
	addc	r22,r22,r28
	lwi	r28,r1,12
	lwi	r29,r1,16
	addik	r5,r5,-4
	add	r29,r29,r23
	addc	r28,r28,r22
	swi	r28,r1,12
	swi	r29,r1,16
	addk	r28,r30,r0
	addk	r29,r11,r0
$L34:
	bneid	r5,$L33
	addk	r30,r0,r0
	lw	r22,r9,r4
	lwi	r12,r6,0
	swi	r5,r1,132
	swi	r5,r1,140
	mul	r11,r22,r12
	mulhu	r10,r22,r12
	add	r11,r11,r29
	addc	r10,r10,r28
	swi	r10,r1,136
	lwi	r22,r1,132
	lwi	r23,r1,136
	mul	r12,r25,r11
	swi	r11,r1,72
	add	r27,r23,r27
	addc	r26,r22,r26
	swi	r26,r1,144
	lwi	r22,r1,12
	lwi	r23,r1,16
	lwi	r28,r1,140
	lwi	r29,r1,144
	sw	r12,r9,r3
	swi	r27,r1,64
	swi	r5,r1,68
	add	r27,r29,r23
	addc	r26,r28,r22
	lwi	r22,r7,0
	lwi	r28,r1,68
	lwi	r29,r1,72
	swi	r5,r1,60
	mul	r11,r12,r22
	mulhu	r10,r12,r22
	add	r11,r11,r29
	addc	r10,r10,r28
	swi	r10,r1,152
	swi	r5,r1,148
	lwi	r28,r1,60
	lwi	r29,r1,64
	lwi	r22,r1,148
	lwi	r23,r1,152
	swi	r5,r1,156
	addik	r19,r19,1
	add	r11,r23,r29
	addc	r10,r22,r28
	swi	r10,r1,160
	addk	r29,r11,r0
	lwi	r10,r1,156
	lwi	r11,r1,160
	addk	r28,r5,r0
	addik	r9,r9,4
	add	r27,r11,r27
	addc	r26,r10,r26
$L31:
	xor	r5,r19,r24
	bneid	r5,$L63
	addk	r5,r9,r0
	addk	r19,r24,r24
$L35:
	addk	r5,r8,r24
	cmpu	r18,r19,r5
	bltid	r18,$L38
	addik	r12,r8,1
	brid	$L11
	addk	r5,r29,r0
$L63:
	addik	r10,r0,0x00000000
	addik	r11,r0,0x00000000 #li => la
	swi	r10,r1,12
	swi	r11,r1,16
	brid	$L34
	addk	r12,r8,r0
$L38:
	addk	r5,r12,r0
	bslli	r9,r24,2
	addk	r30,r26,r0
	addk	r31,r27,r0
	addik	r26,r0,0x00000000
	addik	r27,r0,0x00000000 #li => la
$L36:
	cmpu	r18,r24,r5
	bltid	r18,$L37
	addik	r9,r9,-4
	bslli	r8,r8,2
	addk	r28,r30,r0
	sw	r29,r8,r3
	addk	r8,r12,r0
	brid	$L35
	addk	r29,r31,r0
$L37:
	bslli	r22,r5,2
	lw	r23,r9,r6
	lw	r25,r22,r4
	addik	r5,r5,1
	mul	r11,r25,r23
	mulhu	r10,r25,r23
	add	r11,r11,r29
	addc	r10,r10,r28
	addk	r23,r0,r0
	swi	r23,r1,4
	swi	r10,r1,8
	lwi	r28,r1,4
	lwi	r29,r1,8
	swi	r23,r1,76
	swi	r23,r1,84
	add	r29,r29,r31
	addc	r28,r28,r30
	swi	r28,r1,12
	swi	r29,r1,16
	addk	r29,r23,r0
	lw	r23,r22,r3
	lw	r22,r9,r7
	swi	r11,r1,88
	lwi	r30,r1,16
	mul	r11,r23,r22
	mulhu	r10,r23,r22
	lwi	r22,r1,84
	lwi	r23,r1,88
	swi	r30,r1,80
	swi	r29,r1,164
	add	r11,r11,r23
	addc	r10,r10,r22
	swi	r10,r1,168
	lwi	r30,r1,76
	lwi	r31,r1,80
	lwi	r28,r1,164
	lwi	r29,r1,168
	lwi	r25,r1,12
	add	r23,r29,r31
	addc	r22,r28,r30
	lwi	r30,r1,4
	swi	r22,r1,184
	swi	r25,r1,176
	swi	r30,r1,172
	swi	r30,r1,180
	lwi	r28,r1,180
	lwi	r29,r1,184
	addk	r31,r23,r0
	lwi	r22,r1,172
	lwi	r23,r1,176
	add	r23,r23,r29
	addc	r22,r22,r28
	add	r27,r27,r23
	addc	r26,r26,r22
	addk	r28,r30,r0
	brid	$L36
	addk	r29,r11,r0
$L70:
	bneid	r5,$L71
	addik	r27,r3,-4
	addik	r8,r0,0x00000000
	addik	r9,r0,0x00000000 #li => la
	brid	$L39
	addk	r19,r5,r0
$L41:
	lw	r23,r26,r4
	lw	r22,r12,r6
	lw	r28,r26,r3
	lw	r27,r12,r7
	mul	r11,r23,r22
	mulhu	r10,r23,r22
	addik	r26,r26,4
	mul	r23,r28,r27
	mulhu	r22,r28,r27
	add	r11,r11,r23
	addc	r10,r10,r22
	add	r9,r9,r11
	addc	r8,r8,r10
	addik	r12,r12,-4
$L42:
	bnei	r12,$L41
	lw	r23,r5,r4
	lwi	r22,r6,0
	addik	r19,r19,1
	mul	r11,r23,r22
	mulhu	r10,r23,r22
	add	r11,r11,r9
	addc	r10,r10,r8
	mul	r26,r25,r11
	addk	r8,r12,r0
	sw	r26,r5,r3
	lwi	r27,r7,0
	addik	r5,r5,4
	mul	r23,r26,r27
	mulhu	r22,r26,r27
	add	r23,r23,r11
	addc	r22,r22,r10
	addk	r9,r22,r0
$L39:
	xor	r10,r19,r24
	bneid	r10,$L65
	addk	r12,r5,r0
	addk	r5,r10,r0
	addk	r27,r10,r0
	addk	r26,r24,r24
$L43:
	addk	r10,r5,r24
	cmpu	r18,r26,r10
	bgeid	r18,$L73
	addik	r25,r5,1
	addk	r12,r25,r0
	bslli	r19,r24,2
$L44:
	cmpu	r18,r24,r12
	bltid	r18,$L45
	addik	r19,r19,-4
	bslli	r5,r5,2
	sw	r9,r5,r3
	addk	r5,r8,r0
	addk	r8,r27,r0
	addk	r9,r5,r0
	brid	$L43
	addk	r5,r25,r0
$L65:
	brid	$L42
	addk	r26,r0,r0
$L45:
	bslli	r10,r12,2
	lw	r11,r19,r6
	lw	r28,r10,r4
	lw	r29,r10,r3
	mul	r23,r28,r11
	mulhu	r22,r28,r11
	lw	r28,r19,r7
	mul	r11,r29,r28
	mulhu	r10,r29,r28
	add	r11,r23,r11
	addc	r10,r22,r10
	add	r9,r9,r11
	addc	r8,r8,r10
	brid	$L44
	addik	r12,r12,1
$L71:
	lwi	r9,r4,0
	lwi	r5,r6,0
	addik	r30,r0,0x00000000
	addik	r31,r0,0x00000000 #li => la
	swi	r30,r1,12
	swi	r31,r1,16
	mul	r11,r9,r5
	mulhu	r10,r9,r5
	mul	r5,r25,r11
	addk	r31,r10,r0
	swi	r11,r1,16
	addik	r10,r0,0x00000000
	addik	r11,r0,0x00000000 #li => la
	addk	r28,r10,r0
	addk	r29,r11,r0
	swi	r5,r3,0
	addk	r30,r0,r0
	addik	r9,r0,4	# 0x4
	addik	r19,r0,1	# 0x1
	swi	r10,r1,4
	swi	r11,r1,8
	xori	r12,r8,3
$L47:
	cmpu	r18,r24,r19
	bltid	r18,$L51
	lwi	r5,r7,0
	addik	r9,r24,1073741823
	bslli	r9,r9,2
	lw	r9,r9,r3
	lwi	r26,r1,12
	lwi	r27,r1,16
	xori	r8,r8,3
	mul	r23,r5,r9
	mulhu	r22,r5,r9
	add	r23,r23,r27
	addc	r22,r22,r26
	addk	r11,r22,r0
	beqid	r8,$L52
	addk	r10,r0,r0
	add	r29,r29,r11
	addc	r28,r28,r10
	addk	r5,r0,r0
$L74:
	addk	r12,r5,r0
	addk	r22,r24,r24
$L54:
	addk	r8,r5,r24
	cmpu	r18,r22,r8
	bltid	r18,$L57
	addik	r19,r5,1
	brid	$L11
	addk	r5,r29,r31
$L51:
	lw	r22,r9,r27
	mul	r11,r5,r22
	mulhu	r10,r5,r22
	lwi	r22,r1,12
	lwi	r23,r1,16
	lwi	r5,r6,0
	add	r11,r11,r23
	addc	r10,r10,r22
	lw	r22,r9,r4
	addk	r23,r0,r0
	swi	r10,r1,56
	swi	r23,r1,52
	mul	r11,r22,r5
	mulhu	r10,r22,r5
	lwi	r22,r1,52
	lwi	r23,r1,56
	addk	r5,r9,r0
	lwi	r26,r1,52
	add	r23,r11,r23
	addc	r22,r10,r22
	swi	r22,r1,28
	swi	r23,r1,32
$L48:
	lw	r11,r26,r4
	lw	r10,r5,r6
	mul	r23,r11,r10
	mulhu	r22,r11,r10
	add	r11,r23,r31
	addc	r10,r22,r30
	lw	r22,r26,r3
	lw	r23,r5,r7
	swi	r10,r1,44
	swi	r11,r1,48
	addk	r30,r0,r0
	mul	r11,r22,r23
	mulhu	r10,r22,r23
	add	r11,r11,r29
	addc	r10,r10,r28
	lwi	r28,r1,44
	swi	r30,r1,20
	swi	r10,r1,192
	swi	r28,r1,24
	swi	r30,r1,188
	lwi	r22,r1,188
	lwi	r23,r1,192
	lwi	r28,r1,20
	lwi	r29,r1,24
	addik	r5,r5,-4
	lwi	r31,r1,48
	add	r29,r29,r23
	addc	r28,r28,r22
	lwi	r22,r1,4
	lwi	r23,r1,8
	addik	r26,r26,4
	add	r23,r23,r29
	addc	r22,r22,r28
	swi	r22,r1,4
	swi	r23,r1,8
	addk	r28,r30,r0
	bneid	r5,$L48
	addk	r29,r11,r0
	beqi	r12,$L49
	add	r11,r31,r29
	addc	r10,r30,r28
	lwi	r28,r1,28
	lwi	r29,r1,32
	swi	r5,r1,12
	add	r11,r11,r29
	addc	r10,r10,r28
	addk	r29,r10,r0
	addk	r28,r5,r0
	swi	r11,r1,16
$L50:
	lwi	r11,r1,16
	addk	r30,r0,r0
	lwi	r31,r1,8
	mul	r5,r25,r11
	addik	r19,r19,1
	sw	r5,r9,r3
	lwi	r5,r1,4
	addik	r9,r9,4
	swi	r30,r1,4
	brid	$L47
	swi	r5,r1,8
$L49:
	lwi	r10,r1,28
	lwi	r11,r1,32
	swi	r12,r1,196
	swi	r12,r1,204
	add	r29,r11,r29
	addc	r28,r10,r28
	swi	r29,r1,200
	lwi	r10,r1,196
	lwi	r11,r1,200
	swi	r28,r1,208
	swi	r12,r1,212
	add	r23,r11,r31
	addc	r22,r10,r30
	swi	r22,r1,216
	lwi	r10,r1,212
	lwi	r11,r1,216
	swi	r23,r1,16
	lwi	r22,r1,204
	lwi	r23,r1,208
	add	r29,r23,r11
	addc	r28,r22,r10
	brid	$L50
	swi	r12,r1,12
$L52:
	add	r31,r31,r11
	addc	r30,r30,r10
	brid	$L74
	addk	r5,r0,r0
$L57:
	addk	r23,r19,r0
	bslli	r26,r24,2
$L55:
	cmpu	r18,r24,r23
	bltid	r18,$L56
	addik	r26,r26,-4
	bslli	r5,r5,2
	add	r9,r31,r29
	addc	r8,r30,r28
	sw	r9,r5,r3
	lwi	r5,r1,4
	lwi	r31,r1,8
	addk	r29,r8,r0
	swi	r5,r1,8
	addk	r28,r12,r0
	addk	r5,r19,r0
	addk	r30,r0,r0
	brid	$L54
	swi	r12,r1,4
$L56:
	bslli	r8,r23,2
	lw	r9,r26,r6
	lw	r25,r8,r4
	addik	r23,r23,1
	mul	r11,r25,r9
	mulhu	r10,r25,r9
	add	r11,r11,r31
	addc	r10,r10,r30
	addk	r31,r11,r0
	lw	r25,r8,r3
	lw	r11,r26,r7
	addk	r30,r0,r0
	swi	r10,r1,40
	mul	r9,r25,r11
	mulhu	r8,r25,r11
	add	r9,r9,r29
	addc	r8,r8,r28
	swi	r30,r1,36
	swi	r8,r1,224
	swi	r30,r1,220
	lwi	r28,r1,220
	lwi	r29,r1,224
	lwi	r10,r1,36
	lwi	r11,r1,40
	add	r11,r11,r29
	addc	r10,r10,r28
	lwi	r28,r1,4
	lwi	r29,r1,8
	add	r29,r29,r11
	addc	r28,r28,r10
	swi	r28,r1,4
	swi	r29,r1,8
	addk	r28,r30,r0
	brid	$L55
	addk	r29,r9,r0
	.end	fips
$Lfe1:
	.size	fips,$Lfe1-fips
	.section	.text.startup,"ax",@progbits
	.align	2
	.globl	main
	.ent	main
	.type	main, @function
main:
	.frame	r1,40,r15		# vars= 4, regs= 2, args= 24
	.mask	0x00488000
	addik	r1,r1,-40
	swi	r19,r1,32
	swi	r22,r1,36
	addik	r19,r0,params
	addik	r22,r0,-65536
	swi	r15,r1,0
	addk	r5,r19,r0
	lwi	r3,r22,0
	addik	r6,r1,28
	brlid	r15,fips
	
	swi	r3,r19,36
	lwi	r3,r22,0
	swi	r3,r19,40
	lwi	r3,r1,28
	swi	r3,r19,32
	lwi	r15,r1,0
	lwi	r19,r1,32
	lwi	r22,r1,36
	addk	r3,r0,r0
	rtsd	r15,8 
	
	addik	r1,r1,40
	.end	main
$Lfe2:
	.size	main,$Lfe2-main
	.globl	params
	.section	.data,"aw"
	.align	2
	.type	params,@object
	.size	params,44
params:
	.space	44
