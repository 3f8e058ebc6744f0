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
  ["f", where.side, where.unit, field].filter((x) => x !== undefined).join("-");

// A labelled control with a place for its problem, below it.
function field(name, where, control) {
  const id = controlId(name, where);
  Object.assign(control, { id });
  control.dataset.field = name;
  Object.assign(control.dataset, where);
  control.setAttribute("aria-describedby", `${id}-problem`);
  const problem = el("p", { class: "field-problem", id: `${id}-problem`, "aria-live": "polite" });
  if (control.type === "checkbox")
    return el("div", { class: "field check" }, control, el("label", { for: id, text: fieldLabels[name] }), problem);
  return el("div", { class: "field" }, el("label", { for: id, text: fieldLabels[name] }), control, problem);
}

function numberField(name, where, value, min) {
  return field(name, where, el("input", { type: "number", value: value === null ? "" : String(value),
                                          min: String(min), inputmode: "numeric" }));
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
  if (["troop_type", "formation", "facing"].includes(name))
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
  for (const p of document.querySelectorAll(".field-problem")) p.replaceChildren();
  for (const c of document.querySelectorAll("[aria-invalid]")) c.removeAttribute("aria-invalid");
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
  status.textContent = `Ready: ${rf.version}, compiled to WebAssembly.`;
}

start();
