/**
 * CNS cards 106–210, audited clause by clause: what their abilities do once their source has left the
 * battlefield (CR 113.7a, 608.2h), and which player a "you" or "its controller" names when the Aura,
 * the permanent or the card belongs to another player (CR 109.4, 109.5, 603.3a).
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type ActivateAction, type ReadonlyGameState } from '../../../src/index.js';
import {
  activate, attack, block, cast, castAndResolve, choose, events, life, names, nextTurn, passToStep, passUntil, permanent, permanents, pt, putTrigger, resolveStack, resolveTop, setup, skipUntil,
  toBlockers,
} from '../helpers.js';

/** Player 0 sacrifices `creature` to their Altar of Dementia, targeting player 1. */
function sacrificeToAltar(state: ReadonlyGameState, player: number, creature: number): ReadonlyGameState {
  return apply(state, { type: 'activate', player, source: permanent(state, 'Altar of Dementia'), ability: 0, targets: [{ player: (player + 1) % state.players.length }], x: 0, sacrifice: creature });
}

describe('Flowstone Blade — the Aura gone before its ability resolves', () => {
  it('CR 113.7a, 608.2h: "{R}: Enchanted creature gets +1/-1" still pumps the creature it enchanted as it left', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Mountain', 'Mountain', 'Forest'], hand: ['Flowstone Blade', "Nature's Claim"] }, { battlefield: ['token:beast-3-3'] }],
    });
    const beast = ids.battlefield[1]![0]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: beast }]);
    const blade = permanent(s, 'Flowstone Blade');
    s = activate(s, 0, blade, 0);
    // in response, the Blade is destroyed: its ability resolves without it
    s = resolveTop(cast(s, 0, ids.hand[0]![1]!, [{ object: blade }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Flowstone Blade', "Nature's Claim"]);
    s = resolveStack(s);
    expect(pt(s, beast)).toEqual([4, 2]);
  });
});

describe('Deathrender — the Equipment gone before its ability resolves', () => {
  it('CR 113.7a: "you may put a creature card from your hand onto the battlefield" still happens; there is no Deathrender to attach (CR 701.3b)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Deathrender', 'Wastes', 'Wastes', 'Swamp', 'Swamp', 'Swamp', 'Forest', 'Brushstrider'], hand: ['Murder', 'Ogre Sentry', "Nature's Claim"] }, {}],
    });
    const [deathrender, , , , , , , brushstrider] = ids.battlefield[0]!;
    let s = resolveStack(activate(state, 0, deathrender!, 0, [{ object: brushstrider! }]));
    s = passUntil(cast(s, 0, ids.hand[0]![0]!, [{ object: brushstrider! }]), (x) => x.stack.length === 1 && x.objects[x.stack[0]!]!.card === 'Deathrender');
    s = resolveTop(cast(s, 0, ids.hand[0]![2]!, [{ object: deathrender! }]));
    expect(names(s, 0, 'graveyard')).toContain('Deathrender');
    s = resolveStack(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { options: [{ object: ids.hand[0]![1] }] } });
    s = resolveStack(choose(s, [0]));
    const sentry = permanent(s, 'Ogre Sentry');
    // the 3/3 Ogre Sentry without the +2/+2
    expect(pt(s, sentry)).toEqual([3, 3]);
    expect(names(s, 0, 'hand')).toEqual([]);
  });
});

describe('Deathforge Shaman — gone before its enters ability resolves', () => {
  it('CR 608.2h, 702.33d: "twice the number of times it was kicked" is read from the permanent as it last existed', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...Array<string>(7).fill('Mountain'), 'Altar of Dementia'], hand: ['Deathforge Shaman'] }, {}, {}] });
    let s = resolveTop(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, kicked: 2 }));
    s = putTrigger(s, [{ player: 2 }]);
    s = resolveTop(sacrificeToAltar(s, 0, permanent(s, 'Deathforge Shaman')));
    expect(names(s, 0, 'graveyard')).toEqual(['Deathforge Shaman']);
    s = resolveStack(s);
    expect([life(s, 1), life(s, 2)]).toEqual([20, 16]);
  });

  it('"target player or planeswalker": a planeswalker is dealt the damage', () => {
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(6).fill('Mountain'), hand: ['Deathforge Shaman'] }, { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 3 } }] }] });
    let s = resolveTop(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, kicked: 1 }));
    s = resolveStack(putTrigger(s, [{ object: permanent(s, 'Dack Fayden') }]));
    expect(s.objects[permanent(s, 'Dack Fayden')]!.counters).toEqual({ loyalty: 1 });
    expect(life(s, 1)).toBe(20);
  });
});

describe('Squirrel Nest — on another player\'s land', () => {
  it('"Enchanted land has \'{T}: Create a 1/1 green Squirrel creature token.\'": the land\'s controller has the ability and gets the Squirrel (CR 113.6, 602.2)', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest', 'Forest', 'Forest'], hand: ['Squirrel Nest'] }, { battlefield: ['Forest'] }] });
    const land = ids.battlefield[1]![0]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: land }]);
    // the Aura's controller can't use it
    expect(legalActions(s).some((a) => a.type === 'activate' && a.source === land)).toBe(false);
    s = nextTurn(s);
    const squirrel = legalActions(s).find((a): a is ActivateAction => a.type === 'activate' && a.source === land && a.ability === 1);
    expect(squirrel).toMatchObject({ player: 1 });
    s = resolveStack(apply(s, squirrel!));
    const tokens = permanents(s, 'token:squirrel-1-1');
    expect(tokens.map((id) => s.objects[id]!.controller)).toEqual([1]);
  });
});

describe("Nature's Claim — an artifact controlled by a player who doesn't own it", () => {
  it('"Its controller gains 4 life": its controller as it was destroyed, not its owner, into whose graveyard it goes', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Forest'], hand: ["Nature's Claim"] }, {}, { battlefield: [{ card: 'Bronze Sable', controller: 1 }] }] });
    const s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    expect(names(s, 2, 'graveyard')).toEqual(['Bronze Sable']);
    expect([life(s, 0), life(s, 1), life(s, 2)]).toEqual([20, 24, 20]);
  });
});

describe('Edric, Spymaster of Trest — the creature gone before the ability resolves', () => {
  it('"its controller may draw a card": the controller it had as it left the battlefield (CR 608.2h) chooses and draws', () => {
    const { state } = setup({
      active: 1,
      players: [
        { battlefield: ['Edric, Spymaster of Trest'], library: ['Divination'] },
        { battlefield: ['Bronze Sable', 'Altar of Dementia'], library: ['Plummet'] },
        { library: ['Murder'] },
      ],
    });
    let s = attack(state, [[permanent(state, 'Bronze Sable'), 2]]);
    s = passUntil(toBlockers(s), (x) => x.stack.length > 0);
    expect(life(s, 2)).toBe(18);
    s = resolveTop(sacrificeToAltar(s, 1, permanent(s, 'Bronze Sable')));
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    s = resolveStack(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'draw a card' } });
    s = choose(s, [0]);
    expect(names(s, 1, 'hand')).toEqual(['Plummet']);
    expect(names(s, 0, 'hand')).toEqual([]);
  });
});

describe('Necromantic Thirst — on another player\'s creature', () => {
  it('"you may return target creature card from your graveyard": the Aura\'s controller, from their own graveyard (CR 603.3a)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Swamp'], hand: ['Necromantic Thirst'], graveyard: ['Typhoid Rats'] },
        { battlefield: ['Brushstrider'], graveyard: ['Wild Griffin'] },
        {},
      ],
    });
    const brushstrider = ids.battlefield[1]![0]!;
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: brushstrider }]);
    s = nextTurn(s);
    s = skipUntil(attack(s, [[brushstrider, 2]]), (x) => x.stack.length > 0 || x.decision?.kind !== 'priority');
    // the only legal target is the Rats in player 0's graveyard, so the ability went on the stack with it
    const ability = s.objects[s.stack[0]!]!;
    expect(ability.controller).toBe(0);
    expect(ability.targets).toEqual([{ object: ids.graveyard[0]![0] }]);
    s = resolveStack(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0 });
    s = choose(s, [0]);
    expect(names(s, 0, 'hand')).toEqual(['Typhoid Rats']);
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin']);
  });
});

describe('Spiritmonger — damage that is not combat damage', () => {
  it('"Whenever Spiritmonger deals damage to a creature" triggers on the damage of the ability Power of Fire gives it', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Mountain', 'Mountain', 'Spiritmonger'], hand: ['Power of Fire'] }, { battlefield: ['Wild Griffin'] }] });
    const spiritmonger = permanent(state, 'Spiritmonger');
    let s = castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: spiritmonger }]);
    // its own two abilities come first: the granted one is its third
    s = resolveStack(activate(s, 0, spiritmonger, 2, [{ object: permanent(s, 'Wild Griffin') }]));
    expect(s.objects[spiritmonger]!.counters).toEqual({ '+1/+1': 1 });
    expect(pt(s, spiritmonger)).toEqual([7, 7]);
    // damage to a player doesn't
    s = nextTurn(nextTurn(s));
    s = resolveStack(activate(s, 0, spiritmonger, 2, [{ player: 1 }]));
    expect(life(s, 1)).toBe(19);
    expect(s.objects[spiritmonger]!.counters).toEqual({ '+1/+1': 1 });
  });
});

describe('Gamekeeper — the card gone from the graveyard before its ability resolves', () => {
  it('"you may exile it. If you do, …": it can\'t be exiled (CR 400.7), so nothing is asked, revealed or put onto the battlefield', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Gamekeeper', 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'], library: ['Forest', 'Pelakka Wurm'] },
        { battlefield: ['Reito Lantern', 'Wastes', 'Wastes', 'Wastes'] },
      ],
    });
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Gamekeeper') }]), (x) => x.stack.length === 1 && x.objects[x.stack[0]!]!.card === 'Gamekeeper');
    // in response, player 1 puts the Gamekeeper card on the bottom of its owner's library
    s = passUntil(s, (x) => x.decision?.player === 1);
    const card = s.players[0]!.graveyard.find((id) => s.objects[id]!.card === 'Gamekeeper')!;
    s = resolveTop(activate(s, 1, permanent(s, 'Reito Lantern'), 0, [{ object: card }]));
    expect(names(s, 0, 'library')).toEqual(['Forest', 'Pelakka Wurm', 'Gamekeeper']);
    s = resolveStack(s);
    expect(s.decision?.kind).toBe('priority');
    expect(permanents(s, 'Pelakka Wurm')).toEqual([]);
    expect(names(s, 0, 'library')).toEqual(['Forest', 'Pelakka Wurm', 'Gamekeeper']);
    expect(names(s, 0, 'graveyard')).toEqual(['Murder']);
    expect(events(s, 'reveal')).toEqual([]);
  });
});

describe('Cinder Wall — it left the battlefield and came back before end of combat', () => {
  it('"destroy it at end of combat" (CR 603.7c): the Cinder Wall Unhallowed Pact returned is a new object (CR 400.7) and stays', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Cinder Wall', 'Swamp', 'Swamp', 'Swamp'], hand: ['Unhallowed Pact'] }, { battlefield: ['Scaled Wurm'] }] });
    const wall = permanent(state, 'Cinder Wall');
    let s = nextTurn(castAndResolve(state, 0, ids.hand[0]![0]!, [{ object: wall }]));
    const wurm = permanent(s, 'Scaled Wurm');
    s = block(attack(s, [[wurm, 0]]), [[wall, wurm]]);
    // the blocks ability set up "destroy it at end of combat" for this Cinder Wall
    s = resolveStack(s);
    expect(events(s, 'delayedTrigger')).toMatchObject([{ object: wall, card: 'Cinder Wall' }]);
    // the 7/6 Wurm kills the Wall; the Pact returns it to the battlefield before the end of combat step
    s = passToStep(s, 'endCombat');
    s = resolveStack(s);
    const returned = permanents(s, 'Cinder Wall');
    expect(returned).toHaveLength(1);
    expect(returned[0]).not.toBe(wall);
    s = passToStep(s, 'main2');
    expect(permanents(s, 'Cinder Wall')).toEqual(returned);
    expect(names(s, 0, 'graveyard')).toEqual(['Unhallowed Pact']);
  });
});
