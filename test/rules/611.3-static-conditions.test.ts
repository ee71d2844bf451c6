/**
 * CR 611.3a, 604.2, 800.4a: a static ability's effect is never locked in; it applies at every moment
 * to whatever its text covers then. Its condition judged anew mid-combat (a keyword that matters to
 * combat damage gained or lost after blockers are declared, CR 510.1), "an opponent" counting only
 * players still in the game (CR 102.2, 800.4a), and the statics of a permanent another player took,
 * working for its owner again once that player left (CR 800.4a). An effect of an ability the static
 * granted, once resolved, is no static's: it outlasts the condition (CR 611.2a).
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions } from '../../src/index.js';
import { activate, attack, block, cast, castAndResolve, choose, keywords, life, passToStep, permanent, permanents, pt, resolveStack, resolveTop, setup, withKeywords } from '../cards/helpers.js';
import { withControl } from './helpers.js';

describe('611.3a: a condition judged anew mid-combat', () => {
  it('Flaring Flame-Kin enchanted by a flash Aura after it was blocked has trample from then on, and assigns its excess damage to the player (CR 702.19b)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Flaring Flame-Kin', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Uncontrollable Anger'] }, { battlefield: ['Bronze Sable'] }] });
    const kin = permanent(state, 'Flaring Flame-Kin');
    const sable = permanent(state, 'Bronze Sable');
    let s = block(attack(state, [[kin, 1]]), [[sable, kin]]);
    expect(keywords(s, kin)).toEqual([]);
    for (const land of permanents(s, 'Mountain')) s = activate(s, 0, land, 0);
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: kin }]);
    // Uncontrollable Anger's +2/+2 and the Flame-Kin's own +2/+2, and trample
    expect(pt(s, kin)).toEqual([6, 6]);
    expect(keywords(s, kin)).toEqual(['trample']);
    s = passToStep(s, 'combatDamage');
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: kin });
    s = apply(s, { type: 'assignDamage', player: 0, attacker: kin, amounts: [1, 5] });
    s = passToStep(s, 'endCombat');
    expect(life(s, 1)).toBe(15);
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
  });

  it('Flaring Flame-Kin whose Aura is destroyed after it was blocked loses +2/+2 and trample: all its damage goes to its blocker', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Flaring Flame-Kin', 'Forest', 'Forest', 'Forest'], hand: ['Elephant Guide'] }, { battlefield: ['Pillarfield Ox', 'Forest'], hand: ["Nature's Claim"] }] });
    const kin = permanent(state, 'Flaring Flame-Kin');
    const ox = permanent(state, 'Pillarfield Ox');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: kin }]);
    expect(pt(s, kin)).toEqual([7, 7]);
    s = block(attack(s, [[kin, 1]]), [[ox, kin]]);
    // the active player passes; player 1 destroys the Aura
    s = apply(s, { type: 'pass', player: 0 });
    s = activate(s, 1, permanents(s, 'Forest').find((id) => s.objects[id]!.controller === 1)!, 0);
    s = castAndResolve(s, 1, ids.hand[1]![0]!, [{ object: permanent(s, 'Elephant Guide') }]);
    expect(pt(s, kin)).toEqual([2, 2]);
    expect(keywords(s, kin)).toEqual([]);
    s = passToStep(s, 'endCombat');
    expect(life(s, 1)).toBe(20);
    expect(s.objects[ox]!.damage).toBe(2);
  });

  it('Noble Banneret whose noted creature dies in the first-strike damage step deals its regular combat damage without the +1/+1 and lifelink (CR 510.4)', () => {
    const draft = { seat: 0, notes: [{ card: 'Noble Banneret', name: 'Bronze Sable' }], removed: [] } as never;
    const { state } = setup({ players: [{ battlefield: ['Noble Banneret', 'Bronze Sable'], draft }, { battlefield: ['Pillarfield Ox'] }] });
    const banneret = permanent(state, 'Noble Banneret');
    const sable = permanent(state, 'Bronze Sable');
    const ox = permanent(state, 'Pillarfield Ox');
    expect(pt(state, banneret)).toEqual([4, 4]);
    expect(keywords(state, banneret)).toEqual(['lifelink']);
    let s = withKeywords(state, ox, ['first strike']);
    s = block(attack(s, [[banneret, 1], [sable, 1]]), [[ox, sable]]);
    s = passToStep(s, 'combatDamage');
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(pt(s, banneret)).toEqual([3, 3]);
    expect(keywords(s, banneret)).toEqual([]);
    s = passToStep(s, 'endCombat');
    expect([life(s, 0), life(s, 1)]).toEqual([20, 17]);
  });

  it('Pristine Angel untapped after it was blocked: it stays blocked (CR 509.1h), and the damage of its green blocker is prevented (CR 702.16e)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Pristine Angel', 'Plains', 'Plains'], hand: ['Raise the Alarm'] }, { battlefield: ['Netcaster Spider'] }] });
    const angel = permanent(state, 'Pristine Angel');
    const spider = permanent(state, 'Netcaster Spider');
    let s = resolveStack(block(attack(state, [[angel, 1]]), [[spider, angel]]));
    expect(pt(s, spider)).toEqual([4, 3]);
    expect(keywords(s, angel)).toEqual(['flying']);
    // its own trigger on the cast resolves first: untap it
    s = resolveStack(choose(resolveTop(cast(s, 0, ids.hand[0]![0]!)), [0]));
    expect(keywords(s, angel)).toContain('protection from green');
    expect(s.combat?.attackers[0]?.blocked).toBe(true);
    s = passToStep(s, 'endCombat');
    expect(s.objects[angel]!.damage).toBe(0);
    expect(permanents(s, 'Netcaster Spider')).toEqual([]);
    expect(life(s, 1)).toBe(20);
  });

  it('the +1/+0 of the ability the Flame-Kin had while enchanted, once resolved, lasts until end of turn without the Aura (CR 611.2a)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Flaring Flame-Kin', 'Forest', 'Forest', 'Forest', 'Forest', 'Mountain'], hand: ['Elephant Guide', "Nature's Claim"] }, {}] });
    const kin = permanent(state, 'Flaring Flame-Kin');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: kin }]);
    s = resolveStack(activate(s, 0, kin, 0));
    expect(pt(s, kin)).toEqual([8, 7]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: permanent(s, 'Elephant Guide') }]);
    expect(pt(s, kin)).toEqual([3, 2]);
    expect(legalActions(s).some((a) => a.type === 'activate' && a.source === kin)).toBe(false);
  });
});

describe('800.4a: statics once a player leaves', () => {
  it('Guul Draz Specter: the only opponent with no cards in hand leaves the game, and the Specter is a 2/2 again', () => {
    const { state } = setup({ players: [{ battlefield: ['Guul Draz Specter'] }, {}, { hand: ['Murder'] }] });
    const specter = permanent(state, 'Guul Draz Specter');
    expect(pt(state, specter)).toEqual([5, 5]);
    const s = apply(state, { type: 'concede', player: 1 });
    expect(pt(s, specter)).toEqual([2, 2]);
  });

  it("Mirari's Wake and Marchesa taken by a player who then leaves: back under their owner, they pump and grant dethrone to the owner's creatures, no longer the thief's", () => {
    const { state } = setup({
      players: [
        { battlefield: ['Bronze Sable'] },
        { battlefield: ["Mirari's Wake", 'Marchesa, the Black Rose', 'Bronze Sable'] },
        { battlefield: ['Bronze Sable'] },
      ],
    });
    const [theirs, owners, third] = permanents(state, 'Bronze Sable') as [number, number, number];
    const marchesa = permanent(state, 'Marchesa, the Black Rose');
    let s = withControl(withControl(state, permanent(state, "Mirari's Wake"), 0), marchesa, 0);
    expect([pt(s, theirs), pt(s, owners), pt(s, marchesa)]).toEqual([[3, 2], [2, 1], [4, 4]]);
    expect(keywords(s, theirs)).toContain('dethrone');
    expect(keywords(s, owners)).not.toContain('dethrone');
    s = apply(s, { type: 'concede', player: 0 });
    expect([pt(s, owners), pt(s, marchesa), pt(s, third)]).toEqual([[3, 2], [4, 4], [2, 1]]);
    expect(keywords(s, owners)).toContain('dethrone');
    expect(keywords(s, third)).not.toContain('dethrone');
  });
});
