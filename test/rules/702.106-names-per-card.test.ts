/**
 * CR 702.106a, 702.106f: a conspiracy with hidden agenda holds one chosen name, one with double agenda
 * two different ones, and no other card holds any. A saved game or a scenario that gives a card
 * another number of names describes no game the rules allow (an Immediate Action naming two cards
 * would give haste to creatures of both), so it is refused.
 */
import { describe, expect, it } from 'vitest';
import { characteristics, deserialize, RulesError, serialize, type ReadonlyGameState } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { conspiracyGame, keepAll, putConspiracies } from '../cards/conspiracy-helpers.js';
import { thrown } from '../helpers/thrown.js';

/** A game under way in which player 0 has put Immediate Action naming Bronze Sable and Summoner's Bond naming Bronze Sable and Plains. */
function named(): ReadonlyGameState {
  return keepAll(putConspiracies(conspiracyGame([{ sideboard: ['Immediate Action', "Summoner's Bond", 'Power Play'] }, {}, {}]), {
    0: [{ card: 'Immediate Action', names: ['Bronze Sable'] }, { card: "Summoner's Bond", names: ['Bronze Sable', 'Plains'] }, { card: 'Power Play' }],
  }));
}

/** Loads `state` saved and changed by `edit` on the object of `card` in the command zone; the error, if refused. */
function loadEdited(state: ReadonlyGameState, card: string, edit: (o: Record<string, unknown>) => void): unknown {
  const x = JSON.parse(serialize(state)) as { objects: Record<string, unknown>[]; command: number[] };
  const id = x.command.find((i) => x.objects[i]!.card === card);
  edit(x.objects[id!]!);
  return thrown(() => deserialize(JSON.stringify(x)));
}

describe('702.106a, 702.106f: as many chosen names as the card has agendas', () => {
  it('a saved game loads with the names chosen as the game began', () => {
    const s = named();
    expect(loadEdited(s, 'Immediate Action', () => {})).toBeUndefined();
  });

  it('a saved game is refused if a hidden agenda holds two names, a double agenda one, or a card without agenda any', () => {
    const s = named();
    const cases: [string, unknown][] = [
      ['Immediate Action', ['Bronze Sable', 'Ogre Sentry']],
      ["Summoner's Bond", ['Bronze Sable']],
      ['Power Play', ['Bronze Sable']],
      ['Immediate Action', undefined],
    ];
    for (const [card, names] of cases) {
      const error = loadEdited(s, card, (o) => { o.chosenNames = names; });
      expect(error, `${card} ${JSON.stringify(names)}`).toBeInstanceOf(RulesError);
      expect((error as RulesError).code).toBe('badState');
      expect((error as RulesError).message).toMatch(/chosenNames|chosen name/);
    }
  });

  it('a scenario is refused if a hidden agenda is given two names, a double agenda one or none, or a card without agenda a name', () => {
    const spec = (command: { card: string; names?: string[] }) => () => scenario({
      format: 'conspiracy',
      players: [{ battlefield: ['Bronze Sable', 'Ogre Sentry'], command: [{ faceDown: true, ...command }] }, {}, {}],
    });
    for (const command of [
      { card: 'Immediate Action', names: ['Bronze Sable', 'Ogre Sentry'] },
      { card: 'Immediate Action', names: [] },
      { card: 'Immediate Action' },
      { card: "Summoner's Bond", names: ['Bronze Sable'] },
      { card: "Summoner's Bond", names: ['Bronze Sable', 'Bronze Sable'] },
      { card: 'Sentinel Dispatch', names: ['Bronze Sable'] },
    ]) {
      const error = thrown(spec(command));
      expect(error, JSON.stringify(command)).toBeInstanceOf(RulesError);
      expect((error as RulesError).rule, JSON.stringify(command)).toMatch(/^702\.106[af]$/);
    }
    // one name, face up: it gives haste to the creatures of that name alone
    const { state, ids } = scenario({ format: 'conspiracy', players: [{ battlefield: ['Bronze Sable', 'Ogre Sentry'], command: [{ card: 'Immediate Action', names: ['Bronze Sable'] }] }, {}, {}] });
    expect(ids.battlefield[0]!.map((id) => characteristics(state, id).keywords.includes('haste'))).toEqual([true, false]);
  });
});
