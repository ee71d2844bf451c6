/**
 * The automatic payment against brute force (CR 601.2g–h, 605, 106). A random battlefield of the
 * mana sources of the card pool the planner taps by their "{T}: Add …" abilities — basic lands,
 * colorless utility lands, creatures that tap for mana (summoning sick or not), Reflecting Pool,
 * Exotic Orchard, Paliano, the High City with the colors of a draft or none, a creature with Secrets
 * of Paradise's granted ability (Bronze Sable, or Elvish Aberration beside its own {G}{G}{G}: tapped
 * once, one of them, CR 106.12), basic lands with Sovereign's Realm's — some tapped, with or
 * without Regal Behemoth (its player the monarch) and Mirari's Wake adding mana as lands are tapped,
 * and a spell with generic, colored, X and multikicker costs, less Hymn of the Wilds' and Brago's
 * Favor's reductions, perhaps payable with mana of any type (Unexpected Potential, Emissary's Ploy
 * for the mana value with X, Grenzo, Havoc Raiser's permission to cast it from exile). What each permanent could add is written from the cards' Oracle text,
 * not read from the engine (`mana-boards.ts`), and every combination is searched: the casts listed (each X and
 * number of kicks) are exactly those some combination pays, and casting one without a payment taps
 * as few of the permanents as any combination that pays, and among those the least flexible (the
 * fewest types of mana they could make in all), as the planner promises.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { apply, legalActions, tryApply, type CastAction } from '../../src/index.js';
import { ok } from './helpers.js';
import { boardArb, bundles, fewest, flexibility, reachable, setUp, SPELLS, totalCost } from './mana-boards.js';

describe('automatic payment against every combination of mana sources', () => {
  it('a cast is listed for each X and number of kicks some combination pays, and the plan taps as few permanents as any', () => {
    let cast = 0;
    let withBonus = 0;
    fc.assert(
      fc.property(boardArb, (board) => {
        const { state, spell, mine } = setUp(board);
        const flex = flexibility(board);
        const states = reachable(bundles(board), flex);
        const s = SPELLS[board.spell]!;
        const listed = new Set(
          legalActions(state)
            .filter((a): a is CastAction => a.type === 'cast' && a.card === spell)
            .map((a) => `${a.x}:${a.kicked ?? 0}`),
        );
        const expected = new Set<string>();
        for (let x = 0; x <= (s.x ? 30 : 0); x++) {
          for (let k = 0; k <= (s.kicker ? 30 : 0); k++) if (fewest(states, totalCost(board, x, k)) !== null) expected.add(`${x}:${k}`);
        }
        // Hymn of the Wilds: no instant or sorcery spells (CR 101.2)
        if (board.hymn && !s.creature) expected.clear();
        ok([...listed].sort().join(' ') === [...expected].sort().join(' '), `listed ${[...listed].join(' ')}, payable ${[...expected].join(' ')}`);
        for (const key of listed) {
          const [x, k] = key.split(':').map(Number) as [number, number];
          const after = apply(state, { type: 'cast', player: 0, card: spell, targets: [], x, ...(k > 0 ? { kicked: k } : {}) });
          const tapped = mine.filter((id) => after.objects[id]!.tapped && !state.objects[id]!.tapped);
          const flexTapped = tapped.reduce((n, id) => n + flex[mine.indexOf(id)]!, 0);
          const least = fewest(states, totalCost(board, x, k))!;
          ok(tapped.length === least.tapped, `X=${x}, kicked ${k}: tapped ${tapped.length} permanents where ${least.tapped} pay`);
          // among those, the least flexible: sources making more types stay untapped for later
          ok(flexTapped === least.flex, `X=${x}, kicked ${k}: tapped permanents making ${flexTapped} types in all where ${least.flex} pay`);
          cast++;
          if (board.behemoth && tapped.length > 0) withBonus++;
        }
      }),
      { numRuns: 300 },
    );
    ok(cast > 100 && withBonus > 20, `too few casts compared: ${cast}, ${withBonus} with Regal Behemoth`);
  });

  it("an ability whose cost has mana and {T} is listed exactly when the other permanents pay (Shimmering Grotto's {1}, {T} filter, Rogue's Passage's {4}, {T}), and taps as few", () => {
    let activated = 0;
    fc.assert(
      fc.property(boardArb, (board) => {
        // with mana abilities as actions: in the automatic setting the filter, a mana ability, is listed only where its mana buys something (test/rules/605-unplanned-mana-abilities-listed.test.ts)
        const { state, mine } = setUp(board, { manaAbilities: 'actions' });
        const options = bundles(board);
        const flex = flexibility(board);
        const creatures = state.battlefield.some((id) => ['Birds of Paradise', 'Opaline Unicorn', 'Elvish Aberration', 'Bronze Sable', 'Regal Behemoth'].includes(state.objects[id]!.card));
        const listed = legalActions(state);
        const automatic = legalActions(setUp(board).state);
        mine.forEach((id, i) => {
          const card = board.mine[i]!.card;
          if (card !== 'Shimmering Grotto' && card !== "Rogue's Passage") return;
          // the automatic setting lists no more of them
          const inAutomatic = automatic.filter((a) => a.type === 'activate' && a.source === id && a.ability === 1).length;
          ok(inAutomatic <= listed.filter((a) => a.type === 'activate' && a.source === id && a.ability === 1).length, `${card}'s ability listed ${inAutomatic} times in the automatic setting, more than as actions`);
          // CR 602.2b, 601.2g: its own {T} is part of the cost, so its mana pays none of it
          const others = reachable(options.map((o, j) => (j === i ? [] : o)), flex);
          const least = fewest(others, { generic: card === 'Shimmering Grotto' ? 1 : 4, colored: [] });
          const payable = !board.mine[i]!.tapped && least !== null && (card === 'Shimmering Grotto' || creatures);
          const ways = listed.filter((a) => a.type === 'activate' && a.source === id && a.ability === 1);
          ok((ways.length > 0) === payable, `${card}'s ability listed ${ways.length} times, payable: ${payable}`);
          if (!payable) return;
          const after = apply(state, ways[0]!);
          const tapped = mine.filter((m) => m !== id && after.objects[m]!.tapped && !state.objects[m]!.tapped);
          ok(after.objects[id]!.tapped && tapped.length === least.tapped, `${card}'s ability tapped ${tapped.length} other permanents where ${least.tapped} pay`);
          activated++;
        });
      }),
      { numRuns: 300 },
    );
    // 300 random boards activate one of them 20 to 50 times (the full suite once read exactly 20): more than 8 shows the check ran
    ok(activated > 8, `too few activations compared: ${activated}`);
  });

  it('a payment naming permanents is accepted exactly when they are sources of the player\'s now and some combination of their mana pays; each is tapped, nothing else', () => {
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(boardArb, fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }), fc.option(fc.nat(9)), fc.nat(3), fc.nat(2), (board, mask, any, x, k) => {
        const { state, spell, mine, theirs } = setUp(board);
        const s = SPELLS[board.spell]!;
        if (board.hymn && !s.creature) return;
        const all = [...mine, ...theirs];
        // untapped permanents of the player's, and perhaps any one permanent of the board
        const picked = mine.filter((id, i) => mask[i] && !state.objects[id]!.tapped);
        const named = [...new Set(any === null || any >= all.length ? picked : [...picked, all[any]!])];
        const options = bundles(board);
        const usable = named.every((id) => mine.includes(id) && options[mine.indexOf(id)]!.length > 0);
        const kicks = s.kicker ? k : 0;
        const xs = s.x ? x : 0;
        const pays = usable && fewest(reachable(named.map((id) => options[mine.indexOf(id)]!)), totalCost(board, xs, kicks)) !== null;
        const r = tryApply(state, { type: 'cast', player: 0, card: spell, targets: [], x: xs, ...(kicks > 0 ? { kicked: kicks } : {}), payment: named });
        ok(r.ok === pays, `payment ${named.join(',')} (X=${xs}, kicked ${kicks}): ${r.ok ? 'accepted' : r.error.message}, expected ${pays ? 'accepted' : 'refused'}`);
        if (!r.ok) {
          // CR 601.2g–h: refused as a payment that can't pay or names what is no source of the player's now
          // (or an X beyond any mana on the board, refused by the action's shape)
          const beyond = r.error.code === 'malformed' && /more than could be paid/.test(r.error.message);
          ok(['illegal', 'cannotPay'].includes(r.error.code) || beyond, `refused as ${r.error.code}: ${r.error.message}`);
          refused++;
          return;
        }
        for (const id of all) ok(r.state.objects[id]!.tapped === (state.objects[id]!.tapped || named.includes(id)), `permanent ${id} tapped or untapped unlike the payment named`);
        accepted++;
      }),
      { numRuns: 300 },
    );
    ok(accepted > 20 && refused > 20, `too few payments tried: ${accepted} accepted, ${refused} refused`);
  });
});
