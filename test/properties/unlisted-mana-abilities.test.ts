/**
 * With mana paid automatically, the mana abilities the payment planner taps a permanent by are no
 * listed actions, yet activating one is accepted (README "Which actions `apply` accepts"; CR 605.3a:
 * a player may activate a mana ability whenever they have priority). The one statement of which
 * actions `apply` accepts, shared by the illegal-actions and accepted-iff-listed properties
 * (test/properties/hostile.ts), must know these: it calls them `either`, checked against the same
 * state with mana abilities as actions — for a basic land's own ability and for one a conspiracy
 * grants it alike, and for one the planner does not use whose mana would buy nothing now.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, tryApply, type Action, type ReadonlyGameState } from '../../src/index.js';
import { setup } from '../cards/helpers.js';
import { eitherAgrees, expected, normalAction } from './hostile.js';

/** How `apply` answers an action, and what the shared statement says of it. */
function judge(s: ReadonlyGameState, a: Action): { listed: boolean; accepted: boolean; want: string; agrees: boolean } {
  const listed = new Set(legalActions(s).map(normalAction));
  const accepted = tryApply(s, a).ok;
  return { listed: listed.has(normalAction(a)), accepted, want: expected(s, listed, a), agrees: eitherAgrees(s, a as unknown as Record<string, unknown>, accepted) };
}

describe('unlisted mana abilities in the automatic setting', () => {
  it("a Forest's {T}: Add {G} is accepted unlisted, and the statement knows it (either, agreeing with the listing of mana abilities as actions)", () => {
    const { state: s, ids } = setup({ players: [{ battlefield: ['Forest', 'Bronze Sable'] }, {}], settings: { manaAbilities: 'automatic' } });
    const [forest] = ids.battlefield[0]!;
    const tap: Action = { type: 'activate', player: 0, source: forest!, ability: 0, targets: [], x: 0 };
    expect(judge(s, tap)).toEqual({ listed: false, accepted: true, want: 'either', agrees: true });
    // a refusal would disagree with the manual listing: the check can fail
    expect(eitherAgrees(s, tap as unknown as Record<string, unknown>, false)).toBe(false);
    // the same ability named by the player without priority: refused, as the manual listing has it
    expect(judge(s, { ...tap, player: 1 })).toEqual({ listed: false, accepted: false, want: 'either', agrees: true });
  });

  it("Treasonous Ogre's \"Pay 3 life: Add {R}\" and Shimmering Grotto's filter, with nothing their mana would buy, are accepted unlisted, and the statement knows it", () => {
    const { state: s, ids } = setup({ players: [{ battlefield: ['Treasonous Ogre', 'Shimmering Grotto', 'Wastes'] }, {}], settings: { manaAbilities: 'automatic' } });
    const [ogre, grotto] = ids.battlefield[0]!;
    const life: Action = { type: 'activate', player: 0, source: ogre!, ability: 0, targets: [], x: 0 };
    const filter: Action = { type: 'activate', player: 0, source: grotto!, ability: 1, targets: [], x: 0, color: 'U' };
    for (const a of [life, filter]) expect(judge(s, a)).toEqual({ listed: false, accepted: true, want: 'either', agrees: true });
    const after = tryApply(s, life);
    expect(after.ok && after.state.players[0]!.life).toBe(17);
  });

  it("Sovereign's Realm's granted \"{T}: Add one mana of any color.\" on a basic land is accepted unlisted, and the statement knows it by the engine's numbering of abilities (CR 613.1f)", () => {
    const { state: s, ids } = setup({
      format: 'conspiracy',
      players: [{ battlefield: ['Forest'], command: ["Sovereign's Realm"] }, {}, {}],
      settings: { manaAbilities: 'automatic' },
    });
    const [forest] = ids.battlefield[0]!;
    const granted: Action = { type: 'activate', player: 0, source: forest!, ability: 1, targets: [], x: 0, color: 'R' };
    expect(judge(s, granted)).toEqual({ listed: false, accepted: true, want: 'either', agrees: true });
    const after = tryApply(s, granted);
    expect(after.ok && after.state.players[0]!.pool).toMatchObject({ R: 1 });
    // an index past the Forest's abilities is no mana ability: refused, as the statement says
    expect(judge(s, { ...granted, ability: 2 })).toMatchObject({ listed: false, accepted: false, want: 'refuse' });
  });
});
