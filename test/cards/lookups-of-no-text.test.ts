/**
 * The look-ups find nothing for what is no text (a number, null, a list: what a query string or a
 * JSON body may hold), as for a name of nothing, instead of failing inside with a TypeError
 * ("name.toLowerCase is not a function"): `rules.get`, `rules.numberIn`, `textOf`, `cards.get`,
 * `cards.has`, `canonicalCardName`, `suggestCardNames`. `readDeckList` refuses what is no text (bytes
 * read without an encoding among them) as `malformed`, saying what it takes.
 */
import { describe, expect, it } from 'vitest';
import { canonicalCardName, cards, readDeckList, suggestCardNames } from '../../src/index.js';
import { rules } from '../../src/rules/index.js';
import { refusal } from '../helpers/refusal.js';

const NO_TEXT: unknown[] = [725, null, undefined, ['monarch'], { name: 'Forest' }];

describe('look-ups of what is no text', () => {
  it('find nothing', () => {
    for (const q of NO_TEXT) {
      const label = JSON.stringify(q) ?? 'undefined';
      expect(rules.get(q as never), label).toBeUndefined();
      expect(rules.get(q as never, '2016-08-26'), label).toBeUndefined();
      expect(rules.numberIn(q as never, '2016-08-26'), label).toBeUndefined();
      expect(rules.withText('725. The Monarch\n\n725.1. The monarch is a designation a player can have.').textOf(q as never), label).toBeUndefined();
      expect(cards.get(q as never), label).toBeUndefined();
      expect(cards.has(q as never), label).toBe(false);
      expect(canonicalCardName(q as never), label).toBeUndefined();
      expect(suggestCardNames(q as never), label).toEqual([]);
    }
    expect(rules.get('725')?.title).toBe('The Monarch');
    expect(cards.get('forest')?.name).toBe('Forest');
  });

  it('readDeckList refuses what is no text as malformed, bytes with a word on decoding them', () => {
    expect(refusal(() => readDeckList(5 as never))).toMatchObject({ code: 'malformed', message: 'readDeckList takes the text of a deck list, not 5' });
    const bytes = new TextEncoder().encode('40 Forest');
    expect(refusal(() => readDeckList(bytes as never)).message).toBe('readDeckList takes the text of a deck list, not bytes: decode them first (readFileSync(file, \'utf8\'))');
  });
});
