/**
 * Diagonal batches: a run of phase steps (all diagonal, so they commute) on at most DIAG_BITS
 * distinct qubits D becomes one pass that multiplies each amplitude by a phase looked up in a table
 * of 2^|D| entries indexed by the amplitude's bits at D.
 */

/** Most distinct qubits in one diagonal batch (table of 2^12 complex entries = 64 KiB). */
export const DIAG_BITS = 12;

export interface PhaseTerm {
  /** Sorted qubits whose bits must equal `cval`'s bits. */
  fixed: Int32Array;
  cval: number;
  pr: number;
  pi: number;
}

export interface DiagBatch {
  /** Sorted qubits. */
  qs: Int32Array;
  tr: Float64Array;
  ti: Float64Array;
  /** Bits (as an index mask) that every term needs set: other amplitudes keep their value. */
  req: number;
  /** Low-bit lookup (index bits below `lowBits` → table index bits), built on first use. */
  lt?: Int32Array;
  lowBits: number;
}

export function diagBatch(terms: PhaseTerm[]): DiagBatch {
  const set = new Set<number>();
  for (const t of terms) for (const q of t.fixed) set.add(q);
  const qs = Int32Array.from([...set].sort((a, b) => a - b));
  const d = qs.length;
  const pos = new Map<number, number>();
  qs.forEach((q, j) => pos.set(q, j));
  const tr = new Float64Array(1 << d).fill(1);
  const ti = new Float64Array(1 << d);
  let req = -1;
  for (const t of terms) {
    let mask = 0,
      val = 0,
      need = 0;
    for (const q of t.fixed) {
      const b = 1 << (pos.get(q) as number);
      mask |= b;
      if ((t.cval >> q) & 1) {
        val |= b;
        need |= 1 << q;
      }
    }
    req &= need;
    for (let x = 0; x < 1 << d; x++) {
      if ((x & mask) !== val) continue;
      const r = tr[x],
        i = ti[x];
      tr[x] = r * t.pr - i * t.pi;
      ti[x] = r * t.pi + i * t.pr;
    }
  }
  return { qs, tr, ti, req: terms.length ? req : 0, lowBits: -1 };
}

/** Apply a diagonal batch to the first 2^n amplitudes (n above every qubit of the batch). */
export function applyDiagBatch(re: Float64Array, im: Float64Array, n: number, b: DiagBatch): void {
  const P = Math.min(n, DIAG_BITS);
  if (b.lowBits !== P || !b.lt) {
    const lt = new Int32Array(1 << P);
    for (let j = 0; j < 1 << P; j++) {
      let x = 0;
      for (let t = 0; t < b.qs.length; t++) if (b.qs[t] < P && (j >> b.qs[t]) & 1) x |= 1 << t;
      lt[j] = x;
    }
    b.lt = lt;
    b.lowBits = P;
  }
  const lt = b.lt;
  const tr = b.tr,
    ti = b.ti,
    qs = b.qs;
  const block = 1 << P;
  const N = 1 << n;
  const reqHigh = b.req & ~(block - 1);
  for (let h = 0; h < N; h += block) {
    if ((h & reqHigh) !== reqHigh) continue;
    let hx = 0;
    for (let t = 0; t < qs.length; t++) if (qs[t] >= P && (h >> qs[t]) & 1) hx |= 1 << t;
    for (let j = 0; j < block; j++) {
      const x = lt[j] | hx;
      const pr = tr[x],
        pi = ti[x];
      const i = h + j;
      const yr = re[i],
        yi = im[i];
      re[i] = pr * yr - pi * yi;
      im[i] = pr * yi + pi * yr;
    }
  }
}
