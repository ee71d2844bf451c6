/**
 * Trigger events are checked only against objects whose card has a triggered ability for the event
 * (or against all when the command zone grants one): on every state of random games, every
 * triggered ability an object has now (its card's and granted ones) is one the index lets through.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createGame, type ReadonlyGameState } from '../../src/index.js';
import { cardTriggersOn, commandGrants, commandZoneGrantsTrigger } from '../../src/engine/abilities.js';
import { definitionOf } from '../../src/engine/characteristics.js';
import { gameOptions, gameSpecArb, ok, recordGame } from './helpers.js';
import { asEngineState } from '../helpers/mutable-copy.js';

/** Fails if an object of `s` has a triggered ability for an event the index would not check it for. */
function checkIndex(s: ReadonlyGameState): void {
  const ids = [...s.battlefield, ...s.command, ...s.players.flatMap((p) => p.graveyard)];
  for (const id of ids) {
    // its card's triggered abilities and those the command zone grants it
    const o = s.objects[id]!;
    const own = o.faceDown ? [] : definitionOf(o)?.triggered ?? [];
    for (const t of [...own, ...commandGrants(asEngineState(s), id, 'triggered').map((g) => g.ab)]) {
      const e = t.when.event;
      ok(cardTriggersOn(asEngineState(s), id, e) || commandZoneGrantsTrigger(asEngineState(s), e), `object ${id} (${s.objects[id]?.card}) has "${t.text}" but is skipped for ${e}`);
    }
  }
}

describe('trigger index', () => {
  it('no object is skipped for an event one of its triggered abilities triggers on', () => {
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 18 }), (spec) => {
        recordGame(createGame(gameOptions(spec, spec.players * (spec.deckSize + 3))), spec.botSeed, checkIndex);
      }),
      { numRuns: 8, endOnFailure: true },
    );
  });
});
