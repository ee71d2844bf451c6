/**
 * Async Mental Magic rule 8: uncontrolled decisions. A decision nobody controls is made by the engine
 * with the game's seeded PRNG: the options fall into the categories NO_ACTION, SELF, OPPONENT, OTHER
 * and MYRIAD (8a–8c); it takes NO_ACTION if it can, else a random option that is not MYRIAD, else a
 * random MYRIAD one (8d), unless a specification for the ability names categories to try first (8e),
 * or, for combat damage, the active player's directions say how to assign it (8f).
 *
 * @module
 */
import type { Action, AssignDamageAction } from '../../engine/actions.js';
import { characteristics, hasKeyword } from '../../engine/characteristics.js';
import { NAME_PROMPT } from '../../engine/naming.js';
import { randomInt } from '../../state/rng.js';
import type { ChoiceOption, GameState, PendingChoice, PlayerId, Ref, RngState } from '../../state/types.js';
import type { Category } from './data.js';

/** Whose an object or player is, from the deciding player's side (AMM 8b). */
function sideOf(state: GameState, decider: PlayerId, ref: Ref | ChoiceOption): 'SELF' | 'OPPONENT' | 'OTHER' {
  if ('player' in ref) return ref.player === decider ? 'SELF' : 'OPPONENT';
  if ('object' in ref) {
    const o = state.objects[ref.object];
    if (!o) return 'OTHER';
    return o.controller === decider ? 'SELF' : 'OPPONENT';
  }
  return 'OTHER';
}

/** One category for a choice of several players or objects: theirs alone, or OTHER when mixed (AMM 8b, 8c). */
function sides(state: GameState, decider: PlayerId, refs: readonly (Ref | ChoiceOption)[]): Category {
  const found = new Set(refs.map((r) => sideOf(state, decider, r)));
  return found.size === 1 ? ([...found][0] as Category) : 'OTHER';
}

/** A label that is a whole number. */
const NUMBER_LABEL = /^-?\d+$/;

/**
 * Labels that take no action (AMM 8a): answering "no", not paying, not voting again, not copying,
 * not casting a card an effect offers as it resolves (CR 608.2g), stopping before moving a counter
 * (Forgotten Ancient's "any number", CR 122.5), and not naming a card when that is an option ("when
 * naming a card, if not doing so is an option, then not doing so is NO_ACTION").
 */
const NO_ACTION_LABELS: ReadonlySet<string> = new Set(['no', "don't pay", 'no more votes', 'none', "don't cast", 'stop']);

/** The prompt of a choice whose labels are creature types. */
export const CREATURE_TYPE_PROMPT = 'creatureType';

/**
 * Whether a card that exists in the game now (in any of its zones) has these characteristics (AMM 8c);
 * a card of a sideboard is outside the game (CR 400.11a).
 */
function onExistingCard(state: GameState, has: (c: ReturnType<typeof characteristics>) => boolean): boolean {
  return state.objects.some((o) => o.kind === 'card' && o.movedTo === null && o.zone !== 'sideboard' && has(characteristics(state, o.id)));
}

/**
 * Whether a choice is of a card name: naming an unnamed card (AMM 5), or an effect's "choose a card
 * name" (CR 201.4, 201.4a: Wood Sage's "Choose a creature card name").
 */
function choosesCardName(choice: Pick<PendingChoice, 'prompt' | 'rule'>): boolean {
  return choice.prompt === NAME_PROMPT || /^201\.4[a-d]?$/.test(choice.rule);
}

/**
 * The category of one labelled option of a choice (AMM 8a, 8c): taking no action; a number of
 * several digits, a card name no card existing in the game has, or a creature type no such card
 * has, MYRIAD (a one-digit number, or a name or type on a card in the game, is OTHER); anything
 * else OTHER.
 */
export function labelCategory(state: GameState, choice: Pick<PendingChoice, 'prompt' | 'rule'>, label: string): Category {
  const prompt = choice.prompt;
  if (NO_ACTION_LABELS.has(label)) return 'NO_ACTION';
  if (NUMBER_LABEL.test(label)) return label.replace('-', '').length >= 2 ? 'MYRIAD' : 'OTHER';
  if (choosesCardName(choice)) return onExistingCard(state, (c) => c.name === label) ? 'OTHER' : 'MYRIAD';
  if (prompt === CREATURE_TYPE_PROMPT) return onExistingCard(state, (c) => c.types.includes('Creature') && c.subtypes.includes(label)) ? 'OTHER' : 'MYRIAD';
  return 'OTHER';
}

/**
 * The category of one option of a decision (AMM 8a–8c): passing, keeping, confirming a declaration,
 * answering "no", not naming a card or choosing nothing take no action; choices of the decider's own
 * or an opponent's players or objects are SELF or OPPONENT; multiple-digit numbers, and card names
 * and creature types not on a card existing in the game, are MYRIAD ({@link labelCategory});
 * anything else is OTHER.
 */
export function categoryOf(state: GameState, action: Action): Category {
  const decider = action.player;
  switch (action.type) {
    case 'pass':
    case 'keep':
    case 'confirmAttackers':
    case 'confirmBlockers':
      return 'NO_ACTION';
    case 'declareAttacker':
      return sides(state, decider, ['player' in action.target ? { player: action.target.player } : { object: action.target.planeswalker }]);
    case 'declareBlocker':
      return sides(state, decider, [{ object: action.attacker }]);
    case 'declareAttackers':
      return action.attackers.length === 0 ? 'NO_ACTION' : sides(state, decider, action.attackers.map((x) => ('player' in x.target ? { player: x.target.player } : { object: x.target.planeswalker })));
    case 'declareBlockers':
      return action.blockers.length === 0 ? 'NO_ACTION' : sides(state, decider, action.blockers.map((x) => ({ object: x.attacker })));
    case 'discard':
    case 'bottom':
      return 'SELF';
    case 'putTrigger':
      return action.targets.length === 0 ? 'OTHER' : sides(state, decider, action.targets);
    case 'choose': {
      const d = state.decision;
      if (d?.kind !== 'choose') return 'OTHER';
      const picked = action.choice.map((i) => d.choice.options[i]).filter((o): o is ChoiceOption => o !== undefined);
      if (picked.length === 0) return 'NO_ACTION';
      if (picked.every((o) => 'label' in o)) {
        const cats = picked.map((o) => labelCategory(state, d.choice, (o as { label: string }).label));
        if (cats.every((c) => c === 'NO_ACTION')) return 'NO_ACTION';
        return cats.includes('MYRIAD') ? 'MYRIAD' : 'OTHER';
      }
      return sides(state, decider, picked);
    }
    default:
      return 'OTHER';
  }
}

/**
 * Options the engine never takes for an uncontrolled decision: taking back part of a declaration only
 * undoes (and is listed only for a declaration built otherwise that can't be finished).
 */
const UNDOING: ReadonlySet<Action['type']> = new Set(['undeclareAttacker', 'undeclareBlocker']);

/** A random element of a non-empty list, with the game's PRNG. */
function pick<T>(rng: RngState, items: readonly T[]): T {
  return items[randomInt(rng, items.length)] as T;
}

/**
 * The option the engine takes for an uncontrolled decision (AMM 8d, 8e): a random option in the
 * specified categories if there is one; else NO_ACTION if possible; else a random option that is not
 * MYRIAD; else a random MYRIAD option (the listed options are always finite). `spec` is the
 * specification of the ability asking, or a function giving each option its own ability's (AMM 8e is
 * per ability: one decision may offer the options of several waiting triggered abilities). `rng` advances.
 */
export function chooseUncontrolled(
  state: GameState,
  rng: RngState,
  actions: readonly Action[],
  spec: readonly Category[] | undefined | ((option: Action) => readonly Category[] | undefined),
): Action {
  const doing = actions.filter((a) => !UNDOING.has(a.type));
  const options = doing.length > 0 ? doing : actions;
  if (options.length === 0) throw new Error('an uncontrolled decision with no option');
  const cat = options.map((a) => categoryOf(state, a));
  const inCats = (cats: readonly Category[]) => options.filter((_, i) => cats.includes(cat[i] as Category));
  const specOf = typeof spec === 'function' ? spec : () => spec;
  const specified = options.filter((a, i) => specOf(a)?.includes(cat[i] as Category) === true);
  if (specified.length > 0) return pick(rng, specified);
  const none = inCats(['NO_ACTION']);
  if (none.length > 0) return pick(rng, none);
  const ordinary = inCats(['SELF', 'OPPONENT', 'OTHER']);
  if (ordinary.length > 0) return pick(rng, ordinary);
  return pick(rng, options);
}

/**
 * The combat damage assignment a direction asks for (AMM 8f): blockers get lethal damage in the order
 * the direction names them (blockers it does not name come after, in declaration order); what is left
 * goes to the last blocker, or to what the creature attacks when the assignment has room for it.
 * Lethal damage is what the blocker's toughness leaves after its damage, and 1 from a creature with
 * deathtouch (CR 702.2c). Among the listed assignments, the one closest to that.
 */
export function directedAssignment(state: GameState, actions: readonly AssignDamageAction[], blockers: readonly number[], order: readonly number[]): AssignDamageAction | null {
  if (actions.length === 0) return null;
  const first = actions[0] as AssignDamageAction;
  // CR 702.2c: any nonzero damage from a source with deathtouch counts as lethal damage
  const deathtouch = hasKeyword(state, first.attacker, 'deathtouch');
  const total = first.amounts.reduce((a, b) => a + b, 0);
  const ordered = [...order.filter((b) => blockers.includes(b)), ...blockers.filter((b) => !order.includes(b))];
  const want = Array(first.amounts.length).fill(0) as number[];
  let left = total;
  for (const b of ordered) {
    const c = characteristics(state, b);
    const toughnessLeft = Math.max(0, (c.toughness ?? 0) - (state.objects[b]?.damage ?? 0));
    const lethal = deathtouch ? Math.min(1, toughnessLeft) : toughnessLeft;
    const give = Math.min(left, lethal);
    const at = blockers.indexOf(b);
    want[at] = (want[at] ?? 0) + give;
    left -= give;
  }
  if (left > 0) {
    const last = want.length > blockers.length ? want.length - 1 : blockers.indexOf(ordered[ordered.length - 1] as number);
    want[last] = (want[last] ?? 0) + left;
  }
  let best: AssignDamageAction | null = null;
  let bestDistance = Infinity;
  for (const a of actions) {
    const d = a.amounts.reduce((n, v, i) => n + Math.abs(v - (want[i] ?? 0)), 0);
    if (d < bestDistance) {
      best = a;
      bestDistance = d;
    }
  }
  return best;
}
