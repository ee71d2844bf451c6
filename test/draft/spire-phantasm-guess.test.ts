import { describe, expect, it } from 'vitest';
import { deserializeDraft, legalPicks, serializeDraft, tryApplyDraft } from '../../src/index.js';
import { cardInHand, fixedDraft, pick } from './helpers.js';

/**
 * Spire Phantasm: "The next time a player drafts a card from this booster pack, guess that card's
 * name." A guess names a card: any card's name (CR 201.4), not only one of the cards the guesser saw
 * left in the pack. `legalPicks` lists the guesses that can be right (the names left in the pack, for
 * a drafter who sees it); `applyDraft` takes any other card name as the guess too.
 */
describe("Spire Phantasm's guess names any card", () => {
  const phantasmPack = () => fixedDraft([[['Spire Phantasm', 'Burn Away', 'Kiln Fiend'], ['Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry']]]);

  it('a drafter who sees the pack may guess a card that is not in it (the guess is then wrong)', () => {
    let s = phantasmPack();
    const guesses = legalPicks(s, 0).flatMap((a) => (a.type === 'pick' && a.guess !== undefined ? [a.guess] : []));
    expect(guesses.sort()).toEqual(['Burn Away', 'Kiln Fiend']);
    s = pick(s, 0, 'Spire Phantasm', { guess: 'Brago, King Eternal' });
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 1, 'Burn Away');
    expect(s.notes.filter((n) => n.cardName === 'Spire Phantasm')).toEqual([expect.objectContaining({ seat: 0, guess: { name: 'Brago, King Eternal', right: false } })]);
  });

  it('a guess that is no card\'s name is refused, citing CR 201.4; so is a guess with a card that makes none', () => {
    const s = phantasmPack();
    const phantasm = cardInHand(s, 0, 'Spire Phantasm');
    expect(tryApplyDraft(s, { type: 'pick', seat: 0, card: phantasm, guess: 'Burn Awey' })).toMatchObject({ ok: false, error: { code: 'illegal', rule: '201.4' } });
    expect(tryApplyDraft(s, { type: 'pick', seat: 0, card: cardInHand(s, 0, 'Kiln Fiend'), guess: 'Burn Away' }).ok).toBe(false);
  });

  it('the last card drafted from a pack makes no guess ("no guessing game will be played"): nothing waits on the pack, and the draft saves and loads', () => {
    let s = fixedDraft([[['Spire Phantasm', 'Burn Away'], ['Ogre Sentry', 'Kiln Fiend']]]);
    s = pick(s, 0, 'Burn Away');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 1, 'Spire Phantasm'); // the last card of its pack
    expect(s.packs.flatMap((p) => p.guesses)).toEqual([]);
    expect(deserializeDraft(serializeDraft(s))).toEqual(s);
  });
});
