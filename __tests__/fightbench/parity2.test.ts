/** Issue #20 (FightBench): download size, integer schemaVersion token, complete ReplayLog, secret scan by default. */
import { describe, expect, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { writeParquet } from '../../bench/lib/mini-parquet-writer.mjs';
import { checkExportFile } from '../../src/suites/fightbench/check-export.js';
import { FAST_UNSURE, FastRowChecker, type FastRowOptions } from '../../src/suites/fightbench/fastrow.js';
import { canonicalize, sha256Hex } from '../../src/suites/fightbench/canonical.js';
import { parseJsonStrict, type JObject } from '../../src/suites/fightbench/json.js';
import { checkSuiteText, parseCreationDate } from '../../src/suites/fightbench/manifest.js';
import { checkRow, checkScenarioHash, topLevelNumberToken } from '../../src/suites/fightbench/rows.js';
import { opts, row, tmp, writeJsonl } from './helpers.js';

const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => row({ matchId: `m-${i}` }));
/** The fast path's verdict on a whole line. */
const fastLine = (line: Buffer, o: FastRowOptions) => new FastRowChecker(o).scanLine(line, 0, line.length);
const codes = (r: { findings: { code: string }[] }) => r.findings.map((f) => f.code).filter((c) => c !== 'FB040');

describe('"Request 1–20 IDs per download": one export file holds at most 20 rows (FB029)', () => {
  test.each([
    [1, false],
    [20, false],
    [21, true],
    [50, true]
  ])('JSONL and Parquet with %i rows: finding %s, at the 21st row', async (n, over) => {
    const dir = tmp();
    writeJsonl(join(dir, 'x.jsonl'), rowsOf(n));
    writeParquet(join(dir, 'x.parquet'), rowsOf(n), { rowGroupSize: 7 });
    for (const [name, format] of [
      ['x.jsonl', 'jsonl'],
      ['x.parquet', 'parquet']
    ] as const) {
      for (const exactOnly of [false, true]) {
        const r = await checkExportFile(join(dir, name), name, format, opts(), { cwd: dir, exactOnly });
        const f = r.findings.filter((x) => x.code === 'FB029');
        expect(f.length).toBe(over ? 1 : 0);
        expect(r.gates.find((g) => g.id === 'rows-valid')?.status).toBe(over ? 'fail' : 'pass');
        if (over) {
          expect(f[0].severity).toBe('error');
          expect(f[0].message).toContain(`holds ${n} rows`);
          expect(f[0].line).toBe(format === 'jsonl' ? 21 : undefined);
        }
      }
    }
  });
});

describe('schemaVersion is the integer 1: the raw JSONL token counts (FB006)', () => {
  test('topLevelNumberToken reads the source spelling of the top-level key only', () => {
    expect(topLevelNumberToken('{"schemaVersion":1.0,"x":1}', 'schemaVersion')).toBe('1.0');
    expect(topLevelNumberToken('{"a":{"schemaVersion":2},"schemaVersion" : 1e0}', 'schemaVersion')).toBe('1e0');
    expect(topLevelNumberToken('{"replay":"{\\"schemaVersion\\":1.0}","schemaVersion":1}', 'schemaVersion')).toBe('1');
    expect(topLevelNumberToken('{"schema\\u0056ersion":10e-1}', 'schemaVersion')).toBe('10e-1');
    expect(topLevelNumberToken('{"schemaVersion":1.0,"schemaVersion":1}', 'schemaVersion')).toBe('1');
    expect(topLevelNumberToken('{"schemaVersion":"1"}', 'schemaVersion')).toBeUndefined();
  });

  test.each(['1.0', '1e0', '1E0', '10e-1', '1.00', '0.1e1'])(
    'JSONL schemaVersion written %s is refused (fast and exact path)',
    async (tok) => {
      const dir = tmp();
      const good = JSON.stringify(row({ matchId: 'm-a' }));
      const bad = JSON.stringify(row({ matchId: 'm-b' })).replace('"schemaVersion":1', `"schemaVersion":${tok}`);
      expect(bad).toContain(tok);
      writeFileSync(join(dir, 'v.jsonl'), `${good}\n${bad}\n`);
      for (const exactOnly of [false, true]) {
        const r = await checkExportFile(join(dir, 'v.jsonl'), 'v.jsonl', 'jsonl', opts(), { cwd: dir, exactOnly });
        const f = r.findings.filter((x) => x.code === 'FB006');
        expect(f.map((x) => x.line)).toEqual([2]);
        expect(f[0].message).toContain(`written "${tok}"`);
        expect(r.gates.find((g) => g.id === 'rows-valid')?.status).toBe('fail');
      }
    }
  );

  test('the integer 1 (and in Parquet the INT32 1) passes', async () => {
    expect(
      checkRow(row(), { engineVersions: ['0.1.1'], maxCellBytes: 1 << 20, schemaVersionToken: '1' }).issues
    ).toEqual([]);
    const dir = tmp();
    writeJsonl(join(dir, 'ok.jsonl'), rowsOf(2));
    const r = await checkExportFile(join(dir, 'ok.jsonl'), 'ok.jsonl', 'jsonl', opts(), { cwd: dir, exactOnly: true });
    expect(codes(r)).toEqual([]);
  });
});

describe('ReplayLog without seed, or with actions as an object: an error (FB014)', () => {
  const replay = (over: Record<string, unknown>, drop?: string) => {
    const o: Record<string, unknown> = {
      engineVersion: '0.1.1',
      scenario: { id: 's@1' },
      seed: 7,
      config: {},
      actions: [],
      diagnostics: [],
      ...over
    };
    if (drop) delete o[drop];
    return JSON.stringify(o);
  };
  test.each([
    ['no seed', replay({}, 'seed'), /the ReplayLog has no seed/],
    ['actions an object', replay({ actions: { 0: 'jab' } }), /replay\.actions is an object, expected an array/],
    ['no scenario', replay({}, 'scenario'), /the ReplayLog has no scenario/]
  ])('%s', async (_name, rp, msg) => {
    const dir = tmp();
    writeJsonl(join(dir, 'r.jsonl'), [row({ matchId: 'ok' }), row({ matchId: 'bad', replay: rp })]);
    for (const exactOnly of [false, true]) {
      const r = await checkExportFile(join(dir, 'r.jsonl'), 'r.jsonl', 'jsonl', opts(), { cwd: dir, exactOnly });
      const f = r.findings.filter((x) => x.code === 'FB014');
      expect(f).toHaveLength(1);
      expect(f[0].severity).toBe('error');
      expect(f[0].line).toBe(2);
      expect(f[0].message).toMatch(msg);
      expect(r.gates.find((g) => g.id === 'rows-valid')?.status).toBe('fail');
    }
  });
});

describe('secret scan on by default (the spec: "No secrets or key-store records are included")', () => {
  const key = 'sk-' + 'Z9y8X7w6'.repeat(4);
  const calls = (s: string) => JSON.stringify([{ request: { headers: { Authorization: s } } }]);

  test('a Bearer sk-… header fails the file by default, in JSONL (fast path on) and Parquet; value never shown', async () => {
    const dir = tmp();
    const rows = [row({ matchId: 'clean' }), row({ matchId: 'leak', calls: calls(`Bearer ${key}`) })];
    writeJsonl(join(dir, 'l.jsonl'), rows);
    writeParquet(join(dir, 'l.parquet'), rows);
    for (const [name, format] of [
      ['l.jsonl', 'jsonl'],
      ['l.parquet', 'parquet']
    ] as const) {
      const r = await checkExportFile(join(dir, name), name, format, opts(), { cwd: dir });
      const f = r.findings.filter((x) => x.code === 'FB050');
      expect(f.length).toBeGreaterThanOrEqual(1);
      expect(f.every((x) => x.severity === 'error' && x.subject?.includes('matchId "leak"'))).toBe(true);
      if (format === 'jsonl') expect(f[0].line).toBe(2);
      expect(r.gates.find((g) => g.id === 'rows-valid')?.status).toBe('fail');
      expect(JSON.stringify(r)).not.toContain(key);
      const off = await checkExportFile(join(dir, name), name, format, opts({ secretScan: false }), { cwd: dir });
      expect(off.findings.some((x) => x.code === 'FB050')).toBe(false);
    }
  });

  test('the line pre-test never lets the fast path call a secret-bearing line clean (escapes, newlines, \\u spelling)', () => {
    const o = { engineVersions: ['0.1.1'], maxCellBytes: 1 << 20, checkColumnSet: true, secretScan: true };
    const variants = [
      calls(`Bearer ${key}`),
      calls(`line\n${key}`),
      calls(`x ${'ghp_' + 'a'.repeat(36)}`),
      calls('AKIA' + 'ABCDEFGHIJKLMNOP'),
      calls('-----BEGIN RSA PRIVATE KEY-----')
    ];
    for (const c of variants) {
      const line = Buffer.from(JSON.stringify(row({ calls: c })));
      expect(fastLine(line, o)).toBe(FAST_UNSURE);
      expect(fastLine(line, { ...o, secretScan: false })).not.toBe(FAST_UNSURE);
    }
    // "sk-" spelled with a \u escape in the JSONL line decodes to a real key in the cell
    const spelled = JSON.stringify(row({ matchId: 'm-x', io: '[]' })).replace(
      '"io":"[]"',
      `"io":"[\\"\\u0073k-${'Z9y8X7w6'.repeat(4)}\\"]"`
    );
    const buf = Buffer.from(spelled);
    expect(fastLine(buf, o)).toBe(FAST_UNSURE);
  });

  test('a clean file keeps the fast path (no FB050, same result as the exact path)', async () => {
    const dir = tmp();
    writeJsonl(join(dir, 'c.jsonl'), rowsOf(5));
    const fast = await checkExportFile(join(dir, 'c.jsonl'), 'c.jsonl', 'jsonl', opts(), { cwd: dir });
    const exact = await checkExportFile(join(dir, 'c.jsonl'), 'c.jsonl', 'jsonl', opts(), {
      cwd: dir,
      exactOnly: true
    });
    expect({ ...fast, durationMs: 0 }).toEqual({ ...exact, durationMs: 0 });
  });
});

describe('new manifests pin their creation date inside the hash (FB037, FB038)', () => {
  const rev = 'd'.repeat(64);
  function download(bodyText: string, outerCreated = '2026-09-23T10:00:00Z'): string {
    const hash = sha256Hex(canonicalize(parseJsonStrict(bodyText) as JObject, 'rfc8785'));
    return `{"id":"s-1","createdAt":${JSON.stringify(outerCreated)},"manifest":${bodyText.replace(/\}$/, `,"hash":"${hash}"}`)}}`;
  }
  test('a new manifest (pinned entrants) without an inner creation date: FB037, the hash still matches', () => {
    const r = checkSuiteText(download(`{"pinned":{"entrants":[{"revision":"${rev}"}]}}`));
    expect(r.matched).toEqual(['rfc8785', 'sorted-compact', 'python-sorted-compact']);
    const f = r.issues.filter((i) => i.def.code === 'FB037');
    expect(f.map((i) => [i.def.severity, i.path, i.gate])).toEqual([
      ['error', '/manifest/createdAt', 'pinned-revisions']
    ]);
  });
  test('inner createdAt (manifest or pinned) pins it; an invalid date is FB037; a different outer date is FB038', () => {
    const ok = checkSuiteText(
      download(`{"createdAt":"2026-09-23T10:00:00Z","pinned":{"entrants":[{"revision":"${rev}"}]}}`)
    );
    expect(ok.issues.filter((i) => /FB03[78]/.test(i.def.code))).toEqual([]);
    const inPinned = checkSuiteText(
      download(`{"pinned":{"created_at":"2026-09-23","entrants":[{"revision":"${rev}"}]}}`, '2026-09-23')
    );
    expect(inPinned.issues.filter((i) => /FB03[78]/.test(i.def.code))).toEqual([]);
    const bad = checkSuiteText(download(`{"createdAt":"2026-13-45","pinned":{"entrants":[{"revision":"${rev}"}]}}`));
    expect(bad.issues.filter((i) => i.def.code === 'FB037').map((i) => i.path)).toEqual(['/manifest/createdAt']);
    const differ = checkSuiteText(
      download(
        `{"createdAt":"2026-09-23T10:00:00Z","pinned":{"entrants":[{"revision":"${rev}"}]}}`,
        '2026-10-01T00:00:00Z'
      )
    );
    expect(differ.issues.filter((i) => i.def.code === 'FB038').map((i) => i.def.severity)).toEqual(['warning']);
  });
  test('a legacy manifest (no pinned controllers) needs no inner date', () => {
    const r = checkSuiteText(download('{"suite":"x"}'));
    expect(r.legacy).toBe(true);
    expect(r.issues.filter((i) => i.def.code === 'FB037')).toEqual([]);
  });
  test('parseCreationDate accepts real dates only', () => {
    expect(parseCreationDate('2026-09-23T10:00:00Z')).toBe(Date.UTC(2026, 8, 23, 10));
    expect(parseCreationDate('2026-09-23T12:00:00+02:00')).toBe(Date.UTC(2026, 8, 23, 10));
    expect(parseCreationDate('2026-02-30')).toBeUndefined();
    expect(parseCreationDate('yesterday')).toBeUndefined();
    expect(parseCreationDate('2026-09-23T24:00:00Z')).toBeUndefined();
  });
});

describe('scenario hash validated as contentHash(scenario without hash) (FB045)', () => {
  const scenario = { id: 'demo-scenario@1', arena: { w: 10, h: 8 }, rules: ['a', 'b'] };
  const goodHash = sha256Hex(canonicalize(parseJsonStrict(JSON.stringify(scenario)) as JObject, 'rfc8785'));
  const replayWith = (sc: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    JSON.stringify({
      engineVersion: '0.1.1',
      scenario: sc,
      seed: 1,
      config: {},
      actions: [],
      diagnostics: [],
      ...extra
    });

  test('pure rule: match, mismatch, scenarioHash next to scenario, malformed', () => {
    expect(checkScenarioHash(replayWith({ ...scenario, hash: goodHash }))).toEqual([]);
    expect(checkScenarioHash(replayWith({ ...scenario, hash: 'sha256:' + goodHash }))).toEqual([]);
    expect(checkScenarioHash(replayWith(scenario, { scenarioHash: goodHash }))).toEqual([]);
    const edited = checkScenarioHash(replayWith({ ...scenario, rules: ['a'], hash: goodHash }));
    expect(edited.map((i) => [i.def.code, i.path, i.gate])).toEqual([['FB045', '/replay/scenario/hash', 'replay']]);
    expect(checkScenarioHash(replayWith({ ...scenario, hash: 'v1' }))[0].message).toMatch(/not a SHA-256 digest/);
    expect(checkScenarioHash(replayWith(scenario, { scenarioHash: 'f'.repeat(64) }))[0].path).toBe(
      '/replay/scenarioHash'
    );
    expect(checkScenarioHash(replayWith(scenario))).toEqual([]);
    expect(checkScenarioHash(replayWith({ ...scenario, hash: goodHash }), 'python-sorted')).toHaveLength(1);
  });

  test('in a file: the fast path never calls an edited scenario clean (JSONL and Parquet, fast and exact)', async () => {
    const dir = tmp();
    const rows = [
      row({ matchId: 'good', replay: replayWith({ ...scenario, hash: goodHash }) }),
      row({ matchId: 'edited', replay: replayWith({ ...scenario, arena: { w: 11, h: 8 }, hash: goodHash }) }),
      row({ matchId: 'outer', replay: replayWith({ ...scenario, id: 'x' }, { scenarioHash: goodHash }) }),
      row({
        matchId: 'escaped',
        replay: replayWith({ ...scenario, rules: ['z'] }).replace(
          '"scenario":{',
          `"scenario":{"h\\u0061sh":"${goodHash}",`
        )
      })
    ];
    writeJsonl(join(dir, 's.jsonl'), rows);
    writeParquet(join(dir, 's.parquet'), rows);
    for (const [name, format] of [
      ['s.jsonl', 'jsonl'],
      ['s.parquet', 'parquet']
    ] as const) {
      for (const exactOnly of [false, true]) {
        const r = await checkExportFile(join(dir, name), name, format, opts(), { cwd: dir, exactOnly });
        expect(
          r.findings.filter((f) => f.code === 'FB045').map((f) => f.subject?.match(/matchId "(\w+)"/)?.[1])
        ).toEqual(['edited', 'outer', 'escaped']);
        expect(r.gates.find((g) => g.id === 'replay')?.status).toBe('fail');
      }
    }
  });
});

describe('scenario hash on the fast path', () => {
  test('a valid scenario hash keeps rows on the fast path (cached per scenario), and the result equals the exact path', async () => {
    const { scenarioTextClean } = await import('../../src/suites/fightbench/rows.js');
    const sc = { id: 'arena@3', w: 5 };
    const h = sha256Hex(canonicalize(parseJsonStrict(JSON.stringify(sc)) as JObject, 'rfc8785'));
    expect(scenarioTextClean(JSON.stringify({ ...sc, hash: h }))).toBe(true);
    expect(scenarioTextClean(JSON.stringify({ ...sc, hash: 'e'.repeat(64) }))).toBe(false);
    expect(scenarioTextClean(JSON.stringify({ ...sc, hash: h }), 'python-sorted')).toBe(false);
    expect(scenarioTextClean('{"id":1,"id":2,"hash":"x"}')).toBe(false);
    const replay = JSON.stringify({
      engineVersion: '0.1.1',
      scenario: { ...sc, hash: h },
      seed: 1,
      config: {},
      actions: [],
      diagnostics: []
    });
    const line = Buffer.from(JSON.stringify(row({ replay })));
    expect(
      fastLine(line, {
        engineVersions: ['0.1.1'],
        maxCellBytes: 1 << 20,
        checkColumnSet: true,
        secretScan: true
      })
    ).not.toBe(FAST_UNSURE);
    const dir = tmp();
    writeJsonl(join(dir, 'h.jsonl'), [
      row({ matchId: 'a', replay }),
      row({ matchId: 'b', replay: replay.replace('"w":5', '"w":6') })
    ]);
    const fast = await checkExportFile(join(dir, 'h.jsonl'), 'h.jsonl', 'jsonl', opts(), { cwd: dir });
    const exact = await checkExportFile(join(dir, 'h.jsonl'), 'h.jsonl', 'jsonl', opts(), {
      cwd: dir,
      exactOnly: true
    });
    expect({ ...fast, durationMs: 0 }).toEqual({ ...exact, durationMs: 0 });
    expect(fast.findings.filter((f) => f.code === 'FB045').map((f) => f.line)).toEqual([2]);
  });
});
