/**
 * Patrol and guard (MT 5, 11.1). A creature without a post is in its controller's deploy area: a
 * revealed creature stays there until the end phase, when it goes on patrol, unless it has haste
 * (immunity to summoning sickness), which puts it on patrol at once (MT 5.3). In their deploy phase
 * a player relocates creatures that began the turn in play: a patrol goes to guard their stockpile
 * or a card they have in play, under construction or not, and a guard goes back on patrol (MT 5.1,
 * 5.2). A guard whose card has left the table, or is no longer its controller's, is on patrol.
 *
 * @module
 */
import type { VariantAction } from '../../engine/actions.js';
import { characteristics, hasKeyword } from '../../engine/characteristics.js';
import { check } from '../../engine/errors.js';
import type { RuleModule } from '../../engine/format.js';
import { emit } from '../../engine/log.js';
import type { GameState, ObjectId, PlayerId, Ref } from '../../state/types.js';
import { obj, onBattlefield } from '../../zones/zones.js';
import { mtData, peekData, type Post } from './data.js';
import { inDeployPhase } from './timing.js';

/** Where a creature stands now: on patrol, guarding, or in the deploy area (MT 5). */
export type Standing = 'deploy' | Post;

/** Whether a guard's charge is still its controller's: their stockpile, or a card of theirs on the table (MT 5.2). */
function chargeHeld(state: GameState, controller: PlayerId, charge: Ref): boolean {
  if ('player' in charge) return charge.player === controller;
  return onBattlefield(state, charge.object) && characteristics(state, charge.object).controller === controller;
}

/**
 * Where a creature on the table stands now (MT 5.3): at its post; without one, in the deploy area
 * if it was revealed this turn, unless it has haste, and on patrol if it was on the table when the
 * last end phase put creatures on patrol and became a creature since (Dread Statuary's "{4}: Dread
 * Statuary becomes a 4/2 Golem artifact creature until end of turn"): "revealed creatures remain in
 * the deploy area until the end of your turn", and its turn is over.
 */
export function standingOf(state: GameState, id: ObjectId): Standing {
  const data = peekData(state);
  const post = data?.posts[String(id)];
  if (post === 'patrol') return post;
  if (post && chargeHeld(state, characteristics(state, id).controller, post.guard)) return post;
  if (post) return 'patrol';
  if (obj(state, id).timestamp < (data?.settled ?? 0)) return 'patrol';
  return hasKeyword(state, id, 'haste') ? 'patrol' : 'deploy';
}

/** Whether a creature is on patrol (MT 5). */
export function onPatrol(state: GameState, id: ObjectId): boolean {
  return standingOf(state, id) === 'patrol';
}

/** What a creature guards, or null if it guards nothing (MT 5.2). */
export function guarding(state: GameState, id: ObjectId): Ref | null {
  const s = standingOf(state, id);
  return typeof s === 'object' ? s.guard : null;
}

/** Whether a permanent is a face-up creature controlled by `player` on the table. */
function isOwnCreature(state: GameState, player: PlayerId, id: ObjectId): boolean {
  if (!onBattlefield(state, id) || obj(state, id).faceDown) return false;
  const c = characteristics(state, id);
  return c.types.includes('Creature') && c.controller === player;
}

/** Whether a creature can be relocated now: its controller's deploy phase, and it began the turn in play (MT 5.1). */
function relocatable(state: GameState, player: PlayerId, id: ObjectId): boolean {
  return inDeployPhase(state, player) && isOwnCreature(state, player, id) && !obj(state, id).sick && standingOf(state, id) !== 'deploy';
}

/** What a player's creature may guard: their stockpile and every other card they have on the table (MT 5.2). */
function charges(state: GameState, player: PlayerId, creature: ObjectId): Ref[] {
  const out: Ref[] = [{ player }];
  for (const id of state.battlefield) if (id !== creature && characteristics(state, id).controller === player) out.push({ object: id });
  return out;
}

/**
 * Puts every creature in the deploy area on patrol (MT 11.1), and gives the post to those on patrol
 * only by haste (MT 5.3); forgets posts of objects that left the table; and notes the timestamp
 * before which every permanent has been through an end phase on the table (`settled`).
 */
export function patrolAtEndOfTurn(state: GameState): void {
  const data = mtData(state);
  // a phased-out creature has not left play and keeps its post (CR 702.26d)
  for (const key of Object.keys(data.posts)) if (!onBattlefield(state, Number(key)) && obj(state, Number(key)).phasedOut === undefined) delete data.posts[key];
  for (const id of state.battlefield) {
    const o = obj(state, id);
    if (o.faceDown || !characteristics(state, id).types.includes('Creature') || data.posts[String(id)] !== undefined) continue;
    // one on patrol by haste alone is placed there too, so that it stays when its haste ends
    // (Fires of Yavimaya leaving); only one that was in the deploy area moves
    const moves = standingOf(state, id) === 'deploy';
    data.posts[String(id)] = 'patrol';
    if (moves) emit(state, { type: 'patrol', rule: 'MT 11.1', object: id, card: o.card, player: characteristics(state, id).controller });
  }
  // every permanent on the table now is out of the deploy area, should it become a creature (MT 5.3)
  data.settled = state.nextTimestamp;
}

/** MT 5: relocating creatures between patrol and guard. */
export const patrolAndGuard: RuleModule = {
  number: 'MT 5',
  title: 'Patrol and guard',
  keywords: ['patrol', 'guard'],
  variantActions: {
    patrol(state, action) {
      const a = action as VariantAction;
      check(Number.isInteger(a.object) && a.target === undefined, 'malformed', 'patrol needs the creature as its object, and no target');
      const id = a.object as ObjectId;
      check(relocatable(state, a.player, id), 'illegal', 'you relocate your creatures that began the turn in play, in your deploy phase', 'MT 5.1');
      check(guarding(state, id) !== null, 'illegal', 'that creature is already on patrol', 'MT 5.1');
      mtData(state).posts[String(id)] = 'patrol';
      emit(state, { type: 'patrol', rule: 'MT 5.1', object: id, card: obj(state, id).card, player: a.player });
    },
    guard(state, action) {
      const a = action as VariantAction;
      check(Number.isInteger(a.object) && typeof a.target === 'object' && a.target !== null, 'malformed', 'guard needs the creature as its object and what it guards as its target');
      const id = a.object as ObjectId;
      const target = a.target as Ref;
      check(relocatable(state, a.player, id), 'illegal', 'you relocate your creatures that began the turn in play, in your deploy phase', 'MT 5.1');
      check(onPatrol(state, id), 'illegal', 'a creature goes to guard from patrol', 'MT 5.1');
      const ok = 'player' in target ? target.player === a.player : target.object !== id && chargeHeld(state, a.player, target);
      check(ok, 'illegal', 'a creature guards your stockpile or another card you have in play', 'MT 5.2');
      mtData(state).posts[String(id)] = { guard: 'player' in target ? { player: target.player } : { object: target.object } };
      emit(state, { type: 'guard', rule: 'MT 5.2', object: id, card: obj(state, id).card, player: a.player, ...('player' in target ? { toPlayer: target.player } : { to: target.object }) });
    },
  },
  list(state, out) {
    const d = state.decision;
    if (d?.kind !== 'priority' || !inDeployPhase(state, d.player)) return;
    for (const id of state.battlefield) {
      if (!relocatable(state, d.player, id)) continue;
      if (guarding(state, id) !== null) out.push({ type: 'variant', player: d.player, name: 'patrol', object: id });
      else for (const target of charges(state, d.player, id)) out.push({ type: 'variant', player: d.player, name: 'guard', object: id, target });
    }
  },
};
