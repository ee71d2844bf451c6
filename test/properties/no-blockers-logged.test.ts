/**
 * CR 509.1a, 802.4 over random combats of two to four players: every defending player (one a
 * creature was declared attacking) who is still in the game when the declarations of blockers are
 * over has made exactly one: their own action, or, when they were not asked because nothing they
 * could block was attacking them (no untapped creature, flying attackers, attackers gone with a
 * player who conceded, 800.4a), a `noBlockers` event. A player nothing attacked has none.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, logOf, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { seedRng } from '../../src/state/rng.js';
import { ok, pick } from './helpers.js';

/** Creatures with and without evasion, so that some defending players can block nothing. */
const CREATURES = ['Bronze Sable', 'Wild Griffin', 'Hexplate Golem', 'Typhoid Rats'];

/** The steps of a combat up to the end of the declarations of blockers. */
const DECLARING = new Set(['beginCombat', 'declareAttackers', 'declareBlockers']);

/** One random combat: the creatures of each player (some tapped), what each of the active player's attacks, and who concedes as blockers are declared. */
const combatArb = fc.integer({ min: 2, max: 4 }).chain((players) => fc.record({
  players: fc.constant(players),
  boards: fc.array(fc.array(fc.record({ card: fc.constantFrom(...CREATURES), tapped: fc.integer({ min: 0, max: 3 }).map((n) => n === 0) }), { maxLength: 2 }), { minLength: players, maxLength: players }),
  targets: fc.array(fc.integer({ min: 0, max: players - 1 }), { minLength: 2, maxLength: 2 }),
  conceder: fc.integer({ min: -1, max: players - 1 }),
  seed: fc.integer(),
}));

describe('every defending player\'s declaration of blockers is made once: their action, or noBlockers (CR 509.1a, 802.4)', () => {
  it('a defending player still in the game declared by their own action or has one noBlockers event, never both; nobody else has one', () => {
    let unasked = 0;
    let asked = 0;
    fc.assert(
      fc.property(combatArb, ({ players, boards, targets, conceder, seed }) => {
        boards[0] = boards[0]!.map((c) => ({ ...c, tapped: false }));
        const { state } = scenario({
          players: boards.map((battlefield) => ({ battlefield, library: Array<string>(10).fill('Wastes') })),
          step: 'beginCombat',
          settings: { autoPass: 'never' },
        });
        let s: ReadonlyGameState = state;
        while (s.decision?.kind === 'priority' && s.turn.step === 'beginCombat') s = apply(s, { type: 'pass', player: s.decision.player });
        if (s.decision?.kind !== 'declareAttackers') return;
        const creatures = s.battlefield.filter((id) => s.objects[id]!.controller === 0);
        const declared = creatures.flatMap((attacker, i) => (targets[i]! === 0 ? [] : [{ attacker, target: { player: targets[i]! } }]));
        if (declared.length === 0) return;
        s = apply(s, { type: 'declareAttackers', player: 0, attackers: declared });
        const defenders = new Set(declared.map((d) => d.target.player));
        const declaredBy: number[] = [];
        let conceded = conceder < 0;
        const rng = seedRng(seed);
        const turn = s.turn.number;
        for (let n = 0; !s.result && s.turn.number === turn && DECLARING.has(s.turn.step); n++) {
          ok(n < 300, 'the declarations of blockers did not end');
          if (!conceded && s.decision?.kind === 'declareBlockers') {
            conceded = true;
            s = apply(s, { type: 'concede', player: conceder });
            continue;
          }
          const a = pick(s, legalActions(s), rng);
          if (a.type === 'confirmBlockers' || a.type === 'declareBlockers') declaredBy.push(a.player);
          s = apply(s, a);
        }
        if (s.result) return;
        const noBlockers = logOf(s).filter((e) => e.type === 'noBlockers');
        for (const e of noBlockers) expect(e).toMatchObject({ rule: '509.1a' });
        for (let p = 0; p < players; p++) {
          const logged = noBlockers.filter((e) => e.player === p).length;
          const acted = declaredBy.filter((x) => x === p).length;
          if (!defenders.has(p)) {
            expect(logged + acted, `player ${p}, attacked by nothing`).toBe(0);
          } else if (s.players[p]!.inGame) {
            expect(logged + acted, `defending player ${p}: ${logged} noBlockers, ${acted} declarations`).toBe(1);
            if (logged > 0) unasked++;
            else asked++;
          }
        }
      }),
      { numRuns: 300 },
    );
    // both kinds of declaration were met (each many times more often than this bound)
    expect(unasked).toBeGreaterThan(5);
    expect(asked).toBeGreaterThan(5);
  });
});
