/**
 * Helpers for Conspiracy Draft games: starting a game of the `conspiracy` format and answering its
 * start-of-game decisions (CR 905.4) through the public API.
 */
import { apply, createGame, type ReadonlyGameState, type PlayerId, type PlayerSetup } from '../../src/index.js';
import { skipUntil } from './helpers.js';

/** A legal 40-card deck (CR 100.2b): Plains and Bronze Sables, in turns. */
export function deckOf(size = 40): string[] {
  return Array.from({ length: size }, (_, i) => (i % 2 === 0 ? 'Plains' : 'Bronze Sable'));
}

/** One conspiracy to put into the command zone, with the names or number chosen for it. */
export interface Put {
  /** The card name. */
  card: string;
  /** Names for hidden agenda or double agenda. */
  names?: string[];
  /** A number (Emissary's Ploy). */
  number?: number;
}

/**
 * A `conspiracy` game of these 3 to 6 players (CR 905.3), each with a 40-card deck unless given, at its
 * first decision: the starting player's (`startingPlayer`, or chosen at random from `seed`), who puts
 * conspiracies first (CR 101.4e, 905.4).
 */
export function conspiracyGame(players: readonly Partial<PlayerSetup>[], seed: number | string = 1, startingPlayer?: PlayerId): ReadonlyGameState {
  return createGame({
    format: 'conspiracy',
    seed,
    ...(startingPlayer !== undefined ? { startingPlayer } : {}),
    players: players.map((p, i) => ({ name: p.name ?? `P${i}`, deck: p.deck ?? deckOf(), sideboard: p.sideboard ?? [], ...(p.draft ? { draft: p.draft } : {}) })),
    settings: { autoPass: 'never', manaAbilities: 'actions' },
  });
}

/** Answers every player's 905.4 decision: puts the conspiracies listed for them, then finishes. */
export function putConspiracies(state: ReadonlyGameState, plan: Record<number, readonly Put[]>): ReadonlyGameState {
  let s = state;
  for (;;) {
    const d = s.decision;
    if (d?.kind !== 'startOfGame' || d.prompt !== 'conspiracies') return s;
    const player = d.player;
    for (const put of plan[player] ?? []) {
      const card = s.players[player]!.sideboard.find((id) => s.objects[id]!.card === put.card);
      if (card === undefined) throw new Error(`${put.card} is not in player ${player}'s sideboard`);
      s = apply(s, { type: 'putConspiracy', player, card });
      // every name of a face-down conspiracy in one action (CR 702.106f)
      if (put.names) s = apply(s, { type: 'nameCard', player, names: put.names });
      if (put.number !== undefined) s = apply(s, { type: 'chooseNumber', player, number: put.number });
    }
    s = apply(s, { type: 'finishConspiracies', player });
  }
}

/** Every player keeps their opening hand (CR 103.5). */
export function keepAll(state: ReadonlyGameState): ReadonlyGameState {
  let s = state;
  while (s.decision?.kind === 'mulligan') s = apply(s, { type: 'keep', player: s.decision.player });
  return s;
}

/** The id of the command zone object of this card, owned by `player`. */
export function commandId(state: ReadonlyGameState, player: PlayerId, card: string): number {
  const id = state.command.find((x) => state.objects[x]!.owner === player && state.objects[x]!.card === card);
  if (id === undefined) throw new Error(`${card} is not in player ${player}'s command zone`);
  return id;
}

/**
 * Plays on without doing anything until the first main phase of the next turn, discarding the first
 * card of the hand when the cleanup step asks (CR 514.1: the starting player draws in multiplayer).
 */
export function toNextTurn(state: ReadonlyGameState): ReadonlyGameState {
  const turn = state.turn.number;
  let s = state;
  for (;;) {
    s = skipUntil(s, (x) => x.turn.number > turn && x.turn.step === 'main1');
    const d = s.decision;
    if (d?.kind !== 'discard') return s;
    s = apply(s, { type: 'discard', player: d.player, card: s.players[d.player]!.hand[0]! });
  }
}
