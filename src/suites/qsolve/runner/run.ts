/**
 * Runs a workflow's cases for real: every declared method in the sandboxed runner, circuits on the case's target
 * through the backend, `evaluate` on every solution, `estimate`, then the re-run of the first case that ran.
 * Produces the run records that decide.ts / gates.ts judge. Never throws for a broken workflow.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { finding } from '../../../core/finding.js';
import type { Finding } from '../../../core/model.js';
import { VERSION } from '../../../version.js';
import type { ResultCache } from '../../../core/cache.js';
import { QS } from '../codes.js';
import { ranToResult } from '../gates.js';
import { metricOf } from '../manifest.js';
import { RECORDS_SCHEMA_ID } from '../records.js';
import { resolveCaseInput } from '../submission.js';
import type {
  CaseRecord,
  CaseSpec,
  CircuitRecord,
  Manifest,
  MethodRecord,
  Mitigation,
  RunnerInfo,
  RunRecords
} from '../types.js';
import type { WorkflowState } from '../workflow.js';
import type { Backend, CircuitRun } from './backend.js';
import { cacheKey, workflowDigest } from './cache-key.js';
import { canonicalJson, resultHash, sha256Hex } from './hash.js';
import { MAX_QASM_BYTES, MAX_SHOTS, PROTOCOL_VERSION } from './protocol.js';
import type { ExceptionInfo } from './protocol.js';
import {
  hiddenPaths,
  isolationFor,
  launcherPlan,
  plan,
  probeCommand,
  resolveCommand,
  sandboxCaps,
  scrubEnv,
  setAssetFinder
} from './sandbox.js';
import type { Exposure, Isolation, LauncherCaps, SandboxMode } from './sandbox.js';
import { RunnerSession } from './session.js';
import { engineBuildId, WorkerBackend } from './sim-pool.js';
import type { SessionEnd } from './session.js';

const DEFAULT_TARGET = 'sim-cpu';
const MIN_TIME_S = 300;
const MAX_TIME_S = 7200;
const MAX_MEMORY_MB = 8192;
const DEFAULT_MEMORY_MB = 2048;
/** Exception types benchgate itself gives a case (never cached: they depend on the machine, not the workflow). */
const RUNNER_EXCEPTIONS = new Set(['TimeoutError', 'RunnerCrashed', 'ProtocolError', 'RunnerError']);

export interface WorkflowRunOptions {
  /** The run's target for cases without their own (default sim-cpu). */
  target?: string;
  /** Time budget of the whole gates run in seconds (default clamp(resources.timeout_s, 300, 7200)). */
  timeoutS?: number;
  /** From the checked tree's `.benchgate.yml` (untrusted): lowers the time limit, never raises it. */
  maxTimeoutS?: number;
  /** Python interpreter command (default `python3`). */
  python?: string;
  backend?: Backend;
  cache?: ResultCache;
  /** One line per case (the action's log). */
  log?: (line: string) => void;
  /** Transient progress per method (the CLI's status line). */
  progress?: (line: string) => void;
  /** Parent environment the workflow's is scrubbed from (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** `auto` (default): best isolation available, a warning below full; `required`: refuse below full; `off`: legacy layer only. */
  sandbox?: SandboxMode;
}

export interface WorkflowRunResult {
  /** Absent when the test stage could not run at all (`notRun` says why). */
  records?: RunRecords;
  findings: Finding[];
  notRun?: string;
  stats: { ran: number; cached: number; unavailable: number };
}

/** Where the runner scripts are: next to the bundle (dist/assets, or ../assets from the CLI's dist/cli/), else src/assets when running from sources. */
function assetPath(name: string): string {
  const env = process.env.BENCHGATE_ASSETS;
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [...(env ? [join(env, name)] : []), join(here, 'assets', name), join(here, '..', 'assets', name)];
  let d = here;
  for (let i = 0; i < 6; i++) {
    candidates.push(join(d, 'src', 'assets', name));
    d = dirname(d);
  }
  return candidates.find((p) => existsSync(p)) ?? join(here, 'assets', name);
}

setAssetFinder(assetPath);

const interpreterCache = new Map<string, { ok: true; version: string } | { ok: false; message: string }>();

/**
 * Checks once per command that the Python interpreter exists and is at least 3.9. The probe runs in the sandbox
 * (the namespace launcher, unless there is none or `sandbox` is `off`): the command may come from a checked tree.
 */
function probePython(
  cmd: string,
  mode: SandboxMode = 'auto',
  folderAbs = process.cwd()
): { ok: true; version: string } | { ok: false; message: string } {
  const key = `${mode}\u0000${cmd}`;
  const hit = interpreterCache.get(key);
  if (hit) return hit;
  let out: { ok: true; version: string } | { ok: false; message: string };
  const scratch = mkdtempSync(join(tmpdir(), 'benchgate-probe-'));
  try {
    const env = scrubEnv(process.env, scratch);
    const inSandbox = probeCommand(mode, cmd, scratch, env, folderAbs);
    const r = inSandbox
      ? spawnSync(inSandbox.command, inSandbox.args, {
          encoding: 'utf8',
          timeout: 20000,
          env: { PATH: process.env.PATH ?? '/usr/bin:/bin' }
        })
      : spawnSync(cmd, ['-c', 'import sys; print("%d.%d.%d" % sys.version_info[:3])'], {
          encoding: 'utf8',
          timeout: 20000,
          cwd: scratch,
          env
        });
    if (r.error) out = { ok: false, message: `the Python interpreter "${cmd}" cannot be started: ${r.error.message}` };
    else if (r.status !== 0)
      out = { ok: false, message: `"${cmd}" exited with code ${r.status}: ${(r.stderr ?? '').trim().slice(0, 300)}` };
    else {
      const version = r.stdout.trim();
      const [maj, min] = version.split('.').map(Number);
      out =
        maj > 3 || (maj === 3 && min >= 9)
          ? { ok: true, version }
          : { ok: false, message: `"${cmd}" is Python ${version}; the runner needs Python 3.9 or later` };
    }
  } catch (e) {
    out = { ok: false, message: `the Python interpreter "${cmd}" cannot be started: ${(e as Error).message}` };
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  interpreterCache.set(key, out);
  return out;
}

export function timeLimitS(m: Manifest | undefined, override?: number): number {
  if (override !== undefined) return override;
  const t = m?.resources?.timeout_s ?? MIN_TIME_S;
  return Math.min(Math.max(t, MIN_TIME_S), MAX_TIME_S);
}

export function memoryLimitMb(m: Manifest | undefined): number {
  return Math.min(m?.resources?.memory_mb ?? DEFAULT_MEMORY_MB, MAX_MEMORY_MB);
}

/** Backend seed of circuit `seq` of method `method` in a case with seed `seed`: 48 bits of a SHA-256. */
export function circuitSeed(seed: number, method: string, seq: number): number {
  return parseInt(sha256Hex(`benchgate.qsolve.circuit/1\u0000${seed}\u0000${method}\u0000${seq}`).slice(0, 12), 16);
}

interface Prepared {
  spec: CaseSpec;
  input: Record<string, unknown>;
  params: Record<string, unknown>;
  target: string;
}

interface Runtime {
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

function referenceOf(m: Manifest): string | undefined {
  return m.methods.find((x) => x.reference === true)?.name ?? m.methods.find((x) => x.name === 'reference')?.name;
}

const exc = (type: string, message: string, traceback?: string): ExceptionInfo => ({
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
const isObj = (x: unknown): x is Record<string, unknown> => !!x && typeof x === 'object' && !Array.isArray(x);

function mitigationFrom(x: unknown): Mitigation | undefined {
  if (!isObj(x)) return undefined;
  const m: Mitigation = {};
  for (const k of ['fidelity', 'coverage', 'postselection'] as const) if (finite(x[k])) m[k] = x[k];
  return Object.keys(m).length ? m : undefined;
}

/** Runs one case in a fresh runner process. */
async function runCase(rt: Runtime, p: Prepared, list: 'cases' | 'hardware_cases'): Promise<CaseRecord> {
  const started = performance.now();
  const { spec, input, params, target } = p;
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
      rt.progress(`qsolve ${rt.state.folder}: ${spec.name} [${target}] ${m.name}…`);
      const circuits: CircuitRecord[] = [];
      const runs: CircuitRun[] = [];
      let backendUnavailable: string | undefined;
      let oversize: string | undefined;
      const r = await session.call(
        { fn: 'method', method: m.name, kind: m.kind, input, params, seed, target },
        async (c) => {
          if (c.shots < 1 || c.shots > MAX_SHOTS)
            return { error: `shots must be between 1 and ${MAX_SHOTS}, got ${c.shots}`, unavailable: false };
          const qasmBytes = Buffer.byteLength(c.qasm);
          if (qasmBytes > MAX_QASM_BYTES) {
            // The runner refuses such circuits itself; one that sends it anyway broke the protocol.
            oversize = `the runner broke the protocol: circuit ${c.seq} of method ${m.name} has ${qasmBytes} bytes of circuit text, over benchgate's limit of ${MAX_QASM_BYTES} bytes; it was not simulated`;
            session.kill();
            return { error: oversize, unavailable: false };
          }
          const cseed = circuitSeed(seed, m.name, c.seq);
          const res = await rt.backend.run(c.qasm, c.shots, cseed, target, stop.signal);
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
      if (own) mitigation = { ...(scored ?? {}), ...own, source: 'workflow' };
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
      rt.progress(`qsolve ${rt.state.folder}: ${spec.name} [${target}] evaluate(${mr.name})…`);
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

/** Why the test stage cannot run for this workflow (platform: a rejected submission never reaches the sandbox), or undefined. */
function notRunnable(s: WorkflowState): string | undefined {
  const m = s.manifest.manifest;
  if (!m) return 'the manifest does not load, so the workflow cannot run';
  // A method rule (QS002) or a schema that does not compile (QS003) rejects the submission before the sandbox.
  const rejected = s.manifestFindings.find((f) => f.severity === 'error' && (f.code === 'QS002' || f.code === 'QS003'));
  if (rejected) return `the submission is rejected (${rejected.code}: ${rejected.message}), so no case ran`;
  if (s.manifestFindings.some((f) => f.code === 'QS004'))
    return `the entry module "${m.entry}" is missing, so the workflow cannot run`;
  if (!/\.(py|mjs)$/.test(m.entry)) return `the entry module "${m.entry}" is neither .py nor .mjs`;
  if (!s.cases) return 'benchmarks/cases.yaml is missing, so there is no case to run';
  if (!s.cases.loaded) return 'benchmarks/cases.yaml does not load, so `qsolve test` stops';
  const bad = s.cases.caseFindings.filter((f) => f.severity === 'error');
  if (bad.length)
    return `\`qsolve test\` stops with a validation error (${bad[0].code}: ${bad[0].message}), so no case ran`;
  const rej = s.submissionFindings.filter((f) => f.severity === 'error');
  if (rej.length) return `the submission is rejected (${rej[0].code}: ${rej[0].message}), so no case ran`;
  return undefined;
}

/**
 * Runs every case of a loaded workflow folder and the re-run of the first case that ran. Circuits run in a
 * simulation worker thread (sim-pool.ts) unless `o.backend` is given; the worker ends with the run.
 */
export async function runWorkflow(s: WorkflowState, o: WorkflowRunOptions = {}): Promise<WorkflowRunResult> {
  if (o.backend) return runWorkflowOn(s, o, o.backend);
  const backend = new WorkerBackend();
  if (!notRunnable(s)) backend.prewarm();
  try {
    return await runWorkflowOn(s, o, backend);
  } finally {
    await backend.close();
  }
}

async function runWorkflowOn(s: WorkflowState, o: WorkflowRunOptions, backend: Backend): Promise<WorkflowRunResult> {
  const stats = { ran: 0, cached: 0, unavailable: 0 };
  const findings: Finding[] = [];
  const why = notRunnable(s);
  if (why) return { findings, notRun: why, stats };
  const m = s.manifest.manifest as Manifest;
  const cases = s.cases!;
  const language = m.entry.endsWith('.py') ? 'python' : 'javascript';
  const memoryMb = memoryLimitMb(m);
  let limitS = timeLimitS(m, o.timeoutS);
  if (o.maxTimeoutS !== undefined) {
    if (o.maxTimeoutS > limitS)
      findings.push(
        finding(
          QS.QS037,
          `.benchgate.yml option \`qsolve.timeout_s: ${o.maxTimeoutS}\` is ignored: the checked tree may only lower the time limit (${limitS} s here); a longer one must come from the job`,
          { file: '.benchgate.yml' }
        )
      );
    limitS = Math.min(limitS, o.maxTimeoutS);
  }
  const mode: SandboxMode = o.sandbox ?? 'auto';
  const entryAbs = resolve(s.folderAbs, m.entry);
  const runnerAsset = assetPath(language === 'python' ? 'qsolve_runner.py' : 'qsolve_runner.mjs');
  const exe =
    language === 'python' ? resolveCommand(o.python ?? 'python3', (o.env ?? process.env).PATH) : process.execPath;
  const need = [runnerAsset, s.folderAbs, entryAbs, ...(exe ? [exe] : [])];
  const { iso, caps: lcaps, runAs, expose } = isolationFor(mode, need);
  // Without a cgroup, node gets RLIMIT_DATA (its reserved address space would trip RLIMIT_AS).
  if (language === 'javascript' && iso.memory === 'RLIMIT_AS') iso.memory = 'RLIMIT_DATA';
  if (mode === 'required' && iso.level !== 'full') {
    const why = `\`sandbox: required\` and this machine cannot isolate the workflow fully (missing: ${iso.missing.join('; ')})`;
    findings.push(
      finding(QS.QS034, `workflow ${s.folder} did not run: ${why}`, { file: s.manifestFile, gate: 'cases_pass' })
    );
    return { findings, notRun: why, stats };
  }
  if (mode === 'off')
    findings.push(
      finding(
        QS.QS036,
        `workflow ${s.folder} ran with \`sandbox: off\`: no namespaces, so it could read benchgate's processes, write the job's files and use the network`,
        { file: s.manifestFile }
      )
    );
  else if (iso.level !== 'full')
    findings.push(
      finding(QS.QS035, `workflow ${s.folder} ran with ${iso.level} isolation (missing: ${iso.missing.join('; ')})`, {
        file: s.manifestFile
      })
    );
  let argv: string[];
  let interpreter: string;
  if (language === 'python') {
    const py = o.python ?? 'python3';
    const probe = probePython(py, mode, s.folderAbs);
    if (!probe.ok) {
      findings.push(
        finding(QS.QS030, `workflow ${s.folder} cannot run: ${probe.message}`, {
          file: s.manifestFile,
          gate: 'cases_pass'
        })
      );
      return { findings, notRun: probe.message, stats };
    }
    interpreter = `python ${probe.version}`;
    argv = [py, '-B', '-u', assetPath('qsolve_runner.py')];
  } else {
    interpreter = `node ${process.versions.node}`;
    argv = [process.execPath, `--max-old-space-size=${memoryMb}`, '--no-warnings', assetPath('qsolve_runner.mjs')];
  }
  const caps = sandboxCaps();
  const memoryEnforcement = lcaps ? iso.memory : plan(['x'], memoryMb, language === 'python', caps).memoryEnforcement;
  const networkIsolated = lcaps ? iso.namespaces.includes('network') : caps.unshare.length > 0;
  const info: RunnerInfo = {
    protocol: PROTOCOL_VERSION,
    language,
    interpreter,
    network_isolated: networkIsolated,
    memory_limit_mb: memoryMb,
    memory_enforcement: memoryEnforcement,
    time_limit_s: limitS,
    isolation: iso as Isolation
  };
  if (!info.network_isolated)
    findings.push(
      finding(
        QS.QS031,
        `workflow ${s.folder} ran with network access: \`unshare -rn\` is not available or not permitted here`,
        { file: s.manifestFile }
      )
    );
  const rt: Runtime = {
    state: s,
    manifest: m,
    language,
    argv,
    entryAbs,
    memoryMb,
    limitS,
    deadline: Date.now() + limitS * 1000,
    backend,
    env: o.env ?? process.env,
    info,
    ...(lcaps && runAs
      ? {
          launcher: {
            caps: lcaps,
            runAs,
            hide: hiddenPaths(o.env ?? process.env, s.folderAbs),
            need,
            expose: expose ?? []
          }
        }
      : {}),
    referenceName: referenceOf(m),
    progress: o.progress ?? (() => {})
  };
  const log = o.log ?? (() => {});
  const digest = o.cache ? await workflowDigest(s.folderAbs) : undefined;
  const runnerSha = digest ? sha256Hex(await readFile(argv[argv.length - 1]).catch(() => Buffer.from('missing'))) : '';
  // Everything besides the case that determines a record: the runner and interpreter, the sandbox and limits, the engine build.
  const environment = digest
    ? {
        runner: info,
        engine: o.backend ? `custom:${o.backend.constructor?.name ?? 'backend'}` : await engineBuildId(),
        timeLimitS: limitS
      }
    : undefined;
  const defaultTarget = o.target ?? DEFAULT_TARGET;

  const prepare = async (spec: CaseSpec): Promise<Prepared | { error: string }> => {
    const r = await resolveCaseInput(spec, s.folderAbs, s.casesFile);
    if (!r.ok) return { error: r.finding.message };
    const params = structuredClone(spec.params);
    s.paramsSchema?.(params);
    return { spec, input: r.value, params, target: spec.target ?? defaultTarget };
  };

  const records: CaseRecord[] = [];
  const prepared: (Prepared | undefined)[] = [];
  for (const [list, specs] of [
    ['cases', cases.cases],
    ['hardware_cases', cases.hardware]
  ] as const) {
    for (const spec of specs) {
      const p = await prepare(spec);
      if ('error' in p) {
        const rec: CaseRecord = {
          name: spec.name,
          list,
          target: spec.target ?? defaultTarget,
          seed: spec.seed,
          params: spec.params,
          expect: spec.expect,
          exception: exc('InputError', p.error),
          methods: []
        };
        records.push({ ...rec, result_hash: resultHash(rec) });
        prepared.push(undefined);
        continue;
      }
      prepared.push(p);
      const why = rt.backend.available(p.target);
      if (why !== null) {
        stats.unavailable++;
        const rec: CaseRecord = {
          name: spec.name,
          list,
          target: p.target,
          seed: spec.seed,
          params: p.params,
          expect: spec.expect,
          unavailable: why,
          methods: []
        };
        records.push({ ...rec, result_hash: resultHash(rec) });
        log(`qsolve ${s.folder}: ${spec.name} [${p.target}]: not run (${why})`);
        continue;
      }
      const key = digest
        ? cacheKey({
            digest,
            runner: runnerSha,
            list,
            name: spec.name,
            input: p.input,
            params: p.params,
            seed: spec.seed,
            target: p.target,
            expect: spec.expect,
            limits: { memoryMb },
            environment
          })
        : undefined;
      const expected = {
        name: spec.name,
        list,
        target: p.target,
        seed: spec.seed,
        params: p.params,
        expect: spec.expect,
        input_sha256: sha256Hex(canonicalJson(p.input))
      };
      if (key && o.cache) {
        // Time spent waiting for the cache service is not the workflow's: move the deadline by it.
        const t0 = Date.now();
        const hit = await o.cache.get(key).catch(() => undefined);
        rt.deadline += Date.now() - t0;
        const rec = hit ? verifyCached(hit, key, expected) : undefined;
        if (rec) {
          stats.cached++;
          records.push(rec);
          log(`qsolve ${s.folder}: ${spec.name} [${p.target}]: ${caseSummary(rec)} (cached)`);
          continue;
        }
      }
      const rec = await runCase(rt, p, list);
      stats.ran++;
      records.push(rec);
      log(
        `qsolve ${s.folder}: ${spec.name} [${p.target}]: ${caseSummary(rec)} (${(rec.wall_time_s ?? 0).toFixed(2)} s)`
      );
      if (key && o.cache && cacheable(rec)) {
        const t0 = Date.now();
        await o.cache.set(key, JSON.stringify({ key, record: rec })).catch(() => {});
        rt.deadline += Date.now() - t0;
      }
    }
  }
  const out: RunRecords = {
    schema: RECORDS_SCHEMA_ID,
    workflow: s.folder,
    engine: { name: 'benchgate', version: VERSION },
    metric: metricOf(m.metric),
    target: defaultTarget,
    runner: info,
    cases: records
  };
  // reproducible: re-run the first `cases` entry that ran to a result, for real.
  const idx = records.findIndex((r) => (r.list ?? 'cases') === 'cases' && ranToResult(r));
  if (idx >= 0 && prepared[idx]) {
    const p = prepared[idx]!;
    rt.progress(`qsolve ${s.folder}: ${p.spec.name} [${p.target}] re-run for reproducible…`);
    const rerun = await runCase(rt, p, 'cases');
    stats.ran++;
    log(
      `qsolve ${s.folder}: ${p.spec.name} [${p.target}]: re-run ${rerun.result_hash === records[idx].result_hash ? 'gave the same result hash' : 'differs'} (${(rerun.wall_time_s ?? 0).toFixed(2)} s)`
    );
    out.reproducible = { case: p.spec.name, index: idx, rerun };
  }
  return { records: out, findings, stats };
}

/**
 * Records worth keeping: not benchgate's own outcomes (they depend on the machine). A skip for a module missing here
 * is kept (it is never a pass; installing the module and running with --no-cache runs the case).
 */
function cacheable(r: CaseRecord): boolean {
  return !(r.exception && RUNNER_EXCEPTIONS.has(r.exception.type));
}

/**
 * A cached record, used only when it is provably the one benchgate wrote for this key: the entry names this exact key,
 * the record is this case (name, list, target, seed, params, expect, input hash), and its result hash recomputed over
 * its content equals the one it carries. Anything else is a miss (the case runs). The cache layer under it
 * authenticates entries too (LocalFolderCache's HMAC); see docs/security/limits.md.
 */
export function verifyCached(
  text: string,
  key: string,
  expected: {
    name: string;
    list: string;
    target: string;
    seed: number;
    params: unknown;
    expect: unknown;
    input_sha256: string;
  }
): CaseRecord | undefined {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObj(v) || v.key !== key || !isObj(v.record)) return undefined;
  const r = v.record as unknown as CaseRecord;
  if (typeof r.name !== 'string' || !Array.isArray(r.methods) || typeof r.result_hash !== 'string') return undefined;
  if (
    r.name !== expected.name ||
    (r.list ?? 'cases') !== expected.list ||
    r.target !== expected.target ||
    r.seed !== expected.seed
  )
    return undefined;
  if (
    r.input_sha256 !== expected.input_sha256 ||
    canonicalJson(r.params) !== canonicalJson(expected.params) ||
    canonicalJson(r.expect ?? null) !== canonicalJson(expected.expect ?? null)
  )
    return undefined;
  if (resultHash(r) !== r.result_hash) return undefined;
  if (!cacheable(r)) return undefined;
  return r;
}

function caseSummary(r: CaseRecord): string {
  if (r.exception) return `raised ${r.exception.type}: ${r.exception.message.slice(0, 120)}`;
  if (r.unavailable) return `not run (${r.unavailable})`;
  const parts = r.methods.map(
    (m) =>
      `${m.name} ${m.status === 'ok' ? (m.evaluated ?? m.objective ?? '?') : m.status}${m.circuits.length ? ` (${m.circuits.length} circuits)` : ''}`
  );
  return parts.join(', ');
}
