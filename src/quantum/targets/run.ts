/**
 * runOnTarget: the one call the workflow runner makes per dispatched circuit. On `sim-cpu`, the
 * noiseless statevector sampler. On `fake:<device>@<scale>`: transpile to the device, build the
 * noise model at the scaled figures, simulate (density matrix or trajectories), sample all shots
 * seeded, then — for scorable circuits — mitigate readout error (unless the workflow reports its
 * own mitigated distribution) and compute the Hellinger fidelity against the ideal output.
 *
 * This folder, running on a target: run.ts (this entry: the method choice), target.ts and
 * target-syntax.ts (what `fake:<device>@<scale>` means), devices/ (the fake devices' data),
 * product.ts (circuits whose qubits never interact, qubit by qubit).
 */
import type { Circuit } from '../circuit/ir.js';
import { Rng } from '../maths/rng.js';
import { SimulationError, countKey, sampleCounts, sampleIndices } from '../statevector/index.js';
import { circuitStats } from '../circuit/stats.js';
import { parseTarget, scaledCoupler, scaledFigures, scaledQubit } from './target.js';
import type { Target } from './target.js';
import type { CouplerCalibration, DeviceFigures } from './devices/devices.js';
import { transpile } from '../passes/transpile/transpile.js';
import { compactQubits } from '../circuit/compact.js';
import type { LayoutMethod, TranspileOptions, TranspileResult } from '../passes/transpile/transpile.js';
import {
  MAX_MITIGATED_BITS,
  MAX_SCORED_QUBITS,
  clbitSources,
  hellingerFidelity,
  idealDistribution,
  mitigateReadout,
  readoutGamma,
  unscorableReason
} from '../maths/fidelity.js';
import type { Distribution, ReadoutError } from '../maths/fidelity.js';
import { buildNoisyProgram } from '../noise/model.js';
import type { NoisyProgram } from '../noise/model.js';
import { MAX_DENSITY_QUBITS, runDensity } from '../methods/density-pauli/run.js';
import { branchesTrajectories, runTrajectories } from '../methods/trajectory/run.js';
import { productParts, sampleProduct } from './product.js';
import type { ProductPart } from './product.js';

/** Largest noisy simulation (trajectories on a statevector of 2^k amplitudes). */
export const MAX_NOISY_QUBITS = 26;

export type NoisyMethod = 'density-matrix' | 'trajectories';

/** Effective (scaled) noise figures of a run, in reporting units. */
export interface EffectiveNoise {
  device: string;
  backendName: string;
  scale: number;
  t1Us: number;
  t2Us: number;
  readoutP10: number;
  readoutP01: number;
  sxError: number;
  czError: number;
  sxLengthNs: number;
  czLengthNs: number;
  /** Idle qubits relax between their operations (ALAP schedule). */
  idle: boolean;
  /** false: the figures above are the device's medians (scaled); the model uses each qubit's and coupler's own. */
  uniform: false;
  /** The scaled figures of each device qubit used, in simulation order. */
  qubits: {
    qubit: number;
    t1Us: number;
    t2Us: number;
    readoutP10: number;
    readoutP01: number;
    sxError: number;
    xError: number;
    /** Error of the calibrated `measure` instruction (kingston, aachen), null when the snapshot has none. */
    measureError: number | null;
  }[];
  /** The scaled figures of each coupler the transpiled circuit uses (a < b, device qubits). */
  couplers: { a: number; b: number; error: number; lengthNs: number }[];
  /**
   * How the device qubits were chosen: logical qubit → device qubit at the start (−1: unused), the
   * method ('vf2': lowest-error SWAP-free placement; 'region': region search / routing; 'initial': the caller's
   * initial layout; 'trivial': optimization level 0; 'as-sent': the circuit was already on the device) and its
   * error score (docs/devices.md, Layout).
   */
  layout: { initial: number[]; method: LayoutMethod; score: number | null; mappings: number; capped: boolean };
}

export interface RunOptions {
  target: string | Target;
  shots: number;
  seed?: number;
  /** The workflow's own mitigated distribution for this circuit, when it reports one. */
  mitigated?: Distribution;
  /** Force a simulation method (default: chosen by size, see chooseMethod). */
  method?: NoisyMethod;
  /** Model idle relaxation (default true). */
  idle?: boolean;
  /** Transpiler options (initial layout, optimization level, seed, as-sent; docs/devices.md, Transpiler options). */
  transpile?: Pick<TranspileOptions, 'initialLayout' | 'optimizationLevel' | 'seed' | 'asSent'>;
}

export interface RunResult {
  counts: Record<string, number>;
  target: string;
  shots: number;
  seed: number;
  /**
   * 'trajectory-branching': trajectories by shot branching (dynamic programs whose branch copies
   * fit the budget; 'trajectories' is then trajectory by trajectory or the static path).
   */
  method: 'statevector' | NoisyMethod | 'trajectory-branching';
  effective?: EffectiveNoise;
  sentTwoQubitGates: number;
  transpiledTwoQubitGates?: number;
  transpiledDepth?: number;
  /** Device qubits used, in simulation order. */
  physicalQubits?: number[];
  swaps?: number;
  /** Logical qubit → device qubit at the end of the circuit (−1: unused). */
  finalLayout?: number[];
  scorable: boolean;
  unscorableReason?: string;
  /** Hellinger fidelity of the mitigated distribution against the ideal one (fake targets, scorable circuits). */
  fidelity?: number;
  /** Fidelity of the raw (unmitigated) counts against the ideal output. */
  rawFidelity?: number;
  /**
   * Readout mitigation only: the flip probabilities used for each clbit (index = clbit; undefined for a clbit never
   * measured), i.e. the assignment matrices benchgate inverted, and their noise amplification γ (readoutGamma).
   */
  readout?: (ReadoutError | undefined)[];
  readoutGamma?: number;
  mitigatedDistribution?: Distribution;
  /** 'workflow' when the caller passed its own mitigated distribution, else 'readout'. */
  mitigation?: 'workflow' | 'readout';
  transpiled?: TranspileResult;
  timeMs: { transpile: number; simulate: number; score: number };
}

/** What the device's figures and a qubit's calibration report alike: T1 and T2 in µs, readout and √X error. */
function sharedFigures(f: Pick<DeviceFigures, 't1' | 't2' | 'readoutP10' | 'readoutP01' | 'sxError'>) {
  return {
    t1Us: f.t1 / 1000,
    t2Us: f.t2 / 1000,
    readoutP10: f.readoutP10,
    readoutP01: f.readoutP01,
    sxError: f.sxError
  };
}

/**
 * Switch point between the simulators, measured with the CLI on the bench's mirror circuits
 * (fake:fez@1.6, 10,000 density-matrix shots against 200 trajectory shots, 2026-12-03 10:30 UTC,
 * three runs, load average ≈ 2; Pauli-basis density matrix with the skewed-scratch kernels,
 * trajectories with the SIMD cz pass): one density-matrix run costs as much as ≈ 0.08–0.18 · 2^k
 * trajectory shots (k = 10: 188 / 170 / 187 shots, 11: 241 / 281 / 252, 12: 310 / 310 / 387; the
 * median ≈ 0.12 · 2^k; it was 0.15 on 2026-12-02 with the slower kernels of both; 0.13 in three more runs
 * after the trajectories' fused jump replay, the same within the noise). So: density
 * matrix for static programs of at most MAX_DENSITY_QUBITS qubits when k ≤ 8 (everything is
 * fast) or shots ≥ DENSITY_SHOT_FACTOR·2^k; trajectories otherwise (and always for dynamic
 * circuits or more than 12 qubits).
 */
export const DENSITY_SHOT_FACTOR = 0.12;

export function chooseMethod(prog: NoisyProgram, shots: number): NoisyMethod {
  const k = prog.numQubits;
  if (!prog.static || k > MAX_DENSITY_QUBITS) return 'trajectories';
  return k <= 8 || shots >= DENSITY_SHOT_FACTOR * 2 ** k ? 'density-matrix' : 'trajectories';
}

function sortedCounts(m: Map<string, number>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of [...m.keys()].sort()) out[k] = m.get(k) as number;
  return out;
}

export function runOnTarget(circuit: Circuit, opts: RunOptions): RunResult {
  const target = typeof opts.target === 'string' ? parseTarget(opts.target) : opts.target;
  const shots = opts.shots;
  if (!Number.isSafeInteger(shots) || shots < 0)
    throw new RangeError(`shots must be a non-negative integer, got ${shots}`);
  const seed = opts.seed ?? 0;
  // a circuit on device qubits ($n, as a transpiler writes it) declares none: it is scored on the qubits it uses
  const physical = circuit.qregs.length === 1 && circuit.qregs[0].name === '$';
  const scored = physical && circuit.numQubits > MAX_SCORED_QUBITS ? compactQubits(circuit) : circuit;
  const why = unscorableReason(scored);
  const sent = circuitStats(circuit).nonlocalGates;
  if (target.kind === 'sim-cpu') {
    const t0 = performance.now();
    const r = sampleCounts(circuit, { shots, seed });
    return {
      counts: r.counts,
      target: 'sim-cpu',
      shots,
      seed,
      method: 'statevector',
      sentTwoQubitGates: sent,
      scorable: why === undefined,
      ...(why ? { unscorableReason: why } : {}),
      timeMs: { transpile: 0, simulate: performance.now() - t0, score: 0 }
    };
  }
  const dev = target.device;
  const f = scaledFigures(dev.figures, target.scale);
  const t0 = performance.now();
  let tr: TranspileResult;
  try {
    tr = transpile(circuit, dev, opts.transpile);
  } catch (e) {
    throw new SimulationError(`cannot transpile to ${dev.backendName}: ${(e as Error).message}`);
  }
  // past the joint limit, a circuit whose qubits never interact runs qubit by qubit (product.ts)
  const product = tr.circuit.numQubits > MAX_NOISY_QUBITS ? productParts(tr.circuit) : undefined;
  if (tr.circuit.numQubits > MAX_NOISY_QUBITS && !product)
    throw new SimulationError(
      `the circuit uses ${tr.circuit.numQubits} qubits; noisy simulation is limited to ${MAX_NOISY_QUBITS} (without two-qubit gates, conditions or barriers across qubits it runs qubit by qubit at any size)`
    );
  const t1 = performance.now();
  // per-qubit and per-coupler figures of the device qubits the layout chose, scaled
  const phys = tr.physicalQubits;
  const qf = phys.map((p) => scaledQubit(dev.qubits[p], target.scale));
  const byPair = new Map<string, CouplerCalibration>();
  for (const c of dev.couplers) byPair.set(`${c.a},${c.b}`, c);
  const usedCouplers = new Map<string, CouplerCalibration>();
  const coupler = (a: number, b: number) => {
    const pa = Math.min(phys[a], phys[b]),
      pb = Math.max(phys[a], phys[b]);
    const c = byPair.get(`${pa},${pb}`);
    if (!c || c.dead)
      throw new SimulationError(
        `internal: the transpiled circuit uses ${c ? 'the dead' : 'no'} coupler ${pa}-${pb} of ${dev.backendName}`
      );
    const s = scaledCoupler(c, target.scale);
    usedCouplers.set(`${pa},${pb}`, s);
    return { error: s.error, length: s.length };
  };
  let prog: NoisyProgram;
  try {
    prog = buildNoisyProgram(tr.circuit, f, (q) => qf[q], {
      idle: opts.idle,
      coupler,
      dtNs: dev.dtNs,
      targetName: target.name
    });
  } catch (e) {
    if (e instanceof SimulationError) throw e;
    throw new SimulationError(`cannot simulate on ${target.name}: ${(e as Error).message}`);
  }
  const method = product ? 'trajectories' : (opts.method ?? chooseMethod(prog, shots));
  const rng = new Rng(seed);
  const tc = tr.circuit;
  let counts = new Map<string, number>();
  if (product) {
    const one = (part: ProductPart) =>
      buildNoisyProgram(part.circuit, f, () => qf[part.qubit], {
        idle: opts.idle,
        dtNs: dev.dtNs,
        targetName: target.name
      });
    counts = sampleProduct(tc, product, one, shots, rng);
  } else if (method === 'density-matrix') {
    const { probs } = runDensity(prog);
    // readout error on the measured qubits (tensor product of assignment matrices)
    const src = clbitSources(tc);
    const measuredQ = new Set<number>();
    for (const q of src) if (q >= 0) measuredQ.add(q);
    for (const q of measuredQ) {
      const { p10, p01 } = prog.readout[q];
      const s = 1 << q;
      for (let b = 0; b < probs.length; b += 2 * s)
        for (let j = b; j < b + s; j++) {
          const p0 = probs[j],
            p1 = probs[j + s];
          probs[j] = (1 - p10) * p0 + p01 * p1;
          probs[j + s] = p10 * p0 + (1 - p01) * p1;
        }
    }
    const amp = probs.map(Math.sqrt);
    const byIdx = sampleIndices({ numQubits: tc.numQubits, re: amp, im: new Float64Array(amp.length) }, shots, rng);
    for (const [idx, cnt] of byIdx) {
      const key = countKey(tc, (b) => (src[b] >= 0 ? (idx >> src[b]) & 1 : 0));
      counts.set(key, (counts.get(key) ?? 0) + cnt);
    }
  } else {
    const out = runTrajectories(prog, shots, rng);
    for (const [bits, cnt] of out) {
      const key = countKey(tc, (b) => (bits[b] === '1' ? 1 : 0));
      counts.set(key, (counts.get(key) ?? 0) + cnt);
    }
  }
  const t2 = performance.now();
  const result: RunResult = {
    counts: sortedCounts(counts),
    target: target.name,
    shots,
    seed,
    method:
      !product && method === 'trajectories' && branchesTrajectories(prog, shots) ? 'trajectory-branching' : method,
    effective: {
      device: dev.name,
      backendName: dev.backendName,
      scale: target.scale,
      ...sharedFigures(f),
      czError: f.czError,
      sxLengthNs: f.sxLength,
      czLengthNs: f.czLength,
      idle: prog.idle,
      uniform: false,
      qubits: qf.map((q, i) => ({
        qubit: phys[i],
        ...sharedFigures(q),
        xError: q.xError,
        measureError: q.measureError
      })),
      couplers: [...usedCouplers.values()]
        .sort((x, y) => x.a - y.a || x.b - y.b)
        .map((c) => ({ a: c.a, b: c.b, error: c.error, lengthNs: c.length })),
      layout: {
        initial: tr.layout.initial.slice(),
        method: tr.layout.method,
        score: Number.isFinite(tr.layout.score) ? tr.layout.score : null,
        mappings: tr.layout.mappings,
        capped: tr.layout.capped
      }
    },
    sentTwoQubitGates: sent,
    transpiledTwoQubitGates: tr.twoQubitGates,
    transpiledDepth: tr.depth,
    physicalQubits: tr.physicalQubits.slice(),
    swaps: tr.swaps,
    finalLayout: tr.finalLayout.map((q) => (q >= 0 ? tr.physicalQubits[q] : -1)),
    scorable: why === undefined,
    ...(why ? { unscorableReason: why } : {}),
    transpiled: tr,
    timeMs: { transpile: t1 - t0, simulate: t2 - t1, score: 0 }
  };
  if (!why && shots > 0) {
    const ideal = idealDistribution(scored);
    let mitigated: Distribution;
    if (opts.mitigated) {
      mitigated = opts.mitigated;
      result.mitigation = 'workflow';
    } else {
      const src = clbitSources(tc);
      const readout: (ReadoutError | undefined)[] = Array.from(src, (q) =>
        q >= 0 ? { p10: prog.readout[q].p10, p01: prog.readout[q].p01 } : undefined
      );
      if (readout.filter((r) => r).length > MAX_MITIGATED_BITS) {
        // too many measured bits for the dense tensor-product inverse: not scored
        result.scorable = false;
        result.unscorableReason = `more than ${MAX_MITIGATED_BITS} measured bits to mitigate`;
        result.timeMs.score = performance.now() - t2;
        return result;
      }
      mitigated = mitigateReadout(tc, result.counts, readout);
      result.mitigation = 'readout';
      result.readout = readout;
      result.readoutGamma = readoutGamma(readout);
    }
    result.mitigatedDistribution = mitigated;
    result.fidelity = hellingerFidelity(mitigated, ideal);
    result.rawFidelity = hellingerFidelity(result.counts, ideal);
  }
  result.timeMs.score = performance.now() - t2;
  return result;
}
