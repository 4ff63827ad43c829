"""The example kernels in examples/ (row softmax, layer norm, top-k) on every target, against
references written here in plain numpy; each verifies clean on every target; the run command in
each header comment works as written.

Bounds: the softmax results are below 1 and the kernel rounds each step to f32 (max, subtract,
exp, sum of 64, divide), a few ulps of 1 at most, so 1e-6 absolute; the layer norm results are
of magnitude up to ~5 and go through two sums of 64, a reciprocal square root and two
multiplies, each a rounding of f32, so 1e-5 absolute; the top-k moves bits and must be exact,
equal values in column order on every target (tsort32 keeps input order on the NPUs and index
order on the CPU simulator, which are the same order here, and tmrgsort sends equal scores to the
lower list, which holds the lower columns), NaN after every number."""
import re
import shlex
from pathlib import Path

import numpy as np
import pytest

from ptoisa.cli import main
from ptoisa.interp.run import run

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
TARGETS = ["a5", "a2a3", "cpu"]


def text(name):
    return (EXAMPLES / f"{name}.pto").read_text()


@pytest.mark.parametrize("target", TARGETS)
def test_softmax_matches_numpy_within_1e_6(target):
    rng = np.random.default_rng(11)
    x = (rng.standard_normal((4096, 64)) * 5).astype(np.float32)
    x[7] = 80.0  # a row of equal values: 1/64 each (exp(0) = 1 after the max is taken)
    x[9, 3] = 100.0  # exp of 100 overflows f32 without the max subtraction
    result = run(text("softmax"), args={"x": x, "y": np.zeros_like(x)}, target=target)
    assert result.batched == 64  # every block in one pass (its scratch tile, unplanned on A5, is not stacked)
    out = result.buffers["y"].reshape(x.shape)
    xd = x.astype(np.float64)
    e = np.exp(xd - xd.max(axis=1, keepdims=True))
    want = e / e.sum(axis=1, keepdims=True)
    assert np.isfinite(out).all()
    assert np.abs(out - want).max() <= 1e-6
    assert (out[7] == np.float32(1 / 64)).all()
    assert out[9, 3] == np.float32(1.0)  # the others are below exp(100 - 20) of it


@pytest.mark.parametrize("target", TARGETS)
def test_gemm_gives_the_cubes_f32_sums_bit_for_bit(target):
    """c = a @ b over K = 256 in four steps of 64: each step's products (exact in f32: f16 x f16)
    added in order from 0 in f32, then to the accumulator in f32 (D-MAD-ORDER), as plain numpy
    f32 additions give them; and within 2e-5 of the double product."""
    rng = np.random.default_rng(13)
    a = rng.standard_normal((128, 256)).astype(np.float16)
    b = rng.standard_normal((256, 128)).astype(np.float16)
    a[3, :] = 0  # a zero row and an infinite column
    b[:, 5] = np.float16(np.inf)
    out = run(text("gemm"), args={"a": a, "b": b, "c": np.zeros((128, 128), np.float32)},
              target=target).buffers["c"].reshape(128, 128)
    af, bf = a.astype(np.float32), b.astype(np.float32)
    want = np.zeros((128, 128), np.float32)
    with np.errstate(invalid="ignore"):
        for k0 in range(0, 256, 64):
            step = np.zeros((128, 128), np.float32)
            for k in range(k0, k0 + 64):
                step = step + af[:, k, None] * bf[None, k, :]
            want = step if k0 == 0 else want + step
    assert np.array_equal(out, want, equal_nan=True)
    assert np.isnan(out[3, 5]) and (out[3, np.arange(128) != 5] == 0).all()  # 0 x inf is NaN
    finite = np.isfinite(want)
    ref = a.astype(np.float64) @ np.where(np.isinf(b), 0, b).astype(np.float64)
    assert np.abs(out[finite] - ref[finite]).max() < 2e-5


def test_gemm_is_clean_under_the_sanitizers_and_its_m_to_fix_wait_is_needed():
    rng = np.random.default_rng(15)
    args = {"a": rng.standard_normal((128, 256)).astype(np.float16),
            "b": rng.standard_normal((256, 128)).astype(np.float16), "c": np.zeros((128, 128), np.float32)}
    assert run(text("gemm"), args=args, sanitize=("sync", "uninit", "bounds")).sanitized == []
    pair = ('        pto.set_flag["PIPE_M", "PIPE_FIX", "EVENT_ID0"]\n'
            '        pto.wait_flag["PIPE_M", "PIPE_FIX", "EVENT_ID0"]\n')
    assert pair in text("gemm")
    found = run(text("gemm").replace(pair, ""), args=args, sanitize=("sync",)).sanitized
    assert [f.rule for f in found] == ["sanitize-read-after-write"]
    assert found[0].message.startswith("race: pto.tstore on PIPE_FIX reads L0C bytes 0..16383, which "
                                       "pto.tmatmul.acc on PIPE_M")


@pytest.mark.parametrize("target", ["a5", "a2a3"])
def test_gemm_relu_runs_its_epilogue_on_the_vector_cores_bit_for_bit(target):
    """relu(a @ b + bias): the cube's f32 sums (in order from 0, D-MAD-ORDER), the bias added in
    f32 and ReLU on the vector cores, four 32-row blocks through a two-slot pipe, each vector core
    its 16 rows (the CPU simulator has no pipes between cores: D-TPIPE-RUN)."""
    rng = np.random.default_rng(16)
    a = rng.standard_normal((128, 64)).astype(np.float16)
    b = rng.standard_normal((64, 32)).astype(np.float16)
    bias = rng.standard_normal(32).astype(np.float32)
    res = run(text("gemm_relu"), args={"a": a, "b": b, "bias": bias, "c": np.zeros((128, 32), np.float32)},
              target=target)
    out = res.buffers["c"].reshape(128, 32)
    af, bf = a.astype(np.float32), b.astype(np.float32)
    acc = np.zeros((128, 32), np.float32)
    for k in range(64):
        acc = acc + af[:, k, None] * bf[None, k, :]
    want = np.maximum(acc + bias, np.float32(0))
    assert np.array_equal(out, want)
    assert (out == 0).any() and (out > 0).any()
    assert res.op_counts["pto.tpush_to_aiv"] == 4 and res.op_counts["pto.tpop_from_aic"] == 8


@pytest.mark.parametrize("target", TARGETS)
def test_layernorm_matches_numpy_within_1e_5(target):
    rng = np.random.default_rng(12)
    x = (rng.standard_normal((1024, 64)) * 3 + 2).astype(np.float32)
    x[5] = 4.0  # a constant row: zero variance, so y = beta (eps keeps the rsqrt finite)
    gamma = rng.standard_normal(64).astype(np.float32)
    beta = rng.standard_normal(64).astype(np.float32)
    res = run(text("layernorm"), args={"x": x, "gamma": gamma, "beta": beta, "y": np.zeros_like(x)}, target=target)
    out = res.buffers["y"].reshape(x.shape)
    xd = x.astype(np.float64)
    mean = xd.mean(axis=1, keepdims=True)
    var = ((xd - mean) ** 2).mean(axis=1, keepdims=True)  # biased, as the kernel's sum / 64
    want = ((xd - mean) / np.sqrt(var + 1e-5) * gamma + beta).astype(np.float32)
    assert np.abs(out - want).max() <= 1e-5
    assert (out[5] == beta).all()
    # gamma and beta are read, not left alone: a second run with gamma doubled moves y - beta twice as far
    res2 = run(text("layernorm"), args={"x": x, "gamma": gamma * 2, "beta": beta, "y": np.zeros_like(x)}, target=target)
    assert np.abs((res2.buffers["y"].reshape(x.shape) - beta) - 2 * (out - beta)).max() <= 2e-5


@pytest.mark.parametrize("target", TARGETS)
def test_topk_gives_the_8_largest_values_and_their_columns_exactly(target):
    rng = np.random.default_rng(13)
    x = rng.standard_normal((64, 512)).astype(np.float32)
    x[1] = np.round(x[1])  # -3..3: the top 8 all tie; the lowest columns holding the maximum come first
    x[2, 500], x[2, 20] = 9.0, 9.0  # the same value in two far blocks: column 20 first
    x[3, 5], x[3, 6] = -0.0, 0.0  # a row of negatives with -0.0 and +0.0 on top: equal, in column order
    x[3, 7:] = -np.abs(x[3, 7:]) - 1
    x[3, :5] = -np.abs(x[3, :5]) - 1
    x[4, 100], x[4, 200] = np.nan, np.inf  # inf first; NaN after every number, so not in the top 8
    x[5] = np.float32(1e-40)  # all equal subnormals: columns 0..7
    x[6, 511] = 50.0  # the last column wins
    vals = np.zeros((64, 8), np.float32)
    idx = np.zeros((64, 8), np.uint32)
    res = run(text("topk"), args={"x": x, "vals": vals, "idx": idx}, target=target)
    got_vals = res.buffers["vals"].reshape(64, 8)
    got_idx = res.buffers["idx"].reshape(64, 8)
    order = np.argsort(-x, axis=1, kind="stable")[:, :8]
    assert got_idx.tolist() == order.tolist()
    assert got_vals.view(np.uint32).tolist() == np.take_along_axis(x, order, axis=1).view(np.uint32).tolist()
    # the spots written by hand above, so the reference itself is pinned
    assert got_idx[1, 0] == int(np.flatnonzero(x[1] == x[1].max())[0])
    assert got_idx[2, :2].tolist() == [20, 500]
    assert got_idx[3, :2].tolist() == [5, 6] and got_vals[3, :2].view(np.uint32).tolist() == [0x80000000, 0]
    assert got_idx[4, 0] == 200 and 100 not in got_idx[4]
    assert got_idx[5].tolist() == list(range(8))
    assert got_idx[6, 0] == 511 and got_vals[6, 0] == 50.0


@pytest.mark.parametrize("target", TARGETS)
@pytest.mark.parametrize("name", ["softmax", "layernorm", "topk", "gemm", "gemm_relu"])
def test_each_example_verifies_without_errors(name, target, capsys):
    code = main(["verify", str(EXAMPLES / f"{name}.pto"), "--target", target])
    out = capsys.readouterr()
    assert code == 0, out.err + out.out
    assert "0 error(s)" in out.err + out.out


SIZES = {"softmax": {"x": (4096 * 64, np.float32), "y": (4096 * 64, np.float32)},
         "layernorm": {"x": (1024 * 64, np.float32), "gamma": (64, np.float32), "beta": (64, np.float32),
                       "y": (1024 * 64, np.float32)},
         "topk": {"x": (64 * 512, np.float32), "vals": (64 * 8, np.float32), "idx": (64 * 8, np.uint32)},
         "gemm": {"a": (128 * 256, np.float16), "b": (256 * 128, np.float16), "c": (128 * 128, np.float32)},
         "gemm_relu": {"a": (128 * 64, np.float16), "b": (64 * 32, np.float16), "bias": (32, np.float32),
                       "c": (128 * 32, np.float32)}}


@pytest.mark.parametrize("name", ["softmax", "layernorm", "topk", "gemm", "gemm_relu"])
def test_the_header_command_runs_the_example(name, tmp_path, monkeypatch, capsys):
    """The `// Run: ptoisa run examples/X.pto --arg ...` line of each header, run as written
    from the repository root with .bin files of the right sizes; the outputs land in ptoisa-out/."""
    line = next(s for s in text(name).splitlines() if s.startswith("// Run: "))
    argv = shlex.split(line[len("// Run: "):])
    assert argv[:3] == ["ptoisa", "run", f"examples/{name}.pto"]
    rng = np.random.default_rng(14)
    files = {}
    for a in re.findall(r"--arg (\w+)=(\S+)", line):
        n, dt = SIZES[name][a[0]]
        data = rng.standard_normal(n).astype(dt) if dt in (np.float32, np.float16) else np.zeros(n, dt)
        data.tofile(tmp_path / a[1])
        files[a[0]] = tmp_path / a[1]
    assert set(files) == set(SIZES[name])
    monkeypatch.chdir(tmp_path)
    (tmp_path / "examples").mkdir()
    (tmp_path / "examples" / f"{name}.pto").write_text(text(name))
    before = {k: f.read_bytes() for k, f in files.items()}
    assert main(argv[1:]) == 0, capsys.readouterr().err
    out = {"topk": "idx", "gemm": "c", "gemm_relu": "c"}.get(name, "y")
    assert all(f.read_bytes() == before[k] for k, f in files.items())  # the inputs as they were
    assert (tmp_path / "ptoisa-out" / files[out].name).read_bytes() != before[out]
