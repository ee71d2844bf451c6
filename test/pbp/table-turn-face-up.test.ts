/**
 * Turning a face-down conspiracy face up by post (CR 702.106c): two face-down copies of one
 * conspiracy, each naming its own card (702.106b), are told apart in their controller's numbered
 * actions by the names chosen for them, which no other seat reads (315.7).
 */
import { describe, expect, it } from 'vitest';
import { createTableSession, handleTable, type TableHandleResult, type TableSession } from '../../src/pbp/table-session.js';

const PLAIN = "17 Mountain; 8 Grenzo's Ruffians; 8 Goblin Racketeer; 7 Crown-Hunter Hireling";

/** A 3-seat game where Ann has two face-down Natural Unity, naming Grenzo's Ruffians and Goblin Racketeer, at her first priority. */
function annAtPriority(): { s: TableSession; last: TableHandleResult } {
  let s = createTableSession({ kind: 'conspiracy', seed: 5, seats: 3 });
  let last!: TableHandleResult;
  const send = (user: string, line: string): TableHandleResult => {
    last = handleTable(s, user, line);
    expect(last.ok, `${user}: ${line}: ${last.replies.map((x) => x.text).join(' | ')}`).toBe(true);
    s = last.session;
    return last;
  };
  send('Ann', '!join');
  send('Ben', '!join');
  send('Cy', '!join');
  send('Ann', `!deck ${PLAIN}; Conspiracy; 2 Natural Unity`);
  send('Ben', `!deck ${PLAIN}`);
  send('Cy', `!deck ${PLAIN}`);
  send('Ann', '!start');
  // each seat is asked in turn order from the starting player (CR 101.4e, 905.4)
  while (s.game?.decision?.kind === 'startOfGame') {
    const seat = s.game.decision.player;
    if (seat === 0) {
      send('Ann', '!act put Natural Unity into the command zone');
      send('Ann', "!name Grenzo's Ruffians");
      send('Ann', '!act put Natural Unity into the command zone');
      send('Ann', '!name Goblin Racketeer');
    }
    send(s.seats[seat]!.users[0]!, '!act finish');
  }
  while (s.game?.decision?.kind === 'mulligan') send(s.seats[s.game.decision.player]!.users[0]!, '!act keep your hand');
  while (s.game?.decision?.player !== 0) send(s.seats[s.game!.decision!.player]!.users[0]!, '!pass');
  return { s, last };
}

describe('turning a face-down conspiracy face up by post', () => {
  it('CR 702.106b: two face-down copies of a conspiracy read differently in their controller\'s actions, by the names chosen for them', () => {
    const { s, last } = annAtPriority();
    const whisper = last.replies.find((r) => !r.readers.everyone && r.readers.seat === 0 && r.data.kind === 'actions');
    const lines = whisper!.data.actions!.filter((a) => a.action.type === 'turnFaceUp').map((a) => a.text);
    expect(lines.sort()).toEqual(["turn Natural Unity (naming Goblin Racketeer) face up", "turn Natural Unity (naming Grenzo's Ruffians) face up"]);
    // CR 315.7: the names stay out of every post the other seats read
    const others = last.replies.filter((r) => r.readers.everyone || r.readers.seat !== 0).map((r) => r.text).join('\n');
    expect(others).not.toMatch(/naming|Natural Unity/);
    // !act TEXT takes the one she means
    const up = handleTable(s, 'Ann', '!act turn Natural Unity (naming Goblin Racketeer) face up');
    expect(up.ok).toBe(true);
    const object = s.game!.objects.find((o) => o.chosenNames?.[0] === 'Goblin Racketeer')!;
    expect(up.session.game!.objects[object.id]!.faceDown).toBeFalsy();
  });

  it("CR 702.106c: the post of a conspiracy turned face up starts with its ID, the object every seat's view shows it as, for a later command", () => {
    const { s } = annAtPriority();
    const object = s.game!.objects.find((o) => o.chosenNames?.[0] === 'Goblin Racketeer')!;
    const up = handleTable(s, 'Ann', '!act turn Natural Unity (naming Goblin Racketeer) face up');
    const post = up.replies.find((r) => r.readers.everyone)!.text.split('\n');
    const line = post.find((l) => l.includes('face up'));
    expect(line).toMatch(new RegExp(`^${object.id}: Ann turns Natural Unity face up`));
    // the other face-down Natural Unity keeps its name from the other seats: no line names it or its ID
    const other = s.game!.objects.find((o) => o.chosenNames?.[0] === "Grenzo's Ruffians")!;
    expect(post.filter((l) => l.startsWith(`${other.id}:`))).toEqual([]);
    // the ID is the card's in every seat's view (a !view in JSON, as a bot reads it)
    for (const user of ['Ann', 'Ben', 'Cy']) {
      const seen = handleTable(up.session, user, '!view').replies[0]!.data.view as { command: { id: number; card: string }[] };
      expect(seen.command.find((o) => o.id === object.id)?.card).toBe('Natural Unity');
    }
  });
});
