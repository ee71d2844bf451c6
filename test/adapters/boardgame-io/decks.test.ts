/**
 * Decks kept out of a match's setup data, in paliano/boardgame.io: setup data with seats without a
 * deck is accepted and still refused when malformed, with the engine's reason; the match waits for
 * those seats' decks, shows no deck to another seat, refuses a deck the engine refuses (with the
 * reason `deckSubmissionProblem` gives) and starts the engine's game once every seat has one.
 */
import { describe, expect, it, vi } from 'vitest';
import { castDraft, produce } from 'immer';
import type { Ctx, Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { createGame, randomDeck, type PlayerSetup } from '../../../src/index.js';
import {
  ACT_MOVE,
  deckSubmissionProblem,
  INVALID_MOVE,
  palianoGame,
  SUBMIT_DECK_MOVE,
  type PalianoDecksG,
  type PalianoDecksPlayerG,
  type PalianoG,
  type PalianoGameSetupData,
} from '../../../src/adapters/boardgame-io/index.js';
import { decidingSeats } from './harness.js';

const game = palianoGame('conspiracy');
const ctx = (numPlayers: number): Ctx => ({ numPlayers, playOrder: [], playOrderPos: 0, activePlayers: null, currentPlayer: '0', turn: 1, phase: 'default' });

/** What each of three seats brings: a deck of its own and a sideboard with a conspiracy. */
const decks: PlayerSetup[] = [0, 1, 2].map((i) => ({ deck: randomDeck(300 + i), sideboard: ['Immediate Action'] }));
/** Setup data with no deck: every seat submits its own. */
const hidden: PalianoGameSetupData = { players: [{ name: 'Ana' }, { name: 'Ben' }, {}], seed: 11, settings: { startingLife: 5 } };

/** A local boardgame.io client (the reducer, flow and immer a server runs) of `game` whose match starts from `setupData`. */
function localClient(setupData: PalianoGameSetupData) {
  const withData: Game<PalianoG | PalianoDecksG> = { ...game, setup: (context) => (game.setup as NonNullable<typeof game.setup>)(context, setupData) };
  const client = Client({ game: withData, numPlayers: 3 });
  client.start();
  return client;
}
const serverG = (client: ReturnType<typeof localClient>): PalianoG | PalianoDecksG => (client.store.getState() as { G: PalianoG | PalianoDecksG }).G;

describe('setup data with seats that submit their decks', () => {
  it('is accepted without decks, or with some seats given theirs', () => {
    expect(game.validateSetupData?.(hidden, 3)).toBeUndefined();
    expect(game.validateSetupData?.({ players: [{ name: 'Ana', ...(decks[0] as PlayerSetup) }, {}, {}] }, 3)).toBeUndefined();
    expect(palianoGame('two-player').validateSetupData?.({ players: [{}, {}] }, 2)).toBeUndefined();
    expect(palianoGame('magic-tech').validateSetupData?.({ players: [{}, {}] }, 2)).toBeUndefined();
  });

  it("is still refused when malformed, with the engine's reason", () => {
    expect(game.validateSetupData?.({ ...hidden, settings: { turnLimit: -1 } }, 3)).toMatch(/settings.turnLimit/);
    expect(game.validateSetupData?.({ players: [{}, { name: 7 }, {}] } as never, 3)).toMatch(/player 1: a name must be text/);
    expect(game.validateSetupData?.({ players: [{}, {}] }, 3)).toMatch(/2 seats; the match has 3/);
    expect(game.validateSetupData?.({ players: [{}, {}, 'Cy'] } as never, 3)).toMatch(/player 2 must be an object/);
    expect(palianoGame('two-player').validateSetupData?.({ players: [{}, {}, {}] }, 3)).toMatch(/2 to 2 players, not 3/);
    // a public deck beside the seats without one is still checked
    expect(game.validateSetupData?.({ players: [{}, { deck: ['Nonexistent Card'] }, {}] }, 3)).toMatch(/player 1: the engine does not implement "Nonexistent Card"/);
    // a sideboard (the conspiracies drafted) goes with the deck: never public when the deck is not
    expect(game.validateSetupData?.({ players: [{}, { sideboard: ['Immediate Action'] }, {}] } as never, 3)).toMatch(/players\[1\] has no deck but a sideboard/);
  });

  it("gives setup data with no list of players, met without the lobby's check, the engine's reason in setup", () => {
    const setup = game.setup as NonNullable<typeof game.setup>;
    for (const players of [undefined, 'Ana, Ben']) {
      expect(() => setup({ ctx: ctx(3) } as never, { players, seed: 1 } as never)).toThrow(/createGame needs \{ players: \[\.\.\.\], seed \}/);
    }
  });
});

describe('deckSubmissionProblem', () => {
  it("is the engine's reason a deck is refused, naming the seat that submits it", () => {
    const short = { deck: (decks[2] as PlayerSetup).deck.slice(0, 30) };
    expect(deckSubmissionProblem('conspiracy', hidden, 2, short)).toMatch(/^player 2: a Conspiracy Draft deck has at least 40 cards; this one has 30/);
    expect(deckSubmissionProblem('conspiracy', hidden, 1, { deck: ['Nonexistent Card'] })).toMatch(/^player 1: the engine does not implement "Nonexistent Card"/);
    expect(deckSubmissionProblem('conspiracy', hidden, 1, { deck: [...(decks[1] as PlayerSetup).deck, 'Immediate Action'] })).toMatch(/^player 1: Immediate Action is a conspiracy card/);
    expect(deckSubmissionProblem('conspiracy', hidden, 2, { deck: 'Plains' })).toMatch(/^player 2: deck must be a list/);
    expect(deckSubmissionProblem('conspiracy', hidden, 1, { ...decks[1], draft: { seat: -1 } })).toMatch(/^player 1: draft.seat/);
    expect(deckSubmissionProblem('conspiracy', hidden, 1, { ...decks[1], name: 'Mallory' })).toMatch(/with no "name"/);
    expect(deckSubmissionProblem('conspiracy', hidden, 1, [decks[1]])).toMatch(/an object/);
    expect(deckSubmissionProblem('conspiracy', { players: [decks[0] as PlayerSetup, {}, {}] }, 0, decks[0])).toMatch(/seat 0 submits no deck/);
    for (const seat of [0, 1, 2]) expect(deckSubmissionProblem('conspiracy', hidden, seat, decks[seat])).toBeUndefined();
  });
});

describe('a match whose seats submit their decks', () => {
  it('holds no deck and no game until every seat has submitted; the seats still to submit are the active players', () => {
    const client = localClient(hidden);
    expect(serverG(client)).toEqual({ setup: hidden, decks: [null, null, null] });
    expect(Object.keys(client.getState()?.ctx.activePlayers ?? {})).toEqual(['0', '1', '2']);
    client.updatePlayerID('1');
    client.moves[SUBMIT_DECK_MOVE]?.(decks[1]);
    expect(serverG(client)).toEqual({ setup: hidden, decks: [null, decks[1], null] });
    expect(Object.keys(client.getState()?.ctx.activePlayers ?? {})).toEqual(['0', '2']);
    // each seat sees whom the match waits for and its own deck only
    const views = ['0', '1', null].map((playerID) => game.playerView?.({ G: serverG(client), ctx: ctx(3), playerID }) as PalianoDecksPlayerG);
    expect(views).toEqual([
      { waitingFor: [0, 2], deck: null, actions: [] },
      { waitingFor: [0, 2], deck: decks[1], actions: [] },
      { waitingFor: [0, 2], deck: null, actions: [] },
    ]);
    expect(game.ai?.enumerate(serverG(client), ctx(3), '0')).toEqual([]);
  });

  it("starts the engine's game with the submitted decks when the last seat submits", () => {
    const client = localClient(hidden);
    for (const seat of [2, 0, 1]) {
      client.updatePlayerID(String(seat));
      client.moves[SUBMIT_DECK_MOVE]?.(decks[seat]);
    }
    const G = serverG(client) as PalianoG;
    expect(G.logBefore).toBe(0);
    const players = (hidden.players as { name?: string }[]).map((p, i) => ({ ...p, ...decks[i] }) as PlayerSetup);
    expect(G.state).toEqual(createGame({ ...hidden, format: 'conspiracy', players, seed: 11 }));
    expect(decidingSeats(client.getState()?.ctx.activePlayers)).toEqual([String(G.state.decision?.player)]);
  });

  it('refuses a bad deck, a second deck and an engine action before the game begins, changing nothing', () => {
    const client = localClient(hidden);
    client.updatePlayerID('0');
    client.moves[SUBMIT_DECK_MOVE]?.(decks[0]);
    const before = serverG(client);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusals = (): number => errors.mock.calls.filter((c) => String(c[1]).startsWith('invalid move:')).length;
    client.updatePlayerID('2');
    for (const bad of [{ deck: ['Nonexistent Card'] }, { deck: (decks[2] as PlayerSetup).deck.slice(0, 39) }, { ...decks[2], name: 'Mallory' }, 'Plains', null]) {
      client.moves[SUBMIT_DECK_MOVE]?.(bad);
      expect(serverG(client)).toBe(before);
    }
    client.moves[ACT_MOVE]?.({ type: 'keep', player: 2 });
    expect(serverG(client)).toBe(before);
    expect(refusals()).toBe(6);
    errors.mockRestore();
    // seat 0, which has submitted, is no longer active: boardgame.io refuses its second deck before the move runs
    const move = (game.moves?.[SUBMIT_DECK_MOVE] as { move: (...a: unknown[]) => unknown }).move;
    const events = { setActivePlayers: () => { throw new Error('a refused move sets no active players'); } };
    expect(move({ G: before, playerID: '0', events }, decks[1])).toBe(INVALID_MOVE);
    expect(move({ G: before, playerID: 'spectator', events }, decks[1])).toBe(INVALID_MOVE);
    // and on immer's draft of G, as boardgame.io runs it, a good deck is taken without changing G
    let active: string[] = [];
    const after = produce(before, (draft) => castDraft(move({ G: draft, playerID: '2', events: { setActivePlayers: (ids: string[]) => { active = ids; } } }, decks[2]) as PalianoDecksG));
    expect(after).toEqual({ setup: hidden, decks: [decks[0], null, decks[2]] });
    expect(active).toEqual(['1']);
    expect(before).toEqual({ setup: hidden, decks: [decks[0], null, null] });
  });

  it('starts a match an earlier build created with fields createGame then ignored, ignoring them again; the lobby refuses such setup data now', () => {
    const sloppy = { ...hidden, autopass: 'never', settings: { startingLife: 5, autopass: 'never' } } as unknown as PalianoGameSetupData;
    expect(game.validateSetupData?.(sloppy, 3)).toMatch(/has no field "autopass"/);
    const move = (game.moves?.[SUBMIT_DECK_MOVE] as { move: (...a: unknown[]) => unknown }).move;
    const G: PalianoDecksG = { setup: sloppy, decks: [decks[0]!, decks[1]!, null] };
    const started = move({ G, playerID: '2', events: { setActivePlayers: () => {} } }, decks[2]) as PalianoG;
    expect(started).not.toBe(INVALID_MOVE);
    expect(started.state.players.map((p) => p.life)).toEqual([5, 5, 5]);
  });

  it('starts at once, as before, when every seat has its deck in the setup data, and takes no deck then', () => {
    const setupData = { ...hidden, players: hidden.players.map((p, i) => ({ ...p, ...decks[i] }) as PlayerSetup) };
    const client = localClient(setupData);
    const G = serverG(client) as PalianoG;
    expect(G.state).toEqual(createGame({ ...setupData, format: 'conspiracy', seed: 11 }));
    const move = (game.moves?.[SUBMIT_DECK_MOVE] as { move: (...a: unknown[]) => unknown }).move;
    expect(move({ G, playerID: String(G.state.decision?.player), events: {} }, decks[0])).toBe(INVALID_MOVE);
  });
});
