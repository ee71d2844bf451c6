/**
 * The one check of an action's shape (src/engine/action-shape.ts, the schemas of
 * src/engine/action-schemas.ts): the malformed actions issue 21 found accepted or crashing are
 * refused with RulesError `malformed` and the state unchanged; every listed action fits its schema.
 */
import { describe, expect, it } from 'vitest';
import { applyDraft, createDraft, createGame, legalActions, legalPicks, RulesError, tryApply, view, type Action, type GameState, type ReadonlyGameState } from '../../src/index.js';
import { checkActionShape } from '../../src/engine/action-shape.js';
import { createMentalMagicGame, settle } from '../../src/variants/mental-magic/control.js';
import { cardIdOf, mmData } from '../../src/variants/mental-magic/data.js';
import { randomInt, seedRng } from '../../src/state/rng.js';
import { gameOptions, withoutSideboards } from '../properties/helpers.js';
import { editState } from '../../src/testing/index.js';

/** Plays listed actions of a seeded game until `want` finds a listed action; returns the state and that action. */
function findListed(start: ReadonlyGameState, want: (a: Action, s: ReadonlyGameState) => boolean, seed: number): { s: ReadonlyGameState; a: Action } {
  const rng = seedRng(seed);
  let s = start;
  for (let i = 0; i < 5000 && !s.result; i++) {
    const listed = legalActions(s);
    const hit = listed.find((a) => want(a, s));
    if (hit) return { s, a: hit };
    const r = tryApply(s, listed[randomInt(rng, listed.length)]!);
    if (!r.ok) throw r.error;
    s = r.state;
  }
  throw new Error('no such action listed');
}

/** Expects `a` refused as malformed, leaving `s` as it was. */
function expectMalformed(s: ReadonlyGameState, a: unknown): void {
  const before = JSON.stringify(s);
  const r = tryApply(s, a as Action);
  expect(r.ok, JSON.stringify(a, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v))).toBe(false);
  if (!r.ok) expect(r.error.code).toBe('malformed');
  expect(JSON.stringify(s)).toBe(before);
}

const magicTech = (seed: number): ReadonlyGameState => {
  const o = gameOptions({ players: 2, deckSize: 40, startingLife: 20, handSize: 7, gameSeed: seed, deckSeed: seed, botSeed: seed }, 30);
  return createGame({ ...o, format: 'magic-tech' });
};

describe('the shape of an action is checked before any rule reads it', () => {
  it('magic-tech: a cast of a deployed card with `card: [id]`, an id as text, or X of 2**53 is malformed (it duplicated the card)', () => {
    const { s, a } = findListed(magicTech(4), (x, st) => x.type === 'cast' && st.objects[x.card]?.zone === 'battlefield', 4);
    const cast = a as Extract<Action, { type: 'cast' }>;
    expect(tryApply(s, cast).ok).toBe(true);
    expectMalformed(s, { ...cast, card: [cast.card] });
    expectMalformed(s, { ...cast, card: String(cast.card) });
    expectMalformed(s, { ...cast, x: 2 ** 53 });
    expectMalformed(s, { ...cast, x: 1.5 });
    expectMalformed(s, { ...cast, targets: 'none' });
  });

  it('ids as strings or one-element lists, extra fields, prototype keys and inherited fields are malformed', () => {
    const s = createGame(withoutSideboards(gameOptions({ players: 2, deckSize: 20, startingLife: 20, handSize: 7, gameSeed: 1, deckSeed: 1, botSeed: 1 }, 30)));
    const keep = legalActions(s).find((a) => a.type === 'keep')!;
    expect(keep).toBeDefined();
    expectMalformed(s, { ...keep, player: String(keep.player) });
    expectMalformed(s, { ...keep, player: [keep.player] });
    expectMalformed(s, { ...keep, extra: 1 });
    expectMalformed(s, JSON.parse(`{"__proto__":{"x":1},"type":"keep","player":${keep.player}}`));
    expectMalformed(s, { ...keep, constructor: 1 });
    expectMalformed(s, Object.create(keep));
    expectMalformed(s, { type: 'variant', player: keep.player, name: BigInt(1) });
    expectMalformed(s, { type: 'cast', player: keep.player, card: 0, targets: [], x: 0, kicked: 1e6 });
    expectMalformed(s, { type: 'cast', player: keep.player, card: 0, targets: [], x: 0, kicked: 2 ** 53 });
    expectMalformed(s, { type: 'activate', player: keep.player, source: 0, ability: 0, targets: [], x: 2 ** 40 });
    // a field set to undefined is absent, as in JSON
    expect(tryApply(s, { ...keep, extra: undefined } as Action).ok).toBe(true);
  });

  it('an X or a number of kicks beyond anything the player could pay is malformed; a small one is for the rules to judge', () => {
    const s = createGame(withoutSideboards(gameOptions({ players: 2, deckSize: 20, startingLife: 20, handSize: 7, gameSeed: 1, deckSeed: 1, botSeed: 1 }, 30)));
    const card = s.players[0]!.hand[0]!;
    for (const big of [{ x: 10_000 }, { x: 0, kicked: 10_000 }] as const) {
      const r = tryApply(s, { type: 'cast', player: 0, card, targets: [], ...big });
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('malformed');
    }
    const small = tryApply(s, { type: 'cast', player: 0, card, targets: [], x: 1 });
    expect(small.ok).toBe(false);
    if (!small.ok) expect(small.error.code).not.toBe('malformed');
  });

  it('every listed action fits its type\'s schema (random games of every format)', () => {
    for (const format of ['free-for-all', 'conspiracy', 'magic-tech'] as const) {
      const players = format === 'conspiracy' ? 3 : 2;
      const o = gameOptions({ players, deckSize: 40, startingLife: 20, handSize: 7, gameSeed: 9, deckSeed: 9, botSeed: 9 }, 8);
      let s = createGame({ ...o, format });
      const rng = seedRng(9);
      for (let i = 0; i < 300 && !s.result; i++) {
        const listed = legalActions(s);
        for (const a of listed) expect(() => checkActionShape(s as GameState, a), JSON.stringify(a)).not.toThrow(); // it only reads the state
        s = (tryApply(s, listed[randomInt(rng, listed.length)]!) as { ok: true; state: ReadonlyGameState }).state;
        expect(s).toBeDefined();
      }
    }
  });

  it('draft actions: a card id as text or a list, an extra field, a seat out of range are malformed', () => {
    const d = createDraft({ drafters: 3, seed: 1 });
    const pick = legalPicks(d, 0).find((a) => a.type === 'pick') as Extract<ReturnType<typeof legalPicks>[number], { type: 'pick' }>;
    expect(() => applyDraft(d, pick)).not.toThrow();
    for (const bad of [{ ...pick, card: String(pick.card) }, { ...pick, card: [pick.card] }, { ...pick, extra: 1 }, { ...pick, seat: 3 }, { ...pick, guess: 7 }]) {
      let error: unknown;
      try {
        applyDraft(d, bad as never);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(RulesError);
      expect((error as RulesError).code).toBe('malformed');
    }
  });
});

describe('smaller holes', () => {
  it('createGame refuses a player name that is not text', () => {
    expect(() => createGame({ players: [{ deck: [], name: 7 as unknown as string }, { deck: [] }], seed: 1 })).toThrow(RulesError);
    expect(() => createGame({ players: [{ deck: [], name: 'Ann' }, { deck: [] }], seed: 1 })).not.toThrow();
  });

  it('view with a seat that is not one of the game gives a RulesError', () => {
    const s = createGame({ players: [{ deck: [] }, { deck: [] }], seed: 1 });
    for (const seat of [2, -1, 0.5, '0', Number.NaN]) expect(() => view(s, seat as number)).toThrow(RulesError);
    expect(view(s, 1).viewer).toBe(1);
  });

  it('AMM 2 "Libraries are inexhaustible": a seat past its thousandth card ID draws on, with longer IDs, and every listed action is accepted', () => {
    const start = createMentalMagicGame({ seed: 5, startingPlayer: 0 });
    const worn = editState(start, (d) => {
      mmData(d).nextIndex = mmData(d).nextIndex.map(() => 1000);
    });
    let s: ReadonlyGameState = worn;
    const rng = seedRng(5);
    for (let i = 0; i < 60 && !s.result; i++) {
      const listed = legalActions(s);
      expect(listed.length).toBeGreaterThan(0);
      const r = tryApply(s, listed[randomInt(rng, listed.length)]!);
      if (!r.ok) throw r.error;
      s = settle(r.state);
    }
    const ids = [...s.players[0]!.hand, ...s.players[1]!.hand, ...s.battlefield].map((id) => cardIdOf(s, id)).filter((x) => x !== null);
    expect(ids.some((id) => /^a[12]1\d{3}$/.test(id!))).toBe(true);
  });
});
