"""tci and ttri against references written here: a run of consecutive integers along row 0 of
dst's valid columns, wrapped to the element type (D-TCI-WRAP); a lower or upper triangular mask of
ones and zeros over dst's valid region, and on A5 the run PTOAS's library continues past the valid
columns to the end of its last 256-byte store (D-TTRI-A5); kernels through ptoisa.run; the
verifier's located errors."""
import numpy as np
import pytest

import ptoisa
from ptoisa.cli import main
from ptoisa_ref import semantics as S

INTS = {"i16": np.int16, "u16": np.uint16, "i32": np.int32, "u32": np.uint32}


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
@pytest.mark.parametrize("t", list(INTS))
@pytest.mark.parametrize("descending", [False, True])
def test_tci_writes_a_wrapped_run_along_row_0_of_the_valid_columns(target, t, descending):
    ub = np.zeros(2048, np.uint8)
    d = S.Tile(ub, 0, t, 2, 16, valid_rows=1, valid_cols=11)
    ub[:] = 0x77
    bits = 8 * np.dtype(INTS[t]).itemsize
    # unsigned: from 3 below the top (ascending wraps to 0); signed: across the maximum; descending from 2
    start = 2 if descending else ((1 << bits) - 3 if t[0] == "u" else (1 << (bits - 1)) - 4)
    S.tci(start, d, descending="true" if descending else "false", target=target)
    want = np.frombuffer(bytes([0x77] * (32 * np.dtype(INTS[t]).itemsize)), INTS[t]).reshape(2, 16).copy()
    for j in range(11):
        v = (start - j if descending else start + j) % (1 << bits)
        want[0, j] = np.array(v, np.uint64).astype(f"uint{bits}").view(INTS[t])
    assert d.values().tobytes() == want.tobytes()


def tri_reference(rows, cols, k, upper):
    want = np.zeros((rows, cols), np.int64)
    for i in range(rows):
        for j in range(cols):
            want[i, j] = (0 if j < i + k else 1) if upper else (1 if j <= i + k else 0)
    return want


TRI_TYPES = [("a5", t) for t in ("i8", "u8", "i16", "u16", "i32", "u32", "f16", "bf16", "f32")] + \
            [(tg, t) for tg in ("a2a3", "cpu") for t in ("i16", "u16", "i32", "u32", "f16", "f32")]


@pytest.mark.parametrize(("target", "t"), TRI_TYPES)
@pytest.mark.parametrize("upper", [False, True])
@pytest.mark.parametrize("k", [-2, 0, 3])
def test_ttri_writes_the_triangle_over_the_valid_region(target, t, upper, k):
    """A 6 x 160 tile (a row longer than one 256-byte store for 8- and 16-bit types), valid 5 x 7:
    the valid region is the triangle; on A2/A3 and the CPU nothing else changes; on A5 a row whose
    run is longer than 7 continues it past column 6 up to the run's end (within the row's first
    store), and nothing else changes."""
    import ml_dtypes
    dt = np.dtype(ml_dtypes.bfloat16) if t == "bf16" else np.dtype({"i": "int", "u": "uint", "f": "float"}[t[0]] + t[1:])
    ub = np.zeros(8192, np.uint8)
    d = S.Tile(ub, 0, t, 6, 160, valid_rows=5, valid_cols=7)
    d.values()[:] = np.array(7, np.int64).astype(dt)
    S.ttri(k, d, upperOrLower="1" if upper else "0", target=target)
    want = np.full((6, 160), 7.0)
    want[:5, :7] = tri_reference(5, 7, k, upper)
    if target == "a5":
        lanes = 256 // dt.itemsize
        for i in range(5):
            run = i + k + (0 if upper else 1)
            for j in range(7, min(run, lanes)):
                want[i, j] = 0 if upper else 1
    assert d.values().astype(np.float64).tolist() == want.tolist()


def test_ttri_on_a5_spills_into_the_next_row_of_a_narrow_tile():
    """A 4 x 8 i32 tile, all valid, lower, diagonal 10: each row's run of i + 11 ones is stored in
    one 64-lane store, so it runs on into the next row's first elements (which that row's own run
    covers anyway) and past the last row into the memory that follows."""
    ub = np.zeros(1024, np.uint8)
    d = S.Tile(ub, 0, "i32", 4, 8)
    S.ttri(10, d, target="a5")
    assert (d.values() == 1).all()
    after = ub[128:128 + 4 * 16].view(np.int32)
    assert after.tolist() == [1] * 6 + [0] * 10  # row 3's run: 14 ones, 8 in the row and 6 after it
    ub2 = np.zeros(1024, np.uint8)
    S.ttri(10, S.Tile(ub2, 0, "i32", 4, 8), target="cpu")
    assert (ub2[128:] == 0).all()


def _kernel(op_line, dst_t, rows=4):
    return f"""func.func @k(%o: !pto.ptr<i32>) {{
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c4 = arith.constant 4 : index
    %c16 = arith.constant 16 : index
    %vo = pto.make_tensor_view %o, shape = [%c4, %c16], strides = [%c16, %c1] : !pto.tensor_view<?x?xi32>
    %pr = arith.constant {rows} : index
    %po = pto.partition_view %vo, offsets = [%c0, %c0], sizes = [%pr, %c16] : !pto.tensor_view<?x?xi32> -> !pto.partition_tensor_view<{rows}x16xi32>
    %s = arith.constant 5 : i32
    %d = pto.alloc_tile : {dst_t}
    {op_line}
    pto.tstore ins(%d : {dst_t}) outs(%po : !pto.partition_tensor_view<{rows}x16xi32>)
    return
}}
"""


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
def test_kernels_write_a_run_and_a_triangle(target):
    t = "!pto.tile_buf<vec, 4x16xi32, valid=1x16>"
    res = ptoisa.run(_kernel(f"pto.tci ins(%s : i32) outs(%d : {t}) {{descending = true}}", t, rows=1),
                     args={"o": np.zeros(64, np.int32)}, target=target)
    assert res.buffers["o"][:16].tolist() == list(range(5, -11, -1))
    t = "!pto.tile_buf<vec, 4x16xi32>"
    res = ptoisa.run(_kernel(f"pto.ttri ins(%s {{upperOrLower = 1 : i32}} : i32) outs(%d : {t})", t),
                     args={"o": np.zeros(64, np.int32)}, target=target)
    assert res.buffers["o"].reshape(4, 16).tolist() == tri_reference(4, 16, 5, True).tolist()


def test_the_verifier_locates_a_run_over_two_rows(tmp_path, capsys):
    t = "!pto.tile_buf<vec, 4x16xi32, valid=2x16>"
    text = _kernel(f"pto.tci ins(%s : i32) outs(%d : {t})", t)
    f = tmp_path / "k.pto"
    f.write_text(text)
    assert main(["verify", str(f)]) == 1
    out = capsys.readouterr()
    line = next(k for k, s in enumerate(text.splitlines(), 1) if s.strip().startswith("pto.tci"))
    assert f"k.pto:{line}:5: error: pto.tci: dst must have one valid row" in out.err + out.out
    assert "Traceback" not in out.err + out.out
