/**
 * Determinization and a card another player looked at: the look shows the card to that player alone
 * (CR 701.22a: scry; 701.23a: a search; 400.2), so a sample of someone else deals that library card
 * again as any other unseen card, never keeping the real one at its place.
 */
import { describe, expect, it } from 'vitest';
import { determinize, logOf } from '../../src/index.js';
import { seedRng } from '../../src/state/rng.js';
import { cast, choose, resolveStack, setup } from '../cards/helpers.js';

describe("determinize: another player's scry", () => {
  it('does not tell the player which cards are on top of that library (CR 701.22a, 400.2)', () => {
    const library = ['Murder', 'Divination', 'Wild Griffin', 'Plains'];
    const { state, ids } = setup({ active: 1, players: [{}, { battlefield: ['Island', 'Island'], hand: ['Omenspeaker'], library }] });
    const s = choose(resolveStack(cast(state, 1, ids.hand[1]![0]!)), [0]);
    expect(logOf(s).filter((e) => e.type === 'look' && e.player === 1).length).toBeGreaterThan(0);
    const [top, bottom] = [s.players[1]!.library[0]!, s.players[1]!.library.at(-1)!];
    const real = [s.objects[top]!.card, s.objects[bottom]!.card];
    // player 1 knows them where they are, every sample of theirs keeps them
    expect([0, 1, 2].map((k) => determinize(s, 1, seedRng(k))).every((x) => x.objects[top]!.card === real[0] && x.objects[bottom]!.card === real[1])).toBe(true);
    const samples = Array.from({ length: 20 }, (_, k) => determinize(s, 0, seedRng(k)));
    expect(samples.every((x) => x.objects[top]!.card === real[0] && x.objects[bottom]!.card === real[1])).toBe(false);
  });
});

describe("determinize: another player's search under way", () => {
  it('does not tell the player which cards that player may find (CR 701.23a, 400.2)', () => {
    const { state, ids } = setup({ active: 1, players: [{}, { battlefield: ['Forest'], hand: ['Lay of the Land'], library: ['Murder', 'Plains', 'Shimmering Grotto'] }] });
    const s = resolveStack(cast(state, 1, ids.hand[1]![0]!));
    const d = s.decision;
    expect(d).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'search' } });
    const offered = d?.kind === 'choose' && 'object' in d.choice.options[0]! ? d.choice.options[0].object : -1;
    expect(s.objects[offered]?.card).toBe('Plains');
    // the searcher sees it; another player's samples deal it again
    expect(determinize(s, 1, seedRng(0)).objects[offered]!.card).toBe('Plains');
    const samples = Array.from({ length: 20 }, (_, k) => determinize(s, 0, seedRng(k)));
    expect(samples.every((x) => x.objects[offered]!.card === 'Plains')).toBe(false);
  });
});
