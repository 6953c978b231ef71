import { existsSync } from 'node:fs';
import { dirname, join, posix, relative, sep } from 'node:path';
import { findWorkflowRoot } from './locate.js';
import { BG } from '../../codes/general.js';
import { finding } from '../../core/finding.js';
import type { Artifact, ArtifactNaming, ArtifactResult, Finding } from '../../core/model.js';
import type { RepoTree } from '../../core/tree.js';
import type { Discovery, Suite, SuiteContext } from '../types.js';
import { QS } from './codes.js';
import { GATE_IDS, GATE_TITLES } from './gates.js';
import { MANIFEST_NAMES } from './manifest.js';
import { runWorkflow } from './runner/run.js';
import { SANDBOX_MODES } from './runner/sandbox.js';
import { jobOnly, tightenBool, tightenByOrder, tightenLower, type TrustTable } from '../../core/trust.js';
import type { SandboxMode } from './runner/sandbox.js';
import { checkWorkflow } from './check-workflow.js';
import { findRecords, loadWorkflow } from './load-workflow.js';
import { bindRecords } from './records-binding.js';
import {
  DEFAULT_REPORTED_MITIGATION,
  REPORTED_MITIGATION_MODES,
  type ReportedMitigationMode
} from './reported-mitigation.js';

const isMode = (v: unknown): v is ReportedMitigationMode =>
  typeof v === 'string' && (REPORTED_MITIGATION_MODES as readonly string[]).includes(v);

export const QSOLVE_SUITE_ID = 'qsolve';
/** Reports name a workflow "Qsolve workflow <folder name>". */
const QSOLVE_NAMING: readonly ArtifactNaming[] = [{ kind: 'qsolve-workflow', label: 'Qsolve workflow', part: 'base' }];

export interface QsolveOptions {
  /** Run records path relative to each workflow folder; when given, the check decides from it instead of running. */
  records?: string;
  /** Run the workflows for real in the test stage (default true). */
  run?: boolean;
  /** The run's target for cases without their own (default sim-cpu). */
  target?: string;
  /** Time budget of each workflow's gates run in seconds (default clamp(resources.timeout_s, 300, 7200)). */
  timeout_s?: number;
  /** Python interpreter command for workflow.py (default python3). */
  python?: string;
  /** Workflow isolation: auto (default), required, off (docs/security.md). */
  sandbox?: SandboxMode;
  /**
   * Which mitigation numbers gate (docs/qsolve.md, "Reported mitigation numbers"): verify (default), trust, ignore.
   * A job option (action input `reported-mitigation`, CLI `--reported-mitigation`); the checked tree's
   * `.benchgate.yml` may only tighten it (trust → verify → ignore).
   */
  reported_mitigation?: ReportedMitigationMode;
  /** `timeout_s` came from the checked tree's `.benchgate.yml`: it may only lower the workflow's own limit. */
  timeoutFromConfig?: boolean;
}

/**
 * Every qsolve option and how the checked tree's `.benchgate.yml` may set it (docs/security.md; applied by the run
 * through `resolveTreeOptions`, BG014 for what is ignored). The keys are the option names.
 */
export const QSOLVE_OPTION_TRUST: TrustTable = {
  records: jobOnly('committed run records would replace running the workflow'),
  run: tightenBool(true, true),
  target: jobOnly('it replaces the target the cases run on'),
  // Lower is stricter; from the tree it only lowers the workflow's own limit (QS037 at run time otherwise).
  timeout_s: tightenLower(Infinity),
  python: {
    tree: 'allow',
    allow: (v) => typeof v === 'string' && /^python3(\.[0-9]{1,2})?$/.test(v),
    why: 'the checked tree may only name `python3` or `python3.N` (looked up on PATH); an interpreter path would run as the probe, so it must come from the job'
  },
  sandbox: tightenByOrder(['off', 'auto', 'required'], 'auto'),
  // trust → verify → ignore: the workflow's own numbers count less at each step (docs/qsolve.md).
  reported_mitigation: tightenByOrder(REPORTED_MITIGATION_MODES, DEFAULT_REPORTED_MITIGATION)
};
const OPTION_NAMES = Object.keys(QSOLVE_OPTION_TRUST);

/**
 * Validates `ctx.options`; bad values become QS025 findings and are ignored. `config` is the part the run took from
 * the checked tree's `.benchgate.yml` (already limited by QSOLVE_OPTION_TRUST): its `timeout_s` only lowers the
 * workflow's own limit.
 */
export function readOptions(
  raw: Record<string, unknown>,
  config: Record<string, unknown> = {}
): { options: QsolveOptions; findings: Finding[] } {
  const options: QsolveOptions = {};
  const findings: Finding[] = [];
  const bad = (k: string, what: string, v: unknown) =>
    findings.push(finding(QS.QS025, `option \`${k}\` must be ${what} (got ${JSON.stringify(v)})`, {}));
  const fromFile = (k: string) => Object.prototype.hasOwnProperty.call(config, k) && config[k] === raw[k];
  for (const [k, v] of Object.entries(raw ?? {})) {
    if (fromFile(k) && k === 'timeout_s') options.timeoutFromConfig = true;
    if (k === 'records') {
      if (typeof v === 'string' && v.length > 0) options.records = v;
      else bad(k, 'a non-empty path relative to each workflow folder', v);
    } else if (k === 'run') {
      if (typeof v === 'boolean') options.run = v;
      else if (v === 'true' || v === 'false') options.run = v === 'true';
      else bad(k, 'true or false', v);
    } else if (k === 'target') {
      if (typeof v === 'string' && /^(sim-[A-Za-z0-9_-]+|fake:[A-Za-z0-9_.-]+(@[0-9.]+)?|ibm:[A-Za-z0-9_.-]+)$/.test(v))
        options.target = v;
      else bad(k, 'a target such as sim-cpu or fake:fez@1.6', v);
    } else if (k === 'timeout_s') {
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
      if (typeof n === 'number' && Number.isFinite(n) && n > 0 && n <= 86400) options.timeout_s = n;
      else bad(k, 'a number of seconds above 0 (at most 86400)', v);
    } else if (k === 'sandbox') {
      if (typeof v === 'string' && (SANDBOX_MODES as readonly string[]).includes(v)) options.sandbox = v as SandboxMode;
      else bad(k, 'auto, required or off', v);
    } else if (k === 'reported_mitigation') {
      if (isMode(v)) options.reported_mitigation = v;
      else bad(k, REPORTED_MITIGATION_MODES.join(', ').replace(/, (?=[^,]*$)/, ' or '), v);
    } else if (k === 'python') {
      if (typeof v === 'string' && v.length > 0 && v.length < 1000) options.python = v;
      else bad(k, 'an interpreter command such as python3', v);
    } else {
      findings.push(
        finding(
          QS.QS025,
          `unknown qsolve option \`${k}\`; the options are ${OPTION_NAMES.map((n) => `\`${n}\``).join(', ')}`,
          {}
        )
      );
    }
  }
  return { options, findings };
}

/** Workflow folders: every folder holding qsolve.yaml or qsolve.json. Pure over the file list. */
export function discoverWorkflows(files: readonly string[]): Discovery {
  const folders = new Set<string>();
  for (const f of files) {
    const base = posix.basename(f);
    if ((MANIFEST_NAMES as readonly string[]).includes(base)) folders.add(posix.dirname(f));
  }
  const findings: Finding[] = [];
  for (const f of files) {
    if (f === 'benchmarks/cases.yaml' || f.endsWith('/benchmarks/cases.yaml')) {
      const folder = posix.dirname(posix.dirname(f));
      if (!folders.has(folder)) {
        findings.push(
          finding(
            QS.QS019,
            `${f} has no workflow manifest (qsolve.yaml or qsolve.json) in ${folder === '.' ? 'the repository root' : folder + '/'}; it is not checked`,
            { file: f }
          )
        );
      }
    }
  }
  const artifacts: Artifact[] = [...folders].sort().map((path) => ({ path, kind: 'qsolve-workflow' }));
  return { artifacts, findings };
}

/**
 * BG018 (notice): nothing was found under the checked root, but the root lies inside a workflow (locate.ts's walk
 * from the root's parent up to the repository root): name it, relative to the root. Reads only whether the manifest
 * names exist in the folders above; never throws.
 */
function enclosingWorkflowFinding(root: string): Finding[] {
  try {
    if (existsSync(join(root, '.git'))) return [];
    const up = findWorkflowRoot(dirname(root));
    if (up.found === undefined || up.found === root) return [];
    const rel = relative(root, up.found).split(sep).join('/');
    return [
      finding(
        BG.BG018,
        `no Qsolve workflow under the checked folder, which lies inside the workflow ${rel} (its manifest is there): a workflow is checked from its own folder; run \`benchgate check ${rel}\`, or \`benchgate qsolve check\` from here`,
        {},
        'notice'
      )
    ];
  } catch {
    return [];
  }
}

export const qsolveSuite: Suite = {
  id: QSOLVE_SUITE_ID,
  title: 'Qsolve workflows',
  naming: QSOLVE_NAMING,
  async discover(tree: RepoTree, ctx: SuiteContext): Promise<Discovery> {
    const d = discoverWorkflows(tree.files);
    const opt = readOptions(ctx.options, ctx.configOptions);
    const inside = d.artifacts.length === 0 ? enclosingWorkflowFinding(ctx.root) : [];
    return { ...d, findings: [...(d.findings ?? []), ...opt.findings, ...inside] };
  },
  async check(artifact: Artifact, ctx: SuiteContext): Promise<ArtifactResult> {
    const started = performance.now();
    try {
      const { options } = readOptions(ctx.options, ctx.configOptions);
      const state = await loadWorkflow(ctx.root, artifact.path);
      let rec: Parameters<typeof checkWorkflow>[1];
      if (options.run === false || options.records !== undefined) {
        // Records the job points at are used only when bound to this workflow (records-binding.ts).
        const found = await findRecords(state, options.records);
        rec = await bindRecords(state, found, found.abs);
      } else {
        const r = await runWorkflow(state, {
          ...(options.target ? { target: options.target } : {}),
          ...(options.timeout_s !== undefined
            ? options.timeoutFromConfig
              ? { maxTimeoutS: options.timeout_s }
              : { timeoutS: options.timeout_s }
            : {}),
          ...(options.sandbox ? { sandbox: options.sandbox } : {}),
          ...(options.python ? { python: options.python } : {}),
          ...(ctx.cache ? { cache: ctx.cache } : {}),
          log: ctx.log,
          ...(ctx.progress ? { progress: ctx.progress } : {})
        });
        rec = {
          ...(r.records ? { records: r.records } : {}),
          findings: r.findings,
          ...(r.notRun ? { notRun: r.notRun } : {}),
          run: r.stats
        };
      }
      const res = checkWorkflow(state, rec, {
        ...(options.reported_mitigation ? { reportedMitigation: options.reported_mitigation } : {})
      });
      return { ...res, artifact, durationMs: Math.round(performance.now() - started) };
    } catch (e) {
      return {
        artifact,
        gates: GATE_IDS.slice(0, 6).map((id) => ({
          id,
          title: GATE_TITLES[id],
          status: 'undecided' as const,
          detail: 'the qsolve suite crashed on this workflow'
        })),
        findings: [finding(BG.BG005, `qsolve suite error: ${(e as Error).message}`, { file: artifact.path })]
      };
    }
  },
  nothingChecked: nothingRan,
  optionTrust: { table: QSOLVE_OPTION_TRUST }
};

/**
 * The run-level "nothing ran" rule (fail-on-empty): Qsolve workflows were found but every case of every one of
 * them was skipped (`cases_pass` skipped). Since issue 21 benchgate follows the seed and a case whose method is
 * unavailable fails (`no headline metric`), so new results never have a skipped `cases_pass` and this rule does not
 * fire on them: an all-unavailable workflow is red through its own `cases_pass` gate. The rule stays as a guard for
 * reports (merged shards) that still carry a skipped `cases_pass`.
 */
export function nothingRan(results: readonly ArtifactResult[]): string | undefined {
  if (results.length === 0) return undefined;
  const skipped = results.filter((r) => r.gates.some((g) => g.id === 'cases_pass' && g.status === 'skipped'));
  if (skipped.length < results.length) return undefined;
  const first = skipped[0].gates.find((g) => g.id === 'cases_pass')?.detail ?? '';
  return `every case of ${results.length === 1 ? 'the workflow' : `all ${results.length} workflows`} was skipped (first ${skipped[0].artifact.path}: ${first})`;
}
