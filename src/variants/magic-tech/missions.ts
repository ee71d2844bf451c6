/**
 * Missions (MT 6): in their missions phase the active player may send any number of missions, one
 * after another, each a separate attack by one or more creatures on the opponent's stockpile or on
 * one card they have in play (MT 6.1). An untapped creature on patrol cannot be attacked; a tapped
 * one can (MT 7.3). A mission begins with the `mission` action naming its target and has a
 * beginning of combat of its own; then its creatures are declared one at a time against the
 * defending player (`declareAttacker` with `{player: defender}`) and confirmed, or all at once
 * (`declareAttackers`); "whenever ~ attacks" abilities trigger, and players may cast
 * instants as in a Magic combat (MT 6.2). Blocks (blocking.ts) and damage (mission-damage.ts)
 * follow; at the end of the mission every creature in it becomes tapped (MT 6.3) and the missions
 * phase goes on. A creature goes on a mission if it is untapped, out of the deploy area, able to
 * attack as in Magic (summoning sickness, defender, "can't attack unless"), and, if it guards,
 * the `guardsMayAttack` option allows it. Sending a mission is optional, but the declaration of one
 * sent obeys the attack requirements as a declaration of attackers does (CR 508.1d,
 * mission-requirements.ts): a creature that "attacks each combat if able" goes if it can.
 *
 * `state.combat` lists the mission's attackers and blockers, so that cards that look at attacking
 * and blocking creatures work. What they attack is the defending player for a mission against the
 * stockpile, and for a mission against a card that permanent, in the engine's form for an attacked
 * permanent (`{planeswalker: id}`), so that "attacks a player" abilities (dethrone) see no player;
 * the mission's target is also in the format data.
 *
 * @module
 */
import type { AttackDeclaration, ConfirmAttackersAction, DeclareAttackerAction, DeclareAttackersAction, UndeclareAttackerAction, VariantAction } from '../../engine/actions.js';
import { characteristics } from '../../engine/characteristics.js';
import { check, RulesError } from '../../engine/errors.js';
import { modulesWith, type AttackPayment, type RuleModule } from '../../engine/format.js';
import { endEffects, tap } from '../../engine/game-actions.js';
import { emit } from '../../engine/log.js';
import { emptyManaPools } from '../../engine/step-start.js';
import { opponents } from '../../engine/players.js';
import { fireTriggers } from '../../engine/triggers.js';
import { attackTargetRestriction, cantAttackOrBlockAlone } from '../../rules/506-combat-phase.js';
import { combatLimit } from '../../rules/508.1c-combat-limits.js';
import { requirementsRefusal, type AttackChoice } from '../../rules/508.1d-attack-requirements.js';
import { attackCost, attackTaxed, attackTaxes, canPayAttackCost, checkAttackPayment, couldPayAttackCost, payAttackCost } from '../../rules/508.1h-attack-costs.js';
import type { ManaCost } from '../../engine/mana.js';
import type { AttackTarget, GameState, ObjectId, PendingDeclaration, PlayerId, Ref } from '../../state/types.js';
import { obj, onBattlefield } from '../../zones/zones.js';
import { bandProblem, bandsToJoin, joinBand, leaveDeclaration } from '../../rules/702.22-banding.js';
import { mtData, peekData, type Mission } from './data.js';
import { bestMission, missionRequirements, obeyedBy, type MissionDeclarationRules, type MissionRequirements } from './mission-requirements.js';
import { magicTechOptions } from './options.js';
import { onPatrol, standingOf } from './posts.js';
import { betweenMissions } from './timing.js';

/** What a player's missions may attack (MT 6.1, 7.3): each opponent's stockpile, and every card they have in play but untapped patrols. */
export function missionTargets(state: GameState, player: PlayerId): Ref[] {
  const out: Ref[] = [];
  for (const p of opponents(state, player)) out.push({ player: p });
  for (const id of state.battlefield) {
    const o = obj(state, id);
    const c = characteristics(state, id);
    if (c.controller === player) continue;
    if (!o.faceDown && c.types.includes('Creature') && !o.tapped && onPatrol(state, id)) continue;
    out.push({ object: id });
  }
  return out;
}

/** The defending player of a mission target: the stockpile's player, or the card's controller. */
export function defenderOf(state: GameState, target: Ref): PlayerId {
  return 'player' in target ? target.player : characteristics(state, target.object).controller;
}

/** Whether a creature may go on a mission against this defending player now (MT 6.1): untapped, and {@link mayStillGo}. */
export function canGoOnMission(state: GameState, id: ObjectId, defender: PlayerId): boolean {
  return onBattlefield(state, id) && !obj(state, id).tapped && mayStillGo(state, id, defender);
}

/**
 * Whether a creature chosen for a mission may still go as the mission is sent: as
 * {@link canGoOnMission}, except that it may have become tapped since it was chosen. It had to be
 * untapped as it was chosen (CR 508.1a, as in Magic, MT 6.2); sending it does not tap it (MT 6.3),
 * so it may have been tapped for its own mana to pay what the mission costs (508.1i).
 */
function mayStillGo(state: GameState, id: ObjectId, defender: PlayerId): boolean {
  if (!onBattlefield(state, id) || obj(state, id).faceDown) return false;
  const c = characteristics(state, id);
  if (!c.types.includes('Creature') || c.controller !== state.turn.active) return false;
  if (obj(state, id).sick && !c.keywords.includes('haste')) return false; // CR 302.6
  const standing = standingOf(state, id);
  if (standing === 'deploy') return false;
  if (standing !== 'patrol' && !magicTechOptions(state).guardsMayAttack) return false;
  for (const m of modulesWith(state, 'attackRestriction')) if (m.attackRestriction(state, id)) return false;
  return attackTargetRestriction(state, id, { player: defender }) === null;
}

function sameRef(a: Ref, b: Ref): boolean {
  return 'player' in a ? 'player' in b && a.player === b.player : 'object' in b && a.object === b.object;
}

/** What a mission's creatures attack: the defending player for a stockpile, the card as an attacked permanent (MT 6.1). */
function attackedBy(m: Mission): AttackTarget {
  return 'player' in m.target ? { player: m.target.player } : { planeswalker: m.target.object };
}

/**
 * What sending `count` creatures on the mission costs (CR 508.1h, as in Magic, MT 6.2): "Creatures
 * can't attack you unless their controller pays {2} for each creature they control that's attacking
 * you" (Ghostly Prison) taxes a mission against its controller's stockpile, which attacks them, and
 * not one against a card of theirs.
 */
function missionCost(state: GameState, m: Mission, count: number): ManaCost {
  const taxes = attackTaxes(state);
  return taxes.length === 0 ? [] : attackCost(taxes, Array.from({ length: count }, () => ({ target: attackedBy(m) })));
}

/** The most creatures a mission sends: "No more than one creature can attack each combat" (Silent Arbiter, CR 508.1c), each mission being a combat (MT 6.1). */
function missionCap(state: GameState): number {
  return Math.max(1, combatLimit(state, 'attack'));
}

// A creature sent on a mission does not become tapped until the mission ends (MT 6.3): unlike
// attackers in Magic (CR 508.1f), its mana may pay what the mission costs, so no creature is left
// out of the payment (the declaration entries given to the cost checks are none; see missionPayment).

/**
 * The restriction or cost of Magic that these creatures of the mission break together, or null (CR
 * 508.1c, 508.1j, as in Magic, MT 6.2): more creatures than may attack each combat (Silent Arbiter),
 * a creature that can't attack alone sent alone (Ember Beast), or a cost its player can't pay now
 * (Ghostly Prison).
 */
function missionProblem(state: GameState, player: PlayerId, m: Mission, ids: readonly ObjectId[]): string | null {
  if (ids.length > missionCap(state)) return '508.1c';
  if (ids.length === 1 && cantAttackOrBlockAlone(state, ids[0] as ObjectId)) return '508.1c';
  return canPayAttackCost(state, player, [], missionCost(state, m, ids.length)) ? null : '508.1j';
}

/**
 * Whether the mission with these creatures, and `others` more creatures that could still go, can be
 * sent once its player has activated the mana abilities they may (CR 508.1c, 508.1h–j): within the
 * limit and its cost payable, and a creature that can't attack alone given a companion.
 */
function missionFinishable(state: GameState, player: PlayerId, m: Mission, ids: readonly ObjectId[], others: number): boolean {
  const payable = (n: number): boolean => n <= missionCap(state) && couldPayAttackCost(state, player, [], missionCost(state, m, n));
  if (!payable(ids.length)) return false;
  return !(ids.length === 1 && cantAttackOrBlockAlone(state, ids[0] as ObjectId)) || (others > 0 && payable(2));
}

/** Whether some creatures of the active player can be sent on the mission (MT 6.1): some creature can go, alone or with another, within Magic's limits and costs. */
function missionCanBeSent(state: GameState, m: Mission): boolean {
  return completes(state, m, [], null);
}

/**
 * Whether a declaration of the mission with these creatures is legal, or becomes legal with a
 * companion for a creature that can't attack alone, or, with none, whether some creature can be sent
 * (MT 6.1, CR 508.1c, 508.1h–j); `unable` taken to be unable to go.
 */
function completes(state: GameState, m: Mission, ids: readonly ObjectId[], unable: ObjectId | null): boolean {
  const player = state.turn.active;
  const others = stillAble(state, m, ids).filter((id) => id !== unable);
  if (ids.length === 0) return others.some((id) => missionFinishable(state, player, m, [id], others.length - 1));
  return missionFinishable(state, player, m, ids, others.length);
}

/** The creatures of the active player not yet chosen for the mission that can still be (MT 6.1). */
function stillAble(state: GameState, m: Mission, chosen: readonly ObjectId[]): ObjectId[] {
  return state.battlefield.filter((id) => !chosen.includes(id) && canGoOnMission(state, id, m.defender));
}

/**
 * The rules of the mission's declaration that its attack requirements are weighed against (CR
 * 508.1c–d, 508.1h–j): a creature chosen for it counts as able to go while it may still go, so that
 * the requirements are those of the moment it was chosen, not lowered by its tapping for its own mana
 * since (508.1i, MT 6.3).
 */
function declarationRules(state: GameState, m: Mission): MissionDeclarationRules {
  const d = state.decision;
  const declared = d?.kind === 'declareAttackers' ? d.pending.entries.map((e) => e.id) : [];
  const attacked = attackedBy(m);
  return {
    attacked,
    cap: missionCap(state),
    free: !attackTaxed(attackTaxes(state), attacked),
    able: (id) => canGoOnMission(state, id, m.defender) || (declared.includes(id) && mayStillGo(state, id, m.defender)),
    completes: (ids, unable) => completes(state, m, ids, unable),
  };
}

/** The rules of a mission's declaration and the attack requirements on it, found once (CR 508.1c–d, 508.1h–j). */
interface MissionFrame extends MissionRequirements {
  rules: MissionDeclarationRules;
}

/** The frame of the mission's declaration as it stands (see {@link declarationRules}). */
function missionFrame(state: GameState, m: Mission): MissionFrame {
  const rules = declarationRules(state, m);
  return { rules, ...missionRequirements(state, rules) };
}

/**
 * Whether a declaration of the mission containing these creatures can still be finished as a legal
 * one (CR 508.1c–d, 508.1h–j, as in Magic, MT 6.1): more creatures can be added to make it one that
 * breaks no restriction, can be paid for once mana abilities are activated, and obeys the most
 * attack requirements a legal declaration obeys. `others`, when given, is how many creatures not
 * among them can still go (see {@link missionFinishable}).
 */
function missionCanBeFinished(state: GameState, m: Mission, chosen: readonly ObjectId[], frame: MissionFrame, others?: number): boolean {
  if (frame.most > 0) return bestMission(frame.rules, frame.required, chosen, frame.most).obeyed >= frame.most;
  return others === undefined ? completes(state, m, chosen, null) : missionFinishable(state, state.turn.active, m, chosen, others);
}

/** Whether a declaration of the mission with these creatures obeys the most attack requirements a legal one obeys (CR 508.1d). */
function obeysTheMost(frame: MissionFrame, ids: readonly ObjectId[]): boolean {
  return frame.most === 0 || obeyedBy(frame.required, frame.rules.attacked, ids) >= frame.most;
}

/**
 * Whether a creature not chosen for the mission must stay able to go while its declaration is made:
 * every legal declaration sends it, since without it fewer requirements would be obeyed (CR 508.1d),
 * so tapping it for mana first would dodge them. Requirements bind only a mission that costs nothing
 * (508.1d), and only a mission that costs mana has mana abilities activated during its declaration
 * (508.1i), so this holds of no creature while the rules tax attacks on players only; it is checked
 * all the same, as in Magic's declaration.
 */
function mustStayAbleToGo(state: GameState, creature: ObjectId): boolean {
  const d = state.decision;
  const m = peekData(state)?.mission;
  if (d?.kind !== 'declareAttackers' || !m || d.pending.entries.some((e) => e.id === creature) || !canGoOnMission(state, creature, m.defender)) return false;
  const { rules, required, most } = missionFrame(state, m);
  return most > 0 && bestMission(rules, required, [], most, creature).obeyed < most;
}

/**
 * How a mission's declaration is paid for as it is made (CR 508.1h–j, as in Magic, MT 6.2), for the
 * rules of mana abilities: its player is asked for mana while the creatures chosen cost some (a
 * mission against a card attacks no player and costs nothing, 508.1i, 605.3a); no creature chosen is
 * tapped by being sent (MT 6.3), so each may tap for its own mana; the declaration can be finished
 * while its creatures, with others that can still go, can be sent and paid for and obey the most
 * attack requirements a legal declaration obeys (508.1d); and a creature every such declaration
 * sends must stay able to go.
 */
const missionPayment: AttackPayment = {
  paying(state, player) {
    const d = state.decision;
    const m = peekData(state)?.mission;
    return d?.kind === 'declareAttackers' && d.player === player && m !== null && m !== undefined && missionCost(state, m, d.pending.entries.length).length > 0;
  },
  tapsAsDeclared: () => false,
  canBeFinished(state) {
    const d = state.decision;
    const m = peekData(state)?.mission;
    if (d?.kind !== 'declareAttackers' || !m) return false;
    return missionCanBeFinished(state, m, d.pending.entries.map((e) => e.id), missionFrame(state, m));
  },
  mustStayAble: mustStayAbleToGo,
};

/** The pending declaration of the mission's creatures, checked to be the player's. */
function declaring(state: GameState, player: PlayerId) {
  const d = state.decision;
  check(d?.kind === 'declareAttackers' && d.player === player, 'wrongDecision', 'you are not sending creatures on a mission now', 'MT 6.1');
  return d;
}

/** The defending player of the mission in progress. */
function missionDefender(state: GameState): PlayerId {
  const m = peekData(state)?.mission;
  check(m, 'badState', 'no mission in progress');
  return m.defender;
}

/**
 * Adds one creature to the declaration entries of the mission in progress, after checking it (MT
 * 6.1): it attacks the defending player's side, is not yet on the mission, can go, and joins a band
 * it may (CR 702.22c, as in Magic, MT 10.1).
 */
function addMissionCreature(state: GameState, entries: PendingDeclaration['entries'], attacker: ObjectId, target: AttackTarget, band: ObjectId | undefined): void {
  const defender = missionDefender(state);
  check(Number.isInteger(attacker) && typeof target === 'object' && target !== null, 'malformed', 'attacker must be an id and target {player: the defending player}');
  check(band === undefined || Number.isInteger(band), 'malformed', 'band must be the id of a creature declared before it');
  check('player' in target && target.player === defender, 'illegal', 'a mission\'s creatures attack the defending player\'s side: target {player: defender}', 'MT 6.1');
  check(!entries.some((e) => e.id === attacker), 'illegal', `creature ${attacker} is already on the mission`, 'MT 6.1');
  check(canGoOnMission(state, attacker, defender), 'illegal', 'that creature cannot go on a mission', 'MT 6.1');
  const bandWhy = band === undefined ? null : bandProblem(state, entries, attacker, { player: defender }, band);
  check(bandWhy === null, 'illegal', 'it cannot go on the mission in that band', bandWhy ?? undefined);
  entries.push({ id: attacker, target: { player: defender }, blocks: null });
  if (band !== undefined) joinBand(entries, attacker, band);
}

/**
 * Refuses a declaration of the mission that obeys fewer attack requirements than a legal one can
 * (CR 508.1d, as in Magic, MT 6.1): which creature leaves which requirement unobeyed, and a
 * declaration obeying the most.
 */
function checkRequirementsObeyed(state: GameState, m: Mission, ids: readonly ObjectId[]): void {
  const frame = missionFrame(state, m);
  if (obeysTheMost(frame, ids)) return;
  const { rules, required, most } = frame;
  const choice = (sent: readonly ObjectId[]): AttackChoice[] => required.map((c) => ({ id: c.id, target: sent.includes(c.id) ? rules.attacked : null }));
  const best = bestMission(rules, required, [], most).ids;
  throw new RulesError('illegal', requirementsRefusal(state, required, choice(ids), choice(best), most), '508.1d');
}

/**
 * Sends the mission's creatures once the declaration is checked (MT 6.1): one or more creatures that
 * can go; "whenever ~ attacks" abilities trigger, and players may act (MT 6.2). Nothing changes if
 * it is refused.
 */
function sendMission(state: GameState, player: PlayerId, entries: PendingDeclaration['entries'], payment: readonly ObjectId[] | undefined): void {
  check(entries.length > 0, 'illegal', 'a mission sends one or more creatures', 'MT 6.1');
  const m = peekData(state)?.mission;
  const combat = state.combat;
  check(m && combat, 'badState', 'no mission in progress');
  for (const e of entries) check(mayStillGo(state, e.id, m.defender), 'illegal', 'that creature cannot go on a mission', 'MT 6.1');
  const cost = missionCost(state, m, entries.length);
  check(cost.length > 0 || payment === undefined || payment.length === 0, 'illegal', 'sending this mission costs no mana: there is nothing to pay', 'MT 6.1');
  if (cost.length > 0 && payment !== undefined) checkAttackPayment(state, player, [], cost, payment);
  const ids = entries.map((e) => e.id);
  const problem = missionProblem(state, player, m, ids);
  check(problem === null, 'illegal', 'those creatures cannot go on the mission together', problem ?? undefined);
  checkRequirementsObeyed(state, m, ids);
  const attacked = attackedBy(m);
  for (const e of entries) {
    combat.attackers.push({ id: e.id, target: attacked, defender: m.defender, blocked: false, blockers: [], dealtFirstStrike: false, ...(e.band !== undefined ? { band: e.band } : {}) });
    state.history.attacked.push(e.id);
    emit(state, { type: 'attack', rule: 'MT 6.1', player, object: e.id, card: obj(state, e.id).card, ...('player' in m.target ? { toPlayer: m.target.player } : { to: m.target.object }) });
  }
  if ('player' in m.target) combat.attackedPlayers.push(m.target.player);
  noteInvolved(state, entries.map((e) => e.id), 'attackers');
  // CR 508.1j, as in Magic: the cost of the mission is paid as its creatures are sent
  payAttackCost(state, player, cost, payment);
  state.decision = null;
  for (const e of combat.attackers) fireTriggers(state, { event: 'attacks', object: e.id, player: e.defender, amount: 0 });
  // MT 6.2: instants and abilities may be played during the mission
  state.turn.priority = state.turn.active;
  state.turn.passes = 0;
}

/**
 * Begins the declaration of the mission's creatures, if the target can still be attacked and a
 * creature can still go; otherwise the mission has no creatures and goes to its end.
 */
export function beginMissionDeclaration(state: GameState): void {
  const m = peekData(state)?.mission;
  const player = state.turn.active;
  state.turn.priority = null;
  if (!m || !missionTargets(state, player).some((t) => sameRef(t, m.target))) return;
  if (!missionCanBeSent(state, m)) return;
  state.decision = { kind: 'declareAttackers', player, pending: { entries: [] } };
}

/**
 * Notes creatures involved in the mission in progress (MT 6.3): those sent on it, or those that
 * blocked in it. They stay involved if they are removed from combat (CR 506.4, Hollowhenge Spirit).
 */
export function noteInvolved(state: GameState, ids: readonly ObjectId[], role: 'attackers' | 'blockers'): void {
  const m = mtData(state).mission;
  if (!m) return;
  const involved = (m.involved ??= { attackers: [], blockers: [] });
  for (const id of ids) if (!involved[role].includes(id)) involved[role].push(id);
}

/**
 * Taps every creature involved in the mission that is still on the table (MT 6.3): the attackers,
 * and the blockers unless the option says otherwise — also one removed from combat (CR 506.4), which
 * was involved in the mission all the same.
 */
export function tapMissionCreatures(state: GameState): void {
  const combat = state.combat;
  if (!combat) return;
  const involved = peekData(state)?.mission?.involved;
  const blockersToo = magicTechOptions(state).tapBlockersAfterMission;
  const ids = new Set([
    ...(involved?.attackers ?? []), ...combat.attackers.map((a) => a.id),
    ...(blockersToo ? [...(involved?.blockers ?? []), ...combat.blockers.map((b) => b.id)] : []),
  ]);
  for (const id of ids) {
    if (!onBattlefield(state, id) || obj(state, id).tapped) continue;
    tap(state, id);
    emit(state, { type: 'tap', rule: 'MT 6.3', object: id, card: obj(state, id).card });
  }
}

/**
 * Ends the mission (MT 6.3): the combat is over and "until end of combat" effects end. An
 * additional combat phase an effect added after it (CR 500.8, Scourge of the Throne) adds nothing to
 * a missions phase that may send any number of missions (MT 6.1): the player may send another.
 */
export function closeMission(state: GameState): void {
  state.combat = null;
  mtData(state).mission = null;
  state.turn.additionalCombats = 0;
  endEffects(state, (d) => d.until === 'endOfCombat');
}

/** MT 6: missions. */
export const missions: RuleModule = {
  number: 'MT 6',
  title: 'Missions',
  keywords: ['mission', 'attack'],
  attackPayment: missionPayment,
  variantActions: {
    mission(state, action) {
      const a = action as VariantAction;
      check(typeof a.target === 'object' && a.target !== null && a.object === undefined, 'malformed', 'a mission needs a target: {player} for a stockpile or {object} for a card, and no object');
      const target = a.target as Ref;
      check(betweenMissions(state, a.player), 'illegal', 'missions go in your missions phase, one at a time, with an empty stack', 'MT 6.1');
      check(missionTargets(state, a.player).some((t) => sameRef(t, target)), 'illegal', 'a mission attacks an opponent\'s stockpile or a card they have in play, but no untapped creature on patrol', 'MT 7.3');
      const defender = defenderOf(state, target);
      check(missionCanBeSent(state, { target, defender }), 'illegal', 'none of your creatures can go on that mission', 'MT 6.1');
      mtData(state).mission = { target: 'player' in target ? { player: target.player } : { object: target.object }, defender };
      state.combat = { attackers: [], blockers: [], attackedPlayers: [], blockersDeclaredBy: [], divisions: {} };
      state.history.combatPhases++; // CR 506.7d: which combat phase of the turn this is, a mission being one (MT 6.1)
      emit(state, { type: 'mission', rule: 'MT 6.1', player: a.player, ...('player' in target ? { toPlayer: target.player } : { to: target.object }) });
      // each mission is a separate attack (MT 6.1): it has its own beginning of combat, where
      // "at the beginning of combat" abilities trigger and players may act (MT 6.2)
      state.turn.step = 'beginCombat';
      // CR 106.4, 500.5: mana made in the missions phase empties as that phase ends, before the mission's combat phase begins
      emptyManaPools(state);
      emit(state, { type: 'step', rule: 'MT 6.1', player: a.player, detail: 'beginCombat' });
      fireTriggers(state, { event: 'beginningOfStep', object: null, player: a.player, amount: 0 });
      state.turn.priority = a.player;
      state.turn.passes = 0;
      state.decision = null;
    },
  },
  perform: {
    declareAttacker(state, action) {
      const a = action as DeclareAttackerAction;
      const d = declaring(state, a.player);
      addMissionCreature(state, d.pending.entries, a.attacker, a.target, a.band);
    },
    undeclareAttacker(state, action) {
      const a = action as UndeclareAttackerAction;
      const d = declaring(state, a.player);
      check(d.pending.entries.some((e) => e.id === a.attacker), 'illegal', 'that creature is not on the mission', 'MT 6');
      leaveDeclaration(d.pending.entries, a.attacker);
    },
    confirmAttackers(state, action) {
      const a = action as ConfirmAttackersAction;
      const d = declaring(state, a.player);
      sendMission(state, a.player, d.pending.entries, a.payment);
    },
    declareAttackers(state, action) {
      const a = action as DeclareAttackersAction;
      declaring(state, a.player);
      check(Array.isArray(a.attackers), 'malformed', 'attackers must be a list of {attacker, target: {player: defender}, band?}');
      const entries: PendingDeclaration['entries'] = [];
      for (const x of a.attackers as unknown[]) {
        check(typeof x === 'object' && x !== null, 'malformed', 'each attacker must be {attacker, target: {player: defender}, band?}');
        const { attacker, target, band } = x as AttackDeclaration;
        addMissionCreature(state, entries, attacker, target, band);
      }
      sendMission(state, a.player, entries, a.payment);
    },
  },
  list(state, out) {
    const d = state.decision;
    if (d?.kind === 'priority' && betweenMissions(state, d.player)) {
      for (const target of missionTargets(state, d.player)) {
        const defender = defenderOf(state, target);
        if (missionCanBeSent(state, { target, defender })) out.push({ type: 'variant', player: d.player, name: 'mission', target });
      }
    } else if (d?.kind === 'declareAttackers') {
      const m = peekData(state)?.mission;
      if (!m) return;
      const defender = m.defender;
      const chosen = d.pending.entries.map((e) => e.id);
      const frame = missionFrame(state, m);
      const able = stillAble(state, m, chosen);
      let offeredOne = false;
      for (const id of able) {
        // only additions after which the mission can still be sent (CR 508.1c–d, 508.1h–j, as in Magic)
        if (!missionCanBeFinished(state, m, [...chosen, id], frame, able.length - 1)) continue;
        out.push({ type: 'declareAttacker', player: d.player, attacker: id, target: { player: defender } });
        for (const band of bandsToJoin(state, d.pending.entries, id, { player: defender })) out.push({ type: 'declareAttacker', player: d.player, attacker: id, target: { player: defender }, band });
        offeredOne = true;
      }
      // taking a creature back is not listed: every listed addition can be finished, so listed actions
      // end the declaration; only a declaration built otherwise that can't be finished (a creature
      // added past Silent Arbiter's limit, or in the place of one a requirement sends) lists it
      if (chosen.length > 0 && missionProblem(state, d.player, m, chosen) === null && obeysTheMost(frame, chosen)) out.push({ type: 'confirmAttackers', player: d.player });
      else if (!offeredOne && !missionCanBeFinished(state, m, chosen, frame)) for (const id of chosen) out.push({ type: 'undeclareAttacker', player: d.player, attacker: id });
    }
  },
};
