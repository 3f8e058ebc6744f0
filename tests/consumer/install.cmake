# Installs the library without building anything, and uses the installed copy through pkg-config.
#
# MODE install: configures SOURCE_DIR afresh in WORK_DIR/build (the tool on, when nlohmann_json is
# there, as a user's first configure), runs `cmake --install` at once into WORK_DIR/prefix, and
# checks that the headers, the CMake package and rankfile.pc are there and that the tool, never
# built, is not. MODE pkg_config: compiles tests/consumer/project/main.cpp with
# `CXX $(pkg-config --cflags rankfile)` against that prefix, no other flag, and runs it.
set(prefix "${WORK_DIR}/prefix")
if(MODE STREQUAL "install")
  file(REMOVE_RECURSE "${WORK_DIR}")
  execute_process(COMMAND "${CMAKE_COMMAND}" -S "${SOURCE_DIR}" -B "${WORK_DIR}/build"
      "-DCMAKE_CXX_COMPILER=${CXX}" -DRANKFILE_BUILD_TESTS=OFF -DRANKFILE_BUILD_EXAMPLES=OFF
      -DRANKFILE_BUILD_BENCHMARKS=OFF -DRANKFILE_INSTALL=ON
    COMMAND_ERROR_IS_FATAL ANY)
  execute_process(COMMAND "${CMAKE_COMMAND}" --install "${WORK_DIR}/build" --prefix "${prefix}"
    COMMAND_ERROR_IS_FATAL ANY)
  foreach(file IN ITEMS include/rankfile/rankfile.hpp include/rankfile/version.hpp
      include/rankfile/combat/engine.hpp share/cmake/rankfile/rankfile-config.cmake
      share/cmake/rankfile/rankfile-config-version.cmake share/cmake/rankfile/rankfile-targets.cmake
      share/pkgconfig/rankfile.pc)
    if(NOT EXISTS "${prefix}/${file}")
      message(FATAL_ERROR "installed without building, but ${prefix}/${file} is missing")
    endif()
  endforeach()
  if(EXISTS "${prefix}/bin/rankfile")
    message(FATAL_ERROR "the tool was never built, yet ${prefix}/bin/rankfile was installed")
  endif()
  message(STATUS "install: headers, package and rankfile.pc installed without a build")
elseif(MODE STREQUAL "pkg_config")
  set(ENV{PKG_CONFIG_PATH} "${prefix}/share/pkgconfig")
  execute_process(COMMAND pkg-config --cflags rankfile OUTPUT_VARIABLE cflags
    OUTPUT_STRIP_TRAILING_WHITESPACE COMMAND_ERROR_IS_FATAL ANY)
  message(STATUS "pkg-config --cflags rankfile: ${cflags}")
  separate_arguments(cflags UNIX_COMMAND "${cflags}")
  execute_process(COMMAND "${CXX}" ${cflags} "${SOURCE_DIR}/tests/consumer/project/main.cpp"
      -o "${WORK_DIR}/pkg_config_consumer"
    COMMAND_ERROR_IS_FATAL ANY)
  execute_process(COMMAND "${WORK_DIR}/pkg_config_consumer" COMMAND_ERROR_IS_FATAL ANY)
else()
  message(FATAL_ERROR "MODE must be install or pkg_config, got \"${MODE}\"")
endif()
