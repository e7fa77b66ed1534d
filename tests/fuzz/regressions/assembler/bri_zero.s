_start: bri 0
