/**
 * CR 702.105 Dethrone (*Conspiracy*, 2014). Dethrone is a triggered ability of a creature that fires
 * as it attacks the player with the most life or tied for most life, and puts a +1/+1 counter on it
 * (702.105a); each instance triggers separately (702.105b).
 *
 * Only an attack on a player triggers it, never one on a planeswalker, whoever controls the
 * planeswalker. Life totals are compared as the creature attacks; once it has triggered, the counter
 * is put on it even if the defending player no longer has the most life as the ability resolves.
 *
 * @module
 */
import type { RuleModule } from '../engine/format.js';
import { inGame } from '../engine/players.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { onBattlefield } from '../zones/zones.js';

/** Whether a player in the game has the most life or is tied for the most (CR 702.105a). */
export function hasMostLife(state: GameState, player: PlayerId): boolean {
  const me = state.players[player];
  if (!me || !inGame(state, player)) return false;
  return state.players.every((p) => !p.inGame || p.life <= me.life);
}

/**
 * The player a creature attacks in the current combat, or null if it attacks a planeswalker or
 * nothing. For a creature that has left the battlefield, the player it was attacking as it left, from
 * its last known information (CR 113.7a, 608.2h): an ability of it checking this as it resolves
 * (Scourge of the Throne's intervening "if", CR 603.4) still sees it attacking that player.
 */
export function playerAttackedBy(state: GameState, creature: ObjectId): PlayerId | null {
  if (!onBattlefield(state, creature)) return state.objects[creature]?.lastKnown?.attackingPlayer ?? null;
  const target = state.combat?.attackers.find((a) => a.id === creature)?.target;
  return target && 'player' in target ? target.player : null;
}

/** CR 702.105: dethrone. */
export const dethrone: RuleModule = {
  number: '702.105',
  title: 'Dethrone',
  keywords: ['dethrone'],
  triggered: [
    {
      text: 'Dethrone (Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 counter on it.)',
      rule: '702.105a',
      keyword: 'dethrone',
      event: 'attacks',
      triggers: (state, e) => {
        if (e.object === null) return false;
        const defender = playerAttackedBy(state, e.object);
        return defender !== null && hasMostLife(state, defender);
      },
      effects: [{ do: 'counters', what: 'self', counter: '+1/+1', amount: 1 }],
    },
  ],
};
