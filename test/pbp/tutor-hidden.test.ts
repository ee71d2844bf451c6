/**
 * Posts to everyone show no hidden card: a basic land a search without a reveal took from the
 * sideboard (AMM 2c) into the hand is hidden like every card in a hand (CR 401.2, 402.3).
 */
import { describe, expect, it } from 'vitest';
import { handle, type Session } from '../../src/pbp/session.js';
import { withPermanents } from '../variants/mental-magic/helpers.js';
import { after, sessionWithHands } from './helpers.js';

/** The number of the first line of !actions matching a pattern. */
function actionNumber(s: Session, user: string, pattern: RegExp): string {
  const line = handle(s, user, '!actions').reply.text.split('\n').find((l) => pattern.test(l));
  if (!line) throw new Error(`no action ${pattern}`);
  return line.split('.')[0]!;
}

describe('a search without a reveal, by post', () => {
  it('Diabolic Tutor finds a Swamp in the sideboard: the public posts do not say which basic land went to the hand', () => {
    const base = after(sessionWithHands([['{2}{B}{B}'], []]), ['alice: !dibs']);
    let s: Session = { ...base, game: withPermanents(base.game, 0, ['Utopia', 'Utopia', 'Utopia', 'Utopia']).state };
    s = handle(s, 'alice', '!n 00 Diabolic Tutor').session;
    if (s.game.decision?.kind === 'priority') s = handle(s, 'alice', `!do ${actionNumber(s, 'alice', /pass priority/)}`).session;
    const r = handle(s, 'alice', `!do ${actionNumber(s, 'alice', /search: .*Swamp/)}`);
    expect(r.ok).toBe(true);
    expect(r.session.game.players[0]!.hand.some((id) => r.session.game.objects[id]!.card === 'Swamp')).toBe(true);
    expect(r.reply.readers).toEqual({ everyone: true });
    expect(r.reply.text).not.toMatch(/Swamp/);
  });
});
