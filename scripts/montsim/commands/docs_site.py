"""`montsim docs`: the documentation as a website that works offline.

The site's own pages live in scripts/docs/ (tutorials, how-to guides,
reference, explanation; scripts/docs/nav.yml orders them). Beside them go
the generated reference (the engine's sim/REFERENCE.md, every Python
command's --help; montsim.api from its docstrings, by mkdocstrings), the notebooks executed
into pages, and every folder's README as a maintainer's note. MkDocs with
Material for MkDocs (from PyPI, scripts/docs/requirements.txt) builds them
with strict link checking into results/docs/: search works from file://
(Material's offline plugin), code is highlighted when the site is built,
formulas ($...$) become MathML, and no page asks another host for anything.

A page's links are written for the repository (relative to its own file);
staging rewrites them for the site: a folder's link goes to its README, a
link to a page goes to where that page lands, and any other file linked or
shown (a config, a plot) is copied beside the pages.
"""
from __future__ import annotations

import argparse
import functools
import http.server
import os
import re
import shutil
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from .. import argtypes, paths
from ..tools import docs_outputs

# [text](target) and ![alt](target) (brackets in the text one deep: "ref. [11]"),
# the target up to a space or ")".
LINK = re.compile(r"(!?\[(?:[^\[\]]|\[[^\]]*\])*\]\()([^)\s]+)(\))")
SITE_SOURCE = Path("scripts", "docs")
CHECK_SCRIPT = "docs-check.js"
# Its name holds "iframe-worker": the offline plugin adds its CDN shim unless
# a polyfill's name does.
FILE_WORKER = "assets/iframe-worker.js"
SITE_CSS = "assets/montsim.css"
NOTEBOOKS = ["pshs_walkthrough", "whatif", "own_program", "parallel_montgomery", "leakage", "groups"]
# Generated pages: where each lands in the site.
ENGINE_REFERENCE = "reference/montsim.md"
TOOLS_REFERENCE = "reference/tools.md"
# The READMEs' nav section, one entry per top folder in this order.
README_SECTIONS = ["sim", "cores", "network", "schemes", "configs", "scripts", "tests"]

# Marks each page once loaded: <body data-images="ok"> or "broken: SRC ...",
# so that a headless browser's DOM says whether every image rendered.
CHECK_JS = """window.addEventListener("load", function () {
  var broken = [];
  document.querySelectorAll("img").forEach(function (img) {
    if (!img.complete || img.naturalWidth === 0) broken.push(img.getAttribute("src"));
  });
  document.body.setAttribute("data-images", broken.length ? "broken: " + broken.join(" ") : "ok");
  // Whether the navigation tabs fit the window in one row.
  var tabs = document.querySelector(".md-tabs__list");
  document.body.setAttribute("data-nav", !tabs ? "none" :
    tabs.scrollWidth <= tabs.clientWidth && tabs.getBoundingClientRect().height < 60 ? "fits" : "overflows");
});
"""

# A notebook's widget, shown by nbconvert as its text repr ("VBox(children=...")
# in an indented block: the page shows the widget's output below it instead.
WIDGET_REPR = re.compile(r"^    (?:VBox|HBox|interactive|IntSlider|Dropdown|Output|Button)\(.*\n(?:\n(?=\S))?", re.M)


def site_pages(root: Path) -> list[Path]:
    """The site's own pages, relative to the checkout."""
    return sorted(p.relative_to(root) for p in (root / SITE_SOURCE).rglob("*.md"))


def readmes(root: Path) -> list[Path]:
    """Every folder's README but the root's (the landing page replaces it)."""
    return [p.relative_to(root) for p in docs_outputs.readmes(root)
            if p.name == "README.md" and p.parent != root]


def page_map(root: Path, notebooks: bool) -> dict[Path, Path]:
    """Checkout path of each page -> its path in the site."""
    mapping = {p: p.relative_to(SITE_SOURCE) for p in site_pages(root)}
    mapping.update({p: p for p in readmes(root)})
    mapping[Path("sim", "REFERENCE.md")] = Path(ENGINE_REFERENCE)
    mapping[Path("README.md")] = Path("index.md")
    if notebooks:
        mapping.update({Path("scripts", "notebooks", f"{n}.ipynb"): Path("notebooks", f"{n}.md") for n in NOTEBOOKS})
    return mapping


def title_of(text: str, fallback: str) -> str:
    m = re.search(r"^# (.+)$", text, re.M)
    return m.group(1).strip() if m else fallback


FENCE = re.compile(r"^\s*(```|~~~)")
LIST_ITEM = re.compile(r"^(?:[-*+]|\d+\.)\s+\S")


def for_python_markdown(text: str) -> str:
    """What GitHub renders and Python-Markdown does not: a list right after a
    paragraph's line needs a blank line before it."""
    out, fenced, prev = [], False, ""
    for line in text.split("\n"):
        if FENCE.match(line):
            fenced = not fenced
        elif not fenced and LIST_ITEM.match(line) and prev.strip() and not LIST_ITEM.match(prev.lstrip()) \
                and not prev.startswith((" ", "\t", "|", "#", "<", ">")):
            out.append("")
        out.append(line)
        prev = line if not fenced else ""
    return "\n".join(out)


def relinked(text: str, source: Path, dest: Path, root: Path, stage: Path, pages: dict[Path, Path],
             copied: set[Path]) -> str:
    """`text` of the page at checkout path `source`, its links rewritten for
    the site page `dest`."""
    here = (root / source).parent

    def relink(m: re.Match) -> str:
        target = m.group(2)
        if re.match(r"^[a-z]+:", target) or target.startswith("#"):
            return m.group(0)
        path, _, anchor = target.partition("#")
        resolved = (here / path).resolve()
        try:
            inside = resolved.relative_to(root.resolve())
        except ValueError:
            return m.group(0)  # outside the checkout: left for the strict build to report
        if resolved.is_dir():
            if (resolved / "README.md").exists():
                inside = inside / "README.md"
            else:  # a folder without a README has no page: its name, unlinked
                return m.group(1)[m.group(1).index("[") + 1:-2]
        if inside in pages:
            landed = pages[inside]
        elif resolved.is_file():
            # A file beside the site's own pages lands where they do.
            landed = inside.relative_to(SITE_SOURCE) if SITE_SOURCE in inside.parents else inside
            if landed not in copied:
                (stage / landed).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(resolved, stage / landed)
                copied.add(landed)
        else:
            return m.group(0)  # missing: the strict build names it
        link = os.path.relpath(landed, dest.parent)
        return m.group(1) + link + ("#" + anchor if anchor else "") + m.group(3)

    return LINK.sub(relink, text)


def stage_page(root: Path, source: Path, dest: Path, stage: Path, pages: dict[Path, Path],
               copied: set[Path]) -> None:
    text = for_python_markdown((root / source).read_text(encoding="utf-8"))
    (stage / dest).parent.mkdir(parents=True, exist_ok=True)
    (stage / dest).write_text(relinked(text, source, dest, root, stage, pages, copied), encoding="utf-8")


def run_notebook(root: Path, name: str, out: Path, python: str) -> Path:
    done = subprocess.run([python, "-m", "nbconvert", "--to", "markdown", "--execute",
                           str(root / "scripts" / "notebooks" / f"{name}.ipynb"), "--output-dir", str(out)],
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"notebook {name} failed:\n{done.stderr[-3000:]}")
    page = out / f"{name}.md"
    page.write_text(for_python_markdown(WIDGET_REPR.sub("", page.read_text(encoding="utf-8"))), encoding="utf-8")
    return page


def stage_notebooks(root: Path, stage: Path, python: str) -> None:
    """Each notebook executed (the stock `nbconvert --execute`) into a
    Markdown page with its figures, a kernel per host core (two at least)."""
    out = stage / "notebooks"
    out.mkdir(parents=True, exist_ok=True)
    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
        list(pool.map(lambda n: run_notebook(root, n, out, python), NOTEBOOKS))


def tools_reference(root: Path) -> str:
    """Every Python command's --help, as the command prints it."""
    from .. import cli
    montsim = [sys.executable, str(root / "scripts" / "montsim")]

    def helped(name):
        done = subprocess.run(montsim + [name, "--help"], capture_output=True, text=True,
                              env=dict(os.environ, COLUMNS="100"))
        if done.returncode != 0:
            raise RuntimeError(f"montsim {name} --help failed:\n{done.stderr[-2000:]}")
        return name, done.stdout

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        helps = dict(pool.map(helped, cli.COMMANDS))
    parts = ["# Tools: tables, plots and the rest", "",
             "The Python commands of `montsim`, each with the help it prints (`montsim COMMAND --help`). "
             "The engine's commands (`run`, `exec`, ...) are in [the montsim reference](montsim.md).", ""]
    for heading, names in (("Tables, plots and tools", [n for n in cli.COMMANDS if n not in cli.MAINTAINER_COMMANDS]),
                           ("For maintainers", list(cli.MAINTAINER_COMMANDS))):
        parts += [f"## {heading}", ""]
        for name in names:
            what = cli.COMMANDS[name][1]
            parts += [f"### `montsim {name}`", "", what[0].upper() + what[1:] + ".", "", "```text",
                      helps[name].rstrip(), "```", ""]
    return "\n".join(parts)


def load_nav(root: Path) -> list:
    import yaml  # MkDocs' own dependency
    return yaml.safe_load((root / SITE_SOURCE / "nav.yml").read_text(encoding="utf-8"))["nav"]


def nav_pages(nav) -> set[str]:
    found = set()
    for item in nav:
        for value in (item.values() if isinstance(item, dict) else [item]):
            found |= nav_pages(value) if isinstance(value, list) else {value}
    return found


def readme_nav(stage: Path, staged: list[Path]) -> list:
    sections = []
    for top in README_SECTIONS:
        entries = [{title_of((stage / p).read_text(encoding="utf-8"), str(p.parent)): str(p)}
                   for p in sorted(staged) if p.parts[0] == top]
        if entries:
            sections.append({top + "/": entries})
    return sections


def mkdocs_config(stage: Path, site: Path, nav: list, root: Path) -> dict:
    hooks = Path(__file__).resolve().parent.parent / "docs_hooks.py"
    return {
        "site_name": "montsim",
        "site_description": "A cycle-accurate multicore simulator for parallel Montgomery multiplication",
        "docs_dir": str(stage), "site_dir": str(site),
        "use_directory_urls": False, "strict": True,
        "theme": {"name": "material", "font": False, "language": "en",
                  "features": ["navigation.tabs", "navigation.sections", "navigation.top", "navigation.indexes",
                               "search.highlight", "content.code.copy", "toc.follow"],
                  "palette": {"scheme": "default", "primary": "indigo", "accent": "indigo"}},
        "plugins": ["search", "offline",
                    {"mkdocstrings": {"handlers": {"python": {"paths": [str(root / "scripts")]}}}}],
        "hooks": [str(hooks)],
        "markdown_extensions": [
            "admonition", "tables", "attr_list", "md_in_html", "footnotes", "def_list",
            {"toc": {"permalink": True}},
            {"pymdownx.highlight": {"use_pygments": True, "pygments_lang_class": True}},
            "pymdownx.superfences", "pymdownx.inlinehilite", "pymdownx.details",
            {"pymdownx.arithmatex": {"generic": True}},
        ],
        "extra_javascript": [CHECK_SCRIPT],
        "extra_css": [SITE_CSS],
        # The offline plugin adds a worker shim from a CDN unless one is
        # named here: the site ships its own (scripts/docs/assets).
        "extra": {"polyfills": [FILE_WORKER], "generator": False},
        "validation": {"links": {"absolute_links": "warn", "unrecognized_links": "warn", "anchors": "info"}},
        "nav": nav,
    }


# What the site's builder needs in the Python that runs it (scripts/docs/requirements.txt).
BUILDER_MODULES = ["mkdocs", "material", "mkdocstrings_handlers.python", "pymdownx", "latex2mathml"]


def check_builder(python: str, notebooks: bool) -> None:
    """RuntimeError naming the fix if `python` lacks the site's builder
    (or, for the notebooks, nbconvert and a kernel)."""
    modules = BUILDER_MODULES + (["nbconvert", "ipykernel"] if notebooks else [])
    done = subprocess.run([python, "-c", "import importlib.util, sys; "
                           "print(' '.join(m for m in sys.argv[1:] if importlib.util.find_spec(m) is None))"]
                          + modules, capture_output=True, text=True)
    missing = done.stdout.split() if done.returncode == 0 else modules
    if missing:
        raise RuntimeError(f"{python} lacks {', '.join(missing)}: install the site's builder into the Python "
                           f"that runs montsim ({python} -m pip install -r "
                           f"{paths.ROOT / SITE_SOURCE / 'requirements.txt'}"
                           + (", and jupyter for the notebooks, or use --no-notebooks)" if notebooks else ")"))


def build(site: Path, root: Path = paths.ROOT, notebooks: bool = True, python: str = sys.executable) -> list[str]:
    """Builds the site into `site` (replaced only once the build succeeded)
    with the builder, and the notebooks' kernel, of the Python `python` (the
    one running montsim unless told); returns its pages. RuntimeError with
    MkDocs' message on a broken link."""
    import yaml
    check_builder(python, notebooks)
    stage = Path(tempfile.mkdtemp(prefix="montsim-docs-src-"))
    try:
        pages = page_map(root, notebooks)
        copied: set[Path] = set()
        for source, dest in pages.items():
            if source.suffix == ".md" and source != Path("README.md"):
                stage_page(root, source, dest, stage, pages, copied)
        (stage / TOOLS_REFERENCE).parent.mkdir(parents=True, exist_ok=True)
        (stage / TOOLS_REFERENCE).write_text(tools_reference(root), encoding="utf-8")
        (stage / CHECK_SCRIPT).write_text(CHECK_JS)
        shutil.copytree(root / SITE_SOURCE / "assets", stage / "assets", dirs_exist_ok=True)
        if notebooks:
            stage_notebooks(root, stage, python)
        nav = load_nav(root)
        if notebooks:
            nav = [{k: v + [{"Notebooks": [{title_of((stage / f"notebooks/{n}.md").read_text(encoding="utf-8"), n):
                                            f"notebooks/{n}.md"} for n in NOTEBOOKS]}] if k == "Tutorials" else v}
                   for item in nav for k, v in item.items()]
        nav.append({"Maintainers' notes": readme_nav(stage, readmes(root))})
        in_nav = nav_pages(nav)
        missing = sorted(str(d) for s, d in pages.items() if s.suffix == ".md" and str(d) not in in_nav
                         and s != Path("README.md"))
        unstaged = sorted(p for p in in_nav if not (stage / p).exists())
        if missing or unstaged:
            raise RuntimeError("scripts/docs/nav.yml does not match the pages: "
                               + (f"not in the nav: {', '.join(missing)}" if missing else "")
                               + (f"; no such page: {', '.join(unstaged)}" if unstaged else ""))
        built = Path(tempfile.mkdtemp(prefix="montsim-docs-site-"))
        config = stage.parent / (stage.name + ".yml")
        config.write_text(yaml.safe_dump(mkdocs_config(stage, built, nav, root), sort_keys=False, allow_unicode=True))
        done = subprocess.run([python, "-m", "mkdocs", "build",
                               "--strict", "-f", str(config)], capture_output=True, text=True)
        config.unlink()
        if done.returncode != 0:
            shutil.rmtree(built, ignore_errors=True)
            raise RuntimeError("mkdocs build --strict failed:\n" + "\n".join(
                line for line in done.stderr.splitlines() if "WARNING" in line or "ERROR" in line
                or "Error" in line)[-6000:])
        # The earlier site stays until the new one is whole.
        if site.exists():
            shutil.rmtree(site)
        site.parent.mkdir(parents=True, exist_ok=True)
        shutil.move(str(built), str(site))
        return sorted(str(p.relative_to(site)) for p in site.rglob("*.html"))
    finally:
        shutil.rmtree(stage, ignore_errors=True)


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):  # a line per request would bury the address
        pass


def server(site: Path, port: int) -> http.server.ThreadingHTTPServer:
    """A server of the built site on 127.0.0.1 (port 0: any free one)."""
    return http.server.ThreadingHTTPServer(("127.0.0.1", port), functools.partial(QuietHandler, directory=str(site)))


def serve(site: Path, port: int) -> None:
    with server(site, port) as running:
        print(f"montsim docs: serving {site}/ at http://127.0.0.1:{running.server_port}/ (Ctrl-C stops)", flush=True)
        try:
            running.serve_forever()
        except KeyboardInterrupt:
            pass


def main(argv=None):
    ap = argparse.ArgumentParser(prog="montsim docs", description=__doc__.split("\n\n")[0],
                                 epilog="Open OUT/index.html in any browser (no server needed), or add --serve.")
    ap.add_argument("--out", default=paths.results_dir("docs"), help="the site's folder (default results/docs)")
    ap.add_argument("--no-notebooks", action="store_true", help="leave out the notebooks (they run for half a minute)")
    ap.add_argument("--serve", action="store_true", help="after the build, serve the site on 127.0.0.1")
    ap.add_argument("--port", type=argtypes.count(0, 65535), default=8000,
                    help="the port --serve listens on (default 8000; 0: any free)")
    args = ap.parse_args(argv)
    try:
        built = build(Path(args.out), notebooks=not args.no_notebooks)
    except RuntimeError as e:
        raise ValueError(str(e)) from None
    print(f"montsim docs: wrote {len(built)} pages to {args.out}/ (open {args.out}/index.html)", flush=True)
    if args.serve:
        serve(Path(args.out), args.port)
    return 0
