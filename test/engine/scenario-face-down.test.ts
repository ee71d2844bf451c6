/**
 * `scenario` (paliano/testing) and face-down permanents: a card Magic Tech deploys is built face down
 * (`faceDown: true`, MT 4.1) with its construction counters (MT 4.3); an instant or sorcery card face
 * up on the battlefield is refused, as `deserialize` refuses it (CR 304.4, 307.4).
 */
import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, serialize, view } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { refusal } from '../helpers/refusal.js';

describe('scenario: face-down permanents', () => {
  it('CR 304.4, 307.4: an instant or a sorcery card face up on the battlefield is refused, in any format, with the rule', () => {
    const murder = refusal(() => scenario({ players: [{ battlefield: ['Murder'] }, {}] }));
    expect(murder).toMatchObject({ code: 'illegal', rule: '304.4', message: expect.stringMatching(/^player 0: Murder is an instant card, which can't enter the battlefield \(CR 304\.4\)/) });
    const slash = refusal(() => scenario({ format: 'magic-tech', players: [{}, { battlefield: [{ card: 'Flame Slash', faceDown: false }] }] }));
    expect(slash).toMatchObject({ code: 'illegal', rule: '307.4', message: expect.stringMatching(/^player 1: Flame Slash is a sorcery card/) });
    expect(refusal(() => scenario({ players: [{ battlefield: [{ card: 'Murder', faceDown: 'yes' as unknown as boolean }] }, {}] }))).toMatchObject({ code: 'malformed', message: 'player 0: Murder: faceDown must be true or false, not "yes"' });
  });

  it('MT 4.1, 4.3: a card deployed face down, with its construction counters, is hidden from the opponent, turned face up by casting it, and saves and loads', () => {
    const library = Array<string>(10).fill('Wastes');
    const { state, ids } = scenario({
      format: 'magic-tech', settings: { autoPass: 'never' },
      players: [{ battlefield: [{ card: 'Divination', faceDown: true, counters: { construction: 3 } }, 'Island'], library }, { library }],
    });
    const divination = ids.battlefield[0]![0]!;
    expect(state.objects[divination]).toMatchObject({ faceDown: true, counters: { construction: 3 } });
    expect(view(state, 1).battlefield.find((o) => o.id === divination)?.card).toBe('');
    expect(deserialize(serialize(state))).toStrictEqual(state);
    // {2}{U} with an Island: three counters cast it (MT 4.4, 4.7)
    expect(legalActions(state)).toContainEqual(expect.objectContaining({ type: 'cast', card: divination }));
    const cast = apply(state, { type: 'cast', player: 0, card: divination, targets: [], x: 0 });
    expect(cast.objects[cast.stack[0]!]).toMatchObject({ card: 'Divination', faceDown: false });
  });
});
