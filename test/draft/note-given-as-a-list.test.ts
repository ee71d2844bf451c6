/**
 * A pick's `note` names the face-up noting cards that note the card drafted (CR 905.2b: Noble
 * Banneret, Paliano Vanguard, Smuggler Captain), alone or as a list in any order: a list of one is
 * the same pick as the name alone, however `legalPicks` lists it.
 */
import { describe, expect, it } from 'vitest';
import { tryApplyDraft } from '../../src/index.js';
import { cardInHand, fixedDraft, notesOf, pack, pick } from './helpers.js';

describe('a note given as a list of one noting card', () => {
  it('Smuggler Captain named in a list of one notes the card, as the name alone does', () => {
    let s = fixedDraft([[pack(['Smuggler Captain']), pack(['Burn Away'])]]);
    s = pick(s, 0, 'Smuggler Captain');
    s = pick(s, 1, 'Ogre Sentry');
    const r = tryApplyDraft(s, { type: 'pick', seat: 0, card: cardInHand(s, 0, 'Burn Away'), note: ['Smuggler Captain'] });
    expect(r.ok).toBe(true);
    if (r.ok) expect(notesOf(r.state, 'Smuggler Captain').map((n) => n.name)).toEqual(['Burn Away']);
  });
});
