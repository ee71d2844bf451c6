/**
 * Life in Magic Tech (MT 9.1, 9.2), through the engine's `changeLife` hook: paying or losing life
 * scraps that many cards from the top of the library instead, and each point of life gained puts
 * the top card of the scrapheap under the stockpile (the "may" is taken, as it only helps the
 * player; the `lifeGainReturnsCards` option turns it off). Life totals never change. Poison
 * counters are ignored (MT 9.3): no state-based action of the format looks at them.
 *
 * @module
 */
import type { RuleModule } from '../../engine/format.js';
import { magicTechOptions } from './options.js';
import { scrap, unscrap } from './scrapheap.js';

/** MT 9: life is the stockpile. */
export const magicTechLife: RuleModule = {
  number: 'MT 9',
  title: 'Life',
  keywords: ['life', 'scrap', 'poison'],
  changeLife(state, player, amount) {
    if (amount < 0) scrap(state, player, -amount, 'MT 9.1');
    else if (magicTechOptions(state).lifeGainReturnsCards) unscrap(state, player, amount, 'MT 9.2');
    return true;
  },
};
