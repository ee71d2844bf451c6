import { describe, expect, it } from 'vitest';
import { activate, attack, keywords, life, resolveStack, setup, skipUntil } from '../helpers.js';

describe('Fireshrieker (CNS)', () => {
  it('"Equipped creature has double strike." — it deals first-strike and regular combat damage (CR 702.4b)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Fireshrieker', 'Wastes', 'Wastes', 'Brushstrider'] }, {}],
    });
    const [shrieker, , , brushstrider] = ids.battlefield[0]!;
    let s = resolveStack(activate(state, 0, shrieker!, 0, [{ object: brushstrider! }]));
    expect(keywords(s, brushstrider!)).toContain('double strike');
    s = attack(s, [[brushstrider!, 1]]);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(life(s, 1)).toBe(14);
  });

  it('"Equip {2}" — unattached, the creature has no double strike and deals damage once', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Fireshrieker', 'Wastes', 'Wastes', 'Brushstrider'] }, {}],
    });
    const brushstrider = ids.battlefield[0]![3]!;
    expect(keywords(state, brushstrider)).not.toContain('double strike');
    const s = skipUntil(attack(state, [[brushstrider, 1]]), (x) => x.turn.step === 'main2');
    expect(life(s, 1)).toBe(17);
  });
});
