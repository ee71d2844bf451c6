import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, type Action, type CastAction, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { events, expectRefused, pass, passToStep, passUntil } from './helpers.js';

const LIBRARY = ['Plains', 'Plains', 'Plains', 'Plains'];

function casts(state: ReadonlyGameState): CastAction[] {
  return legalActions(state).filter((a): a is CastAction => a.type === 'cast');
}

function cast(card: number, player = 0, targets: CastAction['targets'] = [], x = 0): Action {
  return { type: 'cast', player, card, targets, x };
}

describe('601 Casting Spells', () => {
  it('601.2a/601.2i: a cast spell moves to the stack as a new object its caster controls, and its cost is paid', () => {
    const { state, ids } = scenario({
      players: [{ hand: ['Divination'], battlefield: ['Island', 'Island', 'Island', 'Island'], library: LIBRARY }, {}],
      settings: { autoPass: 'never' },
    });
    const card = ids.hand[0]![0]!;
    const s = apply(state, cast(card));
    const spell = s.stack[0]!;
    expect(s.stack).toHaveLength(1);
    expect(spell).not.toBe(card);
    expect(s.objects[spell]).toMatchObject({ card: 'Divination', zone: 'stack', controller: 0 });
    expect(s.players[0]!.hand).toEqual([]);
    expect(events(s, 'cast')).toEqual([expect.objectContaining({ rule: '601.2i', player: 0, object: spell, card: 'Divination' })]);
    // {2}{U}: three of the four Islands were tapped for mana (CR 601.2g, 605.3a)
    expect(ids.battlefield[0]!.filter((id) => s.objects[id]!.tapped)).toHaveLength(3);
    expect(events(s, 'activateMana').map((e) => e.rule)).toEqual(['605.3a', '605.3a', '605.3a']);
    expect(s.players[0]!.pool).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 });
  });

  it('601.2g: a spell whose cost can\'t be paid is not castable', () => {
    const { state, ids } = scenario({
      players: [{ hand: ['Divination', 'Murder'], battlefield: ['Island', 'Island', 'Swamp'] }, { battlefield: ['token:beast-3-3'] }],
      settings: { autoPass: 'never' },
    });
    // Divination {2}{U} is payable; Murder {1}{B}{B} needs a second black source
    expect(casts(state).map((a) => a.card)).toEqual([ids.hand[0]![0]]);
    expectRefused(state, cast(ids.hand[0]![1]!, 0, [{ object: ids.battlefield[1]![0]! }]), 'cannotPay', '601.2g');
  });

  it('307.1: a sorcery is cast only in its controller\'s main phase with an empty stack', () => {
    const { state, ids } = scenario({
      players: [
        { hand: ['Divination', 'Reviving Dose'], battlefield: ['Island', 'Island', 'Island', 'Plains', 'Plains', 'Plains'], library: LIBRARY },
        { hand: ['Divination'], battlefield: ['Island', 'Island', 'Island'], library: LIBRARY },
      ],
      settings: { autoPass: 'never' },
    });
    const [divination, dose] = ids.hand[0]!;
    expect(casts(state).map((a) => a.card)).toEqual([divination, dose]);
    // with a spell on the stack, only the instant
    const stacked = apply(state, cast(dose!));
    expect(casts(stacked).map((a) => a.card)).toEqual([]);
    expectRefused(stacked, cast(divination!), 'illegal', '601.3');
    // not in the opponent's priority during this main phase
    const theirs = pass(state);
    expect(casts(theirs)).toEqual([]);
    expectRefused(theirs, cast(ids.hand[1]![0]!, 1), 'illegal', '601.3');
    // not in the beginning of combat
    const combat = passToStep(state, 'beginCombat');
    expect(casts(combat).map((a) => a.card)).toEqual([dose]);
    expectRefused(combat, cast(divination!), 'illegal', '601.3');
  });

  it('117.1a: an instant is cast any time its caster has priority: in combat, on an opponent\'s turn, in response', () => {
    const { state, ids } = scenario({
      players: [
        { hand: ['Reviving Dose'], battlefield: ['Plains', 'Plains', 'Plains'], library: LIBRARY },
        { hand: ['Reviving Dose'], battlefield: ['Plains', 'Plains', 'Plains'], library: LIBRARY },
      ],
      step: 'upkeep',
      settings: { autoPass: 'never' },
    });
    expect(casts(state).map((a) => a.card)).toEqual([ids.hand[0]![0]]);
    const theirs = pass(state);
    expect(casts(theirs).map((a) => a.card)).toEqual([ids.hand[1]![0]]);
    const main = passToStep(state, 'main1');
    const response = pass(apply(main, cast(ids.hand[0]![0]!)));
    expect(response.decision).toEqual({ kind: 'priority', player: 1 });
    expect(casts(response).map((a) => a.card)).toEqual([ids.hand[1]![0]]);
  });

  it('117.1a, 601.3: without priority a player casts nothing — not an instant, not Rout "as though it had flash", not a creature under their Vedalken Orrery', () => {
    const { state, ids } = scenario({
      players: [
        { battlefield: ['Plains'] },
        { hand: ['Reviving Dose', 'Rout', 'Bronze Sable'], battlefield: ['Vedalken Orrery', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains'], library: LIBRARY },
      ],
      step: 'upkeep',
      settings: { autoPass: 'never' },
    });
    expect(state.decision).toEqual({ kind: 'priority', player: 0 });
    for (const card of ids.hand[1]!) expectRefused(state, cast(card, 1), 'illegal', '601.3');
    // with priority, each of them is castable
    expect(casts(pass(state)).map((a) => a.card)).toEqual(ids.hand[1]);
  });

  it('601.3: a creature spell without flash has sorcery timing', () => {
    const { state, ids } = scenario({
      players: [{ hand: ['Wild Griffin'], battlefield: ['Plains', 'Plains', 'Plains'] }, {}],
      step: 'beginCombat',
      settings: { autoPass: 'never' },
    });
    expect(casts(state)).toEqual([]);
    expectRefused(state, cast(ids.hand[0]![0]!), 'illegal', '601.3');
    const main2 = passToStep(state, 'main2');
    expect(casts(main2).map((a) => a.card)).toEqual([ids.hand[0]![0]]);
  });

  it('107.3/601.2b: the caster chooses X; every payable value is offered and X is paid as generic mana', () => {
    const { state, ids } = scenario({
      players: [{ hand: ['Death Wind'], battlefield: ['Swamp', 'Swamp', 'Swamp'] }, { battlefield: ['token:beast-3-3'] }],
      settings: { autoPass: 'never' },
    });
    const deathWind = ids.hand[0]![0]!;
    const beast = ids.battlefield[1]![0]!;
    expect(casts(state).filter((a) => a.targets.some((t) => 'object' in t && t.object === beast)).map((a) => a.x)).toEqual([0, 1, 2]);
    expectRefused(state, cast(deathWind, 0, [{ object: beast }], 3), 'cannotPay', '601.2g');
    let s = apply(state, cast(deathWind, 0, [{ object: beast }], 2));
    expect(ids.battlefield[0]!.every((id) => s.objects[id]!.tapped)).toBe(true);
    expect(s.objects[s.stack[0]!]!.x).toBe(2);
    expect(events(s, 'cast')[0]).toMatchObject({ amount: 2 });
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(characteristics(s, beast)).toMatchObject({ power: 1, toughness: 1 });
  });

  it('601.2b: X may not be chosen for a spell without X in its cost', () => {
    const { state, ids } = scenario({ players: [{ hand: ['Divination'], battlefield: ['Island', 'Island', 'Island', 'Island'] }, {}], settings: { autoPass: 'never' } });
    expectRefused(state, cast(ids.hand[0]![0]!, 0, [], 1), 'illegal', '601.2b');
  });

  it('601.2c: targets are chosen as the spell is cast and must be legal then', () => {
    const { state, ids } = scenario({
      players: [{ hand: ['Murder', 'Kill Shot'], battlefield: ['Swamp', 'Swamp', 'Swamp', 'Plains', 'Plains', 'Plains'] }, { battlefield: ['token:beast-3-3'] }],
      settings: { autoPass: 'never' },
    });
    const [murder, killShot] = ids.hand[0]!;
    const beast = ids.battlefield[1]![0]!;
    // Murder: target creature; Kill Shot: target attacking creature, and nothing attacks
    expect(casts(state)).toEqual([cast(murder!, 0, [{ object: beast }])]);
    expectRefused(state, cast(murder!, 0, [{ player: 1 }]), 'badTarget', '601.2c');
    expectRefused(state, cast(murder!, 0, [{ object: ids.battlefield[0]![0]! }]), 'badTarget', '601.2c');
    expectRefused(state, cast(murder!, 0, []), 'badTarget', '601.2c');
    expectRefused(state, cast(killShot!, 0, [{ object: beast }]), 'badTarget', '601.2c');
  });

  it('601.2a: only a card in the caster\'s own hand can be cast', () => {
    const { state, ids } = scenario({
      players: [{ graveyard: ['Divination'], battlefield: ['Island', 'Island', 'Island'] }, { hand: ['Divination'] }],
      settings: { autoPass: 'never' },
    });
    expectRefused(state, cast(ids.graveyard[0]![0]!), 'illegal', '601.2a');
    expectRefused(state, cast(ids.hand[1]![0]!), 'illegal', '601.2a');
  });
});

describe('601.2f: the total cost in multiplayer games, with cost increases and reductions', () => {
  it('Rout cast as though it had flash ({2} more) with Brago\'s Favor naming it ({1} less): the increase, then the reduction — {4}{W}{W}', () => {
    for (const [plains, castable] of [[6, true], [5, false]] as const) {
      const { state, ids } = scenario({
        format: 'conspiracy',
        active: 1,
        players: [
          { hand: ['Rout'], battlefield: Array<string>(plains).fill('Plains'), command: [{ card: "Brago's Favor", names: ['Rout'], faceDown: false }] },
          { battlefield: ['Pillarfield Ox'] },
          {},
        ],
        settings: { autoPass: 'never' },
      });
      const s = passUntil(state, (x) => x.decision?.player === 0);
      const rout = ids.hand[0]![0]!;
      expect(casts(s).map((a) => a.card)).toEqual(castable ? [rout] : []);
      if (!castable) {
        expectRefused(s, cast(rout), 'cannotPay', '601.2g');
        continue;
      }
      const after = passUntil(apply(s, cast(rout)), (x) => x.stack.length === 0);
      expect(ids.battlefield[0]!.every((id) => after.objects[id]!.tapped)).toBe(true);
      expect(after.battlefield).not.toContain(ids.battlefield[1]![0]);
    }
  });

  it('Grenzo, Havoc Raiser exiles another player\'s Death Wind: cast from exile with Brago\'s Favor naming it, X 3 is paid with three Mountains ({X}{B} less {1}, mana of any color, CR 609.4b)', () => {
    const { state, ids } = scenario({
      format: 'conspiracy',
      players: [
        { battlefield: ['Grenzo, Havoc Raiser', 'Mountain', 'Mountain', 'Mountain'], command: [{ card: "Brago's Favor", names: ['Death Wind'], faceDown: false }] },
        { library: ['Death Wind', 'Plains', 'Plains'] },
        { battlefield: ['Hundred-Handed One'] },
        {},
      ],
      settings: { autoPass: 'never' },
    });
    const [grenzo] = ids.battlefield[0]!;
    const hundred = ids.battlefield[2]![0]!;
    let s = passToStep(state, 'declareAttackers');
    s = apply(s, { type: 'declareAttacker', player: 0, attacker: grenzo!, target: { player: 1 } });
    s = apply(s, { type: 'confirmAttackers', player: 0 });
    // player 1 controls no creature: the trigger goes on the stack with the exile mode
    s = passUntil(s, (x) => x.turn.step === 'main2' && x.stack.length === 0);
    const deathWind = s.exile.find((id) => s.objects[id]!.card === 'Death Wind')!;
    expect(s.objects[deathWind]!.owner).toBe(1);
    const xs = casts(s).filter((a) => a.card === deathWind && a.targets.some((t) => 'object' in t && t.object === hundred)).map((a) => a.x);
    expect(xs).toEqual([0, 1, 2, 3]);
    expectRefused(s, cast(deathWind, 0, [{ object: hundred }], 4), 'cannotPay', '601.2g');
    s = apply(s, cast(deathWind, 0, [{ object: hundred }], 3));
    expect(s.objects[s.stack[0]!]).toMatchObject({ card: 'Death Wind', castFrom: 'exile', x: 3, controller: 0, owner: 1 });
    s = passUntil(s, (x) => x.stack.length === 0);
    expect(characteristics(s, hundred)).toMatchObject({ power: 0, toughness: 2 });
    // the card goes to its owner's graveyard (CR 608.2n)
    expect(s.players[1]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Death Wind']);
  });
});
