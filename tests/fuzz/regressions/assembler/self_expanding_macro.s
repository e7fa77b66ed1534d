        .macro forever
        forever
        .endm
        forever
