/**
 * A table's record in the Colyseus presence expires after the time the room keeps it, in memory too:
 * Colyseus's `LocalPresence` forgets expired plain keys but not hashes, so the adapter deletes a
 * record it keeps there itself once its time is up (renewed by every action).
 */
import { LocalPresence } from '@colyseus/core';
import { describe, expect, it } from 'vitest';
import { keepRecord, loadRecord, saveAction, saveSetup, type TableSetup } from '../../../src/adapters/colyseus/records.js';

const setup = { kind: 'game', options: { players: [{ deck: ['Forest'] }, { deck: ['Forest'] }] } } as unknown as TableSetup;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('records kept in a LocalPresence', () => {
  it('are forgotten once their time is up, and each renewal gives them their whole time again', async () => {
    const presence = new LocalPresence();
    await saveSetup(presence, 'g1', setup);
    await saveAction(presence, 'g1', 0, { type: 'pass', player: 0 });
    await keepRecord(presence, 'g1', 0.3);
    await sleep(150);
    // renewed halfway: it outlives the first deadline
    await keepRecord(presence, 'g1', 0.3);
    await sleep(200);
    expect((await loadRecord(presence, 'g1'))?.actions).toEqual([{ type: 'pass', player: 0 }]);
    await sleep(250);
    expect(await loadRecord(presence, 'g1')).toBeNull();
  });

  it('of one game leave the records of other games alone', async () => {
    const presence = new LocalPresence();
    await saveSetup(presence, 'a', setup);
    await saveSetup(presence, 'b', setup);
    await keepRecord(presence, 'a', 0.1);
    await keepRecord(presence, 'b', 60);
    await sleep(250);
    expect(await loadRecord(presence, 'a')).toBeNull();
    expect(await loadRecord(presence, 'b')).not.toBeNull();
  });
});
