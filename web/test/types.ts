// Compiled (never run) by types.test.mjs with `tsc --strict`: the package's declarations
// (dist/index.d.ts) describe what the docs show.
import { load, RankfileError, type CombatAnswer, type FightDocument, type OddsAnswer, type Problem,
         type WarningMode } from "rankfile";  // the package by its name, as a user imports it

async function main(): Promise<void> {
  const rf = await load();
  const strict = await load({ warnings: "error" });
  const mode: WarningMode = "ignore";
  const quiet = strict.breakTest({}, { warnings: mode }).outcomes.length;
  const towTroops: string[] | undefined = rf.ruleSets()[0].troop_types;
  // @ts-expect-error: warnings are "warn", "ignore" or "error"
  rf.combat({}, { warnings: "loud" });
  const logged: string = rf.run(["combat", "c"], { c: "{}" }, { warnings: "warn" });
  const answer: CombatAnswer = rf.combat({ rules: "wfb8", sides: [] }, { explain: true });
  const score: number = answer.sides[0].score;
  const winner: 0 | 1 | null = answer.winner;
  const text: string = rf.combat("{}", { format: "text" });
  const odds: string = rf.breakTest({}).outcomes[0].probability;
  const html: string = rf.standings("round,player_1", { format: "html", roster: "name\nAnn\n" });
  const ids: string[] = rf.ruleSets().map((r) => r.id);
  const troops: string[] = rf.vocabulary().troop_type.map((t) => t.id);
  const markdown: string = rf.vocabulary({ format: "markdown" });
  const fight: FightDocument = {
    rules: "tow",
    sides: [
      { name: "Spearmen", troop_type: "regular_infantry", models: 25, files: 5,
        profile: { ws: 3, s: 3, t: 3, w: 1, i: 3, a: 1, ld: 7 },
        armour: 6, shield: true, weapon: "thrusting_spear", standard: true, musician: true },
      { name: "Swordsmen", troop_type: "regular_infantry", models: 25, files: 5,
        profile: { ws: 4, s: 3, t: 3, w: 1, i: 4, a: 1, ld: 7 }, armour: 6, shield: true,
        special_rules: { hatred: true, impact_hits: "D3" } },
    ],
    round: { charger: 0, charge_inches: 4 },
  };
  const chances: OddsAnswer = rf.odds(fight, { explain: true });
  const breaks: number = chances.break_test[0].break + chances.margin.p[0] + chances.wins[1];
  const undecided: number | undefined = rf.odds(fight, { rounds: 6 }).undecided;
  const table: string = rf.odds(JSON.stringify(fight), { format: "markdown", rounds: 2 });
  // @ts-expect-error: a side's profile is required
  rf.odds({ rules: "tow", sides: [{ troop_type: "monster", models: 1, files: 1, armour: 7 }, fight.sides[1]] });
  const out: string = rf.run(["combat", "c"], { c: "{}" }, (w: Problem) => console.log(w.path));
  try {
    rf.score({}, { strict: true, onWarning: (w) => console.log(w.message) });
  } catch (e) {
    if (e instanceof RankfileError) console.log(e.problems.map((p) => p.path), e.status);
  }
  console.log(score, winner, text, odds, html, ids, troops, markdown, out, rf.version, quiet,
              towTroops, logged, breaks, undecided, table);
}
void main();
