/**
 * CR 608.2h: an effect that reads a targeted object's information after an earlier step of the same
 * resolution moved it ("Exile target creature. Its controller gains life equal to its power") uses
 * the object's last known information — also when the resolution paused for a choice in between,
 * which no card of CNS or CN2 does: Swords to Plowshares, Beast Within and Dream Fracture are redefined here, for the
 * test only, with a "you may draw a card" between their two sentences.
 */
import { describe, expect, it } from 'vitest';
import type { CardDefinition } from '../../src/cards/definition.js';
import { findDefinition, registerFormatCard } from '../../src/cards/registry.js';
import { cast, choose, pass, life, names, permanent, permanents, pt, resolveStack, setup } from '../cards/helpers.js';

const MAY_DRAW = { do: 'may', prompt: 'draw a card', then: [{ do: 'draw', amount: 1, who: 'you' }] } as const;

/** A test-only copy of `printed` whose spell pauses for "you may draw a card" after its first step. */
function withPauseAfterFirstStep(printed: string, name: string): string {
  const def = findDefinition(printed) as CardDefinition;
  const spell = def.spell!;
  const [first, ...rest] = spell.effects;
  if (!findDefinition(name)) registerFormatCard({ ...def, name, spell: { ...spell, effects: [first!, MAY_DRAW, ...rest] } });
  return name;
}

const PAUSING_PLOWSHARES = withPauseAfterFirstStep('Swords to Plowshares', 'test: Swords to Plowshares pausing after the exile');
const PAUSING_BEAST_WITHIN = withPauseAfterFirstStep('Beast Within', 'test: Beast Within pausing after the destroy');
const PAUSING_DREAM_FRACTURE = withPauseAfterFirstStep('Dream Fracture', 'test: Dream Fracture pausing after the counter');

describe('608.2h a target moved by an earlier step is read as it last existed', () => {
  it('608.2h: "Exile target creature. Its controller gains life equal to its power": the controller and power as it last existed on the battlefield, after a pause', () => {
    const { state, ids } = setup({ players: [{ hand: [PAUSING_PLOWSHARES], battlefield: ['Plains'], library: ['Island'] }, { battlefield: ['Wild Griffin'] }] });
    const griffin = permanent(state, 'Wild Griffin');
    expect(pt(state, griffin)).toEqual([2, 2]);
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: griffin }]));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '608.2d' } });
    s = resolveStack(choose(s, [0]));
    expect(permanents(s, 'Wild Griffin')).toEqual([]);
    expect(names(s, 0, 'hand')).toEqual(['Island']);
    expect(life(s, 1)).toBe(22);
    expect(life(s, 0)).toBe(20);
  });

  it('608.2h: "Destroy target permanent. Its controller creates a 3/3 Beast": the destroyed permanent\'s last controller gets it, after a pause', () => {
    const { state, ids } = setup({ players: [{ hand: [PAUSING_BEAST_WITHIN], battlefield: ['Forest', 'Forest', 'Forest'], library: ['Island'] }, { battlefield: ['Phyrexian Arena'] }] });
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: permanent(state, 'Phyrexian Arena') }]));
    s = resolveStack(choose(s, [1]));
    expect(names(s, 1, 'graveyard')).toEqual(['Phyrexian Arena']);
    const beasts = permanents(s, 'token:beast-3-3');
    expect(beasts.map((b) => s.objects[b]!.controller)).toEqual([1]);
  });

  it('608.2h: "Counter target spell. Its controller draws a card": the countered spell\'s controller draws, after a pause', () => {
    const { state, ids } = setup({
      players: [
        { hand: ['Wild Griffin'], battlefield: ['Plains', 'Plains', 'Plains'], library: ['Island', 'Island'] },
        { hand: [PAUSING_DREAM_FRACTURE], battlefield: ['Island', 'Island', 'Island'], library: ['Swamp', 'Swamp', 'Swamp'] },
      ],
    });
    let s = cast(state, 0, ids.hand[0]![0]!, []);
    const griffinSpell = s.stack[0]!;
    s = pass(s);
    s = resolveStack(cast(s, 1, ids.hand[1]![0]!, [{ object: griffinSpell }]));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { rule: '608.2d' } });
    s = resolveStack(choose(s, [1]));
    expect(names(s, 0, 'graveyard')).toEqual(['Wild Griffin']);
    expect(names(s, 0, 'hand')).toEqual(['Island']);
    expect(names(s, 1, 'hand')).toEqual(['Swamp']);
  });
});
