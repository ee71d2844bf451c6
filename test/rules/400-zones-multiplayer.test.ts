import { describe, expect, it } from 'vitest';
import { apply, characteristics, type ReadonlyGameState } from '../../src/index.js';
import { activate, attack, cast, castAndResolve, choose, events, exiled, names, nextTurn, passUntil, permanent, permanents, resolveStack, setup, skipUntil } from '../cards/helpers.js';
import { passToStep } from '../cards/helpers.js';
import { withControl } from './helpers.js';

const FOUR_PLAINS = ['Plains', 'Plains', 'Plains', 'Plains'];

/** Player 0 casts Glimmerpoint Stag and exiles `victim` with its enters trigger. */
function stagExiles(state: ReadonlyGameState, stagCard: number, victim: number): ReadonlyGameState {
  const s = resolveStack(cast(state, 0, stagCard));
  return resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: victim }] }));
}

describe('400.3, 610.3c: cards exiled and returned across players', () => {
  it('Glimmerpoint Stag exiles a creature player 2 controls but player 1 owns: it returns under its owner\'s control (CR 400.3, 610.3c)', () => {
    const { state, ids } = setup({ players: [{ battlefield: FOUR_PLAINS, hand: ['Glimmerpoint Stag'] }, { battlefield: [{ card: 'Bronze Sable', controller: 2 }] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    expect(characteristics(state, sable).controller).toBe(2);
    let s = stagExiles(state, ids.hand[0]![0]!, sable);
    expect(exiled(s)).toEqual(['Bronze Sable']);
    s = resolveStack(passToStep(s, 'end'));
    const back = permanent(s, 'Bronze Sable');
    expect(back).not.toBe(sable);
    expect(s.objects[back]).toMatchObject({ owner: 1, controller: 1 });
  });

  it('CR 800.4a: a card exiled by Glimmerpoint Stag whose owner leaves the game before the end step leaves with them and returns nowhere', () => {
    const { state, ids } = setup({ players: [{ battlefield: FOUR_PLAINS, hand: ['Glimmerpoint Stag'] }, { battlefield: ['Bronze Sable'] }, { battlefield: ['Pillarfield Ox'] }] });
    let s = stagExiles(state, ids.hand[0]![0]!, permanent(state, 'Bronze Sable'));
    s = apply(s, { type: 'concede', player: 1 });
    expect(exiled(s)).toEqual([]);
    s = resolveStack(passToStep(s, 'end'));
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(s.turn.step).toBe('end');
  });

  it('CR 800.4d: with the player who controlled Glimmerpoint Stag\'s trigger gone, the delayed trigger is never put on the stack and the card stays exiled', () => {
    const { state, ids } = setup({ players: [{ battlefield: FOUR_PLAINS, hand: ['Glimmerpoint Stag'] }, { battlefield: ['Bronze Sable'] }, {}] });
    let s = stagExiles(state, ids.hand[0]![0]!, permanent(state, 'Bronze Sable'));
    s = apply(s, { type: 'concede', player: 0 });
    s = skipUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'main1');
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(exiled(s)).toEqual(['Bronze Sable']);
  });

  it('Kaya exiles a creature player 2 stole from player 1: it returns under player 1\'s control at Kaya\'s controller\'s next upkeep (CR 610.3c)', () => {
    const { state } = setup({ players: [{ battlefield: [{ card: 'Kaya, Ghost Assassin', counters: { loyalty: 5 } }] }, { battlefield: [{ card: 'Wild Griffin', controller: 2 }] }, {}] });
    const griffin = permanent(state, 'Wild Griffin');
    let s = resolveStack(activate(state, 0, permanent(state, 'Kaya, Ghost Assassin'), 0, [{ object: griffin }]));
    s = resolveStack(choose(s, [1]));
    expect(exiled(s)).toEqual(['Wild Griffin']);
    s = nextTurn(nextTurn(nextTurn(s)));
    expect(s.turn.active).toBe(0);
    const back = permanent(s, 'Wild Griffin');
    expect(s.objects[back]).toMatchObject({ owner: 1, controller: 1 });
  });

  it('CR 800.4a: a creature exiled by Kaya whose controller (not owner) leaves still comes back to its owner', () => {
    const { state } = setup({ players: [{ battlefield: [{ card: 'Kaya, Ghost Assassin', counters: { loyalty: 5 } }] }, { battlefield: [{ card: 'Wild Griffin', controller: 2 }] }, {}, {}] });
    const griffin = permanent(state, 'Wild Griffin');
    let s = resolveStack(activate(state, 0, permanent(state, 'Kaya, Ghost Assassin'), 0, [{ object: griffin }]));
    s = resolveStack(choose(s, [1]));
    s = apply(s, { type: 'concede', player: 2 });
    s = skipUntil(s, (x) => x.turn.number > state.turn.number && x.turn.active === 0 && x.turn.step === 'main1');
    expect(events(s, 'delayedTrigger').length).toBeGreaterThan(0);
    expect(s.objects[permanent(s, 'Wild Griffin')]).toMatchObject({ owner: 1, controller: 1 });
  });

  it('CR 800.4d: Kaya\'s controller leaves before their next upkeep: the creature Kaya exiled is never returned', () => {
    const { state } = setup({ players: [{ battlefield: [{ card: 'Kaya, Ghost Assassin', counters: { loyalty: 5 } }] }, { battlefield: ['Wild Griffin'] }, {}] });
    let s = resolveStack(activate(state, 0, permanent(state, 'Kaya, Ghost Assassin'), 0, [{ object: permanent(state, 'Wild Griffin') }]));
    s = resolveStack(choose(s, [1]));
    expect(exiled(s)).toEqual(['Wild Griffin']);
    s = apply(s, { type: 'concede', player: 0 });
    const turn = s.turn.number;
    s = skipUntil(s, (x) => x.turn.number > turn + 2 && x.turn.step === 'main1');
    expect(permanents(s, 'Wild Griffin')).toEqual([]);
    expect(exiled(s)).toEqual(['Wild Griffin']);
  });

  it('Brago returns a permanent its controller stole under its owner\'s control, and a stolen token not at all (CR 400.3, 111.8)', () => {
    const { state } = setup({
      players: [
        { battlefield: ['Brago, King Eternal'] },
        { battlefield: [{ card: 'Pillarfield Ox', controller: 0 }, { card: 'token:soldier-1-1', controller: 0 }] },
        {},
      ],
    });
    const ox = permanent(state, 'Pillarfield Ox');
    const soldier = permanent(state, 'token:soldier-1-1');
    let s = skipUntil(attack(state, [[permanent(state, 'Brago, King Eternal'), 2]]), (x) => x.decision?.kind === 'putTrigger');
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: ox }, { object: soldier }] }));
    const back = permanent(s, 'Pillarfield Ox');
    expect(back).not.toBe(ox);
    expect(s.objects[back]).toMatchObject({ owner: 1, controller: 1 });
    expect(permanents(s, 'token:soldier-1-1')).toEqual([]);
    expect(exiled(s)).toEqual([]);
  });
});

describe('400.3, 608.2h: owner and controller apart, with a third player', () => {
  it('Burn Away kills a creature player 2 controls but player 1 owns: it goes to player 1\'s graveyard, and player 2\'s graveyard (its controller\'s) is exiled', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Burn Away'] },
        { battlefield: [{ card: 'Pillarfield Ox', controller: 2 }], graveyard: ['Murder'] },
        { graveyard: ['Wild Griffin'] },
      ],
    });
    const s = resolveStack(castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Pillarfield Ox') }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Murder', 'Pillarfield Ox']);
    expect(names(s, 2, 'graveyard')).toEqual([]);
    expect(exiled(s)).toEqual(['Wild Griffin']);
  });

  it('Burn Away kills a token player 2 controls but player 1 created: the token ceases to exist and player 2\'s graveyard is exiled (CR 111.7, 608.2h)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Burn Away'] },
        { battlefield: [{ card: 'token:soldier-1-1', controller: 2 }], graveyard: ['Murder'] },
        { graveyard: ['Wild Griffin'] },
      ],
    });
    const s = resolveStack(castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'token:soldier-1-1') }]));
    expect(permanents(s, 'token:soldier-1-1')).toEqual([]);
    expect(names(s, 1, 'graveyard')).toEqual(['Murder']);
    expect(names(s, 2, 'graveyard')).toEqual([]);
    expect(exiled(s)).toEqual(['Wild Griffin']);
  });

  it('Swords to Plowshares on a creature player 2 controls but player 1 owns: player 2 gains the life, the card goes to exile (CR 608.2h)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains'], hand: ['Swords to Plowshares'] }, { battlefield: [{ card: 'Pillarfield Ox', controller: 2 }] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Pillarfield Ox') }]);
    expect(s.players.map((p) => p.life)).toEqual([20, 20, 22]);
    expect(exiled(s)).toEqual(['Pillarfield Ox']);
    expect(s.objects[s.exile[0]!]!.owner).toBe(1);
  });

  it('Terastodon destroys an artifact player 2 controls but player 1 owns: player 2 gets the Elephant, player 1 the card in their graveyard', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(8).fill('Forest'), hand: ['Terastodon'] }, { battlefield: [{ card: 'Altar of Dementia', controller: 2 }] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: permanent(s, 'Altar of Dementia') }] }));
    s = resolveStack(choose(s, [0]));
    expect(names(s, 1, 'graveyard')).toEqual(['Altar of Dementia']);
    expect(permanents(s, 'token:elephant-3-3').map((id) => s.objects[id]!.controller)).toEqual([2]);
  });

  it('Driver of the Dead player 0 controls but player 1 owns dies: it goes to player 1\'s graveyard, and player 0 returns a card from their own graveyard (CR 603.3a)', () => {
    const { state, ids } = setup({
      players: [{ graveyard: ['Typhoid Rats'] }, { battlefield: [{ card: 'Driver of the Dead', controller: 0 }], graveyard: ['Bronze Sable'] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }],
    });
    let s = passUntil(state, (x) => x.decision?.player === 2);
    s = resolveStack(cast(s, 2, ids.hand[2]![0]!, [{ object: permanent(s, 'Driver of the Dead') }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable', 'Driver of the Dead']);
    // its only target is in player 0's graveyard: the trigger goes on the stack with it (CR 603.3b)
    s = resolveStack(s);
    expect(s.objects[permanent(s, 'Typhoid Rats')]).toMatchObject({ owner: 0, controller: 0 });
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable', 'Driver of the Dead']);
  });
});

describe('400.3: Gamekeeper under another player\'s control', () => {
  it('player 0\'s stolen Gamekeeper dies into player 1\'s graveyard; player 0 exiles it from there and reveals from their own library', () => {
    const { state, ids } = setup({
      players: [
        { library: ['Forest', 'Pelakka Wurm', 'Wastes'] },
        { battlefield: [{ card: 'Gamekeeper', controller: 0 }], library: ['Bronze Sable', 'Wastes'] },
        { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] },
      ],
    });
    let s = passUntil(state, (x) => x.decision?.player === 2);
    s = resolveStack(cast(s, 2, ids.hand[2]![0]!, [{ object: permanent(s, 'Gamekeeper') }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Gamekeeper']);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'exile Gamekeeper' } });
    s = resolveStack(choose(s, [0]));
    expect(exiled(s)).toEqual(['Gamekeeper']);
    expect(s.objects[s.exile[0]!]!.owner).toBe(1);
    expect(s.objects[permanent(s, 'Pelakka Wurm')]).toMatchObject({ owner: 0, controller: 0 });
    expect(names(s, 0, 'graveyard')).toEqual(['Forest']);
    expect(names(s, 1, 'library')).toEqual(['Bronze Sable', 'Wastes']);
    expect(names(s, 1, 'graveyard')).toEqual([]);
  });
});

describe('707.2, 800.4a: copies of objects whose owner left the game', () => {
  it('Dimir Doppelganger stays a copy of player 1\'s exiled card after player 1 leaves with it', () => {
    const { state } = setup({ players: [{ battlefield: ['Island', 'Swamp', 'Swamp', 'Dimir Doppelganger'] }, { graveyard: ['Lizard Warrior'] }, {}] });
    const dd = permanent(state, 'Dimir Doppelganger');
    let s = resolveStack(activate(state, 0, dd, 0, [{ object: state.players[1]!.graveyard[0]! }]));
    expect(characteristics(s, dd).name).toBe('Lizard Warrior');
    s = apply(s, { type: 'concede', player: 1 });
    expect(exiled(s)).toEqual([]);
    expect(characteristics(s, dd).name).toBe('Lizard Warrior');
    expect([characteristics(s, dd).power, characteristics(s, dd).toughness]).toEqual([4, 2]);
  });
});

describe('610.3: two Palace Jailers of two players', () => {
  /** `player` casts Palace Jailer (`card`), putting the exile trigger (on `victim`) on the stack last, so it resolves first. */
  function jailer(s: ReadonlyGameState, player: number, card: number, victim: number): ReadonlyGameState {
    let x = resolveStack(cast(s, player, card));
    expect(x.decision).toMatchObject({ kind: 'putTrigger', player });
    const monarchIndex = x.pendingTriggers.findIndex((t) => t.ability === 0);
    x = apply(x, { type: 'putTrigger', player, index: monarchIndex, targets: [] });
    if (x.decision?.kind === 'putTrigger') x = apply(x, { type: 'putTrigger', player, index: 0, targets: [{ object: victim }] });
    return resolveStack(x);
  }

  it('each card returns when an opponent of the player whose Jailer exiled it becomes the monarch, not before', () => {
    const THRONE = ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'];
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Wild Griffin'], hand: ['Palace Jailer'] },
        { battlefield: ['Bronze Sable', ...THRONE] },
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Palace Jailer'] },
      ],
    });
    let s = jailer(state, 0, ids.hand[0]![0]!, permanent(state, 'Bronze Sable'));
    expect(s.monarch).toBe(0);
    expect(exiled(s)).toEqual(['Bronze Sable']);
    s = skipUntil(s, (x) => x.turn.active === 2 && x.turn.step === 'main1');
    // player 2's Jailer exiles player 0's Griffin, then player 2 becomes the monarch: an opponent of
    // player 0, so the Sable returns; player 2's own exile waits for an opponent of player 2
    s = jailer(s, 2, ids.hand[2]![0]!, permanent(s, 'Wild Griffin'));
    expect(s.monarch).toBe(2);
    expect(s.objects[permanent(s, 'Bronze Sable')]).toMatchObject({ owner: 1, controller: 1 });
    expect(exiled(s)).toEqual(['Wild Griffin']);
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveStack(activate(s, 1, permanent(s, 'Throne of the High City'), 1));
    expect(s.monarch).toBe(1);
    expect(s.objects[permanent(s, 'Wild Griffin')]).toMatchObject({ owner: 0, controller: 0 });
    expect(exiled(s)).toEqual([]);
    expect(s.exiledUntil).toEqual([]);
  });
});

describe('704.5b, 725.4, 610.3: the monarch decks themselves', () => {
  it('the monarch draws from an empty library at their end step and loses; the next player becomes the monarch and the card their Jailer exiled returns', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Palace Jailer'], library: [] },
        { battlefield: ['Bronze Sable'] },
        {},
      ],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    const monarchIndex = s.pendingTriggers.findIndex((t) => t.ability === 0);
    s = apply(s, { type: 'putTrigger', player: 0, index: monarchIndex, targets: [] });
    s = resolveStack(s);
    expect(s.monarch).toBe(0);
    expect(exiled(s)).toEqual(['Bronze Sable']);
    s = skipUntil(s, (x) => !x.players[0]!.inGame);
    expect(events(s, 'drawFromEmpty')).toEqual([expect.objectContaining({ player: 0 })]);
    expect(events(s, 'lose')).toEqual([expect.objectContaining({ player: 0, rule: '704.5b' })]);
    expect(s.monarch).toBe(1);
    expect(s.objects[permanent(s, 'Bronze Sable')]).toMatchObject({ owner: 1, controller: 1 });
  });
});

describe('610.3: "exile until" when the exiling permanent changes control', () => {
  it('player 2 gains control of player 0\'s Palace Jailer, then becomes the monarch: an opponent of the player whose ability exiled the card, so it returns', () => {
    const THRONE = ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'];
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Palace Jailer'] },
        { battlefield: ['Bronze Sable'] },
        { battlefield: THRONE },
      ],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    const monarchIndex = s.pendingTriggers.findIndex((t) => t.ability === 0);
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: monarchIndex, targets: [] }));
    expect(exiled(s)).toEqual(['Bronze Sable']);
    s = skipUntil(s, (x) => x.turn.active === 2 && x.turn.step === 'main1');
    const jailerId = permanent(s, 'Palace Jailer');
    s = withControl(s, jailerId, 2);
    expect(characteristics(s, jailerId).controller).toBe(2);
    s = resolveStack(activate(s, 2, permanent(s, 'Throne of the High City'), 1));
    expect(s.monarch).toBe(2);
    expect(s.objects[permanent(s, 'Bronze Sable')]).toMatchObject({ owner: 1, controller: 1 });
  });
});

describe('603.7, 800.4d: Marchesa, the Black Rose returning another player\'s card', () => {
  function stolenDies(): ReadonlyGameState {
    const { state, ids } = setup({
      active: 2,
      players: [
        { battlefield: ['Marchesa, the Black Rose'] },
        { battlefield: [{ card: 'Bronze Sable', controller: 0, counters: { '+1/+1': 1 } }] },
        { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] },
      ],
    });
    const s = castAndResolve(state, 2, ids.hand[2]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(s.delayedTriggers).toHaveLength(1);
    return s;
  }

  it('a creature player 0 controlled but player 1 owns dies with a +1/+1 counter: it returns from player 1\'s graveyard under player 0\'s control', () => {
    const s = resolveStack(passUntil(stolenDies(), (x) => x.turn.step === 'end'));
    expect(s.objects[permanent(s, 'Bronze Sable')]).toMatchObject({ owner: 1, controller: 0, counters: {} });
    expect(names(s, 1, 'graveyard')).toEqual([]);
  });

  it('with Marchesa\'s controller gone before the end step, the delayed trigger is not put on the stack: the card stays in its owner\'s graveyard', () => {
    let s = apply(stolenDies(), { type: 'concede', player: 0 });
    s = resolveStack(passUntil(s, (x) => x.turn.step === 'end'));
    s = skipUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'main1');
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
  });
});

describe('603.7, 610.3c: two players\' Glimmerpoint Stags exiling each other', () => {
  it('player 1\'s Stag returns at the end step and exiles player 0\'s; that one returns at the next turn\'s end step, under player 0\'s control (the Stag\'s last ruling)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Glimmerpoint Stag'] }, { battlefield: ['Glimmerpoint Stag'] }, {}] });
    const stagOf = (s: ReadonlyGameState, p: number) => permanents(s, 'Glimmerpoint Stag').find((id) => s.objects[id]!.controller === p);
    let s = stagExiles(state, ids.hand[0]![0]!, stagOf(state, 1)!);
    expect(exiled(s)).toEqual(['Glimmerpoint Stag']);
    s = passUntil(passToStep(s, 'end'), (x) => x.decision?.kind !== 'priority');
    // player 1's Stag is back: its own enters trigger exiles player 0's
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 1 });
    s = resolveStack(apply(s, { type: 'putTrigger', player: 1, index: 0, targets: [{ object: stagOf(s, 0)! }] }));
    expect(s.turn).toMatchObject({ active: 0, step: 'end' });
    expect(permanents(s, 'Glimmerpoint Stag').map((id) => s.objects[id]!.controller)).toEqual([1]);
    s = skipUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'main1');
    expect(exiled(s)).toEqual(['Glimmerpoint Stag']);
    s = passUntil(skipUntil(s, (x) => x.turn.step === 'end'), (x) => x.decision?.kind !== 'priority');
    expect(s.turn).toMatchObject({ active: 1, step: 'end' });
    expect(s.objects[stagOf(s, 0)!]).toMatchObject({ owner: 0, controller: 0 });
  });
});

describe('111.7: a token does not come back', () => {
  it('Marchesa, the Black Rose: a stolen token with a +1/+1 counter that dies is not returned at the end step', () => {
    const { state, ids } = setup({
      active: 2,
      players: [
        { battlefield: ['Marchesa, the Black Rose'] },
        { battlefield: [{ card: 'token:beast-3-3', controller: 0, counters: { '+1/+1': 1 } }] },
        { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] },
      ],
    });
    let s = castAndResolve(state, 2, ids.hand[2]![0]!, [{ object: permanent(state, 'token:beast-3-3') }]);
    expect(permanents(s, 'token:beast-3-3')).toEqual([]);
    s = resolveStack(passUntil(s, (x) => x.turn.step === 'end'));
    s = skipUntil(s, (x) => x.turn.step === 'cleanup' || x.turn.active !== 2);
    expect(permanents(s, 'token:beast-3-3')).toEqual([]);
    expect(s.objects.filter((o) => o.card === 'token:beast-3-3' && o.movedTo === null)).toEqual([]);
  });
});

describe('707.2, 111.2: copies of another player\'s token', () => {
  it('Dack\'s Duplicate copying player 1\'s Beast token stays a 3/3 Beast after player 1 leaves with the token', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Island', 'Mountain', 'Wastes', 'Wastes'], hand: ["Dack's Duplicate"] }, { battlefield: ['token:beast-3-3'] }, {}],
    });
    const beast = permanent(state, 'token:beast-3-3');
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    const options = (s.decision as { choice: { options: readonly ({ object: number } | { label: string })[] } }).choice.options;
    s = resolveStack(choose(s, [options.findIndex((o) => 'object' in o && o.object === beast)]));
    const dup = permanent(s, "Dack's Duplicate");
    expect(s.objects[dup]).toMatchObject({ kind: 'card', owner: 0, controller: 0 });
    s = apply(s, { type: 'concede', player: 1 });
    expect(permanents(s, 'token:beast-3-3')).toEqual([]);
    expect(characteristics(s, dup)).toMatchObject({ power: 3, toughness: 3, subtypes: ['Beast'] });
    expect(characteristics(s, dup).keywords).toEqual(['haste', 'dethrone']);
  });
});

describe('800.4j: the end step of a turn whose active player left', () => {
  it('player 2 kills player 0\'s creature with a +1/+1 counter in their turn and leaves: the turn goes on to its end step, where Marchesa returns the card', () => {
    const { state, ids } = setup({
      active: 2,
      players: [
        { battlefield: ['Marchesa, the Black Rose', { card: 'Bronze Sable', counters: { '+1/+1': 1 } }] },
        {},
        { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] },
      ],
    });
    let s = castAndResolve(state, 2, ids.hand[2]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    expect(names(s, 0, 'graveyard')).toEqual(['Bronze Sable']);
    s = apply(s, { type: 'concede', player: 2 });
    expect(s.turn.active).toBe(2);
    s = resolveStack(passUntil(s, (x) => x.turn.step === 'end'));
    expect(s.turn.active).toBe(2);
    expect(s.objects[permanent(s, 'Bronze Sable')]).toMatchObject({ owner: 0, controller: 0 });
  });
});

describe('400.3 at a table of six', () => {
  it('Hallowed Burial with a player gone: every creature goes to its owner\'s library whoever controls it, tokens cease to exist', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'], hand: ['Hallowed Burial'], library: ['Wastes'] },
        { battlefield: [{ card: 'Bronze Sable', controller: 3 }], library: ['Wastes'] },
        { battlefield: ['Wild Griffin', { card: 'token:soldier-1-1', controller: 4 }], library: ['Wastes'] },
        { battlefield: [{ card: 'Pillarfield Ox', controller: 5 }], library: ['Wastes'] },
        { battlefield: ['Typhoid Rats'], library: ['Wastes'] },
        { battlefield: [{ card: 'Lizard Warrior', controller: 1 }], library: ['Wastes'] },
      ],
    });
    let s = apply(state, { type: 'concede', player: 4 });
    expect(permanents(s, 'Typhoid Rats')).toEqual([]);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!));
    expect(s.battlefield.map((id) => s.objects[id]!.card)).toEqual(Array<string>(5).fill('Plains'));
    expect(names(s, 1, 'library')).toEqual(['Wastes', 'Bronze Sable']);
    expect(names(s, 2, 'library')).toEqual(['Wastes', 'Wild Griffin']);
    expect(names(s, 3, 'library')).toEqual(['Wastes', 'Pillarfield Ox']);
    expect(names(s, 5, 'library')).toEqual(['Wastes', 'Lizard Warrior']);
    expect(s.objects.filter((o) => o.kind === 'token' && o.movedTo === null)).toEqual([]);
  });
});
