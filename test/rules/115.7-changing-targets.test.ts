/**
 * CR 115.7a in multiplayer games: Misdirection changes the single target of a spell as it resolves;
 * the new target becomes a target of that spell (its ruling), and what was checked of the old target
 * is checked again of the new one (an intervening "if", CR 603.4).
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, type ReadonlyGameState } from '../../src/index.js';
import { choose, events, names, pass, resolveStack, resolveTop, setup } from '../cards/helpers.js';

/** The index of the option of the pending choice that names this object. */
function optionFor(state: ReadonlyGameState, object: number): number {
  const d = state.decision;
  return d?.kind === 'choose' ? d.choice.options.findIndex((o) => 'object' in o && o.object === object) : -1;
}

describe('115.7a: changing the target of a spell', () => {
  it('Misdirection moves Murder onto a third player\'s Jetting Glasskite: it becomes a target for the first time this turn, and its trigger counters Murder', () => {
    let { state: s, ids } = setup({
      players: [
        { hand: ['Murder'], battlefield: ['Swamp', 'Swamp', 'Swamp'] },
        { hand: ['Misdirection'], battlefield: ['Pillarfield Ox', ...Array<string>(5).fill('Island')] },
        { battlefield: ['Jetting Glasskite'] },
        {},
      ],
    });
    const [ox, kite] = [ids.battlefield[1]![0]!, ids.battlefield[2]![0]!];
    s = pass(apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ox }], x: 0 }));
    const murder = s.stack[0]!;
    s = resolveTop(apply(s, { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: murder }], x: 0 }));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'newTarget', rule: '115.7a' } });
    s = choose(s, [optionFor(s, kite)]);
    expect(s.objects[murder]!.targets).toEqual([{ object: kite }]);
    expect(events(s, 'changeTarget')).toEqual([expect.objectContaining({ rule: '115.7a', object: murder, to: kite })]);
    expect(s.objects[s.stack[s.stack.length - 1]!]).toMatchObject({ kind: 'ability', card: 'Jetting Glasskite', controller: 2 });
    s = resolveStack(s);
    expect(events(s, 'counter')).toEqual([expect.objectContaining({ object: murder, card: 'Murder' })]);
    expect(s.objects[kite]!.movedTo).toBeNull();
    expect(s.objects[ox]!.movedTo).toBeNull();
    expect(names(s, 0, 'graveyard')).toEqual(['Murder']);
  });

  it('Echoing Boon\'s "if it targets a creature you control with the chosen name" is checked again as it resolves: Misdirection moved the spell to another creature, so no copy', () => {
    let { state: s, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Coordinated Assault'], battlefield: ['Mountain', 'Bronze Sable', 'Pillarfield Ox'], command: [{ card: 'Echoing Boon', names: ['Bronze Sable'], faceDown: false }] },
        { hand: ['Misdirection'], battlefield: Array<string>(5).fill('Island') },
        {},
      ],
    });
    const [sable, ox] = [ids.battlefield[0]![1]!, ids.battlefield[0]![2]!];
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable }], x: 0 });
    const assault = s.stack[0]!;
    expect(s.objects[s.stack[1]!]).toMatchObject({ kind: 'ability', card: 'Echoing Boon' });
    s = resolveTop(apply(pass(s), { type: 'cast', player: 1, card: ids.hand[1]![0]!, targets: [{ object: assault }], x: 0 }));
    s = choose(s, [optionFor(s, ox)]);
    s = resolveTop(s);
    expect(events(s, 'conditionFailed')).toEqual([expect.objectContaining({ rule: '603.4', card: 'Echoing Boon' })]);
    expect(events(s, 'copySpell')).toEqual([]);
    s = resolveStack(s);
    expect(s.objects[ox]!.movedTo).toBeNull();
    expect(s.objects[sable]!.movedTo).toBeNull();
    // Coordinated Assault gave +1/+0 and first strike to the Ox, not to the Sable
    expect(characteristics(s, ox)).toMatchObject({ power: 3, keywords: ['first strike'] });
    expect(characteristics(s, sable)).toMatchObject({ power: 2, keywords: [] });
  });
});
