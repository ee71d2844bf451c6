/**
 * CR 613.1f, 613.7: "loses all abilities" and an effect granting an ability both apply in layer 6, in
 * timestamp order when neither depends on the other. An ability granted by an effect with a later
 * timestamp than the loss stays; one granted earlier is lost with the rest. The timestamp of a static
 * ability's effect is its source's (613.7a): an Aura's is the time it became attached (613.7e), a
 * hidden agenda's the time it was turned face up (613.7j).
 *
 * "Loses all abilities" comes from no card of CNS or CN2, so the loss is built as a resolved spell
 * would leave it.
 */
import { describe, expect, it } from 'vitest';
import { apply, legalActions, type ObjectId, type ReadonlyGameState } from '../../src/index.js';
import { editState } from '../../src/testing/index.js';
import { castAndResolve, passUntil, permanent, pt, resolveStack, setup } from '../cards/helpers.js';

/** `id` loses all abilities until end of turn, as a resolved spell's effect would say, timestamped now (CR 613.7b). */
function losesAllAbilities(state: ReadonlyGameState, id: ObjectId): ReadonlyGameState {
  return editState(state, (s) => {
    s.effects = [...s.effects, {
      id: s.nextEffectId++, timestamp: s.nextTimestamp++, affected: [id], change: { kind: 'loseAllAbilities' }, duration: { until: 'endOfTurn' }, source: null, controller: 1,
    }];
  });
}

/** The activated abilities player 0 may activate on `source` now, by index. */
function activatable(state: ReadonlyGameState, source: ObjectId): number[] {
  return [...new Set(legalActions(state).flatMap((a) => (a.type === 'activate' && a.source === source ? [a.ability] : [])))];
}

describe('613.7 an ability granted after "loses all abilities"', () => {
  it('Squirrel Nest attached after the land lost all abilities grants "{T}: Create a 1/1 green Squirrel creature token."; attached before, it does not', () => {
    const spec = { players: [{ battlefield: ['Forest', 'Forest', 'Forest', 'Forest'], hand: ['Squirrel Nest'] }, {}] };
    const { state, ids } = setup(spec);
    const [bare, payer] = ids.battlefield[0]!;
    const nest = ids.hand[0]![0]!;
    // the loss (earlier), then the Nest ({1}{G}{G}, paid with the other Forests) attaches (later): the Forest has only the Squirrel ability
    let later = castAndResolve(losesAllAbilities(state, bare!), 0, nest, [{ object: bare! }]);
    expect(later.objects[payer!]!.tapped).toBe(true);
    expect(activatable(later, bare!)).toEqual([0]);
    later = resolveStack(apply(later, { type: 'activate', player: 0, source: bare!, ability: 0, targets: [], x: 0 }));
    expect(later.battlefield.some((id) => later.objects[id]!.card === 'token:squirrel-1-1')).toBe(true);
    // the Nest attaches (earlier), then the loss (later): nothing
    const earlier = losesAllAbilities(castAndResolve(state, 0, nest, [{ object: bare! }]), bare!);
    expect(activatable(earlier, bare!)).toEqual([]);
  });

  it('Incendiary Dissent turned face up after the loss grants its "{R}: This creature gets +1/+0 until end of turn."; face up before, it does not', () => {
    const spec = {
      format: 'conspiracy',
      players: [{ battlefield: ['Bronze Sable', 'Mountain'], command: [{ card: 'Incendiary Dissent', names: ['Bronze Sable'], faceDown: true }] }, {}, {}],
    };
    const { state } = setup(spec);
    const sable = permanent(state, 'Bronze Sable');
    const dissent = state.command[0]!;
    // the loss, then the conspiracy turned face up (a new timestamp, CR 613.7j)
    let later = apply(losesAllAbilities(state, sable), { type: 'turnFaceUp', player: 0, object: dissent });
    expect(activatable(later, sable)).toEqual([0]);
    later = resolveStack(apply(later, { type: 'activate', player: 0, source: sable, ability: 0, targets: [], x: 0 }));
    expect(pt(later, sable)).toEqual([3, 1]);
    // face up first, then the loss
    const earlier = losesAllAbilities(apply(state, { type: 'turnFaceUp', player: 0, object: dissent }), sable);
    expect(activatable(earlier, sable)).toEqual([]);
  });

  it('Natural Unity turned face up after the loss grants its beginning-of-combat trigger; face up before, it does not', () => {
    const spec = {
      format: 'conspiracy',
      players: [{ battlefield: ['Bronze Sable', 'Forest'], command: [{ card: 'Natural Unity', names: ['Bronze Sable'], faceDown: true }] }, {}, {}],
    };
    const { state } = setup(spec);
    const sable = permanent(state, 'Bronze Sable');
    const unity = state.command[0]!;
    const triggers = (s: ReadonlyGameState) => passUntil(s, (x) => x.turn.step === 'beginCombat').stack.length + (passUntil(s, (x) => x.turn.step === 'beginCombat').decision?.kind === 'putTrigger' ? 1 : 0);
    expect(triggers(apply(losesAllAbilities(state, sable), { type: 'turnFaceUp', player: 0, object: unity }))).toBe(1);
    expect(triggers(losesAllAbilities(apply(state, { type: 'turnFaceUp', player: 0, object: unity }), sable))).toBe(0);
  });

  it('Secrets of Paradise turned face up after the loss grants "{T}: Add one mana of any color.", which pays for a spell', () => {
    const spec = {
      format: 'conspiracy',
      players: [{ hand: ['Child of Night'], battlefield: ['Bronze Sable', 'Swamp'], command: [{ card: 'Secrets of Paradise', names: ['Bronze Sable'], faceDown: true }] }, {}, {}],
    };
    const { state, ids } = setup(spec);
    const sable = permanent(state, 'Bronze Sable');
    const secrets = state.command[0]!;
    const child = ids.hand[0]![0]!;
    const casts = (s: ReadonlyGameState) => legalActions(s).some((a) => a.type === 'cast' && a.card === child);
    // Child of Night ({1}{B}) is paid with the Swamp and the Sable
    const later = apply(losesAllAbilities(state, sable), { type: 'turnFaceUp', player: 0, object: secrets });
    expect(casts(later)).toBe(true);
    expect(apply(later, { type: 'cast', player: 0, card: child, targets: [], x: 0 }).objects[sable]!.tapped).toBe(true);
    expect(casts(losesAllAbilities(apply(state, { type: 'turnFaceUp', player: 0, object: secrets }), sable))).toBe(false);
  });
});
