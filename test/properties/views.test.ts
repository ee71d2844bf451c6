/**
 * Views leak nothing (DESIGN principle 9, CR 400.2): at random points of random games, no player's
 * view names the id of a card in a library or in another player's hand or sideboard — now or at any
 * earlier moment, since ids are handed out in order and an old id would tell when a card was drawn —
 * and no card name of another player's hand or of any library appears in it unless that name is
 * known from a zone the viewer could see.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createGame, createPlayout } from '../../src/index.js';
import { gameOptions, gameSpecArb, recordGame, snapshot } from './helpers.js';
import { checkViews } from './view-leaks.js';

describe('views', () => {
  it('name no hidden card, by id or by name', () => {
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 18 }), fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), (spec, cuts) => {
        const initial = createGame(gameOptions(spec, spec.players * (spec.deckSize + 3)));
        const { actions, final } = recordGame(initial, spec.botSeed);
        const at = new Set(cuts.map((c) => c % actions.length));
        checkViews(initial);
        const playout = createPlayout(initial);
        actions.forEach((a, i) => {
          if (at.has(i)) checkViews(snapshot(playout.state));
          playout.apply(a);
        });
        checkViews(final);
      }),
      { numRuns: 50, endOnFailure: true },
    );
  });
});
