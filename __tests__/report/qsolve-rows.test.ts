/** Issue 22: the Qsolve track-record rows as the summary shows them (hardware cases, transpiled two-qubit gates). */
import { describe, expect, it } from '@jest/globals';
import { decideCase } from '../../src/suites/qsolve/decide.js';
import { metricOf } from '../../src/suites/qsolve/manifest.js';
import {
  HARDWARE_NOT_RUN,
  resultCell,
  TRACK_COLUMNS,
  trackRecordSections
} from '../../src/suites/qsolve/report-track-record.js';
import { caseRecord, quantum, reference } from '../qsolve/helpers.js';

const metric = metricOf(undefined);

describe('Qsolve rows in the summary', () => {
  it('a hardware case benchgate cannot run reads "not run in CI (hardware)", stays undecided (never a pass), and the table note says why', () => {
    const hw = decideCase(
      caseRecord({
        name: 'hw',
        list: 'hardware_cases',
        target: 'ibm:ibm_fez',
        unavailable: 'target ibm:ibm_fez is not available to benchgate',
        methods: []
      }),
      metric,
      'python'
    );
    expect(hw.status).toBe('undecided');
    expect(resultCell(hw)).toBe(HARDWARE_NOT_RUN);
    const sections = trackRecordSections([decideCase(caseRecord(), metric, 'python'), hw]);
    const table = sections.find((s) => s.title === 'On quantum hardware');
    expect(table?.kind === 'table' && table.rows[0][2]).toBe('not run in CI (hardware)');
    expect(table?.kind === 'table' && table.note).toMatch(
      /1 case\(s\) not run in CI: target ibm:ibm_fez is not available to benchgate\./
    );
    // A device target under `cases` keeps its full reason (it fails: it cannot run in validation).
    const inCases = decideCase(
      caseRecord({ target: 'ibm:ibm_fez', unavailable: 'no device', methods: [] }),
      metric,
      'python'
    );
    expect(resultCell(inCases)).toMatch(/^FAIL /);
  });

  it('shows the transpiled two-qubit gates next to the gates as sent', () => {
    const circuits = [
      { qubits: 6, two_qubit_gates: 14, mid_circuit_measurement: false, shots: 100, transpiled_two_qubit_gates: 26 },
      { qubits: 6, two_qubit_gates: 10, mid_circuit_measurement: false, shots: 100, transpiled_two_qubit_gates: 30 }
    ];
    const d = decideCase(
      caseRecord({ target: 'fake:fez@1.6', methods: [quantum({ circuits }), reference()] }),
      metric,
      'python'
    );
    expect([d.maxTwoQubitGates, d.maxTranspiledTwoQubitGates]).toEqual([14, 30]);
    const i = TRACK_COLUMNS.indexOf('2q gates (as sent)');
    expect(TRACK_COLUMNS[i + 1]).toBe('2q gates (transpiled)');
    const row = trackRecordSections([d]).find((s) => s.kind === 'table' && s.title.startsWith('Noise-model'));
    expect(row?.kind === 'table' && row.rows[0].slice(i, i + 2)).toEqual([14, 30]);
    const sim = decideCase(caseRecord(), metric, 'python');
    expect(sim.maxTranspiledTwoQubitGates ?? null).toBeNull();
  });
});
