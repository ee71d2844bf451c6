/**
 * The game log's events: every event type the engine emits, with the fields each carries. A
 * {@link GameEvent} is a discriminated union on `type`, so a client switches on it and reads the
 * fields of that kind; `emit` takes only these, so `tsc` refuses an event type or a field not
 * declared here. Fields a view may redact (CR 400.2: `object`, `to`, `card` and `detail` of an
 * event with `visibleTo`, and of a zone change to or from a hidden zone) are optional.
 *
 * @module
 */
import type { ObjectId, PlayerId, ZoneName } from './types.js';

/**
 * The fields of each event type, by type. Every event also has `rule` (the CR number, or a variant's
 * rule, that made it happen); `visibleTo` marks the few that are partly hidden.
 */
export interface GameEventPayloads {
  /** A player activates an ability of `object` (`card`); `detail` is the ability's text (CR 602.2). */
  activate: { player: PlayerId; object: ObjectId; card: string; detail: string };
  /** A player activates a mana ability of `object` (`card`), adding `amount` mana of the type in `detail` (CR 605.3); `toPlayer` is who got the mana when another player did (Spectral Searchlight). */
  activateMana: { player: PlayerId; object: ObjectId; card: string; toPlayer?: PlayerId; amount?: number; detail: string };
  /** A player adds `amount` mana of the type in `detail` to their pool from an effect (CR 106.3, 605.4a); `object` is the source when there is one. */
  addMana: { player: PlayerId; object?: ObjectId; card?: string; amount: number; detail?: string };
  /** A player draws `amount` additional opening hands to choose among (Backup Plan, CR 315.5a). */
  additionalHands: { player: PlayerId; amount: number };
  /** An additional phase (`detail`: which) is added to the turn (CR 500.8). */
  additionalPhase: { player: PlayerId; detail: string };
  /** Equipment or an Aura `object` (`card`) becomes attached to the object `to` or the player `toPlayer` (CR 701.3a). */
  attach: { object: ObjectId; card: string; to?: ObjectId; toPlayer?: PlayerId };
  /** A player's creature `object` (`card`) attacks the player `toPlayer` or the planeswalker `to` (CR 508.1; Magic Tech MT 6.1). */
  attack: { player: PlayerId; object: ObjectId; card: string; to?: ObjectId; toPlayer?: PlayerId };
  /** A player becomes the monarch (CR 725.1, 725.3). */
  becameMonarch: { player: PlayerId };
  /** The permanent `object` becomes a copy of `card` (CR 707.2). */
  becomeCopy: { player: PlayerId; object: ObjectId; card: string };
  /** A land becomes the basic land type `detail` (Grixis Illusionist, CR 305.7). */
  becomesLandType: { player: PlayerId; object: ObjectId; card: string; detail: string };
  /** A permanent's "as enters, choose" ability chose `detail`, a number or a land type (CR 614.12a). */
  chosenOnEntry: { player: PlayerId; object: ObjectId; card: string; detail: string };
  /** A player's creature `object` (`card`) blocks the attacking creature `to` (CR 509.1). */
  block: { player: PlayerId; object: ObjectId; card: string; to: ObjectId };
  /** Magic Tech: the card under construction `object` (`card`), damaged with no construction counters left, goes to its owner's scrapheap (MT 8.6). */
  bury: { player: PlayerId; object: ObjectId; card: string };
  /** A player casts `object` (`card`), with X = `amount` when the cost has X (CR 601.2i). */
  cast: { player: PlayerId; object: ObjectId; card: string; amount?: number };
  /** A player casts `object` (`card`) without paying its mana cost while another spell resolves (CR 118.9, 608.2g). */
  castWithoutPaying: { player: PlayerId; object: ObjectId; card: string };
  /** Mental Magic: a card of the player's ceases to exist (AMM 2d); from a library, `detail` is its public card ID and `card` is seen by its owner only. */
  ceaseToExist: { player: PlayerId; object?: ObjectId; card?: string; detail?: string; visibleTo?: PlayerId[] };
  /** A player is no longer the monarch (CR 725.3, 725.4). */
  ceasedMonarch: { player: PlayerId };
  /** A player changes a target of the spell or ability `object` (`card`) to the object `to` or the player `toPlayer` (CR 115.7a). */
  changeTarget: { player: PlayerId; object: ObjectId; card: string; to?: ObjectId; toPlayer?: PlayerId };
  /** A player secretly chooses card names (`detail`) for the face-down conspiracy `object` (`card`); only they see which (CR 702.106a–b). */
  chooseNames: { player: PlayerId; object?: ObjectId; card?: string; detail?: string; visibleTo?: PlayerId[] };
  /** A player chooses the number `amount` for the conspiracy `object` (`card`, Emissary's Ploy). */
  chooseNumber: { player: PlayerId; object: ObjectId; card: string; amount: number };
  /** A player chooses a source of damage for `object` (`card`) (CR 609.7a). */
  chooseSource: { player: PlayerId; object: ObjectId; card: string };
  /** A player concedes (CR 104.3a). */
  concede: { player: PlayerId };
  /** The triggered ability `object` (`card`) does nothing: its "if" condition is false as it resolves (CR 603.4). */
  conditionFailed: { player: PlayerId; object: ObjectId; card: string };
  /** Mental Magic: `player` holds control of the turn (AMM 7); `detail` says how it changed hands. */
  control: { player: PlayerId; detail?: string };
  /** The permanent `object` enters as a copy of `card` (CR 707.2). */
  copy: { player: PlayerId; object: ObjectId; card: string };
  /** A player copies the card `object` (`card`, `detail`: which effect) and may cast the copy (CR 707.12). */
  copyCard: { player: PlayerId; object: ObjectId; card: string; detail: string };
  /** A player puts a copy of the spell `object` (`card`) onto the stack (CR 707.10); `detail` says what made it. */
  copySpell: { player: PlayerId; object: ObjectId; card: string; detail: string };
  /** The spell or ability `object` (`card`) is countered (CR 701.6a). */
  counter: { object: ObjectId; card: string };
  /** `amount` counters of the kind in `detail` are put on `object` (CR 122.1). */
  counters: { player?: PlayerId; object: ObjectId; card?: string; amount: number; detail: string };
  /** `amount` +1/+1 and -1/-1 counters on `object` cancel out (CR 704.5q). */
  countersCancel: { object: ObjectId; amount: number };
  /** A player creates the token `object` (`card`: `token:…`) (CR 111.1). */
  createToken: { player: PlayerId; object: ObjectId; card: string };
  /** `object` (`card`) deals `amount` damage to the player `toPlayer` or the object `to` (CR 120.3, 510.2). */
  damage: { object: ObjectId; card: string; to?: ObjectId; toPlayer?: PlayerId; amount: number; detail?: string };
  /** A delayed triggered ability of `object` (`card`) is created (CR 603.7a). */
  delayedTrigger: { player: PlayerId; object: ObjectId; card: string };
  /** Magic Tech: a player deploys `object` face down (MT 4.1). */
  deploy: { player: PlayerId; object: ObjectId };
  /** Magic Tech: a player deploys the land `object` (`card`) (MT 4.6). */
  deployLand: { player: PlayerId; object: ObjectId; card: string };
  /** Mental Magic: the active player directs blocks (`detail`: the attacker, then its blockers) (AMM 8f). */
  direction: { player: PlayerId; detail: string };
  /** A player discards `object` (`card`) (CR 701.8). */
  discard: { player: PlayerId; object: ObjectId; card: string };
  /** A replacement effect doubles the damage `object` deals to `toPlayer` or `to`, now `amount` (CR 614.1a). */
  doubleDamage: { object: ObjectId; card?: string; to?: ObjectId; toPlayer?: PlayerId; amount: number };
  /** A player draws `object` (`card`, seen by that player only) (CR 121.2). Without a `player`, the game is a draw because no player remains (CR 104.4a; `detail` says so). */
  draw: { player?: PlayerId; object?: ObjectId; card?: string; detail?: string; visibleTo?: PlayerId[] };
  /** A player may not draw: an effect says they can't (CR 101.2). */
  drawForbidden: { player: PlayerId };
  /** A player tried to draw from an empty library and will lose the game (CR 704.5b). */
  drawFromEmpty: { player: PlayerId };
  /** A player gets the emblem `object` (`card`) (CR 114.1). */
  emblem: { player: PlayerId; object: ObjectId; card: string };
  /** A player exiles `object` (`card`) with the card named in `detail`, revealed before the shuffle (CR 406.3). */
  exileWith: { player: PlayerId; object: ObjectId; card: string; detail: string };
  /** A player begins an extra turn (CR 500.7). */
  extraTurn: { player: PlayerId };
  /** A player will take an extra turn (CR 500.7). */
  extraTurnAdded: { player: PlayerId };
  /** A player left the game, and the extra turns they would have taken are lost (CR 800.4k). */
  extraTurnsLost: { player: PlayerId };
  /** `object` and `to` fight (CR 701.14a). */
  fight: { object: ObjectId; to: ObjectId };
  /** A player has put their conspiracies into the command zone (CR 905.4, 315.2). */
  finishConspiracies: { player: PlayerId };
  /** The spell or ability `object` (`card`) does not resolve: all its targets are illegal (CR 608.2b). */
  fizzle: { player: PlayerId; object: ObjectId; card: string };
  /** A player gains control of `object` (`card`) (CR 613.1b). */
  gainControl: { player: PlayerId; object: ObjectId; card: string };
  /** A player gains `amount` life (CR 119.3). */
  gainLife: { player: PlayerId; amount: number };
  /** The game is a draw (CR 104.4); `detail` says why. */
  gameDrawn: { detail: string };
  /** The game begins; `player` takes the first turn (CR 103.8). */
  gameStart: { player: PlayerId };
  /** A player goads `object` (`card`) (CR 701.15a). */
  goad: { player: PlayerId; object: ObjectId; card: string };
  /** The goad of `object` (`card`) by `player` ends (CR 701.15a, 800.4m). */
  goadEnds: { player: PlayerId; object: ObjectId; card: string };
  /** Magic Tech: `object` (`card`) guards the player `toPlayer` or the card `to` (MT 5.2). */
  guard: { player: PlayerId; object: ObjectId; card: string; to?: ObjectId; toPlayer?: PlayerId };
  /** A player keeps their opening hand of `amount` cards (CR 103.5). */
  keep: { player: PlayerId; amount: number };
  /** A player keeps one of their opening hands, of `amount` cards (Backup Plan, CR 315.5a). */
  keepHand: { player: PlayerId; amount: number };
  /** A player may play basic lands from outside the game this turn (`card`: Sovereign's Realm, CR 400.11). */
  landsFromOutside: { player: PlayerId; card: string };
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
  /** Magic Tech: a player sends creatures on a mission against the player `toPlayer` or the card `to` (MT 6.1). */
  mission: { player: PlayerId; to?: ObjectId; toPlayer?: PlayerId };
  /** A player makes `object` (`card`) monstrous with `amount` +1/+1 counters (CR 701.37a). */
  monstrous: { player: PlayerId; object: ObjectId; card: string; amount: number };
  /** A player moves `amount` counters of the kind in `detail` from `object` to `to` (CR 122.5). */
  moveCounter: { player: PlayerId; object: ObjectId; to: ObjectId; amount: number; detail: string };
  /** A player takes their `amount`-th mulligan (CR 103.5). */
  mulligan: { player: PlayerId; amount: number };
  /** Mental Magic: a player names an unnamed card as `card` (`detail`: its card ID and cost) (AMM 4); `object` when the card is in a public zone. */
  name: { player: PlayerId; object?: ObjectId; card: string; detail: string };
  /** Mental Magic: a new unnamed card with the public card ID `detail` is put into a player's library (AMM 2). */
  newCard: { player: PlayerId; detail: string };
  /** A player would gain `amount` life from `object` (`card`) but can't (CR 614.1a). */
  noLifeGain: { player: PlayerId; object: ObjectId; card: string; amount: number };
  /** The spell `object` (`card`) can't be countered, and is not (CR 113.6g). */
  notCountered: { object: ObjectId; card: string };
  /** Magic Tech: `object` (`card`) goes on patrol (MT 5.1, 11.1). */
  patrol: { player: PlayerId; object: ObjectId; card: string };
  /** A player pays the costs to attack (CR 508.1h). */
  payAttackCost: { player: PlayerId };
  /** Mental Magic: a player looks at the top card of their library, `card` with the public card ID `detail` (AMM 9). */
  peek: { player: PlayerId; card?: string; detail?: string; visibleTo?: PlayerId[] };
  /** `object` (`card`) phases in (CR 702.26c). */
  phaseIn: { player: PlayerId; object: ObjectId; card: string };
  /** `object` (`card`) phases out (CR 702.26a, 702.26g). */
  phaseOut: { player: PlayerId; object: ObjectId; card: string };
  /** A player plays the land `object` (`card`) (CR 305.1); `detail` when it comes from outside the game. */
  playLand: { player: PlayerId; object: ObjectId; card: string; detail?: string };
  /** `amount` damage that `object` would deal to `toPlayer` or `to` is prevented (CR 615.1). */
  preventDamage: { object: ObjectId; card?: string; to?: ObjectId; toPlayer?: PlayerId; amount: number };
  /** A player puts the conspiracy `object` (`card`) into the command zone (CR 905.4, 315.2); face down, only they see its name. */
  putConspiracy: { player: PlayerId; object?: ObjectId; card?: string; visibleTo?: PlayerId[] };
  /** `amount` damage from `object` is dealt to another player or permanent instead (CR 614.9). */
  redirectDamage: { object: ObjectId; card?: string; to?: ObjectId; toPlayer?: PlayerId; amount: number };
  /** `object` (`card`) regenerates instead of being destroyed (CR 701.19c). */
  regenerate: { object: ObjectId; card: string };
  /** `amount` counters of the kind in `detail` are removed from `object` (CR 122.1, 602.2b). */
  removeCounters: { player?: PlayerId; object: ObjectId; card?: string; amount: number; detail: string };
  /** `object` is removed from combat (CR 506.4). */
  removedFromCombat: { object: ObjectId };
  /** The spell or ability `object` (`card`) resolves (CR 608.2). */
  resolve: { player: PlayerId; object: ObjectId; card: string };
  /** A player reveals `card` (CR 701.20); `detail` says from where. */
  reveal: { player: PlayerId; object?: ObjectId; card: string; detail?: string };
  /** A state built directly by `scenario` (paliano/testing), not by play (CR 100.1). */
  scenario: { detail: string };
  /** Magic Tech: the top `amount` cards of a player's stockpile (library) go to their scrapheap (graveyard) (MT 8.5). */
  scrap: { player: PlayerId; amount: number };
  /** A player scries `amount` (CR 701.22a). */
  scry: { player: PlayerId; amount: number };
  /** A player shuffles their library (CR 701.24). */
  shuffle: { player: PlayerId };
  /** Mental Magic: a player specifies the categories of an ability of `card` (`detail`) (AMM 8e). */
  specification: { player: PlayerId; card: string; detail: string };
  /** A player is chosen to play first (CR 103.1); `card` when a card chose them (Power Play). */
  startingPlayer: { player: PlayerId; card?: string };
  /** A state-based action (CR 704.5, cited in `rule`) puts `object` (`card`) into its owner's graveyard, or, with `detail` naming players, makes them lose. */
  stateBasedAction: { player?: PlayerId; object?: ObjectId; card?: string; detail?: string };
  /** A step (`detail`) of `player`'s turn begins (CR 500.1). */
  step: { player: PlayerId; detail: string };
  /** Magic Tech: `object` (`card`) is tapped for a mission (MT 6.3). */
  tap: { object: ObjectId; card: string };
  /** A player (an opponent of its controller) chooses the object `to` or the player `toPlayer` as a target of `object` (`card`) (CR 601.6). */
  targetChosen: { player: PlayerId; object: ObjectId; card: string; to?: ObjectId; toPlayer?: PlayerId };
  /** A triggered ability of `card` (or of the rule cited) is put onto the stack as `object`; `detail` is its text (CR 603.3). */
  trigger: { player: PlayerId; object: ObjectId; card?: string; detail: string };
  /** A triggered ability of `card` is removed from the stack: nobody could choose its targets (CR 603.3d). */
  triggerRemoved: { player: PlayerId; card?: string };
  /** Turn number `amount` of `player` begins (CR 500.1). */
  turn: { player: PlayerId; amount: number };
  /** A player turns the conspiracy `object` (`card`) face up, revealing the names they chose (`detail`) (CR 702.106c). */
  turnFaceUp: { player: PlayerId; object: ObjectId; card: string; detail: string };
  /** The Aura or Equipment `object` (`card`) becomes unattached (CR 704.5n). */
  unattach: { object: ObjectId; card: string };
  /** Mental Magic: a decision of `player` nobody controls is taken at random (`detail`: its category) (AMM 8c, 8g). */
  uncontrolledDecision: { player: PlayerId; detail: string };
  /** Magic Tech: `amount` cards from the top of a player's scrapheap go under their stockpile (MT 9.2). */
  unscrap: { player: PlayerId; amount: number };
  /** A player votes, in the vote of `object` (`card`), for `detail` (an option, or the object `to`); `toPlayer` chose the vote when it was not the voter (CR 701.38). */
  vote: { player: PlayerId; object: ObjectId; card?: string; to?: ObjectId; toPlayer?: PlayerId; detail: string };
  /** A player will choose how each player votes in turn `amount` (CR 701.38a, Council's Dilemma effects). */
  voteControl: { player: PlayerId; amount: number };
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
  attach: true, attack: true, becameMonarch: true, becomeCopy: true, becomesLandType: true, chosenOnEntry: true, block: true, bury: true, cast: true,
  castWithoutPaying: true, ceaseToExist: true, ceasedMonarch: true, changeTarget: true, chooseNames: true,
  chooseNumber: true, chooseSource: true, concede: true, conditionFailed: true, control: true, copy: true,
  copyCard: true, copySpell: true, counter: true, counters: true, countersCancel: true, createToken: true,
  damage: true, delayedTrigger: true, deploy: true, deployLand: true, direction: true, discard: true,
  doubleDamage: true, draw: true, drawForbidden: true, drawFromEmpty: true, emblem: true, exileWith: true,
  extraTurn: true, extraTurnAdded: true, extraTurnsLost: true, fight: true, finishConspiracies: true,
  fizzle: true, gainControl: true, gainLife: true, gameDrawn: true, gameStart: true, goad: true,
  goadEnds: true, guard: true, keep: true, keepHand: true, landsFromOutside: true, leftGame: true,
  look: true, lose: true, loseLife: true, mission: true, monstrous: true, moveCounter: true, mulligan: true,
  name: true, newCard: true, noLifeGain: true, notCountered: true, patrol: true, payAttackCost: true,
  peek: true, phaseIn: true, phaseOut: true, playLand: true, preventDamage: true, putConspiracy: true,
  redirectDamage: true, regenerate: true, removeCounters: true, removedFromCombat: true, resolve: true,
  reveal: true, scenario: true, scrap: true, scry: true, shuffle: true, specification: true,
  startingPlayer: true, stateBasedAction: true, step: true, tap: true, targetChosen: true, trigger: true,
  triggerRemoved: true, turn: true, turnFaceUp: true, unattach: true, uncontrolledDecision: true,
  unscrap: true, vote: true, voteControl: true, win: true, zoneChange: true,
};

/** Every type of event the engine emits, sorted: the keys of {@link GameEventPayloads}. */
export const GAME_EVENT_TYPES: readonly GameEventType[] = Object.freeze(Object.keys(EVENT_TYPES) as GameEventType[]);

/** Whether `type` is a type of event the engine emits. */
export function isGameEventType(type: string): type is GameEventType {
  return Object.hasOwn(EVENT_TYPES, type);
}
