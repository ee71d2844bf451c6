import { describe, expect, it } from 'vitest';
import { apply, describeEvent, legalActions, logOf, redactEvent, rules, tryApply, view } from '../../src/index.js';
import { allCardNames } from '../../src/cards/printed.js';
import { scenario } from '../../src/testing/index.js';
import { commandId, conspiracyGame, keepAll, putConspiracies } from '../cards/conspiracy-helpers.js';
import { choose, resolveTop, setup } from '../cards/helpers.js';

function faceDownGame() {
  return putConspiracies(conspiracyGame([{ sideboard: ['Immediate Action'] }, {}, {}]), { 0: [{ card: 'Immediate Action', names: ['Absorb Vis'] }] });
}

describe('702.106 Hidden Agenda', () => {
  it('is found by number, by its 2014–2021 number 702.105 in those editions, and by keyword', () => {
    expect(rules.get('702.106')).toMatchObject({ title: 'Hidden Agenda', implemented: true });
    expect(rules.get('702.105', '2016-08-26')?.number).toBe('702.106');
    expect(rules.get('double agenda')?.number).toBe('702.106');
    expect(rules.get('315')).toMatchObject({ title: 'Conspiracies', implemented: true });
    expect(rules.get('408')).toMatchObject({ title: 'Command', implemented: true });
  });

  it('702.106a: the conspiracy goes into the command zone face down and its controller secretly chooses a card name among every name the engine knows', () => {
    let s = conspiracyGame([{ sideboard: ['Immediate Action'] }, {}, {}], 1, 0);
    const card = s.players[0]!.sideboard[0]!;
    s = apply(s, { type: 'putConspiracy', player: 0, card });
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 0, prompt: 'name', rule: '702.106a' });
    const names = legalActions(s).map((a) => (a as { names: string[] }).names);
    // every card of CN2, CNS and the basic lands, implemented or not (Absorb Vis is not implemented)
    expect(names).toEqual(allCardNames().map((name) => [name]));
    expect(names).toContainEqual(['Absorb Vis']);
    s = apply(s, { type: 'nameCard', player: 0, names: ['Absorb Vis'] });
    expect(s.objects[s.command[0]!]).toMatchObject({ faceDown: true, chosenNames: ['Absorb Vis'], owner: 0, controller: 0 });
  });

  it('ruling: "You must name a Magic card. Notably, you can\'t name a token" — a token\'s name or made-up text is refused', () => {
    let s = conspiracyGame([{ sideboard: ['Immediate Action'] }, {}, {}], 1, 0);
    s = apply(s, { type: 'putConspiracy', player: 0, card: s.players[0]!.sideboard[0]! });
    for (const name of ['Zombie', 'Construct', 'Not A Card']) {
      expect(tryApply(s, { type: 'nameCard', player: 0, names: [name] })).toMatchObject({ ok: false, error: { code: 'illegal', rule: '702.106a' } });
    }
    // a name that is not text is no action of the type at all
    expect(tryApply(s, { type: 'nameCard', player: 0, names: [7] } as never)).toMatchObject({ ok: false, error: { code: 'malformed' } });
  });

  it('ruling: "If you have multiple face-down conspiracies, you may name a different card for each one" — each keeps its own name (702.106d)', () => {
    const s = keepAll(putConspiracies(conspiracyGame([{ sideboard: ['Immediate Action', 'Immediate Action'] }, {}, {}]), {
      0: [{ card: 'Immediate Action', names: ['Bronze Sable'] }, { card: 'Immediate Action', names: ['Plains'] }],
    }));
    expect(s.command.map((id) => s.objects[id]!.chosenNames)).toEqual([['Bronze Sable'], ['Plains']]);
  });

  it('702.106f: double agenda names two different cards, both in one action; the same name twice is refused', () => {
    // ruling: "Double agenda is a variant of hidden agenda. The only difference is you secretly name two different
    // cards instead of one."
    let s = conspiracyGame([{ sideboard: ["Summoner's Bond"] }, {}, {}], 1, 0);
    s = apply(s, { type: 'putConspiracy', player: 0, card: s.players[0]!.sideboard[0]! });
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 0, prompt: 'name', rule: '702.106a' });
    expect(tryApply(s, { type: 'nameCard', player: 0, names: ['Bronze Sable', 'Bronze Sable'] })).toMatchObject({ ok: false, error: { code: 'illegal', rule: '702.106f' } });
    s = apply(s, { type: 'nameCard', player: 0, names: ['Bronze Sable', 'Plains'] });
    // the order is kept: Summoner's Bond tells the names apart by it
    expect(s.objects[s.command[0]!]!.chosenNames).toEqual(['Bronze Sable', 'Plains']);
    expect(s.decision).toMatchObject({ prompt: 'conspiracies' });
  });

  it('702.106f: the listing offers every name once, each with a second one, as many actions as for one name; any other pair is accepted', () => {
    let s = conspiracyGame([{ sideboard: ["Summoner's Bond"] }, {}, {}], 1, 0);
    s = apply(s, { type: 'putConspiracy', player: 0, card: s.players[0]!.sideboard[0]! });
    const listed = legalActions(s).map((a) => (a as { names: string[] }).names);
    // not every pair (some 100,000): one action per name, the same number as a hidden agenda lists
    expect(listed).toHaveLength(allCardNames().length);
    expect(listed.map((names) => names[0])).toEqual([...allCardNames()]);
    for (const names of listed) expect(names).toHaveLength(2);
    expect(listed.every(([a, b]) => a !== b)).toBe(true);
    const pair = ['Plains', 'Absorb Vis'];
    expect(listed).not.toContainEqual(pair);
    expect(tryApply(s, { type: 'nameCard', player: 0, names: pair })).toMatchObject({ ok: true });
  });

  it('702.106a, 702.106f: a naming with the wrong number of names, a name of no card or a repeated name is refused, changing nothing', () => {
    const put = (card: string) => {
      const s = conspiracyGame([{ sideboard: [card] }, {}, {}], 1, 0);
      return apply(s, { type: 'putConspiracy', player: 0, card: s.players[0]!.sideboard[0]! });
    };
    const double = put("Summoner's Bond");
    const hidden = put('Immediate Action');
    const cases: [ReturnType<typeof put>, unknown, object][] = [
      [double, ['Plains'], { code: 'illegal', rule: '702.106f' }],
      [double, [], { code: 'illegal', rule: '702.106f' }],
      [double, ['Plains', 'Plains'], { code: 'illegal', rule: '702.106f' }],
      [double, ['Plains', 'Zombie'], { code: 'illegal', rule: '702.106a' }],
      [double, ['Plains', 'Island', 'Forest'], { code: 'malformed' }],
      [hidden, ['Plains', 'Island'], { code: 'illegal', rule: '702.106a' }],
      [hidden, [], { code: 'illegal', rule: '702.106a' }],
      [hidden, 'Plains', { code: 'malformed' }],
    ];
    for (const [s, names, error] of cases) {
      const before = JSON.stringify(s);
      expect(tryApply(s, { type: 'nameCard', player: 0, names } as never), JSON.stringify(names)).toMatchObject({ ok: false, error });
      expect(JSON.stringify(s)).toBe(before);
    }
    // the one-name form of earlier builds is no longer taken: two of them told others a double agenda from a hidden one
    expect(tryApply(hidden, { type: 'nameCard', player: 0, name: 'Plains' } as never)).toMatchObject({ ok: false, error: { code: 'malformed', rule: '702.106f', message: expect.stringMatching(/names: \[/) } });
    expect(tryApply(double, { type: 'nameCard', player: 0, name: 'Plains' } as never)).toMatchObject({ ok: false, error: { code: 'malformed', rule: '702.106f' } });
  });

  it('702.106f: "you don\'t reveal that more than one name was secretly chosen" — other players see one event, naming nothing', () => {
    let s = conspiracyGame([{ sideboard: ["Summoner's Bond"] }, {}, {}]);
    s = putConspiracies(s, { 0: [{ card: "Summoner's Bond", names: ['Bronze Sable', 'Plains'] }] });
    const others = logOf(s).map((e) => redactEvent(e, 1)).filter((e) => e.type === 'putConspiracy' || e.type === 'chooseNames');
    expect(others).toEqual([{ type: 'putConspiracy', rule: '905.4', player: 0 }, { type: 'chooseNames', rule: '702.106b', player: 0 }]);
    expect(logOf(s).map((e) => redactEvent(e, 2)).filter((e) => e.type === 'putConspiracy' || e.type === 'chooseNames')).toEqual(others);
    const mine = logOf(s).map((e) => redactEvent(e, 0)).find((e) => e.type === 'chooseNames');
    expect(mine).toMatchObject({ card: "Summoner's Bond", detail: 'Bronze Sable / Plains' });
    // described for a client, the other players' log says no more
    expect(others.map((e) => describeEvent(s, e))).toEqual(['P0 puts a face-down conspiracy into the command zone  [CR 905.4]', 'P0 secretly names a card for a face-down conspiracy  [CR 702.106b]']);
  });

  it('315.7: its controller may look at it, nobody else — views show the card and the name to the controller only', () => {
    const s = faceDownGame();
    const id = s.command[0]!;
    expect(view(s, 0).command[0]).toMatchObject({ id, card: 'Immediate Action', chosenNames: ['Absorb Vis'], faceDown: true });
    for (const viewer of [1, 2]) {
      const seen = view(s, viewer).command[0]!;
      expect(seen).toMatchObject({ id, card: '', faceDown: true, types: [] });
      expect(seen.chosenNames).toBeUndefined();
      expect(JSON.stringify(view(s, viewer))).not.toMatch(/Immediate Action|Absorb Vis/);
    }
  });

  it('702.106c, 116.2j: any time its controller has priority they may turn it face up, a special action after which they keep priority', () => {
    // ruling: "As a special action, you may turn a face-down conspiracy face up. You may do so any time you have priority.
    // This action doesn’t use the stack and can’t be responded to. Once face up, the named card is revealed and the
    // conspiracy’s abilities will affect the game."
    let s = keepAll(faceDownGame());
    const id = commandId(s, 0, 'Immediate Action');
    // during the mulligans nobody has priority
    s = putConspiracies(conspiracyGame([{ sideboard: ['Immediate Action'] }, {}, {}]), { 0: [{ card: 'Immediate Action', names: ['Bronze Sable'] }] });
    expect(tryApply(s, { type: 'turnFaceUp', player: 0, object: s.command[0]! })).toMatchObject({ ok: false, error: { code: 'wrongDecision', rule: '116.2j' } });
    s = keepAll(faceDownGame());
    const holder = s.decision!.player;
    if (holder !== 0) {
      expect(legalActions(s).some((a) => a.type === 'turnFaceUp')).toBe(false);
      expect(tryApply(s, { type: 'turnFaceUp', player: holder, object: id }).ok).toBe(false);
      while (s.decision?.player !== 0) s = apply(s, { type: 'pass', player: s.decision!.player });
    }
    expect(legalActions(s)).toContainEqual({ type: 'turnFaceUp', player: 0, object: id });
    const stack = s.stack.length;
    s = apply(s, { type: 'turnFaceUp', player: 0, object: id });
    expect(s.objects[id]!.faceDown).toBe(false);
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
    expect(s.stack).toHaveLength(stack);
    // the chosen name is revealed to all players
    expect(logOf(s).map((e) => redactEvent(e, 2)).at(-1)).toMatchObject({ type: 'turnFaceUp', rule: '702.106c', card: 'Immediate Action', detail: 'Absorb Vis' });
    for (const viewer of [1, 2]) expect(view(s, viewer).command[0]).toMatchObject({ card: 'Immediate Action', chosenNames: ['Absorb Vis'] });
    expect(tryApply(s, { type: 'turnFaceUp', player: 0, object: id })).toMatchObject({ ok: false, error: { rule: '702.106c' } });
  });

  it('702.106e: a face-down conspiracy is revealed to all players when its controller leaves the game', () => {
    let s = keepAll(faceDownGame());
    s = apply(s, { type: 'concede', player: 0 });
    const reveal = logOf(s).map((e) => redactEvent(e, 1)).find((e) => e.type === 'reveal' && e.rule === '702.106e');
    expect(reveal).toMatchObject({ player: 0, card: 'Immediate Action', detail: 'Absorb Vis' });
    expect(describeEvent(view(s, 1), reveal!)).toBe('P0 reveals Immediate Action, which names Absorb Vis  [CR 702.106e]');
  });

  it('702.106c, 702.106f: turning a double agenda face up reveals both names, in their order, to every player; its ability then tells them apart', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Runed Servitor'], library: ['Plains', 'Bronze Sable'], battlefield: ['Plains', 'Plains'], command: [{ card: "Summoner's Bond", faceDown: true, names: ['Bronze Sable', 'Runed Servitor'] }] }, {}, {}],
    });
    const bond = ids.command[0]![0]!;
    for (const viewer of [1, 2, 'spectator'] as const) {
      expect(view(s, viewer).command[0]).toMatchObject({ id: bond, card: '', faceDown: true });
      expect(JSON.stringify(view(s, viewer))).not.toMatch(/Summoner|Bronze Sable|Runed Servitor/);
    }
    s = apply(s, { type: 'turnFaceUp', player: 0, object: bond });
    for (const viewer of [1, 2, 'spectator'] as const) {
      const v = view(s, viewer);
      expect(v.command[0]).toMatchObject({ id: bond, card: "Summoner's Bond", faceDown: false, chosenNames: ['Bronze Sable', 'Runed Servitor'] });
      expect(describeEvent(v, v.log.at(-1)!)).toBe("Player 1 turns Summoner's Bond face up, revealing Bronze Sable / Runed Servitor  [CR 702.106c]");
    }
    // the second name cast: the search is for a creature card with the first
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
    s = choose(resolveTop(s), [0]);
    expect(view(s, 0).choiceObjects.map((o) => o.card)).toEqual(['Bronze Sable']);
    s = choose(s, [0]);
    expect(s.players[0]!.hand.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable']);
  });

  it('702.106e, 800.4a: a double agenda whose controller leaves is revealed with both names to every player still in the game and to spectators, and leaves the command zone with them', () => {
    let s = keepAll(putConspiracies(conspiracyGame([{}, { sideboard: ["Summoner's Bond", 'Immediate Action'] }, {}, {}]), {
      1: [{ card: "Summoner's Bond", names: ['Bronze Sable', 'Runed Servitor'] }, { card: 'Immediate Action', names: ['Courier Hawk'] }],
    }));
    const [bond, action] = [commandId(s, 1, "Summoner's Bond"), commandId(s, 1, 'Immediate Action')];
    const before = logOf(s).length;
    s = apply(s, { type: 'concede', player: 1 });
    expect(s.result).toBeNull();
    for (const viewer of [0, 2, 3, 'spectator'] as const) {
      const v = view(s, viewer);
      // the objects left the game with their owner (CR 800.4a): no view shows them in the command zone
      expect(v.command).toEqual([]);
      const reveals = v.log.slice(before).filter((e) => e.type === 'reveal');
      expect(reveals).toEqual([
        { type: 'reveal', rule: '702.106e', player: 1, object: bond, card: "Summoner's Bond", detail: 'Bronze Sable / Runed Servitor' },
        { type: 'reveal', rule: '702.106e', player: 1, object: action, card: 'Immediate Action', detail: 'Courier Hawk' },
      ]);
      expect(reveals.map((e) => describeEvent(v, e))).toEqual([
        "P1 reveals Summoner's Bond, which names Bronze Sable / Runed Servitor  [CR 702.106e]",
        'P1 reveals Immediate Action, which names Courier Hawk  [CR 702.106e]',
      ]);
    }
  });

  it('702.106e: a face-down conspiracy turned face up before its controller leaves is not revealed again; the one left face down is', () => {
    let s = keepAll(putConspiracies(conspiracyGame([{ sideboard: ['Immediate Action', "Brago's Favor"] }, {}, {}]), {
      0: [{ card: 'Immediate Action', names: ['Courier Hawk'] }, { card: "Brago's Favor", names: ['Bronze Sable'] }],
    }));
    while (s.decision?.player !== 0) s = apply(s, { type: 'pass', player: s.decision!.player });
    s = apply(s, { type: 'turnFaceUp', player: 0, object: commandId(s, 0, 'Immediate Action') });
    s = apply(s, { type: 'concede', player: 0 });
    expect(logOf(s).filter((e) => e.type === 'reveal').map((e) => [e.card, e.detail])).toEqual([["Brago's Favor", 'Bronze Sable']]);
  });

  it('702.106e: at the end of the game every face-down conspiracy is revealed in every view', () => {
    // ruling: "At the end of the game, you must reveal any face-down conspiracies you own in the command zone to all players."
    let s = keepAll(putConspiracies(conspiracyGame([{}, { sideboard: ['Immediate Action'] }, {}]), { 1: [{ card: 'Immediate Action', names: ['Plains'] }] }));
    expect(view(s, 0).command[0]!.card).toBe('');
    s = apply(s, { type: 'concede', player: 0 });
    // the game goes on: still hidden from the others
    expect(s.result).toBeNull();
    for (const viewer of [0, 2]) expect(view(s, viewer).command[0]!.card).toBe('');
    s = apply(s, { type: 'concede', player: 2 });
    expect(s.result).toMatchObject({ winner: 1 });
    expect(s.objects[s.command[0]!]!.faceDown).toBe(true);
    for (const viewer of [0, 2]) expect(view(s, viewer).command[0]).toMatchObject({ card: 'Immediate Action', chosenNames: ['Plains'] });
  });

  it('a triggered ability of a conspiracy face down when its trigger event happens does not trigger, even if turned face up after', () => {
    // ruling: "A conspiracy with hidden agenda that has a triggered ability must be face up before that ability’s trigger
    // condition is met in order for it to trigger. Turning it face up afterward won’t have any effect."
    let { state: s, ids } = scenario({
      format: 'conspiracy',
      settings: { autoPass: 'never' },
      players: [{ hand: ['Fleeting Distraction'], battlefield: ['Island', 'Island'], command: [{ card: 'Iterative Analysis', faceDown: true, names: ['Fleeting Distraction'] }], library: ['Plains', 'Plains', 'Plains'] }, { battlefield: ['Bronze Sable'] }, {}],
    });
    const sable = ids.battlefield[1]![0]!;
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable }], x: 0 });
    expect(s.pendingTriggers).toHaveLength(0);
    s = apply(s, { type: 'turnFaceUp', player: 0, object: ids.command[0]![0]! });
    expect(s.pendingTriggers).toHaveLength(0);
    expect(s.stack).toHaveLength(1);
  });
});
