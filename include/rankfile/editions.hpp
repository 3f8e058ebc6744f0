// rankfile/editions.hpp: every rule set the library ships.
#pragma once

#include "rankfile/editions/battleaxe.hpp"
#include "rankfile/editions/tow.hpp"
#include "rankfile/editions/wap.hpp"
#include "rankfile/editions/wfb5.hpp"
#include "rankfile/editions/wfb6.hpp"
#include "rankfile/editions/wfb7.hpp"
#include "rankfile/editions/wfb8.hpp"
