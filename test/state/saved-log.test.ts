/**
 * A saved game's log is checked as it loads (DESIGN principles 6 and 10): in a save of a random
 * game of every format, one event changed — a field its type requires deleted, a type the engine
 * does not log, a field of the wrong kind, no object at all — is refused by `deserialize` with a
 * RulesError `badState` naming the event by its position in the whole log (as `logOf` counts it) and
 * the field, rather than loading and being refused later by `describeEvent`. So is a log whose
 * chunks are not those `emit` writes, which would shift every position after them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createPlayout, deserialize, describeEvent, isGameEventType, LOG_CHUNK, logOf, RulesError, serialize, type ReadonlyGameState } from '../../src/index.js';
import { requiredEventFields } from '../../src/state/events.js';
import { seedRng } from '../../src/state/rng.js';
import { refusal } from '../helpers/refusal.js';
import { FORMATS, newGame, type FormatId } from '../properties/format-games.js';
import { pick } from '../properties/helpers.js';

type Save = { log: Record<string, unknown>[][] } & Record<string, unknown>;

/** A random game of `format` played through the public API for up to `actions` actions. */
function played(format: FormatId, seed: number, players: number, actions: number): ReadonlyGameState {
  const playout = createPlayout(newGame(format, seed, players));
  const rng = seedRng(seed + 3);
  for (let n = 0; n < actions && !playout.state.result; n++) playout.apply(pick(playout.state, playout.legalActions(), rng));
  return playout.state;
}

/** The message `deserialize` refuses `save` with, failing unless it is a RulesError `badState`. */
function refused(save: Save): string {
  const e = refusal(() => deserialize(JSON.stringify(save)));
  expect(e.code).toBe('badState');
  return e.message;
}

/** Whether `message` names log event `index` (its position in the whole log, no chunk's) and, when given, its field `field`. */
function names(message: string, index: number, field?: string): boolean {
  if (!new RegExp(`log event ${index}(?!\\d|\\.\\d)`).test(message)) return false;
  return field === undefined || new RegExp(`log event ${index}(\\.${field}\\b| \\(\\w+\\) has no ${field}\\b)`).test(message);
}

/** Values of the wrong kind for each field a log event may have whose kind is known. */
function wrongValues(field: string, s: ReadonlyGameState): unknown[] {
  switch (field) {
    case 'player': case 'toPlayer': return [s.players.length, -1, 0.5, '0', null];
    case 'object': case 'to': return [s.objects.length, -1, 1.5, '0', null];
    case 'card': case 'detail': case 'rule': return [0, null, true, ['x']];
    case 'amount': return ['1', null, true];
    case 'from': case 'zone': return ['nowhere', 0, null];
    case 'visibleTo': return [s.players.length, [s.players.length], ['0']];
    default: return [];
  }
}

/** The fields of `event` whose kind the load checks. */
const KNOWN_KINDS = ['rule', 'player', 'toPlayer', 'object', 'to', 'card', 'detail', 'amount', 'from', 'zone', 'visibleTo'];

describe('a saved log is checked as it loads', () => {
  it.each(FORMATS)('%s: an event lacking a required field, of an unknown type, with a field of the wrong kind or no object is refused, naming its position and field', (format) => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 30 }), fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 250 }), fc.gen(), (seed, players, actions, g) => {
        const s = played(format, seed, players, actions);
        const json = serialize(s);
        expect(deserialize(json)).toStrictEqual(s);
        const log = logOf(s);
        if (log.length === 0) return;
        const fresh = (): Save => JSON.parse(json) as Save;
        const at = (save: Save, i: number): Record<string, unknown> => save.log[Math.floor(i / LOG_CHUNK)]![i % LOG_CHUNK]!;
        const i = g(() => fc.integer({ min: 0, max: log.length - 1 }));
        const type = log[i]!.type;

        // a field its type requires, deleted: describing the event would refuse it
        const withRequired = log.map((e, k) => k).filter((k) => requiredEventFields(log[k]!.type).length > 0);
        if (withRequired.length > 0) {
          const k = withRequired[g(() => fc.integer({ min: 0, max: withRequired.length - 1 }))]!;
          const fields = requiredEventFields(log[k]!.type);
          const field = fields[g(() => fc.integer({ min: 0, max: fields.length - 1 }))]!;
          const save = fresh();
          delete at(save, k)[field];
          expect(() => describeEvent(s, at(save, k) as never)).toThrow(RulesError);
          const message = refused(save);
          expect(names(message, k, field), message).toBe(true);
          expect(message).toContain(log[k]!.type);
        }

        // a type the engine does not log (`move` and `dies` never were), or none
        const unknown = fresh();
        at(unknown, i).type = g(() => fc.constantFrom('move', 'dies', 'notAnEvent', '', 7, null));
        const unknownMessage = refused(unknown);
        expect(names(unknownMessage, i), unknownMessage).toBe(true);
        const typeless = fresh();
        delete at(typeless, i).type;
        expect(names(refused(typeless), i)).toBe(true);

        // a field of the wrong kind
        const present = KNOWN_KINDS.filter((f) => (log[i] as Record<string, unknown>)[f] !== undefined);
        const field = present[g(() => fc.integer({ min: 0, max: present.length - 1 }))]!;
        const wrong = fresh();
        const values = wrongValues(field, s);
        at(wrong, i)[field] = values[g(() => fc.integer({ min: 0, max: values.length - 1 }))];
        const message = refused(wrong);
        expect(names(message, i, field), `${type}.${field}: ${message}`).toBe(true);

        // no event at all
        const notObject = fresh();
        notObject.log[Math.floor(i / LOG_CHUNK)]![i % LOG_CHUNK] = g(() => fc.constantFrom(0, 'x', null, [], [log[i]])) as never;
        expect(names(refused(notObject), i)).toBe(true);
      }),
      { numRuns: format === 'mental-magic' ? 4 : 8, endOnFailure: true },
    );
  });

  it('a log whose chunks are not those emit writes (every one but the last holds LOG_CHUNK events) is refused', () => {
    let s: ReadonlyGameState | undefined;
    for (let seed = 1; !s; seed++) {
      const game = played('two-player', seed, 2, 400);
      if (logOf(game).length > LOG_CHUNK + 1) s = game;
    }
    const json = serialize(s);
    const split = JSON.parse(json) as Save;
    split.log.splice(0, 1, split.log[0]!.slice(0, 1), split.log[0]!.slice(1));
    expect(refused(split)).toMatch(/log chunk 0 holds 1 events: every chunk but the last holds 64/);
    const empty = JSON.parse(json) as Save;
    empty.log.splice(1, 0, []);
    expect(refused(empty)).toMatch(/log chunk 1 holds 0 events/);
    const joined = JSON.parse(json) as Save;
    joined.log.splice(0, 2, [...joined.log[0]!, ...joined.log[1]!]);
    expect(refused(joined)).toMatch(/log chunk 0 holds \d+ events/);
  });

  it('an event typed with a name every object answers to (toString, constructor, __proto__) is of no type the engine logs, and is refused naming it', () => {
    const s = played('two-player', 1, 2, 20);
    expect(logOf(s).length).toBeGreaterThan(0);
    for (const type of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(isGameEventType(type), type).toBe(false);
      const save = JSON.parse(serialize(s)) as Save;
      save.log[0]![0]!.type = type;
      expect(refused(save)).toContain(`log event 0 has type "${type}", which is no type of event the engine logs`);
    }
  });
});
