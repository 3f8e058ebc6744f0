# Builds and runs a consumer project against the library: tests/consumer/project in MODE
# add_subdirectory or find_package (after installing BUILD_DIR into a scratch prefix), or
# tests/consumer/json_project in MODE json (find_package with the json component). ARG is passed
# to the consumer; NO_NLOHMANN hides nlohmann_json from the consumer's configure step, to show
# that rankfile::rankfile needs nothing but a compiler.
set(work "${WORK_DIR}/${MODE}")
file(REMOVE_RECURSE "${work}")
set(project "${SOURCE_DIR}/tests/consumer/project")
if(MODE STREQUAL "json")
  set(project "${SOURCE_DIR}/tests/consumer/json_project")
endif()
set(args -S "${project}" -B "${work}/build"
  "-DCMAKE_CXX_COMPILER=${CXX}" "-DRANKFILE_CONSUMER_MODE=${MODE}")
if(NO_NLOHMANN)
  list(APPEND args "-DCMAKE_DISABLE_FIND_PACKAGE_nlohmann_json=TRUE")
endif()
if(MODE STREQUAL "add_subdirectory")
  list(APPEND args "-DRANKFILE_SOURCE_DIR=${SOURCE_DIR}")
else()
  execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${work}/prefix"
    COMMAND_ERROR_IS_FATAL ANY)
  list(APPEND args "-DCMAKE_PREFIX_PATH=${work}/prefix")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" ${args} COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${work}/build" COMMAND_ERROR_IS_FATAL ANY)
execute_process(COMMAND "${work}/build/consumer" ${ARG} COMMAND_ERROR_IS_FATAL ANY)
