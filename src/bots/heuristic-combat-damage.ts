/**
 * How the heuristic bot divides a creature's combat damage (CR 510.1c–d): of the legal divisions
 * listed, one that deals a player as much damage past the blockers as their life, if there is one
 * (trample, CR 702.19b); then the one that destroys the most worth of the other players' creatures
 * (see `permanentValue`, summed), then deals the most damage past its blockers to what the creature
 * attacks, then the most to the blockers it does not destroy. Where it divides damage dealt to its
 * own creatures (a defending player dividing an attacker's damage because of banding, CR 702.22j),
 * the other way round.
 *
 * @module
 */
import type { Action } from '../engine/actions.js';
import { characteristics, hasKeyword } from '../engine/characteristics.js';
import type { GameState, ObjectId, PlayerId, Ref } from '../state/types.js';
import { onBattlefield } from '../zones/zones.js';
import { hostile, permanentValue } from './heuristic-targets.js';

/** The score of each point of a creature's worth destroyed (at least 1 a creature): above any damage past the blockers. */
const PER_WORTH = 1000;
/** The score of each point of damage past the blockers: above any damage to creatures that survive it. */
const PER_POINT_PAST = 10;
/** The score of damage past the blockers that is a player's life or more. */
const LETHAL_TO_PLAYER = 1_000_000;

/**
 * The damage already assigned to each creature by the other creatures' divisions chosen in this step
 * (CR 702.19b counts it towards lethal damage).
 */
function assignedElsewhere(state: GameState, dividing: ObjectId): Map<ObjectId, number> {
  const out = new Map<ObjectId, number>();
  const combat = state.combat;
  if (!combat) return out;
  const add = (recipients: readonly ObjectId[], amounts: readonly number[]): void => {
    recipients.filter((id) => onBattlefield(state, id)).forEach((id, i) => out.set(id, (out.get(id) ?? 0) + (amounts[i] ?? 0)));
  };
  for (const a of combat.attackers) {
    const chosen = combat.divisions[String(a.id)];
    if (a.id !== dividing && chosen) add(a.blockers, chosen);
  }
  for (const b of combat.blockers) {
    const chosen = combat.divisions[String(b.id)];
    if (b.id !== dividing && chosen) add(b.blocking, chosen);
  }
  return out;
}

/**
 * The damage a creature lacks to be destroyed by `source`'s: its toughness less the damage marked on
 * it and assigned to it already (CR 120.6, 702.19b), at most 1 from a source with deathtouch (CR 702.2c).
 */
function lethal(state: GameState, source: ObjectId, creature: ObjectId, elsewhere: ReadonlyMap<ObjectId, number>): number {
  const lacking = Math.max(0, (characteristics(state, creature).toughness ?? 0) - (state.objects[creature]?.damage ?? 0) - (elsewhere.get(creature) ?? 0));
  return hasKeyword(state, source, 'deathtouch') ? Math.min(1, lacking) : lacking;
}

/**
 * The bot's division of the combat damage of the creature it is dividing now, among the listed
 * `assignDamage` actions (see the module's description); the first of those scoring alike. Undefined
 * for another decision.
 */
export function combatDamageAction(state: GameState, me: PlayerId, actions: readonly Action[]): Action | undefined {
  const d = state.decision;
  if (d?.kind !== 'assignDamage') return undefined;
  const attacker = state.combat?.attackers.find((a) => a.id === d.attacker);
  const blocking = state.combat?.blockers.find((b) => b.id === d.attacker)?.blocking ?? [];
  // the amounts follow the creatures it is blocked by or blocks still there, then what it attacks (CR 510.1c–d)
  const recipients = (attacker ? attacker.blockers : blocking).filter((id) => onBattlefield(state, id));
  const elsewhere = assignedElsewhere(state, d.attacker);
  const needs = recipients.map((id) => lethal(state, d.attacker, id, elsewhere));
  const side = recipients.map((id) => (hostile(state, me, { object: id }) ? 1 : -1));
  const worth = recipients.map((id) => permanentValue(state, id));
  const attacked: Ref | undefined = attacker ? ('player' in attacker.target ? { player: attacker.target.player } : { object: attacker.target.planeswalker }) : undefined;
  const pastSide = attacked && hostile(state, me, attacked) ? 1 : -1;
  const pastLife = attacked && 'player' in attacked ? state.players[attacked.player]?.life : undefined;
  let best: Action | undefined;
  let bestScore = -Infinity;
  for (const a of actions) {
    if (a.type !== 'assignDamage') continue;
    let score = 0;
    recipients.forEach((_, i) => {
      const amount = a.amounts[i] ?? 0;
      score += (side[i] as number) * (amount >= (needs[i] as number) ? PER_WORTH * (worth[i] as number) : amount);
    });
    const past = a.amounts[recipients.length] ?? 0;
    score += pastSide * (PER_POINT_PAST * past + (pastLife !== undefined && past > 0 && past >= pastLife ? LETHAL_TO_PLAYER : 0));
    if (score > bestScore) [best, bestScore] = [a, score];
  }
  return best;
}
