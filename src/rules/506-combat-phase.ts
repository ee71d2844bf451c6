/**
 * CR 506–511 Combat: declaring attackers against several opponents and their planeswalkers
 * (CR 508, 802.3), blockers declared by each defending player in APNAP order (CR 509, 802.4),
 * combat damage divided as the attacking player chooses (CR 510.1c), trample (CR 702.19), the
 * first-strike damage step (CR 510.4), and the end of combat (CR 511). A format may replace this
 * module with its own combat (Magic Tech does).
 *
 * @module
 */
import type {
  AssignDamageAction, AttackDeclaration, ConfirmAttackersAction, DeclareAttackerAction, DeclareAttackersAction, DeclareBlockerAction,
  DeclareBlockersAction, UndeclareAttackerAction, UndeclareBlockerAction, ManaPayment,
} from '../engine/actions.js';
import { implementedCards } from '../engine/card-catalog.js';
import { characteristics, definitionOf, hasKeyword, objectsGeneration } from '../engine/characteristics.js';
import { check, RulesError } from '../engine/errors.js';
import { formatManaCost } from '../engine/mana.js';
import { modulesWith, type ActionSink, type AttackRequirement, type RuleModule } from '../engine/format.js';
import { listBlockDeclaration, wholeBlockDeclaration, type BlockPair, type BlockRules, type BlocksProblem } from '../engine/finishing-blocks.js';
import { withRequirements, type BlockRequirement } from '../engine/block-requirements.js';
import { assignDivision, divisionsOf, hasSeveralDivisions, isAttackerDivision, listedAttackerDivisions, type AttackerDivisionRule } from '../engine/damage-division.js';
import { tap } from '../engine/game-actions.js';
import { askShieldChoices, combatShieldChoices, dealCombatDamageEvents } from '../engine/combat-damage-shields.js';
import type { SimultaneousDamage } from '../engine/shield-shares.js';
import { emit } from '../engine/log.js';
import { effectSourceName, listed } from '../engine/refusal-names.js';
import { apnap, inGame, opponents, playersInGame } from '../engine/players.js';
import { fireTriggers } from '../engine/triggers.js';
import { blockRequirementsByEffect, blocksAnyNumberByEffect, cantBeBlocked, cantBlockByEffect } from '../engine/rule-effects.js';
import { combatLimit } from './508.1c-combat-limits.js';
import { requirementsObeyed, requirementsRefusal } from './508.1d-attack-requirements.js';
import { attackCost, attackTaxed, attackTaxes, canPayAttackCost, checkAttackPayment, couldPayAttackCost, payAttackCost, payingToAttack, tapsToAttack, type AttackTax } from './508.1h-attack-costs.js';
import type { AttackTarget, Attacker, GameState, HeldDeclaration, ObjectId, PendingDeclaration, PlayerId, Ref } from '../state/types.js';
import { obj, onBattlefield } from '../zones/zones.js';
import {
  attackDamageDivider, bandProblem, bandsToJoin, blockDamageDivider, blockerDivisions, blockWholeBands, isBlockerDivision, dividerMayAssignPast, joinBand, leaveDeclaration,
} from './702.22-banding.js';

/** The defending player of an attack target (CR 802.2a): the player, or the planeswalker's controller. */
export function defenderOf(state: GameState, target: AttackTarget): PlayerId {
  return 'player' in target ? target.player : characteristics(state, target.planeswalker).controller;
}

/** Whether a creature can be declared as an attacker at all (CR 508.1a, 302.6, 702.3b). */
export function canAttack(state: GameState, id: ObjectId): boolean {
  return onBattlefield(state, id) && !obj(state, id).tapped && canStillAttack(state, id);
}

/**
 * Whether a creature chosen to attack may still attack as its declaration is made: as
 * {@link canAttack}, except that it may have become tapped since it was chosen. It had to be
 * untapped as it was chosen (CR 508.1a); mana abilities are activated after the choice to pay what
 * the declaration costs (508.1i), so an attacker with vigilance (not tapped by attacking, 508.1f)
 * tapped for its own mana still attacks.
 */
function canStillAttack(state: GameState, id: ObjectId): boolean {
  if (!onBattlefield(state, id)) return false;
  const c = characteristics(state, id);
  if (!c.types.includes('Creature') || c.controller !== state.turn.active) return false;
  if (obj(state, id).sick && !c.keywords.includes('haste')) return false; // CR 302.6
  for (const m of modulesWith(state, 'attackRestriction')) if (m.attackRestriction(state, id)) return false;
  return true;
}

/**
 * Whether a creature is able to attack in the declaration of attackers being made: one not chosen
 * yet can be declared ({@link canAttack}); one chosen may still attack ({@link canStillAttack}),
 * so that the requirements a declaration must obey are those of the moment its creatures were
 * chosen (CR 508.1d), not lowered by a chosen creature tapped since for its mana (508.1i).
 */
function ableToAttack(state: GameState, id: ObjectId): boolean {
  if (canAttack(state, id)) return true;
  const d = state.decision;
  return d?.kind === 'declareAttackers' && d.pending.entries.some((e) => e.id === id && e.target !== null) && canStillAttack(state, id);
}

/** Where the attack targets by attacking player are kept on an objects generation (see `objectsGeneration`). */
const ATTACK_TARGETS = Symbol('attackTargets');

/**
 * What a creature may attack: each opponent and each planeswalker an opponent controls (CR 802.3).
 * Kept while no object changes; callers don't change the list.
 */
export function attackTargets(state: GameState, attacker: PlayerId): readonly AttackTarget[] {
  const generation = objectsGeneration(state);
  if (generation === null) return findAttackTargets(state, attacker);
  const byPlayer = (generation[ATTACK_TARGETS] ??= []) as AttackTarget[][];
  return (byPlayer[attacker] ??= findAttackTargets(state, attacker));
}

function findAttackTargets(state: GameState, attacker: PlayerId): AttackTarget[] {
  const out: AttackTarget[] = [];
  for (const p of opponents(state, attacker)) out.push({ player: p });
  for (const id of state.battlefield) {
    const c = characteristics(state, id);
    if (c.types.includes('Planeswalker') && c.controller !== attacker) out.push({ planeswalker: id });
  }
  return out;
}

/**
 * Whether the rule modules and the static abilities of a creature let it attack this target (CR
 * 508.1c): "can't attack unless defending player …" (Crown-Hunter Hireling). Returns the rule that
 * forbids it, or null.
 */
export function attackTargetRestriction(state: GameState, creature: ObjectId, target: AttackTarget): string | null {
  for (const m of modulesWith(state, 'attackTargetRestriction')) {
    const why = m.attackTargetRestriction(state, creature, target);
    if (why) return why;
  }
  const statics = definitionOf(obj(state, creature))?.statics;
  if (!statics || !characteristics(state, creature).hasAbilities) return null;
  const controller = characteristics(state, creature).controller;
  const defender = defenderOf(state, target);
  for (const s of statics) {
    if (s.kind === 'cantAttackUnless' && !s.allows({ state, object: creature, source: creature, controller }, defender)) return '508.1c';
  }
  return null;
}

function sameTarget(a: AttackTarget, b: AttackTarget): boolean {
  return 'player' in a ? 'player' in b && a.player === b.player : 'planeswalker' in b && a.planeswalker === b.planeswalker;
}

/** Begins the declare-attackers step: the active player declares, unless no creature can attack. */
export function beginDeclareAttackers(state: GameState): boolean {
  const ap = state.turn.active;
  const any = state.battlefield.some((id) => canAttack(state, id));
  if (!any) return false;
  state.decision = { kind: 'declareAttackers', player: ap, pending: { entries: [] } };
  return true;
}

/**
 * Whether a restriction says a creature on the battlefield can't block at all (CR 509.1b): an
 * ability of its own ("This creature can't block") or an effect ("target creatures can't block this
 * turn").
 */
export function cantBlock(state: GameState, id: ObjectId): boolean {
  if (characteristics(state, id).hasAbilities && definitionOf(obj(state, id))?.statics?.some((st) => st.kind === 'cantBlock')) return true;
  return cantBlockByEffect(state, id);
}

/**
 * Whether a creature can block at all (CR 509.1a): an untapped creature of the defending player that
 * no restriction keeps from blocking (CR 509.1b).
 */
function canBlockAny(state: GameState, id: ObjectId, defender: PlayerId): boolean {
  if (!onBattlefield(state, id) || cantBlock(state, id)) return false;
  const c = characteristics(state, id);
  return c.types.includes('Creature') && c.controller === defender && !obj(state, id).tapped;
}

/**
 * The combat damage a creature assigns: its power (CR 510.1a), or its toughness where a rule of the
 * format says so (Weight Advantage).
 */
function combatDamageOf(state: GameState, id: ObjectId): number {
  const c = characteristics(state, id);
  const byToughness = modulesWith(state, 'assignsDamageByToughness').some((m) => m.assignsDamageByToughness(state, id));
  return Math.max(0, (byToughness ? c.toughness : c.power) ?? 0);
}

/**
 * How many attackers a creature may block (CR 509.1a): one, plus what its "can block an additional
 * creature" abilities add while their condition holds.
 */
export function blockLimit(state: GameState, blocker: ObjectId): number {
  if (blocksAnyNumberByEffect(state, blocker)) return Infinity;
  const statics = definitionOf(obj(state, blocker))?.statics;
  if (!statics) return 1;
  const c = characteristics(state, blocker);
  if (!c.hasAbilities) return 1;
  let n = 1;
  for (const st of statics) {
    if (st.kind === 'blockAdditional' && (!st.while || st.while({ state, object: blocker, source: blocker, controller: c.controller }))) n += st.count;
  }
  return n;
}

/** Whether `blocker` may be added to a pending block declaration as a blocker of `attacker` (CR 509.1a). */
export function mayAddBlock(state: GameState, entries: readonly { id: ObjectId; blocks: ObjectId | null }[], blocker: ObjectId, attacker: ObjectId): boolean {
  const mine = entries.filter((e) => e.id === blocker);
  return mine.length < blockLimit(state, blocker) && !mine.some((e) => e.blocks === attacker);
}

/**
 * The creature types that some card's static ability forbids to block creatures of another type
 * ("Cowards can't block Warriors"), from every card definition, computed once: a blocker with none of
 * them needs no look at the battlefield.
 */
let restrictedBlockerTypes: ReadonlySet<string> | null = null;

function blockerTypesRestricted(): ReadonlySet<string> {
  if (restrictedBlockerTypes === null) {
    const types = new Set<string>();
    for (const def of implementedCards()) for (const st of def.statics ?? []) if (st.kind === 'typeCantBlockType') types.add(st.blockers);
    restrictedBlockerTypes = types;
  }
  return restrictedBlockerTypes;
}

/** Whether a permanent's static ability says creatures of the blocker's type can't block creatures of the attacker's (CR 509.1b). */
function typeCantBlockType(state: GameState, blocker: ObjectId, attacker: ObjectId): boolean {
  const restricted = blockerTypesRestricted();
  const own = characteristics(state, blocker).subtypes;
  if (!own.some((t) => restricted.has(t))) return false;
  const theirs = characteristics(state, attacker).subtypes;
  return state.battlefield.some((id) => (definitionOf(obj(state, id))?.statics ?? []).some((st) => st.kind === 'typeCantBlockType' && own.includes(st.blockers) && theirs.includes(st.attackers))
    && characteristics(state, id).hasAbilities);
}

/** Whether `blocker` may block `attacker` by every restriction of the format's modules (CR 509.1b). */
export function blockAllowed(state: GameState, blocker: ObjectId, attacker: ObjectId): string | null {
  if (cantBeBlocked(state, attacker)) return '509.1b';
  for (const m of modulesWith(state, 'blockRestriction')) {
    const why = m.blockRestriction(state, blocker, attacker);
    if (why) return why;
  }
  return blockerLimit(state, blocker, attacker);
}

/**
 * The rule of a limit on the blocker itself that forbids it to block `attacker` ("can't block
 * creatures you control"; "Cowards can't block Warriors", a restriction on creatures of the
 * blocker's type, not an evasion ability of the attacker, CR 509.1b), or null.
 */
export function blockerLimit(state: GameState, blocker: ObjectId, attacker: ObjectId): string | null {
  if (typeCantBlockType(state, blocker, attacker)) return '509.1b';
  for (const m of modulesWith(state, 'blockerRestriction')) {
    const why = m.blockerRestriction(state, blocker, attacker);
    if (why) return why;
  }
  return null;
}

/** Attackers a defending player may block: those attacking them or their planeswalkers (CR 802.4a). */
function attackersAt(state: GameState, defender: PlayerId): Attacker[] {
  return state.combat?.attackers.filter((a) => a.defender === defender && onBattlefield(state, a.id)) ?? [];
}

/**
 * Whether a player declares blockers in this combat (CR 802.4): a creature is attacking them or
 * their planeswalkers, or one was declared attacking them or one of their planeswalkers and has
 * been removed from combat since (506.4; `combat.defendingPlayers`, or in a combat saved before it
 * was kept, `combat.attackedPlayers`). A player nothing was declared attacking has nothing to declare.
 */
function declaresBlockers(state: GameState, player: PlayerId): boolean {
  const combat = state.combat;
  return attackersAt(state, player).length > 0 || (combat !== null && (combat.defendingPlayers ?? combat.attackedPlayers).includes(player));
}

/**
 * Asks the next defending player in APNAP order who could block to declare blockers (CR 802.4);
 * returns false when every defending player has declared. A defending player with no block to
 * declare (nothing attacking them any more, or nothing of theirs may block what is) is not asked:
 * their declaration is made empty, the only one possible (509.1a), and logged (`noBlockers`), in
 * their place in APNAP order.
 */
export function nextBlockerDeclaration(state: GameState): boolean {
  const combat = state.combat;
  if (!combat) return false;
  for (const p of apnap(state)) {
    if (p === state.turn.active || combat.blockersDeclaredBy.includes(p) || !declaresBlockers(state, p)) continue;
    combat.blockersDeclaredBy.push(p);
    if (!hasBlocksToDeclare(state, p)) {
      emit(state, { type: 'noBlockers', rule: '509.1a', player: p });
      continue;
    }
    state.decision = { kind: 'declareBlockers', player: p, pending: { entries: [] } };
    return true;
  }
  return false;
}

/**
 * Whether a defending player has any block to declare (CR 509.1a–b, 802.4a): a creature is attacking
 * them or their planeswalkers, and a creature of theirs may block one of those. Without one, their
 * declaration of blockers can only be empty, and they are not asked for it.
 */
function hasBlocksToDeclare(state: GameState, defender: PlayerId): boolean {
  const attackers = attackersAt(state, defender);
  return attackers.length > 0 && state.battlefield.some((b) => canBlockAny(state, b, defender) && attackers.some((a) => blockAllowed(state, b, a.id) === null));
}

/**
 * A defending player asked to declare blockers who has nothing left to block: every creature that
 * was attacking them has left the game or the combat meanwhile (a player leaving takes the creatures
 * they own with them and ends the effects giving them control, CR 800.4a, 506.4), or none of their
 * creatures may block those left. Their declaration is made empty, the only one possible (CR 509.1a:
 * each creature chosen blocks a creature attacking them), and logged; the next defending player in
 * APNAP order declares (802.4), or the active player receives priority (509.2; the next player in
 * the game if the active player has left, 800.4j). Nothing is done while the declaration has blocks
 * in it, nor for a player who has left (who declares nothing, 800.4a), nor once no opponent is left
 * (the game is over, CR 104.2a).
 */
function endDeclarationWithNothingToBlock(state: GameState): void {
  const d = state.decision;
  if (d?.kind !== 'declareBlockers' || d.pending.entries.length > 0 || !inGame(state, d.player) || playersInGame(state) < 2) return;
  if (hasBlocksToDeclare(state, d.player)) return;
  state.decision = null;
  emit(state, { type: 'noBlockers', rule: '509.1a', player: d.player });
  if (!nextBlockerDeclaration(state)) {
    state.turn.priority = state.turn.active;
    state.turn.passes = 0;
  }
}

/**
 * Goes on with a declaration of attackers or blockers that cards returning as the monarch left the
 * game held (CR 725.4, 610.3c; see `GameState.heldDeclaration`): its player goes on declaring, with
 * what they had declared; if they have left the game meanwhile, the next defending player declares
 * blockers (CR 802.4) or, with none left, the active player receives priority (the attackers of an
 * active player who left are gone, and the step ends, CR 800.4j).
 */
export function resumeDeclaration(state: GameState, held: HeldDeclaration): void {
  if (inGame(state, held.player)) {
    state.decision = held;
    endDeclarationWithNothingToBlock(state);
    return;
  }
  if (held.kind === 'declareBlockers' && !nextBlockerDeclaration(state)) {
    state.turn.priority = state.turn.active;
    state.turn.passes = 0;
  }
}

/**
 * A declaration of attackers in progress without the attacks on what can no longer be attacked: a
 * player who left the game, or a planeswalker that left with them (CR 508.1b, 800.4a). The
 * declaration is one action not yet made (CR 508.1), so what each creature attacks is chosen among
 * the opponents and their planeswalkers as it is made; the creatures dropped may be declared again.
 */
function withoutGoneTargets(state: GameState, d: Extract<HeldDeclaration, { kind: 'declareAttackers' }>): HeldDeclaration {
  const targets = attackTargets(state, d.player);
  const entries = d.pending.entries.filter((e) => e.target === null || targets.some((t) => sameTarget(t, e.target as AttackTarget)));
  return entries.length === d.pending.entries.length ? d : { ...d, pending: { entries } };
}

/**
 * A declaration of blockers in progress without its blocks of creatures that are no longer attacking
 * its player (removed from combat, CR 506.4, or gone with a player who left, 800.4a): it is one
 * action not yet made (CR 509.1), and each creature chosen blocks a creature attacking them (509.1a).
 */
function withoutGoneAttackers(state: GameState, d: Extract<HeldDeclaration, { kind: 'declareBlockers' }>): HeldDeclaration {
  const attackers = attackersAt(state, d.player);
  const entries = d.pending.entries.filter((e) => e.blocks === null || attackers.some((a) => a.id === e.blocks));
  return entries.length === d.pending.entries.length ? d : { ...d, pending: { entries } };
}

/** One creature's part of a declaration of attackers: what it attacks. */
type AttackEntry = { id: ObjectId; target: AttackTarget | null };

/** The attack requirements on a creature from every rule module of the format (CR 508.1d). */
export function attackRequirementsOn(state: GameState, creature: ObjectId): AttackRequirement[] {
  const out: AttackRequirement[] = [];
  for (const m of modulesWith(state, 'attackRequirements')) out.push(...m.attackRequirements(state, creature));
  return out;
}

/**
 * Whether a creature "can't attack or block alone" (CR 508.1c, 509.1b) by a static ability of its own:
 * it attacks or blocks only along with another creature.
 */
export function cantAttackOrBlockAlone(state: GameState, id: ObjectId): boolean {
  const statics = definitionOf(obj(state, id))?.statics;
  return statics !== undefined && statics.some((st) => st.kind === 'cantAttackOrBlockAlone') && characteristics(state, id).hasAbilities;
}

/** Whether a declaration has a creature that can't attack or block alone among only one creature (CR 508.1c, 509.1b). */
function alone(state: GameState, ids: readonly ObjectId[]): boolean {
  return ids.length === 1 && cantAttackOrBlockAlone(state, ids[0] as ObjectId);
}

/**
 * The first restriction a declaration breaks (CR 508.1c), or null: how many creatures may attack
 * (`cap`), that each creature may still attack (see `canStillAttack`) and whom it may attack, and
 * that a creature that can't attack alone doesn't.
 */
function restrictionBroken(state: GameState, entries: readonly AttackEntry[], cap: number): string | null {
  if (entries.length > cap) return '508.1c';
  for (const e of entries) {
    if (!canStillAttack(state, e.id)) return '508.1a';
    if (e.target === null) continue;
    const why = attackTargetRestriction(state, e.id, e.target);
    if (why) return why;
  }
  if (alone(state, entries.filter((e) => e.target !== null).map((e) => e.id))) return '508.1c';
  return null;
}

/** The active player's creatures that have attack requirements, with them (CR 508.1d): a Magic Tech mission's declaration weighs them too. */
export function requiredCreatures(state: GameState): { id: ObjectId; requirements: AttackRequirement[] }[] {
  if (modulesWith(state, 'attackRequirements').length === 0) return [];
  const out: { id: ObjectId; requirements: AttackRequirement[] }[] = [];
  for (const id of state.battlefield) {
    const c = characteristics(state, id);
    if (!c.types.includes('Creature') || c.controller !== state.turn.active) continue;
    const requirements = attackRequirementsOn(state, id);
    if (requirements.length > 0) out.push({ id, requirements });
  }
  return out;
}

/** What every question about one declaration of attackers needs, found once (CR 508.1c–d, 508.1h–j). */
interface AttackFrame {
  /** What the active player's creatures may attack (CR 802.3). */
  targets: readonly AttackTarget[];
  /** The most creatures that may attack (CR 508.1c): a limit of each combat, at least one. */
  cap: number;
  /** The costs to attack (CR 508.1h). */
  taxes: AttackTax[];
  /** The active player's creatures with attack requirements, with them (CR 508.1d). */
  required: { id: ObjectId; requirements: AttackRequirement[] }[];
  /** The most requirements a declaration can obey without breaking a restriction or paying a cost (CR 508.1d). */
  most: number;
  /**
   * When attacking costs mana: the creatures that can attack and that every legal declaration has
   * attack (unable to attack, each would lower {@link most}), whose mana can't pay, since they
   * attack, or must stay able to (see {@link mustStayAbleToAttack}).
   */
  mustAttack: ObjectId[];
}

function attackFrame(state: GameState): AttackFrame {
  const frame: AttackFrame = {
    targets: attackTargets(state, state.turn.active),
    cap: Math.max(1, combatLimit(state, 'attack')),
    taxes: attackTaxes(state),
    required: requiredCreatures(state),
    most: 0,
    mustAttack: [],
  };
  if (frame.required.length === 0) return frame;
  frame.most = bestObeyed(state, frame, [], true, Infinity);
  if (frame.taxes.length > 0 && frame.most > 0) {
    for (const id of state.battlefield) if (ableToAttack(state, id) && bestObeyed(state, frame, [], true, frame.most, new Set([id])) < frame.most) frame.mustAttack.push(id);
  }
  return frame;
}

/** Whether the active player can pay what a declaration costs now (CR 508.1h–j). */
function payable(state: GameState, frame: AttackFrame, entries: readonly AttackEntry[]): boolean {
  return frame.taxes.length === 0 || canPayAttackCost(state, state.turn.active, entries, attackCost(frame.taxes, entries), frame.mustAttack);
}

/**
 * Whether the active player could pay what a declaration costs once they have activated the mana
 * abilities they may while it costs mana (CR 508.1i, 605.3a): what a declaration being built asks.
 */
function payableOnceActivated(state: GameState, frame: AttackFrame, entries: readonly AttackEntry[]): boolean {
  return frame.taxes.length === 0 || couldPayAttackCost(state, state.turn.active, entries, attackCost(frame.taxes, entries), frame.mustAttack);
}

/**
 * Whether a declaration that breaks no other restriction, within the limit, is legal, or becomes
 * legal with one more creature if it has only a creature that can't attack alone (CR 508.1c), and
 * could be paid for once mana abilities are activated (508.1h–j). With `free`, the companion attacks
 * without a cost, and so does the rest.
 */
function finishable(state: GameState, frame: AttackFrame, entries: readonly AttackEntry[], free: boolean, unable?: ReadonlySet<ObjectId>): boolean {
  if (!alone(state, entries.map((e) => e.id))) return free || payableOnceActivated(state, frame, entries);
  if (entries.length + 1 > frame.cap) return false;
  for (const id of state.battlefield) {
    if (entries.some((e) => e.id === id) || !ableToAttack(state, id) || unable?.has(id)) continue;
    for (const t of frame.targets) {
      if (attackTargetRestriction(state, id, t) !== null || (free && attackTaxed(frame.taxes, t))) continue;
      if (free || payableOnceActivated(state, frame, [...entries, { id, target: t }])) return true;
    }
  }
  return false;
}

/**
 * The most requirements (CR 508.1d) obeyed by a legal declaration that contains `fixed`, or -1 if
 * none does, by a branch-and-bound search over what each other creature with requirements does:
 * stay home, or attack something it may attack where that obeys a requirement. A creature that
 * cannot attack (tapped, summoning sick, restricted) can only stay home. The search stops once it
 * finds `enough`, or the bound of every creature obeying all it can on its own. With `free` no
 * attack costs anything (the maximum of 508.1d: a cost to attack is never required to be paid);
 * otherwise the declaration must be one its player could pay for, with the mana abilities they may
 * activate (508.1h–j). The creatures of `fixed` are taken to break no restriction of their own;
 * those of `unable` are taken to be unable to attack.
 */
function bestObeyed(state: GameState, frame: AttackFrame, fixed: readonly AttackEntry[], free: boolean, enough: number, unable?: ReadonlySet<ObjectId>): number {
  return bestDeclaration(state, frame, fixed, free, enough, unable).obeyed;
}

/**
 * The search of {@link bestObeyed}, with what the best declaration it found has each creature with
 * requirements do (`entries`: `fixed` and the others that attack; empty when none is legal).
 */
function bestDeclaration(
  state: GameState, frame: AttackFrame, fixed: readonly AttackEntry[], free: boolean, enough: number, unable?: ReadonlySet<ObjectId>,
): { obeyed: number; entries: readonly AttackEntry[] } {
  if (fixed.length > frame.cap || (!free && !payableOnceActivated(state, frame, fixed))) return { obeyed: -1, entries: [] };
  let base = 0;
  const open: { id: ObjectId; options: { target: AttackTarget | null; n: number }[] }[] = [];
  for (const { id, requirements } of frame.required) {
    const own = fixed.find((e) => e.id === id);
    if (own) {
      base += requirementsObeyed(requirements, own.target);
      continue;
    }
    const options: { target: AttackTarget | null; n: number }[] = [{ target: null, n: 0 }];
    if (ableToAttack(state, id) && !unable?.has(id)) {
      for (const t of frame.targets) {
        if (attackTargetRestriction(state, id, t) !== null || (free && attackTaxed(frame.taxes, t))) continue;
        const n = requirementsObeyed(requirements, t);
        if (n > 0) options.push({ target: t, n });
      }
    }
    // the most requirements first, and of those the attacks that cost nothing (CR 508.1h), so that
    // the first declarations tried are the ones most likely to be legal and payable
    const taxed = (t: AttackTarget | null): number => (t !== null && attackTaxed(frame.taxes, t) ? 1 : 0);
    open.push({ id, options: options.sort((a, b) => b.n - a.n || taxed(a.target) - taxed(b.target)) });
  }
  if (open.length === 0) return finishable(state, frame, fixed, free, unable) ? { obeyed: base, entries: fixed } : { obeyed: -1, entries: [] };
  const rest: number[] = Array<number>(open.length + 1).fill(0);
  for (let i = open.length - 1; i >= 0; i--) rest[i] = (rest[i + 1] as number) + (open[i]?.options[0]?.n ?? 0);
  let best = -1;
  let bestEntries: readonly AttackEntry[] = [];
  const chosen: AttackEntry[] = [...fixed];
  const search = (i: number, sum: number): void => {
    if (best >= enough || sum + (rest[i] as number) <= best) return;
    const creature = open[i];
    if (!creature) {
      if (finishable(state, frame, chosen, free, unable)) {
        best = sum;
        bestEntries = [...chosen];
      }
      return;
    }
    for (const o of creature.options) {
      if (o.target === null) {
        search(i + 1, sum);
      } else if (chosen.length < frame.cap) {
        chosen.push({ id: creature.id, target: o.target });
        // costs only grow as creatures are added: a declaration its player can't pay for stays so
        if (free || payableOnceActivated(state, frame, chosen)) search(i + 1, sum + o.n);
        chosen.pop();
      }
    }
  };
  search(0, base);
  return { obeyed: best, entries: bestEntries };
}

/**
 * Checks a whole attack declaration (CR 508.1c–d, 508.1h–j): it breaks no restriction, its player can
 * pay its cost, and it obeys as many requirements as any declaration could without breaking a
 * restriction or paying a cost. With no requirements, no search.
 */
function checkAttack(state: GameState, frame: AttackFrame, entries: readonly AttackEntry[]): string | null {
  const broken = restrictionBroken(state, entries, frame.cap);
  if (broken) return broken;
  if (!payable(state, frame, entries)) return '508.1j';
  if (frame.required.length === 0) return null;
  let obeyed = 0;
  for (const c of frame.required) obeyed += requirementsObeyed(c.requirements, entries.find((e) => e.id === c.id)?.target ?? null);
  return obeyed < frame.most ? '508.1d' : null;
}

/**
 * Whether some legal declaration of attackers contains these entries, each of which breaks no
 * restriction of its own: more creatures can be added to make it legal (CR 508.1c–d, 508.1h–j).
 * Restrictions and costs only grow as creatures are added and requirements obeyed only grow, so
 * the search looks only at the creatures with requirements and at one companion for a creature
 * that can't attack alone. Without limits, costs or requirements that is only the companion.
 */
function attackCanBeFinished(state: GameState, frame: AttackFrame, entries: readonly AttackEntry[]): boolean {
  return bestObeyed(state, frame, entries, false, frame.most) >= frame.most;
}

/**
 * Whether the declaration of attackers being made can still be finished as a legal one, its cost
 * paid with the mana abilities its player may still activate (CR 508.1c–d, 508.1h–j); false when no
 * declaration of attackers is being made.
 */
function attackDeclarationCanBeFinished(state: GameState): boolean {
  const d = state.decision;
  return d?.kind === 'declareAttackers' && attackCanBeFinished(state, attackFrame(state), d.pending.entries);
}

/**
 * Whether a creature the active player has not declared must stay able to attack while their
 * declaration of attackers is built: unable to attack, it would lower the most requirements a
 * declaration can obey (CR 508.1d), so every legal declaration has it attack. The requirements are
 * judged before any mana ability is activated to pay what attacking costs (508.1d comes before
 * 508.1h–j), so tapping it for mana now would let the declaration dodge a requirement it is bound
 * by (a goaded Birds of Paradise tapped to pay Ghostly Prison's tax for another attacker).
 */
function mustStayAbleToAttack(state: GameState, id: ObjectId): boolean {
  const d = state.decision;
  if (d?.kind !== 'declareAttackers' || d.pending.entries.some((e) => e.id === id && e.target !== null) || !canAttack(state, id)) return false;
  return attackFrame(state).mustAttack.includes(id);
}

/**
 * Whether a creature chosen to attack can't be taken back out of the declaration being made: it was
 * tapped for its own mana since it was chosen (an attacker with vigilance paying what the
 * declaration costs, CR 508.1i), so it could not be chosen again, and every legal declaration has it
 * attack (508.1d); taken back, it would pay for the others while dodging its requirements. While the
 * declaration can't be finished with it, it may be taken back, as any creature (see `listAttacks`).
 */
function mustStayDeclared(state: GameState, entries: readonly AttackEntry[], id: ObjectId): boolean {
  if (!obj(state, id).tapped) return false;
  const frame = attackFrame(state);
  return frame.mustAttack.includes(id) && attackCanBeFinished(state, frame, entries);
}

/** How many creatures may block an attacker by its own "can't be blocked by more than N creatures" (CR 509.1b). */
export function maxBlockers(state: GameState, attacker: ObjectId): number {
  const statics = definitionOf(obj(state, attacker))?.statics;
  if (!statics || !characteristics(state, attacker).hasAbilities) return Infinity;
  let n = Infinity;
  for (const st of statics) if (st.kind === 'maxBlockers') n = Math.min(n, st.count);
  return n;
}

/** What every question about one defending player's declaration of blockers needs, found once (CR 509.1a–c). */
interface BlockFrame {
  /** The attackers the defending player may block (CR 802.4a). */
  attackers: ObjectId[];
  /** The most creatures that may block each combat (CR 509.1b), counted among this player's blockers only (CR 802.4b). */
  limit: number;
  /** For each attacker, the most creatures that may block it. */
  most: Map<ObjectId, number>;
  /** The rule modules that check the blockers of an attacker together (menace). */
  together: readonly RuleModule[];
}

function blockFrame(state: GameState, defender: PlayerId): BlockFrame {
  const attackers = attackersAt(state, defender).map((a) => a.id);
  return {
    attackers,
    limit: combatLimit(state, 'block'),
    most: new Map(attackers.map((a) => [a, maxBlockers(state, a)])),
    together: modulesWith(state, 'blockersOfAttacker'),
  };
}

/**
 * What is wrong with a defending player's whole block declaration (CR 509.1b–c), or null: more
 * blockers this combat than the limit allows or an attacker blocked by more creatures than it allows
 * (no addition mends these); a creature blocking alone that can't; the blockers of an attacker that
 * break a rule on them together (menace).
 */
function blocksProblem(state: GameState, frame: BlockFrame, entries: PendingDeclaration['entries']): BlocksProblem | null {
  if (entries.length === 0) return null;
  const ids = [...new Set(entries.map((e) => e.id))];
  // CR 509.1b, 802.4b: a limit on the blockers of each combat ignores other defending players' blockers
  if (ids.length > frame.limit) return { rule: '509.1b', mendable: false, attacker: null };
  let mendable: BlocksProblem | null = alone(state, ids) ? { rule: '509.1b', mendable: true, attacker: null } : null;
  // each attacker's blockers, in the order declared (one pass, however many attackers)
  const byAttacker = new Map<ObjectId, ObjectId[]>();
  for (const e of entries) {
    if (e.blocks === null) continue;
    const own = byAttacker.get(e.blocks);
    if (own) own.push(e.id);
    else byAttacker.set(e.blocks, [e.id]);
  }
  for (const a of frame.attackers) {
    const own = byAttacker.get(a);
    if (!own) continue;
    if (own.length > (frame.most.get(a) as number)) return { rule: '509.1b', mendable: false, attacker: a };
    if (mendable) continue;
    for (const m of frame.together) {
      const why = m.blockersOfAttacker?.(state, a, own);
      if (why) {
        mendable = { rule: why, mendable: true, attacker: a };
        break;
      }
    }
  }
  return mendable;
}

/** The rules of a defending player's declaration of blockers, for the completion search (CR 509.1a–c). */
function blockRules(state: GameState, defender: PlayerId): BlockRules {
  const frame = blockFrame(state, defender);
  const base: BlockRules = {
    blockers: state.battlefield.filter((id) => canBlockAny(state, id, defender)),
    pairsOf: (id) => {
      const pairs: BlockPair[] = [];
      for (const a of frame.attackers) if (blockAllowed(state, id, a) === null) pairs.push({ blocker: id, attacker: a });
      return pairs;
    },
    canAdd: (entries, pair) => mayAddBlock(state, entries, pair.blocker, pair.attacker),
    problem: (entries) => blocksProblem(state, frame, entries),
  };
  return withRequirements(state, base, blockRequirements(state, frame.attackers, base));
}

/**
 * The blocking requirements on a defending player's declaration (CR 509.1c): on the attackers it may
 * block ("must be blocked if able") and on the creatures that may block ("blocks if able").
 */
export function blockRequirements(state: GameState, attackers: readonly ObjectId[], rules: BlockRules): BlockRequirement[] {
  if (state.ruleEffects.length === 0) return [];
  const out: BlockRequirement[] = [];
  const requirement = (kind: BlockRequirement['kind'], creature: ObjectId, sources: readonly (ObjectId | null)[]): BlockRequirement =>
    ({ kind, creature, count: sources.length, source: listed(sources.map((x) => effectSourceName(state, x)), ', ') });
  for (const a of attackers) {
    const sources = blockRequirementsByEffect(state, a, 'mustBeBlocked');
    if (sources.length > 0) out.push(requirement('blocked', a, sources));
  }
  for (const id of rules.blockers) {
    const sources = blockRequirementsByEffect(state, id, 'blocksIfAble');
    if (sources.length > 0 && rules.pairsOf(id).length === 0) continue;
    if (sources.length > 0) out.push(requirement('blocks', id, sources));
  }
  return out;
}

/** Lethal damage for a creature now (CR 702.19b, 120.4a): its toughness less the damage marked on it. */
function lethalFor(state: GameState, blocker: ObjectId): number {
  const c = characteristics(state, blocker);
  return Math.max(0, (c.toughness ?? 0) - obj(state, blocker).damage);
}

/** Whether a creature deals combat damage in this damage step (CR 510.4, 702.4b, 702.7b). */
export function dealsInStep(state: GameState, id: ObjectId, firstStrikeStep: boolean, dealtFirst: boolean): boolean {
  const fs = hasKeyword(state, id, 'first strike');
  const ds = hasKeyword(state, id, 'double strike');
  if (firstStrikeStep) return fs || ds;
  return ds || !dealtFirst;
}

/**
 * Whether what an attacker attacks can still be assigned its combat damage: a player still in the
 * game (CR 800.4e), a planeswalker never removed from combat and still on the battlefield as a
 * planeswalker under the defending player's control (a planeswalker that leaves it, stops being one
 * or changes controller is removed from combat, CR 506.4, and stays removed even if it becomes one
 * again or comes back to that player: the creatures attacking it attack nothing, 506.4c).
 */
function attackedStillThere(state: GameState, a: Attacker): boolean {
  if ('player' in a.target) return state.players[a.target.player]?.inGame === true;
  if (a.targetRemoved) return false;
  const pw = a.target.planeswalker;
  if (!onBattlefield(state, pw)) return false;
  const c = characteristics(state, pw);
  return c.types.includes('Planeswalker') && c.controller === a.defender;
}

/**
 * The recipients an attacker divides its damage among: its live blockers, then (with trample) what
 * it attacks, if that is still there (`trample` is false otherwise: a creature attacking nothing
 * assigns none of its damage past its blockers, CR 702.19f, 800.4e).
 */
function recipients(state: GameState, a: Attacker): { blockers: ObjectId[]; trample: boolean } {
  const blockers = a.blockers.filter((b) => onBattlefield(state, b));
  return { blockers, trample: hasKeyword(state, a.id, 'trample') && attackedStillThere(state, a) };
}

/**
 * The other blocked attackers that deal combat damage in this step (CR 510.1c), each with its
 * division if it has one. One that has none yet may still assign its damage among its blockers as
 * it likes: an attacker with one way to assign it is never asked, and assigning all of it to its
 * blockers is always one of its legal divisions. `blockersOf` and `power` say what an attacker
 * assigns its damage among and how much it deals: by default the blockers still there and its
 * combat damage; a variant passes its own (Magic Tech's attack value).
 */
export function otherAssigners(
  state: GameState,
  attacker: ObjectId,
  blockersOf: (a: Attacker) => ObjectId[] = (a) => recipients(state, a).blockers,
  power: (id: ObjectId) => number = (id) => combatDamageOf(state, id),
): DividingAssigner[] {
  const combat = state.combat;
  if (!combat) return [];
  const first = state.turn.step === 'firstStrikeDamage';
  const out: DividingAssigner[] = [];
  for (const x of combat.attackers) {
    if (x.id === attacker || !x.blocked || !onBattlefield(state, x.id) || !dealsInStep(state, x.id, first, x.dealtFirstStrike)) continue;
    const blockers = blockersOf(x);
    if (blockers.length === 0) continue;
    out.push({ blockers, power: power(x.id), deathtouch: hasKeyword(state, x.id, 'deathtouch'), chosen: combat.divisions[String(x.id)] ?? null });
  }
  return out;
}

/** An attacker dividing its damage among its blockers, as {@link canCoverDeficits} tries it. */
export interface DividingAttacker {
  blockers: readonly ObjectId[];
  power: number;
  deathtouch: boolean;
}

/**
 * What `amount` of an attacker's damage takes off what `blocker` still lacks of lethal damage:
 * all of it when the attacker has deathtouch (any nonzero amount is lethal, CR 702.2c).
 */
const lethalDealt = (_blocker: ObjectId, amount: number, deathtouch: boolean, lacking: number): number => (amount === 0 ? 0 : deathtouch ? lacking : Math.min(lacking, amount));

/**
 * Whether the attackers still to divide can assign their damage to their blockers so that each
 * blocker of `deficit` is assigned what it still lacks (CR 510.1c–e). `dealt` says what an amount
 * takes off a blocker's deficit: lethal damage by default (deathtouch making any nonzero amount
 * lethal, CR 702.2c); a variant passes its own (Magic Tech's armor, MT 8.2). Tried one attacker at a
 * time; only attackers that share a blocker with a trampler ever matter, a handful at most.
 */
export function canCoverDeficits<A extends DividingAttacker>(
  deficit: ReadonlyMap<ObjectId, number>,
  open: readonly A[],
  dealt: (blocker: ObjectId, amount: number, deathtouch: boolean, lacking: number) => number = lethalDealt,
): boolean {
  const short = [...deficit].filter(([, n]) => n > 0);
  if (short.length === 0) return true;
  const at = open.findIndex((x) => x.power > 0 && x.blockers.some((b) => (deficit.get(b) ?? 0) > 0));
  if (at < 0) return false;
  const x = open[at] as A;
  const rest = open.filter((_, i) => i !== at);
  const targets = x.blockers.filter((b) => (deficit.get(b) ?? 0) > 0);
  return divisionsOf(x.power, targets.length).some((d) => {
    const left = new Map(deficit);
    targets.forEach((b, i) => {
      const lacking = left.get(b) as number;
      left.set(b, lacking - dealt(b, d[i] as number, x.deathtouch, lacking));
    });
    return canCoverDeficits(left, rest, dealt);
  });
}

/** A creature dividing its damage among its blockers, with its division once it is chosen. */
export interface DividingAssigner extends DividingAttacker {
  /** Its chosen division (amounts per blocker, then the defender with trample), or null while it is still to divide. */
  chosen: readonly number[] | null;
}

/**
 * Whether `division` of a creature's damage can be part of a legal assignment of all combat damage
 * of this step (CR 510.1e checks the total assignment): every creature with trample that assigns
 * damage past its blockers, this one or another whose division is chosen, has each of its blockers
 * assigned what it lacks (`lacking`: lethal damage, counting damage already marked on it, CR 702.19b)
 * by what every creature assigns it in this step (`dealt`, see {@link canCoverDeficits}), what those
 * still to divide can assign included. Only a trampler's division has a slot past its blockers.
 */
export function partOfLegalAssignment<A extends DividingAssigner>(
  own: A,
  others: readonly A[],
  division: readonly number[],
  lacking: (blocker: ObjectId) => number,
  dealt: (blocker: ObjectId, amount: number, deathtouch: boolean, lacking: number) => number = lethalDealt,
): boolean {
  const fixed = [{ ...own, chosen: division }, ...others.filter((x) => x.chosen !== null)];
  const deficit = new Map<ObjectId, number>();
  for (const x of fixed) if ((x.chosen?.[x.blockers.length] ?? 0) > 0) for (const b of x.blockers) deficit.set(b, lacking(b));
  if (deficit.size === 0) return true;
  for (const [b, start] of deficit) {
    let left = start;
    for (const x of fixed) left -= dealt(b, x.chosen?.[x.blockers.indexOf(b)] ?? 0, x.deathtouch, left);
    deficit.set(b, left);
  }
  return canCoverDeficits(deficit, others.filter((x) => x.chosen === null), dealt);
}

/**
 * What decides an attacker's divisions of its damage (CR 510.1c): amounts per blocker, then the
 * defender with trample. Damage reaches the defender only once every blocker is assigned lethal
 * damage, counting what other creatures assign it in this step (CR 702.19b), and what any attacker
 * assigns may be what makes another trampler's excess legal; the defending player dividing because
 * of banding assigns none past the blockers (CR 702.22j).
 */
function attackerDivisionRule(state: GameState, a: Attacker): AttackerDivisionRule {
  const damage = combatDamageOf(state, a.id);
  const { blockers, trample } = recipients(state, a);
  const deathtouch = hasKeyword(state, a.id, 'deathtouch');
  const own: DividingAssigner = { blockers, power: damage, deathtouch, chosen: null };
  const others = otherAssigners(state, a.id);
  const past = !trample || dividerMayAssignPast(state, a);
  return {
    damage,
    blockers: blockers.length,
    trample,
    accept: (d) => (past || d[d.length - 1] === 0) && partOfLegalAssignment(own, others, d, (b) => lethalFor(state, b)),
    // CR 702.2c: any damage from a source with deathtouch is lethal
    lethal: (i) => (deathtouch ? Math.min(1, lethalFor(state, blockers[i] as ObjectId)) : lethalFor(state, blockers[i] as ObjectId)),
  };
}

/** The listed divisions of an attacker's damage (CR 510.1c, 702.19b; see `listedAttackerDivisions`). */
export function damageDivisions(state: GameState, a: Attacker): number[][] {
  return listedAttackerDivisions(attackerDivisionRule(state, a));
}

/** Whether an attacker's damage needs its controller to divide it (more than one way to do it). */
function needsDivision(state: GameState, a: Attacker): boolean {
  return a.blocked && hasSeveralDivisions(attackerDivisionRule(state, a));
}

/** The creatures that deal damage in this step and still need a division chosen: attackers, then blockers of several. */
function undivided(state: GameState): { id: ObjectId; player: PlayerId }[] {
  const combat = state.combat;
  if (!combat) return [];
  const first = state.turn.step === 'firstStrikeDamage';
  const waiting = (id: ObjectId, dealtFirst: boolean): boolean => onBattlefield(state, id) && dealsInStep(state, id, first, dealtFirst) && !(String(id) in combat.divisions);
  const out: { id: ObjectId; player: PlayerId }[] = [];
  // CR 510.1c, 702.22j: an attacker's controller divides its damage, or the defending player because of banding;
  // those with trample last, to count what the others assign their blockers (702.19b)
  const attackers = [...combat.attackers].sort((x, y) => Number(recipients(state, x).trample) - Number(recipients(state, y).trample));
  for (const a of attackers) if (waiting(a.id, a.dealtFirstStrike) && needsDivision(state, a)) out.push({ id: a.id, player: attackDamageDivider(state, a) });
  // CR 510.1d: a blocker's controller divides its damage among the attackers it blocks; the active player
  // if one of them has banding (702.22k)
  for (const b of combat.blockers) {
    if (!waiting(b.id, b.dealtFirstStrike) || blockerDamageDivisions(state, b.id).length <= 1) continue;
    out.push({ id: b.id, player: blockDamageDivider(state, b.id, b.blocking) });
  }
  return out;
}

/** The divisions of a blocking creature's damage among the creatures it blocks (CR 702.22k). */
function blockerDamageDivisions(state: GameState, blocker: ObjectId): number[][] {
  const b = state.combat?.blockers.find((x) => x.id === blocker);
  return b ? blockerDivisions(state, b.blocking, combatDamageOf(state, blocker)) : [];
}

/**
 * Whether the combat damage step under way has not dealt its damage yet, outside any resolution: no
 * player receives priority in it before the damage is dealt (CR 510.2, 510.3), so one that a player
 * left in the middle of (CR 800.4a) goes on with {@link beginCombatDamage}.
 */
export function combatDamageUnderWay(state: GameState): boolean {
  const step = state.turn.step;
  return state.combat !== null && state.resolution === null && state.turn.priority === null && (step === 'combatDamage' || step === 'firstStrikeDamage');
}

/**
 * Begins a combat damage step: asks the attacking player to divide damage where there is a choice
 * (CR 510.1c), otherwise deals all combat damage at once (CR 510.2).
 */
export function beginCombatDamage(state: GameState): void {
  const combat = state.combat;
  if (!combat) return;
  const next = undivided(state)[0];
  if (next) {
    state.decision = { kind: 'assignDamage', player: next.player, attacker: next.id, firstStrike: state.turn.step === 'firstStrikeDamage' };
    return;
  }
  dealCombatDamage(state);
}

/** One combat damage event of the current step: a source, its recipient and the damage (CR 510.1). */
interface CombatDamage {
  source: ObjectId;
  to: Ref;
  amount: number;
}

/** The combat damage each attacking and blocking creature deals in this step, as assigned (CR 510.1). */
function combatDamageEvents(state: GameState): CombatDamage[] {
  const combat = state.combat;
  if (!combat) return [];
  const first = state.turn.step === 'firstStrikeDamage';
  const events: CombatDamage[] = [];
  for (const a of combat.attackers) {
    if (!onBattlefield(state, a.id) || !dealsInStep(state, a.id, first, a.dealtFirstStrike)) continue;
    const power = combatDamageOf(state, a.id);
    if (power <= 0) continue;
    const to: Ref = 'player' in a.target ? { player: a.target.player } : { object: a.target.planeswalker };
    if (!a.blocked) {
      if (!attackedStillThere(state, a)) continue; // CR 510.1b, 506.4c
      events.push({ source: a.id, to, amount: power });
    } else {
      const { blockers, trample } = recipients(state, a);
      const chosen = combat.divisions[String(a.id)] ?? damageDivisions(state, a)[0];
      if (!chosen) continue;
      blockers.forEach((b, i) => events.push({ source: a.id, to: { object: b }, amount: chosen[i] ?? 0 }));
      if (trample) {
        const rest = blockers.length === 0 ? power : (chosen[blockers.length] ?? 0); // CR 702.19d
        if (rest > 0) events.push({ source: a.id, to, amount: rest });
      }
    }
  }
  for (const b of combat.blockers) {
    if (!onBattlefield(state, b.id) || !dealsInStep(state, b.id, first, b.dealtFirstStrike)) continue;
    const power = combatDamageOf(state, b.id);
    if (power <= 0) continue;
    const chosen = combat.divisions[String(b.id)] ?? blockerDamageDivisions(state, b.id)[0];
    const blocked = b.blocking.filter((x) => onBattlefield(state, x));
    blocked.forEach((x, i) => { if ((chosen?.[i] ?? 0) > 0) events.push({ source: b.id, to: { object: x }, amount: chosen?.[i] ?? 0 }); });
  }
  // CR 800.4e: damage to a player who left the game isn't dealt
  return events.filter((e) => !('player' in e.to) || state.players[e.to.player]?.inGame === true);
}

/**
 * Deals all combat damage of this step simultaneously (CR 510.2), the damage `eventsOf` finds (a
 * variant's combat finds its own), once every affected player has chosen which damage a shield
 * against several sources prevents (CR 615.7) and the order of the prevention and redirection
 * effects that apply to it where the order matters (CR 616.1); then the active player receives
 * priority (CR 510.3, 117.3a).
 */
export function dealStepDamage(state: GameState, eventsOf: (state: GameState) => SimultaneousDamage[]): void {
  const combat = state.combat;
  if (!combat) return;
  const events = eventsOf(state);
  const caps = askShieldChoices(state, events);
  if (!caps) return;
  // (a game an earlier build saved in this step before its damage noted its creatures only as they dealt it)
  if (state.turn.step === 'firstStrikeDamage') noteFirstStrikers(state);
  dealCombatDamageEvents(state, events, caps);
  combat.divisions = {};
  state.turn.priority = state.turn.active;
  state.turn.passes = 0;
}

/**
 * Notes, as the first-strike combat damage step begins, each attacking and blocking creature that
 * has first strike or double strike (CR 510.4): in the second combat damage step only the others
 * assign combat damage, and those that have double strike then. One that loses double strike before
 * its damage in the first step is dealt (its Equipment left the game with its owner, CR 800.4a)
 * assigns none in either step.
 */
export function noteFirstStrikers(state: GameState): void {
  const combat = state.combat;
  if (!combat) return;
  for (const a of combat.attackers) if (onBattlefield(state, a.id) && dealsInStep(state, a.id, true, a.dealtFirstStrike)) a.dealtFirstStrike = true;
  for (const b of combat.blockers) if (onBattlefield(state, b.id) && dealsInStep(state, b.id, true, b.dealtFirstStrike)) b.dealtFirstStrike = true;
}

/** Deals the combat damage of this step (see {@link dealStepDamage}). */
function dealCombatDamage(state: GameState): void {
  dealStepDamage(state, combatDamageEvents);
}

/** Whether this combat has a first-strike damage step (CR 510.4). */
export function needsFirstStrikeStep(state: GameState): boolean {
  const combat = state.combat;
  if (!combat) return false;
  const ids = [...combat.attackers.map((a) => a.id), ...combat.blockers.map((b) => b.id)];
  return ids.some((id) => onBattlefield(state, id) && (hasKeyword(state, id, 'first strike') || hasKeyword(state, id, 'double strike')));
}

function requireDecision(state: GameState, kind: 'declareAttackers' | 'declareBlockers', player: PlayerId) {
  const d = state.decision;
  if (!d || d.kind !== kind || d.player !== player) throw new RulesError('wrongDecision', kind === 'declareAttackers' ? 'you are not declaring attackers now' : 'you are not declaring blockers now', kind === 'declareAttackers' ? '508.1' : '509.1');
  return d;
}

/**
 * Adds one attacking creature to declaration entries, after checking it (CR 508.1a–c, 802.3): it is
 * a creature the player may attack with, not yet in the entries, attacking what it may, in a band it
 * may join (702.22c).
 */
function addAttacker(state: GameState, entries: PendingDeclaration['entries'], player: PlayerId, attacker: ObjectId, target: AttackTarget, band: ObjectId | undefined): void {
  check(Number.isInteger(attacker) && typeof target === 'object' && target !== null, 'malformed', 'attacker must be an id and target a {player} or {planeswalker}');
  check(band === undefined || Number.isInteger(band), 'malformed', 'band must be the id of a creature declared before it');
  check(onBattlefield(state, attacker), 'illegal', `there is no creature ${attacker} on the battlefield`, '508.1a');
  check(!entries.some((e) => e.id === attacker), 'illegal', `creature ${attacker} is already attacking`, '508.1a');
  check(canAttack(state, attacker), 'illegal', 'that creature cannot attack', '508.1a');
  check(attackTargets(state, player).some((t) => sameTarget(t, target)), 'illegal', 'it cannot attack that', '508.1b');
  const restricted = attackTargetRestriction(state, attacker, target);
  check(restricted === null, 'illegal', 'it cannot attack that player or planeswalker', restricted ?? undefined);
  const bandWhy = band === undefined ? null : bandProblem(state, entries, attacker, target, band);
  check(bandWhy === null, 'illegal', 'it cannot attack in that band', bandWhy ?? undefined);
  entries.push({ id: attacker, target: 'player' in target ? { player: target.player } : { planeswalker: target.planeswalker }, blocks: null });
  if (band !== undefined) joinBand(entries, attacker, band);
}

/**
 * The refusal of a whole declaration of attackers its player can't pay for by tapping permanents for
 * mana (CR 508.1h–j): what it costs, and where mana abilities the planner does not activate could pay
 * it once activated (605.3a: Treasonous Ogre's life, Shimmering Grotto's filter), how to: activate
 * those while the attackers declared one at a time cost mana (508.1i), then confirm.
 */
function unpaidAttackRefusal(state: GameState, frame: AttackFrame, entries: readonly AttackEntry[]): string {
  const refusal = `that attack is not legal: you cannot pay what it costs (${formatManaCost(attackCost(frame.taxes, entries))})`;
  if (!payableOnceActivated(state, frame, entries)) return refusal;
  return `${refusal} by tapping permanents for mana alone: while the attackers declared one at a time cost mana, activate the mana abilities with other costs or choices that could pay it, then confirm (CR 508.1i, 605.3a)`;
}

/**
 * Makes a whole declaration of attackers once it is checked (CR 508.1c–d, 508.1h–j): the creatures
 * attack and become tapped (508.1f), the cost is paid (508.1j), and "whenever ~ attacks" abilities
 * trigger (508.3a). Nothing changes if it is refused.
 */
function makeAttack(state: GameState, player: PlayerId, entries: PendingDeclaration['entries'], payment: ManaPayment | undefined): void {
  const frame = attackFrame(state);
  const why = checkAttack(state, frame, entries);
  if (why === '508.1d') {
    // which creature leaves which requirement unobeyed, against a declaration obeying the most
    const best = bestDeclaration(state, frame, [], true, frame.most).entries;
    throw new RulesError('illegal', requirementsRefusal(state, frame.required, entries, best, frame.most), why);
  }
  if (why === '508.1j') throw new RulesError('illegal', unpaidAttackRefusal(state, frame, entries), why);
  check(why === null, 'illegal', 'that attack is not legal', why ?? undefined);
  const combat = state.combat;
  check(combat, 'badState', 'no combat in progress');
  const cost = attackCost(attackTaxes(state), entries);
  if (payment !== undefined) checkAttackPayment(state, player, entries, cost, payment);
  for (const e of entries) {
    const target = e.target as AttackTarget;
    // CR 508.1f: attacking creatures without vigilance become tapped
    if (!hasKeyword(state, e.id, 'vigilance')) tap(state, e.id);
    const defender = defenderOf(state, target);
    combat.attackers.push({ id: e.id, target, defender, blocked: false, blockers: [], dealtFirstStrike: false, ...(e.band !== undefined ? { band: e.band } : {}) });
    if ('player' in target && !combat.attackedPlayers.includes(target.player)) combat.attackedPlayers.push(target.player);
    combat.defendingPlayers ??= [];
    if (!combat.defendingPlayers.includes(defender)) combat.defendingPlayers.push(defender);
    state.history.attacked.push(e.id);
    emit(state, { type: 'attack', rule: '508.1', player, object: e.id, card: obj(state, e.id).card, ...('player' in target ? { toPlayer: target.player } : { to: target.planeswalker }) });
  }
  payAttackCost(state, player, cost, payment);
  state.decision = null;
  // CR 508.3a: "whenever ~ attacks" abilities trigger
  for (const e of combat.attackers) fireTriggers(state, { event: 'attacks', object: e.id, player: e.defender, amount: 0 });
  if (entries.length > 0) combat.attackersDeclared = true;
  // CR 508.2: then the active player gets priority, whether or not creatures were declared
  state.turn.priority = state.turn.active;
  state.turn.passes = 0;
}

/** Adds one block to declaration entries, after checking it (CR 509.1a–b, 802.4a). */
function addBlock(state: GameState, entries: PendingDeclaration['entries'], player: PlayerId, blocker: ObjectId, attacker: ObjectId): void {
  check(Number.isInteger(blocker) && Number.isInteger(attacker), 'malformed', 'blocker and attacker must be ids');
  check(onBattlefield(state, blocker), 'illegal', `there is no creature ${blocker} on the battlefield`, '509.1a');
  check(canBlockAny(state, blocker, player), 'illegal', 'that creature cannot block', '509.1a');
  check(mayAddBlock(state, entries, blocker, attacker), 'illegal', `creature ${blocker} is already blocking that creature, or as many creatures as it can`, '509.1a');
  check(attackersAt(state, player).some((x) => x.id === attacker), 'illegal', 'that creature is not attacking you or your planeswalkers', '802.4a');
  const why = blockAllowed(state, blocker, attacker);
  check(why === null, 'illegal', 'that creature cannot block that attacker', why ?? undefined);
  entries.push({ id: blocker, target: null, blocks: attacker });
}

/**
 * Makes a defending player's whole declaration of blockers once it is checked (CR 509.1b–c): the
 * attackers become blocked (509.1h), bands are blocked whole (702.22h), abilities trigger (509.2a),
 * and the next defending player declares. Nothing changes if it is refused.
 */
function makeBlocks(state: GameState, player: PlayerId, entries: PendingDeclaration['entries']): void {
  // CR 509.1c: requirements are weighed against every declaration the player could make
  const requirements = state.ruleEffects.some((e) => e.kind === 'mustBeBlocked' || e.kind === 'blocksIfAble');
  const problem = requirements ? blockRules(state, player).problem(entries) : blocksProblem(state, blockFrame(state, player), entries);
  check(problem === null, 'illegal', problem?.explain?.() ?? 'those blocks are not legal', problem?.rule);
  const combat = state.combat;
  check(combat, 'badState', 'no combat in progress');
  for (const e of entries) {
    const attacker = combat.attackers.find((x) => x.id === e.blocks);
    if (!attacker) continue;
    attacker.blocked = true; // CR 509.1h
    attacker.blockers.push(e.id);
    const blocking = combat.blockers.find((b) => b.id === e.id);
    if (blocking) blocking.blocking.push(attacker.id);
    else combat.blockers.push({ id: e.id, blocking: [attacker.id], dealtFirstStrike: false });
    emit(state, { type: 'block', rule: '509.1', player, object: e.id, to: attacker.id, card: obj(state, e.id).card });
  }
  blockWholeBands(state, combat); // CR 702.22h
  state.decision = null;
  const blockers = [...new Set(entries.map((e) => e.id))];
  for (const id of blockers) fireTriggers(state, { event: 'blocks', object: id, player, amount: 0 });
  // CR 509.3b: "whenever ~ blocks a creature" triggers once for each attacker it blocks
  for (const b of combat.blockers) {
    if (!blockers.includes(b.id)) continue;
    for (const attacker of b.blocking) fireTriggers(state, { event: 'blocksCreature', object: b.id, player, amount: 0, recipient: attacker });
  }
  for (const x of combat.attackers) if (x.blockers.length > 0 && entries.some((e) => e.blocks === x.id || x.blockers.includes(e.id))) fireTriggers(state, { event: 'becomesBlocked', object: x.id, player: null, amount: 0 });
  if (!nextBlockerDeclaration(state)) {
    state.turn.priority = state.turn.active;
    state.turn.passes = 0;
  }
}

/**
 * Lists the declaration of attackers: each creature that may be added to it, with each thing it may
 * attack and band it may join, where the declaration can still be finished as a legal one; and
 * confirming it once it is legal. Taking a creature back out is not listed, so a player picking
 * among these actions finishes the declaration in at most one action more than it has creatures
 * (and the mana abilities it takes to pay for it); only a declaration built otherwise that can't be
 * finished lists it.
 */
function listAttacks(state: GameState, d: { player: PlayerId; pending: PendingDeclaration }, out: ActionSink): void {
  const frame = attackFrame(state);
  const entries = d.pending.entries;
  let offered = false;
  for (const id of state.battlefield) {
    if (entries.some((e) => e.id === id) || !canAttack(state, id)) continue;
    for (const target of frame.targets) {
      if (attackTargetRestriction(state, id, target) !== null || !attackCanBeFinished(state, frame, [...entries, { id, target }])) continue;
      out.push({ type: 'declareAttacker', player: d.player, attacker: id, target });
      for (const band of bandsToJoin(state, entries, id, target)) out.push({ type: 'declareAttacker', player: d.player, attacker: id, target, band });
      offered = true;
      if (out.enough) return;
    }
  }
  if (checkAttack(state, frame, entries) === null) out.push({ type: 'confirmAttackers', player: d.player });
  // one that its player can pay for only once they activate mana abilities (Treasonous Ogre's life,
  // CR 508.1i, 605.3a) is finished by those activations, listed by activating's lister
  else if (!offered && !attackCanBeFinished(state, frame, entries)) for (const e of entries) out.push({ type: 'undeclareAttacker', player: d.player, attacker: e.id });
}

/** Lists the declaration of blockers as {@link listAttacks} does (see `listBlockDeclaration`). */
function listBlocks(state: GameState, d: { player: PlayerId; pending: PendingDeclaration }, out: ActionSink): void {
  listBlockDeclaration(blockRules(state, d.player), d.player, d.pending.entries, out);
}

/** CR 506: the combat phase (with 508–511 and 802). */
export const combatPhase: RuleModule = {
  number: '506',
  title: 'Combat Phase',
  keywords: ['combat', 'attack', 'block', 'combat damage'],
  choices: combatShieldChoices(combatDamageEvents, dealCombatDamage),
  // CR 508.1f, 508.1h–j: attackers without vigilance are tapped before the cost is paid
  attackPayment: { paying: payingToAttack, tapsAsDeclared: tapsToAttack, canBeFinished: attackDeclarationCanBeFinished, mustStayAble: mustStayAbleToAttack },
  playerLeft(state) {
    // CR 508.1b, 800.4a: a declaration of attackers in progress, or held as the monarch left (CR
    // 725.4), drops its attacks on a player who left the game and on their planeswalkers
    const d = state.decision;
    if (d?.kind === 'declareAttackers') state.decision = withoutGoneTargets(state, d);
    const held = state.heldDeclaration;
    if (held?.kind === 'declareAttackers') state.heldDeclaration = withoutGoneTargets(state, held);
    // CR 506.4, 800.4a: a declaration of blockers in progress drops its blocks of creatures no longer
    // attacking its player (the effect that gave the player who left control of one ended); with
    // nothing left to block, the defending player declares no blockers (509.1a)
    if (d?.kind === 'declareBlockers') state.decision = withoutGoneAttackers(state, d);
    if (held?.kind === 'declareBlockers') state.heldDeclaration = withoutGoneAttackers(state, held);
    endDeclarationWithNothingToBlock(state);
  },
  perform: {
    declareAttacker(state, action) {
      const a = action as DeclareAttackerAction;
      const d = requireDecision(state, 'declareAttackers', a.player);
      addAttacker(state, d.pending.entries, a.player, a.attacker, a.target, a.band);
    },
    undeclareAttacker(state, action) {
      const a = action as UndeclareAttackerAction;
      const d = requireDecision(state, 'declareAttackers', a.player);
      check(d.pending.entries.some((e) => e.id === a.attacker), 'illegal', 'that creature is not in the declaration', '508.1');
      check(!mustStayDeclared(state, d.pending.entries, a.attacker), 'illegal', 'that creature was tapped for mana after it was chosen, and every legal declaration has it attack: it stays in the declaration', '508.1d');
      leaveDeclaration(d.pending.entries, a.attacker);
    },
    confirmAttackers(state, action) {
      const a = action as ConfirmAttackersAction;
      const d = requireDecision(state, 'declareAttackers', a.player);
      makeAttack(state, a.player, d.pending.entries, a.payment);
    },
    declareAttackers(state, action) {
      const a = action as DeclareAttackersAction;
      requireDecision(state, 'declareAttackers', a.player);
      check(Array.isArray(a.attackers), 'malformed', 'attackers must be a list of {attacker, target, band?}');
      const entries: PendingDeclaration['entries'] = [];
      for (const x of a.attackers as unknown[]) {
        check(typeof x === 'object' && x !== null, 'malformed', 'each attacker must be {attacker, target, band?}');
        const { attacker, target, band } = x as AttackDeclaration;
        addAttacker(state, entries, a.player, attacker, target, band);
      }
      makeAttack(state, a.player, entries, a.payment);
    },
    declareBlocker(state, action) {
      const a = action as DeclareBlockerAction;
      const d = requireDecision(state, 'declareBlockers', a.player);
      addBlock(state, d.pending.entries, a.player, a.blocker, a.attacker);
    },
    undeclareBlocker(state, action) {
      const a = action as UndeclareBlockerAction;
      const d = requireDecision(state, 'declareBlockers', a.player);
      check(d.pending.entries.some((e) => e.id === a.blocker), 'illegal', 'that creature is not in the declaration', '509.1');
      // the creature leaves the declaration with every block it was declared to make
      d.pending.entries = d.pending.entries.filter((e) => e.id !== a.blocker);
    },
    confirmBlockers(state, action) {
      const d = requireDecision(state, 'declareBlockers', action.player);
      makeBlocks(state, action.player, d.pending.entries);
    },
    declareBlockers(state, action) {
      const a = action as DeclareBlockersAction;
      requireDecision(state, 'declareBlockers', a.player);
      makeBlocks(state, a.player, wholeBlockDeclaration(a.blockers, (entries, blocker, attacker) => addBlock(state, entries, a.player, blocker, attacker)));
    },
    assignDamage(state, action) {
      const a = action as AssignDamageAction;
      const attacker = state.combat?.attackers.find((x) => x.id === a.attacker);
      // a listing may leave legal divisions out (CR 510.1c–d); any is accepted
      const blocker = attacker ? undefined : state.combat?.blockers.find((x) => x.id === a.attacker);
      const accepts = attacker
        ? (amounts: readonly number[]) => isAttackerDivision(attackerDivisionRule(state, attacker), amounts)
        : blocker ? (amounts: readonly number[]) => isBlockerDivision(state, blocker.blocking, combatDamageOf(state, blocker.id), amounts) : undefined;
      assignDivision(state, a, () => (attacker ? damageDivisions(state, attacker) : blockerDamageDivisions(state, a.attacker)), '510.1', beginCombatDamage, accepts);
    },
  },
  list(state, out) {
    const d = state.decision;
    if (!d) return;
    if (d.kind === 'declareAttackers') {
      listAttacks(state, d, out);
    } else if (d.kind === 'declareBlockers') {
      listBlocks(state, d, out);
    } else if (d.kind === 'assignDamage') {
      const attacker = state.combat?.attackers.find((x) => x.id === d.attacker);
      for (const amounts of attacker ? damageDivisions(state, attacker) : blockerDamageDivisions(state, d.attacker)) out.push({ type: 'assignDamage', player: d.player, attacker: d.attacker, amounts });
    }
  },
};
