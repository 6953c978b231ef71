// Start-up of the built entries: wall and CPU time (median of N runs) of the CLI (`node dist/cli.js --version`, `--help`,
// `codes`, a one-suite check of a small tree, `check examples`) and of the action (`node dist/index.js` as the runner
// starts it, INPUT_* variables, on the same small tree), the number of bundle chunks each loads (ncc names them
// <n>.index.js) and the kilobytes of the build's files it loads (counted with a load hook).
//   node bench/startup.bench.mjs [--runs N] [--quick]
//   BENCHGATE_BASE_CLI=/tmp/base/cli.js node bench/startup.bench.mjs   A/B: the base build runs alternately in the
//   same loop (its action is the index.js beside that cli.js).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : quick ? 3 : 9;
const builds = [['this', join(root, 'dist')]];
if (process.env.BENCHGATE_BASE_CLI) builds.push(['base', dirname(resolve(process.env.BENCHGATE_BASE_CLI))]);

const tmp = mkdtempSync(join(tmpdir(), 'benchgate-startup-'));
// A loader hook (node:module register, Node 20.6+) that appends the URL of every module the process loads to the
// file $BENCHGATE_LOAD_LOG (one extra run per case), and, in the timed runs, the process's CPU time (user + system,
// every thread) at exit to $BENCHGATE_CPU_LOG: CPU time is steadier than wall time on a busy machine, and the bytes
// of the build's code a command loads do not vary at all.
const hooks = join(tmp, 'hooks.mjs');
writeFileSync(
  hooks,
  [
    "import { appendFileSync } from 'node:fs';",
    'export async function load(url, ctx, next) {',
    '  appendFileSync(process.env.BENCHGATE_LOAD_LOG, url + "\\n");',
    '  return next(url, ctx);',
    '}'
  ].join('\n')
);
const hook = join(tmp, 'register.mjs');
writeFileSync(
  hook,
  `import { register } from 'node:module';\nregister(${JSON.stringify(new URL(`file://${hooks}`).href)});\n`
);
// Timed runs load only this (no loader hook, which would slow every module load).
const cpuHook = join(tmp, 'cpu.mjs');
writeFileSync(
  cpuHook,
  [
    "import { appendFileSync } from 'node:fs';",
    "process.on('exit', () => {",
    '  const u = process.cpuUsage();',
    "  appendFileSync(process.env.BENCHGATE_CPU_LOG, (u.user + u.system) / 1000 + '\\n');",
    '});'
  ].join('\n')
);
const loadLog = join(tmp, 'loaded.log');
const cpuLog = join(tmp, 'cpu.log');
/** The bundle chunks (ncc names them <n>.index.js) and the bytes of the build's own files one run loads, in all its threads. */
function loaded(c, dist) {
  writeFileSync(loadLog, '');
  once(c, dist, ['--import', hook], { BENCHGATE_LOAD_LOG: loadLog });
  // Each thread (the simulation worker is one) loads and parses its files itself: a file counts once per thread.
  const files = readFileSync(loadLog, 'utf8')
    .split('\n')
    .filter((u) => u.startsWith('file:'))
    .map((u) => fileURLToPath(u))
    .filter((f) => f.startsWith(dist + sep));
  return {
    chunks: files.filter((f) => /\/\d+\.index\.js$/.test(f)).length,
    kb: files.reduce((n, f) => n + statSync(f).size, 0) / 1024
  };
}

// The small tree: one ARTIFACT_MANIFEST.tsv release (examples/release), in a workspace of its own for the action.
const ws = join(tmp, 'ws');
cpSync(join(root, 'examples', 'release'), join(ws, 'release'), { recursive: true });
const small = join(ws, 'release');
// The action's environment as the runner gives it (no cache service, so cache: false), files under the temp dir.
function actionEnv() {
  const env = {};
  for (const [k, v] of Object.entries(process.env))
    if (!/^(INPUT_|GITHUB_|ACTIONS_|RUNNER_)/.test(k) && k !== 'NODE_OPTIONS') env[k] = v;
  const io = join(tmp, 'io');
  mkdirSync(io, { recursive: true });
  for (const f of ['summary.md', 'output.txt']) writeFileSync(join(io, f), '');
  return {
    ...env,
    INPUT_PATH: 'release',
    INPUT_CACHE: 'false',
    GITHUB_WORKSPACE: ws,
    GITHUB_STEP_SUMMARY: join(io, 'summary.md'),
    GITHUB_OUTPUT: join(io, 'output.txt'),
    RUNNER_TEMP: io
  };
}

/** [label, entry file under dist/, argv, env] */
const cases = [
  ['cli --version', 'cli.js', ['--version']],
  ['cli --help', 'cli.js', ['--help']],
  ['cli codes', 'cli.js', ['codes']],
  ['cli check small tree', 'cli.js', ['check', small, '--no-cache', '--format', 'json']],
  [
    'cli check --suites artifact-manifest examples',
    'cli.js',
    ['check', join(root, 'examples'), '--suites', 'artifact-manifest', '--no-cache', '--format', 'json']
  ],
  ['cli check examples', 'cli.js', ['check', join(root, 'examples'), '--no-cache', '--format', 'json']],
  ['action check small tree', 'index.js', [], actionEnv]
];

function once([, entry, argv, env], dist, extra = [], extraEnv = {}) {
  const file = join(dist, entry);
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [...extra, file, ...argv], {
    encoding: 'utf8',
    cwd: ws,
    maxBuffer: 1 << 28,
    env: { ...(env ? env() : process.env), ...extraEnv }
  });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${file} ${argv.join(' ')}: exit ${r.status}\n${r.stderr}`);
  return { ms, stderr: r.stderr };
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log(`runs: ${runs} per case and build (alternating)`);
console.log('| command | build | median ms | min ms | median CPU ms | chunks loaded | KB of dist loaded |');
console.log('|---|---|---:|---:|---:|---:|---:|');
try {
  for (const c of cases) {
    const label = c[0];
    const present = builds.filter(([, dist]) => existsSync(join(dist, c[1])));
    const n = label === 'cli check examples' ? Math.max(1, Math.ceil(runs / 3)) : runs;
    const times = new Map(present.map(([b]) => [b, []]));
    const cpu = new Map(present.map(([b]) => [b, []]));
    for (let i = 0; i < n; i++)
      for (const [b, dist] of present) {
        writeFileSync(cpuLog, '');
        times.get(b).push(once(c, dist, ['--import', cpuHook], { BENCHGATE_CPU_LOG: cpuLog }).ms);
        cpu.get(b).push(Number(readFileSync(cpuLog, 'utf8').trim()));
      }
    for (const [b, dist] of present) {
      const l = loaded(c, dist);
      const xs = times.get(b);
      console.log(
        `| ${label} | ${b} | ${median(xs).toFixed(0)} | ${Math.min(...xs).toFixed(0)} | ${median(cpu.get(b)).toFixed(0)} | ${l.chunks} | ${l.kb.toFixed(0)} |`
      );
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
