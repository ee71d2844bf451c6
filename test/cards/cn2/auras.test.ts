import { describe, expect, it } from 'vitest';
import { apply, legalActions, type DeclareAttackerAction } from '../../../src/index.js';
import { addReplacement } from '../../../src/engine/replacement.js';
import {
  attack, block, canBlock, cast, castAndResolve, choose, events, expectRefused, keywords, life, names, nextTurn, pass, passUntil, permanent, resolveStack, setup, skipUntil,
  toBlockers,
} from '../helpers.js';
import { editState } from '../../../src/testing/index.js';

describe('Ghostly Possession (CN2)', () => {
  const board = () => setup({
    players: [
      { battlefield: ['Plains', 'Plains', 'Plains', 'Mountain', 'Brushstrider'], hand: ['Ghostly Possession', 'Flame Slash'] },
      { battlefield: ['token:beast-3-3'] },
    ],
  });

  it('"Enchanted creature has flying."', () => {
    const { state, ids } = board();
    const brushstrider = ids.battlefield[0]![4]!;
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: brushstrider }]);
    expect(keywords(s, brushstrider)).toContain('flying');
    expect(s.objects[permanent(s, 'Ghostly Possession')]!.attachedTo).toEqual({ object: brushstrider });
  });

  it('"Prevent all combat damage that would be dealt … by enchanted creature." — its attack deals no damage', () => {
    const { state, ids } = board();
    const brushstrider = ids.battlefield[0]![4]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: brushstrider }]);
    s = skipUntil(attack(s, [[brushstrider, 1]]), (x) => x.turn.step === 'main2');
    expect(life(s, 1)).toBe(20);
    expect(events(s, 'preventDamage')).toEqual([expect.objectContaining({ rule: '615.1', object: brushstrider, toPlayer: 1, amount: 3, card: 'Ghostly Possession' })]);
  });

  it('"… dealt to and dealt by enchanted creature." — blocked, neither it nor its blocker is dealt damage', () => {
    const { state, ids } = board();
    const beast = ids.battlefield[1]![0]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: beast }]);
    // player 0 enchants player 1's Beast, which then blocks player 0's Brushstrider: 3 damage each way, all prevented
    const brushstrider = ids.battlefield[0]![4]!;
    s = block(attack(s, [[brushstrider, 1]]), [[beast, brushstrider]]);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(s.battlefield).toContain(brushstrider);
    expect(s.objects[beast]!.damage).toBe(0);
    expect(s.objects[brushstrider]!.damage).toBe(0);
  });

  it('only combat damage: Flame Slash still kills the enchanted creature, and the Aura goes to the graveyard (704.5m)', () => {
    const { state, ids } = board();
    const brushstrider = ids.battlefield[0]![4]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: brushstrider }]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: brushstrider }]);
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Brushstrider', 'Flame Slash', 'Ghostly Possession']);
  });

  it('616.1: with a prevention shield on the defending player too, that player chooses which applies first', () => {
    const { state, ids } = board();
    const brushstrider = ids.battlefield[0]![4]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: brushstrider }]);
    s = editState(s, (d) => addReplacement(d, { kind: 'preventDamage', affected: { player: 1 }, amount: 2, duration: { until: 'endOfTurn' }, source: null, controller: 1 }));
    s = skipUntil(attack(s, [[brushstrider, 1]]), (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '616.1' } });
    if (s.decision?.kind !== 'choose') return;
    expect(s.decision.choice.options).toEqual([{ label: 'prevent the next 2 damage' }, { label: 'prevent all combat damage (Ghostly Possession)' }]);
    // Ghostly Possession's effect first: all 3 prevented, the shield is kept for later
    s = choose(s, [1]);
    expect(life(s, 1)).toBe(20);
    expect(s.replacements.map((r) => r.amount)).toEqual([2]);
  });
});

describe('Spectral Grasp (CN2)', () => {
  /** Player 0 enchants player 1's Beast; then it is player 1's turn, with player 2 at the table too. */
  const board = () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', { card: 'Dack Fayden', counters: { loyalty: 3 } }, 'Brushstrider'], hand: ['Spectral Grasp'] },
        { battlefield: ['token:beast-3-3'] },
        { battlefield: ['token:zombie-2-2'] },
      ],
    });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: ids.battlefield[1]![0]! }]);
    return { state: s, ids, beast: ids.battlefield[1]![0]!, dack: ids.battlefield[0]![2]! };
  };

  it('"Enchanted creature can\'t attack you or planeswalkers you control." — it may still attack another player', () => {
    const { state, beast, dack } = board();
    const s = skipUntil(nextTurn(state), (x) => x.decision?.kind === 'declareAttackers');
    expect(s.turn.active).toBe(1);
    const targets = legalActions(s).filter((a): a is DeclareAttackerAction => a.type === 'declareAttacker' && a.attacker === beast).map((a) => a.target);
    expect(targets).toEqual([{ player: 2 }]);
    expectRefused(s, { type: 'declareAttacker', player: 1, attacker: beast, target: { player: 0 } }, 'illegal', '508.1c');
    expectRefused(s, { type: 'declareAttacker', player: 1, attacker: beast, target: { planeswalker: dack } }, 'illegal', '508.1c');
  });

  it('"Enchanted creature can\'t block creatures you control." — it may still block another player\'s creature', () => {
    const { state, beast, ids } = board();
    const brushstrider = ids.battlefield[0]![3]!;
    const zombie = ids.battlefield[2]![0]!;
    // player 0's Brushstrider attacks player 1: the enchanted Beast can't block it
    let s = toBlockers(attack(state, [[brushstrider, 1]]));
    expect(s.turn.step).toBe('declareBlockers');
    expect(s.decision?.kind).toBe('priority');
    expect(canBlock(s, beast, brushstrider)).toBe(false);
    // player 2's Zombie attacks player 1: the Beast may block it
    s = nextTurn(nextTurn(state));
    expect(s.turn.active).toBe(2);
    s = toBlockers(attack(s, [[zombie, 1]]));
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    expect(canBlock(s, beast, zombie)).toBe(true);
  });

  it('509.1b: with another creature able to block, the enchanted one is refused as a blocker of the Aura controller\'s creature', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Brushstrider'], hand: ['Spectral Grasp'] },
        { battlefield: ['token:beast-3-3', 'token:zombie-2-2'] },
      ],
    });
    const [beast, zombie] = ids.battlefield[1]!;
    const brushstrider = ids.battlefield[0]![2]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: beast! }]);
    s = toBlockers(attack(s, [[brushstrider, 1]]));
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 1 });
    expectRefused(s, { type: 'declareBlocker', player: 1, blocker: beast!, attacker: brushstrider }, 'illegal', '509.1b');
    expect(canBlock(s, zombie!, brushstrider)).toBe(true);
  });
});

describe('Bonds of Quicksilver (CN2)', () => {
  it('"Enchanted creature doesn\'t untap during its controller\'s untap step." — its other creatures untap (CR 502.3)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Bonds of Quicksilver'] },
        { battlefield: [{ card: 'token:beast-3-3', tapped: true }, { card: 'token:zombie-2-2', tapped: true }] },
      ],
    });
    const [beast, zombie] = ids.battlefield[1]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: beast! }]);
    s = nextTurn(s);
    expect(s.turn.active).toBe(1);
    expect(s.objects[beast!]!.tapped).toBe(true);
    expect(s.objects[zombie!]!.tapped).toBe(false);
  });

  it('ruling: "Bonds of Quicksilver may target and may enchant an untapped creature." — Flash: cast in an opponent\'s turn', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Bonds of Quicksilver'] },
        { battlefield: ['token:beast-3-3'] },
        {},
      ],
    });
    const beast = ids.battlefield[1]![0]!;
    let s = pass(nextTurn(state));
    expect(s.turn.active).toBe(1);
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 0);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: beast }]));
    expect(s.objects[permanent(s, 'Bonds of Quicksilver')]!.attachedTo).toEqual({ object: beast });
    // it attacks (and taps) in player 1's turn, and then stays tapped through player 1's next untap step
    s = skipUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(apply(s, { type: 'declareAttacker', player: 1, attacker: beast, target: { player: 2 } }), { type: 'confirmAttackers', player: 1 });
    expect(s.objects[beast]!.tapped).toBe(true);
    s = nextTurn(nextTurn(nextTurn(s)));
    expect(s.turn.active).toBe(1);
    expect(s.objects[beast]!.tapped).toBe(true);
  });
});

describe('Pariah (CN2)', () => {
  const board = () => setup({
    players: [
      { battlefield: ['Plains', 'Plains', 'Plains', 'Ogre Sentry'], hand: ['Pariah'] },
      { battlefield: ['token:beast-3-3', 'token:zombie-2-2'] },
    ],
  });

  it('"All damage that would be dealt to you is dealt to enchanted creature instead." (CR 614.9)', () => {
    const { state, ids } = board();
    const sentry = ids.battlefield[0]![3]!;
    const zombie = ids.battlefield[1]![1]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sentry }]);
    s = nextTurn(s);
    s = skipUntil(attack(s, [[zombie, 0]]), (x) => x.turn.step === 'main2');
    expect(life(s, 0)).toBe(20);
    expect(s.objects[sentry]!.damage).toBe(2);
    expect(events(s, 'redirectDamage')).toEqual([expect.objectContaining({ rule: '614.9', object: zombie, to: sentry, card: 'Pariah' })]);
    expect(events(s, 'damage').at(-1)).toMatchObject({ object: zombie, to: sentry, amount: 2 });
  });

  it('ruling: "You can attach this to an opponent\'s creature, and all damage done to you is instead done to their creature."', () => {
    const { state, ids } = board();
    const [beast, zombie] = ids.battlefield[1]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: beast! }]);
    s = nextTurn(s);
    s = skipUntil(attack(s, [[zombie!, 0]]), (x) => x.turn.step === 'main2');
    expect(life(s, 0)).toBe(20);
    expect(s.objects[beast!]!.damage).toBe(2);
  });

  it('"All damage that would be dealt to you": only its controller\'s damage is redirected, not that of the enchanted creature\'s controller or another player (CR 614.9, 3 players)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Pariah'] },
        { battlefield: ['Ogre Sentry'] },
        { battlefield: ['token:zombie-2-2'] },
      ],
    });
    const sentry = ids.battlefield[1]![0]!;
    const zombie = ids.battlefield[2]![0]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sentry }]);
    s = nextTurn(nextTurn(s));
    s = skipUntil(attack(s, [[zombie, 1]]), (x) => x.turn.step === 'main2');
    expect(life(s, 1)).toBe(18);
    expect(s.objects[sentry]!.damage).toBe(0);
    expect(events(s, 'redirectDamage')).toEqual([]);
  });

  it('ruling: "If you take 3 damage at once, all 3 damage goes to one Pariah." — and the enchanted creature dies of it (704.5g)', () => {
    const { state, ids } = board();
    const [beast] = ids.battlefield[1]!;
    const sentry = ids.battlefield[0]![3]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sentry }]);
    s = nextTurn(s);
    s = skipUntil(attack(s, [[beast!, 0]]), (x) => x.turn.step === 'main2');
    expect(life(s, 0)).toBe(20);
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Ogre Sentry', 'Pariah']);
  });

  it('ruling: "If you take damage from multiple creatures in combat, all the combat damage goes to one Pariah." — one choice, then both creatures\' damage goes there', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Ogre Sentry', 'Pillarfield Ox'], hand: ['Pariah', 'Pariah'] },
        { battlefield: ['token:beast-3-3', 'token:zombie-2-2'] },
      ],
    });
    const [sentry, ox] = [ids.battlefield[0]![6]!, ids.battlefield[0]![7]!];
    const [beast, zombie] = ids.battlefield[1]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sentry }]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: ox }]);
    s = nextTurn(s);
    s = skipUntil(attack(s, [[beast!, 0], [zombie!, 0]]), (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'preventionOrder', rule: '616.1' } });
    if (s.decision?.kind !== 'choose') return;
    const toOx = s.decision.choice.options.findIndex((o) => 'label' in o && o.label.includes(`Pillarfield Ox (#${ox})`));
    s = choose(s, [toOx]);
    // the other creature's damage is not asked about again: it goes to the same Pariah
    expect(s.decision?.kind).not.toBe('choose');
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(life(s, 0)).toBe(20);
    expect(s.objects[sentry]!.damage).toBe(0);
    expect(events(s, 'redirectDamage').map((e) => e.to)).toEqual([ox, ox]);
    expect(events(s, 'damage').filter((e) => e.to === ox).map((e) => e.amount).sort()).toEqual([2, 3]);
  });

  it('ruling: one Pariah for the damage dealt at one time — the other creature\'s damage may still go to Protector of the Crown, but not to the other Pariah', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Ogre Sentry', 'Pillarfield Ox', 'Protector of the Crown'], hand: ['Pariah', 'Pariah'] },
        { battlefield: ['token:beast-3-3', 'token:zombie-2-2'] },
      ],
    });
    const [sentry, ox, protector] = [ids.battlefield[0]![6]!, ids.battlefield[0]![7]!, ids.battlefield[0]![8]!];
    const [beast, zombie] = ids.battlefield[1]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sentry }]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: ox }]);
    s = nextTurn(s);
    s = skipUntil(attack(s, [[beast!, 0], [zombie!, 0]]), (x) => x.decision?.kind === 'choose');
    const labels = (x: typeof s): string[] => (x.decision?.kind === 'choose' ? x.decision.choice.options.map((o) => ('label' in o ? o.label : '')) : []);
    expect(labels(s)).toHaveLength(3);
    s = choose(s, [labels(s).findIndex((l) => l.includes(`Pillarfield Ox (#${ox})`))]);
    expect([...labels(s)].sort()).toEqual([
      `deal the damage to it instead (Protector of the Crown): Protector of the Crown (#${protector})`,
      `deal the damage to the enchanted creature instead (Pariah): Pillarfield Ox (#${ox})`,
    ]);
    s = skipUntil(choose(s, [labels(s).findIndex((l) => l.includes('Protector of the Crown'))]), (x) => x.turn.step === 'main2');
    expect(s.objects[sentry]!.damage).toBe(0);
    expect(events(s, 'redirectDamage').map((e) => e.to).sort()).toEqual([ox, protector].sort());
  });

  it('616.1: with a prevention shield on the player too, the player chooses; redirecting first leaves the shield unused', () => {
    const { state, ids } = board();
    const sentry = ids.battlefield[0]![3]!;
    const zombie = ids.battlefield[1]![1]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sentry }]);
    s = nextTurn(s);
    s = editState(s, (d) => addReplacement(d, { kind: 'preventDamage', affected: { player: 0 }, amount: 1, duration: { until: 'endOfTurn' }, source: null, controller: 0 }));
    s = skipUntil(attack(s, [[zombie, 0]]), (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '616.1' } });
    if (s.decision?.kind !== 'choose') return;
    expect(s.decision.choice.options).toEqual([{ label: 'prevent the next 1 damage' }, { label: `deal the damage to the enchanted creature instead (Pariah): Ogre Sentry (#${sentry})` }]);
    const redirected = skipUntil(choose(s, [1]), (x) => x.turn.step === 'main2');
    expect(redirected.objects[sentry]!.damage).toBe(2);
    expect(redirected.replacements.map((r) => r.amount)).toEqual([1]);
    // the shield first: 1 prevented, then the remaining 1 is redirected
    const shielded = skipUntil(choose(s, [0]), (x) => x.turn.step === 'main2');
    expect(shielded.objects[sentry]!.damage).toBe(1);
    expect(life(shielded, 0)).toBe(20);
  });
});

describe('Ghostly Possession (CN2) and Respite', () => {
  it('CR 616.1: two effects that prevent all of the combat damage leave one result, so the player dealt it is asked nothing', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Brushstrider'], hand: ['Ghostly Possession'] },
        { battlefield: ['Forest', 'Forest'], hand: ['Respite'] },
      ],
    });
    const brushstrider = ids.battlefield[0]![3]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: brushstrider }]);
    s = toBlockers(attack(s, [[brushstrider, 1]]));
    s = resolveStack(cast(passUntil(s, (x) => x.turn.priority === 1), 1, ids.hand[1]![0]!));
    s = passUntil(s, (x) => x.turn.step === 'endCombat' || x.decision?.kind !== 'priority');
    expect([s.turn.step, s.decision?.kind]).toEqual(['endCombat', 'priority']);
    // Respite's one life for the attacker, and none of the Brushstrider's 3 damage
    expect(life(s, 1)).toBe(21);
    expect(events(s, 'preventDamage')).toEqual([expect.objectContaining({ object: brushstrider, toPlayer: 1, amount: 3 })]);
  });
});
