import { describe, expect, it } from 'vitest';
import { view, type ReadonlyGameState } from '../../src/index.js';
import { activate, cast, choose, names, passUntil, permanent, resolveStack, setup, skipUntil } from '../cards/helpers.js';

/** The cards named anywhere in the log a player sees. */
function namedIn(s: ReadonlyGameState, viewer: number): string[] {
  return view(s, viewer).log.flatMap((e) => (typeof e.card === 'string' ? [e.card] : []));
}

describe('401.2, 701.22: library order is hidden from the other players', () => {
  it('Omenspeaker\'s scry: every other player sees that player 0 scried 2, not which cards or where they went', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island'], hand: ['Omenspeaker'], library: ['Murder', 'Divination', 'Wild Griffin', 'Plains'] }, {}, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = resolveStack(choose(s, [0]));
    expect(names(s, 0, 'library')).toEqual(['Divination', 'Wild Griffin', 'Plains', 'Murder']);
    for (const viewer of [1, 2]) {
      expect(view(s, viewer).log.filter((e) => e.type === 'scry')).toEqual([expect.objectContaining({ player: 0, amount: 2 })]);
      expect(namedIn(s, viewer)).not.toContain('Murder');
      expect(namedIn(s, viewer)).not.toContain('Divination');
      // they may know that cards were looked at, but not which (CR 401.2)
      for (const e of view(s, viewer).log.filter((x) => x.type === 'look')) {
        expect(e).not.toHaveProperty('card');
        expect(e).not.toHaveProperty('object');
      }
    }
    // the player who scried saw both cards
    expect(view(s, 0).log.filter((e) => e.type === 'look').map((e) => e.card).sort()).toEqual(['Divination', 'Murder']);
  });

  it('Brainstorm: the other players see two cards go from hand to library, never which', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island'], hand: ['Brainstorm', 'Air Servant'], library: ['Island', 'Pillarfield Ox', 'Plated Seastrider', 'Wastes'] }, {}, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = resolveStack(choose(choose(s, [0]), [0]));
    expect(names(s, 0, 'library')).toEqual(['Island', 'Air Servant', 'Wastes']);
    for (const viewer of [1, 2]) {
      const back = view(s, viewer).log.filter((e) => e.type === 'zoneChange' && e.from === 'hand' && e.zone === 'library');
      expect(back).toHaveLength(2);
      for (const e of back) {
        expect(e).not.toHaveProperty('card');
        expect(e).not.toHaveProperty('object');
        expect(e).not.toHaveProperty('to');
      }
      expect(namedIn(s, viewer)).not.toContain('Air Servant');
    }
  });
});

describe('402.2: maximum hand size follows the controller', () => {
  it('Minamo Scrollkeeper player 0 controls but player 1 owns raises player 0\'s maximum hand size, not player 1\'s', () => {
    const { state } = setup({ players: [{ hand: Array<string>(8).fill('Island') }, { battlefield: [{ card: 'Minamo Scrollkeeper', controller: 0 }], hand: Array<string>(8).fill('Island') }, {}] });
    let s = passUntil(state, (x) => x.turn.active === 1 || x.decision?.kind === 'discard');
    expect(s.turn.active).toBe(1);
    expect(s.players[0]!.hand).toHaveLength(8);
    // player 1 drew to 9 and has no Scrollkeeper of their own: they discard down to 7
    s = passUntil(s, (x) => x.turn.active === 2 || x.decision?.kind === 'discard');
    expect(s.decision).toMatchObject({ kind: 'discard', player: 1, count: 2 });
  });
});

describe('122, 704.5i: counters removed from another player\'s permanent', () => {
  it('Vampire Hexmage removes every loyalty counter from player 1\'s Kaya: Kaya goes to player 1\'s graveyard', () => {
    const { state } = setup({ players: [{ battlefield: ['Vampire Hexmage'] }, { battlefield: [{ card: 'Kaya, Ghost Assassin', counters: { loyalty: 5 } }] }, {}] });
    const s = resolveStack(activate(state, 0, permanent(state, 'Vampire Hexmage'), 0, [{ object: permanent(state, 'Kaya, Ghost Assassin') }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Kaya, Ghost Assassin']);
    expect(names(s, 0, 'graveyard')).toEqual(['Vampire Hexmage']);
  });
});

describe('400.2, 404: a card going from a graveyard to a hand', () => {
  it('Charmbreaker Devils: every player sees which card was returned at random (its ruling), none sees its new id in the hand', () => {
    const { state } = setup({ players: [{ battlefield: ['Charmbreaker Devils'], graveyard: ['Murder', 'Wild Griffin'] }, {}, {}] });
    let s = skipUntil(state, (x) => x.turn.active === 0 && x.turn.number > state.turn.number && x.turn.step === 'upkeep' && x.stack.length > 0);
    s = resolveStack(s);
    expect(names(s, 0, 'hand')).toContain('Murder');
    expect(names(s, 0, 'graveyard')).toEqual(['Wild Griffin']);
    const inHand = s.players[0]!.hand.find((id) => s.objects[id]!.card === 'Murder')!;
    for (const viewer of [1, 2]) {
      const moved = view(s, viewer).log.filter((e) => e.type === 'zoneChange' && e.from === 'graveyard' && e.zone === 'hand');
      expect(moved).toEqual([expect.objectContaining({ player: 0, card: 'Murder' })]);
      expect(moved[0]).not.toHaveProperty('to');
      expect(JSON.stringify(view(s, viewer))).not.toContain(`"to":${inHand}`);
    }
  });
});
