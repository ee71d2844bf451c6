/**
 * Conceding at any moment (CR 104.3a) follows CR 800.4: whatever decision is pending — a priority,
 * a mulligan, a choice a resolving spell asks, triggers to order, attackers, blockers, combat damage,
 * a vote, a start-of-game choice of a format — a random player still in the game concedes, and the
 * game always has a deciding player still in it with at least one legal action, or is over; it
 * plays on to its end, and every state after a concession saves and loads back to an equal state.
 * Concessions are drawn far more often at decisions other than priority, where a departed player
 * could leave the game waiting for them; a declaration of attackers is met with a creature declared,
 * and a player it attacks may concede (CR 508.1b: the attack on them goes with them).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPlayout, deserialize, legalActions, serialize, type Action } from '../../src/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { FORMATS, newGame, type FormatId } from './format-games.js';
import { checkInvariants, ok, pick } from './helpers.js';

/**
 * Plays a game to its end; at each moment of `moments` (an action count) a player concedes at the
 * first decision other than priority from then on (or at a priority 40 actions later). Counts the
 * decision kinds met into `kinds`.
 */
function playWithConcessions(format: FormatId, seed: number, players: number, botSeed: number, moments: number[], kinds: Map<string, number>): void {
  const playout = createPlayout(newGame(format, seed, players));
  const rng = seedRng(botSeed);
  const due = [...moments].sort((x, y) => x - y);
  for (let n = 0; !playout.state.result; n++) {
    ok(n < 6000, `${format}: no end after 6000 actions`);
    const s = playout.state;
    const d = s.decision!;
    let a: Action;
    const next = due[0];
    // a declaration of attackers is met with a creature declared, when one can be, so that a player
    // attacked by it may leave before it is confirmed (CR 508.1b, 800.4a)
    const declaring = d.kind === 'declareAttackers' && d.pending.entries.length === 0 && playout.legalActions().some((x) => x.type === 'declareAttacker');
    if (next !== undefined && n >= next && (d.kind !== 'priority' || n >= next + 40) && !declaring) {
      due.shift();
      const inGame = s.players.filter((p) => p.inGame);
      // the deciding player half the time, else anyone still in the game
      // (at a declaration of attackers, a player attacked in it rather than anyone)
      const attacked = d.kind === 'declareAttackers' ? d.pending.entries.flatMap((e) => (e.target !== null && 'player' in e.target ? [e.target.player] : [])) : [];
      const others = attacked.length > 0 ? attacked.map((id) => ({ id })) : inGame;
      const who = randomInt(rng, 2) === 0 ? d.player : others[randomInt(rng, others.length)]!.id;
      a = { type: 'concede', player: who };
      const key = `${d.kind}${d.kind === 'choose' ? `:${d.choice.prompt}` : d.kind === 'startOfGame' ? `:${d.prompt}` : ''}${who === d.player ? '' : ' (other)'}`;
      kinds.set(key, (kinds.get(key) ?? 0) + 1);
    } else if (declaring && next !== undefined && n >= next) {
      const declare = playout.legalActions().filter((x) => x.type === 'declareAttacker');
      a = declare[randomInt(rng, declare.length)]!;
    } else {
      const actions = playout.legalActions();
      ok(actions.length > 0, `${format}: no legal action for ${JSON.stringify(d)}`);
      a = pick(s, actions, rng);
    }
    playout.apply(a);
    const after = playout.state;
    if (a.type !== 'concede') continue;
    try {
      checkInvariants(after);
      if (!after.result) ok(legalActions(after).length > 0, `no legal action for ${JSON.stringify(after.decision)}`);
      const json = serialize(after);
      expect(deserialize(json)).toStrictEqual(after);
    } catch (e) {
      throw new Error(`${format} seed ${seed} bot ${botSeed}: after a concession at ${JSON.stringify(d)}: ${(e as Error).message}`, { cause: e });
    }
  }
}

describe('conceding at any moment (CR 104.3a, 800.4)', () => {
  it.each(FORMATS)('%s: the game always has a decider with a legal action, plays to its end, and loads back', (format) => {
    const kinds = new Map<string, number>();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 2, max: 5 }), fc.integer(), fc.array(fc.nat(400), { minLength: 1, maxLength: 3 }), (seed, players, botSeed, moments) => {
        playWithConcessions(format, seed, players, botSeed, moments, kinds);
      }),
      { numRuns: Number(process.env.CONCEDE_RUNS ?? (format === 'mental-magic' ? 8 : 25)), endOnFailure: true },
    );
    // the concessions met decisions other than priority
    expect([...kinds.keys()].some((k) => !k.startsWith('priority'))).toBe(true);
  });
});
