#!/usr/bin/env bash
# Times the compilation of the probes in benchmarks/compile_time/ at -O0 and -O2 and prints the
# median of N runs of each, with its ratio to std_only.cpp (the yardstick: only the standard
# headers the umbrella header rankfile/rankfile.hpp includes). The probes:
#
#   engines_only  combat/resolve.hpp, victory/score.hpp and rule_sets.hpp alone, with
#                 resolve<wfb5> and score<tow> (a simulator that includes only what it uses)
#   include_only  the umbrella header, nothing used (what every translation unit pays)
#   score_one     the umbrella header and score<tow> (an army builder's translation unit)
#   resolve_one   the umbrella header and resolve<wfb5> (a simulator's translation unit)
#   umbrella      the umbrella header and rankfile/tournament.hpp, with every engine for every
#                 rule set, explanations, validation and the tournament engines
#
#   benchmarks/compile_time.sh [compiler] [runs]      e.g. benchmarks/compile_time.sh clang++ 7
#   benchmarks/compile_time.sh [compiler] --check     what CTest runs: the yardstick's list, and
#                                                     each probe compiled once at -O0, untimed
set -euo pipefail
cd "$(dirname "$0")/.."
[[ "${1:-}" != --check ]] || set -- g++ --check  # the compiler may be left out before --check
cxx="${1:-g++}"
runs="${2:-5}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

# The yardstick must list exactly the standard headers the umbrella header includes: every
# header but those it leaves out (the JSON adapter, the tournament engine, house_rules.hpp with
# house_rules/, and vocabulary.hpp; rankfile/rankfile.hpp).
used=$(grep -h '^#include <' $(find include/rankfile -name '*.hpp' ! -path '*/json*' \
  ! -path '*/tournament*' ! -path '*/house_rules*' ! -name vocabulary.hpp) | sort -u)
listed=$(grep -h '^#include <' benchmarks/compile_time/std_only.cpp | sort -u)
if [[ "$used" != "$listed" ]]; then
  echo "compile_time.sh: std_only.cpp does not list the standard headers the library uses:" >&2
  diff <(echo "$listed") <(echo "$used") >&2 || true
  exit 1
fi

# Every compilation runs on the same core when taskset exists (RANKFILE_CPU, default 0): the cores
# of a shared virtual machine can differ in speed by half, which would swamp the ratios.
pin=()
if command -v taskset > /dev/null; then pin=(taskset -c "${RANKFILE_CPU:-0}"); fi

median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
time_one() {
  local start end
  start=$(date +%s%N)
  "${pin[@]}" "$cxx" -std=c++20 "$opt" -Iinclude -c "benchmarks/compile_time/$1.cpp" -o "$out/probe.o"
  end=$(date +%s%N)
  echo $(( (end - start) / 1000000 ))
}

probes=(std_only engines_only include_only score_one resolve_one umbrella)
if [[ "$runs" == --check ]]; then
  for probe in "${probes[@]}"; do
    "$cxx" -std=c++20 -O0 -Iinclude -c "benchmarks/compile_time/$probe.cpp" -o "$out/probe.o"
  done
  echo "compile_time.sh: std_only.cpp lists the library's standard headers;" \
    "${#probes[@]} probes compile"
  exit 0
fi
echo "compiler: $("$cxx" --version | head -n 1), median of ${runs} runs${pin:+, on core ${RANKFILE_CPU:-0}}"
printf '%-4s %-14s %8s %7s\n' opt probe ms ratio
for opt in -O0 -O2; do
  # Interleaved, so that a slow spell of a shared machine falls on every probe alike.
  declare -A times=()
  for _ in $(seq "$runs"); do
    for probe in "${probes[@]}"; do times[$probe]+="$(time_one "$probe") "; done
  done
  base=$(printf '%s\n' ${times[std_only]} | median)
  for probe in "${probes[@]}"; do
    ms=$(printf '%s\n' ${times[$probe]} | median)
    printf '%-4s %-14s %8s %6.2fx\n' "$opt" "$probe" "$ms" \
      "$(awk -v a="$ms" -v b="$base" 'BEGIN {print a / b}')"
  done
  unset times
done
