/**
 * CR 601.2g, 602.2b, 605.3a in the automatic setting of mana abilities: a cast or activation that the
 * pool and the permanents the payment planner taps can't pay, but that mana abilities the planner does
 * not activate could (Shimmering Grotto's {1},{T} filter, Treasonous Ogre's life, Mirrodin's Core's
 * charge counters), is refused saying so and naming those permanents, to be activated
 * first; one no mana ability could pay is refused as before; once their mana is in the pool it pays.
 * So too a whole declaration of attackers whose cost (Ghostly Prison, CR 508.1h–j) only they could pay.
 */
import { describe, expect, it } from 'vitest';
import { apply } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { refusal } from '../helpers/refusal.js';
import { passUntil } from './helpers.js';

describe('601.2g, 605.3a: the refusal of a cost only mana abilities the planner does not activate could pay', () => {
  it("Breakthrough ({X}{U}) from a Forest and Shimmering Grotto: refused naming the Grotto, whose filter then pays it", () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Forest', 'Shimmering Grotto'], hand: ['Breakthrough'] }, {}], settings: { autoPass: 'never' } });
    const [, grotto] = ids.battlefield[0]!;
    const card = ids.hand[0]![0]!;
    const e = refusal(() => apply(state, { type: 'cast', player: 0, card, targets: [], x: 0 }));
    expect(e.code).toBe('cannotPay');
    expect(e.message).toContain('by tapping permanents for mana alone');
    expect(e.message).toContain('"Shimmering Grotto"');
    // CR 605.3a: the filter, paid with the Forest's mana, puts {U} in the pool, which pays the spell
    const filtered = apply(state, { type: 'activate', player: 0, source: grotto!, ability: 1, targets: [], x: 0, color: 'U' });
    const cast = apply(filtered, { type: 'cast', player: 0, card, targets: [], x: 0 });
    expect(cast.stack.length).toBe(1);
  });

  it("Skitter of Lizards ({R}) with only Treasonous Ogre: refused naming the Ogre", () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Treasonous Ogre'], hand: ['Skitter of Lizards'] }, {}], settings: { autoPass: 'never' } });
    const e = refusal(() => apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }));
    expect(e.code).toBe('cannotPay');
    expect(e.message).toContain('"Treasonous Ogre"');
  });

  it("Skitter of Lizards ({R}) with only an opponent's Treasonous Ogre: refused without naming it (CR 602.2: only an object's controller activates its abilities)", () => {
    const { state, ids } = scenario({ players: [{ hand: ['Skitter of Lizards'] }, { battlefield: ['Treasonous Ogre'] }], settings: { autoPass: 'never' } });
    const e = refusal(() => apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }));
    expect(e.code).toBe('cannotPay');
    expect(e.message).not.toContain('by tapping permanents for mana alone');
  });

  it("Wakestone Gargoyle's {1}{W} from Mirrodin's Core with a charge counter and a Wastes: refused naming the Core", () => {
    const { state, ids } = scenario({ players: [{ battlefield: [{ card: "Mirrodin's Core", counters: { charge: 1 } }, 'Wastes', 'Wakestone Gargoyle'] }, {}], settings: { autoPass: 'never' } });
    const gargoyle = ids.battlefield[0]![2]!;
    const e = refusal(() => apply(state, { type: 'activate', player: 0, source: gargoyle, ability: 0, targets: [], x: 0 }));
    expect(e.rule).toBe('602.2b');
    expect(e.message).toContain('by tapping permanents for mana alone');
    expect(e.message).toContain("\"Mirrodin's Core\"");
  });

  it("Skitter of Lizards kicked six times ({6} and seven {R}) from thirteen Wastes and seven Shimmering Grottos, each filter paid with a Wastes' mana: refused naming the Grottos", () => {
    const { state, ids } = scenario({ players: [{ battlefield: [...Array<string>(13).fill('Wastes'), ...Array<string>(7).fill('Shimmering Grotto')], hand: ['Skitter of Lizards'] }, {}], settings: { autoPass: 'never' } });
    const e = refusal(() => apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, kicked: 6 }));
    expect(e.code).toBe('cannotPay');
    expect(e.message).toContain('by tapping permanents for mana alone');
    expect(e.message).toContain('"Shimmering Grotto"');
  });

  it('a cost no mana ability could pay is refused without naming any (Plated Seastrider, {U}{U}, from a Forest and Shimmering Grotto)', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Forest', 'Shimmering Grotto'], hand: ['Plated Seastrider'] }, {}], settings: { autoPass: 'never' } });
    const e = refusal(() => apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }));
    expect(e.code).toBe('cannotPay');
    expect(e.message).not.toContain('Shimmering Grotto');
    expect(e.message).not.toContain('by tapping permanents for mana alone');
  });
});

describe('508.1h–j, 605.3a: the refusal of a whole declaration of attackers its player cannot pay for by tapping permanents', () => {
  const board = (mana: string[]) => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Bronze Sable', ...mana], library: ['Wastes', 'Wastes'] }, { battlefield: ['Ghostly Prison'], library: ['Wastes', 'Wastes'] }],
      settings: { autoPass: 'never' },
    });
    return { s: passUntil(state, (x) => x.decision?.kind === 'declareAttackers'), sable: ids.battlefield[0]![0]! };
  };

  it("says what it costs and, where Treasonous Ogre's life could pay it, to activate such mana abilities while the attackers declared one at a time cost mana; so it is paid", () => {
    const { s, sable } = board(['Treasonous Ogre', 'Wastes']);
    const e = refusal(() => apply(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: sable, target: { player: 1 } }] }));
    expect(e.rule).toBe('508.1j');
    expect(e.message).toContain('you cannot pay what it costs ({2})');
    expect(e.message).toContain('by tapping permanents for mana alone');
    // CR 508.1i: with the Sable declared, the Ogre's mana is added, and the declaration confirmed paid with it and the Wastes
    const declared = apply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } });
    const ogre = s.battlefield.find((id) => s.objects[id]!.card === 'Treasonous Ogre')!;
    const confirmed = apply(apply(declared, { type: 'activate', player: 0, source: ogre, ability: 0, targets: [], x: 0 }), { type: 'confirmAttackers', player: 0 });
    expect(confirmed.combat?.attackers.map((a) => a.id)).toEqual([sable]);
  });

  it('says only what it costs where no mana ability could pay it', () => {
    const { s, sable } = board(['Wastes']);
    const e = refusal(() => apply(s, { type: 'declareAttackers', player: 0, attackers: [{ attacker: sable, target: { player: 1 } }] }));
    expect(e.rule).toBe('508.1j');
    expect(e.message).toContain('you cannot pay what it costs ({2})');
    expect(e.message).not.toContain('by tapping permanents for mana alone');
  });
});
