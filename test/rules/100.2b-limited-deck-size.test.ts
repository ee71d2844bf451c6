import { describe, expect, it } from 'vitest';
import { tryApply } from '../../src/index.js';
import { RulesError } from '../../src/engine/errors.js';
import { checkDeck } from '../../src/index.js';
import { conspiracyGame, deckOf } from '../cards/conspiracy-helpers.js';

/**
 * CR 100.2b: "In limited play … each deck has a minimum deck size of 40 cards." A Conspiracy Draft deck
 * is a limited deck (905.1d); 100.2a is constructed play's 60-card minimum, which does not apply.
 */
describe('CR 100.2b: a Conspiracy Draft deck has at least 40 cards', () => {
  it('a game refuses a 39-card deck, citing 100.2b', () => {
    let error: unknown;
    try {
      conspiracyGame([{ deck: deckOf(39) }, {}, {}]);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RulesError);
    expect(error).toMatchObject({ rule: '100.2b', message: expect.stringMatching(/at least 40 cards/) });
    // the rule is cited once, at the end
    expect((error as RulesError).message).toMatch(/this one has 39 \(CR 100\.2b\)$/);
  });

  it('a game refuses a conspiracy in a deck, citing 315.3 once', () => {
    let error: unknown;
    try {
      conspiracyGame([{ deck: [...deckOf(40), 'Double Stroke'] }, {}, {}]);
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ rule: '315.3', message: expect.stringMatching(/Double Stroke is a conspiracy card; conspiracies go in the sideboard, never in a deck \(CR 315\.3\)$/) });
  });

  it('finishing the start of the game with a deck below its minimum is refused, citing 100.2b', () => {
    const s = conspiracyGame([{ deck: deckOf(35), sideboard: ['Advantageous Proclamation'] }, {}, {}], 1, 0);
    expect(tryApply(s, { type: 'finishConspiracies', player: 0 })).toMatchObject({ ok: false, error: { code: 'illegal', rule: '100.2b' } });
  });

  it('a deck built from a draft pool with 39 cards is refused, citing 100.2b', () => {
    expect(() => checkDeck(['Ogre Sentry'], { deck: [...Array<string>(38).fill('Mountain'), 'Ogre Sentry'], sideboard: [] })).toThrow(expect.objectContaining({ rule: '100.2b' }));
    expect(() => checkDeck(['Ogre Sentry'], { deck: [...Array<string>(39).fill('Mountain'), 'Ogre Sentry'], sideboard: [] })).not.toThrow();
  });
});
