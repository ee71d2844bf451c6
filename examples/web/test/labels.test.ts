// The screens the worker presents, checked without a browser over whole games played by the bots.
import { autoBuildDeck, botInput, cardPool, createDraft, createGame, draftView, heuristicBot, heuristicDrafter, legalActions, apply, runDraft, seedRng, startTableGames, view, type ReadonlyGameState } from 'paliano';
import { describe, expect, it } from 'vitest';
import { scenario } from '../../../src/testing/index.js';
import { LogBook, present } from '../src/worker/present.js';
import { LocalTable } from '../src/worker/local-table.js';
import { draftActionLabeler } from '../src/worker/draft-labels.js';
import { dividedAs } from '../src/division.js';
import { takeBackAction } from '../src/take-back.js';
import { attack, block, passToPlayer, passUntil, permanent, resolveStack, setup } from '../../../test/cards/helpers.js';

/** A drafted 4-player Conspiracy game's first state, for a seed. */
function draftedGame(seed: number): ReadonlyGameState {
  const { state: draft } = runDraft(createDraft({ drafters: 4, seed, boosters: 'CN2' }), heuristicDrafter(), { seed, inPlace: true });
  const decks = draft.drafters.map((d) => autoBuildDeck(cardPool(draft, d.seat)));
  return startTableGames(draft, decks, { seed })[0]!.game;
}

describe('the game screen of a view', () => {
  it('labels every legal action differently, so each button says which action it takes, over whole games', () => {
    let decisions = 0;
    for (const seed of [1, 2]) {
      let s = draftedGame(seed);
      const rng = seedRng(seed);
      while (!s.result) {
        const seat = s.decision!.player;
        const screen = present(view(s, seat), []);
        expect(screen.actions.map((a) => a.index)).toEqual(legalActions(s).map((_, i) => i));
        const labels = screen.actions.map((a) => a.label);
        expect(new Set(labels).size, labels.join(' | ')).toBe(labels.length);
        // only instances of one triggered ability (CR 702.121b) are told apart by number alone
        for (const a of screen.actions) if (/ \(\d+ of \d+\)$/.test(a.label)) expect(a.kind, labels.join(' | ')).toBe('putTrigger');
        expect(screen.decision).toMatch(/^You decide: /);
        s = apply(s, heuristicBot(botInput(s, legalActions(s), rng)));
        decisions++;
      }
    }
    expect(decisions).toBeGreaterThan(200);
  });

  it('shows each player only their own hand, and a spectator none, with every log line citing a rule', () => {
    let s = draftedGame(3);
    const rng = seedRng(3);
    const books = [0, 1, 2, 3].map(() => new LogBook());
    for (let n = 0; n < 400 && !s.result; n++) {
      s = apply(s, heuristicBot(botInput(s, legalActions(s), rng)));
      for (const seat of [0, 1, 2, 3]) {
        const book = books[seat]!;
        const v = view(s, seat, { since: book.lines.length });
        book.add(v);
        const screen = present(v, book.lines);
        expect(screen.hand.map((c) => c.id)).toEqual(s.players[seat]!.hand);
        expect(screen.players.filter((p) => p.you).map((p) => p.seat)).toEqual([seat]);
        expect(screen.log.length).toBe(view(s, seat).log.length);
      }
    }
    const spectator = present(view(s, 'spectator'), []);
    expect(spectator.seat).toBeNull();
    expect(spectator.hand).toEqual([]);
    for (const book of books) for (const line of book.lines) expect(line.rule).toMatch(/^\d{3}(\.\d+[a-z]?)?$|^[A-Z]/);
  });
});

describe('the decision in words', () => {
  it('tells the player how many cards to put on the bottom after a mulligan (CR 103.5), and the others only what they do', () => {
    const deck = Array.from({ length: 40 }, (_, i) => ['Plains', 'Bronze Sable'][i % 2]!);
    let s = createGame({ seed: 4, players: [{ deck }, { deck }] });
    const first = s.decision!.player;
    s = apply(s, { type: 'mulligan', player: first });
    while (s.decision?.kind === 'mulligan') s = apply(s, { type: 'keep', player: s.decision.player });
    expect(s.decision).toMatchObject({ kind: 'bottom', player: first, count: 1 });
    expect(present(view(s, first), []).decision).toBe('You decide: put 1 card on the bottom of your library');
    const other = present(view(s, 1 - first), []).decision;
    expect(other).toMatch(/ decides: put cards on the bottom of their library$/);
  });
});

describe('the opening hands of Backup Plan', () => {
  it('labels each "keep opening hand" with the cards it keeps, as the choosing player\'s view shows them (CR 315.5a)', () => {
    const deck = Array.from({ length: 40 }, (_, i) => ['Plains', 'Bronze Sable', 'Ogre Sentry', 'Kiln Fiend'][i % 4]!);
    const others = Array.from({ length: 40 }, () => 'Plains');
    let s = createGame({ format: 'conspiracy', seed: 5, startingPlayer: 0, players: [{ deck, sideboard: ['Backup Plan'] }, { deck: others }, { deck: others }] });
    s = apply(s, { type: 'putConspiracy', player: 0, card: s.players[0]!.sideboard[0]! });
    while (s.decision?.kind === 'startOfGame' && s.decision.prompt === 'conspiracies') s = apply(s, { type: 'finishConspiracies', player: s.decision.player });
    const hands = s.conspiracyDraft!.hands[0]!;
    const labels = present(view(s, 0), []).actions.map((a) => a.label);
    expect(labels).toHaveLength(2);
    labels.forEach((label, i) => {
      expect(label.startsWith(`Keep opening hand ${i + 1}: `)).toBe(true);
      for (const id of hands[i]!) expect(label).toContain(s.objects[id]!.card);
    });
  });
});

describe('the cards revealed from the deck before the shuffle', () => {
  it('labels "reveal" and "exile with" by the cards of the deck they name (CR 701.20)', () => {
    const deck = [...Array.from({ length: 39 }, () => 'Plains'), 'Arcane Savant'];
    const others = Array.from({ length: 40 }, () => 'Plains');
    let s = createGame({ format: 'conspiracy', seed: 5, startingPlayer: 0, players: [{ deck, sideboard: ['Divination'] }, { deck: others }, { deck: others }] });
    expect(present(view(s, 0), []).actions.map((a) => a.label)).toContain('Reveal Arcane Savant from your deck');
    s = apply(s, legalActions(s).find((a) => a.type === 'revealFromDeck')!);
    expect(present(view(s, 0), []).actions.map((a) => a.label)).toEqual(['Exile Divination with Arcane Savant']);
  });
});

describe('damage divided among several', () => {
  it("labels an attacker's division of its combat damage with what each amount goes to (CR 510.1c, 702.19b)", () => {
    const { state } = setup({ active: 0, players: [{ battlefield: ['Lizard Warrior'] }, { battlefield: ['Bronze Sable', 'Ogre Sentry'] }] });
    const [lizard, sable, sentry] = ['Lizard Warrior', 'Bronze Sable', 'Ogre Sentry'].map((n) => permanent(state, n)) as [number, number, number];
    let s = block(attack(state, [[lizard, 1]]), [[sable, lizard], [sentry, lizard]]);
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    const screen = present(view(s, 0), []);
    expect(screen.actions.length).toBeGreaterThan(1);
    legalActions(s).forEach((a, i) => {
      if (a.type !== 'assignDamage') throw new Error(`expected divisions, not ${a.type}`);
      expect(screen.actions[i]!.label).toBe(`Assign Lizard Warrior's damage: ${a.amounts[0]} to Bronze Sable, ${a.amounts[1]} to Ogre Sentry`);
    });
  });

  it('offers the shares of a spell dividing its damage (CR 601.2d, Hail of Arrows), and other shares are cast as given', () => {
    const { state } = setup({
      active: 1,
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'], hand: ['Hail of Arrows'] },
        { battlefield: ['Hundred-Handed One', 'Bronze Sable'] },
      ],
    });
    const [hundred, sable] = ['Hundred-Handed One', 'Bronze Sable'].map((n) => permanent(state, n)) as [number, number];
    const s = passToPlayer(attack(state, [[hundred, 0], [sable, 0]]), 0);
    const screen = present(view(s, 0), []);
    const listed = screen.actions.find((a) => a.divide && a.label.includes('X=4') && a.label.includes('→ Hundred-Handed One (2), Bronze Sable (2)'));
    expect(listed?.divide, screen.actions.map((a) => a.label).join(' | ')).toEqual({ among: ['Hundred-Handed One', 'Bronze Sable'], shares: [2, 2] });
    const after = resolveStack(apply(s, dividedAs(legalActions(s)[listed!.index]!, [3, 1])));
    expect(after.objects[hundred]!.damage).toBe(3);
    expect(after.players[1]!.graveyard.map((id) => after.objects[id]!.card)).toContain('Bronze Sable');
  });
});

describe('the exile zone', () => {
  it("shows each player's cards in exile, a public zone (CR 406.3), to every player and a spectator", () => {
    const { state } = setup({ players: [{ exile: ['Bronze Sable'] }, { exile: ['Lizard Warrior', 'Ogre Sentry'] }] });
    for (const viewer of [0, 1, 'spectator'] as const) {
      const players = present(view(state, viewer), []).players;
      expect(players.map((p) => p.exile.map((c) => c.name))).toEqual([['Bronze Sable'], ['Lizard Warrior', 'Ogre Sentry']]);
    }
  });
});

describe('a declaration in progress', () => {
  it('offers to take a creature declared to attack back out of the declaration, which the engine accepts (CR 508.1)', () => {
    const { state } = setup({ players: [{ battlefield: ['Lizard Warrior', 'Bronze Sable'] }, {}] });
    const [lizard, sable] = ['Lizard Warrior', 'Bronze Sable'].map((n) => permanent(state, n)) as [number, number];
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    expect(present(view(s, 0), []).takeBack).toEqual([]);
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: lizard, target: { player: 1 } });
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } });
    const screen = present(view(s, 0), []);
    expect(screen.takeBack).toEqual([{ id: lizard, label: 'Take Lizard Warrior out of the attack' }, { id: sable, label: 'Take Bronze Sable out of the attack' }]);
    // nobody else is offered it
    expect(present(view(s, 1), []).takeBack).toEqual([]);
    s = apply(s, takeBackAction(view(s, 0), lizard));
    const d = s.decision;
    expect(d?.kind === 'declareAttackers' ? d.pending.entries.map((e) => e.id) : null).toEqual([sable]);
    expect(present(view(s, 0), []).actions.map((a) => a.label)).toContain('Attack Player 2 with Lizard Warrior');
  });
});

describe('a modal spell', () => {
  it('says which mode each cast chooses, by its text (CR 700.2, 601.2b)', () => {
    const { state } = setup({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Hurly-Burly'] }, {}] });
    const labels = present(view(state, 0), []).actions.filter((a) => a.kind === 'cast').map((a) => a.label);
    expect(labels).toEqual([
      'Cast Hurly-Burly (mode: Hurly-Burly deals 1 damage to each creature without flying.)',
      'Cast Hurly-Burly (mode: Hurly-Burly deals 1 damage to each creature with flying.)',
    ]);
  });
});

describe('a copy on the board', () => {
  it("shows a copy by the copied name with its card in brackets, and names it so in the actions (CR 707.2)", () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Island', 'Mountain', 'Wastes', 'Wastes'], hand: ["Dack's Duplicate"], library: Array<string>(10).fill('Wastes') }, { battlefield: ['Lizard Warrior'], library: Array<string>(10).fill('Wastes') }],
      settings: { autoPass: 'never', manaAbilities: 'actions' },
    });
    const warrior = state.battlefield.find((id) => state.objects[id]!.card === 'Lizard Warrior')!;
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    while (s.decision?.kind === 'priority') s = apply(s, { type: 'pass', player: s.decision.player });
    const d = s.decision;
    if (d?.kind !== 'choose' || !('choice' in d)) throw new Error('expected the copy choice');
    s = apply(s, { type: 'choose', player: 0, choice: [d.choice.options.findIndex((o) => 'object' in o && o.object === warrior)] });
    // on to the attack, where Dack's Duplicate (haste) may attack
    while (s.decision?.kind === 'priority') s = apply(s, { type: 'pass', player: s.decision.player });
    for (const seat of [0, 1] as const) {
      const screen = present(view(s, seat), []);
      const copy = screen.players[0]!.battlefield.find((c) => c.name.includes('Lizard Warrior'))!;
      expect(copy.name).toBe("Lizard Warrior (Dack's Duplicate)");
      // its tooltip is the copied card's text
      expect(copy.text).toContain('Lizard');
      // the original shows its own name alone
      expect(screen.players[1]!.battlefield.map((c) => c.name)).toEqual(['Lizard Warrior']);
    }
    const labels = present(view(s, 0), []).actions.map((a) => a.label);
    expect(labels.filter((l) => l.includes('with Lizard Warrior'))).toEqual(["Attack Player 2 with Lizard Warrior (Dack's Duplicate)"]);
  });

  it("labels a copy's activated ability with the copied card's text (CR 707.2)", () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Island', 'Mountain', 'Mountain', 'Wastes', 'Wastes'], hand: ["Dack's Duplicate"], library: Array<string>(10).fill('Wastes') }, { battlefield: ['Chartooth Cougar'], library: Array<string>(10).fill('Wastes') }],
      settings: { autoPass: 'never' },
    });
    const cougar = state.battlefield.find((id) => state.objects[id]!.card === 'Chartooth Cougar')!;
    // paid with the Island, one Mountain and both Wastes: the other Mountain pays the copied ability
    const payment = [...ids.battlefield[0]!.slice(0, 2), ...ids.battlefield[0]!.slice(3, 5)];
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, payment });
    while (s.decision?.kind === 'priority') s = apply(s, { type: 'pass', player: s.decision.player });
    const d = s.decision;
    if (d?.kind !== 'choose' || !('choice' in d)) throw new Error('expected the copy choice');
    s = apply(s, { type: 'choose', player: 0, choice: [d.choice.options.findIndex((o) => 'object' in o && o.object === cougar)] });
    const labels = present(view(s, 0), []).actions.map((a) => a.label);
    expect(labels).toContain("Activate Chartooth Cougar (Dack's Duplicate): {R}: Chartooth Cougar gets +1/+0 until end of turn.");
  });
});

describe('the draft screen', () => {
  it('names every card that notes a pick, "Noble Banneret and Smuggler Captain" (CR 905.2b)', () => {
    const v = draftView(createDraft({ drafters: 4, seed: 1, boosters: 'CN2' }), 0);
    const card = v.pack![0]!;
    const label = draftActionLabeler(v)({ type: 'pick', seat: 0, card: card.id, note: ['Noble Banneret', 'Smuggler Captain'] });
    expect(label).toBe(`Draft ${card.name} (note it with Noble Banneret and Smuggler Captain)`);
  });

  it('asks for the colour of a card just drafted in words, for that card (Regicide, Paliano, the High City: CR 905.2b)', () => {
    const table = new LocalTable();
    const COLOR_CARDS = ['Regicide', 'Paliano, the High City'];
    for (let seed = 1; seed <= 300; seed++) {
      const [first] = table.newDraft(String(seed), 'Tester');
      const pick = first?.type === 'draft' ? first.screen.actions.find((a) => COLOR_CARDS.some((c) => a.label === `Draft ${c}`)) : undefined;
      if (!pick) continue;
      const drafted = pick.label.slice('Draft '.length);
      const [next] = table.draftAction(pick.index);
      const colors = next?.type === 'draft' ? next.screen.actions.filter((a) => a.kind === 'chooseColor').map((a) => a.label) : [];
      expect(colors.length).toBeGreaterThanOrEqual(3);
      for (const label of colors) expect(label).toMatch(new RegExp(`^Choose (white|blue|black|red|green) for ${drafted}$`));
      return;
    }
    throw new Error('no seed from 1 to 300 offers Regicide or Paliano, the High City in the first pack');
  });

  it("reads the player's own draft events as \"You …\", and names the others", () => {
    const table = new LocalTable();
    let [answer] = table.newDraft('1', '');
    for (let picks = 0; picks < 3; picks++) {
      if (answer?.type !== 'draft') break;
      [answer] = table.draftAction(answer.screen.actions[0]!.index);
    }
    expect(answer?.type).toBe('draft');
    const lines = answer?.type === 'draft' ? answer.screen.log.map((l) => l.text) : [];
    expect(lines).toContain('You open a booster pack');
    expect(lines.some((l) => /^You draft \S/.test(l)), lines.join(' | ')).toBe(true);
    // every line of the player's own actions agrees with "You"
    for (const l of lines) expect(l).not.toMatch(/^You (opens|drafts|passes|reveals|looks|removes|turns|chooses|adds|trades|notes)\b/);
  });
});
