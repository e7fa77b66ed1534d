"""Table II (montsim table2): rows, the paper's values beside, a wrong result refused."""
import json

import pytest

from montsim.commands import table2


def point(bits, mm_cycles, correct=True, s=None):
    s = s or bits // 32
    return {"config": {"scheme.name": "sos", "scheme.bits": bits, "core.pipeline": "5-stage"},
            "stats": {"correct": correct, "s": s, "mm_cycles": mm_cycles, "ctu": 16.0,
                      "cycles_per_box": mm_cycles / (2 * s * s)}}


def test_rows_are_sorted_and_carry_the_paper_value():
    rows = table2.table2_rows([point(2048, 200000), point(512, 13000)])
    assert [r["bits"] for r in rows] == [512, 2048]
    assert rows[0]["paper"] == 13953
    assert rows[0]["rel_error"] == pytest.approx((13000 - 13953) / 13953)


def test_unknown_size_has_no_paper_value():
    rows = table2.table2_rows([point(96, 500)])
    assert rows[0]["paper"] is None
    assert "-" in table2.format_table2(rows)


def test_a_wrong_result_refuses_to_print():
    with pytest.raises(ValueError):
        table2.table2_rows([point(512, 13000, correct=False)])


def test_main_prints_the_table(tmp_path, capsys):
    path = tmp_path / "results.json"
    path.write_text(json.dumps([point(512, 13953)]))
    assert table2.main([str(path)]) == 0
    out = capsys.readouterr().out
    assert "13953" in out and "+0.0%" in out
