import { describe, expect, it } from 'vitest';
import { apply, characteristics, createPlayout, legalActions, view, type Action, type ObjectId, type ReadonlyGameState } from '../../src/index.js';
import { editState, scenario } from '../../src/testing/index.js';
import { applyAll, events, passToStep, withKeywords } from './helpers.js';

const LIBRARY = ['Plains', 'Island', 'Swamp'];

/**
 * A 1/1 deathtouch attacker (player 0's) blocked by player 1's `card`, made indestructible until end of
 * combat, in the declare blockers step with the blockers declared.
 */
function blockedByIndestructible(card: string): { s: ReadonlyGameState; assassin: ObjectId; blocker: ObjectId } {
  const { state, ids } = scenario({
    players: [{ battlefield: ['token:assassin-1-1-deathtouch-haste'] }, { battlefield: [card] }],
    step: 'beginCombat',
    settings: { autoPass: 'never' },
  });
  const assassin = ids.battlefield[0]![0]!;
  const blocker = ids.battlefield[1]![0]!;
  let s = passToStep(withKeywords(state, blocker, ['indestructible'], 'endOfCombat'), 'declareAttackers');
  s = applyAll(s, [
    { type: 'declareAttacker', player: 0, attacker: assassin, target: { player: 1 } },
    { type: 'confirmAttackers', player: 0 },
  ]);
  s = passToStep(s, 'declareBlockers');
  s = applyAll(s, [
    { type: 'declareBlocker', player: 1, blocker, attacker: assassin },
    { type: 'confirmBlockers', player: 1 },
  ]);
  return { s, assassin, blocker };
}

describe('704 State-Based Actions', () => {
  it('704.5a: a player with 0 or less life loses the game', () => {
    const { state } = scenario({ players: [{ life: 5 }, { life: 0 }, { life: 1 }], settings: { autoPass: 'never' } });
    expect(state.players.map((p) => p.inGame)).toEqual([true, false, true]);
    expect(state.players[1]!.outcome).toBe('lost');
    expect(events(state, 'stateBasedAction')).toEqual([expect.objectContaining({ rule: '704.5a' })]);
    expect(events(state, 'lose')).toEqual([expect.objectContaining({ rule: '704.5a', player: 1 })]);
    expect(state.result).toBeNull();
  });

  it('704.5b: a player who drew from an empty library loses; an empty library alone does not', () => {
    const { state } = scenario({
      players: [{ library: LIBRARY }, { library: [] }, { library: [] }],
      step: 'end',
      settings: { autoPass: 'never' },
    });
    // player 1 begins a turn and must draw from an empty library
    let s = passToStep(state, 'upkeep', 3);
    expect(s.players[1]!.inGame).toBe(true);
    s = passToStep(s, 'draw', 3);
    expect(s.players[1]).toMatchObject({ inGame: false, outcome: 'lost' });
    expect(events(s, 'lose')).toEqual([expect.objectContaining({ rule: '704.5b', player: 1 })]);
    // player 2 has no library either but has not tried to draw
    expect(s.players[2]!.inGame).toBe(true);
  });

  it('704.5c: a player with ten or more poison counters loses; nine is not enough', () => {
    const { state } = scenario({ players: [{ counters: { poison: 9 } }, { counters: { poison: 10 } }, {}], settings: { autoPass: 'never' } });
    expect(state.players.map((p) => p.inGame)).toEqual([true, false, true]);
    expect(events(state, 'lose')).toEqual([expect.objectContaining({ rule: '704.5c', player: 1 })]);
  });

  it('704.5a, 104.3b: a player who can\'t lose the game (Platinum Angel) at 0 life is not checked: no state-based action is performed', () => {
    const { state } = scenario({ players: [{ life: 0, battlefield: ['Platinum Angel'] }, {}], settings: { autoPass: 'never' } });
    expect(state.players[0]).toMatchObject({ inGame: true, life: 0 });
    expect(events(state, 'stateBasedAction')).toEqual([]);
    expect(state.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('704.3: all applicable state-based actions happen at once: all players losing together is a draw', () => {
    const { state } = scenario({ players: [{ life: 0 }, { counters: { poison: 12 } }], settings: { autoPass: 'never' } });
    expect(state.result).toMatchObject({ winner: null, rule: '104.4a' });
  });

  it('704.3, 704.5a, 704.5c: players losing at the same check for different reasons each lose by their own rule', () => {
    const { state } = scenario({ players: [{ life: 0 }, { counters: { poison: 12 } }, {}], settings: { autoPass: 'never' } });
    expect(events(state, 'lose')).toEqual([
      expect.objectContaining({ rule: '704.5a', player: 0 }),
      expect.objectContaining({ rule: '704.5c', player: 1 }),
    ]);
    expect(state.result).toMatchObject({ winner: 2, rule: '104.2a' });
  });

  it('704.3: players losing at one check for several rules: one state-based action event per rule, in the order of the rules\' numbers', () => {
    const { state } = scenario({ players: [{ counters: { poison: 10 } }, { life: 0 }, {}], settings: { autoPass: 'never' } });
    expect(events(state, 'stateBasedAction')).toEqual([
      expect.objectContaining({ rule: '704.5a', detail: 'players 1' }),
      expect.objectContaining({ rule: '704.5c', detail: 'players 0' }),
    ]);
  });

  it('704.5d: a token that left the battlefield ceases to exist', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['token:wolf-2-2'] }, { battlefield: ['token:beast-3-3'] }],
      step: 'beginCombat',
      settings: { autoPass: 'never' },
    });
    const wolf = ids.battlefield[0]![0]!;
    let s = passToStep(state, 'declareAttackers');
    s = applyAll(s, [
      { type: 'declareAttacker', player: 0, attacker: wolf, target: { player: 1 } },
      { type: 'confirmAttackers', player: 0 },
    ]);
    s = passToStep(s, 'declareBlockers');
    s = applyAll(s, [
      { type: 'declareBlocker', player: 1, blocker: ids.battlefield[1]![0]!, attacker: wolf },
      { type: 'confirmBlockers', player: 1 },
    ]);
    s = passToStep(s, 'combatDamage');
    // it died: it went to the graveyard, then ceased to exist there
    expect(events(s, 'zoneChange').filter((e) => e.object === wolf)).toEqual([expect.objectContaining({ from: 'battlefield', zone: 'graveyard', rule: '704.5g' })]);
    expect(s.battlefield).not.toContain(wolf);
    expect(s.players[0]!.graveyard).toEqual([]);
    expect(s.history.creaturesDied).toBe(1);
  });

  it('704.5d: a token returned to its owner\'s hand (Repulse) ceases to exist there', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Island', 'Island', 'Island'], hand: ['Repulse'], library: LIBRARY }, { battlefield: ['token:wolf-2-2'] }],
      settings: { autoPass: 'never' },
    });
    const wolf = ids.battlefield[1]![0]!;
    const s = applyAll(state, [
      { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: wolf }], x: 0 },
      { type: 'pass', player: 0 },
      { type: 'pass', player: 1 },
    ]);
    expect(events(s, 'zoneChange').filter((e) => e.object === wolf)).toEqual([expect.objectContaining({ from: 'battlefield', zone: 'hand' })]);
    expect(s.players[1]!.hand).toEqual([]);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('704.5f: a creature with toughness 0 or less is put into its owner\'s graveyard', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: [{ card: 'token:insect-1-1', counters: { '-1/-1': 1 } }, { card: 'token:wolf-2-2', counters: { '-1/-1': 1 } }] }, {}],
      settings: { autoPass: 'never' },
    });
    const [insect, wolf] = ids.battlefield[0]!;
    expect(state.battlefield).toEqual([wolf]);
    expect(events(state, 'stateBasedAction')).toEqual([expect.objectContaining({ rule: '704.5f', object: insect })]);
  });

  it('704.5g: a creature with damage marked equal to or greater than its toughness is destroyed', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: [{ card: 'token:beast-3-3', damage: 3 }, { card: 'token:elephant-3-3', damage: 2 }, { card: 'token:ogre-4-4', damage: 9 }] }, {}],
      settings: { autoPass: 'never' },
    });
    const [beast, elephant, ogre] = ids.battlefield[0]!;
    expect(state.battlefield).toEqual([elephant]);
    expect(events(state, 'stateBasedAction').map((e) => [e.object, e.rule])).toEqual([[beast, '704.5g'], [ogre, '704.5g']]);
  });

  it('704.5h: a creature dealt damage by a source with deathtouch is destroyed, however little', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['token:ogre-4-4'] }, { battlefield: ['token:assassin-1-1-deathtouch-haste'] }],
      step: 'beginCombat',
      settings: { autoPass: 'never' },
    });
    const ogre = ids.battlefield[0]![0]!;
    let s = passToStep(state, 'declareAttackers');
    s = applyAll(s, [
      { type: 'declareAttacker', player: 0, attacker: ogre, target: { player: 1 } },
      { type: 'confirmAttackers', player: 0 },
    ]);
    s = passToStep(s, 'declareBlockers');
    s = applyAll(s, [
      { type: 'declareBlocker', player: 1, blocker: ids.battlefield[1]![0]!, attacker: ogre },
      { type: 'confirmBlockers', player: 1 },
    ]);
    s = passToStep(s, 'combatDamage');
    expect(s.battlefield).toEqual([]);
    expect(events(s, 'stateBasedAction').map((e) => [e.object, e.rule])).toEqual(expect.arrayContaining([[ogre, '704.5h']]));
  });

  it('704.5g, 702.12b: an indestructible creature with lethal damage stays, and no state-based action is performed on it', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['token:beast-3-3'] }, { battlefield: ['token:lizard-8-8'] }],
      step: 'beginCombat',
      settings: { autoPass: 'never' },
    });
    const beast = ids.battlefield[0]![0]!;
    const lizard = ids.battlefield[1]![0]!;
    let s = passToStep(withKeywords(state, beast, ['indestructible']), 'declareAttackers');
    s = applyAll(s, [
      { type: 'declareAttacker', player: 0, attacker: beast, target: { player: 1 } },
      { type: 'confirmAttackers', player: 0 },
    ]);
    s = passToStep(s, 'declareBlockers');
    s = applyAll(s, [
      { type: 'declareBlocker', player: 1, blocker: lizard, attacker: beast },
      { type: 'confirmBlockers', player: 1 },
    ]);
    s = passToStep(s, 'main2');
    expect(s.objects[beast]!.damage).toBe(8);
    expect(s.battlefield).toContain(beast);
    expect(events(s, 'stateBasedAction')).toEqual([]);
  });

  it('704.5h: only deathtouch damage dealt since the last check counts: indestructible then, it survives later', () => {
    const { s: blocked, blocker: lizard } = blockedByIndestructible('token:lizard-8-8');
    let s = passToStep(blocked, 'combatDamage');
    expect(s.objects[lizard]!.damage).toBe(1);
    expect(s.battlefield).toContain(lizard);
    // CR 702.12b: the deathtouch damage destroys nothing, and no state-based action is performed on it
    expect(events(s, 'stateBasedAction').filter((e) => e.object === lizard)).toEqual([]);
    // combat ends and so does indestructible; the deathtouch damage was dealt before earlier checks
    s = passToStep(s, 'main2');
    expect(s.effects).toEqual([]);
    expect(s.battlefield).toContain(lizard);
  });

  it('704.5h: deathtouch damage that destroyed nothing at a check where nothing else happened counts no more once indestructible ends', () => {
    const { s: blocked, assassin, blocker: wall } = blockedByIndestructible('Mnemonic Wall');
    // Mnemonic Wall (0/4) deals no damage: the check after combat damage has nothing to do but see the deathtouch damage
    const s = passToStep(blocked, 'main2');
    expect(s.effects).toEqual([]);
    expect(s.objects[wall]!.damage).toBe(1);
    expect(s.battlefield).toEqual([assassin, wall]);
    expect(events(s, 'stateBasedAction')).toEqual([]);
  });

  it('704.5q: +1/+1 and -1/-1 counters on the same permanent cancel in pairs; a kind with none left is gone, not 0 (CR 122.1)', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: [{ card: 'token:beast-3-3', counters: { '+1/+1': 2, '-1/-1': 3 } }] }, {}],
      settings: { autoPass: 'never' },
    });
    const beast = ids.battlefield[0]![0]!;
    expect(state.objects[beast]!.counters).toEqual({ '-1/-1': 1 });
    expect(view(state, 1).battlefield.find((o) => o.id === beast)?.counters).toEqual({ '-1/-1': 1 });
    expect(characteristics(state, beast)).toMatchObject({ power: 2, toughness: 2 });
    expect(events(state, 'countersCancel')).toEqual([expect.objectContaining({ rule: '704.5q', object: beast, amount: 2 })]);
  });

  it('704.3, 704.5q: a creature destroyed by the same check (704.5g) leaves with its counters: no counters cancel on it', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: [{ card: 'token:beast-3-3', counters: { '+1/+1': 1, '-1/-1': 1 }, damage: 3 }] }, {}],
      settings: { autoPass: 'never' },
    });
    const beast = ids.battlefield[0]![0]!;
    expect(state.battlefield).toEqual([]);
    expect(events(state, 'stateBasedAction')).toEqual([expect.objectContaining({ rule: '704.5g', object: beast })]);
    expect(events(state, 'countersCancel')).toEqual([]);
  });

  it('704.5j: of two legendary permanents with the same name, their controller chooses one; the other goes to the graveyard', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Kami of the Crescent Moon', 'Kami of the Crescent Moon'] }, {}],
      settings: { autoPass: 'never' },
    });
    const [first, second] = ids.battlefield[0]!;
    expect(state.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '704.5j', options: [{ object: first }, { object: second }] } });
    expect(legalActions(state)).toEqual([{ type: 'choose', player: 0, choice: [0] }, { type: 'choose', player: 0, choice: [1] }]);
    // keeping the older one is as legal as keeping the newer one
    const s = apply(state, { type: 'choose', player: 0, choice: [0] });
    expect(s.battlefield).toEqual([first]);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toEqual(['Kami of the Crescent Moon']);
    expect(events(s, 'stateBasedAction')).toEqual([expect.objectContaining({ rule: '704.5j', object: second })]);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('704.5j: the controller of the legendary permanents chooses, not the active player', () => {
    const { state, ids } = scenario({
      players: [{}, { battlefield: ['Kami of the Crescent Moon', 'Kami of the Crescent Moon'] }],
      settings: { autoPass: 'never' },
    });
    const [first, second] = ids.battlefield[1]!;
    expect(state.turn.active).toBe(0);
    expect(state.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '704.5j', options: [{ object: first }, { object: second }] } });
    const s = apply(state, { type: 'choose', player: 1, choice: [1] });
    expect(s.battlefield).toEqual([second]);
  });

  it('704.3, 704.5g, 704.5j: a legend-rule loser that the same check destroys goes to the graveyard, though a regeneration shield replaces the destruction', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Island', 'Island', 'Forest', 'Forest', 'Kami of the Crescent Moon'], hand: ['Wrap in Vigor', 'Kami of the Crescent Moon'] }, {}],
      settings: { autoPass: 'never' },
    });
    const first = ids.battlefield[0]![4]!;
    const [wrap, second] = ids.hand[0]!;
    // a regeneration shield on the first Kami (Wrap in Vigor), then the second Kami cast and passed by its caster
    let s = applyAll(state, [
      { type: 'cast', player: 0, card: wrap!, targets: [], x: 0 },
      { type: 'pass', player: 0 },
      { type: 'pass', player: 1 },
      { type: 'cast', player: 0, card: second!, targets: [], x: 0 },
      { type: 'pass', player: 0 },
    ]);
    expect(s.replacements.some((r) => r.kind === 'regenerate' && 'object' in r.affected && r.affected.object === first)).toBe(true);
    // lethal damage marked on the first Kami where no player receives priority before the second
    // resolves (as a resolution that deals damage leaves it): one check finds both rules
    s = editState(s, (draft) => {
      draft.objects[first] = { ...draft.objects[first]!, damage: 3 };
    });
    s = apply(s, { type: 'pass', player: 1 });
    const entered = s.battlefield.find((id) => id !== first && s.objects[id]!.card === 'Kami of the Crescent Moon')!;
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '704.5j', options: [{ object: first }, { object: entered }] } });
    const from = events(s).length;
    s = apply(s, { type: 'choose', player: 0, choice: [1] });
    // CR 704.3: both apply at once; putting it into the graveyard (704.5j) is no destruction, so the shield can't keep it
    expect(s.battlefield).not.toContain(first);
    expect(s.players[0]!.graveyard.map((id) => s.objects[id]!.card)).toContain('Kami of the Crescent Moon');
    expect(events(s, 'stateBasedAction', from)).toEqual([expect.objectContaining({ rule: '704.5j', object: first })]);
    expect(events(s, 'regenerate', from)).toEqual([]);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
  });

  it('704.5j: the legend rule applies per controller: two players may each control one', () => {
    const { state, ids } = scenario({
      players: [{ battlefield: ['Kami of the Crescent Moon'] }, { battlefield: ['Kami of the Crescent Moon'] }],
      settings: { autoPass: 'never' },
    });
    expect(state.battlefield).toEqual([...ids.battlefield[0]!, ...ids.battlefield[1]!]);
    expect(state.decision).toEqual({ kind: 'priority', player: 0 });
  });

  describe('checked again after what they read changed, in place and through apply', () => {
    /** The states after each action, through apply and in a playout (which remembers its checks from action to action). */
    function bothWays(state: ReadonlyGameState, actions: Action[]): { applied: ReadonlyGameState; inPlace: ReadonlyGameState } {
      const playout = createPlayout(state);
      let applied = state;
      for (const a of actions) {
        applied = apply(applied, a);
        playout.apply(a);
      }
      return { applied, inPlace: playout.state };
    }

    it('704.5g: a creature whose toughness falls to its damage as an anthem leaves is destroyed', () => {
      const { state, ids } = scenario({
        players: [{ battlefield: ['Plains', 'Plains', 'Silverchase Fox', 'Favorable Winds', { card: 'Air Servant', damage: 3 }] }, {}],
        settings: { autoPass: 'never' },
      });
      const [, , fox, winds, servant] = ids.battlefield[0]!;
      expect(state.battlefield).toContain(servant);
      expect(characteristics(state, servant!).toughness).toBe(4);
      const { applied, inPlace } = bothWays(state, [
        { type: 'activate', player: 0, source: fox!, ability: 0, targets: [{ object: winds! }], x: 0 },
        { type: 'pass', player: 0 },
        { type: 'pass', player: 1 },
      ]);
      for (const s of [applied, inPlace]) {
        expect(s.exile.map((id) => s.objects[id]!.card)).toEqual(['Favorable Winds']);
        expect(s.battlefield).not.toContain(servant);
        expect(events(s, 'stateBasedAction')).toEqual([expect.objectContaining({ rule: '704.5g', object: servant })]);
      }
      expect(inPlace).toEqual(applied);
    });

    it('704.5j: a legendary permanent entering after checks that found nothing meets the legend rule', () => {
      const { state, ids } = scenario({
        players: [{ battlefield: ['Island', 'Island', 'Kami of the Crescent Moon'], hand: ['Kami of the Crescent Moon'] }, {}],
        settings: { autoPass: 'never' },
      });
      const first = ids.battlefield[0]![2]!;
      expect(state.decision).toEqual({ kind: 'priority', player: 0 });
      const { applied, inPlace } = bothWays(state, [
        { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [], x: 0 },
        { type: 'pass', player: 0 },
        { type: 'pass', player: 1 },
      ]);
      for (const s of [applied, inPlace]) {
        const second = s.battlefield.find((id) => id !== first && s.objects[id]!.card === 'Kami of the Crescent Moon');
        expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '704.5j', options: [{ object: first }, { object: second }] } });
      }
      expect(inPlace).toEqual(applied);
    });
  });
});
