// benchgate against Qiskit Aer, side by side in one run (issue #32).
//
//   node bench/aer.bench.mjs [--quick] [--reps N] [--only name,name]
//       (BENCHGATE_CLI=path/to/cli.js, default dist/cli.js; BENCHGATE_AER_PYTHON, default .venv/bin/python)
//
// benchgate: the whole process, `node CLI simulate FILE --shots N --seed 1 --format json [--target fake:fez]`,
// timed from outside (wall, and user + system CPU from /usr/bin/time when present).
// Aer: its run alone (`sim.run(circ, shots=N, seed_simulator=1).result()`; importing Qiskit, loading and
// transpiling the circuit are outside the timing), max_parallel_threads=2, in one Python process
// (bench/aer_run.py). The table gives min and median of `reps` runs and the ratio of the minima
// (benchgate / Aer: below 1 is faster than Aer). The dynamic circuits run on Aer twice: as it runs them by
// default, shot by shot (on `aerShots` shots, its time scaled to the case's shots: its cost is linear in
// shots), and with `shot_branching_enable=True` on all the shots (one Python process per Aer job: an abort,
// such as running out of memory, is reported and the bench goes on). benchgate's per-shot path
// (BENCHGATE_SIM_BRANCHING=0) is timed too, on `perShotShots` shots (the "before" of issue #32). The load average
// before and after is printed: the machine is shared, so compare ratios measured in the same run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mirrorCircuit, qftCircuit, randomCircuit } from './lib/circuits.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const repsAt = args.indexOf('--reps');
const reps = repsAt >= 0 ? Number(args[repsAt + 1]) : quick ? 1 : 3;
const onlyAt = args.indexOf('--only');
const only = onlyAt >= 0 ? args[onlyAt + 1].split(',') : undefined;
const cli = resolve(process.env.BENCHGATE_CLI ?? join(root, 'dist', 'cli.js'));
const python = process.env.BENCHGATE_AER_PYTHON ?? join(root, '.venv', 'bin', 'python');
const TIME = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const log = console.log;
/** Address-space cap of each Aer process (KiB): 12 GiB, half the machine. */
const AER_MAX_KIB = 12 * 1024 * 1024;

if (!existsSync(python)) {
  log(`no Python with Qiskit Aer at ${python} (run: bash scripts/setup-python.sh): skipped`);
  process.exit(0);
}
if (!existsSync(cli)) {
  log(`no ${cli}: run npm run build first`);
  process.exit(1);
}

const dir = mkdtempSync(join(tmpdir(), 'benchgate-aer-'));
const write = (name, text) => {
  const f = join(dir, `${name}.qasm`);
  writeFileSync(f, text);
  return f;
};
const dyn20 = join(root, 'bench', 'circuits', 'dyn-20.qasm');
const vtele = join(root, 'bench', 'circuits', 'varteleport.qasm');

/**
 * The cases: benchgate's file and target, Aer's job. `perShot`: also time benchgate's per-shot path
 * (shots, when it differs).
 */
const cases = [
  { name: 'random-24', file: write('random-24', randomCircuit(24)), shots: 10_000, aer: 'statevector' },
  { name: 'random-20', file: write('random-20', randomCircuit(20)), shots: 10_000, aer: 'statevector' },
  { name: 'qft-20', file: write('qft-20', qftCircuit(20)), shots: 10_000, aer: 'statevector' },
  {
    name: 'noisy-12',
    file: write('noisy-12', mirrorCircuit(12, 3)),
    shots: 10_000,
    aer: 'fake_fez',
    target: 'fake:fez'
  },
  {
    name: 'noisy-12-deep',
    file: write('noisy-12-deep', mirrorCircuit(12, 5)),
    shots: 10_000,
    aer: 'fake_fez',
    target: 'fake:fez'
  },
  { name: 'dyn-20', file: dyn20, shots: 10_000, aer: 'statevector', dynamic: true, aerShots: 20, perShotShots: 20 },
  {
    name: 'varteleport',
    file: vtele,
    builtin: 'varteleport',
    shots: 1_000,
    aer: 'statevector',
    dynamic: true,
    aerShots: 5,
    perShotShots: 3
  }
].filter((c) => !only || only.includes(c.name));

function run(cmd, argv, env) {
  return new Promise((done) => {
    const t0 = performance.now();
    const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let out = '',
      err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => done({ code, out, err, wallMs: performance.now() - t0 }));
  });
}

async function ours(c, shots, env = {}) {
  const argv = [cli, 'simulate', c.file, '--shots', String(shots), '--seed', '1', '--format', 'json'];
  if (c.target) argv.push('--target', c.target);
  const r = TIME
    ? await run(TIME, ['-f', '@@time %U %S %M', process.execPath, ...argv], env)
    : await run(process.execPath, argv, env);
  if (r.code !== 0) throw new Error(`benchgate failed on ${c.name}: ${r.err.slice(-2000)}`);
  const m = /@@time ([\d.]+) ([\d.]+) (\d+)/.exec(r.err);
  const j = JSON.parse(r.out);
  return {
    wallMs: r.wallMs,
    cpuMs: m ? (Number(m[1]) + Number(m[2])) * 1000 : NaN,
    rssMiB: m ? Number(m[3]) / 1024 : NaN,
    method: j.method,
    shots: Object.values(j.counts).reduce((a, b) => a + b, 0)
  };
}

/** Aer's timings, one Python process per job (an abort, such as running out of memory, loses only that job). */
function aer(jobs) {
  const out = {};
  for (const job of jobs) {
    // capped address space: Aer's shot branching keeps every branch's state and can exhaust the machine
    const r = spawnSync(
      '/bin/sh',
      ['-c', `ulimit -v ${AER_MAX_KIB}; exec "$0" "$1"`, python, join(root, 'bench', 'aer_run.py')],
      {
        input: JSON.stringify({ jobs: [job] }),
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, OMP_NUM_THREADS: '2' }
      }
    );
    const line = r.stdout.trim().split('\n').filter(Boolean).pop();
    out[job.name] = line
      ? JSON.parse(line)
      : { error: `Aer exited with ${r.status ?? r.signal}: ${r.stderr.trim().split('\n').pop() ?? ''}` };
  }
  return out;
}

const min = (xs) => Math.min(...xs);
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const fmt = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms.toFixed(0)} ms`);
const la = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

log(`benchgate vs Qiskit Aer, ${reps} run(s) each; load average before: ${la()}`);
log(
  '| case | shots | benchgate method | benchgate whole process, min / median (CPU min) | Aer run alone, min / median | benchgate / Aer (min) |'
);
log('| --- | --- | --- | --- | --- | --- |');
for (const c of cases) {
  // Aer runs dynamic circuits shot by shot by default: on `aerShots` shots, scaled to `shots`
  const base = {
    name: c.name,
    kind: c.aer,
    shots: c.aerShots ?? c.shots,
    reps: c.aerShots ? 1 : reps,
    ...(c.builtin ? { builtin: c.builtin } : { file: c.file })
  };
  const jobs = [base];
  if (c.dynamic)
    jobs.push({
      ...base,
      name: `${c.name} (Aer shot branching)`,
      shots: c.shots,
      reps: 1,
      options: { shot_branching_enable: true }
    });
  const a = aer(jobs);
  const runs = [];
  for (let r = 0; r < reps; r++) runs.push(await ours(c, c.shots));
  for (const x of runs) if (x.shots !== c.shots) throw new Error(`${c.name}: ${x.shots} shots counted`);
  const wall = runs.map((x) => x.wallMs);
  const cpu = runs.map((x) => x.cpuMs);
  jobs.forEach((job, i) => {
    if (a[job.name].error) {
      log(`| ${job.name} | ${job.shots.toLocaleString('en')} | | | Aer failed: ${a[job.name].error} | |`);
      return;
    }
    // per-shot Aer runs on fewer shots are scaled to the case's shots (cost linear in shots)
    const scale = c.shots / job.shots;
    const ms = a[job.name].ms.map((x) => x * scale);
    log(
      `| ${job.name}${scale !== 1 ? ` (Aer shot by shot on ${job.shots} shots, × ${scale})` : ''} | ${c.shots.toLocaleString('en')} | ${i === 0 ? runs[0].method : '〃'} | ${i === 0 ? `${fmt(min(wall))} / ${fmt(median(wall))} (${fmt(min(cpu))})` : '〃'} | ${fmt(min(ms))} / ${fmt(median(ms))} | **${(min(wall) / min(ms)).toPrecision(2)}×** |`
    );
  });
  if (c.perShotShots) {
    // the per-shot path, on fewer shots (it costs a full simulation per shot): per-shot cost
    const p = await ours(c, c.perShotShots, { BENCHGATE_SIM_BRANCHING: '0' });
    log(
      `| ${c.name}, benchgate per shot (BENCHGATE_SIM_BRANCHING=0) | ${c.perShotShots} | ${p.method} | ${fmt(p.wallMs)} (${fmt(p.cpuMs)}): ${fmt(p.wallMs / c.perShotShots)} per shot | | |`
    );
  }
}
log(`load average after: ${la()}`);
rmSync(dir, { recursive: true, force: true });
