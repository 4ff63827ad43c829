"""The printed pseudocode of the memory, predicate, sync, pointer and !pto.align ops is executable:
run it on byte arrays (UB, GM, a stream state's bytes), flags and scalars (HELD, AR, SQZN), and
require what the semantics module computes. Each distribution mode, pattern, stream step and loop
shape is run; a pointer operand's pseudocode name is its byte address."""
import numpy as np
import pytest

from conftest import the_isa
from ptoisa.lang.pseudocode import run_pseudocode
from ptoisa_ref import semantics as S

ISA = the_isa()
RNG = np.random.default_rng(3)


def ops_of(pattern):
    return [op for op in ISA.ops if op.semantics["pattern"] == pattern]


def run(op, arrays, scalars, macros=None):
    out: dict = {}
    run_pseudocode(op.pseudocode, arrays, scalars, elem="u8", macros=macros, scalars_out=out)
    return out


@pytest.mark.parametrize("op", ops_of("load"), ids=lambda o: o.name)
def test_load_pseudocode(op):
    sem = op.semantics
    regs = [o for o in op.outputs() if o.kind in ("vreg", "mask")]
    bits = regs[0].kind == "mask"
    for dist, d in sem["dists"].items():
        for mode in op.mode_names():
            for t in (("u8",) if bits else ("f32", "f16", "u8")):
                mem = RNG.integers(0, 256, 8192, dtype=np.uint8)
                esize = np.dtype(S._DTYPES[t]).itemsize
                unit = (d["unit"] // 8) if d["unit"] != "T" else esize
                per_offset = d.get("offset_bytes") or esize
                addr, offset = 1024, 32 // per_offset * 3 if per_offset <= 32 else 1
                size = 256 if bits else 256
                arrays = {"UB": mem.copy(), **{r.pseudo: np.zeros(size, np.uint8) for r in regs}}
                scalars = {"source": addr, "offset": offset, "ESIZE": esize, "OFFSET_BYTES": per_offset,
                           "POST": int(mode == "post_update"), "U": unit, "NU": 256 // max(unit, 1),
                           "N": 256 if bits else 256 // unit, "updated_base": 0}
                out = run(op, arrays, scalars, {sem["by"].upper(): (("i",), d["lanes"])})
                kw = {"dtype": "b8"} if bits else {}
                kw |= {"mode": mode} if len(op.modes) > 1 else {}
                got = getattr(S, op.name)(S.Ptr(mem, addr, t, "ub"), offset, **{sem["by"]: dist}, **kw)
                got = got if isinstance(got, tuple) else (got,)
                for r, g in zip(regs, got):
                    want = arrays[r.pseudo].astype(bool) if bits else arrays[r.pseudo]
                    assert ((g if bits else g.view(np.uint8)) == want).all(), (op.name, dist, mode, t, r.name)
                if mode == "post_update":
                    assert got[-1].addr == out["updated_base"], (op.name, dist)


@pytest.mark.parametrize("op", ops_of("store"), ids=lambda o: o.name)
def test_store_pseudocode(op):
    sem = op.semantics
    vals = [o for o in op.inputs() if o.kind == "vreg"] or [o for o in op.inputs() if o.kind == "mask" and o.pseudo != "mask"]
    bits = vals[0].kind == "mask"
    has_mask = any(o.pseudo == "mask" for o in op.inputs())
    for dist, d in sem["dists"].items():
        for mode in op.mode_names():
            for lanes in (64, 128, 256):
                t = {64: "f32", 128: "f16", 256: "u8"}[lanes] if d["unit"] != 64 else "i64"
                t = "u8" if bits else t
                values = [RNG.integers(0, 256, 256, dtype=np.uint8).view(S._DTYPES[t]) for _ in vals]
                mask = RNG.random(lanes) < 0.6
                pred = np.zeros(256, np.uint8)
                pred[::256 // lanes] = mask
                mem = RNG.integers(0, 256, 8192, dtype=np.uint8)
                esize = np.dtype(S._DTYPES[t]).itemsize
                unit = max(d["unit"] // 8, 1)
                per_offset = d.get("offset_bytes") or esize
                offset = 64 // per_offset
                if bits:  # the stored mask is the operand: its 256-bit image
                    arrays = {"UB": mem.copy(), vals[0].pseudo: pred.copy()}
                else:
                    arrays = {"UB": mem.copy(), "pred": pred, **{v.pseudo: x.view(np.uint8).copy() for v, x in zip(vals, values)}}
                scalars = {"destination": 512, "offset": offset, "ESIZE": esize, "OFFSET_BYTES": per_offset,
                           "POST": int(mode == "post_update"), "U": unit, "NU": 256 // unit, "N": 256 // unit,
                           "TO": max((d.get("to") or d["unit"]) // 8, 1),
                           "PRED": int(d.get("mask") != "ignored"), "updated_base": 0}
                out = run(op, arrays, scalars, {sem["by"].upper(): (("i",), d["lanes"])})
                args = [mask] if bits else values
                got = getattr(S, op.name)(*args, S.Ptr(mem, 512, t, "ub"), offset, *([mask] if has_mask else []),
                                          **{sem["by"]: dist}, **({"mode": mode} if len(op.modes) > 1 else {}))
                assert (mem == arrays["UB"]).all(), (op.name, dist, mode, lanes)
                if mode == "post_update":
                    assert got.addr == out["updated_base"]


def _dma_scalars(op, values):
    """Every input's pseudocode name bound: the given values, absent loop groups as one pass."""
    scalars = {}
    for o in op.inputs():
        if o.pseudo.endswith("_count"):
            scalars[o.pseudo] = values.get(o.pseudo, 1)
        else:
            scalars[o.pseudo] = values.get(o.pseudo, 0)
    return scalars


@pytest.mark.parametrize("op", ops_of("dma"), ids=lambda o: o.name)
def test_dma_pseudocode(op):
    spec = op.semantics["dma"]
    names = [o.pseudo for o in op.inputs()]
    for seed in range(6):
        rng = np.random.default_rng(seed)
        gm = rng.integers(0, 256, 1 << 14, dtype=np.uint8)
        ub = rng.integers(0, 256, 1 << 14, dtype=np.uint8)
        l1 = rng.integers(0, 256, 1 << 14, dtype=np.uint8)
        fb = rng.integers(0, 256, 1 << 14, dtype=np.uint8)
        mems = {"gm": gm, "ub": ub, "l1": l1, "fb": fb}
        src, dst = mems[spec["source"]], mems[spec["dest"]]
        values = {names[0]: 0, names[1]: 4096 if src is dst else 2048, "n_burst": int(rng.integers(1, 4))}
        if spec["stride"] == "gap":
            values.update(len_burst=int(rng.integers(1, 4)), src_gap=int(rng.integers(0, 3)), dst_gap=int(rng.integers(0, 3)))
        else:
            length = int(rng.integers(1, 100))
            values.update(len_burst=length, src_stride=32 * int(rng.integers(4, 6)), dst_stride=32 * int(rng.integers(4, 6)))
            if "loop1_count" in names and seed % 2:
                values.update(loop1_count=2, loop1_src_stride=1024, loop1_dst_stride=1024)
            if "loop2_count" in names and seed % 2 and seed >= 3:
                values.update(loop2_count=2, loop2_src_stride=2048, loop2_dst_stride=2048)
        pad = ("pad_value" in names or "data_select_bit" in names) and seed % 2 == 0
        pad_bytes = np.asarray([np.float32(-2.5)]).view(np.uint8).copy()
        arrays = {"GM": gm.copy(), "UB": ub.copy(), "L1": l1.copy(), "FB": fb.copy(), "pad_bytes": pad_bytes,
                  "PAD_BYTES": pad_bytes}
        scalars = _dma_scalars(op, values) | {"PAD": int(pad), "ESIZE": 4}
        state, extra = {}, {}
        if spec.get("registers"):  # the loops come from the caller's registers, set here at random
            bank = spec["registers"]
            state = {(bank, "loop1_count"): seed % 3 + 1, (bank, "loop2_count"): seed // 3 + 1,
                     (bank, "loop1_src_stride"): 512, (bank, "loop1_dst_stride"): 1024,
                     (bank, "loop2_src_stride"): 1536, (bank, "loop2_dst_stride"): 3072}
            if seed == 5:
                state = {}  # never set: one pass (D-DMA-REGISTERS)
            state[(bank, "pad_value")] = -2.5
            arrays[bank.upper()] = np.array([S._dma_register(state, bank, r) if r != "pad_value" else 0
                                             for r in _REGISTERS], dtype=np.int64)
            scalars |= {r.upper(): k for k, r in enumerate(_REGISTERS)} | {"data_select_bit": int(pad)}
            extra = {"data_select_bit": pad} if "data_select_bit" in names else {}
        run(op, arrays, scalars)
        kwargs = {k: v for k, v in values.items() if k not in names[:2]}
        kwargs |= {o: 0 for o in ("sid", "left_padding_count", "right_padding_count", "l2_cache_ctl") if o in names}
        getattr(S, op.name)(*([state] if spec.get("registers") else []),
                            S.Ptr(src, values[names[0]], "f32", spec["source"]),
                            S.Ptr(dst, values[names[1]], "f32", spec["dest"]),
                            **kwargs, **extra, **({"pad_value": -2.5} if pad and "pad_value" in names else {}))
        assert (gm == arrays["GM"]).all() and (ub == arrays["UB"]).all() and (l1 == arrays["L1"]).all(), (op.name, seed)
        assert (fb == arrays["FB"]).all(), (op.name, seed)


_REGISTERS = ("loop1_count", "loop2_count", "loop1_src_stride", "loop1_dst_stride", "loop2_src_stride",
              "loop2_dst_stride", "pad_value")
_NZ_REGISTERS = ("group_count", "dst_loop2_stride", "dst_loop3_stride", "dst_loop4_stride")  # bank mte2_nz
_FIX_REGISTERS = ("quant_pre", "relu_alpha", "clip_relu", "fpc", "store_atomic_cfg")  # bank fixpipe


@pytest.mark.parametrize("op", ops_of("dma_register"), ids=lambda o: o.name)
def test_dma_register_pseudocode(op):
    """The printed assignments set the registers the function writes into the caller's `dma`."""
    spec = op.semantics["dma_register"]
    if spec.get("sets"):  # the atomic mode: constants, the pseudocode a comment saying which
        dma: dict = {}
        getattr(S, op.name)(dma)
        sets = {r: v for r, v in spec["sets"].items() if v is not None}
        assert dma == {(spec["bank"], r): v for r, v in sets.items()}
        assert all(f"becomes {v}" in op.pseudocode for v in sets.values())
        return
    values = {o.pseudo: 7 + 3 * k for k, o in enumerate(op.inputs())}
    packs = spec.get("packs") or {}
    if packs:  # one packed operand: a value with every field's bits set differently
        values = {o.pseudo: 0x0123_4567_89AB_CDEF for o in op.inputs()}
    regs = {"mte2_nz": _NZ_REGISTERS, "fixpipe": _FIX_REGISTERS}.get(spec["bank"], _REGISTERS)
    arrays = {b.upper(): np.zeros(len(regs), np.int64) for b in ("outtoub", "ubtoout", "outtol1", "mte2_nz", "fixpipe")}
    run(op, arrays, values | {r.upper(): k for k, r in enumerate(regs)})
    dma: dict = {}
    getattr(S, op.name)(dma, **values)
    written = set((spec.get("writes") or {}).values()) | {r for fields in packs.values() for r in fields}
    assert set(dma) == {(spec["bank"], r) for r in written}
    for (bank, reg), value in dma.items():
        assert arrays[bank.upper()][regs.index(reg)] == value, (op.name, reg)
    assert sum(int(a.astype(bool).sum()) for a in arrays.values()) == len(dma)


@pytest.mark.parametrize("op", ops_of("sync"), ids=lambda o: o.name)
def test_sync_pseudocode(op):
    """The pseudocode's FLAGS / SEMAPHORE arrays end as the semantics' flags dictionary does."""
    flag = op.semantics["flag"]
    pipes, events = S.ENUMS["pipes"], S.ENUMS["events"]
    table = np.zeros((len(pipes), len(pipes), len(events)), np.int64)
    semaphores = np.zeros(32, np.int64)
    flags = {}
    absent = dict(op.absent_targets())
    target = next(t for t in ("a5", "a2a3") if t not in absent)
    if flag == "wait":  # a flag to take
        S.set_flag(flags, src_pipe="PIPE_V", dst_pipe="PIPE_MTE3", event_id="EVENT_ID3")
        table[pipes.index("PIPE_V"), pipes.index("PIPE_MTE3"), 3] = 1
    if flag == "core_wait":  # a semaphore to take (signalled twice: one is left)
        flags[("CORE", 2)] = 2
        semaphores[2] = 2
    kw = {a.name: 2 if a.written == "integer" else "PIPE_V" if a.name == "src_pipe" else
          a.values[3 if a.values_of == "events" else min(5, len(a.values) - 1)] for a in op.attributes}
    positions = {a.name: kw[a.name] if a.written == "integer" else a.values.index(kw[a.name]) for a in op.attributes}
    gm = np.zeros(64, np.uint8)
    for o in op.inputs():  # scalar numbers (ids: 2); a pointer into global memory
        kw[o.pseudo] = S.Ptr(gm, 32, "f32", "gm") if o.types and o.types[0].startswith("!pto.ptr") else 2
        positions[o.pseudo] = 32 if isinstance(kw[o.pseudo], S.Ptr) else 2
    arrays = {"FLAGS": table, "SEMAPHORE": semaphores}
    run(op, arrays, positions)
    stateful = flag in ("set", "wait", "core_set", "core_wait")
    getattr(S, op.name)(*([flags] if stateful else []), target=target, **kw)
    for key, count in flags.items():
        if key[0] == "CORE":
            assert arrays["SEMAPHORE"][key[1]] == count
        else:
            src, dst, event = key
            assert arrays["FLAGS"][pipes.index(src), pipes.index(dst), events.index(event)] == count
    assert arrays["FLAGS"].sum() + arrays["SEMAPHORE"].sum() == sum(flags.values())
    assert not (gm != 0).any()  # no op of the set writes memory


@pytest.mark.parametrize("op", ops_of("predicate"), ids=lambda o: o.name)
def test_predicate_pseudocode(op):
    sem = op.semantics
    n = {"b8": 256, "b16": 128, "b32": 64, "G": 64}[op.outputs()[0].types[0][10:-1]]
    masks = [o for o in op.inputs() if o.kind == "mask"]
    if masks:  # logic on masks: random inputs
        for _ in range(5):
            given = {o.pseudo: RNG.random(n) < 0.5 for o in masks}
            arrays = {o.pseudo: given[o.pseudo].astype(np.uint8) for o in masks} | {"dst": np.zeros(n, np.uint8)}
            run(op, arrays, {"N": n})
            got = getattr(S, op.name)(**given)
            assert (got == arrays["dst"].astype(bool)).all(), op.name
        return
    if sem["exprs"]:
        for value, expr in sem["exprs"].items():
            arrays = {"mask": np.zeros(n, np.uint8)}
            run(op, arrays, {"N": n}, {sem["by"].upper(): (("i",), expr)})
            assert (getattr(S, op.name)(**{sem["by"]: value}) == arrays["mask"].astype(bool)).all(), (op.name, value)
    else:  # from scalars: plt (a count, and the count left), pltm (a register number and a bound)
        ins = [o.pseudo for o in op.inputs()]
        outs = [o.pseudo for o in op.outputs() if o.kind != "mask"]
        values = (0, 5, n - 1, n, n + 3, 1000, -2)
        cases = [(v,) for v in values] if len(ins) == 1 else [(k, v) for k in (0, 1, 3, -1) for v in values]
        for args in cases:
            arrays = {"mask": np.zeros(n, np.uint8)}
            out = run(op, arrays, {"N": n, **dict(zip(ins, args)), **{o: 0 for o in outs}})
            got = getattr(S, op.name)(*args)
            mask, rest = got if outs else (got, None)
            assert (mask == arrays["mask"].astype(bool)).all(), (op.name, args)
            assert not outs or rest == out[outs[0]], (op.name, args)


def test_pointer_pseudocode():
    ub = np.zeros(64, np.uint8)
    for elem, esize in (("f32", 4), ("f16", 2), ("u8", 1), ("i64", 8)):
        for offset in (0, 3, -1):
            out = run(ISA.op("addptr"), {}, {"ptr": 32, "offset": offset, "ESIZE": esize, "result": 0})
            assert S.addptr(S.Ptr(ub, 32, elem, "ub"), offset).addr == out["result"]
    out = run(ISA.op("castptr"), {}, {"input": 96, "result": 0})
    assert S.castptr(S.Ptr(ub, 96, "f32", "ub"), dtype="i64") == out["result"]


def test_scalar_memory_pseudocode():
    """The element's bytes, one at a time: the load's result bytes and the store's memory bytes."""
    for elem in ("i8", "u16", "f16", "bf16", "f32", "i64"):
        esize = np.dtype(S._DTYPES[elem]).itemsize
        for space in ("gm", "ub"):
            for offset in (0, 3, -2):
                mem = RNG.integers(0, 256, 256, dtype=np.uint8)
                arrays = {"MEM": mem.copy(), "result": np.zeros(esize, np.uint8)}
                run(ISA.op("load_scalar"), arrays, {"ptr": 64, "offset": offset, "ESIZE": esize})
                got = S.load_scalar(S.Ptr(mem, 64, elem, space), offset)
                assert np.asarray(got).reshape(1).view(np.uint8).tolist() == arrays["result"].tolist(), (elem, offset)
                value = RNG.integers(0, 256, esize, dtype=np.uint8)
                arrays = {"MEM": mem.copy(), "value": value.copy()}
                run(ISA.op("store_scalar"), arrays, {"ptr": 64, "offset": offset, "ESIZE": esize})
                S.store_scalar(value.view(S._DTYPES[elem])[0], S.Ptr(mem, 64, elem, space), offset)
                assert (mem == arrays["MEM"]).all(), (elem, offset)


@pytest.mark.parametrize("op", ops_of("mask_permute"), ids=lambda o: o.name)
def test_mask_permute_pseudocode(op):
    sem = op.semantics
    kind = op.inputs()[0].types[0][10:-1]
    n = {"b8": 256, "b16": 128, "b32": 64, "G": 128}[kind]
    given = {o.pseudo: RNG.random(n) < 0.5 for o in op.inputs()}
    outs = [o.pseudo for o in op.outputs()]
    for value in (sem["exprs"] or {None: None}):
        arrays = {k: v.astype(np.uint8) for k, v in given.items()} | {name: np.zeros(n, np.uint8) for name in outs}
        macros = {sem["by"].upper(): (("i",), sem["exprs"][value])} if value else None
        run(op, arrays, {"N": n}, macros)
        got = getattr(S, op.name)(**given, **({sem["by"]: value} if value else {}))
        got = got if isinstance(got, tuple) else (got,)
        for name, g in zip(outs, got):
            assert (g == arrays[name].astype(bool)).all(), (op.name, value, name)


@pytest.mark.parametrize("op", ops_of("indexed_load") + ops_of("indexed_store"), ids=lambda o: o.name)
def test_indexed_pseudocode(op):
    block = op.semantics.get("gather") == "block"
    for t in [t for t in ("f32", "f16", "u8", "i8", "u32") if t in S.OPS[op.name]]:  # each width the op allows
        esize = np.dtype(S._DTYPES[t]).itemsize
        rsize = max(esize, 2)
        lanes = 256 // rsize
        mem = RNG.integers(0, 256, 1 << 14, dtype=np.uint8)
        mask = RNG.random(lanes if not block else 64) < 0.6
        if block:
            offsets = (RNG.integers(0, 100, 64) * 32).astype(np.uint32)
        else:
            offsets = RNG.integers(0, 2000, lanes).astype({2: np.uint16, 4: np.uint32}[rsize])
        arrays = {"UB": mem.copy(), "offsets": offsets.astype(np.int64), "mask": mask.astype(np.uint8)}
        scalars = {"NR": lanes, "ESIZE": esize, "RSIZE": rsize}
        if op.semantics["pattern"] == "indexed_load":
            arrays["dst"] = np.zeros(256, np.uint8)
            run(op, arrays, scalars | {"source": 512})
            got = getattr(S, op.name)(S.Ptr(mem, 512, t, "ub"), offsets, mask)
            assert (got.view(np.uint8) == arrays["dst"]).all(), (op.name, t)
        else:
            value = RNG.integers(0, 256, 256, dtype=np.uint8)
            arrays["src"] = value.copy()
            run(op, arrays, scalars | {"destination": 512})
            getattr(S, op.name)(value.view(S._DTYPES[t]), S.Ptr(mem, 512, t, "ub"), offsets, mask)
            # (duplicate offsets: both write in lane order, the last lane's bytes stay)
            assert (mem == arrays["UB"]).all(), (op.name, t)


@pytest.mark.parametrize("op", ops_of("block_load") + ops_of("block_store"), ids=lambda o: o.name)
def test_block_pseudocode(op):
    for mode in op.mode_names():
        for strides in ((1, 8), (3, 2), (0, 5)):
            mem = RNG.integers(0, 256, 1 << 14, dtype=np.uint8)
            mask = RNG.random(64) < 0.6
            pred = np.zeros(256, np.uint8)
            pred[::4] = mask
            scalars = {"block_stride": strides[0], "repeat_stride": strides[1], "POST": int(mode == "post_update"),
                       "updated_base": 0}
            kw = {"mode": mode}
            if op.semantics["pattern"] == "block_load":
                arrays = {"UB": mem.copy(), "pred": pred, "dst": np.zeros(256, np.uint8)}
                out = run(op, arrays, scalars | {"source": 1024})
                got = getattr(S, op.name)(S.Ptr(mem, 1024, "f32", "ub"), *strides, mask, **kw)
                reg = got[0] if mode == "post_update" else got
                assert (reg.view(np.uint8) == arrays["dst"]).all(), (op.name, mode, strides)
            else:
                value = RNG.integers(0, 256, 256, dtype=np.uint8)
                arrays = {"UB": mem.copy(), "pred": pred, "src": value.copy()}
                out = run(op, arrays, scalars | {"destination": 1024})
                got = getattr(S, op.name)(value.view(np.float32), S.Ptr(mem, 1024, "f32", "ub"), *strides, mask, **kw)
                assert (mem == arrays["UB"]).all(), (op.name, mode, strides)
            if mode == "post_update":
                assert (got if isinstance(got, S.Ptr) else got[-1]).addr == out["updated_base"]


# --- the !pto.align family and the special registers ---------------------------------------------------
# HELD, AR and SQZN are bound as scalars; the state's buffered bytes are the array named by the
# state operand's pseudocode name. A store state is built directly (bytes ending at an address),
# so the stream steps are run on inputs no other op produced.

ALIGN_TYPES = (("f32", 4), ("f16", 2), ("u8", 1))


def align_ops(*actions):
    return [op for op in ops_of("align") if op.semantics["align"]["action"] in actions]


def _pointer_type(op, esize):
    """The element type of the op's pointer: a mask store pairs b32 with u32 (pstu), an SPR store takes u32."""
    names = [t for t in S.OPS[op.name] if np.dtype(S._DTYPES[t]).itemsize == esize] if op.name in S.OPS else []
    return names[0] if names else {4: "f32", 2: "f16", 1: "u8"}[esize]


@pytest.mark.parametrize("op", align_ops("store"), ids=lambda o: o.name)
def test_align_store_pseudocode(op):
    """A stream step: the pseudocode's UB, kept bytes (align_out), returned pointer or offset and AR
    against the function's, from a state buffering 0..31 bytes."""
    spec = op.semantics["align"]
    ins = {o.pseudo: o for o in op.inputs()}
    mask_store = spec["count"] == "mask"
    for t, esize in ((("u32", 4), ("u16", 2)) if mask_store else ALIGN_TYPES):
        for trial in range(6):
            rng = np.random.default_rng(100 * esize + trial)
            mem = rng.integers(0, 256, 8192, dtype=np.uint8)
            held = int(rng.integers(0, 32)) if trial else 0
            held -= held % esize
            kept = rng.integers(0, 256, held, dtype=np.uint8)
            lanes = 256 // esize
            value = rng.integers(0, 256, 256, dtype=np.uint8)
            mask = rng.random(lanes) < 0.5
            end = 1024 + esize * int(rng.integers(0, 40))  # where the buffered bytes end: the step's address
            ar = int(rng.integers(0, 20)) * esize
            count = int(rng.integers(0, lanes + 1))
            sqzn = count * esize
            base, offset_in = end, 0
            if spec["at"] == "base_ar":
                base = end - ar
            elif spec["at"] == "base_offset":
                offset_in = int(rng.integers(0, 30))
                base = end - offset_in * esize
            post = trial % 2 == 0
            arrays = {"UB": mem.copy(), "align_in": np.zeros(32, np.uint8), "align_out": np.zeros(32, np.uint8)}
            arrays["align_in"][:held] = kept
            if mask_store:
                arrays["value"] = mask.astype(np.uint8)
            else:
                arrays["value"] = value.copy()
            scalars = {"base": base, "HELD": held, "ESIZE": esize, "N": lanes, "NB": 256, "AR": ar, "SQZN": sqzn,
                       "POST": int(post), "offset": count, "offset_in": offset_in, "base_out": 0, "offset_out": 0}
            out = run(op, arrays, scalars)
            state = S.Align("store", end if held else -1, kept.tobytes())
            ptr = S.Ptr(mem, base, _pointer_type(op, esize) if mask_store else t, "ub")
            reg = value.view(S._DTYPES[t])
            spr = {"AR": ar, "SQZN": sqzn}
            kw = {}
            if op.attributes:
                kw[op.attributes[0].name] = "POST_UPDATE" if post else "NO_POST_UPDATE"
            elif len(op.modes) > 1:
                kw["mode"] = "post_update" if post else "plain"
            call = {"align_in": state, "base": ptr, "value": mask if mask_store else reg}
            if "offset" in ins:
                call["offset"] = count
            if "offset_in" in ins:
                call["offset_in"] = offset_in
            got = getattr(S, op.name)(*([spr] if "spr" in S.BINDINGS[op.name]["state"] else []), **call, **kw)
            got = got if isinstance(got, tuple) and not isinstance(got, S.Align) else (got,)
            new = got[0]
            where = (op.name, t, trial)
            assert (mem == arrays["UB"]).all(), where
            # the stream's bytes run from `end - held` to `stream_end`; the state keeps those past the
            # last 32-byte boundary, which the pseudocode places by their offset in that block
            stored = {"offset": count * esize, "register": 256, "sqzn": sqzn, "mask": lanes // 8}[spec["count"]]
            stream_end = end + stored
            cut = stream_end - stream_end % 32
            first_kept = max(end - held, cut)
            assert new.kind == "store" and new.addr == stream_end, where
            assert new.data == arrays["align_out"][first_kept - cut:stream_end - cut].tobytes(), where
            for name, g in zip([o.pseudo for o in op.outputs()][1:], got[1:]):
                assert (g.addr if isinstance(g, S.Ptr) else g) == out[name], (where, name)
            if spec["at"] == "base_ar":
                assert spr["AR"] == out["AR"] == ar + (sqzn if post else 0), where


@pytest.mark.parametrize("op", align_ops("flush"), ids=lambda o: o.name)
def test_align_flush_pseudocode(op):
    spec = op.semantics["align"]
    ptr_name = next(o.pseudo for o in op.inputs() if any(x.startswith("!pto.ptr<") for x in o.types))
    for t, esize in ALIGN_TYPES:
        for trial in range(5):
            rng = np.random.default_rng(7 * esize + trial)
            mem = rng.integers(0, 256, 8192, dtype=np.uint8)
            held = int(rng.integers(0, 32)) if trial else 0
            kept = rng.integers(0, 256, held, dtype=np.uint8)
            end = 2048 + esize * int(rng.integers(0, 40))
            ar = int(rng.integers(0, 20)) * esize
            offset = int(rng.integers(0, 30))
            base = {"base_ar": end - ar, "base_offset": end - offset * esize, "base": end}[spec["at"]]
            post = trial % 2 == 1
            arrays = {"UB": mem.copy(), "align": np.zeros(32, np.uint8)}
            arrays["align"][:held] = kept
            out = run(op, arrays, {ptr_name: base, "offset": offset, "HELD": held, "ESIZE": esize, "AR": ar,
                                   "updated_base": 0})
            spr = {"AR": ar}
            kw = {"mode": "post_update" if post else "plain"} if len(op.modes) > 1 else {}
            args = [S.Align("store", end if held else -1, kept.tobytes()), S.Ptr(mem, base, t, "ub")]
            if spec["at"] == "base_offset":
                args.append(offset)
            got = getattr(S, op.name)(*([spr] if "spr" in S.BINDINGS[op.name]["state"] else []), *args, **kw)
            assert (mem == arrays["UB"]).all(), (op.name, t, trial)
            if kw.get("mode") == "post_update":
                assert got.addr == out["updated_base"] == end, (op.name, t, trial)


@pytest.mark.parametrize("op", align_ops("prime", "load"), ids=lambda o: o.name)
def test_align_load_pseudocode(op):
    """A load stream: the state's block holds other bytes than the memory there, so which bytes come
    from the state and which from the memory is visible."""
    load = op.semantics["align"]["action"] == "load"
    for t, esize in ALIGN_TYPES:
        for k in range(0, 64, esize * 3 + 1):
            k -= k % esize
            rng = np.random.default_rng(k + esize)
            mem = rng.integers(0, 256, 8192, dtype=np.uint8)
            source = 1024 + k
            block = source - source % 32
            primed = rng.integers(0, 256, 32, dtype=np.uint8)
            arrays = {"UB": mem.copy(), "align": primed.copy(), "align_out": np.zeros(32, np.uint8),
                      "dst": np.zeros(256, np.uint8)}
            out = run(op, arrays, {"source": source, "increment": 5, "ESIZE": esize, "updated_base": 0})
            if not load:
                got = getattr(S, op.name)(S.Ptr(mem, source, t, "ub"))
                assert got == S.Align("load", block, arrays["align"].tobytes()), (op.name, t, k)
                continue
            for mode in op.mode_names():
                extra = (5,) if mode == "post_update" else ()
                got = getattr(S, op.name)(S.Ptr(mem, source, t, "ub"), S.Align("load", block, primed.tobytes()),
                                          *extra, mode=mode)
                assert (got[0].view(np.uint8) == arrays["dst"]).all(), (op.name, t, k, mode)
                assert got[1] == S.Align("load", block + 256, arrays["align_out"].tobytes()), (op.name, t, k)
                if mode == "post_update":
                    assert got[2].addr == out["updated_base"] == source + 5 * esize


def test_init_align_and_sprclr_pseudocode():
    out = run(ISA.op("init_align"), {}, {"align": 7})
    assert out["align"] == 0 and S.init_align() == S.Align("store", -1, b"")  # nothing buffered
    spr = {"AR": 77, "SQZN": 12}
    out = run(ISA.op("sprclr"), {}, {"AR": 77})
    S.sprclr(spr, register="AR")
    assert out["AR"] == spr["AR"] == 0 and spr["SQZN"] == 12


@pytest.mark.parametrize("op", align_ops("spr_store"), ids=lambda o: o.name)
def test_spr_store_pseudocode(op):
    spec = op.semantics["align"]
    unit = spec["offset_bytes"]
    low, high = spec.get("offset_range") or (-64, 64)
    for trial in range(8):
        rng = np.random.default_rng(trial)
        mem = rng.integers(0, 256, 4096, dtype=np.uint8)
        ar = int(rng.integers(0, 1 << 32)) if trial % 3 else int(rng.integers(0, 300))
        offset = int(rng.integers(max(low, -64), min(high, 64) + 1)) // 4 * (4 // unit)
        post = trial % 2 == 1
        arrays = {"UB": mem.copy()}
        out = run(op, arrays, {"destination": 1024, "offset": offset, "AR": ar, "POST": int(post), "updated_base": 0})
        spr = {"AR": ar}
        got = getattr(S, op.name)(spr, S.Ptr(mem, 1024, "u32", "ub"), offset, register="AR",
                                  mode="post_update" if post else "plain")
        assert (mem == arrays["UB"]).all(), (op.name, trial)
        assert spr == {"AR": ar}  # read, not changed
        if post:
            assert got.addr == out["updated_base"], (op.name, trial)
