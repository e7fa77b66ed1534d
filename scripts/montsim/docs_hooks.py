"""MkDocs hooks for `montsim docs` (docs_site.py names this file in the
site's configuration).

Formulas: pymdownx.arithmatex marks `$...$` and `$$...$$` (generic mode,
TeX inside `\\(...\\)` and `\\[...\\]`); here each becomes MathML, which the
browser draws itself, so the site needs no script or font from anywhere.
"""
import html
import re

import latex2mathml.converter

INLINE = re.compile(r'<span class="arithmatex">\\\((.*?)\\\)</span>', re.S)
BLOCK = re.compile(r'<div class="arithmatex">\\\[(.*?)\\\]</div>', re.S)


def mathml(tex: str, display: str) -> str:
    return latex2mathml.converter.convert(html.unescape(tex).strip(), display=display)


def on_page_content(content, **_):
    content = BLOCK.sub(lambda m: f'<div class="math">{mathml(m.group(1), "block")}</div>', content)
    return INLINE.sub(lambda m: mathml(m.group(1), "inline"), content)
