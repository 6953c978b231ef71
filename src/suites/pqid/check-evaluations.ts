/**
 * The check of an evaluation JSONL file: the reference's record rules and endpoint invariants, the schema pass, the
 * comparison with the frozen release (run manifest and compare scope), the metric-threshold and max-regression gates,
 * and the summary, per-model and chart sections with the metrics of the file. The rules are pure functions in
 * `rules-evaluations.ts`; this file reads, compares, files their findings and derives the gates.
 */
import { pqidMetrics, recordsMetric } from './metrics.js';
import { posix } from 'node:path';
import type { Artifact, ArtifactResult, Finding, Gate, Section } from '../../core/model.js';
import { finding } from '../../core/finding.js';
import { resolveInside, UnsafePathError } from '../../core/paths.js';
import type { SuiteContext } from '../types.js';
import { BG } from '../../codes/general.js';
import { PQ } from './codes.js';
import type { GateMetric, PqidOptions } from './options.js';
import type { PyValue } from '../../python/index.js';
import { type CellStore, countCells, type Summary } from './records.js';
import { compareRelease, loadEvaluations, ReferenceFailure } from './service.js';
import { pushAll } from '../../core/arrays.js';
import { pqidCharts } from './charts.js';
import type { RunState } from './run-state.js';
import { gateOf, schemaPass } from './check-common.js';
import { modelSections, summarySection } from './summary-sections.js';
import { FAILURE_CODE, manifestFindings } from './check-run-manifest.js';
import {
  aboveMaxRates,
  belowMinRates,
  comparisonTable,
  matchedSubset,
  noCandidateManifest,
  recordProblems,
  regressions,
  type Comparison
} from './rules-evaluations.js';

/** What one check of an evaluation file gathers: findings, gates and sections in the order they are made. */
interface Check {
  file: string;
  findings: Finding[];
  gates: Gate[];
  sections: Section[];
  facts: Record<string, unknown>;
}

export async function checkEvaluations(
  artifact: Artifact,
  ctx: SuiteContext,
  state: RunState
): Promise<ArtifactResult> {
  const o = state.options;
  const file = artifact.path;
  let abs: string;
  try {
    abs = await resolveInside(ctx.root, file, { expect: 'file' });
  } catch (e) {
    const code = e instanceof UnsafePathError && e.problem === 'escapes' ? BG.BG003 : PQ.PQ012;
    return {
      artifact,
      gates: [{ id: 'records-valid', title: 'Evaluation records valid', status: 'fail', detail: (e as Error).message }],
      findings: [finding(code, (e as Error).message, { file, gate: 'records-valid' })]
    };
  }
  const c: Check = { file, findings: [], gates: [], sections: [], facts: {} };
  const { store, summary } = await readRecords(c, abs, o);
  pushAll(c.findings, (await schemaPass(abs, file, 'evaluation', o)).findings);
  c.gates.push(recordsGate(c), invariantsGate(c, summary !== undefined));
  const cmp = await compareWithRelease(c, abs, ctx, state, summary);
  thresholds(c, o, summary);
  maxRegression(c, o, cmp);
  if (summary && store) {
    c.facts.summary = summary;
    const rest = c.sections.splice(0);
    pushAll(pushAll(pushAll(c.sections, [summarySection(summary, `Summary of ${file}`)]), modelSections(store)), rest);
    pushAll(c.sections, pqidCharts(store, cmp));
  }
  const metrics = [
    ...(typeof c.facts.records === 'number' ? [recordsMetric(c.facts.records)] : []),
    ...(summary ? pqidMetrics(summary, store) : [])
  ];
  const { gates, findings, sections, facts } = c;
  return { artifact, gates, findings, sections, facts, ...(metrics.length ? { metrics } : {}) };
}

/** Reads the records with the reference's rules; the summary only when the reference would have read them all. */
async function readRecords(c: Check, abs: string, o: PqidOptions): Promise<{ store?: CellStore; summary?: Summary }> {
  try {
    const l = await loadEvaluations(abs, c.file, { maxProblems: o.maxFindingsPerFile, maxLineBytes: o.maxLineBytes });
    pushAll(c.findings, recordProblems(l.acc, c.file, o.maxFindingsPerFile));
    c.facts.records = l.acc.records;
    if (l.acc.firstError) return {};
    const store = l.acc.cells;
    return { store, summary: (await import('./records.js')).summarize(countCells(store), null) };
  } catch (e) {
    const msg = e instanceof ReferenceFailure ? e.message : (e as Error).message;
    c.findings.push(
      finding(PQ.PQ012, `Cannot read the evaluation file: ${msg}`, { file: c.file, gate: 'records-valid' })
    );
    return {};
  }
}

function recordsGate(c: Check): Gate {
  return gateOf(
    'records-valid',
    'Evaluation records valid',
    c.findings,
    `${c.facts.records ?? 0} records parsed; keys unique; endpoint values Boolean or 0/1`
  );
}

function invariantsGate(c: Check, summarized: boolean): Gate {
  if (summarized)
    return gateOf(
      'invariants',
      'Endpoint invariants hold',
      c.findings,
      'parameter ⇒ ordered ⇒ signature ⇒ execution; assembly ⇒ execution'
    );
  if (c.findings.some((f) => f.gate === 'invariants' && f.severity === 'error'))
    return gateOf('invariants', 'Endpoint invariants hold', c.findings, '');
  return {
    id: 'invariants',
    title: 'Endpoint invariants hold',
    status: 'undecided',
    detail: 'records could not all be read'
  };
}

/** The run manifest and compare-scope gates; the comparison with the frozen release when one was made. */
async function compareWithRelease(
  c: Check,
  abs: string,
  ctx: SuiteContext,
  state: RunState,
  summary: Summary | undefined
): Promise<Comparison | undefined> {
  const o = state.options;
  const releaseDir = o.releaseDir
    ? posix.normalize(o.releaseDir.replace(/\/+$/, ''))
    : state.releases.length === 1
      ? state.releases[0]
      : undefined;
  if (!releaseDir) {
    const why =
      state.releases.length > 1
        ? `${state.releases.length} releases found; set release-dir`
        : 'no frozen release directory (set release-dir)';
    c.gates.push(
      { id: 'run-manifest', title: 'Run manifest compatible', status: 'skipped', detail: why },
      { id: 'compare-scope', title: 'Compare scope complete', status: 'skipped', detail: why }
    );
    return undefined;
  }
  await runManifest(c, ctx, state);
  if (!summary) {
    c.gates.push({
      id: 'compare-scope',
      title: 'Compare scope complete',
      status: 'undecided',
      detail: 'the evaluation records are invalid'
    });
    return undefined;
  }
  let cmp: Comparison | undefined;
  try {
    const relAbs = await resolveInside(ctx.root, releaseDir, { expect: 'directory' });
    const r = await compareRelease({
      evaluations: abs,
      releaseDir: relAbs,
      allowPartial: o.allowPartial,
      cwd: ctx.root,
      load: { maxLineBytes: o.maxLineBytes, stopAtFirst: true }
    });
    cmp = { candidate: r.candidate, frozen: r.frozen };
    c.facts.comparison = {
      mode: r.mode,
      prompt_count: r.promptIds.length,
      prompt_ids_sha256: (r.json.comparison_scope as Record<string, PyValue>).prompt_ids_sha256,
      release_dir: releaseDir
    };
    pushAll(c.findings, matchedSubset(r.mode, r.promptIds.length, c.file));
    c.gates.push({
      id: 'compare-scope',
      title: 'Compare scope complete',
      status: 'pass',
      detail: `${r.mode}, ${r.promptIds.length} prompts against ${releaseDir}`
    });
    c.sections.push(comparisonTable(r.mode, cmp));
  } catch (e) {
    const kind = e instanceof ReferenceFailure ? e.kind : undefined;
    const code = (kind && FAILURE_CODE[kind]) ?? PQ.PQ044;
    c.findings.push(finding(code, (e as Error).message, { file: c.file, gate: 'compare-scope' }));
    c.gates.push(gateOf('compare-scope', 'Compare scope complete', c.findings, ''));
  }
  return cmp;
}

/** The candidate's run manifest (beside the file, or candidate-manifest) against the frozen contract. */
async function runManifest(c: Check, ctx: SuiteContext, state: RunState): Promise<void> {
  const o = state.options;
  const dir = posix.dirname(c.file);
  const beside = state.manifests.find((m) => posix.dirname(m) === dir);
  const manifestRel = o.candidateManifest ? posix.normalize(o.candidateManifest) : beside;
  if (!manifestRel) {
    pushAll(c.findings, noCandidateManifest(c.file));
    c.gates.push({
      id: 'run-manifest',
      title: 'Run manifest compatible',
      status: 'undecided',
      detail: 'PQ034: no candidate run manifest'
    });
    return;
  }
  const mf = await manifestFindings(ctx, manifestRel);
  pushAll(
    c.findings,
    mf.map((f) => ({ ...f, gate: 'run-manifest' }))
  );
  c.gates.push(
    gateOf(
      'run-manifest',
      'Run manifest compatible',
      c.findings,
      `${manifestRel}: seven fields present, four gated fields equal the frozen contract`
    )
  );
}

/** A gate that passed but could not judge every configured rate (PQ072) is undecided. */
function undecidedIfUnavailable(g: Gate, found: Finding[]): Gate {
  return g.status === 'pass' && found.some((f) => f.code === 'PQ072')
    ? { ...g, status: 'undecided', detail: 'a configured rate is unavailable (PQ072)' }
    : g;
}

/** min-rates / max-rates. */
function thresholds(c: Check, o: PqidOptions, summary: Summary | undefined): void {
  const id = 'metric-thresholds';
  const title = 'Metric thresholds';
  const n = Object.keys(o.minRates).length + Object.keys(o.maxRates).length;
  if (n === 0) {
    c.gates.push({ id, title, status: 'skipped', detail: 'no min-rates / max-rates configured' });
    return;
  }
  if (!summary) {
    c.gates.push({ id, title, status: 'undecided', detail: 'no summary (invalid records)' });
    return;
  }
  const found = [...belowMinRates(summary, o.minRates, c.file), ...aboveMaxRates(summary, o.maxRates, c.file)];
  pushAll(c.findings, found);
  c.gates.push(undecidedIfUnavailable(gateOf(id, title, c.findings, `${n} threshold(s) met`), found));
}

/** max-regression against the frozen release. */
function maxRegression(c: Check, o: PqidOptions, cmp: Comparison | undefined): void {
  const id = 'max-regression';
  const title = 'No regression against the frozen release';
  const regs = Object.entries(o.maxRegression) as [GateMetric, number][];
  if (regs.length === 0) {
    c.gates.push({ id, title, status: 'skipped', detail: 'no max-regression configured' });
    return;
  }
  const found = regressions(cmp, regs, c.file);
  pushAll(c.findings, found);
  if (!cmp) {
    c.gates.push({ id, title, status: 'undecided', detail: 'no comparison with a frozen release' });
    return;
  }
  c.gates.push(
    undecidedIfUnavailable(gateOf(id, title, c.findings, `${regs.length} metric(s) within their allowance`), found)
  );
}
