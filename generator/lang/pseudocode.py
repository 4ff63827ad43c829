"""Run an op's pseudocode, so the printed text can be compared with the semantics.

Rules (C, read literally, plus what the database declares):
- `T` is the op's element type, `AccT` its declared accumulation type, `int` a
  mathematical integer, `float` f32. A value is rounded (or wrapped) to the type of
  the variable or array element it is stored in.
- Arithmetic on T values happens in T (numpy scalars: each operation rounded, integers
  wrapping). With `float_eval: f64` floating-point expressions are evaluated in
  double and rounded once when stored, as C allows (FLT_EVAL_METHOD 2).
- `INF` is infinity; stored into an integer type it saturates (-INF to the minimum).
- `__builtin_popcount` and `count_leading_sign_bits` work on the operand's own width.
- Integer `/` truncates toward zero, x / 0 is 0 and MIN / -1 wraps to MIN (D-INTDIV); floating
  `/` follows IEEE 754 (x/0 is ±inf or NaN).
- `a << b` and `a >> b` shift in a's type, `>>` arithmetic for signed and logical for unsigned
  types; the count is taken modulo the width (D-SHIFTCOUNT). `& | ^ ~` work on the bits of
  a's type.
- `fma(a, b, c)` is a * b + c rounded once where it is stored.
- `+ - * /` on two NaNs give the first operand's NaN, as x86 does (numpy's scalars may give either).
- `a % b` is C's remainder: integers keep the dividend's sign, and x % 0 is x (what the quotient
  0 of D-INTDIV leaves); on floating-point values it is C's fmod (exact).
- `pow(a, b)` is C's pow in double for floating point (rounded once where it is stored); for
  integers a multiplied out in a's type, wrapping (b == 0 or a == 1: 1; b < 0: 0, or ±1 for -1).
- `is_integral(x)` is true when x's type is an integer type.
- `sizeof(T)` is the bytes of an element of T; `as_elem(x)` is x rounded to T (one step of a
  chain of vector ops, kept as a double under f64 evaluation).
- `logf` and `sqrtf` return a NaN argument as it is; of a negative number they give a NaN as
  the host's floating point makes one (x86: negative), as numpy does (`nan: x86`).
- `isnan(x)` is true for a NaN; `rint`, `floor`, `ceil`, `trunc` and `round_away` round to an
  integral value (to nearest even, down, up, toward zero, to nearest with ties away), keeping
  the sign of a zero result, in the argument's type; an integer argument is returned as it is.
- With `nan: canonical`, a NaN stored into a floating-point location is the canonical one.
- Destination arrays start zeroed; reads outside an array are errors.
"""
from __future__ import annotations

import math
import struct
from fractions import Fraction

import ml_dtypes
import numpy as np

from .clike import Node, parse_expression, parse_program

_BF16 = ml_dtypes.bfloat16
_F8 = (ml_dtypes.float8_e4m3fn, ml_dtypes.float8_e5m2)
_DTYPES = {"bf16": _BF16, "f8e4m3": _F8[0], "f8e5m2": _F8[1], "f16": np.float16, "f32": np.float32, "f64": np.float64, "i8": np.int8, "i16": np.int16,
           "i32": np.int32, "i64": np.int64, "u8": np.uint8, "u16": np.uint16, "u32": np.uint32, "u64": np.uint64}


class PseudocodeError(RuntimeError):
    pass


def _is_float(v) -> bool:
    return isinstance(v, (float, np.floating, _BF16, *_F8))


def _ieee_div(a: float, b: float) -> float:
    if b == 0:
        if a == 0 or math.isnan(a):
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1.0, b)
    return a / b


def _exp(x: float) -> float:
    try:
        return math.exp(x)
    except OverflowError:
        return math.inf


def _invalid() -> float:
    """A NaN made as the host's floating point makes one (x86: the negative default NaN), as
    numpy's log and sqrt make it for a negative argument."""
    return math.inf - math.inf


def _log(x: float) -> float:
    if math.isnan(x):
        return x
    if x < 0:
        return _invalid()
    if x == 0:
        return -math.inf
    return math.log(x)


def _sqrt(x: float) -> float:
    if math.isnan(x):
        return x
    if x < 0:
        return _invalid()
    return x if x == 0 or x == math.inf else math.sqrt(x)


def _fma(a: float, b: float, c: float) -> float:
    """a * b + c exactly, as a double rounded to odd: storing it into any narrower float type
    then rounds once (53 bits > 2 x 24 + 2)."""
    if not all(math.isfinite(v) for v in (a, b, c)):
        return a * b + c  # infinities and NaN as IEEE 754
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    if exact == 0:
        return a * b + c  # the IEEE sign of an exact zero
    d = float(exact)
    if Fraction(d) != exact and math.isfinite(d) and struct.unpack("<Q", struct.pack("<d", d))[0] & 1 == 0:
        d = math.nextafter(d, math.inf if Fraction(d) < exact else -math.inf)
    return d


def _integral(fn):
    """A rounding to an integral value that keeps NaN, infinities and the sign of a zero result."""
    def rounded(x: float) -> float:
        if math.isnan(x) or math.isinf(x):
            return x
        return math.copysign(float(fn(x)), x)
    return rounded


_MATH = {"expf": _exp, "logf": _log, "sqrtf": _sqrt, "rint": _integral(round), "floor": _integral(math.floor),
         "ceil": _integral(math.ceil), "trunc": _integral(math.trunc),
         "round_away": _integral(lambda x: math.floor(abs(x) + 0.5))}


def _pow(a, b):
    """pow(a, b): floating point in double (C's pow; stored rounded once); integers multiplied
    out in a's type (wrapping), b == 0 or a == 1 giving 1 and a negative b 0 (1 or -1 for a == -1)."""
    if _is_float(a) or _is_float(b):
        with np.errstate(all="ignore"):
            return float(np.power(np.float64(a), np.float64(b)))
    t = type(a) if isinstance(a, np.integer) else int
    base, exp = int(a), int(b)
    if exp == 0 or base == 1:
        return t(1)
    if exp < 0:
        return t((1 if exp % 2 == 0 else -1) if base == -1 else 0)
    if t is int:
        return base ** exp
    bits = np.dtype(t).itemsize * 8
    v = pow(base, exp, 1 << bits)
    if np.iinfo(t).min < 0 and v >= 1 << (bits - 1):
        v -= 1 << bits
    return t(v)


def _popcount(v) -> int:
    bits = np.dtype(type(v)).itemsize * 8
    return bin(int(v) & ((1 << bits) - 1)).count("1")


def _count_leading_sign_bits(v) -> int:
    bits = np.dtype(type(v)).itemsize * 8
    s = format(int(v) & ((1 << bits) - 1), f"0{bits}b")
    return len(s) - len(s.lstrip(s[0]))


_INT_CALLS = {"__builtin_popcount": _popcount, "count_leading_sign_bits": _count_leading_sign_bits,
              "isnan": lambda v: bool(_is_float(v) and math.isnan(v))}


def _shift(op: str, a, b):
    """`a << b` / `a >> b` in a's integer type, the count modulo its width (D-SHIFTCOUNT)."""
    t = type(a)
    bits = np.dtype(t).itemsize * 8 if isinstance(a, np.integer) else 64
    signed = not isinstance(a, np.unsignedinteger)
    a, b = int(a), int(b) & (bits - 1)
    r = a << b if op == "<<" else a >> b
    if isinstance(t, type) and issubclass(t, np.integer):
        r &= (1 << bits) - 1
        if signed and r >> (bits - 1):
            r -= 1 << bits
        return t(r)
    return r


class Interpreter:
    def __init__(self, program: Node, *, elem: str, acc: str, float_eval: str = "native",
                 canonical_nan: bool = False, max_steps: int = 2_000_000,
                 macros: dict[str, tuple[tuple[str, ...], Node]] | None = None,
                 functions: dict | None = None):
        self.program = program
        self.macros = macros or {}
        self.functions = functions or {}
        self.types = {"T": _DTYPES[elem], "AccT": _DTYPES[acc], "float": np.float32, "int": int}
        self.wide = float_eval == "f64"
        self.canonical_nan = canonical_nan
        self.steps = max_steps

    # ------------------------------------------------------------ conversion
    def convert(self, value, to):
        """Store `value` into a location of type `to` (a numpy scalar type, or int)."""
        if to is int:
            return int(value)
        if issubclass(to, np.floating) or to is _BF16 or to in _F8:
            with np.errstate(all="ignore"):
                out = to(float(value) if isinstance(value, (int, float)) else value)
            if self.canonical_nan and np.isnan(out):
                out = to(np.nan)
            return out
        info = np.iinfo(to)
        if _is_float(value):
            f = float(value)
            if math.isnan(f):
                raise PseudocodeError("a NaN was stored into an integer location")
            if f >= info.max:
                return to(info.max)
            if f <= info.min:
                return to(info.min)
            value = int(f)
        bits = info.bits
        v = int(value) & ((1 << bits) - 1)
        if info.min < 0 and v >= 1 << (bits - 1):
            v -= 1 << bits
        return to(v)

    def read(self, value):
        """A value as an expression sees it (doubles under f64 evaluation)."""
        if self.wide and isinstance(value, (np.floating, _BF16, *_F8)):
            return float(value)
        return value

    # ------------------------------------------------------------ running
    def run(self, arrays: dict[str, np.ndarray], scalars: dict[str, object]) -> dict[str, np.ndarray]:
        self.arrays = arrays
        self.scopes = [dict(scalars), {}]
        # a scalar given as a numpy number keeps its type when the code assigns it (a tgetval result)
        self.var_types: list[dict] = [{k: type(v) if isinstance(v, np.generic) else int for k, v in scalars.items()}, {}]
        with np.errstate(all="ignore"):
            self.exec(self.program)
        return arrays

    def exec(self, node: Node) -> None:
        self.steps -= 1
        if self.steps < 0:
            raise PseudocodeError("the pseudocode ran too long (an endless loop?)")
        k = node.kind
        if k == "block":
            for s in node.args:
                self.exec(s)
        elif k == "decl":
            name, size, init = node.args
            ctype = self.types[node.value]
            if size is not None:
                np_type = np.int64 if ctype is int else ctype
                self.arrays[name] = np.zeros(int(self.eval(size)), dtype=np_type)
            else:
                self.scopes[-1][name] = self.convert(self.eval(init) if init else 0, ctype)
                self.var_types[-1][name] = ctype
        elif k == "assign":
            target, value = node.args
            v = self.eval(value)
            if node.value != "=":
                cur = self.eval(target)
                v = self.arith(node.value[0], cur, v)
            self.store(target, v)
        elif k == "for":
            init, cond, step, body = node.args
            self.scopes.append({})
            self.var_types.append({})
            self.exec(init)
            while self.truth(self.eval(cond)):
                self.exec(body)
                self.exec(step)
            self.scopes.pop()
            self.var_types.pop()
        elif k == "if":
            cond, then, other = node.args
            if self.truth(self.eval(cond)):
                self.exec(then)
            elif other is not None:
                self.exec(other)
        else:
            raise PseudocodeError(f"line {node.line}: cannot execute {k}")

    def lookup(self, name: str, line: int):
        for scope in reversed(self.scopes):
            if name in scope:
                return scope
        raise PseudocodeError(f"line {line}: '{name}' is not defined")

    def store(self, target: Node, value) -> None:
        if target.kind == "name":
            scope = self.lookup(target.value, target.line)
            i = self.scopes.index(scope)
            scope[target.value] = self.convert(value, self.var_types[i].get(target.value, int))
            return
        arr, idx = self.element(target)
        arr[idx] = self.convert(value, arr.dtype.type)

    def element(self, node: Node):
        indexes = []
        while node.kind == "index":
            indexes.append(int(self.eval(node.args[1])))
            node = node.args[0]
        name = node.value
        if name not in self.arrays:
            raise PseudocodeError(f"line {node.line}: '{name}' is not an array")
        arr = self.arrays[name]
        idx = tuple(reversed(indexes))
        if len(idx) != arr.ndim or any(not 0 <= i < n for i, n in zip(idx, arr.shape)):
            raise PseudocodeError(f"line {node.line}: {name}{list(idx)} is outside {name}{list(arr.shape)}")
        return arr, idx

    @staticmethod
    def truth(v) -> bool:
        return bool(v)

    def arith(self, op: str, a, b):
        # C's promotion: an element integer meeting a mathematical `int` becomes one.
        if type(a) is int and isinstance(b, np.integer):
            b = int(b)
        elif type(b) is int and isinstance(a, np.integer) and op not in ("<<", ">>"):
            a = int(a)
        if op in ("+", "-", "*", "/") and _is_float(a) and _is_float(b) and math.isnan(float(a)) \
                and math.isnan(float(b)):
            return a  # two NaNs: x86 keeps the first operand's, which numpy's scalars do not promise
        if op == "/":
            if _is_float(a) or _is_float(b):
                if isinstance(a, np.floating) or isinstance(b, np.floating):
                    return a / b  # numpy scalars: IEEE, warnings silenced
                return _ieee_div(float(a), float(b))
            if int(b) == 0:
                return 0  # D-INTDIV
            q = abs(int(a)) // abs(int(b))
            return q if (int(a) >= 0) == (int(b) >= 0) else -q
        if op == "+":
            return a + b
        if op == "-":
            return a - b
        if op == "*":
            return a * b
        if op in ("<<", ">>"):
            return _shift(op, a, b)
        if op in ("&", "|", "^"):
            if _is_float(a) or _is_float(b):
                raise PseudocodeError(f"'{op}' needs integer operands")
            return {"&": a & b, "|": a | b, "^": a ^ b}[op]
        if op == "%":
            if _is_float(a) or _is_float(b):  # C's fmod (exact)
                return np.fmod(a, b) if isinstance(a, np.floating) or isinstance(b, np.floating) \
                    else float(np.fmod(float(a), float(b)))
            if int(b) == 0:
                return a  # what the quotient 0 leaves (D-INTDIV)
            r = abs(int(a)) % abs(int(b))
            return r if int(a) >= 0 else -r
        raise PseudocodeError(f"unknown operator {op}")

    def eval(self, node: Node):
        k = node.kind
        if k == "num":
            text = str(node.value)
            if "." in text:
                v = float(text.rstrip("f"))
                return v if self.wide else np.float32(v)
            return int(text.rstrip("f"))
        if k == "name":
            if node.value == "INF":
                return math.inf
            scope = self.lookup(node.value, node.line)
            return self.read(scope[node.value])
        if k == "index":
            arr, idx = self.element(node)
            return self.read(arr[idx])
        if k == "unary":
            v = self.eval(node.args[0])
            if node.value == "-":
                return -v
            if node.value == "!":
                return not v
            return ~v
        if k == "binary":
            op = node.value
            if op == "&&":
                return bool(self.eval(node.args[0])) and bool(self.eval(node.args[1]))
            if op == "||":
                return bool(self.eval(node.args[0])) or bool(self.eval(node.args[1]))
            a, b = self.eval(node.args[0]), self.eval(node.args[1])
            if op in ("<", ">", "<=", ">=", "==", "!="):
                return {"<": a < b, ">": a > b, "<=": a <= b, ">=": a >= b, "==": a == b, "!=": a != b}[op]
            return self.arith(op, a, b)
        if k == "ternary":
            return self.eval(node.args[1]) if self.truth(self.eval(node.args[0])) else self.eval(node.args[2])
        if k == "call":
            fn = node.value
            if fn == "sizeof" and len(node.args) == 1 and node.args[0].kind == "type":
                t = self.types[node.args[0].value]
                return 8 if t in (int, float) else int(np.dtype(t).itemsize)
            args = [self.eval(a) for a in node.args]
            if fn == "as_elem":  # one step rounded to T, as a vector op's result is
                return self.read(self.convert(args[0], self.types["T"]))
            if fn == "fma":
                return _fma(*(float(v) for v in args))
            if fn == "pow":
                return _pow(*args)
            if fn == "is_integral":
                return isinstance(args[0], (int, np.integer))
            if fn in _MATH and isinstance(args[0], (int, np.integer)) and fn not in ("expf", "logf", "sqrtf"):
                return args[0]  # an integer is its own integral value
            if fn in _MATH and fn not in ("expf", "logf", "sqrtf") and not self.wide \
                    and isinstance(args[0], (np.floating, _BF16, *_F8)):
                return type(args[0])(_MATH[fn](float(args[0])))  # exact: kept in the argument's type
            if fn in self.functions:  # a lane function the caller supplies (a conversion)
                return self.functions[fn](*args)
            if fn in _MATH:
                r = _MATH[fn](float(args[0]))
                return r if self.wide else np.float32(r)
            if fn in _INT_CALLS:
                return _INT_CALLS[fn](args[0])
            if fn in self.macros:  # NAME(args): the expression the op gives for its attribute's value
                params, body = self.macros[fn]
                self.scopes.append(dict(zip(params, args)))
                self.var_types.append({})
                try:
                    return self.eval(body)
                finally:
                    self.scopes.pop()
                    self.var_types.pop()
            raise PseudocodeError(f"line {node.line}: unknown function '{fn}'")
        raise PseudocodeError(f"line {node.line}: cannot evaluate {k}")


def run_pseudocode(text: str, arrays: dict[str, np.ndarray], scalars: dict[str, object], *, elem: str,
                   acc: str | None = None, float_eval: str | None = None, canonical_nan: bool = False,
                   macros: dict[str, tuple[tuple[str, ...], str]] | None = None, functions: dict | None = None,
                   scalars_out: dict | None = None):
    """Run `text` on `arrays` (mutated in place) with the named scalars bound; return the arrays.

    `macros` maps a function name to (parameter names, expression text): the per-value
    expressions of an attribute (`CMP_MODE(a, b)` is `a < b` when cmp_mode is "lt").
    `scalars_out`, when given, receives the bound scalars' final values (results the code
    assigns, such as `scalar_out = ...` or an advanced pointer's address)."""
    compiled = {k: (tuple(ps), parse_expression(e)) for k, (ps, e) in (macros or {}).items()}
    interp = Interpreter(parse_program(text), elem=elem, acc=acc or elem, float_eval=float_eval or "native",
                         canonical_nan=canonical_nan, macros=compiled, functions=functions)
    out = interp.run(arrays, scalars)
    if scalars_out is not None:
        scalars_out.update(interp.scopes[0])
    return out
