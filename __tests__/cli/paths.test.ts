/**
 * Issue #33, item 1: every command shows a finding's path relative to the current directory (one rule,
 * report/display-path.ts); a workflow checked at its own root is named by its folder; run from inside a workflow's
 * subfolder, `benchgate qsolve …` finds the workflow as pytest finds its rootdir (or says where workflows are).
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import type { CommandIO } from '../../src/core/command.js';
import { displayPath, namePath } from '../../src/report/display-path.js';
import { findWorkflowRoot, workflowsBelow } from '../../src/suites/qsolve/locate.js';
import { REPO } from '../helpers/paths.js';

let top = '';
let cache = '';

/**
 * top/ (a repository: .git)
 *   wf/        the max-cut example with an unknown manifest key (QS002 at qsolve.yaml:L:C: the workflow never runs)
 *   rel/       a release folder (ARTIFACT_MANIFEST.tsv) for merge and diff
 */
beforeAll(() => {
  top = realpathSync(mkdtempSync(join(tmpdir(), 'bg-paths-')));
  cache = mkdtempSync(join(tmpdir(), 'bg-paths-cache-'));
  mkdirSync(join(top, '.git'));
  cpSync(join(REPO, 'examples/qsolve/max-cut'), join(top, 'wf'), { recursive: true });
  writeFileSync(join(top, 'wf', 'qsolve.yaml'), readFileSync(join(top, 'wf', 'qsolve.yaml'), 'utf8') + '  bogus: 1\n');
  mkdirSync(join(top, 'rel'));
  writeFileSync(join(top, 'rel', 'a.txt'), 'abc');
  writeManifest(3);
});
afterAll(() => {
  rmSync(top, { recursive: true, force: true });
  rmSync(cache, { recursive: true, force: true });
});

function writeManifest(size: number): void {
  const sha = createHash('sha256').update('abc').digest('hex');
  writeFileSync(join(top, 'rel', 'ARTIFACT_MANIFEST.tsv'), `path\tbytes\tsha256\na.txt\t${size}\t${sha}\n`);
}

async function run(cwd: string, ...args: string[]): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const io: CommandIO = {
    stdout: (t) => (out += t),
    stderr: (t) => (err += t),
    color: false,
    cwd,
    env: { XDG_CACHE_HOME: cache },
    isTTY: false
  };
  const code = await main(args, io);
  return { code, out, err };
}

/** The line of the manifest's unknown key, as both commands must print it. */
const qs002 = (out: string) => /QS002 (\S+) unknown manifest key "targets\.bogus"/.exec(out)?.[1];
const artifactLine = (out: string) => out.split('\n').find((l) => l.includes('(qsolve-workflow)'));

describe('displayPath: one rule for every command', () => {
  test('inside the current directory: relative; the current directory itself: its folder name', () => {
    expect(displayPath('qsolve.yaml', '/r/wf', '/r')).toBe('wf/qsolve.yaml');
    expect(displayPath('wf/qsolve.yaml', '/r', '/r')).toBe('wf/qsolve.yaml');
    expect(displayPath('.', '/r/wf', '/r/wf')).toBe('wf');
    expect(displayPath('.', '.', '/r/max-cut')).toBe('max-cut');
  });
  test('outside it: a ../ ladder, or the absolute path when only the file-system root is shared', () => {
    expect(displayPath('qsolve.yaml', '/r/wf', '/r/wf/examples')).toBe('../qsolve.yaml');
    expect(displayPath('.', '/r/wf', '/r/wf/examples')).toBe('..');
    expect(displayPath('x/a.json', '/srv/data', '/home/me')).toBe('/srv/data/x/a.json');
  });
  test('a relative root (an action report) is taken from the current directory', () => {
    expect(displayPath('b/c.tsv', 'sub', '/r')).toBe('sub/b/c.tsv');
  });
  test('names come from the shown path, or the stored one when the shown path climbs out', () => {
    expect(namePath('.', '/r/wf', '/r')).toBe('wf');
    expect(namePath('.', '/r/wf', '/r/wf/examples')).toBe('wf');
    expect(namePath('rel/ARTIFACT_MANIFEST.tsv', '/r', '/r/x')).toBe('rel/ARTIFACT_MANIFEST.tsv');
  });
});

describe('check and qsolve check print the same paths', () => {
  test('`check wf` and `qsolve check wf` from the parent: wf/qsolve.yaml:L:C and the artifact wf', async () => {
    const a = await run(top, 'check', 'wf', '--no-cache');
    const b = await run(top, 'qsolve', 'check', 'wf', '--no-run');
    expect(a.code).toBe(1);
    expect(b.code).toBe(1);
    expect(qs002(a.out)).toMatch(/^wf\/qsolve\.yaml:\d+:\d+$/);
    expect(qs002(b.out)).toBe(qs002(a.out));
    expect(artifactLine(a.out)).toMatch(/^wf \(qsolve-workflow\) Qsolve workflow wf: FAIL/);
    expect(artifactLine(b.out)).toMatch(/^wf \(qsolve-workflow\) Qsolve workflow wf: FAIL/);
    // the short summary too
    expect(a.out).toMatch(/^FAIL wf manifest — /m);
    expect(b.out).toMatch(/^FAIL wf manifest — /m);
  });

  test('checked at its own root (`.`), the workflow is named by its folder, never "."', async () => {
    const wf = join(top, 'wf');
    for (const args of [
      ['check', '.', '--no-cache'],
      ['qsolve', 'check', '.', '--no-run'],
      ['qsolve', 'validate', '.']
    ]) {
      const r = await run(wf, ...args);
      expect(qs002(r.out)).toMatch(/^qsolve\.yaml:\d+:\d+$/);
      expect(artifactLine(r.out)).toMatch(/^wf \(qsolve-workflow\) Qsolve workflow wf: FAIL/);
      expect(r.out).toContain('[wf]');
      expect(r.out).not.toMatch(/\[\.\]|^\. |Qsolve workflow \./m);
    }
  });

  test('the JSON report keeps paths relative to its root (report.root), unchanged', async () => {
    const r = await run(top, 'check', 'wf', '--no-cache', '--json');
    const report = JSON.parse(r.out);
    expect(report.root).toBe(join(top, 'wf'));
    const qs = report.suites.find((s: { suite: string }) => s.suite === 'qsolve');
    expect(qs.artifacts[0].artifact.path).toBe('.');
    expect(qs.artifacts[0].findings.find((f: { code: string }) => f.code === 'QS002').file).toBe('qsolve.yaml');
    // the subject is a display name: the folder's
    expect(qs.artifacts[0].findings.find((f: { code: string }) => f.code === 'QS002').subject).toBe('wf');
  });
});

describe('qsolve commands find the workflow from a subfolder (pytest rootdir)', () => {
  test('`cd wf/examples && benchgate qsolve check`: the workflow above, said on stderr, paths from here', async () => {
    const r = await run(join(top, 'wf', 'examples'), 'qsolve', 'check', '--no-run');
    expect(r.code).toBe(1);
    expect(r.err).toBe('benchgate qsolve check: the current folder is inside the workflow wf (..): using it\n');
    expect(qs002(r.out)).toMatch(/^\.\.\/qsolve\.yaml:\d+:\d+$/);
    expect(artifactLine(r.out)).toMatch(/^\.\. \(qsolve-workflow\) Qsolve workflow wf: FAIL/);
    const t = await run(join(top, 'wf', 'examples'), 'qsolve', 'test', '--no-run');
    expect(t.err).toBe('benchgate qsolve test: the current folder is inside the workflow wf (..): using it\n');
  });

  test('a DIR inside a workflow checks the workflow; at the workflow itself nothing is said', async () => {
    const r = await run(top, 'qsolve', 'lint', 'wf/benchmarks');
    expect(r.err).toBe('benchgate qsolve lint: "wf/benchmarks" is inside the workflow wf: using it\n');
    expect(artifactLine(r.out)).toMatch(/^wf \(qsolve-workflow\)/);
    const q = await run(join(top, 'wf'), 'qsolve', 'validate');
    expect(q.err).toBe('');
    expect(artifactLine(q.out)).toMatch(/^wf \(qsolve-workflow\)/);
  });

  test('no workflow above: a usage error that names the repository root and the workflows below', async () => {
    const r = await run(top, 'qsolve', 'check', '--no-run');
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      'benchgate qsolve check: no Qsolve workflow here: no qsolve.yaml or qsolve.json in . (the repository root); give the workflow folder as DIR. Workflows below: wf.'
    );
    const s = await run(join(top, 'rel'), 'qsolve', 'validate');
    expect(s.code).toBe(2);
    expect(s.err).toContain(
      'no qsolve.yaml or qsolve.json in . or a folder above it up to the repository root ..; give the workflow folder as DIR.\n'
    );
  });

  test("`benchgate check` from a workflow's subfolder finds nothing and says where the workflow is (BG018)", async () => {
    const r = await run(join(top, 'wf', 'examples'), 'check', '--no-cache');
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      '  notice  BG018 no Qsolve workflow under the checked folder, which lies inside the workflow .. (its manifest is there): a workflow is checked from its own folder; run `benchgate check ..`, or `benchgate qsolve check` from here'
    );
    expect(r.out).toMatch(/^ERROR BG001 nothing was checked/m);
    // at a repository root (.git) nothing above is looked at; inside the workflow's own tree, no notice
    expect((await run(top, 'check', 'rel', '--no-cache')).out).not.toContain('BG018');
    expect((await run(top, 'check', '.', '--no-cache', '-k', 'nothing-matches')).out).not.toContain('BG018');
  });

  test('the walk stops at the repository root (.git): a manifest above it is not taken', () => {
    const outer = mkdtempSync(join(tmpdir(), 'bg-paths-outer-'));
    try {
      writeFileSync(join(outer, 'qsolve.yaml'), 'name: outer\n');
      mkdirSync(join(outer, 'repo', '.git'), { recursive: true });
      mkdirSync(join(outer, 'repo', 'sub'));
      expect(findWorkflowRoot(join(outer, 'repo', 'sub'))).toEqual({ stop: join(outer, 'repo') });
      expect(findWorkflowRoot(join(outer, 'x-no-git-here'))).toMatchObject({ found: outer });
      expect(workflowsBelow(outer)).toEqual({ found: [], more: false });
    } finally {
      rmSync(outer, { recursive: true, force: true });
    }
  });
});

describe('merge and diff show paths from the current directory', () => {
  test('diff and merge of reports of rel/, run from its parent: rel/ARTIFACT_MANIFEST.tsv', async () => {
    const relDir = join(top, 'rel');
    writeManifest(3);
    const base = await run(relDir, 'check', '.', '--no-cache', '--json', '--shard', '1/1');
    writeManifest(4);
    const head = await run(relDir, 'check', '.', '--no-cache', '--json', '--shard', '1/1');
    writeManifest(3);
    writeFileSync(join(top, 'base.json'), base.out);
    writeFileSync(join(top, 'head.json'), head.out);
    const d = await run(top, 'diff', 'base.json', 'head.json');
    expect(d.code).toBe(1);
    expect(d.out).toMatch(/^ {2}rel\/ARTIFACT_MANIFEST\.tsv \S+: pass -> fail/m);
    const m = await run(top, 'merge', 'head.json');
    expect(m.code).toBe(1);
    expect(m.out).toMatch(/^rel\/ARTIFACT_MANIFEST\.tsv \(artifact-manifest\) Release inventory rel\/: FAIL/m);
    expect(m.out).toMatch(/^ERROR AM\d{3} rel\/ARTIFACT_MANIFEST\.tsv/m);
  });

  test('a report made on another machine (its root is not here) keeps the paths it stores', async () => {
    const head = JSON.parse(readFileSync(join(top, 'head.json'), 'utf8'));
    head.root = '/nonexistent-bg-machine/work/rel';
    writeFileSync(join(top, 'elsewhere.json'), JSON.stringify(head));
    const m = await run(top, 'merge', 'elsewhere.json');
    expect(m.out).toMatch(/^ARTIFACT_MANIFEST\.tsv \(artifact-manifest\)/m);
  });
});
