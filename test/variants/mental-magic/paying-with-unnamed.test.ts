/**
 * AMM 5's example of a cost paid with a card: "you can't name Transguild Courier to pay for Force of
 * Will, but you can use an unnamed card that's already blue". Paying a cost is no occasion of rule 5
 * (the card goes neither onto the stack nor the battlefield), so an unnamed card pays with the color
 * its mana cost gives it (AMM 3) and stays unnamed. Misdirection: "You may exile a blue card from your
 * hand rather than pay this spell's mana cost."
 */
import { describe, expect, it } from 'vitest';
import { logOf, tryApply, legalActions, type CastAction } from '../../../src/index.js';
import { currentObject, mmData } from '../../../src/variants/mental-magic/data.js';
import { gameWithHands, handId, objectOf, play, withPermanents } from './helpers.js';

describe('AMM 5: an unnamed card pays a cost as it is, never named for it', () => {
  it('Misdirection\'s "exile a blue card from your hand" takes an unnamed {U} or {1}{U} card, not a colorless or white one, which could only be blue once named', () => {
    const base = gameWithHands([['{B}', '{3}{U}{U}', '{U}', '{1}{U}', '{4}', '{W}'], []]);
    const [, misdirection, u, oneU, four, w] = [0, 1, 2, 3, 4, 5].map((i) => handId(base, 0, i)) as [string, string, string, string, string, string];
    let s = withPermanents(base, 0, ['Utopia']).state;
    // a spell with a single target for Misdirection to target: Inquisition of Kozilek at seat 2
    s = play(s, (a) => a.type === 'cast' && a.name === 'Inquisition of Kozilek' && JSON.stringify(a.targets) === '[{"player":1}]');
    const casts = legalActions(s).filter((a): a is CastAction => a.type === 'cast' && a.name === 'Misdirection');
    // no mana is left: the alternative cost is the only way, and only the blue unnamed cards pay it
    expect(casts.map((a) => a.exileInstead).sort()).toEqual([objectOf(s, u), objectOf(s, oneU)].sort());
    for (const a of casts) expect(a.card).toBe(objectOf(s, misdirection));
    const withColorless = tryApply(s, { ...casts[0]!, exileInstead: objectOf(s, four) });
    expect(withColorless.ok).toBe(false);
    expect(tryApply(s, { ...casts[0]!, exileInstead: objectOf(s, w) }).ok).toBe(false);
    const exiled = objectOf(s, u);
    s = play(s, (a) => a.type === 'cast' && a.name === 'Misdirection' && a.exileInstead === exiled);
    // the card paid with was exiled unnamed: only the cast card got a name (6: no name used up for it)
    expect(logOf(s)).toContainEqual(expect.objectContaining({ type: 'zoneChange', object: exiled, from: 'hand', zone: 'exile', card: 'unnamed {U}' }));
    expect(logOf(s).filter((e) => e.type === 'name').map((e) => e.card)).toEqual(['Inquisition of Kozilek', 'Misdirection']);
    expect(mmData(s).usedNames).toEqual(['Inquisition of Kozilek', 'Misdirection']);
    // nothing refers to it in exile: it ceases to exist (AMM 2f)
    expect(currentObject(s, u)).toBeNull();
    expect(logOf(s)).toContainEqual(expect.objectContaining({ type: 'ceaseToExist', rule: 'AMM 2f', card: 'unnamed {U}' }));
  });
});
