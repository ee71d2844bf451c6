import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, view, type ReadonlyGameState } from '../../../src/index.js';
import {
  activate, attack, block, canBlock, cast, castAndResolve, choose, events, exiled, expectRefused, keywords, life, names, nextTurn, passToPlayer, passToStep, passUntil, permanent,
  permanents, pt, resolveStack, resolveTop, setup, skipUntil, toBlockers,
} from '../helpers.js';

describe('Coordinated Assault', () => {
  it('Up to two target creatures each get +1/+0 and gain first strike until end of turn', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Bronze Sable', 'Wild Griffin'], hand: ['Coordinated Assault'] }, { battlefield: ['Ogre Sentry'] }] });
    const [sable, griffin] = [permanent(state, 'Bronze Sable'), permanent(state, 'Wild Griffin')];
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sable }, { object: griffin }]);
    expect(pt(s, sable)).toEqual([3, 1]);
    expect(pt(s, griffin)).toEqual([3, 2]);
    expect(keywords(s, sable)).toEqual(['first strike']);
    expect(keywords(s, griffin)).toEqual(['flying', 'first strike']);
    expect(pt(s, permanent(s, 'Ogre Sentry'))).toEqual([3, 3]);
    s = nextTurn(s);
    expect(pt(s, sable)).toEqual([2, 1]);
    expect(keywords(s, sable)).toEqual([]);
  });

  it('"up to two": a single target is enough', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Bronze Sable', 'Wild Griffin'], hand: ['Coordinated Assault'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Wild Griffin') }]);
    expect(pt(s, permanent(s, 'Wild Griffin'))).toEqual([3, 2]);
    expect(pt(s, permanent(s, 'Bronze Sable'))).toEqual([2, 1]);
  });
});

describe('Flame Slash', () => {
  it('Flame Slash deals 4 damage to target creature', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain'], hand: ['Flame Slash', 'Flame Slash'] }, { battlefield: ['Sphinx of Magosi', 'Hexplate Golem'] }] });
    const sphinx = permanent(state, 'Sphinx of Magosi');
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: sphinx }]);
    expect(s.objects[sphinx]!.damage).toBe(4);
    expect(names(s, 1, 'graveyard')).toEqual([]);
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![1]!, targets: [{ player: 1 }], x: 0 }, 'badTarget', '601.2c');
  });

  it('4 damage destroys a creature with toughness 4 or less', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain'], hand: ['Flame Slash'] }, { battlefield: ['Ogre Sentry'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Ogre Sentry') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Ogre Sentry']);
  });

  it('it is a sorcery: not castable in an opponent\'s turn', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Mountain'], hand: ['Flame Slash'] }, { battlefield: ['Ogre Sentry'] }] });
    const s = passUntil(state, (x) => x.decision?.player === 0);
    expectRefused(s, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: permanent(s, 'Ogre Sentry') }], x: 0 }, 'illegal', '601.3');
  });
});

describe('Goblin Balloon Brigade', () => {
  it('{R}: Goblin Balloon Brigade gains flying until end of turn', () => {
    const { state } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Goblin Balloon Brigade'], library: ['Murder'] }, { battlefield: ['Ogre Sentry'], library: ['Murder'] }] });
    const goblin = permanent(state, 'Goblin Balloon Brigade');
    let s = resolveStack(activate(state, 0, goblin, 0));
    expect(keywords(s, goblin)).toEqual(['flying']);
    s = toBlockers(attack(s, [[goblin, 1]]));
    expect(canBlock(s, permanent(s, 'Ogre Sentry'), goblin)).toBe(false);
    s = passToStep(s, 'endCombat');
    expect(life(s, 1)).toBe(19);
    s = nextTurn(s);
    expect(keywords(s, goblin)).toEqual([]);
  });

  it('ruling: the ability can be activated repeatedly in a turn', () => {
    // ruling: "You can activate the ability repeatedly during a turn. This generally has no additional effect,
    // unless some other effect (like that from Adarkar Windform has caused it to lose flying since the last time the
    // ability resolved."
    const { state } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Goblin Balloon Brigade'] }, {}] });
    const goblin = permanent(state, 'Goblin Balloon Brigade');
    const s = resolveStack(activate(resolveStack(activate(state, 0, goblin, 0)), 0, goblin, 0));
    expect(keywords(s, goblin)).toEqual(['flying']);
    expect(s.players[0]!.graveyard).toEqual([]);
  });

  it('ruling: once it has become blocked, giving it flying won\'t change that', () => {
    const { state } = setup({ players: [{ battlefield: ['Mountain', 'Goblin Balloon Brigade'] }, { battlefield: ['Ogre Sentry'] }] });
    const goblin = permanent(state, 'Goblin Balloon Brigade');
    let s = block(attack(state, [[goblin, 1]]), [[permanent(state, 'Ogre Sentry'), goblin]]);
    expect(s.turn.step).toBe('declareBlockers');
    s = resolveStack(activate(s, 0, goblin, 0));
    expect(keywords(s, goblin)).toEqual(['flying']);
    s = passToStep(s, 'endCombat');
    expect(life(s, 1)).toBe(20);
    expect(names(s, 0, 'graveyard')).toEqual(['Goblin Balloon Brigade']);
  });
});

describe('Kiln Fiend', () => {
  it('Whenever you cast an instant or sorcery spell, Kiln Fiend gets +3/+0 until end of turn', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Kiln Fiend'], hand: ['Flame Slash', 'Bronze Sable'] }, { battlefield: ['Ogre Sentry'], library: ['Murder'] }],
    });
    const fiend = permanent(state, 'Kiln Fiend');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Ogre Sentry') }]);
    expect(pt(s, fiend)).toEqual([4, 2]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!);
    expect(pt(s, fiend)).toEqual([4, 2]);
    s = nextTurn(s);
    expect(pt(s, fiend)).toEqual([1, 2]);
  });

  it('ruling: "If you cast an instant or sorcery spell, Kiln Fiend’s ability triggers and goes on the stack on top of it. The ability will resolve before the spell does." (CR 603.3, 405.5)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Kiln Fiend'], hand: ['Flame Slash'] }, { battlefield: ['Ogre Sentry'] }] });
    const fiend = permanent(state, 'Kiln Fiend');
    let s = cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Ogre Sentry') }]);
    expect(s.stack.map((id) => s.objects[id]!.kind)).toEqual(['card', 'ability']);
    s = resolveTop(s);
    expect(pt(s, fiend)).toEqual([4, 2]);
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Flame Slash']);
  });

  it('an opponent\'s spell does not trigger it', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Kiln Fiend'] }, { battlefield: ['Mountain'], hand: ['Flame Slash'] }] });
    const fiend = permanent(state, 'Kiln Fiend');
    const s = cast(state, 1, ids.hand[1]![0]!, [{ object: fiend }]);
    expect(s.stack).toHaveLength(1);
    expect(pt(resolveStack(s), fiend)).toEqual([1, 2]);
  });
});

describe('Ogre Sentry', () => {
  it('Defender: it can\'t attack', () => {
    const { state } = setup({ players: [{ battlefield: ['Ogre Sentry', 'Bronze Sable'] }, {}] });
    const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    expect(legalActions(s).filter((a) => a.type === 'declareAttacker').map((a) => (a as { attacker: number }).attacker)).toEqual([permanent(s, 'Bronze Sable')]);
    expectRefused(s, { type: 'declareAttacker', player: 0, attacker: permanent(s, 'Ogre Sentry'), target: { player: 1 } }, 'illegal', '508.1a');
  });
});

describe('Trumpet Blast', () => {
  it('ruling: a creature "continues to be an attacking creature through the end of combat step, even if the player it was attacking has left the game"', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Bronze Sable'], hand: ['Trumpet Blast'] }, {}, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = apply(attack(state, [[sable, 1]]), { type: 'concede', player: 1 });
    s = castAndResolve(passToPlayer(s, 0), 0, ids.hand[0]![0]!);
    expect(pt(s, sable)).toEqual([4, 1]);
  });

  it('Attacking creatures get +2/+0 until end of turn; the bonus stays after combat', () => {
    // ruling: "Even though Trumpet Blast affects only attacking creatures, the bonus will remain for the rest of the
    // turn."
    const { state, ids } = setup({
      players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Bronze Sable', 'Wild Griffin'], hand: ['Trumpet Blast'] }, { battlefield: ['Ogre Sentry'], library: ['Murder'] }],
    });
    const [sable, griffin, ogre] = [permanent(state, 'Bronze Sable'), permanent(state, 'Wild Griffin'), permanent(state, 'Ogre Sentry')];
    let s = attack(state, [[griffin, 1]]);
    s = castAndResolve(s, 0, ids.hand[0]![0]!);
    expect(pt(s, griffin)).toEqual([4, 2]);
    expect(pt(s, sable)).toEqual([2, 1]);
    expect(pt(s, ogre)).toEqual([3, 3]);
    s = passToStep(s, 'main2');
    expect(life(s, 1)).toBe(16);
    expect(pt(s, griffin)).toEqual([4, 2]);
    s = nextTurn(s);
    expect(pt(s, griffin)).toEqual([2, 2]);
  });

  it('ruling: a creature stays an attacking creature even if the player it was attacking has left the game', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Wild Griffin'], hand: ['Trumpet Blast'] }, {}, {}] });
    const griffin = permanent(state, 'Wild Griffin');
    let s = apply(attack(state, [[griffin, 1]]), { type: 'concede', player: 1 });
    expect(s.players[1]!.inGame).toBe(false);
    s = castAndResolve(passToPlayer(s, 0), 0, ids.hand[0]![0]!);
    expect(pt(s, griffin)).toEqual([4, 2]);
  });

  it('ruling: it "continues to be an attacking creature through the end of combat step, even if … the planeswalker it was attacking has left combat" (CR 506.4): a Griffin whose planeswalker was destroyed gets the bonus', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...Array<string>(6).fill('Mountain'), 'Wild Griffin'], hand: ['Brimstone Volley', 'Trumpet Blast'] }, { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3 } }] }] });
    const griffin = permanent(state, 'Wild Griffin');
    const dack = permanent(state, 'Dack Fayden');
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(apply(s, { type: 'declareAttacker', player: 0, attacker: griffin, target: { planeswalker: dack } }), { type: 'confirmAttackers', player: 0 });
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 0);
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: dack }]);
    expect(permanents(s, 'Dack Fayden')).toEqual([]);
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([griffin]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!);
    expect(pt(s, griffin)).toEqual([4, 2]);
  });

  it('ruling: only creatures attacking as it resolves get the bonus; cast before attacks it does nothing', () => {
    // ruling: "Only creatures that are attacking as Trumpet Blast resolves will receive the bonus. In other words,
    // casting it before you’ve declared attackers usually won’t do anything."
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Wild Griffin'], hand: ['Trumpet Blast'] }, {}] });
    const griffin = permanent(state, 'Wild Griffin');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(pt(s, griffin)).toEqual([2, 2]);
    s = passToStep(attack(s, [[griffin, 1]]), 'endCombat');
    expect(life(s, 1)).toBe(18);
  });
});

describe('Hurly-Burly', () => {
  const board = () => setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Wild Griffin', 'Bronze Sable'], hand: ['Hurly-Burly'] }, { battlefield: ['Typhoid Rats', 'Courier Hawk'] }] });

  it('Choose one — the legal actions offer each mode once, and no cast without a mode (CR 700.2)', () => {
    const { state, ids } = board();
    const casts = legalActions(state).filter((a) => a.type === 'cast' && a.card === ids.hand[0]![0]);
    expect(casts.map((a) => (a.type === 'cast' ? a.modes : undefined))).toEqual([[0], [1]]);
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }, 'illegal', '700.2');
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, modes: [0, 1] }, 'illegal', '700.2');
  });

  it('• deals 1 damage to each creature without flying', () => {
    const { state, ids } = board();
    const s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, modes: [0] }));
    expect(names(s, 1, 'graveyard')).toEqual(['Typhoid Rats']);
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Bronze Sable', 'Hurly-Burly']);
    expect(s.objects[permanent(s, 'Wild Griffin')]!.damage).toBe(0);
  });

  it('• deals 1 damage to each creature with flying', () => {
    const { state, ids } = board();
    const s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, modes: [1] }));
    expect(s.objects[permanent(s, 'Courier Hawk')]!.damage).toBe(1);
    expect(s.objects[permanent(s, 'Typhoid Rats')]!.damage).toBe(0);
    expect(s.objects[permanent(s, 'Wild Griffin')]!.damage).toBe(1);
    expect(s.objects[permanent(s, 'Bronze Sable')]!.damage).toBe(0);
  });
});

describe('Goblin Tunneler', () => {
  const players = () => [
    { battlefield: ['Goblin Tunneler', 'Bronze Sable', 'Plains', 'Plains'], hand: ['Zealous Strike'] },
    { battlefield: ['Ogre Sentry'] },
  ];

  it("{T}: Target creature with power 2 or less can't be blocked this turn", () => {
    const { state } = setup({ players: players() });
    const sable = permanent(state, 'Bronze Sable');
    let s = resolveStack(activate(state, 0, permanent(state, 'Goblin Tunneler'), 0, [{ object: sable }]));
    s = toBlockers(attack(s, [[sable, 1]]));
    expect(s.decision?.kind).not.toBe('declareBlockers');
    s = passToStep(s, 'endCombat');
    expect(life(s, 1)).toBe(18);
  });

  it('a creature with power 3 or more is not a legal target', () => {
    const { state } = setup({ players: [{ battlefield: ['Goblin Tunneler'] }, { battlefield: ['Ogre Sentry'] }] });
    expectRefused(state, { type: 'activate', player: 0, source: permanent(state, 'Goblin Tunneler'), ability: 0, targets: [{ object: permanent(state, 'Ogre Sentry') }], x: 0 }, 'badTarget');
  });

  it('ruling: the power of the targeted creature is checked both as you target it and as the ability resolves', () => {
    const { state, ids } = setup({ players: players() });
    const sable = permanent(state, 'Bronze Sable');
    let s = activate(state, 0, permanent(state, 'Goblin Tunneler'), 0, [{ object: sable }]);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: sable }]));
    expect(pt(s, sable)).toEqual([4, 3]);
    expect(s.ruleEffects).toHaveLength(0);
    s = toBlockers(attack(s, [[sable, 1]]));
    expect(canBlock(s, permanent(s, 'Ogre Sentry'), sable)).toBe(true);
  });

  it("ruling: after the ability resolves, the creature can't be blocked that turn even if its power becomes greater than 2", () => {
    // ruling: "The ability doesn’t grant an ability to the targeted creature. Rather, it affects the game rules and
    // states something that’s now true about that creature. After the ability resolves, the creature can’t be
    // blocked that turn even if it loses all abilities."
    const { state, ids } = setup({ players: players() });
    const sable = permanent(state, 'Bronze Sable');
    let s = resolveStack(activate(state, 0, permanent(state, 'Goblin Tunneler'), 0, [{ object: sable }]));
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: sable }]);
    expect(pt(s, sable)).toEqual([4, 3]);
    s = toBlockers(attack(s, [[sable, 1]]));
    expect(s.decision?.kind).not.toBe('declareBlockers');
  });
});

describe('Fiery Fall', () => {
  it('Fiery Fall deals 5 damage to target creature', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Fiery Fall'] }, { battlefield: ['Hexplate Golem', 'Ogre Sentry'] }] });
    const golem = permanent(state, 'Hexplate Golem');
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: golem }]);
    expect(s.objects[golem]!.damage).toBe(5);
    expect(names(s, 0, 'graveyard')).toEqual(['Fiery Fall']);
  });

  it('Basic landcycling {1}{R}: discard it from your hand to search your library for a basic land card, reveal it, put it into your hand, then shuffle', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Fiery Fall'], library: ['Murder', 'Island', 'Shimmering Grotto', 'Forest'] }, {}],
    });
    let s = passToPlayer(state, 0);
    const fall = ids.hand[0]![0]!;
    // instant speed, from the hand, in another player's turn
    expect(legalActions(s).some((a) => a.type === 'activate' && a.source === fall && a.ability === 0)).toBe(true);
    s = activate(s, 0, fall, 0);
    expect(names(s, 0, 'graveyard')).toEqual(['Fiery Fall']);
    expect(events(s, 'discard')).toEqual([expect.objectContaining({ player: 0, card: 'Fiery Fall', rule: '701.9' })]);
    expect(s.stack).toHaveLength(1);
    s = resolveStack(s);
    const options = (s.decision as { choice: { options: readonly { object: number }[]; min: number } }).choice;
    expect(options.options.map((o) => s.objects[o.object]!.card).sort()).toEqual(['Forest', 'Island']);
    s = choose(s, [options.options.findIndex((o) => s.objects[o.object]!.card === 'Island')]);
    expect(names(s, 0, 'hand')).toEqual(['Island']);
    expect(names(s, 0, 'library').sort()).toEqual(['Forest', 'Murder', 'Shimmering Grotto']);
    expect(view(s, 1).log.filter((e) => e.type === 'reveal')).toEqual([expect.objectContaining({ card: 'Island' })]);
  });

  it('ruling: you can choose not to find a basic land card, even if there is one in your library', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Fiery Fall'], library: ['Forest'] }, {}] });
    let s = resolveStack(activate(state, 0, ids.hand[0]![0]!, 0));
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { min: 0, max: 1 } });
    s = choose(s, []);
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(names(s, 0, 'library')).toEqual(['Forest']);
  });

  it('the ability functions only while the card is in your hand, and needs its mana', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain'], hand: ['Fiery Fall'] }, {}] });
    expect(legalActions(state).some((a) => a.type === 'activate' && a.source === ids.hand[0]![0]!)).toBe(false);
    expectRefused(state, { type: 'activate', player: 0, source: ids.hand[0]![0]!, ability: 0, targets: [], x: 0 }, 'illegal');
    const { state: s2, ids: ids2 } = setup({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Fiery Fall'], graveyard: ['Fiery Fall'] }, {}] });
    const sources = legalActions(s2).filter((a) => a.type === 'activate').map((a) => (a as { source: number }).source);
    expect(sources).toContain(ids2.hand[0]![0]!);
    expect(sources).not.toContain(ids2.graveyard[0]![0]!);
    expectRefused(s2, { type: 'activate', player: 0, source: ids2.graveyard[0]![0]!, ability: 0, targets: [], x: 0 }, 'illegal');
  });

  it("an opponent can't activate it from your hand", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Fiery Fall'] }, { battlefield: ['Mountain', 'Mountain'] }] });
    const s = passToPlayer(state, 1);
    expectRefused(s, { type: 'activate', player: 1, source: ids.hand[0]![0]!, ability: 0, targets: [], x: 0 }, 'illegal');
  });
});

describe('Hamletback Goliath', () => {
  it("Whenever another creature enters, you may put X +1/+1 counters on it, where X is that creature's power", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Hamletback Goliath', ...Array<string>(7).fill('Wastes')], hand: ['Hexplate Golem'] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0 });
    s = choose(s, [0]);
    expect(pt(s, permanent(s, 'Hamletback Goliath'))).toEqual([11, 11]);
  });

  it('a creature of power 0 entering (Pride Guardian): X is 0, no counters are put — none of the kind is listed (CR 122.1)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Hamletback Goliath', 'Plains', 'Plains', 'Plains'], hand: ['Pride Guardian'] }, {}] });
    const goliath = permanent(state, 'Hamletback Goliath');
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0 });
    s = choose(s, [0]);
    expect(s.objects[goliath]!.counters).toEqual({});
    expect(events(s, 'counters')).toEqual([]);
    expect(pt(s, goliath)).toEqual([6, 6]);
  });

  it("an opponent's creature entering triggers it too; declining puts no counters", () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Hamletback Goliath'] }, { battlefield: ['Wastes', 'Wastes'], hand: ['Bronze Sable'] }] });
    let s = resolveStack(cast(state, 1, ids.hand[1]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0 });
    s = choose(s, [1]);
    expect(pt(s, permanent(s, 'Hamletback Goliath'))).toEqual([6, 6]);
  });

  it('"another creature" (CR 603.6a): Hamletback Goliath entering does not trigger its own ability — no choice, no counters', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(7).fill('Mountain'), hand: ['Hamletback Goliath'] }, {}, {}] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    const goliath = permanent(s, 'Hamletback Goliath');
    expect(s.decision).toMatchObject({ kind: 'priority' });
    expect(s.objects[goliath]!.counters).toEqual({});
    expect(pt(s, goliath)).toEqual([6, 6]);
  });

  it('ruling: if the other creature is no longer on the battlefield, its last known existence on the battlefield is checked to determine its power', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Hamletback Goliath', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Fiery Fall'] },
        { battlefield: ['Wastes', 'Wastes'], hand: ['Bronze Sable'] },
      ],
    });
    let s = passUntil(cast(state, 1, ids.hand[1]![0]!), (x) => x.decision?.player === 0 && x.stack.length === 1 && x.objects[x.stack[0]!]!.kind === 'ability');
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Hamletback Goliath']);
    s = resolveTop(cast(s, 0, ids.hand[0]![0]!, [{ object: permanent(s, 'Bronze Sable') }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    s = resolveStack(s);
    s = choose(s, [0]);
    expect(pt(s, permanent(s, 'Hamletback Goliath'))).toEqual([8, 8]);
  });
});

describe('Havengul Vampire', () => {
  it('Whenever it deals combat damage to a player, put a +1/+1 counter on it', () => {
    const { state } = setup({ players: [{ battlefield: ['Havengul Vampire'] }, {}] });
    const vampire = permanent(state, 'Havengul Vampire');
    const s = passToStep(attack(state, [[vampire, 1]]), 'endCombat');
    expect(life(s, 1)).toBe(18);
    expect(pt(s, vampire)).toEqual([3, 3]);
  });

  it('Whenever another creature dies, put a +1/+1 counter on it (any player\'s, tokens too)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Havengul Vampire', ...Array<string>(6).fill('Mountain')], hand: ['Fiery Fall'] }, { battlefield: ['Doomed Traveler', 'Bronze Sable'] }] });
    const vampire = permanent(state, 'Havengul Vampire');
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Doomed Traveler') }]));
    expect(pt(s, vampire)).toEqual([3, 3]);
    expect(permanents(s, 'token:spirit-1-1-flying')).toHaveLength(1);
  });

  it('"another creature" (CR 603.10a): when Havengul Vampire dies with another creature, only the other one triggers it; dying alone, it triggers nothing', () => {
    const vampireTriggers = (x: ReadonlyGameState) => events(x, 'trigger').filter((e) => e.card === 'Havengul Vampire');
    const { state, ids } = setup({
      players: [
        { battlefield: ['Havengul Vampire', 'Mountain', 'Mountain', 'Mountain'], hand: ['Subterranean Tremors'] },
        { battlefield: ['Bronze Sable'] },
        {},
      ],
    });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [], 2);
    expect(names(s, 0, 'graveyard')).toContain('Havengul Vampire');
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(vampireTriggers(s)).toHaveLength(1);
    const { state: alone, ids: ids2 } = setup({ players: [{ battlefield: ['Havengul Vampire', ...Array<string>(6).fill('Mountain')], hand: ['Fiery Fall'] }, {}, {}] });
    s = castAndResolve(alone, 0, ids2.hand[0]![0]!, [{ object: permanent(alone, 'Havengul Vampire') }]);
    expect(names(s, 0, 'graveyard')).toContain('Havengul Vampire');
    expect(vampireTriggers(s)).toEqual([]);
  });
});

describe('Tormenting Voice', () => {
  const players = () => [{ battlefield: ['Mountain', 'Mountain'], hand: ['Tormenting Voice', 'Ogre Sentry', 'Fiery Fall'], library: ['Hurly-Burly', 'Kiln Fiend', 'Wastes'] }, {}];

  it('As an additional cost to cast this spell, discard a card. Draw two cards.', () => {
    const { state, ids } = setup({ players: players() });
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, discard: ids.hand[0]![1]! });
    expect(names(s, 0, 'graveyard')).toEqual(['Ogre Sentry']);
    s = resolveStack(s);
    expect(names(s, 0, 'hand')).toEqual(['Fiery Fall', 'Hurly-Burly', 'Kiln Fiend']);
    expect(events(s, 'discard')).toEqual([expect.objectContaining({ player: 0, card: 'Ogre Sentry' })]);
  });

  it("ruling: you must discard exactly one card to cast Tormenting Voice; you can't cast it without discarding a card", () => {
    const { state, ids } = setup({ players: players() });
    const card = ids.hand[0]![0]!;
    const casts = legalActions(state).filter((a) => a.type === 'cast' && a.card === card);
    expect(casts.map((a) => (a as { discard?: number }).discard)).toEqual([ids.hand[0]![1]!, ids.hand[0]![2]!]);
    expectRefused(state, { type: 'cast', player: 0, card, targets: [], x: 0 }, 'illegal', '601.2b');
    expectRefused(state, { type: 'cast', player: 0, card, targets: [], x: 0, discard: card }, 'illegal', '601.2b');
    const { state: alone, ids: ids2 } = setup({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Tormenting Voice'] }, {}] });
    expect(legalActions(alone).some((a) => a.type === 'cast' && a.card === ids2.hand[0]![0]!)).toBe(false);
  });
});

describe('Charmbreaker Devils', () => {
  it('At the beginning of your upkeep, return an instant or sorcery card at random from your graveyard to your hand', () => {
    const { state } = setup({ active: 1, players: [{ battlefield: ['Charmbreaker Devils'], graveyard: ['Fiery Fall', 'Ogre Sentry', 'Hurly-Burly'] }, {}] });
    const s = passUntil(state, (x) => x.turn.active === 0 && x.turn.step === 'draw');
    const hand = names(s, 0, 'hand');
    // one of the two instants or sorceries came back (and the upkeep draw of a Wastes)
    const back = hand.filter((n) => n !== 'Wastes');
    expect(back).toHaveLength(1);
    expect(['Fiery Fall', 'Hurly-Burly']).toContain(back[0]);
    expect(names(s, 0, 'graveyard')).toHaveLength(2);
    expect(names(s, 0, 'graveyard')).toContain('Ogre Sentry');
    // ruling: all players get to see which card was returned
    expect(view(s, 1).log.filter((e) => e.type === 'zoneChange' && e.from === 'graveyard' && e.zone === 'hand').map((e) => e.card)).toEqual(back);
  });

  it('the card is random: over several seeds, each instant or sorcery can come back', () => {
    // ruling: "The instant or sorcery card returned to your hand is chosen at random as Charmbreaker Devils’s first
    // ability resolves. If any player responds to the ability, that player won’t yet know what card will be
    // returned."
    const seen = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const { state } = setup({ seed, active: 1, players: [{ battlefield: ['Charmbreaker Devils'], graveyard: ['Fiery Fall', 'Hurly-Burly'] }, {}] });
      const s = passUntil(state, (x) => x.turn.active === 0 && x.turn.step === 'draw');
      for (const n of names(s, 0, 'hand')) if (n !== 'Wastes') seen.add(n);
    }
    expect([...seen].sort()).toEqual(['Fiery Fall', 'Hurly-Burly']);
  });

  it('Whenever you cast an instant or sorcery spell, it gets +4/+0 until end of turn', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Charmbreaker Devils', 'Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Hurly-Burly', 'Ogre Sentry'] }, {}] });
    const devils = permanent(state, 'Charmbreaker Devils');
    let s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, modes: [0] }));
    expect(pt(s, devils)).toEqual([8, 4]);
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!));
    expect(pt(s, devils)).toEqual([8, 4]);
  });
});

describe('Subterranean Tremors', () => {
  const board = () => [
    { battlefield: [...Array<string>(9).fill('Mountain'), 'Bronze Sable', 'Wild Griffin'], hand: ['Subterranean Tremors'] },
    { battlefield: ['Hexplate Golem', 'Opaline Unicorn', 'Ogre Sentry'] },
  ];

  it('deals X damage to each creature without flying', () => {
    const { state, ids } = setup({ players: board() });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [], 3);
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Bronze Sable', 'Subterranean Tremors']);
    expect(names(s, 1, 'graveyard')).toEqual(['Opaline Unicorn', 'Ogre Sentry']);
    expect(s.objects[permanent(s, 'Wild Griffin')]!.damage).toBe(0);
    expect(s.objects[permanent(s, 'Hexplate Golem')]!.damage).toBe(3);
  });

  it('If X is 4 or more, destroy all artifacts', () => {
    const { state, ids } = setup({ players: board() });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [], 4);
    expect(names(s, 1, 'graveyard').sort()).toEqual(['Hexplate Golem', 'Ogre Sentry', 'Opaline Unicorn']);
    expect(permanents(s, 'token:lizard-8-8')).toHaveLength(0);
  });

  it('If X is 8 or more, create an 8/8 red Lizard creature token (after the damage: it is not dealt any)', () => {
    const { state, ids } = setup({ players: board() });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [], 8);
    const lizard = permanent(s, 'token:lizard-8-8');
    expect(s.objects[lizard]!.controller).toBe(0);
    expect(pt(s, lizard)).toEqual([8, 8]);
    expect(s.objects[lizard]!.damage).toBe(0);
    expect(names(s, 1, 'graveyard').sort()).toEqual(['Hexplate Golem', 'Ogre Sentry', 'Opaline Unicorn']);
  });
});

describe('Sulfurous Blast', () => {
  const players = () => [
    { battlefield: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Ogre Sentry', 'Hexplate Golem'], hand: ['Sulfurous Blast'] },
    { battlefield: ['Bronze Sable', 'Wild Griffin', 'Mountain', 'Mountain', 'Mountain', 'Mountain'], hand: ['Sulfurous Blast'] },
  ];

  it('deals 2 damage to each creature and each player', () => {
    const { state, ids } = setup({ players: players() });
    let s = passToPlayer(attack(state, []), 1);
    expect(s.turn.step).not.toBe('main1');
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!));
    expect([life(s, 0), life(s, 1)]).toEqual([18, 18]);
    expect(s.objects[permanent(s, 'Ogre Sentry')]!.damage).toBe(2);
    expect(names(s, 1, 'graveyard').sort()).toEqual(['Bronze Sable', 'Sulfurous Blast', 'Wild Griffin']);
  });

  it('if you cast this spell during your main phase, it deals 3 damage to each creature and each player instead', () => {
    const { state, ids } = setup({ players: players() });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect([life(s, 0), life(s, 1)]).toEqual([17, 17]);
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Ogre Sentry', 'Sulfurous Blast']);
    expect(s.objects[permanent(s, 'Hexplate Golem')]!.damage).toBe(3);
  });

  it('a copy cast during your main phase (Arcane Savant: "You may cast the copy", CR 707.12) was cast then, so it deals 3', () => {
    const { state } = setup({
      players: [
        { hand: ['Arcane Savant'], battlefield: ['Island', 'Island', 'Island', 'Island', 'Island'], exiledWith: { 'Arcane Savant': ['Sulfurous Blast'] } },
        { battlefield: ['Hexplate Golem'] },
      ],
    });
    let s = resolveStack(cast(state, 0, state.players[0]!.hand[0]!));
    expect(s.turn.step).toBe('main1');
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { options: [{ label: 'cast Sulfurous Blast' }, { label: "don't cast" }] } });
    s = resolveStack(choose(s, [0]));
    expect([life(s, 0), life(s, 1)]).toEqual([17, 17]);
    expect(s.objects[permanent(s, 'Hexplate Golem')]!.damage).toBe(3);
  });

  it('"your main phase" is either of them: cast in the postcombat main phase, it deals 3', () => {
    const { state, ids } = setup({ players: players() });
    let s = passToStep(attack(state, []), 'main2');
    expect(s.decision).toMatchObject({ kind: 'priority', player: 0 });
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!));
    expect([life(s, 0), life(s, 1)]).toEqual([17, 17]);
    expect(s.objects[permanent(s, 'Hexplate Golem')]!.damage).toBe(3);
  });

  it("during another player's main phase it deals 2", () => {
    const { state, ids } = setup({ players: players() });
    const s = resolveStack(cast(passToPlayer(state, 1), 1, ids.hand[1]![0]!));
    expect(s.turn.step).toBe('main1');
    expect([life(s, 0), life(s, 1)]).toEqual([18, 18]);
    expect(s.objects[permanent(s, 'Ogre Sentry')]!.damage).toBe(2);
  });
});

describe('Burn Away', () => {
  const mountains = ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Mountain'];

  it("Deals 6 damage to target creature; when that creature dies this turn, exile its controller's graveyard", () => {
    const { state, ids } = setup({ players: [{ battlefield: mountains, hand: ['Burn Away'], graveyard: ['Murder'] }, { battlefield: ['Sphinx of Magosi'], graveyard: ['Wild Griffin', 'Murder'] }] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Sphinx of Magosi') }]));
    expect(permanents(s, 'Sphinx of Magosi')).toHaveLength(0);
    expect(names(s, 1, 'graveyard')).toEqual([]);
    expect(exiled(s).sort()).toEqual(['Murder', 'Sphinx of Magosi', 'Wild Griffin']);
    expect(names(s, 0, 'graveyard')).toEqual(['Murder', 'Burn Away']);
    expect(s.delayedTriggers).toEqual([]);
  });

  it("a creature that survives the damage and dies later this turn still triggers it; \"its controller's graveyard\" is that of the player who controlled it, not its owner's (CR 608.2h)", () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [...mountains, 'Swamp', 'Swamp', 'Swamp'], hand: ['Burn Away', 'Murder'] },
        { graveyard: ['Wild Griffin'] },
        { battlefield: [{ card: 'Hexplate Golem', controller: 1 }], graveyard: ['Bronze Sable'] },
      ],
    });
    const golem = permanent(state, 'Hexplate Golem');
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: golem }]));
    expect(permanents(s, 'Hexplate Golem')).toHaveLength(1);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: golem }]);
    expect(names(s, 1, 'graveyard')).toEqual([]);
    expect(exiled(s)).toEqual(['Wild Griffin']);
    expect(names(s, 2, 'graveyard')).toEqual(['Bronze Sable', 'Hexplate Golem']);
  });

  it('ruling: if the creature doesn\'t die that turn, the delayed triggered ability ceases to exist; it won\'t trigger on a future turn', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [...mountains, 'Swamp', 'Swamp', 'Swamp'], hand: ['Burn Away', 'Murder'], library: ['Murder', 'Murder'] },
        { battlefield: ['Hexplate Golem'], graveyard: ['Wild Griffin'], library: ['Murder', 'Murder'] },
      ],
    });
    const golem = permanent(state, 'Hexplate Golem');
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: golem }]));
    expect(permanents(s, 'Hexplate Golem')).toHaveLength(1);
    expect(s.delayedTriggers).toHaveLength(1);
    s = nextTurn(nextTurn(s));
    expect(s.turn.active).toBe(0);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: golem }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin', 'Hexplate Golem']);
    expect(s.delayedTriggers).toEqual([]);
  });
});

describe('Guttersnipe', () => {
  it('Whenever you cast an instant or sorcery spell, Guttersnipe deals 2 damage to each opponent', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Mountain', 'Mountain', 'Mountain', 'Guttersnipe'], hand: ['Flame Slash', 'Bronze Sable'] }, { battlefield: ['Ogre Sentry'] }, {}],
    });
    let s = castAndResolve(state, 0, ids.hand[0]![1]!);
    expect([life(s, 1), life(s, 2)]).toEqual([20, 20]);
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: permanent(s, 'Ogre Sentry') }]);
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([20, 18, 18]);
  });

  it('ruling: the ability resolves before the spell that caused it to trigger, and even if that spell is countered', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Guttersnipe'], hand: ['Flame Slash'] }, { battlefield: ['Ogre Sentry'] }] });
    let s = cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Ogre Sentry') }]);
    expect(s.stack.map((id) => s.objects[id]!.kind)).toEqual(['card', 'ability']);
    s = resolveTop(s);
    expect(life(s, 1)).toBe(18);
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Flame Slash']);
  });

  it("an opponent's spell does not trigger it", () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Guttersnipe'] }, { battlefield: ['Mountain'], hand: ['Flame Slash'] }] });
    const s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, 'Guttersnipe') }]);
    expect([life(s, 0), life(s, 1)]).toEqual([20, 20]);
  });
});

describe('Twin Bolt', () => {
  it('Twin Bolt deals 2 damage divided as you choose among one or two targets: one target is dealt 2', () => {
    // ruling: "You choose whether Twin Bolt has one target that will be dealt 2 damage or two targets that will each
    // be dealt 1 damage as you cast Twin Bolt."
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Twin Bolt'] }, { battlefield: ['Bronze Sable'] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ player: 1 }]);
    expect(life(s, 1)).toBe(18);
  });

  it('two targets are each dealt 1', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Twin Bolt'] }, { battlefield: ['Bronze Sable'] }] });
    const sable = permanent(state, 'Bronze Sable');
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ player: 1 }, { object: sable }]);
    expect(life(s, 1)).toBe(19);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
  });

  it('the same target cannot be chosen twice (CR 601.2c), and legalActions offers one or two targets', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Twin Bolt'] }, {}] });
    const bolt = ids.hand[0]![0]!;
    expectRefused(state, { type: 'cast', player: 0, card: bolt, targets: [{ player: 1 }, { player: 1 }], x: 0 }, 'badTarget', '601.2c');
    const casts = legalActions(state).filter((a) => a.type === 'cast' && a.card === bolt) as { targets: unknown[] }[];
    expect(casts.some((a) => a.targets.length === 1)).toBe(true);
    expect(casts.some((a) => a.targets.length === 2)).toBe(true);
  });

  it("ruling: if one of two targets becomes illegal, the remaining legal target is dealt 1 damage; the division doesn't change", () => {
    // ruling: "If you cast Twin Bolt with two targets and one of those targets becomes illegal before Twin Bolt
    // resolves, the remaining legal target will be dealt 1 damage. You can’t change the original division of
    // damage."
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Swamp', 'Swamp', 'Swamp'], hand: ['Twin Bolt', 'Murder'] }, { battlefield: ['Ogre Sentry'] }] });
    const ogre = permanent(state, 'Ogre Sentry');
    let s = cast(state, 0, ids.hand[0]![0]!, [{ object: ogre }, { player: 1 }]);
    s = resolveTop(cast(s, 0, ids.hand[0]![1]!, [{ object: ogre }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Ogre Sentry']);
    s = resolveStack(s);
    expect(life(s, 1)).toBe(19);
  });

  it('ruling: one of two targets made illegal by hexproof in response (Skittering Crustacean becoming monstrous) is dealt no damage; the other is dealt its 1', () => {
    // ruling: "If you cast Twin Bolt with two targets and one of those targets becomes illegal before Twin Bolt
    // resolves, the remaining legal target will be dealt 1 damage." The illegal one is not affected (CR 608.2b).
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Twin Bolt'] }, { battlefield: ['Skittering Crustacean', ...Array<string>(7).fill('Island')] }] });
    const crab = permanent(state, 'Skittering Crustacean');
    let s = passToPlayer(cast(state, 0, ids.hand[0]![0]!, [{ object: crab }, { player: 1 }]), 1);
    s = resolveStack(activate(s, 1, crab, 0));
    expect(keywords(s, crab)).toContain('hexproof');
    expect(life(s, 1)).toBe(19);
    expect(s.objects[crab]!.damage).toBe(0);
  });
});

describe('Burning Wish', () => {
  it('You may reveal a sorcery card you own from outside the game and put it into your hand. Exile Burning Wish.', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Burning Wish'], sideboard: ['Murder', 'Flame Slash', 'Bronze Sable', 'Infest'] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'wish', min: 0, max: 1 } });
    const options = (s.decision as { choice: { options: readonly { object: number }[] } }).choice.options.map((o) => s.objects[o.object]!.card);
    expect(options).toEqual(['Flame Slash', 'Infest']);
    s = resolveStack(choose(s, [0]));
    expect(names(s, 0, 'hand')).toEqual(['Flame Slash']);
    expect(s.players[0]!.sideboard.map((id) => s.objects[id]!.card)).toEqual(['Murder', 'Bronze Sable', 'Infest']);
    expect(events(s, 'reveal').map((e) => (e as { card: string }).card)).toEqual(['Flame Slash']);
    expect(exiled(s)).toEqual(['Burning Wish']);
    expect(names(s, 0, 'graveyard')).toEqual([]);
  });

  it('"you may": choosing nothing still exiles Burning Wish', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Burning Wish'], sideboard: ['Flame Slash'] }, {}] });
    const s = resolveStack(choose(resolveStack(cast(state, 0, ids.hand[0]![0]!)), []));
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(exiled(s)).toEqual(['Burning Wish']);
  });

  it("ruling: exiled cards and cards in the game's zones are still in the game and can't be acquired", () => {
    // ruling: "You can’t acquire exiled cards because those cards are still in one of the game’s zones."
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Burning Wish'], graveyard: ['Flame Slash'], library: ['Infest'] }, { sideboard: ['Subterranean Tremors'] }] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    // no sorcery card of its controller outside the game: nothing to choose (another player's sideboard
    // isn't theirs), though the choice is asked, so that it tells the others nothing of the sideboard
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'wish', options: [], min: 0, max: 0 } });
    s = resolveStack(choose(s, []));
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(exiled(s)).toEqual(['Burning Wish']);
  });

  it('ruling: "In a sanctioned event, a card that’s “outside the game” is one that’s in your sideboard. In an unsanctioned event, you may choose any card from your collection."', () => {
    // the engine knows no collection: outside the game is the sideboard (CR 400.11a), in every game it plays
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Burning Wish'], sideboard: ['Infest', 'Bronze Sable'] }, {}] });
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    const d = s.decision;
    expect(d?.kind === 'choose' && d.choice.options.map((o) => ('object' in o ? s.objects[o.object]!.card : ''))).toEqual(['Infest']);
    // with an empty sideboard, no sorcery card the engine implements is offered
    const none = setup({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Burning Wish'] }, {}] });
    expect(resolveStack(cast(none.state, 0, none.ids.hand[0]![0]!)).decision).toMatchObject({ kind: 'choose', choice: { prompt: 'wish', options: [] } });
  });

  it("the card is revealed to every player; another player's view never shows the sideboard's objects", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain'], hand: ['Burning Wish'], sideboard: ['Flame Slash'] }, {}] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    const v = view(s, 1) as unknown as { players: { sideboard?: unknown }[] };
    expect(v.players[0]!.sideboard).toBeUndefined();
    s = resolveStack(choose(s, [0]));
    const [reveal] = events(s, 'reveal');
    expect(reveal).toMatchObject({ player: 0, card: 'Flame Slash', rule: '701.20' });
    expect(reveal).not.toHaveProperty('visibleTo');
  });
});

const mountains = (n: number): string[] => Array<string>(n).fill('Mountain');

describe('Ill-Tempered Cyclops', () => {
  it('Trample; {5}{R}: Monstrosity 3', () => {
    const { state } = setup({ players: [{ battlefield: [...mountains(12), 'Ill-Tempered Cyclops'] }, {}] });
    const cyclops = permanent(state, 'Ill-Tempered Cyclops');
    expect(keywords(state, cyclops)).toEqual(['trample']);
    let s = resolveStack(activate(state, 0, cyclops, 0));
    expect(pt(s, cyclops)).toEqual([6, 6]);
    expect(s.objects[cyclops]!.monstrous).toBe(true);
    expect(events(s, 'monstrous')).toMatchObject([{ rule: '701.37a', object: cyclops, amount: 3 }]);
    // ruling: once monstrous, it can't become monstrous again
    s = resolveStack(activate(s, 0, cyclops, 0));
    expect(pt(s, cyclops)).toEqual([6, 6]);
  });

  it('ruling: monstrous isn\'t an ability; a permanent that leaves the battlefield and returns is a new object that isn\'t monstrous (CR 701.37b, 400.7)', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...mountains(6), 'Swamp', 'Swamp', 'Swamp', 'Ill-Tempered Cyclops'], hand: ['Murder'] }, {}] });
    const cyclops = permanent(state, 'Ill-Tempered Cyclops');
    let s = resolveStack(activate(state, 0, cyclops, 0));
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: cyclops }]);
    const card = s.players[0]!.graveyard.find((id) => s.objects[id]!.card === 'Ill-Tempered Cyclops')!;
    expect(s.objects[card]!.monstrous).toBeUndefined();
  });
});

describe('Ill-Tempered Cyclops — monstrous stays', () => {
  it('ruling: "Monstrous isn’t an ability that a creature has. It’s just something true about that creature. If the creature stops being a creature or loses its abilities, it will continue to be monstrous."', () => {
    // Volatile Chimera becomes a copy of Ill-Tempered Cyclops, becomes monstrous, then a copy of Ogre Sentry (losing the
    // Cyclops's abilities), then of the Cyclops again (no card of the engine makes a monstrous creature stop being one)
    const { state } = setup({ players: [{ battlefield: ['Volatile Chimera', ...mountains(40)], exiledWith: { 'Volatile Chimera': ['Ill-Tempered Cyclops', 'Ogre Sentry', 'Ogre Sentry'] } }, {}] });
    const chimera = permanent(state, 'Volatile Chimera');
    /** Activates the Chimera's copy ability (its last) until it is a copy of `name`. */
    const becomeCopyOf = (x: ReadonlyGameState, name: string): ReadonlyGameState => {
      let y = x;
      for (let i = 0; i < 12 && characteristics(y, chimera).name !== name; i++) {
        const acts = legalActions(y).filter((a) => a.type === 'activate' && a.source === chimera);
        y = resolveStack(apply(y, acts[acts.length - 1]!));
      }
      expect(characteristics(y, chimera).name).toBe(name);
      return y;
    };
    let s = becomeCopyOf(state, 'Ill-Tempered Cyclops');
    s = resolveStack(activate(s, 0, chimera, 0)); // Monstrosity 3
    expect(s.objects[chimera]!.monstrous).toBe(true);
    expect(pt(s, chimera)).toEqual([6, 6]);
    s = becomeCopyOf(s, 'Ogre Sentry');
    expect(keywords(s, chimera)).toEqual(['defender']);
    expect(s.objects[chimera]!.monstrous).toBe(true);
    s = becomeCopyOf(s, 'Ill-Tempered Cyclops');
    // still monstrous: Monstrosity 3 does nothing now
    const monstrousEvents = events(s, 'monstrous').length;
    s = resolveStack(activate(s, 0, chimera, 0));
    expect(pt(s, chimera)).toEqual([6, 6]);
    expect(events(s, 'monstrous')).toHaveLength(monstrousEvents);
  });
});

describe('Stoneshock Giant', () => {
  it("{6}{R}{R}: Monstrosity 3; when it becomes monstrous, creatures without flying your opponents control can't block this turn", () => {
    const { state } = setup({ players: [{ battlefield: [...mountains(8), 'Stoneshock Giant', 'Bronze Sable'] }, { battlefield: ['Ogre Sentry', 'Wild Griffin'] }, { battlefield: ['Pillarfield Ox', 'Messenger Jays'] }] });
    const giant = permanent(state, 'Stoneshock Giant');
    let s = resolveStack(activate(state, 0, giant, 0));
    expect(pt(s, giant)).toEqual([8, 7]);
    s = toBlockers(attack(s, [[giant, 1], [permanent(s, 'Bronze Sable'), 2]]));
    expect(canBlock(s, permanent(s, 'Ogre Sentry'), giant)).toBe(false);
    expect(canBlock(s, permanent(s, 'Wild Griffin'), giant)).toBe(true);
    // "your opponents": every opponent, not only the first — player 2's Pillarfield Ox can't block either (CR 102.2, 509.1b)
    s = apply(s, { type: 'confirmBlockers', player: 1 });
    expect(s.decision).toMatchObject({ kind: 'declareBlockers', player: 2 });
    expect(canBlock(s, permanent(s, 'Pillarfield Ox'), permanent(s, 'Bronze Sable'))).toBe(false);
    expect(canBlock(s, permanent(s, 'Messenger Jays'), permanent(s, 'Bronze Sable'))).toBe(true);
  });

  it('ruling: judged as blockers are declared: a creature that gains flying afterwards may block', () => {
    const { state } = setup({ players: [{ battlefield: [...mountains(8), 'Stoneshock Giant'] }, { battlefield: ['Mountain', 'Goblin Balloon Brigade', 'Ogre Sentry'] }] });
    const giant = permanent(state, 'Stoneshock Giant');
    let s = resolveStack(activate(state, 0, giant, 0));
    s = passUntil(attack(s, [[giant, 1]]), (x) => x.decision?.player === 1);
    const brigade = permanent(s, 'Goblin Balloon Brigade');
    s = resolveStack(activate(s, 1, brigade, 0));
    s = toBlockers(s);
    expect(canBlock(s, brigade, giant)).toBe(true);
    expect(canBlock(s, permanent(s, 'Ogre Sentry'), giant)).toBe(false);
  });

  it("\"your opponents\": made monstrous during an opponent's turn, its controller's own creatures without flying may still block", () => {
    const { state } = setup({ players: [{ battlefield: [...mountains(8), 'Stoneshock Giant', 'Ogre Sentry'] }, { battlefield: ['Bronze Sable'] }, {}] });
    const giant = permanent(state, 'Stoneshock Giant');
    let s = passToPlayer(skipUntil(state, (x) => x.turn.active === 1 && x.turn.step === 'main1'), 0);
    expect(s.turn.step).toBe('main1');
    s = resolveStack(activate(s, 0, giant, 0));
    expect(s.objects[giant]!.monstrous).toBe(true);
    const sable = permanent(s, 'Bronze Sable');
    s = toBlockers(attack(s, [[sable, 0]]));
    expect(canBlock(s, permanent(s, 'Ogre Sentry'), sable)).toBe(true);
  });

  it('the effect lasts this turn only', () => {
    const { state } = setup({ players: [{ battlefield: [...mountains(8), 'Stoneshock Giant'] }, { battlefield: ['Ogre Sentry', 'Bronze Sable'] }] });
    const giant = permanent(state, 'Stoneshock Giant');
    let s = resolveStack(activate(state, 0, giant, 0));
    s = nextTurn(s);
    s = toBlockers(attack(s, [[permanent(s, 'Bronze Sable'), 0]]));
    expect(canBlock(s, giant, permanent(s, 'Bronze Sable'))).toBe(true);
  });
});

describe('Ember Beast', () => {
  it('"Ember Beast can\'t attack or block alone." — ruling: "Other creatures assigned to attack alongside Ember Beast don’t have to attack the same player or planeswalker. …" (CR 508.1c) — in a three-player game', () => {
    const { state } = setup({ players: [{ battlefield: ['Ember Beast', 'Bronze Sable'] }, {}, {}] });
    const [beast, sable] = [permanent(state, 'Ember Beast'), permanent(state, 'Bronze Sable')];
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    const alone = apply(s, { type: 'declareAttacker', player: 0, attacker: beast, target: { player: 1 } });
    expectRefused(alone, { type: 'confirmAttackers', player: 0 }, 'illegal', '508.1c');
    expect(legalActions(alone).some((a) => a.type === 'confirmAttackers')).toBe(false);
    // ruling: the other creature doesn't have to attack the same player
    s = apply(alone, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 2 } });
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([beast, sable]);
  });

  it('ruling: "Ember Beast can’t attack or block unless another creature is also assigned to attack or block at the same time. Notably, two Ember Beasts can attack or block together." (CR 508.1c, 509.1b)', () => {
    const { state } = setup({ players: [{ battlefield: ['Ember Beast', 'Ember Beast'] }, { battlefield: ['Ember Beast', 'Ember Beast'] }] });
    const [a, b, c, d] = permanents(state, 'Ember Beast');
    let s = attack(state, [[a!, 1], [b!, 1]]);
    s = toBlockers(s);
    const one = apply(s, { type: 'declareBlocker', player: 1, blocker: c!, attacker: a! });
    expectRefused(one, { type: 'confirmBlockers', player: 1 }, 'illegal', '509.1b');
    expect(legalActions(one).some((x) => x.type === 'confirmBlockers')).toBe(false);
    // ruling: the other blocker doesn't have to block the same creature
    s = apply(one, { type: 'declareBlocker', player: 1, blocker: d!, attacker: b! });
    s = apply(s, { type: 'confirmBlockers', player: 1 });
    expect(s.combat?.blockers.map((x) => x.id)).toEqual([c, d]);
  });

  it("Ember Beast can't block alone", () => {
    const { state } = setup({ players: [{ battlefield: ['Bronze Sable'] }, { battlefield: ['Ember Beast'] }] });
    const sable = permanent(state, 'Bronze Sable');
    const s = toBlockers(attack(state, [[sable, 1]]));
    const one = apply(s, { type: 'declareBlocker', player: 1, blocker: permanent(s, 'Ember Beast'), attacker: sable });
    expectRefused(one, { type: 'confirmBlockers', player: 1 }, 'illegal', '509.1b');
  });

  it('ruling: once it has been declared as an attacker, it doesn\'t matter what happens to the other creature', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Ember Beast', 'Bronze Sable', 'Mountain'], hand: ['Flame Slash'] }, {}] });
    const [beast, sable] = [permanent(state, 'Ember Beast'), permanent(state, 'Bronze Sable')];
    let s = attack(state, [[beast, 1], [sable, 1]]);
    expect(s.combat?.attackers).toHaveLength(2);
    s = passToStep(s, 'main2');
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: sable }]);
    expect(life(s, 1)).toBe(15);
  });
  it('ruling: "Once Ember Beast has been declared as an attacker or blocker, it doesn’t matter what happens to the other creature(s)." — the other attacker dies before blockers', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Ember Beast', 'Bronze Sable'] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }] });
    const [beast, sable] = [permanent(state, 'Ember Beast'), permanent(state, 'Bronze Sable')];
    let s = passToPlayer(attack(state, [[beast, 1], [sable, 1]]), 1);
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!, [{ object: sable }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Bronze Sable']);
    s = passToStep(s, 'main2');
    expect(life(s, 1)).toBe(17);
  });

  it('ruling: the same for a blocker: the other blocker dies before damage, Ember Beast still blocks', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Bronze Sable', 'Brushstrider', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }, { battlefield: ['Ember Beast', 'Pillarfield Ox'] }] });
    const [sable, brushstrider] = [permanent(state, 'Bronze Sable'), permanent(state, 'Brushstrider')];
    const [beast, ox] = [permanent(state, 'Ember Beast'), permanent(state, 'Pillarfield Ox')];
    let s = block(attack(state, [[sable, 1], [brushstrider, 1]]), [[beast, sable], [ox, brushstrider]]);
    s = passToPlayer(s, 0);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: ox }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Pillarfield Ox']);
    s = passToStep(s, 'main2');
    expect(names(s, 0, 'graveyard')).toEqual(['Murder', 'Bronze Sable']);
    expect(s.objects[beast]!.damage).toBe(2);
    expect(life(s, 1)).toBe(20);
  });
});

describe('Gang of Devils', () => {
  const board = () => setup({
    players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Gang of Devils'], hand: ['Murder'] }, { battlefield: ['Ogre Sentry', 'Bronze Sable', 'Wild Griffin'] }],
  });
  const dies = (s: ReturnType<typeof setup>['state'], hand: number) => resolveStack(cast(s, 0, hand, [{ object: permanent(s, 'Gang of Devils') }]));

  it('When Gang of Devils dies, it deals 3 damage divided as you choose among one, two, or three targets: one target is dealt 3', () => {
    const { state, ids } = board();
    let s = dies(state, ids.hand[0]![0]!);
    expect(s.decision).toMatchObject({ kind: 'putTrigger', player: 0 });
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: permanent(s, 'Ogre Sentry') }] }));
    expect(names(s, 1, 'graveyard')).toEqual(['Ogre Sentry']);
  });

  it('CR 608.2b: a target made illegal in response (Skittering Crustacean becoming monstrous, hexproof) is dealt none of its 2; the legal target is dealt its 1', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Gang of Devils'], hand: ['Murder'] }, { battlefield: ['Skittering Crustacean', ...Array<string>(7).fill('Island')] }],
    });
    const crab = permanent(state, 'Skittering Crustacean');
    let s = dies(state, ids.hand[0]![0]!);
    s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: crab }, { player: 1 }] });
    s = resolveStack(activate(passToPlayer(s, 1), 1, crab, 0));
    expect(keywords(s, crab)).toContain('hexproof');
    expect(life(s, 1)).toBe(19);
    expect(s.objects[crab]!.damage).toBe(0);
  });

  it('three targets are dealt 1 each', () => {
    const { state, ids } = board();
    let s = dies(state, ids.hand[0]![0]!);
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: permanent(s, 'Ogre Sentry') }, { object: permanent(s, 'Bronze Sable') }, { player: 1 }] }));
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(s.objects[permanent(s, 'Ogre Sentry')]!.damage).toBe(1);
    expect(life(s, 1)).toBe(19);
  });

  it('ruling: the division is chosen as the ability is put on the stack — with two targets, 2 to the first chosen and 1 to the second; legalActions offers both orders', () => {
    // ruling: "You divide the damage as you put Gang of Devils’s triggered ability on the stack, not as it resolves.
    // Each target must be assigned at least 1 damage. (In other words, as you put the ability on the stack, you
    // choose whether to have it deal 3 damage to a single target, 2 damage to one target and 1 damage to another
    // target, or 1 damage to each of three targets.)"
    const { state, ids } = board();
    let s = dies(state, ids.hand[0]![0]!);
    const [ogre, griffin] = [permanent(s, 'Ogre Sentry'), permanent(s, 'Wild Griffin')];
    const offered = legalActions(s).filter((a) => a.type === 'putTrigger').map((a) => JSON.stringify((a as { targets: unknown[] }).targets));
    expect(offered).toContain(JSON.stringify([{ object: ogre }, { object: griffin }]));
    expect(offered).toContain(JSON.stringify([{ object: griffin }, { object: ogre }]));
    expectRefused(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: ogre }, { object: ogre }] }, 'badTarget');
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: griffin }, { object: ogre }] }));
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin']);
    expect(s.objects[ogre]!.damage).toBe(1);
  });

  it('a target that becomes illegal does not change the division: the other is dealt its share', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Gang of Devils'], hand: ['Murder', 'Murder'] }, { battlefield: ['Ogre Sentry', 'Bronze Sable'] }],
    });
    let s = dies(state, ids.hand[0]![0]!);
    const [ogre, sable] = [permanent(s, 'Ogre Sentry'), permanent(s, 'Bronze Sable')];
    s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: sable }, { object: ogre }] });
    s = resolveTop(cast(s, 0, ids.hand[0]![1]!, [{ object: sable }]));
    s = resolveStack(s);
    expect(s.objects[ogre]!.damage).toBe(1);
  });
});
