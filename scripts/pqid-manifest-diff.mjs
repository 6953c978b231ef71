#!/usr/bin/env node
/**
 * Randomised differential test of ARTIFACT_MANIFEST.tsv verification: benchgate against the PQID-Bench
 * reference (issue 20). Not a timed test and not part of `npm test`: it needs Python and a reference checkout.
 *
 *   PQID_REF=/tmp/pqid-ref node scripts/pqid-manifest-diff.mjs [--n 300] [--seed 20] [--keep]
 *
 * It writes N release folders (random files, then a manifest derived from them with random edits: wrong
 * sizes and digests, missing files, trailing or double slashes, `./`, folders, backslash and drive paths,
 * `..`, absolute paths, duplicates, empty paths, NUL, Unicode digits and Python-only spellings of the byte
 * count, short and long rows, quotes, CRLF, blank lines, BOM, bad headers, invalid UTF-8, self-listing,
 * symlinks inside the release), runs the reference's `verify_manifest` on every folder in one Python
 * process and `benchgate manifest verify --format json` (the built CLI, `$BENCHGATE_CLI` or dist/cli.js) on
 * all of them in one node process, and compares, per folder:
 *   1. the reference object benchgate computes (`facts.reference`: its abort message, or checked, missing,
 *      size_mismatches, hash_mismatches and valid) with the reference's own; and
 *   2. benchgate's verdict for the release (fail when a gate fails or is undecided, or an error finding)
 *      with the reference CLI's exit code (0 only for a valid manifest).
 * Prints the agreement count and every disagreement with the edits that produced it; exit 1 on any.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mulberry32, option } from './lib/differential.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const opt = (name, d) => option(args, name, d);
const N = Number(opt('n', 300));
const SEED = Number(opt('seed', 20));
const REF = resolve(process.env.PQID_REF ?? '/tmp/pqid-ref');
const CLI = resolve(process.env.BENCHGATE_CLI ?? join(here, '..', 'dist', 'cli.js'));

const rnd = mulberry32(SEED);
const pick = (a) => a[Math.floor(rnd() * a.length)];
const chance = (p) => rnd() < p;
const sha = (b) => createHash('sha256').update(b).digest('hex');

const NAMES = ['a.txt', 'b.bin', 'data/c.json', 'data/deep/d.csv', 'e f.txt', 'é.txt', 'x/y/z.md', 'README', 'ç/ü.bin'];
const UNICODE_DIGITS = ['\u0660', '\u06f0', '\u0966', '\uff10', '\u09e6', '\u0e50'];

/** A byte count written as Python's int() still reads it (or not). */
function spellCount(n, edits) {
  const r = rnd();
  if (r < 0.75) return String(n);
  const kinds = [
    () => ` ${n} `,
    () => `+${n}`,
    () => `0${n}`,
    () => String(n).split('').join('_'),
    () =>
      String(n)
        .split('')
        .map((d) => String.fromCharCode(pick(UNICODE_DIGITS).charCodeAt(0) + Number(d)))
        .join(''),
    () => `\u00a0${n}`,
    () => `\ufeff${n}`,
    () => `${n}.0`,
    () => `${n}__`,
    () => '',
    () => `${n}\0`,
    () => `\u2003${n}\u3000`
  ];
  const k = Math.floor(rnd() * kinds.length);
  edits.push(`count-spelling-${k}`);
  return kinds[k]();
}

function makeCase(dir, i) {
  const edits = [];
  mkdirSync(dir, { recursive: true });
  const files = [];
  const nFiles = 1 + Math.floor(rnd() * 5);
  for (let k = 0; k < nFiles; k++) {
    const name = pick(NAMES);
    if (files.some((f) => f.name === name || f.name.startsWith(name + '/') || name.startsWith(f.name + '/'))) continue;
    const body = Buffer.from(`file ${i} ${k} ${'x'.repeat(Math.floor(rnd() * 40))}\n`);
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), body);
    files.push({ name, body });
  }
  if (chance(0.08) && files.length) {
    const t = files[0];
    try {
      symlinkSync(t.name.split('/').pop(), join(dir, dirname(t.name), 'link-' + t.name.split('/').pop()));
      files.push({ name: join(dirname(t.name), 'link-' + t.name.split('/').pop()).replace(/^\.\//, ''), body: t.body });
      edits.push('symlink-inside');
    } catch {
      /* ignore */
    }
  }
  const rows = [];
  for (const f of files) {
    if (chance(0.07)) {
      edits.push('unlisted');
      continue;
    }
    const e = { path: f.name, size: f.body.length, hash: sha(f.body) };
    // One edit per row at most (probabilities in steps of 1-6 %), or none.
    const MUTATIONS = [
      [6, 'size', () => (e.size += 1)],
      [6, 'hash', () => (e.hash = sha(Buffer.from('other')))],
      [4, 'upper-hash', () => (e.hash = e.hash.toUpperCase())],
      [4, 'trailing-slash', () => (e.path += '/')],
      [3, 'dot-slash', () => (e.path = './' + e.path)],
      [3, 'double-slash', () => (e.path = e.path.replace('/', '//'))],
      [3, 'missing', () => (e.path = 'missing-' + e.path)],
      [2, 'backslash', () => (e.path = e.path.split('/').join('\\'))],
      [2, 'backslash-dotdot', () => (e.path = '..\\' + e.path)],
      [1, 'drive', () => (e.path = 'C:\\' + e.path)],
      [1, 'dotdot', () => (e.path = '../' + e.path)],
      [1, 'absolute', () => (e.path = '/' + e.path)],
      [1, 'nul', () => (e.path = e.path.slice(0, 1) + '\0' + e.path.slice(1))],
      [1, 'empty-path', () => (e.path = '')],
      [1, 'folder', () => (e.path = e.path.includes('/') ? e.path.split('/')[0] : e.path + '/')],
      [1, 'short-hash', () => (e.hash = e.hash.slice(0, 10))],
      [1, 'slash-dot', () => (e.path += '/.')]
    ];
    let r = rnd() * 100;
    for (const [p, name, apply] of MUTATIONS) {
      if (r < p) {
        apply();
        edits.push(name);
        break;
      }
      r -= p;
    }
    const { path, size, hash } = e;
    const sizeText = spellCount(size, edits);
    let row = [path, sizeText, hash];
    const shape = rnd();
    if (shape < 0.03) {
      row = row.slice(0, 1 + Math.floor(rnd() * 2));
      edits.push(`short-row-${row.length}`);
    } else if (shape < 0.06) {
      row.push('extra');
      edits.push('extra-column');
    }
    if (chance(0.03)) {
      row[0] = `"${row[0]}"`;
      edits.push('quoted');
    }
    rows.push(row.join('\t'));
    if (chance(0.04)) {
      rows.push(row.join('\t'));
      edits.push('duplicate');
    }
  }
  if (chance(0.03)) {
    rows.push(`ARTIFACT_MANIFEST.tsv\t10\t${sha(Buffer.from('x'))}`);
    edits.push('lists-itself');
  }
  if (chance(0.05)) {
    rows.splice(Math.floor(rnd() * (rows.length + 1)), 0, '');
    edits.push('blank-line');
  }
  let header = 'path\tbytes\tsha256';
  const h = rnd();
  if (h < 0.03) {
    header = '\ufeff' + header;
    edits.push('bom');
  } else if (h < 0.05) {
    header = 'path\tsize\tsha256';
    edits.push('bad-header');
  } else if (h < 0.06) {
    header = 'path\tbytes\tsha256\textra';
    edits.push('header-extra');
  }
  const crlf = chance(0.08);
  if (crlf) edits.push('crlf');
  const eol = crlf ? '\r\n' : '\n';
  let buf = Buffer.from([header, ...rows].join(eol) + (chance(0.9) ? eol : ''), 'utf8');
  if (chance(0.03)) {
    const at = Math.floor(rnd() * buf.length);
    buf = Buffer.concat([buf.subarray(0, at), Buffer.from([0xff]), buf.subarray(at)]);
    edits.push('invalid-utf8');
  }
  writeFileSync(join(dir, 'ARTIFACT_MANIFEST.tsv'), buf);
  return edits;
}

const PY = String.raw`
import json, sys
sys.path.insert(0, sys.argv[1] + "/src")
from pathlib import Path
from pqid_bench.manifest import verify_manifest
out = []
for d in sys.argv[2:]:
    try:
        out.append({"result": verify_manifest(Path(d)).to_dict()})
    except (FileNotFoundError, TypeError, ValueError, RuntimeError) as e:
        out.append({"error": str(e)})
    except Exception as e:
        out.append({"error": str(e), "traceback": type(e).__name__})
print(json.dumps(out))
`;

const root = mkdtempSync(join(tmpdir(), 'bg-manifest-diff-'));
const dirs = [];
const editsOf = [];
for (let i = 0; i < N; i++) {
  const d = join(root, `r${String(i).padStart(3, '0')}`);
  editsOf.push(makeCase(d, i));
  dirs.push(d);
}
const py = spawnSync('python3', ['-c', PY, REF, ...dirs], { encoding: 'utf8', maxBuffer: 256 << 20 });
if (py.status !== 0) {
  console.error(py.stderr);
  process.exit(2);
}
const ref = JSON.parse(py.stdout);
const bg = spawnSync(process.execPath, [CLI, 'manifest', 'verify', '--format', 'json', ...dirs], {
  encoding: 'utf8',
  maxBuffer: 256 << 20
});
const report = JSON.parse(bg.stdout);
const arts = report.suites[0].artifacts;

let agree = 0;
const diffs = [];
for (let i = 0; i < N; i++) {
  const r = ref[i];
  const a = arts[i];
  const mine = a.facts.reference;
  const failed =
    a.gates.some((g) => g.status === 'fail' || g.status === 'undecided') ||
    a.findings.some((f) => f.severity === 'error');
  const refValid = r.result ? r.result.valid : false;
  const problems = [];
  if (r.error !== undefined) {
    if (mine.error !== r.error)
      problems.push(`message: reference ${JSON.stringify(r.error)}, benchgate ${JSON.stringify(mine.error)}`);
  } else {
    if (mine.error !== undefined)
      problems.push(`benchgate aborts (${JSON.stringify(mine.error)}) where the reference gives a result`);
    for (const k of ['checked', 'missing', 'size_mismatches', 'hash_mismatches', 'valid']) {
      if (JSON.stringify(mine[k]) !== JSON.stringify(r.result[k]))
        problems.push(`${k}: reference ${JSON.stringify(r.result[k])}, benchgate ${JSON.stringify(mine[k])}`);
    }
  }
  if (failed === refValid)
    problems.push(
      `verdict: reference ${refValid ? 'valid' : 'invalid'}, benchgate ${failed ? 'fail' : 'pass'} (${a.findings
        .filter((f) => f.severity === 'error')
        .map((f) => f.code)
        .join(',')})`
    );
  if (problems.length === 0) agree++;
  else diffs.push({ dir: dirs[i], edits: editsOf[i], problems });
}
console.log(
  `manifest differential (seed ${SEED}): benchgate agrees with the PQID-Bench reference on ${agree}/${N} releases`
);
for (const d of diffs) console.log(`- ${d.dir} [${d.edits.join(', ')}]\n    ${d.problems.join('\n    ')}`);
if (!args.includes('--keep')) rmSync(root, { recursive: true, force: true });
process.exit(diffs.length ? 1 : 0);
