// Benchmark: validation + digest recomputation of a large generated PcsBenchIngest.v0 bundle (default ~4 MB: the
// largest that stays inside the pcs structure bounds, PCS_BOUNDS in src/suites/pcs/options.ts; a larger one is BG020)
// vs a baseline of plain JSON.parse + JSON.stringify of the same file, in the same run.
//
//   node bench/pcs.bench.mjs [--quick] [--mb N] [--runs N]
//
// It times the built CLI (`benchgate pcs validate FILE --digests strict --release-grade --format json`) at
// process.env.BENCHGATE_CLI ?? 'dist/cli.js' when that file exists. Without a built CLI it compiles the sources
// with tsc into bench/.data/build and times the pcs checker module in-process (same code path as the CLI, minus
// process start-up). Data is generated under bench/.data/ (gitignored). No timing assertions anywhere.
import { createHash } from 'node:crypto';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const argNum = (name, d) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : d;
};
const targetMb = argNum('--mb', quick ? 2 : 4);
const repeats = argNum('--runs', quick ? 2 : 3);
const data = join(root, 'bench', '.data');
mkdirSync(data, { recursive: true });

// ---------------------------------------------------------------------------------------------------------------
// Data: a labtrust-gym bundle with N runs, one ref per run, one coverage report; every digest correct.
const sortKeys = (v) =>
  Array.isArray(v)
    ? v.map(sortKeys)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, sortKeys(v[k])])
        )
      : v;
// Valid Python-canonical form here: ASCII keys only, no integral floats, no exponent-form floats.
const digest = (obj) => {
  const { signature_or_digest: _s, artifact_digest: _a, signature: _g, ...rest } = obj;
  return (
    'sha256:' +
    createHash('sha256')
      .update(JSON.stringify(sortKeys(rest)), 'utf8')
      .digest('hex')
  );
};
const withDigest = (o) => ((o.signature_or_digest = digest(o)), o);
const REPO = 'https://github.com/fraware/LabTrust-Gym';
const COMMIT = '1b0f3c2d4e5a69788796a5b4c3d2e1f001122334';

function generate(file, mb) {
  const perRun = 1450; // bytes per run + ref, pretty-printed
  const n = Math.max(10, Math.round((mb * 1024 * 1024) / perRun));
  const runs = [];
  const refs = [];
  for (let i = 0; i < n; i++) {
    const passed = i % 7 !== 0;
    const run = withDigest({
      schema_version: 'v0',
      run_id: `bench-run-${i}`,
      task_id: `task-${i % 97}`,
      case_id: `case-${i}`,
      started_at: '2026-06-28T00:48:40Z',
      completed_at: '2026-06-28T00:48:41Z',
      commands: [{ command: `labtrust benchmark run --case case-${i}`, exit_code: passed ? 0 : 1 }],
      artifacts_produced: [`runs/${i}/trace.json`, `runs/${i}/receipt.json`],
      observed_status: passed ? 'passed' : 'failed',
      observed_failure_code: passed ? null : 'trace_hash_mismatch',
      observed_responsible_component: passed ? null : 'hashing',
      observed_repair_hint: passed ? null : 'align_hash',
      duration_ms: 1000 + (i % 5000),
      source_repo: REPO,
      source_commit: COMMIT,
      signature_or_digest: ''
    });
    runs.push(run);
    refs.push(
      withDigest({
        schema_version: 'v0',
        artifact_type: 'BenchmarkRun.v0',
        path: `benchmark_runs/run-${i}.v0.json`,
        sha256: run.signature_or_digest,
        role: 'producer_export',
        source_repo: REPO,
        source_commit: COMMIT,
        signature_or_digest: ''
      })
    );
  }
  const cov = withDigest({
    schema_version: 'v0',
    coverage_id: 'bench-cov',
    metric: 'release_reproducibility',
    metric_id: 'release_reproducibility_score',
    numerator: 13.5,
    denominator: 27.5,
    coverage_ratio: 0.4909090909090909,
    details: { note: 'generated' },
    source_repo: REPO,
    source_commit: COMMIT,
    signature_or_digest: ''
  });
  refs.push(
    withDigest({
      schema_version: 'v0',
      artifact_type: 'CoverageReport.v0',
      path: 'coverage/bench.v0.json',
      sha256: cov.signature_or_digest,
      role: 'producer_export',
      source_repo: REPO,
      source_commit: COMMIT,
      signature_or_digest: ''
    })
  );
  const ingest = withDigest({
    schema_version: 'v0',
    producer_id: 'labtrust-gym',
    suite_id: 'bench-suite',
    workflow_id: 'labtrust.qc_release_v0.1',
    benchmark_runs: runs,
    coverage_reports: [cov],
    failure_localization_reports: [],
    explain_quality_reports: [],
    profile_coverage_reports: [],
    commands: [{ command: 'make pcs-bench-producer', exit_code: 0 }],
    logs: [],
    source_repo: REPO,
    source_commit: COMMIT,
    signature_or_digest: '',
    artifact_refs: refs
  });
  writeFileSync(file, JSON.stringify(ingest, null, 2) + '\n');
  return n;
}

const file = join(data, `pcs-bench-${targetMb}mb.pcs_bench_ingest.json`);
let runsCount;
if (!existsSync(file)) runsCount = generate(file, targetMb);
const size = statSync(file).size;

// ---------------------------------------------------------------------------------------------------------------
const cli = process.env.BENCHGATE_CLI ?? join(root, 'dist', 'cli.js');
let mode;
let subject;
if (existsSync(cli)) {
  mode = `CLI ${cli}`;
  subject = () => {
    const r = spawnSync(
      process.execPath,
      [cli, 'pcs', 'validate', file, '--digests', 'strict', '--release-grade', '--format', 'json'],
      { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 }
    );
    if (r.status !== 0) throw new Error(`benchgate exited ${r.status}: ${r.stderr || r.stdout.slice(0, 2000)}`);
    return JSON.parse(r.stdout).verdict;
  };
} else {
  const build = join(data, 'build');
  const mod = join(build, 'src', 'suites', 'pcs', 'check-document.js');
  if (!existsSync(mod) || process.env.PCS_BENCH_REBUILD) {
    console.log('no built CLI; compiling the sources with tsc into bench/.data/build ...');
    execFileSync(
      process.execPath,
      [
        join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
        '-p',
        join(root, 'tsconfig.json'),
        '--outDir',
        build,
        '--noEmit',
        'false',
        '--declaration',
        'false',
        '--sourceMap',
        'false'
      ],
      { stdio: 'inherit', cwd: root }
    );
  }
  const { checkPcsDocument } = await import(pathToFileURL(mod).href);
  const { DEFAULT_OPTIONS } = await import(pathToFileURL(join(build, 'src', 'suites', 'pcs', 'options.js')).href);
  mode = 'in-process module (tsc build; no CLI found)';
  subject = () => {
    const bytes = readFileSync(file);
    const c = checkPcsDocument('bench.json', bytes, {
      ...DEFAULT_OPTIONS,
      maxBytes: 1024 * 1024 * 1024,
      digests: 'strict',
      releaseGrade: true
    });
    const failed =
      c.result.gates.some((g) => g.status === 'fail' || g.status === 'undecided') ||
      c.result.findings.some((f) => f.severity === 'error');
    return failed ? 'fail' : 'pass';
  };
}
const baseline = () => {
  const text = readFileSync(file, 'utf8');
  const v = JSON.parse(text);
  return JSON.stringify(v).length;
};

function time(fn) {
  const times = [];
  let out;
  for (let i = 0; i < repeats; i++) {
    const t0 = performance.now();
    out = fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], min: times[0], out };
}

const rssBefore = process.memoryUsage().rss;
const b = time(baseline);
const s = time(subject);
const rssAfter = process.memoryUsage().rss;
const mb = (size / 1024 / 1024).toFixed(1);
console.log(
  `pcs bench: ${mb} MB bundle${runsCount ? ` (${runsCount} runs + refs, generated)` : ''}, ${repeats} repeats, ${mode}`
);
console.log(`  baseline JSON.parse + JSON.stringify : median ${b.median.toFixed(0)} ms (min ${b.min.toFixed(0)})`);
console.log(
  `  pcs validate + digests strict        : median ${s.median.toFixed(0)} ms (min ${s.min.toFixed(0)}), verdict ${s.out}`
);
console.log(
  `  ratio ${(s.median / b.median).toFixed(1)}x baseline; throughput ${(size / 1024 / 1024 / (s.median / 1000)).toFixed(1)} MB/s; rss growth ${((rssAfter - rssBefore) / 1024 / 1024).toFixed(0)} MB`
);
if (s.out !== 'pass') {
  console.error('unexpected verdict: the generated bundle should pass');
  process.exitCode = 1;
}
