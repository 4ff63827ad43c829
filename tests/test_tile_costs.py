"""A2/A3 cycles of tload and tstore (D-A2A3-TRANSFER), against figures worked out here from the
parameters pto-isa publishes (include/pto/costmodel/arch_config.hpp): the pipe of the tile's
location moves B bytes at peak x B / (K + B) GiB/s, fitted on device, and the 1.85 GHz clock
counts the time, rounded down. B is the valid region's bytes. A5 has no public transfer model."""
import math
import re
import shutil

import numpy as np
import pytest

import ptoisa
from conftest import ROOT
from helpers import import_generated
from ptoisa.cli import main
from ptoisa.cost.estimate import estimate_text
from ptoisa_ref import costs as C
from test_tiles import kernel

CLOCK_HZ = 1.85e9
GIB = 2 ** 30
# pipe -> (peak GiB/s, bytes reaching half the peak); L1_TO_GM has no fit: the flat 32 GiB/s, K = 0
PIPES = {"GM_TO_UB": (247.16, 30643), "GM_TO_L1": (28.61, 1107), "UB_TO_GM": (28.19, 1755),
         "L1_TO_GM": (32.0, 0), "L0C_TO_GM": (41.25, 29104)}
SIZE = {"f32": 4, "i32": 4, "f16": 2, "bf16": 2, "i16": 2, "i8": 1, "u8": 1, "hif8": 1, "i64": 8}


def by_hand(pipe, nbytes):
    peak, half = PIPES[pipe]
    if nbytes == 0:
        return 0
    bandwidth = peak * GIB * nbytes / (half + nbytes)  # bytes per second at this size
    return math.floor(nbytes / bandwidth * CLOCK_HZ)


def test_the_16_kib_vec_figures():
    """A 64x64 f32 vec tile (16384 bytes): tload (30643 + 16384) x 1.85e9 / (247.16 x 2^30) =
    327.82 -> 327 cycles; tstore (1755 + 16384) x 1.85e9 / (28.19 x 2^30) = 1108.64 -> 1108."""
    assert C.cost("tload", "a2a3", "f32", tile=(64, 64, 64, 64), loc="vec").total == 327
    c = C.cost("tstore", "a2a3", "f32", tile=(64, 64, 64, 64), loc="vec")
    assert c.total == 1108 and c.breakdown == {"tile": (64, 64, 64, 64), "loc": "vec", "pipe": "UB_TO_GM",
                                               "bytes": 16384}


CASES = [  # op, location, element type, tile (rows, cols, valid rows, valid cols), pipe
    ("tload", "vec", "f32", (64, 64, 48, 40), "GM_TO_UB"),
    ("tload", "vec", "f16", (16, 128, 16, 100), "GM_TO_UB"),
    ("tload", "vec", "i8", (32, 32, 5, 7), "GM_TO_UB"),
    ("tload", "vec", "i64", (8, 8, 8, 8), "GM_TO_UB"),
    ("tload", "vec", "hif8", (32, 64, 32, 64), "GM_TO_UB"),
    ("tload", "mat", "f16", (64, 64, 64, 64), "GM_TO_L1"),
    ("tload", "mat", "bf16", (128, 256, 128, 256), "GM_TO_L1"),
    ("tstore", "vec", "i16", (16, 64, 3, 64), "UB_TO_GM"),
    ("tstore", "vec", "u8", (256, 256, 256, 256), "UB_TO_GM"),
    ("tstore", "mat", "f32", (32, 32, 32, 32), "L1_TO_GM"),
    ("tstore", "acc", "f32", (16, 16, 16, 16), "L0C_TO_GM"),
    ("tstore", "acc", "i32", (128, 128, 100, 128), "L0C_TO_GM"),
]


@pytest.mark.parametrize("op, loc, t, tile, pipe", CASES)
def test_cycles_over_the_valid_region(op, loc, t, tile, pipe):
    nbytes = tile[2] * tile[3] * SIZE[t]
    want = by_hand(pipe, nbytes)
    c = C.cost(op, "a2a3", t, tile=tile, loc=loc)
    assert (c.total, c.breakdown["pipe"], c.breakdown["bytes"]) == (want, pipe, nbytes)
    # the location as a TileType names it (Vec) is the same location
    assert C.cost(op, "a2a3", t, tile=tile, loc=loc.capitalize()).total == want


def test_a_few_figures_written_out():
    """The same by hand: a 48x40 f32 load (7680 bytes) (30643 + 7680) x 1.85e9 / (247.16 x 2^30) =
    267.15 -> 267; a 64x64 f16 mat load (8192) (1107 + 8192) x ... / (28.61 x 2^30) = 560.003 -> 560;
    a 32x32 f32 mat store (4096) at a flat 32 GiB/s 4096 x 1.85e9 / (32 x 2^30) = 220.54 -> 220;
    a 16x16 f32 acc store (1024) (29104 + 1024) x ... / (41.25 x 2^30) = 1258.40 -> 1258."""
    assert C.cost("tload", "a2a3", "f32", tile=(64, 64, 48, 40), loc="vec").total == 267
    assert C.cost("tload", "a2a3", "f16", tile=(64, 64, 64, 64), loc="mat").total == 560
    assert C.cost("tstore", "a2a3", "f32", tile=(32, 32, 32, 32), loc="mat").total == 220
    assert C.cost("tstore", "a2a3", "f32", tile=(16, 16, 16, 16), loc="acc").total == 1258


def test_what_has_no_number():
    # an empty valid region moves nothing
    assert C.cost("tload", "a2a3", "f32", tile=(8, 8, 0, 8), loc="vec").total == 0
    with pytest.raises(C.CostUnavailable, match=r"no A2/A3 transfer pipe for a scaling tile \(the model has vec, mat\)"):
        C.cost("tload", "a2a3", "f16", tile=(1, 64, 1, 64), loc="scaling")
    with pytest.raises(C.CostUnavailable, match="no A2/A3 transfer pipe for a acc tile"):
        C.cost("tload", "a2a3", "f32", tile=(16, 16, 16, 16), loc="acc")
    with pytest.raises(C.CostUnavailable, match="depend on the tile's location and valid shape"):
        C.cost("tstore", "a2a3", "f32", tile=(16, 16, 16, 16))
    with pytest.raises(C.CostUnavailable, match="depend on the tile's location and valid shape"):
        C.cost("tload", "a2a3", "f32", loc="vec")
    for op in ("tload", "tstore"):  # A5: no public transfer model
        with pytest.raises(C.CostUnavailable, match=f"A5 cost model has no {op} entry"):
            C.cost(op, "a5", "f32", tile=(64, 64, 64, 64), loc="vec")


def test_the_tables_hold_the_published_parameters():
    got = {pipe: (peak, half) for pipes in C.A2A3_TRANSFER.values() for pipe, peak, half in pipes.values()}
    assert got == PIPES and C.A2A3_CLOCK_MHZ == 1850
    assert {op: list(p) for op, p in C.A2A3_TRANSFER.items()} == {"tload": ["vec", "mat"],
                                                                  "tstore": ["vec", "mat", "acc"]}


MIXED = """func.func @k(%v: !pto.partition_tensor_view<64x64xf16>, %w: !pto.partition_tensor_view<16x16xf32>, \
%s: !pto.partition_tensor_view<1x64xf16>) {
  %m = pto.alloc_tile : !pto.tile_buf<mat, 64x64xf16>
  pto.tload ins(%v : !pto.partition_tensor_view<64x64xf16>) outs(%m : !pto.tile_buf<mat, 64x64xf16>)
  %a = pto.alloc_tile : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>
  pto.tstore ins(%a : !pto.tile_buf<acc, 16x16xf32, blayout=col_major, slayout=row_major, fractal=1024>) \
outs(%w : !pto.partition_tensor_view<16x16xf32>)
  %sc = pto.alloc_tile : !pto.tile_buf<scaling, 1x64xf16>
  pto.tload ins(%s : !pto.partition_tensor_view<1x64xf16>) outs(%sc : !pto.tile_buf<scaling, 1x64xf16>)
  pto.tstore ins(%m : !pto.tile_buf<mat, 64x64xf16>) outs(%v : !pto.partition_tensor_view<64x64xf16>)
  return
}
"""


def test_the_estimate_reads_each_tiles_location():
    """Mat and acc tiles, and a store's source tile: the mat load 560 (above), the acc store
    1258, the mat store of 8192 bytes 8192 x 1.85e9 / (32 x 2^30) = 441.07 -> 441; the
    scaling load has no pipe."""
    est = estimate_text(MIXED, "a2a3")
    rows = {(r.op, r.dtype): (r.issues, r.cycles) for r in est.ops}
    assert rows[("pto.tload", "f16")] == (2, 560)
    assert rows[("pto.tstore", "f32")] == (1, 1258) and rows[("pto.tstore", "f16")] == (1, 441)
    assert est.total == 560 + 1258 + 441
    assert [n.message for n in est.notes] == [
        "pto.tload (f16): no A2/A3 transfer pipe for a scaling tile (the model has vec, mat)"]


def _kernel_files(tmp_path, rows, cols, vr, vc):
    path = tmp_path / "k.pto"
    path.write_text(kernel("f32", rows, cols, vr, vc, "    pto.tadd ins(%ta, %tb : {tile}, {tile}) outs(%tc : {tile})"))
    args = []
    for n in "abc":
        np.arange(rows * cols, dtype=np.float32).tofile(tmp_path / f"{n}.bin")
        args += ["--arg", f"{n}={tmp_path / f'{n}.bin'}"]
    return path, args


def test_cost_and_profile_show_the_transfer_cycles(tmp_path, capsys):
    """A 64x64 f32 tile with a 48x40 valid region: each load 267 cycles (above), the store
    (1755 + 7680) x 1.85e9 / (28.19 x 2^30) = 576.66 -> 576 (tadd has no A2/A3 number: a note)."""
    load, store = by_hand("GM_TO_UB", 48 * 40 * 4), by_hand("UB_TO_GM", 48 * 40 * 4)
    assert (load, store) == (267, 576)
    path, args = _kernel_files(tmp_path, 64, 64, 48, 40)
    assert main(["cost", str(path), "--target", "a2a3"]) == 0
    out = capsys.readouterr().out
    assert re.search(rf"pto\.tload\s+f32\s+2\s+{load}\s+{2 * load}\n", out), out
    assert re.search(rf"pto\.tstore\s+f32\s+1\s+{store}\s+{store}\n", out), out
    assert main(["run", str(path), "--target", "a2a3", "--profile", "--out-dir", str(tmp_path / "out"), *args]) == 0
    out = capsys.readouterr().out
    assert re.search(rf"pto\.tload\s+f32\s+2\s+{load}\s+{2 * load}  64x64 vec tile, valid 48x40\n", out), out
    assert re.search(rf"pto\.tstore\s+f32\s+1\s+{store}\s+{store}  64x64 vec tile, valid 48x40\n", out), out
    assert main(["cost", str(path), "--target", "a5"]) == 0
    out = capsys.readouterr().out
    assert "pto.tload (f32): pto-isa's A5 cost model has no tload entry" in out
    assert "pto.tstore (f32): pto-isa's A5 cost model has no tstore entry" in out


def test_a_run_keys_a_store_by_the_tile_it_reads():
    """The interpreter's cost rows: tstore's tile is its source (it writes a view), with its
    location; the A5 run has no number for either transfer."""
    src = kernel("f16", 16, 128, 16, 100, "    pto.tadd ins(%ta, %tb : {tile}, {tile}) outs(%tc : {tile})")
    a = np.ones((16, 128), np.float16)
    for target, cycles in (("a2a3", (by_hand("GM_TO_UB", 3200), by_hand("UB_TO_GM", 3200))), ("a5", (None, None))):
        r = ptoisa.run(src, args={"a": a, "b": a, "c": a}, target=target)
        rows = {row.op: row for row in r.cost_rows}
        for op, each in zip(("pto.tload", "pto.tstore"), cycles):
            assert (rows[op].tile, rows[op].loc, rows[op].cycles_each) == ((16, 128, 16, 100), "Vec", each)


def test_a_new_transfer_op_is_costed_from_yaml_alone(tmp_path):
    """A copy of tload under another name, with its own pipe for vec tiles and none for mat:
    `gen` alone makes the cost tables cost it. 32x32 f32 (4096 bytes) through a pipe of 64 GiB/s
    reaching half of it at 4096 bytes: 8192 x 1.85e9 / (64 x 2^30) = 220.54 -> 220."""
    for name in ("isa", "templates", "generated"):
        shutil.copytree(ROOT / name, tmp_path / name, ignore=shutil.ignore_patterns("__pycache__"))
    text = (ROOT / "isa/ops/tile_memory/tload.yaml").read_text()
    text = text.replace("name: tload\n", "name: tloadx\n").replace("RecordEvent TLOAD(", "RecordEvent TLOADX(")
    text = text.replace("        vec: GM_TO_UB\n        mat: GM_TO_L1\n", "        vec: GM_TO_UBX\n")
    assert "GM_TO_UBX" in text
    machine = tmp_path / "isa/machine.yaml"  # the pipe's bandwidth lives once, in the machine's pipes
    machine.write_text(machine.read_text().replace(
        "  pipes:\n", "  pipes:\n    - {pipe: GM_TO_UBX, peak_gib_s: 64, half_bytes: 4096, fitted: false}\n", 1))
    (tmp_path / "isa/ops/tile_memory/tloadx.yaml").write_text(text)
    set_file = tmp_path / "isa/sets/tile_memory.yaml"
    set_file.write_text(set_file.read_text().replace("groups:\n", "groups:\n  - {title: New, ops: [tloadx]}\n", 1))
    assert main(["--root", str(tmp_path), "gen"]) == 0
    costs = import_generated(tmp_path / "generated/ptoisa_ref/costs.py", "costs_transfer")
    assert costs.cost("tloadx", "a2a3", "f32", tile=(32, 32, 32, 32), loc="vec").total == 220
    with pytest.raises(costs.CostUnavailable, match="no A2/A3 transfer pipe for a mat tile"):
        costs.cost("tloadx", "a2a3", "f32", tile=(32, 32, 32, 32), loc="mat")
    assert "`GM_TO_UBX` | 64" in (tmp_path / "generated/docs/ops/tile_memory/tloadx.md").read_text()
