import { finding } from '../../core/finding.js';
import type { Finding } from '../../core/model.js';
import type { ParsedCases } from './cases.js';
import { MAX_HARDWARE_CASES } from './cases.js';
import { QS } from './codes.js';

/**
 * Qsolve's lint stage for benchmarks/cases.yaml, exactly the documented codes: E050 (missing), E052 (hardware_cases
 * unreadable/invalid or a target that is not `ibm:<device>`), E053 (more than three), E054 (no `qpu: [ibm]`).
 * It never looks at the content of `cases`. Pure.
 *
 * @param parsed undefined when the file does not exist.
 * @param qpuIbm whether the manifest lists `ibm` under `targets.qpu`; undefined when the manifest did not load (E054 not decided).
 */
export function lintCases(parsed: ParsedCases | undefined, qpuIbm: boolean | undefined, file: string): Finding[] {
  if (!parsed)
    return [
      finding(QS.E050, 'benchmarks/cases.yaml is missing; every workflow needs at least one benchmark case', {
        file,
        gate: 'benchmark_cases'
      })
    ];
  if (parsed.loadFinding) return [parsed.loadFinding];
  const out: Finding[] = [...parsed.hardwareFindings];
  const n = parsed.hardwareEntries.length;
  if (n > MAX_HARDWARE_CASES) {
    out.push(
      finding(QS.E053, `hardware_cases lists ${n} cases; at most ${MAX_HARDWARE_CASES} are allowed`, {
        file,
        ...parsed.hardwareEntries[MAX_HARDWARE_CASES]
      })
    );
  }
  if (n > 0 && qpuIbm === false) {
    out.push(
      finding(
        QS.E054,
        'hardware_cases is set but the manifest does not list `ibm` under `targets.qpu`; add `targets: {qpu: [ibm]}`',
        { file, ...(parsed.hardwareKey ?? {}) }
      )
    );
  }
  return out;
}
