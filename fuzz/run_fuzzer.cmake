# Runs one fuzzer for SECONDS on a scratch copy of its seed CORPUS (and of REAL_SEEDS, a folder
# of real files, when it exists), then once over each input in
# REGRESSIONS (every input that ever failed). Fails on any non-zero exit: a crash, a leak, a
# sanitizer report or an invariant breach. Prints libFuzzer's execution count, and writes it to
# WORK/executions.txt.
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}/corpus" "${WORK}/artifacts")
file(GLOB seeds "${CORPUS}/*")
if(REAL_SEEDS AND IS_DIRECTORY "${REAL_SEEDS}")
  file(GLOB real "${REAL_SEEDS}/*")
  list(APPEND seeds ${real})
endif()
if(seeds)
  file(COPY ${seeds} DESTINATION "${WORK}/corpus")
endif()
execute_process(
  COMMAND "${FUZZER}" "-max_total_time=${SECONDS}" -timeout=10 -rss_limit_mb=2048
    -print_final_stats=1 "-artifact_prefix=${WORK}/artifacts/" "${WORK}/corpus"
  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
string(REGEX MATCH "stat::number_of_executed_units: *([0-9]+)" runs "${err}")
set(executions "${CMAKE_MATCH_1}")
get_filename_component(name "${WORK}" NAME)
message(STATUS "${runs}")
# For scripts/test's summary: one line a fuzzer.
file(WRITE "${WORK}/executions.txt"
  "fuzz.${name}: ${executions} executions in ${SECONDS} s (exit ${rc})\n")
if(NOT rc EQUAL 0)
  message("${err}")
  message(FATAL_ERROR "fuzzer failed (exit ${rc}); the input is in ${WORK}/artifacts: copy it "
                      "into ${REGRESSIONS} when it is fixed")
endif()
file(GLOB kept "${REGRESSIONS}/*")
if(kept)
  execute_process(COMMAND "${FUZZER}" ${kept} RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message("${err}")
    message(FATAL_ERROR "a regression input fails again (exit ${rc})")
  endif()
endif()
