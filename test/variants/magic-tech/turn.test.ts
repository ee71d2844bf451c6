import { describe, expect, it } from 'vitest';
import { apply, createGame, legalActions, type ObjectId, type ReadonlyGameState } from '../../../src/index.js';
import { mutableObject } from '../../../src/engine/working-copy.js';
import { createObject } from '../../../src/zones/zones.js';
import { block, deployed, events, finishMission, mt, pass, passUntil, patrolBoard, resolveStack, sendMission, setPost, underConstruction, variant } from './helpers.js';
import { editState } from '../../../src/testing/index.js';
import { asEngineState } from '../../helpers/mutable-copy.js';

/** A game past its mulligans, the first player's first turn begun. */
function started(): ReadonlyGameState {
  let s = createGame({ format: 'magic-tech', players: [{ deck: Array<string>(30).fill('Plains') }, { deck: Array<string>(30).fill('Island') }], seed: 5, startingPlayer: 0, settings: { autoPass: 'never' } });
  s = apply(s, { type: 'keep', player: 0 });
  return apply(s, { type: 'keep', player: 1 });
}

describe('MT 3 Turn sequence', () => {
  it('"Your turn is divided into five phases: untap, draw, upkeep, deploy and missions" and then "the end phase" (MT 3.1)', () => {
    let s = started();
    s = passUntil(s, (x) => x.turn.number === 2 && x.turn.step === 'upkeep');
    const phases = events(s, 'step').map((e) => e.detail);
    // the end phase ends with its cleanup step, as in Magic (CR 514)
    expect(phases.slice(0, 7)).toEqual(['untap', 'draw', 'upkeep', 'deploy', 'missions', 'end', 'cleanup']);
    expect(phases.slice(7, 10)).toEqual(['untap', 'draw', 'upkeep']);
    expect(events(s, 'turn').every((e) => e.rule === 'MT 3.1')).toBe(true);
  });

  it('"Perform your untap, draw and upkeep phases as normal; note that your draw phase comes before your upkeep phase." (MT 3.2)', () => {
    let s = started();
    // the first player skips the draw of the first turn, as normal (CR 103.8a)
    expect(s.players[0]!.hand).toHaveLength(7);
    s = passUntil(s, (x) => x.turn.number === 2 && x.turn.step === 'upkeep');
    // the second player drew in the draw phase, before the upkeep began
    expect(s.players[1]!.hand).toHaveLength(8);
    const log = s.log.flat();
    const draw = log.findIndex((e) => e.type === 'draw' && e.player === 1);
    const upkeep = log.findIndex((e, i) => i > draw - 5 && e.type === 'step' && e.detail === 'upkeep' && e.player === 1);
    expect(draw).toBeGreaterThan(0);
    expect(upkeep).toBeGreaterThan(draw);
  });

  it('the untap phase untaps the active player\'s permanents "as normal" (MT 3.2)', () => {
    let { state: s, ids } = mt({ players: [{ battlefield: [{ card: 'Plains', tapped: true }] }, { battlefield: [{ card: 'Island', tapped: true }] }] });
    s = passUntil(s, (x) => x.turn.number === 3 && x.turn.step === 'upkeep');
    // turn 3 is the second player's: their land untapped, the first player's did not
    expect(s.objects[ids.battlefield[1]![0]!]!.tapped).toBe(false);
    expect(s.objects[ids.battlefield[0]![0]!]!.tapped).toBe(true);
  });
});

describe('MT 3.2 untapping "as normal" (CR 502.3)', () => {
  it('"That creature doesn\'t untap during its controller\'s next untap step" (Vertigo Spawn blocking on a mission): it stays tapped in that untap step only', () => {
    const { s: start, ids } = patrolBoard(['Bronze Sable', 'Pillarfield Ox'], ['Vertigo Spawn'], (x, b) => { mutableObject(asEngineState(x), b[0]![1]!).tapped = true; });
    const [sable, ox] = ids[0]!;
    const spawn = ids[1]![0]!;
    let s = sendMission(start, { player: 1 }, [sable!]);
    s = block(passUntil(s, (x) => x.decision?.kind === 'declareBlockers'), [[spawn, sable!]]);
    s = finishMission(resolveStack(s));
    expect(s.objects[sable!]!.tapped).toBe(true);
    // the first player's next untap phase (turn 4): the Ox untaps, the Sable does not
    s = passUntil(s, (x) => x.turn.number === 4 && x.turn.step === 'draw');
    expect(s.turn.active).toBe(0);
    expect(s.objects[ox!]!.tapped).toBe(false);
    expect(s.objects[sable!]!.tapped).toBe(true);
    // the effect is used up: the untap phase after that untaps it
    s = passUntil(s, (x) => x.turn.number === 6 && x.turn.step === 'draw');
    expect(s.objects[sable!]!.tapped).toBe(false);
  });

  it('"Enchanted creature doesn\'t untap during its controller\'s untap step." (Bonds of Quicksilver, CR 303)', () => {
    let { state: s, ids } = mt({ players: [{ battlefield: [{ card: 'Pillarfield Ox', tapped: true }, { card: 'Bronze Sable', tapped: true }] }, {}] });
    const [ox, sable] = ids.battlefield[0]!;
    // the second player's Bonds on the Ox, as if cast on it
    s = editState(s, (x) => { mutableObject(x, createObject(x, { kind: 'card', card: 'Bonds of Quicksilver', owner: 1, zone: 'battlefield' })).attachedTo = { object: ox! }; });
    expect(s.battlefield.map((id) => s.objects[id]!.card)).toContain('Bonds of Quicksilver');
    s = passUntil(s, (x) => x.turn.number === 4 && x.turn.step === 'draw');
    expect(s.objects[sable!]!.tapped).toBe(false);
    expect(s.objects[ox!]!.tapped).toBe(true);
  });
});

describe('MT 6.3 the end of a mission (CR 511.2)', () => {
  it('"at end of combat" abilities trigger at the end of each mission: "When Cinder Wall blocks, destroy it at end of combat."', () => {
    const { s: start, ids } = patrolBoard(['Bronze Sable'], ['Cinder Wall']);
    const sable = ids[0]![0]!;
    const wall = ids[1]![0]!;
    let s = sendMission(start, { player: 1 }, [sable]);
    s = block(passUntil(s, (x) => x.decision?.kind === 'declareBlockers'), [[wall, sable]]);
    s = passUntil(s, (x) => x.turn.step === 'endCombat');
    // after the mission's damage, the Wall is still there; the delayed ability triggers as the end of combat step begins
    expect(s.battlefield).toContain(wall);
    s = finishMission(resolveStack(s));
    expect(s.turn.step).toBe('main2');
    expect(s.battlefield).not.toContain(wall);
    expect(s.players[1]!.graveyard.map((id) => s.objects[id]!.card)).toContain('Cinder Wall');
  });
});

describe('MT 11 End phase', () => {
  it('"Don\'t worry about discarding; there\'s no hand size limit." (MT 11.2)', () => {
    let { state: s } = mt({ players: [{ hand: Array<string>(12).fill('Plains') }, {}] });
    s = passUntil(s, (x) => x.turn.number === 3);
    expect(s.players[0]!.hand).toHaveLength(12);
    expect(events(s, 'discard')).toHaveLength(0);
  });

  it('"this turn" effects end as the end phase ends', () => {
    let { state: s, ids } = mt({ players: [{ battlefield: ['Bronze Sable'] }, {}] });
    const sable = ids.battlefield[0]![0]!;
    s = editState(s, (x) => {
      x.effects.push({ id: 99, timestamp: x.nextTimestamp++, affected: [sable], change: { kind: 'modifyPT', power: 2, toughness: 0 }, duration: { until: 'endOfTurn' }, source: null, controller: 0 });
      x.nextEffectId = 100;
    });
    s = passUntil(s, (x) => x.turn.step === 'end');
    expect(s.effects).toHaveLength(1);
    s = pass(pass(s));
    expect(s.turn.number).toBe(3);
    expect(s.effects).toHaveLength(0);
  });

  it('a creature that "this turn" effects ending kill dies in that turn, its ability resolving in a cleanup step of the end phase (CR 514.3a), none in the next untap step (CR 502.4)', () => {
    let { state: s, ids } = mt({ players: [{ battlefield: ['Runed Servitor'] }, {}] });
    const servitor = ids.battlefield[0]![0]!;
    // a 2/-1 but for a +0/+3 that lasts until end of turn
    s = editState(s, (x) => {
      x.effects.push({ id: 90, timestamp: x.nextTimestamp++, affected: [servitor], change: { kind: 'modifyPT', power: 0, toughness: -3 }, duration: { until: 'forever' }, source: null, controller: 1 });
      x.effects.push({ id: 91, timestamp: x.nextTimestamp++, affected: [servitor], change: { kind: 'modifyPT', power: 0, toughness: 3 }, duration: { until: 'endOfTurn' }, source: null, controller: 0 });
      x.nextEffectId = 92;
    });
    s = passUntil(s, (x) => x.stack.length > 0 || x.turn.number > 2);
    // "When Runed Servitor dies, each player draws a card." on the stack in turn 2's cleanup step
    expect(s.turn).toMatchObject({ number: 2, step: 'cleanup' });
    expect(s.stack.map((id) => s.objects[id]!.card)).toEqual(['Runed Servitor']);
    expect(s.decision).toEqual({ kind: 'priority', player: 0 });
    s = passUntil(s, (x) => x.turn.number === 3 && x.turn.step === 'upkeep');
    const steps = events(s, 'step').map((e) => e.detail);
    expect(steps.slice(steps.lastIndexOf('end'))).toEqual(['end', 'cleanup', 'cleanup', 'untap', 'draw', 'upkeep']);
    expect(s.history.creaturesDied).toBe(0);
  });
});

describe('MT 3.1 reading: the missions phase, between missions, is a main phase of the turn', () => {
  it('Sulfurous Blast, "If you cast this spell during your main phase, Sulfurous Blast deals 3 damage … instead": three cards scrapped from the opponent\'s stockpile when it is turned face up between missions, two during a mission (MT 8.5)', () => {
    const start = (): { s: ReadonlyGameState; blast: ObjectId } => {
      const { state, ids } = mt({ players: [{ battlefield: [deployed('Sulfurous Blast'), 'Mountain', 'Bronze Sable'] }, {}] });
      const [blast, , sable] = ids.battlefield[0]!;
      const s = editState(state, (x) => { underConstruction(x, blast!, 4); setPost(x, sable!, 'patrol'); });
      return { s: passUntil(s, (x) => x.turn.step === 'main2'), blast: blast! };
    };
    // between missions (the engine's second main phase, as in Magic after combat): 3
    const between = start();
    let s = resolveStack(apply(between.s, { type: 'cast', player: 0, card: between.blast, targets: [], x: 0 }));
    expect(s.players[1]!.graveyard).toHaveLength(3);
    // in a mission's steps, a combat phase (MT 6.1): 2
    const during = start();
    s = variant(during.s, 0, 'mission', undefined, { player: 1 });
    expect(s.turn.step).toBe('beginCombat');
    s = resolveStack(apply(s, { type: 'cast', player: 0, card: during.blast, targets: [], x: 0 }));
    expect(s.players[1]!.graveyard).toHaveLength(2);
  });

  it('"Equip {2}" (Deathrender), activated only as a sorcery (CR 702.6a): in the deploy phase and between missions, not during a mission', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Deathrender', 'Plains', 'Plains', 'Bronze Sable'] }, {}] });
    const [deathrender, , , sable] = ids.battlefield[0]!;
    const equips = (x: ReadonlyGameState): boolean => legalActions(x).some((a) => a.type === 'activate' && a.source === deathrender);
    let s = editState(state, (x) => setPost(x, sable!, 'patrol'));
    expect(equips(s)).toBe(true);
    s = passUntil(s, (x) => x.turn.step === 'main2');
    expect(equips(s)).toBe(true);
    s = variant(s, 0, 'mission', undefined, { player: 1 });
    expect(equips(s)).toBe(false);
  });
});
