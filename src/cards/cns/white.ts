/**
 * White cards of Conspiracy (CNS).
 *
 * @module
 */
import { card, type CardDefinition } from '../definition.js';
import { characteristics, isCreature } from '../../engine/characteristics.js';
import { canBeAttached } from '../../engine/attach.js';
import { askEntryChoices } from '../../engine/entry-choices.js';
import { putOntoBattlefield } from '../../engine/game-actions.js';
import type { ResolutionIo } from '../../engine/resolution-io.js';
import { mutableObject } from '../../engine/working-copy.js';
import type { Ref } from '../../state/types.js';
import { isCurrent, obj } from '../../zones/zones.js';
import type { EffectContext } from '../types.js';
import { landTypecycling } from '../cycling.js';
import { timesKicked } from '../../rules/702.33-kicker.js';
import { divisionShare } from '../../rules/601.2d-divided-damage.js';
import { target, targetCreature } from '../common.js';
import { protectionFromChosenColor } from '../color-choice.js';

/**
 * "Return that card to the battlefield under its owner's control": the card the delayed ability
 * refers to, if it is still the same object in exile (a token exiled ceased to exist, CR 111.7; a
 * card that left exile is a new object, CR 400.7). Its owner chooses as it enters whether it enters
 * as a copy (CR 707.9) and, for an Aura, what it enchants among what its enchant ability allows
 * (CR 303.4f); an Aura with nothing to enchant stays in exile (CR 303.4g).
 */
function returnUnderOwnersControl({ state, trigger }: EffectContext, io: ResolutionIo): boolean {
  const card = trigger?.object;
  if (card === null || card === undefined) return true;
  const o = obj(state, card);
  if (o.zone !== 'exile' || o.kind === 'token' || !isCurrent(state, card)) return true;
  const owner = o.owner;
  let enchants: Ref | null = null;
  if (characteristics(state, card).subtypes.includes('Aura')) {
    const refs: Ref[] = [
      ...state.players.filter((p) => p.inGame).map((p) => ({ player: p.id })),
      ...state.battlefield.map((id) => ({ object: id })),
    ].filter((ref) => canBeAttached(state, card, ref));
    if (refs.length === 0) return true;
    const answer = io.ask('enchant', owner, { prompt: 'enchant', options: refs.map((r) => ('player' in r ? { player: r.player } : { object: r.object })), min: 1, max: 1, rule: '303.4f' });
    if (!answer) return false;
    enchants = refs[answer[0] ?? 0] ?? null;
  }
  const entering = askEntryChoices(state, io, 'copy', card, owner);
  if (!entering) return false;
  const entered = putOntoBattlefield(state, card, owner, '603.7a', false, entering);
  if (enchants) mutableObject(state, entered).attachedTo = enchants;
  return true;
}

/** The white CNS cards the engine implements. */
export const cnsWhite: readonly CardDefinition[] = [
  card("Ajani's Sunstriker", { keywords: ['lifelink'] }),
  card('Courier Hawk', { keywords: ['flying', 'vigilance'] }),
  card('Moment of Heroism', {
    spell: { targets: [targetCreature], effects: [{ do: 'pump', what: { target: 0 }, power: 2, toughness: 2, keywords: ['lifelink'] }] },
  }),
  card('Hail of Arrows', {
    spell: {
      // one word "target", chosen any number of times (CR 601.2c); X divided among them as it is cast (CR 601.2d)
      targets: [{ ...target('any number of target attacking creatures', { types: ['Creature'], attacking: true }), anyNumber: true }],
      dividesX: true,
      effects: [{ do: 'damage', amount: 0, to: 'eachTarget', amountTo: divisionShare }],
    },
  }),
  card('Pillarfield Ox'),
  card('Pride Guardian', {
    keywords: ['defender'],
    triggered: [{
      text: 'Whenever Pride Guardian blocks, you gain 3 life.',
      when: { event: 'blocks', subject: 'self' },
      effects: [{ do: 'gainLife', amount: 3, who: 'you' }],
    }],
  }),
  card('Silverchase Fox', {
    activated: [{
      text: '{1}{W}, Sacrifice Silverchase Fox: Exile target enchantment.',
      cost: { mana: '{1}{W}', sacrificeSelf: true },
      targets: [target('target enchantment', { types: ['Enchantment'] })],
      effects: [{ do: 'exile', what: { target: 0 } }],
    }],
  }),
  card('Soulcatcher', {
    keywords: ['flying'],
    triggered: [{
      text: 'Whenever a creature with flying dies, put a +1/+1 counter on Soulcatcher.',
      when: { event: 'dies', subject: { types: ['Creature'], keyword: 'flying' } },
      effects: [{ do: 'counters', what: 'self', counter: '+1/+1', amount: 1 }],
    }],
  }),
  card('Swords to Plowshares', {
    spell: {
      targets: [targetCreature],
      effects: [
        { do: 'exile', what: { target: 0 } },
        { do: 'gainLife', amount: { powerOf: { target: 0 } }, who: { controllerOfTarget: 0 } },
      ],
    },
  }),
  card('Custodi Soulbinders', {
    statics: [{
      kind: 'entersWithCounters',
      text: 'Custodi Soulbinders enters the battlefield with X +1/+1 counters on it, where X is the number of other creatures on the battlefield.',
      counter: '+1/+1',
      // CR 614.12: the creatures entering with it are not on the battlefield yet as it enters (as Dack's
      // Duplicate can't copy a creature entering at the same time: its ruling)
      amount: (state, _id, entering) => state.battlefield.filter((c) => !entering.includes(c) && isCreature(state, c)).length,
    }],
    activated: [{
      text: '{2}{W}, Remove a +1/+1 counter from Custodi Soulbinders: Create a 1/1 white Spirit creature token with flying.',
      cost: { mana: '{2}{W}', removeCounters: { counter: '+1/+1', amount: 1 } },
      effects: [{ do: 'token', token: 'token:spirit-1-1-flying', amount: 1, who: 'you' }],
    }],
  }),
  card('Noble Templar', { keywords: ['vigilance'], activated: [landTypecycling('Plains', '{2}')] }),
  card('Reya Dawnbringer', {
    keywords: ['flying'],
    triggered: [{
      text: 'At the beginning of your upkeep, you may return target creature card from your graveyard to the battlefield.',
      when: { event: 'beginningOfStep', step: 'upkeep', whose: 'you' },
      targets: [{ kind: 'object', zone: 'graveyard', filter: { types: ['Creature'], controller: 'you' }, text: 'target creature card from your graveyard' }],
      effects: [{ do: 'may', prompt: 'return the creature card to the battlefield', then: [{ do: 'putOntoBattlefield', what: { target: 0 } }] }],
    }],
  }),
  card('Apex Hawks', {
    multikicker: '{1}{W}',
    keywords: ['flying'],
    statics: [{
      kind: 'entersWithCounters',
      text: 'Apex Hawks enters the battlefield with a +1/+1 counter on it for each time it was kicked.',
      counter: '+1/+1',
      amount: (state, id) => timesKicked(state, id),
    }],
  }),
  card('Stave Off', {
    spell: { targets: [targetCreature], effects: [protectionFromChosenColor(0)] },
  }),
  card('Intangible Virtue', {
    statics: [
      { kind: 'modifyPT', text: 'Creature tokens you control get +1/+1', affects: { types: ['Creature'], token: true, controller: 'you' }, power: 1, toughness: 1 },
      { kind: 'grantKeywords', text: 'and have vigilance.', affects: { types: ['Creature'], token: true, controller: 'you' }, keywords: ['vigilance'] },
    ],
  }),
  card('Valor Made Real', {
    // overrides the one attacker a blocker normally blocks (CR 509.1a)
    spell: { targets: [targetCreature], effects: [{ do: 'blockAnyNumber', what: { target: 0 }, until: 'endOfTurn' }] },
  }),
  card('Wakestone Gargoyle', {
    keywords: ['defender', 'flying'],
    activated: [{
      text: "{1}{W}: Creatures you control with defender can attack this turn as though they didn't have defender.",
      cost: { mana: '{1}{W}' },
      effects: [{ do: 'attackDespiteDefender', creaturesOf: 'you', until: 'endOfTurn' }],
    }],
  }),
  card('Glimmerpoint Stag', {
    keywords: ['vigilance'],
    triggered: [
      {
        text: 'When Glimmerpoint Stag enters the battlefield, exile another target permanent. Return that card to the battlefield under its owner\'s control at the beginning of the next end step.',
        when: { event: 'entersBattlefield', subject: 'self' },
        targets: [target('another target permanent', { other: true })],
        effects: [{ do: 'exile', what: { target: 0 } }, { do: 'delayedTrigger', ability: 1, about: { target: 0 } }],
      },
      {
        text: "Return that card to the battlefield under its owner's control at the beginning of the next end step.",
        when: { event: 'delayed', at: 'nextEndStep' },
        effects: [{ do: 'customAsking', text: "Return that card to the battlefield under its owner's control.", run: returnUnderOwnersControl }],
      },
    ],
  }),
  card('Pristine Angel', {
    keywords: ['flying'],
    statics: [{
      kind: 'grantKeywords',
      text: 'As long as Pristine Angel is untapped, it has protection from artifacts and from all colors.',
      affects: { itself: true, test: (state, id, _controller, source) => id === source && !obj(state, id).tapped },
      keywords: ['protection from artifacts', 'protection from white', 'protection from blue', 'protection from black', 'protection from red', 'protection from green'],
    }],
    triggered: [{
      text: 'Whenever you cast a spell, you may untap Pristine Angel.',
      when: { event: 'castSpell', who: 'you' },
      effects: [{ do: 'may', prompt: 'untap Pristine Angel', then: [{ do: 'untap', what: 'self' }] }],
    }],
  }),
  card('Rout', {
    flashCost: '{2}',
    spell: { effects: [{ do: 'destroy', what: { all: { types: ['Creature'] } }, noRegeneration: true }] },
  }),
];
