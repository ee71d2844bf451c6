/**
 * A table's record in the Colyseus presence expires after the time the room keeps it, in memory too:
 * Colyseus's `LocalPresence` forgets expired plain keys but not hashes, so the adapter deletes a
 * record it keeps there itself once its time is up (renewed by every action). A record is versioned:
 * one saved before records had a version reads as version 1, one of a later version is refused, in
 * memory and in Redis (REDIS_URL; skipped without one, except in CI).
 */
import { LocalPresence, type Presence } from '@colyseus/core';
import { RedisPresence } from '@colyseus/redis-presence';
import { describe, expect, it } from 'vitest';
import { loadRecord, RECORD_VERSION, recordKey, savedDraft, savedReplay, type TableSetup } from '../../../src/adapters/colyseus/index.js';
import { keepRecord, saveAction, saveSetup } from '../../../src/adapters/colyseus/records.js';
import { RulesError } from '../../../src/index.js';
import { REDIS, redisFor } from '../../helpers/redis.js';

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

const room = { bots: [], clockSeconds: null, reconnectSeconds: 30, emptySeatSeconds: 60, botDelayMs: 0 };
const game = { kind: 'game', options: { format: 'two-player', seed: 1, players: [{ name: 'Ana', deck: ['Forest'] }, { name: 'Ben', deck: ['Forest'] }] }, room };
const draft = { kind: 'draft', options: { drafters: ['Ana', 'Ben'], seed: 1 }, room };

/** The RulesError `f` rejects with. */
async function refusal(f: () => Promise<unknown>): Promise<RulesError> {
  const e = await f().then(() => null, (x: unknown) => x);
  if (!(e instanceof RulesError)) throw new Error(`not refused with a RulesError: ${String(e)}`);
  return e;
}

const redis = await redisFor('the Colyseus record tests on Redis');
const presences: [string, boolean, () => Presence][] = [['LocalPresence', true, () => new LocalPresence()], ['RedisPresence', redis, () => new RedisPresence(REDIS)]];

for (const [name, available, make] of presences) {
  describe.skipIf(!available)(`versioned records in a ${name}`, () => {
    const id = (what: string): string => `records-test-${process.pid}-${Date.now()}-${what}`;

    it('are saved with the version this build reads', async () => {
      const presence = make();
      const gameId = id('saved');
      try {
        await saveSetup(presence, gameId, { version: RECORD_VERSION, ...game } as TableSetup);
        expect(JSON.parse((await presence.hget(recordKey(gameId), 'setup'))!)).toMatchObject({ version: 1 });
        expect((await loadRecord(presence, gameId))?.setup).toEqual({ version: 1, ...game });
      } finally {
        await presence.del(recordKey(gameId));
        presence.shutdown();
      }
    });

    it('saved before records had a version are read as version 1', async () => {
      const presence = make();
      const gameId = id('unversioned');
      try {
        await presence.hset(recordKey(gameId), 'setup', JSON.stringify(game));
        await presence.hset(recordKey(gameId), '0', JSON.stringify({ type: 'keep', player: 0 }));
        expect(await loadRecord(presence, gameId)).toEqual({ setup: { version: 1, ...game }, actions: [{ type: 'keep', player: 0 }] });
        expect(await savedReplay(presence, gameId)).toMatchObject({ version: 1, options: game.options, actions: [{ type: 'keep', player: 0 }] });
      } finally {
        await presence.del(recordKey(gameId));
        presence.shutdown();
      }
    });

    it('of a later version, or of no known version, are refused with a RulesError saying so, by each reader', async () => {
      const presence = make();
      const gameId = id('future');
      try {
        for (const [setup, says] of [
          [{ version: 2, ...game }, /record of game .* is of version 2, saved by a later paliano: this paliano reads records of version 1/],
          [{ version: 2, ...draft }, /is of version 2, saved by a later paliano/],
          [{ version: '1', ...game }, /is of no known version \("1"\)/],
          [{ version: 0, ...game }, /is of no known version \(0\)/],
          [{ version: 1, options: game.options, room }, /is damaged: its setup names no game or draft/],
        ] as const) {
          await presence.hset(recordKey(gameId), 'setup', JSON.stringify(setup));
          for (const read of [loadRecord, savedReplay, savedDraft]) {
            const e = await refusal(() => read(presence, gameId));
            expect(e.code).toBe('malformed');
            expect(e.message).toMatch(says);
          }
        }
        await presence.hset(recordKey(gameId), 'setup', '{"kind":');
        expect((await refusal(() => loadRecord(presence, gameId))).message).toMatch(/is damaged: its field setup is not JSON/);
      } finally {
        await presence.del(recordKey(gameId));
        presence.shutdown();
      }
    });
  });
}
