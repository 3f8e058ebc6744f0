# Builds and runs tests/consumer/project against the library, in MODE add_subdirectory or
# find_package (after installing BUILD_DIR into a scratch prefix).
set(work "${WORK_DIR}/${MODE}")
file(REMOVE_RECURSE "${work}")
set(args -S "${SOURCE_DIR}/tests/consumer/project" -B "${work}/build"
  "-DCMAKE_CXX_COMPILER=${CXX}" "-DRANKFILE_CONSUMER_MODE=${MODE}")
if(MODE STREQUAL "add_subdirectory")
  list(APPEND args "-DRANKFILE_SOURCE_DIR=${SOURCE_DIR}")
else()
  execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${work}/prefix"
    COMMAND_ERROR_IS_FATAL ANY)
  list(APPEND args "-DCMAKE_PREFIX_PATH=${work}/prefix")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" ${args} COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${work}/build" COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND "${work}/build/consumer" COMMAND_ERROR_IS_FATAL ANY)
