import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CommandIO } from '../../src/core/command.js';
import { QSOLVE_COMMANDS } from '../../src/suites/qsolve/commands.js';
import { MANIFEST_SCHEMA, RUN_RECORD_SCHEMA } from '../../src/suites/qsolve/schemas.js';
import { discoverWorkflows, qsolveSuite, readOptions } from '../../src/suites/qsolve/suite.js';
import { checkWorkflow, lintStage, validateStage } from '../../src/suites/qsolve/check-workflow.js';
import { findRecords, loadWorkflow } from '../../src/suites/qsolve/load-workflow.js';
import { caseRecord, quantum, records, reference } from './helpers.js';
import { currentBinding } from '../../src/suites/qsolve/records-binding.js';

const ROOT = realpathSync(process.cwd());
const EX = 'examples/qsolve/max-cut';
const FX = '__tests__/fixtures/qsolve';
let tmp: string;

beforeAll(() => {
  tmp = realpathSync(mkdtempSync(join(tmpdir(), 'qsolve-test-')));
});
afterAll(() => {
  rmSync(tmp, { recursive: true, force: true });
});

function copyExample(name: string): string {
  const dir = join(tmp, name);
  cpSync(join(ROOT, EX), dir, { recursive: true });
  return dir;
}

function passingRecords() {
  const names = ['ring-6-with-chord', 'weighted-8', 'complete-5', 'noise-model-ring-6'];
  return records(
    names.map((name, i) =>
      caseRecord({
        name,
        target: name.startsWith('noise') ? 'fake:fez@1.6' : 'sim-cpu',
        expect: name.startsWith('noise') ? { max_gap: 0, min_fidelity: 0.97, max_two_qubit_gates: 40 } : {},
        seed: i + 1,
        // benchgate scored the noise-model case itself (a reported number would be labelled, QS051)
        ...(name.startsWith('noise')
          ? { methods: [quantum({ mitigation: { fidelity: 0.99, coverage: 1, source: 'backend' } }), reference()] }
          : {})
      })
    )
  );
}

const codes = (fs: { code: string }[]) => fs.map((f) => f.code).sort();

/** Passing records bound to the workflow in `root`/`folder` as `benchgate qsolve run --out` binds them. */
async function boundPassingRecords(root: string, folder: string) {
  return { ...passingRecords(), binding: await currentBinding(await loadWorkflow(root, folder)) };
}

describe('the max-cut example', () => {
  it('validates and lints cleanly', async () => {
    const s = await loadWorkflow(ROOT, EX);
    expect(validateStage(s)).toEqual([]);
    expect(lintStage(s)).toEqual([]);
  });
  it('check without run records: five static gates pass, the test gates are undecided', async () => {
    const s = await loadWorkflow(ROOT, EX);
    const r = checkWorkflow(s, { findings: [] });
    expect(r.gates.map((g) => `${g.id}:${g.status}`)).toEqual([
      'manifest:pass',
      'example_inputs:pass',
      'benchmark_cases:pass',
      'methods_declared:pass',
      'fidelity_checked:pass',
      'cases_pass:undecided',
      'reproducible:undecided',
      'estimate_honest:undecided'
    ]);
    expect(r.sections?.[0]).toMatchObject({ kind: 'text', title: 'Test stage' });
  });
  it('check with run records: all eight gates pass and the track record is split by target', async () => {
    const s = await loadWorkflow(ROOT, EX);
    const r = checkWorkflow(s, { records: passingRecords(), findings: [], file: 'r.json' });
    expect(r.gates.every((g) => g.status === 'pass')).toBe(true);
    expect(r.findings).toEqual([]);
    const titles = (r.sections ?? []).filter((x) => x.kind !== 'chart').map((x) => x.title);
    expect(titles).toEqual([
      'Headline accuracy',
      'Track record (sim- targets)',
      'Noise-model estimate (fake: targets)',
      'Mitigation numbers: reported by the workflow vs measured by benchgate'
    ]);
    expect((r.sections ?? []).filter((x) => x.kind === 'chart').map((x) => x.title)).toEqual([
      'Accuracy per case',
      'Fidelity per noise-model case',
      'Two-qubit gates per case (largest circuit)'
    ]);
    const sim = r.sections?.[1];
    expect(sim && sim.kind === 'table' ? sim.rows.length : 0).toBe(3);
    expect(r.facts?.headlineAccuracy).toBe(1);
  });
});

describe('broken variants', () => {
  it('E050 without benchmarks/cases.yaml', async () => {
    const s = await loadWorkflow(ROOT, `${FX}/no-cases`);
    expect(codes(lintStage(s))).toEqual(['E050']);
    const r = checkWorkflow(s, { findings: [] });
    expect(r.gates.find((g) => g.id === 'benchmark_cases')?.status).toBe('fail');
    expect(r.gates.find((g) => g.id === 'fidelity_checked')?.status).toBe('fail');
  });
  it('E052, E053 and E054 with their lines', async () => {
    const s = await loadWorkflow(ROOT, `${FX}/bad-hardware`);
    const f = lintStage(s).map((x) => `${x.code}:${x.line}`);
    expect(f.sort()).toEqual(['E052:5', 'E052:6', 'E053:7', 'E054:3']);
  });
  it('submission checks name every bad case', async () => {
    const s = await loadWorkflow(ROOT, `${FX}/bad-submission`);
    const f = validateStage(s).map((x) => `${x.code}:${x.subject}`);
    expect(f).toEqual(
      expect.arrayContaining([
        'QS009:no-input',
        'QS010:absolute',
        'QS010:dotdot',
        'QS011:missing',
        'QS011:array',
        'QS012:schema',
        'QS013:shots',
        'QS014:params',
        'QS018:both',
        'QS016:on-device'
      ])
    );
    // input wins: the missing input_file of "both" is not reported
    expect(f).not.toContain('QS011:both');
    const schema = validateStage(s).find((x) => x.code === 'QS012');
    expect(schema?.message).toMatch(/schema path #\/properties\/nodes\/minimum/);
    expect(lintStage(s)).toEqual([]);
  });
  it('manifest, methods and examples failing', async () => {
    const s = await loadWorkflow(ROOT, `${FX}/bad-manifest`);
    const r = checkWorkflow(s, { findings: [] });
    const st = Object.fromEntries(r.gates.map((g) => [g.id, g.status]));
    expect(st).toMatchObject({
      manifest: 'fail',
      example_inputs: 'fail',
      benchmark_cases: 'pass',
      methods_declared: 'fail',
      fidelity_checked: 'fail'
    });
    expect(codes(r.findings)).toEqual(expect.arrayContaining(['QS002', 'QS003', 'QS007']));
  });
  it('an input_file symlink that leaves the folder is refused', async () => {
    const dir = copyExample('symlink');
    writeFileSync(join(tmp, 'outside.json'), '{"nodes": 2, "edges": [[0, 1]]}');
    symlinkSync(join(tmp, 'outside.json'), join(dir, 'benchmarks/inputs/link.json'));
    writeFileSync(
      join(dir, 'benchmarks/cases.yaml'),
      'cases:\n  - {name: linked, input_file: benchmarks/inputs/link.json}\n'
    );
    const s = await loadWorkflow(tmp, 'symlink');
    const f = validateStage(s).find((x) => x.subject === 'linked');
    expect(f).toMatchObject({ code: 'QS010', file: 'symlink/benchmarks/cases.yaml', line: 2 });
    expect(f?.message).toMatch(/symlink/);
  });
  it('hardware cases over 600 KB with their inputs written out', async () => {
    const dir = copyExample('big');
    const edges = Array.from({ length: 90_000 }, () => [0, 1, 1]);
    writeFileSync(join(dir, 'benchmarks/inputs/big.json'), JSON.stringify({ nodes: 2, edges }));
    writeFileSync(
      join(dir, 'benchmarks/cases.yaml'),
      'cases:\n  - {name: a, input_file: examples/ring_6.json}\nhardware_cases:\n  - {name: h, input_file: benchmarks/inputs/big.json, target: "ibm:ibm_fez"}\n'
    );
    const s = await loadWorkflow(tmp, 'big');
    const f = validateStage(s).find((x) => x.code === 'QS015');
    expect(f?.message).toMatch(/^The hardware cases are too large/);
    expect(f?.line).toBe(3);
  });
  it('a 10 MB cases.yaml gives E052 quickly', async () => {
    const dir = copyExample('huge');
    writeFileSync(join(dir, 'benchmarks/cases.yaml'), 'cases:\n' + '  - {name: a, input: {}}\n'.repeat(450_000));
    const s = await loadWorkflow(tmp, 'huge');
    expect(codes(lintStage(s))).toEqual(['E052']);
    expect(checkWorkflow(s, { findings: [] }).gates.find((g) => g.id === 'benchmark_cases')?.status).toBe('fail');
  });
});

describe('suite', () => {
  it('discovers workflow folders and stray cases.yaml files', () => {
    const d = discoverWorkflows([
      'a/qsolve.yaml',
      'a/benchmarks/cases.yaml',
      'b/qsolve.json',
      'c/benchmarks/cases.yaml',
      'benchmarks/cases.yaml'
    ]);
    expect(d.artifacts).toEqual([
      { path: 'a', kind: 'qsolve-workflow' },
      { path: 'b', kind: 'qsolve-workflow' }
    ]);
    expect(d.findings?.map((f) => `${f.code}:${f.file}`)).toEqual([
      'QS019:c/benchmarks/cases.yaml',
      'QS019:benchmarks/cases.yaml'
    ]);
  });
  it('reads the `records` option and rejects bad options', () => {
    expect(readOptions({ records: 'runs.json' })).toEqual({ options: { records: 'runs.json' }, findings: [] });
    expect(codes(readOptions({ records: 3, other: true }).findings)).toEqual(['QS025', 'QS025']);
  });
  it('with run: false, check uses .benchgate/run-records.json when present', async () => {
    const dir = copyExample('with-records');
    mkdirSync(join(dir, '.benchgate'));
    writeFileSync(join(dir, '.benchgate/run-records.json'), JSON.stringify(passingRecords()));
    const ctx = { root: tmp, options: { run: false }, log: () => undefined };
    // Unbound records (no `binding`) are refused: QS045, the run gates stay undecided.
    const u = await qsolveSuite.check({ path: 'with-records', kind: 'qsolve-workflow' }, ctx);
    expect(u.gates.map((g) => g.status)).toEqual([...Array(5).fill('pass'), ...Array(3).fill('undecided')]);
    expect(u.findings.map((f) => f.code)).toContain('QS045');
    writeFileSync(
      join(dir, '.benchgate/run-records.json'),
      JSON.stringify(await boundPassingRecords(tmp, 'with-records'))
    );
    const r = await qsolveSuite.check({ path: 'with-records', kind: 'qsolve-workflow' }, ctx);
    expect(r.gates.map((g) => g.status)).toEqual(Array(8).fill('pass'));
    expect(r.findings.map((f) => f.code)).toContain('QS049');
    const s = await loadWorkflow(tmp, 'with-records');
    expect((await findRecords(s, 'nope.json')).findings[0].code).toBe('QS020');
  });
  it('invalid run records give QS020 and leave the run gates undecided', async () => {
    const dir = copyExample('bad-records');
    writeFileSync(
      join(dir, 'r.json'),
      JSON.stringify({
        schema: 'benchgate.qsolve.run-records/1',
        workflow: 'x',
        engine: { name: 'benchgate', version: '0.1.0' },
        cases: [{ name: 'a' }]
      })
    );
    const s = await loadWorkflow(tmp, 'bad-records');
    const rec = await findRecords(s, 'r.json');
    expect(rec.findings[0]).toMatchObject({ code: 'QS020' });
    const r = checkWorkflow(s, rec);
    expect(r.gates.slice(5).map((g) => g.status)).toEqual(['undecided', 'undecided', 'undecided']);
  });
});

describe('CLI', () => {
  function io(): CommandIO & { out: string[] } {
    const out: string[] = [];
    return {
      out,
      stdout: (t) => out.push(t),
      stderr: (t) => out.push(t),
      color: false,
      cwd: ROOT,
      env: {},
      isTTY: false
    };
  }
  const cmd = (verb: string) => QSOLVE_COMMANDS.find((c) => c.name[1] === verb)!;

  it('validate and lint pass on the example, fail on broken variants', async () => {
    expect(await cmd('validate').run([EX], io())).toBe(0);
    expect(await cmd('lint').run([EX, '--format', 'json'], io())).toBe(0);
    const o = io();
    expect(await cmd('lint').run([`${FX}/bad-hardware`, '--format', 'json'], o)).toBe(1);
    const rep = JSON.parse(o.out.join(''));
    expect(rep.suites[0].artifacts[0].findings.map((f: { code: string }) => f.code)).toContain('E053');
    expect(await cmd('validate').run([`${FX}/bad-submission`], io())).toBe(1);
  });
  it('check exits 1 without records or a run (undecided) and 0 with passing records', async () => {
    const o = io();
    expect(await cmd('check').run([EX, '--no-run'], o)).toBe(1);
    expect(o.out.join('')).toMatch(/UNDECIDED cases_pass/);
    const file = join(tmp, 'pass.json');
    writeFileSync(file, JSON.stringify(passingRecords()));
    expect(await cmd('check').run([EX, '--records', file], io())).toBe(1); // unbound: QS045
    writeFileSync(file, JSON.stringify(await boundPassingRecords(ROOT, EX)));
    expect(await cmd('check').run([EX, '--records', file], io())).toBe(0);
  });
  it('decide works on records alone', async () => {
    const file = join(tmp, 'decide.json');
    const rec = passingRecords();
    rec.cases.push(
      caseRecord({
        name: 'hw',
        list: 'hardware_cases',
        target: 'ibm:ibm_fez',
        methods: [quantum({ objective: -6, evaluated: -6 }), reference()]
      })
    );
    writeFileSync(file, JSON.stringify(rec));
    const o = io();
    expect(await cmd('decide').run([file], o)).toBe(0);
    const text = o.out.join('');
    expect(text).toMatch(/SKIP\s+manifest/);
    expect(text).toMatch(/On quantum hardware/);
    const bad = join(tmp, 'decide-bad.json');
    writeFileSync(bad, JSON.stringify(records([caseRecord({ methods: [quantum({ circuits: [] }), reference()] })])));
    const o2 = io();
    expect(await cmd('decide').run([bad, '--format', 'json'], o2)).toBe(1);
    const rep = JSON.parse(o2.out.join(''));
    expect(rep.suites[0].artifacts[0].findings[0].code).toBe('QS021');
    expect(await cmd('decide').run([join(tmp, 'absent.json')], io())).toBe(1);
    expect(await cmd('decide').run([file, '--workflow', EX], io())).toBe(1); // unbound: QS045
    const bound = join(tmp, 'decide-bound.json');
    writeFileSync(bound, JSON.stringify(await boundPassingRecords(ROOT, EX)));
    expect(await cmd('decide').run([bound, '--workflow', EX], io())).toBe(0); // same case names as cases.yaml
  });
  it('rejects bad usage', async () => {
    await expect(cmd('check').run([EX, '--format', 'xml'], io())).rejects.toThrow(/--format/);
    await expect(cmd('lint').run([EX, EX], io())).rejects.toThrow(/at most one path argument, got 2/);
    // no DIR: the workflow holding the current folder (docs/cli.md); the repository root holds none
    await expect(cmd('lint').run([], io())).rejects.toThrow(
      /no Qsolve workflow here: .*Workflows below: .*examples\/qsolve\/.*, …$/
    );
    await expect(cmd('lint').run(['no/such/dir'], io())).rejects.toThrow(/not a workflow folder/);
  });
});

describe('published schemas', () => {
  it('schemas/qsolve/*.json equal the schemas the code uses', () => {
    expect(JSON.parse(readFileSync(join(ROOT, 'schemas/qsolve/manifest.schema.json'), 'utf8'))).toEqual(
      MANIFEST_SCHEMA
    );
    expect(JSON.parse(readFileSync(join(ROOT, 'schemas/qsolve/run-record.schema.json'), 'utf8'))).toEqual(
      RUN_RECORD_SCHEMA
    );
  });
});
