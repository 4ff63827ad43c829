"""Element types numpy has no dtype for (HiFloat8, packed FP4): every code's value, derived
from the fields machine.yaml declares, so that the semantics, the machine page and the tests'
expectations never hold a hand-typed table.

A code is a sign bit and `code_bits - 1` further bits. `specials` name codes outright; a
`subnormal` prefix gives 2^(m + offset); otherwise the first field whose prefix starts the
bits gives the exponent and mantissa widths, and the exponent reads `biased` (IEEE: a zero
field is subnormal) or `sign_magnitude` (HiFloat8: the field's top bit is the exponent's sign,
its magnitude has that bit read as 1).
"""
from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Encoding:
    id: str
    title: str
    text: str
    code_bits: int
    values_per_lane: int
    no_sat_overflow: str  # "infinity" or "largest"
    no_sat_nan: str  # "nan" or "zero"
    values: tuple[float, ...]  # value of each code (nan for NaN codes)
    fields: tuple[tuple[str, int, int], ...]  # (prefix, exponent bits, mantissa bits)
    exponent: str  # "biased, bias 1" or "sign_magnitude", as the page prints it
    subnormal: tuple[str, int] | None  # (prefix, exponent offset)
    shadow: float  # the value the +infinity code would have without its special meaning (inf if none)

    @property
    def sign_code(self) -> int:
        return 1 << (self.code_bits - 1)

    @property
    def nan_code(self) -> int | None:
        return next((c for c, v in enumerate(self.values) if math.isnan(v)), None)

    @property
    def inf_code(self) -> int | None:
        return next((c for c, v in enumerate(self.values) if v == math.inf), None)

    @property
    def magnitudes(self) -> tuple[tuple[float, int], ...]:
        """The finite values >= 0 whose code has the sign bit clear, ascending, with their codes."""
        return tuple(sorted((v, c) for c, v in enumerate(self.values)
                            if c < self.sign_code and math.isfinite(v)))

    @property
    def signed_zero(self) -> bool:
        """Whether the sign bit with a zero magnitude is -0 (FP4) rather than another value (HiFloat8's NaN)."""
        return self.values[self.sign_code] == 0.0


def field_errors(e: dict) -> list[tuple[tuple, str]]:
    """(path inside the encoding, message) for fields whose widths do not fill the code."""
    out = []
    width = e["code_bits"] - 1
    for i, f in enumerate(e["fields"]):
        used = len(f["prefix"]) + f["exponent_bits"] + f["mantissa_bits"]
        if used != width:
            out.append((("fields", i), f"prefix, exponent and mantissa bits add up to {used}; "
                                       f"a {e['code_bits']}-bit code has {width} after its sign"))
    sub = e.get("subnormal")
    if sub and len(sub["prefix"]) >= width:
        out.append((("subnormal", "prefix"), f"the subnormal prefix leaves no bits of the {width} after the sign"))
    for i, s in enumerate(e.get("specials", [])):
        if s["code"] >= 1 << e["code_bits"]:
            out.append((("specials", i, "code"), f"code {s['code']:#x} does not fit in {e['code_bits']} bits"))
    return out


def _exponent(bits: str, rule: dict) -> int | None:
    """The exponent a field's bits give; None for a biased field of zeros (subnormal)."""
    if rule["kind"] == "biased":
        value = int(bits, 2) if bits else 0
        return None if value == 0 else value - rule["bias"]
    if not bits:
        return 0
    magnitude = int("1" + bits[1:], 2)
    return -magnitude if bits[0] == "1" else magnitude


def _plain_value(rest: str, e: dict) -> float | None:
    """The value of the bits after the sign from the fields alone (specials ignored)."""
    sub = e.get("subnormal")
    if sub and rest.startswith(sub["prefix"]):
        m = int(rest[len(sub["prefix"]):], 2)
        return 0.0 if m == 0 else math.ldexp(1.0, m + sub["exponent_offset"])
    for f in e["fields"]:
        if rest.startswith(f["prefix"]):
            body = rest[len(f["prefix"]):]
            ebits, mbits = body[:f["exponent_bits"]], body[f["exponent_bits"]:]
            m = int(mbits, 2) if mbits else 0
            exp = _exponent(ebits, e["exponent"])
            frac = m / (1 << f["mantissa_bits"])
            if exp is None:  # biased subnormal
                return math.ldexp(frac, 1 - e["exponent"]["bias"])
            return math.ldexp(1.0 + frac, exp)
    return None


def build_encoding(e: dict) -> tuple[Encoding | None, list[tuple[tuple, str]]]:
    """The encoding with every code's value, or the problems (path, message) that prevent it."""
    errors = field_errors(e)
    if errors:
        return None, errors
    width = e["code_bits"] - 1
    specials = {s["code"]: s["value"] for s in e.get("specials", [])}
    named = {"zero": 0.0, "nan": math.nan, "inf": math.inf, "-inf": -math.inf}
    values, shadow = [], math.inf
    for code in range(1 << e["code_bits"]):
        rest = format(code & ((1 << width) - 1), f"0{width}b")
        value = _plain_value(rest, e)
        if value is None:
            return None, [(("fields",), f"code {code:#x} matches no field prefix")]
        if code >> width:
            value = -value
        if code in specials:
            if specials[code] == "inf":
                shadow = value
            value = named[specials[code]]
        values.append(value)
    rule = e["exponent"]
    sub = e.get("subnormal")
    return Encoding(e["id"], e["title"], " ".join(e["text"].split()), e["code_bits"], e["values_per_lane"],
                    e["no_sat"]["overflow"], e["no_sat"]["nan"], tuple(values),
                    tuple((f["prefix"], f["exponent_bits"], f["mantissa_bits"]) for f in e["fields"]),
                    f"biased, bias {rule['bias']}" if rule["kind"] == "biased" else "sign_magnitude",
                    (sub["prefix"], sub["exponent_offset"]) if sub else None, shadow), []
