"""The docs site (`montsim docs`, scripts/montsim/commands/docs_site.py): it builds
with MkDocs' strict link checking from the site's pages (scripts/docs), the
READMEs, the generated reference and the executed notebooks; every page,
opened from file:// in headless Chromium, shows its images, logs nothing to
the console and asks no other host for anything; search works from file://;
the navigation fits 1280 px."""
import json
import os
import re
import shutil
import subprocess
from concurrent.futures import ThreadPoolExecutor
from html.parser import HTMLParser
from pathlib import Path
from urllib.parse import quote, unquote, urlparse

import pytest

from montsim import cli

from montsim.commands import docs_site
ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = shutil.which("chromium")
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"
needs_mkdocs = pytest.mark.skipif(
    not VENV_PYTHON.exists() or subprocess.run([str(VENV_PYTHON), "-c", "import material, mkdocstrings"],
                                               capture_output=True).returncode != 0,
    reason="no Material for MkDocs in .venv (scripts/install_deps.sh installs scripts/docs/requirements.txt)")


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


class Visit:
    """One page as headless Chromium showed it: the DOM its scripts built,
    what it logged to the console, and the URLs it requested that are not
    files of the site."""

    def __init__(self, url, profile):
        netlog = profile / "netlog.json"
        done = subprocess.run([CHROMIUM, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                               "--disable-background-networking", "--disable-component-update", "--disable-sync",
                               "--window-size=1280,800", f"--user-data-dir={profile / 'profile'}",
                               "--enable-logging=stderr", "--v=0", f"--log-net-log={netlog}",
                               "--virtual-time-budget=5000", "--dump-dom", url],
                              capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr[-2000:]
        self.dom = done.stdout
        self.console = [line.split("] ", 1)[-1] for line in done.stderr.splitlines() if ":CONSOLE" in line]
        self.asked = asked(netlog)
        # What left the machine: anything but the site's files and 127.0.0.1.
        self.requests = [url for url in self.asked if urlparse(url).scheme not in ("file", "data", "blob", "about")
                         and urlparse(url).hostname != "127.0.0.1"]


def asked(netlog):
    """The URLs the page asked for (the browser's own traffic, updates and
    accounts, has no page as its initiator)."""
    log = json.loads(netlog.read_text() or "{}")
    start = log["constants"]["logEventTypes"]["URL_REQUEST_START_JOB"]
    urls = set()
    for event in log.get("events", []):
        params = event.get("params", {})
        if event["type"] == start and "url" in params and params.get("initiator") != "not an origin":
            urls.add(params["url"])
    return sorted(urls)


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
    pages = docs_site.build(out, notebooks=notebooks, python=str(VENV_PYTHON))
    return out, pages, notebooks


def html_of(page):
    return str(Path(page).with_suffix(".html")) if Path(page).name != "README.md" \
        else str(Path(page).parent / "index.html")


@needs_mkdocs
def test_site_holds_every_page_readme_reference_and_notebook_with_no_broken_link(site):
    out, pages, notebooks = site
    tracked = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "*/README.md", "scripts/docs/*.md"], cwd=ROOT,
                             capture_output=True, text=True, check=True).stdout.split()
    assert len(tracked) >= 50
    for page in tracked:
        landed = page[len("scripts/docs/"):] if page.startswith("scripts/docs/") else page
        assert html_of(landed) in pages, page
    assert {"reference/montsim.html", "reference/tools.html", "reference/api.html"} <= set(pages)
    if notebooks:
        assert {f"notebooks/{n}.html" for n in docs_site.NOTEBOOKS} <= set(pages)
        assert len(list((out / "notebooks").rglob("*.png"))) >= 5  # their figures
        for n in docs_site.NOTEBOOKS:
            assert "children=(" not in (out / "notebooks" / f"{n}.html").read_text(), n  # no widget repr
    assert broken_links(out) == []


@needs_mkdocs
def test_reference_lists_every_tool_and_the_api_from_its_docstrings(site):
    out, _, _ = site
    tools = (out / "reference" / "tools.html").read_text()
    for name in cli.COMMANDS:
        assert f"montsim {name}" in tools and f"usage: montsim {name}" in tools, name
    api = (out / "reference" / "api.html").read_text()
    for function in ("run", "load", "plot", "table", "timeline", "where"):
        assert f'id="montsim.api.{function}"' in api, function


@needs_mkdocs
def test_no_page_names_the_authoring_machine_or_a_cdn(site):
    out, _, _ = site
    for page in out.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        assert str(ROOT) not in text and "/work/shared" not in text, page
        assert not re.search(r'(?:src|href)="https?://', text) or page.name == "404.html" \
            or not re.search(r'<(?:script|link|img)[^>]*(?:src|href)="https?://', text), page


def unrendered(page_html):
    """What Markdown written for GitHub left unrendered in a page's text:
    a list run into a paragraph, bold or code marks left as they were, a
    formula's '*' taken for emphasis."""
    body = page_html[page_html.find("<article"):page_html.find("</article>")]
    body = re.sub(r"<(pre|code|script|style)\b.*?</\1>", "", body, flags=re.S)
    found = [m.group(1)[:60] for m in re.finditer(r"<p>((?:[^<]*\n)?\s*[-*] [^<]*)", body)
             if re.search(r"(^|\n)\s*[-*] \S", m.group(1))]
    text = re.sub(r"<[^>]+>", "", body)
    found += ["**" for _ in re.findall(r"\*\*\S", text)][:1] + ["`" for _ in re.findall(r"`", text)][:1]
    found += [m for m in re.findall(r"<em>([^<]{0,40})</em>", body) if re.search(r"[=+/^]", m)]
    return found


@needs_mkdocs
def test_no_page_shows_markdown_it_did_not_render(site):
    out, pages, _ = site
    problems = {p: unrendered((out / p).read_text(encoding="utf-8")) for p in pages}
    assert {p: f for p, f in problems.items() if f} == {}
    assert unrendered("<article><p>Steps:\n- one\n- two</p><p>a <em>q + j</em>p</p></article>") == \
        ["Steps:\n- one\n- two", "q + j"]


@needs_mkdocs
def test_the_site_served_over_http_loads_its_search_from_the_server_alone(site, tmp_path):
    """montsim docs --serve: the same pages from a local server; its search
    worker and index come from it (the worker's answers arrive in real time,
    past what a headless dump waits for: the file:// test reads them)."""
    need_chromium()
    import threading
    out, _, _ = site
    server = docs_site.server(out, 0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        url = f"http://127.0.0.1:{server.server_port}/index.html?q=" + quote("Table III")
        visit = Visit(url, tmp_path)
    finally:
        server.shutdown()
    base = f"http://127.0.0.1:{server.server_port}/"
    assert base + "search/search_index.json" in visit.asked, visit.asked
    assert any(re.search(r"/workers/search\.\w+\.min\.js$", url) for url in visit.asked)
    assert visit.console == [] and visit.requests == []


@needs_mkdocs
def test_every_page_renders_from_file_with_images_no_console_message_and_no_request_out(site, tmp_path):
    need_chromium()
    out, pages, _ = site
    shown = [p for p in pages if p != "404.html"]
    assert len(shown) >= 60
    # A browser per host core at a time (each its own profile folder).
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        visits = pool.map(lambda ip: Visit((out / ip[1]).as_uri(), tmp_path / str(ip[0])), enumerate(shown))
        problems = []
        for page, visit in zip(shown, visits):
            mark = re.search(r'data-images="[^"]*"', visit.dom)
            if not mark or mark.group(0) != 'data-images="ok"':
                problems.append(f"{page}: {mark and mark.group(0)}")
            if 'data-nav="fits"' not in visit.dom:
                problems.append(f"{page}: the navigation tabs do not fit 1280 px")
            if "<h1" not in visit.dom:
                problems.append(f"{page}: no heading")
            problems += [f"{page}: console: {line}" for line in visit.console]
            problems += [f"{page}: requested {url}" for url in visit.requests]
    assert problems == []


@needs_mkdocs
@pytest.mark.parametrize("query", ["Table III", "link.latency"])
def test_search_from_file_finds(site, tmp_path, query):
    need_chromium()
    out, _, _ = site
    visit = Visit((out / "index.html").as_uri() + "?q=" + quote(query), tmp_path)
    found = re.search(r'md-search-result__meta">(\d+) matching document', visit.dom)
    assert found and int(found.group(1)) >= 3, visit.console
    assert visit.console == [] and visit.requests == []


def fake_checkout(tmp_path, landing):
    """The smallest tree docs_site.build reads, with the given landing page."""
    root = tmp_path / "checkout"
    for d in ("sim", "configs", "scripts/docs"):
        (root / d).mkdir(parents=True)
    (root / "CMakeLists.txt").write_text("")
    (root / "README.md").write_text("# montsim\n")
    (root / "sim" / "REFERENCE.md").write_text("# Reference\n")
    (root / "scripts" / "docs" / "index.md").write_text(landing)
    (root / "scripts" / "docs" / "nav.yml").write_text("nav:\n  - Home: index.md\n"
                                                      "  - Reference:\n      - Engine: reference/montsim.md\n"
                                                      "      - Tools: reference/tools.md\n")
    shutil.copytree(ROOT / docs_site.SITE_SOURCE / "assets", root / docs_site.SITE_SOURCE / "assets",
                    dirs_exist_ok=True)
    # The tools whose --help the reference shows: the checkout's own.
    (root / "scripts" / "montsim").symlink_to(ROOT / "scripts" / "montsim")
    return root


@needs_mkdocs
def test_a_broken_link_fails_the_build_and_leaves_the_earlier_site(tmp_path):
    root = fake_checkout(tmp_path, "# Home\n\nSee [the scheme](missing.md).\n")
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("earlier")
    with pytest.raises(RuntimeError, match="missing.md"):
        docs_site.build(site, root=root, notebooks=False, python=str(VENV_PYTHON))
    assert (site / "index.html").read_text() == "earlier"


def test_a_python_without_the_builder_is_named_with_the_fix(tmp_path):
    python = "/usr/bin/python3"  # Debian's, which the set-up leaves without Material
    if subprocess.run([python, "-c", "import material"], capture_output=True).returncode == 0:
        pytest.skip("this Python has Material for MkDocs")
    with pytest.raises(RuntimeError, match=r"lacks mkdocs|lacks material|lacks .*material.*: install the site's builder"):
        docs_site.build(tmp_path / "site", notebooks=False, python=python)
    assert not (tmp_path / "site").exists()


@needs_mkdocs
def test_a_page_missing_from_the_nav_fails_the_build(tmp_path):
    root = fake_checkout(tmp_path, "# Home\n")
    (root / "scripts" / "docs" / "lost.md").write_text("# Lost\n")
    with pytest.raises(RuntimeError, match="not in the nav: lost.md"):
        docs_site.build(tmp_path / "site", root=root, notebooks=False, python=str(VENV_PYTHON))


@needs_mkdocs
def test_a_missing_image_is_found_by_the_browser(tmp_path):
    need_chromium()
    root = fake_checkout(tmp_path, "# Home\n\n![a plot](plot.png)\n")
    (root / "scripts" / "docs" / "plot.png").write_bytes(b"not a PNG")  # there, so MkDocs is content
    site = tmp_path / "site"
    docs_site.build(site, root=root, notebooks=False, python=str(VENV_PYTHON))
    assert 'data-images="broken: plot.png"' in Visit((site / "index.html").as_uri(), tmp_path).dom


@needs_mkdocs
def test_formulas_become_mathml_and_lists_after_a_line_render_as_lists(tmp_path):
    root = fake_checkout(tmp_path, "# Home\n\nThe time is $T = 2s^2 \\cdot t$ per product.\nSteps:\n- one\n- two\n\n"
                                   "$$\nS = \\sum_{i=0}^{s-1} a_i\n$$\n")
    site = tmp_path / "site"
    docs_site.build(site, root=root, notebooks=False, python=str(VENV_PYTHON))
    page = (site / "index.html").read_text()
    assert page.count("<math") == 2 and 'display="block"' in page
    assert "<li>one</li>" in page and "$" not in re.sub(r"<script.*?</script>", "", page, flags=re.S)


def test_the_environment_page_names_every_variable_the_code_reads():
    """reference/environment.md against the sources: every MONTSIM_* the
    engine, the launcher, the Python package, the set-up scripts and the
    tests read is on the page, and the page names no other."""
    read = set()
    for folder, suffixes in (("sim", (".cpp", ".hpp")), ("cores", (".cpp", ".hpp")), ("network", (".cpp", ".hpp")),
                             ("schemes", (".cpp", ".hpp")), ("scripts", (".py", ".sh")), ("tests", (".cpp", ".py"))):
        for path in (ROOT / folder).rglob("*"):
            if path.suffix in suffixes and "__pycache__" not in path.parts:
                text = path.read_text(errors="replace")
                read |= set(re.findall(r'getenv\("(MONTSIM_[A-Z_]+)"\)', text))
                read |= set(re.findall(r'environ(?:\.get)?\(?\[?"(MONTSIM_[A-Z_]+)"', text))
                read |= set(re.findall(r"\$\{?(MONTSIM_[A-Z_]+)", text)) if path.suffix == ".sh" else set()
    page = set(re.findall(r"^\| `(MONTSIM_[A-Z_]+)` \|", (ROOT / "scripts/docs/reference/environment.md").read_text(),
                          re.M))
    assert read - page == set()
    assert page - read == set()
