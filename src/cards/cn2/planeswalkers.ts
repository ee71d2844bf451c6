/**
 * Planeswalkers of Conspiracy: Take the Crown (CN2): loyalty abilities activated once each turn at
 * sorcery speed (CR 606.3).
 *
 * @module
 */
import { askEntryChoices } from '../../engine/entry-choices.js';
import { characteristics } from '../../engine/characteristics.js';
import { exile, putOntoBattlefield } from '../../engine/game-actions.js';
import { createTokenCopy } from '../../engine/token-copy.js';
import { createDelayedTrigger } from '../../engine/triggers.js';
import { sacrificedThisWay } from '../../engine/resolve.js';
import type { ObjectId } from '../../state/types.js';
import type { EffectContext } from '../types.js';
import { emit } from '../../engine/log.js';
import { isCurrent, obj, onBattlefield } from '../../zones/zones.js';
import { target, targetCreature } from '../common.js';
import { card, type CardDefinition } from '../definition.js';

/**
 * What Kaya's first ability may exile as it resolves: Kaya, if still on the battlefield, and the
 * target creature, if one was chosen and is still legal (its first two rulings: an illegal target
 * stops the whole ability, CR 608.2b, so only a legal one reaches here).
 */
function kayaExileOptions({ state, object, source }: EffectContext): ObjectId[] {
  const out: ObjectId[] = [];
  if (onBattlefield(state, source)) out.push(source);
  const t = obj(state, object).targets[0];
  if (t !== undefined && 'object' in t && onBattlefield(state, t.object) && t.object !== source) out.push(t.object);
  return out;
}

/** The CN2 planeswalkers the engine implements. */
export const cn2Planeswalkers: readonly CardDefinition[] = [
  card('Daretti, Ingenious Iconoclast', {
    activated: [
      {
        text: '+1: Create a 1/1 colorless Construct artifact creature token with defender.',
        cost: { loyalty: 1 },
        effects: [{ do: 'token', token: 'token:construct-1-1-defender', amount: 1, who: 'you' }],
      },
      {
        text: '−1: You may sacrifice an artifact. If you do, destroy target artifact or creature.',
        cost: { loyalty: -1 },
        targets: [target('target artifact or creature', { types: ['Artifact', 'Creature'] })],
        effects: [{
          // "if you do": only a player who controls an artifact can sacrifice one
          do: 'conditional',
          text: 'You may sacrifice an artifact. If you do, destroy target artifact or creature.',
          condition: ({ state, controller }) => state.battlefield.some((id) => {
            const c = characteristics(state, id);
            return c.controller === controller && c.types.includes('Artifact');
          }),
          then: [{
            do: 'may',
            prompt: 'sacrifice an artifact',
            then: [
              { do: 'sacrifice', who: 'you', filter: { types: ['Artifact'] }, amount: 1 },
              // "if you do" (CR 608.2c): only if an artifact was sacrificed, none being left to sacrifice when its
              // owner has left the game meanwhile (CR 800.4a)
              {
                do: 'conditional',
                text: 'If you do, destroy target artifact or creature.',
                condition: ({ state }) => sacrificedThisWay(state) > 0,
                then: [{ do: 'destroy', what: { target: 0 } }],
              },
            ],
          }],
        }],
      },
      {
        text: '−6: Choose target artifact card in a graveyard or artifact on the battlefield. Create three tokens that are copies of it.',
        cost: { loyalty: -6 },
        targets: [{ kind: 'object', zone: 'battlefieldOrGraveyard', filter: { types: ['Artifact'] }, text: 'target artifact card in a graveyard or artifact on the battlefield' }],
        effects: [{
          do: 'custom',
          text: 'Create three tokens that are copies of it.',
          run: ({ state, object, controller }) => {
            const t = obj(state, object).targets[0];
            if (!t || !('object' in t)) return;
            // CR 707.2, 111.1: the copies take the copiable values of the card or permanent: a card's
            // printed ones, or what a permanent that is itself a copy copies (CR 707.3)
            for (let i = 0; i < 3; i++) createTokenCopy(state, t.object, controller);
          },
        }],
      },
    ],
  }),
  card('Kaya, Ghost Assassin', {
    activated: [
      {
        text: "0: Exile Kaya, Ghost Assassin or up to one target creature. Return that card to the battlefield under its owner's control at the beginning of your next upkeep. You lose 2 life.",
        cost: { loyalty: 0 },
        targets: [{ ...targetCreature, text: 'up to one target creature', optional: true }],
        effects: [
          {
            do: 'choices',
            text: 'Exile Kaya, Ghost Assassin or up to one target creature. Return that card to the battlefield under its owner\'s control at the beginning of your next upkeep.',
            asks: (ctx) => {
              const options = kayaExileOptions(ctx);
              return options.length < 2 ? [] : [{ player: ctx.controller, choice: { prompt: 'exile', options: options.map((object) => ({ object })), min: 1, max: 1, rule: '608.2d' } }];
            },
            then: (ctx, answers) => {
              const options = kayaExileOptions(ctx);
              const chosen = options[answers[0]?.[0] ?? 0];
              if (chosen === undefined) return;
              const exiled = exile(ctx.state, chosen);
              // CR 603.7a: the delayed ability refers to the card in exile (a token there ceases to exist, CR 111.7)
              createDelayedTrigger(ctx.state, { card: 'Kaya, Ghost Assassin', ability: 0, controller: ctx.controller, source: ctx.source, object: exiled });
              emit(ctx.state, { type: 'delayedTrigger', rule: '603.7a', player: ctx.controller, object: exiled, card: 'Kaya, Ghost Assassin' });
            },
          },
          { do: 'loseLife', amount: 2, who: 'you' },
        ],
      },
      {
        text: '−1: Each opponent loses 2 life and you gain 2 life.',
        cost: { loyalty: -1 },
        effects: [{ do: 'loseLife', amount: 2, who: 'eachOpponent' }, { do: 'gainLife', amount: 2, who: 'you' }],
      },
      {
        text: '−2: Each opponent discards a card and you draw a card.',
        cost: { loyalty: -2 },
        effects: [{ do: 'discard', amount: 1, who: 'eachOpponent' }, { do: 'draw', amount: 1, who: 'you' }],
      },
    ],
    triggered: [{
      text: "Return that card to the battlefield under its owner's control at the beginning of your next upkeep.",
      when: { event: 'delayed', at: 'yourNextUpkeep' },
      effects: [{
        do: 'customAsking',
        text: "Return that card to the battlefield under its owner's control.",
        run: ({ state, trigger }, io) => {
          const card = trigger?.object;
          if (card === null || card === undefined || !isCurrent(state, card) || obj(state, card).zone !== 'exile') return true;
          // CR 614.12a, 707.9: its owner makes its entry choices before it enters
          const entering = askEntryChoices(state, io, 'enter', card, obj(state, card).owner);
          if (!entering) return false;
          putOntoBattlefield(state, card, obj(state, card).owner, '610.3', false, entering);
          return true;
        },
      }],
    }],
  }),
];
