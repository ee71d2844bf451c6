import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computeRuleUses } from '../../scripts/rule-uses.js';
import { rules } from '../../src/index.js';
import { cn2Cards } from '../../src/cards/cn2/index.js';
import committed from '../../src/rules/data/rule-uses.json';

const root = join(__dirname, '..', '..');

describe('which keywords and cards use each rule', () => {
  it('the committed src/rules/data/rule-uses.json is what the modules and card definitions say (else run npx tsx scripts/build-rule-uses.ts)', () => {
    expect(JSON.parse(JSON.stringify(computeRuleUses(root)))).toEqual(committed);
  });

  it('keywords name their rule and list the cards that have them', () => {
    const flying = rules.get('flying');
    expect(flying?.number).toBe('702.9');
    expect(flying?.usedBy.keywords).toContain('flying');
    expect(flying?.usedBy.cards).toContain('Air Servant');
    expect(flying?.usedBy.cards).not.toContain('Grizzly Bears');
  });

  it('keyword actions and ability words list the cards whose text uses them', () => {
    const vote = rules.get('701.38');
    expect(vote?.usedBy.keywords).toEqual(expect.arrayContaining(['will of the council', "council's dilemma"]));
    expect(vote?.usedBy.cards).toContain("Council's Judgment");
    // "You choose how each player votes this turn": the word inflected, no vote keyword
    expect(vote?.usedBy.cards).toContain('Illusion of Choice');
    // "you become the monarch" in the text, no printed keyword
    expect(rules.get('monarch')?.usedBy.cards).toEqual(expect.arrayContaining(['Palace Jailer', 'Queen Marchesa', 'Custodi Lich']));
    expect(rules.get('207.2c')?.usedBy.keywords).toEqual(expect.arrayContaining(['parley']));
    // every ability word of CR 207.2c, also those a rule module declares (votes, 701.38)
    expect(rules.get('207.2c')?.usedBy.keywords).toEqual(["council's dilemma", 'morbid', 'parley', 'will of the council']);
    expect(rules.get('207')?.usedBy.cards).toEqual(expect.arrayContaining(["Council's Judgment", 'Messenger Jays', 'Selvala, Explorer Returned']));
    expect(rules.get('will of the council')?.number).toBe('701.38');
    expect(rules.get("council's dilemma")?.usedBy.keywords).toContain("council's dilemma");
    // An ability word finds the rule that lists it.
    expect(rules.get('Parley')?.number).toBe('207');
    expect(rules.get('morbid')?.usedBy.cards.length).toBeGreaterThan(0);
    expect(rules.get('conspiracy')?.usedBy.cards).toContain('Backup Plan');
    expect(rules.get('905')?.usedBy.cards).toContain('Cogwork Librarian');
  });

  it('implemented is true for every rule the engine plays, with or without a rule module', () => {
    // scry and monstrosity are effect steps, kicker a cost of casting: no rule module declares them
    for (const word of ['scry', 'monstrosity', 'kicker', 'multikicker']) expect(rules.get(word)?.implemented, word).toBe(true);
    expect(rules.get('multikicker')?.number).toBe('702.33');
    expect(rules.get('kicker')?.usedBy.cards).toContain('Gnarlid Pack');
    // every file of src/rules plays (a part of) the titled rule its name starts with
    // (702-keyword-abilities.ts holds a module for each evergreen keyword, 702.2 Deathtouch…, not 702 itself)
    const files = readdirSync(join(root, 'src', 'rules'))
      .flatMap((f) => /^(\d{3}(?:\.\d+[a-z]*)?)-.*\.ts$/.exec(f)?.[1] ?? [])
      .filter((number) => number !== '702');
    expect(files.length).toBeGreaterThan(40);
    for (const number of files) expect(rules.get(number)?.implemented, number).toBe(true);
    expect(rules.get('716')?.implemented).toBe(false);
  });

  it('the keyword abilities and actions of CNS and CN2 the engine plays without a rule module are implemented, typecycling included (CR 702.29e)', () => {
    const played = ['attach', 'counter', 'create', 'destroy', 'discard', 'exchange', 'exile', 'fight', 'mill', 'regenerate', 'sacrifice', 'search', 'shuffle', 'tap', 'enchant', 'equip', 'cycling'];
    for (const word of played) expect(rules.get(word)?.implemented, word).toBe(true);
    for (const word of ['landcycling', 'basic landcycling', 'plainscycling', 'swampcycling', 'typecycling']) expect(rules.get(word)?.number, word).toBe('702.29');
    expect(rules.get('cycling')?.usedBy.cards).toEqual(expect.arrayContaining(['Noble Templar', 'Twisted Abomination', 'Absorb Vis', 'Fiery Fall', 'Sylvan Bounty']));
    expect(rules.get('cycling')?.usedBy.keywords).toEqual(expect.arrayContaining(['basic landcycling', 'plainscycling']));
    // "They can't be regenerated" (CR 701.19c) and "Regenerate each creature you control"
    expect(rules.get('regenerate')?.usedBy.cards).toEqual(expect.arrayContaining(['Rout', 'Wrap in Vigor', 'Carnage Gladiator']));
    expect(rules.get('attach')?.usedBy.cards).toEqual(expect.arrayContaining(['Stasis Cell', 'Deathrender']));
    // "untap" stays the untap step's word (502), not tapping's (701.26); "counter" names no +1/+1 counter's card
    expect(rules.get('untap')?.number).toBe('502');
    // a step's word names its step, and "draw" drawing a card, as a rules lookup is asked them; a drawn game is 104
    expect(['upkeep', 'draw step', 'cleanup', 'draw', 'drawn game', 'turn'].map((w) => rules.get(w)?.number)).toEqual(['503', '504', '514', '121', '104', '500']);
    expect(rules.get('701.6')?.usedBy.cards).not.toContain('Apex Hawks');
    expect(rules.get('701.6')?.usedBy.cards).toContain('Desertion');
  });

  it('every titled rule the engine cites in its code (log events, refusals) is implemented, as a log links each event to its rule', () => {
    // The deck-list readers name sections the engine does not play (a Commander, a companion: 903, 702.139).
    const dir = join(root, 'src');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.startsWith('decklist'));
    const unplayed = new Set<string>();
    for (const file of files) {
      const code = readFileSync(join(dir, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
      for (const m of code.matchAll(/'(\d{3}(?:\.\d+[a-z]?)?)'/g)) {
        const rule = rules.get(m[1] ?? '');
        if (rule && !rule.implemented) unplayed.add(`${rule.number} ${rule.title} (${file}: '${m[1]}')`);
      }
    }
    expect([...unplayed]).toEqual([]);
    // the step of each event a turn logs, and the rules the core plays in every game
    for (const number of ['504', '510', '514', '121', '613', '614', '615', '616']) expect(rules.get(number)?.implemented, number).toBe(true);
    expect(rules.get('702.139')?.implemented).toBe(false);
  });

  it("a card whose Oracle text gives landwalk, counters a spell, reveals or copies uses that rule, with no keyword of its own", () => {
    // "Enchanted creature has landwalk of the chosen type" (CR 702.14)
    expect(rules.get('landwalk')?.usedBy.cards).toContain("Traveler's Cloak");
    // "counter that spell or ability" (CR 701.6), where no "counter target" is printed
    expect(rules.get('701.6')?.usedBy.cards).toContain('Jetting Glasskite');
    // "If denial gets more votes, counter the spell"
    expect(rules.get('701.6')?.usedBy.cards).toContain('Split Decision');
    expect(rules.get('701.6')?.usedBy.cards).not.toContain('Apex Hawks');
    // revealing cards (CR 701.20): "reveal the top card of your library", "reveal the top five cards";
    // a hidden agenda's reminder text reveals a name, no card
    const reveal = rules.get('701.20')?.usedBy.cards;
    for (const name of ['Coiling Oracle', 'Fact or Fiction', 'Selvala, Explorer Returned', 'Burning Wish']) expect(reveal, name).toContain(name);
    expect(reveal).not.toContain("Adriana's Valor");
    // entering as a copy (CR 707.9), a token copy (707.2), copying a spell (707.10), casting a copy (707.12)
    const copying = rules.get('707')?.usedBy.cards;
    for (const name of ['Stunt Double', "Dack's Duplicate", 'Followed Footsteps', 'Echoing Boon', 'Double Stroke', 'Arcane Savant']) expect(copying, name).toContain(name);
    expect(copying).not.toContain('Palace Jailer');
  });

  it('a rule no card uses lists none', () => {
    expect(rules.get('103')?.usedBy.cards).toEqual([]);
  });

  it('every CN2 card with rules text is listed by a rule its definition cites', () => {
    const listed = new Set(Object.values(committed.uses).flatMap(([, names]) => names));
    const unlisted = cn2Cards.filter((def) => 'rarity' in def.printed && def.printed.oracleText !== '' && !listed.has(def.name));
    expect(unlisted.map((def) => def.name)).toEqual([]);
    // "can't draw more than one card each turn" (CR 121.2b); "any color that a land … could produce" (CR 106.7)
    expect(rules.get('121')?.usedBy.cards).toContain('Leovold, Emissary of Trest');
    expect(rules.get('106')?.usedBy.cards).toContain('Exotic Orchard');
  });
});

describe('variant rules through rules.get', () => {
  it("finds a Magic Tech rule's section, with the variant and its rules", () => {
    const mt = rules.get('MT 8.5');
    expect(mt).toMatchObject({ number: 'MT 8', title: 'Attack, armor and structure', variant: 'Magic Tech', implemented: true });
    expect(mt?.subrules?.map((r) => r.id)).toContain('MT 8.5');
    expect(rules.get('MT 8')?.number).toBe('MT 8');
    expect(rules.get('mt 8.5')?.number).toBe('MT 8');
    expect(rules.get('MT 8.99')).toBeUndefined();
  });

  it("finds an Async Mental Magic rule's section", () => {
    const amm = rules.get('AMM 5c');
    expect(amm).toMatchObject({ number: 'AMM 5', variant: 'Async Mental Magic' });
    expect(amm?.subrules?.find((r) => r.id === 'AMM 5c')?.summary).toMatch(/same mana cost/);
    expect(rules.get('AMM 5z')).toBeUndefined();
    expect(rules.get('AMM 10')).toBeUndefined();
    // Read as a CR number is: a subrule letter in either case, a trailing period.
    expect(rules.get('AMM 5C')?.number).toBe('AMM 5');
    expect(rules.get('AMM 5c.')?.number).toBe('AMM 5');
    expect(rules.get('MT 8.5.')?.number).toBe('MT 8');
    expect(rules.get('AMM 5Z')).toBeUndefined();
    // In any edition, even one before 2014; but a malformed edition is refused as for a CR number.
    expect(rules.get('AMM 5c', '2010-01-01')?.number).toBe('AMM 5');
    expect(() => rules.get('AMM 5c', 'yesterday')).toThrow(RangeError);
    expect(rules.get('725')?.variant).toBeUndefined();
  });

  it("finds a variant's section by a keyword or title of it: after the variant's prefix, and alone where the CR has no such word", () => {
    expect(rules.get('MT patrol')).toMatchObject({ number: 'MT 5', variant: 'Magic Tech' });
    expect(rules.get('patrol')?.number).toBe('MT 5');
    expect(rules.get('AMM utopia')).toMatchObject({ number: 'AMM 4', variant: 'Async Mental Magic' });
    expect(rules.get('Utopia')?.number).toBe('AMM 4');
    expect(rules.get('mt  deploying')?.number).toBe('MT 4');
    // a word the CR has is the CR's; under the prefix, the variant's
    expect(rules.get('untap')?.number).toBe('502');
    expect(rules.get('MT untap')?.number).toBe('MT 3');
    expect(rules.get('attack')?.variant).toBeUndefined();
    expect(rules.get('MT attack')?.number).toBe('MT 6');
    // a prefix no variant has, or a word its sections do not have, finds nothing
    expect(rules.get('XY patrol')).toBeUndefined();
    expect(rules.get('AMM patrol')).toBeUndefined();
  });

  it('every variant rule the engine cites resolves', () => {
    const dir = join(root, 'src');
    const cited = new Set<string>();
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
      for (const m of readFileSync(join(dir, file), 'utf8').matchAll(/\b(MT \d+(?:\.\d+)?|AMM \d+[a-z]?)\b/g)) cited.add(m[1] ?? '');
    }
    expect(cited.size).toBeGreaterThan(20);
    const missing = [...cited].filter((id) => rules.get(id) === undefined);
    expect(missing).toEqual([]);
  });
});
