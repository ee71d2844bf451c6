/**
 * CR 702.11b when targets change or are chosen anew (CR 115.7a, 707.10c): hexproof is judged for the
 * player who controls the spell whose targets change, not for the player whose effect changes them.
 * Misdirection's caster changes the target of another player's spell, so a creature with hexproof is a
 * legal new target exactly when that spell's controller may target it; a copy of a spell is controlled
 * by the player who put it on the stack (CR 707.10), so its new targets are judged for that player.
 */
import { describe, expect, it } from 'vitest';
import { apply, type ReadonlyGameState } from '../../src/index.js';
import { castVotes } from '../cards/voting.js';
import { cast, choose, names, passUntil, permanents, resolveStack, resolveTop, setup } from '../cards/helpers.js';

/** The objects the pending choice offers. */
function offered(state: ReadonlyGameState): number[] {
  const d = state.decision;
  return d?.kind === 'choose' ? d.choice.options.flatMap((o) => ('object' in o ? [o.object] : [])) : [];
}

describe('702.11b: a creature with hexproof as a new target of another player\'s spell', () => {
  it('Misdirection (115.7a): Murder, player 1\'s, may be moved onto player 1\'s own Ascended Lawmage, never onto the Lawmage of Misdirection\'s caster', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Island', 'Island', 'Island', 'Island', 'Island', 'Ascended Lawmage'], hand: ['Misdirection'] },
        { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Ascended Lawmage'], hand: ['Murder'] },
        { battlefield: ['Bronze Sable'] },
      ],
    });
    const [mine, theirs] = [ids.battlefield[0]![5]!, ids.battlefield[1]![3]!];
    let s = cast(state, 1, ids.hand[1]![0]!, [{ object: ids.battlefield[2]![0]! }]);
    const murder = s.stack[0]!;
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = resolveTop(cast(s, 0, ids.hand[0]![0]!, [{ object: murder }]));
    // the only other legal target for player 1's Murder is player 1's own creature with hexproof
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '115.7a' } });
    expect(offered(s)).toEqual([theirs]);
    s = resolveStack(choose(s, [0]));
    expect(names(s, 1, 'graveyard').sort()).toEqual(['Ascended Lawmage', 'Murder']);
    expect(s.battlefield).toContain(mine);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
  });

  it('Split Decision (707.10c): the copy of player 1\'s Murder is player 0\'s, so it may take player 0\'s Ascended Lawmage, not player 1\'s', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Island', 'Wastes', 'Ascended Lawmage'], hand: ['Split Decision'] },
        { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Ascended Lawmage'], hand: ['Murder'] },
        { battlefield: ['Bronze Sable'] },
      ],
    });
    const [mine, theirs, sable] = [ids.battlefield[0]![2]!, ids.battlefield[1]![3]!, ids.battlefield[2]![0]!];
    let s = cast(state, 1, ids.hand[1]![0]!, [{ object: sable }]);
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = passUntil(cast(s, 0, ids.hand[0]![0]!, [{ object: s.stack[0]! }]), (x) => x.decision?.kind === 'choose');
    s = castVotes(s, ['duplication', 'duplication', 'duplication']);
    // kept (the Sable), or changed to what player 0 may target: their own Lawmage, not player 1's
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '707.10c' } });
    expect(offered(s)).toEqual([sable, mine]);
    expect(offered(s)).not.toContain(theirs);
    s = resolveStack(apply(s, { type: 'choose', player: 0, choice: [1] }));
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Ascended Lawmage', 'Split Decision']);
    expect(s.battlefield).toContain(theirs);
    expect(names(s, 2, 'graveyard')).toEqual(['Bronze Sable']);
  });
});
