// Benchmark of the deliberate kernel variants of the statevector engine (src/quantum/statevector/): each specialised
// loop against the generic kernel it would fold into, on the same matrix (docs/quantum.md, "Kernel variants and what
// keeps them"). Every case applies its gate on every qubit (or pair, or triple) of a 2^n state, alternately through
// its own kernel and through the generic one (which gives the same amplitudes), `runs` rounds; CPU time per pass
// (user + system), median. Sections:
//   1. apply1 by Shape (kernels.ts: Phase1, Diag, Anti, Real, RealImag) against Shape.General.
//   2. apply1c (kernels.ts): one control, swap (cx) against the general one-control loop; two controls, swap (ccx)
//      and Phase1 against the general bit-insertion loop.
//   3. applyPhase (kernels.ts): phase0, phase1, phase2 (0, 1, 2 bits, nested loops) against phaseN.
//   4. apply2 (kernels-2q.ts): Diag, Perm (swap, and another permutation) against Shape2.General.
//   5. generated passes (codegen.ts fusedKernel): one 1-qubit micro-op per Shape (and x, whose pass only renames
//      locals), one 2-qubit micro-op per Shape2, against the same op as General.
//
//   node bench/kernels.bench.mjs [--quick] [--qubits N] [--runs N] [--fresh]
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
const K = (f) => pathToFileURL(join(BUILD, 'src', 'quantum', 'statevector', f)).href;
const { apply1, apply1c, applyPhase, classify1, phaseN } = await import(K('kernels.js'));
const { apply2 } = await import(K('kernels-2q.js'));
const { applyFused, fusedKernel } = await import(K('codegen.js'));

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
const GENERAL = 5,
  ANTI = 2,
  PHASE1 = 0;
const S2 = { Diag: 0, Perm: 1, General: 2 };

const N = 1 << n;
const re = new Float64Array(N).fill(1 / Math.sqrt(N));
const im = new Float64Array(N);
const cpu = (f) => {
  const t0 = process.cpuUsage();
  f();
  const d = process.cpuUsage(t0);
  return (d.user + d.system) / 1000;
};
const median = (xs) => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};
/** One row: `own` and `gen` each run one pass over the state; prints both medians and gen / own. */
function compare(label, own, gen) {
  cpu(own); // warm up both paths
  cpu(gen);
  const a = [],
    b = [];
  for (let r = 0; r < runs; r++) {
    a.push(cpu(own));
    b.push(cpu(gen));
  }
  const x = median(a),
    y = median(b);
  console.log(`${label.padEnd(34)}  ${x.toFixed(1).padStart(9)}  ${y.toFixed(1).padStart(8)}   ${(y / x).toFixed(2)}x`);
}
const header = (title) => {
  console.log(`\n${title}`);
  console.log(`${'variant'.padEnd(34)}  ${'own (ms)'.padStart(9)}  ${'generic'.padStart(8)}   generic / own`);
};
const qubits = [...Array(n).keys()];
const sorted = (...q) => Int32Array.from(q.sort((a, b) => a - b));

console.log(`${n}-qubit state, ${runs} alternating rounds; CPU ms per pass over every qubit (median)`);

header('1. apply1 by shape, against Shape.General');
for (const [label, m] of MATRICES) {
  const shape = classify1(m);
  const pass = (sh) => () => {
    for (const t of qubits) apply1(re, im, 0, n, t, m, sh);
  };
  compare(`${label} (shape ${shape})`, pass(shape), pass(GENERAL));
}

header('2. apply1c, against the general loop (Shape.General)');
const X = [0, 0, 1, 0, 1, 0, 0, 0];
const P = [1, 0, 0, 0, 0, 0, c, s];
const ctl1 = (m, sh) => () => {
  for (const t of qubits) {
    const q = (t + 1) % n;
    apply1c(re, im, n, t, m, sorted(t, q), 1 << q, sh);
  }
};
const ctl2 = (m, sh) => () => {
  for (const t of qubits) {
    const q1 = (t + 1) % n,
      q2 = (t + 2) % n;
    apply1c(re, im, n, t, m, sorted(t, q1, q2), (1 << q1) | (1 << q2), sh);
  }
};
compare('cx: one control, swap', ctl1(X, ANTI), ctl1(X, GENERAL));
compare('ccx: two controls, swap', ctl2(X, ANTI), ctl2(X, GENERAL));
compare('ccp: two controls, Phase1', ctl2(P, PHASE1), ctl2(P, GENERAL));

header('3. applyPhase, against phaseN (bit insertion)');
const ph = (f, bits) => () => {
  for (const t of qubits) {
    const qs = [t, (t + 1) % n].slice(0, bits);
    const fixed = sorted(...qs);
    const cval = qs.reduce((v, q) => v | (1 << q), 0);
    f(re, im, n, c, s, fixed, cval);
  }
};
compare('phase0: no bit (gphase)', ph(applyPhase, 0), ph(phaseN, 0));
compare('phase1: one bit', ph(applyPhase, 1), ph(phaseN, 1));
compare('phase2: two bits (cp, cz)', ph(applyPhase, 2), ph(phaseN, 2));

header('4. apply2, against Shape2.General');
const m4 = (entries) => {
  const m = new Float64Array(32);
  for (const [r, col, a, b] of entries) {
    m[2 * (r * 4 + col)] = a;
    m[2 * (r * 4 + col) + 1] = b;
  }
  return m;
};
const SWAP = m4([
  [0, 0, 1, 0],
  [1, 2, 1, 0],
  [2, 1, 1, 0],
  [3, 3, 1, 0]
]);
const PERM = m4([
  [0, 0, 1, 0],
  [1, 3, 1, 0],
  [2, 1, 1, 0],
  [3, 2, 1, 0]
]);
const DIAG = m4([
  [0, 0, c, -s],
  [1, 1, c, s],
  [2, 2, c, s],
  [3, 3, c, -s]
]);
const two = (m, sh) => () => {
  for (const t of qubits) {
    const u = (t + 1) % n;
    apply2(re, im, n, t, u, m, sorted(t, u), 0, sh);
  }
};
compare('Diag (rzz, cz, cp as 4×4)', two(DIAG, S2.Diag), two(DIAG, S2.General));
compare('Perm, swap', two(SWAP, S2.Perm), two(SWAP, S2.General));
compare('Perm, other (cx·swap)', two(PERM, S2.Perm), two(PERM, S2.General));

header('5. generated passes (codegen.ts), one op per shape, against the op as Shape.General');
for (const [label, m] of MATRICES) {
  const shape = classify1(m);
  const kern = (sh) => fusedKernel(1, [{ op: 'm1', bit: 0, m, shape: sh, cmask: 0, cval: 0 }]);
  const own = kern(shape),
    gen = kern(GENERAL);
  const pass = (k) => () => {
    for (const t of qubits) applyFused(re, im, n, k, [t]);
  };
  compare(`${label} (shape ${shape})`, pass(own), pass(gen));
}
{
  const own = fusedKernel(1, [{ op: 'm1', bit: 0, m: X, shape: ANTI, cmask: 0, cval: 0 }]),
    gen = fusedKernel(1, [{ op: 'm1', bit: 0, m: X, shape: GENERAL, cmask: 0, cval: 0 }]);
  const pass = (k) => () => {
    for (const t of qubits) applyFused(re, im, n, k, [t]);
  };
  compare('m1 x (Anti as a swap of locals)', pass(own), pass(gen));
}
for (const [label, m, shape] of [
  ['m2 Diag', DIAG, S2.Diag],
  ['m2 Perm, swap', SWAP, S2.Perm],
  ['m2 Perm, other', PERM, S2.Perm]
]) {
  const kern = (sh) => fusedKernel(2, [{ op: 'm2', b0: 0, b1: 1, m, shape: sh, cmask: 0, cval: 0 }]);
  const own = kern(shape),
    gen = kern(S2.General);
  const pass = (k) => () => {
    for (const t of qubits)
      applyFused(
        re,
        im,
        n,
        k,
        [t, (t + 1) % n].sort((a, b) => a - b)
      );
  };
  compare(label, pass(own), pass(gen));
}
