/**
 * Scoring numbers for the gates (pure functions; definitions in docs/fidelity.md):
 * ideal output distribution, readout-error mitigation (tensor-product inverse of per-qubit 2×2
 * confusion matrices, projected onto the probability simplex with Smolin, Gambetta & Smith's
 * nearest-distribution algorithm), Hellinger fidelity (Qiskit: (Σ √(p q))²), and the
 * shot-weighted aggregate with coverage and post-selection share.
 */
import type { Circuit } from '../circuit/ir.js';
import { countKey, dynamicsOf, simulateStatevector } from '../statevector/index.js';

/** Largest circuit (qubits as declared) whose output can be scored. */
export const MAX_SCORED_QUBITS = 20;

export type Distribution = Record<string, number>;

/** Why a circuit cannot be scored, or undefined when it can. */
export function unscorableReason(c: Circuit): string | undefined {
  if (c.numQubits > MAX_SCORED_QUBITS) return `${c.numQubits} qubits (over ${MAX_SCORED_QUBITS})`;
  const d = dynamicsOf(c);
  if (d.midCircuitMeasurement) return 'mid-circuit measurement';
  if (d.conditional) return 'classically conditioned operations';
  if (d.effectiveReset) return 'reset of a used qubit';
  if (!c.ops.some((o) => o.kind === 'measure' && o.clbit >= 0)) return 'no measurement';
  return undefined;
}

/** clbit → qubit of its last measurement (−1: never measured). */
export function clbitSources(c: Circuit): Int32Array {
  const src = new Int32Array(c.numClbits).fill(-1);
  for (const op of c.ops) if (op.kind === 'measure' && op.clbit >= 0) src[op.clbit] = op.qubit;
  return src;
}

/** Noiseless output distribution over count keys (Qiskit format), from the statevector. */
export function idealDistribution(c: Circuit): Distribution {
  const why = unscorableReason(c);
  if (why) throw new Error(`cannot compute the ideal distribution: ${why}`);
  const st = simulateStatevector(c);
  const src = clbitSources(c);
  const acc = new Map<string, number>();
  const N = st.re.length;
  for (let i = 0; i < N; i++) {
    const p = st.re[i] * st.re[i] + st.im[i] * st.im[i];
    if (p < 1e-15) continue;
    const key = countKey(c, (b) => (src[b] >= 0 ? Math.floor(i / 2 ** src[b]) % 2 : 0));
    acc.set(key, (acc.get(key) ?? 0) + p);
  }
  return normalise(Object.fromEntries(acc));
}

/** Counts or weights → probabilities (sorted keys). */
export function normalise(d: Distribution): Distribution {
  let t = 0;
  for (const v of Object.values(d)) t += v;
  const out: Distribution = {};
  if (t <= 0) return out;
  for (const k of Object.keys(d).sort()) if (d[k] > 0) out[k] = d[k] / t;
  return out;
}

/** Qiskit's hellinger_fidelity: (Σ_i √(p_i q_i))² after normalising both. */
export function hellingerFidelity(p: Distribution, q: Distribution): number {
  const a = normalise(p),
    b = normalise(q);
  let s = 0;
  for (const k of Object.keys(a)) if (b[k] !== undefined) s += Math.sqrt(a[k] * b[k]);
  return Math.min(1, s * s);
}

/**
 * Nearest probability vector to a real vector summing to 1 (Smolin, Gambetta & Smith 2012,
 * PRL 108, 070502): zero the most negative entries while spreading their mass evenly over the
 * rest, until the rest is non-negative. This is the Euclidean projection onto the simplex.
 */
export function projectToSimplex(v: Float64Array): Float64Array {
  const n = v.length;
  const out = Float64Array.from(v);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += out[i];
  if (n === 0) return out;
  // shift so the sum is 1 (mitigated quasi-distributions already sum to 1 up to rounding)
  const order = Array.from({ length: n }, (_, i) => i).sort((x, y) => out[x] - out[y]);
  let acc = 1 - sum;
  let i = 0;
  // remaining entries share acc; find the cut
  for (; i < n; i++) {
    const rest = n - i;
    if (out[order[i]] + acc / rest >= 0) break;
    acc += out[order[i]];
    out[order[i]] = 0;
  }
  const rest = n - i;
  for (let j = i; j < n; j++) out[order[j]] += acc / rest;
  return out;
}

/** Per-clbit readout flip probabilities (from the physical qubit it was measured on). */
export interface ReadoutError {
  p10: number;
  p01: number;
}

/** Largest number of measured clbits mitigated with a dense vector. */
export const MAX_MITIGATED_BITS = 24;

/**
 * Standard readout-error mitigation: counts → quasi-probabilities by the tensor product of the
 * inverse 2×2 assignment matrices A_b = [[1−p10, p01], [p10, 1−p01]] of the measured clbits,
 * then the nearest probability distribution. `readout[b]` is undefined for clbits that were
 * never measured (always 0). Returns probabilities keyed like the counts.
 */
export function mitigateReadout(c: Circuit, counts: Distribution, readout: (ReadoutError | undefined)[]): Distribution {
  const measured: number[] = [];
  // only clbits of the count key (an OpenQASM 3 block's local bits are not in it)
  const inKey = new Uint8Array(c.numClbits);
  for (const r of c.cregs) for (let b = r.offset; b < r.offset + r.size; b++) inKey[b] = 1;
  for (let b = 0; b < c.numClbits; b++) if (readout[b] && inKey[b]) measured.push(b);
  const m = measured.length;
  if (m > MAX_MITIGATED_BITS)
    throw new Error(`readout mitigation limited to ${MAX_MITIGATED_BITS} measured bits, got ${m}`);
  const posOf = new Int32Array(c.numClbits).fill(-1);
  measured.forEach((b, i) => {
    posOf[b] = i;
  });
  const v = new Float64Array(2 ** m);
  let total = 0;
  for (const [key, cnt] of Object.entries(counts)) {
    const bits = keyBits(c, key);
    let idx = 0;
    for (let i = 0; i < m; i++) if (bits[measured[i]]) idx += 2 ** i;
    v[idx] += cnt;
    total += cnt;
  }
  if (total <= 0) return {};
  for (let i = 0; i < v.length; i++) v[i] /= total;
  for (let i = 0; i < m; i++) {
    const { p10, p01 } = readout[measured[i]] as ReadoutError;
    const det = (1 - p10) * (1 - p01) - p01 * p10;
    // singular (p10 + p01 = 1, e.g. both capped at 0.5 by a scale): the read bit says nothing about the state and
    // cannot be undone; it is left as read instead of dividing by zero
    if (Math.abs(det) < 1e-12) continue;
    // inverse of [[a, b], [c, d]] = [[d, −b], [−c, a]] / det with a = 1−p10, b = p01, c = p10, d = 1−p01
    const i00 = (1 - p01) / det,
      i01 = -p01 / det,
      i10 = -p10 / det,
      i11 = (1 - p10) / det;
    const s = 2 ** i;
    for (let base = 0; base < v.length; base += 2 * s)
      for (let j = base; j < base + s; j++) {
        const x0 = v[j],
          x1 = v[j + s];
        v[j] = i00 * x0 + i01 * x1;
        v[j + s] = i10 * x0 + i11 * x1;
      }
  }
  const p = projectToSimplex(v);
  const out: Distribution = {};
  for (let idx = 0; idx < p.length; idx++) {
    if (p[idx] <= 0) continue;
    const key = countKey(c, (b) => (posOf[b] >= 0 ? Math.floor(idx / 2 ** posOf[b]) % 2 : 0));
    out[key] = (out[key] ?? 0) + p[idx];
  }
  return normalise(out);
}

/**
 * Sampling-noise amplification of readout mitigation: γ = Π_b ‖A_b⁻¹‖₁ over the measured clbits (‖·‖₁ the largest
 * column sum of absolute values; for A_b = [[1−p10, p01], [p10, 1−p01]] that is (1 + |p10 − p01|) / (1 − p10 − p01)).
 * The standard error of a mitigated estimate of a bounded quantity is at most γ times the raw one (Bravyi, Sheldon,
 * Kandala, Mckay & Gambetta, PRA 103, 042605, 2021). 1 when nothing is mitigated.
 */
export function readoutGamma(readout: readonly (ReadoutError | undefined)[]): number {
  let g = 1;
  for (const r of readout) {
    if (!r) continue;
    const det = 1 - r.p10 - r.p01;
    g *= (1 + Math.abs(r.p10 - r.p01)) / det;
  }
  return g;
}

/** Clbit values of a count key (Qiskit format: last register leftmost, highest bit first). */
export function keyBits(c: Circuit, key: string): Uint8Array {
  const bits = new Uint8Array(c.numClbits);
  const parts = c.cregs.length > 1 ? key.split(' ') : [key];
  for (let r = c.cregs.length - 1, pi = 0; r >= 0; r--, pi++) {
    const reg = c.cregs[r];
    const s = parts[pi] ?? '';
    for (let b = 0; b < reg.size; b++) bits[reg.offset + b] = s[reg.size - 1 - b] === '1' ? 1 : 0;
  }
  return bits;
}

/** One circuit's contribution to the gates' numbers. */
export interface ScoreRecord {
  shots: number;
  /** At most 20 qubits and no mid-circuit measurement (see unscorableReason). */
  scorable: boolean;
  /** Hellinger fidelity of the mitigated distribution against the ideal one (scorable circuits). */
  fidelity?: number;
  /** Shots kept by the workflow's error checks (post-selection), when reported. */
  kept?: number;
  /** Shots the kept count refers to, when reported (default: shots). */
  total?: number;
}

export interface Score {
  /** Shot-weighted mean fidelity over scorable circuits with a fidelity; undefined when none. */
  fidelity?: number;
  /** Shots in scorable circuits / all shots (1 when there are no shots). */
  coverage: number;
  /** Σ kept / Σ total over circuits that report kept shots; undefined when none does. */
  postSelection?: number;
  scoredShots: number;
  totalShots: number;
  circuits: number;
  scoredCircuits: number;
}

export function scoreCircuits(records: ScoreRecord[]): Score {
  // sums in record order (the same order, so the same bits, as one loop)
  const sum = (rs: ScoreRecord[], f: (r: ScoreRecord) => number) => rs.reduce((acc, r) => acc + f(r), 0);
  const scorable = records.filter((r) => r.scorable);
  const scored = scorable.filter((r) => r.fidelity !== undefined && Number.isFinite(r.fidelity));
  const withKept = records.filter((r) => r.kept !== undefined);
  const all = sum(records, (r) => r.shots);
  const scorableShots = sum(scorable, (r) => r.shots);
  const wSum = sum(scored, (r) => r.shots);
  const fSum = sum(scored, (r) => r.shots * r.fidelity!);
  const kept = sum(withKept, (r) => r.kept!);
  const tot = sum(withKept, (r) => r.total ?? r.shots);
  return {
    fidelity: wSum > 0 ? fSum / wSum : undefined,
    coverage: all > 0 ? scorableShots / all : 1,
    postSelection: withKept.length > 0 && tot > 0 ? kept / tot : undefined,
    scoredShots: scorableShots,
    totalShots: all,
    circuits: records.length,
    scoredCircuits: scored.length
  };
}
