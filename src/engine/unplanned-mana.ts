/**
 * Whether the mana of the mana abilities the payment planner does not use could make a difference to
 * what a player may do now (CR 605.3a, 601.2g): Shimmering Grotto's {1},{T} filter, Treasonous
 * Ogre's life, Spectral Searchlight's mana, Mirrodin's Core's charged mana, Selvala, Heart of the
 * Wilds' mana. In the automatic setting such an ability that only adds mana is listed only then (see
 * `GameSettings.manaAbilities`), wherever a player may activate mana abilities: at priority, where
 * its mana is worth having only for what it lets the player cast or activate, mana emptying from
 * the pool as the step ends (CR 500.4, 106.4); while a declaration of attackers costs mana (508.1i),
 * where it is worth having only to pay that cost; and at a choice that may pay mana as a spell or
 * ability resolves (608.2d, 608.2g), only to pay it.
 *
 * @module
 */
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import type { Action } from './actions.js';
import { withCharacteristicsMemo } from './characteristics.js';
import { withManaProbe, type ManaProbe } from './costs.js';
import { continueResolution } from './flow.js';
import { actionRestriction, formatOf, modulesWith, type ActionSink } from './format.js';
import { listActions } from './legal.js';
import { couldPayWithManaAbilities, mostManaWithManaAbilities } from './mana-reach.js';
import { privateCopy } from './working-copy.js';

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
 * Whether `player`, who may activate mana abilities now (CR 605.3a), could do something that only
 * the mana of their mana abilities the planner does not use would let them do. No when those
 * abilities could add no mana now. Life is counted down to what the rules let the player pay:
 *
 * - At priority (`decision.kind === 'priority'`), a cast or activation the listing offers only
 *   with that mana, life paid only while it leaves the player above 0: a player who activates a
 *   mana ability with priority receives priority again (117.3c), state-based actions are checked
 *   first (704.3), and at 0 life they lose (704.5a) before they could spend the mana.
 * - While their declaration of attackers costs mana (508.1i), a confirmation the listing offers
 *   only with that mana (the additions are listed by what it could pay already, see
 *   `couldPayAttackCost`), not counting the {T} abilities of creatures that attacking taps (508.1f)
 *   or that must stay able to attack (508.1d); and at a choice that may pay mana as a spell or
 *   ability resolves (608.2d, 608.2g), an option it would offer only with that mana (it is asked
 *   again after each mana ability, see `performActivate`). In both, life is paid down to 0 (119.4):
 *   no state-based action is checked in the middle of a declaration, a turn-based action (508.1),
 *   or of a resolution (608.2), so the declaration is made and the payment's effect happens before
 *   the player would lose, and `apply` accepts them.
 */
export function unplannedManaOpensAnAction(state: GameState, player: PlayerId): boolean {
  const d = state.decision;
  if (d?.kind === 'priority') return listingOpened(state, player, () => true, true);
  if (d?.kind === 'choose') return choiceOpened(state, player);
  const payment = modulesWith(state, 'attackPayment')[0]?.attackPayment;
  return listingOpened(state, player, (id) => payment === undefined || (!payment.tapsAsDeclared(state, id) && !payment.mustStayAble(state, id)), false);
}

/**
 * Whether the listing of `state` offers an action once the mana of those abilities is counted that
 * it does not offer as it is: the listing is run without mana abilities twice, once as it is and
 * once with each payment counting that mana as `couldPayWithManaAbilities` does (each permanent
 * `tappable` says may be tapped tapped once, life paid as often as the player's life allows, or
 * with `alive` as long as it leaves them above 0, mana bought with mana).
 */
function listingOpened(state: GameState, player: PlayerId, tappable: (id: ObjectId) => boolean, alive: boolean): boolean {
  const bound = mostManaWithManaAbilities(state, player, alive);
  if (bound === 0) return false;
  const plain = new KeySink(state);
  withManaProbe(state, { player, unplanned: null, bound: 0 }, () => listActions(state, plain));
  const opened = new NewActionSink(state, plain.keys);
  const counted: ManaProbe = { player, bound, unplanned: (cost, sources, exclude) => couldPayWithManaAbilities(state, player, cost, sources, (id) => id !== exclude && tappable(id), alive) };
  withManaProbe(state, counted, () => listActions(state, opened));
  return opened.enough;
}

/**
 * Whether the choice that may pay mana `player` is asked as a spell or ability resolves (CR 608.2d:
 * "you may pay {…}"; 608.2g: a multikicker) would offer an option it does not offer now once the
 * mana of those abilities is counted: its options are fixed as it is asked, so it is asked again,
 * on a copy of the state, as after a mana ability, with every payment counting that mana (life paid
 * as often as the player's life allows, 119.4).
 */
function choiceOpened(state: GameState, player: PlayerId): boolean {
  const d = state.decision;
  if (d?.kind !== 'choose') return false;
  const bound = mostManaWithManaAbilities(state, player, false);
  if (bound === 0) return false;
  const offered = new Set(d.choice.options.map((o) => JSON.stringify(o)));
  const copy = privateCopy(state);
  const counted: ManaProbe = { player, bound, unplanned: (cost, sources, exclude) => couldPayWithManaAbilities(copy, player, cost, sources, (id) => id !== exclude, false) };
  withCharacteristicsMemo(copy, () => withManaProbe(copy, counted, () => continueResolution(copy)));
  const again = copy.decision;
  return again?.kind === 'choose' && again.player === player && again.choice.options.some((o) => !offered.has(JSON.stringify(o)));
}
