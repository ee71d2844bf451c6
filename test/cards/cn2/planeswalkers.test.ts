import { describe, expect, it } from 'vitest';
import { apply, characteristics, legalActions, type ActivateAction } from '../../../src/index.js';
import { withControl } from '../../rules/helpers.js';
import { activate, cast, castAndResolve, choose, events, keywords, names, passUntil, permanent, permanents, pt, resolveStack, setup } from '../helpers.js';

describe('Daretti, Ingenious Iconoclast (CN2)', () => {
  it('enters with 3 loyalty; "+1: Create a 1/1 colorless Construct artifact creature token with defender."', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Swamp', 'Mountain', 'Wastes'], hand: ['Daretti, Ingenious Iconoclast'] }, {}] });
    let s = castAndResolve(state, 0, ids.hand[0]![0]!);
    const daretti = permanent(s, 'Daretti, Ingenious Iconoclast');
    expect(s.objects[daretti]!.counters.loyalty).toBe(3);
    s = resolveStack(activate(s, 0, daretti, 0));
    expect(s.objects[daretti]!.counters.loyalty).toBe(4);
    const construct = permanent(s, 'token:construct-1-1-defender');
    const c = characteristics(s, construct);
    expect([c.power, c.toughness, c.types, c.colors]).toEqual([1, 1, ['Artifact', 'Creature'], []]);
    expect(keywords(s, construct)).toEqual(['defender']);
    // CR 606.3: nothing more from Daretti this turn
    expect(legalActions(s).filter((a): a is ActivateAction => a.type === 'activate' && a.source === daretti)).toEqual([]);
  });

  const minusOne = () => setup({
    players: [
      { battlefield: [{ card: 'Daretti, Ingenious Iconoclast', counters: { loyalty: 3 } }, 'Reito Lantern', 'token:construct-1-1-defender'] },
      { battlefield: ['token:beast-3-3'] },
    ],
  });

  it('"−1: You may sacrifice an artifact. If you do, destroy target artifact or creature." — ruling: the target is chosen on activation, the sacrifice as it resolves', () => {
    const { state, ids } = minusOne();
    const [daretti, lantern] = ids.battlefield[0]!;
    const beast = ids.battlefield[1]![0]!;
    // ruling: "For the second ability, you choose the target artifact or creature as you activate the ability. You
    // choose whether to sacrifice an artifact and which artifact to sacrifice as the ability resolves."
    let s = activate(state, 0, daretti!, 1, [{ object: beast }]);
    expect(s.objects[daretti!]!.counters.loyalty).toBe(2);
    s = resolveStack(s);
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'sacrifice an artifact' } });
    s = choose(s, [0]);
    // two artifacts: which one is chosen too
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'sacrifice' } });
    s = choose(s, [0]);
    expect(names(s, 0, 'graveyard')).toEqual(['Reito Lantern']);
    expect(s.battlefield).not.toContain(lantern);
    expect(s.battlefield).not.toContain(beast);
  });

  it('"−1: You may sacrifice an artifact. If you do, destroy target artifact or creature.": a noncreature artifact may be the target; only an artifact may be sacrificed', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [{ card: 'Daretti, Ingenious Iconoclast', counters: { loyalty: 3 } }, 'Courier Hawk', 'token:construct-1-1-defender'] },
        { battlefield: ['Reito Lantern'] },
      ],
    });
    const [daretti, hawk, construct] = ids.battlefield[0]! as [number, number, number];
    const lantern = ids.battlefield[1]![0]!;
    const targets = legalActions(state).filter((a): a is ActivateAction => a.type === 'activate' && a.source === daretti && a.ability === 1).map((a) => a.targets);
    expect(targets).toContainEqual([{ object: lantern }]);
    let s = activate(state, 0, daretti, 1, [{ object: lantern }]);
    expect(s.objects[daretti]!.counters.loyalty).toBe(2);
    s = choose(resolveStack(s), [0]);
    // the one artifact is sacrificed, not the Courier Hawk (a creature, no artifact) nor Daretti
    expect(s.decision?.kind).toBe('priority');
    expect(s.battlefield).toEqual(expect.arrayContaining([daretti, hawk]));
    expect(s.battlefield).not.toContain(construct);
    expect(names(s, 1, 'graveyard')).toEqual(['Reito Lantern']);
    // with a creature but no artifact to sacrifice, nothing is asked and nothing destroyed
    const noArtifact = setup({ players: [{ battlefield: [{ card: 'Daretti, Ingenious Iconoclast', counters: { loyalty: 3 } }, 'Courier Hawk'] }, { battlefield: ['Reito Lantern'] }] });
    s = resolveStack(activate(noArtifact.state, 0, noArtifact.ids.battlefield[0]![0]!, 1, [{ object: noArtifact.ids.battlefield[1]![0]! }]));
    expect(s.decision).toMatchObject({ kind: 'priority' });
    expect(s.battlefield).toHaveLength(3);
  });

  it('"If you do": declining to sacrifice destroys nothing; with no artifact nothing is asked', () => {
    const { state, ids } = minusOne();
    const [daretti] = ids.battlefield[0]!;
    const beast = ids.battlefield[1]![0]!;
    const declined = choose(resolveStack(activate(state, 0, daretti!, 1, [{ object: beast }])), [1]);
    expect(declined.battlefield).toContain(beast);
    expect(permanents(declined, 'Reito Lantern')).toHaveLength(1);
    const bare = setup({ players: [{ battlefield: [{ card: 'Daretti, Ingenious Iconoclast', counters: { loyalty: 3 } }] }, { battlefield: ['token:beast-3-3'] }] });
    const s = resolveStack(activate(bare.state, 0, bare.ids.battlefield[0]![0]!, 1, [{ object: bare.ids.battlefield[1]![0]! }]));
    expect(s.decision?.kind).toBe('priority');
    expect(s.battlefield).toContain(bare.ids.battlefield[1]![0]!);
  });

  it('"If you do": the only artifact gone before the sacrifice (its owner left the game, CR 800.4a, while "sacrifice an artifact?" was asked) — nothing is sacrificed, nothing destroyed', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [{ card: 'Daretti, Ingenious Iconoclast', counters: { loyalty: 3 } }] },
        { battlefield: ['token:beast-3-3'] },
        { battlefield: ['Reito Lantern'] },
      ],
    });
    const daretti = ids.battlefield[0]![0]!;
    const beast = ids.battlefield[1]![0]!;
    let s = resolveStack(activate(withControl(state, ids.battlefield[2]![0]!, 0), 0, daretti, 1, [{ object: beast }]));
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'sacrifice an artifact' } });
    s = apply(s, { type: 'concede', player: 2 });
    expect(permanents(s, 'Reito Lantern')).toEqual([]);
    s = resolveStack(choose(s, [0]));
    expect(s.battlefield).toContain(beast);
  });

  const minusSix = () => setup({
    players: [
      { battlefield: [{ card: 'Daretti, Ingenious Iconoclast', counters: { loyalty: 6 } }, 'Swamp', 'Swamp', 'Swamp'], hand: ['Murder'], graveyard: ['Bronze Sable'] },
      { battlefield: ['Reito Lantern', 'Bronze Sable'] },
    ],
  });

  it('"−6: Choose target artifact card in a graveyard or artifact on the battlefield. Create three tokens that are copies of it."', () => {
    const { state, ids } = minusSix();
    const daretti = ids.battlefield[0]![0]!;
    const targets = legalActions(state).filter((a): a is ActivateAction => a.type === 'activate' && a.source === daretti && a.ability === 2).map((a) => a.targets);
    expect(targets).toEqual([[{ object: ids.battlefield[1]![0]! }], [{ object: ids.battlefield[1]![1]! }], [{ object: ids.graveyard[0]![0]! }]]);
    let s = resolveStack(activate(state, 0, daretti, 2, [{ object: ids.graveyard[0]![0]! }]));
    const sables = permanents(s, 'Bronze Sable').filter((id) => s.objects[id]!.kind === 'token');
    expect(sables).toHaveLength(3);
    for (const id of sables) {
      expect(s.objects[id]!.controller).toBe(0);
      expect(pt(s, id)).toEqual([2, 1]);
    }
    // Daretti paid 6 of 6 loyalty and is gone (704.5i)
    expect(permanents(s, 'Daretti, Ingenious Iconoclast')).toEqual([]);
    s = resolveStack(activate(minusSix().state, 0, daretti, 2, [{ object: ids.battlefield[1]![0]! }]));
    expect(permanents(s, 'Reito Lantern')).toHaveLength(4);
    // CR 111.2: the player who creates a token is its owner and controller, not the copied artifact's
    const lanterns = permanents(s, 'Reito Lantern').filter((id) => s.objects[id]!.kind === 'token');
    expect(lanterns.map((id) => [s.objects[id]!.owner, s.objects[id]!.controller])).toEqual(Array(3).fill([0, 0]));
    expect(events(s, 'copy')).toEqual(Array(3).fill(expect.objectContaining({ rule: '707.2', card: 'Reito Lantern' })));
  });

  it('"−6: … Create three tokens that are copies of it": an artifact that is itself a copy (Stunt Double as a Bronze Sable) is copied as what it copies (CR 707.2, 707.3)', () => {
    const { state, ids } = setup({
      players: [{ battlefield: [{ card: 'Daretti, Ingenious Iconoclast', counters: { loyalty: 6 } }, 'Island', 'Island', 'Island', 'Island', 'Bronze Sable'], hand: ['Stunt Double'] }, {}],
    });
    const [daretti, , , , , sable] = ids.battlefield[0]!;
    let s = passUntil(cast(state, 0, ids.hand[0]![0]!), (x) => x.decision?.kind === 'choose');
    const d = s.decision;
    if (d?.kind !== 'choose') throw new Error('expected the copy choice');
    s = resolveStack(choose(s, [d.choice.options.findIndex((o) => 'object' in o && o.object === sable)]));
    const double = permanent(s, 'Stunt Double');
    expect(characteristics(s, double).types).toEqual(['Artifact', 'Creature']);
    s = resolveStack(activate(s, 0, daretti!, 2, [{ object: double }]));
    const tokens = s.battlefield.filter((id) => s.objects[id]!.kind === 'token');
    expect(tokens).toHaveLength(3);
    for (const id of tokens) {
      expect(characteristics(s, id).name).toBe('Bronze Sable');
      expect(pt(s, id)).toEqual([2, 1]);
    }
  });

  it('ruling: "if you choose an artifact on the battlefield as the target, and that artifact is no longer on the battlefield as the ability tries to resolve, the ability won\'t resolve … even if the card … is now in a graveyard."', () => {
    const { state, ids } = minusSix();
    const daretti = ids.battlefield[0]![0]!;
    const sable = ids.battlefield[1]![1]!;
    let s = activate(state, 0, daretti, 2, [{ object: sable }]);
    // holding priority, player 0 kills the Sable with Murder in response
    s = resolveStack(cast(s, 0, ids.hand[0]![0]!, [{ object: sable }]));
    expect(names(s, 1, 'graveyard')).toEqual(['Bronze Sable']);
    expect(permanents(s, 'Bronze Sable')).toEqual([]);
    expect(events(s, 'fizzle')).toHaveLength(1);
  });
});
