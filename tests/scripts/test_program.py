"""scheme.name = program with C: `montsim cc`, the examples of
schemes/program/examples on 4, 8, 16 and 64 cores of every topology and on
the shared memory, the student's pSHS in C against the built-in pSHS, and
what a user sees when a program is wrong.

Needs the microblaze-elf toolchain: skipped without it, unless
MONTSIM_REQUIRE_TOOLCHAIN=1 (scripts/test.sh sets it: CI always runs these).
"""
import json
import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"
EXAMPLES = ROOT / "schemes" / "program" / "examples"
REQUIRED = os.environ.get("MONTSIM_REQUIRE_TOOLCHAIN") == "1"
TOPOLOGIES = ["ring", "p2p", "biring", "mesh", "torus", "crossbar", "bus"]
CORES = "4,8,16,64"


@pytest.fixture(scope="module")
def toolchain():
    cache = Path(os.environ.get("MONTSIM_TOOLCHAIN_CACHE", "/var/cache/montsim"))
    done = sorted(cache.glob("microblaze-elf-*/.complete")) if cache.exists() else []
    if not os.environ.get("MONTSIM_TOOLCHAIN") and not done:
        if REQUIRED:
            pytest.fail("no microblaze-elf toolchain (MONTSIM_REQUIRE_TOOLCHAIN=1)")
        pytest.skip("no microblaze-elf toolchain (bash scripts/toolchain.sh builds it)")
    if not MONTSIM.exists():
        pytest.fail("montsim is not built (bash scripts/build.sh)")


def montsim(*args, check=True):
    out = subprocess.run([str(MONTSIM), *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if check:
        assert out.returncode == 0, out.stderr
    return out


def sweep(tmp_path, name, program, *settings):
    out = tmp_path / name
    montsim("run", "--quiet", "-j", "2", "--out", str(out), "--set", "scheme.name=program",
            "--set", f"scheme.program={program}", *settings)
    return json.loads((out / "results.json").read_text())["points"]


def test_cc_compiles_for_the_core_and_names_gcc_errors(toolchain, tmp_path):
    elf = tmp_path / "ring.elf"
    out = montsim("cc", str(EXAMPLES / "token_ring.c"), "-o", str(elf), "--print-command")
    assert "-mxl-multiply-high" in out.stdout and "MONTSIM_STACK_SIZE=4096" in out.stdout
    assert elf.read_bytes()[:4] == b"\x7fELF"
    out = montsim("cc", str(EXAMPLES / "token_ring.c"), "-o", str(elf), "--print-command",
                  "--set", "core.hw_mul=mul32", "--stack", "16384")
    assert "-mxl-multiply-high" not in out.stdout and "MONTSIM_STACK_SIZE=16384" in out.stdout
    # A description: its program with the block's header, runnable as an ELF on its own.
    out = montsim("cc", str(EXAMPLES / "far_neighbour.toml"), "-o", str(tmp_path / "far.elf"), "--print-command")
    assert "montsim_params.h" in out.stdout
    (tmp_path / "far.toml").write_text((EXAMPLES / "far_neighbour.toml").read_text()
                                       .replace('"far_neighbour.c"', '"far.elf"'))
    assert sweep(tmp_path, "far_elf", tmp_path / "far.toml", "--set", "platform.topology=p2p")[0]["stats"]["correct"]
    bad = tmp_path / "bad.c"
    bad.write_text("int main(void)\n{\n    return x;\n}\n")
    out = montsim("cc", str(bad), "-o", str(tmp_path / "bad.elf"), check=False)
    assert out.returncode == 1
    assert f"{bad}:3:12: error: 'x' undeclared" in out.stderr
    missing = subprocess.run([str(MONTSIM), "cc", str(bad), "-o", str(tmp_path / "x.elf")],
                             env=dict(os.environ, MONTSIM_TOOLCHAIN=str(tmp_path / "none")),
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert missing.returncode == 1 and f"bash {ROOT}/scripts/toolchain.sh" in missing.stderr


def test_token_ring_on_every_topology(toolchain, tmp_path):
    elf = tmp_path / "token_ring.elf"
    montsim("cc", str(EXAMPLES / "token_ring.c"), "-o", str(elf))
    points = sweep(tmp_path, "ring", elf, "--sweep", f"scheme.p={CORES}",
                   "--sweep", "platform.topology=" + ",".join(TOPOLOGIES))
    assert len(points) == 4 * len(TOPOLOGIES)
    for pt in points:
        p = pt["config"]["scheme.p"]
        assert pt["stats"]["check"] == "exit status"
        # Every core's output, apart, in core order; core 0 saw the whole sum.
        assert pt["stats"]["output"].startswith(f"[core0]\ncore 0 of {p}: token {p * (p + 1) // 2}\n")
        assert f"[core{p - 1}]\ncore {p - 1} of {p}: token {p * (p + 1) // 2}\n" in pt["stats"]["output"]


def test_links_and_the_shared_memory_together(toolchain, tmp_path):
    elf = tmp_path / "token_ring.elf"
    montsim("cc", str(EXAMPLES / "token_ring.c"), "-o", str(elf))
    points = sweep(tmp_path, "both", elf, "--set", "scheme.shared_memory=true", "--sweep", f"scheme.p={CORES}",
                   "--sweep", "platform.topology=" + ",".join(TOPOLOGIES))
    alone = {(pt["config"]["scheme.p"], pt["config"]["platform.topology"]): pt["stats"]["cycles"]
             for pt in sweep(tmp_path, "alone", elf, "--sweep", f"scheme.p={CORES}",
                             "--sweep", "platform.topology=" + ",".join(TOPOLOGIES))}
    # The memory on the bus changes nothing on the links: the same cycles.
    assert len(points) == 4 * len(TOPOLOGIES)
    assert all(pt["stats"]["cycles"] == alone[(pt["config"]["scheme.p"], pt["config"]["platform.topology"])]
               for pt in points)


def test_far_neighbour_on_routed_topologies_and_refused_on_the_ring(toolchain, tmp_path):
    points = sweep(tmp_path, "far", EXAMPLES / "far_neighbour.toml", "--sweep", f"scheme.p={CORES}",
                   "--sweep", "platform.topology=" + ",".join(t for t in TOPOLOGIES if t != "ring"))
    assert len(points) == 4 * (len(TOPOLOGIES) - 1)
    assert all(pt["stats"]["core0.words_sent"] == 1 for pt in points)
    out = montsim("run", "--quiet", "--out", str(tmp_path / "ring"), "--set", "scheme.name=program",
                  "--set", f"scheme.program={EXAMPLES / 'far_neighbour.toml'}", check=False)
    assert out.returncode != 0 and "p2p" in out.stderr


def test_shared_sum_on_the_shared_memory(toolchain, tmp_path):
    points = sweep(tmp_path, "shared", EXAMPLES / "shared_sum.c", "--set", "scheme.shared_memory=true",
                   "--sweep", f"scheme.p={CORES}")
    assert [pt["stats"]["core0.barriers"] for pt in points] == [2, 2, 2, 2]
    assert all(pt["stats"]["core1.bus_writes"] >= 1 for pt in points)


def test_student_pshs_gives_the_built_in_result_on_every_point(toolchain, tmp_path):
    """Both are checked against Boost on the same operands (scheme.seed), so
    equal results; the cycles are compared (the student's C at -O2 against
    the hand-written kernel and against the scheme's own C)."""
    axes = ["--sweep", f"scheme.p={CORES}", "--sweep", "scheme.bits=2048,4096", "--sweep", "scheme.seed=1,2"]
    student = sweep(tmp_path, "student", EXAMPLES / "pshs_student.toml", *axes,
                    "--sweep", "platform.topology=" + ",".join(TOPOLOGIES))
    assert len(student) == 4 * 2 * 2 * len(TOPOLOGIES)
    assert all(pt["stats"]["check"] == "montgomery" and pt["stats"]["correct"] for pt in student)
    builtin = tmp_path / "builtin"
    montsim("run", "--quiet", "-j", "2", "--out", str(builtin), "--set", "scheme.name=pshs", *axes)
    hand = {(pt["config"]["scheme.p"], pt["config"]["scheme.bits"], pt["config"]["scheme.seed"]): pt["stats"]
            for pt in json.loads((builtin / "results.json").read_text())["points"]}
    for pt in student:
        c = pt["config"]
        if c["platform.topology"] != "ring":
            continue
        ref = hand[(c["scheme.p"], c["scheme.bits"], c["scheme.seed"])]
        assert ref["correct"]
        # The hand-written kernel is faster than the student's C on every point.
        assert ref["halt_cycles"] < pt["stats"]["cycles"] < 3 * ref["halt_cycles"]


def test_wrong_programs_fail_clearly_and_keep_earlier_results(toolchain, tmp_path):
    out_dir = tmp_path / "keep"
    sweep(tmp_path, "keep", EXAMPLES / "shared_sum.c", "--set", "scheme.shared_memory=true")
    before = (out_dir / "results.json").read_text()
    cases = {
        "int main(void) { return y; }\n": "error: 'y' undeclared",
        '#include "fsl.h"\nint main(void) { unsigned v; getfsl(v, 0); putfsl(v, 0); return 0; }\n':
            "deadlock: every unfinished core is blocked",
        "int main(void) { *(volatile unsigned *)0x200000 = 1; return 0; }\n": "lies outside local memory",
        "int main(void) { for (;;) ; }\n": "never halts",
        "int main(void) { volatile int go = 1; while (go) ; return 0; }\n": "run.cycle_limit = 200000",
        '#include "montsim.h"\nint main(void) { return montsim_core_id() == 2 ? 9 : 0; }\n':
            "core 2 of",
    }
    for k, (source, message) in enumerate(cases.items()):
        src = tmp_path / f"wrong{k}.c"
        src.write_text(source)
        out = montsim("run", "--quiet", "--out", str(out_dir), "--set", "scheme.name=program",
                      "--set", f"scheme.program={src}", "--set", "run.cycle_limit=200000", check=False)
        assert out.returncode != 0 and message in out.stderr, (source, out.stderr)
        assert (out_dir / "results.json").read_text() == before
    out = montsim("run", "--quiet", "--out", str(out_dir), "--set", "scheme.name=program",
                  "--set", "scheme.program=/bin/true", check=False)
    assert out.returncode != 0 and "montsim models 32-bit MicroBlaze" in out.stderr
    asm = tmp_path / "bad.s"
    asm.write_text("_start: li r12, 1\n        frob r5, r0, 0\n")
    out = montsim("run", "--quiet", "--out", str(out_dir), "--set", "scheme.name=program",
                  "--set", f"scheme.program={asm}", check=False)
    assert out.returncode != 0 and f"{asm}:2:9: error:" in out.stderr
    out = montsim("run", "--quiet", "--out", str(out_dir), "--set", "scheme.name=program",
                  "--set", f"scheme.program={EXAMPLES / 'pshs_student.toml'}", "--set", "scheme.bits=16384",
                  "--set", "core.memory_kb=16", check=False)
    assert out.returncode != 0 and "raise core.memory_kb or lower scheme.bits" in out.stderr
    assert (out_dir / "results.json").read_text() == before


def test_on_montsim_is_true_on_montsim_and_false_under_qemu(toolchain, tmp_path):
    import shutil
    qemu = shutil.which("qemu-microblaze")
    if not qemu:
        if REQUIRED:
            pytest.fail("no qemu-microblaze (MONTSIM_REQUIRE_TOOLCHAIN=1)")
        pytest.skip("no qemu-microblaze (Debian: qemu-user)")
    cache = Path(os.environ.get("MONTSIM_TOOLCHAIN_CACHE", "/var/cache/montsim"))
    prefix = Path(os.environ.get("MONTSIM_TOOLCHAIN") or sorted(cache.glob("microblaze-elf-*/.complete"))[-1].parent)
    runtime = ROOT / "cores" / "mb" / "runtime"
    src = tmp_path / "on.c"
    src.write_text('#include "montsim.h"\nint main(void) { return montsim_on_montsim() ? 7 : 5; }\n')
    elf = tmp_path / "on.elf"
    subprocess.run([str(prefix / "bin" / "microblaze-elf-gcc"), "-O2", "-ffreestanding", f"-I{runtime}", "-nostdlib",
                    "-Wl,--no-omagic", "-T", str(runtime / "montsim-qemu.ld"), str(runtime / "crt0.s"), str(src),
                    "-lgcc", "-o", str(elf)], check=True)
    assert subprocess.run([qemu, str(elf)]).returncode == 5
    assert subprocess.run([str(MONTSIM), "exec", str(elf)]).returncode == 7


def test_student_pshs_on_the_stress_tests_adversarial_operands(toolchain, tmp_path):
    """The operand families `montsim stress` uses (N = 2^bits - 1, N = 2^(bits-1) + 1,
    A and B of 0, 1, 2, N-1, N-2, half ones, and pairs with and without the
    final subtraction), given as scheme.a, scheme.b, scheme.n: every one
    checked against Boost on every core."""
    import random
    import sys
    sys.path.insert(0, str(ROOT / "scripts"))
    from montsim.tools import stress
    points = 0
    for n, avals, bvals in stress.operand_sets(256, random.Random(5))[:2]:
        got = sweep(tmp_path, f"adv{points}", EXAMPLES / "pshs_student.toml", "--set", "scheme.bits=256",
                    "--set", f"scheme.n={hex(n)}", "--sweep", "scheme.a=" + ",".join(hex(a) for a in avals),
                    "--sweep", "scheme.b=" + ",".join(hex(b) for b in bvals))
        assert all(pt["stats"]["check"] == "montgomery" and pt["stats"]["correct"] for pt in got)
        points += len(got)
    assert points >= 100


def test_a_traced_program_says_which_function_each_core_is_in(toolchain, tmp_path):
    """Label events at every function and every call's return: each core's
    time by label adds up to its halt cycle, and the timeline draws it."""
    import sys
    sys.path.insert(0, str(ROOT / "scripts"))
    from montsim import trace_events
    elf = tmp_path / "token_ring.elf"
    montsim("cc", str(EXAMPLES / "token_ring.c"), "-o", str(elf))
    points = sweep(tmp_path, "traced", elf, "--set", "scheme.p=4", "--set", f"trace.dir={tmp_path / 'trace'}")
    config, cores = trace_events.load(tmp_path / "trace")
    for c, events in cores.items():
        by = trace_events.time_by_label(events)
        assert sum(by.values()) == points[0]["stats"][f"core{c}.halt_cycle"]
        assert {"main", "say", "say_number", "write"} <= set(by)
    out = subprocess.run(["/usr/bin/python3", str(ROOT / "scripts" / "montsim"), "traces", "labels",
                          str(tmp_path / "trace")], capture_output=True, text=True, check=True).stdout
    assert "program = token_ring.elf, p = 4" in out and "say_number" in out


def test_modexp_example_is_checked_against_powm(toolchain, tmp_path):
    points = sweep(tmp_path, "modexp", EXAMPLES / "modexp.toml", "--set", "scheme.p=1",
                   "--sweep", "scheme.bits=64,256", "--sweep", "scheme.seed=1,2,3")
    assert len(points) == 6 and all(pt["stats"]["check"] == "modexp" and pt["stats"]["correct"] for pt in points)
    # One bit of E skipped: the result is no longer A^E mod N, and montsim says so.
    wrong = tmp_path / "modexp.c"
    wrong.write_text((EXAMPLES / "modexp.c").read_text().replace("i >= 0; i--", "i >= 1; i--"))
    (tmp_path / "modexp.toml").write_text((EXAMPLES / "modexp.toml").read_text())
    out = montsim("run", "--quiet", "--out", str(tmp_path / "w"), "--set", "scheme.name=program",
                  "--set", f"scheme.program={tmp_path / 'modexp.toml'}", "--set", "scheme.p=1",
                  "--set", "scheme.bits=64", check=False)
    assert out.returncode != 0 and "the modexp by Boost" in out.stderr


def test_tables_and_plots_say_what_checked_the_results(toolchain, tmp_path):
    import sys
    sys.path.insert(0, str(ROOT / "scripts"))
    from montsim import api
    df = api.run(program=EXAMPLES / "shared_sum.c", set={"scheme.shared_memory": True}, sweep={"scheme.p": [2, 4]},
                 out=tmp_path / "titled")
    title = api.title_of(df)
    assert "checked by exit status" in title and 'scheme.program = "' in title
    df = api.run(program=EXAMPLES / "pshs_student.toml", set={"scheme.bits": 256}, out=tmp_path / "titled2")
    assert "checked by montgomery" in api.title_of(df)
