import { describe, expect, it } from 'vitest';
import { apply, view, type ReadonlyGameState, type ObjectId } from '../../../src/index.js';
import { cast, choose, names, passUntil, permanent, permanents, resolveStack, setup } from '../helpers.js';

const islands = ['Island', 'Island', 'Island'];

/** Answers the pending choice of `player` with the option naming `id`, or with none. */
function pick(state: ReadonlyGameState, player: number, id: ObjectId | null): ReadonlyGameState {
  const d = state.decision;
  if (d?.kind !== 'choose' || d.player !== player) throw new Error(`expected a choice of player ${player}, got ${JSON.stringify(d)}`);
  if (id === null) return choose(state, []);
  const i = d.choice.options.findIndex((o) => 'object' in o && o.object === id);
  if (i < 0) throw new Error(`${id} is not an option`);
  return choose(state, [i]);
}

function toFirstChoice(state: ReadonlyGameState, player: number, card: ObjectId): ReadonlyGameState {
  return passUntil(cast(state, player, card), (s) => s.decision?.kind === 'choose');
}

describe('Show and Tell', () => {
  it('Each player may put an artifact, creature, enchantment, or land card from their hand onto the battlefield', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: islands, hand: ['Show and Tell', 'Zombie Goliath', 'Murder'] },
        { hand: ['Forest', 'Divination'] },
        { hand: ['Bronze Sable'] },
      ],
    });
    let s = toFirstChoice(state, 0, ids.hand[0]![0]!);
    // only artifact, creature, enchantment or land cards are options
    expect(s.decision).toMatchObject({ player: 0, choice: { min: 0, max: 1, options: [{ object: ids.hand[0]![1] }] } });
    s = pick(s, 0, ids.hand[0]![1]!);
    expect(s.decision).toMatchObject({ player: 1, choice: { options: [{ object: ids.hand[1]![0] }] } });
    s = pick(s, 1, ids.hand[1]![0]!);
    s = resolveStack(pick(s, 2, null));
    expect(s.objects[permanent(s, 'Zombie Goliath')]!.controller).toBe(0);
    expect(s.objects[permanent(s, 'Forest')]!.controller).toBe(1);
    expect(names(s, 2, 'hand')).toEqual(['Bronze Sable']);
    expect(names(s, 0, 'hand')).toEqual(['Murder']);
  });

  it('ruling: "Players choose cards during resolution, not announcement."', () => {
    const { state, ids } = setup({ players: [{ battlefield: islands, hand: ['Show and Tell', 'Zombie Goliath'] }, {}] });
    const s = cast(state, 0, ids.hand[0]![0]!);
    expect(s.decision?.kind).toBe('priority');
    expect(s.stack).toHaveLength(1);
    expect(names(s, 0, 'hand')).toEqual(['Zombie Goliath']);
  });

  it('ruling: "The current player chooses first, then each other player chooses in turn order. … After all choices are made, the cards are put onto the battlefield simultaneously."', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ hand: ['Lizard Warrior'] }, { battlefield: [...islands, 'Selvala, Heart of the Wilds'], hand: ['Show and Tell', 'Zombie Goliath'] }, { hand: ['Scaled Wurm'] }],
    });
    let s = toFirstChoice(state, 1, ids.hand[1]![0]!);
    s = pick(s, 1, ids.hand[1]![1]!);
    // nothing has entered yet while the others choose
    expect(permanents(s, 'Zombie Goliath')).toEqual([]);
    // ruling: "A player does not have to reveal the chosen card, so long as it is clear *which* card was
    // chosen": player 2 knows that player 1 chose a card (CR 101.4b), not which (101.4a)
    const told = view(s, 2).log.filter((e) => e.type === 'chosen');
    expect(told).toEqual([expect.objectContaining({ player: 1, detail: 'put onto the battlefield' })]);
    expect([told[0]!.object, told[0]!.card]).toEqual([undefined, undefined]);
    expect(JSON.stringify(view(s, 2).log)).not.toContain('Zombie Goliath');
    s = pick(s, 2, ids.hand[2]![0]!);
    s = pick(s, 0, ids.hand[0]![0]!);
    // all three entered at once: Selvala's ability triggered for each, and each compares with the others
    const triggers = s.pendingTriggers.length + s.stack.filter((id) => s.objects[id]!.kind === 'ability').length;
    expect(triggers).toBe(3);
    expect(permanents(s, 'Zombie Goliath')).toHaveLength(1);
    expect(permanents(s, 'Scaled Wurm')).toHaveLength(1);
    expect(permanents(s, 'Lizard Warrior')).toHaveLength(1);
  });

  it('ruling: "If the cards being put onto the battlefield also require choices, those choices are made after all players choose their card. The active player makes choices for their card (if any), then the other players … in turn order."', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [...islands, 'Wild Griffin'], hand: ['Show and Tell', 'Pariah'] }, { battlefield: ['Ogre Sentry'], hand: ['Zombie Goliath'] }],
    });
    let s = toFirstChoice(state, 0, ids.hand[0]![0]!);
    s = pick(s, 0, ids.hand[0]![1]!);
    // player 1 chooses their card before player 0 chooses what the Aura enchants
    expect(s.decision).toMatchObject({ player: 1, choice: { prompt: 'putOntoBattlefield' } });
    s = pick(s, 1, ids.hand[1]![0]!);
    expect(s.decision).toMatchObject({ player: 0, choice: { prompt: 'enchant', rule: '303.4f' } });
    // the Aura can't enchant a permanent entering at the same time (CR 303.4f)
    const options = s.decision?.kind === 'choose' ? s.decision.choice.options : [];
    expect(options).toContainEqual({ object: permanent(s, 'Ogre Sentry') });
    expect(options.some((o) => 'object' in o && s.objects[o.object]!.card === 'Zombie Goliath')).toBe(false);
    s = resolveStack(pick(s, 0, permanent(s, 'Ogre Sentry')));
    expect(s.objects[permanent(s, 'Pariah')]!.attachedTo).toEqual({ object: permanent(s, 'Ogre Sentry') });
    expect(permanents(s, 'Zombie Goliath')).toHaveLength(1);
  });

  it('ruling: "The active player makes choices for their card (if any), then the other players (if any) in turn order." — three players each put an Aura onto the battlefield; what each enchants is chosen after all the cards, the active player first, then in turn order from them (CR 101.4, 303.4f)', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Wild Griffin'], hand: ['Pariah'] },
        { battlefield: islands, hand: ['Show and Tell', 'Pariah'] },
        { battlefield: ['Ogre Sentry'], hand: ['Pariah'] },
      ],
    });
    let s = toFirstChoice(state, 1, ids.hand[1]![0]!);
    s = pick(s, 1, ids.hand[1]![1]!);
    s = pick(s, 2, ids.hand[2]![0]!);
    s = pick(s, 0, ids.hand[0]![0]!);
    // the cards are chosen; now the Auras' choices: player 1 (active), then player 2, then player 0
    const choosers: number[] = [];
    for (const target of ['Wild Griffin', 'Ogre Sentry', 'Wild Griffin']) {
      expect(s.decision).toMatchObject({ kind: 'choose', choice: { prompt: 'enchant', rule: '303.4f' } });
      choosers.push(s.decision!.player);
      s = pick(s, s.decision!.player, permanent(s, target));
    }
    expect(choosers).toEqual([1, 2, 0]);
    s = resolveStack(s);
    const pariahs = permanents(s, 'Pariah');
    expect(pariahs.map((id) => [s.objects[id]!.controller, s.objects[id]!.attachedTo])).toEqual([
      [1, { object: permanent(s, 'Wild Griffin') }],
      [2, { object: permanent(s, 'Ogre Sentry') }],
      [0, { object: permanent(s, 'Wild Griffin') }],
    ]);
  });

  it('an Aura with nothing it could enchant stays in its owner\'s hand (CR 303.4g)', () => {
    const { state, ids } = setup({ players: [{ battlefield: islands, hand: ['Show and Tell', 'Pariah'] }, { hand: ['Zombie Goliath'] }] });
    let s = toFirstChoice(state, 0, ids.hand[0]![0]!);
    s = pick(s, 0, ids.hand[0]![1]!);
    s = resolveStack(pick(s, 1, ids.hand[1]![0]!));
    expect(names(s, 0, 'hand')).toEqual(['Pariah']);
    expect(permanents(s, 'Zombie Goliath')).toHaveLength(1);
  });
  it('a player who leaves the game before the last choice: what an Aura was chosen to enchant stays what it enchants (CR 800.4a)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: islands, hand: ['Show and Tell', 'Pariah'] }, { hand: ['Stunt Double'] }, { battlefield: ['Bronze Sable'] }, { battlefield: ['Pillarfield Ox'] }],
    });
    let s = toFirstChoice(state, 0, ids.hand[0]![0]!);
    s = pick(pick(s, 0, ids.hand[0]![1]!), 1, ids.hand[1]![0]!);
    s = pick(s, 0, permanent(s, 'Pillarfield Ox'));
    // Stunt Double's controller chooses what it copies; meanwhile player 2 leaves, with the Bronze Sable
    expect(s.decision).toMatchObject({ player: 1 });
    s = apply(s, { type: 'concede', player: 2 });
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(s.decision).toMatchObject({ player: 1, choice: { prompt: 'copy', options: [{ object: permanent(s, 'Pillarfield Ox') }, { label: 'none' }] } });
    s = resolveStack(choose(s, [1]));
    expect(s.objects[permanent(s, 'Pariah')]!.attachedTo).toEqual({ object: permanent(s, 'Pillarfield Ox') });
  });
});
