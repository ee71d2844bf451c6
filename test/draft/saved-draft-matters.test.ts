/**
 * Saved drafts and the records of their draft-matters cards (CR 905.2): every state of random
 * drafts of a cube heavy in draft-matters cards loads as it was saved, and a face-up mark, a list or
 * a note that no draft can hold is refused with a RulesError naming the field.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDraft, createDraft, deserializeDraft, legalPicks, serializeDraft, type ReadonlyDraftState } from '../../src/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { ok } from '../properties/helpers.js';
import { fixedDraft, pack, pick } from './helpers.js';

const DRAFT_MATTERS = [
  'Aether Searcher', 'Agent of Acquisitions', 'Canal Dredger', 'Cogwork Grinder', 'Cogwork Librarian', 'Cogwork Spy', 'Cogwork Tracker',
  'Deal Broker', 'Lore Seeker', 'Lurking Automaton', 'Whispergear Sneak', 'Paliano, the High City', 'Custodi Peacekeeper', 'Noble Banneret',
  'Paliano Vanguard', 'Illusionary Informant', 'Spire Phantasm', 'Archdemon of Paliano', 'Regicide', 'Smuggler Captain',
  'Garbage Fire', 'Pyretic Hunter', 'Animus of Predation', "Leovold's Operative",
];
const CUBE = Array.from({ length: 120 }, (_, i) => (i % 5 === 4 ? 'Ogre Sentry' : DRAFT_MATTERS[i % DRAFT_MATTERS.length]!));

/** Which records of draft-matters cards a state holds (to see that the drafts tried hold them all). */
function recordsHeld(s: ReadonlyDraftState): string[] {
  const held: string[] = [];
  if (s.drafters.some((d) => d.pile.some((p) => p.faceUp))) held.push('faceUp');
  for (const k of ['searchers', 'returning', 'watching', 'removed'] as const) if (s.drafters.some((d) => d[k].length > 0)) held.push(k);
  if (s.drafters.some((d) => Object.keys(d.archdemonPicks).length > 0)) held.push('archdemonPicks');
  if (s.packs.some((p) => p.spies.length > 0)) held.push('spies');
  if (s.packs.some((p) => p.guesses.length > 0)) held.push('guesses');
  for (const k of ['number', 'name', 'types', 'player', 'colors', 'guess'] as const) if (s.notes.some((x) => x[k] !== undefined)) held.push(`note ${k}`);
  if (s.phase === 'dealBroker') held.push('dealBroker');
  return held;
}

/** Saves a draft and loads it: it loads as the JSON it was saved as. */
function loads(s: ReadonlyDraftState): void {
  const json = serializeDraft(s);
  expect(deserializeDraft(json)).toStrictEqual(JSON.parse(json));
}

describe('a draft saved at any moment', () => {
  it('loads as it was saved, at every action of random drafts whose drafters use every option legalPicks lists', () => {
    const seen = new Set<string>();
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer({ min: 0, max: 2 ** 30 }), (drafters, seed) => {
        let s = createDraft({ drafters, seed, rounds: 2, boosters: [{ cube: CUBE, packSize: 7 }, { cube: CUBE, packSize: 7 }] });
        const rng = seedRng(seed);
        for (let n = 0; s.phase !== 'complete'; n++) {
          ok(n < 3000, 'the draft does not end');
          loads(s);
          for (const k of recordsHeld(s)) seen.add(k);
          const all = legalPicks(s);
          s = applyDraft(s, all[randomInt(rng, all.length)]!);
        }
        loads(s);
      }),
      { numRuns: Number(process.env.DRAFT_RUNS ?? 30) },
    );
    expect([...seen].sort()).toEqual(['archdemonPicks', 'dealBroker', 'faceUp', 'guesses', 'note colors', 'note guess', 'note name', 'note number', 'note player', 'note types', 'removed', 'returning', 'searchers', 'spies', 'watching']);
  });
});

describe('drafts saved by an earlier build (3486e039), holding records of draft-matters cards', () => {
  const dir = new URL('../fixtures/drafts-3486e039/', import.meta.url);
  it.each(readdirSync(dir).filter((f) => f.endsWith('.json')))('%s loads as it was saved and is drafted to its end', (file) => {
    const json = readFileSync(new URL(file, dir), 'utf8');
    let s = deserializeDraft(json);
    expect(s).toStrictEqual(JSON.parse(json));
    for (let n = 0; s.phase !== 'complete'; n++) {
      ok(n < 1000, 'the draft does not end');
      s = applyDraft(s, legalPicks(s)[0]!);
      loads(s);
    }
  });
});

type Saved = {
  phase: string;
  cards: { name: string }[];
  packs: { opened: boolean; spies: number[]; guesses: { seat: number; card: number; name: string }[] }[];
  drafters: {
    queue: number[]; pile: { card: number; faceUp: boolean }[]; removed: { card: number; by: string }[]; returning: number[]; searchers: number[];
    watching: number[]; archdemonPicks: Record<string, number>;
  }[];
  notes: Record<string, unknown>[];
};

/** Expects each change of a saved draft to be refused with a RulesError `badState` whose message matches, and the draft unchanged to load. */
function refuses(s: ReadonlyDraftState, changes: [string, (x: Saved) => void, RegExp][]): void {
  for (const [what, change, message] of changes) {
    const x = JSON.parse(serializeDraft(s)) as Saved;
    change(x);
    expect.soft(() => deserializeDraft(JSON.stringify(x)), what).toThrow(expect.objectContaining({ code: 'badState', message: expect.stringMatching(message) }));
  }
  loads(s);
}

/** The id of the first card named `name` in the draft. */
const idOf = (s: ReadonlyDraftState | Saved, name: string): number => s.cards.findIndex((c) => c.name === name);

describe('a saved draft whose records of draft-matters cards no draft can hold', () => {
  /**
   * Three drafters, two rounds: seat 0 drafts Aether Searcher, seat 1 Cogwork Spy, seat 2 Spire
   * Phantasm guessing "Ogre Sentry"; each waits for the next card drafted.
   */
  function watchingNextCard(): ReadonlyDraftState {
    const round = [pack(['Aether Searcher']), pack(['Cogwork Spy']), pack(['Spire Phantasm', 'Lurking Automaton'])];
    let s = fixedDraft([round, [pack([]), pack([]), pack([])]]);
    s = pick(s, 0, 'Aether Searcher');
    s = pick(s, 1, 'Cogwork Spy');
    return pick(s, 2, 'Spire Phantasm', { guess: 'Ogre Sentry' });
  }

  it('Aether Searcher, Cogwork Spy, Spire Phantasm: a list naming a card of another name or another drafter, twice, on a closed pack, or a guess naming no card is refused', () => {
    const s = watchingNextCard();
    expect(s.drafters[0]!.searchers).toHaveLength(1);
    const p1 = s.packs.findIndex((p) => p.spies.length > 0);
    const p2 = s.packs.findIndex((p) => p.guesses.length > 0);
    const closed = s.packs.findIndex((p) => !p.opened);
    refuses(s, [
      ['searchers: twice', (x) => { x.drafters[0]!.searchers.push(x.drafters[0]!.searchers[0]!); }, /drafter 0 searchers lists a card or seat twice/],
      ['searchers: another drafter\'s', (x) => { x.drafters[1]!.searchers = x.drafters[0]!.searchers; x.drafters[0]!.searchers = []; }, /drafter 1 searchers: card \d+ is no Aether Searcher the drafter drafted/],
      ['searchers: a card of another name', (x) => { x.drafters[1]!.searchers = [idOf(x, 'Cogwork Spy')]; }, /drafter 1 searchers: card \d+ is no Aether Searcher/],
      ['spies: a drafter with no Cogwork Spy', (x) => { x.packs[p1]!.spies = [2]; }, /drafter 2 spies on more packs than Cogwork Spies drafted/],
      ['spies: on a second pack', (x) => { x.packs[p2]!.spies = [1]; }, /drafter 1 spies on more packs than Cogwork Spies drafted/],
      ['spies: on a closed pack', (x) => { x.packs[closed]!.spies = [1]; x.packs[p1]!.spies = []; }, new RegExp(`pack ${closed} spies or guesses: the pack is not open`)],
      ['guesses: a card of another name', (x) => { x.packs[p2]!.guesses[0]!.card = idOf(x, 'Cogwork Spy'); }, new RegExp(`pack ${p2} guess 0: card \\d+ is no Spire Phantasm drafter 2 drafted`)],
      ['guesses: another drafter', (x) => { x.packs[p2]!.guesses[0]!.seat = 1; }, new RegExp(`pack ${p2} guess 0: card \\d+ is no Spire Phantasm drafter 1 drafted`)],
      ['guesses: no card\'s name', (x) => { x.packs[p2]!.guesses[0]!.name = 'x'.repeat(50); }, new RegExp(`pack ${p2} guess 0: the guess names no card`)],
      ['guesses: the same Phantasm twice', (x) => { x.packs[p1]!.guesses = x.packs[p2]!.guesses; }, /the packs' guesses lists a card or seat twice/],
    ]);
  });

  it('905.2b: a note for a card its drafter did not draft, of another name, noting what its card does not note, or a name, number, colours or guess no draft notes, is refused', () => {
    // seat 0 drafts Lurking Automaton: its number, Aether Searcher's name and Spire Phantasm's guess are noted
    const s = pick(watchingNextCard(), 0, 'Lurking Automaton');
    const at = (cardName: string): number => s.notes.findIndex((n) => n.cardName === cardName);
    expect(s.notes.map((n) => n.cardName).sort()).toEqual(['Aether Searcher', 'Lurking Automaton', 'Spire Phantasm']);
    refuses(s, [
      ['another drafter', (x) => { x.notes[at('Lurking Automaton')]!.seat = 1; }, /note \d: card \d+ is no Lurking Automaton drafter 1 drafted/],
      ['a card of another name', (x) => { x.notes[at('Lurking Automaton')]!.card = idOf(x, 'Aether Searcher'); }, /note \d: card \d+ is no Lurking Automaton drafter 0 drafted/],
      ['a card still in a pack', (x) => { const n = x.notes[at('Lurking Automaton')]!; n.card = idOf(x, 'Ogre Sentry'); n.cardName = 'Ogre Sentry'; }, /note \d: card \d+ is no Ogre Sentry drafter 0 drafted/],
      ['a card that notes nothing', (x) => { const n = x.notes[at('Lurking Automaton')]!; const d = x.drafters[1]!; n.card = d.pile[0]!.card; n.cardName = 'Cogwork Spy'; n.seat = 1; }, /note \d: Cogwork Spy notes nothing, and only that/],
      ['a name instead of a number', (x) => { const n = x.notes[at('Lurking Automaton')]!; delete n.number; n.name = 'Ogre Sentry'; }, /note \d: Lurking Automaton notes number, and only that/],
      ['a second field', (x) => { x.notes[at('Aether Searcher')]!.player = 1; }, /note \d: Aether Searcher notes name, and only that/],
      ['the number 0', (x) => { x.notes[at('Lurking Automaton')]!.number = 0; }, /note \d: the number of cards drafted this round counts the card noted/],
      ['a name of no card in the draft', (x) => { x.notes[at('Aether Searcher')]!.name = 'Island'; }, /note \d: the name noted is of no card in the draft/],
      ['a guess of no card', (x) => { x.notes[at('Spire Phantasm')]!.guess = { name: 'Not A Card', right: false }; }, /note \d: the guess names no card/],
    ]);
  });

  it('Paliano, the High City: a note of fewer than three different colours is refused', () => {
    let s = fixedDraft([[pack([]), pack(['Paliano, the High City']), pack([])]]);
    s = pick(s, 1, 'Paliano, the High City');
    for (const [seat, color] of [[0, 'W'], [1, 'U'], [2, 'B']] as const) s = applyDraft(s, { type: 'chooseColor', seat, color });
    expect(s.notes[0]).toMatchObject({ cardName: 'Paliano, the High City', seat: 1, colors: ['W', 'U', 'B'] });
    refuses(s, [
      ['two colours', (x) => { x.notes[0]!.colors = ['W', 'U']; }, /note 0: three different colours are noted/],
      ['a colour twice', (x) => { x.notes[0]!.colors = ['W', 'U', 'W']; }, /note 0: three different colours are noted/],
    ]);
  });

  /**
   * Two drafters, packs of ten: seat 0 drafts Illusionary Informant, Cogwork Grinder, Cogwork
   * Librarian and Archdemon of Paliano, watches seat 1 with the Informant, then draws a card at random
   * and removes it with the Grinder, drafting an additional card with the Librarian.
   */
  function faceUpAbilitiesUsed(): ReadonlyDraftState {
    const filler = Array<string>(8).fill('Ogre Sentry');
    let s = fixedDraft([[['Illusionary Informant', 'Cogwork Librarian', ...filler], ['Cogwork Grinder', 'Archdemon of Paliano', ...filler]]]);
    for (const name of ['Illusionary Informant', 'Cogwork Grinder', 'Cogwork Librarian', 'Archdemon of Paliano']) {
      s = pick(s, 0, name);
      s = pick(s, 1, 'Ogre Sentry');
    }
    s = applyDraft(s, { type: 'watch', seat: 0, target: 1 });
    s = applyDraft(s, { type: 'pickRandom', seat: 0 });
    return applyDraft(s, { type: 'pickOptions', seat: 0, remove: 'Cogwork Grinder', extra: 'Cogwork Librarian' });
  }

  it('905.2c: a face-up mark on a card not drafted face up, or in a complete draft, and Informant, Librarian, Archdemon and Grinder records of a drafter without that card are refused', () => {
    const s = faceUpAbilitiesUsed();
    const d = s.drafters[0]!;
    expect([d.watching, d.returning.length, d.removed.map((r) => r.by), Object.values(d.archdemonPicks)]).toEqual([[1], 1, ['Cogwork Grinder'], [1]]);
    const grinder = idOf(s, 'Cogwork Grinder');
    refuses(s, [
      ['a face-up Ogre Sentry', (x) => { x.drafters[1]!.pile[0]!.faceUp = true; }, /drafter 1 pile 0: Ogre Sentry is marked face up, but is no card drafted face up/],
      ['watching: itself', (x) => { x.drafters[0]!.watching = [0]; }, /drafter 0 watching: Illusionary Informant watches another drafter/],
      ['watching: twice', (x) => { x.drafters[0]!.watching = [1, 1]; }, /drafter 0 watching lists a card or seat twice/],
      ['watching: a drafter with no Informant', (x) => { x.drafters[1]!.watching = [0]; }, /drafter 1 watching: more drafters watched than face-down Illusionary Informants/],
      ['returning: a card of another name', (x) => { const p = x.drafters[0]!.pile.find((e) => e.card === grinder)!; p.card = x.drafters[0]!.returning[0]!; x.drafters[0]!.returning = [grinder]; }, /drafter 0 returning: card \d+ is no Cogwork Librarian/],
      ['returning: the pack in another drafter\'s hands', (x) => { x.drafters[1]!.queue.unshift(...x.drafters[0]!.queue.splice(0)); }, /drafter 0 returning: Cogwork Librarians wait only for a pack in hand/],
      ['archdemonPicks: a card of another name', (x) => { x.drafters[0]!.archdemonPicks = { [grinder]: 1 }; }, /drafter 0 archdemonPicks: card \d+ is no Archdemon of Paliano in the drafter's pile/],
      ['archdemonPicks: another drafter\'s', (x) => { x.drafters[1]!.archdemonPicks = x.drafters[0]!.archdemonPicks; }, /drafter 1 archdemonPicks: card \d+ is no Archdemon of Paliano/],
      ['archdemonPicks: a fourth pick', (x) => { x.drafters[0]!.archdemonPicks = { [idOf(x, 'Archdemon of Paliano')]: 4 }; }, /drafter 0 archdemonPicks: 4 random picks/],
      ['removed: by a card the drafter has not', (x) => { x.drafters[0]!.removed[0]!.by = 'Animus of Predation'; }, /drafter 0 removed: card \d+ removed by Animus of Predation, but the drafter has no face-up Animus of Predation/],
      ['removed: by a drafter with no Grinder', (x) => { x.drafters[1]!.removed.push(x.drafters[0]!.removed.pop()!); }, /drafter 1 removed: card \d+ removed by Cogwork Grinder/],
    ]);
    // at the end, every card is face down (905.2c)
    let done = s;
    while (done.phase !== 'complete') done = applyDraft(done, legalPicks(done)[0]!);
    refuses(done, [['a face-up Grinder', (x) => { x.drafters[0]!.pile.find((p) => p.card === grinder)!.faceUp = true; }, /drafter 0 pile \d+: a card face up in a complete draft/]]);
  });

  it("905.2c: a Canal Dredger, Deal Broker, Animus of Predation, Cogwork Grinder or Cogwork Librarian face down in a pile while drafting is refused: drafted face up, it stays so until the draft is complete", () => {
    // seat 0 drafts Canal Dredger, Animus of Predation and Cogwork Librarian, seat 1 Deal Broker and Cogwork Grinder
    let s = fixedDraft([[pack(['Canal Dredger', 'Cogwork Grinder', 'Cogwork Librarian'], 9), pack(['Deal Broker', 'Animus of Predation'], 9)]]);
    for (const [mine, theirs] of [['Canal Dredger', 'Deal Broker'], ['Animus of Predation', 'Cogwork Grinder'], ['Cogwork Librarian', 'Ogre Sentry']]) {
      s = pick(s, 0, mine!);
      s = pick(s, 1, theirs!);
    }
    expect(s.phase).toBe('drafting');
    const at = (seat: number, name: string): number => s.drafters[seat]!.pile.findIndex((p) => s.cards[p.card]!.name === name);
    const faceDown = (seat: number, name: string): [string, (x: Saved) => void, RegExp] =>
      [name, (x) => { x.drafters[seat]!.pile[at(seat, name)]!.faceUp = false; }, new RegExp(`drafter ${seat} pile ${at(seat, name)}: ${name} is face down while drafting, but it is drafted face up and nothing turns it face down before the draft is complete \\(CR 905\\.2c\\)`)];
    expect([0, 1].map((seat) => s.drafters[seat]!.pile.filter((p) => p.faceUp).length)).toEqual([3, 2]);
    refuses(s, [
      faceDown(0, 'Canal Dredger'), faceDown(0, 'Animus of Predation'), faceDown(0, 'Cogwork Librarian'), faceDown(1, 'Deal Broker'), faceDown(1, 'Cogwork Grinder'),
    ]);
  });
});
