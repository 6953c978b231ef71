// FightBench benchmark: generates a 100,000-row schema-v1 export (JSONL and Snappy Parquet, replay strings of a
// few KB) under bench/.data/ and times `benchgate fightbench verify` on each, side by side with baselines:
// naive readFileSync + split + JSON.parse (JSONL) and hyparquet parquetReadObjects of the whole file (Parquet).
// Prints rows/s and peak RSS. Usage: node bench/fightbench.bench.mjs [--quick] [--rows N] [--fast-path]
// --fast-path: times only the fast row path (FastRowChecker.scanLine, from a tsc build of the sources in
// bench/.data/tsc) on the first 20,000 lines of the JSONL, in this process, 8 passes, secret scan on and off;
// $BENCHGATE_BASE_FASTROW: another tsc build's src/suites/fightbench/fastrow.js, timed in the same process.
// $BENCHGATE_BASE_CLI: another build's cli.js (e.g. of main), timed in the same run for a before/after comparison.
// CLI: $BENCHGATE_CLI, else dist/cli.js, else a tsc build of the sources (bench/.data/tsc) run through
// bench/lib/fightbench-verify-runner.mjs.
// The Parquet files are written by bench/lib/mini-parquet-writer.mjs (PLAIN encoding): one with literal-only Snappy pages,
// one with really compressed Snappy pages (bench/lib/snappy-compress.mjs), as real writers produce.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { openParquetWriter, SCHEMA_V1_COLUMNS } from './lib/mini-parquet-writer.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DATA = join(ROOT, 'bench', '.data');
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const rowsArg = args.indexOf('--rows');
const N = rowsArg >= 0 ? Number(args[rowsArg + 1]) : quick ? 10_000 : 100_000;
const GROUP = 5_000;
mkdirSync(DATA, { recursive: true });

function makeRow(i) {
  const actions = [];
  for (let t = 0; t < 24; t++)
    actions.push({
      turn: t,
      entrant: t % 2,
      action: { type: 'move', dx: ((i + t) % 3) - 1, dy: ((i * t) % 3) - 1 },
      atMs: t * 250
    });
  // The scenario hash is contentHash(scenario without hash) (RFC 8785 of {id, variant}), so that the rows are valid (FB045).
  const scenarioBody = `{"id":"arena@3","variant":${i % 7}}`;
  const replay = JSON.stringify({
    engineVersion: '0.1.1',
    scenario: { id: 'arena@3', variant: i % 7, hash: createHash('sha256').update(scenarioBody).digest('hex') },
    seed: `seed-${i}`,
    config: { turns: 24, temperature: 0.7 },
    actions,
    diagnostics: []
  });
  const calls =
    i % 4 === 0
      ? '[]'
      : JSON.stringify([
          { id: `c${i}`, model: 'model-x', tokens: { in: 812, out: 64 }, costUsd: 0.0012, latencyMs: 420 }
        ]);
  return {
    schemaVersion: 1,
    matchId: `match-${String(i).padStart(7, '0')}`,
    pool: ['official', 'live', 'private'][i % 3],
    mode: 'duel',
    scenarioId: 'arena@3',
    stateHash: createHash('sha256').update(`state-${i}`).digest('hex'),
    replay,
    io: JSON.stringify([{ turn: 0, status: 'ok', callRef: `c${i}`, ms: 420 }]),
    calls,
    decisions: JSON.stringify([{ observation: { hp: 100 }, action: 'move', attempts: 1 }]),
    accounting: i % 4 === 0 ? null : JSON.stringify({ costUsd: 0.0012, complete: true })
  };
}

function generate() {
  const jsonl = join(DATA, `fightbench-${N}.jsonl`);
  const parquet = join(DATA, `fightbench-${N}.parquet`);
  const compressed = join(DATA, `fightbench-${N}-snappy.parquet`);
  if (existsSync(jsonl) && existsSync(parquet) && existsSync(compressed)) return { jsonl, parquet, compressed };
  const t0 = performance.now();
  const fd = openSync(jsonl, 'w');
  const w = openParquetWriter(parquet, SCHEMA_V1_COLUMNS, { codec: 'SNAPPY' });
  // The same rows with really compressed Snappy pages (copies and literals), as pyarrow or DuckDB write them.
  const wc = openParquetWriter(compressed, SCHEMA_V1_COLUMNS, { codec: 'SNAPPY', snappy: 'compressed' });
  for (let g = 0; g < N; g += GROUP) {
    const rows = [];
    for (let i = g; i < Math.min(N, g + GROUP); i++) rows.push(makeRow(i));
    writeSync(fd, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
    w.writeRowGroup(rows);
    wc.writeRowGroup(rows);
  }
  closeSync(fd);
  w.close();
  wc.close();
  console.log(`generated ${N} rows in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  return { jsonl, parquet, compressed };
}

/** A tsc build of the sources in bench/.data/tsc (kept between runs; `fresh` rebuilds it). */
function tscBuild(fresh = false) {
  const build = join(DATA, 'tsc');
  if (fresh || !existsSync(join(build, 'src', 'suites', 'fightbench', 'cli.js'))) {
    rmSync(build, { recursive: true, force: true });
    const r = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '--outDir', build], {
      cwd: ROOT,
      stdio: 'inherit'
    });
    if (r.status !== 0) throw new Error('tsc build failed');
  }
  return build;
}

function cliCommand() {
  const cli = process.env.BENCHGATE_CLI ?? join(ROOT, 'dist', 'cli.js');
  if (existsSync(cli))
    return { label: cli, argv: (files) => [cli, 'fightbench', 'verify', ...files, '--format', 'json'] };
  const build = tscBuild();
  const runner = join(ROOT, 'bench', 'lib', 'fightbench-verify-runner.mjs');
  return {
    label: `${runner} (tsc build; dist/cli.js not found)`,
    argv: (files) =>
      [runner, build, 'fightbench', ...[], ...files, '--format', 'json'].filter((a) => a !== 'fightbench')
  };
}

function timed(label, argv) {
  const rssFile = join(DATA, `rss-${process.pid}.txt`);
  rmSync(rssFile, { force: true });
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', join(ROOT, 'bench', 'lib', 'report-rss.mjs'), ...argv], {
    cwd: ROOT,
    env: { ...process.env, BENCH_RSS_FILE: rssFile },
    maxBuffer: 256 * 1024 * 1024,
    encoding: 'utf8'
  });
  const s = (performance.now() - t0) / 1000;
  const u = existsSync(rssFile) ? JSON.parse(readFileSync(rssFile, 'utf8')) : { rss: NaN, cpuMs: NaN };
  rmSync(rssFile, { force: true });
  return { label, s, cpu: u.cpuMs / 1000, rss: u.rss, status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const fmt = (x) => Math.round(x).toLocaleString('en-US');
const { jsonl, parquet, compressed } = generate();

/** CPU ms per pass of `scan` over every line, `passes` times, sorted. */
function timePasses(scan, lineCount, passes) {
  const times = [];
  for (let p = 0; p < passes; p++) {
    const t0 = process.cpuUsage();
    let clean = 0;
    for (let i = 0; i < lineCount; i++) if (scan(i) !== 0) clean++;
    const u = process.cpuUsage(t0);
    times.push((u.user + u.system) / 1000);
    if (clean !== lineCount) throw new Error(`the fast path took ${clean} of ${lineCount} lines`);
  }
  return times.sort((a, b) => a - b);
}

if (args.includes('--fast-path')) {
  const bytes = readFileSync(jsonl).subarray(0, 80_000_000);
  const starts = [];
  const ends = [];
  for (let i = 0, s = 0; i < bytes.length && starts.length < 20_000; i++)
    if (bytes[i] === 10) {
      starts.push(s);
      ends.push(i);
      s = i + 1;
    }
  const builds = [['sources', join(tscBuild(true), 'src', 'suites', 'fightbench', 'fastrow.js')]];
  if (process.env.BENCHGATE_BASE_FASTROW) builds.unshift(['base', resolve(process.env.BENCHGATE_BASE_FASTROW)]);
  console.log(`fast path only: ${starts.length} lines; CPU ms per pass (8 passes, sorted; lines/s from the median)`);
  for (const secretScan of [true, false])
    for (const [label, file] of builds) {
      const { FastRowChecker } = await import(pathToFileURL(file).href);
      const checker = new FastRowChecker({
        engineVersions: ['0.1.1', '0.2.0'],
        maxCellBytes: 1 << 20,
        checkColumnSet: true,
        secretScan,
        canonicalization: 'any'
      });
      const times = timePasses((i) => checker.scanLine(bytes, starts[i], ends[i]), starts.length, 8);
      const median = (times[3] + times[4]) / 2;
      console.log(
        `${label.padEnd(8)} secret scan ${secretScan ? 'on ' : 'off'}: ${times.map((t) => t.toFixed(0)).join(' ')}  ${fmt((starts.length / median) * 1000)} lines/s`
      );
    }
  process.exit(0);
}
console.log(
  `data: ${jsonl} (${(statSync(jsonl).size / 1e6).toFixed(0)} MB), ${parquet} (${(statSync(parquet).size / 1e6).toFixed(0)} MB, literal-only Snappy pages), ${compressed} (${(statSync(compressed).size / 1e6).toFixed(0)} MB, compressed Snappy pages), ${N} rows, row groups of ${GROUP}`
);
const cli = cliCommand();
console.log(`cli: ${cli.label}`);
// Optional: another build (e.g. of main) timed in the same run, for a before/after comparison under the same load.
const base = process.env.BENCHGATE_BASE_CLI;
if (base) console.log(`base cli: ${base}`);
const baseArgv = (files) => [base, 'fightbench', 'verify', ...files, '--format', 'json'];
const runs = [
  timed('baseline JSONL: readFileSync + split + JSON.parse', [
    join(ROOT, 'bench', 'lib', 'fightbench-baselines.mjs'),
    'jsonl',
    jsonl
  ]),
  ...(base ? [timed('base build: fightbench verify (JSONL)', baseArgv([jsonl]))] : []),
  timed('benchgate fightbench verify (JSONL)', cli.argv([jsonl])),
  timed('baseline Parquet: parquetReadObjects (whole file)', [
    join(ROOT, 'bench', 'lib', 'fightbench-baselines.mjs'),
    'parquet',
    parquet
  ]),
  ...(base ? [timed('base build: fightbench verify (Parquet)', baseArgv([parquet]))] : []),
  timed('benchgate fightbench verify (Parquet)', cli.argv([parquet])),
  timed('baseline Parquet, compressed pages: parquetReadObjects', [
    join(ROOT, 'bench', 'lib', 'fightbench-baselines.mjs'),
    'parquet',
    compressed
  ]),
  ...(base ? [timed('base build: fightbench verify (Parquet, compressed)', baseArgv([compressed]))] : []),
  timed('benchgate fightbench verify (Parquet, compressed)', cli.argv([compressed]))
];
console.log('');
console.log(
  `load average ${loadavg()
    .map((x) => x.toFixed(1))
    .join(
      ' '
    )} on ${cpus().length} cores (wall time is unreliable under load; CPU time = user + system of the one process)`
);
console.log('run'.padEnd(55) + 'exit   wall s  rows/s(wall)   CPU s  rows/s(CPU)   peak RSS');
for (const r of runs)
  console.log(
    r.label.padEnd(55) +
      String(r.status).padEnd(5) +
      r.s.toFixed(2).padStart(8) +
      fmt(N / r.s).padStart(14) +
      r.cpu.toFixed(2).padStart(8) +
      fmt(N / r.cpu).padStart(13) +
      `${(r.rss / 1048576).toFixed(0)} MB`.padStart(11)
  );
for (const r of runs.filter((x) => x.label.startsWith('benchgate') || x.label.startsWith('base build'))) {
  try {
    const rep = JSON.parse(r.stdout);
    const a = rep.suites[0].artifacts[0];
    console.log(
      `${r.label}: verdict ${rep.verdict}; gates ${a.gates.map((g) => `${g.id}=${g.status}`).join(', ')}; rows ${a.facts?.rows}`
    );
  } catch {
    console.log(`${r.label}: could not parse the report (exit ${r.status}) ${r.stderr.slice(0, 500)}`);
  }
}
const jl = runs.find((r) => r.label === 'benchgate fightbench verify (JSONL)');
const pq = runs.find((r) => r.label === 'benchgate fightbench verify (Parquet)');
const pc = runs.find((r) => r.label === 'benchgate fightbench verify (Parquet, compressed)');
const ok = (x, goal) => `${fmt(x)} ${x >= goal ? 'OK' : 'MISSED'}`;
console.log(
  `\ngoals (CPU time, one core): JSONL >= 50,000 rows/s: ${ok(N / jl.cpu, 50000)}; Parquet >= 20,000 rows/s: literal pages ${ok(N / pq.cpu, 20000)}, compressed pages ${ok(N / pc.cpu, 20000)}`
);
