// Benchmark of `benchgate simulate` (the sim-cpu statevector simulator) against quantum-circuit
// (npm), with this machine's memory-streaming time measured in the same run.
//
//   node bench/simulate.bench.mjs [--quick]          (BENCHGATE_CLI=path/to/cli.js, default dist/cli.js)
//   BENCHGATE_BASE_CLI=/tmp/base/cli.js node bench/simulate.bench.mjs --ab [--runs N] [--quick]
//       A/B only: the headline cases alternately with the base CLI and this one, N runs each
//       (default 3), min and median of the in-process timeMs, min of the whole process's wall time
//       (node start-up included), min of its CPU time (user + system, every thread) and peak RSS; counts
//       must agree.
//
// Every simulation runs in a child process: `node CLI simulate FILE --shots 10000 --seed 1
// --format json`; the child reports its peak RSS. quantum-circuit runs in a child with a timeout.
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ghzCircuit, head, qftCircuit, randomCircuit } from './lib/circuits.mjs';

export { ghzCircuit, qftCircuit, randomCircuit };

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

// ---------------------------------------------------------------------------------------------
// Circuits (OpenQASM 2, which both simulators read)

/** `reps` rounds of one gate over every qubit (1-qubit) or neighbouring pairs (2/3-qubit). */
function gateCircuit(n, gate, arity, reps) {
  // h on every qubit, then a cz chain: every amplitude is non-zero (no gate is skipped by support
  // tracking) and the h gates are flushed (not fused with the gates under test).
  let s = head(n) + 'h q;\n';
  for (let q = 0; q + 1 < n; q++) s += `cz q[${q}],q[${q + 1}];\n`;
  for (let r = 0; r < reps; r++) {
    for (let q = 0; q + arity <= n; q += arity) {
      s += `${gate} ${Array.from({ length: arity }, (_, k) => `q[${(q + k + r) % n}]`).join(',')};\n`;
    }
  }
  return s + 'measure q[0] -> c[0];\n';
}

// ---------------------------------------------------------------------------------------------
// Memory bandwidth: in-place read-modify-write of a state-sized pair of Float64Arrays.

// Runs in a child process, so that the parent never holds a state-sized array: a forked child's
// peak RSS starts from its parent's RSS, which would distort the children's measurements.
// The loops run inside functions: V8 optimises a loop at the top level of a `-e` script badly
// (59.5 ms against 27.2 ms per pass at 24 qubits in one measurement), which made every ratio
// against the stream look better than it was. The child also reports a plain copy (`copyWithin`), the
// cheapest possible pass over the same bytes.
const STREAM_SCRIPT = `
const n = Number(process.argv[1]);
const N = 2 ** n;
const re = new Float64Array(N);
const im = new Float64Array(N);
re.fill(1e-3); // first touch outside the timing
im.fill(2e-3);
function rmw(re, im) {
  for (let i = 0; i < re.length; i++) {
    const a = re[i], b = im[i];
    re[i] = a * 0.999 - b * 0.001;
    im[i] = b * 0.999 + a * 0.001;
  }
}
function best(f) {
  let b = Infinity;
  for (let r = 0; r < 7; r++) {
    const t0 = performance.now();
    f();
    b = Math.min(b, performance.now() - t0);
  }
  return b;
}
const stream = best(() => rmw(re, im));
const half = N >> 1;
const copy = best(() => { re.copyWithin(0, half); re.copyWithin(half, 0, half); im.copyWithin(0, half); im.copyWithin(half, 0, half); });
process.stdout.write(JSON.stringify({ stream, copy }));
`;

/** ms per in-place read-modify-write pass over an n-qubit state, and per plain copy pass (best of 7). */
async function streamTime(n) {
  const r = await runChild(['-e', STREAM_SCRIPT, String(n)], 120_000);
  return JSON.parse(r.out);
}

// ---------------------------------------------------------------------------------------------
// Child processes

function runChild(args, timeoutMs, input, env) {
  return new Promise((resolveP) => {
    const t0 = performance.now();
    const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let out = '',
      err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolveP({ code, signal, out, err, wallMs: performance.now() - t0, timedOut: signal === 'SIGKILL' });
    });
    if (input) child.stdin.end(input);
    else child.stdin.end();
  });
}

/** Runs the CLI in a child and reports the child's peak RSS (KiB) on stderr as a last line. */
const WRAPPER = `
const [cli, ...rest] = process.argv.slice(1);
process.argv = [process.argv[0], cli, ...rest];
process.on('exit', () => {
  const u = process.cpuUsage();
  process.stderr.write('\\n@@maxrss ' + process.resourceUsage().maxRSS + ' @@cpu ' + (u.user + u.system) + '\\n');
});
await import(cli);
`;

async function runOurs(cli, file, shots, env = {}) {
  const r = await runChild(
    [
      '--input-type=module',
      '-e',
      WRAPPER,
      cli,
      'simulate',
      file,
      '--shots',
      String(shots),
      '--seed',
      '1',
      '--format',
      'json'
    ],
    600_000,
    undefined,
    env
  );
  const rss = Number(/@@maxrss (\d+)/.exec(r.err)?.[1] ?? NaN);
  // CPU time of the whole child (user + system, every thread, node start-up included) up to its exit
  const cpuMs = Number(/@@cpu (\d+)/.exec(r.err)?.[1] ?? NaN) / 1000;
  if (r.code !== 0) throw new Error(`benchgate simulate failed (${r.code}): ${r.err.replace(/@@maxrss.*/, '').trim()}`);
  const j = JSON.parse(r.out);
  return { ms: j.timeMs, wallMs: r.wallMs, cpuMs, rssKiB: rss, counts: j.counts };
}

const QC_SCRIPT = `
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
const require = createRequire(process.argv[1]);
const QuantumCircuit = require('quantum-circuit');
const text = readFileSync(process.argv[2], 'utf8');
const t0 = performance.now();
const circ = new QuantumCircuit();
circ.importQASM(text, (errs) => { if (errs && errs.length) { console.error(JSON.stringify(errs)); process.exit(3); } });
circ.run();
circ.measureAllMultishot(Number(process.argv[3]));
process.stdout.write(JSON.stringify({ ms: performance.now() - t0 }));
`;

async function runQuantumCircuit(file, shots, timeoutMs) {
  const require = createRequire(join(root, 'package.json'));
  const pkg = require.resolve('quantum-circuit');
  const r = await runChild(['--input-type=module', '-e', QC_SCRIPT, pkg, file, String(shots)], timeoutMs);
  if (r.timedOut) return { ms: Infinity, timedOut: true };
  if (r.code !== 0) return { ms: NaN, error: r.err.trim().slice(0, 200) };
  return { ms: JSON.parse(r.out).ms };
}

// ---------------------------------------------------------------------------------------------

const fmtMs = (ms) =>
  ms === Infinity ? '—' : ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(ms < 10 ? 2 : 1)} ms`;

export async function bench({ quick = false, log = console.log } = {}) {
  const cli = resolve(process.env.BENCHGATE_CLI ?? join(root, 'dist', 'cli.js'));
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-sim-'));
  const shots = 10_000;
  const qcTimeout = quick ? 10_000 : 60_000;
  const results = { cli, stream: {}, cases: [], gates: [], baseline: [] };
  try {
    const write = (name, text) => {
      const f = join(dir, `${name}.qasm`);
      writeFileSync(f, text);
      return f;
    };
    const big = quick ? 20 : 24;
    log(`benchgate simulate benchmark (${quick ? 'quick' : 'full'}), CLI ${cli}, node ${process.version}`);
    for (const n of new Set([20, big])) {
      const t = await streamTime(n);
      results.stream[n] = t.stream;
      results.copy = { ...results.copy, [n]: t.copy };
    }
    log(
      `memory streaming (in-place read-modify-write of re+im, loop in a function): ${[...new Set([20, big])].map((n) => `n=${n} ${fmtMs(results.stream[n])}`).join(', ')} per pass ` +
        `(${((2 ** big * 16 * 2) / (results.stream[big] / 1000) / 1e9).toFixed(1)} GB/s); plain copy (copyWithin) of the same bytes: ` +
        `${[...new Set([20, big])].map((n) => `n=${n} ${fmtMs(results.copy[n])}`).join(', ')}`
    );

    // Headline cases
    const cases = [
      ['random-20', randomCircuit(20), 20],
      ['qft-20', qftCircuit(20), 20],
      [`ghz-${big}`, ghzCircuit(big), big]
    ];
    if (!quick) cases.splice(1, 0, ['random-24', randomCircuit(24), 24]);
    log(
      '\n| case | qubits | gates | benchgate (sim+sample) | wall (incl. node start) | peak RSS / state size | quantum-circuit | speed-up |'
    );
    log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [name, text, n] of cases) {
      const f = write(name, text);
      const ours = await runOurs(cli, f, shots);
      const qc = await runQuantumCircuit(f, shots, qcTimeout);
      const stateMiB = (2 ** n * 16) / 2 ** 20;
      const rssMiB = ours.rssKiB / 1024;
      const gates = text.split('\n').filter((l) => l && !/^(OPENQASM|include|qreg|creg|measure)/.test(l)).length;
      const qcText = qc.timedOut ? `> ${qcTimeout / 1000} s` : qc.error ? `error` : fmtMs(qc.ms);
      const speed = qc.timedOut
        ? `> ${Math.floor(qcTimeout / ours.ms)}×`
        : qc.error
          ? '—'
          : `${Math.round(qc.ms / ours.ms)}×`;
      results.cases.push({ name, n, gates, ms: ours.ms, wallMs: ours.wallMs, rssMiB, stateMiB, qc });
      log(
        `| ${name} | ${n} | ${gates} | ${fmtMs(ours.ms)} | ${fmtMs(ours.wallMs)} | ${rssMiB.toFixed(0)} MiB / ${stateMiB.toFixed(0)} MiB = ${(rssMiB / stateMiB).toFixed(2)} | ${qcText} | ${speed} |`
      );
    }

    // The WebAssembly path's pieces, same run: default (WebAssembly, in-place blocks of 2^16,
    // reordering) / no reordering / no blocking (one pass per group) / WebAssembly off (JavaScript,
    // one pass per step) / JavaScript cache blocking (BENCHGATE_SIM_BLOCK_BITS=15; WebAssembly off).
    log(
      '\n| case | default (WASM, blocked) | WASM, no reorder | WASM, one pass per group | JS (WASM off) | JS cache-blocked 2^15 |'
    );
    log('| --- | --- | --- | --- | --- | --- |');
    for (const [name, text] of cases.filter(([nm]) => nm.startsWith('random'))) {
      const f = write(name, text);
      const def = await runOurs(cli, f, shots);
      const noReorder = await runOurs(cli, f, shots, { BENCHGATE_SIM_WASM_REORDER: '0' });
      const unblocked = await runOurs(cli, f, shots, { BENCHGATE_SIM_WASM_BLOCK_BITS: '0' });
      const js = await runOurs(cli, f, shots, { BENCHGATE_SIM_WASM: '0' });
      const on = await runOurs(cli, f, shots, { BENCHGATE_SIM_BLOCK_BITS: '15' });
      results.blocking = [
        ...(results.blocking ?? []),
        { name, wasm: def.ms, noReorder: noReorder.ms, unblocked: unblocked.ms, js: js.ms, jsBlocked: on.ms }
      ];
      log(
        `| ${name} | ${fmtMs(def.ms)} | ${fmtMs(noReorder.ms)} | ${fmtMs(unblocked.ms)} | ${fmtMs(js.ms)} | ${fmtMs(on.ms)} |`
      );
    }

    // Smaller sizes so that a measured ratio against quantum-circuit exists.
    log('\n| smaller case | benchgate | quantum-circuit | speed-up |');
    log('| --- | --- | --- | --- |');
    const small = quick
      ? [
          ['random-10', randomCircuit(10)],
          ['qft-10', qftCircuit(10)]
        ]
      : [
          ['random-10', randomCircuit(10)],
          ['random-12', randomCircuit(12)],
          ['random-14', randomCircuit(14)],
          ['qft-12', qftCircuit(12)],
          ['qft-14', qftCircuit(14)],
          ['ghz-16', ghzCircuit(16)]
        ];
    for (const [name, text] of small) {
      const f = write(name, text);
      const ours = await runOurs(cli, f, shots);
      const qc = await runQuantumCircuit(f, shots, qcTimeout);
      const qcText = qc.timedOut ? `> ${qcTimeout / 1000} s` : qc.error ? `error: ${qc.error}` : fmtMs(qc.ms);
      const speed = qc.timedOut
        ? `> ${Math.floor(qcTimeout / ours.ms)}×`
        : qc.error
          ? '—'
          : `${Math.round(qc.ms / ours.ms)}×`;
      results.baseline.push({ name, ms: ours.ms, qc });
      log(`| ${name} | ${fmtMs(ours.ms)} | ${qcText} | ${speed} |`);
    }

    // Per-gate cost at the big size, as a multiple of one memory-streaming pass.
    const n = big;
    const reps = quick ? 2 : 3;
    // Cache blocking off (the default), so that each gate is one pass over the state.
    const unblocked = { BENCHGATE_SIM_BLOCK_BITS: '0', BENCHGATE_SIM_WASM_BLOCK_BITS: '0' };
    // Best of two runs each (the machines are noisy).
    const best2 = async (f) =>
      Math.min((await runOurs(cli, f, 1, unblocked)).ms, (await runOurs(cli, f, 1, unblocked)).ms);
    const emptyMs = await best2(write('empty', gateCircuit(n, 'id', 1, 0)));
    log(
      `\nper-gate time at ${n} qubits (blocking off: each gate is its own pass over the state; stream pass ${fmtMs(results.stream[n])})` +
        (quick ? '\n(quick mode: at 20 qubits a pass is a few ms, below the run-to-run noise; use the full run)' : '')
    );
    log('| gate | kernel | per gate | × stream |');
    log('| --- | --- | --- | --- |');
    const gateCases = [
      ['h', 1, 'real 2×2'],
      ['rx(0.3)', 1, 'rx-like 2×2'],
      ['u(0.1,0.2,0.3)', 1, 'general 2×2'],
      ['rz(0.3)', 1, 'diagonal'],
      ['t', 1, 'phase on |1>'],
      ['x', 1, 'anti-diagonal'],
      ['cx', 2, 'controlled swap'],
      ['cz', 2, 'controlled phase'],
      ['rzz(0.3)', 2, 'diagonal 4×4'],
      ['rxx(0.3)', 2, 'general 4×4'],
      ['ccx', 3, '2-controlled swap']
    ];
    for (const [g, arity, kind] of gateCases) {
      // 1-qubit gates: one round only, or fusion would merge repeats on the same qubit.
      const rounds = arity === 1 ? 1 : reps;
      const text = gateCircuit(n, g, arity, rounds);
      const count = rounds * Math.floor(n / arity);
      const per = ((await best2(write(`gate-${arity}`, text))) - emptyMs) / count;
      results.gates.push({ gate: g, kind, ms: per, ratio: per / results.stream[n] });
      log(`| ${g} | ${kind} | ${fmtMs(per)} | ${(per / results.stream[n]).toFixed(2)} |`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** Same-run A/B of the headline cases: base CLI and this CLI alternately, `runs` times each. */
export async function ab({ quick = false, runs = 3, log = console.log } = {}) {
  const cli = resolve(process.env.BENCHGATE_CLI ?? join(root, 'dist', 'cli.js'));
  // BENCHGATE_BASE_CLI is the name the other benchmarks use; BENCHGATE_CLI_BASE is still read.
  const baseEnv = process.env.BENCHGATE_BASE_CLI ?? process.env.BENCHGATE_CLI_BASE;
  const base = baseEnv && resolve(baseEnv);
  if (!base) throw new Error('--ab needs BENCHGATE_BASE_CLI=path/to/base/cli.js');
  const dir = mkdtempSync(join(tmpdir(), 'benchgate-sim-ab-'));
  const out = [];
  try {
    const big = quick ? 20 : 24;
    const t = await streamTime(big);
    log(
      `A/B, ${runs} runs each, alternating; base ${base}, this ${cli}; stream pass at ${big} qubits ${fmtMs(t.stream)}, copy ${fmtMs(t.copy)}`
    );
    const cases = [
      ['random-20', randomCircuit(20)],
      ['qft-20', qftCircuit(20)],
      [`ghz-${big}`, ghzCircuit(big)]
    ];
    if (!quick) cases.splice(1, 0, ['random-24', randomCircuit(24)]);
    log(
      '\n| case | base min | base median | this min | this median | base wall min | this wall min | base CPU min | this CPU min | base RSS | this RSS | counts |'
    );
    log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const [name, text] of cases) {
      const f = join(dir, `${name}.qasm`);
      writeFileSync(f, text);
      const a = [],
        b = [];
      for (let r = 0; r < runs; r++) {
        a.push(await runOurs(base, f, 10_000));
        b.push(await runOurs(cli, f, 10_000));
      }
      const same = [...a, ...b].every((x) => JSON.stringify(x.counts) === JSON.stringify(a[0].counts));
      const ms = (xs) => xs.map((x) => x.ms);
      const rss = (xs) => `${(Math.min(...xs.map((x) => x.rssKiB)) / 1024).toFixed(0)} MiB`;
      out.push({ name, base: ms(a), this: ms(b), same });
      log(
        `| ${name} | ${fmtMs(Math.min(...ms(a)))} | ${fmtMs(median(ms(a)))} | ${fmtMs(Math.min(...ms(b)))} | ${fmtMs(median(ms(b)))} | ${fmtMs(Math.min(...a.map((x) => x.wallMs)))} | ${fmtMs(Math.min(...b.map((x) => x.wallMs)))} | ${fmtMs(Math.min(...a.map((x) => x.cpuMs)))} | ${fmtMs(Math.min(...b.map((x) => x.cpuMs)))} | ${rss(a)} | ${rss(b)} | ${same ? 'identical' : 'DIFFER'} |`
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const quick = process.argv.includes('--quick');
  const runsAt = process.argv.indexOf('--runs');
  const runs = runsAt > 0 ? Number(process.argv[runsAt + 1]) : 3;
  (process.argv.includes('--ab') ? ab({ quick, runs }) : bench({ quick })).catch((e) => {
    console.error(e);
    process.exitCode = 1;
  });
}
