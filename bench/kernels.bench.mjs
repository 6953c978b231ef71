// Benchmark of the specialised 1-qubit kernels of src/quantum/statevector/kernels.ts (apply1 by Shape) against the general
// kernel on the same matrix: whether each variant earns its place (docs/quantum.md). For every shape, one matrix of
// that shape is applied to every qubit of a 2^n state, alternately through its own kernel and through
// Shape.General (which gives the same amplitudes), `runs` rounds; CPU time per pass (user + system) of each.
//
//   node bench/kernels.bench.mjs [--quick] [--qubits N] [--runs N]
//
// The kernels come from a tsc build of the sources in bench/.data/tsc (built when missing; --fresh rebuilds it).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUILD = join(ROOT, 'bench', '.data', 'tsc');
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const opt = (name, dflt) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : dflt);
const n = opt('--qubits', quick ? 18 : 22);
const runs = opt('--runs', quick ? 3 : 5);

if (args.includes('--fresh') || !existsSync(join(BUILD, 'src', 'quantum', 'statevector', 'kernels.js'))) {
  rmSync(BUILD, { recursive: true, force: true });
  const r = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '--outDir', BUILD], {
    cwd: ROOT,
    stdio: 'inherit'
  });
  if (!existsSync(join(BUILD, 'src', 'quantum', 'statevector', 'kernels.js')))
    throw new Error(`tsc build failed (${r.status})`);
}
const { apply1, classify1 } = await import(
  pathToFileURL(join(BUILD, 'src', 'quantum', 'statevector', 'kernels.js')).href
);

const c = Math.cos(0.3),
  s = Math.sin(0.3);
/** One matrix per shape (re, im of a, b, c, d); classify1 must give the shape named. */
const MATRICES = [
  ['Phase1 (p, s, t, z)', [1, 0, 0, 0, 0, 0, c, s]],
  ['Diag (rz)', [c, -s, 0, 0, 0, 0, c, s]],
  ['Anti (x, y)', [0, 0, 0, -1, 0, 1, 0, 0]],
  ['Real (ry, h)', [c, 0, -s, 0, s, 0, c, 0]],
  ['RealImag (rx)', [c, 0, 0, -s, 0, -s, c, 0]]
];
const GENERAL = 5;

const N = 1 << n;
const re = new Float64Array(N).fill(1 / Math.sqrt(N));
const im = new Float64Array(N);
const pass = (m, shape) => {
  const t0 = process.cpuUsage();
  for (let t = 0; t < n; t++) apply1(re, im, 0, n, t, m, shape);
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / 1000;
};
const median = (xs) => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};

console.log(`apply1 on every qubit of a ${n}-qubit state, ${runs} alternating rounds; CPU ms per pass (median)`);
console.log('shape                 own kernel   general   general / own');
for (const [label, m] of MATRICES) {
  const shape = classify1(m);
  pass(m, shape); // warm up both paths
  pass(m, GENERAL);
  const own = [],
    gen = [];
  for (let r = 0; r < runs; r++) {
    own.push(pass(m, shape));
    gen.push(pass(m, GENERAL));
  }
  const a = median(own),
    b = median(gen);
  console.log(
    `${label.padEnd(20)}  ${a.toFixed(1).padStart(10)}  ${b.toFixed(1).padStart(8)}   ${(b / a).toFixed(2)}x  (shape ${shape})`
  );
}
