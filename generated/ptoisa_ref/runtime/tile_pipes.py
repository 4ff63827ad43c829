"""The tile pipes between the cube core and the vector cores of a cluster (D-TPIPE-RUN).

Source: generator/runtime/tile_pipes.py; `ptoisa gen` copies it into ptoisa_ref/runtime/ byte for
byte, so do not edit the copy.

A pipe is a ring FIFO of `slot_num` slots of `slot_size` bytes, one per direction: C2V (the cube
produces, the vector cores consume) and V2C. Its slots are the consumer's local buffer (UB for
C2V, L1 for V2C) at the address the initialisation gives, or a GM slot buffer that the consumer
loads from into its local buffer. Each core keeps its own producer and consumer counts, as each
core's copy of the vendor's TPipe does; the cores meet through the cluster's semaphores
(cores.CLUSTER): a push records the slot on the pipe's flag, a pop waits on it, a free signals
flag + 1, and a push past the first `slot_num` waits on flag + 1 for the slot it reuses
(D-TPIPE-CREDITS). A wait with nothing to take raises cores.WouldBlock; the core resumes later.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .._tables import CLUSTER_SEMAPHORES, _DTYPES, _TARGET_NAMES
from . import cores
from .base import SemanticsError
from .memory import Ptr, _gm_access
from .tiles import TensorView, Tile, tile_of_type

# split attribute values (PTOAS's TileSplitAxis): none, rows halved, columns halved
_tp_SPLITS = {0: "none", 1: "up_down", 2: "left_right"}
# the core kind each side's ops run on
_tp_SIDES = {"aic": "cube", "aiv": "vector"}
# PTOAS's default slot counts: one direction 8, both 4 (PTOLowerFrontendPipeOpsPass)
_tp_DEFAULT_SLOTS = {1: 8, 2: 8, 3: 4}


def _tp_cluster(op: str) -> Any:
    c = cores.CLUSTER
    if c is None:
        raise SemanticsError(f"pto.{op} moves tiles between the cores of a cluster: ptoisa run executes it in a "
                             f"kernel with pto.section.cube and pto.section.vector, which runs as one (D-TPIPE-RUN)")
    return c


def _tp_routing(target: str) -> tuple[str, int]:
    """(how a semaphore id reaches the cores, ids per receiving core) on `target`."""
    routing = CLUSTER_SEMAPHORES.get(_TARGET_NAMES.get(str(target).lower(), ""))
    if routing is None:
        raise SemanticsError(f"the cluster's semaphores on target {target} are not described")
    return routing[0], routing[1]


def _tp_on(op: str, kind: str) -> tuple[Any, tuple[str, int]]:
    c = _tp_cluster(op)
    core = c.core()
    if core[0] != kind:
        raise SemanticsError(f"pto.{op} runs on the {kind} core, not on a {core[0]} core (D-TPIPE-RUN)")
    return c, core


def _tp_int(op: str, name: str, value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        raise SemanticsError(f"pto.{op}: {name} must be an integer, got {value!r}") from None


def pipe_reserve(op: str, name: str, size: Any, location: str, auto: str, base: Any, target: str) -> int:
    """reserve_buffer: the consumer's local slot buffer `name`, `size` bytes of UB (vec) or L1 (mat)
    from byte `base`; its address, which the peer's import_reserved_buffer reads (D-TPIPE-RESERVE)."""
    c = _tp_cluster(op)
    if base is None:
        raise SemanticsError(f"pto.{op}: ptoisa run places a reserved buffer at its explicit base only (auto = "
                             f"{auto} without base: PTOAS's planner chooses it; D-TPIPE-RESERVE)")
    addr, nbytes = _tp_int(op, "base", base), _tp_int(op, "size", size)
    space = {"vec": "ub", "mat": "l1"}.get(location)
    if space is None:
        raise SemanticsError(f"pto.{op}: location must be vec or mat, got {location}")
    kind = "vector" if space == "ub" else "cube"
    if c.core()[0] == kind:
        mem = c.memory(kind, c.core()[1], space)
        if addr < 0 or addr + nbytes > len(mem):
            raise SemanticsError(f"pto.{op}: bytes {addr}..{addr + nbytes - 1} are past the {len(mem)} bytes of {space}")
    cores.PIPES[("reserved", name)] = addr
    return addr


def pipe_import(op: str, name: str, target: str) -> int:
    """import_reserved_buffer: the address of the peer's reserved buffer `name`; the core waits
    until the peer's reserve_buffer has run."""
    _tp_cluster(op)
    addr = cores.PIPES.get(("reserved", name))
    if addr is None:
        raise cores.WouldBlock(op)
    return int(addr)


def pipe_init(op: str, side: str, pipe_id: Any, dir_mask: Any, slot_size: Any, slot_num: Any,
               local_slot_num: Any, nosplit: Any, gm: Any, c2v_buf: Any, v2c_buf: Any, target: str) -> None:
    """aic_initialize_pipe / aiv_initialize_pipe: this core's view of logical pipe `pipe_id`."""
    c, core = _tp_on(op, _tp_SIDES[side])
    mask = _tp_int(op, "dir_mask", dir_mask)
    if mask not in (1, 2, 3):
        raise SemanticsError(f"pto.{op}: dir_mask must be 1 (C2V), 2 (V2C) or 3 (both), got {mask}")
    ident = _tp_int(op, "id", pipe_id)
    key = ("pipe", core, ident)
    if key in cores.PIPES:
        raise SemanticsError(f"pto.{op}: pipe id {ident} is initialised twice on this core")
    cores.PIPES[key] = _tp_new(op, core, mask, slot_size, slot_num, local_slot_num, None, nosplit, gm, c2v_buf,
                               v2c_buf, target)


def _tp_new(op: str, core: tuple[str, int], mask: int, slot_size: Any, slot_num: Any, local_slot_num: Any,
            flag_base: Any, nosplit: Any, gm: Any, c2v_buf: Any, v2c_buf: Any, target: str) -> dict[str, Any]:
    """One core's side of a pipe: its configuration, flag ids and counts."""
    width = 4 if mask == 3 else 2
    ids = _tp_routing(target)[1]
    if flag_base is None:  # flag ids: even bases in order of initialisation, two per direction (D-TPIPE-FLAGS)
        base = int(cores.PIPES.get(("flag_base", core), 0))
        cores.PIPES[("flag_base", core)] = base + width
    else:
        base = _tp_int(op, "flag_base", flag_base)
    if not 0 <= base or base + width > ids:
        raise SemanticsError(f"pto.{op}: the pipe's flag ids {base}..{base + width - 1} are outside 0..{ids - 1}")
    if isinstance(gm, TensorView):  # gm_slot_tensor: the view's first element
        gm = Ptr(gm.mem, gm.addr, gm.elem, "gm")
    if gm is not None and (not isinstance(gm, Ptr) or gm.space != "gm"):
        raise SemanticsError(f"pto.{op}: the GM slot buffer must be a pointer into GM or a GM tensor view")
    slots = _tp_int(op, "slot_num", slot_num) if slot_num is not None else _tp_DEFAULT_SLOTS[mask]
    p: dict[str, Any] = {
        "mask": mask, "slot_size": _tp_int(op, "slot_size", slot_size), "slot_num": slots,
        "local": _tp_int(op, "local_slot_num", local_slot_num) if local_slot_num is not None else 2,
        "nosplit": str(nosplit).lower() == "true", "gm": gm,
        "buf": {"c2v": None if c2v_buf is None else _tp_int(op, "c2v_consumer_buf", c2v_buf),
                "v2c": None if v2c_buf is None else _tp_int(op, "v2c_consumer_buf", v2c_buf)},
        "flag": {"c2v": base, "v2c": base + 2 if mask == 3 else base},
        "pushed": 0, "popped": 0, "taken": set(), "core": core,
    }
    if slots < 1 or int(p["slot_size"]) < 1:
        raise SemanticsError(f"pto.{op}: slot_num and slot_size must be positive")
    return p


def pipe_handle(op: str, dir_mask: Any, slot_size: Any, slot_num: Any, local_slot_num: Any, flag_base: Any,
                nosplit: Any, gm: Any, local_addr: Any, peer_local_addr: Any, target: str) -> dict[str, Any]:
    """initialize_l2g2l_pipe / initialize_l2l_pipe: the executing core's side of a pipe, as a handle.
    One direction's local address is its consumer's buffer; with both, local_addr is C2V's and
    peer_local_addr V2C's, as PTOAS lowers the frontend initialisations."""
    c = _tp_cluster(op)
    mask = _tp_int(op, "dir_mask", dir_mask)
    if mask not in (1, 2, 3):
        raise SemanticsError(f"pto.{op}: dir_mask must be 1 (C2V), 2 (V2C) or 3 (both), got {mask}")
    c2v, v2c = (local_addr, peer_local_addr) if mask == 3 else (local_addr, None) if mask == 1 else (None, local_addr)
    return _tp_new(op, c.core(), mask, slot_size, slot_num, local_slot_num, flag_base, nosplit, gm, c2v, v2c, target)


def _tp_pipe(op: str, core: tuple[str, int], pipe_id: Any, direction: str) -> dict[str, Any]:
    if isinstance(pipe_id, dict):  # a handle of initialize_l2g2l_pipe or initialize_l2l_pipe
        if pipe_id.get("core") != core:
            raise SemanticsError(f"pto.{op}: the pipe handle was initialised on another core")
        return _tp_direction(op, pipe_id, "the pipe", direction)
    ident = _tp_int(op, "id", pipe_id)
    p: dict[str, Any] | None = cores.PIPES.get(("pipe", core, ident))
    if p is None:
        raise SemanticsError(f"pto.{op}: pipe id {ident} is not initialised on this core (aic_initialize_pipe / "
                             f"aiv_initialize_pipe first)")
    return _tp_direction(op, p, f"pipe id {ident}", direction)


def _tp_direction(op: str, p: dict[str, Any], name: str, direction: str) -> dict[str, Any]:
    if not p["mask"] & (1 if direction == "c2v" else 2):
        raise SemanticsError(f"pto.{op}: {name} has dir_mask {p['mask']}, which has no {direction.upper()} direction")
    return p


def _tp_split(op: str, p: dict[str, Any], split: Any) -> str:
    s = _tp_SPLITS.get(_tp_int(op, "split", split))
    if s is None:
        raise SemanticsError(f"pto.{op}: split must be 0, 1 or 2, got {split}")
    if p["nosplit"] and s != "none":
        raise SemanticsError(f"pto.{op}: the pipe is initialised with nosplit = true, so split must be 0")
    return s


def _tp_sems(core: tuple[str, int], sem: int, split: str, target: str) -> list[int]:
    """The semaphore ids one phase signals or waits on, on `core`: the cube addresses both vector
    cores (ids k and k + 16 on A5) when the tile is split, vector core 0 alone otherwise; on a
    broadcast target one id reaches (and a wait takes from) both (D-TPIPE-SEMAPHORES)."""
    routing, ids = _tp_routing(target)
    if core[0] == "cube" and routing == "per_subblock" and split != "none":
        return [sem, sem + ids]
    return [sem]


def _tp_take(c: Any, p: dict[str, Any], tag: tuple[Any, ...], sems: list[int]) -> None:
    """Take one signal of each id in `sems`, all or (blocking) none left to take again."""
    for s in sems:
        if (tag, s) in p["taken"]:
            continue
        if not c.take(s):
            raise cores.WouldBlock(tag)
        p["taken"].add((tag, s))
    for s in sems:
        p["taken"].discard((tag, s))


def _tp_matrix(t: Tile) -> Any:
    return np.array(t.region(t.valid_rows, t.valid_cols))


def _tp_part(values: Any, split: str, j: int) -> Any:
    r, k = values.shape
    if split == "up_down":
        return values[j * (r // 2):(j + 1) * (r // 2)]
    if split == "left_right":
        return values[:, j * (k // 2):(j + 1) * (k // 2)]
    return values


def _tp_gm_write(op: str, gm: Ptr, offset: int, values: Any, stride: int) -> None:
    size = values.dtype.itemsize
    rows, cols = values.shape
    start = gm.addr + offset
    end = start + ((rows - 1) * stride + cols) * size if rows else start
    if start < 0 or end > len(gm.mem):
        raise SemanticsError(f"pto.{op}: the GM slot's bytes {start}..{end - 1} are past the slot buffer's memory")
    _gm_access(op, gm.mem, start, end, "writes")
    for i in range(rows):
        a = start + i * stride * size
        gm.mem[a:a + cols * size] = np.ascontiguousarray(values[i]).view(np.uint8)


def _tp_gm_read(op: str, gm: Ptr, offset: int, rows: int, cols: int, stride: int, elem: str) -> Any:
    dtype = _DTYPES[elem]
    size = dtype.itemsize
    start = gm.addr + offset
    end = start + ((rows - 1) * stride + cols) * size if rows else start
    if start < 0 or end > len(gm.mem):
        raise SemanticsError(f"pto.{op}: the GM slot's bytes {start}..{end - 1} are past the slot buffer's memory")
    _gm_access(op, gm.mem, start, end, "reads")
    out = np.empty((rows, cols), dtype)
    for i in range(rows):
        a = start + i * stride * size
        out[i] = gm.mem[a:a + cols * size].view(dtype)
    return out


def pipe_push(op: str, tile: Any, pipe_id: Any, split: Any, target: str, sub: Any = None) -> None:
    """tpush_to_aiv (on the cube) and tpush_to_aic (on a vector core): the producer's three phases."""
    c = _tp_cluster(op)
    core = c.core()
    direction = "c2v" if core[0] == "cube" else "v2c"
    p = _tp_pipe(op, core, pipe_id, direction)
    s = _tp_split(op, p, split)
    flag = p["flag"][direction]
    i = p["pushed"]
    if isinstance(tile, TensorView):  # the GM slot a talloc gave, which the producer wrote: record it
        if p.get("allocated") != i:
            raise SemanticsError(f"pto.{op}: a view is pushed after the talloc that gives its slot (D-TPIPE-RUN)")
        del p["allocated"]
        p["pushed"] = i + 1
        for sem in _tp_sems(core, flag, s, target):
            c.signal(sem)
        return
    if not isinstance(tile, Tile):
        raise SemanticsError(f"pto.{op}: %tile must be a tile or a talloc's view, got {type(tile).__name__}")
    tile.storage()
    if i >= p["slot_num"]:  # allocate: the slot this push reuses must have been freed
        _tp_take(c, p, ("alloc", i), _tp_sems(core, flag + 1, s, target))
    slot = (i % p["slot_num"]) * p["slot_size"]
    values = _tp_matrix(tile)
    size = values.dtype.itemsize
    routing = _tp_routing(target)[0]
    if p["gm"] is not None:  # the GM slot buffer (the consumer loads from it)
        gm = p["gm"]
        if direction == "c2v":
            _tp_check_slot(op, p, values.nbytes)
            _tp_gm_write(op, gm, slot, values, values.shape[1])
        else:
            j = _tp_sub(op, core, sub) if s != "none" else 0
            vr, vc = values.shape
            offset = {"none": 0, "up_down": j * vr * vc * size, "left_right": j * vc * size}[s]
            _tp_check_slot(op, p, offset + values.nbytes)
            _tp_gm_write(op, gm, slot + offset, values, 2 * vc if s == "left_right" else vc)
    elif direction == "c2v":  # into each consuming vector core's UB slot, as a row-major tile
        base = p["buf"]["c2v"]
        if base is None:
            raise SemanticsError(f"pto.{op}: the pipe has neither a GM slot buffer nor a C2V consumer buffer")
        vectors = [0, 1] if s != "none" or routing == "broadcast" else [0]
        cons_rows = tile.rows // 2 if s == "up_down" else tile.rows
        cons_cols = tile.cols // 2 if s == "left_right" else tile.cols
        _tp_check_slot(op, p, cons_rows * cons_cols * size)
        for j in vectors:
            part = _tp_part(values, s, j)
            mem = c.memory("vector", j, "ub")
            Tile(mem, base + slot, tile.elem, cons_rows, cons_cols).write(part)
    else:  # into the cube's L1 slot, a column-major (NZ) tile of both halves, at this core's offset
        base = p["buf"]["v2c"]
        if base is None:
            raise SemanticsError(f"pto.{op}: the pipe has neither a GM slot buffer nor a V2C consumer buffer")
        j = _tp_sub(op, core, sub) if s != "none" else 0
        cons_rows = tile.rows * 2 if s == "up_down" else tile.rows
        cons_cols = tile.cols * 2 if s == "left_right" else tile.cols
        _tp_check_slot(op, p, cons_rows * cons_cols * size)
        mat = Tile(c.memory("cube", 0, "l1"), base + slot, tile.elem, cons_rows, cons_cols, loc="Mat",
                   blayout="ColMajor", slayout="RowMajor", fractal=512)
        whole = np.array(mat.values())
        vr, vc = values.shape
        r0, c0 = (vr * j, 0) if s == "up_down" else (0, vc * j) if s == "left_right" else (0, 0)
        whole[r0:r0 + vr, c0:c0 + vc] = values
        mat.write(whole)
    p["pushed"] = i + 1
    for sem in _tp_sems(core, flag, s, target):  # record: the slot is ready
        c.signal(sem)


def _tp_slot_view(op: str, p: dict[str, Any], config: Any, i: int, core: tuple[str, int], s: str) -> TensorView:
    """The GM slot of entry `i` (split: this vector core's half) as a row-major view of type `config`."""
    gm = p["gm"]
    if gm is None:
        raise SemanticsError(f"pto.{op}: a tensor-view entry needs a GM slot buffer (gm_slot_buffer or gm_slot_tensor)")
    shape = tuple(getattr(config, "shape", None) or ())
    if not shape or any(d is None for d in shape) or getattr(config, "elem", None) is None:
        raise SemanticsError(f"pto.{op}: the result must be a !pto.tensor_view<...> of a static shape")
    elem = str(config.elem)
    size = _DTYPES[elem].itemsize
    rows, cols = (int(np.prod(shape[:-1])), shape[-1])
    if core[0] != "vector":
        s = "none"  # the cube's entry is the whole tile
    j = core[1] if s != "none" else 0
    offset = {"none": 0, "up_down": j * rows * cols * size, "left_right": j * cols * size}[s]
    row = 2 * cols if s == "left_right" else cols
    _tp_check_slot(op, p, offset + ((rows - 1) * row + cols) * size)
    strides = tuple(int(np.prod(shape[k + 1:])) * (2 if s == "left_right" and k == len(shape) - 2 else 1)
                    for k in range(len(shape)))
    return TensorView(p["gm"].mem, gm.addr + (i % p["slot_num"]) * p["slot_size"] + offset, elem, tuple(shape), strides)


def pipe_alloc(op: str, config: Any, pipe_id: Any, split: Any, target: str) -> TensorView:
    """talloc_to_aiv (on the cube) and talloc_to_aic (on a vector core): the producer's allocate
    phase, giving the GM slot to write as a view."""
    c = _tp_cluster(op)
    core = c.core()
    direction = "c2v" if core[0] == "cube" else "v2c"
    p = _tp_pipe(op, core, pipe_id, direction)
    s = _tp_split(op, p, split)
    i = p["pushed"]
    if "allocated" in p:
        raise SemanticsError(f"pto.{op}: the slot the last talloc gave has not been pushed")
    if i >= p["slot_num"]:
        _tp_take(c, p, ("alloc", i), _tp_sems(core, p["flag"][direction] + 1, s, target))
    view = _tp_slot_view(op, p, config, i, core, s)
    p["allocated"] = i
    return view


def _tp_sub(op: str, core: tuple[str, int], sub: Any) -> int:
    """The sub-block whose half a vector core moves: its own, or the aiv_subblockid given."""
    if sub is None:
        return core[1]
    j = _tp_int(op, "aiv_subblockid", sub)
    if j not in (0, 1):
        raise SemanticsError(f"pto.{op}: aiv_subblockid must be 0 or 1, got {j}")
    return j


def _tp_check_slot(op: str, p: dict[str, Any], nbytes: int) -> None:
    if nbytes > p["slot_size"]:
        raise SemanticsError(f"pto.{op}: the tile needs {nbytes} bytes of its slot, which has {p['slot_size']}")


def pipe_pop(op: str, config: Any, pipe_id: Any, split: Any, memory: Any, target: str, valid_row: Any = None,
             valid_col: Any = None, into: Tile | None = None, sub: Any = None) -> Tile | TensorView:
    """tpop_from_aic (on a vector core) and tpop_from_aiv (on the cube): wait for the next slot
    and give it as a tile of the written type (`config`)."""
    c = _tp_cluster(op)
    core = c.core()
    direction = "c2v" if core[0] == "vector" else "v2c"
    p = _tp_pipe(op, core, pipe_id, direction)
    s = _tp_split(op, p, split)
    view = type(config).__name__ == "ViewType"  # the GM slot as a tensor view
    if config is None or not view and getattr(config, "rows", None) is None:
        raise SemanticsError(f"pto.{op}: the result must be a !pto.tile_buf<...> of a static shape")
    i = p["popped"]
    flag = p["flag"][direction]
    _tp_take(c, p, ("wait", i), _tp_sems(core, flag, s, target))
    p["popped"] = i + 1
    if view:
        return _tp_slot_view(op, p, config, i, core, s)
    slot = (i % p["slot_num"]) * p["slot_size"]
    rows = config.valid_rows if config.valid_rows is not None else config.rows
    cols = config.valid_cols if config.valid_cols is not None else config.cols
    if valid_row is not None:
        rows = _tp_int(op, "valid_row", valid_row)
    if valid_col is not None:
        cols = _tp_int(op, "valid_col", valid_col)
    if not (0 <= rows <= config.rows and 0 <= cols <= config.cols):
        raise SemanticsError(f"pto.{op}: the valid shape {rows}x{cols} is outside the {config.rows}x{config.cols} tile")
    elem = str(config.elem)
    size = _DTYPES[elem].itemsize
    if p["gm"] is None:
        base = p["buf"][direction]
        if base is None:
            raise SemanticsError(f"pto.{op}: the pipe has no {direction.upper()} consumer buffer")
        return _tp_bind(tile_of_type(config, memory, base + slot, rows, cols), into)
    base = p["buf"][direction]
    if base is None:
        raise SemanticsError(f"pto.{op}: a GM pipe's consumer loads into its local buffer: give the "
                             f"{direction}_consumer_buf")
    local = base + (i % p["local"]) * config.rows * config.cols * size
    out = tile_of_type(config, memory, local, rows, cols)
    if direction == "c2v":
        j = _tp_sub(op, core, sub) if s != "none" else 0
        offset = {"none": 0, "up_down": j * rows * cols * size, "left_right": j * cols * size}[s]
        stride = 2 * cols if s == "left_right" else cols
    else:
        offset, stride = 0, cols
    out.write(_tp_gm_read(op, p["gm"], slot + offset, rows, cols, stride, elem))
    return _tp_bind(out, into)


def _tp_bind(tile: Tile, into: Tile | None) -> Tile:
    """The popped slot, or (DPS tpop) the declared tile bound to it."""
    if into is None:
        return tile
    for name in ("mem", "addr", "valid_rows", "valid_cols"):
        setattr(into, name, getattr(tile, name))
    into.bound = True
    return into


def pipe_pop_into(op: str, tile: Any, handle: Any, split: Any, target: str) -> None:
    """tpop: binds the declared consumer tile `tile` to the next slot (waiting for it)."""
    if not isinstance(tile, Tile):
        raise SemanticsError(f"pto.{op}: %tile must be a declared tile, got {type(tile).__name__}")
    config = _tp_TileConfig(tile)
    pipe_pop(op, config, handle, split, tile.mem, target, into=tile)


class _tp_TileConfig:
    """A tile's type, as pipe_pop reads it."""

    def __init__(self, t: Tile):
        self.kind, self.elem, self.rows, self.cols = t.loc, t.elem, t.rows, t.cols
        self.valid_rows, self.valid_cols = t.valid_rows, t.valid_cols
        self.blayout, self.slayout, self.fractal, self.pad = t.blayout, t.slayout, t.fractal, t.pad


def pipe_free(op: str, pipe_id: Any, split: Any, target: str) -> None:
    """tfree_from_aic (on a vector core) and tfree_from_aiv (on the cube): the consumer gives the
    slot it popped last back to the producer."""
    c = _tp_cluster(op)
    core = c.core()
    direction = "c2v" if core[0] == "vector" else "v2c"
    p = _tp_pipe(op, core, pipe_id, direction)
    s = _tp_split(op, p, split)
    if p["popped"] <= p.get("freed", 0):
        raise SemanticsError(f"pto.{op}: no popped slot of pipe id {pipe_id} is left to free")
    p["freed"] = p.get("freed", 0) + 1
    for sem in _tp_sems(core, p["flag"][direction] + 1, s, target):
        c.signal(sem)
