"""The tools that read PTO text: the front end (`ptoparse`, `ptotypes`), the
verifier (`verifier`) and the cost estimator (`estimate`). At run time they use
the generated `ptoisa_ref` modules and `lang`; never `spec` or `emit`, so they
work from an installed wheel without the database."""
