/**
 * A card drafted at random (Archdemon of Paliano) that offers pick options is drafted in two steps:
 * `pickRandom` draws it, then its drafter chooses its options with `pickOptions`. Archdemon ruling:
 * "After you draft a card at random, look at it to determine whether it needs to be revealed as it's
 * drafted or drafted face up. If it does, follow its instructions as normal."
 */
import { describe, expect, it } from 'vitest';
import { applyDraft, deserializeDraft, draftView, legalPicks, RulesError, serializeDraft, tryApplyDraft, type DraftAction, type ReadonlyDraftState } from '../../src/index.js';
import { fixedDraft, notesOf, pack, pick, pileNames } from './helpers.js';

const ARCHDEMON = 'Archdemon of Paliano';

/** The first legal action of `seat` that `test` accepts, applied. */
function act(s: ReadonlyDraftState, seat: number, test: (a: DraftAction) => boolean): ReadonlyDraftState {
  const a = legalPicks(s, seat).find(test);
  if (!a) throw new Error(`seat ${seat} has no such action: ${JSON.stringify(legalPicks(s, seat))}`);
  return applyDraft(s, a);
}

const plainPick = (a: DraftAction): boolean => a.type === 'pick' && Object.keys(a).length === 3;

/**
 * Seat 0 drafts a face-up Noble Banneret, then an Archdemon of Paliano; seat 1 drafts plainly. Seat 0
 * then drafts at random from the Banneret's pack (non-creatures), then from the Archdemon's (creatures).
 */
function banneretAndArchdemon(): ReadonlyDraftState {
  let s = fixedDraft([[['Noble Banneret', ...Array<string>(5).fill('Flame Slash')], [ARCHDEMON, ...Array<string>(5).fill('Ogre Sentry')]]]);
  s = pick(s, 0, 'Noble Banneret');
  s = pick(s, 1, 'Ogre Sentry');
  s = pick(s, 0, ARCHDEMON);
  return pick(s, 1, 'Flame Slash');
}

/** {@link banneretAndArchdemon}, then seat 0 draws a non-creature at random and seat 1 drafts: seat 0 holds the pack of creatures. */
function atTheCreatures(): ReadonlyDraftState {
  let s = applyDraft(banneretAndArchdemon(), { type: 'pickRandom', seat: 0 });
  s = pick(s, 1, 'Ogre Sentry');
  return s;
}

const archdemonId = (s: ReadonlyDraftState): number => s.drafters[0]!.pile.find((p) => s.cards[p.card]!.name === ARCHDEMON)!.card;

describe('a card drafted at random with pick options (Archdemon of Paliano ruling)', () => {
  it('Lore Seeker drafted at random may add a booster pack to the draft', () => {
    let s = fixedDraft([[pack([ARCHDEMON], 5), Array<string>(5).fill('Lore Seeker')]]);
    s = pick(s, 0, ARCHDEMON);
    s = act(s, 1, plainPick);
    const packs = s.packs.length;
    s = applyDraft(s, { type: 'pickRandom', seat: 0 });
    // drawn, not yet drafted: seat 0 chooses whether to add a booster
    expect(pileNames(s, 0)).toEqual([ARCHDEMON]);
    const options = legalPicks(s, 0);
    expect(options.every((a) => a.type === 'pickOptions')).toBe(true);
    expect(options).toHaveLength(2);
    s = act(s, 0, (a) => a.type === 'pickOptions' && a.addBooster === true);
    expect(pileNames(s, 0)).toEqual([ARCHDEMON, 'Lore Seeker']);
    expect(s.packs).toHaveLength(packs + 1);
    expect(s.log.filter((e) => e.type === 'addBooster' && e.seat === 0 && e.rule === 'Lore Seeker')).toHaveLength(1);
    expect(s.drafters[0]!.queue[0]).toBe(packs); // the added pack, opened, is the next one seat 0 drafts from
    expect(s.drafters[0]!.archdemonPicks[archdemonId(s)]).toBe(1);
  });

  it('a creature drafted at random may be noted with a face-up Noble Banneret, and counts toward the Archdemon', () => {
    let s = atTheCreatures();
    s = applyDraft(s, { type: 'pickRandom', seat: 0 });
    const drawn = s.drafters[0]!.randomPick!;
    expect(s.cards[drawn]!.name).toBe('Ogre Sentry');
    expect(s.drafters[0]!.archdemonPicks[archdemonId(s)]).toBe(1); // the non-creature only, so far
    expect(legalPicks(s, 0)).toEqual([
      { type: 'pickOptions', seat: 0 },
      { type: 'pickOptions', seat: 0, note: 'Noble Banneret' },
    ]);
    // while the options are chosen, neither a pick nor another random draw is allowed
    expect(tryApplyDraft(s, { type: 'pick', seat: 0, card: drawn }).ok).toBe(false);
    expect(tryApplyDraft(s, { type: 'pickRandom', seat: 0 }).ok).toBe(false);
    s = applyDraft(s, { type: 'pickOptions', seat: 0, note: 'Noble Banneret' });
    expect(s.drafters[0]!.randomPick).toBeUndefined();
    expect(pileNames(s, 0)).toEqual(['Noble Banneret', ARCHDEMON, 'Flame Slash', 'Ogre Sentry']);
    expect(notesOf(s, 'Noble Banneret')).toEqual([expect.objectContaining({ seat: 0, name: 'Ogre Sentry' })]);
    expect(s.drafters[0]!.pile[0]).toEqual({ card: s.drafters[0]!.pile[0]!.card, faceUp: false });
    expect(s.log.some((e) => e.type === 'reveal' && e.card === drawn && e.rule === 'Noble Banneret')).toBe(true);
    expect(s.drafters[0]!.archdemonPicks[archdemonId(s)]).toBe(2);
  });

  it('a card drafted at random that offers nothing is drafted by pickRandom alone, as before; only one that offers options waits', () => {
    const before = banneretAndArchdemon();
    // a face-up Noble Banneret notes creature cards only: a Flame Slash drawn offers nothing
    const s = applyDraft(before, { type: 'pickRandom', seat: 0 });
    expect(s.drafters[0]!.randomPick).toBeUndefined();
    expect('randomPick' in s.drafters[0]!).toBe(false);
    expect(pileNames(s, 0)).toEqual(['Noble Banneret', ARCHDEMON, 'Flame Slash']);
    expect(s.log.slice(before.log.length).map((e) => [e.type, e.rule])).toEqual([['pick', ARCHDEMON], ['pass', '905.1b']]);
    expect(legalPicks(s, 0)).toEqual([]);
    // the same drafter drawing a creature next is asked for its options
    const t = applyDraft(pick(s, 1, 'Ogre Sentry'), { type: 'pickRandom', seat: 0 });
    expect(legalPicks(t, 0).map((a) => a.type)).toEqual(['pickOptions', 'pickOptions']);
  });

  it('the card drawn is shown to its drafter only', () => {
    const before = atTheCreatures();
    const s = applyDraft(before, { type: 'pickRandom', seat: 0 });
    const drawn = s.drafters[0]!.randomPick!;
    expect(draftView(s, 0).randomPick).toEqual({ id: drawn, name: 'Ogre Sentry', foil: false });
    expect(draftView(s, 0).pack).toBeNull();
    expect(draftView(s, 0).log.at(-1)).toEqual(expect.objectContaining({ type: 'look', card: drawn, seat: 0 }));
    for (const viewer of [1, 'spectator'] as const) {
      const v = draftView(s, viewer);
      expect(v.randomPick).toBeUndefined();
      expect(v.log.slice(before.log.length).some((e) => e.card === drawn)).toBe(false);
      expect(v.log.slice(before.log.length)).toHaveLength(1);
    }
  });

  it('a saved draft waiting for the options round-trips; a tampered pending card is refused', () => {
    const s = applyDraft(atTheCreatures(), { type: 'pickRandom', seat: 0 });
    const loaded = deserializeDraft(serializeDraft(s));
    expect(loaded).toEqual(s);
    expect(legalPicks(loaded, 0)).toEqual(legalPicks(s, 0));
    expect(applyDraft(loaded, { type: 'pickOptions', seat: 0, note: 'Noble Banneret' })).toEqual(applyDraft(s, { type: 'pickOptions', seat: 0, note: 'Noble Banneret' }));

    const tampered = (change: (saved: { drafters: Record<string, unknown>[] }) => void): string => {
      const saved = JSON.parse(serializeDraft(s)) as { drafters: Record<string, unknown>[] };
      change(saved);
      return JSON.stringify(saved);
    };
    const otherPack = s.packs.find((p) => p.id !== s.drafters[0]!.queue[0] && p.cards.length > 0)!;
    const refused = [
      tampered((x) => { x.drafters[0]!.randomPick = otherPack.cards[0]; }), // not in the pack in hand
      tampered((x) => { x.drafters[0]!.randomPick = 'Ogre Sentry'; }), // not a card id
      tampered((x) => { x.drafters[0]!.randomPick = s.cards.length; }), // no such card
      tampered((x) => { x.drafters[1]!.randomPick = otherPack.cards[0]; }), // a drafter without a face-up Archdemon
    ];
    for (const json of refused) expect(() => deserializeDraft(json)).toThrow(RulesError);
    // a saved draft without the field (older saves) loads
    expect(deserializeDraft(tampered((x) => { delete x.drafters[0]!.randomPick; })).drafters[0]!.randomPick).toBeUndefined();
  });
});

/**
 * Three seats: seats 1 and 2 draft a face-up Canal Dredger each; seat 0 a face-up Noble Banneret, then an
 * Archdemon of Paliano. Seat 0 then draws at random from a pack of two Ogre Sentries: a creature the
 * Banneret may note, and a pack passed with one card, whose last card goes to seat 1 or seat 2.
 */
function dredgersAndArchdemon(): ReadonlyDraftState {
  let s = fixedDraft([[
    ['Noble Banneret', ...Array<string>(3).fill('Flame Slash')],
    ['Canal Dredger', ...Array<string>(3).fill('Ogre Sentry')],
    ['Canal Dredger', ARCHDEMON, 'Ogre Sentry', 'Ogre Sentry'],
  ]]);
  s = pick(s, 0, 'Noble Banneret');
  s = pick(s, 1, 'Canal Dredger');
  s = pick(s, 2, 'Canal Dredger');
  s = pick(s, 0, ARCHDEMON);
  s = pick(s, 1, 'Flame Slash');
  return pick(s, 2, 'Ogre Sentry');
}

describe('the Canal Dredger drafter chosen with the random pick (Canal Dredger ruling)', () => {
  it('"each player chooses which of those players to pass the last card to": chosen with pickRandom, kept while the card drawn waits for its options, not offered again', () => {
    const before = dredgersAndArchdemon();
    const packId = before.drafters[0]!.queue[0]!;
    expect(before.packs[packId]!.cards).toHaveLength(2);
    expect(legalPicks(before, 0)).toEqual([{ type: 'pickRandom', seat: 0, dredger: 1 }, { type: 'pickRandom', seat: 0, dredger: 2 }]);
    const s = applyDraft(before, { type: 'pickRandom', seat: 0, dredger: 2 });
    expect(s.cards[s.drafters[0]!.randomPick!]!.name).toBe('Ogre Sentry');
    // the options of the card drawn, each passing the last card to seat 2 as chosen
    expect(legalPicks(s, 0)).toEqual([
      { type: 'pickOptions', seat: 0, remove: undefined, note: undefined, extra: undefined, guess: undefined, addBooster: undefined, dredger: 2 },
      { type: 'pickOptions', seat: 0, remove: undefined, note: 'Noble Banneret', extra: undefined, guess: undefined, addBooster: undefined, dredger: 2 },
    ]);
    expect(tryApplyDraft(s, { type: 'pickOptions', seat: 0, note: 'Noble Banneret', dredger: 1 }).ok).toBe(false);
    const t = applyDraft(s, { type: 'pickOptions', seat: 0, note: 'Noble Banneret', dredger: 2 });
    expect(t.drafters[2]!.queue).toContain(packId);
    expect(t.drafters[1]!.queue).not.toContain(packId);
    expect(t.log.some((e) => e.type === 'pass' && e.rule === 'Canal Dredger' && e.seat === 0 && e.to === 2)).toBe(true);
    expect(t.drafters[0]!.randomPickDredger).toBeUndefined();
    // a saved draft keeps the choice; one naming a seat without a face-up Canal Dredger is refused
    expect(deserializeDraft(serializeDraft(s))).toEqual(s);
    const saved = JSON.parse(serializeDraft(s)) as { drafters: Record<string, unknown>[] };
    saved.drafters[0]!.randomPickDredger = 0;
    expect(() => deserializeDraft(JSON.stringify(saved))).toThrow(RulesError);
  });
});
