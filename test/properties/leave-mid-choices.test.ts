/**
 * A player leaving the game while a spell or ability is still asking its choices, after some have been
 * answered (CR 800.4a): random five-player games whose decks are built from cards that ask several
 * choices in one resolution — votes with several votes a player (Council's Judgment, Brago's
 * Representative, Ballot Broker), choices for other players' votes (Expropriate), choices among other
 * players' permanents (Grenzo's Rebuttal), Auras and copies entering together (Show and Tell, Pariah,
 * Stunt Double) — on random boards where every player can cast them, played by a random bot; at a choice of a resolution that has answers already, half
 * the time a player other than the one choosing and the resolution's controller concedes. Nothing
 * throws, the invariants hold after every action, a vote made before a concession is cast for what it
 * was made for unless that left the game with the player (CR 701.38d), every state after a concession
 * loads back from its saved form, and every game ends.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPlayout, deserialize, logOf, serialize, type Action, type ObjectId, type PlayerId } from '../../src/index.js';
import { CEASED } from '../../src/zones/zones.js';
import { scenario } from '../../src/testing/index.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import type { RngState } from '../../src/state/types.js';
import { checkInvariants, MAX_ACTIONS, ok, pick } from './helpers.js';

/** Spells and permanents that ask several choices in one resolution, in hands. */
const SPELLS = ["Council's Judgment", 'Expropriate', "Grenzo's Rebuttal", 'Show and Tell', "Tyrant's Choice", 'Custodi Squire', 'Pariah', 'Stunt Double'];
/** Permanents that give votes, and candidates for the choices, on the battlefield. */
const PERMANENTS = ["Brago's Representative", 'Ballot Broker', 'Bronze Sable', 'Wild Griffin', 'Pillarfield Ox', 'Coveted Peacock', 'Horn of Greed'];
const LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

function some(rng: RngState, from: readonly string[], n: number): string[] {
  return Array.from({ length: n }, () => from[randomInt(rng, from.length)] as string);
}

/** A five-player board: each player has mana for any of the spells, a few of them in hand, a few permanents, and a library. */
function board(seed: number) {
  const rng = seedRng(seed);
  return scenario({
    seed,
    settings: { turnLimit: 12 },
    players: [0, 1, 2, 3, 4].map(() => ({
      life: 10,
      hand: some(rng, SPELLS, 3),
      battlefield: [...LANDS, ...LANDS, ...some(rng, PERMANENTS, 1 + randomInt(rng, 3))],
      library: some(rng, [...SPELLS, ...PERMANENTS, ...LANDS], 12),
    })),
  }).state;
}

describe('a player leaving while a resolution asks its choices (CR 800.4a)', () => {
  it('random five-player boards: nothing throws, invariants hold, the games end and load back', () => {
    let concessions = 0;
    let votesChecked = 0;
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (boardSeed, botSeed) => {
        const playout = createPlayout(board(boardSeed));
        const rng = seedRng(botSeed);
        // the votes made and not yet cast by players with several votes (CR 701.38d), as they were made
        let made: { player: PlayerId; object: ObjectId }[] = [];
        for (let n = 0; !playout.state.result; n++) {
          ok(n < MAX_ACTIONS, `no end after ${MAX_ACTIONS} actions`);
          const s = playout.state;
          const d = s.decision;
          const r = s.resolution;
          const controller = r ? s.objects[r.object]?.controller : undefined;
          const others = s.players.filter((p) => p.inGame && p.id !== d?.player && p.id !== controller);
          const midChoices = d?.kind === 'choose' && r !== null && Object.keys(r.answers).length > 0 && others.length > 0;
          const a: Action = midChoices && randomInt(rng, 2) === 0
            ? { type: 'concede', player: (others[randomInt(rng, others.length)] as (typeof others)[number]).id }
            : pick(s, playout.legalActions(), rng);
          if (a.type === 'choose' && d?.kind === 'choose' && d.choice.prompt === 'vote' && d.choice.rule === '701.38d') {
            const o = d.choice.options[a.choice[0] as number];
            if (o && 'object' in o) made.push({ player: d.player, object: o.object });
          }
          const logBefore = logOf(s).length;
          playout.apply(a);
          const after = playout.state;
          checkInvariants(after);
          // a vote made for an object that did not leave the game with a player is cast for it
          const cast = logOf(after).slice(logBefore).filter((e) => e.type === 'vote');
          for (const voter of new Set(cast.map((e) => e.player))) {
            const castFor = cast.filter((e) => e.player === voter).map((e) => e.to);
            for (const m of made.filter((x) => x.player === voter && after.objects[x.object]?.movedTo !== CEASED)) {
              const at = castFor.indexOf(m.object);
              ok(at >= 0, `player ${voter} made a vote for ${m.object} and cast ${JSON.stringify(cast.filter((e) => e.player === voter))}`);
              castFor.splice(at, 1);
              votesChecked++;
            }
            made = made.filter((x) => x.player !== voter);
          }
          if (after.resolution === null) made = [];
          if (a.type !== 'concede') continue;
          concessions++;
          expect(deserialize(serialize(after))).toStrictEqual(after);
        }
      }),
      { numRuns: Number(process.env.LEAVE_RUNS ?? 20), endOnFailure: true },
    );
    // the games are not vacuous: players left in the middle of resolutions' choices, and players with
    // several votes made them
    expect(concessions).toBeGreaterThan(0);
    expect(votesChecked).toBeGreaterThan(0);
  });
});
