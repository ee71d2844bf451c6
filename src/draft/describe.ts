/**
 * Readable lines for draft events, with their rule, from a draft state (everything) or from a
 * {@link DraftView} (what one drafter, or a spectator, sees): from a view, a card the view does not
 * show is "a card", never its name.
 *
 * @module
 */
import type { DraftEvent, DraftState, ReadonlyDraftState } from './types.js';
import type { DeepReadonly } from '../state/types.js';
import type { DraftCardView, DraftView } from './view.js';
import { citation } from '../engine/citation.js';

/** What a draft description reads names from: the draft state, or one viewer's {@link DraftView}. */
export type DraftDescribeSource = DraftState | ReadonlyDraftState | DraftView;

function isDraftView(from: DraftDescribeSource): from is DraftView {
  return !('schema' in from);
}

/** Every card a draft view shows, by id. */
function viewCards(v: DraftView): Map<number, string> {
  const out = new Map<number, string>();
  const add = (cards: readonly DraftCardView[] | null | undefined): void => { for (const c of cards ?? []) out.set(c.id, c.name); };
  add(v.pack); add(v.pile); add(v.removed); add(v.seen); add(v.randomPick ? [v.randomPick] : []);
  for (const o of v.others) { add(o.faceUp); add(o.removedFaceUp); }
  if (v.deal) {
    add(v.deal.revealed ? [v.deal.revealed] : []);
    for (const offer of Object.values(v.deal.offers ?? {})) add(offer ? [offer] : []);
  }
  return out;
}

function drafterName(from: DraftDescribeSource, seat: number): string {
  if (!isDraftView(from)) return from.drafters[seat]?.name ?? `seat ${seat}`;
  if (seat === from.seat) return 'you';
  return from.others.find((o) => o.seat === seat)?.name ?? `seat ${seat}`;
}

function cardName(from: DraftDescribeSource, id: number | undefined): string {
  if (id === undefined) return 'a card';
  if (!isDraftView(from)) return from.cards[id]?.name ?? 'a card';
  return viewCards(from).get(id) ?? 'a card';
}

/**
 * Describes a draft event in one line, ending with the rule it applies: from the draft state, or
 * from a {@link DraftView} with that view's (redacted) events, naming only cards the view shows.
 */
export function describeDraftEvent(from: DraftDescribeSource, e: DraftEvent | DeepReadonly<DraftEvent>): string {
  const who = e.seat === undefined ? 'a drafter' : drafterName(from, e.seat);
  const to = e.to === undefined ? 'the next drafter' : drafterName(from, e.to);
  const card = cardName(from, e.card);
  let line: string;
  if (e.text !== undefined) line = e.text;
  else {
    switch (e.type) {
      case 'pick': line = `${who} drafts ${card}${e.rule === '905.2c' ? ' face up' : ''}${e.rule === 'Archdemon of Paliano' ? ' at random' : ''}`; break;
      case 'pass': line = `${who} passes a pack to ${to}${e.rule === 'Canal Dredger' ? ' (its last card, Canal Dredger)' : ''}`; break;
      case 'open': line = `${who} opens a booster pack`; break;
      case 'reveal': line = `${who} reveals ${card}`; break;
      case 'note': line = `${who} notes something for ${card}`; break;
      case 'remove': line = `${who} removes ${card} from the draft`; break;
      case 'faceDown': line = `${who} turns ${card} face down`; break;
      case 'chooseColor': line = `${who} chooses ${e.color ?? 'a color'} for ${card}`; break;
      case 'addBooster': line = `${who} adds a booster pack to the draft`; break;
      case 'look': line = `${who} looks at ${card}`; break;
      case 'round': line = 'a round begins'; break;
      case 'exchange': line = `${who} trades with ${to}`; break;
      case 'complete': line = 'the draft is complete'; break;
      case 'undrafted': line = `${card} is left undrafted`; break;
    }
  }
  return `${line} [${citation(e.rule)}]`;
}
