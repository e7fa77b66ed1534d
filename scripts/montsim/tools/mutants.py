"""Mutants that the tests must catch: every mutant site of the fast paths
and the references (sim/Mutants.hpp: a term off by one, a credit ignored,
a carry lost) switched on one at a time in the mutant binary
(build/tests/montsim_mutants), each running the differential tests its site
names. A mutant is caught when a test fails (or the run times out); one
that passes every test is a survivor, and the command fails.

First it checks that the binary holds every site the sources declare (a
file given its first site needs CMake to run again) and that the tests pass
with no mutant on (else every mutant would look caught).

Usage: montsim mutants [-j N] [--only TEXT] [--tests SPEC] [--list] [-q]
  --only TEXT   the mutants whose name contains TEXT (a model's author:
                --only rule.burst, --only clocked.burst)
  --tests SPEC  run SPEC (a Catch2 test spec) for every mutant instead of
                the tests its site names
  -q            no line per caught mutant
Prints a line per mutant and "N of N mutants caught"; exit status 1 if
any survives.

montsim mutants --python [-j N]: the Python library's mutation run.
cosmic-ray (scripts/requirements-mutation.txt; the set-up installs it)
mutates results.py and catalogue.py, the modules every table and plot
reads through, operator by operator, and runs
tests/scripts/test_results_library.py against each mutant, in a scratch
copy of the package (the checkout is never touched). It prints the
score, caught out of all, and each survivor's place and change. A
longer run (about seven minutes on two cores); it reports, it does not
fail on a survivor: some are equivalent (tests/mutants/README.md).
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from .. import paths

BINARY = paths.ROOT / "build" / "tests" / "montsim_mutants"
SOURCE_DIRS = ("sim", "network", "cores", "schemes")
# A site's declaration in a .cpp: MONTSIM_MUTANT_SITE(var, "name", ...) or a
# file's own shorthand for it, SOMETHING_SITE(kVar, "name", ...).
SITE = re.compile(r'\b[A-Z_]*SITE\(\s*k\w+,\s*"([^"]+)"')


def declared_sites(root=paths.ROOT):
    """{name: file} of every site the sources declare."""
    found = {}
    for d in SOURCE_DIRS:
        for path in sorted(Path(root, d).rglob("*.cpp")):
            text = path.read_text()
            if "MONTSIM_MUTANT_SITE" not in text:
                continue
            for name in SITE.findall(text):
                found[name] = str(path.relative_to(root))
    return found


def built_sites(binary):
    """[(name, tests, what)] of the binary's sites, in its order."""
    out = subprocess.run([str(binary), "--mutants"], capture_output=True, text=True, check=True).stdout
    return [tuple(line.split("\t")) for line in out.splitlines() if line]


def run_tests(binary, spec, mutant=None, timeout=600):
    """(passed, seconds, first failure line or reason)."""
    cmd = [str(binary)] + (["--mutant", mutant] if mutant else []) + [spec, "--abort", "--reporter", "compact"]
    start = time.monotonic()
    try:
        r = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return False, time.monotonic() - start, f"timed out after {timeout} s"
    seconds = time.monotonic() - start
    if r.returncode == 0:
        return True, seconds, ""
    lines = (r.stdout + r.stderr).splitlines()
    failed = next((ln for ln in lines if "failed:" in ln or "FAILED" in ln), lines[-1] if lines else "")
    root = str(paths.ROOT) + "/"
    return False, seconds, failed.replace(root, "")[:160]


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim mutants", description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1, help="mutants run at once")
    ap.add_argument("--only", default="", help="only the mutants whose name contains this text")
    ap.add_argument("--tests", default="", help="a Catch2 test spec run for every mutant instead of its site's")
    ap.add_argument("--list", action="store_true", help="list the mutants and exit")
    ap.add_argument("-q", "--quiet", action="store_true", help="no line per caught mutant")
    ap.add_argument("--timeout", type=float, default=600, help="seconds a mutant's run may take (then: caught)")
    ap.add_argument("--binary", type=Path, default=BINARY,
                    help="the mutant binary (default: the checkout's build/tests/montsim_mutants)")
    ap.add_argument("--python", action="store_true",
                    help="the Python library's mutation run (cosmic-ray over results.py and catalogue.py)")
    args = ap.parse_args(argv)
    if args.jobs < 1:
        ap.error("-j must be at least 1")
    if args.python:
        return python_mutation_run(args.jobs)
    if not args.binary.is_file():
        sys.exit(f"montsim mutants: no mutant binary at {args.binary}: bash scripts/build.sh builds it")

    sites = built_sites(args.binary)
    missing = sorted(set(declared_sites()) - {s[0] for s in sites})
    if missing:
        sys.exit("montsim mutants: the binary lacks sites the sources declare (" + ", ".join(missing) +
                 "): run bash scripts/build.sh again (CMake picks up a file's first site when it reconfigures: "
                 "cmake -S . -B build)")
    sites = [s for s in sites if args.only in s[0]]
    if args.list:
        for name, tests, what in sites:
            print(f"{name:40} {tests:24} {what}")
        return 0
    if not sites:
        sys.exit(f"montsim mutants: no mutant's name contains {args.only!r} (--list lists them)")

    # Unmutated, every spec must pass: a failing test would catch every mutant.
    specs = sorted({args.tests or s[1] for s in sites})
    for spec in specs:
        ok, seconds, why = run_tests(args.binary, spec, timeout=args.timeout)
        if not ok:
            sys.exit(f"montsim mutants: the tests {spec} fail with no mutant on ({why}): fix them first")
        print(f"unmutated: {spec} passes ({seconds:.1f} s)", flush=True)

    def one(site):
        name, tests, what = site
        ok, seconds, why = run_tests(args.binary, args.tests or tests, name, args.timeout)
        return name, what, not ok, seconds, why

    survivors = []
    with ThreadPoolExecutor(max_workers=args.jobs) as pool:
        for name, what, caught, seconds, why in pool.map(one, sites):
            if not (caught and args.quiet):
                print(f"{'caught ' if caught else 'SURVIVED'} {name:40} {seconds:5.1f} s  {why if caught else what}",
                      flush=True)
            if not caught:
                survivors.append((name, what))
    print(f"{len(sites) - len(survivors)} of {len(sites)} mutants caught")
    for name, what in survivors:
        print(f"survivor: {name} ({what}): no test of its site's tests fails; add traffic that shows it")
    return 1 if survivors else 0


# --- the Python library's mutation run

PYTHON_MODULES = ("results.py", "catalogue.py")
PYTHON_TESTS = "tests/scripts/test_results_library.py"
REPORT = re.compile(r"total jobs: (\d+).*?surviving mutants: (\d+)", re.S)


def cosmic_ray_config(module, python=sys.executable, timeout=60.0):
    """The cosmic-ray session's config for one module of the package."""
    return (f'[cosmic-ray]\nmodule-path = "scripts/montsim/{module}"\ntimeout = {timeout}\n'
            f'excluded-modules = []\n'
            f'test-command = "{python} -m pytest -x -q -p no:cacheprovider {PYTHON_TESTS}"\n\n'
            f'[cosmic-ray.distributor]\nname = "local"\n')


def score(report):
    """(mutants, survivors) from cr-report's text."""
    m = REPORT.search(report)
    if not m:
        raise ValueError("cr-report printed no totals:\n" + report[-2000:])
    return int(m.group(1)), int(m.group(2))


def survivors(report):
    """[(module, line, change)] of the survivors cr-report lists with their
    diffs: the file and line a mutant changed and the line as it became."""
    out = []
    for block in report.split("[job-id]")[1:]:
        if "TestOutcome.SURVIVED" not in block:
            continue
        lines = block.splitlines()
        module = next((ln.split()[0] for ln in lines if ln.startswith("scripts/montsim/")), "?")
        hunk = next((i for i, ln in enumerate(lines) if ln.startswith("@@ -")), None)
        if hunk is None:
            out.append((module, 0, " ".join(lines[1].split()[1:3]) if len(lines) > 1 else "?"))
            continue
        line = int(re.match(r"@@ -(\d+)", lines[hunk]).group(1))
        change = "?"
        for k in range(hunk + 1, len(lines)):
            if lines[k].startswith("-"):
                following = lines[k + 1] if k + 1 < len(lines) else ""
                change = following[1:].strip() if following.startswith("+") else "(line removed)"
                break
            line += 1
        out.append((module, line, change))
    return out


def _mutate_module(module, cosmic_ray, work):
    """Runs one module's session in its own copy of the package; returns
    cr-report's text for its survivors."""
    root = Path(work, module.replace(".py", ""))
    shutil.copytree(paths.ROOT / "scripts" / "montsim", root / "scripts" / "montsim",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    (root / "tests" / "scripts").mkdir(parents=True)
    shutil.copy(paths.ROOT / "tests" / "pytest.ini", root / "tests")
    shutil.copy(paths.ROOT / PYTHON_TESTS, root / PYTHON_TESTS)
    (root / "cr.toml").write_text(cosmic_ray_config(module))
    env = {**os.environ, "MONTSIM_HOME": str(paths.ROOT)}  # the package copy finds the checkout's files
    for step in (["init", "cr.toml", "s.sqlite"], ["baseline", "cr.toml"], ["exec", "cr.toml", "s.sqlite"]):
        done = subprocess.run([cosmic_ray] + step, cwd=root, env=env, capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"cosmic-ray {step[0]} failed for {module}: {done.stdout[-1500:]}{done.stderr[-1500:]}")
    report = Path(cosmic_ray).with_name("cr-report")
    return subprocess.run([str(report), "s.sqlite", "--surviving-only", "--show-diff"], cwd=root,
                          capture_output=True, text=True, check=True).stdout


def python_mutation_run(jobs):
    cosmic_ray = shutil.which("cosmic-ray", path=str(Path(sys.executable).parent)) or shutil.which("cosmic-ray")
    if not cosmic_ray:
        sys.exit("montsim mutants --python: cosmic-ray is not installed: bash scripts/install_deps.sh installs it "
                 "(scripts/requirements-mutation.txt)")
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="montsim-mutants-") as work:
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            reports = dict(zip(PYTHON_MODULES, pool.map(lambda m: _mutate_module(m, cosmic_ray, work),
                                                        PYTHON_MODULES)))
    total = caught = 0
    for module, report in reports.items():
        n, alive = score(report)
        total, caught = total + n, caught + n - alive
        print(f"{module}: {n - alive} of {n} mutants caught ({100 * (n - alive) / max(n, 1):.1f} %)")
        for module_path, line, change in survivors(report):
            print(f"  survivor: {module_path}:{line}: {change}")
    print(f"the Python library (tested by {PYTHON_TESTS}): {caught} of {total} mutants caught "
          f"({100 * caught / max(total, 1):.1f} %)")
    print(f"({time.monotonic() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
