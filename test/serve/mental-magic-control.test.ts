/**
 * Async Mental Magic's control of the turn through the `paliano serve` protocol (AMM 7–9): the
 * methods `turnOver`, `peek`, `direct` and `specify` play the rules play by post offers, with the
 * variant's own functions; a refused one changes nothing; a peeked card is in its owner's view only;
 * the game's save and replay record keep them.
 */
import { describe, expect, it } from 'vitest';
import { ServeSession, parseReplay, replay, serialize, type GameView, type ServeReply } from '../../src/index.js';
import { ok, refused } from '../helpers/serve-replies.js';

function call(session: ServeSession, method: string, params: Record<string, unknown> = {}): ServeReply {
  return session.handle({ id: 1, method, params });
}

type Status = { currentPlayer: number; turn: number };

function setup(): { session: ServeSession; game: string; active: number; save: () => string; viewOf: (player: number | 'spectator') => GameView } {
  const session = new ServeSession();
  const game = ok<{ game: string }>(call(session, 'newGame', { options: { format: 'mental-magic', seed: 7, names: ['Ana', 'Ben'] } })).game;
  const active = ok<Status>(call(session, 'status', { game })).currentPlayer;
  return {
    session,
    game,
    active,
    save: () => ok<{ save: string }>(call(session, 'save', { game })).save,
    viewOf: (player) => ok<{ view: GameView }>(call(session, 'view', { game, player })).view,
  };
}

const mentalMagic = (v: GameView): { specs: Record<string, string[]>; directions: Record<string, string[]>; control: number; cards: Record<string, { owner: number }> } =>
  (v.formatData as { mentalMagic: never }).mentalMagic;

describe('serve: Async Mental Magic control of the turn (AMM 7–9)', () => {
  it('peek shows the top card of the library to its owner alone, and is refused to a player who does not hold control', () => {
    const { session, game, active, save, viewOf } = setup();
    const other = 1 - active;
    const before = save();
    expect(refused(call(session, 'peek', { game, player: other }))).toMatchObject({ code: 'illegal', rule: 'AMM 9' });
    expect(save()).toBe(before);
    const { top } = ok<{ top: { cardId: string; card: string } }>(call(session, 'peek', { game, player: active }));
    expect(top.cardId).toMatch(/^a\d+$/);
    expect(mentalMagic(viewOf(active)).cards[top.cardId]).toMatchObject({ owner: active });
    const peeks = (v: GameView) => v.log.filter((e) => e.type === 'peek');
    expect(peeks(viewOf(active))).toEqual([expect.objectContaining({ rule: 'AMM 9', player: active, card: top.card, detail: top.cardId })]);
    for (const viewer of [other, 'spectator'] as const) {
      expect(peeks(viewOf(viewer))).toHaveLength(1);
      expect(peeks(viewOf(viewer))[0]).not.toHaveProperty('card');
      expect(peeks(viewOf(viewer))[0]).not.toHaveProperty('detail');
    }
    // a save keeps what the owner knows
    const loaded = ok<{ game: string }>(call(session, 'load', { save: save() })).game;
    expect(ok<{ view: GameView }>(call(session, 'view', { game: loaded, player: active })).view.log.filter((e) => e.type === 'peek')).toEqual(peeks(viewOf(active)));
  });

  it('specify and direct set public specifications and directions; bad input is refused with a clear error and changes nothing', () => {
    const { session, game, active, save, viewOf } = setup();
    const other = 1 - active;
    const before = save();
    const bad: [string, Record<string, unknown>, string, RegExp][] = [
      ['specify', { player: active, card: 'Doomed Traveler', ability: 'triggered 1', categories: ['SOMETIMES'] }, 'malformed', /no category "SOMETIMES"/],
      ['specify', { player: active, card: 'Doomed Traveler', ability: 'activated 9', categories: ['SELF'] }, 'illegal', /has no ability "activated 9"/],
      ['specify', { player: active, card: 'Doomed Traveler', categories: ['SELF'] }, 'malformed', /names its card and its ability/],
      ['specify', { player: active, card: 'Doomed Traveler', ability: 'triggered 1', categories: ['SELF'], extra: 1 }, 'badRequest', /params.extra is no parameter of specify/],
      ['direct', { player: active, attacker: '__proto__', blockers: [] }, 'malformed', /card ID/],
      ['direct', { player: active, attacker: 'a999', blockers: [] }, 'illegal', /there is no card a999/],
      ['direct', { player: other, attacker: 'a000', blockers: [] }, 'illegal', /AMM 8f/],
      ['turnOver', { player: other }, 'illegal', /AMM 7: you do not hold control/],
      ['turnOver', { player: 5 }, 'badRequest', /no seat 5/],
    ];
    for (const [method, params, code, message] of bad) {
      const error = refused(call(session, method, { game, ...params }));
      expect(error.code, `${method} ${JSON.stringify(params)}`).toBe(code);
      expect(error.message).toMatch(message);
    }
    expect(save()).toBe(before);
    ok(call(session, 'specify', { game, player: other, card: 'Doomed Traveler', ability: 'triggered 1', categories: ['SELF', 'OTHER'] }));
    const [attacker, blocker] = Object.keys(mentalMagic(viewOf(active)).cards);
    ok(call(session, 'direct', { game, player: active, attacker, blockers: [blocker] }));
    // public (AMM 8g): every viewer sees them
    for (const viewer of [active, other, 'spectator'] as const) {
      expect(mentalMagic(viewOf(viewer)).specs).toEqual({ [`${other}|Doomed Traveler|triggered 1`]: ['SELF', 'OTHER'] });
      expect(mentalMagic(viewOf(viewer)).directions).toEqual({ [attacker as string]: [blocker] });
    }
  });

  it('turnOver ends the control of the turn, the game running on to the next decision a player controls; the replay record keeps every control action', () => {
    const { session, game, active, save } = setup();
    const before = ok<Status>(call(session, 'status', { game }));
    ok(call(session, 'peek', { game, player: active }));
    const after = ok<Status>(call(session, 'turnOver', { game, player: active }));
    expect(after.turn).toBeGreaterThan(before.turn);
    expect(after.currentPlayer).toBe(1 - active);
    const { replay: record } = ok<{ replay: never }>(call(session, 'replay', { game }));
    expect((record as { actions: unknown[] }).actions).toEqual([{ type: 'peek', player: active }, { type: 'turnOver', player: active }]);
    const states = [...replay(parseReplay(JSON.stringify(record)))];
    expect(serialize(states.at(-1)!)).toBe(save());
  });

  it('AMM 9: after a peek every method but turnOver that acts for the player is refused and changes nothing; the game saves and loads; turnOver goes on', () => {
    const { session, game, active, save } = setup();
    const other = 1 - active;
    const [first] = ok<{ actions: unknown[] }>(call(session, 'legalActions', { game })).actions;
    expect(first).toBeDefined();
    ok(call(session, 'peek', { game, player: active }));
    const peeked = save();
    // nothing is listed: listed = accepted
    expect(ok<{ count: number }>(call(session, 'legalActions', { game })).count).toBe(0);
    const refusals: [string, Record<string, unknown>][] = [
      ['apply', { action: first }],
      ['apply', { action: { type: 'pass', player: active } }],
      ['specify', { player: active, card: 'Doomed Traveler', ability: 'triggered 1', categories: ['SELF'] }],
      ['direct', { player: active, attacker: 'a100', blockers: [] }],
      ['peek', { player: active }],
      ['botAction', { bot: 'random', seed: 1 }],
    ];
    for (const [method, params] of refusals) {
      expect(refused(call(session, method, { game, ...params })), method).toMatchObject({ code: 'illegal', rule: 'AMM 9' });
    }
    expect(save()).toBe(peeked);
    // the other player's specifications are no part of the order: any seat, any time (AMM 8e)
    ok(call(session, 'specify', { game, player: other, card: 'Doomed Traveler', ability: 'triggered 1', categories: ['SELF'] }));
    // a saved game of a player who peeked loads, and holds them as it did
    const loaded = ok<{ game: string }>(call(session, 'load', { save: peeked })).game;
    expect(refused(call(session, 'apply', { game: loaded, action: { type: 'pass', player: active } }))).toMatchObject({ rule: 'AMM 9' });
    const after = ok<Status>(call(session, 'turnOver', { game: loaded, player: active }));
    expect(after.currentPlayer).toBe(other);
    expect(ok<{ count: number }>(call(session, 'legalActions', { game: loaded })).count).toBeGreaterThan(0);
  });

  it('specify, direct and turnOver answer the status alone: only peek shows the top card of the library (AMM 9)', () => {
    const { session, game, active, viewOf } = setup();
    const statusKeys = ['currentPlayer', 'isTerminal', 'decision', 'turn', 'step', 'result'].sort();
    const [attacker, blocker] = Object.keys(mentalMagic(viewOf(active)).cards);
    const answers = [
      call(session, 'specify', { game, player: active, card: 'Doomed Traveler', ability: 'triggered 1', categories: ['SELF'] }),
      call(session, 'direct', { game, player: active, attacker, blockers: [blocker] }),
      call(session, 'turnOver', { game, player: active }),
    ];
    for (const reply of answers) expect(Object.keys(ok(reply)).sort()).toEqual(statusKeys);
  });

  it('refuses the control methods for a game of another format', () => {
    const session = new ServeSession();
    const deck = Array.from({ length: 40 }, () => 'Forest');
    const game = ok<{ game: string }>(call(session, 'newGame', { options: { players: [{ deck }, { deck }], seed: 1 } })).game;
    const error = refused(call(session, 'turnOver', { game, player: 0 }));
    expect(error.code).toBe('badRequest');
    expect(error.message).toMatch(/action of Async Mental Magic/);
  });
});
