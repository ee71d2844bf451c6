import { describe, expect, it } from 'vitest';
import { apply, characteristics, deserialize, legalActions, logOf, serialize, tryApply, type ActivateAction, type ReadonlyGameState, type PlayerId } from '../../../src/index.js';
import {
  activate, attack, canBlock, cast, castAndResolve, events, expectRefused, keywords, life, names, pass, passUntil, permanent, permanents, pt, putTrigger,
  resolveStack, setup, skipUntil, toBlockers, withKeywords,
} from '../helpers.js';

/** Each card whose enters-the-battlefield ability makes its controller the monarch, with lands to cast it. */
const ENTERS_AND_CROWNS: [string, string[]][] = [
  ['Palace Sentinels', ['Plains', 'Plains', 'Plains', 'Plains']],
  ['Custodi Lich', ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp']],
  ['Thorn of the Black Rose', ['Swamp', 'Swamp', 'Swamp', 'Swamp']],
  ['Crown-Hunter Hireling', ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain']],
  ['Skyline Despot', ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain']],
  ['Knights of the Black Rose', ['Plains', 'Swamp', 'Swamp', 'Swamp', 'Swamp']],
  ['Queen Marchesa', ['Mountain', 'Plains', 'Swamp', 'Swamp']],
  ["Marchesa's Decree", ['Swamp', 'Swamp', 'Swamp', 'Swamp']],
];

/** Plays on until the given player's step of the next such turn, with its triggers on the stack. */
function toStep(s: ReadonlyGameState, player: PlayerId, step: 'upkeep' | 'end'): ReadonlyGameState {
  return placeAll(skipUntil(s, (x) => x.turn.active === player && x.turn.step === step));
}

/** Puts every waiting triggered ability on the stack, in the order they are listed, without targets. */
function placeAll(s: ReadonlyGameState): ReadonlyGameState {
  let x = s;
  while (x.decision?.kind === 'putTrigger') x = putTrigger(x, []);
  return x;
}

/** The objects on the stack, by card name ('' for a rule's ability). */
function stackCards(s: ReadonlyGameState): string[] {
  return s.stack.map((id) => s.objects[id]!.card);
}

describe('"When ~ enters the battlefield, you become the monarch."', () => {
  for (const [name, lands] of ENTERS_AND_CROWNS) {
    it(`${name}: with no monarch yet, its controller becomes the first monarch`, () => {
      const { state, ids } = setup({ players: [{ battlefield: lands, hand: [name] }, {}, {}] });
      const s = castAndResolve(state, 0, ids.hand[0]![0]!);
      expect(permanents(s, name)).toHaveLength(1);
      expect(s.monarch).toBe(0);
    });

    it(`${name}: the title is taken from the current monarch, so there is exactly one`, () => {
      const { state, ids } = setup({ monarch: 2, players: [{ battlefield: lands, hand: [name] }, {}, {}] });
      const s = castAndResolve(state, 0, ids.hand[0]![0]!);
      expect(s.monarch).toBe(0);
      expect(events(s, 'ceasedMonarch')).toEqual([expect.objectContaining({ player: 2 })]);
    });

    it(`${name}: a player already the monarch does not become it again`, () => {
      const { state, ids } = setup({ monarch: 0, players: [{ battlefield: lands, hand: [name] }, {}, {}] });
      const s = castAndResolve(state, 0, ids.hand[0]![0]!);
      expect(s.monarch).toBe(0);
      expect(events(s, 'becameMonarch')).toEqual([]);
    });
  }
});

describe('Palace Sentinels', () => {
  it('is a 2/4 whose controller, once the monarch, draws at the beginning of their end step', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Plains'], hand: ['Palace Sentinels'] }, {}] });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(pt(s, permanent(s, 'Palace Sentinels'))).toEqual([2, 4]);
    s = resolveStack(toStep(s, 0, 'end'));
    expect(s.players[0]!.hand).toHaveLength(1);
  });
});

describe('Throne Warden', () => {
  it("At the beginning of your end step, if you're the monarch, put a +1/+1 counter on Throne Warden", () => {
    const { state } = setup({ monarch: 0, players: [{ battlefield: ['Throne Warden'] }, {}] });
    const s = resolveStack(toStep(state, 0, 'end'));
    expect(pt(s, permanent(s, 'Throne Warden'))).toEqual([3, 3]);
  });

  it('"If you\'re not, the ability won\'t trigger at all. You won\'t be able to do anything that would make you the monarch during your end step in time to have that ability trigger."', () => {
    const { state } = setup({ monarch: 1, players: [{ battlefield: ['Throne Warden', 'Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }, {}] });
    let s = toStep(state, 0, 'end');
    expect(stackCards(s)).not.toContain('Throne Warden');
    s = resolveStack(activate(s, 0, permanent(s, 'Throne of the High City'), 1));
    expect(s.monarch).toBe(0);
    s = passUntil(s, (x) => x.turn.step !== 'end');
    expect(events(s, 'trigger').some((e) => e.card === 'Throne Warden')).toBe(false);
    expect(s.objects[permanent(s, 'Throne Warden')]!.counters['+1/+1'] ?? 0).toBe(0);
  });

  it('"If you\'re not the monarch at that time, the ability will have no effect."', () => {
    const { state } = setup({ monarch: 0, players: [{ battlefield: ['Throne Warden'] }, { battlefield: ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }] });
    let s = toStep(state, 0, 'end');
    expect(stackCards(s)).toContain('Throne Warden');
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveStack(activate(s, 1, permanent(s, 'Throne of the High City'), 1));
    expect(s.monarch).toBe(1);
    expect(events(s, 'conditionFailed')).toEqual([expect.objectContaining({ card: 'Throne Warden', rule: '603.4' })]);
    expect(pt(s, permanent(s, 'Throne Warden'))).toEqual([2, 2]);
  });
});

describe('Garrulous Sycophant', () => {
  it("At the beginning of your end step, if you're the monarch, each opponent loses 1 life and you gain 1 life", () => {
    const { state } = setup({ monarch: 0, players: [{ battlefield: ['Garrulous Sycophant'] }, {}, {}] });
    const s = resolveStack(toStep(state, 0, 'end'));
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([21, 19, 19]);
  });

  it('"The last ability of Garrulous Sycophant checks to see if you\'re the monarch as your end step begins. If you\'re not, the ability won\'t trigger at all."', () => {
    const { state } = setup({ monarch: 1, players: [{ battlefield: ['Garrulous Sycophant'] }, {}, {}] });
    const s = resolveStack(toStep(state, 0, 'end'));
    expect(events(s, 'trigger').some((e) => e.card === 'Garrulous Sycophant')).toBe(false);
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([20, 20, 20]);
  });

  it('"The ability will also check to see if you\'re the monarch as it tries to resolve. If you\'re not the monarch at that time, the ability will have no effect."', () => {
    const { state } = setup({ monarch: 0, players: [{ battlefield: ['Garrulous Sycophant'] }, { battlefield: ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }] });
    let s = toStep(state, 0, 'end');
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveStack(activate(s, 1, permanent(s, 'Throne of the High City'), 1));
    expect([life(s, 0), life(s, 1)]).toEqual([20, 20]);
  });
});

describe('Custodi Lich', () => {
  it('Whenever you become the monarch, target player sacrifices a creature', () => {
    const { state, ids } = setup({
      monarch: 1,
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Custodi Lich'] }, { battlefield: ['Bronze Sable'] }, {}],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(s.monarch).toBe(0);
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    s = resolveStack(putTrigger(s, [{ player: 1 }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(pt(s, permanent(s, 'Custodi Lich'))).toEqual([4, 2]);
  });

  it('"target player": only the chosen player sacrifices — not each opponent — and its controller may choose themselves', () => {
    const { state, ids } = setup({
      monarch: 1,
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Custodi Lich'] }, { battlefield: ['Bronze Sable'] }, { battlefield: ['Pillarfield Ox'] }],
    });
    const crowned = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    let s = resolveStack(putTrigger(crowned, [{ player: 2 }]));
    expect(names(s, 2, 'graveyard')).toEqual(['Pillarfield Ox']);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    s = resolveStack(putTrigger(crowned, [{ player: 0 }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Custodi Lich']);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(permanents(s, 'Pillarfield Ox')).toHaveLength(1);
  });

  it('triggers whenever its controller becomes the monarch, by any means (here Throne of the High City)', () => {
    const { state } = setup({
      monarch: 1,
      players: [{ battlefield: ['Custodi Lich', 'Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }, { battlefield: ['Bronze Sable'] }],
    });
    let s = activate(state, 0, permanent(state, 'Throne of the High City'), 1);
    s = resolveStack(s);
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    s = resolveStack(putTrigger(s, [{ player: 1 }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
  });
});

describe('Thorn of the Black Rose', () => {
  it('Deathtouch; a 1/3', () => {
    const { state } = setup({ players: [{ battlefield: ['Thorn of the Black Rose'] }, {}] });
    const thorn = permanent(state, 'Thorn of the Black Rose');
    expect(keywords(state, thorn)).toEqual(['deathtouch']);
    expect(pt(state, thorn)).toEqual([1, 3]);
  });
});

describe('Crown-Hunter Hireling', () => {
  it("can't attack unless defending player is the monarch: it may attack the monarch only", () => {
    const { state } = setup({ monarch: 1, players: [{ battlefield: ['Crown-Hunter Hireling'] }, {}, {}] });
    const hireling = permanent(state, 'Crown-Hunter Hireling');
    const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    const offered = legalActions(s).filter((a) => a.type === 'declareAttacker');
    expect(offered).toEqual([expect.objectContaining({ attacker: hireling, target: { player: 1 } })]);
    expectRefused(s, { type: 'declareAttacker', player: 0, attacker: hireling, target: { player: 2 } }, 'illegal', '508.1c');
  });

  it('"This check is done only as attackers are declared. After that point, Crown-Hunter Hireling won\'t be removed from combat if that player ceases to be the monarch."', () => {
    const { state } = setup({ monarch: 1, players: [{ battlefield: ['Crown-Hunter Hireling'] }, {}, { battlefield: ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }] });
    const hireling = permanent(state, 'Crown-Hunter Hireling');
    let s = attack(state, [[hireling, 1]]);
    s = passUntil(s, (x) => x.decision?.player === 2);
    s = resolveStack(activate(s, 2, permanent(s, 'Throne of the High City'), 1));
    expect(s.monarch).toBe(2);
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([hireling]);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(life(s, 1)).toBe(16);
  });

  it('ruling: "Crown-Hunter Hireling can attack only the monarch or a planeswalker controlled by the monarch."', () => {
    const dack = { card: 'Dack Fayden', counters: { loyalty: 3 } };
    const { state } = setup({ monarch: 1, players: [{ battlefield: ['Crown-Hunter Hireling'] }, { battlefield: [dack] }, { battlefield: [dack] }] });
    const hireling = permanent(state, 'Crown-Hunter Hireling');
    const [monarchs, others] = permanents(state, 'Dack Fayden');
    const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    const targets = legalActions(s).filter((a) => a.type === 'declareAttacker').map((a) => (a as { target: unknown }).target);
    expect(targets).toEqual([{ player: 1 }, { planeswalker: monarchs }]);
    expectRefused(s, { type: 'declareAttacker', player: 0, attacker: hireling, target: { planeswalker: others! } }, 'illegal', '508.1c');
  });

  it('725.5: while there is no monarch, its restriction does nothing', () => {
    const { state } = setup({ players: [{ battlefield: ['Crown-Hunter Hireling'] }, {}, {}] });
    const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    const targets = legalActions(s).filter((a) => a.type === 'declareAttacker').map((a) => (a as { target: unknown }).target);
    expect(targets).toEqual([{ player: 1 }, { player: 2 }]);
  });
});

describe('Skyline Despot', () => {
  it("Flying; at the beginning of your upkeep, if you're the monarch, create a 5/5 red Dragon creature token with flying", () => {
    const { state } = setup({ active: 1, monarch: 0, players: [{ battlefield: ['Skyline Despot'] }, {}] });
    expect(keywords(state, permanent(state, 'Skyline Despot'))).toEqual(['flying']);
    const s = resolveStack(toStep(state, 0, 'upkeep'));
    const dragon = permanent(s, 'token:dragon-5-5-flying');
    expect(s.objects[dragon]!.controller).toBe(0);
    expect(pt(s, dragon)).toEqual([5, 5]);
    expect(keywords(s, dragon)).toEqual(['flying']);
  });

  it('"If you\'re not, the ability won\'t trigger at all."', () => {
    const { state } = setup({ active: 1, monarch: 1, players: [{ battlefield: ['Skyline Despot'] }, {}] });
    const s = resolveStack(toStep(state, 0, 'upkeep'));
    expect(permanents(s, 'token:dragon-5-5-flying')).toEqual([]);
    expect(events(s, 'trigger').some((e) => e.card === 'Skyline Despot')).toBe(false);
  });

  it('"If you\'re not the monarch at that time, the ability will have no effect."', () => {
    const { state } = setup({ active: 1, monarch: 0, players: [{ battlefield: ['Skyline Despot'] }, { battlefield: ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }] });
    let s = toStep(state, 0, 'upkeep');
    expect(stackCards(s)).toEqual(['Skyline Despot']);
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveStack(activate(s, 1, permanent(s, 'Throne of the High City'), 1));
    expect(permanents(s, 'token:dragon-5-5-flying')).toEqual([]);
  });
});

describe('Queen Marchesa', () => {
  it('Deathtouch, haste', () => {
    const { state } = setup({ players: [{ battlefield: [{ card: 'Queen Marchesa', sick: true }] }, {}] });
    const queen = permanent(state, 'Queen Marchesa');
    expect(keywords(state, queen)).toEqual(['deathtouch', 'haste']);
    const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    expect(legalActions(s).some((a) => a.type === 'declareAttacker' && a.attacker === queen)).toBe(true);
  });

  it('At the beginning of your upkeep, if an opponent is the monarch, create a 1/1 black Assassin creature token with deathtouch and haste', () => {
    const { state } = setup({ active: 1, monarch: 2, players: [{ battlefield: ['Queen Marchesa'] }, {}, {}] });
    const s = resolveStack(toStep(state, 0, 'upkeep'));
    const assassin = permanent(s, 'token:assassin-1-1-deathtouch-haste');
    expect(s.objects[assassin]!.controller).toBe(0);
    expect(pt(s, assassin)).toEqual([1, 1]);
    expect(keywords(s, assassin)).toEqual(['deathtouch', 'haste']);
  });

  it('"If no opponent is the monarch, Queen Marchesa\'s (long may she reign) ability won\'t trigger at all." — neither while you are, nor while nobody is', () => {
    for (const monarch of [0, undefined]) {
      const { state } = setup({ active: 1, monarch, players: [{ battlefield: ['Queen Marchesa'] }, {}, {}] });
      const s = resolveStack(toStep(state, 0, 'upkeep'));
      expect(permanents(s, 'token:assassin-1-1-deathtouch-haste')).toEqual([]);
      expect(events(s, 'trigger').some((e) => e.card === 'Queen Marchesa')).toBe(false);
    }
  });

  it('"If no opponent is the monarch at that time, Queen Marchesa\'s (long may she reign) ability will have no effect."', () => {
    const { state } = setup({ active: 1, monarch: 1, players: [{ battlefield: ['Queen Marchesa', 'Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }, {}] });
    let s = toStep(state, 0, 'upkeep');
    expect(stackCards(s)).toEqual(['Queen Marchesa']);
    s = resolveStack(activate(s, 0, permanent(s, 'Throne of the High City'), 1));
    expect(s.monarch).toBe(0);
    expect(permanents(s, 'token:assassin-1-1-deathtouch-haste')).toEqual([]);
  });
});

describe('Knights of the Black Rose', () => {
  it('Whenever an opponent becomes the monarch, if you were the monarch as the turn began, that player loses 2 life and you gain 2 life', () => {
    const { state } = setup({ active: 1, monarch: 0, players: [{ battlefield: ['Knights of the Black Rose'] }, { battlefield: ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }, {}] });
    const s = resolveStack(activate(state, 1, permanent(state, 'Throne of the High City'), 1));
    expect(s.monarch).toBe(1);
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([22, 18, 20]);
  });

  it('"The last ability of Knights of the Black Rose will trigger even if the most recent monarch was another player, as long as you were monarch as the turn began."', () => {
    const { state } = setup({
      active: 1,
      monarch: 0,
      players: [
        { battlefield: ['Knights of the Black Rose'] },
        { battlefield: ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] },
        { battlefield: ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] },
      ],
    });
    let s = resolveStack(activate(state, 1, permanents(state, 'Throne of the High City')[0]!, 1));
    s = passUntil(s, (x) => x.decision?.player === 2);
    s = resolveStack(activate(s, 2, permanent(s, 'Throne of the High City'), 1));
    expect(s.monarch).toBe(2);
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([24, 18, 18]);
  });

  it('CR 725.4: an opponent who becomes the monarch as the monarch leaves the game triggers it too, while its controller was the monarch as the turn began', () => {
    const { state } = setup({ active: 1, monarch: 0, players: [{ battlefield: ['Knights of the Black Rose'] }, { battlefield: ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }, {}, {}] });
    let s = resolveStack(activate(state, 1, permanent(state, 'Throne of the High City'), 1));
    expect([s.monarch, life(s, 0), life(s, 1)]).toEqual([1, 22, 18]);
    // the monarch leaves during their own turn: the next player in turn order becomes the monarch
    s = apply(s, { type: 'concede', player: 1 });
    expect(s.monarch).toBe(2);
    expect(events(s, 'becameMonarch').map((e) => [e.player, e.rule])).toEqual([[1, '725.1'], [2, '725.4']]);
    s = resolveStack(s);
    expect([life(s, 0), life(s, 2), life(s, 3)]).toEqual([24, 18, 20]);
  });

  it('several creatures dealing combat damage to the monarch at once (CR 725.2): one trigger each, but their controller becomes the monarch once — Knights of the Black Rose and Custodi Lich trigger once ("only if you aren\'t already the monarch")', () => {
    const { state } = setup({
      monarch: 1,
      players: [
        { battlefield: ['Bronze Sable', 'Pillarfield Ox', 'Wild Griffin', 'Custodi Lich'] },
        { battlefield: ['Knights of the Black Rose'] },
        { battlefield: ['Coveted Peacock'] },
        {},
      ],
    });
    // two creatures attack the monarch, player 1, and a third player 3
    let s = attack(state, [[permanent(state, 'Bronze Sable'), 1], [permanent(state, 'Pillarfield Ox'), 1], [permanent(state, 'Wild Griffin'), 3]]);
    s = skipUntil(s, (x) => x.decision?.kind === 'putTrigger');
    expect(s.pendingTriggers.filter((t) => t.controller === 1)).toHaveLength(2);
    for (let i = 0; i < 40 && s.turn.step === 'combatDamage'; i++) {
      const d = s.decision;
      if (d?.kind === 'putTrigger') {
        const t = s.pendingTriggers.find((x) => x.controller === d.player)!;
        s = apply(s, { type: 'putTrigger', player: d.player, index: s.pendingTriggers.indexOf(t), targets: t.card === 'Custodi Lich' ? [{ player: 2 }] : [] });
      } else if (d?.kind === 'priority') s = pass(s);
      else break;
    }
    expect(s.monarch).toBe(0);
    expect(events(s, 'becameMonarch').map((e) => [e.player, e.rule])).toEqual([[0, '725.2']]);
    expect(events(s, 'trigger').filter((e) => e.card === 'Knights of the Black Rose' || e.card === 'Custodi Lich').map((e) => e.card).sort()).toEqual(['Custodi Lich', 'Knights of the Black Rose']);
    // 4 combat damage to player 1, who gains 2; player 0 loses 2; player 2 sacrifices the Peacock
    expect([life(s, 0), life(s, 1), life(s, 3)]).toEqual([18, 18, 18]);
    expect(permanents(s, 'Coveted Peacock')).toEqual([]);
  });

  it('"Whenever an opponent becomes the monarch": its controller becoming the monarch again does not trigger it, though they were the monarch as the turn began', () => {
    const throne = ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'];
    const { state } = setup({ active: 1, monarch: 0, players: [{ battlefield: ['Knights of the Black Rose', ...throne] }, { battlefield: throne }, {}] });
    const [mine, theirs] = permanents(state, 'Throne of the High City');
    let s = resolveStack(activate(state, 1, theirs!, 1));
    expect([s.monarch, life(s, 0), life(s, 1)]).toEqual([1, 22, 18]);
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 0);
    expect([s.turn.active, s.history.monarchAsTurnBegan]).toEqual([1, 0]);
    s = activate(s, 0, mine!, 1);
    s = resolveStack(s);
    expect(s.monarch).toBe(0);
    expect(events(s, 'trigger').filter((e) => e.card === 'Knights of the Black Rose')).toHaveLength(1);
    expect([life(s, 0), life(s, 1)]).toEqual([22, 18]);
  });

  it('does not trigger for a player who was not the monarch as the turn began', () => {
    const { state } = setup({ active: 1, monarch: 2, players: [{ battlefield: ['Knights of the Black Rose'] }, { battlefield: ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }, {}] });
    const s = resolveStack(activate(state, 1, permanent(state, 'Throne of the High City'), 1));
    expect(s.monarch).toBe(1);
    expect([life(s, 0), life(s, 1)]).toEqual([20, 20]);
  });

  it('the turn after, it was its controller who was the monarch as that turn began only if they still were', () => {
    const { state } = setup({ active: 1, monarch: 0, players: [{ battlefield: ['Knights of the Black Rose'] }, { battlefield: ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }, { battlefield: ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }] });
    let s = resolveStack(activate(state, 1, permanents(state, 'Throne of the High City')[0]!, 1));
    s = skipUntil(s, (x) => x.turn.active === 2 && x.turn.step === 'main1');
    s = resolveStack(activate(s, 2, permanent(s, 'Throne of the High City'), 1));
    expect(s.monarch).toBe(2);
    expect(life(s, 2)).toBe(20);
  });
});

describe("Marchesa's Decree", () => {
  it("Whenever a creature attacks you or a planeswalker you control, that creature's controller loses 1 life", () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ["Marchesa's Decree"] }, { battlefield: ['Bronze Sable', 'Wild Griffin'] }, {}] });
    let s = attack(state, [[permanent(state, 'Bronze Sable'), 0], [permanent(state, 'Wild Griffin'), 0]]);
    s = resolveStack(placeAll(s));
    expect(life(s, 1)).toBe(18);
  });

  it('"… or a planeswalker you control": a creature attacking your planeswalker triggers it, one attacking another player\'s does not', () => {
    const dack = { card: 'Dack Fayden', counters: { loyalty: 3 } };
    const { state } = setup({ active: 1, players: [{ battlefield: ["Marchesa's Decree", dack] }, { battlefield: ['Bronze Sable', 'Wild Griffin'] }, { battlefield: [dack] }] });
    const [mine, theirs] = permanents(state, 'Dack Fayden');
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 1, attacker: permanent(s, 'Bronze Sable'), target: { planeswalker: mine! } });
    s = apply(s, { type: 'declareAttacker', player: 1, attacker: permanent(s, 'Wild Griffin'), target: { planeswalker: theirs! } });
    s = resolveStack(placeAll(apply(s, { type: 'confirmAttackers', player: 1 })));
    expect(events(s, 'trigger').filter((e) => e.card === "Marchesa's Decree")).toHaveLength(1);
    expect(life(s, 1)).toBe(19);
  });

  it('"that creature\'s controller loses 1 life" even if the creature has left the battlefield by then: its controller as it last existed (CR 608.2h)', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ["Marchesa's Decree", 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, { battlefield: ['Bronze Sable'] }, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = placeAll(attack(state, [[sable, 0]]));
    expect(s.stack).toHaveLength(1);
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 0);
    s = passUntil(cast(s, 0, ids.hand[0]![0]!, [{ object: sable }]), (x) => x.stack.length === 1);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    s = resolveStack(s);
    expect(life(s, 1)).toBe(19);
  });

  it('creatures attacking another player do not trigger it', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ["Marchesa's Decree"] }, { battlefield: ['Bronze Sable'] }, {}] });
    const s = resolveStack(attack(state, [[permanent(state, 'Bronze Sable'), 2]]));
    expect(life(s, 1)).toBe(20);
    expect(events(s, 'trigger')).toEqual([]);
  });
});

describe('Throne of the High City', () => {
  it('{T}: Add {C}', () => {
    const { state } = setup({ players: [{ battlefield: ['Throne of the High City'] }, {}] });
    const s = activate(state, 0, permanent(state, 'Throne of the High City'), 0);
    expect(s.players[0]!.pool.C).toBe(1);
  });

  it('{4}, {T}, Sacrifice Throne of the High City: You become the monarch', () => {
    const { state } = setup({ monarch: 1, players: [{ battlefield: ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }, {}] });
    let s = activate(state, 0, permanent(state, 'Throne of the High City'), 1);
    expect(names(s, 0, 'graveyard')).toEqual(['Throne of the High City']);
    expect(s.monarch).toBe(1);
    s = resolveStack(s);
    expect(s.monarch).toBe(0);
  });

  it('cannot be activated without {4} besides itself', () => {
    const { state } = setup({ players: [{ battlefield: ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes'] }, {}] });
    expectRefused(state, { type: 'activate', player: 0, source: permanent(state, 'Throne of the High City'), ability: 1, targets: [], x: 0 }, 'illegal');
    expect(pass(state).decision).toEqual({ kind: 'priority', player: 1 });
  });
});

describe('Palace Jailer', () => {
  const JAILER_LANDS = ['Plains', 'Plains', 'Plains', 'Plains'];
  const THRONE = ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'];

  /** Casts Palace Jailer and puts its two triggers on the stack: `first` goes on first (resolves last). */
  function castJailer(s: ReadonlyGameState, card: number, victim: number, first: 'monarch' | 'exile'): ReadonlyGameState {
    let x = resolveStack(cast(s, 0, card));
    expect(x.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    const monarchIndex = x.pendingTriggers.findIndex((t) => t.ability === 0);
    const exileIndex = 1 - monarchIndex;
    x = first === 'monarch' ? putTrigger(x, [], monarchIndex) : putTrigger(x, [{ object: victim }], exileIndex);
    // the other trigger, with at most one choice of target, goes on the stack by itself (CR 603.3b)
    expect(x.pendingTriggers).toEqual([]);
    expect(x.stack).toHaveLength(2);
    return x;
  }

  it('When it enters, you become the monarch, and target creature an opponent controls is exiled until an opponent becomes the monarch', () => {
    const { state, ids } = setup({ players: [{ battlefield: JAILER_LANDS, hand: ['Palace Jailer'] }, { battlefield: ['Bronze Sable', ...THRONE] }] });
    let s = resolveStack(castJailer(state, ids.hand[0]![0]!, permanent(state, 'Bronze Sable'), 'exile'));
    expect(s.monarch).toBe(0);
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(s.exile.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable']);
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = activate(s, 1, permanent(s, 'Throne of the High City'), 1);
    s = passUntil(s, (x) => x.monarch === 1);
    const sable = permanent(s, 'Bronze Sable');
    expect(s.objects[sable]!.controller).toBe(1);
    expect(s.exile).toEqual([]);
    expect(events(s, 'zoneChange').at(-1)).toMatchObject({ rule: '610.3c', zone: 'battlefield' });
  });

  it('Palace Jailer ruling, CR 725.2: "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch." — combat damage to another opponent, not the monarch, passes nothing', () => {
    const { state } = setup({ monarch: 1, players: [{ battlefield: ['Bronze Sable'] }, {}, {}] });
    const s = passUntil(resolveStack(attack(state, [[permanent(state, 'Bronze Sable'), 2]])), (x) => x.turn.step === 'main2');
    expect(life(s, 2)).toBe(18);
    expect(s.monarch).toBe(1);
    expect(events(s, 'becameMonarch')).toEqual([]);
  });

  it('only creatures an opponent controls can be targeted', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...JAILER_LANDS, 'Bronze Sable'], hand: ['Palace Jailer'] }, {}] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    // the exile trigger has no legal target and is removed (CR 603.3d); only the monarch trigger remains
    expect(events(s, 'triggerRemoved')).toEqual([expect.objectContaining({ card: 'Palace Jailer' })]);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
  });

  it('"If you\'re not the monarch as Palace Jailer\'s second ability resolves, the creature will be exiled until there\'s a new monarch and that player is one of your opponents. The creature won\'t immediately return just because an opponent is the monarch."', () => {
    const { state, ids } = setup({ monarch: 1, players: [{ battlefield: JAILER_LANDS, hand: ['Palace Jailer'] }, { battlefield: ['Bronze Sable'] }, { battlefield: THRONE }] });
    let s = castJailer(state, ids.hand[0]![0]!, permanent(state, 'Bronze Sable'), 'monarch');
    s = passUntil(s, (x) => x.stack.length === 1);
    expect(s.monarch).toBe(1);
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    s = resolveStack(s);
    expect(s.monarch).toBe(0);
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    s = passUntil(s, (x) => x.decision?.player === 2);
    s = resolveStack(activate(s, 2, permanent(s, 'Throne of the High City'), 1));
    expect(s.monarch).toBe(2);
    expect(s.objects[permanent(s, 'Bronze Sable')]!.controller).toBe(1);
  });

  it('"Counters on the exiled creature will cease to exist."', () => {
    const { state, ids } = setup({ players: [{ battlefield: JAILER_LANDS, hand: ['Palace Jailer'] }, { battlefield: [{ card: 'Bronze Sable', counters: { '+1/+1': 2 } }, ...THRONE] }] });
    let s = resolveStack(castJailer(state, ids.hand[0]![0]!, permanent(state, 'Bronze Sable'), 'exile'));
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveStack(activate(s, 1, permanent(s, 'Throne of the High City'), 1));
    const sable = permanent(s, 'Bronze Sable');
    expect(s.objects[sable]!.counters).toEqual({});
    expect(pt(s, sable)).toEqual([2, 1]);
  });

  it('"Auras attached to the exiled creature will be put into their owners\' graveyards. Equipment attached to the exiled creature will become unattached and remain on the battlefield."', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: JAILER_LANDS, hand: ['Palace Jailer'] },
        { battlefield: ['Brushstrider', 'Kitesail', 'Plains', 'Plains', 'Plains', 'Wastes', 'Wastes', ...THRONE], hand: ['Ghostly Possession'] },
      ],
    });
    const brushstrider = permanent(state, 'Brushstrider');
    const kitesail = permanent(state, 'Kitesail');
    let s = resolveStack(activate(state, 1, kitesail, 0, [{ object: brushstrider }]));
    s = castAndResolve(s, 1, ids.hand[1]![0]!, [{ object: brushstrider }]);
    expect(s.objects[permanent(s, 'Ghostly Possession')]!.attachedTo).toEqual({ object: brushstrider });
    s = skipUntil(s, (x) => x.turn.active === 0 && x.turn.step === 'main1');
    s = resolveStack(castJailer(s, ids.hand[0]![0]!, brushstrider, 'exile'));
    expect(s.exile.map((id) => s.objects[id]!.card)).toEqual(['Brushstrider']);
    expect(names(s, 1, 'graveyard')).toEqual(['Ghostly Possession']);
    expect(permanents(s, 'Kitesail')).toEqual([kitesail]);
    expect(s.objects[kitesail]!.attachedTo).toBeNull();
    // back when an opponent becomes the monarch: a new object, with neither attached (CR 400.7)
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveStack(activate(s, 1, permanent(s, 'Throne of the High City'), 1));
    const back = permanent(s, 'Brushstrider');
    expect(s.objects[kitesail]!.attachedTo).toBeNull();
    expect(pt(s, back)).toEqual([3, 1]);
    expect(keywords(s, back)).toEqual(['vigilance']);
  });

  it('"If a creature token is exiled, it ceases to exist. It won\'t return to the battlefield."', () => {
    const { state, ids } = setup({ players: [{ battlefield: JAILER_LANDS, hand: ['Palace Jailer'] }, { battlefield: ['token:spirit-1-1-flying', ...THRONE] }] });
    let s = resolveStack(castJailer(state, ids.hand[0]![0]!, permanent(state, 'token:spirit-1-1-flying'), 'exile'));
    expect(s.exile).toEqual([]);
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveStack(activate(s, 1, permanent(s, 'Throne of the High City'), 1));
    expect(s.monarch).toBe(1);
    expect(permanents(s, 'token:spirit-1-1-flying')).toEqual([]);
  });

  it('"Palace Jailer leaving the battlefield won\'t cause the exiled creature to return. The game will continue to watch for the next time an opponent becomes the monarch."', () => {
    const { state, ids } = setup({ players: [{ battlefield: JAILER_LANDS, hand: ['Palace Jailer'] }, { battlefield: ['Bronze Sable', 'Swamp', 'Swamp', 'Swamp', ...THRONE], hand: ['Murder'] }] });
    let s = resolveStack(castJailer(state, ids.hand[0]![0]!, permanent(state, 'Bronze Sable'), 'exile'));
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!, [{ object: permanent(s, 'Palace Jailer') }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Palace Jailer']);
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = resolveStack(activate(s, 1, permanent(s, 'Throne of the High City'), 1));
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
  });

  it('"The opponent that controlled the exiled card doesn\'t have to be the same opponent that becomes the monarch in order to cause that card to return to the battlefield. Any opponent becoming the monarch will cause the card to return."', () => {
    const { state, ids } = setup({ players: [{ battlefield: JAILER_LANDS, hand: ['Palace Jailer'] }, { battlefield: ['Bronze Sable'] }, { battlefield: THRONE }] });
    let s = resolveStack(castJailer(state, ids.hand[0]![0]!, permanent(state, 'Bronze Sable'), 'exile'));
    s = passUntil(s, (x) => x.decision?.player === 2);
    s = resolveStack(activate(s, 2, permanent(s, 'Throne of the High City'), 1));
    expect(s.monarch).toBe(2);
    expect(s.objects[permanent(s, 'Bronze Sable')]!.controller).toBe(1);
  });

  it('"exile target creature an opponent controls until an opponent becomes the monarch": the Jailer\'s controller becoming the monarch returns nothing and asks nothing; an opponent becoming it by a resolving ability returns the card, its owner making its "as enters" choice first (CR 610.3c, 614.12a)', () => {
    const { state, ids } = setup({ monarch: 1, players: [{ battlefield: JAILER_LANDS, hand: ['Palace Jailer'] }, { battlefield: ['Sanctum Prelate'] }, { battlefield: THRONE }] });
    // the exile resolves first, then player 0 becomes the monarch: not an opponent of player 0
    let s = resolveStack(castJailer(state, ids.hand[0]![0]!, permanent(state, 'Sanctum Prelate'), 'monarch'));
    expect(s.monarch).toBe(0);
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
    expect(permanents(s, 'Sanctum Prelate')).toEqual([]);
    s = passUntil(s, (x) => x.decision?.player === 2);
    s = passUntil(activate(s, 2, permanent(s, 'Throne of the High City'), 1), (x) => x.decision?.kind !== 'priority');
    // player 2 becomes the monarch as Throne's ability resolves: the Prelate's owner chooses before it enters
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '614.12a' } });
    expect(permanents(s, 'Sanctum Prelate')).toEqual([]);
    s = resolveStack(apply(s, { type: 'choose', player: 1, choice: [3] }));
    expect(s.monarch).toBe(2);
    expect(s.objects[permanent(s, 'Sanctum Prelate')]).toMatchObject({ owner: 1, controller: 1, chosenNumber: 3 });
  });

  it('"In a multiplayer game, if the monarch leaves the game, the player whose turn it is immediately becomes the monarch." — which returns the exiled creature', () => {
    const { state, ids } = setup({ players: [{ battlefield: JAILER_LANDS, hand: ['Palace Jailer'] }, { battlefield: ['Bronze Sable'] }, {}] });
    let s = resolveStack(castJailer(state, ids.hand[0]![0]!, permanent(state, 'Bronze Sable'), 'exile'));
    s = skipUntil(s, (x) => x.turn.active === 2 && x.turn.step === 'main1');
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.monarch).toBe(2);
    expect(s.objects[permanent(s, 'Bronze Sable')]!.controller).toBe(1);
  });

  it('CR 725.4, 614.12a: a card returning as the monarch leaves the game makes its "as enters" choice (Sanctum Prelate chooses a number)', () => {
    const { state, ids } = setup({ players: [{ battlefield: JAILER_LANDS, hand: ['Palace Jailer'] }, { battlefield: ['Sanctum Prelate'] }, {}] });
    let s = resolveStack(castJailer(state, ids.hand[0]![0]!, permanent(state, 'Sanctum Prelate'), 'exile'));
    s = skipUntil(s, (x) => x.turn.active === 2 && x.turn.step === 'main1');
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.monarch).toBe(2);
    // the owner chooses before the card enters (614.12a)
    expect(permanents(s, 'Sanctum Prelate')).toEqual([]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '614.12a' } });
    // a game saved while the returning card waits for its choice loads as it was
    expect(deserialize(serialize(s))).toStrictEqual(s);
    s = apply(s, { type: 'choose', player: 1, choice: [3] });
    const prelate = permanent(s, 'Sanctum Prelate');
    expect(s.objects[prelate]).toMatchObject({ controller: 1, chosenNumber: 3 });
    expect(events(s, 'zoneChange').at(-1)).toMatchObject({ rule: '610.3c', zone: 'battlefield' });
    expect(s.decision).toMatchObject({ kind: 'priority', player: 2 });
  });

  it('CR 725.4, 614.12a: the same when the monarch leaves by losing the game to a state-based action, before anyone has priority', () => {
    const { state, ids } = setup({ players: [{ life: 2, battlefield: JAILER_LANDS, hand: ['Palace Jailer'] }, { battlefield: ['Sanctum Prelate'] }, { battlefield: ['Bronze Sable'] }] });
    let s = resolveStack(castJailer(state, ids.hand[0]![0]!, permanent(state, 'Sanctum Prelate'), 'exile'));
    s = skipUntil(s, (x) => x.turn.active === 2 && x.turn.step === 'main1');
    s = skipUntil(attack(s, [[permanent(s, 'Bronze Sable'), 0]]), (x) => x.players[0]!.inGame === false);
    expect(events(s, 'lose')).toEqual([expect.objectContaining({ player: 0, rule: '704.5a' })]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '614.12a' } });
    s = apply(s, { type: 'choose', player: 1, choice: [5] });
    expect(s.objects[permanent(s, 'Sanctum Prelate')]).toMatchObject({ controller: 1, chosenNumber: 5 });
  });

  /**
   * Player 0's Palace Jailer has exiled player 1's Sanctum Prelate; in player 2's turn, player 2's
   * Plea for Power resolves and waits for the vote of `voter` (votes go 2, 3, 0, 1).
   */
  function voteUnderWay(voter: PlayerId): ReadonlyGameState {
    const { state, ids } = setup({
      players: [
        { battlefield: JAILER_LANDS, hand: ['Palace Jailer'] },
        { battlefield: ['Sanctum Prelate'] },
        { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Plea for Power'] },
        {},
      ],
    });
    let s = resolveStack(castJailer(state, ids.hand[0]![0]!, permanent(state, 'Sanctum Prelate'), 'exile'));
    expect(s.monarch).toBe(0);
    s = skipUntil(s, (x) => x.turn.active === 2 && x.turn.step === 'main1');
    s = passUntil(cast(s, 2, ids.hand[2]![0]!), (x) => x.decision?.kind !== 'priority');
    for (const p of [2, 3, 0, 1]) {
      expect(s.decision).toMatchObject({ kind: 'choose', player: p, choice: { prompt: 'vote' } });
      if (p === voter) return s;
      s = apply(s, { type: 'choose', player: p, choice: [1] });
    }
    throw new Error('no such voter');
  }

  for (const [who, voter] of [['while another player votes', 3], ['while voting themselves', 0]] as const) {
    it(`CR 725.4, 610.3, 614.12a: the monarch leaving during a spell's resolution, ${who}: the card returns as they leave, its owner's choice asked before the resolution goes on`, () => {
      let s = apply(voteUnderWay(voter), { type: 'concede', player: 0 });
      expect(s.monarch).toBe(2);
      // the returning Sanctum Prelate's choice comes first (614.12a), in the middle of the resolution
      expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '614.12a' } });
      expect(deserialize(serialize(s))).toStrictEqual(s);
      s = apply(s, { type: 'choose', player: 1, choice: [4] });
      expect(s.objects[permanent(s, 'Sanctum Prelate')]).toMatchObject({ controller: 1, chosenNumber: 4 });
      // then Plea for Power goes on: the votes left are asked (player 0's is skipped, CR 800.4a)
      expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Plea for Power']);
      expect(s.decision).toMatchObject({ kind: 'choose', player: voter === 3 ? 3 : 1, choice: { prompt: 'vote' } });
      while (s.decision?.kind === 'choose' && s.decision.choice.prompt === 'vote') s = apply(s, { type: 'choose', player: s.decision.player, choice: [1] });
      expect(s.stack).toEqual([]);
      // the card entered before the spell finished resolving
      const log = logOf(s);
      const returned = log.findIndex((e) => e.type === 'zoneChange' && e.rule === '610.3c');
      expect(returned).toBeGreaterThanOrEqual(0);
      expect(returned).toBeLessThan(log.findIndex((e) => e.type === 'zoneChange' && e.card === 'Plea for Power' && e.zone === 'graveyard'));
    });
  }

  it('CR 725.4, 707.9, 704.3: a Stunt Double returning as itself (a 0/0) as the monarch leaves during a vote: the vote goes on before state-based actions are checked', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: JAILER_LANDS, hand: ['Palace Jailer'] },
        { battlefield: ['Island', 'Island', 'Island', 'Island', 'Bronze Sable'], hand: ['Stunt Double'] },
        { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Plea for Power'] },
        {},
      ],
    });
    let s = cast(passUntil(state, (x) => x.decision?.player === 1), 1, ids.hand[1]![0]!);
    s = resolveStack(copyOf(passUntil(s, (x) => x.decision?.kind === 'choose'), 'Bronze Sable'));
    s = resolveStack(castJailer(s, ids.hand[0]![0]!, permanent(s, 'Stunt Double'), 'exile'));
    s = skipUntil(s, (x) => x.turn.active === 2 && x.turn.step === 'main1');
    s = passUntil(cast(s, 2, ids.hand[2]![0]!), (x) => x.decision?.kind !== 'priority');
    for (const p of [2, 3]) s = apply(s, { type: 'choose', player: p, choice: [1] });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'vote' } });
    s = apply(s, { type: 'concede', player: 0 });
    const d = s.decision;
    expect(d).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '707.9' } });
    s = apply(s, { type: 'choose', player: 1, choice: [d?.kind === 'choose' ? d.choice.options.findIndex((o) => 'label' in o && o.label === 'none') : -1] });
    // Plea for Power goes on with player 1's vote; the 0/0 is still on the battlefield
    const double = permanent(s, 'Stunt Double');
    expect(pt(s, double)).toEqual([0, 0]);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'vote' } });
    s = apply(s, { type: 'choose', player: 1, choice: [1] });
    // the spell has resolved: as player 2 would receive priority, the 0/0 goes to the graveyard (CR 704.5f)
    expect(s.stack).toEqual([]);
    expect(names(s, 1, 'graveyard')).toContain('Stunt Double');
  });

  /** Answers the copy choice of a Stunt Double (CR 707.9) with the permanent `card`. */
  function copyOf(s: ReadonlyGameState, card: string): ReadonlyGameState {
    const d = s.decision;
    expect(d).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '707.9' } });
    const index = d?.kind === 'choose' ? d.choice.options.findIndex((o) => 'object' in o && o.object === permanent(s, card)) : -1;
    return apply(s, { type: 'choose', player: 1, choice: [index] });
  }

  /**
   * Player 0's Palace Jailer has exiled player 1's `exiled` (a Stunt Double flashed in as a copy of
   * Pillarfield Ox first); in player 1's turn, player 1's Pillarfield Ox attacks player 2 and is
   * blocked by player 2's two Bronze Sables, and player 1 is asked to divide the Ox's combat damage
   * among them (CR 510.1c).
   */
  function divisionUnderWay(exiled: 'Sanctum Prelate' | 'Stunt Double'): ReadonlyGameState {
    const { state, ids } = setup({
      players: [
        { battlefield: JAILER_LANDS, hand: ['Palace Jailer'] },
        exiled === 'Sanctum Prelate'
          ? { battlefield: ['Sanctum Prelate', 'Pillarfield Ox'] }
          : { battlefield: ['Island', 'Island', 'Island', 'Island', 'Pillarfield Ox'], hand: ['Stunt Double'] },
        { battlefield: ['Bronze Sable', 'Bronze Sable'] },
      ],
    });
    let s = state;
    if (exiled === 'Stunt Double') {
      s = cast(passUntil(s, (x) => x.decision?.player === 1), 1, ids.hand[1]![0]!);
      s = resolveStack(copyOf(passUntil(s, (x) => x.decision?.kind === 'choose'), 'Pillarfield Ox'));
    }
    s = resolveStack(castJailer(s, ids.hand[0]![0]!, permanent(s, exiled), 'exile'));
    expect(s.monarch).toBe(0);
    expect(permanents(s, exiled)).toEqual([]);
    s = skipUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'main1');
    const ox = permanent(s, 'Pillarfield Ox');
    s = toBlockers(attack(s, [[ox, 2]]));
    for (const sable of permanents(s, 'Bronze Sable')) s = apply(s, { type: 'declareBlocker', player: 2, blocker: sable, attacker: ox });
    s = passUntil(apply(s, { type: 'confirmBlockers', player: 2 }), (x) => x.decision?.kind === 'assignDamage');
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 1, attacker: ox });
    return s;
  }

  it('CR 725.4, 610.3c, 614.12a, 510.2: the monarch leaving while combat damage is divided: the card returns as they leave, its owner\'s choice asked before any combat damage is dealt', () => {
    let s = apply(divisionUnderWay('Sanctum Prelate'), { type: 'concede', player: 0 });
    expect(s.monarch).toBe(1);
    // the returning Sanctum Prelate's choice comes first, in the middle of the combat damage step
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '614.12a' } });
    expect(events(s, 'damage')).toEqual([]);
    expect(deserialize(serialize(s))).toStrictEqual(s);
    s = apply(s, { type: 'choose', player: 1, choice: [3] });
    expect(s.objects[permanent(s, 'Sanctum Prelate')]).toMatchObject({ controller: 1, chosenNumber: 3 });
    // then the combat damage step goes on: the Ox's division is asked again, nothing dealt yet
    const ox = permanent(s, 'Pillarfield Ox');
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 1, attacker: ox });
    expect(s.turn.step).toBe('combatDamage');
    expect(events(s, 'damage')).toEqual([]);
    s = apply(s, { type: 'assignDamage', player: 1, attacker: ox, amounts: [1, 1] });
    expect(events(s, 'damage').map((e) => e.amount)).toEqual([1, 1, 2, 2]);
    expect(s.decision).toMatchObject({ kind: 'priority', player: 1 });
  });

  it('CR 725.4, 707.9, 704.3: a Stunt Double returning as the monarch leaves while combat damage is divided, as itself (a 0/0): state-based actions wait until the damage is dealt', () => {
    let s = apply(divisionUnderWay('Stunt Double'), { type: 'concede', player: 0 });
    const d = s.decision;
    expect(d).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '707.9' } });
    s = apply(s, { type: 'choose', player: 1, choice: [d?.kind === 'choose' ? d.choice.options.findIndex((o) => 'label' in o && o.label === 'none') : -1] });
    const double = permanent(s, 'Stunt Double');
    expect(pt(s, double)).toEqual([0, 0]);
    // the division is asked again before any player would receive priority, so before state-based actions
    const ox = permanent(s, 'Pillarfield Ox');
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 1, attacker: ox });
    expect(deserialize(serialize(s))).toStrictEqual(s);
    s = apply(s, { type: 'assignDamage', player: 1, attacker: ox, amounts: [1, 1] });
    expect(events(s, 'damage').map((e) => e.amount)).toEqual([1, 1, 2, 2]);
    // then, as player 1 would receive priority, the 0/0 goes to the graveyard (CR 704.5f)
    expect(s.battlefield).not.toContain(double);
    expect(names(s, 1, 'graveyard')).toContain('Stunt Double');
  });

  /**
   * Player 0's Palace Jailer has exiled player 1's Sanctum Prelate; in player 2's turn, player 2's
   * Pillarfield Ox attacks player 1 and player 2's Bronze Sable attacks player 0, and defending
   * players declare blockers in turn order from player 2: player 0 (with an Ogre Sentry), then
   * player 1 (with a Wild Griffin).
   */
  function blocksUnderWay(): ReadonlyGameState {
    const { state, ids } = setup({
      players: [
        { battlefield: [...JAILER_LANDS, 'Ogre Sentry'], hand: ['Palace Jailer'] },
        { battlefield: ['Sanctum Prelate', 'Wild Griffin'] },
        { battlefield: ['Pillarfield Ox', 'Bronze Sable'] },
      ],
    });
    let s = resolveStack(castJailer(state, ids.hand[0]![0]!, permanent(state, 'Sanctum Prelate'), 'exile'));
    expect(s.monarch).toBe(0);
    s = skipUntil(s, (x) => x.turn.active === 2 && x.turn.step === 'main1');
    return toBlockers(attack(s, [[permanent(s, 'Pillarfield Ox'), 1], [permanent(s, 'Bronze Sable'), 0]]));
  }

  it('CR 725.4, 610.3c, 509.1a: the monarch leaving while another player declares blockers: the returning Sanctum Prelate\'s choice is asked, then the declaration goes on as it was and the Prelate may block', () => {
    let s = blocksUnderWay();
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 0 });
    s = apply(s, { type: 'confirmBlockers', player: 0 });
    const ox = permanent(s, 'Pillarfield Ox');
    const griffin = permanent(s, 'Wild Griffin');
    s = apply(s, { type: 'declareBlocker', player: 1, blocker: griffin, attacker: ox });
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.monarch).toBe(2);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '614.12a' } });
    expect(deserialize(serialize(s))).toStrictEqual(s);
    // a saved game holding a declaration of blockers by the active player, or with no card returning, is refused
    const saved = JSON.parse(serialize(s)) as { heldDeclaration: { player: number }; exiledUntil: unknown[] };
    expect(saved.heldDeclaration).toMatchObject({ kind: 'declareBlockers', player: 1 });
    expect(() => deserialize(JSON.stringify({ ...saved, heldDeclaration: { ...saved.heldDeclaration, player: 2 } }))).toThrow(/declaration held outside its step/);
    expect(() => deserialize(JSON.stringify({ ...saved, exiledUntil: [] }))).toThrow();
    s = apply(s, { type: 'choose', player: 1, choice: [3] });
    const prelate = permanent(s, 'Sanctum Prelate');
    expect(s.objects[prelate]).toMatchObject({ controller: 1, chosenNumber: 3 });
    expect(s.heldDeclaration).toBeUndefined();
    // the declaration in progress goes on, with the block already added
    expect(s.decision).toEqual({ kind: 'declareBlockers', player: 1, pending: { entries: [{ id: griffin, target: null, blocks: ox }] } });
    expect(legalActions(s)).toContainEqual({ type: 'declareBlocker', player: 1, blocker: prelate, attacker: ox });
    s = apply(apply(s, { type: 'declareBlocker', player: 1, blocker: prelate, attacker: ox }), { type: 'confirmBlockers', player: 1 });
    expect(s.combat?.blockers.map((b) => b.id).sort((a, b) => a - b)).toEqual([griffin, prelate].sort((a, b) => a - b));
  });

  it('CR 725.4, 508.1b, 800.4a: a player leaving while a declaration of attackers is held for the returning Sanctum Prelate: it goes on without the attacks on them', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: JAILER_LANDS, hand: ['Palace Jailer'] },
        { battlefield: ['Sanctum Prelate'] },
        { battlefield: ['Pillarfield Ox', 'Bronze Sable'] },
        {},
      ],
    });
    let s = resolveStack(castJailer(state, ids.hand[0]![0]!, permanent(state, 'Sanctum Prelate'), 'exile'));
    s = skipUntil(s, (x) => x.turn.active === 2 && x.decision?.kind === 'declareAttackers');
    const ox = permanent(s, 'Pillarfield Ox');
    const sable = permanent(s, 'Bronze Sable');
    s = apply(s, { type: 'declareAttacker', player: 2, attacker: ox, target: { player: 1 } });
    s = apply(s, { type: 'declareAttacker', player: 2, attacker: sable, target: { player: 3 } });
    // the monarch leaves: player 2 becomes the monarch, the Prelate returns and asks its choice first
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '614.12a' } });
    expect(s.heldDeclaration).toMatchObject({ kind: 'declareAttackers', player: 2 });
    s = apply(s, { type: 'concede', player: 3 });
    s = apply(s, { type: 'choose', player: 1, choice: [3] });
    // player 3 can no longer be attacked (CR 508.1b): the Sable's attack on them is gone
    expect(s.decision).toEqual({ kind: 'declareAttackers', player: 2, pending: { entries: [{ id: ox, target: { player: 1 }, blocks: null }] } });
    s = apply(s, { type: 'confirmAttackers', player: 2 });
    expect(s.combat?.attackedPlayers).toEqual([1]);
    expect(deserialize(serialize(s))).toStrictEqual(s);
  });

  it('CR 104.2a: the game ending while a declaration is held for a returning card: nothing is held in the finished game', () => {
    let s = blocksUnderWay();
    s = apply(apply(s, { type: 'confirmBlockers', player: 0 }), { type: 'concede', player: 0 });
    expect(s.heldDeclaration).toMatchObject({ kind: 'declareBlockers', player: 1 });
    s = apply(s, { type: 'concede', player: 2 });
    expect(s.result).toMatchObject({ winner: 1 });
    expect(s.heldDeclaration).toBeUndefined();
    expect(deserialize(serialize(s))).toStrictEqual(s);
  });

  it('CR 725.4, 610.3c, 509.1a: the monarch leaving while declaring blockers: the next defending player declares once the returning Sanctum Prelate has entered, and it may block', () => {
    let s = blocksUnderWay();
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 0 });
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '614.12a' } });
    s = apply(s, { type: 'choose', player: 1, choice: [3] });
    const prelate = permanent(s, 'Sanctum Prelate');
    expect(s.decision).toEqual({ kind: 'declareBlockers', player: 1, pending: { entries: [] } });
    expect(legalActions(s)).toContainEqual({ type: 'declareBlocker', player: 1, blocker: prelate, attacker: permanent(s, 'Pillarfield Ox') });
  });

  it('CR 725.4, 800.4a, 802.4: the player whose declaration of blockers is held leaving too: once the returning card has entered, the next defending player declares', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: JAILER_LANDS, hand: ['Palace Jailer'] },
        { battlefield: ['Sanctum Prelate'] },
        { battlefield: ['Pillarfield Ox', 'Bronze Sable'] },
        { battlefield: ['Ogre Sentry'] },
      ],
    });
    let s = resolveStack(castJailer(state, ids.hand[0]![0]!, permanent(state, 'Sanctum Prelate'), 'exile'));
    s = skipUntil(s, (x) => x.turn.active === 2 && x.turn.step === 'main1');
    const ox = permanent(s, 'Pillarfield Ox');
    s = toBlockers(attack(s, [[ox, 1], [permanent(s, 'Bronze Sable'), 3]]));
    // defending players declare in turn order from player 2: player 3 first, then player 1
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 3 });
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '614.12a' } });
    s = apply(s, { type: 'concede', player: 3 });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '614.12a' } });
    expect(deserialize(serialize(s))).toStrictEqual(s);
    s = apply(s, { type: 'choose', player: 1, choice: [1] });
    const prelate = permanent(s, 'Sanctum Prelate');
    expect(s.decision).toEqual({ kind: 'declareBlockers', player: 1, pending: { entries: [] } });
    s = apply(apply(s, { type: 'declareBlocker', player: 1, blocker: prelate, attacker: ox }), { type: 'confirmBlockers', player: 1 });
    expect(s.combat?.blockers.map((b) => b.id)).toEqual([prelate]);
  });

  it('CR 725.4, 610.3c, 508.1: the monarch leaving while the active player declares attackers: the returning Sanctum Prelate\'s choice is asked, then the declaration goes on as it was', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: JAILER_LANDS, hand: ['Palace Jailer'] },
        { battlefield: ['Sanctum Prelate', 'Pillarfield Ox'] },
        {},
      ],
    });
    let s = resolveStack(castJailer(state, ids.hand[0]![0]!, permanent(state, 'Sanctum Prelate'), 'exile'));
    s = skipUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'main1');
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    const ox = permanent(s, 'Pillarfield Ox');
    s = apply(s, { type: 'declareAttacker', player: 1, attacker: ox, target: { player: 2 } });
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.monarch).toBe(1);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '614.12a' } });
    s = apply(s, { type: 'choose', player: 1, choice: [2] });
    expect(s.objects[permanent(s, 'Sanctum Prelate')]).toMatchObject({ controller: 1, chosenNumber: 2 });
    expect(s.decision).toEqual({ kind: 'declareAttackers', player: 1, pending: { entries: [{ id: ox, target: { player: 2 }, blocks: null }] } });
    s = apply(s, { type: 'confirmAttackers', player: 1 });
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([ox]);
  });

  it('CR 725.4, 707.9: a Stunt Double returning as the monarch leaves the game may enter as a copy of a creature', () => {
    const { state, ids } = setup({ players: [{ battlefield: JAILER_LANDS, hand: ['Palace Jailer'] }, { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Stunt Double'] }, { battlefield: ['Bronze Sable'] }] });
    /** Answers the copy choice of Stunt Double with Bronze Sable. */
    const copySable = (x: ReadonlyGameState): ReadonlyGameState => {
      const d = x.decision;
      expect(d).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '707.9' } });
      const index = d?.kind === 'choose' ? d.choice.options.findIndex((o) => 'object' in o && o.object === permanent(x, 'Bronze Sable')) : -1;
      return apply(x, { type: 'choose', player: 1, choice: [index] });
    };
    // the opponent flashes in Stunt Double as a copy of Bronze Sable (a 0/0 as itself)
    let s = cast(passUntil(state, (x) => x.decision?.player === 1), 1, ids.hand[1]![0]!);
    s = resolveStack(copySable(passUntil(s, (x) => x.decision?.kind === 'choose')));
    s = resolveStack(castJailer(s, ids.hand[0]![0]!, permanent(s, 'Stunt Double'), 'exile'));
    expect(permanents(s, 'Stunt Double')).toEqual([]);
    s = skipUntil(s, (x) => x.turn.active === 2 && x.turn.step === 'main1');
    s = copySable(apply(s, { type: 'concede', player: 0 }));
    const double = permanent(s, 'Stunt Double');
    expect(characteristics(s, double)).toMatchObject({ name: 'Bronze Sable', controller: 1 });
    expect(pt(s, double)).toEqual([2, 1]);
  });

  it('CR 800.4a: if another player leaves while the copy choice of a returning Stunt Double is asked, it is asked again without their creatures', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: JAILER_LANDS, hand: ['Palace Jailer'] },
        { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Stunt Double'] },
        { battlefield: ['Bronze Sable'] },
        { battlefield: ['Ogre Sentry'] },
      ],
    });
    const sable = permanent(state, 'Bronze Sable');
    const ogre = permanent(state, 'Ogre Sentry');
    const options = (x: ReadonlyGameState) => (x.decision?.kind === 'choose' ? x.decision.choice.options.map((o) => ('object' in o ? o.object : -1)) : []);
    let s = cast(passUntil(state, (x) => x.decision?.player === 1), 1, ids.hand[1]![0]!);
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    s = resolveStack(apply(s, { type: 'choose', player: 1, choice: [options(s).indexOf(sable)] }));
    s = resolveStack(castJailer(s, ids.hand[0]![0]!, permanent(s, 'Stunt Double'), 'exile'));
    s = skipUntil(s, (x) => x.turn.active === 2 && x.turn.step === 'main1');
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '707.9' } });
    expect(options(s)).toEqual(expect.arrayContaining([sable, ogre]));
    s = apply(s, { type: 'concede', player: 3 });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '707.9' } });
    expect(options(s)).toContain(sable);
    expect(options(s)).not.toContain(ogre);
    s = apply(s, { type: 'choose', player: 1, choice: [options(s).indexOf(sable)] });
    expect(characteristics(s, permanent(s, 'Stunt Double'))).toMatchObject({ name: 'Bronze Sable', controller: 1 });
  });

  it('CR 800.4a: if another player leaves after a returning Stunt Double\'s copy choice is made, while a second returning card\'s choice is asked, the copy choice stays what it was', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [...JAILER_LANDS, ...JAILER_LANDS], hand: ['Palace Jailer', 'Palace Jailer'] },
        { battlefield: ['Island', 'Island', 'Island', 'Island', 'Sanctum Prelate'], hand: ['Stunt Double'] },
        { battlefield: ['Bronze Sable'] },
        { battlefield: ['Ogre Sentry'] },
      ],
    });
    const [sable, ogre] = [permanent(state, 'Bronze Sable'), permanent(state, 'Ogre Sentry')];
    const options = (x: ReadonlyGameState) => (x.decision?.kind === 'choose' ? x.decision.choice.options.map((o) => ('object' in o ? o.object : -1)) : []);
    let s = cast(passUntil(state, (x) => x.decision?.player === 1), 1, ids.hand[1]![0]!);
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    s = resolveStack(apply(s, { type: 'choose', player: 1, choice: [options(s).indexOf(sable)] }));
    s = resolveStack(castJailer(s, ids.hand[0]![0]!, permanent(s, 'Stunt Double'), 'exile'));
    s = resolveStack(castJailer(s, ids.hand[0]![1]!, permanent(s, 'Sanctum Prelate'), 'exile'));
    s = skipUntil(s, (x) => x.turn.active === 3 && x.turn.step === 'main1');
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.monarch).toBe(3);
    // Stunt Double's owner chooses the Ogre, the second creature of the options
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '707.9' } });
    expect(options(s).indexOf(ogre)).toBe(1);
    s = apply(s, { type: 'choose', player: 1, choice: [1] });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '614.12a' } });
    // player 2 leaves with the Bronze Sable: the Ogre is now the first option, and still the one chosen
    s = apply(s, { type: 'concede', player: 2 });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '614.12a' } });
    s = apply(s, { type: 'choose', player: 1, choice: [2] });
    expect(characteristics(s, permanent(s, 'Stunt Double'))).toMatchObject({ name: 'Ogre Sentry', controller: 1 });
    expect(s.objects[permanent(s, 'Sanctum Prelate')]).toMatchObject({ controller: 1, chosenNumber: 2 });
  });

  /** Player 0's two Palace Jailers exile player 1's Bronze Sable, then player 1's Juniper Order Ranger. */
  function jailBoth(): ReadonlyGameState {
    const { state, ids } = setup({
      players: [
        { battlefield: [...JAILER_LANDS, ...JAILER_LANDS], hand: ['Palace Jailer', 'Palace Jailer'] },
        { battlefield: ['Bronze Sable', 'Juniper Order Ranger', ...THRONE] },
        {},
      ],
    });
    let s = resolveStack(castJailer(state, ids.hand[0]![0]!, permanent(state, 'Bronze Sable'), 'exile'));
    s = resolveStack(castJailer(s, ids.hand[0]![1]!, permanent(s, 'Juniper Order Ranger'), 'exile'));
    expect(s.exile.map((id) => s.objects[id]!.card)).toEqual(['Bronze Sable', 'Juniper Order Ranger']);
    return s;
  }

  it('CR 610.3c, 603.6a: the cards exiled until an opponent becomes the monarch return at the same time, so a returning Juniper Order Ranger sees a Bronze Sable returning with it', () => {
    let s = passUntil(jailBoth(), (x) => x.decision?.player === 1);
    s = activate(s, 1, permanent(s, 'Throne of the High City'), 1);
    s = passUntil(s, (x) => x.monarch === 1);
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Juniper Order Ranger']);
    s = resolveStack(s);
    expect(pt(s, permanent(s, 'Bronze Sable'))).toEqual([3, 2]);
    expect(pt(s, permanent(s, 'Juniper Order Ranger'))).toEqual([3, 5]);
  });

  it('CR 725.4, 603.6a: the same when they return as the monarch leaves the game', () => {
    let s = skipUntil(jailBoth(), (x) => x.turn.active === 1 && x.turn.step === 'main1');
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.monarch).toBe(1);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Juniper Order Ranger']);
  });

  it('CR 610.3c, 603.10: a Custodi Lich returning as its owner becomes the monarch was not on the battlefield as that happened: its "whenever you become the monarch" does not trigger', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...JAILER_LANDS, 'Bronze Sable'], hand: ['Palace Jailer'] }, { battlefield: ['Custodi Lich', ...THRONE] }] });
    let s = resolveStack(castJailer(state, ids.hand[0]![0]!, permanent(state, 'Custodi Lich'), 'exile'));
    expect(s.exile.map((id) => s.objects[id]!.card)).toEqual(['Custodi Lich']);
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = activate(s, 1, permanent(s, 'Throne of the High City'), 1);
    s = passUntil(s, (x) => x.monarch === 1);
    expect(s.objects[permanent(s, 'Custodi Lich')]!.controller).toBe(1);
    // only its "enters" ability (ability 0) triggers, as it returns
    expect(s.pendingTriggers).toEqual([]);
    expect(s.stack.map((id) => [s.objects[id]!.card, s.objects[id]!.ability])).toEqual([['Custodi Lich', 0]]);
    s = resolveStack(s);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(permanents(s, 'Palace Jailer')).toHaveLength(1);
  });

  it('610.3b: if an opponent becomes the monarch after the ability triggered and before it resolves, the creature is not exiled', () => {
    const { state, ids } = setup({ players: [{ battlefield: JAILER_LANDS, hand: ['Palace Jailer'] }, { battlefield: ['Bronze Sable', ...THRONE] }] });
    let s = castJailer(state, ids.hand[0]![0]!, permanent(state, 'Bronze Sable'), 'monarch');
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = activate(s, 1, permanent(s, 'Throne of the High City'), 1);
    s = resolveStack(s);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(s.exile).toEqual([]);
    expect(s.monarch).toBe(0);
  });

  it('610.3b, 725.4: an opponent becomes the monarch after the ability triggered but before it is put on the stack (the monarch leaves): the creature is not exiled', () => {
    const { state, ids } = setup({
      monarch: 1,
      players: [
        { hand: ['Palace Jailer'], battlefield: [...JAILER_LANDS, 'Bronze Sable'] },
        { battlefield: ['Wild Griffin'] },
        { hand: ['Desertion'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'] },
      ],
    });
    // player 2 counters player 0's Jailer with Desertion: it enters under player 2's control, on player 0's turn
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.player === 2);
    s = passUntil(cast(s, 2, ids.hand[2]![0]!, [{ object: s.stack[0]! }]), (x) => x.decision?.kind !== 'priority');
    expect(s.decision).toEqual({ kind: 'putTrigger', player: 2 });
    // the monarch leaves before the Jailer's abilities are on the stack: the active player, an opponent of player 2, is the monarch
    s = apply(s, { type: 'concede', player: 1 });
    expect(s.monarch).toBe(0);
    const exile = s.pendingTriggers.findIndex((t) => t.card === 'Palace Jailer' && t.ability === 1);
    s = apply(s, { type: 'putTrigger', player: 2, index: exile, targets: [{ object: permanent(s, 'Bronze Sable') }] });
    s = resolveStack(s);
    expect(s.monarch).toBe(2);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    expect(s.exile).toEqual([]);
  });
});

/** The monarch cards of this file whose first ability makes their controller the monarch, with lands to cast them. */
const MORE_CROWNS: [string, string[]][] = [
  ['Protector of the Crown', ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains']],
  ['Canal Courier', ['Island', 'Island', 'Island', 'Island', 'Island', 'Island']],
  ['Keeper of Keys', ['Island', 'Island', 'Island', 'Island', 'Island']],
  ['Entourage of Trest', ['Forest', 'Forest', 'Forest', 'Forest', 'Forest']],
  ['Regal Behemoth', ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest']],
];

describe('the monarch rulings printed on Protector of the Crown, Canal Courier, Keeper of Keys, Entourage of Trest and Regal Behemoth', () => {
  for (const [name, lands] of MORE_CROWNS) {
    it(`${name}: "The game starts with no monarch. Once an effect makes one player the monarch, the game will have exactly one monarch from that point forward."`, () => {
      const { state, ids } = setup({ players: [{ battlefield: lands, hand: [name] }, {}, {}] });
      expect(state.monarch).toBeNull();
      const s = castAndResolve(state, 0, ids.hand[0]![0]!);
      expect(s.monarch).toBe(0);
      const { state: other, ids: otherIds } = setup({ monarch: 2, players: [{ battlefield: lands, hand: [name] }, {}, {}] });
      const t = castAndResolve(other, 0, otherIds.hand[0]![0]!);
      expect(t.monarch).toBe(0);
      expect(events(t, 'ceasedMonarch')).toEqual([expect.objectContaining({ player: 2 })]);
    });

    it(`${name}: "Abilities that trigger whenever you 'become the monarch' trigger only if you aren't already the monarch."`, () => {
      const { state, ids } = setup({ monarch: 0, players: [{ battlefield: [...lands, 'Custodi Lich'], hand: [name] }, { battlefield: ['Bronze Sable'] }] });
      const s = castAndResolve(state, 0, ids.hand[0]![0]!);
      expect(events(s, 'becameMonarch')).toEqual([]);
      expect(events(s, 'trigger').map((e) => e.card)).toEqual([name]);
      // Custodi Lich's "target player sacrifices a creature" does not wait to be put on the stack (CR 603.3)
      expect(s.decision).toEqual({ kind: 'priority', player: 0 });
      expect(s.stack).toEqual([]);
      expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
    });

    it(`${name}: "If the triggered ability that causes the monarch to draw a card goes on the stack, and a different player becomes the monarch before that ability resolves, the first player will still draw the card."`, () => {
      const { state } = setup({ monarch: 0, players: [{ battlefield: [name] }, { battlefield: ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }] });
      let s = toStep(state, 0, 'end');
      expect(s.stack).toHaveLength(1);
      s = pass(s);
      s = activate(s, 1, permanent(s, 'Throne of the High City'), 1);
      s = passUntil(s, (x) => x.monarch === 1);
      s = resolveStack(s);
      expect(s.monarch).toBe(1);
      expect(s.players[0]!.hand).toHaveLength(1);
    });
  }

  it('Canal Courier: "Being the monarch carries two inherent triggered abilities. “At the beginning of the monarch’s end step, that player draws a card” and “Whenever a creature deals combat damage to the monarch, its controller becomes the monarch.”"', () => {
    const { state } = setup({ monarch: 1, players: [{ battlefield: ['Canal Courier'] }, {}] });
    let s = resolveStack(attack(state, [[permanent(state, 'Canal Courier'), 1]]));
    s = passUntil(s, (x) => x.turn.step === 'main2');
    expect(s.monarch).toBe(0);
    s = resolveStack(toStep(s, 0, 'end'));
    expect(s.players[0]!.hand).toHaveLength(1);
  });
});

describe('Protector of the Crown', () => {
  it('is a 2/5; all damage that would be dealt to you is dealt to it instead', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Protector of the Crown'] }, { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Brimstone Volley'] }] });
    const protector = permanent(state, 'Protector of the Crown');
    expect(pt(state, protector)).toEqual([2, 5]);
    const s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ player: 0 }]);
    expect(life(s, 0)).toBe(20);
    expect(s.objects[protector]!.damage).toBe(3);
    expect(events(s, 'redirectDamage')).toEqual([expect.objectContaining({ rule: '614.9', toPlayer: 0, to: protector, amount: 3 })]);
  });

  it('"Protector of the Crown’s last ability doesn’t depend on you being the monarch. It will create a redirection effect even if an opponent is the monarch."', () => {
    const { state, ids } = setup({ monarch: 1, active: 1, players: [{ battlefield: ['Protector of the Crown'] }, { battlefield: ['Mountain', 'Mountain', 'Mountain'], hand: ['Brimstone Volley'] }] });
    const s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ player: 0 }]);
    expect(life(s, 0)).toBe(20);
    expect(s.objects[permanent(s, 'Protector of the Crown')]!.damage).toBe(3);
  });

  it('"Applying this redirection effect doesn’t change whether the damage is combat damage." (so the monarch, dealt none, keeps the title)', () => {
    const { state } = setup({ monarch: 0, active: 1, players: [{ battlefield: ['Protector of the Crown'] }, { battlefield: ['Lizard Warrior'] }] });
    const lizard = permanent(state, 'Lizard Warrior');
    let s = attack(state, [[lizard, 0]]);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(life(s, 0)).toBe(20);
    const protector = permanent(s, 'Protector of the Crown');
    expect(events(s, 'damage')).toEqual([expect.objectContaining({ rule: '510.2', object: lizard, to: protector, amount: 4 })]);
    expect(s.monarch).toBe(0);
  });

  it('"If you control more than one Protector of the Crown, you choose which redirection effect to apply. You can’t divide damage dealt by one source." (CR 616.1)', () => {
    const { state } = setup({
      active: 1,
      players: [{ battlefield: ['Protector of the Crown', 'Protector of the Crown'] }, { battlefield: ['Lizard Warrior'] }],
    });
    let s = attack(state, [[permanent(state, 'Lizard Warrior'), 0]]);
    s = skipUntil(s, (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '616.1' } });
    expect(legalActions(s)).toHaveLength(2);
    // each option names the Protector the damage would be dealt to, so the player can tell which is which
    const [a, b] = permanents(s, 'Protector of the Crown');
    expect(s.decision?.kind === 'choose' && s.decision.choice.options).toEqual([
      { label: `deal the damage to it instead (Protector of the Crown): Protector of the Crown (#${a})` },
      { label: `deal the damage to it instead (Protector of the Crown): Protector of the Crown (#${b})` },
    ]);
    s = apply(s, { type: 'choose', player: 0, choice: [1] });
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    const [first, second] = permanents(s, 'Protector of the Crown').map((id) => s.objects[id]!.damage);
    expect(life(s, 0)).toBe(20);
    expect([first, second]).toEqual([0, 4]);
  });

  it('614.9: a Protector that is no longer a creature on the battlefield redirects nothing', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Protector of the Crown'] }, { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Mountain', 'Mountain', 'Mountain'], hand: ['Murder', 'Brimstone Volley'] }] });
    let s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, 'Protector of the Crown') }]);
    s = castAndResolve(s, 1, ids.hand[1]![1]!, [{ player: 0 }]);
    expect(life(s, 0)).toBe(15);
  });
});

describe('Canal Courier', () => {
  it("is a 3/5; when it and another creature attack different players, it can't be blocked this combat", () => {
    const { state } = setup({ players: [{ battlefield: ['Canal Courier', 'Bronze Sable'] }, { battlefield: ['Lizard Warrior'] }, { battlefield: ['Typhoid Rats'] }] });
    const courier = permanent(state, 'Canal Courier');
    expect(pt(state, courier)).toEqual([3, 5]);
    let s = resolveStack(attack(state, [[courier, 1], [permanent(state, 'Bronze Sable'), 2]]));
    s = toBlockers(s);
    expect(canBlock(s, permanent(s, 'Lizard Warrior'), courier)).toBe(false);
    expect(legalActions(s).some((a) => a.type === 'declareBlocker' && a.attacker === courier)).toBe(false);
  });

  it('does not trigger when it and the other creature attack the same player, so it can be blocked', () => {
    const { state } = setup({ players: [{ battlefield: ['Canal Courier', 'Bronze Sable'] }, { battlefield: ['Lizard Warrior'] }, {}] });
    const courier = permanent(state, 'Canal Courier');
    let s = attack(state, [[courier, 1], [permanent(state, 'Bronze Sable'), 1]]);
    expect(s.stack).toEqual([]);
    s = toBlockers(s);
    expect(canBlock(s, permanent(s, 'Lizard Warrior'), courier)).toBe(true);
  });

  it('ruling: "Attacking a planeswalker isn’t the same thing as attacking a player. Both Canal Courier and the other creature must attack different players for the last ability to trigger."', () => {
    const { state } = setup({ players: [{ battlefield: ['Canal Courier', 'Bronze Sable'] }, { battlefield: ['Lizard Warrior'] }, { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3 } }] }] });
    const courier = permanent(state, 'Canal Courier');
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: courier, target: { player: 1 } });
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: permanent(s, 'Bronze Sable'), target: { planeswalker: permanent(s, 'Dack Fayden') } });
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    // the Sable attacks player 2's planeswalker, not player 2: one player attacked, no trigger
    expect(s.stack).toEqual([]);
    s = toBlockers(s);
    expect(canBlock(s, permanent(s, 'Lizard Warrior'), courier)).toBe(true);
    // "Both": Canal Courier attacking the planeswalker while the Sable attacks player 1 does not trigger it either
    let t = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    t = apply(t, { type: 'declareAttacker', player: 0, attacker: courier, target: { planeswalker: permanent(t, 'Dack Fayden') } });
    t = apply(t, { type: 'declareAttacker', player: 0, attacker: permanent(t, 'Bronze Sable'), target: { player: 1 } });
    t = apply(t, { type: 'confirmAttackers', player: 0 });
    expect(t.stack).toEqual([]);
    expect(events(t, 'trigger')).toEqual([]);
  });

  it('does not trigger when it attacks alone', () => {
    const { state } = setup({ players: [{ battlefield: ['Canal Courier'] }, { battlefield: ['Lizard Warrior'] }, {}] });
    const s = attack(state, [[permanent(state, 'Canal Courier'), 1]]);
    expect(s.stack).toEqual([]);
  });

  it('"this combat": it can be blocked again in a later combat', () => {
    const { state } = setup({ players: [{ battlefield: ['Canal Courier', 'Bronze Sable'] }, { battlefield: ['Lizard Warrior'] }, {}] });
    const s = resolveStack(attack(state, [[permanent(state, 'Canal Courier'), 1], [permanent(state, 'Bronze Sable'), 2]]));
    expect(s.ruleEffects).toHaveLength(1);
    const after = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(after.ruleEffects).toEqual([]);
  });
});

describe('Keeper of Keys', () => {
  it('is a 4/4; at the beginning of your upkeep, if you are the monarch, creatures you control cannot be blocked this turn', () => {
    const { state } = setup({ monarch: 0, active: 1, players: [{ battlefield: ['Keeper of Keys'] }, { battlefield: ['Lizard Warrior'] }] });
    const keeper = permanent(state, 'Keeper of Keys');
    expect(pt(state, keeper)).toEqual([4, 4]);
    let s = resolveStack(toStep(state, 0, 'upkeep'));
    s = toBlockers(attack(passUntil(s, (x) => x.turn.step === 'main1'), [[keeper, 1]]));
    expect(canBlock(s, permanent(s, 'Lizard Warrior'), keeper)).toBe(false);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(life(s, 1)).toBe(16);
  });

  it('"The last ability of Keeper of Keys will affect all creatures you control that turn, even if they weren’t on the battlefield or weren’t creatures as the ability resolved."', () => {
    const { state, ids } = setup({ monarch: 0, active: 1, players: [{ battlefield: ['Keeper of Keys', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Lizard Warrior'] }, { battlefield: ['Typhoid Rats'] }] });
    let s = resolveStack(toStep(state, 0, 'upkeep'));
    s = passUntil(s, (x) => x.turn.step === 'main1');
    s = castAndResolve(s, 0, ids.hand[0]![0]!);
    const lizard = permanent(s, 'Lizard Warrior');
    s = withKeywords(s, lizard, ['haste']);
    s = toBlockers(attack(s, [[lizard, 1]]));
    expect(canBlock(s, permanent(s, 'Typhoid Rats'), lizard)).toBe(false);
  });

  it('"this turn": the next turn its creatures can be blocked again', () => {
    const { state } = setup({ monarch: 0, active: 1, players: [{ battlefield: ['Keeper of Keys'] }, { battlefield: ['Lizard Warrior'] }] });
    const s = resolveStack(toStep(state, 0, 'upkeep'));
    expect(s.ruleEffects).toHaveLength(1);
    expect(skipUntil(s, (x) => x.turn.active === 1).ruleEffects).toEqual([]);
  });

  it('"this turn", not this combat: with a second combat phase (Scourge of the Throne, CR 500.8), its creatures still cannot be blocked', () => {
    const { state } = setup({ monarch: 0, active: 1, players: [{ battlefield: ['Keeper of Keys', 'Scourge of the Throne'] }, { battlefield: ['Lizard Warrior'] }] });
    const keeper = permanent(state, 'Keeper of Keys');
    let s = resolveStack(toStep(state, 0, 'upkeep'));
    s = passUntil(s, (x) => x.turn.step === 'main1');
    s = resolveStack(placeAll(attack(s, [[permanent(s, 'Scourge of the Throne'), 1]])));
    expect(s.turn.additionalCombats).toBe(1);
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    s = toBlockers(attack(s, [[keeper, 1]]));
    expect(canBlock(s, permanent(s, 'Lizard Warrior'), keeper)).toBe(false);
  });

  it('"The last ability of Keeper of Keys checks to see if you’re the monarch as your upkeep begins. If you’re not, the ability won’t trigger at all."', () => {
    const { state } = setup({ monarch: 1, active: 1, players: [{ battlefield: ['Keeper of Keys'] }, {}] });
    const s = toStep(state, 0, 'upkeep');
    expect(s.stack).toEqual([]);
    expect(s.ruleEffects).toEqual([]);
  });

  it('"The ability will also check to see if you’re the monarch as it tries to resolve. If you’re not the monarch at that time, the ability will have no effect."', () => {
    const { state } = setup({ monarch: 0, active: 1, players: [{ battlefield: ['Keeper of Keys'] }, { battlefield: ['Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }] });
    let s = toStep(state, 0, 'upkeep');
    expect(s.stack).toHaveLength(1);
    s = pass(s);
    s = activate(s, 1, permanent(s, 'Throne of the High City'), 1);
    s = resolveStack(s);
    expect(s.monarch).toBe(1);
    expect(s.ruleEffects).toEqual([]);
    expect(events(s, 'conditionFailed')).toHaveLength(1);
  });
});

describe('Entourage of Trest', () => {
  /** Player 1 attacks player 0, who controls Entourage of Trest, with two Bronze Sables; to player 0's declaration of blockers. */
  function twoAttackers(monarch: number): { s: ReadonlyGameState; entourage: number; sables: number[] } {
    const { state } = setup({ monarch, active: 1, players: [{ battlefield: ['Entourage of Trest'] }, { battlefield: ['Bronze Sable', 'Bronze Sable'] }] });
    const sables = permanents(state, 'Bronze Sable');
    const s = toBlockers(attack(state, sables.map((id) => [id, 0] as [number, number])));
    return { s, entourage: permanent(state, 'Entourage of Trest'), sables };
  }

  it('is a 4/4; as long as you are the monarch it can block an additional creature each combat', () => {
    const { s, entourage, sables } = twoAttackers(0);
    expect(pt(s, entourage)).toEqual([4, 4]);
    let x = apply(s, { type: 'declareBlocker', player: 0, blocker: entourage, attacker: sables[0]! });
    expect(canBlock(x, entourage, sables[1]!)).toBe(true);
    expect(canBlock(x, entourage, sables[0]!)).toBe(false);
    x = apply(x, { type: 'declareBlocker', player: 0, blocker: entourage, attacker: sables[1]! });
    x = apply(x, { type: 'confirmBlockers', player: 0 });
    expect(x.combat!.blockers).toEqual([expect.objectContaining({ id: entourage, blocking: sables })]);
    expect(x.combat!.attackers.every((a) => a.blocked && a.blockers.includes(entourage))).toBe(true);
    x = passUntil(x, (y) => y.decision?.kind === 'assignDamage');
    x = skipUntil(apply(x, { type: 'assignDamage', player: 0, attacker: entourage, amounts: [1, 3] }), (y) => y.turn.step === 'main2');
    expect(permanents(x, 'Bronze Sable')).toEqual([]);
    expect(x.objects[entourage]!.damage).toBe(4);
    expect(life(x, 0)).toBe(20);
  });

  it('while another player is the monarch, it can block only one creature', () => {
    const { s, entourage, sables } = twoAttackers(1);
    const x = apply(s, { type: 'declareBlocker', player: 0, blocker: entourage, attacker: sables[0]! });
    expect(canBlock(x, entourage, sables[1]!)).toBe(false);
    expect(legalActions(x).some((a) => a.type === 'declareBlocker' && a.blocker === entourage)).toBe(false);
  });

  it('"Entourage of Trest checks if you’re the monarch only as blockers are declared. If it blocks two attacking creatures, another player becoming the monarch won’t change or undo that block."', () => {
    const { state } = setup({
      monarch: 0, active: 1,
      players: [{ battlefield: ['Entourage of Trest'] }, { battlefield: ['Bronze Sable', 'Bronze Sable', 'Throne of the High City', 'Wastes', 'Wastes', 'Wastes', 'Wastes'] }],
    });
    const entourage = permanent(state, 'Entourage of Trest');
    const sables = permanents(state, 'Bronze Sable');
    let x = toBlockers(attack(state, sables.map((id) => [id, 0] as [number, number])));
    x = apply(x, { type: 'declareBlocker', player: 0, blocker: entourage, attacker: sables[0]! });
    x = apply(apply(x, { type: 'declareBlocker', player: 0, blocker: entourage, attacker: sables[1]! }), { type: 'confirmBlockers', player: 0 });
    x = resolveStack(activate(x, 1, permanent(x, 'Throne of the High City'), 1));
    expect(x.monarch).toBe(1);
    expect(x.combat!.blockers).toEqual([expect.objectContaining({ id: entourage, blocking: sables })]);
    x = passUntil(x, (y) => y.decision?.kind === 'assignDamage');
    x = skipUntil(apply(x, { type: 'assignDamage', player: 0, attacker: entourage, amounts: [2, 2] }), (y) => y.turn.step === 'main2');
    expect(permanents(x, 'Bronze Sable')).toEqual([]);
  });

  it('"If a creature blocks two creatures, its combat damage is assigned to those creatures and vice versa using the same rules as if one creature were blocked by two creatures."', () => {
    const { state } = setup({ monarch: 0, active: 1, players: [{ battlefield: ['Entourage of Trest'] }, { battlefield: ['Lizard Warrior', 'Bronze Sable'] }] });
    const entourage = permanent(state, 'Entourage of Trest');
    const lizard = permanent(state, 'Lizard Warrior');
    const sable = permanent(state, 'Bronze Sable');
    let s = toBlockers(attack(state, [[lizard, 0], [sable, 0]]));
    s = apply(apply(s, { type: 'declareBlocker', player: 0, blocker: entourage, attacker: lizard }), { type: 'declareBlocker', player: 0, blocker: entourage, attacker: sable });
    s = apply(s, { type: 'confirmBlockers', player: 0 });
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    expect(s.decision).toMatchObject({ kind: 'assignDamage', player: 0, attacker: entourage });
    const divisions = legalActions(s).filter((a) => a.type === 'assignDamage').map((a) => (a as { amounts: number[] }).amounts);
    expect(divisions).toHaveLength(5);
    expect(divisions).toContainEqual([2, 2]);
    expect(tryApply(s, { type: 'assignDamage', player: 0, attacker: entourage, amounts: [3, 2] }).ok).toBe(false);
    s = apply(s, { type: 'assignDamage', player: 0, attacker: entourage, amounts: [2, 2] });
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(permanents(s, 'Lizard Warrior')).toEqual([]);
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(s.objects[entourage]!.damage).toBe(6);
    expect(permanents(s, 'Entourage of Trest')).toEqual([]);
  });

  it('undeclaring it takes back every block it was declared to make', () => {
    const { s, entourage, sables } = twoAttackers(0);
    let x = apply(s, { type: 'declareBlocker', player: 0, blocker: entourage, attacker: sables[0]! });
    x = apply(x, { type: 'declareBlocker', player: 0, blocker: entourage, attacker: sables[1]! });
    x = apply(x, { type: 'undeclareBlocker', player: 0, blocker: entourage });
    const d = x.decision;
    expect(d?.kind === 'declareBlockers' && d.pending.entries).toEqual([]);
  });
});

describe('the 2020 monarch rulings of Entourage of Trest', () => {
  it('"These triggered abilities have no source and are controlled by the player who was the monarch at the time the abilities triggered."', () => {
    const { state } = setup({ monarch: 0, active: 1, players: [{ battlefield: [{ card: 'Entourage of Trest', tapped: true }] }, { battlefield: ['Bronze Sable'] }] });
    let s = attack(state, [[permanent(state, 'Bronze Sable'), 0]]);
    s = skipUntil(s, (x) => x.stack.length > 0);
    expect(s.objects[s.stack[0]!]).toMatchObject({ source: null, controller: 0, rule: '725' });
    s = resolveStack(s);
    expect(s.monarch).toBe(1);
  });

  it('"If combat damage dealt to the monarch causes that player to lose the game, the triggered ability that causes the controller of the attacking creature to become the monarch doesn’t resolve. In most cases, the controller of the attacking creature will still become the monarch as it is likely their turn."', () => {
    const { state } = setup({ monarch: 0, active: 1, players: [{ life: 2, battlefield: [{ card: 'Entourage of Trest', tapped: true }] }, { battlefield: ['Bronze Sable'] }, {}] });
    const s = skipUntil(attack(state, [[permanent(state, 'Bronze Sable'), 0]]), (x) => x.turn.step === 'main2');
    expect(s.players[0]!.inGame).toBe(false);
    expect(s.monarch).toBe(1);
    expect(events(s, 'becameMonarch')).toEqual([expect.objectContaining({ player: 1, rule: '725.4' })]);
  });

  it('"If the monarch leaves the game during another player’s turn, that player becomes the monarch. If the monarch leaves the game during their turn, the next player in turn order becomes the monarch."', () => {
    const { state } = setup({ monarch: 0, active: 2, players: [{ battlefield: ['Entourage of Trest'] }, {}, {}, {}] });
    expect(apply(state, { type: 'concede', player: 0 }).monarch).toBe(2);
    const { state: own } = setup({ monarch: 0, active: 0, players: [{ battlefield: ['Entourage of Trest'] }, {}, {}, {}] });
    expect(apply(own, { type: 'concede', player: 0 }).monarch).toBe(1);
  });
});

describe('Regal Behemoth', () => {
  it('a 5/5 with trample; when it enters you become the monarch', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest'], hand: ['Regal Behemoth'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const behemoth = permanent(s, 'Regal Behemoth');
    expect(pt(s, behemoth)).toEqual([5, 5]);
    expect(keywords(s, behemoth)).toEqual(['trample']);
    expect(s.monarch).toBe(0);
  });

  it('"Whenever you tap a land for mana while you\'re the monarch, add an additional one mana of any color": tapping a Forest adds {G} and one mana of the chosen color', () => {
    const { state } = setup({ monarch: 0, players: [{ battlefield: ['Regal Behemoth', 'Forest'] }, {}] });
    const forest = permanent(state, 'Forest');
    const offered = legalActions(state).filter((a) => a.type === 'activate' && a.source === forest);
    expect(offered.map((a) => (a as { additionalColors?: string[] }).additionalColors)).toEqual([['W'], ['U'], ['B'], ['R'], ['G']]);
    const s = apply(state, { type: 'activate', player: 0, source: forest, ability: 0, targets: [], x: 0, additionalColors: ['R'] });
    expect(s.players[0]!.pool).toMatchObject({ G: 1, R: 1 });
    expect(events(s, 'addMana')).toEqual([expect.objectContaining({ rule: '605.4a', amount: 1, detail: 'R', card: 'Regal Behemoth' })]);
    expectRefused(state, { type: 'activate', player: 0, source: forest, ability: 0, targets: [], x: 0 }, 'malformed', '605.1b');
  });

  it('CR 106.12a: a land tapped for mana that produces none (Exotic Orchard, no opposing land) triggers nothing — no additional mana', () => {
    const { state } = setup({ monarch: 0, players: [{ battlefield: ['Regal Behemoth', 'Exotic Orchard'] }, {}] });
    const orchard = permanent(state, 'Exotic Orchard');
    const tap: ActivateAction = { type: 'activate', player: 0, source: orchard, ability: 0, targets: [], x: 0 };
    expect(legalActions(state).filter((a) => a.type === 'activate' && a.source === orchard)).toEqual([tap]);
    const s = apply(state, tap);
    expect(s.objects[orchard]!.tapped).toBe(true);
    expect(s.players[0]!.pool).toMatchObject({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
    expect(events(s, 'addMana')).toEqual([]);
    expectRefused(state, { ...tap, additionalColors: ['R'] }, 'malformed', '106.12a');
  });

  it('CR 106.12a, 605.2: Paliano, the High City without colours chosen in the draft adds no mana, so it triggers nothing — no additional mana', () => {
    const { state } = setup({ monarch: 0, players: [{ battlefield: ['Regal Behemoth', 'Paliano, the High City'] }, {}] });
    const paliano = permanent(state, 'Paliano, the High City');
    const tap: ActivateAction = { type: 'activate', player: 0, source: paliano, ability: 0, targets: [], x: 0 };
    expect(legalActions(state).filter((a) => a.type === 'activate' && a.source === paliano)).toEqual([tap]);
    const s = apply(state, tap);
    expect(s.objects[paliano]!.tapped).toBe(true);
    expect(s.players[0]!.pool).toMatchObject({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
    expect(events(s, 'addMana')).toEqual([]);
    expectRefused(state, { ...tap, additionalColors: ['R'] }, 'malformed', '106.12a');
  });

  it('"Regal Behemoth’s last ability is a triggered mana ability. It doesn’t use the stack and can’t be responded to."', () => {
    const { state } = setup({ monarch: 0, players: [{ battlefield: ['Regal Behemoth', 'Forest'] }, {}] });
    const s = apply(state, { type: 'activate', player: 0, source: permanent(state, 'Forest'), ability: 0, targets: [], x: 0, additionalColors: ['G'] });
    expect(s.stack).toEqual([]);
    expect(s.pendingTriggers).toEqual([]);
    expect(s.players[0]!.pool.G).toBe(2);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('while another player is the monarch, a land makes only its own mana', () => {
    const { state } = setup({ monarch: 1, players: [{ battlefield: ['Regal Behemoth', 'Forest'] }, {}] });
    const forest = permanent(state, 'Forest');
    expect(legalActions(state).filter((a) => a.type === 'activate' && a.source === forest)).toEqual([{ type: 'activate', player: 0, source: forest, ability: 0, targets: [], x: 0 }]);
    const s = apply(state, { type: 'activate', player: 0, source: forest, ability: 0, targets: [], x: 0 });
    expect(s.players[0]!.pool.G).toBe(1);
  });

  it('lands tapped to pay a cost add the additional mana too: two Mountains pay for a three-mana spell, one mana left over', () => {
    const { state, ids } = setup({ monarch: 0, players: [{ battlefield: ['Regal Behemoth', 'Mountain', 'Mountain'], hand: ['Brimstone Volley'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ player: 1 }]);
    expect(life(s, 1)).toBe(17);
    expect(events(s, 'addMana').filter((e) => e.rule === '605.4a')).toHaveLength(2);
    expect(s.players[0]!.pool).toMatchObject({ R: 1, W: 0, U: 0, B: 0, G: 0, C: 0 });
  });

  it('"add an additional one mana of any color": the automatic payment may make it a color the lands cannot, so two Forests cast Brimstone Volley ({2}{R})', () => {
    const board = (monarch: number) => setup({ monarch, players: [{ battlefield: ['Regal Behemoth', 'Forest', 'Forest'], hand: ['Brimstone Volley'] }, {}] });
    const { state, ids } = board(0);
    const volley = ids.hand[0]![0]!;
    expect(legalActions(state).some((a) => a.type === 'cast' && a.card === volley)).toBe(true);
    const s = castAndResolve(state, 0, volley, [{ player: 1 }]);
    expect(life(s, 1)).toBe(17);
    expect(events(s, 'addMana').filter((e) => e.rule === '605.4a').map((e) => e.detail)).toContain('R');
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'Forest' && s.objects[id]!.tapped)).toHaveLength(2);
    // while another player is the monarch the Forests make only {G}{G}
    const { state: other, ids: otherIds } = board(1);
    expect(legalActions(other).some((a) => a.type === 'cast' && a.card === otherIds.hand[0]![0]!)).toBe(false);
  });

  it('each Regal Behemoth adds its own mana; an opponent\'s does not', () => {
    const { state } = setup({ monarch: 0, players: [{ battlefield: ['Regal Behemoth', 'Regal Behemoth', 'Forest'] }, { battlefield: ['Regal Behemoth'] }] });
    const s = apply(state, { type: 'activate', player: 0, source: permanent(state, 'Forest'), ability: 0, targets: [], x: 0, additionalColors: ['U', 'W'] });
    expect(s.players[0]!.pool).toMatchObject({ G: 1, U: 1, W: 1 });
  });
});
