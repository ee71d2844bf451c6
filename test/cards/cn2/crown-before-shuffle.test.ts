import { describe, expect, it } from 'vitest';
import { apply, characteristics, describeAction, deserialize, legalActions, serialize, tryApply, view, type Action, type ReadonlyGameState } from '../../../src/index.js';
import { conspiracyGame, deckOf, keepAll, putConspiracies } from '../conspiracy-helpers.js';
import { activate, cast, choose, events, exiled, keywords, names, nextTurn, passToPlayer, passUntil, permanent, permanents, pt, resolveStack, resolveTop, setup } from '../helpers.js';

/** Player 0's deck: 40 cards, the last ones replaced by `cards`. */
function deckWith(...cards: string[]): string[] {
  return [...deckOf(40 - cards.length), ...cards];
}

function actionsOf(state: ReadonlyGameState, type: Action['type']): Action[] {
  return legalActions(state).filter((a) => a.type === type);
}

/** The id of player 0's library card named `name` that is revealed by a listed action. */
function reveal(state: ReadonlyGameState, name: string): ReadonlyGameState {
  const a = actionsOf(state, 'revealFromDeck').find((x) => x.type === 'revealFromDeck' && state.objects[x.card]!.card === name);
  if (!a) throw new Error(`no reveal of ${name} listed`);
  return apply(state, a);
}

/** The names of the sideboard cards player 0 may exile now, with the revealed card `by` (any if not given). */
function exilable(state: ReadonlyGameState, by?: number): string[] {
  return actionsOf(state, 'exileDrafted').flatMap((a) => (a.type === 'exileDrafted' && (by === undefined || a.with === by) ? [state.objects[a.card]!.card] : []));
}

/** Player 0 exiles the sideboard card named `name` with the first revealed card that may take it. */
function exileCard(state: ReadonlyGameState, name: string): ReadonlyGameState {
  const a = actionsOf(state, 'exileDrafted').find((x) => x.type === 'exileDrafted' && state.objects[x.card]!.card === name);
  if (!a) throw new Error(`no exile of ${name} listed`);
  return apply(state, a);
}

const canFinish = (state: ReadonlyGameState) => actionsOf(state, 'finishConspiracies').length > 0;
const revealedIds = (state: ReadonlyGameState) => (state.conspiracyDraft?.revealedBeforeShuffle ?? []).map((r) => r.card as number);

function game(deck: string[], sideboard: string[]): ReadonlyGameState {
  return conspiracyGame([{ deck, sideboard }, {}, {}], 1, 0);
}

describe('Arcane Savant (CN2 #27): before the shuffle', () => {
  it('"Before you shuffle your deck to start the game, you may reveal this card from your deck and exile an instant or sorcery card you drafted that isn\'t in your deck."', () => {
    let s = game(deckWith('Arcane Savant'), ['Divination', 'Ogre Sentry']);
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 0, prompt: 'conspiracies' });
    // "you may": finishing without revealing is legal
    expect(canFinish(s)).toBe(true);
    s = reveal(s, 'Arcane Savant');
    expect(events(s, 'reveal').at(-1)).toMatchObject({ card: 'Arcane Savant', rule: '701.20' });
    expect(canFinish(s)).toBe(false);
    // only an instant or sorcery card of the sideboard
    expect(exilable(s)).toEqual(['Divination']);
    s = exileCard(s, 'Divination');
    expect(exilable(s)).toEqual([]);
    expect(names(s, 0, 'library')).toContain('Arcane Savant');
    expect(s.players[0]!.sideboard.map((id) => s.objects[id]!.card)).toEqual(['Ogre Sentry']);
    s = keepAll(putConspiracies(s, {}));
    expect(s.turn.step).not.toBe('pregame');
    expect(exiled(s)).toEqual(['Divination']);
    // the exiled card did not start the game in the library (Worldknit)
    expect(s.conspiracyDraft?.poolInGame[0]).toBe(false);
  });

  it('CR 103.3, 800.4a: a player who concedes before the shuffle has no library shuffled and draws no opening hand', () => {
    let s = game(deckWith('Arcane Savant'), ['Divination']);
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 0 });
    s = apply(s, { type: 'concede', player: 1 });
    s = keepAll(putConspiracies(s, {}));
    expect(s.turn.step).not.toBe('pregame');
    expect(events(s, 'shuffle').map((e) => e.player).sort()).toEqual([0, 2]);
    expect(events(s, 'draw').filter((e) => e.player === 1)).toEqual([]);
    expect(s.players[2]!.hand.length).toBeGreaterThan(0);
  });

  it("CR 701.20: the player's view shows the cards of their deck their reveal and exile actions name, so a client names them (describeAction), and no other view does", () => {
    let s = game(deckWith('Arcane Savant'), ['Divination', 'Ogre Sentry']);
    const [revealing] = actionsOf(s, 'revealFromDeck');
    const mine = view(s, 0);
    expect(mine.choiceObjects.map((o) => o.card)).toEqual(['Arcane Savant']);
    expect(describeAction(mine, revealing!)).toBe('P0 reveals Arcane Savant from their deck before the shuffle');
    for (const other of [1, 2, 'spectator'] as const) expect(view(s, other).choiceObjects).toEqual([]);
    s = reveal(s, 'Arcane Savant');
    const [exiling] = actionsOf(s, 'exileDrafted');
    const after = view(s, 0);
    expect(after.choiceObjects.map((o) => o.card)).toEqual(['Arcane Savant']);
    expect(describeAction(after, exiling!)).toBe('P0 exiles Divination with Arcane Savant');
  });

  it('is not offered without an instant or sorcery card in the sideboard, and refused if asked', () => {
    const s = game(deckWith('Arcane Savant'), ['Ogre Sentry']);
    expect(actionsOf(s, 'revealFromDeck')).toEqual([]);
    const savant = s.players[0]!.library.find((id) => s.objects[id]!.card === 'Arcane Savant')!;
    expect(tryApply(s, { type: 'revealFromDeck', player: 0, card: savant }).ok).toBe(false);
  });

  it('"If you have more than one Arcane Savant in your deck, you may reveal any number of them and exile that many instant or sorcery cards"', () => {
    let s = game(deckWith('Arcane Savant', 'Arcane Savant'), ['Divination', 'Negate']);
    s = reveal(s, 'Arcane Savant');
    s = reveal(s, 'Arcane Savant');
    const [first, second] = revealedIds(s);
    expect(exilable(s, first)).toEqual(['Divination', 'Negate']);
    s = apply(s, actionsOf(s, 'exileDrafted').find((a) => a.type === 'exileDrafted' && a.with === first && s.objects[a.card]!.card === 'Negate')!);
    expect(canFinish(s)).toBe(false);
    expect(exilable(s, first)).toEqual([]);
    expect(exilable(s, second)).toEqual(['Divination']);
    s = exileCard(s, 'Divination');
    expect(canFinish(s)).toBe(true);
    expect(exiled(s).sort()).toEqual(['Divination', 'Negate']);
  });

  it('a second Arcane Savant is not revealed when the sideboard has no instant or sorcery card left for it', () => {
    let s = game(deckWith('Arcane Savant', 'Arcane Savant'), ['Divination']);
    s = reveal(s, 'Arcane Savant');
    expect(actionsOf(s, 'revealFromDeck')).toEqual([]);
  });
});

describe('Volatile Chimera (CN2 #59): before the shuffle', () => {
  it('"exile three or more creature cards you drafted that aren\'t in your deck"', () => {
    let s = game(deckWith('Volatile Chimera'), ['Ogre Sentry', 'Kiln Fiend', 'Wind Dancer', 'Bronze Sable', 'Divination']);
    s = reveal(s, 'Volatile Chimera');
    expect(exilable(s).sort()).toEqual(['Bronze Sable', 'Kiln Fiend', 'Ogre Sentry', 'Wind Dancer']);
    s = exileCard(s, 'Ogre Sentry');
    s = exileCard(s, 'Kiln Fiend');
    expect(canFinish(s)).toBe(false);
    s = exileCard(s, 'Wind Dancer');
    expect(canFinish(s)).toBe(true);
    // "or more"
    expect(exilable(s)).toEqual(['Bronze Sable']);
    s = exileCard(s, 'Bronze Sable');
    expect(exiled(s)).toHaveLength(4);
  });

  it('is not revealed with fewer than three creature cards in the sideboard', () => {
    const s = game(deckWith('Volatile Chimera'), ['Ogre Sentry', 'Kiln Fiend', 'Divination']);
    expect(actionsOf(s, 'revealFromDeck')).toEqual([]);
  });

  it('"if you have more than one Volatile Chimera in your deck, you need only reveal one of them because you can exile as many creature cards that aren\'t in your deck as you want, with a minimum of three" (CR 701.20): one revealed of two, three cards exiled, and the game may start', () => {
    let s = game(deckWith('Volatile Chimera', 'Volatile Chimera'), ['Ogre Sentry', 'Kiln Fiend', 'Wind Dancer']);
    s = reveal(s, 'Volatile Chimera');
    expect(revealedIds(s)).toHaveLength(1);
    for (const name of ['Ogre Sentry', 'Kiln Fiend', 'Wind Dancer']) s = exileCard(s, name);
    expect(canFinish(s)).toBe(true);
    s = keepAll(putConspiracies(s, {}));
    expect(s.turn.step).not.toBe('pregame');
    expect(exiled(s).sort()).toEqual(['Kiln Fiend', 'Ogre Sentry', 'Wind Dancer']);
    expect(names(s, 0, 'library').filter((n) => n === 'Volatile Chimera').length + names(s, 0, 'hand').filter((n) => n === 'Volatile Chimera').length).toBe(2);
  });

  it('"If you do reveal more than one Volatile Chimera before shuffling, you\'ll have to exile at least three creature cards for each of them."', () => {
    const five = ['Ogre Sentry', 'Kiln Fiend', 'Wind Dancer', 'Bronze Sable', 'Aether Searcher'];
    let s = game(deckWith('Volatile Chimera', 'Volatile Chimera'), five);
    s = reveal(s, 'Volatile Chimera');
    // six creature cards would be needed for two
    expect(actionsOf(s, 'revealFromDeck')).toEqual([]);
    s = game(deckWith('Volatile Chimera', 'Volatile Chimera'), [...five, 'Screaming Seahawk']);
    s = reveal(s, 'Volatile Chimera');
    s = reveal(s, 'Volatile Chimera');
    const [first, second] = revealedIds(s);
    for (const name of ['Ogre Sentry', 'Kiln Fiend', 'Wind Dancer']) s = apply(s, actionsOf(s, 'exileDrafted').find((a) => a.type === 'exileDrafted' && a.with === first && s.objects[a.card]!.card === name)!);
    // a fourth card for the first would leave the second without its three
    expect(exilable(s, first)).toEqual([]);
    expect(canFinish(s)).toBe(false);
    expect(exilable(s, second)).toHaveLength(3);
  });
});

describe('Caller of the Untamed (CN2 #62): before the shuffle', () => {
  it('"exile a creature card you drafted that isn\'t in your deck"; a revealed card keeps the creature cards another needs', () => {
    let s = game(deckWith('Caller of the Untamed', 'Volatile Chimera'), ['Ogre Sentry', 'Kiln Fiend', 'Wind Dancer', 'Divination']);
    s = reveal(s, 'Caller of the Untamed');
    // three creature cards: one for Caller leaves two, too few for the Chimera
    expect(actionsOf(s, 'revealFromDeck')).toEqual([]);
    expect(exilable(s).sort()).toEqual(['Kiln Fiend', 'Ogre Sentry', 'Wind Dancer']);
    s = exileCard(s, 'Ogre Sentry');
    expect(exilable(s)).toEqual([]);
    expect(canFinish(s)).toBe(true);
  });
});

const ISLANDS = Array<string>(5).fill('Island');

/** The labels of the pending choice's options. */
function labelsOf(state: ReadonlyGameState): string[] {
  const d = state.decision;
  return d?.kind === 'choose' ? d.choice.options.map((o) => ('label' in o ? o.label : '')) : [];
}

describe('Arcane Savant (CN2 #27): in the game', () => {
  it('"When Arcane Savant enters the battlefield, copy a card you exiled with cards named Arcane Savant. You may cast the copy without paying its mana cost." — created in and cast from exile', () => {
    const { state } = setup({ players: [{ hand: ['Arcane Savant'], battlefield: ISLANDS, library: Array<string>(10).fill('Island'), exiledWith: { 'Arcane Savant': ['Divination'] } }, {}] });
    let s = resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
    const d = s.decision;
    expect(d?.kind === 'choose' && d.choice.options).toEqual([{ label: 'cast Divination' }, { label: "don't cast" }]);
    const hand = s.players[0]!.hand.length;
    s = choose(s, [0]);
    const copy = s.stack[s.stack.length - 1]!;
    expect(s.objects[copy]).toMatchObject({ kind: 'copy', card: 'Divination', castFrom: 'exile' });
    expect(events(s, 'cast').at(-1)).toMatchObject({ card: 'Divination', player: 0 });
    s = resolveStack(s);
    expect(s.players[0]!.hand.length).toBe(hand + 2);
    // the exiled card stays in exile; the copy ceased to exist (CR 707.10a)
    expect(exiled(s)).toEqual(['Divination']);
    expect(names(s, 0, 'graveyard')).toEqual([]);
  });

  it('"you may": not casting the copy leaves nothing behind', () => {
    const { state } = setup({ players: [{ hand: ['Arcane Savant'], battlefield: ISLANDS, exiledWith: { 'Arcane Savant': ['Divination'] } }, {}] });
    let s = resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
    s = choose(s, [1]);
    expect(s.stack).toEqual([]);
    expect(exiled(s)).toEqual(['Divination']);
  });

  it('"If the copied card has {X} in its mana cost, you must choose 0 as its value when casting the copy."', () => {
    const { state } = setup({ players: [{ hand: ['Arcane Savant'], battlefield: ISLANDS, exiledWith: { 'Arcane Savant': ['Death Wind'] } }, { battlefield: ['Ogre Sentry'] }] });
    let s = resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
    const ogre = permanent(s, 'Ogre Sentry');
    const d = s.decision;
    const labels = d?.kind === 'choose' ? d.choice.options.map((o) => ('label' in o ? o.label : '')) : [];
    s = choose(s, [labels.findIndex((l) => l.includes('Ogre Sentry'))]);
    expect(s.objects[s.stack[s.stack.length - 1]!]!.x).toBe(0);
    s = resolveStack(s);
    expect(pt(s, ogre)).toEqual([3, 3]);
  });

  it('"As Arcane Savant\'s last ability resolves, if there are multiple cards you exiled with cards named Arcane Savant, you choose one of them to copy."', () => {
    const { state } = setup({ players: [{ hand: ['Arcane Savant'], battlefield: ISLANDS, exiledWith: { 'Arcane Savant': ['Divination', 'Negate'] } }, {}] });
    let s = resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
    const d = s.decision;
    expect(d?.kind === 'choose' && d.choice.min).toBe(1);
    expect(d?.kind === 'choose' && d.choice.options.map((o) => ('object' in o ? s.objects[o.object]!.card : ''))).toEqual(['Divination', 'Negate']);
    s = choose(s, [0]);
    expect(s.decision?.kind === 'choose' && s.decision.choice.options[0]).toEqual({ label: 'cast Divination' });
  });

  it('CR 118.9d: a copy cast without paying its mana cost still pays its additional cost — Altar\'s Reap sacrifices a creature', () => {
    const { state } = setup({ players: [{ hand: ['Arcane Savant'], battlefield: [...ISLANDS, 'Ogre Sentry'], library: Array<string>(10).fill('Island'), exiledWith: { 'Arcane Savant': ["Altar's Reap"] } }, {}] });
    let s = resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
    const ogre = permanent(s, 'Ogre Sentry');
    const savant = permanent(s, 'Arcane Savant');
    const d = s.decision;
    const labels = d?.kind === 'choose' ? d.choice.options.map((o) => ('label' in o ? o.label : '')) : [];
    // one way to cast per creature that could be sacrificed, and no way without sacrificing
    expect([...labels].sort()).toEqual([`cast Altar's Reap sacrificing Arcane Savant (#${savant})`, `cast Altar's Reap sacrificing Ogre Sentry (#${ogre})`, "don't cast"]);
    const hand = s.players[0]!.hand.length;
    s = choose(s, [labels.findIndex((l) => l.includes('Ogre Sentry'))]);
    expect(names(s, 0, 'graveyard')).toEqual(['Ogre Sentry']);
    s = resolveStack(s);
    expect(s.players[0]!.hand.length).toBe(hand + 2);
  });

  /**
   * On player 1's turn, player 1 casts Murder on player 0's Arcane Savant; player 0 answers with Stunt
   * Double entering as a copy of the Savant, whose "enters" ability then resolves above Murder.
   */
  function savantAboveMurder(exiled: string[]): ReadonlyGameState {
    const { state, ids } = setup({
      active: 1,
      players: [
        { hand: ['Stunt Double', 'Negate'], battlefield: ['Arcane Savant', 'Island', 'Island', 'Island', 'Island'], library: Array<string>(10).fill('Island'), exiledWith: { 'Arcane Savant': exiled } },
        { hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
      ],
    });
    const savant = permanent(state, 'Arcane Savant');
    let s = passToPlayer(cast(state, 1, ids.hand[1]![0]!, [{ object: savant }]), 0);
    s = passUntil(cast(s, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    const d = s.decision;
    s = choose(s, [d?.kind === 'choose' ? d.choice.options.findIndex((o) => 'object' in o && o.object === savant) : -1]);
    s = passUntil(s, (x) => x.decision?.kind !== 'priority');
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Murder', 'Arcane Savant']);
    return s;
  }

  it('ruling: "The copy is created in and cast from exile. You cast the copy during the resolution of Arcane Savant’s last ability. You ignore any timing restrictions based on the card type of the card you copied. However, you must still follow any other timing restrictions, such as “Cast [this spell] only during combat.”"', () => {
    // a sorcery, on another player's turn with Murder on the stack
    let s = savantAboveMurder(['Divination']);
    expect(labelsOf(s)).toEqual(['cast Divination', "don't cast"]);
    s = choose(s, [0]);
    expect(s.objects[s.stack[s.stack.length - 1]!]).toMatchObject({ kind: 'copy', card: 'Divination', castFrom: 'exile' });
    // Berserk, "Cast this spell only before the combat damage step": offered in the first main phase, not in the second
    for (const [step, offered] of [['main1', true], ['main2', false]] as const) {
      const { state } = setup({ step, players: [{ hand: ['Arcane Savant'], battlefield: [...ISLANDS, 'Ogre Sentry'], exiledWith: { 'Arcane Savant': ['Berserk'] } }, {}] });
      const x = resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
      if (offered) expect(labelsOf(x)).toContain(`cast Berserk targeting Ogre Sentry (#${permanent(x, 'Ogre Sentry')})`);
      else expect(x.decision).toMatchObject({ kind: 'priority' });
      expect(exiled(x)).toEqual(['Berserk']);
    }
  });

  it('ruling: "You can’t pay any alternative costs the card has. You can pay additional costs, and if the spell has any mandatory additional costs, you must pay those."', () => {
    // Misdirection's "exile a blue card from your hand rather than pay" is no way to cast it: one way, Negate stays in hand
    let s = savantAboveMurder(['Misdirection']);
    expect(labelsOf(s)).toEqual([`cast Misdirection targeting Murder (#${s.stack[0]})`, "don't cast"]);
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Negate']);
    // Altar's Reap's sacrifice is mandatory: every way to cast it sacrifices a creature
    const { state } = setup({ players: [{ hand: ['Arcane Savant'], battlefield: [...ISLANDS, 'Ogre Sentry'], exiledWith: { 'Arcane Savant': ["Altar's Reap"] } }, {}] });
    const reap = resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
    expect(labelsOf(reap).filter((l) => l !== "don't cast").every((l) => l.includes(' sacrificing '))).toBe(true);
    expect(labelsOf(reap)).toHaveLength(3);
  });

  it('copies only a card its controller exiled: another player\'s exiled cards are not "cards you exiled"', () => {
    const { state } = setup({ players: [{ hand: ['Arcane Savant'], battlefield: ISLANDS }, { exiledWith: { 'Arcane Savant': ['Divination'] } }] });
    const s = resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
    expect(s.decision?.kind).not.toBe('choose');
    expect(s.stack).toEqual([]);
  });
});

const MOUNTAINS = Array<string>(4).fill('Mountain');

function activateChimera(state: ReadonlyGameState): ReadonlyGameState {
  return resolveStack(activate(state, 0, permanent(state, 'Volatile Chimera'), 0));
}

describe('Volatile Chimera (CN2 #59): in the game', () => {
  it('"{1}{R}: Choose a card at random you exiled with cards named Volatile Chimera. Volatile Chimera becomes a copy of that card, except it has this ability."', () => {
    const { state } = setup({ players: [{ battlefield: ['Volatile Chimera', ...MOUNTAINS], exiledWith: { 'Volatile Chimera': ['Ogre Sentry', 'Kiln Fiend', 'Wind Dancer'] } }, {}] });
    const chimera = permanent(state, 'Volatile Chimera');
    let s = activateChimera(state);
    const name = characteristics(s, chimera).name;
    expect(['Ogre Sentry', 'Kiln Fiend', 'Wind Dancer']).toContain(name);
    expect(pt(s, chimera)).toEqual({ 'Ogre Sentry': [3, 3], 'Kiln Fiend': [1, 2], 'Wind Dancer': [1, 1] }[name]);
    // it keeps the ability, and may become another copy
    const again = legalActions(s).filter((a) => a.type === 'activate' && a.source === chimera);
    expect(again.length).toBeGreaterThan(0);
    s = resolveStack(apply(s, again[0]!));
    expect(['Ogre Sentry', 'Kiln Fiend', 'Wind Dancer']).toContain(characteristics(s, chimera).name);
  });

  it('"… except it has this ability": a copy of Wind Dancer has Wind Dancer\'s abilities and this one, after them', () => {
    const { state } = setup({ players: [{ battlefield: ['Volatile Chimera', ...MOUNTAINS, 'Ogre Sentry'], exiledWith: { 'Volatile Chimera': ['Wind Dancer', 'Wind Dancer', 'Wind Dancer'] } }, {}] });
    const chimera = permanent(state, 'Volatile Chimera');
    let s = activateChimera(state);
    expect(characteristics(s, chimera).name).toBe('Wind Dancer');
    expect(keywords(s, chimera)).toContain('flying');
    const abilities = new Set(legalActions(s).flatMap((a) => (a.type === 'activate' && a.source === chimera ? [a.ability] : [])));
    expect([...abilities].sort()).toEqual([0, 1]);
    // ability 0 is Wind Dancer's "{T}: Target creature gains flying until end of turn."
    s = resolveStack(activate(s, 0, chimera, 0, [{ object: permanent(s, 'Ogre Sentry') }]));
    expect(keywords(s, permanent(s, 'Ogre Sentry'))).toContain('flying');
    // ability 1 is this one, {1}{R}
    const mana = s.battlefield.filter((id) => s.objects[id]!.card === 'Mountain' && !s.objects[id]!.tapped).length;
    s = resolveStack(activate(s, 0, chimera, 1));
    expect(events(s, 'becomeCopy')).toHaveLength(2);
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'Mountain' && !s.objects[id]!.tapped)).toHaveLength(mana - 2);
  });

  it('the card copied is chosen at random: different seeds reach different cards', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const { state } = setup({ seed, players: [{ battlefield: ['Volatile Chimera', ...MOUNTAINS], exiledWith: { 'Volatile Chimera': ['Ogre Sentry', 'Kiln Fiend', 'Wind Dancer'] } }, {}] });
      const s = activateChimera(state);
      seen.add(characteristics(s, permanent(s, s.objects[state.battlefield[0]!]!.card)).name);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('"Choose a card at random you exiled": each card exiled may be chosen, the last one listed too', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 30 && seen.size < 3; seed++) {
      const { state } = setup({ seed, players: [{ battlefield: ['Volatile Chimera', ...MOUNTAINS], exiledWith: { 'Volatile Chimera': ['Ogre Sentry', 'Kiln Fiend', 'Wind Dancer'] } }, {}] });
      const s = activateChimera(state);
      seen.add(characteristics(s, permanent(s, 'Volatile Chimera')).name);
    }
    expect([...seen].sort()).toEqual(['Kiln Fiend', 'Ogre Sentry', 'Wind Dancer']);
  });

  it('"The copy effect created by the activated ability doesn\'t have a duration."', () => {
    const { state } = setup({ players: [{ battlefield: ['Volatile Chimera', ...MOUNTAINS], exiledWith: { 'Volatile Chimera': ['Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry'] } }, {}] });
    const chimera = permanent(state, 'Volatile Chimera');
    let s = activateChimera(state);
    s = nextTurn(s);
    expect(s.turn.number).toBe(state.turn.number + 1);
    expect(characteristics(s, chimera).name).toBe('Ogre Sentry');
  });

  it('an ability that triggered while it was a copy still resolves after it becomes a copy of another card (CR 113.7a)', () => {
    const { state } = setup({
      players: [{ hand: ['Ogre Sentry'], battlefield: ['Volatile Chimera', ...Array<string>(30).fill('Mountain')], exiledWith: { 'Volatile Chimera': ['Juniper Order Ranger', 'Kiln Fiend', 'Bronze Sable'] } }, {}],
    });
    const chimera = permanent(state, 'Volatile Chimera');
    const becomes = (from: ReadonlyGameState, name: string, is: boolean): ReadonlyGameState => {
      let s = from;
      for (let i = 0; i < 12 && (characteristics(s, chimera).name === name) !== is; i++) s = resolveTop(activate(s, 0, chimera, 0));
      expect(characteristics(s, chimera).name === name).toBe(is);
      return s;
    };
    let s = becomes(state, 'Juniper Order Ranger', true);
    s = passUntil(cast(s, 0, s.players[0]!.hand[0]!), (x) => x.stack.length === 1 && x.objects[x.stack[0]!]!.kind === 'ability');
    const ogre = permanent(s, 'Ogre Sentry');
    // Juniper Order Ranger's ability triggered; in response the Chimera becomes another card
    expect(s.stack.map((id) => s.objects[id]!.kind)).toEqual(['ability']);
    s = becomes(s, 'Juniper Order Ranger', false);
    s = resolveStack(s);
    expect(s.objects[ogre]!.counters['+1/+1']).toBe(1);
    expect(s.objects[chimera]!.counters['+1/+1']).toBe(1);
  });

  it('"No enters-the-battlefield abilities of the creature card Volatile Chimera is copying will trigger."', () => {
    const { state } = setup({ players: [{ battlefield: ['Volatile Chimera', ...MOUNTAINS], exiledWith: { 'Volatile Chimera': ['Aether Searcher', 'Aether Searcher', 'Aether Searcher'] } }, {}] });
    const s = activateChimera(state);
    expect(characteristics(s, permanent(s, 'Volatile Chimera')).name).toBe('Aether Searcher');
    expect(s.pendingTriggers).toEqual([]);
    expect(s.stack).toEqual([]);
    expect(s.decision?.kind).toBe('priority');
  });

  it('"Choose a card at random you exiled with cards named Volatile Chimera": with none so exiled (the cards exiled with Caller of the Untamed are not), it stays Volatile Chimera', () => {
    const { state } = setup({ players: [{ battlefield: ['Volatile Chimera', ...MOUNTAINS], exiledWith: { 'Caller of the Untamed': ['Ogre Sentry'] } }, {}] });
    const chimera = permanent(state, 'Volatile Chimera');
    const s = activateChimera(state);
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
    expect(events(s, 'becomeCopy')).toEqual([]);
    expect(characteristics(s, chimera).name).toBe('Volatile Chimera');
    expect(pt(s, chimera)).toEqual([3, 2]);
  });

  it('"Volatile Chimera becomes a copy …": a Chimera that left the battlefield in response is no longer that object (CR 400.7); its card in the graveyard becomes no copy', () => {
    const { state } = setup({
      players: [
        { battlefield: ['Volatile Chimera', ...MOUNTAINS], exiledWith: { 'Volatile Chimera': ['Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry'] } },
        { hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
      ],
    });
    const chimera = permanent(state, 'Volatile Chimera');
    let s = passToPlayer(activate(state, 0, chimera, 0), 1);
    s = resolveTop(cast(s, 1, s.players[1]!.hand[0]!, [{ object: chimera }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Volatile Chimera']);
    s = resolveStack(s);
    expect(events(s, 'becomeCopy')).toEqual([]);
    const card = s.players[0]!.graveyard[0]!;
    expect(characteristics(s, card).name).toBe('Volatile Chimera');
  });

  it('"After Volatile Chimera copies a creature card, that card remains in the pool of cards you can choose with the last ability."', () => {
    const { state } = setup({ players: [{ battlefield: ['Volatile Chimera', ...MOUNTAINS], exiledWith: { 'Volatile Chimera': ['Ogre Sentry', 'Kiln Fiend', 'Wind Dancer'] } }, {}] });
    const s = activateChimera(state);
    expect(exiled(s).sort()).toEqual(['Kiln Fiend', 'Ogre Sentry', 'Wind Dancer']);
    expect(s.conspiracyDraft?.revealedBeforeShuffle?.[0]?.exiled).toHaveLength(3);
  });

  it('"that card remains in the pool of cards you can choose with the last ability": a Chimera that is an Ogre Sentry, with only Ogre Sentry cards exiled, becomes a copy of one again (CR 707.4)', () => {
    const { state } = setup({ players: [{ battlefield: ['Volatile Chimera', ...MOUNTAINS], exiledWith: { 'Volatile Chimera': ['Ogre Sentry', 'Ogre Sentry', 'Ogre Sentry'] } }, {}] });
    let s = activateChimera(state);
    expect(characteristics(s, permanent(state, 'Volatile Chimera')).name).toBe('Ogre Sentry');
    s = activateChimera(s);
    expect(events(s, 'becomeCopy').map((e) => e.card)).toEqual(['Ogre Sentry', 'Ogre Sentry']);
  });
});

const LANDS = Array<string>(8).fill('Forest');

describe('Caller of the Untamed (CN2 #62): in the game', () => {
  it('"{X}, {T}: Create a token that\'s a copy of a card you exiled with cards named Caller of the Untamed. X is the mana value of that card."', () => {
    const { state } = setup({ players: [{ battlefield: ['Caller of the Untamed', ...LANDS], exiledWith: { 'Caller of the Untamed': ['Ogre Sentry'] } }, {}] });
    const caller = permanent(state, 'Caller of the Untamed');
    const acts = legalActions(state).filter((a) => a.type === 'activate' && a.source === caller);
    // X is defined: only the mana value of Ogre Sentry ({1}{R}: 2) is offered
    expect(acts.map((a) => (a.type === 'activate' ? a.x : -1))).toEqual([2]);
    expect(tryApply(state, { type: 'activate', player: 0, source: caller, ability: 0, targets: [], x: 3 }).ok).toBe(false);
    const s = resolveStack(activate(state, 0, caller, 0, [], 2));
    const token = permanents(s, 'Ogre Sentry')[0]!;
    expect(s.objects[token]!.kind).toBe('token');
    expect(pt(s, token)).toEqual([3, 3]);
    expect(exiled(s)).toEqual(['Ogre Sentry']);
    // "{T}": the cost tapped it, so it cannot be activated again with six Forests left
    expect(s.objects[caller]!.tapped).toBe(true);
    expect(legalActions(s).filter((a) => a.type === 'activate' && a.source === caller)).toEqual([]);
  });

  it('"If you have more than one Caller of the Untamed in your deck, you may … exile that many creature cards …. You\'ll choose which one to copy at the time you choose the value of X"', () => {
    const { state } = setup({ players: [{ battlefield: ['Caller of the Untamed', ...LANDS], exiledWith: { 'Caller of the Untamed': ['Ogre Sentry', 'Aether Searcher'] } }, {}] });
    const caller = permanent(state, 'Caller of the Untamed');
    const xs = legalActions(state).flatMap((a) => (a.type === 'activate' && a.source === caller ? [a.x] : []));
    expect(xs.sort((a, b) => a - b)).toEqual([2, 7]);
    const s = resolveStack(activate(state, 0, caller, 0, [], 7));
    expect(permanents(s, 'Aether Searcher')).toHaveLength(1);
    expect(permanents(s, 'Ogre Sentry')).toEqual([]);
  });

  it('"You\'ll choose which one to copy at the time you choose the value of X while activating the ability": two exiled cards of one mana value are two activations, and the one chosen is copied with nothing asked as it resolves', () => {
    const { state } = setup({ players: [{ battlefield: ['Caller of the Untamed', ...LANDS], exiledWith: { 'Caller of the Untamed': ['Ogre Sentry', 'Wind Dancer'] } }, {}] });
    const caller = permanent(state, 'Caller of the Untamed');
    const listed = legalActions(state).flatMap((a) => (a.type === 'activate' && a.source === caller ? [a] : []));
    expect(listed.map((a) => [a.x, state.objects[a.chosenCard!]!.card])).toEqual([[2, 'Ogre Sentry'], [2, 'Wind Dancer']]);
    const dancer = listed[1]!;
    let s = apply(state, dancer);
    // the ability on the stack holds the card chosen as it was activated (CR 602.2b), seen by every player
    const ability = s.stack.at(-1)!;
    expect(s.objects[ability]!.chosenCard).toBe(dancer.chosenCard);
    expect(view(s, 1).stack.find((o) => o.id === ability)).toMatchObject({ chosenCard: dancer.chosenCard });
    s = resolveStack(s);
    expect(permanents(s, 'Wind Dancer')).toHaveLength(1);
    expect(permanents(s, 'Ogre Sentry')).toEqual([]);
    expect(events(s, 'choice').filter((e) => e.detail === 'copyWhich')).toEqual([]);
  });

  it('CR 107.3c: an activation naming no card where two exiled cards have its X, or a card whose mana value is not X, or a card not exiled with it, is refused with nothing changed', () => {
    const { state } = setup({ players: [{ battlefield: ['Caller of the Untamed', 'Bronze Sable', ...LANDS], exiledWith: { 'Caller of the Untamed': ['Ogre Sentry', 'Wind Dancer', 'Aether Searcher'] } }, {}] });
    const caller = permanent(state, 'Caller of the Untamed');
    const [sentry, dancer, searcher] = ['Ogre Sentry', 'Wind Dancer', 'Aether Searcher'].map((n) => state.objects.findIndex((o) => o.card === n && o.zone === 'exile'));
    const base = { type: 'activate' as const, player: 0, source: caller, ability: 0, targets: [] };
    const refused = (a: Action) => {
      const r = tryApply(state, a);
      expect(r.ok).toBe(false);
      return r.ok ? '' : r.error.message;
    };
    expect(refused({ ...base, x: 2 })).toMatch(/chosenCard/);
    expect(refused({ ...base, x: 7, chosenCard: sentry! })).toMatch(/mana value of the card chosen: 2/);
    expect(refused({ ...base, x: 2, chosenCard: permanent(state, 'Bronze Sable') })).toMatch(/must be one of/);
    // the only card of its mana value needs no naming
    expect(tryApply(state, { ...base, x: 7 }).ok).toBe(true);
    expect(state.objects[caller]!.tapped).toBe(false);
    expect(tryApply(state, { ...base, x: 2, chosenCard: dancer! }).ok).toBe(true);
    expect(refused({ ...base, x: 2, chosenCard: searcher! })).toMatch(/mana value of the card chosen: 7/);
  });

  it('an ability of an earlier build, on the stack with no card chosen, asks for the card as it resolves (a saved game loads and plays on)', () => {
    const { state } = setup({ players: [{ battlefield: ['Caller of the Untamed', ...LANDS], exiledWith: { 'Caller of the Untamed': ['Ogre Sentry', 'Wind Dancer'] } }, {}] });
    const caller = permanent(state, 'Caller of the Untamed');
    const a = legalActions(state).find((x) => x.type === 'activate' && x.source === caller)!;
    const activated = apply(state, a);
    const saved = JSON.parse(serialize(activated));
    delete saved.objects[activated.stack.at(-1)!].chosenCard;
    let s = resolveStack(deserialize(JSON.stringify(saved)));
    const d = s.decision;
    expect(d?.kind === 'choose' && d.choice.options.map((o) => ('object' in o ? s.objects[o.object]!.card : ''))).toEqual(['Ogre Sentry', 'Wind Dancer']);
    s = resolveStack(choose(s, [1]));
    expect(permanents(s, 'Wind Dancer')).toHaveLength(1);
  });

  it('an ability of an earlier build with no card chosen asks, as it resolves, among the cards its controller exiled whose mana value is X: not a card of another mana value, nor another player\'s (CR 107.3c, 109.5)', () => {
    const { state } = setup({
      active: 1,
      players: [
        { exiledWith: { 'Caller of the Untamed': ['Kiln Fiend'] } },
        { battlefield: ['Caller of the Untamed', ...LANDS], exiledWith: { 'Caller of the Untamed': ['Ogre Sentry', 'Aether Searcher', 'Wind Dancer'] } },
      ],
    });
    const caller = permanent(state, 'Caller of the Untamed');
    const a = legalActions(state).find((x) => x.type === 'activate' && x.source === caller && x.x === 2)!;
    const activated = apply(state, a);
    const saved = JSON.parse(serialize(activated));
    delete saved.objects[activated.stack.at(-1)!].chosenCard;
    const s = resolveStack(deserialize(JSON.stringify(saved)));
    const d = s.decision;
    expect(d?.kind === 'choose' && d.player).toBe(1);
    expect(d?.kind === 'choose' && d.choice.options.map((o) => ('object' in o ? s.objects[o.object]!.card : ''))).toEqual(['Ogre Sentry', 'Wind Dancer']);
  });

  it('an ability of an earlier build with no card chosen, whose X no exiled card has as its mana value, resolves creating no token', () => {
    const { state } = setup({ players: [{ battlefield: ['Caller of the Untamed', ...LANDS], exiledWith: { 'Caller of the Untamed': ['Ogre Sentry'] } }, {}] });
    const caller = permanent(state, 'Caller of the Untamed');
    const activated = apply(state, legalActions(state).find((x) => x.type === 'activate' && x.source === caller)!);
    const saved = JSON.parse(serialize(activated));
    const ability = activated.stack.at(-1)!;
    delete saved.objects[ability].chosenCard;
    saved.objects[ability].x = 5;
    const s = resolveStack(deserialize(JSON.stringify(saved)));
    expect(s.stack).toEqual([]);
    expect(s.decision).toMatchObject({ kind: 'priority' });
    expect(permanents(s, 'Ogre Sentry')).toEqual([]);
  });

  it('CR 614.12a: a token copying an exiled Sanctum Prelate has its "as enters, choose a number" ability, so its controller chooses a number as it is created', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Caller of the Untamed', ...LANDS], exiledWith: { 'Caller of the Untamed': ['Sanctum Prelate'] }, hand: ['Divination'] }, {}] });
    let s = resolveStack(activate(state, 0, permanent(state, 'Caller of the Untamed'), 0, [], 3));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '614.12a' } });
    s = choose(s, [3]);
    const token = permanents(s, 'Sanctum Prelate')[0]!;
    expect(s.objects[token]).toMatchObject({ kind: 'token', chosenNumber: 3 });
    // Divination (mana value 3) can't be cast
    expect(legalActions(s).some((a) => a.type === 'cast' && a.card === ids.hand[0]![0])).toBe(false);
  });

  it('CR 707.9, 614.1c: a token copying an exiled Stunt Double may enter as a copy of a creature on the battlefield (Stunt Double\'s rulings: its "enter as a copy" ability works)', () => {
    const { state } = setup({ players: [{ battlefield: ['Caller of the Untamed', 'Bronze Sable', ...LANDS], exiledWith: { 'Caller of the Untamed': ['Stunt Double'] } }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = resolveStack(activate(state, 0, permanent(state, 'Caller of the Untamed'), 0, [], 4));
    const d = s.decision;
    expect(d).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'copy', rule: '707.9' } });
    s = resolveStack(choose(s, [d?.kind === 'choose' ? d.choice.options.findIndex((o) => 'object' in o && o.object === sable) : -1]));
    const token = s.battlefield.find((id) => s.objects[id]!.kind === 'token')!;
    expect(characteristics(s, token).name).toBe('Bronze Sable');
    expect(pt(s, token)).toEqual([2, 1]);
  });

  it('"{X}, {T}:" has no timing restriction: its controller activates it in another player\'s turn (CR 117.1b)', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Caller of the Untamed', ...LANDS], exiledWith: { 'Caller of the Untamed': ['Ogre Sentry'] } }, {}, {}] });
    const s = passToPlayer(state, 0);
    expect([s.turn.active, s.turn.step]).toEqual([1, 'main1']);
    expect(permanents(resolveStack(activate(s, 0, permanent(s, 'Caller of the Untamed'), 0, [], 2)), 'Ogre Sentry')).toHaveLength(1);
  });

  it('without a card exiled with it, the ability cannot be activated', () => {
    const { state } = setup({ players: [{ battlefield: ['Caller of the Untamed', ...LANDS] }, {}] });
    expect(legalActions(state).filter((a) => a.type === 'activate' && a.source === permanent(state, 'Caller of the Untamed'))).toEqual([]);
  });
});
