/**
 * An acceptance pass over the Conspiracy booster draft (CR 905.1–905.6) and its draft-matters cards,
 * through the public API only: booster sizes and pick counts, the passing direction of each round,
 * what each drafter's view shows and hides (905.1c, 905.2b, 905.2c), the last card of a pack,
 * Cogwork Librarian put into a pack of a later round, Lore Seeker's added booster, Whispergear Sneak,
 * Cogwork Spy, Grinder and Tracker, Agent of Acquisitions, Deal Broker's exchange after the draft,
 * deck building and the conspiracies put into the command zone as the game begins.
 */
import { describe, expect, it } from 'vitest';
import {
  applyDraft, cardPool, checkDeck, createDraft, draftRecord, draftView, legalPicks, minimumDeckSize, startTableGames, tryApplyDraft,
  apply, legalActions,
  type DraftAction, type DraftView, type ReadonlyDraftState,
} from '../../src/index.js';
import { cardInHand, everyonePicksFirst, finish, fixedDraft, pack, pick, pileNames } from './helpers.js';

/** The seat whose queue holds the pack. */
const holderOf = (s: ReadonlyDraftState, packId: number): number | undefined => s.drafters.find((d) => d.queue.includes(packId))?.seat;

/** Every card id a view shows, anywhere in it. */
function idsShown(v: DraftView): Set<number> {
  const out = new Set<number>();
  const walk = (x: unknown): void => {
    if (Array.isArray(x)) return x.forEach(walk);
    if (typeof x !== 'object' || x === null) return;
    const o = x as Record<string, unknown>;
    if (typeof o.id === 'number' && typeof o.name === 'string') out.add(o.id);
    if (typeof o.card === 'number') out.add(o.card);
    Object.values(o).forEach(walk);
  };
  walk(v);
  return out;
}

/** The names of the cards in the pack a view shows. */
const packNames = (v: DraftView): string[] => (v.pack ?? []).map((c) => c.name);

/** A pick without options, or any other action. */
const plain = (a: DraftAction): boolean => a.type !== 'pick' || Object.keys(a).length === 3;

/** Plain first picks (and first answers) for `n` actions. */
function plainActions(s: ReadonlyDraftState, n: number): ReadonlyDraftState {
  let x = s;
  for (let i = 0; i < n; i++) {
    const a = legalPicks(x).find(plain);
    if (!a) break;
    x = applyDraft(x, a);
  }
  return x;
}

describe('CR 905.1a–b: eight drafters, three rounds of 15-card boosters', () => {
  it('each drafter opens one 15-card pack a round and drafts 45 cards; packs pass left, right, then left', () => {
    let s = createDraft({ drafters: 8, seed: 905 });
    expect(s.settings.rounds).toBe(3);
    expect(s.packs).toHaveLength(24);
    expect(s.packs.every((p) => p.cards.length === 15)).toBe(true);
    for (let round = 0; round < 3; round++) {
      expect(s.round).toBe(round);
      // each drafter holds the pack they opened this round
      const opened = s.drafters.map((d) => d.queue[0] as number);
      opened.forEach((id, seat) => expect(s.packs[id]).toMatchObject({ opener: seat, round }));
      for (const d of s.drafters) s = applyDraft(s, legalPicks(s, d.seat).find(plain)!);
      // 905.1b: to the left (seat + 1) in rounds one and three, to the right (seat - 1) in round two
      opened.forEach((id, seat) => expect(holderOf(s, id)).toBe(round === 1 ? (seat + 7) % 8 : (seat + 1) % 8));
      expect(opened.every((id) => s.packs[id]!.cards.length === 14)).toBe(true);
      while (s.round === round && s.phase === 'drafting') s = applyDraft(s, legalPicks(s).find(plain) ?? legalPicks(s)[0]!);
    }
    expect(s.drafters.map((d) => d.pile.length + d.removed.length)).toEqual(Array(8).fill(45));
  });

  it('the last card of a pack is drafted by the drafter it is passed to, and the next round opens only then', () => {
    let s = fixedDraft([[pack([], 3), pack([], 3), pack([], 3)], [pack([], 3), pack([], 3), pack([], 3)]]);
    s = everyonePicksFirst(s, 2);
    expect(s.packs.slice(0, 3).map((p) => p.cards.length)).toEqual([1, 1, 1]);
    // seat 0 holds the last card of seat 1's pack (opened by seat 1, passed left twice)
    expect(s.packs[s.drafters[0]!.queue[0]!]!.opener).toBe(1);
    s = applyDraft(s, legalPicks(s, 0)[0]!);
    s = applyDraft(s, legalPicks(s, 1)[0]!);
    expect(s.round).toBe(0);
    expect(legalPicks(s, 0)).toEqual([]);
    s = applyDraft(s, legalPicks(s, 2)[0]!);
    expect(s.round).toBe(1);
    expect(s.drafters.map((d) => d.pile.length)).toEqual([3, 3, 3]);
  });
});

describe('CR 905.1c: what each drafter may look at', () => {
  it('a drafter sees only the pack in hand and their own pile; other hands, piles and unopened packs stay hidden, from spectators too', () => {
    let s = createDraft({ drafters: 4, seed: 7 });
    s = plainActions(s, 6);
    for (const seat of [0, 1, 2, 3] as const) {
      const v = draftView(s, seat);
      const d = s.drafters[seat]!;
      const allowed = new Set<number>([...(d.queue[0] === undefined ? [] : s.packs[d.queue[0]]!.cards), ...d.pile.map((p) => p.card)]);
      for (const id of idsShown(v)) expect(allowed.has(id), `seat ${seat} sees ${s.cards[id]!.name}`).toBe(true);
      expect(v.others.map((o) => o.pileSize)).toEqual(s.drafters.filter((o) => o.seat !== seat).map((o) => o.pile.length));
    }
    expect(idsShown(draftView(s, 'spectator')).size).toBe(0);
  });
});

describe('CR 905.2b, 905.2c: face-up and revealed cards are public', () => {
  it('a card drafted face up is in every view until turned face down; a revealed card\'s note stays public while the card is face down', () => {
    let s = fixedDraft([[pack(['Cogwork Grinder'], 3), pack(['Lurking Automaton'], 3), pack([], 3)]]);
    s = pick(s, 0, 'Cogwork Grinder');
    s = pick(s, 1, 'Lurking Automaton');
    for (const seat of [1, 2]) expect(draftView(s, seat).others.find((o) => o.seat === 0)!.faceUp.map((c) => c.name)).toEqual(['Cogwork Grinder']);
    expect(s.drafters[1]!.pile[0]!.faceUp).toBe(false);
    for (const seat of [0, 2]) {
      expect(draftView(s, seat).notes).toEqual([expect.objectContaining({ cardName: 'Lurking Automaton', seat: 1, number: 1 })]);
      expect(draftView(s, seat).others.find((o) => o.seat === 1)!.faceUp).toEqual([]);
    }
    s = finish(s);
    // "until the draft is complete" (905.2c)
    expect(s.drafters.every((d) => d.pile.every((p) => !p.faceUp))).toBe(true);
  });
});

describe('CR 905.1c, 905.2b: a card revealed while colours are chosen for it', () => {
  it('Paliano, the High City and Regicide: every view, a spectator\'s too, names the revealed card its colours are chosen for, until they are noted', () => {
    let s = fixedDraft([[pack(['Paliano, the High City'], 3), pack(['Regicide'], 3), pack([], 3)]]);
    s = pick(s, 0, 'Paliano, the High City');
    s = pick(s, 1, 'Regicide');
    for (const viewer of [0, 1, 2, 'spectator'] as const) {
      expect(draftView(s, viewer).colorChoices.map((c) => [c.cardName, c.seat, c.choosers])).toEqual([
        ['Paliano, the High City', 0, [2, 0, 1]],
        ['Regicide', 1, [0, 1, 2]],
      ]);
    }
    for (const [seat, color] of [[2, 'R'], [0, 'G'], [1, 'W']] as const) s = applyDraft(s, { type: 'chooseColor', seat, color });
    expect(draftView(s, 2).colorChoices.map((c) => c.cardName)).toEqual(['Regicide']);
    expect(draftView(s, 2).notes).toEqual([expect.objectContaining({ cardName: 'Paliano, the High City', colors: ['R', 'G', 'W'] })]);
  });
});

describe('Cogwork Librarian put into a pack of a later round', () => {
  it('"As you draft a card, you may draft an additional card from that booster pack. If you do, put Cogwork Librarian into that booster pack."', () => {
    let s = fixedDraft([
      [pack(['Cogwork Librarian'], 2), pack([], 2), pack([], 2)],
      [pack(['Burn Away', 'Kiln Fiend'], 4), pack([], 4), pack([], 4)],
    ]);
    s = pick(s, 0, 'Cogwork Librarian');
    s = finish(s, 5);
    expect(s.round).toBe(1);
    expect(s.drafters[0]!.pile.find((p) => s.cards[p.card]!.name === 'Cogwork Librarian')!.faceUp).toBe(true);
    s = pick(s, 0, 'Burn Away', { extra: 'Cogwork Librarian' });
    // the additional card comes from the same pack, before it is passed
    expect(s.drafters[0]!.queue[0]).toBe(3);
    expect(packNames(draftView(s, 0))).toContain('Kiln Fiend');
    s = pick(s, 0, 'Kiln Fiend');
    expect(pileNames(s, 0)).toEqual(expect.arrayContaining(['Burn Away', 'Kiln Fiend']));
    expect(pileNames(s, 0)).not.toContain('Cogwork Librarian');
    // round two passes right: seat 2 gets the pack, Librarian in it, two cards fewer (4 - 2 + 1)
    expect(s.packs[3]!.cards.map((c) => s.cards[c]!.name)).toContain('Cogwork Librarian');
    expect(s.packs[3]!.cards).toHaveLength(3);
    expect(holderOf(s, 3)).toBe(2);
    s = pick(s, 2, 'Ogre Sentry');
    s = pick(s, 2, 'Cogwork Librarian');
    // the drafter who drafts it drafts it face up, for all to see
    expect(draftView(s, 1).others.find((o) => o.seat === 2)!.faceUp.map((c) => c.name)).toEqual(['Cogwork Librarian']);
    expect(draftView(s, 1).others.find((o) => o.seat === 0)!.faceUp).toEqual([]);
  });
});

describe('Lore Seeker: the added booster pack', () => {
  it('in a round passing right, the pack that held Lore Seeker is passed first; the added 15-card booster is the next pick, then passed right too', () => {
    let s = createDraft({ drafters: 3, seed: 3, boosters: [{ packs: [pack([], 3), pack([], 3), pack([], 3)] }, { packs: [pack(['Lore Seeker'], 3), pack([], 3), pack([], 3)] }], rounds: 2 });
    s = finish(s, 9);
    expect(s.round).toBe(1);
    s = pick(s, 0, 'Lore Seeker', { addBooster: true });
    expect(s.log.some((e) => e.type === 'reveal' && s.cards[e.card!]?.name === 'Lore Seeker' && e.visibleTo === undefined)).toBe(true);
    // the Lore Seeker pack went to the right (seat 2); the added pack is in seat 0's hand
    expect(holderOf(s, 3)).toBe(2);
    const added = s.drafters[0]!.queue[0]!;
    expect(added).toBe(6);
    expect(s.packs[added]!.cards).toHaveLength(15);
    expect(draftView(s, 0).pack).toHaveLength(15);
    s = applyDraft(s, legalPicks(s, 0).find((a) => a.type === 'pick')!);
    expect(holderOf(s, added)).toBe(2);
    expect(s.packs[added]!.cards).toHaveLength(14);
    s = finish(s);
    expect(s.drafters.reduce((n, d) => n + d.pile.length, 0)).toBe(9 + 9 + 15);
  });
});

describe('Whispergear Sneak: looking at a booster pack', () => {
  it('an unopened pack or one waiting behind another drafter\'s pack, not one a drafter is looking at; only its drafter sees the cards', () => {
    let s = fixedDraft([[pack(['Whispergear Sneak'], 3), pack([], 3), pack([], 3)], [pack([], 3), pack(['Burn Away'], 3), pack([], 3)]]);
    s = pick(s, 0, 'Whispergear Sneak');
    const looks = legalPicks(s, 0).filter((a) => a.type === 'lookAtPack').map((a) => (a as { pack: number }).pack);
    // pack 0 waits behind seat 1's own pack; packs 1 and 2 are in seat 1's and seat 2's hands; 3 to 5 are unopened
    expect(looks.sort()).toEqual([0, 3, 4, 5]);
    const refused = tryApplyDraft(s, { type: 'lookAtPack', seat: 0, pack: 1 });
    expect(refused.ok).toBe(false);
    s = applyDraft(s, { type: 'lookAtPack', seat: 0, pack: 4 });
    expect(draftView(s, 0).seen.map((c) => c.name)).toContain('Burn Away');
    for (const seat of [1, 2]) expect(draftView(s, seat).seen).toEqual([]);
    expect(draftView(s, 1).others.find((o) => o.seat === 0)!.faceUp).toEqual([]);
    // turned face down: once only
    expect(legalPicks(s, 0).some((a) => a.type === 'lookAtPack')).toBe(false);
    expect(tryApplyDraft(s, { type: 'lookAtPack', seat: 0, pack: 5 }).ok).toBe(false);
    // the pack looked at opens unchanged next round (ruling)
    s = finish(s, 8);
    expect(s.round).toBe(1);
    expect(packNames(draftView(s, 1))).toContain('Burn Away');
  });
});

describe('Cogwork Spy, Cogwork Grinder and Cogwork Tracker', () => {
  it('the Spy drafter sees the next card drafted from the pack even when it is removed face down; nobody else does', () => {
    let s = fixedDraft([[pack(['Cogwork Spy', 'Burn Away'], 4), pack(['Cogwork Grinder'], 4), pack([], 4)]]);
    s = pick(s, 0, 'Cogwork Spy');
    s = pick(s, 1, 'Cogwork Grinder');
    s = pick(s, 1, 'Burn Away', { remove: 'Cogwork Grinder' });
    const burn = s.drafters[1]!.removed[0]!.card;
    expect(draftView(s, 0).seen.map((c) => c.id)).toEqual([burn]);
    expect(idsShown(draftView(s, 2)).has(burn)).toBe(false);
    expect(idsShown(draftView(s, 'spectator')).has(burn)).toBe(false);
    // not in any pool (Grinder ruling)
    s = finish(s);
    expect(s.drafters.some((d) => d.pile.some((p) => p.card === burn))).toBe(false);
    expect(draftRecord(s, 1).removed).toEqual([{ card: 'Burn Away', by: 'Cogwork Grinder' }]);
  });

  it('Cogwork Tracker notes the drafter who passed it: the drafter to the right in round one, to the left in round two', () => {
    let s = fixedDraft([[pack([], 2), pack(['Cogwork Tracker'], 2), pack([], 2)], [pack([], 2), pack(['Cogwork Tracker'], 2), pack([], 2)]]);
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 2, 'Ogre Sentry');
    s = pick(s, 2, 'Cogwork Tracker');
    s = finish(s, 3);
    expect(s.round).toBe(1);
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 0, 'Ogre Sentry');
    s = pick(s, 0, 'Cogwork Tracker');
    expect(s.notes.filter((n) => n.cardName === 'Cogwork Tracker').map((n) => [n.seat, n.player])).toEqual([[2, 1], [0, 1]]);
  });
});

describe('Agent of Acquisitions: a whole booster pack', () => {
  it('drafts every card of the pack one at a time, then no more this round; the packs passed to its drafter go on', () => {
    let s = fixedDraft([[pack(['Agent of Acquisitions'], 4), pack([], 4), pack([], 4)], [pack([], 2), pack([], 2), pack([], 2)]]);
    s = pick(s, 0, 'Agent of Acquisitions');
    s = pick(s, 2, 'Ogre Sentry');
    expect(legalPicks(s, 0).some((a) => a.type === 'takePack')).toBe(true);
    s = applyDraft(s, { type: 'takePack', seat: 0 });
    expect(s.drafters[0]!.pile[0]!.faceUp).toBe(false);
    // one card at a time: a pack drafted whole can't be passed now
    expect(legalPicks(s, 0).every((a) => a.type === 'pick')).toBe(true);
    for (let i = 0; i < 3; i++) s = applyDraft(s, legalPicks(s, 0)[0]!);
    expect(s.drafters[0]!.pile).toHaveLength(4);
    s = pick(s, 1, 'Ogre Sentry');
    // seat 1 passes its pack to seat 0, who passes it straight on to seat 1's left (seat 2)
    expect(legalPicks(s, 0)).toEqual([]);
    expect(s.drafters[0]!.queue).toEqual([]);
    s = finish(s, 20);
    expect(s.drafters[0]!.pile.length).toBe(4 + 2);
    expect(s.phase).toBe('complete');
    expect(s.drafters.reduce((n, d) => n + d.pile.length, 0)).toBe(18);
  });
});

describe('Deal Broker: the exchange after the draft', () => {
  it('the broker reveals a card, the others offer one each (shown together), the broker accepts one: the two cards change pools', () => {
    let s = fixedDraft([[pack(['Deal Broker', 'Burn Away'], 2), pack(['Kiln Fiend', 'Flame Slash'], 2), pack(['Hurly-Burly', 'Ogre Sentry'], 2)]]);
    s = pick(s, 0, 'Deal Broker');
    s = pick(s, 1, 'Kiln Fiend');
    s = pick(s, 2, 'Hurly-Burly');
    s = plainActions(s, 3);
    expect(s.phase).toBe('dealBroker');
    // "Immediately after the draft": the Deal Broker is face down again (905.2c)
    expect(s.drafters[0]!.pile.every((p) => !p.faceUp)).toBe(true);
    const deal = (x: ReadonlyDraftState, seat: number) => draftView(x, seat).deal;
    expect(deal(s, 1)).toMatchObject({ broker: 0, revealed: null });
    const mine = s.drafters[0]!.pile[1]!.card;
    s = applyDraft(s, { type: 'brokerReveal', seat: 0, card: mine });
    expect(deal(s, 2)!.revealed!.id).toBe(mine);
    const kiln = s.drafters[1]!.pile[0]!.card;
    const hurly = s.drafters[2]!.pile[0]!.card;
    s = applyDraft(s, { type: 'brokerOffer', seat: 1, card: kiln });
    expect(deal(s, 0)!.offers).toBeNull();
    expect(idsShown(draftView(s, 2)).has(kiln)).toBe(false);
    s = applyDraft(s, { type: 'brokerOffer', seat: 2, card: hurly });
    expect(Object.keys(deal(s, 0)!.offers!).sort()).toEqual(['1', '2']);
    const refused = tryApplyDraft(s, { type: 'brokerAccept', seat: 1, from: 2 });
    expect(refused.ok).toBe(false);
    s = applyDraft(s, { type: 'brokerAccept', seat: 0, from: 2 });
    expect(s.phase).toBe('complete');
    expect(cardPool(s, 0)).toEqual(expect.arrayContaining(['Deal Broker', 'Hurly-Burly']));
    expect(cardPool(s, 0)).toHaveLength(2);
    expect(cardPool(s, 2)).toContain(s.cards[mine]!.name);
    expect(cardPool(s, 2)).toHaveLength(2);
    expect(cardPool(s, 1)).toHaveLength(2);
  });
});

describe('deck building and the start of the game (CR 905.1d, 905.4, 100.2b)', () => {
  it('a 40-card deck of pool cards and basic lands; conspiracies wait in the sideboard and are put into the command zone as the game begins', () => {
    const conspiracies = ['Advantageous Proclamation', 'Brago\'s Favor', 'Power Play'];
    let s = fixedDraft([[pack([conspiracies[0]!], 3), pack([conspiracies[1]!], 3), pack([conspiracies[2]!], 3)]]);
    for (const [seat, name] of conspiracies.entries()) s = pick(s, seat, name);
    s = finish(s);
    expect(minimumDeckSize(['Advantageous Proclamation'])).toBe(35);
    const decks = s.drafters.map((d) => {
      const pool = cardPool(s, d.seat);
      const spells = pool.filter((n) => !conspiracies.includes(n));
      const size = pool.includes('Advantageous Proclamation') ? 35 : 40;
      return { deck: [...spells, ...Array<string>(size - spells.length).fill('Mountain')], sideboard: pool.filter((n) => conspiracies.includes(n)) };
    });
    decks.forEach((deck, seat) => expect(() => checkDeck(cardPool(s, seat), deck)).not.toThrow());
    // 39 cards is too few (100.2b); a conspiracy is never in the deck (905.4)
    expect(() => checkDeck(cardPool(s, 1), { deck: decks[1]!.deck.slice(0, -1), sideboard: decks[1]!.sideboard })).toThrow(/100\.2b/);
    expect(() => checkDeck(cardPool(s, 1), { deck: [...decks[1]!.deck.slice(0, -1), 'Brago\'s Favor'], sideboard: [] })).toThrow(/905\.4/);
    const [table] = startTableGames(s, decks, { seed: 4 });
    let g = table!.game;
    // the first decisions are 905.4's: put conspiracies from the sideboard into the command zone
    expect(g.decision).toMatchObject({ kind: 'startOfGame', prompt: 'conspiracies', rule: '905.4' });
    while (g.decision?.kind === 'startOfGame') {
      const player = g.decision.player;
      const put = legalActions(g).find((a) => a.type === 'putConspiracy');
      if (put) {
        g = apply(g, put);
        if (g.decision?.kind === 'startOfGame' && g.decision.prompt === 'name') g = apply(g, legalActions(g).find((a) => a.type === 'nameCard')!);
        continue;
      }
      g = apply(g, { type: 'finishConspiracies', player });
    }
    const commanded = g.command.map((id) => g.objects[id]!);
    expect(commanded.map((o) => o.card).sort()).toEqual([...conspiracies].sort());
    // hidden agenda: face down (905.4a); each is owned and controlled by who put it there (905.5)
    expect(commanded.find((o) => o.card === 'Brago\'s Favor')!.faceDown).toBe(true);
    expect(commanded.find((o) => o.card === 'Advantageous Proclamation')!.faceDown).toBeFalsy();
    for (const o of commanded) expect(o.controller).toBe(o.owner);
    // 905.6: life 20 and seven cards each once the game has begun
    expect(g.players.every((p) => p.life === 20)).toBe(true);
  });
});

describe('refused draft actions change nothing and say why', () => {
  it('an illegal or malformed action is a RulesError with a code, and the state is left as it was', () => {
    const s = fixedDraft([[pack([], 3), pack([], 3)]]);
    const before = JSON.stringify(s);
    const tries: unknown[] = [
      { type: 'pick', seat: 0, card: cardInHand(s, 1, 'Ogre Sentry') },
      { type: 'pick', seat: 9, card: 0 },
      { type: 'takePack', seat: 0 },
      { type: 'lookAtPack', seat: 0, pack: 1 },
      { type: 'brokerReveal', seat: 0, card: 0 },
      { type: 'chooseColor', seat: 0, color: 'R' },
      { type: 'nonsense', seat: 0 },
      null,
    ];
    for (const a of tries) {
      const r = tryApplyDraft(s, a as DraftAction);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(['illegal', 'malformed', 'notYourDecision']).toContain(r.error.code);
    }
    expect(JSON.stringify(s)).toBe(before);
  });
});
