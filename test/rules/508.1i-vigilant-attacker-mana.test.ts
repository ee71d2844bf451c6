/**
 * An attacker with vigilance isn't tapped by attacking (CR 508.1f), so its own mana ability may pay
 * what the declaration costs (508.1h–i, Ghostly Prison): tapping it for that mana after it was chosen
 * leaves it an attacker, since only its being untapped as it is chosen counts (508.1a); the
 * requirements it must obey stay those of the moment it was chosen (508.1d), so it can't dodge them
 * by being tapped, nor by being taken back once tapped.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, tryApply, type ReadonlyGameState } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { mutableObject } from '../../src/engine/working-copy.js';
import { passUntil, permanent, setup, withKeywords } from '../cards/helpers.js';

/**
 * Player 0's Birds of Paradise with vigilance, and `wastes` Wastes, at the declaration of attackers;
 * player 1 has Ghostly Prison; `opponents` more players have nothing.
 */
function birdsIntoPrison(wastes: number, opponents = 1): ReadonlyGameState {
  const { state } = setup({ players: [{ battlefield: ['Birds of Paradise', ...Array<string>(wastes).fill('Wastes')] }, { battlefield: ['Ghostly Prison'] }, ...Array.from({ length: opponents - 1 }, () => ({}))] });
  const birds = permanent(state, 'Birds of Paradise');
  return passUntil(withKeywords(state, birds, ['vigilance']), (s) => s.decision?.kind === 'declareAttackers');
}

describe('508.1i: a declared attacker with vigilance taps for mana to pay Ghostly Prison', () => {
  it('declared, then tapped for its own mana: the declaration is still listed as confirmable, and confirming it pays {2} and attacks', () => {
    let s = birdsIntoPrison(1);
    const birds = permanent(s, 'Birds of Paradise');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: birds, target: { player: 1 } });
    const tapBirds = legalActions(s).find((a) => a.type === 'activate' && a.source === birds);
    expect(tapBirds).toBeDefined();
    s = apply(s, tapBirds!);
    expect(s.objects[birds]!.tapped).toBe(true);
    expect(s.decision?.kind).toBe('declareAttackers');
    expect(legalActions(s).some((a) => a.type === 'confirmAttackers')).toBe(true);
    const confirmed = tryApply(s, { type: 'confirmAttackers', player: 0 });
    expect(confirmed.ok).toBe(true);
    if (!confirmed.ok) return;
    expect(confirmed.state.combat?.attackers.map((a) => a.id)).toEqual([birds]);
    expect(confirmed.state.battlefield.filter((id) => confirmed.state.objects[id]!.card === 'Wastes').every((id) => confirmed.state.objects[id]!.tapped)).toBe(true);
  });

  it('declared whole in one action, with the payment left to the engine: the Birds\' own mana and the Wastes pay {2}, and it attacks (508.1f, 508.1j)', () => {
    const s = birdsIntoPrison(1);
    const birds = permanent(s, 'Birds of Paradise');
    const r = tryApply(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: birds, target: { player: 1 } }] });
    expect(r.ok ? null : r.error.message).toBeNull();
    if (!r.ok) return;
    expect(r.state.combat?.attackers.map((a) => a.id)).toEqual([birds]);
    expect(r.state.battlefield.every((id) => r.state.objects[id]!.card === 'Ghostly Prison' || r.state.objects[id]!.tapped)).toBe(true);
  });

  it('goaded by player 1 and declared attacking player 1 (paying the Prison) while attacking player 2 would obey both requirements for free: tapped for its mana, it still counts as able to attack, so confirming is refused (508.1d)', () => {
    const declaring = birdsIntoPrison(1, 2);
    const birds = permanent(declaring, 'Birds of Paradise');
    let s = editState(declaring, (d) => {
      mutableObject(d, birds).goadedBy = [1];
    });
    // not listed, but accepted as an addition: the declaration is checked as it is confirmed
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: birds, target: { player: 1 } });
    s = apply(s, legalActions(s).find((a) => a.type === 'activate' && a.source === birds)!);
    const r = tryApply(s, { type: 'confirmAttackers', player: 0 });
    expect(r.ok ? undefined : r.error.rule).toBe('508.1d');
    expect(legalActions(s).some((a) => a.type === 'confirmAttackers')).toBe(false);
  });

  it('goaded and declared attacking player 2 for free beside a creature attacking player 1 through the Prison: once tapped for mana toward that tax, it can\'t be taken back, which would pay for the other attacker while dodging its requirements (508.1d)', () => {
    const { state } = setup({ players: [{ battlefield: ['Birds of Paradise', 'Bronze Sable', 'Wastes'] }, { battlefield: ['Ghostly Prison'] }, {}] });
    const birds = permanent(state, 'Birds of Paradise');
    const sable = permanent(state, 'Bronze Sable');
    let s = passUntil(withKeywords(state, birds, ['vigilance']), (x) => x.decision?.kind === 'declareAttackers');
    s = editState(s, (d) => {
      mutableObject(d, birds).goadedBy = [1];
    });
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: birds, target: { player: 2 } });
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } });
    // taking the Birds back is accepted before they tap
    expect(tryApply(s, { type: 'undeclareAttacker', player: 0, attacker: birds }).ok).toBe(true);
    s = apply(s, legalActions(s).find((a) => a.type === 'activate' && a.source === birds)!);
    const r = tryApply(s, { type: 'undeclareAttacker', player: 0, attacker: birds });
    expect(r.ok ? undefined : r.error.rule).toBe('508.1d');
    // the Sable may still be taken back, and the declaration confirmed with both
    expect(tryApply(s, { type: 'undeclareAttacker', player: 0, attacker: sable }).ok).toBe(true);
    const confirmed = tryApply(s, { type: 'confirmAttackers', player: 0 });
    expect(confirmed.ok && confirmed.state.combat?.attackers.map((a) => a.id)).toEqual([birds, sable]);
  });
});
