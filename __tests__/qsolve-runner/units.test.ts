import { describe, expect, it } from '@jest/globals';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalFolderCache } from '../../src/core/local-cache.js';
import { decideCase } from '../../src/suites/qsolve/decide.js';
import { runGates } from '../../src/suites/qsolve/gates.js';
import { metricOf } from '../../src/suites/qsolve/manifest.js';
import { validateRecords } from '../../src/suites/qsolve/records.js';
import { DeviceBackend, SimCpuBackend } from '../../src/suites/qsolve/runner/backend.js';
import { canonicalJson, resultHash } from '../../src/suites/qsolve/runner/hash.js';
import { parseRunnerMessage } from '../../src/suites/qsolve/runner/protocol.js';
import { memoryLimitMb, timeLimitS } from '../../src/suites/qsolve/runner/limits.js';
import { circuitSeed } from '../../src/suites/qsolve/runner/run-case.js';
import { readOptions } from '../../src/suites/qsolve/suite.js';
import type { Manifest } from '../../src/suites/qsolve/types.js';
import { caseRecord, quantum, records, reference } from '../qsolve/helpers.js';

describe('canonical JSON and the result hash', () => {
  it('sorts keys, drops undefined, is compact', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: undefined, c: 'x' }], e: null })).toBe(
      '{"a":[1,{"c":"x"}],"b":1,"e":null}'
    );
  });
  it('ignores wall times and the hash itself at every depth', () => {
    const a = caseRecord();
    const b = {
      ...caseRecord({ wall_time_s: 99, result_hash: 'other' }),
      methods: caseRecord().methods.map((m) => ({ ...m, wall_time_s: 12 }))
    };
    expect(resultHash(a)).toBe(resultHash(b));
    expect(resultHash(a)).not.toBe(resultHash(caseRecord({ seed: 2 })));
    expect(resultHash(a)).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});

describe('protocol messages', () => {
  it('accepts the documented shapes and refuses others', () => {
    expect(parseRunnerMessage('{"v":1,"type":"circuit","id":1,"seq":0,"qasm":"OPENQASM 2.0;","shots":10}')).toEqual({
      ok: true,
      msg: { type: 'circuit', id: 1, seq: 0, qasm: 'OPENQASM 2.0;', shots: 10 }
    });
    expect(parseRunnerMessage('{"v":1,"type":"result","id":2,"unavailable":"no","missing_module":"qiskit"}')).toEqual({
      ok: true,
      msg: { type: 'result', id: 2, unavailable: 'no', missing_module: 'qiskit' }
    });
    expect(parseRunnerMessage('{"v":2,"type":"hello"}')).toEqual({
      ok: false,
      problem: 'protocol version 2, expected 1'
    });
    expect(parseRunnerMessage('[1]')).toEqual({ ok: false, problem: 'not a JSON object' });
    expect(parseRunnerMessage('{"v":1,"type":"circuit","id":1}').ok).toBe(false);
    expect(parseRunnerMessage('{"v":1,"type":"nope"}')).toEqual({ ok: false, problem: 'unknown message type "nope"' });
  });
});

describe('limits, seeds, options', () => {
  const m = (resources?: Manifest['resources']) => ({ resources }) as Manifest;
  it('clamps the time budget to 300..7200 and memory to 8192, with a test override', () => {
    expect(timeLimitS(m({ timeout_s: 10 }))).toBe(300);
    expect(timeLimitS(m({ timeout_s: 600 }))).toBe(600);
    expect(timeLimitS(m({ timeout_s: 99999 }))).toBe(7200);
    expect(timeLimitS(m(), 3)).toBe(3);
    expect(memoryLimitMb(m({ memory_mb: 64000 }))).toBe(8192);
    expect(memoryLimitMb(m())).toBe(2048);
  });
  it('derives distinct, stable circuit seeds', () => {
    expect(circuitSeed(1, 'qaoa', 0)).toBe(circuitSeed(1, 'qaoa', 0));
    expect(
      new Set([circuitSeed(1, 'qaoa', 0), circuitSeed(1, 'qaoa', 1), circuitSeed(2, 'qaoa', 0), circuitSeed(1, 'x', 0)])
        .size
    ).toBe(4);
    expect(Number.isSafeInteger(circuitSeed(7, 'm', 3))).toBe(true);
  });
  it('validates the run options', () => {
    expect(readOptions({ run: false, target: 'fake:fez@1.6', timeout_s: '30', python: 'python3.12' }).options).toEqual({
      run: false,
      target: 'fake:fez@1.6',
      timeout_s: 30,
      python: 'python3.12'
    });
    const bad = readOptions({ run: 'maybe', target: 'gpu', timeout_s: -1, nope: 1 });
    expect(bad.findings.map((f) => f.code)).toEqual(['QS025', 'QS025', 'QS025', 'QS025']);
    expect(bad.findings[3].message).toBe(
      'unknown qsolve option `nope`; the options are `records`, `run`, `target`, `timeout_s`, `python`, `sandbox`, `reported_mitigation`'
    );
  });
});

describe('backend', () => {
  it('sim-cpu runs a Bell pair with clbit 0 rightmost; fake:/ibm: are not in this build', async () => {
    const b = new SimCpuBackend();
    const r = await b.run(
      'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[2];\ncreg c[2];\nx q[0];\nmeasure q -> c;\n',
      100,
      1,
      'sim-cpu'
    );
    expect(r).toMatchObject({ ok: true, counts: { '01': 100 }, qubits: 2, clbits: 2, twoQubitGates: 0 });
    expect(b.available('fake:fez@1.6')).toMatch(/^target fake:fez@1\.6 is not available to benchgate/);
    expect(b.available('ibm:ibm_fez')).toMatch(/not available to benchgate/);
    expect(await b.run('OPENQASM 2.0; qreg q[1]; bogus q[0];', 10, 1, 'sim-cpu')).toMatchObject({
      ok: false,
      unavailable: false
    });
  });

  it('the device backend runs fake: targets on the noise engine and scores them; bad targets and ibm: are refused', async () => {
    const b = new DeviceBackend();
    expect(b.available('fake:fez@1.6')).toBeNull();
    expect(b.available('fake:fez@11')).toMatch(/scale/i);
    expect(b.available('fake:nope')).toMatch(/nope/);
    expect(b.available('ibm:ibm_fez')).toMatch(/not available to benchgate/);
    const bell =
      'OPENQASM 3.0;\ninclude "stdgates.inc";\nqubit[2] q;\nbit[2] c;\nh q[0];\ncx q[0], q[1];\nc = measure q;\n';
    const r = await b.run(bell, 4000, 3, 'fake:fez@1.6');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.scorable).toBe(true);
    expect(r.transpiledTwoQubitGates).toBeGreaterThanOrEqual(1);
    // Mitigated Bell fidelity on a noisy device: high but not perfect.
    expect(r.fidelity).toBeGreaterThan(0.9);
    expect(r.fidelity).toBeLessThan(1);
    const again = await b.run(bell, 4000, 3, 'fake:fez@1.6');
    expect(again).toEqual(r);
    const m = b.score('fake:fez@1.6', [r, r], [4000, 4000]);
    expect(m?.coverage).toBe(1);
    expect(m?.fidelity).toBeCloseTo(r.fidelity ?? 0, 12);
    expect(b.score('sim-cpu', [r], [4000])).toBeUndefined();
  });
});

describe('decide and gates: cases that could not run here', () => {
  const metric = metricOf(undefined);
  it('a case whose target is unavailable is undecided, never a pass', () => {
    const c = caseRecord({
      target: 'fake:fez@1.6',
      unavailable: 'target fake:fez@1.6 is not available in this build',
      methods: []
    });
    const d = decideCase(c, metric);
    expect(d.status).toBe('undecided');
    const ok = caseRecord();
    const g = runGates(records([ok, c]), [decideCase(ok, metric), d], undefined, 'r.json');
    expect(g.gates.map((x) => [x.id, x.status])).toEqual([
      ['cases_pass', 'undecided'],
      ['reproducible', 'pass'],
      ['estimate_honest', 'pass']
    ]);
    expect(g.findings.map((f) => f.code)).toEqual(['QS032']);
  });
  it('a missing module fails the case as the seed says (no headline metric) and says how to install it; all such cases fail cases_pass', () => {
    const c = caseRecord({
      methods: [
        quantum({ status: 'unavailable', reason: 'qiskit not installed', missing_module: 'qiskit', circuits: [] }),
        reference()
      ]
    });
    const d = decideCase(c, metric, 'python');
    expect(d).toMatchObject({
      status: 'fail',
      message: 'no headline metric: quantum and reference could not be compared'
    });
    expect(d.note).toBe(
      'method qaoa is unavailable here: qiskit not installed; make it available by installing the module qiskit in the CI job before benchgate runs (a step `pip install qiskit`), or locally in the interpreter benchgate uses (qsolve option `python`)'
    );
    const g = runGates(records([c], { reproducible: null }), [d], undefined, 'r.json');
    expect(g.gates.map((x) => [x.id, x.status])).toEqual([['cases_pass', 'fail']]);
    expect(g.findings.map((f) => [f.code, f.severity])).toEqual([['QS021', 'error']]);
    expect(g.findings[0].message).toBe(
      `case "ring-6" on sim-cpu: no headline metric: quantum and reference could not be compared (${d.note})`
    );
  });
  it('a plain MethodUnavailable of the quantum method still fails (no headline metric)', () => {
    const c = caseRecord({
      methods: [quantum({ status: 'unavailable', reason: 'not today', circuits: [] }), reference()]
    });
    expect(decideCase(c, metric)).toMatchObject({
      status: 'fail',
      message: 'no headline metric: quantum and reference could not be compared'
    });
  });
  it('the schema accepts the new record fields', () => {
    const c = caseRecord({ input_sha256: 'ab', unavailable: null });
    c.methods[0].circuits[0] = {
      ...c.methods[0].circuits[0],
      clbits: 6,
      target: 'sim-cpu',
      seed: 5,
      qasm_sha256: 'a'.repeat(64),
      qasm_version: 3,
      counts: { '000001': 1000 },
      transpiled_two_qubit_gates: null,
      fidelity: null
    };
    c.methods[0].mitigation = { fidelity: 0.99, coverage: 1, postselection: null, source: 'backend' };
    const r = records([c], {
      target: 'sim-cpu',
      runner: {
        protocol: 1,
        language: 'python',
        interpreter: 'python 3.11',
        network_isolated: true,
        memory_limit_mb: 2048,
        memory_enforcement: 'prlimit --as',
        time_limit_s: 300
      }
    });
    expect(validateRecords(r, 'r.json').findings).toEqual([]);
  });
});

describe('LocalFolderCache', () => {
  it('round-trips, misses unknown keys, hashes unsafe keys', async () => {
    const c = new LocalFolderCache(join(mkdtempSync(join(tmpdir(), 'bg-cache-')), 'sub'));
    expect(await c.get('k1')).toBeUndefined();
    await c.set('k1', 'v1');
    await c.set('../evil/key', 'v2');
    expect(await c.get('k1')).toBe('v1');
    expect(await c.get('../evil/key')).toBe('v2');
  });
});
