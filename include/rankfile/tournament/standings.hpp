// rankfile/tournament/standings.hpp: everything a standings user needs, in one include: the
// event, its validation and warnings, the standings with tiebreakers, and Swiss pairings.
//
//   rankfile::tournament::event e{.scheme = rankfile::tournament::tow_matched_play_scheme(),
//                                 .games = {...}, .byes = {...}};
//   if (auto problems = rankfile::tournament::validate(e); problems.empty()) {
//     const auto table = rankfile::tournament::standings(e);       // rank 1, 2, 2, 4, ...
//     if (!rankfile::tournament::last_round_started(e))  // e.rounds: the last round not begun
//       const auto next = rankfile::tournament::swiss_pairings(e, table);
//   }
//
//   tournament/event.hpp       the event (scheme, games, byes, roster); next_round_number,
//                              last_round_started, missing_from_last_round, is_final
//   tournament/validate.hpp    validate: every problem with an event, with its path
//   tournament/warnings.hpp    warnings: what is probably a mistake but may be meant
//   tournament/ranking.hpp     standings: totals, tiebreakers and ranks
//   tournament/pairing.hpp     swiss_pairings, pairing_reason, explain(pairing)
#pragma once

#include "rankfile/tournament/event.hpp"
#include "rankfile/tournament/pairing.hpp"
#include "rankfile/tournament/ranking.hpp"
#include "rankfile/tournament/validate.hpp"
#include "rankfile/tournament/warnings.hpp"
