// Benchmark of noisy simulation on fake IBM targets: `benchgate simulate FILE --target fake:fez@1.6`.
//
//   node bench/noise.bench.mjs [--quick] [--headline]   (BENCHGATE_CLI=path/to/cli.js, default dist/cli.js)
//                                               --headline: only section 1 (noisy-12, noisy-12-deep)
//   BENCHGATE_BASE_CLI=path/to/base/cli.js      A/B: the headline cases also run on this build,
//                                               alternating with BENCHGATE_CLI, best of N each
//
// Cases (circuits written under bench/.data/noise/):
//   - noisy-12: 12-qubit mirror circuit (3 random cycles of rx/ry/rz on every qubit + brickwork cz,
//     a barrier, then the inverse; ideal output all zeros), 10,000 shots, density matrix.
//   - noisy-12-deep: the same with 5 cycles (56 cz, ~60 layers transpiled): issue #5's goal case,
//     also with BENCHGATE_NOISE_THREADS=1 (one thread).
//   - noisy-20: the same at 20 qubits by trajectories: cost per shot (20 shots; threads included).
//   - switch point: density matrix vs trajectories at 6..12 qubits (10,000 shots).
//   - SWAP overhead of the transpiler on standard circuits (GHZ, QFT, random pairs).
//   - baselines: the numpy density-matrix figure measured on these machines (documented, numpy is
//     not installed here) and, in this run, a naive JS density matrix (full 2^n×2^n matrix
//     products per gate and per Kraus operator) on the same transpiled noisy-8 circuit.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry } from './lib/mulberry.mjs';
import { head, measureAll, mirrorCircuit } from './lib/circuits.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const quick = process.argv.includes('--quick');
const cli = resolve(process.env.BENCHGATE_CLI ?? join(root, 'dist', 'cli.js'));
const baseCli = process.env.BENCHGATE_BASE_CLI ? resolve(process.env.BENCHGATE_BASE_CLI) : undefined;
const reps = quick ? 1 : 3;
const headlineOnly = process.argv.includes('--headline');
const dataDir = join(root, 'bench', '.data', 'noise');
mkdirSync(dataDir, { recursive: true });
const log = console.log;

const mirror = mirrorCircuit;
const ghz = (n) =>
  head(n) +
  'h q[0];\n' +
  Array.from({ length: n - 1 }, (_, i) => `cx q[${i}],q[${i + 1}];`).join('\n') +
  '\n' +
  measureAll(n);
function qft(n) {
  let s = head(n);
  for (let j = n - 1; j >= 0; j--) {
    s += `h q[${j}];\n`;
    for (let k = j - 1; k >= 0; k--) s += `cu1(${(Math.PI / 2 ** (j - k)).toPrecision(17)}) q[${k}],q[${j}];\n`;
  }
  return s + measureAll(n);
}
function randomPairs(n, gates, seed = 3) {
  const rnd = mulberry(seed);
  let s = head(n);
  for (let g = 0; g < gates; g++) {
    const a = Math.floor(rnd() * n);
    let b = Math.floor(rnd() * (n - 1));
    if (b >= a) b++;
    s += `ry(${(rnd() * 3).toFixed(4)}) q[${a}];\ncx q[${a}],q[${b}];\n`;
  }
  return s + measureAll(n);
}

/** GNU time, when present: the child's CPU time (user + system, all its threads), steadier than wall time under load. */
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const CPU_MARK = 'BENCH-CPU';

function runChild(args, env = {}) {
  return new Promise((res) => {
    const t0 = performance.now();
    const [cmd, argv] = gnuTime
      ? [gnuTime, ['-f', `${CPU_MARK} %U %S`, process.execPath, ...args]]
      : [process.execPath, args];
    const ch = spawn(cmd, argv, { env: { ...process.env, ...env } });
    let out = '',
      err = '';
    ch.stdout.on('data', (d) => (out += d));
    ch.stderr.on('data', (d) => (err += d));
    ch.on('close', (code) => {
      const m = new RegExp(`${CPU_MARK} ([\\d.]+) ([\\d.]+)`).exec(err);
      res({ code, out, err, wallMs: performance.now() - t0, cpuMs: m ? 1000 * (Number(m[1]) + Number(m[2])) : NaN });
    });
  });
}

async function sim(file, target, shots, extra = [], which = cli, env = {}) {
  const r = await runChild(
    [
      which,
      'simulate',
      file,
      '--target',
      target,
      '--shots',
      String(shots),
      '--seed',
      '1',
      '--format',
      'json',
      ...extra
    ],
    env
  );
  if (r.code !== 0) throw new Error(`simulate failed (${r.code}): ${r.err.slice(0, 300)}`);
  const j = JSON.parse(r.out);
  j.wallMs = r.wallMs;
  j.cpuMs = r.cpuMs;
  return j;
}

const write = (name, text) => {
  const f = join(dataDir, `${name}.qasm`);
  writeFileSync(f, text);
  return f;
};
const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 2 : 0)} ms`);

// ---------------------------------------------------------------------------------------------
// Naive density matrix: ρ → K ρ K† with K the full 2^n × 2^n matrix (Kronecker product with
// identities), for every gate and every Kraus operator; same noise formulas as the model.

function cm(n) {
  return { n, re: new Float64Array(n * n), im: new Float64Array(n * n) };
}
function matmul(a, b) {
  const n = a.n,
    c = cm(n);
  for (let i = 0; i < n; i++)
    for (let k = 0; k < n; k++) {
      const ar = a.re[i * n + k],
        ai = a.im[i * n + k];
      if (ar === 0 && ai === 0) continue;
      for (let j = 0; j < n; j++) {
        const br = b.re[k * n + j],
          bi = b.im[k * n + j];
        c.re[i * n + j] += ar * br - ai * bi;
        c.im[i * n + j] += ar * bi + ai * br;
      }
    }
  return c;
}
function dagger(a) {
  const n = a.n,
    c = cm(n);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) {
      c.re[j * n + i] = a.re[i * n + j];
      c.im[j * n + i] = -a.im[i * n + j];
    }
  return c;
}
/** Full matrix of a 1-qubit (2×2) or 2-qubit (4×4) local matrix on `qs` of an nq-qubit register. */
function full(local, qs, nq) {
  const d = 1 << nq,
    m = cm(d),
    L = 1 << qs.length;
  for (let col = 0; col < d; col++) {
    let lc = 0;
    qs.forEach((q, i) => {
      lc |= ((col >> q) & 1) << i;
    });
    for (let lr = 0; lr < L; lr++) {
      const vr = local[2 * (lr * L + lc)],
        vi = local[2 * (lr * L + lc) + 1];
      if (vr === 0 && vi === 0) continue;
      let row = col;
      qs.forEach((q, i) => {
        row = (row & ~(1 << q)) | (((lr >> i) & 1) << q);
      });
      m.re[row * d + col] = vr;
      m.im[row * d + col] = vi;
    }
  }
  return m;
}
function addScaled(acc, x, s) {
  for (let i = 0; i < acc.re.length; i++) {
    acc.re[i] += s * x.re[i];
    acc.im[i] += s * x.im[i];
  }
}
function conj(rho, K) {
  return matmul(matmul(K, rho), dagger(K));
}

function naiveDensity(qasm, physical, eff, budgetMs) {
  const idx = new Map(physical.map((p, i) => [p, i]));
  const nq = physical.length;
  const d = 1 << nq;
  let rho = cm(d);
  rho.re[0] = 1;
  const ops = [];
  for (const line of qasm.split('\n')) {
    let m;
    if ((m = /^rz\(([^)]+)\) \$(\d+);/.exec(line))) ops.push(['rz', [idx.get(+m[2])], +m[1]]);
    else if ((m = /^(sx|x) \$(\d+);/.exec(line))) ops.push([m[1], [idx.get(+m[2])]]);
    else if ((m = /^cz \$(\d+), \$(\d+);/.exec(line))) ops.push(['cz', [idx.get(+m[1]), idx.get(+m[2])]]);
  }
  const T1 = eff.t1Us * 1000,
    T2 = Math.min(eff.t2Us * 1000, 2 * T1);
  const relaxK = (t) => {
    const g = 1 - Math.exp(-t / T1);
    const pz = (1 - Math.exp(-t / T2 + t / (2 * T1))) / 2;
    return { k0: [1, 0, 0, 0, 0, 0, Math.sqrt(1 - g), 0], k1: [0, 0, Math.sqrt(g), 0, 0, 0, 0, 0], pz };
  };
  const depolP = (e, fe, n) => {
    const dd = 2 ** n,
      rf = (dd * fe + 1) / (dd + 1);
    if (e <= 1 - rf) return 0;
    return Math.min((dd * (Math.min(e, dd / (dd + 1)) - (1 - rf))) / (dd * rf - 1), 4 ** n / (4 ** n - 1));
  };
  const feOf = (t) => (1 + Math.exp(-t / T1) + 2 * Math.exp(-t / T2)) / 4;
  const PA = [
    [1, 0, 0, 0, 0, 0, 1, 0],
    [0, 0, 1, 0, 1, 0, 0, 0],
    [0, 0, 0, -1, 0, 1, 0, 0],
    [1, 0, 0, 0, 0, 0, -1, 0]
  ];
  const relax = (q, t) => {
    const { k0, k1, pz } = relaxK(t);
    const a = conj(rho, full(k0, [q], nq));
    addScaled(a, conj(rho, full(k1, [q], nq)), 1);
    const z = conj(a, full(PA[3], [q], nq));
    rho = cm(d);
    addScaled(rho, a, 1 - pz);
    addScaled(rho, z, pz);
  };
  const depol1 = (q, p) => {
    const acc = cm(d);
    addScaled(acc, rho, 1 - (p * 3) / 4);
    for (let i = 1; i < 4; i++) addScaled(acc, conj(rho, full(PA[i], [q], nq)), p / 4);
    rho = acc;
  };
  const t0 = performance.now();
  let done = 0;
  for (const [name, qs, ang] of ops) {
    if (name === 'rz')
      rho = conj(
        rho,
        full([Math.cos(ang / 2), -Math.sin(ang / 2), 0, 0, 0, 0, Math.cos(ang / 2), Math.sin(ang / 2)], qs, nq)
      );
    else if (name === 'sx' || name === 'x') {
      rho = conj(rho, full(name === 'sx' ? [0.5, 0.5, 0.5, -0.5, 0.5, -0.5, 0.5, 0.5] : PA[1], qs, nq));
      depol1(qs[0], depolP(eff.sxError, feOf(eff.sxLengthNs), 1));
      relax(qs[0], eff.sxLengthNs);
    } else {
      const czm = new Array(32).fill(0);
      [0, 5, 10].forEach((i) => {
        czm[2 * i] = 1;
      });
      czm[30] = -1;
      rho = conj(rho, full(czm, qs, nq));
      // 2-qubit depolarising as Pauli pairs (16 Kraus operators)
      const p = depolP(eff.czError, feOf(eff.czLengthNs) ** 2, 2);
      const acc = cm(d);
      addScaled(acc, rho, 1 - (p * 15) / 16);
      for (let i = 0; i < 4; i++)
        for (let j = 0; j < 4; j++)
          if (i || j) addScaled(acc, conj(conj(rho, full(PA[i], [qs[0]], nq)), full(PA[j], [qs[1]], nq)), p / 16);
      rho = acc;
      relax(qs[0], eff.czLengthNs);
      relax(qs[1], eff.czLengthNs);
    }
    done++;
    if (performance.now() - t0 > budgetMs) break;
  }
  const ms = performance.now() - t0;
  return { ops: ops.length, done, ms, extrapolatedMs: (ms / done) * ops.length, p0: rho.re[0] };
}

// ---------------------------------------------------------------------------------------------

log(`benchgate noise benchmark (${quick ? 'quick' : 'full'}), CLI ${cli}, node ${process.version}`);
log('The machine is shared and loaded: compare ratios measured in the same run.\n');

/** One in-place streaming pass (re and im scaled) over a 12-qubit density matrix (2^24 entries). */
function streamPassMs() {
  const N = 1 << 24,
    re = new Float64Array(N),
    im = new Float64Array(N);
  re.fill(1);
  im.fill(1);
  const v = new Float64Array(4096).fill(0.999);
  const t0 = performance.now();
  for (let rep = 0; rep < 3; rep++)
    for (let c = 0; c < 4096; c++) {
      const cb = c << 12;
      for (let r = 0; r < 4096; r++) {
        re[cb + r] *= v[r];
        im[cb + r] *= v[r];
      }
    }
  return (performance.now() - t0) / 3;
}
/** The same over the Pauli-basis state (4^12 reals, 134 MB). Inside a function: V8 optimises top-level loops badly. */
function streamPauliMs() {
  const N = 1 << 24,
    c = new Float64Array(N).fill(1);
  const t0 = performance.now();
  for (let rep = 0; rep < 3; rep++) for (let i = 0; i < N; i++) c[i] *= 0.999;
  return (performance.now() - t0) / 3;
}
const pass12 = streamPassMs();
log(
  `machine now: one streaming pass over a 12-qubit density matrix (2^24 complex entries, 268 MB) = ${fmt(pass12)}; over the Pauli-basis state (2^24 reals, 134 MB) = ${fmt(streamPauliMs())}\n`
);

// 1. Headline: noisy-12 and noisy-12-deep, 10,000 shots, fake:fez@1.6 (A/B when BENCHGATE_BASE_CLI is set)
{
  const variants = [
    ['this build', cli, {}],
    ['this build, 1 thread', cli, { BENCHGATE_NOISE_THREADS: '1' }]
  ];
  if (baseCli) variants.push(['base build', baseCli, {}]);
  log(
    `best of ${reps} per variant, variants alternating; load average before: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`
  );
  log(
    '| case | qubits | transpiled cz | depth | build | method | simulate (best) | all runs | wall (incl. node start) | CPU of the process (min; all threads) | fidelity |'
  );
  log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const [name, cycles] of [
    ['noisy-12', 3],
    ['noisy-12-deep', 5]
  ]) {
    const f = write(name, mirror(12, cycles));
    const runs = variants.map(() => []);
    for (let r = 0; r < reps; r++)
      for (let v = 0; v < variants.length; v++)
        runs[v].push(await sim(f, 'fake:fez@1.6', 10_000, [], variants[v][1], variants[v][2]));
    const best = runs.map((rs) => rs.reduce((a, b) => (b.timeMs.simulate < a.timeMs.simulate ? b : a)));
    variants.forEach(([label], v) => {
      const j = best[v];
      log(
        `| ${name} mirror (${cycles} cycles), fake:fez@1.6, 10,000 shots | 12 | ${j.transpiledTwoQubitGates} | ${j.transpiledDepth} | ${label} | ${j.method} | ${fmt(j.timeMs.simulate)} (= ${(j.timeMs.simulate / pass12).toFixed(0)} streaming passes) | ${runs[v].map((x) => fmt(x.timeMs.simulate)).join(', ')} | ${fmt(j.wallMs)} | ${fmt(Math.min(...runs[v].map((x) => x.cpuMs)))} | ${j.fidelity.toFixed(4)} |`
      );
    });
    if (baseCli) {
      const same = JSON.stringify(best[0].counts) === JSON.stringify(best[variants.length - 1].counts);
      const cpu = (v) => Math.min(...runs[v].map((x) => x.cpuMs));
      log(
        `| ${name}: base / this build = **${(best[variants.length - 1].timeMs.simulate / best[0].timeMs.simulate).toFixed(2)}×** (simulate), ${(cpu(variants.length - 1) / cpu(0)).toFixed(2)}× (CPU of the process); counts ${same ? 'identical' : 'DIFFER'} | | | | | | | | | | |`
      );
    }
  }
  log(
    `load average after: ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}`
  );
  log(
    'Documented baseline (numpy density matrix with T1/T2 + depolarising + readout, same machine kind, noisy-12 = 106 gates): about 30 s.'
  );
}

if (headlineOnly) process.exit(0);

// 2. Trajectories at 20 qubits: cost per shot
{
  const f = write('noisy-20', mirror(20));
  const shots = quick ? 2 : 20;
  const j = await sim(f, 'fake:fez@1.6', shots, ['--method', 'trajectories']);
  log(
    `\nnoisy-20 mirror by trajectories: ${shots} shots in ${fmt(j.timeMs.simulate)} = ${fmt(j.timeMs.simulate / shots)} per shot (${j.transpiledTwoQubitGates} cz, depth ${j.transpiledDepth}, ${j.transpiled.numQubits} simulated qubits)`
  );
  if (baseCli) {
    const b = await sim(f, 'fake:fez@1.6', shots, ['--method', 'trajectories'], baseCli);
    log(
      `  base build, same shots: ${fmt(b.timeMs.simulate / shots)} per shot (base / this = ${(b.timeMs.simulate / j.timeMs.simulate).toFixed(2)}×)`
    );
  }
}

// 3. Switch point: density matrix vs trajectories
{
  log(
    '\n| qubits | density matrix (10,000 shots) | trajectories per shot | trajectories for 10,000 shots (extrapolated) | faster |'
  );
  log('| --- | --- | --- | --- | --- |');
  for (const n of quick ? [6, 8, 10] : [6, 8, 10, 11, 12]) {
    const f = write(`mirror-${n}`, mirror(n));
    const dm = await sim(f, 'fake:fez@1.6', 10_000, ['--method', 'density-matrix']);
    const ts = n <= 8 ? 400 : 100;
    const tr = await sim(f, 'fake:fez@1.6', ts, ['--method', 'trajectories']);
    const perShot = tr.timeMs.simulate / ts;
    log(
      `| ${n} | ${fmt(dm.timeMs.simulate)} | ${fmt(perShot)} | ${fmt(perShot * 10_000)} | ${dm.timeMs.simulate < perShot * 10_000 ? 'density matrix' : 'trajectories'} (${((perShot * 10_000) / dm.timeMs.simulate).toFixed(1)}×); DM = ${Math.round(dm.timeMs.simulate / perShot)} trajectory shots |`
    );
  }
}

// 4. SWAP overhead
{
  log('\n| circuit | qubits | sent 2q | transpiled cz | swaps | cz / sent | depth |');
  log('| --- | --- | --- | --- | --- | --- | --- |');
  const cases = [
    ['ghz-12', ghz(12)],
    ['qft-6', qft(6)],
    ['qft-8', qft(8)],
    ['random-pairs-8 (40 cx)', randomPairs(8, 40)],
    ['random-pairs-12 (60 cx)', randomPairs(12, 60)],
    ['mirror-12', mirror(12)]
  ];
  for (const [name, text] of cases) {
    const f = write(name.split(' ')[0], text);
    const j = await sim(f, 'fake:fez', 1, ['--method', 'trajectories']);
    if (!j.sentTwoQubitGates) continue;
    log(
      `| ${name} | ${j.stats.numQubits} | ${j.sentTwoQubitGates} | ${j.transpiledTwoQubitGates} | ${j.transpiled.swaps} | ${(j.transpiledTwoQubitGates / j.sentTwoQubitGates).toFixed(2)} | ${j.transpiledDepth} |`
    );
  }
}

// 5. In-run baseline: naive JS density matrix vs ours on the same transpiled circuit
{
  const n = quick ? 6 : 8;
  const f = write(`mirror-${n}-1c`, mirror(n, 1));
  const j = await sim(f, 'fake:fez@1.6', 10_000, ['--transpiled', '--method', 'density-matrix']);
  const naive = naiveDensity(j.qasm, j.transpiled.physicalQubits, j.effective, quick ? 20_000 : 120_000);
  const note = naive.done < naive.ops ? ` (stopped after ${naive.done}/${naive.ops} gates; extrapolated)` : '';
  log(`\nIn-run baseline, mirror-${n} (1 cycle) on fake:fez@1.6, ${naive.ops} native gates:`);
  log(`| simulator | time |`);
  log(`| --- | --- |`);
  log(
    `| naive JS density matrix (full 2^n×2^n products per gate and Kraus operator) | ${fmt(naive.extrapolatedMs)}${note} |`
  );
  log(
    `| benchgate density matrix (Pauli basis: fused transfer matrices, one pass per cz) | ${fmt(j.timeMs.simulate)} |`
  );
  if (naive.done === naive.ops)
    log(
      `(naive P(0…0) before readout ${naive.p0.toFixed(4)}; ours, fidelity with readout mitigation ${j.fidelity.toFixed(4)})`
    );
}
