"""The validated, frozen ISA model that templates read.

Everything a page, the semantics module, the verifier rules or the cost tables
need is computed here (lane counts, inherited values, resolved latencies,
previous/next links); templates only format it.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..lang.checkexpr import CompiledCheck
from .encoding import Encoding
from ..lang.syntax import ParsedForm


@dataclass(frozen=True)
class Target:
    id: str
    name: str
    aliases: tuple[str, ...]
    description: str


@dataclass(frozen=True)
class DType:
    name: str
    kind: str
    bits: int
    signed: bool
    spelling: str
    cpp: str
    mask: str
    numpy: str | None  # numpy dtype name (bfloat16 comes from ml_dtypes); None for an encoded type
    encoding: str | None = None  # id of its entry in Machine.encodings (lanes are raw bytes)


@dataclass(frozen=True)
class Decision:
    id: str
    title: str
    text: str
    owner: str  # "machine", a set name, or an op name


@dataclass(frozen=True)
class Source:
    """Where facts come from (a public repository at a commit, or the seed documents)."""

    id: str
    title: str
    repo: str | None
    commit: str | None
    date: str | None
    where: str | None

    def cite(self, path: str | None) -> str:
        """`repo@commit12 (date) path`, or the title, for pages."""
        if self.repo:
            at = f"{self.repo}@{self.commit[:12]}" if self.commit else self.repo
            return f"{at} ({self.date}){' ' + path if path else ''}" if self.date else at + (f" {path}" if path else "")
        return f"{self.title}{', ' + path if path else ''}"


@dataclass(frozen=True)
class EvidenceKind:
    id: str
    level: str  # what the page calls an op whose best evidence is of this kind
    text: str
    rank: int  # 0 is strongest


@dataclass(frozen=True)
class Evidence:
    kind: str
    source: Source | None
    path: str | None
    decision: str | None
    targets: tuple[str, ...]  # empty: every target
    says: str


@dataclass(frozen=True)
class FactEvidence:
    fact: str
    level: str  # of its strongest entry
    rank: int
    entries: tuple[Evidence, ...]  # strongest first


@dataclass(frozen=True)
class Erratum:
    fact: str
    seed_says: str
    now: str
    source: str = "seed"  # or "manual": the manual's op page


@dataclass(frozen=True)
class Constant:
    name: str
    value: int
    metric: str


@dataclass(frozen=True)
class OtherOpCost:
    """A2/A3 parameters the specification gives for an op outside the database."""

    name: str
    source: str
    params: dict  # startup/completion/per_repeat/interval -> constant name or {dtype: name}


@dataclass(frozen=True)
class Memory:
    """A memory space pointers address: its size per target (none: the caller's buffer)."""

    id: str
    name: str
    description: str
    bytes: tuple[tuple[str, int], ...]  # (target, size)
    align: int | None
    decision: str | None
    aliases: tuple[str, ...] = ()  # other keywords pointer types write for it
    # (target, bytes) a pointer may address where that differs from `bytes` (the tile capacity)
    address_bytes: tuple[tuple[str, int], ...] = ()


@dataclass(frozen=True)
class TileLocation:
    """Where tiles of one TileType live: the keyword tile_buf types write, the memory that holds
    them and the alignment of an explicit address."""

    kind: str
    keyword: str
    memory: str
    addr_align: int
    fractal: int | None = None  # the fractal size its tile types take where they write none


@dataclass(frozen=True)
class Fractal:
    """A fractal size and the inner box of a boxed layout with SLayout RowMajor (ColMajor swaps
    them); `cols_bytes` counts the box's columns in bytes of the element type instead of `cols`."""

    size: int
    rows: int
    cols: int | None
    cols_bytes: int | None


@dataclass(frozen=True)
class CoreKind:
    """One kind of core of the cluster (machine.yaml cluster.cores)."""

    kind: str  # cube or vector
    count: tuple[tuple[str, int], ...]  # (target, cores of this kind in a cluster)
    memories: tuple[str, ...]  # the memories it owns
    pipes: tuple[str, ...]  # the pipes it issues to


@dataclass(frozen=True)
class Cluster:
    """The core cluster a kernel with sections runs on (machine.yaml cluster, D-CLUSTER)."""

    sections: tuple[tuple[str, str], ...]  # (section op without pto., the kind of core running it)
    cores: tuple[CoreKind, ...]
    semaphores: tuple[tuple[str, str, int, str], ...]  # (target, routing, ids per receiving core, what a wait stalls)
    decision: str
    evidence: tuple[tuple[str, str, str], ...]  # (source, path, says)


@dataclass(frozen=True)
class Machine:
    targets: tuple[Target, ...]
    dtypes: tuple[DType, ...]
    vreg_bytes: int
    vlanes: int
    vlane_bytes: int
    vreg_description: str
    masks: tuple[tuple[str, int], ...]
    tile_kinds: tuple[str, ...]
    blayouts: tuple[str, ...]
    slayouts: tuple[str, ...]
    formula: str
    formula_text: str
    constants: tuple[Constant, ...]
    pseudocode_constants: tuple[tuple[str, str], ...]
    pseudocode_types: tuple[tuple[str, str], ...]
    other_ops: tuple[OtherOpCost, ...]
    sources: tuple[Source, ...] = ()
    evidence_kinds: tuple[EvidenceKind, ...] = ()
    evidence_facts: tuple[tuple[str, str], ...] = ()  # (fact, what it covers)
    evidence_required: dict = field(default_factory=dict)
    memories: tuple[Memory, ...] = ()
    enums: dict = field(default_factory=dict)  # name -> tuple of values
    scopes: tuple[tuple[str, str], ...] = ()  # (region op, the pipe its statements run on)
    sync_op_pipes: tuple[tuple[str, str], ...] = ()  # (kind of tile operation a buffer token names, its pipe)
    scope_evidence: tuple[tuple[tuple[str, ...], str, str, tuple[str, str, str]], ...] = ()  # (ops, pipe, decision, evidence)
    sync_op_evidence: tuple[str, str, str] | None = None  # (source, path, says)
    cluster: Cluster | None = None
    encodings: tuple[Encoding, ...] = ()
    tile_locations: tuple[TileLocation, ...] = ()
    pads: tuple[str, ...] = ()
    pad_values: tuple[tuple[str, tuple[str, str, str]], ...] = ()  # pad -> (float, signed, unsigned) fill
    compact_modes: tuple[str, ...] = ()
    row_align_bytes: int = 32
    packed_row_align_bytes: int = 16
    fractals: tuple[Fractal, ...] = ()
    free_rows: tuple[tuple[str, ...], tuple[int, ...]] = ((), ())  # (kinds, fractal sizes)
    clock_mhz: float = 0.0  # the A2/A3 clock a transfer's time is counted in
    transfer_formula_text: str = ""
    pipes: tuple["TransferPipe", ...] = ()  # the A2/A3 pipes that move bytes, loc "" (a2a3_cycle_model.pipes)

    def memory(self, mid: str) -> Memory:
        return next(m for m in self.memories if m.id == mid)

    def encoding(self, eid: str) -> Encoding:
        return next(e for e in self.encodings if e.id == eid)

    def source(self, sid: str) -> Source | None:
        return next((s for s in self.sources if s.id == sid), None)

    def kind(self, kid: str) -> EvidenceKind:
        return next(k for k in self.evidence_kinds if k.id == kid)

    def dtype(self, name: str) -> DType:
        return next(d for d in self.dtypes if d.name == name)

    def target(self, tid: str) -> Target:
        return next(t for t in self.targets if t.id == tid)

    def lanes(self, dtype: str) -> int:
        return self.vreg_bytes * 8 // self.dtype(dtype).bits

    def constant(self, name: str) -> Constant:
        return next(c for c in self.constants if c.name == name)

    def mask_lanes(self, type_text: str) -> int | None:
        """Lanes of a mask type a form writes: a bK mask covers the register's bytes K/8 at a
        time (`!pto.mask<b16>`: 128); None when it names no width (`!pto.mask<G>`, `<bK>`)."""
        bits = next((b for name, b in self.masks if f"<{name}>" in type_text), None)
        return self.vreg_bytes * 8 // bits if bits else None


@dataclass(frozen=True)
class Operand:
    name: str
    role: str  # "in" or "out"
    kind: str  # vreg, mask, tile, scalar
    types: tuple[str, ...]  # type patterns as the syntax forms write them
    description: str
    pseudo: str | None
    asm: str | None
    modes: tuple[str, ...]  # empty: every mode
    optional: bool = False  # may be left out of the syntax
    unplanned: tuple[str, ...] = ()  # targets whose compiler plans no memory for a tile used only as this operand


@dataclass(frozen=True)
class Attribute:
    """A string-valued attribute: a quoted operand ("NAME" in the form) or an attribute-dictionary entry."""
    name: str
    values: tuple[str, ...]
    written: str  # "operand" or "dict"
    default: str | None
    description: str
    optional: bool = False  # a dictionary attribute that may be absent without a default
    values_of: str | None = None  # the machine enum the values come from
    legacy: tuple[str, tuple[tuple[str, str], ...]] | None = None  # an older spelling: (name, ((its value, ours), ...))


@dataclass(frozen=True)
class Constraint:
    id: str | None
    group: str | None
    text: str
    check: CompiledCheck | None
    targets: tuple[str, ...]  # empty: every target
    modes: tuple[str, ...]


@dataclass(frozen=True)
class TargetTypes:
    target: str
    types: tuple[str, ...]
    note: str | None  # e.g. "same as A5 (D-OTHER-TARGETS)"
    any: bool = False  # every element type, those the database lacks included


@dataclass(frozen=True)
class A2A3Cost:
    dtype: str
    startup: str | None
    completion: str | None
    per_repeat: str | None
    interval: str | None
    missing: tuple[str, ...]  # which parameters have no data
    reason: str | None  # why, when derived from an op not in the database


@dataclass(frozen=True)
class TransferPipe:
    """The A2/A3 pipe that moves a tile of one location, with its bandwidth: peak GiB/s reached
    by large transfers, half of it at `half_bytes` (D-A2A3-TRANSFER)."""
    loc: str  # the location keyword tile_buf types write (vec, mat, acc)
    pipe: str
    peak_gib_s: float
    half_bytes: int
    fitted: bool  # fitted to on-device measurements, or pto-isa's flat table


@dataclass(frozen=True)
class TransferBytes:
    """The bytes one execution of a transfer op moves, as a formula over its operands
    (latency.a2a3.transfer.bytes): D-A2A3-DMA."""
    text: str  # as written
    python: str  # the checked formula as a Python expression
    names: tuple[str, ...]  # the names it reads, in order of first use
    absent: tuple[tuple[str, int], ...]  # the value of a name the statement's form does not write
    registers: str | None  # the DMA register bank whose registers it may name


@dataclass(frozen=True)
class Latency:
    a5_rv: str | None
    a5_rv_note: str | None
    a5_cycles: tuple[tuple[str, int], ...]  # resolved (through derived_from)
    a5_derived_from: str | None
    a5_derived_text: str | None
    a5_note: str | None
    a5_reason: str | None  # why cycles are missing
    a2a3: tuple[A2A3Cost, ...]
    a2a3_derived_from: str | None
    a2a3_derived_text: str | None
    # A tile op's fitted A5 curves: ("1d" | "2d", ((element type, parameters), ...)), and when 1-D runs
    a5_tile: tuple[tuple[str, tuple[tuple[str, tuple[float, ...]], ...]], ...] = ()
    a5_tile_one_d: str = "one_row_or_full_rows"
    a5_tile_pair_with: str | None = None  # the operand whose type completes a curve's `SRC->DST` key
    a5_tile_lanes: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()  # path -> (key, lanes per repeat)
    compile_time: bool = False  # no cycles at run time on any target (the compiler resolves the op)
    no_cycles: str | None = None  # the decision under which the estimator counts the op as 0 cycles
    a5_fallback: int | None = None  # the A5 cost model's fallback cycles for types without a row (D-COST-FALLBACK)
    # A tile op's fitted A2/A3 cycles: (element type or "any", ((valid columns or "any", (slope, bias)), ...))
    a2a3_tile: tuple[tuple[str, tuple[tuple[str, tuple[float, float]], ...]], ...] = ()
    # A byte-count transfer's A2/A3 pipes, per location of its tile, and the decision behind them
    a2a3_transfer: tuple[TransferPipe, ...] = ()
    a2a3_transfer_decision: str | None = None
    # or the op's one pipe (a2a3_transfer, loc "-") and its bytes as a formula over its operands
    a2a3_transfer_bytes: TransferBytes | None = None
    # A cube matrix product's A2/A3 cycles (D-A2A3-MAD): head, m_tile, n_tile, k_bytes, per_repeat (type -> cycles)
    a2a3_cube: tuple[tuple[str, object], ...] = ()

    def a5_cycles_for(self, dtype: str) -> int | None:
        return dict(self.a5_cycles).get(dtype)


@dataclass(frozen=True)
class PipeCase:
    """One case of an op's pipe rule: `pipe` where every condition holds (an empty one always
    holds); an op's cases are tried in order and the first that holds decides."""

    pipe: str
    targets: tuple[str, ...] = ()  # empty: every target
    locations: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (tile operand, locations it must have)
    elements: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (operand, element types it must have)
    modes: tuple[str, ...] = ()  # empty: every mode

    @property
    def unconditional(self) -> bool:
        return not (self.targets or self.locations or self.elements or self.modes)

    def condition_text(self) -> str:
        """`src acc; dst mat or vec` (empty when the case always holds; targets are not part of it)."""
        parts = [f"{name} {' or '.join(values)}" for name, values in self.locations]
        parts += [f"{name} of {' or '.join(values)}" for name, values in self.elements]
        parts += [f"mode {' or '.join(self.modes)}"] if self.modes else []
        return "; ".join(parts)


@dataclass(frozen=True)
class Op:
    name: str
    set: str
    source: str  # path of the YAML file, relative to the repository
    summary: str
    mechanism: str
    modes: tuple[tuple[str, str], ...]
    forms: tuple[ParsedForm, ...]
    operands: tuple[Operand, ...]
    cpp_return: dict | None
    element_types: tuple[tuple[str, tuple[TargetTypes, ...]], ...]  # operand -> per target
    semantics: dict
    semantics_by_target: tuple[tuple[str, dict], ...]  # every target's semantics (by_target merged in)
    elementwise_numpy: str | None
    by_numpy: tuple[tuple[str, str], ...]  # attribute value -> numpy expression (semantics.by)
    lanes_numpy: tuple[tuple[str, str], ...]  # permute: result -> numpy index expression
    dists_numpy: tuple[tuple[str, str], ...]  # load/store: distribution mode -> numpy lane expression
    side_effects: str | None
    constraints: tuple[Constraint, ...]
    exceptions: tuple[str, ...]
    target_profile: tuple[str, ...]
    pseudocode: str
    pseudocode_names: tuple[tuple[str, str], ...]  # array name -> operand ("result.index": index slot)
    seed_pseudocode: str | None
    target_pseudocode: tuple[tuple[str, str], ...]  # (target, its own pseudocode) where it computes differently
    inputs_text: str | None
    outputs_text: str | None
    performance_notes: tuple[str, ...]
    examples: tuple[dict, ...]
    related: tuple[dict, ...]
    latency: Latency
    a2a3_lowering: dict | None
    tmp_tile: tuple[dict, ...]
    decisions: tuple[Decision, ...]
    evidence: tuple[FactEvidence, ...] = ()
    errata: tuple[Erratum, ...] = ()
    attributes: tuple[Attribute, ...] = ()
    unread_attributes: tuple[tuple[str, str], ...] = ()  # dictionary entries PTOAS accepts and nothing reads: (name, why)
    prev_op: str | None = None
    next_op: str | None = None
    group: str = ""
    page: str = ""  # path of the op page inside the docs tree
    elementwise_into: str | None = None  # elementwise_numpy computed into `out`, where it has such a form
    by_into: tuple[tuple[str, str | None], ...] = ()  # by_numpy's expressions computed into `out`, or None
    target_exprs: tuple[tuple[str, tuple[str, str]], ...] = ()  # target -> (its expression, numpy) where it differs
    type_exprs: tuple[tuple[str, str, tuple[str, str]], ...] = ()  # (target, element type, (its expression, numpy)) where it differs
    mode_exprs: tuple[tuple[str, tuple[str, str]], ...] = ()  # mode after the first -> (its expression, numpy)
    operand_orders: tuple[tuple[str, tuple[str, ...]], ...] = ()  # mode ("": no modes) -> inputs as its expression names them
    expansions: tuple[tuple[str, str, str], ...] = ()  # A5 expansion: (element type, "1d"/"2d", PTO text)
    expansion_op: str | None = None  # the vector op the A5 expansion runs
    expansion_text: str | None = None  # how the expansion uses it, where more than the op runs
    expansion_free_names: str | None = None  # what the template's free SSA names are (None: the elementwise ones)
    expansion_none: bool = False  # the op runs no micro-ops on A5 (its page says why: expansion_text)
    expansion_signless: bool = False  # unsigned tiles run on the signless lanes of their width ($I)
    expansion_scalar_type: str | None = None  # the type the vector op takes the scalar as (None: T)
    expansion_paths: tuple[tuple[str, str], ...] = ()  # an irregular op's named paths: (name, what it does)
    expansion_same_as: str | None = None  # the op whose expansion this op runs as it is (its page names it)
    expansion_masks: tuple[str, ...] = ()  # mask granularities (b32, b16, b8), then element types, with templates of their own
    reads_dst: bool = False  # a tile op whose element expression reads its destination (taxpy)
    pipe: tuple[PipeCase, ...] = ()  # the pipe rule, first matching case first; the last always holds
    pipe_rows: tuple[tuple[tuple[str, ...], str], ...] = ()  # (targets the op exists on, their rule in words)

    def pipes_on(self, target: str) -> tuple[PipeCase, ...]:
        """The cases that can apply on `target`, in order, up to the first that always holds there."""
        out = []
        for case in self.pipe:
            if case.targets and target not in case.targets:
                continue
            out.append(case)
            if not (case.locations or case.elements or case.modes):
                break
        return tuple(out)

    def pipe_text(self, target: str) -> str:
        """`PIPE_V`, or `PIPE_FIX (src acc), else PIPE_MTE3`: the rule on `target`, in words."""
        cases = self.pipes_on(target)
        return ", else ".join(c.pipe + (f" ({c.condition_text()})" if c.condition_text() else "") for c in cases)

    def pipe_summary(self) -> str:
        """The rule in a few words: `PIPE_V`, or `PIPE_FIX or PIPE_MTE3, by location` (the pipes it
        can give on the targets that have the op, and what chooses between them)."""
        cases = [c for tids, _ in self.pipe_rows for c in self.pipes_on(tids[0])]
        pipes = list(dict.fromkeys(c.pipe for c in cases))
        if len(pipes) == 1:
            return pipes[0]
        by = [what for what, used in (("target", len(self.pipe_rows) > 1), ("location", any(c.locations for c in cases)),
                                      ("element type", any(c.elements for c in cases)),
                                      ("mode", any(c.modes for c in cases))) if used]
        return f"{', '.join(pipes[:-1])} or {pipes[-1]}, by {' and '.join(by)}"

    @property
    def mnemonic(self) -> str:
        return f"pto.{self.name}"

    def inputs(self) -> tuple[Operand, ...]:
        return tuple(o for o in self.operands if o.role == "in")

    def outputs(self) -> tuple[Operand, ...]:
        return tuple(o for o in self.operands if o.role == "out")

    def call_params(self) -> tuple[tuple[str, str | None], ...]:
        """(operand, parameter of the semantics function) for each input, so that a tool can
        call the function from a statement's operands by name. The parameter is the operand's
        pseudocode name, except that a broadcast takes its scalar or register through one
        parameter whatever the mode."""
        ins = self.inputs()
        if self.semantics.get("pattern") == "broadcast":
            return tuple((o.name, o.pseudo if o.kind == "mask" else ins[0].pseudo) for o in ins)
        return tuple((o.name, o.pseudo or o.name) for o in ins)

    def types_for(self, operand: str, target: str) -> tuple[str, ...]:
        for name, per_target in self.element_types:
            if name == operand:
                for tt in per_target:
                    if tt.target == target:
                        return tt.types
        return ()

    def all_types(self, operand: str) -> tuple[str, ...]:
        """Union over targets, in first-seen order."""
        seen: dict[str, None] = {}
        for name, per_target in self.element_types:
            if name == operand:
                for tt in per_target:
                    seen.update(dict.fromkeys(tt.types))
        return tuple(seen)

    def absent_targets(self) -> tuple[tuple[str, str], ...]:
        """(target, decision) for each target that does not have the op: its first typed operand
        has no legal element type there, and the decision written beside the empty list says why."""
        return tuple((tt.target, tt.note or "") for _, per_target in self.element_types[:1] for tt in per_target
                     if not tt.types)

    def unplanned_operands(self) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """(target, the tile operands whose `unplanned` names it), by target name."""
        targets = sorted({t for o in self.operands for t in o.unplanned})
        return tuple((t, tuple(o.name for o in self.operands if t in o.unplanned)) for t in targets)

    @property
    def primary_operand(self) -> str:
        return self.element_types[0][0] if self.element_types else ""  # "": an op on masks only

    def pseudocode_for(self, target: str) -> str:
        return dict(self.target_pseudocode).get(target, self.pseudocode)

    def semantics_for(self, target: str) -> dict:
        return dict(self.semantics_by_target)[target]

    @property
    def partial(self) -> bool:
        """A tpart op: its sources may be valid over less than dst's region (runtime/tile_partial.py)."""
        return any(s.get("partial") for _, s in self.semantics_by_target)

    def mode_names(self) -> tuple[str, ...]:
        return tuple(m for m, _ in self.modes) or ("default",)

    @property
    def evidence_level(self) -> FactEvidence | None:
        """How well what the op computes is established (its `semantics` fact); the page lists the rest."""
        return next((f for f in self.evidence if f.fact == "semantics"), None)


@dataclass(frozen=True)
class InstructionSet:
    name: str
    title: str
    kind: str
    category: str
    pipeline: str
    summary: str
    source: str
    raw: dict  # prose fields (intro, execution model, tables) as written
    groups: tuple[tuple[str, dict, tuple[str, ...]], ...]  # (title, group dict, op names)
    decisions: tuple[Decision, ...]
    page: str = ""

    @property
    def op_names(self) -> tuple[str, ...]:
        return tuple(n for _, _, ops in self.groups for n in ops)


@dataclass(frozen=True)
class Isa:
    machine: Machine
    sets: tuple[InstructionSet, ...]
    ops: tuple[Op, ...]
    decisions: tuple[Decision, ...] = field(default=())

    def op(self, name: str) -> Op:
        return self._ops_by_name()[name]

    def has_op(self, name: str) -> bool:
        return name in self._ops_by_name()

    def iset(self, name: str) -> InstructionSet:
        return next(s for s in self.sets if s.name == name)

    def ops_of(self, set_name: str) -> tuple[Op, ...]:
        return tuple(self.op(n) for n in self.iset(set_name).op_names)

    def _ops_by_name(self) -> dict[str, Op]:
        cache = self.__dict__.get("_by_name")
        if cache is None:
            cache = {o.name: o for o in self.ops}
            object.__setattr__(self, "_by_name", cache)
        return cache

    def decision(self, did: str) -> Decision:
        return next(d for d in self.decisions if d.id == did)
