/**
 * `applyDraft` never changes the state it is given and shares what the action left unchanged (the
 * draft's working copy). Checked with freezing off, as clients run it: the input is deep-compared
 * with a copy taken before the action.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyDraft, createDraft, heuristicDrafter, randomDrafter, runDraft, setFreeze, type BoosterSource, type DraftAction, type DraftState, type ReadonlyDraftState } from '../../src/index.js';
import { beginDraftCopy, finishDraftCopy } from '../../src/draft/working-copy.js';
import { changed } from '../helpers/changed.js';
import { mutableCopy } from '../helpers/mutable-copy.js';

const CUBE = [
  'Cogwork Spy', 'Cogwork Librarian', 'Whispergear Sneak', 'Lore Seeker', 'Canal Dredger', 'Aether Searcher', 'Spire Phantasm',
  'Illusionary Informant', 'Archdemon of Paliano', 'Noble Banneret', 'Paliano, the High City', 'Regicide', "Leovold's Operative",
  'Agent of Acquisitions', 'Cogwork Grinder', 'Animus of Predation', 'Deal Broker', 'Cogwork Tracker', 'Ogre Sentry', 'Kiln Fiend',
];

const draftArb = fc.record({
  drafters: fc.integer({ min: 2, max: 5 }),
  seed: fc.integer(),
  source: fc.constantFrom<BoosterSource>('CN2', 'CNS', { cube: Array.from({ length: 120 }, (_, i) => CUBE[i % CUBE.length]!), packSize: 6 }),
  random: fc.boolean(),
});

describe('applyDraft and its input', () => {
  beforeAll(() => setFreeze(false));
  afterAll(() => setFreeze(true));

  it('leaves the input deep-equal to what it was, and shares every drafter, pack and log event the action did not change', () => {
    fc.assert(
      fc.property(draftArb, (spec) => {
        const options = { drafters: spec.drafters, seed: spec.seed, boosters: spec.source };
        const actions: DraftAction[] = [];
        runDraft(createDraft(options), spec.random ? randomDrafter : heuristicDrafter(), { seed: spec.seed, inPlace: true, onAction: (_s, a) => actions.push(a) });
        let s: ReadonlyDraftState = createDraft(options);
        for (const a of actions) {
          const before = structuredClone(s);
          const next = applyDraft(s, a);
          expect(s).toStrictEqual(before);
          next.drafters.forEach((d, i) => {
            if (d !== s.drafters[i]) expect(d).not.toStrictEqual(s.drafters[i]);
          });
          next.packs.forEach((p, i) => {
            if (p !== s.packs[i]) expect(p).not.toStrictEqual(s.packs[i]);
          });
          s.log.forEach((e, i) => expect(next.log[i]).toBe(e));
          expect(next.settings).toBe(s.settings);
          s = next;
        }
        expect(s.phase).toBe('complete');
      }),
      { numRuns: 4, endOnFailure: true },
    );
  });
});


describe('the draft working copy', () => {
  const start = (): DraftState => {
    const s = mutableCopy(createDraft({ drafters: 3, seed: 5 }));
    s.colorChoices = [{ card: 0, seat: 1, choosers: [0, 1, 2], chosen: [] }];
    s.deals = [{ seat: 0, broker: 1, revealed: undefined, offers: {} }];
    s.drafters[1]!.randomPick = 0; // present only while a card drawn at random waits for its options
    s.drafters[1]!.randomPickDredger = 2; // present only with such a card, when a Canal Dredger drafter was chosen
    s.drafters[1]!.boostersAfterPass = 1; // present only while a Lore Seeker's booster waits for the pack to be passed
    return s;
  };

  it('an unchanged copy shares every part with its input', () => {
    const s = start();
    const next = finishDraftCopy(s, beginDraftCopy(s));
    for (const k of Object.keys(s) as (keyof ReadonlyDraftState)[]) expect(next[k], k).toBe(s[k]);
  });

  it('a change of any one field of a drafter, pack, colour choice or Deal Broker exchange is kept, not shared away', () => {
    const s = start();
    const parts = { drafters: s.drafters[1]!, packs: s.packs[2]!, colorChoices: s.colorChoices[0]!, deals: s.deals[0]! };
    for (const [list, sample] of Object.entries(parts) as [keyof typeof parts, object][]) {
      const index = s[list].indexOf(sample as never);
      for (const field of Object.keys(sample)) {
        const work = beginDraftCopy(s);
        const part = work[list][index] as unknown as Record<string, unknown>;
        part[field] = changed(part[field]);
        const next = finishDraftCopy(s, work);
        expect(next[list][index], `${list}.${field}`).not.toBe(sample);
        expect((next[list][index] as unknown as Record<string, unknown>)[field], `${list}.${field}`).toStrictEqual(part[field]);
        next[list].forEach((other, i) => {
          if (i !== index) expect(other, `${list}[${i}] after a change of ${list}[${index}].${field}`).toBe(s[list][i]);
        });
      }
    }
  });
});
