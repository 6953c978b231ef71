/**
 * Layout: choose a connected region of k usable physical qubits (dead couplers excluded), score
 * placements by the device's error figures, and find SWAP-free placements with a bounded VF2-style
 * search. Routing inside a region (SABRE) and the refinement of an initial placement by routing
 * passes live in ./routing.ts.
 */

/** Read once: a global read inside the search loops below is slow in a vm context (jest's test environment). */
const { min, max } = Math;
const finite = Number.isFinite;
const INF = Infinity;

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
      for (const v of adj[u])
        if (d[v] < 0) {
          d[v] = d[u] + 1;
          queue.push(v);
        }
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
  for (let h = 0; h < queue.length; h++)
    for (const v of adj[queue[h]])
      if (!seen[v]) {
        seen[v] = 1;
        queue.push(v);
      }
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
  const scores = new Map<string, number>();
  for (const rule of ['compact', 'path'] as const) {
    const found: { qubits: number[]; score: number; key: string }[] = [];
    for (let s = 0; s < n; s++) {
      if (k > 1 && adj[s].length === 0) continue;
      // a non-finite cost marks an unusable (dead) qubit: never a start (and, having no usable
      // coupler, never reached by growth either)
      if (!finite(cost[s])) continue;
      const inSet = new Uint8Array(n);
      const qubits = [s];
      inSet[s] = 1;
      const links = new Int32Array(n);
      // The frontier: qubits outside the region with a link into it, in no order (`at[v]`: v's index in it, or -1).
      // Scanning it instead of all n qubits keeps whole-device regions from costing n² per start.
      const front: number[] = [];
      const at = new Int32Array(n).fill(-1);
      const link = (v: number) => {
        links[v]++;
        if (at[v] < 0 && !inSet[v]) {
          at[v] = front.length;
          front.push(v);
        }
      };
      const leave = (v: number) => {
        const i = at[v];
        if (i < 0) return;
        const last = front.pop()!;
        if (last !== v) {
          front[i] = last;
          at[last] = i;
        }
        at[v] = -1;
      };
      for (const v of adj[s]) link(v);
      while (qubits.length < k) {
        let pick = -1;
        if (rule === 'path') {
          // continue a chain: prefer the neighbour that keeps the index step of the last move
          // (rows are numbered consecutively on IBM devices), then the lowest cost
          const lastQ = qubits[qubits.length - 1];
          const step = qubits.length > 1 ? lastQ - qubits[qubits.length - 2] : 1;
          for (const v of adj[lastQ]) {
            if (inSet[v] || !finite(cost[v])) continue;
            const straight = v - lastQ === step ? 0 : 1;
            const ps = pick < 0 ? 2 : pick - lastQ === step ? 0 : 1;
            if (pick < 0 || straight < ps || (straight === ps && cost[v] < cost[pick])) pick = v;
          }
        }
        if (pick < 0) {
          // the most links into the region, then the lowest cost, then the lowest index
          for (const v of front) {
            if (inSet[v] || !finite(cost[v])) continue;
            if (
              pick < 0 ||
              links[v] > links[pick] ||
              (links[v] === links[pick] && (cost[v] < cost[pick] || (cost[v] === cost[pick] && v < pick)))
            )
              pick = v;
          }
        }
        if (pick < 0) break;
        qubits.push(pick);
        inSet[pick] = 1;
        leave(pick);
        for (const v of adj[pick]) link(v);
      }
      if (qubits.length < k) continue;
      const key = [...qubits].sort((a, b) => a - b).join(',');
      // The score depends on the set of qubits only: many starts grow the same set (all of them, for a circuit as
      // wide as the device), and its all-pairs distances are computed once.
      let score = scores.get(key);
      if (score === undefined) {
        const d = distances(induced(adj, qubits));
        score = 0;
        for (let i = 0; i < k; i++) for (let j = i + 1; j < k; j++) score += d[i][j];
        for (const q of qubits) score += cost[q];
        scores.set(key, score);
      }
      found.push({ qubits, score, key });
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

/** Adjacency of the subgraph on `qubits` (compact indices, in the order given). */
export function induced(adj: number[][], qubits: number[]): number[][] {
  const idx = new Map<number, number>();
  qubits.forEach((q, i) => idx.set(q, i));
  return qubits.map((q) =>
    adj[q]
      .filter((v) => idx.has(v))
      .map((v) => idx.get(v) as number)
      .sort((a, b) => a - b)
  );
}

/**
 * Error figures the noise-aware layout scores with (one entry per device qubit / usable coupler).
 * `qubit[q]` undefined or `dead`: never used.
 */
export interface LayoutErrors {
  /** Readout error of each device qubit ((P(1|0) + P(0|1)) / 2, Qiskit's `readout_error`). */
  readout: number[];
  /** sx error of each device qubit. */
  sx: number[];
  /** x error of each device qubit. */
  x: number[];
  /** Unusable device qubits (dead, or no usable coupler when the circuit needs one). */
  dead: boolean[];
  /** cz error of each usable coupler, keyed a * numQubits + b with a < b (dead couplers absent). */
  cz: Map<number, number>;
}

/** What the circuit asks of each logical qubit and pair (the weights of the score). */
export interface LayoutDemand {
  /** Logical qubits (compact 0..k−1). */
  k: number;
  /** Native sx gates on each logical qubit. */
  sx: number[];
  /** Native x gates on each logical qubit. */
  x: number[];
  /** cz count of each interacting pair [a, b, count], a < b (logical). */
  pairs: [number, number, number][];
}

/**
 * Score of a placement (logical → device qubit), lower is better: Σ over used qubits of readout error
 * + sx error × sx count + x error × x count, plus Σ over used couplers of cz error × cz count. This is
 * the first-order form of Qiskit's VF2 scorer (vf2_utils.score_layout: 1 − Π (1 − e)^count); for small
 * errors the two orderings agree. Infinity when a pair is not on a usable coupler or a qubit is dead.
 */
export function layoutScore(map: readonly number[], demand: LayoutDemand, err: LayoutErrors): number {
  const n = err.readout.length;
  let s = 0;
  for (let l = 0; l < demand.k; l++) {
    const p = map[l];
    if (err.dead[p]) return INF;
    s += err.readout[p] + err.sx[p] * demand.sx[l] + err.x[p] * demand.x[l];
  }
  for (const [a, b, c] of demand.pairs) {
    const pa = min(map[a], map[b]),
      pb = max(map[a], map[b]);
    const e = err.cz.get(pa * n + pb);
    if (e === undefined) return INF;
    s += e * c;
  }
  return s;
}

/** Bounds of the placement search (documented in docs/devices.md). */
const VF2_MAX_MAPPINGS = 10_000;
const VF2_MAX_STEPS = 1_000_000;

export interface Vf2Result {
  /** Best SWAP-free placement found (logical → device qubit), or undefined when none was found. */
  map?: number[];
  score: number;
  /** Complete placements scored. */
  mappings: number;
  /** Partial extensions tried. */
  steps: number;
  /** The search stopped at a bound before it was exhaustive (the result is the best seen). */
  capped: boolean;
}

/**
 * Noise-aware SWAP-free placement (VF2Layout / VF2PostLayout spirit): a bounded branch-and-bound
 * subgraph-monomorphism search of the circuit's interaction graph in the usable coupling graph,
 * keeping the placement of lowest `layoutScore`. Deterministic (no randomness: candidates are tried
 * in order of their own error, then by index; ties keep the first found). Logical qubits without
 * any cz are placed afterwards, each on the free usable qubit with the lowest own error.
 * Stops after `maxMappings` complete placements or `maxSteps` extensions (then `capped`).
 */
export function vf2Layout(
  adj: number[][],
  demand: LayoutDemand,
  err: LayoutErrors,
  maxMappings = VF2_MAX_MAPPINGS,
  maxSteps = VF2_MAX_STEPS
): Vf2Result {
  const n = adj.length;
  const k = demand.k;
  const ladj: number[][] = Array.from({ length: k }, () => []);
  const pairCount = new Map<number, number>();
  for (const [a, b, c] of demand.pairs) {
    ladj[a].push(b);
    ladj[b].push(a);
    pairCount.set(a * k + b, c);
    pairCount.set(b * k + a, c);
  }
  const own = (l: number, p: number) => err.readout[p] + err.sx[p] * demand.sx[l] + err.x[p] * demand.x[l];
  const live: number[] = [];
  for (let p = 0; p < n; p++) if (!err.dead[p]) live.push(p);
  // search order: components of the interaction graph, each from its highest-degree qubit, then
  // the unplaced qubit with the most placed neighbours (ties: higher degree, lower index)
  const order: number[] = [];
  const inOrder = new Uint8Array(k);
  const interacting = ladj.map((l) => l.length > 0);
  for (;;) {
    let start = -1;
    for (let l = 0; l < k; l++)
      if (interacting[l] && !inOrder[l] && (start < 0 || ladj[l].length > ladj[start].length)) start = l;
    if (start < 0) break;
    order.push(start);
    inOrder[start] = 1;
    for (;;) {
      let pick = -1,
        pickLinks = 0;
      for (let l = 0; l < k; l++) {
        if (inOrder[l] || !interacting[l]) continue;
        let links = 0;
        for (const v of ladj[l]) if (inOrder[v]) links++;
        if (links === 0) continue;
        if (pick < 0 || links > pickLinks || (links === pickLinks && ladj[l].length > ladj[pick].length)) {
          pick = l;
          pickLinks = links;
        }
      }
      if (pick < 0) break;
      order.push(pick);
      inOrder[pick] = 1;
    }
  }
  const m = order.length;
  // admissible lower bound of what the qubits from position i on will still add
  let minCz = INF;
  for (const e of err.cz.values()) minCz = min(minCz, e);
  if (!finite(minCz)) minCz = 0;
  const pos = new Int32Array(k).fill(-1);
  order.forEach((l, i) => {
    pos[l] = i;
  });
  const lb = new Float64Array(m + 1);
  for (let i = m - 1; i >= 0; i--) {
    const l = order[i];
    let best = INF;
    for (const p of live) best = min(best, own(l, p));
    let edges = 0;
    for (const v of ladj[l]) if (pos[v] < i) edges += (pairCount.get(l * k + v) as number) * minCz;
    lb[i] = lb[i + 1] + (finite(best) ? best : 0) + edges;
  }
  const deg = adj.map((a) => a.length);
  const byOwn = (l: number, ps: number[]) => ps.slice().sort((a, b) => own(l, a) - own(l, b) || a - b);
  const firstCands = order.length ? byOwn(order[0], live) : [];
  const map = new Int32Array(k).fill(-1);
  const used = new Uint8Array(n);
  let bestScore = INF;
  let bestMap: number[] | undefined;
  let mappings = 0,
    steps = 0,
    capped = false;
  const rec = (i: number, partial: number): void => {
    if (capped) return;
    if (i === m) {
      mappings++;
      if (partial < bestScore) {
        bestScore = partial;
        bestMap = Array.from(map);
      }
      if (mappings >= maxMappings) capped = true;
      return;
    }
    const l = order[i];
    let anchor = -1;
    for (const v of ladj[l]) if (pos[v] < i && (anchor < 0 || pos[v] < pos[anchor])) anchor = v;
    const cands = anchor < 0 ? (i === 0 ? firstCands : byOwn(l, live)) : byOwn(l, adj[map[anchor]]);
    for (const p of cands) {
      if (capped) return;
      if (used[p] || err.dead[p] || deg[p] < ladj[l].length) continue;
      if (++steps > maxSteps) {
        capped = true;
        return;
      }
      let add = own(l, p);
      let ok = true;
      for (const v of ladj[l]) {
        if (pos[v] >= i) continue;
        const a = min(p, map[v]),
          b = max(p, map[v]);
        const e = err.cz.get(a * n + b);
        if (e === undefined) {
          ok = false;
          break;
        }
        add += e * (pairCount.get(l * k + v) as number);
      }
      if (!ok || partial + add + lb[i + 1] >= bestScore) continue;
      map[l] = p;
      used[p] = 1;
      rec(i + 1, partial + add);
      map[l] = -1;
      used[p] = 0;
    }
  };
  rec(0, 0);
  if (!bestMap) return { score: INF, mappings, steps, capped };
  // qubits without a cz: each on the best free usable qubit for it
  const taken = new Uint8Array(n);
  for (const l of order) taken[bestMap[l]] = 1;
  let score = bestScore;
  for (let l = 0; l < k; l++) {
    if (interacting[l]) continue;
    let pick = -1;
    for (const p of live) if (!taken[p] && (pick < 0 || own(l, p) < own(l, pick))) pick = p;
    if (pick < 0) return { score: INF, mappings, steps, capped };
    bestMap[l] = pick;
    taken[pick] = 1;
    score += own(l, pick);
  }
  return { map: bestMap, score, mappings, steps, capped };
}
