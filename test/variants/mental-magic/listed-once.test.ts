/**
 * Issue 16, item 4: the legal actions of a decision are listed once. A game of Async Mental Magic
 * runs on through `settle` after every action (AMM 7–8), which reads each decision's legal actions
 * to make the uncontrolled ones: the client asking for the actions of the state `settle` stopped at,
 * or settling it again, lists nothing anew; a state a control action (AMM 7, 9) returns keeps its list.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apply, deserialize, legalActions, serialize, view, type ReadonlyGameState } from '../../../src/index.js';
import { randomInt, seedRng } from '../../../src/state/rng.js';
import { createMentalMagicGame, peek, settle, turnOver } from '../../../src/variants/mental-magic/control.js';
import { mmData } from '../../../src/variants/mental-magic/data.js';
import { listings } from '../../helpers/listings.js';

afterEach(() => {
  vi.restoreAllMocks();
});


describe('AMM: each decision settle stops at is listed once', () => {
  it('over random games, the actions of the state settle returns are kept: asking for them, or settling it again, lists nothing', () => {
    for (const manaAbilities of ['automatic', 'actions'] as const) {
      const rng = seedRng(3);
      let s: ReadonlyGameState = createMentalMagicGame({ seed: 9, manaAbilities });
      let turnsOver = 0;
      for (let n = 0; n < 300 && !s.result; n++) {
        let again: ReadonlyGameState = s;
        expect(listings(() => { again = settle(s); })).toBe(0);
        expect(again).toBe(s);
        let actions: readonly ReturnType<typeof legalActions>[number][] = [];
        expect(listings(() => { actions = legalActions(s); })).toBe(0);
        // now and then the active player holding control peeks at their library's top card (AMM 9),
        // whose state is listed once too, or turns control over (AMM 7)
        const d = s.decision!;
        const holding = d.kind === 'priority' && d.player === s.turn.active && mmData(s).control === d.player;
        if (holding && randomInt(rng, 4) === 0) {
          const peeked = peek(s, d.player).state;
          expect(listings(() => expect(legalActions(peeked)).toBe(legalActions(peeked)))).toBeLessThanOrEqual(1);
          s = turnOver(peeked, d.player);
          turnsOver++;
        } else s = settle(apply(s, actions[randomInt(rng, actions.length)]!));
      }
      expect(turnsOver).toBeGreaterThan(0);
    }
  });

  it('a game saved and loaded at every decision: loading it, settling it and serving its decision to its player lists it once', () => {
    const rng = seedRng(4);
    let s: ReadonlyGameState = createMentalMagicGame({ seed: 9 });
    for (let n = 0; n < 60 && !s.result; n++) {
      const text = serialize(s);
      let actions: readonly ReturnType<typeof legalActions>[number][] = [];
      expect(listings(() => {
        s = settle(deserialize(text));
        actions = legalActions(s);
        view(s, s.decision!.player);
      })).toBe(1);
      s = settle(apply(s, actions[randomInt(rng, actions.length)]!));
    }
  });
});
