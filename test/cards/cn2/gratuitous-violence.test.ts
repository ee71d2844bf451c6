import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/index.js';
import { attack, block, castAndResolve, events, life, nextTurn, passToPlayer, passUntil, permanent, putTrigger, resolveStack, setup, skipUntil } from '../helpers.js';

describe('Gratuitous Violence', () => {
  it('If a creature you control would deal damage to a player, it deals double that damage instead (CR 701.10g, 614.1a)', () => {
    const { state } = setup({ players: [{ battlefield: ['Gratuitous Violence', 'Lizard Warrior'] }, {}] });
    const lizard = permanent(state, 'Lizard Warrior');
    const s = skipUntil(attack(state, [[lizard, 1]]), (x) => x.turn.step === 'main2');
    expect(life(s, 1)).toBe(12);
    expect(events(s, 'doubleDamage')).toEqual([expect.objectContaining({ rule: '701.10g', object: lizard, amount: 8, toPlayer: 1, card: 'Gratuitous Violence' })]);
  });

  it('… to a permanent: combat damage to a blocker, and a fight\'s damage (Prey Upon); the other creature\'s damage is not doubled', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Gratuitous Violence', 'Forest', 'Lizard Warrior', 'Bronze Sable'], hand: ['Prey Upon'] }, { battlefield: ['Ogre Sentry', 'Hundred-Handed One'] }] });
    const [sable, sentry, hundred] = [permanent(state, 'Bronze Sable'), permanent(state, 'Ogre Sentry'), permanent(state, 'Hundred-Handed One')];
    // Bronze Sable (2/1) fights Hundred-Handed One (3/5): 4 damage to it, 3 to the Sable
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sable }, { object: hundred }]);
    expect(s.objects[hundred]!.damage).toBe(4);
    expect(events(s, 'damage').filter((e) => e.object === hundred)).toEqual([expect.objectContaining({ amount: 3 })]);
    const lizard = permanent(s, 'Lizard Warrior');
    s = block(attack(s, [[lizard, 1]]), [[sentry, lizard]]);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(events(s, 'damage').filter((e) => e.object === lizard)).toEqual([expect.objectContaining({ to: sentry, amount: 8 })]);
  });

  it('a creature an opponent controls, and a spell you control, deal normal damage ("a creature you control")', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Gratuitous Violence', 'Mountain', 'Hundred-Handed One'], hand: ['Flame Slash'] }, { battlefield: ['Lizard Warrior'] }] });
    let s = skipUntil(attack(state, [[permanent(state, 'Lizard Warrior'), 0]]), (x) => x.turn.step === 'main2');
    expect(life(s, 0)).toBe(16);
    s = nextTurn(s);
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: permanent(s, 'Hundred-Handed One') }]);
    expect(s.objects[permanent(s, 'Hundred-Handed One')]!.damage).toBe(4);
  });

  it('a noncreature permanent you control deals normal damage ("a creature you control"): Sulfuric Vortex deals its 2 damage, not 4', () => {
    const { state } = setup({ players: [{ battlefield: ['Gratuitous Violence', 'Sulfuric Vortex'] }, {}], step: 'end', active: 1 });
    const s = resolveStack(passUntil(state, (x) => x.turn.active === 0 && x.stack.length > 0));
    expect(s.turn.step).toBe('upkeep');
    expect(life(s, 0)).toBe(18);
    expect(events(s, 'doubleDamage')).toEqual([]);
  });

  it('"a creature you control" is a creature on the battlefield (CR 109.2), and a static ability uses no last known information (CR 604.7): Gang of Devils\' damage as it dies is not doubled', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Gratuitous Violence', 'Gang of Devils', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, {}] });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Gang of Devils') }]);
    s = resolveStack(putTrigger(s, [{ player: 1 }]));
    expect(life(s, 1)).toBe(17);
    expect(events(s, 'doubleDamage')).toEqual([]);
  });

  it('two of them: each applies once, and the damage is quadrupled (CR 614.5)', () => {
    const { state } = setup({ players: [{ battlefield: ['Gratuitous Violence', 'Gratuitous Violence', 'Bronze Sable'] }, {}] });
    const s = skipUntil(attack(state, [[permanent(state, 'Bronze Sable'), 1]]), (x) => x.turn.step === 'main2');
    expect(life(s, 1)).toBe(12);
    expect(events(s, 'doubleDamage').map((e) => e.amount)).toEqual([4, 8]);
  });

  it('with Respite, which prevents all of the damage doubled or not, nothing is asked (CR 616.1: one result possible) and nothing is dealt', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Gratuitous Violence', 'Lizard Warrior'] }, { battlefield: ['Forest', 'Forest'], hand: ['Respite'] }] });
    const lizard = permanent(state, 'Lizard Warrior');
    let s = passToPlayer(attack(state, [[lizard, 1]]), 1);
    s = castAndResolve(s, 1, ids.hand[1]![0]!);
    s = skipUntil(s, (x) => x.turn.step === 'main2' || x.decision?.kind === 'choose');
    expect(s.decision?.kind).not.toBe('choose');
    expect(s.turn.step).toBe('main2');
    expect(life(s, 1)).toBe(21);
    expect(events(s, 'preventDamage')).toEqual([expect.objectContaining({ rule: '615.1', object: lizard, amount: 4, toPlayer: 1, card: 'Respite' })]);
  });

  it('with a redirection (Pariah), the affected player orders the effects (CR 616.1); either order, the redirected damage is doubled', () => {
    for (const first of [0, 1]) {
      const { state, ids } = setup({
        players: [{ battlefield: ['Gratuitous Violence', 'Bronze Sable'] }, { battlefield: ['Plains', 'Plains', 'Plains', 'Hundred-Handed One'], hand: ['Pariah'] }],
        active: 1,
      });
      const hundred = permanent(state, 'Hundred-Handed One');
      let s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: hundred }]);
      s = nextTurn(s);
      s = skipUntil(attack(s, [[permanent(s, 'Bronze Sable'), 1]]), (x) => x.decision?.kind === 'choose');
      expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '616.1' } });
      s = apply(s, { type: 'choose', player: 1, choice: [first] });
      s = skipUntil(s, (x) => x.turn.step === 'main2');
      expect(life(s, 1)).toBe(20);
      expect(s.objects[hundred]!.damage).toBe(4);
    }
  });
});
