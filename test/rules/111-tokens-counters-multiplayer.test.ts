import { describe, expect, it } from 'vitest';
import { apply, characteristics, type ReadonlyGameState } from '../../src/index.js';
import { withControl } from './helpers.js';
import { activate, cast, resolveTop, castAndResolve, choose, events, exiled, names, passUntil, permanent, permanents, pt, resolveStack, setup, skipUntil } from '../cards/helpers.js';

describe('111 tokens of several players', () => {
  it('Beast Within on a creature player 2 controls but player 1 owns: player 2, its controller, creates and owns the Beast (CR 111.2)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Beast Within'] }, { battlefield: [{ card: 'Bronze Sable', controller: 2 }] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    const beast = permanent(s, 'token:beast-3-3');
    expect(s.objects[beast]).toMatchObject({ kind: 'token', owner: 2, controller: 2 });
  });

  it('CR 800.4a: a token player 0 controls but player 1 created leaves the game with player 1; player 0\'s own token stays', () => {
    const { state } = setup({ players: [{ battlefield: [{ card: 'token:soldier-1-1', controller: 0 }] }, { battlefield: [{ card: 'token:spirit-1-1-flying', controller: 0 }] }, {}] });
    const spirit = permanent(state, 'token:spirit-1-1-flying');
    const soldier = permanent(state, 'token:soldier-1-1');
    expect(characteristics(state, spirit).controller).toBe(0);
    const s = apply(state, { type: 'concede', player: 1 });
    expect(permanents(s, 'token:spirit-1-1-flying')).toEqual([]);
    expect(exiled(s)).toEqual([]);
    expect(permanents(s, 'token:soldier-1-1')).toEqual([soldier]);
  });

  it('CR 800.4a, 111.7: a token player 0 created but player 1 controls is exiled as player 1 leaves, then ceases to exist', () => {
    const { state } = setup({ players: [{ battlefield: [{ card: 'token:soldier-1-1', controller: 1 }] }, {}, {}] });
    const s = apply(state, { type: 'concede', player: 1 });
    expect(permanents(s, 'token:soldier-1-1')).toEqual([]);
    expect(s.exile).toEqual([]);
    expect(s.objects.some((o) => o.card === 'token:soldier-1-1' && o.movedTo === null)).toBe(false);
  });

  it('Splitting Slime player 0 controls but player 1 owns: its token copy is player 0\'s and stays as player 1 leaves with the Slime (CR 111.2, 800.4a)', () => {
    const { state } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'] }, { battlefield: [{ card: 'Splitting Slime', controller: 0 }] }, {}] });
    const slime = permanent(state, 'Splitting Slime');
    let s = resolveStack(activate(state, 0, slime, 0));
    const slimes = permanents(s, 'Splitting Slime');
    expect(slimes).toHaveLength(2);
    const token = slimes.find((id) => id !== slime)!;
    expect(s.objects[token]).toMatchObject({ kind: 'token', owner: 0, controller: 0, counters: {} });
    expect(s.objects[slime]!.counters['+1/+1']).toBe(3);
    s = apply(s, { type: 'concede', player: 1 });
    expect(permanents(s, 'Splitting Slime')).toEqual([token]);
    expect(pt(s, token)).toEqual([3, 3]);
  });
});

describe('122 counters across zones and players', () => {
  it('CR 122.3, 704.5q: +1/+1 counters Forgotten Ancient moves onto an opponent\'s creature with -1/-1 counters annihilate them', () => {
    const { state } = setup({ players: [{ battlefield: [{ card: 'Forgotten Ancient', counters: { '+1/+1': 3 } }] }, { battlefield: [{ card: 'Pillarfield Ox', counters: { '-1/-1': 2 } }] }, {}] });
    const ox = permanent(state, 'Pillarfield Ox');
    const turn = state.turn.number;
    let s = skipUntil(state, (x) => x.turn.number > turn && x.turn.active === 0 && x.turn.step === 'upkeep' && x.stack.length > 0);
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    for (const pick of [ox, ox, ox, null]) {
      const d = s.decision;
      if (d?.kind !== 'choose') break;
      const i = d.choice.options.findIndex((o) => (pick === null ? 'label' in o : 'object' in o && o.object === pick));
      s = apply(s, { type: 'choose', player: d.player, choice: [i] });
    }
    s = resolveStack(s);
    expect(s.objects[ox]!.counters['+1/+1']).toBe(1);
    expect(s.objects[ox]!.counters['-1/-1'] ?? 0).toBe(0);
    expect(pt(s, ox)).toEqual([3, 5]);
  });

  it('CR 400.7: Realm Seekers bounced by Repulse and cast again enters with counters counted anew, none kept', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'], hand: ['Realm Seekers', 'Forest'] },
        { battlefield: ['Island', 'Island', 'Island'], hand: ['Repulse', 'Island', 'Island'] },
        { hand: ['Plains'] },
      ],
    });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const seekers = permanent(s, 'Realm Seekers');
    // hands: player 0 one Forest, player 1 three, player 2 one
    expect(s.objects[seekers]!.counters['+1/+1']).toBe(5);
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!, [{ object: seekers }]));
    expect(names(s, 0, 'hand')).toContain('Realm Seekers');
    expect(permanents(s, 'Realm Seekers')).toEqual([]);
    const inHand = s.players[0]!.hand.find((id) => s.objects[id]!.card === 'Realm Seekers')!;
    expect(s.objects[inHand]!.counters).toEqual({});
    // cast again on player 0's next turn: X is the cards in all hands then, not the five it had
    const turn = s.turn.number;
    s = skipUntil(s, (x) => x.turn.number > turn && x.turn.active === 0 && x.turn.step === 'main1');
    s = cast(s, 0, inHand);
    const inHands = s.players.reduce((n, p) => n + p.hand.length, 0);
    expect(inHands).not.toBe(5);
    s = resolveStack(s);
    expect(s.objects[permanent(s, 'Realm Seekers')]!.counters['+1/+1']).toBe(inHands);
  });
});

describe('704.5b drawing from an empty library', () => {
  it('Brainstorm with one card in the library: its caster loses at the next check although two cards are back on top; the other players play on', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Wild Griffin'], hand: ['Brainstorm', 'Air Servant'], library: ['Island'] }, {}, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(events(s, 'drawFromEmpty')).toHaveLength(2);
    // both cards in hand go back on top: the only choice is the first (the last one goes by itself)
    s = choose(s, [0]);
    expect(s.stack).toEqual([]);
    expect(s.players[0]!.inGame).toBe(false);
    expect(events(s, 'lose')).toEqual([expect.objectContaining({ player: 0, rule: '704.5b' })]);
    expect(s.result).toBeNull();
    expect(permanents(s, 'Wild Griffin')).toEqual([]);
  });
});

describe('400.7d, 707.2: what a permanent knows of the spell it was', () => {
  /** Player 0 casts `card` kicked `kicked` times; player 1 then casts, in their turn, Dack's Duplicate as a copy of it. */
  function duplicateOfKicked(card: string, kicked: number): ReadonlyGameState {
    const { state, ids } = setup({
      players: [
        { battlefield: Array<string>(8).fill('Forest'), hand: [card] },
        { battlefield: ['Island', 'Mountain', 'Wastes', 'Wastes'], hand: ["Dack's Duplicate"] },
        {},
      ],
    });
    let s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, kicked }));
    s = skipUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'main1');
    s = passUntil(cast(s, 1, ids.hand[1]![0]!), (x) => x.decision?.kind === 'choose');
    const original = permanents(s, card)[0]!;
    const options = (s.decision as { choice: { options: readonly ({ object: number } | { label: string })[] } }).choice.options;
    return resolveStack(choose(s, [options.findIndex((o) => 'object' in o && o.object === original)]));
  }

  it('Dack\'s Duplicate copying a Gnarlid Pack kicked twice enters with no counter: it was not kicked itself (CR 707.2, 702.33d)', () => {
    const s = duplicateOfKicked('Gnarlid Pack', 2);
    const pack = s.objects[permanent(s, 'Gnarlid Pack')]!;
    const dup = s.objects[permanent(s, "Dack's Duplicate")]!;
    expect(characteristics(s, dup.id).name).toBe('Gnarlid Pack');
    expect(pack!.counters['+1/+1']).toBe(2);
    expect(dup!.controller).toBe(1);
    expect(dup!.counters['+1/+1'] ?? 0).toBe(0);
    expect(pt(s, dup!.id)).toEqual([2, 2]);
  });

  it('Dack\'s Duplicate copying a Wolfbriar Elemental kicked twice makes no Wolf: its enters ability counts its own kicks (CR 707.2)', () => {
    const s = duplicateOfKicked('Wolfbriar Elemental', 2);
    expect(characteristics(s, permanent(s, "Dack's Duplicate")).name).toBe('Wolfbriar Elemental');
    expect(permanents(s, 'token:wolf-2-2').map((id) => s.objects[id]!.controller)).toEqual([0, 0]);
  });

  /** Player 1 casts `card` kicked `kicked` times; player 0 counters it with Desertion, which puts it onto the battlefield under player 0's control. */
  function desertedKicked(card: string, kicked: number): ReadonlyGameState {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: Array<string>(5).fill('Island'), hand: ['Desertion'] }, { battlefield: Array<string>(8).fill('Forest'), hand: [card] }, {}],
    });
    let s = apply(state, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [], x: 0, kicked });
    expect(s.objects[s.stack[0]!]!.kicked).toBe(kicked);
    s = passUntil(s, (x) => x.decision?.player === 0);
    return resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: s.stack[0]! }]));
  }

  it('Gnarlid Pack kicked twice, countered and put onto the battlefield by Desertion, enters with no counter: it did not become the permanent as it resolved (CR 400.7d, Desertion ruling)', () => {
    const s = desertedKicked('Gnarlid Pack', 2);
    const pack = permanent(s, 'Gnarlid Pack');
    expect(s.objects[pack]).toMatchObject({ owner: 1, controller: 0 });
    expect(s.objects[pack]!.counters['+1/+1'] ?? 0).toBe(0);
    expect(pt(s, pack)).toEqual([2, 2]);
  });

  it('Wolfbriar Elemental kicked twice and put onto the battlefield by Desertion makes no Wolf (CR 400.7d)', () => {
    const s = desertedKicked('Wolfbriar Elemental', 2);
    expect(s.objects[permanent(s, 'Wolfbriar Elemental')]!.controller).toBe(0);
    expect(permanents(s, 'token:wolf-2-2')).toEqual([]);
  });
});

describe('704.5b drawing from an empty library in another player\'s mana ability', () => {
  it('Selvala\'s parley (a mana ability) makes a player with an empty library draw: they lose as its activator receives priority again (CR 117.3c, 704.3)', () => {
    const { state } = setup({ players: [{ battlefield: ['Selvala, Explorer Returned'], library: ['Typhoid Rats', 'Wastes'] }, { library: [], battlefield: ['Wild Griffin'] }, { library: ['Forest', 'Wastes'] }] });
    const s = activate(state, 0, permanent(state, 'Selvala, Explorer Returned'), 0);
    expect(s.players[0]!.pool.G).toBe(1);
    expect(events(s, 'drawFromEmpty')).toEqual([expect.objectContaining({ player: 1 })]);
    expect(s.players[1]!.inGame).toBe(false);
    expect(events(s, 'lose')).toEqual([expect.objectContaining({ player: 1, rule: '704.5b' })]);
    expect(permanents(s, 'Wild Griffin')).toEqual([]);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });
});

describe('122, 614.1c: a card put onto the battlefield by Desertion enters with the counters it says', () => {
  it('Realm Seekers countered by Desertion enters under the Desertion\'s controller with a +1/+1 counter for each card in all hands then', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: Array<string>(5).fill('Island'), hand: ['Desertion', 'Island'] },
        { battlefield: Array<string>(6).fill('Forest'), hand: ['Realm Seekers', 'Forest', 'Forest'] },
        { hand: ['Plains', 'Plains', 'Plains'] },
      ],
    });
    let s = cast(state, 1, ids.hand[1]![0]!);
    const spell = s.stack[0]!;
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: spell }]));
    const seekers = permanent(s, 'Realm Seekers');
    expect(s.objects[seekers]).toMatchObject({ owner: 1, controller: 0 });
    // hands as it enters: player 0 one Island, player 1 two Forests, player 2 three Plains
    expect(s.objects[seekers]!.counters['+1/+1']).toBe(6);
  });
});

describe('800.4a: a triggered ability on the stack whose source\'s owner leaves', () => {
  it('Doomed Traveler player 0 controlled but player 1 owned dies; player 1 leaves with the card while the trigger waits: player 0 still gets the Spirit', () => {
    const { state, ids } = setup({
      active: 2,
      players: [{}, { battlefield: [{ card: 'Doomed Traveler', controller: 0 }] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }],
    });
    let s = cast(state, 2, ids.hand[2]![0]!, [{ object: permanent(state, 'Doomed Traveler') }]);
    s = passUntil(s, (x) => x.stack.length === 1 && x.objects[x.stack[0]!]!.kind !== 'card');
    expect(s.objects[s.stack[0]!]).toMatchObject({ controller: 0 });
    s = apply(s, { type: 'concede', player: 1 });
    expect(s.stack).toHaveLength(1);
    s = resolveStack(s);
    const spirit = permanent(s, 'token:spirit-1-1-flying');
    expect(s.objects[spirit]).toMatchObject({ owner: 0, controller: 0 });
  });
});

describe('608.2h: counters counted from a creature that left', () => {
  it('Hamletback Goliath puts counters equal to the power of another player\'s creature killed by a third player with the trigger on the stack (its last known power)', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Hamletback Goliath'] },
        { battlefield: Array<string>(7).fill('Forest'), hand: ['Pelakka Wurm'] },
        { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] },
      ],
    });
    // the Wurm resolves; its own trigger and then Goliath's go on the stack (APNAP order): player 2 answers Goliath's
    let s = passUntil(cast(state, 1, ids.hand[1]![0]!), (x) => x.stack.length === 2 && x.decision?.player === 2);
    expect(s.objects[s.stack[1]!]!.card).toBe('Hamletback Goliath');
    const wurm = permanent(s, 'Pelakka Wurm');
    s = resolveTop(cast(s, 2, ids.hand[2]![0]!, [{ object: wurm }]));
    expect(names(s, 1, 'graveyard')).toContain('Pelakka Wurm');
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    s = resolveStack(choose(s, [0]));
    expect(s.objects[permanent(s, 'Hamletback Goliath')]!.counters['+1/+1']).toBe(7);
  });
});

describe('701.23: searching libraries', () => {
  it('Recruiter of the Guard countered by Desertion enters under its controller, who searches their own library, not its owner\'s', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: Array<string>(5).fill('Island'), hand: ['Desertion'], library: ['Murder', 'Bronze Sable', 'Wastes'] },
        { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Recruiter of the Guard'], library: ['Wild Griffin', 'Wastes'] },
        {},
      ],
    });
    let s = cast(state, 1, ids.hand[1]![0]!);
    const spell = s.stack[0]!;
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = passUntil(cast(s, 0, ids.hand[0]![0]!, [{ object: spell }]), (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({ player: 0 });
    s = choose(s, [0]);
    const d = s.decision;
    expect(d).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'search', rule: '701.23', min: 0, max: 1 } });
    const offered = d?.kind === 'choose' ? d.choice.options.map((o) => ('object' in o ? s.objects[o.object]!.card : null)) : [];
    expect(offered).toEqual(['Bronze Sable']);
    s = resolveStack(choose(s, [0]));
    expect(names(s, 0, 'hand')).toEqual(['Bronze Sable']);
    expect(names(s, 1, 'library')).toEqual(['Wild Griffin', 'Wastes']);
  });

  it('CR 701.23b: with no matching card the search finds nothing and the library is still shuffled', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Recruiter of the Guard'], library: ['Sphinx of Magosi', 'Murder', 'Wastes'] }, {}, {}] });
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    s = choose(s, [0]);
    // the player still searches (looking at the whole library, CR 701.23a), finding nothing
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'search', options: [], min: 0, max: 0 } });
    s = resolveStack(choose(s, []));
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(names(s, 0, 'library').sort()).toEqual(['Murder', 'Sphinx of Magosi', 'Wastes']);
    expect(events(s, 'shuffle')).toEqual([expect.objectContaining({ player: 0, rule: '701.24' })]);
  });
});

describe('800.4a, 111.2: who creates a token after a control effect ended with its player', () => {
  it('Beast Within on player 2\'s creature under player 1\'s control; player 1 leaves in response: the creature is player 2\'s again, and player 2 gets the Beast', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Beast Within'] }, {}, { battlefield: ['Bronze Sable'] }] });
    const sable = permanent(state, 'Bronze Sable');
    let s = withControl(state, sable, 1);
    expect(characteristics(s, sable).controller).toBe(1);
    s = cast(s, 0, ids.hand[0]![0]!, [{ object: sable }]);
    s = apply(s, { type: 'concede', player: 1 });
    expect(characteristics(s, sable).controller).toBe(2);
    s = resolveStack(s);
    expect(names(s, 2, 'graveyard')).toEqual(['Bronze Sable']);
    expect(permanents(s, 'token:beast-3-3').map((id) => s.objects[id]!)).toEqual([expect.objectContaining({ owner: 2, controller: 2 })]);
  });
});

describe('608.2h, 400.3: a stolen creature sacrificed as a cost', () => {
  it('Altar of Dementia: player 0 sacrifices player 1\'s creature with +1/+1 counters; it goes to player 1\'s graveyard and player 2 mills its last known power', () => {
    const { state } = setup({
      players: [
        { battlefield: ['Altar of Dementia'] },
        { battlefield: [{ card: 'Bronze Sable', controller: 0, counters: { '+1/+1': 2 } }] },
        { library: Array<string>(8).fill('Wastes') },
      ],
    });
    const sable = permanent(state, 'Bronze Sable');
    const s = resolveStack(apply(state, { type: 'activate', player: 0, source: permanent(state, 'Altar of Dementia'), ability: 0, targets: [{ player: 2 }], x: 0, sacrifice: sable }));
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(names(s, 0, 'graveyard')).toEqual([]);
    expect(names(s, 2, 'graveyard')).toEqual(Array<string>(4).fill('Wastes'));
    expect(s.objects[s.players[1]!.graveyard[0]!]!.counters).toEqual({});
  });
});
