#!/usr/bin/env bash
# Installs what montsim needs from Debian's packages, and only what is
# missing (so a second run does nothing). Run as root on Debian 12.
# Arguments name more packages to install the same way (scripts/test.sh
# adds qemu-user, for the differential test against QEMU, gtkwave with
# xvfb and xauth, to open the VCD traces in GTKWave headless, and chromium,
# to render the docs site's pages headless).
#
# clang and its sanitizer/libFuzzer runtimes serve the sanitizer build
# (tests/sanitizers/README.md).
#
# Python: montsim's package (its code in scripts/montsim) is put on the path
# of the virtual environment .venv of this checkout (below),
# made by Debian's own /usr/bin/python3 with --system-site-packages: the
# `python3` first on PATH may be a separate build (pyenv) that does not see
# Debian's packages, and the venv sees them (python3-matplotlib, pandas,
# pytest, the notebooks' nbformat and ipykernel), so that only Jupyter's
# widgets and commands come from PyPI (below). /usr/local/bin/montsim links to
# .venv/bin/montsim: the one `montsim` command, on PATH.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

packages=(
  g++ cmake ninja-build pkg-config
  libsystemc-dev libboost-dev libboost-program-options-dev catch2 libtomlplusplus-dev libxbyak-dev
  python3 python3-venv python3-matplotlib python3-pytest python3-distributed
  python3-pandas python3-nbclient python3-nbformat python3-ipykernel python3-ipywidgets python3-yaml
  clang libclang-rt-14-dev
  "$@"
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if ((${#missing[@]})); then
  echo "montsim: installing ${#missing[@]} Debian package(s): ${missing[*]} (apt-get; a first set-up takes a few minutes)" >&2
  if [ "$(id -u)" -ne 0 ]; then
    echo "montsim: missing packages and not root; run as root or install them: ${missing[*]}" >&2
    exit 1
  fi
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

# The package, as the checkout's own code, in .venv: a .pth file puts
# scripts/ on the venv's path (a change to scripts/montsim is live) and
# .venv/bin/montsim is scripts/montsim/launcher.sh with this checkout's
# paths. No wheel is built: pyproject.toml's backend would compile a second
# engine; the checkout's is build/montsim.
# An earlier set-up's editable install is removed. Skipped when in place.
venv="$root/.venv"
[ -x "$venv/bin/python" ] || /usr/bin/python3 -m venv --system-site-packages "$venv"
purelib="$("$venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
installed=no
"$venv/bin/python" -m pip show montsim >/dev/null 2>&1 && installed=yes
if [ "$(cat "$purelib/montsim-checkout.pth" 2>/dev/null)" != "$root/scripts" ] \
   || ! grep -q '^layout="checkout"' "$venv/bin/montsim" 2>/dev/null \
   || [ "$venv/bin/montsim" -ot "$root/scripts/montsim/launcher.sh" ] || [ $installed = yes ]; then
  echo "montsim: putting this checkout's montsim package on $venv's path" >&2
  if [ $installed = yes ]; then
    "$venv/bin/python" -m pip uninstall --quiet --yes montsim
  fi
  echo "$root/scripts" >"$purelib/montsim-checkout.pth"
  sed -e "s|@LAYOUT@|checkout|" -e "s|@ROOT@|$root|" -e "s|@PYTHON@|$venv/bin/python|" \
    "$root/scripts/montsim/launcher.sh" >"$venv/bin/montsim"
  chmod +x "$venv/bin/montsim"
fi
# Jupyter in the venv, for the notebooks (scripts/notebooks): Debian 12's
# ipywidgets (6.0) predates the widget protocol Jupyter's nbclient and
# nbconvert speak (they stop at KeyError: 'state'), so the venv takes
# ipywidgets 7.7 from PyPI, and the jupyter commands themselves (the same
# versions as Debian's, --no-deps: the rest is Debian's), so that
# .venv/bin/jupyter runs the venv's kernel, which imports montsim. Skipped
# when present.
if ! "$venv/bin/python" -c "import ipywidgets, sys; sys.exit(ipywidgets.__version__ != '7.7.2')" 2>/dev/null \
   || [ ! -x "$venv/bin/jupyter-nbconvert" ] || [ ! -f "$venv/share/jupyter/kernels/python3/kernel.json" ]; then
  echo "montsim: installing Jupyter's commands and ipywidgets 7.7 into $venv (pip, from PyPI)" >&2
  pip=("$venv/bin/python" -m pip install --quiet --disable-pip-version-check)
  "${pip[@]}" --no-deps --ignore-installed jupyter_core==4.12.0 jupyter_client==7.4.9 nbclient==0.7.2 \
    nbconvert==6.5.3 mistune==0.8.4 notebook==6.4.12
  "${pip[@]}" ipywidgets==7.7.2 widgetsnbextension==3.6.1 jupyterlab_widgets==1.1.1
  "$venv/bin/python" -Xfrozen_modules=off -m ipykernel install --sys-prefix --name python3 --display-name "Python 3 (montsim)" >/dev/null
fi
# From PyPI into the venv, pinned: the docs site's builder (montsim docs:
# MkDocs, Material for MkDocs 9 for its offline search, mkdocstrings for the
# API reference, latex2mathml for formulas as MathML; Debian 12's mkdocs and
# Material are too old), scripts/docs/requirements.txt; pyproject.toml's
# backend, scikit-build-core, for the wheel test, scripts/requirements-wheel.txt;
# and cosmic-ray for the Python library's mutation run,
# scripts/requirements-mutation.txt. Each file is skipped when every version
# it pins is there.
for pins in "$root/scripts/docs/requirements.txt" "$root/scripts/requirements-wheel.txt" \
            "$root/scripts/requirements-mutation.txt"; do
  if ! "$venv/bin/python" -c "import sys; from importlib.metadata import version
pins = [l.split('#')[0].strip().split('==') for l in open(sys.argv[1])]
sys.exit(any(version(p[0]) != p[1] for p in pins if len(p) == 2))" "$pins" 2>/dev/null; then
    echo "montsim: installing into $venv (pip, from PyPI): ${pins#"$root/"}" >&2
    "$venv/bin/python" -m pip install --quiet --disable-pip-version-check -r "$pins"
  fi
done
if [ -w /usr/local/bin ]; then
  [ "$(readlink /usr/local/bin/montsim 2>/dev/null)" = "$venv/bin/montsim" ] || ln -sfn "$venv/bin/montsim" /usr/local/bin/montsim
elif [ "$(command -v montsim)" != "$venv/bin/montsim" ]; then
  echo "montsim: cannot link /usr/local/bin/montsim (not root): add $venv/bin to PATH" >&2
fi
