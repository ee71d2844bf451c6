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
  AssignDamageAction, ConfirmAttackersAction, DeclareAttackerAction, DeclareBlockerAction, UndeclareAttackerAction, UndeclareBlockerAction,
} from '../engine/actions.js';
import { characteristics, definitionOf, hasKeyword, objectsGeneration } from '../engine/characteristics.js';
import { canTapForCost } from '../engine/costs.js';
import { check, RulesError } from '../engine/errors.js';
import { modulesWith, type AttackRequirement, type RuleModule } from '../engine/format.js';
import { assignDivision, divisionsOf } from '../engine/damage-division.js';
import { dealDamage, tap } from '../engine/game-actions.js';
import { affectedChooser, shieldOptions } from '../engine/replacement.js';
import { nextPreventionChoice, type PreventionChoice } from '../engine/prevention-choices.js';
import { divideShields, type ShareQuestion } from '../engine/shield-shares.js';
import { emit } from '../engine/log.js';
import { apnap, opponents } from '../engine/players.js';
import { fireTriggers } from '../engine/triggers.js';
import { blocksAnyNumberByEffect, cantBeBlocked, cantBlockByEffect } from '../engine/rule-effects.js';
import { combatLimit } from './508.1c-combat-limits.js';
import { attackCost, attackTaxed, attackTaxes, canPayAttackCost, payAttackCost } from './508.1h-attack-costs.js';
import type { AttackTarget, Attacker, GameState, ObjectId, PlayerId, Ref } from '../state/types.js';
import { obj, onBattlefield } from '../zones/zones.js';
import { cards } from '../cards/registry.js';
import {
  attackDamageDivider, bandProblem, bandsToJoin, blockerDivisions, blockWholeBands, divisionsForDivider, joinBand, leaveDeclaration,
} from './702.22-banding.js';

/** The defending player of an attack target (CR 802.2a): the player, or the planeswalker's controller. */
export function defenderOf(state: GameState, target: AttackTarget): PlayerId {
  return 'player' in target ? target.player : characteristics(state, target.planeswalker).controller;
}

/** Whether a creature can be declared as an attacker at all (CR 508.1a, 302.6, 702.3b). */
export function canAttack(state: GameState, id: ObjectId): boolean {
  if (!onBattlefield(state, id)) return false;
  const c = characteristics(state, id);
  if (!c.types.includes('Creature') || c.controller !== state.turn.active) return false;
  if (!canTapForCost(state, id)) return false; // untapped, and not summoning sick unless haste
  for (const m of modulesWith(state, 'attackRestriction')) if (m.attackRestriction(state, id)) return false;
  return true;
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
  const o = obj(state, creature);
  const statics = definitionOf(o)?.statics;
  if (!statics || o.faceDown || !characteristics(state, creature).hasAbilities) return null;
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
  const o = obj(state, blocker);
  const statics = definitionOf(o)?.statics;
  if (!statics || o.faceDown) return 1;
  const c = characteristics(state, blocker);
  if (!c.hasAbilities) return 1;
  let n = 1;
  for (const st of statics) {
    if (st.kind === 'blockAdditional' && (!st.while || st.while({ state, object: blocker, source: blocker, controller: c.controller }))) n += st.count;
  }
  return n;
}

/** Whether `blocker` may be added to a pending block declaration as a blocker of `attacker` (CR 509.1a). */
function mayAddBlock(state: GameState, entries: readonly { id: ObjectId; blocks: ObjectId | null }[], blocker: ObjectId, attacker: ObjectId): boolean {
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
    for (const def of cards.list()) for (const st of def.statics ?? []) if (st.kind === 'typeCantBlockType') types.add(st.blockers);
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
  return state.battlefield.some((id) => {
    const o = obj(state, id);
    if (o.faceDown) return false;
    return (definitionOf(o)?.statics ?? []).some((st) => st.kind === 'typeCantBlockType' && own.includes(st.blockers) && theirs.includes(st.attackers))
      && characteristics(state, id).hasAbilities;
  });
}

/** Whether `blocker` may block `attacker` by every restriction of the format's modules (CR 509.1b). */
export function blockAllowed(state: GameState, blocker: ObjectId, attacker: ObjectId): string | null {
  if (cantBeBlocked(state, attacker)) return '509.1b';
  if (typeCantBlockType(state, blocker, attacker)) return '509.1b';
  for (const m of modulesWith(state, 'blockRestriction')) {
    const why = m.blockRestriction(state, blocker, attacker);
    if (why) return why;
  }
  return blockerLimit(state, blocker, attacker);
}

/** The rule of a limit on the blocker itself that forbids it to block `attacker` ("can't block creatures you control", CR 509.1b), or null. */
export function blockerLimit(state: GameState, blocker: ObjectId, attacker: ObjectId): string | null {
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
 * Asks the next defending player in APNAP order who could block to declare blockers (CR 802.4);
 * returns false when every defending player has declared.
 */
export function nextBlockerDeclaration(state: GameState): boolean {
  const combat = state.combat;
  if (!combat) return false;
  for (const p of apnap(state)) {
    if (p === state.turn.active || combat.blockersDeclaredBy.includes(p)) continue;
    const attackers = attackersAt(state, p);
    if (attackers.length === 0) continue;
    combat.blockersDeclaredBy.push(p);
    const possible = state.battlefield.some((b) => canBlockAny(state, b, p) && attackers.some((a) => blockAllowed(state, b, a.id) === null));
    if (!possible) continue;
    state.decision = { kind: 'declareBlockers', player: p, pending: { entries: [] } };
    return true;
  }
  return false;
}

/** One creature's part of a declaration of attackers: what it attacks. */
type AttackEntry = { id: ObjectId; target: AttackTarget | null };

/** The attack requirements on a creature from every rule module of the format (CR 508.1d). */
export function attackRequirementsOn(state: GameState, creature: ObjectId): AttackRequirement[] {
  const out: AttackRequirement[] = [];
  for (const m of modulesWith(state, 'attackRequirements')) out.push(...m.attackRequirements(state, creature));
  return out;
}

/** How many of these requirements a creature obeys by attacking `target`, or by not attacking (null) (CR 508.1d). */
export function requirementsObeyed(requirements: readonly AttackRequirement[], target: AttackTarget | null): number {
  if (target === null) return 0;
  let n = 0;
  for (const r of requirements) if (r.kind === 'attacks' || ('player' in target && target.player !== r.player)) n++;
  return n;
}

/**
 * Whether a creature "can't attack or block alone" (CR 508.1c, 509.1b) by a static ability of its own:
 * it attacks or blocks only along with another creature.
 */
export function cantAttackOrBlockAlone(state: GameState, id: ObjectId): boolean {
  const o = obj(state, id);
  if (o.faceDown) return false;
  const statics = definitionOf(o)?.statics;
  return statics !== undefined && statics.some((st) => st.kind === 'cantAttackOrBlockAlone') && characteristics(state, id).hasAbilities;
}

/** Whether a declaration has a creature that can't attack or block alone among only one creature (CR 508.1c, 509.1b). */
function alone(state: GameState, ids: readonly ObjectId[]): boolean {
  return ids.length === 1 && cantAttackOrBlockAlone(state, ids[0] as ObjectId);
}

/**
 * The first restriction a declaration breaks (CR 508.1c), or null: how many creatures may attack,
 * that each creature can attack at all and whom it may attack, and that a creature that can't attack
 * alone doesn't.
 */
function restrictionBroken(state: GameState, entries: readonly AttackEntry[]): string | null {
  if (entries.length > 1 && entries.length > combatLimit(state, 'attack')) return '508.1c';
  for (const e of entries) {
    if (!canAttack(state, e.id)) return '508.1a';
    if (e.target === null) continue;
    const why = attackTargetRestriction(state, e.id, e.target);
    if (why) return why;
  }
  if (alone(state, entries.filter((e) => e.target !== null).map((e) => e.id))) return '508.1c';
  return null;
}

/**
 * Whether another creature of the active player than `id` could attack something (CR 508.1a–c): one
 * that would let a creature that can't attack alone attack, without obeying or breaking a requirement.
 */
function companionCanAttack(state: GameState, id: ObjectId): boolean {
  const targets = attackTargets(state, state.turn.active);
  return state.battlefield.some((other) => other !== id && characteristics(state, other).controller === state.turn.active && canAttack(state, other)
    && targets.some((t) => attackTargetRestriction(state, other, t) === null));
}

/** The active player's creatures that have attack requirements, with them (CR 508.1d). */
function requiredCreatures(state: GameState): { id: ObjectId; requirements: AttackRequirement[] }[] {
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

/**
 * The greatest number of requirements a declaration can obey without breaking a restriction
 * (CR 508.1d), by a branch-and-bound search over what each creature with requirements does: stay
 * home, or attack something it may attack. A creature that cannot attack (tapped, summoning sick,
 * restricted) can only stay home, so its requirements ask nothing of it; nor do they ask it to
 * attack where a cost would have to be paid (CR 508.1d). The search stops as soon as a declaration
 * reaches the bound of every creature obeying all it can on its own, which is at once while every
 * restriction is on one creature.
 */
function maxObeyable(state: GameState, creatures: readonly { id: ObjectId; requirements: AttackRequirement[] }[]): number {
  const targets = attackTargets(state, state.turn.active);
  const taxes = attackTaxes(state);
  const options = creatures.map(({ id, requirements }) => {
    const opts: { target: AttackTarget | null; n: number }[] = [{ target: null, n: 0 }];
    if (canAttack(state, id)) {
      // CR 508.1d: a cost to attack is never required to be paid
      for (const t of targets) if (attackTargetRestriction(state, id, t) === null && !attackTaxed(taxes, t)) opts.push({ target: t, n: requirementsObeyed(requirements, t) });
    }
    return opts.sort((a, b) => b.n - a.n);
  });
  const rest: number[] = Array<number>(options.length + 1).fill(0);
  for (let i = options.length - 1; i >= 0; i--) rest[i] = (rest[i + 1] as number) + (options[i]?.[0]?.n ?? 0);
  const bound = rest[0] as number;
  let best = -1;
  const chosen: AttackEntry[] = [];
  const search = (i: number, sum: number): void => {
    if (best === bound || sum + (rest[i] as number) <= best) return;
    if (i === options.length) {
      const broken = restrictionBroken(state, chosen);
      // a creature that can't attack alone may attack along with a creature that has no requirement
      if (broken === null || (broken === '508.1c' && companionCanAttack(state, (chosen[0] as AttackEntry).id))) best = sum;
      return;
    }
    for (const o of options[i] as { target: AttackTarget | null; n: number }[]) {
      if (o.target !== null) chosen.push({ id: (creatures[i] as { id: ObjectId }).id, target: o.target });
      search(i + 1, sum + o.n);
      if (o.target !== null) chosen.pop();
    }
  };
  search(0, 0);
  return best;
}

/**
 * Checks a whole attack declaration (CR 508.1c–d): it breaks no restriction, and it obeys as many
 * requirements as any declaration could without breaking one. With no requirements, no search.
 */
function checkAttack(state: GameState, entries: readonly AttackEntry[]): string | null {
  const broken = restrictionBroken(state, entries);
  if (broken) return broken;
  const taxes = attackTaxes(state);
  if (taxes.length > 0 && !canPayAttackCost(state, state.turn.active, entries, attackCost(taxes, entries))) return '508.1h';
  const creatures = requiredCreatures(state);
  if (creatures.length === 0) return null;
  let obeyed = 0;
  for (const c of creatures) obeyed += requirementsObeyed(c.requirements, entries.find((e) => e.id === c.id)?.target ?? null);
  return obeyed < maxObeyable(state, creatures) ? '508.1d' : null;
}

/** How many creatures may block an attacker by its own "can't be blocked by more than N creatures" (CR 509.1b). */
function maxBlockers(state: GameState, attacker: ObjectId): number {
  const o = obj(state, attacker);
  const statics = definitionOf(o)?.statics;
  if (!statics || o.faceDown || !characteristics(state, attacker).hasAbilities) return Infinity;
  let n = Infinity;
  for (const st of statics) if (st.kind === 'maxBlockers') n = Math.min(n, st.count);
  return n;
}

/** Checks a defending player's whole block declaration (CR 509.1b–c). */
function checkBlocks(state: GameState, defender: PlayerId, entries: { id: ObjectId; blocks: ObjectId | null }[]): string | null {
  if (entries.length > 0) {
    // CR 509.1b: a limit on the blockers of each combat counts those other defending players declared
    const blockers = (state.combat?.blockers.length ?? 0) + new Set(entries.map((e) => e.id)).size;
    if (blockers > 1 && blockers > combatLimit(state, 'block')) return '509.1b';
  }
  if (entries.length > 0 && alone(state, [...new Set(entries.map((e) => e.id))])) return '509.1b';
  for (const a of attackersAt(state, defender)) {
    const blockers = entries.filter((e) => e.blocks === a.id).map((e) => e.id);
    if (blockers.length === 0) continue;
    if (blockers.length > maxBlockers(state, a.id)) return '509.1b';
    for (const m of modulesWith(state, 'blockersOfAttacker')) {
      const why = m.blockersOfAttacker(state, a.id, blockers);
      if (why) return why;
    }
  }
  return null;
}

/** Lethal damage for a creature now (CR 702.19b, 120.4a): toughness less damage, 1 with deathtouch. */
function lethalFor(state: GameState, blocker: ObjectId, deathtouch: boolean): number {
  const c = characteristics(state, blocker);
  const left = Math.max(0, (c.toughness ?? 0) - obj(state, blocker).damage);
  return deathtouch ? Math.min(1, left) : left;
}

/** Whether a creature deals combat damage in this damage step (CR 510.4, 702.4b, 702.7b). */
function dealsInStep(state: GameState, id: ObjectId, firstStrikeStep: boolean, dealtFirst: boolean): boolean {
  const fs = hasKeyword(state, id, 'first strike');
  const ds = hasKeyword(state, id, 'double strike');
  if (firstStrikeStep) return fs || ds;
  return ds || !dealtFirst;
}

/** The recipients an attacker divides its damage among: its live blockers, then (with trample) what it attacks. */
function recipients(state: GameState, a: Attacker): { blockers: ObjectId[]; trample: boolean } {
  const blockers = a.blockers.filter((b) => onBattlefield(state, b));
  return { blockers, trample: hasKeyword(state, a.id, 'trample') };
}

/** Every legal division of an attacker's damage (CR 510.1c, 702.19b): amounts per blocker, then the defender. */
export function damageDivisions(state: GameState, a: Attacker): number[][] {
  const power = combatDamageOf(state, a.id);
  const { blockers, trample } = recipients(state, a);
  const deathtouch = hasKeyword(state, a.id, 'deathtouch');
  const slots = blockers.length + (trample ? 1 : 0);
  // with trample, damage reaches the defender only once every blocker has lethal damage (CR 702.19b)
  const out = divisionsOf(power, slots, (d) => !trample || d[slots - 1] === 0 || blockers.every((b, j) => (d[j] as number) >= lethalFor(state, b, deathtouch)));
  return divisionsForDivider(state, a, out, trample); // CR 702.22j
}

/** Whether an attacker's damage needs its controller to divide it (more than one way to do it). */
function needsDivision(state: GameState, a: Attacker): boolean {
  return a.blocked && damageDivisions(state, a).length > 1;
}

/** The creatures that deal damage in this step and still need a division chosen: attackers, then blockers of several. */
function undivided(state: GameState): { id: ObjectId; player: PlayerId }[] {
  const combat = state.combat;
  if (!combat) return [];
  const first = state.turn.step === 'firstStrikeDamage';
  const waiting = (id: ObjectId, dealtFirst: boolean): boolean => onBattlefield(state, id) && dealsInStep(state, id, first, dealtFirst) && !(String(id) in combat.divisions);
  const out: { id: ObjectId; player: PlayerId }[] = [];
  // CR 510.1c, 702.22j: an attacker's controller divides its damage, or the defending player because of banding
  for (const a of combat.attackers) if (waiting(a.id, a.dealtFirstStrike) && needsDivision(state, a)) out.push({ id: a.id, player: attackDamageDivider(state, a) });
  // CR 510.1d: a blocker's controller divides its damage among the attackers it blocks; the active player
  // if it blocks a band (702.22k)
  for (const b of combat.blockers) {
    if (!waiting(b.id, b.dealtFirstStrike) || blockerDamageDivisions(state, b.id).length <= 1) continue;
    const band = combat.attackers.some((a) => a.band !== undefined && b.blocking.includes(a.id));
    out.push({ id: b.id, player: band ? state.turn.active : characteristics(state, b.id).controller });
  }
  return out;
}

/** The divisions of a blocking creature's damage among the creatures it blocks (CR 702.22k). */
function blockerDamageDivisions(state: GameState, blocker: ObjectId): number[][] {
  const b = state.combat?.blockers.find((x) => x.id === blocker);
  return b ? blockerDivisions(state, b.blocking, combatDamageOf(state, blocker)) : [];
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
      if ('object' in to && !onBattlefield(state, to.object)) continue; // CR 510.1b
      events.push({ source: a.id, to, amount: power });
    } else {
      const { blockers, trample } = recipients(state, a);
      const chosen = combat.divisions[String(a.id)] ?? damageDivisions(state, a)[0];
      if (!chosen) continue;
      blockers.forEach((b, i) => events.push({ source: a.id, to: { object: b }, amount: chosen[i] ?? 0 }));
      if (trample) {
        const rest = blockers.length === 0 ? power : (chosen[blockers.length] ?? 0); // CR 702.19d
        if (rest > 0 && !('object' in to && !onBattlefield(state, to.object))) events.push({ source: a.id, to, amount: rest });
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
 * The next combat damage event whose affected player must still choose which prevention shield
 * applies next (CR 616.1), with the shields to choose among: the events are planned in order, each
 * seeing what the earlier ones use of a shield, since all are dealt at once (CR 510.2), and the
 * players waiting for a choice are asked in APNAP order (CR 101.4).
 */
function pendingShieldChoice(state: GameState, events: readonly CombatDamage[], caps: ReadonlyMap<number, ReadonlyMap<number, number>>): PreventionChoice | null {
  const combat = state.combat;
  if (!combat) return null;
  return nextPreventionChoice(state, events.map((e) => ({ ...e, combat: true })), (i) => combat.shieldOrders?.[String(i)] ?? [], (i) => caps.get(i));
}

/**
 * Deals all combat damage of this step simultaneously (CR 510.2), once every affected player has
 * chosen which damage a shield against several sources prevents (CR 615.7) and the order of the
 * prevention shields that apply to it where the order matters (CR 616.1).
 */
function dealCombatDamage(state: GameState): void {
  const combat = state.combat;
  if (!combat) return;
  const events = combatDamageEvents(state);
  const { caps, question } = divideShields(state, events, combat.shieldShares ?? {});
  if (question) {
    state.decision = { kind: 'choose', player: affectedChooser(state, question.shield.affected), choice: { prompt: 'shieldShare', options: shareOptions(state, events, question), min: 1, max: 1, rule: '615.7' } };
    return;
  }
  const pending = pendingShieldChoice(state, events, caps);
  if (pending) {
    state.decision = {
      kind: 'choose',
      player: pending.chooser,
      choice: { prompt: 'preventionOrder', options: shieldOptions(state, pending.shields), min: 1, max: 1, rule: '616.1' },
    };
    return;
  }
  const first = state.turn.step === 'firstStrikeDamage';
  if (first) {
    for (const a of combat.attackers) if (onBattlefield(state, a.id) && dealsInStep(state, a.id, true, a.dealtFirstStrike)) a.dealtFirstStrike = true;
    for (const b of combat.blockers) if (onBattlefield(state, b.id) && dealsInStep(state, b.id, true, b.dealtFirstStrike)) b.dealtFirstStrike = true;
  }
  events.forEach((e, i) => dealDamage(state, e.source, e.to, e.amount, true, combat.shieldOrders?.[String(i)] ?? [], caps.get(i)));
  combat.divisions = {};
  delete combat.shieldOrders;
  delete combat.shieldShares;
  state.turn.priority = state.turn.active;
  state.turn.passes = 0;
}

/**
 * The answer to a choice of which prevention shield applies next to a combat damage event
 * (CR 616.1): the shield is added to that event's order and the damage step goes on.
 */
export function answerCombatShieldChoice(state: GameState, option: number): void {
  const combat = state.combat;
  check(combat, 'badState', 'there is no combat damage waiting for this choice');
  const events = combatDamageEvents(state);
  const pending = pendingShieldChoice(state, events, divideShields(state, events, combat.shieldShares ?? {}).caps);
  check(pending, 'badState', 'there is no combat damage waiting for this choice');
  const shield = pending.shields[option];
  check(shield, 'illegal', 'no such option', '616.1');
  const orders = (combat.shieldOrders ??= {});
  orders[String(pending.event)] = [...(orders[String(pending.event)] ?? []), shield.id];
  state.decision = null;
  dealCombatDamage(state);
}

/** The options of a share question, for display: how much of the shield goes to this source's damage (CR 615.7). */
function shareOptions(state: GameState, events: readonly CombatDamage[], q: ShareQuestion): { label: string }[] {
  const e = events[q.event] as CombatDamage;
  const card = obj(state, e.source).card;
  return q.amounts.map((n) => ({ label: `prevent ${n} of the ${e.amount} damage from ${card}` }));
}

/**
 * The answer to a choice of how much of a prevention shield goes to one combat damage event among
 * damage from several sources (CR 615.7): the share is kept and the damage step goes on.
 */
export function answerCombatShieldShare(state: GameState, option: number): void {
  const combat = state.combat;
  check(combat, 'badState', 'there is no combat damage waiting for this choice');
  const { question } = divideShields(state, combatDamageEvents(state), combat.shieldShares ?? {});
  check(question, 'badState', 'there is no combat damage waiting for this choice');
  const share = question.amounts[option];
  check(share !== undefined, 'illegal', 'no such option', '615.7');
  const shares = (combat.shieldShares ??= {});
  (shares[String(question.shield.id)] ??= {})[String(question.event)] = share;
  state.decision = null;
  dealCombatDamage(state);
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

/** CR 506: the combat phase (with 508–511 and 802). */
export const combatPhase: RuleModule = {
  number: '506',
  title: 'Combat Phase',
  keywords: ['combat', 'attack', 'block', 'combat damage'],
  perform: {
    declareAttacker(state, action) {
      const a = action as DeclareAttackerAction;
      const d = requireDecision(state, 'declareAttackers', a.player);
      check(Number.isInteger(a.attacker) && typeof a.target === 'object' && a.target !== null, 'malformed', 'attacker must be an id and target a {player} or {planeswalker}');
      check(!d.pending.entries.some((e) => e.id === a.attacker), 'illegal', 'that creature is already attacking', '508.1a');
      check(canAttack(state, a.attacker), 'illegal', 'that creature cannot attack', '508.1a');
      check(attackTargets(state, a.player).some((t) => sameTarget(t, a.target)), 'illegal', 'it cannot attack that', '508.1b');
      const restricted = attackTargetRestriction(state, a.attacker, a.target);
      check(restricted === null, 'illegal', 'it cannot attack that player or planeswalker', restricted ?? undefined);
      const band = a.band === undefined ? null : bandProblem(state, d.pending.entries, a.attacker, a.target, a.band);
      check(band === null, 'illegal', 'it cannot attack in that band', band ?? undefined);
      d.pending.entries.push({ id: a.attacker, target: { ...a.target }, blocks: null });
      if (a.band !== undefined) joinBand(d.pending.entries, a.attacker, a.band);
    },
    undeclareAttacker(state, action) {
      const a = action as UndeclareAttackerAction;
      const d = requireDecision(state, 'declareAttackers', a.player);
      check(d.pending.entries.some((e) => e.id === a.attacker), 'illegal', 'that creature is not in the declaration');
      leaveDeclaration(d.pending.entries, a.attacker);
    },
    confirmAttackers(state, action) {
      const a = action as ConfirmAttackersAction;
      const d = requireDecision(state, 'declareAttackers', a.player);
      const why = checkAttack(state, d.pending.entries);
      check(why === null, 'illegal', 'that attack is not legal', why ?? undefined);
      const combat = state.combat;
      check(combat, 'badState', 'no combat in progress');
      const cost = attackCost(attackTaxes(state), d.pending.entries);
      for (const e of d.pending.entries) {
        const target = e.target as AttackTarget;
        // CR 508.1f: attacking creatures without vigilance become tapped
        if (!hasKeyword(state, e.id, 'vigilance')) tap(state, e.id);
        const defender = defenderOf(state, target);
        combat.attackers.push({ id: e.id, target, defender, blocked: false, blockers: [], dealtFirstStrike: false, ...(e.band !== undefined ? { band: e.band } : {}) });
        if ('player' in target && !combat.attackedPlayers.includes(target.player)) combat.attackedPlayers.push(target.player);
        state.history.attacked.push(e.id);
        emit(state, { type: 'attack', rule: '508.1', player: a.player, object: e.id, card: obj(state, e.id).card, ...('player' in target ? { toPlayer: target.player } : { to: target.planeswalker }) });
      }
      payAttackCost(state, a.player, cost);
      state.decision = null;
      // CR 508.3a: "whenever ~ attacks" abilities trigger
      for (const e of combat.attackers) fireTriggers(state, { event: 'attacks', object: e.id, player: e.defender, amount: 0 });
      state.turn.priority = combat.attackers.length > 0 ? state.turn.active : null;
      state.turn.passes = 0;
    },
    declareBlocker(state, action) {
      const a = action as DeclareBlockerAction;
      const d = requireDecision(state, 'declareBlockers', a.player);
      check(Number.isInteger(a.blocker) && Number.isInteger(a.attacker), 'malformed', 'blocker and attacker must be ids');
      check(canBlockAny(state, a.blocker, a.player), 'illegal', 'that creature cannot block', '509.1a');
      check(mayAddBlock(state, d.pending.entries, a.blocker, a.attacker), 'illegal', 'that creature is already blocking as many creatures as it can', '509.1a');
      check(attackersAt(state, a.player).some((x) => x.id === a.attacker), 'illegal', 'that creature is not attacking you or your planeswalkers', '802.4a');
      const why = blockAllowed(state, a.blocker, a.attacker);
      check(why === null, 'illegal', 'that creature cannot block that attacker', why ?? undefined);
      d.pending.entries.push({ id: a.blocker, target: null, blocks: a.attacker });
    },
    undeclareBlocker(state, action) {
      const a = action as UndeclareBlockerAction;
      const d = requireDecision(state, 'declareBlockers', a.player);
      check(d.pending.entries.some((e) => e.id === a.blocker), 'illegal', 'that creature is not in the declaration');
      // the creature leaves the declaration with every block it was declared to make
      d.pending.entries = d.pending.entries.filter((e) => e.id !== a.blocker);
    },
    confirmBlockers(state, action) {
      const d = requireDecision(state, 'declareBlockers', action.player);
      const why = checkBlocks(state, action.player, d.pending.entries);
      check(why === null, 'illegal', 'those blocks are not legal', why ?? undefined);
      const combat = state.combat;
      check(combat, 'badState', 'no combat in progress');
      for (const e of d.pending.entries) {
        const attacker = combat.attackers.find((x) => x.id === e.blocks);
        if (!attacker) continue;
        attacker.blocked = true; // CR 509.1h
        attacker.blockers.push(e.id);
        const blocking = combat.blockers.find((b) => b.id === e.id);
        if (blocking) blocking.blocking.push(attacker.id);
        else combat.blockers.push({ id: e.id, blocking: [attacker.id], dealtFirstStrike: false });
        emit(state, { type: 'block', rule: '509.1', player: action.player, object: e.id, to: attacker.id, card: obj(state, e.id).card });
      }
      blockWholeBands(state, combat); // CR 702.22h
      state.decision = null;
      const blockers = [...new Set(d.pending.entries.map((e) => e.id))];
      for (const id of blockers) fireTriggers(state, { event: 'blocks', object: id, player: action.player, amount: 0 });
      for (const x of combat.attackers) if (x.blockers.length > 0 && d.pending.entries.some((e) => e.blocks === x.id || x.blockers.includes(e.id))) fireTriggers(state, { event: 'becomesBlocked', object: x.id, player: null, amount: 0 });
      if (!nextBlockerDeclaration(state)) {
        state.turn.priority = state.turn.active;
        state.turn.passes = 0;
      }
    },
    assignDamage(state, action) {
      const a = action as AssignDamageAction;
      const attacker = state.combat?.attackers.find((x) => x.id === a.attacker);
      assignDivision(state, a, () => (attacker ? damageDivisions(state, attacker) : blockerDamageDivisions(state, a.attacker)), '510.1', beginCombatDamage);
    },
  },
  list(state, out) {
    const d = state.decision;
    if (!d) return;
    if (d.kind === 'declareAttackers') {
      const targets = attackTargets(state, d.player);
      for (const id of state.battlefield) {
        if (d.pending.entries.some((e) => e.id === id) || !canAttack(state, id)) continue;
        for (const target of targets) {
          if (attackTargetRestriction(state, id, target) !== null) continue;
          out.push({ type: 'declareAttacker', player: d.player, attacker: id, target });
          for (const band of bandsToJoin(state, d.pending.entries, id, target)) out.push({ type: 'declareAttacker', player: d.player, attacker: id, target, band });
        }
      }
      for (const e of d.pending.entries) out.push({ type: 'undeclareAttacker', player: d.player, attacker: e.id });
      if (checkAttack(state, d.pending.entries) === null) out.push({ type: 'confirmAttackers', player: d.player });
    } else if (d.kind === 'declareBlockers') {
      const attackers = attackersAt(state, d.player);
      for (const id of state.battlefield) {
        if (!canBlockAny(state, id, d.player)) continue;
        for (const a of attackers) {
          if (mayAddBlock(state, d.pending.entries, id, a.id) && blockAllowed(state, id, a.id) === null) out.push({ type: 'declareBlocker', player: d.player, blocker: id, attacker: a.id });
        }
      }
      for (const id of new Set(d.pending.entries.map((e) => e.id))) out.push({ type: 'undeclareBlocker', player: d.player, blocker: id });
      if (checkBlocks(state, d.player, d.pending.entries) === null) out.push({ type: 'confirmBlockers', player: d.player });
    } else if (d.kind === 'assignDamage') {
      const attacker = state.combat?.attackers.find((x) => x.id === d.attacker);
      for (const amounts of attacker ? damageDivisions(state, attacker) : blockerDamageDivisions(state, d.attacker)) out.push({ type: 'assignDamage', player: d.player, attacker: d.attacker, amounts });
    }
  },
};
