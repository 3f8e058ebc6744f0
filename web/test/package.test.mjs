// The package answers as the rankfile tool does: the docs examples byte for byte, generated
// combats and their errors equal to the native tool's (RANKFILE_TOOL, default
// ../build/gcc/tools/rankfile), and the JavaScript side's own contract (options, errors,
// warnings, the files it ships and how long it takes to load). Run with `node --test test/`
// after scripts/web has built dist/.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

import { load, RankfileError } from "../dist/index.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const examples = path.join(root, "docs/examples");
const tool = process.env.RANKFILE_TOOL ?? path.join(root, "build/gcc/tools/rankfile");
const loadStart = performance.now();
const rf = await load();
const firstLoad = (performance.now() - loadStart) / 1000;  // the engine compiled afresh

// docs/examples/commands.txt: "name | command line | expected output file".
const cases = fs.readFileSync(path.join(examples, "commands.txt"), "utf8").split("\n")
  .filter((line) => line.trim() && !line.startsWith("#"))
  .map((line) => {
    const [name, command, expected] = line.split("|").map((s) => s.trim());
    return { name, args: command.split(/\s+/), expected };
  });

// The files a command line names, by name: the package reads nothing from disk itself.
function filesOf(args) {
  const files = {};
  for (const a of args) {
    const file = path.join(examples, a);
    if (!a.startsWith("-") && fs.existsSync(file)) files[a] = fs.readFileSync(file, "utf8");
  }
  return files;
}

test("every docs example gives the docs' output byte for byte", () => {
  assert.ok(cases.length >= 20, `only ${cases.length} cases in commands.txt`);
  // The odds command's cases among them: JSON, a whole combat, the explanation, markdown.
  const odds = cases.filter((c) => c.args[0] === "odds").map((c) => c.args.join(" "));
  for (const shape of [/^odds \S+\.json$/, /--rounds \d+/, /--explain/, /--format markdown/])
    assert.ok(odds.some((c) => shape.test(c)), `no odds case like ${shape} in commands.txt: ${odds}`);
  for (const c of cases) {
    const expected = fs.readFileSync(path.join(examples, c.expected), "utf8");
    assert.equal(rf.run(c.args, filesOf(c.args)), expected, c.name);
  }
});

test("the functions answer the docs examples with the tool's JSON as objects", () => {
  const read = (name) => fs.readFileSync(path.join(examples, name), "utf8");
  const json = (name) => JSON.parse(read(name));
  assert.deepEqual(rf.combat(json("combat.json")), json("combat.out.json"));
  assert.deepEqual(rf.combat(read("combat_tow.json")), json("combat_tow.out.json"));
  assert.deepEqual(rf.score(json("battle.json")), json("battle.out.json"));
  assert.deepEqual(rf.breakTest(json("break_test.json")), json("break_test.out.json"));
  assert.deepEqual(rf.breakTest(json("break_test_combat.json")), json("break_test_combat.out.json"));
  assert.deepEqual(rf.standings(json("tournament.json")), json("tournament.out.json"));
  assert.deepEqual(rf.importList(json("list_empire.owb.json")), json("list_empire.out.json"));
  assert.deepEqual(rf.battle(json("list_empire.owb.json"), json("list_orcs.owb.json")),
                   json("battle_skeleton.out.json"));
  assert.equal(rf.standings(read("event_round_1.csv"),
                            { roster: read("event_roster.csv"), byePoints: 3, byeVp: 0,
                              format: "text" }),
               read("event_round_1.out.txt"));
  const ids = rf.ruleSets().map((r) => r.id);
  assert.deepEqual(ids, JSON.parse(execFileSync(tool, ["rule-sets"], { encoding: "utf8" }))
    .map((r) => r.id));
  assert.equal(rf.vocabulary({ format: "markdown" }),
               execFileSync(tool, ["vocabulary"], { encoding: "utf8" }));
  assert.deepEqual(rf.vocabulary(), JSON.parse(execFileSync(tool, ["vocabulary", "--format", "json"],
                                                            { encoding: "utf8" })));
  assert.equal(rf.version, execFileSync(tool, ["--version"], { encoding: "utf8" }).trim());
  const manifest = JSON.parse(fs.readFileSync(path.join(here, "../package.json"), "utf8"));
  assert.equal(`rankfile ${manifest.version}`, rf.version, "package.json's version is the library's");
});

test("odds() answers the fight examples as the tool does", () => {
  const read = (name) => fs.readFileSync(path.join(examples, name), "utf8");
  const tool_ = (...args) => execFileSync(tool, args, { encoding: "utf8", cwd: examples });
  const fight = JSON.parse(read("fight.json"));
  const answer = rf.odds(fight);
  assert.deepEqual(answer, JSON.parse(tool_("odds", "fight.json")));
  assert.deepEqual(answer, JSON.parse(read("fight.out.json")));
  assert.deepEqual(rf.odds(read("fight.json"), { explain: true }),
                   JSON.parse(tool_("odds", "fight.json", "--explain")));
  assert.deepEqual(rf.odds(JSON.parse(read("fight_monsters.json"))),
                   JSON.parse(tool_("odds", "fight_monsters.json")));
  assert.deepEqual(rf.odds(fight, { rounds: 6 }), JSON.parse(tool_("odds", "fight.json", "--rounds", "6")));
  assert.equal(rf.odds(fight, { rounds: 6, format: "text" }), read("fight_rounds.out.txt"));
  assert.equal(rf.odds(fight, { format: "markdown" }), tool_("odds", "fight.json", "--format", "markdown"));
  // The answer's shape, as index.d.ts declares it.
  assert.equal(answer.wins[0] + answer.wins[1] + answer.draw, 1);
  assert.equal(answer.names[0], "Spearmen");
  assert.ok(answer.margin.p.length > 1 && answer.break_test[1].loses > 0);
  assert.equal(answer.combat, undefined);
  assert.throws(() => rf.odds(fight, { teamCap: 2 }),
                /odds takes no option "teamCap" \(it takes: format, explain, strict, rounds\)/);
  assert.throws(() => rf.odds(fight, { rounds: 0 }), (e) => e.status === 1 && /--rounds/.test(e.message));
});

// The native tool on one document: its standard output, its problems (exit status 2) and its
// warnings, as the package reports them.
function native(args, doc) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rankfile-"));
  const file = path.join(dir, "doc.json");
  fs.writeFileSync(file, doc);
  const r = spawnSync(tool, [args[0], file, ...args.slice(1)], { encoding: "utf8" });
  fs.rmSync(dir, { recursive: true });
  const lines = r.stderr.split("\n").filter((l) => l);
  return {
    status: r.status,
    output: r.stdout,
    warnings: lines.filter((l) => l.startsWith("warning: ")).map((l) => l.slice(9)),
    problems: r.status === 2 ? lines.filter((l) => !l.startsWith("warning: ")) : [],
  };
}

// The package on the same document, in the same shape.
function packaged(args, doc) {
  const warnings = [];
  const line = (p) => `${p.path}: ${p.message}`;
  try {
    const output = rf.run([args[0], "doc", ...args.slice(1)], { doc }, (w) => warnings.push(line(w)));
    return { status: 0, output, warnings, problems: [] };
  } catch (e) {
    assert.ok(e instanceof RankfileError, String(e));
    return { status: e.status, output: "", warnings, problems: e.problems.map(line) };
  }
}

// A small deterministic generator (mulberry32), so a failure can be replayed from its seed.
function generator(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const pick = (list) => list[int(0, list.length - 1)];
  const chance = (p) => next() < p;
  return { int, pick, chance };
}

const troopTypes = ["infantry", "regular_infantry", "heavy_infantry", "monstrous_infantry",
  "cavalry", "fast_cavalry", "light_cavalry", "heavy_cavalry", "monstrous_cavalry", "war_beasts",
  "chariot", "monster", "swarm", "character"];

// One combat: two sides of one to three units, everything else at random (some of it invalid
// on purpose, so that problems are compared too).
function randomCombat(g, rules) {
  const sides = [0, 1].map((s) => ({
    name: g.pick(["Empire", "Orcs", "Élves", "Гномы", "Dwarfs 🛡"]),
    wounds_inflicted: g.int(0, 12),
    challenge_overkill: g.chance(0.2) ? g.int(0, 4) : 0,
    units: Array.from({ length: g.int(1, 3) }, (_, j) => {
      const models = g.int(g.chance(0.05) ? -1 : 0, 40);
      const unit = { id: `u${s}${j}`, models, files: g.int(g.chance(0.03) ? 0 : 1, 10) };
      if (g.chance(0.5)) unit.models_at_start = models + g.int(0, 6);
      if (g.chance(0.4)) unit.troop_type = g.pick(troopTypes);
      if (g.chance(0.2)) unit.formation = g.pick(["close_order", "open_order", "skirmish"]);
      for (const flag of ["standard", "battle_standard", "musician", "charged", "horde"])
        if (g.chance(0.25)) unit[flag] = true;
      if (g.chance(0.2)) unit.elevation = g.int(0, 3);
      if (g.chance(0.1)) unit.extra = [{ label: "War Banner", value: g.int(0, 2) }];
      return unit;
    }),
  }));
  const engagements = [];
  for (const [s, other] of [[1, 0], [0, 1]])
    for (const u of sides[s].units)
      if (s === 1 || g.chance(0.5))
        engagements.push({ unit: u.id, fights: g.pick(sides[other].units).id,
                           facing: g.pick(["front", "front", "flank", "rear"]) });
  return { rules, sides, engagements };
}

test("300 generated combats: the package's answers, problems and warnings are the tool's", () => {
  const combatRules = rf.ruleSets().filter((r) => r.engines.combat).map((r) => r.id);
  const g = generator(20261130);
  let resolved = 0;
  for (let k = 0; k < 300; ++k) {
    const doc = JSON.stringify(randomCombat(g, g.pick(combatRules)));
    const args = g.chance(0.5) ? ["combat", "--explain"] : ["combat", "--format", "text", "--explain"];
    const expected = native(args, doc);
    assert.deepEqual(packaged(args, doc), expected, `combat ${k}: ${doc}`);
    if (expected.status === 0) ++resolved;
  }
  assert.ok(resolved >= 100, `only ${resolved} of 300 combats were valid`);
});

// One fight under a rule set with round-odds rules: two units of infantry or a monster, small
// enough to answer at once, some of it invalid on purpose.
function randomFight(g, rules) {
  const weapons = ["hand_weapon", "additional_hand_weapon", "great_weapon", "halberd",
                   "thrusting_spear", "lance"];
  const flags = ["hatred", "poisoned_attacks", "killing_blow", "strike_first", "strike_last",
                 "frenzy", "furious_charge", "causes_fear", "unbreakable", "stubborn"];
  const sides = [0, 1].map((s) => {
    const troop = g.pick(["regular_infantry", "heavy_infantry", "monstrous_infantry", "monster",
                          g.chance(0.1) ? "chariot" : "regular_infantry"]);
    const w = troop === "monster" ? g.int(3, 6) : troop === "monstrous_infantry" ? 3 : 1;
    const models = troop === "monster" ? 1 : g.int(g.chance(0.03) ? 0 : 1, 12);
    const side = {
      name: g.pick(["Spearmen", "Élves", "Гномы", "Trolls 🛡", ""]), troop_type: troop,
      models, files: g.int(1, 6),
      profile: { ws: g.int(1, 6), s: g.int(2, 6), t: g.int(2, 6), w, i: g.int(1, 6),
                 a: g.int(1, 4), ld: g.int(g.chance(0.03) ? 0 : 5, 10) },
      armour: g.int(3, 7),
    };
    if (g.chance(0.4)) side.shield = true;
    if (g.chance(0.5)) side.weapon = g.pick(weapons);
    if (g.chance(0.2)) side.ward = g.int(4, 6);
    if (g.chance(0.1)) side.regeneration = g.int(4, 6);
    if (g.chance(0.5)) side.special_rules = Object.fromEntries(flags.filter(() => g.chance(0.15))
      .map((f) => [f, true]));
    for (const flag of ["standard", "musician"]) if (g.chance(0.3)) side[flag] = true;
    return side;
  });
  const round = {};
  if (g.chance(0.7)) {
    round.charger = g.int(0, 1);
    round.charge_inches = g.int(0, 10);
  }
  return { rules, sides, round };
}

test("60 generated fights: odds() answers, and refuses, as the tool does", () => {
  const oddsRules = rf.ruleSets().filter((r) => r.engines.round_odds).map((r) => r.id);
  assert.ok(oddsRules.includes("tow"), oddsRules.join(", "));
  const g = generator(20261206);
  let answered = 0;
  for (let k = 0; k < 60; ++k) {
    const doc = JSON.stringify(randomFight(g, g.pick(oddsRules)));
    const args = g.chance(0.5) ? ["odds"] : g.chance(0.5) ? ["odds", "--rounds", "3"]
                                                          : ["odds", "--format", "text", "--explain"];
    const expected = native(args, doc);
    assert.deepEqual(packaged(args, doc), expected, `fight ${k}: ${doc}`);
    if (expected.status === 0) ++answered;
  }
  assert.ok(answered >= 20, `only ${answered} of 60 fights were valid`);
});

test("the example of docs/web.md answers as the page says", () => {
  const answer = rf.combat({
    rules: "wfb8",
    sides: [
      { name: "Empire", wounds_inflicted: 3, units: [{ id: "Halberdiers", models: 20, files: 5 }] },
      { name: "Orcs", wounds_inflicted: 4, units: [{ id: "Boyz", models: 10, files: 5 }] },
    ],
  }, { explain: true });
  assert.equal(answer.sides[0].score, 6);
  assert.equal(answer.winner, 0);
  assert.match(answer.explanation, /Empire won by 1 \(higher score\), 6 to 5\./);
});

test("invalid input throws RankfileError with the tool's problems", () => {
  const doc = { rules: "WFB9", sides: [] };
  const expected = native(["combat"], JSON.stringify(doc));
  assert.equal(expected.status, 2);
  assert.throws(() => rf.combat(doc), (e) => {
    assert.ok(e instanceof RankfileError && e instanceof rf.RankfileError);
    assert.equal(e.status, 2);
    assert.deepEqual(e.problems.map((p) => `${p.path}: ${p.message}`), expected.problems);
    assert.match(e.message, /^sides: must list at least 2 entries, got 0\nrules: unknown rule set "WFB9" \(did you mean "wfb5"\?\)/);
    return true;
  });
  assert.throws(() => rf.combat("{ not json"), (e) => e.status === 2 &&
    e.problems[0].path === "(document)" && /malformed JSON/.test(e.problems[0].message));
  assert.throws(() => rf.run(["frobnicate"]),
                (e) => e.status === 1 && e.message === 'unknown command "frobnicate"');
  assert.throws(() => rf.combat({}, { bogus: true }), TypeError);
  assert.throws(() => rf.combat({}, { roster: "x" }), /combat takes no option "roster"/);
});

test("each function takes the options the tool gives its command", () => {
  // The options come from the tool's table: a function refuses, before running, exactly what
  // the tool refuses for its command ("--explain is for combat, score and break-test").
  assert.throws(() => rf.combat({}, { teamCap: 4 }),
                /combat takes no option "teamCap" \(it takes: format, explain, strict\)/);
  assert.throws(() => rf.ruleSets({ explain: true }),
                /rule-sets takes no option "explain" \(it takes: format\)/);
  assert.throws(() => rf.importList("{}", { rules: "tow" }), /import takes no option "rules"/);
  const refused = spawnSync(tool, ["rule-sets", "--explain"], { encoding: "utf8" });
  const message = refused.stderr.split("\n")[0];
  assert.equal(message, "rankfile: --explain is for combat, score, break-test and odds");
  assert.throws(() => rf.run(["rule-sets", "--explain"]),
                (e) => e.status === 1 && `rankfile: ${e.message}` === message);
  // A multi-word option in camelCase, with its value, reaches the tool.
  assert.throws(() => rf.standings(fs.readFileSync(path.join(examples, "event_round_1.csv"), "utf8"),
                                   { byeVpDifference: "lots" }),
                (e) => e.status === 1 && /--bye-vp-difference must be a whole number/.test(e.message));
});

test("warnings reach onWarning; strict makes them problems", () => {
  const doc = JSON.parse(fs.readFileSync(path.join(examples, "combat.json"), "utf8"));
  doc.sides[0].units[0].chargd = true;
  const seen = [];
  const answer = rf.combat(doc, { onWarning: (w) => seen.push(w) });
  assert.equal(answer.sides[0].score, 7);
  assert.deepEqual(seen, [{ path: "sides[0].units[0].chargd", message: 'unknown field (did you mean "charged"?)' }]);
  assert.deepEqual(native(["combat"], JSON.stringify(doc)).warnings,
                   seen.map((w) => `${w.path}: ${w.message}`));
  assert.throws(() => rf.combat(doc, { strict: true }),
                (e) => e.problems.some((p) => p.path === "sides[0].units[0].chargd"));
});

test("a warning is never silent: console.warn by default, ignored or an error on request", async () => {
  // A misspelt field: the answer is the one without the field, so only the warning tells.
  const doc = { rules: "8th", leadership: 8, margin: 2, stedfast: true };
  const expected = [{ path: "stedfast", message: 'unknown field (did you mean "steadfast"?)' }];
  const logged = [];
  const warn = console.warn;
  console.warn = (...args) => logged.push(args.join(" "));
  try {
    assert.equal(rf.breakTest(doc).outcomes[0].probability, "5/12");
    assert.deepEqual(logged, ['rankfile: warning: stedfast: unknown field (did you mean "steadfast"?)']);
    logged.length = 0;
    rf.breakTest(doc, { warnings: "ignore" });
    rf.run(["break-test", "d"], { d: JSON.stringify(doc) }, { warnings: "ignore" });
    const seen = [];
    rf.breakTest(doc, { onWarning: (w) => seen.push(w) });  // the caller's handler instead
    assert.deepEqual(seen, expected);
    assert.deepEqual(logged, []);
    assert.throws(() => rf.breakTest(doc, { warnings: "error" }), (e) => {
      assert.ok(e instanceof RankfileError);
      assert.equal(e.status, 2);
      assert.deepEqual(e.problems, expected);
      assert.equal(e.message, 'stedfast: unknown field (did you mean "steadfast"?)');
      return true;
    });
    assert.throws(() => rf.run(["break-test", "d"], { d: JSON.stringify(doc) }, { warnings: "error" }),
                  RankfileError);
    assert.throws(() => rf.breakTest(doc, { warnings: "loud" }), /warnings must be "warn", "ignore", "error"/);
    // A default for every call, given to load().
    const strict = await load({ warnings: "error" });
    assert.throws(() => strict.breakTest(doc), (e) => e.status === 2 && e.problems[0].path === "stedfast");
    assert.equal(strict.breakTest(doc, { warnings: "ignore" }).outcomes[0].probability, "5/12");
    assert.equal(strict.breakTest({ rules: "8th", leadership: 8, margin: 2 }).outcomes[0].probability, "5/12");
    await assert.rejects(load({ warnings: "never" }), TypeError);
    assert.deepEqual(logged, []);
  } finally {
    console.warn = warn;
  }
});

test("each rule set with combat rules lists the troop types it takes, as validation does", () => {
  const all = rf.vocabulary().troop_type.map((t) => t.id);
  const sets = rf.ruleSets();
  const tow = sets.find((r) => r.id === "tow");
  assert.ok(tow.troop_types.includes("light_cavalry") && !tow.troop_types.includes("cavalry"));
  for (const set of sets) {
    if (!set.engines.combat) {
      assert.equal(set.troop_types, undefined, set.id);
      continue;
    }
    // A troop type is listed exactly when a combat with it raises no problem at it.
    const taken = all.filter((type) => {
      const doc = { rules: set.id, sides: [0, 1].map((s) => ({ name: `s${s}`, wounds_inflicted: 0,
        units: [{ id: `u${s}`, models: 10, files: 5, troop_type: s === 0 ? type : "infantry" }] })) };
      try {
        rf.combat(doc);
        return true;
      } catch (e) {
        assert.ok(e.problems.every((p) => p.path === "sides[0].units[0].troop_type"), JSON.stringify(e.problems));
        return false;
      }
    });
    assert.deepEqual(set.troop_types, taken, set.id);
  }
});

// What a browser fetches for the package: the module and the engine, once (the classic script
// rankfile.js only imports the module). Sizes gzipped at level 9, as a server would send them.
test("the package ships its WebAssembly once, small", (t) => {
  const dist = path.join(here, "../dist");
  const files = fs.readdirSync(dist).sort();
  assert.deepEqual(files, ["index.d.ts", "index.mjs", "rankfile.js", "rankfile.wasm"]);
  const wasm = fs.readFileSync(path.join(dist, "rankfile.wasm"));
  assert.deepEqual([...wasm.subarray(0, 4)], [0x00, 0x61, 0x73, 0x6d], "rankfile.wasm is WebAssembly");
  const sizes = {};
  for (const f of ["index.mjs", "rankfile.js", "rankfile.wasm"]) {
    const bytes = fs.readFileSync(path.join(dist, f));
    sizes[f] = { bytes: bytes.length, gzipped: zlib.gzipSync(bytes, { level: 9 }).length };
    t.diagnostic(`${f}: ${bytes.length} bytes, ${sizes[f].gzipped} gzipped`);
  }
  // No copy of the engine in the JavaScript (SINGLE_FILE would embed it in base64).
  for (const f of ["index.mjs", "rankfile.js"])
    assert.ok(sizes[f].bytes < wasm.length / 10, `${f} is ${sizes[f].bytes} bytes: the engine is in it`);
  const fetched = sizes["index.mjs"].gzipped + sizes["rankfile.js"].gzipped + sizes["rankfile.wasm"].gzipped;
  t.diagnostic(`everything a browser fetches: ${fetched} bytes gzipped`);
  assert.ok(fetched <= 400 * 1024, `${fetched} bytes gzipped, more than 400 KB`);
});

// Performance is reported, not asserted tightly: the bound is ten times the goal of 0.2 s. The
// first load compiles the engine; Node keeps the compiled code for the later ones.
test("load() compiles and starts the engine quickly", async (t) => {
  t.diagnostic(`first load(): ${firstLoad.toFixed(3)} s`);
  assert.ok(firstLoad < 2, `the first load() took ${firstLoad} s`);
  const times = [];
  for (let k = 0; k < 3; ++k) {
    const start = performance.now();
    const fresh = await load();
    times.push((performance.now() - start) / 1000);
    assert.equal(fresh.version, rf.version);
  }
  t.diagnostic(`load(): ${times.map((s) => s.toFixed(3)).join(" s, ")} s`);
  assert.ok(Math.min(...times) < 2, `load() took ${times.join(", ")} s`);
});
