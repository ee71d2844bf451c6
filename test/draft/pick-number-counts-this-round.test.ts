/**
 * Lurking Automaton, Custodi Peacekeeper, Garbage Fire, Pyretic Hunter: "Reveal [this card] as you
 * draft it and note how many cards you've drafted this draft round, including [this card]" (CR
 * 905.2b). The count starts again each round: the cards drafted in earlier rounds are not counted.
 */
import { describe, expect, it } from 'vitest';
import { fixedDraft, notesOf, pack, pick } from './helpers.js';

describe('a pick-number card counts the cards drafted this draft round only', () => {
  it('Lurking Automaton drafted first in the second round notes 1', () => {
    let s = fixedDraft([[pack([], 2), pack([], 2)], [pack(['Lurking Automaton'], 2), pack([], 2)]]);
    s = pick(s, 0, 'Ogre Sentry');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 0, 'Hurly-Burly');
    s = pick(s, 1, 'Hurly-Burly');
    expect(s.round).toBe(1);
    s = pick(s, 0, 'Lurking Automaton');
    expect(notesOf(s, 'Lurking Automaton').map((n) => n.number)).toEqual([1]);
  });
});
