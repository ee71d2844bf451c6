/**
 * Whether the mana of the mana abilities the payment planner does not use could open an action now
 * (CR 605.3a, 601.2g): Shimmering Grotto's {1},{T} filter, Treasonous Ogre's life, Spectral
 * Searchlight's mana, Mirrodin's Core's charged mana, Selvala, Heart of the Wilds' mana. In the
 * automatic setting such an ability that only adds mana is listed at priority only then (see
 * `GameSettings.manaAbilities`): its mana is worth having only for what it lets the player cast or
 * activate, mana emptying from the pool as the step ends (CR 500.4, 106.4).
 *
 * @module
 */
import type { GameState, PlayerId } from '../state/types.js';
import type { Action } from './actions.js';
import { withManaProbe, type ManaProbe } from './costs.js';
import { actionRestriction, formatOf, type ActionSink } from './format.js';
import { listActions } from './legal.js';
import { couldPayWithManaAbilities, mostManaWithManaAbilities } from './mana-reach.js';

/** The key of an action in a listing: listers build the same action with its fields in the same order. */
const keyOf = (a: Action): string => JSON.stringify(a);

/** A sink keeping the keys of the actions the format allows. */
class KeySink implements ActionSink {
  readonly keys = new Set<string>();
  constructor(private readonly state: GameState) {}
  push(action: Action): void {
    if (allowed(this.state, action)) this.keys.add(keyOf(action));
  }
}

/** A sink that has enough once it is handed an action the format allows that is not among `known`. */
class NewActionSink implements ActionSink {
  enough = false;
  constructor(
    private readonly state: GameState,
    private readonly known: ReadonlySet<string>,
  ) {}
  push(action: Action): void {
    if (!this.enough && allowed(this.state, action) && !this.known.has(keyOf(action))) this.enough = true;
  }
}

/** Whether the format allows an action the other rules do (see `RuleModule.actionRestriction`). */
function allowed(state: GameState, action: Action): boolean {
  return formatOf(state).restrictingModules.length === 0 || actionRestriction(state, action) === null;
}

/**
 * Whether `player`, who has priority, could cast a spell or activate an ability that the listing
 * offers only once the mana of their mana abilities the planner does not use is in their pool: the
 * listing is run without mana abilities twice, once as it is and once with each payment counting
 * that mana as `couldPayWithManaAbilities` does (each permanent tapped once, life paid as often as
 * it leaves the player above 0, CR 704.5a, mana bought with mana), and an action of the second
 * that the first lacks answers yes. No when those abilities could add no mana now.
 */
export function unplannedManaOpensAnAction(state: GameState, player: PlayerId): boolean {
  const bound = mostManaWithManaAbilities(state, player);
  if (bound === 0) return false;
  const plain = new KeySink(state);
  withManaProbe(state, { player, unplanned: null, bound: 0 }, () => listActions(state, plain));
  const opened = new NewActionSink(state, plain.keys);
  const counted: ManaProbe = { player, bound, unplanned: (cost, sources, exclude) => couldPayWithManaAbilities(state, player, cost, sources, (id) => id !== exclude, true) };
  withManaProbe(state, counted, () => listActions(state, opened));
  return opened.enough;
}
