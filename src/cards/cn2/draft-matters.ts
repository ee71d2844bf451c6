/**
 * The game halves of the CN2 draft-matters cards (CR 905.2). Their draft halves are in `src/draft/`;
 * what they noted reaches the game through `PlayerSetup.draft` and is read with `src/draft/game-info.ts`.
 * Arcane Savant, Volatile Chimera and Caller of the Untamed (exiling drafted cards before the game)
 * have no game half here yet.
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { findDefinition } from '../registry.js';
import type { Keyword } from '../types.js';
import { characteristics } from '../../engine/characteristics.js';
import {
  guessedRight, highestNotedNumber, notedColors, notedNames, notedTypes, removedCreatureWith,
} from '../../draft/game-info.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';

/** Whether an object is a creature by its card's printed types (read inside the layer system). */
function printedCreature(state: GameState, id: ObjectId): boolean {
  const o = state.objects[id];
  const printed = o ? findDefinition(o.card)?.printed : undefined;
  return !!printed && printed.types.includes('Creature');
}

/** Noble Banneret's static: it and creatures you control with a name you noted for Noble Banneret. */
function banneretAffects(state: GameState, id: ObjectId, controller: PlayerId, source: ObjectId | null): boolean {
  const names = notedNames(state, controller, 'Noble Banneret');
  if (names.length === 0) return false;
  const noted = (x: ObjectId): boolean => names.includes(state.objects[x]?.card ?? '');
  if (id === source) {
    return state.battlefield.some((x) => state.objects[x]?.controller === controller && printedCreature(state, x) && noted(x));
  }
  return noted(id);
}

/** Paliano Vanguard's static: other creatures you control of a creature type you noted (printed types). */
function vanguardAffects(state: GameState, id: ObjectId, controller: PlayerId): boolean {
  const types = notedTypes(state, controller, 'Paliano Vanguard');
  if (types.length === 0) return false;
  const o = state.objects[id];
  const printed = o ? findDefinition(o.card)?.printed : undefined;
  return !!printed && printed.subtypes.some((t) => types.includes(t));
}

const ANIMUS_KEYWORDS: readonly Keyword[] = [
  'flying', 'first strike', 'double strike', 'deathtouch', 'haste', 'hexproof', 'indestructible', 'lifelink', 'menace', 'reach', 'vigilance',
];

/** The CN2 draft-matters cards the engine plays. */
export const cn2DraftMatters: readonly CardDefinition[] = [
  card('Custodi Peacekeeper', {
    activated: [{
      text: '{W}, {T}: Tap target creature with power less than or equal to the highest number you noted for cards named Custodi Peacekeeper.',
      cost: { mana: '{W}', tap: true },
      targets: [{
        kind: 'object',
        filter: { types: ['Creature'], test: (state, id, controller) => (characteristics(state, id).power ?? 0) <= highestNotedNumber(state, controller, 'Custodi Peacekeeper') },
        text: 'target creature with power less than or equal to the highest number you noted for cards named Custodi Peacekeeper',
      }],
      effects: [{ do: 'tap', what: { target: 0 } }],
    }],
  }),
  card('Noble Banneret', {
    statics: [
      { kind: 'modifyPT', text: 'As long as you control one or more creatures with a name you noted for cards named Noble Banneret, Noble Banneret and those creatures get +1/+1.', affects: { types: ['Creature'], controller: 'you', test: banneretAffects }, power: 1, toughness: 1 },
      { kind: 'grantKeywords', text: '… and have lifelink.', affects: { types: ['Creature'], controller: 'you', test: banneretAffects }, keywords: ['lifelink'] },
    ],
  }),
  card('Paliano Vanguard', {
    statics: [{ kind: 'modifyPT', text: 'Other creatures you control of a type you noted for cards named Paliano Vanguard get +1/+1.', affects: { types: ['Creature'], controller: 'you', other: true, test: vanguardAffects }, power: 1, toughness: 1 }],
  }),
  card('Illusionary Informant', { keywords: ['flying'] }),
  card('Spire Phantasm', {
    keywords: ['flying'],
    triggered: [{
      text: 'When Spire Phantasm enters, if you guessed correctly for a card named Spire Phantasm, draw a card.',
      when: { event: 'entersBattlefield', subject: 'self' },
      condition: (ctx) => guessedRight(ctx.state, ctx.controller, 'Spire Phantasm'),
      effects: [{ do: 'draw', amount: 1, who: 'you' }],
    }],
  }),
  card('Archdemon of Paliano', { keywords: ['flying'] }),
  card('Regicide', {
    spell: {
      targets: [{
        kind: 'object',
        filter: { types: ['Creature'], test: (state, id, controller) => characteristics(state, id).colors.some((c) => notedColors(state, controller, 'Regicide').includes(c)) },
        text: "target creature that's one or more of the colors chosen as you drafted cards named Regicide",
      }],
      effects: [{ do: 'destroy', what: { target: 0 } }],
    },
  }),
  card('Smuggler Captain', {
    triggered: [{
      text: 'When Smuggler Captain enters, you may search your library for a card with a name you noted for cards named Smuggler Captain, reveal it, put it into your hand, then shuffle.',
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [{
        do: 'may',
        prompt: 'Search your library (Smuggler Captain)?',
        then: [{ do: 'search', who: 'you', filter: { test: (state, id, controller) => notedNames(state, controller, 'Smuggler Captain').includes(state.objects[id]?.card ?? '') }, to: 'hand', reveal: true, amount: 1 }],
      }],
    }],
  }),
  card('Garbage Fire', {
    spell: {
      targets: [{ kind: 'object', filter: { types: ['Creature'] }, text: 'target creature' }],
      effects: [{ do: 'damage', amount: { computed: (ctx) => highestNotedNumber(ctx.state, ctx.controller, 'Garbage Fire') }, to: { target: 0 } }],
    },
  }),
  card('Pyretic Hunter', {
    keywords: ['menace'],
    statics: [{
      kind: 'entersWithCounters',
      text: 'Pyretic Hunter enters with X +1/+1 counters on it, where X is the highest number you noted for cards named Pyretic Hunter.',
      counter: '+1/+1',
      amount: (state, id) => highestNotedNumber(state, state.objects[id]?.controller ?? 0, 'Pyretic Hunter'),
    }],
  }),
  card('Animus of Predation', {
    statics: ANIMUS_KEYWORDS.map((keyword) => ({
      kind: 'grantKeywords' as const,
      text: `If you removed a creature card with ${keyword} from the draft with cards named Animus of Predation, Animus of Predation has ${keyword}.`,
      affects: { test: (state: GameState, id: ObjectId, controller: PlayerId, source: ObjectId | null) => id === source && removedCreatureWith(state, controller, keyword) },
      keywords: [keyword],
    })),
  }),
  card("Leovold's Operative"),
];
