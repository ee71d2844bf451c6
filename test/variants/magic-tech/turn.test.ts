import { describe, expect, it } from 'vitest';
import { apply, createGame, type GameState } from '../../../src/index.js';
import { events, mt, pass, passUntil, tweak } from './helpers.js';

/** A game past its mulligans, the first player's first turn begun. */
function started(): GameState {
  let s = createGame({ format: 'magic-tech', players: [{ deck: Array<string>(30).fill('Plains') }, { deck: Array<string>(30).fill('Island') }], seed: 5, startingPlayer: 0, settings: { autoPass: 'never' } });
  s = apply(s, { type: 'keep', player: 0 });
  return apply(s, { type: 'keep', player: 1 });
}

describe('MT 3 Turn sequence', () => {
  it('"Your turn is divided into five phases: untap, draw, upkeep, deploy and missions" and then "the end phase" (MT 3.1)', () => {
    let s = started();
    s = passUntil(s, (x) => x.turn.number === 2 && x.turn.step === 'upkeep');
    const phases = events(s, 'step').map((e) => e.detail);
    expect(phases.slice(0, 6)).toEqual(['untap', 'draw', 'upkeep', 'deploy', 'missions', 'end']);
    expect(phases.slice(6, 9)).toEqual(['untap', 'draw', 'upkeep']);
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
    s = tweak(s, (x) => {
      x.effects.push({ id: 99, layer: '7c', timestamp: x.nextTimestamp++, affected: [sable], change: { kind: 'modifyPT', power: 2, toughness: 0 }, duration: { until: 'endOfTurn' }, source: null, controller: 0 });
      x.nextEffectId = 100;
    });
    s = passUntil(s, (x) => x.turn.step === 'end');
    expect(s.effects).toHaveLength(1);
    s = pass(pass(s));
    expect(s.turn.number).toBe(3);
    expect(s.effects).toHaveLength(0);
  });
});
