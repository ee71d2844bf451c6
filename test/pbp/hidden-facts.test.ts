/**
 * Replies posted to everyone never hold a hidden fact (AMM 1: card IDs are public, the costs of the
 * cards in a hand or library are their seat's): over random command streams of both teams — namings
 * that fit and that do not, actions, pulls, peeks — no public reply labels a hidden card with its
 * cost, and no public refusal names a mana cost at all (why a naming fails tells of the cost, so that
 * reply goes to the team alone).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeAction } from '../../src/pbp/describe.js';
import { createSession, handle, type Session } from '../../src/pbp/session.js';
import { currentObject, mmData } from '../../src/variants/mental-magic/data.js';
import { unnamedCost } from '../../src/variants/mental-magic/rule-module.js';
import { after, sessionWithHands } from './helpers.js';

/** The card IDs of unnamed cards hidden from the other seat: in a hand or a library, not flipped. */
function hiddenCards(s: Session): { cardId: string; cost: string }[] {
  const out: { cardId: string; cost: string }[] = [];
  for (const cardId of Object.keys(mmData(s.game).ids)) {
    if (s.flipped.includes(cardId)) continue;
    const now = currentObject(s.game, cardId);
    const o = now === null ? undefined : s.game.objects[now];
    const cost = o ? unnamedCost(o.card) : null;
    if (o && cost !== null && (o.zone === 'hand' || o.zone === 'library')) out.push({ cardId, cost });
  }
  return out;
}

const NAMES = ['Forest', 'Utopia', 'Doomed Traveler', 'Typhoid Rats', 'Pride Guardian', 'Gitaxian Probe', 'Fiery Fall', 'Birds of Paradise', 'Copperhorn Scout', 'Lightning Bolt', 'Giant Growth', 'Island'];
const users = fc.constantFrom('alice', 'bob');
const id = fc.integer({ min: 0, max: 9 }).map((n) => String(n).padStart(2, '0'));
const line = fc.oneof(
  { weight: 2, arbitrary: fc.constantFrom('!dibs', '!actions', '!info', '!turnover', '!peek', '!', '!hand') },
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 8 }).map((n) => `!do ${n}`) },
  { weight: 5, arbitrary: fc.tuple(fc.constantFrom('', '1', '2'), id, fc.constantFrom(...NAMES)).map(([seat, i, n]) => `!n ${seat}${i} ${n}`) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom('', '1', '2'), id).map(([seat, i]) => `!u ${seat}${i}`) },
  { weight: 1, arbitrary: fc.tuple(fc.constantFrom('', '1', '2'), id).map(([seat, i]) => `!! ${seat}${i}`) },
);

/** Checks one reply: a public one shows no hidden card's cost by its ID, a public refusal no mana symbol. */
function checkReply(before: Session, afterS: Session, ok: boolean, text: string, everyone: boolean, what: string): void {
  if (!everyone) return;
  const hidden = new Map(hiddenCards(before).map((h) => [h.cardId, h.cost]));
  const still = new Set(hiddenCards(afterS).map((h) => h.cardId));
  for (const [cardId, cost] of hidden) {
    if (!still.has(cardId)) continue; // the command made it public (cast, flipped)
    if (text.includes(`${cardId} (unnamed ${cost})`)) throw new Error(`${what}: a public reply shows the hidden cost of ${cardId}: ${text}`);
  }
  if (!ok && /\{[0-9WUBRGCXP/]+\}/.test(text)) throw new Error(`${what}: a public refusal names a mana cost: ${text}`);
}

describe('play-by-post replies to everyone hold no hidden fact', () => {
  it('a refused !n naming a card in your own hand is answered to your team alone', () => {
    const s = after(sessionWithHands([['{2}', '{W}', '{B}'], []]), ['alice: !dibs']);
    const r = handle(s, 'alice', '!n 02 Pride Guardian');
    expect(r.ok).toBe(false);
    expect(r.reply.text).toMatch(/AMM 5c: Pride Guardian costs \{W\}, which does not match \{B\}/);
    expect(r.reply.readers).toEqual({ everyone: false, seat: 0, users: ['alice'] });
    // how many actions the seat has tells of its hidden costs (the names they fit): a number past the list is refused to the team
    const past = handle(s, 'alice', '!do 99');
    expect(past.ok).toBe(false);
    expect(past.reply.text).toBe('there is no action 99: !actions lists them');
    expect(past.reply.readers).toEqual({ everyone: false, seat: 0, users: ['alice'] });
    // a refusal that tells nothing hidden stays public
    expect(handle(s, 'bob', '!n 02 Pride Guardian').reply.readers).toEqual({ everyone: true });
  });

  it('a public action line shows a card in hand only as everyone sees it, and its cost once the action reveals it', () => {
    // a100 {2} is played as Utopia, the land that pays for a101 {W}
    const s = after(sessionWithHands([['{2}', '{W}', '{B}', '{0}'], []]), ['alice: !dibs', 'alice: !u 00']);
    const r = handle(s, 'alice', '!n 01 Doomed Traveler');
    expect(r.reply.readers).toEqual({ everyone: true });
    // cast: on the stack, its cost is public
    expect(r.reply.text).toMatch(/^alice \(seat 1\): cast a101 \(unnamed \{W\}\) as Doomed Traveler/);
    expect(r.reply.text).not.toContain('{B}');
    expect(r.reply.text).not.toContain('{0}');
  });

  it('an action line for everyone labels a card that stays hidden without its cost (describeAction with no viewer)', () => {
    const s = sessionWithHands([['{2}', '{W}'], []]);
    const card = s.game.players[0]!.hand[1]!;
    const bottom = { type: 'bottom', player: 0, card } as const;
    expect(describeAction(s.game, bottom, [])).toBe('put a101 (unnamed {W}) on the bottom of your library');
    expect(describeAction(s.game, bottom, [], null)).toBe('put a101 (unnamed card) on the bottom of your library');
  });

  it('CR 701.20: a hand revealed to the caster of Inquisition of Kozilek is listed to the caster\'s team with each card\'s cost, as the view offers it by name', () => {
    const s0 = after(sessionWithHands([['{W}', '{B}'], ['{1}{R}', '{5}', '{0}', '{3}{U}', '{W}{U}']]), ['alice: !dibs', 'alice: !u 00']);
    const cast = handle(s0, 'alice', '!actions').reply.text.split('\n').find((l) => /as Inquisition of Kozilek targeting seat 2/.test(l))!;
    const s = handle(s0, 'alice', `!do ${cast.split('.')[0]}`).session;
    expect(s.game.decision).toMatchObject({ kind: 'choose', player: 0 });
    const list = handle(s, 'alice', '!actions');
    expect(list.reply.readers).toEqual({ everyone: false, seat: 0, users: ['alice'] });
    // "You choose a nonland card from it with mana value 3 or less": the caster sees what each one is
    expect(list.reply.text.split('\n').slice(1)).toEqual(['1. discard: a200 (unnamed {1}{R})', '2. discard: a202 (unnamed {0})', '3. discard: a204 (unnamed {W}{U})', '4. discard: a205 (unnamed {1}{W})']);
    // the card discarded is public, though it ceases to exist in the graveyard at once (AMM 2e); the rest of the hand stays hidden
    const done = handle(s, 'alice', '!do 1');
    expect(done.reply.readers).toEqual({ everyone: true });
    expect(done.reply.text.split('\n')[0]).toBe('alice (seat 1): discard: a200 (unnamed {1}{R})');
    expect(done.reply.text).toMatch(/Bob's a200 \(unnamed \{1\}\{R\}\) ceases to exist {2}\[AMM 2e\]/);
  });

  it('property: over random command streams of both teams, public replies never show a hidden cost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.array(fc.tuple(users, line), { minLength: 5, maxLength: 40 }), (seed, lines) => {
        let s = createSession({ seed });
        // both teams, each seat with control in turn
        s = handle(s, 'alice', '!dibs').session;
        for (const [user, l] of lines) {
          const r = handle(s, user, l);
          checkReply(s, r.session, r.ok, r.reply.text, r.reply.readers.everyone, `seed ${seed}, ${user}: ${l}`);
          s = r.session;
          if (s.dibs === null) s = handle(s, mmData(s.game).control === 0 ? 'alice' : 'bob', '!dibs').session;
        }
      }),
      { numRuns: 60, endOnFailure: true },
    );
  });
});

