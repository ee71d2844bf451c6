import { describe, expect, it } from 'vitest';
import { addReplacement } from '../../../src/engine/replacement.js';
import { attack, block, castAndResolve, choose, events, keywords, life, names, permanent, setup, skipUntil } from '../helpers.js';

describe('Ghostly Possession (CN2)', () => {
  const board = () => setup({
    players: [
      { battlefield: ['Plains', 'Plains', 'Plains', 'Mountain', 'Brushstrider'], hand: ['Ghostly Possession', 'Flame Slash'] },
      { battlefield: ['token:beast-3-3'] },
    ],
  });

  it('"Enchanted creature has flying."', () => {
    const { state, ids } = board();
    const brushstrider = ids.battlefield[0]![4]!;
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: brushstrider }]);
    expect(keywords(s, brushstrider)).toContain('flying');
    expect(s.objects[permanent(s, 'Ghostly Possession')]!.attachedTo).toEqual({ object: brushstrider });
  });

  it('"Prevent all combat damage that would be dealt … by enchanted creature." — its attack deals no damage', () => {
    const { state, ids } = board();
    const brushstrider = ids.battlefield[0]![4]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: brushstrider }]);
    s = skipUntil(attack(s, [[brushstrider, 1]]), (x) => x.turn.step === 'main2');
    expect(life(s, 1)).toBe(20);
    expect(events(s, 'preventDamage')).toEqual([expect.objectContaining({ rule: '615.1', object: brushstrider, toPlayer: 1, amount: 3, card: 'Ghostly Possession' })]);
  });

  it('"… dealt to and dealt by enchanted creature." — blocked, neither it nor its blocker is dealt damage', () => {
    const { state, ids } = board();
    const beast = ids.battlefield[1]![0]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: beast }]);
    // player 0 enchants player 1's Beast, which then blocks player 0's Brushstrider: 3 damage each way, all prevented
    const brushstrider = ids.battlefield[0]![4]!;
    s = block(attack(s, [[brushstrider, 1]]), [[beast, brushstrider]]);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(s.battlefield).toContain(brushstrider);
    expect(s.objects[beast]!.damage).toBe(0);
    expect(s.objects[brushstrider]!.damage).toBe(0);
  });

  it('only combat damage: Flame Slash still kills the enchanted creature, and the Aura goes to the graveyard (704.5m)', () => {
    const { state, ids } = board();
    const brushstrider = ids.battlefield[0]![4]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: brushstrider }]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: brushstrider }]);
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Brushstrider', 'Flame Slash', 'Ghostly Possession']);
  });

  it('616.1: with a prevention shield on the defending player too, that player chooses which applies first', () => {
    const { state, ids } = board();
    const brushstrider = ids.battlefield[0]![4]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: brushstrider }]);
    s = structuredClone(s);
    addReplacement(s, { kind: 'preventDamage', affected: { player: 1 }, amount: 2, duration: { until: 'endOfTurn' }, source: null, controller: 1 });
    s = skipUntil(attack(s, [[brushstrider, 1]]), (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '616.1' } });
    if (s.decision?.kind !== 'choose') return;
    expect(s.decision.choice.options).toEqual([{ label: 'prevent the next 2 damage' }, { label: 'prevent all combat damage (Ghostly Possession)' }]);
    // Ghostly Possession's effect first: all 3 prevented, the shield is kept for later
    s = choose(s, [1]);
    expect(life(s, 1)).toBe(20);
    expect(s.replacements.map((r) => r.amount)).toEqual([2]);
  });
});
