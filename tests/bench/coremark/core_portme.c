/* montsim's port of CoreMark (core_portme.h): start-up, a clock that stands
 * still, the seeds of a performance run, and a small printf through the
 * write system call (crt0.s), which both montsim and qemu-microblaze run. */
#include <stdarg.h>

#include "coremark.h"
#include "montsim.h"

/* A performance run's seeds (CoreMark's "2K performance run"), read from
 * volatiles so that the compiler cannot fold the work away. */
volatile ee_s32 seed1_volatile = 0x0;
volatile ee_s32 seed2_volatile = 0x0;
volatile ee_s32 seed3_volatile = 0x66;
volatile ee_s32 seed4_volatile = ITERATIONS;
volatile ee_s32 seed5_volatile = 0;

ee_u32 default_num_contexts = 1;

void start_time(void) {}
void stop_time(void) {}
CORE_TICKS get_time(void) { return 0; }
secs_ret time_in_secs(CORE_TICKS ticks) { return (secs_ret)ticks; }

void portable_init(core_portable *p, int *argc, char *argv[])
{
    (void)argc;
    (void)argv;
    p->portable_id = 1;
}

void portable_fini(core_portable *p) { p->portable_id = 0; }

/* printf's conversions CoreMark uses: %d %u %x %s %c %%, with an optional
 * l and a field width. */
static char out_buf[256];
static unsigned out_len;

static void put_char(char c)
{
    out_buf[out_len++] = c;
    if (out_len == sizeof out_buf) {
        write(1, out_buf, out_len);
        out_len = 0;
    }
}

static void put_number(unsigned long v, unsigned base, int negative, int width, char pad)
{
    char digits[12];
    int n = 0;
    do {
        unsigned d = (unsigned)(v % base);
        digits[n++] = (char)(d < 10 ? '0' + d : 'a' + d - 10);
        v /= base;
    } while (v != 0);
    if (negative)
        digits[n++] = '-';
    for (; width > n; --width)
        put_char(pad);
    while (n > 0)
        put_char(digits[--n]);
}

int ee_printf(const char *fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    for (; *fmt != '\0'; ++fmt) {
        if (*fmt != '%') {
            put_char(*fmt);
            continue;
        }
        ++fmt;
        char pad = ' ';
        int width = 0;
        if (*fmt == '0') {
            pad = '0';
            ++fmt;
        }
        while (*fmt >= '0' && *fmt <= '9')
            width = width * 10 + (*fmt++ - '0');
        if (*fmt == 'l')
            ++fmt;
        switch (*fmt) {
        case 'd': {
            long v = va_arg(args, long);
            put_number(v < 0 ? 0ul - (unsigned long)v : (unsigned long)v, 10, v < 0, width, pad);
            break;
        }
        case 'u': put_number(va_arg(args, unsigned long), 10, 0, width, pad); break;
        case 'x': put_number(va_arg(args, unsigned long), 16, 0, width, pad); break;
        case 'c': put_char((char)va_arg(args, int)); break;
        case 's':
            for (const char *s = va_arg(args, const char *); *s != '\0'; ++s)
                put_char(*s);
            break;
        default: put_char(*fmt); break;
        }
    }
    va_end(args);
    write(1, out_buf, out_len);
    out_len = 0;
    return 0;
}
