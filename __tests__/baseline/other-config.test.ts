import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { diffCommand } from '../../src/cli/commands/diff.js';
import type { CommandIO } from '../../src/core/command.js';
import { dirname, join } from 'node:path';
import { parseBaseline } from '../../src/baseline/load.js';
import { applyBaseline } from '../../src/baseline/no-regression.js';
import type { NoRegressionConfig } from '../../src/core/no-regression-config.js';
import type { Report } from '../../src/core/model.js';
import { recount } from '../../src/core/verdict.js';
import { renderDeltaMarkdown } from '../../src/report/delta-render.js';
import { runCheck } from '../../src/run.js';
import { baseAndHead } from './helpers.js';

/**
 * A baseline made with another configuration is compared where it is comparable (docs/baseline.md, "A baseline of
 * another configuration"): only what both reports have, one BG019 notice naming what differs, and a no-regression
 * allowance on a metric without a comparable baseline value is undecided, never a pass.
 */
let dirs: { base: string; head: string };
let sameConfigBase: Report;
let otherConfigBase: Report;
let head: Report;

beforeAll(async () => {
  dirs = baseAndHead();
  // The baseline also has a release `d` the head does not have.
  const d = join(dirs.base, 'd');
  mkdirSync(d, { recursive: true });
  writeFileSync(join(d, 'x.txt'), 'x\n');
  writeFileSync(
    join(d, 'ARTIFACT_MANIFEST.tsv'),
    `path\tbytes\tsha256\nx.txt\t2\t${createHash('sha256').update('x\n').digest('hex')}\n`
  );
  head = await runCheck({ path: dirs.head, suites: ['artifact-manifest'] });
  sameConfigBase = await runCheck({ path: dirs.base, suites: ['artifact-manifest'] });
  otherConfigBase = await runCheck({ path: dirs.base, suites: ['artifact-manifest'], failOn: 'warning' });
});
afterAll(() => rmSync(dirname(dirs.base), { recursive: true, force: true }));

const expectOf = () => ({ version: head.tool.version, configHash: head.config.configHash });
const accept = (r: Report) => {
  const b = parseBaseline(JSON.stringify(r), 'cache', 'benchgate-baseline-main-x', expectOf());
  if (!b.ok) throw new Error(b.notice.message);
  return b;
};
const gated: NoRegressionConfig = { enabled: true, newFailures: true, maxDrop: [{ pattern: 'mismatches', max: 0 }] };
const artifactOf = (r: Report, path: string) => r.suites[0].artifacts.find((a) => a.artifact.path === path)!;

describe('a baseline of another configuration', () => {
  it('is accepted and compared on the artifacts both sides have, with a BG019 notice naming what differs', () => {
    expect(otherConfigBase.config.configHash).not.toBe(head.config.configHash);
    const out = applyBaseline(head, accept(otherConfigBase));
    const d = out.delta!;
    expect(d.baseline.differs).toEqual([
      'fail-on: warning in the baseline, error now',
      `configHash: ${otherConfigBase.config.configHash.slice(0, 12)}… in the baseline, ${head.config.configHash.slice(0, 12)}… now`
    ]);
    // The gate changes of the common artifacts are there; `d` (baseline only) is not "removed".
    expect(d.newFailures.map((g) => `${g.path} ${g.gate}`)).toEqual(['b/ARTIFACT_MANIFEST.tsv hashes_match']);
    expect(d.fixed.map((g) => `${g.path} ${g.gate}`)).toEqual(['a/ARTIFACT_MANIFEST.tsv hashes_match']);
    expect(d.artifacts).toEqual({ added: [], removed: [] });
    expect(d.metrics.some((m) => m.path.startsWith('d/'))).toBe(false);
    const notes = out.findings.filter((f) => f.code === 'BG019');
    expect(notes).toHaveLength(1);
    expect(notes[0].severity).toBe('notice');
    expect(notes[0].message).toBe(
      `the baseline "benchgate-baseline-main-x" was made with another configuration (${d.baseline.differs!.join('; ')}): compared only where comparable, 3 artifact(s) on both sides (left out: 0 artifact(s) of this run and 1 of the baseline that the other side does not have), and only the gates, metrics and findings both sides have; a no-regression allowance on a metric without a comparable baseline value is undecided`
    );
    // The summary's "What changed" says so.
    expect(renderDeltaMarkdown(d)).toContain('> [!NOTE]\n> The baseline was made with another configuration (fail-on:');
    // The verdict is this run's own: a BG019 notice changes nothing.
    expect(out.verdict).toBe(head.verdict);
  });

  it('the same baseline with the same configuration shows `d` as removed and no BG019 (as before)', () => {
    const out = applyBaseline(head, accept(sameConfigBase));
    expect(out.delta!.baseline.differs).toBeUndefined();
    expect(out.delta!.artifacts.removed.map((a) => a.path)).toEqual(['d/ARTIFACT_MANIFEST.tsv']);
    expect(out.findings.some((f) => f.code === 'BG019')).toBe(false);
  });

  it('gates and metrics of one side only are left out', () => {
    const b = structuredClone(otherConfigBase);
    const c = artifactOf(b, 'c/ARTIFACT_MANIFEST.tsv');
    c.gates = c.gates.filter((g) => g.id !== 'hashes_match');
    c.metrics = c.metrics!.filter((m) => m.id !== 'bytes');
    const d = applyBaseline(head, accept(recount(b))).delta!;
    const onC = <T extends { path: string }>(xs: T[]) => xs.filter((x) => x.path === 'c/ARTIFACT_MANIFEST.tsv');
    expect(onC(d.metrics).map((m) => m.id)).not.toContain('bytes');
    expect(onC(d.metrics).map((m) => m.direction)).not.toContain('new');
    expect([...onC(d.newFailures), ...onC(d.fixed), ...onC(d.newlyUndecided)]).toEqual([]);
  });
});

describe('no-regression over an incomparable metric (the attack: a baseline chosen to hide a regression)', () => {
  const without = (r: Report, path: string) => {
    const b = structuredClone(r);
    const a = artifactOf(b, path);
    a.metrics = a.metrics!.filter((m) => m.id !== 'mismatches');
    return recount(b);
  };

  it('another configuration without the gated metric: the gate is undecided with BG051, so the run fails', () => {
    const out = applyBaseline(head, accept(without(otherConfigBase, 'c/ARTIFACT_MANIFEST.tsv')), gated);
    const c = artifactOf(out, 'c/ARTIFACT_MANIFEST.tsv');
    expect(c.gates.find((g) => g.id === 'no-regression')).toMatchObject({
      status: 'undecided',
      detail: 'a gated metric has no comparable baseline value (another configuration, BG019) or no value now (BG051)'
    });
    expect(c.findings.filter((f) => f.code === 'BG051').map((f) => f.message)).toEqual([
      'metric mismatches (Mismatches (missing, size, hash)) has no comparable value in the baseline, which was made with another configuration (BG019), so no-regression cannot decide it'
    ]);
    expect(out.verdict).toBe('fail');
    expect(out.counts.gates.undecided).toBeGreaterThanOrEqual(1);
  });

  it('the same configuration without it: the metric is new and the gate decides on the rest (as before)', () => {
    const out = applyBaseline(head, accept(without(sameConfigBase, 'c/ARTIFACT_MANIFEST.tsv')), gated);
    const c = artifactOf(out, 'c/ARTIFACT_MANIFEST.tsv');
    expect(c.gates.find((g) => g.id === 'no-regression')!.status).toBe('pass');
  });

  it('a real regression on a common metric still fails the gate against another configuration', () => {
    const out = applyBaseline(head, accept(otherConfigBase), gated);
    const b = artifactOf(out, 'b/ARTIFACT_MANIFEST.tsv');
    expect(b.gates.find((g) => g.id === 'no-regression')!.status).toBe('fail');
    expect(b.findings.filter((f) => f.code === 'BG051').map((f) => f.message)).toEqual([
      'gate hashes_match is fail now; it was pass in the baseline',
      expect.stringMatching(/^metric mismatches \(Mismatches \(missing, size, hash\)\) regressed: 0 → 1/)
    ]);
  });
});

describe('benchgate diff of two reports of different configurations', () => {
  it('names what differs on stderr, compares only what both have, and its JSON delta carries `differs`', async () => {
    const root = dirname(dirs.base);
    writeFileSync(join(root, 'other.json'), JSON.stringify(otherConfigBase));
    writeFileSync(join(root, 'head.json'), JSON.stringify(head));
    let out = '';
    let err = '';
    const io: CommandIO = {
      stdout: (s) => (out += s),
      stderr: (s) => (err += s),
      color: false,
      cwd: root,
      env: {},
      isTTY: false
    };
    expect(await diffCommand.run(['other.json', 'head.json', '--format', 'json'], io)).toBe(1);
    expect(err).toBe(
      `benchgate diff: note: the two reports were made with different configurations (fail-on: warning in the baseline, error now; configHash: ${otherConfigBase.config.configHash.slice(0, 12)}… in the baseline, ${head.config.configHash.slice(0, 12)}… now); only the artifacts, gates, metrics and findings both have are compared\n`
    );
    const { delta } = JSON.parse(out);
    expect(delta.baseline.differs).toHaveLength(2);
    expect(delta.artifacts).toEqual({ added: [], removed: [] });
    out = '';
    await diffCommand.run(['other.json', 'head.json'], io);
    expect(out).toContain('another configuration (fail-on: warning in the baseline, error now; configHash: ');
  });
});
