// TEMPORARY STAND-IN (issue 45): see rankfile/odds/odds.hpp; the real engine defines its
// validate part here.
#pragma once

#include "rankfile/odds/odds.hpp"
