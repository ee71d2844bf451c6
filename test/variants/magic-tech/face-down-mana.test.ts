/**
 * CR 708.2, 605.1a: a card deployed face down (MT 4.1) has no abilities, so no mana ability: a land
 * under construction taps for no mana, and a Treasonous Ogre under construction offers no life for
 * mana, neither to the payment of a cost nor to the refusal of one (CR 602.2b, 605.3a), which names
 * no face-down card; and a Mirari's Wake under construction adds nothing as a land is tapped for mana
 * (CR 605.1b). The same cards face up pay.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type ActivateAction, type ReadonlyGameState } from '../../../src/index.js';
import type { PermanentSpec } from '../../../src/testing/index.js';
import { refusal } from '../../helpers/refusal.js';
import { deployed, mt } from './helpers.js';

/** Player 0's Boldwyr Intimidator beside `mana` and a Bronze Sable; its "{R}: Target creature becomes a Coward until end of turn." aimed at the Sable. */
function intimidator(mana: (string | PermanentSpec)[]): { state: ReadonlyGameState; coward: ActivateAction; manaIds: number[] } {
  const { state, ids } = mt({ players: [{ battlefield: ['Boldwyr Intimidator', ...mana, 'Bronze Sable'] }, {}] });
  const mine = ids.battlefield[0]!;
  const coward: ActivateAction = { type: 'activate', player: 0, source: mine[0]!, ability: 0, targets: [{ object: mine[mine.length - 1]! }], x: 0 };
  return { state, coward, manaIds: mine.slice(1, -1) };
}

const activatedSources = (state: ReadonlyGameState): number[] => legalActions(state).flatMap((a) => (a.type === 'activate' ? [a.source] : []));

describe('CR 708.2: a face-down permanent has no mana abilities (MT 4.1)', () => {
  it("a Mountain under construction taps for no {R}: Boldwyr Intimidator's {R} is refused (CR 602.2b) and no mana ability of it is listed; face up it pays", () => {
    const down = intimidator([deployed('Mountain')]);
    expect(activatedSources(down.state)).not.toContain(down.manaIds[0]);
    const e = refusal(() => apply(down.state, down.coward));
    expect(e.rule).toBe('602.2b');
    expect(e.message).not.toContain('Mountain');
    const up = intimidator(['Mountain']);
    expect(apply(up.state, up.coward).stack).toHaveLength(1);
  });

  it('a Treasonous Ogre under construction ("Pay 4 life: Add {R}.") is no mana ability to activate first: the refusal says none could pay and names no card (CR 605.3a); face up it names the Ogre', () => {
    const down = intimidator([deployed('Treasonous Ogre')]);
    expect(activatedSources(down.state)).not.toContain(down.manaIds[0]);
    const e = refusal(() => apply(down.state, down.coward));
    expect(e.rule).toBe('602.2b');
    expect(e.message).not.toContain('by tapping permanents for mana alone');
    expect(e.message).not.toContain('Treasonous Ogre');
    const up = intimidator(['Treasonous Ogre']);
    expect(refusal(() => apply(up.state, up.coward)).message).toContain('by tapping permanents for mana alone: first activate the mana abilities with other costs or choices that could pay it ("Treasonous Ogre")');
  });

  it("Mirari's Wake under construction (\"Whenever you tap a land for mana, add one mana of any type that land produced.\") adds no {R}: a lone Mountain pays no {2} for Deadly Designs (CR 602.2b); face up it does", () => {
    for (const faceDown of [true, false]) {
      const { state, ids } = mt({ players: [{ battlefield: ['Deadly Designs', 'Mountain', faceDown ? deployed("Mirari's Wake") : "Mirari's Wake"] }, {}] });
      const [designs, mountain, wake] = ids.battlefield[0]!;
      expect(state.objects[wake!]!.faceDown).toBe(faceDown);
      const plot: ActivateAction = { type: 'activate', player: 0, source: designs!, ability: 0, targets: [], x: 0 };
      if (faceDown) {
        expect(refusal(() => apply(state, plot)).rule).toBe('602.2b');
      } else {
        const s = apply(state, plot);
        expect(s.objects[mountain!]!.tapped).toBe(true);
        expect(s.stack).toHaveLength(1);
      }
    }
  });
});
