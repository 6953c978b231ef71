import { describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { buildReport } from '../../src/report/build.js';
import { verifyRelease } from '../../src/release/verify.js';
import { CONFORMANCE } from '../helpers/paths.js';

// Real path: the reference prints resolved paths, and the clone may be reached through a symlink.
const PQID = realpathSync(join(CONFORMANCE, 'pqid'));

interface Case {
  name: string;
  command: string;
  rc: number;
  stdout: string;
  stderr: string;
}

const cases: Case[] = (JSON.parse(readFileSync(join(PQID, 'outputs', 'index.json'), 'utf8')) as Case[]).filter(
  (c) => / verify /.test(` ${c.command} `) && !c.command.includes('--full')
);

const read = (rel: string) => readFileSync(join(PQID, rel), 'utf8').split('<ROOT>').join(PQID);

describe('ARTIFACT_MANIFEST.tsv: reference parity on every verify case', () => {
  test('the conformance set is present and has the v_a cases', () => {
    expect(existsSync(join(PQID, 'outputs', 'index.json'))).toBe(true);
    expect(cases.filter((c) => c.name.startsWith('v_a')).length).toBe(20);
  });

  test.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const dir = join(PQID, c.command.split(' ')[2]);
    const out = await verifyRelease(dir);
    const stdout = read(c.stdout);
    const stderr = read(c.stderr);
    if (stdout.trim().startsWith('{')) {
      // The reference printed its result object: compare every list and the verdict.
      const ref = JSON.parse(stdout).manifest;
      expect(out.reference.error).toBeUndefined();
      expect(out.reference.checked).toBe(ref.checked);
      expect(out.reference.missing).toEqual(ref.missing);
      expect(out.reference.size_mismatches).toEqual(ref.size_mismatches);
      expect(out.reference.hash_mismatches).toEqual(ref.hash_mismatches);
      expect(out.reference.valid).toBe(ref.valid);
      expect(out.reference.manifest_path).toBe(ref.manifest_path);
    } else {
      // The reference aborted: same message after "pqid-bench: ".
      expect(stderr.startsWith('pqid-bench: ')).toBe(true);
      expect(out.reference.error).toBe(stderr.slice('pqid-bench: '.length).trimEnd());
      expect(out.reference.valid).toBe(false);
    }
    // benchgate's own verdict agrees with the reference's exit code.
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
      {
        root: '.',
        failOn: 'error',
        suites: ['artifact-manifest']
      }
    );
    expect(report.verdict).toBe(c.rc === 0 ? 'pass' : 'fail');
  });
});

describe('named failing entries carry findings on their manifest lines', () => {
  test('a22: every failure, in manifest order, each on its own line', async () => {
    const out = await verifyRelease(join(PQID, 'inputs/artifact-manifest-cases/a22_multiple_failures_in_order'));
    const errs = out.findings.filter((f) => f.severity === 'error').map((f) => [f.code, f.line]);
    expect(errs).toEqual([
      ['AM007', 2],
      ['AM006', 3],
      ['AM008', 4],
      ['AM006', 6]
    ]);
    expect(out.gates.find((g) => g.id === 'files_present')?.status).toBe('fail');
    expect(out.gates.find((g) => g.id === 'manifest_format')?.status).toBe('pass');
  });

  test('a29: a manifest listing itself gets AM013 as well as the size mismatch', async () => {
    const out = await verifyRelease(join(PQID, 'inputs/artifact-manifest-cases/a29_manifest_lists_itself'));
    expect(out.findings.map((f) => f.code)).toEqual(expect.arrayContaining(['AM013', 'AM007']));
    expect(out.findings.find((f) => f.code === 'AM013')?.line).toBe(3);
  });

  test('lax cases keep the reference verdict but warn', async () => {
    const upper = await verifyRelease(join(PQID, 'inputs/artifact-manifest-cases/a14_uppercase_sha'));
    expect(upper.findings.map((f) => [f.code, f.severity])).toEqual([['AM010', 'warning']]);
    const extra = await verifyRelease(join(PQID, 'inputs/artifact-manifest-cases/a16_extra_column'));
    expect(extra.findings.map((f) => [f.code, f.severity, f.line, f.column])).toEqual([['AM014', 'warning', 2, 74]]);
    const bom = await verifyRelease(join(PQID, 'inputs/artifact-manifest-cases/a20_bom_header'));
    expect(bom.findings[0].code).toBe('AM002');
    expect(bom.findings[0].message).toContain('byte-order mark');
  });

  test('the real 1,087-entry manifest parses with no problem', async () => {
    const { parseManifest } = await import('../../src/release/manifest-parse.js');
    const p = parseManifest(readFileSync(join(PQID, 'inputs/real_ARTIFACT_MANIFEST.tsv'), 'utf8'), 'm');
    expect(p.entries.length).toBe(1087);
    expect(p.problems).toEqual([]);
  });
});
