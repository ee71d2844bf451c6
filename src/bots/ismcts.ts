/**
 * An information-set Monte Carlo tree search bot (single-observer ISMCTS, Cowling, Powley and
 * Whitehouse 2012): each iteration samples a state from the bot's information (determinization),
 * walks one tree shared by all samples — choosing, at each of the bot's decisions with more than one
 * legal action, among the actions legal in this sample by UCB1 over how often each was available;
 * the other seats play as the heuristic bot would on the sample (an opponent model that reads only
 * the sample), or search too — adds one node, plays on for a bounded number of actions on the fast
 * in-place path (every seat as the heuristic bot, or at random), and credits every player with
 * their share of the evaluation, a drawn game (the turn limit's) counting as won by nobody. The
 * answer is the root's action with the best mean reward (issue 19: search that wins). It chooses
 * among the legal actions but a Magic Tech relocation it already made this turn (see `candidates`),
 * so that it never moves a creature between patrol and guard forever (issue 16). In Async Mental
 * Magic its playouts run on to the decisions a player controls, as the variant is played (AMM 7, 8;
 * see `search-playout`).
 *
 * @module
 */
import type { Action } from '../engine/actions.js';
import { RulesError } from '../engine/errors.js';
import { shown } from '../engine/json-schema.js';
import { randomInt } from '../state/rng.js';
import type { PlayerId } from '../state/types.js';
import type { Bot, BotInput } from './bot.js';
import { evaluate } from './evaluate.js';
import { heuristicAction } from './heuristic.js';
import { searchPlayout } from './search-playout.js';

/** Options of {@link ismctsBot}. */
export interface IsmctsOptions {
  /** Iterations (sampled playouts) per decision; default 200, or as many as `milliseconds` allows when that is given alone. */
  iterations?: number;
  /**
   * Stop after this many milliseconds of wall time (not deterministic); default none. Given alone it
   * is the budget, in time instead of playouts; with `iterations`, whichever runs out first stops.
   */
  milliseconds?: number;
  /** Actions each playout takes past the tree before its state is evaluated; default 30. */
  rolloutActions?: number;
  /**
   * Who plays those actions: `heuristic` (default; every seat plays as {@link heuristicBot}
   * would on the sample) or `random` (uniformly among the legal actions, the fastest).
   */
  rollout?: 'heuristic' | 'random';
  /** The UCB1 exploration constant (rewards are shares of the win, from 0 to 1); default 0.2. */
  exploration?: number;
  /**
   * Who decides for the other seats inside the tree: `heuristic` (default; they play as
   * {@link heuristicBot} would on the sample, and the tree branches only on the bot's own
   * decisions) or `search` (UCB1 on their own rewards).
   */
  opponents?: 'search' | 'heuristic';
  /**
   * What a drawn game is worth to each player: `nothing` (default; a draw, such as the turn limit's,
   * wins nothing, so the bot presses to win) or `share` (1 shared among those who drew, as {@link evaluate}).
   */
  draws?: 'share' | 'nothing';
  /** How the answer is picked among the root's children: `mean` (default; the best mean reward) or `visits` (the most visited). */
  choose?: 'visits' | 'mean';
}

/** A node: the action that led here, who chose it, and what it earned each player. */
interface Node {
  visits: number;
  /** Iterations in which the action leading here was legal (ISMCTS's availability count). */
  available: number;
  /** Summed evaluations, by seat. */
  reward: number[];
  children: Map<string, Node>;
}

function newNode(players: number): Node {
  return { visits: 0, available: 0, reward: new Array<number>(players).fill(0), children: new Map() };
}

/** An action's key in the tree: the same action in two samples has the same key. */
function keyOf(a: Action): string {
  return JSON.stringify(a);
}

/** The reward of a playout's final state, by seat: the evaluation, a draw worth `draws`. */
function rewardOf(state: Parameters<typeof evaluate>[0], draws: 'share' | 'nothing'): number[] {
  if (draws === 'nothing' && state.result && state.result.winner === null) return state.players.map(() => 0);
  return evaluate(state);
}

/** The variant actions of Magic Tech that relocate a creature between patrol and guard (MT 5.1). */
const RELOCATIONS: ReadonlySet<string> = new Set(['patrol', 'guard']);

/**
 * The actions the search chooses among: the legal ones but a Magic Tech relocation (MT 5.1) of a
 * creature its player already moved that way this turn. The text lets a creature move between
 * patrol and guard any number of times in the deploy phase, so a search that finds the moves worth
 * as much as passing could move one back and forth forever (issue 16: no livelock); a move each way
 * a turn ends that. Read from the player's view: their own relocations are public events.
 */
function candidates(input: BotInput): readonly Action[] {
  const relocates = (a: Action): a is Extract<Action, { type: 'variant' }> => a.type === 'variant' && RELOCATIONS.has(a.name);
  if (!input.actions.some(relocates)) return input.actions;
  const log = input.view.log;
  let start = log.length;
  while (start > 0 && log[start - 1]?.type !== 'turn') start--;
  const made = new Set<string>();
  for (const e of log.slice(start)) if (RELOCATIONS.has(e.type) && e.player === input.player) made.add(`${e.type} ${String(e.object)}`);
  const kept = input.actions.filter((a) => !relocates(a) || !made.has(`${a.name} ${String(a.object)}`));
  return kept.length > 0 ? kept : input.actions;
}

/** A RulesError naming the first option of {@link ismctsBot} out of its range, if any. */
function checkOptions(o: IsmctsOptions): void {
  const bad = (name: string, value: unknown, want: string): never => {
    throw new RulesError('malformed', `ismctsBot: ${name} must be ${want}, not ${shown(value)}`);
  };
  if (o.iterations !== undefined && !(Number.isInteger(o.iterations) && o.iterations >= 1)) bad('iterations', o.iterations, 'a whole number of at least 1');
  if (o.milliseconds !== undefined && !(typeof o.milliseconds === 'number' && o.milliseconds > 0)) bad('milliseconds', o.milliseconds, 'a number above 0');
  if (o.rolloutActions !== undefined && !(Number.isInteger(o.rolloutActions) && o.rolloutActions >= 0)) bad('rolloutActions', o.rolloutActions, 'a whole number of at least 0');
  if (o.exploration !== undefined && !(Number.isFinite(o.exploration) && o.exploration >= 0)) bad('exploration', o.exploration, 'a finite number of at least 0');
  if (o.rollout !== undefined && o.rollout !== 'heuristic' && o.rollout !== 'random') bad('rollout', o.rollout, "'heuristic' or 'random'");
  if (o.opponents !== undefined && o.opponents !== 'heuristic' && o.opponents !== 'search') bad('opponents', o.opponents, "'heuristic' or 'search'");
  if (o.draws !== undefined && o.draws !== 'nothing' && o.draws !== 'share') bad('draws', o.draws, "'nothing' or 'share'");
  if (o.choose !== undefined && o.choose !== 'mean' && o.choose !== 'visits') bad('choose', o.choose, "'mean' or 'visits'");
}

/**
 * A bot that searches: ISMCTS with a budget per decision, in playouts (`iterations`) or in time
 * (`milliseconds`). Deterministic for a given bot PRNG unless
 * `milliseconds` is set. With one legal action it answers at once. Throws a RulesError for an option
 * out of its range (iterations below 1, a negative number of rollout actions, an unknown mode…).
 */
export function ismctsBot(options: IsmctsOptions = {}): Bot {
  checkOptions(options);
  const iterations = options.iterations ?? (options.milliseconds === undefined ? 200 : Infinity);
  const rolloutActions = options.rolloutActions ?? 30;
  const c = options.exploration ?? 0.2;
  const heuristic = (options.rollout ?? 'heuristic') === 'heuristic';
  const searchOpponents = options.opponents === 'search';
  const draws = options.draws ?? 'nothing';
  const byMean = (options.choose ?? 'mean') === 'mean';
  return (input) => {
    const { rng, player: me } = input;
    const actions = candidates(input);
    if (actions.length === 1) return actions[0] as Action;
    const left = new Set(input.actions.filter((a) => !actions.includes(a)).map(keyOf));
    const first = input.sample(rng);
    const players = first.players.length;
    const root = newNode(players);
    const deadline = options.milliseconds === undefined ? Infinity : performance.now() + options.milliseconds;
    for (let i = 0; i < iterations && performance.now() < deadline; i++) {
      const playout = searchPlayout(i === 0 ? first : input.sample(rng));
      const path: Node[] = [];
      let node = root;
      // selection and expansion
      while (!playout.state.result) {
        // at the root, the actions left out of the choice (see candidates) are not tried
        const legal = node === root && path.length === 0 && left.size > 0 ? playout.legalActions().filter((a) => !left.has(keyOf(a))) : playout.legalActions();
        const decider: PlayerId = playout.state.decision?.player ?? 0;
        if (!searchOpponents && decider !== me) {
          playout.apply(heuristicAction(playout.state, legal, rng));
          continue;
        }
        if (legal.length === 1) {
          playout.apply(legal[0] as Action);
          continue;
        }
        const keys = legal.map(keyOf);
        const untried: number[] = [];
        keys.forEach((k, j) => {
          const child = node.children.get(k);
          if (child) child.available++;
          else untried.push(j);
        });
        if (untried.length > 0) {
          const j = untried[randomInt(rng, untried.length)] as number;
          const child = newNode(players);
          child.available = 1;
          node.children.set(keys[j] as string, child);
          playout.apply(legal[j] as Action);
          path.push(child);
          break;
        }
        let best = 0;
        let bestScore = -Infinity;
        keys.forEach((k, j) => {
          const child = node.children.get(k) as Node;
          const score = (child.reward[decider] as number) / child.visits + c * Math.sqrt(Math.log(child.available) / child.visits);
          if (score > bestScore) {
            bestScore = score;
            best = j;
          }
        });
        node = node.children.get(keys[best] as string) as Node;
        playout.apply(legal[best] as Action);
        path.push(node);
      }
      // a bounded playout, then the evaluation
      for (let k = 0; k < rolloutActions && !playout.state.result; k++) {
        playout.apply(heuristic ? heuristicAction(playout.state, playout.legalActions(), rng) : (playout.sampleAction(rng) as Action));
      }
      const reward = rewardOf(playout.state, draws);
      for (const n of path) {
        n.visits++;
        for (let p = 0; p < players; p++) n.reward[p] = (n.reward[p] as number) + (reward[p] as number);
      }
    }
    // the most visited (or best on average) of the actions really legal now
    let choice = actions[0] as Action;
    let most = -Infinity;
    for (const a of actions) {
      const child = root.children.get(keyOf(a));
      const score = child === undefined || child.visits === 0 ? -1 : byMean ? (child.reward[me] as number) / child.visits : child.visits;
      if (score > most) {
        most = score;
        choice = a;
      }
    }
    return choice;
  };
}
