import type { CaseRecord, MethodRecord, RunRecords } from '../../src/suites/qsolve/types.js';

export function quantum(over: Partial<MethodRecord> = {}): MethodRecord {
  return {
    name: 'qaoa',
    kind: 'quantum',
    status: 'ok',
    objective: -7,
    evaluated: -7,
    solution: { assignment: [0, 1, 0, 1, 0, 1] },
    stderr: null,
    details: {},
    wall_time_s: 1.5,
    circuits: [{ qubits: 6, two_qubit_gates: 14, mid_circuit_measurement: false, shots: 1000 }],
    mitigation: { fidelity: 0.99, coverage: 1, postselection: 0.95 },
    ...over
  };
}

export function reference(over: Partial<MethodRecord> = {}): MethodRecord {
  return {
    name: 'brute_force',
    kind: 'classical',
    reference: true,
    status: 'ok',
    objective: -7,
    evaluated: -7,
    solution: { assignment: [0, 1, 0, 1, 0, 1] },
    wall_time_s: 0.01,
    circuits: [],
    ...over
  };
}

export function caseRecord(over: Partial<CaseRecord> = {}): CaseRecord {
  return {
    name: 'ring-6',
    list: 'cases',
    target: 'sim-cpu',
    seed: 1,
    params: {},
    expect: {},
    methods: [quantum(), reference()],
    estimate: { circuits: 1, shots: 1000 },
    result_hash: 'abc',
    ...over
  };
}

export function records(cases: CaseRecord[], over: Partial<RunRecords> = {}): RunRecords {
  const first = cases.find((c) => !c.exception);
  return {
    schema: 'benchgate.qsolve.run-records/1',
    workflow: 'examples/qsolve/max-cut',
    engine: { name: 'benchgate', version: '0.1.0' },
    cases,
    ...(first
      ? { reproducible: { case: first.name, index: cases.indexOf(first), rerun: structuredClone(first) } }
      : {}),
    ...over
  };
}
