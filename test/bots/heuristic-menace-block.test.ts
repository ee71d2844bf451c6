/**
 * The heuristic bot blocks with a lone creature that survives (its toughness above the attacker's
 * power), but only where one blocker may block alone: an attacker with menace can't be blocked
 * except by two or more creatures (CR 702.111b), so the bot, which looks for one safe blocker,
 * leaves it unblocked instead of committing a second.
 */
import { describe, expect, it } from 'vitest';
import { botInput, heuristicBot, legalActions } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { attack, permanent, setup, toBlockers, withKeywords } from '../cards/helpers.js';

describe('the heuristic bot and menace', () => {
  it('blocks a Bronze Sable with its Pillarfield Ox, which survives, but not a Bronze Sable with menace', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, { battlefield: ['Pillarfield Ox', 'Runed Servitor'] }] });
    const [sable, ox] = [permanent(state, 'Bronze Sable'), permanent(state, 'Pillarfield Ox')];
    const plain = toBlockers(attack(state, [[sable, 1]]));
    expect(heuristicBot(botInput(plain, legalActions(plain), seedRng(1)))).toEqual({ type: 'declareBlocker', player: 1, blocker: ox, attacker: sable });
    const menacing = toBlockers(attack(withKeywords(state, sable, ['menace']), [[sable, 1]]));
    expect(heuristicBot(botInput(menacing, legalActions(menacing), seedRng(1)))).toEqual({ type: 'confirmBlockers', player: 1 });
  });

  it('does not block with a creature the attacker would destroy: a Runed Servitor, toughness 2, against a Bronze Sable, power 2', () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, { battlefield: ['Runed Servitor'] }] });
    const s = toBlockers(attack(state, [[permanent(state, 'Bronze Sable'), 1]]));
    expect(legalActions(s).some((a) => a.type === 'declareBlocker')).toBe(true);
    expect(heuristicBot(botInput(s, legalActions(s), seedRng(1)))).toEqual({ type: 'confirmBlockers', player: 1 });
  });
});
