import { describe, expect, it } from 'vitest';
import { coverage, normalize, type CardRuling } from '../../scripts/rulings-coverage.js';

const rulings: CardRuling[] = [
  { set: 'X', card: 'Alpha', index: 1, text: 'If Alpha’s ability resolves while you control no “artifacts,” you won’t look at any cards at all.' },
  { set: 'X', card: 'Beta', index: 1, text: 'Schemes are colorless, have no mana cost, and can’t be cast as spells.' },
  { set: 'X', card: 'Gamma', index: 1, text: 'Schemes are colorless, have no mana cost, and can’t be cast as spells.' },
  { set: 'X', card: 'Gamma', index: 2, text: 'Schemes are colorless, have no mana cost, and are never put into your deck.' },
  { set: 'X', card: 'Delta', index: 1, text: 'In a Two-Headed Giant game, your team loses only once.' },
  { set: 'X', card: 'Delta', index: 2, text: 'Whenever a creature attacks, you draw a card — it is the same card each time.' },
];

const quotedTexts = (tests: string[], oracle: string[] = []) => {
  const [x] = coverage(rulings, tests, [{ card: 'Delta', ruling: rulings[4]!.text, reason: 'no Two-Headed Giant game is played' }], oracle);
  return x!;
};

describe('npm run rulings: what counts as quoting a ruling', () => {
  it('normalizes quotes, escapes and punctuation', () => {
    expect(normalize("it('ruling: \"If Alpha\\'s ability resolves\"')")).toBe('it ruling if alpha s ability resolves');
    expect(normalize('Alpha’s “artifacts,” …')).toBe('alpha s artifacts');
  });

  it('a distinctive run of seven words quotes a ruling; a run two rulings share quotes neither; a shared text counts once', () => {
    const x = quotedTexts(["it('ruling: \"If Alpha\\'s ability resolves while you control no artifacts …\"')"]);
    expect(x.distinct).toBe(5);
    expect(x.quoted).toBe(1);
    const shared = quotedTexts(['// Schemes are colorless, have no mana cost, and']);
    expect(shared.quoted).toBe(0);
    const whole = quotedTexts(['// "Schemes are colorless, have no mana cost, and can\'t be cast as spells."']);
    expect(whole.quoted).toBe(1);
    expect(whole.unquoted.map((u) => u.cards)).toContainEqual(['Alpha']);
  });

  it('a phrase of the Oracle text is not distinctive; an explicit marker quotes a ruling', () => {
    const oracle = ['Whenever a creature attacks, you draw a card.'];
    expect(quotedTexts(['// Whenever a creature attacks, you draw a card'], oracle).quoted).toBe(0);
    expect(quotedTexts(['// Whenever a creature attacks, you draw a card'], []).quoted).toBe(1);
    expect(quotedTexts(['// ruling: Delta #2 (checked without quoting it)'], oracle).quoted).toBe(1);
  });

  it('inside a card\'s describe block, a run its other rulings lack quotes its ruling even if another card\'s ruling shares it', () => {
    const shared: CardRuling[] = [
      { set: 'X', card: 'Epsilon', index: 1, text: 'Epsilon checks as your end step begins. If you are not the king, the ability will not trigger at all.' },
      { set: 'X', card: 'Zeta', index: 1, text: 'Zeta checks as your upkeep begins. If you are not the king, the ability will not trigger at all.' },
    ];
    const quote = "// If you are not the king, the ability will not trigger at all";
    expect(coverage(shared, [quote], [])[0]!.quoted).toBe(0);
    const [x] = coverage(shared, [`describe('Epsilon', () => {\n  ${quote}\n});\ndescribe('Other', () => {});`], []);
    expect(x!.quoted).toBe(1);
    expect(x!.unquoted.map((u) => u.cards)).toEqual([['Zeta']]);
  });

  it('an excluded ruling is listed apart with its reason; an exclusion without a reason or ruling is refused', () => {
    const x = quotedTexts([]);
    expect(x.excluded).toEqual([{ text: rulings[4]!.text, cards: ['Delta'], reason: 'no Two-Headed Giant game is played' }]);
    expect(() => coverage(rulings, [], [{ card: 'Delta', ruling: rulings[4]!.text, reason: '' }])).toThrow(/reason/);
    expect(() => coverage(rulings, [], [{ card: 'Alpha', ruling: rulings[4]!.text, reason: 'a long enough reason' }])).toThrow(/no such ruling/);
  });
});
