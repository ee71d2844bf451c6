import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardPool, createDraft, randomDrafter, runDraft, type BoosterSource, type DraftAction, type ReadonlyDraftState } from '../../src/index.js';
import { loggedDraft } from '../../src/draftlog/picks.js';
import { toDraftmancerLog, toMtgoDraftLog } from '../../src/draftlog/index.js';

const DRAFT_MATTERS = [
  'Aether Searcher', 'Agent of Acquisitions', 'Canal Dredger', 'Cogwork Grinder', 'Cogwork Librarian', 'Cogwork Spy', 'Cogwork Tracker',
  'Deal Broker', 'Lore Seeker', 'Lurking Automaton', 'Whispergear Sneak', 'Paliano, the High City', 'Noble Banneret', 'Spire Phantasm',
  'Archdemon of Paliano', 'Regicide', 'Animus of Predation', "Leovold's Operative",
];
const FILLER = ['Ogre Sentry', 'Kiln Fiend', 'Flame Slash', 'Hurly-Burly', 'Burn Away'];
/** A cube heavy in draft-matters cards: extra picks, Librarians put back, packs taken whole, boosters added. */
const CUBE = Array.from({ length: 200 }, (_, i) => (i % 3 === 2 ? FILLER[i % FILLER.length]! : DRAFT_MATTERS[i % DRAFT_MATTERS.length]!));

type Seen = { seat: number; booster: number[] };

/** Runs a draft by random drafters, recording the pack in hand before every pick. */
function recordedDraft(drafters: number, seed: number, source: BoosterSource | readonly BoosterSource[]): { state: ReadonlyDraftState; seen: Seen[] } {
  const seen: Seen[] = [];
  const onAction = (s: ReadonlyDraftState, a: DraftAction): void => {
    if (a.type !== 'pick' && a.type !== 'pickRandom') return;
    const pack = s.packs[s.drafters[a.seat]!.queue[0]!]!;
    seen.push({ seat: a.seat, booster: [...pack.cards].sort((x, y) => x - y) });
  };
  const state = runDraft(createDraft({ drafters, seed, boosters: source }), randomDrafter, { seed, inPlace: true, onAction }).state;
  return { state, seen };
}

const specs = fc.record({
  drafters: fc.integer({ min: 2, max: 8 }),
  seed: fc.integer(),
  source: fc.constantFrom<BoosterSource>('CN2', 'CNS', { cube: CUBE, packSize: 8 }),
});

describe('the picks read back from a draft log', () => {
  it('are every pick made, each with the pack exactly as it was (property)', () => {
    fc.assert(
      fc.property(specs, ({ drafters, seed, source }) => {
        const { state, seen } = recordedDraft(drafters, seed, source);
        const read = loggedDraft(state).picks;
        for (let seat = 0; seat < drafters; seat++) {
          expect(read.filter((p) => p.seat === seat).map((p) => p.booster)).toEqual(seen.filter((s) => s.seat === seat).map((s) => s.booster));
        }
        for (const p of read) expect(p.booster).toContain(p.card);
      }),
      { numRuns: 25 },
    );
  });
});

describe('Draftmancer draft log export', () => {
  it('each pick names a card of its booster; pools, boosters and card data agree (property)', () => {
    fc.assert(
      fc.property(specs, ({ drafters, seed, source }) => {
        const { state } = recordedDraft(drafters, seed, source);
        const log = toDraftmancerLog(state, { sessionID: 's', time: 5 });
        expect(Object.keys(log.users)).toHaveLength(drafters);
        const picked = loggedDraft(state).picks;
        Object.values(log.users).forEach((user, seat) => {
          expect(user.userName).toBe(state.drafters[seat]!.name);
          const mine = picked.filter((p) => p.seat === seat);
          expect(user.picks.map((p) => log.carddata[p.booster[p.pick[0]!]!]!.name)).toEqual(mine.map((p) => state.cards[p.card]!.name));
          expect(user.picks.map((p) => p.packNum)).toEqual(mine.map((p) => p.round));
          expect(user.cards.map((id) => log.carddata[id]!.name).sort()).toEqual(cardPool(state, seat).sort());
        });
        for (const booster of log.boosters) for (const id of booster) expect(log.carddata[id]?.id).toBe(id);
        expect(JSON.parse(JSON.stringify(log))).toEqual(log);
      }),
      { numRuns: 15 },
    );
  });

  it('a CN2 draft: 15-card boosters, version 2.1, the set restriction and first picks from full boosters', () => {
    const { state } = recordedDraft(8, 3, 'CN2');
    const log = toDraftmancerLog(state);
    expect(log).toMatchObject({ version: '2.1', type: 'Draft', setRestriction: ['cn2'], sessionID: 'paliano', time: 0 });
    expect(log.boosters).toHaveLength(24);
    const first = log.users['seat-0']!.picks[0]!;
    expect(first).toMatchObject({ packNum: 0, pickNum: 0 });
    expect(first.booster).toHaveLength(15);
    expect(log.carddata['cn2-55']).toBeUndefined(); // ids are only those the draft holds…
    const anyId = log.boosters[0]![0]!;
    expect(anyId).toMatch(/^cn2-\d+$/); // …of the form set-number
  });

  it('writes the time and marks the seats bots drafted', () => {
    const { state } = recordedDraft(3, 5, 'CNS');
    const log = toDraftmancerLog(state, { time: 1234, bots: [1] });
    expect(log.time).toBe(1234);
    expect(Object.values(log.users).map((u) => u.isBot)).toEqual([false, true, false]);
  });

  it('refuses a draft that is not complete (CR 905.1d)', () => {
    expect(() => toDraftmancerLog(createDraft({ drafters: 3, seed: 1, boosters: 'CN2' }))).toThrow(/complete/);
  });
});

describe('MTGO draft log export', () => {
  it("heads each round with its booster's set; with no time given, the Time line has none", () => {
    const { state } = recordedDraft(2, 6, ['CN2', 'CNS', 'CN2']);
    expect(toMtgoDraftLog(state, 0).split('\n').slice(0, 2)).toEqual(['Event #: 0', 'Time:']);
    expect(toMtgoDraftLog(state, 0).split('\n').filter((l) => l.startsWith('------'))).toEqual(['------ CN2 ------', '------ CNS ------', '------ CN2 ------']);
  });

  it("writes the players, the drafter marked, and each pick's pack with the drafted card marked", () => {
    const { state } = recordedDraft(4, 9, 'CNS');
    const text = toMtgoDraftLog(state, 2, { event: '123', time: '1/2/2026 3:04:05 PM' });
    const lines = text.split('\n');
    expect(lines.slice(0, 8)).toEqual([
      'Event #: 123', 'Time:    1/2/2026 3:04:05 PM', 'Players:',
      `    ${state.drafters[0]!.name}`, `    ${state.drafters[1]!.name}`, `--> ${state.drafters[2]!.name}`, `    ${state.drafters[3]!.name}`, '',
    ]);
    expect(lines[8]).toBe('------ CNS ------');
    const mine = loggedDraft(state).picks.filter((p) => p.seat === 2);
    const blocks = text.split(/\n(?=Pack \d+ pick \d+:)/).slice(1);
    expect(blocks).toHaveLength(mine.length);
    blocks.forEach((block, i) => {
      const p = mine[i]!;
      const [head, ...cards] = block.trim().split('\n').filter((l) => !l.startsWith('------') && l !== '');
      expect(head).toBe(`Pack ${p.round + 1} pick ${p.pickInRound + 1}:`);
      expect(cards).toHaveLength(p.booster.length);
      expect(cards.filter((l) => l.startsWith('--> '))).toEqual([`--> ${state.cards[p.card]!.name}`]);
    });
  });
});
