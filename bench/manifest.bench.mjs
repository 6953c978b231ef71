// ARTIFACT_MANIFEST.tsv verification speed: `benchgate manifest verify` against `sha256sum` over the same
// files, in the same run. Default: 1 GiB in 8 files (issue #2's benchmark); --quick: 128 MiB.
// Goal: benchgate at least 6x faster than sha256sum on these machines (it hashes on every core).
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, openSync, closeSync, writeSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const quick = process.argv.includes('--quick');
const cli = process.env.BENCHGATE_CLI ?? join(root, 'dist', 'cli.js');
const files = 8;
const size = (quick ? 16 : 128) * 1024 * 1024;
const dir = join(root, 'bench', '.data', `manifest-${files}x${size}`);

function build() {
  mkdirSync(dir, { recursive: true });
  const rows = ['path\tbytes\tsha256'];
  const chunk = Buffer.alloc(4 * 1024 * 1024);
  for (let i = 0; i < files; i++) {
    const p = join(dir, `part-${i}.bin`);
    const h = createHash('sha256');
    let state = 0x9e3779b9 ^ i;
    if (!existsSync(p) || statSync(p).size !== size) {
      const fd = openSync(p, 'w');
      for (let off = 0; off < size; off += chunk.length) {
        for (let k = 0; k < chunk.length; k += 4) {
          state ^= state << 13;
          state ^= state >>> 17;
          state ^= state << 5;
          chunk.writeUInt32LE(state >>> 0, k);
        }
        writeSync(fd, chunk);
        h.update(chunk);
      }
      closeSync(fd);
      rows.push(`part-${i}.bin\t${size}\t${h.digest('hex')}`);
    } else {
      rows.push(`part-${i}.bin\t${size}\t${execFileSync('sha256sum', [p], { encoding: 'utf8' }).split(' ')[0]}`);
    }
  }
  writeFileSync(join(dir, 'ARTIFACT_MANIFEST.tsv'), rows.join('\n') + '\n');
}

function time(cmd, args) {
  const t = process.hrtime.bigint();
  const r = spawnSync(cmd, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const s = Number(process.hrtime.bigint() - t) / 1e9;
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} exited ${r.status}: ${r.stderr || r.stdout}`);
  return s;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

build();
const paths = Array.from({ length: files }, (_, i) => join(dir, `part-${i}.bin`));
// Warm the page cache for both so neither pays the first disk read.
time('sha256sum', paths);
time(process.execPath, [cli, 'manifest', 'verify', dir]);
const runs = quick ? 3 : 5;
const bg = [];
const ref = [];
const nodeStart = [];
for (let i = 0; i < runs; i++) {
  ref.push(time('sha256sum', paths));
  bg.push(time(process.execPath, [cli, 'manifest', 'verify', dir]));
  nodeStart.push(time(process.execPath, ['-e', '0']));
}
const total = files * size;
const gb = total / 1e9;
console.log(
  `files: ${files} x ${(size / 1048576).toFixed(0)} MiB = ${(total / 1073741824).toFixed(2)} GiB, cores: ${availableParallelism()}, runs: ${runs} (median)`
);
console.log('| tool | seconds | GB/s |');
console.log('|---|---|---|');
console.log(`| sha256sum (baseline) | ${median(ref).toFixed(3)} | ${(gb / median(ref)).toFixed(2)} |`);
console.log(`| benchgate manifest verify | ${median(bg).toFixed(3)} | ${(gb / median(bg)).toFixed(2)} |`);
console.log(`| node start-up alone | ${median(nodeStart).toFixed(3)} | |`);
console.log(`\nratio sha256sum / benchgate: ${(median(ref) / median(bg)).toFixed(2)}x (goal: >= 6x)`);
