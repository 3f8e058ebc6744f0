// rankfile/editions.hpp: every rule set the library ships.
#pragma once

#include "rankfile/editions/battleaxe.hpp"
#include "rankfile/editions/wfb5.hpp"
