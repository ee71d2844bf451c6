/**
 * Games and records of the build that asked the players putting conspiracies at the start of the game
 * in seat order (11720b28 and before), where this build asks in turn order from the starting player
 * (CR 101.4, 101.4e, 103.2e, 905.4): the order decides which ids the conspiracies get, so a record of
 * such a build replays to the same game, asking in seat order, and a game it saved while it asked a
 * player whom turn order would not ask yet (one seated before the starting player) plays on in seat
 * order. Backup Plan's hand (CR 315.5a), which builds up to e51a545c asked in seat order, is kept alike
 * under the same flag. The fixtures were written by the builds named, 11720b28 and e51a545c, themselves.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, createGame, deserialize, logOf, serialize, type Action, type CreateGameOptions, type GameReplay, type ReadonlyGameState, RulesError } from '../../src/index.js';
import { deckOf } from '../cards/conspiracy-helpers.js';
import { replayed } from '../helpers/old-records.js';

const saved = (name: string): string => readFileSync(new URL(`../fixtures/saves-old-builds/${name}.json`, import.meta.url), 'utf8');
const recorded = (name: string): string => readFileSync(new URL(`../fixtures/records-old-builds/${name}.json`, import.meta.url), 'utf8');

/** The state as an earlier build saved it, without the field this build adds (`seatOrder`). */
function withoutSeatOrder(s: ReadonlyGameState): string {
  const j = JSON.parse(serialize(s)) as { conspiracyDraft?: { seatOrder?: true } };
  delete j.conspiracyDraft?.seatOrder;
  return JSON.stringify(j);
}

/** Answers every start-of-game decision by finishing, recording who was asked. */
function finishAll(state: ReadonlyGameState): { state: ReadonlyGameState; asked: number[] } {
  let s = state;
  const asked: number[] = [];
  while (s.decision?.kind === 'startOfGame' && s.decision.prompt === 'conspiracies') {
    asked.push(s.decision.player);
    s = apply(s, { type: 'finishConspiracies', player: s.decision.player });
  }
  return { state: s, asked };
}

describe('records of builds that asked the players putting conspiracies in seat order (CR 101.4e, 905.4)', () => {
  const record = JSON.parse(recorded('11720b28-conspiracy-seat-order.replay')) as GameReplay;

  it('11720b28, a four-player Conspiracy Draft game whose starting player is seat 2, recorded in seat order: replays to the same game, its conspiracies with the same ids and owners', () => {
    expect(record.options.startingPlayer).toBe(2);
    const start = record.actions.filter((a) => ['putConspiracy', 'chooseNumber', 'nameCard', 'finishConspiracies'].includes(a.type));
    expect(start.filter((a) => a.type === 'finishConspiracies').map((a) => a.player)).toEqual([0, 1, 2, 3]);
    const states = replayed(record);
    expect(states).toHaveLength(record.actions.length + 1);
    const end = states.at(-1)!;
    const old = deserialize(recorded('11720b28-conspiracy-seat-order.end'));
    expect(end.command).toEqual(old.command);
    expect(end.command.map((id) => end.objects[id]!.owner)).toEqual([1, 3]);
    expect(logOf(end)).toEqual(logOf(old));
    expect(withoutSeatOrder(end)).toBe(serialize(old));
    expect(end.conspiracyDraft?.seatOrder).toBe(true);
  });

  it('the same actions in this build\'s order (seat 2 first) give the conspiracies other ids: the order is what the upgrade keeps', () => {
    const s = createGame(record.options);
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 2 });
    expect(s.conspiracyDraft?.seatOrder).toBeUndefined();
    const byPlayer = (p: number): Action[] => record.actions.slice(0, 8).filter((a) => a.player === p);
    let now = s;
    for (const p of [2, 3, 0, 1]) for (const a of byPlayer(p)) now = apply(now, a);
    expect(now.command.map((id) => now.objects[id]!.owner)).toEqual([3, 1]);
    // and a record of this build replays in turn order, never switching to seat order
    const states = replayed({ ...record, actions: [2, 3, 0, 1].flatMap(byPlayer) });
    expect(serialize(states.at(-1)!)).toBe(serialize(now));
    expect(states.at(-1)!.conspiracyDraft?.seatOrder).toBeUndefined();
  });

  it('an action neither order asks still stops the replay at that action', () => {
    // seat 1 is asked neither first in seat order (seat 0) nor in turn order (seat 2)
    const bad = { ...record, actions: [record.actions[1]!, ...record.actions.slice(2)] };
    expect(bad.actions[0]).toMatchObject({ type: 'putConspiracy', player: 1 });
    expect(() => replayed(bad)).toThrow(RulesError);
    expect(() => replayed(bad)).toThrow(/action 0/);
  });

  it('315.2: a free-for-all recorded in seat order, by a build that asked every player or (still earlier) only those bringing a conspiracy, replays with the ids that build gave', () => {
    const options: CreateGameOptions = {
      format: 'free-for-all',
      seed: 4,
      startingPlayer: 2,
      players: [0, 1, 2, 3].map((i) => ({ name: `P${i}`, deck: deckOf(), sideboard: i === 0 ? ["Brago's Favor"] : i === 3 ? ['Immediate Action'] : [] })),
      settings: { autoPass: 'never', manaAbilities: 'actions' },
    };
    const s = createGame(options);
    const favor = s.players[0]!.sideboard[0]!;
    const action = s.players[3]!.sideboard[0]!;
    const first = s.objects.length;
    const put = (player: number, card: number, name: string): Action[] => [
      { type: 'putConspiracy', player, card }, { type: 'nameCard', player, names: [name] }, { type: 'finishConspiracies', player },
    ];
    const every = [...put(0, favor, 'Plains'), { type: 'finishConspiracies', player: 1 }, { type: 'finishConspiracies', player: 2 }, ...put(3, action, 'Island')] as Action[];
    const bringers = [...put(0, favor, 'Plains'), ...put(3, action, 'Island')];
    const ends = [every, bringers].map((actions) => replayed({ schema: 'paliano/replay', version: 1, options, actions }).at(-1)!);
    for (const end of ends) {
      // seat 0's Brago's Favor first, as seat order asked it
      expect(end.command).toEqual([first, first + 1]);
      expect(end.command.map((id) => end.objects[id]!.owner)).toEqual([0, 3]);
      expect(end.decision?.kind).toBe('mulligan');
    }
    expect(serialize(ends[1]!)).toBe(serialize(ends[0]!));
    // asked now, seat 3 (after the starting player 2) puts first
    let now = s;
    for (const a of [{ type: 'finishConspiracies', player: 2 } as Action, ...put(3, action, 'Island'), ...put(0, favor, 'Plains')]) now = apply(now, a);
    expect(now.command.map((id) => now.objects[id]!.owner)).toEqual([3, 0]);
  });
});

describe('games saved at the start by builds that asked in seat order (CR 101.4e, 905.4)', () => {
  it('11720b28, saved at seat 0\'s decision with seat 2 starting: the decision stays, and the game goes on in seat order, as the save\'s build would', () => {
    const s = deserialize(saved('11720b28-start-seat0'));
    expect(s.turn.active).toBe(2);
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 0, prompt: 'conspiracies' });
    expect(s.conspiracyDraft?.seatOrder).toBe(true);
    expect(deserialize(serialize(s))).toEqual(s);
    const { state, asked } = finishAll(s);
    expect(asked).toEqual([0, 1, 2, 3]);
    expect(state.decision?.kind).toBe('mulligan');
  });

  it('11720b28, saved while seat 0 names its double agenda: it names, then seats 1, 2 and 3 are asked', () => {
    let s = deserialize(saved('11720b28-start-seat0-naming'));
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 0, prompt: 'name' });
    s = apply(s, { type: 'nameCard', player: 0, names: ['Plains', 'Bronze Sable'] });
    const { state, asked } = finishAll(s);
    expect(asked).toEqual([0, 1, 2, 3]);
    expect(state.command.map((id) => state.objects[id]!.owner)).toEqual([0]);
  });

  it('a save whose decision is the one turn order asks (seat 2 starting, seats 0 and 1 done) stays in turn order, which asks the same players', () => {
    const j = JSON.parse(saved('11720b28-start-seat0')) as { decision: { player: number }; conspiracyDraft: { done: boolean[] } };
    j.conspiracyDraft.done = [true, true, false, false];
    j.decision.player = 2;
    const s = deserialize(JSON.stringify(j));
    expect(s.conspiracyDraft?.seatOrder).toBeUndefined();
    expect(finishAll(s).asked).toEqual([2, 3]);
  });

  it('a save with seatOrder other than true is refused', () => {
    const j = JSON.parse(serialize(deserialize(saved('11720b28-start-seat0')))) as { conspiracyDraft: { seatOrder: unknown } };
    j.conspiracyDraft.seatOrder = false;
    expect(() => deserialize(JSON.stringify(j))).toThrow(/conspiracyDraft.seatOrder/);
  });
});

/**
 * Backup Plan's hand (CR 315.5a) is asked alike in turn order from the starting player (101.4e); the
 * builds up to e51a545c asked it in seat order. The fixtures: a four-player Conspiracy Draft game,
 * seat 2 starting, Backup Plans at seats 0 and 3, played by 11720b28 (conspiracies and hands in seat
 * order) and by e51a545c (conspiracies in turn order, hands in seat order), and each build's save at
 * seat 0's hand.
 */
describe('Backup Plan\'s hand chosen in seat order by earlier builds (CR 101.4e, 315.5a)', () => {
  const keepHands = (actions: readonly Action[]): number[] => actions.filter((a) => a.type === 'keepHand').map((a) => a.player);

  for (const build of ['11720b28', 'e51a545c']) {
    it(`${build}: the record (seat 0 chose before seat 3) replays to the same game, asking the hands in seat order`, () => {
      const record = JSON.parse(recorded(`${build}-backup-plan-seat-order.replay`)) as GameReplay;
      expect(record.options.startingPlayer).toBe(2);
      expect(keepHands(record.actions)).toEqual([0, 3]);
      const states = replayed(record);
      expect(states).toHaveLength(record.actions.length + 1);
      const end = states.at(-1)!;
      const old = deserialize(recorded(`${build}-backup-plan-seat-order.end`));
      expect(logOf(end)).toEqual(logOf(old));
      expect(withoutSeatOrder(end)).toBe(withoutSeatOrder(old));
      expect(end.conspiracyDraft?.seatOrder).toBe(true);
      expect(logOf(end).filter((e) => e.type === 'keepHand').map((e) => e.player)).toEqual([0, 3]);
    });

    it(`${build}: saved at seat 0's hand with seat 2 starting, the decision stays and seat 3 chooses next, as the save's build would`, () => {
      let s = deserialize(saved(`${build}-backup-plan-hand-seat0`));
      expect(s.turn.active).toBe(2);
      expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 0, prompt: 'hand' });
      expect(s.conspiracyDraft?.seatOrder).toBe(true);
      expect(deserialize(serialize(s))).toEqual(s);
      s = apply(s, { type: 'keepHand', player: 0, index: 1 });
      expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 3, prompt: 'hand' });
      s = apply(s, { type: 'keepHand', player: 3, index: 0 });
      expect(s.decision).toMatchObject({ kind: 'mulligan', player: 2 });
      // the game the save's build went on to play: its record, replayed to the same point
      const record = JSON.parse(recorded(`${build}-backup-plan-seat-order.replay`)) as GameReplay;
      const after = replayed(record)[record.actions.findIndex((a) => a.type === 'keepHand') + 2]!;
      expect(serialize(s)).toBe(serialize(after));
    });
  }

  it('the same actions in this build\'s order (seat 3 first) shuffle the libraries otherwise: the order is what the upgrade keeps', () => {
    const record = JSON.parse(recorded('e51a545c-backup-plan-seat-order.replay')) as GameReplay;
    const start = record.actions.findIndex((a) => a.type === 'keepHand');
    const [first, second] = [record.actions[start]!, record.actions[start + 1]!];
    const inTurnOrder = [...record.actions.slice(0, start), second, first];
    const now = replayed({ ...record, actions: inTurnOrder }).at(-1)!;
    const old = replayed({ ...record, actions: record.actions.slice(0, start + 2) }).at(-1)!;
    expect(now.conspiracyDraft?.seatOrder).toBeUndefined();
    expect(old.conspiracyDraft?.seatOrder).toBe(true);
    expect(now.decision).toMatchObject({ kind: 'mulligan', player: 2 });
    expect(now.players.map((p) => p.hand)).toEqual(old.players.map((p) => p.hand));
    expect(now.players[0]!.library).not.toEqual(old.players[0]!.library);
  });

  it('a save whose hand decision is the one turn order asks (seat 3) stays in turn order', () => {
    const j = JSON.parse(saved('e51a545c-backup-plan-hand-seat0')) as { decision: { player: number; hands: number[][] }; conspiracyDraft: { hands: number[][][] } };
    j.decision.player = 3;
    j.decision.hands = j.conspiracyDraft.hands[3]!;
    let s = deserialize(JSON.stringify(j));
    expect(s.conspiracyDraft?.seatOrder).toBeUndefined();
    s = apply(s, { type: 'keepHand', player: 3, index: 0 });
    expect(s.decision).toMatchObject({ kind: 'startOfGame', player: 0, prompt: 'hand' });
  });

  it('a recorded keepHand of a player neither order asks first still stops the replay there', () => {
    const record = JSON.parse(recorded('e51a545c-backup-plan-seat-order.replay')) as GameReplay;
    const start = record.actions.findIndex((a) => a.type === 'keepHand');
    // seat 1 holds no Backup Plan: neither order asks them
    const bad = { ...record, actions: [...record.actions.slice(0, start), { type: 'keepHand', player: 1, index: 0 } as Action] };
    expect(() => replayed(bad)).toThrow(RulesError);
    expect(() => replayed(bad)).toThrow(new RegExp(`action ${start}`));
  });
});
