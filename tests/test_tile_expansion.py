"""The A5 expansions in isa/ are proofs, not pictures: each tile op's expansion (the vector
micro-ops its page shows) runs under ptoisa.run through the vector semantics, on the same tiles
as the tile op itself, and the two kernels must leave the same bytes in global memory, for each
A5 type, on both paths (1-D: the valid region is contiguous; 2-D: each row with its own tail),
with random and edge values and a valid region smaller than the tile."""
import numpy as np
import pytest

import ptoisa
from conftest import the_isa
from helpers import sample

ISA = the_isa()
RNG = np.random.default_rng(3)
ROWS = 6


def cases():
    for op in ISA.ops:
        if op.semantics["pattern"] != "tile_elementwise":
            continue  # the compare and select ops' masks: tests/test_tile_compare.py
        if op.set in ("tile_expand", "tile_partial"):
            continue  # sources of their own shapes: tests/test_tile_expansion_reduce.py
        for t, path, text in op.expansions:
            yield pytest.param(op, t, path, text, id=f"{op.name}-{t}-{path}")


def _kernel(op, t, rows, cols, vr, vc, body, names="abc", blk=None):
    """Tiles at fixed addresses, loaded whole from the tensors `names` (the last one, %c, the
    destination); `body` computes the valid region vr x vc into %c's tile, which is stored whole
    into %c. `blk`: %b's tile is that type instead (a row-expand op's src1, one block per row)."""
    dt = next(d for d in ISA.machine.dtypes if d.name == t)
    ty = dt.spelling
    size = rows * cols * dt.bits // 8
    full = f"!pto.tile_buf<vec, {rows}x{cols}x{ty}>"
    part = f"!pto.tile_buf<vec, {rows}x{cols}x{ty}, valid={vr}x{vc}>"
    view = f"!pto.tensor_view<{rows}x{cols}x{ty}>"
    args = ", ".join(f"%{n}: !pto.ptr<{ty}>" for n in names)
    lines = [f"func.func @k({args}) {{",
             "  %k1 = arith.constant 1 : index",
             f"  %kr = arith.constant {rows} : index",
             f"  %kc = arith.constant {cols} : index"]
    for i, n in enumerate(names):
        lines += [f"  %addr_{n} = arith.constant {i * size} : i64",
                  f"  %view_{n} = pto.make_tensor_view %{n}, shape = [%kr, %kc], strides = [%kc, %k1] : {view}",
                  f"  %full_{n} = pto.alloc_tile addr = %addr_{n} : {full}",
                  f"  pto.tload ins(%view_{n} : {view}) outs(%full_{n} : {full})",
                  f"  %tile_{n} = pto.alloc_tile addr = %addr_{n} : {blk if blk and n == 'b' else part}"]
    lines += [body.replace("{full}", full).replace("{part}", part).replace("{blk}", blk or part),
              f"  pto.tstore ins(%full_c : {full}) outs(%view_c : {view})",
              "  return", "}"]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize(("op", "t", "path", "text"), list(cases()))
def test_the_expansion_computes_the_tile_op(op, t, path, text):
    dt = next(d for d in ISA.machine.dtypes if d.name == t)
    lanes = ISA.machine.vreg_bytes * 8 // dt.bits
    cols = lanes + lanes // 2  # one and a half registers per row: a tail in every row
    vr, vc = (ROWS - 1, cols) if path == "1d" else (ROWS - 1, cols - 7)
    ins = [o for o in op.inputs() if o.kind == "tile" and not o.optional]
    sources = "abd"[:len(ins)]  # the source tensors; %c is the destination
    scalar = next((o for o in op.inputs() if o.kind == "scalar"), None)
    written = dict(zip(op.forms[0].operands, op.forms[0].operand_types))
    names, types, value = [], [], None
    tile_names = iter(sources)
    # a row-expand op's src1 (read at column 0): a row-major tile of one 32-byte block per row
    block = 32 * 8 // dt.bits if "first_col" in (op.semantics.get("broadcast") or ()) else None
    blk = f"!pto.tile_buf<vec, {ROWS}x{block}x{dt.spelling}, valid={vr}x{block}>" if block else None
    for name in op.forms[0].operands:  # the operands in the order the form writes them
        o = next(o for o in op.inputs() if o.name == name)
        if o.kind == "tile" and not o.optional:
            n = next(tile_names)
            names.append(f"%tile_{n}")
            types.append("{blk}" if blk and n == "b" else "{part}")
        elif o.kind == "scalar":  # a scalar of T (shifts: a count; a divisor: not 0), as the form writes it
            spelled = dt.spelling if written[name] == "T" else written[name]
            if op.name in ("tshls", "tshrs"):
                value = str(int(RNG.integers(0, dt.bits)))
            elif dt.kind == "float":
                value = repr(float(np.float16(RNG.standard_normal() * 4 + 0.5)))
            else:
                value = str(int(RNG.integers(1, 100)))
            names.append("%scalar")
            types.append(spelled)
    tile_op = (f"  pto.{op.name} ins({', '.join(names)} : {', '.join(types)}) "
               "outs(%tile_c : {part})")
    ptrs = [f"  %src{k if len(ins) > 1 else ''} = pto.castptr %addr_{n} : i64 -> !pto.ptr<{dt.spelling}, ub>"
            for k, n in enumerate(sources)]
    scalar_def = []
    if scalar is not None:
        s_type = next(d for d in ISA.machine.dtypes if d.name == (op.expansion_scalar_type or t)).spelling
        scalar_def = [f"  %scalar = arith.constant {value} : {s_type}"]
        tile_op = f"  %scalar = arith.constant {value} : {spelled}\n" + tile_op
    expansion = "\n".join(scalar_def + ptrs + [
        f"  %dst = pto.castptr %addr_c : i64 -> !pto.ptr<{dt.spelling}, ub>",
        f"  %rows = arith.constant {vr} : index",
        f"  %cols = arith.constant {vc} : index",
        f"  %stride = arith.constant {cols} : index"] + ([f"  %stride1 = arith.constant {block} : index"] if block else [])
        + ["  " + line for line in text.splitlines()])
    data = {n: sample(RNG, t, (ROWS, cols)) for n in (*sources, "c")}
    if op.name in ("tshl", "tshr"):
        data["b"] = RNG.integers(0, dt.bits, (ROWS, cols)).astype(data["a"].dtype)
    out = {}
    for kind, body in (("tile", tile_op), ("expansion", expansion)):
        src = _kernel(op, t, ROWS, cols, vr, vc, body, names=(*sources, "c"), blk=blk)
        out[kind] = ptoisa.run(src, args=dict(data)).buffers["c"].view(np.uint8)
    assert np.array_equal(out["tile"], out["expansion"]), (op.name, t, path)
    # and the tile op did compute something: the valid region differs from c's bytes somewhere
    assert not np.array_equal(out["tile"], data["c"].reshape(-1).view(np.uint8))


def arg_cases():
    for op in ISA.ops:
        if op.semantics["pattern"] == "tile_argreduce":
            for t, path, text in op.expansions:
                yield pytest.param(op, t, path, text, id=f"{op.name}-{t}-{path}")


def _arg_kernel(t, rows, cols, vr, vc, row, body):
    """%a's rows x cols tile (valid vr x vc) and %c's i32 index tile at fixed addresses, both
    loaded whole; `body` writes the indices; %c's tile is stored whole."""
    dt = next(d for d in ISA.machine.dtypes if d.name == t)
    ty = dt.spelling
    drows, dcols, dvalid = (rows, 1, f"{vr}x1") if row else (1, cols, f"1x{vc}")
    layout = ", blayout=col_major" if row else ""
    dstrides = "[%k1, %dr]" if row else "[%dc, %k1]"
    types = {"{full}": f"!pto.tile_buf<vec, {rows}x{cols}x{ty}>",
             "{part}": f"!pto.tile_buf<vec, {rows}x{cols}x{ty}, valid={vr}x{vc}>",
             "{dfull}": f"!pto.tile_buf<vec, {drows}x{dcols}xi32{layout}>",
             "{dpart}": f"!pto.tile_buf<vec, {drows}x{dcols}xi32, valid={dvalid}{layout}>"}
    text = "\n".join([
        f"func.func @k(%a: !pto.ptr<{ty}>, %c: !pto.ptr<i32>) {{",
        "  %k1 = arith.constant 1 : index",
        f"  %kr = arith.constant {rows} : index",
        f"  %kc = arith.constant {cols} : index",
        f"  %dr = arith.constant {drows} : index",
        f"  %dc = arith.constant {dcols} : index",
        "  %addr_a = arith.constant 0 : i64",
        f"  %addr_c = arith.constant {rows * cols * dt.bits // 8} : i64",
        f"  %view_a = pto.make_tensor_view %a, shape = [%kr, %kc], strides = [%kc, %k1] : !pto.tensor_view<{rows}x{cols}x{ty}>",
        f"  %view_c = pto.make_tensor_view %c, shape = [%dr, %dc], strides = {dstrides} : !pto.tensor_view<{drows}x{dcols}xi32>",
        "  %full_a = pto.alloc_tile addr = %addr_a : {full}",
        f"  pto.tload ins(%view_a : !pto.tensor_view<{rows}x{cols}x{ty}>) outs(%full_a : {{full}})",
        "  %tile_a = pto.alloc_tile addr = %addr_a : {part}",
        "  %full_c = pto.alloc_tile addr = %addr_c : {dfull}",
        f"  pto.tload ins(%view_c : !pto.tensor_view<{drows}x{dcols}xi32>) outs(%full_c : {{dfull}})",
        "  %tile_c = pto.alloc_tile addr = %addr_c : {dpart}",
        body,
        f"  pto.tstore ins(%full_c : {{dfull}}) outs(%view_c : !pto.tensor_view<{drows}x{dcols}xi32>)",
        "  return", "}"]) + "\n"
    for k, v in types.items():
        text = text.replace(k, v)
    return text


@pytest.mark.parametrize(("op", "t", "path", "text"), list(arg_cases()))
def test_the_arg_reduction_expansion_computes_the_tile_op(op, t, path, text):
    """The arg reductions' A5 loops (their own shape: an index row or column of i32) against the
    tile op on the same tile, ties and edge values included."""
    dt = next(d for d in ISA.machine.dtypes if d.name == t)
    lanes = ISA.machine.vreg_bytes * 8 // dt.bits
    cols = lanes + lanes // 2
    vr, vc = (ROWS - 1, cols) if path == "1d" else (ROWS - 1, cols - 7)
    row = op.semantics["axis"] == "row"
    tile_op = "  pto.{op} ins(%tile_a : {{part}}) outs(%tile_c : {{dpart}})".format(op=op.name)
    expansion = "\n".join([
        f"  %src = pto.castptr %addr_a : i64 -> !pto.ptr<{dt.spelling}, ub>",
        "  %dst = pto.castptr %addr_c : i64 -> !pto.ptr<i32, ub>",
        f"  %rows = arith.constant {vr} : index",
        f"  %cols = arith.constant {vc} : index",
        f"  %stride = arith.constant {cols} : index",
        "  %dst_stride = arith.constant 1 : index"] + ["  " + line for line in text.splitlines()])
    a = sample(RNG, t, (ROWS, cols))
    a[2, :] = a[4, :]  # ties down the columns
    a[:2] = RNG.integers(-2, 3, (2, cols)).astype(a.dtype)  # rows whose extrema tie across registers,
    a[3] = RNG.integers(-2, 3, cols).astype(a.dtype)
    a[0, :lanes] = 5  # one whose minimum lies in the second register only,
    a[1, lanes:] = 9  # and one whose maximum does
    c = np.full((ROWS, 1) if row else (1, cols), -5, np.int32)
    out = {}
    for kind, body in (("tile", tile_op), ("expansion", expansion)):
        src = _arg_kernel(t, ROWS, cols, vr, vc, row, body)
        out[kind] = ptoisa.run(src, args={"a": a.copy(), "c": c.copy()}).buffers["c"]
    assert np.array_equal(out["tile"], out["expansion"]), (op.name, t, path, out)
    assert (out["tile"] != -5).any() and (out["tile"][vr if row else vc:] == -5).all()


def move_cases():
    for op in ISA.ops:
        if op.semantics.get("tile_action") == "move":
            for t, path, text in op.expansions:
                yield pytest.param(op, t, path, text, id=f"{op.name}-{t}-{path}")


@pytest.mark.parametrize(("op", "t", "path", "text"), list(move_cases()))
def test_the_copy_expansion_moves_the_tile(op, t, path, text):
    """tmov between ND vec tiles of one valid shape (a tail in every row) and its vlds/vsts loop
    leave the same bytes; the elements past the valid columns keep c's."""
    dt = next(d for d in ISA.machine.dtypes if d.name == t)
    lanes = ISA.machine.vreg_bytes * 8 // dt.bits
    cols = lanes + lanes // 2
    vr, vc = ROWS - 1, cols - 7
    tile_op = f"  pto.{op.name} ins(%tile_a : {{part}}) outs(%tile_c : {{part}})"
    expansion = "\n".join([
        f"  %src = pto.castptr %addr_a : i64 -> !pto.ptr<{dt.spelling}, ub>",
        f"  %dst = pto.castptr %addr_c : i64 -> !pto.ptr<{dt.spelling}, ub>",
        f"  %rows = arith.constant {vr} : index",
        f"  %cols = arith.constant {vc} : index",
        f"  %stride = arith.constant {cols} : index"] + ["  " + line for line in text.splitlines()])
    coded = dt.encoding is not None  # HiFloat8, FP4 pairs: raw bytes
    data = {n: RNG.integers(0, 256, (ROWS, cols)).astype(np.uint8) if coded else sample(RNG, t, (ROWS, cols))
            for n in ("a", "c")}
    out = {}
    for kind, body in (("tile", tile_op), ("expansion", expansion)):
        src = _kernel(op, t, ROWS, cols, vr, vc, body, names=("a", "c"))
        out[kind] = ptoisa.run(src, args=dict(data)).buffers["c"].view(np.uint8)
    assert np.array_equal(out["tile"], out["expansion"]), (op.name, t, path)
    want = data["c"].copy()
    want[:vr, :vc] = data["a"][:vr, :vc]
    assert np.array_equal(out["tile"], want.reshape(-1).view(np.uint8))
def convert_cases():
    for op in ISA.ops:
        if op.semantics["pattern"] == "tile_convert":
            for pair, path, text in op.expansions:
                if "f4" in pair:  # packed FP4: half the columns (tests/test_tile_expansion_tcvt4.py)
                    continue
                yield pytest.param(op, pair, path, text, id=f"{op.name}-{pair}-{path}")


@pytest.mark.parametrize(("op", "pair", "path", "text"), list(convert_cases()))
def test_the_conversion_expansion_computes_the_tile_op(op, pair, path, text):
    """A conversion's expansion (a source tile %a of S, a destination tile %c of D) leaves the
    bytes the tile op does, at the default rmode and satmode, edge values included."""
    s, d = pair.split("-")
    ds, dd = (next(x for x in ISA.machine.dtypes if x.name == n) for n in (s, d))
    lanes = ISA.machine.vreg_bytes * 8 // ds.bits
    cols = lanes + lanes // 2
    vr, vc = (ROWS - 1, cols) if path == "1d" else (ROWS - 1, cols - 7)
    size_a = ROWS * cols * ds.bits // 8
    lines = [f"func.func @k(%a: !pto.ptr<{ds.spelling}>, %c: !pto.ptr<{dd.spelling}>) {{",
             "  %k1 = arith.constant 1 : index", f"  %kr = arith.constant {ROWS} : index",
             f"  %kc = arith.constant {cols} : index"]
    for n, dt, addr in (("a", ds, 0), ("c", dd, size_a)):
        full = f"!pto.tile_buf<vec, {ROWS}x{cols}x{dt.spelling}>"
        view = f"!pto.tensor_view<{ROWS}x{cols}x{dt.spelling}>"
        lines += [f"  %addr_{n} = arith.constant {addr} : i64",
                  f"  %view_{n} = pto.make_tensor_view %{n}, shape = [%kr, %kc], strides = [%kc, %k1] : {view}",
                  f"  %full_{n} = pto.alloc_tile addr = %addr_{n} : {full}",
                  f"  pto.tload ins(%view_{n} : {view}) outs(%full_{n} : {full})",
                  f"  %tile_{n} = pto.alloc_tile addr = %addr_{n} : "
                  f"!pto.tile_buf<vec, {ROWS}x{cols}x{dt.spelling}, valid={vr}x{vc}>"]
    part = {n: f"!pto.tile_buf<vec, {ROWS}x{cols}x{dt.spelling}, valid={vr}x{vc}>" for n, dt in (("a", ds), ("c", dd))}
    tile_op = f"  pto.{op.name} ins(%tile_a : {part['a']}) outs(%tile_c : {part['c']})"
    expansion = "\n".join([
        f"  %src = pto.castptr %addr_a : i64 -> !pto.ptr<{ds.spelling}, ub>",
        f"  %dst = pto.castptr %addr_c : i64 -> !pto.ptr<{dd.spelling}, ub>",
        f"  %rows = arith.constant {vr} : index", f"  %cols = arith.constant {vc} : index",
        f"  %stride = arith.constant {cols} : index"] + ["  " + line for line in text.splitlines()])
    data = {n: RNG.integers(0, 256, (ROWS, cols)).astype(np.uint8) if dt.encoding is not None  # HiFloat8: codes
            else sample(RNG, t, (ROWS, cols)) for n, t, dt in (("a", s, ds), ("c", d, dd))}
    out = {}
    for kind, body in (("tile", tile_op), ("expansion", expansion)):
        src = "\n".join(lines + [body, f"  pto.tstore ins(%full_c : !pto.tile_buf<vec, {ROWS}x{cols}x{dd.spelling}>) "
                                       f"outs(%view_c : !pto.tensor_view<{ROWS}x{cols}x{dd.spelling}>)", "  return", "}"])
        out[kind] = ptoisa.run(src + "\n", args=dict(data)).buffers["c"].view(np.uint8)
    assert np.array_equal(out["tile"], out["expansion"]), (op.name, pair, path)
    assert not np.array_equal(out["tile"], data["c"].reshape(-1).view(np.uint8))
