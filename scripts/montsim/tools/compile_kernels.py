#!/usr/bin/env python3
"""Compiles the C kernels with the microblaze-elf toolchain into schemes/compiled/.

For each scheme (sos, pshs, cios, pmont, fips), optimization level (-O0 -O1 -O2 -O3 -Os) and
multiplier (mul64: -mxl-multiply-high; mul32: libgcc's __muldi3), and for the variants
of sos and pshs (VARIANTS: <scheme>-<variant>-O2-<mul>) at -O2, it writes

  schemes/compiled/<scheme>-<opt>-<mul>.inc.s  gcc's assembly output, untouched
  schemes/compiled/<scheme>-<opt>-<mul>.s      the program montsim assembles for
                                               scheme.kernel = c: crt0, the
                                               kernel, then the libgcc members
                                               GNU ld pulls in, in ld's order
  schemes/compiled/libgcc-<multilib>/<member>.inc.s
                                               a libgcc member as objdump shows
                                               it, written back as assembly

and schemes/compiled/COMMANDS, the exact commands. With --check it compiles
into a temporary folder instead and fails unless every file there equals the
stored one byte for byte (and no stored file is missing or extra).

The toolchain is scripts/toolchain.sh's (built on first use, cached), or the
one at $MONTSIM_TOOLCHAIN (an install prefix with bin/microblaze-elf-gcc).
"""
import argparse
import filecmp
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from .. import paths

ROOT = paths.ROOT
SCHEMES = ["sos", "pshs", "cios", "pmont", "fips"]
OPTS = ["O0", "O1", "O2", "O3", "Os"]
MULS = {"mul64": ["-mxl-multiply-high"], "mul32": []}
# The forms a careful C programmer would write beside the literal C (issue
# 24, item 4; scheme.c_variant), by their -D switches (the C says what each
# changes), compiled at the paper's -O2 only.
# pSHS's forms come plain and with each message's last word marked
# (scheme.mark_messages: -DMONTSIM_MARK_MESSAGES, "-marked" in the name).
_PSHS_FORMS = {"literal": [], "hoisted": ["-DMONTSIM_HOIST"], "incremental": ["-DMONTSIM_INCREMENTAL"],
               "careful": ["-DMONTSIM_HOIST", "-DMONTSIM_INCREMENTAL"]}
VARIANTS = {"sos": {"hoisted": ["-DMONTSIM_HOIST"]},
            "pshs": {**{v: d for v, d in _PSHS_FORMS.items() if v != "literal"},
                     **{("marked" if v == "literal" else f"{v}-marked"): d + ["-DMONTSIM_MARK_MESSAGES"]
                        for v, d in _PSHS_FORMS.items()}}}
VARIANT_OPTS = ["O2"]
# Drivers around a kernel: output name -> (schemes/<folder>/c, the source, extra flags),
# compiled at -O2 for mul64 only and not linked here: the program that includes one supplies
# the kernel it calls (mont_mul), or the source brings its own (ecc_pmont.c: Algorithm 4).
# -fno-tree-loop-distribute-patterns: gcc would otherwise turn a copy loop into a call of
# memcpy, which a bare-metal program does not have.
DRIVERS = {"ecc": ("ecc", "ecc.c", ["-fno-tree-loop-distribute-patterns"]),
           "ecc-pmont": ("ecc", "ecc_pmont.c", ["-fno-tree-loop-distribute-patterns"])}
# What every kernel is compiled with: the core montsim models by default
# (barrel shifter, hardware multiplier), bare metal (-ffreestanding: no libc,
# gcc's own stdint.h). -fno-jump-tables: a switch becomes compares and branches,
# not a table of .gpword addresses in .rodata, which montsim's assembler does not
# take (pmont.c switches on an FSL port; no other kernel has a switch).
BASE_FLAGS = ["-ffreestanding", "-mxl-barrel-shift", "-mno-xl-soft-mul", "-fno-jump-tables"]
INCLUDES = ["-I../../../cores/mb/runtime", "-I../../common"]
TARGET = "microblaze-elf"


def toolchain_prefix():
    """The toolchain's install prefix: $MONTSIM_TOOLCHAIN, or scripts/toolchain.sh's
    cache (built on first use)."""
    if os.environ.get("MONTSIM_TOOLCHAIN"):
        return Path(os.environ["MONTSIM_TOOLCHAIN"])
    out = subprocess.run(["bash", str(ROOT / "scripts/toolchain.sh")], check=True, stdout=subprocess.PIPE, text=True)
    return Path(out.stdout.strip().splitlines()[-1])


class Toolchain:
    def __init__(self, prefix):
        self.prefix = prefix
        self.env = dict(os.environ, PATH=f"{prefix / 'bin'}:{os.environ.get('PATH', '')}", LC_ALL="C")
        if not (prefix / "bin" / f"{TARGET}-gcc").exists():
            sys.exit(f"compile_kernels: no {TARGET}-gcc under {prefix}/bin")

    def run(self, args, cwd, **kw):
        return subprocess.run(args, cwd=cwd, env=self.env, check=True, text=True, stdout=subprocess.PIPE, **kw).stdout

    def tool(self, name):
        return f"{TARGET}-{name}"


def flags_of(opt, mul):
    return BASE_FLAGS[:1] + [f"-{opt}"] + BASE_FLAGS[1:] + MULS[mul]


def archive_members(map_text):
    """The archive members ld pulled in, in its order: (archive, member)."""
    members = []
    section = re.search(r"Archive member included to satisfy reference by file \(symbol\)\n\n(.*?)\n\n", map_text, re.S)
    if not section:
        return members
    for line in section.group(1).splitlines():
        m = re.match(r"^(\S+)\((\S+)\)$", line)
        if m:
            members.append((m.group(1), m.group(2)))
    return members


INSN = re.compile(r"^\s*([0-9a-f]+):\t([0-9a-f]{8}) \t([a-z0-9]+)\t?([^\t]*?)\s*(?:\t+//.*)?$")
LABEL = re.compile(r"^[0-9a-f]{8} <([^>]+)>:$")
RELOC = re.compile(r"^\s*[0-9a-f]+: (R_MICROBLAZE_\w+)\s+(\S+)$")


def objdump_to_asm(dump, title):
    """objdump -dr output of a code-only object as assembly: its labels and
    instructions; branch offsets stay plain numbers, which GNU as and montsim
    both take as offsets. Fails on a relocation that changes a value or on a
    section other than .text."""
    out = [f"# {title}", "# Written by scripts/montsim/tools/compile_kernels.py from microblaze-elf-objdump -dr; each line keeps",
           "# the instruction word objdump showed. Branch offsets are plain numbers: offsets, as",
           "# GNU as and montsim read them.", "", "        .text"]
    for line in dump.splitlines():
        if line.startswith("Disassembly of section"):
            name = line.split()[-1].rstrip(":")
            if name != ".text":
                sys.exit(f"compile_kernels: {title}: section {name} (only .text is written back)")
        elif m := LABEL.match(line):
            out += [f"        .globl  {m.group(1)}", f"{m.group(1)}:"]
        elif m := RELOC.match(line):
            if m.group(1) != "R_MICROBLAZE_NONE":
                sys.exit(f"compile_kernels: {title}: relocation {m.group(1)} {m.group(2)} (not written back)")
        elif m := INSN.match(line):
            text = f"{m.group(3)} {m.group(4)}".strip()
            out.append(f"        {text:<32}# {m.group(2)}")
    return "\n".join(out) + "\n"


def compile_all(tc, out_dir):
    """Writes every file of schemes/compiled into out_dir."""
    commands = ["# The commands that made the files of this folder (scripts/montsim/tools/compile_kernels.py runs them;",
                "# --check compares a fresh run with these files). Toolchain: " + tc.run([tc.tool("gcc"), "--version"], ROOT).splitlines()[0],
                "# and " + tc.run([tc.tool("as"), "--version"], ROOT).splitlines()[0] + ", built by scripts/toolchain.sh.", ""]
    libgcc_written = set()
    with tempfile.TemporaryDirectory() as tmp:
        tmp = Path(tmp)
        builds = [(scheme, "literal", [], OPTS) for scheme in SCHEMES]
        builds += [(scheme, variant, defines, VARIANT_OPTS) for scheme, forms in VARIANTS.items()
                   for variant, defines in forms.items()]
        for scheme, variant, defines, opts in builds:
            src_dir = ROOT / "schemes" / scheme / "c"
            for opt in opts:
                for mul in MULS:
                    name = f"{scheme}-{opt}-{mul}" if variant == "literal" else f"{scheme}-{variant}-{opt}-{mul}"
                    flags = flags_of(opt, mul) + defines
                    compile_cmd = [tc.tool("gcc")] + flags + INCLUDES + ["-S", f"{scheme}.c", "-o", str(tmp / f"{name}.inc.s")]
                    tc.run(compile_cmd, src_dir)
                    shutil.copyfile(tmp / f"{name}.inc.s", out_dir / f"{name}.inc.s")
                    shown = compile_cmd[:-1] + [f"../../compiled/{name}.inc.s"]
                    commands.append(f"cd schemes/{scheme}/c && " + " ".join(shown))

                    # Link as a user would (the gcc driver passes -relax to ld), to learn the libgcc members.
                    link_cmd = [tc.tool("gcc")] + flags + ["-nostdlib", "-T", "cores/mb/runtime/montsim.ld",
                                                          "cores/mb/runtime/crt0.s", str(tmp / f"{name}.inc.s"), "-lgcc",
                                                          f"-Wl,-Map={tmp / (name + '.map')}", "-o", str(tmp / f"{name}.elf")]
                    tc.run(link_cmd, ROOT)
                    multilib = tc.run([tc.tool("gcc")] + flags + ["-print-multi-directory"], ROOT).strip()
                    libdir = "libgcc-" + ("default" if multilib == "." else multilib.replace("/", "-"))
                    includes = ['        .include "../../cores/mb/runtime/crt0.s"', f'        .include "{name}.inc.s"']
                    for archive, member in archive_members((tmp / f"{name}.map").read_text()):
                        if not archive.endswith("libgcc.a"):
                            sys.exit(f"compile_kernels: {name} pulls {member} from {archive}")
                        stem = member[:-2] if member.endswith(".o") else member
                        includes.append(f'        .include "{libdir}/{stem}.inc.s"')
                        if (libdir, stem) in libgcc_written:
                            continue
                        libgcc_written.add((libdir, stem))
                        work = tmp / libdir
                        work.mkdir(exist_ok=True)
                        tc.run([tc.tool("ar"), "x", archive, member], work)
                        dump = tc.run([tc.tool("objdump"), "-dr", member], work)
                        (out_dir / libdir).mkdir(exist_ok=True)
                        title = f"libgcc's {member} (multilib {multilib}), {tc.tool('objdump')} -dr of it"
                        (out_dir / libdir / f"{stem}.inc.s").write_text(objdump_to_asm(dump, title))
                        commands.append(f"{tc.tool('ar')} x $(microblaze-elf-gcc {' '.join(flags)} -print-libgcc-file-name) "
                                        f"{member} && {tc.tool('objdump')} -dr {member}   # -> {libdir}/{stem}.inc.s")
                    form = "" if variant == "literal" else f" {' '.join(defines)}"
                    chosen = "" if variant == "literal" else f" ({variant}: scheme.c_variant, scheme.mark_messages)"
                    header = [f"# {scheme}.c compiled by gcc -{opt}{form} for core.hw_mul = {mul}, linked as GNU ld links it",
                              "# with cores/mb/runtime/montsim.ld: crt0, the kernel, then the libgcc members ld pulls in,",
                              "# in ld's order (the same addresses). Written by scripts/montsim/tools/compile_kernels.py; montsim",
                              f"# assembles it for scheme.kernel = c, scheme.gcc_opt = {opt}, core.hw_mul = {mul}{chosen}.", ""]
                    (out_dir / f"{name}.s").write_text("\n".join(header + includes) + "\n")
        for driver, (folder, source, extra) in DRIVERS.items():
            name = f"{driver}-O2-mul64"
            compile_cmd = [tc.tool("gcc")] + flags_of("O2", "mul64") + extra + INCLUDES + ["-S", source, "-o",
                                                                                   str(tmp / f"{name}.inc.s")]
            tc.run(compile_cmd, ROOT / "schemes" / folder / "c")
            shutil.copyfile(tmp / f"{name}.inc.s", out_dir / f"{name}.inc.s")
            commands.append(f"cd schemes/{folder}/c && " + " ".join(compile_cmd[:-1] + [f"../../compiled/{name}.inc.s"]))
    (out_dir / "COMMANDS").write_text("\n".join(commands) + "\n")


def stored_files(folder):
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.is_file() and p.name != "README.md")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="compile into a temporary folder and require byte-identical files")
    args = parser.parse_args(argv)
    tc = Toolchain(toolchain_prefix())
    stored = ROOT / "schemes" / "compiled"
    if not args.check:
        stored.mkdir(exist_ok=True)
        for f in stored_files(stored):
            (stored / f).unlink()
        for d in sorted((p for p in stored.rglob("*") if p.is_dir()), reverse=True):
            d.rmdir()
        compile_all(tc, stored)
        print(f"compile_kernels: wrote {len(stored_files(stored))} files to {stored.relative_to(ROOT)}/")
        return 0
    with tempfile.TemporaryDirectory() as fresh:
        fresh = Path(fresh)
        compile_all(tc, fresh)
        ours, theirs = stored_files(stored), stored_files(fresh)
        problems = [f"missing from the repository: {f}" for f in theirs if f not in ours]
        problems += [f"not made by a fresh compile: {f}" for f in ours if f not in theirs]
        problems += [f"differs from a fresh compile: {f}" for f in theirs
                     if f in ours and not filecmp.cmp(stored / f, fresh / f, shallow=False)]
        if problems:
            print("compile_kernels --check: the stored kernels do not match a fresh compile:\n  " + "\n  ".join(problems))
            print("(scripts/montsim/tools/compile_kernels.py rewrites them; review the difference before committing)")
            return 1
        print(f"compile_kernels --check: {len(theirs)} files identical to a fresh compile")
        return 0
