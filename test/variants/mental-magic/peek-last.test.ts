/**
 * AMM 9: "After stating specifications and directions and before doing !turnover, you may peek at
 * the top card of your library." The peek is the last thing the active player does while holding
 * control: once they peeked, until control turns over, every other action of theirs — game actions,
 * specifications (8e), directions (8f), another peek — is refused citing AMM 9 and changes nothing,
 * and none is listed; turnOver remains (and conceding, CR 104.3a). Saved games keep the peek.
 */
import { describe, expect, it } from 'vitest';
import {
  apply, countActions, createMentalMagicGame, deserialize, direct, legalActions, peek, RulesError, sampleAction, serialize,
  settleMentalMagic, specify, tryApply, turnOver, view, type ReadonlyGameState,
} from '../../../src/index.js';
import { seedRng } from '../../../src/state/rng.js';
import { cardIdOf, mmData } from '../../../src/variants/mental-magic/data.js';
import { pass, twoCreatures } from './helpers.js';

/** The RulesError `act` throws; fails the test if it throws none. */
function refusal(act: () => unknown): RulesError {
  try {
    act();
  } catch (e) {
    if (e instanceof RulesError) return e;
    throw e;
  }
  throw new Error('accepted, not refused');
}

/** The card ID of the permanent of this name. */
function permanentId(s: ReadonlyGameState, name: string): string {
  return cardIdOf(s, s.battlefield.find((id) => s.objects[id]!.card === name)!)!;
}

describe('AMM 9: the peek is the last thing before !turnover', () => {
  it('after a peek every action the active player could take is refused citing AMM 9, and none is listed', () => {
    const s = twoCreatures();
    const before = legalActions(s);
    expect(before.length).toBeGreaterThan(1);
    // each was accepted before the peek: the peek alone refuses them
    for (const a of before) expect(tryApply(s, a).ok).toBe(true);
    const { state: peeked } = peek(s, 0);
    expect(legalActions(peeked)).toEqual([]);
    expect(countActions(peeked)).toBe(0);
    expect(sampleAction(peeked, seedRng(1))).toBeNull();
    for (const a of before) {
      const tried = tryApply(peeked, a);
      expect(tried.ok, JSON.stringify(a)).toBe(false);
      if (!tried.ok) expect(tried.error).toMatchObject({ code: 'illegal', rule: 'AMM 9' });
    }
    expect(refusal(() => apply(peeked, { type: 'pass', player: 0 }))).toMatchObject({ code: 'illegal', rule: 'AMM 9' });
    // the variant's driver makes no decision for a player holding control: it leaves the state as it is
    expect(settleMentalMagic(peeked)).toBe(peeked);
  });

  it('specifications and directions come before the peek: after it they are refused, as a second peek is, and nothing changes', () => {
    const s = twoCreatures();
    const traveler = permanentId(s, 'Doomed Traveler');
    const scout = permanentId(s, 'Copperhorn Scout');
    // before the peek they are taken
    expect(mmData(specify(s, 0, 'Doomed Traveler', 'triggered 1', ['SELF'])).specs).not.toEqual({});
    expect(mmData(direct(s, 0, traveler, [scout])).directions).toEqual({ [traveler]: [scout] });
    const { state: peeked } = peek(s, 0);
    const saved = serialize(peeked);
    for (const act of [
      () => specify(peeked, 0, 'Doomed Traveler', 'triggered 1', ['SELF']),
      () => direct(peeked, 0, traveler, [scout]),
      () => peek(peeked, 0),
    ]) {
      const e = refusal(act);
      expect(e).toMatchObject({ code: 'illegal', rule: 'AMM 9' });
      expect(e.message).toMatch(/^AMM 9: you peeked/);
    }
    expect(serialize(peeked)).toBe(saved);
    // the other player's specifications are no part of the active player's order (8e: any time)
    expect(mmData(specify(peeked, 1, 'Copperhorn Scout', 'triggered 1', ['NO_ACTION'])).specs).not.toEqual({});
  });

  it('specifications and directions stated before the peek stand after it and after !turnover', () => {
    const s = twoCreatures();
    const traveler = permanentId(s, 'Doomed Traveler');
    const scout = permanentId(s, 'Copperhorn Scout');
    const stated = direct(specify(s, 0, 'Doomed Traveler', 'triggered 1', ['SELF']), 0, traveler, [scout]);
    const over = turnOver(peek(stated, 0).state, 0);
    expect(mmData(over).specs).toEqual(mmData(stated).specs);
    expect(mmData(over).directions).toEqual({ [traveler]: [scout] });
  });

  it('conceding stays open after a peek (CR 104.3a: at any time)', () => {
    const { state: peeked } = peek(twoCreatures(), 0);
    const conceded = apply(peeked, { type: 'concede', player: 0 });
    expect(conceded.result).toMatchObject({ winner: 1 });
  });

  it('!turnover ends the hold: the flag clears, the game goes on, and in the next turn the player acts and may peek again', () => {
    const { state: peeked } = peek(twoCreatures(), 0);
    expect(mmData(peeked).peeked).toBe(true);
    // public, as the peek event is (not the card): every view shows that the active player peeked
    expect(view(peeked, 1).formatData!.mentalMagic).toMatchObject({ peeked: true });
    let t = turnOver(peeked, 0);
    expect(mmData(t).peeked).toBeUndefined();
    expect(t.decision!.player).toBe(1);
    expect(legalActions(t).length).toBeGreaterThan(0);
    while (!(t.turn.active === 0 && t.turn.step === 'main1' && t.decision?.kind === 'priority')) t = pass(t);
    expect(mmData(t).control).toBe(0);
    const acts = legalActions(t);
    expect(acts.length).toBeGreaterThan(1);
    expect(tryApply(t, acts[acts.length - 1]!).ok).toBe(true);
    const again = peek(t, 0).state;
    expect(legalActions(again)).toEqual([]);
  });

  it('a saved game keeps the peek; an older save without it loads as not peeked; a damaged one is refused', () => {
    const { state: peeked } = peek(twoCreatures(), 0);
    const loaded = deserialize(serialize(peeked));
    expect(loaded).toStrictEqual(peeked);
    expect(tryApply(loaded, { type: 'pass', player: 0 })).toMatchObject({ ok: false, error: { rule: 'AMM 9' } });
    expect(turnOver(loaded, 0).decision!.player).toBe(1);
    // a game that never peeked has no such field: the saves made before it was kept
    const fresh = createMentalMagicGame({ seed: 5 });
    expect(serialize(fresh)).not.toContain('peeked');
    expect(legalActions(deserialize(serialize(fresh))).length).toBeGreaterThan(0);
    const edited = (change: (data: Record<string, unknown>) => void): string => {
      const json = JSON.parse(serialize(peeked)) as { formatData: { mentalMagic: Record<string, unknown> } };
      change(json.formatData.mentalMagic);
      return JSON.stringify(json);
    };
    const notPeeked = deserialize(edited((d) => { d.peeked = false; }));
    expect(tryApply(notPeeked, { type: 'pass', player: 0 }).ok).toBe(true);
    expect(() => deserialize(edited((d) => { d.peeked = 'yes'; }))).toThrow(/AMM 9/);
    // only the active player holding control peeks
    expect(() => deserialize(edited((d) => { d.control = 1; }))).toThrow(/AMM 9/);
  });
});
