/**
 * A scripted chat driver for Conspiracy game and draft sessions: it plays only through the text
 * protocol (`handleTable(session, user, line)`), reading the numbered actions each whisper lists
 * (the reply's data, as a JSON-mode bot would) and answering with `!N`, `!name Card Name` or
 * `!name Card Name / Other Card Name`.
 */
import { cards } from '../../src/cards/registry.js';
import { seedRng, randomInt } from '../../src/state/rng.js';
import type { RngState } from '../../src/state/types.js';
import { view } from '../../src/state/view.js';
import { draftView } from '../../src/draft/view.js';
import { handleTable, type ReplyData, type TableHandleResult, type TableReply, type TableSession } from '../../src/pbp/table-session.js';

/** One line sent and what came back, with the session before and after it. */
export interface Exchange {
  user: string;
  line: string;
  before: TableSession;
  result: TableHandleResult;
}

/** Every card name the engine knows: what a reply might leak. */
export const KNOWN_NAMES: readonly string[] = cards.list().map((d) => d.name);

/**
 * The card names a reply mentions that its readers may not know: names not in what the readers'
 * view shows (of the game or the draft), before or after the command. A public reply is checked
 * against the spectator's view.
 */
export function leakedNames(x: Exchange, r: TableReply, among: readonly string[]): string[] {
  const reader = r.readers.everyone ? 'spectator' : r.readers.seat;
  const seen = [x.before, x.result.session].map((s) => {
    if (s.game) return JSON.stringify(view(s.game, reader));
    if (s.draft) {
      // a draft view's log names its cards by id: the names of the cards its events show count as seen
      const v = draftView(s.draft, reader);
      const logged = v.log.flatMap((e) => (e.card === undefined ? [] : [s.draft!.cards[e.card]?.name ?? '']));
      return JSON.stringify(v) + JSON.stringify(logged);
    }
    // before the start, a seat knows its own deck list
    return reader === 'spectator' ? '' : JSON.stringify(s.seats[reader]?.deck ?? null);
  }).join('\n');
  return among.filter((name) => r.text.includes(name) && !seen.includes(JSON.stringify(name).slice(1, -1)));
}

/**
 * The card IDs a reply's lines start with (`163: Ann turns Natural Unity face up`) that its readers
 * may not know: an ID the readers' view of the game after the command does not show, or shows as
 * another card than the line names (a face-down card, a card of a hidden zone).
 */
export function leakedIds(x: Exchange, r: TableReply): string[] {
  const game = x.result.session.game;
  const reader = r.readers.everyone ? 'spectator' : r.readers.seat;
  const v = game ? view(game, reader) : null;
  const me = v && v.viewer !== 'spectator' ? v.players[v.viewer] : undefined;
  const shown = v ? [v.battlefield, v.phasedOut, v.stack, v.exile, v.command, ...v.players.map((p) => p.graveyard), me?.hand ?? [], me?.sideboard ?? []].flat() : [];
  return r.text.split('\n').filter((line) => {
    const id = /^(\d+): /.exec(line)?.[1];
    if (id === undefined) return false;
    const card = shown.find((o) => o.id === Number(id))?.card;
    return card === undefined || card === '' || !line.includes(card);
  });
}

/** How the driver picks among listed actions: by preference, or at random. */
export type Chooser = (options: NonNullable<ReplyData['actions']>, rng: RngState) => number;

const PREFERENCE = ['putConspiracy', 'finishConspiracies', 'keep', 'keepHand', 'playLand', 'cast', 'declareAttacker', 'confirmAttackers', 'confirmBlockers', 'putTrigger', 'choose', 'pick', 'chooseColor', 'brokerReveal', 'brokerOffer', 'brokerAccept'];

/** Plays to win: lands, spells, attacks, no blocks; the first option of a choice. */
export const eager: Chooser = (options) => {
  for (const type of PREFERENCE) {
    const i = options.findIndex((o) => o.action.type === type);
    if (i >= 0) return options[i]!.n;
  }
  return options[0]!.n;
};

/** Any listed action, at random (never conceding, so the transcript goes on). */
export const randomChooser: Chooser = (options, rng) => options[randomInt(rng, options.length)]!.n;

/** Names a hidden agenda: the first of these the session accepts. */
const NAMES = ["Grenzo's Ruffians", 'Goblin Racketeer', 'Palace Sentinels', 'Lightning Bolt', 'Forest'];

/** Options of {@link drive}. */
export interface DriveOptions {
  choose: Chooser;
  seed: number;
  /** The most lines to send. */
  limit: number;
  /** Stop when this holds of the session. */
  until: (s: TableSession) => boolean;
}

/**
 * Drives a started session: whoever was last whispered actions answers them (in a draft, every
 * drafter with actions, in seat order). Returns every exchange, the start included.
 */
export function drive(start: TableSession, first: Exchange[], o: DriveOptions): Exchange[] {
  const rng = seedRng(o.seed);
  const log = [...first];
  let s = start;
  const pending = new Map<number, NonNullable<ReplyData['actions']>>();
  const read = (r: TableHandleResult): void => {
    for (const x of r.replies) {
      if (x.readers.everyone || x.data.kind !== 'actions') continue;
      if (x.data.actions && x.data.actions.length > 0) pending.set(x.readers.seat, x.data.actions);
      // a naming prompt lists no actions: it asks for !name
      else if ((x.data.total ?? 0) > 0) pending.set(x.readers.seat, []);
    }
  };
  const send = (user: string, line: string): TableHandleResult => {
    const result = handleTable(s, user, line);
    log.push({ user, line, before: s, result });
    s = result.session;
    read(result);
    return result;
  };
  for (const x of first) read(x.result);
  while (log.length < o.limit && !o.until(s)) {
    const next = [...pending.keys()].sort((a, b) => a - b)[0];
    if (next === undefined) {
      // nobody was whispered actions: ask each seat
      s.seats.forEach((seat) => send(seat.users[0]!, '!actions'));
      if (pending.size === 0) break;
      continue;
    }
    const options = pending.get(next)!;
    pending.delete(next);
    const user = s.seats[next]!.users[0]!;
    if (options.length === 0 || options.every((a) => a.action.type === 'nameCard')) {
      // one name for hidden agenda; a double agenda takes two at once, "A / B" (CR 702.106f)
      const lines = [...NAMES.map((name) => `!name ${name}`), ...NAMES.slice(1).map((name) => `!name ${NAMES[0]} / ${name}`)];
      for (const line of lines) if (send(user, line).ok) break;
      continue;
    }
    const r = send(user, `!${o.choose(options, rng)}`);
    if (!r.ok) send(user, '!actions');
  }
  return log;
}
