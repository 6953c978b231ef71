// Builds dist/index.js (the action) and dist/cli.js (the CLI) with @vercel/ncc.
// Deterministic: same sources and lock file give byte-identical output (check-dist relies on it).
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generatePcsValidators, OUTPUT as PCS_VALIDATORS } from './gen-pcs-validators.mjs';
import { generateReportValidators, OUTPUT as REPORT_VALIDATORS } from './gen-report-validators.mjs';

const root = new URL('..', import.meta.url).pathname;
const out = process.argv[2] ? process.argv[2] : join(root, 'dist');
const ncc = join(root, 'node_modules', '@vercel', 'ncc', 'dist', 'ncc', 'cli.js');
// Each tool below runs in a node started with this process's V8 flags (package.json's config.node_flags under
// `npm run build` and `npm run check-dist`: CONTRIBUTING.md, "Node flags of the npm scripts"); they change only
// how V8 compiles and collects, never the output. A debugger flag is not passed on (each tool would open the port).
const nodeFlags = process.execArgv.filter((a) => !a.startsWith('--inspect'));
const tmp = join(out, '.tmp');

// The pcs validators and the report and history validators are Ajv standalone code generated from schemas/
// (committed in src/): a build into dist/ regenerates them when a schema changed; a build elsewhere (check-dist)
// refuses stale ones.
for (const [output, generate, script] of [
  [PCS_VALIDATORS, generatePcsValidators, 'gen-pcs-validators.mjs'],
  [REPORT_VALIDATORS, generateReportValidators, 'gen-report-validators.mjs']
]) {
  const file = join(root, output);
  const text = generate(root);
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
    if (process.argv[2]) throw new Error(`${output} is stale: run node scripts/${script}`);
    writeFileSync(file, text);
    console.log(`regenerated ${output}`);
  }
}
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
// dist/ is ESM wherever it is built (check-dist builds outside the repository, whose package.json says so too).
writeFileSync(join(out, 'package.json'), '{\n  "type": "module"\n}\n');

// One bundle, built once: dist/bundle/ (ncc, src/bundle.ts). Its root module holds only one function per entry, each
// a dynamic import(), so ncc splits what the entries reach into numbered chunks of that one folder: the modules the
// action, the CLI, the library, the quantum engine and the simulation worker have in common are written once, and an
// entry loads (parses) only the chunks it reaches; the CLI's command groups and the suites stay chunks of their own
// that a command loads on demand. The entries themselves are thin files written below that import dist/bundle/index.js
// and call their function: dist/index.js (the action, action.yml `runs.main`), dist/cli.js (the package's bin),
// dist/lib/index.js (`import { check } from 'benchgate'`), dist/quantum/index.js (`benchgate/quantum`) and
// dist/workers/sim-worker.js (the simulation worker thread, started by src/suites/qsolve/runner/sim-pool.ts).
const bundle = join(out, 'bundle');
const stats = join(tmpdir(), `benchgate-build-stats-${process.pid}.json`);
rmSync(tmp, { recursive: true, force: true });
// --no-cache: ncc's webpack cache (~/.cache/ncc/<hash of the folder>, 70–220 MB) costs more than it saves: measured
// on this bundle, a build without it took 45–48 s of CPU, a first build writing it 51–57 s, a second one reading it
// 54 s; the output is byte-identical.
// --transpile-only: ncc compiles each file alone instead of type-checking the whole program a second time
// (`npm run typecheck` checks src/ with tsconfig.json's NodeNext rules). Transpiled alone, a file's module format
// cannot follow package.json's "type" as NodeNext requires, so ncc builds scripts/bundle/index.ts (which re-exports
// src/bundle.ts) under scripts/bundle/tsconfig.json: tsconfig.json with "module": "ESNext" and "moduleResolution":
// "Bundler" (ncc and ts-loader take the tsconfig.json nearest the entry). Same chunks as the type-checked build;
// 33 instead of 47 s of CPU.
execFileSync(
  process.execPath,
  [
    ...nodeFlags,
    ncc,
    'build',
    join(root, 'scripts', 'bundle', 'index.ts'),
    '-o',
    tmp,
    '--stats-out',
    stats,
    '--quiet',
    '--target',
    'es2022',
    '--no-cache',
    '--transpile-only'
  ],
  { stdio: 'inherit', cwd: root }
);
const st = JSON.parse(readFileSync(stats, 'utf8'));
rmSync(stats, { force: true });
mkdirSync(bundle, { recursive: true });
// Each module of a chunk is a factory that webpack calls when the module is first needed, written as a parenthesised
// arrow function. V8 compiles a parenthesised `function` expression eagerly (it expects it to be called: the PIFE
// heuristic) but an arrow function lazily: it pre-parses the factory when the chunk is loaded, then parses it again
// in full on the call, so every module loaded was parsed twice. The factories are rewritten as `function`s (same
// arguments, same body; webpack calls them with `this` = the module's exports, which is what a CommonJS module
// expects, and writes an arrow only for modules that never read `this` or `arguments`). Measured: importing
// `benchgate/quantum` 31 → 20 ms of CPU, a CLI check of a small tree 232 → 177 ms (see docs/architecture.md).
const ARROW_FACTORY = /^\/\*\*\*\/ \(\(([\w$, ]*)\) => \{$/gm;
for (const f of readdirSync(tmp).sort()) {
  if (!(f.endsWith('.js') || f.endsWith('.cjs') || f.endsWith('.mjs'))) continue;
  const text = readFileSync(join(tmp, f), 'utf8').replace(ARROW_FACTORY, '/***/ (function ($1) {');
  if (/^\/\*\*\*\/ \(\(.*=> \{$/m.test(text)) throw new Error(`build: a module factory of ${f} was not rewritten`);
  writeFileSync(join(bundle, f), text);
}
rmSync(tmp, { recursive: true, force: true });
// The bundle ships the notices of every package it bundles (dist/bundle/licenses.txt); the thin entries bundle
// nothing. The list is taken from the module graph, not from ncc's --license, which keeps only the last chunk's
// packages once a bundle has dynamic-import chunks.
const bundled = bundledPackages(st);
if (bundled.length) writeFileSync(join(bundle, 'licenses.txt'), licenceText(bundled));

const header = (what) =>
  `// ${what}: a thin entry of the shared bundle dist/bundle/ (scripts/build.mjs); third-party notices: dist/bundle/licenses.txt.\n`;
writeFileSync(
  join(out, 'index.js'),
  `${header("benchgate's action (action.yml runs.main)")}import { action } from './bundle/index.js';\n\nawait action();\n`
);
writeFileSync(
  join(out, 'cli.js'),
  `#!/usr/bin/env node\n${header("benchgate's CLI (the package's bin)")}import { cli } from './bundle/index.js';\n\nawait cli();\n`,
  { mode: 0o755 }
);
// The library entries re-export their module's names (read from the built bundle: importing them has no side effect).
const hub = await import(pathToFileURL(join(bundle, 'index.js')).href);
for (const [dir, fn, what] of [
  ['lib', 'lib', "benchgate's library (import { check } from 'benchgate')"],
  ['quantum', 'quantum', "benchgate's quantum engine (import { parseQasm } from 'benchgate/quantum')"]
]) {
  const names = Object.keys(await hub[fn]()).sort();
  mkdirSync(join(out, dir), { recursive: true });
  writeFileSync(
    join(out, dir, 'index.js'),
    `${header(what)}import { ${fn} } from '../bundle/index.js';\n\nexport const {\n${names.map((n) => `  ${n}`).join(',\n')}\n} = await ${fn}();\n`
  );
}
// The worker names the bundle files it runs, with their SHA-256: src/suites/qsolve/runner/sim-pool.ts takes the hash
// of this file as the engine's identity in cache keys, so it changes when the engine's code does (and only then).
const digests = workerFiles(st).map(
  (f) =>
    `// runs dist/bundle/${f} sha256:${createHash('sha256')
      .update(readFileSync(join(bundle, f)))
      .digest('hex')}\n`
);
mkdirSync(join(out, 'workers'), { recursive: true });
writeFileSync(
  join(out, 'workers', 'sim-worker.js'),
  `${header("benchgate's simulation worker thread (src/suites/qsolve/runner/sim-pool.ts)")}${digests.join('')}import { simWorker } from '../bundle/index.js';\n\nawait simWorker();\n`
);
// One .d.ts per library entry, so the package's `exports` carry types. tsc writes the declarations of src/ first
// (`--noCheck`: `npm run typecheck` checks), then dts-bundle-generator bundles each entry from them (one TypeScript
// program for both). Bundling from the sources gives the same bytes, but the generator then builds a program over the
// sources and emits their declarations itself: a build took 35 s of CPU that way, 30.4 s this way
// (docs/security/house.md).
// The declarations go to a temporary folder outside the repository (dts-bundle-generator treats whatever lies under a
// node_modules/ folder as a library's, never inlined) with a link to node_modules/, so that their imports of packages
// resolve as the sources' do.
const decl = mkdtempSync(join(tmpdir(), 'benchgate-dts-'));
symlinkSync(join(root, 'node_modules'), join(decl, 'node_modules'), process.platform === 'win32' ? 'junction' : 'dir');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
try {
  execFileSync(
    process.execPath,
    [
      ...nodeFlags,
      tsc,
      '-p',
      join(root, 'tsconfig.json'),
      '--declaration',
      '--emitDeclarationOnly',
      '--noCheck',
      '--outDir',
      decl
    ],
    { stdio: 'inherit', cwd: root }
  );
  const entries = [
    [join(decl, 'src', 'lib.d.ts'), join(out, 'lib', 'index.d.ts')],
    [join(decl, 'src', 'quantum', 'index.d.ts'), join(out, 'quantum', 'index.d.ts')]
  ];
  const declConfig = join(decl, 'tsconfig.json');
  writeFileSync(
    declConfig,
    JSON.stringify({
      extends: join(root, 'tsconfig.json'),
      compilerOptions: { rootDir: decl, outDir: join(decl, 'build') },
      files: entries.map(([input]) => input)
    })
  );
  const dts = join(root, 'node_modules', 'dts-bundle-generator', 'dist', 'bin', 'dts-bundle-generator.js');
  const dtsConfig = join(decl, 'dts.config.json');
  writeFileSync(
    dtsConfig,
    JSON.stringify({
      compilationOptions: { preferredConfigPath: declConfig },
      entries: entries.map(([filePath, outFile]) => ({
        filePath,
        outFile,
        noCheck: true,
        output: { noBanner: true }
      }))
    })
  );
  execFileSync(process.execPath, [...nodeFlags, dts, '--silent', '--config', dtsConfig], {
    stdio: 'inherit',
    cwd: root
  });
} finally {
  rmSync(decl, { recursive: true, force: true });
}
// Runtime assets that are not JavaScript modules: the Qsolve runners and sandbox launcher, executed as subprocesses
// (src/suites/qsolve/runner/assets/ -> dist/assets/, found by src/suites/qsolve/runner/assets.ts).
const assets = join(root, 'src', 'suites', 'qsolve', 'runner', 'assets');
if (existsSync(assets)) cpSync(assets, join(out, 'assets'), { recursive: true });
// Data files of `benchgate init qsolve` (src/suites/qsolve/templates/ -> dist/templates/qsolve/, found by
// src/suites/qsolve/init.ts beside itself or next to the bundle).
const templates = join(root, 'src', 'suites', 'qsolve', 'templates');
if (existsSync(templates)) cpSync(templates, join(out, 'templates', 'qsolve'), { recursive: true });
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

/**
 * The files of the bundle the simulation worker runs, sorted: the root (webpack's runtime) and every chunk of the
 * worker's import() in src/bundle.ts, with the chunks those chunks load on demand (the noise engine, the devices).
 */
function workerFiles(st) {
  const byId = new Map(st.chunks.map((c) => [c.id, c]));
  const todo = st.chunks.filter((c) =>
    c.origins.some((o) => o.moduleName === './src/bundle.ts' && o.request === './suites/qsolve/runner/sim-worker.js')
  );
  if (!todo.length) throw new Error('build: no chunk of the simulation worker in the bundle (src/bundle.ts simWorker)');
  const seen = new Set(st.chunks.filter((c) => c.entry));
  for (const c of todo) {
    if (seen.has(c)) continue;
    seen.add(c);
    for (const id of c.children ?? []) todo.push(byId.get(id));
  }
  return [...new Set([...seen].flatMap((c) => c.files))].sort();
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
