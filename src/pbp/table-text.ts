/**
 * Readable text for Conspiracy game and draft sessions, built only from what a reader may see: a
 * seat's view of the game (`view`) or of the draft (`draftView`), log events redacted for the reader
 * and described with only the card names the reader may know, and the reader's own legal actions.
 *
 * @module
 */
import type { DraftAction, DraftEvent, DraftNote, PickOptions, ReadonlyDraftState, Seat } from '../draft/types.js';
import { draftCardName } from '../draft/apply.js';
import { notingCards } from '../draft/abilities.js';
import { describeDraftEvent } from '../draft/describe.js';
import type { DraftView } from '../draft/view.js';
import { redactDraftEvent } from '../draft/view.js';
import { describeEvent } from '../engine/describe.js';
import { tokenCardName } from '../cards/printed.js';
import type { GameView, ObjectView } from '../state/view.js';
import { redactEvent, view } from '../state/view.js';
import { readerState } from './reader-state.js';
import type { DeepReadonly, ObjectId, PlayerId, ReadonlyGameEvent, ReadonlyGameState } from '../state/types.js';

/** Event types too frequent to be worth a line in a post. */
const QUIET = new Set(['step', 'priority', 'pass', 'activateMana']);

/** A reader of a post: one seat, or `'spectator'` for a post everyone reads. */
export type Reader = PlayerId | 'spectator';

/** Events that show a card to their readers: a conspiracy turned face up (CR 702.106c), a card revealed (701.20, 702.106e, 708.9). */
const REVEALS = new Set(['turnFaceUp', 'reveal']);

/** Zones whose cards everyone sees, face down ones excepted (CR 400.2). */
const PUBLIC_ZONES = new Set(['battlefield', 'stack', 'graveyard', 'exile', 'command']);

/**
 * The lines of game events as `reader` may read them: each event redacted for the reader first, then
 * described from the state as the reader may read it (CR 401.2, 402.3, 708.5: a card hidden from the
 * reader — a face-down conspiracy of another seat — is never named, even by an event that refers to
 * it by its object). A line that reveals a card to the reader starts with the card's ID, as a line of
 * Async Mental Magic does (`163: Ana turns Power Play face up`), when the reader may refer to it (see
 * {@link revealedId}).
 */
export function gameEventLines(state: ReadonlyGameState, events: readonly ReadonlyGameEvent[], reader: Reader): string[] {
  const shown = events.filter((e) => !QUIET.has(e.type));
  if (shown.length === 0) return [];
  const seen = readerState(state, reader);
  let ids: ReadonlyMap<ObjectId, string> | undefined;
  return shown.map((e) => {
    const redacted = redactEvent(e, reader);
    const line = describeEvent(seen, redacted);
    if (!REVEALS.has(e.type) || redacted.card === undefined) return line;
    ids ??= shownCards(view(state, reader));
    const id = revealedId(state, e, ids);
    return id === null ? line : `${id}: ${line}`;
  });
}

/** The objects a view shows by their cards: each ID with its card (none face down but the viewer's, none hidden). */
function shownCards(v: GameView): Map<ObjectId, string> {
  const me = v.viewer === 'spectator' ? undefined : v.players[v.viewer];
  const all = [v.battlefield, v.phasedOut, v.stack, v.exile, v.command, ...v.players.map((p) => p.graveyard), me?.hand ?? [], me?.sideboard ?? []].flat();
  return new Map(all.filter((o) => o.card !== '').map((o) => [o.id, o.card]));
}

/**
 * The ID a revealed card has now, for a later command to name it (`!act {JSON}`): the object it
 * became (a card that changes zones is a new object, CR 400.7) when the reader's view shows that
 * object as the card revealed, and it got there through zones everyone sees only, so that the ID
 * tells nothing of a hidden zone (a card revealed from a library and then shuffled away is not
 * traced, CR 401.2, 701.20a). Null otherwise: the line names the card without an ID.
 */
function revealedId(state: ReadonlyGameState, e: ReadonlyGameEvent, shown: ReadonlyMap<ObjectId, string>): ObjectId | null {
  if (e.object === undefined) return null;
  let id = e.object;
  for (let o = state.objects[id]; o !== undefined && o.movedTo !== null; o = state.objects[id]) {
    id = o.movedTo;
    const next = state.objects[id];
    if (next === undefined || (next.movedTo !== null && (!PUBLIC_ZONES.has(next.zone) || next.faceDown))) return null;
  }
  return shown.get(id) === e.card ? id : null;
}

/**
 * The lines of draft events as `reader` may read them (905.1c), each redacted for the reader first;
 * with `addressed`, a seat's own events read in the second person ("You look at Lore Seeker").
 */
export function draftEventLines(state: ReadonlyDraftState, events: readonly DeepReadonly<DraftEvent>[], reader: Seat | 'spectator', addressed = false): string[] {
  const viewer = addressed && reader !== 'spectator' ? reader : undefined;
  return events.filter((e) => e.type !== 'open').map((e) => describeDraftEvent(state, redactDraftEvent(e, reader), { viewer }));
}

/**
 * Splits new events into the lines everyone reads and, for each seat, the lines only it reads: an
 * event whose redacted text differs for a seat (its own draw, its face-down conspiracy, a card it
 * looked at) is whispered to that seat, as `seatTold` words it for the seat (line for line the
 * same events as `seatLines`; by default `seatLines` themselves).
 */
export function splitLines(publicLines: readonly string[], seatLines: readonly (readonly string[])[], seatTold: readonly (readonly string[])[] = seatLines): { everyone: string[]; bySeat: string[][] } {
  return {
    everyone: [...publicLines],
    bySeat: seatLines.map((lines, seat) => (seatTold[seat] ?? lines).filter((_, i) => lines[i] !== publicLines[i])),
  };
}

function objectText(o: ObjectView): string {
  if (o.card === '') return 'a face-down card';
  // a copy is shown by its name now, with the card it is (CR 707.2)
  const card = tokenCardName(o.card);
  const name = o.name !== '' && o.name !== card ? `${o.name} (${card})` : card;
  const pt = o.power !== null && o.toughness !== null ? ` ${o.power}/${o.toughness}` : '';
  const marks = [o.tapped ? 'tapped' : '', o.faceDown ? 'face down' : '', o.damage > 0 ? `${o.damage} damage` : '', o.sick ? 'summoning sick' : ''].filter((x) => x !== '');
  // a public designation (CR 701.15b): it must attack, and a player other than these seats, if able
  if (o.goadedBy !== undefined) marks.push(`goaded by ${o.goadedBy.map((p) => `seat ${p + 1}`).join(' and ')}`);
  const counters = Object.entries(o.counters).filter(([, n]) => (n ?? 0) > 0).map(([k, n]) => `${n} ${k}`);
  // a conspiracy's chosen names and number, shown only in a view that may see them (CR 315.7)
  const chosen = [...(o.chosenNames ?? []).map((n) => `naming ${n}`), ...(o.chosenNumber !== undefined ? [`number ${o.chosenNumber}`] : [])];
  const extra = [...marks, ...counters, ...chosen];
  return `${name}${pt}${extra.length ? ` (${extra.join(', ')})` : ''}`;
}

/**
 * What a view shows of the game, as lines: life, the monarch, each battlefield, the command zone,
 * each graveyard, the stack, exile, and the viewer's hand (none in a spectator's view).
 */
export function gameViewLines(v: GameView): string[] {
  const lines: string[] = [];
  lines.push(`Turn ${v.turn.number}, ${v.turn.step}: ${v.players[v.turn.active]?.name ?? '?'} is active.${v.monarch !== null ? ` The monarch: ${v.players[v.monarch]?.name}.` : ''}`);
  for (const p of v.players) {
    const permanents = v.battlefield.filter((o) => o.controller === p.id).map(objectText);
    const command = v.command.filter((o) => o.controller === p.id).map(objectText);
    const state = p.inGame ? `${p.life} life` : `out of the game (${p.outcome ?? 'left'})`;
    // graveyards are public (CR 404.2), listed last card on top
    const graveyard = p.graveyard.length ? ` Graveyard (top last): ${p.graveyard.map(objectText).join(', ')}.` : '';
    lines.push(`Seat ${p.id + 1} ${p.name}: ${state}, ${p.handCount} in hand, ${p.libraryCount} in library, ${p.graveyard.length} in graveyard. Battlefield: ${permanents.join(', ') || 'nothing'}.${command.length ? ` Command zone: ${command.join(', ')}.` : ''}${graveyard}`);
  }
  if (v.stack.length > 0) lines.push(`Stack (top last): ${v.stack.map(objectText).join(', ')}`);
  // exile is public, a card exiled face down excepted (CR 406.3)
  if (v.exile.length > 0) lines.push(`Exile: ${v.exile.map(objectText).join(', ')}`);
  const me = v.viewer === 'spectator' ? undefined : v.players[v.viewer];
  if (me?.hand) lines.push(`Your hand: ${me.hand.map(objectText).join(', ') || 'empty'}`);
  if (me?.sideboard && me.sideboard.length > 0) lines.push(`Your sideboard: ${me.sideboard.map(objectText).join(', ')}`);
  return lines;
}

/**
 * What a drafter's view shows, as lines: the pack in hand numbered for `!pick`, the pile, face-up
 * cards, notes. A spectator's view has no pack or pile: only the round and what is public (905.2b).
 */
export function draftViewLines(v: DraftView): string[] {
  const lines: string[] = [];
  const spectator = v.seat === 'spectator';
  if (v.phase === 'complete') lines.push(spectator ? 'The draft is complete.' : 'The draft is complete (CR 905.1d: build a deck of at least 40 cards from your pool, unless a conspiracy changes that, 100.2b).');
  else lines.push(`Round ${v.round + 1}${v.phase === 'dealBroker' ? ', the Deal Broker exchange' : ''}.${spectator ? '' : ` Packs waiting for you: ${v.packsWaiting}.`}`);
  if (v.pack !== null) lines.push(`Your pack (${v.pack.length} cards): ${v.pack.map((c, i) => `${i + 1}. ${c.name}${c.foil ? ' (foil)' : ''}`).join(', ') || 'empty'}`);
  else if (v.packSize > 0) lines.push(`Your pack: ${v.packSize} cards, drafted blind (Archdemon of Paliano)`);
  if (v.randomPick) lines.push(`You drew ${v.randomPick.name} at random: choose how to draft it (!actions)`);
  if (v.pile.length > 0) lines.push(`Your picks: ${v.pile.map((c) => `${c.name}${c.faceUp ? ' (face up)' : ''}`).join(', ')}`);
  if (v.seen.length > 0) lines.push(`Cards you looked at: ${v.seen.map((c) => c.name).join(', ')}`);
  for (const o of v.others) {
    if (o.faceUp.length > 0) lines.push(`Seat ${o.seat + 1} ${o.name} has face up: ${o.faceUp.map((c) => c.name).join(', ')}`);
  }
  if (v.notes.length > 0) lines.push(`Noted: ${v.notes.map(noteText).join('; ')}`);
  if (v.deal) lines.push(`Deal Broker (seat ${v.deal.broker + 1}) reveals ${v.deal.revealed?.name ?? 'nothing yet'}`);
  return lines;
}

const COLOR_WORDS: Readonly<Record<string, string>> = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

/**
 * A note of the draft as a reader reads it (905.2b): the card and the seat that noted it, numbered
 * from 1 as every post numbers seats, then what was noted.
 */
export function noteText(n: DeepReadonly<DraftNote>): string {
  const what: string[] = [];
  if (n.number !== undefined) what.push(`number ${n.number}`);
  if (n.name !== undefined) what.push(`the name ${n.name}`);
  if (n.types !== undefined) what.push(`creature types ${n.types.join(', ') || 'none'}`);
  if (n.player !== undefined) what.push(n.player === null ? 'passed by nobody' : `passed by seat ${n.player + 1}`);
  if (n.colors !== undefined) what.push(`colors ${n.colors.map((c) => COLOR_WORDS[c] ?? c).join(', ')}`);
  if (n.guess !== undefined) what.push(`guessed ${n.guess.name}, ${n.guess.right ? 'right' : 'wrong'}`);
  return `${n.cardName} (seat ${n.seat + 1}): ${what.join(', ') || 'nothing'}`;
}

/** One line for a draft action, as its drafter reads it (the cards named are in their pack or pool). */
export function describeDraftAction(state: ReadonlyDraftState, a: DraftAction): string {
  const name = (card: number): string => draftCardName(state, card);
  const seat = (s: Seat): string => `seat ${s + 1} (${state.drafters[s]?.name ?? '?'})`;
  const dredge = (d: Seat | undefined): string => (d === undefined ? '' : `, the pack's last card going to ${seat(d)} (Canal Dredger)`);
  const withOptions = (drafting: string, o: PickOptions): string => {
    const parts = [drafting];
    if (o.remove) parts.push(`and remove it from the draft with ${o.remove}`);
    if (o.note) parts.push(`revealing and noting it with ${notingCards(o.note).join(' and ')}`);
    if (o.extra) parts.push(`then draft another card from this pack with ${o.extra}`);
    if (o.addBooster) parts.push('and add a booster to the draft (Lore Seeker)');
    if (o.guess !== undefined) parts.push(`guessing the next card drafted from this pack is ${o.guess} (Spire Phantasm)`);
    return parts.join(' ') + dredge(o.dredger);
  };
  switch (a.type) {
    case 'pick': return withOptions(`pick ${name(a.card)}`, a);
    case 'pickRandom': return `draft a card at random (Archdemon of Paliano)${dredge(a.dredger)}`;
    case 'pickOptions': {
      const drawn = state.drafters[a.seat]?.randomPick;
      return withOptions(`draft ${drawn === undefined ? 'the card' : name(drawn)} drawn at random (Archdemon of Paliano)`, a);
    }
    case 'takePack': return 'draft the whole pack (Agent of Acquisitions)';
    case 'passPack': return `pass the pack${dredge(a.dredger)}`;
    case 'chooseColor': return `choose ${({ W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' } as Record<string, string>)[a.color] ?? a.color}`;
    case 'lookAtPack': return `look at pack ${a.pack + 1} (Whispergear Sneak)`;
    case 'watch': return `watch ${seat(a.target)} draft (Illusionary Informant)`;
    case 'brokerReveal': return a.card === null ? 'reveal no card (Deal Broker)' : `reveal ${name(a.card)} from your pool (Deal Broker)`;
    case 'brokerOffer': return a.card === null ? 'offer no card (Deal Broker)' : `offer ${name(a.card)} from your pool (Deal Broker)`;
    case 'brokerAccept': return a.from === null ? 'accept no offer (Deal Broker)' : `accept ${seat(a.from)}'s offer (Deal Broker)`;
  }
}
