#!/usr/bin/env bash
# Times the compilation of three probes in benchmarks/compile_time/: umbrella.cpp (the umbrella
# header, every engine instantiated for every rule set), include_only.cpp (the umbrella header,
# nothing used) and std_only.cpp (only the standard headers the library includes), at -O0 and
# -O2. Prints the median of N runs of each and the ratios to std_only.
#
#   benchmarks/compile_time.sh [compiler] [runs]      e.g. benchmarks/compile_time.sh clang++ 7
set -euo pipefail
cd "$(dirname "$0")/.."
cxx="${1:-g++}"
runs="${2:-5}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
time_one() {
  local src="$1" times=()
  for _ in $(seq "$runs"); do
    local start end
    start=$(date +%s%N)
    "$cxx" -std=c++20 "$opt" -Iinclude -c "$src" -o "$out/probe.o"
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
  done
  printf '%s\n' "${times[@]}" | median
}

echo "compiler: $("$cxx" --version | head -n 1), median of ${runs} runs"
printf '%-4s %-14s %8s %7s\n' opt probe ms ratio
for opt in -O0 -O2; do
  base=$(time_one benchmarks/compile_time/std_only.cpp)
  for probe in std_only include_only umbrella; do
    ms=$(time_one "benchmarks/compile_time/${probe}.cpp")
    printf '%-4s %-14s %8s %6.2fx\n' "$opt" "$probe" "$ms" "$(awk -v a="$ms" -v b="$base" 'BEGIN {print a / b}')"
  done
done
