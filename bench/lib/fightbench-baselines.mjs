// Baselines for bench/fightbench.bench.mjs, run as separate processes:
//   jsonl FILE    naive readFileSync + split + JSON.parse of every line
//   parquet FILE  hyparquet parquetReadObjects of the whole file
import { readFileSync } from 'node:fs';
import { asyncBufferFromFile, parquetReadObjects } from 'hyparquet';

const [kind, file] = process.argv.slice(2);
let rows = 0;
if (kind === 'jsonl') {
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.length === 0) continue;
    JSON.parse(line);
    rows++;
  }
} else {
  const all = await parquetReadObjects({ file: await asyncBufferFromFile(file) });
  rows = all.length;
}
process.stdout.write(`${rows}\n`);
