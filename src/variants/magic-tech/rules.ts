/**
 * The rules of the Magic Tech variant, numbered for citation (`'MT 4.2'`). The variant's text
 * (a fan variant by Steve Zamborsky, kept in the project's seeds) has no numbers of its own, so
 * this registry numbers its sections and rules in the order the text gives them; every event the
 * variant's modules log cites one of these ids. It answers like the CR registry of
 * `src/rules/registry.ts`: a rule id resolves to its titled section (`'MT 4.2'` to `'MT 4'`), and a
 * keyword finds its section ignoring case. The titles and summaries are this project's own words.
 *
 * @module
 */
import { deepFreeze } from '../../state/deep-freeze.js';

/** One rule of the Magic Tech variant. */
export interface VariantRule {
  /** Its id, e.g. `'MT 4.2'`. */
  readonly id: string;
  /** A short summary in this project's words. */
  readonly summary: string;
}

/** One titled section of the Magic Tech variant with its rules. */
export interface VariantSection {
  /** Its id, e.g. `'MT 4'`. */
  readonly id: string;
  /** Its title. */
  readonly title: string;
  /** Words that find it. */
  readonly keywords: readonly string[];
  /** Its rules, in order. */
  readonly rules: readonly VariantRule[];
}

const r = (id: string, summary: string): VariantRule => ({ id, summary });

/** The sections of the Magic Tech variant, in the order of its text; frozen, as the lookups below read them. */
export const MAGIC_TECH_SECTIONS: readonly VariantSection[] = deepFreeze([
  { id: 'MT 1', title: 'Object of the game', keywords: ['stockpile', 'loss', 'empty library'], rules: [
    r('MT 1.1', 'A player whose stockpile (library) is empty loses; players who run out at the same time draw.'),
  ] },
  { id: 'MT 2', title: 'Setup', keywords: ['deck size', 'two players'], rules: [
    r('MT 2.1', 'A deck has at most 60 cards.'),
    r('MT 2.2', 'Two players play.'),
  ] },
  { id: 'MT 3', title: 'Turn sequence', keywords: ['phases', 'untap', 'draw', 'upkeep'], rules: [
    r('MT 3.1', 'A turn has the phases untap, draw, upkeep, deploy, missions and end, in that order.'),
    r('MT 3.2', 'Untap, draw and upkeep go as in Magic; the draw comes before the upkeep.'),
  ] },
  { id: 'MT 4', title: 'Deploying', keywords: ['deploy', 'face down', 'counters', 'reveal'], rules: [
    r('MT 4.1', 'Cards are played from hand only by deploying them face down on the table, instants too.'),
    r('MT 4.2', 'Two deployments a turn, fewer on the first player\'s first turn.'),
    r('MT 4.3', 'Mana pays activation costs or becomes counters on a face-down deployed card.'),
    r('MT 4.4', 'A card with enough counters is cast by turning it face up.'),
    r('MT 4.5', 'A sorcery is turned face up during its controller\'s turn, an instant at any time.'),
    r('MT 4.6', 'Lands cost nothing: up to two a turn are deployed and turned face up at once.'),
    r('MT 4.7', 'A colored symbol counts as generic with the matching basic land in play, as three generic without.'),
  ] },
  { id: 'MT 5', title: 'Patrol and guard', keywords: ['patrol', 'guard', 'deploy area', 'relocate'], rules: [
    r('MT 5.1', 'In the deploy phase, creatures that began the turn in play move between patrol and guarding a card.'),
    r('MT 5.2', 'A guard protects its controller\'s stockpile or any card they have in play, under construction too.'),
    r('MT 5.3', 'Revealed creatures stay in the deploy area until the end of the turn; haste puts them on patrol at once.'),
  ] },
  { id: 'MT 6', title: 'Missions', keywords: ['mission', 'attack'], rules: [
    r('MT 6.1', 'Any number of missions a turn, each a separate attack by one or more creatures on the stockpile or a card.'),
    r('MT 6.2', 'Instants and other effects may be played during a mission as during an attack.'),
    r('MT 6.3', 'At the end of a mission every creature in it becomes tapped.'),
  ] },
  { id: 'MT 7', title: 'Blocking', keywords: ['block', 'evasion'], rules: [
    r('MT 7.1', 'An untapped creature on patrol blocks as in Magic, evasion included.'),
    r('MT 7.2', 'An untapped guard blocks any creature attacking the card it guards, ignoring evasion, and nothing else.'),
    r('MT 7.3', 'An untapped creature on patrol cannot be attacked; a tapped one can.'),
  ] },
  { id: 'MT 8', title: 'Attack, armor and structure', keywords: ['armor', 'structure', 'damage', 'scrapheap'], rules: [
    r('MT 8.1', 'Attack is power; armor is toughness (3 for a land, mana value for another permanent); structure is mana value (3 for a land).'),
    r('MT 8.2', 'Damage goes to armor first; the excess becomes structure damage counters.'),
    r('MT 8.3', 'Structure damage does not heal at the end of the turn.'),
    r('MT 8.4', 'A card whose structure damage counters reach its structure is destroyed.'),
    r('MT 8.5', 'Each point of damage to a stockpile puts its top card on the scrapheap (graveyard).'),
    r('MT 8.6', 'Every two damage to a card under construction remove one of its counters and reveal it; damage to one with no counters buries it.'),
  ] },
  { id: 'MT 9', title: 'Life', keywords: ['life', 'scrap', 'poison'], rules: [
    r('MT 9.1', 'Paying or losing life scraps that many cards from the top of the library instead.'),
    r('MT 9.2', 'Each point of life gained may put the top scrapheap card under the stockpile.'),
    r('MT 9.3', 'Poison counters are ignored.'),
  ] },
  { id: 'MT 10', title: 'Magic keywords', keywords: ['trample', 'first strike', 'regeneration'], rules: [
    r('MT 10.1', 'Trample, rampage, banding, flanking, phasing and first strike work as in Magic.'),
    r('MT 10.2', 'In its controller\'s upkeep a creature with regeneration may pay its cost to remove one structure damage counter.'),
  ] },
  { id: 'MT 11', title: 'End phase', keywords: ['end phase', 'hand size'], rules: [
    r('MT 11.1', 'In the end phase, creatures revealed this turn go on patrol.'),
    r('MT 11.2', 'There is no maximum hand size.'),
  ] },
  { id: 'MT 12', title: 'Mulligan', keywords: ['mulligan', 'paris mulligan'], rules: [
    r('MT 12.1', 'Paris mulligan: shuffle the hand back and draw one card fewer, as often as wished while the hand has cards.'),
    r('MT 12.2', 'The first player decides first, then the other; a player who keeps cannot change their mind.'),
  ] },
]);

const byId = new Map<string, VariantSection>();
const byKeyword = new Map<string, VariantSection>();
for (const s of MAGIC_TECH_SECTIONS) {
  byId.set(s.id, s);
  for (const k of [s.title, ...s.keywords]) byKeyword.set(k.toLowerCase(), s);
}

/**
 * Finds a section of the Magic Tech rules: by id (`'MT 4'`), by a rule's id (`'MT 4.2'` resolves
 * to `'MT 4'`, if that rule exists), or by title or keyword, ignoring case.
 */
export function magicTechSection(idOrAlias: string): VariantSection | undefined {
  const m = /^MT (\d+)(?:\.(\d+))?$/.exec(idOrAlias.trim());
  if (m) {
    const s = byId.get(`MT ${m[1]}`);
    if (!s || (m[2] !== undefined && !s.rules.some((x) => x.id === idOrAlias.trim()))) return undefined;
    return s;
  }
  return byKeyword.get(idOrAlias.trim().toLowerCase());
}

/** Whether `id` is a rule or section id of the Magic Tech rules. */
export function isMagicTechRule(id: string): boolean {
  return /^MT \d+/.test(id) && magicTechSection(id) !== undefined;
}
