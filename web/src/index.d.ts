// Types of the rankfile package (web/src/api.js). Documents and answers are the rankfile tool's
// JSON, described field by field in docs/json-format.md; their types here name the fields a
// caller most often reads and leave the rest open.

/** A problem with an input, as the tool prints it: "path: message". */
export interface Problem {
  path: string;
  message: string;
}

/** Thrown for invalid input (status 2, with `problems`) or a misused command (status 1). */
export class RankfileError extends Error {
  readonly status: 1 | 2;
  readonly problems: Problem[];
  readonly warnings: Problem[];
}

/** A JSON value: documents are plain objects, or their text. */
export type Json = null | boolean | number | string | Json[] | { [field: string]: Json };
export type Document = { [field: string]: Json } | string;

/** What becomes of warnings (an unknown field, a suspicious result) that no onWarning takes:
 *  "warn" (the default) logs each through console.warn, "ignore" drops them, "error" throws a
 *  RankfileError (status 2) whose problems are the warnings. */
export type WarningMode = "warn" | "ignore" | "error";

interface Common {
  /** Called with each warning, in order, instead of console.warn. */
  onWarning?: (warning: Problem) => void;
  /** For this call; load()'s `warnings` otherwise. */
  warnings?: WarningMode;
}
export interface EngineOptions extends Common {
  /** Adds `explanation`: the whole reasoning in English. */
  explain?: boolean;
  /** Unknown fields are errors, not warnings. */
  strict?: boolean;
  /** "json" (the default) answers an object; "text" the tool's text. */
  format?: "json" | "text";
}
export interface StandingsOptions extends Common {
  strict?: boolean;
  format?: "json" | "text" | "csv" | "html";
  /** For CSV results only, as the tool's options of the same names. */
  scheme?: string;
  byePoints?: number | "average";
  byeVp?: number | "average" | "points_limit";
  byeVpDifference?: number | "average";
  /** The roster as CSV text. */
  roster?: string;
  seed?: number;
  avoidSame?: "club" | "team" | "club,team";
  teams?: boolean;
  teamCap?: number;
  /** How many rounds the event has: once the last is in, final standings without pairings. */
  rounds?: number;
}
export interface ListOptions extends Common {
  /** The lists' format; detected when not given. */
  format?: "owb" | "new-recruit";
  /** Old World Builder's pricing since 2025-11-21: a magic item with a price per model
   *  (a Chaotic Trait) costs a unit that price for each model, not its flat price. */
  magicItemsPerModel?: boolean;
}
export interface BattleOptions extends ListOptions {
  /** The battle's rule set (default "tow"). */
  rules?: string;
}

export interface AwardedLine {
  bonus: string;
  value: number;
  unit: string | null;
  target: string | null;
  reason: string;
  rule: string;
  label?: string;
}
export interface DeniedLine {
  bonus: string;
  reason: string;
  unit: string | null;
  by: string | null;
  facing: string | null;
  numbers: [number, number];
  explanation: string;
  rule: string;
}
export interface CombatAnswer {
  version: number;
  rules: string;
  sides: { name: string; score: number; awarded: AwardedLine[]; denied: DeniedLine[] }[];
  winner: 0 | 1 | null;
  margin: number;
  decided_by: "score" | "musician" | "wipe_out" | "draw";
  explanation?: string;
}
export interface BreakTestModifier {
  modifier: string;
  applied: boolean;
  reason: string;
  numbers: [number, number];
  explanation: string;
  rule: string;
}
export interface BreakTestAnswer {
  version: number;
  rules: string;
  leadership: number;
  margin: number;
  winner_unit_strength?: number;
  loser_unit_strength?: number;
  /** [the unit's ranks, the most of any enemy unit], when worked out for Steadfast. */
  ranks?: [number, number];
  /** Each outcome's exact probability ("n/d") and about how much that is. */
  outcomes: { outcome: string; probability: string; approximately: number }[];
  automatic: boolean;
  modifiers: BreakTestModifier[];
  /** With a roll: */
  outcome?: string;
  natural?: number;
  reroll_due?: boolean;
  rerolled?: boolean;
  explanation?: string;
}
export interface RuleSet {
  id: string;
  aliases: string[];
  name: string;
  source: string;
  confidence: string;
  engines: { combat: boolean; victory_points: boolean; break_test: boolean; round_odds: boolean };
  knobs: { [setting: string]: string };
  /** The troop types it takes, for a rule set with combat rules (engines.combat). */
  troop_types?: string[];
}
export type Answer = { [field: string]: Json };
export type Vocabulary = { [enumName: string]: { id: string; english: string; meaning: string }[] };

export interface Rankfile {
  combat(doc: Document, options?: EngineOptions & { format?: "json" }): CombatAnswer;
  combat(doc: Document, options: EngineOptions & { format: "text" }): string;
  score(doc: Document, options?: EngineOptions & { format?: "json" }): Answer;
  score(doc: Document, options: EngineOptions & { format: "text" }): string;
  breakTest(doc: Document, options?: EngineOptions & { format?: "json" }): BreakTestAnswer;
  breakTest(doc: Document, options: EngineOptions & { format: "text" }): string;
  /** A tournament document, or CSV results as text. */
  standings(doc: Document, options?: StandingsOptions & { format?: "json" }): Answer;
  standings(doc: Document, options: StandingsOptions & { format: "text" | "csv" | "html" }): string;
  importList(list: Document, options?: ListOptions): Answer;
  battle(listA: Document, listB: Document, options?: BattleOptions): Answer;
  ruleSets(options?: { format?: "json" }): RuleSet[];
  ruleSets(options: { format: "text" | "markdown" }): string;
  /** Every identifier the documents use, with its English, by enum (troop_type, formation,
   *  facing, bonus, reason, ...); format "markdown" gives the docs' tables instead. */
  vocabulary(options?: { format?: "json" }): Vocabulary;
  vocabulary(options: { format: "markdown" }): string;
  /** "rankfile 0.1.0" */
  readonly version: string;
  /** Any command line as the tool takes it (without the program's name), over texts named in
   *  `files`: the text the tool writes to standard output. */
  run(args: string[], files?: { [name: string]: string },
      warnings?: ((warning: Problem) => void) | Common): string;
  readonly RankfileError: typeof RankfileError;
}

/** Compiles and starts the engine, rankfile.wasm beside this module: read from the file in
 *  Node, fetched (and compiled while it streams) in a browser. `warnings` is every call's
 *  default. */
export function load(options?: { warnings?: WarningMode }): Promise<Rankfile>;
