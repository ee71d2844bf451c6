/**
 * `createDraft` refuses a field its options, or a booster source in them, do not have (`malformed`,
 * naming the field meant), as `createGame` does: a misspelt option drafted with its default. A
 * record an earlier build made with such a field rebuilds, the field ignored again.
 */
import { describe, expect, it } from 'vitest';
import { applyDraft, createDraft, legalPicks, RulesError, serializeDraft, type CreateDraftOptions } from '../../src/index.js';
import { withKnownDraftFieldsOnly } from '../../src/draft/create.js';

const cube = Array(45).fill('Forest') as string[];

function refusal(options: object): RulesError {
  try {
    createDraft({ drafters: 3, seed: 7, ...options } as CreateDraftOptions);
  } catch (e) {
    if (e instanceof RulesError) return e;
    throw e;
  }
  throw new Error(`createDraft accepted ${JSON.stringify(options)}`);
}

describe('createDraft: a field its options do not have is refused, not ignored', () => {
  it('names the field meant: misspelt, a letter or two away, or the same but for case and punctuation', () => {
    expect(refusal({ drafter: 8 }).message).toBe('createDraft\'s options has no field "drafter": did you mean drafters?');
    expect(refusal({ seeds: 1 }).message).toBe('createDraft\'s options has no field "seeds": did you mean seed?');
    expect(refusal({ foil: true }).message).toBe('createDraft\'s options has no field "foil": did you mean foils?');
    expect(refusal({ added_boosters: 'CNS' }).message).toBe('createDraft\'s options has no field "added_boosters": did you mean addedBoosters?');
    expect(refusal({ colour: 'red' }).message).toBe('createDraft\'s options has no field "colour": its fields are drafters, seed, rounds, boosters, foils, addedBoosters');
    expect(refusal({ seeds: 1 }).code).toBe('malformed');
  });

  it('refuses a field a cube or fixed packs do not have, in boosters and addedBoosters', () => {
    expect(refusal({ rounds: 1, boosters: { cube, packsize: 10 } }).message).toBe('boosters has no field "packsize": did you mean packSize?');
    expect(refusal({ rounds: 2, boosters: ['CN2', { cube, pakSize: 10 }] }).message).toBe('boosters[1] has no field "pakSize": did you mean packSize?');
    expect(refusal({ addedBoosters: { packs: [['Forest']], packSize: 1 } }).message).toBe('addedBoosters has no field "packSize": its fields are packs');
    expect(refusal({ addedBoosters: { cub: cube } }).message).toBe('addedBoosters has no field "cub": did you mean cube?');
  });

  it('takes every field it has', () => {
    const draft = createDraft({ drafters: ['A', 'B', 'C'], seed: 7, rounds: 2, boosters: ['CN2', { cube, packSize: 15 }], foils: true, addedBoosters: { packs: [['Forest'], ['Island']] } });
    expect(draft.settings).toMatchObject({ rounds: 2, foils: true, boosters: ['CN2', { cube, packSize: 15 }], addedBoosters: { packs: [['Forest'], ['Island']] } });
  });
});

describe('withKnownDraftFieldsOnly: options an earlier build took, ignoring a field', () => {
  it('rebuilds the draft that build made: the unknown fields, at the top and in booster sources, left out', () => {
    const options: CreateDraftOptions = { drafters: 3, seed: 'old', rounds: 2, boosters: ['CNS', { cube, packSize: 15 }], addedBoosters: { packs: [['Forest']] } };
    const sloppy = { ...options, foil: true, boosters: ['CNS', { cube, packSize: 15, packsize: 3 }], addedBoosters: { packs: [['Forest']], cube } };
    expect(() => createDraft(sloppy as never)).toThrow(/has no field "foil"/);
    const kept = withKnownDraftFieldsOnly(sloppy as never);
    expect(kept).toEqual(options);
    let made = createDraft(options);
    let rebuilt = createDraft(kept);
    for (let i = 0; i < 3; i++) {
      const pick = legalPicks(made)[0]!;
      made = applyDraft(made, pick);
      rebuilt = applyDraft(rebuilt, pick);
    }
    expect(serializeDraft(rebuilt)).toBe(serializeDraft(made));
  });
});
