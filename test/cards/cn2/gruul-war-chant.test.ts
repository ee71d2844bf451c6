import { describe, expect, it } from 'vitest';
import { apply } from '../../../src/index.js';
import { attack, expectRefused, keywords, passUntil, permanent, pt, resolveStack, setup, toBlockers } from '../helpers.js';

describe('Gruul War Chant', () => {
  it('Attacking creatures you control get +1/+0 and have menace (only while attacking, CR 611.3a)', () => {
    const { state } = setup({ players: [{ battlefield: ['Gruul War Chant', 'Lizard Warrior', 'Courier Hawk', 'Typhoid Rats'] }, { battlefield: ['Bronze Sable', 'Bronze Sable', 'Typhoid Rats'] }] });
    const [lizard, hawk] = [permanent(state, 'Lizard Warrior'), permanent(state, 'Courier Hawk')];
    const [rats, theirRats] = state.battlefield.filter((id) => state.objects[id]!.card === 'Typhoid Rats');
    expect(pt(state, lizard)).toEqual([4, 2]);
    expect(keywords(state, lizard)).toEqual([]);
    let s = attack(state, [[lizard, 1], [hawk, 1]]);
    expect(pt(s, lizard)).toEqual([5, 2]);
    expect(keywords(s, lizard)).toEqual(['menace']);
    // a vigilant attacker isn't tapped, and gets it too; a creature that doesn't attack doesn't
    expect(pt(s, hawk)).toEqual([2, 2]);
    expect(keywords(s, hawk)).toEqual(['flying', 'vigilance', 'menace']);
    expect(pt(s, rats!)).toEqual([1, 1]);
    expect(pt(s, theirRats!)).toEqual([1, 1]);
    s = toBlockers(s);
    const [a] = s.battlefield.filter((id) => s.objects[id]!.card === 'Bronze Sable');
    // menace: one blocker alone is refused (CR 702.111b)
    expectRefused(s, { type: 'declareBlockers', player: 1, blockers: [{ blocker: a!, attacker: lizard }] }, 'illegal');
    s = apply(s, { type: 'confirmBlockers', player: 1 });
    s = resolveStack(passUntil(s, (x) => x.turn.step === 'endCombat'));
    expect(s.players[1]!.life).toBe(20 - 5 - 2);
    s = passUntil(s, (x) => x.turn.step === 'main2');
    expect(pt(s, lizard)).toEqual([4, 2]);
    expect(keywords(s, lizard)).toEqual([]);
  });

  it('an opponent\'s attacking creatures are not affected ("you control")', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Gruul War Chant'] }, { battlefield: ['Lizard Warrior'] }] });
    const lizard = permanent(state, 'Lizard Warrior');
    const s = attack(state, [[lizard, 0]]);
    expect(pt(s, lizard)).toEqual([4, 2]);
    expect(keywords(s, lizard)).toEqual([]);
  });
});
