import { describe, expect, it } from 'vitest';
import { createDraft, openSetBooster } from '../../src/index.js';
import { getPrinted } from '../../src/cards/printed.js';
import { seedRng } from '../../src/state/rng.js';

const rarity = (name: string) => getPrinted(name)!.rarity;
const isConspiracy = (name: string) => getPrinted(name)!.types.includes('Conspiracy');
const CNS_SPECIAL = new Set(['Advantageous Proclamation', 'Backup Plan', "Brago's Favor", 'Double Stroke', 'Immediate Action', 'Iterative Analysis', "Muzzio's Preparations", 'Power Play', 'Secret Summoning', 'Secrets of Paradise', 'Sentinel Dispatch', 'Unexpected Potential', 'Worldknit', 'Aether Searcher', 'Agent of Acquisitions', 'Canal Dredger', 'Cogwork Grinder', 'Cogwork Librarian', 'Cogwork Spy', 'Cogwork Tracker', 'Deal Broker', 'Lore Seeker', 'Lurking Automaton', 'Whispergear Sneak', 'Paliano, the High City']);

describe('boosters from the collation', () => {
  it('a CN2 booster: 15 cards, one conspiracy (the special slot), ten commons, three uncommons and a rare or mythic', () => {
    const rng = seedRng(1);
    for (let i = 0; i < 200; i++) {
      const pack = openSetBooster(rng, 'CN2', false).map((c) => c.name);
      expect(pack).toHaveLength(15);
      const normal = pack.filter((n) => !isConspiracy(n));
      expect(pack.filter(isConspiracy)).toHaveLength(1);
      expect(normal.filter((n) => rarity(n) === 'common')).toHaveLength(10);
      expect(normal.filter((n) => rarity(n) === 'uncommon')).toHaveLength(3);
      expect(normal.filter((n) => rarity(n) === 'rare' || rarity(n) === 'mythic')).toHaveLength(1);
      // the same card is never drawn twice from one sheet
      expect(new Set(normal).size).toBe(normal.length);
    }
  });

  it('a CNS booster: the special slot holds one of the 13 conspiracies or 12 draft-matters cards, never Coercive Portal', () => {
    const rng = seedRng(2);
    let draftMatters = 0;
    for (let i = 0; i < 300; i++) {
      const pack = openSetBooster(rng, 'CNS', false).map((c) => c.name);
      expect(pack).toHaveLength(15);
      const special = pack.at(-1)!;
      expect(CNS_SPECIAL.has(special)).toBe(true);
      expect(pack.slice(0, -1).some((n) => CNS_SPECIAL.has(n))).toBe(false);
      if (!isConspiracy(special)) draftMatters++;
    }
    expect(draftMatters).toBeGreaterThan(60);
  });

  it('rare slot weights: rares twice as likely as each mythic (about 1 pack in 8 or 9 has a mythic)', () => {
    const rng = seedRng(3);
    let mythics = 0;
    const n = 4000;
    for (let i = 0; i < n; i++) if (rarity(openSetBooster(rng, 'CN2', false)[0]!.name) === 'mythic') mythics++;
    const share = mythics / n;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.15);
  });

  it('foils as an option: without it no foil; with it about 23% of packs hold one, a foil common slot leaving nine commons', () => {
    const rng = seedRng(4);
    expect(Array.from({ length: 200 }, () => openSetBooster(rng, 'CN2', false)).flat().some((c) => c.foil)).toBe(false);
    let withFoil = 0;
    const n = 3000;
    for (let i = 0; i < n; i++) {
      const pack = openSetBooster(rng, 'CN2', true);
      expect(pack).toHaveLength(15);
      if (pack.some((c) => c.foil)) withFoil++;
      const foilNormal = pack.slice(0, -1).some((c) => c.foil);
      const commons = pack.slice(0, -1).filter((c) => !c.foil && rarity(c.name) === 'common').length;
      expect(commons).toBe(foilNormal ? 9 : 10);
    }
    expect(withFoil / n).toBeGreaterThan(0.19);
    expect(withFoil / n).toBeLessThan(0.28);
  });

  it('boosters are seeded: the same seed opens the same packs', () => {
    expect(createDraft({ drafters: 8, seed: 'x' }).cards).toEqual(createDraft({ drafters: 8, seed: 'x' }).cards);
    expect(createDraft({ drafters: 8, seed: 'x' }).cards).not.toEqual(createDraft({ drafters: 8, seed: 'y' }).cards);
  });

  it('mixed sets: one booster source per round', () => {
    const s = createDraft({ drafters: 3, seed: 1, boosters: ['CN2', 'CNS', 'CN2'] });
    const roundSpecial = (r: number) => s.packs.filter((p) => p.round === r).map((p) => s.cards[p.cards.at(-1)!]!.name);
    expect(roundSpecial(1).every((n) => CNS_SPECIAL.has(n))).toBe(true);
    expect(roundSpecial(0).every((n) => isConspiracy(n) && getPrinted(n)!.set === 'CN2')).toBe(true);
  });

  it('custom packs: a cube list is dealt without repeats across rounds', () => {
    const cube = Array.from({ length: 60 }, (_, i) => (i % 2 ? 'Ogre Sentry' : 'Flame Slash'));
    const s = createDraft({ drafters: 4, seed: 1, boosters: { cube: cube.slice(0, 60), packSize: 5 } });
    expect(s.packs.every((p) => p.cards.length === 5)).toBe(true);
    expect(s.cards.filter((c) => c.name === 'Ogre Sentry')).toHaveLength(30);
    expect(() => createDraft({ drafters: 5, seed: 1, boosters: { cube, packSize: 5 } })).toThrow(/not enough/);
    expect(() => createDraft({ drafters: 2, seed: 1, boosters: { cube: ['Not A Card'] } })).toThrow(/unknown card/);
  });
});
