/**
 * The heuristic bot never livelocks in a declaration (issue 16; CR 508.1, 509.1): in random games
 * whose decks are one card in three a card that binds declarations (Silent Arbiter's limit of one,
 * Ghostly Prison's tax, Galvanic Juggernaut's "attacks each combat if able", Ember Beast's "can't
 * attack alone", Crown-Hunter Hireling's monarch condition, Grenzo and Goblin Racketeer's goad),
 * with either setting of mana abilities and of auto-pass, each declaration the bot makes ends within
 * one action per creature it could add (per blocker and attacker, when blocking), plus the mana
 * abilities it may activate to pay what attacking costs (CR 508.1i), and one to finish.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, botInput, characteristics, createGame, heuristicBot, legalActions, type ReadonlyGameState } from '../../src/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { gameOptions, gameSpecArb, ok } from '../properties/helpers.js';

const BINDING = ['Silent Arbiter', 'Ghostly Prison', 'Galvanic Juggernaut', 'Ember Beast', 'Crown-Hunter Hireling', 'Grenzo, Havoc Raiser', 'Goblin Racketeer'];

/** The most actions a declaration beginning in `s` may take (see the file's comment). */
function boundAt(s: ReadonlyGameState): number {
  const d = s.decision!;
  const mine = s.battlefield.filter((id) => characteristics(s, id).controller === d.player);
  const creatures = mine.filter((id) => characteristics(s, id).types.includes('Creature')).length;
  if (d.kind === 'declareBlockers') return creatures * Math.max(1, s.combat?.attackers.length ?? 0) + 1;
  return creatures + 1 + mine.length + Math.max(0, s.players[d.player]!.life);
}

describe('the heuristic bot ends every declaration', () => {
  it('with limits, taxes, requirements and goad mixed into random decks, in every setting of mana abilities and auto-pass', () => {
    let declarations = 0;
    fc.assert(
      fc.property(gameSpecArb({ maxDeck: 20, maxPlayers: 5 }), fc.constantFrom('automatic' as const, 'actions' as const), fc.constantFrom('whenOnlyPass' as const, 'never' as const), (spec, manaAbilities, autoPass) => {
        const rng = seedRng(spec.botSeed);
        const options = gameOptions(spec, 40);
        const players = options.players.map((p) => ({ ...p, deck: p.deck.map((name) => (randomInt(rng, 3) === 0 ? BINDING[randomInt(rng, BINDING.length)]! : name)) }));
        let s = createGame({ ...options, players, settings: { ...options.settings, manaAbilities, autoPass } });
        let who = '';
        let taken = 0;
        let bound = 0;
        for (let n = 0; !s.result; n++) {
          ok(n < 20_000, 'no end after 20,000 actions');
          const d = s.decision!;
          if (d.kind === 'declareAttackers' || d.kind === 'declareBlockers') {
            const key = `${d.kind}/${d.player}/${s.turn.number}/${s.combat?.attackers.length ?? 0}`;
            if (key !== who) {
              who = key;
              declarations++;
              taken = 0;
              bound = boundAt(s);
            }
            taken++;
            ok(taken <= bound, `a ${d.kind} of player ${d.player} took more than ${bound} actions`);
          } else who = '';
          s = apply(s, heuristicBot(botInput(s, legalActions(s), rng)));
        }
      }),
      { numRuns: 10, endOnFailure: true },
    );
    expect(declarations).toBeGreaterThan(10);
  });
});
