import { describe, expect, it } from 'vitest';
import { apply, view, type ReadonlyGameState, type ObjectId } from '../../../src/index.js';
import { cast, choose, names, passUntil, permanent, permanents, pt, resolveStack, setup, withKeywords } from '../helpers.js';

const mountains = Array<string>(6).fill('Mountain');

/** Answers the pending choice with the option naming `id`. */
function pick(state: ReadonlyGameState, player: number, id: ObjectId): ReadonlyGameState {
  const d = state.decision;
  if (d?.kind !== 'choose' || d.player !== player) throw new Error(`expected a choice of player ${player}, got ${JSON.stringify(d)}`);
  const i = d.choice.options.findIndex((o) => 'object' in o && o.object === id);
  if (i < 0) throw new Error(`${id} is not an option`);
  return choose(state, [i]);
}

function options(state: ReadonlyGameState): ObjectId[] {
  const d = state.decision;
  return d?.kind === 'choose' ? d.choice.options.map((o) => ('object' in o ? o.object : -1)) : [];
}

describe("Grenzo's Rebuttal", () => {
  it('Create a 4/4 red Ogre token. Starting with you, each player chooses an artifact, a creature, and a land from among the permanents of the player to their left. Destroy each permanent chosen this way.', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [...mountains, 'Horn of Greed'], hand: ["Grenzo's Rebuttal"] },
        { battlefield: ['Vedalken Orrery', 'Wild Griffin', 'Island'] },
        { battlefield: ['Ogre Sentry', 'Forest'] },
      ],
    });
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    const ogre = permanent(s, 'token:ogre-4-4');
    expect(pt(s, ogre)).toEqual([4, 4]);
    expect(s.objects[ogre]!.controller).toBe(0);
    // player 0 chooses among player 1's permanents (the player to their left): an artifact, a creature, a land
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'choose an artifact' } });
    s = pick(s, 0, permanent(s, 'Vedalken Orrery'));
    s = pick(s, 0, permanent(s, 'Wild Griffin'));
    s = pick(s, 0, permanent(s, 'Island'));
    // player 1 among player 2's: no artifact, so a creature and a land
    expect(s.decision).toMatchObject({ kind: 'choose', player: 1, choice: { prompt: 'choose a creature' } });
    s = pick(s, 1, permanent(s, 'Ogre Sentry'));
    s = pick(s, 1, permanent(s, 'Forest'));
    // player 2 among player 0's
    expect(s.decision).toMatchObject({ kind: 'choose', player: 2, choice: { prompt: 'choose an artifact' } });
    s = pick(s, 2, permanent(s, 'Horn of Greed'));
    s = pick(s, 2, ogre);
    s = resolveStack(pick(s, 2, permanents(s, 'Mountain')[0]!));
    expect(names(s, 1, 'graveyard')).toEqual(['Vedalken Orrery', 'Wild Griffin', 'Island']);
    expect(names(s, 2, 'graveyard')).toEqual(['Ogre Sentry', 'Forest']);
    expect(names(s, 0, 'graveyard')).toEqual(expect.arrayContaining(["Grenzo's Rebuttal", 'Horn of Greed', 'Mountain']));
    expect(permanents(s, 'Mountain')).toHaveLength(5);
  });

  it('ruling: "The choices are made in turn order starting with you. However, all chosen permanents are destroyed simultaneously."', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Wild Griffin'] }, { battlefield: mountains, hand: ["Grenzo's Rebuttal"] }, { battlefield: ['Ogre Sentry'] }] });
    let s = passUntil(cast(state, 1, ids.hand[1]![0]!), (x) => x.decision?.kind === 'choose');
    // its caster, player 1, chooses first (player 2's), then player 2 (player 0's), then player 0 (player 1's)
    expect(s.decision).toMatchObject({ player: 1 });
    s = pick(s, 1, permanent(s, 'Ogre Sentry'));
    expect(s.decision).toMatchObject({ player: 2 });
    s = pick(s, 2, permanent(s, 'Wild Griffin'));
    expect(s.decision).toMatchObject({ player: 0, choice: { prompt: 'choose a creature' } });
    // nothing is destroyed before every choice is made
    expect(permanents(s, 'Ogre Sentry')).toHaveLength(1);
    expect(permanents(s, 'Wild Griffin')).toHaveLength(1);
    s = pick(s, 0, permanent(s, 'token:ogre-4-4'));
    s = resolveStack(pick(s, 0, permanents(s, 'Mountain')[0]!));
    expect(permanents(s, 'Ogre Sentry')).toEqual([]);
    expect(permanents(s, 'Wild Griffin')).toEqual([]);
    expect(permanents(s, 'token:ogre-4-4')).toEqual([]);
    const deaths = s.log.flat().filter((e) => e.type === 'zoneChange' && e.zone === 'graveyard' && e.from === 'battlefield' && e.rule === '701.8');
    expect(deaths.length).toBeGreaterThanOrEqual(3);
  });

  it('ruling: "None of the chosen permanents are targeted. A player can choose a creature with protection from red, for example."', () => {
    const { state, ids } = setup({ players: [{ battlefield: mountains, hand: ["Grenzo's Rebuttal"] }, { battlefield: ['Wild Griffin'] }] });
    const griffin = permanent(state, 'Wild Griffin');
    let s = passUntil(cast(withKeywords(state, griffin, ['protection from red']), 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    expect(options(s)).toEqual([griffin]);
    s = pick(s, 0, griffin);
    // player 1 chooses among player 0's (two players: each is to the other's left)
    expect(s.decision).toMatchObject({ player: 1, choice: { prompt: 'choose a creature' } });
    s = resolveStack(pick(pick(s, 1, permanent(s, 'token:ogre-4-4')), 1, permanents(s, 'Mountain')[0]!));
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin']);
  });

  it('ruling: "If a permanent has more than one of the listed types, it can be chosen for any of them … you could choose it as the creature, the artifact, or both."', () => {
    const { state, ids } = setup({ players: [{ battlefield: mountains, hand: ["Grenzo's Rebuttal"] }, { battlefield: ['Bronze Sable', 'Wild Griffin'] }] });
    const [sable, griffin] = [permanent(state, 'Bronze Sable'), permanent(state, 'Wild Griffin')];
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    expect(options(s)).toEqual([sable]);
    s = pick(s, 0, sable);
    expect(options(s)).toEqual([sable, griffin]);
    s = pick(s, 0, sable);
    s = resolveStack(pick(pick(s, 1, permanent(s, 'token:ogre-4-4')), 1, permanents(s, 'Mountain')[0]!));
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(permanents(s, 'Wild Griffin')).toEqual([griffin]);
  });

  it('ruling: "The player on your right can choose the Ogre that Grenzo\'s Rebuttal creates."', () => {
    const { state, ids } = setup({ players: [{ battlefield: mountains, hand: ["Grenzo's Rebuttal"] }, {}, { battlefield: ['Plains'] }] });
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    // player 1 controls nothing; player 0 chooses player 1's land... none: the first choice is player 1's (of player 2's land)
    expect(s.decision).toMatchObject({ player: 1, choice: { prompt: 'choose a land' } });
    s = pick(s, 1, permanent(s, 'Plains'));
    // player 2, on player 0's right, chooses among player 0's permanents: the Ogre is one
    expect(s.decision).toMatchObject({ player: 2, choice: { prompt: 'choose a creature' } });
    expect(options(s)).toContain(permanent(s, 'token:ogre-4-4'));
  });
  it('a player who leaves the game while the player on their right is making their choices: that player makes them again among the permanents of the player now to their left (CR 800.4a)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: mountains, hand: ["Grenzo's Rebuttal"] },
        { battlefield: ['Wild Griffin'] },
        { battlefield: ['Ogre Sentry', 'Forest'] },
        { battlefield: ['Pillarfield Ox', 'Plains'] },
      ],
    });
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    s = pick(s, 0, permanent(s, 'Wild Griffin'));
    // player 1 chooses player 2's creature, and player 2 leaves before player 1 has chosen a land
    s = pick(s, 1, permanent(s, 'Ogre Sentry'));
    expect(s.decision).toMatchObject({ player: 1, choice: { prompt: 'choose a land' } });
    s = apply(s, { type: 'concede', player: 2 });
    // player 3 is now to player 1's left: player 1 chooses among player 3's permanents, from the first
    expect(s.decision).toMatchObject({ player: 1, choice: { prompt: 'choose a creature' } });
    expect(options(s)).toEqual([permanent(s, 'Pillarfield Ox')]);
    s = pick(s, 1, permanent(s, 'Pillarfield Ox'));
    s = pick(s, 1, permanent(s, 'Plains'));
    s = pick(s, 3, permanent(s, 'token:ogre-4-4'));
    s = resolveStack(pick(s, 3, permanents(s, 'Mountain')[0]!));
    expect(names(s, 1, 'graveyard')).toEqual(['Wild Griffin']);
    expect(names(s, 3, 'graveyard')).toEqual(['Pillarfield Ox', 'Plains']);
    expect(permanents(s, 'token:ogre-4-4')).toEqual([]);
  });

  it('a player who leaves the game after making their choices (CR 800.4a, 800.4i): what they chose is still destroyed, and the player on their right, who chose before, is not asked again', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: mountains, hand: ["Grenzo's Rebuttal"] },
        { battlefield: ['Wild Griffin'] },
        { battlefield: ['Ogre Sentry', 'Forest'] },
        { battlefield: ['Pillarfield Ox', 'Plains'] },
      ],
    });
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    s = pick(s, 0, permanent(s, 'Wild Griffin'));
    s = pick(s, 1, permanent(s, 'Ogre Sentry'));
    s = pick(s, 1, permanent(s, 'Forest'));
    // player 1 has made their choices; they leave as player 2 is to choose among player 3's
    expect(s.decision).toMatchObject({ player: 2, choice: { prompt: 'choose a creature' } });
    s = apply(s, { type: 'concede', player: 1 });
    // player 0 chose in turn, before: player 2, now to their left, is not theirs to choose from
    expect(s.decision).toMatchObject({ player: 2, choice: { prompt: 'choose a creature' } });
    s = pick(s, 2, permanent(s, 'Pillarfield Ox'));
    s = pick(s, 2, permanent(s, 'Plains'));
    s = pick(s, 3, permanent(s, 'token:ogre-4-4'));
    s = resolveStack(pick(s, 3, permanents(s, 'Mountain')[0]!));
    // player 1's choices, made before they left, are destroyed with the others
    expect(names(s, 2, 'graveyard')).toEqual(['Ogre Sentry', 'Forest']);
    expect(names(s, 3, 'graveyard')).toEqual(['Pillarfield Ox', 'Plains']);
    expect(permanents(s, 'token:ogre-4-4')).toEqual([]);
    expect(permanents(s, 'Mountain')).toHaveLength(5);
  });

  it('a chooser who leaves the game before making their choices makes none (CR 800.4a)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: mountains, hand: ["Grenzo's Rebuttal"] },
        { battlefield: ['Wild Griffin'] },
        { battlefield: ['Ogre Sentry'] },
      ],
    });
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    s = pick(s, 0, permanent(s, 'Wild Griffin'));
    expect(s.decision).toMatchObject({ player: 1, choice: { prompt: 'choose a creature' } });
    s = apply(s, { type: 'concede', player: 1 });
    // player 2 chooses among player 0's; player 1 made no choice, so the Ogre Sentry stays
    expect(s.decision).toMatchObject({ player: 2 });
    s = resolveStack(pick(pick(s, 2, permanent(s, 'token:ogre-4-4')), 2, permanents(s, 'Mountain')[0]!));
    expect(permanents(s, 'Ogre Sentry')).toHaveLength(1);
    expect(permanents(s, 'token:ogre-4-4')).toEqual([]);
  });

  it('ruling: "The choices are made in turn order starting with you." — each player knows the choices made before theirs (CR 101.4b)', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: mountains, hand: ["Grenzo's Rebuttal"] },
        { battlefield: ['Vedalken Orrery', 'Wild Griffin', 'Island'] },
        { battlefield: ['Ogre Sentry', 'Forest'] },
      ],
    });
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    s = pick(s, 0, permanent(s, 'Vedalken Orrery'));
    s = pick(s, 0, permanent(s, 'Wild Griffin'));
    // nothing is told before player 0 has made all their choices
    expect(view(s, 1).log.filter((e) => e.type === 'chosen')).toEqual([]);
    s = pick(s, 0, permanent(s, 'Island'));
    expect(s.decision).toMatchObject({ player: 1 });
    expect(view(s, 1).log.filter((e) => e.type === 'chosen').map((e) => [e.player, e.card, e.detail])).toEqual([
      [0, 'Vedalken Orrery', 'destroy'], [0, 'Wild Griffin', 'destroy'], [0, 'Island', 'destroy'],
    ]);
  });
});
