/**
 * A whole game played through the protocol, from !dibs to !gameover: two users read !actions and
 * answer with !n, !u and !do, and turn over control as the rules ask.
 */
import { describe, expect, it } from 'vitest';
import { handle, type Session, type HandleResult } from '../../src/pbp/session.js';
import { mmData } from '../../src/variants/mental-magic/data.js';
import { sessionWithHands } from './helpers.js';

/** The users of the two seats. */
const USERS = ['alice', 'bob'] as const;

/** How a user picks from the numbered list: lands, then spells, then attacks, else the first option (usually passing). */
function pick(lines: readonly string[]): number {
  const rank = (l: string) => (/^\d+\. play .* as /.test(l) ? 0 : /^\d+\. cast /.test(l) ? 1 : /^\d+\. attack /.test(l) ? 2 : /confirm the (attackers|blockers)/.test(l) ? 3 : 9);
  const options = lines.filter((l) => /^\d+\. /.test(l) && !/\. activate /.test(l) && !/take .* out of/.test(l));
  const best = [...options].sort((a, b) => rank(a) - rank(b))[0]!;
  return Number(best.split('.')[0]);
}

describe('a transcript: a whole game through the protocol, from !dibs to !gameover', () => {
  it('plays to a winner, every line answered, then !gameover flips everything and starts game b', () => {
    let s: Session = sessionWithHands([[], []], 8);
    const transcript: string[] = [];
    const say = (user: string, line: string): HandleResult => {
      const step = handle(s, user, line);
      transcript.push(`${user}: ${line}`, ...step.reply.text.split('\n').map((l) => `  ${l}`));
      s = step.session;
      return step;
    };
    let guard = 0;
    while (!s.game.result && guard++ < 3000) {
      const seat = s.game.decision!.player;
      const user = USERS[seat]!;
      if (s.dibs !== user) {
        expect(say(user, '!dibs').ok).toBe(true);
        continue;
      }
      const list = say(user, '!actions');
      expect(list.ok).toBe(true);
      expect(list.reply.readers).toMatchObject({ everyone: false, seat });
      const lines = list.reply.text.split('\n').slice(1);
      const n = pick(lines);
      const chosen = lines.find((l) => l.startsWith(`${n}. `))!;
      // naming goes through !n and !u, the rest through !do
      const naming = / (a\d{3}) \(unnamed [^)]*\) as ([^:]+?)(?:: .*| with X=\d+| choosing modes? [\d, ]+| targeting .*)?$/.exec(chosen);
      const before = s;
      let step = naming ? say(user, naming[2] === 'Utopia' ? `!u ${naming[1]}` : `!n ${naming[1]} ${naming[2]}`) : say(user, `!do ${n}`);
      // a name that can be used several ways (targets, casting or cycling) is answered with the list: then the number
      if (step.session === before) {
        expect(step.reply.text).toMatch(/can be used \d+ ways; take one with !do N/);
        step = say(user, `!do ${n}`);
      }
      expect(step.ok).toBe(true);
      expect(step.session).not.toBe(before);
      // the active user turns over control once there is nothing more they want to do this turn
      if (s.game.decision?.kind === 'priority' && s.dibs === user && s.game.turn.active === seat && s.game.turn.step === 'main2' && /pass priority/.test(chosen)) say(user, '!turnover');
    }
    expect(s.game.result).not.toBeNull();
    expect(s.game.result!.winner).not.toBeNull();
    expect(transcript[0]).toMatch(/: !dibs$/);
    expect(transcript.some((l) => / !u a\d{3}$/.test(l))).toBe(true);
    expect(transcript.some((l) => / !n a\d{3} /.test(l))).toBe(true);
    expect(transcript.some((l) => /turns over control/.test(l))).toBe(true);
    expect(transcript.some((l) => /attacks/.test(l))).toBe(true);
    const names = mmData(s.game).usedNames;
    expect(names.length).toBeGreaterThan(2);
    expect(new Set(names).size).toBe(names.length);

    const end = say(USERS[0], '!gameover');
    expect(end.ok).toBe(true);
    expect(end.reply.text).toMatch(/ends game a\. Every card flips/);
    for (const n of names) expect(end.reply.text).toContain(n);
    expect(mmData(s.game).game).toBe('b');
    expect(s.usedNames).toEqual(names);
    expect(s.game.result).toBeNull();
  });
});
