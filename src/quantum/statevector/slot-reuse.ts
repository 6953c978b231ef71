/**
 * Slot reuse for shot branching: a qubit that an unconditioned `reset` returns to |0> frees its
 * place in the state, and the next qubit to start (first used after the start or after its own
 * reset) takes the lowest free place. Both are |0> at the hand-over, so the mapping changes
 * nothing in the amplitudes, only where they live: the parity-check ancillas of bench/circuits/dyn-20.qasm
 * share one place, and the state's support stays at 2^17 amplitudes instead of growing to 2^20
 * (every pass and every saved branch copy 8× smaller). A qubit whose last operation is an
 * unconditioned measurement, with gates still to come on other qubits, is released the same way
 * right after it: it is then in a known basis state, unentangled, and nothing reads it again, so
 * resetting it is unobservable (the teleportation chain of bench/circuits/varteleport.qasm keeps
 * four live places instead of 21). Counts are unchanged: measurements keep their clbits. Programs with jumps (loops) are returned unchanged (a place would have to be the
 * same on every iteration). Barriers and delays, no-ops for the statevector, are dropped.
 */
import type { Op } from '../circuit/ir.js';

export function reuseSlots(ops: Op[], n: number): Op[] {
  if (ops.some((o) => o.kind === 'jump')) return ops;
  const place = new Int32Array(n).fill(-1);
  const taken = new Uint8Array(n);
  const slot = (v: number): number => {
    if (place[v] < 0) {
      let s = 0;
      while (taken[s]) s++;
      taken[s] = 1;
      place[v] = s;
    }
    return place[v];
  };
  // last operation on each qubit, and the last gate of the program
  const last = new Int32Array(n).fill(-1);
  let lastGate = -1;
  ops.forEach((op, i) => {
    if (op.kind === 'gate') {
      lastGate = i;
      for (const q of op.qubits) last[q] = i;
    } else if (op.kind === 'measure' || op.kind === 'reset') last[op.qubit] = i;
  });
  const release = (v: number) => {
    out.push({ kind: 'reset', qubit: place[v] });
    taken[place[v]] = 0;
    place[v] = -1;
  };
  const out: Op[] = [];
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i];
    switch (op.kind) {
      case 'barrier':
      case 'delay':
        break;
      case 'gate':
        out.push({ ...op, qubits: op.qubits.map(slot) });
        break;
      case 'measure':
        out.push({ ...op, qubit: slot(op.qubit) });
        if (!op.condition && last[op.qubit] === i && i < lastGate) release(op.qubit);
        break;
      case 'reset': {
        const v = op.qubit;
        if (op.condition) out.push({ ...op, qubit: slot(v) });
        else if (place[v] >= 0) {
          // the qubit is |0> after this reset: its place is free for the next qubit to start
          release(v);
        }
        // a reset of a qubit not yet started (still |0>) does nothing
        break;
      }
      default:
        out.push(op);
    }
  }
  return out;
}
