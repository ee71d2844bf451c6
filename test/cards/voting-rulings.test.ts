/**
 * The rulings every voting card shares (the votes are cast in turn order; nobody abstains; nobody
 * votes before the spell or ability resolves; nobody acts between the votes and the end of the
 * resolution; a council's dilemma creature that left the battlefield still gets votes for its
 * counters), checked for each card whose rulings in the card data say so: each test is named by the
 * card and the ruling as printed there. The table has four players, so that the voting order (CR
 * 701.38a) is told apart from its reverse.
 */
import { describe, expect, it } from 'vitest';
import { apply, cards, legalActions, tryApply, type ReadonlyGameState, type ObjectId } from '../../src/index.js';
import { cast, events, passUntil, permanent, permanents, resolveTop, setup, skipUntil } from './helpers.js';
import { isVote } from './voting.js';

const LANDS = ['Plains', 'Plains', 'Island', 'Island', 'Swamp', 'Swamp', 'Forest', 'Forest', 'Mountain', ...Array<string>(7).fill('Wastes')];

/** The spell or ability holding the vote: on the stack, with players holding priority, before it resolves. */
interface Start {
  state: ReadonlyGameState;
  /** The object that will hold the vote. */
  voting: ObjectId;
}

/** Player 0 casts a voting sorcery or instant (four players, each of the first two opponents with a creature). */
function castSpell(name: string): Start {
  const { state } = setup({ players: [{ hand: [name], battlefield: LANDS, graveyard: ['Bronze Sable'] }, { battlefield: ['Bronze Sable'], hand: ['Swamp', 'Plains'] }, { battlefield: ['Coveted Peacock'], hand: ['Island'] }, {}] });
  const s = cast(state, 0, state.players[0]!.hand[0]!);
  return { state: s, voting: s.stack.at(-1)! };
}

/** Player 0 casts a creature with a voting enters trigger (four players); the trigger is on the stack. */
function enterCreature(name: string): Start {
  const { state } = setup({ players: [{ hand: [name], battlefield: LANDS, graveyard: ['Bronze Sable', 'Coveted Peacock'] }, { hand: ['Swords to Plowshares'], battlefield: ['Plains'] }, {}, {}] });
  const s = passUntil(cast(state, 0, state.players[0]!.hand[0]!), (x) => x.stack.some((id) => x.objects[id]!.kind === 'ability'));
  return { state: s, voting: s.stack.at(-1)! };
}

/** How to bring each voting card to the moment its vote is about to resolve. */
const STARTS: Record<string, () => Start> = {
  "Tyrant's Choice": () => castSpell("Tyrant's Choice"),
  'Capital Punishment': () => castSpell('Capital Punishment'),
  'Expropriate': () => castSpell('Expropriate'),
  "Selvala's Stampede": () => castSpell("Selvala's Stampede"),
  "Council's Judgment": () => castSpell("Council's Judgment"),
  'Plea for Power': () => castSpell('Plea for Power'),
  'Bite of the Black Rose': () => castSpell('Bite of the Black Rose'),
  'Lieutenants of the Guard': () => enterCreature('Lieutenants of the Guard'),
  'Messenger Jays': () => enterCreature('Messenger Jays'),
  'Orchard Elemental': () => enterCreature('Orchard Elemental'),
  'Council Guardian': () => enterCreature('Council Guardian'),
  'Custodi Squire': () => enterCreature('Custodi Squire'),
  'Magister of Worth': () => enterCreature('Magister of Worth'),
  'Coercive Portal': () => {
    const { state } = setup({ players: [{ battlefield: ['Coercive Portal'] }, {}, {}, {}], active: 3, step: 'end' });
    const s = skipUntil(state, (x) => x.stack.length > 0);
    return { state: s, voting: s.stack.at(-1)! };
  },
  // cast on player 1's turn: its vote starts with its controller, player 0, not the active player
  'Split Decision': () => {
    const { state } = setup({ players: [{ hand: ['Split Decision'], battlefield: ['Island', 'Wastes'] }, { hand: ['Flame Slash'], battlefield: ['Mountain', 'Bronze Sable'] }, {}, {}], active: 1 });
    let s = cast(state, 1, state.players[1]!.hand[0]!, [{ object: permanent(state, 'Bronze Sable') }]);
    s = passUntil(s, (x) => x.decision?.player === 0);
    s = cast(s, 0, s.players[0]!.hand[0]!, [{ object: s.stack[0]! }]);
    return { state: s, voting: s.stack.at(-1)! };
  },
};

/** Passes priority until the vote begins. */
function toVote(start: Start): ReadonlyGameState {
  return passUntil(start.state, isVote);
}

/** Votes for the first option, then answers each later choice with the first legal answer, until a player would get priority. */
function finishResolution(state: ReadonlyGameState): ReadonlyGameState {
  let s = state;
  while (s.decision && s.decision.kind !== 'priority') s = apply(s, legalActions(s)[0]!);
  return s;
}

/** Straight apostrophes and quotes, for matching ruling texts. */
function plain(text: string): string {
  return text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"');
}

/** The generic rulings and their checks, matched by how the ruling begins. */
const CHECKS: { starts: string; check: (name: string) => void }[] = [
  {
    starts: 'Because the votes are',
    check: (name) => {
      // CR 701.38a: "starting with you" and in turn order: the controller (player 0), then 1, 2, 3
      let s = toVote(STARTS[name]!());
      const voters: number[] = [];
      while (isVote(s)) {
        // every earlier vote is in the log, public, before this voter chooses
        expect(events(s, 'vote').map((e) => e.player)).toEqual(voters);
        expect(events(s, 'vote').every((e) => e.visibleTo === undefined)).toBe(true);
        voters.push(s.decision!.player);
        s = apply(s, { type: 'choose', player: s.decision!.player, choice: [0] });
      }
      expect(voters).toEqual([0, 1, 2, 3]);
      expect(events(s, 'vote').map((e) => [e.player, e.rule])).toEqual(voters.map((p) => [p, '701.38a']));
    },
  },
  {
    starts: 'You must vote for one of the available options',
    check: (name) => abstainCheck(name),
  },
  {
    starts: 'Each player must vote for one of the candidate',
    check: (name) => abstainCheck(name),
  },
  {
    starts: 'No player votes until the spell or ability resolves',
    check: (name) => {
      const { state, voting } = STARTS[name]!();
      // on the stack, players may respond: nobody has voted
      expect(state.decision?.kind).toBe('priority');
      expect(state.stack).toContain(voting);
      expect(events(state, 'vote')).toEqual([]);
    },
  },
  {
    starts: "Players can't do anything",
    check: (name) => {
      const start = STARTS[name]!();
      const s = finishResolution(toVote(start));
      // from the first vote to the end of the resolution nobody got priority: it is over when they do
      expect(s.stack).not.toContain(start.voting);
      expect(s.resolution).toBeNull();
      expect(events(s, 'vote').length).toBeGreaterThanOrEqual(3);
    },
  },
  {
    starts: 'If a creature with an enters-the-battlefield council',
    check: (name) => {
      if (!cards.get(name)!.printed.types.includes('Creature')) {
        // a sorcery: it has no enters-the-battlefield ability, so the ruling has nothing to apply to
        expect(cards.get(name)!.triggered).toBeUndefined();
        return;
      }
      const start = STARTS[name]!();
      // player 1 exiles the creature in response to its enters ability
      let s = passUntil(start.state, (x) => x.decision?.player === 1);
      s = resolveTop(cast(s, 1, s.players[1]!.hand[0]!, [{ object: permanent(s, name) }]));
      expect(permanents(s, name)).toEqual([]);
      s = toVote({ state: s, voting: start.voting });
      // the counters option is still offered, and votes for it do nothing
      const d = s.decision;
      expect(d?.kind === 'choose' && d.choice.options.length).toBe(2);
      while (isVote(s)) s = apply(s, { type: 'choose', player: s.decision!.player, choice: [0] });
      expect(events(s, 'counters')).toEqual([]);
    },
  },
];

function abstainCheck(name: string): void {
  const s = toVote(STARTS[name]!());
  const d = s.decision;
  if (d?.kind !== 'choose') throw new Error('expected a vote');
  const actions = legalActions(s);
  expect(actions).toHaveLength(d.choice.options.length);
  expect(actions.every((a) => a.type === 'choose' && a.choice.length === 1)).toBe(true);
  expect(tryApply(s, { type: 'choose', player: d.player, choice: [] }).ok).toBe(false);
}

describe('the rulings every voting card shares', () => {
  for (const name of Object.keys(STARTS)) {
    const printed = cards.get(name)?.printed;
    const rulings = printed && 'rulings' in printed ? printed.rulings : [];
    describe(name, () => {
      it('has rulings to check', () => expect(rulings.length).toBeGreaterThan(0));
      for (const r of rulings) {
        const check = CHECKS.find((c) => plain(r.text).startsWith(c.starts));
        if (check) it(`"${r.text}"`, () => check.check(name));
      }
    });
  }
});
