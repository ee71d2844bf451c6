/**
 * CR 702.121 Melee (702.120 in the 2016 edition of *Conspiracy: Take the Crown*). Melee is a
 * triggered ability of a creature that fires as it attacks (702.121a) and gives it +1/+1 until end
 * of turn for each opponent its controller attacked with a creature this combat; each instance
 * triggers separately (702.121b).
 *
 * The count is taken as the ability resolves, from the players recorded as attacked when attackers
 * were declared (`combat.attackedPlayers`, CR 508.1): so it does not matter whether those creatures
 * are still attacking or on the battlefield, or whether that opponent is still in the game, and a
 * planeswalker attacked is no opponent attacked. A creature put onto the battlefield attacking was
 * never declared as an attacker (CR 508.4), so it neither counts nor makes melee trigger.
 *
 * @module
 */
import type { RuleModule } from '../engine/format.js';

/** CR 702.121: melee. */
export const melee: RuleModule = {
  number: '702.121',
  title: 'Melee',
  keywords: ['melee'],
  triggered: [
    {
      text: 'Melee (Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked this combat.)',
      rule: '702.121a',
      keyword: 'melee',
      event: 'attacks',
      effects: [{ do: 'pump', what: 'self', power: { opponentsAttacked: true }, toughness: { opponentsAttacked: true } }],
    },
  ],
};
