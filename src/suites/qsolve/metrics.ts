/**
 * Headline numbers of a Qsolve workflow (the result model's `metrics`): the headline accuracy (median over the
 * sim- rows), the cases passed, and per case its gap, fidelity (noise-model cases) and two-qubit gates. Ids are
 * stable across runs (`case/<name>/gap`), so baselines compare them run to run. Pure.
 */
import type { Metric } from '../../core/model.js';
import { headlineAccuracy, type CaseDecision } from './decide.js';

/** At most this many cases contribute per-case metrics (a report stays small whatever the cases file says). */
const MAX_CASE_METRICS = 200;

const num = (x: number | null | undefined): number | null => (typeof x === 'number' && Number.isFinite(x) ? x : null);

export function qsolveMetrics(decisions: CaseDecision[]): Metric[] {
  const out: Metric[] = [];
  const head = headlineAccuracy(decisions);
  out.push({
    id: 'headline_accuracy',
    label: 'Headline accuracy (median of the sim- rows)',
    value: num(head.median),
    better: 'higher'
  });
  const sim = decisions.filter((d) => d.list === 'cases' && d.target.startsWith('sim-'));
  out.push({
    id: 'cases_passed',
    label: 'Cases passed (sim- targets)',
    value: sim.filter((d) => d.status === 'pass').length,
    better: 'higher'
  });
  out.push({ id: 'cases_on_sim', label: 'Cases on sim- targets', value: sim.length });
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
    if (d.fidelity !== null)
      out.push({ id: `${id}/fidelity`, label: `${label}: fidelity`, value: num(d.fidelity), better: 'higher' });
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
