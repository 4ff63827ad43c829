"""PTO ISA database generator: YAML -> validated model -> templates -> files."""
