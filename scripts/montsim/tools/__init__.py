"""The maintainers' tools of `montsim` (montsim --help lists them apart):
benchmarks, stress runs, the docs' and the tree's checks, the kernels'
compilation, the QEMU differential test. Each module has a main(argv)
returning the exit status."""
