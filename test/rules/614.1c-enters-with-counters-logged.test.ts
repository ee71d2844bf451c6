/**
 * CR 614.1c, 122.6: the counters a permanent enters the battlefield with are counters put on it, and
 * the log says so, citing the ability's rule: its own "enters with X +1/+1 counters" (Realm Seekers),
 * a conspiracy's "enters with an additional +1/+1 counter" (Muzzio's Preparations; the event names the
 * permanent, not the conspiracy), and a planeswalker's loyalty (CR 306.5b). Every check goes through
 * the public API.
 */
import { describe, expect, it } from 'vitest';
import { describeEvent, type ReadonlyGameEvent, type ReadonlyGameState } from '../../src/index.js';
import { castAndResolve, events, permanent, setup } from '../cards/helpers.js';

/** The counters events of the log with the prose a reader gets for each. */
function countersLogged(s: ReadonlyGameState): { event: ReadonlyGameEvent; prose: string }[] {
  return events(s, 'counters').map((event) => ({ event, prose: describeEvent(s, event) }));
}

describe('614.1c counters a permanent enters with are logged as put on it', () => {
  it('Realm Seekers enters with a +1/+1 counter for each card in all hands: one event, 614.1c, on Realm Seekers', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(6).fill('Forest'), hand: ['Realm Seekers', 'Forest'] }, { hand: ['Forest', 'Forest'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const seekers = permanent(s, 'Realm Seekers');
    expect(s.objects[seekers]!.counters).toEqual({ '+1/+1': 3 });
    expect(countersLogged(s)).toEqual([{
      event: expect.objectContaining({ rule: '614.1c', player: 0, object: seekers, card: 'Realm Seekers', amount: 3, detail: '+1/+1' }),
      prose: expect.stringContaining('3 +1/+1 counters are put on Realm Seekers'),
    }]);
  });

  it('Muzzio\'s Preparations naming Bronze Sable: the additional counter is logged as put on the Sable', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains'], hand: ['Bronze Sable'], command: [{ card: "Muzzio's Preparations", names: ['Bronze Sable'] }] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const sable = permanent(s, 'Bronze Sable');
    expect(s.objects[sable]!.counters).toEqual({ '+1/+1': 1 });
    const logged = countersLogged(s);
    expect(logged).toEqual([{ event: expect.objectContaining({ rule: '614.1c', object: sable, card: 'Bronze Sable', amount: 1 }), prose: expect.stringContaining('1 +1/+1 counter is put on Bronze Sable') }]);
    expect(logged[0]!.prose).not.toContain("Muzzio's Preparations");
  });

  it('306.5b: Dack Fayden enters with its printed loyalty, logged', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Mountain', 'Mountain'], hand: ['Dack Fayden'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const dack = permanent(s, 'Dack Fayden');
    expect(s.objects[dack]!.counters).toEqual({ loyalty: 3 });
    expect(events(s, 'counters')).toEqual([expect.objectContaining({ rule: '306.5b', object: dack, card: 'Dack Fayden', amount: 3, detail: 'loyalty' })]);
  });
});
