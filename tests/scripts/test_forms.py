"""Like with like (scripts/montsim/forms.py): a point's kernel form and
conditions, and the phrase a table's title gets when the points it sets
side by side differ in them."""
import json

from montsim import forms


from montsim.commands import plot
def test_kernel_forms():
    assert forms.kernel_form({"scheme.name": "pshs"}) == "hand-written"
    assert forms.kernel_form({"scheme.name": "pshs", "scheme.kernel": "c"}) == "gcc -O2"
    assert forms.kernel_form({"scheme.name": "sos", "scheme.kernel": "c", "scheme.gcc_opt": "Os",
                              "scheme.c_variant": "hoisted"}) == "gcc -Os hoisted"
    assert forms.kernel_form({"scheme.name": "sos", "scheme.kernel": "libgcc"}) == "hand-written (libgcc)"
    # pmont has only gcc's code, whatever scheme.kernel says (it does not read it)
    assert forms.kernel_form({"scheme.name": "pmont_net", "scheme.kernel": "mulhu"}) == "gcc -O2"
    assert forms.kernel_form({"scheme.name": "modexp"}) == "hand-written"
    assert forms.kernel_form({"scheme.name": "fan"}) is None


def test_unlike_names_each_condition_that_differs():
    hand = {"scheme.name": "pshs", "link.depth": 16}
    gcc = {"scheme.name": "pshs", "scheme.kernel": "c", "link.depth": 16}
    alg4 = {"scheme.name": "pmont_net", "link.depth": 64}
    assert forms.unlike({"a": [gcc], "b": [alg4]}, ignore=("FIFO depth",)) == []
    assert forms.unlike({"a": [gcc], "b": [alg4]}) == ["FIFO depth: a 16, b 64"]
    assert forms.unlike({"pshs": [hand], "pmont_net": [alg4]}, ignore=("FIFO depth",)) == \
        ["kernel: pshs hand-written, pmont_net gcc -O2"]
    three = dict(gcc, **{"core.pipeline": "3-stage"})
    assert forms.unlike_note({"x": [gcc], "y": [three]}) == " (UNLIKE: pipeline: x 5-stage, y 3-stage)"
    # a condition only one contestant has (a shared memory has no links) is no difference
    assert forms.unlike({"a": [gcc], "b": [{"scheme.name": "pmont_shared"}]}) == []


def test_tabulate_names_unlike_columns_in_its_title(tmp_path, capsys):
    defaults = {"scheme.kernel": "mulhu", "link.depth": 16}
    points = []
    for name, kernel in (("pshs", "mulhu"), ("pmont_net", "mulhu")):
        for bits in (512, 1024):
            points.append({"config": {"scheme.name": name, "scheme.kernel": kernel, "scheme.bits": bits,
                                      "link.depth": 16}, "stats": {"correct": True, "cycles": bits}})
    path = tmp_path / "results.json"
    path.write_text(json.dumps({"defaults": defaults, "points": points}))
    assert plot.tabulate_main([str(path), "--rows", "scheme.bits", "--cols", "scheme.name", "--value", "cycles"]) == 0
    title = capsys.readouterr().out.splitlines()[0]
    assert "(UNLIKE: kernel: pmont_net gcc -O2, pshs hand-written)" in title or \
        "(UNLIKE: kernel: pshs hand-written, pmont_net gcc -O2)" in title


def test_scheme_kinds_come_from_the_catalogue():
    # What each scheme declares decides its kind: the built-in ones fall as
    # the hand lists these replaced said, and a scheme on other cores has none.
    kinds = forms._program_kinds()
    assert {n for n, k in kinds.items() if k == "choice"} == {"sos", "pshs", "cios"}
    assert {n for n, k in kinds.items() if k == "gcc"} == {"pmont_shared", "pmont_net", "fips_mb"}
    assert {n for n, k in kinds.items() if k == "hand"} == {"modexp", "iwbmm_ring"}
    assert kinds["program"] == "user"
    # ecc takes a user's field multiplier as one choice: its points say which they ran.
    assert kinds["ecc"] == "user"
    assert forms.kernel_form({"scheme.name": "ecc", "ecc.mm": "pshs"}) == "hand-written"
    assert forms.kernel_form({"scheme.name": "ecc", "ecc.mm": "program", "scheme.program": "my_mul.s"}) == \
        "user program"
    assert "fan" not in kinds and "iwbmm" not in kinds


def test_links_are_a_condition_only_of_points_that_read_them():
    # results.json's "read": a one-core point carries link.depth but has no links.
    one = ({"scheme.name": "pshs", "scheme.p": 1, "link.depth": 16}, ["scheme.name", "scheme.p"])
    ring = ({"scheme.name": "pshs", "scheme.p": 4, "link.depth": 64}, ["scheme.name", "scheme.p", "link.depth"])
    assert forms.unlike({"a": [one], "b": [ring]}) == []
    wider = ({"scheme.name": "pshs", "scheme.p": 4, "link.depth": 16}, ["link.depth"])
    assert forms.unlike({"a": [wider], "b": [ring]}) == ["FIFO depth: a 16, b 64"]
