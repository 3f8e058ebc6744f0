// rankfile/rules.hpp: every rule component, for writing rule sets and house rules.
#pragma once

#include "rankfile/rules/battle_outcome.hpp"
#include "rankfile/rules/common.hpp"
#include "rankfile/rules/disruption.hpp"
#include "rankfile/rules/flank_rear.hpp"
#include "rankfile/rules/high_ground.hpp"
#include "rankfile/rules/outcome.hpp"
#include "rankfile/rules/overkill.hpp"
#include "rankfile/rules/ranks.hpp"
#include "rankfile/rules/rule_set.hpp"
#include "rankfile/rules/side_bonus.hpp"
#include "rankfile/rules/victory_points.hpp"
