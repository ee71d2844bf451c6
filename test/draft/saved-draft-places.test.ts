/**
 * A saved draft keeps every card in exactly one place, each open pack in one drafter's hands, and a
 * pack drafted whole (Agent of Acquisitions) in its drafter's hand: a save that breaks one of these
 * is refused with a RulesError, not loaded as a draft that lost a card or shares a pack.
 */
import { describe, expect, it } from 'vitest';
import { applyDraft, deserializeDraft, legalPicks, serializeDraft, type ReadonlyDraftState } from '../../src/index.js';
import { fixedDraft, pack, pick } from './helpers.js';

type SavedDraft = {
  packs: { cards: number[] }[];
  drafters: { queue: number[]; takingPack: number | null }[];
};

/** The draft saved, changed by `change`, and loaded again. */
function loadChanged(s: ReadonlyDraftState, change: (x: SavedDraft) => void): () => ReadonlyDraftState {
  const x = JSON.parse(serializeDraft(s)) as SavedDraft;
  change(x);
  return () => deserializeDraft(JSON.stringify(x));
}

describe('a saved draft whose cards or packs are not each in one place', () => {
  const start = (): ReadonlyDraftState => fixedDraft([[pack([]), pack([]), pack([]), pack([])]]);

  it('CR 905.1a: a card in no place (dropped from its pack) is refused; untouched, every card is drafted', () => {
    const s = start();
    const dropped = s.packs[0]!.cards[0]!;
    expect(loadChanged(s, (x) => { x.packs[0]!.cards.shift(); })).toThrow(expect.objectContaining({ code: 'badState', message: expect.stringMatching(new RegExp(`card ${dropped} is in 0 places`)) }));
    let t = deserializeDraft(serializeDraft(s));
    while (t.phase !== 'complete') t = applyDraft(t, legalPicks(t)[0]!);
    expect(t.drafters.flatMap((d) => d.pile.map((p) => p.card)).sort((a, b) => a - b)).toEqual(s.cards.map((c) => c.id));
  });

  it('CR 905.1a: a pack in the hands of two drafters is refused', () => {
    const s = start();
    expect(s.drafters[2]!.queue).toEqual([2]);
    expect(loadChanged(s, (x) => { x.drafters[2]!.queue.push(0); })).toThrow(expect.objectContaining({ code: 'badState', message: expect.stringMatching(/a pack is held by two drafters/) }));
  });

  it('CR 905.1a: an open pack with its last card left, in nobody\'s hands, is refused', () => {
    let s = start();
    const lastCardHeld = (t: ReadonlyDraftState) => t.drafters.find((d) => d.queue.some((id) => t.packs[id]!.cards.length === 1));
    while (!lastCardHeld(s)) s = applyDraft(s, legalPicks(s)[0]!);
    const holder = lastCardHeld(s)!;
    const id = holder.queue.find((q) => s.packs[q]!.cards.length === 1)!;
    expect(loadChanged(s, (x) => { x.drafters[holder.seat]!.queue = x.drafters[holder.seat]!.queue.filter((q) => q !== id); })).toThrow(expect.objectContaining({ code: 'badState', message: expect.stringMatching(/an open pack with cards left is held by nobody/) }));
  });

  it('Agent of Acquisitions: "you may draft each card in that booster pack, one at a time" — the pack drafted whole is the one in hand; a save naming another is refused', () => {
    let s = fixedDraft([[pack(['Agent of Acquisitions']), pack([]), pack([]), pack([])]]);
    s = pick(s, 0, 'Agent of Acquisitions');
    for (const seat of [1, 2, 3]) s = applyDraft(s, legalPicks(s, seat).find((a) => a.type === 'pick')!);
    s = applyDraft(s, { type: 'takePack', seat: 0 });
    const inHand = s.drafters[0]!.queue[0]!;
    expect(s.drafters[0]!.takingPack).toBe(inHand);
    const other = s.drafters[1]!.queue[0]!;
    expect(other).not.toBe(inHand);
    expect(loadChanged(s, (x) => { x.drafters[0]!.takingPack = other; })).toThrow(expect.objectContaining({ code: 'badState', message: expect.stringMatching(/bad takingPack of drafter 0/) }));
    expect(deserializeDraft(serializeDraft(s))).toStrictEqual(s);
  });
});
