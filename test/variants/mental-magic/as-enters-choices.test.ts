/**
 * AMM 7b and 8e with a permanent's "as enters" ability (CR 614.12a): "As Sanctum Prelate enters the
 * battlefield, choose a number." The choice is an effect of the Prelate itself, whatever puts it onto
 * the battlefield — its own spell resolving, or Glimmerpoint Stag's delayed triggered ability
 * returning it — so a specification is for that ability of the Prelate ("on a per-ability basis",
 * 8e), and its decision comes from a card the Prelate's namer named (7b).
 */
import { describe, expect, it } from 'vitest';
import { apply, logOf, type ReadonlyGameState } from '../../../src/index.js';
import { settle, turnOver } from '../../../src/variants/mental-magic/control.js';
import { mmData } from '../../../src/variants/mental-magic/data.js';
import { specifiableAbilities, specify } from '../../../src/variants/mental-magic/specs.js';
import { gameWithHands, pass, play, withPermanents } from './helpers.js';

const PRELATE = 'Sanctum Prelate';

/** The number the last Sanctum Prelate to enter chose (CR 614.12a). */
function chosenNumber(s: ReadonlyGameState): number {
  const e = logOf(s).filter((x) => x.type === 'chosenOnEntry' && x.card === PRELATE).at(-1);
  if (!e?.detail) throw new Error('no Sanctum Prelate entered');
  return Number(e.detail);
}

/** The engine's decision for the Prelate's number (AMM 8): its rule and category. */
function numberDecision(s: ReadonlyGameState, player: number) {
  return logOf(s).filter((e) => e.type === 'uncontrolledDecision' && e.player === player && e.detail?.startsWith('choose')).at(-1);
}

/** Seat 1 casts Sanctum Prelate and turns over control before it resolves: its number is an uncontrolled decision (AMM 7, 8). */
function prelateAfterTurnover(specified: boolean): ReadonlyGameState {
  const base = gameWithHands([['{1}{W}{W}'], []]);
  let s = withPermanents(base, 0, ['Utopia', 'Utopia', 'Utopia']).state;
  if (specified) s = specify(s, 0, PRELATE, 'as enters', ['MYRIAD']);
  s = play(s, (a) => a.type === 'cast' && a.name === PRELATE);
  expect(s.stack).toHaveLength(1);
  return turnOver(s, 0);
}

describe('AMM 8e: a specification for a permanent\'s "as enters" ability', () => {
  it('Sanctum Prelate\'s "choose a number" is an ability a specification may name, beside none other of its own', () => {
    expect(specifiableAbilities(PRELATE)).toEqual(['as enters']);
    expect(specifiableAbilities("Traveler's Cloak")).toContain('as enters');
    expect(specifiableAbilities('Stunt Double')).toEqual(['as enters']);
  });

  it('uncontrolled, the number is random among the one-digit numbers (OTHER: numbers of several digits are MYRIAD, 8c, 8d)', () => {
    const s = prelateAfterTurnover(false);
    expect(chosenNumber(s)).toBeLessThan(10);
    expect(numberDecision(s, 0)).toMatchObject({ rule: 'AMM 8d', detail: 'choose: OTHER' });
  });

  it('specified MYRIAD for Sanctum Prelate, as enters: the number has several digits, whatever spell puts it there', () => {
    const s = prelateAfterTurnover(true);
    expect(chosenNumber(s)).toBeGreaterThanOrEqual(10);
    expect(numberDecision(s, 0)).toMatchObject({ rule: 'AMM 8e', detail: 'choose: MYRIAD' });
  });
});

describe('AMM 7b: the choice of an "as enters" ability comes from the card entering', () => {
  /**
   * Seat 2 casts and names Sanctum Prelate on turn 2; on turn 3 seat 1's Glimmerpoint Stag exiles it,
   * and it returns at the beginning of the end step under its owner's control, seat 2 choosing its
   * number: a decision from an effect of a card the non-active player named.
   */
  function stagReturnsPrelate(specified: boolean): { before: number; s: ReadonlyGameState } {
    const base = gameWithHands([['{2}{W}{W}'], ['{1}{W}{W}']]);
    let s = withPermanents(base, 1, ['Utopia', 'Utopia', 'Utopia']).state;
    s = withPermanents(s, 0, ['Utopia', 'Utopia', 'Utopia', 'Utopia']).state;
    while (!(s.turn.active === 1 && s.turn.step === 'main1')) s = pass(s);
    s = play(s, (a) => a.type === 'cast' && a.name === PRELATE);
    while (s.stack.length > 0 || s.decision?.kind === 'choose') {
      s = s.decision?.kind === 'choose' ? settle(apply(s, { type: 'choose', player: 1, choice: [5] })) : pass(s);
    }
    expect(mmData(s).namedBy[Object.keys(mmData(s).namedBy).find((id) => id.startsWith('a2'))!]).toBe(1);
    const prelate = s.battlefield.find((id) => s.objects[id]!.card === PRELATE)!;
    if (specified) s = specify(s, 1, PRELATE, 'as enters', ['MYRIAD']);
    while (!(s.turn.active === 0 && s.turn.step === 'main1')) s = pass(s);
    const before = logOf(s).length;
    s = play(s, (a) => a.type === 'cast' && a.name === 'Glimmerpoint Stag');
    for (let i = 0; i < 200 && !logOf(s).slice(before).some((e) => e.type === 'chosenOnEntry'); i++) {
      if (s.decision!.kind === 'putTrigger') {
        s = play(s, (a) => a.type === 'putTrigger' && JSON.stringify(a.targets) === JSON.stringify([{ object: prelate }]));
      } else s = pass(s);
    }
    return { before, s };
  }

  it('the non-active player\'s Prelate, named by them, returned by the active player\'s Glimmerpoint Stag: control does not turn over; the engine chooses for them (8d)', () => {
    const { before, s } = stagReturnsPrelate(false);
    expect(logOf(s).slice(before).some((e) => e.type === 'zoneChange' && e.card === PRELATE && e.zone === 'exile')).toBe(true);
    // no control event from the Stag's cast to the Prelate's number (the next turn's comes later)
    const chosen = logOf(s).findIndex((e, i) => i >= before && e.type === 'chosenOnEntry');
    expect(logOf(s).slice(before, chosen).filter((e) => e.type === 'control')).toEqual([]);
    expect(chosenNumber(s)).toBeLessThan(10);
    expect(numberDecision(s, 1)).toMatchObject({ rule: 'AMM 8d', detail: 'choose: OTHER' });
  });

  it('its owner\'s specification for Sanctum Prelate, as enters, decides it (8e), not one for the Stag', () => {
    const { s } = stagReturnsPrelate(true);
    expect(chosenNumber(s)).toBeGreaterThanOrEqual(10);
    expect(numberDecision(s, 1)).toMatchObject({ rule: 'AMM 8e', detail: 'choose: MYRIAD' });
  });
});
