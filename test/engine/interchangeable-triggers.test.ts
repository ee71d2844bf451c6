/**
 * The test of interchangeable triggers (CR 603.3b) is conservative: any difference in a pending
 * trigger, or a mode or target to choose, leaves the order to the player. No implemented card makes
 * two alike triggers with targets, so the guards are checked here, on the function itself.
 */
import { describe, expect, it } from 'vitest';
import { interchangeableTriggers } from '../../src/engine/interchangeable-triggers.js';
import type { TriggeredAbility } from '../../src/engine/triggers.js';
import type { PendingTrigger } from '../../src/index.js';

const drawn: PendingTrigger = { source: 5, card: 'Psychosis Crawler', ability: 0, controller: 0, context: { event: 'draws', object: null, player: 0, amount: 1 } };
const plain: TriggeredAbility = { text: 'Whenever you draw a card, each opponent loses 1 life.', effects: [{ do: 'loseLife', amount: 1, who: 'eachOpponent' }] };

describe('interchangeableTriggers (CR 603.3b)', () => {
  it('two or more copies of one pending trigger of an ability without modes or targets are interchangeable', () => {
    expect(interchangeableTriggers([drawn, { ...drawn, context: { ...drawn.context } }], plain)).toBe(true);
    expect(interchangeableTriggers([drawn, drawn, drawn], plain)).toBe(true);
  });

  it('one trigger alone, or none, is not a group to order', () => {
    expect(interchangeableTriggers([drawn], plain)).toBe(false);
    expect(interchangeableTriggers([], plain)).toBe(false);
  });

  it('any field that differs makes them distinct: source, ability, event data, keyword parameter, a field present in one only', () => {
    expect(interchangeableTriggers([drawn, { ...drawn, source: 6 }], plain)).toBe(false);
    expect(interchangeableTriggers([drawn, { ...drawn, ability: 1 }], plain)).toBe(false);
    expect(interchangeableTriggers([drawn, { ...drawn, context: { ...drawn.context, amount: 2 } }], plain)).toBe(false);
    expect(interchangeableTriggers([drawn, { ...drawn, context: { ...drawn.context, targets: [7] } }], plain)).toBe(false);
    expect(interchangeableTriggers([{ ...drawn, context: { ...drawn.context, keyword: 'rampage 1' } }, { ...drawn, context: { ...drawn.context, keyword: 'rampage 2' } }], plain)).toBe(false);
    expect(interchangeableTriggers([drawn, { ...drawn, rule: '702.105' }], plain)).toBe(false);
    // whichever of them holds the field the other lacks, the first or a later one
    expect(interchangeableTriggers([{ ...drawn, rule: '702.105' }, drawn], plain)).toBe(false);
    expect(interchangeableTriggers([{ ...drawn, context: { ...drawn.context, targets: [7] } }, drawn], plain)).toBe(false);
    // a list and a record with the same keys and values are different data
    const listed = { ...drawn, context: { ...drawn.context, targets: [7] } };
    const keyed = { ...drawn, context: { ...drawn.context, targets: { 0: 7 } as unknown as number[] } };
    expect(interchangeableTriggers([listed, keyed], plain)).toBe(false);
    // a field absent differs from one that is undefined, whatever the other fields
    expect(interchangeableTriggers([{ ...drawn, rule: undefined }, { ...drawn, nextRound: undefined }], plain)).toBe(false);
  });

  it('an ability with targets (CR 603.3d) or modes (CR 603.3c) is asked, however alike its triggers', () => {
    const targeted: TriggeredAbility = { ...plain, targets: [{ kind: 'player', text: 'target player' }] };
    const modal: TriggeredAbility = { ...plain, modes: [{ text: 'each opponent loses 1 life', effects: plain.effects }, { text: 'nothing', effects: [] }] };
    expect(interchangeableTriggers([drawn, drawn], targeted)).toBe(false);
    expect(interchangeableTriggers([drawn, drawn], modal)).toBe(false);
  });
});
