/**
 * A game saved while a spell that moved itself off the stack resolves (Ill-Gotten Gains exiles itself,
 * then each player chooses cards, CR 608.2c) loads back; and a player leaving the game in the middle
 * of that resolution (CR 800.4a) leaves the rest of it to the players still in the game.
 */
import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, serialize, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';

/** Player 0 casts Ill-Gotten Gains in a three-player game; it resolves up to player 0's choice. */
function gainsAsksPlayer0(): ReadonlyGameState {
  const { state, ids } = scenario({
    players: [
      { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Ill-Gotten Gains', 'Murder'], graveyard: ['Divination'] },
      { hand: ['Pillarfield Ox'], graveyard: ['Reckless Spite'] },
      { graveyard: ['Bronze Sable'] },
    ],
    settings: { autoPass: 'never' },
  });
  let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 });
  for (let i = 0; i < 3; i++) s = apply(s, { type: 'pass', player: s.decision!.player });
  return s;
}

const handNames = (s: ReadonlyGameState, p: number): string[] => s.players[p]!.hand.map((id) => s.objects[id]!.card);

describe('a save in the middle of a resolution that moved its own spell (Ill-Gotten Gains)', () => {
  it('loads back equal and plays on identically (CR 608.2c: the spell is exiled before each player chooses)', () => {
    const s = gainsAsksPlayer0();
    expect(s.stack).toEqual([]);
    expect(s.resolution).not.toBeNull();
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'returnToHand' } });
    const loaded = deserialize(serialize(s));
    expect(loaded).toStrictEqual(s);
    for (const a of legalActions(s)) expect(apply(loaded, a)).toStrictEqual(apply(s, a));
  });

  it('a resolving object that is neither on the stack nor a spell that left it is still refused', () => {
    const x = JSON.parse(serialize(gainsAsksPlayer0())) as { resolution: { object: number } };
    x.resolution.object = 0;
    expect(() => deserialize(JSON.stringify(x))).toThrow(/resolving object is not on top of the stack/);
  });

  it('800.4a: another player conceding meanwhile does not end the resolution; those still in the game choose', () => {
    let s = apply(gainsAsksPlayer0(), { type: 'concede', player: 1 });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'returnToHand' } });
    expect(deserialize(serialize(s))).toStrictEqual(s);
    s = apply(s, { type: 'choose', player: 0, choice: [0] });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2 });
    s = apply(s, { type: 'choose', player: 2, choice: [0] });
    expect(handNames(s, 0)).toEqual(['Divination']);
    expect(handNames(s, 2)).toEqual(['Bronze Sable']);
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
  });

  it('800.4a: the caster conceding while choosing takes only their own part; the others still choose', () => {
    let s = apply(gainsAsksPlayer0(), { type: 'concede', player: 0 });
    expect(s.players[0]!.inGame).toBe(false);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'returnToHand' } });
    expect(deserialize(serialize(s))).toStrictEqual(s);
    s = apply(s, { type: 'choose', player: 1, choice: [1] });
    s = apply(s, { type: 'choose', player: 2, choice: [] });
    expect(handNames(s, 1)).toEqual(['Pillarfield Ox']);
    expect(s.resolution).toBeNull();
    expect(s.decision).toMatchObject({ kind: 'priority', player: 1 });
    expect(deserialize(serialize(s))).toStrictEqual(s);
  });
});
