import { describe, expect, it } from 'vitest';
import { applyDraft, draftView, legalPicks, tryApplyDraft, type ReadonlyDraftState } from '../../src/index.js';
import { fixedDraft, pick } from './helpers.js';

/**
 * Archdemon of Paliano: "As long as Archdemon of Paliano is face up during the draft, you can't look
 * at booster packs and must draft cards at random." Another ability that would let its drafter look
 * at a booster pack does not (CR 101.2: "can't" wins over "can").
 */
describe("Archdemon of Paliano: its drafter can't look at booster packs", () => {
  /** Seat 0 with Whispergear Sneak and Archdemon of Paliano face up, in a two-round draft. */
  function sneakAndArchdemon(): ReadonlyDraftState {
    let s = fixedDraft([
      [['Whispergear Sneak', 'Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry'], ['Archdemon of Paliano', 'Kiln Fiend', 'Flame Slash', 'Hurly-Burly', 'Trumpet Blast']],
      [['Kiln Fiend', 'Kiln Fiend'], ['Kiln Fiend', 'Kiln Fiend']],
    ]);
    s = pick(s, 0, 'Whispergear Sneak');
    s = pick(s, 1, 'Kiln Fiend');
    return pick(s, 0, 'Archdemon of Paliano');
  }

  it('Whispergear Sneak can\'t be used to look at a booster pack while an Archdemon of Paliano is face up', () => {
    const s = sneakAndArchdemon();
    expect(legalPicks(s, 0).filter((a) => a.type === 'lookAtPack')).toEqual([]);
    const unopened = s.packs.find((p) => !p.opened)!;
    const tried = tryApplyDraft(s, { type: 'lookAtPack', seat: 0, pack: unopened.id });
    expect(tried).toMatchObject({ ok: false, error: { code: 'illegal', rule: 'Archdemon of Paliano' } });
    expect(draftView(s, 0).seen).toEqual([]);
  });

  it('once the Archdemon is turned face down, Whispergear Sneak may look at a pack again', () => {
    let s = sneakAndArchdemon();
    for (let i = 0; i < 3; i++) {
      s = applyDraft(s, legalPicks(s, 1).find((a) => a.type === 'pick')!);
      s = applyDraft(s, { type: 'pickRandom', seat: 0 });
    }
    expect(legalPicks(s, 0).some((a) => a.type === 'lookAtPack')).toBe(true);
  });
});

describe("Spire Phantasm drawn at random by an Archdemon of Paliano's drafter", () => {
  /**
   * Seat 0 drafts Archdemon of Paliano, then draws at random from seat 1's pack, which holds Spire
   * Phantasm and three other cards (seat 1 drafted the last of them first); seed 9 draws the Phantasm.
   */
  function phantasmDrawnBlind(others: readonly string[]): ReadonlyDraftState {
    let s = fixedDraft([[['Archdemon of Paliano', 'Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry'], ['Spire Phantasm', ...others]]], 9);
    s = pick(s, 0, 'Archdemon of Paliano');
    s = pick(s, 1, others[2]!);
    s = applyDraft(s, { type: 'pickRandom', seat: 0 });
    expect(s.cards[s.drafters[0]!.randomPick!]?.name).toBe('Spire Phantasm');
    return s;
  }

  it('the guesses offered do not tell the blind drafter which cards are left in the pack (905.1c)', () => {
    const a = phantasmDrawnBlind(['Kiln Fiend', 'Flame Slash', 'Hurly-Burly']);
    const b = phantasmDrawnBlind(['Ogre Sentry', 'Trumpet Blast', 'Coordinated Assault']);
    expect(draftView(a, 0).pack).toBeNull();
    // the same choices whatever the pack holds: the drafter can't look at it
    expect(legalPicks(a, 0)).toEqual(legalPicks(b, 0));
    const guesses = legalPicks(a, 0).map((x) => (x.type === 'pickOptions' ? x.guess : undefined));
    expect(guesses).toContain('Kiln Fiend');
    expect(guesses).toContain('Trumpet Blast');
  });

  it('the guess is still checked against the next card drafted from the pack', () => {
    let s = phantasmDrawnBlind(['Kiln Fiend', 'Flame Slash', 'Hurly-Burly']);
    s = applyDraft(s, { type: 'pickOptions', seat: 0, guess: 'Flame Slash' });
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 1, 'Flame Slash');
    expect(s.notes.filter((n) => n.cardName === 'Spire Phantasm')).toEqual([expect.objectContaining({ seat: 0, guess: { name: 'Flame Slash', right: true } })]);
  });
});
