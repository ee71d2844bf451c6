/**
 * Triggered abilities of several players in free-for-all games of three and four players: APNAP
 * order (CR 603.3b, 101.4), "dies" abilities looking back in time (603.10a), abilities that trigger
 * while a spell or ability resolves waiting for it to finish (603.3, 117.5), and the abilities of a
 * player who leaves the game (800.4a, 800.4d).
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, type ReadonlyGameState } from '../../src/index.js';
import { attack, block, cast, castAndResolve, choose, events, life, names, nextTurn, pass, passToPlayer, passUntil, permanent, setup, skipUntil } from '../cards/helpers.js';

/** The stack, bottom first, as [card, controller] (a rule's ability as its rule number). */
function stack(s: ReadonlyGameState): [string, number][] {
  return s.stack.map((id) => {
    const o = s.objects[id]!;
    return [o.card || (o.rule ?? ''), o.controller];
  });
}

/** Puts the waiting triggers on the stack, each player taking the first order offered. */
function placeAll(state: ReadonlyGameState): ReadonlyGameState {
  let s = state;
  while (s.decision?.kind === 'putTrigger') s = apply(s, legalActions(s)[0]!);
  return s;
}

/** Resolves the stack, giving each "you may" the answer. */
function resolveSaying(state: ReadonlyGameState, answer: 'yes' | 'no'): ReadonlyGameState {
  let s = state;
  for (;;) {
    s = passUntil(s, (x) => x.stack.length === 0 && x.resolution === null);
    if (s.decision?.kind !== 'choose') return s;
    s = choose(s, [s.decision.choice.options.findIndex((o) => 'label' in o && o.label === answer)]);
  }
}

describe('triggered abilities of several players', () => {
  it("603.3b, 603.10a: four players' \"dies\" abilities from one Infest go on the stack in APNAP order; creatures dying together see each other die", () => {
    const { state, ids } = setup({
      players: [
        { hand: ['Infest'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Doomed Traveler'] },
        { battlefield: ['Harvester of Souls'] },
        { battlefield: ['Sangromancer'] },
        { battlefield: ['Havengul Vampire'] },
      ],
    });
    const [traveler, vampire] = [permanent(state, 'Doomed Traveler'), permanent(state, 'Havengul Vampire')];
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind !== 'priority' || x.stack.length === 0);
    // Harvester of Souls (5/5) and Sangromancer (3/3) survive; Doomed Traveler and Havengul Vampire die together
    expect(names(s, 0, 'graveyard')).toEqual(['Infest', 'Doomed Traveler']);
    expect(names(s, 3, 'graveyard')).toEqual(['Havengul Vampire']);
    s = placeAll(s);
    expect(stack(s)).toEqual([
      ['Doomed Traveler', 0],
      ['Harvester of Souls', 1], ['Harvester of Souls', 1],
      ['Sangromancer', 2], ['Sangromancer', 2],
      // the dying Vampire saw the Traveler die with it (603.10a)
      ['Havengul Vampire', 3],
    ]);
    expect(s.objects[s.stack[5]!]!.trigger?.object).toBe(traveler);
    expect(s.stack.slice(1, 5).map((id) => s.objects[id]!.trigger?.object).sort()).toEqual([traveler, traveler, vampire, vampire].sort());
    const from = events(s, 'resolve').length;
    s = resolveSaying(s, 'yes');
    expect(events(s, 'resolve').slice(from).map((e) => e.card)).toEqual(['Havengul Vampire', 'Sangromancer', 'Sangromancer', 'Harvester of Souls', 'Harvester of Souls', 'Doomed Traveler']);
    expect(life(s, 2)).toBe(26);
    expect(s.players[1]!.hand).toHaveLength(2);
    expect(s.battlefield.map((id) => s.objects[id]!.card)).toContain('token:spirit-1-1-flying');
  });

  it('603.3, 603.3b, 603.10a: the sacrifices of a resolving Fleshbag Marauder trigger abilities of three players, put on the stack once it has resolved', () => {
    const { state, ids } = setup({
      players: [
        { hand: ['Fleshbag Marauder'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
        { battlefield: ['Sangromancer'] },
        { battlefield: ['Harvester of Souls'] },
        { battlefield: ['Runed Servitor'] },
      ],
    });
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.stack.length === 0);
    // the enters ability resolves: each player's only creature is sacrificed, none of the triggers on the stack yet
    s = passUntil(s, (x) => x.stack.length === 0 || x.decision?.kind !== 'priority');
    expect(names(s, 0, 'graveyard')).toEqual(['Fleshbag Marauder']);
    s = placeAll(s);
    // Sangromancer sees the three creatures of its controller's opponents, Harvester the three other nontoken ones
    expect(stack(s)).toEqual([
      ['Sangromancer', 1], ['Sangromancer', 1], ['Sangromancer', 1],
      ['Harvester of Souls', 2], ['Harvester of Souls', 2], ['Harvester of Souls', 2],
      ['Runed Servitor', 3],
    ]);
    s = resolveSaying(s, 'yes');
    expect(s.players.map((p) => p.hand.length)).toEqual([1, 1, 4, 1]);
    expect(life(s, 1)).toBe(29);
  });

  it("701.19a, 603.2g: Wrap in Vigor in answer to Volcanic Fallout — the regenerated creatures don't die and trigger nothing; two other players' abilities see the creature that died", () => {
    const { state, ids } = setup({
      players: [
        { hand: ['Volcanic Fallout'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Sangromancer'] },
        { hand: ['Wrap in Vigor'], battlefield: ['Forest', 'Forest', 'Doomed Traveler', 'Runed Servitor'] },
        { battlefield: ['Harvester of Souls', 'Typhoid Rats'] },
      ],
    });
    const [traveler, servitor] = [permanent(state, 'Doomed Traveler'), permanent(state, 'Runed Servitor')];
    let s = passToPlayer(cast(state, 0, ids.hand[0]![0]!), 1);
    s = passUntil(cast(s, 1, ids.hand[1]![0]!), (x) => x.stack.length === 0 || x.decision?.kind !== 'priority');
    expect(names(s, 2, 'graveyard')).toEqual(['Typhoid Rats']);
    for (const id of [traveler, servitor]) expect(s.objects[id]!).toMatchObject({ zone: 'battlefield', tapped: true, damage: 0 });
    expect(events(s, 'regenerate').map((e) => e.object)).toEqual([traveler, servitor]);
    s = placeAll(s);
    expect(stack(s)).toEqual([['Sangromancer', 0], ['Harvester of Souls', 2]]);
  });

  it("800.4a: the active player dying to one Sulfuric Vortex trigger takes their own upkeep trigger off the stack; another player's Vortex then deals them nothing", () => {
    const { state } = setup({
      players: [{ battlefield: ['Sulfuric Vortex'] }, { life: 2, battlefield: ['Phyrexian Arena'] }, { battlefield: ['Sulfuric Vortex'] }],
      step: 'end',
    });
    let s = skipUntil(state, (x) => x.turn.active === 1 && x.turn.step === 'upkeep');
    // APNAP: player 1's Arena at the bottom, then player 2's Vortex, then player 0's on top
    expect(stack(s)).toEqual([['Phyrexian Arena', 1], ['Sulfuric Vortex', 2], ['Sulfuric Vortex', 0]]);
    s = passUntil(s, (x) => x.stack.length < 3);
    expect(s.players[1]!.inGame).toBe(false);
    expect(stack(s)).toEqual([['Sulfuric Vortex', 2]]);
    // the turn goes on without its active player (800.4j): the next player has priority
    expect(s.decision).toEqual({ kind: 'priority', player: 2 });
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(events(s, 'damage')).toHaveLength(1);
    expect([life(s, 0), life(s, 2)]).toEqual([20, 20]);
  });

  it("800.4a, 800.4d, 603.10a: a creature dying as its owner loses the game — the owner's \"dies\" ability never goes on the stack, another player's Unhallowed Pact on it triggers but finds no card", () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['token:beast-3-3', 'token:beast-3-3'] },
        { life: 3, battlefield: ['Doomed Traveler'] },
        { hand: ['Unhallowed Pact'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Harvester of Souls'] },
      ],
      active: 2,
    });
    const traveler = permanent(state, 'Doomed Traveler');
    let s = castAndResolve(state, 2, ids.hand[2]![0]!, [{ object: traveler }]);
    s = nextTurn(s);
    const [beast1, beast2] = ids.battlefield[0]!;
    s = block(attack(s, [[beast1!, 1], [beast2!, 1]]), [[traveler, beast1!]]);
    s = skipUntil(s, (x) => x.decision?.kind !== 'priority' || x.stack.length > 0);
    // the Traveler died and its owner lost at the same time (704.3): only player 2's abilities are left
    expect(s.players[1]!.inGame).toBe(false);
    s = placeAll(s);
    expect(stack(s).map(([, p]) => p)).toEqual([2, 2]);
    expect(stack(s).map(([c]) => c).sort()).toEqual(['Harvester of Souls', 'Unhallowed Pact']);
    s = resolveSaying(s, 'yes');
    // the card left the game with its owner: nothing returns
    expect(s.battlefield.some((id) => s.objects[id]!.card === 'Doomed Traveler')).toBe(false);
    expect(events(s, 'resolve').map((e) => e.card).sort()).toEqual(['Harvester of Souls', 'Unhallowed Pact', 'Unhallowed Pact'].sort());
    expect(s.players[2]!.hand).toHaveLength(1);
  });

  it("800.4a, 704.5m: a creature leaving the game with its owner does not die — another player's Unhallowed Pact on it and Harvester of Souls don't trigger, and the Pact goes to its owner's graveyard", () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Harvester of Souls'], hand: ['Unhallowed Pact'] },
        { battlefield: ['Doomed Traveler'] },
        {},
      ],
    });
    const traveler = permanent(state, 'Doomed Traveler');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: traveler }]);
    expect(s.objects[permanent(s, 'Unhallowed Pact')]!.attachedTo).toEqual({ object: traveler });
    s = apply(s, { type: 'concede', player: 1 });
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
    expect(s.stack).toEqual([]);
    expect(s.pendingTriggers).toEqual([]);
    // the Traveler ceased to exist with its owner: it was never put into a graveyard
    expect(events(s, 'zoneChange').filter((e) => e.object === traveler)).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(['Unhallowed Pact']);
    expect(s.players[0]!.hand).toEqual([]);
  });

  it("800.4a, 704.5g: the leaving player's Elephant Guide leaves with them; the creature it enchanted, damaged beyond its own toughness, dies as state-based actions are checked, and the Guide, gone first, makes no Elephant", () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Elephant Guide'] },
        { battlefield: ['Bronze Sable'] },
        { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Brimstone Volley'] },
      ],
    });
    const sable = permanent(state, 'Bronze Sable');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sable }]);
    s = castAndResolve(passToPlayer(s, 2), 2, ids.hand[2]![0]!, [{ object: sable }]);
    expect(characteristics(s, sable)).toMatchObject({ power: 5, toughness: 4 });
    expect(s.objects[sable]!.damage).toBe(3);
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.battlefield).not.toContain(sable);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(s.stack).toEqual([]);
    expect(s.pendingTriggers).toEqual([]);
  });

  it('800.4a: a player conceding while choosing what to sacrifice to Fleshbag Marauder takes their creatures away with them; the others\' sacrifices go on, and their abilities trigger', () => {
    const { state, ids } = setup({
      players: [
        { hand: ['Fleshbag Marauder'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Doomed Traveler'] },
        { battlefield: ['Runed Servitor', 'Sangromancer'] },
        { battlefield: ['Harvester of Souls', 'Wild Griffin'] },
      ],
    });
    const traveler = permanent(state, 'Doomed Traveler');
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    // player 0 sacrifices the Traveler, then player 1 concedes at their choice
    s = choose(s, [s.decision!.kind === 'choose' ? s.decision.choice.options.findIndex((o) => 'object' in o && o.object === traveler) : -1]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'sacrifice' } });
    s = apply(s, { type: 'concede', player: 1 });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'sacrifice' } });
    s = choose(s, [0]);
    s = placeAll(s);
    // neither Runed Servitor nor Sangromancer died: they left the game with their owner
    expect(stack(s)).toEqual([['Doomed Traveler', 0], ['Harvester of Souls', 2]]);
    expect(events(s, 'zoneChange').filter((e) => e.rule === '701.21').map((e) => e.card)).toEqual(['Doomed Traveler', 'Harvester of Souls']);
  });
});

describe('cast triggers and a turn without its active player', () => {
  it("603.2, 603.3b: a spell cast by a non-active player triggers the other players' \"whenever a player / an opponent casts\" abilities, in APNAP order; the caster's own \"an opponent casts\" does not trigger", () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Dragonlair Spider'] },
        { battlefield: ['Forgotten Ancient'] },
        { hand: ['Brimstone Volley'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Dragonlair Spider'] },
        { battlefield: ['Dragonlair Spider'] },
      ],
    });
    let s = cast(passToPlayer(state, 2), 2, ids.hand[2]![0]!, [{ player: 0 }]);
    s = placeAll(s);
    expect(stack(s)).toEqual([['Brimstone Volley', 2], ['Dragonlair Spider', 0], ['Forgotten Ancient', 1], ['Dragonlair Spider', 3]]);
    s = resolveSaying(s, 'yes');
    const insects = (player: number) => s.battlefield.filter((id) => s.objects[id]!.controller === player && s.objects[id]!.card.startsWith('token:insect')).length;
    expect([0, 1, 2, 3].map(insects)).toEqual([1, 0, 0, 1]);
    expect(s.objects[permanent(s, 'Forgotten Ancient')]!.counters).toEqual({ '+1/+1': 1 });
  });

  for (const [left, order] of [[0, [1, 2, 3]], [3, [0, 1, 2]]] as const) {
    it(`603.3b, 800.4j: with the active player ${left} gone, the "dies" abilities of one Volcanic Fallout go on the stack in turn order from the next player (${order.join(', ')})`, () => {
      const { state, ids } = setup({
        active: left,
        players: [
          { battlefield: ['Doomed Traveler'] },
          { battlefield: ['Doomed Traveler'] },
          { hand: ['Volcanic Fallout'], battlefield: ['Mountain', 'Mountain', 'Mountain', 'Doomed Traveler'] },
          { battlefield: ['Doomed Traveler'] },
        ],
      });
      let s = passToPlayer(apply(state, { type: 'concede', player: left }), 2);
      s = cast(s, 2, ids.hand[2]![0]!);
      const fallout = s.stack[0]!;
      s = placeAll(passUntil(s, (x) => x.decision?.kind !== 'priority' || !x.stack.includes(fallout)));
      expect(stack(s)).toEqual(order.map((p) => ['Doomed Traveler', p]));
    });
  }
});

describe("the monarch's end step with other end step abilities", () => {
  /** Player 0, the monarch, with Throne Warden; a creature died this turn; players 1 and 2 have Deathreap Ritual. */
  function endStep(): ReadonlyGameState {
    const { state, ids } = setup({
      players: [
        { hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Throne Warden'] },
        { battlefield: ['Deathreap Ritual'] },
        { battlefield: ['Deathreap Ritual', 'Doomed Traveler'] },
      ],
      monarch: 0,
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Doomed Traveler') }]);
    return skipUntil(s, (x) => x.turn.step === 'end');
  }

  it("603.3b, 725.2: the monarch orders the draw and Throne Warden; the other players' morbid Deathreap Rituals go on top in APNAP order", () => {
    let s = endStep();
    expect(s.decision).toEqual({ kind: 'putTrigger', player: 0 });
    expect(legalActions(s)).toHaveLength(2);
    s = placeAll(s);
    expect(stack(s)).toEqual([['Throne Warden', 0], ['725', 0], ['Deathreap Ritual', 1], ['Deathreap Ritual', 2]]);
    const hands = s.players.map((p) => p.hand.length);
    const from = events(s, 'resolve').length;
    s = resolveSaying(s, 'yes');
    expect(events(s, 'resolve').slice(from).map((e) => e.player)).toEqual([2, 1, 0, 0]);
    expect(s.players.map((p, i) => p.hand.length - hands[i]!)).toEqual([1, 1, 1]);
    expect(s.objects[permanent(s, 'Throne Warden')]!.counters['+1/+1']).toBe(1);
  });

  it('800.4a, 725.4: the monarch conceding with their end step abilities on the stack takes them away; the next player becomes the monarch and draws only at their own end step', () => {
    let s = placeAll(endStep());
    s = pass(s);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.monarch).toBe(1);
    expect(stack(s)).toEqual([['Deathreap Ritual', 1], ['Deathreap Ritual', 2]]);
    s = resolveSaying(s, 'no');
    // no new ability of the monarch this end step: it began before player 1 became the monarch
    expect(events(s, 'trigger').filter((e) => e.rule === '725.2')).toHaveLength(1);
    const hand = s.players[1]!.hand.length;
    s = skipUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'end' && x.stack.length > 0);
    expect(stack(s)).toEqual([['725', 1]]);
    s = passUntil(s, (x) => x.stack.length === 0);
    // player 1's draw step and the monarch's draw
    expect(s.players[1]!.hand.length - hand).toBe(2);
  });
});

describe('delayed triggered abilities of several players', () => {
  /** Player 0's Marchesa sees player 1's Ox with a +1/+1 counter, taken with Besmirch, die. */
  function stolenOxDies(): ReadonlyGameState {
    const { state, ids } = setup({
      players: [
        { hand: ['Besmirch', 'Murder'], battlefield: ['Marchesa, the Black Rose', 'Swamp', 'Swamp', 'Swamp', 'Mountain', 'Mountain', 'Mountain'] },
        { battlefield: [{ card: 'Pillarfield Ox', counters: { '+1/+1': 1 } }] },
        {},
      ],
    });
    const ox = permanent(state, 'Pillarfield Ox');
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: ox }]);
    expect(characteristics(s, ox).controller).toBe(0);
    return castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: ox }]);
  }

  it("603.7, 603.10a: a creature of another player dying under its new controller's Marchesa returns under that controller's control at the next end step", () => {
    let s = stolenOxDies();
    expect(names(s, 1, 'graveyard')).toEqual(['Pillarfield Ox']);
    s = skipUntil(s, (x) => x.turn.step === 'end' && x.stack.length > 0);
    expect(stack(s)).toEqual([['Marchesa, the Black Rose', 0]]);
    s = passUntil(s, (x) => x.stack.length === 0);
    const ox = permanent(s, 'Pillarfield Ox');
    expect([s.objects[ox]!.owner, characteristics(s, ox).controller]).toEqual([1, 0]);
    // a new object: without the counter it had (CR 400.7)
    expect(s.objects[ox]!.counters).toEqual({});
  });

  it('603.7, 800.4a: the card leaves the game with its owner before the end step: the delayed ability finds nothing to return', () => {
    let s = apply(stolenOxDies(), { type: 'concede', player: 1 });
    s = skipUntil(s, (x) => x.turn.step === 'end' && x.stack.length > 0);
    expect(stack(s)).toEqual([['Marchesa, the Black Rose', 0]]);
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(s.battlefield.some((id) => s.objects[id]!.card === 'Pillarfield Ox')).toBe(false);
  });

  it("603.7d, 603.3b: Glimmerpoint Stag put onto the battlefield by Desertion under its caster's control — its delayed return is that player's, on top of the monarch's draw in the monarch's end step", () => {
    const { state, ids } = setup({
      players: [
        { hand: ['Glimmerpoint Stag'], battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Throne Warden'] },
        { hand: ['Desertion'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'] },
        {},
      ],
      monarch: 0,
    });
    const warden = permanent(state, 'Throne Warden');
    let s = passToPlayer(cast(state, 0, ids.hand[0]![0]!), 1);
    s = passUntil(cast(s, 1, ids.hand[1]![0]!, [{ object: s.stack[0]! }]), (x) => x.decision?.kind !== 'priority');
    // the Stag entered under player 1's control; its enters ability is player 1's
    expect(s.decision).toEqual({ kind: 'putTrigger', player: 1 });
    s = passUntil(apply(s, { type: 'putTrigger', player: 1, index: 0, targets: [{ object: warden }] }), (x) => x.stack.length === 0);
    expect(s.exile.map((id) => s.objects[id]!.card)).toEqual(['Throne Warden']);
    s = skipUntil(s, (x) => x.turn.step === 'end');
    // Throne Warden, in exile as the end step began, did not trigger; player 1's return goes on the stack last
    expect(stack(s)).toEqual([['725', 0], ['Glimmerpoint Stag', 1]]);
    s = passUntil(s, (x) => x.stack.length === 0);
    const back = permanent(s, 'Throne Warden');
    expect([s.objects[back]!.owner, characteristics(s, back).controller]).toEqual([0, 0]);
    expect(s.objects[back]!.counters).toEqual({});
  });
});
