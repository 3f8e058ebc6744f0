// rankfile/json.hpp: the JSON documents of docs/json-format.md, through nlohmann::json.
//
// The adapter is its own target, rankfile::json (it needs nlohmann_json; Debian:
// nlohmann-json3-dev). One header per document; this one includes them all. Two layers:
//
// * Readers that check a whole document and report every problem with its path, the way the
//   command-line tool needs them; parse_json reads the text first, refusing a key given twice:
//
//     std::vector<rankfile::problem> problems;
//     if (const auto j = rankfile::parse_json(text, problems)) {
//       const rankfile::combat_document d = rankfile::read_combat_document(*j, problems);
//     }
//
// * to_json / from_json for the combat, battle, tournament and rule-set value types, found by
//   nlohmann's ADL, so that `j.get<rankfile::combat>()` and `json(result)` work. from_json
//   throws rankfile::json_error listing every problem. A break test has its reader and its
//   answer (json/break_test.hpp), and so does a fight (json/fight.hpp: the round-odds engine's
//   document, read_fight_document, round_odds_json, combat_odds_json).
//
// * Army lists from Old World Builder and New Recruit (json/army_list.hpp: read_army_list), put
//   into a battle document (json/list_to_battle.hpp: army_list_json, battle_skeleton_json).
//
// The values read own their strings: names and ids are copied into the combat or battle
// (core/inline_string.hpp), and one longer than its capacity is reported with its path.
#pragma once

#include "rankfile/json/army_list.hpp"
#include "rankfile/json/battle.hpp"
#include "rankfile/json/break_test.hpp"
#include "rankfile/json/combat.hpp"
#include "rankfile/json/common.hpp"
#include "rankfile/json/fight.hpp"
#include "rankfile/json/list_to_battle.hpp"
#include "rankfile/json/rule_sets.hpp"
#include "rankfile/json/tournament.hpp"
#include "rankfile/json/vocabulary.hpp"
