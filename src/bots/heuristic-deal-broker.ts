/**
 * The heuristic drafter's Deal Broker decisions (CNS Deal Broker: immediately after the draft, its
 * drafter may reveal a card of their pool, each other drafter may offer one card of theirs in
 * exchange, and the broker may accept one offer), made by the drafter's own card values: a trade
 * it agrees to always gives it a card it values more than the one it gives.
 *
 * @module
 */
import type { DraftAction } from '../draft/types.js';
import type { DraftBotInput } from './draft-bot.js';

/** The action of a list whose card (by `cardOf`) has the lowest or highest value; undefined when none has a card. */
function extreme(actions: readonly DraftAction[], cardOf: (a: DraftAction) => number | null, value: (card: number) => number, sign: 1 | -1): { action: DraftAction; value: number } | undefined {
  let found: { action: DraftAction; value: number } | undefined;
  for (const a of actions) {
    const card = cardOf(a);
    if (card === null) continue;
    const v = value(card);
    if (found === undefined || sign * v > sign * found.value) found = { action: a, value: v };
  }
  return found;
}

/**
 * Chooses among Deal Broker actions. As the broker: reveal the card it values least (a trade only
 * happens if it then accepts, so revealing costs nothing), then accept the offer it values most if
 * it values that card more than the revealed one, and no offer otherwise. As another drafter: offer
 * the card it values least if it values the revealed card more, and nothing otherwise. `value` is
 * the drafter's own value of a card of the draft; the deal is read from the drafter's view.
 */
export function dealBrokerChoice(input: DraftBotInput, value: (card: number) => number): DraftAction {
  const actions = input.actions;
  const decline = actions.find((a) => (a.type === 'brokerAccept' ? a.from === null : 'card' in a && a.card === null)) as DraftAction;
  const first = actions[0] as DraftAction;
  if (first.type === 'brokerReveal') {
    return extreme(actions, (a) => (a.type === 'brokerReveal' ? a.card : null), value, -1)?.action ?? decline;
  }
  const deal = input.view.deal;
  const revealed = deal?.revealed?.id ?? null;
  if (revealed === null) return decline;
  if (first.type === 'brokerOffer') {
    const worst = extreme(actions, (a) => (a.type === 'brokerOffer' ? a.card : null), value, -1);
    return worst !== undefined && value(revealed) > worst.value ? worst.action : decline;
  }
  const offerOf = (a: DraftAction): number | null => (a.type === 'brokerAccept' && a.from !== null ? (deal?.offers?.[a.from]?.id ?? null) : null);
  const best = extreme(actions, offerOf, value, 1);
  return best !== undefined && best.value > value(revealed) ? best.action : decline;
}
