#!/usr/bin/env bash
# Installs what montsim needs from Debian's packages, and only what is
# missing (so a second run does nothing). Run as root on Debian 12.
# Arguments name more packages to install the same way (scripts/test.sh
# adds qemu-user, for the differential test against QEMU, and gtkwave with
# xvfb and xauth, to open the VCD traces in GTKWave headless).
#
# clang and its sanitizer/libFuzzer runtimes serve the sanitizer build
# (tests/sanitizers/README.md).
#
# Python: the scripts run on Debian's own /usr/bin/python3 with
# python3-matplotlib and python3-pytest, because the `python3` first on PATH
# may be a separate build (pyenv) that does not see Debian's packages;
# python3-pandas for the Python API (scripts/montsim/api.py), and nbclient,
# nbformat, ipykernel and ipywidgets to run the teaching notebooks
# (scripts/notebooks/, executed headless by the tests).
set -euo pipefail

packages=(
  g++ cmake ninja-build pkg-config
  libsystemc-dev libboost-dev libboost-program-options-dev catch2 libtomlplusplus-dev
  python3 python3-matplotlib python3-pytest python3-distributed
  python3-pandas python3-nbclient python3-nbformat python3-ipykernel python3-ipywidgets
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
