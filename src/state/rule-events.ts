/**
 * The shapes of the log events the rule modules and the variants define, by the rule that emits and
 * describes each (its module registers the prose, `src/engine/event-prose.ts`). They are declared
 * here, beside the core's own events, so that {@link GameEventPayloads} and the public union
 * `GameEvent` hold every event a game may log: a module augmentation in a rule's own file would not
 * reach the declaration files the package ships (they are bundled, and drop it).
 *
 * @module
 */
import type { ObjectId, PlayerId } from './types.js';

/** The fields of each event type a rule module or a variant defines, by type (see {@link GameEventPayloads}). */
export interface RuleEventPayloads {
  // CR 115.7 Changing targets (`src/rules/115.7-changing-targets.ts`)
  /** A player changes a target of the spell or ability `object` (`card`) to the object `to` or the player `toPlayer` (CR 115.7a). */
  changeTarget: { player: PlayerId; object: ObjectId; card: string; to?: ObjectId; toPlayer?: PlayerId };

  // CR 315 Conspiracies (`src/rules/315-conspiracies.ts`)
  /** A player draws `amount` additional opening hands to choose among (Backup Plan, CR 315.5a). */
  additionalHands: { player: PlayerId; amount: number };
  /** A player keeps one of their opening hands, of `amount` cards (Backup Plan, CR 315.5a). */
  keepHand: { player: PlayerId; amount: number };
  /** A player may play basic lands from outside the game this turn (`card`: Sovereign's Realm, CR 400.11). */
  landsFromOutside: { player: PlayerId; card: string };

  // CR 500.7 Extra turns (`src/rules/500.7-extra-turns.ts`)
  /** A player begins an extra turn (CR 500.7). */
  extraTurn: { player: PlayerId };
  /** A player will take an extra turn (CR 500.7). */
  extraTurnAdded: { player: PlayerId };
  /** A player left the game, and the extra turns they would have taken are lost (CR 800.4k). */
  extraTurnsLost: { player: PlayerId };

  // CR 506.4 Removed from combat (`src/rules/506.4-removed-from-combat.ts`)
  /**
   * `object`, still on the battlefield, is removed from combat (CR 506.4): an effect removed it, it
   * regenerated, its controller changed, or it stopped being a creature or planeswalker. A permanent
   * that leaves the battlefield or phases out is removed from combat too, with no such event: its
   * `zoneChange` or `phaseOut` says it.
   */
  removedFromCombat: { object: ObjectId };

  // CR 608.2g Casting while resolving (`src/rules/608.2g-casting-while-resolving.ts`)
  /** A player casts `object` (`card`) without paying its mana cost while another spell resolves (CR 118.9, 608.2g). */
  castWithoutPaying: { player: PlayerId; object: ObjectId; card: string };
  /** A player copies the card `object` (`card`, `detail`: which effect) and may cast the copy (CR 707.12). */
  copyCard: { player: PlayerId; object: ObjectId; card: string; detail: string };

  // CR 701.15 Goad (`src/rules/701.15-goad.ts`)
  /** A player goads `object` (`card`) (CR 701.15a). */
  goad: { player: PlayerId; object: ObjectId; card: string };
  /** The goad of `object` (`card`) by `player` ends (CR 701.15a, 800.4m). */
  goadEnds: { player: PlayerId; object: ObjectId; card: string };

  // CR 701.20 Revealing before the shuffle (`src/rules/701.20-reveal-before-shuffle.ts`)
  /** A player exiles `object` (`card`) with the card named in `detail`, revealed before the shuffle (CR 406.3). */
  exileWith: { player: PlayerId; object: ObjectId; card: string; detail: string };

  // CR 701.22 Scry (`src/rules/701.22-scry.ts`)
  /** A player scries `amount` (CR 701.22a). */
  scry: { player: PlayerId; amount: number };

  // CR 701.37 Monstrosity (`src/rules/701.37-monstrosity.ts`)
  /** A player makes `object` (`card`) monstrous with `amount` +1/+1 counters (CR 701.37a). */
  monstrous: { player: PlayerId; object: ObjectId; card: string; amount: number };

  // CR 701.38 Vote (`src/rules/701.38-vote.ts`)
  /** A player votes, in the vote of `object` (`card`), for `detail` (an option, or the object `to`, named unless it is face down, CR 708.5); `toPlayer` chose the vote when it was not the voter (CR 701.38). */
  vote: { player: PlayerId; object: ObjectId; card?: string; to?: ObjectId; toPlayer?: PlayerId; detail?: string };
  /** A player will choose how each player votes in turn `amount` (CR 701.38a, Council's Dilemma effects). */
  voteControl: { player: PlayerId; amount: number };

  // CR 702.26 Phasing (`src/rules/702.26-phasing.ts`)
  /** `object` (`card`) phases in (CR 702.26c; 702.26n for one that phased out under a player who left the game). */
  phaseIn: { player: PlayerId; object: ObjectId; card: string };
  /** `object` (`card`) phases out (CR 702.26a, 702.26g). */
  phaseOut: { player: PlayerId; object: ObjectId; card: string };

  // CR 702.106 Hidden agenda (`src/rules/702.106-hidden-agenda.ts`)
  /** A player turns the conspiracy `object` (`card`) face up, revealing the names they chose (`detail`) (CR 702.106c). */
  turnFaceUp: { player: PlayerId; object: ObjectId; card: string; detail: string };

  // CR 707.10 Copying spells (`src/rules/707.10-copying-spells.ts`)
  /** A player puts a copy of the spell `object` (`card`) onto the stack (CR 707.10); `detail` says what made it. */
  copySpell: { player: PlayerId; object: ObjectId; card: string; detail: string };

  // CR 725 The monarch (`src/rules/725-the-monarch.ts`)
  /** A player becomes the monarch by an effect (CR 725.1), the inherent combat damage trigger (725.2) or the monarch leaving the game (725.4). */
  becameMonarch: { player: PlayerId };
  /** A player is no longer the monarch (CR 725.3, 725.4). */
  ceasedMonarch: { player: PlayerId };

  // CR 905 Conspiracy Draft (`src/rules/905-conspiracy-draft.ts`)
  /** A player secretly chooses card names (`detail`) for the face-down conspiracy `object` (`card`); only they see which (CR 702.106a–b). */
  chooseNames: { player: PlayerId; object?: ObjectId; card?: string; detail?: string; visibleTo?: PlayerId[] };
  /** A player chooses the number `amount` for the conspiracy `object` (`card`, Emissary's Ploy). */
  chooseNumber: { player: PlayerId; object: ObjectId; card: string; amount: number };
  /** A player has put their conspiracies into the command zone (CR 905.4, 315.2). */
  finishConspiracies: { player: PlayerId };
  /** A player puts the conspiracy `object` (`card`) into the command zone (CR 905.4, 315.2); face down, only they see its name. */
  putConspiracy: { player: PlayerId; object?: ObjectId; card?: string; visibleTo?: PlayerId[] };

  // Magic Tech (`src/variants/magic-tech/events.ts`)
  /** Magic Tech: the card under construction `object` (`card`), damaged with no construction counters left, goes to its owner's scrapheap (MT 8.6). */
  bury: { player: PlayerId; object: ObjectId; card: string };
  /** Magic Tech: a player deploys `object` face down (MT 4.1). */
  deploy: { player: PlayerId; object: ObjectId };
  /** Magic Tech: a player deploys the land `object` (`card`) (MT 4.6). */
  deployLand: { player: PlayerId; object: ObjectId; card: string };
  /** Magic Tech: `object` (`card`) guards the player `toPlayer` or the card `to` (MT 5.2). */
  guard: { player: PlayerId; object: ObjectId; card: string; to?: ObjectId; toPlayer?: PlayerId };
  /** Magic Tech: a player sends creatures on a mission against the player `toPlayer` or the card `to` (MT 6.1). */
  mission: { player: PlayerId; to?: ObjectId; toPlayer?: PlayerId };
  /** Magic Tech: `object` (`card`) goes on patrol (MT 5.1, 11.1). */
  patrol: { player: PlayerId; object: ObjectId; card: string };
  /** Magic Tech: the top `amount` cards of a player's stockpile (library) go to their scrapheap (graveyard) (MT 8.5). */
  scrap: { player: PlayerId; amount: number };
  /** Magic Tech: `object` (`card`) is tapped for a mission (MT 6.3). */
  tap: { object: ObjectId; card: string };
  /** Magic Tech: `amount` cards from the top of a player's scrapheap go under their stockpile (MT 9.2). */
  unscrap: { player: PlayerId; amount: number };

  // Async Mental Magic (`src/variants/mental-magic/events.ts`)
  /** Mental Magic: a card of the player's ceases to exist (AMM 2d); from a library, `detail` is its public card ID and `card` is seen by its owner only. */
  ceaseToExist: { player: PlayerId; object?: ObjectId; card?: string; detail?: string; visibleTo?: PlayerId[] };
  /** Mental Magic: `player` holds control of the turn (AMM 7); `detail` says how it changed hands. */
  control: { player: PlayerId; detail?: string };
  /** Mental Magic: the active player directs blocks (`detail`: the attacker, then its blockers) (AMM 8f). */
  direction: { player: PlayerId; detail: string };
  /** Mental Magic: a player names an unnamed card as `card` (`detail`: its card ID and cost) (AMM 4); `object` when the card is in a public zone. */
  name: { player: PlayerId; object?: ObjectId; card: string; detail: string };
  /** Mental Magic: a new unnamed card with the public card ID `detail` is put into a player's library (AMM 2). */
  newCard: { player: PlayerId; detail: string };
  /** Mental Magic: a player looks at the top card of their library, `card` with the public card ID `detail` (AMM 9). */
  peek: { player: PlayerId; card?: string; detail?: string; visibleTo?: PlayerId[] };
  /** Mental Magic: a player specifies the categories of an ability of `card` (`detail`) (AMM 8e). */
  specification: { player: PlayerId; card: string; detail: string };
  /** Mental Magic: a decision of `player` nobody controls is taken at random (`detail`: its category) (AMM 8c, 8g). */
  uncontrolledDecision: { player: PlayerId; detail: string };
}

/** The type of an event a rule module or a variant defines and describes. */
export type RuleEventType = keyof RuleEventPayloads;
