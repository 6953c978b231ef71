// How `benchgate check` cost grows with the repository (issue #25).
//
//   node bench/growth.bench.mjs [--quick] [--sizes 1,10,100,1000] [--workflows 1,5,20]
//       BENCHGATE_CLI=path/to/cli.js (default dist/cli.js)
//       BENCHGATE_BASE_CLI=path/to/base/cli.js  also runs the base build on each repository, alternating
//
// Generates, in a temporary folder, repositories of 1, 10, 100 and 1,000 copies of every bundled
// example family (a release with ARTIFACT_MANIFEST.tsv whose data differ per copy, PQID evaluation
// JSONL + run manifest, a pcs bundle, FightBench JSONL + Parquet twins) and repositories of 1, 5
// and 20 Qsolve workflows (copies of examples/qsolve/vertex-cover-js with its two smallest cases:
// path-5 on sim-cpu and on fake:fez@1.6, the seed varied per copy),
// runs `node CLI check DIR --no-cache --format json` on each, once, and prints wall time, CPU time,
// peak RSS, the per-artifact cost and, per suite, the first artifact's time against the median of
// the others (a per-run start-up cost shows as a large first artifact; a per-artifact start-up
// cost shows as a large median that does not fall with the size).
// Peak RSS: `/usr/bin/time` where present (the largest of the process tree's members), else the
// CLI's own process.resourceUsage().maxRSS through a wrapper (children not included).
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const ex = join(root, 'examples');
const TIME = '/usr/bin/time';

const argv = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : dflt;
};
const quick = argv.includes('--quick');
const sizes = opt('--sizes', quick ? '1,10,100' : '1,10,100,1000')
  .split(',')
  .map(Number);
const workflows = opt('--workflows', quick ? '1,5' : '1,5,20')
  .split(',')
  .map(Number);
const cli = resolve(process.env.BENCHGATE_CLI ?? join(root, 'dist/cli.js'));
const baseCli = process.env.BENCHGATE_BASE_CLI ? resolve(process.env.BENCHGATE_BASE_CLI) : undefined;

const WRAPPER = `
const [cli, ...rest] = process.argv.slice(1);
process.argv = [process.argv[0], cli, ...rest];
process.on('exit', () => { const u = process.resourceUsage(); process.stderr.write('\\n@@ru ' + u.maxRSS + ' ' + (u.userCPUTime + u.systemCPUTime) / 1e3 + '\\n'); });
await import(cli);
`;

function run(args, timeoutMs) {
  return new Promise((done) => {
    const t0 = performance.now();
    const child = spawn(args[0], args.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '',
      err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      done({ code, out, err, wallMs: performance.now() - t0 });
    });
  });
}

/** `check DIR` with this CLI: wall ms, CPU ms, peak RSS KiB, the report. */
async function check(cliPath, dir) {
  // Without /usr/bin/time, a wrapper reports the CLI's own resource use. The wrapper is not used
  // otherwise: the Qsolve sandbox starts workflow runners with the parent's execArgv, which would
  // then carry the wrapper's `-e` (the runs fail).
  const checkArgs = [cliPath, 'check', dir, '--no-cache', '--format', 'json'];
  const withTime = existsSync(TIME);
  const r = await run(
    withTime
      ? [TIME, '-f', '@@time %e %U %S %M', process.execPath, ...checkArgs]
      : [process.execPath, '--input-type=module', '-e', WRAPPER, ...checkArgs],
    3_600_000
  );
  if (r.code !== 0 && !r.out.trim()) throw new Error(`check ${dir} exited ${r.code}: ${r.err.slice(0, 2000)}`);
  const report = JSON.parse(r.out);
  const ru = /@@ru (\d+) ([\d.]+)/.exec(r.err);
  const tm = /@@time ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(r.err);
  return {
    code: r.code,
    wallMs: r.wallMs,
    cpuMs: tm ? (Number(tm[2]) + Number(tm[3])) * 1e3 : Number(ru?.[2] ?? NaN),
    rssKiB: tm ? Number(tm[4]) : Number(ru?.[1] ?? NaN),
    report
  };
}

// ---------------------------------------------------------------------------------------------
// Repositories

const sha = (b) => createHash('sha256').update(b).digest('hex');

/** A release whose results differ per copy, with its manifest recomputed. */
function release(dir, i) {
  cpSync(join(ex, 'release'), dir, { recursive: true });
  const csv = readFileSync(join(dir, 'data/results.csv'), 'utf8') + `copy-${i},${(i * 0.001).toFixed(3)}\n`;
  writeFileSync(join(dir, 'data/results.csv'), csv);
  const rows = ['README.md', 'data/results.csv', 'data/summary.tsv'].map((p) => {
    const b = readFileSync(join(dir, p));
    return `${p}\t${b.length}\t${sha(b)}`;
  });
  writeFileSync(join(dir, 'ARTIFACT_MANIFEST.tsv'), ['path\tbytes\tsha256', ...rows].join('\n') + '\n');
}

function artifactRepo(dir, n) {
  for (let i = 0; i < n; i++) {
    const d = join(dir, `a${String(i).padStart(4, '0')}`);
    mkdirSync(d, { recursive: true });
    release(join(d, 'release'), i);
    for (const f of ['pqid', 'pcs', 'fightbench']) cpSync(join(ex, f), join(d, f), { recursive: true });
  }
}

function workflowRepo(dir, n) {
  for (let i = 0; i < n; i++) {
    const d = join(dir, `w${String(i).padStart(2, '0')}`);
    cpSync(join(ex, 'qsolve/vertex-cover-js'), d, { recursive: true });
    const yaml = readFileSync(join(d, 'qsolve.yaml'), 'utf8').replace(/^name: .*$/m, `name: vertex-cover-js-${i}`);
    writeFileSync(join(d, 'qsolve.yaml'), yaml);
    writeFileSync(
      join(d, 'benchmarks/cases.yaml'),
      [
        'cases:',
        '  - name: path-5',
        '    input_file: examples/path_5.json',
        `    seed: ${i + 1}`,
        '    expect: {max_gap: 0.0}',
        '  - name: noise-model-path-5',
        '    input_file: examples/path_5.json',
        '    target: fake:fez@1.6',
        `    seed: ${i + 1}`,
        '    expect: {max_gap: 0.0, min_fidelity: 0.97, max_two_qubit_gates: 20}',
        ''
      ].join('\n')
    );
  }
}

// ---------------------------------------------------------------------------------------------

const median = (xs) => {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const f0 = (x) => (Number.isFinite(x) ? x.toFixed(0) : '–');
const f1 = (x) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const f2 = (x) => (Number.isFinite(x) ? x.toFixed(2) : '–');

/** Per suite: artifacts, first artifact's ms, median of the others' ms. */
function perSuite(report) {
  const out = {};
  for (const s of report.suites) {
    if (s.artifacts.length === 0) continue;
    const d = s.artifacts.map((a) => a.durationMs ?? NaN);
    out[s.suite] = { n: d.length, first: d[0], rest: median(d.slice(1)) };
  }
  return out;
}

async function measure(kind, size, make, log) {
  const dir = mkdtempSync(join(tmpdir(), `benchgate-growth-${kind}-${size}-`));
  try {
    make(dir, size);
    const rows = [];
    for (const [label, c] of baseCli
      ? [
          ['base', baseCli],
          ['this', cli]
        ]
      : [['this', cli]]) {
      const r = await check(c, dir);
      const artifacts = r.report.counts?.artifacts ?? NaN;
      rows.push({ label, size, artifacts, verdict: r.report.verdict, code: r.code, ...r, suites: perSuite(r.report) });
    }
    for (const r of rows) {
      const suites = Object.entries(r.suites)
        .map(([k, v]) => `${k} ${f0(v.first)}/${f1(v.rest)}`)
        .join(', ');
      log(
        `| ${kind} | ${r.label} | ${size} | ${r.artifacts} | ${r.verdict} | ${f0(r.wallMs)} | ${f0(r.cpuMs)} | ${f0(r.rssKiB / 1024)} | ${f2(r.cpuMs / r.artifacts)} | ${suites} |`
      );
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function bench({ log = console.log } = {}) {
  log(
    `CLI ${cli}${baseCli ? `, base ${baseCli}` : ''}; peak RSS by ${existsSync(TIME) ? '/usr/bin/time (largest process of the tree)' : 'the CLI process (resourceUsage)'}`
  );
  log('per suite: first artifact ms / median of the other artifacts ms (durationMs in the report)\n');
  log(
    '| repository | build | copies | artifacts | verdict | wall ms | CPU ms | peak RSS MiB | CPU ms per artifact | per suite |'
  );
  log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  const all = [];
  for (const s of sizes) all.push(...(await measure('families', s, artifactRepo, log)));
  for (const w of workflows) all.push(...(await measure('qsolve', w, workflowRepo, log)));
  // Growth: CPU per artifact from the smallest to the largest size of each kind, for this build.
  for (const kind of ['families', 'qsolve']) {
    const mine = all.filter((r) => r.label === 'this' && (kind === 'qsolve' ? r.suites.qsolve : !r.suites.qsolve));
    if (mine.length < 2) continue;
    const a = mine[0],
      b = mine[mine.length - 1];
    const extra = (b.cpuMs - a.cpuMs) / (b.artifacts - a.artifacts);
    log(
      `\n${kind}: marginal CPU per added artifact ${f2(extra)} ms (from ${a.artifacts} to ${b.artifacts} artifacts); ` +
        `CPU ${f0(a.cpuMs)} → ${f0(b.cpuMs)} ms for ×${f1(b.artifacts / a.artifacts)} artifacts (×${f1(b.cpuMs / a.cpuMs)}); ` +
        `peak RSS ${f0(a.rssKiB / 1024)} → ${f0(b.rssKiB / 1024)} MiB`
    );
  }
  for (const r of all.filter((x) => x.verdict !== 'pass')) {
    log(
      `\n${r.label} ${r.size}: ${JSON.stringify(r.report.findings.filter((f) => f.severity === 'error').slice(0, 3))}`
    );
  }
  const bad = all.filter((r) => r.verdict !== 'pass');
  if (bad.length) throw new Error(`check failed on ${bad.map((r) => `${r.label} ${r.size}`).join(', ')}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  bench().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
