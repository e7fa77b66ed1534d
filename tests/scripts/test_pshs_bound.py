"""scripts/montsim/commands/pshs_bound.py: the lower bound of issue 24's finding 4,
recomputed by hand for one row, and its options."""
import pytest

from montsim import paper


from montsim.commands import pshs_bound as pb
def row(rows, p, bits):
    return next(r for r in rows if (r["p"], r["bits"]) == (p, bits))


def test_one_row_by_hand():
    rows = pb.bound_rows(25.5, 24.5, 4, 6, 32)
    r = row(rows, 2, 2048)
    # 2048 bits, p = 2, q = 32: 2(s + q - 1) = 190 rows against SOS's share
    # 64, 32 m taken, 33 all-gather words (P1 also takes u[s]).
    assert (r["rows"], r["sos_rows"], r["m_words"], r["gather_words"]) == (190, 64, 32, 33)
    assert r["bound"] == pytest.approx(126 * 24.5 + 32 * 4 + 33 * 6)
    assert r["budget"] == pytest.approx(107228 - 212145 / 2)
    assert r["with_links"] == pytest.approx(r["bound"] + 5 * 32)
    assert r["box_saving"] == pytest.approx((r["bound"] - r["budget"]) / (2 * 64 * 64 / 2 * 25.5))
    assert len(rows) == len(paper.PSHS_TABLE3_ET)


def test_free_work_leaves_the_bound_at_zero_and_the_efficiency_at_one():
    for r in pb.bound_rows(25.5, 0, 0, 0, 1100):
        assert r["bound"] == 0 and r["bound_eff"] == 1 and r["box_saving"] == 0


def test_options_are_checked(capsys):
    with pytest.raises(ValueError, match="Table III has TTU"):
        pb.bound_rows(25.5, 24.5, 4, 6, 33)
    with pytest.raises(SystemExit):
        pb.main(["--row", "-1"])
    assert "argument --row: -1 is below 0" in capsys.readouterr().err
    assert pb.main(["--ttu", "100"]) == 0
    out = capsys.readouterr().out
    assert "Table III at TTU 100" in out and " 2  2048 |   190    64      32     33 |" in out
