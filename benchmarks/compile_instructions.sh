#!/usr/bin/env bash
# Counts the instructions GCC's compiler proper (cc1plus) executes to compile probes of
# benchmarks/compile_time/, with their ratio to std_only: a figure that does not move with the
# host's load, for comparing two versions of a header (compile_time.sh gives the times). Needs
# valgrind; takes about 20 s a probe.
#
#   benchmarks/compile_instructions.sh [probe...]      default: std_only include_only
set -euo pipefail
cd "$(dirname "$0")/.."
probes=("$@")
[[ ${#probes[@]} -gt 0 ]] || probes=(std_only include_only)
[[ " ${probes[*]} " == *" std_only "* ]] || probes=(std_only "${probes[@]}")
cc1plus="$(g++ -print-prog-name=cc1plus)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

count() {  # millions of instructions to compile probe $1 at -O0
  valgrind --tool=callgrind --callgrind-out-file="$out/cg" "$cc1plus" -quiet -Iinclude \
    -imultiarch x86_64-linux-gnu -D_GNU_SOURCE "benchmarks/compile_time/$1.cpp" -quiet \
    -O0 -std=c++20 -o "$out/probe.s" 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p' |
    awk '{printf "%.0f", $1 / 1e6}'
}

echo "instructions of cc1plus ($(g++ --version | head -n 1)), -O0, in millions"
base=$(count std_only)
for probe in "${probes[@]}"; do
  n=$([[ $probe == std_only ]] && echo "$base" || count "$probe")
  printf '%-14s %8s %6.2fx\n' "$probe" "$n" "$(awk -v a="$n" -v b="$base" 'BEGIN {print a / b}')"
done
