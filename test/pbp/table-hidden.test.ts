/**
 * Hidden information over random transcripts: whatever the seats type (random numbered actions,
 * views, status, commands out of turn), a reply to one seat names no card that seat may not see, and
 * a public post none that a spectator may not see. "May see" is the engine's own view for the reader
 * (`view`, `draftView`), before or after the command.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTableSession, handleTable, type TableReply, type TableSession } from '../../src/pbp/table-session.js';
import type { TableKind } from '../../src/pbp/table-kinds.js';
import { drive, leakedIds, leakedNames, KNOWN_NAMES, randomChooser, type Exchange } from './table-driver.js';

const DECKS = [
  "16 Mountain; 8 Grenzo's Ruffians; 8 Goblin Racketeer; 8 Crown-Hunter Hireling; Conspiracy; 1 Double Stroke; 1 Secret Summoning",
  "16 Plains; 8 Wings of the Guard; 8 Palace Sentinels; 8 Custodi Squire; Conspiracy; 1 Summoner's Bond",
  '16 Forest; 8 Menagerie Liberator; 8 Fang of the Pack; 8 Entourage of Trest; Conspiracy; 1 Natural Unity',
  "16 Swamp; 8 Thorn of the Black Rose; 8 Garrulous Sycophant; 8 Tyrant's Choice; Conspiracy; 1 Brago's Favor",
];
const USERS = ['Ana Lee#0001', 'Ben', '@cy d', 'Dee'];
/** Lines a seat may type at any time, besides its numbered actions. */
const EXTRA = ['!view', '!status', '!actions', '!actions 2', '!pass', '!1', '!pick 2', '!name Forest'];

function started(kind: TableKind, seats: number, seed: number): { s: TableSession; log: Exchange[] } {
  let s = createTableSession({ kind, seed, seats });
  const log: Exchange[] = [];
  const send = (user: string, line: string): void => {
    const result = handleTable(s, user, line);
    log.push({ user, line, before: s, result });
    s = result.session;
  };
  USERS.slice(0, seats).forEach((u, i) => {
    send(u, '!join');
    if (kind !== 'draft') send(u, `!deck ${DECKS[i]}`);
  });
  send(USERS[0]!, '!start');
  return { s, log };
}

/** Random lines from random seats, interleaved with a driver answering the numbered actions at random. */
function transcript(kind: TableKind, seats: number, seed: number, noise: readonly [number, number][]): Exchange[] {
  const { s, log } = started(kind, seats, seed);
  const driven = drive(s, log, { choose: randomChooser, seed, limit: 250, until: () => false });
  let now = driven[driven.length - 1]!.result.session;
  for (const [who, what] of noise) {
    const user = USERS[who % seats]!;
    // besides the fixed lines: actions as JSON naming any object, whose refusals must not name hidden cards
    const object = what % 160;
    const json = [
      `!act {"type":"cast","player":${who % seats},"card":${object},"targets":[],"x":0}`,
      `!act {"type":"putConspiracy","player":${who % seats},"card":${object}}`,
      `!act {"type":"pick","seat":${who % seats},"card":${object}}`,
    ];
    const lines = [...EXTRA, ...json];
    const line = lines[what % lines.length]!;
    const result = handleTable(now, user, line);
    driven.push({ user, line, before: now, result });
    now = result.session;
  }
  return driven;
}

/** The replies that name a card, or give a card's ID, their readers may not know. */
const leaksOf = (log: readonly Exchange[]) =>
  log.flatMap((x) => x.result.replies.map((r) => ({ line: x.line, readers: r.readers, names: leakedNames(x, r, KNOWN_NAMES), ids: leakedIds(x, r) }))).filter((l) => l.names.length > 0 || l.ids.length > 0);

describe('no reply tells a seat of cards hidden from it', () => {
  it('the check finds a leak: a post naming a card in a sideboard to others than its seat', () => {
    const { log } = started('conspiracy', 3, 4);
    const x = log[log.length - 1]!;
    const own = { readers: { everyone: false as const, seat: 1, users: ['Ben'] }, text: "you may put Summoner's Bond into the command zone", data: { kind: 'ack' as const } };
    expect(leakedNames(x, own, KNOWN_NAMES)).toEqual([]);
    expect(leakedNames(x, { ...own, readers: { everyone: true } }, KNOWN_NAMES).length).toBeGreaterThan(0);
    expect(leakedNames(x, { ...own, readers: { everyone: false, seat: 0, users: ['Ana Lee#0001'] } }, KNOWN_NAMES).length).toBeGreaterThan(0);
  });

  it("the check finds a leaked ID: a line giving the ID of a card in another seat's hand, or of no card", () => {
    const { s, log } = started('conspiracy', 3, 4);
    const driven = drive(s, log, { choose: randomChooser, seed: 4, limit: 40, until: () => false });
    const x = driven[driven.length - 1]!;
    const game = x.result.session.game!;
    const inHand = game.players[1]!.hand[0]!;
    const line = (id: number, readers: TableReply['readers']): TableReply => ({ readers, text: `${id}: Ben reveals ${game.objects[id]!.card}`, data: { kind: 'events' } });
    const ben: TableReply['readers'] = { everyone: false, seat: 1, users: ['Ben'] };
    expect(leakedIds(x, line(inHand, ben))).toEqual([]);
    expect(leakedIds(x, line(inHand, { everyone: true }))).toHaveLength(1);
    expect(leakedIds(x, line(inHand, { everyone: false, seat: 0, users: ['Ana Lee#0001'] }))).toHaveLength(1);
    expect(leakedIds(x, { readers: ben, text: '99999: Ben reveals Forest', data: { kind: 'events' } })).toHaveLength(1);
  });

  it('over random Conspiracy game transcripts of 3 and 4 players', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 4 }), fc.integer({ min: 1, max: 10_000 }), fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 30 }), (seats, seed, noise) => {
        expect(leaksOf(transcript('conspiracy', seats, seed, noise))).toEqual([]);
      }),
      { numRuns: 6 },
    );
  });

  it('over random Magic Tech transcripts: cards deployed face down are their controller\'s (MT 4.1, CR 708.5)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 30 }), (seed, noise) => {
        const log = transcript('magic-tech', 2, seed, noise);
        expect(log.some((x) => x.result.session.game?.battlefield.some((id) => x.result.session.game!.objects[id]!.faceDown))).toBe(true);
        expect(leaksOf(log)).toEqual([]);
      }),
      { numRuns: 4 },
    );
  });

  it('over random free-for-all transcripts of 2 to 4 players', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 10_000 }), fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 30 }), (seats, seed, noise) => {
        expect(leaksOf(transcript('free-for-all', seats, seed, noise))).toEqual([]);
      }),
      { numRuns: 4 },
    );
  });

  it('over random draft transcripts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 1, max: 10_000 }), fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 30 }), (seats, seed, noise) => {
        expect(leaksOf(transcript('draft', seats, seed, noise))).toEqual([]);
      }),
      { numRuns: 6 },
    );
  });
});
