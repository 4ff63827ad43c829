"""The printed pseudocode is executable: run it (with the family's declared mask
rules) and the generated semantics on the same inputs, for every op, every dtype
and every mask kind, and require the same bits."""
import numpy as np
import pytest

from conftest import the_isa
from ptoisa.lang.pseudocode import run_pseudocode
from helpers import UINT, assert_bits_equal, masks, sample
from ptoisa_ref import semantics as S
from reference import LANES, NP, is_float, start_value

ISA = the_isa()
RNG = np.random.default_rng(7)
IDENTITY = {"add": lambda t: NP[t](0), "max": lambda t: start_value(t, "max"), "min": lambda t: start_value(t, "min")}


def cases(kinds):
    # hif8 lanes are raw bytes the C interpreter has no values for; the bitwise ops that take them
    # are pinned by test_semantics_binary.test_bitwise_ops_on_hif8_combine_the_raw_bytes.
    return [pytest.param(op, t, id=f"{op.name}-{t}") for op in ISA.ops if op.semantics["pattern"] in kinds
            for t in op.all_types(op.primary_operand) if t != "hif8"]


def run(op, t, arrays, scalars, target="a5", code=None, macros=None):
    """The op's pseudocode for `target`, with that target's accumulation type and NaN rule."""
    sem = op.semantics_for(target)
    acc = sem["accumulate"].get(t, t) if isinstance(sem["accumulate"], dict) else t
    acc = (sem["widen"] or {}).get(t, acc)
    return run_pseudocode(code or op.pseudocode_for(target), arrays, scalars, elem=t, acc=acc,
                          float_eval=sem["float_eval"], canonical_nan=sem["nan"] == "canonical", macros=macros)


def report(op, t, kind, x, m, got, want):
    return (f"pto.{op.name} ({t}, mask {kind}): the pseudocode and the semantics disagree\n"
            f"input: {x!r}\nmask: {m!r}\npseudocode: {want!r}\nsemantics: {got!r}")


@pytest.mark.parametrize(("op", "t"), cases({"elementwise"}))
def test_elementwise_pseudocode(op, t):
    if op.semantics["result_type"] and op.semantics["result_type"].get(t, t) != t:
        pytest.skip("a widening form: tests/test_semantics_sfu.py runs its pseudocode")
    n = LANES[t]
    vregs = {o.pseudo: sample(RNG, t, (n,)) for o in op.inputs() if o.kind == "vreg"}
    scalars = {o.pseudo: sample(RNG, t, (8,))[3] for o in op.inputs() if o.kind == "scalar"}
    has_mask = any(o.kind == "mask" for o in op.inputs())
    prior = sample(RNG, t, (n,), edges=False)
    dst = next(a for a, target in dict(op.pseudocode_names).items() if target == "result")
    sem = op.semantics
    params = tuple(vregs) + tuple(scalars)
    for value in (sem["exprs"] or {None: None}):  # an attribute-chosen expression: each value in turn
        macros = {sem["by"].upper(): (params, sem["exprs"][value])} if value else None
        kw_attr = {sem["by"]: value} if value else {}
        if sem["float_eval"] == "bits" and is_float(t):  # the pseudocode reads the raw bits
            bits_t = {1: "u8", 2: "u16", 4: "u32"}[np.dtype(NP[t]).itemsize]
            arrays = {name: x.view(NP[bits_t]).copy() for name, x in vregs.items()} | {dst: np.zeros(n, NP[bits_t])}
            sc = {k: np.asarray(v).view(NP[bits_t])[()] for k, v in scalars.items()}
            out = run(op, bits_t, arrays, {"N": n, **sc}, macros=macros)[dst].view(NP[t])
        else:
            arrays = {name: x.copy() for name, x in vregs.items()} | {dst: np.zeros(n, NP[t])}
            out = run(op, t, arrays, {"N": n, "K": 1, "P": 0, **scalars}, macros=macros)[dst]
        for kind, m in masks(RNG, (n,)) if has_mask else [("none", None)]:
            active = np.ones(n, bool) if m is None else m
            for form, fill in (("zeroing", np.zeros(n, NP[t])), ("merging", prior)):
                want = np.where(active, out, fill)
                kw = {"mask": m} if has_mask else {}
                got = getattr(S, op.name)(*vregs.values(), *scalars.values(), **kw, **kw_attr,
                                          prior=prior if form == "merging" else None)
                assert_bits_equal(got, want, report(op, t, f"{kind}, {form}, {value}", vregs, m, got, want))


@pytest.mark.parametrize(("op", "t"), cases({"iota"}))
def test_iota_pseudocode(op, t):
    sem = op.semantics
    n = LANES[t]
    base = NP[t](120) if not is_float(t) else NP[t](-3.5)
    for value, expr in sem["exprs"].items():
        out = run(op, t, {"dst": np.zeros(n, NP[t])}, {"N": n, "index": base},
                  macros={sem["by"].upper(): (("index", "i"), expr)})["dst"]
        assert_bits_equal(getattr(S, op.name)(base, dtype=t, **{sem["by"]: value}), out, f"{op.name} {t} {value}")


@pytest.mark.parametrize(("op", "t"), cases({"bitcast"}))
def test_bitcast_pseudocode(op, t):
    # a coded type (HiFloat8, the FP4 pairs) has no numpy type: its raw bytes
    x = sample(RNG, t, (LANES[t],)) if t in NP else RNG.integers(0, 256, 256, dtype=np.uint8).view(S._DTYPES[t])
    for u in op.all_types(op.primary_operand):
        out = run(op, "u8", {"src_bytes": x.view(np.uint8).copy(), "dst_bytes": np.zeros(256, np.uint8)},
                  {"NB": 256})["dst_bytes"]
        got = getattr(S, op.name)(x, dtype=u)
        if u in NP:
            assert_bits_equal(got, out.view(NP[u]), f"{op.name} {t} -> {u}")
        else:  # a coded type (HiFloat8, the FP4 pairs): its raw bytes
            assert got.dtype.itemsize == 1 and np.array_equal(got.view(np.uint8), out), f"{op.name} {t} -> {u}"


def test_mask_bitcast_pseudocode():
    op = next(o for o in ISA.ops if o.semantics["pattern"] == "mask_bitcast")
    k = {"b8": 1, "b16": 2, "b32": 4}
    for src in k:
        m = RNG.random(256 // k[src]) < 0.5
        for dst in k:
            out = run_pseudocode(op.pseudocode, {"src": m.astype(np.uint8), "dst": np.zeros(256 // k[dst], np.uint8)},
                                 {"NB": 256, "K_IN": k[src], "K_OUT": k[dst]}, elem="u8")["dst"]
            assert (getattr(S, op.name)(m, source=src, result=dst) == out.astype(bool)).all(), (src, dst)


@pytest.mark.parametrize(("op", "t"), cases({"reduce", "group_reduce", "pair_reduce"}))
def test_register_reduction_pseudocode(op, t):
    sem = op.semantics
    n = LANES[t]
    out_t = (sem["widen"] or {}).get(t, t)
    x = sample(RNG, t, (n,))
    names = dict(op.pseudocode_names)
    located = {o.name for o in op.outputs() if o.kind == "mask"} if sem["locations"] else set()
    names.update({o.pseudo: o.name for o in op.outputs() if o.name in located})
    for kind, m in masks(RNG, (n,)):
        active = np.ones(n, bool) if m is None else m
        # Declared family rule: inactive lanes do not participate (they hold the combine's identity).
        src = np.where(active, x, IDENTITY[sem["combine"]](t)).astype(NP[t])
        arrays = {}
        for alias, target in names.items():
            if target == op.primary_operand:
                arrays[alias] = src
            elif target.endswith(".index"):
                arrays[alias] = np.zeros(n, UINT[np.dtype(NP[t]).itemsize])
            elif target == "result":
                arrays[alias] = np.zeros(LANES[out_t], NP[out_t])
            elif target in located:  # a predicate result (semantics.locations): the pseudocode reads the mask
                arrays[alias] = np.zeros(n, np.uint8)
                arrays["mask"] = active.astype(np.uint8)
        arrays = run(op, t, arrays, {"N": n, "NR": LANES[out_t], "GROUPS": 8, "LANES_PER_GROUP": n // 8})
        want = np.zeros(LANES[out_t], NP[out_t])
        for alias, target in names.items():
            if target == "result":
                want = arrays[alias].copy()
        for alias, target in names.items():
            if target.endswith(".index"):
                want.view(UINT[want.dtype.itemsize])[sem["index_lane"]] = arrays[alias][0]
        got = getattr(S, op.name)(x, m)
        if located:
            got, where = got
            want_where = next(arrays[a] for a, target in names.items() if target in located).astype(bool)
            assert (where == want_where).all(), report(op, t, kind, x, m, where, want_where)
        assert_bits_equal(got, want, report(op, t, kind, x, m, got, want))


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
@pytest.mark.parametrize(("op", "t"), cases({"row_reduce"}))
@pytest.mark.parametrize("valid", [(6, 8), (5, 7), (1, 1), (3, 300)])
def test_row_reduction_pseudocode(op, t, valid, target):
    if t not in op.types_for(op.primary_operand, target):
        pytest.skip(f"{t} is not legal on {target}")
    x = sample(RNG, t, (6, 300), edges=is_float(t))
    vr, vc = valid
    arrays = run(op, t, {"src": x[:vr, :vc].copy(), "dst": np.zeros((vr, 1), NP[t])},
                 {"R": vr, "C": vc, "N": LANES[t]}, target)
    got = getattr(S, op.name)(x, valid_rows=vr, valid_cols=vc, target=target)
    assert_bits_equal(got, arrays["dst"], report(op, t, f"none, {target}", x, None, got, arrays["dst"]))


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
@pytest.mark.parametrize(("op", "t"), cases({"col_reduce"}))
@pytest.mark.parametrize("valid", [(6, 8), (5, 7), (1, 1), (2, 300)])
def test_column_reduction_pseudocode(op, t, valid, target):
    if t not in op.types_for(op.primary_operand, target):
        pytest.skip(f"{t} is not legal on {target}")
    x = sample(RNG, t, (6, 300), edges=is_float(t))
    vr, vc = valid
    arrays = run(op, t, {"src": x[:vr, :vc].copy(), "dst": np.zeros((1, vc), NP[t])}, {"R": vr, "C": vc}, target)
    got = getattr(S, op.name)(x, valid_rows=vr, valid_cols=vc, target=target)
    assert_bits_equal(got, arrays["dst"], report(op, t, f"none, {target}", x, None, got, arrays["dst"]))


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
@pytest.mark.parametrize(("op", "t"), cases({"tile_elementwise"}))
def test_tile_elementwise_pseudocode(op, t, target):
    """The 2-D loop over the valid region (the target's own, where it has one) against the
    semantics function, on tiles larger than the region, edge values included."""
    if t not in op.types_for(op.primary_operand, target):
        pytest.skip(f"{t} is not legal on {target}")
    vr, vc = 5, 7
    # the sources in order (an optional scratch tile is no source: it goes by keyword and is not read)
    tiles = {o.pseudo: sample(RNG, t, (6, 9)) for o in op.inputs() if o.kind == "tile" and not o.optional}
    scalars = {o.pseudo: sample(RNG, t, (8,))[3] for o in op.inputs() if o.kind == "scalar"}
    dst = op.outputs()[0].pseudo
    # an op that reads its destination (taxpy), or has no source tile (texpands), is given one
    prior = sample(RNG, t, (6, 9)) if op.reads_dst or not tiles else None
    start = prior[:vr, :vc].copy() if prior is not None else np.zeros((vr, vc), NP[t])
    arrays = {name: x[:vr, :vc].copy() for name, x in tiles.items()} | {dst: start}
    # a partial op's sources cover the region here (tests/test_tile_partial.py runs smaller ones)
    part = {"R0": vr, "C0": vc, "R1": vr, "C1": vc} if op.partial else {}
    want = run(op, t, arrays, {"R": vr, "C": vc, **part, **scalars}, target)[dst]
    got = getattr(S, op.name)(**tiles, **scalars, dst=prior, valid_rows=vr, valid_cols=vc, target=target)
    if prior is not None:
        assert_bits_equal(got[vr:], prior[vr:])
        assert_bits_equal(got[:, vc:], prior[:, vc:])
        got = got[:vr, :vc]
    assert_bits_equal(got, want, report(op, t, f"none, {target}", {**tiles, **scalars}, None, got, want))


@pytest.mark.parametrize("target", ["a5", "a2a3", "cpu"])
@pytest.mark.parametrize(("op", "t"), cases({"tile_argreduce"}))
@pytest.mark.parametrize("valid", [(7, 9), (4, 5), (1, 3)])
def test_tile_argreduction_pseudocode(op, t, valid, target):
    """The target's scan (its own pseudocode where it has one) against the semantics function, in
    both modes and with every legal index type, on tiles with ties and edge values (NaN, -inf)."""
    if t not in op.types_for(op.primary_operand, target):
        pytest.skip(f"{t} is not legal on {target}")
    if op.semantics_for(target).get("compare") and not is_float(t):
        pytest.skip("integers compared as float bits: tests/test_tile_argreduce.py pins them")
    x = sample(RNG, t, (7, 9), edges=is_float(t))
    x[2, :] = x[5, :]  # ties down the columns
    x[:, 3] = x[:, 6]  # and along the rows
    vr, vc = valid
    fn = getattr(S, op.name)
    table = getattr(S, f"_INDEX_TYPES_{op.name.upper()}")[target]
    row = op.semantics["axis"] == "row"
    out = (vr, 1) if row else (1, vc)
    for mode, legal in table.items():
        for idx_t in legal[t]:
            arrays = {"src": x[:vr, :vc].copy(), "dst": np.zeros(out, NP[idx_t]),
                      "dstVal": np.zeros(out, NP[t]), "dstIdx": np.zeros(out, NP[idx_t])}
            arrays = run(op, t, arrays, {"R": vr, "C": vc}, target)
            if mode == "index":
                got = fn(x, valid_rows=vr, valid_cols=vc, mode=mode, index_dtype=idx_t, target=target)
                assert_bits_equal(got, arrays["dst"], report(op, t, f"{mode} {idx_t}", x, None, got, arrays["dst"]))
            else:
                vals, idx = fn(x, valid_rows=vr, valid_cols=vc, mode=mode, index_dtype=idx_t, target=target)
                assert_bits_equal(vals, arrays["dstVal"], report(op, t, mode, x, None, vals, arrays["dstVal"]))
                assert_bits_equal(idx, arrays["dstIdx"], report(op, t, mode, x, None, idx, arrays["dstIdx"]))


def test_seed_pseudocode_of_vcadd_agrees_on_wide_integers_and_exact_sums():
    """The seed's sequential loop and the decided tree give the same value where order cannot matter."""
    op = ISA.op("vcadd")
    n = LANES["i32"]
    x = sample(RNG, "i32", (n,))
    a = run_pseudocode(op.seed_pseudocode, {"src": x.copy(), "dst": np.zeros(n, NP["i32"])}, {"N": n}, elem="i32")
    assert_bits_equal(S.vcadd(x), a["dst"])
    with pytest.raises(S.SemanticsError, match="i64 is not legal"):  # PTOAS's compiler refuses vcadd on i64
        S.vcadd(sample(RNG, "i64", (LANES["i64"],)))
    x = np.arange(64, dtype=np.float32)  # small integers: every partial sum is exact
    a = run_pseudocode(op.seed_pseudocode, {"src": x.copy(), "dst": np.zeros(64, np.float32)}, {"N": 64}, elem="f32")
    assert_bits_equal(S.vcadd(x), a["dst"])


def test_seed_pseudocode_of_the_group_reductions_scatters_what_hardware_packs():
    """Errata, as a tested fact: the seed's vcg* put VLane g's result in lane 8g (f32); the hardware,
    and the semantics, in lane g. Same values, other lanes."""
    x = np.arange(64, dtype=np.float32)
    for name in ("vcgadd", "vcgmax", "vcgmin"):
        op = ISA.op(name)
        seed = run_pseudocode(op.seed_pseudocode, {"src": x.copy(), "dst": np.zeros(64, np.float32)},
                              {"N": 64}, elem="f32")["dst"]
        now = getattr(S, name)(x)
        assert_bits_equal(seed[::8], now[:8])
        assert not np.array_equal(seed, now)


def test_seed_pseudocode_of_vcpadd_is_a_prefix_sum_not_the_hardwares_pairs():
    """Errata, as a tested fact: on [1, 2, 3, 4, ...] the seed gives [1, 3, 6, 10, ...], the hardware [3, 7, 11, ...]."""
    x = np.zeros(64, np.float32)
    x[:4] = [1, 2, 3, 4]
    op = ISA.op("vcpadd")
    seed = run_pseudocode(op.seed_pseudocode, {"src": x.copy(), "dst": np.zeros(64, np.float32)}, {"N": 64}, elem="f32")
    assert list(seed["dst"][:4]) == [1, 3, 6, 10]
    assert list(S.vcpadd(x)[:3]) == [3, 7, 0]


def test_a_disagreeing_pseudocode_is_caught():
    """The comparison has teeth: the seed's sequential vcadd differs from the tree on some f32 input."""
    op = ISA.op("vcadd")
    x = np.zeros(64, np.float32)
    x[:4] = [1e8, 1.0, -1e8, 1.0]
    seq = run_pseudocode(op.seed_pseudocode, {"src": x.copy(), "dst": np.zeros(64, np.float32)}, {"N": 64}, elem="f32")
    assert seq["dst"][0] != S.vcadd(x)[0]


def _inputs(op, t, n):
    """Sampled arrays for the op's register inputs and values for its scalars, by pseudocode name."""
    arrays, scalars = {}, {}
    for o in op.inputs():
        if o.kind == "vreg":
            arrays[o.pseudo] = sample(RNG, t, (n,))
        elif o.kind == "mask":
            arrays[o.pseudo] = (RNG.random(n) < 0.5).astype(np.uint8)
        elif o.kind == "scalar":
            scalars[o.pseudo] = sample(RNG, t, (8,))[5]
    return arrays, scalars


@pytest.mark.parametrize(("op", "t"), cases({"carry"}))
def test_carry_pseudocode(op, t):
    n = LANES[t]
    arrays, _ = _inputs(op, t, n)
    out = run(op, t, {**{k: v.copy() for k, v in arrays.items()}, "dst": np.zeros(n, NP[t]),
                      "carry": np.zeros(n, np.uint8)}, {"N": n})
    regs = [arrays[o.pseudo] for o in op.inputs() if o.kind == "vreg"]
    cin = [arrays[o.pseudo].astype(bool) for o in op.inputs() if o.kind == "mask" and o.name != "mask"]
    value, carry = getattr(S, op.name)(*regs, *cin)
    assert_bits_equal(value, out["dst"], report(op, t, "none", arrays, None, value, out["dst"]))
    assert (carry == out["carry"].astype(bool)).all()


@pytest.mark.parametrize(("op", "t"), cases({"compare"}))
def test_compare_pseudocode(op, t):
    n = LANES[t]
    arrays, scalars = _inputs(op, t, n)
    params = tuple(o.pseudo for o in op.inputs() if o.kind in ("vreg", "scalar"))
    for mode, expr in op.semantics["exprs"].items():
        out = run_pseudocode(op.pseudocode, {**{k: v.copy() for k, v in arrays.items()}, "dst": np.zeros(n, np.uint8)},
                             {"N": n, **scalars}, elem=t, macros={op.semantics["by"].upper(): (params, expr)})["dst"]
        regs = [arrays[o.pseudo] for o in op.inputs() if o.kind == "vreg"]
        got = getattr(S, op.name)(*regs, *scalars.values(), mask=arrays["mask"].astype(bool), cmp_mode=mode)
        assert (got == out.astype(bool)).all(), (op.name, t, mode)


@pytest.mark.parametrize(("op", "t"), cases({"select", "gather", "broadcast"}))
def test_select_gather_broadcast_pseudocode(op, t):
    n = LANES[t]
    arrays, scalars = _inputs(op, t, n)
    pattern = op.semantics["pattern"]
    if pattern == "gather":  # indexes of T's width, read unsigned, some past N
        unsigned = {1: np.uint8, 2: np.uint16, 4: np.uint32}[np.dtype(NP[t]).itemsize]
        arrays["idx"] = RNG.integers(0, 3 * n, n).astype(unsigned)
    if pattern == "broadcast":
        scalars = {"value": sample(RNG, t, (8,))[2]}
        arrays = {}
    out = run(op, t, {**{k: v.copy() for k, v in arrays.items()}, "dst": np.zeros(n, NP[t])}, {"N": n, **scalars})["dst"]
    if pattern == "select":
        got = S.vsel(arrays["src0"], arrays["src1"], arrays["mask"].astype(bool)) if op.name == "vsel" else \
            getattr(S, op.name)(arrays["src0"], arrays["src1"], arrays["mask"].astype(bool))
    elif pattern == "gather":
        got = getattr(S, op.name)(arrays["src"], arrays["idx"])
    else:
        got = getattr(S, op.name)(scalars["value"], dtype=t)
    assert_bits_equal(got, out, report(op, t, "none", arrays, None, got, out))


@pytest.mark.parametrize(("op", "t"), cases({"permute", "compress", "prefix_count", "resize"}))
def test_rearrangement_pseudocode(op, t):
    n = LANES[t]
    sem = op.semantics
    arrays, _ = _inputs(op, t, n)
    scalars = {o.pseudo: int(v) for o, v in zip([o for o in op.inputs() if o.kind == "scalar"], (5, -3))}
    masks_ = [arrays.pop("mask").astype(bool)] if "mask" in arrays else [None]
    regs = [arrays[o.pseudo] for o in op.inputs() if o.kind == "vreg"]
    outs = {o.pseudo: o for o in op.outputs()}
    values = ([None] if not sem.get("by") and not op.attributes else
              list(op.attributes[0].values) if op.attributes else [None])
    for amount in ([5, 0, -3, n - 1, n + 2] if scalars else [None]):
        if amount is not None:
            scalars = {k: amount if k != "part" else int(amount != 0) for k in scalars}
        for value in values:
            state = {k: v.copy() for k, v in arrays.items()}
            if masks_[0] is not None:
                state["mask"] = masks_[0].astype(np.uint8)
            out_t = (sem.get("result_type") or {}).get(t, t)
            out_n = LANES[out_t]
            for name in outs:
                state[name] = np.zeros(out_n, NP[out_t])
            extra, kw, macros = {}, {}, None
            if value is not None:
                attr = op.attributes[0]
                extra[attr.name] = attr.values.index(value)  # an attribute reads as its value's position
                kw[attr.name] = value
                if sem.get("by"):
                    macros = {sem["by"].upper(): (("i",), sem["exprs"][value])}
            printed: dict = {}  # the scalars the code assigns (a squeeze's SQZN)
            esize = np.dtype(NP[t]).itemsize
            got_state = run_pseudocode(op.pseudocode, state, {"N": n, "ESIZE": esize, "SQZN": -1, **scalars, **extra},
                                       elem=t, macros=macros, scalars_out=printed)
            want = [got_state[name] for name in outs]
            args = regs + list(scalars.values())
            if sem.get("records") == "sqzn":
                spr: dict = {}
                got = getattr(S, op.name)(*regs, masks_[0], spr=spr)
                assert spr == {"SQZN": printed["SQZN"]}, f"pto.{op.name} ({t}): SQZN {spr} vs the pseudocode's {printed['SQZN']}"
            elif sem["pattern"] in ("compress", "prefix_count"):
                got = getattr(S, op.name)(*regs, masks_[0])
            else:
                got = getattr(S, op.name)(*args, **kw)
            got = got if isinstance(got, tuple) else (got,)
            for g, w in zip(got, want):
                assert_bits_equal(g, w, f"pto.{op.name} ({t}, {amount}, {value})")
