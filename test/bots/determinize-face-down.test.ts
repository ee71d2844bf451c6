/**
 * Determinization and face-down permanents (CR 708.5, Magic Tech MT 4.1): a card another player
 * deployed face down is hidden from the player a sample is drawn for, so a sample draws it again
 * from the cards the player may take it to be (no land, MT 4.6), as it draws their hand and library;
 * its controller, who may look at it, keeps it.
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, determinize, view, type ReadonlyGameState } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { canonical } from '../properties/helpers.js';
import { deployed, mt } from '../variants/magic-tech/helpers.js';
import { setup } from '../cards/helpers.js';

/** Player 1 has Desertion deployed face down, two cards in hand and a library of nonland cards and lands. */
function board(): { state: ReadonlyGameState; faceDown: number } {
  const { state, ids } = mt({
    players: [
      { battlefield: ['Island'], library: ['Plains', 'Plains', 'Plains', 'Plains'] },
      { battlefield: [deployed('Desertion', 2)], hand: ['Murder', 'Divination'], library: ['Wild Griffin', 'Repulse', 'Wastes', 'Wastes', 'Wastes'] },
    ],
  });
  const faceDown = ids.battlefield[1]![0]!;
  return { state, faceDown };
}

/** The names of a player's cards the other player cannot see: hand, library and face-down permanents. */
function unseen(s: ReadonlyGameState, owner: number): string[] {
  const p = s.players[owner]!;
  const faceDown = s.battlefield.filter((id) => s.objects[id]!.faceDown && s.objects[id]!.owner === owner);
  return [...p.hand, ...p.library, ...faceDown].map((id) => s.objects[id]!.card).sort();
}

describe('determinize: face-down permanents (CR 708.5, MT 4.1)', () => {
  it("deals another player's face-down card again as any card that is no land, keeping what the player sees", () => {
    const { state, faceDown } = board();
    expect(view(state, 0).battlefield.find((o) => o.id === faceDown)?.card).toBe('');
    const rng = seedRng(4);
    const names = new Set<string>();
    for (let i = 0; i < 40; i++) {
      const sample = determinize(state, 0, rng);
      names.add(sample.objects[faceDown]!.card);
      // a land is deployed face up (MT 4.6): a face-down card is never one
      expect(cards.get(sample.objects[faceDown]!.card)!.printed.types).not.toContain('Land');
      expect(sample.objects[faceDown]!.faceDown).toBe(true);
      // as many unseen cards as the owner has
      expect(unseen(sample, 1)).toHaveLength(unseen(state, 1).length);
      expect(canonical(view(sample, 0))).toBe(canonical(view(state, 0)));
    }
    // the card is not always the real one, nor one of the owner's real cards: the sample knows neither
    expect(names.size).toBeGreaterThan(1);
    expect([...names].some((n) => !unseen(state, 1).includes(n))).toBe(true);
  });

  it('keeps its own face-down card for the player who controls it (CR 708.5: they may look at it)', () => {
    const { state, faceDown } = board();
    const rng = seedRng(5);
    for (let i = 0; i < 10; i++) expect(determinize(state, 1, rng).objects[faceDown]!.card).toBe('Desertion');
  });

  it("deals another player's face-down conspiracy as any conspiracy with hidden agenda, not from their real ones (CR 702.106a, 315.7)", () => {
    // player 1 put Double Stroke into the command zone face down and kept two other hidden agendas in the sideboard
    const { state } = setup({
      players: [
        { library: ['Forest', 'Forest'] },
        { command: [{ card: 'Double Stroke', faceDown: true, names: ['Bronze Sable'] }], sideboard: ['Immediate Action', 'Iterative Analysis'], library: ['Forest', 'Forest'] },
        { library: ['Forest', 'Forest'] },
      ],
    });
    const conspiracy = state.command[0]!;
    const rng = seedRng(6);
    const names = new Set<string>();
    for (let i = 0; i < 30; i++) {
      const sample = determinize(state, 0, rng);
      names.add(sample.objects[conspiracy]!.card);
      expect(cards.get(sample.objects[conspiracy]!.card)!.conspiracy?.agenda).toBeGreaterThan(0);
      expect(sample.players[1]!.sideboard).toHaveLength(2);
      expect(canonical(view(sample, 0))).toBe(canonical(view(state, 0)));
    }
    // which conspiracy is face down is not known to player 0, nor which ones player 1 drafted
    expect(names.size).toBeGreaterThan(3);
    // its controller knows it
    for (let i = 0; i < 5; i++) expect(determinize(state, 1, rng).objects[conspiracy]!.card).toBe('Double Stroke');
  });

  it('keeps a face-down card revealed where it is: as the game ends (CR 708.9) a sample shows the card every player saw', () => {
    const { state, faceDown } = board();
    const ended = apply(state, { type: 'concede', player: 0 });
    expect(ended.result).not.toBeNull();
    expect(view(ended, 0).battlefield.find((o) => o.id === faceDown)?.card).toBe('Desertion');
    const rng = seedRng(7);
    for (let i = 0; i < 20; i++) {
      const sample = determinize(ended, 0, rng);
      expect(sample.objects[faceDown]!.card).toBe('Desertion');
      expect(canonical(view(sample, 0))).toBe(canonical(view(ended, 0)));
    }
  });
});
