/**
 * Saved games, saved drafts and replay records are read from JSON text only: a value that is no
 * string is refused as such (a RulesError `badState`), even one whose text form is a valid save (a
 * list holding the text, which `JSON.parse` would read as that text), rather than read as something
 * the caller did not give. A version written as text is no version this build reads.
 */
import { describe, expect, it } from 'vitest';
import { createDraft, createGame, deserialize, deserializeDraft, parseReplay, replayRecord, RulesError, serialize, serializeDraft } from '../../src/index.js';

const deck = Array.from({ length: 20 }, () => 'Forest');

function refusedAsNoString(run: () => unknown): void {
  let error: unknown;
  try {
    run();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(RulesError);
  expect((error as RulesError).code).toBe('badState');
  expect((error as Error).message).toMatch(/input is not a string$/);
}

describe('saved text that is no string', () => {
  it('a saved game, a saved draft or a replay record wrapped in a list is refused as no string, not read as its text', () => {
    const options = { players: [{ deck }, { deck }], seed: 2 };
    const game = serialize(createGame(options));
    const draft = serializeDraft(createDraft({ drafters: 3, seed: 2 }));
    const record = JSON.stringify(replayRecord(options, []));
    // the texts themselves load
    expect(serialize(deserialize(game))).toBe(game);
    expect(serializeDraft(deserializeDraft(draft))).toBe(draft);
    expect(parseReplay(record)).toEqual(JSON.parse(record));
    refusedAsNoString(() => deserialize([game] as never));
    refusedAsNoString(() => deserializeDraft([draft] as never));
    refusedAsNoString(() => parseReplay([record] as never));
  });

  it('a saved draft whose version is written as text is refused, not read as the version it spells', () => {
    const draft = JSON.parse(serializeDraft(createDraft({ drafters: 3, seed: 2 }))) as { version: unknown };
    draft.version = '1';
    let error: unknown;
    try {
      deserializeDraft(JSON.stringify(draft));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(RulesError);
    expect((error as Error).message).toBe('not a valid saved draft: unknown schema or version');
  });
});
