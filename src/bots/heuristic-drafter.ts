/**
 * The heuristic drafter: values rarity and card quality (see `rateCard`), commits to its two best
 * colours after a few picks, prefers cards the engine can play, uses the draft-matters abilities that
 * only help it (noting, adding a booster, guessing the best card left), and answers other choices
 * simply (its own colour for its own Paliano or Regicide); it trades with Deal Broker when the trade
 * gives it a card it values more (see `dealBrokerChoice`).
 *
 * @module
 */
import { COLORS, type Color } from '../engine/mana.js';
import type { DraftAction, PickOptions } from '../draft/types.js';
import { randomInt } from '../state/rng.js';
import { colorMask, rateCard } from './card-rating.js';
import { dealBrokerChoice } from './heuristic-deal-broker.js';
import type { DraftBot, DraftBotInput } from './draft-bot.js';


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


/** The heuristic value of a card of the draft for a drafter whose two colours are `mask`. */
function cardValue(name: string, mask: number): number {
  const r = rateCard(name);
  return pickValue(r.score, r.colorMask, mask);
}

/** The bit mask of a drafter's two best colours from their drafted cards; 0 before their fourth card. */
function colorsOf(input: DraftBotInput): number {
  const pile = input.pile;
  if (pile.length < 4) return 0;
  const w = [0, 0, 0, 0, 0];
  for (const id of pile) {
    const r = rateCard(input.cardName(id));
    if (!r.playable || r.colorMask === 0) continue;
    const weight = Math.max(0.5, r.score);
    for (let c = 0; c < 5; c++) if ((r.colorMask & (1 << c)) !== 0) w[c] = (w[c] as number) + weight;
  }
  return bestTwoMask(w);
}

/** What a pick's options add to the value of drafting its card: noting and an added booster are worth more. */
function optionBonus(o: PickOptions): number {
  let v = 0;
  if (o.note !== undefined) v += 0.3;
  if (o.addBooster) v += 0.2;
  if (o.remove !== undefined || o.extra !== undefined) v -= 0.1;
  return v;
}

/** Makes a heuristic drafter. It decides from its drafter's information only (see {@link DraftBotInput}). */
export function heuristicDrafter(): DraftBot {
  return (input) => {
    const { actions, rng, seat } = input;
    const first = actions[0] as DraftAction;
    const mask = colorsOf(input);
    if (first.type === 'chooseColor') {
      const choice = input.view.colorChoices.find((c) => c.choosers[0] === seat);
      const options = actions.filter((a): a is Extract<DraftAction, { type: 'chooseColor' }> => a.type === 'chooseColor');
      if (choice && choice.seat === seat && mask !== 0) {
        const mine = options.find((a) => (colorMask([a.color]) & mask) !== 0);
        if (mine) return mine;
      }
      return options[randomInt(rng, options.length)] as DraftAction;
    }
    if (first.type === 'brokerReveal' || first.type === 'brokerOffer' || first.type === 'brokerAccept') {
      return dealBrokerChoice(input, (card) => cardValue(input.cardName(card), mask));
    }
    let best: DraftAction = first;
    let bestValue = -Infinity;
    for (const a of actions) {
      let v: number;
      switch (a.type) {
        case 'pick': {
          v = cardValue(input.cardName(a.card), mask);
          if (v + 0.5 <= bestValue) continue; // the option bonuses (at most +0.5) cannot make it the best
          v += optionBonus(a);
          break;
        }
        case 'pickOptions':
          // the card drawn at random is the same whatever the options: only they differ
          v = optionBonus(a);
          break;
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
    if ((best.type === 'pick' || best.type === 'pickOptions') && best.guess !== undefined) {
      // guess the best card left: the next drafter is likely to take it
      const bestCard = best.type === 'pick' ? best.card : undefined;
      let top = best;
      let topValue = -Infinity;
      for (const g of actions) {
        if (g.type !== best.type || g.guess === undefined || (g.type === 'pick' && g.card !== bestCard)) continue;
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
