import { posix } from 'node:path';
import { BG } from '../../codes/general.js';
import { finding } from '../../core/finding.js';
import type { Artifact, ArtifactResult, Finding } from '../../core/model.js';
import type { RepoTree } from '../../core/tree.js';
import type { Discovery, Suite, SuiteContext } from '../types.js';
import { QS } from './codes.js';
import { GATE_IDS, GATE_TITLES } from './gates.js';
import { MANIFEST_NAMES } from './manifest.js';
import { checkWorkflow, findRecords, loadWorkflow } from './workflow.js';

export const QSOLVE_SUITE_ID = 'qsolve';

export interface QsolveOptions {
  /** Run records path relative to each workflow folder (default `.benchgate/run-records.json`, used when it exists). */
  records?: string;
}

/** Validates `ctx.options`; bad values become QS025 findings and are ignored. */
export function readOptions(raw: Record<string, unknown>): { options: QsolveOptions; findings: Finding[] } {
  const options: QsolveOptions = {};
  const findings: Finding[] = [];
  for (const [k, v] of Object.entries(raw ?? {})) {
    if (k === 'records') {
      if (typeof v === 'string' && v.length > 0) options.records = v;
      else findings.push(finding(QS.QS025, `option \`records\` must be a non-empty path relative to each workflow folder (got ${JSON.stringify(v)})`, {}));
    } else {
      findings.push(finding(QS.QS025, `unknown qsolve option \`${k}\`; the only option is \`records\``, {}));
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
        findings.push(finding(QS.QS019, `${f} has no workflow manifest (qsolve.yaml or qsolve.json) in ${folder === '.' ? 'the repository root' : folder + '/'}; it is not checked`, { file: f }));
      }
    }
  }
  const artifacts: Artifact[] = [...folders].sort().map((path) => ({ path, kind: 'qsolve-workflow' }));
  return { artifacts, findings };
}

export const qsolveSuite: Suite = {
  id: QSOLVE_SUITE_ID,
  title: 'Qsolve workflows',
  async discover(tree: RepoTree, ctx: SuiteContext): Promise<Discovery> {
    const d = discoverWorkflows(tree.files);
    const opt = readOptions(ctx.options);
    return { ...d, findings: [...(d.findings ?? []), ...opt.findings] };
  },
  async check(artifact: Artifact, ctx: SuiteContext): Promise<ArtifactResult> {
    const started = performance.now();
    try {
      const { options } = readOptions(ctx.options);
      const state = await loadWorkflow(ctx.root, artifact.path);
      const rec = await findRecords(state, options.records);
      const res = checkWorkflow(state, rec);
      return { ...res, artifact, durationMs: Math.round(performance.now() - started) };
    } catch (e) {
      return {
        artifact,
        gates: GATE_IDS.slice(0, 6).map((id) => ({ id, title: GATE_TITLES[id], status: 'undecided' as const, detail: 'the qsolve suite crashed on this workflow' })),
        findings: [finding(BG.BG005, `qsolve suite error: ${(e as Error).message}`, { file: artifact.path })]
      };
    }
  }
};
