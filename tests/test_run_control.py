"""`ptoisa run`: control flow, arith and calls, checked against plain Python, and the
errors a running program can meet, each at its line."""
import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ptoisa.interp.run import RunFailed, RunUsageError, run


def _failed(source: str, **kw) -> tuple[int, int, str]:
    with pytest.raises(RunFailed) as exc:
        run(source, **kw)
    f = exc.value.findings[0]
    return f.line, f.col, f.message


LOOPS = """\
func.func @k(%n: i32, %x: f32) -> (i32, f32, i32) attributes {pto.kernel} {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %nn = arith.index_cast %n : i32 to index
  %r:2 = scf.for %i = %c0 to %nn step %c3 iter_args(%acc = %zero, %f = %x) -> (i32, f32) {
    %ii = arith.index_cast %i : index to i32
    %sq = arith.muli %ii, %ii : i32
    %a = arith.addi %acc, %sq : i32
    %g = arith.mulf %f, %x : f32
    scf.yield %a, %g : i32, f32
  }
  %w:2 = scf.while (%u = %n, %steps = %zero) : (i32, i32) -> (i32, i32) {
    %more = arith.cmpi sgt, %u, %one : i32
    scf.condition(%more) %u, %steps : i32, i32
  } do {
  ^bb0(%u2: i32, %s2: i32):
    %two = arith.constant 2 : i32
    %rem = arith.remsi %u2, %two : i32
    %even = arith.cmpi eq, %rem, %zero : i32
    %next = scf.if %even -> (i32) {
      %h = arith.divsi %u2, %two : i32
      scf.yield %h : i32
    } else {
      %t = arith.muli %u2, %c3_i32 : i32
      %t1 = arith.addi %t, %one : i32
      scf.yield %t1 : i32
    }
    %s3 = arith.addi %s2, %one : i32
    scf.yield %next, %s3 : i32, i32
  }
  return %r#0, %r#1, %w#1 : i32, f32, i32
}
"""
LOOPS = LOOPS.replace("  %zero = arith.constant 0 : i32\n", "  %zero = arith.constant 0 : i32\n  %c3_i32 = arith.constant 3 : i32\n")


def _collatz_steps(n: int) -> int:
    steps = 0
    while n > 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    return steps


@pytest.mark.parametrize("n", [0, 1, 7, 27])
def test_for_while_if_against_python(n):
    x = np.float32(1.1)
    r = run(LOOPS, args={"n": n, "x": float(x)})
    trips = len(range(0, n, 3))
    expect_f = x
    for _ in range(trips):
        expect_f = np.float32(expect_f * x)  # rounded to f32 at every step
    assert r.returned[0] == sum(i * i for i in range(0, n, 3))
    assert r.returned[1] == expect_f and r.returned[1].dtype == np.float32
    assert r.returned[2] == _collatz_steps(n)
    assert r.op_counts["scf.for"] == 1
    assert r.op_counts.get("arith.muli", 0) >= trips


CALLS = """\
module {
  func.func private @fib(%n: i64) -> i64 {
    %one = arith.constant 1 : i64
    %two = arith.constant 2 : i64
    %small = arith.cmpi sle, %n, %one : i64
    %r = scf.if %small -> (i64) {
      scf.yield %n : i64
    } else {
      %a = arith.subi %n, %one : i64
      %b = arith.subi %n, %two : i64
      %fa = func.call @fib(%a) : (i64) -> i64
      %fb = func.call @fib(%b) : (i64) -> i64
      %s = arith.addi %fa, %fb : i64
      scf.yield %s : i64
    }
    return %r : i64
  }
  func.func @main(%n: i64) -> i64 attributes {pto.kernel} {
    %f = func.call @fib(%n) : (i64) -> i64
    return %f : i64
  }
}
"""


def test_recursive_calls_and_kernel_entry():
    r = run(CALLS, args={"n": 15})  # @main is the only pto.kernel
    assert r.entry == "main" and r.returned == [610]
    assert run(CALLS, entry="fib", args={"n": 10}).returned == [55]


@pytest.mark.parametrize("op, ty, a, b, expect", [
    ("addi", "i8", 127, 1, -128),
    ("subi", "i8", -128, 1, 127),  # (ui8 is not a type arith takes: MLIR and the verifier refuse it)
    ("muli", "i16", 300, 300, 90000 - 65536),
    ("divsi", "i32", -7, 2, -3),
    ("remsi", "i32", -7, 2, -1),
    ("divui", "i8", -2, 3, (254 // 3)),
    ("floordivsi", "i32", -7, 2, -4),
    ("ceildivsi", "i32", 7, 2, 4),
    ("shrsi", "i8", -128, 7, -1),
    ("shrui", "i8", -128, 7, 1),
    ("shli", "i8", 1, 7, -128),
    ("maxui", "i8", -1, 1, -1),
    ("maxsi", "i8", -1, 1, 1),
    ("xori", "i32", 0x0F0F, 0x00FF, 0x0FF0),
])
def test_integer_ops_wrap_in_their_type(op, ty, a, b, expect):
    src = f"""func.func @k(%a: {ty}, %b: {ty}) -> {ty} {{
  %r = arith.{op} %a, %b : {ty}
  return %r : {ty}
}}"""
    assert run(src, args={"a": a, "b": b}).returned == [expect]


def test_float_ops_round_in_their_type_and_compare_unordered():
    src = """func.func @k(%a: f16, %b: f16) -> (f16, i1, i1, f32) {
  %s = arith.addf %a, %b : f16
  %lt = arith.cmpf olt, %a, %b : f16
  %u = arith.cmpf uno, %s, %s : f16
  %w = arith.extf %s : f16 to f32
  return %s, %lt, %u, %w : f16, i1, i1, f32
}"""
    s, lt, uno, w = run(src, args={"a": 2048.0, "b": 1.0}).returned
    assert s == np.float16(2048.0) and s.dtype == np.float16  # 2049 is not an f16: ties to even
    assert (lt, uno) == (0, 0) and w == np.float32(2048.0)
    s, lt, uno, _ = run(src, args={"a": float("inf"), "b": float("-inf")}).returned
    assert np.isnan(s) and (lt, uno) == (0, 1)


def test_constants_hex_bits_and_casts():
    src = """func.func @k() -> (f32, i32, i16, f32) {
  %nan = arith.constant 0x7FC00001 : f32
  %bits = arith.bitcast %nan : f32 to i32
  %big = arith.constant 70000 : i32
  %t = arith.trunci %big : i32 to i16
  %m = arith.constant -3 : i32
  %f = arith.sitofp %m : i32 to f32
  return %nan, %bits, %t, %f : f32, i32, i16, f32
}"""
    nan, bits, t, f = run(src).returned
    assert np.isnan(nan) and bits == 0x7FC00001 and t == 70000 - 65536 and f == np.float32(-3.0)


def test_vector_ops_of_the_database_run_on_registers():
    src = """func.func @k(%s: f32, %t: f32, %all: !pto.mask<b32>) -> !pto.vreg<64xf32> {
  %a = pto.vbr %s : f32 -> !pto.vreg<64xf32>
  %b = pto.vbr %t : f32 -> !pto.vreg<64xf32>
  %m = pto.vcmp %a, %b, %all, "lt" : !pto.vreg<64xf32>, !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.mask<b32>
  %r = pto.vadd %a, %b, %m : !pto.vreg<64xf32>, !pto.vreg<64xf32>, !pto.mask<b32> -> !pto.vreg<64xf32>
  return %r : !pto.vreg<64xf32>
}"""
    half = np.arange(64) < 32
    (r,) = run(src, args={"s": 1.5, "t": 2.25, "all": half}).returned
    assert r.dtype == np.float32 and r.shape == (64,)
    assert np.all(r[:32] == np.float32(3.75)) and np.all(r[32:] == 0)  # inactive lanes: zeroing form
    (r,) = run(src, args={"s": 3.0, "t": 2.25, "all": half}).returned  # not lt: the mask is empty
    assert np.all(r == 0)


@pytest.mark.parametrize("body, line, message", [
    ("%z = arith.constant 0 : i32\n  %q = arith.divsi %a, %z : i32", 3, "division by zero"),
    ("%c33 = arith.constant 33 : i32\n  %q = arith.shli %a, %c33 : i32", 3, "shift by 33 is not less than the width of i32"),
    ("%q = pto.vfrobnicate %a : i32 -> i32", 2, "unknown op 'pto.vfrobnicate' (not in the database)"),
    ("%q = foo.bar %a : i32", 2, "cannot execute 'foo.bar'"),
])
def test_runtime_errors_at_their_line(body, line, message):
    src = f"func.func @k(%a: i32) {{\n  {body}\n  return\n}}\n"
    got_line, col, got = _failed(src, args={"a": 5})
    assert got_line == line and message in got and col >= 3


def test_unknown_op_in_a_branch_not_taken_is_not_an_error():
    src = """func.func @k(%c: i1) -> i32 {
  %r = scf.if %c -> (i32) {
    %q = pto.vfrobnicate %c : i1 -> i32
    scf.yield %q : i32
  } else {
    %z = arith.constant 4 : i32
    scf.yield %z : i32
  }
  return %r : i32
}"""
    assert run(src, args={"c": 0}).returned == [4]
    assert _failed(src, args={"c": 1})[:2] == (3, 10)


def test_endless_loop_stops_at_max_ops():
    src = """func.func @k() {
  %t = arith.constant true
  scf.while : () -> () {
    scf.condition(%t)
  } do {
    scf.yield
  }
  return
}"""
    line, _, message = _failed(src, max_ops=1000)
    assert "stopped after 1000 executed ops" in message and line in (3, 4, 6)


def test_verifier_errors_stop_the_run_before_it_starts():
    src = """func.func @k() -> !pto.vreg<128xi16> {
  %s = arith.constant 1 : i16
  %a = pto.vbr %s : i16 -> !pto.vreg<128xi16>
  %m = pto.pset_b16 "PAT_ALL" : !pto.mask<b16>
  %e = pto.vexp %a, %undefined : !pto.vreg<128xi16>, !pto.mask<b16> -> !pto.vreg<128xi16>
  return %e : !pto.vreg<128xi16>
}"""
    with pytest.raises(RunFailed) as exc:
        run(src)
    messages = [f.message for f in exc.value.findings]
    assert any("%undefined" in m for m in messages) and any("i16 is not legal" in m for m in messages)


@pytest.mark.parametrize("source, kw, message", [
    ("func.func @a() {\n return\n}\nfunc.func @b() {\n return\n}", {}, "several functions and none marked"),
    ("func.func @a() attributes {pto.kernel} {\n return\n}\nfunc.func @b() attributes {pto.kernel} {\n return\n}",
     {}, "several functions are marked pto.kernel (@a, @b)"),
    ("func.func @a() {\n return\n}", {"entry": "zz"}, "no function @zz"),
    ("func.func @a(%x: i32) {\n return\n}", {}, "missing argument(s): x"),
    ("func.func @a(%x: i32) {\n return\n}", {"args": {"x": 1, "y": 2}}, "no argument named y"),
    ("func.func @a() {\n return\n}", {"target": "a9"}, "unknown target 'a9'"),
])
def test_usage_errors(source, kw, message):
    with pytest.raises(RunUsageError) as exc:
        run(source, **kw)
    assert message in str(exc.value)


def test_deep_nesting_runs_without_recursion():
    depth = 3000
    lines = ["func.func @k() -> i32 {", "  %c0 = arith.constant 0 : index", "  %c1 = arith.constant 1 : index",
             "  %one = arith.constant 1 : i32"]
    lines += ["  " * 0 + "scf.for %i{0} = %c0 to %c1 step %c1 {{".format(d) for d in range(depth)]
    lines += ["}"] * depth
    lines += ["  return %one : i32", "}"]
    assert run("\n".join(lines)).returned == [1]


def test_strict_vecscope_passes_its_captures_as_block_arguments():
    src = """func.func @k(%a: i32) -> i32 {
  %seven = arith.constant 7 : i32
  %r = scf.execute_region -> i32 {
    pto.strict_vecscope(%a, %seven) {
    ^bb0(%x: i32, %y: i32):
      %unused = arith.addi %x, %y : i32
    } : (i32, i32) -> ()
    %s = arith.muli %a, %seven : i32
    scf.yield %s : i32
  }
  return %r : i32
}"""
    r = run(src, args={"a": 6})
    assert r.returned == [42] and r.op_counts["arith.addi"] == 1


RUNNABLE = [LOOPS, CALLS]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(RUNNABLE), st.data())
def test_mutated_programs_answer_with_findings_never_a_traceback(program, data):
    """A run of any text ends in a result, a usage error or findings; none is an internal error."""
    lines = program.split("\n")
    i = data.draw(st.integers(0, len(lines) - 1))
    kind = data.draw(st.sampled_from(["cut", "delete", "duplicate", "swap_names", "garbage"]))
    if kind == "cut":
        lines[i] = lines[i][: data.draw(st.integers(0, len(lines[i])))]
    elif kind == "delete":
        del lines[i]
    elif kind == "duplicate":
        lines.insert(i, lines[i])
    elif kind == "swap_names":
        lines[i] = lines[i].replace("%", "%x", 1)
    else:
        lines[i] += data.draw(st.text(st.sampled_from(list("%=:,()<>{}!0123456789 ix.")), max_size=12))
    args = {"n": data.draw(st.integers(-3, 40))}
    if program is LOOPS:
        args["x"] = 1.5
    try:
        run("\n".join(lines), args=args, max_ops=20_000)
    except RunUsageError:
        return
    except RunFailed as exc:
        assert all(f.rule != "internal" for f in exc.findings), exc.findings
        assert all(f.line >= 1 and f.col >= 1 for f in exc.findings)


def test_for_with_iter_args_and_no_results_is_legal():
    src = """func.func @k() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  scf.for %i = %c0 to %c5 step %c1 iter_args(%o = %c0) -> (index) {
    %n = arith.addi %o, %i : index
    scf.yield %n : index
  }
  return %c5 : index
}"""
    r = run(src)
    assert r.returned == [5] and r.op_counts["arith.addi"] == 5


def test_signed_spellings_name_the_twos_complement_types():
    src = """func.func @k(%s: si16) -> !pto.vreg<128xsi16> {
  %v = pto.vci %s {order = "ASC"} : si16 -> !pto.vreg<128xsi16>
  return %v : !pto.vreg<128xsi16>
}"""
    (v,) = run(src, args={"s": -3}).returned
    assert v.dtype == np.int16 and np.array_equal(v, np.arange(128) - 3)


def test_buffer_tokens_written_as_numbers():
    src = """func.func @k() {
  pto.get_buf "PIPE_MTE2", 0, 0
  pto.rls_buf "PIPE_MTE2", 0, 0
  return
}"""
    assert run(src).op_counts["pto.get_buf"] == 1


def test_mask_granularities_reach_a_mask_bitcast():
    src = """func.func @k() -> !pto.mask<b32> {
  %m = pto.pset_b16 "PAT_VL8" : !pto.mask<b16>
  %w = pto.pbitcast %m : !pto.mask<b16> -> !pto.mask<b32>
  return %w : !pto.mask<b32>
}"""
    (w,) = run(src).returned
    # b16 lane i is predicate bit 2i and b32 lane j bit 4j: the first 8 b16 lanes set bits 0..14,
    # which the b32 view reads as its lanes 0..3.
    assert w.shape == (64,) and np.array_equal(w, np.arange(64) < 4)
