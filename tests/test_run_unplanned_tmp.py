"""D-TILE-PLACEMENT-TMP: on A5, a tile allocated without an address whose every use is an
operand the A5 library ignores (the `unplanned` tmp of trowargmax and the like) takes no memory,
as PTOAS's planner does; so a kernel whose src fills half the unified buffer and whose tmp fills
the other half still runs (PTOAS's trowargmax hardware case of 2 x 16384 f32). A tmp with any
other use, or another target, places it as before."""
import numpy as np
import pytest

import ptoisa
from conftest import the_isa

OPS = {op.name: op for op in the_isa().ops}
ROWS, COLS, VALID = 2, 16384, 16381  # two f32 tiles of 128 KiB: the whole A5 unified buffer


def kernel(op="trowargmax", extra_use=False, tmp_addr=None):
    src_t = f"!pto.tile_buf<vec, {ROWS}x{COLS}xf32, valid={ROWS}x{VALID}>"
    dst_t = f"!pto.tile_buf<vec, {ROWS}x8xi32, valid={ROWS}x1>"
    view = f"!pto.tensor_view<{ROWS}x{COLS}xf32>"
    out_view = f"!pto.tensor_view<{ROWS}x8xi32>"
    tmp = (f"  %ta = arith.constant {tmp_addr} : i64\n  %tmp = pto.alloc_tile addr = %ta : {src_t}"
           if tmp_addr is not None else f"  %tmp = pto.alloc_tile : {src_t}")
    more = f"  pto.tload ins(%sv : {view}) outs(%tmp : {src_t})\n" if extra_use else ""
    return f"""func.func @k(%s: !pto.ptr<f32>, %d: !pto.ptr<i32>) {{
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = arith.constant {ROWS} : index
  %c = arith.constant {COLS} : index
  %sv = pto.make_tensor_view %s, shape = [%r, %c], strides = [%c, %c1] : {view}
  %dv = pto.make_tensor_view %d, shape = [%r, %c8], strides = [%c8, %c1] : {out_view}
  %src = pto.alloc_tile : {src_t}
{tmp}
  %dst = pto.alloc_tile : {dst_t}
  pto.tload ins(%sv : {view}) outs(%src : {src_t})
{more}  pto.{op} ins(%src, %tmp : {src_t}, {src_t}) outs(%dst : {dst_t})
  pto.tstore ins(%dst : {dst_t}) outs(%dv : {out_view})
  return
}}
"""


def data():
    rng = np.random.default_rng(3)
    s = rng.standard_normal((ROWS, COLS)).astype(np.float32)
    s[0, 7], s[1, VALID - 1] = 50.0, -50.0  # row 0's maximum; row 1's minimum in its last valid column
    s[:, VALID:] = 100.0  # past the valid columns: never the answer
    return {"s": s, "d": np.zeros((ROWS, 8), np.int32)}


@pytest.mark.parametrize(("op", "want"), [("trowargmax", [7, None]), ("trowargmin", [None, VALID - 1])])
def test_a_tmp_only_the_op_ignores_takes_no_memory_on_a5(op, want):
    assert OPS[op].unplanned_operands() == (("a5", ("tmp",)),)
    d = data()
    got = ptoisa.run(kernel(op), args={k: v.copy() for k, v in d.items()}, target="a5").buffers["d"].reshape(ROWS, 8)
    pick = np.argmax if op == "trowargmax" else np.argmin
    expect = [w if w is not None else int(pick(d["s"][i, :VALID])) for i, w in enumerate(want)]
    assert got[:, 0].tolist() == expect


def test_a_tmp_with_another_use_is_placed():
    with pytest.raises(ptoisa.interp.run.RunFailed, match="need more than the 262144 bytes"):
        ptoisa.run(kernel(extra_use=True), args=data(), target="a5")


def test_a_tmp_on_a2a3_is_placed():
    with pytest.raises(ptoisa.interp.run.RunFailed, match="need more than"):
        ptoisa.run(kernel(), args=data(), target="a2a3")


def test_a_tmp_with_an_address_keeps_it():
    """An explicit address is the kernel's: the tmp overlaps src there (not read on A5)."""
    d = data()
    got = ptoisa.run(kernel(tmp_addr=0), args={k: v.copy() for k, v in d.items()}, target="a5").buffers["d"].reshape(ROWS, 8)
    assert got[:, 0].tolist() == np.argmax(d["s"][:, :VALID], axis=1).tolist()


def test_the_ops_ptoas_lists_mark_their_tmp():
    """PTOAS's planner list: the row reductions, row arg reductions, trowexpand ops, txor, txors,
    tprelu, tsel and tsels; not the column arg reductions."""
    marked = {name for name, op in OPS.items() if op.unplanned_operands()}
    assert marked == {"trowsum", "trowprod", "trowmax", "trowmin", "trowargmax", "trowargmin",
                      "trowexpandadd", "trowexpandsub", "trowexpandmul", "trowexpanddiv", "trowexpandmax",
                      "trowexpandmin", "trowexpandexpdif", "txor", "txors", "tprelu", "tsel", "tsels"}
