/**
 * The heuristic bot's colour for its own permanent (CR 105.1, 613.1e): Spiritmonger's "becomes the
 * color of your choice until end of turn" is the only colour a CNS or CN2 card asks during a game for
 * neither mana nor protection (Paliano, the High City and Regicide ask theirs in the draft, which the
 * drafter answers). The bot names the colour that exposes it least to opponents' protection (CR
 * 702.16e–f) and to the colours noted for their Regicides, and with nothing at stake keeps one of
 * its colours, for every seed of its PRNG.
 */
import { describe, expect, it } from 'vitest';
import { botInput, heuristicBot, legalActions, seedRng, type Action, type ReadonlyGameState } from '../../src/index.js';
import type { DraftRecord } from '../../src/state/draft-record.js';
import { activate, attack, block, passUntil, permanent, setup, withKeywords } from '../cards/helpers.js';

const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8];

/** The colour the bot names for the deciding player, checked to be the same for every seed. */
function namedColor(state: ReadonlyGameState): string {
  expect(state.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'color' } });
  const answers = SEEDS.map((seed) => heuristicBot(botInput(state, legalActions(state), seedRng(seed))));
  for (const a of answers) expect(a).toEqual(answers[0]);
  const a = answers[0] as Action;
  if (a.type !== 'choose' || state.decision?.kind !== 'choose') throw new Error('expected a choice');
  return (state.decision.choice.options[a.choice[0] as number] as { label: string }).label;
}

/** Spiritmonger's {G} ability activated by player 0 and resolving, to the choice of its colour. */
function toColorChoice(state: ReadonlyGameState): ReadonlyGameState {
  const monger = permanent(state, 'Spiritmonger');
  const s = activate(passUntil(state, (x) => x.decision?.kind === 'priority' && x.decision.player === 0), 0, monger, 1);
  return passUntil(s, (x) => x.decision?.kind === 'choose');
}

describe("the heuristic bot's colour for Spiritmonger (CR 105.1, 613.1e)", () => {
  it('keeps one of its colours with nothing at stake', () => {
    const { state } = setup({ players: [{ battlefield: ['Spiritmonger', 'Forest'] }, { battlefield: ['Bronze Sable'] }] });
    expect(['B', 'G']).toContain(namedColor(toColorChoice(state)));
  });

  it("names black, not green, when an opponent's creature has protection from green (CR 702.16e: its damage to it would be prevented)", () => {
    const { state } = setup({ players: [{ battlefield: ['Spiritmonger', 'Forest'] }, { battlefield: ['Bronze Sable'] }] });
    const s = withKeywords(state, permanent(state, 'Bronze Sable'), ['protection from green'], 'forever');
    expect(namedColor(toColorChoice(s))).toBe('B');
  });

  it('blocked by a creature with protection from black, and another opponent creature with protection from green, names neither', () => {
    const { state } = setup({ players: [{ battlefield: ['Spiritmonger', 'Forest'] }, { battlefield: ['Bronze Sable', 'Pillarfield Ox'] }] });
    let s = withKeywords(state, permanent(state, 'Bronze Sable'), ['protection from black'], 'forever');
    s = withKeywords(s, permanent(s, 'Pillarfield Ox'), ['protection from green'], 'forever');
    const monger = permanent(s, 'Spiritmonger');
    s = block(attack(s, [[monger, 1]]), [[permanent(s, 'Bronze Sable'), monger]]);
    const color = namedColor(toColorChoice(s));
    expect(['B', 'G']).not.toContain(color);
  });

  it('avoids the colours noted for an opponent\'s Regicide (its target is a creature of one of them)', () => {
    const regicide: DraftRecord = { seat: 1, notes: [{ card: 'Regicide', colors: ['B', 'W', 'U'] }], removed: [] };
    const { state } = setup({ players: [{ battlefield: ['Spiritmonger', 'Forest'] }, { battlefield: ['Bronze Sable'], draft: regicide }] });
    expect(namedColor(toColorChoice(state))).toBe('G');
  });
});
