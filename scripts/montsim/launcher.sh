#!/bin/sh
# The `montsim` command, as installed (scripts/install_deps.sh writes it into
# the checkout's venv; a wheel puts it in the environment's bin/, from
# CMakeLists.txt). An engine command goes straight to the engine, so that it
# costs what the engine does: no Python starts. Everything else (the tools,
# --help, --version, a missing engine's message) goes to the Python front
# end, montsim.cli, which finds the same files the same way (paths.py).
# The engine's commands are cli.ENGINE_COMMANDS; a test checks this list.
#
# Filled in when installed: the layout ("checkout": ROOT is the checkout and
# PYTHON its venv's; "wheel": both are found beside this file).
layout="@LAYOUT@"
root="@ROOT@"
python="@PYTHON@"

self=$(readlink -f "$0")
bin=${self%/*}
if [ "$layout" = wheel ]; then
  [ -x "$bin/python3" ] && python="$bin/python3" || python=python3
fi

case "$1" in
  run|asm|exec|cc|params|fips|vliw-exec|leakage)
    if [ -n "$MONTSIM_HOME" ]; then
      root=$MONTSIM_HOME
      engine=$root/build/montsim
    elif [ "$layout" = wheel ]; then
      for package in "$bin"/../lib/python3*/site-packages/montsim "$bin"/../lib/python3*/dist-packages/montsim; do
        [ -x "$package/engine/montsim" ] && break
      done
      root=$package/tree
      engine=$package/engine/montsim
    else
      engine=$root/build/montsim
    fi
    engine=${MONTSIM_ENGINE:-$engine}
    if [ -x "$engine" ] && [ -d "$root/configs" ]; then
      export MONTSIM_CONFIGS="${MONTSIM_CONFIGS:-$root/configs}"
      export MONTSIM_RUNTIME="${MONTSIM_RUNTIME:-$root/cores/mb/runtime}"
      exec "$engine" "$@"
    fi
    ;;
esac
exec "$python" -m montsim "$@"
