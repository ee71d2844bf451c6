/**
 * "You noted", "you exiled", "you removed" in the game halves of the draft-matters cards: the notes of
 * the player who controls the permanent or ability now (CR 109.5), never those of another player. Each
 * test gives two players different notes and lets player 1, not player 0, use the card.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, type ReadonlyGameState } from '../../src/index.js';
import { cast, castAndResolve, choose, names, permanent, pt, resolveStack, setup } from './helpers.js';

/** A draft record of `seat` noting `notes`. */
const record = (seat: number, notes: object[], removed: object[] = []) => ({ seat, notes, removed }) as never;

/** `n` lands of one kind. */
const lands = (land: string, n = 4): string[] => Array<string>(n).fill(land);

/** The labels of the pending choice's options (none when no choice is pending). */
function labels(state: ReadonlyGameState): string[] {
  const d = state.decision;
  return d?.kind === 'choose' ? d.choice.options.map((o) => ('label' in o ? o.label : JSON.stringify(o))) : [];
}

/** What the activations of `source`'s ability offer: its values of X, or the colours of mana it adds. */
function offered(state: ReadonlyGameState, source: number, what: 'x' | 'color'): unknown[] {
  return legalActions(state).flatMap((a) => (a.type === 'activate' && a.source === source ? [(a as { x?: number; color?: string })[what]] : []));
}

describe('the game halves read the notes of the card\'s controller (CR 109.5), not another player\'s', () => {
  it('Smuggler Captain: "search your library for a card with a name you noted for cards named Smuggler Captain" — the name its controller noted', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { library: ['Flame Slash', 'Ogre Sentry'], draft: record(0, [{ card: 'Smuggler Captain', name: 'Ogre Sentry' }]) },
        { battlefield: lands('Swamp'), hand: ['Smuggler Captain'], library: ['Ogre Sentry', 'Flame Slash', 'Ogre Sentry'], draft: record(1, [{ card: 'Smuggler Captain', name: 'Flame Slash' }]) },
      ],
    });
    let s = castAndResolve(state, 1, ids.hand[1]![0]!);
    for (let i = 0; i < 4 && s.decision?.kind === 'choose'; i++) s = resolveStack(choose(s, [0]));
    expect(names(s, 1, 'hand')).toEqual(['Flame Slash']);
    expect(names(s, 0, 'hand')).toEqual([]);
  });

  it('Custodi Peacekeeper: "power less than or equal to the highest number you noted" — its controller\'s number', () => {
    const { state } = setup({
      active: 1,
      players: [
        { battlefield: ['Ogre Sentry'], draft: record(0, [{ card: 'Custodi Peacekeeper', number: 1 }]) },
        { battlefield: ['Custodi Peacekeeper', 'Plains'], draft: record(1, [{ card: 'Custodi Peacekeeper', number: 3 }]) },
      ],
    });
    const ogre = permanent(state, 'Ogre Sentry');
    expect(pt(state, ogre)[0]).toBe(3);
    const targets = legalActions(state).flatMap((a) => (a.type === 'activate' && a.source === permanent(state, 'Custodi Peacekeeper') ? a.targets : []));
    expect(targets).toContainEqual({ object: ogre });
  });

  it('Spire Phantasm: "if you guessed correctly for a card named Spire Phantasm, draw a card" — its controller\'s guess', () => {
    for (const right of [true, false]) {
      const { state, ids } = setup({
        active: 1,
        players: [
          { draft: record(0, [{ card: 'Spire Phantasm', guess: { name: 'Burn Away', right: !right } }]) },
          { battlefield: lands('Island'), hand: ['Spire Phantasm'], library: ['Ogre Sentry', 'Ogre Sentry'], draft: record(1, [{ card: 'Spire Phantasm', guess: { name: 'Burn Away', right } }]) },
        ],
      });
      const s = castAndResolve(state, 1, ids.hand[1]![0]!);
      expect(names(s, 1, 'hand'), `player 1 guessed ${right ? 'right' : 'wrong'}`).toHaveLength(right ? 1 : 0);
    }
  });

  it('Pyretic Hunter: "enters with X +1/+1 counters on it, where X is the highest number you noted" — the number of the player it enters under', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { draft: record(0, [{ card: 'Pyretic Hunter', number: 6 }]) },
        { battlefield: Array<string>(5).fill('Mountain'), hand: ['Pyretic Hunter'], draft: record(1, [{ card: 'Pyretic Hunter', number: 2 }]) },
      ],
    });
    const s = castAndResolve(state, 1, ids.hand[1]![0]!);
    expect(pt(s, permanent(s, 'Pyretic Hunter'))).toEqual([2, 2]);
  });

  it('Arcane Savant: "copy a card you exiled with cards named Arcane Savant" — a card its controller exiled', () => {
    const { state } = setup({
      active: 1,
      players: [
        { battlefield: ['Ogre Sentry'], exiledWith: { 'Arcane Savant': ['Death Wind'] } },
        { hand: ['Arcane Savant'], battlefield: lands('Island', 5), library: lands('Island', 5), exiledWith: { 'Arcane Savant': ['Divination'] } },
      ],
    });
    const s = resolveStack(cast(state, 1, state.players[1]!.hand[0]!));
    expect(s.decision?.kind === 'choose' && s.decision.player).toBe(1);
    expect(labels(s)).toEqual(['cast Divination', "don't cast"]);
  });

  it('Caller of the Untamed: "a card you exiled with cards named Caller of the Untamed. X is the mana value of that card." — its controller\'s card', () => {
    const { state } = setup({
      active: 1,
      players: [
        { exiledWith: { 'Caller of the Untamed': ['Noble Banneret'] } },
        { battlefield: ['Caller of the Untamed', ...lands('Forest')], exiledWith: { 'Caller of the Untamed': ['Ogre Sentry'] } },
      ],
    });
    // Ogre Sentry's {1}{R}: 2; Noble Banneret's would be 4
    expect(offered(state, permanent(state, 'Caller of the Untamed'), 'x')).toEqual([2]);
  });
});

describe('the CNS game halves read the notes of the card\'s controller (CR 109.5), not another player\'s', () => {
  it('Aether Searcher: "search your hand and/or library for a card with a name noted as you drafted cards named Aether Searcher" — the name its controller noted', () => {
    const { state } = setup({
      active: 1,
      players: [
        { draft: record(0, [{ card: 'Aether Searcher', name: 'Ogre Sentry' }]) },
        { hand: ['Aether Searcher', 'Divination', 'Ogre Sentry'], battlefield: lands('Wastes', 7), draft: record(1, [{ card: 'Aether Searcher', name: 'Divination' }]) },
      ],
    });
    let s = resolveStack(cast(state, 1, state.players[1]!.hand[0]!));
    s = choose(s, [labels(s).indexOf('search your hand')]);
    const d = s.decision;
    expect(d?.kind === 'choose' && d.choice.rule === '701.23' && d.choice.options.length).toBe(1);
    s = choose(s, [0]);
    expect(labels(s)).toEqual(['cast Divination', "don't cast"]);
  });

  it('Lurking Automaton: "enters with X +1/+1 counters on it, where X is the highest number you noted" — the number of the player it enters under', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { draft: record(0, [{ card: 'Lurking Automaton', number: 6 }]) },
        { battlefield: lands('Wastes', 5), hand: ['Lurking Automaton'], draft: record(1, [{ card: 'Lurking Automaton', number: 2 }]) },
      ],
    });
    const s = castAndResolve(state, 1, ids.hand[1]![0]!);
    expect(pt(s, permanent(s, 'Lurking Automaton'))).toEqual([2, 2]);
  });

  it('Cogwork Grinder: "X is the number of cards you removed from the draft with cards named Cogwork Grinder" — those the player it enters under removed', () => {
    const removed = (n: number) => Array.from({ length: n }, () => ({ card: 'Ogre Sentry', by: 'Cogwork Grinder' }));
    const { state, ids } = setup({
      active: 1,
      players: [
        { draft: record(0, [], removed(5)) },
        { battlefield: lands('Wastes', 6), hand: ['Cogwork Grinder'], draft: record(1, [], removed(2)) },
      ],
    });
    const s = castAndResolve(state, 1, ids.hand[1]![0]!);
    expect(pt(s, permanent(s, 'Cogwork Grinder'))).toEqual([2, 2]);
  });

  it('Paliano, the High City: "Add one mana of any color chosen as you drafted cards named Paliano, the High City" — the colours its controller\'s drafting chose', () => {
    const { state } = setup({
      active: 1,
      players: [
        { draft: record(0, [{ card: 'Paliano, the High City', colors: ['W', 'U', 'B'] }]) },
        { battlefield: ['Paliano, the High City'], draft: record(1, [{ card: 'Paliano, the High City', colors: ['R', 'G', 'W'] }]) },
      ],
    });
    expect(offered(state, permanent(state, 'Paliano, the High City'), 'color').sort()).toEqual(['G', 'R', 'W']);
  });
});
