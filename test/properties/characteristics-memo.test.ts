/**
 * Remembered characteristics are never stale: the memo of a playout's copy and of the states
 * `apply` returns is kept from one action to the next and recomputes an object only when it, a
 * static source or the effects changed. On every state of random games, down both paths, what the
 * kept memo says of every permanent, spell and command-zone object equals characteristics computed afresh with nothing remembered,
 * and the legal actions listed with what is kept beside it (mana sources, each player's ability sources) are those listed afresh.
 * The objects found by a feature of their card, kept while the battlefield and the command zone hold
 * the same cards, are those a fresh scan finds.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { apply, createGame, type GameState } from '../../src/index.js';
import { characteristics, withCharacteristicsMemo } from '../../src/engine/characteristics.js';
import { objectsWithFeature, staticOfKind, type CardFeature } from '../../src/engine/card-features.js';
import { triggersOn } from '../../src/engine/abilities.js';
import { cards } from '../../src/cards/registry.js';
import { legalActions } from '../../src/engine/legal.js';
import { canonical, gameOptions, gameSpecArb, ok, recordGame } from './helpers.js';

/** Fails unless the remembered characteristics of every permanent, spell and command-zone object of `s` are the fresh ones. */
function checkMemo(s: GameState): void {
  const ids = [...s.battlefield, ...s.stack, ...s.command];
  const remembered = withCharacteristicsMemo(s, () => ids.map((id) => characteristics(s, id)));
  const fresh = ids.map((id) => characteristics(s, id));
  ids.forEach((id, i) => ok(canonical(remembered[i]) === canonical(fresh[i]), `object ${id} (${s.objects[id]?.card}): remembered ${canonical(remembered[i])}, fresh ${canonical(fresh[i])}`));
}

/** Fails unless the legal actions of `s`, listed with its kept memo, are those of a fresh copy of it with nothing remembered. */
function checkListing(s: GameState): void {
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
function checkFeatures(s: GameState): void {
  for (const zone of ['battlefield', 'command'] as const) {
    const kept = withCharacteristicsMemo(s, () => FEATURES.map((f) => objectsWithFeature(s, zone, f).join()));
    FEATURES.forEach((f, i) => {
      const fresh = objectsWithFeature(s, zone, f).join();
      ok(kept[i] === fresh, `${zone}, ${f.key.description}: kept [${kept[i]}], afresh [${fresh}]`);
    });
  }
}

/** Runs `check` on every state of random games, down the in-place path of a recording and then through `apply`. */
function everyStateBothPaths(check: (s: GameState) => void, numRuns: number): void {
  fc.assert(
    fc.property(gameSpecArb({ maxDeck: 18 }), (spec) => {
      const initial = createGame(gameOptions(spec, spec.players * (spec.deckSize + 3)));
      const { actions } = recordGame(initial, spec.botSeed, check);
      let s = initial;
      for (const a of actions) {
        s = apply(s, a);
        check(s);
      }
    }),
    { numRuns, endOnFailure: true },
  );
}

describe('characteristics memo', () => {
  it('what is remembered from action to action equals characteristics computed afresh, in place and through apply', () => {
    everyStateBothPaths(checkMemo, 8);
  });

  it('the legal actions listed with what is remembered equal those listed afresh, in place and through apply', () => {
    everyStateBothPaths(checkListing, 6);
  });

  it('the objects found by a feature of their card with what is kept equal those a fresh scan finds, in place and through apply', () => {
    everyStateBothPaths(checkFeatures, 8);
  });
});
