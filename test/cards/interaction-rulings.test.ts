/**
 * Rulings about interactions an engine easily gets wrong (last known information, layers, copies,
 * multiplayer, timing), each played through the public API and quoted.
 */
import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, logOf, tryApply, type ReadonlyGameState } from '../../src/index.js';
import {
  activate, attack, block, canBlock, cast, castAndResolve, choose, events, exiled, life, names, nextTurn, passToStep, passUntil, permanent, permanents, pt, resolveStack, resolveTop, setup, skipUntil, toBlockers,
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

  it('the same ruling when its caster counters it: Phage cast from the hand and countered by its own caster\'s Desertion was not cast from the hand as it enters', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [...Array<string>(7).fill('Swamp'), ...Array<string>(5).fill('Island')], hand: ['Phage the Untouchable', 'Desertion'] }, {}, {}],
    });
    let s = cast(state, 0, ids.hand[0]![0]!);
    const phage = s.stack[0]!;
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!, [{ object: phage }]));
    expect(events(s, 'counter')).toHaveLength(1);
    expect(s.players[0]!.outcome).toBe('lost');
  });

  it('the same ruling for Wild Pair ("if you cast it from your hand"): a creature spell countered by its caster\'s Desertion does not trigger it', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Wild Pair', ...Array<string>(7).fill('Island')], hand: ['Bronze Sable', 'Desertion'], library: ['Bronze Sable', 'Wastes'] }, {}],
    });
    let s = cast(state, 0, ids.hand[0]![0]!);
    const sable = s.stack[0]!;
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!, [{ object: sable }]));
    expect(events(s, 'counter')).toHaveLength(1);
    expect(events(s, 'trigger')).toEqual([]);
    expect(s.decision?.kind).toBe('priority');
  });

  it('CR 107.3m: X of an "enters with X counters" ability is the X of the spell that became the permanent as it resolved — Grenzo, Dungeon Warden cast with X = 2 and put onto the battlefield by Desertion enters with none', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: Array<string>(5).fill('Island'), hand: ['Desertion'] },
        { battlefield: [...Array<string>(2).fill('Swamp'), ...Array<string>(2).fill('Mountain')], hand: ['Grenzo, Dungeon Warden'] },
      ],
    });
    let s = cast(state, 1, ids.hand[1]![0]!, [], 2);
    const grenzo = s.stack[0]!;
    expect(s.objects[grenzo]!.x).toBe(2);
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: grenzo }]));
    const permanent = s.battlefield.find((id) => s.objects[id]!.card === 'Grenzo, Dungeon Warden')!;
    expect(s.objects[permanent]!.controller).toBe(0);
    expect(s.objects[permanent]!.counters['+1/+1'] ?? 0).toBe(0);
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

  it('CR 707.5, 607.2n: a Stunt Double entering as a copy of an opponent\'s Pyretic Hunter has its "enters with X counters", X being the highest number the copy\'s controller noted — none noted, it is a 0/0 and dies', () => {
    const hunter = { card: 'Pyretic Hunter', counters: { '+1/+1': 5 } };
    const theirs = { seat: 1, notes: [{ card: 'Pyretic Hunter', number: 5 }], removed: [] };
    const copied = (mine?: object): ReadonlyGameState => {
      const { state, ids } = setup({ players: [{ battlefield: Array<string>(4).fill('Island'), hand: ['Stunt Double'], ...(mine ? { draft: mine as never } : {}) }, { battlefield: [hunter], draft: theirs as never }] });
      const s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
      return resolveStack(choose(s, [0]));
    };
    const noted = copied({ seat: 0, notes: [{ card: 'Pyretic Hunter', number: 3 }], removed: [] });
    const double = noted.battlefield.find((id) => noted.objects[id]!.card === 'Stunt Double')!;
    expect(characteristics(noted, double).name).toBe('Pyretic Hunter');
    expect(noted.objects[double]!.counters).toEqual({ '+1/+1': 3 });
    expect(pt(noted, double)).toEqual([3, 3]);
    const none = copied();
    expect(none.battlefield.some((id) => none.objects[id]!.card === 'Stunt Double')).toBe(false);
    expect(names(none, 0, 'graveyard')).toEqual(['Stunt Double']);
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

describe('Lurking Automaton', () => {
  it('ruling: "If a Lurking Automaton owned by another player enters the battlefield under your control, the number of counters it enters with will be based on the highest number you noted as you drafted a card named Lurking Automaton, not as its owner did. Unless you also drafted Lurking Automaton, this will be considered 0."', () => {
    const noted = (seat: number, ...numbers: number[]) => ({ seat, notes: numbers.map((number) => ({ card: 'Lurking Automaton', number })), removed: [] });
    const s = deserted('Lurking Automaton', { mine: noted(0, 2, 4), theirs: noted(1, 7) });
    const automaton = permanent(s, 'Lurking Automaton');
    expect([s.objects[automaton]!.owner, characteristics(s, automaton).controller]).toEqual([1, 0]);
    expect(pt(s, automaton)).toEqual([4, 4]);
    const none = deserted('Lurking Automaton', { theirs: noted(1, 7) });
    expect(permanents(none, 'Lurking Automaton')).toEqual([]);
    expect(names(none, 1, 'graveyard')).toEqual(['Lurking Automaton']);
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

describe('Wild Pair', () => {
  it('ruling: "If the creature that entered the battlefield has left the battlefield by the time the ability resolves, use the power and toughness of that creature as it last appeared before leaving the battlefield."', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Wild Pair', 'Wastes', 'Wastes', 'Wastes', 'Swamp', 'Swamp', 'Swamp'], hand: ['Bronze Sable', 'Murder'], library: ['Lizard Warrior', 'Child of Night', 'Pillarfield Ox'] }, {}],
    });
    let s = cast(state, 0, ids.hand[0]![0]!);
    s = passUntil(s, (x) => x.stack.length === 1 && x.objects[x.stack[0]!]!.kind === 'ability');
    // in response to the trigger, the Bronze Sable (2/1) is destroyed
    s = resolveStack(cast(s, 0, ids.hand[0]![1]!, [{ object: permanent(s, 'Bronze Sable') }]));
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    s = choose(s, [0]);
    const d = s.decision;
    // total 3, as the Sable last was: Child of Night (2/1), not Lizard Warrior (4/1) nor Pillarfield Ox (2/4)
    expect(d?.kind === 'choose' ? d.choice.options.map((o) => 'object' in o && s.objects[o.object]!.card) : null).toEqual(['Child of Night']);
  });
});

describe('Charmbreaker Devils', () => {
  it('ruling: "Because the first ability doesn’t target the instant or sorcery card, any instants or sorceries put into your graveyard in response to that ability may be returned to your hand."', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Charmbreaker Devils', 'Swamp'], hand: ['Tragic Slip'], graveyard: ['Ogre Sentry'] }, { battlefield: ['Bronze Sable'] }] });
    let s = skipUntil(state, (x) => x.turn.active === 0 && x.turn.step === 'upkeep' && x.stack.length === 1 && x.decision?.player === 0);
    // no instant or sorcery in the graveyard as the ability triggers; one is put there in response
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: permanent(s, 'Bronze Sable') }]));
    expect(names(s, 0, 'hand')).toContain('Tragic Slip');
    expect(names(s, 0, 'graveyard')).toEqual(['Ogre Sentry']);
  });
});

describe('Stoneshock Giant', () => {
  it('ruling: "If blockers have already been declared when Stoneshock Giant’s last ability resolves, those blocks won’t change or become undone."', () => {
    const { state } = setup({ players: [{ battlefield: [...Array<string>(8).fill('Mountain'), 'Stoneshock Giant', 'Bronze Sable'] }, { battlefield: ['Pillarfield Ox'] }] });
    const [giant, sable, ox] = [permanent(state, 'Stoneshock Giant'), permanent(state, 'Bronze Sable'), permanent(state, 'Pillarfield Ox')];
    let s = block(attack(state, [[sable, 1]]), [[ox, sable]]);
    s = passUntil(s, (x) => x.turn.step === 'declareBlockers' && x.decision?.kind === 'priority' && x.decision.player === 0);
    s = resolveStack(activate(s, 0, giant, 0));
    expect(s.objects[giant]!.counters['+1/+1']).toBe(3);
    s = passToStep(s, 'main2');
    // the Ox still blocked: the Sable dealt its damage to the Ox, none to player 1
    expect(life(s, 1)).toBe(20);
    expect(s.objects[ox]!.damage).toBe(2);
  });
});

describe('Misdirection', () => {
  it('rulings: "This only targets the spell being changed, not the original or new target of the spell it is affecting." "The target of a spell that targets another spell on the stack can be changed to any other spell on the stack, even if the new target will resolve before the spell does."', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Bronze Sable', ...Array<string>(5).fill('Island')], hand: ['Desertion'] },
        { battlefield: [...Array<string>(5).fill('Swamp'), ...Array<string>(5).fill('Island'), 'Pillarfield Ox'], hand: ['Murder', 'Tragic Slip', 'Misdirection'] },
      ],
    });
    const [murderCard, slipCard, misdirectionCard] = ids.hand[1]!;
    let s = cast(state, 1, murderCard!, [{ object: permanent(state, 'Bronze Sable') }]);
    const murder = s.stack[0]!;
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = cast(s, 0, ids.hand[0]![0]!, [{ object: murder }]);
    const desertion = s.stack[1]!;
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = cast(s, 1, slipCard!, [{ object: permanent(s, 'Pillarfield Ox') }]);
    const slip = s.stack[2]!;
    s = passUntil(s, (x) => x.decision?.player === 1 && x.stack.length === 3);
    s = cast(s, 1, misdirectionCard!, [{ object: desertion }]);
    const misdirection = s.stack[3]!;
    expect(s.objects[misdirection]!.targets).toEqual([{ object: desertion }]);
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    // Tragic Slip, above Desertion on the stack, is a legal new target (Murder, the current one, is not: CR 115.7a)
    const d = s.decision;
    const offered = d?.kind === 'choose' ? d.choice.options.map((o) => ('object' in o ? o.object : null)) : [];
    expect(offered).toContain(slip);
    expect(offered).not.toContain(murder);
    s = choose(s, [offered.indexOf(slip)]);
    expect(s.objects[desertion]!.targets).toEqual([{ object: slip }]);
  });
});

describe("Faith's Reward", () => {
  it('ruling: "Permanent cards that were put into your graveyard from anywhere else, such as a card that was discarded, stay in the graveyard. Permanent cards that you gained control of and went to another player’s graveyard from the battlefield will likewise stay in the graveyard."', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Swamp', 'Swamp', 'Plains', 'Plains', 'Plains', 'Plains'], hand: ['Smallpox', "Faith's Reward", 'Pillarfield Ox'] },
        { battlefield: [{ card: 'Bronze Sable', controller: 0 }, 'Island'], hand: ['Island'] },
      ],
    });
    let s = cast(state, 0, ids.hand[0]![0]!);
    for (let i = 0; i < 10 && s.stack.length + (s.resolution ? 1 : 0) > 0; i++) {
      s = resolveStack(s);
      const d = s.decision;
      if (d?.kind !== 'choose') break;
      // player 0 discards the Pillarfield Ox and sacrifices a tapped Swamp
      const pickIndex = d.choice.options.findIndex((o) => 'object' in o && ['Pillarfield Ox', 'Swamp'].includes(s.objects[o.object]!.card) && (s.objects[o.object]!.card !== 'Swamp' || s.objects[o.object]!.tapped));
      s = choose(s, [Math.max(0, pickIndex)]);
    }
    s = resolveStack(s);
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Pillarfield Ox', 'Smallpox', 'Swamp']);
    expect(names(s, 1, 'graveyard').sort()).toEqual(['Bronze Sable', 'Island', 'Island']);
    s = castAndResolve(s, 0, ids.hand[0]![1]!);
    // the sacrificed Swamp returns; the discarded Ox and the Sable (in its owner's graveyard) stay
    expect(permanents(s, 'Swamp')).toHaveLength(2);
    expect(names(s, 0, 'graveyard').sort()).toEqual(["Faith's Reward", 'Pillarfield Ox', 'Smallpox']);
    expect(names(s, 1, 'graveyard').sort()).toEqual(['Bronze Sable', 'Island', 'Island']);
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
  });
});

describe('Pernicious Deed', () => {
  it('ruling: "If a permanent has {X} in its mana cost, X is considered to be 0."', () => {
    // Grenzo, Dungeon Warden ({X}{B}{R}) entered with X = 3, as counters: its mana value is still 2
    const board = () => setup({ players: [{ battlefield: ['Pernicious Deed', 'Forest', 'Swamp'] }, { battlefield: [{ card: 'Grenzo, Dungeon Warden', counters: { '+1/+1': 3 } }] }] });
    const one = board();
    let s = resolveStack(activate(one.state, 0, one.ids.battlefield[0]![0]!, 0, [], 1));
    expect(permanents(s, 'Grenzo, Dungeon Warden')).toHaveLength(1);
    const two = board();
    s = resolveStack(activate(two.state, 0, two.ids.battlefield[0]![0]!, 0, [], 2));
    expect(permanents(s, 'Grenzo, Dungeon Warden')).toEqual([]);
    expect(names(s, 1, 'graveyard')).toEqual(['Grenzo, Dungeon Warden']);
  });
});

describe('Caller of the Untamed', () => {
  it('ruling: "If there is an {X} in the mana cost of the exiled creature card, that X is 0. Don’t confuse it with the {X} in the activation cost of Caller of the Untamed’s ability."', () => {
    const { state } = setup({ players: [{ battlefield: ['Caller of the Untamed', 'Swamp', 'Mountain', 'Mountain'], exiledWith: { 'Caller of the Untamed': ['Grenzo, Dungeon Warden'] } }, {}] });
    const caller = permanent(state, 'Caller of the Untamed');
    // X is Grenzo's mana value with its {X} as 0: 2
    expect(legalActions(state).flatMap((a) => (a.type === 'activate' && a.source === caller ? [a.x] : []))).toEqual([2]);
    const s = resolveStack(activate(state, 0, caller, 0, [], 2));
    const token = permanent(s, 'Grenzo, Dungeon Warden');
    expect(s.objects[token]!.kind).toBe('token');
    // the token enters with Grenzo's X — 0 — +1/+1 counters: a 2/2 ("X is 0")
    expect(pt(s, token)).toEqual([2, 2]);
  });
});

describe('Magus of the Mirror', () => {
  it('ruling: "When the life totals are exchanged, each player gains or loses the amount of life necessary to equal the other player’s previous life total. For example, if player A has 5 life and player B has 3 life before the exchange, player A will lose 2 life and player B will gain 2 life."', () => {
    const { state } = setup({ step: 'upkeep', players: [{ life: 5, battlefield: ['Magus of the Mirror'] }, { life: 3 }] });
    const s = resolveStack(activate(state, 0, permanent(state, 'Magus of the Mirror'), 0, [{ player: 1 }]));
    expect([life(s, 0), life(s, 1)]).toEqual([3, 5]);
    expect(events(s, 'loseLife')).toMatchObject([{ player: 0, amount: 2 }]);
    expect(events(s, 'gainLife')).toMatchObject([{ player: 1, amount: 2 }]);
  });
});

describe("Mirari's Wake", () => {
  it('ruling: "Because damage remains marked on a creature until the cleanup step or an effect removes that damage, nonlethal damage dealt to creatures you control may become lethal if Mirari’s Wake leaves the battlefield."', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ["Mirari's Wake", { card: 'Bronze Sable', damage: 1 }] }, { battlefield: ['Plains', 'Plains'], hand: ['Disenchant'] }],
    });
    const sable = permanent(state, 'Bronze Sable');
    expect(pt(state, sable)).toEqual([3, 2]);
    const s = castAndResolve(state, 1, ids.hand[1]![0]!, [{ object: permanent(state, "Mirari's Wake") }]);
    // a 2/1 with 1 damage: destroyed (CR 704.5g)
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Bronze Sable', "Mirari's Wake"]);
  });
});

describe('Custodi Peacekeeper', () => {
  it('ruling: "For example, if you draft Custodi Peacekeeper as the third card in a draft round and then another one as the sixth card in a draft round, each Custodi Peacekeeper’s ability could tap a creature with power 6 or less."', () => {
    const draft = { seat: 0, notes: [{ card: 'Custodi Peacekeeper', number: 3 }, { card: 'Custodi Peacekeeper', number: 6 }], removed: [] } as never;
    const { state } = setup({
      players: [{ battlefield: ['Custodi Peacekeeper', 'Plains'], draft }, { battlefield: [{ card: 'Bronze Sable', counters: { '+1/+1': 4 } }, { card: 'Pillarfield Ox', counters: { '+1/+1': 5 } }] }],
    });
    const [sable, ox] = [permanent(state, 'Bronze Sable'), permanent(state, 'Pillarfield Ox')];
    expect([pt(state, sable)[0], pt(state, ox)[0]]).toEqual([6, 7]);
    const targets = legalActions(state).flatMap((a) => (a.type === 'activate' && a.source === permanent(state, 'Custodi Peacekeeper') ? a.targets : []));
    expect(targets).toContainEqual({ object: sable });
    expect(targets).not.toContainEqual({ object: ox });
  });
});

/** Player 0 with Quag Vampires ({B}, multikicker {1}{B}) in hand, two Swamps and the given conspiracies. */
function kickerBoard(command: (string | { card: string; names: string[] })[]) {
  return setup({ format: 'conspiracy', players: [{ hand: ['Quag Vampires'], battlefield: ['Swamp', 'Swamp'], command }, {}, {}] });
}

describe("Brago's Favor", () => {
  it('ruling: "If there are additional costs to cast the spell, such as kicker costs, apply those increases before applying cost reductions."', () => {
    // {B} kicked once is {1}{B}{B}; {1} less is {B}{B}, which two Swamps pay
    const { state, ids } = kickerBoard([{ card: "Brago's Favor", names: ['Quag Vampires'] }]);
    const s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, kicked: 1 }));
    expect(s.objects[permanent(s, 'Quag Vampires')]!.counters['+1/+1']).toBe(1);
    // without the Favor, two Swamps can't pay it
    const plain = kickerBoard([]);
    expect(tryApply(plain.state, { type: 'cast', player: 0, card: plain.ids.hand[0]![0]!, targets: [], x: 0, kicked: 1 }).ok).toBe(false);
  });
});

describe('Hymn of the Wilds', () => {
  it('ruling: "If there are additional costs to cast a spell, or if the cost to cast a spell is increased by an effect, apply those increases before applying cost reductions."', () => {
    const { state, ids } = kickerBoard(['Hymn of the Wilds']);
    const s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, kicked: 1 }));
    expect(s.objects[permanent(s, 'Quag Vampires')]!.counters['+1/+1']).toBe(1);
    expect(s.battlefield.filter((id) => s.objects[id]!.card === 'Swamp' && s.objects[id]!.tapped)).toHaveLength(2);
  });
});

describe('Smallpox', () => {
  it('ruling: "Any abilities that trigger while Smallpox is resolving will wait to be put onto the stack until Smallpox is done resolving."', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Doomed Traveler'], hand: ['Smallpox'] }, { battlefield: ['Doomed Traveler', 'Plains'] }],
    });
    let s = cast(state, 0, ids.hand[0]![0]!);
    s = passUntil(s, (x) => x.stack.some((id) => x.objects[id]!.kind === 'ability') || x.decision?.kind !== 'priority');
    // both Doomed Travelers died; player 0 now chooses a land to sacrifice, and their abilities wait
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'sacrifice' } });
    expect(names(s, 1, 'graveyard')).toEqual(['Doomed Traveler']);
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Smallpox']);
    s = passUntil(choose(s, [0]), (x) => x.stack.some((id) => x.objects[id]!.kind === 'ability') || x.decision?.kind !== 'priority');
    const log = logOf(s);
    const smallpoxDone = log.findIndex((e) => e.type === 'zoneChange' && e.card === 'Smallpox' && e.zone === 'graveyard');
    const landsGone = log.map((e) => e.type === 'zoneChange' && (e.card === 'Swamp' || e.card === 'Plains') && e.zone === 'graveyard').lastIndexOf(true);
    const firstTrigger = log.findIndex((e) => e.type === 'trigger' && e.card === 'Doomed Traveler');
    expect(smallpoxDone).toBeGreaterThan(-1);
    expect(landsGone).toBeGreaterThan(-1);
    expect(firstTrigger).toBeGreaterThan(landsGone);
    expect(firstTrigger).toBeGreaterThan(smallpoxDone);
    expect(names(s, 0, 'graveyard')).toEqual(expect.arrayContaining(['Smallpox', 'Doomed Traveler', 'Swamp']));
    s = resolveStack(s);
    expect(permanents(s, 'token:spirit-1-1-flying')).toHaveLength(2);
  });
});

describe('Echoing Boon', () => {
  /** Player 0 casts Death Wind with X = 1 on their Bronze Sable, the chosen name, and copies it. */
  const copied = () => {
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [
        { hand: ['Death Wind'], battlefield: [{ card: 'Bronze Sable', counters: { '+1/+1': 2 } }, 'Swamp', 'Swamp', 'Swamp'], command: [{ card: 'Echoing Boon', names: ['Bronze Sable'] }] },
        { battlefield: ['Pillarfield Ox'] },
        {},
      ],
    });
    const sable = ids.battlefield[0]![0]!;
    let s = apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: sable }], x: 1 });
    s = resolveTop(s);
    expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'copy the spell' } });
    return { s: choose(s, [0]), sable, ox: ids.battlefield[1]![0]! };
  };
  const options = (s: ReturnType<typeof copied>['s']) => (s.decision?.kind === 'choose' ? s.decision.choice.options.map((o) => ('object' in o ? o.object : null)) : []);

  it('ruling: "If the spell being copied has an X whose value was determined as it was cast (like Subterranean Tremors has), the copy will have the same value of X."', () => {
    let { s, sable, ox } = copied();
    s = resolveStack(choose(s, [options(s).indexOf(ox)]));
    // the copy gave the Ox −1/−1 (X = 1), the original the Sable
    expect(pt(s, ox)).toEqual([1, 3]);
    expect(pt(s, sable)).toEqual([3, 2]);
  });

  it('ruling: "The copy will have the same targets as the spell it’s copying unless you choose new ones. You may change any number of the targets, including all of them or none of them."', () => {
    let { s, sable, ox } = copied();
    expect(options(s)).toEqual([sable, ox]);
    s = choose(s, [options(s).indexOf(sable)]);
    const copy = s.stack.find((id) => s.objects[id]!.kind === 'copy')!;
    expect(s.objects[copy]!.targets).toEqual([{ object: sable }]);
    s = resolveStack(s);
    // both resolved on the Sable: −2/−2 in all
    expect(pt(s, sable)).toEqual([2, 1]);
    expect(pt(s, ox)).toEqual([2, 4]);
  });
});

describe('Regicide', () => {
  /** The creatures of player 1 that player 0's Regicide may target, by name, with these noted colour sets. */
  const targetable = (colorSets: string[][]) => {
    const draft = { seat: 0, notes: colorSets.map((colors) => ({ card: 'Regicide', colors })), removed: [] } as never;
    const { state } = setup({ players: [{ battlefield: ['Swamp'], hand: ['Regicide'], draft }, { battlefield: ['Magister of Worth', 'Child of Night', 'Kiln Fiend'] }] });
    return legalActions(state).flatMap((a) => (a.type === 'cast' ? a.targets : [])).map((t) => ('object' in t ? state.objects[t.object]!.card : null)).sort();
  };

  it('ruling: "The target creature can be colors that weren’t chosen as long as it’s also one or more colors that were. For example, if the chosen colors were red, white, and green, Regicide could target a creature that’s white and black."', () => {
    // Magister of Worth is white and black; Child of Night only black; Kiln Fiend red
    expect(targetable([['R', 'W', 'G']])).toEqual(['Kiln Fiend', 'Magister of Worth']);
  });

  it('ruling: "If you draft another Regicide, any additional colors chosen will count for each Regicide you’ve drafted."', () => {
    expect(targetable([['W', 'U', 'G']])).toEqual(['Magister of Worth']);
    expect(targetable([['W', 'U', 'G'], ['B', 'U', 'G']])).toEqual(['Child of Night', 'Magister of Worth']);
  });
});

describe('Victimize', () => {
  it('ruling: "As Victimize resolves, you must sacrifice a creature if able. You can\'t change your mind and choose not to sacrifice anything."', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...Array<string>(6).fill('Swamp'), 'Child of Night', 'Bronze Sable'], hand: ['Victimize'], graveyard: ['Wild Griffin', 'Hamletback Goliath'] }, {}] });
    const [griffin, goliath] = ids.graveyard[0]!;
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: griffin! }, { object: goliath! }]));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'sacrifice', min: 1, max: 1 } });
    expect(tryApply(s, { type: 'choose', player: 0, choice: [] }).ok).toBe(false);
    s = resolveStack(choose(s, [0]));
    expect(names(s, 0, 'graveyard')).toEqual(['Child of Night', 'Victimize']);
    expect(permanents(s, 'Wild Griffin')).toHaveLength(1);
  });
});

describe('Wild Pair — same total', () => {
  it('ruling: "If you cast a 2/2 Grizzly Bears, for example, you may then search for any creature with total power and toughness 4. It can be 0/4, 1/3, 2/2, or 3/1."', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Wild Pair', 'Plains', 'Plains', 'Plains'], hand: ['Wild Griffin'], library: ['Jeering Homunculus', 'Omenspeaker', 'Wakedancer', 'Brushstrider', 'Lizard Warrior', 'Bronze Sable'] }, {}],
    });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!));
    s = choose(s, [0]);
    const d = s.decision;
    const offered = d?.kind === 'choose' ? d.choice.options.map((o) => 'object' in o && s.objects[o.object]!.card) : [];
    expect([...offered].sort()).toEqual(['Brushstrider', 'Jeering Homunculus', 'Omenspeaker', 'Wakedancer']);
  });
});

describe('Stoneshock Giant — later creatures', () => {
  it('ruling: "Your opponents can’t assign any creature without flying to block that turn, even if that creature … wasn’t on the battlefield under one of your opponent’s control when Stoneshock Giant’s ability resolved."', () => {
    const { state, ids } = setup({ players: [{ battlefield: [...Array<string>(8).fill('Mountain'), 'Stoneshock Giant'] }, { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Affa Guard Hound'] }] });
    const giant = permanent(state, 'Stoneshock Giant');
    let s = resolveStack(activate(state, 0, giant, 0));
    s = attack(s, [[giant, 1]]);
    // after the ability resolved, player 1 flashes in Affa Guard Hound
    s = passUntil(s, (x) => x.decision?.player === 1);
    s = cast(s, 1, ids.hand[1]![0]!);
    s = passUntil(s, (x) => x.decision?.kind === 'putTrigger' || x.stack.length === 0);
    if (s.decision?.kind === 'putTrigger') s = apply(s, { type: 'putTrigger', player: 1, index: 0, targets: [{ object: permanent(s, 'Affa Guard Hound') }] });
    s = toBlockers(s);
    expect(canBlock(s, permanent(s, 'Affa Guard Hound'), giant)).toBe(false);
  });
});

describe('Glimmerpoint Stag — in an end step', () => {
  it('ruling: "If Glimmerpoint Stag somehow enters the battlefield during a turn’s end step, the exiled card won’t be returned to the battlefield until the beginning of the following turn’s end step."', () => {
    // Stunt Double (flash) enters as a copy of Glimmerpoint Stag in player 1's end step
    const { state, ids } = setup({
      active: 1,
      step: 'end',
      players: [{ battlefield: ['Glimmerpoint Stag', 'Island', 'Island', 'Island', 'Island'], hand: ['Stunt Double'] }, { battlefield: ['Bronze Sable'] }],
    });
    let s = cast(passUntil(state, (x) => x.decision?.player === 0), 0, ids.hand[0]![0]!);
    s = passUntil(s, (x) => x.decision?.kind === 'choose');
    const d = s.decision;
    s = choose(s, [d?.kind === 'choose' ? d.choice.options.findIndex((o) => 'object' in o && s.objects[o.object]!.card === 'Glimmerpoint Stag') : -1]);
    s = passUntil(s, (x) => x.decision?.kind === 'putTrigger');
    s = resolveStack(apply(s, { type: 'putTrigger', player: 0, index: 0, targets: [{ object: permanent(s, 'Bronze Sable') }] }));
    expect(exiled(s)).toEqual(['Bronze Sable']);
    // not back at the end of this turn, nor during player 0's turn until its end step
    s = skipUntil(s, (x) => x.turn.active === 0 && x.turn.step === 'main2');
    expect(exiled(s)).toEqual(['Bronze Sable']);
    s = resolveStack(skipUntil(s, (x) => x.turn.step === 'end'));
    expect(exiled(s)).toEqual([]);
    expect(permanents(s, 'Bronze Sable')).toHaveLength(1);
  });
});

describe('Manaplasm', () => {
  it('ruling: "Converted mana cost takes into account only the mana symbols printed in the upper right corner of the card. Manaplasm doesn’t care about additional costs, alternative costs, cost-reduction effects, or what you actually paid to cast the spell."', () => {
    // Quag Vampires ({B}) kicked twice, for {2}{B}{B}{B} less {1} (Brago's Favor): mana value 1
    const { state, ids } = setup({
      format: 'conspiracy',
      players: [{ hand: ['Quag Vampires'], battlefield: ['Manaplasm', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], command: [{ card: "Brago's Favor", names: ['Quag Vampires'] }] }, {}, {}],
    });
    const plasm = permanent(state, 'Manaplasm');
    const s = resolveStack(apply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0, kicked: 2 }));
    expect(s.objects[permanent(s, 'Quag Vampires')]!.counters['+1/+1']).toBe(2);
    expect(pt(s, plasm)).toEqual([2, 2]);
  });
});

describe("Faith's Reward — permanent cards", () => {
  it('ruling: "A permanent card is a card that could be put onto the battlefield. Specifically, it means an artifact, creature, enchantment, land, or planeswalker card (instant and sorcery cards aren’t permanent cards)."', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Pernicious Deed', 'Reito Lantern', 'Bronze Sable', { card: 'Dack Fayden', counters: { loyalty: 2 } }, ...Array<string>(7).fill('Plains'), 'Swamp', 'Swamp', 'Swamp'], hand: ["Faith's Reward", 'Smallpox', 'Island'] },
        { battlefield: ['Reito Lantern'] },
      ],
    });
    // Dack's −2 leaves it with no loyalty (a planeswalker card); Smallpox makes player 0 discard the Island and
    // sacrifice the Sable (a creature card) and a Swamp (a land card); the Deed (an enchantment card), sacrificed,
    // destroys the Lantern (an artifact card)
    let s = resolveStack(activate(state, 0, permanent(state, 'Dack Fayden'), 1, [{ object: state.battlefield.find((id) => state.objects[id]!.owner === 1)! }]));
    expect(names(s, 0, 'graveyard')).toEqual(['Dack Fayden']);
    s = cast(s, 0, ids.hand[0]![1]!);
    for (let i = 0; i < 8 && (s.stack.length > 0 || s.resolution); i++) {
      s = resolveStack(s);
      if (s.decision?.kind !== 'choose') break;
      const d = s.decision;
      const wanted = d.choice.options.findIndex((o) => 'object' in o && (s.objects[o.object]!.card === 'Island' || (s.objects[o.object]!.card === 'Swamp' && s.objects[o.object]!.tapped)));
      s = choose(s, [Math.max(0, wanted)]);
    }
    s = resolveStack(activate(s, 0, permanent(s, 'Pernicious Deed'), 0, [], 3));
    expect(names(s, 0, 'graveyard').sort()).toEqual(['Bronze Sable', 'Dack Fayden', 'Island', 'Pernicious Deed', 'Reito Lantern', 'Smallpox', 'Swamp']);
    s = castAndResolve(s, 0, ids.hand[0]![0]!);
    // the sorceries stay, and the Island, which came from the hand; every permanent card from the battlefield returns
    expect(names(s, 0, 'graveyard').sort()).toEqual(["Faith's Reward", 'Island', 'Smallpox']);
    for (const card of ['Pernicious Deed', 'Bronze Sable', 'Dack Fayden']) expect(permanents(s, card)).toHaveLength(1);
    expect(permanents(s, 'Reito Lantern').filter((id) => s.objects[id]!.owner === 0)).toHaveLength(1);
    expect(permanents(s, 'Swamp')).toHaveLength(3);
  });
});

describe('Cogwork Grinder — several', () => {
  it('ruling: "If you draft multiple Cogwork Grinders, the value for X will be the same for each of them. It doesn’t matter that some of the removed cards may have been removed before you drafted the second Cogwork Grinder, for example."', () => {
    const removed = [{ card: 'Burn Away', by: 'Cogwork Grinder' }, { card: 'Ogre Sentry', by: 'Cogwork Grinder' }, { card: 'Kiln Fiend', by: 'Cogwork Grinder' }];
    const { state, ids } = setup({ players: [{ battlefield: Array<string>(12).fill('Wastes'), hand: ['Cogwork Grinder', 'Cogwork Grinder'], draft: { seat: 0, notes: [], removed } as never }, {}] });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    s = castAndResolve(s, 0, ids.hand[0]![1]!);
    expect(permanents(s, 'Cogwork Grinder').map((id) => pt(s, id))).toEqual([[3, 3], [3, 3]]);
  });
});

describe('Screaming Seahawk', () => {
  it('ruling: "The “If you do” means “If you search”." — a search that finds nothing still shuffles; no search, no shuffle', () => {
    const board = () => setup({ players: [{ battlefield: Array<string>(5).fill('Island'), hand: ['Screaming Seahawk'], library: ['Wastes', 'Ogre Sentry', 'Wastes'] }, {}] });
    const answer = (yes: boolean) => {
      const { state, ids } = board();
      let s = castAndResolve(state, 0, ids.hand[0]![0]!);
      for (let i = 0; i < 4 && s.decision?.kind === 'choose'; i++) {
        const d = s.decision;
        const yesNo = d.choice.options.findIndex((o) => 'label' in o && o.label === (yes ? 'yes' : 'no'));
        s = resolveStack(choose(s, yesNo >= 0 ? [yesNo] : []));
      }
      return s;
    };
    expect(events(answer(true), 'shuffle').map((e) => e.player)).toEqual([0]);
    expect(events(answer(false), 'shuffle')).toEqual([]);
  });
});
