"""`montsim docs`: the documentation as a website (MkDocs, Debian's): the
README of every folder, the tutorial (scripts/docs/tutorial.md), the
generated reference (sim/REFERENCE.md) and the notebooks, executed and
turned into pages, built with strict link checking into results/docs/.

The pages are the repository's own files, unchanged but for one thing: a
link to a folder becomes a link to its README (or, without one, its name
unlinked). What a page links to or
shows (a config, a source file, a plot in scripts/gallery) is copied beside
it, so that every link of the site resolves inside the site.
"""
from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from . import docs_outputs, paths

# [text](target) and ![alt](target) (brackets in the text one deep: "ref. [11]"),
# the target up to a space or ")".
LINK = re.compile(r"(!?\[(?:[^\[\]]|\[[^\]]*\])*\]\()([^)\s]+)(\))")
CHECK_SCRIPT = "docs-check.js"
# The order of the site's sections; a folder's README goes under its top folder.
SECTIONS = ["schemes", "cores", "network", "sim", "scripts", "tests", "configs"]
NOTEBOOKS = ["pshs_walkthrough", "whatif", "own_program", "parallel_montgomery", "leakage", "groups"]

# Marks each page once loaded: <body data-images="ok"> or "broken: SRC ...",
# so that a headless browser's DOM says whether every image rendered.
CHECK_JS = """window.addEventListener("load", function () {
  var broken = [];
  document.querySelectorAll("img").forEach(function (img) {
    if (!img.complete || img.naturalWidth === 0) broken.push(img.getAttribute("src"));
  });
  document.body.setAttribute("data-images", broken.length ? "broken: " + broken.join(" ") : "ok");
});
"""


def pages(root: Path) -> list[Path]:
    """The site's Markdown pages, relative to the checkout."""
    found = [p.relative_to(root) for p in docs_outputs.readmes(root)]
    return found + [Path("sim", "REFERENCE.md")]


def title_of(text: str, fallback: str) -> str:
    m = re.search(r"^# (.+)$", text, re.M)
    return m.group(1).strip() if m else fallback


def stage_page(root: Path, page: Path, stage: Path, copied: set[Path]) -> None:
    """Copies one page into the staging folder, with what its links reach."""
    text = (root / page).read_text(encoding="utf-8")
    here = (root / page).parent

    def relink(m: re.Match) -> str:
        target = m.group(2)
        if re.match(r"^[a-z]+:", target) or target.startswith("#"):
            return m.group(0)
        path, _, anchor = target.partition("#")
        resolved = (here / path).resolve()
        try:
            inside = resolved.relative_to(root)
        except ValueError:
            return m.group(0)  # outside the checkout: left for the strict build to report
        if resolved.is_dir() and (resolved / "README.md").exists():
            path = os.path.relpath(resolved / "README.md", here)
            inside = inside / "README.md"
        elif resolved.is_dir():
            # A folder without a README has no page: its name, unlinked.
            return m.group(1)[m.group(1).index("[") + 1:-2]
        elif resolved.is_file() and inside not in copied and inside.suffix != ".md":
            (stage / inside).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(resolved, stage / inside)
            copied.add(inside)
        return m.group(1) + path + ("#" + anchor if anchor else "") + m.group(3)

    (stage / page).parent.mkdir(parents=True, exist_ok=True)
    (stage / page).write_text(LINK.sub(relink, text), encoding="utf-8")


def stage_notebooks(root: Path, stage: Path, jupyter: Path) -> list[str]:
    """Each notebook executed (the stock `jupyter nbconvert --execute`) into a
    Markdown page with its figures; returns the pages."""
    out = stage / "notebooks"
    out.mkdir(parents=True, exist_ok=True)
    made = []
    for name in NOTEBOOKS:
        done = subprocess.run([str(jupyter), "nbconvert", "--to", "markdown", "--execute",
                               str(root / "scripts" / "notebooks" / f"{name}.ipynb"), "--output-dir", str(out)],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(f"notebook {name} failed:\n{done.stderr[-3000:]}")
        made.append(f"notebooks/{name}.md")
    return made


def mkdocs_yml(stage: Path, site: Path, nav: list) -> str:
    def entry(item, indent):
        pad = "  " * indent
        if isinstance(item[1], list):
            return f"{pad}- {quote(item[0])}:\n" + "".join(entry(i, indent + 1) for i in item[1])
        return f"{pad}- {quote(item[0])}: {quote(item[1])}\n"

    return (f"site_name: montsim\n"
            f"docs_dir: {quote(str(stage))}\n"
            f"site_dir: {quote(str(site))}\n"
            "theme:\n  name: mkdocs\n"
            "use_directory_urls: false\n"
            "strict: true\n"
            f"extra_javascript:\n  - {CHECK_SCRIPT}\n"
            "nav:\n" + "".join(entry(i, 1) for i in nav))


def quote(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def build(site: Path, root: Path = paths.ROOT, notebooks: bool = True, jupyter: Path | None = None) -> list[str]:
    """Builds the site into `site` (replaced only once the build succeeded);
    returns its pages. RuntimeError with MkDocs' message on a broken link."""
    stage = Path(tempfile.mkdtemp(prefix="montsim-docs-src-"))
    try:
        copied: set[Path] = set()
        found = pages(root)
        for page in found:
            stage_page(root, page, stage, copied)
        (stage / "README.md").rename(stage / "index.md")
        (stage / CHECK_SCRIPT).write_text(CHECK_JS)
        notebook_pages = stage_notebooks(root, stage, jupyter or root / ".venv" / "bin" / "jupyter") \
            if notebooks else []
        titled = {str(p): title_of((stage / p).read_text(encoding="utf-8"), str(p.parent)) for p in found
                  if p != Path("README.md")}
        nav = [("Home", "index.md"), ("Tutorial", "scripts/docs/tutorial.md")]
        if notebook_pages:
            nav.append(("Notebooks", [(title_of((stage / p).read_text(), p), p) for p in notebook_pages]))
        for section in SECTIONS:
            entries = [(titled[p], p) for p in sorted(titled) if p.split("/")[0] == section
                       and p != "sim/REFERENCE.md" and not p.startswith("scripts/docs/")]
            if entries:
                nav.append((section, entries))
        nav.append(("Reference", "sim/REFERENCE.md"))
        built = Path(tempfile.mkdtemp(prefix="montsim-docs-site-"))
        config = stage.parent / (stage.name + ".yml")
        config.write_text(mkdocs_yml(stage, built, nav))
        done = subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(config)],
                              capture_output=True, text=True)
        config.unlink()
        if done.returncode != 0:
            shutil.rmtree(built, ignore_errors=True)
            raise RuntimeError("mkdocs build --strict failed:\n" + "\n".join(
                line for line in done.stderr.splitlines() if "WARNING" in line or "ERROR" in line)[-6000:])
        # The earlier site stays until the new one is whole.
        if site.exists():
            shutil.rmtree(site)
        site.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(built), str(site))
        return sorted(str(p.relative_to(site)) for p in site.rglob("*.html"))
    finally:
        shutil.rmtree(stage, ignore_errors=True)


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim docs", description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=paths.results_dir("docs"), help="the site's folder (default results/docs)")
    ap.add_argument("--no-notebooks", action="store_true", help="leave out the notebooks (they run for a minute)")
    args = ap.parse_args(argv)
    try:
        built = build(Path(args.out), notebooks=not args.no_notebooks)
    except RuntimeError as e:
        raise ValueError(str(e)) from None
    print(f"montsim docs: wrote {len(built)} pages to {args.out}/ (open {args.out}/index.html)")
    return 0
