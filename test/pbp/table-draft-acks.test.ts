/**
 * Draft actions by post that the other drafters may not hear of yet, or that they should: a Deal
 * Broker offer is revealed only with all the others (its ruling), so the offering seat alone is told
 * its offer is taken; a pack passed without drafting from it (Leovold's Operative) is public news,
 * posted as every pick is.
 */
import { describe, expect, it } from 'vitest';
import { applyDraft, legalPicks, type ReadonlyDraftState } from '../../src/index.js';
import { createTableSession, handleTable, type TableSession } from '../../src/pbp/table-session.js';
import { everyonePicksFirst, fixedDraft, pick } from '../draft/helpers.js';

const USERS = ['Ann', 'Bo', 'Cy'];

/** A draft session of three seats, taken by {@link USERS} in order, at the draft state `draft`. */
function sessionAt(draft: ReadonlyDraftState): TableSession {
  let s = createTableSession({ kind: 'draft', seed: 1, seats: 3 });
  for (const u of USERS) s = handleTable(s, u, '!join').session;
  s = handleTable(s, USERS[0]!, '!start').session;
  return { ...s, draft };
}

describe('draft actions by post that nobody else hears of at once', () => {
  it("Deal Broker: an offer, hidden until every offer is in (ruling), is acknowledged to the offering seat alone, with whom the exchange waits for", () => {
    let d = fixedDraft([[
      ['Deal Broker', 'Ogre Sentry', 'Kiln Fiend'],
      ['Canal Dredger', 'Flame Slash', 'Hurly-Burly'],
      ['Cogwork Librarian', 'Trumpet Blast', 'Goblin Balloon Brigade'],
    ]], 1, USERS);
    d = pick(d, 0, 'Deal Broker');
    while (d.phase === 'drafting') d = everyonePicksFirst(d);
    const broker = d.drafters[0]!.pile.find((p) => d.cards[p.card]!.name === 'Deal Broker')!.card;
    d = applyDraft(d, { type: 'brokerReveal', seat: 0, card: broker });
    const s = sessionAt(d);
    const offer = legalPicks(d, 1).findIndex((a) => a.type === 'brokerOffer' && a.card !== null) + 1;
    const r = handleTable(s, 'Bo', `!${offer}`);
    expect(r.ok).toBe(true);
    const offered = d.cards[(legalPicks(d, 1)[offer - 1] as { card: number }).card]!.name;
    expect(r.replies.map((x) => [x.readers, x.text])).toEqual([[{ everyone: false, seat: 1, users: ['Bo'] }, `Taken: offer ${offered} from your pool (Deal Broker). Waiting for seat 3.`]]);
  });

  it("Leovold's Operative: a pack passed without drafting from it is posted to everyone", () => {
    let d = fixedDraft([[
      ["Leovold's Operative", 'Ogre Sentry', 'Kiln Fiend', 'Flame Slash', 'Hurly-Burly'],
      ['Trumpet Blast', 'Coordinated Assault', 'Goblin Balloon Brigade', 'Burn Away', 'Ogre Sentry'],
      ['Kiln Fiend', 'Flame Slash', 'Hurly-Burly', 'Trumpet Blast', 'Coordinated Assault'],
    ]], 1, USERS);
    d = pick(d, 0, "Leovold's Operative");
    d = everyonePicksFirst(d);
    const extra = legalPicks(d, 0).find((a) => a.type === 'pick' && a.extra === "Leovold's Operative")!;
    d = applyDraft(d, extra);
    d = applyDraft(d, legalPicks(d, 0)[0]!);
    for (let i = 0; i < 10 && legalPicks(d, 0)[0]?.type !== 'passPack'; i++) d = everyonePicksFirst(d);
    expect(legalPicks(d, 0)).toEqual([{ type: 'passPack', seat: 0 }]);
    const r = handleTable(sessionAt(d), 'Ann', '!pass');
    expect(r.ok).toBe(true);
    expect(r.replies.filter((x) => x.readers.everyone).map((x) => x.text)).toEqual(["Ann passes a pack without drafting from it  [Leovold's Operative]"]);
  });
});
