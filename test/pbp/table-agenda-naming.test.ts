/**
 * Naming a face-down conspiracy by post (CR 702.106a, 702.106f): one `!name` command whatever the
 * number of names, so the posts the other seats and the thread read are the same for a hidden agenda
 * and a double agenda (702.106b: which conspiracy it is stays secret while it is face down).
 */
import { describe, expect, it } from 'vitest';
import { createTableSession, handleTable, type TableHandleResult, type TableSession } from '../../src/pbp/table-session.js';

const USERS = ['Ann', 'Ben', 'Cy'];
/** A deck without conspiracies. */
const PLAIN = "17 Mountain; 8 Grenzo's Ruffians; 8 Goblin Racketeer; 7 Crown-Hunter Hireling";
const deck = (conspiracy: string): string => `17 Mountain; 8 Grenzo's Ruffians; 8 Goblin Racketeer; 7 Crown-Hunter Hireling; Conspiracy; 1 ${conspiracy}`;

/** A 3-seat Conspiracy game by post where Ann brings `conspiracy`, started, with a way to send lines. */
function table(conspiracy: string): { send: (user: string, line: string) => TableHandleResult; now: () => TableSession } {
  let s = createTableSession({ kind: 'conspiracy', seed: 3, seats: 3 });
  const send = (user: string, line: string): TableHandleResult => {
    const r = handleTable(s, user, line);
    s = r.session;
    return r;
  };
  USERS.forEach((u) => send(u, '!join'));
  send('Ann', `!deck ${deck(conspiracy)}`);
  send('Ben', `!deck ${PLAIN}`);
  send('Cy', `!deck ${PLAIN}`);
  expect(send('Ann', '!start').ok).toBe(true);
  return { send, now: () => s };
}

/** What Ben reads of a reply list: the public posts and his whispers. */
const bens = (r: TableHandleResult): string[] => r.replies.filter((x) => x.readers.everyone || x.readers.seat === 1).map((x) => x.text);

/** Ann puts her conspiracy and names it with `naming`; everyone finishes. What Ben reads, command by command. */
function play(conspiracy: string, naming: string): string[][] {
  const t = table(conspiracy);
  const read: string[][] = [];
  const step = (user: string, line: string): void => {
    const r = t.send(user, line);
    expect(r.ok, `${user}: ${line}: ${r.replies.map((x) => x.text).join(' | ')}`).toBe(true);
    read.push(bens(r));
  };
  step('Ann', '!1');
  step('Ann', naming);
  step('Ann', '!act finish');
  step('Ben', '!act finish');
  step('Cy', '!act finish');
  expect(t.now().game?.decision?.kind).toBe('mulligan');
  return read;
}

describe('naming a face-down conspiracy by post', () => {
  it("702.106f: !name A / B names a double agenda's two cards in one command; the other seats read what they read for a hidden agenda", () => {
    // names of cards in no deck, so that only a leak could show them
    const hidden = play('Immediate Action', '!name Palace Sentinels');
    const double = play("Summoner's Bond", '!name palace sentinels / Wings of the Guard');
    expect(double).toEqual(hidden);
    expect(double.flat().join('\n')).not.toMatch(/Palace|Wings|Summoner|Immediate/);
  });

  it("keeps the names in the order given and whispers them to the seat alone", () => {
    const t = table("Summoner's Bond");
    t.send('Ann', '!1');
    const r = t.send('Ann', '!name Goblin Racketeer / Grenzo\'s Ruffians');
    expect(r.ok).toBe(true);
    const g = t.now().game!;
    expect(g.objects[g.command[0]!]!.chosenNames).toEqual(['Goblin Racketeer', "Grenzo's Ruffians"]);
    expect(r.replies.filter((x) => !x.readers.everyone && x.readers.seat === 0).map((x) => x.text).join('\n')).toContain("Goblin Racketeer / Grenzo's Ruffians for Summoner's Bond");
  });

  it('reads a name as the deck list does, ignoring curly quotes, case and spacing, and names the card as the engine spells it', () => {
    // a phone's keyboard types "Grenzo’s" with a curly quote; !deck takes it, so !name must too
    const t = table("Summoner's Bond");
    t.send('Ann', '!1');
    const r = t.send('Ann', '!name GRENZO’S  RUFFIANS / crown-hunter hireling');
    expect(r.ok, r.replies.map((x) => x.text).join(' | ')).toBe(true);
    const g = t.now().game!;
    expect(g.objects[g.command[0]!]!.chosenNames).toEqual(["Grenzo's Ruffians", 'Crown-Hunter Hireling']);
  });

  it('702.106a, 702.106f: one name for a double agenda, two for a hidden one, the same name twice or no card are refused to the seat alone, changing nothing', () => {
    for (const [conspiracy, line] of [
      ["Summoner's Bond", "!name Grenzo's Ruffians"],
      ["Summoner's Bond", "!name Grenzo's Ruffians / Grenzo's Ruffians"],
      ["Summoner's Bond", "!name Grenzo's Ruffians / Not A Card"],
      ['Immediate Action', "!name Grenzo's Ruffians / Goblin Racketeer"],
      ['Immediate Action', '!name Not A Card'],
    ] as const) {
      const t = table(conspiracy);
      t.send('Ann', '!1');
      const before = t.now();
      const r = t.send('Ann', line);
      expect(r.ok, line).toBe(false);
      expect(r.session).toBe(before);
      expect(r.replies.map((x) => x.readers)).toEqual([{ everyone: false, seat: 0, users: ['Ann'] }]);
    }
  });

  it("the seat is told how many names to give, in a whisper", () => {
    const t = table("Summoner's Bond");
    const r = t.send('Ann', '!1');
    const whisper = r.replies.filter((x) => !x.readers.everyone).map((x) => x.text).join('\n');
    expect(whisper).toContain('!name Card Name / Other Card Name (CR 702.106f)');
    expect(r.replies.filter((x) => x.readers.everyone).map((x) => x.text).join('\n')).not.toMatch(/two|702\.106f/);
  });
});
