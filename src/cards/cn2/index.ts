/**
 * Conspiracy: Take the Crown (CN2) card definitions. Cards printed in both sets (Altar's Reap,
 * Copperhorn Scout, Doomed Traveler, Plummet, Runed Servitor, Trumpet Blast) are defined here once.
 *
 * @module
 */
import type { CardDefinition } from '../definition.js';
import { cn2Colorless } from './artifacts.js';
import { cn2Combat } from './combat.js';
import { cn2Copies } from './copies.js';
import { cn2Counters } from './counters.js';
import { cn2Damage } from './damage.js';
import { cn2DraftMatters } from './draft-matters.js';
import { cn2Auras } from './auras.js';
import { cn2Black } from './black.js';
import { cn2Equipment } from './equipment.js';
import { cn2Blue } from './blue.js';
import { cn2Conspiracies } from './conspiracies.js';
import { cn2Goad } from './goad.js';
import { cn2Green } from './green.js';
import { cn2Legendary } from './legendary.js';
import { cn2Melee } from './melee.js';
import { cn2Monarch } from './monarch.js';
import { cn2Multicolor } from './multicolor.js';
import { cn2Planeswalkers } from './planeswalkers.js';
import { cn2Red } from './red.js';
import { cn2Vote } from './vote.js';
import { cn2White } from './white.js';
import { showAndTellCard } from './show-and-tell.js';

/** Every implemented CN2 card. */
export const cn2Cards: readonly CardDefinition[] = [
  ...cn2White, ...cn2Blue, ...cn2Black, ...cn2Red, ...cn2Green, ...cn2Multicolor, ...cn2Colorless, ...cn2Legendary, ...cn2Monarch, ...cn2Melee, ...cn2Goad, ...cn2Vote, ...cn2Conspiracies, ...cn2DraftMatters,
  ...cn2Auras, ...cn2Equipment, ...cn2Planeswalkers, showAndTellCard,
  ...cn2Combat, ...cn2Copies, ...cn2Counters, ...cn2Damage,
];
