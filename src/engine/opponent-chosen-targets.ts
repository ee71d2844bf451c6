/**
 * Targets "of an opponent's choice" (Mausoleum Turnkey: "return target creature card of an
 * opponent's choice from your graveyard to your hand"). An opponent of the ability's controller does
 * what the controller would normally do and chooses the target when the controller would (CR 601.6,
 * 602.3; for a triggered ability, as it is put on the stack, CR 603.3d). The controller chooses which
 * opponent makes the choice when there are several (the CR 801.5a example of an ability "of an
 * opponent's choice"). The target must be legal for the ability, whose controller it is still.
 *
 * Such target specs come after the others of the ability. The ability is put on the stack with the
 * controller's own targets; the questions are then asked at once, before anything else happens (the
 * top of the stack is the ability waiting for them), and the targets chosen become its targets
 * (CR 601.2c: abilities that trigger on their becoming targets trigger then).
 *
 * @module
 */
import type { TargetSpec } from '../cards/types.js';
import type { GameState, ObjectId, PlayerId, Ref } from '../state/types.js';
import { ceaseToExist, obj } from '../zones/zones.js';
import { targetsChosen } from './becomes-target.js';
import { check } from './errors.js';
import { emit } from './log.js';
import { opponents } from './players.js';
import { legalTargets, sameRef, sameTargetWord } from './targets.js';
import { mutableObject } from './working-copy.js';

/** The rule the questions cite, by which their answers are recognized. */
export const OPPONENT_TARGET_RULE = '603.3d';

/** The target specs an opponent chooses, of an ability's specs (they come last). */
export function opponentChosenSpecs(specs: readonly TargetSpec[]): readonly TargetSpec[] {
  return specs.filter((s) => s.chosenByOpponent === true);
}

/** The target specs the controller chooses. */
export function controllerChosenSpecs(specs: readonly TargetSpec[]): readonly TargetSpec[] {
  return specs.some((s) => s.chosenByOpponent === true) ? specs.filter((s) => s.chosenByOpponent !== true) : specs;
}

/** The legal choices for the next opponent-chosen target of the ability `id` on the stack, given the targets it has. */
function nextChoices(state: GameState, id: ObjectId, specs: readonly TargetSpec[]): { spec: TargetSpec; refs: Ref[] } | null {
  const o = obj(state, id);
  const spec = specs[o.targets.length];
  if (spec === undefined) return null;
  const refs = legalTargets(state, spec, o.controller, o.source, o.trigger)
    .filter((r) => !o.targets.some((t, j) => sameRef(t, r) && sameTargetWord(specs[j] as TargetSpec, spec)));
  return { spec, refs };
}

/**
 * Asks for the opponent-chosen targets of the ability `id`, just put on the stack with `specs` (its
 * targets so far are the controller's): its controller chooses the opponent, if there are several,
 * then that opponent the target. With every target chosen, the ability has its targets.
 */
export function askOpponentTargets(state: GameState, id: ObjectId, specs: readonly TargetSpec[], chooser: PlayerId | null = null): void {
  const o = obj(state, id);
  const next = nextChoices(state, id, specs);
  if (next === null) {
    targetsChosen(state, id);
    return;
  }
  const foes = opponents(state, o.controller);
  if (next.refs.length === 0 || foes.length === 0) {
    // CR 603.3d: no legal choice can be made, so the ability is removed from the stack
    emit(state, { type: 'triggerRemoved', rule: '603.3d', player: o.controller, card: o.card });
    ceaseToExist(state, id);
    return;
  }
  const opponent = chooser ?? (foes.length === 1 ? foes[0] as PlayerId : null);
  if (opponent === null) {
    state.decision = { kind: 'choose', player: o.controller, choice: { prompt: 'opponent who chooses the target', options: foes.map((player) => ({ player })), min: 1, max: 1, rule: OPPONENT_TARGET_RULE } };
    return;
  }
  state.decision = { kind: 'choose', player: opponent, choice: { prompt: next.spec.text, options: next.refs.map((r) => ({ ...r })), min: 1, max: 1, rule: OPPONENT_TARGET_RULE } };
}

/** The ability on top of the stack if it still waits for a target of an opponent's choice, given its specs. */
function waitingAbility(state: GameState, specs: (id: ObjectId) => readonly TargetSpec[]): ObjectId | null {
  const id = state.stack[state.stack.length - 1];
  if (id === undefined || state.resolution !== null) return null;
  const o = obj(state, id);
  return o.kind === 'ability' && specs(id)[o.targets.length]?.chosenByOpponent === true ? id : null;
}

/** Whether the pending decision is a question {@link askOpponentTargets} asked, whose ability still waits. */
export function waitingForOpponentTarget(state: GameState, specs: (id: ObjectId) => readonly TargetSpec[]): boolean {
  return state.decision?.kind === 'choose' && state.decision.choice.rule === OPPONENT_TARGET_RULE && waitingAbility(state, specs) !== null;
}

/**
 * After a player left the game while asked (CR 800.4a): the ability's controller, if still in the
 * game, has the target chosen by an opponent still in it — choosing which again if there are several.
 */
export function askOpponentTargetsAgain(state: GameState, specs: (id: ObjectId) => readonly TargetSpec[]): void {
  state.decision = null;
  const id = waitingAbility(state, specs);
  if (id !== null) askOpponentTargets(state, id, specs(id));
}

/** The answer to a question {@link askOpponentTargets} asked. */
export function answerOpponentTarget(state: GameState, option: number, specs: (id: ObjectId) => readonly TargetSpec[]): void {
  const d = state.decision;
  const id = waitingAbility(state, specs);
  check(d?.kind === 'choose' && id !== null, 'badState', 'no ability waits for a target of an opponent\'s choice');
  const picked = d.choice.options[option];
  check(picked !== undefined, 'illegal', 'no such option', OPPONENT_TARGET_RULE);
  state.decision = null;
  if ('player' in picked && d.player === obj(state, id).controller) {
    askOpponentTargets(state, id, specs(id), picked.player);
    return;
  }
  check(!('label' in picked), 'illegal', 'no such option', OPPONENT_TARGET_RULE);
  const ability = obj(state, id);
  emit(state, { type: 'targetChosen', rule: '601.6', player: d.player, object: id, card: ability.card, ...('object' in picked ? { to: picked.object } : { toPlayer: picked.player }) });
  mutableObject(state, id).targets = [...ability.targets, { ...picked } as Ref];
  askOpponentTargets(state, id, specs(id), d.player);
}
