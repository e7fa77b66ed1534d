"""The docs site (`montsim docs`, scripts/montsim/docs_site.py): it builds
with MkDocs' strict link checking from the READMEs, the tutorial, the
reference and the executed notebooks, every link of every page resolves,
and every page renders in headless Chromium with all its images."""
import os
import re
from concurrent.futures import ThreadPoolExecutor
import shutil
import subprocess
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest

from montsim import docs_site

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = shutil.which("chromium")
needs_mkdocs = pytest.mark.skipif(subprocess.run(["/usr/bin/python3", "-c", "import mkdocs"]).returncode != 0,
                                  reason="no MkDocs (scripts/install_deps.sh installs Debian's mkdocs)")


class Refs(HTMLParser):
    def __init__(self):
        super().__init__()
        self.refs = []

    def handle_starttag(self, tag, attrs):
        for key, value in attrs:
            if key in ("href", "src") and value and not urlparse(value).scheme and not value.startswith(("#", "//")):
                self.refs.append(value)


def broken_links(site):
    """(page, link) for every relative href or src that reaches no file
    (404.html's absolute links aside: MkDocs writes them for a server)."""
    bad = []
    for page in sorted(site.rglob("*.html")):
        if page.name == "404.html":
            continue
        refs = Refs()
        refs.feed(page.read_text(encoding="utf-8"))
        for ref in refs.refs:
            if not (page.parent / unquote(ref.split("#")[0].split("?")[0])).exists():
                bad.append((str(page.relative_to(site)), ref))
    return bad


def rendered(page, tmp_path):
    """The DOM headless Chromium built for a page (its scripts run);
    tmp_path holds the browser's profile."""
    done = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                           "--disable-background-networking", "--disable-component-update", "--disable-sync",
                           f"--user-data-dir={tmp_path / 'chromium'}", "--virtual-time-budget=5000", "--dump-dom",
                           page.as_uri()], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


def need_chromium():
    if CHROMIUM is None:
        if os.environ.get("MONTSIM_REQUIRE_TOOLCHAIN") == "1":  # the full set-up ran (scripts/test.sh)
            pytest.fail("no chromium after scripts/test.sh's set-up")
        pytest.skip("no chromium (scripts/test.sh installs Debian's)")


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = tmp_path_factory.mktemp("docs") / "site"
    notebooks = (ROOT / ".venv" / "bin" / "jupyter").exists()
    if not notebooks and os.environ.get("MONTSIM_REQUIRE_TOOLCHAIN") == "1":
        pytest.fail("no .venv/bin/jupyter after the set-up")
    pages = docs_site.build(out, notebooks=notebooks)
    return out, pages, notebooks


@needs_mkdocs
def test_site_builds_strictly_with_every_readme_the_tutorial_reference_and_notebooks(site):
    out, pages, notebooks = site
    tracked = subprocess.run(["git", "ls-files", "README.md", "*/README.md"], cwd=ROOT, capture_output=True,
                             text=True, check=True).stdout.split()
    readmes = [Path(p) for p in tracked]
    assert len(readmes) >= 20
    for readme in readmes:
        html = "index.html" if readme == Path("README.md") else str(readme.parent / "index.html")
        assert html in pages, html
    assert {"scripts/docs/tutorial.html", "sim/REFERENCE.html"} <= set(pages)
    if notebooks:
        assert {f"notebooks/{n}.html" for n in docs_site.NOTEBOOKS} <= set(pages)
        assert len(list((out / "notebooks").rglob("*.png"))) >= 5  # their figures
    assert broken_links(out) == []
    nav = (out / "index.html").read_text()
    assert "Tutorial" in nav and "Reference" in nav


@needs_mkdocs
def test_every_page_renders_in_headless_chromium_with_its_images(site, tmp_path):
    need_chromium()
    out, pages, _ = site
    shown = [p for p in pages if p not in ("404.html", "search.html")]
    assert len(shown) >= 25
    # A browser per host core at a time (each its own profile folder).
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        doms = pool.map(lambda ip: rendered(out / ip[1], tmp_path / str(ip[0])), enumerate(shown))
        for page, dom in zip(shown, doms):
            mark = re.search(r'data-images="[^"]*"', dom)
            assert mark and mark.group(0) == 'data-images="ok"', f"{page}: {mark and mark.group(0)}"
            assert "<h1" in dom, page


def fake_checkout(tmp_path, readme):
    """The smallest tree docs_site.build reads, with the given root README."""
    root = tmp_path / "checkout"
    for d in ("sim", "configs", "scripts/docs"):
        (root / d).mkdir(parents=True)
    (root / "CMakeLists.txt").write_text("")
    (root / "README.md").write_text(readme)
    (root / "sim" / "REFERENCE.md").write_text("# Reference\n")
    (root / "scripts" / "docs" / "tutorial.md").write_text("# Tutorial\n")
    return root


@needs_mkdocs
def test_a_broken_link_fails_the_build_and_leaves_the_earlier_site(tmp_path):
    root = fake_checkout(tmp_path, "# Home\n\nSee [the scheme](missing.md).\n")
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("earlier")
    with pytest.raises(RuntimeError, match="missing.md"):
        docs_site.build(site, root=root, notebooks=False)
    assert (site / "index.html").read_text() == "earlier"


@needs_mkdocs
def test_a_missing_image_is_found_by_the_browser(tmp_path):
    need_chromium()
    root = fake_checkout(tmp_path, "# Home\n\n![a plot](plot.png)\n")
    (root / "plot.png").write_bytes(b"not a PNG")  # there, so MkDocs is content; no image in it
    site = tmp_path / "site"
    docs_site.build(site, root=root, notebooks=False)
    assert 'data-images="broken: plot.png"' in rendered(site / "index.html", tmp_path)
