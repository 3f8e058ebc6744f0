// rankfile/tournament.hpp: tournament points, standings and Swiss pairings (of players, or of
// teams).
#pragma once

#include "rankfile/tournament/csv.hpp"
#include "rankfile/tournament/scheme.hpp"
#include "rankfile/tournament/standings.hpp"
#include "rankfile/tournament/teams.hpp"
#include "rankfile/tournament/text.hpp"
