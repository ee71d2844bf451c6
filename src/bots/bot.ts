/**
 * The bot interface: a bot decides from the deciding player's information only — their view, their
 * legal actions, an RNG, and full states sampled consistently with what they know — never from the
 * hidden state (issue: fair bots).
 *
 * @module
 */
import type { Action } from '../engine/actions.js';
import { checkGameState, checkRng } from '../engine/arguments.js';
import { RulesError } from '../engine/errors.js';
import { shown } from '../engine/json-schema.js';
import { view, type GameView } from '../state/view.js';
import type { ReadonlyGameState, PlayerId, RngState } from '../state/types.js';
import { determinizer, type DeterminizeOptions, type Determinizer } from './determinize.js';

/** What a bot is given to decide: the deciding player's information, nothing hidden from them. */
export interface BotInput {
  /** The deciding player. */
  readonly player: PlayerId;
  /** The deciding player's view of the game (built on first read). */
  readonly view: GameView;
  /**
   * The deciding player's legal actions: the bot returns one of them, or an action `apply` takes in
   * place of one that the listing leaves out (README, "legal actions": a double agenda's `nameCard`
   * with any two names; the bundled heuristic bot names the two it wants that way).
   */
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

/**
 * A bot: picks one of the legal actions from the deciding player's information (or an action `apply`
 * takes in place of one the listing leaves out, see {@link BotInput.actions}): map it to a list's
 * index only for the listed ones.
 */
export type Bot = (input: BotInput) => Action;

/**
 * The input of a bot deciding for `state`'s deciding player: the bot sees `state` only through it.
 * `actions` must be the state's legal actions. Throws a RulesError `malformed` for a `state` that is
 * no game state, `actions` that are no list of actions or an `rng` that is no PRNG state (four whole
 * numbers in a list it may advance, as `seedRng` makes), and `gameOver` for a state with no decision to make.
 */
export function botInput(state: ReadonlyGameState, actions: readonly Action[], rng: RngState): BotInput {
  checkArguments(state, actions, rng);
  const player = state.decision?.player;
  if (player === undefined) throw new RulesError('gameOver', 'botInput: no decision to make: the game is over', '104.1');
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

/** Throws RulesError `malformed` unless the arguments of {@link botInput} have the shapes it reads. */
function checkArguments(state: unknown, actions: unknown, rng: unknown): void {
  checkGameState(state, 'botInput');
  if (!Array.isArray(actions)) throw new RulesError('malformed', `botInput: actions must be a list of the state's legal actions, not ${shown(actions)}`);
  const i = actions.findIndex((a) => typeof a !== 'object' || a === null || typeof (a as { type?: unknown }).type !== 'string');
  if (i >= 0) throw new RulesError('malformed', `botInput: actions[${i}] must be an action, not ${shown(actions[i])}`);
  checkRng(rng, 'botInput');
}
