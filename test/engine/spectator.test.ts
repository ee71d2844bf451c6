/**
 * Spectators and deltas: someone not in the game (or not at the draft) asks for a view with `'spectator'` and
 * sees only public information; a viewer that is neither a seat nor `'spectator'` is a RulesError.
 */
import { describe, expect, it } from 'vitest';
import { apply, applyDraft, applyDraftViewDelta, applyViewDelta, createDraft, createGame, draftView, legalActions, legalPicks, RulesError, view, type Action } from '../../src/index.js';

const deck = Array<string>(20).fill('Forest');

describe('view for a spectator', () => {
  it('shows the public zones every player sees, no hand and no decision in full', () => {
    let s = createGame({ players: [{ deck }, { deck }, { deck }], seed: 4 });
    for (let i = 0; i < 30 && !s.result; i++) s = applyFirst(s);
    const spectator = view(s, 'spectator');
    const player = view(s, 0);
    expect(spectator.viewer).toBe('spectator');
    expect(spectator.battlefield).toEqual(player.battlefield);
    expect(spectator.players.map((p) => [p.life, p.handCount, p.libraryCount])).toEqual(player.players.map((p) => [p.life, p.handCount, p.libraryCount]));
    expect(spectator.players.some((p) => p.hand !== undefined)).toBe(false);
    expect(player.players[0]?.hand?.length).toBe(player.players[0]?.handCount);
    expect(spectator.legalActions).toEqual([]);
    expect(spectator.decision).toEqual({ kind: s.decision?.kind, player: s.decision?.player });
    // a player's own draws are named in their log; a spectator's log names none
    expect(player.log.some((e) => e.type === 'draw' && e.card !== undefined)).toBe(true);
    expect(spectator.log.some((e) => e.type === 'draw' && e.card !== undefined)).toBe(false);
  });

  it('a viewer that is no seat of the game is a RulesError, a BigInt or a Symbol too (not a TypeError writing the message)', () => {
    const s = createGame({ players: [{ deck }, { deck }], seed: 4 });
    for (const bad of [-1, 2, 0.5, 'x', null, 1n, Symbol('seat')]) expect(() => view(s, bad as never)).toThrow(RulesError);
  });
});

describe('view since a log position (a delta)', () => {
  it('carries the events after it; a position the log does not have is a RulesError', () => {
    let s = createGame({ players: [{ deck }, { deck }], seed: 6 });
    const held = view(s, 1);
    for (let i = 0; i < 10 && !s.result; i++) s = applyFirst(s);
    const delta = view(s, 1, { since: held.log.length });
    expect(delta.logFrom).toBe(held.log.length);
    expect(delta.log).toEqual(view(s, 1).log.slice(held.log.length));
    expect(applyViewDelta(held, delta)).toEqual(view(s, 1));
    expect(() => applyViewDelta(view(s, 0), delta)).toThrow(RulesError);
    const length = view(s, 1).log.length;
    expect(view(s, 1, { since: length }).log).toEqual([]);
    for (const bad of [-1, length + 1, 1.5, '3', 2n]) expect(() => view(s, 1, { since: bad as never })).toThrow(RulesError);
  });

  it('options, views and deltas that are not what they should be are RulesErrors, never a TypeError or a wrong log', () => {
    let s = createGame({ players: [{ deck }, { deck }], seed: 6 });
    const held = view(s, 1);
    for (let i = 0; i < 10 && !s.result; i++) s = applyFirst(s);
    const delta = view(s, 1, { since: held.log.length });
    for (const bad of [null, 3, 'since']) expect(() => view(s, 1, bad as never)).toThrow(RulesError);
    let d = createDraft({ drafters: 3, seed: 2 });
    expect(() => draftView(d, 0, null as never)).toThrow(RulesError);
    d = applyDraft(d, legalPicks(d)[0]!);
    expect(() => applyDraftViewDelta(draftView(d, 0), null as never)).toThrow(RulesError);
    for (const bad of [null, 7, {}, { log: 'events' }]) {
      expect(() => applyViewDelta(held, bad as never)).toThrow(RulesError);
      expect(() => applyViewDelta(bad as never, delta)).toThrow(RulesError);
    }
    // a position that is no whole number from 0 would cut the log held at the wrong place
    for (const logFrom of [-1, 0.5, '2', null]) expect(() => applyViewDelta(held, { ...delta, logFrom } as never)).toThrow(RulesError);
  });

  it('a delta starting past the end of the view held is a RulesError, not a log missing the events between', () => {
    let s = createGame({ players: [{ deck }, { deck }], seed: 6 });
    for (let i = 0; i < 3 && !s.result; i++) s = applyFirst(s);
    const held = view(s, 1);
    for (let i = 0; i < 10 && !s.result; i++) s = applyFirst(s);
    const delta = view(s, 1, { since: held.log.length + 1 });
    expect(delta.log.length).toBeGreaterThan(0);
    expect(() => applyViewDelta(held, delta)).toThrow(RulesError);
    expect(applyViewDelta(held, view(s, 1, { since: held.log.length }))).toEqual(view(s, 1));
  });
});

describe('draftView for a spectator', () => {
  it('shows every drafter, no pack or pile of its own; a bad seat is a RulesError', () => {
    let s = createDraft({ drafters: 3, seed: 2 });
    for (let i = 0; i < 6; i++) s = applyDraft(s, legalPicks(s)[0]!);
    const v = draftView(s, 'spectator');
    expect(v.seat).toBe('spectator');
    expect(v.others.map((d) => d.seat)).toEqual([0, 1, 2]);
    expect([v.pack, v.pile.length, v.seen.length]).toEqual([null, 0, 0]);
    expect(draftView(s, 0).pile.length).toBeGreaterThan(0);
    for (const bad of [-1, 3, 'x', 1n, Symbol('seat')]) expect(() => draftView(s, bad as never)).toThrow(RulesError);
    expect(() => draftView(s, 0, { since: 1n as never })).toThrow(RulesError);
  });
});

function applyFirst(s: ReturnType<typeof createGame>): ReturnType<typeof createGame> {
  const actions = legalActions(s);
  const pass = actions.find((a) => a.type === 'pass' || a.type === 'keep');
  return apply(s, (pass ?? actions[0]) as Action);
}
