// The demo, the whole path of Conspiracy Draft from one seed: an 8-player CN2 draft by heuristic bots
// (CR 905.1–905.2), each drafter's picks, the draft-matters notes, the decks the bots build, tables of
// four with random seating, and two 4-player Conspiracy games (905.3–905.6) played to the end, each
// told as a game report (demo/report.ts): life totals at each turn's start, the plays, the deaths,
// who lost and why, who won; every event names its rule. Run: npm run demo [seed]
import { describeDraftEvent, isConspiracy, playConspiracyDraft } from '../src/index.js';
import { gameReport } from './report.js';

// a number is the seed as a number (the same games as createDraft({ seed: 7 })); any other text is a string seed
const arg = process.argv[2] ?? '2026';
const seed = arg.trim() !== '' && Number.isFinite(Number(arg)) ? Number(arg) : arg;
const names = ['Adriana', 'Brago', 'Daretti', 'Grenzo', 'Kaya', 'Leovold', 'Marchesa', 'Selvala'];
const { draft, decks, tables, games } = playConspiracyDraft({ drafters: names, seed, boosters: 'CN2' });

console.log(`== The draft: 8 drafters, three rounds of CN2 boosters, seed ${seed} (CR 905.1) ==`);
for (const e of draft.log) {
  if (e.type === 'pick' || e.type === 'pass' || e.type === 'open') continue;
  console.log(describeDraftEvent(draft, e));
}
console.log();
for (const d of draft.drafters) {
  const picks = draft.log.filter((e) => e.type === 'pick' && e.seat === d.seat && e.card !== undefined).map((e) => draft.cards[e.card!]!.name);
  console.log(`${d.name}'s picks: ${picks.join(', ')}`);
}
console.log();

console.log('== Decks (CR 905.1d: the pool and any number of basic lands, at least 40 cards) ==');
decks.forEach((deck, seat) => {
  const spells = deck.deck.filter((c) => !['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'].includes(c));
  const conspiracies = deck.sideboard.filter(isConspiracy);
  console.log(`${names[seat]}: ${deck.deck.length} cards, ${deck.deck.length - spells.length} basic lands and ${spells.join(', ')}`);
  console.log(`  conspiracies in the sideboard: ${conspiracies.join(', ') || 'none'}`);
});
console.log();

tables.forEach((table, t) => {
  const players = table.seats.map((s) => names[s]!);
  console.log(`== Table ${t + 1}: ${players.join(', ')} (random seating, CR 905.3) ==`);
  table.leftOut.forEach((cards, i) => {
    if (cards.length > 0) console.log(`  (${players[i]}: ${cards.length} pool cards the engine does not implement stay out of the game)`);
  });
  const { state, actions } = games[t]!;
  for (const line of gameReport(state)) console.log(line);
  console.log(`(${actions} decisions)`);
  console.log();
});
