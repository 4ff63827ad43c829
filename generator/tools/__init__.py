"""The tools that read PTO text: the front end (`ptoparse`, `ptotypes`), the
verifier (`verifier`) and the cost estimator (`estimate`). They import `lang` and,
at run time, the generated `ptoisa_ref` modules; never `spec` or `emit`, so they
work from an installed wheel without the database."""
