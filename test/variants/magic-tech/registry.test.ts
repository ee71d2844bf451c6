import { describe, expect, it } from 'vitest';
import {
  apply, createGame, deserialize, isMagicTechRule, MAGIC_TECH_SECTIONS, magicTechSection, registerMagicTechFormat, serialize, view,
} from '../../../src/index.js';
import { magicTechModules } from '../../../src/formats/magic-tech.js';
import { mt, sendMission, setPost, toMissions, underConstruction, deployed } from './helpers.js';
import { editState } from '../../../src/testing/index.js';

describe('the Magic Tech rules registry', () => {
  it('resolves a rule id to its section, and a keyword to its section', () => {
    expect(magicTechSection('MT 4.2')?.title).toBe('Deploying');
    expect(magicTechSection('MT 4')?.id).toBe('MT 4');
    expect(magicTechSection('patrol')?.id).toBe('MT 5');
    expect(magicTechSection('MT 4.99')).toBeUndefined();
    expect(magicTechSection('MT 13')).toBeUndefined();
    expect(isMagicTechRule('MT 8.6')).toBe(true);
    expect(isMagicTechRule('702.19b')).toBe(false);
  });

  it('every Magic Tech module is keyed by a section or rule of the registry', () => {
    const own = magicTechModules.filter((m) => m.number.startsWith('MT'));
    expect(own.length).toBeGreaterThan(10);
    for (const m of own) expect(isMagicTechRule(m.number), m.number).toBe(true);
    expect(new Set(MAGIC_TECH_SECTIONS.map((s) => s.id)).size).toBe(MAGIC_TECH_SECTIONS.length);
  });
});

describe('the magic-tech format', () => {
  it('a game in the middle of a mission, with cards under construction and posts, saves and loads', () => {
    const { state, ids } = mt({ players: [{ battlefield: ['Bronze Sable', deployed('Divination')] }, { battlefield: ['Pillarfield Ox'] }] });
    let s = editState(state, (x) => {
      setPost(x, ids.battlefield[0]![0]!, 'patrol');
      setPost(x, ids.battlefield[1]![0]!, { guard: { player: 1 } });
      underConstruction(x, ids.battlefield[0]![1]!, 2);
    });
    s = sendMission(toMissions(s), { player: 1 }, [ids.battlefield[0]![0]!]);
    expect(deserialize(serialize(s))).toStrictEqual(s);
    // the opponent's view hides the card under construction
    expect(view(s, 1).battlefield.find((o) => o.id === ids.battlefield[0]![1]!)?.card).toBe('');
    // posts and the mission are public: both players see them
    expect(view(s, 1).formatData).toEqual(s.formatData);
    expect((view(s, 0).formatData!['magic-tech'] as { mission: unknown }).mission).toEqual({ target: { player: 1 }, defender: 1, involved: { attackers: [ids.battlefield[0]![0]!], blockers: [] } });
  });

  it('the open points are options: a format registered with other choices follows them', () => {
    registerMagicTechFormat('magic-tech-big-decks', { maxDeckSize: 80, firstTurnDeployments: 2 });
    expect(() => createGame({ format: 'magic-tech-big-decks', players: [{ deck: Array<string>(80).fill('Plains') }, { deck: Array<string>(20).fill('Plains') }], seed: 1 })).not.toThrow();
    expect(() => createGame({ format: 'magic-tech', players: [{ deck: Array<string>(80).fill('Plains') }, { deck: Array<string>(20).fill('Plains') }], seed: 1 })).toThrow(/MT 2.1/);
    const { state, ids } = mt({ turn: 1, players: [{ hand: ['Bronze Sable', 'Runed Servitor'] }, {}] });
    const other = editState(state, (x) => { x.format = 'magic-tech-big-decks'; });
    let s = apply(other, { type: 'variant', player: 0, name: 'deploy', object: ids.hand[0]![0]! });
    s = apply(s, { type: 'variant', player: 0, name: 'deploy', object: ids.hand[0]![1]! });
    expect(s.battlefield).toHaveLength(2);
  });
});
