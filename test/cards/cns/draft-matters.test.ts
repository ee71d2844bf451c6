import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  apply, applyDraft, cardPool, cards, characteristics, checkDeck, createDraft, deserialize, deserializeDraft, serialize, draftView, serializeDraft, isConspiracy, legalActions, legalPicks, playerAtDraftSeat, splitIntoTables, startTableGames, tryApply, tryApplyDraft,
  type BuiltDeck, type DraftAction, type DraftRecord, type ReadonlyDraftState,
} from '../../../src/index.js';
import { draftRecord } from '../../../src/draft/record.js';
import { cardInHand, finish, fixedDraft, notesOf, pack, pick, pileNames } from '../../draft/helpers.js';
import { activate, cast, castAndResolve, choose, chooseObject, names, passUntil, permanent, permanents, pt, resolveStack, resolveTop, setup, skipUntil } from '../helpers.js';
import { castVotes } from '../voting.js';
import { conspiracyGame, keepAll, putConspiracies } from '../conspiracy-helpers.js';

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

  it('game half: "{T}: …" — a cost, so it can\'t be activated again while tapped; "target card from your graveyard" — not a card in an opponent\'s graveyard', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Canal Dredger'], graveyard: ['Flame Slash', 'Burn Away'] }, { graveyard: ['Ogre Sentry'] }] });
    const dredger = permanent(state, 'Canal Dredger');
    const [slash, burn] = ids.graveyard[0]!;
    expect(tryApply(state, { type: 'activate', player: 0, source: dredger, ability: 0, targets: [{ object: ids.graveyard[1]![0]! }], x: 0 }).ok).toBe(false);
    const s = resolveStack(activate(state, 0, dredger, 0, [{ object: slash! }]));
    expect(s.objects[dredger]!.tapped).toBe(true);
    expect(tryApply(s, { type: 'activate', player: 0, source: dredger, ability: 0, targets: [{ object: burn! }], x: 0 }).ok).toBe(false);
    expect(names(s, 0, 'graveyard')).toEqual(['Burn Away']);
    expect(names(s, 1, 'graveyard')).toEqual(['Ogre Sentry']);
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

  it('game half: "enters with X +1/+1 counters on it, where X is the number of cards you removed from the draft with cards named Cogwork Grinder" — not a card removed with Animus of Predation', () => {
    const lands = Array<string>(6).fill('Wastes');
    const removed = [
      { card: 'Burn Away', by: 'Cogwork Grinder' as const }, { card: 'Ogre Sentry', by: 'Cogwork Grinder' as const }, { card: 'Cogwork Spy', by: 'Animus of Predation' as const },
    ];
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

  it('draft half: "the next card drafted from this booster pack" — not a pass without drafting (Leovold\'s Operative), but the card the drafter after drafts from it', () => {
    // three drafters, packs passing left; seat 1 drafts Leovold's Operative, seat 2's pack holds the Spy
    let s = fixedDraft([[pack(['Ogre Sentry']), pack(["Leovold's Operative"]), pack(['Kiln Fiend', 'Cogwork Spy', 'Burn Away'])]]);
    s = pick(s, 0, 'Ogre Sentry');
    s = pick(s, 1, "Leovold's Operative");
    s = pick(s, 2, 'Kiln Fiend');
    // seat 1 drafts two cards from seat 0's pack, and owes a pass without drafting
    s = pick(s, 1, 'Hurly-Burly', { extra: "Leovold's Operative" });
    s = pick(s, 1, 'Flame Slash');
    s = pick(s, 0, 'Cogwork Spy');
    // seat 1 passes the Spy's pack on without drafting from it: seat 0 looks at nothing yet
    expect(legalPicks(s, 1)).toEqual([{ type: 'passPack', seat: 1 }]);
    s = applyDraft(s, { type: 'passPack', seat: 1 });
    expect(draftView(s, 0).seen).toEqual([]);
    // seat 2 drafts from seat 1's and seat 0's packs, then from the Spy's pack: seat 0 looks at that card alone
    s = pick(s, 2, 'Goblin Balloon Brigade');
    s = pick(s, 2, 'Kiln Fiend');
    expect(draftView(s, 0).seen).toEqual([]);
    expect(s.drafters[2]!.queue[0]).toBe(2);
    s = pick(s, 2, 'Burn Away');
    expect(draftView(s, 0).seen.map((c) => c.name)).toEqual(['Burn Away']);
    expect(draftView(s, 1).seen).toEqual([]);
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

  it('CR 800.4a with the ruling "If the noted player isn\'t in the game…": the noted player leaving as it is declared attacking them drops that attack; it must still attack, now another player', () => {
    const { s, tracker } = trackerGame(7);
    const atNoted = apply(s, { type: 'declareAttacker', player: 0, attacker: tracker, target: { player: 2 } });
    const left = apply(atNoted, { type: 'concede', player: 2 });
    expect(left.decision).toEqual({ kind: 'declareAttackers', player: 0, pending: { entries: [] } });
    expect(deserialize(serialize(left))).toStrictEqual(left);
    // attacking is still required (no confirming without it), and player 1 may now be attacked
    expect(legalActions(left)).toEqual([{ type: 'declareAttacker', player: 0, attacker: tracker, target: { player: 1 } }]);
    const at1 = apply(left, { type: 'declareAttacker', player: 0, attacker: tracker, target: { player: 1 } });
    expect(apply(at1, { type: 'confirmAttackers', player: 0 }).combat?.attackers.map((a) => a.defender)).toEqual([1]);
  });

  it('"a player you noted": "you" is its controller — taken with Dack Fayden\'s −2, its owner\'s notes no longer say whom it attacks', () => {
    const { state } = setup({
      players: [
        { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3 } }], draft: { seat: 0, notes: [], removed: [] } },
        // its owner noted the player at seat 0, who takes it
        { battlefield: ['Cogwork Tracker'], draft: { seat: 5, notes: [{ card: 'Cogwork Tracker', player: 0 }], removed: [] } },
        { draft: { seat: 7, notes: [], removed: [] } },
      ],
    });
    const tracker = permanent(state, 'Cogwork Tracker');
    let s = resolveStack(apply(state, { type: 'activate', player: 0, source: permanent(state, 'Dack Fayden'), ability: 1, targets: [{ object: tracker }], x: 0 }));
    expect(characteristics(s, tracker).controller).toBe(0);
    s = skipUntil(s, (x) => x.turn.active === 0 && x.turn.number > state.turn.number && x.decision?.kind === 'declareAttackers');
    // player 0 noted no player for Cogwork Tracker: it attacks, and they choose whom (ruling)
    expect(tryApply(s, { type: 'confirmAttackers', player: 0 }).ok).toBe(false);
    for (const player of [1, 2]) {
      const at = apply(s, { type: 'declareAttacker', player: 0, attacker: tracker, target: { player } });
      expect(apply(at, { type: 'confirmAttackers', player: 0 }).combat?.attackers.map((a) => a.defender)).toEqual([player]);
    }
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

describe('Cogwork Tracker (CNS #60), game half — another player\'s Tracker', () => {
  it('"a player you noted": its controller\'s notes, once Dack Fayden\'s −2 gained control of the owner\'s Tracker (CR 613.1b)', () => {
    const { state } = setup({
      players: [
        { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3 } }], draft: { seat: 0, notes: [{ card: 'Cogwork Tracker', player: 7 }], removed: [] } },
        { battlefield: ['Cogwork Tracker'], draft: { seat: 5, notes: [], removed: [] } },
        { draft: { seat: 7, notes: [], removed: [] } },
      ],
    });
    const tracker = permanent(state, 'Cogwork Tracker');
    let s = resolveStack(activate(state, 0, permanent(state, 'Dack Fayden'), 1, [{ object: tracker }]));
    // player 0's next turn: the Tracker has been theirs since it began, and must attack player 2, whom they noted
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    expect(s.turn).toMatchObject({ active: 0, number: 5 });
    const at1 = apply(s, { type: 'declareAttacker', player: 0, attacker: tracker, target: { player: 1 } });
    expect(tryApply(at1, { type: 'confirmAttackers', player: 0 }).ok).toBe(false);
    const at2 = apply(s, { type: 'declareAttacker', player: 0, attacker: tracker, target: { player: 2 } });
    expect(apply(at2, { type: 'confirmAttackers', player: 0 }).combat?.attackers.map((a) => a.defender)).toEqual([2]);
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

describe('Lore Seeker with a Cogwork Librarian\'s additional pick', () => {
  it('ruling: "first pass the booster pack that contained Lore Seeker to the next player. Then open the new booster pack" — after the additional card is drafted from it', () => {
    let s = fixedDraft([[pack(['Cogwork Librarian']), pack(['Lore Seeker'])]]);
    s = pick(s, 0, 'Cogwork Librarian');
    s = pick(s, 1, 'Ogre Sentry');
    const seeker = s.packs[1]!.cards.find((c) => s.cards[c]?.name === 'Lore Seeker')!;
    const offered = legalPicks(s, 0).filter((a) => a.type === 'pick' && a.card === seeker && a.extra === 'Cogwork Librarian');
    expect(offered.map((a) => (a as { addBooster?: boolean }).addBooster ?? false).sort()).toEqual([false, true]);
    s = applyDraft(s, { type: 'pick', seat: 0, card: seeker, extra: 'Cogwork Librarian', addBooster: true });
    // the additional card comes first, from the same pack; no booster yet
    expect(s.drafters[0]!.queue[0]).toBe(1);
    expect(s.packs).toHaveLength(2);
    const saved = deserializeDraft(serializeDraft(s));
    expect(saved).toEqual(s);
    const tampered = JSON.parse(serializeDraft(s)) as { drafters: Record<string, unknown>[] };
    tampered.drafters[1]!.boostersAfterPass = 1;
    expect(() => deserializeDraft(JSON.stringify(tampered))).toThrow(/boosters after pass/);
    s = applyDraft(s, legalPicks(s, 0).find((a) => a.type === 'pick' && Object.keys(a).length === 3)!);
    // the pack was passed on with the Librarian in it, then the new booster opened: the next pick is from it
    expect(s.packs).toHaveLength(3);
    expect(s.drafters[0]!.queue[0]).toBe(2);
    expect(s.packs[1]!.cards.map((c) => s.cards[c]?.name)).toContain('Cogwork Librarian');
    const kinds = s.log.map((e) => e.type);
    expect(kinds.lastIndexOf('addBooster')).toBeGreaterThan(kinds.lastIndexOf('pass'));
    expect(s.drafters[0]!.boostersAfterPass).toBeUndefined();
    expect(finish(s).phase).not.toBe('drafting');
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

describe('Whispergear Sneak (CNS #64): packs drafted empty', () => {
  it('draft half: "look at any unopened booster pack in the draft or any booster pack not being looked at by another player" — a pack whose cards are all drafted is neither', () => {
    let s = fixedDraft([[['Whispergear Sneak', 'Ogre Sentry'], ['Kiln Fiend', 'Flame Slash']], [['Hurly-Burly', 'Trumpet Blast'], ['Burn Away', 'Cogwork Spy']], [['Ogre Sentry', 'Kiln Fiend'], ['Flame Slash', 'Burn Away']]]);
    s = pick(s, 0, 'Whispergear Sneak');
    s = pick(s, 1, 'Kiln Fiend');
    s = pick(s, 0, 'Flame Slash');
    s = pick(s, 1, 'Ogre Sentry');
    // round two: the packs of round one are empty, those of round two are in hand, those of round three unopened
    expect(s.round).toBe(1);
    const looks = legalPicks(s, 0).filter((a) => a.type === 'lookAtPack').map((a) => (a as { pack: number }).pack);
    const unopened = s.packs.filter((p) => p.round === 2).map((p) => p.id);
    expect(unopened).toHaveLength(2);
    expect(looks).toEqual(unopened);
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
    expect(legalActions(state).some((a) => a.type === 'cast')).toBe(false);
    // CR 605.2: it is a mana ability all the same, and may be activated: Paliano becomes tapped, and no
    // mana of any type (colorless neither) is added
    const activation = { type: 'activate', player: 0, source: paliano, ability: 0, targets: [], x: 0 } as const;
    expect(legalActions(state)).toContainEqual(activation);
    expect(tryApply(state, { ...activation, color: 'R' }).ok).toBe(false);
    const s = apply(state, activation);
    expect(s.objects[paliano]?.tapped).toBe(true);
    expect(s.stack).toEqual([]);
    expect(Object.values(s.players[0]!.pool).every((n) => n === 0)).toBe(true);
    expect(legalActions(s).some((a) => a.type === 'cast')).toBe(false);
  });

  it('colours chosen for another Paliano pay only for spells of those colours', () => {
    const state = colors({ seat: 0, notes: [{ card: 'Paliano, the High City', colors: ['W', 'U', 'B'] }], removed: [] });
    expect(legalActions(state).some((a) => a.type === 'cast')).toBe(false);
  });

  it('CR 109.5: "you" is its controller — a Paliano gained with Expropriate adds a colour its new controller chose as they drafted one, not its owner\'s', () => {
    const taken = (mine: DraftRecord | null) => {
      const { state } = setup({
        players: [
          { hand: ['Expropriate'], battlefield: ['Island', 'Island', ...Array<string>(7).fill('Wastes')], ...(mine ? { draft: mine } : {}) },
          { battlefield: ['Paliano, the High City'], draft: { seat: 1, notes: [{ card: 'Paliano, the High City', colors: ['W', 'G', 'U'] }], removed: [] } },
        ],
      });
      // player 0 votes time, player 1 money: player 0 chooses a permanent player 1 owns, Paliano
      const s = resolveStack(chooseObject(castVotes(resolveTop(cast(state, 0, state.players[0]!.hand[0]!)), ['time', 'money']), permanent(state, 'Paliano, the High City')));
      const land = permanent(s, 'Paliano, the High City');
      expect([s.objects[land]!.owner, characteristics(s, land).controller]).toEqual([1, 0]);
      return { s, land };
    };
    const { s, land } = taken({ seat: 0, notes: [{ card: 'Paliano, the High City', colors: ['U', 'B', 'R'] }], removed: [] });
    const offered = legalActions(s).filter((a) => a.type === 'activate' && a.source === land).map((a) => (a as { color?: string }).color);
    expect(offered.sort()).toEqual(['B', 'R', 'U']);
    expect(apply(s, { type: 'activate', player: 0, source: land, ability: 0, targets: [], x: 0, color: 'B' }).players[0]?.pool.B).toBe(1);
    expect(tryApply(s, { type: 'activate', player: 0, source: land, ability: 0, targets: [], x: 0, color: 'W' }).ok).toBe(false);
    // ruling: "If you control Paliano, the High City but you didn't draft a card named Paliano, the High City, its second ability won't add mana"
    const { s: none, land: theirs } = taken(null);
    expect(legalActions(none).filter((a) => a.type === 'activate' && a.source === theirs).map((a) => (a as { color?: string }).color)).toEqual([undefined]);
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

/** A deck of a completed draft's pool: every nonconspiracy card and Plains up to 40; conspiracies in the sideboard. */
function deckOfPool(state: ReadonlyDraftState, seat: number): BuiltDeck {
  const pool = cardPool(state, seat);
  const deck = pool.filter((n) => !isConspiracy(n));
  while (deck.length < 40) deck.push('Plains');
  return { deck, sideboard: pool.filter(isConspiracy) };
}

/** The first plain pick (no option taken) of `seat` whose card is named `name`, or of any card but `not`. */
function plainPick(s: ReadonlyDraftState, seat: number, not?: string): DraftAction {
  const a = legalPicks(s, seat).find((x) => x.type === 'pick' && Object.keys(x).length === 3 && (not === undefined || s.cards[x.card]?.name !== not));
  if (!a) throw new Error(`no plain pick for seat ${seat}`);
  return a;
}

describe('Worldknit — the card pool', () => {
  it('ruling: "Your card pool includes every card you drafted or received after the draft because of Deal Broker. It doesn’t include any cards removed from the draft with Cogwork Grinder."', () => {
    // seat 0: Deal Broker, Cogwork Grinder, then removes Flame Slash; seat 1 trades the Worldknit it drafted
    let s = fixedDraft([[pack(['Deal Broker', 'Ogre Sentry', 'Flame Slash'], 3), pack(['Cogwork Grinder', 'Worldknit', 'Kiln Fiend'], 3)], [pack(['Hurly-Burly', 'Bronze Sable'], 2), pack(['Courier Hawk', 'Wild Griffin'], 2)]]);
    s = pick(s, 0, 'Deal Broker');
    s = pick(s, 1, 'Kiln Fiend');
    s = pick(s, 0, 'Cogwork Grinder');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 0, 'Flame Slash', { remove: 'Cogwork Grinder' });
    s = pick(s, 1, 'Worldknit');
    s = pick(pick(s, 0, 'Hurly-Burly'), 1, 'Courier Hawk');
    s = pick(pick(s, 0, 'Wild Griffin'), 1, 'Bronze Sable');
    expect(s.phase).toBe('dealBroker');
    const cardOf = (seat: number, name: string) => s.drafters[seat]!.pile.find((p) => s.cards[p.card]?.name === name)!.card;
    s = applyDraft(s, { type: 'brokerReveal', seat: 0, card: cardOf(0, 'Hurly-Burly') });
    s = applyDraft(s, { type: 'brokerOffer', seat: 1, card: cardOf(1, 'Worldknit') });
    s = applyDraft(s, { type: 'brokerAccept', seat: 0, from: 1 });
    expect(s.phase).toBe('complete');
    // the pool: drafted cards and the card received, not the card removed
    expect(cardPool(s, 0).sort()).toEqual(['Cogwork Grinder', 'Deal Broker', 'Wild Griffin', 'Worldknit']);
    // the game: with the whole pool in the deck and Worldknit in the command zone, lands tap for any colour
    const built = deckOfPool(s, 0);
    checkDeck(cardPool(s, 0), built);
    // a deck holding the removed card is not a deck of this pool
    expect(() => checkDeck(cardPool(s, 0), { deck: [...built.deck.slice(1), 'Flame Slash'], sideboard: built.sideboard })).toThrow(/Flame Slash/);
    let g = keepAll(putConspiracies(conspiracyGame([{ deck: built.deck as string[], sideboard: built.sideboard as string[] }, {}, {}], 1, 0), { 0: [{ card: 'Worldknit' }] }));
    g = resolveStack(g);
    while (g.turn.step !== 'main1') g = resolveStack(apply(g, { type: 'pass', player: (g.decision as { player: number }).player }));
    const plains = g.players[0]!.hand.find((id) => g.objects[id]!.card === 'Plains')!;
    g = apply(g, { type: 'playLand', player: 0, card: plains });
    const land = g.battlefield.find((id) => g.objects[id]!.card === 'Plains')!;
    const colors = legalActions(g).filter((a) => a.type === 'activate' && a.source === land).map((a) => (a as { color?: string }).color ?? 'W');
    expect(colors.sort()).toEqual(['B', 'G', 'R', 'U', 'W', 'W']);
  });
});

describe('Worldknit — a drafted basic land card', () => {
  /** Seat 0 drafts Worldknit, then a Forest from a custom pack (as a cube may hold basic lands). */
  function draftedForest(): ReadonlyDraftState {
    let s = fixedDraft([[pack(['Worldknit', 'Kiln Fiend'], 2), pack(['Forest', 'Ogre Sentry'], 2)]]);
    s = pick(pick(s, 0, 'Worldknit'), 1, 'Ogre Sentry');
    s = pick(pick(s, 0, 'Forest'), 1, 'Kiln Fiend');
    expect(s.phase).toBe('complete');
    expect(cardPool(s, 0).sort()).toEqual(['Forest', 'Worldknit']);
    return s;
  }

  /** The colours seat 0's first Plains taps for, Worldknit in the command zone, playing the deck built from the draft. */
  function plainsColors(draft: ReadonlyDraftState, built: BuiltDeck): string[] {
    checkDeck(cardPool(draft, 0), built);
    const record = draftRecord(draft, 0);
    let g = keepAll(putConspiracies(conspiracyGame([{ deck: built.deck as string[], sideboard: built.sideboard as string[], draft: record }, {}, {}], 1, 0), { 0: [{ card: 'Worldknit' }] }));
    g = resolveStack(g);
    while (g.turn.step !== 'main1') g = resolveStack(apply(g, { type: 'pass', player: (g.decision as { player: number }).player }));
    const plains = g.players[0]!.hand.find((id) => g.objects[id]!.card === 'Plains')!;
    g = apply(g, { type: 'playLand', player: 0, card: plains });
    const land = g.battlefield.find((id) => g.objects[id]!.card === 'Plains')!;
    return legalActions(g).filter((a) => a.type === 'activate' && a.source === land).map((a) => (a as { color?: string }).color ?? 'W').sort();
  }

  it('ruling: "Your card pool includes every card you drafted": a drafted Forest left in the sideboard (CR 100.4b) did not start the game in the library, so Worldknit is off; in the deck, it is on', () => {
    const draft = draftedForest();
    expect(plainsColors(draft, { deck: Array<string>(40).fill('Plains'), sideboard: ['Worldknit', 'Forest'] })).toEqual(['W']);
    expect(plainsColors(draft, { deck: [...Array<string>(39).fill('Plains'), 'Forest'], sideboard: ['Worldknit'] })).toEqual(['B', 'G', 'R', 'U', 'W', 'W']);
  });
});

describe('Agent of Acquisitions — the order of the cards', () => {
  /** Seat 0 drafts Agent of Acquisitions, takes seat 1's pack whole and drafts it in the order given. */
  function takeInOrder(order: string[]): ReadonlyDraftState {
    let s = fixedDraft([[pack(['Agent of Acquisitions'], 4), pack(['Kiln Fiend', 'Aether Searcher', 'Lurking Automaton', 'Burn Away'], 4)]]);
    s = pick(s, 0, 'Agent of Acquisitions');
    s = pick(s, 1, 'Kiln Fiend');
    s = applyDraft(s, { type: 'takePack', seat: 0 });
    // every card of the pack may be drafted next
    expect(legalPicks(s, 0).map((a) => (a.type === 'pick' ? s.cards[a.card]?.name : a.type)).sort()).toEqual(['Aether Searcher', 'Burn Away', 'Lurking Automaton']);
    for (const name of order) s = pick(s, 0, name);
    return s;
  }

  it('ruling: "You choose the order the cards in that booster pack are drafted. In many cases this won’t matter, but it could be relevant if one of the cards cares about when it was drafted or what the next card you draft is."', () => {
    let s = takeInOrder(['Aether Searcher', 'Lurking Automaton', 'Burn Away']);
    expect(notesOf(s, 'Aether Searcher').map((n) => n.name)).toEqual(['Lurking Automaton']);
    expect(notesOf(s, 'Lurking Automaton').map((n) => n.number)).toEqual([3]);
    s = takeInOrder(['Lurking Automaton', 'Aether Searcher', 'Burn Away']);
    expect(notesOf(s, 'Aether Searcher').map((n) => n.name)).toEqual(['Burn Away']);
    expect(notesOf(s, 'Lurking Automaton').map((n) => n.number)).toEqual([2]);
  });
});

describe('Canal Dredger — several drafted', () => {
  it('ruling: "If multiple players have drafted a card named Canal Dredger, each player chooses which of those players to pass the last card to."', () => {
    let s = fixedDraft([[pack(['Canal Dredger'], 3), pack(['Canal Dredger'], 3), pack([], 3)]]);
    s = pick(s, 0, 'Canal Dredger');
    s = pick(s, 1, 'Canal Dredger');
    s = applyDraft(s, plainPick(s, 2));
    // seat 2 now drafts from seat 1's pack of two: its last card goes to seat 0 or seat 1, as seat 2 chooses
    expect(s.drafters[2]!.queue[0]).toBe(1);
    const choices = legalPicks(s, 2).filter((a) => a.type === 'pick');
    expect([...new Set(choices.map((a) => (a as { dredger?: number }).dredger))].sort()).toEqual([0, 1]);
    const toSeat1 = choices.find((a) => (a as { dredger?: number }).dredger === 1)!;
    s = applyDraft(s, toSeat1);
    expect(s.drafters[1]!.queue).toContain(1);
    expect(s.drafters[0]!.queue).not.toContain(1);
    expect(s.log.some((e) => e.type === 'pass' && e.rule === 'Canal Dredger' && e.seat === 2 && e.to === 1)).toBe(true);
    // a Dredger drafter chooses too, and may keep the last card
    const own = legalPicks(s, 0).filter((a) => a.type === 'pick' && (a as { dredger?: number }).dredger === 0)[0]!;
    const packId = s.drafters[0]!.queue[0]!;
    s = applyDraft(s, own);
    expect(s.drafters[0]!.queue).toContain(packId);
  });

  it('ruling: "You draft all cards passed to you this way one at a time. If you also drafted a Cogwork Grinder, you may remove any of those cards from the draft."', () => {
    let s = fixedDraft([[pack(['Canal Dredger', 'Cogwork Grinder', 'Burn Away'], 3), pack(['Flame Slash', 'Kiln Fiend', 'Ogre Sentry'], 3)]]);
    s = pick(s, 0, 'Canal Dredger');
    s = pick(s, 1, 'Ogre Sentry');
    // seat 1 leaves the Cogwork Grinder alone in seat 0's pack: it comes back to seat 0
    s = pick(s, 1, 'Burn Away');
    // seat 0 drafts from seat 1's pack and its last card comes back to seat 0 as well
    s = pick(s, 0, 'Kiln Fiend');
    expect(s.drafters[0]!.queue).toEqual([0, 1]);
    // one at a time: only the first pack's card may be drafted now
    expect(legalPicks(s, 0).filter((a) => a.type === 'pick').map((a) => s.cards[(a as { card: number }).card]?.name)).toEqual(['Cogwork Grinder']);
    s = pick(s, 0, 'Cogwork Grinder');
    const last = legalPicks(s, 0).filter((a) => a.type === 'pick');
    expect(last.map((a) => [s.cards[(a as { card: number }).card]?.name, (a as { remove?: string }).remove]).sort()).toEqual([['Flame Slash', undefined], ['Flame Slash', 'Cogwork Grinder']]);
    s = pick(s, 0, 'Flame Slash', { remove: 'Cogwork Grinder' });
    expect(s.drafters[0]!.removed.map((r) => s.cards[r.card]?.name)).toEqual(['Flame Slash']);
    expect(pileNames(s, 0)).toEqual(['Canal Dredger', 'Kiln Fiend', 'Cogwork Grinder']);
  });
});

describe('Canal Dredger — removed from the draft by Cogwork Grinder', () => {
  /**
   * Seat 0 drafts Cogwork Grinder, then Canal Dredger (removing it with the Grinder when `removed`),
   * then leaves one card, Flame Slash, in its first pack.
   */
  function lastCardOfAPack(removed: boolean): ReadonlyDraftState {
    let s = two(['Cogwork Grinder', 'Ogre Sentry', 'Kiln Fiend', 'Flame Slash'], ['Canal Dredger', 'Burn Away', 'Hurly-Burly', 'Trumpet Blast']);
    s = pick(s, 0, 'Cogwork Grinder');
    s = pick(s, 1, 'Burn Away');
    s = pick(s, 0, 'Canal Dredger', removed ? { remove: 'Cogwork Grinder' } : {});
    s = pick(s, 1, 'Ogre Sentry');
    return pick(s, 0, 'Kiln Fiend');
  }

  it('rulings: Cogwork Grinder "If that card instructs you to draft it face up, do so, then turn it face down as you remove it", Animus of Predation "it has no effect while face up": a Canal Dredger removed from the draft face down gets no last card (CR 905.2c)', () => {
    const kept = lastCardOfAPack(false);
    // kept, the Dredger draws the pack's last card back to seat 0
    expect(kept.drafters[0]!.queue).toContain(0);
    expect(kept.log.some((e) => e.type === 'pass' && e.rule === 'Canal Dredger' && e.seat === 0 && e.to === 0)).toBe(true);
    const s = lastCardOfAPack(true);
    expect(s.drafters[0]!.removed.map((r) => s.cards[r.card]?.name)).toEqual(['Canal Dredger']);
    expect(s.log.some((e) => e.type === 'faceDown' && e.rule === 'Cogwork Grinder' && s.cards[e.card!]?.name === 'Canal Dredger')).toBe(true);
    // removed, it does nothing: the last card is passed on as normal (905.1b), to seat 1
    expect(s.drafters[0]!.queue).not.toContain(0);
    expect(s.drafters[1]!.queue).toContain(0);
    expect(s.log.some((e) => e.type === 'pass' && e.rule === 'Canal Dredger')).toBe(false);
    expect(legalPicks(s, 1).every((a) => !('dredger' in a) || a.dredger === undefined)).toBe(true);
  });
});

describe('Cogwork Grinder — the card removed is still drafted', () => {
  /** Seat 0 drafts Cogwork Grinder, then removes `name` from seat 1's pack as its second pick. */
  function removes(name: string): ReadonlyDraftState {
    let s = fixedDraft([[pack(['Cogwork Grinder'], 4), pack([name, 'Kiln Fiend', 'Burn Away', 'Flame Slash'], 4)]]);
    s = pick(s, 0, 'Cogwork Grinder');
    s = pick(s, 1, 'Kiln Fiend');
    return pick(s, 0, name, { remove: 'Cogwork Grinder' });
  }

  it('ruling: "You still draft the card that you remove. This may matter if an ability refers to “the next card you draft” or similar. If that card instructs you to draft it face up, do so, then turn it face down as you remove it. If that card instructs you to reveal it as you draft it and then perform additional actions, perform those actions before turning the card face down and removing it from the draft."', () => {
    // "the next card you draft": Aether Searcher notes the name of the card removed right after it
    let t = fixedDraft([[pack(['Cogwork Grinder', 'Ogre Sentry', 'Flame Slash'], 3), pack(['Aether Searcher', 'Burn Away', 'Kiln Fiend'], 3)]]);
    t = pick(t, 0, 'Cogwork Grinder');
    t = pick(t, 1, 'Kiln Fiend');
    t = pick(t, 0, 'Aether Searcher');
    t = pick(t, 1, 'Ogre Sentry');
    t = pick(t, 0, 'Flame Slash', { remove: 'Cogwork Grinder' });
    expect(t.drafters[0]!.removed.map((r) => t.cards[r.card]?.name)).toEqual(['Flame Slash']);
    expect(notesOf(t, 'Aether Searcher')).toEqual([expect.objectContaining({ seat: 0, name: 'Flame Slash' })]);
    // and it counts among the cards drafted this round
    expect(t.drafters[0]!.draftedThisRound).toBe(3);

    // a card drafted face up (Cogwork Librarian) is drafted face up — every drafter sees it — then turned face down as it is removed
    let s = removes('Cogwork Librarian');
    const librarian = s.drafters[0]!.removed[0]!.card;
    expect(s.cards[librarian]?.name).toBe('Cogwork Librarian');
    const pickEvent = s.log.findIndex((e) => e.type === 'pick' && e.card === librarian);
    expect(s.log[pickEvent]).toMatchObject({ rule: '905.2c' });
    expect(s.log[pickEvent]!.visibleTo).toBeUndefined();
    const faceDown = s.log.findIndex((e) => e.type === 'faceDown' && e.card === librarian);
    const removed = s.log.findIndex((e) => e.type === 'remove' && e.card === librarian);
    expect(pickEvent).toBeLessThan(faceDown);
    expect(faceDown).toBeLessThan(removed);
    expect(draftView(s, 1).log.some((e) => e.type === 'pick' && e.card === librarian)).toBe(true);
    // its face-up ability never works: not in the pile, no extra pick offered
    expect(pileNames(s, 0)).toEqual(['Cogwork Grinder']);

    // a card revealed and noted as it is drafted (Lurking Automaton) is revealed and noted before it is removed
    s = removes('Lurking Automaton');
    const automaton = s.drafters[0]!.removed[0]!.card;
    const reveal = s.log.findIndex((e) => e.type === 'reveal' && e.card === automaton);
    const note = s.log.findIndex((e) => e.type === 'note' && e.card === automaton);
    const removal = s.log.findIndex((e) => e.type === 'remove' && e.card === automaton);
    expect(reveal).toBeGreaterThanOrEqual(0);
    expect(reveal).toBeLessThan(removal);
    expect(note).toBeLessThan(removal);
    expect(notesOf(s, 'Lurking Automaton')).toEqual([expect.objectContaining({ seat: 0, number: 2 })]);
  });

  it('ruling: "A card that is removed from the draft isn’t in any player’s card pool. That card can’t be played in any games associated with that draft."', () => {
    let s = removes('Pillarfield Ox');
    s = finish(s);
    expect(cardPool(s, 0)).not.toContain('Pillarfield Ox');
    expect(cardPool(s, 1)).not.toContain('Pillarfield Ox');
    const decks = [0, 1].map((seat) => deckOfPool(s, seat));
    checkDeck(cardPool(s, 0), decks[0]!);
    const withRemoved: BuiltDeck = { deck: [...decks[0]!.deck, 'Pillarfield Ox'], sideboard: decks[0]!.sideboard };
    expect(() => checkDeck(cardPool(s, 0), withRemoved)).toThrow(/Pillarfield Ox/);
  });
});

/** Six drafters each drafting two cards of one round, seats 0 and 1 with the given packs, the others filler; `picks` first. */
function sixDrafters(first: string[], second: string[]): ReadonlyDraftState {
  return fixedDraft([[pack(first, 2), pack(second, 2), pack([], 2), pack([], 2), pack([], 2), pack([], 2)]]);
}

/** A table seed that seats draft seats `a` and `b` at different games of a six-drafter draft. */
function seedSplitting(a: number, b: number): number {
  for (let seed = 1; seed < 100; seed++) {
    const tables = splitIntoTables(6, seed);
    if (tables.findIndex((t) => t.includes(a)) !== tables.findIndex((t) => t.includes(b))) return seed;
  }
  throw new Error('no seed splits them');
}

describe('Cogwork Tracker — the noted players', () => {
  it('ruling: "If your draft is breaking up into multiple games, you and the noted player(s) aren’t required to be in the same game."', () => {
    // seat 0 passes a Cogwork Tracker to seat 1, which notes seat 0
    let s = sixDrafters(['Ogre Sentry', 'Cogwork Tracker'], []);
    s = pick(s, 0, 'Ogre Sentry');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 1, 'Cogwork Tracker');
    expect(notesOf(s, 'Cogwork Tracker')).toEqual([expect.objectContaining({ seat: 1, player: 0 })]);
    s = finish(s);
    const games = startTableGames(s, s.drafters.map((d) => deckOfPool(s, d.seat)), { seed: seedSplitting(0, 1) });
    expect(games).toHaveLength(2);
    const table = games.find((t) => t.seats.includes(1))!;
    expect(table.seats).not.toContain(0);
    const player = table.seats.indexOf(1);
    expect(table.game.players[player]!.draft?.notes).toContainEqual({ card: 'Cogwork Tracker', player: 0 });
    expect(playerAtDraftSeat(table.game, 0)).toBeUndefined();
    // in that game the Tracker still attacks each combat, any player its controller chooses
    const { state } = setup({
      players: [
        // the setup takes a record of its own: a copy of the one the table game holds (read-only there)
        { battlefield: ['Cogwork Tracker'], draft: structuredClone(table.game.players[player]!.draft!) as DraftRecord },
        { draft: { seat: 2, notes: [], removed: [] } },
        { draft: { seat: 3, notes: [], removed: [] } },
      ],
    });
    const at = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    expect(tryApply(at, { type: 'confirmAttackers', player: 0 }).ok).toBe(false);
    for (const target of [1, 2]) {
      const declared = apply(at, { type: 'declareAttacker', player: 0, attacker: permanent(at, 'Cogwork Tracker'), target: { player: target } });
      expect(tryApply(declared, { type: 'confirmAttackers', player: 0 }).ok).toBe(true);
    }
  });

  it('ruling: "If there are multiple noted players, perhaps because the players on both your left and right passed a Cogwork Tracker to you, you choose which of those players each Cogwork Tracker attacks. If you control more than one, they can each attack a different noted player."', () => {
    // round 1 passes left: seat 0 passes one to seat 1; round 2 passes right: seat 2 passes one to seat 1
    let s = fixedDraft([[pack(['Ogre Sentry', 'Cogwork Tracker'], 2), pack([], 2), pack([], 2)], [pack([], 2), pack([], 2), pack(['Ogre Sentry', 'Cogwork Tracker'], 2)]]);
    s = pick(s, 0, 'Ogre Sentry');
    s = applyDraft(s, plainPick(s, 1));
    s = applyDraft(s, plainPick(s, 2));
    s = pick(s, 1, 'Cogwork Tracker');
    s = finishRound(s);
    s = pick(s, 2, 'Ogre Sentry');
    s = applyDraft(s, plainPick(s, 1));
    s = pick(s, 1, 'Cogwork Tracker');
    expect(notesOf(s, 'Cogwork Tracker').map((n) => [n.seat, n.player])).toEqual([[1, 0], [1, 2]]);
    s = finish(s);
    const record = draftRecord(s, 1);
    // the game: draft seats 0–3 are players 0–3, seat 1 is player 0 here
    const { state } = setup({
      players: [
        { battlefield: ['Cogwork Tracker', 'Cogwork Tracker'], draft: record },
        { draft: { seat: 0, notes: [], removed: [] } },
        { draft: { seat: 2, notes: [], removed: [] } },
        { draft: { seat: 3, notes: [], removed: [] } },
      ],
    });
    const at = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    const [a, b] = permanents(at, 'Cogwork Tracker');
    const declare = (targets: [number, number]) => {
      let d = apply(at, { type: 'declareAttacker', player: 0, attacker: a!, target: { player: targets[0] } });
      d = apply(d, { type: 'declareAttacker', player: 0, attacker: b!, target: { player: targets[1] } });
      return tryApply(d, { type: 'confirmAttackers', player: 0 }).ok;
    };
    // each a different noted player, or both the same; never the player nobody noted
    expect(declare([1, 2])).toBe(true);
    expect(declare([2, 1])).toBe(true);
    expect(declare([1, 1])).toBe(true);
    expect(declare([1, 3])).toBe(false);
  });

  it('ruling: "If, during your declare attackers step, Cogwork Tracker is tapped, is affected by a spell or ability that says it can’t attack, or hasn’t been under your control continuously since the turn began (and doesn’t have haste), then it doesn’t attack. If there’s a cost associated with having a creature attack, you’re not forced to pay that cost, so it doesn’t have to attack in that case either."', () => {
    const record = { seat: 0, notes: [{ card: 'Cogwork Tracker', player: 1 }], removed: [] };
    const noAttack = (tracker: string | { card: string; tapped?: boolean; sick?: boolean }, other: string[] = [], own: string[] = []) => {
      const { state } = setup({ players: [{ battlefield: [tracker, ...own], draft: record }, { battlefield: other, draft: { seat: 1, notes: [], removed: [] } }] });
      const at = passUntil(state, (x) => x.decision?.kind === 'declareAttackers' || x.turn.step === 'declareAttackers' || x.turn.step === 'main2');
      return at.decision?.kind !== 'declareAttackers' || tryApply(at, { type: 'confirmAttackers', player: 0 }).ok;
    };
    // untapped and under control since the turn began: it must attack
    expect(noAttack('Cogwork Tracker')).toBe(false);
    expect(noAttack({ card: 'Cogwork Tracker', tapped: true })).toBe(true);
    expect(noAttack({ card: 'Cogwork Tracker', sick: true })).toBe(true);
    // Ghostly Prison: attacking player 1 costs {2}, which player 0 could pay but need not
    expect(noAttack('Cogwork Tracker', ['Ghostly Prison'], ['Wastes', 'Wastes'])).toBe(true);
  });
});

describe('Deal Broker — the exchange', () => {
  /** Seats 0 and 1 draft one round of three cards from these packs in the order given, then the Deal Broker phase starts. */
  function drafted(packs: [string[], string[]], order: [number, string][]): ReadonlyDraftState {
    let s = fixedDraft([[pack(packs[0], 3), pack(packs[1], 3)]]);
    for (const [seat, name] of order) s = pick(s, seat, name);
    return s;
  }
  const inPile = (s: ReadonlyDraftState, seat: number, name: string) => s.drafters[seat]!.pile.find((p) => s.cards[p.card]?.name === name)!.card;

  it('ruling: "You may reveal Deal Broker itself for its second ability. If you do, and you accept another player’s offer, that player won’t be able to use the second ability to offer another exchange."', () => {
    let s = drafted([['Deal Broker', 'Ogre Sentry', 'Kiln Fiend'], ['Flame Slash', 'Burn Away', 'Hurly-Burly']], [[0, 'Deal Broker'], [1, 'Flame Slash'], [0, 'Burn Away'], [1, 'Ogre Sentry'], [0, 'Kiln Fiend'], [1, 'Hurly-Burly']]);
    expect(s.phase).toBe('dealBroker');
    expect(legalPicks(s, 0)).toContainEqual({ type: 'brokerReveal', seat: 0, card: inPile(s, 0, 'Deal Broker') });
    s = applyDraft(s, { type: 'brokerReveal', seat: 0, card: inPile(s, 0, 'Deal Broker') });
    s = applyDraft(s, { type: 'brokerOffer', seat: 1, card: inPile(s, 1, 'Flame Slash') });
    s = applyDraft(s, { type: 'brokerAccept', seat: 0, from: 1 });
    // seat 1 now owns the Deal Broker, face down: no exchange of its own, the draft is over
    expect(pileNames(s, 1)).toContain('Deal Broker');
    expect(s.drafters[1]!.pile.find((p) => s.cards[p.card]?.name === 'Deal Broker')!.faceUp).toBe(false);
    expect(s.phase).toBe('complete');
    expect(legalPicks(s)).toEqual([]);
  });

  it('ruling: "The cards exchanged this way aren’t drafted. They can’t be removed from the draft by Cogwork Grinder, for example."', () => {
    // seat 0's last pick is Aether Searcher (no next card drafted); seat 1 has a face-up Cogwork Grinder
    let s = drafted([['Deal Broker', 'Kiln Fiend', 'Aether Searcher'], ['Cogwork Grinder', 'Ogre Sentry', 'Burn Away']], [[0, 'Deal Broker'], [1, 'Cogwork Grinder'], [0, 'Ogre Sentry'], [1, 'Kiln Fiend'], [0, 'Aether Searcher'], [1, 'Burn Away']]);
    expect(s.phase).toBe('dealBroker');
    s = applyDraft(s, { type: 'brokerReveal', seat: 0, card: inPile(s, 0, 'Ogre Sentry') });
    // no pick, and so no removal, is offered for the offer or the exchange
    expect(legalPicks(s, 1).every((a) => a.type === 'brokerOffer')).toBe(true);
    s = applyDraft(s, { type: 'brokerOffer', seat: 1, card: inPile(s, 1, 'Burn Away') });
    s = applyDraft(s, { type: 'brokerAccept', seat: 0, from: 1 });
    expect(s.phase).toBe('complete');
    expect(pileNames(s, 1)).toContain('Ogre Sentry');
    expect(s.drafters[1]!.removed).toEqual([]);
    // nor did seat 0 draft Burn Away: its Aether Searcher noted nothing
    expect(pileNames(s, 0)).toContain('Burn Away');
    expect(notesOf(s, 'Aether Searcher')).toEqual([]);
    expect(s.log.some((e) => e.type === 'pick' && s.cards[e.card!]?.name === 'Burn Away' && e.seat === 0)).toBe(false);
  });

  it('ruling: "If a player exchanges a card that has multiple pieces of information noted for it, all of the information is shared during the exchange. For example, if you receive a Cogwork Tracker from a player who drafted multiple Cogwork Trackers, your Cogwork Trackers may attack any player noted by either you or the other player for Cogwork Tracker. The other player will not remove a noted player from their remaining Cogwork Tracker."', () => {
    // three drafters: seat 1 drafts a Tracker passed by seat 0 (round 1, left) and one passed by seat 2 (round 2, right);
    // seat 0 drafted Deal Broker and a Tracker noting nobody (its first pick of a pack)
    let s = fixedDraft([
      [pack(['Deal Broker', 'Cogwork Tracker'], 2), pack([], 2), pack([], 2)],
      [pack(['Cogwork Tracker'], 2), pack([], 2), pack(['Ogre Sentry', 'Cogwork Tracker'], 2)],
    ]);
    s = pick(s, 0, 'Deal Broker');
    s = applyDraft(s, plainPick(s, 1));
    s = applyDraft(s, plainPick(s, 2));
    s = pick(s, 1, 'Cogwork Tracker');
    s = finishRound(s);
    s = pick(s, 0, 'Cogwork Tracker');
    s = pick(s, 2, 'Ogre Sentry');
    s = applyDraft(s, plainPick(s, 1));
    s = pick(s, 1, 'Cogwork Tracker');
    while (s.phase === 'drafting') s = applyDraft(s, plainPick(s, s.drafters.find((d) => legalPicks(s, d.seat).length > 0)!.seat));
    expect(s.phase).toBe('dealBroker');
    const trackerNotes = (seat: number) => draftRecord(s, seat).notes.filter((n) => n.card === 'Cogwork Tracker').map((n) => n.player).sort();
    expect(notesOf(s, 'Cogwork Tracker').map((n) => [n.seat, n.player])).toEqual([[1, 0], [0, null], [1, 2]]);
    // seat 0 reveals a card; seat 1 offers the Tracker noting seat 0, seat 2 nothing
    const [firstTracker] = s.drafters[1]!.pile.filter((p) => s.cards[p.card]?.name === 'Cogwork Tracker');
    s = applyDraft(s, { type: 'brokerReveal', seat: 0, card: s.drafters[0]!.pile.find((p) => s.cards[p.card]?.name !== 'Cogwork Tracker' && s.cards[p.card]?.name !== 'Deal Broker')!.card });
    s = applyDraft(s, { type: 'brokerOffer', seat: 1, card: firstTracker!.card });
    s = applyDraft(s, { type: 'brokerOffer', seat: 2, card: null });
    s = applyDraft(s, { type: 'brokerAccept', seat: 0, from: 1 });
    expect(s.phase).toBe('complete');
    // seat 0 receives everything seat 1 noted for Cogwork Tracker; seat 1 keeps both for its remaining Tracker
    expect(trackerNotes(0)).toEqual([0, 2, null]);
    expect(trackerNotes(1)).toEqual([0, 2]);
    // in a game, seat 0's Trackers may attack seat 2's player, noted only by seat 1
    const { state } = setup({
      players: [
        { battlefield: ['Cogwork Tracker', 'Cogwork Tracker'], draft: draftRecord(s, 0) },
        { draft: { seat: 1, notes: [], removed: [] } },
        { draft: { seat: 2, notes: [], removed: [] } },
      ],
    });
    const at = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    const [a, b] = permanents(at, 'Cogwork Tracker');
    const declare = (target: number) => {
      let d = apply(at, { type: 'declareAttacker', player: 0, attacker: a!, target: { player: target } });
      d = apply(d, { type: 'declareAttacker', player: 0, attacker: b!, target: { player: target } });
      return tryApply(d, { type: 'confirmAttackers', player: 0 }).ok;
    };
    expect(declare(2)).toBe(true);
    expect(declare(1)).toBe(false);
  });

  it('ruling: "If more than one player drafts a Deal Broker, players who wish to use the second ability to exchange cards do so in a random order."', () => {
    const firstBroker = new Set<number>();
    for (let seed = 1; seed <= 20; seed++) {
      let s = fixedDraft([[pack(['Deal Broker'], 2), pack(['Deal Broker'], 2)]], seed);
      s = pick(s, 0, 'Deal Broker');
      s = pick(s, 1, 'Deal Broker');
      s = applyDraft(applyDraft(s, plainPick(s, 0)), plainPick(s, 1));
      expect(s.phase).toBe('dealBroker');
      expect(s.log.some((e) => e.type === 'exchange' && e.rule === '905.2a')).toBe(true);
      // only the first broker in the order may reveal now; the other waits
      const first = s.deals[0]!.seat;
      firstBroker.add(first);
      expect(legalPicks(s, 1 - first)).toEqual([]);
      expect(legalPicks(s, first).every((a) => a.type === 'brokerReveal')).toBe(true);
    }
    expect([...firstBroker].sort()).toEqual([0, 1]);
  });

  it('ruling: "If your draft is breaking up into multiple games, the exchange happens before it’s known who will be playing in each game."', () => {
    let s = sixDrafters(['Deal Broker', 'Ogre Sentry'], ['Kiln Fiend', 'Burn Away']);
    s = pick(s, 0, 'Deal Broker');
    while (s.phase === 'drafting') s = applyDraft(s, plainPick(s, s.drafters.find((d) => legalPicks(s, d.seat).length > 0)!.seat));
    expect(s.phase).toBe('dealBroker');
    // no table can be made yet
    expect(() => startTableGames(s, s.drafters.map(() => ({ deck: [], sideboard: [] })), { seed: 1 })).toThrow(/not complete/);
    // every other drafter may offer, whatever table they will sit at
    s = applyDraft(s, { type: 'brokerReveal', seat: 0, card: s.drafters[0]!.pile[1]!.card });
    for (const seat of [1, 2, 3, 4, 5]) {
      expect(legalPicks(s, seat).some((a) => a.type === 'brokerOffer' && a.card !== null)).toBe(true);
      s = applyDraft(s, { type: 'brokerOffer', seat, card: seat === 5 ? s.drafters[5]!.pile[0]!.card : null });
    }
    const offered = s.cards[s.drafters[5]!.pile[0]!.card]!.name;
    s = applyDraft(s, { type: 'brokerAccept', seat: 0, from: 5 });
    expect(s.phase).toBe('complete');
    // the tables are drawn afterwards: seats 0 and 5 may sit at different games, each with the card received
    const games = startTableGames(s, s.drafters.map((d) => deckOfPool(s, d.seat)), { seed: seedSplitting(0, 5) });
    const game0 = games.find((t) => t.seats.includes(0))!;
    expect(game0.seats).not.toContain(5);
    expect(cardPool(s, 0)).toContain(offered);
    const player = game0.seats.indexOf(0);
    expect(game0.game.players[player]!.library.map((id) => game0.game.objects[id]!.card).concat(game0.game.players[player]!.hand.map((id) => game0.game.objects[id]!.card))).toContain(offered);
  });
});

describe('Lore Seeker — the added booster pack', () => {
  it('ruling: "To add a booster pack to the draft, first pass the booster pack that contained Lore Seeker to the next player. Then open the new booster pack, draft a card, and pass the new booster pack in the same direction. Then you’ll receive the booster pack you would’ve received had you not added a booster pack, and the draft round will continue. The added booster pack will last a few picks longer than the rest of the booster packs opened that draft round."', () => {
    let s = fixedDraft([[pack(['Lore Seeker'], 3), pack([], 3), pack([], 3)]]);
    s = pick(s, 0, 'Lore Seeker', { addBooster: true });
    const added = s.packs.length - 1;
    // the Lore Seeker pack went on to the next player (left, round 1) first; the new pack is in hand
    expect(s.drafters[1]!.queue).toEqual([1, 0]);
    expect(s.drafters[0]!.queue).toEqual([added]);
    expect(s.log.map((e) => e.type).slice(-2)).toEqual(['pass', 'addBooster']);
    s = applyDraft(s, plainPick(s, 0));
    // the new pack passes the same way; then seat 0 receives the pack it would have received (seat 2's)
    expect(s.drafters[1]!.queue).toEqual([1, 0, added]);
    expect(s.drafters[0]!.queue).toEqual([]);
    s = applyDraft(s, plainPick(s, 2));
    expect(s.drafters[0]!.queue).toEqual([2]);
    // the added pack of 15 lasts longer than the packs of 3: its cards are still drafted once they are empty
    const picksFrom = new Map<number, number>();
    while (s.phase === 'drafting') {
      const seat = s.drafters.find((d) => legalPicks(s, d.seat).length > 0)!.seat;
      const from = s.drafters[seat]!.queue[0]!;
      picksFrom.set(from, (picksFrom.get(from) ?? 0) + 1);
      if ([0, 1, 2].every((p) => s.packs[p]!.cards.length === 0)) expect(s.packs[added]!.cards.length).toBeGreaterThan(0);
      s = applyDraft(s, plainPick(s, seat));
    }
    expect(picksFrom.get(added)).toBe(14);
  });

  it('ruling: "first pass the booster pack that contained Lore Seeker to the next player. Then open the new booster pack, draft a card … Then you’ll receive the booster pack you would’ve received" — with a pack already waiting, the new one is drafted from first', () => {
    let s = fixedDraft([[pack(['Lore Seeker'], 3), pack([], 3), pack([], 3)]]);
    // seat 2 drafts first: its pack waits for seat 0 behind the Lore Seeker pack
    s = applyDraft(s, plainPick(s, 2));
    expect(s.drafters[0]!.queue).toEqual([0, 2]);
    s = pick(s, 0, 'Lore Seeker', { addBooster: true });
    const added = s.packs.length - 1;
    expect(s.drafters[0]!.queue).toEqual([added, 2]);
    s = applyDraft(s, plainPick(s, 0));
    expect(s.packs[added]!.cards).toHaveLength(14);
    expect(s.packs[2]!.cards).toHaveLength(2);
    expect(s.drafters[0]!.queue).toEqual([2]);
  });

  it('ruling: "Adding a booster pack to a draft may cause some players to have more cards in their card pools than others. This is normal."', () => {
    let s = fixedDraft([[pack(['Lore Seeker'], 3), pack([], 3)]]);
    s = finish(pick(s, 0, 'Lore Seeker', { addBooster: true }));
    const sizes = s.drafters.map((d) => d.pile.length);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(3 + 3 + 15);
    expect(new Set(sizes).size).toBeGreaterThan(1);
    // every pool still makes a deck
    for (const d of s.drafters) checkDeck(cardPool(s, d.seat), deckOfPool(s, d.seat));
  });

  it('ruling: "If you use Agent of Acquisitions to draft a booster pack containing Lore Seeker, and you wish to add a booster pack to the draft, first draft each remaining card from the Lore Seeker booster pack. Then open the new booster pack. You may look at the cards in that pack, but you can’t draft any cards from it. You’ll pass the new booster pack as normal. That was very generous of you."', () => {
    let s = fixedDraft([[pack(['Agent of Acquisitions'], 4), pack(['Kiln Fiend', 'Lore Seeker', 'Burn Away', 'Flame Slash'], 4)]]);
    s = pick(s, 0, 'Agent of Acquisitions');
    s = pick(s, 1, 'Kiln Fiend');
    s = applyDraft(s, { type: 'takePack', seat: 0 });
    // the choice to add a booster is offered while drafting the pack whole
    expect(legalPicks(s, 0).filter((a) => a.type === 'pick' && s.cards[a.card]?.name === 'Lore Seeker').map((a) => (a as { addBooster?: boolean }).addBooster ?? false).sort()).toEqual([false, true]);
    s = pick(s, 0, 'Lore Seeker', { addBooster: true });
    const added = s.packs.length - 1;
    // not opened yet: the rest of the Lore Seeker pack is drafted first
    expect(s.packs[added]!.opened).toBe(false);
    expect(draftView(s, 0).seen).toEqual([]);
    expect(legalPicks(s, 0).map((a) => (a.type === 'pick' ? s.cards[a.card]?.name : a.type)).sort()).toEqual(['Burn Away', 'Flame Slash']);
    s = pick(s, 0, 'Burn Away');
    s = pick(s, 0, 'Flame Slash');
    // then it is opened and looked at, not drafted from, and passed on as normal
    expect(s.packs[added]!.opened).toBe(true);
    expect(draftView(s, 0).seen.map((c) => c.id).sort()).toEqual([...s.packs[added]!.cards].sort());
    expect(s.packs[added]!.cards).toHaveLength(15);
    expect(s.drafters[0]!.queue).toEqual([]);
    expect(s.drafters[1]!.queue).toContain(added);
    expect(pileNames(s, 0)).toEqual(['Agent of Acquisitions', 'Lore Seeker', 'Burn Away', 'Flame Slash']);
    expect(legalPicks(s, 0)).toEqual([]);
    s = finish(s);
    // seat 1: its first pick, the three cards left of seat 0's pack, and all fifteen of the added pack
    expect(s.drafters[1]!.pile.length).toBe(1 + 3 + 15);
  });
});

describe('Whispergear Sneak — the packs it may look at', () => {
  /** Seat 0 drafts Whispergear Sneak; a second round's pack of seat 1 holds Burn Away. */
  const sneak = () => pick(fixedDraft([[pack(['Whispergear Sneak']), pack([])], [pack([]), pack(['Burn Away'])]]), 0, 'Whispergear Sneak');

  it('ruling: "If you look at a booster pack not being drafted during the current draft round, open that booster pack, look at the cards, and return them in a face-down pile."', () => {
    const before = sneak();
    const s = applyDraft(before, { type: 'lookAtPack', seat: 0, pack: 3 });
    expect(draftView(s, 0).seen.map((c) => c.name).sort()).toEqual([...before.packs[3]!.cards.map((c) => before.cards[c]!.name)].sort());
    // returned: the same cards, still unopened, and nobody else saw them
    expect(s.packs[3]!.cards).toEqual(before.packs[3]!.cards);
    expect(s.packs[3]!.opened).toBe(false);
    expect(JSON.stringify(draftView(s, 1))).not.toContain('Burn Away');
    expect(s.log[s.log.length - 1]).toMatchObject({ type: 'look', rule: 'Whispergear Sneak', seat: 0, pack: 3 });
  });

  it('ruling: "If you use Whispergear Sneak during the first draft round to look at an unopened booster pack, the owner of that booster pack doesn’t have to “open” that booster pack for the next draft round, although they may do so."', () => {
    let s = applyDraft(sneak(), { type: 'lookAtPack', seat: 0, pack: 3 });
    const cardsBefore = [...s.packs[3]!.cards];
    s = finishRound(s);
    expect(s.round).toBe(1);
    // the owner, seat 1, drafts that same pack in round 2, as opened at the round's start
    expect(s.drafters[1]!.queue[0]).toBe(3);
    expect(s.packs[3]!.cards).toEqual(cardsBefore);
    expect(s.log.some((e) => e.type === 'open' && e.pack === 3 && e.seat === 1)).toBe(true);
    s = pick(s, 1, 'Burn Away');
    expect(pileNames(s, 1)).toContain('Burn Away');
  });

  it('ruling: "If you look at a booster pack that is being drafted during the current draft round, you may do so after a player has drafted a card from that booster pack and before the next player has been passed the cards. As a courtesy, you may inform the player currently looking at the booster pack that you’ll be looking at it next, before it’s passed to the next player."', () => {
    let s = fixedDraft([[pack(['Whispergear Sneak'], 4), pack([], 4), pack([], 4)]]);
    s = pick(s, 0, 'Whispergear Sneak');
    s = applyDraft(s, plainPick(s, 1));
    // seat 1's pack has been drafted from and waits behind the pack seat 2 holds: it may be looked at; the one in hand may not
    expect(s.drafters[2]!.queue).toEqual([2, 1]);
    const looks = legalPicks(s, 0).filter((a) => a.type === 'lookAtPack').map((a) => (a as { pack: number }).pack);
    expect(looks).toContain(1);
    expect(looks).not.toContain(2);
    const waiting = [...s.packs[1]!.cards];
    s = applyDraft(s, { type: 'lookAtPack', seat: 0, pack: 1 });
    expect(draftView(s, 0).seen.map((c) => c.id)).toEqual(waiting);
    // the next player then drafts from it as usual
    s = applyDraft(s, plainPick(s, 2));
    expect(s.drafters[2]!.queue[0]).toBe(1);
  });
});

/** The card names of a set's data file. */
const setNames = (file: string) => new Set((JSON.parse(readFileSync(new URL(`../../../src/cards/data/${file}`, import.meta.url), 'utf8')) as { cards: { name: string }[] }).cards.map((c) => c.name));
const cnsNames = setNames('cns.json');
const cn2Names = setNames('cn2.json');

describe('Lore Seeker — the booster its drafter provides', () => {
  it('ruling: "The booster pack can be from any Magic: The Gathering set, but you must provide it. Consult your co-conspirators for guidance." — the draft names what the drafters provide (createDraft\'s addedBoosters)', () => {
    const packs = [[pack(['Lore Seeker'], 3), pack([], 3)]];
    // a booster of another set than the round's: a CN2 booster in a round of CNS cards
    let s = createDraft({ drafters: 2, seed: 3, rounds: 1, boosters: [{ packs: packs[0]! }], addedBoosters: 'CN2' });
    s = pick(s, 0, 'Lore Seeker', { addBooster: true });
    const added = s.packs[s.packs.length - 1]!;
    expect(added.cards).toHaveLength(15);
    expect(added.cards.every((c) => cn2Names.has(s.cards[c]!.name))).toBe(true);
    expect(added.cards.some((c) => !cnsNames.has(s.cards[c]!.name))).toBe(true);
    // or a pack the drafters made up themselves, added as given
    const mine = ['Pillarfield Ox', 'Wild Griffin', 'Bronze Sable', 'Courier Hawk'];
    s = createDraft({ drafters: 2, seed: 3, rounds: 1, boosters: [{ packs: packs[0]! }], addedBoosters: { packs: [mine] } });
    s = pick(s, 0, 'Lore Seeker', { addBooster: true });
    expect(s.packs[s.packs.length - 1]!.cards.map((c) => s.cards[c]!.name)).toEqual(mine);
    // kept in a saved draft, and checked there
    const saved = deserializeDraft(serializeDraft(s));
    expect(saved.settings.addedBoosters).toEqual({ packs: [mine] });
    expect(() => deserializeDraft(serializeDraft(s).replace('"addedBoosters":{"packs":[[', '"addedBoosters":{"packs":[["Not A Card",'))).toThrow();
    expect(() => createDraft({ drafters: 2, seed: 3, addedBoosters: { packs: [['Not A Card']] } })).toThrow();
    // by default, a booster of the round's set
    s = createDraft({ drafters: 2, seed: 3, rounds: 1, boosters: [{ packs: packs[0]! }] });
    s = pick(s, 0, 'Lore Seeker', { addBooster: true });
    expect(s.packs[s.packs.length - 1]!.cards.every((c) => cnsNames.has(s.cards[c]!.name))).toBe(true);
  });
});

describe('Lurking Automaton — a noted card removed from the draft', () => {
  it('ruling (Cogwork Grinder): "If that card instructs you to reveal it as you draft it and then perform additional actions, perform those actions before turning the card face down and removing it" — the number noted is still one "you noted for cards named Lurking Automaton" in the game', () => {
    let s = fixedDraft([[pack(['Cogwork Grinder', 'Hurly-Burly', 'Lurking Automaton'], 4), pack(['Lurking Automaton'], 4)]]);
    s = pick(s, 0, 'Cogwork Grinder');
    s = pick(s, 1, 'Ogre Sentry');
    // the second card of the round, noted 2 and kept
    s = pick(s, 0, 'Lurking Automaton');
    s = pick(s, 1, 'Hurly-Burly');
    // the third card of the round, noted 3, then removed with Cogwork Grinder
    s = pick(s, 0, 'Lurking Automaton', { remove: 'Cogwork Grinder' });
    s = finish(s);
    expect(cardPool(s, 0).filter((n) => n === 'Lurking Automaton')).toHaveLength(1);
    const draft = draftRecord(s, 0);
    expect(draft.notes).toEqual(expect.arrayContaining([{ card: 'Lurking Automaton', number: 2 }, { card: 'Lurking Automaton', number: 3 }]));
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(5).fill('Wastes'), hand: ['Lurking Automaton'], draft }, {}] });
    const game = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(pt(game, permanent(game, 'Lurking Automaton'))).toEqual([3, 3]);
  });
});

describe('Canal Dredger — a pack left holding only the Cogwork Librarian put into it', () => {
  it('"Each player passes the last card from each booster pack to a player who drafted a card named Canal Dredger." — the Librarian is that last card, and its passer chooses among several Dredger drafters (ruling)', () => {
    let s = fixedDraft([[pack(['Cogwork Librarian'], 3), pack(['Canal Dredger'], 3), pack(['Canal Dredger'], 3)]]);
    s = pick(s, 0, 'Cogwork Librarian');
    s = pick(s, 1, 'Canal Dredger');
    s = pick(s, 2, 'Canal Dredger');
    // seat 0 drafts both cards of seat 2's pack with the Librarian, which goes into the pack: its only card
    const packId = s.drafters[0]!.queue[0]!;
    s = pick(s, 0, 'Ogre Sentry', { extra: 'Cogwork Librarian' });
    const last = legalPicks(s, 0).filter((a) => a.type === 'pick');
    expect(last.map((a) => (a as { dredger?: number }).dredger).sort()).toEqual([1, 2]);
    s = applyDraft(s, last.find((a) => (a as { dredger?: number }).dredger === 2)!);
    expect(s.packs[packId]!.cards.map((c) => s.cards[c]?.name)).toEqual(['Cogwork Librarian']);
    expect(s.drafters[2]!.queue).toContain(packId);
    expect(s.log.some((e) => e.type === 'pass' && e.rule === 'Canal Dredger' && e.seat === 0 && e.to === 2)).toBe(true);
  });
});

describe('Cogwork Librarian — the two cards drafted one at a time', () => {
  /** Seat 0 drafts Cogwork Librarian, then `first` from seat 1's pack with its additional pick, then `second`. */
  function withAdditionalPick(first: string, second: string): ReadonlyDraftState {
    let s = fixedDraft([[pack(['Cogwork Librarian']), pack(['Aether Searcher', 'Lurking Automaton', 'Burn Away'])]]);
    s = pick(s, 0, 'Cogwork Librarian');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 0, first, { extra: 'Cogwork Librarian' });
    return pick(s, 0, second);
  }

  it('ruling: "The two cards you draft are drafted one at a time, in case one of the cards cares about when it was drafted or what the next card you draft is." — Aether Searcher notes the additional card; a Lurking Automaton drafted second notes one more', () => {
    let s = withAdditionalPick('Aether Searcher', 'Lurking Automaton');
    expect(notesOf(s, 'Aether Searcher')).toEqual([expect.objectContaining({ seat: 0, name: 'Lurking Automaton' })]);
    expect(notesOf(s, 'Lurking Automaton')).toEqual([expect.objectContaining({ seat: 0, number: 3 })]);
    s = withAdditionalPick('Lurking Automaton', 'Aether Searcher');
    expect(notesOf(s, 'Lurking Automaton')).toEqual([expect.objectContaining({ seat: 0, number: 2 })]);
    // the Aether Searcher drafted second waits for the next card its drafter drafts, from another pack
    expect(notesOf(s, 'Aether Searcher')).toEqual([]);
  });
});

describe('Cogwork Tracker — passed by a drafter who drafts no more this round', () => {
  it('"note the player who passed it to you": the Agent of Acquisitions drafter who looked at the pack and passed it on', () => {
    let s = fixedDraft([[pack(['Agent of Acquisitions'], 4), pack(['Cogwork Tracker'], 4), pack([], 4)]]);
    s = pick(s, 0, 'Agent of Acquisitions');
    s = pick(s, 1, 'Ogre Sentry');
    s = pick(s, 2, 'Ogre Sentry');
    // seat 0 drafts seat 2's pack whole and drafts no more this round
    s = applyDraft(s, { type: 'takePack', seat: 0 });
    while (s.drafters[0]!.takingPack !== null) s = applyDraft(s, legalPicks(s, 0)[0]!);
    // seat 2 passes seat 1's pack, with the Tracker, to seat 0, who passes it on to seat 1
    s = pick(s, 2, 'Hurly-Burly');
    s = pick(s, 1, 'Hurly-Burly');
    s = pick(s, 1, 'Cogwork Tracker');
    expect(notesOf(s, 'Cogwork Tracker')).toEqual([expect.objectContaining({ seat: 1, player: 0 })]);
  });
});

describe('Cogwork Tracker — the last card of a pack, passed by its Canal Dredger drafter to themselves', () => {
  it('Canal Dredger ruling: "you pass the last card from each booster pack to yourself" — "note the player who passed it to you": the drafter notes themselves; in the game it must attack, whichever opponent they choose', () => {
    let s = fixedDraft([[['Canal Dredger', 'Ogre Sentry', 'Kiln Fiend'], ['Flame Slash', 'Cogwork Tracker', 'Hurly-Burly']]]);
    s = pick(s, 0, 'Canal Dredger');
    s = pick(s, 1, 'Flame Slash');
    s = pick(s, 0, 'Hurly-Burly');
    // the Tracker, the last card of seat 1's pack, goes from seat 0 back to seat 0
    expect(s.log.at(-1)).toMatchObject({ type: 'pass', rule: 'Canal Dredger', seat: 0, to: 0 });
    s = pick(s, 0, 'Cogwork Tracker');
    expect(notesOf(s, 'Cogwork Tracker')).toEqual([expect.objectContaining({ seat: 0, player: 0 })]);
    s = finish(s);
    const notes = draftRecord(s, 0).notes;
    expect(notes).toEqual([{ card: 'Cogwork Tracker', player: 0 }]);
    // a player can't attack themselves: the Tracker attacks each combat if able, at the opponent its controller chooses
    const { state } = setup({
      players: [
        { battlefield: ['Cogwork Tracker'], draft: { seat: 0, notes, removed: [] } },
        { draft: { seat: 1, notes: [], removed: [] } },
        { draft: { seat: 2, notes: [], removed: [] } },
      ],
    });
    const attackers = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    const tracker = permanent(state, 'Cogwork Tracker');
    expect(tryApply(attackers, { type: 'confirmAttackers', player: 0 }).ok).toBe(false);
    for (const player of [1, 2]) {
      const at = apply(attackers, { type: 'declareAttacker', player: 0, attacker: tracker, target: { player } });
      expect(apply(at, { type: 'confirmAttackers', player: 0 }).combat?.attackers.map((a) => a.defender)).toEqual([player]);
    }
  });
});
