/**
 * The automatic payment against a brute-force oracle (CR 601.2f–h, 602.2b, 605.3a, 106, 107.4, 118):
 * on random boards (`payment-oracle.ts`) a cast or activation is listed exactly when some choice of
 * the player's plain {T} mana abilities, with the mana floating in the pool, pays its total cost;
 * casting or activating it with no payment named then succeeds, tapping as few permanents as any
 * choice that pays (none when the floating mana pays); what is not listed is refused as a cost that
 * can't be paid; a payment naming permanents is honoured exactly or refused; and with mana abilities
 * as actions the same casts are listed.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { legalActions, tryApply, type ActivateAction, type CastAction, type ReadonlyGameState } from '../../src/index.js';
import { ok } from './helpers.js';
import { boardArb, castable, fewest, reachable, setUp, SPELLS, spellCost, ways, waysWithOtherAbilities, type Board } from './payment-oracle.js';

/** The most X or kicks tried: beyond what any board could pay. */
const MOST = 40;

/** The (X, kicks) pairs the oracle says some choice of mana abilities pays, as `x:k`. */
function payablePairs(board: Board, states: ReturnType<typeof reachable>): Set<string> {
  const s = SPELLS[board.spell]!;
  const out = new Set<string>();
  if (!castable(board)) return out;
  for (let x = 0; x <= (s.x ? MOST : 0); x++) {
    for (let k = 0; k <= (s.kicker ? MOST : 0); k++) if (fewest(states, spellCost(board, x, k)) !== null) out.add(`${x}:${k}`);
  }
  return out;
}

/** The casts of the spell listed, as `x:k`. */
function listedPairs(state: ReadonlyGameState, spell: number): Set<string> {
  return new Set(legalActions(state).filter((a): a is CastAction => a.type === 'cast' && a.card === spell).map((a) => `${a.x}:${a.kicked ?? 0}`));
}

const sorted = (s: Set<string>): string => [...s].sort().join(' ');

/** The permanents of the player's tapped from one state to the next. */
function newlyTapped(before: ReadonlyGameState, after: ReadonlyGameState, ids: readonly number[]): number[] {
  return ids.filter((id) => after.objects[id]!.tapped && !before.objects[id]!.tapped);
}

/** What `compareCasts` has compared. */
interface Seen { casts: number; floating: number; refusals: number; unplanned: number }

/**
 * Compares the casts of the board's spell listed and accepted with no payment named with the oracle:
 * listed exactly when some choice of mana abilities pays (each X and number of kicks), accepted
 * then, tapping as few permanents as any choice that pays, refused as a cost that can't be paid
 * otherwise. Where Shimmering Grotto's filter or Mirrodin's Core's charged mana could pay a cast the
 * planner's can't, one of them is listed (CR 605.3a), and refusing the cast says so. Counts what it compared in `seen`.
 */
function compareCasts(board: Board, seen: Seen): void {
  const { state, spell, mine } = setUp(board);
  const states = reachable(ways(board), board.pool);
  const expected = payablePairs(board, states);
  const listed = listedPairs(state, spell);
  ok(sorted(listed) === sorted(expected), `listed ${sorted(listed)}, payable ${sorted(expected)}`);
  const opened = payablePairs(board, reachable(waysWithOtherAbilities(board), board.pool));
  if ([...opened].some((key) => !expected.has(key))) {
    const others = legalActions(state).filter((a) => a.type === 'activate' && mine.includes(a.source) && ((state.objects[a.source]!.card === 'Shimmering Grotto' && a.ability === 1) || (state.objects[a.source]!.card === "Mirrodin's Core" && a.ability === 2)));
    ok(others.length > 0, `payable with Shimmering Grotto's or Mirrodin's Core's other mana ability (${sorted(opened)}), but neither is listed`);
    seen.unplanned++;
  }
  const s = SPELLS[board.spell]!;
  for (let x = 0; x <= (s.x ? 3 : 0); x++) {
    for (let k = 0; k <= (s.kicker ? 4 : 0); k++) {
      const r = tryApply(state, { type: 'cast', player: 0, card: spell, targets: [], x, ...(k > 0 ? { kicked: k } : {}) });
      if (!expected.has(`${x}:${k}`)) {
        ok(!r.ok, `X=${x}, kicked ${k}: accepted though no choice of mana abilities pays`);
        if (castable(board)) {
          ok(r.error.code === 'cannotPay' || (r.error.code === 'malformed' && /more than could be paid/.test(r.error.message)), `X=${x}, kicked ${k}: refused as ${r.error.code}: ${r.error.message}`);
          // CR 605.3a: the refusal says when other mana abilities could pay it
          if (r.error.code === 'cannotPay') ok(opened.has(`${x}:${k}`) === r.error.message.includes('by tapping permanents for mana alone'), `X=${x}, kicked ${k}: refused as "${r.error.message}", payable with other mana abilities: ${opened.has(`${x}:${k}`)}`);
          seen.refusals++;
        }
        continue;
      }
      ok(r.ok, `X=${x}, kicked ${k}: refused (${r.ok ? '' : r.error.message}) though some choice of mana abilities pays`);
      const least = fewest(states, spellCost(board, x, k))!;
      const tapped = newlyTapped(state, r.state, mine);
      // CR 601.2g: no more permanents than a payment needs; floating mana first where it pays
      ok(tapped.length === least, `X=${x}, kicked ${k}: tapped ${tapped.length} permanents where ${least} pay`);
      seen.casts++;
      if (board.pool.some((n) => n > 0)) seen.floating++;
    }
  }
}

describe('automatic payment against a brute-force oracle of every choice of mana abilities', () => {
  it('a cast is listed exactly when some choice pays, succeeds with no payment named tapping as few permanents as any, and is refused otherwise', () => {
    const seen: Seen = { casts: 0, floating: 0, refusals: 0, unplanned: 0 };
    fc.assert(fc.property(boardArb, (board) => compareCasts(board, seen)), { numRuns: 400 });
    ok(seen.casts > 100 && seen.floating > 20 && seen.refusals > 100, `too few compared: ${seen.casts} casts, ${seen.floating} with floating mana, ${seen.refusals} refusals`);
  });

  it("so beside Shimmering Grottos and Mirrodin's Cores with charge counters, whose other mana abilities, listed where they could pay a cast the planner's can't, are named as such a cast is refused (CR 605.3a)", () => {
    const seen: Seen = { casts: 0, floating: 0, refusals: 0, unplanned: 0 };
    const boards = fc.tuple(boardArb, fc.array(fc.constantFrom('Shimmering Grotto', "Mirrodin's Core"), { minLength: 1, maxLength: 2 }))
      .map(([board, others]): Board => ({ ...board, instant: false, hymn: false, charge: true, mine: [...board.mine.slice(0, 5), ...others.map((card) => ({ card, tapped: false, sick: false }))] }));
    fc.assert(fc.property(boards, (board) => compareCasts(board, seen)), { numRuns: 200 });
    ok(seen.casts > 50 && seen.unplanned > 10, `too few compared: ${seen.casts} casts, ${seen.unplanned} boards where only other mana abilities pay`);
  });

  it("so with many Elvish Aberrations that Secrets of Paradise lets tap for {G}{G}{G} or one mana of any color, each one way (CR 106.12)", () => {
    const seen: Seen = { casts: 0, floating: 0, refusals: 0, unplanned: 0 };
    const boards = fc.tuple(boardArb, fc.integer({ min: 4, max: 7 }), fc.array(fc.constantFrom('Forest', 'Mountain', 'Plains', 'Wastes'), { maxLength: 4 }), fc.constantFrom('Skitter of Lizards', 'Apex Hawks', 'Deathforge Shaman', 'Plated Seastrider'))
      .map(([board, n, lands, spell]): Board => ({
        ...board, spell, instant: false, secrets: 'Elvish Aberration',
        mine: [...Array.from({ length: n }, () => ({ card: 'Elvish Aberration', tapped: false, sick: false })), ...lands.map((card) => ({ card, tapped: false, sick: false }))],
      }));
    fc.assert(fc.property(boards, (board) => compareCasts(board, seen)), { numRuns: 60 });
    ok(seen.casts > 50, `too few casts compared: ${seen.casts}`);
  });

  it("an ability with a mana cost is listed exactly when some choice pays (Dread Statuary's {4} with its own mana, Throne of the High City's {4}, {T} without, Wakestone Gargoyle's {1}{W})", () => {
    let activated = 0;
    fc.assert(
      fc.property(boardArb, (board) => {
        const { state, mine, gargoyle } = setUp(board);
        const options = ways(board);
        const listed = legalActions(state).filter((a): a is ActivateAction => a.type === 'activate');
        const check = (source: number, ability: number, cost: { generic: number; colored: number[] }, without: number | null, name: string): void => {
          const states = reachable(options.map((o, j) => (j === without ? [] : o)), board.pool);
          const least = fewest(states, cost);
          const ways = listed.filter((a) => a.source === source && a.ability === ability);
          ok((ways.length > 0) === (least !== null), `${name}'s ability listed ${ways.length} times, payable: ${least !== null}`);
          const r = tryApply(state, { type: 'activate', player: 0, source, ability, targets: [], x: 0 });
          ok(r.ok === (least !== null), `${name}'s ability ${r.ok ? 'accepted' : `refused (${r.error.message})`}, payable: ${least !== null}`);
          if (!r.ok) return;
          const tapped = newlyTapped(state, r.state, mine).filter((id) => without === null || id !== mine[without]);
          ok(tapped.length === least, `${name}'s ability tapped ${tapped.length} permanents where ${least} pay`);
          activated++;
        };
        mine.forEach((id, i) => {
          const p = board.mine[i]!;
          // Dread Statuary's {4}: no {T} in the cost, so its own mana may pay it (CR 602.2b, 605.3a)
          if (p.card === 'Dread Statuary') check(id, 1, { generic: 4, colored: [] }, null, p.card);
          // Throne of the High City's {4}, {T}, Sacrifice: its own {T} is part of the cost
          if (p.card === 'Throne of the High City' && !p.tapped) check(id, 1, { generic: 4, colored: [] }, i, p.card);
        });
        if (gargoyle !== null) check(gargoyle, 0, { generic: 1, colored: [0] }, null, 'Wakestone Gargoyle');
      }),
      { numRuns: 300 },
    );
    ok(activated > 30, `too few activations compared: ${activated}`);
  });

  it('an activation naming permanents in its payment is honoured exactly: refused naming the permanent its own {T} taps, accepted when some choice of their mana pays', () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(boardArb, fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), (board, mask) => {
        const { state, mine } = setUp(board);
        const options = ways(board);
        mine.forEach((id, i) => {
          const card = board.mine[i]!.card;
          if ((card !== 'Dread Statuary' && card !== 'Throne of the High City') || board.mine[i]!.tapped) return;
          const named = mine.filter((m, j) => mask[j] && !board.mine[j]!.tapped);
          // CR 602.2b: Throne's {T} is part of the cost, so its mana can't pay the rest; Statuary's {4} has none
          const usable = named.every((m) => options[mine.indexOf(m)]!.length > 0 && !(card === 'Throne of the High City' && m === id));
          const pays = usable && fewest(reachable(named.map((m) => options[mine.indexOf(m)]!), board.pool), { generic: 4, colored: [] }) !== null;
          const r = tryApply(state, { type: 'activate', player: 0, source: id, ability: 1, targets: [], x: 0, payment: named });
          ok(r.ok === pays, `${card}'s ability with payment ${named.join(',')}: ${r.ok ? 'accepted' : r.error.message}, expected ${pays ? 'accepted' : 'refused'}`);
          if (!r.ok) {
            ok(['illegal', 'cannotPay'].includes(r.error.code), `refused as ${r.error.code}: ${r.error.message}`);
            refused++;
            return;
          }
          // Throne of the High City is sacrificed as it is paid for
          for (const m of mine) if (r.state.battlefield.includes(m)) ok(r.state.objects[m]!.tapped === (state.objects[m]!.tapped || named.includes(m)), `permanent ${m} tapped or untapped unlike the payment named`);
          accepted++;
        });
      }),
      { numRuns: 400 },
    );
    ok(accepted > 10 && refused > 10, `too few payments tried: ${accepted} accepted, ${refused} refused`);
  });

  it('a payment naming permanents is honoured exactly: accepted when some choice of their mana with the floating mana pays, each of them tapped and nothing else; refused otherwise', () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(boardArb, fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }), fc.nat(2), (board, mask, k) => {
        if (!castable(board)) return;
        const { state, spell, mine } = setUp(board);
        const options = ways(board);
        const named = mine.filter((id, i) => mask[i] && !board.mine[i]!.tapped);
        const usable = named.every((id) => options[mine.indexOf(id)]!.length > 0);
        const s = SPELLS[board.spell]!;
        const kicks = s.kicker ? k : 0;
        const pays = usable && fewest(reachable(named.map((id) => options[mine.indexOf(id)]!), board.pool), spellCost(board, 0, kicks)) !== null;
        const r = tryApply(state, { type: 'cast', player: 0, card: spell, targets: [], x: 0, ...(kicks > 0 ? { kicked: kicks } : {}), payment: named });
        ok(r.ok === pays, `payment ${named.join(',')} (kicked ${kicks}): ${r.ok ? 'accepted' : r.error.message}, expected ${pays ? 'accepted' : 'refused'}`);
        if (!r.ok) {
          ok(['illegal', 'cannotPay'].includes(r.error.code), `refused as ${r.error.code}: ${r.error.message}`);
          refused++;
          return;
        }
        for (const id of state.battlefield) ok(r.state.objects[id]!.tapped === (state.objects[id]!.tapped || named.includes(id)), `permanent ${id} tapped or untapped unlike the payment named`);
        accepted++;
      }),
      { numRuns: 300 },
    );
    ok(accepted > 20 && refused > 20, `too few payments tried: ${accepted} accepted, ${refused} refused`);
  });

  it('with mana abilities as actions the same casts are listed, and each is paid so too with no payment named', () => {
    let compared = 0;
    fc.assert(
      fc.property(boardArb, (board) => {
        const automatic = setUp(board);
        const actions = setUp(board, { manaAbilities: 'actions' });
        const a = listedPairs(automatic.state, automatic.spell);
        const b = listedPairs(actions.state, actions.spell);
        ok(sorted(a) === sorted(b), `automatic lists ${sorted(a)}, as actions ${sorted(b)}`);
        // each is accepted with no payment named in both settings, tapping as many permanents
        for (const key of [...b].slice(0, 3)) {
          const [x, k] = key.split(':').map(Number) as [number, number];
          const cast = (st: ReadonlyGameState, card: number) => tryApply(st, { type: 'cast', player: 0, card, targets: [], x, ...(k > 0 ? { kicked: k } : {}) });
          const ra = cast(automatic.state, automatic.spell);
          const rb = cast(actions.state, actions.spell);
          ok(ra.ok && rb.ok, `X=${x}, kicked ${k}: ${ra.ok ? 'accepted' : ra.error.message} automatically, ${rb.ok ? 'accepted' : rb.error.message} as actions`);
          ok(newlyTapped(automatic.state, ra.state, automatic.mine).length === newlyTapped(actions.state, rb.state, actions.mine).length, `X=${x}, kicked ${k}: the settings tapped different numbers of permanents`);
        }
        if (a.size > 0) compared++;
      }),
      { numRuns: 200 },
    );
    ok(compared > 30, `too few boards with a cast: ${compared}`);
  });
});
