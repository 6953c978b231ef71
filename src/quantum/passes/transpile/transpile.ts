/**
 * Transpile an IR circuit to a device: decompose every gate into rz, sx, x and cz (exact up to a
 * global phase), place the used logical qubits on the lowest-error SWAP-free placement (bounded
 * VF2-style search, layout.ts vf2Layout) or, when there is none, on a connected region of good
 * physical qubits and route with SABRE-style SWAPs over usable couplers, and clean up with peephole passes (merge
 * runs of 1-qubit gates into at most rz·sx·rz·sx·rz, cancel adjacent cz pairs). The result is a
 * compact circuit on k = (number of used logical qubits) simulation qubits; `physicalQubits`
 * maps each back to the device qubit (for noise figures and reporting).
 *
 * This folder: transpile.ts (this entry), native.ts (lowering to rz, sx, x and cz), decompose.ts (gates to
 * 1-qubit unitaries and cz/cx), layout.ts (regions, placement scores, VF2), routing.ts (SABRE routing and layout
 * refinement), placement.ts (initial-layout and as-sent problems), peephole.ts (clean-up passes), mat.ts (2×2 maths).
 */
import type { BarrierOp, BasicOp, Circuit, Condition, DelayOp, Duration, GateOp, Op } from '../../circuit/ir.js';
import { basicCircuit } from '../../circuit/ir.js';
import { circuitStats } from '../../circuit/stats.js';
import type { Device } from '../../targets/devices/devices.js';
import { adjacency } from '../../targets/devices/devices.js';
import { boxOf, cxToCz, lower, toNative } from './native.js';
import { candidateRegions, distances, induced, layoutScore, vf2Layout } from './layout.js';
import type { LayoutDemand, LayoutErrors, Region } from './layout.js';
import { chooseLayout, sabreRoute } from './routing.js';
import type { RouteOp } from './routing.js';
import { MAX_OPTIMIZATION_LEVEL, asSentProblem, fixedRegion, initialLayoutProblem } from './placement.js';
import { Rng } from '../../maths/rng.js';
import { merge1q, optimizeOps } from './peephole.js';
import type { LOp } from './peephole.js';

export interface TranspileOptions {
  /** Forward-backward layout refinement passes (default 2). */
  layoutPasses?: number;
  /** Candidate regions tried per rule (compact / path), the fewest SWAPs wins (default 6). */
  regionCandidates?: number;
  /** Run the peephole optimisation (default true; false at optimization level 0). */
  optimize?: boolean;
  /**
   * Logical qubit i of the circuit as sent starts on device qubit initialLayout[i] (Qiskit's `initial_layout`
   * list form; one distinct live device qubit per circuit qubit). Routing inserts SWAPs inside these qubits (and
   * the live qubits of shortest paths joining them when they are not connected).
   */
  initialLayout?: readonly number[];
  /**
   * Qiskit's optimization_level 0–3 as benchgate's transpiler means it (docs/devices.md, Transpiler options):
   * 0 trivial placement (qubit i on device qubit i when live), routing, no peephole; 1 layout search with one
   * refinement pass over two candidate regions, peephole; 2 (default) two passes over six regions; 3 four passes
   * over twelve regions plus eight seeded random initial placements.
   */
  optimizationLevel?: number;
  /** Seed of level 3's random initial placements (Qiskit's seed_transpiler; default 0). */
  seed?: number;
  /**
   * A circuit already on the device runs as sent (its qubits are device qubits, no second layout): 'auto'
   * (default) when it is written on physical `$n` qubits and fits (live qubits, every two-qubit gate on a live
   * coupler); 'require' when the runner says it was transpiled to this device (a circuit that does not fit is
   * refused); 'never'.
   */
  asSent?: 'auto' | 'require' | 'never';
}

/** Layout search effort per optimization level (1..3). */
const LEVEL_EFFORT: Record<number, { passes: number; regions: number; randomTrials: number }> = {
  1: { passes: 1, regions: 2, randomTrials: 0 },
  2: { passes: 2, regions: 6, randomTrials: 0 },
  3: { passes: 4, regions: 12, randomTrials: 8 }
};

export interface TranspileResult {
  /** Compact circuit: qubit i is device qubit physicalQubits[i]; gates rz, sx, x, cz only. */
  circuit: Circuit;
  /** Compact index → device qubit. */
  physicalQubits: number[];
  /** Logical qubit → compact index at the start (−1: the qubit is never used). */
  initialLayout: number[];
  /** Logical qubit → compact index at the end (after routing SWAPs). */
  finalLayout: number[];
  /** SWAPs inserted by routing. */
  swaps: number;
  /** Two-qubit gates of the circuit as sent (Qiskit num_nonlocal_gates: instructions on ≥ 2 qubits). */
  sentTwoQubitGates: number;
  /** cz gates after transpilation. */
  twoQubitGates: number;
  /** Depth of the transpiled circuit (gates, measure, reset; barriers excluded). */
  depth: number;
  /** Gate counts of the transpiled circuit by name. */
  gateCounts: Record<string, number>;
  /** How the device qubits were chosen (see docs/devices.md, Layout). */
  layout: LayoutChoice;
}

export type LayoutMethod = 'vf2' | 'region' | 'initial' | 'trivial' | 'as-sent';

interface LayoutChoice {
  /**
   * 'vf2': the lowest-scoring SWAP-free placement of the bounded search; 'region': the region
   * search (a SWAP-free placement that scores as well as the search's best, or routing with SWAPs
   * when the search found no SWAP-free placement); 'initial': the caller's initial layout;
   * 'trivial': qubit i on device qubit i (optimization level 0); 'as-sent': the circuit was already on the
   * device.
   */
  method: LayoutMethod;
  /** Logical qubit → device qubit at the start (−1: unused). */
  initial: number[];
  /** Error score of the chosen placement (layoutScore; with SWAPs: of the initial placement's used qubits only). */
  score: number;
  /** Complete SWAP-free placements the search scored, extensions it tried, and whether it hit a bound. */
  mappings: number;
  steps: number;
  capped: boolean;
}

/** Layout cost per physical qubit: 0, or Infinity for a dead qubit (never placed on). */
function deadCost(device: Device): number[] {
  const cost = new Array<number>(device.numQubits).fill(0);
  for (const q of device.deadQubits) cost[q] = Infinity;
  return cost;
}

/** The error figures the layout scores with (dead qubits and couplers excluded). */
export function layoutErrors(device: Device): LayoutErrors {
  const n = device.numQubits;
  const dead = device.qubits.map((q) => q.dead);
  for (const q of device.deadQubits) dead[q] = true;
  const deadEdge = new Set(device.deadEdges.map(([a, b]) => a * n + b));
  const cz = new Map<number, number>();
  for (const c of device.couplers) {
    const a = Math.min(c.a, c.b),
      b = Math.max(c.a, c.b);
    if (!c.dead && !deadEdge.has(a * n + b) && !dead[a] && !dead[b]) cz.set(a * n + b, c.error);
  }
  return {
    readout: device.qubits.map((q) => (q.readoutP10 + q.readoutP01) / 2),
    sx: device.qubits.map((q) => q.sxError),
    x: device.qubits.map((q) => q.xError),
    dead,
    cz
  };
}

/** Native sx / x counts per logical qubit and cz counts per pair of a lowered circuit. */
export function layoutDemand(ops: LOp[], k: number): LayoutDemand {
  const sx = new Array<number>(k).fill(0);
  const x = new Array<number>(k).fill(0);
  const pairs = new Map<number, number>();
  for (const o of ops) {
    if (o.k === 'u')
      for (const g of toNative(o.m)) {
        if (g.name === 'sx') sx[o.q]++;
        else if (g.name === 'x') x[o.q]++;
      }
    else if (o.k === 'cz') {
      const a = Math.min(o.a, o.b),
        b = Math.max(o.a, o.b);
      pairs.set(a * k + b, (pairs.get(a * k + b) ?? 0) + 1);
    }
  }
  return {
    k,
    sx,
    x,
    pairs: [...pairs.entries()].sort((p, q) => p[0] - q[0]).map(([key, c]) => [Math.floor(key / k), key % k, c])
  };
}

/**
 * Region-search cost of each device qubit when routing is needed: dead qubits excluded, the others
 * ranked by their own error (readout + sx + mean cz error of their usable couplers) relative to the
 * device median of that figure, ×2 (rounded to 1e-6), so that good qubits weigh against the regions'
 * distance sums.
 */
function noiseCost(device: Device, err: LayoutErrors): number[] {
  const n = device.numQubits;
  const raw = new Array<number>(n).fill(0);
  const sum = new Array<number>(n).fill(0),
    cnt = new Array<number>(n).fill(0);
  for (const [key, e] of err.cz) {
    const a = Math.floor(key / n),
      b = key % n;
    sum[a] += e;
    cnt[a]++;
    sum[b] += e;
    cnt[b]++;
  }
  for (let q = 0; q < n; q++) raw[q] = err.readout[q] + err.sx[q] + (cnt[q] ? sum[q] / cnt[q] : 0);
  const liveRaw = raw.filter((_, q) => !err.dead[q]).sort((a, b) => a - b);
  const med = liveRaw.length ? liveRaw[liveRaw.length >> 1] : 0;
  // rounded to 1e-6 so that equal figures give equal costs (a mean of equal errors can differ in
  // its last bit), and uniform figures grow the same regions as before
  return raw.map((r, q) => (err.dead[q] ? Infinity : med > 0 ? Math.round((2e6 * r) / med) / 1e6 : 0));
}

/** Transpile `c` to `device` (see the module comment). */
export function transpile(input: Circuit, device: Device, opts: TranspileOptions = {}): TranspileResult {
  const c = basicCircuit(input);
  // used logical qubits → dense indices
  const used = new Uint8Array(c.numQubits);
  for (const op of c.ops) {
    if (op.kind === 'gate') {
      if (op.name !== 'gphase' || (op.ctrls ?? 0) > 0) for (const q of op.qubits) used[q] = 1;
    } else if (op.kind !== 'barrier' && op.kind !== 'delay') used[op.qubit] = 1;
  }
  const dense = new Int32Array(c.numQubits).fill(-1);
  const logicalOf: number[] = [];
  for (let q = 0; q < c.numQubits; q++)
    if (used[q]) {
      dense[q] = logicalOf.length;
      logicalOf.push(q);
    }
  const k = logicalOf.length;
  const ops: BasicOp[] = c.ops
    .map((op): BasicOp | undefined => {
      if (op.kind !== 'barrier' && op.kind !== 'delay') return op;
      // barriers and delays on qubits that nothing else uses are dropped (an idle |0⟩ does not relax)
      const qs = op.qubits.filter((q) => used[q]);
      if (!qs.length) return undefined;
      return op.kind === 'barrier'
        ? ({ kind: 'barrier', qubits: qs, ...boxOf(op) } as BarrierOp)
        : ({ ...op, qubits: qs } as DelayOp);
    })
    .filter((o): o is BasicOp => o !== undefined);
  const level = opts.optimizationLevel ?? 2;
  if (!Number.isInteger(level) || level < 0 || level > MAX_OPTIMIZATION_LEVEL)
    throw new Error(`optimization_level must be an integer from 0 to ${MAX_OPTIMIZATION_LEVEL}, got ${level}`);
  const optimize = opts.optimize !== false && level > 0;
  const effort = LEVEL_EFFORT[Math.max(level, 1)];
  let lops = lower(ops, (q) => dense[q]);
  const adjDev = adjacency(device);
  if (k > device.numQubits)
    throw new Error(`the circuit uses ${k} qubits; ${device.backendName} has ${device.numQubits}`);
  // A fixed placement (dense index → device qubit): the caller's initial layout, the circuit as sent, or trivial.
  let fixed: { qubits: number[]; method: LayoutMethod } | undefined;
  // a circuit its author transpiled to this device keeps its qubits: an initial layout does not apply to it
  if (opts.initialLayout && opts.asSent !== 'require') {
    const why = initialLayoutProblem(opts.initialLayout, c.numQubits, device);
    if (why) throw new Error(why);
    fixed = { qubits: logicalOf.map((l) => opts.initialLayout![l]), method: 'initial' };
  } else if (
    opts.asSent === 'require' ||
    (opts.asSent !== 'never' && c.qregs.length === 1 && c.qregs[0].name === '$')
  ) {
    const pairs = lops.flatMap((o) => (o.k === 'cz' ? [[logicalOf[o.a], logicalOf[o.b]] as const] : []));
    const why = asSentProblem(c, used, pairs, device, adjDev);
    if (why === undefined) fixed = { qubits: logicalOf.slice(), method: 'as-sent' };
    else if (opts.asSent === 'require')
      throw new Error(`the circuit was sent as transpiled to ${device.backendName}, but ${why}`);
  } else if (
    level === 0 &&
    c.numQubits <= device.numQubits &&
    logicalOf.every((l) => !device.qubits[l].dead && !device.deadQubits.includes(l))
  ) {
    fixed = { qubits: logicalOf.slice(), method: 'trivial' };
  }
  // a circuit run as sent keeps its gates as they are (no peephole: its author's transpiler chose them)
  if (optimize && fixed?.method !== 'as-sent') lops = optimizeOps(lops, k);
  // Terminal measurements (the qubit's last op, no conditions anywhere) are routed after
  // everything else, so that no SWAP passes through an already measured qubit.
  const tail: LOp[] = [];
  if (!lops.some((o) => o.k !== 'barrier' && o.cond)) {
    const last = new Int32Array(k).fill(-1);
    lops.forEach((o, i) => {
      if (o.k !== 'barrier') for (const q of o.k === 'cz' ? [o.a, o.b] : [o.q]) last[q] = i;
    });
    const keep: LOp[] = [];
    lops.forEach((o, i) => {
      if (o.k === 'measure' && last[o.q] === i) tail.push(o);
      else keep.push(o);
    });
    lops = keep;
  }
  const rops: RouteOp[] = lops.map((o) => {
    const qubits = o.k === 'barrier' ? o.qs : o.k === 'cz' ? [o.a, o.b] : [o.q];
    const clbits = [
      ...(o.k !== 'barrier' && o.cond ? o.cond.clbits : []),
      ...(o.k === 'measure' && o.clbit >= 0 ? [o.clbit] : [])
    ];
    return { qubits, clbits, twoQubit: o.k === 'cz' };
  });
  // Noise-aware placement: the lowest-scoring SWAP-free placement of the interaction graph (bounded
  // search); when there is none, the region search below starts from the best-scoring region.
  const demand = layoutDemand(lops, k);
  const err = layoutErrors(device);
  const needsRouting = rops.some((o) => o.twoQubit);
  const vf = k === 0 || fixed ? undefined : vf2Layout(adjDev, demand, err);
  let best: { region: Region; initial: number[]; routed: ReturnType<typeof sabreRoute> } | undefined;
  if (fixed) {
    const region = fixedRegion(adjDev, fixed.qubits, needsRouting);
    const ident = Array.from({ length: k }, (_, l) => l);
    best = { region, initial: ident, routed: sabreRoute(rops, region.adj, distances(region.adj), ident) };
  } else {
    // Try a few candidate regions; keep the one whose routing needs the fewest SWAPs.
    let regions: Region[];
    try {
      regions =
        k === 0
          ? [{ qubits: [] as number[], adj: [] as number[][] }]
          : candidateRegions(adjDev, k, deadCost(device), needsRouting ? (opts.regionCandidates ?? effort.regions) : 1);
    } catch (e) {
      // no connected set of k live qubits: a circuit without two-qubit gates needs none (the search's
      // placement puts each qubit on its own best live qubit)
      if (needsRouting || !vf?.map) throw e;
      regions = [{ qubits: vf.map.slice(), adj: induced(adjDev, vf.map) }];
    }
    if (k > 0 && needsRouting && !vf?.map) {
      const seeded = candidateRegions(adjDev, k, noiseCost(device, err), 1)[0];
      regions = [seeded, ...regions];
    }
    for (const region of regions) {
      const dist = distances(region.adj);
      const initial = chooseLayout(rops, k, region.adj, dist, opts.layoutPasses ?? effort.passes);
      const routed = sabreRoute(rops, region.adj, dist, initial);
      if (!best || routed.swaps < best.routed.swaps) best = { region, initial, routed };
      if (routed.swaps === 0) break;
    }
    // level 3: seeded random initial placements in the best region
    const b0 = best as NonNullable<typeof best>;
    if (effort.randomTrials > 0 && b0.routed.swaps > 0) {
      const rng = new Rng(opts.seed ?? 0);
      const dist = distances(b0.region.adj);
      for (let t = 0; t < effort.randomTrials; t++) {
        const perm = Array.from({ length: b0.region.qubits.length }, (_, i) => i);
        for (let i = perm.length - 1; i > 0; i--) {
          const j = Math.floor(rng.nextDouble() * (i + 1));
          [perm[i], perm[j]] = [perm[j], perm[i]];
        }
        const initial = perm.slice(0, k);
        const routed = sabreRoute(rops, b0.region.adj, dist, initial);
        if (routed.swaps < (best as NonNullable<typeof best>).routed.swaps)
          best = { region: b0.region, initial, routed };
      }
    }
  }
  let { region, initial, routed } = best as NonNullable<typeof best>;
  const regionMap = Array.from({ length: k }, (_, l) => region.qubits[initial[l]]);
  const regionScore = layoutScore(regionMap, routed.swaps > 0 ? { ...demand, pairs: [] } : demand, err);
  let method: LayoutMethod = fixed ? fixed.method : 'region';
  let score = regionScore;
  // the search's placement wins only when strictly better (on uniform figures every SWAP-free
  // placement scores the same, and the region search's choice is kept)
  if (vf?.map && (routed.swaps > 0 || vf.score < regionScore - 1e-12 * Math.max(1, regionScore))) {
    const adjR = induced(adjDev, vf.map);
    const ident = Array.from({ length: k }, (_, l) => l);
    const r2 = sabreRoute(rops, adjR, distances(adjR), ident);
    if (r2.swaps !== 0) throw new Error('internal error: the SWAP-free placement needed a SWAP');
    region = { qubits: vf.map.slice(), adj: adjR };
    initial = ident;
    routed = r2;
    method = 'vf2';
    score = vf.score;
  }
  let phys: LOp[] = [];
  for (const s of routed.seq) {
    if ('swap' in s) {
      const [a, b] = s.swap;
      phys.push(...cxToCz(a, b), ...cxToCz(b, a), ...cxToCz(a, b));
      continue;
    }
    const o = lops[s.op];
    const p = s.phys;
    if (o.k === 'u') phys.push({ ...o, q: p[0] });
    else if (o.k === 'cz') phys.push({ ...o, a: p[0], b: p[1] });
    else if (o.k === 'barrier') phys.push({ k: 'barrier', qs: p, ...boxOf(o) });
    else phys.push({ ...o, q: p[0] });
  }
  for (const o of tail) if (o.k === 'measure') phys.push({ ...o, q: routed.final[o.q] });
  // an initial layout's region may hold more qubits than the circuit (the qubits joining the given ones)
  const kPhys = region.qubits.length;
  if (optimize && method !== 'as-sent') phys = optimizeOps(phys, kPhys);
  else if (opts.optimize === false && level > 0) phys = merge1q(phys, kPhys);
  const outOps: Op[] = [];
  for (const o of phys) {
    if (o.k === 'u') {
      for (const g of toNative(o.m)) outOps.push(gate(g.name, g.params, [o.q], o.cond));
    } else if (o.k === 'cz') outOps.push(gate('cz', [], [o.a, o.b], o.cond));
    else if (o.k === 'measure')
      outOps.push({ kind: 'measure', qubit: o.q, clbit: o.clbit, ...(o.cond ? { condition: o.cond } : {}) });
    else if (o.k === 'reset') outOps.push({ kind: 'reset', qubit: o.q, ...(o.cond ? { condition: o.cond } : {}) });
    else if (o.k === 'delay')
      outOps.push({
        kind: 'delay',
        qubits: [o.q],
        duration: o.d,
        ...(o.at ? { at: o.at } : {}),
        ...(o.stretchVars !== undefined ? { stretchVars: o.stretchVars } : {}),
        ...(o.cond ? { condition: o.cond } : {})
      });
    else outOps.push({ kind: 'barrier', qubits: o.qs, ...boxOf(o) });
  }
  const circuit: Circuit = {
    version: 3,
    numQubits: kPhys,
    numClbits: c.numClbits,
    qregs: kPhys ? [{ name: 'q', size: kPhys, offset: 0 }] : [],
    cregs: c.cregs.map((r) => ({ ...r })),
    ops: outOps
  };
  const initialLayout = new Array<number>(c.numQubits).fill(-1);
  const finalLayout = new Array<number>(c.numQubits).fill(-1);
  const layoutInitial = new Array<number>(c.numQubits).fill(-1);
  logicalOf.forEach((l, d) => {
    initialLayout[l] = initial[d];
    finalLayout[l] = routed.final[d];
    layoutInitial[l] = region.qubits[initial[d]];
  });
  const gateCounts: Record<string, number> = {};
  for (const o of outOps) if (o.kind === 'gate') gateCounts[o.name] = (gateCounts[o.name] ?? 0) + 1;
  return {
    circuit,
    physicalQubits: region.qubits.slice(),
    initialLayout,
    finalLayout,
    swaps: routed.swaps,
    sentTwoQubitGates: circuitStats(c).nonlocalGates,
    twoQubitGates: gateCounts.cz ?? 0,
    depth: depthOf(circuit),
    gateCounts,
    layout: {
      method,
      initial: layoutInitial,
      score,
      mappings: vf?.mappings ?? 0,
      steps: vf?.steps ?? 0,
      capped: vf?.capped ?? false
    }
  };
}

function gate(name: string, params: number[], qubits: number[], cond?: Condition): GateOp {
  return cond ? { kind: 'gate', name, params, qubits, condition: cond } : { kind: 'gate', name, params, qubits };
}

/** Circuit depth over qubits and classical bits (barriers excluded, as Qiskit's depth()). */
export function depthOf(input: Circuit): number {
  const c = basicCircuit(input);
  const lq = new Int32Array(c.numQubits);
  const lc = new Int32Array(c.numClbits);
  let depth = 0;
  for (const op of c.ops) {
    if (op.kind === 'barrier') continue;
    const qs = op.kind === 'gate' || op.kind === 'delay' ? op.qubits : [op.qubit];
    const cs = [
      ...(op.condition ? op.condition.clbits : []),
      ...(op.kind === 'measure' && op.clbit >= 0 ? [op.clbit] : [])
    ];
    let lvl = 0;
    for (const q of qs) lvl = Math.max(lvl, lq[q]);
    for (const b of cs) lvl = Math.max(lvl, lc[b]);
    lvl++;
    for (const q of qs) lq[q] = lvl;
    for (const b of cs) lc[b] = lvl;
    depth = Math.max(depth, lvl);
  }
  return depth;
}

/** OpenQASM 3 text of a transpiled circuit, on the device's physical qubits ($n). */
export function toQasm3(t: TranspileResult): string {
  const c = basicCircuit(t.circuit);
  const lines = ['OPENQASM 3.0;'];
  for (const r of c.cregs) lines.push(`bit[${r.size}] ${r.name};`);
  const clName = (b: number) => {
    for (const r of c.cregs) if (b >= r.offset && b < r.offset + r.size) return `${r.name}[${b - r.offset}]`;
    return `c[${b}]`;
  };
  const Q = (q: number) => `$${t.physicalQubits[q]}`;
  const condStr = (cd: Condition) => {
    if (cd.clbits.length === 1) return `${clName(cd.clbits[0])} ${cd.negate ? '!=' : '=='} ${cd.value}`;
    // whole register when the bits form one register in order
    const r = c.cregs.find((reg) => reg.size === cd.clbits.length && cd.clbits.every((b, i) => b === reg.offset + i));
    return `${r ? r.name : '?'} ${cd.negate ? '!=' : '=='} ${cd.value}`;
  };
  for (const op of c.ops) {
    let s: string;
    if (op.kind === 'gate')
      s = `${op.name}${op.params.length ? `(${op.params.map((p) => p.toPrecision(17)).join(', ')})` : ''} ${op.qubits.map(Q).join(', ')};`;
    else if (op.kind === 'measure')
      s = op.clbit >= 0 ? `${clName(op.clbit)} = measure ${Q(op.qubit)};` : `measure ${Q(op.qubit)};`;
    else if (op.kind === 'reset') s = `reset ${Q(op.qubit)};`;
    else if (op.kind === 'delay') s = `delay[${durationText(op.duration)}] ${op.qubits.map(Q).join(', ')};`;
    else
      s = `${op.box ? `// box[${durationText(op.box)}] opens\n` : op.boxEnd ? '// box closes\n' : ''}barrier ${op.qubits.map(Q).join(', ')};`;
    if (op.kind !== 'barrier' && op.condition) s = `if (${condStr(op.condition)}) { ${s} }`;
    lines.push(s);
  }
  return lines.join('\n') + '\n';
}

/** OpenQASM 3 text of a duration: `100ns`, `8dt`, `100ns + 8dt`. */
function durationText(d: Duration): string {
  const parts: string[] = [];
  if (d.seconds !== 0 || (d.dt === 0 && d.stretch === 0)) parts.push(`${+(d.seconds * 1e9).toPrecision(15)}ns`);
  if (d.dt !== 0) parts.push(`${d.dt}dt`);
  if (d.stretch !== 0) parts.push(`${d.stretch}*stretch`);
  return parts.join(' + ');
}
