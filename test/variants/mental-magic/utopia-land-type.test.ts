/**
 * AMM 4: "Utopia is an additional land type that exists in Mental Magic games; Utopia is not a basic
 * land type." Traveler's Cloak ("As Traveler's Cloak enters the battlefield, choose a land type. …
 * Enchanted creature has landwalk of the chosen type") may choose "an existing land type" (its
 * ruling): in a Mental Magic game, Utopia too, and the creature then has utopiawalk (CR 702.14a,
 * 702.14c): it can't be blocked while the defending player controls a Utopia.
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, logOf, type ReadonlyGameState } from '../../../src/index.js';
import { settle } from '../../../src/variants/mental-magic/control.js';
import { mmData } from '../../../src/variants/mental-magic/data.js';
import { gameWithHands, pass, play, withPermanents } from './helpers.js';

const CLOAK = "Traveler's Cloak";

/**
 * Seat 1's main phase: its Copperhorn Scout (able to attack) and three Utopias, an unnamed {2}{U}
 * card cast as Traveler's Cloak on the Scout; seat 2 controls a Utopia and an untapped Doomed
 * Traveler. Returns the state at the Cloak's choice of a land type.
 */
function cloakChoice(): { s: ReadonlyGameState; scout: number } {
  const base = gameWithHands([['{2}{U}'], []]);
  const mine = withPermanents(base, 0, ['Copperhorn Scout', 'Utopia', 'Utopia', 'Utopia']);
  const s0 = withPermanents(mine.state, 1, ['Utopia', 'Doomed Traveler']).state;
  const scout = mine.ids[0]!;
  let s = play(s0, (a) => a.type === 'cast' && a.name === CLOAK && JSON.stringify(a.targets) === JSON.stringify([{ object: scout }]));
  while (s.decision?.kind === 'priority' && s.stack.length > 0) s = pass(s);
  return { s, scout };
}

/** Chooses a land type for the Cloak, then attacks seat 2 with the Scout; the state as the attack is confirmed and settled. */
function attackWithCloak(landType: string): { s: ReadonlyGameState; scout: number; before: number } {
  const { s: asked, scout } = cloakChoice();
  const d = asked.decision!;
  if (d.kind !== 'choose') throw new Error('the choice of a land type expected');
  const i = d.choice.options.findIndex((o) => 'label' in o && o.label === landType);
  let s = settle(apply(asked, { type: 'choose', player: 0, choice: [i] }));
  while (s.stack.length > 0 || s.decision?.kind === 'choose') s = pass(s);
  const before = logOf(s).length;
  while (s.turn.step !== 'declareAttackers') s = pass(s);
  s = settle(apply(s, { type: 'declareAttacker', player: 0, attacker: scout, target: { player: 1 } }));
  if (s.decision?.kind === 'declareAttackers') s = settle(apply(s, { type: 'confirmAttackers', player: 0 }));
  return { s, scout, before };
}

describe('AMM 4: Utopia, a land type of Mental Magic games', () => {
  it('Traveler\'s Cloak may choose Utopia, "an existing land type", besides those of CR 205.3i', () => {
    const { s } = cloakChoice();
    const d = s.decision!;
    expect(d).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'chooseLandType', rule: '614.12a' } });
    const labels = d.kind === 'choose' ? d.choice.options.map((o) => ('label' in o ? o.label : '')) : [];
    expect(labels).toContain('Utopia');
    expect(labels).toContain('Island');
  });

  it('utopiawalk: the enchanted creature can\'t be blocked by a player who controls a Utopia (CR 702.14c), so the defender has no decision to take control with', () => {
    const { s, scout, before } = attackWithCloak('Utopia');
    expect(logOf(s).find((e) => e.type === 'chosenOnEntry' && e.card === CLOAK)).toMatchObject({ detail: 'Utopia' });
    expect(characteristics(s, scout).keywords).toContain('utopiawalk');
    // blocking was impossible: no declaration for seat 2 to make, no control turned over (AMM 7a, 7b), and the Scout's damage dealt
    expect(logOf(s).slice(before).some((e) => e.type === 'control' && e.rule === 'AMM 7b')).toBe(false);
    expect(s.players[1]!.life).toBe(20 - (characteristics(s, scout).power ?? 0));
  });

  it('with islandwalk instead, seat 2 (no Island) may block with its Doomed Traveler: declaring blockers turns control over to it (7b)', () => {
    const { s, before } = attackWithCloak('Island');
    expect(logOf(s).slice(before)).toContainEqual(expect.objectContaining({ type: 'control', rule: 'AMM 7b', player: 1 }));
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    expect(mmData(s).control).toBe(1);
  });

  it('CR 305.7: a Utopia that Grixis Illusionist makes an Island loses its land type Utopia with its ability, as a land loses its old land types; "basic land type of your choice" never offers Utopia', () => {
    const base = gameWithHands([[], []]);
    const { state, ids } = withPermanents(base, 0, ['Grixis Illusionist', 'Utopia']);
    const [illusionist, land] = ids as [number, number];
    let s = play(state, (a) => a.type === 'activate' && a.source === illusionist && JSON.stringify(a.targets) === JSON.stringify([{ object: land }]));
    while (s.decision?.kind === 'priority' && s.stack.length > 0) s = pass(s);
    const d = s.decision!;
    if (d.kind !== 'choose') throw new Error('the choice of a basic land type expected');
    const labels = d.choice.options.map((o) => ('label' in o ? o.label : ''));
    expect(labels).not.toContain('Utopia');
    s = settle(apply(s, { type: 'choose', player: 0, choice: [labels.indexOf('Island')] }));
    const c = characteristics(s, land);
    expect(c).toMatchObject({ name: 'Utopia', supertypes: ['Basic'], types: ['Land'] });
    expect(c.subtypes).toEqual(['Island']);
    // it taps for {U} alone: its own "{T}: Add one mana of any color" is gone with its rules text
    const taps = legalActions(s).filter((a) => a.type === 'activate' && a.source === land);
    expect(taps).toHaveLength(1);
    expect(apply(s, taps[0]!).players[0]!.pool).toMatchObject({ U: 1, W: 0, B: 0, R: 0, G: 0 });
  });
});
