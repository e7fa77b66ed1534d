"""pip install montsim: a wheel built from the checkout (scikit-build-core,
pyproject.toml), installed into a fresh venv, works from an empty folder
with the checkout out of sight (a mount namespace lays an empty folder over
it): the shipped configs, the tables, montsim cc, montsim docs and the API
all find what they need inside the package. The wheel wraps the engine the
tests' build made (MONTSIM_WHEEL_ENGINE), so nothing is compiled twice;
`pip install .` compiles its own (the README says how long it takes)."""
import os
import shutil
import subprocess
from pathlib import Path

import pytest

from montsim.tools import docs_outputs

ROOT = Path(__file__).resolve().parents[2]
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"
ENGINE = ROOT / "build" / "montsim"
REQUIRED = os.environ.get("MONTSIM_REQUIRE_TOOLCHAIN") == "1"  # the full set-up ran (scripts/test.sh)

pytestmark = pytest.mark.skipif(not ENGINE.exists(), reason="build/montsim not built")


def need(condition, why):
    if not condition:
        if REQUIRED:
            pytest.fail(why + " after scripts/test.sh's set-up")
        pytest.skip(why)


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """A fresh venv with the wheel installed; the venv's python."""
    need(subprocess.run([str(VENV_PYTHON), "-c", "import scikit_build_core"], capture_output=True).returncode == 0,
         "no scikit-build-core in .venv (scripts/install_deps.sh installs it)")
    tmp = tmp_path_factory.mktemp("wheel")
    built = subprocess.run([str(VENV_PYTHON), "-m", "pip", "wheel", "--no-build-isolation", "--no-deps", "-q",
                            "--disable-pip-version-check", "-w", str(tmp / "dist"),
                            f"--config-settings=cmake.define.MONTSIM_WHEEL_ENGINE={ENGINE}", str(ROOT)],
                           capture_output=True, text=True)
    assert built.returncode == 0, built.stderr[-3000:]
    wheel, = (tmp / "dist").glob("montsim-*.whl")
    venv = tmp / "venv"
    subprocess.run(["/usr/bin/python3", "-m", "venv", "--system-site-packages", str(venv)], check=True)
    python = venv / "bin" / "python"
    done = subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-index", "--no-deps",
                           "--disable-pip-version-check", str(wheel)], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-3000:]
    # The docs site's builder, as a user installs it into their environment
    # (from PyPI; pip's cache makes it quick after the set-up's own install).
    done = subprocess.run([str(python), "-m", "pip", "install", "-q", "--disable-pip-version-check", "-r",
                           str(ROOT / "scripts" / "docs" / "requirements.txt")], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-3000:]
    return python


def can_hide():
    """Whether this machine lets a private mount namespace lay a tmpfs over
    a folder (root, and a sandbox that allows it)."""
    if shutil.which("unshare") is None:
        return False
    return subprocess.run(["unshare", "--mount", "--propagation", "private", "sh", "-c",
                           "mount -t tmpfs montsim-probe /mnt"], capture_output=True).returncode == 0


def hidden(script, folder, python):
    """Runs a shell script in `folder` with the checkout hidden under an
    empty tmpfs (a private mount namespace), or, where no mount namespace is
    allowed, in plain sight (the output is then checked for the checkout's
    path alone); returns (status, output, whether it was hidden)."""
    # Nothing of the checkout's: the tests' own process set MONTSIM_CONFIGS
    # and MONTSIM_RUNTIME to it (paths.py).
    env = {k: v for k, v in os.environ.items()
           if k not in ("MONTSIM_HOME", "MONTSIM_ENGINE", "MONTSIM_CONFIGS", "MONTSIM_RUNTIME", "PYTHONPATH")}
    env["PATH"] = f"{python.parent}{os.pathsep}{env['PATH']}"
    if can_hide():
        whole = f"mount -t tmpfs montsim-hidden {ROOT} && cd {folder} && test ! -e {ROOT}/CMakeLists.txt && {script}"
        command = ["unshare", "--mount", "--propagation", "private", "sh", "-ec", whole]
    else:
        command = ["sh", "-ec", f"cd {folder} && {script}"]
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    return done.returncode, done.stdout + done.stderr, command[0] == "unshare"


def test_the_installed_package_runs_the_five_commands_with_the_checkout_out_of_sight(installed, tmp_path):
    have_toolchain = docs_outputs.have_toolchain()
    (tmp_path / "ring.c").write_text('#include "fsl.h"\n#include "montsim.h"\n'
                                     "int main(void) { return montsim_core_id() > 100; }\n")
    script = " && ".join([
        "head -2 \"$(command -v montsim)\"",
        "montsim --version",
        "montsim run table3.toml -j 2 --quiet",
        "montsim table3 results/table3/results.json",
        "python -c 'from montsim import api; df = api.run(\"table3.toml\"); print(len(df), \"points from api.run\")'",
        "montsim docs --no-notebooks",
    ] + (["montsim cc ring.c -o ring.elf",
          "montsim run --set scheme.name=program --set scheme.program=ring.elf --set scheme.p=2 --quiet --out results/ring"]
         if have_toolchain else []))
    status, output, _ = hidden(script, tmp_path, installed)
    assert status == 0, output[-4000:]
    assert str(ROOT) not in output
    assert "# The `montsim` command" in output  # the launcher, not a console script
    assert "site-packages/montsim/tree" in output and "site-packages/montsim/engine/montsim" in output
    assert "Table III against the paper" in output and "189 points from api.run" in output
    assert (tmp_path / "results" / "docs" / "reference" / "api.html").exists()
    assert (tmp_path / "results" / "table3" / "results.json").exists()
    if have_toolchain:
        assert (tmp_path / "ring.elf").exists()


def test_pip_show_names_the_license_the_authors_and_the_urls(installed):
    shown = subprocess.run([str(installed), "-m", "pip", "show", "-v", "montsim"], capture_output=True, text=True,
                           check=True).stdout
    assert "License: MIT" in shown and "Author-email: The montsim developers" in shown
    assert "Project-URLs:" in shown and "Homepage," in shown
    assert subprocess.run([str(installed), "-c", "import montsim, sys; print(montsim.__version__)"],
                          capture_output=True, text=True, check=True).stdout.strip() == \
        subprocess.run([str(ENGINE), "--version"], capture_output=True, text=True).stdout.split()[1]


def test_a_missing_engine_and_an_engine_of_another_version_are_named_with_the_fix(installed, tmp_path):
    montsim = installed.parent / "montsim"
    env = dict(os.environ, MONTSIM_ENGINE=str(tmp_path / "absent"))
    env.pop("MONTSIM_HOME", None)
    done = subprocess.run([str(montsim), "run", "table2.toml"], capture_output=True, text=True, env=env, cwd=tmp_path)
    assert done.returncode == 1 and "is not built: reinstall the package" in done.stderr
    other = tmp_path / "other"
    other.write_text("#!/bin/sh\necho 'montsim 9.9 (revision abc)'\n")
    other.chmod(0o755)
    env["MONTSIM_ENGINE"] = str(other)
    done = subprocess.run([str(montsim), "--version"], capture_output=True, text=True, env=env, cwd=tmp_path)
    assert done.returncode == 1 and "the engine is another version than the package (montsim 9.9" in done.stderr
    # No toolchain: the script that builds it, where the package keeps it.
    (tmp_path / "x.c").write_text("int main(void) { return 0; }\n")
    env = {k: v for k, v in os.environ.items() if k not in ("MONTSIM_ENGINE", "MONTSIM_RUNTIME", "MONTSIM_CONFIGS")}
    env["MONTSIM_TOOLCHAIN"] = str(tmp_path / "none")
    done = subprocess.run([str(montsim), "cc", "x.c", "-o", "x.elf"], capture_output=True, text=True, env=env,
                          cwd=tmp_path)
    assert done.returncode == 1 and "site-packages/montsim/tree/scripts/toolchain.sh` (as root" in done.stderr


def test_citation_cff_holds_what_the_format_requires():
    import yaml
    cff = yaml.safe_load((ROOT / "CITATION.cff").read_text())
    for key in ("cff-version", "message", "title", "authors", "version", "license"):
        assert cff.get(key), key
    assert all(a.get("name") or a.get("family-names") for a in cff["authors"])
    version = subprocess.run([str(ENGINE), "--version"], capture_output=True, text=True).stdout.split()[1]
    assert str(cff["version"]) == version
