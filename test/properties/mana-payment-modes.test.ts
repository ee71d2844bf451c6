/**
 * The two settings of `manaAbilities` reach the same outcomes when the same spells are cast with the
 * same payments. A random game is played with mana paid automatically (every priority a decision);
 * the mana abilities the engine activated for each cast or activation are read from the log (CR
 * 605.3a). The same game is then replayed with mana abilities as actions: before each such action
 * the player activates those same mana abilities by hand, making the same mana, and the action is
 * paid from the pool (what attacking costs is paid by the engine's plan in both settings). After
 * every action of the game the two states hold the same objects in the same zones, tapped alike,
 * and the same life totals and mana pools.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { apply, createGame, legalActions, logOf, type ActivateAction, type ReadonlyGameState } from '../../src/index.js';
import { canonical, gameOptions, gameSpecArb, ok, recordGame } from './helpers.js';

/** What of a state the payment may not change: zones, tapped permanents, life and mana. */
function outcome(s: ReadonlyGameState): string {
  return canonical({
    players: s.players.map((p) => ({ life: p.life, pool: p.pool, hand: p.hand, library: p.library, graveyard: p.graveyard })),
    battlefield: s.battlefield.map((id) => ({ id, card: s.objects[id]!.card, tapped: s.objects[id]!.tapped, controller: s.objects[id]!.controller })),
    stack: s.stack,
    exile: s.exile,
    result: s.result,
  });
}

/** The mana abilities the engine activated to pay for the last action: [permanent, type] in order. */
function paidWith(before: number, s: ReadonlyGameState): { object: number; type: string }[] {
  return logOf(s).slice(before).filter((e) => e.type === 'activateMana' && e.rule === '605.3a').map((e) => ({ object: e.object as number, type: e.detail as string }));
}

/**
 * The state after `object`'s listed mana ability that adds mana of `type` is activated by hand: one
 * listed for that color, or one listed without a color (it makes one type, which only activating it
 * tells: a Mountain with "{T}: Add one mana of any color" from Worldknit lists its own {R} ability
 * uncolored and the granted one once per color).
 */
function tapFor(b: ReadonlyGameState, object: number, type: string): ReadonlyGameState | undefined {
  for (const x of legalActions(b)) {
    if (x.type !== 'activate' || x.source !== object || (x.color !== undefined && x.color !== type)) continue;
    const after = apply(b, x as ActivateAction);
    const pool = (s: ReadonlyGameState): number => s.players[x.player]!.pool[type as keyof ReadonlyGameState['players'][number]['pool']];
    if (pool(after) > pool(b)) return after;
  }
  return undefined;
}

describe('mana abilities paid automatically or as actions', () => {
  it('the same spells cast with the same payments reach the same outcome', () => {
    let compared = 0;
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 16, maxPlayers: 4 }), (spec) => {
        const options = gameOptions(spec, spec.players * (spec.deckSize + 3));
        const automatic = createGame({ ...options, settings: { ...options.settings, autoPass: 'never', manaAbilities: 'automatic' } });
        const byHand = createGame({ ...options, settings: { ...options.settings, autoPass: 'never', manaAbilities: 'actions' } });
        const { actions } = recordGame(automatic, spec.botSeed);
        let a = automatic;
        let b = byHand;
        for (const action of actions) {
          const mark = logOf(a).length;
          a = apply(a, action);
          // additional mana of tapping a land (CR 605.1b) has colors an activation by hand names: not replayed here
          if (logOf(a).slice(mark).some((e) => e.rule === '605.4a')) return;
          // what attacking costs (CR 508.1h) is paid by the engine's plan in both settings: no mana
          // ability is offered while attackers are declared, so the replay confirms as it is
          const byPlan = action.type === 'confirmAttackers' || action.type === 'declareAttackers';
          for (const { object, type } of byPlan ? [] : paidWith(mark, a)) {
            const tapped = tapFor(b, object, type);
            ok(tapped !== undefined, `no mana ability of ${object} for ${type} listed by hand`);
            b = tapped;
          }
          b = apply(b, action);
          ok(outcome(a) === outcome(b), `the two settings differ after ${JSON.stringify(action)}`);
          compared++;
        }
      }),
      { numRuns: 10, endOnFailure: true },
    );
    ok(compared > 0, 'no action compared');
  });
});
