"""Which conversions an op allows and how the lane width changes: shared by the semantics
(which refuse an illegal conversion) and the verifier (which reports it).

Source: generator/runtime/conversions.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.
"""
from __future__ import annotations

from .._tables import CONVERSIONS, CONVERSION_PARTS, VALUES_PER_LANE


def conversion_ratio(src: str, dst: str, src_bits: int, dst_bits: int) -> int:
    """How many values of the narrower side one value of the wider side spans (1, 2 or 4)."""
    a, b = src_bits // VALUES_PER_LANE.get(src, 1), dst_bits // VALUES_PER_LANE.get(dst, 1)
    return max(a, b) // min(a, b)


def conversion_problems(op: str, src: str, dst: str, src_bits: int, dst_bits: int,
                        attrs: dict[str, str | None]) -> list[str]:
    """What is wrong with converting src to dst with these attributes (empty: nothing)."""
    table = CONVERSIONS[op]
    rule = table.get((src, dst))
    if rule is None:
        legal = [d for s, d in table if s == src]
        known = f"from {src}: {', '.join(legal)}" if legal else f"no conversion starts from {src}"
        return [f"{src} -> {dst} is not a conversion of pto.{op} ({known})"]
    modes, needs_sat = rule
    out = []
    rnd, sat, part = attrs.get("rnd"), attrs.get("sat"), attrs.get("part")
    if modes and rnd is None:
        out.append(f"{src} -> {dst} needs rnd (one of {', '.join(modes)})")
    elif not modes and rnd is not None:
        out.append(f"{src} -> {dst} takes no rnd")
    elif rnd is not None and rnd not in modes:
        out.append(f"rnd \"{rnd}\" is not valid for {src} -> {dst} (valid: {', '.join(modes)})")
    if needs_sat and sat is None:
        out.append(f"{src} -> {dst} needs sat (SAT or NOSAT)")
    elif not needs_sat and sat is not None:
        out.append(f"{src} -> {dst} takes no sat")
    ratio = conversion_ratio(src, dst, src_bits, dst_bits)
    if ratio == 1 and part is not None:
        out.append(f"{src} -> {dst} keeps the width and takes no part")
    elif ratio > 1 and part not in CONVERSION_PARTS[op][ratio]:
        got = "no part" if part is None else f"part \"{part}\""
        out.append(f"{src} -> {dst} changes the width {ratio}:1 and needs part "
                   f"{' or '.join(CONVERSION_PARTS[op][ratio])}, got {got}")
    return out
