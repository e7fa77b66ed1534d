"""stress.py: the planner covers every scheme and both final-subtraction
cases, and a failed point is counted as wrong, never as a pass."""
import random
import stat

from montsim import paths


from montsim.tools import stress
def test_operands_cover_the_adversarial_cases():
    rng = random.Random(3)
    for bits in (64, 96, 512):
        sets = stress.operand_sets(bits, rng)
        moduli = [n for n, _, _ in sets]
        assert (1 << bits) - 1 in moduli and (1 << (bits - 1)) + 1 in moduli
        for n, avals, bvals in sets:
            assert n % 2 == 1 and all(0 <= v < n for v in avals + bvals)
            assert {0, 1, n - 1} <= set(avals) and {0, 1, n - 1} <= set(bvals)
            kinds = {stress.final_subtraction(a, b, n, bits) for a in avals for b in bvals}
            assert kinds == {True, False}


def test_final_subtraction_matches_the_definition():
    # R = 2^64, N = 2^64 - 1: t = (A*B + M*N)/R, subtraction iff t >= N.
    bits, n = 64, (1 << 64) - 1
    for a, b in ((0, 0), (n - 1, n - 1), (12345, 67890)):
        r = 1 << bits
        m = (-a * b * pow(n, -1, r)) % r
        t = (a * b + m * n) // r
        assert (a * b + m * n) % r == 0 and t < 2 * n
        assert stress.final_subtraction(a, b, n, bits) == (t >= n)


def test_the_plan_covers_every_scheme_link_model_topology_and_kernel_form():
    from montsim import catalogue
    bases = [base for base, _ in stress.groups(random.Random(1), 10000)]
    assert {b["scheme.name"] for b in bases} == set(catalogue.names("scheme.name"))
    assert {b["link.model"] for b in bases if "link.model" in b} == set(catalogue.names("link.model"))
    assert {b["platform.topology"] for b in bases if "platform.topology" in b} == \
        set(catalogue.names("platform.topology"))
    assert {b["run.network"] for b in bases if "run.network" in b} == set(catalogue.names("run.network"))
    assert {b["scheme.kernel"] for b in bases if "scheme.kernel" in b} == {"mulhu", "libgcc", "c"}
    # modexp and ecc in groups too, each group's rings on links that can carry them.
    grouped = [b for b in bases if b.get("scheme.groups", 1) > 1]
    assert {b["scheme.mm"] for b in grouped if b["scheme.name"] == "modexp"} == {"pshs", "sos"}
    assert {b["ecc.mm"] for b in grouped if b["scheme.name"] == "ecc"} == {"pshs", "sos", "cios"}
    assert {b["ecc.curve"] for b in bases if "ecc.curve" in b} == {"p256", "p384", "p521", "x25519"}
    # ...and every field multiplier, Algorithm 4 on the shared memory with either barrier.
    assert {b["ecc.mm"] for b in bases if "ecc.mm" in b} == {"pshs", "sos", "cios", "pmont"}
    assert {b["barrier.kind"] for b in bases if b.get("ecc.mm") == "pmont"} == {"hardware", "software"}
    assert all(b["scheme.p"] % b["scheme.groups"] == 0 for b in grouped)
    assert all(b.get("platform.topology") != "ring" for b in grouped)
    # Every FIPS form but Fig. 4 as printed, whose overflow on adversarial
    # operands is a finding of the paper (scripts/docs/explanation/fips.md).
    assert {b["fips.variant"] for b in bases if "fips.variant" in b} == {"basic", "single-acc", "enhanced-fixed"}
    # Every group's points: a dozen operand pairs (or iwbmm's seeds).
    for base, points in stress.groups(random.Random(2), 500):
        assert 1 <= len(points) <= 12


def test_a_failing_point_is_counted_as_wrong(tmp_path, capsys):
    # A montsim whose every run fails; its catalogue (--help --json, the
    # link models stress draws from) is the real one's.
    fake = tmp_path / "montsim"
    fake.write_text("#!/bin/sh\n"
                    f"if [ \"$1\" = --help ]; then exec '{paths.MONTSIM}' \"$@\"; fi\n"
                    "case \"$*\" in *--check*) echo '1 point: ... each can run'; exit 0;; esac\n"
                    "echo '[1/1] base FAILED: SOS, s = 2: wrong Montgomery product, expected 0x1' >&2\n"
                    "exit 1\n")
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    assert stress.main(["--runs", "1", "--montsim", str(fake), "-j", "1"]) == 1
    out = capsys.readouterr().out
    assert " wrong results" in out and " 0 wrong results" not in out


def test_a_montsim_that_refuses_every_draw_fails_the_run(tmp_path, capsys):
    # Nothing ran is no pass: fewer points than asked is a failure.
    fake = tmp_path / "montsim"
    fake.write_text("#!/bin/sh\n"
                    f"if [ \"$1\" = --help ]; then exec '{paths.MONTSIM}' \"$@\"; fi\n"
                    "echo 'montsim run: error: 1 of 1 points cannot run: no' >&2\nexit 1\n")
    fake.chmod(fake.stat().st_mode | stat.S_IEXEC)
    assert stress.main(["--runs", "20", "--montsim", str(fake), "-j", "1"]) == 1
    assert "fewer points than asked" in capsys.readouterr().out
