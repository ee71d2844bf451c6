/**
 * What a declaration of attackers costs (Ghostly Prison: {2} for each creature attacking its
 * controller, CR 508.1h–j) against a brute-force count of the mana the player's permanents could
 * make once the attackers are tapped (CR 508.1f): random boards of lands (Reflecting Pool and Exotic
 * Orchard among them, Mirari's Wake adding one more as each is tapped, CR 605.1b) and creatures that
 * tap for mana (Birds of Paradise, Elvish Aberration's {G}{G}{G}), summoning sick or not, some of them
 * attacking. The cost is generic, so what matters is how much mana the permanents that stay untapped
 * could make; a whole declaration (`declareAttackers`) is accepted exactly when that pays, and then
 * taps no attacking creature for mana.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { logOf, tryApply, type AttackDeclaration } from '../../src/index.js';
import { scenario } from '../../src/testing/index.js';
import { passUntil } from '../cards/helpers.js';
import { ok } from './helpers.js';

/** The mana each creature's "{T}: Add …" makes (Oracle text); Bronze Sable makes none. */
const CREATURE_MANA: Record<string, number> = { 'Birds of Paradise': 1, 'Elvish Aberration': 3, 'Bronze Sable': 0 };
const LANDS = ['Forest', 'Wastes', 'Plains', 'Reflecting Pool', 'Exotic Orchard'];

const boardArb = fc.record({
  creatures: fc.array(fc.record({ card: fc.constantFrom(...Object.keys(CREATURE_MANA)), sick: fc.boolean(), attack: fc.constantFrom(0, 1, 1, 2) }), { minLength: 1, maxLength: 4 }),
  lands: fc.array(fc.record({ card: fc.constantFrom(...LANDS), tapped: fc.boolean() }), { maxLength: 5 }),
  wake: fc.boolean(),
  prisons: fc.integer({ min: 1, max: 2 }),
});

describe('a declaration of attackers that costs mana against the mana its player could make', () => {
  it('is accepted exactly when the permanents left untapped by attacking could pay it, and taps no attacker for mana', () => {
    let accepted = 0;
    let refused = 0;
    let paid = 0;
    fc.assert(
      fc.property(boardArb, (board) => {
        const { state, ids } = scenario({
          players: [
            { battlefield: [...board.creatures.map((c) => ({ card: c.card, sick: c.sick })), ...board.lands.map((l) => ({ card: l.card, tapped: l.tapped })), ...(board.wake ? ["Mirari's Wake"] : [])], library: Array<string>(5).fill('Wastes') },
            { battlefield: [...Array<string>(board.prisons).fill('Ghostly Prison'), 'Island'], library: Array<string>(5).fill('Wastes') },
            { battlefield: [], library: Array<string>(5).fill('Wastes') },
          ],
          settings: { autoPass: 'never' },
        });
        const s = passUntil(state, (x) => x.decision?.kind === 'declareAttackers');
        if (s.decision?.kind !== 'declareAttackers') return;
        const creatures = ids.battlefield[0]!.slice(0, board.creatures.length);
        // CR 302.6: a creature that came under its controller's control this turn neither attacks nor taps for mana
        const attackers: AttackDeclaration[] = [];
        board.creatures.forEach((c, i) => {
          if (!c.sick && c.attack > 0) attackers.push({ attacker: creatures[i]!, target: { player: c.attack } });
        });
        const cost = 2 * board.prisons * attackers.filter((a) => 'player' in a.target && a.target.player === 1).length;
        // what the permanents left untapped could make: a land one (Reflecting Pool only beside a land
        // of another kind that could produce mana; Exotic Orchard from the opponent's Island), and one
        // more with Mirari's Wake; a creature that does not attack its own
        const others = board.lands.some((l) => l.card !== 'Reflecting Pool');
        const fromLands = board.lands.filter((l) => !l.tapped && (l.card !== 'Reflecting Pool' || others)).length * (board.wake ? 2 : 1);
        const fromCreatures = board.creatures.reduce((n, c, i) => (c.sick || attackers.some((a) => a.attacker === creatures[i]) ? n : n + CREATURE_MANA[c.card]!), 0);
        const pays = fromLands + fromCreatures >= cost;
        const r = tryApply(s, { type: 'declareAttackers', player: 0, attackers });
        ok(r.ok === pays, `${attackers.length} attackers costing ${cost} with ${fromLands + fromCreatures} mana: ${r.ok ? 'accepted' : r.error.message}`);
        if (!r.ok) {
          refused++;
          return;
        }
        // CR 508.1f, 508.1j: the attackers are tapped as they attack, none of them for mana
        const tappedForMana = logOf(r.state).slice(logOf(s).length).filter((e) => e.type === 'activateMana');
        ok(!tappedForMana.some((e) => attackers.some((a) => a.attacker === e.object)), `an attacker was tapped for mana: ${JSON.stringify(tappedForMana)}`);
        if (tappedForMana.length > 0) paid++;
        accepted++;
      }),
      { numRuns: 200 },
    );
    ok(accepted > 30 && refused > 10 && paid > 10, `too few declarations: ${accepted} accepted (${paid} paid with mana), ${refused} refused`);
  });
});
