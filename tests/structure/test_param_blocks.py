"""Each built-in scheme's parameter block is declared once
(schemes/**/*.params.toml): the generated assembly offsets and every C
struct must agree with the declaration (the C++ layouts read it by name, and
tests/schemes/common/test_param_block.cpp checks them). The check can fail:
a drifted copy, made here in a scratch tree, is reported."""
import shutil
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

from montsim.tools import param_blocks  # noqa: E402


def test_every_copy_agrees_with_its_declaration():
    assert param_blocks.check() == []
    names = {p.name for p in param_blocks.declarations()}
    assert names == {"pshs.params.toml", "sos.params.toml", "pmont.params.toml", "modexp_driver.params.toml",
                     "iwbmm_ring.params.toml", "ecc.params.toml", "mont_field.params.toml",
                     "pmont_field.params.toml"}


def _scratch(tmp_path):
    """A copy of schemes/ to break."""
    shutil.copytree(ROOT / "schemes", tmp_path / "schemes", ignore=shutil.ignore_patterns("compiled"))
    return tmp_path


def test_a_c_struct_out_of_step_is_reported(tmp_path):
    root = _scratch(tmp_path)
    c = root / "schemes" / "pshs" / "c" / "pshs.c"
    c.write_text(c.read_text().replace("uint32_t s, p, q, id;", "uint32_t s, q, p, id;"))
    problems = param_blocks.check(root)
    assert len(problems) == 1
    assert "struct pshs_params in c/pshs.c differs at field 2: the struct has q, p, id, the declaration p, q, id" \
        in problems[0]


def test_a_declaration_changed_without_its_copies_is_reported(tmp_path):
    root = _scratch(tmp_path)
    decl = root / "schemes" / "sos" / "sos.params.toml"
    decl.write_text(decl.read_text().replace('"u",', '"u", "extra",'))
    problems = param_blocks.check(root)
    assert any("sos_params.inc.s: differs from" in p for p in problems)
    assert any("struct sos_params in c/sos.c differs at field 8" in p for p in problems)
    assert any("struct cios_params in ../cios/c/cios.c differs" in p for p in problems)


def test_an_array_field_counts_its_words(tmp_path):
    root = _scratch(tmp_path)
    c = root / "schemes" / "pmont" / "c" / "pmont.c"
    c.write_text(c.read_text().replace("uint32_t *slot[MAX_CORES];", "uint32_t *slot[8];"))
    problems = param_blocks.check(root)
    assert len(problems) == 1 and "the struct has slot[8]" in problems[0]


def test_the_generated_assembly_is_what_the_declaration_gives():
    for path, decl in param_blocks.declarations().items():
        if "prefix" in decl:
            text = param_blocks.asm_path(path).read_text()
            assert text == param_blocks.asm_text(path, decl)
    pshs = (ROOT / "schemes" / "pshs" / "pshs_params.inc.s").read_text()
    assert ".equ    PSHS_NPRIME, 16" in pshs and ".equ    PSHS_SIZE, 56" in pshs
