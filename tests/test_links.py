"""Every link in the generated pages resolves to a page and, if it names one, an anchor."""
import re
from pathlib import Path

from conftest import ROOT

DOCS = ROOT / "generated" / "docs"
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")


def slug(heading: str) -> str:
    # Python-Markdown's toc slugify, as mkdocs uses it.
    text = re.sub(r"[`*_\[\]]|\(([^)]*)\)", lambda m: m.group(1) or "", heading)
    text = re.sub(r"[^\w\s-]", "", text).strip().lower()
    return re.sub(r"[-\s]+", "-", text)


def anchors(page: Path) -> set[str]:
    text = page.read_text(encoding="utf-8")
    found = {slug(h) for h in re.findall(r"^#+ (.+)$", text, re.M)}
    return found | set(re.findall(r'<a id="([^"]+)"></a>', text))


def test_every_link_resolves():
    pages = sorted(DOCS.rglob("*.md"))
    assert len(pages) > 20
    broken = []
    for page in pages:
        for href in LINK.findall(page.read_text(encoding="utf-8")):
            if href.startswith(("http://", "https://")):
                continue
            path, _, frag = href.partition("#")
            target = (page.parent / path).resolve() if path else page
            if not target.is_file():
                broken.append(f"{page.relative_to(DOCS)}: {href} (no such page)")
            elif frag and frag not in anchors(target):
                broken.append(f"{page.relative_to(DOCS)}: {href} (no such anchor)")
    assert not broken, "\n".join(broken)


def test_every_op_has_a_page_and_is_indexed(isa):
    index = (DOCS / "index.md").read_text()
    for op in isa.ops:
        assert (DOCS / op.page).is_file()
        assert f"[pto.{op.name}]({op.page})" in index


def test_op_page_sections_follow_the_seed_anatomy(isa):
    order = ["Summary", "Mechanism", "A5 expansion", "Syntax", "Inputs", "Attributes", "Expected Outputs", "Side Effects", "Constraints",
             "Exceptions", "Target-Profile Restrictions", "Pipe", "Performance", "Examples", "Evidence",
             "Related Ops / Instruction Set Links"]
    for op in isa.ops:
        text = (DOCS / op.page).read_text()
        sections = re.findall(r"^## (.+)$", text, re.M)
        assert sections == [s for s in order if s in sections], (op.name, sections)
        for required in ("Summary", "Mechanism", "Syntax", "Inputs", "Expected Outputs", "Evidence",
                         "Related Ops / Instruction Set Links"):
            assert required in sections, (op.name, required)
        assert "##\n" not in text  # no empty headings


def test_decisions_are_visible_on_the_pages_they_shape(isa):
    for op in isa.ops:
        text = (DOCS / op.page).read_text()
        for d in op.decisions:
            assert f"**{d.id}: {d.title}.**" in text
    seeds_readme_ambiguities = {"D-ARGPACK": "vcmax", "D-VCCGMIN": None, "D-VREC-LATENCY": "vrec",
                                "D-REPEATSTAR": "trowsum"}
    decisions = (DOCS / "decisions.md").read_text()
    for did, op in seeds_readme_ambiguities.items():
        assert f"## {did}:" in decisions
        if op:
            assert did in (DOCS / isa.op(op).page).read_text()
