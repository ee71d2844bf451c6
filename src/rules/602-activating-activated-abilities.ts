/**
 * CR 602 Activating Activated Abilities, and CR 605 Mana Abilities: an activated ability goes on
 * the stack (CR 602.2a) with its targets and paid costs; a mana ability resolves at once without
 * using the stack (CR 605.3b).
 *
 * @module
 */
import type { ActivateAction } from '../engine/actions.js';
import { findDefinition } from '../cards/registry.js';
import type { ActivatedDef } from '../cards/types.js';
import { characteristics } from '../engine/characteristics.js';
import { canPayMana, canPayOtherCosts, manaPart, manaSources, payMana, payOtherCosts } from '../engine/costs.js';
import type { ManaSource } from '../engine/mana.js';
import { check } from '../engine/errors.js';
import type { RuleModule } from '../engine/format.js';
import { emit } from '../engine/log.js';
import { addMana, type ManaType } from '../engine/mana.js';
import { isLegalTarget, isRefList, requiredTargets, sameRef, sameTargetWord, targetCombinations } from '../engine/targets.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { createObject, obj, onBattlefield } from '../zones/zones.js';
import { hasPriority, sorceryTiming } from './timing.js';

/** The activated abilities of a permanent, if it has its abilities (CR 613.1f). */
function abilitiesOf(state: GameState, source: ObjectId): readonly ActivatedDef[] {
  const o = obj(state, source);
  if (o.faceDown) return [];
  const def = findDefinition(o.card);
  if (!def?.activated || !characteristics(state, source).hasAbilities) return [];
  return def.activated;
}

/** The colors a mana ability may make, when it lets the player choose (one entry when it doesn't). */
function manaChoices(ab: ActivatedDef): (ManaType | undefined)[] {
  const e = ab.effects[0];
  if (!ab.mana || !e || e.do !== 'addMana') return [undefined];
  if (e.mana === 'anyColor') return ['W', 'U', 'B', 'R', 'G'];
  return e.mana.length > 1 ? [...e.mana] : [undefined];
}

/** Whether a player could activate ability `index` of `source` now, ignoring targets. */
function canActivate(state: GameState, player: PlayerId, source: ObjectId, index: number, sources?: ManaSource[]): boolean {
  if (!onBattlefield(state, source)) return false;
  if (characteristics(state, source).controller !== player) return false;
  const ab = abilitiesOf(state, source)[index];
  if (!ab) return false;
  return canActivateNow(state, player, source, ab, sources);
}

/** {@link canActivate} for an ability of a permanent the player controls. */
function canActivateNow(state: GameState, player: PlayerId, source: ObjectId, ab: ActivatedDef, sources?: ManaSource[]): boolean {
  if (!hasPriority(state, player)) return false;
  if (ab.sorcery && !sorceryTiming(state, player)) return false;
  if (!canPayOtherCosts(state, player, source, ab.cost)) return false;
  const mana = manaPart(ab.cost);
  return mana.length === 0 || canPayMana(state, player, mana, 0, ab.cost.tap ? source : null, sources ?? manaSources(state, player));
}

/** CR 602 and 605: activating abilities. */
export const activatingAbilities: RuleModule = {
  number: '602',
  title: 'Activating Activated Abilities',
  keywords: ['activate', 'activated ability'],
  perform: {
    activate(state, action) {
      const a = action as ActivateAction;
      check(Number.isInteger(a.source) && Number.isInteger(a.ability), 'malformed', 'source and ability must be ids');
      check(isRefList(a.targets), 'malformed', 'targets must be a list of {player} or {object}');
      check(Number.isInteger(a.x) && a.x >= 0, 'malformed', 'x must be a whole number of at least 0');
      check(state.objects[a.source] !== undefined, 'illegal', `no object ${a.source}`);
      check(canActivate(state, a.player, a.source, a.ability), 'illegal', 'you cannot activate that ability now', '602.2');
      const ab = abilitiesOf(state, a.source)[a.ability] as ActivatedDef;
      check(a.x === 0 || manaPart(ab.cost).some((m) => m.kind === 'X'), 'illegal', 'that ability has no X in its cost', '107.3a');
      const specs = ab.targets ?? [];
      check(a.targets.length >= requiredTargets(specs) && a.targets.length <= specs.length, 'badTarget', `that ability needs ${requiredTargets(specs)} to ${specs.length} target(s)`, '602.2b');
      a.targets.forEach((t, i) => {
        check(isLegalTarget(state, specs[i]!, t, a.player, a.source), 'badTarget', `target ${i + 1} is not legal`, '115.1');
        check(!a.targets.slice(0, i).some((u, j) => sameRef(u, t) && sameTargetWord(specs[j]!, specs[i]!)), 'badTarget', 'the same target twice for one word "target"', '601.2c');
      });
      const choices = manaChoices(ab);
      if (choices.length > 1) check(a.color !== undefined && choices.includes(a.color), 'malformed', `choose a color: ${choices.join(', ')}`, '106.1a');
      else check(a.color === undefined, 'malformed', 'that ability lets you choose no color of mana', '106.1a');
      const card = obj(state, a.source).card;
      if (ab.mana) {
        // CR 605.3b: a mana ability resolves immediately
        payOtherCosts(state, a.player, a.source, ab.cost);
        payMana(state, a.player, manaPart(ab.cost), a.x, a.source);
        const e = ab.effects[0];
        if (e && e.do === 'addMana' && typeof e.amount === 'number') {
          const type = (a.color ?? (e.mana === 'anyColor' ? 'W' : e.mana[0])) as ManaType;
          const p = state.players[a.player]!;
          p.pool = addMana(p.pool, type, e.amount);
          emit(state, { type: 'activateMana', rule: '605.3b', player: a.player, object: a.source, card, amount: e.amount, detail: type });
        }
        // CR 117.3c, 117.4: an action taken with priority breaks the passes in succession
        state.turn.passes = 0;
        state.decision = null;
        return;
      }
      const id = createObject(state, { kind: 'ability', card, owner: a.player, zone: 'stack' });
      const o = obj(state, id);
      o.source = a.source;
      o.ability = a.ability;
      o.targets = a.targets.map((t) => ({ ...t }));
      o.x = a.x;
      payMana(state, a.player, manaPart(ab.cost), a.x, ab.cost.tap ? a.source : null);
      payOtherCosts(state, a.player, a.source, ab.cost);
      emit(state, { type: 'activate', rule: '602.2', player: a.player, object: id, card, detail: ab.text });
      state.turn.passes = 0;
      state.decision = null;
    },
  },
  list(state, out) {
    const d = state.decision;
    if (d?.kind !== 'priority') return;
    let sources: ManaSource[] | undefined;
    // without control-changing effects (layer 2), a permanent's controller is the one recorded
    const controlChanges = state.effects.some((e) => e.change.kind === 'control');
    for (const source of state.battlefield) {
      if (!controlChanges && obj(state, source).controller !== d.player) continue;
      const abs = abilitiesOf(state, source);
      if (abs.length === 0 || characteristics(state, source).controller !== d.player) continue;
      for (let i = 0; i < abs.length; i++) {
        const ab = abs[i] as ActivatedDef;
        if (!canActivateNow(state, d.player, source, ab, (sources ??= manaSources(state, d.player)))) continue;
        for (const targets of targetCombinations(state, ab.targets ?? [], d.player, source)) {
          for (const color of manaChoices(ab)) {
            out.push(color === undefined
              ? { type: 'activate', player: d.player, source, ability: i, targets, x: 0 }
              : { type: 'activate', player: d.player, source, ability: i, targets, x: 0, color });
          }
        }
      }
    }
  },
};

/** CR 605: mana abilities (performed by the activation module; listed for the registry). */
export const manaAbilities: RuleModule = { number: '605', title: 'Mana Abilities', keywords: ['mana ability'] };

