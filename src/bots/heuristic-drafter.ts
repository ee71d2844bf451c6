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
  counted: number;
  weights: Record<Color, number>;
}

/** Makes a heuristic drafter. It remembers colour tallies per pile, so one bot may serve many drafts. */
export function heuristicDrafter(): DraftBot {
  const tallies = new WeakMap<object, Tally>();
  const ratings = new WeakMap<object, CardRating[]>();
  const ratingsOf = (state: DraftState): CardRating[] => {
    let list = ratings.get(state.cards);
    if (!list) {
      list = [];
      ratings.set(state.cards, list);
    }
    return list;
  };
  const ratingOf = (state: DraftState, list: CardRating[], card: number): CardRating =>
    (list[card] ??= rateCard((state.cards[card] as { name: string }).name));
  const colorsOf = (state: DraftState, list: CardRating[], seat: Seat): readonly Color[] | null => {
    const drafter = state.drafters[seat];
    if (!drafter || drafter.pile.length < 4) return null;
    let tally = tallies.get(drafter.pile);
    if (!tally || tally.counted > drafter.pile.length) {
      tally = { counted: 0, weights: { W: 0, U: 0, B: 0, R: 0, G: 0 } };
      tallies.set(drafter.pile, tally);
    }
    for (; tally.counted < drafter.pile.length; tally.counted++) {
      const r = ratingOf(state, list, (drafter.pile[tally.counted] as { card: number }).card);
      if (!r.playable) continue;
      for (const c of r.colors) tally.weights[c] += Math.max(0.5, r.score);
    }
    return bestTwoColors(tally.weights);
  };
  return (state: DraftState, seat: Seat, actions: readonly DraftAction[], rng) => {
    const first = actions[0] as DraftAction;
    const list = ratingsOf(state);
    const colors = colorsOf(state, list, seat);
    const mask = colors ? colorMask(colors) : 0;
    if (first.type === 'chooseColor') {
      const choice = state.colorChoices.find((c) => c.choosers[0] === seat);
      const options = actions.filter((a): a is Extract<DraftAction, { type: 'chooseColor' }> => a.type === 'chooseColor');
      if (choice && choice.seat === seat && colors) {
        const mine = options.find((a) => colors.includes(a.color));
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
          v = pickValue(ratingOf(state, list, a.card), mask);
          if (a.note) v += 0.3;
          if (a.addBooster) v += 0.2;
          if (a.remove || a.extra) v -= 0.1;
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
