/**
 * src/action/inputs.ts, pure: every input through a `get` table and an environment, without @actions/core. The
 * families' inputs (`strict`, `min-tier`, `sandbox`, `reported-mitigation`) come from their plug-ins.
 */
import { describe, expect, it } from '@jest/globals';
import { join } from 'node:path';
import { bool, envLimits, familyOptions, readInputs } from '../../src/action/inputs.js';
import { HISTORY_DEFAULTS } from '../../src/core/history-config.js';
import { SANDBOX_MODES } from '../../src/suites/qsolve/runner/sandbox.js';
import { PLUGINS } from '../../src/suites/plugins.js';

const WS = '/ws';
const ENV = { GITHUB_WORKSPACE: WS, RUNNER_TEMP: '/tmp/rt' };
const table =
  (inputs: Record<string, string>) =>
  (name: string): string =>
    inputs[name] ?? '';

describe('readInputs', () => {
  it('with no input: every default, paths under the workspace and RUNNER_TEMP, sandbox required', () => {
    expect(readInputs(table({}), ENV)).toEqual({
      mode: 'check',
      summaryMode: 'full',
      summaryOff: false,
      commentMode: 'always',
      maxAnnotations: {},
      summaryFile: join('/tmp/rt', 'benchgate-summary.md'),
      history: { location: { kind: 'off' }, config: HISTORY_DEFAULTS },
      path: WS,
      suites: 'auto',
      failOn: 'error',
      failOnEmpty: true,
      failStep: 'true',
      reportJson: join('/tmp/rt', 'benchgate-report.json'),
      suiteOptions: { qsolve: { sandbox: 'required' } },
      token: '',
      checkRun: true,
      checkName: '',
      comment: false,
      commentKey: '',
      cache: true,
      reports: '',
      verifyPlan: false,
      baseline: { baseline: '', branches: '', noRegression: '' }
    });
  });

  it('without RUNNER_TEMP the report and the summary file go to the workspace; relative paths resolve there', () => {
    const i = readInputs(table({ path: 'bench', sarif: 'out/r.sarif', html: '/abs/r.html' }), { GITHUB_WORKSPACE: WS });
    expect([i.path, i.sarif, i.html, i.reportJson, i.summaryFile]).toEqual([
      join(WS, 'bench'),
      join(WS, 'out/r.sarif'),
      '/abs/r.html',
      join(WS, 'benchgate-report.json'),
      join(WS, 'benchgate-summary.md')
    ]);
  });

  it('reads every given input', () => {
    const i = readInputs(
      table({
        mode: 'merge',
        suites: 'pcs, qsolve',
        'fail-on': 'warning',
        'fail-on-empty': 'false',
        'fail-step': 'undecided',
        'sarif-category': 'bench',
        shard: '2/4',
        'run-id': '77',
        'verify-plan': 'TRUE',
        reports: 'shards/*.json',
        commit: 'a'.repeat(40),
        'pull-request': '12',
        summary: 'off',
        'comment-mode': 'changes',
        'max-annotations': '5',
        'check-run': 'false',
        comment: 'true',
        cache: 'false',
        baseline: 'cache',
        'no-regression': 'true',
        history: 'branch'
      }),
      ENV
    );
    expect(i).toMatchObject({
      mode: 'merge',
      suites: ['pcs', 'qsolve'],
      failOn: 'warning',
      failOnEmpty: false,
      failStep: 'undecided',
      sarifCategory: 'bench',
      shard: { index: 2, count: 4 },
      runId: '77',
      verifyPlan: true,
      reports: 'shards/*.json',
      commit: 'a'.repeat(40),
      pullRequest: 12,
      summaryOff: true,
      summaryMode: 'full',
      commentMode: 'changes',
      checkRun: false,
      comment: true,
      cache: false,
      baseline: { baseline: 'cache', branches: '', noRegression: 'true' },
      history: { location: { kind: 'branch', branch: 'benchgate-history' } }
    });
    expect(i.maxAnnotations).toEqual({ log: 5, checkRun: 5 });
  });

  it.each([
    [{ mode: 'fix' }, 'input mode must be check or merge (got "fix")'],
    [{ shard: '5/4' }, /^BG002: input shard must be I\/N/],
    [{ commit: 'main' }, /^BG002: /],
    [{ 'pull-request': '-1' }, /^BG002: /],
    [{ summary: 'long' }, /^BG002: /],
    [{ 'comment-mode': 'sometimes' }, /^BG002: /],
    [{ 'max-annotations': 'many' }, /^BG002: /],
    [{ 'fail-step': 'maybe' }, 'BG002: input fail-step must be true, false or undecided (got "maybe")'],
    [{ cache: 'yes' }, 'input cache must be true or false (got "yes")'],
    [{ options: '[1, 2]' }, 'options must be a mapping from suite id to a mapping of options'],
    [{ sandbox: 'loose' }, 'input sandbox must be auto, required or off (got "loose")'],
    [{ 'reported-mitigation': 'believe' }, 'input reported-mitigation must be verify, trust or ignore (got "believe")'],
    [{ history: 'cloud' }, /^BG002: input history must be off, branch or file:<folder>/]
  ])('refuses %j', (inputs, message) => {
    expect(() => readInputs(table(inputs as Record<string, string>), ENV)).toThrow(message);
  });
});

describe("the families' inputs (Plugin.inputs) over the `options` input", () => {
  it('strict, min-tier, sandbox and reported-mitigation set their suite option; the input wins over `options`', () => {
    const get = table({ strict: 'true', 'min-tier': 'release-grade', sandbox: 'off', 'reported-mitigation': 'trust' });
    expect(
      familyOptions(get, { pcs: { 'min-tier': 'schema-valid', digests: 'warn' }, qsolve: { sandbox: 'required' } })
    ).toEqual({
      pcs: { 'min-tier': 'release-grade', digests: 'warn' },
      qsolve: { sandbox: 'off', reported_mitigation: 'trust' },
      'artifact-manifest': { strict: true }
    });
  });

  it('an empty input leaves `options` as it is; `strict` is on for exactly "true"', () => {
    const opts = { 'artifact-manifest': { strict: false }, qsolve: { sandbox: 'auto', reported_mitigation: 'ignore' } };
    expect(familyOptions(table({}), opts)).toEqual(opts);
    expect(familyOptions(table({ strict: 'false' }), opts)).toEqual(opts);
    expect(familyOptions(table({ strict: 'yes' }), {})).toEqual({ qsolve: { sandbox: 'required' } });
  });

  it('sandbox: empty means required unless `options` names qsolve.sandbox; a given input always wins', () => {
    expect(familyOptions(table({}), {})).toEqual({ qsolve: { sandbox: 'required' } });
    expect(familyOptions(table({ sandbox: '  ' }), { pcs: { 'min-tier': 'x' } })).toEqual({
      pcs: { 'min-tier': 'x' },
      qsolve: { sandbox: 'required' }
    });
    expect(familyOptions(table({}), { qsolve: { sandbox: 'auto' } })).toEqual({ qsolve: { sandbox: 'auto' } });
    expect(familyOptions(table({ sandbox: 'auto' }), {})).toEqual({ qsolve: { sandbox: 'auto' } });
    expect(familyOptions(table({ sandbox: 'off' }), { qsolve: { sandbox: 'required' } })).toEqual({
      qsolve: { sandbox: 'off' }
    });
  });

  it("the qsolve plug-in's sandbox input accepts exactly the runner's sandbox modes", () => {
    const input = PLUGINS.find((p) => p.id === 'qsolve')!.inputs!.find((i) => i.name === 'sandbox')!;
    for (const mode of SANDBOX_MODES) expect(input.parse(mode, {})).toBe(mode);
    for (const bad of ['Auto', 'none', 'strict']) expect(() => input.parse(bad, {})).toThrow(/input sandbox must be/);
  });

  it('is generic: any plug-in input is applied, in plug-in then declaration order, and may refuse a value', () => {
    const plugins = [
      {
        id: 'x',
        inputs: [
          { name: 'x-level', suiteOption: 'level', parse: (raw: string) => (raw ? Number(raw) : undefined) },
          {
            name: 'x-mode',
            suiteOption: 'mode',
            parse: (raw: string, job: Readonly<Record<string, unknown>>) => {
              if (raw === 'bad') throw new Error('input x-mode is bad');
              return raw || (job['mode'] ? undefined : 'default');
            }
          }
        ]
      },
      { id: 'y' }
    ];
    expect(familyOptions(table({ 'x-level': '3' }), { y: { a: 1 } }, plugins)).toEqual({
      y: { a: 1 },
      x: { level: 3, mode: 'default' }
    });
    expect(familyOptions(table({}), { x: { mode: 'kept' } }, plugins)).toEqual({ x: { mode: 'kept' } });
    expect(() => familyOptions(table({ 'x-mode': 'bad' }), {}, plugins)).toThrow('input x-mode is bad');
  });
});

describe('bool', () => {
  it('is true/false in any case, the fallback when empty, and refuses anything else', () => {
    expect(bool(table({ a: 'True' }), 'a', false)).toBe(true);
    expect(bool(table({ a: ' FALSE ' }), 'a', true)).toBe(false);
    expect(bool(table({}), 'a', true)).toBe(true);
    expect(() => bool(table({ a: '1' }), 'a', true)).toThrow('input a must be true or false (got "1")');
  });
});

describe('envLimits', () => {
  it('takes the tuned network limits in range, and logs and ignores the others', () => {
    const log: string[] = [];
    expect(
      envLimits(
        {
          BENCHGATE_CACHE_TIMEOUT_MS: '2500.4',
          BENCHGATE_CACHE_BUDGET_MS: '50',
          BENCHGATE_API_TIMEOUT_MS: '1000',
          BENCHGATE_CHECK_RUN_BUDGET_MS: 'soon',
          BENCHGATE_COMMENT_BUDGET_MS: ' '
        },
        (l) => log.push(l)
      )
    ).toEqual({ cache: { operationTimeoutMs: 2500 }, budgets: {}, requestTimeoutMs: 1000 });
    expect(log).toEqual([
      'benchgate: BENCHGATE_CACHE_BUDGET_MS="50" ignored (milliseconds between 100 and 3600000)',
      'benchgate: BENCHGATE_CHECK_RUN_BUDGET_MS="soon" ignored (milliseconds between 100 and 3600000)'
    ]);
    expect(envLimits({}, () => {})).toEqual({ cache: {}, budgets: {} });
  });
});
