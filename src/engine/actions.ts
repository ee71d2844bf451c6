/**
 * Actions: everything a player can do. `legalActions` lists them; `apply` performs them.
 *
 * @module
 */
import type { AttackTarget, DeepReadonly, ObjectId, PlayerId, PriorityStops, Ref } from '../state/types.js';
import type { ManaType } from './mana.js';

/** Keep the opening hand (CR 103.5). */
export interface KeepAction { type: 'keep'; player: PlayerId }
/** Take a mulligan (CR 103.5). */
export interface MulliganAction { type: 'mulligan'; player: PlayerId }
/** Put a card from hand on the bottom of the library after a mulligan (CR 103.5). */
export interface BottomAction { type: 'bottom'; player: PlayerId; card: ObjectId }
/** Pass priority (CR 117.3d). */
export interface PassAction { type: 'pass'; player: PlayerId }
/** Play a land (CR 305.1), a special action (CR 116.2a). */
export interface PlayLandAction {
  type: 'playLand';
  player: PlayerId;
  card: ObjectId;
  /** For a card without a name: the card it is named as it is played (see `RuleModule.nameObject`). */
  name?: string;
}
/**
 * Which mana abilities pay a cost (CR 601.2g, 605.3a): the permanents to tap for mana, each by the
 * mana ability the engine's payment planner uses for it ({T}: add mana); the engine chooses the type
 * each makes among those it can. Every permanent named is tapped; mana the cost does not need stays
 * in the pool (CR 106.4). Absent: the engine plans a payment of its own (see `GameSettings.manaAbilities`).
 */
export type ManaPayment = ObjectId[];

/**
 * Cast a spell (CR 601). Mana is paid from the pool and, for what the pool lacks, by the mana
 * abilities `payment` names or, without one, by mana abilities the engine chooses (a canonical
 * payment plan, DESIGN "Paying costs").
 */
export interface CastAction {
  type: 'cast';
  player: PlayerId;
  card: ObjectId;
  /** Targets in the order of the spell's target specs (CR 601.2c). */
  targets: Ref[];
  /** The value of X (CR 601.2b), 0 if the cost has none. */
  x: number;
  /** For a modal spell: the chosen modes' indexes, ascending (CR 700.2, 601.2b). */
  modes?: number[];
  /** For a card without a name: the card it is named as it is cast (see `RuleModule.nameObject`). */
  name?: string;
  /** For a spell with an additional cost of sacrificing a permanent: the permanent sacrificed (CR 601.2b, 601.2h). */
  sacrifice?: ObjectId;
  /** For a spell with an additional cost of discarding a card: the card discarded (CR 601.2b, 601.2h). */
  discard?: ObjectId;
  /** For a spell with an additional cost of exiling X cards from the caster's graveyard: those cards, X of them (CR 601.2b, 601.2h). */
  exileFromGraveyard?: ObjectId[];
  /**
   * For a spell that divides damage among its targets: each target's share, in the order of
   * `targets`, at least 1 each and adding up to X (CR 601.2d). The listing offers one division per
   * choice of targets and X; any legal one is accepted.
   */
  division?: number[];
  /** For a spell with multikicker: the number of times its kicker cost is paid (CR 702.33c–d); 0 when absent. */
  kicked?: number;
  /**
   * For a spell with an alternative cost of exiling a card from hand: the card exiled rather than
   * paying its mana cost (CR 118.9, 601.2b); absent when the mana cost is paid.
   */
  exileInstead?: ObjectId;
  /** The permanents whose mana abilities pay the spell's mana cost; absent: the engine's plan. */
  payment?: ManaPayment;
}
/** Activate an activated or mana ability (CR 602, 605). */
export interface ActivateAction {
  type: 'activate';
  player: PlayerId;
  source: ObjectId;
  /** Index into the source's activated abilities. */
  ability: number;
  targets: Ref[];
  x: number;
  /** For a mana ability that lets its controller choose a color of mana: the one chosen (CR 106.1a). */
  color?: ManaType;
  /** For a cost of "Exile a card from your hand": the card exiled (CR 602.2b). */
  exile?: ObjectId;
  /** For a cost of "Sacrifice a creature": the permanent sacrificed (CR 602.2b). */
  sacrifice?: ObjectId;
  /**
   * For a land's mana ability that triggers mana abilities adding mana of any color (Regal Behemoth,
   * CR 605.1b): the color of each additional mana, in order.
   */
  additionalColors?: ManaType[];
  /**
   * For a mana ability adding X mana in any combination of colors (Selvala, Heart of the Wilds, CR
   * 106.1a): the color of each mana, X of them.
   */
  colors?: ManaType[];
  /**
   * For a mana ability whose controller chooses a player who adds the mana (Spectral Searchlight):
   * that player. If it is another player, they choose the color as it resolves (CR 605.3b).
   */
  chosenPlayer?: PlayerId;
  /**
   * For an ability whose X is the mana value of a card its controller chooses as they activate it
   * (Caller of the Untamed, CR 107.3c and its ruling): that card, whose mana value `x` must be. It
   * may be left out only when one card of those offered has that mana value.
   */
  chosenCard?: ObjectId;
  /** For a card without a name: the card it is named as an ability of it that uses the stack is activated (see `RuleModule.nameObject`). */
  name?: string;
  /** The permanents whose mana abilities pay the mana in the ability's cost; absent: the engine's plan. */
  payment?: ManaPayment;
}
/** Add one attacking creature to the attack being declared (CR 508.1a–b, 802.3). */
export interface DeclareAttackerAction {
  type: 'declareAttacker';
  player: PlayerId;
  attacker: ObjectId;
  target: AttackTarget;
  /** Declares it in a band with this creature, already declared to attack the same thing (CR 702.22c). */
  band?: ObjectId;
}
/**
 * Take a creature back out of the attack being declared. `apply` performs it, for interfaces that let
 * a player change their mind, but `legalActions` never lists it: a player picking only listed
 * actions could otherwise add and take back creatures forever. Each listed addition keeps the
 * declaration one that further additions can make legal, so it never needs taking back.
 */
export interface UndeclareAttackerAction { type: 'undeclareAttacker'; player: PlayerId; attacker: ObjectId }
/** Finish declaring attackers; the whole declaration is checked (CR 508.1c–d). */
export interface ConfirmAttackersAction {
  type: 'confirmAttackers';
  player: PlayerId;
  /**
   * The permanents tapped for mana to pay what the declaration costs (Ghostly Prison's "pays {2}
   * for each creature", CR 508.1h–j), as {@link CastAction.payment} names them; a permanent may be
   * named only when the declaration costs mana (an empty list is accepted when it costs nothing).
   * Absent: the engine plans the payment.
   */
  payment?: ManaPayment;
}
/** One creature of a whole declaration of attackers: what it attacks, and the band it joins, if any. */
export interface AttackDeclaration {
  attacker: ObjectId;
  target: AttackTarget;
  /** Declares it in a band with this creature, earlier in the same list and attacking the same thing (CR 702.22c). */
  band?: ObjectId;
}
/**
 * Declare all attackers at once (CR 508.1): the whole declaration, checked as one against every
 * restriction, requirement and cost (508.1c–d, 508.1h–j) and then made, or refused with the rule it
 * breaks and nothing changed. An empty list attacks with nothing. Whatever was added one creature at
 * a time before is replaced. Not listed by `legalActions` (the declarations are too many to list).
 */
export interface DeclareAttackersAction {
  type: 'declareAttackers';
  player: PlayerId;
  attackers: AttackDeclaration[];
  /** The permanents tapped for mana to pay the declaration's cost, as {@link ConfirmAttackersAction.payment}. */
  payment?: ManaPayment;
}
/** Add one blocking creature to the blocks being declared (CR 509.1a). */
export interface DeclareBlockerAction { type: 'declareBlocker'; player: PlayerId; blocker: ObjectId; attacker: ObjectId }
/**
 * Take a creature back out of the blocks being declared. Like `undeclareAttacker`, `apply` performs
 * it but `legalActions` does not list it, so that listed actions always finish the declaration.
 */
export interface UndeclareBlockerAction { type: 'undeclareBlocker'; player: PlayerId; blocker: ObjectId }
/** Finish declaring blockers; the whole declaration is checked (CR 509.1b–c). */
export interface ConfirmBlockersAction { type: 'confirmBlockers'; player: PlayerId }
/** One block of a whole declaration of blockers: a creature and an attacker it blocks (a creature may block several, CR 509.1a). */
export interface BlockDeclaration { blocker: ObjectId; attacker: ObjectId }
/**
 * Declare all of a defending player's blockers at once (CR 509.1): checked as one against every
 * restriction (509.1b–c) and then made, or refused with the rule it breaks and nothing changed. An
 * empty list blocks with nothing. Whatever was added one creature at a time before is replaced. Not
 * listed by `legalActions`.
 */
export interface DeclareBlockersAction { type: 'declareBlockers'; player: PlayerId; blockers: BlockDeclaration[] }
/**
 * Divide an attacking creature's combat damage (CR 510.1c, 702.19b), or that of a creature blocking a band
 * (CR 702.22k), named as `attacker`, whose amounts follow the creatures it blocks. Amounts follow the recipients.
 */
export interface AssignDamageAction {
  type: 'assignDamage';
  player: PlayerId;
  attacker: ObjectId;
  /** Damage to each blocker, in the order of the attacker's blockers, then to what it attacks. */
  amounts: number[];
}
/** Put one pending triggered ability on the stack, with its targets (CR 603.3b, 603.3d). */
export interface PutTriggerAction { type: 'putTrigger'; player: PlayerId; index: number; targets: Ref[]; modes?: number[] }
/** Answer a choice asked while a spell or ability resolves: indexes into its options. */
export interface ChooseAction { type: 'choose'; player: PlayerId; choice: number[] }
/** Discard a card, as a turn-based action (CR 514.1) or an effect asks. */
export interface DiscardAction { type: 'discard'; player: PlayerId; card: ObjectId }
/**
 * Set the steps where the player wants priority with an empty stack (see `GameSettings.stops`), or
 * `null` to be asked wherever they could act: a client's preference, accepted at any time from a
 * player still in the game, so never listed. It changes nothing else: the new stops apply from the
 * player's next priority on, and a decision pending (a priority they hold) stays theirs (CR 117.3d).
 */
export interface SetStopsAction { type: 'setStops'; player: PlayerId; stops: PriorityStops | null }
/** Concede (CR 104.3a): legal at any time for any player still in the game, so never listed. */
export interface ConcedeAction { type: 'concede'; player: PlayerId }

/** Put a conspiracy card from the sideboard into the command zone as the game begins (CR 905.4, 315.2). */
export interface PutConspiracyAction { type: 'putConspiracy'; player: PlayerId; card: ObjectId }
/**
 * Secretly choose every card name of the face-down conspiracy being put into the command zone, in
 * one action: one name for hidden agenda (CR 702.106a), two different ones for double agenda
 * (702.106f). One action whatever the number, so that other players cannot tell the two apart
 * (702.106b); the order of a double agenda's names is kept (Summoner's Bond tells them apart by it).
 */
export interface NameCardAction { type: 'nameCard'; player: PlayerId; names: string[] }
/** Choose a number for the conspiracy being put into the command zone (Emissary's Ploy). */
export interface ChooseNumberAction { type: 'chooseNumber'; player: PlayerId; number: number }
/** Finish putting conspiracies into the command zone (CR 905.4). */
export interface FinishConspiraciesAction { type: 'finishConspiracies'; player: PlayerId }
/** Keep one of several opening hands; the others are shuffled into the library (Backup Plan). */
export interface KeepHandAction { type: 'keepHand'; player: PlayerId; index: number }
/**
 * Play a basic land from outside the game (Sovereign's Realm): one of the player's sideboard by that
 * name, or one of the basic lands a limited sideboard is considered to hold as many of as needed.
 */
export interface PlayLandFromOutsideAction { type: 'playLandFromOutside'; player: PlayerId; name: string }
/**
 * Reveal a card from your deck before the shuffle, to exile cards you drafted that aren't in your
 * deck with it (Arcane Savant, Volatile Chimera, Caller of the Untamed).
 */
export interface RevealFromDeckAction { type: 'revealFromDeck'; player: PlayerId; card: ObjectId }
/** Exile a card of your sideboard with a card you revealed from your deck before the shuffle (`with`: its id in the library). */
export interface ExileDraftedAction { type: 'exileDrafted'; player: PlayerId; card: ObjectId; with: ObjectId }
/** Turn a face-down conspiracy you control face up, a special action (CR 116.2j, 702.106c). */
export interface TurnFaceUpAction { type: 'turnFaceUp'; player: PlayerId; object: ObjectId }
/**
 * An action a format's own rules define (a variant's deploying, say), performed by the rule
 * module that declares `name` among its variant actions; the standard formats have none. What
 * `object` and `target` mean is up to that module.
 */
export interface VariantAction {
  type: 'variant';
  player: PlayerId;
  /** Which of the format's variant actions. */
  name: string;
  /** The object it is about, if any. */
  object?: ObjectId;
  /** A player or object it aims at, if any. */
  target?: Ref;
}

/** Every action of the core game. */
export type Action =
  | KeepAction
  | MulliganAction
  | BottomAction
  | PassAction
  | PlayLandAction
  | CastAction
  | ActivateAction
  | DeclareAttackerAction
  | UndeclareAttackerAction
  | ConfirmAttackersAction
  | DeclareAttackersAction
  | DeclareBlockerAction
  | UndeclareBlockerAction
  | ConfirmBlockersAction
  | DeclareBlockersAction
  | AssignDamageAction
  | PutTriggerAction
  | ChooseAction
  | DiscardAction
  | ConcedeAction
  | SetStopsAction
  | PutConspiracyAction
  | NameCardAction
  | ChooseNumberAction
  | FinishConspiraciesAction
  | KeepHandAction
  | TurnFaceUpAction
  | PlayLandFromOutsideAction
  | RevealFromDeckAction
  | ExileDraftedAction
  | VariantAction;

/**
 * An action, read-only at every depth: what a client may hold in an immutable store. `apply` and
 * `tryApply` take it (they only read the action), as they take an {@link Action}.
 */
export type ReadonlyAction = DeepReadonly<Action>;

/** The action types, for validation of outside input. */
export const ACTION_TYPES: readonly Action['type'][] = Object.freeze([
  'keep', 'mulligan', 'bottom', 'pass', 'playLand', 'cast', 'activate', 'declareAttacker',
  'undeclareAttacker', 'confirmAttackers', 'declareAttackers', 'declareBlocker', 'undeclareBlocker', 'confirmBlockers', 'declareBlockers',
  'assignDamage', 'putTrigger', 'choose', 'discard', 'concede', 'setStops', 'putConspiracy', 'nameCard', 'chooseNumber',
  'finishConspiracies', 'keepHand', 'turnFaceUp', 'playLandFromOutside', 'revealFromDeck', 'exileDrafted', 'variant',
]);
