"""The small languages of the database: syntax forms (`syntax`), constraint checks
(`checkexpr`), the C-like pseudocode (`clike` parses, `pseudocode` runs it),
element expressions (`cexpr`), cost formulas (`costexpr`) and bracket-aware
splitting (`brackets`). Pure functions over text; imports nothing else of ptoisa."""
