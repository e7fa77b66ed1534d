"""mutants.py: the mutant binary holds every site the sources declare, a
mutant the tests catch counts as caught, and one that no test run sees is a
survivor that fails the command (tests/mutants/README.md)."""
import sys

from montsim.tools import mutants


def run(capsys, *args):
    """(exit status, standard output, standard error) of `montsim mutants ARGS`."""
    try:
        status = mutants.main(list(args))
    except SystemExit as e:
        status = e.code if isinstance(e.code, int) else 1
        print(e.code, file=sys.stderr)
    out = capsys.readouterr()
    return status, out.out, out.err


def test_the_binary_holds_every_declared_site_and_no_other():
    built = [s[0] for s in mutants.built_sites(mutants.BINARY)]
    assert len(built) == len(set(built)), "two sites share a name"
    assert set(built) == set(mutants.declared_sites())
    # Every part the issue names has its mutants.
    for part in ("rule.", "clocked.pipelined", "clocked.burst", "clocked.serial", "clocked.message",
                 "clocked.delayline", "link.", "routed.router", "clocked.router", "routed.bus", "clocked.bus",
                 "express.", "shmem.", "jit."):
        assert any(name.startswith(part) for name in built), part


def test_a_mutant_the_tests_see_is_caught(capsys):
    status, out, err = run(capsys, "--only", "rule.burst/latency-1", "-j", "1")
    assert status == 0, out + err
    assert "1 of 1 mutants caught" in out


def test_a_mutant_no_test_run_sees_survives_and_fails_the_command(capsys):
    # The shared memory's test never builds a link: the burst rule's mutant
    # passes it, so it must be reported as a survivor.
    status, out, _ = run(capsys, "--only", "rule.burst/latency-1", "--tests", "[shmem-reference]", "-j", "1")
    assert status == 1
    assert "0 of 1 mutants caught" in out
    assert "survivor: rule.burst/latency-1" in out


def test_an_unknown_name_is_refused(capsys):
    status, _, err = run(capsys, "--only", "no-such-mutant")
    assert status != 0 and "no mutant's name contains" in err
