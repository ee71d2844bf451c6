#!/usr/bin/env node
// Imports the printed card data for Conspiracy: Take the Crown (CN2) and Conspiracy (CNS) from the
// research folder (../shared/data/cards, next to the repository) into src/cards/data/, so that the
// repository stands alone: nothing reads ../shared at build, test or run time (DESIGN.md, principle 8).
//
// Usage:
//   node scripts/import-cards.mjs          write src/cards/data/{cn2,cns,tokens}.json
//   node scripts/import-cards.mjs --check  exit 1 if the committed files differ from a fresh import
//
// src/cards/data/basic-lands.json is written by hand and is not touched here.

import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = join(repoRoot, '..', 'shared', 'data', 'cards');
const outDir = join(repoRoot, 'src', 'cards', 'data');
const checkOnly = process.argv.includes('--check');

/** Card fields kept, in output order. Everything else (identifiers, finishes, typeLine, ...) is dropped. */
const CARD_FIELDS = [
  'number',
  'name',
  'manaCost',
  'manaValue',
  'colors',
  'colorIdentity',
  'supertypes',
  'types',
  'subtypes',
  'power',
  'toughness',
  'loyalty',
  'oracleText',
  'rarity',
  'keywords',
  'draftMatters',
  'draftPhaseTimings',
  'conspiracy',
  'crownWatermark',
  'rulings',
];

/**
 * Keywords a token's Oracle text can consist of. The source carries no `keywords` for tokens, so a line
 * made only of these words (comma separated, e.g. "Deathtouch, haste") becomes the token's keywords.
 */
const TOKEN_KEYWORDS = ['Flying', 'Defender', 'Deathtouch', 'Haste', 'Vigilance', 'Trample', 'Reach', 'First strike', 'Lifelink', 'Menace'];

const COLOR_WORDS = { W: 'white', U: 'blue', B: 'black', R: 'red', G: 'green' };

// ---------------------------------------------------------------------------------------------
// Validation helpers: the import fails loudly rather than writing a file with a surprising shape.

function fail(message) {
  throw new Error(`import-cards: ${message}`);
}

const isString = (v) => typeof v === 'string';
const isStringOrNull = (v) => v === null || typeof v === 'string';
const isStringArray = (v) => Array.isArray(v) && v.every(isString);
const isBoolean = (v) => typeof v === 'boolean';
const isNonNegativeInteger = (v) => Number.isInteger(v) && v >= 0;
const isRulings = (v) => Array.isArray(v) && v.every((r) => r !== null && typeof r === 'object' && isString(r.date) && isString(r.text));

const CARD_CHECKS = {
  number: isString,
  name: isString,
  manaCost: isString,
  manaValue: isNonNegativeInteger,
  colors: isStringArray,
  colorIdentity: isStringArray,
  supertypes: isStringArray,
  types: isStringArray,
  subtypes: isStringArray,
  power: isStringOrNull,
  toughness: isStringOrNull,
  loyalty: isStringOrNull,
  oracleText: isString,
  rarity: (v) => ['common', 'uncommon', 'rare', 'mythic'].includes(v),
  keywords: isStringArray,
  draftMatters: isBoolean,
  draftPhaseTimings: (v) => isStringArray(v) && v.every((t) => ['during-draft', 'after-draft', 'before-game-start'].includes(t)),
  conspiracy: isBoolean,
  crownWatermark: isBoolean,
  rulings: isRulings,
};

function pickCard(source, setCode) {
  const card = {};
  for (const field of CARD_FIELDS) {
    if (!(field in source)) fail(`${setCode} #${source.number} ${source.name}: missing field "${field}"`);
    const value = source[field];
    if (!CARD_CHECKS[field](value)) fail(`${setCode} #${source.number} ${source.name}: unexpected ${field} ${JSON.stringify(value)}`);
    card[field] = field === 'rulings' ? value.map((r) => ({ date: r.date, text: r.text })) : value;
  }
  return card;
}

// ---------------------------------------------------------------------------------------------
// Tokens

/** Keywords of a token, read from its Oracle text (only lines made entirely of plain keywords). */
function tokenKeywords(oracleText) {
  const keywords = [];
  for (const line of oracleText.split('\n')) {
    const parts = line.split(',').map((p) => p.trim()).filter((p) => p !== '');
    const matched = parts.map((p) => TOKEN_KEYWORDS.find((k) => k.toLowerCase() === p.toLowerCase()));
    if (parts.length > 0 && matched.every((k) => k !== undefined)) keywords.push(...matched);
  }
  return keywords;
}

/** A stable, unique identifier for a token definition, e.g. "soldier-1-2-defender". */
function tokenId(token) {
  const slug = (s) => s.toLowerCase().replace(/[^a-z0-9*]+/g, '-').replace(/\*/g, 'x').replace(/^-|-$/g, '');
  const parts = [token.name];
  if (token.power !== null && token.toughness !== null) parts.push(token.power, token.toughness);
  if (token.kind === 'token') parts.push(...token.keywords);
  return slug(parts.join(' '));
}

/** Does some card's Oracle text of this set create this token (or, for an emblem, give it)? */
function isCreatedBy(token, cards) {
  if (token.kind === 'emblem') {
    // "You get an emblem with "<text>"" on the planeswalker the emblem is named after.
    return cards.some((c) => token.name.startsWith(c.name) && c.oracleText.includes(`emblem with "${token.oracleText}"`));
  }
  const pt = `${token.power}/${token.toughness}`.replace(/\*/g, 'X');
  const color = token.colors.length === 0 ? 'colorless' : token.colors.map((c) => COLOR_WORDS[c]).join(' and ');
  const subtypes = token.subtypes.join(' ');
  const descriptor = new RegExp(`${pt.replace(/[/]/g, '\\/')} ${color} ${subtypes}(?: artifact)? creature tokens?`);
  return cards.some((c) => descriptor.test(c.oracleText));
}

function pickToken(source, setCode, cards) {
  const types = source.types;
  if (!isStringArray(types)) fail(`${setCode} token ${source.name}: unexpected types`);
  // "The Monarch" (types ["Card"]) is the reminder card for the monarch designation, not a token.
  let kind;
  if (types.includes('Token')) kind = 'token';
  else if (types.includes('Emblem')) kind = 'emblem';
  else return undefined;
  for (const field of ['name', 'oracleText']) if (!isString(source[field])) fail(`${setCode} token: bad ${field}`);
  for (const field of ['colors', 'subtypes', 'supertypes']) if (!isStringArray(source[field])) fail(`${setCode} token ${source.name}: bad ${field}`);
  for (const field of ['power', 'toughness']) if (!isStringOrNull(source[field])) fail(`${setCode} token ${source.name}: bad ${field}`);
  const token = {
    id: '',
    kind,
    name: source.name,
    colors: source.colors,
    supertypes: source.supertypes,
    // "Token" is not a card type (rule 111.1): MTGJSON lists it in `types`, the engine should not see it.
    types: types.filter((t) => t !== 'Token'),
    subtypes: source.subtypes,
    power: source.power,
    toughness: source.toughness,
    oracleText: source.oracleText,
    keywords: kind === 'token' ? tokenKeywords(source.oracleText) : [],
    sets: [setCode],
  };
  token.id = tokenId(token);
  if (!isCreatedBy(token, cards)) fail(`${setCode} token ${source.name} (${token.id}) is created by no card of the set`);
  return token;
}

// ---------------------------------------------------------------------------------------------
// Output: one card (or token) per line, so a diff shows which cards changed.

function formatFile(header, listKey, items) {
  const head = Object.entries(header).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  const body = items.map((item, i) => `    ${JSON.stringify(item)}${i < items.length - 1 ? ',' : ''}`);
  return ['{', ...head, `  ${JSON.stringify(listKey)}: [`, ...body, '  ]', '}', ''].join('\n');
}

// ---------------------------------------------------------------------------------------------

function importSet(file, expectedSet) {
  const source = JSON.parse(readFileSync(join(sourceDir, file), 'utf8'));
  if (source.set !== expectedSet) fail(`${file}: set is ${JSON.stringify(source.set)}, expected ${expectedSet}`);
  if (!Array.isArray(source.cards) || !Array.isArray(source.tokens)) fail(`${file}: no cards or tokens array`);
  const cards = source.cards.filter((c) => c.baseSet !== false).map((c) => pickCard(c, expectedSet));
  if (cards.length !== source.baseSetSize) fail(`${file}: ${cards.length} base cards, baseSetSize says ${source.baseSetSize}`);
  const names = new Set();
  for (const c of cards) {
    if (names.has(c.name)) fail(`${file}: duplicate name ${c.name}`);
    names.add(c.name);
  }
  const tokens = source.tokens.map((t) => pickToken(t, expectedSet, cards)).filter((t) => t !== undefined);
  const header = { set: source.set, name: source.name, releaseDate: source.releaseDate };
  return { header, cards, tokens };
}

function mergeTokens(lists) {
  const byKey = new Map();
  for (const token of lists.flat()) {
    const { sets, ...definition } = token;
    const key = JSON.stringify(definition);
    const seen = byKey.get(key);
    if (seen) {
      for (const s of sets) if (!seen.sets.includes(s)) seen.sets.push(s);
      continue;
    }
    const clash = [...byKey.values()].find((t) => t.id === token.id);
    if (clash) fail(`two different token definitions share the id ${token.id}`);
    byKey.set(key, { ...token, sets: [...sets] });
  }
  return [...byKey.values()].sort((a, b) => (a.kind === b.kind ? a.id.localeCompare(b.id) : a.kind === 'token' ? -1 : 1));
}

const cn2 = importSet('cn2.json', 'CN2');
const cns = importSet('cns.json', 'CNS');
const tokens = mergeTokens([cn2.tokens, cns.tokens]);

const outputs = {
  'cn2.json': formatFile(cn2.header, 'cards', cn2.cards),
  'cns.json': formatFile(cns.header, 'cards', cns.cards),
  'tokens.json': formatFile({ sets: ['CN2', 'CNS'] }, 'tokens', tokens),
};

if (checkOnly) {
  let stale = false;
  for (const [file, text] of Object.entries(outputs)) {
    let current = '';
    try {
      current = readFileSync(join(outDir, file), 'utf8');
    } catch {
      // missing counts as stale
    }
    if (current !== text) {
      console.error(`src/cards/data/${file} is out of date; run node scripts/import-cards.mjs`);
      stale = true;
    }
  }
  process.exit(stale ? 1 : 0);
}

mkdirSync(outDir, { recursive: true });
for (const [file, text] of Object.entries(outputs)) {
  writeFileSync(join(outDir, file), text);
  console.log(`wrote src/cards/data/${file} (${Buffer.byteLength(text)} bytes)`);
}
console.log(`CN2 ${cn2.cards.length} cards, CNS ${cns.cards.length} cards, ${tokens.length} token definitions: ${tokens.map((t) => t.id).join(', ')}`);
