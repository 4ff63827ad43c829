"""Each op's pipe (issue 22): `pipe_of` against values written here from PTOAS's getPipe()
bodies (include/PTO/IR/PTOOps.td), pto-isa's op-to-pipe table (include/pto/common/event.hpp)
and the decisions D-PIPE-*; target and location dependence; every op resolving on every
target it exists on; and a new family member that gets its pipe from YAML alone."""
import itertools
import re
import shutil

import pytest

from conftest import ROOT, the_isa
from helpers import import_generated
from ptoisa.cli import main
from ptoisa_ref import semantics as S
from ptoisa_ref._tables import ENUMS, PIPES

# (op, target, locations, element types, mode, the pipe)
CASES = [
    # tile memory: tload and tprefetch MTE2; tstore FIX from acc (copy_matrix_cc_to_gm), else MTE3
    ("tload", "a5", {}, {}, None, "PIPE_MTE2"),
    ("tload", "a2a3", {"dst": "mat"}, {}, None, "PIPE_MTE2"),
    ("tprefetch", "a5", {}, {}, None, "PIPE_MTE2"),
    ("tstore", "a5", {"src": "vec"}, {}, None, "PIPE_MTE3"),
    ("tstore", "a2a3", {"src": "mat"}, {}, None, "PIPE_MTE3"),
    ("tstore", "a5", {"src": "acc"}, {}, None, "PIPE_FIX"),
    ("tstore", "cpu", {"src": "acc"}, {}, None, "PIPE_FIX"),
    ("tprefetch_async", "a5", {}, {}, None, "PIPE_S"),
    # tmov: UB->UB vector, MAT->L0A/L0B/bias MTE1, MX scale MTE1, FBUF scaling FIX, ACC->MAT/VEC FIX
    ("tmov", "a5", {"src": "vec", "dst": "vec"}, {}, None, "PIPE_V"),
    ("tmov", "a5", {"src": "mat", "dst": "left"}, {}, None, "PIPE_MTE1"),
    ("tmov", "a2a3", {"src": "mat", "dst": "right"}, {}, None, "PIPE_MTE1"),
    ("tmov", "a5", {"src": "mat", "dst": "bias"}, {}, None, "PIPE_MTE1"),
    ("tmov", "a5", {"src": "mat", "dst": "scaling"}, {"dst": "f8e8m0"}, None, "PIPE_MTE1"),
    ("tmov", "a5", {"src": "mat", "dst": "scaling"}, {"dst": "u64"}, None, "PIPE_FIX"),
    ("tmov", "a5", {"src": "acc", "dst": "vec"}, {}, None, "PIPE_FIX"),
    ("tmov", "a2a3", {"src": "acc", "dst": "mat"}, {}, None, "PIPE_FIX"),
    ("tmov", "a5", {"src": "vec", "dst": "mat"}, {}, None, "PIPE_FIX"),  # event.hpp's TMOV_V2M (D-PIPE-SOURCES)
    # textract: M2LR MTE1 (scaling too), V2M and A2M FIX, VEC->VEC vector
    ("textract", "a5", {"src": "mat", "dst": "left"}, {}, None, "PIPE_MTE1"),
    ("textract", "a5", {"src": "mat", "dst": "scaling"}, {}, None, "PIPE_MTE1"),
    ("textract", "a5", {"src": "vec", "dst": "mat"}, {}, None, "PIPE_FIX"),
    ("textract", "a2a3", {"src": "acc", "dst": "mat"}, {}, None, "PIPE_FIX"),
    ("textract", "a5", {"src": "acc", "dst": "vec"}, {}, None, "PIPE_FIX"),
    ("textract", "a5", {"src": "vec", "dst": "vec"}, {}, None, "PIPE_V"),
    # tinsert: VEC->VEC vector; VEC->MAT MTE3 on A5 only; otherwise FIX
    ("tinsert", "a5", {"src": "vec", "dst": "vec"}, {}, None, "PIPE_V"),
    ("tinsert", "a5", {"src": "vec", "dst": "mat"}, {}, None, "PIPE_MTE3"),
    ("tinsert", "cpu", {"src": "vec", "dst": "mat"}, {}, None, "PIPE_MTE3"),  # D-PIPE-CPU
    ("tinsert", "a2a3", {"src": "vec", "dst": "mat"}, {}, None, "PIPE_FIX"),
    ("tinsert", "a5", {"src": "acc", "dst": "mat"}, {}, None, "PIPE_FIX"),
    # tfillpad: MAT->MAT MTE1, else vector (its two other spellings alike)
    ("tfillpad", "a5", {"src": "mat", "dst": "mat"}, {}, None, "PIPE_MTE1"),
    ("tfillpad", "a5", {"src": "vec", "dst": "vec"}, {}, None, "PIPE_V"),
    ("tfillpad_expand", "a2a3", {"src": "mat", "dst": "mat"}, {}, None, "PIPE_MTE1"),
    ("tfillpad_inplace", "a5", {"src": "vec"}, {}, None, "PIPE_V"),
    # gathers and scatters: A5 runs SIMT on the vector core; A2/A3 DMA or a scalar loop
    ("mgather", "a5", {"dst": "vec"}, {}, None, "PIPE_V"),
    ("mgather", "a2a3", {"dst": "vec"}, {}, None, "PIPE_MTE2"),
    ("mgather", "a5", {"dst": "mat"}, {}, None, "PIPE_MTE2"),
    ("mgather", "cpu", {"dst": "vec"}, {}, None, "PIPE_V"),
    ("mscatter", "a5", {}, {}, None, "PIPE_V"),
    ("mscatter", "a2a3", {}, {}, None, "PIPE_MTE3"),
    ("tscatter", "a5", {}, {}, "index", "PIPE_V"),
    ("tscatter", "a2a3", {}, {}, "index", "PIPE_S"),
    ("tscatter", "a2a3", {}, {}, "mask", "PIPE_V"),
    # single-pipe tile ops
    ("tadd", "a5", {}, {}, None, "PIPE_V"),
    ("tmuls", "a2a3", {}, {}, None, "PIPE_V"),
    ("trowsum", "cpu", {}, {}, None, "PIPE_V"),
    ("tcvt", "a5", {}, {}, None, "PIPE_V"),
    ("thistogram", "a5", {}, {}, None, "PIPE_V"),
    ("tprint", "a5", {}, {}, None, "PIPE_V"),
    ("ttri", "a5", {}, {}, None, "PIPE_V"),
    ("tci", "a5", {}, {}, None, "PIPE_S"),
    ("tgetval", "a5", {}, {}, None, "PIPE_S"),
    ("tsetval", "a2a3", {}, {}, None, "PIPE_S"),
    ("treshape", "a5", {}, {}, None, "PIPE_S"),
    ("tsync", "a5", {}, {}, None, "PIPE_S"),
    ("make_tensor_view", "a5", {}, {}, None, "PIPE_S"),
    ("alloc_tile", "a5", {}, {}, None, "PIPE_S"),
    # micro-ops: vector work on V (the manual's pages), DMA on MTE2/MTE3, the rest on the scalar unit
    ("vadd", "a5", {}, {}, None, "PIPE_V"),
    ("vexp", "a5", {}, {}, None, "PIPE_V"),
    ("vcadd", "a5", {}, {}, None, "PIPE_V"),
    ("vcmp", "a5", {}, {}, None, "PIPE_V"),
    ("vcvt", "a5", {}, {}, None, "PIPE_V"),
    ("vlds", "a5", {}, {}, None, "PIPE_V"),
    ("vsts", "a5", {}, {}, None, "PIPE_V"),
    ("plt_b32", "a5", {}, {}, None, "PIPE_V"),
    ("pset_b8", "a5", {}, {}, None, "PIPE_V"),
    ("pand", "a5", {}, {}, None, "PIPE_V"),
    ("vbitsort", "a5", {}, {}, None, "PIPE_V"),
    ("vmrgsort4", "a5", {}, {}, None, "PIPE_V"),
    ("get_vms4_sr", "a5", {}, {}, None, "PIPE_S"),
    ("copy_gm_to_ubuf", "a5", {}, {}, None, "PIPE_MTE2"),
    ("mte_gm_ub", "a5", {}, {}, None, "PIPE_MTE2"),
    ("copy_ubuf_to_gm", "a5", {}, {}, None, "PIPE_MTE3"),
    ("mte_ub_gm", "a5", {}, {}, None, "PIPE_MTE3"),
    ("mte_ub_l1", "a5", {}, {}, None, "PIPE_MTE3"),
    ("copy_ubuf_to_ubuf", "a5", {}, {}, None, "PIPE_V"),
    ("mte_ub_ub", "a5", {}, {}, None, "PIPE_V"),
    ("set_loop_size_outtoub", "a5", {}, {}, None, "PIPE_S"),
    ("set_atomic_add", "a5", {}, {}, None, "PIPE_S"),
    ("set_flag", "a5", {}, {}, None, "PIPE_S"),
    ("wait_flag", "a2a3", {}, {}, None, "PIPE_S"),
    ("pipe_barrier", "a5", {}, {}, None, "PIPE_S"),
    ("barrier", "a5", {}, {}, None, "PIPE_S"),
    ("get_buf", "a5", {}, {}, None, "PIPE_S"),
    ("mem_bar", "a5", {}, {}, None, "PIPE_S"),
    ("set_intra_block", "a5", {}, {}, None, "PIPE_S"),
    ("load_scalar", "a5", {}, {}, None, "PIPE_S"),
    ("st_dev", "a5", {}, {}, None, "PIPE_S"),
    ("get_block_idx", "a5", {}, {}, None, "PIPE_S"),
    ("addptr", "a5", {}, {}, None, "PIPE_S"),
]


@pytest.mark.parametrize("op, target, locations, elements, mode, want", CASES,
                         ids=[f"{c[0]}-{c[1]}-{'-'.join(c[2].values()) or 'any'}" for c in CASES])
def test_pipe_of(op, target, locations, elements, mode, want):
    assert S.pipe_of(op, target, locations, elements=elements, mode=mode) == want


def test_target_names_prefix_and_extra_entries():
    """Targets by id, name or alias; the pto. prefix; entries a rule does not ask for are ignored."""
    assert S.pipe_of("pto.tstore", "A2/A3", {"src": "acc", "dst": "whatever"}) == "PIPE_FIX"
    assert S.pipe_of("mscatter", "A2", {}) == "PIPE_MTE3"
    assert S.pipe_of("mscatter", "Ascend910_9599", {}) == "PIPE_V"
    assert S.pipe_of("tadd", "CPU", {"src0": "vec"}, elements={"src0": "f32"}, mode="x") == "PIPE_V"


@pytest.mark.parametrize("call, message", [
    (lambda: S.pipe_of("tfoo", "a5", {}), "pto.tfoo: unknown op (no pipe rule)"),
    (lambda: S.pipe_of("tadd", "a6", {}), "pto.tadd: unknown target 'a6' (known: a5, a2a3, cpu)"),
    (lambda: S.pipe_of("tstore", "a5", {}), "pto.tstore: its pipe depends on the location of 'src'"),
    (lambda: S.pipe_of("tmov", "a5", {"src": "mat"}), "pto.tmov: its pipe depends on the location of 'dst'"),
    (lambda: S.pipe_of("tmov", "a5", {"src": "mat", "dst": "scaling"}),
     "pto.tmov: its pipe depends on the element type of 'dst'"),
    (lambda: S.pipe_of("tscatter", "a2a3", {}), "pto.tscatter: its pipe depends on its mode"),
    (lambda: S.pipe_inputs("tfoo"), "pto.tfoo: unknown op"),
])
def test_missing_and_unknown_inputs_raise(call, message):
    with pytest.raises(S.SemanticsError, match="^" + message.replace("(", r"\(").replace(")", r"\)")):
        call()


def test_what_a_rule_asks_for_is_asked_only_where_needed():
    """pipe_inputs names what a rule may read; pipe_of reads an entry only when a case that
    can still decide asks for it."""
    assert S.pipe_inputs("tstore") == (("src",), (), False)
    assert S.pipe_inputs("tmov") == (("src", "dst"), ("dst",), False)
    assert S.pipe_inputs("tscatter") == ((), (), True)
    assert S.pipe_inputs("mscatter") == ((), (), False)
    assert S.pipe_inputs("vadd") == ((), (), False)
    # tmov's element type is only read where src is mat and dst scaling
    assert S.pipe_of("tmov", "a5", {"src": "acc", "dst": "vec"}) == "PIPE_FIX"


def test_every_op_has_a_rule_of_known_pipes(isa):
    assert set(PIPES) == {op.name for op in isa.ops} and len(PIPES) == 418
    for name, rule in PIPES.items():
        assert all(case[0] in ENUMS["pipes"] for case in rule), name
        assert rule[-1][1:] == ((), (), (), ()), f"{name}: the last case must always hold"


def test_every_op_resolves_on_every_target_it_exists_on(isa):
    """Every combination of the values a rule names (and one it does not) gives a pipe, for
    every target the op exists on."""
    locations = [loc.keyword for loc in isa.machine.tile_locations]
    for op in isa.ops:
        absent = {tid for tid, _ in op.absent_targets()}
        locs, elems, by_mode = S.pipe_inputs(op.name)
        loc_choices = [locations] * len(locs)
        elem_choices = [sorted({v for c in op.pipe for n, vs in c.elements if n == e for v in vs} | {"f32"})
                        for e in elems]
        modes = [m for m, _ in op.modes] if by_mode else [None]
        for target in (t.id for t in isa.machine.targets if t.id not in absent):
            for lv in itertools.product(*loc_choices):
                for ev in itertools.product(*elem_choices):
                    for mode in modes:
                        pipe = S.pipe_of(op.name, target, dict(zip(locs, lv)), elements=dict(zip(elems, ev)),
                                         mode=mode)
                        assert pipe in ENUMS["pipes"], (op.name, target)


def test_ops_without_a_rule_of_their_own_take_their_sets_default(isa):
    """418 ops, 47 overrides (counted from isa/ops): the rest follow their set's `defaults.pipe`."""
    own = {p.stem for p in (ROOT / "isa/ops").glob("*/*.yaml") if re.search(r"^pipe:", p.read_text(), re.M)}
    assert len(own) == 47
    defaults = {p.stem: re.search(r"^defaults:\n(?:.*\n)*?  pipe: (\w+)\n", p.read_text(), re.M).group(1)
                for p in (ROOT / "isa/sets").glob("*.yaml")}
    for op in isa.ops:
        if op.name not in own:
            assert len(op.pipe) == 1 and op.pipe[0].pipe == defaults[op.set], op.name


def test_pages_show_the_pipe_and_its_evidence():
    page = (ROOT / "generated/docs/ops/tile_memory/tstore.md").read_text()
    section = page.split("## Pipe\n", 1)[1].split("\n## ", 1)[0]
    assert "| A5, A2/A3, CPU simulation | `src acc` | **PIPE_FIX** |" in section
    assert "|  | otherwise | **PIPE_MTE3** |" in section
    assert "include/PTO/IR/PTOOps.td — getPipe() of tstore" in section
    vadd = (ROOT / "generated/docs/ops/binary_vector/vadd.md").read_text()
    assert "Issued to **PIPE_V** on every target that has the op." in vadd
    assert "| pipe | hardware-confirmed |" in vadd
    mscatter = (ROOT / "generated/docs/ops/tile_gather_scatter/mscatter.md").read_text()
    assert "| A2/A3 | always | **PIPE_MTE3** |" in mscatter
    sets = ROOT / "generated/docs/sets"
    assert "**Pipeline:** PIPE_V ·" in (sets / "tile_unary.md").read_text()
    assert ("**Pipeline:** PIPE_MTE2 (tload, tprefetch); PIPE_FIX or PIPE_MTE3, by location (tstore); "
            "PIPE_S (tprefetch_async, make_prefetch_async_context) ·") in (sets / "tile_memory.md").read_text()


NEW_OP = """\
pipe:
  - {targets: [a2a3], pipe: PIPE_S}
  - {locations: {src: [mat]}, pipe: PIPE_MTE1}
  - {pipe: PIPE_V}
"""


def test_new_member_gets_its_pipe_from_yaml_alone(tmp_path):
    """Two copies of tneg: one inherits tile_unary's PIPE_V, one states its own rule by target
    and location; regenerate, and pipe_of, the table and the page follow."""
    for part in ("isa", "templates", "generated"):
        shutil.copytree(ROOT / part, tmp_path / part, ignore=shutil.ignore_patterns("__pycache__"))
    text = (ROOT / "isa/ops/tile_unary/tneg.yaml").read_text()
    for name, extra in (("tnegy", ""), ("tnegz", NEW_OP)):
        body = text.replace("name: tneg\n", f"name: {name}\n").replace("\nevidence:\n", "\n" + extra + "evidence:\n", 1)
        (tmp_path / f"isa/ops/tile_unary/{name}.yaml").write_text(body)
    set_file = tmp_path / "isa/sets/tile_unary.yaml"
    set_file.write_text(set_file.read_text().replace("groups:\n", "groups:\n  - {title: New, ops: [tnegy, tnegz]}\n", 1))
    assert main(["--root", str(tmp_path), "gen"]) == 0
    sem = import_generated(tmp_path / "generated/ptoisa_ref/semantics.py", "sem_pipes")
    assert sem.pipe_of("tnegy", "a2a3", {}) == "PIPE_V"
    assert sem.pipe_of("tnegz", "a2a3", {}) == "PIPE_S"
    assert sem.pipe_of("tnegz", "a5", {"src": "mat"}) == "PIPE_MTE1"
    assert sem.pipe_of("tnegz", "cpu", {"src": "vec"}) == "PIPE_V"
    page = (tmp_path / "generated/docs/ops/tile_unary/tnegz.md").read_text()
    assert "| A2/A3 | always | **PIPE_S** |" in page and "| A5, CPU simulation | `src mat` | **PIPE_MTE1** |" in page
    assert "PIPE_MTE1, PIPE_V or PIPE_S, by target and location (tnegz)" in (
        tmp_path / "generated/docs/sets/tile_unary.md").read_text()
