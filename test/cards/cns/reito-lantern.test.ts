import { describe, expect, it } from 'vitest';
import { apply, legalActions, logOf } from '../../../src/index.js';
import { activate, events, expectRefused, names, passUntil, permanent, resolveStack, resolveTop, setup } from '../helpers.js';

describe('Reito Lantern', () => {
  const board = () => setup({
    players: [
      { battlefield: ['Reito Lantern', 'Island', 'Island', 'Island'], graveyard: ['Divination'], library: ['Island', 'Island'] },
      { graveyard: ['Murder', 'Doomed Traveler'], library: ['Swamp', 'Swamp'] },
    ],
  });

  it("{3}: Put target card from a graveyard on the bottom of its owner's library — any player's graveyard", () => {
    const { state, ids } = board();
    const lantern = permanent(state, 'Reito Lantern');
    const murder = ids.graveyard[1]![0]!;
    const targets = legalActions(state).filter((a) => a.type === 'activate' && a.source === lantern).map((a) => (a.type === 'activate' ? a.targets[0] : null));
    expect(targets).toHaveLength(3);
    const s = resolveStack(activate(state, 0, lantern, 0, [{ object: murder }]));
    const library = s.players[1]!.library;
    expect(s.players[1]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Doomed Traveler']);
    expect(library).toHaveLength(3);
    expect(s.objects[library[2]!]!.card).toBe('Murder');
    // the card's instruction followed (CR 608.2c): 401.4 orders two or more cards put in one place at once
    expect(logOf(s).some((e) => e.type === 'zoneChange' && e.rule === '608.2c' && e.zone === 'library')).toBe(true);
  });

  it('a card on the battlefield is not a legal target', () => {
    const { state, ids } = board();
    const lantern = permanent(state, 'Reito Lantern');
    expectRefused(state, { type: 'activate', player: 0, source: lantern, ability: 0, targets: [{ object: ids.battlefield[0]![1]! }], x: 0 }, 'badTarget');
  });
});

describe('Reito Lantern in response, in a multiplayer game (CR 608.2b: a target no longer in its zone is illegal)', () => {
  it('Victimize\'s ruling: one of its two target cards put on the bottom of the library; the creature is still sacrificed and the other card returns tapped', () => {
    const { state, ids } = setup({
      players: [
        { hand: ['Victimize'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Bronze Sable'], graveyard: ['Pillarfield Ox', 'Hundred-Handed One'] },
        {},
        { battlefield: ['Reito Lantern', 'Island', 'Island', 'Island'] },
        {},
      ],
    });
    const [ox, hundred] = ids.graveyard[0]! as [number, number];
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ox }, { object: hundred }], x: 0 });
    s = passUntil(s, (x) => x.decision?.player === 2);
    s = resolveTop(activate(s, 2, permanent(s, 'Reito Lantern'), 0, [{ object: hundred }]));
    expect(s.objects[s.players[0]!.library.at(-1)!]!.card).toBe('Hundred-Handed One');
    s = resolveStack(s);
    expect(events(s, 'fizzle')).toEqual([]);
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Bronze Sable', 'Victimize']);
    const returned = permanent(s, 'Pillarfield Ox');
    expect(s.objects[returned]).toMatchObject({ tapped: true, controller: 0 });
    expect(s.battlefield.some((id) => s.objects[id]!.card === 'Hundred-Handed One')).toBe(false);
  });

  it('Victimize\'s ruling: both target cards gone, it doesn\'t resolve and no creature is sacrificed', () => {
    const { state, ids } = setup({
      players: [
        { hand: ['Victimize'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Bronze Sable'], graveyard: ['Pillarfield Ox', 'Hundred-Handed One'] },
        { battlefield: ['Reito Lantern', ...Array<string>(6).fill('Island')] },
        {},
      ],
    });
    const [ox, hundred] = ids.graveyard[0]! as [number, number];
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ox }, { object: hundred }], x: 0 });
    s = passUntil(s, (x) => x.decision?.player === 1);
    const lantern = permanent(s, 'Reito Lantern');
    s = activate(s, 1, lantern, 0, [{ object: ox }]);
    s = activate(s, 1, lantern, 0, [{ object: hundred }]);
    s = resolveStack(s);
    expect(events(s, 'fizzle')).toEqual([expect.objectContaining({ rule: '608.2b', card: 'Victimize' })]);
    expect(s.battlefield).toContain(ids.battlefield[0]![3]);
    expect(names(s, 0, 'graveyard')).toEqual(['Victimize']);
  });

  it('Mnemonic Wall\'s trigger: its target card put on the bottom in response, nothing returns', () => {
    const { state, ids } = setup({
      players: [
        { hand: ['Mnemonic Wall'], battlefield: Array<string>(5).fill('Island'), graveyard: ['Divination'] },
        {},
        { battlefield: ['Reito Lantern', 'Island', 'Island', 'Island'] },
      ],
    });
    const divination = ids.graveyard[0]![0]!;
    // the Wall resolves; its trigger, with the one card it can target, goes on the stack
    let s = passUntil(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }), (x) => x.stack.some((id) => x.objects[id]!.kind === 'ability'));
    expect(s.objects[s.stack[0]!]).toMatchObject({ kind: 'ability', card: 'Mnemonic Wall', targets: [{ object: divination }] });
    s = passUntil(s, (x) => x.decision?.player === 2);
    s = resolveStack(activate(s, 2, permanent(s, 'Reito Lantern'), 0, [{ object: divination }]));
    expect(events(s, 'fizzle')).toEqual([expect.objectContaining({ card: 'Mnemonic Wall' })]);
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(s.objects[s.players[0]!.library.at(-1)!]!.card).toBe('Divination');
  });
});
