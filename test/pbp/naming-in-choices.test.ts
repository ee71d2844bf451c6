/**
 * AMM 5 by post: "!n id Card Name" in the middle of an effect names the card the post gives, or is
 * refused; it never names another card than that one.
 */
import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/index.js';
import { handle, type Session } from '../../src/pbp/session.js';
import { settle } from '../../src/variants/mental-magic/control.js';
import { currentObject, mmData } from '../../src/variants/mental-magic/data.js';
import { withPermanents } from '../variants/mental-magic/helpers.js';
import { after, sessionWithHands } from './helpers.js';

/** Seat 1 holds control with {2} {W} {W} in hand as its Deathrender's creature dies: Deathrender asks which card to put. */
function deathrenderAsks(): Session {
  const s0 = after(sessionWithHands([['{2}', '{W}', '{W}'], []]), ['alice: !dibs']);
  const { state, ids } = withPermanents(s0.game, 0, ['Deathrender', 'Brushstrider'], { 0: 1 });
  const dying = produce(state, (d) => {
    d.objects[ids[1]!]!.damage = 5;
  });
  let game = settle(apply(dying, { type: 'pass', player: 0 }));
  while (game.decision?.kind !== 'choose') game = settle(apply(game, { type: 'pass', player: game.decision!.player }));
  return { ...s0, game };
}

describe('AMM 5 by post: "!n id Card Name" in an effect\'s naming choice', () => {
  it('once a card is chosen and its name is asked, naming another card of the hand is refused and names nothing', () => {
    const s0 = deathrenderAsks();
    // choose a101 among the cards Deathrender may put, by its number in !actions
    const list = handle(s0, 'alice', '!actions').reply.text.split('\n');
    const line = list.find((l) => /put onto the battlefield: a101 /.test(l));
    expect(line).toBeDefined();
    const chosen = handle(s0, 'alice', `!do ${line!.split('.')[0]}`);
    expect(chosen.ok).toBe(true);
    const s = chosen.session;
    expect(s.game.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'nameCard' } });
    // a102 is another {W} card: the name fits its cost, but the choice is a101's name
    const r = handle(s, 'alice', '!n 02 Doomed Traveler');
    expect(r.ok).toBe(false);
    expect(r.session).toBe(s);
    expect(mmData(r.session.game).usedNames).not.toContain('Doomed Traveler');
    // a101 is the card the choice names
    const ok = handle(s, 'alice', '!n 01 Doomed Traveler');
    expect(ok.ok).toBe(true);
    expect(ok.session.game.objects[currentObject(ok.session.game, 'a101')!]).toMatchObject({ zone: 'battlefield', card: 'Doomed Traveler' });
  });
});
