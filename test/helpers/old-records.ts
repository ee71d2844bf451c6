/**
 * Replay records as earlier builds made them, built from a game played now: a face-down conspiracy's
 * names one `nameCard` action with `name` each (CR 702.106a, 702.106f), and the `putTrigger` answers
 * those builds asked where the engine now puts alike triggers on the stack itself (CR 603.3b).
 */
import { heuristicBot, logOf, playGame, replay, type Action, type CreateGameOptions, type GameReplay, type ReadonlyGameState } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';

const DECK = [...Array<string>(4).fill('Psychosis Crawler'), ...Array<string>(8).fill('Divination'), ...Array<string>(28).fill('Island')];

/**
 * A Conspiracy Draft game with a double agenda (Summoner's Bond), a hidden agenda and Psychosis
 * Crawlers drawing cards; its seed one whose game, as the heuristic bots play it (see
 * {@link playedNow}), has seat 0 name first and alike triggers put on the stack.
 */
export const OLD_RECORD_OPTIONS: CreateGameOptions = {
  format: 'conspiracy',
  seed: 7,
  players: [
    { name: 'A', deck: DECK, sideboard: ["Summoner's Bond"] },
    { name: 'B', deck: DECK, sideboard: ['Immediate Action'] },
    { name: 'C', deck: DECK, sideboard: [] },
  ],
};

/** Every state of a record's replay (the record sent through JSON first). */
export function replayed(r: GameReplay): ReadonlyGameState[] {
  return [...replay(JSON.parse(JSON.stringify(r)) as GameReplay)];
}

/**
 * The game of {@link OLD_RECORD_OPTIONS} played now by the heuristic bots, its record and every state
 * of it: bots' seed 3, whose game puts alike Psychosis Crawler triggers on the stack (CR 603.3b).
 */
export function playedNow(): { record: GameReplay; states: ReadonlyGameState[] } {
  const record = playGame(OLD_RECORD_OPTIONS, heuristicBot, seedRng(3), { maxActions: 3000 }).replay as GameReplay;
  return { record, states: replayed(record) };
}

/**
 * The record an earlier build made of the game `r` records (whose states are `states`), how many
 * times the engine now put alike triggers on the stack itself, and, for each action of `r`, the
 * length of the old record once it is recorded.
 */
export function oldRecord(r: GameReplay, states: readonly ReadonlyGameState[]): { record: GameReplay; ordered: number; ends: number[] } {
  const actions: unknown[] = [];
  const ends: number[] = [];
  let ordered = 0;
  r.actions.forEach((action, i) => {
    if (action.type === 'nameCard') for (const name of action.names) actions.push({ type: 'nameCard', player: action.player, name });
    else actions.push(action);
    for (const e of logOf(states[i + 1]!).slice(logOf(states[i]!).length)) {
      if (e.type !== 'triggersOrdered') continue;
      ordered++;
      // the earlier build asked the order until one trigger was left
      for (let n = 1; n < e.amount; n++) actions.push({ type: 'putTrigger', player: e.player, index: 0, targets: [] });
    }
    ends.push(actions.length);
  });
  return { record: { ...r, actions: actions as Action[] }, ordered, ends };
}
