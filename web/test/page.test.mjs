// The teaching page in headless Chromium (Debian's chromium, driven by playwright-core; the
// browser is CHROMIUM, default /usr/bin/chromium), opened from file:// as a user would open it:
// the teaching case under every rule set equals the table in docs/teaching-case.md, typing
// changes the answer, denials and break-test odds are shown, and nothing is fetched from the
// network. Saves a screenshot in test-output/ (and in docs/images/ with
// RANKFILE_UPDATE_SCREENSHOT=1).
import { test } from "node:test";
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import { chromium } from "playwright-core";
import { load } from "../dist/index.mjs";

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, "../..");
const rf = await load();

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

test("the teaching page shows the teaching case under every rule set, and follows the form", async () => {
  const expected = teachingTable();
  // The table is generated from the registry (examples/teaching_case.cpp, scripts/generate-docs):
  // each row is a rule set with combat rules; the checks below use wfb5 and wfb8.
  const combat = rf.ruleSets().filter((s) => s.engines.combat).map((s) => s.id);
  const rows = Object.keys(expected);
  assert.ok(rows.includes("wfb5") && rows.includes("wfb8") && rows.every((id) => combat.includes(id)),
            rows.join(", "));

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium" });
  try {
    const page = await browser.newPage({ viewport: { width: 1300, height: 1000 } });
    const errors = [];
    const fetched = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("request", (r) => fetched.push(r.url()));
    await page.goto(pathToFileURL(path.join(root, "web/page/index.html")).href);
    await page.waitForFunction(() => document.getElementById("status").textContent.startsWith("Ready"),
                               null, { timeout: 30000 });
    const scores = (id) => page.textContent(`#comparison tr[data-rules="${id}"] td.scores`);

    // Each flanker of the teaching case, every rule set of the docs' table.
    for (let column = 0; column < 4; ++column) {
      await page.selectOption("#preset", String(column));
      for (const [id, cells] of Object.entries(expected))
        assert.equal(await scores(id), cells[column], `${id}, column ${column + 1}`);
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
    await page.fill('#sides input[data-field="wounds_inflicted"][data-side="0"]', "3");
    assert.equal(await page.textContent("#outcome"),
                 "Warhammer Fantasy Battle, 8th edition: Empire won by 1 (higher score), 4 to 3");
    assert.match(await page.textContent("#odds-note"), /^Swordsmen \(Enemy\) test on Leadership 7/);
    assert.equal(await scores("wfb5"), "4 to 2");

    // A bad value is a problem with its path, not a crash.
    await page.fill('#sides input[data-field="files"][data-side="1"][data-unit="0"]', "0");
    assert.match(await page.textContent("#problems"), /sides\[1\]\.units\[0\]\.files: must be at least 1, got 0/);
    await page.fill('#sides input[data-field="files"][data-side="1"][data-unit="0"]', "10");
    await page.fill('#sides input[data-field="wounds_inflicted"][data-side="0"]', "0");

    assert.deepEqual(errors, []);
    assert.deepEqual(fetched.filter((u) => !u.startsWith("file://")), []);

    await page.selectOption("#preset", "0");
    fs.mkdirSync(path.join(here, "../test-output"), { recursive: true });
    const shot = await page.screenshot({ path: path.join(here, "../test-output/teaching-page.png"), fullPage: true });
    if (process.env.RANKFILE_UPDATE_SCREENSHOT === "1")
      fs.writeFileSync(path.join(root, "docs/images/teaching-page.png"), shot);
  } finally {
    await browser.close();
  }
});
