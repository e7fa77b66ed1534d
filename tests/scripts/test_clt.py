"""Communication latency tolerance (montsim.commands.clt): the knee of a curve, sampled or dense."""
import pytest

from montsim.commands import clt
from montsim import knee
from montsim.paper import PSHS_FIG6_CLT, PSHS_TABLE3_TTU, clt_eq1, eq2_slope


def piecewise(ttus, base, slope, knee, slope2, knee2=None, slope3=None):
    out = []
    for t in ttus:
        y = base + slope * min(t, knee) + slope2 * max(0, t - knee)
        if knee2 is not None:
            y += (slope3 - slope2) * max(0, t - knee2)
        out.append(y)
    return out


DENSE = list(range(0, 1101, 50))


def test_dense_curve_knee_on_a_sample():
    r = knee.analyse_curve(DENSE, piecewise(DENSE, 17000, 11, 250, 33))
    assert r["status"] == "knee" and r["knee_method"] == "intersection"
    assert r["slope"] == pytest.approx(11)
    assert r["second_slope"] == pytest.approx(33)
    assert r["knee"] == pytest.approx(250)
    assert r["n_initial"] == 6          # TTU 0..250


def test_knee_between_samples_is_interpolated():
    r = knee.analyse_curve(DENSE, piecewise(DENSE, 5000, 11, 275, 30))
    assert r["bracket"] == (250, 300)
    assert r["knee"] == pytest.approx(275)


def test_table3_sampling_finds_the_knee_between_columns():
    et = piecewise(PSHS_TABLE3_TTU, 56000, 11, 450, 40)
    r = knee.analyse_curve(PSHS_TABLE3_TTU, et)
    assert r["slope"] == pytest.approx(11)
    assert r["knee"] == pytest.approx(450)
    assert knee.format_knee(r) == "450"


def test_three_pieces_report_the_first_bend():
    r = knee.analyse_curve(DENSE, piecewise(DENSE, 9000, 11, 200, 25, 500, 40))
    assert r["knee"] == pytest.approx(200)
    assert r["second_slope"] == pytest.approx(25)


def test_small_measurement_noise_is_tolerated():
    jitter = [(-3, 0, 2, 3, -1, 1, -2)[i % 7] for i in range(len(DENSE))]
    et = [y + j for y, j in zip(piecewise(DENSE, 17000, 11, 400, 23), jitter)]
    r = knee.analyse_curve(DENSE, et)
    assert r["slope"] == pytest.approx(11, abs=0.1)
    assert r["knee"] == pytest.approx(400, abs=10)


def test_a_dip_below_the_line_does_not_end_it():
    et = piecewise(DENSE, 1000, 5, 600, 20)
    et[3] -= 40
    r = knee.analyse_curve(DENSE, et)
    assert r["knee"] == pytest.approx(600, abs=5)


def test_unsorted_input_is_sorted():
    et = piecewise(DENSE, 17000, 11, 250, 33)
    r = knee.analyse_curve(DENSE[::-1], et[::-1])
    assert r["knee"] == pytest.approx(250)


def test_no_knee_in_range_is_beyond_the_sweep():
    r = knee.analyse_curve(DENSE, piecewise(DENSE, 17000, 11, 5000, 33))
    assert r["status"] == "beyond the sweep"
    assert r["knee"] is None and r["bracket"] is None
    assert r["slope"] == pytest.approx(11)
    assert knee.format_knee(r) == ">1100"


def test_too_few_points():
    for ttu, et in (([], []), ([32], [100])):
        r = knee.analyse_curve(ttu, et)
        assert r["status"] == "too few points" and r["slope"] is None and r["knee"] is None
    r = knee.analyse_curve([32, 100], [1000, 1748])
    assert r["status"] == "too few points" and r["knee"] is None
    assert r["slope"] == pytest.approx(11)
    assert knee.format_knee(r) == "-"


def test_one_point_after_the_bend_gives_the_bracket():
    ttu = [0, 100, 200, 300, 400]
    r = knee.analyse_curve(ttu, piecewise(ttu, 0, 10, 350, 40))
    assert r["status"] == "knee"
    assert r["knee_method"] == "last point on the initial line"
    assert r["knee"] == 300 and r["bracket"] == (300, 400)
    assert knee.format_knee(r) == "300-400"


def test_duplicate_ttu_is_an_error():
    with pytest.raises(ValueError):
        knee.analyse_curve([0, 100, 100], [1, 2, 3])


def test_paper_rows_grow_at_5_5p5_5p75_not_3p_minus_1():
    slopes = knee.paper_slope_by_p()
    assert slopes[2] == pytest.approx(5.0, abs=0.01)
    assert slopes[4] == pytest.approx(5.5, abs=0.01)
    assert slopes[8] == pytest.approx(5.75, abs=0.06)
    rows = knee.paper_rows()
    for key in ((2, 512), (2, 2048), (4, 512), (4, 2048)):
        assert rows[key]["slope"] == pytest.approx(5.0 if key[0] == 2 else 5.5, abs=1e-6)
    for key in ((8, 1024), (8, 2048)):
        assert rows[key]["slope"] == pytest.approx(5.75, abs=0.05)
    # The text's 3p-1 holds for p = 2 only; the rows grow at 2(3p-1)/p.
    for p in (2, 4, 8):
        assert slopes[p] == pytest.approx(2 * eq2_slope(p) / p, abs=0.06)
    assert slopes[4] < eq2_slope(4) / 1.9 and slopes[8] < eq2_slope(8) / 3.9


def test_paper_rows_bend_near_twice_the_text_clt():
    rows = knee.paper_rows()
    for bits, text_clt in PSHS_FIG6_CLT.items():
        r = rows[(4, bits)]
        assert r["knee_method"] == "intersection"
        assert 1.8 <= r["knee"] / text_clt <= 2.4, (bits, r["knee"])
    assert [round(rows[(4, b)]["knee"]) for b in (512, 1024, 2048)] == [315, 579, 865]
    assert rows[(2, 2048)]["status"] == "beyond the sweep"


def test_eq1_and_eq2():
    assert [clt_eq1(q, 26) for q in (1, 2, 3, 4, 8, 16)] == [0, 26, 52, 104, 208, 416]
    assert [eq2_slope(p) for p in (2, 4, 8)] == [5, 11, 23]


def test_main_prints_the_paper_analysis(capsys):
    assert clt.main([]) == 0
    out = capsys.readouterr().out
    assert "p=4: 5.50 (3p-1 = 11)" in out and "865" in out
