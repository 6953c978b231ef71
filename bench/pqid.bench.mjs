#!/usr/bin/env node
/**
 * PQID-Bench evaluate speed: a seeded 1,000,000-row evaluation file (20 models × 50,000 prompts, ~230 MB,
 * invariants respected) timed through `benchgate pqid evaluate`, beside a naive JS baseline
 * (readFileSync + split + JSON.parse) in the same run. The reference (Python) is not installed here; its
 * documented cost for this file is ~20 s and ~1 GB.
 *
 *   node bench/pqid.bench.mjs [--quick]
 * CLI: $BENCHGATE_CLI (default dist/cli.js); when it does not exist, the compiled module in build/ is used
 * (`npx tsc --outDir build --noEmit false` first).
 */
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..');
const quick = process.argv.includes('--quick');
const MODELS = 20;
const PROMPTS = quick ? 5000 : 50000;
const dataDir = join(here, '.data');
mkdirSync(dataDir, { recursive: true });
const file = join(dataDir, `pqid-evaluations-${MODELS}x${PROMPTS}.jsonl`);

function mulberry32(seed) {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function generate() {
  if (existsSync(file)) return;
  const rnd = mulberry32(20260712);
  const out = createWriteStream(file);
  let buf = [];
  const flush = async () => {
    if (!out.write(buf.join(''))) await new Promise((r) => out.once('drain', r));
    buf = [];
  };
  for (let m = 0; m < MODELS; m++) {
    for (let p = 1; p <= PROMPTS; p++) {
      const e = rnd() < 0.9;
      const a = e && rnd() < 0.99;
      const s = e && rnd() < 0.55;
      const o = s && rnd() < 0.92;
      const q = o && rnd() < 0.97;
      const row = { model: `bench-model-${String(m).padStart(2, '0')}`, ordered_wire_tape_match: o, parameter_aware_tape_match: q, prompt_id: `pqid_bench_external_gen_${String(p).padStart(6, '0')}`, report_assembly_admissible: a, report_executable: e, report_signature_match: s, row_id: `row-${p}` };
      buf.push(JSON.stringify(row) + '\n');
      if (buf.length >= 10000) await flush();
    }
  }
  await flush();
  await new Promise((r) => out.end(r));
}

/** Runs a node script in a child and reads its wall time, rows and peak RSS (from process.resourceUsage). */
function child(label, script) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repo, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  const m = /BENCH rows=(\d+) maxRSSKiB=(\d+)/.exec(r.stdout ?? '');
  if (r.status !== 0 || !m) {
    console.log(`${label}: failed (exit ${r.status}) ${(r.stderr ?? '').slice(0, 400)}`);
    return;
  }
  const rows = Number(m[1]);
  console.log(`${label.padEnd(34)} ${(ms / 1000).toFixed(2).padStart(6)} s  ${Math.round(rows / (ms / 1000)).toLocaleString('en-US').padStart(11)} rows/s  peak RSS ${(Number(m[2]) / 1024).toFixed(0).padStart(5)} MB`);
}

await generate();
const size = statSync(file).size;
console.log(`file: ${file} (${(size / 1e6).toFixed(1)} MB, ${(MODELS * PROMPTS).toLocaleString('en-US')} rows)`);
console.log('reference pqid-bench 1.2.1 (Python, documented)  ~20 s     ~50,000 rows/s  peak RSS ~1000 MB');

const cli = process.env.BENCHGATE_CLI ?? 'dist/cli.js';
const report = `const u = process.resourceUsage(); console.log('BENCH rows=' + ROWS + ' maxRSSKiB=' + u.maxRSS);`;
if (existsSync(resolve(repo, cli))) {
  child('benchgate pqid evaluate (dist CLI)', `
    import { spawnSync } from 'node:child_process';
    const r = spawnSync(process.execPath, [${JSON.stringify(resolve(repo, cli))}, 'pqid', 'evaluate', '--evaluations', ${JSON.stringify(file)}], { encoding: 'utf8', maxBuffer: 1 << 26 });
    if (r.status !== 0) { console.error(r.stderr); process.exit(1); }
    const ROWS = JSON.parse(r.stdout).cells;
    // the grandchild's peak RSS: read from /usr/bin/time is not portable; report this wrapper's children via resourceUsage of a rerun in-process below
    console.log('BENCH rows=' + ROWS + ' maxRSSKiB=0');`);
}
const mod = resolve(repo, 'build/src/suites/pqid/service.js');
if (existsSync(mod)) {
  child('benchgate pqid evaluate (in-process)', `
    const { evaluateFile } = await import(${JSON.stringify(mod)});
    const r = await evaluateFile(${JSON.stringify(file)}, process.cwd(), { stopAtFirst: true });
    const ROWS = r.summary.cells; ${report}`);
} else console.log('build/ missing: run `npx tsc --outDir build --noEmit false` to time the compiled module');
child('naive JS (readFileSync+split+parse)', `
  import { readFileSync } from 'node:fs';
  const lines = readFileSync(${JSON.stringify(file)}, 'utf8').split('\\n');
  let ROWS = 0, e = 0, s = 0; const keys = new Set();
  for (const l of lines) { if (!l.trim()) continue; const o = JSON.parse(l); ROWS++; if (o.report_executable) e++; if (o.report_signature_match) s++; keys.add(o.model + '\\u0000' + o.prompt_id); }
  ${report}`);
