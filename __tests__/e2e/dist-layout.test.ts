import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { REPO } from '../helpers/paths.js';

/**
 * The layout of dist/ (scripts/build.mjs, docs/architecture.md "Build"): one shared bundle, dist/bundle/, and thin
 * entries that load it: the action (action.yml runs.main), the CLI (the package's bin), the library and the
 * quantum engine (the package's exports) and the simulation worker. Run against the built dist/ (check-dist proves
 * it is a fresh build of src/), and against a copy of dist/ where no node_modules exists, as the action runs from a
 * checkout of its repository with no `npm install`.
 */
const DIST = join(REPO, 'dist');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]
  );
}

/** The entry files the package and the action name, relative to dist/. */
function namedEntries(): string[] {
  const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as {
    bin: Record<string, string>;
    main: string;
    exports: Record<string, string | { default: string }>;
  };
  const action = readFileSync(join(REPO, 'action.yml'), 'utf8');
  const main = /^\s+main:\s*'?([^'\s]+)'?\s*$/m.exec(action)?.[1] ?? '';
  const paths = [
    main,
    ...Object.values(pkg.bin),
    pkg.main,
    ...Object.values(pkg.exports).flatMap((v) => (typeof v === 'string' ? [] : [v.default]))
  ];
  return [...new Set(paths.map((p) => relative('dist', p.replace(/^\.\//, '')).split(sep).join('/')))].sort();
}

describe('dist/ is one shared bundle behind thin entries', () => {
  test('the action, the bin and the exports name thin entries; the only other JavaScript is the bundle and the runner assets', () => {
    expect(namedEntries()).toEqual(['cli.js', 'index.js', 'lib/index.js', 'quantum/index.js']);
    const js = filesUnder(DIST)
      .map((f) => relative(DIST, f).split(sep).join('/'))
      .filter((f) => /\.(c|m)?js$/.test(f));
    const outside = js.filter((f) => !f.startsWith('bundle/') && !f.startsWith('assets/'));
    expect(outside.sort()).toEqual([...namedEntries(), 'workers/sim-worker.js'].sort());
    for (const f of outside) expect([f, statSync(join(DIST, f)).size < 4096]).toEqual([f, true]);
    // the assets are the runners benchgate starts as subprocesses and the Chart.js file it inlines, never a bundle
    expect(js.filter((f) => f.startsWith('assets/')).sort()).toEqual([
      'assets/qsolve_runner.mjs',
      'assets/vendor/chart.js/chart.umd.min.js'
    ]);
  });

  test("the bundle's root (src/bundle.ts) imports nothing statically: each entry is an import() of its own module", () => {
    const src = readFileSync(join(REPO, 'src', 'bundle.ts'), 'utf8');
    expect(src).not.toMatch(/^\s*(import|export)\s[^(]*\sfrom\s/m);
    expect(
      [...src.matchAll(/^export const (\w+) = \([^)]*\)[^=]*=> import\('([^']+)'\);$/gm)].map((m) => [m[1], m[2]])
    ).toEqual([
      ['action', './index.js'],
      ['cli', './cli.js'],
      ['lib', './lib.js'],
      ['quantum', './quantum/index.js'],
      ['simWorker', './suites/qsolve/runner/sim-worker.js']
    ]);
    // every module factory of the bundle is a parenthesised function (compiled eagerly; see scripts/build.mjs)
    for (const f of readdirSync(join(DIST, 'bundle')).filter((x) => x.endsWith('.js')))
      expect([f, /^\/\*\*\*\/ \(\(.*=> \{$/m.test(readFileSync(join(DIST, 'bundle', f), 'utf8'))]).toEqual([f, false]);
  });

  test('dist/ stays under 10 MB (it was 17 MB when each entry was bundled on its own)', () => {
    const bytes = filesUnder(DIST).reduce((n, f) => n + statSync(f).size, 0);
    expect(bytes).toBeLessThan(10_000_000);
  });

  test("the worker names every bundle file it runs with that file's SHA-256 (the engine's identity in cache keys)", () => {
    const worker = readFileSync(join(DIST, 'workers', 'sim-worker.js'), 'utf8');
    const named = [...worker.matchAll(/^\/\/ runs dist\/bundle\/(\S+) sha256:([0-9a-f]{64})$/gm)];
    expect(named.map((m) => m[1])).toContain('index.js');
    for (const [, file, hash] of named)
      expect([
        file,
        createHash('sha256')
          .update(readFileSync(join(DIST, 'bundle', file)))
          .digest('hex')
      ]).toEqual([file, hash]);
    // a file that defines the engine the worker runs is among them (a module may also be copied into a chunk of
    // another entry, which the worker never loads)
    const defining = (re: RegExp) =>
      readdirSync(join(DIST, 'bundle')).filter(
        (f) => f.endsWith('.js') && re.test(readFileSync(join(DIST, 'bundle', f), 'utf8'))
      );
    for (const re of [/class DeviceBackend\b/, /function runOnTarget\(/, /function simulateStatevector\(/])
      expect([String(re), defining(re).some((f) => named.some((m) => m[1] === f))]).toEqual([String(re), true]);
  });
});

describe('a copy of dist/ with no node_modules anywhere above it (the action from a checkout, no npm install)', () => {
  let tmp = '';
  let checkout = '';
  beforeAll(() => {
    tmp = mkdtempSync(join(tmpdir(), 'bg-dist-copy-'));
    checkout = join(tmp, 'checkout');
    cpSync(DIST, join(checkout, 'dist'), { recursive: true });
    cpSync(join(REPO, 'action.yml'), join(checkout, 'action.yml'));
    cpSync(join(REPO, 'examples', 'release'), join(tmp, 'ws', 'release'), { recursive: true });
    writeFileSync(
      join(tmp, 'hooks.mjs'),
      "export async function load(url, context, next) {\n  if (url.startsWith('file:')) process.stderr.write('LOADED ' + url + '\\n');\n  return next(url, context);\n}\n"
    );
    writeFileSync(
      join(tmp, 'register.mjs'),
      `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(tmp, 'hooks.mjs')).href)});\n`
    );
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  test('no node_modules folder is reachable from the copy', () => {
    for (let d = join(checkout, 'dist'); ; d = dirname(d)) {
      expect([d, existsSync(join(d, 'node_modules'))]).toEqual([d, false]);
      if (dirname(d) === d) break;
    }
  });

  test('the action (node dist/index.js) checks a tree and passes, outputs written', () => {
    const io = join(tmp, 'io');
    mkdirSync(io, { recursive: true });
    writeFileSync(join(io, 'out.txt'), '');
    writeFileSync(join(io, 'summary.md'), '');
    const env: Record<string, string> = { PATH: process.env.PATH ?? '' };
    Object.assign(env, {
      INPUT_PATH: 'release',
      'INPUT_FAIL-ON': 'error',
      INPUT_CACHE: 'false',
      GITHUB_WORKSPACE: join(tmp, 'ws'),
      GITHUB_OUTPUT: join(io, 'out.txt'),
      GITHUB_STEP_SUMMARY: join(io, 'summary.md'),
      RUNNER_TEMP: io
    });
    const r = spawnSync(process.execPath, [join(checkout, 'dist', 'index.js')], {
      cwd: join(tmp, 'ws'),
      env,
      encoding: 'utf8',
      timeout: 120_000
    });
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(readFileSync(join(io, 'out.txt'), 'utf8')).toMatch(/^result<<(ghadelimiter_[\w-]+)\npass\n\1$/m);
    expect(readFileSync(join(io, 'summary.md'), 'utf8')).toMatch(/benchgate passed/);
  });

  test('the CLI (node dist/cli.js) prints its version and checks a tree', () => {
    const cli = join(checkout, 'dist', 'cli.js');
    const pkg = JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { version: string };
    const v = spawnSync(process.execPath, [cli, '--version'], { cwd: tmp, encoding: 'utf8' });
    expect([v.status, v.stdout]).toEqual([0, `benchgate ${pkg.version}\n`]);
    const c = spawnSync(
      process.execPath,
      [cli, 'check', join(tmp, 'ws', 'release'), '--no-cache', '--format', 'json'],
      {
        cwd: tmp,
        encoding: 'utf8',
        timeout: 120_000
      }
    );
    expect(c.status).toBe(0);
    expect((JSON.parse(c.stdout) as { verdict: string }).verdict).toBe('pass');
  });

  test('the library and the quantum entries import and work', () => {
    const code = [
      `const lib = await import(${JSON.stringify(pathToFileURL(join(checkout, 'dist', 'lib', 'index.js')).href)});`,
      `const q = await import(${JSON.stringify(pathToFileURL(join(checkout, 'dist', 'quantum', 'index.js')).href)});`,
      `const r = await lib.check(${JSON.stringify(join(tmp, 'ws', 'release'))}, { suites: ['artifact-manifest'] });`,
      'const c = q.parseQasm(\'OPENQASM 2.0;\\ninclude "qelib1.inc";\\nqreg q[1];\\nx q[0];\\n\');',
      'process.stdout.write(JSON.stringify({ verdict: r.verdict, qubits: c.numQubits, sarif: lib.toSarif(r).version }));'
    ].join('\n');
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', code], {
      cwd: tmp,
      encoding: 'utf8',
      timeout: 60_000
    });
    expect(r.stderr).toBe('');
    expect(JSON.parse(r.stdout)).toEqual({ verdict: 'pass', qubits: 1, sarif: '2.1.0' });
  });

  test('the simulation worker thread runs a noisy circuit, loading only bundle files its digest lines name', () => {
    const worker = join(checkout, 'dist', 'workers', 'sim-worker.js');
    const code = `
import { Worker } from 'node:worker_threads';
const w = new Worker(${JSON.stringify(worker)});
w.on('error', (e) => { console.error(e); process.exit(3); });
w.on('message', (m) => {
  if (m.ready) return w.postMessage({ id: 7, qasm: 'OPENQASM 2.0;\\ninclude "qelib1.inc";\\nqreg q[2];\\ncreg c[2];\\nh q[0];\\ncx q[0],q[1];\\nmeasure q -> c;\\n', shots: 200, seed: 3, target: 'fake:fez' });
  process.stdout.write(JSON.stringify(m));
  void w.terminate();
});`;
    // a script file, not -e: the worker inherits the parent's execArgv, and --input-type applies only to -e
    writeFileSync(join(tmp, 'worker-run.mjs'), code);
    const r = spawnSync(process.execPath, ['--import', join(tmp, 'register.mjs'), join(tmp, 'worker-run.mjs')], {
      cwd: tmp,
      encoding: 'utf8',
      timeout: 120_000
    });
    expect(r.status).toBe(0);
    const m = JSON.parse(r.stdout) as { id: number; result: { ok: boolean; counts: Record<string, number> } };
    expect(m.id).toBe(7);
    expect(m.result.ok).toBe(true);
    expect(Object.values(m.result.counts).reduce((a, b) => a + b, 0)).toBe(200);
    const bundleDir = join(checkout, 'dist', 'bundle') + sep;
    const loaded = [...r.stderr.matchAll(/^LOADED (\S+)$/gm)]
      .map((x) => fileURLToPath(x[1]))
      .filter((f) => f.startsWith(bundleDir))
      .map((f) => f.slice(bundleDir.length));
    const named = [...readFileSync(worker, 'utf8').matchAll(/^\/\/ runs dist\/bundle\/(\S+) sha256:/gm)].map(
      (x) => x[1]
    );
    expect(loaded).toContain('index.js');
    expect([...new Set(loaded)].filter((f) => !named.includes(f))).toEqual([]);
  });
});
