/**
 * Checks that what the engine remembers about a state (the characteristics memo a playout's copy
 * and the states `apply` returns keep from one action to the next, and what is kept beside it)
 * equals what is computed afresh with nothing remembered. Each fails with a message on a mismatch.
 */
import type { GameState, ReadonlyGameState } from '../../src/index.js';
import { characteristics, withCharacteristicsMemo } from '../../src/engine/characteristics.js';
import { objectsWithFeature, staticOfKind, type CardFeature } from '../../src/engine/card-features.js';
import { triggersOn } from '../../src/engine/abilities.js';
import { cards } from '../../src/cards/registry.js';
import { legalActions } from '../../src/engine/legal.js';
import { findPermanentActions } from '../../src/rules/704-state-based-actions.js';
import { manaSources } from '../../src/engine/costs.js';
import { canonical, ok } from './helpers.js';

/**
 * The state itself, typed as the engine's internal functions take it: what is remembered is
 * remembered about this very object, so it is read in place, never copied or changed.
 */
function engineView(state: ReadonlyGameState): GameState {
  return state as GameState;
}

/** Fails unless the remembered characteristics of every permanent, spell and command-zone object of `s` are the fresh ones. */
export function checkMemo(given: ReadonlyGameState): void {
  const s = engineView(given);
  const ids = [...s.battlefield, ...s.stack, ...s.command];
  const remembered = withCharacteristicsMemo(s, () => ids.map((id) => characteristics(s, id)));
  const fresh = ids.map((id) => characteristics(s, id));
  ids.forEach((id, i) => ok(canonical(remembered[i]) === canonical(fresh[i]), `object ${id} (${s.objects[id]?.card}): remembered ${canonical(remembered[i])}, fresh ${canonical(fresh[i])}`));
}

/** Fails unless the legal actions of `s`, listed with its kept memo, are those of a fresh copy of it with nothing remembered. */
export function checkListing(given: ReadonlyGameState): void {
  const s = engineView(given);
  const listed = canonical(legalActions(s));
  const fresh = canonical(legalActions(structuredClone(s)));
  ok(listed === fresh, `turn ${s.turn.number}, ${s.turn.step}: listed with what is remembered ${listed}, afresh ${fresh}`);
}

/** A feature for every trigger event and every static ability kind the cards use. */
const FEATURES: readonly CardFeature[] = (() => {
  const defs = cards.list();
  const events = new Set(defs.flatMap((d) => (d?.triggered ?? []).map((t) => t.when.event)));
  const kinds = new Set(defs.flatMap((d) => (d?.statics ?? []).map((st) => st.kind)));
  return [...[...events].map(triggersOn), ...[...kinds].map(staticOfKind)];
})();

/** Fails unless the objects every feature finds with what is kept are those a fresh scan finds. */
export function checkFeatures(given: ReadonlyGameState): void {
  const s = engineView(given);
  for (const zone of ['battlefield', 'command'] as const) {
    const kept = withCharacteristicsMemo(s, () => FEATURES.map((f) => objectsWithFeature(s, zone, f).join()));
    FEATURES.forEach((f, i) => {
      const fresh = objectsWithFeature(s, zone, f).join();
      ok(kept[i] === fresh, `${zone}, ${f.name}: kept [${kept[i]}], afresh [${fresh}]`);
    });
  }
}

/** Fails unless the permanent state-based checks of `s` find the same with the kept memo as afresh. */
export function checkStateBased(given: ReadonlyGameState, where: string): void {
  const s = engineView(given);
  const remembered = canonical(withCharacteristicsMemo(s, () => findPermanentActions(s)));
  const fresh = canonical(findPermanentActions(s));
  ok(remembered === fresh, `${where}, turn ${s.turn.number} ${s.turn.step}: with the memo ${remembered}, afresh ${fresh}`);
}

/**
 * Fails unless every player's mana sources found with the kept memo of `s` (kept from one action to
 * the next while no candidate permanent changed) are those found afresh with nothing remembered.
 */
export function checkManaSources(given: ReadonlyGameState, where: string): void {
  const s = engineView(given);
  const players = s.players.map((_, i) => i);
  const kept = withCharacteristicsMemo(s, () => players.map((p) => canonical(manaSources(s, p))));
  players.forEach((p, i) => {
    const fresh = canonical(manaSources(s, p));
    ok(kept[i] === fresh, `${where}, turn ${s.turn.number} ${s.turn.step}, player ${p}: kept ${kept[i]}, afresh ${fresh}`);
  });
}
