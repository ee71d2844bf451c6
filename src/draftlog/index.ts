/**
 * Draft logs in the formats other draft tools read: Draftmancer's JSON draft log and MTGO's text
 * draft log (export), and Draftmancer's draft log of a CNS or CN2 draft into card pools and draft
 * records (import).
 *
 * @module
 */
export { toDraftmancerLog, draftmancerCardId } from './draftmancer-export.js';
export type { DraftmancerExportOptions } from './draftmancer-export.js';
export type { DraftmancerCard, DraftmancerLog, DraftmancerPick, DraftmancerUser } from './draftmancer-types.js';
export { toMtgoDraftLog } from './mtgo-export.js';
export type { MtgoDraftLogOptions } from './mtgo-export.js';
export { fromDraftmancerLog } from './draftmancer-import.js';
export type { ImportedDrafter } from './draftmancer-import.js';
