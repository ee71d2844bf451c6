// Words for a draft action, read from the drafter's view.
import type { DraftAction, DraftView } from 'paliano';

/** The colours' words, by their letters (CR 105.1). */
const COLOR_WORDS: Record<'W' | 'U' | 'B' | 'R' | 'G', string> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/** Labels the draft actions of one drafter's view. */
export function draftActionLabeler(v: DraftView): (a: DraftAction) => string {
  const names = new Map<number, string>();
  for (const c of [...(v.pack ?? []), ...v.pile, ...v.seen, ...v.removed]) names.set(c.id, c.name);
  if (v.deal?.revealed) names.set(v.deal.revealed.id, v.deal.revealed.name);
  for (const c of Object.values(v.deal?.offers ?? {})) if (c) names.set(c.id, c.name);
  const card = (id: number | null): string => (id === null ? 'nothing' : (names.get(id) ?? `card ${id}`));
  const drafter = (seat: number | null): string => (seat === null ? 'nobody' : (v.others.find((o) => o.seat === seat)?.name ?? (seat === v.seat ? 'yourself' : `seat ${seat + 1}`)));
  return (a) => {
    switch (a.type) {
      case 'pick':
      case 'pickOptions': {
        const extras = [
          a.remove ? `remove it with ${a.remove}` : '',
          // several cards may note it (Noble Banneret and Smuggler Captain, CR 905.2b)
          a.note ? `note it with ${[a.note].flat().join(' and ')}` : '',
          a.extra ? `then draft another with ${a.extra}` : '',
          a.addBooster ? 'add a booster (Lore Seeker)' : '',
          a.guess !== undefined ? `guess the next card is ${a.guess}` : '',
          a.dredger !== undefined ? `the last card goes to ${drafter(a.dredger)}` : '',
        ].filter((x) => x !== '');
        const drafted = a.type === 'pick' ? card(a.card) : `${v.randomPick?.name ?? 'the card'} drawn at random`;
        return `Draft ${drafted}${extras.length > 0 ? ` (${extras.join('; ')})` : ''}`;
      }
      case 'pickRandom': return 'Draft a card at random (Archdemon of Paliano)';
      case 'takePack': return 'Take the whole pack';
      case 'passPack': return 'Pass the pack';
      case 'chooseColor': {
        // the colour choice of a card just drafted (Paliano, the High City; Regicide: CR 905.2b)
        const choice = v.colorChoices.find((c) => c.choosers[0] === v.seat);
        const forCard = !choice ? '' : names.has(choice.card) ? ` for ${card(choice.card)}` : ` for the card ${drafter(choice.seat)} drafted`;
        return `Choose ${COLOR_WORDS[a.color]}${forCard}`;
      }
      case 'lookAtPack': return `Look at pack ${a.pack}`;
      case 'watch': return `Watch ${drafter(a.target)}`;
      case 'brokerReveal': return a.card === null ? 'Reveal nothing (Deal Broker)' : `Reveal ${card(a.card)} (Deal Broker)`;
      case 'brokerOffer': return a.card === null ? 'Offer nothing (Deal Broker)' : `Offer ${card(a.card)} (Deal Broker)`;
      case 'brokerAccept': return a.from === null ? 'Accept no offer (Deal Broker)' : `Accept ${drafter(a.from)}'s offer (Deal Broker)`;
    }
  };
}
