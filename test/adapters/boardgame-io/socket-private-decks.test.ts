/**
 * A Conspiracy game over boardgame.io's own Server, socket transport and clients whose match was
 * created without decks: each client submits its own deck (`submitDeck`) and the game is played to
 * its end. No message a client receives over its socket — the initial state, every update and its
 * log, the match data — nor the lobby's match data holds another seat's card before the game makes
 * it public to that client; a bad deck changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { LobbyAPI, State } from 'boardgame.io';
import { randomDeck, view, type Action, type PlayerSetup, type ReadonlyGameState } from '../../../src/index.js';
import {
  deckSubmissionProblem,
  palianoGame,
  SUBMIT_DECK_MOVE,
  type PalianoDecksG,
  type PalianoDecksPlayerG,
  type PalianoG,
  type PalianoGameSetupData,
  type PalianoPlayerG,
} from '../../../src/adapters/boardgame-io/index.js';
import { connectSeats, gameOver, PATIENCE, startServer, until, watchServerErrors, type Seat, type SocketMessage, type TestServer } from './harness.js';
import { leaked } from './hidden.js';

const game = palianoGame('conspiracy');
const SEATS = 3;

/** What each seat submits: a deck of its own and a conspiracy of its own in its sideboard. */
const decks: PlayerSetup[] = [["Brago's Favor"], ['Immediate Action'], ['Double Stroke']].map((sideboard, i) => ({ deck: randomDeck(600 + i), sideboard }));
/** The setup data the lobby shows: names and settings, no deck and no seed. */
const setupData: PalianoGameSetupData = { players: [{ name: 'Ana' }, { name: 'Ben' }, { name: 'Cy' }], settings: { startingLife: 5 } };

/** The card names of seat `seat`'s submission. */
const namesOf = (seat: number): string[] => [...(decks[seat]?.deck ?? []), ...(decks[seat]?.sideboard ?? [])];
/** The card names of every submission. */
const everyName = new Set([0, 1, 2].flatMap(namesOf));

/**
 * The names of other seats' cards that `viewer` (a seat, or null for a spectator) may not see in
 * the server's `G`, less those of its own submission, which it knows. Before the game begins, every
 * card of the other seats' submissions. Once it has begun, the names of the other players' cards in
 * their hands, libraries and sideboards, of their face-down conspiracies in the command zone and the
 * names chosen for them in secret, less the names the engine's view for the viewer shows (a card
 * put into play, revealed or face-up is public, CR 400.2).
 */
function secretNames(G: PalianoG | PalianoDecksG, viewer: number | null): Set<string> {
  const known = new Set(viewer === null ? [] : namesOf(viewer));
  const names = new Set<string>();
  if ('decks' in G) {
    for (let seat = 0; seat < SEATS; seat++) if (seat !== viewer) for (const name of namesOf(seat)) names.add(name);
  } else {
    const state: ReadonlyGameState = G.state;
    for (const object of state.objects) {
      if (!object || object.owner === viewer) continue;
      const hiddenZone = object.zone === 'hand' || object.zone === 'library' || object.zone === 'sideboard' || (object.zone === 'command' && object.faceDown);
      if (!hiddenZone) continue;
      names.add(object.card);
      if (object.faceDown) for (const name of object.chosenNames ?? []) names.add(name);
    }
    const visible = JSON.stringify(view(state, viewer ?? 'spectator'));
    for (const name of [...names]) if (visible.includes(JSON.stringify(name))) names.delete(name);
  }
  for (const name of known) names.delete(name);
  return names;
}

/** The state id a socket message carries the state of, or null for a message of no state (match data, chat). */
function stateIdOf(message: SocketMessage): number | null {
  const [, second, third] = message.args as [unknown, { _stateID?: number; state?: { _stateID: number } }, number];
  if (message.event === 'sync') return second.state?._stateID ?? null;
  if (message.event === 'update') return second._stateID ?? null;
  if (message.event === 'patch') return third;
  return null;
}

/** A bot that prefers progress among the actions its client received: anything but passing or conceding, else the first. */
function progressBot(_playerID: string, state: State): unknown {
  const actions = ((state.G as Partial<PalianoPlayerG>).actions ?? []) as readonly Action[];
  if (actions.length === 0) return null;
  return actions.find((a) => a.type !== 'pass' && a.type !== 'concede') ?? actions[0];
}

let server: TestServer;
let quiet: MockInstance<typeof console.log>;
beforeAll(async () => {
  quiet = vi.spyOn(console, 'log').mockImplementation(() => undefined); // boardgame.io's INFO lines
  server = await startServer([game]);
});
afterAll(() => {
  server.stop();
  quiet.mockRestore();
});

/** The server's `G` at a state id of the match: the initial one, or the one stored after a move. */
function serverG(matchID: string, stateID: number): PalianoG | PalianoDecksG {
  const state = stateID === 0 ? server.initial(matchID) : server.stored.get(stateID);
  if (!state) throw new Error(`the server stored no state ${stateID}`);
  return state.G as PalianoG | PalianoDecksG;
}

describe('a Conspiracy match created without decks, over boardgame.io sockets', () => {
  let seats: Seat[];
  let matchID: string;
  let lobbyAnswers: { match: LobbyAPI.Match; list: LobbyAPI.MatchList };
  let refusals: string[];

  beforeAll(async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      ({ matchID } = await server.lobby.createMatch(game.name as string, { numPlayers: SEATS, setupData }));
      seats = await connectSeats(server, game, matchID, SEATS, progressBot);
      lobbyAnswers = { match: await server.lobby.getMatch(game.name as string, matchID), list: await server.lobby.listMatches(game.name as string) };
      // every seat submits at once, each from the state it holds
      for (const seat of seats.slice(0, SEATS)) setImmediate(() => seat.client.moves[SUBMIT_DECK_MOVE]?.(decks[Number(seat.playerID)]));
      await gameOver(seats, 120_000);
    } finally {
      refusals = errors.mock.calls.map((c) => c.join(' '));
      errors.mockRestore();
    }
  }, 150_000);

  afterAll(() => {
    for (const seat of seats) seat.client.stop();
  });

  it("keeps every deck out of the lobby's match data", () => {
    expect(lobbyAnswers.match.setupData).toEqual(setupData);
    expect(lobbyAnswers.list.matches.map((m) => m.matchID)).toContain(matchID);
    expect(leaked(everyName, lobbyAnswers)).toEqual([]);
  });

  it('starts the game with the decks the seats submitted, each seat submitting from the state it held: none refused', () => {
    expect(refusals).toEqual([]);
    const started = [...server.stored.values()].map((s) => s.G as PalianoG | PalianoDecksG).find((G): G is PalianoG => 'state' in G);
    if (!started) throw new Error('the game never began');
    for (let seat = 0; seat < SEATS; seat++) {
      const cards = started.state.objects.filter((o) => o?.owner === seat && o.kind === 'card').map((o) => o?.card);
      expect(cards.sort()).toEqual(namesOf(seat).sort());
      expect(started.state.players[seat]?.name).toBe(setupData.players[seat]?.name);
    }
    // no seed was given: the server drew a 128-bit one
    expect(setupData.seed).toBeUndefined();
  });

  it('is played to its end: the game over of every client is the engine result', () => {
    const final = server.current(matchID) as State<PalianoG>;
    const result = final.G.state.result;
    expect(result).not.toBeNull();
    for (const seat of seats) expect(seat.received.at(-1)?.state.ctx.gameover).toEqual(final.ctx.gameover);
    expect(final.G.state.log.flat().some((e) => e.rule.startsWith('702.106'))).toBe(true);
  });

  it('makes the seats still to submit the active players, and shows each seat only its own deck, until the game begins', () => {
    const pending = [server.initial(matchID), ...[...server.stored.values()]].filter((s) => 'decks' in s.G);
    expect(pending.map((s) => Object.keys(s.ctx.activePlayers ?? {}).length)).toEqual([3, 2, 1]);
    for (const s of pending) {
      const G = s.G as PalianoDecksG;
      expect(Object.keys(s.ctx.activePlayers ?? {})).toEqual([0, 1, 2].filter((seat) => G.decks[seat] === null).map(String));
    }
    for (const seat of seats) {
      const before = seat.received.map((r) => r.state.G).filter((G): G is PalianoDecksPlayerG => 'waitingFor' in G);
      expect(before.length).toBeGreaterThan(0);
      for (const G of before) {
        expect(G.actions).toEqual([]);
        if (G.deck !== null) expect(G.deck).toEqual(decks[Number(seat.playerID)]);
      }
    }
  });

  it('never sends a client a card of another seat before the game makes it public to that client: not in the initial state, an update, a log or the match data', () => {
    let checked = 0;
    for (const seat of seats) {
      const viewer = seat.playerID === null ? null : Number(seat.playerID);
      expect(seat.messages.some((m) => m.event === 'sync')).toBe(true);
      for (const message of seat.messages) {
        const stateID = stateIdOf(message);
        const secret = secretNames(serverG(matchID, stateID ?? 0), viewer);
        if (secret.size > 0) checked++;
        expect(leaked(secret, message), `${message.event} to seat ${seat.playerID}`).toEqual([]);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("hides each seat's deck submission from the other clients' boardgame.io log", () => {
    for (const seat of seats) {
      const submissions = (seat.client.log ?? []).filter((e) => e.action.type === 'MAKE_MOVE' && e.action.payload.type === SUBMIT_DECK_MOVE);
      expect(submissions.length).toBe(SEATS);
      for (const entry of submissions) {
        const own = entry.action.payload.playerID === seat.playerID;
        expect(entry.action.payload.args).toEqual(own ? [decks[Number(seat.playerID)]] : null);
      }
    }
  });
});

describe('a client that submits a bad deck over the socket', () => {
  it('is refused with INVALID_MOVE, nothing changes and no other client receives it; good decks then start the game', async () => {
    const { matchID } = await server.lobby.createMatch(game.name as string, { numPlayers: SEATS, setupData: { ...setupData, seed: 9 } });
    const seats = await connectSeats(server, game, matchID, SEATS, () => null);
    try {
      const [ana, ben, cy] = seats as [Seat, Seat, Seat];
      ana.client.moves[SUBMIT_DECK_MOVE]?.(decks[0]);
      await until(() => server.current(matchID)._stateID === 1, PATIENCE, "Ana's deck to be taken");
      const snapshot = (): unknown => {
        const { G, ctx, _stateID } = server.current(matchID);
        return structuredClone({ G, ctx, _stateID });
      };
      const before = snapshot();
      const errors = watchServerErrors();
      // each refusal is awaited as the server logs it, however long a loaded machine takes
      const refused = async (send: () => void, message: string): Promise<void> => {
        const logged = errors.next(message);
        send();
        await logged;
        expect(snapshot()).toEqual(before);
      };
      const cyDeck = (decks[2] as PlayerSetup).deck;
      const short = { deck: cyDeck.slice(0, 39), sideboard: ['Double Stroke'] };
      // a client learns why from the same check the server runs
      expect(deckSubmissionProblem('conspiracy', setupData, 2, short)).toMatch(/^player 2: a Conspiracy Draft deck has at least 40 cards; this one has 39/);
      await refused(() => cy.client.moves[SUBMIT_DECK_MOVE]?.(short), 'invalid move: submitDeck');
      await refused(() => cy.client.moves[SUBMIT_DECK_MOVE]?.({ deck: [...cyDeck, 'Double Stroke'] }), 'invalid move: submitDeck');
      await refused(() => cy.client.moves[SUBMIT_DECK_MOVE]?.({ deck: [...cyDeck.slice(1), 'Nonexistent Card'] }), 'invalid move: submitDeck');
      await refused(() => cy.client.moves[SUBMIT_DECK_MOVE]?.({ ...decks[2], name: 'Mallory' }), 'invalid move: submitDeck');
      await refused(() => cy.client.moves[SUBMIT_DECK_MOVE]?.('Plains'), 'invalid move: submitDeck');
      // an engine action before the game begins, and a second deck from a seat that has one
      await refused(() => cy.client.moves.act?.({ type: 'keep', player: 2 }), 'invalid move: act');
      await refused(() => ana.client.moves[SUBMIT_DECK_MOVE]?.(decks[1]), 'player not active');
      errors.restore();
      // the refused decks reached no other client
      const cyOnly = new Set(namesOf(2).filter((name) => !namesOf(0).includes(name) && !namesOf(1).includes(name)));
      expect(cyOnly.size).toBeGreaterThan(5);
      for (const seat of [ana, ben, seats[3] as Seat]) expect(leaked(cyOnly, seat.messages)).toEqual([]);
      // good decks start the game
      cy.client.moves[SUBMIT_DECK_MOVE]?.(decks[2]);
      ben.client.moves[SUBMIT_DECK_MOVE]?.(decks[1]);
      await until(() => 'state' in server.current(matchID).G, PATIENCE, 'the game to begin');
      await until(() => seats.every((seat) => 'view' in (seat.received.at(-1)?.state.G ?? {})), PATIENCE, 'every client to receive its view of the game');
    } finally {
      for (const seat of seats) seat.client.stop();
    }
  }, 12 * PATIENCE);
});
