// Proves dist/ is what a fresh build of src/ produces: builds into a temporary folder and compares byte for byte.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const fresh = mkdtempSync(join(tmpdir(), 'benchgate-dist-'));
try {
  execFileSync(
    process.execPath,
    [...process.execArgv.filter((a) => !a.startsWith('--inspect')), join(root, 'scripts', 'build.mjs'), fresh],
    {
      stdio: 'inherit'
    }
  );
  const list = (dir) => {
    const out = [];
    const walk = (d) => {
      for (const e of readdirSync(d)) {
        const p = join(d, e);
        if (statSync(p).isDirectory()) walk(p);
        else out.push(relative(dir, p));
      }
    };
    walk(dir);
    return out.sort();
  };
  const a = list(join(root, 'dist'));
  const b = list(fresh);
  const problems = [];
  for (const f of new Set([...a, ...b])) {
    if (!a.includes(f)) problems.push(`missing from dist/: ${f}`);
    else if (!b.includes(f)) problems.push(`stale file in dist/: ${f}`);
    else if (!readFileSync(join(root, 'dist', f)).equals(readFileSync(join(fresh, f))))
      problems.push(`differs from a fresh build: dist/${f}`);
  }
  if (problems.length) {
    console.error(
      `check-dist: dist/ is not a fresh build of src/ (run \`npm run build\` and commit dist/):\n  ${problems.join('\n  ')}`
    );
    process.exit(1);
  }
  console.log(`check-dist: dist/ matches a fresh build (${a.length} files)`);
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
