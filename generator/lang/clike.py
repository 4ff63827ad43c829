"""Parser for the C-like subset the specification's pseudocode uses.

Statements: declarations (`T sum = 0;`, `int idx = 0;`, `T tmp[N];`),
assignments (`=`, `+=`, `-=`, `*=`, `++`), `for`, `if`/`else`, blocks.
Expressions: literals, names, indexing `a[i][j]`, calls, unary `- ~ !`, and the
binary operators of C with C's precedence (`* / %`, `+ -`, `<< >>`, comparisons,
`== !=`, `&`, `^`, `|`, `&&`, `||`), and `?:`. The element expressions of
the YAML (`(src < 0) ? -src : src`) are this expression language.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

TYPES = ("T", "AccT", "int", "float")
_TOKEN = re.compile(
    r"(?P<ws>\s+|//[^\n]*)"
    r"|(?P<num>\d+\.\d*f?|\d+f?)"
    r"|(?P<name>[A-Za-z_]\w*)"
    r"|(?P<op>\+\+|\+=|-=|\*=|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%<>~!?:=;,(){}\[\]&|^])"
)
_BINARY = [("||",), ("&&",), ("|",), ("^",), ("&",), ("==", "!="), ("<", ">", "<=", ">="), ("<<", ">>"),
           ("+", "-"), ("*", "/", "%")]


def macro_name(attribute: str) -> str:
    """The name pseudocode calls an attribute's per-value expression by: the attribute in upper
    case, camelCase words joined by _ (cmp_mode and cmpMode are both CMP_MODE)."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", attribute).upper()


class ParseError(ValueError):
    def __init__(self, message: str, line: int = 1, col: int = 1):
        super().__init__(message)
        self.line = line  # 1-based line inside the parsed text
        self.col = col  # 1-based column inside that line


@dataclass(frozen=True)
class Node:
    kind: str  # num name index call unary binary ternary | decl assign for if block
    value: object = ""
    args: tuple = ()
    line: int = 1
    col: int = 1


@dataclass(frozen=True)
class Token:
    text: str
    kind: str
    line: int
    col: int


def tokenize(text: str) -> list[Token]:
    out, pos, line, line_start = [], 0, 1, 0
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if not m:
            raise ParseError(f"unexpected character {text[pos]!r}", line, pos - line_start + 1)
        if m.lastgroup != "ws":
            out.append(Token(m.group(), m.lastgroup, line, pos - line_start + 1))
        newlines = m.group().count("\n")
        if newlines:
            line += newlines
            line_start = m.start() + m.group().rindex("\n") + 1
        pos = m.end()
    return out


class _Parser:
    def __init__(self, text: str):
        self.toks = tokenize(text)
        self.i = 0

    # -- helpers
    def peek(self, k: int = 0) -> str | None:
        j = self.i + k
        return self.toks[j].text if j < len(self.toks) else None

    def where(self) -> tuple[int, int]:
        if self.i < len(self.toks):
            return self.toks[self.i].line, self.toks[self.i].col
        if self.toks:
            last = self.toks[-1]
            return last.line, last.col + len(last.text)
        return 1, 1

    def take(self, expected: str | None = None) -> str:
        tok = self.peek()
        if tok is None or (expected is not None and tok != expected):
            found = "end of text" if tok is None else f"'{tok}'"
            raise ParseError(f"expected '{expected or 'more input'}', found {found}", *self.where())
        self.i += 1
        return tok

    # -- expressions
    def expr(self) -> Node:
        line, col = self.where()
        cond = self.binary(0)
        if self.peek() == "?":
            self.take("?")
            a = self.expr()
            self.take(":")
            return Node("ternary", "", (cond, a, self.expr()), line, col)
        return cond

    def binary(self, level: int) -> Node:
        if level == len(_BINARY):
            return self.unary()
        left = self.binary(level + 1)
        while self.peek() in _BINARY[level]:
            line, col = self.where()
            op = self.take()
            left = Node("binary", op, (left, self.binary(level + 1)), line, col)
        return left

    def unary(self) -> Node:
        if self.peek() in ("-", "~", "!"):
            line, col = self.where()
            op = self.take()
            return Node("unary", op, (self.unary(),), line, col)
        return self.postfix()

    def postfix(self) -> Node:
        node = self.primary()
        while self.peek() == "[":
            self.take("[")
            idx = self.expr()
            self.take("]")
            node = Node("index", "", (node, idx), node.line, node.col)
        return node

    def primary(self) -> Node:
        line, col = self.where()
        tok = self.take()
        if tok == "(":
            inner = self.expr()
            self.take(")")
            return inner
        if tok[0].isdigit():
            return Node("num", tok, (), line, col)
        if re.fullmatch(r"[A-Za-z_]\w*", tok) and tok not in TYPES:
            if self.peek() == "(":
                self.take("(")
                if tok == "sizeof" and self.peek() in TYPES:  # sizeof(T): the bytes of an element type
                    tline, tcol = self.where()
                    arg = Node("type", self.take(), (), tline, tcol)
                    self.take(")")
                    return Node("call", tok, (arg,), line, col)
                args = [] if self.peek() == ")" else [self.expr()]
                while self.peek() == ",":
                    self.take(",")
                    args.append(self.expr())
                self.take(")")
                return Node("call", tok, tuple(args), line, col)
            return Node("name", tok, (), line, col)
        raise ParseError(f"unexpected '{tok}'", line, col)

    # -- statements
    def statement(self) -> Node:
        line, col = self.where()
        tok = self.peek()
        if tok == "{":
            self.take("{")
            body = []
            while self.peek() != "}":
                if self.peek() is None:
                    raise ParseError("missing '}'", *self.where())
                body.append(self.statement())
            self.take("}")
            return Node("block", "", tuple(body), line, col)
        if tok == "for":
            self.take("for")
            self.take("(")
            init = self.simple()
            self.take(";")
            cond = self.expr()
            self.take(";")
            step = self.simple()
            self.take(")")
            return Node("for", "", (init, cond, step, self.statement()), line, col)
        if tok == "if":
            self.take("if")
            self.take("(")
            cond = self.expr()
            self.take(")")
            then = self.statement()
            other = None
            if self.peek() == "else":
                self.take("else")
                other = self.statement()
            return Node("if", "", (cond, then, other), line, col)
        node = self.simple()
        self.take(";")
        return node

    def simple(self) -> Node:
        """A declaration or an assignment (what may stand in a for header)."""
        line, col = self.where()
        if self.peek() in TYPES:
            ctype = self.take()
            decls = []
            while True:
                name = self.take()
                if not re.fullmatch(r"[A-Za-z_]\w*", name):
                    raise ParseError(f"expected a variable name, found '{name}'", line, col)
                size = init = None
                if self.peek() == "[":
                    self.take("[")
                    size = self.expr()
                    self.take("]")
                if self.peek() == "=":
                    self.take("=")
                    init = self.expr()
                decls.append(Node("decl", ctype, (name, size, init), line, col))
                if self.peek() != ",":
                    break
                self.take(",")
            return decls[0] if len(decls) == 1 else Node("block", "", tuple(decls), line, col)
        target = self.postfix()
        if target.kind not in ("name", "index"):
            raise ParseError("expected an assignment", line, col)
        op = self.take()
        if op == "++":
            return Node("assign", "+=", (target, Node("num", "1", (), line, col)), line, col)
        if op not in ("=", "+=", "-=", "*="):
            raise ParseError(f"expected an assignment operator, found '{op}'", line, col)
        return Node("assign", op, (target, self.expr()), line, col)


@lru_cache(maxsize=4096)  # nodes are frozen: a text met again (another load, the same pseudocode) is parsed once
def parse_expression(text: str) -> Node:
    p = _Parser(text)
    node = p.expr()
    if p.peek() is not None:
        raise ParseError(f"unexpected '{p.peek()}'", *p.where())
    return node


@lru_cache(maxsize=1024)
def parse_program(text: str) -> Node:
    p = _Parser(text)
    body = []
    while p.peek() is not None:
        body.append(p.statement())
    return Node("block", "", tuple(body), 1)


def walk(node):
    """Every node below `node`, `node` included."""
    if isinstance(node, Node):
        yield node
        for a in node.args:
            yield from walk(a)




def declared_names(program: Node) -> set[str]:
    return {n.args[0] for n in walk(program) if n.kind == "decl"}
