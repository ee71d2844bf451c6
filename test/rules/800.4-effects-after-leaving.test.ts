/**
 * CR 800.4a, 800.4d: what a player leaving the game ends and what it does not. The objects they own
 * leave and the effects giving them control end (800.4a); the other effects of their spells go on
 * for as long as they last, and their delayed triggered abilities are not put on the stack (800.4d).
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/index.js';
import { cast, exiled, permanents, permanent, pt, putTrigger, resolveStack, setup, skipUntil } from '../cards/helpers.js';

describe('800.4a, 603.10a: the permanents that leave with a player leave at the same time', () => {
  it("each keeps as last known information what it was before any of them left: the bonus of the player's Mirari's Wake, which left first", () => {
    const { state } = setup({
      players: [
        { battlefield: ["Mirari's Wake", 'Bronze Sable'] },
        // owned by another player, controlled by the one who leaves: exiled after what they own ceased to exist
        { battlefield: [{ card: 'Pillarfield Ox', controller: 0 }] },
        {},
      ],
    });
    const sable = permanent(state, 'Bronze Sable');
    const ox = permanent(state, 'Pillarfield Ox');
    expect([pt(state, sable), pt(state, ox)]).toEqual([[3, 2], [3, 5]]);
    const s = apply(state, { type: 'concede', player: 0 });
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(exiled(s)).toEqual(['Pillarfield Ox']);
    expect([pt(s, sable), pt(s, ox)]).toEqual([[3, 2], [3, 5]]);
  });
});

describe('800.4a: the effects of a player who left', () => {
  it('an "until end of turn" effect of their resolved spell on another player\'s creature lasts until end of turn', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains'], hand: ['Moment of Heroism'] }, { battlefield: ['Bronze Sable'] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: sable }]));
    expect(pt(s, sable)).toEqual([4, 3]);
    s = apply(s, { type: 'concede', player: 0 });
    expect(pt(s, sable)).toEqual([4, 3]);
    s = skipUntil(s, (x) => x.turn.active === 1);
    expect(pt(s, sable)).toEqual([2, 1]);
  });

  it('800.4d: the delayed return of a card their Glimmerpoint Stag exiled is not put on the stack: the card stays in exile', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Glimmerpoint Stag'] }, { battlefield: ['Bronze Sable'] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = resolveStack(putTrigger(s, [{ object: permanent(s, 'Bronze Sable') }]));
    expect(exiled(s)).toEqual(['Bronze Sable']);
    s = apply(s, { type: 'concede', player: 0 });
    s = skipUntil(s, (x) => x.turn.active === 1);
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(exiled(s)).toEqual(['Bronze Sable']);
    expect(s.pendingTriggers).toEqual([]);
  });
});
