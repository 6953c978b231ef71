#!/usr/bin/env node
/**
 * PQID-Bench evaluate speed: a seeded 1,000,000-row evaluation file (20 models × 50,000 prompts, ~230 MB,
 * invariants respected) timed through `benchgate pqid evaluate`, beside a naive JS baseline
 * (readFileSync + split + JSON.parse) in the same run. The reference (Python) is not installed here; its
 * documented cost for this file is ~20 s and ~1 GB.
 *
 *   node bench/pqid.bench.mjs [--quick] [--runs N]
 * CLI: $BENCHGATE_CLI (default dist/cli.js; build your own with `node scripts/build.mjs /tmp/x-dist`).
 * Every timed command runs in its own node process with bench/lib/report-rss.mjs preloaded, which reports
 * the process's peak RSS and CPU time (user + system). Wall time depends on the machine's load; CPU time
 * much less so. The load average is printed before and after. With --runs N (default 3) each command runs
 * N times, interleaved, and the best wall time is reported with its CPU time and peak RSS.
 * BENCHGATE_CLI_PREVIOUS=/tmp/old-dist/cli.js also times an earlier build in the same run.
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..');
const quick = process.argv.includes('--quick');
const MODELS = 20;
const PROMPTS = quick ? 5000 : 50000;
const dataDir = join(here, '.data');
mkdirSync(dataDir, { recursive: true });
const file = join(dataDir, `pqid-evaluations-${MODELS}x${PROMPTS}.jsonl`);

function mulberry32(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function generate() {
  if (existsSync(file)) return;
  const rnd = mulberry32(20260712);
  const out = createWriteStream(file);
  let buf = [];
  const flush = async () => {
    if (!out.write(buf.join(''))) await new Promise((r) => out.once('drain', r));
    buf = [];
  };
  for (let m = 0; m < MODELS; m++) {
    for (let p = 1; p <= PROMPTS; p++) {
      const e = rnd() < 0.9;
      const a = e && rnd() < 0.99;
      const s = e && rnd() < 0.55;
      const o = s && rnd() < 0.92;
      const q = o && rnd() < 0.97;
      const row = {
        model: `bench-model-${String(m).padStart(2, '0')}`,
        ordered_wire_tape_match: o,
        parameter_aware_tape_match: q,
        prompt_id: `pqid_bench_external_gen_${String(p).padStart(6, '0')}`,
        report_assembly_admissible: a,
        report_executable: e,
        report_signature_match: s,
        row_id: `row-${p}`
      };
      buf.push(JSON.stringify(row) + '\n');
      if (buf.length >= 10000) await flush();
    }
  }
  await flush();
  await new Promise((r) => out.end(r));
}

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
const rssFile = join(dataDir, 'pqid-rss.json');

/** One timed process: wall ms, CPU ms, peak RSS bytes, stdout. */
function timed(argv) {
  rmSync(rssFile, { force: true });
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['--import', join(repo, 'bench', 'lib', 'report-rss.mjs'), ...argv], {
    cwd: repo,
    env: { ...process.env, BENCH_RSS_FILE: rssFile },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024
  });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`exit ${r.status}: ${(r.stderr ?? '').slice(0, 400)}`);
  const u = JSON.parse(readFileSync(rssFile, 'utf8'));
  return { ms, cpuMs: u.cpuMs, rss: u.rss, stdout: r.stdout };
}

await generate();
const size = statSync(file).size;
const ROWS = MODELS * PROMPTS;
const la = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
console.log(`file: ${file} (${(size / 1e6).toFixed(1)} MB, ${ROWS.toLocaleString('en-US')} rows)`);
console.log(`load average before: ${la()} (${RUNS} interleaved runs each, best wall time shown)`);
console.log('reference pqid-bench 1.2.1 (Python, documented)  ~20 s     ~50,000 rows/s  peak RSS ~1000 MB');

const cli = resolve(repo, process.env.BENCHGATE_CLI ?? 'dist/cli.js');
const naive = join(dataDir, 'pqid-naive.mjs');
writeFileSync(
  naive,
  `import { readFileSync } from 'node:fs';
const lines = readFileSync(process.argv[2], 'utf8').split('\\n');
let rows = 0, e = 0, s = 0; const keys = new Set();
for (const l of lines) { if (!l.trim()) continue; const o = JSON.parse(l); rows++; if (o.report_executable) e++; if (o.report_signature_match) s++; keys.add(o.model + '\\u0000' + o.prompt_id); }
console.log(JSON.stringify({ cells: rows, execution_count: e, signature_count: s }));
`
);
const commands = [];
if (existsSync(cli)) commands.push(['benchgate pqid evaluate (CLI)', [cli, 'pqid', 'evaluate', '--evaluations', file]]);
else
  console.log(
    `${cli} missing: build it (npm run build, or node scripts/build.mjs /tmp/x-dist and BENCHGATE_CLI=/tmp/x-dist/cli.js)`
  );
// Optional: an earlier build timed in the same run (before/after comparisons).
if (process.env.BENCHGATE_CLI_PREVIOUS)
  commands.push([
    'previous build (pqid evaluate)',
    [resolve(process.env.BENCHGATE_CLI_PREVIOUS), 'pqid', 'evaluate', '--evaluations', file]
  ]);
commands.push(['naive JS (readFileSync+split+parse)', [naive, file]]);
// The fixed cost inside every CLI time: node start + loading the CLI bundle.
const startup = existsSync(cli) ? [cli, 'pqid', '--version'] : undefined;
const best = new Map();
for (let i = 0; i < RUNS; i++) {
  for (const [label, argv] of commands) {
    const r = timed(argv);
    const cells = JSON.parse(r.stdout).cells;
    if (cells !== ROWS) throw new Error(`${label}: ${cells} cells, expected ${ROWS}`);
    const b = best.get(label);
    if (!b || r.ms < b.ms) best.set(label, r);
  }
}
const line = (label, r) =>
  `${label.padEnd(42)} ${(r.ms / 1000).toFixed(2).padStart(6)} s wall ${Math.round(ROWS / (r.ms / 1000))
    .toLocaleString('en-US')
    .padStart(11)} rows/s   ${(r.cpuMs / 1000).toFixed(2).padStart(6)} s CPU ${Math.round(ROWS / (r.cpuMs / 1000))
    .toLocaleString('en-US')
    .padStart(11)} rows/s   peak RSS ${(r.rss / 1048576).toFixed(0).padStart(5)} MB`;
for (const [label, r] of best) console.log(line(label, r));
if (startup) {
  let st;
  for (let i = 0; i < RUNS; i++) {
    rmSync(rssFile, { force: true });
    const t0 = process.hrtime.bigint();
    spawnSync(process.execPath, ['--import', join(repo, 'bench', 'lib', 'report-rss.mjs'), ...startup], {
      cwd: repo,
      env: { ...process.env, BENCH_RSS_FILE: rssFile }
    });
    const ms = Number(process.hrtime.bigint() - t0) / 1e6;
    const u = JSON.parse(readFileSync(rssFile, 'utf8'));
    if (!st || ms < st.ms) st = { ms, cpuMs: u.cpuMs, rss: u.rss };
  }
  console.log(
    `${'  of which CLI startup (pqid --version)'.padEnd(42)} ${(st.ms / 1000).toFixed(2).padStart(6)} s wall ${''.padStart(18)}   ${(st.cpuMs / 1000).toFixed(2).padStart(6)} s CPU ${''.padStart(18)}   peak RSS ${(st.rss / 1048576).toFixed(0).padStart(5)} MB`
  );
}
const bg = best.get('benchgate pqid evaluate (CLI)');
const nv = best.get('naive JS (readFileSync+split+parse)');
if (bg && nv)
  console.log(
    `benchgate vs naive baseline (same run): ${(nv.ms / bg.ms).toFixed(1)}× faster wall, ${(nv.cpuMs / bg.cpuMs).toFixed(1)}× less CPU, ${(nv.rss / bg.rss).toFixed(1)}× less peak RSS`
  );
console.log(`load average after: ${la()}`);
