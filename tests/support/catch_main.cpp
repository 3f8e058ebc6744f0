// Catch2 v2 main; v3 brings its own (Catch2::Catch2WithMain).
#define CATCH_CONFIG_MAIN
#include "support/catch.hpp"
