import type { Circuit } from './ir.js';
import { isClassicalOp } from './ir.js';
import { dynamicsOf } from '../statevector/index.js';

export interface CircuitStats {
  numQubits: number;
  numClbits: number;
  /** Gate instructions as written (a user gate call or a modified gate counts once). */
  gates: number;
  /** Gate instructions by name (Qiskit count_ops style; user gates by their name). */
  gateCounts: Record<string, number>;
  /** Gate instructions by number of qubits ('0' for gphase, '1', '2', '3', ...). */
  byArity: Record<string, number>;
  /** Gate instructions on exactly two qubits. */
  twoQubitGates: number;
  /** Gate instructions on two or more qubits (Qiskit num_nonlocal_gates). */
  nonlocalGates: number;
  measurements: number;
  resets: number;
  barriers: number;
  /** Ops carrying a classical condition. */
  conditionalOps: number;
  midCircuitMeasurement: boolean;
  /** Needs shot-by-shot simulation: mid-circuit measurement, a reset of a used qubit, or a condition. */
  dynamic: boolean;
}

export function circuitStats(c: Circuit): CircuitStats {
  const gateCounts: Record<string, number> = {};
  const byArity: Record<string, number> = {};
  const n = {
    gates: 0,
    twoQubitGates: 0,
    nonlocalGates: 0,
    measurements: 0,
    resets: 0,
    barriers: 0,
    conditionalOps: 0
  };
  const seenCalls = new Set<number>();
  for (const op of c.ops) {
    if (op.kind === 'barrier') {
      n.barriers++;
      continue;
    }
    if (op.kind === 'delay' || isClassicalOp(op)) continue;
    if (op.condition) n.conditionalOps++;
    if (op.kind === 'measure') {
      n.measurements++;
      continue;
    }
    if (op.kind === 'reset') {
      n.resets++;
      continue;
    }
    let name = op.name;
    let arity = op.qubits.length;
    if (op.call) {
      if (seenCalls.has(op.call.id)) continue;
      seenCalls.add(op.call.id);
      name = op.call.name;
      arity = op.call.arity;
    } else if (op.ctrls) {
      name = `${op.ctrls}ctrl-${op.name}`;
    }
    n.gates++;
    gateCounts[name] = (gateCounts[name] ?? 0) + 1;
    byArity[String(arity)] = (byArity[String(arity)] ?? 0) + 1;
    if (arity === 2) n.twoQubitGates++;
    if (arity >= 2) n.nonlocalGates++;
  }
  const d = dynamicsOf(c);
  return {
    numQubits: c.numQubits,
    numClbits: c.numClbits,
    gateCounts,
    byArity,
    ...n,
    midCircuitMeasurement: d.midCircuitMeasurement,
    dynamic: d.dynamic
  };
}
