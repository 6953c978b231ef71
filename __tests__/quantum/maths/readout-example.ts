/** The 2-qubit readout-mitigation example worked by hand (readout-mitigation.test.ts and its oracle twin). */
import type { ReadoutError } from '../../../src/quantum/maths/fidelity.js';

export const BELL =
  'OPENQASM 2.0;\ninclude "qelib1.inc";\nqreg q[2];\ncreg c[2];\nh q[0];\ncx q[0],q[1];\nmeasure q -> c;\n';
export const READOUT: ReadoutError[] = [
  { p10: 0.1, p01: 0.2 },
  { p10: 0.05, p01: 0.1 }
];
export const COUNTS = { '00': 430, '01': 60, '10': 50, '11': 460 };
