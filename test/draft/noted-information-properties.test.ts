/**
 * Properties of what draft-matters cards note and show (CR 905.2b), over random drafts whose drafters
 * take any action `legalPicks` lists — Cogwork Librarian's and Leovold's Operative's additional
 * picks, Cogwork Grinder's and Animus of Predation's removals, Agent of Acquisitions' whole packs,
 * Archdemon of Paliano's random picks, Lore Seeker's boosters, Canal Dredger's last cards — each
 * checked against the draft's own record of the picks (its log), not against the engine's bookkeeping:
 *   - Lurking Automaton, Custodi Peacekeeper, Garbage Fire, Pyretic Hunter: "note how many cards
 *     you've drafted this draft round, including [it]" — removed cards and each card of a whole pack count;
 *   - Aether Searcher: "Reveal the next card you draft and note its name" (in the following round
 *     when it was the round's last, its ruling);
 *   - Cogwork Spy: "You may look at the next card drafted from this booster pack", unless its drafter
 *     drafts that card ("If you are the next person to draft from the booster pack … doesn't do anything");
 *   - Spire Phantasm: "The next time a player drafts a card from this booster pack, guess that card's
 *     name. Then that player reveals the drafted card.";
 *   - Illusionary Informant: "look at the next card drafted by a player of your choice";
 *   - Cogwork Tracker: "note the player who passed it to you" — the drafter of the pack's last pass
 *     the log records, every pass logged (a drafter who drafts no more this round passes packs on
 *     too), and none for the first card drafted from a pack.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDraft, createDraft, legalPicks, type DraftEvent, type ReadonlyDraftState } from '../../src/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { ok } from '../properties/helpers.js';

const CARDS = [
  'Lurking Automaton', 'Custodi Peacekeeper', 'Garbage Fire', 'Pyretic Hunter', 'Aether Searcher', 'Cogwork Spy', 'Spire Phantasm',
  'Cogwork Librarian', "Leovold's Operative", 'Cogwork Grinder', 'Animus of Predation', 'Agent of Acquisitions', 'Archdemon of Paliano',
  'Lore Seeker', 'Canal Dredger', 'Cogwork Tracker', 'Illusionary Informant',
];
const CUBE = Array.from({ length: 240 }, (_, i) => (i % 5 === 4 ? 'Ogre Sentry' : CARDS[i % CARDS.length]!));
const NUMBER_CARDS = new Set(['Lurking Automaton', 'Custodi Peacekeeper', 'Garbage Fire', 'Pyretic Hunter']);

/** A random draft played to its end with actions drawn from `legalPicks`. */
function randomDraft(drafters: number, packSize: number, seed: number): ReadonlyDraftState {
  let s = createDraft({ drafters, seed, rounds: 2, boosters: { cube: CUBE, packSize }, addedBoosters: { cube: CUBE, packSize } });
  const rng = seedRng(seed);
  for (let n = 0; s.phase !== 'complete'; n++) {
    ok(n < 3000, 'the draft does not end');
    const all = legalPicks(s);
    s = applyDraft(s, all[randomInt(rng, all.length)]!);
  }
  return s;
}

/** A pick event: a card drafted, from a pack, by a seat. */
type Pick = DraftEvent & { seat: number; card: number; pack: number };
const isPick = (e: DraftEvent): e is Pick => e.type === 'pick' && e.card !== undefined && e.pack !== undefined && e.seat !== undefined;

const specArb = fc.record({ drafters: fc.integer({ min: 2, max: 6 }), packSize: fc.integer({ min: 2, max: 8 }), seed: fc.integer({ min: 0, max: 2 ** 30 }) });

describe('what draft-matters cards note and show, against the log of the picks (CR 905.2b)', () => {
  it('numbers, Aether Searcher\'s names, Cogwork Spy\'s and Illusionary Informant\'s looks, Spire Phantasm\'s guesses and Cogwork Tracker\'s players follow the picks and passes', () => {
    const met = new Set<string>();
    fc.assert(fc.property(specArb, ({ drafters, packSize, seed }) => {
      const s = randomDraft(drafters, packSize, seed);
      const log = s.log as readonly DraftEvent[];
      const name = (card: number): string => s.cards[card]!.name;
      const picksFrom = (i: number, test: (p: Pick) => boolean): [number, Pick] | undefined => {
        for (let k = i + 1; k < log.length; k++) {
          const e = log[k]!;
          if (isPick(e) && test(e)) return [k, e];
        }
        return undefined;
      };
      let drafted = new Map<number, number>();
      log.forEach((e, i) => {
        if (e.type === 'round') drafted = new Map();
        if (isPick(e)) drafted.set(e.seat, (drafted.get(e.seat) ?? 0) + 1);
        if (e.type === 'note' && NUMBER_CARDS.has(name(e.card!))) {
          const note = s.notes.find((x) => x.card === e.card)!;
          expect(note.number, `${name(e.card!)} noted by seat ${e.seat}`).toBe(drafted.get(e.seat!));
          met.add('number');
        }
        if (e.type === 'look' && e.rule === 'Illusionary Informant' && e.to !== undefined) {
          const next = picksFrom(i, (p) => p.seat === e.to);
          if (!next) return;
          expect(log.slice(next[0]).some((x) => x.type === 'look' && x.rule === 'Illusionary Informant' && x.seat === e.seat && x.card === next[1].card)).toBe(true);
          expect(s.drafters[e.seat!]!.seen).toContain(next[1].card);
          met.add('informant');
        }
        if (!isPick(e)) return;
        const picked = name(e.card);
        if (picked === 'Aether Searcher') {
          // the note is of the next card its drafter drafts, if any
          const next = picksFrom(i, (p) => p.seat === e.seat);
          const notes = s.notes.filter((x) => x.card === e.card);
          expect(notes.map((x) => x.name)).toEqual(next ? [name(next[1].card)] : []);
          if (next) met.add('searcher');
        }
        if (picked === 'Cogwork Spy') {
          const next = picksFrom(i, (p) => p.pack === e.pack);
          // the looks after this pick: a card drafted again (a Cogwork Librarian put back into a pack) may have been looked at before
          const looks = log.slice(i + 1).filter((x) => x.type === 'look' && x.rule === 'Cogwork Spy' && x.seat === e.seat && next && x.card === next[1].card);
          const sees = next !== undefined && next[1].seat !== e.seat;
          expect(looks.length > 0, `seat ${e.seat}'s Cogwork Spy and the next card drafted from pack ${e.pack}`).toBe(sees);
          if (sees) {
            expect(s.drafters[e.seat]!.seen).toContain(next[1].card);
            met.add('spy');
          }
        }
        if (picked === 'Cogwork Tracker') {
          // the last pass of the pack before this pick, if any since the pack was opened or added
          let passer: number | null = null;
          for (const x of log.slice(0, i)) {
            if (x.pack !== e.pack) continue;
            if (x.type === 'open' || x.type === 'addBooster') passer = null;
            if (x.type === 'pass' && x.to !== undefined) passer = x.seat!;
          }
          expect(s.notes.filter((x) => x.card === e.card).map((x) => x.player), `seat ${e.seat}'s Cogwork Tracker from pack ${e.pack}`).toEqual([passer]);
          met.add(passer === null ? 'tracker, first card' : 'tracker');
        }
        if (picked === 'Spire Phantasm') {
          const guess = s.notes.find((x) => x.card === e.card && x.guess !== undefined);
          const next = picksFrom(i, (p) => p.pack === e.pack);
          if (!guess) return;
          // a guess is checked against the next card drafted from the pack, which is revealed
          ok(next !== undefined, 'a guess noted with no card drafted next from the pack');
          expect(guess.guess!.right).toBe(guess.guess!.name === name(next[1].card));
          expect(log.slice(next[0]).some((x) => x.type === 'reveal' && x.card === next[1].card && x.visibleTo === undefined)).toBe(true);
          met.add('guess');
        }
      });
    }), { numRuns: Number(process.env.DRAFT_RUNS ?? 80) });
    // the random drafts tried met every kind of record
    expect([...met].sort()).toEqual(['guess', 'informant', 'number', 'searcher', 'spy', 'tracker', 'tracker, first card']);
  });
});
