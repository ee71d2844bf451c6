/**
 * Records of the build that played the sideboard's own Plains when Sovereign's Realm's player played
 * a Plains from outside the game while their sideboard held one (c085edee and before), where this
 * build takes it from the supply a limited sideboard is considered to hold, so that nobody learns what
 * the hidden sideboard holds (CR 400.2, 400.11a). That build gave the land, and every object after it,
 * an id one lower: its record replays that way (`ConspiracyDraftState.basicsFromSideboard`), and a
 * record of this build in the same game this build's way. The fixture was written by c085edee itself:
 * a three-player Conspiracy Draft game, seat 0 with Sovereign's Realm and a sideboard of two Plains and
 * an Island, playing a Plains from outside the game three times (the sideboard's two, then a new one)
 * and tapping them for mana (mana abilities as actions), the other actions random, to the turn limit.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, logOf, replay, serialize, tryApply, type Action, type GameReplay, type ReadonlyGameState } from '../../src/index.js';
import { replayed } from '../helpers/old-records.js';

const recorded = (name: string): string => readFileSync(new URL(`../fixtures/records-old-builds/${name}.json`, import.meta.url), 'utf8');

/** The state as the earlier build saved it, without the field this build adds (`basicsFromSideboard`). */
function withoutBasicsFromSideboard(s: ReadonlyGameState): string {
  const j = JSON.parse(serialize(s)) as { conspiracyDraft?: { basicsFromSideboard?: true } };
  delete j.conspiracyDraft?.basicsFromSideboard;
  return JSON.stringify(j);
}

/** The cards of seat 0's sideboard. */
const sideboardOf = (s: ReadonlyGameState): string[] => s.players[0]!.sideboard.map((id) => s.objects[id]!.card);

describe("records of a build that played the sideboard's own basic land from outside the game (Sovereign's Realm, CR 400.11a)", () => {
  const record = JSON.parse(recorded('c085edee-realm-plains-from-sideboard.replay')) as GameReplay;
  const old = deserialize(recorded('c085edee-realm-plains-from-sideboard.end'));
  /** Where the record first plays a Plains from outside the game. */
  const first = record.actions.findIndex((a) => a.type === 'playLandFromOutside');

  it('c085edee: the record replays to the same game, the sideboard\'s Plains played and every id as that build gave it', () => {
    expect(record.actions.filter((a) => a.type === 'playLandFromOutside')).toHaveLength(3);
    expect(sideboardOf(old)).toEqual(['Island']);
    const states = replayed(record);
    expect(states).toHaveLength(record.actions.length + 1);
    const end = states.at(-1)!;
    expect(end.conspiracyDraft?.basicsFromSideboard).toBe(true);
    expect(end.battlefield).toEqual(old.battlefield);
    expect(logOf(end)).toEqual(logOf(old));
    expect(withoutBasicsFromSideboard(end)).toBe(serialize(old));
    // the state before the first Plains is this build's as well; after it, the earlier build's
    expect(states[first]!.conspiracyDraft?.basicsFromSideboard).toBeUndefined();
    expect(states[first + 1]!.conspiracyDraft?.basicsFromSideboard).toBe(true);
  });

  it('applied as recorded, without the upgrade, the record is refused at its first tap of the Plains: this build gives the land another id', () => {
    let s = replayed({ ...record, actions: record.actions.slice(0, first + 1) }).at(-1)!;
    expect(s.conspiracyDraft?.basicsFromSideboard).toBeUndefined();
    // the sideboard keeps its two Plains, the Plains on the battlefield is a new card
    expect(sideboardOf(s)).toEqual(['Plains', 'Plains', 'Island']);
    const tap = record.actions[first + 1]!;
    expect(tap).toMatchObject({ type: 'activate', player: 0 });
    expect(tryApply(s, tap)).toMatchObject({ ok: false });
    s = apply(s, { ...tap, source: (tap as { source: number }).source + 1 } as Action);
    expect(s.objects[(tap as { source: number }).source + 1]!.card).toBe('Plains');
  });

  it('a record of this build in the same game replays this build\'s way: the sideboard keeps its Plains', () => {
    // the record's start, to its first Plains from outside the game, then this build's own actions
    let live = replayed({ ...record, actions: record.actions.slice(0, first + 1) }).at(-1)!;
    const actions: Action[] = record.actions.slice(0, first + 1);
    const plains = live.battlefield.find((id) => live.objects[id]!.card === 'Plains')!;
    for (let n = 0; n < 40 && live.result === null; n++) {
      const listed = legalActions(live);
      const a = listed.find((x) => x.type === 'activate' && x.source === plains) ?? listed.find((x) => x.type === 'playLandFromOutside') ?? listed.find((x) => x.type === 'pass') ?? listed[0]!;
      actions.push(a);
      live = apply(live, a);
    }
    expect(actions.filter((a) => a.type === 'activate' && a.source === plains).length).toBeGreaterThan(0);
    const end = replayed({ ...record, actions }).at(-1)!;
    expect(end.conspiracyDraft?.basicsFromSideboard).toBeUndefined();
    expect(serialize(end)).toBe(serialize(live));
    expect(sideboardOf(end)).toEqual(['Plains', 'Plains', 'Island']);
  });

  it('an action neither way takes still stops the replay at that action', () => {
    const bad = { ...record, actions: [...record.actions.slice(0, -1), { type: 'playLand', player: 2, card: 9999 } as Action] };
    expect(() => replayed(bad)).toThrow(new RegExp(`action ${record.actions.length - 1}\\b`));
  });

  it('where neither way goes further (the action after the Plains refused both ways), this build\'s way is taken up to the refusal (CR 400.11a)', () => {
    const bad = { ...record, actions: [...record.actions.slice(0, first + 1), { type: 'playLand', player: 2, card: 9999 } as Action] };
    const seen: ReadonlyGameState[] = [];
    expect(() => {
      for (const s of replay(bad)) seen.push(s);
    }).toThrow(new RegExp(`action ${first + 1}\\b`));
    expect(seen).toHaveLength(first + 2);
    expect(seen.at(-1)!.conspiracyDraft?.basicsFromSideboard).toBeUndefined();
    expect(sideboardOf(seen.at(-1)!)).toEqual(['Plains', 'Plains', 'Island']);
  });

  it('a save with basicsFromSideboard other than true is refused', () => {
    const j = JSON.parse(recorded('c085edee-realm-plains-from-sideboard.end')) as { conspiracyDraft: { basicsFromSideboard: unknown } };
    j.conspiracyDraft.basicsFromSideboard = false;
    expect(() => deserialize(JSON.stringify(j))).toThrow(/conspiracyDraft.basicsFromSideboard/);
  });
});
