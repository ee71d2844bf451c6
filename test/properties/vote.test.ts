/**
 * Voting (CR 701.38) over random multiplayer tables with random vote changers in play: extra votes
 * (Brago's Representative), optional extra votes (Ballot Broker), another player choosing every vote
 * (Illusion of Choice) and a player punishing dissent (Grudge Keeper). Whatever the votes, the counts a
 * card acts on are the votes cast, as the log records them; every player casts one vote plus one for
 * each additional vote, plus those optional ones they took; and each vote was chosen by the player
 * who controls the votes this turn.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, legalActions, logOf, type ReadonlyGameState } from '../../src/index.js';
import { cast, life, permanent, permanents, setup } from '../cards/helpers.js';

const CARDS = ['Lieutenants of the Guard', 'Orchard Elemental', "Tyrant's Choice"] as const;
const OPTIONS: Record<(typeof CARDS)[number], [string, string]> = {
  'Lieutenants of the Guard': ['strength', 'numbers'],
  'Orchard Elemental': ['sprout', 'harvest'],
  "Tyrant's Choice": ['death', 'torture'],
};

/** Plays on: votes and additional votes from `answers`, other choices the first options, priority passed, until the stack is empty. */
function drive(state: ReadonlyGameState, answers: number[], took: number[]): ReadonlyGameState {
  let s = state;
  let k = 0;
  for (let i = 0; i < 2000; i++) {
    const d = s.decision;
    if (!d || s.result) return s;
    if (d.kind === 'choose' && (d.choice.prompt === 'vote' || d.choice.prompt === 'additionalVote')) {
      const a = (answers[k++ % answers.length] ?? 0) % d.choice.options.length;
      if (d.choice.prompt === 'additionalVote' && a === 0) took[d.player] = (took[d.player] ?? 0) + 1;
      s = apply(s, { type: 'choose', player: d.player, choice: [a] });
    } else if (d.kind === 'priority') {
      if (s.stack.length === 0 && s.resolution === null && s.pendingTriggers.length === 0) return s;
      s = apply(s, { type: 'pass', player: d.player });
    } else {
      s = apply(s, legalActions(s)[0]!);
    }
  }
  throw new Error('drive: too many decisions');
}

describe('voting with vote changers', () => {
  it('the vote counts a card acts on equal the votes cast, extra votes and controlled votes included', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 5 }).chain((n) => fc.record({
          n: fc.constant(n),
          card: fc.constantFrom(...CARDS),
          brago: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: n, maxLength: n }),
          broker: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: n, maxLength: n }),
          illusion: fc.option(fc.integer({ min: 0, max: n - 1 })),
          grudge: fc.option(fc.integer({ min: 0, max: n - 1 })),
          answers: fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
        })),
        ({ n, card, brago, broker, illusion, grudge, answers }) => {
          const { state } = setup({
            players: Array.from({ length: n }, (_, p) => ({
              hand: [...(p === 0 ? [card] : []), ...(p === illusion ? ['Illusion of Choice'] : [])],
              battlefield: [
                ...(p === 0 ? ['Plains', 'Forest', 'Swamp', 'Wastes', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] : []),
                ...(p === illusion ? ['Island'] : []),
                ...Array<string>(brago[p]!).fill("Brago's Representative"),
                ...Array<string>(broker[p]!).fill('Ballot Broker'),
                ...(p === grudge ? ['Grudge Keeper'] : []),
              ],
            })),
          });
          let s = state;
          if (illusion !== null) {
            // the Illusion of Choice resolves this turn, before the vote
            while (!(s.decision?.kind === 'priority' && s.decision.player === illusion)) s = apply(s, { type: 'pass', player: s.decision!.player });
            const spell = s.players[illusion]!.hand.find((id) => s.objects[id]!.card === 'Illusion of Choice')!;
            s = drive(cast(s, illusion, spell), [0], []);
          }
          const took: number[] = [];
          s = drive(cast(s, 0, s.players[0]!.hand.find((id) => s.objects[id]!.card === card)!), answers, took);

          // the votes, from the log
          const votes = logOf(s).filter((e) => e.type === 'vote');
          const [a, b] = OPTIONS[card];
          const countA = votes.filter((e) => e.detail === a).length;
          const countB = votes.filter((e) => e.detail === b).length;
          expect(countA + countB).toBe(votes.length);
          const byPlayer = (p: number): string[] => votes.filter((e) => e.player === p).map((e) => e.detail!);
          for (let p = 0; p < n; p++) {
            // one vote, one more for each Brago's Representative, and each optional one taken (at most one per Ballot Broker)
            expect(took[p] ?? 0).toBeLessThanOrEqual(broker[p]!);
            expect(byPlayer(p)).toHaveLength(1 + brago[p]! + (took[p] ?? 0));
          }
          // each vote chosen by the player who controls the votes this turn
          for (const e of votes) expect(e.toPlayer ?? e.player).toBe(illusion ?? e.player);

          // what the card did, against the counts
          const lost = (p: number): number => {
            if (grudge === null || p === grudge) return 0;
            // "each opponent who voted for a choice you didn't vote for", though they voted for yours too
            const mine = byPlayer(grudge);
            return byPlayer(p).some((v) => !mine.includes(v)) ? 2 : 0;
          };
          if (card === 'Lieutenants of the Guard') {
            expect(s.objects[permanent(s, card)]!.counters['+1/+1'] ?? 0).toBe(countA);
            expect(permanents(s, 'token:soldier-1-1')).toHaveLength(countB);
          }
          if (card === 'Orchard Elemental') expect(s.objects[permanent(s, card)]!.counters['+1/+1'] ?? 0).toBe(2 * countA);
          for (let p = 0; p < n; p++) {
            const gained = card === 'Orchard Elemental' && p === 0 ? 3 * countB : 0;
            const tortured = card === "Tyrant's Choice" && p !== 0 && countB >= countA ? 4 : 0;
            expect(life(s, p)).toBe(20 + gained - tortured - lost(p));
          }
        },
      ),
      { numRuns: 40 },
    );
  });
});
