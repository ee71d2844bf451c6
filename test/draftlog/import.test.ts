import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardPool, createDraft, draftRecord, fromDraftmancerLog, randomDrafter, RulesError, runDraft, toDraftmancerLog, type BoosterSource, type DraftmancerLog, type ReadonlyDraftState,
} from '../../src/index.js';

const DRAFT_MATTERS = [
  'Aether Searcher', 'Cogwork Tracker', 'Lurking Automaton', 'Custodi Peacekeeper', 'Garbage Fire', 'Pyretic Hunter', 'Cogwork Librarian',
  "Leovold's Operative", 'Cogwork Spy', 'Whispergear Sneak', 'Noble Banneret', 'Paliano Vanguard', 'Regicide', 'Cogwork Grinder', 'Canal Dredger',
];
const FILLER = ['Ogre Sentry', 'Kiln Fiend', 'Flame Slash', 'Hurly-Burly', 'Burn Away'];
const CUBE = Array.from({ length: 200 }, (_, i) => (i % 2 === 1 ? FILLER[i % FILLER.length]! : DRAFT_MATTERS[i % DRAFT_MATTERS.length]!));
/** Cards whose notes or removed cards a Draftmancer log does not keep. */
const REFUSED = ['Noble Banneret', 'Smuggler Captain', 'Paliano Vanguard', 'Paliano, the High City', 'Regicide', 'Spire Phantasm', 'Cogwork Grinder', 'Animus of Predation'];
/** Cards whose notes the importer works out from the picks, refused when Deal Broker may have exchanged them. */
const NOTED = ['Lurking Automaton', 'Custodi Peacekeeper', 'Garbage Fire', 'Pyretic Hunter', 'Aether Searcher', 'Cogwork Tracker'];

function draft(drafters: number, seed: number, source: BoosterSource): ReadonlyDraftState {
  return runDraft(createDraft({ drafters, seed, boosters: source }), randomDrafter, { seed, inPlace: true }).state;
}

/** Notes as comparable strings, order aside. */
const noteKeys = (notes: readonly object[]): string[] => notes.map((n) => JSON.stringify(n, Object.keys(n).sort())).sort();

describe('importing a Draftmancer draft log', () => {
  it('gives back every pool and draft record, or refuses naming a card whose note the log lacks (property)', () => {
    let imported = 0;
    let refused = 0;
    fc.assert(
      fc.property(
        fc.record({ drafters: fc.integer({ min: 2, max: 8 }), seed: fc.integer(), source: fc.constantFrom<BoosterSource>('CN2', 'CNS', { cube: CUBE, packSize: 8 }) }),
        ({ drafters, seed, source }) => {
          const state = draft(drafters, seed, source);
          const log = JSON.parse(JSON.stringify(toDraftmancerLog(state)));
          let result;
          try {
            result = fromDraftmancerLog(log);
          } catch (e) {
            if (!(e instanceof RulesError)) throw e;
            refused++;
            expect(e.rule).toBe('905.2b');
            const named = [...REFUSED, ...NOTED].filter((c) => e.message.includes(c));
            expect(named.length).toBeGreaterThan(0);
            expect(state.drafters.some((d) => named.some((c) => cardPool(state, d.seat).includes(c)))).toBe(true);
            return;
          }
          imported++;
          expect(result.map((d) => d.name)).toEqual(state.drafters.map((d) => d.name));
          result.forEach((d, seat) => {
            expect(d.seat).toBe(seat);
            expect([...d.pool].sort()).toEqual(cardPool(state, seat).sort());
            const record = draftRecord(state, seat);
            expect(noteKeys(d.draft.notes)).toEqual(noteKeys(record.notes));
            expect(d.draft.removed).toEqual(record.removed);
          });
        },
      ),
      // a random case is imported about one time in seven, so 40 alone miss one now and then (about 1 in 300):
      // the regression cases below, one imported and one refused, come first
      { numRuns: 40, examples: [[{ drafters: 6, seed: 16836, source: 'CNS' }], [{ drafters: 2, seed: 996, source: 'CNS' }]] },
    );
    expect(imported).toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });

  it('notes the number drafted this round and the next card after Aether Searcher', () => {
    const state = draft(3, 11, { cube: Array.from({ length: 60 }, (_, i) => (i % 3 === 0 ? 'Lurking Automaton' : i % 3 === 1 ? 'Aether Searcher' : FILLER[i % 5]!)), packSize: 5 });
    const drafters = fromDraftmancerLog(toDraftmancerLog(state));
    const notes = drafters.flatMap((d) => d.draft.notes);
    expect(notes.length).toBeGreaterThan(0);
    for (const d of drafters) expect(noteKeys(d.draft.notes)).toEqual(noteKeys(draftRecord(state, d.seat).notes));
  });

  it('notes the drafter who passed Cogwork Tracker, as the seating and the round\'s direction say (CR 905.1b)', () => {
    const cube = Array.from({ length: 100 }, (_, i) => (i % 4 === 0 ? 'Cogwork Tracker' : FILLER[i % 5]!));
    let passed = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const state = draft(4, seed, { cube, packSize: 8 });
      for (const d of fromDraftmancerLog(toDraftmancerLog(state))) {
        expect(noteKeys(d.draft.notes)).toEqual(noteKeys(draftRecord(state, d.seat).notes));
        passed += d.draft.notes.filter((n) => n.player !== undefined && n.player !== null).length;
      }
    }
    expect(passed).toBeGreaterThan(0);
  });

  it('refuses a noted card when Deal Broker may have exchanged it, its note going with it (CR 905.2b; CNS, 2 drafters, seed 996)', () => {
    const state = draft(2, 996, 'CNS');
    // Deal Broker traded Drafter 2's Lurking Automaton, noted 11, into Drafter 1's pool
    expect(draftRecord(state, 0).notes).toEqual([{ card: 'Lurking Automaton', number: 11 }]);
    expect(() => fromDraftmancerLog(toDraftmancerLog(state))).toThrow(/Drafter 1: with Deal Broker in the draft, .* Lurking Automaton/);
  });

  it('notes no player for Cogwork Tracker drafted by Cogwork Librarian\'s extra pick from an unpassed pack (CR 905.2b; CNS, 6 drafters, seed 16836)', () => {
    const state = draft(6, 16836, 'CNS');
    expect(draftRecord(state, 2).notes).toContainEqual({ card: 'Cogwork Tracker', player: null });
    for (const d of fromDraftmancerLog(toDraftmancerLog(state))) expect(noteKeys(d.draft.notes)).toEqual(noteKeys(draftRecord(state, d.seat).notes));
  });

  it('refuses what is not a Draftmancer booster-draft log of these sets, naming what is wrong', () => {
    const log = toDraftmancerLog(draft(3, 2, 'CN2'));
    expect(() => fromDraftmancerLog([])).toThrow(/JSON object/);
    // the log's text, as read from its file, is named as such: it is to be parsed first
    expect(() => fromDraftmancerLog(JSON.stringify(log))).toThrow(/the text of a log: parse it first \(JSON\.parse\)/);
    expect(() => fromDraftmancerLog({ ...log, version: '1.0' })).toThrow(/versions 2.0 and 2.1/);
    // the type is checked before the pools: this CN2 log is refused for its Paliano Vanguard otherwise
    expect(() => fromDraftmancerLog(log)).toThrow(/Paliano Vanguard/);
    expect(() => fromDraftmancerLog({ ...log, type: 'Winston Draft' })).toThrow(/^a "Winston Draft" is not the booster draft of Conspiracy Draft \(CR 905\.1a\)$/);
    const id = log.users['seat-0']!.cards[0]!;
    const bad = { ...log, carddata: { ...log.carddata, [id]: { ...log.carddata[id]!, name: 'Lightning Bolt' } } };
    expect(() => fromDraftmancerLog(bad)).toThrow(/"Lightning Bolt" is no CN2, CNS or basic land card/);
    const { [id]: _gone, ...without } = log.carddata;
    expect(() => fromDraftmancerLog({ ...log, carddata: without })).toThrow(/carddata has no card/);
  });

  it('matches names from another tool ignoring case and curly quotes', () => {
    const log = toDraftmancerLog(draft(3, 4, { packs: [["Grenzo's Ruffians", 'Ogre Sentry'], ['Kiln Fiend', 'Burn Away'], ['Flame Slash', 'Hurly-Burly']] }));
    const carddata = Object.fromEntries(Object.entries(log.carddata).map(([k, c]) => [k, { ...c, name: c.name.replace("'", '’').toUpperCase() }]));
    const pools = fromDraftmancerLog({ ...log, carddata }).flatMap((d) => d.pool);
    expect(pools).toContain("Grenzo's Ruffians");
  });

  describe('a log that withholds drafters\' picks (CR 905.1d)', () => {
    /** A draft of cards with no draft abilities, which a whole log imports. */
    const plain = (): ReadonlyDraftState => draft(3, 7, { cube: Array.from({ length: 60 }, (_, i) => FILLER[i % FILLER.length]!), packSize: 5 });
    /** The log as Draftmancer sends it to `recipient` (or to everyone, without personal logs): no boosters, others' picks and cards withheld. */
    function stripped(log: DraftmancerLog, recipient: string | undefined, delayed: boolean): DraftmancerLog {
      const users = Object.fromEntries(
        Object.entries(log.users).map(([id, u]) => [id, id === recipient ? u : { userID: u.userID, userName: u.userName, isBot: u.isBot, picks: [], cards: [] }]),
      );
      return { ...log, boosters: [], users, delayed, personalLogs: recipient !== undefined };
    }

    it('refuses a personal log, naming the first drafter whose picks it withholds and why', () => {
      const log = toDraftmancerLog(plain());
      expect(fromDraftmancerLog(log)).toHaveLength(3);
      for (const delayed of [false, true]) {
        const e = (() => {
          try {
            fromDraftmancerLog(stripped(log, 'seat-0', delayed));
          } catch (error) {
            return error;
          }
          return undefined;
        })();
        expect(e).toBeInstanceOf(RulesError);
        expect((e as RulesError).code).toBe('illegal');
        expect((e as RulesError).rule).toBe('905.1d');
        expect((e as RulesError).message).toMatch(/^user 2 \(Drafter 2\): the log withholds this drafter's picks and card pool, as a Draftmancer log sent to one player \(personal or delayed logs\) does/);
      }
    });

    it('refuses a delayed log without personal logs, every drafter withheld', () => {
      const log = toDraftmancerLog(plain());
      expect(() => fromDraftmancerLog(stripped(log, undefined, true))).toThrow(/^user 1 \(Drafter 1\): the log withholds/);
    });

    it('imports a whole log with an empty booster list as with its boosters: the pools and picks are read, not the boosters opened', () => {
      const state = plain();
      const log = toDraftmancerLog(state);
      expect(log.boosters.length).toBeGreaterThan(0);
      const read = fromDraftmancerLog({ ...log, boosters: [] });
      expect(read).toEqual(fromDraftmancerLog(log));
      read.forEach((d) => expect([...d.pool].sort()).toEqual(cardPool(state, d.seat).sort()));
    });
  });

  describe('version 2.0 logs, redirected passes (CR 905.2b), pick indexes', () => {
    /** A draft of cards with no draft abilities, which a whole log imports. */
    const plain = (): ReadonlyDraftState => draft(3, 7, { cube: Array.from({ length: 60 }, (_, i) => FILLER[i % FILLER.length]!), packSize: 5 });
    /** The log with card `id` renamed in carddata, so that every copy of it is that card. */
    const renamed = (log: DraftmancerLog, id: string, name: string): DraftmancerLog => ({ ...log, carddata: { ...log.carddata, [id]: { ...log.carddata[id]!, name } } });
    /** The log as version 2.0 writes it: picks without packNum and pickNum. */
    const version2 = (log: DraftmancerLog): unknown => ({
      ...log,
      version: '2.0',
      users: Object.fromEntries(Object.entries(log.users).map(([id, u]) => [id, { ...u, picks: u.picks.map(({ pick, burn, booster }) => ({ pick, burn, booster })) }])),
    });

    it('reads a version 2.0 log, and refuses one whose pool has a card noted with the round\'s pick count (it does not say the round, CR 905.2b)', () => {
      const state = plain();
      const log = toDraftmancerLog(state);
      expect(fromDraftmancerLog(version2(log))).toEqual(fromDraftmancerLog(log));
      const automaton = renamed(log, log.users['seat-0']!.cards[0]!, 'Lurking Automaton');
      expect(fromDraftmancerLog(automaton)[0]!.draft.notes.length).toBeGreaterThan(0);
      expect(() => fromDraftmancerLog(version2(automaton))).toThrow(/^Drafter 1: this log \(version 2\.0\) does not say which round Lurking Automaton was drafted in \(CR 905\.2b\)$/);
    });

    it('refuses Cogwork Tracker in a draft where Canal Dredger changed who passed what (CR 905.2b)', () => {
      const log = toDraftmancerLog(plain());
      const tracker = log.users['seat-0']!.cards[0]!;
      const dredger = log.users['seat-1']!.cards.find((id) => id !== tracker)!;
      expect(fromDraftmancerLog(renamed(log, tracker, 'Cogwork Tracker'))[0]!.draft.notes.some((n) => n.card === 'Cogwork Tracker')).toBe(true);
      expect(() => fromDraftmancerLog(renamed(renamed(log, tracker, 'Cogwork Tracker'), dredger, 'Canal Dredger'))).toThrow(
        /: with Canal Dredger in the draft, a Draftmancer log does not say who passed Cogwork Tracker \(CR 905\.2b\)$/,
      );
    });

    it('refuses a pick index one past the booster, naming it', () => {
      const log = toDraftmancerLog(plain());
      const user = log.users['seat-0']!;
      const first = user.picks[0]!;
      const bad = { ...log, users: { ...log.users, 'seat-0': { ...user, picks: [{ ...first, pick: [first.booster.length] }, ...user.picks.slice(1)] } } };
      expect(() => fromDraftmancerLog(bad)).toThrow(`user 1, pick 1: index ${first.booster.length} is outside the booster`);
    });
  });
});
