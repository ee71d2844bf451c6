/**
 * Green cards of Conspiracy: Take the Crown (CN2).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { basicLandcycling } from '../cycling.js';
import type { Amount, EffectContext } from '../types.js';
import type { ResolutionIo } from '../../engine/resolution-io.js';
import type { GameState, ObjectId, PlayerId, Step } from '../../state/types.js';
import { apnap } from '../../engine/players.js';
import { discard, putOntoBattlefield } from '../../engine/game-actions.js';
import { askEntryChoices } from '../../engine/entry-choices.js';
import { cardsSearched, moveObject, revealCards, shuffleLibrary } from '../../zones/zones.js';
import { emit } from '../../engine/log.js';
import { characteristics, hasKeyword, isCreature } from '../../engine/characteristics.js';
import { monstrosityAbility, selfWhileMonstrous } from '../monstrous.js';
import { tapForMana, target, targetArtifactOrEnchantment, targetCreature } from '../common.js';

/**
 * The mana value of the spell whose casting triggered the ability, read as it resolves: with the
 * value chosen for each {X} in its cost (CR 202.3e: X counts while the spell is on the stack).
 */
const spellManaValue: Amount = {
  computed: ({ state, trigger }) => {
    const spell = trigger?.object;
    return spell === null || spell === undefined ? 0 : characteristics(state, spell).manaValue;
  },
};

/**
 * Selvala, Heart of the Wilds' comparison, made as the ability resolves (its first ruling): the power
 * of the creature that entered — as it last existed on the battlefield if it has left (its second
 * ruling) — is greater than the power of each other creature on the battlefield.
 */
function greatestPowerOfAll({ state, trigger }: EffectContext): boolean {
  const entered = trigger?.object;
  if (entered === null || entered === undefined) return false;
  const power = characteristics(state, entered).power ?? 0;
  return state.battlefield.every((id) => id === entered || !isCreature(state, id) || (characteristics(state, id).power ?? 0) < power);
}

/** "The greatest power among creatures you control", 0 with none (Selvala, Heart of the Wilds). */
const greatestPowerYouControl = ({ state, controller }: EffectContext): number =>
  state.battlefield.reduce((most, id) => {
    if (!isCreature(state, id)) return most;
    const c = characteristics(state, id);
    return c.controller === controller ? Math.max(most, c.power ?? 0) : most;
  }, 0);

/**
 * Borderland Explorer's enters ability. Each player in turn order (CR 101.4) chooses whether to
 * discard a card and which, keeping the card to themselves; the chosen cards are discarded at the
 * same time (CR 701.9). Then each player who discarded chooses in turn order whether to search and
 * which basic land card to find (CR 701.23); the cards found are revealed at the same time (CR
 * 701.20) and put into their owners' hands, and each player who searched shuffles.
 */
function borderlandExplorer({ state }: EffectContext, io: ResolutionIo): boolean {
  const players = apnap(state);
  if (!io.done('discarded')) {
    const discards: [PlayerId, ObjectId][] = [];
    for (const p of players) {
      const hand = (state.players[p] as (typeof state.players)[number]).hand;
      if (hand.length === 0) continue;
      const answer = io.ask(`discard:${p}`, p, { prompt: 'discard', options: hand.map((object) => ({ object })), min: 0, max: 1, rule: '701.9' });
      if (!answer) return false;
      const chosen = hand[answer[0] ?? -1];
      if (chosen !== undefined) discards.push([p, chosen]);
      // its ruling: the players after them know whether they discard, not what (CR 101.4a, 101.4b)
      if (chosen !== undefined && !io.done(`discardChosen:${p}`)) {
        emit(state, { type: 'chosen', rule: '101.4b', player: p, detail: 'discard' });
        io.markDone(`discardChosen:${p}`);
      }
    }
    for (const [p, id] of discards) discard(state, p, id);
    for (const [p] of discards) io.markDone(`discarder:${p}`);
    io.markDone('discarded');
  }
  const found: [PlayerId, ObjectId | undefined][] = [];
  for (const p of players) {
    if (!io.done(`discarder:${p}`)) continue;
    const may = io.ask(`search:${p}`, p, { prompt: 'search for a basic land card', options: [{ label: 'yes' }, { label: 'no' }], min: 1, max: 1, rule: '608.2d' });
    if (!may) return false;
    if (may[0] !== 0) continue;
    // a format may have a search look through other cards instead (AMM 2c: the sideboard)
    const lands = cardsSearched(state, p).filter((id) => { const c = characteristics(state, id); return c.types.includes('Land') && c.supertypes.includes('Basic'); });
    const answer = io.ask(`find:${p}`, p, { prompt: 'search', options: lands.map((object) => ({ object })), min: 0, max: Math.min(1, lands.length), rule: '701.23' });
    if (!answer) return false;
    found.push([p, lands[answer[0] ?? -1]]);
  }
  for (const [p, id] of found) if (id !== undefined) revealCards(state, p, [id]);
  for (const [, id] of found) if (id !== undefined) moveObject(state, id, 'hand', { rule: '701.23' });
  for (const [p] of found) shuffleLibrary(state, p);
  return true;
}

/** The steps of a turn before its first combat phase. */
const BEFORE_COMBAT: readonly string[] = ['untap', 'upkeep', 'draw', 'main1'] satisfies Step[];

/** The steps of a combat phase before its combat damage step. */
const COMBAT_BEFORE_DAMAGE: readonly string[] = ['beginCombat', 'declareAttackers', 'declareBlockers'] satisfies Step[];

/**
 * Whether it is before the combat damage step (Berserk): CR 506.7d, in a turn with several combat
 * phases, before that step of the first one; CR 506.7e, when that combat skips its combat damage
 * step, before its declare attackers step ends (the step that follows is then the end of combat).
 */
function beforeCombatDamageStep(state: GameState): boolean {
  const step = state.turn.step;
  return BEFORE_COMBAT.includes(step) || (state.history.combatPhases <= 1 && COMBAT_BEFORE_DAMAGE.includes(step));
}

/** The total power and toughness of an object (CR 208.1), a missing value counting as 0. */
function totalPowerAndToughness(state: GameState, id: ObjectId): number {
  const c = characteristics(state, id);
  return (c.power ?? 0) + (c.toughness ?? 0);
}

/** Wild Pair's resolution variable: the total searched for, kept once determined. */
const WILD_PAIR_TOTAL = 'wildPair.total';

/**
 * Wild Pair's search: the total power and toughness of the creature that entered, as it is on the
 * battlefield or as it last existed there, determined once as the search begins (CR 608.2h: a player
 * leaving the game meanwhile with what changed it changes nothing); its controller may search their
 * library (CR 701.23) for a creature card with the same total, put it onto the battlefield (asking
 * first whether it enters as a copy, CR 707.9), then shuffle.
 */
function wildPair({ state, controller, trigger }: EffectContext, io: ResolutionIo): boolean {
  const entered = trigger?.object;
  if (entered === null || entered === undefined) return true;
  const may = io.ask('may', controller, { prompt: 'search for a creature card with the same total power and toughness', options: [{ label: 'yes' }, { label: 'no' }], min: 1, max: 1, rule: '608.2d' });
  if (!may) return false;
  if (may[0] !== 0) return true;
  const r = state.resolution;
  const total = r?.vars[WILD_PAIR_TOTAL] ?? totalPowerAndToughness(state, entered);
  if (r) r.vars[WILD_PAIR_TOTAL] = total;
  const options = cardsSearched(state, controller).filter((id) => isCreature(state, id) && totalPowerAndToughness(state, id) === total);
  const answer = io.ask('search', controller, { prompt: 'search', options: options.map((object) => ({ object })), min: 0, max: Math.min(1, options.length), rule: '701.23' });
  if (!answer) return false;
  const found = options[answer[0] ?? -1];
  if (found !== undefined) {
    const entering = askEntryChoices(state, io, 'copy', found, controller);
    if (!entering) return false;
    putOntoBattlefield(state, found, controller, '701.23', false, entering);
  }
  shuffleLibrary(state, controller);
  return true;
}

/** The green CN2 cards the engine implements. */
export const cn2Green: readonly CardDefinition[] = [
  card('Beast Within', {
    spell: {
      targets: [target('target permanent', {})],
      effects: [
        { do: 'destroy', what: { target: 0 } },
        { do: 'token', token: 'token:beast-3-3', amount: 1, who: { controllerOfTarget: 0 } },
      ],
    },
  }),
  card('Birds of Paradise', { keywords: ['flying'], activated: [tapForMana('anyColor')] }),
  card('Brushstrider', { keywords: ['vigilance'] }),
  card('Copperhorn Scout', {
    triggered: [{
      text: 'Whenever Copperhorn Scout attacks, untap each other creature you control.',
      when: { event: 'attacks', subject: 'self' },
      // Triggers when it is declared as an attacker (CR 508.3a); untaps (CR 701.26b).
      effects: [{ do: 'untap', what: { all: { types: ['Creature'], controller: 'you', other: true } } }],
    }],
  }),
  card('Explosive Vegetation', {
    spell: {
      effects: [{ do: 'search', who: 'you', filter: { types: ['Land'], basic: true }, to: 'battlefield', tapped: true, amount: 2 }],
    },
  }),
  card('Fade into Antiquity', {
    spell: { targets: [targetArtifactOrEnchantment], effects: [{ do: 'exile', what: { target: 0 } }] },
  }),
  card('Lace with Moonglove', {
    spell: {
      targets: [targetCreature],
      effects: [{ do: 'pump', what: { target: 0 }, power: 0, toughness: 0, keywords: ['deathtouch'] }, { do: 'draw', amount: 1, who: 'you' }],
    },
  }),
  card('Lay of the Land', {
    spell: { effects: [{ do: 'search', who: 'you', filter: { types: ['Land'], basic: true }, to: 'hand', reveal: true, amount: 1 }] },
  }),
  card('Overrun', {
    spell: {
      effects: [{ do: 'pump', what: { all: { types: ['Creature'], controller: 'you' } }, power: 3, toughness: 3, keywords: ['trample'] }],
    },
  }),
  card('Plummet', {
    spell: {
      targets: [target('target creature with flying', { types: ['Creature'], keyword: 'flying' })],
      effects: [{ do: 'destroy', what: { target: 0 } }],
    },
  }),
  card('Prey Upon', {
    spell: {
      targets: [
        target('target creature you control', { types: ['Creature'], controller: 'you' }),
        target("target creature you don't control", { types: ['Creature'], controller: 'opponent' }),
      ],
      effects: [{ do: 'fight', what: { target: 0 }, other: { target: 1 } }],
    },
  }),
  card('Strength in Numbers', {
    spell: {
      targets: [targetCreature],
      effects: [{
        do: 'pump',
        what: { target: 0 },
        power: { count: { types: ['Creature'], attacking: true } },
        toughness: { count: { types: ['Creature'], attacking: true } },
        keywords: ['trample'],
      }],
    },
  }),
  card('Voyaging Satyr', {
    activated: [{
      text: '{T}: Untap target land.',
      cost: { tap: true },
      targets: [target('target land', { types: ['Land'] })],
      // Untap target land (CR 701.26b).
      effects: [{ do: 'untap', what: { target: 0 } }],
    }],
  }),
  card('Manaplasm', {
    triggered: [{
      text: "Whenever you cast a spell, Manaplasm gets +X/+X until end of turn, where X is that spell's mana value.",
      when: { event: 'castSpell', who: 'you' },
      // A cast trigger (CR 601.2i); a spell's {X} counts as its chosen value on the stack (CR 202.3e).
      effects: [{ do: 'pump', what: 'self', power: spellManaValue, toughness: spellManaValue }],
    }],
  }),
  card('Sylvan Bounty', {
    spell: { targets: [{ kind: 'player', text: 'target player' }], effects: [{ do: 'gainLife', amount: 8, who: { target: 0 } }] },
    activated: [basicLandcycling('{1}{G}')],
  }),
  card('Netcaster Spider', {
    keywords: ['reach'],
    triggered: [{
      text: 'Whenever Netcaster Spider blocks a creature with flying, Netcaster Spider gets +2/+0 until end of turn.',
      // CR 509.3b: once for each creature it blocks; CR 509.3f: that creature has flying as it is blocked
      when: { event: 'blocksCreature' },
      triggersIf: ({ state, trigger }) => trigger?.recipient !== undefined && hasKeyword(state, trigger.recipient, 'flying'),
      effects: [{ do: 'pump', what: 'self', power: 2, toughness: 0 }],
    }],
  }),
  card('Nessian Asp', { keywords: ['reach'], activated: [monstrosityAbility('{6}{G}', 4)] }),
  card('Ravenous Leucrocota', { keywords: ['vigilance'], activated: [monstrosityAbility('{6}{G}', 3)] }),
  card('Domesticated Hydra', {
    activated: [monstrosityAbility('{X}{G}{G}{G}', { x: true })],
    statics: [{ kind: 'grantKeywords', text: 'As long as Domesticated Hydra is monstrous, it has trample.', affects: selfWhileMonstrous, keywords: ['trample'] }],
  }),
  card('Borderland Explorer', {
    triggered: [{
      text: 'When Borderland Explorer enters the battlefield, each player may discard a card. Each player who discarded a card this way may search their library for a basic land card, reveal it, put it into their hand, then shuffle.',
      when: { event: 'entersBattlefield', subject: 'self' },
      effects: [{ do: 'customAsking', text: 'each player may discard a card; each who did may search for a basic land card', run: borderlandExplorer }],
    }],
  }),
  card('Berserk', {
    statics: [{ kind: 'castOnly', text: 'Cast this spell only before the combat damage step.', allows: beforeCombatDamageStep }],
    spell: {
      targets: [targetCreature],
      effects: [
        { do: 'pump', what: { target: 0 }, power: { powerOf: { target: 0 } }, toughness: 0, keywords: ['trample'] },
        { do: 'delayedTrigger', ability: 0, about: { target: 0 }, notFollowed: true },
      ],
    },
    triggered: [{
      text: 'At the beginning of the next end step, destroy that creature if it attacked this turn.',
      when: { event: 'delayed', at: 'nextEndStep' },
      effects: [{
        do: 'conditional',
        text: 'if it attacked this turn',
        condition: ({ state, trigger }) => trigger?.object !== null && trigger?.object !== undefined && state.history.attacked.includes(trigger.object),
        then: [{ do: 'destroy', what: 'eventObject' }],
      }],
    }],
  }),
  card('Burgeoning', {
    triggered: [{
      text: 'Whenever an opponent plays a land, you may put a land card from your hand onto the battlefield.',
      // Playing a land triggers it; putting a land onto the battlefield, as this does, isn't playing one (CR 305.1, 305.4).
      when: { event: 'playsLand', who: 'opponent' },
      effects: [{ do: 'putFromHand', who: 'you', filter: { types: ['Land'] } }],
    }],
  }),
  card('Selvala, Heart of the Wilds', {
    triggered: [{
      text: "Whenever another creature enters, its controller may draw a card if its power is greater than each other creature's power.",
      // An enters-the-battlefield trigger (CR 603.6a); the powers are compared on resolution, a creature gone using its last known power (CR 608.2h).
      when: { event: 'entersBattlefield', subject: { types: ['Creature'], other: true } },
      effects: [{
        do: 'conditional',
        text: "if its power is greater than each other creature's power",
        condition: greatestPowerOfAll,
        then: [{ do: 'may', prompt: 'draw a card', who: 'eventObjectController', then: [{ do: 'draw', amount: 1, who: 'eventObjectController' }] }],
      }],
    }],
    activated: [{
      text: '{G}, {T}: Add X mana in any combination of colors, where X is the greatest power among creatures you control.',
      cost: { mana: '{G}', tap: true },
      // A mana ability: no target, adds mana (CR 605.1a).
      effects: [{ do: 'addMana', mana: 'anyCombination', amount: { computed: greatestPowerYouControl } }],
      mana: true,
    }],
  }),
  card('Wild Pair', {
    triggered: [{
      text: 'Whenever a creature enters the battlefield, if you cast it from your hand, you may search your library for a creature card with the same total power and toughness, put it onto the battlefield, then shuffle.',
      when: { event: 'entersBattlefield', subject: { types: ['Creature'] } },
      condition: ({ state, controller, trigger }) => {
        const entered = trigger?.object;
        if (entered === null || entered === undefined) return false;
        // the spell it was on the stack (CR 400.7) remembers where it was cast from and who cast it
        const spell = state.objects.find((o) => o.movedTo === entered);
        return spell !== undefined && spell.zone === 'stack' && spell.kind === 'card' && spell.castFrom === 'hand' && spell.controller === controller;
      },
      effects: [{ do: 'customAsking', text: 'you may search your library for a creature card with the same total power and toughness …', run: wildPair }],
    }],
  }),
];
