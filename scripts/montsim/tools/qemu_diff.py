#!/usr/bin/env python3
"""Differential test of montsim's MicroBlaze core against QEMU (qemu-microblaze).

Generates random instruction sequences (ALU, carry, shifts and the barrel
shifter, compares, multiplies, sign extension, byte/half/word loads and
stores in register and immediate forms, imm prefixes (GNU as adds them for
large immediates; it refuses an explicit imm),
forward branches with and without delay slots, branch-and-link, bounded
loops; FSL excluded), assembles them with GNU as and links them with
cores/mb/runtime/montsim-qemu.ld, runs each ELF on montsim (`montsim exec`)
and on qemu-microblaze, and compares what the programs print: after each
sequence its registers r0..r31, the carry and its 256-byte data buffer.

Also runs the SOS kernel in C (schemes/sos/c/sos.c), compiled by gcc -O2, on
random operands on both, and checks the printed result against Python's own
Montgomery product.

  scripts/montsim/tools/qemu_diff.py --cases 10000 -j 2     # the long form
Exit status 0 when everything matched; a mismatch prints the sequence, the
register or byte and both values.
"""
import argparse
import os
import random
import subprocess
import sys
import tempfile
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from ..argtypes import count
from .compile_kernels import BASE_FLAGS, MULS, toolchain_prefix
from .. import paths

ROOT = paths.ROOT
RUNTIME = ROOT / "cores" / "mb" / "runtime"
TARGET = "microblaze-elf"

# Registers the random code writes; r2 (data base), r13 (an aligned index),
# r16 (a branch offset) are set by the harness only; r1, r14, r15, r17 are
# left alone (stack, system-call and link registers).
WRITABLE = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12] + list(range(18, 32))
BASE, INDEX, OFFSET = 2, 13, 16
BUFFER = 256          # bytes of data per sequence
DUMP = BUFFER + 33 * 4  # the buffer, then r0..r31 and the carry


def reg(r):
    return f"r{r}"


class SequenceWriter:
    """One random sequence as a list of items, each a list of source lines
    (an item is one instruction, or a pair that belongs together)."""

    ALU3 = ["add", "rsub", "addc", "rsubc", "addk", "rsubk", "addkc", "rsubkc", "cmp", "cmpu",
            "or", "and", "xor", "andn", "mul", "mulh", "mulhu", "mulhsu", "bsrl", "bsra", "bsll"]
    ALUI = ["addi", "rsubi", "addic", "rsubic", "addik", "rsubik", "addikc", "rsubikc",
            "ori", "andi", "xori", "andni", "muli"]
    UNARY = ["sra", "src", "srl", "sext8", "sext16"]
    SHIFTI = ["bsrli", "bsrai", "bslli"]
    LOADS = [("lbu", 1), ("lhu", 2), ("lw", 4)]
    STORES = [("sb", 1), ("sh", 2), ("sw", 4)]
    COND = ["beq", "bne", "blt", "ble", "bgt", "bge"]

    def __init__(self, rng, label_prefix):
        self.rng = rng
        self.prefix = label_prefix
        self.labels = 0

    def imm16(self):
        r = self.rng.random()
        if r < 0.15:
            return self.rng.choice([0, 1, -1, 0x7FFF, -0x8000])
        if r < 0.3:
            return self.rng.randrange(-(1 << 31), 1 << 31)  # gas adds an imm prefix
        return self.rng.randrange(-0x8000, 0x8000)

    def w(self, avoid=()):
        return self.rng.choice([r for r in WRITABLE if r not in avoid])

    def any_reg(self):
        return self.rng.choice(WRITABLE + [0, BASE, INDEX])

    def simple(self, avoid=()):
        """A non-branch instruction (safe in a delay slot): one line."""
        rng = self.rng
        kind = rng.random()
        if kind < 0.35:
            return f"{rng.choice(self.ALU3)} {reg(self.w(avoid))}, {reg(self.any_reg())}, {reg(self.any_reg())}"
        if kind < 0.55:
            imm = self.imm16()
            if imm >= 0x8000 or imm < -0x8000:
                imm = rng.randrange(-0x8000, 0x8000)  # no imm prefix in a delay slot
            return f"{rng.choice(self.ALUI)} {reg(self.w(avoid))}, {reg(self.any_reg())}, {imm}"
        if kind < 0.63:
            return f"{rng.choice(self.UNARY)} {reg(self.w(avoid))}, {reg(self.any_reg())}"
        if kind < 0.70:
            return f"{rng.choice(self.SHIFTI)} {reg(self.w(avoid))}, {reg(self.any_reg())}, {rng.randrange(32)}"
        if kind < 0.85:
            op, size = rng.choice(self.LOADS)
            if rng.random() < 0.5:
                return f"{op} {reg(self.w(avoid))}, {reg(BASE)}, {reg(INDEX)}"
            return f"{op}i {reg(self.w(avoid))}, {reg(BASE)}, {rng.randrange(0, BUFFER, size)}"
        op, size = rng.choice(self.STORES)
        if rng.random() < 0.5:
            return f"{op} {reg(self.any_reg())}, {reg(BASE)}, {reg(INDEX)}"
        return f"{op}i {reg(self.any_reg())}, {reg(BASE)}, {rng.randrange(0, BUFFER, size)}"

    def label(self):
        self.labels += 1
        return f"{self.prefix}_{self.labels}"

    def items(self, count):
        rng = self.rng
        items = []  # (labels before it, lines)
        pending = []  # [label, items to go] of forward branches to place
        while len(items) < count:
            new_target = None  # (label, items to skip) of this item's forward branch
            kind = rng.random()
            if kind < 0.6:
                item = [self.simple()]
            elif kind < 0.74:  # a large immediate: gas adds the imm prefix (it refuses an explicit one)
                op = rng.choice(self.ALUI)
                item = [f"{op} {reg(self.w())}, {reg(self.any_reg())}, {rng.randrange(-(1 << 31), 1 << 31)}"]
            elif kind < 0.90:  # forward branch over 0..4 items
                target = self.label()
                skip = rng.randrange(0, 5)
                choice = rng.random()
                if choice < 0.5:
                    cond = rng.choice(self.COND)
                    delay = rng.random() < 0.5
                    item = [f"{cond}i{'d' if delay else ''} {reg(self.any_reg())}, {target}"]
                elif choice < 0.65:  # register offset form: r16 = the offset over k one-word instructions
                    cond = rng.choice(self.COND)
                    k = rng.randrange(1, 4)
                    item = [f"addik {reg(OFFSET)}, r0, {4 * (k + 1)}",
                            f"{cond}{'d' if rng.random() < 0.5 else ''} {reg(self.any_reg())}, {reg(OFFSET)}"]
                    item += [self.simple() for _ in range(k)]
                    delay = False
                    skip = 0
                    target = None
                elif choice < 0.75:  # absolute register form: r16 = the target's address
                    delay = rng.random() < 0.5
                    item = [f"la {reg(OFFSET)}, r0, {target}", f"bra{'d' if delay else ''} {reg(OFFSET)}"]
                elif choice < 0.85:
                    delay = rng.random() < 0.5
                    item = [f"bri{'d' if delay else ''} {target}"]
                else:
                    delay = True
                    item = [f"brlid {reg(self.w())}, {target}"]
                if delay:
                    item.append(self.simple())
                new_target = (target, skip) if target else None
            else:  # a bounded loop
                counter = self.w()
                top = self.label()
                body = [self.simple(avoid=(counter,)) for _ in range(rng.randrange(1, 4))]
                item = [f"addik {reg(counter)}, r0, {rng.randrange(1, 5)}", f"{top}:"] + body + \
                       [f"addik {reg(counter)}, {reg(counter)}, -1", f"bnei {reg(counter)}, {top}"]
            # Labels go before an item; a branch's target comes `skip` items
            # after the branch (0: right after it and its delay slot).
            labels = [p[0] for p in pending if p[1] == 0]
            pending = [[p[0], p[1] - 1] for p in pending if p[1] > 0]
            items.append((labels, item))
            if new_target:
                pending.append(list(new_target))
        trailing = [p[0] for p in pending]
        return items, trailing


def sequence_source(rng, case, length):
    """The source of one case: set up, the random body, dump, write."""
    lines = [f"# case {case}", f"case_{case}:", f"        la {reg(BASE)}, r0, buffer_{case}"]
    for r in WRITABLE:
        lines.append(f"        la {reg(r)}, r0, {rng.randrange(1 << 32)}")
    lines.append(f"        addik {reg(INDEX)}, r0, {rng.randrange(0, BUFFER, 4)}")
    lines.append(f"        la r18, r0, {0xFFFFFFFF if rng.random() < 0.5 else 0}")
    lines.append("        addi r0, r18, 1                  # the carry: set iff r18 = -1")
    lines.append(f"        la r18, r0, {rng.randrange(1 << 32)}")
    writer = SequenceWriter(rng, f"c{case}")
    items, trailing = writer.items(length)
    for labels, item in items:
        for label in labels:
            lines.append(f"{label}:")
        lines += ["        " + l if not l.endswith(":") else l for l in item]
    for label in trailing:
        lines.append(f"{label}:")
    lines.append(f"        addc r{OFFSET}, r0, r0              # the carry")
    for r in range(32):
        lines.append(f"        swi r{r}, {reg(BASE)}, {BUFFER + 4 * r}")
    lines.append(f"        swi r{OFFSET}, {reg(BASE)}, {BUFFER + 4 * 32}")
    lines += ["        addik r5, r0, 1", f"        addk r6, {reg(BASE)}, r0", f"        addik r7, r0, {DUMP}",
              "        brlid r15, write", "        nop"]
    return lines


def batch_source(seed, first_case, cases, length):
    rng = random.Random(seed * 1_000_003 + first_case)
    text = ["        .text", "        .globl main", "main:", "        addik r1, r1, -8", "        swi r15, r1, 0"]
    data = ["        .data"]
    for case in range(first_case, first_case + cases):
        text += sequence_source(rng, case, length)
        data.append("        .balign 4")
        data.append(f"buffer_{case}:")
        data.append("        .byte " + ", ".join(str(rng.randrange(256)) for _ in range(BUFFER)))
        data.append(f"        .space {DUMP - BUFFER}")
    text += ["        lwi r15, r1, 0", "        addk r3, r0, r0", "        rtsd r15, 8", "        addik r1, r1, 8"]
    return "\n".join(text + data) + "\n"


class Tools:
    def __init__(self, prefix, montsim):
        self.gcc = str(Path(prefix) / "bin" / f"{TARGET}-gcc")
        self.montsim = montsim
        self.qemu = "qemu-microblaze"

    def link(self, sources, out, flags=()):
        cmd = [self.gcc, *BASE_FLAGS, *MULS["mul64"], *flags,
               "-nostdlib", "-Wl,--no-omagic", "-T", str(RUNTIME / "montsim-qemu.ld"), str(RUNTIME / "crt0.s"),
               *map(str, sources), "-lgcc", "-o", str(out)]
        subprocess.run(cmd, check=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)

    def run_both(self, elf):
        m = subprocess.run([self.montsim, "exec", str(elf)], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        q = subprocess.run([self.qemu, str(elf)], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        return m, q


def compare_dumps(m_out, q_out, first_case, cases):
    """The first difference as text, or None."""
    for k in range(cases):
        a, b = m_out[k * DUMP:(k + 1) * DUMP], q_out[k * DUMP:(k + 1) * DUMP]
        if a == b:
            continue
        for i in range(min(len(a), len(b))):
            if a[i] != b[i]:
                if i < BUFFER:
                    where = f"data byte {i}"
                    mv, qv = a[i], b[i]
                else:
                    word = (i - BUFFER) // 4
                    where = "carry" if word == 32 else f"r{word}"
                    off = BUFFER + 4 * word
                    mv, qv = int.from_bytes(a[off:off + 4], "big"), int.from_bytes(b[off:off + 4], "big")
                return first_case + k, f"{where}: montsim {mv:#x}, qemu {qv:#x}"
        return first_case + k, f"output lengths differ ({len(a)} vs {len(b)} bytes)"
    if len(m_out) != len(q_out):
        return first_case + cases, f"output lengths differ ({len(m_out)} vs {len(q_out)} bytes)"
    return None


def run_batch(args):
    tools, seed, first_case, cases, length = args
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / f"batch{first_case}.s"
        src.write_text(batch_source(seed, first_case, cases, length))
        elf = Path(tmp) / "batch.elf"
        try:
            tools.link([src], elf)
        except subprocess.CalledProcessError as e:
            return ("error", first_case, f"GNU as/ld failed:\n{e.stderr}", src.read_text())
        m, q = tools.run_both(elf)
        if m.returncode != 0 or q.returncode != 0:
            return ("error", first_case, f"exit status montsim {m.returncode} ({m.stderr.decode()[:300]}), "
                                         f"qemu {q.returncode} ({q.stderr.decode()[:300]})", src.read_text())
        diff = compare_dumps(m.stdout, q.stdout, first_case, cases)
        if diff:
            case, what = diff
            text = src.read_text()
            start = text.find(f"# case {case}\n")
            end = text.find(f"# case {case + 1}\n")
            return ("mismatch", case, what, text[start:end if end > 0 else None])
        return ("ok", first_case, cases, None)


def montgomery(a, b, n, s):
    r = 1 << (32 * s)
    return a * b * pow(r, -1, n) % n


def words(x, s):
    return [(x >> (32 * i)) & 0xFFFFFFFF for i in range(s)]


def sos_case(args):
    tools, seed, case = args
    rng = random.Random(seed * 7919 + case)
    s = rng.choice([1, 2, 3, 4, 8, 16, 32])
    n = rng.randrange(1 << (32 * s - 1), 1 << (32 * s)) | 1
    if rng.random() < 0.2:
        n = (1 << (32 * s)) - 1 - 2 * rng.randrange(4)  # near the top: the final subtraction
    a, b = rng.randrange(n), rng.randrange(n)
    nprime = (-pow(n, -1, 1 << 32)) % (1 << 32)
    arr = lambda name, ws: f"static const uint32_t {name}[{len(ws)}] = {{{', '.join(f'{w:#x}u' for w in ws)}}};"
    source = f"""#define SOS_NO_MAIN
#include "{ROOT / 'schemes/sos/c/sos.c'}"
{arr('A', words(a, s))}
{arr('B', words(b, s))}
{arr('N', words(n, s))}
static uint32_t T[2 * {s} + 1], U[{s} + 1];
static const char hex[] = "0123456789abcdef";
int main(void)
{{
    char line[9 * ({s} + 1)];
    int i, k;
    mont_sos({s}, A, B, N, {nprime:#x}u, T, U);
    for (i = {s}; i >= 0; i--) {{
        for (k = 0; k < 8; k++) line[9 * ({s} - i) + k] = hex[(U[i] >> (28 - 4 * k)) & 15];
        line[9 * ({s} - i) + 8] = i ? ' ' : '\\n';
    }}
    write(1, line, sizeof line);
    return 0;
}}
"""
    with tempfile.TemporaryDirectory() as tmp:
        c = Path(tmp) / "sos_print.c"
        c.write_text(source)
        elf = Path(tmp) / "sos.elf"
        try:
            tools.link([c], elf, flags=["-O2", f"-I{RUNTIME}", f"-I{ROOT / 'schemes/common'}"])
        except subprocess.CalledProcessError as e:
            return ("error", case, f"gcc failed:\n{e.stderr}", source)
        m, q = tools.run_both(elf)
        expect = montgomery(a, b, n, s)
        want = " ".join(f"{w:08x}" for w in reversed(words(expect, s + 1))) + "\n"
        got_m, got_q = m.stdout.decode(errors="replace"), q.stdout.decode(errors="replace")
        if m.returncode or q.returncode or got_m != want or got_q != want:
            return ("mismatch", case, f"SOS s = {s}: expected {want!r}, montsim {got_m!r} (status {m.returncode}), "
                                      f"qemu {got_q!r} (status {q.returncode})", source)
        return ("ok", case, 1, None)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=count(0), default=1000, help="random instruction sequences (default 1000)")
    parser.add_argument("--length", type=count(1), default=40, help="items per sequence (default 40)")
    parser.add_argument("--sos", type=count(0), default=20, help="SOS runs on random operands (default 20)")
    parser.add_argument("--seed", type=count(0), default=1)
    parser.add_argument("--per-elf", type=count(1), default=50, help="sequences per program (default 50)")
    parser.add_argument("-j", "--jobs", type=count(1, 1024), default=os.cpu_count() or 1)
    parser.add_argument("--montsim", default=str(paths.MONTSIM))
    args = parser.parse_args(argv)
    if args.cases < 0 or args.sos < 0 or args.length < 1 or args.per_elf < 1 or args.jobs < 1:
        parser.error("--cases and --sos must be >= 0; --length, --per-elf and -j >= 1")
    tools = Tools(toolchain_prefix(), args.montsim)
    jobs = [(tools, args.seed, first, min(args.per_elf, args.cases - first), args.length)
            for first in range(0, args.cases, args.per_elf)]
    failures = 0
    done = 0
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for status, case, what, source in pool.map(run_batch, jobs):
            if status == "ok":
                done += what
                print(f"\rqemu_diff: {done}/{args.cases} sequences match", end="", file=sys.stderr, flush=True)
                continue
            failures += 1
            shown = source if status == "mismatch" else ""  # an error's source is the whole batch: too long
            print(f"\nqemu_diff: {status} in case {case}: {what}\n{shown}", file=sys.stderr)
        print(file=sys.stderr)
        sos_done = 0
        for status, case, what, source in pool.map(sos_case, [(tools, args.seed, k) for k in range(args.sos)]):
            if status == "ok":
                sos_done += 1
                continue
            failures += 1
            print(f"qemu_diff: SOS {status} in case {case}: {what}\n{source}", file=sys.stderr)
    print(f"qemu_diff: {done} of {args.cases} random sequences and {sos_done} of {args.sos} SOS runs "
          f"identical on montsim and qemu-microblaze (seed {args.seed})")
    return 1 if failures else 0
