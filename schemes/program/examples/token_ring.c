/* token_ring.c: every core passes a token around the ring of FSL port 0
 * (a put reaches the next core, a get hears the previous one), adding its
 * id + 1; after p steps the token is back at core 0, which checks it holds
 * 1 + 2 + ... + p. Each core says what it saw; its exit status is montsim's
 * check (0 = pass).
 *
 *   montsim cc token_ring.c -o token_ring.elf
 *   montsim run --set scheme.name=program --set scheme.program=token_ring.elf --set scheme.p=4 */
#include "fsl.h"
#include "montsim.h"

static void say(const char *text)
{
    unsigned n = 0;
    while (text[n]) n++;
    write(1, text, n);
}

static void say_number(unsigned v)
{
    char digits[12];
    int k = 11;
    digits[k] = 0;
    do digits[--k] = (char)('0' + v % 10); while ((v /= 10) != 0);
    say(digits + k);
}

int main(void)
{
    const unsigned id = montsim_core_id(), p = montsim_core_count();
    unsigned token;
    if (id == 0) {
        token = 1;
        putfsl(token, 0);
        getfsl(token, 0);
    } else {
        getfsl(token, 0);
        token += id + 1;
        putfsl(token, 0);
    }
    say("core ");
    say_number(id);
    say(" of ");
    say_number(p);
    say(": token ");
    say_number(token);
    say("\n");
    return id == 0 && token != p * (p + 1) / 2;  /* 1: the ring lost a word */
}
