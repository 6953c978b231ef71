/**
 * Property test: the byte-level fast path (fastrow.ts) and the full path (JSON.parse + the reference rules)
 * give identical results — accepted cells, summary, every problem (kind, message, line, record), record
 * count, line count — on seeded random files that mix clean rows with every kind of bad or unusual input.
 */
import { describe, expect, test, beforeAll } from '@jest/globals';
import { mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countCells, summarize } from '../../src/suites/pqid/records.js';
import { evaluateFile, loadEvaluations, type LoadedEvaluations } from '../../src/suites/pqid/service.js';

function mulberry32(seed: number): () => number {
  return () => {
    seed |= 0;
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ENDPOINT_KEYS = [
  'report_executable',
  'execution',
  'execution_success',
  'report_assembly_admissible',
  'assembly',
  'assembly_admissible',
  'qasm3_export_success',
  'report_signature_match',
  'signature',
  'signature_match',
  'ordered_wire_tape_match',
  'ordered_match',
  'parameter_aware_tape_match',
  'parameter_match'
];
/** Raw JSON texts of flag values: mostly valid, some accepted only by the full path, some rejected. */
const FLAG_VALUES = [
  'true',
  'false',
  'true',
  'false',
  'true',
  'false',
  '0',
  '1',
  '1.0',
  '0.0',
  '-0',
  '1e0',
  '2',
  '-1',
  'null',
  '"true"',
  '[]',
  '{}',
  'NaN',
  'Infinity',
  '10',
  '01',
  'tru',
  'true ',
  ' false'
];
const ID_VALUES = [
  '"m1"',
  '"m2"',
  '"m\\u0031"',
  '"é"',
  '"\\u00e9"',
  '""',
  '0',
  '5',
  '5.0',
  'true',
  'false',
  'null',
  '[1]',
  '{"a":1}',
  '"m 1"',
  '"m\\"q"',
  '"x\\ty"'
];
const OTHER_VALUES = [
  '"row-1"',
  '"a\\nb"',
  '"ü"',
  '123',
  '-1.5e-3',
  '1E+2',
  '0',
  '-0.0',
  'true',
  'null',
  '[]',
  '{}',
  '[1,[2,[3]]]',
  '{"k":{"model":"x"}}',
  '"\\ud83d\\ude00"',
  '01',
  '1.',
  '.5',
  '-',
  'NaN',
  '"unterminated',
  '[1,]',
  '{"a" 1}',
  '['.repeat(40) + ']'.repeat(40)
];
/** Separators: mostly none, sometimes JSON whitespace, rarely whitespace JSON does not allow. */
const WS = [...Array(40).fill(''), ' ', ' ', '\t', '  ', '\f', '\u00a0'];

function randomRow(rnd: () => number, prompts: number): string {
  const pick = <T>(a: T[]): T => a[Math.floor(rnd() * a.length)];
  const parts: string[] = [];
  const r = rnd();
  const clean = r < 0.75;
  const pid = `"p${Math.floor(rnd() * prompts)}"`;
  const model = clean ? pick(['"m1"', '"m2"', '"m3"']) : pick(ID_VALUES);
  if (rnd() < 0.97) parts.push(`"model":${model}`);
  if (rnd() < 0.97) parts.push(`"prompt_id":${clean ? pid : rnd() < 0.7 ? pid : pick(ID_VALUES)}`);
  if (clean) {
    const e = rnd() < 0.8;
    const s = e && rnd() < 0.6;
    const o = s && rnd() < 0.8;
    const p = o && rnd() < 0.8;
    parts.push(`"report_executable":${e}`, `"report_signature_match":${s}`);
    if (rnd() < 0.8) parts.push(`"report_assembly_admissible":${e && rnd() < 0.95}`);
    if (rnd() < 0.7) parts.push(`"ordered_wire_tape_match":${o}`);
    if (rnd() < 0.6) parts.push(`"parameter_aware_tape_match":${p}`);
    if (rnd() < 0.2) parts.push(`"execution":${rnd() < 0.9 ? e : !e}`);
    if (rnd() < 0.35) {
      // almost clean: one value replaced
      const k = Math.floor(rnd() * parts.length);
      const key = parts[k].slice(0, parts[k].indexOf(':'));
      parts[k] = `${key}:${key === '"model"' || key === '"prompt_id"' ? pick(ID_VALUES) : pick(FLAG_VALUES)}`;
    }
  } else {
    const n = Math.floor(rnd() * 6);
    for (let i = 0; i < n; i++) parts.push(`"${pick(ENDPOINT_KEYS)}":${pick(FLAG_VALUES)}`);
  }
  const extra = Math.floor(rnd() * 3);
  for (let i = 0; i < extra; i++) {
    if (rnd() < 0.7) parts.push(`"${pick(['row_id', 'note', 'x', 'é'])}":${pick(OTHER_VALUES.slice(0, 15))}`);
    else
      parts.push(`"${pick(['row_id', 'note', 'mod\\u0065l', 'report_executable', 'x', 'é'])}":${pick(OTHER_VALUES)}`);
  }
  // shuffle
  for (let i = parts.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [parts[i], parts[j]] = [parts[j], parts[i]];
  }
  const sep = (): string => pick(WS);
  let line = `${sep()}{${sep()}${parts.map((x) => x.replace(':', `${sep()}:${sep()}`)).join(`${sep()},${sep()}`)}${sep()}}${sep()}`;
  const q = rnd();
  if (q < 0.01) line = line.slice(0, Math.floor(line.length / 2));
  else if (q < 0.015) line = `[${line}]`;
  else if (q < 0.02) line = '';
  else if (q < 0.025) line = '   ';
  else if (q < 0.03) line = line + 'x';
  else if (q < 0.035) line = '42';
  return line;
}

function randomFile(rnd: () => number, rows: number): Buffer {
  const prompts = Math.max(2, Math.floor(rows * (0.6 + rnd())));
  const lines: string[] = [];
  for (let i = 0; i < rows; i++) lines.push(randomRow(rnd, prompts));
  const q = rnd();
  let nl = '\n';
  if (q < 0.1) nl = '\r\n';
  let text = lines.join(nl);
  if (rnd() < 0.15) text = text.replace(/\n/g, (m) => (rnd() < 0.05 ? '\r' : m));
  if (rnd() < 0.7) text += nl;
  let buf = Buffer.from(text, 'utf8');
  if (rnd() < 0.05) buf = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), buf]);
  if (rnd() < 0.05) {
    const at = Math.floor(rnd() * buf.length);
    buf = Buffer.concat([buf.subarray(0, at), Buffer.from([0xff]), buf.subarray(at)]);
  }
  return buf;
}

function snapshot(l: LoadedEvaluations): unknown {
  const c = l.acc.cells;
  return {
    problems: l.acc.problems,
    problemCount: l.acc.problemCount,
    firstError: l.acc.firstError,
    records: l.acc.records,
    models: c.models,
    prompts: c.prompts,
    length: c.length,
    modelOf: Array.from(c.modelOf.subarray(0, c.length)),
    promptOf: Array.from(c.promptOf.subarray(0, c.length)),
    flags: Array.from(c.flags.subarray(0, c.length)),
    summary: c.length ? summarize(countCells(c), null) : null,
    lines: l.read.lines,
    longLines: l.read.longLines,
    utf8: l.read.utf8Error
  };
}

let dir = '';
beforeAll(() => {
  dir = realpathSync(mkdtempSync(join(tmpdir(), 'bg-pqid-fast-')));
});

async function same(
  name: string,
  content: Buffer | string,
  maxLineBytes?: number
): Promise<{ fast: number; slow: number }> {
  const p = join(dir, name);
  writeFileSync(p, content);
  let fast = 0;
  let slow = 0;
  for (const stopAtFirst of [false, true]) {
    const a = await loadEvaluations(p, name, { stopAtFirst, maxLineBytes, maxProblems: 10_000 });
    const b = await loadEvaluations(p, name, { stopAtFirst, maxLineBytes, maxProblems: 10_000, fastPath: false });
    expect(snapshot(a)).toEqual(snapshot(b));
    expect(b.fastLines).toBe(0);
    fast += a.fastLines;
    slow += a.slowLines;
  }
  return { fast, slow };
}

describe('pqid fast path ≡ full path', () => {
  test('300 seeded random files (clean rows mixed with bad and unusual input)', async () => {
    const rnd = mulberry32(20260712);
    let fast = 0;
    let slow = 0;
    for (let k = 0; k < 300; k++) {
      const r = await same(`rand-${k}.jsonl`, randomFile(rnd, 1 + Math.floor(rnd() * 60)));
      fast += r.fast;
      slow += r.slow;
    }
    // Both paths were exercised substantially.
    expect(fast).toBeGreaterThan(1000);
    expect(slow).toBeGreaterThan(1000);
  }, 120_000);

  test('every bad-input case of bad-input.test.ts', async () => {
    const ok = (p: string, extra = ''): string =>
      `{"model":"m","prompt_id":"${p}","report_executable":true,"report_signature_match":false${extra}}`;
    const files: Record<string, string | Buffer> = {
      'empty.jsonl': '',
      'blank.jsonl': '\n  \n\t\n',
      'badjson.jsonl': `${ok('p1')}\n\n{"model": "m", oops\n${ok('p2')}\n`,
      'array.jsonl': `[1,2]\n"text"\n42\nnull\n${ok('p1')}\n`,
      'strings.jsonl': `{"model":"m","prompt_id":"p1","report_executable":"true","report_signature_match":"false"}\n`,
      'flags.jsonl': `{"model":"m","prompt_id":"p1","report_executable":2,"report_signature_match":false}\n{"model":"m","prompt_id":"p2","report_executable":-1,"report_signature_match":false}\n`,
      'nan.jsonl': `{"model":"m","prompt_id":"p1","report_executable":NaN,"report_signature_match":false}\n{"model":"m","prompt_id":"p2","report_executable":true,"report_signature_match":Infinity}\n`,
      'huge.jsonl': `${ok('p1')}\n{"model":"m","prompt_id":"p2","pad":"${'x'.repeat(300_000)}","report_executable":true,"report_signature_match":false}\n${ok('p3')}\n`,
      'latin1.jsonl': Buffer.concat([
        Buffer.from(`${ok('p1')}\n{"model":"m\xe9`, 'latin1'),
        Buffer.from(`","prompt_id":"p2","report_executable":true,"report_signature_match":false}\n`)
      ]),
      'many.jsonl':
        [
          ok('p1'),
          ok('p1'),
          `{"model":"m","prompt_id":"p3","report_executable":false,"report_signature_match":true}`,
          `{"model":"","prompt_id":"p4"}`,
          `{"model":"m","prompt_id":"p5","report_executable":true,"execution":false,"report_signature_match":false}`
        ].join('\n') + '\n',
      'crlf.jsonl': `${ok('p1')}\r\n${ok('p2')}\r${ok('p3')}\n\n${ok('p4')}`,
      'partial-assembly.jsonl': `${ok('p1', ',"assembly":true')}\n${ok('p2')}\n`,
      'dup-relevant-key.jsonl': `{"model":"a","model":"b","prompt_id":"p","report_executable":true,"report_signature_match":false}\n${ok('p', ',"report_executable":false')}\n`,
      'escaped-ids.jsonl': `{"model":"m","prompt_id":"p\\u0031","report_executable":true,"report_signature_match":false}\n${ok('p1')}\n`,
      'invariants.jsonl': [
        ok('p1', ',"assembly":true'),
        `{"model":"m","prompt_id":"p2","report_executable":false,"report_signature_match":false,"assembly":true}`,
        ok('p3', ',"ordered_match":true'),
        ok('p4', ',"parameter_match":true')
      ].join('\n')
    };
    for (const [n, c] of Object.entries(files)) await same(n, c);
    await same('huge-limited.jsonl', files['huge.jsonl'], 4096);
  });

  test('the CLI result (evaluate) is byte-identical with and without the fast path', async () => {
    const rnd = mulberry32(7);
    const lines: string[] = [];
    for (let m = 0; m < 3; m++)
      for (let p = 0; p < 500; p++) {
        const e = rnd() < 0.9;
        const s = e && rnd() < 0.5;
        lines.push(
          JSON.stringify({
            model: `m${m}`,
            prompt_id: `p${p}`,
            report_executable: e,
            report_assembly_admissible: e,
            report_signature_match: s,
            ordered_wire_tape_match: s && rnd() < 0.9
          })
        );
      }
    const p = join(dir, 'clean.jsonl');
    writeFileSync(p, lines.join('\n') + '\n');
    const a = await evaluateFile(p, dir);
    const b = await evaluateFile(p, dir, { fastPath: false });
    expect(a.json).toEqual(b.json);
    const l = await loadEvaluations(p, 'clean.jsonl');
    expect(l.fastLines).toBe(1500);
    expect(l.slowLines).toBe(0);
  });
});
