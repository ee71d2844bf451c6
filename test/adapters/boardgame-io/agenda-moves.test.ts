/**
 * boardgame.io publishes every move to every client, its arguments redacted (CR 702.106b): so the
 * naming of a face-down conspiracy must be one move whatever its number of names, or the count of
 * moves would tell the other players a double agenda (702.106f) from a hidden agenda.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { randomDeck, type Action } from '../../../src/index.js';
import { ACT_MOVE, palianoGame, type PalianoDecksG, type PalianoG, type PalianoPlayerG, type PalianoSetupData } from '../../../src/adapters/boardgame-io/index.js';

/**
 * A 3-player conspiracy match where seat 0 brings `conspiracy`, played through the start of the game
 * by listed actions (put it, the first naming listed, finish): after each move, what seat 1's client
 * receives and how many moves boardgame.io's log holds.
 */
function observed(conspiracy: string): { received: unknown[]; moves: number } {
  const setupData: PalianoSetupData = { seed: 21, players: [0, 1, 2].map((i) => ({ name: `P${i}`, deck: randomDeck(30 + i), sideboard: i === 0 ? [conspiracy] : [] })) };
  const game = palianoGame('conspiracy') as Game<PalianoG | PalianoDecksG, Record<string, unknown>, PalianoSetupData>;
  const client = Client({ game: { ...game, setup: (context) => (game.setup as NonNullable<typeof game.setup>)(context, setupData) } as Game<PalianoG | PalianoDecksG>, numPlayers: 3 });
  client.start();
  const server = (): PalianoG => (client.store.getState() as { G: PalianoG }).G;
  const received: unknown[] = [];
  for (let i = 0; i < 20 && server().state.decision?.kind === 'startOfGame'; i++) {
    const seat = server().state.decision!.player;
    client.updatePlayerID(String(seat));
    const actions = (client.getState() as unknown as { G: PalianoPlayerG }).G.actions;
    const pick = (type: Action['type']) => actions.find((a) => a.type === type);
    client.moves[ACT_MOVE]?.(pick('putConspiracy') ?? pick('nameCard') ?? pick('finishConspiracies'));
    client.updatePlayerID('1');
    received.push((client.getState() as unknown as { G: PalianoPlayerG }).G);
  }
  expect(server().state.decision?.kind).toBe('mulligan');
  client.stop();
  return { received, moves: (client.log ?? []).filter((entry) => entry.action.type === 'MAKE_MOVE').length };
}

describe('paliano/boardgame.io: naming a face-down conspiracy', () => {
  it("702.106f: Summoner's Bond's two names are one move, as Immediate Action's one name is; another seat receives the same after each move", () => {
    const hidden = observed('Immediate Action');
    const double = observed("Summoner's Bond");
    // put, name, finish; the two other seats finish
    expect(double.moves).toBe(5);
    expect(double.moves).toBe(hidden.moves);
    expect(double.received).toEqual(hidden.received);
  });
});
