/**
 * A mission's declaration of creatures is accepted exactly when the rules allow it, judged by an
 * oracle written here from the rules alone (MT 6.1, 7.3; CR 508.1c–d, 508.1h–j), not by the engine's
 * search: on small boards every set of player 0's creatures is tried on a mission against player 1's
 * stockpile or a card of theirs, and it is accepted if and only if it has one creature or more, each
 * able to go (untapped, on patrol or on guard), within Silent Arbiter's limit, not Ember Beast alone,
 * its cost payable (Ghostly Prison's {2} a creature against the stockpile), and it obeys the most
 * attack requirements a set breaking no restriction obeys without paying a cost (508.1d). The sets
 * that listed actions build, in any order, are exactly the accepted ones, every path of them ends,
 * and the heuristic bot and a random bot picking among listed actions finish the declaration, also
 * from one built with additions the listing does not offer.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, botInput, heuristicBot, legalActions, tryApply, type ObjectId, type ReadonlyGameState } from '../../../src/index.js';
import { editState } from '../../../src/testing/index.js';
import { randomInt, seedRng } from '../../../src/state/rng.js';
import { ok } from '../../properties/helpers.js';
import { mt, passUntil, setPost, toMissions, variant } from './helpers.js';

/** What each creature's card does to a mission's declaration. */
const CARDS = {
  'Bronze Sable': {},
  'Wild Griffin': {},
  // "attacks each combat if able" (CR 508.1d)
  'Galvanic Juggernaut': { attacksIfAble: true },
  // "can't attack or block alone" (CR 508.1c)
  'Ember Beast': { alone: true },
  // "attacks each combat if able" and "attacks a player you noted for cards named Cogwork Tracker each combat if able" (CR 508.1d, 905.2b): player 1 is noted
  'Cogwork Tracker': { attacksIfAble: true, tracker: true },
} as const satisfies Record<string, { attacksIfAble?: boolean; alone?: boolean; tracker?: boolean }>;
type Card = keyof typeof CARDS;

const boardArb = fc.record({
  creatures: fc.array(fc.record({
    card: fc.constantFrom(...(Object.keys(CARDS) as Card[])),
    tapped: fc.boolean(),
    // the deploy area (MT 5.3) keeps a creature off missions; a guard may go (`guardsMayAttack`)
    post: fc.constantFrom('patrol' as const, 'patrol' as const, 'guard' as const, 'deploy' as const),
    // goaded by player 1, the only opponent (CR 701.15b)
    goaded: fc.boolean(),
    // "target creature attacks this turn if able" effects (Heckling Fiends, Basandra)
    attacksThisTurn: fc.nat(2),
  }), { minLength: 1, maxLength: 4 }),
  arbiter: fc.boolean(),
  prison: fc.boolean(),
  plains: fc.nat(4),
  atCard: fc.boolean(),
  manaAbilities: fc.constantFrom('automatic' as const, 'actions' as const),
});
type Board = typeof boardArb extends fc.Arbitrary<infer T> ? T : never;

/** The board in player 0's missions phase: player 0's creatures in the board's order, and player 1's Island. */
function boardState(b: Board): { s: ReadonlyGameState; ids: ObjectId[]; island: ObjectId } {
  const { state, ids } = mt({
    settings: { manaAbilities: b.manaAbilities },
    players: [
      {
        draft: { seat: 0, notes: [{ card: 'Cogwork Tracker', player: 1 }], removed: [] },
        battlefield: [...b.creatures.map((c) => ({ card: c.card, tapped: c.tapped })), ...Array<string>(b.plains).fill('Plains')],
      },
      { draft: { seat: 1, notes: [], removed: [] }, battlefield: ['Island', ...(b.arbiter ? ['Silent Arbiter'] : []), ...(b.prison ? ['Ghostly Prison'] : [])] },
    ],
  });
  const creatures = ids.battlefield[0]!.slice(0, b.creatures.length);
  const s = editState(state, (d) => {
    b.creatures.forEach((c, i) => {
      const id = creatures[i]!;
      if (c.post === 'patrol') setPost(d, id, 'patrol');
      if (c.post === 'guard') setPost(d, id, { guard: { player: 0 } });
      if (c.goaded) d.objects[id] = { ...d.objects[id]!, goadedBy: [1] };
      for (let n = 0; n < c.attacksThisTurn; n++) d.ruleEffects.push({ id: d.nextEffectId++, timestamp: d.nextTimestamp++, duration: { until: 'endOfTurn' }, source: null, controller: 1, kind: 'attacksIfAble', affected: [id] });
    });
  });
  return { s: toMissions(s), ids: creatures, island: ids.battlefield[1]![0]! };
}

/** One set of player 0's creatures, by index in the board. */
type Sent = number[];

/**
 * Whether the rules allow sending these creatures on the board's mission (MT 6.1; CR 508.1c–d,
 * 508.1h–j), written from the rules alone; and whether any set may be sent.
 */
function missionOracle(b: Board): { legal: (sent: Sent) => boolean; any: boolean } {
  const stockpile = !b.atCard;
  const breaksNoRestriction = (sent: Sent): boolean => {
    if (sent.length === 0) return false;
    if (b.arbiter && sent.length > 1) return false;
    if (sent.length === 1 && 'alone' in CARDS[b.creatures[sent[0]!]!.card]) return false;
    return sent.every((i) => !b.creatures[i]!.tapped && b.creatures[i]!.post !== 'deploy');
  };
  // Ghostly Prison taxes a mission against its controller's stockpile, which attacks them; not one against a card
  const cost = (sent: Sent): number => (b.prison && stockpile ? 2 * sent.length : 0);
  // a mission against a card attacks no player: it obeys Cogwork Tracker's noted player and goad's
  // "a player other than the goader" never; the stockpile's player is the goader, so goad's other
  // requirement is never obeyed in this two-player game either
  const obeyed = (sent: Sent): number => sent.reduce((sum, i) => {
    const c = b.creatures[i]!;
    const card = CARDS[c.card];
    return sum + ('attacksIfAble' in card ? 1 : 0) + ('tracker' in card && stockpile ? 1 : 0) + c.attacksThisTurn + (c.goaded ? 1 : 0);
  }, 0);
  const sets = allSets(b.creatures.length);
  const free = sets.filter((x) => breaksNoRestriction(x) && cost(x) === 0).map(obeyed);
  const most = Math.max(0, ...free);
  const legal = (sent: Sent): boolean => breaksNoRestriction(sent) && cost(sent) <= b.plains && obeyed(sent) >= most;
  return { legal, any: sets.some(legal) };
}

/** Every set of indexes below `n`. */
function allSets(n: number): Sent[] {
  return Array.from({ length: 1 << n }, (_, m) => Array.from({ length: n }, (_, i) => i).filter((i) => m & (1 << i)));
}

/**
 * The sets of creatures that listed actions, taken in any order, build and may confirm, each sorted.
 * Nothing else may be listed while declaring but the mana abilities that pay what it costs (no
 * taking back, MT 6.1; CR 508.1i), and every path ends, since each addition adds a creature and
 * each mana ability taps a Plains.
 */
function reachedByListing(s: ReadonlyGameState, made: readonly ObjectId[] = [], activated = 0, seen = new Set<string>(), out = new Set<string>()): Set<string> {
  const key = JSON.stringify([...made].sort((x, y) => x - y));
  if (seen.has(`${key}/${activated}`)) return out;
  seen.add(`${key}/${activated}`);
  const actions = legalActions(s);
  ok(actions.length > 0, 'a declaration with nothing to do');
  for (const a of actions) {
    if (a.type === 'confirmAttackers') out.add(key);
    else if (a.type === 'declareAttacker' && a.band === undefined) reachedByListing(apply(s, a), [...made, a.attacker], activated, seen, out);
    else if (a.type === 'activate' && s.objects[a.source]!.card === 'Plains') reachedByListing(apply(s, a), made, activated + 1, seen, out);
    else ok(false, `${JSON.stringify(a)} listed while declaring a mission`);
  }
  return out;
}

/** The declaration a bot makes from `s`, choosing with `choose` among listed actions: the state once it is made, within `bound` actions. */
function declaredBy(s: ReadonlyGameState, bound: number, choose: (x: ReadonlyGameState) => ReturnType<typeof legalActions>[number]): ReadonlyGameState {
  let x = s;
  for (let n = 0; x.decision?.kind === 'declareAttackers'; n++) {
    ok(n < bound, `the declaration took more than ${bound} actions`);
    x = apply(x, choose(x));
  }
  return x;
}

describe('a mission\'s declaration is accepted exactly when MT 6.1 and CR 508.1 allow it', () => {
  it('"attacks each combat if able", "attacks this turn if able", goad, Cogwork Tracker; the deploy area, guards, tapped creatures; Silent Arbiter, Ember Beast, Ghostly Prison; against the stockpile or a card', () => {
    let boards = 0;
    let refusals = 0;
    let bound = 0;
    fc.assert(
      fc.property(boardArb, fc.integer(), (b, seed) => {
        const { s, ids, island } = boardState(b);
        const target = b.atCard ? { object: island } : { player: 1 };
        const { legal, any } = missionOracle(b);
        const mission = { type: 'variant' as const, player: 0, name: 'mission', target };
        ok(tryApply(s, mission).ok === any, `${JSON.stringify(b)}: the mission is ${any ? '' : 'not '}possible, the engine ${any ? 'refuses' : 'accepts'} it`);
        if (!any) return;
        boards++;
        const d = passUntil(variant(s, 0, 'mission', undefined, target), (x) => x.decision?.kind !== 'priority');
        ok(d.decision?.kind === 'declareAttackers', `${JSON.stringify(b)}: no declaration after the mission began`);
        const before = JSON.stringify(d);
        const legals = new Set<string>();
        for (const sent of allSets(ids.length)) {
          const creatures = sent.map((i) => ids[i]!);
          if (legal(sent)) legals.add(JSON.stringify([...creatures].sort((x, y) => x - y)));
          const r = tryApply(d, { type: 'declareAttackers', player: 0, attackers: creatures.map((attacker) => ({ attacker, target: { player: 1 } })) });
          if (!r.ok) {
            refusals++;
            if (r.error.rule === '508.1d') bound++;
            ok(/^(508\.1|MT 6\.1)/.test(r.error.rule ?? ''), `${JSON.stringify(sent)} refused without a rule of the declaration: ${r.error.message} (${r.error.rule})`);
          }
          ok(r.ok === legal(sent), `${JSON.stringify(b)}: ${JSON.stringify(sent)} is ${legal(sent) ? 'legal' : 'illegal'}, the engine ${r.ok ? 'accepts' : 'refuses'} it${r.ok ? '' : `: ${r.error.message}`}`);
        }
        ok(JSON.stringify(d) === before, 'a tried declaration changed the state');
        expect([...reachedByListing(d)].sort()).toEqual([...legals].sort());
        const limit = ids.length + b.plains + 1;
        const sentBy = (x: ReadonlyGameState): string => JSON.stringify((x.combat?.attackers ?? []).map((a) => a.id).sort((p, q) => p - q));
        const heuristic = declaredBy(d, limit, (x) => heuristicBot(botInput(x, legalActions(x), seedRng(16))));
        ok(legals.has(sentBy(heuristic)), `the heuristic bot sent ${sentBy(heuristic)}`);
        const rng = seedRng(seed);
        const random = declaredBy(d, limit, (x) => {
          const actions = legalActions(x);
          return actions[randomInt(rng, actions.length)]!;
        });
        ok(legals.has(sentBy(random)), `a random bot sent ${sentBy(random)}`);
        // a declaration built with additions the listing does not offer lists a way out: taking a
        // creature back where it can't be finished, and a random bot ends it from there
        for (const sent of allSets(ids.length)) {
          let x: ReadonlyGameState | null = d;
          for (const i of sent) {
            const r = tryApply(x, { type: 'declareAttacker', player: 0, attacker: ids[i]!, target: { player: 1 } });
            x = r.ok ? r.state : null;
            if (x === null) break;
          }
          if (x === null) continue;
          ok(legalActions(x).length > 0, `${JSON.stringify(b)}: nothing listed with ${JSON.stringify(sent)} declared`);
          const ended = declaredBy(x, 2 * limit, (y) => {
            const actions = legalActions(y);
            return actions[randomInt(rng, actions.length)]!;
          });
          ok(legals.has(sentBy(ended)), `from ${JSON.stringify(sent)}, a random bot sent ${sentBy(ended)}`);
        }
      }),
      { numRuns: 400, seed: 616 },
    );
    expect(boards).toBeGreaterThan(150);
    expect(refusals).toBeGreaterThan(1000);
    // requirements, and no restriction, refused many of them
    expect(bound).toBeGreaterThan(75);
  });
});
