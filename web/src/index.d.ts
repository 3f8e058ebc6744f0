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
  /** How many rounds the event has: once the last has begun, no pairings; once it is complete,
   *  final standings. */
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
export interface OddsOptions extends Common {
  /** Adds `explanation`: who strikes when, with how many attacks, needing what to hit, to wound
   *  and to save, then the odds. */
  explain?: boolean;
  /** Unknown fields are errors, not warnings. */
  strict?: boolean;
  /** The whole combat, up to this many rounds (1 to 20): adds `rounds`, `combat`, `undecided`. */
  rounds?: number;
  /** "json" (the default) answers an object; "text" or "markdown" the tool's text. */
  format?: "json" | "text" | "markdown";
}

/** Impact Hits (X) or Stomp Attacks (X): a number, or a die rolled for each model. */
export type FixedOrDie = number | "D3" | "D6";
export interface FightSpecialRules {
  hatred?: boolean;
  poisoned_attacks?: boolean;
  killing_blow?: boolean;
  /** Armour Bane (X); the weapon's adds to it. */
  armour_bane?: number;
  strike_first?: boolean;
  strike_last?: boolean;
  frenzy?: boolean;
  furious_charge?: boolean;
  causes_fear?: boolean;
  impact_hits?: FixedOrDie;
  stomp_attacks?: FixedOrDie;
  unbreakable?: boolean;
  stubborn?: boolean;
}
/** One side of a fight: one unit (docs/json-format.md, Fight). */
export interface FightSide {
  name?: string;
  /** A troop type the rule set takes (rankfile vocabulary, troop_type). */
  troop_type: string;
  models: number;
  /** Models in the front rank when the unit has that many. */
  files: number;
  /** Wounds one model has already lost (default 0). */
  wounds_lost?: number;
  /** Models of the first fighting rank in base contact (default the whole rank). */
  in_contact?: number;
  /** The model's characteristics; for cavalry the rider's. */
  profile: { ws: number; s: number; t: number; w: number; i: number; a: number; ld: number };
  /** A split-profile model's mount, attacking with its own characteristics and rules. */
  mount?: { ws: number; s: number; i: number; a: number; special_rules?: FightSpecialRules };
  /** The roll needed from armour, barding and hide, without the shield; 7 for none. */
  armour: number;
  shield?: boolean;
  /** The ward save's roll needed (default 7: none). */
  ward?: number;
  /** The regeneration save's roll needed (default 7: none). */
  regeneration?: number;
  /** "hand_weapon" (the default), "additional_hand_weapon", "great_weapon", "halberd",
   *  "thrusting_spear", "lance" (rankfile vocabulary, weapon). */
  weapon?: string;
  special_rules?: FightSpecialRules;
  fear_test_failed?: boolean;
  standard?: boolean;
  musician?: boolean;
  horde?: boolean;
  /** Other combat result, as in the combat document. */
  extra?: { label: string; value: number }[];
}
/** The situation of the round (of the first round, for a whole combat). */
export interface FightRound {
  number?: number;
  /** The side that charged this turn. */
  charger?: 0 | 1;
  /** Full inches the charger moved before contact. */
  charge_inches?: number;
  disordered_charge?: boolean;
  /** The side fought in its flank or rear; then `arc` and `flank_fighting_models` too. */
  flanked?: 0 | 1;
  arc?: "flank" | "rear";
  flank_fighting_models?: number;
  high_ground?: 0 | 1;
  /** The side that won the previous round (6th and 7th edition: ties in Initiative). */
  previous_winner?: 0 | 1;
}
/** What happens if two units fight: the document of `odds` (docs/examples/fight.json). */
export interface FightDocument {
  /** A rule set with round-odds rules (RuleSet.engines.round_odds), or a house rule on one. */
  rules: string | { [field: string]: Json };
  sides: [FightSide, FightSide];
  round?: FightRound;
}

/** [side 0's, side 1's] */
export type SidePair<T> = [T, T];
/** A distribution: p[k] the chance of k (wounds, models). */
export type Distribution = number[];
export interface SideBreakOdds {
  /** The chance the side loses the round with a model left to test. */
  loses: number;
  /** Each outcome of its test, by the break-test engine's ids: they add up to `loses`. */
  hold: number;
  break: number;
  give_ground: number;
  fall_back_in_good_order: number;
}
/** The answer of `odds`: every probability a number within 1e-12 of the exact fraction. */
export interface OddsAnswer {
  version: number;
  rules: string;
  names: SidePair<string>;
  /** Each side has the higher combat result, or the enemy alone is wiped out. */
  wins: SidePair<number>;
  draw: number;
  /** p[k] the chance that side 0's combat result less side 1's is lowest + k. */
  margin: { lowest: number; p: number[] };
  /** Each side's wounds inflicted, and joint[a][b] the chance of a and b. */
  wounds_inflicted: { sides: SidePair<Distribution>; joint: number[][] };
  models_left: SidePair<Distribution>;
  /** The side has no model left (alone or both). */
  wiped_out: SidePair<number>;
  both_wiped_out: number;
  break_test: SidePair<SideBreakOdds>;
  expected: {
    wounds_inflicted: SidePair<number>;
    models_left: SidePair<number>;
    combat_result: SidePair<number>;
    /** Side 0's combat result less side 1's. */
    margin: number;
  };
  /** With `rounds`: the whole combat, one entry a round, and the chance it is still going. */
  rounds?: number;
  combat?: { round: number; breaks: SidePair<number>; wiped_out: SidePair<number>;
             both_wiped_out: number }[];
  undecided?: number;
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
  /* combat, score, breakTest and odds are made at load from the tool's command table, one per engine
   * (api.js, rankfile_commands): a new engine's function exists without an edit of api.js, but
   * its type is written here by hand (this file is not generated by the build). */
  combat(doc: Document, options?: EngineOptions & { format?: "json" }): CombatAnswer;
  combat(doc: Document, options: EngineOptions & { format: "text" }): string;
  score(doc: Document, options?: EngineOptions & { format?: "json" }): Answer;
  score(doc: Document, options: EngineOptions & { format: "text" }): string;
  breakTest(doc: Document, options?: EngineOptions & { format?: "json" }): BreakTestAnswer;
  breakTest(doc: Document, options: EngineOptions & { format: "text" }): string;
  /** The exact odds of a round of close combat from two units' profiles, and with `rounds` of
   *  the whole combat (a fight document). */
  odds(fight: FightDocument | string, options?: OddsOptions & { format?: "json" }): OddsAnswer;
  odds(fight: FightDocument | string, options: OddsOptions & { format: "text" | "markdown" }): string;
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
