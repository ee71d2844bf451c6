/**
 * A table's record in the Colyseus presence expires after the time the room keeps it, in memory too:
 * Colyseus's `LocalPresence` forgets expired plain keys but not hashes, so the adapter deletes a
 * record it keeps there itself once its time is up (renewed by every action). A record is versioned:
 * one saved before records had a version reads as version 1, one of a later version is refused; one
 * of version 2 holds the game as the room with the latest base plays it, never an action a room saved
 * after another took the game; in memory and in Redis (REDIS_URL; skipped without one, except in CI).
 */
import { LocalPresence, type Presence } from '@colyseus/core';
import { RedisPresence } from '@colyseus/redis-presence';
import { describe, expect, it } from 'vitest';
import { loadRecord, RECORD_VERSION, recordKey, savedDraft, savedReplay, type TableSetup } from '../../../src/adapters/colyseus/index.js';
import { keepRecord, saveAction, saveBase, takeRecord } from '../../../src/adapters/colyseus/records.js';
import { RulesError } from '../../../src/index.js';
import { REDIS, redisFor } from '../../helpers/redis.js';

const setup = { kind: 'game', options: { players: [{ deck: ['Forest'] }, { deck: ['Forest'] }] } } as unknown as TableSetup;
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

describe('records kept in a LocalPresence', () => {
  it('are forgotten once their time is up, and each renewal gives them their whole time again', async () => {
    const presence = new LocalPresence();
    await saveBase(presence, 'g1', 1, 'game', { setup, actions: [] });
    await saveAction(presence, 'g1', 1, 0, { type: 'pass', player: 0 });
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
    await saveBase(presence, 'a', 1, 'game', { setup, actions: [] });
    await saveBase(presence, 'b', 1, 'game', { setup, actions: [] });
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

    it('are saved with the version this build reads, the setup in the base of the room that made the game', async () => {
      const presence = make();
      const gameId = id('saved');
      try {
        await saveBase(presence, gameId, 1, 'game', { setup: { version: RECORD_VERSION, ...game } as TableSetup, actions: [] });
        expect(JSON.parse((await presence.hget(recordKey(gameId), 'setup'))!)).toEqual({ version: 2, kind: 'game' });
        expect(JSON.parse((await presence.hget(recordKey(gameId), 'base:1'))!)).toEqual({ setup: { version: 2, ...game }, actions: [] });
        expect(await loadRecord(presence, gameId)).toEqual({ setup: { version: 2, ...game }, actions: [] });
      } finally {
        await presence.del(recordKey(gameId));
        presence.shutdown();
      }
    });

    it('are read by the reader of their kind alone, and taken as none by a room below which no base is saved', async () => {
      const presence = make();
      const gameId = id('kind-game');
      const draftId = id('kind-draft');
      try {
        // room 2 saved its base first; room 1, which took its number before, finds no game saved below
        // it, nor would room 2 reading again (its own base is no room's below it)
        await saveBase(presence, gameId, 2, 'game', { setup: { version: RECORD_VERSION, ...game } as TableSetup, actions: [] });
        expect(await takeRecord(presence, gameId, 1)).toBeNull();
        expect(await takeRecord(presence, gameId, 2)).toBeNull();
        expect((await takeRecord(presence, gameId, 3))!.record.setup).toEqual({ version: 2, ...game });
        expect(await savedDraft(presence, gameId)).toBeNull();
        await saveBase(presence, draftId, 1, 'draft', { setup: { version: RECORD_VERSION, ...draft } as TableSetup, actions: [] });
        expect(await savedReplay(presence, draftId)).toBeNull();
        expect(await savedDraft(presence, draftId)).toEqual({ options: draft.options, actions: [] });
      } finally {
        await presence.del(recordKey(gameId));
        await presence.del(recordKey(draftId));
        presence.shutdown();
      }
    });

    it('hold the game as the room with the latest base plays it: its base, the bases it names, its own actions, and no action a room saved after another took the game', async () => {
      const presence = make();
      const gameId = id('rooms');
      const action = (n: number): object => ({ type: 'keep', player: 0, n });
      try {
        await saveBase(presence, gameId, 1, 'game', { setup: { version: RECORD_VERSION, ...game } as TableSetup, actions: [action(0)] });
        await saveAction(presence, gameId, 1, 1, action(1));
        // room 2 takes the game, from room 1's base and room 1's own action
        const taken = await takeRecord(presence, gameId, 2);
        expect(taken).toEqual({ record: { setup: { version: 2, ...game }, actions: [action(0), action(1)] }, base: { after: 1, actions: [action(1)] } });
        await saveBase(presence, gameId, 2, 'game', taken!.base);
        // room 1 saves on, after room 2 took the game: not in the game
        await saveAction(presence, gameId, 1, 2, action(99));
        expect((await loadRecord(presence, gameId))!.actions).toEqual([action(0), action(1)]);
        await saveAction(presence, gameId, 2, 2, action(2));
        expect((await loadRecord(presence, gameId))!.actions).toEqual([action(0), action(1), action(2)]);
        // room 4 took the game and saved its base before room 3 read: room 3 takes the game as the rooms below it left it
        await saveBase(presence, gameId, 4, 'game', { after: 2, actions: [action(2)] });
        await saveAction(presence, gameId, 4, 3, action(3));
        expect((await takeRecord(presence, gameId, 3))!.record.actions).toEqual([action(0), action(1), action(2)]);
        expect((await loadRecord(presence, gameId))!.actions).toEqual([action(0), action(1), action(2), action(3)]);
        // a base naming a room whose base the record does not hold is damaged
        await saveBase(presence, gameId, 6, 'game', { after: 5, actions: [] });
        expect((await refusal(() => loadRecord(presence, gameId))).message).toMatch(/is damaged: its field base:6 names the base of room 5, which it does not hold/);
      } finally {
        await presence.del(recordKey(gameId));
        presence.shutdown();
      }
    });

    it('of version 1 are taken whole by the first room of version 2, which saves them in its base', async () => {
      const presence = make();
      const gameId = id('version-1');
      try {
        await presence.hset(recordKey(gameId), 'setup', JSON.stringify({ version: 1, ...game }));
        await presence.hset(recordKey(gameId), '0', JSON.stringify({ type: 'keep', player: 0 }));
        const taken = await takeRecord(presence, gameId, 1);
        expect(taken).toEqual({ record: { setup: { version: 1, ...game }, actions: [{ type: 'keep', player: 0 }] }, base: { setup: { version: 2, ...game }, actions: [{ type: 'keep', player: 0 }] } });
        await saveBase(presence, gameId, 1, 'game', taken!.base);
        await saveAction(presence, gameId, 1, 1, { type: 'keep', player: 1 });
        expect(await loadRecord(presence, gameId)).toEqual({ setup: { version: 2, ...game }, actions: [{ type: 'keep', player: 0 }, { type: 'keep', player: 1 }] });
        // a build reading version 1 alone refuses it now
        expect(JSON.parse((await presence.hget(recordKey(gameId), 'setup'))!)).toEqual({ version: 2, kind: 'game' });
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
          [{ version: 3, ...game }, /record of game .* is of version 3, saved by a later paliano: this paliano reads records of versions 1 to 2/],
          [{ version: 3, ...draft }, /is of version 3, saved by a later paliano/],
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
        await presence.hset(recordKey(gameId), 'setup', JSON.stringify({ version: 2, kind: 'game' }));
        expect((await refusal(() => loadRecord(presence, gameId))).message).toMatch(/is damaged: it holds no base of a room/);
        for (const base of [{ actions: [] }, { after: 1, actions: [] }, { after: 0.5, actions: [] }, { setup: game }]) {
          await presence.hset(recordKey(gameId), 'base:1', JSON.stringify(base));
          expect((await refusal(() => loadRecord(presence, gameId))).message, JSON.stringify(base)).toMatch(/is damaged: its field base:1 is no base of a room/);
        }
      } finally {
        await presence.del(recordKey(gameId));
        presence.shutdown();
      }
    });
  });
}
