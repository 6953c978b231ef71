/**
 * Runs a workflow's cases for real: every declared method in the sandboxed runner, circuits on the case's target
 * through the backend, `evaluate` on every solution, `estimate`, then the re-run of the first case that ran.
 * Produces the run records that decide.ts / gates.ts judge. Never throws for a broken workflow.
 * This file holds the run of a workflow (what may run, the sandbox and limits chosen, the cache, every case, the
 * re-run); next to it: run-case.ts (one case in a runner process), limits.ts (time and memory limits),
 * interpreter.ts (runner scripts and the Python probe) and cache-record.ts (which records are cached and reused).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { finding } from '../../../core/finding.js';
import type { Finding } from '../../../core/model.js';
import { VERSION } from '../../../version.js';
import type { ResultCache } from '../../../core/cache.js';
import { QS } from '../codes.js';
import { ranToResult } from '../gates.js';
import { metricOf } from '../manifest.js';
import { RECORDS_SCHEMA_ID } from '../records.js';
import { resolveCaseInput } from '../submission.js';
import type { CaseRecord, CaseSpec, Manifest, RunnerInfo, RunRecords } from '../types.js';
import { workflowName, type WorkflowState } from '../load-workflow.js';
import type { Backend } from './backend.js';
import { cacheable, localRecord, portableRecord, verifyCached } from './cache-record.js';
import { cacheKey, workflowDigest } from './cache-key.js';
import { canonicalJson, resultHash, sha256Hex } from './hash.js';
import { assetPath } from './assets.js';
import { probePython, runnerInterpreter } from './interpreter.js';
import { memoryLimitMb, timeLimitS } from './limits.js';
import { PROTOCOL_VERSION } from './protocol.js';
import { exc, referenceOf, runCase } from './run-case.js';
import type { Prepared, Runtime } from './run-case.js';
import { privateDirs } from './cover.js';
import { hiddenPaths, isolationFor, plan, resolveCommand, sandboxCaps } from './sandbox.js';
import type { Isolation, SandboxMode } from './sandbox.js';
import { engineBuildId, WorkerBackend } from './sim-pool.js';

const DEFAULT_TARGET = 'sim-cpu';

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
  /**
   * Called as each case is done (run, taken from the cache, or not runnable here): `done` of `total` cases of the
   * workflow, and one line on the case (the CLI's progress lines when its output is not a terminal).
   */
  onCase?: (e: { done: number; total: number; line: string }) => void;
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

/** How a maintainer opts out of `required` (QS034): the action defaults to it, so the job file must say so. */
const SANDBOX_OPT_OUT =
  'To run it anyway with less isolation (warning QS035), opt out in the job file: `with: sandbox: auto` on the benchgate step (the action defaults to `required`; CLI: `--sandbox auto`), or run where full isolation is reached (docs/security.md, "Isolation")';

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
  const priv = privateDirs(o.env ?? process.env);
  const needWith = (interpreterPath: string | undefined) => [
    runnerAsset,
    s.folderAbs,
    entryAbs,
    ...(interpreterPath ? [interpreterPath] : [])
  ];
  let need = needWith(exe);
  const sandboxPlan = isolationFor(mode, need, priv);
  const { iso, caps: lcaps, runAs, expose } = sandboxPlan;
  // Without a cgroup, node gets RLIMIT_DATA (its reserved address space would trip RLIMIT_AS).
  if (language === 'javascript' && iso.memory === 'RLIMIT_AS') iso.memory = 'RLIMIT_DATA';
  if (mode === 'required' && iso.level !== 'full') {
    const why = `\`sandbox: required\` and this machine cannot isolate the workflow fully (missing: ${iso.missing.join('; ')})`;
    findings.push(
      finding(QS.QS034, `workflow ${workflowName(s)} did not run: ${why}. ${SANDBOX_OPT_OUT}`, {
        file: s.manifestFile,
        gate: 'cases_pass'
      })
    );
    return { findings, notRun: why, stats };
  }
  if (mode === 'off')
    findings.push(
      finding(
        QS.QS036,
        `workflow ${workflowName(s)} ran with \`sandbox: off\`: no namespaces, so it could read benchgate's processes, write the job's files and use the network`,
        { file: s.manifestFile }
      )
    );
  else if (iso.level !== 'full')
    findings.push(
      finding(
        QS.QS035,
        `workflow ${workflowName(s)} ran with ${iso.level} isolation (missing: ${iso.missing.join('; ')})`,
        {
          file: s.manifestFile
        }
      )
    );
  let argv: string[];
  let interpreter: string;
  if (language === 'python') {
    const py = o.python ?? 'python3';
    const probe = probePython(py, mode, s.folderAbs);
    if (!probe.ok) {
      findings.push(
        finding(QS.QS030, `workflow ${workflowName(s)} cannot run: ${probe.message}`, {
          file: s.manifestFile,
          gate: 'cases_pass'
        })
      );
      return { findings, notRun: probe.message, stats };
    }
    interpreter = `python ${probe.version}`;
    // The probed interpreter's own path when starting it directly exposes nothing more (skips a version manager's shim).
    const direct = runnerInterpreter(py, exe, probe, sandboxPlan, (p) => isolationFor(mode, needWith(p), priv));
    need = needWith(direct.path);
    argv = [direct.command, '-B', '-u', assetPath('qsolve_runner.py')];
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
        `workflow ${workflowName(s)} ran with network access: \`unshare -rn\` is not available or not permitted here`,
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
  const total = cases.cases.length + cases.hardware.length;
  const caseDone = (line: string) => {
    log(`qsolve ${workflowName(s)}: ${line}`);
    o.onCase?.({ done: records.length, total, line });
  };
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
      // What names the case, first in both its record and the cache entry it expects.
      const head = { name: spec.name, list, target: p.target, seed: spec.seed, params: p.params, expect: spec.expect };
      const why = rt.backend.available(p.target);
      if (why !== null) {
        stats.unavailable++;
        const rec: CaseRecord = { ...head, unavailable: why, methods: [] };
        records.push({ ...rec, result_hash: resultHash(rec) });
        caseDone(`${spec.name} [${p.target}]: not run (${why})`);
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
      const expected = { ...head, input_sha256: sha256Hex(canonicalJson(p.input)) };
      if (key && o.cache) {
        // Time spent waiting for the cache service is not the workflow's: move the deadline by it.
        const t0 = Date.now();
        const hit = await o.cache.get(key).catch(() => undefined);
        rt.deadline += Date.now() - t0;
        const verified = hit ? verifyCached(hit, key, expected) : undefined;
        const rec = verified ? localRecord(verified, s.folderAbs) : undefined;
        if (rec) {
          stats.cached++;
          records.push(rec);
          caseDone(`${spec.name} [${p.target}]: ${caseSummary(rec)} (cached)`);
          continue;
        }
      }
      const rec = await runCase(rt, p, list);
      stats.ran++;
      records.push(rec);
      caseDone(`${spec.name} [${p.target}]: ${caseSummary(rec)} (${(rec.wall_time_s ?? 0).toFixed(2)} s)`);
      if (key && o.cache && cacheable(rec)) {
        const t0 = Date.now();
        await o.cache.set(key, JSON.stringify({ key, record: portableRecord(rec, s.folderAbs) })).catch(() => {});
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
    rt.progress(`qsolve ${workflowName(s)}: ${p.spec.name} [${p.target}] re-run for reproducible…`);
    const rerun = await runCase(rt, p, 'cases');
    stats.ran++;
    log(
      `qsolve ${workflowName(s)}: ${p.spec.name} [${p.target}]: re-run ${rerun.result_hash === records[idx].result_hash ? 'gave the same result hash' : 'differs'} (${(rerun.wall_time_s ?? 0).toFixed(2)} s)`
    );
    out.reproducible = { case: p.spec.name, index: idx, rerun };
  }
  return { records: out, findings, stats };
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
