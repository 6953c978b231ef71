import type { Section } from '../../core/model.js';
import { formatMetric, headlineAccuracy } from './decide.js';
import type { CaseDecision } from './decide.js';
import { mitigationSection } from './report-mitigation-table.js';
import { labelledCell } from './reported-mitigation.js';

export const TRACK_COLUMNS = [
  'Case',
  'Target',
  'Result',
  'Gap',
  'Abs error',
  'Quantum',
  'Reference',
  'Accuracy',
  'Verdict',
  'Fidelity',
  'Post-selection',
  '2q gates (as sent)',
  '2q gates (transpiled)',
  'Shots',
  'Time (s)'
];

const formatOrNull = (x: number | null, f: (v: number) => string = formatMetric) => (x === null ? null : f(x));

/** The Result cell of a hardware case that did not run here (not a pass). */
export const HARDWARE_NOT_RUN = 'not run in CI (hardware)';

export function resultCell(d: CaseDecision): string {
  if (d.status === 'pass') return 'PASS';
  // A hardware case benchgate cannot run is shown shortly (the reason is in the table's note and the QS032
  // finding); it stays undecided, never a pass.
  if (d.status === 'undecided' && d.list === 'hardware_cases') return HARDWARE_NOT_RUN;
  if (d.status === 'undecided') return `UNDECIDED (${d.note ?? 'not run'})`;
  if (d.status === 'skipped') return `SKIPPED (${d.note ?? 'not run'})`;
  if (d.message !== null) return d.note ? `FAIL ${d.message} (${d.note})` : `FAIL ${d.message}`;
  return d.note ? `FAIL (${d.note})` : 'FAIL';
}

function accuracyCell(d: CaseDecision): string | null {
  if (d.accuracy === null) return null;
  const a = `${(d.accuracy * 100).toFixed(2)}%`;
  if (d.interval)
    return `${a} (95% ${((1 - d.interval[1]) * 100).toFixed(1)}–${((1 - d.interval[0]) * 100).toFixed(1)}%)`;
  return d.plusMinus !== null ? `${a} ± ${(d.plusMinus * 100).toFixed(2)}%` : a;
}

const LAYOUT_COLUMNS = ['Case', 'Target', 'Circuits', 'Device qubits and couplers'];
/** At most this many distinct layouts are listed per case; the rest are counted. */
export const LAYOUTS_SHOWN = 5;

/** The layout rows of one case (distinct layouts of its quantum method's circuits). */
function layoutRows(d: CaseDecision): (string | number | null)[][] {
  const ls = d.layouts ?? [];
  const rows: (string | number | null)[][] = ls
    .slice(0, LAYOUTS_SHOWN)
    .map((l) => [d.name, d.target, l.circuits, l.text]);
  if (ls.length > LAYOUTS_SHOWN) {
    const rest = ls.slice(LAYOUTS_SHOWN);
    rows.push([d.name, d.target, rest.reduce((s, l) => s + l.circuits, 0), `${rest.length} more layout(s)`]);
  }
  return rows;
}

function trackRow(d: CaseDecision): (string | number | null)[] {
  return [
    d.name,
    d.target,
    resultCell(d),
    formatOrNull(d.gap),
    formatOrNull(d.absError),
    formatOrNull(d.quantum),
    formatOrNull(d.baseline),
    accuracyCell(d),
    d.verdict,
    d.mitigation ? labelledCell(d.mitigation.fidelity) : formatOrNull(d.fidelity, (v) => v.toFixed(4)),
    d.mitigation ? labelledCell(d.mitigation.postselection) : formatOrNull(d.postselection, (v) => v.toFixed(4)),
    d.maxTwoQubitGates,
    d.maxTranspiledTwoQubitGates ?? null,
    d.shots,
    formatOrNull(d.wallTime, (v) => v.toFixed(2))
  ];
}

/**
 * The track record as the workflow page shows it: `sim-` rows (the headline, median accuracy), `fake:` rows
 * (noise-model estimate) and every other target (on quantum hardware), each in its own table.
 */
/** The manifest's `metric.note` (at most 600 characters), shown beside the headline number. */
const NOTE_MAX = 600;

export function trackRecordSections(decisions: CaseDecision[], note?: string): Section[] {
  const sim = decisions.filter((d) => d.target.startsWith('sim-'));
  const fake = decisions.filter((d) => d.target.startsWith('fake:'));
  const hw = decisions.filter((d) => !d.target.startsWith('sim-') && !d.target.startsWith('fake:'));
  const out: Section[] = [];
  const head = headlineAccuracy(decisions);
  const passed = sim.filter((d) => d.list === 'cases' && d.status === 'pass').length;
  const total = sim.filter((d) => d.list === 'cases').length;
  out.push({
    kind: 'text',
    title: 'Headline accuracy',
    body:
      (head.median === null
        ? 'none: no sim- case produced a comparable result'
        : `${(head.median * 100).toFixed(2)}% (median over ${head.rows} sim- row(s)); ${passed} of ${total} sim- case(s) pass`) +
      (note ? ` — note: ${note.slice(0, NOTE_MAX)}` : '')
  });
  out.push({
    kind: 'table',
    title: 'Track record (sim- targets)',
    columns: TRACK_COLUMNS,
    rows: sim.map(trackRow),
    note: 'The headline accuracy is the median of these rows.'
  });
  if (fake.length)
    out.push({
      kind: 'table',
      title: 'Noise-model estimate (fake: targets)',
      columns: TRACK_COLUMNS,
      rows: fake.map(trackRow),
      note: 'Shown apart, not in the headline.'
    });
  const mit = mitigationSection(decisions);
  if (mit) out.push(mit);
  const placed = fake.filter((d) => d.layouts?.length);
  if (placed.length) {
    out.push({
      kind: 'table',
      title: 'Device qubits used (fake: targets)',
      columns: LAYOUT_COLUMNS,
      rows: placed.flatMap((d) => layoutRows(d)),
      note: 'Where the noise engine placed the quantum method’s circuits (noise-aware layout, docs/devices.md); each row is one distinct layout.'
    });
  }
  if (hw.length) {
    const notRun = hw.filter((d) => d.status === 'undecided' && d.list === 'hardware_cases');
    const why = notRun.length
      ? ` ${notRun.length} case(s) not run in CI: ${notRun[0].note?.replace(/^not run: /, '') ?? 'the target is not available here'}.`
      : '';
    out.push({
      kind: 'table',
      title: 'On quantum hardware',
      columns: TRACK_COLUMNS,
      rows: hw.map(trackRow),
      note: `Shown apart, not in the headline: the hardware measures the device as much as the workflow.${why}`
    });
  }
  return out;
}
