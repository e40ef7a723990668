// Placeholder; replaced by the benchmark.
print("benchmarks")
