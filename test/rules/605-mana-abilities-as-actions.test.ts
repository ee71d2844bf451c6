import { describe, expect, it } from 'vitest';
import { apply, legalActions, type ActivateAction, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { expectRefused, passUntil } from './helpers.js';

const settings = { autoPass: 'never', manaAbilities: 'actions' } as const;
const EMPTY = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
const activations = (state: ReadonlyGameState): ActivateAction[] => legalActions(state).filter((a): a is ActivateAction => a.type === 'activate');
const tap = (player: number, source: number, extra: Partial<ActivateAction> = {}): ActivateAction => ({ type: 'activate', player, source, ability: 0, targets: [], x: 0, ...extra });

describe('605 Mana abilities as actions (manaAbilities: "actions"), multiplayer', () => {
  it('508.1g, 605.3a: what attacking costs (Ghostly Prison) may be paid with mana abilities activated while declaring, Treasonous Ogre\'s life among them', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Treasonous Ogre', 'Bronze Sable'] }, { battlefield: ['Ghostly Prison'] }, {}], settings });
    const [ogre, sable] = ids.battlefield[0]!;
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    // no declaration costs mana yet: no mana ability is asked for (CR 508.1g)
    expect(activations(s)).toEqual([]);
    expectRefused(s, tap(0, ogre!), 'illegal', '602.2');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } });
    expect(activations(s).map((a) => a.source)).toEqual([ogre]);
    s = apply(apply(s, tap(0, ogre!)), tap(0, ogre!));
    expect(s.decision?.kind).toBe('declareAttackers');
    expect(s.players[0]!.pool.R).toBe(2);
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    expect(s.combat!.attackers.map((a) => a.id)).toEqual([sable]);
    expect(s.players[0]!.life).toBe(14);
    expect(s.players[0]!.pool).toEqual(EMPTY);
  });

  it('605.3a, 608.2d: "you may pay {G}" may be paid with a mana ability activated as it is asked (Natural Unity, Mirrodin\'s Core)', () => {
    const { state, ids } = scenario({
      format: 'conspiracy',
      players: [{ battlefield: [{ card: "Mirrodin's Core", counters: { charge: 2 } }, 'Bronze Sable'], command: [{ card: 'Natural Unity', names: ['Bronze Sable'] }] }, {}, {}],
      settings,
    });
    const [core, sable] = ids.battlefield[0]!;
    let s = passUntil(state, (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '608.2d' } });
    // the planner does not use the Core's counter: only "don't pay" is offered, and the Core's mana
    // abilities are listed (not its "{T}: Put a charge counter", which is no mana ability)
    expect(legalActions(s).filter((a) => a.type === 'choose')).toHaveLength(1);
    expect(new Set(activations(s).map((a) => `${a.source}:${a.ability}`))).toEqual(new Set([`${core}:0`, `${core}:2`]));
    expectRefused(s, tap(0, core!, { ability: 1 }), 'illegal', '602.2');
    s = apply(s, tap(0, core!, { ability: 2, color: 'G' }));
    expect(s.players[0]!.pool.G).toBe(1);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '608.2d' } });
    const choices = legalActions(s).filter((a) => a.type === 'choose');
    expect(choices).toHaveLength(2);
    s = apply(s, { type: 'choose', player: 0, choice: [1] });
    expect(s.objects[sable!]!.counters['+1/+1']).toBe(1);
    expect(s.objects[core!]!.counters.charge).toBe(1);
    expect(s.players[0]!.pool).toEqual(EMPTY);
  });

  it('508.1f: a creature declared to attack without vigilance can\'t be tapped for mana to pay what attacking costs; others can', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Elvish Aberration', 'Elvish Aberration'] }, { battlefield: ['Ghostly Prison'] }, {}], settings });
    const [attacker, other] = ids.battlefield[0]!;
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: attacker!, target: { player: 1 } });
    expect(activations(s).map((a) => a.source)).toEqual([other]);
    expectRefused(s, tap(0, attacker!), 'illegal', '602.2');
    s = apply(apply(s, tap(0, other!)), { type: 'confirmAttackers', player: 0 });
    expect(s.combat!.attackers.map((a) => a.id)).toEqual([attacker]);
    // {G}{G}{G} paid {2}: one {G} is left in the pool for the step (CR 106.4)
    expect(s.players[0]!.pool.G).toBe(1);
  });
});

