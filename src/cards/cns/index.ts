/**
 * Conspiracy (CNS) card definitions. Cards printed in both sets are defined once, with the CN2 cards.
 *
 * @module
 */
import type { CardDefinition } from '../definition.js';
import { cnsColorless } from './artifacts.js';
import { cnsAuras } from './auras.js';
import { cnsBlack } from './black.js';
import { cnsBlue } from './blue.js';
import { cnsCombat } from './combat.js';
import { cnsDamage } from './damage.js';
import { cnsConspiracies } from './conspiracies.js';
import { cnsCopies } from './copies.js';
import { cnsDethrone } from './dethrone.js';
import { cnsDraftMatters } from './draft-matters.js';
import { cnsEquipment } from './equipment.js';
import { cnsGreen } from './green.js';
import { cnsMulticolor } from './multicolor.js';
import { cnsPlaneswalkers } from './planeswalkers.js';
import { cnsParley } from './parley.js';
import { cnsRed } from './red.js';
import { cnsVote } from './vote.js';
import { cnsWhite } from './white.js';
import { cnsXActivated } from './x-activated.js';
import { cnsLibraryGraveyard } from './library-graveyard.js';
import { bragoKingEternal } from './brago.js';

/** Every implemented CNS card. */
export const cnsCards: readonly CardDefinition[] = [
  ...cnsWhite, ...cnsBlue, ...cnsBlack, ...cnsRed, ...cnsGreen, ...cnsMulticolor, ...cnsColorless, ...cnsDethrone, ...cnsParley, ...cnsVote, ...cnsConspiracies, ...cnsDraftMatters, ...cnsXActivated,
  ...cnsAuras, ...cnsEquipment, ...cnsPlaneswalkers, ...cnsLibraryGraveyard, bragoKingEternal,
  ...cnsCombat, ...cnsDamage, ...cnsCopies,
];
