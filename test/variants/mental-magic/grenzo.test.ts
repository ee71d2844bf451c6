/**
 * Grenzo, Dungeon Warden ("{2}: Put the bottom card of your library into your graveyard. If it's a
 * creature card with power less than or equal to Grenzo's power, put it onto the battlefield.") with
 * AMM 2's inexhaustible library: the library goes on without end under the cards it holds, so its
 * bottom card is never the top card it holds but a new card from under them (AMM 2, 3), which its
 * owner may name as a creature card that fits as it would go onto the battlefield (AMM 5).
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, logOf, type ReadonlyGameState } from '../../../src/index.js';
import { createMentalMagicGame, settle } from '../../../src/variants/mental-magic/control.js';
import { currentObject, mmData } from '../../../src/variants/mental-magic/data.js';
import { NAME_PROMPT } from '../../../src/engine/naming.js';
import { withPermanents, withTopCard } from './helpers.js';

const GRENZO = 'Grenzo, Dungeon Warden';

/** Seat 1's first main phase with Grenzo (2/2) and two Utopias; every new card costs {W}; a known card on top of its library. */
function withGrenzo(): { s: ReadonlyGameState; grenzo: number; topId: string } {
  const game = createMentalMagicGame({ seed: 4, startingPlayer: 0, manaAbilities: 'automatic', costTable: [{ cost: '{W}', weight: 1 }] });
  const { state, ids } = withPermanents(game, 0, [GRENZO, 'Utopia', 'Utopia']);
  const known = withTopCard(state, 0);
  return { s: known.state, grenzo: ids[0]!, topId: known.top };
}

/** Activates Grenzo's ability and lets it resolve (seat 1 holds control and passes). */
function activateGrenzo(s: ReadonlyGameState, grenzo: number): ReadonlyGameState {
  const a = legalActions(s).find((x) => x.type === 'activate' && x.source === grenzo && x.name === undefined)!;
  let t = settle(apply(s, a));
  while (t.stack.length > 0 && t.decision?.kind === 'priority') t = settle(apply(t, { type: 'pass', player: t.decision.player }));
  return t;
}

describe('AMM 2: Grenzo, Dungeon Warden and an inexhaustible library', () => {
  it('the bottom card is a new card from under the library, not its top card, which stays on top', () => {
    const { s, grenzo, topId } = withGrenzo();
    const before = mmData(s).nextIndex[0]!;
    let t = activateGrenzo(s, grenzo);
    // AMM 5: the new card may be named as a creature card that fits; the owner declines
    expect(t.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: NAME_PROMPT } });
    t = settle(apply(t, { type: 'choose', player: 0, choice: [0] }));
    expect(mmData(t).nextIndex[0]).toBe(before + 1);
    const top = currentObject(t, topId);
    expect(top).not.toBeNull();
    expect(t.objects[top!]!.zone).toBe('library');
    expect(t.players[0]!.library[0]).toBe(top);
    // the new card went to the graveyard (and, unnamed, is no creature card: AMM 3)
    const milled = logOf(t).filter((e) => e.type === 'zoneChange' && e.from === 'library' && e.zone === 'graveyard');
    expect(milled).toHaveLength(1);
  });

  it('AMM 5: the new card may be named as a creature card with power at most Grenzo\'s as it would go onto the battlefield', () => {
    const { s, grenzo } = withGrenzo();
    let t = activateGrenzo(s, grenzo);
    const d = t.decision!;
    if (d.kind !== 'choose') throw new Error('a choice of a name expected');
    const labels = d.choice.options.map((o) => ('label' in o ? o.label : ''));
    expect(labels).toContain('Doomed Traveler');
    t = settle(apply(t, { type: 'choose', player: 0, choice: [labels.indexOf('Doomed Traveler')] }));
    expect(t.battlefield.some((id) => t.objects[id]!.card === 'Doomed Traveler')).toBe(true);
    expect(mmData(t).usedNames).toContain('Doomed Traveler');
  });
});
