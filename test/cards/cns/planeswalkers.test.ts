import { describe, expect, it } from 'vitest';
import { apply, characteristics, deserialize, legalActions, serialize, type ActivateAction, type ReadonlyGameState } from '../../../src/index.js';
import { activate, attack, cast, castAndResolve, choose, events, expectRefused, life, names, nextTurn, pass, passUntil, permanent, permanents, resolveStack, setup, skipUntil } from '../helpers.js';
import { mutableObject } from '../../../src/engine/working-copy.js';
import { editState } from '../../../src/testing/index.js';

function loyaltyActions(state: ReadonlyGameState, source: number): ActivateAction[] {
  return legalActions(state).filter((a): a is ActivateAction => a.type === 'activate' && a.source === source);
}

/** Player 0 casts Dack Fayden; player 1 has an artifact creature and an artifact. */
function withDack(extra: { loyalty?: number; players?: number } = {}) {
  const others = Array.from({ length: (extra.players ?? 2) - 1 }, () => ({ battlefield: ['Bronze Sable', 'Reito Lantern'], hand: ['Swamp', 'Swamp'] }));
  const { state, ids } = setup({
    players: [{ battlefield: ['Island', 'Mountain', 'Wastes', 'Mountain'], hand: ['Dack Fayden', 'Flame Slash', 'Island'] }, ...others],
  });
  let s = castAndResolve(state, 0, ids.hand[0]![0]!);
  const dack = permanent(s, 'Dack Fayden');
  if (extra.loyalty !== undefined) {
    const loyalty = extra.loyalty;
    s = editState(s, (d) => {
      mutableObject(d, dack).counters.loyalty = loyalty;
    });
  }
  return { state: s, ids, dack };
}

describe('Dack Fayden (CNS)', () => {
  it('306.5b: a planeswalker enters with its printed loyalty; each loyalty ability is offered only if its cost can be paid (606.6)', () => {
    const { state, dack } = withDack();
    expect(state.objects[dack]!.counters.loyalty).toBe(3);
    expect(characteristics(state, dack).types).toEqual(['Planeswalker']);
    const offered = loyaltyActions(state, dack);
    // +1 at either player, -2 at either artifact; not -6 with 3 loyalty
    expect(offered.map((a) => a.ability).sort()).toEqual([0, 0, 1, 1]);
    expectRefused(state, { type: 'activate', player: 0, source: dack, ability: 2, targets: [], x: 0 }, 'illegal', '606.6');
  });

  it('"+1: Target player draws two cards, then discards two cards." — ruling: all while the ability resolves', () => {
    const { state, dack } = withDack();
    let s = activate(state, 0, dack, 0, [{ player: 1 }]);
    expect(s.objects[dack]!.counters.loyalty).toBe(4);
    expect(events(s, 'counters').at(-1)).toMatchObject({ rule: '606.4', object: dack, amount: 1 });
    s = resolveStack(s);
    // ruling: "The targeted player draws two cards and discards two cards all while Dack’s first ability
    // is resolving. Nothing can happen between the two, and no player may choose to take actions."
    // player 1 drew two and now discards two of their four cards, with nothing in between
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'discard', min: 2, max: 2 } });
    expect(s.resolution).not.toBeNull();
    s = choose(s, [0, 1]);
    expect(s.players[1]!.hand).toHaveLength(2);
    expect(names(s, 1, 'graveyard')).toHaveLength(2);
  });

  it('606.3: one loyalty ability of a permanent per turn, at sorcery speed; again next turn', () => {
    const { state, dack } = withDack();
    const s = resolveStack(activate(state, 0, dack, 1, [{ object: permanent(state, 'Reito Lantern') }]));
    expect(loyaltyActions(s, dack)).toEqual([]);
    expectRefused(s, { type: 'activate', player: 0, source: dack, ability: 0, targets: [{ player: 1 }], x: 0 }, 'illegal', '606.3');
    // not with a spell on the stack
    const slashing = cast(state, 0, state.players[0]!.hand[0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    expect(loyaltyActions(slashing, dack)).toEqual([]);
    // not in an opponent's turn
    const theirs = pass(nextTurn(s));
    expect(theirs.turn.active).toBe(1);
    expect(loyaltyActions(theirs, dack)).toEqual([]);
    // in its controller's next turn, again
    const next = nextTurn(nextTurn(s));
    expect(next.turn.active).toBe(0);
    expect(loyaltyActions(next, dack).length).toBeGreaterThan(0);
  });

  it('"−2: Gain control of target artifact." — ruling: indefinitely; Dack leaving the battlefield changes nothing (704.5i at 0 loyalty)', () => {
    const { state, dack } = withDack({ loyalty: 2 });
    const sable = permanent(state, 'Bronze Sable');
    let s = resolveStack(activate(state, 0, dack, 1, [{ object: sable }]));
    expect(characteristics(s, sable).controller).toBe(0);
    // paying −2 left no loyalty: Dack was put into its owner's graveyard (704.5i); the Sable stays with player 0
    expect(permanents(s, 'Dack Fayden')).toEqual([]);
    expect(names(s, 0, 'graveyard')).toContain('Dack Fayden');
    expect(events(s, 'stateBasedAction').some((e) => e.rule === '704.5i')).toBe(true);
    s = nextTurn(nextTurn(s));
    expect(characteristics(s, sable).controller).toBe(0);
  });

  it('"−2: Gain control of target artifact." — a creature that is no artifact is not a legal target (CR 115.1, 601.2c)', () => {
    const { state, ids } = setup({ players: [{ battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3 } }] }, { battlefield: ['Wild Griffin', 'Reito Lantern'] }] });
    const dack = ids.battlefield[0]![0]!;
    const [griffin, lantern] = ids.battlefield[1]!;
    expect(loyaltyActions(state, dack).filter((a) => a.ability === 1).map((a) => a.targets)).toEqual([[{ object: lantern }]]);
    expectRefused(state, { type: 'activate', player: 0, source: dack, ability: 1, targets: [{ object: griffin! }], x: 0 }, 'badTarget');
  });

  it('ruling: "If you gain control of a permanent, and you leave the game, the control-changing effect will end."', () => {
    const { state, dack } = withDack({ players: 3 });
    const sable = permanents(state, 'Bronze Sable')[0]!;
    let s = resolveStack(activate(state, 0, dack, 1, [{ object: sable }]));
    expect(characteristics(s, sable).controller).toBe(0);
    s = apply(s, { type: 'concede', player: 0 });
    expect(s.battlefield).toContain(sable);
    expect(characteristics(s, sable).controller).toBe(1);
  });

  it('ruling: "If you gain control of a permanent another player owns, and that player leaves the game, the permanent will also leave the game."', () => {
    const { state, dack } = withDack({ players: 3 });
    const sable = permanents(state, 'Bronze Sable')[0]!;
    let s = resolveStack(activate(state, 0, dack, 1, [{ object: sable }]));
    s = apply(s, { type: 'concede', player: 1 });
    expect(s.battlefield).not.toContain(sable);
  });

  it('CR 302.6: an artifact creature gained with −2 can\'t use {T} abilities until its new controller\'s next turn; back under its owner\'s control as Dack\'s controller leaves the game (800.4a), not until its owner\'s next turn', () => {
    const { state } = setup({ players: [{ battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3 } }] }, { battlefield: ['Deal Broker'] }, {}] });
    const broker = permanent(state, 'Deal Broker');
    const tapsBroker = (s: ReadonlyGameState) => legalActions(s).some((a) => a.type === 'activate' && a.source === broker);
    expect(tapsBroker(passUntil(state, (x) => x.decision?.player === 1))).toBe(true);
    let s = resolveStack(activate(state, 0, permanent(state, 'Dack Fayden'), 1, [{ object: broker }]));
    expect(characteristics(s, broker).controller).toBe(0);
    expect(tapsBroker(s)).toBe(false);
    s = skipUntil(s, (x) => x.turn.number > 2 && x.turn.active === 0 && x.turn.step === 'main1');
    expect(tapsBroker(s)).toBe(true);
    s = apply(s, { type: 'concede', player: 0 });
    expect(characteristics(s, broker).controller).toBe(1);
    s = passUntil(s, (x) => x.decision?.kind === 'priority' && x.decision.player === 1);
    expect(tapsBroker(s)).toBe(false);
    s = skipUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'main1');
    expect(tapsBroker(s)).toBe(true);
  });

  it('302.6: an artifact creature gained with −2 can\'t attack until its new controller\'s next turn begins', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3 } }] },
        { battlefield: ['Bronze Sable'] },
      ],
    });
    const sable = ids.battlefield[1]![0]!;
    let s = resolveStack(activate(state, 0, ids.battlefield[0]![0]!, 1, [{ object: sable }]));
    expect(characteristics(s, sable).controller).toBe(0);
    // nothing could attack: no declaration is asked for, and the turn goes on to its second main phase
    s = skipUntil(s, (x) => x.decision?.kind === 'declareAttackers' || x.turn.step === 'main2');
    expect(s.turn).toMatchObject({ number: state.turn.number, active: 0, step: 'main2' });
    // in its new controller's next turn, it can
    s = skipUntil(nextTurn(nextTurn(s)), (x) => x.decision?.kind === 'declareAttackers');
    expect(s.turn.active).toBe(0);
    expect(legalActions(s)).toContainEqual({ type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } });
  });

  it('506.4: an attacking creature the emblem gains control of is removed from combat', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 6 } }, 'Forest'], hand: ['Hunger of the Howlpack'] },
        { battlefield: ['Bronze Sable'] },
      ],
    });
    const sable = ids.battlefield[1]![0]!;
    let s = nextTurn(resolveStack(activate(state, 0, ids.battlefield[0]![0]!, 2)));
    s = attack(s, [[sable, 0]]);
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: sable }]));
    expect(characteristics(s, sable).controller).toBe(0);
    expect(events(s, 'removedFromCombat')).toEqual([expect.objectContaining({ rule: '506.4', object: sable })]);
    expect(s.combat?.attackers).toEqual([]);
    s = passUntil(s, (x) => x.turn.step === 'main2');
    expect(life(s, 0)).toBe(20);
  });

  it('120.3c, 704.5i: combat damage to a planeswalker removes loyalty; at 0 it is put into its owner\'s graveyard', () => {
    const { state, dack } = withDack();
    let s = nextTurn(state);
    s = skipUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 1, attacker: permanent(s, 'Bronze Sable'), target: { planeswalker: dack } });
    s = skipUntil(apply(s, { type: 'confirmAttackers', player: 1 }), (x) => x.turn.step === 'main2');
    expect(s.objects[dack]!.counters.loyalty).toBe(1);
    expect(events(s, 'damage').at(-1)).toMatchObject({ rule: '120.3c', to: dack, amount: 2 });
    // a second attack for 2 leaves 0 loyalty (never less): the planeswalker is put into the graveyard (704.5i)
    s = nextTurn(nextTurn(s));
    s = skipUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 1, attacker: permanent(s, 'Bronze Sable'), target: { planeswalker: dack } });
    s = skipUntil(apply(s, { type: 'confirmAttackers', player: 1 }), (x) => x.turn.step === 'main2');
    expect(permanents(s, 'Dack Fayden')).toEqual([]);
    expect(names(s, 0, 'graveyard')).toContain('Dack Fayden');
    expect(events(s, 'stateBasedAction').at(-1)).toMatchObject({ rule: '704.5i', object: dack });
  });

  it('"−6: You get an emblem with …" — the emblem is in its owner\'s command zone, and its ability goes on the stack above the spell (ruling)', () => {
    const { state, ids, dack } = withDack({ loyalty: 6 });
    let s = resolveStack(activate(state, 0, dack, 2));
    expect(permanents(s, 'Dack Fayden')).toEqual([]);
    expect(s.command.map((id) => [s.objects[id]!.kind, s.objects[id]!.card, s.objects[id]!.owner])).toEqual([['emblem', 'token:dack-fayden-emblem', 0]]);
    expect(events(s, 'emblem')).toEqual([expect.objectContaining({ rule: '114.1', player: 0 })]);
    // Flame Slash targets player 1's Bronze Sable: the emblem triggers
    const sable = permanent(s, 'Bronze Sable');
    s = cast(s, 0, ids.hand[0]![1]!, [{ object: sable }]);
    expect(s.stack.map((id) => s.objects[id]!.kind)).toEqual(['card', 'ability']);
    s = pass(s);
    s = pass(s);
    // ruling: "The ability of Dack’s emblem will resolve before the spell that caused it to trigger." — player 0
    // controls the Sable, which Flame Slash then destroys
    expect(characteristics(s, sable).controller).toBe(0);
    s = resolveStack(s);
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
  });

  it('the emblem: "a spell that targets one or more permanents, gain control of those permanents" — a spell with two targets (Twin Bolt): both, and only them', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 6 } }, 'Mountain', 'Mountain'], hand: ['Twin Bolt'] },
        { battlefield: ['Pillarfield Ox', 'Wild Griffin', 'Bronze Sable'] },
      ],
    });
    let s = resolveStack(activate(state, 0, ids.battlefield[0]![0]!, 2));
    const [ox, griffin, sable] = ids.battlefield[1]!;
    s = cast(s, 0, ids.hand[0]![0]!, [{ object: ox! }, { object: griffin! }]);
    expect(s.stack.map((id) => s.objects[id]!.kind)).toEqual(['card', 'ability']);
    s = resolveStack(s);
    // 1 damage each: both survive, under player 0's control; the Sable, not targeted, stays with player 1
    expect([ox, griffin, sable].map((id) => characteristics(s, id!).controller)).toEqual([0, 0, 1]);
    expect(s.objects[ox!]!.damage + s.objects[griffin!]!.damage).toBe(2);
  });

  it('the emblem: "those permanents" are the ones the spell targeted as it was cast — a change of its target meanwhile (Misdirection, CR 115.7) changes nothing', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 6 } }, 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] },
        { battlefield: ['Bronze Sable', 'Pillarfield Ox', 'Island', 'Island', 'Island', 'Island', 'Island'], hand: ['Misdirection'] },
      ],
    });
    let s = resolveStack(activate(state, 0, ids.battlefield[0]![0]!, 2));
    const [sable, ox] = [permanent(s, 'Bronze Sable'), permanent(s, 'Pillarfield Ox')];
    s = cast(s, 0, ids.hand[0]![0]!, [{ object: sable }]);
    const murder = s.stack[0]!;
    // what the emblem's ability remembers is kept in a saved game
    expect(deserialize(serialize(s))).toEqual(s);
    // above the emblem's ability, player 1 has Misdirection change Murder's target to the Ox
    s = cast(pass(s), 1, ids.hand[1]![0]!, [{ object: murder }]);
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    const d = s.decision;
    s = choose(s, [d?.kind === 'choose' ? d.choice.options.findIndex((o) => 'object' in o && o.object === ox) : -1]);
    expect(s.objects[murder]!.targets).toEqual([{ object: ox }]);
    // the emblem's ability resolves: player 0 gains control of the Sable, which Murder targeted as it was cast
    s = passUntil(s, (x) => x.stack.length === 1);
    expect(characteristics(s, sable).controller).toBe(0);
    expect(characteristics(s, ox).controller).toBe(1);
    s = resolveStack(s);
    expect(names(s, 1, 'graveyard')).toEqual(['Misdirection', 'Pillarfield Ox']);
    expect(characteristics(s, sable).controller).toBe(0);
  });

  it('the emblem triggers only on its owner\'s spells that target permanents: not a spell targeting a card in a graveyard, not an opponent\'s', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 6 } }, 'Swamp', 'Swamp', 'Brushstrider'], hand: ['Raise Dead'], graveyard: ['Typhoid Rats'] },
        { battlefield: ['Mountain'], hand: ['Flame Slash'] },
      ],
    });
    let s = resolveStack(activate(state, 0, ids.battlefield[0]![0]!, 2));
    expect(s.command).toHaveLength(1);
    const triggers = () => events(s, 'trigger').length;
    s = cast(s, 0, ids.hand[0]![0]!, [{ object: ids.graveyard[0]![0]! }]);
    expect(triggers()).toBe(0);
    s = resolveStack(s);
    expect(names(s, 0, 'hand')).toContain('Typhoid Rats');
    s = nextTurn(s);
    expect(s.decision).toEqual({ kind: 'priority', player: 1 });
    s = cast(s, 1, ids.hand[1]![0]!, [{ object: ids.battlefield[0]![3]! }]);
    expect(triggers()).toBe(0);
    expect(s.stack).toHaveLength(1);
  });
  it('502.3: an artifact gained with −2 untaps in its new controller\'s untap step, not its owner\'s', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3 } }] },
        { battlefield: [{ card: 'Reito Lantern', tapped: true }] },
      ],
    });
    const lantern = ids.battlefield[1]![0]!;
    let s = resolveStack(activate(state, 0, ids.battlefield[0]![0]!, 1, [{ object: lantern }]));
    s = nextTurn(s);
    expect(s.turn.active).toBe(1);
    expect(s.objects[lantern]!.tapped).toBe(true);
    s = nextTurn(s);
    expect(s.turn.active).toBe(0);
    expect(s.objects[lantern]!.tapped).toBe(false);
  });
});
