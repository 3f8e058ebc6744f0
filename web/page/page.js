// The teaching page. It turns the form into a combat document and shows what the rankfile
// package (../dist/rankfile.js: the same C++ as the rankfile tool) answers, under the chosen
// rule set and under every other. No rule is written here: the scores, the reasons and the
// odds come from the package, and the form's choices (troop types, formations, facings, rule
// sets) from its vocabulary and rule-set list.
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
const flagLabels = { standard: "Std", battle_standard: "BSB", musician: "Mus", charged: "Chg" };

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

function numberInput(value, field, where, min) {
  return el("input", { type: "number", value: String(value), min: String(min),
                       "aria-label": field, dataset: { field, ...where } });
}

function renderSides() {
  const panels = state.sides.map((side, s) => {
    const enemy = state.sides[1 - s];
    const rows = side.units.map((u, j) => {
      const where = { side: String(s), unit: String(j) };
      const select = (field, choices) =>
        options(el("select", { "aria-label": field, dataset: { field, ...where } }), choices, u[field]);
      return el("tr", {},
        el("td", {}, el("input", { class: "name", value: u.id, "aria-label": "id",
                                   dataset: { field: "id", ...where } })),
        el("td", {}, numberInput(u.models, "models", where, 0)),
        el("td", {}, numberInput(u.models_at_start, "models_at_start", where, 1)),
        el("td", {}, numberInput(u.files, "files", where, 1)),
        el("td", {}, select("troop_type", vocabulary.troop_type.map((t) => [t.id, t.english]))),
        el("td", {}, select("formation", vocabulary.formation.map((t) => [t.id, t.english]))),
        ...unitFlags.map((flag) => el("td", {}, el("input", {
          type: "checkbox", checked: u[flag], "aria-label": flag, dataset: { field: flag, ...where } }))),
        el("td", {}, numberInput(u.elevation, "elevation", where, 0)),
        el("td", {}, select("fights", [["", "nobody"], ...enemy.units.map((e) => [e.id, e.id])])),
        el("td", {}, select("facing", vocabulary.facing.map((t) => [t.id, t.english]))),
        el("td", {}, el("button", { type: "button", text: "✕", title: "remove this unit",
                                    disabled: side.units.length === 1,
                                    dataset: { action: "remove", ...where } })));
    });
    return el("fieldset", {},
      el("legend", { text: `Side ${s + 1}` }),
      el("div", { class: "side-head" },
        el("label", { text: "Name " }, el("input", { class: "name", value: side.name,
          "aria-label": "side name", dataset: { field: "name", side: String(s) } })),
        el("label", { text: "Wounds inflicted " }, numberInput(side.wounds_inflicted,
          "wounds_inflicted", { side: String(s) }, 0))),
      el("table", {},
        el("thead", {}, el("tr", {}, ...["unit", "models", "at start", "files", "troop type",
          "formation", ...unitFlags.map((f) => flagLabels[f]), "height", "fights",
          "their", ""].map((h) => el("th", { text: h })))),
        el("tbody", {}, ...rows)),
      el("button", { type: "button", text: "Add a unit", dataset: { action: "add", side: String(s) } }));
  });
  document.getElementById("sides").replaceChildren(...panels);
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

function outcomeText(answer) {
  if (answer.winner === null) return `A draw, ${answer.sides[0].score} to ${answer.sides[1].score}`;
  const w = answer.sides[answer.winner];
  const l = answer.sides[1 - answer.winner];
  return `${w.name} won by ${answer.margin} (${english("decision", answer.decided_by)}), ` +
         `${w.score} to ${l.score}`;
}

function showResult(r) {
  const set = ruleSets.find((s) => s.id === state.rules);
  document.getElementById("outcome").textContent =
    r.answer ? `${set.name}: ${outcomeText(r.answer)}` : `${set.name}: the combat cannot be resolved`;
  document.getElementById("problems").replaceChildren(
    ...(r.problems || []).map((p) => el("li", { text: `${p.path}: ${p.message}` })));
  document.getElementById("explanation").textContent = r.answer ? r.answer.explanation : "";
  const panels = r.answer ? r.answer.sides.map((side, s) => el("div", { dataset: { side: String(s) } },
    el("h3", { text: `${side.name}: ${side.score}` }),
    el("ul", { class: "lines" },
      ...side.awarded.map((a) => el("li", { class: "awarded" }, a.reason,
                                    a.rule ? el("span", { class: "rule", text: a.rule }) : null)),
      ...side.denied.map((d) => el("li", { class: "denied" }, d.explanation,
                                   el("span", { class: "rule", text: d.rule })))))) : [];
  document.getElementById("lines").replaceChildren(...panels);
}

// The losing side's first unit with models left takes the test.
function showOdds(r) {
  const note = document.getElementById("odds-note");
  const bars = document.getElementById("bars");
  const modifiers = document.getElementById("modifiers");
  bars.replaceChildren();
  modifiers.replaceChildren();
  const set = ruleSets.find((s) => s.id === state.rules);
  if (!r.answer) return void (note.textContent = "No combat result, so no break test.");
  if (r.answer.winner === null) return void (note.textContent = "A draw: nobody tests.");
  if (!set.engines.break_test)
    return void (note.textContent = `${set.name} has no break-test rules we know of.`);
  const loser = 1 - r.answer.winner;
  const tester = state.sides[loser].units.find((u) => u.models > 0);
  if (!tester) return void (note.textContent = "The losing side has no models left to test.");
  let test;
  try {
    test = rf.breakTest({ rules: state.rules, leadership: state.leadership, unit: tester.id,
                          combat: combatDocument(state.rules) });
  } catch (e) {
    if (!(e instanceof rf.RankfileError)) throw e;
    return void (note.textContent = e.problems.map((p) => `${p.path}: ${p.message}`).join("; "));
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

function showComparison() {
  const rows = ruleSets.filter((s) => s.engines.combat).map((set) => {
    const r = resolve(set.id);
    const bonuses = r.answer ? r.answer.sides.map((side) => side.name + ": " +
      (side.awarded.map((a) => `${english("bonus", a.bonus)} +${a.value}`).join(", ") || "nothing"))
      .join("; ") : "";
    return el("tr", { class: set.id === state.rules ? "chosen" : "", dataset: { rules: set.id } },
      el("th", { text: set.id, title: set.name }),
      el("td", { class: "scores",
                 text: r.answer ? `${r.answer.sides[0].score} to ${r.answer.sides[1].score}` : "" }),
      el("td", { class: "verdict", text: r.answer ? outcomeText(r.answer).replace(/, \d+ to \d+$/, "")
                                                  : r.problems.map((p) => p.message).join("; ") }),
      el("td", { class: "bonuses", text: bonuses }));
  });
  document.querySelector("#comparison tbody").replaceChildren(...rows);
}

function update() {
  const r = resolve(state.rules);
  showResult(r);
  showOdds(r);
  showComparison();
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
    status.textContent = `The engine did not load: ${e}`;
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
  sides.addEventListener("change", (e) => {  // a unit renamed: the enemy's choices follow
    if (e.target.dataset.field === "id") renderSides();
  });
  sides.addEventListener("click", onClick);
  renderSides();
  update();
  status.textContent = `Ready: ${rf.version}, compiled to WebAssembly.`;
}

start();
