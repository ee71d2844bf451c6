/**
 * Properties of the play-by-post session: random command lines, garbage included, never corrupt a
 * session; the league's name history only grows; the same seed and lines give the same replies.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadSession, saveSession } from '../../src/pbp/saved.js';
import { createSession, handle, type Session } from '../../src/pbp/session.js';
import { mmData } from '../../src/variants/mental-magic/data.js';

const users = fc.constantFrom('alice', 'bob', 'carol', 'x y', '');
const id = fc.oneof(fc.integer({ min: 0, max: 12 }).map((n) => String(n).padStart(2, '0')), fc.constantFrom('100', '201', 'a103', 'b100', '299', '1x'));
const names = fc.constantFrom('Forest', 'Utopia', 'Doomed Traveler', 'Typhoid Rats', 'Goblin Balloon Brigade', 'Birds of Paradise', 'Copperhorn Scout', 'Black Lotus', 'Plains', 'Swamp', 'Island', 'Mountain');

/** Lines a chat might carry: every command with plausible and implausible arguments, and garbage. */
const line = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('!dibs', '!actions', '!info', '!turnover', '!peek', '!help', '!gameover', '!', '#note') },
  { weight: 5, arbitrary: fc.integer({ min: 1, max: 14 }).map((n) => `!do ${n}`) },
  { weight: 3, arbitrary: fc.tuple(id, names).map(([i, n]) => `!n ${i} ${n}`) },
  { weight: 2, arbitrary: id.map((i) => `!u ${i}`) },
  { weight: 1, arbitrary: fc.array(id, { maxLength: 3 }).map((ids) => `!! ${ids.join(' ')}`) },
  { weight: 1, arbitrary: fc.array(id, { maxLength: 3 }).map((ids) => `! ${ids.join(' ')}`) },
  { weight: 1, arbitrary: fc.oneof(fc.integer({ min: -3, max: 30 }).map((n) => `!r ${n}`), fc.array(fc.string({ maxLength: 5 }), { maxLength: 4 }).map((xs) => `!r ${xs.join(' ')}`)) },
  { weight: 1, arbitrary: fc.tuple(names, fc.subarray(['SELF', 'OPPONENT', 'OTHER', 'NO_ACTION', 'MYRIAD', 'bogus'])).map(([n, c]) => `!spec ${n} = ${c.join(',')}`) },
  { weight: 1, arbitrary: fc.tuple(id, id).map(([a, b]) => `!order ${a} ${b}`) },
  { weight: 2, arbitrary: fc.string({ maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map((t) => `!${t}`) },
);
const script = fc.array(fc.tuple(users, line), { minLength: 1, maxLength: 25 });

/** Every name the league has used so far: the ended games' and the current game's. */
const history = (s: Session) => mmData(s.game).usedNames;

describe('play-by-post properties', () => {
  it('random lines, garbage included, never corrupt a session; refusals leave it as it was; the name history only grows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), script, (seed, lines) => {
        let s = createSession({ seed });
        for (const [user, l] of lines) {
          const before = s;
          const r = handle(s, user, l);
          expect(typeof r.reply.text).toBe('string');
          if (!r.ok) {
            expect(r.session).toBe(before);
            expect(r.reply.text.split('\n')).toHaveLength(1);
          }
          s = r.session;
          // the session is still valid plain JSON that loads again
          expect(loadSession(saveSession(s))).toStrictEqual(JSON.parse(JSON.stringify(s)));
          const was = history(before);
          expect(history(s).slice(0, was.length)).toEqual(was);
          expect(s.usedNames.length).toBeGreaterThanOrEqual(before.usedNames.length);
        }
      }),
      { numRuns: 12, endOnFailure: true },
    );
  });

  it('the same seed and the same lines give the same replies and sessions', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), script, (seed, lines) => {
        const run = () => {
          let s = createSession({ seed });
          const replies: string[] = [];
          for (const [user, l] of lines) {
            const r = handle(s, user, l);
            replies.push(r.reply.text);
            s = r.session;
          }
          return { replies, s };
        };
        const a = run();
        const b = run();
        expect(b.replies).toEqual(a.replies);
        expect(b.s).toStrictEqual(a.s);
      }),
      { numRuns: 8, endOnFailure: true },
    );
  });
});
