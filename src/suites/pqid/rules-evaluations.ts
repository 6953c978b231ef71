/**
 * The rules of an evaluation file's check, one rule per function: each is pure, over plain data (the reader's
 * problems, the summary, the comparison with the frozen release, the configured thresholds) and returns its findings.
 * `check-evaluations.ts` reads, compares, files the findings in the order it calls the rules and derives the gates.
 */
import type { Finding, Section } from '../../core/model.js';
import { finding } from '../../core/finding.js';
import { BG } from '../../codes/general.js';
import type { CodeDef } from '../../codes/types.js';
import { PQ } from './codes.js';
import { type GateMetric, GATE_METRICS } from './options.js';
import type { EvalProblem, Summary } from './records.js';
import { pct, rateOf } from './summary-sections.js';

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

/** The candidate's and the frozen release's summaries over the same prompts. */
export interface Comparison {
  candidate: Summary;
  frozen: Summary;
}

/**
 * PQ001–PQ013, BG020: the reference's record rules and invariants, one finding per problem the reader listed (the
 * first error marked as where the reference stops), then PQ014 for those past max-findings-per-file.
 */
export function recordProblems(
  read: { problems: readonly EvalProblem[]; firstError: EvalProblem | undefined; problemCount: number },
  file: string,
  maxFindingsPerFile: number
): Finding[] {
  const out = read.problems.map((p) =>
    finding(PROBLEM_CODE[p.kind], p.message + (p === read.firstError ? ' (the reference stops here)' : ''), {
      file,
      line: p.line,
      gate: p.kind === 'invariant' ? 'invariants' : 'records-valid',
      subject: p.record ? `record ${p.record}` : undefined
    })
  );
  if (read.problemCount > read.problems.length)
    out.push(
      finding(
        PQ.PQ014,
        `${read.problemCount - read.problems.length} more problems were found and not listed (max-findings-per-file ${maxFindingsPerFile}).`,
        { file }
      )
    );
  return out;
}

/** PQ034: the frozen release is known but the candidate's run manifest is not. */
export function noCandidateManifest(file: string): Finding[] {
  return [
    finding(
      PQ.PQ034,
      `No candidate run manifest for ${file}: add run-manifest.json beside it or set candidate-manifest.`,
      { file, gate: 'run-manifest' }
    )
  ];
}

/** PQ045: the comparison covers only the prompts both sides have (allow-partial). */
export function matchedSubset(mode: string, promptCount: number, file: string): Finding[] {
  return mode === 'matched_subset'
    ? [
        finding(PQ.PQ045, `Matched-subset comparison: ${promptCount} of the frozen prompts (allow-partial is on).`, {
          file,
          gate: 'compare-scope'
        })
      ]
    : [];
}

/** PQ070 below a configured minimum rate; PQ072 when the rate is unavailable. */
export function belowMinRates(
  summary: Summary,
  minRates: Partial<Record<GateMetric, number>>,
  file: string
): Finding[] {
  const out: Finding[] = [];
  for (const [m, min] of Object.entries(minRates) as [GateMetric, number][]) {
    const v = rateOf(summary, m);
    if (v === null) out.push(unavailable(`min-rates.${m}: the rate is unavailable for this file.`, m, file));
    else if (v < min)
      out.push(
        finding(PQ.PQ070, `${m} is ${pct(v)}, below the minimum ${pct(min)}.`, {
          file,
          gate: 'metric-thresholds',
          subject: m
        })
      );
  }
  return out;
}

/** PQ070 above a configured maximum rate; PQ072 when the rate is unavailable. */
export function aboveMaxRates(
  summary: Summary,
  maxRates: Partial<Record<GateMetric, number>>,
  file: string
): Finding[] {
  const out: Finding[] = [];
  for (const [m, max] of Object.entries(maxRates) as [GateMetric, number][]) {
    const v = rateOf(summary, m);
    if (v === null) out.push(unavailable(`max-rates.${m}: the rate is unavailable for this file.`, m, file));
    else if (v > max)
      out.push(
        finding(PQ.PQ070, `${m} is ${pct(v)}, above the maximum ${pct(max)}.`, {
          file,
          gate: 'metric-thresholds',
          subject: m
        })
      );
  }
  return out;
}

function unavailable(message: string, m: GateMetric, file: string): Finding {
  return finding(PQ.PQ072, message, { file, gate: 'metric-thresholds', subject: m });
}

/**
 * PQ071 for a metric worse than the frozen release by more than its allowance (max-regression); PQ072 when a side's
 * rate is unavailable, or when there is no comparison at all.
 */
export function regressions(
  cmp: Comparison | undefined,
  maxRegression: [GateMetric, number][],
  file: string
): Finding[] {
  if (!cmp)
    return [
      finding(PQ.PQ072, 'max-regression is configured but no comparison with a frozen release could be made.', {
        file,
        gate: 'max-regression'
      })
    ];
  const out: Finding[] = [];
  for (const [m, allowed] of maxRegression) {
    const c = rateOf(cmp.candidate, m);
    const f = rateOf(cmp.frozen, m);
    if (c === null || f === null) {
      out.push(
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
      out.push(
        finding(
          PQ.PQ071,
          `${m} ${GATE_METRICS[m] === 'higher' ? 'fell' : 'rose'} by ${(100 * worse).toFixed(2)} pp against the frozen release (${pct(f)} → ${pct(c)}); at most ${(100 * allowed).toFixed(2)} pp is allowed.`,
          { file, gate: 'max-regression', subject: m }
        )
      );
  }
  return out;
}

const COMPARED: GateMetric[] = [
  'execution_rate',
  'assembly_rate',
  'signature_rate',
  'ordered_rate',
  'parameter_rate',
  'es_gap_rate',
  'as_gap_rate',
  'executable_signature_disagreement_rate',
  'structural_hallucination_rate'
];

/** The candidate-vs-frozen table: each rate on both sides and the difference in percentage points. */
export function comparisonTable(mode: string, cmp: Comparison): Section {
  return {
    kind: 'table',
    title: `Candidate vs frozen release (${mode})`,
    columns: ['Metric', 'Candidate', 'Frozen', 'Delta (pp)'],
    rows: COMPARED.map((m) => {
      const c = rateOf(cmp.candidate, m);
      const f = rateOf(cmp.frozen, m);
      return [
        m,
        pct(c),
        pct(f),
        c === null || f === null ? 'N/A' : `${c - f >= 0 ? '+' : ''}${(100 * (c - f)).toFixed(2)}`
      ];
    })
  };
}
