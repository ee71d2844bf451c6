/**
 * The card names a seat may not see in a game or a draft: the names of cards hidden from it (in the
 * other players' hands and libraries, names chosen secretly for their face-down conspiracies; in
 * the draft, the other drafters' face-down picks and the packs they hold) that appear nowhere in the
 * engine's own view for that seat. A message to that seat must not hold any of them.
 */
import { draftView, view, type ReadonlyDraftState, type ReadonlyGameState } from '../../../src/index.js';

/** The names of cards hidden from `seat` in `state` that its engine view does not hold. */
export function hiddenNames(state: ReadonlyGameState, seat: number): Set<string> {
  const names = new Set<string>();
  for (const player of state.players) {
    if (player.id === seat) continue;
    for (const id of [...player.hand, ...player.library]) {
      const card = state.objects[id]?.card;
      if (card !== undefined) names.add(card);
    }
  }
  for (const object of Object.values(state.objects)) {
    if (object && object.owner !== seat && object.zone === 'command' && object.faceDown) for (const name of object.chosenNames ?? []) names.add(name);
  }
  return withoutVisible(names, JSON.stringify(view(state, seat)));
}

/** The names of cards hidden from drafter `seat` that its engine draft view does not hold. */
export function hiddenDraftNames(draft: ReadonlyDraftState, seat: number): Set<string> {
  const names = new Set<string>();
  for (const drafter of draft.drafters) {
    if (drafter.seat === seat) continue;
    for (const pick of drafter.pile) if (!pick.faceUp) names.add(draft.cards[pick.card]?.name ?? '');
    for (const pack of drafter.queue) for (const card of draft.packs[pack]?.cards ?? []) names.add(draft.cards[card]?.name ?? '');
  }
  names.delete('');
  return withoutVisible(names, JSON.stringify(draftView(draft, seat)));
}

/** `names` less those that appear, as JSON strings, in `visible`. */
function withoutVisible(names: Set<string>, visible: string): Set<string> {
  for (const name of [...names]) if (visible.includes(JSON.stringify(name))) names.delete(name);
  return names;
}

/** The names of `names` that `message` (any JSON value) holds as strings. */
export function leaked(names: Set<string>, message: unknown): string[] {
  const text = JSON.stringify(message);
  return [...names].filter((name) => text.includes(JSON.stringify(name)));
}
