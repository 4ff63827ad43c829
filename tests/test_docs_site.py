"""The reference site works opened from disk and highlights PTO offline."""
import re
import subprocess
import sys

import pytest

from conftest import ROOT

pytest.importorskip("mkdocs")
pygments = pytest.importorskip("pygments")


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    out = tmp_path_factory.mktemp("site")
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "-f", str(ROOT / "mkdocs.yml"),
                    "-d", str(out)], check=True, cwd=ROOT)
    return out


def test_pages_need_no_network_and_link_files_not_folders(site):
    pages = sorted(site.rglob("*.html"))
    assert len(pages) > 20
    for page in pages:
        html = page.read_text()
        assert not re.search(r'<(script|link|img)[^>]+(src|href)="(https?:)?//', html), page
        for href in re.findall(r'href="([^"#:]+)(?:#[^"]*)?"', html):
            # file:// has no index.html fallback: every internal link names a file
            assert href.endswith((".html", ".css", ".ico", ".xml")), (page, href)


def test_pto_code_is_highlighted_by_our_lexer(site):
    html = (site / "ops/unary/vabs.html").read_text()
    assert '<span class="nv">%result</span>' in html  # SSA values
    assert '<span class="nb">vabs</span>' in html  # op names
    assert 'class="kt">!pto.vreg' in html  # types
    assert (site / "css/highlight.css").exists() and "highlight.css" in html


def test_trowsum_page_reads_well(site):
    html = (site / "ops/tile_row_reduce/trowsum.html").read_text()
    assert html.count("Next op in instruction set") == 1
    assert "Σ_{" not in html and "src[i, 0] + src[i, 1] + ... + src[i, C-1]" in html


def test_lexer_tokens():
    from pygments.lexers import get_lexer_by_name
    from pygments.token import Comment, Keyword, Name

    tokens = list(get_lexer_by_name("pto").get_tokens(
        '%r = pto.vabs %x, %m : !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32> // abs\n'))
    kinds = {text: kind for kind, text in tokens}
    assert kinds["%r"] is Name.Variable and kinds["vabs"] is Name.Builtin
    assert kinds["!pto.vreg"] is Keyword.Type and kinds["// abs"] is Comment.Single
    assert get_lexer_by_name("mlir").name == "PTO"
