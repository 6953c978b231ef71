import { describe, expect, test } from '@jest/globals';
import { COMMAND_GROUPS, loadAllCommands, loadGroup } from '../../src/cli/commands.js';
import { main } from '../../src/cli/main.js';
import type { CommandIO } from '../../src/core/command.js';

function io(): CommandIO & { out: string; err: string } {
  const o = { out: '', err: '' } as CommandIO & { out: string; err: string };
  Object.assign(o, {
    stdout: (t: string) => (o.out += t),
    stderr: (t: string) => (o.err += t),
    color: false,
    cwd: process.cwd(),
    env: {},
    isTTY: false
  });
  return o;
}

describe('lazily loaded command groups', () => {
  test('every command of a group starts with the group word; words are unique; no command is lost', async () => {
    const words = COMMAND_GROUPS.map((g) => g.word);
    expect(new Set(words).size).toBe(words.length);
    for (const g of COMMAND_GROUPS) {
      const cmds = await g.load();
      expect(cmds.length).toBeGreaterThan(0);
      for (const c of cmds) expect(c.name[0]).toBe(g.word);
    }
    const all = (await loadAllCommands()).map((c) => c.name.join(' '));
    expect(all).toEqual(
      expect.arrayContaining(['check', 'merge', 'manifest verify', 'simulate', 'codes', 'fightbench verify'])
    );
    expect(new Set(all).size).toBe(all.length);
  });

  test('only the typed group is loaded; unknown words and sub-commands are usage errors listing what exists', async () => {
    const loaded: string[] = [];
    const spy = COMMAND_GROUPS.map((g) => ({ word: g.word, load: () => (loaded.push(g.word), g.load()) }));
    const a = io();
    expect(await main(['codes', 'AM008'], a, spy)).toBe(0);
    expect(loaded).toEqual(['codes']);
    const b = io();
    expect(await main(['manifest', 'nope'], b, spy)).toBe(2);
    expect(b.err).toContain('unknown manifest command "nope"');
    expect(b.err).toContain('benchgate manifest verify');
    const c = io();
    expect(await main(['frobnicate'], c, spy)).toBe(2);
    expect(c.err).toContain('unknown command "frobnicate"');
    expect(c.err).toContain('simulate'); // the full help, which loads every group
    expect(await loadGroup('frobnicate')).toEqual([]);
  });

  test('`benchgate --help` loads no family group (their help is static) and lists every command', async () => {
    const loaded: string[] = [];
    const spy = COMMAND_GROUPS.map((g) => ({ ...g, load: () => (loaded.push(g.word), g.load()) }));
    const a = io();
    expect(await main(['--help'], a, spy)).toBe(0);
    expect(loaded).toEqual(['check', 'init', 'diff', 'merge', 'history', 'simulate', 'codes']);
    for (const c of await loadAllCommands()) expect(a.out).toContain(`  ${c.name.join(' ')}  `);
    expect(a.out).toContain('pqid replay-derivatives');
  });

  test("every group's --help (and -h) prints its commands and exits 0", async () => {
    for (const g of COMMAND_GROUPS) {
      for (const flag of ['--help', '-h']) {
        const a = io();
        expect([g.word, flag, await main([g.word, flag], a)]).toEqual([g.word, flag, 0]);
        const cmds = await g.load();
        const self = cmds.find((c) => c.name.length === 1);
        for (const c of self ? [self] : cmds) expect(a.out).toContain(c.usage);
      }
    }
    const q = io();
    expect(await main(['qsolve', '--help'], q)).toBe(0);
    expect(q.out).toContain('benchgate qsolve check [DIR]');
    expect(q.out).toContain('--platform');
    expect(q.err).toBe('');
  });

  test('qsolve check: --platform and --target exclude each other (usage error before anything runs)', async () => {
    const a = io();
    expect(await main(['qsolve', 'check', '.', '--platform', '--target', 'fake:fez'], a)).toBe(2);
    expect(a.err).toContain('--platform and --target exclude each other');
  });
});
