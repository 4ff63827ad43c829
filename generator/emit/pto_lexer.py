"""A Pygments lexer for PTO and MLIR text, so the reference site highlights its
code blocks at build time, offline (registered as `pto` and `mlir` through the
`pygments.lexers` entry point)."""
from __future__ import annotations

from pygments.lexer import RegexLexer, bygroups
from pygments.token import (Comment, Keyword, Name, Number, Operator, Punctuation, String, Text,
                            Whitespace)

__all__ = ["PtoLexer"]


class PtoLexer(RegexLexer):
    name = "PTO"
    aliases = ["pto", "mlir"]
    filenames = ["*.pto", "*.mlir"]

    tokens = {
        "root": [
            (r"\s+", Whitespace),
            (r"//.*?$", Comment.Single),
            (r'"(\\\\.|[^"\\\\])*"', String),
            (r"%[\w$.\-]+(?:#\d+)?", Name.Variable),
            (r"\^[\w$.\-]+", Name.Label),
            (r"@[\w$.\-]+", Name.Function),
            (r"![\w.]+", Keyword.Type),
            (r"#[\w.]+", Name.Attribute),
            (r"\b(?:[su]?i\d+|ui\d+|f16|f32|f64|bf16|index|f8E4M3FN|f8E5M2)\b", Keyword.Type),
            (r"\b([a-z_][\w]*)(\.)([\w.]+)", bygroups(Name.Namespace, Punctuation, Name.Builtin)),
            (r"\b(?:to|step|iter_args|ins|outs|attributes|loc|func|module|return|private|dense)\b", Keyword),
            (r"\b(?:true|false)\b", Keyword.Constant),
            (r"-?\d+\.\d*(?:[eE][+-]?\d+)?", Number.Float),
            (r"0x[0-9a-fA-F]+", Number.Hex),
            (r"-?\d+", Number.Integer),
            (r"->|=", Operator),
            (r"[(){}\[\]<>,:*?x]", Punctuation),
            (r"[\w.]+", Text),
            (r".", Text),
        ],
    }
