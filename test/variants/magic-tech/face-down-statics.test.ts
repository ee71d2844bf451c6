/**
 * CR 708.2, 613.1: a card deployed face down (MT 4.1) has no abilities, so its static abilities
 * change no object's characteristics; the same card face up does.
 */
import { describe, expect, it } from 'vitest';
import { characteristics } from '../../../src/index.js';
import { permanent } from '../../cards/helpers.js';
import { deployed, mt } from './helpers.js';

describe('CR 708.2 statics of a face-down permanent', () => {
  it('Intangible Virtue deployed face down gives a creature token you control neither +1/+1 nor vigilance; face up it does', () => {
    const down = mt({ players: [{ battlefield: [deployed('Intangible Virtue'), 'token:wolf-2-2'] }, {}] }).state;
    const wolf = characteristics(down, permanent(down, 'token:wolf-2-2'));
    expect([wolf.power, wolf.toughness, wolf.keywords]).toEqual([2, 2, []]);
    const up = mt({ players: [{ battlefield: ['Intangible Virtue', 'token:wolf-2-2'] }, {}] }).state;
    const pumped = characteristics(up, permanent(up, 'token:wolf-2-2'));
    expect([pumped.power, pumped.toughness, pumped.keywords]).toEqual([3, 3, ['vigilance']]);
  });
});
