/**
 * Paying what a mission costs (Ghostly Prison, CR 508.1h–j, as in Magic, MT 6.2). "At the end of a
 * mission, all creatures involved become tapped." (MT 6.3): a creature sent on a mission is not tapped
 * as it is sent, unlike an attacker without vigilance in Magic (CR 508.1f), so its own mana ability may
 * pay the mission's cost, in either mana mode (`GameSettings.manaAbilities`). A mission against a
 * card attacks no player, so it costs nothing and asks for no mana (CR 508.1i, 605.3a).
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, tryApply, type ActivateAction, type ReadonlyGameState, type ObjectId, type Ref } from '../../../src/index.js';
import { editState } from '../../../src/testing/index.js';
import { events, expectRefused, finishMission, mt, offered, passUntil, setPost, toMissions, variant } from './helpers.js';

/** Player 0's Elvish Aberration ("{T}: Add {G}{G}{G}.") on patrol and a Forest, player 1's Ghostly Prison, in player 0's missions phase. */
function prisonBoard(manaAbilities: 'automatic' | 'actions'): { s: ReadonlyGameState; aberration: ObjectId; prison: ObjectId } {
  const { state, ids } = mt({ players: [{ battlefield: ['Elvish Aberration', 'Forest'] }, { battlefield: ['Ghostly Prison'] }], settings: { manaAbilities } });
  const aberration = ids.battlefield[0]![0]!;
  const s = editState(state, (x) => setPost(x, aberration, 'patrol'));
  return { s: toMissions(s), aberration, prison: ids.battlefield[1]![0]! };
}

/** Begins a mission against `target` and declares the Aberration on it. */
function declared(s: ReadonlyGameState, aberration: ObjectId, target: Ref): ReadonlyGameState {
  const t = passUntil(variant(s, 0, 'mission', undefined, target), (x) => x.decision?.kind === 'declareAttackers');
  return apply(t, { type: 'declareAttacker', player: 0, attacker: aberration, target: { player: 1 } });
}

/** Player 0 activates the Aberration's mana ability. */
const tapForMana = (source: ObjectId): ActivateAction => ({ type: 'activate', player: 0, source, ability: 0, targets: [], x: 0 });

describe('MT 6.3: a creature on a mission is untapped until it ends, so its mana pays the mission\'s cost (CR 508.1h–j)', () => {
  it('mana abilities as actions: the Aberration, declared on a mission against the stockpile, taps for {G}{G}{G} and pays Ghostly Prison\'s {2}', () => {
    const { s: start, aberration } = prisonBoard('actions');
    let s = declared(start, aberration, { player: 1 });
    expect(offered(s, tapForMana(aberration))).toBe(true);
    s = apply(s, tapForMana(aberration));
    expect(s.objects[aberration]!.tapped).toBe(true);
    expect(offered(s, { type: 'confirmAttackers' })).toBe(true);
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    expect(s.combat!.attackers.map((a) => a.id)).toEqual([aberration]);
    expect(events(s, 'payAttackCost')).toEqual([expect.objectContaining({ rule: '508.1j', player: 0 })]);
    s = finishMission(s);
    // its 4 attack value scrapped four cards of the stockpile (MT 8.5)
    expect(s.players[1]!.graveyard).toHaveLength(4);
  });

  it('mana abilities as actions: a mission against a card of Ghostly Prison\'s controller costs nothing, so no mana ability is asked for during its declaration (CR 508.1i, 605.3a)', () => {
    const { s: start, aberration, prison } = prisonBoard('actions');
    const s = declared(start, aberration, { object: prison });
    expect(legalActions(s).some((a) => a.type === 'activate')).toBe(false);
    expectRefused(s, tapForMana(aberration), 'illegal', '605.3a');
    const sent = apply(s, { type: 'confirmAttackers', player: 0 });
    expect(events(sent, 'payAttackCost')).toEqual([]);
    expect(sent.objects[aberration]!.tapped).toBe(false);
  });

  it('automatic payment: the Aberration\'s own mana pays, named in `payment` or planned by the engine', () => {
    const { s: start, aberration } = prisonBoard('automatic');
    const s = declared(start, aberration, { player: 1 });
    const named = tryApply(s, { type: 'confirmAttackers', player: 0, payment: [aberration] });
    expect(named.ok).toBe(true);
    const planned = apply(s, { type: 'confirmAttackers', player: 0 });
    for (const t of [named.ok ? named.state : s, planned]) {
      expect(t.combat!.attackers.map((a) => a.id)).toEqual([aberration]);
      expect(events(t, 'payAttackCost')).toHaveLength(1);
      expect(t.objects[aberration]!.tapped).toBe(true);
    }
  });
});
