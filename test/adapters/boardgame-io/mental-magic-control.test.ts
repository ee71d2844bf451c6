/**
 * paliano/boardgame.io's moves for Async Mental Magic's control of the turn (AMM 7–9), in
 * boardgame.io's own in-process client: `turnOver`, `peek`, `direct` and `specify` perform the
 * variant's own functions for the moving seat; a refused one returns INVALID_MOVE and changes
 * nothing; a peeked card is in its owner's view only, also from a stored `G` read again as JSON.
 */
import { describe, expect, it, vi } from 'vitest';
import type { Ctx, Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { createMentalMagicGame, direct, peek, specify, turnOver, view, type GameView } from '../../../src/index.js';
import { palianoGame, type PalianoDecksG, type PalianoG, type PalianoPlayerG, type PalianoSetupData } from '../../../src/adapters/boardgame-io/index.js';
import { decidingSeats } from './harness.js';

function localClient(game: Game<PalianoG | PalianoDecksG, Record<string, unknown>, PalianoSetupData>, numPlayers: number, setupData: PalianoSetupData) {
  const withData: Game<PalianoG | PalianoDecksG> = { ...game, setup: (context) => (game.setup as NonNullable<typeof game.setup>)(context, setupData) };
  const client = Client({ game: withData, numPlayers });
  client.start();
  return client;
}

type LocalClient = ReturnType<typeof localClient>;
const serverG = (client: LocalClient): PalianoG => (client.store.getState() as { G: PalianoG }).G;
const ctxOf = (client: LocalClient): Ctx => (client.store.getState() as { ctx: Ctx }).ctx;
const peeks = (v: GameView) => v.log.filter((e) => e.type === 'peek');
const mentalMagic = (v: GameView) => (v.formatData as { mentalMagic: { specs: Record<string, string[]>; directions: Record<string, string[]>; cards: Record<string, unknown> } }).mentalMagic;

describe('paliano/boardgame.io: Async Mental Magic control moves (AMM 7–9)', () => {
  const game = palianoGame('mental-magic');
  const setupData = { seed: 11, startingPlayer: 0 } as const;
  const playerView = (G: PalianoG, ctx: Ctx, seat: string | null): PalianoPlayerG => game.playerView?.({ G, ctx, playerID: seat }) as PalianoPlayerG;

  it('specify takes an untilTurn (AMM 8e): the specification lasts through that turn, as the variant\'s own specify makes it; one no turn to come is INVALID_MOVE', () => {
    const client = localClient(game, 2, setupData);
    const start = createMentalMagicGame(setupData);
    client.updatePlayerID('0');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    client.moves.specify?.('Doomed Traveler', 'triggered 1', ['SELF'], 0);
    expect(serverG(client).state).toEqual(start);
    error.mockRestore();
    const turn = start.turn.number;
    client.moves.specify?.('Doomed Traveler', 'triggered 1', ['SELF'], turn);
    const specified = specify(start, 0, 'Doomed Traveler', 'triggered 1', ['SELF'], turn);
    expect(serverG(client).state).toEqual(specified);
    expect(serverG(client).state).not.toEqual(specify(start, 0, 'Doomed Traveler', 'triggered 1', ['SELF']));
  });

  it('specify, direct, peek and turnOver, in the order of AMM 9, perform the rules for the moving seat; a peeked card is in its owner\'s view only', () => {
    const client = localClient(game, 2, setupData);
    const start = createMentalMagicGame(setupData);
    expect(serverG(client).state).toEqual(start);
    client.updatePlayerID('0');

    client.moves.specify?.('Doomed Traveler', 'triggered 1', ['SELF']);
    const specified = specify(start, 0, 'Doomed Traveler', 'triggered 1', ['SELF']);
    expect(serverG(client).state).toEqual(specified);
    const [attacker, blocker] = Object.keys(mentalMagic(view(specified, 0)).cards) as [string, string];
    client.moves.direct?.(attacker, [blocker]);
    const directed = direct(specified, 0, attacker, [blocker]);
    expect(serverG(client).state).toEqual(directed);
    // public (AMM 8g)
    expect(mentalMagic(playerView(serverG(client), ctxOf(client), '1').view).specs).toEqual({ '0|Doomed Traveler|triggered 1': ['SELF'] });
    expect(mentalMagic(playerView(serverG(client), ctxOf(client), null).view).directions).toEqual({ [attacker]: [blocker] });

    // AMM 9: the peek comes after specifications and directions, the last thing before turnOver
    client.moves.peek?.();
    const peeked = peek(directed, 0).state;
    expect(serverG(client).state).toEqual(peeked);
    const [event] = peeks(playerView(serverG(client), ctxOf(client), '0').view);
    expect(event).toMatchObject({ rule: 'AMM 9', player: 0, card: expect.stringMatching(/\S/), detail: expect.stringMatching(/^a1\d+$/) });
    for (const other of ['1', null]) {
      const [hidden] = peeks(playerView(serverG(client), ctxOf(client), other).view);
      expect(hidden).toBeDefined();
      expect(hidden).not.toHaveProperty('card');
      expect(hidden).not.toHaveProperty('detail');
    }
    // a stored G, read again as JSON (a reconnecting client's), shows the same
    const stored = JSON.parse(JSON.stringify(serverG(client))) as PalianoG;
    for (const seat of ['0', '1', null]) expect(playerView(stored, ctxOf(client), seat)).toEqual(playerView(serverG(client), ctxOf(client), seat));

    client.moves.turnOver?.();
    const over = turnOver(peeked, 0);
    expect(serverG(client).state).toEqual(over);
    expect(over.turn.number).toBeGreaterThan(start.turn.number);
    expect(decidingSeats(ctxOf(client).activePlayers)).toEqual([String(over.decision!.player)]);
    expect(over.decision!.player).toBe(1);
  });

  it('AMM 9: after a peek every move of the seat but turnOver is INVALID_MOVE and changes nothing, and ai.enumerate offers turnOver alone', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = localClient(game, 2, setupData);
    client.updatePlayerID('0');
    const start = serverG(client).state;
    const enumerate = (G: PalianoG | PalianoPlayerG) => game.ai!.enumerate(G as PalianoG, ctxOf(client), '0');
    // before the peek the bot's moves are the acts of the legal actions
    expect(enumerate(serverG(client)).length).toBeGreaterThan(1);
    expect(enumerate(serverG(client)).every((m) => 'move' in m && m.move === 'act')).toBe(true);
    client.moves.peek?.();
    const peeked = serverG(client);
    expect(peeked.state).toEqual(peek(start, 0).state);
    const [attacker, blocker] = Object.keys(mentalMagic(view(start, 0)).cards) as [string, string];
    client.moves.act?.({ type: 'pass', player: 0 });
    client.moves.specify?.('Doomed Traveler', 'triggered 1', ['SELF']);
    client.moves.direct?.(attacker, [blocker]);
    client.moves.peek?.();
    expect(serverG(client)).toBe(peeked);
    expect(error.mock.calls.filter((c) => /^invalid move: (act|peek|direct|specify)/.test(String(c[1]))).length).toBe(4);
    error.mockRestore();
    // a bot (boardgame.io's, through ai.enumerate) is never left without a move: from the server's G and from the client's
    expect(enumerate(peeked)).toEqual([{ move: 'turnOver', args: [] }]);
    expect(enumerate(playerView(peeked, ctxOf(client), '0'))).toEqual([{ move: 'turnOver', args: [] }]);
    client.moves.turnOver?.();
    expect(serverG(client).state).toEqual(turnOver(peeked.state, 0));
  });

  it('refuses bad moves with INVALID_MOVE and changes nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = localClient(game, 2, setupData);
    client.updatePlayerID('0');
    const before = serverG(client);
    client.moves.peek?.('extra');
    client.moves.direct?.('__proto__', []);
    client.moves.direct?.('a999', []);
    client.moves.direct?.('a100');
    client.moves.specify?.('Doomed Traveler', 'triggered 1', ['SOMETIMES']);
    client.moves.specify?.('Doomed Traveler', 'activated 9', ['SELF']);
    client.moves.specify?.('Doomed Traveler');
    expect(serverG(client)).toBe(before);
    // boardgame.io's reducer met INVALID_MOVE each time
    expect(error.mock.calls.filter((c) => /^invalid move: (peek|direct|specify)/.test(String(c[1]))).length).toBe(7);
    error.mockRestore();
  });

  it('has no control moves in a game of another format', () => {
    expect(Object.keys(palianoGame('two-player').moves ?? {})).not.toContain('turnOver');
    expect(Object.keys(game.moves ?? {})).toEqual(expect.arrayContaining(['turnOver', 'peek', 'direct', 'specify']));
  });
});
