# Runs TOOL with ARGS (a ;-list) and checks its exit status is 0 and its standard output equals
# the file EXPECTED byte for byte.
execute_process(COMMAND "${TOOL}" ${ARGS} OUTPUT_VARIABLE out ERROR_VARIABLE err
  RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "exit status ${rc}, standard error:\n${err}")
endif()
file(READ "${EXPECTED}" expected)
if(NOT out STREQUAL expected)
  message(FATAL_ERROR "output differs from ${EXPECTED}:\n${out}")
endif()
message(STATUS "output matches ${EXPECTED}")
