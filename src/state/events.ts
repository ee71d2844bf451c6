/**
 * The game log's events: every event type the engine emits, with the fields each carries. A
 * {@link GameEvent} is a discriminated union on `type`, so a client switches on it and reads the
 * fields of that kind; `emit` takes only these, so `tsc` refuses an event type or a field not
 * declared here. Fields a view may redact (CR 400.2: `object`, `to`, `card` and `detail` of an
 * event with `visibleTo`, and of a zone change to or from a hidden zone) are optional.
 *
 * @module
 */
import type { RuleEventPayloads } from './rule-events.js';
import type { ObjectId, PlayerId, ZoneName } from './types.js';

/**
 * The fields of each event type, by type: the events of the core game, declared here and described by
 * `describeEvent`, and those a rule module or a variant defines ({@link RuleEventPayloads}). Every
 * event also has `rule` (the CR number, or a variant's rule, that made it happen); `visibleTo` marks
 * the few that are partly hidden.
 */
export interface GameEventPayloads extends RuleEventPayloads {
  /** A player activates an ability of `object` (`card`); `detail` is the ability's text (CR 602.2). */
  activate: { player: PlayerId; object: ObjectId; card: string; detail: string };
  /** A player activates a mana ability of `object` (`card`), adding `amount` mana of the type in `detail` (CR 605.3); `toPlayer` is who got the mana when another player did (Spectral Searchlight). */
  activateMana: { player: PlayerId; object: ObjectId; card: string; toPlayer?: PlayerId; amount?: number; detail: string };
  /** A player adds `amount` mana of the type in `detail` to their pool from an effect (CR 106.3, 605.4a); `object` is the source when there is one. */
  addMana: { player: PlayerId; object?: ObjectId; card?: string; amount: number; detail?: string };
  /** An additional phase (`detail`: which) is added to the turn (CR 500.8). */
  additionalPhase: { player: PlayerId; detail: string };
  /** Equipment or an Aura `object` (`card`) becomes attached to the object `to` or the player `toPlayer` (CR 701.3a). */
  attach: { object: ObjectId; card: string; to?: ObjectId; toPlayer?: PlayerId };
  /** A player's creature `object` (`card`) attacks the player `toPlayer` or the planeswalker `to` (CR 508.1; Magic Tech MT 6.1). */
  attack: { player: PlayerId; object: ObjectId; card: string; to?: ObjectId; toPlayer?: PlayerId };
  /** The permanent `object` becomes a copy of `card` (CR 707.2). */
  becomeCopy: { player: PlayerId; object: ObjectId; card: string };
  /** A land becomes the basic land type `detail` (Grixis Illusionist, CR 305.7). */
  becomesLandType: { player: PlayerId; object: ObjectId; card: string; detail: string };
  /** A permanent's "as enters, choose" ability chose `detail`, a number or a land type (CR 614.12a). */
  chosenOnEntry: { player: PlayerId; object: ObjectId; card: string; detail: string };
  /**
   * The value `detail` chosen for the permanent `object` (`card`) as it entered is undefined now: it
   * became a copy of another object, whose abilities are linked to no choice made for it (CR 607.5a).
   */
  choiceUndefined: { player: PlayerId; object: ObjectId; card: string; detail: string };
  /**
   * A player puts `amount` cards of theirs on the bottom of their library together, in the order
   * they chose, which only they see (CR 401.4): `detail` names the cards from the highest down,
   * separated by ` / ` (a card name may hold a comma).
   */
  bottomOrder: { player: PlayerId; amount: number; detail?: string; visibleTo?: PlayerId[] };
  /** A player's creature `object` (`card`) blocks the attacking creature `to` (CR 509.1). */
  block: { player: PlayerId; object: ObjectId; card: string; to: ObjectId };
  /** A player casts `object` (`card`), with X = `amount` when the cost has X (CR 601.2i). */
  cast: { player: PlayerId; object: ObjectId; card: string; amount?: number };
  /** A player chooses `object` (`card`, absent for a face-down one, CR 708.5) as a source of damage (CR 609.7a). */
  chooseSource: { player: PlayerId; object: ObjectId; card?: string };
  /**
   * A player makes their choice of those a resolving spell or ability asks the players in turn, which
   * the players choosing after them know (CR 101.4b): `detail` says what the choice is for
   * (`sacrifice`, `destroy`, `discard`); `object` (`card`, absent for a face-down one, CR 708.5) is
   * the permanent chosen, absent for a card chosen in a hidden zone, which stays unrevealed (101.4a).
   */
  chosen: { player: PlayerId; object?: ObjectId; card?: string; detail: string };
  /** A player concedes (CR 104.3a). */
  concede: { player: PlayerId };
  /** The triggered ability `object` (`card`) does nothing: its "if" condition is false as it resolves (CR 603.4). */
  conditionFailed: { player: PlayerId; object: ObjectId; card: string };
  /** The permanent `object` enters as a copy of `card` (CR 707.2). */
  copy: { player: PlayerId; object: ObjectId; card: string };
  /** The spell or ability `object` (`card`) is countered (CR 701.6a). */
  counter: { object: ObjectId; card: string };
  /** `amount` counters of the kind in `detail` are put on `object` (CR 122.1). */
  counters: { player?: PlayerId; object: ObjectId; card?: string; amount: number; detail: string };
  /** `amount` +1/+1 and -1/-1 counters on `object` cancel out (CR 704.5q). */
  countersCancel: { object: ObjectId; amount: number };
  /** A player creates the token `object` (`card`: `token:…`) (CR 111.1). */
  createToken: { player: PlayerId; object: ObjectId; card: string };
  /** `object` (`card`) deals `amount` damage to the player `toPlayer` or the object `to` (CR 120.3, 510.2); in Magic Tech, whose events cite the MT rule, `detail` is `'combat'` for a mission's combat damage. */
  damage: { object: ObjectId; card: string; to?: ObjectId; toPlayer?: PlayerId; amount: number; detail?: string };
  /** A delayed triggered ability of `object` (`card`) is created (CR 603.7a). */
  delayedTrigger: { player: PlayerId; object: ObjectId; card: string };
  /** A player discards `object` (`card`) (CR 701.9; to hand size in the cleanup step, 514.1). */
  discard: { player: PlayerId; object: ObjectId; card: string };
  /** A replacement effect doubles the damage `object` deals to `toPlayer` or `to`, now `amount` (CR 614.1a). */
  doubleDamage: { object: ObjectId; card?: string; to?: ObjectId; toPlayer?: PlayerId; amount: number };
  /** A player draws `object` (`card`, seen by that player only) (CR 121.1; each card one draw, 121.2). Without a `player`, the game is a draw because no player remains (CR 104.4a; `detail` says so). */
  draw: { player?: PlayerId; object?: ObjectId; card?: string; detail?: string; visibleTo?: PlayerId[] };
  /** A player may not draw: an effect says they can't (CR 101.2). */
  drawForbidden: { player: PlayerId };
  /** A player tried to draw from an empty library and will lose the game (CR 704.5b). */
  drawFromEmpty: { player: PlayerId };
  /** A player gets the emblem `object` (`card`) (CR 114.1). */
  emblem: { player: PlayerId; object: ObjectId; card: string };
  /** `object` and `to` fight (CR 701.14a). */
  fight: { object: ObjectId; to: ObjectId };
  /** The spell or ability `object` (`card`) does not resolve: all its targets are illegal (CR 608.2b). */
  fizzle: { player: PlayerId; object: ObjectId; card: string };
  /** A player gains control of `object` (`card`, `''` for a face-down one, CR 708.5) (CR 613.1b). */
  gainControl: { player: PlayerId; object: ObjectId; card: string };
  /** A player gains `amount` life (CR 119.3). */
  gainLife: { player: PlayerId; amount: number };
  /** The game is a draw (CR 104.4); `detail` says why. */
  gameDrawn: { detail: string };
  /** The game begins; `player` takes the first turn (CR 103.8). */
  gameStart: { player: PlayerId };
  /** A player keeps their opening hand of `amount` cards (CR 103.5). */
  keep: { player: PlayerId; amount: number };
  /** A player leaves the game (CR 800.4a). */
  leftGame: { player: PlayerId };
  /**
   * A player looks at `card`, hidden from the others (CR 401.5). `object` is the library card looked
   * at, read by the engine alone (determinization): no view shows it (CR 401.2).
   */
  look: { player: PlayerId; object?: ObjectId; card?: string; visibleTo?: PlayerId[] };
  /** A player loses the game (CR 104.3). */
  lose: { player: PlayerId };
  /** A player loses `amount` life (CR 119.3). */
  loseLife: { player: PlayerId; amount: number };
  /** A player moves `amount` counters of the kind in `detail` from `object` to `to` (CR 122.5). */
  moveCounter: { player: PlayerId; object: ObjectId; to: ObjectId; amount: number; detail: string };
  /** A player takes their `amount`-th mulligan (CR 103.5). */
  mulligan: { player: PlayerId; amount: number };
  /** A defending player declares no blockers: nothing is attacking them any more that a creature of theirs could block, so they are not asked (CR 509.1a). */
  noBlockers: { player: PlayerId };
  /** A player would gain `amount` life from `object` (`card`) but can't (CR 614.1a). */
  noLifeGain: { player: PlayerId; object: ObjectId; card: string; amount: number };
  /** The spell `object` (`card`) can't be countered, and is not (CR 113.6g). */
  notCountered: { object: ObjectId; card: string };
  /** A player pays the costs to attack (CR 508.1j). */
  payAttackCost: { player: PlayerId };
  /** A player plays the land `object` (`card`) (CR 305.1); `detail` when it comes from outside the game. */
  playLand: { player: PlayerId; object: ObjectId; card: string; detail?: string };
  /** `amount` damage that `object` would deal to `toPlayer` or `to` is prevented (CR 615.1). */
  preventDamage: { object: ObjectId; card?: string; to?: ObjectId; toPlayer?: PlayerId; amount: number };
  /** `amount` damage from `object` is dealt to another player or permanent instead (CR 614.9). */
  redirectDamage: { object: ObjectId; card?: string; to?: ObjectId; toPlayer?: PlayerId; amount: number };
  /** `object` (`card`) regenerates instead of being destroyed (CR 701.19a). */
  regenerate: { object: ObjectId; card: string };
  /** The instant or sorcery card `object` (`card`) of `player` would enter the battlefield and remains in `zone` instead (CR 400.4a); seen by its owner only in a hidden zone. */
  remainsInZone: { player: PlayerId; object?: ObjectId; card?: string; zone: ZoneName; visibleTo?: PlayerId[] };
  /** `amount` counters of the kind in `detail` are removed from `object` (CR 122.1, 602.2b). */
  removeCounters: { player?: PlayerId; object: ObjectId; card?: string; amount: number; detail: string };
  /** The spell or ability `object` (`card`) resolves (CR 608.2; a permanent spell, 608.3). */
  resolve: { player: PlayerId; object: ObjectId; card: string };
  /** A player reveals `card` (CR 701.20; a face-down permanent leaving the battlefield, 708.9); `detail` says from where. */
  reveal: { player: PlayerId; object?: ObjectId; card: string; detail?: string };
  /** A state built directly by `scenario` (paliano/testing), not by play (CR 100.1). */
  scenario: { detail: string };
  /** A player shuffles their library (CR 701.24). */
  shuffle: { player: PlayerId };
  /** A player is chosen to play first (CR 103.1); `card` when a card chose them (Power Play). */
  startingPlayer: { player: PlayerId; card?: string };
  /** A state-based action (CR 704.5, cited in `rule`) puts `object` (`card`) into its owner's graveyard, or, with `detail` naming players, makes them lose. */
  stateBasedAction: { player?: PlayerId; object?: ObjectId; card?: string; detail?: string };
  /** A step (`detail`) of `player`'s turn begins (CR 500.1). */
  step: { player: PlayerId; detail: string };
  /** A player (an opponent of its controller) chooses the object `to` or the player `toPlayer` as a target of `object` (`card`) (CR 601.6). */
  targetChosen: { player: PlayerId; object: ObjectId; card: string; to?: ObjectId; toPlayer?: PlayerId };
  /** A triggered ability of `card` (or of the rule cited) is put onto the stack as `object`; `detail` is its text (CR 603.3). */
  trigger: { player: PlayerId; object: ObjectId; card?: string; detail: string };
  /**
   * `amount` triggered abilities of `player`'s, all alike (of `card`, or of the rule cited by their
   * `trigger` events; `detail` is their text) and without modes or targets, go on the stack in the
   * order they triggered: every order is the same, so none is asked (CR 603.3b).
   */
  triggersOrdered: { player: PlayerId; amount: number; card?: string; detail: string };
  /** A triggered ability of `card` is removed from the stack: nobody could choose its targets (CR 603.3d). */
  triggerRemoved: { player: PlayerId; card?: string };
  /** Turn number `amount` of `player` begins (CR 500.1). */
  turn: { player: PlayerId; amount: number };
  /** The Aura or Equipment `object` (`card`) becomes unattached (CR 704.5n). */
  unattach: { object: ObjectId; card: string };
  /** A player wins the game (CR 104.2a). */
  win: { player: PlayerId };
  /** `object` (`card`) of `player` moves from `from` to `zone` and becomes the new object `to` (CR 400.7); card and ids only as far as the viewer may see them. */
  zoneChange: { player: PlayerId; object?: ObjectId; card?: string; to?: ObjectId; from: ZoneName; zone: ZoneName };
}

/** The type of a game event: one of {@link GAME_EVENT_TYPES}. */
export type GameEventType = keyof GameEventPayloads;

/** The fields every event has. */
export interface GameEventFields {
  /** The rule that made it happen, as a CR number of the pinned edition (or a variant's rule, `MT …`, `AMM …`). */
  rule: string;
}

/** Every payload field some event type has, with its type. */
export interface GameEventPayloadFields {
  /** The player the event is about. */
  player: PlayerId;
  /** The object the event is about. */
  object: ObjectId;
  /** A card name, when the event may name the card (`token:…` for a token). */
  card: string;
  /** A second object (the new object after a zone change, the damage recipient, …). */
  to: ObjectId;
  /** A second player (the damage recipient, the player attacked, …). */
  toPlayer: PlayerId;
  /** An amount (damage, life, cards, counters). */
  amount: number;
  /** The zone a zone change starts from. */
  from: ZoneName;
  /** The zone a zone change goes to. */
  zone: ZoneName;
  /** Detail for display, as each event type describes. */
  detail: string;
  /**
   * The players who may see the event's hidden parts (`object`, `to`, `card`, `detail`), which a
   * view of anyone else leaves out; absent means public.
   */
  visibleTo: PlayerId[];
}

/**
 * The event of one type, `T`: its `type`, the common fields and that type's payload; every other
 * payload field is declared absent (`?: undefined`), so code may read any field of an event it has
 * not narrowed (getting `undefined` where the type has none) and no emit may add one its type lacks.
 */
export type GameEventOf<T extends GameEventType> = { type: T } & GameEventFields & GameEventPayloads[T]
  & { [K in Exclude<keyof GameEventPayloadFields, keyof GameEventPayloads[T]>]?: undefined };

/** One entry of the game log (DESIGN principle 6): a discriminated union on `type`, one member per event type. */
export type GameEvent = { [T in GameEventType]: GameEventOf<T> }[GameEventType];

const EVENT_TYPES: { readonly [T in GameEventType]: true } = {
  activate: true, activateMana: true, addMana: true, additionalHands: true, additionalPhase: true,
  attach: true, attack: true, becameMonarch: true, becomeCopy: true, becomesLandType: true, chosenOnEntry: true, choiceUndefined: true, block: true, bottomOrder: true, bury: true, cast: true,
  castWithoutPaying: true, ceaseToExist: true, ceasedMonarch: true, changeTarget: true, chooseNames: true,
  chooseNumber: true, chooseSource: true, chosen: true, concede: true, conditionFailed: true, control: true, copy: true,
  copyCard: true, copySpell: true, counter: true, counters: true, countersCancel: true, createToken: true,
  damage: true, delayedTrigger: true, deploy: true, deployLand: true, direction: true, discard: true,
  doubleDamage: true, draw: true, drawForbidden: true, drawFromEmpty: true, emblem: true, exileWith: true,
  extraTurn: true, extraTurnAdded: true, extraTurnsLost: true, fight: true, finishConspiracies: true,
  fizzle: true, gainControl: true, gainLife: true, gameDrawn: true, gameStart: true, goad: true,
  goadEnds: true, guard: true, keep: true, keepHand: true, landsFromOutside: true, leftGame: true,
  look: true, lose: true, loseLife: true, mission: true, monstrous: true, moveCounter: true, mulligan: true,
  name: true, newCard: true, noBlockers: true, noLifeGain: true, notCountered: true, patrol: true, payAttackCost: true,
  peek: true, phaseIn: true, phaseOut: true, playLand: true, preventDamage: true, putConspiracy: true,
  redirectDamage: true, regenerate: true, remainsInZone: true, removeCounters: true, removedFromCombat: true, resolve: true,
  reveal: true, scenario: true, scrap: true, scry: true, shuffle: true, specification: true,
  startingPlayer: true, stateBasedAction: true, step: true, tap: true, targetChosen: true, trigger: true,
  triggerRemoved: true, triggersOrdered: true, turn: true, turnFaceUp: true, unattach: true, uncontrolledDecision: true,
  unscrap: true, vote: true, voteControl: true, win: true, zoneChange: true,
};

/** Every type of event the engine emits, sorted: the keys of {@link GameEventPayloads}. */
export const GAME_EVENT_TYPES: readonly GameEventType[] = Object.freeze(Object.keys(EVENT_TYPES) as GameEventType[]);

/** Whether `type` is a type of event the engine emits. */
export function isGameEventType(type: string): type is GameEventType {
  return Object.hasOwn(EVENT_TYPES, type);
}

/** The payload fields of `P` its type does not declare optional. */
type RequiredKeys<P> = { [K in keyof P]-?: {} extends Pick<P, K> ? never : K }[keyof P];

/**
 * The payload fields every event of each type has (the fields {@link GameEventPayloads} does not
 * declare optional; a view never redacts one). Each entry lists exactly the required fields of its
 * type, so `tsc` refuses a type left out, a field left out or a field too many.
 */
const REQUIRED_FIELDS: { readonly [T in GameEventType]: { readonly [K in RequiredKeys<GameEventPayloads[T]>]: true } } = {
  activate: { player: true, object: true, card: true, detail: true },
  activateMana: { player: true, object: true, card: true, detail: true },
  addMana: { player: true, amount: true },
  additionalHands: { player: true, amount: true },
  additionalPhase: { player: true, detail: true },
  attach: { object: true, card: true },
  attack: { player: true, object: true, card: true },
  becameMonarch: { player: true },
  becomeCopy: { player: true, object: true, card: true },
  becomesLandType: { player: true, object: true, card: true, detail: true },
  block: { player: true, object: true, card: true, to: true },
  bottomOrder: { player: true, amount: true },
  bury: { player: true, object: true, card: true },
  cast: { player: true, object: true, card: true },
  castWithoutPaying: { player: true, object: true, card: true },
  ceaseToExist: { player: true },
  ceasedMonarch: { player: true },
  changeTarget: { player: true, object: true, card: true },
  chooseNames: { player: true },
  chooseNumber: { player: true, object: true, card: true, amount: true },
  chooseSource: { player: true, object: true },
  chosen: { player: true, detail: true },
  chosenOnEntry: { player: true, object: true, card: true, detail: true },
  choiceUndefined: { player: true, object: true, card: true, detail: true },
  concede: { player: true },
  conditionFailed: { player: true, object: true, card: true },
  control: { player: true },
  copy: { player: true, object: true, card: true },
  copyCard: { player: true, object: true, card: true, detail: true },
  copySpell: { player: true, object: true, card: true, detail: true },
  counter: { object: true, card: true },
  counters: { object: true, amount: true, detail: true },
  countersCancel: { object: true, amount: true },
  createToken: { player: true, object: true, card: true },
  damage: { object: true, card: true, amount: true },
  delayedTrigger: { player: true, object: true, card: true },
  deploy: { player: true, object: true },
  deployLand: { player: true, object: true, card: true },
  direction: { player: true, detail: true },
  discard: { player: true, object: true, card: true },
  doubleDamage: { object: true, amount: true },
  draw: {},
  drawForbidden: { player: true },
  drawFromEmpty: { player: true },
  emblem: { player: true, object: true, card: true },
  exileWith: { player: true, object: true, card: true, detail: true },
  extraTurn: { player: true },
  extraTurnAdded: { player: true },
  extraTurnsLost: { player: true },
  fight: { object: true, to: true },
  finishConspiracies: { player: true },
  fizzle: { player: true, object: true, card: true },
  gainControl: { player: true, object: true, card: true },
  gainLife: { player: true, amount: true },
  gameDrawn: { detail: true },
  gameStart: { player: true },
  goad: { player: true, object: true, card: true },
  goadEnds: { player: true, object: true, card: true },
  guard: { player: true, object: true, card: true },
  keep: { player: true, amount: true },
  keepHand: { player: true, amount: true },
  landsFromOutside: { player: true, card: true },
  leftGame: { player: true },
  look: { player: true },
  lose: { player: true },
  loseLife: { player: true, amount: true },
  mission: { player: true },
  monstrous: { player: true, object: true, card: true, amount: true },
  moveCounter: { player: true, object: true, to: true, amount: true, detail: true },
  mulligan: { player: true, amount: true },
  name: { player: true, card: true, detail: true },
  newCard: { player: true, detail: true },
  noBlockers: { player: true },
  noLifeGain: { player: true, object: true, card: true, amount: true },
  notCountered: { object: true, card: true },
  patrol: { player: true, object: true, card: true },
  payAttackCost: { player: true },
  peek: { player: true },
  phaseIn: { player: true, object: true, card: true },
  phaseOut: { player: true, object: true, card: true },
  playLand: { player: true, object: true, card: true },
  preventDamage: { object: true, amount: true },
  putConspiracy: { player: true },
  redirectDamage: { object: true, amount: true },
  regenerate: { object: true, card: true },
  remainsInZone: { player: true, zone: true },
  removeCounters: { object: true, amount: true, detail: true },
  removedFromCombat: { object: true },
  resolve: { player: true, object: true, card: true },
  reveal: { player: true, card: true },
  scenario: { detail: true },
  scrap: { player: true, amount: true },
  scry: { player: true, amount: true },
  shuffle: { player: true },
  specification: { player: true, card: true, detail: true },
  startingPlayer: { player: true },
  stateBasedAction: {},
  step: { player: true, detail: true },
  tap: { object: true, card: true },
  targetChosen: { player: true, object: true, card: true },
  trigger: { player: true, object: true, detail: true },
  triggerRemoved: { player: true },
  triggersOrdered: { player: true, amount: true, detail: true },
  turn: { player: true, amount: true },
  turnFaceUp: { player: true, object: true, card: true, detail: true },
  unattach: { object: true, card: true },
  uncontrolledDecision: { player: true, detail: true },
  unscrap: { player: true, amount: true },
  vote: { player: true, object: true },
  voteControl: { player: true, amount: true },
  win: { player: true },
  zoneChange: { player: true, from: true, zone: true },
};

/** {@link REQUIRED_FIELDS} as lists, made once: a saved game's log is checked event by event as it loads. */
const REQUIRED_LISTS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries(REQUIRED_FIELDS).map(([type, fields]) => [type, Object.freeze(Object.keys(fields))]),
);

const NONE: readonly string[] = Object.freeze([]);

/**
 * The payload fields an event of a known type must have ("player", "object", …), as its type
 * declares them; none for a type the engine does not emit. The list is shared and frozen.
 */
export function requiredEventFields(type: string): readonly string[] {
  return (isGameEventType(type) ? REQUIRED_LISTS.get(type) : undefined) ?? NONE;
}
