// Baselines for bench/fightbench.bench.mjs, run as separate processes:
//   jsonl FILE    naive readFileSync + split + JSON.parse of every line
//   parquet FILE  hyparquet parquetReadObjects of the whole file
// The loops are inside functions: V8 optimises a hot loop at module top level much less well, which would
// make the baseline look slower than it is.
import { readFileSync } from 'node:fs';
import { asyncBufferFromFile, parquetReadObjects } from 'hyparquet';

function jsonlRows(file) {
  let rows = 0;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.length === 0) continue;
    JSON.parse(line);
    rows++;
  }
  return rows;
}

async function parquetRows(file) {
  const all = await parquetReadObjects({ file: await asyncBufferFromFile(file) });
  return all.length;
}

const [kind, file] = process.argv.slice(2);
const rows = kind === 'jsonl' ? jsonlRows(file) : await parquetRows(file);
process.stdout.write(`${rows}\n`);
