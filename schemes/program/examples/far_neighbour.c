/* far_neighbour.c: every core sends a word to the core half way round the
 * ring, (id + p/2) mod p, on FSL port 2, which far_neighbour.toml declares;
 * the word comes from (id - p/2) mod p. On a mesh or a torus the word
 * crosses routers; on `platform.topology = "ring"` montsim refuses the link
 * (that topology links each core to the next only). */
#include "fsl.h"
#include "montsim.h"
#include "montsim_params.h"

int main(void)
{
    const unsigned id = montsim_core_id(), p = montsim_core_count();
    unsigned word, from = (id + p - p / 2) % p;
    putfsl(id * 1000 + params.salt, 2);
    getfsl(word, 2);
    return word != from * 1000 + params.salt;  /* 0: the word came from where it should */
}
