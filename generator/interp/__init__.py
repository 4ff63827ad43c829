"""`ptoisa run`: the interpreter that executes a kernel on the generated semantics.
`machine` (control flow, the frame stack, every op through `ptoisa_ref.semantics`), `batch`
(independent tile loops run as passes over all their iterations), `scalars` (the arith ops on
typed scalars), `run` (the Python API: arguments, entry, launch registers, `Kernel`),
`runfiles` (the command's .bin files, written all-or-nothing). It imports the front end, `lang`
and the verify package's exports. (Not named `run`: a subpackage of that name would shadow the
`ptoisa.run()` function.)"""
