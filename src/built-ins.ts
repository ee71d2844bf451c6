/**
 * Fills the engine's registries with what is built into the package: the effect steps, amounts and
 * event prose the rule modules and variants define, the catalog of cards (the card sets and the
 * cards formats define) and the formats, with the default one. The core (`src/engine/`,
 * `src/zones/`, `src/state/`) imports no rule, format, variant or card set
 * (`scripts/check-layers.mjs`); every entry of the package calls {@link registerBuiltIns} as it
 * loads, and so does the test setup.
 *
 * @module
 */
import { cards, findDefinition, implementedName } from './cards/registry.js';
import { didYouMean } from './cards/names.js';
import { registerCardCatalog } from './engine/card-catalog.js';
import { registerEffectSteps } from './engine/effect-steps.js';
import { registerEventProse, type RuleEventProse } from './engine/event-prose.js';
import { hasFormat, setDefaultFormat } from './engine/format.js';
import { BUILT_IN_FORMATS, DEFAULT_FORMAT } from './formats/built-in.js';
import { isNameableCard, nameableCardsProblem } from './rules/702.106-hidden-agenda.js';
import { RULE_EFFECTS } from './rules/effects.js';
import { RULE_EVENTS } from './rules/events.js';
import type { RuleEventType } from './state/rule-events.js';
import { magicTechEvents } from './variants/magic-tech/events.js';
import { mentalMagicEvents } from './variants/mental-magic/events.js';

/** The prose of every event a rule or a variant defines: `tsc` refuses a type of `RuleEventPayloads` left out. */
const EVENT_PROSE = { ...RULE_EVENTS, ...magicTechEvents, ...mentalMagicEvents } satisfies RuleEventProse<RuleEventType>;

let registered = false;

/** Registers the built-in rules' effect steps and event prose, the card sets and the formats; does nothing the second time. */
export function registerBuiltIns(): void {
  if (registered) return;
  registered = true;
  for (const effects of RULE_EFFECTS) registerEffectSteps(effects);
  registerEventProse(EVENT_PROSE);
  registerCardCatalog({
    findDefinition, implementedName, unknownNameHint: didYouMean, isNameableCard, nameableCardsProblem, implementedCard: cards.get, implementedCards: cards.list,
  });
  // the formats registered themselves as their modules loaded
  for (const id of BUILT_IN_FORMATS) if (!hasFormat(id)) throw new Error(`the built-in format ${id} is not registered`);
  setDefaultFormat(DEFAULT_FORMAT);
}
