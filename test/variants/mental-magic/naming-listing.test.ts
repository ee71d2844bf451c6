/**
 * AMM 5: the actions that name a card as it is cast, played or activated are listed by running only
 * the listers of playing, casting and activating (305, 601, 602) on the state with the card named —
 * the same actions as running every lister there and keeping those about the card.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, type Action, type ReadonlyGameState } from '../../../src/index.js';
import { legalActions } from '../../../src/engine/legal.js';
import { activatedAbilityAt } from '../../../src/rules/602-activating-activated-abilities.js';
import { randomInt, seedRng } from '../../../src/state/rng.js';
import { createMentalMagicGame, settle } from '../../../src/variants/mental-magic/control.js';
import { mmData } from '../../../src/variants/mental-magic/data.js';
import { unnamedCost } from '../../../src/variants/mental-magic/rule-module.js';
import { candidateNames, UTOPIA } from '../../../src/variants/mental-magic/names.js';
import { asEngineState } from '../../helpers/mutable-copy.js';

/** The naming actions as every lister on each named state gives them (what the listing replaced). */
function byEveryLister(s: ReadonlyGameState): string[] {
  const d = s.decision;
  if (d?.kind !== 'priority') return [];
  const used = new Set(mmData(s).usedNames);
  const out: string[] = [];
  for (const id of s.players[d.player]!.hand) {
    const card = s.objects[id]!;
    const cost = unnamedCost(card.card);
    if (cost === null) continue;
    for (const name of candidateNames(cost)) {
      if (used.has(name)) continue;
      const objects = s.objects.slice();
      objects[id] = { ...card, card: name };
      const named: ReadonlyGameState = { ...s, objects };
      for (const a of legalActions(asEngineState(named))) {
        if ((a.type === 'cast' || a.type === 'playLand') && a.card === id) out.push(JSON.stringify({ ...a, name }));
        else if (a.type === 'activate' && a.source === id && activatedAbilityAt(asEngineState(named), id, a.ability)?.mana !== true) out.push(JSON.stringify({ ...a, name }));
      }
    }
  }
  return out.sort();
}

describe('AMM 5: naming listed through the listers of playing, casting and activating only', () => {
  it('lists the same naming actions as every lister on each named state, at random states of random games', () => {
    let compared = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.nat(), (seed, botSeed) => {
        const rng = seedRng(botSeed);
        let s: ReadonlyGameState = createMentalMagicGame({ seed });
        for (let i = 0; i < 60 && !s.result; i++) {
          const actions = legalActions(asEngineState(s));
          const naming = actions.filter((a) => 'name' in a && a.name !== undefined && a.name !== UTOPIA && a.type !== 'variant').map((a) => JSON.stringify(a)).sort();
          if (s.decision?.kind === 'priority' && s.exile.length === 0) {
            expect(naming).toEqual(byEveryLister(s));
            compared += naming.length;
          }
          s = settle(apply(s, actions[randomInt(rng, actions.length)] as Action));
        }
      }),
      { numRuns: 8, endOnFailure: true },
    );
    // the runs met naming actions to compare
    expect(compared).toBeGreaterThan(0);
  });
});
