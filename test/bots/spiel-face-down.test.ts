/**
 * `SpielState.actionToString` names the objects of the acting player's actions as that player may
 * see them: another player's card deployed face down (Magic Tech, CR 708.5) is a face-down card,
 * not its name, when one of the player's actions targets it.
 */
import { describe, expect, it } from 'vitest';
import { SpielState } from '../../src/index.js';
import { deployed, mt } from '../variants/magic-tech/helpers.js';

describe('SpielState.actionToString and face-down cards (CR 708.5)', () => {
  it("names another player's face-down target as a face-down card, the acting player's own cards by name", () => {
    const { state: s, ids } = mt({ players: [{ battlefield: [deployed('Aether Tradewinds', 3), 'Island', 'Plains'] }, { battlefield: [deployed('Desertion', 2)] }] });
    const tradewinds = ids.battlefield[0]![0]!;
    const desertion = ids.battlefield[1]![0]!;
    const spiel = new SpielState(s);
    const aimed = spiel.legalActionObjects().findIndex((a) => a.type === 'cast' && a.targets.some((t) => 'object' in t && t.object === desertion));
    expect(aimed).toBeGreaterThanOrEqual(0);
    const text = spiel.actionToString(aimed);
    expect(text).not.toContain('Desertion');
    expect(text).toContain(`face-down card#${desertion}`);
    expect(text).toContain(`Aether Tradewinds#${tradewinds}`);
  });
});
