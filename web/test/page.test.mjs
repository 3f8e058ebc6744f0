// The teaching page in headless Chromium (Debian's chromium, driven by playwright-core; the
// browser is CHROMIUM, default /usr/bin/chromium), served as a user serves it (web/serve.mjs,
// scripts/web --serve): the teaching case under every rule set equals the table in
// docs/teaching-case.md, typing changes the answer, denials and break-test odds are shown, the
// odds view's bars and chart are rf.odds()'s and follow a unit as it is edited, a
// problem is shown at its field in words while the last good answer stays, every control has a
// label and the form works from the keyboard, the page fits windows 390, 1024, 1400 and 1920
// pixels wide, and nothing is fetched from elsewhere. Saves a screenshot at each width in
// test-output/ (and the 1400-pixel one in docs/images/ with RANKFILE_UPDATE_SCREENSHOT=1).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { chromium } from "playwright-core";
import { load } from "../dist/index.mjs";
import { serve } from "../serve.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const output = path.join(here, "../test-output");
const rf = await load();

let server;
let browser;
let origin;
before(async () => {
  server = await serve(0);
  origin = `http://127.0.0.1:${server.address().port}`;
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium" });
});
after(async () => {
  await browser?.close();
  server?.close();
});

// The page, loaded and ready, with the page errors and the requests it made.
async function open(width, height = 1000) {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors = [];
  const fetched = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("request", (r) => fetched.push(r.url()));
  await page.goto(`${origin}/page/`);
  await page.waitForFunction(() => document.getElementById("status").textContent.startsWith("Ready"),
                             null, { timeout: 30000 });
  return { page, errors, fetched };
}

// docs/teaching-case.md's table: for each rule set, the four columns' "A to B" scores.
function teachingTable() {
  const doc = fs.readFileSync(path.join(root, "docs/teaching-case.md"), "utf8");
  const table = doc.slice(doc.indexOf("<!-- table begin -->"), doc.indexOf("<!-- table end -->"));
  const rows = {};
  for (const line of table.split("\n")) {
    const m = line.match(/^\| `([a-z0-9-]+)` \|(.*)\|$/);
    if (m) rows[m[1]] = m[2].split("|").map((cell) => cell.match(/(\d+) to (\d+)/)[0]);
  }
  return rows;
}

const scores = (page, id) => page.textContent(`#comparison tr[data-rules="${id}"] td.scores`);
const problemAt = (page, id) => page.textContent(`#${id}-problem`);

test("the teaching page shows the teaching case under every rule set, and follows the form", async () => {
  const expected = teachingTable();
  // The table is generated from the registry (examples/teaching_case.cpp, scripts/generate-docs):
  // each row is a rule set with combat rules; the checks below use wfb5 and wfb8.
  const combat = rf.ruleSets().filter((s) => s.engines.combat).map((s) => s.id);
  const rows = Object.keys(expected);
  assert.ok(rows.includes("wfb5") && rows.includes("wfb8") && rows.every((id) => combat.includes(id)),
            rows.join(", "));
  const { page, errors, fetched } = await open(1300);

  // Each flanker of the teaching case, every rule set of the docs' table.
  for (let column = 0; column < 4; ++column) {
    await page.selectOption("#preset", String(column));
    for (const [id, cells] of Object.entries(expected))
      assert.equal(await scores(page, id), cells[column], `${id}, column ${column + 1}`);
  }

  // Back to the first flankers, under 8th edition: the denial, its reason, and the odds.
  await page.selectOption("#preset", "0");
  await page.selectOption("#rules", "wfb8");
  assert.equal(await page.textContent("#outcome"),
               "Warhammer Fantasy Battle, 8th edition: Enemy won by 2 (higher score), 3 to 1");
  const denied = await page.locator("#lines li.denied").allTextContents();
  assert.ok(denied.some((d) => d.startsWith("no extra ranks for Spearmen: disrupted by Flankers")),
            denied.join("\n"));
  const doc = await page.evaluate(() => combatDocument("wfb8"));
  const odds = rf.breakTest({ rules: "wfb8", leadership: 7, unit: "Spearmen", combat: doc });
  const shown = await page.locator("#bars .probability").allTextContents();
  assert.deepEqual(shown.map((s) => s.split(" ")[0]), odds.outcomes.map((o) => o.probability));
  assert.equal(shown[0], "7/12 (58.3 %)");

  // Typing: the Empire's 3 wounds turn the combat, and the loser's test moves to the enemy.
  await page.fill("#f-0-wounds_inflicted", "3");
  const won = "Warhammer Fantasy Battle, 8th edition: Empire won by 1 (higher score), 4 to 3";
  assert.equal(await page.textContent("#outcome"), won);
  assert.match(await page.textContent("#odds-note"), /^Swordsmen \(Enemy\) test on Leadership 7/);
  assert.equal(await scores(page, "wfb5"), "4 to 2");
  assert.equal(await page.textContent("#notice"), "");

  // A bad value: its problem in words at its field, the control marked, the last good answer
  // kept (dimmed), until the value is right again.
  await page.fill("#f-1-0-files", "0");
  assert.equal(await problemAt(page, "f-1-0-files"), "must be at least 1, got 0");
  assert.equal(await page.getAttribute("#f-1-0-files", "aria-invalid"), "true");
  assert.equal(await page.getAttribute("#f-1-0-files-problem span", "title"),
               "sides[1].units[0].files: must be at least 1, got 0");
  assert.equal(await page.textContent("#outcome"), won);
  assert.match(await page.textContent("#notice"), /last combat that could be resolved/);
  assert.equal(await scores(page, "wfb5"), "4 to 2");
  assert.ok(await page.locator("#result.stale").count() === 1);
  await page.fill("#f-0-0-models", "-4");
  assert.equal(await problemAt(page, "f-0-0-models"), "must be at least 0, got -4");
  assert.equal(await page.locator("#comparison .problem").count(), 0, "no rule set's row shows the form's problem");
  await page.fill("#f-0-0-models", "20");
  await page.fill("#f-1-0-files", "10");
  assert.equal(await problemAt(page, "f-1-0-files"), "");
  assert.equal(await page.getAttribute("#f-1-0-files", "aria-invalid"), null);
  assert.equal(await page.locator("#result.stale").count(), 0);
  await page.fill("#f-0-wounds_inflicted", "0");

  // A Leadership the break test refuses: at its field, the last odds kept.
  await page.fill("#leadership", "0");
  assert.match(await problemAt(page, "leadership"), /^must be/);
  assert.equal((await page.locator("#bars .probability").allTextContents())[0], "7/12 (58.3 %)");
  await page.fill("#leadership", "7");
  assert.equal(await problemAt(page, "leadership"), "");

  // Troop types: each rule set offers those it takes (rf.ruleSets()), so cavalry is offered
  // under 8th edition and not under The Old World, whose row says why it cannot resolve it.
  const sets = rf.ruleSets();
  const offered = () => page.$$eval("#f-0-0-troop_type option", (os) => os.map((o) => o.value));
  assert.deepEqual(await offered(), sets.find((r) => r.id === "wfb8").troop_types);
  await page.selectOption("#f-0-0-troop_type", "cavalry");
  const choose = /choose light cavalry, heavy cavalry or monstrous cavalry$/;
  assert.match(await page.textContent('#comparison tr[data-rules="tow"] td.verdict'),
               /^Spearmen: Troop type: "cavalry" is not a troop type of Warhammer: The Old World/);
  assert.match(await page.textContent('#comparison tr[data-rules="tow"] td.verdict'), choose);
  assert.match(await scores(page, "wfb8"), /^\d+ to \d+$/);
  const before = await page.textContent("#outcome");
  await page.selectOption("#rules", "tow");
  assert.match(await problemAt(page, "f-0-0-troop_type"),
               /^"cavalry" is not a troop type of Warhammer: The Old World: choose/);
  assert.equal(await page.textContent("#outcome"), before);
  const towTypes = sets.find((r) => r.id === "tow").troop_types;
  assert.deepEqual((await offered()).filter((v) => v !== "cavalry"), towTypes);
  assert.match(await page.textContent('#f-0-0-troop_type option[value="cavalry"]'), /not in Warhammer: The Old World/);
  await page.selectOption("#f-0-0-troop_type", "heavy_cavalry");
  assert.equal(await problemAt(page, "f-0-0-troop_type"), "");
  assert.deepEqual(await offered(), towTypes);
  assert.match(await page.textContent("#outcome"), /^Warhammer: The Old World/);

  assert.deepEqual(errors, []);
  assert.deepEqual(fetched.filter((u) => !u.startsWith(origin)), []);
  assert.ok(fetched.some((u) => u.endsWith("/dist/rankfile.wasm")));
  await page.close();
});

// The odds view's bars, by key ("wins-0", "break-1", "draw", ...): the percentage each shows.
const fightBars = (page) => page.$$eval("#fight-bars .bar", (bars) =>
  Object.fromEntries(bars.map((b) => [b.dataset.key, b.querySelector(".probability").textContent])));
// The bars the package's answer gives, in the page's words.
function expectedBars(answer, outcomes) {
  const percent = (p) => `${(p * 100).toFixed(1)} %`;
  const bars = { "wins-0": percent(answer.wins[0]), "wins-1": percent(answer.wins[1]),
                 draw: percent(answer.draw), both_wiped_out: percent(answer.both_wiped_out) };
  for (const s of [0, 1]) {
    bars[`wiped_out-${s}`] = percent(answer.wiped_out[s]);
    for (const o of outcomes) bars[`${o}-${s}`] = percent(answer.break_test[s][o]);
  }
  return bars;
}

test("the odds view: bars and the margin's chart from rf.odds(), following the units as they are edited", async () => {
  const { page, errors } = await open(1300);
  // The rule sets offered are those with round-odds rules.
  const offered = await page.$$eval("#o-rules option", (os) => os.map((o) => o.value));
  assert.deepEqual(offered, rf.ruleSets().filter((r) => r.engines.round_odds).map((r) => r.id));
  // It opens on docs/examples/fight.json, whose odds the tool gives in fight.out.json.
  const example = JSON.parse(fs.readFileSync(path.join(root, "docs/examples/fight.json"), "utf8"));
  const opening = rf.odds(await page.evaluate(() => fightDocument()));
  assert.deepEqual(opening, JSON.parse(fs.readFileSync(path.join(root, "docs/examples/fight.out.json"), "utf8")));
  assert.deepEqual(opening, rf.odds(example));
  const outcomes = rf.breakTest({ rules: "tow", leadership: 7, margin: 1 }).outcomes.map((o) => o.outcome);
  assert.deepEqual(await fightBars(page), expectedBars(opening, outcomes));
  assert.equal((await fightBars(page))["wins-1"], "72.9 %");
  // The chart: a column for each margin, titled with its odds.
  const columns = await page.$$eval("#margin-chart rect", (rs) => rs.map((r) => r.querySelector("title").textContent));
  assert.equal(columns.length, opening.margin.p.length);
  assert.equal(columns[0], `margin ${opening.margin.lowest}: ${(opening.margin.p[0] * 100).toFixed(1)} %`);
  assert.match(await page.textContent("#margin-caption"), /^The margin: Spearmen's combat result less Swordsmen's, from -11 to \+6/);

  // Editing a unit: the Swordsmen's Weapon Skill down to 2, then a great weapon; the bars follow
  // once the typing pauses.
  const follows = async (what) => {
    const answer = rf.odds(await page.evaluate(() => fightDocument()));  // the form's, at once
    const expected = expectedBars(answer, outcomes);
    await page.waitForFunction((want) => [...document.querySelectorAll("#fight-bars .bar")].every((b) =>
      b.querySelector(".probability").textContent === want[b.dataset.key]), expected, { timeout: 10000 })
      .catch(() => {});  // the assertion below says what differs
    assert.deepEqual(await fightBars(page), expected, what);
    return answer;
  };
  await page.fill("#o-1-ws", "2");
  const weaker = await follows("WS 2");
  assert.ok(weaker.wins[1] < opening.wins[1], "a lower Weapon Skill wins less often");
  await page.selectOption("#o-1-weapon", "great_weapon");
  await follows("a great weapon");
  await page.check("#o-1-hatred");
  await follows("Hatred");
  assert.equal((await page.evaluate(() => fightDocument())).sides[1].special_rules.hatred, true);
  await page.selectOption("#o-charger", "1");
  const charged = await follows("the Swordsmen charge");
  assert.equal(charged.names[1], "Swordsmen");

  // A bad value: in words at its field, the last odds kept (dimmed), until it is right again.
  const kept = await fightBars(page);
  await page.fill("#o-0-models", "0");
  await page.waitForFunction(() => document.getElementById("o-0-models-problem").textContent !== "");
  assert.equal(await problemAt(page, "o-0-models"), "must be at least 1, got 0");
  assert.equal(await page.getAttribute("#o-0-models", "aria-invalid"), "true");
  assert.deepEqual(await fightBars(page), kept);
  assert.equal(await page.locator("#fight.stale").count(), 1);
  assert.match(await page.textContent("#fight-notice"), /last fight that could be worked out/);
  // A lance on infantry: the rule set's reading, at the weapon.
  await page.fill("#o-0-models", "25");
  await page.selectOption("#o-0-weapon", "lance");
  await page.waitForFunction(() => document.getElementById("o-0-weapon-problem").textContent !== "");
  assert.match(await problemAt(page, "o-0-weapon"), /lance is a cavalry or monster weapon/);
  await page.selectOption("#o-0-weapon", "thrusting_spear");
  await page.waitForFunction(() => !document.querySelector("#fight.stale"));
  assert.equal(await problemAt(page, "o-0-weapon"), "");
  assert.equal(await page.getAttribute("#o-0-models", "aria-invalid"), null);
  assert.equal(await page.textContent("#fight-notice"), "");

  // From the keyboard: Tab from the Swordsmen's Strength to their Toughness, type it.
  await page.focus("#o-1-s");
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.id), "o-1-t");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("5");
  await follows("Toughness 5 from the keyboard");
  assert.equal((await page.evaluate(() => fightDocument())).sides[1].profile.t, 5);
  // The combat above is untouched by the odds view.
  assert.match(await page.textContent("#outcome"), /Enemy won by 2/);
  assert.deepEqual(errors, []);
  await page.close();
});

test("every control has a label, and the form works from the keyboard", async () => {
  const { page, errors } = await open(1024);
  const unlabelled = await page.$$eval("input, select, textarea", (controls) => controls
    .filter((c) => ![...(c.labels || [])].some((l) => l.textContent.trim()) && !c.getAttribute("aria-label"))
    .map((c) => c.outerHTML));
  assert.deepEqual(unlabelled, []);
  const nameless = await page.$$eval("button", (bs) => bs.filter((b) => !b.textContent.trim() &&
                                                                        !b.getAttribute("aria-label")).length);
  assert.equal(nameless, 0);

  // Tab from the first side's name to its wounds, type them: the answer follows.
  await page.focus("#f-0-name");
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.id), "f-0-wounds_inflicted");
  await page.keyboard.press("Control+A");
  await page.keyboard.type("3");
  assert.match(await page.textContent("#outcome"), /Empire won by 1 \(higher score\), 4 to 3$/);
  // A select from the keyboard: the rule set.
  await page.focus("#rules");
  const rules = await page.$eval("#rules", (s) => [...s.options].map((o) => o.value));
  await page.keyboard.press("ArrowDown");
  const chosen = await page.$eval("#rules", (s) => s.value);
  assert.equal(chosen, rules[rules.indexOf("wfb8") + 1]);
  assert.equal(await page.getAttribute("#comparison tr.chosen", "data-rules"), chosen);
  assert.deepEqual(errors, []);
  await page.close();
});

test("the page fits every window from a phone to a wide screen", async () => {
  fs.mkdirSync(output, { recursive: true });
  for (const width of [390, 1024, 1400, 1920]) {
    const { page, errors } = await open(width, 900);
    const fit = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
      outside: [...document.querySelectorAll("input, select, button, td, th, legend")]
        .filter((e) => { const r = e.getBoundingClientRect(); return r.left < 0 || r.right > window.innerWidth; })
        .map((e) => e.id || e.outerHTML.slice(0, 80)),
      sides: [...document.querySelectorAll("fieldset.side")].map((f) => f.getBoundingClientRect().left),
    }));
    assert.ok(fit.scrollWidth <= fit.innerWidth, `${width}: the page is ${fit.scrollWidth} pixels wide`);
    assert.deepEqual(fit.outside, [], `${width}: controls beyond the window`);
    // The two sides side by side when there is room for both, one above the other when not.
    assert.equal(fit.sides[0] === fit.sides[1], width < 1400, `${width}: sides at ${fit.sides}`);
    const shot = await page.screenshot({ path: path.join(output, `teaching-page-${width}.png`), fullPage: true });
    if (width === 1400 && process.env.RANKFILE_UPDATE_SCREENSHOT === "1")
      fs.writeFileSync(path.join(root, "docs/images/teaching-page.png"), shot);
    // The odds view: its bars and its chart within the window too.
    const odds = await page.evaluate(() => [...document.querySelectorAll("#fight-bars .bar, #margin-chart")]
      .filter((e) => { const r = e.getBoundingClientRect(); return r.left < 0 || r.right > window.innerWidth || r.width === 0; })
      .map((e) => e.id || e.dataset.key));
    assert.deepEqual(odds, [], `${width}: odds beyond the window`);
    const view = await page.locator("#fight").screenshot({ path: path.join(output, `odds-view-${width}.png`) });
    if (width === 1400 && process.env.RANKFILE_UPDATE_SCREENSHOT === "1")
      fs.writeFileSync(path.join(root, "docs/images/odds-view.png"), view);
    assert.deepEqual(errors, []);
    await page.close();
  }
});

test("from a server that does not say the engine is application/wasm, the page still loads", async () => {
  const page = await browser.newPage();
  const wasm = fs.readFileSync(path.join(here, "../dist/rankfile.wasm"));
  await page.route("**/rankfile.wasm", (route) =>
    route.fulfill({ body: wasm, contentType: "application/octet-stream" }));
  await page.goto(`${origin}/page/`);
  await page.waitForFunction(() => document.getElementById("status").textContent.startsWith("Ready"),
                             null, { timeout: 30000 });
  assert.match(await page.textContent("#outcome"), /Enemy won by 2/);
  await page.close();
});

test("opened from a file, the page says how to serve it", async () => {
  const page = await browser.newPage();
  await page.goto(`file://${path.join(root, "web/page/index.html")}`);
  await page.waitForFunction(() => !document.getElementById("status").textContent.startsWith("Loading"),
                             null, { timeout: 30000 });
  assert.match(await page.textContent("#status"), /scripts\/web --serve/);
  await page.close();
});
