import { describe, expect, it } from 'vitest';
import {
  applyDraft, createDraft, deserializeDraft, draftView, heuristicDrafter, legalPicks, RulesError, runDraft, serializeDraft, tryApplyDraft,
} from '../../src/index.js';
import { cardInHand, everyonePicksFirst, fixedDraft, pack, pick, pileNames } from './helpers.js';
import { MAX_DRAFT_PACKS, MAX_DRAFTERS } from '../../src/draft/create.js';

describe('CR 905.1a: three draft rounds; open, draft one, pass', () => {
  it('a draft has three rounds by default, each drafter opening one pack per round', () => {
    const s = createDraft({ drafters: 4, seed: 1 });
    expect(s.settings.rounds).toBe(3);
    expect(s.packs).toHaveLength(12);
    expect(s.drafters.map((d) => d.queue)).toEqual([[0], [1], [2], [3]]);
    expect(s.log.filter((e) => e.type === 'open' && e.rule === '905.1a')).toHaveLength(4);
  });

  it('drafting a card puts it face down in the pile and passes the rest on', () => {
    const s = fixedDraft([[pack(['Flame Slash']), pack([]), pack([])]]);
    const next = pick(s, 0, 'Flame Slash');
    expect(pileNames(next, 0)).toEqual(['Flame Slash']);
    expect(next.drafters[0]?.pile[0]?.faceUp).toBe(false);
    expect(next.drafters[0]?.queue).toEqual([]);
    expect(next.drafters[1]?.queue).toEqual([1, 0]);
    expect(next.packs[0]?.cards).toHaveLength(5);
  });

  it('the round goes on until all its cards are drafted, then the next round opens', () => {
    let s = fixedDraft([[pack([], 3), pack([], 3)], [pack([], 3), pack([], 3)]]);
    s = everyonePicksFirst(s, 2);
    expect(s.round).toBe(0);
    s = everyonePicksFirst(s, 1);
    expect(s.round).toBe(1);
    expect(s.drafters.every((d) => d.pile.length === 3)).toBe(true);
  });

  it('a round moves on only when its packs are empty: a drafter with nothing to draft waits', () => {
    let s = fixedDraft([[pack([], 2), pack([], 2)], [pack([], 2), pack([], 2)]]);
    s = everyonePicksFirst(s, 1);
    // seat 0 drafts its last card of round 1; seat 1 still holds a card, so round 2 has not begun
    s = applyDraft(s, legalPicks(s, 0)[0]!);
    expect(s.round).toBe(0);
    expect(legalPicks(s, 0)).toEqual([]);
    expect(s.drafters[1]?.queue).toHaveLength(1);
    s = applyDraft(s, legalPicks(s, 1)[0]!);
    expect(s.round).toBe(1);
  });

  it('picks are simultaneous: packs queue up before a slow drafter, who drafts them in the order passed', () => {
    let s = fixedDraft([[pack([], 3), pack([], 3), pack([], 3)]]);
    s = applyDraft(s, legalPicks(s, 0)[0]!);
    s = applyDraft(s, legalPicks(s, 2)[0]!);
    expect(s.drafters[1]?.queue).toEqual([1, 0]);
    expect(s.drafters[0]?.queue).toEqual([2]);
  });
});

describe('CR 905.1b: packs pass left in rounds one and three, right in round two', () => {
  it('passes left, then right, then left', () => {
    let s = fixedDraft([[pack([]), pack([]), pack([])], [pack([]), pack([]), pack([])], [pack([]), pack([]), pack([])]]);
    const passes: { round: number; seat: number; to: number }[] = [];
    while (s.phase !== 'complete') {
      const before = s.log.length;
      const round = s.round;
      s = everyonePicksFirst(s, 1);
      for (const e of s.log.slice(before)) if (e.type === 'pass') passes.push({ round, seat: e.seat!, to: e.to! });
    }
    expect(passes.length).toBeGreaterThan(0);
    for (const p of passes) {
      const expected = p.round === 1 ? (p.seat + 2) % 3 : (p.seat + 1) % 3;
      expect(p.to, `round ${p.round + 1}`).toBe(expected);
    }
  });
});

describe('CR 905.1c: what a drafter may look at', () => {
  it('a view shows the pack in hand and the own pile, not other hands or piles', () => {
    let s = fixedDraft([[pack(['Flame Slash']), pack(['Burn Away']), pack(['Ogre Sentry'])]]);
    s = pick(s, 1, 'Burn Away');
    const v = draftView(s, 0);
    expect(v.pack?.map((c) => c.name)).toContain('Flame Slash');
    expect(v.packsWaiting).toBe(0);
    expect(v.others.find((o) => o.seat === 1)?.pileSize).toBe(1);
    expect(JSON.stringify(v)).not.toContain('Burn Away');
    expect(draftView(s, 1).pile.map((c) => c.name)).toEqual(['Burn Away']);
  });

  it('drafting a card that is not in the pack in hand is refused (905.1c)', () => {
    const s = fixedDraft([[pack(['Flame Slash']), pack(['Kiln Fiend'])]]);
    const r = tryApplyDraft(s, { type: 'pick', seat: 0, card: cardInHand(s, 1, 'Kiln Fiend') });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe('illegal');
      expect(r.error.rule).toBe('905.1c');
    }
  });
});

describe('CR 905.1d: card pools', () => {
  it('after the draft, every drafted card is in a pool and the piles are face down', () => {
    const r = runDraft(createDraft({ drafters: 3, seed: 5 }), heuristicDrafter(), { seed: 5 });
    expect(r.state.phase).toBe('complete');
    expect(r.state.drafters.reduce((n, d) => n + d.pile.length, 0)).toBe(r.state.cards.length);
    expect(r.state.drafters.every((d) => d.pile.every((p) => !p.faceUp))).toBe(true);
    expect(r.state.log.at(-1)?.rule).toBe('905.1d');
  });

  it('a completed draft refuses further actions', () => {
    const r = runDraft(createDraft({ drafters: 2, seed: 1, rounds: 1 }), heuristicDrafter(), { seed: 1 });
    expect(() => applyDraft(r.state, { type: 'pick', seat: 0, card: 0 })).toThrow(RulesError);
  });
});

describe('drafters from 2 to 8 and beyond', () => {
  for (const n of [2, 5, 10]) {
    it(`a draft of ${n} drafters runs to the end`, () => {
      const r = runDraft(createDraft({ drafters: n, seed: n, boosters: 'CNS' }), heuristicDrafter(), { seed: n, inPlace: true });
      expect(r.state.phase).toBe('complete');
      expect(r.state.drafters).toHaveLength(n);
    });
  }

  it('refuses a draft of one drafter (905.1a)', () => {
    expect(() => createDraft({ drafters: 1, seed: 1 })).toThrow(/at least 2/);
  });

  it('refuses a number of drafters that is not a whole number with a RulesError, rather than rounding it down', () => {
    for (const drafters of [2.5, 8.9, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => createDraft({ drafters, seed: 1 }), String(drafters)).toThrow(expect.objectContaining({ name: 'RulesError', code: 'malformed', rule: '905.1a' }));
    }
  });

  it('refuses a draft bigger than the engine seats at once, by count, by names or by rounds (a million drafters ran out of memory), and a saved one', () => {
    for (const options of [{ drafters: 1e6 }, { drafters: MAX_DRAFTERS + 1 }, { drafters: Array.from({ length: MAX_DRAFTERS + 1 }, (_, i) => `D${i}`) }, { drafters: 2, rounds: 1e7 }, { drafters: 8, rounds: 126 }]) {
      expect(() => createDraft({ seed: 1, ...options }), JSON.stringify(options).slice(0, 40)).toThrow(expect.objectContaining({ name: 'RulesError', code: 'malformed' }));
    }
    expect(createDraft({ drafters: MAX_DRAFTERS, seed: 1, rounds: MAX_DRAFT_PACKS / MAX_DRAFTERS }).drafters).toHaveLength(MAX_DRAFTERS);
    const saved = JSON.parse(serializeDraft(createDraft({ drafters: 8, seed: 1, rounds: 3 }))) as { settings: { rounds: number; boosters: unknown[] } };
    saved.settings.rounds = 126;
    saved.settings.boosters = Array(126).fill('CN2');
    expect(() => deserializeDraft(JSON.stringify(saved))).toThrow(expect.objectContaining({ code: 'badState', message: expect.stringMatching(/at most/) }));
  });

  it('lists the actions of a seat only for a seat of the draft: a seat written as text would list picks applyDraft refuses', () => {
    const d = createDraft({ drafters: 3, seed: 1 });
    for (const seat of ['0', 3, -1, 0.5]) expect(() => legalPicks(d, seat as never), String(seat)).toThrow(expect.objectContaining({ name: 'RulesError', code: 'malformed' }));
    expect(legalPicks(d, 2).every((a) => a.seat === 2)).toBe(true);
  });
});

describe('serialization', () => {
  it('a draft survives serialize and deserialize, and goes on identically', () => {
    const s = everyonePicksFirst(createDraft({ drafters: 3, seed: 2 }), 3);
    const back = deserializeDraft(serializeDraft(s));
    expect(back).toEqual(s);
    const a = legalPicks(s)[0]!;
    expect(applyDraft(back, a)).toEqual(applyDraft(s, a));
  });

  it('a tampered draft (a card in two places) is refused', () => {
    const s = createDraft({ drafters: 2, seed: 2 });
    const bad = JSON.parse(serializeDraft(s));
    bad.drafters[0].pile.push({ card: bad.packs[0].cards[0], faceUp: false });
    expect(() => deserializeDraft(JSON.stringify(bad))).toThrow(/2 places/);
    expect(() => deserializeDraft('{')).toThrow(RulesError);
  });
});

describe('malformed actions', () => {
  it('give typed errors and leave the state untouched', () => {
    const s = createDraft({ drafters: 2, seed: 3 });
    const copy = serializeDraft(s);
    expect(tryApplyDraft(s, { type: 'nope', seat: 0 } as never)).toMatchObject({ ok: false, error: { code: 'malformed' } });
    expect(tryApplyDraft(s, { type: 'pick', seat: 7, card: 0 })).toMatchObject({ ok: false, error: { code: 'malformed' } });
    expect(tryApplyDraft(s, { type: 'chooseColor', seat: 0, color: 'W' })).toMatchObject({ ok: false, error: { code: 'notYourDecision' } });
    expect(serializeDraft(s)).toBe(copy);
  });
});

describe('CR 905.2a: no active player; simultaneous actions in a random order', () => {
  it('several Deal Brokers trade in a random order, drawn from the seed', () => {
    const orders = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      let s = fixedDraft([[pack(['Deal Broker'], 1), pack(['Deal Broker'], 1), pack(['Deal Broker'], 1)]], seed);
      for (const seat of [0, 1, 2]) s = pick(s, seat, 'Deal Broker');
      expect(s.phase).toBe('dealBroker');
      expect(s.log.some((e) => e.rule === '905.2a')).toBe(true);
      orders.add(s.deals.map((d) => d.seat).join(','));
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('any drafter with a pack may act; no drafter waits for a priority that does not exist', () => {
    const s = createDraft({ drafters: 4, seed: 3 });
    expect(new Set(legalPicks(s).map((a) => a.seat))).toEqual(new Set([0, 1, 2, 3]));
  });
});

describe('CR 905.2b: revealed and noted information is public', () => {
  it('a noted number is in every drafter\'s view, and the revealed card turns face down in the pile', () => {
    let s = fixedDraft([[pack(['Lurking Automaton']), pack([]), pack([])]]);
    s = pick(s, 0, 'Lurking Automaton');
    for (const seat of [0, 1, 2]) expect(draftView(s, seat).notes).toEqual([expect.objectContaining({ cardName: 'Lurking Automaton', number: 1 })]);
    expect(s.drafters[0]?.pile[0]?.faceUp).toBe(false);
    expect(draftView(s, 2).log.some((e) => e.type === 'reveal' && e.card !== undefined)).toBe(true);
  });
});

describe('CR 905.2c: cards drafted face up', () => {
  it('stay face up, seen by all, until the draft is complete', () => {
    let s = fixedDraft([[pack(['Cogwork Librarian'], 2), pack([], 2)]]);
    s = pick(s, 0, 'Cogwork Librarian');
    expect(draftView(s, 1).others.find((o) => o.seat === 0)?.faceUp.map((c) => c.name)).toEqual(['Cogwork Librarian']);
    s = applyDraft(s, legalPicks(s, 1)[0]!);
    s = applyDraft(s, legalPicks(s, 0).find((a) => a.type === 'pick' && a.extra === undefined)!);
    s = applyDraft(s, legalPicks(s, 1)[0]!);
    expect(s.phase).toBe('complete');
    expect(draftView(s, 1).others.find((o) => o.seat === 0)?.faceUp).toEqual([]);
  });

  it('a face-up card turned face down by its own ability is no longer seen by others', () => {
    let s = fixedDraft([[pack(['Whispergear Sneak']), pack([])], [pack([]), pack([])]]);
    s = pick(s, 0, 'Whispergear Sneak');
    s = applyDraft(s, { type: 'lookAtPack', seat: 0, pack: 2 });
    expect(draftView(s, 1).others.find((o) => o.seat === 0)?.faceUp).toEqual([]);
  });
});
