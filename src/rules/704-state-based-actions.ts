/**
 * CR 704 State-Based Actions: checked whenever a player would receive priority, all applicable
 * ones performed at once, repeated until none apply (CR 704.3).
 *
 * @module
 */
import { canBeAttached } from '../engine/attach.js';
import { characteristics, objectsGeneration } from '../engine/characteristics.js';
import { loseGame } from '../engine/flow.js';
import type { RuleModule } from '../engine/format.js';
import { destroy, fireDiesTogether, putIntoGraveyard, putIntoGraveyardQuietly } from '../engine/game-actions.js';
import { emit } from '../engine/log.js';
import type { GameState, ObjectId, PendingChoice, PlayerId } from '../state/types.js';
import { ceaseToExist, obj, onBattlefield } from '../zones/zones.js';
import { mutableObject } from '../engine/working-copy.js';

/** The player-related checks: 704.5a life, 704.5b empty library, 704.5c poison. */
function playerChecks(state: GameState): boolean {
  const losers: { player: number; rule: string }[] = [];
  for (const p of state.players) {
    if (!p.inGame) continue;
    if (p.life <= 0) losers.push({ player: p.id, rule: '704.5a' });
    else if (p.drewFromEmpty) losers.push({ player: p.id, rule: '704.5b' });
    else if ((p.counters.poison ?? 0) >= 10) losers.push({ player: p.id, rule: '704.5c' });
    p.drewFromEmpty = false;
  }
  // all losses happen simultaneously (CR 704.3); a game where all remaining players lose is a draw (104.4a)
  for (const rule of ['704.5a', '704.5b', '704.5c']) {
    const these = losers.filter((l) => l.rule === rule).map((l) => l.player);
    if (these.length > 0) emit(state, { type: 'stateBasedAction', rule, detail: `players ${these.join(', ')}` });
  }
  if (losers.length > 0) loseGame(state, losers.map((l) => l.player), losers[0]?.rule ?? '704.5a');
  return losers.length > 0;
}

/** Tokens off the battlefield cease to exist (704.5d); true if any did. */
export function tokenChecks(state: GameState): boolean {
  if (state.tokensAway === 0) return false;
  state.tokensAway = 0;
  let any = false;
  const zones: ObjectId[][] = [state.exile, state.stack];
  for (const p of state.players) zones.push(p.graveyard, p.hand, p.library);
  for (const list of zones) {
    for (const id of [...list]) {
      const o = obj(state, id);
      if (o.kind === 'token') {
        ceaseToExist(state, id);
        any = true;
      }
    }
  }
  return any;
}

/**
 * The permanent checks, gathered first and then performed simultaneously (CR 704.3): toughness 0
 * (704.5f), lethal damage (704.5g), deathtouch damage (704.5h), loyalty 0 (704.5i), the legend rule
 * (704.5j, the controller choosing which to keep), Auras (704.5m), Equipment (704.5n), and +1/+1
 * with -1/-1 counters (704.5q).
 */
export function permanentChecks(state: GameState): boolean {
  // nothing these checks read has changed since they last found nothing to do
  const generation = objectsGeneration(state);
  if (generation !== null && generation === quietGeneration) return false;
  const toGraveyard: { id: ObjectId; rule: string }[] = [];
  let any = false;
  let legends: Map<string, ObjectId[]> | null = null;
  for (const id of state.battlefield) {
    const o = obj(state, id);
    const c = characteristics(state, id);
    if (c.types.includes('Creature') && c.toughness !== null) {
      if (c.toughness <= 0) toGraveyard.push({ id, rule: '704.5f' });
      else if (o.damage >= c.toughness && !c.keywords.includes('indestructible')) toGraveyard.push({ id, rule: '704.5g' });
      else if (o.deathtouched && o.damage > 0 && !c.keywords.includes('indestructible')) toGraveyard.push({ id, rule: '704.5h' });
    }
    // CR 704.5h counts only deathtouch damage dealt since the last check, which this is
    if (o.deathtouched) mutableObject(state, id).deathtouched = false;
    if (c.types.includes('Planeswalker') && (o.counters.loyalty ?? 0) <= 0) toGraveyard.push({ id, rule: '704.5i' });
    if (c.supertypes.includes('Legendary')) {
      const key = `${c.controller}\u0000${c.name}`;
      legends ??= new Map();
      legends.set(key, [...(legends.get(key) ?? []), id]);
    }
    // CR 704.5m: an Aura attached to nothing, or to what its enchant ability no longer allows
    if (c.subtypes.includes('Aura') && (!o.attachedTo || !canBeAttached(state, id, o.attachedTo))) toGraveyard.push({ id, rule: '704.5m' });
    // CR 704.5n: an Equipment attached to something it can't equip becomes unattached and stays
    else if (c.subtypes.includes('Equipment') && o.attachedTo && !canBeAttached(state, id, o.attachedTo)) {
      mutableObject(state, id).attachedTo = null;
      emit(state, { type: 'unattach', rule: '704.5n', object: id, card: o.card });
      any = true;
    }
    const plus = o.counters['+1/+1'] ?? 0;
    const minus = o.counters['-1/-1'] ?? 0;
    if (plus > 0 && minus > 0) {
      const n = Math.min(plus, minus);
      const counters = mutableObject(state, id).counters;
      counters['+1/+1'] = plus - n;
      counters['-1/-1'] = minus - n;
      emit(state, { type: 'countersCancel', rule: '704.5q', object: id, amount: n });
      any = true;
    }
  }
  // CR 704.5j: the controller chooses which legendary permanent to keep, one name at a time
  let quiet = !any && toGraveyard.length === 0;
  for (const ids of legends?.values() ?? []) {
    if (ids.length < 2) continue;
    quiet = false;
    if (state.decision) continue;
    const player = characteristics(state, ids[0] as ObjectId).controller;
    state.decision = { kind: 'choose', player, choice: { prompt: 'legendRule', options: ids.map((object) => ({ object })), min: 1, max: 1, rule: '704.5j' } };
  }
  if (quiet) {
    quietGeneration = generation;
    return false;
  }
  if (toGraveyard.length === 0) return any;
  const died: ObjectId[] = [];
  const seen = new Set<ObjectId>();
  for (const { id, rule } of toGraveyard) {
    if (seen.has(id) || !onBattlefield(state, id)) continue;
    seen.add(id);
    emit(state, { type: 'stateBasedAction', rule, object: id, card: obj(state, id).card });
    // CR 704.5g-h destroy, so regeneration can replace it (701.19); the others put into the graveyard
    if (rule === '704.5g' || rule === '704.5h') {
      if (destroy(state, id, rule, true)) died.push(id);
    } else {
      putIntoGraveyardQuietly(state, id, rule);
      died.push(id);
    }
  }
  fireDiesTogether(state, died); // CR 603.10a, 704.3: they left at the same time
  return true;
}

/** The objects' generation (see objectsGeneration) in which the permanent checks last found nothing. */
let quietGeneration: object | null = null;

/**
 * The answer to the legend rule's choice (CR 704.5j): the chosen permanent stays, the others with
 * its name go to their owners' graveyards.
 */
export function applyLegendRule(state: GameState, player: PlayerId, choice: PendingChoice, keep: number): void {
  state.decision = null;
  choice.options.forEach((option, i) => {
    if (i === keep || !('object' in option) || !onBattlefield(state, option.object)) return;
    emit(state, { type: 'stateBasedAction', rule: '704.5j', player, object: option.object, card: obj(state, option.object).card });
    putIntoGraveyard(state, option.object, '704.5j');
  });
}

/** CR 704: state-based actions. */
export const stateBasedActions: RuleModule = {
  number: '704',
  title: 'State-Based Actions',
  keywords: ['state-based action', 'legend rule', 'lethal damage'],
  stateBasedActions(state) {
    const a = playerChecks(state);
    if (state.result) return a;
    const b = tokenChecks(state);
    const c = permanentChecks(state);
    return a || b || c;
  },
};
