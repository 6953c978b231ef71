/**
 * Layout: choose a connected region of k usable physical qubits (dead couplers excluded) and
 * route 2-qubit gates inside it with a SABRE-style SWAP search (Li, Ding & Xie 2019): front layer
 * + extended-set look-ahead + decay, deterministic tie-breaking, and a shortest-path fallback that
 * guarantees progress. The initial placement is refined by forward-backward-forward passes.
 */

/** All-pairs BFS distances of an undirected graph given as adjacency lists. */
export function distances(adj: number[][]): Int32Array[] {
  const n = adj.length;
  const out: Int32Array[] = [];
  for (let s = 0; s < n; s++) {
    const d = new Int32Array(n).fill(-1);
    d[s] = 0;
    const queue = [s];
    for (let h = 0; h < queue.length; h++) {
      const u = queue[h];
      for (const v of adj[u]) if (d[v] < 0) { d[v] = d[u] + 1; queue.push(v); }
    }
    out.push(d);
  }
  return out;
}

/** True when the graph is connected. */
export function isConnected(adj: number[][]): boolean {
  if (adj.length === 0) return true;
  const seen = new Uint8Array(adj.length);
  seen[0] = 1;
  const queue = [0];
  for (let h = 0; h < queue.length; h++) for (const v of adj[queue[h]]) if (!seen[v]) { seen[v] = 1; queue.push(v); }
  return queue.length === adj.length;
}

export interface Region {
  /** Physical qubits, in the order they were added (compact index i ↔ physical qubits[i]). */
  qubits: number[];
  /** Adjacency inside the region, compact indices. */
  adj: number[][];
}

/**
 * Candidate connected regions of k physical qubits, best first. From every start qubit two
 * growth rules run: "compact" (add the frontier qubit with the most links into the region) and
 * "path" (prefer a neighbour of the qubit added last, giving chains). Regions are scored by the
 * sum of pairwise distances inside the region plus the qubits' error score (lower is better;
 * a non-finite cost excludes the qubit). Up to `limit` distinct regions per rule.
 */
export function candidateRegions(adj: number[][], k: number, qubitCost?: number[], limit = 6): Region[] {
  const n = adj.length;
  if (k > n) throw new Error(`the circuit needs ${k} qubits, the device has ${n}`);
  const cost = qubitCost ?? new Array<number>(n).fill(0);
  const out: Region[] = [];
  for (const rule of ['compact', 'path'] as const) {
    const found: { qubits: number[]; score: number; key: string }[] = [];
    for (let s = 0; s < n; s++) {
      if (k > 1 && adj[s].length === 0) continue;
      // a non-finite cost marks an unusable (dead) qubit: never a start (and, having no usable
      // coupler, never reached by growth either)
      if (!Number.isFinite(cost[s])) continue;
      const inSet = new Uint8Array(n);
      const qubits = [s];
      inSet[s] = 1;
      const links = new Int32Array(n);
      for (const v of adj[s]) links[v]++;
      while (qubits.length < k) {
        let pick = -1;
        if (rule === 'path') {
          // continue a chain: prefer the neighbour that keeps the index step of the last move
          // (rows are numbered consecutively on IBM devices), then the lowest cost
          const lastQ = qubits[qubits.length - 1];
          const step = qubits.length > 1 ? lastQ - qubits[qubits.length - 2] : 1;
          for (const v of adj[lastQ]) {
            if (inSet[v] || !Number.isFinite(cost[v])) continue;
            const straight = v - lastQ === step ? 0 : 1;
            const ps = pick < 0 ? 2 : pick - lastQ === step ? 0 : 1;
            if (pick < 0 || straight < ps || (straight === ps && cost[v] < cost[pick])) pick = v;
          }
        }
        if (pick < 0) {
          for (let v = 0; v < n; v++) {
            if (inSet[v] || links[v] === 0 || !Number.isFinite(cost[v])) continue;
            if (pick < 0 || links[v] > links[pick] || (links[v] === links[pick] && cost[v] < cost[pick])) pick = v;
          }
        }
        if (pick < 0) break;
        qubits.push(pick);
        inSet[pick] = 1;
        for (const v of adj[pick]) links[v]++;
      }
      if (qubits.length < k) continue;
      const d = distances(induced(adj, qubits));
      let score = 0;
      for (let i = 0; i < k; i++) for (let j = i + 1; j < k; j++) score += d[i][j];
      for (const q of qubits) score += cost[q];
      found.push({ qubits, score, key: [...qubits].sort((a, b) => a - b).join(',') });
    }
    // compact regions: smallest pairwise distances first; chains: the most line-like first
    found.sort((a, b) => (rule === 'compact' ? a.score - b.score : b.score - a.score) || a.qubits[0] - b.qubits[0]);
    const seen = new Set<string>();
    let taken = 0;
    for (const f of found) {
      if (taken >= limit) break;
      if (seen.has(f.key) || out.some((r) => [...r.qubits].sort((a, b) => a - b).join(',') === f.key)) continue;
      seen.add(f.key);
      out.push({ qubits: f.qubits, adj: induced(adj, f.qubits) });
      taken++;
    }
  }
  if (!out.length) throw new Error(`no connected set of ${k} usable qubits on the device`);
  return out;
}

/** The best candidate region by score (see candidateRegions). */
export function chooseRegion(adj: number[][], k: number, qubitCost?: number[]): Region {
  return candidateRegions(adj, k, qubitCost, 1)[0];
}

function induced(adj: number[][], qubits: number[]): number[][] {
  const idx = new Map<number, number>();
  qubits.forEach((q, i) => idx.set(q, i));
  return qubits.map((q) => adj[q].filter((v) => idx.has(v)).map((v) => idx.get(v) as number).sort((a, b) => a - b));
}

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

/**
 * Route `ops` on the region graph `adj` (compact indices) from the placement `initial`
 * (logical → compact physical). Deterministic.
 */
export function sabreRoute(ops: RouteOp[], adj: number[][], dist: Int32Array[], initial: number[]): RouteResult {
  const k = adj.length;
  const l2p = initial.slice();
  const p2l = new Int32Array(k).fill(-1);
  l2p.forEach((p, l) => { p2l[p] = l; });
  // DAG: predecessor counts through qubit and clbit wires
  const nOps = ops.length;
  const succ: number[][] = Array.from({ length: nOps }, () => []);
  const indeg = new Int32Array(nOps);
  const lastQ = new Map<number, number>();
  const lastC = new Map<number, number>();
  for (let i = 0; i < nOps; i++) {
    const preds = new Set<number>();
    for (const q of ops[i].qubits) { const p = lastQ.get(q); if (p !== undefined) preds.add(p); lastQ.set(q, i); }
    for (const c of ops[i].clbits) { const p = lastC.get(c); if (p !== undefined) preds.add(p); lastC.set(c, i); }
    for (const p of preds) { succ[p].push(i); indeg[i]++; }
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
    const la = p2l[a], lb = p2l[b];
    p2l[a] = lb; p2l[b] = la;
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
        if (!o.twoQubit || dist[l2p[o.qubits[0]]][l2p[o.qubits[1]]] === 1) { done(i, next); progressed = true; }
        else keep.push(i);
      }
      front = keep.concat(next);
      if (progressed) { decay.fill(1); stall = 0; }
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
          if (ops[s].twoQubit) { ext.push(s); if (ext.length >= EXT_SIZE) break; }
        }
      }
    }
    const cands: [number, number][] = [];
    const seenC = new Set<number>();
    for (const i of front) for (const q of ops[i].qubits) {
      const p = l2p[q];
      for (const v of adj[p]) {
        const a = Math.min(p, v), b = Math.max(p, v);
        if (!seenC.has(a * k + b)) { seenC.add(a * k + b); cands.push([a, b]); }
      }
    }
    cands.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    let bestScore = Infinity;
    let best: [number, number] = cands[0];
    const pos = (l: number, a: number, b: number) => { const p = l2p[l]; return p === a ? b : p === b ? a : p; };
    for (const [a, b] of cands) {
      let f = 0;
      for (const i of front) { const o = ops[i]; if (o.twoQubit) f += dist[pos(o.qubits[0], a, b)][pos(o.qubits[1], a, b)]; }
      f /= front.length;
      let e = 0;
      for (const i of ext) { const o = ops[i]; e += dist[pos(o.qubits[0], a, b)][pos(o.qubits[1], a, b)]; }
      if (ext.length) e = (EXT_WEIGHT * e) / ext.length;
      const score = Math.max(decay[a], decay[b]) * (f + e);
      if (score < bestScore - 1e-12) { bestScore = score; best = [a, b]; }
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
export function chooseLayout(ops: RouteOp[], numLogical: number, adj: number[][], dist: Int32Array[], passes = 2): number[] {
  let layout = Array.from({ length: numLogical }, (_, i) => i);
  const order: number[] = [];
  const seen = new Uint8Array(numLogical);
  for (const o of ops) for (const q of o.qubits) if (!seen[q]) { seen[q] = 1; order.push(q); }
  for (let q = 0; q < numLogical; q++) if (!seen[q]) order.push(q);
  order.forEach((l, i) => { layout[l] = i; });
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
    if (s < bestSwaps) { bestSwaps = s; bestLayout = layout; }
  }
  return bestLayout;
}
