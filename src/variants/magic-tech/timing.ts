/**
 * When things happen in Magic Tech: the deploy phase is the engine's first main phase (`main1`),
 * the missions phase between missions its second (`main2`), and a mission runs through the
 * beginning-of-combat, declare-attackers, declare-blockers, damage and end-of-combat steps (MT 3.1).
 *
 * @module
 */
import { hasPriority } from '../../rules/timing.js';
import type { GameState, PlayerId } from '../../state/types.js';
import { magicTechOptions } from './options.js';

/** Whether it is the player's own deploy phase and they have priority with an empty stack (MT 4). */
export function inDeployPhase(state: GameState, player: PlayerId): boolean {
  return state.turn.step === 'main1' && state.turn.active === player && hasPriority(state, player) && state.stack.length === 0;
}

/** Whether it is the player's own missions phase between missions, with priority and an empty stack (MT 6.1). */
export function betweenMissions(state: GameState, player: PlayerId): boolean {
  return state.turn.step === 'main2' && state.turn.active === player && hasPriority(state, player) && state.stack.length === 0;
}

/**
 * Whether a card that is no instant may be turned face up now, timing-wise, by the player with
 * priority (MT 4.5: "a sorcery can still be revealed during your turn"): on their turn, with an empty
 * stack unless the `sorceryRevealNeedsEmptyStack` option is off.
 */
export function sorceryRevealTiming(state: GameState, player: PlayerId): boolean {
  return state.turn.active === player && (state.stack.length === 0 || !magicTechOptions(state).sorceryRevealNeedsEmptyStack);
}
