#!/usr/bin/env bash
# Names as people type them, checked by their exact output: rule sets in any case, "did you mean"
# for an unknown one, the text form of rule-sets, --version, and fields a document does not have
# and CSV columns a reader does not know (warnings on standard error, errors under --strict).
#
#   tests/cli/names.sh path/to/rankfile path/to/docs/examples
set -u
tool="$1"
examples="$2"
passed=0
failed=0
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# expect NAME STATUS STDOUT STDERR -- ARGS...   (the document, if any, on standard input)
# STDOUT "*" accepts any standard output.
expect() {
  local name="$1" status="$2" want_out="$3" want_err="$4" out err rc
  shift 5
  err="$(mktemp)"
  out="$("$tool" "$@" 2>"$err")"
  rc=$?
  if [ "$rc" -eq "$status" ] && { [ "$want_out" = "*" ] || [ "$out" = "$want_out" ]; } &&
     [ "$(cat "$err")" = "$want_err" ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAILED: $name (exit $rc, expected $status)"
    echo "  stdout: ${out:0:600}"
    echo "  stderr: $(head -c 1200 "$err")"
    echo "  expected stderr: $want_err"
  fi
  rm -f "$err"
}

version="$(sed -n 's/^#define RANKFILE_VERSION_\(MAJOR\|MINOR\|PATCH\) //p' \
  "$(dirname "$0")/../../include/rankfile/version.hpp" | paste -sd.)"
expect "--version" 0 "rankfile $version" "" -- --version
expect "version" 0 "rankfile $version" "" -- version
expect "version --format json" 0 "{
  \"rankfile\": \"$version\"
}" "" -- version --format json

# --- rule sets in any case: the answer names the rule set by its id
combat="$("$tool" combat "$examples/combat.json")"
expect "combat: WFB5" 0 "$combat" "" -- combat - < <(sed 's/"rules": "wfb5"/"rules": "WFB5"/' "$examples/combat.json")
expect "combat: 5TH" 0 "$combat" "" -- combat - < <(sed 's/"rules": "wfb5"/"rules": "5TH"/' "$examples/combat.json")
score="$("$tool" score "$examples/battle.json")"
rules="$(grep -o '"rules": "[^"]*"' "$examples/battle.json")"
upper="$(echo "$rules" | tr '[:lower:]' '[:upper:]' | sed 's/"RULES"/"rules"/')"
expect "score: $upper" 0 "$score" "" -- score - < <(sed "s/$rules/$upper/" "$examples/battle.json")
break_test="$("$tool" break-test "$examples/break_test.json")"
rules="$(grep -o '"rules": "[^"]*"' "$examples/break_test.json")"
upper="$(echo "$rules" | tr '[:lower:]' '[:upper:]' | sed 's/"RULES"/"rules"/')"
expect "break-test: $upper" 0 "$break_test" "" -- break-test - < <(sed "s/$rules/$upper/" "$examples/break_test.json")
expect "break-test: 8TH" 0 "*" "" -- break-test - <<< '{"rules":"8TH","leadership":7,"margin":3}'
odds="$("$tool" odds "$examples/fight.json")"
rules="$(grep -o '"rules": "[^"]*"' "$examples/fight.json")"
upper="$(echo "$rules" | tr '[:lower:]' '[:upper:]' | sed 's/"RULES"/"rules"/')"
expect "odds: $upper" 0 "$odds" "" -- odds - < <(sed "s/$rules/$upper/" "$examples/fight.json")
skeleton="$("$tool" battle "$examples/list_empire.owb.json" "$examples/list_orcs.owb.json" 2>/dev/null)"
expect "battle --rules TOW" 0 "$skeleton" "$("$tool" battle "$examples/list_empire.owb.json" "$examples/list_orcs.owb.json" 2>&1 >/dev/null)" \
  -- battle "$examples/list_empire.owb.json" "$examples/list_orcs.owb.json" --rules TOW

# --- an unknown rule set: the nearest name, and every id with its aliases
# The tool's own list (rankfile rule-sets --format json): "id (also alias, ...)", in list order.
known="the rule sets: $("$tool" rule-sets --format json | awk '
  /^    "id": / { id = $2; gsub(/[",]/, "", id); out = out (out == "" ? "" : ", ") id }
  /^    "aliases": \[$/ { listing = 1; also = ""; next }
  listing && /^    \]/ { listing = 0; if (also != "") out = out " (also " also ")"; next }
  listing { alias = $1; gsub(/[",]/, "", alias); also = also (also == "" ? "" : ", ") alias }
  END { print out }')"
ids="$("$tool" rule-sets --format json | grep -c '^    "id": ')"
expect "unknown rule set wfb9" 2 "" "sides: must list at least 2 entries, got 0
rules: unknown rule set \"wfb9\" (did you mean \"wfb5\"?); $known" -- combat - <<< '{"rules":"wfb9","sides":[]}'
expect "unknown rule set 8TJ" 2 "" "rules: unknown rule set \"8TJ\" (did you mean \"8th\"?); $known" \
  -- break-test - <<< '{"rules":"8TJ","leadership":7,"margin":1}'
expect "unknown rule set chess" 2 "" "rules: unknown rule set \"chess\"; $known" \
  -- break-test - <<< '{"rules":"chess","leadership":7,"margin":1}'
# An option's value the tool does not take: exit 1, as for --scheme.
expect "battle --rules towe" 1 "" "rankfile: --rules: unknown rule set \"towe\" (did you mean \"tow\"?); $known
(rankfile --help for usage)" \
  -- battle "$examples/list_empire.owb.json" "$examples/list_orcs.owb.json" --rules towe

# --- army lists: a forced format the file is not, and both lists' problems, each under its file
expect "import --format owb: a New Recruit roster" 2 "" "army: is required" \
  -- import - --format owb <<< '{"roster":{"forces":[]}}'
printf '{not json' > "$tmp/broken.json"
printf '{"army":"empire","core":[{"id":"a","name":"A","points":-5}]}' > "$tmp/negative.json"
expect "battle: both lists' problems, each named by its file" 2 "" \
  "$tmp/negative.json: core[0].points: must be at least 0, got -5
$tmp/broken.json: (document): malformed JSON: parse error at line 1, column 3: syntax error while parsing object key - invalid literal; last read: '{no'; expected string literal" \
  -- battle "$tmp/negative.json" "$tmp/broken.json"

# --- rule-sets --format text: one block per rule set
text="$("$tool" rule-sets --format text)"
first="$(printf '%s\n' "$text" | sed -n 1,6p)"
expect_first='Warhammer Fantasy Battle, 5th edition
  id:        wfb5
  aliases:   5th, 5e, whfb5
  source:    WFB 5th edition rulebook (1996), Close Combat: Results
  how sure:  combat result verified against the rulebook text; break test second-hand (the 4th edition text); victory points unknown
'
if [ "$first
" = "$expect_first" ] && [ "$(printf '%s\n' "$text" | grep -c '^  id: ')" -eq "$ids" ] && [ "$ids" -gt 0 ] &&
   printf '%s\n' "$text" | grep -qx '  aliases:   none'; then
  passed=$((passed + 1))
else
  failed=$((failed + 1))
  echo "FAILED: rule-sets --format text"
  echo "$text" | head -14
fi

# --- fields a document does not have
U='"id":"a","models":10,"files":5'
V='"id":"b","models":10,"files":5'
typo="{\"rules\":\"wfb5\",\"colour\":\"red\",\"sides\":[{\"wounds_inflicted\":1,\"units\":[{$U}]},{\"wounds_inflicted\":2,\"units\":[{$V},{\"id\":\"c\",\"models\":5,\"files\":5,\"chargd\":true}]}],\"engagements\":[{\"unit\":\"a\",\"fights\":\"b\"},{\"unit\":\"c\",\"fights\":\"a\"}]}"
clean="${typo//,\"chargd\":true/}"
clean="${clean//\"colour\":\"red\",/}"
answer="$("$tool" combat - --format text <<< "$clean")"
expect "unknown fields: warnings" 0 "$answer" 'warning: colour: unknown field
warning: sides[1].units[1].chargd: unknown field (did you mean "charged"?)' -- combat - --format text <<< "$typo"
expect "unknown fields: --strict" 2 "" 'colour: unknown field
sides[1].units[1].chargd: unknown field (did you mean "charged"?)' -- combat - --strict <<< "$typo"
expect "unknown fields: with other problems" 2 "" 'warning: sides[0].wounds_inflcted: unknown field (did you mean "wounds_inflicted"?)
sides[0].wounds_inflicted: is required' -- combat - <<< "{\"rules\":\"wfb5\",\"sides\":[{\"wounds_inflcted\":1,\"units\":[{$U}]},{\"wounds_inflicted\":1,\"units\":[{$V}]}]}"
expect "unknown fields: battle" 0 "*" 'warning: armies[0].units[0].cots: unknown field (did you mean "cost"?)' \
  -- score - <<< '{"rules":"tow","points_limit":2000,"armies":[{"units":[{"id":"u","cost":100,"cots":100,"strength_at_start":10}]},{"units":[]}]}'
expect "unknown fields: break test" 0 "*" 'warning: stubbron: unknown field (did you mean "stubborn"?)' \
  -- break-test - <<< '{"rules":"wfb8","leadership":7,"margin":3,"stubbron":true}'
expect "unknown fields: tournament" 2 "" 'games[0].victory_pionts: unknown field (did you mean "victory_points"?)' \
  -- standings - --strict <<< '{"scheme":"tow-matched-play","games":[{"round":1,"points_limit":2000,"players":["A","B"],"victory_points":[1,2],"victory_pionts":[1,2]}]}'
csv_typo=$'round,points_limit,player_1,player_2,victory_points_1,victory_points_2,generals_slian_1,notes\n1,2000,A,B,1500,500,1,close game'
csv_clean=$'round,points_limit,player_1,player_2,victory_points_1,victory_points_2\n1,2000,A,B,1500,500'
answer="$("$tool" standings - --format csv <<< "$csv_clean")"
expect "unknown CSV columns: warnings" 0 "$answer" 'warning: stdin:1:7: unknown column generals_slian_1 (did you mean generals_slain_1?): its values are not read
warning: stdin:1:8: unknown column notes: its values are not read' -- standings - --format csv <<< "$csv_typo"
expect "unknown CSV columns: --strict" 2 "" 'stdin:1:7: unknown column generals_slian_1 (did you mean generals_slain_1?): its values are not read
stdin:1:8: unknown column notes: its values are not read' -- standings - --strict <<< "$csv_typo"
csv_bye=$'round,points_limit,player_1,player_2,victory_points_1,victory_points_2\n1,2000,Ann,Bob,1500,500\n1,2000,Cat,bye,1500,'
expect "a bye's line: its other cells are not read" 0 "*" 'warning: stdin:3:5: victory_points_1 is not read on a bye'"'"'s line: a bye scores the bye points, VP and VP difference (--bye-points, --bye-vp, --bye-vp-difference)' \
  -- standings - --bye-points 3 <<< "$csv_bye"
expect "a bye's line: --strict makes it an error" 2 "" 'stdin:3:5: victory_points_1 is not read on a bye'"'"'s line: a bye scores the bye points, VP and VP difference (--bye-points, --bye-vp, --bye-vp-difference)' \
  -- standings - --bye-points 3 --strict <<< "$csv_bye"
# docs/cli.md: a house rule's changes may be listed in any order, also where one alone would be
# refused (5th edition's disruption with every size test off, until min_ranks is set).
for order in '"min_models":0,"min_ranks":2' '"min_ranks":2,"min_models":0'; do
  expect "house rule: changes in any order ($order)" 0 "*" "" -- combat - <<< "{\"rules\":{\"base\":\"wfb5\",\"disruption\":{$order}},\"sides\":[{\"wounds_inflicted\":1,\"units\":[{\"id\":\"a\",\"models\":10,\"files\":5}]},{\"wounds_inflicted\":1,\"units\":[{\"id\":\"b\",\"models\":10,\"files\":5}]}]}"
done
# A tournament document saved with a byte order mark is still JSON, not CSV.
doc='{"scheme":"tow-matched-play","games":[{"round":1,"points_limit":2000,"players":["A","B"],"victory_points":[1500,500]}]}'
answer="$("$tool" standings - <<< "$doc")"
expect "tournament document with a byte order mark" 0 "$answer" "" -- standings - <<< $'\xEF\xBB\xBF'"$doc"
printf 'name,factoin\nA,Empire\nB,Dwarfs\n' > "$tmp/roster.csv"
expect "unknown CSV columns: roster" 0 "*" "warning: $tmp/roster.csv:1:2: unknown column factoin (did you mean faction?): its values are not read" \
  -- standings - --roster "$tmp/roster.csv" <<< "$csv_clean"
# The engines' commands, "combat, score, break-test" (every engine's command takes --explain), as
# `rankfile help` lists them: the messages below name them all, from the tool's tables.
engine_commands="$("$tool" help | tr '\n' ' ' | tr -s ' ' | grep -o -- '--explain [^[]*\[[^]]*\]' |
  sed 's/.*\[\(.*\)\]/\1/')"
[ -n "$engine_commands" ] || { echo "FAILED: rankfile help lists no command for --explain"; exit 1; }
expect "--strict: not for rule-sets" 1 "" "rankfile: --strict is for $engine_commands and standings
(rankfile --help for usage)" -- rule-sets --strict

# Options: each is refused by a command that does not take it, with the commands that do; a
# value may follow after = as well as after a space.
refused() {  # refused NAME MESSAGE ARGS...
  local name="$1" message="$2"; shift 2
  expect "$name" 1 "" "rankfile: $message
(rankfile --help for usage)" -- "$@" < /dev/null
}
refused "--explain: not for standings" "--explain is for $(sed 's/, \([^,]*\)$/ and \1/' <<< "$engine_commands")" \
  standings - --explain
refused "--rules: for battle only" "--rules is for battle only" combat - --rules tow
refused "--seed: for standings only" "--seed is for standings only" score - --seed 5
refused "--teams: for standings only" "--teams is for standings only" combat - --teams
refused "--avoid-same: for standings only" "--avoid-same is for standings only" break-test - --avoid-same club
refused "--format markdown: not for version" "--format markdown is for rule-sets only" version --format markdown
refused "--rules=: a value is needed" "--rules needs a rule set id, e.g. tow" battle a b --rules=
refused "--scheme: an unknown id" '--scheme must be tow-matched-play or t9a-nr, got "swiss"' standings - --scheme swiss
refused "--scheme: a misspelt id" '--scheme must be tow-matched-play or t9a-nr, got "t9a-n" (did you mean "t9a-nr"?)' standings - --scheme t9a-n
refused "--roster=: a value is needed" "--roster needs a CSV file of the players" standings - --roster=
refused "an unknown command before its options" 'unknown command "frobnicate"' frobnicate --explain
refused "a flag takes no value" "unknown option --explain=yes" combat - --explain=yes
refused "a misspelt option" 'unknown option --fromat (did you mean "--format"?)' combat - --fromat text
refused "a misspelt option with its value" 'unknown option --bye-point=3 (did you mean "--bye-points"?)' standings - --bye-point=3
refused "an option near none" "unknown option --frobnicate" combat - --frobnicate
refused "a single-dash option" "unknown option -x (options begin with --)" combat -x
refused "--avoid-same: a value twice" "--avoid-same lists club twice" standings - --avoid-same club,club
refused "--team-cap: its bounds" '--team-cap must be a whole number from 1 to 1000, got "0"' standings - --teams --team-cap 0
refused "--seed=: its value checked" '--seed must be a whole number from 0 to 18446744073709551615, got "x"' standings - --seed=x
refused "--seed: negative" '--seed must be a whole number from 0 to 18446744073709551615, got "-1"' standings - --seed -1
refused "--roster: a value is needed" "--roster needs a CSV file of the players" standings - --roster
refused "--bye-points: another option is no value" "--bye-points needs a number or average" standings - --bye-points --format text
refused "an option given twice" "--bye-points is given twice" standings - --bye-points 3 --bye-points 4
refused "a misspelt command: the nearest" 'unknown command "cmbat" (did you mean "combat"?)' cmbat -
refused "battle: a third list" "battle takes two army lists, got a third: c" battle a b c
refused "a second input file" "more than one input file given: a, b" combat a b
answer="$("$tool" rule-sets --format text)"
expect "--format=text" 0 "$answer" "" -- rule-sets --format=text
bye_csv=$'round,points_limit,player_1,player_2,victory_points_1,victory_points_2\n1,2000,Ann,bye,,\n1,2000,Bob,Cat,1500,500'
answer="$("$tool" standings - --format csv --bye-points 3 <<< "$bye_csv")"
expect "--bye-points=3" 0 "$answer" "" -- standings - --format csv --bye-points=3 <<< "$bye_csv"
answer="$("$tool" battle "$examples/list_empire.owb.json" "$examples/list_orcs.owb.json" --rules wfb6)"
expect "--rules=wfb6" 0 "$answer" "" -- battle "$examples/list_empire.owb.json" \
  "$examples/list_orcs.owb.json" --rules=wfb6
# --- "--": every argument after it is the command or a file, as POSIX tools read it
cp "$examples/combat.json" "$tmp/--strict"
cp "$examples/combat.json" "$tmp/-x.json"
expect "--: a file named --strict" 0 "$combat" "" -- combat --format json -- "$tmp/--strict"
(cd "$tmp" && expect "--: a file named -x.json" 0 "$combat" "" -- combat -- -x.json)
expect "--: the command after it" 0 "$combat" "" -- --format json -- combat "$examples/combat.json"
expect "--: - is still standard input" 0 "$combat" "" -- combat -- - < "$examples/combat.json"
refused "--: an option after it is a file" "more than one input file given: -, --explain" \
  combat -- - --explain

# --- an event's rounds; a battle of a list over its points limit (issue 48)
refused "--rounds: its bounds" '--rounds must be a whole number from 1 to 1000, got "0"' \
  standings - --rounds 0
refused "--rounds: for CSV results" "--scheme, --roster, --seed, --avoid-same, --rounds and the bye options are for CSV results; a tournament document gives scheme, players, draw_seed, avoid_same, rounds and bye_points itself" \
  standings "$examples/tournament.json" --rounds 3
printf '%s' '{"army":"empire","name":"Reikland","points":2000,"core":[{"id":"a","points":1900,"strength":1}]}' > "$tmp/empire.json"
printf '%s' '{"army":"orcs","name":"Waaagh","core":[{"id":"b","points":2300,"strength":1}]}' > "$tmp/orcs.json"
expect "battle: a list over the battle's points limit" 0 "*" "warning: $tmp/orcs.json: \"Waaagh\" totals 2300 points, over the battle's points limit of 2000" \
  -- battle "$tmp/empire.json" "$tmp/orcs.json"

echo "names: ${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]
