"""Tile types against the tile library's buffers and layout rules (D-TILE-BUFFERS,
D-TILE-LAYOUT): the sizes below are written out from pto-isa's buffer_limits.hpp, not read
from the database."""
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ptoisa.frontend.ptotypes import TypeParseError, parse_type, type_text
from ptoisa.verify import verify_text
from ptoisa_ref import verifier_rules as R

KB = 1024
BUFFERS = {  # location keyword -> target -> bytes
    "vec": {"a5": 256 * KB, "a2a3": 192 * KB, "cpu": 256 * KB},
    "mat": {"a5": 512 * KB, "a2a3": 512 * KB, "cpu": 512 * KB},
    "left": {"a5": 64 * KB, "a2a3": 64 * KB, "cpu": 64 * KB},
    "right": {"a5": 64 * KB, "a2a3": 64 * KB, "cpu": 64 * KB},
    "acc": {"a5": 256 * KB, "a2a3": 128 * KB, "cpu": 256 * KB},
    "bias": {"a5": 4 * KB, "a2a3": 1 * KB, "cpu": 4 * KB},
    "scaling": {"a5": 4 * KB, "a2a3": 2 * KB, "cpu": 4 * KB},
}


@pytest.mark.parametrize("loc", sorted(BUFFERS))
@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
def test_a_tile_fits_its_buffer_to_the_byte(loc, target):
    rows = BUFFERS[loc][target] // 32  # rows of eight f32: 32 bytes each
    full = parse_type(f"!pto.tile_buf<{loc}, {rows}x8xf32>")
    assert R.tile_type_problems(full, target) == []
    over = parse_type(f"!pto.tile_buf<{loc}, {rows + 1}x8xf32>")
    ((rule, problem),) = R.tile_type_problems(over, target)
    assert rule == "tile-buffer" and f"takes {(rows + 1) * 32} bytes" in problem and f"holds {BUFFERS[loc][target]}" in problem


@pytest.mark.parametrize("elem, bits", [("f32", 32), ("f16", 16), ("bf16", 16), ("i8", 8), ("i64", 64), ("ui16", 16)])
def test_none_box_rows_and_columns_span_32_bytes(elem, bits):
    aligned = 256 // bits  # elements in 32 bytes
    assert R.tile_type_problems(parse_type(f"!pto.tile_buf<vec, 4x{aligned}x{elem}>"), "a5") == []
    assert R.tile_type_problems(parse_type(f"!pto.tile_buf<vec, 4x{3 * aligned}x{elem}>"), "a5") == []
    assert R.tile_type_problems(parse_type(f"!pto.tile_buf<vec, {aligned}x3x{elem}, blayout=col_major>"), "a5") == []
    if aligned > 1:
        rows = R.tile_type_problems(parse_type(f"!pto.tile_buf<vec, 4x{aligned + 1}x{elem}>"), "a5")
        cols = R.tile_type_problems(parse_type(f"!pto.tile_buf<vec, {aligned + 1}x3x{elem}, blayout=col_major>"), "a5")
        assert [rule for rule, _ in rows + cols] == ["tile-layout", "tile-layout"]
        assert f"{(aligned + 1) * bits // 8}-byte rows" in rows[0][1] and f"{(aligned + 1) * bits // 8}-byte columns" in cols[0][1]


@pytest.mark.parametrize("elem, box_cols", [("f32", 8), ("f16", 16), ("i8", 32), ("i64", 4)])
def test_the_512_byte_box_is_16_rows_of_32_bytes(elem, box_cols):
    def problems(rows, cols, slayout="row_major", loc="mat"):
        return R.tile_type_problems(parse_type(f"!pto.tile_buf<{loc}, {rows}x{cols}x{elem}, blayout=col_major, "
                                               f"slayout={slayout}>"), "a5")
    assert problems(16, box_cols) == [] and problems(48, 2 * box_cols) == []
    assert problems(16, box_cols + (1 if box_cols > 1 else 0)) != []
    assert problems(17, box_cols) != []            # rows off the box on a mat tile
    assert problems(17, box_cols, loc="vec") == []  # not on a vec tile
    assert problems(1, box_cols) == []              # nor with one row
    assert problems(box_cols, 16, "col_major") == [] and problems(box_cols, 24, "col_major") != []


def test_the_32_byte_fractal_box_follows_the_library():
    """16 x 2 with SLayout RowMajor, 2 x 16 with ColMajor (D-TILE-BOX-MX); rows are free."""
    def problems(cols, slayout):
        return R.tile_type_problems(parse_type(f"!pto.tile_buf<mat, 3x{cols}xi8, slayout={slayout}, fractal=32>"), "a5")
    assert problems(2, "row_major") == [] and problems(3, "row_major") != []
    assert problems(16, "col_major") == [] and problems(2, "col_major") != []


def test_both_spellings_read_the_same_config():
    compact = parse_type("!pto.tile_buf<acc, 16x16xf32, valid=?x8, blayout=col_major, slayout=row_major, "
                         "fractal=1024, pad=2, compact=1>")
    keyed = parse_type("!pto.tile_buf<loc=acc, dtype=f32, rows=16, cols=16, v_row=?, v_col=8, blayout=col_major, "
                       "slayout=row_major, fractal=1024, pad=2, compact=1>")
    assert compact == keyed
    assert (compact.kind, compact.valid_rows, compact.valid_cols, compact.fractal, compact.pad, compact.compact) == \
        ("Acc", None, 8, 1024, "Max", "Normal")
    assert parse_type(type_text(compact)) == compact
    plain = parse_type("!pto.tile_buf<vec, 16x16xf16>")
    assert (plain.blayout, plain.slayout, plain.fractal, plain.pad, plain.compact) == \
        ("RowMajor", "NoneBox", 512, "Null", "Null")
    assert type_text(plain) == "!pto.tile_buf<vec, 16x16xf16>"


@pytest.mark.parametrize("text, message", [
    ("!pto.tile_buf<vec, 16x16xf32, pad=-1>", "pad= takes a non-negative integer"),
    ("!pto.tile_buf<vec, 16x16xf32, pad=Zero>", "pad= takes a non-negative integer"),
    ("!pto.tile_buf<vec, 16x16xf32, fractal=64>", "not a fractal size"),
    ("!pto.tile_buf<vec, 16x0xf32>", "at least one of its columns"),
    ("!pto.tile_buf<vec, 16x16xf32, valid=17x16>", "valid rows (17) are more than the tile's rows (16)"),
    ("!pto.tile_buf<l0c, 16x16xf32>", "unknown tile location 'l0c'"),
    ("!pto.tile_buf<vec, 16x16xf32, blayout=row_major, blayout=col_major>", "given twice"),
])
def test_what_the_type_syntax_refuses(text, message):
    with pytest.raises(TypeParseError, match=message.replace("(", r"\(").replace(")", r"\)")):
        parse_type(text)


def test_a_pointer_without_a_space_points_into_gm():
    assert parse_type("!pto.ptr<f32>") == parse_type("!pto.ptr<f32, gm>")
    assert parse_type("!pto.ptr<f32>").space == "gm"


_NUMBER = st.one_of(st.integers(-3, 70000).map(str), st.sampled_from(["?", "", "1_6", "٣", "0x10", "-1"]))
_FIELD = st.one_of(
    st.builds(lambda r, c, t: f"{r}x{c}x{t}", _NUMBER, _NUMBER,
              st.sampled_from(["f32", "f16", "i8", "i64", "!pto.f4E2M1x2", "f33", "!pto.hif8", ""])),
    st.builds(lambda k, v: f"{k}={v}",
              st.sampled_from(["valid", "blayout", "slayout", "fractal", "pad", "compact", "loc", "dtype", "rows",
                               "cols", "v_row", "v_col", "s_fractal_size", "bogus"]),
              st.one_of(_NUMBER, st.sampled_from(["row_major", "col_major", "none_box", "vec", "acc", "f32", "?x?",
                                                  "16x?", "1x"]))),
    st.sampled_from(["vec", "mat", "left", "right", "acc", "bias", "scaling", "ub", "gm", "loc"]),
)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(_FIELD, max_size=7), st.sampled_from(["a5", "a2a3", "cpu"]))
def test_any_tile_type_text_gets_a_diagnostic_never_a_traceback(fields, target):
    text = f"!pto.tile_buf<{', '.join(fields)}>"
    try:
        tile = parse_type(text)
    except TypeParseError:
        tile = None
    if isinstance(tile, R.TileType):
        for rule, message in R.tile_type_problems(tile, target):
            assert rule in ("tile-buffer", "tile-layout") and message
    findings = verify_text(f"func.func @k(%t: {text}) {{\n  return\n}}\n", target)
    assert all(f.rule != "internal" for f in findings), findings


def test_view_types_read_dimensions_and_an_element_type():
    assert parse_type("!pto.tensor_view<1x ?x16x64xf32>") == parse_type("!pto.tensor_view<1x?x16x64xf32>")
    assert parse_type("!pto.partition_tensor_view<16x64x!pto.f4E2M1x2>").elem == "f4e2m1x2"
    assert parse_type("!pto.tensor_view<16x64xf32>") != parse_type("!pto.partition_tensor_view<16x64xf32>")
    for text, message in [("!pto.tensor_view<16x64>", "reads !pto.tensor_view<D0x...xT>"),
                          ("!pto.tensor_view<>", "reads !pto.tensor_view<D0x...xT>"),
                          ("!pto.partition_tensor_view<16x-1xf32>", "reads !pto.partition_tensor_view<D0x...xT>")]:
        with pytest.raises(TypeParseError, match=re.escape(message)):
            parse_type(text)


def test_a_pointer_names_a_known_memory_space_or_a_placeholder():
    with pytest.raises(TypeParseError, match="unknown memory space 'foo'"):
        parse_type("!pto.ptr<f32, foo>")
    assert parse_type("!pto.ptr<f32, acc>") == parse_type("!pto.ptr<f32, l0c>")
    assert parse_type("!pto.ptr<T, S>").space == "S"  # the documentation's placeholder
