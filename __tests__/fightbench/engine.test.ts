import { describe, expect, test } from '@jest/globals';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { checkExportFile } from '../../src/suites/fightbench/check-export.js';
import { parseEngineOutput, runEngine, scrubbedEnv } from '../../src/suites/fightbench/engine.js';
import { splitCommand } from '../../src/suites/fightbench/options.js';
import { FIXTURES, opts, row, tmp, writeJsonl } from './helpers.js';

const ENGINE = [process.execPath, join(FIXTURES, 'engine.mjs')];

function replayRow(
  i: number,
  config: Record<string, unknown> = {},
  actions: unknown[] = [{ turn: 0 }, { turn: 1 }],
  good = true
): Record<string, unknown> {
  const replay = {
    engineVersion: '0.1.1',
    scenario: { id: 's@1' },
    seed: `seed-${i}`,
    config,
    actions,
    diagnostics: []
  };
  const h = createHash('sha256')
    .update(`${replay.seed}|${JSON.stringify(actions)}`)
    .digest('hex');
  return row({ matchId: `m-${i}`, replay: JSON.stringify(replay), stateHash: good ? h : 'f'.repeat(64) });
}

async function run(rows: Record<string, unknown>[], over: Parameters<typeof opts>[0] = {}) {
  const dir = tmp();
  const f = join(dir, 'e.jsonl');
  writeJsonl(f, rows);
  return checkExportFile(f, 'e.jsonl', 'jsonl', opts({ engine: ENGINE, engineTimeoutMs: 5000, ...over }), { cwd: dir });
}

const gate = (r: Awaited<ReturnType<typeof run>>) => r.gates.find((g) => g.id === 'replay');

describe('replay engine (stand-in)', () => {
  test('matching hashes: replay gate passes', async () => {
    const r = await run([replayRow(1), replayRow(2)]);
    expect(gate(r)).toMatchObject({ status: 'pass', detail: '2 rows replayed; every stateHash matches' });
    expect(r.facts?.replay).toEqual({ replayed: 2, matched: 2, mismatched: 0, engineErrors: 0, notReplayed: 0 });
  });

  test('a different final hash is FB041 naming row, matchId and column', async () => {
    const r = await run([replayRow(1), replayRow(2, {}, undefined, false)]);
    expect(gate(r)?.status).toBe('fail');
    const f = r.findings.find((x) => x.code === 'FB041');
    expect(f?.message).toMatch(/^line 2, matchId "m-2", column stateHash: /);
    expect(f?.line).toBe(2);
  });

  test('engine failure, garbage, timeout and flood are FB042; stderr never shown', async () => {
    const r = await run(
      [
        replayRow(1, { engineTest: 'fail' }),
        replayRow(2, { engineTest: 'garbage' }),
        replayRow(3, { engineTest: 'hang' }),
        replayRow(4, { engineTest: 'flood' })
      ],
      { engineTimeoutMs: 1500 }
    );
    const msgs = r.findings.filter((x) => x.code === 'FB042').map((x) => x.message);
    expect(msgs).toHaveLength(4);
    expect(msgs[0]).toMatch(/exited with code 3 \(\d+ bytes on stderr, not shown\)/);
    expect(msgs[1]).toMatch(/did not print a SHA-256/);
    expect(msgs[2]).toMatch(/did not finish within 1500 ms/);
    expect(msgs[3]).toMatch(/printed more than 64 KiB/);
    expect(msgs.join(' ')).not.toMatch(/user text/);
    expect(gate(r)?.status).toBe('fail');
  });

  test('post-terminal actions from the engine terminal turn: FB044', async () => {
    const r = await run([
      replayRow(1, { engineTest: 'terminal', terminal: 1 }, [{ turn: 0 }, { turn: 1 }, { turn: 2 }])
    ]);
    expect(r.findings.map((f) => f.code)).toContain('FB044');
    expect(gate(r)?.status).toBe('fail');
  });

  test('unsupported engine version: not replayed, replay undecided, FB013', async () => {
    const bad = replayRow(1);
    bad.replay = (bad.replay as string).replace('0.1.1', '9.9.9');
    const r = await run([bad]);
    expect(r.findings.map((f) => f.code)).toContain('FB013');
    expect(gate(r)?.status).toBe('undecided');
    const r2 = await run([bad], { engineVersions: ['0.1.1', '9.9.9'] });
    expect(gate(r2)?.status).toBe('pass'); // once allowed, the row is replayed (the stand-in ignores the version)
  });

  test('environment is scrubbed: credentials never reach the engine', async () => {
    process.env.FB_TEST_SECRET = 'x';
    try {
      const r = await run([replayRow(1)]);
      expect(gate(r)?.status).toBe('pass');
    } finally {
      delete process.env.FB_TEST_SECRET;
    }
    const env = scrubbedEnv({ PATH: '/bin', GITHUB_TOKEN: 't', HOME: '/root' }, { BENCHGATE_ENGINE_VERSION: '0.1.1' });
    expect(env).toEqual({ PATH: '/bin', BENCHGATE_ENGINE_VERSION: '0.1.1' });
  });

  test('a missing engine binary is FB042, not a crash', async () => {
    const r = await run([replayRow(1)], { engine: ['/nonexistent/engine-binary'] });
    expect(r.findings.find((f) => f.code === 'FB042')?.message).toMatch(/could not start the engine \(ENOENT\)/);
  });

  test('no shell: metacharacters are passed as arguments', async () => {
    const out = await runEngine(
      [
        process.execPath,
        '-e',
        'process.stdout.write(process.argv[1] === "$(touch /tmp/x)" ? "a".repeat(64) : "")',
        '$(touch /tmp/x)'
      ],
      '{}',
      { timeoutMs: 5000, maxOutputBytes: 1024, cwd: tmp(), engineVersion: '0.1.1' }
    );
    expect(out).toEqual({ ok: true, stateHash: 'a'.repeat(64) });
  });

  test('output parsing and command splitting', () => {
    expect(parseEngineOutput('sha256:' + 'B'.repeat(64) + '\n')).toEqual({ ok: true, stateHash: 'b'.repeat(64) });
    expect(parseEngineOutput('{"stateHash":"' + 'c'.repeat(64) + '","terminalTurn":3}')).toEqual({
      ok: true,
      stateHash: 'c'.repeat(64),
      terminalTurn: 3
    });
    expect(parseEngineOutput('').ok).toBe(false);
    expect(splitCommand(`node "my engine.mjs" --x='a b' c\\ d`)).toEqual(['node', 'my engine.mjs', '--x=a b', 'c d']);
    expect(splitCommand('node "unclosed')).toBeUndefined();
    expect(splitCommand('   ')).toBeUndefined();
  });

  test('without an engine: unverifiable, skipped (never pass); require-replay makes it undecided', async () => {
    const r = await run([replayRow(1)], { engine: undefined });
    expect(gate(r)).toMatchObject({ status: 'skipped' });
    expect(gate(r)?.detail).toMatch(/unverifiable/);
    expect(r.findings.map((f) => f.code)).toEqual(['FB040']);
    const r2 = await run([replayRow(1)], { engine: undefined, requireReplay: true });
    expect(gate(r2)?.status).toBe('undecided');
    const r3 = await run([replayRow(1, {}, [{ turn: 1 }, { turn: 0 }])], { engine: undefined });
    expect(gate(r3)?.status).toBe('fail'); // reordered turns are caught statically
  });
});
