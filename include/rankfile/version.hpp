// rankfile/version.hpp
#pragma once

#define RANKFILE_VERSION_MAJOR 0
#define RANKFILE_VERSION_MINOR 1
#define RANKFILE_VERSION_PATCH 0

namespace rankfile {
inline constexpr int version_major = RANKFILE_VERSION_MAJOR;
inline constexpr int version_minor = RANKFILE_VERSION_MINOR;
inline constexpr int version_patch = RANKFILE_VERSION_PATCH;
}  // namespace rankfile
