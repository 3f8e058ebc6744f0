// A rule set that fills every combat role but `ranks`, which has no fallback: static.test.cpp
// checks that it is no CombatRules, and missing_role.cpp that the compiler's message names the
// role.
#pragma once

#include "rankfile/rankfile.hpp"

struct missing_ranks {
  static constexpr rankfile::rule_set_info info{.id = "x", .name = "x"};
  static constexpr rankfile::combat_citations combat_cite{};
  using charge = rankfile::rules::no_charge_bonus;
  using disruption = rankfile::rules::no_disruption;
  using standard = rankfile::rules::standard_once_per_side;
  using battle_standard = rankfile::rules::battle_standard_once_per_side;
  using flank_rear = rankfile::rules::flank_and_rear_per_target<rankfile::rules::flank_rule{}>;
  using high_ground = rankfile::rules::higher_position<1>;
  using overkill = rankfile::rules::overkill<rankfile::rules::overkill_rule{}>;
  using wipe_out = rankfile::rules::wiped_out_side_loses;
  using ties = rankfile::rules::ties_are_draws;
};
