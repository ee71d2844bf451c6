/**
 * The bot interface: a bot decides from the deciding player's information only — their view, their
 * legal actions, an RNG, and full states sampled consistently with what they know — never from the
 * hidden state (issue: fair bots).
 *
 * @module
 */
import type { Action } from '../engine/actions.js';
import { view, type GameView } from '../state/view.js';
import type { ReadonlyGameState, PlayerId, RngState } from '../state/types.js';
import { determinizer, type DeterminizeOptions, type Determinizer } from './determinize.js';

/** What a bot is given to decide: the deciding player's information, nothing hidden from them. */
export interface BotInput {
  /** The deciding player. */
  readonly player: PlayerId;
  /** The deciding player's view of the game (built on first read). */
  readonly view: GameView;
  /** The deciding player's legal actions: the bot returns one of them. */
  readonly actions: readonly Action[];
  /** The bot's PRNG, advanced in place by what the bot draws. */
  readonly rng: RngState;
  /**
   * A full state the player cannot tell from the real one: what they know kept, the rest resampled
   * and the game's PRNG reseeded (see {@link determinize}); each call samples anew with `rng` (the
   * bot's PRNG by default). For lookahead: `apply` and playouts run on it.
   */
  sample(rng?: RngState, options?: DeterminizeOptions): ReadonlyGameState;
}

/** A bot: picks one of the legal actions from the deciding player's information. */
export type Bot = (input: BotInput) => Action;

/**
 * The input of a bot deciding for `state`'s deciding player: the bot sees `state` only through it.
 * `actions` must be the state's legal actions.
 */
export function botInput(state: ReadonlyGameState, actions: readonly Action[], rng: RngState): BotInput {
  const player = state.decision?.player;
  if (player === undefined) throw new Error('no decision to make');
  let seen: GameView | undefined;
  let sampler: Determinizer | undefined;
  return {
    player,
    get view() {
      seen ??= view(state, player);
      return seen;
    },
    actions,
    rng,
    sample: (r = rng, options = {}) => {
      sampler ??= determinizer(state, player);
      return sampler(r, options);
    },
  };
}
