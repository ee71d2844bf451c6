import { describe, expect, it } from 'vitest';
import { apply, characteristics, createGame, deserialize, legalActions, logOf, rules, serialize, tryApply, view } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { conspiracyGame, deckOf, keepAll, putConspiracies } from '../cards/conspiracy-helpers.js';
import { attack, castAndResolve, passUntil, permanent, setup } from '../cards/helpers.js';

/** The error `create` throws, or undefined. */
function tryCreate(create: () => unknown): unknown {
  try {
    create();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('905 Conspiracy Draft: the game', () => {
  it('905.3: a free-for-all with the attack multiple players option; 905.6: 20 life and seven cards each', () => {
    const s = keepAll(putConspiracies(conspiracyGame([{}, {}, {}]), {}));
    expect(s.players.map((p) => p.life)).toEqual([20, 20, 20]);
    expect(s.players.map((p) => p.hand.length)).toEqual([7, 7, 7]);
    expect(rules.get('905')).toMatchObject({ title: 'Conspiracy Draft', implemented: true });
    expect(rules.get('806')?.implemented).toBe(true);
    expect(rules.get('802')?.implemented).toBe(true);
  });

  it('905.3: attack multiple players — in one combat, creatures attack two opponents, neither seated next to the attacker; no limited range of influence — "each other player" of six is every one (CR 802, 806, 801)', () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ['Bronze Sable', 'Wild Griffin', 'Swamp', 'Swamp', 'Swamp'], hand: ['Syphon Soul'] }, {}, {}, {}, {}, {}],
    });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(s.players.map((p) => p.life)).toEqual([30, 18, 18, 18, 18, 18]);
    s = attack(s, [[permanent(s, 'Bronze Sable'), 2], [permanent(s, 'Wild Griffin'), 4]]);
    expect(s.combat?.attackers.map((a) => a.target)).toEqual([{ player: 2 }, { player: 4 }]);
    s = passUntil(s, (x) => x.turn.step === 'end');
    expect(s.players.map((p) => p.life)).toEqual([30, 18, 16, 18, 16, 18]);
  });

  it('905.3, 100.1b: a Conspiracy Draft game is a multiplayer game — createGame refuses two players with a RulesError, takes three', () => {
    const players = (n: number) => Array.from({ length: n }, () => ({ deck: deckOf() }));
    expect(tryCreate(() => createGame({ format: 'conspiracy', seed: 1, players: players(2) }))).toMatchObject({ code: 'illegal', rule: '905.3' });
    expect(() => createGame({ format: 'conspiracy', seed: 1, players: players(2) })).toThrow(/Conspiracy Draft is for 3 to 6 players, not 2: .*multiplayer game/);
    expect(tryCreate(() => createGame({ format: 'conspiracy', seed: 1, players: players(1) }))).toMatchObject({ code: 'illegal', rule: '905.3' });
    expect(createGame({ format: 'conspiracy', seed: 1, players: players(3) }).players).toHaveLength(3);
    // a scenario skips the deck rules, not the number of players
    expect(tryCreate(() => scenario({ format: 'conspiracy', players: [{}, {}] }))).toMatchObject({ code: 'illegal', rule: '905.3' });
    expect(scenario({ format: 'conspiracy', players: [{}, {}, {}] }).state.players).toHaveLength(3);
  });

  it('905.4, 101.4e: before decks are shuffled, the starting player is asked first to put conspiracies from their sideboard into the command zone, then each other player in turn order', () => {
    const s = conspiracyGame([{}, {}, { sideboard: ['Power Play', 'Bronze Sable'] }], 1, 2);
    expect(s.turn.active).toBe(2);
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 2, prompt: 'conspiracies', rule: '905.4' });
    // nothing was shuffled or drawn yet (CR 103.2e comes before 103.3)
    expect(s.players.every((p) => p.hand.length === 0)).toBe(true);
    expect(logOf(s).some((e) => e.type === 'shuffle')).toBe(false);
    const actions = legalActions(s);
    const sable = s.players[2]!.sideboard.find((id) => s.objects[id]!.card === 'Bronze Sable')!;
    // only conspiracy cards are offered; finishing is always possible with a legal deck
    expect(actions.map((a) => a.type).sort()).toEqual(['finishConspiracies', 'putConspiracy']);
    expect(tryApply(s, { type: 'putConspiracy', player: 2, card: sable })).toMatchObject({ ok: false, error: { code: 'illegal', rule: '905.4' } });
    // a player later in turn order is not asked yet (CR 101.4, 101.4b: each knows the choices made before theirs)
    expect(tryApply(s, { type: 'finishConspiracies', player: 0 })).toMatchObject({ ok: false, error: { code: 'wrongDecision' } });
    const next = apply(s, { type: 'finishConspiracies', player: 2 });
    expect(next.decision).toMatchObject({ kind: 'startOfGame', player: 0, prompt: 'conspiracies' });
    expect(apply(next, { type: 'finishConspiracies', player: 0 }).decision).toMatchObject({ kind: 'startOfGame', player: 1, prompt: 'conspiracies' });
  });

  it('101.4e: in a four-player game whose starting player is seat 2, seats 2, 3, 0 and 1 are asked in that order, and the conspiracies get their ids in that order', () => {
    let s = conspiracyGame([0, 1, 2, 3].map(() => ({ sideboard: ['Power Play'] })), 1, 2);
    const asked: number[] = [];
    while (s.decision?.kind === 'startOfGame' && s.decision.prompt === 'conspiracies') {
      const player = s.decision.player;
      asked.push(player);
      s = apply(s, { type: 'putConspiracy', player, card: s.players[player]!.sideboard[0]! });
      s = apply(s, { type: 'finishConspiracies', player });
    }
    expect(asked).toEqual([2, 3, 0, 1]);
    expect(s.command.map((id) => s.objects[id]!.owner)).toEqual([2, 3, 0, 1]);
    expect(logOf(s).filter((e) => e.type === 'finishConspiracies').map((e) => e.player)).toEqual([2, 3, 0, 1]);
  });

  it('905.5: the owner and controller of a conspiracy is the player who put it into the command zone; it stays there face up', () => {
    const s = keepAll(putConspiracies(conspiracyGame([{ sideboard: ['Power Play'] }, {}, {}]), { 0: [{ card: 'Power Play' }] }));
    expect(s.command).toHaveLength(1);
    const o = s.objects[s.command[0]!]!;
    expect(o).toMatchObject({ card: 'Power Play', owner: 0, controller: 0, zone: 'command', faceDown: false });
    expect(s.players[0]!.sideboard).toHaveLength(0);
    // every player sees a face-up conspiracy (ruling: "You can look at any player's face-up conspiracies at any time")
    for (const viewer of [1, 2]) expect(view(s, viewer).command[0]).toMatchObject({ card: 'Power Play', faceDown: false });
  });

  it('ruling: "you have only one opportunity to put conspiracies into the command zone, as the game begins"', () => {
    let s = putConspiracies(conspiracyGame([{ sideboard: ['Power Play'] }, {}, {}]), {});
    s = keepAll(s);
    const card = s.players[0]!.sideboard[0]!;
    expect(legalActions(s).some((a) => a.type === 'putConspiracy')).toBe(false);
    expect(tryApply(s, { type: 'putConspiracy', player: 0, card })).toMatchObject({ ok: false, error: { code: 'wrongDecision' } });
  });

  it('315.3: a conspiracy can\'t be included in a deck — createGame refuses it with a RulesError', () => {
    const deck = [...deckOf(40), 'Power Play'];
    expect(() => createGame({ format: 'conspiracy', seed: 1, players: [{ deck }, { deck: deckOf() }, { deck: deckOf() }] })).toThrow(/conspiracy card.*never in a deck/);
  });

  it('ruling: "A conspiracy doesn\'t count as a card in your deck for purposes of meeting minimum deck size requirements" — 40 cards at least', () => {
    expect(() => createGame({ format: 'conspiracy', seed: 1, players: [{ deck: deckOf(39), sideboard: ['Power Play'] }, { deck: deckOf() }, { deck: deckOf() }] }))
      .toThrow(/at least 40 cards; this one has 39/);
    expect(() => createGame({ format: 'conspiracy', seed: 1, players: [{ deck: deckOf(40) }, { deck: deckOf() }, { deck: deckOf() }] })).not.toThrow();
  });

  it('315.3, 408: conspiracies are not permanents and are never cast: they are not on the battlefield nor in any hand', () => {
    const s = keepAll(putConspiracies(conspiracyGame([{ sideboard: ['Power Play', 'Immediate Action'] }, {}, {}]), {
      0: [{ card: 'Power Play' }, { card: 'Immediate Action', names: ['Bronze Sable'] }],
    }));
    expect(s.battlefield).toHaveLength(0);
    expect(s.command).toHaveLength(2);
    expect(legalActions(s).filter((a) => a.type === 'cast').every((a) => !s.command.includes((a as { card: number }).card))).toBe(true);
  });

  it('103.2e: the start of the game goes on after everyone is done — libraries shuffled, hands drawn, then mulligans', () => {
    const s = putConspiracies(conspiracyGame([{}, {}, {}], 3), {});
    expect(s.decision?.kind).toBe('mulligan');
    expect(s.players.map((p) => p.hand.length)).toEqual([7, 7, 7]);
    const types = logOf(s).map((e) => e.type);
    expect(types.indexOf('finishConspiracies')).toBeLessThan(types.indexOf('shuffle'));
  });

  it('a player who concedes during 905.4 leaves, and the start of the game goes on without them', () => {
    let s = conspiracyGame([{}, {}, {}], 1, 0);
    s = apply(s, { type: 'concede', player: 0 });
    // the next player in turn order from the starting player who left (CR 101.4e)
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 1 });
    s = keepAll(putConspiracies(s, {}));
    expect(s.turn.step).not.toBe('pregame');
  });

  it('face-down conspiracies have no characteristics (315.5b)', () => {
    const s = putConspiracies(conspiracyGame([{ sideboard: ['Immediate Action'] }, {}, {}]), { 0: [{ card: 'Immediate Action', names: ['Bronze Sable'] }] });
    const id = s.command[0]!;
    expect(s.objects[id]!.faceDown).toBe(true);
    expect(characteristics(s, id)).toMatchObject({ name: '', types: [], colors: [] });
  });
});

describe('saved Conspiracy Draft games', () => {
  it('serialize and deserialize at every start-of-game decision, and refuse corrupted conspiracy records', () => {
    let s = conspiracyGame([{ sideboard: ["Summoner's Bond", 'Backup Plan'] }, {}, {}], 1, 0);
    s = apply(s, { type: 'putConspiracy', player: 0, card: s.players[0]!.sideboard[0]! });
    const states = [s];
    s = apply(s, { type: 'nameCard', player: 0, names: ['Plains', 'Bronze Sable'] });
    s = apply(s, { type: 'putConspiracy', player: 0, card: s.players[0]!.sideboard[0]! });
    s = putConspiracies(s, {});
    states.push(s);
    s = keepAll(apply(s, { type: 'keepHand', player: 0, index: 1 }));
    states.push(s);
    for (const x of states) expect(deserialize(serialize(x))).toEqual(x);
    const bad = (f: (j: Record<string, any>) => void): string => {
      const j = JSON.parse(serialize(states[0]!));
      f(j);
      return JSON.stringify(j);
    };
    expect(() => deserialize(bad((j) => { j.conspiracyDraft.done = [true]; }))).toThrow(/conspiracyDraft.done/);
    expect(() => deserialize(bad((j) => { j.objects[j.command[0]].chosenNames = ['Not A Card']; }))).toThrow(/chosenNames/);
    expect(() => deserialize(bad((j) => { j.startOfGame = 'later'; }))).toThrow(/startOfGame/);
    expect(() => deserialize(bad((j) => { j.decision.kind = 'mulligan'; }))).toThrow();
    // Summoner's Bond has two names to be given (CR 702.106f), not one, nor three
    expect(() => deserialize(bad((j) => { j.conspiracyDraft.choosing.names = 1; }))).toThrow(/choosing.names/);
    expect(() => deserialize(bad((j) => { j.objects[j.command[0]].chosenNames = ['Plains']; }))).toThrow(/choosing.names/);
  });

  it('702.106f: a game saved by an earlier build halfway through a double agenda\'s names loads, and takes the name left in one action', () => {
    let s = conspiracyGame([{ sideboard: ["Summoner's Bond"] }, {}, {}], 1, 0);
    s = apply(s, { type: 'putConspiracy', player: 0, card: s.players[0]!.sideboard[0]! });
    // such a build asked the names one at a time: one chosen, one to go
    const j = JSON.parse(serialize(s)) as Record<string, any>;
    j.objects[j.command[0]].chosenNames = ['Plains'];
    j.conspiracyDraft.choosing.names = 1;
    const loaded = deserialize(JSON.stringify(j));
    expect(loaded.decision).toMatchObject({ kind: 'startOfGame', player: 0, prompt: 'name' });
    const listed = legalActions(loaded).map((a) => (a as { names: string[] }).names);
    expect(listed).toContainEqual(['Bronze Sable']);
    expect(listed).not.toContainEqual(['Plains']);
    expect(tryApply(loaded, { type: 'nameCard', player: 0, names: ['Plains'] })).toMatchObject({ ok: false, error: { code: 'illegal', rule: '702.106f' } });
    expect(tryApply(loaded, { type: 'nameCard', player: 0, names: ['Bronze Sable', 'Island'] })).toMatchObject({ ok: false, error: { code: 'illegal', rule: '702.106f' } });
    const named = apply(loaded, { type: 'nameCard', player: 0, names: ['Bronze Sable'] });
    expect(named.objects[named.command[0]!]!.chosenNames).toEqual(['Plains', 'Bronze Sable']);
    expect(logOf(named).at(-1)).toMatchObject({ type: 'chooseNames', rule: '702.106b', detail: 'Plains / Bronze Sable', visibleTo: [0] });
    expect(named.decision).toMatchObject({ prompt: 'conspiracies' });
  });
});

describe('a saved choice among opening hands (Backup Plan, CR 315.5a)', () => {
  it('keeps the hands the decision shows, reads a save from before the decision showed them, and refuses hands that are not the records\'', () => {
    const s = putConspiracies(conspiracyGame([{ sideboard: ['Backup Plan'] }, {}, {}]), { 0: [{ card: 'Backup Plan' }] });
    expect(s.decision).toMatchObject({ prompt: 'hand', hands: s.conspiracyDraft!.hands[0] });
    expect(deserialize(serialize(s))).toEqual(s);
    const saved = (f: (j: Record<string, any>) => void): string => {
      const j = JSON.parse(serialize(s));
      f(j);
      return JSON.stringify(j);
    };
    expect(deserialize(saved((j) => { delete j.decision.hands; }))).toEqual(s);
    expect(() => deserialize(saved((j) => { j.decision.hands = [...j.decision.hands].reverse(); }))).toThrow(/decision.hands/);
    expect(() => deserialize(saved((j) => { j.decision.prompt = 'conspiracies'; }))).toThrow(/decision.hands/);
  });
});

describe('leaving during the start of the game', () => {
  it('a player who concedes while choosing among opening hands leaves, and the others go on to the mulligans (CR 800.4a)', () => {
    let s = putConspiracies(conspiracyGame([{ sideboard: ['Backup Plan'] }, {}, {}]), { 0: [{ card: 'Backup Plan' }] });
    expect(s.decision).toMatchObject({ prompt: 'hand', player: 0 });
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.decision?.kind).toBe('mulligan');
    expect(deserialize(serialize(s))).toEqual(s);
  });

  it('a player who concedes while naming a card for hidden agenda leaves; the next player is asked', () => {
    let s = conspiracyGame([{ sideboard: ['Immediate Action'] }, {}, {}], 1, 0);
    s = apply(s, { type: 'putConspiracy', player: 0, card: s.players[0]!.sideboard[0]! });
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 1, prompt: 'conspiracies' });
    expect(deserialize(serialize(s))).toEqual(s);
  });
});
