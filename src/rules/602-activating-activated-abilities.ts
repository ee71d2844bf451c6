/**
 * CR 602 Activating Activated Abilities, and CR 605 Mana Abilities: an activated ability goes on
 * the stack (CR 602.2a) with its targets and paid costs; a mana ability resolves at once without
 * using the stack (CR 605.3b).
 *
 * @module
 */
import type { Action, ActivateAction } from '../engine/actions.js';
import type { CardDefinition } from '../cards/definition.js';
import { findDefinition } from '../engine/card-catalog.js';
import { commandGrants, commandZoneMayGrantActivated, ownActivatedAbilities } from '../engine/abilities.js';
import type { ActivatedDef } from '../cards/types.js';
import { cardFeature, objectsWithFeature } from '../engine/card-features.js';
import { characteristics, definitionOf, keepsGrantedAbility, objectsGeneration, withCharacteristicsMemo, zoneContentsGeneration } from '../engine/characteristics.js';
import { targetsChosen } from '../engine/becomes-target.js';
import { canPayMana, canPayOtherCosts, canTapForCost, isTapForMana, manaPart, manaProbeOf, manaSources, manaTypesOf, payMana, paymentSources, payOtherCosts, plannerManaAbilities, sacrificeCostOptions } from '../engine/costs.js';
import { unplannedManaOpensAnAction } from '../engine/unplanned-mana.js';
import { check, RulesError } from '../engine/errors.js';
import { unpaidManaRefusal } from '../engine/mana-reach.js';
import { modulesWith, nameAs, type AttackPayment, type RuleChoice, type RuleModule } from '../engine/format.js';
import { emit } from '../engine/log.js';
import { addMana, COLORS, MANA_TYPES, type Color, type ManaType } from '../engine/mana.js';
import { isLand, landManaBonus, landManaBonuses, resolveLandManaTriggers } from '../engine/triggered-mana.js';
import { isLegalTarget, isRefList, requiredTargets, sameRef, sameTargetWord, targetCombinations } from '../engine/targets.js';
import type { GameObject, GameState, ObjectId, PlayerId } from '../state/types.js';
import { createObject, obj, onBattlefield } from '../zones/zones.js';
import { hasPriority, sorceryTiming } from './timing.js';
import { amountOf, askedToPayAtResolution, resolveManaAbility } from '../engine/resolve.js';
import { continueResolution } from '../engine/flow.js';
import { resumeDeclaration } from './506-combat-phase.js';
import { addedByChosenPlayer, answerChosenPlayerColor, askChosenPlayerColor, CHOSEN_PLAYER_COLOR_RULE, chosenPlayerAdds } from '../engine/mana-by-chosen-player.js';
import { apnap, inGame } from '../engine/players.js';
import { mutableObject, privateCopy } from '../engine/working-copy.js';
import { mayKnowCard } from '../state/view.js';

/** An activated ability a permanent has: its definition, and the card and index that define it. */
interface Activatable {
  /** The ability. */
  ab: ActivatedDef;
  /** The card whose definition holds it: the permanent's own, or the Aura or Equipment that grants it. */
  card: string;
  /** Its index in that card's `activated` list. */
  index: number;
}

/** What the activation rules read of a card's definition, worked out once per definition (shared, read-only). */
interface ActivationInfo {
  /** The activated abilities it defines for the permanent itself (not those it grants, nor those of a hand). */
  own: Activatable[];
  /** The abilities that function only while it is in its owner's hand (CR 702.29a). */
  hand: Activatable[];
  /** Whether one of its own may be activated by any player (CR 602.2). */
  anyPlayer: boolean;
  /** Whether every one of its own has {T} in its cost. */
  allTap: boolean;
  /** Whether it has some of its own and each may be activated only at sorcery timing (CR 602.5d, 606.3: "activate only as a sorcery", equip, loyalty abilities). */
  sorceryOnly: boolean;
  /** Whether it grants activated abilities to what it is attached to. */
  grants: boolean;
}

const activationInfos = new WeakMap<CardDefinition, ActivationInfo>();

/** The {@link ActivationInfo} of a definition. */
function activationInfo(def: CardDefinition): ActivationInfo {
  let info = activationInfos.get(def);
  if (info === undefined) {
    const own: Activatable[] = [];
    const hand: Activatable[] = [];
    (def.activated ?? []).forEach((ab, index) => {
      if (ab.fromHand) hand.push({ ab, card: def.name, index });
      else if (!ab.grantedTo) own.push({ ab, card: def.name, index });
    });
    const sorceryOnly = own.length > 0 && own.every((a) => a.ab.sorcery === true || a.ab.cost.loyalty !== undefined);
    const grants = (def.activated ?? []).some((ab) => ab.grantedTo !== undefined);
    info = { own, hand, anyPlayer: own.some((a) => a.ab.anyPlayer === true), allTap: own.every((a) => a.ab.cost.tap === true), sorceryOnly, grants };
    activationInfos.set(def, info);
  }
  return info;
}

/**
 * Whether a tapped permanent has only abilities it cannot activate while tapped: its card's own, all
 * with {T} in their costs (CR 107.5, 118.3), and none granted or added. The listing skips such a
 * permanent without working out its abilities.
 */
function tappedWithOnlyTapAbilities(state: GameState, source: ObjectId, granted: Map<ObjectId, Activatable[]> | null): boolean {
  const o = obj(state, source);
  if (!o.tapped || state.command.length > 0 || granted?.has(source) || o.copyOf?.activatedOf !== undefined) return false;
  const def = definitionOf(o);
  return def === undefined || activationInfo(def).allTap;
}

/** The feature of a card that grants activated abilities to what it is attached to. */
const GRANTS_TO_ATTACHED = cardFeature('grants activated abilities to what it is attached to', (def) => def.activated?.some((ab) => ab.grantedTo === 'attached') ?? false);

/**
 * The abilities the Auras and Equipment on the battlefield grant, by the permanent they are attached
 * to, in the order they arrived (CR 613.1f); null when none does. One pass over the battlefield.
 */
function grantedAbilities(state: GameState): Map<ObjectId, Activatable[]> | null {
  let out: Map<ObjectId, Activatable[]> | null = null;
  for (const id of objectsWithFeature(state, 'battlefield', GRANTS_TO_ATTACHED)) {
    const by = state.objects[id] as GameObject;
    const a = by.attachedTo;
    if (a === null || !('object' in a)) continue;
    const def = definitionOf(by);
    if (!def || !characteristics(state, id).hasAbilities) continue;
    out ??= new Map();
    const list = out.get(a.object) ?? [];
    // an ability it grants stays through "loses all abilities" earlier than its attaching (CR 613.7, 613.7e)
    const kept = keepsGrantedAbility(state, a.object, by.timestamp);
    (def.activated ?? []).forEach((ab, index) => {
      if (ab.grantedTo === 'attached' && kept) list.push({ ab, card: by.card, index });
    });
    out.set(a.object, list);
  }
  return out;
}

/**
 * The activated abilities of a permanent, if it has its abilities (CR 613.1f): its own, then those
 * the Auras and Equipment attached to it grant, in the order they arrived. The `ability` of an
 * activate action indexes this list. `granted` may pass {@link grantedAbilities} computed once.
 */
function abilitiesOf(state: GameState, source: ObjectId, granted = grantedAbilities(state)): readonly Activatable[] {
  const o = obj(state, source);
  const def = definitionOf(o);
  // CR 702.29a: in a hand only the abilities that function there, and only those
  if (o.zone === 'hand') return def ? activationInfo(def).hand : [];
  // abilities granted by face-up cards in the command zone (CR 613.1f), each defined by the card that
  // grants it: on the stack it stays that ability whatever then happens to the grant (CR 113.7a)
  const fromCommand = commandGrants(state, source, 'activated');
  const given = fromCommand.length === 0 ? granted?.get(source) : [...(granted?.get(source) ?? []), ...fromCommand];
  // CR 305.7: a land whose land type an effect set has the intrinsic mana abilities of its basic land
  // types instead of its card's, and keeps those other effects grant it
  if (characteristics(state, source).intrinsicOnly) {
    const intrinsic = ownActivatedAbilities(state, source).map((ab, index) => ({ ab, card: o.card, index }));
    return given === undefined ? intrinsic : [...intrinsic, ...given];
  }
  // a copy effect's exception may add another card's abilities ("except it has this ability", CR 707.9a)
  const added = o.copyOf?.activatedOf === undefined ? undefined : findDefinition(o.copyOf.activatedOf);
  if (!def?.activated && !added && given === undefined) return [];
  // a permanent that lost all abilities keeps those granted after the loss, already found (CR 613.7)
  if (!characteristics(state, source).hasAbilities) return given ?? [];
  const own = def ? activationInfo(def).own : [];
  const all = added ? [...own, ...activationInfo(added).own] : own;
  return given === undefined ? all : [...all, ...given];
}

/**
 * The activated ability an activate action's `ability` index picks on `source` as it is now (its
 * own, granted ones, or in a hand those that function there), or undefined if there is none.
 */
export function activatedAbilityAt(state: GameState, source: ObjectId, ability: number): ActivatedDef | undefined {
  return state.objects[source] === undefined ? undefined : abilitiesOf(state, source)[ability]?.ab;
}

/** The colors a mana ability may make, when it lets the player choose (one entry when it doesn't). */
function manaChoices(ab: ActivatedDef, state: GameState, source: ObjectId, player: PlayerId): (ManaType | undefined)[] {
  const e = ab.effects[0];
  if (!ab.mana || !e || e.do !== 'addMana') return [undefined];
  // "X mana in any combination of colors": the colors are the action's `colors` (see combinationSize)
  if (e.mana === 'anyCombination') return [undefined];
  const types = manaTypesOf(e.mana, state, source, player);
  // CR 605.2: a mana ability with no type of mana to add now is a mana ability all the same, activated
  // and adding nothing: one adding what other permanents could produce (CR 106.7), or one whose colours
  // come from elsewhere (Paliano, the High City without colours chosen in the draft, its ruling)
  if (types.length === 0) return [undefined];
  return types.length > 1 ? types : [undefined];
}

/**
 * The additional mana triggered mana abilities add as `player` taps `source` for mana with `ab`
 * (CR 605.1b): none unless `source` is a land, and none when the ability produces no mana — one
 * adding a type other lands could produce when there is none (CR 106.7), or Paliano, the High City
 * without colours chosen (CR 605.2) — since an ability that
 * triggers on a land being tapped for mana triggers only when that mana ability produces mana
 * (CR 106.12a).
 */
function landBonusFor(ab: ActivatedDef, state: GameState, source: ObjectId, player: PlayerId): number {
  if (!ab.mana || !isLand(state, source)) return 0;
  const e = ab.effects[0];
  if (ab.effects.length === 1 && e?.do === 'addMana' && e.mana !== 'anyCombination' && manaTypesOf(e.mana, state, source, player).length === 0) return 0;
  return landManaBonus(state, player);
}

/**
 * For a mana ability that adds X mana in any combination of colors (CR 106.1a): X as it would resolve
 * now (CR 605.3b: it resolves as it is activated), none below 0; null for any other ability.
 */
function combinationSize(ab: ActivatedDef, state: GameState, source: ObjectId, player: PlayerId): number | null {
  const e = ab.effects[0];
  if (!ab.mana || ab.effects.length !== 1 || e?.do !== 'addMana' || e.mana !== 'anyCombination') return null;
  return Math.max(0, amountOf({ state, object: source, source, controller: player, targets: [], x: 0, legal: [] }, e.amount));
}

/**
 * Whether the abilities of an object function where it is: a permanent, a card in the command zone
 * (CR 113.6p: the abilities of conspiracy cards function there; a face-down one has none, CR 315.5b,
 * as its characteristics say), or a card in a hand for its abilities that function only there (CR
 * 702.29a).
 */
function functions(state: GameState, source: ObjectId): boolean {
  if (onBattlefield(state, source)) return true;
  const o = state.objects[source];
  return o !== undefined && (o.zone === 'command' || o.zone === 'hand') && o.movedTo === null;
}

/** Whether a card in a hand has abilities that function there (CR 702.29a). */
function hasHandAbilities(state: GameState, card: ObjectId): boolean {
  const def = definitionOf(obj(state, card));
  return def !== undefined && activationInfo(def).hand.length > 0;
}

/** A permanent or command-zone card with activated abilities, and those abilities (see {@link abilitiesOf}). */
interface AbilitySource {
  source: ObjectId;
  abilities: readonly Activatable[];
  /** Another player's permanent: only its abilities any player may activate are offered (CR 602.2). */
  othersOnly?: boolean;
}

/** Where {@link abilitySources} are kept on an objects generation (see `objectsGeneration`). */
const SOURCES = Symbol('abilitySources');

/**
 * The permanents and face-up command-zone cards `player` controls that have activated abilities,
 * with those abilities, in zone order; a tapped permanent whose abilities all need {T} is left out.
 * What they are depends only on the objects (their characteristics, attachments and the command
 * zone's grants), so it is kept while no object changes: the option checks of several players
 * passing in turn look at the battlefield once.
 */
function abilitySources(state: GameState, player: PlayerId): readonly AbilitySource[] {
  const generation = objectsGeneration(state);
  if (generation === null) return findAbilitySources(state, player);
  const byPlayer = (generation[SOURCES] ??= []) as AbilitySource[][];
  return (byPlayer[player] ??= findAbilitySources(state, player));
}

/**
 * Finds what {@link abilitySources} keeps. With mana paid automatically, and nothing granting or
 * adding activated abilities (Auras and Equipment, the command zone, copies with another card's
 * abilities), only the permanents whose card has an ability other than a plain {T} mana ability are
 * looked at: the others have only abilities the planner taps them by, which the lister passes over
 * (the same candidates as `mayActivateSomething`'s, in the battlefield's order).
 */
function findAbilitySources(state: GameState, player: PlayerId): AbilitySource[] {
  // without control-changing effects (layer 2), a permanent's controller is the one recorded
  const controlChanges = state.effects.some((e) => e.change.kind === 'control');
  const granted = grantedAbilities(state);
  const out: AbilitySource[] = [];
  const onlyOffered = state.settings.manaAbilities === 'automatic' && granted === null && !commandZoneMayGrantActivated(state) && copiesWithAbilities(state).length === 0;
  const permanents = onlyOffered ? objectsWithFeature(state, 'battlefield', HAS_OFFERED_ABILITY) : state.battlefield;
  for (const zone of [permanents, state.command]) {
    for (const source of zone) {
      if (!controlChanges && obj(state, source).controller !== player) {
        // another player's permanent with an ability any player may activate (CR 602.2)
        const def = zone === permanents ? definitionOf(obj(state, source)) : undefined;
        if (def === undefined || !activationInfo(def).anyPlayer) continue;
      }
      if (tappedWithOnlyTapAbilities(state, source, granted)) continue;
      const abilities = abilitiesOf(state, source, granted);
      if (abilities.length === 0) continue;
      if (characteristics(state, source).controller === player) out.push({ source, abilities });
      else if (zone === permanents && abilities.some((a) => a.ab.anyPlayer)) out.push({ source, abilities, othersOnly: true });
    }
  }
  return out;
}

/**
 * Whether an activated ability is a mana ability the payment planner uses whatever the game looks
 * like ({T}: add a fixed amount of listed mana or of any color), and so, paid automatically, no
 * activation a player is asked about (see `plannerManaAbilities`).
 */
function alwaysPlanned(ab: ActivatedDef): boolean {
  if (!isTapForMana(ab)) return false;
  const mana = (ab.effects[0] as Extract<ActivatedDef['effects'][number], { do: 'addMana' }>).mana;
  return mana === 'anyColor' || (Array.isArray(mana) && mana.length > 0);
}

/**
 * The feature of a card with an activated ability other than one {@link alwaysPlanned} (of any
 * amount: the planner taps a permanent by any of them, see `plannerManaAbilities`), or one it grants.
 */
const HAS_OFFERED_ABILITY = cardFeature('has an activated ability not always paid by the planner', (def) => (def.activated ?? []).some((ab) => !alwaysPlanned(ab)));

/** Where the battlefield's copies that have another card's activated abilities are kept on a zone-contents generation. */
const COPIES_WITH_ABILITIES = Symbol('copiesWithAbilities');

/** The permanents that are copies with another card's activated abilities (CR 707.9a), kept while the battlefield holds the same cards. */
function copiesWithAbilities(state: GameState): readonly ObjectId[] {
  const generation = zoneContentsGeneration(state);
  if (generation === null) return findCopiesWithAbilities(state);
  return ((generation[COPIES_WITH_ABILITIES] as ObjectId[] | undefined) ??= findCopiesWithAbilities(state));
}

function findCopiesWithAbilities(state: GameState): ObjectId[] {
  return state.battlefield.filter((id) => obj(state, id).copyOf?.activatedOf !== undefined);
}

/**
 * A sound quick test for the 602 lister with mana paid automatically: false only if `player` has no
 * activated ability to be offered now. Looks only at the permanents and command-zone cards whose card
 * has an ability other than a plain {T} mana ability (kept per zone contents), and at the hand.
 * Without sorcery timing it passes over a permanent whose abilities may all be activated only at
 * sorcery timing (equip, loyalty abilities): with nothing granted to it, which the test looks for
 * first, those are all it has.
 */
function mayActivateSomething(state: GameState, player: PlayerId): boolean {
  if (state.command.length > 0 && (commandZoneMayGrantActivated(state) || objectsWithFeature(state, 'command', HAS_OFFERED_ABILITY).length > 0)) return true;
  if (copiesWithAbilities(state).length > 0) return true;
  let sorcery: boolean | undefined;
  for (const id of objectsWithFeature(state, 'battlefield', HAS_OFFERED_ABILITY)) {
    const o = obj(state, id);
    if (o.faceDown) continue;
    const def = definitionOf(o) as CardDefinition;
    const info = activationInfo(def);
    // abilities granted to what it is attached to, or that any player may activate (CR 602.2)
    if (info.anyPlayer || info.grants) return true;
    // CR 602.5d, 606.3: abilities activated only as a sorcery are not offered outside sorcery timing
    if (info.sorceryOnly && !(sorcery ??= sorceryTiming(state, player))) continue;
    if (characteristics(state, id).controller === player && !tappedWithOnlyTapAbilities(state, id, null)) return true;
  }
  const hand = state.players[player]?.hand ?? [];
  for (const card of hand) if (hasHandAbilities(state, card)) return true;
  return false;
}

/** Whether a player could activate this ability of `source` now, ignoring targets. */
function canActivate(state: GameState, player: PlayerId, source: ObjectId, ab: ActivatedDef | undefined): boolean {
  if (!functions(state, source)) return false;
  if (!ab) return false;
  // CR 602.2: only its controller, unless it says any player may
  if (characteristics(state, source).controller !== player && !(ab.anyPlayer && onBattlefield(state, source))) return false;
  return canActivateNow(state, player, source, ab);
}

/**
 * Why {@link canActivate} refuses an ability (its message and rule), for the error of a refused
 * activation: the first of its tests that fails, the most specific rule cited.
 */
function activationRefusal(state: GameState, player: PlayerId, source: ObjectId, ab: ActivatedDef): [string, string] {
  if (characteristics(state, source).controller !== player && !(ab.anyPlayer && onBattlefield(state, source))) return ['only its controller may activate that ability', '602.2'];
  // CR 605.3a: a mana ability also when a payment is asked; CR 117.1b: any other with priority
  if (!hasPriority(state, player) && !(ab.mana && askedForMana(state, player))) return ab.mana ? ['you may activate a mana ability only with priority or when asked to pay', '605.3a'] : ['you cannot activate that ability without priority', '117.1b'];
  if (ab.cost.tap && attackPayment(state)?.tapsAsDeclared(state, source) === true) return ['that creature is declared to attack and becomes tapped as it does: it cannot tap for the ability', '508.1f'];
  if (ab.cost.tap && ab.mana && attackPayment(state)?.mustStayAble(state, source) === true) return ['every legal declaration has that creature attack: it cannot tap for mana first', '508.1d'];
  if (ab.sorcery && !sorceryTiming(state, player)) return ['that ability is activated only as a sorcery', '602.5d'];
  if (ab.onlyWhile && !ab.onlyWhile(state, source)) return ['it does not have that ability now', '602.2'];
  if (ab.duringYourUpkeep && (state.turn.active !== player || state.turn.step !== 'upkeep')) return ['that ability is activated only during your upkeep', '602.5b'];
  if (ab.cost.loyalty !== undefined && (!sorceryTiming(state, player) || obj(state, source).loyaltyTurn === state.turn.number)) return ['a loyalty ability is activated only as a sorcery, once a turn for each permanent', '606.3'];
  // CR 606.6: a negative loyalty cost needs at least that many loyalty counters
  if (ab.cost.loyalty !== undefined && ab.cost.loyalty < 0 && (obj(state, source).counters.loyalty ?? 0) < -ab.cost.loyalty) return ['it has too few loyalty counters to pay that cost', '606.6'];
  // CR 302.6: a creature's {T} ability needs it under its controller's control since their most recent turn began
  if (ab.cost.tap && !obj(state, source).tapped && !canTapForCost(state, source)) return ['that creature has summoning sickness: its {T} ability cannot be activated', '302.6'];
  if (ab.cost.tap && obj(state, source).tapped) return ['it is tapped: the {T} in the cost cannot be paid', '602.2b'];
  const refusal = 'you cannot pay that ability\'s cost now';
  // CR 605.3a: its mana, where mana abilities the planner does not activate could pay it once activated
  return [canPayOtherCosts(state, player, source, ab.cost) ? unpaidManaRefusal(state, player, manaPart(ab.cost), 0, ab.cost.tap ? source : null, refusal) : refusal, '602.2b'];
}

/** How the format's combat rules have a declaration of attackers paid for as it is made (CR 508.1h–j); none in a format without attacks. */
function attackPayment(state: GameState): AttackPayment | undefined {
  return modulesWith(state, 'attackPayment')[0]?.attackPayment;
}

/**
 * Whether `player` is paying what their declaration of attackers costs and it can still be
 * finished (CR 508.1i–j): then a mana ability that leaves it unable to be finished is refused (733.1).
 */
function payingForAttack(state: GameState, player: PlayerId): boolean {
  const rules = attackPayment(state);
  return rules !== undefined && rules.paying(state, player) && rules.canBeFinished(state);
}

/**
 * Whether a rule or an effect asks `player` for a mana payment outside their priority, when they may
 * activate mana abilities too (CR 605.3a): what their declaration of attackers costs (508.1i),
 * "you may pay {…}" as a spell or ability resolves (608.2d), or the multikicker of a card they cast
 * while one resolves (608.2g, 601.2g).
 */
function askedForMana(state: GameState, player: PlayerId): boolean {
  return attackPayment(state)?.paying(state, player) === true || askedToPayAtResolution(state, player);
}

/** {@link canActivate} for an ability of a permanent the player controls. */
function canActivateNow(state: GameState, player: PlayerId, source: ObjectId, ab: ActivatedDef): boolean {
  if (!hasPriority(state, player) && !(ab.mana && askedForMana(state, player))) return false;
  if (ab.cost.tap && attackPayment(state)?.tapsAsDeclared(state, source) === true) return false;
  // CR 508.1d before 508.1h-j: a creature every legal declaration has attack can't tap for mana first
  if (ab.cost.tap && ab.mana && attackPayment(state)?.mustStayAble(state, source) === true) return false;
  if (ab.sorcery && !sorceryTiming(state, player)) return false;
  // CR 613.1f: an ability it has only as long as a condition holds
  if (ab.onlyWhile && !ab.onlyWhile(state, source)) return false;
  // CR 602.5b: "Activate only during your upkeep"
  if (ab.duringYourUpkeep && (state.turn.active !== player || state.turn.step !== 'upkeep')) return false;
  // CR 606.3: a loyalty ability at sorcery speed, and only if none of the permanent's was activated this turn
  if (ab.cost.loyalty !== undefined && (!sorceryTiming(state, player) || obj(state, source).loyaltyTurn === state.turn.number)) return false;
  if (!canPayOtherCosts(state, player, source, ab.cost)) return false;
  const mana = manaPart(ab.cost);
  return mana.length === 0 || canPayMana(state, player, mana, 0, ab.cost.tap ? source : null);
}

/** The most X the abilities' lister offers: a bound, like casting's, far above any real mana supply. */
const X_BOUND = 64;

/**
 * The values of X a player could pay for an ability now (CR 107.3, 602.2b): none beyond 0 when its
 * cost has no {X}, otherwise every X from 0 up to the most its mana sources can pay.
 */
function payableX(state: GameState, player: PlayerId, source: ObjectId, ab: ActivatedDef): number {
  const mana = manaPart(ab.cost);
  if (!mana.some((m) => m.kind === 'X')) return 0;
  const exclude = ab.cost.tap ? source : null;
  const sources = manaSources(state, player);
  let x = 0;
  while (x < X_BOUND && canPayMana(state, player, mana, x + 1, exclude, sources)) x++;
  return x;
}

/** Every choice of colors for `n` additional mana, as non-decreasing lists in WUBRG order (the order adds nothing). */
function colorMultisets(n: number): ManaType[][] {
  const out: ManaType[][] = [];
  const rec = (from: number, cur: ManaType[]): void => {
    if (cur.length === n) {
      out.push([...cur]);
      return;
    }
    for (let i = from; i < COLORS.length; i++) rec(i, [...cur, COLORS[i] as ManaType]);
  };
  rec(0, []);
  return out;
}

/** The refusal of an activation naming an ability its source does not have now, or a source the player may not know. */
const NO_SUCH_ABILITY = 'you cannot activate that: the object has no such ability now';

/**
 * Activates an ability (CR 602.2) or a mana ability (CR 605.3), or refuses the action with the rule
 * it breaks. A mana ability activated to pay what attacking costs (CR 508.1i) after which a
 * declaration of attackers that could be finished no longer can is refused: the declaration could
 * not be completed, so the activation is reversed (CR 733.1), and the player goes on declaring from
 * where they were, where they may finish it in a legal way (CR 733.2). A declaration built with
 * unlisted additions that already could not be finished is taken back creature by creature instead
 * (see `listAttacks`).
 */
function performActivate(state: GameState, action: Action): void {
  const a = action as ActivateAction;
  check(Number.isInteger(a.source) && Number.isInteger(a.ability), 'malformed', 'source and ability must be ids');
  check(isRefList(a.targets), 'malformed', 'targets must be a list of {player} or {object}');
  check(Number.isInteger(a.x) && a.x >= 0, 'malformed', 'x must be a whole number of at least 0');
  check(state.objects[a.source] !== undefined, 'malformed', `no object ${a.source}`);
  // CR 400.2, 401.2, 402.3: a card of another player's the player may not know (in their hand or
  // library, face down under their control) has no ability they can activate, and the refusal
  // is the same whatever the card: a host sends it to a client that named any object id. (In
  // their own library no ability works, whatever the card: the refusals further on tell nothing.)
  const source = state.objects[a.source] as GameObject;
  check(mayKnowCard(state, a.source, a.player) || (source.zone === 'library' && source.owner === a.player), 'illegal', NO_SUCH_ABILITY, '602.2');
  // a card without a name gets one as its ability is activated (a variant's unnamed cards)
  if (a.name !== undefined) nameAs(state, a.player, a.source, a.name, 'activate');
  const entry = functions(state, a.source) ? abilitiesOf(state, a.source)[a.ability] : undefined;
  check(entry, 'illegal', NO_SUCH_ABILITY, '602.2');
  if (!canActivate(state, a.player, a.source, entry.ab)) {
    const [why, rule] = activationRefusal(state, a.player, a.source, entry.ab);
    check(false, 'illegal', why, rule);
  }
  const { ab, card: definedBy, index } = entry;
  // CR 605.3a: a mana ability does not go on the stack, so it is no occasion to name its card
  check(a.name === undefined || !ab.mana, 'illegal', 'a card is named as an ability of it that goes on the stack is activated, not a mana ability', '605.3a');
  check(a.x === 0 || manaPart(ab.cost).some((m) => m.kind === 'X'), 'illegal', 'that ability has no X in its cost', '107.3a');
  const chosenCard = cardChosenForX(state, a, ab);
  const exclude = ab.cost.tap ? a.source : null;
  if (!canPayMana(state, a.player, manaPart(ab.cost), a.x, null, paymentSources(state, a.player, exclude, a.payment))) {
    throw new RulesError('cannotPay', a.payment === undefined ? unpaidManaRefusal(state, a.player, manaPart(ab.cost), a.x, exclude, `you cannot pay that cost with X = ${a.x}`) : `the mana abilities named cannot pay that cost with X = ${a.x}`, '602.2b');
  }
  const specs = ab.targets ?? [];
  check(a.targets.length >= requiredTargets(specs) && a.targets.length <= specs.length, 'badTarget', `that ability needs ${requiredTargets(specs)} to ${specs.length} target(s)`, '602.2b');
  a.targets.forEach((t, i) => {
    check(isLegalTarget(state, specs[i]!, t, a.player, a.source), 'badTarget', `target ${i + 1} is not legal`, '115.1');
    check(!a.targets.slice(0, i).some((u, j) => sameRef(u, t) && sameTargetWord(specs[j]!, specs[i]!)), 'badTarget', 'the same target twice for one word "target"', '601.2c');
  });
  // CR 602.2b: a cost of exiling a card from hand names a card of the player's hand, and only then
  if (ab.cost.exileFromHand) check(a.exile !== undefined && state.players[a.player]!.hand.includes(a.exile), 'illegal', 'name a card of your hand to exile', '602.2b');
  else check(a.exile === undefined, 'malformed', 'that ability exiles no card from your hand', '602.2b');
  // CR 602.2b: a cost of sacrificing a permanent names one the player controls that could pay it
  if (ab.cost.sacrifice) check(a.sacrifice !== undefined && sacrificeCostOptions(state, a.player, a.source, ab.cost).includes(a.sacrifice), 'illegal', 'name a permanent you control to sacrifice', '602.2b');
  else check(a.sacrifice === undefined, 'malformed', 'that ability sacrifices no permanent you choose', '602.2b');
  const byChosen = addedByChosenPlayer(ab);
  if (byChosen) check(Number.isInteger(a.chosenPlayer) && inGame(state, a.chosenPlayer as PlayerId), 'illegal', 'choose a player in the game to add the mana', '605.3b');
  else check(a.chosenPlayer === undefined, 'malformed', 'that ability has you choose no player', '605.3b');
  // a player other than its controller chooses the color as it resolves (CR 605.3b), not in the action
  const choices = byChosen && a.chosenPlayer !== a.player ? [undefined] : manaChoices(ab, state, a.source, a.player);
  check(choices.length > 0, 'illegal', 'that mana ability has no type of mana to add now', '106.1a');
  if (choices.length > 1) check(a.color !== undefined && choices.includes(a.color), 'malformed', `choose a color: ${choices.join(', ')}`, '106.1a');
  else check(a.color === undefined, 'malformed', 'that ability lets you choose no color of mana', '106.1a');
  const combination = combinationSize(ab, state, a.source, a.player);
  if (combination === null) check(a.colors === undefined, 'malformed', 'that ability adds no mana in a combination of colors', '106.1a');
  else check(Array.isArray(a.colors) && a.colors.length === combination && a.colors.every((c) => COLORS.includes(c as Color)), 'malformed', `choose the color of each of the ${combination} mana`, '106.1a');
  const bonus = landBonusFor(ab, state, a.source, a.player);
  if (bonus > 0) {
    const colors = a.additionalColors;
    check(Array.isArray(colors) && colors.length === bonus && colors.every((c) => COLORS.includes(c as Color)), 'malformed', `choose the color of each of the ${bonus} additional mana`, '605.1b');
  } else if (ab.mana && isLand(state, a.source) && landManaBonus(state, a.player) > 0) {
    check(a.additionalColors === undefined, 'malformed', 'a land tapped for mana that produces none triggers no ability that adds mana', '106.12a');
  } else check(a.additionalColors === undefined, 'malformed', 'no ability adds additional mana as this is activated', '605.1b');
  const card = definitionOf(obj(state, a.source))?.name ?? obj(state, a.source).card;
  if (ab.mana) {
    // CR 733.1: a declaration of attackers being paid for that could be finished must stay so
    const finishable = payingForAttack(state, a.player);
    // CR 605.3b: a mana ability resolves immediately
    payOtherCosts(state, a.player, a.source, ab.cost, a.exile, a.sacrifice);
    payMana(state, a.player, manaPart(ab.cost), a.x, a.source, a.payment);
    const poolBefore = state.players[a.player]!.pool;
    const e = ab.effects[0];
    if (byChosen) {
      const chosen = a.chosenPlayer as PlayerId;
      emit(state, { type: 'activateMana', rule: '605.3b', player: a.player, object: a.source, card, toPlayer: chosen, detail: ab.text });
      if (chosen === a.player) chosenPlayerAdds(state, chosen, a.color as Color, a.source);
      else {
        // CR 733.1: the mana goes to another player, so whether the declaration being paid for can
        // still be finished is known now, whatever color they choose
        if (finishable) check(attackPayment(state)?.canBeFinished(state) === true, 'illegal', 'with that mana ability activated, the declaration of attackers could not be paid for or finished: it is reversed', '733.1');
        state.turn.passes = 0;
        // CR 508.1i: a declaration of attackers this mana is activated for waits for the color
        if (state.decision?.kind === 'declareAttackers') state.heldDeclaration = state.decision;
        askChosenPlayerColor(state, chosen);
        return;
      }
    } else if (combination !== null) {
      // CR 106.1a: each mana of the color chosen for it; none when X is 0 or less
      const p = state.players[a.player]!;
      for (const c of a.colors ?? []) p.pool = addMana(p.pool, c, 1);
      emit(state, { type: 'activateMana', rule: '605.3b', player: a.player, object: a.source, card, amount: combination, detail: (a.colors ?? []).join('') || 'none' });
    } else if (ab.effects.length > 1 || (e && e.do !== 'addMana')) {
      emit(state, { type: 'activateMana', rule: '605.3b', player: a.player, object: a.source, card, detail: ab.text });
      resolveManaAbility(state, a.source, a.player, ab.effects);
    } else if (e && e.do === 'addMana' && typeof e.amount === 'number') {
      const type = a.color ?? manaTypesOf(e.mana, state, a.source, a.player)[0];
      const p = state.players[a.player]!;
      if (type !== undefined) p.pool = addMana(p.pool, type, e.amount);
      // CR 106.7: with no type it could produce, it produces no mana
      emit(state, { type: 'activateMana', rule: type === undefined ? '106.7' : '605.3b', player: a.player, object: a.source, card, amount: type === undefined ? 0 : e.amount, detail: type ?? 'none' });
    }
    // CR 605.4a: triggered mana abilities resolve right after the mana ability that triggered them
    if (isLand(state, a.source) && landManaBonuses(state, a.player).length > 0) {
      const poolAfter = state.players[a.player]!.pool;
      const produced = MANA_TYPES.find((t) => poolAfter[t] > poolBefore[t]);
      resolveLandManaTriggers(state, a.player, a.additionalColors ?? [], produced);
    }
    // CR 608.2d: asked again, the choice to pay offers paying with the mana now in the pool
    if (state.decision?.kind === 'choose') return continueResolution(state);
    // CR 508.1i: activated for what attacking costs, the declaration is still the decision; one it
    // leaves unable to be finished is not completed, so the activation is reversed (CR 733.1)
    if (finishable) check(attackPayment(state)?.canBeFinished(state) === true, 'illegal', 'with that mana ability activated, the declaration of attackers could not be paid for or finished: it is reversed', '733.1');
    if (state.decision?.kind !== 'priority') return;
    // CR 117.3c, 117.4: an action taken with priority breaks the passes in succession
    state.turn.passes = 0;
    state.decision = null;
    return;
  }
  // the ability on the stack names the card that defines it (CR 113.7: its source is the permanent)
  const id = createObject(state, { kind: 'ability', card: definedBy, owner: a.player, zone: 'stack' });
  const o = mutableObject(state, id);
  o.source = a.source;
  o.ability = index;
  o.targets = a.targets.map((t) => ({ ...t }));
  o.x = a.x;
  if (a.sacrifice !== undefined) o.sacrificed = a.sacrifice;
  if (chosenCard !== undefined) o.chosenCard = chosenCard;
  payMana(state, a.player, manaPart(ab.cost), a.x, ab.cost.tap ? a.source : null, a.payment);
  payOtherCosts(state, a.player, a.source, ab.cost, a.exile, a.sacrifice);
  emit(state, { type: 'activate', rule: '602.2', player: a.player, object: id, card: definedBy, detail: ab.text });
  targetsChosen(state, id);
  state.turn.passes = 0;
  state.decision = null;
}

/**
 * Whether the activation of a mana ability while paying what attacking costs (CR 508.1i) is accepted,
 * the declaration of attackers still able to be finished after it (CR 733.1; see
 * {@link performActivate}): tried on a private copy of the state.
 */
function acceptedWhilePayingToAttack(state: GameState, action: ActivateAction): boolean {
  const copy = privateCopy(state);
  return withCharacteristicsMemo(copy, () => {
    try {
      performActivate(copy, action);
      return true;
    } catch (e) {
      if (e instanceof RulesError) return false;
      throw e;
    }
  });
}

/** CR 602 and 605: activating abilities. */
export const activatingAbilities: RuleModule = {
  number: '602',
  title: 'Activating Activated Abilities',
  keywords: ['activate', 'activated ability'],
  perform: {
    activate: performActivate,
  },
  mayOffer(state, player) {
    // CR 605.3a: mana abilities while a rule or effect asks for a mana payment
    if (state.decision?.kind !== 'priority') return askedForMana(state, player);
    // with mana abilities as actions, nearly every permanent offers one: the lister decides
    if (state.settings.manaAbilities !== 'automatic') return true;
    return mayActivateSomething(state, player);
  },
  list(state, out) {
    const d = state.decision;
    if (d === null || (d.kind !== 'priority' && !askedForMana(state, d.player))) return;
    const player = d.player;
    const hand = state.players[player]?.hand ?? [];
    // the additional mana of tapping a land (CR 605.1b): the same for every land, found when first needed
    let landBonus: number | undefined;
    // with automatic payment, the mana ability the planner taps a permanent by is no decision (see GameSettings.manaAbilities)
    const automatic = state.settings.manaAbilities === 'automatic';
    // a listing run to find what unplanned mana could open leaves every mana ability out (engine/unplanned-mana.ts)
    const probing = automatic && manaProbeOf(state) !== undefined;
    // whether the mana of the abilities the planner does not use could make a difference to what the
    // player may do (at priority, paying for attackers, or at a choice to pay): found when first needed
    let opens: boolean | undefined;
    // CR 733.1: while paying what attacking costs, a mana ability after which a declaration that
    // could be finished no longer can is refused (see performActivate), so it is not listed
    const paying = payingForAttack(state, player);
    const listSource = (source: ObjectId, abs: readonly Activatable[], othersOnly = false): void => {
      let planned: readonly ActivatedDef[] | undefined;
      for (let i = 0; i < abs.length; i++) {
        const ab = (abs[i] as Activatable).ab;
        if (othersOnly && !ab.anyPlayer) continue;
        if (automatic && ab.mana && (probing || (planned ??= plannedAbilities(state, source, player)).includes(ab))) continue;
        // mana sources are looked up (kept per objects generation) only for a cost with mana in it
        if (!canActivateNow(state, player, source, ab)) continue;
        // CR 605.3a: one that only adds mana is listed where its mana could buy something: at priority a
        // cast or activation, while attacking costs mana the confirmation (508.1i), at a choice to pay
        // an option (608.2d, 608.2g); see engine/unplanned-mana.ts
        if (automatic && ab.mana && addsOnlyMana(ab) && !(opens ??= unplannedManaOpensAnAction(state, player))) continue;
        const bonus = ab.mana && isLand(state, source) && (landBonus ??= landManaBonus(state, player)) > 0 ? landBonusFor(ab, state, source, player) : 0;
        // CR 107.3, 602.2b: every X the player could pay is a choice of its own
        const top = payableX(state, player, source, ab);
        const exiles: (ObjectId | undefined)[] = ab.cost.exileFromHand ? hand : [undefined];
        const sacrifices: (ObjectId | undefined)[] = ab.cost.sacrifice ? sacrificeCostOptions(state, player, source, ab.cost) : [undefined];
        const xs = xChoices(state, player, source, ab, top);
        const combination = combinationSize(ab, state, source, player);
        const combinations: (ManaType[] | undefined)[] = combination === null ? [undefined] : colorMultisets(combination);
        const offer = (act: ActivateAction): void => {
          if (!paying || !ab.mana || acceptedWhilePayingToAttack(state, act)) out.push(act);
        };
        if (addedByChosenPlayer(ab)) {
          // CR 605.3b: the player chosen adds the mana; the activating player names the color only for themselves
          for (const chosenPlayer of apnap(state)) {
            for (const color of chosenPlayer === player ? manaChoices(ab, state, source, player) : [undefined]) {
              offer({ type: 'activate', player, source, ability: i, targets: [], x: 0, chosenPlayer, ...(color === undefined ? {} : { color }) });
            }
          }
          if (out.enough) return;
          continue;
        }
        for (const targets of targetCombinations(state, ab.targets ?? [], player, source)) {
          for (let k = 0; k < xs.length; k += 2) {
            const x = xs[k] as number;
            const chosenCard = xs[k + 1];
            for (const color of manaChoices(ab, state, source, player)) {
              for (const exile of exiles) {
                for (const sacrifice of sacrifices) for (const colors of combinations) {
                  const base: ActivateAction = {
                    type: 'activate', player, source, ability: i, targets, x,
                    ...(chosenCard === undefined ? {} : { chosenCard }),
                    ...(color === undefined ? {} : { color }),
                    ...(colors === undefined ? {} : { colors }),
                    ...(exile === undefined ? {} : { exile }),
                    ...(sacrifice === undefined ? {} : { sacrifice }),
                  };
                  if (bonus === 0) offer(base);
                  else for (const additionalColors of colorMultisets(bonus)) offer({ ...base, additionalColors });
                  if (out.enough) return;
                }
              }
            }
          }
        }
      }
    };
    // the sources are permanents and command-zone cards: an object wanted alone elsewhere is none of them
    const only = out.only === undefined ? undefined : obj(state, out.only);
    if (only === undefined || only.zone === 'battlefield' || only.zone === 'command') {
      for (const { source, abilities, othersOnly } of abilitySources(state, player)) {
        if (only !== undefined && source !== only.id) continue;
        listSource(source, abilities, othersOnly);
        if (out.enough) return;
      }
    }
    for (const source of hand) {
      if (only !== undefined && source !== only.id) continue;
      if (hasHandAbilities(state, source)) listSource(source, abilitiesOf(state, source, null));
      if (out.enough) return;
    }
  },
};

/** The mana abilities the payment planner taps a permanent by, of every amount (see `plannerManaAbilities`). */
function plannedAbilities(state: GameState, source: ObjectId, player: PlayerId): readonly ActivatedDef[] {
  const planned = plannerManaAbilities(state, source, player);
  if (planned === null) return [];
  return planned.alternativeAbilities === undefined ? planned.abilities : [...planned.abilities, ...planned.alternativeAbilities];
}

/**
 * Whether a mana ability's every effect adds mana (CR 605.1a): Shimmering Grotto's, Treasonous
 * Ogre's, Spectral Searchlight's; not Selvala, Explorer Returned's parley, which also reveals, gains
 * life and draws cards.
 */
function addsOnlyMana(ab: ActivatedDef): boolean {
  return ab.effects.every((e) => e.do === 'addMana');
}

/**
 * The Xs an activation of `ab` may announce, each followed by the card it chooses for X or undefined
 * (flat pairs): 0 to `top` (CR 107.3, 602.2b), or for an ability whose X is the mana value of a card
 * chosen as it is activated, each card offered whose mana value is at most `top`, a choice of its own
 * (CR 107.3c; Caller of the Untamed's ruling).
 */
function xChoices(state: GameState, player: PlayerId, source: ObjectId, ab: ActivatedDef, top: number): (number | ObjectId | undefined)[] {
  const out: (number | ObjectId | undefined)[] = [];
  if (ab.xIsManaValueOf) {
    for (const card of ab.xIsManaValueOf(state, source, player)) {
      const x = characteristics(state, card).manaValue;
      if (x <= top) out.push(x, card);
    }
  } else for (let x = 0; x <= top; x++) out.push(x, undefined);
  return out;
}

/**
 * The card an activation chooses for its X (CR 107.3c: Caller of the Untamed's "X is the mana value of
 * that card", chosen with X, its ruling): the one it names, or the only card offered with that mana
 * value; undefined for an ability whose X is no card's. Refuses an activation naming no card it could,
 * or none where two cards offered have that mana value.
 */
function cardChosenForX(state: GameState, a: ActivateAction, ab: ActivatedDef): ObjectId | undefined {
  if (!ab.xIsManaValueOf) {
    check(a.chosenCard === undefined, 'malformed', 'that ability has you choose no card as it is activated', '602.2b');
    return undefined;
  }
  const offered = ab.xIsManaValueOf(state, a.source, a.player);
  const fitting = offered.filter((id) => characteristics(state, id).manaValue === a.x);
  if (a.chosenCard !== undefined) {
    check(offered.includes(a.chosenCard), 'illegal', `the card chosen must be one of ${offered.join(', ')}`, '107.3c');
    check(fitting.includes(a.chosenCard), 'illegal', `X is the mana value of the card chosen: ${characteristics(state, a.chosenCard).manaValue}`, '107.3c');
    return a.chosenCard;
  }
  const values = [...new Set(offered.map((id) => characteristics(state, id).manaValue))];
  check(fitting.length > 0, 'illegal', `X is the mana value of the card chosen: one of ${values.join(', ')}`, '107.3c');
  check(fitting.length === 1, 'illegal', `cards ${fitting.join(', ')} have mana value ${a.x}: name the one chosen as chosenCard`, '107.3c');
  return fitting[0];
}

/**
 * The color a player chosen by a mana ability's controller chooses for the mana they add (CR 605.3b),
 * asked as the ability is activated: while a player has priority, or while a payment the activating
 * player is asked for waits (the declaration of attackers it pays for held, 508.1i; a "you may pay
 * {…}" of a resolution, 608.2d, asked again once the mana is added).
 */
const chosenPlayerColorChoice: RuleChoice = {
  mayWait: (state) => state.heldDeclaration !== undefined || (state.resolution === null && state.turn.priority !== null),
  answer(state, player, _choice, picked) {
    answerChosenPlayerColor(state, player, picked[0] as number);
    const held = state.heldDeclaration;
    if (held !== undefined) {
      delete state.heldDeclaration;
      resumeDeclaration(state, held);
    } else if (state.resolution !== null) continueResolution(state);
    return true;
  },
};

/** CR 605: mana abilities (performed by the activation module; listed for the registry), and the choice a chosen player makes. */
export const manaAbilities: RuleModule = { number: '605', title: 'Mana Abilities', keywords: ['mana ability'], choices: { [CHOSEN_PLAYER_COLOR_RULE]: chosenPlayerColorChoice } };

