#!/usr/bin/env bash
# The catalogue of malformed and invalid inputs: each must give exit status 2, print nothing on
# standard output, and name the field in a "path: message" line on standard error.
#
#   tests/cli/malformed.sh path/to/rankfile
set -u
tool="$1"
passed=0
failed=0

# check NAME COMMAND EXPECTED-STDERR-SUBSTRING  (the document comes on standard input)
check() {  # name, command, the message expected; any further arguments go to the command
  local name="$1" command="$2" expected="$3" out err rc
  shift 3
  err="$(mktemp)"
  out="$("$tool" "$command" - "$@" 2>"$err")"
  rc=$?
  if [ "$rc" -eq 2 ] && [ -z "$out" ] && grep -qF -- "$expected" "$err"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAILED: $name (exit $rc), expected on stderr: $expected"
    echo "  stderr: $(head -c 400 "$err")"
    [ -n "$out" ] && echo "  stdout: ${out:0:200}"
  fi
  rm -f "$err"
}

U='"id":"a","models":10,"files":5'
V='"id":"b","models":10,"files":5'
ok_sides="[{\"wounds_inflicted\":1,\"units\":[{$U}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]"

# --- combat documents
check "truncated JSON" combat '(document): malformed JSON' <<< '{"rules": "wfb5", "sides": ['
check "empty input" combat '(document): malformed JSON' <<< ''
check "not an object" combat '(document): must be an object' <<< '[1, 2]'
# A NUL byte is no end of the text: what follows it is not read past in silence.
check "a NUL byte after a whole document" combat '(document): malformed JSON: a NUL byte at line 3, column 3' < <(printf '{"rules":"wfb5",\n"sides":%s}\n  \0garbage' "$ok_sides")
check "a NUL byte first" break-test '(document): malformed JSON: a NUL byte at line 1, column 1' < <(printf '\0{"rules":"tow","leadership":7,"margin":1}')
check "a NUL byte, standings" standings 'a NUL byte at line 1' < <(printf '{"scheme":"tow-matched-play","games":[]}\0x')
check "non-UTF-8 bytes" combat '(document): malformed JSON' < <(printf '{"rules":"wfb5\xff\xfe","sides":[]}')
check "missing rules" combat 'rules: is required' <<< "{\"sides\":$ok_sides}"
check "a key twice in one object" combat 'sides[1].units[0].models: is given twice in one object' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U}]},{\"wounds_inflicted\":1,\"units\":[{$V,\"models\":3}]}]}"
check "rules neither a string nor an object" combat "rules: must be a rule set's id, or a house rule (an object), got a number" <<< "{\"rules\":5,\"sides\":$ok_sides}"
# a house rule in place of the rule set's id
check "house rule without its base" combat 'rules.base: is required' <<< "{\"rules\":{\"name\":\"x\"},\"sides\":$ok_sides}"
check "house rule: an unknown setting" combat 'rules.overkill.mx: overkill (excess wounds in a challenge) has no setting "mx" (did you mean "max"?); its settings: max' <<< "{\"rules\":{\"base\":\"wfb5\",\"overkill\":{\"mx\":3}},\"sides\":$ok_sides}"
check "house rule: a misspelt name" combat 'rules.nmae: unknown field (did you mean "name"?), or a role, whose settings must be an object, got a string' <<< "{\"rules\":{\"base\":\"wfb5\",\"nmae\":\"x\"},\"sides\":$ok_sides}"
check "house rule: a role not an object" combat 'rules.overkill: must be an object of settings, got a number' <<< "{\"rules\":{\"base\":\"wfb5\",\"overkill\":3},\"sides\":$ok_sides}"
check "house rule: a value of no kind" combat 'rules.overkill.max: must be a number, true or false, or a word, got an array' <<< "{\"rules\":{\"base\":\"wfb5\",\"overkill\":{\"max\":[1]}},\"sides\":$ok_sides}"
check "house rule: a value far out of range" combat 'rules.overkill.max: must be 0 to 1000000, got -1000001' <<< "{\"rules\":{\"base\":\"wfb5\",\"overkill\":{\"max\":-1000001}},\"sides\":$ok_sides}"
check "house rule: a value past an int names the setting's range" combat 'rules.overkill.max: must be 0 to 1000000, got 2147483648' <<< "{\"rules\":{\"base\":\"wfb5\",\"overkill\":{\"max\":2147483648}},\"sides\":$ok_sides}"
check "house rule: an exponent names the setting's range" combat 'rules.overkill.max: must be 0 to 1000000, got 1000000000000' <<< "{\"rules\":{\"base\":\"wfb5\",\"overkill\":{\"max\":1e12}},\"sides\":$ok_sides}"
check "house rule: true for a number" combat 'rules.overkill.max: must be a whole number (or "no cap"), got true' <<< "{\"rules\":{\"base\":\"wfb5\",\"overkill\":{\"max\":true}},\"sides\":$ok_sides}"
check "a roster nesting without end" import '(document): nests arrays and objects deeper than 100 levels, under "roster.forces[0].selections[0].selections[0]' <<< "{\"roster\":{\"forces\":[$(printf '{"selections":[%.0s' $(seq 2000))$(printf ']}%.0s' $(seq 2000))]}}"
check "a long value is quoted cut, with its length" combat 'rules: unknown rule set "'"$(printf 'x%.0s' $(seq 64))"'..." (300 bytes)' <<< "{\"rules\":\"$(printf 'x%.0s' $(seq 300))\",\"sides\":$ok_sides}"
check "house rule: level points made a win" score 'rules.outcome.win_by: win_by must be at least 1: level points are a draw' <<< '{"rules":{"base":"tow","outcome":{"win_by":0}},"points_limit":2000,"armies":[{"units":[]},{"units":[]}]}'
check "house rule: a standard taken only with its unit reaches validation" score 'armies[0].units[0].standards_lost_in_combat: contradicts state "in_play"' <<< '{"rules":{"base":"wfb7","bonus_vp":{"standard_taken_with_unit":true}},"points_limit":2000,"armies":[{"units":[{"id":"a","cost":100,"strength_at_start":10,"strength_at_end":6,"standards_lost_in_combat":1}]},{"units":[]}]}'
check "house rule: a value out of range" combat 'rules.overkill.max: must be 0 to 1000000, got -3' <<< "{\"rules\":{\"base\":\"wfb5\",\"overkill\":{\"max\":-3}},\"sides\":$ok_sides}"
check "house rule: a role with no settings" combat 'rules.overkil: lists no settings' <<< "{\"rules\":{\"base\":\"wfb5\",\"overkil\":{}},\"sides\":$ok_sides}"
check "house rule: a setting named role.setting" combat 'rules.ranks.max: a setting goes inside its role'"'"'s object: write "ranks": {"max": 2}, not "ranks.max": 2' <<< "{\"rules\":{\"base\":\"wfb5\",\"ranks.max\":2},\"sides\":$ok_sides}"
check "house rule: a number with a fraction part" combat 'rules.ranks.max: must be a whole number, true or false, or a word (a fraction is written "1/2"), got 2.5' <<< "{\"rules\":{\"base\":\"wfb5\",\"ranks\":{\"max\":2.5}},\"sides\":$ok_sides}"
check "house rule: dice under a house rule" break-test 'roll: must list 3 dice: cold-blooded under Lizards (house rules on wfb5) rolls 3D6' <<< '{"rules":{"base":"wfb5","name":"Lizards","special_rules":{"cold_blooded":true}},"leadership":7,"margin":3,"cold_blooded":true,"roll":[3,4]}'
check "house rule: an unknown base" combat 'rules.base: unknown rule set "wfb9" (did you mean "wfb5"?)' <<< "{\"rules\":{\"base\":\"wfb9\"},\"sides\":$ok_sides}"
check "house rule: a role the rule set has not" break-test 'rules.overkil.max: no role "overkil" in tow (did you mean "overkill"?)' <<< '{"rules":{"base":"tow","overkil":{"max":1}},"leadership":8,"margin":1}'
check "unknown rule set" combat 'rules: unknown rule set "wfb9"' <<< "{\"rules\":\"wfb9\",\"sides\":$ok_sides}"
check "rule set without combat rules" combat 'rules: rule set "wap" has no combat rules' <<< "{\"rules\":\"wap\",\"sides\":$ok_sides}"
# The fields of issue 11: troop types a rule set does not know, horde, extra.
tow_cav="[{\"wounds_inflicted\":1,\"units\":[{$U,\"troop_type\":\"cavalry\"}]},{\"wounds_inflicted\":1,\"units\":[{$V,\"troop_type\":\"chariot\"}]}]"
check "tow: plain cavalry" combat 'sides[0].units[0].troop_type: "cavalry" is not a troop type of tow: choose light_cavalry, heavy_cavalry, monstrous_cavalry' <<< "{\"rules\":\"tow\",\"sides\":$tow_cav}"
check "tow: plain chariot" combat 'sides[1].units[0].troop_type: "chariot" is not a troop type of tow: choose light_chariot, heavy_chariot' <<< "{\"rules\":\"tow\",\"sides\":$tow_cav}"
check "unknown troop type" combat 'sides[0].units[0].troop_type: must be one of infantry, regular_infantry' <<< "{\"rules\":\"wfb6\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U,\"troop_type\":\"knights\"}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "horde not a boolean" combat 'sides[0].units[0].horde: must be true or false, got a string' <<< "{\"rules\":\"tow\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U,\"horde\":\"yes\"}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "extra not an array" combat 'sides[0].units[0].extra: must be an array' <<< "{\"rules\":\"tow\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U,\"extra\":{\"label\":\"x\",\"value\":1}}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "extra without a label" combat 'sides[0].units[0].extra[0].label: is required' <<< "{\"rules\":\"wfb8\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U,\"extra\":[{\"value\":1}]}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "extra value negative" combat 'sides[0].units[0].extra[0].value: must be at least 0, got -1' <<< "{\"rules\":\"wfb8\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U,\"extra\":[{\"label\":\"x\",\"value\":-1}]}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "extra value too large" combat 'sides[0].units[0].extra[0].value: must be at most 100000' <<< "{\"rules\":\"wfb8\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U,\"extra\":[{\"label\":\"x\",\"value\":1e12}]}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "too many extras" combat 'sides[0].units[0].extra: must list at most 4 entries, got 5' <<< "{\"rules\":\"wfb8\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U,\"extra\":[{\"label\":\"a\",\"value\":1},{\"label\":\"b\",\"value\":1},{\"label\":\"c\",\"value\":1},{\"label\":\"d\",\"value\":1},{\"label\":\"e\",\"value\":1}]}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "extra item not an object" combat 'sides[0].units[0].extra[0]: must be an object' <<< "{\"rules\":\"wfb8\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U,\"extra\":[3]}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "wrong version" combat 'version: must be at most 1' <<< "{\"version\":2,\"rules\":\"wfb5\",\"sides\":$ok_sides}"
check "missing sides" combat 'sides: is required' <<< '{"rules":"wfb5"}'
check "sides not an array" combat 'sides: must be an array' <<< '{"rules":"wfb5","sides":{}}'
check "one side" combat 'sides: must list at least 2 entries, got 1' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U}]}]}"
check "three sides" combat 'sides: must list at most 2 entries, got 3' <<< "{\"rules\":\"wfb5\",\"sides\":[{},{},{}]}"
check "side not an object" combat 'sides[1]: must be an object' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U}]}, 7]}"
check "missing wounds" combat 'sides[0].wounds_inflicted: is required' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"units\":[{$U}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "negative wounds" combat 'sides[1].wounds_inflicted: must be at least 0, got -3' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U}]},{\"wounds_inflicted\":-3,\"units\":[{$V}]}]}"
check "huge wounds" combat 'sides[0].wounds_inflicted: must be at most 100000' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":99999999999999999999,\"units\":[{$U}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "fractional wounds" combat 'sides[0].wounds_inflicted: must be an integer, got 2.5' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":2.5,\"units\":[{$U}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "wounds as string" combat 'sides[0].wounds_inflicted: must be an integer, got a string' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":\"3\",\"units\":[{$U}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "negative overkill" combat 'sides[0].challenge_overkill: must be at least 0' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"challenge_overkill\":-1,\"units\":[{$U}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "no units" combat 'sides[1].units: must list at least 1 entry, got 0' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U}]},{\"wounds_inflicted\":1,\"units\":[]}]}"
check "too many units" combat 'sides[0].units: must list at most 8 entries, got 9' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{},{},{},{},{},{},{},{},{}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "unit not an object" combat 'sides[0].units[0]: must be an object' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[\"a\"]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "missing id" combat 'sides[0].units[0].id: is required' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{\"models\":10,\"files\":5}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "empty id" combat 'sides[0].units[0].id: must not be empty' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{\"id\":\"\",\"models\":10,\"files\":5}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "duplicate id" combat 'sides[1].units[0].id: repeats the id of sides[0].units[0]' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U}]},{\"wounds_inflicted\":1,\"units\":[{$U}]}]}"
check "missing models" combat 'sides[0].units[0].models: is required' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{\"id\":\"a\",\"files\":5}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "negative models" combat 'sides[0].units[0].models: must be at least 0, got -1' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{\"id\":\"a\",\"models\":-1,\"files\":5}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "huge models" combat 'sides[0].units[0].models: must be at most 100000, got 2147483648' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{\"id\":\"a\",\"models\":2147483648,\"files\":5}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "a unit with no models at the start" combat 'sides[0].units[0].models_at_start: must be at least 1, got 0' <<< "{\"rules\":\"wfb8\",\"sides\":[{\"wounds_inflicted\":5,\"units\":[{\"id\":\"a\",\"models\":0,\"models_at_start\":0,\"files\":5}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "a player's name too long" standings 'games[0].players[0]: longer than 200 characters' <<< "{\"scheme\":\"tow-matched-play\",\"games\":[{\"round\":1,\"points_limit\":2000,\"players\":[\"$(printf 'a%.0s' $(seq 201))\",\"B\"],\"victory_points\":[1,5]}]}"
check "objectives under a scheme without them" standings 'games[0].primary_objective: the scheme gives no points for it (primary_objective_points is 0)' <<< '{"scheme":"tow-matched-play","games":[{"round":1,"points_limit":2000,"players":["A","B"],"victory_points":[1,5],"primary_objective":0}]}'
check "zero files" combat 'sides[1].units[0].files: must be at least 1, got 0' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U}]},{\"wounds_inflicted\":1,\"units\":[{\"id\":\"b\",\"models\":10,\"files\":0}]}]}"
check "missing files" combat 'sides[1].units[0].files: is required' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U}]},{\"wounds_inflicted\":1,\"units\":[{\"id\":\"b\",\"models\":10}]}]}"
check "negative unit strength" combat 'sides[0].units[0].unit_strength: must be at least 0' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U,\"unit_strength\":-5}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "boolean as string" combat 'sides[0].units[0].standard: must be true or false, got a string' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U,\"standard\":\"yes\"}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "unknown troop type" combat 'sides[0].units[0].troop_type: must be one of infantry' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U,\"troop_type\":\"dragon\"}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "unknown formation" combat 'sides[0].units[0].formation: must be one of close_order' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U,\"formation\":\"blob\"}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "huge elevation" combat 'sides[0].units[0].elevation: must be at most 100000' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U,\"elevation\":1000001}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "engagement unknown unit" combat 'engagements[0].unit: names no unit: "ghost"' <<< "{\"rules\":\"wfb5\",\"sides\":$ok_sides,\"engagements\":[{\"unit\":\"ghost\",\"fights\":\"b\"}]}"
check "engagement unknown target" combat 'engagements[0].fights: names no unit: "ghost"' <<< "{\"rules\":\"wfb5\",\"sides\":$ok_sides,\"engagements\":[{\"unit\":\"a\",\"fights\":\"ghost\"}]}"
check "engagement same side" combat 'engagements[0].fights: must be a unit of the other side' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U},{\"id\":\"c\",\"models\":5,\"files\":5}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}],\"engagements\":[{\"unit\":\"a\",\"fights\":\"c\"}]}"
check "engagement bad facing" combat 'engagements[0].facing: must be one of front, flank, rear' <<< "{\"rules\":\"wfb5\",\"sides\":$ok_sides,\"engagements\":[{\"unit\":\"a\",\"fights\":\"b\",\"facing\":\"side\"}]}"
check "engagement repeated" combat 'engagements[1]: repeats engagements[0]' <<< "{\"rules\":\"wfb5\",\"sides\":$ok_sides,\"engagements\":[{\"unit\":\"a\",\"fights\":\"b\"},{\"unit\":\"a\",\"fights\":\"b\",\"facing\":\"flank\"}]}"
check "engagements missing" combat 'engagements: must say who fights whom' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U},{\"id\":\"c\",\"models\":5,\"files\":5}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "engagements not an array" combat 'engagements: must be an array' <<< "{\"rules\":\"wfb5\",\"sides\":$ok_sides,\"engagements\":{}}"
# Well-formed but cannot be true (issue 14).
check "models above models_at_start" combat 'sides[0].units[0].models: must be at most models_at_start (8), got 10: a unit ends a round with no more models than it began with' <<< "{\"rules\":\"wfb6\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U,\"models_at_start\":8,\"unit_strength_at_start\":10}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "unit strength above its start" combat 'sides[1].units[0].unit_strength: must be at most unit_strength_at_start (10), got 12: a unit ends a round with no more unit strength than it began with' <<< "{\"rules\":\"wfb6\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U}]},{\"wounds_inflicted\":1,\"units\":[{$V,\"unit_strength\":12,\"unit_strength_at_start\":10}]}]}"
check "unit strength above its default start" combat 'sides[1].units[0].unit_strength_at_start: is needed: models were lost (11 to 10) and unit_strength (12) is not one a model' <<< "{\"rules\":\"wfb6\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U}]},{\"wounds_inflicted\":1,\"units\":[{$V,\"models_at_start\":11,\"unit_strength\":12}]}]}"
check "unit strength below models" combat 'sides[0].units[0].unit_strength: must be at least models (10), got 9: every model has unit strength 1 or more' <<< "{\"rules\":\"tow\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U,\"unit_strength\":9}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "unit strength at start below models" combat 'sides[0].units[0].unit_strength_at_start: must be at least models_at_start (10), got 9: every model has unit strength 1 or more' <<< "{\"rules\":\"tow\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{\"id\":\"a\",\"files\":5,\"unit_strength\":9,\"unit_strength_at_start\":9,\"models\":9,\"models_at_start\":10}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "a unit in no engagement" combat 'sides[0].units[1]: is in no engagement: list whom it fights, or leave it out of the combat' <<< "{\"rules\":\"wfb8\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U},{\"id\":\"x\",\"models\":20,\"files\":5,\"standard\":true}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}],\"engagements\":[{\"unit\":\"a\",\"fights\":\"b\"}]}"
check "engagement with itself" combat 'engagements[0].fights: must be a unit of the other side' <<< "{\"rules\":\"wfb5\",\"sides\":$ok_sides,\"engagements\":[{\"unit\":\"a\",\"fights\":\"a\"}]}"
check "break-test: combat that cannot be true" break-test 'combat.sides[0].units[0].models: must be at most models_at_start (8), got 10' <<< "{\"rules\":\"wfb8\",\"leadership\":7,\"unit\":\"a\",\"combat\":{\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U,\"models_at_start\":8,\"unit_strength_at_start\":10}]},{\"wounds_inflicted\":3,\"units\":[{$V}]}]}}"
# null: a required field given as null is missing; an optional one is read as absent.
check "null for a required field" combat 'sides[0].units[0].models: is required' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{\"id\":\"a\",\"models\":null,\"files\":5}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "null for rules" combat 'rules: is required' <<< "{\"rules\":null,\"sides\":$ok_sides}"
check "null for a unit" combat 'sides[0].units[0]: must be an object, got a null' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[null]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"

check "empty rules" combat 'rules: must name a rule set, got an empty string' <<< "{\"rules\":\"\",\"sides\":$ok_sides}"
check "house rule: an empty base" combat 'rules.base: must name a rule set, got an empty string' <<< "{\"rules\":{\"base\":\"\"},\"sides\":$ok_sides}"
check "a count with a fraction" combat 'sides[0].units[0].models: must be an integer, got 10.5' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{\"id\":\"a\",\"models\":10.5,\"files\":5}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "a whole number with a point, out of range" combat 'sides[0].units[0].files: must be at least 1, got 0.0' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{\"id\":\"a\",\"models\":10,\"files\":0.0}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "break-test: a unit with no models left" break-test 'unit: has no models left: it takes no break test' <<< "{\"rules\":\"wfb8\",\"leadership\":7,\"unit\":\"c\",\"combat\":{\"sides\":[{\"wounds_inflicted\":0,\"units\":[{$U},{\"id\":\"c\",\"models\":0,\"models_at_start\":5,\"files\":5,\"unit_strength\":0,\"unit_strength_at_start\":5}]},{\"wounds_inflicted\":5,\"units\":[{$V}]}],\"engagements\":[{\"unit\":\"a\",\"fights\":\"b\",\"facing\":\"front\"},{\"unit\":\"c\",\"fights\":\"b\",\"facing\":\"front\"}]}}"
check "a number beyond a double" score "points_limit: is a number beyond any a double holds: number overflow parsing '1e400'" <<< '{"rules":"tow","points_limit":1e400,"armies":[{"units":[]},{"units":[]}]}'
check "a number beyond a double in a list" combat "sides[1].units[0].models: is a number beyond any a double holds" <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U}]},{\"wounds_inflicted\":1,\"units\":[{\"id\":\"b\",\"files\":5,\"models\":-1e999}]}]}"
check "combat: a control character in a side's name" combat 'sides[0].name: must be UTF-8 text with no control characters' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"name\":\"E\\nOrcs won by 99.\\u001b[31m\",\"wounds_inflicted\":1,\"units\":[{$U}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "combat: more models than at the start is named first" combat 'sides[0].units[0].models: must be at most models_at_start (20), got 30' <<< '{"rules":"wfb5","sides":[{"wounds_inflicted":1,"units":[{"id":"a","models":30,"models_at_start":20,"files":5}]},{"wounds_inflicted":0,"units":[{"id":"b","models":10,"files":5}]}]}'
check "combat: a line break quoted back stays on its line" combat 'rules: unknown rule set "a\nb\x1b[2J"' <<< '{"rules":"a\nb\u001b[2J","sides":[]}'
check "battle: a terminal escape in a unit name" score 'armies[0].units[0].name: must be UTF-8 text with no control characters' <<< '{"rules":"tow","points_limit":2000,"armies":[{"units":[{"id":"a","name":"x\u001b[2J","cost":100,"strength_at_start":10}]},{"units":[]}]}'
check "combat: a C1 control in a side's name" combat 'sides[0].name: must be UTF-8 text with no control characters' <<< "{\"rules\":\"wfb5\",\"sides\":[{\"name\":\"Emp\\u009b2J\",\"wounds_inflicted\":1,\"units\":[{$U}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
check "battle: a NUL in a unit id" score 'armies[0].units[0].id: must be UTF-8 text with no control characters' <<< '{"rules":"tow","points_limit":2000,"armies":[{"units":[{"id":"a\u0000","cost":100,"strength_at_start":10,"strength_at_end":10}]},{"units":[]}]}'
check "break-test: a margin from the combat past the limit names the combat" break-test 'combat: margin, worked out from it, must be at most 100000, got 100001' <<< '{"rules":"wfb8","leadership":7,"unit":"b","combat":{"sides":[{"wounds_inflicted":100000,"units":[{"id":"a","models":1,"files":1,"charged":true}]},{"wounds_inflicted":0,"units":[{"id":"b","models":1,"files":1}]}]}}'
check "break-test: rules inside the combat" break-test "combat.rules: must be left out, or be the break test's rules: the combat is resolved under those" <<< "{\"rules\":\"wfb8\",\"leadership\":7,\"unit\":\"a\",\"combat\":{\"rules\":\"wfb5\",\"sides\":$ok_sides}}"
check "score: two Generals in one army" score 'armies[1].units[1].general: the army'"'"'s General is already units[0]: an army has one' <<< '{"rules":"tow","points_limit":2000,"armies":[{"units":[]},{"units":[{"id":"g1","cost":100,"strength_at_start":3,"general":true},{"id":"g2","cost":100,"strength_at_start":3,"general":true}]}]}'
check "score: a General among the detachments, named as the document nests it" score 'armies[1].units[1].general: the army'"'"'s General is already units[0].detachments[0]: an army has one' <<< '{"rules":"tow","points_limit":2000,"armies":[{"units":[]},{"units":[{"id":"gobs","cost":100,"strength_at_start":20,"detachments":[{"id":"shaman","cost":50,"strength_at_start":1,"general":true}]},{"id":"boss","cost":100,"strength_at_start":3,"general":true}]}]}'

# --- break-test documents
check "break-test: missing leadership" break-test 'leadership: is required' <<< '{"rules":"wfb8","margin":3}'
check "break-test: missing margin" break-test 'margin: is required' <<< '{"rules":"wfb8","leadership":7}'
check "break-test: leadership too high" break-test 'leadership: must be at most 10, got 11' <<< '{"rules":"wfb8","leadership":11,"margin":3}'
check "break-test: leadership zero" break-test 'leadership: must be at least 1, got 0' <<< '{"rules":"wfb8","leadership":0,"margin":3}'
check "break-test: negative margin" break-test 'margin: must be at least 0, got -2' <<< '{"rules":"wfb8","leadership":7,"margin":-2}'
check "break-test: margin too large" break-test 'margin: must be at most 100000' <<< '{"rules":"wfb8","leadership":7,"margin":1e9}'
check "break-test: flag not a boolean" break-test 'stubborn: must be true or false, got a number' <<< '{"rules":"wfb8","leadership":7,"margin":3,"stubborn":1}'
check "break-test: unit strength zero" break-test 'loser_unit_strength: must be at least 1, got 0' <<< '{"rules":"tow","leadership":7,"margin":3,"loser_unit_strength":0}'
check "break-test: a die of 7" break-test 'roll[1]: must be at most 6, got 7' <<< '{"rules":"wfb8","leadership":7,"margin":3,"roll":[3,7]}'
check "break-test: one die" break-test 'roll: must list at least 2 entries, got 1' <<< '{"rules":"wfb8","leadership":7,"margin":3,"roll":[3]}'
check "break-test: three dice, not cold-blooded" break-test 'roll: must list 2 dice' <<< '{"rules":"wfb8","leadership":7,"margin":3,"roll":[3,4,5]}'
check "break-test: two dice, cold-blooded" break-test 'roll: must list 3 dice: cold-blooded under wfb7 rolls 3D6' <<< '{"rules":"wfb7","leadership":7,"margin":3,"cold_blooded":true,"roll":[3,4]}'
check "break-test: three dice under tow" break-test 'roll: must list 2 dice' <<< '{"rules":"tow","leadership":7,"margin":3,"cold_blooded":true,"roll":[3,4,5]}'
check "break-test: three dice, no roll made" break-test 'roll: must list 2 dice' <<< '{"rules":"tow","leadership":7,"margin":1,"stubborn":true,"roll":[1,2,3]}'
check "break-test: second roll alone" break-test 'second_roll: needs a first roll in roll' <<< '{"rules":"wfb8","leadership":7,"margin":3,"second_roll":[3,4]}'
check "break-test: rule set without break tests" break-test 'rules: rule set "wap" has no break-test rules' <<< '{"rules":"wap","leadership":7,"margin":3}'
check "break-test: 3 dice where cold-blooded rolls 2" break-test 'roll: must list 2 dice: this test under wfb8 does not roll 3D6 for cold-blooded' <<< '{"rules":"wfb8","leadership":7,"margin":3,"cold_blooded":true,"roll":[1,1,2]}'
check "break-test: combat and margin" break-test 'margin: must be left out with combat' <<< "{\"rules\":\"wfb8\",\"leadership\":7,\"margin\":3,\"unit\":\"a\",\"combat\":{\"sides\":$ok_sides}}"
check "break-test: unit without combat" break-test 'unit: needs combat' <<< '{"rules":"wfb8","leadership":7,"margin":3,"unit":"a"}'
check "break-test: combat without unit" break-test 'unit: is required' <<< "{\"rules\":\"wfb8\",\"leadership\":7,\"combat\":{\"sides\":$ok_sides}}"
check "break-test: unknown unit" break-test 'unit: names no unit of the combat: "zz"' <<< "{\"rules\":\"wfb8\",\"leadership\":7,\"unit\":\"zz\",\"combat\":{\"sides\":[{\"wounds_inflicted\":3,\"units\":[{$U}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}}"
check "break-test: empty unit" break-test 'unit: names no unit of the combat: it is empty' <<< "{\"rules\":\"tow\",\"leadership\":7,\"unit\":\"\",\"combat\":{\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U}]},{\"wounds_inflicted\":5,\"units\":[{$V}]}]}}"
check "break-test: the unit won" break-test 'unit: is on the side that won: it takes no break test' <<< "{\"rules\":\"wfb8\",\"leadership\":7,\"unit\":\"a\",\"combat\":{\"sides\":[{\"wounds_inflicted\":3,\"units\":[{$U}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}}"
check "break-test: a draw" break-test 'unit: fought a draw: it takes no break test' <<< "{\"rules\":\"wfb8\",\"leadership\":7,\"unit\":\"a\",\"combat\":{\"sides\":$ok_sides}}"
check "break-test: bad combat inside" break-test 'combat.sides[0].units[0].files: must be at least 1, got 0' <<< '{"rules":"wfb8","leadership":7,"unit":"a","combat":{"sides":[{"wounds_inflicted":1,"units":[{"id":"a","models":10,"files":0}]},{"wounds_inflicted":1,"units":[{"id":"b","models":10,"files":5}]}]}}'
check "break-test: tow cavalry in the combat" break-test 'combat.sides[0].units[0].troop_type: "cavalry" is not a troop type of tow' <<< "{\"rules\":\"tow\",\"leadership\":7,\"unit\":\"a\",\"combat\":{\"sides\":$tow_cav}}"

# --- fight documents (odds)
P='"profile":{"ws":3,"s":3,"t":3,"w":1,"i":3,"a":1,"ld":7}'
M='"models":10' FL='"files":5' TT='"troop_type":"regular_infantry"'
F0="\"name\":\"a\",$TT,$M,$FL,\"armour\":6,$P"
F1="\"name\":\"b\",$TT,$M,$FL,\"armour\":7,$P"
fight_sides="[{$F0},{$F1}]"
check "fight: truncated JSON" odds '(document): malformed JSON' <<< '{"rules": "tow", "sides": [{'
check "fight: missing rules" odds 'rules: is required' <<< "{\"sides\":$fight_sides}"
check "fight: missing sides" odds 'sides: is required' <<< '{"rules":"tow"}'
check "fight: one side" odds 'sides: must list at least 2 entries, got 1' <<< "{\"rules\":\"tow\",\"sides\":[{$F0}]}"
check "fight: unknown rule set" odds 'rules: unknown rule set "wfb9"' <<< "{\"rules\":\"wfb9\",\"sides\":$fight_sides}"
check "fight: rule set without round-odds rules" odds 'rules: rule set "wap" has no round-odds rules we know of' <<< "{\"rules\":\"wap\",\"sides\":$fight_sides}"
check "fight: a house rule's changes" odds "rules: odds are worked out under a rule set as written, not under a house rule's changes (overkill.max): give the rule set's id, tow" <<< "{\"rules\":{\"base\":\"tow\",\"overkill\":{\"max\":1}},\"sides\":$fight_sides}"
check "fight: zero models" odds 'sides[0].models: must be at least 1, got 0' <<< "{\"rules\":\"tow\",\"sides\":[{\"name\":\"a\",$TT,\"models\":0,$FL,\"armour\":6,$P},{$F1}]}"
check "fight: negative files" odds 'sides[1].files: must be at least 1, got -5' <<< "{\"rules\":\"tow\",\"sides\":[{$F0},{\"name\":\"b\",$TT,$M,\"files\":-5,\"armour\":7,$P}]}"
check "fight: too many models" odds 'sides[1].models: must be at most 200, got 1000' <<< "{\"rules\":\"tow\",\"sides\":[{$F0},{\"name\":\"b\",$TT,\"models\":1000,$FL,\"armour\":7,$P}]}"
check "fight: a characteristic out of range" odds 'sides[0].profile.ws: must be at most 10, got 11' <<< "{\"rules\":\"tow\",\"sides\":[{\"name\":\"a\",$TT,$M,$FL,\"armour\":6,\"profile\":{\"ws\":11,\"s\":3,\"t\":3,\"w\":1,\"i\":3,\"a\":1,\"ld\":7}},{$F1}]}"
check "fight: a characteristic missing" odds 'sides[0].profile.ld: is required' <<< "{\"rules\":\"tow\",\"sides\":[{\"name\":\"a\",$TT,$M,$FL,\"armour\":6,\"profile\":{\"ws\":3,\"s\":3,\"t\":3,\"w\":1,\"i\":3,\"a\":1}},{$F1}]}"
check "fight: an unknown weapon" odds 'sides[1].weapon: must be one of hand_weapon, additional_hand_weapon, great_weapon, halberd, thrusting_spear, lance, got "sword"' <<< "{\"rules\":\"tow\",\"sides\":[{$F0},{$F1,\"weapon\":\"sword\"}]}"
check "fight: an unknown troop type" odds 'sides[0].troop_type: must be one of infantry, ' <<< "{\"rules\":\"tow\",\"sides\":[{\"name\":\"a\",\"troop_type\":\"dragon\",$M,$FL,\"armour\":6,$P},{$F1}]}"
check "fight: impact hits neither a number nor a die" odds 'sides[0].special_rules.impact_hits: must be a number, "D3" or "D6", got "2D6"' <<< "{\"rules\":\"tow\",\"sides\":[{$F0,\"special_rules\":{\"impact_hits\":\"2D6\"}},{$F1}]}"
check "fight: a rule not a boolean" odds 'sides[0].special_rules.hatred: must be true or false, got a string' <<< "{\"rules\":\"tow\",\"sides\":[{$F0,\"special_rules\":{\"hatred\":\"yes\"}},{$F1}]}"
check "fight: a save out of range" odds 'sides[1].ward: must be at most 7, got 9' <<< "{\"rules\":\"tow\",\"sides\":[{$F0},{$F1,\"ward\":9}]}"
check "fight: a charger that is no side" odds 'round.charger: must be at most 1, got 2' <<< "{\"rules\":\"tow\",\"sides\":$fight_sides,\"round\":{\"charger\":2}}"
check "fight: flanked without its arc" odds 'round.arc: is required with flanked' <<< "{\"rules\":\"tow\",\"sides\":$fight_sides,\"round\":{\"flanked\":1,\"flank_fighting_models\":2}}"
check "fight: an arc without flanked" odds 'round.arc: is for a side fought in its flank or rear' <<< "{\"rules\":\"tow\",\"sides\":$fight_sides,\"round\":{\"arc\":\"rear\"}}"
check "fight: the front as the arc" odds 'round.arc: must be flank or rear, got "front"' <<< "{\"rules\":\"tow\",\"sides\":$fight_sides,\"round\":{\"flanked\":1,\"arc\":\"front\",\"flank_fighting_models\":2}}"
check "fight: a number too large for any" odds 'sides[0].armour: must be at most 7, got 1e+300' <<< "{\"rules\":\"tow\",\"sides\":[{\"name\":\"a\",$TT,$M,$FL,\"armour\":1e300,$P},{$F1}]}"
check "fight: wounds_lost not below w (validate_fight)" odds 'sides[0].wounds_lost: ' <<< "{\"rules\":\"tow\",\"sides\":[{$F0,\"wounds_lost\":1},{$F1}]}"
check "fight: an unknown field under --strict" odds 'sides[0].profile.wss: unknown field (did you mean "ws"?)' --strict <<< "{\"rules\":\"tow\",\"sides\":[{\"name\":\"a\",$TT,$M,$FL,\"armour\":6,\"profile\":{\"ws\":3,\"wss\":3,\"s\":3,\"t\":3,\"w\":1,\"i\":3,\"a\":1,\"ld\":7}},{$F1}]}"

# --- battle documents
B='"id":"u","cost":100,"strength_at_start":10'
ok_armies="[{\"name\":\"A\",\"units\":[{$B}]},{\"name\":\"B\",\"units\":[]}]"
check "battle: rule set without VP rules" score 'rules: rule set "wfb5" has no victory-point rules' <<< "{\"rules\":\"wfb5\",\"points_limit\":2000,\"armies\":$ok_armies}"
check "battle: missing points limit" score 'points_limit: is required' <<< "{\"rules\":\"wap\",\"armies\":$ok_armies}"
check "battle: zero points limit" score 'points_limit: must be at least 1' <<< "{\"rules\":\"wap\",\"points_limit\":0,\"armies\":$ok_armies}"
check "battle: one army" score 'armies: must list at least 2 entries' <<< "{\"rules\":\"wap\",\"points_limit\":2000,\"armies\":[{\"units\":[]}]}"
check "battle: negative cost" score 'armies[0].units[0].cost: must be at least 0, got -100' <<< "{\"rules\":\"wap\",\"points_limit\":2000,\"armies\":[{\"units\":[{\"id\":\"u\",\"cost\":-100,\"strength_at_start\":10}]},{\"units\":[]}]}"
check "battle: huge cost" score 'armies[0].units[0].cost: must be at most 1000000' <<< "{\"rules\":\"wap\",\"points_limit\":2000,\"armies\":[{\"units\":[{\"id\":\"u\",\"cost\":1e12,\"strength_at_start\":10}]},{\"units\":[]}]}"
check "battle: zero starting strength" score 'armies[0].units[0].strength_at_start: must be at least 1' <<< "{\"rules\":\"wap\",\"points_limit\":2000,\"armies\":[{\"units\":[{\"id\":\"u\",\"cost\":1,\"strength_at_start\":0}]},{\"units\":[]}]}"
check "battle: unknown state" score 'armies[0].units[0].state: must be one of in_play, fleeing, destroyed, fled_off_table' <<< "{\"rules\":\"wap\",\"points_limit\":2000,\"armies\":[{\"units\":[{$B,\"state\":\"dead\"}]},{\"units\":[]}]}"
check "battle: unknown kind" score 'armies[0].units[0].kind: must be one of unit' <<< "{\"rules\":\"wap\",\"points_limit\":2000,\"armies\":[{\"units\":[{$B,\"kind\":\"hero\"}]},{\"units\":[]}]}"
check "battle: duplicate unit id" score 'armies[0].units[1].id: repeats the id "u"' <<< "{\"rules\":\"wap\",\"points_limit\":2000,\"armies\":[{\"units\":[{$B},{$B}]},{\"units\":[]}]}"
check "battle: nested detachments" score 'armies[0].units[0].detachments[0].detachments: a detachment cannot have' <<< "{\"rules\":\"wap\",\"points_limit\":2000,\"armies\":[{\"units\":[{$B,\"detachments\":[{\"id\":\"f\",\"cost\":25,\"strength_at_start\":1,\"detachments\":[]}]}]},{\"units\":[]}]}"
check "battle: both concede" score 'armies[1].conceded: only one army can concede' <<< "{\"rules\":\"wap\",\"points_limit\":2000,\"armies\":[{\"conceded\":true,\"units\":[{$B}]},{\"conceded\":true,\"units\":[]}]}"
check "battle: concession not covered" score 'armies[0].conceded: rule set wfb7 has no known rule for conceding' <<< "{\"rules\":\"wfb7\",\"points_limit\":2000,\"armies\":[{\"conceded\":true,\"units\":[{$B}]},{\"units\":[]}]}"
check "battle: too many table quarters" score 'armies[0].table_quarters: must be at most 4' <<< "{\"rules\":\"wfb6\",\"points_limit\":2000,\"armies\":[{\"table_quarters\":5,\"units\":[{$B}]},{\"units\":[]}]}"
check "battle: negative standards" score 'armies[0].units[0].standards_lost_in_combat: must be at least 0' <<< "{\"rules\":\"wap\",\"points_limit\":2000,\"armies\":[{\"units\":[{$B,\"standards_lost_in_combat\":-1}]},{\"units\":[]}]}"
check "battle: units missing" score 'armies[1].units: is required' <<< "{\"rules\":\"wap\",\"points_limit\":2000,\"armies\":[{\"units\":[{$B}]},{\"name\":\"B\"}]}"
check "battle: more strength at the end" score 'armies[0].units[0].strength_at_end: must be at most strength_at_start (10), got 11: a unit ends a battle with no more strength than it began with' <<< "{\"rules\":\"wap\",\"points_limit\":2000,\"armies\":[{\"units\":[{\"id\":\"u\",\"cost\":100,\"strength_at_start\":10,\"strength_at_end\":11}]},{\"units\":[]}]}"
check "battle: null for a required field" score 'armies[0].units[0].cost: is required' <<< "{\"rules\":\"wap\",\"points_limit\":2000,\"armies\":[{\"units\":[{\"id\":\"u\",\"cost\":null,\"strength_at_start\":10}]},{\"units\":[]}]}"

# --- army lists (import)
check "list: truncated JSON" import '(document): malformed JSON' <<< '{"army":"empire","core":['
check "list: neither format" import '(document): is not an army list we read' <<< '{"units":[]}'
check "list: both formats" import '(document): is both an Old World Builder export and a New Recruit roster' <<< '{"army":"empire","core":[{"id":"a","points":5}],"roster":{"forces":[]}}'
check "list: not an object" import '(document): must be an object' <<< '[1, 2]'
check "list: unit with no cost" import 'core[0].points: is required: a unit with no cost' <<< '{"army":"empire","points":2000,"core":[{"id":"a","name_en":"Halberdiers","strength":20}]}'
check "list: option price not a number" import 'characters[0].options[0].points: must be an integer, got a string' <<< '{"army":"empire","characters":[{"id":"g","points":100,"options":[{"points":"2","active":true}]}]}'
check "list: categories not arrays" import 'core: must be an array, got an object' <<< '{"army":"empire","core":{}}'
check "list: repeated unit id" import 'core[1].id: repeats the id "a" in this list' <<< '{"army":"empire","core":[{"id":"a","points":1},{"id":"a","points":2}]}'
check "roster: unit with no cost" import 'roster.forces[0].selections[0]: has no points cost' <<< '{"roster":{"forces":[{"selections":[{"id":"s","name":"Spearmen","type":"unit","selections":[{"type":"model","number":10}]}]}]}}'
check "list: unit cost over max_points" import 'core[0]: costs 1000000000000 points, more than a unit can cost (1000000)' <<< '{"army":"empire","core":[{"id":"a","points":1000000,"strength":1000000}]}'
check "list: negative strength" import 'core[0].strength: must be at least 0, got -3' <<< '{"army":"empire","core":[{"id":"a","points":5,"strength":-3}]}'
check "roster: forces missing" import 'roster.forces: is required' <<< '{"roster":{"name":"x"}}'

# --- tournament documents
G='"round":1,"points_limit":2000,"players":["A","B"],"victory_points":[100,50]'
check "tournament: a draw_seed past 2^64 - 1" standings 'draw_seed: must be a whole number from 0 to 18446744073709551615, got 1.8446744073709552e+19' <<< '{"scheme":"tow-matched-play","games":[],"players":[{"name":"A"},{"name":"B"}],"draw_seed":18446744073709551616}'
check "tournament: a negative draw_seed" standings 'draw_seed: must be a whole number from 0 to 18446744073709551615, got -1' <<< '{"scheme":"tow-matched-play","games":[],"players":[{"name":"A"},{"name":"B"}],"draw_seed":-1}'
check "tournament: unknown scheme" standings 'scheme: unknown scheme "chess"' <<< "{\"scheme\":\"chess\",\"games\":[{$G}]}"
check "tournament: a tiebreaker listed twice" standings 'tiebreakers[1]: "wins" is listed already' <<< "{\"scheme\":\"t9a-nr\",\"tiebreakers\":[\"wins\",\"wins\"],\"games\":[{$G}]}"
check "tournament: misspelt scheme" standings 'scheme: unknown scheme "tow-matchedplay" (did you mean "tow-matched-play"?); the schemes: tow-matched-play, t9a-nr, or an object with bands' <<< "{\"scheme\":\"tow-matchedplay\",\"games\":[{$G}]}"
check "tournament: misspelt tiebreaker" standings 'tiebreakers[0]: unknown tiebreaker "vp_diference" (did you mean "vp_difference"?); the tiebreakers: ' <<< "{\"scheme\":\"t9a-nr\",\"tiebreakers\":[\"vp_diference\"],\"games\":[{$G}]}"
check "tournament: unknown tiebreaker" standings 'tiebreakers[1]: unknown tiebreaker "charisma"' <<< "{\"scheme\":\"t9a-nr\",\"tiebreakers\":[\"wins\",\"charisma\"],\"games\":[{$G}]}"
check "tournament: unknown band basis" standings 'scheme.basis: must be one of absolute, percent, got "pct"' <<< "{\"scheme\":{\"basis\":\"pct\",\"bands\":[{\"points\":[1,1]}]},\"games\":[{$G}]}"
check "tournament: player twice in a round" standings 'games[1].players[0]: "A" already plays in round 1' <<< "{\"scheme\":\"tow-matched-play\",\"games\":[{$G},{\"round\":1,\"points_limit\":2000,\"players\":[\"A\",\"C\"],\"victory_points\":[1,2]}]}"
check "tournament: playing oneself" standings 'games[0].players: "A" cannot play themselves' <<< '{"scheme":"tow-matched-play","games":[{"round":1,"points_limit":2000,"players":["A","A"],"victory_points":[1,2]}]}'
check "tournament: negative VP" standings 'games[0].victory_points[1]: must be at least 0' <<< '{"scheme":"tow-matched-play","games":[{"round":1,"points_limit":2000,"players":["A","B"],"victory_points":[1,-2]}]}'
check "tournament: fewer rounds than played" standings 'rounds: is 1, but round 2 has been played (games[1]): the event has at least 2 rounds' <<< "{\"scheme\":\"tow-matched-play\",\"rounds\":1,\"games\":[{$G},{\"round\":2,\"points_limit\":2000,\"players\":[\"A\",\"B\"],\"victory_points\":[1,2]}]}"
check "tournament: rounds not a number" standings 'rounds: must be an integer, got a string' <<< "{\"scheme\":\"tow-matched-play\",\"rounds\":\"3\",\"games\":[{$G}]}"
check "tournament: bye without bye points" standings 'bye_points: is required when byes are listed' <<< "{\"scheme\":\"t9a-nr\",\"games\":[{$G}],\"byes\":[{\"round\":1,\"player\":\"Z\"}]}"
check "tournament: three players in a game" standings 'games[0].players: must list at most 2 entries' <<< '{"scheme":"tow-matched-play","games":[{"round":1,"points_limit":2000,"players":["A","B","C"],"victory_points":[1,2]}]}'
check "tournament: bad primary objective" standings 'games[0].primary_objective: must be at most 1' <<< "{\"scheme\":\"t9a-nr\",\"games\":[{$G,\"primary_objective\":2}]}"
# CSV results (issue 16): every problem as file:line:column (standard input is "stdin").
H='round,points_limit,player_1,player_2,victory_points_1,victory_points_2'
check "tournament: csv bad number" standings 'stdin:2:5: victory_points_1 must be a whole number, got "lots"' <<< $"$H"$'\n1,2000,A,B,lots,5'
check "tournament: csv blank VP" standings "stdin:3:5: victory_points_1 is blank: enter both players' victory points (a game not yet played is left out of the file)" <<< $"$H"$'\n1,2000,A,B,1,5\n1,2000,Cat,Dan,,'
check "tournament: csv --rounds fewer than played" standings '--rounds: is 1, but round 2 has been played (stdin line 3): the event has at least 2 rounds' --rounds 1 <<< $"$H"$'\n1,2000,A,B,1,5\n2,2000,A,B,1,5'
check "tournament: csv one player" standings 'stdin:3:4: player_2 is blank: write the opponent, or bye if Zed has the bye this round' <<< $"$H"$'\n1,2000,A,B,1,5\n1,,Zed,,,'
check "tournament: csv bye without --bye-points" standings 'stdin:3:4: player_2 is bye, but the tournament points for a bye are not set: give them with --bye-points N (or --bye-points average)' --scheme t9a-nr <<< $"$H"$'\n1,2000,A,B,1,5\n1,,Zed,bye,,'
check "tournament: conceded under a scheme without the rule" standings 'games[0].conceded: only the tow-matched-play scheme has a rule for conceding' <<< '{"scheme":"t9a-nr","games":[{"round":1,"points_limit":2000,"players":["A","B"],"victory_points":[1,2],"conceded":1}]}'
check "tournament: conceded out of range" standings 'games[0].conceded: must be at most 1, got 3' <<< '{"scheme":"tow-matched-play","games":[{"round":1,"points_limit":2000,"players":["A","B"],"victory_points":[1,2],"conceded":3}]}'
check "tournament: bye_points cannot be the game's size" standings 'bye_points: must be a whole number or "average", got "points_limit"' <<< '{"scheme":"t9a-nr","bye_points":"points_limit","games":[{"round":1,"points_limit":2000,"players":["A","B"],"victory_points":[1,2]}],"byes":[{"round":1,"player":"Zed"}]}'
check "tournament: csv bye at the game's size with no points limit" standings "stdin:3:2: points_limit: the bye scores the game's size in victory points, but neither the bye nor a game of round 1 gives a points_limit" <<< $"$H"$'\n1,,A,B,1,5\n1,,Zed,bye,,'
check "tournament: csv header with a BOM and semicolons" standings 'stdin:3:3: player_1: "A" already plays in round 1 (line 2)' < <(printf '\xef\xbb\xbfround ; points_limit ; player_1 ; player_2 ; victory_points_1 ; victory_points_2\r\n1;2000;A;B;1;5\r\n1;2000;A;C;1;5\r\n')
check "tournament: csv header lacks a column" standings 'stdin:1:1: the header has no column victory_points_2 (its columns: round, player_1, player_2, victory_points_1)' <<< $'round,player_1,player_2,victory_points_1\n1,A,B,1'
check "tournament: roster name misspelt" standings 'games[0].players[0]: "Jonathon" is not on the roster: did you mean Jonathan?' <<< '{"scheme":"tow-matched-play","players":[{"name":"Jonathan"},{"name":"Rob"}],"games":[{"round":1,"points_limit":2000,"players":["Jonathon","Rob"],"victory_points":[1,2]}]}'
check "tournament: roster name in another case" standings 'games[0].players[1]: "rob" is not on the roster (names must match in case): did you mean Rob?' <<< '{"scheme":"tow-matched-play","players":[{"name":"Jonathan"},{"name":"Rob"}],"games":[{"round":1,"points_limit":2000,"players":["Jonathan ","rob"],"victory_points":[1,2]}]}'
check "tournament: avoid_same not club or team" standings 'avoid_same[0]: must be "club" or "team", got "clan"' <<< '{"scheme":"tow-matched-play","avoid_same":["clan"],"games":[]}'
check "tournament: avoid_same listed twice" standings 'avoid_same[1]: is listed twice: "club"' <<< '{"scheme":"tow-matched-play","avoid_same":["club","club"],"games":[]}'
# Team events ("teams": true, or --teams with a roster for CSV).
TR='"players":[{"name":"A","team":"North"},{"name":"B","team":"South"},{"name":"C","team":"North"},{"name":"D","team":"East"}]'
check "tournament: team event without a roster" standings 'players: a team event needs a roster giving each player'"'"'s team' <<< "{\"scheme\":\"tow-matched-play\",\"teams\":true,\"games\":[{$G}]}"
check "tournament: team event, a player with no team" standings 'players[1].team: "B" has no team: in a team event every player is on a team' <<< "{\"scheme\":\"tow-matched-play\",\"teams\":true,\"players\":[{\"name\":\"A\",\"team\":\"North\"},{\"name\":\"B\"}],\"games\":[{$G}]}"
check "tournament: team event, teammates paired" standings 'games[0].players: "A" and "C" are both of team North: in a team event a player meets a player of another team' <<< "{\"scheme\":\"tow-matched-play\",\"teams\":true,$TR,\"games\":[{\"round\":1,\"points_limit\":2000,\"players\":[\"A\",\"C\"],\"victory_points\":[1,2]}]}"
check "tournament: team event, a team meets two teams" standings 'games[1].players[0]: team North meets team South in round 1 (games[0]): a team meets one team a round, not also team East' <<< "{\"scheme\":\"tow-matched-play\",\"teams\":true,$TR,\"games\":[{$G},{\"round\":1,\"points_limit\":2000,\"players\":[\"C\",\"D\"],\"victory_points\":[1,2]}]}"
check "tournament: teams not a boolean" standings 'teams: must be true or false' <<< '{"scheme":"tow-matched-play","teams":"yes","games":[]}'
check "tournament: team_round_cap below 1" standings 'team_round_cap: must be at least 1, got 0' <<< "{\"scheme\":\"tow-matched-play\",\"teams\":true,\"team_round_cap\":0,$TR,\"games\":[{$G}]}"
check "tournament: team_round_cap above the most tournament points" standings 'scheme.team_round_cap: must be at most 1000, got 1001' <<< "{\"scheme\":{\"bands\":[{\"points\":[1,0]}],\"team_round_cap\":1001},\"teams\":true,$TR,\"games\":[{$G}]}"
check "tournament: team_round_cap without teams" standings 'team_round_cap: is for team events: the document needs "teams": true' <<< "{\"scheme\":\"tow-matched-play\",\"team_round_cap\":6,$TR,\"games\":[{$G}]}"
roster="$(mktemp)"
printf 'name,team\nA,North\nB,South\nC,\n' > "$roster"
err="$(mktemp)"
out="$(printf 'round,points_limit,player_1,player_2,victory_points_1,victory_points_2\n1,2000,A,B,1,5\n' | "$tool" standings - --roster "$roster" --teams 2>"$err")"
rc=$?
expected="$roster:4:2: team: \"C\" has no team: in a team event every player is on a team"
if [ "$rc" -eq 2 ] && [ -z "$out" ] && grep -qF -- "$expected" "$err"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
  echo "FAILED: tournament: csv team event, a rostered player with no team (exit $rc), expected on stderr: $expected"
  echo "  stderr: $(head -c 400 "$err")"
fi
rm -f "$roster" "$err"

# A spreadsheet file given for CSV: by its extension (results or --roster) or by its first bytes.
check "tournament: a spreadsheet on standard input" standings 'stdin:1:1: the file is a zip archive, as an .xlsx or .ods spreadsheet is, not CSV text: save the sheet as CSV' < <(printf 'PK\003\004\024\000[Content_Types].xml')
sheet_dir="$(mktemp -d)"
printf 'PK\003\004\024\000[Content_Types].xml' > "$sheet_dir/players.ods"
printf 'PK\003\004\024\000[Content_Types].xml' > "$sheet_dir/results.xlsx"
check "tournament: a spreadsheet as --roster" standings "$sheet_dir/players.ods:1:1: the file is an OpenDocument spreadsheet (.ods), not CSV text: save the sheet as CSV" --roster "$sheet_dir/players.ods" <<< $"$H"$'\n1,2000,A,B,1,5'
err="$(mktemp)"
out="$("$tool" standings "$sheet_dir/results.xlsx" 2>"$err")"
rc=$?
expected="$sheet_dir/results.xlsx:1:1: the file is an Excel workbook (.xlsx), not CSV text: save the sheet as CSV (comma-separated values) in the spreadsheet program and give that file"
if [ "$rc" -eq 2 ] && [ -z "$out" ] && grep -qF -- "$expected" "$err"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
  echo "FAILED: tournament: a spreadsheet as the results (exit $rc), expected on stderr: $expected"
  echo "  stderr: $(head -c 400 "$err")"
fi
rm -rf "$sheet_dir" "$err"
check "tournament: csv header as a spreadsheet writes it" standings 'stdin:1:1: the header has no column victory_points_1 (its columns: round, player_1, player_2, vp 1, vp 2; is vp 1 victory_points_1?)' <<< $'round,player_1,player_2,VP 1,VP 2\n1,A,B,1,5'

# warns NAME COMMAND EXPECTED-STDERR-SUBSTRING: exit status 0 and the warning on standard error
warns() {
  local name="$1" command="$2" expected="$3" err rc
  err="$(mktemp)"
  "$tool" "$command" - >/dev/null 2>"$err"
  rc=$?
  if [ "$rc" -eq 0 ] && grep -qF -- "$expected" "$err"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAILED: $name (exit $rc), expected on stderr: $expected"
    echo "  stderr: $(head -c 400 "$err")"
  fi
  rm -f "$err"
}
warns "tournament: rematch" standings 'warning: stdin:3:3: player_1: a rematch: "B" and "A" played each other in round 1 (line 2)' <<< $"$H"$'\n1,2000,A,B,1,5\n2,2000,B,A,1,5'
warns "tournament: round gap" standings 'warning: stdin:3:1: round: round 3 follows round 1: no game or bye in round 2' <<< $"$H"$'\n1,2000,A,B,1,5\n3,2000,B,C,1,5'
warns "tournament: two points limits" standings 'warning: stdin:3:2: points_limit: round 1 is played at 2000 points (line 2) and here at 2500' <<< $"$H"$'\n1,2000,A,B,1,5\n1,2500,C,D,1,5'
warns "tournament: a bye at another points limit" standings 'warning: stdin:3:2: points_limit: round 1 is played at 2000 points (line 2) and this bye at 2500' <<< $"$H"$'\n1,2000,Ann,Bob,1,5\n1,2500,Cat,bye,,'
warns "tournament: names differing in case" standings 'warning: stdin:3:3: player_1: "jonathan" and "Jonathan" (line 2) differ only in case or spaces: one player or two? (a roster settles it)' <<< $"$H"$'\n1,2000,Jonathan,B,1,5\n2,2000,jonathan,B,1,5'
warns "tournament: second bye" standings 'warning: byes[1].player: more than one bye: "Z" had a bye in round 1 (byes[0])' <<< '{"scheme":"tow-matched-play","bye_points":3,"games":[{"round":1,"points_limit":2000,"players":["A","B"],"victory_points":[1,2]},{"round":2,"points_limit":2000,"players":["A","B2"],"victory_points":[1,2]}],"byes":[{"round":1,"player":"Z"},{"round":2,"player":"Z"}]}'
warns "tournament: rostered player missing" standings 'warning: players[2]: "Cat" has no game and no bye in round 1 (if they left the event, set dropped_after)' <<< '{"scheme":"tow-matched-play","players":[{"name":"Ann"},{"name":"Bob"},{"name":"Cat"}],"games":[{"round":1,"points_limit":2000,"players":["Ann","Bob"],"victory_points":[1,2]}]}'

warns "fight: an unknown field" odds 'warning: round.chargr: unknown field (did you mean "charger"?)' <<< "{\"rules\":\"tow\",\"sides\":$fight_sides,\"round\":{\"chargr\":0}}"

warns "list: another game's" import 'warning: game: is "warhammer-40k", not "the-old-world": read as Old World Builder prices any game'"'"'s list' <<< '{"army":"empire","game":"warhammer-40k","core":[{"id":"a","points":5}]}'
warns "list: no category of Old World Builder's" import 'warning: monsters: is no category of Old World Builder'"'"'s (lords, heroes, characters, core, special, rare, mercenaries, allies): 1 entry is not read' <<< '{"army":"empire","core":[{"id":"a","points":5}],"monsters":[{"id":"m","points":200}]}'
warns "roster: points outside every unit" import 'warning: roster.forces[0].selections[1]: costs 50 points outside every unit (a selection of type "upgrade"): in no unit'"'"'s cost and not in the total' <<< '{"roster":{"forces":[{"selections":[{"id":"u","type":"unit","costs":[{"name":"pts","value":100}]},{"id":"x","type":"upgrade","costs":[{"name":"pts","value":50}]}]}]}}'

# refuses NAME EXPECTED-STDERR-SUBSTRING ARGS...: a usage error (exit status 1), nothing on
# standard output (the document comes on standard input)
refuses() {
  local name="$1" expected="$2" out err rc
  shift 2
  err="$(mktemp)"
  out="$("$tool" "$@" 2>"$err")"
  rc=$?
  if [ "$rc" -eq 1 ] && [ -z "$out" ] && grep -qF -- "$expected" "$err"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAILED: $name (exit $rc), expected on stderr: $expected"
    echo "  stderr: $(head -c 400 "$err")"
  fi
  rm -f "$err"
}
CSV=$"$H"$'\n1,2000,A,B,1,5\n1,,C,bye,,'
refuses "tournament: csv --bye-vp-difference too low" '--bye-vp-difference must be a whole number from -1000000 to 1000000, or average, got "-2000000000"' standings - --bye-points 3 --bye-vp-difference -2000000000 <<< "$CSV"
refuses "tournament: csv --bye-vp-difference too high" '--bye-vp-difference must be a whole number from -1000000 to 1000000, or average, got "1000001"' standings - --bye-points 3 --bye-vp-difference 1000001 <<< "$CSV"
refuses "tournament: csv --bye-vp negative" '--bye-vp must be a whole number from 0 to 1000000, average or points_limit, got "-1"' standings - --bye-points 3 --bye-vp -1 <<< "$CSV"
refuses "tournament: csv --team-cap 0" '--team-cap must be a whole number from 1 to 1000, got "0"' standings - --teams --team-cap 0 <<< "$CSV"
refuses "tournament: csv --team-cap not a number" '--team-cap must be a whole number from 1 to 1000, got "six"' standings - --teams --team-cap six <<< "$CSV"
refuses "tournament: csv --team-cap without a value" '--team-cap needs a whole number' standings - --teams --team-cap <<< "$CSV"
refuses "tournament: csv --team-cap without --teams" '--team-cap is for team events: add --teams' standings - --team-cap 6 <<< "$CSV"
refuses "tournament: --team-cap with a document" '--teams and --team-cap are for CSV results; a tournament document says "teams": true and team_round_cap itself' standings - --team-cap 6 <<< '{"scheme":"tow-matched-play","games":[]}'
refuses "odds: --rounds past the most rounds of a whole combat" '--rounds for odds must be a whole number from 1 to 20, got 21' odds - --rounds 21 <<< "{\"rules\":\"tow\",\"sides\":$fight_sides}"
refuses "--format unknown" '--format must be json, text, markdown, csv or html (owb or new-recruit for import and battle), got "xml"' score - --format xml <<< '{}'
refuses "--format without a value" '--format needs a value: json, text, markdown, csv or html' score - --format <<< '{}'

# An imported army pasted into a battle document: its format, points_limit and total are known
# (informational), no unknown-field warning even under --strict.
err="$(mktemp)"
army="$(printf '%s' '{"army":"empire","points":2000,"core":[{"id":"a","name_en":"Halberdiers","points":6,"strength":20}]}' | "$tool" import - 2>"$err")"
out="$(printf '{"rules":"tow","points_limit":2000,"armies":[%s,{"units":[{"id":"b","cost":100,"strength_at_start":10}]}]}' "$army" | "$tool" score - --strict 2>>"$err")"
rc=$?
if [ "$rc" -eq 0 ] && [ -n "$out" ] && [ ! -s "$err" ]; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
  echo "FAILED: an imported army in a battle document under --strict (exit $rc)"
  echo "  stderr: $(head -c 400 "$err")"
fi
rm -f "$err"

# --- battle: two lists that make a document score would refuse
examples="$(dirname "$0")/../../docs/examples"
long_list="$(mktemp)"
sed 's/"name": *"[^"]*"/"name": "'"$(printf 'N%.0s' $(seq 100))"'"/' "$examples/list_empire.owb.json" > "$long_list"
err="$(mktemp)"
out="$("$tool" battle "$long_list" "$examples/list_orcs.owb.json" 2>"$err")"
if [ $? -eq 2 ] && [ -z "$out" ] &&
   grep -qF "$long_list: armies[0].name: in the battle document the two lists make, longer than 63 characters" "$err"; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
  echo "FAILED: battle: a list name too long for the battle document: $(head -c 400 "$err")"
fi
rm -f "$long_list" "$err"

echo "malformed inputs: ${passed} passed, ${failed} failed"
echo "${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]
