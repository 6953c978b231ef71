// Builds dist/index.js (the action) and dist/cli.js (the CLI) with @vercel/ncc.
// Deterministic: same sources and lock file give byte-identical output (check-dist relies on it).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generatePcsValidators, OUTPUT as PCS_VALIDATORS } from './gen-pcs-validators.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = process.argv[2] ? process.argv[2] : join(root, 'dist');
const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
const tmp = join(out, '.tmp');

// The pcs validators are Ajv standalone code generated from schemas/pcs/ (committed in src/): a build into dist/
// regenerates them when a schema changed; a build elsewhere (check-dist) refuses stale ones.
{
  const file = join(root, PCS_VALIDATORS);
  const text = generatePcsValidators(root);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
    if (process.argv[2]) throw new Error(`${PCS_VALIDATORS} is stale: run node scripts/gen-pcs-validators.mjs`);
    writeFileSync(file, text);
    console.log(`regenerated ${PCS_VALIDATORS}`);
  }
}
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// The action: one file (plus any chunk of a dynamic import) in dist/.
// The CLI: dist/cli/ (its entry and the chunks of the command groups it loads on demand, so that a
// command starts without parsing the others) and dist/cli.js, a two-line shim that keeps
// `node dist/cli.js` and the package's bin working. Separate folders keep the two builds' chunk
// names (numbered per build) from overwriting each other.
// The simulation worker (dist/workers/sim-worker.js): the quantum engine alone, started as a worker thread by
// both builds (src/suites/qsolve/runner/sim-pool.ts), so circuits run off the main thread and stop at the deadline.
// The library (dist/lib/, `import { check } from 'benchgate'`) and the quantum engine alone (dist/quantum/,
// `benchgate/quantum`): no side effect at import; their types are rolled up below.
const entries = [
  ['src/index.ts', out, 'index.js'],
  ['src/cli.ts', join(out, 'cli'), 'index.js'],
  ['src/suites/qsolve/runner/sim-worker.ts', join(out, 'workers'), 'sim-worker.js'],
  ['src/lib.ts', join(out, 'lib'), 'index.js'],
  ['src/quantum/index.ts', join(out, 'quantum'), 'index.js']
];
for (const [entry, dir, name] of entries) {
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const stats = join(tmpdir(), `benchgate-build-stats-${process.pid}.json`);
  execFileSync(
    process.execPath,
    [ncc, 'build', join(root, entry), '-o', tmp, '--stats-out', stats, '--quiet', '--target', 'es2022'],
    { stdio: 'inherit', cwd: root }
  );
  // Each bundle ships the notices of every package it bundles, next to it (dist/licenses.txt for the action,
  // dist/cli/licenses.txt for the CLI, …). The list is taken from the bundle's module graph, not from ncc's
  // --license, which keeps only the last chunk's packages once a bundle has dynamic-import chunks.
  const bundled = bundledPackages(JSON.parse(readFileSync(stats, 'utf8')));
  rmSync(stats, { force: true });
  if (bundled.length) writeFileSync(join(dir, 'licenses.txt'), licenceText(bundled));
  renameSync(join(tmp, 'index.js'), join(dir, name));
  for (const f of readdirSync(tmp)) {
    if (f === 'package.json') continue;
    else if (f.endsWith('.js') || f.endsWith('.cjs') || f.endsWith('.mjs')) renameSync(join(tmp, f), join(dir, f));
  }
}
// One .d.ts per library entry (one TypeScript program for both), so the package's `exports` carry types.
const dts = join(root, 'node_modules', 'dts-bundle-generator', 'dist', 'bin', 'dts-bundle-generator.js');
const dtsConfig = join(tmp, 'dts.config.json');
mkdirSync(tmp, { recursive: true });
writeFileSync(
  dtsConfig,
  JSON.stringify({
    compilationOptions: { preferredConfigPath: join(root, 'tsconfig.json') },
    entries: [
      {
        filePath: join(root, 'src', 'lib.ts'),
        outFile: join(out, 'lib', 'index.d.ts'),
        noCheck: true,
        output: { noBanner: true }
      },
      {
        filePath: join(root, 'src', 'quantum', 'index.ts'),
        outFile: join(out, 'quantum', 'index.d.ts'),
        noCheck: true,
        output: { noBanner: true }
      }
    ]
  })
);
execFileSync(process.execPath, [dts, '--silent', '--config', dtsConfig], { stdio: 'inherit', cwd: root });
writeFileSync(
  join(out, 'cli.js'),
  "#!/usr/bin/env node\n// benchgate's CLI is built into dist/cli/ (entry + on-demand chunks); see scripts/build.mjs.\nawait import('./cli/index.js');\n",
  { mode: 0o755 }
);
rmSync(tmp, { recursive: true, force: true });
writeFileSync(join(out, 'package.json'), '{\n  "type": "module"\n}\n');
// Runtime assets that are not JavaScript modules (runners executed as subprocesses).
const assets = join(root, 'src', 'assets');
if (existsSync(assets)) cpSync(assets, join(out, 'assets'), { recursive: true });
// Data files of `benchgate init` (templates/qsolve/…, found by src/init/qsolve.ts next to the bundle).
const templates = join(root, 'templates');
if (existsSync(templates)) cpSync(templates, join(out, 'templates'), { recursive: true });
// Chart.js (MIT), inlined into every HTML report (src/report/html-vendor.ts reads it here from dist/).
const chartJs = join(root, 'node_modules', 'chart.js');
mkdirSync(join(out, 'assets', 'vendor', 'chart.js'), { recursive: true });
cpSync(join(chartJs, 'dist', 'chart.umd.min.js'), join(out, 'assets', 'vendor', 'chart.js', 'chart.umd.min.js'));
cpSync(join(chartJs, 'LICENSE.md'), join(out, 'assets', 'vendor', 'chart.js', 'LICENSE.md'));

/** The package folders (relative to the repository) whose modules a webpack stats file lists, sorted, deduplicated. */
function bundledPackages(st) {
  const dirs = new Set();
  const walk = (mods) => {
    for (const m of mods ?? []) {
      const re = /^(?:\.\/)?((?:[^!]*\/)?node_modules\/(?:@[^/]+\/)?[^/!]+)\//.exec(m.name ?? '');
      if (re) dirs.add(re[1]);
      walk(m.modules);
    }
  };
  walk(st.modules);
  for (const c of st.chunks ?? []) walk(c.modules);
  return [...dirs].sort();
}

/** ncc's licence-file layout: name, licence id, licence text, one blank line between packages. */
function licenceText(dirs) {
  const seen = new Set();
  const out = [];
  for (const d of dirs) {
    const pkg = JSON.parse(readFileSync(join(root, d, 'package.json'), 'utf8'));
    const key = `${pkg.name}@${pkg.version}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const file = readdirSync(join(root, d))
      .sort()
      .find((f) => /^(licen[cs]e|copying)(\.|$)/i.test(f));
    const licence = typeof pkg.license === 'string' ? pkg.license : (pkg.license?.type ?? 'UNKNOWN');
    out.push(
      `${pkg.name}\n${licence}\n${file ? readFileSync(join(root, d, file), 'utf8').trim() : `(the package ships no licence file; package.json says ${licence})`}\n`
    );
  }
  return out.join('\n');
}
