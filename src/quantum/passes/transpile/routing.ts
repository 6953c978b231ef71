/**
 * Routing: 2-qubit gates inside a region with a SABRE-style SWAP search (Li, Ding & Xie 2019): front
 * layer + extended-set look-ahead + decay, deterministic tie-breaking, and a shortest-path fallback that
 * guarantees progress. The initial placement is refined by forward-backward-forward passes.
 */

/** A routing input op: only the qubits matter (logical indices). */
export interface RouteOp {
  qubits: number[];
  /** Classical bits read or written (ordering dependencies). */
  clbits: number[];
  /** 2-qubit op that needs adjacent qubits. */
  twoQubit: boolean;
}

export interface RouteResult {
  /** Emitted sequence: op index (into the input) or a swap on compact physical qubits. */
  seq: ({ op: number; phys: number[] } | { swap: [number, number] })[];
  initial: number[];
  final: number[];
  swaps: number;
}

const EXT_SIZE = 20;
const EXT_WEIGHT = 0.5;
const DECAY = 0.001;
/** Read once: a global read in the search's inner loop is slow in a vm context (jest's test environment). */
const { min, max } = Math;
const INF = Infinity;

/**
 * Route `ops` on the region graph `adj` (compact indices) from the placement `initial`
 * (logical → compact physical). Deterministic.
 */
export function sabreRoute(ops: RouteOp[], adj: number[][], dist: Int32Array[], initial: number[]): RouteResult {
  const k = adj.length;
  const l2p = initial.slice();
  const p2l = new Int32Array(k).fill(-1);
  l2p.forEach((p, l) => {
    p2l[p] = l;
  });
  // DAG: predecessor counts through qubit and clbit wires
  const nOps = ops.length;
  const succ: number[][] = Array.from({ length: nOps }, () => []);
  const indeg = new Int32Array(nOps);
  const lastQ = new Map<number, number>();
  const lastC = new Map<number, number>();
  for (let i = 0; i < nOps; i++) {
    const preds = new Set<number>();
    for (const q of ops[i].qubits) {
      const p = lastQ.get(q);
      if (p !== undefined) preds.add(p);
      lastQ.set(q, i);
    }
    for (const c of ops[i].clbits) {
      const p = lastC.get(c);
      if (p !== undefined) preds.add(p);
      lastC.set(c, i);
    }
    for (const p of preds) {
      succ[p].push(i);
      indeg[i]++;
    }
  }
  const seq: RouteResult['seq'] = [];
  let front: number[] = [];
  for (let i = 0; i < nOps; i++) if (indeg[i] === 0) front.push(i);
  const decay = new Float64Array(k).fill(1);
  let swaps = 0;
  let stall = 0;
  const done = (i: number, next: number[]) => {
    seq.push({ op: i, phys: ops[i].qubits.map((q) => l2p[q]) });
    for (const s of succ[i]) if (--indeg[s] === 0) next.push(s);
  };
  const applySwap = (a: number, b: number) => {
    const la = p2l[a],
      lb = p2l[b];
    p2l[a] = lb;
    p2l[b] = la;
    if (la >= 0) l2p[la] = b;
    if (lb >= 0) l2p[lb] = a;
    seq.push({ swap: [a, b] });
    swaps++;
  };
  while (front.length) {
    // execute everything executable
    let progressed = true;
    while (progressed) {
      progressed = false;
      const next: number[] = [];
      const keep: number[] = [];
      for (const i of front.sort((a, b) => a - b)) {
        const o = ops[i];
        if (!o.twoQubit || dist[l2p[o.qubits[0]]][l2p[o.qubits[1]]] === 1) {
          done(i, next);
          progressed = true;
        } else keep.push(i);
      }
      front = keep.concat(next);
      if (progressed) {
        decay.fill(1);
        stall = 0;
      }
    }
    if (!front.length) break;
    // fallback: walk the first front gate along a shortest path
    if (stall > 3 * k + 10) {
      const o = ops[front[0]];
      let a = l2p[o.qubits[0]];
      const b = l2p[o.qubits[1]];
      while (dist[a][b] > 1) {
        const step = adj[a].find((v) => dist[v][b] === dist[a][b] - 1) as number;
        applySwap(a, step);
        a = step;
      }
      stall = 0;
      continue;
    }
    // extended set: the next 2-qubit ops after the front (BFS through successors)
    const ext: number[] = [];
    {
      const seen = new Set<number>(front);
      const queue = [...front];
      for (let h = 0; h < queue.length && ext.length < EXT_SIZE; h++) {
        for (const s of succ[queue[h]]) {
          if (seen.has(s)) continue;
          seen.add(s);
          queue.push(s);
          if (ops[s].twoQubit) {
            ext.push(s);
            if (ext.length >= EXT_SIZE) break;
          }
        }
      }
    }
    const cands: [number, number][] = [];
    const seenC = new Set<number>();
    for (const i of front)
      for (const q of ops[i].qubits) {
        const p = l2p[q];
        for (const v of adj[p]) {
          const a = min(p, v),
            b = max(p, v);
          if (!seenC.has(a * k + b)) {
            seenC.add(a * k + b);
            cands.push([a, b]);
          }
        }
      }
    cands.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    let bestScore = INF;
    let best: [number, number] = cands[0];
    const pos = (l: number, a: number, b: number) => {
      const p = l2p[l];
      return p === a ? b : p === b ? a : p;
    };
    for (const [a, b] of cands) {
      let f = 0;
      for (const i of front) {
        const o = ops[i];
        if (o.twoQubit) f += dist[pos(o.qubits[0], a, b)][pos(o.qubits[1], a, b)];
      }
      f /= front.length;
      let e = 0;
      for (const i of ext) {
        const o = ops[i];
        e += dist[pos(o.qubits[0], a, b)][pos(o.qubits[1], a, b)];
      }
      if (ext.length) e = (EXT_WEIGHT * e) / ext.length;
      const score = max(decay[a], decay[b]) * (f + e);
      if (score < bestScore - 1e-12) {
        bestScore = score;
        best = [a, b];
      }
    }
    applySwap(best[0], best[1]);
    decay[best[0]] += DECAY;
    decay[best[1]] += DECAY;
    stall++;
  }
  return { seq, initial, final: l2p, swaps };
}

/** Reverse of a routing op list (for the backward pass of the layout search). */
function reversed(ops: RouteOp[]): RouteOp[] {
  return ops.slice().reverse();
}

/**
 * Initial placement: logical qubits in order of first use onto region qubits (compact order),
 * then refined by routing forward, backward and forward again and keeping the final placements
 * (unless the first placement needs no SWAP).
 */
export function chooseLayout(
  ops: RouteOp[],
  numLogical: number,
  adj: number[][],
  dist: Int32Array[],
  passes = 2
): number[] {
  let layout = Array.from({ length: numLogical }, (_, i) => i);
  const order: number[] = [];
  const seen = new Uint8Array(numLogical);
  for (const o of ops)
    for (const q of o.qubits)
      if (!seen[q]) {
        seen[q] = 1;
        order.push(q);
      }
  for (let q = 0; q < numLogical; q++) if (!seen[q]) order.push(q);
  order.forEach((l, i) => {
    layout[l] = i;
  });
  if (!ops.some((o) => o.twoQubit)) return layout;
  const rev = reversed(ops);
  let bestLayout = layout;
  let bestSwaps = sabreRoute(ops, adj, dist, layout).swaps;
  // no SWAP at all: no refinement can do better (and it would keep this layout anyway)
  if (bestSwaps === 0) return layout;
  for (let p = 0; p < passes; p++) {
    const fwd = sabreRoute(ops, adj, dist, layout);
    const back = sabreRoute(rev, adj, dist, fwd.final);
    layout = back.final;
    const s = sabreRoute(ops, adj, dist, layout).swaps;
    if (s < bestSwaps) {
      bestSwaps = s;
      bestLayout = layout;
    }
  }
  return bestLayout;
}
