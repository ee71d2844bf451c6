/**
 * Phrases that many cards share, so that a definition reads like its Oracle text: the usual target
 * specs, the usual mana abilities, and the morbid condition.
 *
 * @module
 */
import type { ManaType } from '../engine/mana.js';
import { characteristics } from '../engine/characteristics.js';
import type { GameState, ObjectId, ZoneName } from '../state/types.js';
import { obj } from '../zones/zones.js';
import type { ActivatedDef, EffectContext, ObjectFilter, TargetSpec } from './types.js';

/** "target creature". */
export const targetCreature: TargetSpec = { kind: 'object', filter: { types: ['Creature'] }, text: 'target creature' };

/** "any target" (CR 115.4). */
export const anyTarget: TargetSpec = { kind: 'any', text: 'any target' };

/** "target artifact or enchantment". */
export const targetArtifactOrEnchantment: TargetSpec = {
  kind: 'object', filter: { types: ['Artifact', 'Enchantment'] }, text: 'target artifact or enchantment',
};

/** A target spec for an object on the battlefield matching a filter. */
export function target(text: string, filter: ObjectFilter): TargetSpec {
  return { kind: 'object', filter, text };
}

/** "{T}: Add {M}." for one kind of mana, or "{T}: Add one mana of any color." (CR 605). */
export function tapForMana(mana: ManaType | 'anyColor'): ActivatedDef {
  return mana === 'anyColor'
    ? { text: '{T}: Add one mana of any color.', cost: { tap: true }, effects: [{ do: 'addMana', mana: 'anyColor', amount: 1 }], mana: true }
    : { text: `{T}: Add {${mana}}.`, cost: { tap: true }, effects: [{ do: 'addMana', mana: [mana], amount: 1 }], mana: true };
}

/** Morbid: whether a creature died this turn (an ability word; the condition is CR 700.4 "dies"). */
export function morbid(ctx: EffectContext): boolean {
  return ctx.state.history.creaturesDied > 0;
}

/**
 * How many of the permanents entering the battlefield at the same time (`entering`) come from `zone`,
 * as cards whose card types there pass a test: the object each was before this zone change (CR
 * 400.7). "Enters with X counters" counts as the permanent enters, before any of them is on the
 * battlefield (CR 614.12): a card entering from a graveyard counts itself among the graveyard's
 * cards (the ruling of Drakestown Forgotten), and so does each card entering from one with it.
 */
export function enteringFromZone(state: GameState, entering: readonly ObjectId[], zone: ZoneName, types: (types: readonly string[]) => boolean = () => true): number {
  let n = 0;
  for (const id of entering) {
    const was = state.objects.find((o) => o.movedTo === id);
    if (was?.zone === zone && types(characteristics(state, was.id).types)) n++;
  }
  return n;
}

/**
 * The number of cards in all graveyards whose card types pass a test ("instant and sorcery cards in
 * all graveyards"). A token is no card (CR 111.6): one put into a graveyard during a resolution stays
 * there until state-based actions next make it cease to exist (CR 111.7, 704.5d), and is not counted.
 */
export function cardsInGraveyards(state: GameState, types: (types: readonly string[]) => boolean): number {
  return state.players.reduce((n, p) => n + p.graveyard.filter((id) => obj(state, id).kind === 'card' && types(characteristics(state, id).types)).length, 0);
}
