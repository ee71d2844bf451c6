/**
 * Players leaving the game in the middle of votes (CR 701.38, 104.3a, 800.4a): random four-player
 * games whose hands hold voting spells (Split Decision among them) and whose battlefields hold Grudge
 * Keepers and vote givers, played by a random bot; at a vote, or at the question of an additional
 * vote, a third of the time a random player still in the game concedes — the one asked, the one whose
 * spell or ability holds the vote, a Grudge Keeper's controller, anyone. Nothing throws, the
 * invariants hold after every action, nobody votes after leaving, a vote whose spell or ability left
 * with its controller takes no more votes, its players never finish voting (no Grudge Keeper triggers
 * for it), a Split Decision whose vote ends with duplication ahead or tied copies its spell, even one
 * that left the stack in the middle of the vote (CR 608.2h, 707.10), and every game ends.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPlayout, logOf, type Action, type ObjectId, type PlayerId, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import type { RngState } from '../../src/state/types.js';
import { checkInvariants, MAX_ACTIONS, ok, pick } from './helpers.js';

/** Voting spells, and Split Decision, which copies or counters another spell by a vote. */
const SPELLS = ["Tyrant's Choice", "Council's Judgment", 'Plea for Power', 'Capital Punishment', 'Bite of the Black Rose', 'Expropriate', 'Split Decision'];
/** Grudge Keeper, the vote givers, and candidates for Council's Judgment. */
const PERMANENTS = ['Grudge Keeper', 'Grudge Keeper', "Brago's Representative", 'Ballot Broker', 'Bronze Sable', 'Pillarfield Ox'];
const LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

function some(rng: RngState, from: readonly string[], n: number): string[] {
  return Array.from({ length: n }, () => from[randomInt(rng, from.length)] as string);
}

/** A four-player board: mana for any of the spells, a few of them in hand, a few permanents, and a library. */
function board(seed: number) {
  const rng = seedRng(seed);
  return scenario({
    seed,
    settings: { turnLimit: 12 },
    players: [0, 1, 2, 3].map(() => ({
      life: 12,
      hand: some(rng, SPELLS, 4),
      battlefield: [...LANDS, ...LANDS, ...some(rng, PERMANENTS, 1 + randomInt(rng, 3))],
      library: some(rng, [...SPELLS, ...PERMANENTS, ...LANDS], 12),
    })),
  }).state;
}

/** The spells the Split Decision `object` copied as it resolved: those its copySpell events name. */
function splitDecisionCopies(state: ReadonlyGameState, object: ObjectId): ObjectId[] {
  const log = logOf(state);
  const from = log.map((e) => e.type === 'resolve' && e.object === object).lastIndexOf(true);
  return log.slice(from).filter((e) => e.type === 'copySpell').map((e) => Number((e.detail ?? '').replace('copy of spell ', '')));
}

describe('players leaving in the middle of votes (CR 800.4a, 701.38)', () => {
  it('random four-player games: nobody votes after leaving; a vote whose holder left takes no more votes and never finishes', () => {
    let concessions = 0;
    let abandonedVotes = 0;
    let grudgeTriggers = 0;
    let splitDecisions = 0;
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (boardSeed, botSeed) => {
        const playout = createPlayout(board(boardSeed));
        const rng = seedRng(botSeed);
        // the spells and abilities whose vote their controller left in the middle of
        const abandoned = new Set<ObjectId>();
        for (let n = 0; !playout.state.result; n++) {
          ok(n < MAX_ACTIONS, `no end after ${MAX_ACTIONS} actions`);
          const s = playout.state;
          const d = s.decision;
          const voting = d?.kind === 'choose' && (d.choice.prompt === 'vote' || d.choice.prompt === 'additionalVote');
          const inGame = s.players.filter((p) => p.inGame);
          const a: Action = voting && inGame.length > 1 && randomInt(rng, 3) === 0
            ? { type: 'concede', player: (inGame[randomInt(rng, inGame.length)] as (typeof inGame)[number]).id }
            : pick(s, playout.legalActions(), rng);
          const holder = voting && s.resolution ? s.resolution.object : null;
          const holderController: PlayerId | undefined = holder === null ? undefined : s.objects[holder]?.controller;
          const wasInGame = s.players.map((p) => p.inGame);
          const logBefore = logOf(s).length;
          playout.apply(a);
          const after = playout.state;
          checkInvariants(after);
          const added = logOf(after).slice(logBefore);
          if (a.type === 'concede') {
            concessions++;
            if (holder !== null && holderController === a.player) {
              abandoned.add(holder);
              abandonedVotes++;
            }
          }
          for (const e of added) {
            if (e.type === 'vote') {
              // CR 800.4a: a player who has left the game votes no more
              ok(e.player !== undefined && wasInGame[e.player] === true && !(a.type === 'concede' && a.player === e.player), `player ${e.player} voted after leaving the game`);
              ok(e.object === undefined || !abandoned.has(e.object), `a vote was cast for object ${e.object}, whose controller left in the middle of its vote`);
            }
            if (e.type === 'trigger' && e.card === 'Grudge Keeper' && e.object !== undefined) {
              grudgeTriggers++;
              const held = after.objects[e.object]?.trigger?.object;
              ok(held === null || held === undefined || !abandoned.has(held), `Grudge Keeper triggered for the vote of object ${held}, which never finished`);
            }
            if (e.type === 'zoneChange' && e.card === 'Split Decision' && e.from === 'stack' && e.rule === '608.2n' && e.object !== undefined) {
              const copies = splitDecisionCopies(after, e.object);
              const votes = logOf(after).filter((v) => v.type === 'vote' && v.object === e.object).map((v) => v.detail);
              const duplication = votes.filter((v) => v === 'duplication').length;
              // CR 707.10, 608.2h: duplication got more votes or tied: the spell is copied, even if it left the stack
              ok(copies.length === (duplication * 2 >= votes.length && votes.length > 0 ? 1 : 0), `Split Decision ${e.object}: votes ${JSON.stringify(votes)}, copies ${JSON.stringify(copies)}`);
              splitDecisions++;
            }
          }
        }
      }),
      { numRuns: Number(process.env.VOTE_LEAVE_RUNS ?? 50), endOnFailure: true },
    );
    // the games are not vacuous: players left, some of them in the middle of their own votes,
    // Grudge Keepers triggered for votes that finished, and Split Decisions resolved
    expect(concessions).toBeGreaterThan(0);
    expect(abandonedVotes).toBeGreaterThan(0);
    expect(grudgeTriggers).toBeGreaterThan(0);
    expect(splitDecisions).toBeGreaterThan(0);
  });
});
