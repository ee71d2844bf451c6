/**
 * What the command zone of a Conspiracy game may hold (CR 315, 408, 905.5, 702.106a): conspiracy
 * cards, controlled by their owners, face down only when they have hidden agenda or double agenda.
 * A scenario asking for anything else, and a saved game holding it, describe no game the engine could
 * reach, and are refused (DESIGN principle 10).
 */
import { describe, expect, it } from 'vitest';
import { apply, deserialize, RulesError, serialize, view, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { refusal } from '../helpers/refusal.js';

/** A Magic Tech stockpile that does not run out (MT 1.1). */
const WASTES = Array<string>(20).fill('Wastes');

function conspiracyScenario(command: Parameters<typeof scenario>[0]['players'][number]['command']): ReadonlyGameState {
  return scenario({ format: 'conspiracy', players: [{ command }, {}, {}], settings: { autoPass: 'never' } }).state;
}

/** Loads a saved game changed by `edit`; the RulesError `badState` its loading gives. */
function tampered(state: ReadonlyGameState, edit: (x: Record<string, any>) => void): RulesError {
  const x = JSON.parse(serialize(state)) as Record<string, any>;
  edit(x);
  const e = refusal(() => deserialize(JSON.stringify(x)));
  expect(e.code).toBe('badState');
  return e;
}

describe('CR 315.2, 702.106a: only a conspiracy with hidden agenda or double agenda is face down', () => {
  it('ruling: "you can\'t bluff conspiracies with hidden agenda by putting other cards into the command zone face down" — a scenario with Weight Advantage face down is refused', () => {
    const e = refusal(() => conspiracyScenario([{ card: 'Weight Advantage', faceDown: true }]));
    expect(e).toMatchObject({ code: 'illegal', rule: '702.106a' });
    expect(e.message).toMatch(/Weight Advantage has no hidden agenda/);
    // face up it is accepted, and so is a hidden agenda face down or, turned face up already, face up
    expect(conspiracyScenario(['Weight Advantage']).command).toHaveLength(1);
    const s = conspiracyScenario([{ card: 'Immediate Action', faceDown: true, names: ['Bronze Sable'] }, { card: "Summoner's Bond", faceDown: false, names: ['Bronze Sable', 'Plains'] }]);
    expect(s.command.map((id) => s.objects[id]!.faceDown)).toEqual([true, false]);
  });

  it('a saved game with a face-down conspiracy without hidden agenda is refused: a view would hide a card that is public (CR 315.7)', () => {
    const s = conspiracyScenario(['Weight Advantage', { card: 'Immediate Action', faceDown: true, names: ['Bronze Sable'] }]);
    expect(deserialize(serialize(s))).toStrictEqual(s);
    const [weight] = s.command;
    expect(tampered(s, (x) => { x.objects[weight!].faceDown = true; }).message).toMatch(/Weight Advantage\) is face down in the command zone.*\(CR 702\.106a\)/);
  });
});

describe('CR 905.5: the controller of a conspiracy card is its owner', () => {
  it('a saved game with a conspiracy controlled by another player is refused: that player could look at it and turn it face up', () => {
    const s = conspiracyScenario([{ card: 'Immediate Action', faceDown: true, names: ['Bronze Sable'] }]);
    const [action] = s.command;
    // the state a tampered save would give: another seat sees the card and may turn it face up
    expect(view(s, 1).command[0]).toMatchObject({ card: '', faceDown: true });
    expect(tampered(s, (x) => { x.objects[action!].controller = 1; }).message).toMatch(/controlled by player 1.*owned by player 0.*\(CR 905\.5\)/);
  });
});

describe('CR 315.2, 408.3: the cards of the command zone are conspiracies, in a game that plays them', () => {
  it('a saved game with another card in the command zone is refused; an emblem there loads', () => {
    const s = conspiracyScenario(['Weight Advantage']);
    const [weight] = s.command;
    expect(tampered(s, (x) => { x.objects[weight!].card = 'Bronze Sable'; }).message).toMatch(/Bronze Sable\) is in the command zone.*not a conspiracy card.*\(CR 315\.2, 408\.3\)/);
    const { state: dack } = scenario({ format: 'conspiracy', players: [{ battlefield: [{ card: 'Dack Fayden', counters: { loyalty: 6 } }] }, {}, {}], settings: { autoPass: 'never' } });
    let e = apply(dack, { type: 'activate', player: 0, source: dack.battlefield[0]!, ability: 2, targets: [], x: 0 });
    while (e.stack.length > 0) e = apply(e, { type: 'pass', player: (e.decision as { player: number }).player });
    expect(e.command.map((id) => e.objects[id]!.kind)).toEqual(['emblem']);
    expect(deserialize(serialize(e))).toStrictEqual(e);
  });

  it('a saved game of a format without conspiracies (Magic Tech, CR 315.1) with a conspiracy in the command zone is refused', () => {
    const { state } = scenario({ format: 'magic-tech', players: [{ hand: ['Weight Advantage'], library: WASTES }, { library: WASTES }] });
    const [card] = state.players[0]!.hand;
    const e = tampered(state, (x) => {
      x.objects[card!].zone = 'command';
      x.players[0].hand = [];
      x.command = [card];
    });
    expect(e.message).toMatch(/Weight Advantage\) is in the command zone of a game that plays no conspiracies.*\(CR 315\.1\)/);
  });
});
