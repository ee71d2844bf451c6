import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions } from '../../../src/index.js';
import type { ReadonlyGameState } from '../../../src/state/types.js';
import {
  activate, attack, block, cast, castable, castAndResolve, choose, events, expectRefused, keywords, life, names, nextTurn, passToStep, passUntil, permanent, permanents, pt, putTrigger, resolveStack, resolveTop, setup, skipUntil, toBlockers,
} from '../helpers.js';
import { checkViews } from '../../properties/view-leaks.js';

describe('Deathreap Ritual', () => {
  const lands = ['Swamp', 'Swamp', 'Swamp', 'Forest', 'Forest'];

  it('Morbid — At the beginning of each end step, if a creature died this turn, you may draw a card', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...lands, 'Deathreap Ritual'], hand: ['Murder'], library: ['Divination', 'Plummet'] }, { battlefield: ['Wild Griffin'] }] });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Wild Griffin') }]);
    s = passUntil(s, (x) => x.turn.step === 'end');
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Deathreap Ritual']);
    s = resolveStack(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { options: [{ label: 'yes' }, { label: 'no' }] } });
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Divination']);
  });

  it('it triggers in each player\'s end step, and you may decline to draw', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Deathreap Ritual'], library: ['Divination'] }, { battlefield: [...lands, 'Wild Griffin'], hand: ['Murder'] }] });
    let s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, 'Wild Griffin') }]);
    s = resolveStack(passUntil(s, (x) => x.turn.step === 'end'));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0 });
    s = choose(s, [1]);
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(names(s, 0, 'library')).toEqual(['Divination']);
  });

  it('"you may draw a card": in another player\'s end step, only its controller draws, in a 3-player game (CR 603.3a, 121.1)', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Deathreap Ritual'], library: ['Divination'] }, { battlefield: [...lands, 'Wild Griffin'], hand: ['Murder'], library: ['Island'] }, { library: ['Plains'] }],
    });
    let s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, 'Wild Griffin') }]);
    s = resolveStack(passUntil(s, (x) => x.turn.step === 'end'));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0 });
    s = choose(s, [0]);
    expect([names(s, 0, 'hand'), names(s, 1, 'hand'), names(s, 2, 'hand')]).toEqual([['Divination'], [], []]);
    expect([names(s, 1, 'library'), names(s, 2, 'library')]).toEqual([['Island'], ['Plains']]);
  });

  it('ruling: no creature died before the end step began, so it doesn\'t trigger at all', () => {
    const { state } = setup({ players: [{ battlefield: ['Deathreap Ritual'], library: ['Divination'] }, {}] });
    const s = passUntil(state, (x) => x.turn.step === 'end');
    expect(s.stack).toEqual([]);
    expect(events(s, 'trigger')).toEqual([]);
  });

  it('ruling: the creature may have died before Deathreap Ritual entered; you draw one card, not one per creature', () => {
    // ruling: "You draw one card when the ability resolves, not one card per creature that died during the turn."
    const { state, ids } = setup({
      players: [{ battlefield: [...lands, 'Swamp', 'Swamp', 'Swamp'], hand: ['Infest', 'Deathreap Ritual'], library: ['Divination', 'Plummet'] }, { battlefield: ['Wild Griffin', 'Bronze Sable'] }],
    });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin', 'Bronze Sable']);
    s = castAndResolve(s, 0, ids.hand[0]![1]!);
    s = choose(resolveStack(passUntil(s, (x) => x.turn.step === 'end')), [0]);
    expect(names(s, 0, 'hand')).toEqual(['Divination']);
    expect(s.stack).toEqual([]);
  });
});

describe('Decimate', () => {
  it('Destroy target artifact, target creature, target enchantment, and target land', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Mountain', 'Mountain', 'Forest', 'Forest'], hand: ['Decimate'] }, { battlefield: ['Bronze Sable', 'Wild Griffin', 'Phyrexian Arena', 'Island'] }],
    });
    const targets = ['Bronze Sable', 'Wild Griffin', 'Phyrexian Arena', 'Island'].map((n) => ({ object: permanent(state, n) }));
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, targets);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable', 'Wild Griffin', 'Phyrexian Arena', 'Island']);
  });

  it('ruling: "… If the spell or ability uses the word target in multiple places, the same object or player can be chosen once for each instance of the word “target.” …" (CR 115.3, 601.2c) — Bronze Sable as the artifact and the creature', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Mountain', 'Mountain', 'Forest', 'Forest'], hand: ['Decimate'] }, { battlefield: ['Bronze Sable', 'Phyrexian Arena', 'Island'] }],
    });
    const [sable, arena, island] = ['Bronze Sable', 'Phyrexian Arena', 'Island'].map((n) => ({ object: permanent(state, n) }));
    const casts = legalActions(state).filter((a) => a.type === 'cast');
    expect(casts).toContainEqual({ type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [sable, sable, arena, island], x: 0 });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [sable!, sable!, arena!, island!]);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable', 'Phyrexian Arena', 'Island']);
  });

  it('ruling: "… You still need a legal target enchantment and creature as well." (CR 601.2c) — with no enchantment on the battlefield, Decimate cannot be cast', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Mountain', 'Mountain', 'Forest', 'Forest'], hand: ['Decimate'] }, { battlefield: ['Bronze Sable', 'Island'] }, {}],
    });
    const [sable, island] = ['Bronze Sable', 'Island'].map((n) => ({ object: permanent(state, n) }));
    expect(legalActions(state).some((a) => a.type === 'cast' && a.card === ids.hand[0]![0]!)).toBe(false);
    expect(castable(state, 0, ids.hand[0]![0]!, [sable!, sable!, sable!, island!])).toBe(false);
  });

  it('the four are destroyed at the same time (CR 603.10a): Deathrender, destroyed with the creature it equips, sees it die', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Deathrender', 'Bronze Sable', 'Swamp', 'Swamp', 'Phyrexian Arena'], hand: ['Pillarfield Ox'] },
        { battlefield: ['Mountain', 'Mountain', 'Forest', 'Forest'], hand: ['Decimate'] },
      ],
    });
    const [deathrender, sable] = [permanent(state, 'Deathrender'), permanent(state, 'Bronze Sable')];
    let s = nextTurn(resolveStack(activate(state, 0, deathrender, 0, [{ object: sable }])));
    expect(s.objects[deathrender]!.attachedTo).toEqual({ object: sable });
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!, [deathrender, sable, permanent(s, 'Phyrexian Arena'), permanents(s, 'Swamp')[0]!].map((object) => ({ object }))));
    expect(names(s, 0, 'graveyard')).toEqual(['Deathrender', 'Bronze Sable', 'Phyrexian Arena', 'Swamp']);
    // "Whenever equipped creature dies, you may put a creature card from your hand onto the battlefield"
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield', options: [{ object: ids.hand[0]![0] }] } });
    s = choose(s, [0]);
    expect(permanents(s, 'Pillarfield Ox')).toHaveLength(1);
  });

  it('an artifact creature chosen as the artifact and as the creature is destroyed once: one regeneration shield saves it (CR 701.19a)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Mountain', 'Mountain', 'Forest', 'Forest'], hand: ['Decimate'] },
        { battlefield: ['Bronze Sable', 'Phyrexian Arena', 'Island', 'Forest', 'Forest'], hand: ['Wrap in Vigor'] },
      ],
    });
    const [sable, arena, island] = ['Bronze Sable', 'Phyrexian Arena', 'Island'].map((n) => ({ object: permanent(state, n) }));
    let s = cast(state, 0, ids.hand[0]![0]!, [sable!, sable!, arena!, island!]);
    s = resolveStack(cast(passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 1), 1, ids.hand[1]![0]!));
    expect(names(s, 1, 'graveyard')).toEqual(['Wrap in Vigor', 'Phyrexian Arena', 'Island']);
    expect(permanents(s, 'Bronze Sable')).toEqual([sable!.object]);
    expect(s.objects[sable!.object]!.tapped).toBe(true);
  });

  it('ruling: you still need a legal target for each: without an enchantment it can\'t be cast', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Forest', 'Forest'], hand: ['Decimate'] }, { battlefield: ['Bronze Sable', 'Island'] }] });
    const [sable, island] = ['Bronze Sable', 'Island'].map((n) => ({ object: permanent(state, n) }));
    expect(legalActions(state).some((a) => a.type === 'cast')).toBe(false);
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [sable!, sable!, sable!, island!], x: 0 }, 'badTarget', '601.2c');
  });
});

describe('Mortify', () => {
  it('Destroy target creature or enchantment', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Plains', 'Swamp', 'Swamp', 'Plains', 'Swamp', 'Swamp'], hand: ['Mortify', 'Mortify'] }, { battlefield: ['Wild Griffin', 'Phyrexian Arena', 'Island'] }],
    });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Wild Griffin') }]);
    s = castAndResolve(s, 0, ids.hand[0]![1]!, [{ object: permanent(s, 'Phyrexian Arena') }]);
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin', 'Phyrexian Arena']);
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: permanent(state, 'Island') }], x: 0 }, 'badTarget', '601.2c');
  });
});

describe('Sky Spirit', () => {
  it('Flying, first strike', () => {
    const { state } = setup({ players: [{ battlefield: ['Sky Spirit'] }, { battlefield: ['Wild Griffin'] }] });
    const [spirit, griffin] = [permanent(state, 'Sky Spirit'), permanent(state, 'Wild Griffin')];
    expect(keywords(state, spirit)).toEqual(['flying', 'first strike']);
    const s = passToStep(block(attack(state, [[spirit, 1]]), [[griffin, spirit]]), 'endCombat');
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin']);
    expect(s.objects[spirit]!.damage).toBe(0);
    expect(life(s, 1)).toBe(20);
  });
});

describe('Peace Strider', () => {
  it('When it enters, you gain 3 life', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(4).fill('Wastes'), hand: ['Peace Strider'] }, {}] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!);
    expect(life(s, 0)).toBe(23);
    expect(pt(s, permanent(s, 'Peace Strider'))).toEqual([3, 3]);
  });
});

describe('Flamewright', () => {
  it('{1}, {T}: Create a 1/1 colorless Construct artifact creature token with defender', () => {
    const { state } = setup({ players: [{ battlefield: ['Mountain', 'Flamewright'] }, {}] });
    const s = resolveStack(apply(state, { type: 'activate', player: 0, source: permanent(state, 'Flamewright'), ability: 0, targets: [], x: 0 }));
    const construct = permanent(s, 'token:construct-1-1-defender');
    expect([pt(s, construct), keywords(s, construct), characteristics(s, construct).types]).toEqual([[1, 1], ['defender'], ['Artifact', 'Creature']]);
  });

  it('{T}, Sacrifice a creature with defender: Flamewright deals 1 damage to any target', () => {
    const { state } = setup({ players: [{ battlefield: ['Flamewright', 'token:construct-1-1-defender', 'Pillarfield Ox'] }, {}] });
    const flamewright = permanent(state, 'Flamewright');
    const construct = permanent(state, 'token:construct-1-1-defender');
    const acts = legalActions(state).filter((a) => a.type === 'activate' && a.source === flamewright && a.ability === 1);
    expect(new Set(acts.map((a) => (a as { sacrifice?: number }).sacrifice))).toEqual(new Set([construct]));
    expectRefused(state, { type: 'activate', player: 0, source: flamewright, ability: 1, targets: [{ player: 1 }], x: 0, sacrifice: permanent(state, 'Pillarfield Ox') }, 'illegal', '602.2b');
    const s = resolveStack(apply(state, { type: 'activate', player: 0, source: flamewright, ability: 1, targets: [{ player: 1 }], x: 0, sacrifice: construct }));
    expect(life(s, 1)).toBe(19);
    expect(permanents(s, 'token:construct-1-1-defender')).toHaveLength(0);
  });
});

describe('Spontaneous Combustion', () => {
  it('As an additional cost to cast this spell, sacrifice a creature. Spontaneous Combustion deals 3 damage to each creature.', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Mountain', 'Mountain', 'Typhoid Rats', 'Zombie Goliath'], hand: ['Spontaneous Combustion'] }, { battlefield: ['Lizard Warrior', 'Pillarfield Ox'] }] });
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, sacrifice: permanent(state, 'Typhoid Rats') });
    // ruling: "Players can only respond once this spell has been cast and all its costs have been paid. No one can
    // try to destroy the creature you sacrificed to prevent you from casting this spell." — the creature is
    // sacrificed as the spell is cast; nobody can respond before
    expect(names(s, 0, 'graveyard')).toEqual(['Typhoid Rats']);
    s = resolveStack(s);
    expect(names(s, 1, 'graveyard')).toEqual(['Lizard Warrior']);
    expect(s.objects[permanent(s, 'Pillarfield Ox')]!.damage).toBe(3);
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Spontaneous Combustion', 'Typhoid Rats', 'Zombie Goliath']);
    // "each creature": no player is dealt damage
    expect([s.players[0]!.life, s.players[1]!.life]).toEqual([20, 20]);
  });

  it("ruling: you must sacrifice exactly one creature to cast this spell; you cannot cast it without sacrificing a creature", () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Mountain', 'Mountain'], hand: ['Spontaneous Combustion'] }, { battlefield: ['Pillarfield Ox'] }] });
    expect(legalActions(state).some((a) => a.type === 'cast')).toBe(false);
    expectRefused(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }, 'illegal', '601.2b');
  });
});

describe('Spiritmonger', () => {
  it('Whenever Spiritmonger deals damage to a creature, put a +1/+1 counter on Spiritmonger', () => {
    const { state } = setup({ players: [{ battlefield: ['Spiritmonger'] }, { battlefield: ['Bronze Sable', 'Pillarfield Ox'] }] });
    const monger = permanent(state, 'Spiritmonger');
    let s = block(attack(state, [[monger, 1]]), [[permanent(state, 'Bronze Sable'), monger], [permanent(state, 'Pillarfield Ox'), monger]]);
    s = passUntil(s, (x) => x.decision?.kind === 'assignDamage');
    s = apply(s, { type: 'assignDamage', player: 0, attacker: monger, amounts: [1, 5] });
    // two triggers, ordered by their controller (CR 603.3b)
    expect(s.pendingTriggers).toHaveLength(2);
    while (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [] });
    s = resolveStack(s);
    // once for each creature dealt damage
    expect(pt(s, monger)).toEqual([8, 8]);
  });

  it('damage to a player does not trigger it', () => {
    const { state } = setup({ players: [{ battlefield: ['Spiritmonger'] }, {}] });
    const monger = permanent(state, 'Spiritmonger');
    const s = resolveStack(passUntil(attack(state, [[monger, 1]]), (x) => x.turn.step === 'endCombat'));
    expect(life(s, 1)).toBe(14);
    expect(pt(s, monger)).toEqual([6, 6]);
  });

  it('{B}: Regenerate Spiritmonger', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Spiritmonger', 'Swamp'] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }] });
    const monger = permanent(state, 'Spiritmonger');
    let s = passUntil(state, (x) => x.decision?.player === 0);
    s = resolveStack(activate(s, 0, monger, 0));
    s = castAndResolve(s, 1, ids.hand[1]![0]!, [{ object: monger }]);
    expect(permanents(s, 'Spiritmonger')).toEqual([monger]);
    expect(s.objects[monger]!.tapped).toBe(true);
  });

  it('{G}: Spiritmonger becomes the color of your choice until end of turn', () => {
    const { state } = setup({ players: [{ battlefield: ['Spiritmonger', 'Forest'] }, {}] });
    const monger = permanent(state, 'Spiritmonger');
    expect(characteristics(state, monger).colors).toEqual(['B', 'G']);
    let s = resolveStack(activate(state, 0, monger, 1));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { options: [{ label: 'W' }, { label: 'U' }, { label: 'B' }, { label: 'R' }, { label: 'G' }] } });
    s = resolveStack(choose(s, [1]));
    expect(characteristics(s, monger).colors).toEqual(['U']);
    s = nextTurn(s);
    expect(characteristics(s, monger).colors).toEqual(['B', 'G']);
  });
});

describe('Extract from Darkness', () => {
  const lands = ['Island', 'Swamp', 'Swamp', 'Swamp', 'Swamp'];

  it('Each player mills two cards. Then you put a creature card from a graveyard onto the battlefield under your control.', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: lands, hand: ['Extract from Darkness'], library: ['Murder', 'Divination', 'Wastes'], graveyard: ['Bronze Sable'] },
        { library: ['Wild Griffin', 'Island', 'Wastes'] },
        { library: ['Plains', 'Pillarfield Ox', 'Wastes'] },
      ],
    });
    let s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }));
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin', 'Island']);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'putOntoBattlefield', min: 1, max: 1 } });
    const options = (s.decision as { choice: { options: readonly { object: number }[] } }).choice.options.map((o) => s.objects[o.object]!.card);
    // ruling: any creature card in a graveyard at that time, including one just put there
    expect(options).toEqual(['Bronze Sable', 'Wild Griffin', 'Pillarfield Ox']);
    s = resolveStack(choose(s, [1]));
    const griffin = permanent(s, 'Wild Griffin');
    expect(characteristics(s, griffin).controller).toBe(0);
    expect(s.objects[griffin]!.owner).toBe(1);
    expect(names(s, 1, 'graveyard')).toEqual(['Island']);
    expect(names(s, 0, 'graveyard')).toEqual(['Bronze Sable', 'Murder', 'Divination', 'Extract from Darkness']);
  });

  it('ruling: with no creature cards in graveyards, it simply finishes resolving', () => {
    const { state, ids } = setup({ players: [{ battlefield: lands, hand: ['Extract from Darkness'], library: ['Murder', 'Divination', 'Wastes'] }, { library: ['Island', 'Island', 'Wastes'] }] });
    const s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }));
    expect(s.decision?.kind).toBe('priority');
    expect(s.stack).toEqual([]);
    expect(names(s, 0, 'graveyard')).toEqual(['Murder', 'Divination', 'Extract from Darkness']);
  });
});

describe('Fires of Yavimaya', () => {
  it('Creatures you control have haste: a creature that came under your control this turn attacks; not your opponents\' creatures', () => {
    const { state } = setup({
      players: [{ battlefield: ['Fires of Yavimaya', { card: 'Bronze Sable', sick: true }] }, { battlefield: [{ card: 'Pillarfield Ox', sick: true }] }],
    });
    const sable = permanent(state, 'Bronze Sable');
    expect(keywords(state, sable)).toEqual(['haste']);
    expect(keywords(state, permanent(state, 'Pillarfield Ox'))).toEqual([]);
    const s = attack(state, [[sable, 1]]);
    expect(s.turn.number).toBe(state.turn.number);
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([sable]);
    expect(life(passUntil(block(s, []), (x) => x.turn.step === 'end'), 1)).toBe(18);
  });

  it('without it, the same creature can\'t attack (CR 302.6)', () => {
    const { state } = setup({ players: [{ battlefield: [{ card: 'Bronze Sable', sick: true }, 'Pillarfield Ox'] }, {}] });
    const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    expect(s.turn.number).toBe(state.turn.number);
    const attackers = legalActions(s).flatMap((a) => (a.type === 'declareAttacker' ? [a.attacker] : []));
    expect(attackers).toEqual([permanent(s, 'Pillarfield Ox')]);
  });

  it('Sacrifice it: target creature gets +2/+2 until end of turn; the creatures lose haste once it is gone', () => {
    const { state } = setup({
      players: [{ battlefield: ['Fires of Yavimaya', { card: 'Bronze Sable', sick: true }] }, { battlefield: ['Pillarfield Ox'] }],
    });
    const sable = permanent(state, 'Bronze Sable');
    const ox = permanent(state, 'Pillarfield Ox');
    let s = resolveStack(activate(state, 0, permanent(state, 'Fires of Yavimaya'), 0, [{ object: ox }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Fires of Yavimaya']);
    expect(pt(s, ox)).toEqual([4, 6]);
    expect(keywords(s, sable)).toEqual([]);
    s = nextTurn(s);
    expect(pt(s, ox)).toEqual([2, 4]);
  });
});

describe('Edric, Spymaster of Trest', () => {
  it('ruling: when a creature you control deals combat damage to one of your opponents, you may draw a card (once per creature)', () => {
    const { state } = setup({
      players: [{ battlefield: ['Edric, Spymaster of Trest', 'Bronze Sable', 'Pillarfield Ox'], library: ['Divination', 'Plummet'] }, { library: ['Murder'] }],
    });
    let s = attack(state, [[permanent(state, 'Bronze Sable'), 1], [permanent(state, 'Pillarfield Ox'), 1]]);
    s = passUntil(toBlockers(s), (x) => x.decision?.kind === 'putTrigger');
    expect(life(s, 1)).toBe(16);
    while (s.decision?.kind === 'putTrigger') s = putTrigger(s, []);
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Edric, Spymaster of Trest', 'Edric, Spymaster of Trest']);
    s = resolveTop(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'draw a card' } });
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Divination']);
    s = resolveTop(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0 });
    s = choose(s, [1]);
    expect(names(s, 0, 'hand')).toEqual(['Divination']);
    expect(names(s, 1, 'hand')).toEqual([]);
  });

  it('ruling: "A creature controlled by an opponent that deals combat damage to another opponent will cause Edric’s ability to trigger. The creature’s controller chooses whether to draw a card." (CR 603.2, 510.2)', () => {
    const { state } = setup({
      active: 1,
      players: [
        { battlefield: ['Edric, Spymaster of Trest'], library: ['Divination'] },
        { battlefield: ['Bronze Sable'], library: ['Plummet'] },
        { library: ['Murder'] },
      ],
    });
    let s = attack(state, [[permanent(state, 'Bronze Sable'), 2]]);
    s = passUntil(toBlockers(s), (x) => x.decision?.kind === 'choose');
    expect(life(s, 2)).toBe(18);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'draw a card' } });
    s = choose(s, [0]);
    expect(names(s, 1, 'hand')).toEqual(['Plummet']);
    expect(names(s, 0, 'hand')).toEqual([]);
  });

  it('"deals combat damage to one of your opponents" (CR 510.2, 120.3a, 120.3c): combat damage to an opponent\'s planeswalker is not damage to that opponent — one trigger, for the creature that hit the player', () => {
    const { state } = setup({
      active: 1,
      players: [
        { battlefield: ['Edric, Spymaster of Trest'], library: ['Divination'] },
        { battlefield: ['Bronze Sable', 'Pillarfield Ox'], library: ['Plummet', 'Murder'] },
        { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3 } }], library: ['Negate'] },
      ],
    });
    const dack = permanent(state, 'Dack Fayden');
    let s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 1, attacker: permanent(s, 'Bronze Sable'), target: { planeswalker: dack } });
    s = apply(s, { type: 'declareAttacker', player: 1, attacker: permanent(s, 'Pillarfield Ox'), target: { player: 2 } });
    s = skipUntil(apply(s, { type: 'confirmAttackers', player: 1 }), (x) => x.decision?.kind === 'choose' || x.turn.step === 'endCombat');
    expect(s.objects[dack]!.counters.loyalty).toBe(1);
    expect(life(s, 2)).toBe(18);
    expect(events(s, 'trigger').filter((e) => e.card === 'Edric, Spymaster of Trest')).toHaveLength(1);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'draw a card' } });
    s = skipUntil(choose(s, [0]), (x) => x.decision?.kind === 'choose' || x.turn.step === 'endCombat');
    expect(s.turn.step).toBe('endCombat');
    expect(names(s, 1, 'hand')).toEqual(['Plummet']);
  });

  it('combat damage to you (its controller) does not trigger it, nor does noncombat damage to an opponent', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Edric, Spymaster of Trest', 'Mountain', 'Mountain', 'Mountain'], hand: ['Brimstone Volley'], library: ['Divination'] },
        { battlefield: ['Bronze Sable'], library: ['Plummet'] },
      ],
    });
    let s = attack(state, [[permanent(state, 'Bronze Sable'), 0]]);
    s = passUntil(block(s, []), (x) => x.turn.step === 'end');
    expect(life(s, 0)).toBe(18);
    expect(s.stack).toEqual([]);
    expect(events(s, 'draw')).toEqual([]);
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ player: 1 }]);
    expect(life(s, 1)).toBe(17);
    expect(s.stack).toEqual([]);
    expect(names(s, 1, 'hand')).toEqual([]);
  });
});

describe("Mirari's Wake", () => {
  it('Creatures you control get +1/+1 (not your opponents\' creatures)', () => {
    const { state } = setup({ players: [{ battlefield: ["Mirari's Wake", 'Bronze Sable'] }, { battlefield: ['Pillarfield Ox'] }] });
    expect(pt(state, permanent(state, 'Bronze Sable'))).toEqual([3, 2]);
    expect(pt(state, permanent(state, 'Pillarfield Ox'))).toEqual([2, 4]);
  });

  it('Whenever you tap a land for mana, add one mana of the type it produced (a triggered mana ability: no stack, no color chosen)', () => {
    const { state } = setup({ players: [{ battlefield: ["Mirari's Wake", 'Forest'] }, {}] });
    const forest = permanent(state, 'Forest');
    expect(legalActions(state).filter((a) => a.type === 'activate' && a.source === forest)).toEqual([{ type: 'activate', player: 0, source: forest, ability: 0, targets: [], x: 0 }]);
    const s = apply(state, { type: 'activate', player: 0, source: forest, ability: 0, targets: [], x: 0 });
    expect(s.players[0]!.pool).toMatchObject({ G: 2, W: 0, U: 0, B: 0, R: 0, C: 0 });
    expect(events(s, 'addMana')).toMatchObject([{ rule: '605.4a', card: "Mirari's Wake", detail: 'G' }]);
    expect(s.stack).toEqual([]);
  });

  it('ruling: "The types of mana are white, blue, black, red, green, and colorless." — colorless is a type too; a land whose color is chosen gives the chosen type again', () => {
    const { state } = setup({ players: [{ battlefield: ["Mirari's Wake", 'Dread Statuary', 'Exotic Orchard'] }, { battlefield: ['Forest', 'Island'] }] });
    let s = apply(state, { type: 'activate', player: 0, source: permanent(state, 'Dread Statuary'), ability: 0, targets: [], x: 0 });
    expect(s.players[0]!.pool).toMatchObject({ C: 2 });
    s = apply(s, { type: 'activate', player: 0, source: permanent(s, 'Exotic Orchard'), ability: 0, targets: [], x: 0, color: 'U' });
    expect(s.players[0]!.pool).toMatchObject({ C: 2, U: 2, G: 0 });
  });

  it('paying a cost counts the extra mana (one Forest pays {2}); an opponent\'s lands get none', () => {
    const { state, ids } = setup({ players: [{ battlefield: ["Mirari's Wake", 'Forest'], hand: ['Bronze Sable'] }, { battlefield: ['Forest'] }] });
    const s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 }));
    expect(pt(s, permanent(s, 'Bronze Sable'))).toEqual([3, 2]);
    expect(s.players[0]!.pool).toMatchObject({ G: 0 });
    const t = apply(passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 1), { type: 'activate', player: 1, source: ids.battlefield[1]![0]!, ability: 0, targets: [], x: 0 });
    expect(t.players[1]!.pool).toMatchObject({ G: 1 });
  });

  it('with only Reflecting Pools for lands, a Pool tapped for mana produces none, so no mana of its type is added either (Reflecting Pool ruling, CR 106.7)', () => {
    const { state } = setup({ players: [{ battlefield: ["Mirari's Wake", 'Reflecting Pool', 'Reflecting Pool'] }, { battlefield: ['Forest'] }] });
    const s = apply(state, { type: 'activate', player: 0, source: permanents(state, 'Reflecting Pool')[0]!, ability: 0, targets: [], x: 0 });
    expect(Object.values(s.players[0]!.pool).every((n) => n === 0)).toBe(true);
    const withIsland = setup({ players: [{ battlefield: ["Mirari's Wake", 'Reflecting Pool', 'Island'] }, {}] }).state;
    const t = apply(withIsland, { type: 'activate', player: 0, source: permanent(withIsland, 'Reflecting Pool'), ability: 0, targets: [], x: 0 });
    expect(t.players[0]!.pool).toMatchObject({ U: 2 });
  });

  it('without it, one Forest can\'t pay {2}', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest'], hand: ['Bronze Sable'] }, {}] });
    expect(legalActions(state).some((a) => a.type === 'cast' && a.card === ids.hand[0]![0]!)).toBe(false);
  });
});

describe('Wood Sage', () => {
  const nameOption = (s: ReadonlyGameState, name: string): number => {
    const d = s.decision;
    if (d?.kind !== 'choose') throw new Error(`expected a choice, got ${JSON.stringify(d)}`);
    return d.choice.options.findIndex((o) => 'label' in o && o.label === name);
  };

  it('{T}: choose a creature card name; reveal the top four cards, put all of them with that name into your hand and the rest into your graveyard', () => {
    const { state } = setup({ players: [{ battlefield: ['Wood Sage'], library: ['Bronze Sable', 'Murder', 'Bronze Sable', 'Wild Griffin', 'Divination'] }, {}] });
    let s = resolveTop(activate(state, 0, permanent(state, 'Wood Sage'), 0));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '201.4a' } });
    expect(events(s, 'reveal')).toEqual([]);
    s = choose(s, [nameOption(s, 'Bronze Sable')]);
    expect(events(s, 'reveal').map((e) => e.card)).toEqual(['Bronze Sable', 'Murder', 'Bronze Sable', 'Wild Griffin']);
    expect(names(s, 0, 'hand')).toEqual(['Bronze Sable', 'Bronze Sable']);
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Murder', 'Wild Griffin']);
    expect(names(s, 0, 'library')).toEqual(['Divination']);
    expect(s.objects[permanent(s, 'Wood Sage')]!.tapped).toBe(true);
  });

  it('the names offered are every creature card name, a choice and no fact about a hidden card: no view leaks one (fuzz seeds 4444, 6666)', () => {
    const { state } = setup({ players: [{ battlefield: ['Wood Sage'], library: ['Bronze Sable'] }, { hand: ['Wild Griffin'] }] });
    const s = resolveTop(activate(state, 0, permanent(state, 'Wood Sage'), 0));
    // the opponent's hidden Wild Griffin is one of the names offered
    expect(nameOption(s, 'Wild Griffin')).toBeGreaterThanOrEqual(0);
    expect(() => checkViews(s)).not.toThrow();
  });

  it('only creature card names may be chosen (CR 201.4a), also those of no card revealed: then all four go to the graveyard', () => {
    const { state } = setup({ players: [{ battlefield: ['Wood Sage'], library: ['Bronze Sable', 'Murder', 'Wild Griffin'] }, {}] });
    let s = resolveTop(activate(state, 0, permanent(state, 'Wood Sage'), 0));
    expect(nameOption(s, 'Murder')).toBe(-1);
    expect(nameOption(s, 'Forest')).toBe(-1);
    expect(nameOption(s, 'Wood Sage')).toBeGreaterThanOrEqual(0);
    s = choose(s, [nameOption(s, 'Pillarfield Ox')]);
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Bronze Sable', 'Murder', 'Wild Griffin']);
    expect(names(s, 0, 'library')).toEqual([]);
  });
});

describe('Mortify — one target, creature or enchantment', () => {
  it('ruling: "This spell isn’t Modal. When it resolves, it will destroy the target if it’s a creature or an enchantment, even if it changed from one to the other between targeting and resolution." — what the target is counts as it resolves (CR 608.2b)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Swamp', 'Swamp', 'Swamp', 'Swamp', 'Forest'], hand: ['Guardian Zendikon', 'Mortify', 'Mortify'] }, { battlefield: ['Wild Griffin', 'Phyrexian Arena'] }],
    });
    const forest = permanent(state, 'Forest');
    const [zendikonCard, mortify1, mortify2] = ids.hand[0]!;
    let s = castAndResolve(state, 0, zendikonCard!, [{ object: forest }]);
    const zendikon = permanent(s, 'Guardian Zendikon');
    // no mode is chosen: one target, any creature or enchantment — the Forest is one while enchanted
    const casts = legalActions(s).filter((a) => a.type === 'cast' && a.card === mortify1);
    expect(casts.every((a) => a.type === 'cast' && a.modes === undefined)).toBe(true);
    expect(casts.map((a) => (a.type === 'cast' ? s.objects[(a.targets[0] as { object: number }).object]!.card : '')).sort())
      .toEqual(['Forest', 'Guardian Zendikon', 'Phyrexian Arena', 'Wild Griffin']);
    // the Forest targeted as a creature; the Zendikon destroyed first, it is neither as Mortify resolves
    s = cast(s, 0, mortify1!, [{ object: forest }]);
    s = resolveStack(cast(s, 0, mortify2!, [{ object: zendikon }]));
    expect(s.battlefield).toContain(forest);
    expect(characteristics(s, forest).types).toEqual(['Land']);
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Guardian Zendikon', 'Mortify', 'Mortify']);
  });
});
