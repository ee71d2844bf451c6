/**
 * The heuristic bot answers only with legal actions: in random games beside the random bot, and on
 * random boards of creatures that trample and whose abilities trigger — where the runs are checked to
 * meet its divisions of combat damage (CR 510.1c) and its triggered abilities' order, modes and
 * targets (CR 603.3b–d) — every answer it gives is one `legalActions` lists (or a double agenda's
 * other pair of names, CR 702.106f, which the listing holds one per name of) and `apply` takes. And
 * on random boards of one attacker blocked by several creatures, with trample, deathtouch and damage
 * marked, its division destroys the most worth of blockers any legal division destroys (a
 * creature's worth: twice its mana value, with its power and toughness), and with trample deals the
 * most damage to the player of those, or the player's life.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, botInput, characteristics, createGame, heuristicBot, legalActions, randomBot, tryApply, type Action, type ObjectId, type ReadonlyGameState } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { attack, block, passUntil, permanent, setup, withKeywords } from '../cards/helpers.js';
import { canonical, gameOptions, gameSpecArb } from './helpers.js';

/** Creatures that attack and block: tramplers, and creatures whose abilities trigger as they attack, block, deal damage or die. */
const COMBATANTS = [
  'Pelakka Wurm', 'Ill-Tempered Cyclops', 'Menagerie Liberator', 'Bronze Sable', 'Wild Griffin', 'Lizard Warrior', 'Palace Sentinels',
  'Shambling Goblin', 'Pitchburn Devils', 'Grenzo, Havoc Raiser', 'Merfolk Skyscout', 'Goblin Racketeer', 'Gang of Devils', 'Driver of the Dead',
] as const;

/** Creature cards whose abilities trigger as they enter, with targets (one of an opponent's choice), modes or two at once, or a sacrifice or scry to choose. */
const TRIGGERING = [
  'Farbog Boneflinger', 'Fleshbag Marauder', 'Mausoleum Turnkey', 'Omenspeaker', 'Affa Guard Hound', 'Palace Jailer', 'Custodi Lich', 'Deceiver Exarch', 'Terastodon', 'Glimmerpoint Stag',
  'Crookclaw Transmuter', 'Hollowhenge Spirit', 'Mnemonic Wall', 'Keepsake Gorgon',
] as const;

/** Two of each basic land: mana for any of them. */
const LANDS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].flatMap((l) => [l, l]);

/**
 * Fails unless the heuristic bot's answer `a` is one of the `listed` actions of `s`, or a double
 * agenda's other pair of names, which `apply` accepts but the listing holds one per name of (CR
 * 702.106f; DESIGN principle 4): then it must be accepted.
 */
function expectListedOrOtherNames(s: ReadonlyGameState, listed: readonly Action[], a: Action): void {
  const why = `the heuristic bot's answer to a ${s.decision!.kind} decision`;
  if (a.type === 'nameCard' && a.names.length === 2 && !listed.some((l) => canonical(l) === canonical(a))) {
    expect(listed.some((l) => l.type === 'nameCard' && l.names.length === 2), why).toBe(true);
    expect(tryApply(s, a).ok, why).toBe(true);
  } else expect(listed.map(canonical), why).toContain(canonical(a));
}

describe('the heuristic bot answers only with legal actions', () => {
  it('in random games beside the random bot, every answer is listed and taken', () => {
    fc.assert(
      fc.property(gameSpecArb({ maxPlayers: 3 }), (drawn) => {
        // decks and life enough for creatures to meet in combat
        const spec = { ...drawn, deckSize: drawn.deckSize + 20, startingLife: 20 };
        const rng = seedRng(spec.botSeed);
        let s: ReadonlyGameState = createGame(gameOptions(spec, 14));
        for (let n = 0; n < 3000 && !s.result; n++) {
          const actions = legalActions(s);
          const d = s.decision!;
          // even seats are the heuristic bot's
          const heuristic = d.player % 2 === 0;
          const a = (heuristic ? heuristicBot : randomBot)(botInput(s, actions, rng));
          if (heuristic) expectListedOrOtherNames(s, actions, a);
          s = apply(s, a);
        }
      }),
      { numRuns: 30, endOnFailure: true },
    );
  });

  it('on random boards of creatures that trample and trigger, every answer is listed and taken, and the runs meet divisions of combat damage and triggered abilities', () => {
    const answered = new Map<string, number>();
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.constantFrom(...COMBATANTS), { minLength: 2, maxLength: 5 }), { minLength: 2, maxLength: 3 }),
        fc.array(fc.array(fc.constantFrom(...TRIGGERING), { minLength: 1, maxLength: 3 }), { minLength: 3, maxLength: 3 }),
        fc.boolean(),
        fc.integer(),
        (boards, hands, allHeuristic, seed) => {
          const { state } = setup({
            players: boards.map((creatures, p) => ({ battlefield: [...LANDS, ...creatures], hand: hands[p], life: 12 })),
            settings: { manaAbilities: 'automatic', autoPass: 'whenOnlyPass' },
          });
          const rng = seedRng(seed);
          let s = state;
          for (let n = 0; n < 400 && !s.result; n++) {
            const actions = legalActions(s);
            const d = s.decision!;
            const heuristic = allHeuristic || d.player === 0;
            const a = (heuristic ? heuristicBot : randomBot)(botInput(s, actions, rng));
            if (heuristic) {
              expect(actions.map(canonical), `the heuristic bot's answer to a ${d.kind} decision`).toContain(canonical(a));
              answered.set(d.kind, (answered.get(d.kind) ?? 0) + 1);
            }
            s = apply(s, a);
          }
        },
      ),
      { numRuns: 25, endOnFailure: true },
    );
    expect(answered.get('assignDamage') ?? 0, 'divisions of combat damage the runs met').toBeGreaterThan(0);
    expect(answered.get('putTrigger') ?? 0, 'triggered abilities put on the stack the runs met').toBeGreaterThan(0);
  });
});

/** Creatures of CNS and CN2 without abilities that change combat damage, by their toughness. */
const BLOCKERS = { 'Bronze Sable': 1, 'Wild Griffin': 2, 'Merfolk Looter': 1, 'Lizard Warrior': 2, 'Courier Hawk': 2, 'Opaline Unicorn': 2, 'Palace Sentinels': 4, 'Ill-Tempered Cyclops': 3 } as const;
type Blocker = keyof typeof BLOCKERS;

const boardArb = fc.record({
  power: fc.integer({ min: 1, max: 9 }),
  trample: fc.boolean(),
  deathtouch: fc.boolean(),
  blockers: fc.array(fc.record({ card: fc.constantFrom(...(Object.keys(BLOCKERS) as Blocker[])), damage: fc.nat(3) }), { minLength: 2, maxLength: 4 }),
  life: fc.integer({ min: 1, max: 20 }),
});

/** A creature's worth, as the property reads it: twice its mana value, with its power and toughness (at least 1). */
function worth(s: ReadonlyGameState, id: ObjectId): number {
  const c = characteristics(s, id);
  return Math.max(1, 2 * c.manaValue + Math.max(0, c.power ?? 0) + Math.max(0, c.toughness ?? 0));
}

describe('the heuristic bot divides combat damage to destroy the most worth (CR 510.1c, 702.19b, 702.2c)', () => {
  it('on random boards, its division is listed, destroys the most worth any listed one does and, with trample, deals the player the most of those (or their life)', () => {
    let divided = 0;
    fc.assert(
      fc.property(boardArb, fc.integer(), (board, seed) => {
        // Goblin Balloon Brigade (1/1) with +1/+1 counters attacks; each blocker with damage marked, less than its toughness
        const { state } = setup({
          players: [
            { battlefield: [{ card: 'Goblin Balloon Brigade', counters: { '+1/+1': board.power - 1 } }] },
            { battlefield: board.blockers.map((b) => ({ card: b.card, damage: Math.min(b.damage, BLOCKERS[b.card] - 1) })), life: board.life },
          ],
        });
        const attacker = permanent(state, 'Goblin Balloon Brigade');
        const keywords = [...(board.trample ? ['trample' as const] : []), ...(board.deathtouch ? ['deathtouch' as const] : [])];
        let s = keywords.length > 0 ? withKeywords(state, attacker, keywords) : state;
        const blockers = s.battlefield.filter((id) => s.objects[id]!.controller === 1);
        s = passUntil(block(attack(s, [[attacker, 1]]), blockers.map((b) => [b, attacker])), (x) => x.decision?.kind === 'assignDamage' || x.turn.step === 'endCombat');
        // one way to divide it (every blocker lacking no more than the damage, or 1 damage): nothing to choose
        if (s.decision?.kind !== 'assignDamage') return;
        divided++;
        const order = s.combat!.attackers[0]!.blockers;
        const lacking = order.map((id) => {
          const left = (characteristics(s, id).toughness ?? 0) - s.objects[id]!.damage;
          return board.deathtouch ? Math.min(1, left) : left;
        });
        const destroyed = (amounts: readonly number[]): number => order.reduce((n, id, i) => n + ((amounts[i] ?? 0) >= (lacking[i] ?? 0) ? worth(s, id) : 0), 0);
        const listed = legalActions(s) as Extract<Action, { type: 'assignDamage' }>[];
        const a = heuristicBot(botInput(s, listed, seedRng(seed)));
        expect(listed.map(canonical)).toContain(canonical(a));
        const amounts = (a as Extract<Action, { type: 'assignDamage' }>).amounts;
        const most = Math.max(...listed.map((x) => destroyed(x.amounts)));
        const past = (x: readonly number[]): number => x[order.length] ?? 0;
        const lethalPast = listed.some((x) => past(x.amounts) >= board.life);
        if (lethalPast) expect(past(amounts)).toBeGreaterThanOrEqual(board.life);
        else {
          expect(destroyed(amounts)).toBe(most);
          expect(past(amounts)).toBe(Math.max(...listed.filter((x) => destroyed(x.amounts) === most).map((x) => past(x.amounts))));
        }
      }),
      { numRuns: 60, endOnFailure: true },
    );
    // the premise: most boards leave a choice of division
    expect(divided).toBeGreaterThan(30);
  });
});
