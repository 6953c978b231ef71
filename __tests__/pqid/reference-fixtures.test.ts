import { describe, expect, test } from '@jest/globals';
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { runPqidReference } from '../../src/suites/pqid/cli-reference.js';
import { buildReport } from '../../src/report/build.js';
import { verifyRelease } from '../../src/release/verify.js';
import { captureIO } from './helpers.js';
import { CONFORMANCE } from '../helpers/paths.js';

/**
 * PQID-Bench's own unit-test data (tests/unit/test_metrics.py, test_manifest.py, written out as files) and
 * the issue-20 reproductions, with the outputs of the reference (f4bafb4, Python 3.11) captured by
 * scripts/pqid-ref-capture.py. These tests never run Python: they compare with the stored outputs.
 */
const DIR = join(CONFORMANCE, 'pqid-ref', 'cases');

interface Expected {
  args: string[];
  rc: number;
  stdout: string;
  stderr: string;
  traceback: boolean;
}

const cases = readdirSync(DIR).sort();
const load = (name: string): { root: string; exp: Expected } => {
  const root = realpathSync(join(DIR, name, 'in'));
  const exp = JSON.parse(readFileSync(join(DIR, name, 'expected.json'), 'utf8')) as Expected;
  const sub = (s: string): string => s.split('<ROOT>').join(root);
  return { root, exp: { ...exp, stdout: sub(exp.stdout), stderr: sub(exp.stderr) } };
};

describe('benchgate pqid CLI = PQID-Bench reference on its own test data and the reported cases', () => {
  test('the fixture set is complete', () => {
    expect(cases.length).toBe(32);
    expect(cases.filter((c) => c.startsWith('ref_')).length).toBe(15);
  });

  test.each(cases)('%s', async (name) => {
    const { root, exp } = load(name);
    const cap = captureIO(root);
    const rc = await runPqidReference(exp.args, cap.io);
    expect(rc).toBe(exp.rc);
    if (exp.traceback) expect(cap.err().trimEnd().split('\n').pop()).toBe(exp.stderr.trimEnd());
    else expect(cap.err()).toBe(exp.stderr);
    if (exp.stdout.trimStart().startsWith('{')) expect(JSON.parse(cap.out())).toEqual(JSON.parse(exp.stdout));
    expect(cap.out()).toBe(exp.stdout);
  });
});

describe("manifest verify: benchgate's own verdict agrees with the reference on every verify case", () => {
  const verifyCases = cases.filter((c) => load(c).exp.args[0] === 'verify');
  test.each(verifyCases)('%s', async (name) => {
    const { root, exp } = load(name);
    const out = await verifyRelease(root);
    const report = buildReport(
      [
        {
          suite: 'artifact-manifest',
          title: 't',
          artifacts: [{ artifact: { path: 'x', kind: 'artifact-manifest' }, gates: out.gates, findings: out.findings }],
          findings: []
        }
      ],
      [],
      { root: '.', failOn: 'error', suites: ['artifact-manifest'] }
    );
    expect(report.verdict).toBe(exp.rc === 0 ? 'pass' : 'fail');
    // A listed entry the reference counts missing fails files_present (never a PASS beside AM004).
    if (exp.stdout.includes('"missing": [\n      "'))
      expect(out.gates.find((g) => g.id === 'files_present')?.status).toBe('fail');
  });
});
