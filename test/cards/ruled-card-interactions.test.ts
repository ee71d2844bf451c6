/**
 * Interactions of the ruled cards of CNS and CN2 that their rulings imply but do not spell out: a
 * second card, a player leaving the game (CR 800.4), a copy controlled by a player who is not the
 * active player (CR 101.4), a target gone before resolution (CR 608.2b). Each is played through the
 * public API.
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, type ReadonlyGameState } from '../../src/index.js';
import {
  activate, attack, block, canBlock, cast, chooseObject, events, expectRefused, life, names, passToPlayer, passUntil, permanent, permanents, pt, putTrigger,
  resolveStack, resolveTop, setup, skipUntil, toBlockers,
} from './helpers.js';
import { castVotes, isVote, voteChooser, voteFor } from './voting.js';

const mountains = (n: number): string[] => Array<string>(n).fill('Mountain');
const islands = (n: number): string[] => Array<string>(n).fill('Island');

describe('Stoneshock Giant', () => {
  it('ruling: "If blockers have already been declared when Stoneshock Giant’s last ability resolves, those blocks won’t change or become undone."', () => {
    const { state } = setup({ players: [{ battlefield: ['Stoneshock Giant', ...mountains(8)] }, { battlefield: ['Pillarfield Ox'] }] });
    const giant = permanent(state, 'Stoneshock Giant');
    const ox = permanent(state, 'Pillarfield Ox');
    let s = block(attack(state, [[giant, 1]]), [[ox, giant]]);
    s = passUntil(s, (x) => x.decision?.player === 0 && x.turn.step === 'declareBlockers');
    s = resolveStack(activate(s, 0, giant, 0));
    expect(s.objects[giant]!.monstrous).toBe(true);
    expect(s.combat?.blockers).toEqual([expect.objectContaining({ id: ox, blocking: [giant] })]);
    s = passUntil(s, (x) => x.turn.step === 'endCombat');
    // the Ox, still blocking, is dealt the damage: none reaches its controller
    expect(life(s, 1)).toBe(20);
    expect(names(s, 1, 'graveyard')).toEqual(['Pillarfield Ox']);
  });

  it('ruling: "… even if that creature … wasn’t on the battlefield under one of your opponent’s control when Stoneshock Giant’s ability resolved": a Stunt Double flashed in afterwards can’t block', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Stoneshock Giant', ...mountains(8)] }, { battlefield: ['Bronze Sable', ...islands(4)], hand: ['Stunt Double'] }, {}] });
    const giant = permanent(state, 'Stoneshock Giant');
    let s = resolveStack(activate(state, 0, giant, 0));
    s = resolveTop(cast(passToPlayer(s, 1), 1, ids.hand[1]![0]!));
    s = resolveStack(chooseObject(s, permanent(s, 'Bronze Sable')));
    const double = permanent(s, 'Stunt Double');
    expect(characteristics(s, double).name).toBe('Bronze Sable');
    s = toBlockers(attack(s, [[giant, 1]]));
    // no creature of player 1 may block, so nobody is asked to declare blockers (CR 509.1)
    expect(s.decision?.kind).toBe('priority');
    expect(canBlock(s, double, giant)).toBe(false);
  });
});

describe('Leovold, Emissary of Trest', () => {
  it('with Messenger Jays\' quill votes, an opponent draws one card and discards one: "For each card drawn this way, discard a card."', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: islands(5), hand: ['Messenger Jays', 'Bronze Sable'], library: ['Wild Griffin', 'Pillarfield Ox', 'Typhoid Rats'] },
        { battlefield: ['Leovold, Emissary of Trest'] },
        {},
      ],
    });
    let s = resolveTop(resolveTop(cast(state, 0, ids.hand[0]![0]!)));
    s = castVotes(s, ['quill', 'quill', 'quill']);
    expect(names(s, 0, 'hand')).toEqual(['Bronze Sable', 'Wild Griffin']);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'discard', min: 1, max: 1 } });
    s = resolveStack(chooseObject(s, ids.hand[0]![1]!));
    expect(names(s, 0, 'hand')).toEqual(['Wild Griffin']);
    expect(names(s, 0, 'graveyard')).toEqual(['Bronze Sable']);
    expect(names(s, 0, 'library')).toEqual(['Pillarfield Ox', 'Typhoid Rats']);
  });

  it('Misdirection ruling: "the new target is considered to be targeted by the deflected spell. This will trigger any effects which trigger on being targeted." — an opponent\'s spell turned on Leovold triggers it', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Leovold, Emissary of Trest', ...islands(5)], hand: ['Misdirection'], library: ['Bronze Sable'] },
        { battlefield: ['Swamp', 'Swamp', 'Swamp', 'Wild Griffin'], hand: ['Murder'] },
      ],
    });
    const leovold = permanent(state, 'Leovold, Emissary of Trest');
    let s = cast(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, 'Wild Griffin') }]);
    const murder = s.stack[0]!;
    s = resolveTop(cast(passToPlayer(s, 0), 0, ids.hand[0]![0]!, [{ object: murder }]));
    s = chooseObject(s, leovold);
    expect(s.objects[murder]!.targets).toEqual([{ object: leovold }]);
    // Leovold's ability is on the stack above Murder; its controller may draw
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Murder', 'Leovold, Emissary of Trest']);
    s = resolveTop(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0 });
    s = apply(s, { type: 'choose', player: 0, choice: [0] });
    expect(names(s, 0, 'hand')).toEqual(['Bronze Sable']);
  });
});

describe('Split Decision', () => {
  it('CR 608.2b: its target spell gone before it resolves, it does not resolve — nobody votes, and Grudge Keeper does not trigger', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...islands(7), 'Grudge Keeper'], hand: ['Divination', 'Split Decision', 'Split Decision'] }, {}, {}] });
    const [divination, first, second] = ids.hand[0]!;
    let s = cast(state, 0, divination!);
    const spell = s.stack[0]!;
    s = cast(cast(s, 0, first!, [{ object: spell }]), 0, second!, [{ object: spell }]);
    // the second Split Decision counters Divination
    s = castVotes(resolveTop(s), ['denial', 'denial', 'denial']);
    s = resolveTop(s);
    expect(events(s, 'counter')).toEqual([expect.objectContaining({ object: spell })]);
    s = resolveStack(s);
    expect(events(s, 'vote')).toHaveLength(3);
    expect(isVote(s)).toBe(false);
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Divination', 'Split Decision', 'Split Decision']);
    expect([life(s, 1), life(s, 2)]).toEqual([20, 20]);
  });
});

describe("Tyrant's Choice", () => {
  it('CR 101.4: copied by another player\'s Split Decision, the copy\'s opponents sacrifice — choosing in APNAP order, the active player first', () => {
    const { state, ids } = setup({
      players: [
        { hand: ["Tyrant's Choice"], battlefield: ['Swamp', 'Swamp', 'Bronze Sable', 'Wild Griffin'] },
        { battlefield: ['Bronze Sable', 'Wild Griffin'] },
        { hand: ['Split Decision'], battlefield: ['Island', 'Island', 'Bronze Sable', 'Wild Griffin'] },
        { battlefield: ['Bronze Sable', 'Wild Griffin'] },
      ],
    });
    let s = cast(state, 0, ids.hand[0]![0]!);
    s = resolveTop(cast(passToPlayer(s, 2), 2, ids.hand[2]![0]!, [{ object: s.stack[0]! }]));
    s = castVotes(s, ['duplication', 'duplication', 'duplication', 'duplication']);
    // the copy's vote starts with its controller, player 2
    s = resolveTop(s);
    expect(voteChooser(s)).toBe(2);
    s = castVotes(s, ['death', 'death', 'death', 'death']);
    const choosers: number[] = [];
    while (s.decision?.kind === 'choose' && s.decision.choice.prompt === 'sacrifice') {
      choosers.push(s.decision.player);
      s = chooseObject(s, s.battlefield.find((id) => s.objects[id]!.controller === s.decision!.player && s.objects[id]!.card === 'Wild Griffin')!);
    }
    expect(choosers).toEqual([0, 1, 3]);
    expect(permanents(s, 'Wild Griffin').map((id) => s.objects[id]!.controller)).toEqual([2]);
  });
});

describe('Marchesa, the Black Rose', () => {
  /** Player 1's Bronze Sable with a +1/+1 counter is destroyed by player 2's Murder while player 1 controls Marchesa. */
  function sableDies(): ReadonlyGameState {
    const { state, ids } = setup({
      players: [{}, { battlefield: ['Marchesa, the Black Rose', { card: 'Bronze Sable', counters: { '+1/+1': 1 } }] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }],
    });
    const s = cast(passToPlayer(state, 2), 2, ids.hand[2]![0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    return resolveStack(s);
  }

  it('CR 800.4a, 800.4d: its controller leaving the game before the end step, the delayed ability they would control is not put on the stack, and the card does not return', () => {
    let s = sableDies();
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(s.delayedTriggers).toHaveLength(1);
    s = apply(s, { type: 'concede', player: 1 });
    s = resolveStack(skipUntil(s, (x) => x.turn.step === 'end'));
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(s.delayedTriggers).toEqual([]);
  });

  it('the same card returns at the next end step while its controller stays (the control case for the test above)', () => {
    const s = resolveStack(skipUntil(sableDies(), (x) => x.turn.step === 'end'));
    expect(permanents(s, 'Bronze Sable').map((id) => s.objects[id]!.controller)).toEqual([1]);
  });

  it('"return that card": a creature token with a +1/+1 counter that dies has ceased to exist (CR 111.7, 704.5d) and nothing returns', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Marchesa, the Black Rose', { card: 'token:soldier-1-1', counters: { '+1/+1': 1 } }] }, { battlefield: ['Swamp', 'Swamp', 'Swamp'], hand: ['Murder'] }],
    });
    const token = permanent(state, 'token:soldier-1-1');
    let s = resolveStack(cast(passToPlayer(state, 1), 1, ids.hand[1]![0]!, [{ object: token }]));
    expect(permanents(s, 'token:soldier-1-1')).toEqual([]);
    s = resolveStack(skipUntil(s, (x) => x.turn.step === 'end'));
    expect(s.battlefield.map((id) => s.objects[id]!.card).filter((c) => c !== 'Swamp')).toEqual(['Marchesa, the Black Rose']);
  });
});

describe('Magister of Worth', () => {
  it('CR 800.4a, 707.9: grace — a player leaving while another owner chooses what a returning Stunt Double copies: the choice is asked again without their creatures, and their own returning card leaves the game with them', () => {
    const { state } = setup({
      players: [
        { hand: ['Magister of Worth'], battlefield: ['Plains', 'Swamp', 'Wastes', 'Wastes', 'Wastes', 'Wastes'], graveyard: ['Coveted Peacock'] },
        { battlefield: ['Lizard Warrior'], graveyard: ["Dack's Duplicate"] },
        { battlefield: ['Bronze Sable'], graveyard: ['Stunt Double'] },
      ],
    });
    let s = castVotes(resolveStack(cast(state, 0, state.players[0]!.hand[0]!)), ['grace', 'grace', 'grace']);
    const lizard = permanent(s, 'Lizard Warrior');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'copy' } });
    s = chooseObject(s, lizard);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'copy', options: expect.arrayContaining([{ object: lizard }]) } });
    s = apply(s, { type: 'concede', player: 1 });
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'copy' } });
    expect(s.decision?.kind === 'choose' ? s.decision.choice.options : []).not.toContainEqual({ object: lizard });
    s = resolveStack(chooseObject(s, permanent(s, 'Bronze Sable')));
    const double = permanent(s, 'Stunt Double');
    expect([characteristics(s, double).name, s.objects[double]!.controller]).toEqual(['Bronze Sable', 2]);
    expect(permanents(s, "Dack's Duplicate")).toEqual([]);
    expect(permanents(s, 'Coveted Peacock')).toHaveLength(1);
    expect(pt(s, double)).toEqual([2, 1]);
  });
});

describe('Jeering Homunculus', () => {
  it('CR 701.15a–b: goading a creature its own controller controls, that creature must attack that same turn', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Island', 'Island', 'Bronze Sable'], hand: ['Jeering Homunculus'] }, {}, {}] });
    const sable = permanent(state, 'Bronze Sable');
    let s = putTrigger(resolveTop(cast(state, 0, ids.hand[0]![0]!)), [{ object: sable }]);
    s = resolveTop(s);
    s = resolveStack(apply(s, { type: 'choose', player: 0, choice: [0] }));
    expect(s.objects[sable]!.goadedBy).toEqual([0]);
    s = passUntil(s, (x) => x.decision?.kind === 'declareAttackers');
    expectRefused(s, { type: 'confirmAttackers', player: 0 }, 'illegal', '508.1d');
    s = apply(apply(s, { type: 'declareAttacker', player: 0, attacker: sable, target: { player: 1 } }), { type: 'confirmAttackers', player: 0 });
    expect(s.combat?.attackers.map((a) => a.id)).toEqual([sable]);
  });
});

describe('Council Guardian', () => {
  it('CR 701.38a: a Stunt Double copying it, flashed in on another player\'s turn, votes starting with its controller and gains the protection itself', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Council Guardian'] }, { battlefield: islands(4), hand: ['Stunt Double'] }, {}, {}] });
    let s = resolveTop(cast(passToPlayer(state, 1), 1, ids.hand[1]![0]!));
    s = resolveTop(chooseObject(s, permanent(s, 'Council Guardian')));
    const order: number[] = [];
    while (isVote(s)) {
      order.push(voteChooser(s));
      s = voteFor(s, 'red');
    }
    expect(order).toEqual([1, 2, 3, 0]);
    expect(characteristics(s, permanent(s, 'Stunt Double')).keywords).toEqual(['protection from red']);
    expect(characteristics(s, permanent(s, 'Council Guardian')).keywords).toEqual([]);
  });
});
