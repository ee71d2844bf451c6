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
import { rateCard } from './card-rating.js';
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
  const sorted = [...COLORS].sort((a, b) => w[b] - w[a]);
  return [sorted[0] as Color, sorted[1] as Color];
}

/** The heuristic value of drafting a card given the drafter's colours so far. */
function pickValue(name: string, colors: readonly Color[] | null): number {
  const r = rateCard(name);
  let v = r.score;
  if (colors && r.colors.length > 0) {
    const onColor = r.colors.every((c) => colors.includes(c));
    v += onColor ? 1.5 : -2;
  }
  return v;
}

/** Makes a heuristic drafter (it keeps no state between calls). */
export function heuristicDrafter(): DraftBot {
  return (state: DraftState, seat: Seat, actions: readonly DraftAction[], rng) => {
    const first = actions[0] as DraftAction;
    const drafter = state.drafters[seat];
    const pile = drafter ? drafter.pile.map((p) => (state.cards[p.card] as { name: string }).name) : [];
    const colors = pile.length >= 4 ? bestTwoColors(colorWeights(pile)) : null;
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
          const name = (state.cards[a.card] as { name: string }).name;
          v = pickValue(name, colors);
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
      const guesses = actions.filter((a): a is Extract<DraftAction, { type: 'pick' }> => a.type === 'pick' && a.card === bestCard && a.guess !== undefined);
      let top = best;
      let topValue = -Infinity;
      for (const g of guesses) {
        const v = rateCard(g.guess as string).score;
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
