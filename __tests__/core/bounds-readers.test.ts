/**
 * The structure bounds at each family's reader, called directly (pure functions, no CLI): the same 300,000- and
 * 1,000,000-entry arrays as the end-to-end test, with the finding's code, position and gate.
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { decodeNested } from '../../src/suites/fightbench/rows.js';
import { DEFAULT_OPTIONS } from '../../src/suites/pcs/options.js';
import { checkPcsDocument } from '../../src/suites/pcs/check-document.js';
import { parseJsonObject } from '../../src/suites/qsolve/submission.js';
import { loadYaml } from '../../src/formats/yaml.js';
import { REPO } from '../helpers/paths.js';

const zeros = (n: number) => '[' + Array(n).fill('0').join(',') + ']';

describe.each([300_000, 1_000_000])('%i entries', (n) => {
  test('pcs: BG020 at the benchmark_runs array, the schema gate fails, the rest undecided', () => {
    const example = readFileSync(join(REPO, 'examples', 'pcs', 'labtrust.pcs_bench_ingest.valid.json'), 'utf8');
    const text = example.replace(
      /"benchmark_runs": \[[\s\S]*?\n {2}\],/,
      `"benchmark_runs": [${Array(n).fill('{}').join(',')}],`
    );
    const r = checkPcsDocument('b.json', text, DEFAULT_OPTIONS);
    expect(r.result.findings.map((f) => [f.code, f.line, f.column, f.gate])).toEqual([['BG020', 6, 21, 'schema']]);
    expect(r.result.gates.map((g) => [g.id, g.status])).toEqual([
      ['schema', 'fail'],
      ['semantics', 'undecided'],
      ['refs', 'undecided'],
      ['digests', 'undecided'],
      ['tier', 'undecided']
    ]);
  });

  test('FightBench: a nested JSON cell is BG020 on rows-valid, not decoded', () => {
    const r = decodeNested('decisions', zeros(n), 64 * 1024 * 1024);
    expect(r.value).toBeUndefined();
    expect(r.issues.map((i) => [i.def.code, i.gate, i.column])).toEqual([['BG020', 'rows-valid', 'decisions']]);
    expect(r.issues[0].message).toContain('at character 1');
  });

  test('Qsolve JSON (schemas, examples, input files): refused with the position, never parsed', () => {
    const r = parseJsonObject(Buffer.from(`{\n  "nodes": ${zeros(n)}\n}`));
    expect(r).toEqual({
      ok: false,
      message: expect.stringContaining('more than 100,000 entries'),
      bound: { line: 2, column: 12 }
    });
  });
});

describe('Qsolve YAML: values counted on the lexer before yaml builds a node', () => {
  test('100,001 sequence entries are BG020 at the value token past the bound; 99,990 are read', () => {
    // name : x list : = 5 tokens, then two per entry: the 200,001st is the scalar of entry 99,998 (line 100,000).
    const over = loadYaml('name: x\nlist:\n' + '- 0\n'.repeat(100_001));
    expect(over).toMatchObject({ ok: false, bound: true, pos: { line: 100_000, column: 3 } });
    if (!over.ok) expect(over.message).toContain('the YAML file holds more than 200,000 values');
    const under = loadYaml('list:\n' + '- 0\n'.repeat(99_990));
    expect(under.ok).toBe(true);
  });
  test('a flow sequence on one line: the column of the value past the bound', () => {
    const r = loadYaml('a: [' + Array(200_000).fill('0').join(', ') + ']\n');
    expect(r).toMatchObject({ ok: false, bound: true, pos: { line: 1 } });
  });
});
