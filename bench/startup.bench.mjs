// CLI start-up: wall time of `node dist/cli.js --help`, `codes`, a one-suite check and `check examples` (median of N
// runs), and the number of the CLI's chunks each command loads (dist/cli/<n>.index.js, counted with a load hook).
//   node bench/startup.bench.mjs [--runs N] [--quick]
//   BENCHGATE_BASE_CLI=/tmp/base/cli.js node bench/startup.bench.mjs   A/B: the base build runs alternately in the same loop.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : quick ? 3 : 9;
const builds = [['this', join(root, 'dist', 'cli.js')]];
if (process.env.BENCHGATE_BASE_CLI) builds.push(['base', resolve(process.env.BENCHGATE_BASE_CLI)]);

const tmp = mkdtempSync(join(tmpdir(), 'benchgate-startup-'));
// A loader hook (node:module register, Node 20.6+) that appends every CLI chunk the process loads (ncc names them
// <n>.index.js) to the file $BENCHGATE_CHUNK_LOG.
const hooks = join(tmp, 'hooks.mjs');
writeFileSync(
  hooks,
  [
    "import { appendFileSync } from 'node:fs';",
    'export async function load(url, ctx, next) {',
    '  if (/\\/\\d+\\.index\\.js$/.test(url)) appendFileSync(process.env.BENCHGATE_CHUNK_LOG, url + "\\n");',
    '  return next(url, ctx);',
    '}'
  ].join('\n')
);
const hook = join(tmp, 'register.mjs');
writeFileSync(
  hook,
  `import { register } from 'node:module';\nregister(${JSON.stringify(new URL(`file://${hooks}`).href)});\n`
);
const chunkLog = join(tmp, 'chunks.log');
function chunksLoaded(cli, argv) {
  writeFileSync(chunkLog, '');
  once(cli, argv, ['--import', hook], { ...process.env, BENCHGATE_CHUNK_LOG: chunkLog });
  return new Set(readFileSync(chunkLog, 'utf8').split('\n').filter(Boolean)).size;
}
const cases = [
  ['--help', ['--help']],
  ['codes', ['codes']],
  [
    'check --suites artifact-manifest examples',
    ['check', join(root, 'examples'), '--suites', 'artifact-manifest', '--no-cache', '--format', 'json']
  ],
  ['check examples', ['check', join(root, 'examples'), '--no-cache', '--format', 'json']]
];

function once(cli, argv, extra = [], env = process.env) {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [...extra, cli, ...argv], { encoding: 'utf8', maxBuffer: 1 << 28, env });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0 && r.status !== 1) throw new Error(`${cli} ${argv.join(' ')}: exit ${r.status}\n${r.stderr}`);
  return { ms, stderr: r.stderr };
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

console.log(`runs: ${runs} per case and build (alternating)`);
console.log('| command | build | median ms | min ms | CLI chunks loaded |');
console.log('|---|---|---:|---:|---:|');
try {
  for (const [label, argv] of cases) {
    const n = label === 'check examples' ? Math.max(1, Math.ceil(runs / 3)) : runs;
    const times = new Map(builds.map(([b]) => [b, []]));
    for (let i = 0; i < n; i++) for (const [b, cli] of builds) times.get(b).push(once(cli, argv).ms);
    for (const [b, cli] of builds) {
      const chunks = chunksLoaded(cli, argv);
      const xs = times.get(b);
      console.log(`| ${label} | ${b} | ${median(xs).toFixed(0)} | ${Math.min(...xs).toFixed(0)} | ${chunks} |`);
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
