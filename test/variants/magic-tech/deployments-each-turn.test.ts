/**
 * MT 4.2 and 4.6 count deployments per turn: "each player can make two deployments per turn" and
 * "You can deploy up to two lands per turn" — what a player used on one turn is not taken from the
 * next, theirs or their opponent's.
 */
import { describe, expect, it } from 'vitest';
import { apply, type ReadonlyGameState } from '../../../src/index.js';
import { expectRefused, mt, offered, passUntil, variant } from './helpers.js';

/** The active player deploys two lands and two other cards from `hand`, then is refused a third of each. */
function deployFull(state: ReadonlyGameState, hand: readonly number[]): ReadonlyGameState {
  const player = state.turn.active;
  const [land1, land2, land3, card1, card2, card3] = hand;
  let s = apply(state, { type: 'playLand', player, card: land1! });
  s = apply(s, { type: 'playLand', player, card: land2! });
  s = variant(s, player, 'deploy', card1);
  s = variant(s, player, 'deploy', card2);
  expectRefused(s, { type: 'playLand', player, card: land3! }, 'illegal', 'MT 4.6');
  expectRefused(s, { type: 'variant', player, name: 'deploy', object: card3! }, 'illegal', 'MT 4.2');
  return s;
}

describe('MT 4.2, 4.6: the deployments of a turn', () => {
  it('"each player can make two deployments per turn", "up to two lands per turn": each turn, the opponent\'s and the next own, begins with them all', () => {
    const hand = ['Plains', 'Island', 'Swamp', 'Bronze Sable', 'Runed Servitor', 'Peace Strider', 'Forest', 'Mountain', 'Plains', 'Bronze Sable', 'Runed Servitor'];
    const { state, ids } = mt({ players: [{ hand }, { hand }] });
    const mine = ids.hand[0]!;
    const theirs = ids.hand[1]!;
    let s = deployFull(state, mine);
    s = passUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'main1' && x.decision?.kind === 'priority');
    expect(offered(s, { type: 'variant', name: 'deploy' })).toBe(true);
    s = deployFull(s, theirs);
    s = passUntil(s, (x) => x.turn.active === 0 && x.turn.step === 'main1' && x.decision?.kind === 'priority');
    // the player's own next turn: two lands and two other cards again
    s = deployFull(s, [mine[6]!, mine[7]!, mine[8]!, mine[9]!, mine[10]!, mine[5]!]);
    expect(s.battlefield.filter((id) => s.objects[id]!.controller === 0)).toHaveLength(8);
  });
});
