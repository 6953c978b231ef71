// Minimum weight vertex cover (benchgate example of a JavaScript Qsolve workflow).
//
// Objective (lower is better): the total weight of the chosen nodes; every edge must touch one.
// Runner API (docs/workflow-protocol.md): methods are `(inp, params, ctx) => ({objective, solution})`,
// `ctx.run(qasm, shots)` is synchronous and returns counts with clbit 0 as the rightmost character.

const GRID = 3;

const weightsOf = (inp) => inp.weights ?? Array.from({ length: inp.nodes }, () => 1);
const weight = (inp, cover) => cover.reduce((s, i) => s + weightsOf(inp)[i], 0);
const isCover = (inp, chosen) => inp.edges.every(([a, b]) => chosen[a] || chosen[b]);

export function evaluate(inp, solution) {
  const chosen = new Array(inp.nodes).fill(false);
  for (const i of solution.cover) {
    if (!Number.isInteger(i) || i < 0 || i >= inp.nodes) throw new RangeError(`node ${i} does not exist`);
    chosen[i] = true;
  }
  if (!isCover(inp, chosen)) throw new Error('the chosen nodes do not cover every edge');
  return weight(inp, [...new Set(solution.cover)]);
}

export function estimate(_inp, params) {
  const shots = params.shots ?? 2000;
  return { circuits: GRID * GRID, shots: GRID * GRID * shots };
}

/** OpenQASM 3 text of a depth-1 QAOA circuit of the cost sum w_i x_i + P sum_(a,b) (1 - x_a)(1 - x_b). */
export function qaoaCircuit(inp, gamma, beta) {
  const n = inp.nodes;
  const w = weightsOf(inp);
  const P = 1 + Math.max(...w);
  // x = (1 - z)/2: w_i x_i -> -w_i/2 z_i ; P (1-x_a)(1-x_b) = P (1 + z_a)(1 + z_b)/4 -> P/4 (z_a + z_b + z_a z_b)
  const h = w.map((x) => -x / 2);
  const J = [];
  for (const [a, b] of inp.edges) {
    h[a] += P / 4;
    h[b] += P / 4;
    J.push([a, b, P / 4]);
  }
  const scale = Math.max(...h.map(Math.abs), ...J.map((j) => Math.abs(j[2])), 1e-9);
  const lines = ['OPENQASM 3.0;', 'include "stdgates.inc";', `qubit[${n}] q;`, `bit[${n}] c;`];
  for (let i = 0; i < n; i++) lines.push(`h q[${i}];`);
  for (const [a, b, j] of J) lines.push(`cx q[${a}], q[${b}];`, `rz(${((2 * gamma * j) / scale).toPrecision(12)}) q[${b}];`, `cx q[${a}], q[${b}];`);
  for (let i = 0; i < n; i++) if (h[i] !== 0) lines.push(`rz(${((2 * gamma * h[i]) / scale).toPrecision(12)}) q[${i}];`);
  for (let i = 0; i < n; i++) lines.push(`rx(${(2 * beta).toPrecision(12)}) q[${i}];`);
  lines.push('c = measure q;');
  return lines.join('\n') + '\n';
}

/** Adds the lighter end of every uncovered edge, then drops nodes whose edges stay covered (heaviest first). */
function repairAndPrune(inp, chosen) {
  const w = weightsOf(inp);
  const x = chosen.slice();
  for (const [a, b] of inp.edges) if (!x[a] && !x[b]) x[w[a] <= w[b] ? a : b] = true;
  const order = [...Array(inp.nodes).keys()].sort((i, j) => w[j] - w[i] || i - j);
  for (const i of order) {
    if (!x[i]) continue;
    x[i] = false;
    if (!isCover(inp, x)) x[i] = true;
  }
  return x;
}

function qaoa(inp, params, ctx) {
  const n = inp.nodes;
  const shots = params.shots ?? 2000;
  let best;
  for (let a = 0; a < GRID; a++) {
    for (let b = 0; b < GRID; b++) {
      const gamma = (Math.PI * (a + 0.5)) / GRID;
      const beta = ((Math.PI / 2) * (b + 0.5)) / GRID;
      const counts = ctx.run(qaoaCircuit(inp, gamma, beta), shots);
      for (const bits of Object.keys(counts).sort()) {
        const x = Array.from({ length: n }, (_, k) => bits[n - 1 - k] === '1');
        const fixed = repairAndPrune(inp, x);
        const cover = fixed.flatMap((v, i) => (v ? [i] : []));
        const value = weight(inp, cover);
        if (best === undefined || value < best.value - 1e-12) best = { value, cover };
      }
    }
  }
  return { objective: best.value, solution: { cover: best.cover } };
}

function reference(inp) {
  const n = inp.nodes;
  let best;
  for (let mask = 0; mask < 1 << n; mask++) {
    const x = Array.from({ length: n }, (_, i) => ((mask >> i) & 1) === 1);
    if (!isCover(inp, x)) continue;
    const cover = x.flatMap((v, i) => (v ? [i] : []));
    const value = weight(inp, cover);
    if (best === undefined || value < best.value - 1e-12) best = { value, cover };
  }
  return { objective: best.value, solution: { cover: best.cover } };
}

export const METHODS = { qaoa, reference };
