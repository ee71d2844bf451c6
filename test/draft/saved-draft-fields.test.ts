/**
 * A saved draft changed by hand in one field is refused naming what is wrong (a RulesError
 * `badState`), never loaded as another draft: a PRNG state that is not four 32-bit words (the draft
 * would go on with other chance than it was saved with), card ids out of order, fewer than two
 * drafters, a round past the last, a draft going on in which nobody can act. The untampered save
 * loads as it was.
 */
import { describe, expect, it } from 'vitest';
import { applyDraft, createDraft, deserializeDraft, legalPicks, serializeDraft } from '../../src/index.js';
import { editedSaveRefusal } from '../helpers/refusal.js';

type Saved = { rng: number[]; cards: { id: number }[]; drafters: { queue: number[] }[]; packs: { cards: number[]; opened: boolean }[]; round: number; settings: { rounds: number } };

/** A draft of three, a few picks in, as saved text. */
function saved(): string {
  let s = createDraft({ drafters: 3, seed: 5 });
  for (let n = 0; n < 4; n++) s = applyDraft(s, legalPicks(s, n % 3)[0]!);
  return serializeDraft(s);
}

/** The message `deserializeDraft` refuses the save changed by `edit` with, failing unless it is a `badState` RulesError. */
function refused(text: string, edit: (x: Saved) => void): string {
  return editedSaveRefusal(text, edit, deserializeDraft);
}

describe('a saved draft changed in one field', () => {
  const text = saved();

  it('loads as it was when unchanged', () => {
    expect(serializeDraft(deserializeDraft(text))).toBe(text);
  });

  it('a PRNG state of five words, or a word past 2^32 - 1, is refused: the draft keeps the chance it was saved with', () => {
    expect(refused(text, (x) => x.rng.push(1))).toBe('not a valid saved draft: bad rng');
    expect(refused(text, (x) => (x.rng[2] = 2 ** 32))).toBe('not a valid saved draft: bad rng');
  });

  it('cards whose ids are not their places in the list are refused, naming the first', () => {
    expect(refused(text, (x) => ([x.cards[0]!.id, x.cards[1]!.id] = [1, 0]))).toBe('not a valid saved draft: bad card 0');
  });

  it('a draft of one drafter, or in a round past its last, is refused naming that', () => {
    expect(refused(text, (x) => x.drafters.splice(1))).toBe('not a valid saved draft: a draft has at least two drafters');
    expect(refused(text, (x) => (x.round = x.settings.rounds))).toBe('not a valid saved draft: bad round');
  });

  it('a draft still drafting whose packs are all closed and in nobody\'s hands is refused: nobody could act in it (CR 905.1a)', () => {
    const message = refused(text, (x) => {
      for (const p of x.packs) p.opened = false;
      for (const d of x.drafters) d.queue = [];
    });
    expect(message).toBe('not a valid saved draft: a draft in phase drafting in which nobody can act');
  });
});
