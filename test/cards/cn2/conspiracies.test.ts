import { describe, expect, it } from 'vitest';
import { apply, characteristics, deserialize, legalActions, logOf, serialize, tryApply, view } from '../../../src/index.js';
import { thrown } from '../../helpers/thrown.js';
import { conspiracyGame, keepAll, putConspiracies, toNextTurn } from '../conspiracy-helpers.js';
import { attack, block, choose, events, pass, passToPlayer, passUntil, resolveStack, resolveTop, setup, skipUntil, toBlockers } from '../helpers.js';

describe('Hold the Perimeter', () => {
  const tokensOf = (s: ReturnType<typeof keepAll>, card: string): number[] => s.battlefield.filter((id) => s.objects[id]!.card === card);

  it('Oracle: "At the beginning of your first upkeep, create a 1/2 white Soldier creature token with defender. At the beginning of each other player\'s first upkeep, that player creates a 1/1 red Goblin creature token"', () => {
    let s = keepAll(putConspiracies(conspiracyGame([{}, { sideboard: ['Hold the Perimeter'] }, {}], 1, 0), { 1: [{ card: 'Hold the Perimeter' }] }));
    s = resolveStack(s);
    // player 0's first upkeep: a Goblin for player 0
    expect(tokensOf(s, 'token:goblin-1-1').map((id) => s.objects[id]!.controller)).toEqual([0]);
    s = toNextTurn(s);
    const soldiers = tokensOf(s, 'token:soldier-1-2-defender');
    expect(soldiers.map((id) => s.objects[id]!.controller)).toEqual([1]);
    expect(characteristics(s, soldiers[0]!)).toMatchObject({ power: 1, toughness: 2, keywords: ['defender'], colors: ['W'] });
    s = toNextTurn(s);
    expect(tokensOf(s, 'token:goblin-1-1').map((id) => s.objects[id]!.controller)).toEqual([0, 2]);
    // no further tokens in later upkeeps
    s = toNextTurn(toNextTurn(toNextTurn(s)));
    expect(tokensOf(s, 'token:goblin-1-1')).toHaveLength(2);
    expect(tokensOf(s, 'token:soldier-1-2-defender')).toHaveLength(1);
  });

  it('the Goblin has "This creature can\'t block"; ruling: "The Goblin tokens can\'t attack the turn they are put onto the battlefield"', () => {
    let s = keepAll(putConspiracies(conspiracyGame([{}, { sideboard: ['Hold the Perimeter'] }, {}], 1, 0), { 1: [{ card: 'Hold the Perimeter' }] }));
    s = resolveStack(s);
    const goblin = s.battlefield.find((id) => s.objects[id]!.card === 'token:goblin-1-1')!;
    expect(s.objects[goblin]!.sick).toBe(true);
    // on player 0's first turn the Goblin may not attack
    s = pass(s);
    while (s.decision?.kind === 'priority' && s.turn.step !== 'declareAttackers') s = pass(s);
    expect(legalActions(s).some((a) => a.type === 'declareAttacker' && a.attacker === goblin)).toBe(false);
    // attacked, a player whose only creature is the Goblin is not asked to block; with a 1/1 Soldier, they are
    for (const [token, asked] of [['token:goblin-1-1', false], ['token:soldier-1-1', true]] as const) {
      const g = setup({ players: [{ battlefield: [token] }, { battlefield: ['Bronze Sable'] }], active: 1 });
      const t = toBlockers(attack(g.state, [[g.ids.battlefield[1]![0]!, 0]]));
      expect(t.decision?.kind === 'declareBlockers').toBe(asked);
    }
  });
});

describe('Hold the Perimeter on a board built by scenario', () => {
  it('"each other player\'s first upkeep": the players who have begun no turn yet get their Goblin at their next upkeep; the active player, whose turn began, no Soldier later', () => {
    let { state: s } = setup({ format: 'conspiracy', players: [{ command: ['Hold the Perimeter'] }, {}, {}] });
    const goblins = (x: typeof s): number[] => x.battlefield.filter((id) => x.objects[id]!.card === 'token:goblin-1-1').map((id) => x.objects[id]!.controller);
    s = passUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'upkeep');
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Hold the Perimeter']);
    s = resolveStack(s);
    expect(goblins(s)).toEqual([1]);
    s = passUntil(s, (x) => x.turn.active === 2 && x.turn.step === 'upkeep');
    s = resolveStack(s);
    expect(goblins(s)).toEqual([1, 2]);
    s = passUntil(s, (x) => x.turn.active === 0 && x.turn.step === 'upkeep');
    expect(s.stack).toEqual([]);
    expect(s.battlefield.some((id) => s.objects[id]!.card === 'token:soldier-1-2-defender')).toBe(false);
  });
});

describe("Summoner's Bond", () => {
  it('Oracle: "Whenever you cast a creature spell with one of the chosen names, you may search your library for a creature card with the other chosen name, reveal it, put it into your hand, then shuffle"; ruling: it "will resolve before the creature spell"', () => {
    // ruling: "The last ability of Summoner’s Bond will resolve before the creature spell that caused it to
    // trigger."
    for (const [castName, other] of [['Bronze Sable', 'Runed Servitor'], ['Runed Servitor', 'Bronze Sable']] as const) {
      let { state: s, ids } = setup({
        format: 'conspiracy',
        players: [
          { hand: [castName], library: ['Plains', other, castName, 'Plains'], battlefield: ['Plains', 'Plains'], command: [{ card: "Summoner's Bond", names: ['Bronze Sable', 'Runed Servitor'] }] },
          {},
          {},
        ],
      });
      s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
      expect(s.stack).toHaveLength(2);
      expect(s.objects[s.stack[1]!]!.kind).toBe('ability');
      s = resolveTop(s);
      s = choose(s, [0]);
      // only the creature card with the other name is offered
      expect(view(s, 0).choiceObjects.map((o) => o.card)).toEqual([other]);
      s = choose(s, [0]);
      expect(s.players[0]!.hand.map((id) => s.objects[id]!.card)).toEqual([other]);
      // the creature spell is still on the stack
      expect(s.stack.map((id) => s.objects[id]!.card)).toEqual([castName]);
      expect(logOf(s).some((e) => e.type === 'reveal' && e.card === other)).toBe(true);
    }
  });

  it('a creature spell with neither name does not trigger it', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Courier Hawk'], battlefield: ['Plains', 'Plains'], command: [{ card: "Summoner's Bond", names: ['Bronze Sable', 'Runed Servitor'] }] }, {}, {}],
    });
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    expect(s.stack).toHaveLength(1);
  });

  it('Oracle: "Whenever you cast …": another player casting a creature spell with one of the chosen names does not trigger it', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      active: 1,
      players: [
        { library: ['Runed Servitor', 'Plains'], command: [{ card: "Summoner's Bond", names: ['Bronze Sable', 'Runed Servitor'] }] },
        { hand: ['Bronze Sable'], library: ['Runed Servitor', 'Plains'], battlefield: ['Plains', 'Plains'] },
        {},
      ],
    });
    s = apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [], x: 0 });
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable']);
  });

  it('Oracle: "Whenever you cast a creature spell with one of the chosen names": a noncreature spell with a chosen name (Moment of Heroism) does not trigger it', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Moment of Heroism'], library: ['Bronze Sable', 'Plains'], battlefield: ['Courier Hawk', 'Plains', 'Plains'], command: [{ card: "Summoner's Bond", names: ['Moment of Heroism', 'Bronze Sable'] }] },
        {},
        {},
      ],
    });
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ids.battlefield[0]![0]! }], x: 0 });
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Moment of Heroism']);
  });
});

describe('Weight Advantage', () => {
  it('Oracle: "Each creature you control assigns combat damage equal to its toughness rather than its power"; ruling: "a 2/3 creature will assign 3 combat damage rather than 2" and its power is unchanged', () => {
    // ruling: "Weight Advantage’s ability doesn’t change any creature’s power. It changes only the value of the
    // combat damage it assigns. All other rules and effects that check power or toughness use the real values."
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ['Pride Guardian', 'Bronze Sable'], command: ['Weight Advantage'] }, { battlefield: ['Plated Seastrider'] }, {}],
    });
    const [guardian, sable] = ids.battlefield[0]!;
    expect(characteristics(state, guardian!)).toMatchObject({ power: 0, toughness: 3 });
    let s = attack(state, [[sable!, 1]]);
    s = block(s, []);
    s = resolveStack(s);
    while (s.turn.step !== 'combatDamage' && s.decision?.kind === 'priority') s = pass(s);
    // Bronze Sable (2/1) assigns 1, its toughness
    expect(s.players[1]!.life).toBe(19);
    expect(characteristics(s, sable!).power).toBe(2);
  });

  it('an opponent\'s creatures still assign damage equal to their power', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      active: 1,
      players: [{ command: ['Weight Advantage'] }, { battlefield: ['Bronze Sable'] }, {}],
    });
    let s = attack(state, [[ids.battlefield[1]![0]!, 0]]);
    while (s.turn.step !== 'combatDamage' && s.decision?.kind === 'priority') s = pass(s);
    expect(s.players[0]!.life).toBe(18);
  });
});

describe("Adriana's Valor", () => {
  const game = (lands: string[]) => setup({
    format: 'conspiracy',
    players: [{ battlefield: ['Bronze Sable', 'Courier Hawk', ...lands], command: [{ card: "Adriana's Valor", names: ['Bronze Sable'] }] }, {}, {}],
  });

  it('Oracle: "Whenever a creature you control with the chosen name attacks, you may pay {W}. If you do, that creature gains indestructible until end of turn."', () => {
    const { state, ids } = game(['Plains']);
    const [sable, hawk] = ids.battlefield[0]!;
    let s = attack(state, [[sable!, 1], [hawk!, 1]]);
    // one trigger, for the creature with the chosen name
    expect(s.stack).toHaveLength(1);
    s = resolveTop(s);
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'pay {W}', options: [{ label: "don't pay" }, { label: 'pay {W}' }] } });
    s = choose(s, [1]);
    expect(characteristics(s, sable!).keywords).toContain('indestructible');
    expect(characteristics(s, hawk!).keywords).not.toContain('indestructible');
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'Plains' && s.objects[id]!.tapped)).toHaveLength(1);
  });

  it('ruling: "You choose whether to pay {W} as the ability resolves" — declining, or with no {W} to pay, nothing happens', () => {
    let { state: s, ids } = game(['Plains']);
    s = resolveTop(attack(s, [[ids.battlefield[0]![0]!, 1]]));
    s = choose(s, [0]);
    expect(characteristics(s, ids.battlefield[0]![0]!).keywords).not.toContain('indestructible');
    ({ state: s, ids } = game(['Island']));
    s = resolveTop(attack(s, [[ids.battlefield[0]![0]!, 1]]));
    expect(s.decision).toMatchObject({ choice: { options: [{ label: "don't pay" }] } });
  });

  it('ruling: "The last ability triggers once for each creature with the chosen name that attacks"', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ['Bronze Sable', 'Bronze Sable'], command: [{ card: "Adriana's Valor", names: ['Bronze Sable'] }] }, {}, {}],
    });
    let s = attack(state, ids.battlefield[0]!.map((id) => [id, 1] as [number, number]));
    if (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    if (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    expect(s.stack).toHaveLength(2);
  });
});

describe("Adriana's Valor (only yours; a response first)", () => {
  it('Oracle: "Whenever a creature you control with the chosen name attacks": another player\'s creature with that name attacking does not trigger it (CR 603.2)', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      active: 1,
      players: [{ battlefield: ['Plains'], command: [{ card: "Adriana's Valor", names: ['Bronze Sable'] }] }, { battlefield: ['Bronze Sable'] }, {}, {}],
    });
    const s = attack(state, [[ids.battlefield[1]![0]!, 0]]);
    expect(s.pendingTriggers).toEqual([]);
    expect(s.stack).toEqual([]);
    expect(s.decision).toMatchObject({ kind: 'priority', player: 1 });
  });

  it('ruling: "Notably, someone could respond to the ability and destroy the creature before it gains indestructible." (CR 603.3, 608.2) — a third player\'s Kill Shot in response destroys it; after the ability resolves with {W} paid, it does not', () => {
    const game = () => setup({
      format: 'conspiracy',
      players: [
        { battlefield: ['Bronze Sable', 'Plains'], command: [{ card: "Adriana's Valor", names: ['Bronze Sable'] }] },
        {},
        { hand: ['Kill Shot'], battlefield: ['Plains', 'Plains', 'Plains'] },
      ],
    });
    const { state, ids } = game();
    const sable = ids.battlefield[0]![0]!;
    const killShot = (s: ReturnType<typeof passToPlayer>) => apply(passToPlayer(s, 2), { type: 'cast', player: 2, card: ids.hand[2]![0]!, targets: [{ object: sable }], x: 0 });
    // in response: Kill Shot resolves first, and the creature is gone before the ability resolves
    let s = attack(state, [[sable, 1]]);
    expect(s.stack).toHaveLength(1);
    s = resolveTop(killShot(s));
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable']);
    s = resolveStack(s.decision?.kind === 'choose' ? choose(s, [s.decision.choice.options.length - 1]) : s);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable']);
    // after: {W} paid as the ability resolves, the creature is indestructible, and Kill Shot does nothing
    s = resolveTop(attack(game().state, [[sable, 1]]));
    s = choose(s, [1]);
    s = resolveStack(killShot(s));
    expect(s.battlefield).toContain(sable);
    expect(s.players[2]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Kill Shot']);
  });
});

describe("Emissary's Ploy", () => {
  it('Oracle: "Before drawing your opening hand, choose 1, 2, or 3." — the choice is asked as it is put into the command zone, and shown to all', () => {
    let s = conspiracyGame([{ sideboard: ["Emissary's Ploy"] }, {}, {}], 1, 0);
    s = apply(s, { type: 'putConspiracy', player: 0, card: s.players[0]!.sideboard[0]! });
    expect(s.decision).toMatchObject({ kind: 'startOfGame', prompt: 'number' });
    expect(legalActions(s)).toEqual([1, 2, 3].map((number) => ({ type: 'chooseNumber', player: 0, number })));
    expect(tryApply(s, { type: 'chooseNumber', player: 0, number: 4 })).toMatchObject({ ok: false, error: { code: 'illegal', rule: '315.5a' } });
    s = apply(s, { type: 'chooseNumber', player: 0, number: 2 });
    s = keepAll(putConspiracies(s, {}));
    expect(s.players[0]!.hand).toHaveLength(7);
    for (const viewer of [1, 2]) expect(view(s, viewer).command[0]).toMatchObject({ card: "Emissary's Ploy", chosenNumber: 2 });
  });

  it('Oracle: "You may spend mana as though it were mana of any color to cast creature spells with mana value equal to the chosen number."', () => {
    for (const [number, castable] of [[2, true], [1, false]] as const) {
      const { state, ids } = setup({
        format: 'conspiracy',
        players: [{ hand: ['Courier Hawk'], battlefield: ['Island', 'Island'], command: [{ card: "Emissary's Ploy", number }] }, {}, {}],
      });
      expect(legalActions(state).some((a) => a.type === 'cast' && a.card === ids.hand[0]![0])).toBe(castable);
    }
  });

  it('Oracle: "… to cast creature spells with mana value equal to the chosen number": a noncreature spell of that mana value (Spectral Grasp, {1}{W}) still needs {W}', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Courier Hawk', 'Spectral Grasp'], battlefield: ['Island', 'Island'], command: [{ card: "Emissary's Ploy", number: 2 }] }, { battlefield: ['Bronze Sable'] }, {}],
    });
    const [hawk, grasp] = ids.hand[0]! as [number, number];
    const sable = ids.battlefield[1]![0]!;
    expect(legalActions(state).some((a) => a.type === 'cast' && a.card === hawk)).toBe(true);
    expect(legalActions(state).some((a) => a.type === 'cast' && a.card === grasp)).toBe(false);
    expect(tryApply(state, { type: 'cast', player: 0, card: grasp, targets: [{ object: sable }], x: 0 })).toMatchObject({ ok: false, error: { code: 'cannotPay' } });
  });

  it('"choose 1, 2, or 3": a saved game or a scenario with another number, or none, is refused (CR 315.5a); so is a number for a card that chooses none', () => {
    const s = keepAll(putConspiracies(conspiracyGame([{ sideboard: ["Emissary's Ploy", 'Power Play'] }, {}, {}]), { 0: [{ card: "Emissary's Ploy", number: 2 }, { card: 'Power Play' }] }));
    const load = (card: string, number: unknown): unknown => {
      const x = JSON.parse(serialize(s)) as { objects: Record<string, unknown>[]; command: number[] };
      x.objects[x.command.find((i) => x.objects[i]!.card === card)!]!.chosenNumber = number;
      return thrown(() => deserialize(JSON.stringify(x)));
    };
    expect(load("Emissary's Ploy", 3)).toBeUndefined();
    for (const [card, number] of [["Emissary's Ploy", 4], ["Emissary's Ploy", 0], ["Emissary's Ploy", undefined], ['Power Play', 1]] as const) {
      expect(load(card, number), `${card} ${number}`).toMatchObject({ code: 'badState', message: expect.stringMatching(/chosen number|chosenNumber/) });
    }
    for (const command of [{ card: "Emissary's Ploy", number: 4 }, { card: "Emissary's Ploy" }, { card: 'Sentinel Dispatch', number: 1 }]) {
      const error = thrown(() => setup({ format: 'conspiracy', players: [{ command: [command] }, {}, {}] }));
      expect(error, JSON.stringify(command)).toMatchObject({ code: 'illegal', rule: '315.5a' });
    }
  });

  it('CR 202.3e, 601.2f: a creature spell with {X} has the mana value of X as chosen — Grenzo, Dungeon Warden ({X}{B}{R}) with X 1 has mana value 3', () => {
    for (const [number, xs] of [[3, [1]], [2, [0]]] as const) {
      const { state, ids } = setup({
        format: 'conspiracy',
        players: [{ hand: ['Grenzo, Dungeon Warden'], battlefield: ['Island', 'Island', 'Island'], command: [{ card: "Emissary's Ploy", number }] }, {}, {}, {}],
      });
      const grenzo = ids.hand[0]![0]!;
      // three Islands pay {B}{R} only for a spell of the chosen mana value: X 1 with 3, X 0 with 2
      expect(legalActions(state).flatMap((a) => (a.type === 'cast' && a.card === grenzo ? [a.x] : []))).toEqual(xs);
      const refused = number === 3 ? 0 : 1;
      expect(tryApply(state, { type: 'cast', player: 0, card: grenzo, targets: [], x: refused })).toMatchObject({ ok: false, error: { code: 'cannotPay', rule: '601.2g' } });
      const s = apply(state, { type: 'cast', player: 0, card: grenzo, targets: [], x: xs[0]! });
      expect(s.objects[s.stack[0]!]).toMatchObject({ card: 'Grenzo, Dungeon Warden', x: xs[0] });
    }
  });
});

describe('Hired Heist', () => {
  it('Oracle: "Whenever a creature you control with the chosen name deals combat damage to a player, you may pay {U}. If you do, draw a card."', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ['Bronze Sable', 'Courier Hawk', 'Island'], command: [{ card: 'Hired Heist', names: ['Bronze Sable'] }] }, {}, {}],
    });
    let s = attack(state, ids.battlefield[0]!.slice(0, 2).map((id) => [id, 1] as [number, number]));
    while (s.decision?.kind === 'priority' && s.stack.length === 0) s = pass(s);
    expect(s.players[1]!.life).toBe(20 - 2 - 1);
    expect(s.stack).toHaveLength(1);
    const hand = s.players[0]!.hand.length;
    s = resolveTop(s);
    s = choose(s, [1]);
    expect(s.players[0]!.hand.length).toBe(hand + 1);
  });

  it('"you may pay {U}. If you do, draw a card.": declining draws nothing and leaves the Island untapped', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ['Bronze Sable', 'Island'], command: [{ card: 'Hired Heist', names: ['Bronze Sable'] }] }, {}, {}],
    });
    let s = attack(state, [[ids.battlefield[0]![0]!, 1]]);
    while (s.decision?.kind === 'priority' && s.stack.length === 0) s = pass(s);
    const hand = s.players[0]!.hand.length;
    s = choose(resolveTop(s), [0]);
    expect(s.players[0]!.hand.length).toBe(hand);
    expect(s.objects[ids.battlefield[0]![1]!]!.tapped).toBe(false);
  });

  it('"deals combat damage to a player": combat damage to a planeswalker or to a blocking creature does not trigger it', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [
        { battlefield: ['Bronze Sable', 'Bronze Sable', 'Island'], command: [{ card: 'Hired Heist', names: ['Bronze Sable'] }] },
        { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3 } }, 'Pillarfield Ox'] },
        {},
      ],
    });
    const [toWalker, toPlayer] = ids.battlefield[0]! as [number, number];
    const [dack, ox] = ids.battlefield[1]! as [number, number];
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: toWalker, target: { planeswalker: dack } });
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: toPlayer, target: { player: 1 } });
    s = block(apply(s, { type: 'confirmAttackers', player: 0 }), [[ox, toPlayer]]);
    s = passUntil(s, (x) => x.turn.step === 'endCombat');
    expect(s.objects[dack]!.counters.loyalty).toBe(1);
    expect(s.objects[ox]!.damage).toBe(2);
    expect(events(s, 'trigger')).toEqual([]);
  });

  it('"a creature you control": an opponent\'s creature with the chosen name dealing combat damage to a player does not trigger it', () => {
    const { state } = setup({
      format: 'conspiracy',
      active: 1,
      players: [{ battlefield: ['Island'], command: [{ card: 'Hired Heist', names: ['Bronze Sable'] }] }, { battlefield: ['Bronze Sable'] }, {}],
    });
    let s = attack(state, [[state.battlefield.find((id) => state.objects[id]!.card === 'Bronze Sable')!, 2]]);
    s = passUntil(s, (x) => x.turn.step === 'endCombat');
    expect(s.players[2]!.life).toBe(18);
    expect(events(s, 'trigger')).toEqual([]);
  });

  it('ruling: "A conspiracy with hidden agenda that has a triggered ability must be face up before that ability’s trigger condition is met in order for it to trigger. Turning it face up afterward won’t have any effect." (CR 702.106, 603.2)', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ['Bronze Sable', 'Island'], command: [{ card: 'Hired Heist', names: ['Bronze Sable'], faceDown: true }] }, {}, {}],
    });
    const heist = ids.command[0]![0]!;
    let s = attack(state, [[ids.battlefield[0]![0]!, 1]]);
    s = passUntil(s, (x) => x.players[1]!.life < 20);
    // the Sable has dealt its combat damage while Hired Heist was face down: nothing triggered
    expect(s.players[1]!.life).toBe(18);
    expect(s.pendingTriggers).toEqual([]);
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
    // turned face up now, in the same combat damage step, it still has nothing to put on the stack
    s = apply(s, { type: 'turnFaceUp', player: 0, object: heist });
    expect(s.objects[heist]!.faceDown).toBe(false);
    s = passUntil(s, (x) => x.turn.step === 'endCombat');
    expect(events(s, 'trigger')).toEqual([]);
    expect(s.players[0]!.hand).toHaveLength(0);
  });
});

describe('Hymn of the Wilds', () => {
  const castable = (s: ReturnType<typeof setup>['state'], card: number): boolean => legalActions(s).some((a) => a.type === 'cast' && a.card === card);

  it('Oracle: "The first creature spell you cast each turn costs {1} less to cast."', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Bronze Sable', 'Bronze Sable'], battlefield: ['Plains', 'Plains'], command: ['Hymn of the Wilds'] }, {}, {}],
    });
    const [a, b] = ids.hand[0]!;
    let s = resolveStack(apply(state, { type: 'cast', player: 0, card: a!, targets: [], x: 0 }));
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'Plains' && s.objects[id]!.tapped)).toHaveLength(1);
    // the second creature spell this turn costs its full {2}
    expect(castable(s, b!)).toBe(false);
  });

  it('"The first creature spell you cast each turn": one that was countered was still cast, so the next one costs its full {2}', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Bronze Sable', 'Bronze Sable'], battlefield: ['Plains', 'Plains'], command: ['Hymn of the Wilds'] }, { hand: ['Dismiss'], battlefield: ['Island', 'Island', 'Island', 'Island'] }, {}],
    });
    const [a, b] = ids.hand[0]!;
    let s = apply(state, { type: 'cast', player: 0, card: a!, targets: [], x: 0 });
    const spell = s.stack[0]!;
    s = passToPlayer(s, 1);
    s = resolveStack(apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: spell }], x: 0 }));
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable']);
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
    expect(castable(s, b!)).toBe(false);
  });

  it('ruling: "The cost reduction can apply to an alternative cost, such as a madness cost."', () => {
    // no creature card the engine knows has madness; casting "without paying its mana cost" is an alternative cost too
    // (CR 118.9), to which reductions apply with the additional costs paid (CR 118.9d): a token copy of Aether Searcher,
    // made by Caller of the Untamed (not a cast), casts Apex Hawks that way, its multikicker {1}{W} paid with one Plains
    const game = (command: string[]) => {
      const draft = { seat: 0, notes: [{ card: 'Aether Searcher', name: 'Apex Hawks' }], removed: [] } as never;
      const { state } = setup({
        format: 'conspiracy',
        players: [{ hand: ['Apex Hawks'], draft, battlefield: ['Caller of the Untamed', ...Array<string>(7).fill('Wastes'), 'Plains'], exiledWith: { 'Caller of the Untamed': ['Aether Searcher'] }, command }, {}, {}],
      });
      const s = resolveStack(apply(state, { type: 'activate', player: 0, source: state.battlefield[0]!, ability: 0, targets: [], x: 7 }));
      expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'searchWhere' } });
      // search your hand, and find Apex Hawks there (CR 701.23)
      return choose(choose(s, [0]), [0]);
    };
    const labels = (s: ReturnType<typeof game>) => (s.decision?.kind === 'choose' ? s.decision.choice.options.map((o) => ('label' in o ? o.label : '')) : []);
    // the first creature spell this turn: {1}{W} less {1} is {W}, which the Plains pays
    let s = game(['Hymn of the Wilds']);
    expect(labels(s)).toEqual(['cast Apex Hawks', 'cast Apex Hawks kicked 1 time', "don't cast"]);
    s = resolveStack(choose(s, [1]));
    const hawks = s.battlefield.find((id) => s.objects[id]!.card === 'Apex Hawks')!;
    expect(s.objects[hawks]!.counters['+1/+1']).toBe(1);
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'Plains' && s.objects[id]!.tapped)).toHaveLength(1);
    // without Hymn of the Wilds the Plains can't pay {1}{W}
    expect(labels(game([]))).toEqual(['cast Apex Hawks', "don't cast"]);
  });

  it('ruling: "If you have more than one Hymn of the Wilds … the first creature spell you cast each turn costs {2} less"', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Bronze Sable'], battlefield: [], command: ['Hymn of the Wilds', 'Hymn of the Wilds'] }, {}, {}],
    });
    expect(castable(state, ids.hand[0]![0]!)).toBe(true);
  });

  it('ruling: "If the first creature spell you cast in a turn has {X} in its mana cost, you choose the value of X before calculating the spell’s total cost."', () => {
    // Grenzo, Dungeon Warden costs {X}{B}{R}: with X = 2 its total cost is {2}{B}{R}, less {1}
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Grenzo, Dungeon Warden'], battlefield: ['Swamp', 'Mountain', 'Plains'], command: ['Hymn of the Wilds'] }, {}, {}],
    });
    const grenzo = ids.hand[0]![0]!;
    const offered = legalActions(state).filter((a) => a.type === 'cast' && a.card === grenzo).map((a) => (a.type === 'cast' ? a.x : -1));
    expect(Math.max(...offered)).toBe(2);
    expect(tryApply(state, { type: 'cast', player: 0, card: grenzo, targets: [], x: 3 }).ok).toBe(false);
    const s = resolveStack(apply(state, { type: 'cast', player: 0, card: grenzo, targets: [], x: 2 }));
    const on = s.battlefield.find((id) => s.objects[id]!.card === 'Grenzo, Dungeon Warden')!;
    expect(s.objects[on]!.counters['+1/+1']).toBe(2);
    expect(s.battlefield.filter((id) => s.objects[id]!.tapped)).toHaveLength(3);
  });

  it('ruling: "The ability can’t affect the amount of colored mana you pay for a spell. It reduces only the generic component of that mana cost."', () => {
    const none = setup({ format: 'conspiracy', players: [{ hand: ['Pride Guardian'], command: ['Hymn of the Wilds'] }, {}, {}] });
    expect(castable(none.state, none.ids.hand[0]![0]!)).toBe(false);
    const one = setup({ format: 'conspiracy', players: [{ hand: ['Pride Guardian'], battlefield: ['Plains'], command: ['Hymn of the Wilds'] }, {}, {}] });
    const s = apply(one.state, { type: 'cast', player: 0, card: one.ids.hand[0]![0]!, targets: [], x: 0 });
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'Plains' && s.objects[id]!.tapped)).toHaveLength(1);
  });

  it('ruling: "The first creature spell you cast each turn doesn’t necessarily have to be the first spell you cast. For example, you could cast an artifact spell and then cast a creature spell that would get the discount."', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ["Explorer's Scope", 'Bronze Sable'], battlefield: ['Plains', 'Plains'], command: ['Hymn of the Wilds'] }, {}, {}],
    });
    const [scope, sable] = ids.hand[0]!;
    let s = resolveStack(apply(state, { type: 'cast', player: 0, card: scope!, targets: [], x: 0 }));
    // one Plains left: Bronze Sable's {2} costs {1}
    expect(castable(s, sable!)).toBe(true);
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: sable!, targets: [], x: 0 }));
    expect(s.battlefield.some((id) => s.objects[id]!.card === 'Bronze Sable')).toBe(true);
  });

  it('Oracle: "You can\'t cast instant or sorcery spells."', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Swords to Plowshares'], battlefield: ['Plains'], command: ['Hymn of the Wilds'] }, { battlefield: ['Bronze Sable'] }, {}],
    });
    const card = ids.hand[0]![0]!;
    expect(castable(state, card)).toBe(false);
    const r = tryApply(state, { type: 'cast', player: 0, card, targets: [{ object: ids.battlefield[1]![0]! }], x: 0 });
    expect(r).toMatchObject({ ok: false, error: { code: 'illegal' } });
  });

  it('ruling: "The first ability doesn\'t change the mana cost or converted mana cost of any creature spell"', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Bronze Sable'], battlefield: ['Plains'], command: ['Hymn of the Wilds'] }, {}, {}],
    });
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    expect(characteristics(s, s.stack[0]!).manaValue).toBe(2);
  });
});

describe('Assemble the Rank and Vile', () => {
  const game = () => setup({
    format: 'conspiracy',
    players: [
      { hand: ['Flame Slash', 'Flame Slash'], battlefield: ['Bronze Sable', 'Courier Hawk', 'Mountain', 'Mountain', 'Swamp'], command: [{ card: 'Assemble the Rank and Vile', names: ['Bronze Sable'] }] },
      {},
      {},
    ],
  });

  it('Oracle: creatures you control with the chosen name have "When this creature dies, you may pay {B}. If you do, create a tapped 2/2 black Zombie creature token."', () => {
    let { state: s, ids } = game();
    const [sable] = ids.battlefield[0]!;
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable! }], x: 0 });
    s = resolveTop(s);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toContain('Bronze Sable');
    expect(s.objects[sable!]!.movedTo).not.toBeNull();
    // the creature has the ability: its source is the creature that died; the card that defines it is the conspiracy (CR 113.7a)
    expect(s.stack).toHaveLength(1);
    expect(s.objects[s.stack[0]!]).toMatchObject({ kind: 'ability', source: sable, card: 'Assemble the Rank and Vile' });
    s = resolveTop(s);
    s = choose(s, [1]);
    const zombie = s.battlefield.find((id) => s.objects[id]!.card === 'token:zombie-2-2')!;
    expect(s.objects[zombie]).toMatchObject({ tapped: true, controller: 0 });
    expect(characteristics(s, zombie)).toMatchObject({ power: 2, toughness: 2, colors: ['B'] });
  });

  it('CR 305.7, 613.1d: an animated Dread Statuary, the chosen name, whose land type Grixis Illusionist set keeps the granted ability and dies with it', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Flame Slash'], battlefield: ['Dread Statuary', 'Grixis Illusionist', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Mountain', 'Swamp'], command: [{ card: 'Assemble the Rank and Vile', names: ['Dread Statuary'] }] },
        {},
        {},
      ],
    });
    const [statuary, illusionist] = ids.battlefield[0]! as [number, number];
    // {4}: a 4/2 Golem artifact creature until end of turn; then an Island, losing the abilities of its rules text
    let s = resolveStack(apply(state, { type: 'activate', player: 0, source: statuary, ability: 1, targets: [], x: 0 }));
    s = passUntil(apply(s, { type: 'activate', player: 0, source: illusionist, ability: 0, targets: [{ object: statuary }], x: 0 }), (x) => x.decision?.kind === 'choose');
    s = resolveStack(choose(s, [1]));
    expect(characteristics(s, statuary)).toMatchObject({ types: ['Land', 'Artifact', 'Creature'], subtypes: ['Golem', 'Island'] });
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: statuary }], x: 0 });
    s = resolveTop(s);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toContain('Dread Statuary');
    expect(s.objects[s.stack[0]!]).toMatchObject({ kind: 'ability', source: statuary, card: 'Assemble the Rank and Vile' });
    s = choose(resolveTop(s), [1]);
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'token:zombie-2-2')).toHaveLength(1);
  });

  it('a creature without the chosen name does not have the ability', () => {
    let { state: s, ids } = game();
    const hawk = ids.battlefield[0]![1]!;
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: hawk }], x: 0 });
    s = resolveTop(s);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toContain('Courier Hawk');
    expect(s.stack).toHaveLength(0);
    expect(s.pendingTriggers).toHaveLength(0);
  });
});

describe('Incendiary Dissent', () => {
  it('Oracle: creatures you control with the chosen name have "{R}: This creature gets +1/+0 until end of turn."', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ['Bronze Sable', 'Courier Hawk', 'Mountain'], command: [{ card: 'Incendiary Dissent', names: ['Bronze Sable'] }] }, { battlefield: ['Bronze Sable'] }, {}],
    });
    const [sable, hawk] = ids.battlefield[0]!;
    const activations = legalActions(s).filter((a) => a.type === 'activate' && s.objects[a.source]!.card !== 'Mountain');
    expect(activations).toEqual([{ type: 'activate', player: 0, source: sable, ability: 0, targets: [], x: 0 }]);
    s = resolveStack(apply(s, activations[0]!));
    expect(characteristics(s, sable!)).toMatchObject({ power: 3, toughness: 1 });
    expect(characteristics(s, hawk!).power).toBe(1);
  });

  it('CR 113.7a: once activated, the ability is "{R}: This creature gets +1/+0", whatever the command zone grants the creature by the time it resolves (Secrets of Paradise turned face up ahead of it in response)', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ['Bronze Sable', 'Mountain'], command: [{ card: 'Secrets of Paradise', names: ['Bronze Sable'], faceDown: true }, { card: 'Incendiary Dissent', names: ['Bronze Sable'] }] }, {}, {}],
    });
    const sable = ids.battlefield[0]![0]!;
    s = apply(s, { type: 'activate', player: 0, source: sable, ability: 0, targets: [], x: 0 });
    // the ability on the stack is the one the conspiracy that grants it defines; its source is the creature
    const ability = s.stack[0]!;
    s = apply(s, { type: 'turnFaceUp', player: 0, object: ids.command[0]![0]! });
    // the creature now has Secrets of Paradise's "{T}: Add one mana of any color." before Incendiary Dissent's
    expect(legalActions(s).filter((a) => a.type === 'activate' && a.source === sable).map((a) => a.type === 'activate' && a.ability)).toContain(0);
    s = resolveStack(s);
    expect(s.decision?.kind).toBe('priority');
    expect(characteristics(s, sable)).toMatchObject({ power: 3, toughness: 1 });
    expect(s.players[0]!.pool).toMatchObject({ W: 0, U: 0, B: 0, R: 0, G: 0 });
    expect(events(s, 'resolve').at(-1)).toMatchObject({ object: ability, card: 'Incendiary Dissent' });
  });
});

describe('Natural Unity', () => {
  it('Oracle: creatures you control with the chosen name have "At the beginning of combat on your turn, you may pay {G}. If you do, put a +1/+1 counter on this creature."', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ['Bronze Sable', 'Bronze Sable', 'Courier Hawk', 'Forest'], command: [{ card: 'Natural Unity', names: ['Bronze Sable'] }] }, {}, {}],
    });
    const [a, b] = ids.battlefield[0]!;
    s = passUntil(s, (x) => x.turn.step === 'beginCombat');
    // one trigger for each creature with the chosen name
    expect(s.turn.step).toBe('beginCombat');
    if (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    if (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    expect(s.stack).toHaveLength(2);
    s = resolveTop(s);
    s = choose(s, [1]);
    s = resolveTop(s);
    // the Forest is tapped: the second can't be paid
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { options: [{ label: "don't pay" }] } });
    s = choose(s, [0]);
    const counters = [a!, b!].map((id) => s.objects[id]!.counters['+1/+1'] ?? 0).sort();
    expect(counters).toEqual([0, 1]);
  });

  it('Oracle: "At the beginning of combat on your turn": the beginning of combat of another player\'s turn does not trigger it', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      active: 1,
      players: [{ battlefield: ['Bronze Sable', 'Forest'], command: [{ card: 'Natural Unity', names: ['Bronze Sable'] }] }, { battlefield: ['Courier Hawk'] }, {}],
    });
    const sable = ids.battlefield[0]![0]!;
    s = passUntil(s, (x) => x.turn.step === 'beginCombat');
    expect(s.turn).toMatchObject({ active: 1, step: 'beginCombat' });
    expect(s.decision).toMatchObject({ kind: 'priority', player: 1 });
    expect(s.stack).toEqual([]);
    // on its controller's own turn, it does
    s = skipUntil(s, (x) => x.turn.active === 0 && x.turn.step === 'beginCombat');
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Natural Unity']);
    s = choose(resolveTop(s), [1]);
    expect(s.objects[sable]!.counters['+1/+1']).toBe(1);
  });

  it('CR 113.7a: once triggered, the ability is "you may pay {G} …", whatever the command zone grants the creature by the time it resolves (Assemble the Rank and Vile turned face up ahead of it in response)', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ['Bronze Sable', 'Forest', 'Swamp'], command: [{ card: 'Assemble the Rank and Vile', names: ['Bronze Sable'], faceDown: true }, { card: 'Natural Unity', names: ['Bronze Sable'] }] }, {}, {}],
    });
    const sable = ids.battlefield[0]![0]!;
    s = passUntil(s, (x) => x.turn.step === 'beginCombat');
    expect(s.stack).toHaveLength(1);
    const ability = s.stack[0]!;
    s = apply(s, { type: 'turnFaceUp', player: 0, object: ids.command[0]![0]! });
    s = resolveTop(s);
    // the creature now has Assemble the Rank and Vile's "When this creature dies, you may pay {B}" before Natural Unity's
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'pay {G}' } });
    s = choose(s, [1]);
    expect(s.objects[sable]!.counters['+1/+1']).toBe(1);
    expect(s.objects[ability]).toMatchObject({ card: 'Natural Unity', source: sable });
  });
});

describe('Echoing Boon', () => {
  const game = (hand: string[]) => setup({
    format: 'conspiracy',
    players: [
      { hand, battlefield: ['Bronze Sable', 'Courier Hawk', 'Plains', 'Plains', 'Mountain'], command: [{ card: 'Echoing Boon', names: ['Bronze Sable'] }] },
      { battlefield: ['Bronze Sable'] },
      {},
    ],
  });

  it('Oracle: "Whenever you cast an instant or sorcery spell, if it targets a creature you control with the chosen name, you may copy that spell and may choose new targets for the copy."', () => {
    let { state: s, ids } = game(['Moment of Heroism']);
    const [sable, hawk] = ids.battlefield[0]!;
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable! }], x: 0 });
    expect(s.stack).toHaveLength(2);
    s = choose(resolveTop(s), [0]);
    s = choose(s, [s.decision?.kind === 'choose' ? (s.decision.choice.options.findIndex((o) => 'object' in o && o.object === hawk)) : 0]);
    s = resolveStack(s);
    expect(characteristics(s, sable!)).toMatchObject({ power: 4, toughness: 3 });
    expect(characteristics(s, hawk!)).toMatchObject({ power: 3, toughness: 4 });
  });

  it('a spell targeting only a creature without the chosen name, or an opponent\'s creature with it, does not trigger it', () => {
    for (const target of [1, 'theirs'] as const) {
      const { state, ids } = game(['Moment of Heroism']);
      const object = target === 'theirs' ? ids.battlefield[1]![0]! : ids.battlefield[0]![target]!;
      const s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object }], x: 0 });
      expect(s.stack).toHaveLength(1);
    }
  });

  it('Oracle: "Whenever you cast an instant or sorcery spell": a sorcery targeting the named creature triggers it; an Aura spell targeting it, or another player\'s instant, does not', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Flowstone Blade', 'Prey Upon'], battlefield: ['Bronze Sable', 'Mountain', 'Forest'], command: [{ card: 'Echoing Boon', names: ['Bronze Sable'] }] },
        { battlefield: ['Courier Hawk'] },
        {},
      ],
    });
    const sable = ids.battlefield[0]![0]!;
    const [blade, prey] = ids.hand[0]!;
    // an Aura spell (an enchantment spell) targeting the Sable: no trigger
    s = apply(s, { type: 'cast', player: 0, card: blade!, targets: [{ object: sable }], x: 0 });
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Flowstone Blade']);
    s = resolveStack(s);
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'Flowstone Blade').map((id) => s.objects[id]!.attachedTo)).toEqual([{ object: sable }]);
    // a sorcery targeting the Sable: the trigger
    s = apply(s, { type: 'cast', player: 0, card: prey!, targets: [{ object: sable }, { object: ids.battlefield[1]![0]! }], x: 0 });
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Prey Upon', 'Echoing Boon']);
    // another player's instant targeting the Sable: no trigger
    let { state: t, ids: tIds } = setup({
      format: 'conspiracy',
      active: 1,
      players: [
        { battlefield: ['Bronze Sable'], command: [{ card: 'Echoing Boon', names: ['Bronze Sable'] }] },
        { hand: ['Moment of Heroism'], battlefield: ['Plains', 'Plains'] },
        {},
      ],
    });
    t = apply(t, { type: 'cast', player: 1, card: tIds.hand[1]![0]!, targets: [{ object: tIds.battlefield[0]![0]! }], x: 0 });
    expect(t.stack.map((id) => t.objects[id]!.card)).toEqual(['Moment of Heroism']);
  });

  it('ruling: "The instant or sorcery spell can target other things as well, as long as one of its targets is a creature you control with the chosen name"', () => {
    const { state, ids } = game(['Coordinated Assault']);
    const s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ids.battlefield[1]![0]! }, { object: ids.battlefield[0]![0]! }], x: 0 });
    expect(s.stack).toHaveLength(2);
  });

  it('603.4: the "if it targets a creature you control with the chosen name" is checked again on resolution against the game as it is: the named creature died in response, so no copy is offered and the spell resolves for its other target only', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Coordinated Assault'], battlefield: ['Bronze Sable', 'Courier Hawk', 'Mountain'], command: [{ card: 'Echoing Boon', names: ['Bronze Sable'] }] },
        { hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
        {},
      ],
    });
    const [sable, hawk] = ids.battlefield[0]!;
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable! }, { object: hawk! }], x: 0 });
    expect(s.stack).toHaveLength(2); // the spell and Echoing Boon's trigger
    s = passToPlayer(s, 1);
    s = apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: sable! }], x: 0 });
    s = resolveTop(s); // Murder
    expect(s.battlefield).not.toContain(sable);
    s = resolveTop(s); // Echoing Boon's trigger
    expect(s.decision?.kind).toBe('priority');
    expect(logOf(s).filter((e) => e.type === 'conditionFailed').map((e) => e.rule)).toEqual(['603.4']);
    expect(s.stack.map((id) => s.objects[id]!.kind)).toEqual(['card']);
    s = resolveStack(s);
    expect(logOf(s).filter((e) => e.type === 'copySpell' || e.type === 'copy')).toHaveLength(0);
    expect(characteristics(s, hawk!)).toMatchObject({ power: 2, keywords: expect.arrayContaining(['first strike']) });
  });

  it('CR 115.9b: "targets a creature you control with the chosen name" reads the target as it is now, even if it is no longer a legal target: the Sable given protection from white in response still counts, so the copy is offered', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Moment of Heroism'], battlefield: ['Bronze Sable', 'Courier Hawk', 'Plains', 'Plains'], command: [{ card: 'Echoing Boon', names: ['Bronze Sable'] }] },
        { hand: ['Stave Off'], battlefield: ['Plains'] },
        {},
      ],
    });
    const [sable, hawk] = ids.battlefield[0]! as [number, number];
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable }], x: 0 });
    const original = s.stack[0]!;
    // in response, player 1 gives the Sable protection from white: an illegal target for Moment of Heroism now
    s = passToPlayer(s, 1);
    s = choose(resolveTop(apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: sable }], x: 0 })), [0]);
    expect(characteristics(s, sable).keywords).toContain('protection from white');
    s = resolveTop(s); // Echoing Boon's trigger: its "if" still holds
    expect(logOf(s).filter((e) => e.type === 'conditionFailed')).toEqual([]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'copy the spell' } });
    s = choose(s, [0]);
    s = choose(s, [s.decision?.kind === 'choose' ? s.decision.choice.options.findIndex((o) => 'object' in o && o.object === hawk) : -1]);
    s = resolveStack(s);
    // the copy pumps the Hawk; the original, its only target illegal, doesn't resolve (CR 608.2b)
    expect(characteristics(s, hawk)).toMatchObject({ power: 3, toughness: 4 });
    expect(characteristics(s, sable)).toMatchObject({ power: 2, toughness: 1 });
    expect(logOf(s).filter((e) => e.type === 'fizzle').map((e) => e.object)).toEqual([original]);
  });

  it('ruling: "If the spell being copied has damage divided as it was cast, the division can’t be changed (although the targets receiving that damage still can)."', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [
        {
          hand: ['Hail of Arrows'],
          battlefield: [{ card: 'Bronze Sable', counters: { '+1/+1': 3 } }, { card: 'Pillarfield Ox', counters: { '+1/+1': 3 } }, 'Courier Hawk', 'Plains', 'Plains', 'Plains', 'Plains'],
          command: [{ card: 'Echoing Boon', names: ['Bronze Sable'] }],
        },
        {},
        {},
      ],
    });
    const [sable, ox, hawk] = ids.battlefield[0]! as [number, number, number];
    let s = attack(state, [[sable, 1], [ox, 1], [hawk, 1]]);
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 0);
    // Hail of Arrows, X = 3: 1 to the Sable, 2 to the Ox
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable }, { object: ox }], x: 3, division: [1, 2] });
    s = choose(resolveTop(s), [0]);
    // the copy's new targets are asked, one by one; its division is not
    const pick = (x: typeof s, target: number) => {
      expect(x.decision).toMatchObject({ kind: 'choose', choice: { rule: '707.10c' } });
      return choose(x, [x.decision?.kind === 'choose' ? x.decision.choice.options.findIndex((o) => 'object' in o && o.object === target) : -1]);
    };
    s = pick(pick(s, hawk), sable);
    const copy = s.stack.find((id) => s.objects[id]!.kind === 'copy')!;
    expect(s.objects[copy]).toMatchObject({ targets: [{ object: hawk }, { object: sable }], division: [1, 2] });
    s = resolveStack(s);
    // the copy dealt 1 to the Hawk and 2 to the Sable; the original 1 to the Sable and 2 to the Ox
    expect([s.objects[hawk]!.damage, s.objects[sable]!.damage, s.objects[ox]!.damage]).toEqual([1, 3, 2]);
  });

  it('ruling: the copy "is created on the stack, so it\'s not \'cast\'" and resolves before the original', () => {
    let { state: s, ids } = game(['Moment of Heroism']);
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ids.battlefield[0]![0]! }], x: 0 });
    s = choose(choose(resolveTop(s), [0]), [0]);
    expect(s.stack.map((id) => s.objects[id]!.kind)).toEqual(['card', 'copy']);
    expect(logOf(s).filter((e) => e.type === 'cast')).toHaveLength(1);
  });
});

describe('Echoing Boon (a creature only)', () => {
  it('Oracle: "if it targets a creature you control with the chosen name": your noncreature permanent with the chosen name (Spy Kit) targeted by Nature\'s Claim does not trigger it (CR 603.4)', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ["Nature's Claim"], battlefield: ['Spy Kit', 'Forest'], command: [{ card: 'Echoing Boon', names: ['Spy Kit'] }] }, {}, {}],
    });
    const s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ids.battlefield[0]![0]! }], x: 0 });
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(["Nature's Claim"]);
    expect(s.pendingTriggers).toEqual([]);
  });

  it('Oracle: "a creature you control with the chosen name": a card with the chosen name in your graveyard targeted by Raise Dead is a creature card, not a creature you control (CR 110.1, 603.4); it does not trigger it', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Raise Dead'], graveyard: ['Bronze Sable'], battlefield: ['Swamp'], command: [{ card: 'Echoing Boon', names: ['Bronze Sable'] }] }, {}, {}],
    });
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ids.graveyard[0]![0]! }], x: 0 });
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Raise Dead']);
    s = resolveStack(s);
    expect(s.players[0]!.hand.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable']);
  });
});

describe("Sovereign's Realm", () => {
  const sables = Array<string>(40).fill('Bronze Sable');

  it('Oracle: "Your starting deck can\'t have basic land cards"', () => {
    const s = conspiracyGame([{ sideboard: ["Sovereign's Realm"] }, {}, {}], 1, 0);
    expect(legalActions(s).some((a) => a.type === 'putConspiracy')).toBe(false);
    expect(tryApply(s, { type: 'putConspiracy', player: 0, card: s.players[0]!.sideboard[0]! })).toMatchObject({ ok: false, error: { code: 'illegal', message: expect.stringMatching(/basic land/) } });
    const ok = conspiracyGame([{ deck: sables, sideboard: ["Sovereign's Realm"] }, {}, {}], 1, 0);
    expect(legalActions(ok).some((a) => a.type === 'putConspiracy')).toBe(true);
  });

  it('Oracle: "your starting hand size is five"; ruling: "Even though your starting hand size is five, nothing else about the pregame procedure changes." (CR 103.5, 103.5c)', () => {
    let s = putConspiracies(conspiracyGame([{ deck: sables, sideboard: ["Sovereign's Realm"] }, {}, {}], 1, 0), { 0: [{ card: "Sovereign's Realm" }] });
    expect(s.players.map((p) => p.hand.length)).toEqual([5, 7, 7]);
    // a mulligan draws five again; the first is free in multiplayer (CR 103.5c), the second puts one on the bottom
    s = apply(s, { type: 'mulligan', player: 0 });
    s = apply(s, { type: 'keep', player: 1 });
    s = apply(s, { type: 'keep', player: 2 });
    expect(s.players[0]!.hand).toHaveLength(5);
    s = apply(s, { type: 'mulligan', player: 0 });
    expect(s.players[0]!.hand).toHaveLength(5);
    expect(s.decision).toMatchObject({ kind: 'bottom', player: 0, count: 1 });
  });

  it('a saved game is checked against the five-card hand: no more mulligans than a five-card hand allows (CR 103.5)', () => {
    const s = putConspiracies(conspiracyGame([{ deck: sables, sideboard: ["Sovereign's Realm"] }, {}, {}], 1, 0), { 0: [{ card: "Sovereign's Realm" }] });
    const withMulligans = (player: number, count: number): string => {
      const saved = JSON.parse(serialize(s)) as { players: { mulligans: number }[] };
      saved.players[player]!.mulligans = count;
      return JSON.stringify(saved);
    };
    // a five-card hand allows six mulligans with the free first one (CR 103.5c), a seven-card hand eight
    expect(() => deserialize(withMulligans(0, 6))).not.toThrow();
    expect(thrown(() => deserialize(withMulligans(0, 7)))).toMatchObject({ message: expect.stringMatching(/more mulligans than cards in a starting hand/) });
    expect(() => deserialize(withMulligans(1, 8))).not.toThrow();
  });

  it('Oracle: "Exile a card from your hand: This turn, you may play basic lands from outside the game." — ruling: still one land play, in your main phase', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Bronze Sable', 'Courier Hawk'], command: ["Sovereign's Realm"], sideboard: ['Wastes'] }, {}, {}],
    });
    // ruling: "In Limited and Constructed events, “outside the game” means your sideboard. In Limited events, your
    // sideboard is considered to have as many cards named Plains, Island, Swamp, Mountain, and Forest as needed. You don’t
    // have to draft such cards."
    // ruling: "If you’re drafting with other sets and draft basic land cards other than the five mentioned above
    // (including Wastes and the “Snow-Covered” versions of the typical basic lands), those cards will be in your sideboard
    // and the activated ability of Sovereign’s Realm will allow you to play them." (Wastes below)
    // ruling: "Unless an effect states otherwise, you are still limited to one land play on each of your turns.
    // Activating the ability of Sovereign’s Realm multiple times on your turn has no additional benefit."
    const realm = ids.command[0]![0]!;
    const activations = legalActions(s).filter((a) => a.type === 'activate' && a.source === realm);
    expect(activations.map((a) => (a as { exile?: number }).exile)).toEqual(ids.hand[0]);
    expect(legalActions(s).some((a) => a.type === 'playLandFromOutside')).toBe(false);
    s = resolveStack(apply(s, activations[0]!));
    expect(s.exile.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable']);
    // the five basic lands a limited sideboard has as many of as needed, and the Wastes of the sideboard
    expect(legalActions(s).filter((a) => a.type === 'playLandFromOutside').map((a) => (a as { name: string }).name).sort())
      .toEqual(['Forest', 'Island', 'Mountain', 'Plains', 'Swamp', 'Wastes']);
    s = apply(s, { type: 'playLandFromOutside', player: 0, name: 'Forest' });
    expect(s.battlefield.map((id) => s.objects[id]!.card)).toEqual(['Forest']);
    expect(legalActions(s).some((a) => a.type === 'playLandFromOutside')).toBe(false);
    expect(tryApply(s, { type: 'playLandFromOutside', player: 0, name: 'Island' })).toMatchObject({ ok: false, error: { code: 'illegal' } });
    // activating it again gives no second land play
    s = resolveStack(apply(s, legalActions(s).find((a) => a.type === 'activate' && a.source === realm)!));
    expect(s.exile).toHaveLength(2);
    expect(legalActions(s).some((a) => a.type === 'playLandFromOutside')).toBe(false);
  });

  it('Oracle: "Exile a card from your hand" — the cost names a card of your own hand (CR 602.2b): a land you control, a card of your graveyard or of an opponent\'s hand is refused and stays where it is', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Bronze Sable'], battlefield: ['Plains'], graveyard: ['Courier Hawk'], command: ["Sovereign's Realm"] }, { hand: ['Pride Guardian'] }, {}],
    });
    const realm = ids.command[0]![0]!;
    for (const exile of [ids.battlefield[0]![0]!, ids.graveyard[0]![0]!, ids.hand[1]![0]!]) {
      const r = tryApply(state, { type: 'activate', player: 0, source: realm, ability: 0, targets: [], x: 0, exile });
      expect(r).toMatchObject({ ok: false, error: { code: 'illegal', rule: '602.2b' } });
    }
    const s = apply(state, { type: 'activate', player: 0, source: realm, ability: 0, targets: [], x: 0, exile: ids.hand[0]![0]! });
    expect(s.exile.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable']);
  });

  it('ruling: the sideboard "is considered to have as many cards named Plains, Island, Swamp, Mountain, and Forest as needed": one of them comes from that supply, its own Plains stays hidden (CR 400.2); a Wastes is the sideboard\'s', () => {
    /** Sovereign's Realm's player, its ability resolved, with this sideboard; then `name` played from outside the game. */
    const played = (sideboard: string[], name: string) => {
      const { state, ids } = setup({ format: 'conspiracy', players: [{ hand: ['Bronze Sable'], command: ["Sovereign's Realm"], sideboard }, {}, {}] });
      const s = resolveStack(apply(state, legalActions(state).find((a) => a.type === 'activate' && a.source === ids.command[0]![0])!));
      return { before: s, after: apply(s, { type: 'playLandFromOutside', player: 0, name }) };
    };
    const withPlains = played(['Plains', 'Wastes'], 'Plains');
    const without = played(['Bronze Sable', 'Wastes'], 'Plains');
    // the sideboard keeps its Plains, and its size, public (Magic Tournament Rules 3.16), is what it was
    expect(withPlains.after.players[0]!.sideboard).toEqual(withPlains.before.players[0]!.sideboard);
    expect(view(withPlains.after, 1).players[0]!.sideboardCount).toBe(2);
    // the Plains on the battlefield is the same object, by id, as in a game whose sideboard held none
    expect(withPlains.after.battlefield).toEqual(without.after.battlefield);
    expect(withPlains.after.objects[withPlains.after.battlefield[0]!]!.card).toBe('Plains');
    for (const who of [1, 2, 'spectator'] as const) expect(view(withPlains.after, who)).toEqual(view(without.after, who));
    // a Wastes can come from nowhere else: the sideboard's card is played, and the sideboard has one card fewer
    const wastes = played(['Plains', 'Wastes'], 'Wastes');
    const card = wastes.before.players[0]!.sideboard[1]!;
    expect(wastes.after.objects[card]!.movedTo).toBe(wastes.after.battlefield[0]);
    expect(wastes.after.players[0]!.sideboard.map((id) => wastes.after.objects[id]!.card)).toEqual(['Plains']);
  });

  it('a basic land played from outside the game is a land played: "whenever a player plays a land" abilities trigger (CR 305.1; Horn of Greed, Burgeoning)', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Bronze Sable'], battlefield: ['Horn of Greed'], command: ["Sovereign's Realm"] }, { hand: ['Island'], battlefield: ['Burgeoning'] }, {}],
    });
    s = resolveStack(apply(s, legalActions(s).find((a) => a.type === 'activate' && a.source === ids.command[0]![0])!));
    expect(s.players[0]!.hand).toHaveLength(0);
    s = apply(s, { type: 'playLandFromOutside', player: 0, name: 'Forest' });
    expect(s.stack.map((id) => s.objects[id]!.card).sort()).toEqual(['Burgeoning', 'Horn of Greed']);
    // Burgeoning, its controller's, was put on the stack last (CR 603.3b) and resolves first
    s = resolveStack(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'putOntoBattlefield', options: [{ object: s.players[1]!.hand[0] }] } });
    s = resolveStack(apply(s, { type: 'choose', player: 1, choice: [0] }));
    // Horn of Greed: the player who played it draws; Burgeoning: its controller may put a land onto the battlefield
    expect(s.players[0]!.hand).toHaveLength(1);
    expect(s.battlefield.map((id) => s.objects[id]!.card)).toContain('Island');
  });

  it('ruling: "The ability of Sovereign’s Realm doesn’t change when you can play lands. You can still only play them during your main phase, if the stack is empty, if you have priority, and if you have an available land play."', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Bronze Sable', 'Courier Hawk', 'Pride Guardian'], battlefield: ['Plains'], command: ["Sovereign's Realm"] }, {}, {}],
    });
    s = resolveStack(apply(s, legalActions(s).find((a) => a.type === 'activate' && a.source === ids.command[0]![0])!));
    expect(legalActions(s).some((a) => a.type === 'playLandFromOutside')).toBe(true);
    // with a spell on the stack: no land play
    const onStack = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![2]!, targets: [], x: 0 });
    expect(onStack.stack).toHaveLength(1);
    expect(legalActions(onStack).some((a) => a.type === 'playLandFromOutside')).toBe(false);
    expect(tryApply(onStack, { type: 'playLandFromOutside', player: 0, name: 'Plains' }).ok).toBe(false);
    // in combat: no land play
    const combat = passUntil(s, (x) => x.turn.step === 'beginCombat');
    expect(combat.decision).toMatchObject({ kind: 'priority', player: 0 });
    expect(tryApply(combat, { type: 'playLandFromOutside', player: 0, name: 'Plains' }).ok).toBe(false);
  });

  it('ruling: "You can never play lands on another player\'s turn"; the permission is for this turn only', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      active: 1,
      players: [{ hand: ['Bronze Sable', 'Courier Hawk'], command: ["Sovereign's Realm"] }, {}, {}],
    });
    s = passToPlayer(s, 0);
    s = resolveStack(apply(s, legalActions(s).find((a) => a.type === 'activate' && a.source === ids.command[0]![0])!));
    s = passToPlayer(s, 0);
    expect(legalActions(s).some((a) => a.type === 'playLandFromOutside')).toBe(false);
    // player 2's turn, then player 0's own
    s = toNextTurn(toNextTurn(s));
    expect(s.turn.active).toBe(0);
    expect(legalActions(s).some((a) => a.type === 'playLandFromOutside')).toBe(false);
  });

  it('Oracle: "Basic lands you control have \'{T}: Add one mana of any color.\'"', () => {
    const { state: s, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ['Forest'], command: ["Sovereign's Realm"] }, { battlefield: ['Forest'] }, {}],
    });
    const colors = (id: number) => legalActions(s).filter((a) => a.type === 'activate' && a.source === id).map((a) => (a as { color?: string }).color ?? 'G').sort();
    expect(colors(ids.battlefield[0]![0]!)).toEqual(['B', 'G', 'G', 'R', 'U', 'W']);
    const theirs = s.battlefield.find((id) => s.objects[id]!.controller === 1)!;
    expect(legalActions(s).some((a) => a.type === 'activate' && a.source === theirs)).toBe(false);
  });

  it('Oracle: "Basic lands you control have …": a nonbasic land you control (Rogue\'s Passage) does not get "{T}: Add one mana of any color."', () => {
    /** The mana abilities of the Passage listed, by the colors each adds, with and without Sovereign's Realm. */
    const passageMana = (command: string[]) => {
      const { state: s, ids } = setup({ format: 'conspiracy', players: [{ battlefield: ["Rogue's Passage", 'Forest'], command }, {}, {}] });
      const passage = ids.battlefield[0]![0]!;
      return legalActions(s).filter((a) => a.type === 'activate' && a.source === passage).map((a) => {
        const after = apply(s, a).players[0]!.pool;
        return (['W', 'U', 'B', 'R', 'G', 'C'] as const).filter((c) => after[c] > 0).join('');
      }).sort();
    };
    expect(passageMana([])).toEqual(['C']);
    expect(passageMana(["Sovereign's Realm"])).toEqual(['C']);
  });

  it('CR 305.7, 613.1f: a basic land whose land type Grixis Illusionist set keeps the ability Sovereign\'s Realm grants; it loses only the abilities of its own rules text', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ['Grixis Illusionist', 'Forest'], command: ["Sovereign's Realm"] }, {}, {}],
    });
    const [illusionist, forest] = ids.battlefield[0]! as [number, number];
    /** The colors of mana each listed mana ability of the land adds. */
    const colors = (x: typeof state) => legalActions(x).filter((a) => a.type === 'activate' && a.source === forest).map((a) => {
      const before = x.players[0]!.pool;
      const after = apply(x, a).players[0]!.pool;
      return (['W', 'U', 'B', 'R', 'G'] as const).filter((c) => after[c] > before[c]).join('');
    }).sort();
    expect(colors(state)).toEqual(['B', 'G', 'G', 'R', 'U', 'W']);
    let s = passUntil(apply(state, { type: 'activate', player: 0, source: illusionist, ability: 0, targets: [{ object: forest }], x: 0 }), (x) => x.decision?.kind === 'choose');
    s = resolveStack(choose(s, [1])); // Island
    expect(characteristics(s, forest).subtypes).toEqual(['Island']);
    // the Forest's own {G} is gone, the Island's {U} is there (305.6), and the granted ability stays: still a basic land you control
    expect(colors(s)).toEqual(['B', 'G', 'R', 'U', 'U', 'W']);
  });
});
