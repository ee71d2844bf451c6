import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, serialize, type Action, type ActivateAction, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { expectRefused, passUntil } from './helpers.js';
import { mutableCopy } from '../helpers/mutable-copy.js';

const settings = { autoPass: 'never', manaAbilities: 'actions' } as const;
const EMPTY = { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 };
const activations = (state: ReadonlyGameState): ActivateAction[] => legalActions(state).filter((a): a is ActivateAction => a.type === 'activate');
const tap = (player: number, source: number, extra: Partial<ActivateAction> = {}): ActivateAction => ({ type: 'activate', player, source, ability: 0, targets: [], x: 0, ...extra });

describe('605 Mana abilities as actions (manaAbilities: "actions"), multiplayer', () => {
  it('508.1i, 605.3a: what attacking costs (Ghostly Prison) may be paid with mana abilities activated while declaring, Treasonous Ogre\'s life among them', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Treasonous Ogre', 'Bronze Sable'] }, { battlefield: ['Ghostly Prison'] }, {}], settings });
    const [ogre, sable] = ids.battlefield[0]!;
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    // no declaration costs mana yet: no mana ability is asked for (CR 508.1i)
    expect(activations(s)).toEqual([]);
    expectRefused(s, tap(0, ogre!), 'illegal', '605.3a');
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
    expectRefused(s, tap(0, core!, { ability: 1 }), 'illegal', '117.1b');
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

  it('508.1h–j: an attack whose cost only mana abilities the planner does not use could pay is listed, in both settings; one only a parley could pay is accepted but not listed', () => {
    const adds = (s: ReadonlyGameState) => legalActions(s).filter((a) => a.type === 'declareAttacker').map((a) => [a.attacker, a.target]);
    for (const manaAbilities of ['automatic', 'actions'] as const) {
      for (const source of ['Treasonous Ogre', 'Spectral Searchlight', 'Selvala, Explorer Returned']) {
        const { state, ids } = scenario({ players: [{ battlefield: [source, 'Bronze Sable', 'Wastes'] }, { battlefield: ['Ghostly Prison'] }, {}], settings: { autoPass: 'never', manaAbilities } });
        const sable = ids.battlefield[0]![1]!;
        const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
        const taxed = [sable, { player: 1 }];
        // Selvala, Explorer Returned's mana hangs on unseen cards: counted as none (docs/DESIGN.md, "Paying costs")
        if (source === 'Selvala, Explorer Returned') expect(adds(s)).not.toContainEqual(taxed);
        else expect(adds(s)).toContainEqual(taxed);
      }
    }
  });

  it('508.1h–j, 106.12: a permanent whose {T} mana abilities differ is tapped once: an attack that tapping both would pay is not listed, and is refused; one extra land pays it and it is listed', () => {
    // Mirrodin's Core tapped for {C} or its charged mana makes two mana with Mirari's Wake (CR 605.1b), never three;
    // Elvish Aberration makes {G}{G}{G} or, by Secrets of Paradise, one mana of any color, never four
    const boards: { battlefield: (string | { card: string; counters: Record<string, number> })[]; command?: { card: string; names: string[] }[] }[] = [
      { battlefield: ["Mirari's Wake", { card: "Mirrodin's Core", counters: { charge: 1 } }, 'Birds of Paradise', 'Bronze Sable', 'Bronze Sable'] },
      { battlefield: ['Elvish Aberration', 'Bronze Sable', 'Bronze Sable'], command: [{ card: 'Secrets of Paradise', names: ['Elvish Aberration'] }] },
    ];
    for (const manaAbilities of ['automatic', 'actions'] as const) {
      for (const board of boards) {
        for (const plains of [false, true]) {
          const mine = { ...board, battlefield: plains ? [...board.battlefield, 'Plains'] : board.battlefield };
          const { state, ids } = scenario({ players: [mine, { battlefield: ['Ghostly Prison'] }], settings: { autoPass: 'never', manaAbilities } });
          const [second, first] = ids.battlefield[0]!.filter((id) => state.objects[id]!.card === 'Bronze Sable').reverse();
          const s = apply(passUntil(state, (x) => x.decision?.kind === 'declareAttackers'), { type: 'declareAttacker', player: 0, attacker: first!, target: { player: 1 } });
          const both: Action = { type: 'declareAttackers', player: 0, attackers: [{ attacker: first!, target: { player: 1 } }, { attacker: second!, target: { player: 1 } }] };
          // two attackers cost {4} (CR 508.1h): three mana without the Plains, four with it
          expect(legalActions(s).some((a) => a.type === 'declareAttacker' && a.attacker === second)).toBe(plains);
          if (plains) expect(apply(s, both).combat!.attackers).toHaveLength(2);
          else expectRefused(s, both, 'illegal', '508.1j');
        }
      }
    }
  });

  it('508.1f: a creature declared to attack without vigilance can\'t be tapped for mana to pay what attacking costs; others can', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Elvish Aberration', 'Elvish Aberration'] }, { battlefield: ['Ghostly Prison'] }, {}], settings });
    const [attacker, other] = ids.battlefield[0]!;
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: attacker!, target: { player: 1 } });
    expect(activations(s).map((a) => a.source)).toEqual([other]);
    expectRefused(s, tap(0, attacker!), 'illegal', '508.1f');
    s = apply(apply(s, tap(0, other!)), { type: 'confirmAttackers', player: 0 });
    expect(s.combat!.attackers.map((a) => a.id)).toEqual([attacker]);
    // {G}{G}{G} paid {2}: one {G} is left in the pool for the step (CR 106.4)
    expect(s.players[0]!.pool.G).toBe(1);
  });

  it('508.1d before 508.1h–j: a goaded creature every legal declaration has attack can\'t be tapped for mana while the declaration is built; unbound, it can', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Galvanic Juggernaut', 'Birds of Paradise', 'Wastes', 'Wastes'] }, { battlefield: ['Ghostly Prison'] }, {}], settings });
    const [juggernaut, birds] = ids.battlefield[0]!;
    const declaring = (goadedBy: number[]): ReadonlyGameState => {
      const g = mutableCopy(state);
      g.objects[birds!] = { ...g.objects[birds!]!, goadedBy };
      const s = passUntil(g, (x) => x.decision?.kind === 'declareAttackers');
      // the Juggernaut attacks the player with Ghostly Prison: the declaration costs {2} (508.1i)
      return apply(s, { type: 'declareAttacker', player: 0, attacker: juggernaut!, target: { player: 1 } });
    };
    // goaded by player 1, the Birds must attack player 2 if able (701.15b): tapped for mana it could
    // not, and the declaration would dodge that requirement
    const birdsMana = activations(declaring([])).find((a) => a.source === birds);
    // no requirement binds the Birds: they may pay for the Juggernaut's attack
    expect(birdsMana).toBeDefined();
    let s = declaring([1]);
    expect(activations(s).map((a) => a.source)).not.toContain(birds);
    expectRefused(s, birdsMana!, 'illegal', '508.1d');
    // the declaration it must make is still open: the Birds attack player 2, the Wastes pay the tax
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: birds!, target: { player: 2 } });
    for (const wastes of ids.battlefield[0]!.slice(2)) s = apply(s, tap(0, wastes!));
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    expect(s.combat!.attackers.map((a) => [a.id, a.defender])).toEqual([[juggernaut, 1], [birds, 2]]);
  });

  it('508.1i, 605.3a: a declaration its player can pay for only with a mana ability activated first offers that ability and not taking the attacker back', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Treasonous Ogre', 'Bronze Sable', 'Silent Arbiter'] }, { battlefield: ['Ghostly Prison'] }, {}], settings });
    const [ogre, sable] = ids.battlefield[0]!;
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    // Silent Arbiter: nothing may join the Sable, and its {2} is payable only with the Ogre's life
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } });
    expect(legalActions(s).map((a) => a.type)).toEqual(['activate']);
    s = apply(apply(s, tap(0, ogre!)), tap(0, ogre!));
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    expect(s.combat!.attackers.map((a) => [a.id, a.defender])).toEqual([[sable, 1]]);
  });

  it('106.4: mana floated by any player empties at the end of the step, not as priority passes', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Forest'] }, { battlefield: ['Island'] }, { battlefield: ['Swamp'] }], step: 'upkeep', settings });
    const [forest] = ids.battlefield[0]!;
    const [island] = ids.battlefield[1]!;
    let s = apply(state, tap(0, forest!));
    s = apply(s, { type: 'pass', player: 0 });
    s = apply(s, tap(1, island!));
    s = apply(s, { type: 'pass', player: 1 });
    expect(s.turn.step).toBe('upkeep');
    expect(s.players[0]!.pool.G).toBe(1);
    expect(s.players[1]!.pool.U).toBe(1);
    // the mana ability broke the passes in succession (CR 117.4): player 2 then 0 must pass again
    s = apply(s, { type: 'pass', player: 2 });
    expect(s.turn.step).toBe('upkeep');
    s = apply(s, { type: 'pass', player: 0 });
    expect(s.turn.step).toBe('draw');
    expect(s.players.map((p) => p.pool)).toEqual([EMPTY, EMPTY, EMPTY]);
  });

  it('605.3a: a player without priority may not activate a mana ability; the refusal changes nothing', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Forest'] }, { battlefield: ['Island'] }, {}], settings });
    const island = ids.battlefield[1]![0]!;
    expect(activations(state).every((a) => a.player === 0)).toBe(true);
    expectRefused(state, tap(1, island), 'illegal', '605.3a');
  });

  it('601.2g–h: mana floated before a cast pays with the mana abilities its payment names; what it does not need stays', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Forest', 'Forest', 'Island'], hand: ['Hunger of the Howlpack'] }, { battlefield: ['Charging Rhino'] }, {}],
      settings,
    });
    const [f1, f2, island] = ids.battlefield[0]!;
    const rhino = ids.battlefield[1]![0]!;
    let s = apply(state, tap(0, island!));
    // {G}: the floated {U} can't pay, so the Forest named does
    s = apply(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: rhino }], x: 0, payment: [f2!] });
    expect(s.objects[f2!]!.tapped).toBe(true);
    expect(s.objects[f1!]!.tapped).toBe(false);
    expect(s.players[0]!.pool).toEqual({ ...EMPTY, U: 1 });
  });

  it('605.1b, 605.4a: tapping a land by hand with Regal Behemoth (monarch) adds the additional mana of the color chosen', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Regal Behemoth', 'Forest'] }, {}, {}], monarch: 0, settings });
    const forest = ids.battlefield[0]![1]!;
    expectRefused(state, tap(0, forest), 'malformed', '605.1b');
    const s = apply(state, tap(0, forest, { additionalColors: ['W'] }));
    expect(s.players[0]!.pool).toEqual({ ...EMPTY, G: 1, W: 1 });
  });

  it('605.3b: while declaring attackers, Spectral Searchlight may make mana for another player, who chooses its color; the declaration then goes on', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Spectral Searchlight', 'Bronze Sable', 'Wastes', 'Wastes'] }, { battlefield: ['Ghostly Prison'] }, {}], settings });
    const [light, sable] = ids.battlefield[0]!;
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } });
    const listed = activations(s).filter((a) => a.source === light);
    expect(listed.map((a) => [a.chosenPlayer, a.color ?? null])).toEqual([[0, 'W'], [0, 'U'], [0, 'B'], [0, 'R'], [0, 'G'], [1, null], [2, null]]);
    s = apply(s, tap(0, light!, { chosenPlayer: 2 }));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { rule: '605.3b' } });
    expect(legalActions(s)).toHaveLength(5);
    // the question waits in a saved game too
    s = apply(deserialize(serialize(s)), { type: 'choose', player: 2, choice: [4] });
    expect(s.players[2]!.pool).toEqual({ ...EMPTY, G: 1 });
    expect(s.decision).toMatchObject({ kind: 'declareAttackers', player: 0, pending: { entries: [{ id: sable }] } });
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    expect(s.combat!.attackers.map((a) => a.id)).toEqual([sable]);
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'Wastes').every((id) => s.objects[id]!.tapped)).toBe(true);
  });

  it('605.3b, 800.4a: the player chosen by Spectral Searchlight leaving the game as they are asked its color, the declaration goes on', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Spectral Searchlight', 'Bronze Sable', 'Wastes', 'Wastes'] }, { battlefield: ['Ghostly Prison'] }, {}], settings });
    const [light, sable] = ids.battlefield[0]!;
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } });
    s = apply(apply(s, tap(0, light!, { chosenPlayer: 2 })), { type: 'concede', player: 2 });
    expect(s.decision).toMatchObject({ kind: 'declareAttackers', player: 0, pending: { entries: [{ id: sable }] } });
    expect(apply(s, { type: 'confirmAttackers', player: 0 }).combat!.attackers).toHaveLength(1);
  });

  it('605.3b, 608.2d: at "you may pay {G}", Spectral Searchlight may make mana for another player; the choice to pay is asked again once they have chosen its color', () => {
    for (const manaAbilities of ['actions', 'automatic'] as const) {
      const { state, ids } = scenario({
        format: 'conspiracy',
        players: [{ battlefield: ['Spectral Searchlight', 'Bronze Sable', 'Forest'], command: [{ card: 'Natural Unity', names: ['Bronze Sable'] }] }, {}, {}],
        settings: { autoPass: 'never', manaAbilities },
      });
      const [light, sable] = ids.battlefield[0]!;
      let s = passUntil(state, (x) => x.decision?.kind === 'choose');
      // listed as an action; in the automatic setting the Forest pays {G} anyway, so the Searchlight's
      // mana makes no difference to the choice and it is not listed, but still accepted (605.3a)
      expect(activations(s).filter((a) => a.source === light && a.chosenPlayer === 1)).toHaveLength(manaAbilities === 'actions' ? 1 : 0);
      s = apply(s, tap(0, light!, { chosenPlayer: 1 }));
      expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '605.3b' } });
      s = apply(deserialize(serialize(s)), { type: 'choose', player: 1, choice: [0] });
      expect(s.players[1]!.pool).toEqual({ ...EMPTY, W: 1 });
      expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '608.2d', options: [{ label: "don't pay" }, { label: 'pay {G}' }] } });
      s = apply(s, { type: 'choose', player: 0, choice: [1] });
      expect(s.objects[sable!]!.counters['+1/+1']).toBe(1);
    }
  });

  it('605.3a, 608.2d: "you may pay {G}" may be paid through Shimmering Grotto\'s filter, its {1} paid by the planner or by mana floated, in both settings', () => {
    for (const manaAbilities of ['actions', 'automatic'] as const) {
      const { state, ids } = scenario({
        format: 'conspiracy',
        players: [{ battlefield: ['Shimmering Grotto', 'Wastes', 'Bronze Sable'], command: [{ card: 'Natural Unity', names: ['Bronze Sable'] }] }, {}, {}],
        settings: { autoPass: 'never', manaAbilities },
      });
      const [grotto, wastes, sable] = ids.battlefield[0]!;
      let s = passUntil(state, (x) => x.decision?.kind === 'choose');
      expect(legalActions(s).filter((a) => a.type === 'choose')).toHaveLength(1);
      s = apply(s, tap(0, grotto!, { ability: 1, color: 'G' }));
      expect(s.objects[wastes!]!.tapped).toBe(true);
      expect(legalActions(s).filter((a) => a.type === 'choose')).toHaveLength(2);
      s = apply(s, { type: 'choose', player: 0, choice: [1] });
      expect(s.objects[sable!]!.counters['+1/+1']).toBe(1);
      expect(s.players[0]!.pool).toEqual(EMPTY);
    }
  });

  it('508.1j: paying Ghostly Prison by tapping lands while declaring reaches what the automatic setting reaches with the same payment', () => {
    const board = { players: [{ battlefield: ['Forest', 'Island', 'Plains', 'Bronze Sable'] }, { battlefield: ['Ghostly Prison'] }, { battlefield: ['Ghostly Prison'] }] };
    const outcome = (s: ReadonlyGameState) => JSON.stringify([s.players.map((p) => [p.life, p.pool]), s.battlefield.map((id) => [id, s.objects[id]!.tapped]), s.combat!.attackers.map((a) => a.id)]);
    const auto = scenario({ ...board, settings: { autoPass: 'never', manaAbilities: 'automatic' } });
    const hand = scenario({ ...board, settings });
    const [forest, island, , sable] = auto.ids.battlefield[0]!;
    const declare = { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 2 } } as const;
    let a = apply(passUntil(auto.state, (x) => x.decision?.kind === 'declareAttackers'), declare);
    a = apply(a, { type: 'confirmAttackers', player: 0, payment: [forest!, island!] });
    let b = apply(passUntil(hand.state, (x) => x.decision?.kind === 'declareAttackers'), declare);
    b = apply(apply(apply(b, tap(0, forest!)), tap(0, island!)), { type: 'confirmAttackers', player: 0 });
    expect(outcome(b)).toBe(outcome(a));
    expect(b.objects[forest!]!.tapped && b.objects[island!]!.tapped).toBe(true);
    expect(b.players[0]!.pool).toEqual(EMPTY);
  });

  it('508.1j: mana activated while declaring and the permanents a confirmation names pay together; the planner taps nothing more', () => {
    const { state, ids } = scenario({ players: [{ battlefield: ['Treasonous Ogre', 'Bronze Sable', 'Forest', 'Island', 'Swamp'] }, { battlefield: ['Ghostly Prison'] }, {}, {}], settings });
    const [ogre, sable, forest, island, swamp] = ids.battlefield[0]!;
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: ogre!, target: { player: 1 } });
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } });
    // {4}: {R}{R} from the Ogre, then the Forest and the Island named
    s = apply(apply(s, tap(0, ogre!)), tap(0, ogre!));
    expectRefused(s, { type: 'confirmAttackers', player: 0, payment: [forest!] }, 'cannotPay', '508.1j');
    s = apply(s, { type: 'confirmAttackers', player: 0, payment: [forest!, island!] });
    expect(s.combat!.attackers.map((a) => a.id).sort()).toEqual([ogre, sable].sort());
    expect([forest, island, swamp].map((id) => s.objects[id!]!.tapped)).toEqual([true, true, false]);
    expect(s.players[0]!.life).toBe(14);
    expect(s.players[0]!.pool).toEqual(EMPTY);
  });

  it('605.3a: a player asked "you may pay {B}" on another player\'s turn activates their mana ability then (Assemble the Rank and Vile)', () => {
    const { state, ids } = scenario({
      format: 'conspiracy',
      players: [
        { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Volcanic Fallout'] },
        { battlefield: [{ card: "Mirrodin's Core", counters: { charge: 1 } }, 'Bronze Sable'], command: [{ card: 'Assemble the Rank and Vile', names: ['Bronze Sable'] }] },
        {},
      ],
      settings,
    });
    const core = ids.battlefield[1]![0]!;
    const [m1, m2, m3, spare] = ids.battlefield[0]!;
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, payment: [m1!, m2!, m3!] });
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '608.2d' } });
    expect(s.turn.active).toBe(0);
    // the active player, asked nothing, may not activate a mana ability meanwhile
    expect(s.objects[spare!]!.tapped).toBe(false);
    expectRefused(s, tap(0, spare!), 'illegal', '605.3a');
    s = apply(s, tap(1, core, { ability: 2, color: 'B' }));
    s = apply(s, { type: 'choose', player: 1, choice: [1] });
    const zombies = s.battlefield.filter((id) => s.objects[id]!.controller === 1 && s.objects[id]!.tapped && s.objects[id]!.card.includes('zombie'));
    expect(zombies).toHaveLength(1);
    expect(s.players[1]!.pool).toEqual(EMPTY);
  });

  it('508.1i: in the automatic setting too, Treasonous Ogre is listed while the declaration costs mana and its mana pays alike', () => {
    const board = { players: [{ battlefield: ['Treasonous Ogre', 'Bronze Sable', 'Plains'] }, { battlefield: ['Ghostly Prison'] }, {}] };
    const play = (manaAbilities: 'automatic' | 'actions'): ReadonlyGameState => {
      const { state, ids } = scenario({ ...board, settings: { autoPass: 'never', manaAbilities } });
      const [ogre, sable] = ids.battlefield[0]!;
      let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
      s = apply(s, { type: 'declareAttacker', player: 0, attacker: sable!, target: { player: 1 } });
      const ogres = activations(s).filter((a) => a.source === ogre);
      expect(ogres).toHaveLength(1);
      return apply(apply(s, ogres[0]!), { type: 'confirmAttackers', player: 0 });
    };
    const [a, b] = [play('automatic'), play('actions')];
    for (const s of [a, b]) {
      expect(s.combat!.attackers).toHaveLength(1);
      expect(s.players[0]!.life).toBe(17);
      expect(s.players[0]!.pool).toEqual(EMPTY);
    }
    expect(a.battlefield.map((id) => a.objects[id]!.tapped)).toEqual(b.battlefield.map((id) => b.objects[id]!.tapped));
  });
});

