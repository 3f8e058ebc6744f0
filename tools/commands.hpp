// The rankfile tool's commands, apart from the process around them: the command line in, the
// answer out as text. tools/rankfile.cpp runs them on files; web/src/binding.cpp runs the same
// code compiled to WebAssembly, so the JavaScript package answers exactly as the tool does, and
// python/src/module.cpp does the same for Python. This header includes them all; each has one job:
//
//   options.hpp         the option table (option_specs), the command line read against it
//   inputs.hpp          what the commands share in reading a document and its rule set
//   engine_command.hpp  the command of any engine (combat, score, break-test, ...), one template
//   standings.hpp       standings
//   lists.hpp           import, battle
//   misc.hpp            rule-sets, version, vocabulary
//   dispatch.hpp        the command table (commands), the usage text, run()
#pragma once

#include "dispatch.hpp"
#include "engine_command.hpp"
#include "inputs.hpp"
#include "lists.hpp"
#include "misc.hpp"
#include "options.hpp"
#include "standings.hpp"
