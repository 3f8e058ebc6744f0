// rankfile/rankfile.hpp: the engines and every rule set. Includes only.
//
// Not included: the JSON adapter (rankfile/json.hpp, target rankfile::json, needs nlohmann_json),
// the tournament engine (rankfile/tournament.hpp), house rules read at run time
// (rankfile/house_rules.hpp) and the vocabulary (rankfile/vocabulary.hpp).
#pragma once

#include "rankfile/break_test/explain.hpp"
#include "rankfile/break_test/odds.hpp"
#include "rankfile/break_test/validate.hpp"
#include "rankfile/combat/batch.hpp"
#include "rankfile/combat/explain.hpp"
#include "rankfile/combat/resolve.hpp"
#include "rankfile/combat/validate.hpp"
#include "rankfile/engines.hpp"
#include "rankfile/knobs.hpp"
#include "rankfile/rule_sets.hpp"
#include "rankfile/version.hpp"
#include "rankfile/victory/explain.hpp"
#include "rankfile/victory/score.hpp"
#include "rankfile/victory/validate.hpp"
