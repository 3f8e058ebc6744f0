// The teaching page. It turns the form into a combat document and shows what the rankfile
// package (../dist/rankfile.js: the same C++ as the rankfile tool) answers, under the chosen
// rule set and under every other. No rule is written here: the scores, the reasons and the
// odds come from the package, and the form's choices (troop types each rule set takes,
// formations, facings, rule sets) from its vocabulary and rule-set list. A problem is shown at
// its field, in words, and the last good answers stay until the form is right again. Served
// over HTTP (scripts/web --serve): browsers fetch no WebAssembly from file://.
"use strict";

// The teaching case of docs/teaching-case.md (examples/teaching_case.hpp): 20 Spearmen, four
// ranks of five with a standard, fight ten Swordsmen in one rank to their front and are charged
// in the flank by a second unit. Only the flankers' size and shape change, which is what the
// editions disagree about. web/test/page.test.mjs checks the page against that table.
const flankers = [
  { shape: "10 in two ranks of 5", models: 10, files: 5 },
  { shape: "10 in one rank of 10", models: 10, files: 10 },
  { shape: "9 in one rank of 9", models: 9, files: 9 },
  { shape: "4 models", models: 4, files: 4 },
];

const unitFlags = ["standard", "battle_standard", "musician", "charged"];

function unit(id, models, files, more = {}) {
  return {
    id, models, models_at_start: models, files, troop_type: "infantry",
    formation: "close_order", standard: false, battle_standard: false, musician: false,
    charged: false, elevation: 0, fights: "", facing: "front", ...more,
  };
}

function teachingCase(f) {
  return [
    { name: "Empire", wounds_inflicted: 0,
      units: [unit("Spearmen", 20, 5, { standard: true, fights: "Swordsmen" })] },
    { name: "Enemy", wounds_inflicted: 0,
      units: [unit("Swordsmen", 10, 10, { fights: "Spearmen" }),
              unit("Flankers", f.models, f.files,
                   { charged: true, fights: "Spearmen", facing: "flank" })] },
  ];
}

let rf;          // the package, once loaded
let vocabulary;  // rf.vocabulary(): identifiers and their English
let ruleSets;    // rf.ruleSets()
const state = { rules: "wfb8", leadership: 7, sides: teachingCase(flankers[0]) };

// --- small DOM helpers ------------------------------------------------------------------------

function el(tag, attributes = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attributes)) {
    if (k === "text") e.textContent = v;
    else if (k === "dataset") Object.assign(e.dataset, v);
    else if (typeof v === "boolean") e[k] = v;
    else e.setAttribute(k, v);
  }
  for (const c of children) if (c !== null && c !== undefined) e.append(c);
  return e;
}

function options(select, choices, chosen) {
  select.replaceChildren(...choices.map(([value, label]) =>
    el("option", { value, text: label, selected: value === chosen })));
  return select;
}

const english = (table, id) => (vocabulary[table].find((row) => row.id === id) || { english: id }).english;

// --- the form ---------------------------------------------------------------------------------

// The form's words for each field of a unit or a side (the column a problem is shown at).
const fieldLabels = {
  name: "Name", wounds_inflicted: "Wounds inflicted", id: "Unit", models: "Models",
  models_at_start: "Models at start", files: "Files (models in a rank)", troop_type: "Troop type",
  formation: "Formation", standard: "Standard", battle_standard: "Battle standard",
  musician: "Musician", charged: "Charged", elevation: "Height of its ground", fights: "Fights",
  facing: "Into the enemy's", leadership: "Loser's Leadership", rules: "Rule set",
};

// A rule set's name without the edition's details in brackets: "Warhammer: The Old World".
const shortName = (set) => set.name.replace(/ \(.*\)$/, "");

// The id of the form control for a field: "f-0-1-models" (side 0, unit 1), "f-0-name".
const controlId = (field, where) =>
  [where.form || "f", where.side, where.unit, field].filter((x) => x !== undefined).join("-");

// A labelled control with a place for its problem, below it. `where` may name the form
// ("o" for the odds view's; the combat's is "f").
function field(name, where, control, label = fieldLabels[name]) {
  const id = controlId(name, where);
  Object.assign(control, { id });
  control.dataset.field = name;
  Object.assign(control.dataset, where);
  control.setAttribute("aria-describedby", `${id}-problem`);
  const problem = el("p", { class: "field-problem", id: `${id}-problem`, "aria-live": "polite" });
  if (control.type === "checkbox")
    return el("div", { class: "field check" }, control, el("label", { for: id, text: label }), problem);
  return el("div", { class: "field" }, el("label", { for: id, text: label }), control, problem);
}

function numberField(name, where, value, min, label = fieldLabels[name]) {
  return field(name, where, el("input", { type: "number", value: value === null ? "" : String(value),
                                          min: String(min), inputmode: "numeric" }), label);
}

// The troop types the chosen rule set takes (rf.ruleSets()'s troop_types), and the unit's own
// when that is not one of them, so that the form shows what the document says.
function troopChoices(u) {
  const set = ruleSets.find((r) => r.id === state.rules);
  const ids = vocabulary.troop_type.map((t) => t.id)
    .filter((id) => set.troop_types.includes(id) || id === u.troop_type);
  return ids.map((id) => [id, set.troop_types.includes(id) ? english("troop_type", id)
                                                           : `${english("troop_type", id)} (not in ${shortName(set)})`]);
}

function renderSides() {
  const panels = state.sides.map((side, s) => {
    const enemy = state.sides[1 - s];
    const cards = side.units.map((u, j) => {
      const where = { side: String(s), unit: String(j) };
      const select = (name, choices) => field(name, where, options(el("select"), choices, u[name]));
      return el("fieldset", { class: "unit", dataset: where },
        el("legend", { text: `Unit ${j + 1}` }),
        el("div", { class: "fields" },
          field("id", where, el("input", { class: "name", value: u.id })),
          numberField("models", where, u.models, 0),
          numberField("models_at_start", where, u.models_at_start, 1),
          numberField("files", where, u.files, 1),
          select("troop_type", troopChoices(u)),
          select("formation", vocabulary.formation.map((t) => [t.id, t.english])),
          numberField("elevation", where, u.elevation, 0),
          select("fights", [["", "nobody"], ...enemy.units.map((e) => [e.id, e.id])]),
          select("facing", vocabulary.facing.map((t) => [t.id, t.english]))),
        el("div", { class: "flags" }, ...unitFlags.map((flag) =>
          field(flag, where, el("input", { type: "checkbox", checked: u[flag] })))),
        el("p", { class: "field-problem unit-problem", id: `${controlId("unit", where)}-problem` }),
        el("button", { type: "button", text: "Remove this unit", "aria-label": `Remove ${u.id}`,
                       disabled: side.units.length === 1, dataset: { action: "remove", ...where } }));
    });
    const where = { side: String(s) };
    return el("fieldset", { class: "side", dataset: where },
      el("legend", { text: `Side ${s + 1}` }),
      el("div", { class: "fields" },
        field("name", where, el("input", { class: "name", value: side.name })),
        numberField("wounds_inflicted", where, side.wounds_inflicted, 0)),
      el("p", { class: "field-problem", id: `${controlId("units", where)}-problem` }),
      el("div", { class: "units" }, ...cards),
      el("button", { type: "button", text: `Add a unit to side ${s + 1}`, dataset: { action: "add", side: String(s) } }));
  });
  const focused = document.activeElement && document.activeElement.id;
  document.getElementById("sides").replaceChildren(...panels);
  if (focused && document.getElementById(focused)) document.getElementById(focused).focus();
}

// A change in the form: into the state, then every answer again.
function onInput(event) {
  const t = event.target;
  const field = t.dataset.field;
  if (!field) return;
  const side = state.sides[Number(t.dataset.side)];
  const target = t.dataset.unit === undefined ? side : side.units[Number(t.dataset.unit)];
  let value = t.type === "checkbox" ? t.checked : t.value;
  if (t.type === "number") value = t.value === "" ? null : Number(t.value);
  if (field === "id") {  // the enemy's engagements follow the unit's new id
    for (const e of state.sides[1 - Number(t.dataset.side)].units)
      if (e.fights === target.id) e.fights = value;
  }
  target[field] = value;
  document.getElementById("preset").value = "";
  update();
}

function onClick(event) {
  const action = event.target.dataset.action;
  if (!action) return;
  const side = state.sides[Number(event.target.dataset.side)];
  if (action === "add") {
    let k = side.units.length + 1;
    while (side.units.some((u) => u.id === `Unit ${k}`)) ++k;
    side.units.push(unit(`Unit ${k}`, 10, 5));
  } else {
    const [gone] = side.units.splice(Number(event.target.dataset.unit), 1);
    for (const e of state.sides[1 - Number(event.target.dataset.side)].units)
      if (e.fights === gone.id) e.fights = "";
  }
  document.getElementById("preset").value = "";
  renderSides();
  update();
}

// --- the answers ------------------------------------------------------------------------------

function combatDocument(rules) {  // also read by web/test/page.test.mjs
  return {
    rules,
    sides: state.sides.map((s) => ({
      name: s.name, wounds_inflicted: s.wounds_inflicted,
      units: s.units.map(({ fights, facing, ...u }) => u),
    })),
    engagements: state.sides.flatMap((s) => s.units.filter((u) => u.fights)
      .map((u) => ({ unit: u.id, fights: u.fights, facing: u.facing }))),
  };
}

// The answer under `rules`, or the problems that stop it.
function resolve(rules) {
  try {
    return { answer: rf.combat(combatDocument(rules), { explain: true }) };
  } catch (e) {
    if (!(e instanceof rf.RankfileError)) throw e;
    return { problems: e.problems };
  }
}

// --- problems, at their fields and in words -----------------------------------------------------

// The id of the control a problem's path points at (its problem is shown below it), or null.
// Paths are the document's (docs/json-format.md): sides[s].units[j].field, sides[s].field,
// engagements[k].field (the k-th unit that fights someone, in the form's order), leadership.
function placeOf(path) {
  path = path.replace(/^combat\./, "");
  let m = path.match(/^sides\[(\d+)\]\.units\[(\d+)\](?:\.(\w+))?/);
  if (m) {
    const where = { side: m[1], unit: m[2] };
    return controlId(m[3] in fieldLabels ? m[3] : "unit", where);
  }
  m = path.match(/^sides\[(\d+)\](?:\.(\w+))?/);
  if (m) return controlId(m[2] in fieldLabels ? m[2] : "units", { side: m[1] });
  m = path.match(/^engagements\[(\d+)\](?:\.(\w+))?/);
  if (m) {
    const engaged = state.sides.flatMap((side, s) => side.units.map((u, j) =>
      ({ u, where: { side: String(s), unit: String(j) } }))).filter((x) => x.u.fights);
    const e = engaged[Number(m[1])];
    if (e) return controlId({ facing: "facing", unit: "id" }[m[2]] || "fights", e.where);
  }
  if (path === "leadership" || path === "rules") return path;
  return null;
}

// A problem's message in the form's words: identifiers as the vocabulary's English, rule sets
// by name, "choose a, b, c" as "choose a, b or c".
function inWords(problem) {
  const name = (problem.path.match(/(\w+)$/) || [])[1];
  let words = problem.message;
  if (["troop_type", "formation", "facing", "weapon"].includes(name))
    words = words.replace(/[a-z]+(?:_[a-z]+)+|[a-z]+/g, (w) =>
      vocabulary[name].some((row) => row.id === w) ? english(name, w) : w);
  for (const set of ruleSets)
    words = words.replace(new RegExp(`(?<![\\w-])${set.id}(?![\\w-])`, "g"), shortName(set));
  return words.replace(/(choose [^:;]*), ([^,:;]*)$/, "$1 or $2");
}

// The field's words and the problem's: "Troop type: ...".
function labelled(problem) {
  const name = (problem.path.match(/(\w+)$/) || [])[1];
  return fieldLabels[name] ? `${fieldLabels[name]}: ${inWords(problem)}` : inWords(problem);
}

function clearProblems() {
  for (const p of document.querySelectorAll("#setup .field-problem")) p.replaceChildren();
  for (const c of document.querySelectorAll("#setup [aria-invalid]")) c.removeAttribute("aria-invalid");
  document.getElementById("problems").replaceChildren();
}

// Each problem below its control, in words (the path and the tool's message in its title, for
// developers); those with no control in the list above the result.
function showProblems(problems) {
  const unplaced = [];
  for (const p of problems) {
    const id = placeOf(p.path);
    const slot = id && document.getElementById(`${id}-problem`);
    if (!slot) {
      unplaced.push(p);
      continue;
    }
    slot.append(el("span", { text: inWords(p), title: `${p.path}: ${p.message}` }));
    const control = document.getElementById(id);
    if (control) control.setAttribute("aria-invalid", "true");
  }
  document.getElementById("problems").append(...unplaced.map((p) =>
    el("li", { text: labelled(p), title: `${p.path}: ${p.message}` })));
}

// --- the answers --------------------------------------------------------------------------------

function outcomeText(answer) {
  if (answer.winner === null) return `A draw, ${answer.sides[0].score} to ${answer.sides[1].score}`;
  const w = answer.sides[answer.winner];
  const l = answer.sides[1 - answer.winner];
  return `${w.name} won by ${answer.margin} (${english("decision", answer.decided_by)}), ` +
         `${w.score} to ${l.score}`;
}

// Marks a section as showing the last good answer, not one of the form as it is.
function stale(id, yes) {
  document.getElementById(id).classList.toggle("stale", yes);
}

function showResult(r) {
  const notice = document.getElementById("notice");
  stale("result", !r.answer);
  if (!r.answer) {
    notice.textContent = "The form has a problem, shown at its field: below is the result of the " +
                         "last combat that could be resolved.";
    return;
  }
  notice.textContent = "";
  const set = ruleSets.find((s) => s.id === state.rules);
  document.getElementById("outcome").textContent = `${set.name}: ${outcomeText(r.answer)}`;
  document.getElementById("explanation").textContent = r.answer.explanation;
  const panels = r.answer.sides.map((side, s) => el("div", { dataset: { side: String(s) } },
    el("h3", { text: `${side.name}: ${side.score}` }),
    el("ul", { class: "lines" },
      ...side.awarded.map((a) => el("li", { class: "awarded" }, a.reason,
                                    a.rule ? el("span", { class: "rule", text: a.rule }) : null)),
      ...side.denied.map((d) => el("li", { class: "denied" }, d.explanation,
                                   el("span", { class: "rule", text: d.rule }))))));
  document.getElementById("lines").replaceChildren(...panels);
}

// The losing side's first unit with models left takes the test. Without a combat result, or
// with a Leadership the test refuses, the last odds stay.
function showOdds(r) {
  const note = document.getElementById("odds-note");
  const bars = document.getElementById("bars");
  const modifiers = document.getElementById("modifiers");
  stale("odds", !r.answer);
  if (!r.answer) return;
  const set = ruleSets.find((s) => s.id === state.rules);
  const none = (text) => {
    note.textContent = text;
    bars.replaceChildren();
    modifiers.replaceChildren();
  };
  if (r.answer.winner === null) return none("A draw: nobody tests.");
  if (!set.engines.break_test) return none(`${set.name} has no break-test rules we know of.`);
  const loser = 1 - r.answer.winner;
  const tester = state.sides[loser].units.find((u) => u.models > 0);
  if (!tester) return none("The losing side has no models left to test.");
  let test;
  try {
    test = rf.breakTest({ rules: state.rules, leadership: state.leadership, unit: tester.id,
                          combat: combatDocument(state.rules) });
  } catch (e) {
    if (!(e instanceof rf.RankfileError)) throw e;
    showProblems(e.problems);
    stale("odds", true);
    return;
  }
  note.textContent = `${tester.id} (${state.sides[loser].name}) test on Leadership ` +
                     `${state.leadership}, lost by ${test.margin}` +
                     (test.automatic ? ": no dice decide it." : ".");
  bars.replaceChildren(...test.outcomes.map((o) => el("div", { class: `bar ${o.outcome}`,
                                                             dataset: { outcome: o.outcome } },
    el("span", { text: english("break_outcome", o.outcome) }),
    el("div", { class: "track" }, el("div", { class: "fill",
                                              style: `width: ${(o.approximately * 100).toFixed(2)}%` })),
    el("span", { class: "probability", text: `${o.probability} (${(o.approximately * 100).toFixed(1)} %)` }))));
  modifiers.replaceChildren(...test.modifiers.map((m) =>
    el("li", { class: m.applied ? "awarded" : "denied" }, m.explanation,
       el("span", { class: "rule", text: m.rule }))));
}

// Every rule set with combat rules. A rule set that cannot resolve the combat (a troop type it
// does not take) says why in words; when the chosen rule set cannot, the last table stays.
function showComparison(chosen) {
  stale("compare", !chosen.answer);
  if (!chosen.answer) return;
  const unitOf = (path) => {
    const m = path.match(/^sides\[(\d+)\]\.units\[(\d+)\]/);
    return m ? `${state.sides[Number(m[1])].units[Number(m[2])].id}: ` : "";
  };
  const rows = ruleSets.filter((s) => s.engines.combat).map((set) => {
    const r = set.id === state.rules ? chosen : resolve(set.id);
    const bonuses = r.answer ? r.answer.sides.map((side) => side.name + ": " +
      (side.awarded.map((a) => `${english("bonus", a.bonus)} +${a.value}`).join(", ") || "nothing"))
      .join("; ") : "";
    const verdict = r.answer ? el("td", { class: "verdict", text: outcomeText(r.answer).replace(/, \d+ to \d+$/, "") })
      : el("td", { class: "verdict problem" }, ...r.problems.map((p) =>
          el("span", { text: unitOf(p.path) + labelled(p), title: `${p.path}: ${p.message}` })));
    return el("tr", { class: set.id === state.rules ? "chosen" : "", dataset: { rules: set.id } },
      el("th", { text: set.id, title: set.name }),
      el("td", { class: "scores", dataset: { label: "scores" },
                 text: r.answer ? `${r.answer.sides[0].score} to ${r.answer.sides[1].score}` : "" }),
      verdict,
      el("td", { class: "bonuses", text: bonuses }));
  });
  document.querySelector("#comparison tbody").replaceChildren(...rows);
}

function update() {
  clearProblems();
  const r = resolve(state.rules);
  if (r.problems) showProblems(r.problems);
  showResult(r);
  showOdds(r);
  showComparison(r);
}

// --- the odds of a round: two units' profiles, the fight document, rf.odds() --------------------

// The example of docs/json-format.md (docs/examples/fight.json): 25 Spearmen charge 25
// Swordsmen from 4 inches. web/test/page.test.mjs checks that the page opens on it.
function fightSide(name, more) {
  return {
    name, troop_type: "regular_infantry", models: 25, files: 5,
    profile: { ws: 3, s: 3, t: 3, w: 1, i: 3, a: 1, ld: 7 },
    armour: 6, shield: true, weapon: "hand_weapon", ward: 7, regeneration: 7,
    special_rules: {}, standard: true, musician: false, ...more,
  };
}
const fight = {
  rules: "tow",
  sides: [fightSide("Spearmen", { weapon: "thrusting_spear", musician: true }),
          fightSide("Swordsmen", { profile: { ws: 4, s: 3, t: 3, w: 1, i: 4, a: 1, ld: 7 } })],
  round: { charger: 0, charge_inches: 4 },
};

// The odds view's fields: each side's, the profile's and the special rules offered (a few of
// those the fight document takes, docs/json-format.md), with the form's words.
const fightLabels = {
  name: "Name", troop_type: "Troop type", models: "Models", files: "Files (models in a rank)",
  ws: "Weapon Skill (WS)", s: "Strength (S)", t: "Toughness (T)", w: "Wounds (W)",
  i: "Initiative (I)", a: "Attacks (A)", ld: "Leadership (Ld)", armour: "Armour save",
  weapon: "Weapon", ward: "Ward save", regeneration: "Regeneration", shield: "Shield",
  standard: "Standard", musician: "Musician", hatred: "Hatred", poisoned_attacks: "Poisoned Attacks",
  killing_blow: "Killing Blow", strike_first: "Strike First", strike_last: "Strike Last",
  frenzy: "Frenzy", furious_charge: "Furious Charge", causes_fear: "Causes Fear",
  stubborn: "Stubborn", unbreakable: "Unbreakable", charger: "Who charged",
  charge_inches: "Charge distance (inches)", rules: "Rule set",
};
const profileFields = ["ws", "s", "t", "w", "i", "a", "ld"];
const specialRules = ["hatred", "poisoned_attacks", "killing_blow", "strike_first", "strike_last",
                      "frenzy", "furious_charge", "causes_fear", "stubborn", "unbreakable"];

// A save's choices: "2+" to "6+" and none (7), from `lowest`.
const saveChoices = (lowest) => [...Array.from({ length: 7 - lowest }, (_, k) =>
  [String(lowest + k), `${lowest + k}+`]), ["7", "none"]];

function fightDocument() {  // also read by web/test/page.test.mjs
  const round = { charge_inches: fight.round.charge_inches };
  if (fight.round.charger !== null) round.charger = fight.round.charger;
  return { rules: fight.rules, sides: fight.sides, round };
}

function renderFight() {
  const panels = fight.sides.map((side, s) => {
    const where = { form: "o", side: String(s) };
    const number = (name, value, min, group) => {
      const f = numberField(name, where, value, min, fightLabels[name]);
      f.querySelector("input").dataset.group = group;
      return f;
    };
    const select = (name, choices, value) =>
      field(name, where, options(el("select"), choices, String(value)), fightLabels[name]);
    const check = (name, value, group) => {
      const f = field(name, where, el("input", { type: "checkbox", checked: Boolean(value) }), fightLabels[name]);
      f.querySelector("input").dataset.group = group;
      return f;
    };
    const set = ruleSets.find((r) => r.id === fight.rules);
    const troops = vocabulary.troop_type.filter((t) => set.troop_types.includes(t.id) || t.id === side.troop_type)
      .map((t) => [t.id, t.english]);
    return el("fieldset", { class: "side", dataset: where },
      el("legend", { text: `Unit ${s + 1}` }),
      el("div", { class: "fields" },
        field("name", where, el("input", { class: "name", value: side.name }), fightLabels.name),
        select("troop_type", troops, side.troop_type),
        number("models", side.models, 1, "side"),
        number("files", side.files, 1, "side"),
        ...profileFields.map((name) => number(name, side.profile[name], 0, "profile")),
        select("armour", saveChoices(1), side.armour),
        select("weapon", vocabulary.weapon.map((w) => [w.id, w.english]), side.weapon),
        select("ward", saveChoices(2), side.ward),
        select("regeneration", saveChoices(2), side.regeneration)),
      el("div", { class: "flags" }, check("shield", side.shield, "side"),
         check("standard", side.standard, "side"), check("musician", side.musician, "side")),
      el("fieldset", { class: "rules" }, el("legend", { text: "Special rules" }),
        el("div", { class: "flags" }, ...specialRules.map((name) =>
          check(name, side.special_rules[name], "special_rules")))),
      el("p", { class: "field-problem", id: `${controlId("side", where)}-problem` }));
  });
  const focused = document.activeElement && document.activeElement.id;
  document.getElementById("fight-sides").replaceChildren(...panels);
  options(document.getElementById("o-charger"),
          [["", "nobody"], ...fight.sides.map((side, s) => [String(s), side.name || `Unit ${s + 1}`])],
          fight.round.charger === null ? "" : String(fight.round.charger));
  document.getElementById("o-charge_inches").value =
    fight.round.charge_inches === null ? "" : String(fight.round.charge_inches);
  if (focused && document.getElementById(focused)) document.getElementById(focused).focus();
}

// A change in the odds view's form: into the fight, then the odds once the typing pauses.
function onFightInput(event) {
  const t = event.target;
  const name = t.dataset.field;
  if (!name) return;
  const side = fight.sides[Number(t.dataset.side)];
  let value = t.type === "checkbox" ? t.checked : t.value;
  if (t.type === "number") value = t.value === "" ? null : Number(t.value);
  if (["armour", "ward", "regeneration"].includes(name)) value = Number(value);
  if (t.dataset.group === "profile") side.profile[name] = value;
  else if (t.dataset.group === "special_rules") {
    if (value) side.special_rules[name] = true;
    else delete side.special_rules[name];
  } else side[name] = value;
  scheduleFight();
}

// The odds after the typing pauses: a round's odds take a few milliseconds to a second.
let fightTimer;
function scheduleFight() {
  clearTimeout(fightTimer);
  fightTimer = setTimeout(updateFight, 150);
}

// The place of a fight problem's path: its control in the odds view, or its side's slot.
function fightPlaceOf(path) {
  let m = path.match(/^sides\[(\d+)\](?:\.(?:profile|special_rules)\.(\w+)|\.(\w+))?/);
  if (m) {
    const where = { form: "o", side: m[1] };
    const id = controlId(m[2] || m[3], where);
    return document.getElementById(id) ? id : controlId("side", where);
  }
  m = path.match(/^round\.(\w+)$/);
  if (m && document.getElementById(`o-${m[1]}`)) return `o-${m[1]}`;
  return path === "rules" ? "o-rules" : null;
}

function showFightProblems(problems) {
  for (const p of document.querySelectorAll("#fight .field-problem")) p.replaceChildren();
  for (const c of document.querySelectorAll("#fight [aria-invalid]")) c.removeAttribute("aria-invalid");
  const unplaced = [];
  for (const p of problems) {
    const id = fightPlaceOf(p.path);
    const slot = id && document.getElementById(`${id}-problem`);
    if (!slot) {
      unplaced.push(p);
      continue;
    }
    const words = inWords(p);
    const name = (p.path.match(/(\w+)$/) || [])[1];
    slot.append(el("span", { text: slot.id.endsWith("-side-problem") && fightLabels[name]
                               ? `${fightLabels[name]}: ${words}` : words, title: `${p.path}: ${p.message}` }));
    const control = document.getElementById(id);
    if (control) control.setAttribute("aria-invalid", "true");
  }
  document.getElementById("fight-problems").replaceChildren(...unplaced.map((p) =>
    el("li", { text: inWords(p), title: `${p.path}: ${p.message}` })));
}

// The break-test outcomes of a rule set, in the break-test engine's order: those its test can
// give (tow's give ground and fall back in good order; a hold elsewhere).
const outcomesOf = {};
function breakOutcomes(rules) {
  if (!outcomesOf[rules])
    outcomesOf[rules] = rf.breakTest({ rules, leadership: 7, margin: 1 }).outcomes.map((o) => o.outcome);
  return outcomesOf[rules];
}

const percent = (p) => `${(p * 100).toFixed(1)} %`;

function bar(key, label, p, kind = "") {
  return el("div", { class: `bar ${kind}`, dataset: { key } },
    el("span", { text: label }),
    el("div", { class: "track" }, el("div", { class: "fill", style: `width: ${(p * 100).toFixed(2)}%` })),
    el("span", { class: "probability", text: percent(p) }));
}

// Each side wins, the draw, each outcome of each side's break test, a side wiped out.
function showFightBars(answer) {
  const [a, b] = answer.names.map((n, s) => n || `Unit ${s + 1}`);
  const names = [a, b];
  const group = (title, ...bars) => el("div", { class: "bar-group" }, el("h4", { text: title }), ...bars);
  document.getElementById("fight-bars").replaceChildren(
    group("The combat result",
      bar("wins-0", `${a} win`, answer.wins[0], "side-0"),
      bar("wins-1", `${b} win`, answer.wins[1], "side-1"),
      bar("draw", "draw", answer.draw, "draw")),
    ...answer.break_test.map((t, s) => group(`${names[s]} lose and test: ${percent(t.loses)}`,
      ...breakOutcomes(answer.rules).map((o) =>
        bar(`${o}-${s}`, `${names[s]} ${english("break_outcome", o)}`, t[o], o === "hold" ? "hold" : "")))),
    group("Wiped out",
      bar("wiped_out-0", `${a} wiped out`, answer.wiped_out[0]),
      bar("wiped_out-1", `${b} wiped out`, answer.wiped_out[1]),
      bar("both_wiped_out", "both wiped out", answer.both_wiped_out)));
}

// The margin's distribution as columns: side 0's combat result less side 1's, the columns
// where side 0 is ahead in one colour and side 1 in another; each column's title its odds.
function showMarginChart(answer) {
  const svg = document.getElementById("margin-chart");
  const ns = "http://www.w3.org/2000/svg";
  const node = (tag, attributes, text) => {
    const e = document.createElementNS(ns, tag);
    for (const [k, v] of Object.entries(attributes)) e.setAttribute(k, String(v));
    if (text !== undefined) e.textContent = text;
    return e;
  };
  const { lowest, p } = answer.margin;
  const [a, b] = answer.names.map((n, s) => n || `Unit ${s + 1}`);
  const width = 600, height = 240, left = 8, right = 8, top = 22, bottom = 34;
  const top_ = Math.max(...p, 1e-12);
  const step = (width - left - right) / p.length;
  const every = Math.ceil(p.length / 12);  // a label every few columns, so that they fit
  const signed = (m) => (m > 0 ? `+${m}` : String(m));
  const nodes = [node("line", { x1: left, x2: width - right, y1: height - bottom, y2: height - bottom,
                                class: "axis" })];
  p.forEach((q, k) => {
    const m = lowest + k;
    const h = (q / top_) * (height - top - bottom);
    const x = left + k * step;
    const column = node("rect", { x: x + step * 0.1, y: height - bottom - h, width: step * 0.8,
                                  height: h, class: m > 0 ? "side-0" : m < 0 ? "side-1" : "draw",
                                  "data-margin": m });
    column.append(node("title", {}, `margin ${signed(m)}: ${percent(q)}`));
    nodes.push(column);
    if (k % every === 0 || m === 0)
      nodes.push(node("text", { x: x + step / 2, y: height - bottom + 16, "text-anchor": "middle" }, signed(m)));
  });
  const likeliest = p.indexOf(Math.max(...p));
  nodes.push(node("text", { x: left, y: 14 }, `most likely: ${signed(lowest + likeliest)}, ${percent(p[likeliest])}`));
  nodes.push(node("text", { x: width - right, y: height - 4, "text-anchor": "end" },
                  `← ${b} ahead · ${a} ahead →`));
  svg.replaceChildren(...nodes);
  document.getElementById("margin-caption").textContent =
    `The margin: ${a}'s combat result less ${b}'s, from ${signed(lowest)} to ` +
    `${signed(lowest + p.length - 1)}; on average ${answer.expected.margin.toFixed(2)}.`;
}

// The odds of the form's fight, or its problems at their fields with the last odds kept.
function updateFight() {
  clearTimeout(fightTimer);
  let answer;
  try {
    answer = rf.odds(fightDocument());
  } catch (e) {
    if (!(e instanceof rf.RankfileError)) throw e;
    showFightProblems(e.problems);
    stale("fight", true);
    document.getElementById("fight-notice").textContent =
      "The units have a problem, shown at its field: below are the odds of the last fight that " +
      "could be worked out.";
    return;
  }
  showFightProblems([]);
  stale("fight", false);
  document.getElementById("fight-notice").textContent = "";
  showFightBars(answer);
  showMarginChart(answer);
}

function startFight() {
  const sets = ruleSets.filter((s) => s.engines.round_odds);
  options(document.getElementById("o-rules"), sets.map((s) => [s.id, `${s.name} (${s.id})`]), fight.rules);
  document.getElementById("o-rules").addEventListener("change", (e) => {
    fight.rules = e.target.value;
    renderFight();
    updateFight();
  });
  document.getElementById("o-charger").addEventListener("change", (e) => {
    fight.round.charger = e.target.value === "" ? null : Number(e.target.value);
    updateFight();
  });
  document.getElementById("o-charge_inches").addEventListener("input", (e) => {
    fight.round.charge_inches = e.target.value === "" ? null : Number(e.target.value);
    scheduleFight();
  });
  const sides = document.getElementById("fight-sides");
  sides.addEventListener("input", onFightInput);
  sides.addEventListener("change", (e) => {
    // A name: the charger's choices follow; a troop type chosen: the choices of the rule set.
    if (["name", "troop_type"].includes(e.target.dataset.field)) {
      renderFight();
      updateFight();
    }
  });
  renderFight();
  updateFight();
}

// --- start ------------------------------------------------------------------------------------

async function start() {
  const status = document.getElementById("status");
  if (!globalThis.rankfile) {  // ../dist/rankfile.js is built, not committed
    status.textContent = "The engine is not built yet: run scripts/web, then reload this page.";
    return;
  }
  try {
    rf = await globalThis.rankfile.load();
  } catch (e) {
    status.textContent = location.protocol === "file:"
      ? "Browsers load no WebAssembly into a page opened from a file: run scripts/web --serve " +
        "and open http://127.0.0.1:8000/page/ instead."
      : `The engine did not load: ${e}`;
    return;
  }
  vocabulary = rf.vocabulary();
  ruleSets = rf.ruleSets();
  options(document.getElementById("rules"),
          ruleSets.filter((s) => s.engines.combat).map((s) => [s.id, `${s.name} (${s.id})`]), state.rules);
  options(document.getElementById("preset"),
          [["", "(your own)"], ...flankers.map((f, k) => [String(k), `flankers: ${f.shape}`])], "0");
  document.getElementById("rules").addEventListener("change", (e) => {
    state.rules = e.target.value;
    renderSides();  // the troop types the rule set takes
    update();
  });
  document.getElementById("preset").addEventListener("change", (e) => {
    if (e.target.value === "") return;
    state.sides = teachingCase(flankers[Number(e.target.value)]);
    renderSides();
    update();
  });
  document.getElementById("leadership").addEventListener("input", (e) => {
    state.leadership = e.target.value === "" ? null : Number(e.target.value);
    update();
  });
  const sides = document.getElementById("sides");
  sides.addEventListener("input", onInput);
  sides.addEventListener("change", (e) => {
    // A unit renamed: the enemy's choices follow. A troop type chosen: one the rule set does
    // not take, kept while it was the unit's, goes.
    if (["id", "troop_type"].includes(e.target.dataset.field)) {
      renderSides();
      update();
    }
  });
  sides.addEventListener("click", onClick);
  renderSides();
  update();
  startFight();
  status.textContent = `Ready: ${rf.version}, compiled to WebAssembly.`;
}

start();
