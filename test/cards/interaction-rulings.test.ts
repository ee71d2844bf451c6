/**
 * Rulings about interactions an engine easily gets wrong (last known information, layers, copies,
 * multiplayer, timing), each played through the public API and quoted.
 */
import { describe, expect, it } from 'vitest';
import { characteristics } from '../../src/index.js';
import {
  activate, cast, castAndResolve, choose, events, names, nextTurn, passUntil, permanent, permanents, pt, resolveStack, setup,
} from './helpers.js';

describe('Reign of the Pit', () => {
  it('ruling: "Use the powers of the creatures as they last existed on the battlefield to determine the value of X, even if they were negative."', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [...Array<string>(6).fill('Swamp'), 'Bronze Sable'], hand: ['Reign of the Pit'] },
        { battlefield: ['Zombie Goliath'] },
        { battlefield: [{ card: 'Pillarfield Ox', counters: { '-1/-1': 2 } }] },
        { battlefield: [{ card: 'Pillarfield Ox', counters: { '-1/-1': 3 } }] },
      ],
    });
    expect(permanents(state, 'Pillarfield Ox').map((id) => pt(state, id))).toEqual([[0, 2], [-1, 1]]);
    const s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    expect(permanents(s, 'Pillarfield Ox')).toEqual([]);
    // 2 (Bronze Sable) + 4 (Zombie Goliath) + 0 + (−1): a negative power counts as it was
    expect(pt(s, permanent(s, 'token:demon-x-x-flying'))).toEqual([5, 5]);
  });
});

describe('Dack Fayden', () => {
  it('ruling: "The effect of Dack’s second ability and the effect of the emblem’s ability last indefinitely. You won’t lose control of the permanents if Dack leaves the battlefield."', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 8 } }, 'Plains', 'Plains'], hand: ['Moment of Heroism'] },
        { battlefield: ['Bronze Sable', 'Reito Lantern', 'Mountain', 'Mountain'] },
      ],
    });
    const dack = permanent(state, 'Dack Fayden');
    const lantern = permanent(state, 'Reito Lantern');
    const sable = permanent(state, 'Bronze Sable');
    let s = resolveStack(activate(state, 0, dack, 1, [{ object: lantern }]));
    expect(characteristics(s, lantern).controller).toBe(0);
    s = nextTurn(nextTurn(s));
    s = resolveStack(activate(s, 0, dack, 2));
    // −6 from 6: Dack is put into the graveyard (704.5i)
    expect(permanents(s, 'Dack Fayden')).toEqual([]);
    s = castAndResolve(s, 0, ids.hand[0]![0]!, [{ object: sable }]);
    expect(characteristics(s, sable).controller).toBe(0);
    s = nextTurn(nextTurn(nextTurn(s)));
    expect(characteristics(s, lantern).controller).toBe(0);
    expect(characteristics(s, sable).controller).toBe(0);
  });
});

/**
 * Player 1 casts `spell` (from a hand of it, with enough mana of every color) and player 0 counters it with
 * Desertion, which puts an artifact or creature card onto the battlefield under player 0's control.
 */
function deserted(spell: string, drafts: { mine?: object; theirs?: object } = {}, library?: string[]) {
  const { state, ids } = setup({
    active: 1,
    players: [
      { battlefield: Array<string>(5).fill('Island'), hand: ['Desertion'], ...(library ? { library } : {}), ...(drafts.mine ? { draft: drafts.mine as never } : {}) },
      { battlefield: [...Array<string>(4).fill('Swamp'), ...Array<string>(4).fill('Mountain')], hand: [spell], ...(drafts.theirs ? { draft: drafts.theirs as never } : {}) },
    ],
  });
  let s = cast(state, 1, ids.hand[1]![0]!);
  const target = s.stack[0]!;
  s = passUntil(s, (x) => x.decision?.player === 0);
  return resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: target }]));
}

describe('Desertion', () => {
  it('ruling: "The card is put onto the battlefield, but any effects that check if the original card was “cast from your hand” will not … consider the card to have been cast from your hand."', () => {
    // Phage: "When Phage enters, if you didn't cast it from your hand, you lose the game."
    const s = deserted('Phage the Untouchable');
    expect(events(s, 'zoneChange').some((e) => e.card === 'Phage the Untouchable' && e.zone === 'battlefield')).toBe(true);
    // player 0 controls Phage as it enters but didn't cast it: they lose the game (104.3e)
    expect(s.players[0]!.outcome).toBe('lost');
    expect(s.players[1]!.outcome).not.toBe('lost');
  });
});

describe('Pyretic Hunter', () => {
  it('ruling: "If Pyretic Hunter enters the battlefield under your control, but you didn’t draft one, the highest noted number is considered to be 0. It will enter with zero +1/+1 counters and will be put into its owner’s graveyard"', () => {
    // its owner (player 1) noted 5; player 0, who controls it as it enters, drafted none
    const s = deserted('Pyretic Hunter', { theirs: { seat: 1, notes: [{ card: 'Pyretic Hunter', number: 5 }], removed: [] } });
    expect(permanents(s, 'Pyretic Hunter')).toEqual([]);
    expect(names(s, 1, 'graveyard')).toEqual(['Pyretic Hunter']);
    // with its own notes, player 0's count applies
    const mine = deserted('Pyretic Hunter', { mine: { seat: 0, notes: [{ card: 'Pyretic Hunter', number: 2 }], removed: [] }, theirs: { seat: 1, notes: [{ card: 'Pyretic Hunter', number: 5 }], removed: [] } });
    expect(pt(mine, permanent(mine, 'Pyretic Hunter'))).toEqual([2, 2]);
  });
});

describe('Cogwork Grinder', () => {
  it('ruling: "If a Cogwork Grinder owned by another player enters the battlefield under your control, the number of counters it enters with will be based on the number of cards you’ve removed from the draft with Cogwork Grinders, not the number its owner removed."', () => {
    const removed = (n: number) => Array.from({ length: n }, () => ({ card: 'Ogre Sentry', by: 'Cogwork Grinder' }));
    const s = deserted('Cogwork Grinder', { mine: { seat: 0, notes: [], removed: removed(1) }, theirs: { seat: 1, notes: [], removed: removed(3) } });
    const grinder = permanent(s, 'Cogwork Grinder');
    expect(s.objects[grinder]!.owner).toBe(1);
    expect(pt(s, grinder)).toEqual([1, 1]);
    // "Unless you also drafted Cogwork Grinder, this will be 0."
    const none = deserted('Cogwork Grinder', { theirs: { seat: 1, notes: [], removed: removed(3) } });
    expect(permanents(none, 'Cogwork Grinder')).toEqual([]);
    expect(names(none, 1, 'graveyard')).toEqual(['Cogwork Grinder']);
  });
});

describe('Smuggler Captain', () => {
  it('ruling: "If a Smuggler Captain enters the battlefield under your control, but you didn’t draft one, there will be no applicable noted names. You may search and shuffle your library, but you can’t find any cards."', () => {
    let s = deserted('Smuggler Captain', { theirs: { seat: 1, notes: [{ card: 'Smuggler Captain', name: 'Flame Slash' }], removed: [] } }, ['Flame Slash', 'Ogre Sentry']);
    expect(characteristics(s, permanent(s, 'Smuggler Captain')).controller).toBe(0);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { options: [{ label: 'yes' }, { label: 'no' }] } });
    s = choose(s, [0]);
    // the search is offered, but no card of the library (the owner's noted Flame Slash is not player 0's note)
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'search', options: [] } });
    s = resolveStack(choose(s, []));
    expect(events(s, 'shuffle').map((e) => e.player)).toEqual([0]);
    expect(names(s, 0, 'hand')).toEqual([]);
    expect(names(s, 0, 'library').sort()).toEqual(['Flame Slash', 'Ogre Sentry']);
  });
});
