/**
 * Helpers for the card tests. They build a board with `scenario` and drive the game only through
 * the public API: casting, activating, passing priority, attacking, blocking and answering choices.
 */
import { expect } from 'vitest';
import {
  apply, characteristics, logOf, tryApply, type Action, type ReadonlyGameEvent, type ReadonlyGameState, type Keyword, type ObjectId, type PlayerId, type Ref,
} from '../../src/index.js';
import { editState, scenario, type ScenarioSpec } from '../../src/testing/index.js';
import type { CharacteristicChange } from '../../src/state/types.js';

/**
 * A scenario in which every priority is a decision (no automatic passing) and every mana ability a
 * listed action (mana abilities as actions, so that card tests see each one), and its ids. A player
 * given no library gets ten Wastes, so that turns can pass without anyone drawing from an empty library.
 */
export function setup(spec: ScenarioSpec): { state: ReadonlyGameState; ids: ReturnType<typeof scenario>['ids'] } {
  const players = spec.players.map((p) => ({ ...p, library: p.library ?? Array<string>(10).fill('Wastes') }));
  return scenario({ ...spec, players, settings: { autoPass: 'never', manaAbilities: 'actions', ...(spec.settings ?? {}) } });
}

/** The deciding player passes priority. */
export function pass(state: ReadonlyGameState): ReadonlyGameState {
  const d = state.decision;
  if (d?.kind !== 'priority') throw new Error(`expected a priority decision, got ${JSON.stringify(d)}`);
  return apply(state, { type: 'pass', player: d.player });
}

/** Every player passes priority in turn until the condition holds or somebody faces another kind of decision. */
export function passUntil(state: ReadonlyGameState, until: (s: ReadonlyGameState) => boolean, limit = 500): ReadonlyGameState {
  let s = state;
  for (let i = 0; i < limit; i++) {
    if (until(s) || s.decision?.kind !== 'priority') return s;
    s = pass(s);
  }
  throw new Error('passUntil: limit reached');
}

/** Passes priority until the stack is empty and nothing is resolving (or another decision comes up). */
export function resolveStack(state: ReadonlyGameState): ReadonlyGameState {
  return passUntil(state, (s) => s.stack.length === 0 && s.resolution === null);
}

/** Passes priority once around the table, so that the top object of the stack resolves. */
export function resolveTop(state: ReadonlyGameState): ReadonlyGameState {
  const depth = state.stack.length;
  return passUntil(state, (s) => s.stack.length < depth || s.resolution !== null);
}

/**
 * Plays on without doing anything (passing priority, declaring no attackers and no blockers) until
 * the condition holds or a decision of another kind comes up.
 */
export function skipUntil(state: ReadonlyGameState, until: (s: ReadonlyGameState) => boolean, limit = 500): ReadonlyGameState {
  let s = state;
  for (let i = 0; i < limit; i++) {
    if (until(s)) return s;
    const d = s.decision;
    if (d?.kind === 'priority') s = pass(s);
    else if (d?.kind === 'declareAttackers') s = apply(s, { type: 'confirmAttackers', player: d.player });
    else if (d?.kind === 'declareBlockers') s = apply(s, { type: 'confirmBlockers', player: d.player });
    else return s;
  }
  throw new Error('skipUntil: limit reached');
}

/** Plays on without doing anything until the first main phase of the next turn. */
export function nextTurn(state: ReadonlyGameState): ReadonlyGameState {
  const turn = state.turn.number;
  const s = skipUntil(state, (x) => x.turn.number > turn && x.turn.step === 'main1');
  if (s.result) throw new Error(`the game ended: ${JSON.stringify(s.result)}`);
  return s;
}

/** Passes priority until the given player has it. */
export function passToPlayer(state: ReadonlyGameState, player: PlayerId): ReadonlyGameState {
  return passUntil(state, (s) => s.decision?.kind === 'priority' && s.decision.player === player);
}

/** Passes until the given step is reached. */
export function passToStep(state: ReadonlyGameState, step: ReadonlyGameState['turn']['step']): ReadonlyGameState {
  return passUntil(state, (s) => s.turn.step === step);
}

/** Casts a spell from hand. */
export function cast(state: ReadonlyGameState, player: PlayerId, card: ObjectId, targets: Ref[] = [], x = 0): ReadonlyGameState {
  return apply(state, { type: 'cast', player, card, targets, x });
}

/** Casts a spell from hand and passes until the stack is empty. */
export function castAndResolve(state: ReadonlyGameState, player: PlayerId, card: ObjectId, targets: Ref[] = [], x = 0): ReadonlyGameState {
  return resolveStack(cast(state, player, card, targets, x));
}

/** Activates an ability of a permanent. */
export function activate(state: ReadonlyGameState, player: PlayerId, source: ObjectId, ability: number, targets: Ref[] = [], x = 0): ReadonlyGameState {
  return apply(state, { type: 'activate', player, source, ability, targets, x });
}

/** Answers the pending choice with option indexes. */
export function choose(state: ReadonlyGameState, choice: number[]): ReadonlyGameState {
  const d = state.decision;
  if (d?.kind !== 'choose') throw new Error(`expected a choice, got ${JSON.stringify(d)}`);
  return apply(state, { type: 'choose', player: d.player, choice });
}

/** Answers the pending choice with the option naming the object `id`. */
export function chooseObject(state: ReadonlyGameState, id: ObjectId): ReadonlyGameState {
  const d = state.decision;
  if (d?.kind !== 'choose') throw new Error(`expected a choice, got ${JSON.stringify(d)}`);
  const i = d.choice.options.findIndex((o) => 'object' in o && o.object === id);
  if (i < 0) throw new Error(`${id} is not offered`);
  return choose(state, [i]);
}

/** Puts the only (or the given) pending trigger on the stack with targets. */
export function putTrigger(state: ReadonlyGameState, targets: Ref[], index = 0): ReadonlyGameState {
  const d = state.decision;
  if (d?.kind !== 'putTrigger') throw new Error(`expected a putTrigger decision, got ${JSON.stringify(d)}`);
  return apply(state, { type: 'putTrigger', player: d.player, index, targets });
}

/** From a main phase, passes to the declaration of attackers and declares these attacks. */
export function attack(state: ReadonlyGameState, attacks: [ObjectId, PlayerId][]): ReadonlyGameState {
  let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
  const player = s.turn.active;
  for (const [attacker, target] of attacks) s = apply(s, { type: 'declareAttacker', player, attacker, target: { player: target } });
  return apply(s, { type: 'confirmAttackers', player });
}

/**
 * Passes on to the declare blockers step: to a defending player's declaration of blockers, or to
 * priority in that step when no defending player could block (CR 509.1).
 */
export function toBlockers(state: ReadonlyGameState): ReadonlyGameState {
  return passUntil(state, (x) => x.decision?.kind === 'declareBlockers' || x.turn.step === 'declareBlockers');
}

/** Passes to the declaration of blockers and declares these blocks for the deciding player. */
export function block(state: ReadonlyGameState, blocks: [ObjectId, ObjectId][]): ReadonlyGameState {
  let s = toBlockers(state);
  const d = s.decision;
  if (d?.kind !== 'declareBlockers') throw new Error(`expected blockers to be declared, got ${JSON.stringify(d)}`);
  for (const [blocker, attacker] of blocks) s = apply(s, { type: 'declareBlocker', player: d.player, blocker, attacker });
  return apply(s, { type: 'confirmBlockers', player: d.player });
}

/** Whether the deciding defender may declare `blocker` as a blocker of `attacker` now. */
export function canBlock(state: ReadonlyGameState, blocker: ObjectId, attacker: ObjectId): boolean {
  const d = state.decision;
  if (d?.kind !== 'declareBlockers') return false;
  return tryApply(state, { type: 'declareBlocker', player: d.player, blocker, attacker }).ok;
}

/** The ids on the battlefield of permanents with this card name (or token name), in arrival order. */
export function permanents(state: ReadonlyGameState, card: string): ObjectId[] {
  return state.battlefield.filter((id) => state.objects[id]!.card === card);
}

/** The one permanent with this name on the battlefield. */
export function permanent(state: ReadonlyGameState, card: string): ObjectId {
  const ids = permanents(state, card);
  if (ids.length !== 1) throw new Error(`expected one ${card} on the battlefield, found ${ids.length}`);
  return ids[0]!;
}

/** Power and toughness of an object now. */
export function pt(state: ReadonlyGameState, id: ObjectId): [number | null, number | null] {
  const c = characteristics(state, id);
  return [c.power, c.toughness];
}

/** Keywords of an object now. */
export function keywords(state: ReadonlyGameState, id: ObjectId): readonly string[] {
  return characteristics(state, id).keywords;
}

/** Card names in a player's zone. */
export function names(state: ReadonlyGameState, player: PlayerId, zone: 'hand' | 'graveyard' | 'library'): string[] {
  return state.players[player]![zone].map((id) => state.objects[id]!.card);
}

/** Card names in exile. */
export function exiled(state: ReadonlyGameState): string[] {
  return state.exile.map((id) => state.objects[id]!.card);
}

/** A player's life total. */
export function life(state: ReadonlyGameState, player: PlayerId): number {
  return state.players[player]!.life;
}

/** Expects an action to be refused with the given code (and rule, if given). */
export function expectRefused(state: ReadonlyGameState, action: Action, code: string, rule?: string): void {
  const r = tryApply(state, action);
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.error.code).toBe(code);
  if (rule !== undefined) expect(r.error.rule).toBe(rule);
}

/** Whether a cast of this card with these targets is among the legal actions now. */
export function castable(state: ReadonlyGameState, player: PlayerId, card: ObjectId, targets: Ref[] = []): boolean {
  return tryApply(state, { type: 'cast', player, card, targets, x: 0 }).ok;
}

/** The events of the log of one type. */
export function events(state: ReadonlyGameState, type: string): ReadonlyGameEvent[] {
  return logOf(state).filter((e) => e.type === type);
}

/**
 * Applies `change` to a permanent until end of turn (or the given duration), as the resolved effect of
 * a spell would (CR 611.2, 613.1f), controlled by the permanent's controller. Returns a new state.
 */
function withEffectOn(state: ReadonlyGameState, id: ObjectId, change: CharacteristicChange, until: 'endOfTurn' | 'endOfCombat' | 'forever'): ReadonlyGameState {
  return editState(state, (s) => {
    s.effects.push({ id: s.nextEffectId++, timestamp: s.nextTimestamp++, affected: [id], change, duration: { until }, source: null, controller: s.objects[id]!.controller });
  });
}

/**
 * Gives a permanent keyword abilities until end of turn (or the given duration), as the resolved effect of a spell would
 * (CR 611.2, 613.1f), for a keyword that no implemented card grants yet. Returns a new state.
 */
export function withKeywords(state: ReadonlyGameState, id: ObjectId, granted: Keyword[], until: 'endOfTurn' | 'endOfCombat' | 'forever' = 'endOfTurn'): ReadonlyGameState {
  return withEffectOn(state, id, { kind: 'addKeywords', keywords: granted }, until);
}

/**
 * Makes a permanent's creature types these until end of turn, as the resolved effect of a spell would
 * (CR 611.2, 613.1c), without the card that would put it there on the battlefield. Returns a new state.
 */
export function withCreatureTypes(state: ReadonlyGameState, id: ObjectId, subtypes: string[]): ReadonlyGameState {
  return withEffectOn(state, id, { kind: 'setCreatureTypes', subtypes }, 'endOfTurn');
}

/**
 * Makes a permanent lose all abilities until end of turn, as the resolved effect of a spell would (CR
 * 611.2, 613.1f), for an effect that no implemented card has. Returns a new state.
 */
export function withoutAbilities(state: ReadonlyGameState, id: ObjectId): ReadonlyGameState {
  return withEffectOn(state, id, { kind: 'loseAllAbilities' }, 'endOfTurn');
}
