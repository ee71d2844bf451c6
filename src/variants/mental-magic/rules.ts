/**
 * The rules of Async Mental Magic (v20181215a, kept in the project's seeds), as the variant's text
 * numbers them (`'AMM 5c'`), for citation and look-up: `rules.get('AMM 5c')` finds section AMM 5
 * with its rules. The titles and summaries are this project's own words.
 *
 * @module
 */
import type { VariantRule, VariantSection } from '../magic-tech/rules.js';

const r = (id: string, summary: string): VariantRule => ({ id, summary });

/** The sections of Async Mental Magic, in the order of its text. */
export const MENTAL_MAGIC_SECTIONS: readonly VariantSection[] = [
  { id: 'AMM 1', title: 'Card IDs and bot commands', keywords: ['card id', 'pull', 'flip'], rules: [] },
  { id: 'AMM 2', title: 'Inexhaustible libraries', keywords: ['library', 'sideboard'], rules: [
    r('AMM 2a', 'Cards that care how big a library is are banned.'),
    r('AMM 2b', 'Cards that reveal from a library until a condition is met are banned.'),
    r('AMM 2c', 'A search of a library searches its owner\'s sideboard of endless basic lands instead.'),
    r('AMM 2d', 'Cards with IDs in a library, except its top card, stop existing when state-based actions are checked.'),
    r('AMM 2e', 'Cards in a graveyard stop existing then, unless something on the stack or a delayed trigger refers to them.'),
    r('AMM 2f', 'Cards in exile stop existing then, unless anything refers to them.'),
  ] },
  { id: 'AMM 3', title: 'Unnamed cards', keywords: ['unnamed'], rules: [
    r('AMM 3a', 'A name a card is given lasts for the rest of the game.'),
  ] },
  { id: 'AMM 4', title: 'Utopia', keywords: ['utopia'], rules: [
    r('AMM 4a', 'Naming Utopia is the turn\'s land play; extra land plays do not allow another.'),
  ] },
  { id: 'AMM 5', title: 'Naming a card', keywords: ['naming', 'name a card'], rules: [
    r('AMM 5a', 'An exile effect that only keeps referring to cards matching a description refers to every card it exiled.'),
    r('AMM 5b', 'A player may name an opponent\'s unnamed card that an effect they control puts under their control.'),
    r('AMM 5c', 'The name must be of a card with the same mana cost, up to the equivalences below, which do not chain.'),
    r('AMM 5d', 'A card costing {0} and a card without a mana cost may become each other.'),
    r('AMM 5e', 'Multicolored cards with a non-hybrid colored symbol and the same mana value may become each other.'),
    r('AMM 5f', 'Hybrid symbols match either of their halves.'),
    r('AMM 5g', 'Phyrexian symbols match the plain symbol of their color; this equivalence chains.'),
    r('AMM 5h', 'Either half of a named split card may be cast.'),
  ] },
  { id: 'AMM 6', title: 'Names used once', keywords: ['used names', 'banned'], rules: [
    r('AMM 6a', 'Ante, dexterity and silver-bordered cards are banned.'),
    r('AMM 6b', 'Cards that can make face-down spells or permanents are banned.'),
  ] },
  { id: 'AMM 7', title: 'Control of the turn', keywords: ['control of the turn', 'turnover'], rules: [
    r('AMM 7a', 'Control passes at end of turn, or when the non-active player has a decision with several options.'),
    r('AMM 7b', 'Decisions from effects of cards the non-active player named do not pass control.'),
    r('AMM 7c', 'Chances to name specific cards through the ability offering them do not pass control.'),
    r('AMM 7d', 'Chances to name any card with given characteristics do pass control.'),
    r('AMM 7e', 'After control passes, the non-active player makes their decisions and names cards but gets no priority.'),
    r('AMM 7f', 'No decision is made before the first turn.'),
    r('AMM 7g', 'A player controlling another\'s turn plays it within rules 7 and 8.'),
  ] },
  { id: 'AMM 8', title: 'Uncontrolled decisions', keywords: ['specification', 'direction', 'category'], rules: [
    r('AMM 8a', 'NO_ACTION: an option that takes no action, not naming a card included.'),
    r('AMM 8b', 'SELF and OPPONENT: choices of a player or their objects over the others.'),
    r('AMM 8c', 'OTHER: anything else; MYRIAD: creature types, card names not in the game, numbers of several digits.'),
    r('AMM 8d', 'The default: NO_ACTION, else a random non-MYRIAD option, else a random MYRIAD one, else the smallest number.'),
    r('AMM 8e', 'A player may specify, per ability, the categories to choose at random from first.'),
    r('AMM 8f', 'Before turning control over, the active player may direct blocker order and combat damage.'),
    r('AMM 8g', 'Specifications and directions are public.'),
  ] },
  { id: 'AMM 9', title: 'Peeking and teams', keywords: ['peek', 'dibs', 'team'], rules: [
    r('AMM 9a', 'A player may join a team by calling dibs during one of its turns.'),
  ] },
];
