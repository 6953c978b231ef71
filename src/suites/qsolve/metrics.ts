/**
 * Headline numbers of a Qsolve workflow (the result model's `metrics`): the headline accuracy (median over the
 * sim- rows), the cases passed, the hardware cases (when there are any), and per case its gap, fidelity
 * (noise-model cases) and two-qubit gates. Ids are stable across runs (`case/<name>/gap`), so baselines compare
 * them run to run. The summary's headline: accuracy, cases passed, hardware cases (`Metric.headline`). Pure.
 */
import type { Metric } from '../../core/model.js';
import { headlineAccuracy, type CaseDecision } from './decide.js';
import { LABEL_MEASURED, LABEL_REPORTED } from './reported-mitigation.js';

/** At most this many cases contribute per-case metrics (a report stays small whatever the cases file says). */
const MAX_CASE_METRICS = 200;

const num = (x: number | null | undefined): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

const pct = (v: number) => `${(v * 100).toFixed(2)}%`;

/** `hardwareCases`: the hardware entries of cases.yaml (never run in CI). */
export function qsolveMetrics(decisions: CaseDecision[], hardwareCases = 0): Metric[] {
  const out: Metric[] = [];
  const head = num(headlineAccuracy(decisions).median);
  out.push({
    id: 'headline_accuracy',
    label: 'Headline accuracy (median of the sim- rows)',
    value: head,
    better: 'higher',
    ...(head !== null ? { headline: { label: 'headline accuracy', text: pct(head) } } : {})
  });
  const sim = decisions.filter((d) => d.list === 'cases' && d.target.startsWith('sim-'));
  const passed = sim.filter((d) => d.status === 'pass').length;
  out.push({
    id: 'cases_passed',
    label: 'Cases passed (sim- targets)',
    value: passed,
    better: 'higher',
    headline: { label: 'cases passed', text: `${passed}/${sim.length}` }
  });
  out.push({ id: 'cases_on_sim', label: 'Cases on sim- targets', value: sim.length });
  if (hardwareCases > 0)
    out.push({
      id: 'hardware_cases',
      label: 'Hardware cases (not run in CI)',
      value: hardwareCases,
      headline: { label: 'hardware cases', text: `${hardwareCases} (not run in CI)` }
    });
  const seen = new Set<string>();
  let n = 0;
  for (const d of decisions) {
    // One metric set per case name: the first record of a name wins (hardware rows repeat names on other targets).
    const key = d.list === 'cases' ? d.name : `hw:${d.name}@${d.target}`;
    if (seen.has(key) || n >= MAX_CASE_METRICS) continue;
    seen.add(key);
    n++;
    const id = d.list === 'cases' ? `case/${d.name}` : `hardware/${d.name}@${d.target}`;
    const label = d.list === 'cases' ? d.name : `${d.name} on ${d.target}`;
    out.push({ id: `${id}/gap`, label: `${label}: gap to the reference`, value: num(d.gap), better: 'lower' });
    const mit = d.mitigation?.fidelity;
    if (d.fidelity !== null) {
      // who produced the number the gate used, in the label (reported-mitigation, docs/qsolve.md)
      const who = !mit
        ? ''
        : mit.source === 'workflow'
          ? ` (${LABEL_REPORTED})`
          : ` (${LABEL_MEASURED}, readout-mitigated)`;
      out.push({ id: `${id}/fidelity`, label: `${label}: fidelity${who}`, value: num(d.fidelity), better: 'higher' });
    }
    if (mit && mit.measured !== null && mit.source !== 'benchgate')
      out.push({
        id: `${id}/fidelity_measured`,
        label: `${label}: fidelity ${LABEL_MEASURED} (readout-mitigated)`,
        value: num(mit.measured),
        better: 'higher'
      });
    if (mit && typeof mit.raw === 'number')
      out.push({
        id: `${id}/fidelity_raw`,
        label: `${label}: fidelity ${LABEL_MEASURED} (raw)`,
        value: num(mit.raw),
        better: 'higher'
      });
    if (d.maxTwoQubitGates !== null)
      out.push({
        id: `${id}/two_qubit_gates`,
        label: `${label}: two-qubit gates`,
        value: num(d.maxTwoQubitGates),
        better: 'lower'
      });
  }
  return out;
}
