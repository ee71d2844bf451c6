/**
 * The prose of the log events the rule modules define (CR 725, 701.15, 701.38, …), gathered for the
 * package's entries to register with `describeEvent` (`registerEventProse`, `src/built-ins.ts`).
 *
 * @module
 */
import { changingTargetsEvents } from './115.7-changing-targets.js';
import { conspiracyEvents } from './315-conspiracies.js';
import { extraTurnEvents } from './500.7-extra-turns.js';
import { removedFromCombatEvents } from './506.4-removed-from-combat.js';
import { castingWhileResolvingEvents } from './608.2g-casting-while-resolving.js';
import { goadEvents } from './701.15-goad.js';
import { revealedBeforeShuffleEvents } from './701.20-reveal-before-shuffle.js';
import { scryEvents } from './701.22-scry.js';
import { monstrosityEvents } from './701.37-monstrosity.js';
import { voteEvents } from './701.38-vote.js';
import { hiddenAgendaEvents } from './702.106-hidden-agenda.js';
import { phasingEvents } from './702.26-phasing.js';
import { copyingSpellsEvents } from './707.10-copying-spells.js';
import { monarchEvents } from './725-the-monarch.js';
import { conspiracyDraftEvents } from './905-conspiracy-draft.js';

/** Every rule's event prose, by event type. */
export const RULE_EVENTS = {
  ...changingTargetsEvents, ...conspiracyEvents, ...extraTurnEvents, ...removedFromCombatEvents, ...castingWhileResolvingEvents,
  ...goadEvents, ...revealedBeforeShuffleEvents, ...scryEvents, ...monstrosityEvents, ...voteEvents, ...hiddenAgendaEvents,
  ...phasingEvents, ...copyingSpellsEvents, ...monarchEvents, ...conspiracyDraftEvents,
};
