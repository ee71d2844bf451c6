/**
 * The heuristic drafter: values rarity and card quality (see `rateCard`), commits to its two best
 * colours after a few picks, prefers cards the engine can play, uses the draft-matters abilities that
 * only help it (noting, adding a booster, guessing the best card left), and answers other choices
 * simply (its own colour for its own Paliano or Regicide, no Deal Broker trade).
 *
 * @module
 */
import type { Color } from '../engine/mana.js';
import type { DraftAction, DraftState, Seat } from '../draft/types.js';
import { randomInt } from '../state/rng.js';
import { colorMask, rateCard, type CardRating } from './card-rating.js';
import type { DraftBot } from './random-drafter.js';

const COLORS: readonly Color[] = ['W', 'U', 'B', 'R', 'G'];

/** The colour weights of a list of card names: the summed ratings of the playable cards of each colour. */
export function colorWeights(names: readonly string[]): Record<Color, number> {
  const w: Record<Color, number> = { W: 0, U: 0, B: 0, R: 0, G: 0 };
  for (const name of names) {
    const r = rateCard(name);
    if (!r.playable) continue;
    for (const c of r.colors) w[c] += Math.max(0.5, r.score);
  }
  return w;
}

/** The two colours with the highest weights. */
export function bestTwoColors(w: Record<Color, number>): [Color, Color] {
  let first: Color = 'W';
  let second: Color = 'U';
  if (w.U > w.W) [first, second] = ['U', 'W'];
  for (const c of COLORS) {
    if (c === 'W' || c === 'U') continue;
    if (w[c] > w[first]) [first, second] = [c, first];
    else if (w[c] > w[second]) second = c;
  }
  return [first, second];
}

/** The heuristic value of drafting a card given the drafter's colours so far. */
function pickValue(r: CardRating, colors: number): number {
  if (colors === 0 || r.colorMask === 0) return r.score;
  return r.score + ((r.colorMask & ~colors) === 0 ? 1.5 : -2);
}

/** Colour weights of a drafter's pile, updated as the pile grows (a bot is called once per pick). */
interface Tally {
  /** The pile counted (in-place drafts grow the same pile; `applyDraft` makes a new one). */
  pile: readonly unknown[];
  counted: number;
  /** Weights by colour, in the order W U B R G. */
  weights: number[];
  /** The two best colours as a bit mask, as of `counted` cards. */
  mask: number;
}

/** What the bot remembers of one draft: its cards' ratings by id (a dense array) and each seat's tally. */
interface DraftMemo {
  ratings: CardRating[];
  tallies: (Tally | undefined)[];
}

/** The bit mask of the two colours with the highest weights (W U B R G order; ties go to the earlier colour as in {@link bestTwoColors}). */
function bestTwoMask(w: readonly number[]): number {
  let first = (w[1] as number) > (w[0] as number) ? 1 : 0;
  let second = 1 - first;
  for (let c = 2; c < 5; c++) {
    if ((w[c] as number) > (w[first] as number)) [first, second] = [c, first];
    else if ((w[c] as number) > (w[second] as number)) second = c;
  }
  return (1 << first) | (1 << second);
}

const COLOR_INDEX: Readonly<Record<Color, number>> = { W: 0, U: 1, B: 2, R: 3, G: 4 };

/** Makes a heuristic drafter. It remembers ratings and colour tallies per draft, so one bot may serve many drafts. */
export function heuristicDrafter(): DraftBot {
  const memos = new WeakMap<object, DraftMemo>();
  const memoOf = (state: DraftState): DraftMemo => {
    let memo = memos.get(state.cards);
    if (!memo) {
      memo = { ratings: [], tallies: [] };
      memos.set(state.cards, memo);
    }
    const list = memo.ratings;
    for (let id = list.length; id < state.cards.length; id++) list.push(rateCard((state.cards[id] as { name: string }).name));
    return memo;
  };
  const tallyOf = (state: DraftState, memo: DraftMemo, seat: Seat): Tally | null => {
    const drafter = state.drafters[seat];
    if (!drafter || drafter.pile.length < 4) return null;
    let tally = memo.tallies[seat];
    if (!tally || tally.pile !== drafter.pile || tally.counted > drafter.pile.length) {
      tally = { pile: drafter.pile, counted: 0, weights: [0, 0, 0, 0, 0], mask: 0 };
      memo.tallies[seat] = tally;
    }
    if (tally.counted === drafter.pile.length) return tally;
    for (; tally.counted < drafter.pile.length; tally.counted++) {
      const r = memo.ratings[(drafter.pile[tally.counted] as { card: number }).card] as CardRating;
      if (!r.playable) continue;
      const w = tally.weights;
      for (const c of r.colors) w[COLOR_INDEX[c]] = (w[COLOR_INDEX[c]] as number) + Math.max(0.5, r.score);
    }
    tally.mask = bestTwoMask(tally.weights);
    return tally;
  };
  return (state: DraftState, seat: Seat, actions: readonly DraftAction[], rng) => {
    const first = actions[0] as DraftAction;
    const memo = memoOf(state);
    const list = memo.ratings;
    const tally = tallyOf(state, memo, seat);
    const mask = tally ? tally.mask : 0;
    if (first.type === 'chooseColor') {
      const choice = state.colorChoices.find((c) => c.choosers[0] === seat);
      const options = actions.filter((a): a is Extract<DraftAction, { type: 'chooseColor' }> => a.type === 'chooseColor');
      if (choice && choice.seat === seat && tally) {
        const mine = options.find((a) => (colorMask([a.color]) & tally.mask) !== 0);
        if (mine) return mine;
      }
      return options[randomInt(rng, options.length)] as DraftAction;
    }
    let best: DraftAction = first;
    let bestValue = -Infinity;
    for (const a of actions) {
      let v: number;
      switch (a.type) {
        case 'pick': {
          v = pickValue(list[a.card] as CardRating, mask);
          if (v + 0.5 <= bestValue) continue; // the option bonuses (at most +0.5) cannot make it the best
          if (a.note !== undefined) v += 0.3;
          if (a.addBooster) v += 0.2;
          if (a.remove !== undefined || a.extra !== undefined) v -= 0.1;
          break;
        }
        case 'pickRandom':
        case 'passPack':
          v = 0;
          break;
        case 'brokerReveal':
        case 'brokerOffer':
          v = a.card === null ? 1 : 0;
          break;
        case 'brokerAccept':
          v = a.from === null ? 1 : 0;
          break;
        default:
          v = -Infinity;
      }
      if (v > bestValue) {
        best = a;
        bestValue = v;
      }
    }
    if (best.type === 'pick' && best.guess !== undefined) {
      // guess the best card left: the next drafter is likely to take it
      const bestCard = best.card;
      let top = best;
      let topValue = -Infinity;
      for (const g of actions) {
        if (g.type !== 'pick' || g.card !== bestCard || g.guess === undefined) continue;
        const v = rateCard(g.guess).score;
        if (v > topValue) {
          top = g;
          topValue = v;
        }
      }
      return top;
    }
    return best;
  };
}
