"""The built-in schemes' parameter blocks, each declared once in a
schemes/**/NAME.params.toml: checks that every copy agrees with its
declaration, and (--write) regenerates the assembly offsets from it.

A declaration lists the block's fields in order (one 32-bit word each,
`name[k]` k words). From it:
  - the C++ layout reads the offsets by name (schemes/common/ParamBlock.hpp:
    the declaration is compiled into montsim);
  - the assembly's offsets are generated: <name>_params.inc.s beside the
    declaration, `.equ PREFIX<FIELD>, offset` and `PREFIX`SIZE (where the
    declaration has a `prefix`); the kernels .include it;
  - each C struct it names (`c_structs = ["c/pshs.c:pshs_params"]`) must have
    the same fields in the same order, each a word (or an array of words).

Usage: montsim param-blocks [--write]   (exit status 1 and a line per
difference; --write rewrites the generated assembly first)
"""
import argparse
import re
import sys
import tomllib
from pathlib import Path

from .. import paths

ROOT = paths.ROOT


def declarations(root=ROOT):
    """{path: declaration} of every schemes/**/*.params.toml."""
    return {p: tomllib.loads(p.read_text()) for p in sorted(Path(root, "schemes").rglob("*.params.toml"))}


def fields(decl):
    """[(name, words)] of a declaration, in order."""
    out = []
    for f in decl["fields"]:
        m = re.fullmatch(r"([A-Za-z_]\w*)(?:\[(\d+)\])?", f)
        if not m:
            raise ValueError(f"field {f!r}: write name or name[words]")
        out.append((m.group(1), int(m.group(2) or 1)))
    return out


def asm_path(path):
    return path.with_name(path.name.replace(".params.toml", "_params.inc.s"))


def asm_text(path, decl, root=ROOT):
    """The generated assembly offsets of a declaration."""
    prefix = decl["prefix"]
    rel = path.relative_to(root)
    lines = [f"# {asm_path(path).name}: the offsets of the parameter block {rel} declares,",
             "# generated from it by `montsim param-blocks --write` (scripts/montsim/tools/param_blocks.py);",
             "# do not edit: tests/structure/test_param_blocks.py fails when this file and the",
             "# declaration differ."]
    offset = 0
    for name, words in fields(decl):
        lines.append(f"        .equ    {prefix}{name.upper()}, {offset}")
        offset += 4 * words
    lines.append(f"        .equ    {prefix}SIZE, {offset}")
    return "\n".join(lines) + "\n"


def c_struct_fields(source, struct):
    """[(name, words)] of `struct NAME { ... };` in C source: each member a
    32-bit word (uint32_t, a pointer) or an array of them; ValueError for a
    struct not found or a member of another size."""
    text = re.sub(r"/\*.*?\*/", " ", source, flags=re.S)
    text = re.sub(r"//[^\n]*", " ", text)
    defines = dict(re.findall(r"#define\s+(\w+)\s+(\d+)\b", text))
    m = re.search(r"\bstruct\s+" + re.escape(struct) + r"\s*\{(.*?)\};", text, re.S)
    if not m:
        raise ValueError(f"no struct {struct}")
    out = []
    for decl in filter(None, (d.strip() for d in m.group(1).split(";"))):
        words = decl.split()
        type_end = next(i for i, w in enumerate(words) if not w in ("const", "volatile", "uint32_t", "int32_t"))
        base = [w for w in words[:type_end] if w not in ("const", "volatile")]
        if base not in (["uint32_t"], ["int32_t"]):
            raise ValueError(f"struct {struct}: member {decl!r} is not a 32-bit word")
        for part in " ".join(words[type_end:]).split(","):
            dm = re.fullmatch(r"\s*(\**)\s*(?:const\s+)?([A-Za-z_]\w*)\s*(?:\[\s*(\w+)\s*\])?\s*", part)
            if not dm:
                raise ValueError(f"struct {struct}: cannot read member {part.strip()!r}")
            count = dm.group(3)
            out.append((dm.group(2), int(defines.get(count, count)) if count else 1))
    return out


def check(root=ROOT):
    """A list of differences (empty when every copy agrees)."""
    problems = []
    for path, decl in declarations(root).items():
        rel = path.relative_to(root)
        try:
            want = fields(decl)
        except ValueError as e:
            problems.append(f"{rel}: {e}")
            continue
        if "prefix" in decl:
            gen = asm_path(path)
            if not gen.exists():
                problems.append(f"{gen.relative_to(root)}: missing (montsim param-blocks --write makes it from {rel})")
            elif gen.read_text() != asm_text(path, decl, root):
                problems.append(f"{gen.relative_to(root)}: differs from {rel} (montsim param-blocks --write)")
        for ref in decl.get("c_structs", []):
            file, struct = ref.rsplit(":", 1)
            source = (path.parent / file).resolve()
            try:
                got = c_struct_fields(source.read_text(), struct)
            except (OSError, ValueError) as e:
                problems.append(f"{rel}: {file}: {e}")
                continue
            if got != want:
                first = next((i for i, (g, w) in enumerate(zip(got, want)) if g != w), min(len(got), len(want)))
                show = lambda fs: ", ".join(n if k == 1 else f"{n}[{k}]" for n, k in fs[first:first + 3]) or "(end)"
                problems.append(f"{rel}: struct {struct} in {file} differs at field {first + 1}: "
                                f"the struct has {show(got)}, the declaration {show(want)}")
    return problems


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--write", action="store_true", help="regenerate the assembly offsets first")
    args = parser.parse_args(argv)
    if args.write:
        for path, decl in declarations().items():
            if "prefix" in decl:
                asm_path(path).write_text(asm_text(path, decl))
                print(f"param-blocks: wrote {asm_path(path).relative_to(ROOT)}")
    problems = check()
    for p in problems:
        print(p)
    print(f"param-blocks: {len(declarations())} blocks, {len(problems)} difference(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
