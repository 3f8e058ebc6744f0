// rankfile/rankfile.hpp: the whole library. Includes only.
#pragma once

#include "rankfile/combat.hpp"
#include "rankfile/core/battle.hpp"
#include "rankfile/core/battle_result.hpp"
#include "rankfile/core/combat.hpp"
#include "rankfile/core/combat_result.hpp"
#include "rankfile/core/edition_info.hpp"
#include "rankfile/core/fixed_vector.hpp"
#include "rankfile/editions.hpp"
#include "rankfile/explain.hpp"
#include "rankfile/knobs.hpp"
#include "rankfile/rule_sets.hpp"
#include "rankfile/tournament.hpp"
#include "rankfile/rules.hpp"
#include "rankfile/validate.hpp"
#include "rankfile/victory.hpp"
#include "rankfile/version.hpp"
