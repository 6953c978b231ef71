/** The reference's renderings (reporting.py): JSON, text, Markdown and CSV of summaries and comparisons. */
import { type PyValue, pyFixed, pyFormatG, pyJsonDumps, pyThousands } from '../../python/index.js';
import { VERSION_FIELDS, type Summary } from './records.js';
import { maxOf, pushAll } from '../../core/arrays.js';

export type ReferenceFormat = 'json' | 'text' | 'markdown' | 'csv';

interface MetricRow {
  section: 'scope' | 'primary' | 'diagnostic' | 'identifiable';
  key: string;
  label: string;
  count: number | null;
  denominator: number | null;
  rate: number | null;
  available: boolean;
}

const ratio = (n: number | null, d: number | null): number | null =>
  n === null || d === null || d === 0 ? null : n / d;

/** Metric rows in the reference's order; the identifiable block only when the summary has it. */
function metricRows(s: Summary): MetricRow[] {
  const rows: MetricRow[] = [];
  const add = (
    section: MetricRow['section'],
    key: string,
    label: string,
    count: number | null,
    denominator: number | null,
    rate: number | null,
    available: boolean
  ): void => {
    rows.push({ section, key, label, count, denominator, rate, available });
  };
  add('scope', 'models', 'Models', s.models, null, null, true);
  add('scope', 'prompts', 'Prompts', s.prompts, null, null, true);
  add('scope', 'cells', 'Model-prompt cells', s.cells, null, null, true);
  const layer = (
    section: MetricRow['section'],
    key: string,
    label: string,
    count: number | null,
    rate?: number | null
  ): void => {
    const av = count !== null;
    add(
      section,
      key,
      label,
      count,
      av ? s.cells : null,
      av ? (rate === undefined ? ratio(count, s.cells) : rate) : null,
      av
    );
  };
  layer('primary', 'execution', 'Execution', s.execution_count, s.execution_rate);
  layer('primary', 'assembly_admissibility', 'Quantum-assembly admissibility', s.assembly_count, s.assembly_rate);
  layer('primary', 'reference_signature', 'Reference-signature match', s.signature_count, s.signature_rate);
  layer('primary', 'ordered_structure', 'Ordered operation-and-operand tape', s.ordered_count);
  layer('primary', 'parameter_aware_structure', 'Parameter-aware ordered tape', s.parameter_count);
  layer('diagnostic', 'es_gap', 'ES-Gap', s.es_gap_count, s.es_gap_rate);
  layer(
    'diagnostic',
    'execution_to_assembly_attrition',
    'Execution-to-assembly attrition',
    s.execution_to_assembly_attrition_count,
    s.execution_to_assembly_attrition_rate
  );
  layer('diagnostic', 'as_gap', 'Assembly-Structure Gap (AS-Gap)', s.as_gap_count, s.as_gap_rate);
  layer(
    'diagnostic',
    'assembly_without_signature',
    'Assembly admissible without signature match',
    s.assembly_without_signature_count
  );
  layer(
    'diagnostic',
    'signature_without_assembly',
    'Signature match without assembly admissibility',
    s.signature_without_assembly_count
  );
  const shareAv = s.as_gap_count !== null;
  add(
    'diagnostic',
    'as_gap_share_of_es_gap',
    'AS-Gap share of ES-Gap',
    s.as_gap_count,
    shareAv ? s.es_gap_count : null,
    s.as_gap_share_of_es_gap,
    shareAv
  );
  add(
    'diagnostic',
    'ersd',
    'Executable signature disagreement (ERSD)',
    s.es_gap_count,
    s.execution_count,
    s.executable_signature_disagreement_rate,
    s.executable_signature_disagreement_rate !== null
  );
  if (s.identifiable_cells !== null) {
    add(
      'identifiable',
      'identifiable_cells',
      'Identifiable model-prompt cells',
      s.identifiable_cells,
      null,
      null,
      true
    );
    add(
      'identifiable',
      'identifiable_execution',
      'Execution',
      s.identifiable_execution_count,
      s.identifiable_cells,
      ratio(s.identifiable_execution_count, s.identifiable_cells),
      s.identifiable_execution_count !== null
    );
    add(
      'identifiable',
      'identifiable_reference_signature',
      'Reference-signature match',
      s.identifiable_signature_count,
      s.identifiable_cells,
      ratio(s.identifiable_signature_count, s.identifiable_cells),
      s.identifiable_signature_count !== null
    );
    add(
      'identifiable',
      'structural_hallucination',
      'Structural hallucination',
      s.identifiable_disagreement_count,
      s.identifiable_execution_count,
      s.structural_hallucination_rate,
      s.structural_hallucination_rate !== null
    );
  }
  return rows;
}

const pct = (r: number): string => `${pyFixed(100 * r, 2)}%`;
const th = (n: number | null): string => (n === null ? 'N/A' : pyThousands(n));

/** ASCII table: widest cell per column, two-space gap, right-aligned numeric columns, trailing spaces stripped. */
function asciiTable(headers: string[], rows: string[][], rightFrom = 1): string[] {
  const widths = headers.map((h, i) => Math.max(h.length, maxOf(rows.map((r) => (r[i] ?? '').length))));
  const fmt = (cells: string[]): string =>
    cells
      .map((c, i) => (i >= rightFrom ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .replace(/\s+$/, '');
  return [fmt(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(fmt)];
}

function mdTable(headers: string[], rows: string[][]): string[] {
  return [
    `| ${headers.join(' | ')} |`,
    `| ${headers.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`)
  ];
}

function summaryCells(r: MetricRow): string[] {
  if (!r.available) return [r.label, 'N/A', 'N/A', 'N/A'];
  return [
    r.label,
    th(r.count),
    r.denominator === null ? '' : th(r.denominator),
    r.denominator === null ? '' : r.rate === null ? 'N/A' : pct(r.rate)
  ];
}

const VERSION_LABELS: [keyof typeof VERSION_FIELDS, string][] = [
  ['package_version', 'Package'],
  ['benchmark_release', 'Benchmark'],
  ['evaluator_version', 'Evaluator'],
  ['predicate_version', 'Predicate'],
  ['schema_version', 'Schema'],
  ['artifact_manifest_version', 'Artifact manifest']
];

export interface SummaryDoc {
  summary: Summary;
  runType: string;
  source?: string;
  canonicalParity?: boolean;
  errors?: string[];
}

function renderSummaryText(d: SummaryDoc): string {
  const title = 'PQID-Bench Evaluation Summary';
  const out: string[] = [title, '='.repeat(title.length), `Run type: ${d.runType}`];
  for (const [k, label] of VERSION_LABELS) out.push(`${label}: ${VERSION_FIELDS[k]}`);
  if (d.source !== undefined) out.push(`Source: ${d.source}`);
  const rows = metricRows(d.summary);
  const section = (name: string, head: string, sec: MetricRow['section']): void => {
    out.push('', name, '-'.repeat(name.length));
    pushAll(
      out,
      asciiTable([head, 'Count', 'Denominator', 'Rate'], rows.filter((r) => r.section === sec).map(summaryCells))
    );
  };
  out.push('', 'Scope', '-----');
  pushAll(
    out,
    asciiTable(
      ['Metric', 'Value'],
      rows.filter((r) => r.section === 'scope').map((r) => [r.label, th(r.count)])
    )
  );
  section('Primary endpoints', 'Endpoint', 'primary');
  section('Diagnostics', 'Metric', 'diagnostic');
  if (d.summary.identifiable_cells !== null) section('Identifiable subset', 'Metric', 'identifiable');
  else out.push('', 'Identifiable subset: not supplied; structural-hallucination metrics are unavailable.');
  if (d.canonicalParity !== undefined) {
    out.push('', `Canonical parity: ${d.canonicalParity ? 'PASS' : 'FAIL'}`);
    if (d.errors && d.errors.length) pushAll(out, ['Errors:', ...d.errors.map((e) => `- ${e}`)]);
  }
  out.push('', 'Rates use the displayed denominator. Unavailable layers are not treated as zero.');
  return out.join('\n') + '\n';
}

function renderSummaryMarkdown(d: SummaryDoc): string {
  const out: string[] = ['# PQID-Bench Evaluation Summary', '', `- **Run type:** ${d.runType}`];
  for (const [k, label] of VERSION_LABELS) out.push(`- **${label}:** ${VERSION_FIELDS[k]}`);
  if (d.source !== undefined) out.push(`- **Source:** ${d.source}`);
  const rows = metricRows(d.summary);
  const section = (name: string, head: string, sec: MetricRow['section']): void => {
    out.push('', `## ${name}`, '');
    pushAll(
      out,
      mdTable([head, 'Count', 'Denominator', 'Rate'], rows.filter((r) => r.section === sec).map(summaryCells))
    );
  };
  out.push('', '## Scope', '');
  pushAll(
    out,
    mdTable(
      ['Metric', 'Value'],
      rows.filter((r) => r.section === 'scope').map((r) => [r.label, th(r.count)])
    )
  );
  section('Primary endpoints', 'Endpoint', 'primary');
  section('Diagnostics', 'Metric', 'diagnostic');
  if (d.summary.identifiable_cells !== null) section('Identifiable subset', 'Metric', 'identifiable');
  else
    out.push('', '> Identifiable-subset data were not supplied, so structural-hallucination metrics are unavailable.');
  if (d.canonicalParity !== undefined) {
    out.push('', `**Canonical parity:** ${d.canonicalParity ? 'PASS' : 'FAIL'}`);
    if (d.errors && d.errors.length) pushAll(out, ['', ...d.errors.map((e) => `- ${e}`)]);
  }
  out.push('', '_Rates use the displayed denominator. Unavailable layers are not treated as zero._');
  return out.join('\n') + '\n';
}

/** Python csv minimal quoting. */
function csvField(v: string): string {
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}
const g12 = (x: number | null): string => (x === null ? '' : pyFormatG(x, 12));
const intOrEmpty = (x: number | null): string => (x === null ? '' : String(x));

function renderSummaryCsv(d: SummaryDoc): string {
  const header = [
    'report_type',
    'run_type',
    ...VERSION_LABELS.map(([k]) => k),
    'source',
    'canonical_parity',
    'section',
    'metric_key',
    'metric',
    'available',
    'count',
    'denominator',
    'rate',
    'rate_percent'
  ];
  const lines = [header.join(',')];
  const prefix = [
    'summary',
    d.runType,
    ...VERSION_LABELS.map(([k]) => VERSION_FIELDS[k]),
    d.source ?? '',
    d.canonicalParity === undefined ? '' : String(d.canonicalParity)
  ];
  for (const r of metricRows(d.summary)) {
    lines.push(
      [
        ...prefix,
        r.section,
        r.key,
        r.label,
        String(r.available),
        intOrEmpty(r.count),
        intOrEmpty(r.denominator),
        g12(r.rate),
        r.rate === null ? '' : g12(100 * r.rate)
      ]
        .map(csvField)
        .join(',')
    );
  }
  return lines.join('\n') + '\n';
}

export function renderSummary(d: SummaryDoc, json: { [k: string]: PyValue }, format: ReferenceFormat): string {
  if (format === 'text') return renderSummaryText(d);
  if (format === 'markdown') return renderSummaryMarkdown(d);
  if (format === 'csv') return renderSummaryCsv(d);
  return pyJsonDumps(json, { indent: 2, sortKeys: true }) + '\n';
}

export interface ComparisonDoc {
  candidate: Summary;
  frozen: Summary;
  label: string;
  candidateSource: string;
  mode: string;
  promptCount: number;
}

function compareCell(r: MetricRow): string {
  if (!r.available) return 'N/A';
  if (r.denominator === null) return th(r.count);
  return `${th(r.count)}/${th(r.denominator)} (${r.rate === null ? 'N/A' : pct(r.rate)})`;
}

const deltaOf = (c: MetricRow, f: MetricRow): number | null =>
  c.available && f.available && c.rate !== null && f.rate !== null ? c.rate - f.rate : null;

function outcomeRows(d: ComparisonDoc): [MetricRow, MetricRow][] {
  const c = metricRows(d.candidate);
  const f = metricRows(d.frozen);
  return c.map((r, i) => [r, f[i]] as [MetricRow, MetricRow]);
}

function scopeRows(d: ComparisonDoc): string[][] {
  return [
    ['Mode', d.mode],
    ['Prompts', th(d.promptCount)],
    ['Candidate models', th(d.candidate.models)],
    ['Candidate cells', th(d.candidate.cells)],
    ['Frozen models', th(d.frozen.models)],
    ['Frozen cells', th(d.frozen.cells)]
  ];
}

function outcomeCells(d: ComparisonDoc): string[][] {
  return outcomeRows(d)
    .filter(([r]) => r.section !== 'scope')
    .map(([c, f]) => {
      const dl = deltaOf(c, f);
      return [
        c.label,
        compareCell(c),
        compareCell(f),
        dl === null ? 'N/A' : `${dl < 0 || Object.is(dl, -0) ? '' : '+'}${pyFixed(100 * dl, 2)} pp`
      ];
    });
}

function renderComparisonText(d: ComparisonDoc): string {
  const title = 'PQID-Bench Candidate Comparison';
  const out: string[] = [title, '='.repeat(title.length), `Comparison: ${d.label}`, 'Run type: supplied_evaluation'];
  for (const [k, label] of VERSION_LABELS) out.push(`${label}: ${VERSION_FIELDS[k]}`);
  out.push(`Candidate source: ${d.candidateSource}`);
  pushAll(out, ['', 'Aligned scope', '-------------', ...asciiTable(['Metric', 'Value'], scopeRows(d))]);
  pushAll(out, [
    '',
    'Outcomes',
    '--------',
    ...asciiTable(['Metric', 'Candidate', 'Frozen', 'Delta'], outcomeCells(d))
  ]);
  out.push(
    '',
    'Deltas are candidate minus frozen in percentage points. Counts and rates use the displayed aligned denominators.'
  );
  return out.join('\n') + '\n';
}

function renderComparisonMarkdown(d: ComparisonDoc): string {
  const out: string[] = [
    '# PQID-Bench Candidate Comparison',
    '',
    `- **Comparison:** ${d.label}`,
    '- **Run type:** supplied_evaluation'
  ];
  for (const [k, label] of VERSION_LABELS) out.push(`- **${label}:** ${VERSION_FIELDS[k]}`);
  out.push(`- **Candidate source:** ${d.candidateSource}`);
  pushAll(out, ['', '## Aligned scope', '', ...mdTable(['Metric', 'Value'], scopeRows(d))]);
  pushAll(out, ['', '## Outcomes', '', ...mdTable(['Metric', 'Candidate', 'Frozen', 'Delta'], outcomeCells(d))]);
  out.push(
    '',
    '_Deltas are candidate minus frozen in percentage points. Counts and rates use the displayed aligned denominators._'
  );
  return out.join('\n') + '\n';
}

function renderComparisonCsv(d: ComparisonDoc): string {
  const header = [
    'report_type',
    'run_type',
    ...VERSION_LABELS.map(([k]) => k),
    'comparison_label',
    'candidate_source',
    'section',
    'metric_key',
    'metric',
    'candidate_available',
    'candidate_count',
    'candidate_denominator',
    'candidate_rate',
    'frozen_available',
    'frozen_count',
    'frozen_denominator',
    'frozen_rate',
    'delta_rate',
    'delta_percentage_points'
  ];
  const lines = [header.join(',')];
  const prefix = [
    'comparison',
    'supplied_evaluation',
    ...VERSION_LABELS.map(([k]) => VERSION_FIELDS[k]),
    d.label,
    d.candidateSource
  ];
  for (const [c, f] of outcomeRows(d)) {
    const dl = deltaOf(c, f);
    lines.push(
      [
        ...prefix,
        c.section,
        c.key,
        c.label,
        String(c.available),
        intOrEmpty(c.count),
        intOrEmpty(c.denominator),
        g12(c.rate),
        String(f.available),
        intOrEmpty(f.count),
        intOrEmpty(f.denominator),
        g12(f.rate),
        g12(dl),
        dl === null ? '' : g12(100 * dl)
      ]
        .map(csvField)
        .join(',')
    );
  }
  return lines.join('\n') + '\n';
}

export function renderComparison(d: ComparisonDoc, json: { [k: string]: PyValue }, format: ReferenceFormat): string {
  if (format === 'text') return renderComparisonText(d);
  if (format === 'markdown') return renderComparisonMarkdown(d);
  if (format === 'csv') return renderComparisonCsv(d);
  return pyJsonDumps(json, { indent: 2, sortKeys: true }) + '\n';
}
