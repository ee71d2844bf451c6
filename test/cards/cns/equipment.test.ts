import { describe, expect, it } from 'vitest';
import { activate, attack, expectRefused, keywords, life, pt, resolveStack, setup, skipUntil } from '../helpers.js';

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

describe("Warmonger's Chariot (CNS)", () => {
  const board = () => setup({
    players: [{ battlefield: ["Warmonger's Chariot", 'Wastes', 'Wastes', 'Wastes', 'Ogre Sentry', 'Brushstrider'] }, {}],
  });

  it('"Equipped creature gets +2/+2." — "Equip {3}"', () => {
    const { state, ids } = board();
    const [chariot, , , , , brushstrider] = ids.battlefield[0]!;
    const s = resolveStack(activate(state, 0, chariot!, 0, [{ object: brushstrider! }]));
    expect(pt(s, brushstrider!)).toEqual([5, 3]);
    expect(s.battlefield.filter((id) => s.objects[id]!.tapped)).toHaveLength(3);
  });

  it('"As long as equipped creature has defender, it can attack as though it didn\'t have defender." — ruling: it keeps defender', () => {
    const { state, ids } = board();
    const [chariot, , , , sentry] = ids.battlefield[0]!;
    // unequipped, the Ogre Sentry can't attack (702.3b)
    const before = skipUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    expectRefused(before, { type: 'declareAttacker', player: 0, attacker: sentry!, target: { player: 1 } }, 'illegal');
    let s = resolveStack(activate(state, 0, chariot!, 0, [{ object: sentry! }]));
    expect(keywords(s, sentry!)).toContain('defender');
    s = skipUntil(attack(s, [[sentry!, 1]]), (x) => x.turn.step === 'main2');
    // the 3/3 Ogre Sentry with +2/+2 deals 5
    expect(life(s, 1)).toBe(15);
  });

  it('ruling: "If the equipped creature doesn\'t have defender, the second ability simply doesn\'t affect it."', () => {
    const { state, ids } = board();
    const [chariot, , , , , brushstrider] = ids.battlefield[0]!;
    let s = resolveStack(activate(state, 0, chariot!, 0, [{ object: brushstrider! }]));
    expect(keywords(s, brushstrider!)).not.toContain('defender');
    s = skipUntil(attack(s, [[brushstrider!, 1]]), (x) => x.turn.step === 'main2');
    expect(life(s, 1)).toBe(15);
  });
});
