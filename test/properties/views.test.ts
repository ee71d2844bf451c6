/**
 * Views leak nothing (DESIGN principle 9, CR 400.2): at random points of random games, no player's
 * view (nor a spectator's) names the id of a card in a library or in another player's hand or
 * sideboard — now or at any earlier moment, since ids are handed out in order and an old id would
 * tell when a card was drawn — and no card name of another player's hand or of any library appears
 * in it unless that name is known from a zone the viewer could see. Deltas (views asked `since` the
 * log a client holds) leak nothing either, and applied to the view held give the full view.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { applyViewDelta, createGame, createPlayout, view, type ReadonlyGameState, type GameView, type Viewer } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { FORMATS, newGame } from './format-games.js';
import { canonical, gameOptions, gameSpecArb, ok, pick, recordGame, snapshot } from './helpers.js';
import { checkView, checkViews } from './view-leaks.js';

/** Checks the deltas of each viewer since the view it held, and makes the full views the ones held. */
function checkDeltas(s: ReadonlyGameState, held: Map<Viewer, GameView>): void {
  for (const who of [...s.players.map((p) => p.id), 'spectator' as const]) {
    const full = view(s, who);
    const before = held.get(who);
    if (before !== undefined) {
      const delta = view(s, who, { since: before.log.length });
      ok(delta.logFrom === before.log.length && delta.log.length === full.log.length - before.log.length, `the delta of ${who} carries the events after ${before.log.length}`);
      checkView(s, who, delta);
      ok(canonical(applyViewDelta(before, delta)) === canonical(full), `the delta of ${who} applied to the view held is not the full view`);
    }
    held.set(who, full);
  }
}

describe('views', () => {
  it('name no hidden card, by id or by name; deltas too, and they rebuild the full view', () => {
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 18 }), fc.array(fc.nat(), { minLength: 1, maxLength: 8 }), (spec, cuts) => {
        const initial = createGame(gameOptions(spec, spec.players * (spec.deckSize + 3)));
        const { actions, final } = recordGame(initial, spec.botSeed);
        const at = new Set(cuts.map((c) => c % actions.length));
        const held = new Map<Viewer, GameView>();
        checkViews(initial);
        checkDeltas(initial, held);
        const playout = createPlayout(initial);
        actions.forEach((a, i) => {
          if (at.has(i)) {
            const s = snapshot(playout.state);
            checkViews(s);
            checkDeltas(s, held);
          }
          playout.apply(a);
        });
        checkViews(final);
        checkDeltas(final, held);
      }),
      { numRuns: 50, endOnFailure: true },
    );
  });

  // the other formats hide more: face-down conspiracies with their chosen names (CR 315.7, 702.106a)
  // and Magic Tech's cards deployed face down (CR 708.5, MT 4.1)
  it.each(FORMATS.filter((f) => f === 'conspiracy' || f === 'magic-tech'))('%s: name no hidden card and no face-down card, by id or by name; deltas too', (format) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 3, max: 5 }), fc.integer(), (seed, players, botSeed) => {
        const playout = createPlayout(newGame(format, seed, players));
        const rng = seedRng(botSeed);
        const held = new Map<Viewer, GameView>();
        for (let n = 0; n < 600 && !playout.state.result; n++) {
          playout.apply(pick(playout.state, playout.legalActions(), rng));
          if (n % 5 === 0) {
            const s = snapshot(playout.state);
            checkViews(s);
            checkDeltas(s, held);
          }
        }
        checkViews(snapshot(playout.state));
      }),
      { numRuns: 6, endOnFailure: true },
    );
  });
});
