/**
 * Circuits whose qubits never interact: simulated qubit by qubit. A transpiled circuit with no two-qubit gate, no
 * classically conditioned operation, no barrier or box over several qubits and no classical bit written by two
 * qubits is a product: the noise model is local (each gate's depolarising and relaxation error, idle relaxation
 * in each qubit's own gaps, readout flips), so its qubits evolve independently and the joint outcome of a shot is
 * the union of the qubits' outcomes. This lets a whole-device one-qubit circuit (156 qubits) run, far past the
 * 26-qubit limit of a joint noisy simulation. Each qubit runs `shots` trajectories on its own one-qubit program
 * (same figures, same schedule rule: its gates as late as possible before its terminal measurement); the shots are
 * then paired across qubits in an order shuffled by the run's generator (independent qubits: any pairing of their
 * samples is a sample of the product). Deterministic for a seed.
 */
import type { Circuit, Op } from '../circuit/ir.js';
import type { Rng } from '../maths/rng.js';
import { countKey } from '../statevector/index.js';
import type { NoisyProgram } from '../noise/model.js';
import { runTrajectories } from '../methods/trajectory/run.js';

/** Per qubit: its one-qubit circuit (qubit 0, the same classical bits) and the classical bits it writes. */
export interface ProductPart {
  qubit: number;
  circuit: Circuit;
  clbits: number[];
}

/** The circuit as independent qubits, or undefined when its qubits interact (see the module comment). */
export function productParts(c: Circuit): ProductPart[] | undefined {
  const ops: Op[][] = Array.from({ length: c.numQubits }, () => []);
  const owner = new Int32Array(c.numClbits).fill(-1);
  for (const op of c.ops) {
    if (op.kind === 'setbit' || op.kind === 'copybit' || op.kind === 'jump') return undefined;
    if (op.kind !== 'barrier' && op.condition) return undefined;
    const qs = op.kind === 'gate' || op.kind === 'barrier' || op.kind === 'delay' ? op.qubits : [op.qubit];
    if (qs.length !== 1) {
      if (op.kind === 'delay') {
        for (const q of qs) ops[q].push({ ...op, qubits: [0] });
        continue;
      }
      // a gate or barrier over several qubits ties their schedules or states together
      if (qs.length > 1) return undefined;
      continue;
    }
    const q = qs[0];
    if (op.kind === 'measure' && op.clbit >= 0) {
      if (owner[op.clbit] >= 0 && owner[op.clbit] !== q) return undefined;
      owner[op.clbit] = q;
    }
    if (op.kind === 'gate' || op.kind === 'barrier' || op.kind === 'delay') ops[q].push({ ...op, qubits: [0] });
    else ops[q].push({ ...op, qubit: 0 });
  }
  const parts: ProductPart[] = [];
  for (let q = 0; q < c.numQubits; q++) {
    if (!ops[q].length) continue;
    const clbits: number[] = [];
    owner.forEach((o, b) => {
      if (o === q) clbits.push(b);
    });
    parts.push({
      qubit: q,
      clbits,
      circuit: { ...c, numQubits: 1, qregs: [{ name: 'q', size: 1, offset: 0 }], ops: ops[q] }
    });
  }
  return parts;
}

/** Counts of a product circuit `c`: every part's trajectories (its program from `program`), paired shot by shot. */
export function sampleProduct(
  c: Circuit,
  parts: ProductPart[],
  program: (part: ProductPart) => NoisyProgram,
  shots: number,
  rng: Rng
): Map<string, number> {
  const bit = new Map<number, Uint8Array>();
  for (const part of parts) {
    const out = runTrajectories(program(part), shots, rng);
    // the part's shots in a shuffled order (Fisher–Yates on the run's generator)
    const order: string[] = [];
    for (const key of [...out.keys()].sort()) for (let i = 0; i < (out.get(key) as number); i++) order.push(key);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rng.nextDouble() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const b of part.clbits)
      bit.set(
        b,
        Uint8Array.from(order, (k) => (k[b] === '1' ? 1 : 0))
      );
  }
  const counts = new Map<string, number>();
  for (let s = 0; s < shots; s++) {
    const key = countKey(c, (b) => bit.get(b)?.[s] ?? 0);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}
