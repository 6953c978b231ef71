// Runs every bench/*.bench.mjs in turn (`npm run bench`, or `npm run bench -- --quick`).
// Each benchmark times benchgate next to a baseline in the same run and prints its own table.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('.', import.meta.url).pathname;
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const flags = process.argv.slice(2).filter((a) => a.startsWith('--'));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.mjs') && (only.length === 0 || only.some((o) => f.includes(o))))
  .sort();
let failed = 0;
for (const f of files) {
  console.log(`\n### ${f}\n`);
  const r = spawnSync(process.execPath, [join(dir, f), ...flags], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
