"""What needs the microblaze-elf toolchain (scripts/toolchain.sh) and QEMU:
the stored compiled kernels are gcc's output byte for byte, GNU ld links
them to the bytes montsim's assembler gives, the ELF runs in the schemes
with the same cycles, and montsim agrees with qemu-microblaze.

Skipped where the toolchain (or qemu-microblaze) is missing, unless
MONTSIM_REQUIRE_TOOLCHAIN=1 (scripts/test.sh sets it: CI always runs these).
"""
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from montsim.tools import compile_kernels

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"
RUNTIME = ROOT / "cores" / "mb" / "runtime"
REQUIRED = os.environ.get("MONTSIM_REQUIRE_TOOLCHAIN") == "1"


def _missing(why):
    if REQUIRED:
        pytest.fail(f"{why} (MONTSIM_REQUIRE_TOOLCHAIN=1)")
    pytest.skip(why)


def _prefix():
    if os.environ.get("MONTSIM_TOOLCHAIN"):
        return Path(os.environ["MONTSIM_TOOLCHAIN"])
    cache = Path(os.environ.get("MONTSIM_TOOLCHAIN_CACHE", "/var/cache/montsim"))
    done = sorted(cache.glob("microblaze-elf-*/.complete")) if cache.exists() else []
    return done[-1].parent if done else None


@pytest.fixture(scope="module")
def toolchain():
    prefix = _prefix()
    if prefix is None or not (prefix / "bin" / "microblaze-elf-gcc").exists():
        _missing("no microblaze-elf toolchain (bash scripts/toolchain.sh builds it)")
    if not MONTSIM.exists():
        _missing("montsim is not built (bash scripts/build.sh)")
    return prefix


def _env(prefix):
    return dict(os.environ, MONTSIM_TOOLCHAIN=str(prefix))


def test_stored_kernels_are_a_fresh_compile(toolchain):
    out = subprocess.run([sys.executable, str(ROOT / "scripts/montsim"), "compile-kernels", "--check"], env=_env(toolchain),
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    assert out.returncode == 0, out.stdout
    assert "identical to a fresh compile" in out.stdout


def _gcc(prefix):
    return str(prefix / "bin" / "microblaze-elf-gcc")


def _link(prefix, opt, mul, scheme, out):
    # The flags the stored kernel was compiled with, so that ld's output can be compared with it.
    subprocess.run([_gcc(prefix), *compile_kernels.flags_of(opt, mul), f"-I{RUNTIME}", f"-I{ROOT / 'schemes/common'}", "-nostdlib", "-T",
                    str(RUNTIME / "montsim.ld"), str(RUNTIME / "crt0.s"), str(ROOT / f"schemes/{scheme}/c/{scheme}.c"),
                    "-lgcc", "-o", str(out)], check=True)


def _text_bytes(prefix, elf, tmp_path):
    raw = tmp_path / (elf.name + ".text")
    subprocess.run([str(prefix / "bin" / "microblaze-elf-objcopy"), "-O", "binary", "-j", ".text", str(elf), str(raw)],
                   check=True)
    return raw.read_bytes()


VARIANTS = [(scheme, opt, mul) for scheme in ("sos", "pshs") for opt in ("O0", "O2", "Os") for mul in ("mul64", "mul32")]


@pytest.mark.parametrize("scheme,opt,mul", VARIANTS)
def test_gnu_ld_links_the_bytes_montsim_assembles(toolchain, tmp_path, scheme, opt, mul):
    elf = tmp_path / f"{scheme}.elf"
    _link(toolchain, opt, mul, scheme, elf)
    ours = tmp_path / "montsim.elf"
    subprocess.run([str(MONTSIM), "asm", str(ROOT / f"schemes/compiled/{scheme}-{opt}-{mul}.s"), "-o", str(ours)],
                   check=True)
    assert _text_bytes(toolchain, elf, tmp_path) == _text_bytes(toolchain, ours, tmp_path)


def _run(config, sets, out):
    args = [str(MONTSIM), "run", str(ROOT / "configs" / config), "--quiet", "--out", str(out)]
    for s in sets:
        args += ["--set", s]
    subprocess.run(args, check=True)
    return json.loads((out / "results.json").read_text())["points"]


@pytest.mark.parametrize("scheme,opt,mul", VARIANTS)
def test_the_linked_elf_runs_with_the_cycles_of_the_stored_kernel(toolchain, tmp_path, scheme, opt, mul):
    elf = tmp_path / f"{scheme}.elf"
    _link(toolchain, opt, mul, scheme, elf)
    common = [f"core.hw_mul={mul}"]
    if scheme == "sos":
        config, common = "table2.toml", common
    else:
        config, common = "table3.toml", common + ["scheme.bits=1024", "link.model=pipelined", "link.latency=100"]
    stored = _run(config, common + ["scheme.kernel=c", f"scheme.gcc_opt={opt}"], tmp_path / "stored")
    # (pSHS's SOS baseline runs scheme.kernel's SOS: the stored one, in both runs.)
    linked = _run(config, common + ["scheme.kernel=c", f"scheme.gcc_opt={opt}", f"scheme.program={elf}"],
                  tmp_path / "linked")
    assert len(stored) == len(linked) > 0
    for a, b in zip(stored, linked):
        assert a["stats"]["correct"] and b["stats"]["correct"]
        for key in ("cycles", "instructions", "ctu", "ctu_white", "ctu_shaded"):
            assert a["stats"][key] == b["stats"][key], (key, a["config"])


def test_montsim_agrees_with_qemu(toolchain):
    if shutil.which("qemu-microblaze") is None:
        _missing("no qemu-microblaze (Debian package qemu-user)")
    out = subprocess.run([sys.executable, str(ROOT / "scripts/montsim"), "qemu-diff", "--cases", "300", "--sos", "10"],
                         env=_env(toolchain), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert out.returncode == 0, out.stderr[-4000:]
    assert "300 of 300 random sequences and 10 of 10 SOS runs identical" in out.stdout


def test_a_users_c_program_runs_with_montsim_exec(toolchain, tmp_path):
    """The README's example: C with the runtime, compiled and linked by the toolchain."""
    src = tmp_path / "hello.c"
    src.write_text('#include "montsim.h"\n'
                   "int main(void)\n{\n"
                   "    static char msg[] = \"hello from core ?\\n\";\n"
                   "    unsigned long long t0 = montsim_timer64();\n"
                   "    msg[16] = '0' + montsim_core_id();\n"
                   "    write(1, msg, sizeof msg - 1);\n"
                   "    return montsim_timer64() - t0 > 0 ? 3 : 4;\n}\n")
    elf = tmp_path / "hello.elf"
    subprocess.run([_gcc(toolchain), "-O2", "-ffreestanding", "-mxl-barrel-shift", "-mno-xl-soft-mul", f"-I{RUNTIME}",
                    "-nostdlib", "-T", str(RUNTIME / "montsim.ld"), str(RUNTIME / "crt0.s"), str(src), "-lgcc", "-o",
                    str(elf)], check=True)
    run = subprocess.run([str(MONTSIM), "exec", str(elf), "--stats"], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True)
    assert run.stdout == "hello from core 0\n"
    assert run.returncode == 3
    assert "cycles:" in run.stderr


def test_fsl_h_gives_each_fsl_instruction_and_montsim_assembles_gccs_output(toolchain, tmp_path):
    src = tmp_path / "fsl.c"
    src.write_text('#include "fsl.h"\n'
                   "unsigned f(unsigned v)\n{\n"
                   "    unsigned a, b, c, d, bad, err;\n"
                   "    getfsl(a, 0); ngetfsl(b, 1); cgetfsl(c, 2); ncgetfsl(d, 15);\n"
                   "    fsl_isinvalid(bad); fsl_iserror(err);\n"
                   "    putfsl(v, 0); nputfsl(a, 1); cputfsl(b, 2); ncputfsl(c, 15);\n"
                   "    return a + b + c + d + bad + err;\n}\n")
    asm = tmp_path / "fsl.s"
    subprocess.run([_gcc(toolchain), "-O2", "-ffreestanding", f"-I{RUNTIME}", "-S", str(src), "-o", str(asm)], check=True)
    text = asm.read_text()
    for insn in ("get\tr", "nget\tr", "cget\tr", "ncget\tr", "put\tr", "nput\tr", "cput\tr", "ncput\tr"):
        assert insn in text, insn
    for port in ("rfsl0", "rfsl1", "rfsl2", "rfsl15"):
        assert port in text
    assert "addic\t" in text and "mfs\t" in text
    listing = subprocess.run([str(MONTSIM), "asm", str(asm)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    assert listing.returncode == 0, listing.stderr
    assert "ncput" in listing.stdout
