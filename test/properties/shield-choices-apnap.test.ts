/**
 * The choices of a combat damage step about prevention shields over random two-player combats (CR
 * 101.4, 615.7, 616.1): attackers and blockers, shields on the defending player and on the
 * attackers, and Gratuitous Violence on either side, which makes the shields met by the doubled
 * damage divided once the orders are chosen. Whatever the answers, each player makes all of their
 * choices before the next player in APNAP order makes any — there is no redirection here that
 * would let a later player's choice make an earlier one choose (101.4d) — and the damage is dealt.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type ReadonlyGameState, type Ref } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { addReplacement } from '../../src/engine/replacement.js';
import { attack, block, setup } from '../cards/helpers.js';

const ATTACKERS = ['token:ogre-4-4', 'token:beast-3-3', 'token:wolf-2-2'] as const;
const BLOCKERS = ['token:wolf-2-2', 'token:zombie-2-2'] as const;

describe('101.4: combat damage choices about shields in APNAP order', () => {
  it("the active player's choices all come before the defending player's, and the damage is dealt", () => {
    fc.assert(
      fc.property(
        fc.record({
          attackers: fc.array(fc.constantFrom(...ATTACKERS), { minLength: 1, maxLength: 3 }),
          blockers: fc.array(fc.record({ card: fc.constantFrom(...BLOCKERS), blocks: fc.nat({ max: 2 }) }), { maxLength: 3 }),
          // mostly on both sides: each player then has orders to choose and shares decided by them
          violence: fc.oneof({ arbitrary: fc.constant({ active: true, defending: true }), weight: 3 }, { arbitrary: fc.record({ active: fc.boolean(), defending: fc.boolean() }), weight: 1 }),
          // each shield on the defending player (null) or on an attacker (its index), and its amount
          shields: fc.array(fc.record({ on: fc.option(fc.nat(), { freq: 2 }), amount: fc.integer({ min: 1, max: 4 }) }), { minLength: 2, maxLength: 4 }),
          picks: fc.array(fc.nat(), { minLength: 20, maxLength: 20 }),
        }),
        ({ attackers, blockers, violence, shields, picks }) => {
          const { state, ids } = setup({
            players: [
              { battlefield: [...attackers, ...(violence.active ? ['Gratuitous Violence'] : [])] },
              { battlefield: [...blockers.map((b) => b.card), ...(violence.defending ? ['Gratuitous Violence'] : [])] },
            ],
          });
          const mine = ids.battlefield[0]!.slice(0, attackers.length);
          const theirs = ids.battlefield[1]!.slice(0, blockers.length);
          let s: ReadonlyGameState = editState(state, (d) => {
            for (const { on, amount } of shields) {
              const affected: Ref = on === null ? { player: 1 } : { object: mine[on % mine.length]! };
              addReplacement(d, { kind: 'preventDamage', affected, amount, duration: { until: 'endOfTurn' }, source: null, controller: on === null ? 1 : 0 });
            }
          });
          s = attack(s, mine.map((id) => [id, 1]));
          if (blockers.length > 0) s = block(s, blockers.map((b, i) => [theirs[i]!, mine[b.blocks % mine.length]!]));
          const deciders: number[] = [];
          for (let i = 0; i < 200 && s.turn.step !== 'main2' && s.result === null; i++) {
            const d = s.decision;
            const actions = legalActions(s);
            if (d?.kind === 'choose' && (d.choice.rule === '615.7' || d.choice.rule === '616.1')) {
              deciders.push(d.player);
              s = apply(s, actions[picks[deciders.length % picks.length]! % actions.length]!);
            } else s = apply(s, actions[0]!);
          }
          // the damage is dealt: the game goes on to the second main phase, or the defending player lost
          expect(s.turn.step === 'main2' || s.result !== null).toBe(true);
          // player 0 is active: their choices, then player 1's
          expect(deciders).toEqual([...deciders].sort((a, b) => a - b));
        },
      ),
      {
        numRuns: 200,
        // found at FC_SEED=-461241484: the active player's shields on their Ogre, ordered both ways by
        // their two orders, were divided after the defending player's order (CR 101.4)
        examples: [[{ attackers: ['token:ogre-4-4', 'token:ogre-4-4'], blockers: [{ card: 'token:wolf-2-2', blocks: 0 }, { card: 'token:wolf-2-2', blocks: 0 }], violence: { active: true, defending: true }, shields: [{ on: 0, amount: 1 }, { on: 0, amount: 2 }, { on: null, amount: 1 }], picks: [0, 2, 15, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }]],
      },
    );
  });
});
