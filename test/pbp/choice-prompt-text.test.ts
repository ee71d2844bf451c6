/**
 * A choice the engine names by an id reads in words in a seat's numbered actions: the legend rule's
 * option is the permanent kept (CR 704.5j), which "legendRule: Selvala" did not say.
 */
import { describe, expect, it } from 'vitest';
import { createTableSession, handleTable } from '../../src/pbp/table-session.js';
import { cast, castAndResolve, resolveStack, setup } from '../cards/helpers.js';

const USERS = ['Ann', 'Bo', 'Cy'];

describe('choices by post', () => {
  it('CR 704.5j: the legend rule asks which legendary permanent to keep, in words', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Selvala, Explorer Returned', 'Forest', 'Plains', 'Plains'], hand: ['Selvala, Explorer Returned'] }, {}, {}] });
    const game = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(game.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'legendRule' } });
    let s = createTableSession({ kind: 'conspiracy', seed: 1, seats: 3 });
    for (const u of USERS) s = handleTable(s, u, '!join').session;
    const listed = handleTable({ ...s, game }, 'Ann', '!actions').replies[0]!.data.actions!.map((a) => a.text);
    const keep = 'keep this legendary permanent, the others of its name going to the graveyard (CR 704.5j): Selvala, Explorer Returned';
    // the two read apart: the one just cast is summoning sick
    expect(listed.sort()).toEqual([`${keep} (untapped)`, `${keep} (untapped, summoning sick)`]);
  });

  it('CR 701.20: the cards of a hand revealed to the caster of Inquisition of Kozilek are listed to the caster by name, as the view offers them', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp'], hand: ['Inquisition of Kozilek'] }, { hand: ['Murder', 'Swamp', 'Hexplate Golem', 'Bronze Sable'] }, {}] });
    const game = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ player: 1 }]));
    expect(game.decision).toMatchObject({ kind: 'choose', player: 0 });
    let s = createTableSession({ kind: 'conspiracy', seed: 1, seats: 3 });
    for (const u of USERS) s = handleTable(s, u, '!join').session;
    const listed = handleTable({ ...s, game }, 'Ann', '!actions').replies[0]!.data.actions!.map((a) => a.text);
    expect(listed).toEqual(['discard: Murder', 'discard: Bronze Sable']);
  });
});
