/**
 * The card vocabulary: how a card's behaviour is written (DESIGN principle 8). A definition reads
 * like its Oracle text: keywords by name, spells and abilities as lists of effect steps that the
 * engine interprets with a cursor kept in the state, so a resolution can stop for a choice and go
 * on when the answer arrives.
 *
 * @module
 */
import type { Color, ManaType } from '../engine/mana.js';
import type { GameState, ObjectId, PendingChoice, PlayerId, Ref, Step, TriggerContext } from '../state/types.js';
import type { ResolutionIo } from '../engine/resolution-io.js';

/** Keyword abilities the engine knows (CR 702), by their Oracle names in lower case. */
export type Keyword =
  | 'banding'
  | 'deathtouch'
  | 'defender'
  | 'dethrone'
  | 'double strike'
  | 'fear'
  | 'first strike'
  | 'flanking'
  | 'flash'
  | 'flying'
  | 'haste'
  | 'hexproof'
  | 'indestructible'
  | 'intimidate'
  | 'lifelink'
  | 'melee'
  | 'menace'
  | 'phasing'
  | 'reach'
  | 'trample'
  | 'vigilance'
  /** Protection from a color (CR 702.16a), one keyword for each color. */
  | ProtectionKeyword
  /** "Rampage N" (CR 702.23a), one keyword for each N. */
  | RampageKeyword
  /** "Bands with other [quality]" (CR 702.22b), one keyword for each quality. */
  | BandsWithOtherKeyword
  /** Landwalk of a land type (CR 702.14a): "swampwalk", "desertwalk". */
  | LandwalkKeyword;

/** "[Land type]walk" (CR 702.14a, 702.14c), for each land type of CR 205.3i. */
export type LandwalkKeyword =
  | 'plainswalk' | 'islandwalk' | 'swampwalk' | 'mountainwalk' | 'forestwalk'
  | 'cavewalk' | 'desertwalk' | 'gatewalk' | 'lairwalk' | 'locuswalk' | 'minewalk' | 'planetwalk' | 'power-plantwalk' | 'spherewalk' | 'towerwalk' | 'townwalk' | "urza'swalk";

/**
 * "Bands with other [quality]" (CR 702.22b): the quality is a creature type as the Oracle text writes
 * it, in the plural ('bands with other Legends'), or "creatures named [name]".
 */
export type BandsWithOtherKeyword = `bands with other ${string}`;

/** "Rampage N" (CR 702.23a): its N is part of the keyword, as in `'rampage 2'`. */
export type RampageKeyword = `rampage ${number}`;

/** "Protection from [a color]", "from artifacts" or "from creatures" (CR 702.16a): a quality of colors or card type. */
export type ProtectionKeyword =
  | 'protection from white' | 'protection from blue' | 'protection from black' | 'protection from red' | 'protection from green'
  | 'protection from artifacts' | 'protection from creatures';

/**
 * Keyword abilities that are triggered abilities, of which an object keeps every instance it has:
 * each instance triggers separately (CR 702.121b, 702.105b), unlike redundant static keywords.
 */
export const TRIGGERED_KEYWORDS: ReadonlySet<Keyword> = readOnlySet<Keyword>(['dethrone', 'flanking', 'melee']);

/** A set whose `add`, `delete` and `clear` throw a TypeError, as a frozen list's writes do: one the engine reads and hands out. */
function readOnlySet<T>(values: readonly T[]): ReadonlySet<T> {
  const refuse = (): never => {
    throw new TypeError('this set is read-only: the engine reads it');
  };
  return Object.freeze(Object.assign(new Set<T>(values), { add: refuse, delete: refuse, clear: refuse }));
}

/**
 * Whether every instance of a keyword counts: a triggered keyword, including each "rampage N" whatever
 * its N (CR 702.23c, 702.25b), rather than a redundant static one.
 */
export function keepsEveryInstance(keyword: Keyword): boolean {
  return TRIGGERED_KEYWORDS.has(keyword) || keyword.startsWith('rampage ');
}

/** Card types (CR 300.1). */
export type CardType =
  | 'Artifact'
  | 'Creature'
  | 'Enchantment'
  | 'Instant'
  | 'Land'
  | 'Planeswalker'
  | 'Sorcery'
  | 'Conspiracy';

/** Selects objects by their characteristics and situation. Every field narrows the selection. */
export interface ObjectFilter {
  /** Has at least one of these card types. */
  types?: readonly CardType[];
  /** Has none of these card types. */
  notTypes?: readonly CardType[];
  /** Has at least one of these subtypes. */
  subtypes?: readonly string[];
  /** Has none of these subtypes ("non-Gorgon"). */
  notSubtypes?: readonly string[];
  /**
   * Has at least one of the subtypes this gives for the source's controller, judged on the object's
   * characteristics as they are when the ability applies (CR 613.1): the creature types noted in a
   * draft (Paliano Vanguard, CR 905.2b).
   */
  subtypesOf?: (state: GameState, controller: PlayerId) => readonly string[];
  /** Has at least one of these colors. */
  colors?: readonly Color[];
  /** Has none of these colors. */
  notColors?: readonly Color[];
  /** Controlled by the source's controller (`you`) or by another player (`opponent`). */
  controller?: 'you' | 'opponent';
  /** Has this keyword. */
  keyword?: Keyword;
  /** Lacks this keyword. */
  withoutKeyword?: Keyword;
  /** Not the source object itself ("another", "other"). */
  other?: boolean;
  /** The source object itself ("~"), as in "as long as ~ is monstrous, it has …". */
  itself?: boolean;
  /** Monstrous (true) or not (false): the designation of CR 701.37b. */
  monstrous?: boolean;
  /** Tapped (true) or untapped (false). */
  tapped?: boolean;
  /** Attacking (true) or not. */
  attacking?: boolean;
  /** Blocking (true) or not. */
  blocking?: boolean;
  /** Power at most this. */
  powerAtMost?: number;
  /** Power at least this. */
  powerAtLeast?: number;
  /** Mana value at most this. */
  manaValueAtMost?: number;
  /** Basic (CR 205.4c). */
  basic?: boolean;
  /** Not a token (CR 111). */
  nontoken?: boolean;
  /** A token (CR 111): "creature tokens you control". */
  token?: boolean;
  /** Toughness at most this. */
  toughnessAtMost?: number;
  /** Has at least one counter of this kind on it ("with a +1/+1 counter on it", CR 122). */
  counter?: string;
  /**
   * Mana value at most the number of opponents the source's controller attacked with a creature this
   * combat (CR 702.121a's count): "with mana value X or less, where X is the number of players you
   * attacked this combat".
   */
  manaValueAtMostOpponentsAttacked?: boolean;
  /** Controlled by the player of the event that triggered the ability ("target creature that player controls"). */
  controlledByEventPlayer?: boolean;
  /** Controlled by the defending player of the source, an attacking creature (CR 508.5): "creature defending player controls". */
  controlledByDefendingPlayer?: boolean;
  /**
   * Has a name chosen for the source as it was put into the command zone ("with the chosen name",
   * CR 702.106d): `true` for any of them (with double agenda, either of the two, CR 702.106f), or
   * the index of one of them (0 or 1: "the other chosen name").
   */
  chosenName?: true | number;
  /** Has a mana value equal to the number chosen for the source (Emissary's Ploy). */
  manaValueIsChosenNumber?: boolean;
  /**
   * A card-specific test no other field expresses, such as draft information (CR 905.2b): seen from
   * `controller`, the source's controller. It must not compute the object's characteristics (it runs
   * inside the layer system); it may read the object's name and the players' draft records. In a
   * static ability's `affects`, a test that can be true only for the source itself says `itself` too:
   * then a change elsewhere makes the engine recompute the source's characteristics alone, not every
   * object's.
   */
  test?: (state: GameState, id: ObjectId, controller: PlayerId, source: ObjectId | null) => boolean;
  /**
   * For a filter with a `test`: false when the test is false for every object for the rest of the
   * game, whatever happens (Noble Banneret when no player noted a name for cards named Noble
   * Banneret: draft records do not change during a game). The characteristics memo then does not
   * treat the static as one that may read anything. True, or absent, otherwise.
   */
  testCanApply?: (state: GameState) => boolean;
}

/** What every target spec may add to its kind. */
export interface TargetSpecOptions {
  /** "Up to": the target may be left unchosen; optional specs come after the required ones (CR 601.2c). */
  optional?: boolean;
  /**
   * Which instance of the word "target" the spec belongs to. The same object or player can't be chosen
   * twice for one instance, but can be chosen once for each (CR 601.2c). Specs without it all count
   * as one instance.
   */
  word?: number;
  /**
   * "Target … of an opponent's choice": an opponent the controller chooses picks it when the
   * controller would (CR 601.6, 602.3, 603.3d). Only in a triggered ability, after its other specs.
   */
  chosenByOpponent?: boolean;
  /**
   * "Any number of target …" (CR 601.2c, 115.1): the spec is chosen for as many different objects or
   * players as its controller announces, none included. Only in a triggered ability, as its last spec;
   * on the stack it counts once for each target chosen (see `expandAnyNumber`).
   */
  anyNumber?: boolean;
}

/** What an "As ~ enters, choose …" ability chooses (CR 614.12a): a number, or a land type (CR 205.3i). */
export type EntryChoiceKind = 'number' | 'landType';

/** What a spell or ability may target (CR 115). */
export type TargetSpec = TargetSpecOptions & (
  | {
      /** Target a permanent (or a card in another zone) matching the filter. */
      kind: 'object';
      filter: ObjectFilter;
      /** The zone to target in; the battlefield unless said ("card in a graveyard or artifact on the battlefield": both). */
      zone?: 'battlefield' | 'graveyard' | 'battlefieldOrGraveyard';
      /** Words for display: "target creature". */
      text: string;
    }
  | {
      /** Target a player. */
      kind: 'player';
      /** Restrict to opponents of the controller. */
      opponent?: boolean;
      /** "Target player or planeswalker": a planeswalker on the battlefield may be chosen too. */
      orPlaneswalker?: boolean;
      text: string;
    }
  | {
      /** "Any target": a creature, a player or a planeswalker (CR 115.4). */
      kind: 'any';
      text: string;
    }
  | {
      /** Target a spell on the stack. */
      kind: 'spell';
      filter?: ObjectFilter;
      text: string;
    }
  | {
      /**
       * Target an activated or triggered ability on the stack (CR 113.3b, 113.3c): every ability on
       * the stack is one of the two, since mana abilities don't use it (CR 605.3b, 605.4a) and static
       * abilities are never put on it.
       */
      kind: 'ability';
      text: string;
    }
);

/** Who or what an effect step acts on. */
export type Subject =
  /** The source object: the permanent with the ability, or the resolving spell. */
  | 'self'
  /** The controller of the resolving spell or ability. */
  | 'you'
  /** Each opponent of the controller, in APNAP order. */
  | 'eachOpponent'
  /** Each opponent of the controller other than the player of the triggering event, in APNAP order. */
  | 'eachOtherOpponent'
  /** Each player, in APNAP order. */
  | 'eachPlayer'
  /** The object of the event that triggered the ability (CR 603.2). */
  | 'eventObject'
  /** The player of the event that triggered the ability. */
  | 'eventPlayer'
  /** The controller of the object of the triggering event, as it is now or as it last existed. */
  | 'eventObjectController'
  /** The object this Aura or Equipment is attached to. */
  | 'attached'
  /** The n-th target (0-based), as chosen (CR 115). */
  | { target: number }
  /** Each target still legal, in the order chosen ("any number of target …", CR 601.2c, 608.2b). */
  | 'eachTarget'
  /** The controller of the n-th target. */
  | { controllerOfTarget: number }
  /**
   * Every object on the battlefield matching a filter; optionally only those controlled by the player
   * a subject names, other than the objects a subject names, or with the same name as the object a
   * subject names (an object with no name, such as a face-down one, shares a name with nothing: CR 201.2a).
   */
  | { all: ObjectFilter; controlledBy?: Subject; except?: Subject; sameNameAs?: Subject };

/** A number an effect uses. */
export type Amount =
  | number
  /** The value of X (CR 107.3). */
  | { x: true }
  /** The number of permanents matching a filter. */
  | { count: ObjectFilter }
  /** The amount carried by the triggering event (damage dealt, life gained). */
  | { eventAmount: true }
  /** The power of the permanent sacrificed to pay the cost, as it last existed on the battlefield (CR 608.2h). */
  | { sacrificedPower: true }
  /**
   * The total power of the permanents the earlier `sacrifice` steps of this resolution sacrificed, as
   * they last existed on the battlefield, negative values included ("the total power of the creatures
   * sacrificed this way", CR 608.2h).
   */
  | { sacrificedPowerThisWay: true }
  /** The power of a subject, as last known. */
  | { powerOf: Subject }
  /** The negative of an amount ("-X/-X"). */
  | { negate: Amount }
  /** The total damage dealt by the earlier steps of this resolution ("the damage dealt this way"). */
  | { dealtThisWay: true }
  /** The cards drawn by the earlier steps of this resolution ("for each card drawn this way"). */
  | { drawnThisWay: true }
  /**
   * The number of opponents the controller attacked with at least one creature this combat (CR
   * 702.121a): "each opponent you attacked", "the number of players you attacked this combat".
   */
  | { opponentsAttacked: true }
  /** The number of nonland cards revealed by the parley step of this resolution (CNS ability word). */
  | { parleyCount: true }
  /**
   * The votes cast for one option in the vote of this resolution (CR 701.38a), times a factor:
   * "for each strength vote", "two +1/+1 counters for each sprout vote" (council's dilemma).
   */
  | { votesFor: string; times?: number }
  /** A number computed by the card as the effect happens, such as one noted in the draft (CR 905.2b). */
  | { computed: (ctx: EffectContext) => number };

/** The context a custom effect step or a condition runs in. */
export interface EffectContext {
  /** The state being changed (`apply`'s working copy or a private mutable copy). */
  state: GameState;
  /** The resolving spell or ability. */
  object: ObjectId;
  /** The source (the spell itself, or the ability's source). */
  source: ObjectId;
  /** The controller of the resolving spell or ability. */
  controller: PlayerId;
  /** For a triggered ability: what triggered it (CR 603.2), for an intervening "if" clause about the event (CR 603.4). */
  trigger?: TriggerContext | null;
  /**
   * As an effect of the resolving spell or ability runs: whether each of its targets is legal, by
   * the one check made as its resolution began (CR 608.2b), which a pause for a choice does not
   * repeat.
   */
  legal?: readonly boolean[];
}

/** One step of a spell's or ability's effect, run in order as it resolves (CR 608.2c). */
export type Effect =
  /**
   * The source deals damage to each recipient that one or several subjects name, all at the same time
   * (CR 608.2f: "to each creature and each player" is one step, whose prevention choices are made
   * together, 616.1). With `amounts`, the n-th subject of `to` is dealt the n-th amount ("2 damage to
   * any target and 3 damage to you"); with `amountTo`, the amount dealt to each recipient is computed
   * for it as the step begins ("equal to half that player's life total"); either way `amount` is unused.
   */
  | { do: 'damage'; amount: Amount; to: Subject | readonly Subject[]; amounts?: readonly Amount[]; amountTo?: (ctx: EffectContext, to: Ref) => number }
  | { do: 'draw'; amount: Amount; who: Subject }
  | { do: 'gainLife'; amount: Amount; who: Subject }
  | { do: 'loseLife'; amount: Amount; who: Subject }
  /**
   * Destroy (CR 701.8) what one or several subjects name, all at the same time; with `noRegeneration`,
   * "It can't be regenerated" (CR 701.19c).
   */
  | { do: 'destroy'; what: Subject | readonly Subject[]; noRegeneration?: boolean }
  | { do: 'exile'; what: Subject }
  /** Returns permanents, or cards in a graveyard, to their owners' hands. */
  | { do: 'bounce'; what: Subject }
  /** Put a permanent or a card from a graveyard on the top or bottom of its owner's library (CR 401). */
  | { do: 'toLibrary'; what: Subject; position: 'top' | 'bottom' }
  | {
      do: 'pump';
      what: Subject;
      power: Amount;
      toughness: Amount;
      keywords?: readonly Keyword[];
    }
  | { do: 'counters'; what: Subject; counter: string; amount: Amount }
  /** Create tokens (CR 111.1); with `size`, "X/X" tokens whose power and toughness are that amount (CR 111.3). */
  | { do: 'token'; token: string; amount: Amount; who: Subject; tapped?: boolean; size?: Amount }
  /**
   * "Create a token that's a copy of …" (CR 111.1, 707.2): for each object the subject names, the
   * player `who` names creates a token copy of it, as it is or as it last existed on the battlefield
   * (CR 608.2h).
   */
  | { do: 'tokenCopy'; of: Subject; who: Subject }
  | { do: 'tap'; what: Subject }
  | { do: 'untap'; what: Subject }
  /**
   * Adds mana of one of these types; `anyColor` for any colour; or the types a function gives for the
   * source and its controller (Paliano, the High City: the colours chosen in the draft, CR 905.2b).
   */
  | {
      do: 'addMana';
      /**
       * The type: `typeProduced` is "one mana of any type that land produced", only in a triggered mana
       * ability that triggers as a land is tapped for mana (CR 605.1b); `anyCombination` is "X mana in
       * any combination of colors" (CR 106.1a), each mana of a color its player chooses.
       */
      mana: readonly ManaType[] | 'anyColor' | 'anyCombination' | 'typeProduced' | ((state: GameState, source: ObjectId, controller: PlayerId) => readonly ManaType[]);
      amount: Amount;
      /**
       * "Choose a player. That player adds one mana of any color they choose" (Spectral Searchlight):
       * only in a mana ability's one `anyColor` step of one mana. Its controller chooses the player as
       * it is activated; a player other than them chooses the color as it resolves (CR 605.3b).
       */
      byChosenPlayer?: boolean;
    }
  | { do: 'discard'; who: Subject; amount: Amount; random?: boolean }
  | { do: 'mill'; who: Subject; amount: Amount }
  | { do: 'sacrifice'; who: Subject; filter: ObjectFilter; amount: Amount }
  | {
      do: 'search';
      who: Subject;
      filter: ObjectFilter & { name?: string; basic?: boolean };
      to: 'hand' | 'battlefield';
      tapped?: boolean;
      /** "Reveal it": the cards found are revealed to every player (CR 701.20). */
      reveal?: boolean;
      amount: Amount;
    }
  /**
   * Counter a spell (CR 701.6a); with `toBattlefield`, a countered spell matching the filter is put
   * onto the battlefield under the controller's control instead of into its owner's graveyard (CR 614.1a:
   * Desertion), if it is a card.
   */
  | { do: 'counterSpell'; what: Subject; toBattlefield?: ObjectFilter }
  /**
   * "You may …": the controller chooses as it resolves whether the steps of `then` run (CR 608.2d);
   * with `who`, the player that subject names chooses instead ("its controller may draw a card"), and
   * nothing happens if it names none.
   */
  | { do: 'may'; prompt: string; then: readonly Effect[]; who?: Subject }
  /**
   * "You may pay {W}. If you do, …": the controller chooses as it resolves whether to pay the mana
   * (activating mana abilities as they pay, CR 605.3a); only if they pay do the steps of `then` run.
   */
  | { do: 'mayPay'; mana: string; then: readonly Effect[] }
  /**
   * Copy a spell on the stack (CR 707.10): the copy has the spell's modes, X and targets, and its
   * controller may choose new targets for it (CR 707.10c); it is put on the stack, not cast.
   */
  | { do: 'copySpell'; what: Subject }
  /**
   * "Change the target of target spell with a single target" (CR 115.7a): the controller picks, as it
   * resolves, another legal target for that spell, if it has one; otherwise the target stays.
   */
  | { do: 'changeTarget'; what: Subject }
  /** Two creatures fight: each deals damage equal to its power to the other (CR 701.14). */
  | { do: 'fight'; what: Subject; other: Subject }
  /** Removes every counter of a kind, or of every kind, from permanents (CR 122). */
  | { do: 'removeCounters'; what: Subject; counter?: string }
  /**
   * Runs one list of steps or the other, by a condition judged as the step begins ("instead if",
   * "if you do"); the branch taken is remembered if the resolution stops for a choice inside it.
   */
  | {
      do: 'conditional';
      text: string;
      condition: (ctx: EffectContext) => boolean;
      then: readonly Effect[];
      otherwise?: readonly Effect[];
    }
  /** "Prevent all combat damage that would be dealt this turn" (CR 615.1): to anything, from anything. */
  | { do: 'preventAllCombatDamage'; until: 'endOfTurn' }
  /** Prevent the next N damage (or all damage, amount null) to a subject this turn (CR 615.7). */
  | { do: 'preventDamage'; to: Subject; amount: Amount | null }
  /** Regenerate a permanent: the next time it would be destroyed this turn, instead… (CR 701.19). */
  | { do: 'regenerate'; what: Subject }
  /**
   * Exile permanents until an event (CR 610.3): "until an opponent becomes the monarch". They return
   * under their owners' control as it happens.
   */
  | { do: 'exileUntil'; what: Subject; until: 'anOpponentBecomesMonarch' }
  /** The player named becomes the monarch (CR 725.1, 725.3). */
  | { do: 'becomeMonarch'; who: Subject }
  /**
   * "Monstrosity N" (CR 701.37a): if the source permanent isn't monstrous, put N +1/+1 counters on it
   * and it becomes monstrous; N may be X.
   */
  | { do: 'monstrosity'; amount: Amount }
  /** The controller goads creatures (CR 701.15a). */
  | { do: 'goad'; what: Subject }
  /**
   * Each player votes for one of `options` (CR 701.38a), starting with the player `startingWith`
   * names and going on in turn order. Later steps read the tally (rule module 701.38).
   */
  | { do: 'vote'; options: readonly string[]; startingWith: Subject }
  /**
   * A player may put a card matching a filter from their hand onto the battlefield (choosing none is
   * declining); with `attachSource`, the source Aura or Equipment is then attached to it (CR 701.3).
   */
  | { do: 'putFromHand'; who: Subject; filter: ObjectFilter; attachSource?: boolean }
  /** Attach an Aura or Equipment to an object (CR 701.3): "attach ~ to target creature you control". */
  | { do: 'attach'; what: Subject; to: Subject }
  /**
   * Parley: each player reveals the top card of their library; later steps read the number of
   * nonland cards revealed as `{ parleyCount: true }`.
   */
  | { do: 'parley' }
  /**
   * Exiles the top card of each library the subject names, face up (CR 406.3); with `mayCast`, the
   * controller may cast it until end of turn (CR 601.2a), spending mana as though it were mana of any
   * color if `anyColor` (CR 609.4b).
   */
  | { do: 'exileTopCard'; of: Subject; mayCast?: { anyColor: boolean } }
  /** Each player named puts N cards from their hand on top of their library in any order (CR 401.4). */
  | { do: 'handToLibraryTop'; who: Subject; amount: number }
  /** Each player named discards N cards unless they discard a card matching `unless` (CR 701.9). */
  | { do: 'discardUnless'; who: Subject; amount: number; unless: ObjectFilter }
  /** Removes creatures from combat (CR 506.4). */
  | { do: 'removeFromCombat'; what: Subject }
  /** Each player named scries N (CR 701.22a). */
  | { do: 'scry'; who: Subject; amount: Amount }
  /** "After this phase, there is an additional combat phase" (CR 500.8), during a combat phase. */
  | { do: 'additionalCombatPhase' }
  /**
   * Puts cards from graveyards onto the battlefield under the controller's control (CR 110.2), tapped
   * if said; the cards of several subjects ("the chosen cards") enter at the same time (CR 603.6a).
   */
  | { do: 'putOntoBattlefield'; what: Subject | readonly Subject[]; tapped?: boolean }
  /**
   * The controller puts a card matching a filter from any graveyard onto the battlefield under their
   * control (CR 110.2), chosen as the step resolves (not targeted), if there is one.
   */
  | { do: 'putFromAnyGraveyard'; filter: ObjectFilter }
  /**
   * Creates a delayed triggered ability (CR 603.7a): ability `ability` of this card's `triggered` list,
   * whose trigger is `delayed`, about the object `about` names — followed to the card it became if it
   * has moved ("that card", CR 400.7), unless `notFollowed` (a permanent that left is a new object,
   * which "it" doesn't name). The delayed ability reads it as `eventObject`.
   */
  | { do: 'delayedTrigger'; ability: number; about: Subject; notFollowed?: boolean }
  /**
   * Creatures can't be blocked (CR 509.1b) for a while: those a subject names, or every creature the
   * player `creaturesOf` names controls while it lasts, even creatures that come later.
   */
  | { do: 'cantBeBlocked'; what: Subject; until: 'endOfTurn' | 'endOfCombat' }
  | { do: 'cantBeBlocked'; creaturesOf: Subject; until: 'endOfTurn' | 'endOfCombat' }
  /** Creatures attack this turn if able (CR 508.1d): those a subject names, locked in as it resolves (CR 611.2c). */
  | { do: 'attacksIfAble'; what: Subject; until: 'endOfTurn' }
  /**
   * A blocking requirement (CR 509.1c) this turn on creatures a subject names, locked in as it
   * resolves (CR 611.2c): "must be blocked this turn if able" (`mustBeBlocked`) or "blocks this turn
   * if able" (`blocksIfAble`).
   */
  | { do: 'mustBeBlocked' | 'blocksIfAble'; what: Subject; until: 'endOfTurn' }
  /** Creatures can block any number of creatures (CR 509.1a) this turn: those a subject names, locked in as it resolves (CR 611.2c). */
  | { do: 'blockAnyNumber'; what: Subject; until: 'endOfTurn' }
  /** "Creatures you control with defender can attack this turn as though they didn't have defender" (CR 702.3b), even those that come later. */
  | { do: 'attackDespiteDefender'; creaturesOf: Subject; until: 'endOfTurn' }
  /** A creature becomes a creature type until end of turn, replacing all its creature types (CR 205.1a, 613.1d). */
  | { do: 'becomeCreatureType'; what: Subject; subtype: string; until: 'endOfTurn' }
  /** Creatures can't block (CR 509.1b) this turn: those a subject names, locked in as it resolves (CR 611.2c). */
  | { do: 'cantBlock'; what: Subject; until: 'endOfTurn' }
  /**
   * The creatures the controller's opponents control can't block this turn, except those with
   * `unlessKeyword`, judged as blockers are declared, so creatures that come later are covered too.
   */
  | { do: 'cantBlock'; creaturesOfOpponents: true; unlessKeyword?: Keyword; until: 'endOfTurn' }
  | { do: 'vote'; options: readonly string[] | VoteCandidates; startingWith: Subject }
  /**
   * Choices a card's own words ask, then what it does with the answers: the choices are listed as the
   * step begins and asked in order, and nothing happens until all are answered (choices made in turn
   * order, then acted on at the same time).
   */
  | { do: 'choices'; text: string; asks: (ctx: EffectContext) => CardChoice[]; then: (ctx: EffectContext, answers: readonly number[][]) => void }
  /**
   * "You may cast it without paying its mana cost" during the resolution (CR 608.2g, 118.9): the
   * controller picks one of the cards `from` gives, then may cast it — or, with `copy`, a copy of it
   * created where it is (CR 707.12) — ignoring timing based on its card type, with X 0 (CR 107.3b).
   */
  | { do: 'castWithoutPaying'; from: CastCandidates; copy?: boolean }
  | { do: 'custom'; text: string; run: (ctx: EffectContext) => void }
  /**
   * A step in code that asks its players as it goes (CR 608.2d): `run` asks through `io` (answers
   * kept by key, under this step's own key) and returns false while an answer is pending, after which
   * it runs again from its start. So it changes the state only once every question it asks before
   * the change is answered, or marks the parts it has done with `io.markDone` and skips them.
   */
  | { do: 'customAsking'; text: string; run: (ctx: EffectContext, io: ResolutionIo) => boolean };

/**
 * The cards a `castWithoutPaying` step offers: those the controller finds searching their hand
 * and/or library (zones of their choice; a library searched is shuffled after the cast, CR 701.23),
 * or those a card's own words name ("a card you exiled with cards named Arcane Savant").
 */
export type CastCandidates =
  | { search: 'handAndOrLibrary'; match: (ctx: EffectContext, card: ObjectId) => boolean }
  | { among: (ctx: EffectContext) => readonly ObjectId[] };

/** One choice a `choices` step asks: who chooses, and among what. */
export interface CardChoice {
  /** The player who chooses. */
  player: PlayerId;
  /** The choice, answered with option indexes. */
  choice: PendingChoice;
}

/**
 * Objects voted for (CR 701.38b): the candidates, listed as the vote begins ("a nonland permanent
 * you don't control", "an artifact, creature, or enchantment card in your graveyard").
 */
export interface VoteCandidates {
  /** The candidates, in a stable order. */
  objects: (ctx: EffectContext) => ObjectId[];
}

/** A cost to activate an ability or an additional cost to cast (CR 118, 602.2b). */
export interface Cost {
  /** Mana, in Oracle notation. */
  mana?: string;
  /** {T} (CR 107.5). */
  tap?: boolean;
  /** Sacrifice this permanent. */
  sacrificeSelf?: boolean;
  /** "Discard this card": the card itself, from its owner's hand (cycling, CR 702.29a). */
  discardSelf?: boolean;
  /**
   * "Sacrifice a creature": one permanent its controller controls matching the filter, which the
   * activation names (CR 602.2b); the source itself may be it.
   */
  sacrifice?: ObjectFilter;
  /** "Remove a +1/+1 counter from ~": counters of a kind removed from the source (CR 602.2b, 122). */
  removeCounters?: { counter: string; amount: number };
  /** Pay life. */
  payLife?: number;
  /** "Exile a card from your hand": the activation names the card (CR 602.2b, 118.3). */
  exileFromHand?: boolean;
  /**
   * A loyalty cost (CR 606.4): put this many loyalty counters on the planeswalker, or remove as many
   * when negative. Makes the ability a loyalty ability (CR 606.3).
   */
  loyalty?: number;
}

/** An activated ability (CR 602), or a mana ability when `mana` is set (CR 605). */
export interface ActivatedDef {
  /** The Oracle text of the ability. */
  text: string;
  /** The cost. */
  cost: Cost;
  /** Targets, chosen on activation (CR 602.2b, 601.2c). */
  targets?: readonly TargetSpec[];
  /** What it does. */
  effects: readonly Effect[];
  /** "Activate only as a sorcery" (CR 602.5d). */
  sorcery?: boolean;
  /**
   * "Any player may activate this ability" (CR 602.2): a player who doesn't control the source may
   * activate it too, paying its cost, and controls the ability on the stack (CR 602.2a).
   */
  anyPlayer?: boolean;
  /** "Activate only during your upkeep" (CR 602.5b): only in its controller's upkeep step. */
  duringYourUpkeep?: boolean;
  /**
   * An ability the permanent has only while this holds ("As long as ~ is enchanted, it has '…'",
   * CR 613.1f): it can't be activated otherwise.
   */
  onlyWhile?: (state: GameState, source: ObjectId) => boolean;
  /**
   * The cards one of which its controller chooses as they activate the ability, X being that card's
   * mana value (CR 107.3c, 602.2b: Caller of the Untamed's "X is the mana value of that card"; its
   * ruling: "You'll choose which one to copy at the time you choose the value of X while activating
   * the ability"). The activation names the card (`ActivateAction.chosenCard`), and the ability on
   * the stack keeps it (`GameObject.chosenCard`).
   */
  xIsManaValueOf?: (state: GameState, source: ObjectId, controller: PlayerId) => readonly ObjectId[];
  /** A mana ability (CR 605.1a): doesn't use the stack. */
  mana?: boolean;
  /**
   * An ability this Aura or Equipment gives the permanent it is attached to ("Enchanted creature has
   * '{T}: …'", CR 613.1f): that permanent's controller activates it from that permanent, which is
   * its source; the Aura or Equipment itself can't.
   */
  grantedTo?: 'attached';
  /**
   * An ability that functions only while the card is in its owner's hand (CR 702.29a, cycling and
   * typecycling): its owner activates it from there, and it can't be activated anywhere else.
   */
  fromHand?: boolean;
}

/**
 * Whose event a trigger watches: the source itself, the object the source (an Aura or Equipment) is
 * attached to ("enchanted creature", "equipped creature"), or any object matching a filter.
 */
export type TriggerSubject = 'self' | 'attached' | ObjectFilter;

/**
 * What makes a triggered ability trigger (CR 603.2). An event of the source itself ("~") that no
 * other object's can stand for takes no `subject`: "whenever ~ blocks a creature" sees only the source.
 */
export type TriggerSpec =
  | { event: 'entersBattlefield'; subject: 'self' | ObjectFilter }
  | { event: 'dies'; subject: TriggerSubject }
  /** "Whenever ~ attacks"; with `defender: 'you'`, only an attack on you or a planeswalker you control. */
  | { event: 'attacks'; subject: TriggerSubject; defender?: 'you' }
  /**
   * "Whenever ~ blocks", or "whenever a creature blocks" with a filter (CR 509.1): once for each
   * blocking creature, however many attackers it blocks.
   */
  | { event: 'blocks'; subject: 'self' | ObjectFilter }
  /**
   * "Whenever ~ blocks a creature" (CR 509.3b): once for each attacking creature it blocks; the
   * event's recipient is that attacking creature.
   */
  | { event: 'blocksCreature' }
  | { event: 'becomesBlocked' }
  /** "Whenever ~ deals combat damage to a player"; with `to: 'opponent'`, only to an opponent. */
  | { event: 'dealsCombatDamageToPlayer'; subject: TriggerSubject; to?: 'opponent' }
  /** "Whenever ~ deals combat damage to a creature": the event's recipient is that creature. */
  | { event: 'dealsCombatDamageToCreature' }
  /** "Whenever ~ deals damage"; with `toPlayer`, only damage dealt to a player, who is the event's player. */
  | { event: 'dealsDamage'; toPlayer?: boolean }
  /**
   * "Whenever ~ becomes the target of a spell or ability for the first time each turn" (CR 115.1):
   * the event's object is the spell or ability.
   */
  | { event: 'becomesTarget' }
  /**
   * "Whenever you or a permanent you control becomes the target of a spell or ability an opponent
   * controls" (CR 115.1): once for each such target (Leovold's ruling); the event's object is the spell
   * or ability, its player the player targeted or the controller of the permanent targeted.
   */
  | { event: 'youOrYourPermanentTargetedByOpponent' }
  /** "Whenever ~ deals damage to a creature" (CR 120.3e): once for each creature dealt damage; the event's object is the source. */
  | { event: 'dealsDamageToCreature' }
  | { event: 'beginningOfStep'; step: Step; whose: 'you' | 'each' | 'opponent' }
  /** "Whenever you cast a spell"; with `targetsPermanent`, only one that targets one or more permanents. */
  | { event: 'castSpell'; who: 'you' | 'opponent' | 'any'; filter?: ObjectFilter; targetsPermanent?: boolean }
  /** "Whenever you become the monarch", "whenever an opponent becomes the monarch" (CR 725.3). */
  | { event: 'becomesMonarch'; who: 'you' | 'opponent' }
  /**
   * "Whenever you tap a land for mana": a triggered mana ability (CR 605.1b), which resolves at once,
   * without the stack, right after the land's mana ability (605.4a). Its effect is one `addMana` step.
   */
  | { event: 'tapsLandForMana' }
  /**
   * A delayed triggered ability (CR 603.7) that an effect of the same card creates with the
   * `delayedTrigger` step: it triggers only once created, at the beginning of the next end step, or
   * of the next end of combat step for "at end of combat" (CR 511.2), or, for `diesThisTurn`, when
   * the object it refers to dies this turn ("when that creature dies this turn", CR 603.7b), or, for
   * `yourNextUpkeep`, at the beginning of its controller's next upkeep.
   */
  | { event: 'delayed'; at: 'nextEndStep' | 'endOfCombat' | 'diesThisTurn' | 'yourNextUpkeep' }
  /** "Whenever an opponent discards a card" (CR 701.9): the event's object is the card in the graveyard, its player the discarding player. */
  | { event: 'discards'; who: 'you' | 'opponent' | 'any' }
  /** "Whenever you draw a card" (CR 121.2): once for each card drawn (the Psychosis Crawler ruling); the event's player is the one who drew. */
  | { event: 'draws' }
  /**
   * "Whenever a player plays a land" or "Whenever an opponent plays a land" (CR 305.1): playing it,
   * not putting it onto the battlefield by an effect; the event's object is the land, its player the
   * player who played it.
   */
  | { event: 'playsLand'; who: 'any' | 'opponent' }
  /**
   * "When there are N or more [kind] counters on ~" (CR 603.8): a state trigger of the permanent,
   * checked as counters are put on it and as the ability leaves the stack; it doesn't trigger again
   * while it waits to be put on the stack or is on the stack.
   */
  | { event: 'countersAtLeast'; counter: string; amount: number }
  /** "When ~ becomes monstrous" (CR 701.37b): the event's object is the permanent. */
  | { event: 'becomesMonstrous' }
  /** "Whenever players finish voting" (CR 701.38): the event's object is the spell or ability that held the vote. */
  | { event: 'playersFinishVoting' };

/** A triggered ability (CR 603). */
export interface TriggeredDef {
  /** The Oracle text of the ability. */
  text: string;
  /** The trigger condition. */
  when: TriggerSpec;
  /** An intervening "if" clause, checked when it triggers and when it resolves (CR 603.4). */
  condition?: (ctx: EffectContext) => boolean;
  /**
   * A further trigger condition, part of the trigger event and checked only as it happens (CR 603.2):
   * "whenever ~ and another creature attack different players".
   */
  triggersIf?: (ctx: EffectContext) => boolean;
  /** Targets, chosen as it is put on the stack (CR 603.3d). */
  targets?: readonly TargetSpec[];
  /** What it does (for a modal ability, besides its chosen mode). */
  effects: readonly Effect[];
  /** The modes of a modal triggered ability ("choose one —"), chosen as it is put on the stack (CR 603.3c, 700.2). */
  modes?: readonly SpellMode[];
}

/** A static ability (CR 604) and the continuous effect it generates. */
export type StaticDef =
  | {
      kind: 'modifyPT';
      text: string;
      affects: 'self' | 'attached' | ObjectFilter;
      power: number;
      toughness: number;
    }
  | { kind: 'grantKeywords'; text: string; affects: 'self' | 'attached' | ObjectFilter; keywords: readonly Keyword[] }
  /**
   * "Enchanted creature has landwalk of the chosen type" (Traveler's Cloak): the landwalk of the land
   * type chosen as the source entered (`chosenLandType`, CR 614.12a, 702.14a), a layer 6 effect; none
   * while the source has no chosen type.
   */
  | { kind: 'landwalkOfChosenType'; text: string; affects: 'attached' }
  /**
   * "Equipped creature has all names of nonlegendary creature cards in addition to its name" (Spy Kit,
   * CR 612.7): read by every comparison of names (engine/names.ts).
   */
  | { kind: 'allNonlegendaryCreatureNames'; text: string; affects: 'attached' }
  /** "Equipped creature gets +X/+X, where X is its mana value" (CR 613.4c): X read from the affected object. */
  | { kind: 'modifyPTByManaValue'; text: string; affects: 'attached' }
  | { kind: 'entersTapped'; text: string }
  /**
   * "~ enters with N counters on it" (CR 614.1c). A computed N is read as `id` enters, together with
   * `entering`, every permanent entering the battlefield at the same time (`id` among them): none of
   * them is on the battlefield yet as N is counted (CR 614.12), so each still counts where it was.
   */
  | { kind: 'entersWithCounters'; text: string; counter: string; amount: number | ((state: GameState, id: ObjectId, entering: readonly ObjectId[]) => number) }
  /** "Enchanted creature attacks each combat if able", or "~ attacks each combat if able" with `self` (CR 508.1d). */
  | { kind: 'attacksEachCombat'; text: string; affects: 'attached' | 'self' }
  /** "~ attacks one of these players each combat if able" (CR 508.1d): Cogwork Tracker's noted players. */
  | { kind: 'attacksOneOfIfAble'; text: string; players: (state: GameState, id: ObjectId) => readonly PlayerId[] }
  /** "Enchanted creature can't attack you or planeswalkers you control" (CR 508.1c): "you" is this permanent's controller. */
  | { kind: 'cantAttackYou'; text: string; affects: 'attached' }
  /** "Enchanted creature can't block creatures you control" (CR 509.1b). */
  | { kind: 'cantBlockYourCreatures'; text: string; affects: 'attached' }
  /** "As long as equipped creature has defender, it can attack as though it didn't have defender" (CR 702.3b). */
  | { kind: 'attacksDespiteDefender'; text: string; affects: 'attached' }
  /**
   * "Enchanted creature doesn't untap during its controller's untap step", or "~ doesn't untap during
   * your untap step" with `self` (CR 502.3).
   */
  | { kind: 'doesntUntap'; text: string; affects: 'attached' | 'self' }
  /** "All damage that would be dealt to you is dealt to enchanted creature instead" (CR 614.9). */
  | { kind: 'redirectDamageToAttached'; text: string; affects: 'attached' }
  /** "Prevent all combat damage that would be dealt to and dealt by enchanted creature" (CR 615.1). */
  | { kind: 'preventCombatDamageToAndBy'; text: string; affects: 'attached' }
  /**
   * "All damage that would be dealt to you is dealt to ~ instead": a redirection effect (CR 614.9)
   * of the permanent's controller.
   */
  | { kind: 'redirectDamageToSelf'; text: string }
  /**
   * "You may have ~ enter as a copy of any creature on the battlefield, except it has …" (CR 707.9,
   * 614.1c): as it enters, its controller chooses a creature or none; the exception's keywords become
   * part of the copiable values (707.9a).
   */
  | { kind: 'entersAsCopy'; text: string; addKeywords: readonly Keyword[] }
  /**
   * "As ~ enters, choose a number / a land type" (CR 614.12, 614.12a): a replacement effect whose
   * choice the player it enters under makes before it enters, however it enters; the value is kept
   * on the permanent (`chosenNumber`, `chosenLandType`) for its other abilities to read.
   */
  | { kind: 'asEntersChoose'; text: string; choose: EntryChoiceKind }
  /**
   * "~ can block an additional creature each combat" (CR 509.1a), while `while` holds as blockers are
   * declared ("as long as you're the monarch"); its damage is then divided among them (CR 510.1d).
   */
  | { kind: 'blockAdditional'; text: string; count: number; while?: (ctx: EffectContext) => boolean }
  /**
   * "Cast this spell only …": a restriction on when its owner may cast it (CR 601.3), which holds
   * when `allows` says so.
   */
  | { kind: 'castOnly'; text: string; allows: (state: GameState) => boolean }
  /**
   * "If a player would gain life, that player gains no life instead": a replacement effect (CR 614.1a)
   * on every life gain event (CR 119.10).
   */
  | { kind: 'gainsNoLife'; text: string }
  /**
   * "If …, this spell costs {N} less to cast" (CR 601.2f): its generic mana is reduced by `amount`
   * while `if` holds for the caster as the total cost is determined.
   */
  | { kind: 'costsLess'; text: string; amount: number; if: (state: GameState, caster: PlayerId) => boolean }
  /** "This spell can't be countered": it functions on the stack (CR 113.6g). */
  | { kind: 'cantBeCountered'; text: string }
  /**
   * "~ can't attack unless defending player …": a restriction on whom it attacks, checked as
   * attackers are declared (CR 508.1c). `allows` judges the defending player of an attack.
   */
  | { kind: 'cantAttackUnless'; text: string; allows: (ctx: EffectContext, defender: PlayerId) => boolean }
  /**
   * "Each creature you control … enters with an additional +1/+1 counter on it": a replacement effect
   * on other permanents as they enter (CR 614.1c), from a source such as a conspiracy.
   */
  | { kind: 'othersEnterWithCounters'; text: string; affects: ObjectFilter; counter: string; amount: number }
  /** "You may play an additional land on each of your turns" (CR 305.2): its controller's land plays each turn, plus `amount`. */
  | { kind: 'additionalLandPlays'; text: string; amount: number }
  /** "Your maximum hand size is increased by one" (CR 402.2): its controller's maximum hand size, plus `amount`. */
  | { kind: 'maximumHandSize'; text: string; amount: number }
  /** "You may cast spells as though they had flash" (CR 601.3b, 702.8a): its controller casts spells any time they could cast an instant. */
  | { kind: 'castAsThoughFlash'; text: string }
  /** "~ can block only creatures with flying" (CR 509.1b): it may block only attackers matching `attackers`. */
  | { kind: 'canBlockOnly'; text: string; attackers: ObjectFilter }
  /**
   * "No more than one creature can attack each combat" (CR 508.1c) or "… can block each combat"
   * (CR 509.1b): at most `count` creatures attack, or block, in each combat.
   */
  | { kind: 'combatLimit'; text: string; role: 'attack' | 'block'; count: number }
  /** "You can't lose the game and your opponents can't win the game" (CR 104.3): its controller loses only by conceding. */
  | { kind: 'cantLoseGame'; text: string }
  /**
   * "~'s power and toughness are each equal to …": a characteristic-defining ability (CR 604.3) that
   * applies in layer 7a (CR 613.4a), `value` read for the object's controller as it applies.
   */
  | { kind: 'characteristicPT'; text: string; value: (state: GameState, controller: PlayerId) => number }
  /** "~ can't be blocked by more than one creature" (CR 509.1b): checked on the whole declaration of blockers. */
  | { kind: 'maxBlockers'; text: string; count: number }
  /**
   * "Creatures can't attack you unless their controller pays {2} for each creature they control that's
   * attacking you" (CR 508.1h–j): `mana` per creature attacking this permanent's controller.
   */
  | { kind: 'attackTax'; text: string; mana: string }
  /**
   * "If a creature you control would deal damage to a permanent or player, it deals double that
   * damage to that permanent or player instead": a replacement effect (CR 614.1a) on damage events
   * whose source is a creature its controller controls, ordered with prevention and redirection by
   * the affected player (CR 616.1).
   */
  | { kind: 'doubleCreatureDamage'; text: string }
  /** "Players can't cast spells during combat" (CR 601.3, 506.1): no player casts a spell in a step of a combat phase. */
  | { kind: 'noSpellsDuringCombat'; text: string }
  /**
   * "Noncreature spells with mana value equal to the chosen number can't be cast" (Sanctum Prelate):
   * spells matching `spells` whose mana value, with the X announced (CR 202.3e), is the number chosen
   * as the permanent entered (`chosenNumber`, CR 614.12a) can't be cast (CR 601.3a, 601.2e).
   */
  | { kind: 'cantCastChosenManaValue'; text: string; spells: ObjectFilter }
  /** "You have hexproof" (CR 702.11c): its controller can't be the target of spells or abilities their opponents control. */
  | { kind: 'playerHexproof'; text: string }
  /** "This creature can't block." (CR 509.1b). */
  | { kind: 'cantBlock'; text: string }
  /** "Cowards can't block Warriors." (CR 509.1b): no creature of one creature type may block a creature of another. */
  | { kind: 'typeCantBlockType'; text: string; blockers: string; attackers: string }
  /**
   * "~ can't attack or block alone" (CR 508.1c, 509.1b): it attacks only if another creature attacks
   * too, and blocks only if another creature blocks too.
   */
  | { kind: 'cantAttackOrBlockAlone'; text: string }
  /** "Each creature you control assigns combat damage equal to its toughness rather than its power" (CR 510.1a). */
  | { kind: 'combatDamageByToughness'; text: string; affects: ObjectFilter }
  /**
   * "Spells … you cast cost {N} less to cast" (CR 601.2f): reduces the generic mana of the total cost
   * of its controller's spells matching `spells`; with `firstEachTurn`, only the first such spell they
   * cast each turn ("The first creature spell you cast each turn").
   */
  | { kind: 'spellCostReduction'; text: string; spells: ObjectFilter; amount: number; firstEachTurn?: boolean }
  /** "You may spend mana as though it were mana of any color to cast spells …" (CR 609.4b), for its controller's spells matching `spells`. */
  | { kind: 'spendManaAsAnyColor'; text: string; spells: ObjectFilter }
  /** "You can't cast … spells": its controller can't cast spells matching `spells`. */
  | { kind: 'cantCast'; text: string; spells: ObjectFilter }
  /**
   * "Creatures you control with the chosen name have '…'": grants abilities to the objects matching
   * `affects`, seen from its controller (CR 613.1f), while `condition` holds ("As long as …").
   */
  | {
      kind: 'grantAbilities';
      text: string;
      affects: ObjectFilter;
      activated?: readonly ActivatedDef[];
      triggered?: readonly TriggeredDef[];
      condition?: (state: GameState, source: ObjectId) => boolean;
    }
  /**
   * "While voting, you get an additional vote" (`optional` false) or "you may vote an additional
   * time" (`optional` true): the controller's votes in every vote (CR 701.38d).
   */
  | { kind: 'additionalVote'; text: string; optional: boolean }
  /** "Each opponent can't draw more than one card each turn" (CR 101.2, 121.1): `count` draws a turn for each of its controller's opponents. */
  | { kind: 'opponentsDrawLimit'; text: string; count: number }
  /**
   * "Enchanted land is a 2/6 white Wall creature with defender. It's still a land." (Zendikons): the
   * permanent it is attached to gains the Creature type and these creature types (CR 613.1d), becomes
   * these colors (613.1e), gains these keywords (613.1f) and has this power and toughness (613.4b).
   */
  | { kind: 'becomesCreature'; text: string; affects: 'attached'; subtypes: readonly string[]; colors: readonly Color[]; keywords: readonly Keyword[]; power: number; toughness: number };

/**
 * What a conspiracy card does as it is put into the command zone and to the start of the game
 * (CR 315.5a, 905.4), read by the Conspiracy Draft rule modules.
 */
export interface ConspiracyDef {
  /** Hidden agenda: the number of card names secretly chosen, one (CR 702.106a) or two for double agenda (CR 702.106f). */
  agenda?: 1 | 2;
  /** A change to its controller's minimum deck size ("reduced by five": -5). */
  minimumDeckSize?: number;
  /** "You are the starting player" (CR 103.1c). */
  startingPlayer?: boolean;
  /** Additional opening hands its controller draws before choosing one to keep. */
  additionalHands?: number;
  /** Its controller's starting hand size. */
  handSize?: number;
  /** "Your starting deck can't have basic land cards." */
  noBasicLands?: boolean;
  /** "Before drawing your opening hand, choose 1, 2, or 3": the numbers to choose from. */
  chooseNumber?: readonly number[];
}

/** A spell's own effect: what an instant or sorcery does as it resolves (CR 608.2). */
export interface SpellDef {
  /** Targets, chosen on casting (CR 601.2c). */
  targets?: readonly TargetSpec[];
  /** What it does (for a modal spell, what it does besides its chosen modes). */
  effects: readonly Effect[];
  /**
   * "X damage divided as you choose among … targets": its caster divides X among its targets as it
   * is cast, at least 1 each (CR 601.2d); the cast action's `division`, kept on the spell.
   */
  dividesX?: true;
  /** The modes of a modal spell ("Choose one —", CR 700.2), chosen on casting (CR 601.2b). */
  modes?: readonly SpellMode[];
  /** How many modes are chosen: one unless said ("Choose one or both —"). */
  modeCount?: { min: number; max: number };
  /** An additional cost to cast it (CR 601.2b, 601.2h). */
  additionalCost?: AdditionalCost;
  /** A cost its caster may pay rather than its mana cost (CR 118.9). */
  alternativeCost?: AlternativeCost;
}

/** "You may exile a blue card from your hand rather than pay this spell's mana cost" (CR 118.9). */
export interface AlternativeCost {
  /** The Oracle text of the alternative cost. */
  text: string;
  /** The card exiled from the caster's hand matches this filter. */
  exileFromHand: ObjectFilter;
}

/**
 * "As an additional cost to cast this spell, sacrifice a creature" or "… discard a card" (CR 601.2b):
 * the caster names the permanent or card as they cast the spell and pays with it as they pay its
 * total cost (CR 601.2h). One of the two.
 */
export type AdditionalCost =
  /** Sacrifice one permanent the caster controls matching this filter. */
  | { text: string; sacrifice: ObjectFilter; discard?: undefined }
  /** Discard one card from the caster's hand matching this filter (any card when empty). */
  | { text: string; discard: ObjectFilter; sacrifice?: undefined }
  /** "Exile X cards from your graveyard" (Skeletal Scrying): X of the caster's graveyard cards, X as announced (CR 601.2b). */
  | { text: string; exileXFromGraveyard: true; sacrifice?: undefined; discard?: undefined };

/** One mode of a modal spell (CR 700.2): its own targets and effects. */
export interface SpellMode {
  /** The mode's Oracle text. */
  text: string;
  /** Its targets; a `{ target: n }` in its effects counts from its own first target. */
  targets?: readonly TargetSpec[];
  /** What it does. */
  effects: readonly Effect[];
}

/** A card's behaviour: everything but its printed data. */
export interface CardBehaviour {
  /** Keyword abilities it has (CR 702). */
  keywords?: readonly Keyword[];
  /** The spell effect (instants and sorceries). */
  spell?: SpellDef;
  /** Aura: what it can enchant (CR 303.4a), targeted as it is cast. */
  enchant?: TargetSpec;
  /** Activated and mana abilities, in printed order. */
  activated?: readonly ActivatedDef[];
  /** Triggered abilities, in printed order. */
  triggered?: readonly TriggeredDef[];
  /** Static abilities, in printed order. */
  statics?: readonly StaticDef[];
  /**
   * "You may cast ~ as though it had flash if you pay {2} more to cast it": the extra cost, in Oracle
   * notation, paid whenever it is cast at a time only flash would allow (CR 601.2f, 702.8a).
   */
  flashCost?: string;
  /** "Multikicker [cost]" (CR 702.33c): an additional cost, in Oracle notation, its caster may pay any number of times. */
  multikicker?: string;
  /** For a conspiracy card: what it does to the start of the game (CR 315.5a). */
  conspiracy?: ConspiracyDef;
  /**
   * "Before you shuffle your deck to start the game, you may reveal this card from your deck and
   * exile … you drafted that aren't in your deck" (CN2): what may be exiled with each card revealed.
   */
  beforeShuffle?: BeforeShuffleDef;
}

/** What a card revealed from the deck before the shuffle lets its owner exile from their sideboard. */
export interface BeforeShuffleDef {
  /** The card types one of which each exiled card has. */
  types: readonly CardType[];
  /** How many cards are exiled with each card revealed, at least. */
  min: number;
  /** How many cards are exiled with each card revealed, at most (null: no limit). */
  max: number | null;
}
