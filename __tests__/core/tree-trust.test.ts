import { afterAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stringify } from 'yaml';
import { main } from '../../src/cli/main.js';
import type { CommandIO } from '../../src/core/command.js';
import { CONFIG_TRUST } from '../../src/core/config.js';
import type { Report } from '../../src/core/model.js';
import type { Trust } from '../../src/core/trust.js';
import { historyConfig, HISTORY_TRUST, type HistoryConfig } from '../../src/core/history-config.js';
import { HISTORY_SCHEMA, type HistoryStore } from '../../src/core/history-model.js';
import { runCheck } from '../../src/run.js';
import { loadSuites, SUITE_IDS } from '../../src/suites/index.js';
import type { Suite, SuiteContext } from '../../src/suites/types.js';

/**
 * The checked tree's `.benchgate.yml` may only tighten (docs/security.md, "What the checked tree may set"). Every
 * option every suite declares is set from the tree here: a loosening value is ignored with BG014 at its line (the
 * suite sees the job's value), a tightening value is applied. A row per declared option is required: an option
 * added without a row here fails the completeness test.
 */

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
function tree(files: Record<string, string>): string {
  const d = mkdtempSync(join(tmpdir(), 'bg-trust-'));
  dirs.push(d);
  for (const [p, t] of Object.entries(files)) {
    mkdirSync(join(d, p, '..'), { recursive: true });
    writeFileSync(join(d, p), t);
  }
  return d;
}

/**
 * One row per option: `loosen` is a tree value that must be ignored (with `job` the job's own value, undefined = the
 * job does not set it); `tighten` a tree value that must be applied over `tightenJob`.
 */
interface Row {
  loosen: unknown;
  job?: unknown;
  tighten?: unknown;
  tightenJob?: unknown;
}
const ROWS: Record<string, Record<string, Row>> = {
  qsolve: {
    records: { loosen: '.benchgate/run-records.json' },
    run: { loosen: false, tighten: true, tightenJob: false },
    target: { loosen: 'sim-cpu' },
    timeout_s: { loosen: 900, job: 600, tighten: 60, tightenJob: 600 },
    python: { loosen: './evil.sh', tighten: 'python3.11' },
    sandbox: { loosen: 'off', tighten: 'required', tightenJob: 'auto' },
    reported_mitigation: { loosen: 'trust', tighten: 'ignore', tightenJob: 'verify' }
  },
  pcs: {
    digests: { loosen: 'off', tighten: 'strict' },
    'min-tier': { loosen: 'schema-valid', job: 'release-grade', tighten: 'audit-ready', tightenJob: 'developer-grade' },
    'release-grade': { loosen: false, job: true, tighten: true },
    'max-bytes': { loosen: 1e12, tighten: 1024 },
    'max-depth': { loosen: 100000, tighten: 16 },
    'provenance-manifest': { loosen: 'forged/provenance.manifest.json' }
  },
  pqid: {
    evaluations: { loosen: ['passing/evaluations.jsonl'] },
    'release-dir': { loosen: 'other-release' },
    'candidate-manifest': { loosen: 'forged-manifest.json' },
    'allow-partial': { loosen: true, tighten: false, tightenJob: true },
    'min-rates': {
      loosen: { signature_rate: 0.1 },
      job: { signature_rate: 0.9 },
      tighten: { signature_rate: 0.95 },
      tightenJob: { signature_rate: 0.9 }
    },
    'max-rates': { loosen: { es_gap_rate: 0.9 }, job: { es_gap_rate: 0.1 }, tighten: { es_gap_rate: 0.05 } },
    'max-regression': {
      loosen: { signature_rate: 0.5 },
      job: { signature_rate: 0.01 },
      tighten: { signature_rate: 0 }
    },
    'schema-severity': { loosen: 'off', tighten: 'error' },
    'max-findings-per-file': { loosen: 1, tighten: 5000 },
    'max-line-bytes': { loosen: 1024 * 1024 * 1024, tighten: 4096 },
    discover: { loosen: false, tighten: true, tightenJob: false },
    prompts: { loosen: ['x/*.jsonl'] },
    responses: { loosen: ['x/*.jsonl'] },
    'provider-attempts': { loosen: ['x/*.jsonl'] },
    'benchmark-records': { loosen: ['x/*.jsonl'] },
    requests: { loosen: ['x/*.jsonl'] }
  },
  fightbench: {
    'engine-versions': { loosen: ['0.1.1', '9.9.9'] },
    'fightbench-engine': { loosen: 'sh -c "echo pwned"' },
    engine: { loosen: ['sh', '-c', 'echo pwned'] },
    'engine-timeout-ms': { loosen: 3_600_000, tighten: 1000 },
    'engine-max-output-bytes': { loosen: 1e9, tighten: 4096 },
    'require-replay': { loosen: false, job: true, tighten: true },
    'secret-scan': { loosen: false, tighten: true, tightenJob: false },
    'public-repo': { loosen: true },
    'max-cell-bytes': { loosen: 1e12, tighten: 1024 },
    'max-line-bytes': { loosen: 1e12, tighten: 1024 },
    'max-row-group-bytes': { loosen: 1e12, tighten: 1024 },
    'max-manifest-bytes': { loosen: 1e12, tighten: 1024 },
    'max-findings-per-code': { loosen: 1, tighten: 100 },
    'manifest-canonicalization': { loosen: 'any', job: 'rfc8785', tighten: 'rfc8785' },
    'shard-folders': { loosen: ['*'] }
  },
  'artifact-manifest': {
    strict: { loosen: false, job: true, tighten: true },
    'max-manifest-bytes': { loosen: 1e12, tighten: 1024 }
  }
};

const loaded = new Map<string, Suite>();
async function suite(id: string): Promise<Suite> {
  if (!loaded.has(id)) loaded.set(id, (await loadSuites([id]))[0]);
  return loaded.get(id)!;
}

/** Runs the real option resolution of suite `id` and returns what the suite saw, with the run's findings. */
async function seen(
  id: string,
  treeOptions: Record<string, unknown>,
  job: Record<string, unknown> | undefined
): Promise<{ options: Record<string, unknown>; report: Report; yml: string }> {
  const real = await suite(id);
  let got: Record<string, unknown> = {};
  const spy: Suite = {
    ...real,
    async discover(_t, ctx: SuiteContext) {
      got = ctx.options;
      return { artifacts: [] };
    }
  };
  const yml = `# tree\nsuites:\n  ${id}:\n    options:\n${stringify(treeOptions)
    .trimEnd()
    .split('\n')
    .map((l) => `      ${l}`)
    .join('\n')}\n`;
  const report = await runCheck({
    path: tree({ '.benchgate.yml': yml }),
    suites: [id],
    suiteList: [spy],
    ...(job ? { suiteOptions: { [id]: job } } : {})
  });
  return { options: got, report, yml };
}

describe('every option a suite declares has a row here', () => {
  it.each(SUITE_IDS)('%s', async (id) => {
    const s = await suite(id);
    expect(s.optionTrust).toBeDefined();
    expect(Object.keys(ROWS[id] ?? {}).sort()).toEqual(Object.keys(s.optionTrust!.table).sort());
  });
});

const cases: [string, string, Row][] = Object.entries(ROWS).flatMap(([id, rows]) =>
  Object.entries(rows).map(([k, r]): [string, string, Row] => [id, k, r])
);

describe('a loosening value from the tree is ignored with BG014 at its line; the suite sees the job’s value', () => {
  it.each(cases)('%s.%s', async (id, key, row) => {
    const job = row.job === undefined ? undefined : { [key]: row.job };
    const { options, report } = await seen(id, { [key]: row.loosen }, job);
    const bg014 = report.findings.filter((f) => f.code === 'BG014');
    expect(bg014.length).toBeGreaterThanOrEqual(1);
    expect(bg014[0]).toMatchObject({ file: '.benchgate.yml', line: 5, column: 7, severity: 'warning' });
    expect(bg014[0].message).toContain(`\`suites.${id}.options.${key}`);
    expect(bg014[0].message).toMatch(/is ignored: .*the job must set it \(the action input `options`/);
    if (row.job === undefined) expect(Object.prototype.hasOwnProperty.call(options, key)).toBe(false);
    else expect(options[key]).toEqual(row.job);
  });
});

describe('a tightening value from the tree is applied, without a finding', () => {
  it.each(cases.filter(([, , r]) => r.tighten !== undefined))('%s.%s', async (id, key, row) => {
    const job = row.tightenJob === undefined ? undefined : { [key]: row.tightenJob };
    const { options, report } = await seen(id, { [key]: row.tighten }, job);
    expect(report.findings.filter((f) => f.code === 'BG014')).toEqual([]);
    expect(options[key]).toEqual(row.tighten);
  });
});

describe('the generic rules', () => {
  it('a suite that declares nothing gets nothing from the tree (BG014), the job’s options pass', async () => {
    let got: Record<string, unknown> = {};
    const bare: Suite = {
      id: 'bare',
      title: 'bare',
      async discover(_t, ctx: SuiteContext) {
        got = ctx.options;
        return { artifacts: [] };
      },
      async check(a) {
        return { artifact: a, gates: [], findings: [] };
      }
    };
    const r = await runCheck({
      path: tree({ '.benchgate.yml': 'suites:\n  bare:\n    options:\n      anything: 1\n' }),
      suites: ['bare'],
      suiteList: [bare],
      suiteOptions: { bare: { fromJob: true } }
    });
    expect(got).toEqual({ fromJob: true });
    expect(r.findings.find((f) => f.code === 'BG014')).toMatchObject({
      line: 4,
      message: expect.stringContaining('suite bare declares no option the checked tree may set')
    });
  });

  it('`allow` (qsolve.python): the job’s interpreter wins over the tree’s python3, silently', async () => {
    const { options, report } = await seen('qsolve', { python: 'python3' }, { python: '/opt/py/bin/python3' });
    expect(options.python).toBe('/opt/py/bin/python3');
    expect(report.findings.filter((f) => f.code === 'BG014')).toEqual([]);
  });

  it('a pin that is only different from the job’s is ignored (fightbench.manifest-canonicalization)', async () => {
    const { options, report } = await seen(
      'fightbench',
      { 'manifest-canonicalization': 'sorted-compact' },
      { 'manifest-canonicalization': 'rfc8785' }
    );
    expect(options['manifest-canonicalization']).toBe('rfc8785');
    expect(report.findings.find((f) => f.code === 'BG014')?.message).toMatch(
      /not stricter than the job's "rfc8785", only different/
    );
  });

  it('per-entry bounds: a stricter entry is applied, a looser one ignored, in the same mapping (pqid.min-rates)', async () => {
    const { options, report } = await seen(
      'pqid',
      { 'min-rates': { signature_rate: 0.95, execution_rate: 0.1 } },
      { 'min-rates': { signature_rate: 0.9, execution_rate: 0.8 } }
    );
    expect(options['min-rates']).toEqual({ signature_rate: 0.95, execution_rate: 0.8 });
    const f = report.findings.filter((x) => x.code === 'BG014');
    expect(f).toHaveLength(1);
    expect(f[0].message).toContain('`suites.pqid.options.min-rates.execution_rate: 0.1` is ignored');
  });

  it('camelCase spellings are the same option (pcs minTier over the job’s min-tier)', async () => {
    const { options, report } = await seen('pcs', { minTier: 'schema-valid' }, { 'min-tier': 'release-grade' });
    expect(options['min-tier']).toBe('release-grade');
    expect(options.minTier).toBeUndefined();
    expect(report.findings.map((f) => f.code)).toContain('BG014');
    const up = await seen('pcs', { minTier: 'audit-ready' }, { 'min-tier': 'release-grade' });
    expect(up.options.minTier).toBe('audit-ready');
    expect(up.options['min-tier']).toBeUndefined();
  });
});

describe('the top level of .benchgate.yml', () => {
  it('declares fail-on, fail-on-empty, no-regression (tightening) and exclude, suites (scope)', () => {
    const kinds = Object.fromEntries(Object.entries(CONFIG_TRUST).map(([k, t]: [string, Trust]) => [k, t.tree]));
    expect(kinds).toEqual({
      'fail-on': 'tighten',
      'fail-on-empty': 'tighten',
      'no-regression': 'tighten',
      exclude: 'scope',
      suites: 'scope'
    });
  });

  // A release whose manifest has a wrong digest: an error finding and a failed gate.
  const broken = () => {
    const body = 'release\n';
    return {
      'rel/data/r.txt': body,
      'rel/ARTIFACT_MANIFEST.tsv': `path\tbytes\tsha256\ndata/r.txt\t${Buffer.byteLength(body)}\t${'0'.repeat(64)}\n`
    };
  };
  const good = () => {
    const body = 'release\n';
    const sha = createHash('sha256').update(body).digest('hex');
    return {
      'rel/data/r.txt': body,
      'rel/ARTIFACT_MANIFEST.tsv': `path\tbytes\tsha256\ndata/r.txt\t${Buffer.byteLength(body)}\t${sha}\n`
    };
  };

  it('attack: `fail-on: never` in the tree does not make errors pass (runCheck, job silent or `error`)', async () => {
    const dir = tree({ ...broken(), '.benchgate.yml': '# x\nfail-on: never\n' });
    for (const failOn of [undefined, 'error'] as const) {
      const r = await runCheck({ path: dir, suites: 'auto', ...(failOn ? { failOn } : {}) });
      expect(r.verdict).toBe('fail');
      expect(r.config.failOn).toBe('error');
      expect(r.findings.find((f) => f.code === 'BG014')).toMatchObject({
        file: '.benchgate.yml',
        line: 2,
        column: 1,
        message: expect.stringMatching(
          /`fail-on: "never"` is ignored: it would loosen (the default|the job's "error"); .*the action input `fail-on` or the CLI flag `--fail-on`/
        )
      });
    }
  });

  it('attack: `fail-on: never` in the tree: the CLI still exits 1 on errors', async () => {
    const dir = tree({ ...broken(), '.benchgate.yml': 'fail-on: never\n' });
    const out: string[] = [];
    const io: CommandIO = {
      stdout: (t) => void out.push(t),
      stderr: (t) => void out.push(t),
      color: false,
      cwd: dir,
      env: {},
      isTTY: false
    };
    expect(await main(['check', '.', '--no-cache'], io)).toBe(1);
    expect(out.join('')).toContain('BG014');
  });

  it('`fail-on: warning` in the tree tightens the job’s `error`; the job’s `never` is tightened to the tree’s `error`', async () => {
    const dir = tree({ ...good(), 'rel/extra.txt': 'x\n', '.benchgate.yml': 'fail-on: warning\n' });
    const r = await runCheck({ path: dir, suites: 'auto', failOn: 'error' });
    expect(r.config.failOn).toBe('warning');
    expect(r.findings.filter((f) => f.code === 'BG014')).toEqual([]);
    const b = tree({ ...broken(), '.benchgate.yml': 'fail-on: error\n' });
    const r2 = await runCheck({ path: b, suites: 'auto', failOn: 'never' });
    expect(r2.config.failOn).toBe('error');
    expect(r2.verdict).toBe('fail');
  });

  it('`fail-on-empty: false` in the tree is ignored with BG014; the empty run still fails', async () => {
    const dir = tree({ 'README.md': 'nothing\n', '.benchgate.yml': 'fail-on-empty: false\n' });
    const r = await runCheck({ path: dir, suites: 'auto' });
    expect(r.verdict).toBe('fail');
    expect(r.findings.map((f) => `${f.code}:${f.severity}`).sort()).toEqual(['BG001:error', 'BG014:warning']);
    expect(r.findings.find((f) => f.code === 'BG014')).toMatchObject({ file: '.benchgate.yml', line: 1 });
  });

  it('`no-regression: false` in the tree cannot switch off the job’s gate; an enabled one from the tree adds the gate', async () => {
    const dir = tree({ ...good(), '.benchgate.yml': 'no-regression: false\n' });
    const r = await runCheck({
      path: dir,
      suites: 'auto',
      noRegression: { enabled: true, newFailures: true, maxDrop: [] }
    });
    expect(r.findings.find((f) => f.code === 'BG014')?.message).toMatch(
      /`no-regression: .*` is ignored: it would loosen/
    );
    const on = tree({ ...good(), '.benchgate.yml': 'no-regression: true\n' });
    const r2 = await runCheck({ path: on, suites: 'auto', baseline: async () => undefined });
    expect(r2.findings.filter((f) => f.code === 'BG014')).toEqual([]);
  });

  it('the tree’s `strict: true` for artifact-manifest is honoured (an unlisted file fails); `strict: false` cannot undo the job’s', async () => {
    const files = { ...good(), 'rel/data/unlisted.txt': 'x\n' };
    const lax = await runCheck({ path: tree(files), suites: ['artifact-manifest'] });
    const strict = await runCheck({
      path: tree({ ...files, '.benchgate.yml': 'suites:\n  artifact-manifest:\n    options: {strict: true}\n' }),
      suites: ['artifact-manifest']
    });
    expect(lax.verdict).toBe('pass');
    expect(strict.verdict).toBe('fail');
    const undo = await runCheck({
      path: tree({ ...files, '.benchgate.yml': 'suites:\n  artifact-manifest:\n    options: {strict: false}\n' }),
      suites: ['artifact-manifest'],
      suiteOptions: { 'artifact-manifest': { strict: true } }
    });
    expect(undo.verdict).toBe('fail');
    expect(undo.findings.map((f) => f.code)).toContain('BG014');
  });
});

/**
 * The `history:` mapping (docs/history.md): a row per key of HISTORY_TRUST. The tree's loosening value is ignored with
 * BG014 at its line and the run is judged with the job's settings; a tightening value is applied. Observed through
 * what the run was judged with (`Report.history`), against a history the job's store holds.
 */
describe('the history: mapping of .benchgate.yml (tighten only)', () => {
  const metricSuite: Suite = {
    id: 'fake',
    title: 'fake',
    async discover() {
      return { artifacts: [{ path: 'a.json', kind: 'k' }] };
    },
    async check(a) {
      return {
        artifact: a,
        gates: [{ id: 'g', title: 'g', status: 'pass' }],
        findings: [],
        metrics: [{ id: 'signature_rate', label: 'Signature rate', value: 0.3, better: 'higher' }]
      };
    }
  };
  const entry = (configHash: string, version: string, n: number) => ({
    schema: HISTORY_SCHEMA,
    commit: String(n).repeat(40),
    time: '2026-12-01T00:00:00.000Z',
    version,
    configHash,
    verdict: 'pass',
    artifacts: [
      {
        suite: 'fake',
        path: 'a.json',
        gates: [{ id: 'g', status: 'pass' }],
        metrics: [{ id: 'signature_rate', value: 0.6, better: 'higher' }]
      }
    ]
  });
  /** Runs with the tree's `history:` and the job's settings against two stored entries of this configuration. */
  async function judged(treeHistory: Record<string, unknown>, job: Partial<HistoryConfig> = {}) {
    const yml = `# tree\nhistory:\n${stringify(treeHistory)
      .trimEnd()
      .split('\n')
      .map((l) => `  ${l}`)
      .join('\n')}\n`;
    const dir = tree({ '.benchgate.yml': yml });
    const label = { text: '' };
    const store: HistoryStore = {
      label: 'job store',
      read: async () => label.text,
      append: async () => {}
    };
    const opts = {
      path: dir,
      suites: ['fake'],
      suiteList: [metricSuite],
      history: { store, config: { ...historyConfig(), ...job }, meta: { commit: '9'.repeat(40) }, write: false }
    };
    const first = await runCheck(opts);
    label.text = [1, 2].map((n) => JSON.stringify(entry(first.config.configHash, first.tool.version, n))).join('\n');
    return runCheck(opts);
  }
  const series = (r: Report) => r.history!.series[0]!;

  interface HRow {
    loosen: unknown;
    job?: Partial<HistoryConfig>;
    /** What the run was judged with, the same as without the tree's value. */
    seen: (r: Report) => unknown;
    tighten?: unknown;
    tightenJob?: Partial<HistoryConfig>;
    /** Where the BG014 points (default: the key's line 3, column 3). */
    at?: { line: number; column: number };
    /** `scope`: what is drawn; the tree's value applies only where the job chose none, never a finding. */
    scope?: boolean;
  }
  const H_ROWS: Record<string, HRow> = {
    store: { loosen: 'file:forged/history', seen: (r) => r.history!.source },
    max: { loosen: 1, seen: (r) => r.history!.entries },
    window: { loosen: 1, seen: (r) => [r.history!.window, series(r).sample] },
    'min-sample': {
      loosen: 10,
      seen: (r) => series(r).status,
      tighten: 2,
      tightenJob: { minSample: 5 }
    },
    'fail-on-alert': {
      loosen: false,
      job: { failOnAlert: true },
      seen: (r) => [r.verdict, r.suites[0]!.artifacts[0]!.findings.map((f) => f.severity)],
      tighten: true,
      tightenJob: {}
    },
    'alert-threshold': { loosen: '300%', seen: (r) => series(r).percentage!.threshold, tighten: '150%' },
    'z-threshold': { loosen: 5, seen: (r) => series(r).zScore!.threshold, tighten: 1 },
    'max-items-in-chart': {
      scope: true,
      loosen: 2,
      job: { chart: 10 },
      seen: (r) => series(r).points.length,
      tighten: 2,
      tightenJob: {}
    },
    metrics: {
      loosen: { signature_rate: { 'alert-threshold': '500%' } },
      at: { line: 4, column: 5 },
      seen: (r) => series(r).percentage!.threshold,
      tighten: { signature_rate: { 'alert-threshold': '120%', 'z-threshold': 1.5 } }
    }
  };

  it('every key HISTORY_TRUST declares has a row here', () => {
    expect(Object.keys(H_ROWS).sort()).toEqual(Object.keys(HISTORY_TRUST).sort());
  });

  it.each(Object.entries(H_ROWS).filter(([, r]) => !r.scope))(
    '%s: a loosening value is ignored with BG014 at its line',
    async (key, row) => {
      const baseline = await judged({}, row.job);
      const r = await judged({ [key]: row.loosen }, row.job);
      const bg014 = r.findings.filter((f) => f.code === 'BG014');
      expect(bg014).toHaveLength(1);
      expect(bg014[0]).toMatchObject({
        file: '.benchgate.yml',
        ...(row.at ?? { line: 3, column: 3 }),
        severity: 'warning'
      });
      expect(bg014[0]!.message).toContain(`\`history.${key}`);
      expect(bg014[0]!.message).toMatch(/is ignored: .*the job must set it/);
      expect(row.seen(r)).toEqual(row.seen(baseline));
    }
  );

  it.each(Object.entries(H_ROWS).filter(([, r]) => r.tighten !== undefined))(
    '%s: a tightening value is applied without a finding',
    async (key, row) => {
      const before = await judged({}, row.tightenJob ?? row.job);
      const r = await judged({ [key]: row.tighten }, row.tightenJob ?? row.job);
      expect(r.findings.filter((f) => f.code === 'BG014' || f.code === 'BG002')).toEqual([]);
      expect(row.seen(r)).not.toEqual(row.seen(before));
    }
  );

  it('max-items-in-chart (scope): the job’s own choice wins over the tree’s, silently', async () => {
    const r = await judged({ 'max-items-in-chart': 2 }, { chart: 10 });
    expect(r.findings.filter((f) => f.code === 'BG014')).toEqual([]);
    expect(series(r).points).toHaveLength(3);
  });

  it('attack: the tree cannot silence an alert that fails the job (fail-on-alert, thresholds, window, min-sample)', async () => {
    const r = await judged(
      {
        'fail-on-alert': false,
        'alert-threshold': '100000%',
        'z-threshold': 100,
        window: 1,
        'min-sample': 10000,
        store: 'file:/dev/null',
        metrics: { '*': { 'alert-threshold': '1000%', 'z-threshold': 99 }, signature_rate: { 'z-threshold': 50 } }
      },
      { failOnAlert: true }
    );
    expect(r.verdict).toBe('fail');
    expect(r.suites[0]!.artifacts[0]!.findings).toEqual([
      expect.objectContaining({ code: 'BG024', severity: 'error' })
    ]);
    expect(series(r)).toMatchObject({ status: 'alert', sample: 2 });
    expect(series(r).percentage!.threshold).toBe(2);
    expect(series(r).zScore!.threshold).toBe(2.326);
    expect(r.history!.source).toBe('job store');
    // One per key, and one per loosening threshold of each metrics entry.
    expect(r.findings.filter((f) => f.code === 'BG014')).toHaveLength(9);
  });

  it('`history: file:<path>` (the action input’s form) in the tree names a store: job only, BG014 at its line', async () => {
    const r = await runCheck({
      path: tree({ '.benchgate.yml': '# x\nhistory: file:forged\n' }),
      suites: ['fake'],
      suiteList: [metricSuite],
      history: {
        store: { label: 'job store', read: async () => '', append: async () => {} },
        meta: { commit: '9'.repeat(40) },
        write: false
      }
    });
    expect(r.findings.filter((f) => f.code === 'BG014')).toEqual([
      expect.objectContaining({
        line: 2,
        column: 1,
        message: expect.stringContaining('`history.store: "file:forged"` is ignored')
      })
    ]);
    expect(r.history!.source).toBe('job store');
  });

  it('a bad value is BG002 at its line and not applied; history settings do not change the configuration hash', async () => {
    const r = await judged({ 'alert-threshold': '50%', 'z-threshold': 'x' });
    expect(r.findings.filter((f) => f.code === 'BG002').map((f) => [f.line, f.message])).toEqual([
      [
        3,
        'history.alert-threshold must be a percentage above 100% such as 200% (or a ratio above 1 such as 2), at most 100000%'
      ],
      [4, 'history.z-threshold must be a number above 0 such as 2.326 (standard deviations), at most 100']
    ]);
    expect(series(r).percentage!.threshold).toBe(2);
    const plain = await judged({});
    const tight = await judged({ 'alert-threshold': '110%' });
    expect(tight.config.configHash).toBe(plain.config.configHash);
  });
});
