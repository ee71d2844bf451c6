import { describe, expect, it } from 'vitest';
import { apply, deserialize, legalActions, serialize, tryApply, type ReadonlyGameState, type ObjectId } from '../../../src/index.js';
import { attack, block, cast, castAndResolve, events, names, passToPlayer, passUntil, permanent, resolveStack, setup, skipUntil } from '../helpers.js';

/** Player 0 casts Kor Chant with these targets and chooses `source` as it resolves; stops once it has resolved. */
function korChant(state: ReadonlyGameState, card: ObjectId, mine: ObjectId, instead: ObjectId, source: ObjectId): ReadonlyGameState {
  let s = passUntil(cast(state, 0, card, [{ object: mine }, { object: instead }]), (x) => x.decision?.kind === 'choose');
  const d = s.decision;
  if (d?.kind !== 'choose') throw new Error('expected the choice of a source');
  expect(d.choice.rule).toBe('609.7a');
  s = apply(s, { type: 'choose', player: 0, choice: [d.choice.options.findIndex((o) => 'object' in o && o.object === source)] });
  return s;
}

describe('Kor Chant', () => {
  it('All damage that would be dealt this turn to target creature you control by a source of your choice is dealt to another target creature instead (a spell as the source, CR 614.9)', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Bronze Sable'], hand: ['Kor Chant'] }, { battlefield: ['Mountain', 'Hundred-Handed One'], hand: ['Flame Slash'] }],
    });
    const [sable, hundred] = [permanent(state, 'Bronze Sable'), permanent(state, 'Hundred-Handed One')];
    let s = passToPlayer(cast(state, 1, ids.hand[1]![0]!, [{ object: sable }]), 0);
    const slash = s.stack[0]!;
    s = korChant(s, ids.hand[0]![0]!, sable, hundred, slash);
    s = resolveStack(s);
    expect(s.objects[sable]!.damage).toBe(0);
    expect(s.objects[hundred]!.damage).toBe(4);
    expect(events(s, 'redirectDamage')).toEqual([expect.objectContaining({ rule: '614.9', object: slash, to: hundred, amount: 4 })]);
  });

  it('in combat: the attacker\'s damage to the blocker is dealt to the attacker itself; the lasts-this-turn effect is gone next turn', () => {
    const { state, ids } = setup({ active: 1, players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Ogre Sentry'], hand: ['Kor Chant'] }, { battlefield: ['Lizard Warrior'] }] });
    const [sentry, lizard] = [permanent(state, 'Ogre Sentry'), permanent(state, 'Lizard Warrior')];
    let s = block(attack(state, [[lizard, 0]]), [[sentry, lizard]]);
    s = passToPlayer(s, 0);
    s = korChant(s, ids.hand[0]![0]!, sentry, lizard, lizard);
    // a saved game keeps the redirection (validated on loading)
    s = deserialize(serialize(s));
    expect(s.replacements).toEqual([expect.objectContaining({ kind: 'redirectDamage', fromSource: lizard, redirectTo: { object: lizard } })]);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(names(s, 1, 'graveyard')).toEqual(['Lizard Warrior']);
    expect(s.objects[sentry]!.damage).toBe(0);
    expect(s.replacements).toHaveLength(1);
    s = skipUntil(s, (x) => x.turn.active === 0);
    expect(s.replacements).toEqual([]);
  });

  it('"another target creature": the creature it protects can\'t be the one the damage is dealt to instead', () => {
    const { state, ids } = setup({ players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Pillarfield Ox'], hand: ['Kor Chant'] }, { battlefield: ['Bronze Sable'] }] });
    const [ox, sable] = [permanent(state, 'Pillarfield Ox'), permanent(state, 'Bronze Sable')];
    expect(legalActions(state).filter((a) => a.type === 'cast').map((a) => a.type === 'cast' && a.targets)).toEqual([[{ object: ox }, { object: sable }]]);
    expect(tryApply(state, { type: 'cast', player: 0, card: ids.hand[0]![0]!, targets: [{ object: ox }, { object: ox }], x: 0 })).toMatchObject({ ok: false, error: { code: 'badTarget', rule: '601.2c' } });
  });

  it('CR 608.2b: if the creature it protects is an illegal target as it resolves (protection from white), nothing is redirected and no source is chosen', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Bronze Sable'], hand: ['Kor Chant', 'Stave Off'] }, { battlefield: ['Mountain', 'Hundred-Handed One'], hand: ['Flame Slash'] }],
    });
    const [sable, hundred] = [permanent(state, 'Bronze Sable'), permanent(state, 'Hundred-Handed One')];
    let s = passToPlayer(cast(state, 1, ids.hand[1]![0]!, [{ object: sable }]), 0);
    s = cast(s, 0, ids.hand[0]![0]!, [{ object: sable }, { object: hundred }]);
    s = passUntil(cast(s, 0, ids.hand[0]![1]!, [{ object: sable }]), (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'color' } });
    s = resolveStack(apply(s, { type: 'choose', player: 0, choice: [0] }));
    expect(s.decision).toMatchObject({ kind: 'priority' });
    expect(events(s, 'chooseSource')).toEqual([]);
    expect(events(s, 'redirectDamage')).toEqual([]);
    expect(s.objects[hundred]!.damage).toBe(0);
    expect(names(s, 0, 'graveyard')).toEqual(expect.arrayContaining(['Bronze Sable']));
  });

  it('CR 609.7a: a face-up object in the command zone may be chosen as the source; a face-down conspiracy may not', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Pillarfield Ox'], hand: ['Kor Chant'], command: [{ card: 'Immediate Action', names: ['Bronze Sable'] }] },
        { battlefield: ['Bronze Sable'], command: [{ card: 'Immediate Action', faceDown: true, names: ['Bronze Sable'] }] },
      ],
    });
    const [ox, sable] = [permanent(state, 'Pillarfield Ox'), permanent(state, 'Bronze Sable')];
    const s = passUntil(cast(state, 0, ids.hand[0]![0]!, [{ object: ox }, { object: sable }]), (x) => x.decision?.kind === 'choose');
    const d = s.decision;
    const options = d?.kind === 'choose' ? d.choice.options : [];
    expect(options).toContainEqual({ object: ids.command[0]![0]! });
    expect(options).not.toContainEqual({ object: ids.command[1]![0]! });
  });

  it('CR 609.7a: the resolving Kor Chant, a spell on the stack, may be chosen as the source (pointless, but legal); it then redirects nothing', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Bronze Sable'], hand: ['Kor Chant'] }, { battlefield: ['Mountain', 'Hundred-Handed One'], hand: ['Flame Slash'] }],
    });
    const [sable, hundred] = [permanent(state, 'Bronze Sable'), permanent(state, 'Hundred-Handed One')];
    let s = passToPlayer(cast(state, 1, ids.hand[1]![0]!, [{ object: sable }]), 0);
    s = passUntil(cast(s, 0, ids.hand[0]![0]!, [{ object: sable }, { object: hundred }]), (x) => x.decision?.kind === 'choose');
    const chant = s.stack[s.stack.length - 1]!;
    const d = s.decision;
    const options = d?.kind === 'choose' ? d.choice.options : [];
    expect(options).toContainEqual({ object: chant });
    s = apply(s, { type: 'choose', player: 0, choice: [options.findIndex((o) => 'object' in o && o.object === chant)] });
    expect(events(s, 'chooseSource')).toEqual([expect.objectContaining({ rule: '609.7a', player: 0, object: chant, card: 'Kor Chant' })]);
    s = resolveStack(s);
    expect(names(s, 0, 'graveyard')).toEqual(['Kor Chant', 'Bronze Sable']);
    expect(s.objects[hundred]!.damage).toBe(0);
    expect(events(s, 'redirectDamage')).toEqual([]);
  });

  it('CR 608.2b: the targets are checked once, as it begins to resolve, not again after the choice of a source: a Guardian Zendikon land whose Aura leaves with its owner while the source is chosen is still the creature the damage will be dealt to', () => {
    const { state, ids } = setup({
      active: 2,
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Bronze Sable'], hand: ['Kor Chant'] },
        { battlefield: ['Mountain', 'Forest'] },
        { battlefield: ['Plains', 'Plains', 'Plains'], hand: ['Guardian Zendikon'] },
      ],
    });
    const [sable, forest] = [permanent(state, 'Bronze Sable'), permanent(state, 'Forest')];
    let s = castAndResolve(state, 2, ids.hand[2]![0]!, [{ object: forest }]);
    s = passToPlayer(s, 0);
    s = passUntil(cast(s, 0, ids.hand[0]![0]!, [{ object: sable }, { object: forest }]), (x) => x.decision?.kind === 'choose');
    expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '609.7a' } });
    // the Zendikon's owner leaves the game while the source is chosen (CR 800.4a): the Forest is a land again
    s = apply(s, { type: 'concede', player: 2 });
    expect(s.objects[forest]!.zone).toBe('battlefield');
    const d = s.decision;
    const options = d?.kind === 'choose' ? d.choice.options : [];
    s = apply(s, { type: 'choose', player: 0, choice: [options.findIndex((o) => 'object' in o && o.object === sable)] });
    expect(events(s, 'chooseSource')).toEqual([expect.objectContaining({ object: sable })]);
    expect(s.replacements).toEqual([expect.objectContaining({ kind: 'redirectDamage', affected: { object: sable }, fromSource: sable, redirectTo: { object: forest } })]);
  });

  it('damage from a source not chosen is dealt as usual', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Bronze Sable'], hand: ['Kor Chant'] }, { battlefield: ['Mountain', 'Hundred-Handed One', 'Typhoid Rats'], hand: ['Flame Slash'] }],
    });
    const [sable, hundred, rats] = [permanent(state, 'Bronze Sable'), permanent(state, 'Hundred-Handed One'), permanent(state, 'Typhoid Rats')];
    let s = passToPlayer(cast(state, 1, ids.hand[1]![0]!, [{ object: sable }]), 0);
    s = resolveStack(korChant(s, ids.hand[0]![0]!, sable, hundred, rats));
    expect(names(s, 0, 'graveyard')).toEqual(['Kor Chant', 'Bronze Sable']);
    expect(s.objects[hundred]!.damage).toBe(0);
  });

  it('if the other creature has left by then, the damage is dealt to the first one (nowhere else to go)', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Swamp', 'Swamp', 'Swamp', 'Ogre Sentry'], hand: ['Kor Chant', 'Murder'] }, { battlefield: ['Lizard Warrior', 'Typhoid Rats'] }],
    });
    const [sentry, lizard, rats] = [permanent(state, 'Ogre Sentry'), permanent(state, 'Lizard Warrior'), permanent(state, 'Typhoid Rats')];
    let s = block(attack(state, [[lizard, 0]]), [[sentry, lizard]]);
    s = passToPlayer(s, 0);
    s = resolveStack(korChant(s, ids.hand[0]![0]!, sentry, rats, lizard));
    s = resolveStack(cast(passToPlayer(s, 0), 0, ids.hand[0]![1]!, [{ object: rats }]));
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(names(s, 0, 'graveyard')).toEqual(expect.arrayContaining(['Ogre Sentry']));
  });
});

describe('Kor Chant — each redirection applies once to an event (CR 614.5)', () => {
  it('two Kor Chants sending the same source\'s damage from one creature to the same other creature give one result in either order: no order is asked (CR 616.1)', () => {
    const { state, ids } = setup({
      active: 1,
      players: [{ battlefield: [...Array<string>(6).fill('Plains'), 'Bronze Sable', 'Hundred-Handed One'], hand: ['Kor Chant', 'Kor Chant'] }, { battlefield: ['Mountain', 'Mountain'], hand: ['Flame Slash'] }],
    });
    const [sable, hundred] = [permanent(state, 'Bronze Sable'), permanent(state, 'Hundred-Handed One')];
    let s = passToPlayer(cast(state, 1, ids.hand[1]![0]!, [{ object: sable }]), 0);
    const slash = s.stack[0]!;
    s = korChant(s, ids.hand[0]![0]!, sable, hundred, slash);
    s = korChant(passToPlayer(s, 0), ids.hand[0]![1]!, sable, hundred, slash);
    expect(s.replacements.filter((r) => r.kind === 'redirectDamage')).toHaveLength(2);
    s = passUntil(s, (x) => x.stack.length === 0 || x.decision?.kind !== 'priority');
    expect(s.decision?.kind).toBe('priority');
    expect(s.objects[sable]!.damage).toBe(0);
    expect(s.objects[hundred]!.damage).toBe(4);
    expect(events(s, 'redirectDamage')).toHaveLength(1);
  });

  it('two Kor Chants sending the same source\'s damage from each creature to the other: the damage goes to the second and comes back to the first, where it is dealt', () => {
    const { state, ids } = setup({
      active: 1,
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Plains', 'Bronze Sable', 'Pillarfield Ox'], hand: ['Kor Chant', 'Kor Chant'] },
        { battlefield: ['Mountain'], hand: ['Flame Slash'] },
        {},
      ],
    });
    const [sable, ox] = [permanent(state, 'Bronze Sable'), permanent(state, 'Pillarfield Ox')];
    let s = passToPlayer(cast(state, 1, ids.hand[1]![0]!, [{ object: sable }]), 0);
    const slash = s.stack[0]!;
    s = korChant(s, ids.hand[0]![0]!, sable, ox, slash);
    s = korChant(passToPlayer(s, 0), ids.hand[0]![1]!, ox, sable, slash);
    s = resolveStack(s);
    expect(events(s, 'redirectDamage').map((e) => e.to)).toEqual([ox, sable]);
    expect(s.objects[ox]!.damage).toBe(0);
    expect(names(s, 0, 'graveyard')).toEqual(['Kor Chant', 'Kor Chant', 'Bronze Sable']);
  });
});

describe('Kor Chant after another redirection (CR 616.1f, 616.2)', () => {
  it("Pariah deals the damage to its player's creature instead, which makes Kor Chant's redirection of that creature's damage apply: the attacker's damage goes on to the other creature", () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [...Array<string>(6).fill('Plains'), 'Bronze Sable', 'Pillarfield Ox'], hand: ['Pariah', 'Kor Chant'] },
        { battlefield: ['Lizard Warrior'] },
      ],
    });
    const [sable, ox, lizard] = [permanent(state, 'Bronze Sable'), permanent(state, 'Pillarfield Ox'), permanent(state, 'Lizard Warrior')];
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: sable }]));
    s = skipUntil(s, (x) => x.turn.active === 1 && x.turn.step === 'main1');
    s = passToPlayer(attack(s, [[lizard, 0]]), 0);
    s = resolveStack(korChant(s, ids.hand[0]![1]!, sable, ox, lizard));
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(s.players[0]!.life).toBe(20);
    expect(s.objects[sable]!.damage).toBe(0);
    expect(events(s, 'redirectDamage').map((e) => [e.card, e.toPlayer, e.to, e.amount])).toEqual([['Pariah', 0, sable, 4], ['Kor Chant', undefined, ox, 4]]);
    expect(names(s, 0, 'graveyard')).toEqual(['Kor Chant', 'Pillarfield Ox']);
  });
});

describe('Kor Chant and Gratuitous Violence (CR 616.1, 614.1a)', () => {
  it("the attacker of Gratuitous Violence's controller: the blocker's controller orders the two (CR 616.1, as with Pariah); doubled then dealt to the other creature, or dealt there then doubled (still a creature they control dealing it, 616.1f), the other creature is dealt 4", () => {
    for (const first of [0, 1]) {
      const { state, ids } = setup({
        active: 1,
        players: [
          { battlefield: ['Plains', 'Plains', 'Plains', 'Ogre Sentry'], hand: ['Kor Chant'] },
          { battlefield: ['Bronze Sable', 'Hundred-Handed One', 'Gratuitous Violence'] },
        ],
      });
      const [sentry, sable, hundred] = [permanent(state, 'Ogre Sentry'), permanent(state, 'Bronze Sable'), permanent(state, 'Hundred-Handed One')];
      let s = block(attack(state, [[sable, 0]]), [[sentry, sable]]);
      s = passToPlayer(s, 0);
      s = resolveStack(korChant(s, ids.hand[0]![0]!, sentry, hundred, sable));
      s = skipUntil(s, (x) => x.decision?.kind === 'choose');
      expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { prompt: 'preventionOrder', rule: '616.1' } });
      s = skipUntil(apply(s, { type: 'choose', player: 0, choice: [first] }), (x) => x.turn.step === 'main2');
      expect(s.objects[sentry]!.damage).toBe(0);
      expect(s.objects[hundred]!.damage).toBe(4);
      expect(events(s, 'redirectDamage')).toEqual([expect.objectContaining({ card: 'Kor Chant', object: sable, to: hundred, amount: first === 0 ? 2 : 4 })]);
      expect(events(s, 'doubleDamage')).toEqual([expect.objectContaining({ card: 'Gratuitous Violence', object: sable, to: first === 0 ? hundred : sentry, amount: 4 })]);
    }
  });
});

describe('Kor Chant and a prevention of the damage dealt to its creature (CR 616.1)', () => {
  it('Ghostly Possession on the blocker Kor Chant protects: preventing the damage or dealing it to the other creature differ, so the blocker\'s controller chooses', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: [...Array<string>(3).fill('Island'), ...Array<string>(3).fill('Plains'), 'Bronze Sable', 'Pillarfield Ox'], hand: ['Ghostly Possession', 'Kor Chant'] },
        { battlefield: ['Lizard Warrior'] },
      ],
    });
    const [sable, ox, lizard] = [permanent(state, 'Bronze Sable'), permanent(state, 'Pillarfield Ox'), permanent(state, 'Lizard Warrior')];
    const start = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: sable }]));
    for (const redirect of [false, true]) {
      let s = skipUntil(start, (x) => x.turn.active === 1 && x.turn.step === 'main1');
      s = block(attack(s, [[lizard, 0]]), [[sable, lizard]]);
      s = resolveStack(korChant(passToPlayer(s, 0), ids.hand[0]![1]!, sable, ox, lizard));
      s = skipUntil(s, (x) => x.turn.step === 'main2' || x.decision?.kind === 'choose');
      expect(s.decision).toMatchObject({ kind: 'choose', player: 0, choice: { rule: '616.1' } });
      if (s.decision?.kind !== 'choose') return;
      s = apply(s, { type: 'choose', player: 0, choice: [s.decision.choice.options.findIndex((o) => 'label' in o && o.label.includes(redirect ? 'Kor Chant' : 'Ghostly Possession'))] });
      s = skipUntil(s, (x) => x.turn.step === 'main2');
      expect(s.objects[sable]!.damage).toBe(0);
      expect(names(s, 0, 'graveyard')).toEqual(redirect ? ['Kor Chant', 'Pillarfield Ox'] : ['Kor Chant']);
    }
  });
});

describe('Kor Chant — the sources that may be chosen (CR 609.7a)', () => {
  it('609.7a: an object an ability on the stack refers to, even one no longer in its zone — Gang of Devils, dead, whose trigger will deal its damage', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Swamp', 'Swamp', 'Swamp', 'Plains', 'Plains', 'Plains', 'Bronze Sable'], hand: ['Murder', 'Kor Chant'] }, { battlefield: ['Gang of Devils', 'Hundred-Handed One'] }],
    });
    const [sable, gang, hundred] = [permanent(state, 'Bronze Sable'), permanent(state, 'Gang of Devils'), permanent(state, 'Hundred-Handed One')];
    let s = resolveStack(cast(state, 0, ids.hand[0]![0]!, [{ object: gang }]));
    s = apply(s, { type: 'putTrigger', player: 1, index: 0, targets: [{ object: sable }] });
    s = passToPlayer(s, 0);
    s = resolveStack(korChant(s, ids.hand[0]![1]!, sable, hundred, gang));
    expect(names(s, 0, 'graveyard')).toEqual(['Murder', 'Kor Chant']);
    expect(s.objects[sable]!.damage).toBe(0);
    expect(s.objects[hundred]!.damage).toBe(3);
  });

  it('609.7a: a permanent spell chosen, the damage of the permanent it becomes is dealt to the other creature instead', () => {
    const { state, ids } = setup({
      players: [{ battlefield: ['Plains', 'Plains', 'Plains', 'Lizard Warrior', 'Hundred-Handed One'], hand: ['Kor Chant'] }, { battlefield: ['Island', 'Island', 'Island', 'Island'], hand: ['Cloaked Siren'] }],
    });
    const [lizard, hundred] = [permanent(state, 'Lizard Warrior'), permanent(state, 'Hundred-Handed One')];
    let s = attack(state, [[lizard, 1]]);
    s = passToPlayer(s, 1);
    s = cast(s, 1, ids.hand[1]![0]!);
    const siren = s.stack[s.stack.length - 1]!;
    s = passToPlayer(s, 0);
    s = korChant(s, ids.hand[0]![0]!, lizard, hundred, siren);
    s = resolveStack(s);
    s = block(s, [[permanent(s, 'Cloaked Siren'), lizard]]);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(s.objects[lizard]!.damage).toBe(0);
    expect(s.objects[hundred]!.damage).toBe(3);
  });

  it('609.7a: only the permanent the chosen spell becomes when it resolves — a Cloaked Siren spell countered by Desertion and put onto the battlefield is a new object, whose damage is dealt as usual', () => {
    const { state, ids } = setup({
      players: [
        { battlefield: ['Plains', 'Plains', 'Plains', 'Lizard Warrior', 'Hundred-Handed One'], hand: ['Kor Chant'] },
        { battlefield: Array<string>(9).fill('Island'), hand: ['Cloaked Siren', 'Desertion'] },
      ],
    });
    const [lizard, hundred] = [permanent(state, 'Lizard Warrior'), permanent(state, 'Hundred-Handed One')];
    let s = attack(state, [[lizard, 1]]);
    s = passToPlayer(s, 1);
    s = cast(s, 1, ids.hand[1]![0]!);
    const siren = s.stack[s.stack.length - 1]!;
    s = passToPlayer(s, 0);
    s = korChant(s, ids.hand[0]![0]!, lizard, hundred, siren);
    s = passToPlayer(s, 1);
    expect(s.stack).toEqual([siren]);
    // its own caster counters it: Desertion puts the card onto the battlefield under their control instead
    s = resolveStack(cast(s, 1, ids.hand[1]![1]!, [{ object: siren }]));
    expect(events(s, 'counter')).toEqual([expect.objectContaining({ object: siren })]);
    s = block(s, [[permanent(s, 'Cloaked Siren'), lizard]]);
    s = skipUntil(s, (x) => x.turn.step === 'main2');
    expect(events(s, 'redirectDamage')).toEqual([]);
    expect(s.objects[hundred]!.damage).toBe(0);
    expect(names(s, 0, 'graveyard')).toEqual(['Kor Chant', 'Lizard Warrior']);
  });
});
