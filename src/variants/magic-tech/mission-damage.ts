/**
 * Damage in a mission (MT 8, 10.1). Each creature deals damage equal to its attack value (MT 8.1):
 * an unblocked attacker to the mission's target (the stockpile, or the card if it is still on the
 * table), a blocked one divided among its blockers as its controller chooses, and a blocker to the
 * attacker it blocks, all at once (CR 510.2). First strike and double strike make a first damage
 * step as in Magic (CR 510.4, 702.7, 702.4). Trample works as in Magic (CR 702.19): the excess
 * over what destroys every blocker may go to the target, counting what the other creatures of the
 * mission assign it, each application of damage absorbed by its armor (MT 8.2, trample.ts).
 * Before the damage is dealt, the affected players choose as in a combat damage step how shields
 * are divided (CR 615.7) and the order of prevention and redirection effects (CR 616.1). What the
 * damage does is the format's damage rule (damage.ts).
 *
 * @module
 */
import type { AssignDamageAction } from '../../engine/actions.js';
import { hasKeyword } from '../../engine/characteristics.js';
import { assignDivision, hasSeveralDivisions, isAttackerDivision, listedAttackerDivisions, type AttackerDivisionRule } from '../../engine/damage-division.js';
import type { RuleModule } from '../../engine/format.js';
import { combatShieldChoices } from '../../engine/combat-damage-shields.js';
import { dealsInStep, dealStepDamage } from '../../rules/506-combat-phase.js';
import type { SimultaneousDamage } from '../../engine/shield-shares.js';
import type { Attacker, GameState, ObjectId, Ref } from '../../state/types.js';
import { onBattlefield } from '../../zones/zones.js';
import { attackDamageDivider, blockDamageDivider, blockerDivisions, dividerMayAssignPast, isBlockerDivision } from '../../rules/702.22-banding.js';
import { peekData } from './data.js';
import { attackValue } from './values.js';
import { missionLethal, otherMissionAssigners, trampleAllows, type MissionAssigner } from './trample.js';

/** The mission's target, if it can still be dealt damage. */
function liveTarget(state: GameState): Ref | null {
  const t = peekData(state)?.mission?.target;
  if (!t) return null;
  if ('player' in t) return state.players[t.player]?.inGame ? t : null;
  return onBattlefield(state, t.object) ? t : null;
}

/**
 * What decides a blocked attacker's divisions of its damage: amounts per live blocker, then (with
 * trample) the target (CR 510.1c, 702.19b), counting what the other creatures of the mission assign a
 * shared blocker, each application of damage absorbed by its armor (MT 8.2, see trample.ts); the
 * defending player dividing because of banding assigns none to the target (CR 702.22j).
 */
function missionDivisionRule(state: GameState, a: Attacker): AttackerDivisionRule {
  const damage = attackValue(state, a.id);
  const blockers = a.blockers.filter((b) => onBattlefield(state, b));
  const trample = hasKeyword(state, a.id, 'trample');
  const deathtouch = hasKeyword(state, a.id, 'deathtouch');
  const own: MissionAssigner = { blockers, power: damage, deathtouch, chosen: null };
  const others = otherMissionAssigners(state, a.id);
  const past = !trample || dividerMayAssignPast(state, a);
  return {
    damage,
    blockers: blockers.length,
    trample,
    accept: (d) => (past || d[d.length - 1] === 0) && trampleAllows(state, own, others, d),
    lethal: (i) => missionLethal(state, blockers[i] as ObjectId, deathtouch),
  };
}

/** The listed divisions of a blocked attacker's damage (see `listedAttackerDivisions`). */
export function missionDivisions(state: GameState, a: Attacker): number[][] {
  return listedAttackerDivisions(missionDivisionRule(state, a));
}

/** The divisions of a blocking creature's damage among the creatures it blocks (CR 510.1d, 702.22k). */
function blockerMissionDivisions(state: GameState, blocker: ObjectId): number[][] {
  const b = state.combat?.blockers.find((x) => x.id === blocker);
  return b ? blockerDivisions(state, b.blocking, attackValue(state, blocker)) : [];
}

/** The blockers of several creatures that deal damage in this step and still need a division chosen (CR 510.1d, 702.22k). */
function undividedBlockers(state: GameState): ObjectId[] {
  const combat = state.combat;
  if (!combat) return [];
  const first = state.turn.step === 'firstStrikeDamage';
  return combat.blockers.filter((b) => onBattlefield(state, b.id) && dealsInStep(state, b.id, first, b.dealtFirstStrike) && !(String(b.id) in combat.divisions)
    && blockerMissionDivisions(state, b.id).length > 1).map((b) => b.id);
}

/** The attackers dealing damage in this step whose division is still to choose. */
function undivided(state: GameState): Attacker[] {
  const combat = state.combat;
  if (!combat) return [];
  const first = state.turn.step === 'firstStrikeDamage';
  return combat.attackers.filter((a) => a.blocked && onBattlefield(state, a.id) && dealsInStep(state, a.id, first, a.dealtFirstStrike)
    && !(String(a.id) in combat.divisions) && hasSeveralDivisions(missionDivisionRule(state, a)));
}

/** The damage each creature deals in this step of the mission, as assigned (MT 8.1, CR 510.1). */
function missionDamageEvents(state: GameState): SimultaneousDamage[] {
  const combat = state.combat;
  if (!combat) return [];
  const first = state.turn.step === 'firstStrikeDamage';
  const target = liveTarget(state);
  const events: SimultaneousDamage[] = [];
  for (const a of combat.attackers) {
    if (!onBattlefield(state, a.id) || !dealsInStep(state, a.id, first, a.dealtFirstStrike)) continue;
    const power = attackValue(state, a.id);
    if (power <= 0) continue;
    if (!a.blocked) {
      if (target) events.push({ source: a.id, to: target, amount: power });
      continue;
    }
    const blockers = a.blockers.filter((b) => onBattlefield(state, b));
    const trample = hasKeyword(state, a.id, 'trample');
    if (blockers.length === 0) {
      // CR 702.19d: a trampler whose blockers are all gone deals all its damage to the target
      if (trample && target) events.push({ source: a.id, to: target, amount: power });
      continue;
    }
    const chosen = combat.divisions[String(a.id)] ?? missionDivisions(state, a)[0];
    if (!chosen) continue;
    blockers.forEach((b, i) => events.push({ source: a.id, to: { object: b }, amount: chosen[i] ?? 0 }));
    const rest = trample ? (chosen[blockers.length] ?? 0) : 0;
    if (rest > 0 && target) events.push({ source: a.id, to: target, amount: rest });
  }
  for (const b of combat.blockers) {
    if (!onBattlefield(state, b.id) || !dealsInStep(state, b.id, first, b.dealtFirstStrike)) continue;
    const chosen = combat.divisions[String(b.id)] ?? blockerMissionDivisions(state, b.id)[0];
    b.blocking.filter((x) => onBattlefield(state, x)).forEach((x, i) => events.push({ source: b.id, to: { object: x }, amount: chosen?.[i] ?? 0 }));
  }
  return events.filter((e) => e.amount > 0);
}

/** Begins a damage step of a mission: asks for divisions where there is a choice, then deals the damage. */
export function beginMissionDamage(state: GameState): void {
  const next = undivided(state)[0];
  if (next) {
    state.decision = { kind: 'assignDamage', player: attackDamageDivider(state, next), attacker: next.id, firstStrike: state.turn.step === 'firstStrikeDamage' };
    return;
  }
  const blocker = undividedBlockers(state)[0];
  if (blocker !== undefined) {
    // CR 510.1d: the blocker's controller divides its damage among the creatures it blocks; the
    // mission's player if one of them has banding (702.22k)
    const blocking = state.combat?.blockers.find((b) => b.id === blocker)?.blocking ?? [];
    state.decision = { kind: 'assignDamage', player: blockDamageDivider(state, blocker, blocking), attacker: blocker, firstStrike: state.turn.step === 'firstStrikeDamage' };
    return;
  }
  dealMissionDamage(state);
}

/** Deals all the damage of this step of the mission at once (CR 510.2, see `dealStepDamage`). */
function dealMissionDamage(state: GameState): void {
  dealStepDamage(state, missionDamageEvents);
}

/**
 * MT 8 in a mission: dividing an attacker's damage among its blockers and the target, and the
 * affected players' choices about prevention and redirection effects (CR 615.7, 616.1).
 */
export const missionDamage: RuleModule = {
  number: 'MT 8.1',
  title: 'Mission damage',
  keywords: ['combat damage', 'trample', 'first strike'],
  choices: combatShieldChoices(missionDamageEvents, dealMissionDamage),
  perform: {
    assignDamage(state, action) {
      const a = action as AssignDamageAction;
      const attacker = state.combat?.attackers.find((x) => x.id === a.attacker);
      // a listing may leave legal divisions out (CR 510.1c–d); any is accepted
      const blocker = attacker ? undefined : state.combat?.blockers.find((x) => x.id === a.attacker);
      const accepts = attacker
        ? (amounts: readonly number[]) => isAttackerDivision(missionDivisionRule(state, attacker), amounts)
        : blocker ? (amounts: readonly number[]) => isBlockerDivision(state, blocker.blocking, attackValue(state, blocker.id), amounts) : undefined;
      assignDivision(state, a, () => (attacker ? missionDivisions(state, attacker) : blockerMissionDivisions(state, a.attacker)), 'MT 8.1', beginMissionDamage, accepts);
    },
  },
  list(state, out) {
    const d = state.decision;
    if (d?.kind !== 'assignDamage') return;
    const attacker = state.combat?.attackers.find((x) => x.id === d.attacker);
    for (const amounts of attacker ? missionDivisions(state, attacker) : blockerMissionDivisions(state, d.attacker)) out.push({ type: 'assignDamage', player: d.player, attacker: d.attacker, amounts });
  },
};
