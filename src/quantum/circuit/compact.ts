/**
 * Idle qubits dropped: a circuit written on device qubits (`$n`, as a transpiler writes it) names qubit 120 but may
 * use five. compactQubits renumbers the used qubits 0..k−1 in order (gates, measurements and resets use a qubit;
 * barriers and delays keep only their used qubits; every op stays in place, so jump targets are unchanged). The
 * output distribution over classical bits is the same; only the statevector shrinks.
 */
import type { Circuit, Op } from './ir.js';

/** Qubits the circuit uses (gates, measurements, resets), ascending. */
function usedQubits(c: Circuit): number[] {
  const used = new Uint8Array(c.numQubits);
  for (const op of c.ops) {
    if (op.kind === 'gate') for (const q of op.qubits) used[q] = 1;
    else if (op.kind === 'measure' || op.kind === 'reset') used[op.qubit] = 1;
  }
  const out: number[] = [];
  used.forEach((u, q) => {
    if (u) out.push(q);
  });
  return out;
}

/** The circuit on its used qubits only (the same circuit when every qubit is used). */
export function compactQubits(c: Circuit): Circuit {
  const used = usedQubits(c);
  if (used.length === c.numQubits) return c;
  const map = new Int32Array(c.numQubits).fill(-1);
  used.forEach((q, i) => {
    map[q] = i;
  });
  const keep = (qs: number[]) => qs.filter((q) => map[q] >= 0).map((q) => map[q]);
  const ops = c.ops.map((op): Op => {
    switch (op.kind) {
      case 'gate':
        return { ...op, qubits: op.qubits.map((q) => map[q]) };
      case 'measure':
      case 'reset':
        return { ...op, qubit: map[op.qubit] };
      case 'barrier':
      case 'delay':
        return { ...op, qubits: keep(op.qubits) };
      default:
        return op;
    }
  });
  const k = used.length;
  return { ...c, numQubits: k, qregs: k ? [{ name: 'q', size: k, offset: 0 }] : [], ops };
}
