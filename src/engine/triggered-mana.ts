/**
 * Triggered mana abilities (CR 605.1b): triggered abilities that trigger from activating a mana
 * ability and add mana. They don't use the stack; each resolves at once, right after the mana
 * ability that triggered it (CR 605.4a). The kinds the cards need are "whenever you tap a land for
 * mana …, add an additional one mana of any color" (Regal Behemoth) and "… add one mana of any type
 * that land produced" (Mirari's Wake).
 *
 * @module
 */
import type { CardDefinition } from '../cards/definition.js';
import type { TriggeredDef } from '../cards/types.js';
import type { GameState, ObjectId, PlayerId } from '../state/types.js';
import { obj } from '../zones/zones.js';
import { triggersOn } from './abilities.js';
import { objectsWithFeature } from './card-features.js';
import { characteristics, definitionOf, objectsGeneration } from './characteristics.js';
import { emit } from './log.js';
import { addMana, type ManaType } from './mana.js';

const NONE: readonly TriggeredDef[] = [];
const byDefinition = new WeakMap<CardDefinition, readonly TriggeredDef[]>();

/** The triggered mana abilities of a definition that trigger as a land is tapped for mana (found once per definition). */
function landManaTriggers(def: CardDefinition | undefined): readonly TriggeredDef[] {
  if (!def?.triggered) return NONE;
  let found = byDefinition.get(def);
  if (!found) {
    const list = def.triggered.filter((t) => t.when.event === 'tapsLandForMana');
    found = list.length > 0 ? list : NONE;
    byDefinition.set(def, found);
  }
  return found;
}

const NO_BONUSES: readonly never[] = [];

/** Where the bonuses by player are kept on an objects generation (see `objectsGeneration`): they read the objects and the monarch, whose change counts as an object change. */
const BONUSES = Symbol('landManaBonuses');

/**
 * The triggered mana abilities that trigger as `player` taps a land for mana now, each as its source
 * and the mana it adds: those of permanents the player controls whose condition holds ("while you're
 * the monarch").
 */
export function landManaBonuses(state: GameState, player: PlayerId): readonly LandManaBonus[] {
  if (objectsWithFeature(state, 'battlefield', triggersOn('tapsLandForMana')).length === 0) return NO_BONUSES;
  const generation = objectsGeneration(state);
  if (generation === null) return findLandManaBonuses(state, player);
  const byPlayer = (generation[BONUSES] ??= []) as LandManaBonus[][];
  return (byPlayer[player] ??= findLandManaBonuses(state, player));
}

/**
 * The mana one triggered mana ability adds as a land is tapped for mana: `amount` mana, each of a
 * color chosen as the land's mana ability is activated (`anyColor`), or of the type the land produced
 * (`typeProduced`).
 */
export interface LandManaBonus {
  /** The permanent with the triggered mana ability. */
  source: ObjectId;
  /** How much mana it adds. */
  amount: number;
  /** What type that mana is. */
  of: 'anyColor' | 'typeProduced';
}

/** Finds the bonuses {@link landManaBonuses} keeps. */
function findLandManaBonuses(state: GameState, player: PlayerId): LandManaBonus[] {
  const out: LandManaBonus[] = [];
  for (const id of objectsWithFeature(state, 'battlefield', triggersOn('tapsLandForMana'))) {
    const triggers = landManaTriggers(definitionOf(obj(state, id)));
    if (triggers.length === 0) continue;
    const c = characteristics(state, id);
    if (c.controller !== player || !c.hasAbilities) continue;
    for (const t of triggers) {
      if (t.condition && !t.condition({ state, object: id, source: id, controller: player })) continue;
      const add = t.effects[0];
      if (add?.do !== 'addMana' || typeof add.amount !== 'number') continue;
      if (add.mana === 'anyColor') out.push({ source: id, amount: add.amount, of: 'anyColor' });
      else if (add.mana === 'typeProduced') out.push({ source: id, amount: add.amount, of: 'typeProduced' });
    }
  }
  return out;
}

/** How much additional mana of any color `player` gets for each land they tap for mana now, its colors chosen as they tap it (CR 605.1b). */
export function landManaBonus(state: GameState, player: PlayerId): number {
  return landManaBonuses(state, player).reduce((n, b) => n + (b.of === 'anyColor' ? b.amount : 0), 0);
}

/** How much additional mana of the type the land produced `player` gets for each land they tap for mana now (CR 605.1b). */
export function landManaOfTypeProduced(state: GameState, player: PlayerId): number {
  return landManaBonuses(state, player).reduce((n, b) => n + (b.of === 'typeProduced' ? b.amount : 0), 0);
}

/** Whether a permanent is a land now, so that tapping it for mana triggers these abilities. */
export function isLand(state: GameState, id: ObjectId): boolean {
  return characteristics(state, id).types.includes('Land');
}

/**
 * The triggered mana abilities resolve at once as `player` taps a land for mana (CR 605.4a): each
 * adds its mana, of the colors given in order (one per mana of any color), or of the type the land
 * produced (`produced`: none if it produced no mana, CR 106.7; the lands of the card pool make one
 * type of mana at a time).
 */
export function resolveLandManaTriggers(state: GameState, player: PlayerId, colors: readonly ManaType[], produced: ManaType | undefined): void {
  const p = state.players[player];
  if (!p) return;
  let next = 0;
  for (const b of landManaBonuses(state, player)) {
    for (let i = 0; i < b.amount; i++) {
      const type = b.of === 'anyColor' ? colors[next++] as ManaType : produced;
      if (type === undefined) continue;
      p.pool = addMana(p.pool, type, 1);
      emit(state, { type: 'addMana', rule: '605.4a', player, object: b.source, card: obj(state, b.source).card, amount: 1, detail: type });
    }
  }
}
