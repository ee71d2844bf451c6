/**
 * CR 315.5, 315.5b, 708.2: a face-down conspiracy has no characteristics, so none of its abilities
 * function until it is turned face up (CR 702.106c) — not the abilities it grants creatures with the
 * chosen name either: activated ones (listed and activated through CR 602, or paid with as mana
 * abilities, CR 605) and triggered ones (CR 603), including "when this creature dies" (CR 603.10a).
 * Ruling (each of these cards): "A conspiracy’s static and triggered abilities function as long as
 * that conspiracy is face-up in the command zone." "Once face up, the named card is revealed and the
 * conspiracy’s abilities will affect the game."
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, tryApply, type ReadonlyGameState } from '../../src/index.js';
import { castable, passUntil, resolveTop, setup } from '../cards/helpers.js';

/** Player 0's board with one conspiracy naming Bronze Sable, face down, in a three-player conspiracy game. */
function faceDown(conspiracy: string, battlefield: string[], hand: string[] = []) {
  const { state, ids } = setup({
    format: 'conspiracy',
    players: [{ hand, battlefield, command: [{ card: conspiracy, faceDown: true, names: ['Bronze Sable'] }] }, {}, {}],
  });
  const up = (s: ReadonlyGameState): ReadonlyGameState => apply(s, { type: 'turnFaceUp', player: 0, object: ids.command[0]![0]! });
  return { state, sable: ids.battlefield[0]![0]!, hand: ids.hand[0]!, up };
}

describe('CR 315.5b: a face-down conspiracy grants no abilities', () => {
  it('Incendiary Dissent face down: the Sable has no "{R}: This creature gets +1/+0" to list or activate (CR 602.2); face up, it has', () => {
    const { state, sable, up } = faceDown('Incendiary Dissent', ['Bronze Sable', 'Mountain']);
    const activation = { type: 'activate', player: 0, source: sable, ability: 0, targets: [], x: 0 } as const;
    expect(legalActions(state).filter((a) => a.type === 'activate' && a.source === sable)).toEqual([]);
    expect(tryApply(state, activation).ok).toBe(false);
    const s = up(state);
    expect(legalActions(s).filter((a) => a.type === 'activate' && a.source === sable)).toEqual([activation]);
  });

  it('Secrets of Paradise face down: the Sable has no "{T}: Add one mana of any color" to pay for Courier Hawk with (CR 605); face up, it has', () => {
    const { state, hand, up } = faceDown('Secrets of Paradise', ['Bronze Sable', 'Plains'], ['Courier Hawk']);
    expect(castable(state, 0, hand[0]!)).toBe(false);
    expect(castable(up(state), 0, hand[0]!)).toBe(true);
  });

  it('Natural Unity face down: no "at the beginning of combat on your turn" trigger for the Sable (CR 603.2); face up, it triggers', () => {
    const { state, up } = faceDown('Natural Unity', ['Bronze Sable', 'Forest']);
    const atCombat = (s: ReadonlyGameState) => passUntil(s, (x) => x.turn.step === 'beginCombat');
    const down = atCombat(state);
    expect(down.turn.step).toBe('beginCombat');
    expect(down.stack).toEqual([]);
    expect(down.pendingTriggers).toEqual([]);
    const s = atCombat(up(state));
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Natural Unity']);
  });

  it('Assemble the Rank and Vile face down: the Sable dies with no "when this creature dies" trigger (CR 603.10a); face up, it triggers', () => {
    const { state, sable, hand, up } = faceDown('Assemble the Rank and Vile', ['Bronze Sable', 'Mountain'], ['Flame Slash']);
    const slain = (s: ReadonlyGameState) => resolveTop(apply(s, { type: 'cast', player: 0, card: hand[0]!, targets: [{ object: sable }], x: 0 }));
    const down = slain(state);
    expect(down.objects[sable]!.movedTo).not.toBeNull();
    expect(down.stack).toEqual([]);
    expect(down.pendingTriggers).toEqual([]);
    const s = slain(up(state));
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Assemble the Rank and Vile']);
  });
});
