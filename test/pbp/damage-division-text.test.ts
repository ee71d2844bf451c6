/**
 * A division of combat damage by post says where each amount goes: to the attacker's blockers in
 * order, then to what it attacks (CR 510.1c); "2, 3" alone did not say which blocker took which.
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/index.js';
import { createTableSession, handleTable } from '../../src/pbp/table-session.js';
import { attack, passUntil, permanent, setup } from '../cards/helpers.js';

const USERS = ['Ann', 'Bo', 'Cy'];

describe('dividing combat damage by post', () => {
  it('CR 510.1c: each listed division names the blocker each amount is assigned to', () => {
    const { state } = setup({ players: [{ battlefield: ['Hexplate Golem'] }, { battlefield: ['Bronze Sable', 'Wild Griffin'] }, {}] });
    const golem = permanent(state, 'Hexplate Golem');
    let game = attack(state, [[golem, 1]]);
    game = passUntil(game, (x) => x.decision?.kind === 'declareBlockers');
    for (const name of ['Bronze Sable', 'Wild Griffin']) game = apply(game, { type: 'declareBlocker', player: 1, blocker: permanent(game, name), attacker: golem });
    game = apply(game, { type: 'confirmBlockers', player: 1 });
    game = passUntil(game, (x) => x.decision?.kind === 'assignDamage');
    expect(game.decision).toMatchObject({ kind: 'assignDamage', player: 0 });
    let s = createTableSession({ kind: 'conspiracy', seed: 1, seats: 3 });
    for (const u of USERS) s = handleTable(s, u, '!join').session;
    const listed = handleTable({ ...s, game }, 'Ann', '!actions').replies[0]!.data.actions!.map((a) => a.text);
    expect(listed).toContain("assign Hexplate Golem's combat damage: 2 to Bronze Sable (seat 2's), 3 to Wild Griffin (seat 2's)");
  });
});
