/**
 * The game halves of the CN2 draft-matters cards (CR 905.2). Their draft halves are in `src/draft/`;
 * what they noted reaches the game through `PlayerSetup.draft` and is read with `src/draft/game-info.ts`.
 * Arcane Savant, Volatile Chimera and Caller of the Untamed exile drafted cards before the shuffle
 * (`src/rules/701.20-reveal-before-shuffle.ts`) and use them in the game.
 *
 * @module
 */
import { hasAnyName, nameMatches } from '../../engine/names.js';
import { card, type CardDefinition } from '../definition.js';
import type { Keyword } from '../types.js';
import { characteristics, characteristicsThroughLayer4, definitionOf } from '../../engine/characteristics.js';
import {
  guessedRight, highestNotedNumber, notedColors, notedNames, notedTypes, removedCreatureWith,
} from '../../draft/game-info.js';
import type { GameState, ObjectId, PlayerId } from '../../state/types.js';
import { exiledWith } from '../../rules/701.20-reveal-before-shuffle.js';
import { askEntryChoices } from '../../engine/entry-choices.js';
import { createTokenCopy } from '../../engine/token-copy.js';
import { becomeCopy } from '../../engine/become-copy.js';
import { randomInt } from '../../state/rng.js';
import { obj, onBattlefield } from '../../zones/zones.js';

/**
 * Noble Banneret's static: it and creatures you control with a name you noted for cards named Noble
 * Banneret. Names are those of the objects' copiable values (CR 707.2; a face-down object has none,
 * CR 708.2); whether "you control one or more creatures" with such a name is judged on each
 * permanent's current controller and types (CR 613.1: layers 2 and 4), not on the card's printing.
 */
function banneretAffects(state: GameState, id: ObjectId, controller: PlayerId, source: ObjectId | null): boolean {
  const names = notedNames(state, controller, 'Noble Banneret');
  if (names.length === 0) return false;
  const nameOf = (x: ObjectId): string | undefined => {
    const o = state.objects[x];
    return o && !o.faceDown ? definitionOf(o)?.name : undefined;
  };
  // CR 201.2: or a name Spy Kit gives (a ruling of Spy Kit: equipped Noble Banneret has the noted name)
  const named = (x: ObjectId): boolean => {
    const name = nameOf(x);
    return name !== undefined && names.some((n) => nameMatches(state, x, name, n));
  };
  if (id === source) {
    return state.battlefield.some((x) => {
      if (!named(x)) return false;
      const c = characteristicsThroughLayer4(state, x);
      return c.controller === controller && c.types.includes('Creature');
    });
  }
  return named(id);
}

/** Whether some player noted a name for cards named Noble Banneret: else its static applies to nothing all game. */
function banneretNoted(state: GameState): boolean {
  return state.players.some((p) => notedNames(state, p.id, 'Noble Banneret').length > 0);
}

const ANIMUS_KEYWORDS: readonly Keyword[] = [
  'flying', 'first strike', 'double strike', 'deathtouch', 'haste', 'hexproof', 'indestructible', 'lifelink', 'menace', 'reach', 'vigilance',
];

/** The mana value of a card exiled before the game, an {X} in its cost counting 0 (CR 202.3e). */
function exiledManaValue(state: GameState, id: ObjectId): number {
  return characteristics(state, id).manaValue;
}

/** The cards a player exiled with cards named Caller of the Untamed whose mana value is `x`. */
function callerCards(state: GameState, player: PlayerId, x: number): ObjectId[] {
  return exiledWith(state, player, 'Caller of the Untamed').filter((id) => exiledManaValue(state, id) === x);
}

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
      { kind: 'modifyPT', text: 'As long as you control one or more creatures with a name you noted for cards named Noble Banneret, Noble Banneret and those creatures get +1/+1.', affects: { types: ['Creature'], controller: 'you', test: banneretAffects, testCanApply: banneretNoted }, power: 1, toughness: 1 },
      { kind: 'grantKeywords', text: '… and have lifelink.', affects: { types: ['Creature'], controller: 'you', test: banneretAffects, testCanApply: banneretNoted }, keywords: ['lifelink'] },
    ],
  }),
  card('Paliano Vanguard', {
    // the creature types the creature has now (CR 205.3, 613.1), not those printed on it
    statics: [{
      kind: 'modifyPT',
      text: 'Other creatures you control of a type you noted for cards named Paliano Vanguard get +1/+1.',
      affects: { types: ['Creature'], controller: 'you', other: true, subtypesOf: (state, controller) => notedTypes(state, controller, 'Paliano Vanguard') },
      power: 1,
      toughness: 1,
    }],
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
        then: [{ do: 'search', who: 'you', filter: { test: (state, id, controller) => hasAnyName(state, id, notedNames(state, controller, 'Smuggler Captain')) }, to: 'hand', reveal: true, amount: 1 }],
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
      affects: { itself: true, test: (state: GameState, id: ObjectId, controller: PlayerId, source: ObjectId | null) => id === source && removedCreatureWith(state, controller, keyword) },
      keywords: [keyword],
    })),
  }),
  card("Leovold's Operative"),
  card('Arcane Savant', {
    beforeShuffle: { types: ['Instant', 'Sorcery'], min: 1, max: 1 },
    triggered: [{
      text: 'When Arcane Savant enters the battlefield, copy a card you exiled with cards named Arcane Savant. You may cast the copy without paying its mana cost.',
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [{ do: 'castWithoutPaying', from: { among: (ctx) => exiledWith(ctx.state, ctx.controller, 'Arcane Savant') }, copy: true }],
    }],
  }),
  card('Volatile Chimera', {
    beforeShuffle: { types: ['Creature'], min: 3, max: null },
    activated: [{
      text: '{1}{R}: Choose a card at random you exiled with cards named Volatile Chimera. Volatile Chimera becomes a copy of that card, except it has this ability.',
      cost: { mana: '{1}{R}' },
      effects: [{
        do: 'custom',
        text: 'Volatile Chimera becomes a copy of a card chosen at random, except it has this ability.',
        run: ({ state, source, controller }) => {
          const pool = exiledWith(state, controller, 'Volatile Chimera');
          if (pool.length === 0 || !onBattlefield(state, source)) return;
          const chosen = obj(state, pool[randomInt(state.rng, pool.length)] as ObjectId).card;
          // CR 707.4, 707.9a: the copy effect has no duration; its exception keeps this ability
          becomeCopy(state, source, { card: chosen, keywords: [], activatedOf: 'Volatile Chimera' }, controller);
        },
      }],
    }],
  }),
  card('Caller of the Untamed', {
    beforeShuffle: { types: ['Creature'], min: 1, max: 1 },
    activated: [{
      text: "{X}, {T}: Create a token that's a copy of a card you exiled with cards named Caller of the Untamed. X is the mana value of that card.",
      cost: { mana: '{X}', tap: true },
      // CR 107.3c: X is the mana value of the card chosen, which is chosen with X (its ruling)
      xIsManaValueOf: (state, _source, controller) => exiledWith(state, controller, 'Caller of the Untamed'),
      effects: [{
        do: 'customAsking',
        text: "Create a token that's a copy of a card you exiled with cards named Caller of the Untamed.",
        run: (ctx, io) => {
          const ability = obj(ctx.state, ctx.object);
          // an ability an earlier build put on the stack chose no card: it is asked for as it resolves
          const cards = ability.chosenCard === undefined ? callerCards(ctx.state, ctx.controller, ability.x) : [ability.chosenCard];
          let chosen = cards[0];
          if (cards.length > 1) {
            const answer = io.ask('copyWhich', ctx.controller, { prompt: 'copyWhich', options: cards.map((object) => ({ object })), min: 1, max: 1, rule: '707.2' });
            if (!answer) return false;
            chosen = cards[answer[0] ?? 0];
          }
          if (chosen === undefined) return true;
          // CR 111.1, 707.2: the token's copiable values are the card's, so it has the card's replacement
          // effects on entering: "enter as a copy" (CR 707.9, 614.1c) and "as enters, choose" (614.12a)
          const entering = askEntryChoices(ctx.state, io, 'enter', chosen, ctx.controller);
          if (!entering) return false;
          createTokenCopy(ctx.state, chosen, ctx.controller, entering.chosen, entering.copy);
          return true;
        },
      }],
    }],
  }),
];
