/**
 * CN2 cards that copy creatures (CR 707) that issue 17 added: token copies of a permanent (CR
 * 111.1, 707.2) and a creature that enters as a copy (CR 707.9).
 *
 * @module
 */
import { targetCreature } from '../common.js';
import { card, type CardDefinition } from '../definition.js';
import { monstrosityAbility } from '../monstrous.js';

/** The CN2 copy cards of issue 17. */
export const cn2Copies: readonly CardDefinition[] = [
  card('Splitting Slime', {
    activated: [monstrosityAbility('{4}{G}{G}', 3)],
    triggered: [{
      text: "When Splitting Slime becomes monstrous, create a token that's a copy of Splitting Slime.",
      when: { event: 'becomesMonstrous' },
      // CR 707.2: the token copies the copiable values only, so it has no counters and isn't monstrous
      effects: [{ do: 'tokenCopy', of: 'self', who: 'you' }],
    }],
  }),
  card('Stunt Double', {
    keywords: ['flash'],
    statics: [{ kind: 'entersAsCopy', text: 'You may have Stunt Double enter the battlefield as a copy of any creature on the battlefield.', addKeywords: [] }],
  }),
  card('Followed Footsteps', {
    enchant: { ...targetCreature, text: 'Enchant creature' },
    triggered: [{
      text: "At the beginning of your upkeep, create a token that's a copy of enchanted creature.",
      when: { event: 'beginningOfStep', step: 'upkeep', whose: 'you' },
      // read as it resolves: the creature enchanted then, or last enchanted if both have left (CR 608.2h)
      effects: [{ do: 'tokenCopy', of: 'attached', who: 'you' }],
    }],
  }),
];
