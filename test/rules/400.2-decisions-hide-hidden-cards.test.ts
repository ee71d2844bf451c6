/**
 * CR 400.2, 401.2, 402.3 (DESIGN principle 9): whether a player has a decision to make tells the
 * other players nothing about the cards of a hidden zone. A "you may put a … card from your hand"
 * is asked whenever the hand holds a card, not only when it holds one that fits, and a choice about a
 * card looked at in a library whatever that card is: another player who sees the decision come, or
 * not, would learn what the hand holds or what the card is.
 */
import { describe, expect, it } from 'vitest';
import { apply, view, type ReadonlyGameState } from '../../src/index.js';
import { activate, attack, cast, choose, names, passUntil, permanents, resolveStack, resolveTop, setup } from '../cards/helpers.js';
import { castVotes } from '../cards/voting.js';

/** What `viewer` sees of the decision and whose turn it is: all another player may tell apart. */
function seen(s: ReadonlyGameState, viewer: number): unknown {
  return view(s, viewer).decision;
}

describe('a "you may put a card from your hand onto the battlefield" is asked whatever the hand holds', () => {
  /** Player 1 plays a land; player 0's Burgeoning triggers and resolves with `hand` in player 0's hand. */
  const burgeoning = (hand: string[]): ReadonlyGameState => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Burgeoning'], hand }, { hand: ['Mountain'] }] });
    return resolveStack(apply(state, { type: 'playLand', player: 1, card: ids.hand[1]![0]! }));
  };

  it('Burgeoning: its controller with no land card in hand is asked too, and the other player sees the same decision', () => {
    const withLand = burgeoning(['Forest']);
    const without = burgeoning(['Murder']);
    expect(seen(without, 1)).toEqual(seen(withLand, 1));
    expect(without.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield', options: [], min: 0, max: 0 } });
    const after = resolveStack(choose(without, []));
    expect(names(after, 0, 'hand')).toEqual(['Murder']);
    expect(permanents(after, 'Murder')).toEqual([]);
    // an empty hand, which every player sees, asks nothing
    expect(burgeoning([]).decision).toMatchObject({ kind: 'priority' });
  });
});

describe('Show and Tell: each player is asked whenever their hand holds a card', () => {
  /** Player 0 casts Show and Tell, their hand then empty; player 1 holds `hand`. Played on until a choice or the stack is empty. */
  const showAndTell = (hand: string[]): ReadonlyGameState => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island', 'Island'], hand: ['Show and Tell'] }, { hand }, {}] });
    return passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.stack.length === 0);
  };

  it('player 1 with no artifact, creature, enchantment or land card is asked too; the others see the same decision', () => {
    const withCreature = showAndTell(['Bronze Sable']);
    const without = showAndTell(['Murder']);
    for (const viewer of [0, 2]) expect(seen(without, viewer)).toEqual(seen(withCreature, viewer));
    expect(without.decision).toMatchObject({ kind: 'choose', player: 1, choice: { options: [], min: 0, max: 0 } });
    const after = resolveStack(choose(without, []));
    expect(names(after, 1, 'hand')).toEqual(['Murder']);
    expect(permanents(after, 'Murder')).toEqual([]);
  });
});

describe("Selvala's Stampede: the free votes' choice comes whenever the hand holds a card", () => {
  /** Player 0 casts Selvala's Stampede holding `hand` besides it; the vote is all free. */
  const stampede = (hand: string[]): ReadonlyGameState => {
    const { state } = setup({ players: [{ hand: ["Selvala's Stampede", ...hand], battlefield: ['Forest', 'Forest', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }, {}] });
    return castVotes(resolveTop(cast(state, 0, state.players[0]!.hand[0]!)), ['free', 'free']);
  };

  it('a hand with no permanent card is asked too, and the other player sees the same decision', () => {
    const withPermanent = stampede(['Bronze Sable']);
    const without = stampede(['Murder']);
    expect(seen(without, 1)).toEqual(seen(withPermanent, 1));
    expect(without.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield', options: [], min: 0, max: 0 } });
    expect(names(resolveStack(choose(without, [])), 0, 'hand')).toEqual(['Murder']);
  });
});

describe("Explorer's Scope: the choice comes whatever the card looked at is (CR 401.5)", () => {
  /** Player 0 attacks player 1 with a Brushstrider wearing Explorer's Scope, `top` on top of their library. */
  const scope = (top: string): ReadonlyGameState => {
    const { state, ids } = setup({ players: [{ battlefield: ["Explorer's Scope", 'Wastes', 'Brushstrider'], library: [top, 'Wastes'] }, {}] });
    const [equipment, , creature] = ids.battlefield[0]!;
    return resolveStack(attack(resolveStack(activate(state, 0, equipment!, 0, [{ object: creature! }])), [[creature!, 1]]));
  };

  it('a nonland card looked at is asked about as a land is; the other player sees the same decision', () => {
    const land = scope('Forest');
    const nonland = scope('Murder');
    expect(seen(nonland, 1)).toEqual(seen(land, 1));
    expect(names(choose(nonland, [0]), 0, 'library')).toEqual(['Murder', 'Wastes']);
  });
});

describe('Lead the Stampede: the choice of creature cards to reveal comes whatever the cards looked at are (CR 401.2)', () => {
  /** Player 0 casts Lead the Stampede over `library`; played on until a choice or the stack is empty. */
  const lead = (library: string[]): ReadonlyGameState => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Lead the Stampede'], library }, {}] });
    return passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose' || x.stack.length === 0);
  };

  it('five cards with no creature card among them are asked about as five with one; the other player sees the same decisions', () => {
    const withCreature = lead(['Bronze Sable', 'Forest', 'Swamp', 'Island', 'Plains']);
    const without = lead(['Murder', 'Forest', 'Swamp', 'Island', 'Plains']);
    expect(seen(without, 1)).toEqual(seen(withCreature, 1));
    expect(without.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'revealCreatures', options: [], min: 0, max: 0 } });
    // declining in both: the same number of decisions follows (the order of the five for the bottom)
    let a = choose(withCreature, []);
    let b = choose(without, []);
    for (let i = 0; i < 4; i++) {
      expect(seen(b, 1)).toEqual(seen(a, 1));
      a = choose(a, [0]);
      b = choose(b, [0]);
    }
    expect(seen(b, 1)).toEqual(seen(a, 1));
    expect(names(b, 0, 'hand')).toEqual([]);
  });
});

describe('Muzzio, Visionary Architect: the choice of an artifact card comes whatever the cards looked at are (CR 401.2)', () => {
  /** Player 0 activates Muzzio with Horn of Greed (X = 3) over `library`; played on until a choice or the stack is empty. */
  const muzzio = (library: string[]): ReadonlyGameState => {
    const { state } = setup({ players: [{ battlefield: ['Muzzio, Visionary Architect', 'Horn of Greed', 'Island', 'Island', 'Island', 'Island'], library }, {}] });
    const source = permanents(state, 'Muzzio, Visionary Architect')[0]!;
    return passUntil(activate(state, 0, source, 0), (x) => x.decision?.kind === 'choose' || x.stack.length === 0);
  };

  it('three cards with no artifact card among them are asked about as three with one; the other player sees the same decision', () => {
    const withArtifact = muzzio(['Bronze Sable', 'Forest', 'Swamp']);
    const without = muzzio(['Murder', 'Forest', 'Swamp']);
    expect(seen(without, 1)).toEqual(seen(withArtifact, 1));
    expect(without.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield', options: [], min: 0, max: 0 } });
    expect(seen(choose(without, []), 1)).toEqual(seen(choose(withArtifact, []), 1));
  });
});

describe('Aether Searcher: the search asks which card is found whatever the library holds (CR 701.23b)', () => {
  /** Player 0, who noted Swords to Plowshares for Aether Searcher, casts it over `library` and searches the library. */
  const searcher = (library: string[]): ReadonlyGameState => {
    const draft = { seat: 0, notes: [{ card: 'Aether Searcher', name: 'Swords to Plowshares' }], removed: [] } as never;
    const { state } = setup({ players: [{ hand: ['Aether Searcher'], battlefield: Array<string>(7).fill('Wastes'), library, draft }, { battlefield: ['Ogre Sentry'] }] });
    const s = resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
    const d = s.decision;
    const where = d?.kind === 'choose' ? d.choice.options.findIndex((o) => 'label' in o && o.label === 'search your library') : -1;
    return choose(s, [where]);
  };

  it('none, one or two cards with the noted name: the other player sees the same decisions, and finding none casts nothing', () => {
    const none = searcher(['Wastes', 'Wastes']);
    const one = searcher(['Swords to Plowshares', 'Wastes']);
    const two = searcher(['Swords to Plowshares', 'Swords to Plowshares']);
    expect(seen(none, 1)).toEqual(seen(one, 1));
    expect(seen(two, 1)).toEqual(seen(one, 1));
    expect(one.decision).toMatchObject({ kind: 'choose', player: 0, choice: { min: 0, max: 1, rule: '701.23' } });
    const declined = [none, one, two].map((s) => choose(s, []));
    for (const s of declined) expect(seen(s, 1)).toEqual(seen(declined[1]!, 1));
    expect(names(declined[1]!, 0, 'library')).toContain('Swords to Plowshares');
  });
});

describe('Burning Wish: the choice of a card from outside the game comes whatever the sideboard holds (CR 400.11a)', () => {
  /** Player 0 casts Burning Wish with `sideboard`; played on until a choice or the stack is empty. */
  const wish = (sideboard: string[]): ReadonlyGameState => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Burning Wish'], sideboard }, {}] });
    return passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose' || x.stack.length === 0);
  };

  it('a sideboard with no sorcery card is asked about as one with a sorcery card; the other player sees the same decision', () => {
    const withSorcery = wish(['Flame Slash']);
    const without = wish(['Murder']);
    expect(seen(without, 1)).toEqual(seen(withSorcery, 1));
    expect(names(resolveStack(choose(without, [])), 0, 'hand')).toEqual([]);
  });
});

describe('the deciding player sees the cards of their own hand they choose among (CR 400.2, 402.3)', () => {
  it('Burgeoning: the land card of their hand is offered by its object and shown among the choice objects, to them alone (CR 400.2)', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Burgeoning'], hand: ['Forest', 'Murder'] }, { hand: ['Mountain'] }] });
    const s = resolveStack(apply(state, { type: 'playLand', player: 1, card: ids.hand[1]![0]! }));
    const forest = ids.hand[0]![0]!;
    const own = view(s, 0);
    expect(own.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield', options: [{ object: forest }] } });
    expect(own.choiceObjects.map((o) => [o.id, o.card])).toEqual([[forest, 'Forest']]);
    expect(view(s, 1).choiceObjects).toEqual([]);
  });
});
