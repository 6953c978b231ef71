/**
 * The run of ONE CASE in a fresh runner process: the process is started in the sandbox (RunnerSession), the case's
 * `estimate`, every declared method (its circuits run on the case's target through the backend, each with its
 * circuitSeed) and `evaluate` on every solution are called over the runner protocol, and everything becomes the
 * case's CaseRecord. Timeouts, crashes and protocol breaks become benchgate's own exceptions (RUNNER_EXCEPTIONS);
 * the workflow's own exceptions are kept as reported. Never throws for a broken workflow.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CaseRecord, CaseSpec, CircuitRecord, Manifest, MethodRecord, Mitigation, RunnerInfo } from '../types.js';
import { workflowName, type WorkflowState } from '../load-workflow.js';
import type { Backend, CircuitRun } from './backend.js';
import { circuitOptions } from './circuit-options.js';
import { canonicalJson, resultHash, sha256Hex } from './hash.js';
import { MAX_TIME_S, MIN_TIME_S } from './limits.js';
import { MAX_QASM_BYTES, MAX_SHOTS } from './protocol.js';
import type { ExceptionInfo } from './protocol.js';
import { launcherPlan, plan, scrubEnv } from './sandbox.js';
import type { Exposure } from './cover.js';
import type { LauncherCaps } from './sandbox.js';
import { RunnerSession } from './session.js';
import type { SessionEnd } from './session.js';
import { formatBytes } from '../../../core/bytes.js';

/** Exception types benchgate itself gives a case (never cached: they depend on the machine, not the workflow). */
export const RUNNER_EXCEPTIONS = new Set(['TimeoutError', 'RunnerCrashed', 'ProtocolError', 'RunnerError']);

/** Backend seed of circuit `seq` of method `method` in a case with seed `seed`: 48 bits of a SHA-256. */
export function circuitSeed(seed: number, method: string, seq: number): number {
  return parseInt(sha256Hex(`benchgate.qsolve.circuit/1\u0000${seed}\u0000${method}\u0000${seq}`).slice(0, 12), 16);
}

export interface Prepared {
  spec: CaseSpec;
  input: Record<string, unknown>;
  params: Record<string, unknown>;
  target: string;
}

export interface Runtime {
  state: WorkflowState;
  manifest: Manifest;
  language: 'python' | 'javascript';
  argv: string[];
  entryAbs: string;
  memoryMb: number;
  limitS: number;
  deadline: number;
  backend: Backend;
  env: NodeJS.ProcessEnv;
  info: RunnerInfo;
  /** The namespace launcher, when the workflow runs through it. */
  launcher?: {
    caps: LauncherCaps;
    runAs: { uid: number; gid: number };
    hide: string[];
    need: string[];
    expose: Exposure[];
  };
  referenceName: string | undefined;
  progress: (line: string) => void;
}

export function referenceOf(m: Manifest): string | undefined {
  return m.methods.find((x) => x.reference === true)?.name ?? m.methods.find((x) => x.name === 'reference')?.name;
}

export const exc = (type: string, message: string, traceback?: string): ExceptionInfo => ({
  type,
  message,
  ...(traceback ? { traceback } : {})
});

/**
 * An exception the workflow reported. Timeouts, crashes and limit hits are benchgate's to decide: a workflow exception
 * whose type is one of benchgate's own (TimeoutError, RunnerCrashed, …) keeps its type but says whose it is.
 */
function workflowException(e: ExceptionInfo): ExceptionInfo {
  if (!RUNNER_EXCEPTIONS.has(e.type)) return e;
  return { ...e, message: `${e.message} [raised by the workflow itself; benchgate did not decide this ${e.type}]` };
}

/** The case's exception when a session ended early; a runner's `fatal` is a benchgate timeout only when benchgate's own clock says so. */
function endOf(rt: Runtime, end: SessionEnd, timeoutMessage: string): ExceptionInfo {
  if (end.kind === 'fatal')
    return Date.now() >= rt.deadline ? exc('TimeoutError', timeoutMessage) : workflowException(end.error);
  return exc(
    end.kind === 'timeout' ? 'TimeoutError' : end.kind === 'protocol' ? 'ProtocolError' : 'RunnerCrashed',
    end.message
  );
}

const finite = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
export const isObj = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);

function mitigationFrom(x: unknown): Mitigation | undefined {
  if (!isObj(x)) return undefined;
  const m: Mitigation = {};
  for (const k of ['fidelity', 'coverage', 'postselection'] as const) if (finite(x[k])) m[k] = x[k];
  return Object.keys(m).length ? m : undefined;
}

/** Runs one case in a fresh runner process. */
export async function runCase(rt: Runtime, p: Prepared, list: 'cases' | 'hardware_cases'): Promise<CaseRecord> {
  const started = performance.now();
  const { spec, input, params, target } = p;
  // what ctx.backend is built from (quantum methods only; described once per case)
  let described: ReturnType<NonNullable<Backend['describe']>> | null = null;
  const backendOf = (kind: string) => {
    if (kind !== 'quantum' || !rt.backend.describe) return {};
    described ??= rt.backend.describe(target);
    return described ? { backend: described } : {};
  };
  const seed = spec.seed;
  const rec: CaseRecord = {
    name: spec.name,
    list,
    target,
    seed,
    params,
    expect: spec.expect,
    input_sha256: sha256Hex(canonicalJson(input)),
    methods: []
  };
  const finish = (extra: Partial<CaseRecord> = {}): CaseRecord => {
    const out: CaseRecord = { ...rec, ...extra };
    out.result_hash = resultHash(out);
    out.wall_time_s = (performance.now() - started) / 1000;
    return out;
  };
  if (Date.now() >= rt.deadline)
    return finish({
      exception: exc(
        'TimeoutError',
        `not run: the time limit of ${rt.limitS} s for the gates run was used up by earlier cases`
      )
    });
  const home = await mkdtemp(join(tmpdir(), 'benchgate-qsolve-'));
  const timeoutMessage = `the gates run exceeded its time limit of ${rt.limitS} s (resources.timeout_s, clamped to ${MIN_TIME_S}..${MAX_TIME_S}); the workflow process was killed`;
  const remainingS = Math.max(0.05, (rt.deadline - Date.now()) / 1000);
  const argv = [
    ...rt.argv,
    '--module',
    rt.entryAbs,
    '--memory-mb',
    String(rt.memoryMb),
    '--deadline-s',
    remainingS.toFixed(3)
  ];
  const env = scrubEnv(rt.env, home);
  const l = rt.launcher;
  const sessionDeadline = rt.deadline + 2000;
  const session = new RunnerSession({
    plan: l
      ? launcherPlan(l.caps, argv, {
          scratch: home,
          memoryMb: rt.memoryMb,
          hide: l.hide,
          env,
          fds: 'proto',
          rlimitMemory: rt.language === 'python' ? 'as' : 'data',
          runAs: l.runAs,
          need: l.need,
          expose: l.expose
        })
      : plan(argv, rt.memoryMb, rt.language === 'python'),
    cwd: home,
    env,
    deadline: sessionDeadline,
    timeoutMessage,
    memoryMb: rt.memoryMb
  });
  // Stops a running simulation at the same moment the session kills the runner.
  const stop = new AbortController();
  const stopTimer = setTimeout(() => stop.abort(), Math.max(0, sessionDeadline - Date.now()));
  const endException = (end: SessionEnd) => endOf(rt, end, timeoutMessage);
  try {
    const hello = await session.start();
    if (!hello.ok)
      return finish({
        exception:
          'end' in hello
            ? endException(hello.end)
            : Date.now() >= rt.deadline
              ? exc('TimeoutError', timeoutMessage)
              : workflowException(hello.importError)
      });
    // estimate()
    if (hello.hello.estimate) {
      const r = await session.call({ fn: 'estimate', input, params, seed }, async () => ({
        error: 'estimate() cannot send circuits',
        unavailable: false
      }));
      if (!r.ok) return finish({ exception: endException(r.end) });
      if (r.msg.error) return finish({ exception: workflowException(r.msg.error) });
      const v = r.msg.value;
      rec.estimate = isObj(v)
        ? { circuits: finite(v.circuits) ? v.circuits : null, shots: finite(v.shots) ? v.shots : null }
        : null;
    } else rec.estimate = null;
    // methods
    for (const m of rt.manifest.methods) {
      rt.progress(`qsolve ${workflowName(rt.state)}: ${spec.name} [${target}] ${m.name}…`);
      const circuits: CircuitRecord[] = [];
      const runs: CircuitRun[] = [];
      let backendUnavailable: string | undefined;
      let oversize: string | undefined;
      const r = await session.call(
        { fn: 'method', method: m.name, kind: m.kind, input, params, seed, target, ...backendOf(m.kind) },
        async (c) => {
          if (c.shots < 1 || c.shots > MAX_SHOTS)
            return { error: `shots must be between 1 and ${MAX_SHOTS}, got ${c.shots}`, unavailable: false };
          const copts = circuitOptions(c.options);
          if (!copts.ok) return { error: copts.problem, unavailable: false };
          const qasmBytes = Buffer.byteLength(c.qasm);
          if (qasmBytes > MAX_QASM_BYTES) {
            // The runner refuses such circuits itself; one that sends it anyway broke the protocol.
            oversize = `the runner broke the protocol: circuit ${c.seq} of method ${m.name} is ${formatBytes(qasmBytes)} of circuit text, over benchgate's ${formatBytes(MAX_QASM_BYTES)} limit; it was not simulated`;
            session.kill();
            return { error: oversize, unavailable: false };
          }
          const cseed = circuitSeed(seed, m.name, c.seq);
          const res = await rt.backend.run(c.qasm, c.shots, cseed, target, stop.signal, copts.options);
          if (!res.ok) {
            if (res.unavailable) backendUnavailable = res.reason;
            return { error: res.reason, unavailable: res.unavailable };
          }
          runs.push(res);
          circuits.push({
            qubits: res.qubits,
            two_qubit_gates: res.twoQubitGates,
            mid_circuit_measurement: res.midCircuitMeasurement,
            shots: c.shots,
            clbits: res.clbits,
            target,
            seed: cseed,
            qasm_sha256: sha256Hex(c.qasm),
            qasm_version: res.qasmVersion,
            counts: res.counts,
            ...(res.transpiledTwoQubitGates !== undefined
              ? { transpiled_two_qubit_gates: res.transpiledTwoQubitGates }
              : {}),
            ...(res.fidelity !== undefined ? { fidelity: res.fidelity } : {}),
            ...(finite(res.rawFidelity) ? { raw_fidelity: res.rawFidelity } : {}),
            ...(finite(res.readoutGamma) ? { readout_gamma: res.readoutGamma } : {}),
            ...(res.layout ? { layout: res.layout } : {})
          });
          return { counts: res.counts };
        }
      );
      if (oversize !== undefined) return finish({ exception: exc('ProtocolError', oversize) });
      if (!r.ok) return finish({ exception: endException(r.end) });
      const msg = r.msg;
      if (backendUnavailable !== undefined || msg.backend_unavailable !== undefined) {
        return finish({
          unavailable: backendUnavailable ?? msg.backend_unavailable ?? 'target not available',
          methods: []
        });
      }
      const base: MethodRecord = {
        name: m.name,
        kind: m.kind,
        ...(m.name === rt.referenceName ? { reference: true } : {}),
        status: 'ok',
        wall_time_s: r.wallTimeS,
        circuits
      };
      if (msg.unavailable !== undefined) {
        rec.methods.push({
          ...base,
          status: 'unavailable',
          reason: msg.unavailable,
          ...(msg.missing_module ? { missing_module: msg.missing_module } : {})
        });
        continue;
      }
      if (msg.error) {
        if (m.kind === 'quantum') return finish({ exception: workflowException(msg.error) });
        const we = workflowException(msg.error);
        rec.methods.push({ ...base, status: 'failed', reason: `failed: ${we.type}: ${we.message}` });
        continue;
      }
      const v = msg.value;
      if (!isObj(v))
        return finish({ exception: exc('ProtocolError', `method ${m.name}: the runner sent no result value`) });
      const own = mitigationFrom(v.mitigation);
      const scored = rt.backend.score?.(
        target,
        runs,
        circuits.map((x) => x.shots)
      );
      let mitigation: Mitigation | null = null;
      // The merged numbers are what the seed gates on (`reported-mitigation: trust`); `reported` keeps exactly what
      // the workflow said, so `verify` and `ignore` can set benchgate's own scoring (the circuits) beside it.
      if (own) mitigation = { ...(scored ?? {}), ...own, source: 'workflow', reported: { ...own } };
      else if (scored) mitigation = { ...scored, source: 'backend' };
      rec.methods.push({
        ...base,
        objective: finite(v.objective) ? v.objective : null,
        solution: v.solution ?? null,
        stderr: finite(v.stderr) ? v.stderr : null,
        details: isObj(v.details) ? v.details : {},
        ...(mitigation ? { mitigation } : {})
      });
    }
    // evaluate() on every returned solution
    for (const mr of rec.methods) {
      if (mr.status !== 'ok') continue;
      rt.progress(`qsolve ${workflowName(rt.state)}: ${spec.name} [${target}] evaluate(${mr.name})…`);
      const e = await session.call({ fn: 'evaluate', input, solution: mr.solution, seed }, async () => ({
        error: 'evaluate() cannot send circuits',
        unavailable: false
      }));
      if (!e.ok) return finish({ exception: endException(e.end) });
      if (e.msg.error) {
        const we = workflowException(e.msg.error);
        return finish({
          exception: exc(we.type, `evaluate() on the solution of ${mr.name}: ${we.message}`, we.traceback)
        });
      }
      mr.evaluated = finite(e.msg.value) ? e.msg.value : null;
    }
    return finish();
  } finally {
    clearTimeout(stopTimer);
    await session.close();
    await rm(home, { recursive: true, force: true }).catch(() => {});
  }
}
