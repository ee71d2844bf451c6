/**
 * CR 605.1a, 605.5a: an activated ability is a mana ability exactly when it has no target, could add
 * mana as it resolves, and is not a loyalty ability — whatever else it does (Selvala, Explorer
 * Returned's parley, Spectral Searchlight's chosen player). Checked over every activated ability of
 * every implemented card, its own and those its static abilities grant: only a mana ability skips
 * the stack (CR 605.3b), so one marked wrongly could be responded to, or could not.
 */
import { describe, expect, it } from 'vitest';
import { cards } from '../../src/index.js';

/** Whether an effect tree has a step that adds mana, however deep (parley, "you may pay", …). */
function addsMana(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(addsMana);
  if (typeof value !== 'object' || value === null) return false;
  if ((value as { do?: unknown }).do === 'addMana') return true;
  return Object.values(value).some(addsMana);
}

describe('CR 605.1a: which activated abilities are mana abilities', () => {
  const abilities = cards.list().flatMap((def) => [
    ...(def.activated ?? []).map((ab) => ({ card: def.name, ab })),
    ...(def.statics ?? []).flatMap((st) => (st.kind === 'grantAbilities' ? (st.activated ?? []).map((ab) => ({ card: def.name, ab })) : [])),
  ]);

  it('each is a mana ability exactly when it has no target, could add mana and is no loyalty ability', () => {
    const wrong = abilities
      .filter(({ ab }) => (ab.mana === true) !== ((ab.targets ?? []).length === 0 && ab.cost.loyalty === undefined && addsMana(ab.effects)))
      .map(({ card, ab }) => `${card}: ${ab.text}`);
    expect(wrong).toEqual([]);
  });

  it('the rulings\' mana abilities with more to do are among them (Selvala, Explorer Returned; Spectral Searchlight; Treasonous Ogre), and no ability with a target is (Grixis Illusionist, Voyaging Satyr)', () => {
    const mana = (card: string): boolean[] => abilities.filter((a) => a.card === card).map((a) => a.ab.mana === true);
    expect(mana('Selvala, Explorer Returned')).toEqual([true]);
    expect(mana('Spectral Searchlight')).toEqual([true]);
    expect(mana('Treasonous Ogre')).toEqual([true]);
    expect(mana("Mirrodin's Core")).toEqual([true, false, true]);
    expect(mana('Grixis Illusionist')).toEqual([false]);
    expect(mana('Voyaging Satyr')).toEqual([false]);
  });
});
