/**
 * The check of an evaluation JSONL file: the reference's record rules and endpoint invariants, the schema pass, the
 * comparison with the frozen release (run manifest and compare scope), the metric-threshold and max-regression gates,
 * and the summary, per-model and chart sections with the metrics of the file.
 */
import { pqidMetrics, recordsMetric } from './metrics.js';
import { posix } from 'node:path';
import type { Artifact, ArtifactResult, Finding, Gate, Section } from '../../core/model.js';
import { finding } from '../../core/finding.js';
import { resolveInside, UnsafePathError } from '../../core/paths.js';
import type { SuiteContext } from '../types.js';
import { BG } from '../../codes/general.js';
import { PQ } from './codes.js';
import { type GateMetric, GATE_METRICS } from './options.js';
import type { PyValue } from '../../python/index.js';
import { type CellStore, countCells, type EvalProblem, type Summary } from './records.js';
import { compareRelease, loadEvaluations, ReferenceFailure } from './service.js';
import type { CodeDef } from '../../codes/types.js';
import { pushAll } from '../../core/arrays.js';
import { pqidCharts } from './charts.js';
import type { RunState } from './run-state.js';
import { gateOf, schemaPass } from './check-common.js';
import { modelSections, pct, rateOf, summarySection } from './summary-sections.js';
import { FAILURE_CODE, manifestFindings } from './check-run-manifest.js';

const PROBLEM_CODE: Record<EvalProblem['kind'], CodeDef> = {
  'invalid-json': PQ.PQ001,
  'not-object': PQ.PQ002,
  'missing-id': PQ.PQ003,
  'duplicate-key': PQ.PQ004,
  'bad-value': PQ.PQ005,
  conflict: PQ.PQ006,
  'missing-endpoint': PQ.PQ007,
  invariant: PQ.PQ008,
  'partial-assembly': PQ.PQ009,
  'no-records': PQ.PQ010,
  'invalid-utf8': PQ.PQ011,
  'line-too-long': PQ.PQ013,
  'over-bound': BG.BG020
};

export async function checkEvaluations(
  artifact: Artifact,
  ctx: SuiteContext,
  state: RunState
): Promise<ArtifactResult> {
  const o = state.options;
  const file = artifact.path;
  const findings: Finding[] = [];
  const gates: Gate[] = [];
  const sections: Section[] = [];
  const facts: Record<string, unknown> = {};
  let abs: string;
  try {
    abs = await resolveInside(ctx.root, file, { expect: 'file' });
  } catch (e) {
    findings.push(
      finding(e instanceof UnsafePathError && e.problem === 'escapes' ? BG.BG003 : PQ.PQ012, (e as Error).message, {
        file,
        gate: 'records-valid'
      })
    );
    return {
      artifact,
      gates: [{ id: 'records-valid', title: 'Evaluation records valid', status: 'fail', detail: (e as Error).message }],
      findings
    };
  }
  let store: CellStore | undefined;
  let summary: Summary | undefined;
  try {
    const l = await loadEvaluations(abs, file, { maxProblems: o.maxFindingsPerFile, maxLineBytes: o.maxLineBytes });
    for (const p of l.acc.problems) {
      const first = p === l.acc.firstError ? ' (the reference stops here)' : '';
      findings.push(
        finding(PROBLEM_CODE[p.kind], p.message + first, {
          file,
          line: p.line,
          gate: p.kind === 'invariant' ? 'invariants' : 'records-valid',
          subject: p.record ? `record ${p.record}` : undefined
        })
      );
    }
    if (l.acc.problemCount > l.acc.problems.length)
      findings.push(
        finding(
          PQ.PQ014,
          `${l.acc.problemCount - l.acc.problems.length} more problems were found and not listed (max-findings-per-file ${o.maxFindingsPerFile}).`,
          { file }
        )
      );
    facts.records = l.acc.records;
    if (!l.acc.firstError) {
      store = l.acc.cells;
      summary = (await import('./records.js')).summarize(countCells(store), null);
    }
  } catch (e) {
    const msg = e instanceof ReferenceFailure ? e.message : (e as Error).message;
    findings.push(finding(PQ.PQ012, `Cannot read the evaluation file: ${msg}`, { file, gate: 'records-valid' }));
  }
  pushAll(findings, (await schemaPass(abs, file, 'evaluation', o)).findings);
  gates.push(
    gateOf(
      'records-valid',
      'Evaluation records valid',
      findings,
      `${facts.records ?? 0} records parsed; keys unique; endpoint values Boolean or 0/1`
    )
  );
  gates.push(
    summary
      ? gateOf(
          'invariants',
          'Endpoint invariants hold',
          findings,
          'parameter ⇒ ordered ⇒ signature ⇒ execution; assembly ⇒ execution'
        )
      : findings.some((f) => f.gate === 'invariants' && f.severity === 'error')
        ? gateOf('invariants', 'Endpoint invariants hold', findings, '')
        : {
            id: 'invariants',
            title: 'Endpoint invariants hold',
            status: 'undecided',
            detail: 'records could not all be read'
          }
  );
  // Compare with the frozen release.
  const releaseDir = o.releaseDir
    ? posix.normalize(o.releaseDir.replace(/\/+$/, ''))
    : state.releases.length === 1
      ? state.releases[0]
      : undefined;
  let compareDelta: Summary | undefined;
  let frozen: Summary | undefined;
  if (!releaseDir) {
    const why =
      state.releases.length > 1
        ? `${state.releases.length} releases found; set release-dir`
        : 'no frozen release directory (set release-dir)';
    gates.push({ id: 'run-manifest', title: 'Run manifest compatible', status: 'skipped', detail: why });
    gates.push({ id: 'compare-scope', title: 'Compare scope complete', status: 'skipped', detail: why });
  } else {
    const dir = posix.dirname(file);
    const beside = state.manifests.find((m) => posix.dirname(m) === dir);
    const manifestRel = o.candidateManifest ? posix.normalize(o.candidateManifest) : beside;
    if (!manifestRel) {
      findings.push(
        finding(
          PQ.PQ034,
          `No candidate run manifest for ${file}: add run-manifest.json beside it or set candidate-manifest.`,
          { file, gate: 'run-manifest' }
        )
      );
      gates.push({
        id: 'run-manifest',
        title: 'Run manifest compatible',
        status: 'undecided',
        detail: 'PQ034: no candidate run manifest'
      });
    } else {
      const mf = await manifestFindings(ctx, manifestRel);
      pushAll(
        findings,
        mf.map((f) => ({ ...f, gate: 'run-manifest' }))
      );
      gates.push(
        gateOf(
          'run-manifest',
          'Run manifest compatible',
          findings,
          `${manifestRel}: seven fields present, four gated fields equal the frozen contract`
        )
      );
    }
    if (!summary)
      gates.push({
        id: 'compare-scope',
        title: 'Compare scope complete',
        status: 'undecided',
        detail: 'the evaluation records are invalid'
      });
    else {
      try {
        const relAbs = await resolveInside(ctx.root, releaseDir, { expect: 'directory' });
        const r = await compareRelease({
          evaluations: abs,
          releaseDir: relAbs,
          allowPartial: o.allowPartial,
          cwd: ctx.root,
          load: { maxLineBytes: o.maxLineBytes, stopAtFirst: true }
        });
        compareDelta = r.candidate;
        frozen = r.frozen;
        facts.comparison = {
          mode: r.mode,
          prompt_count: r.promptIds.length,
          prompt_ids_sha256: (r.json.comparison_scope as Record<string, PyValue>).prompt_ids_sha256,
          release_dir: releaseDir
        };
        if (r.mode === 'matched_subset')
          findings.push(
            finding(
              PQ.PQ045,
              `Matched-subset comparison: ${r.promptIds.length} of the frozen prompts (allow-partial is on).`,
              { file, gate: 'compare-scope' }
            )
          );
        gates.push({
          id: 'compare-scope',
          title: 'Compare scope complete',
          status: 'pass',
          detail: `${r.mode}, ${r.promptIds.length} prompts against ${releaseDir}`
        });
        sections.push({
          kind: 'table',
          title: `Candidate vs frozen release (${r.mode})`,
          columns: ['Metric', 'Candidate', 'Frozen', 'Delta (pp)'],
          rows: (
            [
              'execution_rate',
              'assembly_rate',
              'signature_rate',
              'ordered_rate',
              'parameter_rate',
              'es_gap_rate',
              'as_gap_rate',
              'executable_signature_disagreement_rate',
              'structural_hallucination_rate'
            ] as GateMetric[]
          ).map((m) => {
            const c = rateOf(r.candidate, m);
            const f = rateOf(r.frozen, m);
            return [
              m,
              pct(c),
              pct(f),
              c === null || f === null ? 'N/A' : `${c - f >= 0 ? '+' : ''}${(100 * (c - f)).toFixed(2)}`
            ];
          })
        });
      } catch (e) {
        const kind = e instanceof ReferenceFailure ? e.kind : undefined;
        const code = (kind && FAILURE_CODE[kind]) ?? PQ.PQ044;
        findings.push(finding(code, (e as Error).message, { file, gate: 'compare-scope' }));
        gates.push(gateOf('compare-scope', 'Compare scope complete', findings, ''));
      }
    }
  }
  // Metric gates.
  const thresholds = Object.keys(o.minRates).length + Object.keys(o.maxRates).length;
  if (thresholds === 0)
    gates.push({
      id: 'metric-thresholds',
      title: 'Metric thresholds',
      status: 'skipped',
      detail: 'no min-rates / max-rates configured'
    });
  else if (!summary)
    gates.push({
      id: 'metric-thresholds',
      title: 'Metric thresholds',
      status: 'undecided',
      detail: 'no summary (invalid records)'
    });
  else {
    let undecided = false;
    for (const [m, min] of Object.entries(o.minRates) as [GateMetric, number][]) {
      const v = rateOf(summary, m);
      if (v === null) {
        undecided = true;
        findings.push(
          finding(PQ.PQ072, `min-rates.${m}: the rate is unavailable for this file.`, {
            file,
            gate: 'metric-thresholds',
            subject: m
          })
        );
      } else if (v < min)
        findings.push(
          finding(PQ.PQ070, `${m} is ${pct(v)}, below the minimum ${pct(min)}.`, {
            file,
            gate: 'metric-thresholds',
            subject: m
          })
        );
    }
    for (const [m, max] of Object.entries(o.maxRates) as [GateMetric, number][]) {
      const v = rateOf(summary, m);
      if (v === null) {
        undecided = true;
        findings.push(
          finding(PQ.PQ072, `max-rates.${m}: the rate is unavailable for this file.`, {
            file,
            gate: 'metric-thresholds',
            subject: m
          })
        );
      } else if (v > max)
        findings.push(
          finding(PQ.PQ070, `${m} is ${pct(v)}, above the maximum ${pct(max)}.`, {
            file,
            gate: 'metric-thresholds',
            subject: m
          })
        );
    }
    const g = gateOf('metric-thresholds', 'Metric thresholds', findings, `${thresholds} threshold(s) met`);
    gates.push(
      g.status === 'pass' && undecided
        ? { ...g, status: 'undecided', detail: 'a configured rate is unavailable (PQ072)' }
        : g
    );
  }
  const regs = Object.entries(o.maxRegression) as [GateMetric, number][];
  if (regs.length === 0)
    gates.push({
      id: 'max-regression',
      title: 'No regression against the frozen release',
      status: 'skipped',
      detail: 'no max-regression configured'
    });
  else if (!compareDelta || !frozen) {
    findings.push(
      finding(PQ.PQ072, 'max-regression is configured but no comparison with a frozen release could be made.', {
        file,
        gate: 'max-regression'
      })
    );
    gates.push({
      id: 'max-regression',
      title: 'No regression against the frozen release',
      status: 'undecided',
      detail: 'no comparison with a frozen release'
    });
  } else {
    let undecided = false;
    for (const [m, allowed] of regs) {
      const c = rateOf(compareDelta, m);
      const f = rateOf(frozen, m);
      if (c === null || f === null) {
        undecided = true;
        findings.push(
          finding(
            PQ.PQ072,
            `max-regression.${m}: the rate is unavailable on the ${c === null ? 'candidate' : 'frozen'} side.`,
            { file, gate: 'max-regression', subject: m }
          )
        );
        continue;
      }
      const worse = GATE_METRICS[m] === 'higher' ? f - c : c - f;
      if (worse > allowed + 1e-12)
        findings.push(
          finding(
            PQ.PQ071,
            `${m} ${GATE_METRICS[m] === 'higher' ? 'fell' : 'rose'} by ${(100 * worse).toFixed(2)} pp against the frozen release (${pct(f)} → ${pct(c)}); at most ${(100 * allowed).toFixed(2)} pp is allowed.`,
            { file, gate: 'max-regression', subject: m }
          )
        );
    }
    const g = gateOf(
      'max-regression',
      'No regression against the frozen release',
      findings,
      `${regs.length} metric(s) within their allowance`
    );
    gates.push(
      g.status === 'pass' && undecided
        ? { ...g, status: 'undecided', detail: 'a configured rate is unavailable (PQ072)' }
        : g
    );
  }
  if (summary && store) {
    facts.summary = summary;
    const rest = sections.splice(0);
    pushAll(pushAll(pushAll(sections, [summarySection(summary, `Summary of ${file}`)]), modelSections(store)), rest);
    pushAll(sections, pqidCharts(store, compareDelta && frozen ? { candidate: compareDelta, frozen } : undefined));
  }
  const metrics = [
    ...(typeof facts.records === 'number' ? [recordsMetric(facts.records)] : []),
    ...(summary ? pqidMetrics(summary, store) : [])
  ];
  return { artifact, gates, findings, sections, facts, ...(metrics.length ? { metrics } : {}) };
}
