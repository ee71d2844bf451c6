/**
 * The heuristic drafter: values rarity and card quality (see `rateCard`), commits to its two best
 * colours after a few picks, prefers cards the engine can play, uses the draft-matters abilities that
 * only help it (noting, adding a booster, guessing the best card left), and answers other choices
 * simply (its own colour for its own Paliano or Regicide); it trades with Deal Broker when the trade
 * gives it a card it values more (see `dealBrokerChoice`).
 *
 * @module
 */
import type { Color } from '../engine/mana.js';
import type { DraftAction, DraftState, Seat } from '../draft/types.js';
import { randomInt } from '../state/rng.js';
import { colorMask, rateCard } from './card-rating.js';
import { dealBrokerChoice } from './heuristic-deal-broker.js';
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

/** The heuristic value of drafting a card of this score and colours given the drafter's colours so far. */
function pickValue(score: number, cardColors: number, colors: number): number {
  if (colors === 0 || cardColors === 0) return score;
  return score + ((cardColors & ~colors) === 0 ? 1.5 : -2);
}

/** Colour weights of a drafter's pile, updated as the pile grows (a bot is called once per pick). */
interface Tally {
  /** The pile counted (in-place drafts grow the same pile; `applyDraft` makes a new one). */
  pile: readonly unknown[];
  counted: number;
  /** The last card counted (a pile whose entry there changed lost a card to Deal Broker: it is counted again). */
  last: unknown;
  /** Weights by colour, in the order W U B R G. */
  weights: number[];
  /** The two best colours as a bit mask, as of `counted` cards. */
  mask: number;
}

/** What the bot remembers of one draft: its cards' scores, colour masks and colour weights by id (dense lists), and each seat's tally. */
interface DraftMemo {
  scores: number[];
  colors: number[];
  /** What a card adds to the weight of each of its colours in a pile: its score, at least 0.5; 0 for a card the engine cannot play. */
  weights: number[];
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


/** How many drafts a heuristic drafter remembers at once (a bot serving more drafts at once computes its memos again). */
const REMEMBERED_DRAFTS = 16;

/** Makes a heuristic drafter. It remembers ratings and colour tallies per draft, so one bot may serve many drafts. */
export function heuristicDrafter(): DraftBot {
  // the memos of the drafts of the last calls, the latest first, by the draft's list of cards (a
  // memo is only a cache: a draft whose memo was dropped gets a new one)
  const recent: { cards: object; memo: DraftMemo }[] = [];
  const memoOf = (state: DraftState): DraftMemo => {
    let at = 0;
    while (at < recent.length && (recent[at] as { cards: object }).cards !== state.cards) at++;
    let entry = recent[at];
    if (at > 0 || !entry) {
      if (entry) recent.splice(at, 1);
      else entry = { cards: state.cards, memo: { scores: [], colors: [], weights: [], tallies: [] } };
      recent.unshift(entry);
      if (recent.length > REMEMBERED_DRAFTS) recent.pop();
    }
    const memo = entry.memo;
    for (let id = memo.scores.length; id < state.cards.length; id++) {
      const r = rateCard((state.cards[id] as { name: string }).name);
      memo.scores.push(r.score);
      memo.colors.push(r.colorMask);
      memo.weights.push(r.playable ? Math.max(0.5, r.score) : 0);
    }
    return memo;
  };
  const tallyOf = (state: DraftState, memo: DraftMemo, seat: Seat): Tally | null => {
    const drafter = state.drafters[seat];
    if (!drafter || drafter.pile.length < 4) return null;
    let tally = memo.tallies[seat];
    if (!tally || tally.pile !== drafter.pile || tally.counted > drafter.pile.length || drafter.pile[tally.counted - 1] !== tally.last) {
      tally = { pile: drafter.pile, counted: 0, last: undefined, weights: [0, 0, 0, 0, 0], mask: 0 };
      memo.tallies[seat] = tally;
    }
    if (tally.counted === drafter.pile.length) return tally;
    const w = tally.weights;
    for (; tally.counted < drafter.pile.length; tally.counted++) {
      const card = (drafter.pile[tally.counted] as { card: number }).card;
      const weight = memo.weights[card] as number;
      const colors = memo.colors[card] as number;
      if (weight === 0 || colors === 0) continue;
      for (let c = 0; c < 5; c++) if ((colors & (1 << c)) !== 0) w[c] = (w[c] as number) + weight;
    }
    tally.last = drafter.pile[tally.counted - 1];
    tally.mask = bestTwoMask(tally.weights);
    return tally;
  };
  return (state: DraftState, seat: Seat, actions: readonly DraftAction[], rng) => {
    const first = actions[0] as DraftAction;
    const memo = memoOf(state);
    const { scores, colors } = memo;
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
    if (first.type === 'brokerReveal' || first.type === 'brokerOffer' || first.type === 'brokerAccept') {
      return dealBrokerChoice(state, actions, (card) => pickValue(scores[card] as number, colors[card] as number, mask));
    }
    let best: DraftAction = first;
    let bestValue = -Infinity;
    for (const a of actions) {
      let v: number;
      switch (a.type) {
        case 'pick': {
          v = pickValue(scores[a.card] as number, colors[a.card] as number, mask);
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
