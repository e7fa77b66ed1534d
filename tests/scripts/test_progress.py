"""montsim run's progress line in a pseudo-terminal of 80 columns: one line
rewritten in place (carriage returns, no new lines between points) and never
wider than the terminal, however long a point's label."""
import fcntl
import os
import pty
import re
import struct
import subprocess
import termios
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
MONTSIM = ROOT / "build" / "montsim"


def run_in_terminal(args, columns):
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))
    env = dict(os.environ)
    env.pop("COLUMNS", None)
    proc = subprocess.Popen(args, stdin=slave, stdout=slave, stderr=slave, env=env, cwd=ROOT)
    os.close(slave)
    chunks = []
    while True:
        try:
            data = os.read(master, 4096)
        except OSError:  # the terminal closed with the process
            break
        if not data:
            break
        chunks.append(data)
    os.close(master)
    assert proc.wait() == 0
    return b"".join(chunks).decode()


@pytest.mark.skipif(not MONTSIM.exists(), reason="build/montsim not built")
def test_the_progress_line_fits_an_80_column_terminal_and_updates_in_place(tmp_path):
    out = run_in_terminal([str(MONTSIM), "run", "--set", "scheme.name=pshs", "--sweep", "scheme.bits=512,1024",
                           "--sweep", "link.latency=31,33", "--sweep", "link.depth=15,17", "--sweep", "scheme.seed=1,2",
                           "--out", str(tmp_path / "r")], 80)
    progress = out[:out.index("wrote ")]
    # 16 points, one line: carriage returns between them, no line feed before the end.
    assert progress.count("\r") >= 15 and progress.rstrip("\r\n").count("\n") == 0
    segments = [re.sub(r"\x1b\[K", "", s) for s in re.split(r"[\r\n]+", progress) if s.strip()]
    assert len(segments) == 16 and segments[-1].startswith("[16/16 ")
    assert max(len(s) for s in segments) <= 79
    # the label was longer than that: it was cut, and says so
    assert any(s.endswith("...") for s in segments)
