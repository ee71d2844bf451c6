/**
 * Damage in Magic Tech (MT 8.2, 8.5, 8.6), dealt through the engine's `applyDamage` hook: damage
 * to a player hits their stockpile, one card to the scrapheap per point; damage to a card under
 * construction (face down on the table) removes one of its counters per two points dealt to it at
 * the same time and reveals it, or buries it if it has no counters; damage to any other permanent goes to its armor first and
 * the excess becomes structure damage counters, which stay (MT 8.3). Damage from a source with
 * deathtouch (CR 702.2b) to a creature is enough to destroy it: its structure fills up; a source that
 * has left the battlefield has the deathtouch of its last known information (CR 608.2h). Regeneration
 * removes a permanent's structure damage, as it removes all damage (CR 701.19a).
 *
 * @module
 */
import { characteristics, hasKeyword } from '../../engine/characteristics.js';
import type { RuleModule } from '../../engine/format.js';
import { takeCounters } from '../../engine/game-actions.js';
import { emit } from '../../engine/log.js';
import type { GameState, ObjectId } from '../../state/types.js';
import { moveObject, obj, onBattlefield } from '../../zones/zones.js';
import { scrap } from './scrapheap.js';
import { armorValue, CONSTRUCTION_COUNTER, STRUCTURE_COUNTER, structureValue } from './values.js';
import { mutableObject } from '../../engine/working-copy.js';

/**
 * The damage dealt to each card under construction by the damage being dealt at the same time, by
 * game state, until it has all been dealt (see {@link constructionDamaged}).
 */
const dealtAtOnce = new WeakMap<GameState, Map<ObjectId, number>>();

/** Damage dealt to a card under construction (MT 8.6), counted with the other damage dealt to it at the same time. */
function damageConstruction(state: GameState, source: ObjectId, id: ObjectId, amount: number, combat: boolean): void {
  emit(state, { type: 'damage', rule: 'MT 8.6', object: source, to: id, amount, card: obj(state, source).card, ...combatDetail(combat) });
  let dealt = dealtAtOnce.get(state);
  if (!dealt) dealtAtOnce.set(state, (dealt = new Map()));
  dealt.set(id, (dealt.get(id) ?? 0) + amount);
}

/**
 * What the damage dealt at the same time does to the cards under construction it was dealt to (MT
 * 8.6): "Every two damage dealt to a card under construction results in one mana counter removed
 * from the card and the card is revealed. If the card has no counters and is dealt damage, bury it."
 * The damage a card is dealt at once is added up (the combat damage of a mission's creatures, CR
 * 510.2), and whether it has counters is judged as it is dealt, not after another source's share.
 */
function constructionDamaged(state: GameState): void {
  const dealt = dealtAtOnce.get(state);
  if (!dealt) return;
  dealtAtOnce.delete(state);
  for (const [id, amount] of dealt) {
    if (!onBattlefield(state, id) || !obj(state, id).faceDown) continue;
    const o = obj(state, id);
    const counters = o.counters[CONSTRUCTION_COUNTER] ?? 0;
    if (counters === 0) {
      emit(state, { type: 'bury', rule: 'MT 8.6', object: id, card: o.card, player: o.owner });
      moveObject(state, id, 'graveyard', { rule: 'MT 8.6' });
      continue;
    }
    const removed = Math.min(counters, Math.floor(amount / 2));
    if (removed === 0) continue;
    // CR 122.1: a kind of counter with none left is no entry
    takeCounters(mutableObject(state, id), CONSTRUCTION_COUNTER, removed);
    emit(state, { type: 'removeCounters', rule: 'MT 8.6', object: id, amount: removed, detail: CONSTRUCTION_COUNTER });
    // the card is shown to every player; it stays face down under construction
    emit(state, { type: 'reveal', rule: 'MT 8.6', object: id, player: o.controller, card: o.card });
  }
}

/**
 * The `detail` of a damage event dealt by a mission's creatures (CR 510.2): the rule a Magic Tech
 * damage event cites is the variant's (MT 8.2, 8.5, 8.6), so the detail tells combat damage apart.
 */
function combatDetail(combat: boolean): { detail?: 'combat' } {
  return combat ? { detail: 'combat' } : {};
}

/** Damage to a face-up permanent: armor first, the excess as structure damage (MT 8.2). */
function damagePermanent(state: GameState, source: ObjectId, id: ObjectId, amount: number, combat: boolean): void {
  const o = obj(state, id);
  const armor = armorValue(state, id);
  let excess = Math.max(0, amount - armor);
  // CR 608.2h, 702.2b: a source that has left the battlefield (Pitchburn Devils' dying damage) deals
  // damage with the deathtouch it had as it last existed there
  const deathtouch = hasKeyword(state, source, 'deathtouch') && characteristics(state, id).types.includes('Creature');
  if (deathtouch) excess = Math.max(excess, structureValue(state, id) - (o.counters[STRUCTURE_COUNTER] ?? 0));
  emit(state, { type: 'damage', rule: 'MT 8.2', object: source, to: id, amount, card: obj(state, source).card, ...combatDetail(combat) });
  if (excess > 0) {
    mutableObject(state, id).counters[STRUCTURE_COUNTER] = (o.counters[STRUCTURE_COUNTER] ?? 0) + excess;
    emit(state, { type: 'counters', rule: 'MT 8.2', object: id, amount: excess, detail: STRUCTURE_COUNTER });
  }
}

/** MT 8: damage to stockpiles, cards under construction and permanents. */
export const magicTechDamage: RuleModule = {
  number: 'MT 8',
  title: 'Attack, armor and structure',
  keywords: ['armor', 'structure', 'damage'],
  applyDamage(state, source, to, amount, combat) {
    if ('player' in to) {
      emit(state, { type: 'damage', rule: 'MT 8.5', object: source, toPlayer: to.player, amount, card: obj(state, source).card, ...combatDetail(combat) });
      scrap(state, to.player, amount, 'MT 8.5');
    } else if (obj(state, to.object).faceDown) {
      damageConstruction(state, source, to.object, amount, combat);
    } else {
      damagePermanent(state, source, to.object, amount, combat);
    }
    return true;
  },
  damageDealtAtOnce: constructionDamaged,
  // CR 701.19a: regeneration removes all damage, structure damage too (MT 8.2)
  damageRemoved(state, permanent) {
    const n = obj(state, permanent).counters[STRUCTURE_COUNTER] ?? 0;
    if (n === 0) return;
    delete mutableObject(state, permanent).counters[STRUCTURE_COUNTER];
    emit(state, { type: 'removeCounters', rule: '701.19a', object: permanent, amount: n, detail: STRUCTURE_COUNTER });
  },
};
