import { describe, expect, it } from 'vitest';
import { apply, applyDraft, cards, draftView, legalActions, legalPicks, tryApply, tryApplyDraft, type DraftRecord, type ReadonlyDraftState } from '../../../src/index.js';
import { draftRecord } from '../../../src/draft/record.js';
import { cardInHand, finish, fixedDraft, notesOf, pack, pick, pileNames } from '../../draft/helpers.js';
import { activate, castAndResolve, choose, names, passUntil, permanent, permanents, pt, resolveStack, setup } from '../helpers.js';

const two = (a: string[], b: string[] = [], size = 4): ReadonlyDraftState => fixedDraft([[pack(a, size), pack(b, size)]]);

describe('Aether Searcher (CNS #53)', () => {
  it('draft half: "Reveal Aether Searcher as you draft it. Reveal the next card you draft and note its name."', () => {
    let s = fixedDraft([[pack(['Aether Searcher']), pack(['Burn Away'])]]);
    s = pick(s, 0, 'Aether Searcher');
    s = pick(s, 1, 'Ogre Sentry');
    expect(s.log.some((e) => e.type === 'reveal' && e.visibleTo === undefined && s.cards[e.card!]?.name === 'Aether Searcher')).toBe(true);
    s = pick(s, 0, 'Burn Away');
    expect(notesOf(s, 'Aether Searcher')).toEqual([expect.objectContaining({ seat: 0, name: 'Burn Away' })]);
    expect(draftView(s, 1).notes.map((n) => n.name)).toContain('Burn Away');
  });

  it('draft half: "If Aether Searcher is the last card you draft in any draft round other than the last one, you\'ll reveal the first card you draft in the following draft round and note its name."', () => {
    let s = fixedDraft([[pack(['Aether Searcher'], 1), pack(['Ogre Sentry'], 1)], [pack(['Burn Away'], 1), pack(['Ogre Sentry'], 1)]]);
    s = pick(s, 0, 'Aether Searcher');
    s = pick(s, 1, 'Ogre Sentry');
    expect(s.round).toBe(1);
    s = pick(s, 0, 'Burn Away');
    expect(notesOf(s, 'Aether Searcher').map((n) => n.name)).toEqual(['Burn Away']);
  });
});

describe('Agent of Acquisitions (CNS #54)', () => {
  it('draft half: drafted face up; "Instead of drafting a card from a booster pack, you may draft each card in that booster pack" and draft no more this round', () => {
    let s = fixedDraft([[pack(['Agent of Acquisitions'], 3), pack([], 3)], [pack([], 3), pack([], 3)]]);
    s = pick(s, 0, 'Agent of Acquisitions');
    expect(s.drafters[0]?.pile[0]?.faceUp).toBe(true);
    s = pick(s, 1, 'Ogre Sentry');
    // seat 0 now holds seat 1's pack: it may take the whole pack instead of one card
    expect(legalPicks(s, 0).some((a) => a.type === 'takePack')).toBe(true);
    s = applyDraft(s, { type: 'takePack', seat: 0 });
    expect(s.drafters[0]?.pile[0]?.faceUp).toBe(false);
    s = applyDraft(s, legalPicks(s, 0)[0]!);
    s = applyDraft(s, legalPicks(s, 0)[0]!);
    expect(s.drafters[0]?.pile).toHaveLength(3);
    expect(s.drafters[0]?.doneForRound).toBe(true);
    // the pack seat 1 passes to seat 0 goes past it: seat 1 drafts the rest alone
    s = applyDraft(s, legalPicks(s, 1)[0]!);
    expect(legalPicks(s, 0)).toEqual([]);
    expect(s.drafters[1]?.queue).toHaveLength(1);
  });
});

describe('Canal Dredger (CNS #55)', () => {
  it('draft half: "Each player passes the last card from each booster pack to a player who drafted a card named Canal Dredger."', () => {
    let s = fixedDraft([[pack(['Canal Dredger'], 3), pack([], 3), pack([], 3)]]);
    s = pick(s, 0, 'Canal Dredger');
    // seat 1's own pack still has two cards after its pick: it passes on to seat 2 as usual
    s = applyDraft(s, legalPicks(s, 1)[0]!);
    expect(s.drafters[2]?.queue).toEqual([2, 1]);
    // seat 1 then leaves one card in seat 0's pack: that last card goes to the Canal Dredger drafter, not to seat 2
    s = applyDraft(s, legalPicks(s, 1)[0]!);
    expect(s.packs[0]?.cards).toHaveLength(1);
    expect(s.drafters[0]?.queue).toContain(0);
    expect(s.drafters[2]?.queue).not.toContain(0);
    expect(s.log.some((e) => e.type === 'pass' && e.rule === 'Canal Dredger' && e.to === 0)).toBe(true);
  });

  it('game half: "{T}: Put target card from your graveyard on the bottom of your library."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Canal Dredger'], graveyard: ['Flame Slash'], library: ['Ogre Sentry'] }, {}] });
    const dredger = permanent(state, 'Canal Dredger');
    const s = resolveStack(activate(state, 0, dredger, 0, [{ object: ids.graveyard[0]![0]! }]));
    expect(names(s, 0, 'library')).toEqual(['Ogre Sentry', 'Flame Slash']);
    expect(names(s, 0, 'graveyard')).toEqual([]);
  });
});

describe('Cogwork Grinder (CNS #57)', () => {
  it('draft half: "As you draft a card, you may remove it from the draft face down. (Those cards aren\'t in your card pool.)"', () => {
    let s = two(['Cogwork Grinder'], ['Ogre Sentry', 'Burn Away']);
    s = pick(s, 0, 'Cogwork Grinder');
    s = pick(s, 1, 'Ogre Sentry');
    s = finish(pick(s, 0, 'Burn Away', { remove: 'Cogwork Grinder' }));
    expect(pileNames(s, 0)).not.toContain('Burn Away');
    expect(s.drafters[0]?.removed.map((r) => s.cards[r.card]?.name)).toEqual(['Burn Away']);
    // "No other player may look at the cards you remove from the draft"
    expect(JSON.stringify(draftView(s, 1))).not.toContain('Burn Away');
    expect(draftView(s, 0).removed.map((c) => c.name)).toEqual(['Burn Away']);
  });

  it('draft half: "You can\'t remove cards from the draft that you\'ve already drafted. Only cards drafted after you draft Cogwork Grinder may be removed"', () => {
    const s = two(['Cogwork Grinder']);
    const r = tryApplyDraft(s, { type: 'pick', seat: 0, card: cardInHand(s, 0, 'Cogwork Grinder'), remove: 'Cogwork Grinder' });
    expect(r.ok).toBe(false);
  });

  it('game half: "enters with X +1/+1 counters on it, where X is the number of cards you removed from the draft with cards named Cogwork Grinder"', () => {
    const lands = Array<string>(6).fill('Wastes');
    const removed = [{ card: 'Burn Away', by: 'Cogwork Grinder' as const }, { card: 'Ogre Sentry', by: 'Cogwork Grinder' as const }];
    const { state, ids } = setup({ players: [{ battlefield: lands, hand: ['Cogwork Grinder'], draft: { seat: 0, notes: [], removed } }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(pt(s, permanent(s, 'Cogwork Grinder'))).toEqual([2, 2]);
  });
});

describe('Cogwork Librarian (CNS #58)', () => {
  it('draft half: "As you draft a card, you may draft an additional card from that booster pack. If you do, put Cogwork Librarian into that booster pack."', () => {
    let s = fixedDraft([[pack(['Cogwork Librarian'], 2), pack([], 2)], [pack(['Burn Away', 'Flame Slash'], 4), pack([], 4)]]);
    s = pick(s, 0, 'Cogwork Librarian');
    s = pick(s, 1, 'Ogre Sentry');
    s = applyDraft(s, legalPicks(s, 0).find((a) => a.type === 'pick')!);
    s = applyDraft(s, legalPicks(s, 1).find((a) => a.type === 'pick')!);
    expect(s.round).toBe(1);
    s = pick(s, 0, 'Burn Away', { extra: 'Cogwork Librarian' });
    // rulings: "Cogwork Librarian essentially lets you draft two cards from a booster pack in exchange for putting
    // Cogwork Librarian back into that booster pack." "The two cards you draft are drafted one at a time, in case
    // one of the cards cares about when it was drafted or what the next card you draft is."
    // the pack stays: the additional card is drafted from it, one at a time
    expect(s.drafters[0]?.queue[0]).toBe(2);
    s = pick(s, 0, 'Flame Slash');
    expect(pileNames(s, 0)).toEqual(expect.arrayContaining(['Burn Away', 'Flame Slash']));
    expect(pileNames(s, 0)).not.toContain('Cogwork Librarian');
    const passed = s.packs[2]!;
    expect(passed.cards.map((c) => s.cards[c]?.name)).toContain('Cogwork Librarian');
    expect(s.drafters[1]?.queue).toContain(2);
  });

  it('game half: an artifact creature 3/3 with no other ability', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(4).fill('Wastes'), hand: ['Cogwork Librarian'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(pt(s, permanent(s, 'Cogwork Librarian'))).toEqual([3, 3]);
  });
});

describe('Cogwork Spy (CNS #59)', () => {
  it('draft half: "Reveal Cogwork Spy as you draft it. You may look at the next card drafted from this booster pack."', () => {
    let s = fixedDraft([[pack(['Cogwork Spy', 'Burn Away']), pack([])]]);
    s = pick(s, 0, 'Cogwork Spy');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 1, 'Burn Away');
    expect(draftView(s, 0).seen.map((c) => c.name)).toEqual(['Burn Away']);
    expect(s.log.some((e) => e.type === 'reveal' && s.cards[e.card!]?.name === 'Cogwork Spy')).toBe(true);
  });

  it('draft half: "If you are the next person to draft from the booster pack (perhaps because of Cogwork Librarian), the first ability doesn\'t do anything."', () => {
    let s = fixedDraft([[pack(['Cogwork Librarian']), pack([])], [pack(['Cogwork Spy', 'Burn Away']), pack([])]]);
    s = pick(s, 0, 'Cogwork Librarian');
    s = finishRound(s);
    s = pick(s, 0, 'Cogwork Spy', { extra: 'Cogwork Librarian' });
    s = pick(s, 0, 'Burn Away');
    expect(draftView(s, 0).seen).toEqual([]);
  });

  it('game half: flying', () => {
    expect(cards.get('Cogwork Spy')?.keywords).toEqual(['flying']);
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(3).fill('Wastes'), hand: ['Cogwork Spy'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(pt(s, permanent(s, 'Cogwork Spy'))).toEqual([2, 1]);
  });
});

/** Plain first picks until the round changes. */
function finishRound(state: ReadonlyDraftState): ReadonlyDraftState {
  let s = state;
  const round = s.round;
  while (s.round === round && s.phase === 'drafting') s = applyDraft(s, legalPicks(s).find((a) => a.type === 'pick' && Object.keys(a).length === 3)!);
  return s;
}

describe('Cogwork Tracker (CNS #60)', () => {
  it('draft half: "Reveal Cogwork Tracker as you draft it and note the player who passed it to you."', () => {
    let s = fixedDraft([[pack([]), pack(['Cogwork Tracker']), pack([])]]);
    s = pick(s, 1, 'Ogre Sentry');
    expect(s.drafters[2]?.queue).toContain(1);
    s = pick(s, 2, 'Ogre Sentry');
    s = applyDraft(s, { type: 'pick', seat: 2, card: s.packs[1]!.cards.find((c) => s.cards[c]?.name === 'Cogwork Tracker')! });
    expect(notesOf(s, 'Cogwork Tracker')).toEqual([expect.objectContaining({ seat: 2, player: 1 })]);
  });

  it('draft half: "there is no noted player because Cogwork Tracker was the first card drafted from a booster pack"', () => {
    const s = pick(fixedDraft([[pack(['Cogwork Tracker']), pack([])]]), 0, 'Cogwork Tracker');
    expect(notesOf(s, 'Cogwork Tracker')).toEqual([expect.objectContaining({ player: null })]);
  });
});

describe('Cogwork Tracker (CNS #60), game half', () => {
  /** Player 0 controls an untapped Cogwork Tracker that noted draft seat 7, which is player 2 here. */
  function trackerGame(noted: number | null) {
    const notes = [{ card: 'Cogwork Tracker', player: noted }];
    const { state } = setup({
      players: [
        { battlefield: ['Cogwork Tracker'], draft: { seat: 0, notes, removed: [] } },
        { draft: { seat: 5, notes: [], removed: [] } },
        { draft: { seat: 7, notes: [], removed: [] } },
      ],
    });
    return { s: passUntil(state, (x) => x.decision?.kind === 'declareAttackers'), tracker: permanent(state, 'Cogwork Tracker') };
  }

  it('"Cogwork Tracker attacks each combat if able." — not attacking is refused', () => {
    const { s } = trackerGame(null);
    expect(tryApply(s, { type: 'confirmAttackers', player: 0 }).ok).toBe(false);
  });

  it('"attacks a player you noted for cards named Cogwork Tracker each combat if able"', () => {
    const { s, tracker } = trackerGame(7);
    const at1 = apply(s, { type: 'declareAttacker', player: 0, attacker: tracker, target: { player: 1 } });
    expect(tryApply(at1, { type: 'confirmAttackers', player: 0 }).ok).toBe(false);
    const at2 = apply(s, { type: 'declareAttacker', player: 0, attacker: tracker, target: { player: 2 } });
    expect(apply(at2, { type: 'confirmAttackers', player: 0 }).combat?.attackers.map((a) => a.defender)).toEqual([2]);
  });

  it('"If the noted player isn\'t in the game, Cogwork Tracker\'s last ability won\'t do anything, although it must still attack each turn if able."', () => {
    const { s, tracker } = trackerGame(3);
    const at1 = apply(s, { type: 'declareAttacker', player: 0, attacker: tracker, target: { player: 1 } });
    expect(apply(at1, { type: 'confirmAttackers', player: 0 }).combat?.attackers.map((a) => a.defender)).toEqual([1]);
  });

  it('ruling: "If the last ability doesn’t apply, you choose which player or planeswalker Cogwork Tracker attacks."', () => {
    for (const noted of [null, 3]) {
      const { s, tracker } = trackerGame(noted);
      for (const player of [1, 2]) {
        const at = apply(s, { type: 'declareAttacker', player: 0, attacker: tracker, target: { player } });
        expect(apply(at, { type: 'confirmAttackers', player: 0 }).combat?.attackers.map((a) => a.defender)).toEqual([player]);
      }
    }
  });
});

describe('Deal Broker (CNS #61)', () => {
  it('draft half: "Immediately after the draft, you may reveal a card in your card pool. Each other player may offer you one card … You may accept any one offer."', () => {
    let s = fixedDraft([[pack(['Deal Broker', 'Burn Away'], 2), pack(['Flame Slash', 'Ogre Sentry'], 2)]]);
    s = pick(s, 0, 'Deal Broker');
    s = pick(s, 1, 'Flame Slash');
    s = pick(s, 0, 'Ogre Sentry');
    s = pick(s, 1, 'Burn Away');
    expect(s.phase).toBe('dealBroker');
    const ogre = s.drafters[0]!.pile.find((p) => s.cards[p.card]?.name === 'Ogre Sentry')!.card;
    s = applyDraft(s, { type: 'brokerReveal', seat: 0, card: ogre });
    const slash = s.drafters[1]!.pile.find((p) => s.cards[p.card]?.name === 'Flame Slash')!.card;
    // offers are revealed together: the broker sees none until every other player answered
    s = applyDraft(s, { type: 'brokerOffer', seat: 1, card: slash });
    expect(draftView(s, 0).deal?.offers).toEqual({ 1: expect.objectContaining({ name: 'Flame Slash' }) });
    s = applyDraft(s, { type: 'brokerAccept', seat: 0, from: 1 });
    expect(s.phase).toBe('complete');
    // ruling: "If you accept a player’s offer, the card you revealed becomes part of that player’s card pool and the
    // other offered card becomes part of your card pool."
    expect(pileNames(s, 0).sort()).toEqual(['Deal Broker', 'Flame Slash']);
    expect(pileNames(s, 1).sort()).toEqual(['Burn Away', 'Ogre Sentry']);
  });

  it('draft half: "If either card involved in the exchange has any information noted for it, that information stays with the exchanged card"', () => {
    let s = fixedDraft([[pack(['Deal Broker', 'Ogre Sentry'], 2), pack(['Lurking Automaton', 'Burn Away'], 2)]]);
    s = pick(s, 0, 'Deal Broker');
    s = pick(s, 1, 'Lurking Automaton');
    s = pick(s, 0, 'Burn Away');
    s = pick(s, 1, 'Ogre Sentry');
    const burn = s.drafters[0]!.pile.find((p) => s.cards[p.card]?.name === 'Burn Away')!.card;
    s = applyDraft(s, { type: 'brokerReveal', seat: 0, card: burn });
    const automaton = s.drafters[1]!.pile.find((p) => s.cards[p.card]?.name === 'Lurking Automaton')!.card;
    s = applyDraft(s, { type: 'brokerOffer', seat: 1, card: automaton });
    s = applyDraft(s, { type: 'brokerAccept', seat: 0, from: 1 });
    expect(draftRecord(s, 0).notes).toEqual([{ card: 'Lurking Automaton', number: 1 }]);
    expect(draftRecord(s, 1).notes).toEqual([]);
  });

  it('game half: "{T}: Draw a card, then discard a card."', () => {
    const { state } = setup({ players: [{ battlefield: ['Deal Broker'], library: ['Flame Slash', 'Ogre Sentry'] }, {}] });
    let s = resolveStack(activate(state, 0, permanent(state, 'Deal Broker'), 0));
    if (s.decision?.kind === 'choose') s = resolveStack(choose(s, [0]));
    expect(names(s, 0, 'hand')).toHaveLength(0);
    expect(names(s, 0, 'graveyard')).toEqual(['Flame Slash']);
  });
});

describe('Lore Seeker (CNS #62)', () => {
  it('draft half: "After you draft Lore Seeker, you may add a booster pack to the draft. (Your next pick is from that booster pack.)"', () => {
    let s = fixedDraft([[pack(['Lore Seeker']), pack([])]]);
    const options = legalPicks(s, 0).filter((a) => a.type === 'pick' && s.cards[a.card]?.name === 'Lore Seeker');
    expect(options.map((a) => (a as { addBooster?: boolean }).addBooster ?? false).sort()).toEqual([false, true]);
    s = pick(s, 0, 'Lore Seeker', { addBooster: true });
    expect(s.packs).toHaveLength(3);
    expect(s.drafters[0]?.queue[0]).toBe(2);
    expect(s.packs[2]?.cards).toHaveLength(15);
    // the pack that held Lore Seeker was passed on first
    expect(s.drafters[1]?.queue).toContain(0);
    const done = finish(s);
    expect(done.drafters.reduce((n, d) => n + d.pile.length, 0)).toBe(6 + 6 + 15);
  });
});

describe('Lurking Automaton (CNS #63)', () => {
  it('draft half: "note how many cards you\'ve drafted this draft round, including Lurking Automaton"', () => {
    let s = fixedDraft([[pack([]), pack(['Lurking Automaton'])]]);
    s = pick(s, 0, 'Ogre Sentry');
    s = pick(s, 1, 'Ogre Sentry');
    s = applyDraft(s, { type: 'pick', seat: 0, card: s.packs[1]!.cards.find((c) => s.cards[c]?.name === 'Lurking Automaton')! });
    expect(notesOf(s, 'Lurking Automaton')).toEqual([expect.objectContaining({ seat: 0, number: 2 })]);
  });

  it('game half: "enters with X +1/+1 counters, where X is the highest number you noted for cards named Lurking Automaton"', () => {
    const notes = [{ card: 'Lurking Automaton', number: 3 }, { card: 'Lurking Automaton', number: 6 }];
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(5).fill('Wastes'), hand: ['Lurking Automaton'], draft: { seat: 0, notes, removed: [] } }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    // ruling: "For example, if you draft Lurking Automaton as the third card in a draft round and then another one as
    // the sixth card in a draft round, each Lurking Automaton that enters the battlefield under your control does so
    // with six +1/+1 counters on it."
    expect(pt(s, permanent(s, 'Lurking Automaton'))).toEqual([6, 6]);
  });

  it('game half: "Unless you also drafted Lurking Automaton, this will be considered 0." (a 0/0 dies)', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(5).fill('Wastes'), hand: ['Lurking Automaton'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(permanents(s, 'Lurking Automaton')).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(['Lurking Automaton']);
  });
});

describe('Whispergear Sneak (CNS #64)', () => {
  it('draft half: "During the draft, you may turn Whispergear Sneak face down. If you do, look at any unopened booster pack in the draft"', () => {
    let s = fixedDraft([[pack(['Whispergear Sneak']), pack([])], [pack([]), pack(['Burn Away'])]]);
    s = pick(s, 0, 'Whispergear Sneak');
    const looks = legalPicks(s, 0).filter((a) => a.type === 'lookAtPack');
    expect(looks.map((a) => (a as { pack: number }).pack)).toContain(3);
    // the pack in seat 1's hand is being looked at: not allowed
    expect(looks.map((a) => (a as { pack: number }).pack)).not.toContain(1);
    s = applyDraft(s, { type: 'lookAtPack', seat: 0, pack: 3 });
    expect(draftView(s, 0).seen.map((c) => c.name)).toContain('Burn Away');
    expect(s.drafters[0]?.pile[0]?.faceUp).toBe(false);
    expect(legalPicks(s, 0).some((a) => a.type === 'lookAtPack')).toBe(false);
  });
});

describe('Paliano, the High City (CNS #65)', () => {
  it('draft half: "The player to your right chooses a color, you choose another color, then the player to your left chooses a third color."', () => {
    let s = fixedDraft([[pack(['Paliano, the High City']), pack([]), pack([])]]);
    s = pick(s, 0, 'Paliano, the High City');
    expect(legalPicks(s, 0).some((a) => a.type === 'chooseColor')).toBe(false);
    s = applyDraft(s, { type: 'chooseColor', seat: 2, color: 'R' });
    // "The three chosen colors must be different."
    expect(tryApplyDraft(s, { type: 'chooseColor', seat: 0, color: 'R' }).ok).toBe(false);
    s = applyDraft(s, { type: 'chooseColor', seat: 0, color: 'G' });
    s = applyDraft(s, { type: 'chooseColor', seat: 1, color: 'W' });
    expect(notesOf(s, 'Paliano, the High City')).toEqual([expect.objectContaining({ seat: 0, colors: ['R', 'G', 'W'] })]);
  });
});

describe('Paliano, the High City (CNS #65), game half', () => {
  const colors = (draft?: DraftRecord) => {
    const { state } = setup({ players: [{ battlefield: ['Paliano, the High City'], hand: ['Flame Slash'], ...(draft ? { draft } : {}) }, { battlefield: ['Ogre Sentry'] }] });
    return state;
  };

  it('"{T}: Add one mana of any color chosen as you drafted cards named Paliano, the High City."', () => {
    const state = colors({ seat: 0, notes: [{ card: 'Paliano, the High City', colors: ['R', 'G', 'W'] }], removed: [] });
    const paliano = permanent(state, 'Paliano, the High City');
    const offered = legalActions(state).filter((a) => a.type === 'activate' && a.source === paliano).map((a) => (a as { color?: string }).color);
    expect(offered.sort()).toEqual(['G', 'R', 'W']);
    const s = apply(state, { type: 'activate', player: 0, source: paliano, ability: 0, targets: [], x: 0, color: 'G' });
    expect(s.players[0]?.pool.G).toBe(1);
    expect(tryApply(state, { type: 'activate', player: 0, source: paliano, ability: 0, targets: [], x: 0, color: 'U' }).ok).toBe(false);
    // it pays for a red spell
    expect(legalActions(state).some((a) => a.type === 'cast')).toBe(true);
  });

  it('"If you control Paliano, the High City but you didn\'t draft a card named Paliano, the High City, its second ability won\'t add mana … Paliano won\'t produce colorless mana."', () => {
    const state = colors();
    const paliano = permanent(state, 'Paliano, the High City');
    expect(legalActions(state).filter((a) => a.type === 'activate' && a.source === paliano)).toEqual([]);
    expect(tryApply(state, { type: 'activate', player: 0, source: paliano, ability: 0, targets: [], x: 0 }).ok).toBe(false);
    expect(legalActions(state).some((a) => a.type === 'cast')).toBe(false);
  });

  it('colours chosen for another Paliano pay only for spells of those colours', () => {
    const state = colors({ seat: 0, notes: [{ card: 'Paliano, the High City', colors: ['W', 'U', 'B'] }], removed: [] });
    expect(legalActions(state).some((a) => a.type === 'cast')).toBe(false);
  });
});

describe('Cogwork Librarian — several at once', () => {
  it('ruling: "You may use the ability of more than one Cogwork Librarian while drafting from one booster pack. For example you can draft three cards from one booster pack and put two Cogwork Librarians into that booster pack."', () => {
    // round 1: seat 0 drafts a Cogwork Librarian from each of the two packs
    let s = fixedDraft([[pack(['Cogwork Librarian'], 2), pack(['Cogwork Librarian'], 2)], [pack(['Burn Away', 'Flame Slash', 'Kiln Fiend'], 4), pack([], 4)]]);
    const notLibrarian = (x: typeof s) => applyDraft(x, legalPicks(x, 1).find((a) => a.type === 'pick' && x.cards[a.card]?.name !== 'Cogwork Librarian')!);
    s = pick(s, 0, 'Cogwork Librarian');
    s = notLibrarian(s);
    s = pick(s, 0, 'Cogwork Librarian');
    s = applyDraft(s, legalPicks(s, 1).find((a) => a.type === 'pick')!);
    expect(pileNames(s, 0).filter((n) => n === 'Cogwork Librarian')).toHaveLength(2);
    expect(s.round).toBe(1);
    s = pick(s, 0, 'Burn Away', { extra: 'Cogwork Librarian' });
    s = pick(s, 0, 'Flame Slash', { extra: 'Cogwork Librarian' });
    s = pick(s, 0, 'Kiln Fiend');
    expect(pileNames(s, 0)).toEqual(expect.arrayContaining(['Burn Away', 'Flame Slash', 'Kiln Fiend']));
    expect(pileNames(s, 0)).not.toContain('Cogwork Librarian');
    const passed = s.packs[2]!.cards.map((c) => s.cards[c]?.name);
    expect(passed.filter((n) => n === 'Cogwork Librarian')).toHaveLength(2);
  });
});

describe('Deal Broker — offers revealed together', () => {
  it('ruling: "When you use Deal Broker’s second ability, after you reveal your card, each other player chooses up to one card from their card pool, then all those chosen cards are revealed simultaneously."', () => {
    let s = fixedDraft([[pack(['Deal Broker', 'Burn Away', 'Kiln Fiend'], 3), pack(['Flame Slash', 'Ogre Sentry', 'Cogwork Spy'], 3), pack(['Lurking Automaton', 'Canal Dredger', 'Whispergear Sneak'], 3)]]);
    s = pick(s, 0, 'Deal Broker');
    while (s.phase === 'drafting') s = applyDraft(s, legalPicks(s).find((a) => a.type === 'pick' && Object.keys(a).length === 3)!);
    expect(s.phase).toBe('dealBroker');
    s = applyDraft(s, { type: 'brokerReveal', seat: 0, card: s.drafters[0]!.pile[1]!.card });
    s = applyDraft(s, { type: 'brokerOffer', seat: 1, card: s.drafters[1]!.pile[0]!.card });
    // one offer made, one still to come: nobody sees it yet
    expect(Object.keys(draftView(s, 0).deal?.offers ?? {})).toEqual([]);
    expect(JSON.stringify(draftView(s, 2).deal ?? {})).not.toContain(s.cards[s.drafters[1]!.pile[0]!.card]!.name);
    s = applyDraft(s, { type: 'brokerOffer', seat: 2, card: s.drafters[2]!.pile[0]!.card });
    expect(Object.keys(draftView(s, 0).deal?.offers ?? {}).sort()).toEqual(['1', '2']);
  });
});

describe('Cogwork Spy — and Cogwork Grinder', () => {
  it('ruling: "You may look at the card even if it’s removed from the draft face down by Cogwork Grinder."', () => {
    let s = fixedDraft([[pack(['Cogwork Spy', 'Burn Away']), pack(['Cogwork Grinder'])]]);
    s = pick(s, 0, 'Cogwork Spy');
    s = pick(s, 1, 'Cogwork Grinder');
    s = pick(s, 1, 'Burn Away', { remove: 'Cogwork Grinder' });
    expect(pileNames(s, 1)).not.toContain('Burn Away');
    expect(s.drafters[1]?.removed.map((r) => s.cards[r.card]?.name)).toEqual(['Burn Away']);
    expect(draftView(s, 0).seen.map((c) => c.name)).toEqual(['Burn Away']);
  });
});

describe('Agent of Acquisitions — a second one', () => {
  it('ruling: "The second ability of Agent of Acquisitions works only if you’re drafting a card. For example, if you’ve already used one Agent of Acquisitions in a draft round, you can’t use a second Agent of Acquisitions later in that same draft round."', () => {
    let s = fixedDraft([[pack(['Agent of Acquisitions'], 3), pack(['Agent of Acquisitions'], 3)], [pack([], 3), pack([], 3)]]);
    const notAgent = (x: ReadonlyDraftState) => applyDraft(x, legalPicks(x, 1).find((a) => a.type === 'pick' && x.cards[a.card]?.name !== 'Agent of Acquisitions')!);
    s = pick(s, 0, 'Agent of Acquisitions');
    s = notAgent(s);
    s = pick(s, 0, 'Agent of Acquisitions');
    s = finishRound(s);
    expect(s.round).toBe(1);
    expect(pileNames(s, 0).filter((n) => n === 'Agent of Acquisitions')).toHaveLength(2);
    // round 2: one Agent takes the first pack whole
    expect(legalPicks(s, 0).some((a) => a.type === 'takePack')).toBe(true);
    s = applyDraft(s, { type: 'takePack', seat: 0 });
    while (s.drafters[0]!.queue.length > 0 && legalPicks(s, 0).length > 0 && !s.drafters[0]!.doneForRound) s = applyDraft(s, legalPicks(s, 0)[0]!);
    expect(s.drafters[0]?.doneForRound).toBe(true);
    // the other Agent, face up still, drafts nothing more this round: no pack is offered whole, nor any card
    expect(s.drafters[0]?.pile.filter((p) => s.cards[p.card]?.name === 'Agent of Acquisitions' && p.faceUp)).toHaveLength(1);
    s = applyDraft(s, legalPicks(s, 1)[0]!);
    expect(legalPicks(s, 0)).toEqual([]);
  });
});

describe('Canal Dredger — to yourself', () => {
  it('ruling: "If you draft a card named Canal Dredger, you pass the last card from each booster pack to yourself. In other words, when you are passed two cards, you draft both of them."', () => {
    let s = fixedDraft([[pack(['Canal Dredger'], 3), pack([], 3)]]);
    s = pick(s, 0, 'Canal Dredger');
    s = applyDraft(s, legalPicks(s, 1).find((a) => a.type === 'pick')!);
    // seat 0 is passed seat 1's pack with two cards: it drafts one, and the last one comes back to it
    expect(s.packs[1]?.cards).toHaveLength(2);
    s = applyDraft(s, legalPicks(s, 0).find((a) => a.type === 'pick')!);
    expect(s.drafters[0]?.queue).toContain(1);
    s = applyDraft(s, legalPicks(s, 0).find((a) => a.type === 'pick' && s.packs[1]!.cards.includes(a.card))!);
    expect(s.packs[1]?.cards).toHaveLength(0);
    expect(s.drafters[0]?.pile).toHaveLength(3);
  });
});
