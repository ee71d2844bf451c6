import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, logOf, tryApply, view } from '../../../src/index.js';
import { conspiracyGame, deckOf, keepAll, putConspiracies, toNextTurn } from '../conspiracy-helpers.js';
import { castable, choose, nextTurn, pass, passToPlayer, passUntil, resolveStack, resolveTop, setup } from '../helpers.js';

/**
 * Whether player 1, the active player of a four-player Conspiracy game, can cast `card` from their
 * hand with `lands`, while player `at` has `conspiracy` naming that card face up in the command zone.
 */
function castableWithConspiracyAt(conspiracy: string, card: string, lands: string[], at: number): boolean {
  const { state, ids } = setup({
    format: 'conspiracy',
    active: 1,
    players: [0, 1, 2, 3].map((p) => ({
      ...(p === 1 ? { hand: [card], battlefield: lands } : {}),
      ...(p === at ? { command: [{ card: conspiracy, names: [card] }] } : {}),
    })),
  });
  return castable(state, 1, ids.hand[1]![0]!);
}

describe('Advantageous Proclamation', () => {
  it('Oracle: "Your minimum deck size is reduced by five" — ruling: "In Limited formats (including Conspiracy Draft), the minimum deck size is generally 40 cards. With Advantageous Proclamation, your Conspiracy Draft deck must contain at least 35 cards." (CR 100.2b)', () => {
    let s = conspiracyGame([{ deck: deckOf(35), sideboard: ['Advantageous Proclamation'] }, {}, {}], 1, 0);
    // with a 35-card deck, finishing is not offered until the Proclamation is in the command zone
    expect(legalActions(s).map((a) => a.type)).toEqual(['putConspiracy']);
    expect(tryApply(s, { type: 'finishConspiracies', player: 0 })).toMatchObject({ ok: false, error: { code: 'illegal', rule: '100.2b' } });
    s = keepAll(putConspiracies(s, { 0: [{ card: 'Advantageous Proclamation' }] }));
    expect(s.turn.step).not.toBe('pregame');
    expect(() => conspiracyGame([{ deck: deckOf(34), sideboard: ['Advantageous Proclamation'] }, {}, {}])).toThrow(/at least 35 cards.*this one has 34/);
  });

  it('ruling: "The effect of Advantageous Proclamation is cumulative" — with two, the minimum is 30', () => {
    const s = keepAll(putConspiracies(conspiracyGame([{ deck: deckOf(30), sideboard: ['Advantageous Proclamation', 'Advantageous Proclamation'] }, {}, {}]), {
      0: [{ card: 'Advantageous Proclamation' }, { card: 'Advantageous Proclamation' }],
    }));
    expect(s.turn.step).not.toBe('pregame');
    let one = conspiracyGame([{ deck: deckOf(30), sideboard: ['Advantageous Proclamation', 'Advantageous Proclamation'] }, {}, {}], 1, 0);
    one = apply(one, { type: 'putConspiracy', player: 0, card: one.players[0]!.sideboard[0]! });
    expect(tryApply(one, { type: 'finishConspiracies', player: 0 })).toMatchObject({ ok: false, error: { message: expect.stringMatching(/minimum size is 35/) } });
  });
});

describe('Backup Plan', () => {
  it('Oracle: "Draw an additional hand of seven cards as the game begins. Before taking mulligans, shuffle all but one of your hands into your library."', () => {
    let s = putConspiracies(conspiracyGame([{ sideboard: ['Backup Plan'] }, {}, {}], 5), { 0: [{ card: 'Backup Plan' }] });
    expect(s.players.map((p) => p.hand.length)).toEqual([14, 7, 7]);
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 0, prompt: 'hand' });
    expect(legalActions(s)).toEqual([{ type: 'keepHand', player: 0, index: 0 }, { type: 'keepHand', player: 0, index: 1 }]);
    const second = s.conspiracyDraft!.hands[0]![1]!;
    s = apply(s, { type: 'keepHand', player: 0, index: 1 });
    expect([...s.players[0]!.hand].sort()).toEqual([...second].sort());
    expect(s.players[0]!.library).toHaveLength(33);
    // then the mulligans, as usual
    expect(s.decision?.kind).toBe('mulligan');
    expect(logOf(s).filter((e) => e.type === 'shuffle' && e.player === 0)).toHaveLength(2);
  });

  it('the player choosing sees in their view which cards make up each hand ("all but one of your hands"); the others see neither hand', () => {
    const deck = Array.from({ length: 40 }, (_, i) => ['Plains', 'Bronze Sable', 'Ogre Sentry', 'Kiln Fiend'][i % 4]!);
    let s = putConspiracies(conspiracyGame([{ deck, sideboard: ['Backup Plan'] }, {}, {}], 5), { 0: [{ card: 'Backup Plan' }] });
    const own = view(s, 0);
    const decision = own.decision as { prompt: string; hands?: number[][] };
    expect(decision.prompt).toBe('hand');
    // two hands of seven, together the fourteen cards in hand, each answered by its index
    expect(decision.hands?.map((h) => h.length)).toEqual([7, 7]);
    expect(decision.hands!.flat().sort((a, b) => a - b)).toEqual(own.players[0]!.hand!.map((o) => o.id).sort((a, b) => a - b));
    for (const viewer of [1, 2, 'spectator'] as const) expect(view(s, viewer).decision).toEqual({ kind: 'startOfGame', player: 0 });
    const second = [...decision.hands![1]!].sort((a, b) => a - b);
    s = apply(s, legalActions(s).find((a) => a.type === 'keepHand' && a.index === 1)!);
    expect(view(s, 0).players[0]!.hand!.map((o) => o.id).sort((a, b) => a - b)).toEqual(second);
  });

  it('CR 101.4e: the hands are chosen one player at a time from the starting player in turn order — 4 players, seat 2 starting, Backup Plans at seats 0 and 3: seat 3 chooses first', () => {
    let s = putConspiracies(conspiracyGame([{ sideboard: ['Backup Plan'] }, {}, {}, { sideboard: ['Backup Plan'] }], 5, 2), { 0: [{ card: 'Backup Plan' }], 3: [{ card: 'Backup Plan' }] });
    expect(s.turn.active).toBe(2);
    // both additional hands are drawn before anybody chooses (the draws happen at the same time, CR 101.4)
    expect(s.players.map((p) => p.hand.length)).toEqual([14, 7, 7, 14]);
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 3, prompt: 'hand' });
    expect(tryApply(s, { type: 'keepHand', player: 0, index: 0 })).toMatchObject({ ok: false, error: { code: 'wrongDecision' } });
    s = apply(s, { type: 'keepHand', player: 3, index: 1 });
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 0, prompt: 'hand' });
    s = apply(s, { type: 'keepHand', player: 0, index: 0 });
    expect(logOf(s).filter((e) => e.type === 'keepHand').map((e) => e.player)).toEqual([3, 0]);
    // then the mulligans, from the starting player (CR 103.5)
    expect(s.decision).toMatchObject({ kind: 'mulligan', player: 2 });
    expect(s.players.map((p) => p.hand.length)).toEqual([7, 7, 7, 7]);
  });

  it('ruling: "The effect of Backup Plan is cumulative. If you have two in your command zone to start the game, you\'ll draw three hands of seven cards and shuffle all but one of them into your library." (CR 315.5a)', () => {
    let s = putConspiracies(conspiracyGame([{ sideboard: ['Backup Plan', 'Backup Plan'] }, {}, {}]), { 0: [{ card: 'Backup Plan' }, { card: 'Backup Plan' }] });
    expect(s.players[0]!.hand).toHaveLength(21);
    expect(legalActions(s)).toHaveLength(3);
    const [first, second, third] = s.conspiracyDraft!.hands[0]!;
    s = apply(s, { type: 'keepHand', player: 0, index: 1 });
    // the second hand is kept; the first and the third both go back into the library
    expect([...s.players[0]!.hand].sort()).toEqual([...second!].sort());
    expect(s.players[0]!.library).toHaveLength(40 - 7);
    // each as a new object in the library (CR 400.7)
    for (const id of [...first!, ...third!]) expect(s.players[0]!.library).toContain(s.objects[id]!.movedTo);
  });

  it('ruling: "If … you have fewer cards in your deck than you must draw as the game begins, you\'ll lose the game when state-based actions are checked during the upkeep of the first turn"', () => {
    const sideboard = [...Array<string>(6).fill('Advantageous Proclamation'), 'Backup Plan'];
    let s = putConspiracies(conspiracyGame([{ deck: deckOf(10), sideboard }, {}, {}], 1, 0), { 0: sideboard.map((card) => ({ card })) });
    expect(s.players[0]!.hand).toHaveLength(10);
    s = keepAll(apply(s, { type: 'keepHand', player: 0, index: 0 }));
    while (s.decision?.kind === 'bottom') s = apply(s, { type: 'bottom', player: s.decision.player, card: s.players[s.decision.player]!.hand[0]! });
    expect(s.players[0]).toMatchObject({ inGame: false, outcome: 'lost' });
    expect(s.turn).toMatchObject({ number: 1, step: 'upkeep' });
  });
});

describe('Power Play', () => {
  it('Oracle: "You are the starting player." (CR 103.1c: after the usual determination, superseding it)', () => {
    for (const seed of [1, 2, 3, 4]) {
      const s = keepAll(putConspiracies(conspiracyGame([{}, {}, { sideboard: ['Power Play'] }], seed, 0), { 2: [{ card: 'Power Play' }] }));
      expect(s.turn.active).toBe(2);
      expect(logOf(s).filter((e) => e.type === 'startingPlayer').map((e) => [e.player, e.rule])).toEqual([[0, '103.1'], [2, '103.1c']]);
    }
  });

  it('ruling: "If multiple players would be the starting player, one of those players is chosen at random"; the turn order is unaffected', () => {
    // ruling: "If you have Power Play but aren’t the starting player (because another player also had Power Play),
    // your place in the turn order is unaffected. If you’re sitting to the right of the starting player, you’re
    // going last. Not all power plays bear fruit."
    const starters = new Set<number>();
    for (let seed = 1; seed <= 12; seed++) {
      let s = keepAll(putConspiracies(conspiracyGame([{ sideboard: ['Power Play'] }, {}, { sideboard: ['Power Play'] }], seed, 1), { 0: [{ card: 'Power Play' }], 2: [{ card: 'Power Play' }] }));
      starters.add(s.turn.active);
      expect([0, 2]).toContain(s.turn.active);
      const first = s.turn.active;
      s = toNextTurn(s);
      expect(s.turn.active).toBe((first + 1) % 3);
    }
    expect(starters).toEqual(new Set([0, 2]));
  });

  it('a Power Play left in the sideboard does nothing', () => {
    const s = keepAll(putConspiracies(conspiracyGame([{ sideboard: ['Power Play'] }, {}, {}], 1, 1), {}));
    expect(s.turn.active).toBe(1);
  });
});

describe('Immediate Action', () => {
  it('Oracle: "Creatures you control with the chosen name have haste" — not other creatures, not opponents\' creatures with that name', () => {
    const { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { battlefield: [{ card: 'Bronze Sable', sick: true }, { card: 'Courier Hawk', sick: true }], command: [{ card: 'Immediate Action', names: ['Bronze Sable'] }] },
        { battlefield: ['Bronze Sable'] },
        {},
      ],
    });
    const [sable, hawk] = ids.battlefield[0]!;
    expect(characteristics(s, sable!).keywords).toContain('haste');
    expect(characteristics(s, hawk!).keywords).not.toContain('haste');
    expect(characteristics(s, ids.battlefield[1]![0]!).keywords).not.toContain('haste');
  });

  it('ruling: "A conspiracy\'s static and triggered abilities function as long as that conspiracy is face-up" — face down, no haste until it is turned face up', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: [{ card: 'Bronze Sable', sick: true }], command: [{ card: 'Immediate Action', faceDown: true, names: ['Bronze Sable'] }] }, {}, {}],
    });
    const sable = ids.battlefield[0]![0]!;
    expect(characteristics(s, sable).keywords).not.toContain('haste');
    s = apply(s, { type: 'turnFaceUp', player: 0, object: ids.command[0]![0]! });
    expect(characteristics(s, sable).keywords).toContain('haste');
  });
});

describe('Immediate Action (two, each with its own name)', () => {
  it('ruling: "If you have multiple face-down conspiracies, you may name a different card for each one. It’s important that each named card is clearly associated with only one of the conspiracies." (CR 702.106d) — the face-up one gives haste to its name only; the other name waits for its own conspiracy to be turned face up', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        {
          battlefield: [{ card: 'Bronze Sable', sick: true }, { card: 'Courier Hawk', sick: true }],
          command: [{ card: 'Immediate Action', names: ['Bronze Sable'] }, { card: 'Immediate Action', faceDown: true, names: ['Courier Hawk'] }],
        },
        {},
        {},
      ],
    });
    const [sable, hawk] = ids.battlefield[0]!;
    expect(characteristics(s, sable!).keywords).toContain('haste');
    expect(characteristics(s, hawk!).keywords).not.toContain('haste');
    s = apply(s, { type: 'turnFaceUp', player: 0, object: ids.command[0]![1]! });
    expect(characteristics(s, hawk!).keywords).toContain('haste');
  });
});

describe('Iterative Analysis', () => {
  it('Oracle: "Whenever you cast an instant or sorcery spell with the chosen name, you may draw a card."', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Fleeting Distraction', 'Tragic Slip'], battlefield: ['Island', 'Island', 'Swamp'], command: [{ card: 'Iterative Analysis', names: ['Fleeting Distraction'] }] },
        { battlefield: ['Bronze Sable'] },
        {},
      ],
    });
    const sable = ids.battlefield[1]![0]!;
    const hand = s.players[0]!.hand.length;
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable }], x: 0 });
    expect(s.stack).toHaveLength(2);
    s = resolveTop(s);
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'draw a card' } });
    s = choose(s, [0]);
    // the trigger drew one, then Fleeting Distraction itself draws one
    s = resolveStack(s);
    expect(s.players[0]!.hand.length).toBe(hand - 1 + 2);
    // a spell with another name does not trigger it
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![1]!, targets: [{ object: sable }], x: 0 });
    expect(s.stack).toHaveLength(1);
  });
});

describe('Iterative Analysis (a sorcery; only yours)', () => {
  it('"an instant or sorcery spell with the chosen name": a sorcery with the chosen name triggers it, and you may draw a card', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Flame Slash'], battlefield: ['Mountain'], command: [{ card: 'Iterative Analysis', names: ['Flame Slash'] }] }, { battlefield: ['Bronze Sable'] }, {}],
    });
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ids.battlefield[1]![0]! }], x: 0 });
    expect(s.stack).toHaveLength(2);
    s = resolveTop(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'draw a card' } });
    s = choose(s, [0]);
    expect(s.players[0]!.hand.map((id) => s.objects[id]!.card)).toEqual(['Wastes']);
  });

  it('"Whenever you cast": another player casting a spell with the chosen name does not trigger it', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [
        { battlefield: ['Bronze Sable'], command: [{ card: 'Iterative Analysis', names: ['Fleeting Distraction'] }] },
        { hand: ['Fleeting Distraction'], battlefield: ['Island'] },
        {},
      ],
    });
    const s = apply(pass(state), { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: ids.battlefield[0]![0]! }], x: 0 });
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Fleeting Distraction']);
    expect(s.decision).toMatchObject({ kind: 'priority', player: 1 });
  });
});

describe('Iterative Analysis (only instants and sorceries)', () => {
  it('"an instant or sorcery spell with the chosen name": a creature spell with the chosen name does not trigger it', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Bronze Sable'], battlefield: ['Wastes', 'Wastes', 'Wastes', 'Wastes'], command: [{ card: 'Iterative Analysis', names: ['Bronze Sable'] }] }, {}, {}],
    });
    const s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable']);
    expect(s.decision?.kind).toBe('priority');
  });
});

describe("Muzzio's Preparations", () => {
  it('Oracle: "Each creature you control with the chosen name enters the battlefield with an additional +1/+1 counter on it."', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Bronze Sable', 'Runed Servitor'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], command: [{ card: "Muzzio's Preparations", names: ['Bronze Sable'] }] },
        { hand: ['Bronze Sable'], battlefield: ['Plains', 'Plains'] },
        {},
      ],
    });
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }));
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: ids.hand[0]![1]!, targets: [], x: 0 }));
    const mine = s.battlefield.filter((id) => s.objects[id]!.controller === 0 && characteristics(s, id).types.includes('Creature'));
    const sable = mine.find((id) => s.objects[id]!.card === 'Bronze Sable')!;
    const servitor = mine.find((id) => s.objects[id]!.card === 'Runed Servitor')!;
    expect(s.objects[sable]!.counters).toEqual({ '+1/+1': 1 });
    expect(characteristics(s, sable)).toMatchObject({ power: 3, toughness: 2 });
    expect(s.objects[servitor]!.counters).toEqual({});
    // an opponent's creature with the chosen name gets nothing
    s = nextTurn(s);
    s = resolveStack(apply(s, { type: 'cast', player: 1, card: s.players[1]!.hand.find((id) => s.objects[id]!.card === 'Bronze Sable')!, targets: [], x: 0 }));
    const theirs = s.battlefield.find((id) => s.objects[id]!.controller === 1 && s.objects[id]!.card === 'Bronze Sable')!;
    expect(s.objects[theirs]!.counters).toEqual({});
  });
});

describe("Muzzio's Preparations — a copy", () => {
  it('CR 614.12: Dack\'s Duplicate entering as a copy of a creature with the chosen name enters with the counter (its name as it would exist on the battlefield)', () => {
    const { state: s0, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ['Island', 'Island', 'Mountain', 'Mountain'], hand: ["Dack's Duplicate"], command: [{ card: "Muzzio's Preparations", names: ['Lizard Warrior'] }] }, { battlefield: ['Lizard Warrior'] }, {}],
    });
    let s = passUntil(apply(s0, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }), (x) => x.decision?.kind === 'choose');
    s = resolveStack(choose(s, [0]));
    const dup = s.battlefield.find((id) => s.objects[id]!.card === "Dack's Duplicate")!;
    expect(characteristics(s, dup).name).toBe('Lizard Warrior');
    expect(s.objects[dup]!.counters).toEqual({ '+1/+1': 1 });
    // CR 707.2: every player's view shows the copy's name, colors and types now beside the card it is
    for (const viewer of [0, 1, 'spectator'] as const) {
      const seen = view(s, viewer).battlefield.find((o) => o.id === dup)!;
      expect(seen).toMatchObject({ card: "Dack's Duplicate", name: 'Lizard Warrior', colors: ['R'], supertypes: [], types: ['Creature'], subtypes: ['Lizard', 'Warrior'] });
    }
  });
});

describe('Secret Summoning', () => {
  it('Oracle: "Whenever a creature with the chosen name enters the battlefield under your control, you may search your library for any number of cards with that name, reveal them, put them into your hand, then shuffle."', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Bronze Sable'], library: ['Plains', 'Bronze Sable', 'Plains', 'Bronze Sable', 'Runed Servitor'], battlefield: ['Plains', 'Plains'], command: [{ card: 'Secret Summoning', names: ['Bronze Sable'] }] },
        {},
        {},
      ],
    });
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    s = resolveStack(s);
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'search your library' } });
    s = choose(s, [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'search', min: 0, max: 2 } });
    // only cards with the chosen name are offered
    expect(view(s, 0).choiceObjects.map((o) => o.card)).toEqual(['Bronze Sable', 'Bronze Sable']);
    s = choose(s, [0, 1]);
    expect(s.players[0]!.hand.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable', 'Bronze Sable']);
    expect(logOf(s).filter((e) => e.type === 'reveal' && e.card === 'Bronze Sable')).toHaveLength(2);
    expect(logOf(s).at(-1)?.type === 'shuffle' || logOf(s).some((e) => e.type === 'shuffle' && e.player === 0)).toBe(true);
  });
});

describe('Secret Summoning — under your control', () => {
  it('Oracle: "Whenever a creature with the chosen name enters the battlefield under your control": an opponent\'s creature with the chosen name does not trigger it', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [
        { library: ['Bronze Sable', 'Wastes'], command: [{ card: 'Secret Summoning', names: ['Bronze Sable'] }] },
        { hand: ['Bronze Sable'], battlefield: ['Plains', 'Plains'] },
        {},
      ],
    });
    let s = nextTurn(state);
    expect(s.turn.active).toBe(1);
    s = resolveStack(apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [], x: 0 }));
    expect(s.battlefield.map((id) => s.objects[id]!.card)).toContain('Bronze Sable');
    expect(s.pendingTriggers).toEqual([]);
    expect(logOf(s).filter((e) => e.type === 'trigger')).toEqual([]);
    expect(s.decision).toMatchObject({ kind: 'priority', player: 1 });
  });
});

describe('Secret Summoning — only a creature', () => {
  it('Oracle: "Whenever a creature with the chosen name enters": a noncreature permanent with the chosen name does not trigger it', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Intangible Virtue'], library: ['Plains', 'Intangible Virtue'], battlefield: ['Plains', 'Plains'], command: [{ card: 'Secret Summoning', names: ['Intangible Virtue'] }] },
        {},
        {},
      ],
    });
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }));
    expect(s.battlefield.map((id) => s.objects[id]!.card)).toContain('Intangible Virtue');
    expect(logOf(s).filter((e) => e.type === 'trigger')).toEqual([]);
    expect(s.players[0]!.library.map((id) => s.objects[id]!.card)).toEqual(['Plains', 'Intangible Virtue']);
  });
});

describe('Sentinel Dispatch', () => {
  it('Oracle: "At the beginning of the first upkeep, create a 1/1 colorless Construct artifact creature token with defender" — the game\'s first upkeep, whoever\'s turn it is, and no other', () => {
    let s = keepAll(putConspiracies(conspiracyGame([{}, { sideboard: ['Sentinel Dispatch'] }, {}], 1, 0), { 1: [{ card: 'Sentinel Dispatch' }] }));
    s = resolveStack(s);
    const tokens = (): number[] => s.battlefield.filter((id) => s.objects[id]!.card === 'token:construct-1-1-defender');
    expect(tokens()).toHaveLength(1);
    const construct = tokens()[0]!;
    expect(s.objects[construct]!.controller).toBe(1);
    expect(characteristics(s, construct)).toMatchObject({ power: 1, toughness: 1, keywords: ['defender'], types: ['Artifact', 'Creature'] });
    s = toNextTurn(toNextTurn(s));
    expect(tokens()).toHaveLength(1);
  });
});

describe("Brago's Favor", () => {
  const castable = (s: ReturnType<typeof setup>['state'], card: number): boolean => legalActions(s).some((a) => a.type === 'cast' && a.card === card);

  it('Oracle: "Spells with the chosen name you cast cost {1} less to cast."', () => {
    const spec = (command: { card: string; names: string[] }[]) => setup({
      format: 'conspiracy',
      players: [{ hand: ['Bronze Sable', 'Runed Servitor'], battlefield: ['Plains'], command }, {}, {}],
    });
    const favored = spec([{ card: "Brago's Favor", names: ['Bronze Sable'] }]);
    expect(castable(favored.state, favored.ids.hand[0]![0]!)).toBe(true);
    expect(castable(favored.state, favored.ids.hand[0]![1]!)).toBe(false);
    const s = apply(favored.state, { type: 'cast', player: 0, card: favored.ids.hand[0]![0]!, targets: [], x: 0 });
    expect(s.objects[s.stack[0]!]!.card).toBe('Bronze Sable');
    const plain = spec([]);
    expect(castable(plain.state, plain.ids.hand[0]![0]!)).toBe(false);
  });

  it('ruling: "The second ability can\'t reduce the colored mana requirement of a spell"', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ["Ajani's Sunstriker", 'Courier Hawk'], battlefield: ['Plains'], command: [{ card: "Brago's Favor", names: ["Ajani's Sunstriker"] }, { card: "Brago's Favor", names: ['Courier Hawk'] }] }, {}, {}],
    });
    // {W}{W} stays {W}{W}; {1}{W} becomes {W}
    expect(castable(state, ids.hand[0]![0]!)).toBe(false);
    expect(castable(state, ids.hand[0]![1]!)).toBe(true);
    expect(characteristics(state, ids.hand[0]![1]!).manaValue).toBe(2);
  });
});

describe("Brago's Favor (only yours, only face up)", () => {
  it('Oracle: "Spells with the chosen name you cast": in a four-player game, another player\'s spell with that name costs its full {2} (CR 601.2f)', () => {
    const castableBy1 = (favorAt: number) => castableWithConspiracyAt("Brago's Favor", 'Bronze Sable', ['Plains'], favorAt);
    expect(castableBy1(0)).toBe(false);
    expect(castableBy1(1)).toBe(true);
  });

  it('ruling: "A conspiracy\'s static and triggered abilities function as long as that conspiracy is face-up in the command zone." (CR 702.106c) — face down, Brago\'s Favor and Unexpected Potential change no cost until turned face up', () => {
    const game = (conspiracy: string, hand: string, lands: string[]) => setup({
      format: 'conspiracy',
      players: [{ hand: [hand], battlefield: lands, command: [{ card: conspiracy, faceDown: true, names: [hand] }] }, {}, {}],
    });
    for (const [conspiracy, hand, lands] of [["Brago's Favor", 'Bronze Sable', ['Plains']], ['Unexpected Potential', 'Courier Hawk', ['Island', 'Island']]] as const) {
      const { state, ids } = game(conspiracy, hand, [...lands]);
      const card = ids.hand[0]![0]!;
      expect(castable(state, 0, card), conspiracy).toBe(false);
      const up = apply(state, { type: 'turnFaceUp', player: 0, object: ids.command[0]![0]! });
      expect(castable(up, 0, card), conspiracy).toBe(true);
    }
  });
});

describe('Unexpected Potential', () => {
  it('Oracle: "You may spend mana as though it were mana of any color to cast spells with the chosen name" — it changes only how the cost may be paid (CR 609.4b)', () => {
    const spec = (names: string[]) => setup({
      format: 'conspiracy',
      players: [{ hand: ['Courier Hawk', 'Child of Night'], battlefield: ['Island', 'Island'], command: [{ card: 'Unexpected Potential', names }] }, {}, {}],
    });
    const { state, ids } = spec(['Courier Hawk']);
    const [hawk, child] = ids.hand[0]!;
    expect(legalActions(state).some((a) => a.type === 'cast' && a.card === hawk)).toBe(true);
    expect(legalActions(state).some((a) => a.type === 'cast' && a.card === child)).toBe(false);
    let s = resolveStack(apply(state, { type: 'cast', player: 0, card: hawk!, targets: [], x: 0 }));
    const onField = s.battlefield.find((id) => s.objects[id]!.card === 'Courier Hawk')!;
    expect(characteristics(s, onField)).toMatchObject({ manaValue: 2, colors: ['W'] });
    expect(s.battlefield.filter((id) => s.objects[id]!.tapped)).toHaveLength(2);
    s = spec(['Absorb Vis']).state;
    expect(legalActions(s).some((a) => a.type === 'cast')).toBe(false);
  });
});

describe('Unexpected Potential (only yours)', () => {
  it('Oracle: "You may spend mana as though it were mana of any color to cast spells with the chosen name": in a four-player game, it lets only its controller do so, not another player casting a spell with that name (CR 609.4b)', () => {
    const castableBy1 = (potentialAt: number) => castableWithConspiracyAt('Unexpected Potential', 'Courier Hawk', ['Island', 'Island'], potentialAt);
    expect(castableBy1(3)).toBe(false);
    expect(castableBy1(1)).toBe(true);
  });
});

describe('Secrets of Paradise', () => {
  it('Oracle: creatures you control with the chosen name have "{T}: Add one mana of any color."', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Child of Night'], battlefield: ['Bronze Sable', 'Courier Hawk', 'Swamp'], command: [{ card: 'Secrets of Paradise', names: ['Bronze Sable'] }] }, {}, {}],
    });
    const [sable, hawk] = ids.battlefield[0]!;
    const mana = legalActions(s).filter((a) => a.type === 'activate' && (a.source === sable || a.source === hawk));
    expect(mana.map((a) => (a as { color?: string }).color)).toEqual(['W', 'U', 'B', 'R', 'G']);
    // Child of Night ({1}{B}) is paid with the Swamp and the Sable
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    expect(s.objects[sable!]!.tapped).toBe(true);
  });

  it('a creature with the chosen name that came under your control this turn can\'t use its {T} ability (CR 302.6)', () => {
    const { state: s, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: [{ card: 'Bronze Sable', sick: true }], command: [{ card: 'Secrets of Paradise', names: ['Bronze Sable'] }] }, {}, {}],
    });
    expect(legalActions(s).some((a) => a.type === 'activate' && a.source === ids.battlefield[0]![0])).toBe(false);
  });

  it('Oracle: "Creatures you control with the chosen name": in a four-player game, another player\'s creature with that name does not have it, even with priority on its controller\'s turn (CR 613.1f)', () => {
    const { state: s, ids } = setup({
      format: 'conspiracy',
      active: 2,
      players: [{ command: [{ card: 'Secrets of Paradise', names: ['Bronze Sable'] }] }, {}, { battlefield: ['Bronze Sable'] }, {}],
    });
    const sable = ids.battlefield[2]![0]!;
    expect(s.decision).toMatchObject({ kind: 'priority', player: 2 });
    expect(legalActions(s).some((a) => a.type === 'activate' && a.source === sable)).toBe(false);
  });
});

describe('Worldknit', () => {
  const lands = (s: ReturnType<typeof keepAll>) => s.battlefield.filter((id) => s.objects[id]!.card === 'Plains');

  it('Oracle: "As long as every card in your card pool started the game in your library or in the command zone, lands you control have \'{T}: Add one mana of any color.\'" — basic lands of the sideboard are not of the pool', () => {
    let s = keepAll(putConspiracies(conspiracyGame([{ sideboard: ['Worldknit', 'Island'] }, {}, {}], 1, 0), { 0: [{ card: 'Worldknit' }] }));
    s = resolveStack(s);
    while (s.turn.step !== 'main1') s = pass(s);
    const plains = s.players[0]!.hand.find((id) => s.objects[id]!.card === 'Plains')!;
    s = apply(s, { type: 'playLand', player: 0, card: plains });
    const colors = legalActions(s).filter((a) => a.type === 'activate' && a.source === lands(s)[0]).map((a) => (a as { color?: string }).color ?? 'W');
    expect(colors.sort()).toEqual(['B', 'G', 'R', 'U', 'W', 'W']);
  });

  it('"lands you control": an opponent\'s lands make only their own mana', () => {
    const { state } = setup({
      format: 'conspiracy',
      active: 1,
      players: [{ battlefield: ['Plains'], command: [{ card: 'Worldknit' }] }, { battlefield: ['Plains'] }, {}],
    });
    const [mine, theirs] = state.battlefield;
    expect(legalActions(state).filter((a) => a.type === 'activate' && a.source === theirs)).toHaveLength(1);
    const s = passUntil(state, (x) => x.decision?.player === 0);
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
    expect(legalActions(s).filter((a) => a.type === 'activate' && a.source === mine)).toHaveLength(6);
  });

  it('a card of the pool left in the sideboard turns it off', () => {
    let s = keepAll(putConspiracies(conspiracyGame([{ sideboard: ['Worldknit', 'Courier Hawk'] }, {}, {}], 1, 0), { 0: [{ card: 'Worldknit' }] }));
    while (s.turn.step !== 'main1') s = pass(s);
    const plains = s.players[0]!.hand.find((id) => s.objects[id]!.card === 'Plains')!;
    s = apply(s, { type: 'playLand', player: 0, card: plains });
    expect(legalActions(s).filter((a) => a.type === 'activate' && a.source === lands(s)[0])).toHaveLength(1);
  });
});

describe('Double Stroke', () => {
  const game = (hand: string[], battlefield: string[], faceDown = false) => setup({
    format: 'conspiracy',
    players: [
      { hand, battlefield, command: [{ card: 'Double Stroke', faceDown, names: ['Flame Slash'] }] },
      { battlefield: ['Bronze Sable', 'Courier Hawk'] },
      {},
    ],
  });

  it('Oracle: "Whenever you cast an instant or sorcery spell with the chosen name, you may copy it. You may choose new targets for the copy." — ruling: the copy resolves first, and you control it', () => {
    let { state: s, ids } = game(['Flame Slash'], ['Mountain']);
    const [sable, hawk] = ids.battlefield[1]!;
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable! }], x: 0 });
    s = resolveTop(s);
    s = choose(s, [0]);
    // the new target: keep the Sable, or the Hawk
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'newTarget:0', rule: '707.10c', options: [{ object: sable }, { object: hawk }] } });
    s = choose(s, [1]);
    const copy = s.stack[1]!;
    expect(s.objects[copy]).toMatchObject({ card: 'Flame Slash', controller: 0, targets: [{ object: hawk }] });
    s = resolveTop(s);
    expect(s.players[1]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Courier Hawk']);
    // the copy is not a card: it ceased to exist, and only the original went to the graveyard
    s = resolveStack(s);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Flame Slash']);
    expect(s.players[1]!.graveyard.map((id) => s.objects[id]!.card).sort()).toEqual(['Bronze Sable', 'Courier Hawk']);
  });

  it('ruling: "The copy will have the same targets … unless you choose new ones"', () => {
    let { state: s, ids } = game(['Flame Slash'], ['Mountain']);
    const [sable] = ids.battlefield[1]!;
    s = resolveTop(apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable! }], x: 0 }));
    s = choose(choose(s, [0]), [0]);
    expect(s.objects[s.stack[1]!]!.targets).toEqual([{ object: sable }]);
  });

  it('ruling: "That copy is created on the stack, so it\'s not cast. Abilities that trigger when a player casts a spell won\'t trigger."', () => {
    let { state: s, ids } = game(['Flame Slash'], ['Mountain', 'Kiln Fiend']);
    const fiend = ids.battlefield[0]![1]!;
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ids.battlefield[1]![0]! }], x: 0 });
    if (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    if (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    s = resolveStack(s);
    expect(logOf(s).filter((e) => e.type === 'cast')).toHaveLength(1);
    expect(logOf(s).filter((e) => e.type === 'copySpell')).toHaveLength(0);
    expect(s.decision).toMatchObject({ kind: 'choose' });
    s = choose(choose(s, [0]), [0]);
    s = resolveStack(s);
    expect(logOf(s).filter((e) => e.type === 'copySpell')).toHaveLength(1);
    expect(characteristics(s, fiend).power).toBe(1 + 3);
  });

  it('ruling: "If the spell being copied has an X …, the copy will have the same value of X"', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Death Wind'], battlefield: ['Swamp', 'Swamp', 'Swamp'], command: [{ card: 'Double Stroke', names: ['Death Wind'] }] }, { battlefield: ['Bronze Sable', 'Courier Hawk'] }, {}],
    });
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ids.battlefield[1]![0]! }], x: 2 });
    s = choose(choose(resolveTop(s), [0]), [1]);
    expect(s.objects[s.stack[1]!]).toMatchObject({ x: 2, targets: [{ object: ids.battlefield[1]![1]! }] });
  });

  it('ruling: "If the spell being copied is modal …, the copy will have the same mode"', () => {
    let { state: s } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Hurly-Burly'], battlefield: ['Mountain', 'Mountain'], command: [{ card: 'Double Stroke', names: ['Hurly-Burly'] }] }, {}, {}],
    });
    const cast = legalActions(s).find((a) => a.type === 'cast' && a.modes?.[0] === 1)!;
    s = apply(s, cast);
    s = choose(resolveTop(s), [0]);
    expect(s.objects[s.stack[1]!]!.modes).toEqual([1]);
  });

  it('ruling: "That copy is created on the stack, so it\'s not cast": a copy of Sulfurous Blast cast during your main phase deals 2 ("If you cast this spell during your main phase … 3 … instead"), the original 3', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Sulfurous Blast'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], command: [{ card: 'Double Stroke', names: ['Sulfurous Blast'] }] },
        { battlefield: ['Hexplate Golem'] },
        {},
      ],
    });
    const golem = ids.battlefield[1]![0]!;
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    expect(s.turn.step).toBe('main1');
    s = choose(resolveTop(s), [0]);
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Sulfurous Blast', 'Sulfurous Blast']);
    s = resolveTop(s);
    expect([0, 1, 2].map((p) => s.players[p]!.life)).toEqual([18, 18, 18]);
    expect(s.objects[golem]!.damage).toBe(2);
    s = resolveStack(s);
    expect([0, 1, 2].map((p) => s.players[p]!.life)).toEqual([15, 15, 15]);
    expect(s.objects[golem]!.damage).toBe(5);
  });

  it('"Whenever you cast … with the chosen name": your spell with another name, and another player\'s spell with the chosen name, are not copied', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Tragic Slip'], battlefield: ['Swamp'], command: [{ card: 'Double Stroke', names: ['Fleeting Distraction'] }] },
        { hand: ['Fleeting Distraction'], battlefield: ['Island', 'Bronze Sable'] },
        {},
      ],
    });
    const sable = ids.battlefield[1]![1]!;
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable }], x: 0 });
    expect(s.stack).toHaveLength(1);
    s = apply(pass(s), { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: sable }], x: 0 });
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Tragic Slip', 'Fleeting Distraction']);
    s = resolveStack(s);
    expect(logOf(s).filter((e) => e.type === 'copySpell')).toEqual([]);
  });

  it('ruling: "You must turn Double Stroke face up before you cast the spell with the chosen name"', () => {
    let { state: s, ids } = game(['Flame Slash'], ['Mountain'], true);
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ids.battlefield[1]![0]! }], x: 0 });
    expect(s.stack).toHaveLength(1);
  });
});

describe('Double Stroke (only instants and sorceries)', () => {
  it('Oracle: "Whenever you cast an instant or sorcery spell with the chosen name": a creature spell with the chosen name is not copied (CR 603.2)', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Bronze Sable'], battlefield: ['Wastes', 'Wastes'], command: [{ card: 'Double Stroke', names: ['Bronze Sable'] }] }, {}, {}],
    });
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable']);
    expect(s.decision?.kind).toBe('priority');
    s = resolveStack(s);
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'Bronze Sable')).toHaveLength(1);
  });
});

describe('Double Stroke — the spell countered before the ability resolves', () => {
  it('CR 608.2h, 707.10: the spell countered in response to the ability (another player\'s Negate) is still copied, as it last existed on the stack: its target, and new ones may be chosen', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Flame Slash'], battlefield: ['Mountain'], command: [{ card: 'Double Stroke', names: ['Flame Slash'] }] },
        { hand: ['Negate'], battlefield: ['Island', 'Island', 'Bronze Sable', 'Courier Hawk'] },
        {},
      ],
    });
    const [sable, hawk] = ids.battlefield[1]!.slice(2);
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable! }], x: 0 });
    s = apply(passToPlayer(s, 1), { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: s.stack[0]! }], x: 0 });
    s = resolveTop(s);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Flame Slash']);
    s = choose(resolveTop(s), [0]);
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'newTarget:0', options: [{ object: sable }, { object: hawk }] } });
    s = resolveStack(choose(s, [1]));
    expect(s.players[1]!.graveyard.map((id) => s.objects[id]!.card).sort()).toEqual(['Courier Hawk', 'Negate']);
    expect(s.battlefield).toContain(sable);
  });
});

describe('Double Stroke — a copy of a spell with an additional cost', () => {
  it('ruling: "Effects based on any additional costs that were paid for the original spell will be copied as though those same costs were paid for the copy. For example, if a player exiles three cards from their graveyard to cast Skeletal Scrying, and you copy it, the copy will also cause you to draw three cards and lose 3 life (but you won’t exile any cards from your graveyard)." (CR 707.10)', () => {
    const { state: s0, ids } = setup({
      format: 'conspiracy',
      players: [
        {
          hand: ['Skeletal Scrying'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], graveyard: ['Forest', 'Island', 'Murder', 'Plains'],
          library: Array<string>(10).fill('Wastes'), command: [{ card: 'Double Stroke', names: ['Skeletal Scrying'] }],
        },
        {}, {},
      ],
    });
    const [forest, island, murder] = ids.graveyard[0]!;
    let s = apply(s0, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 3, exileFromGraveyard: [forest!, island!, murder!] });
    expect(s.exile).toHaveLength(3);
    // Double Stroke's trigger: copy it
    s = choose(resolveTop(s), [0]);
    expect(s.stack).toHaveLength(2);
    s = resolveStack(s);
    // the copy and the original each drew three and lost 3 life; only the cost of the original exiled cards
    expect(s.players[0]!.hand).toHaveLength(6);
    expect(s.players[0]!.life).toBe(20 - 6);
    expect(s.exile).toHaveLength(3);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Plains', 'Skeletal Scrying']);
  });
});
