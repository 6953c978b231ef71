import { afterAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function tree(v: { pkg: string; lock?: string; src?: string; changelog: string; readme: string }): string {
  const dir = mkdtempSync(join(tmpdir(), 'bg-rel-'));
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'benchgate', version: v.pkg }));
  const lock = v.lock ?? v.pkg;
  writeFileSync(
    join(dir, 'package-lock.json'),
    JSON.stringify({ name: 'benchgate', version: lock, packages: { '': { version: lock } } })
  );
  writeFileSync(join(dir, 'src', 'version.ts'), `export const VERSION = '${v.src ?? v.pkg}';\n`);
  writeFileSync(join(dir, 'CHANGELOG.md'), v.changelog);
  writeFileSync(join(dir, 'README.md'), v.readme);
  return dir;
}
const run = (dir: string, ...args: string[]) =>
  spawnSync(process.execPath, ['scripts/release-check.mjs', ...args, '--root', dir], { encoding: 'utf8' });
const CHANGELOG =
  '# Changelog\n\n## [Unreleased]\n\n## [1.2.3] - 2026-12-03\n\n### Added\n- a thing\n\n## [1.2.2] - 2026-11-01\n- older\n';
const README = 'uses: benchgate/benchgate@v1\nuses: benchgate/benchgate/.github/workflows/benchgate.yml@v1\n';

describe('scripts/release-check.mjs', () => {
  const dirs: string[] = [];
  const mk = (v: Parameters<typeof tree>[0]) => {
    const d = tree(v);
    dirs.push(d);
    return d;
  };
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

  test('a consistent tree can be released and its notes are the version section only', () => {
    const d = mk({ pkg: '1.2.3', changelog: CHANGELOG, readme: README });
    const ok = run(d, '1.2.3');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/v1\.2\.3 can be released \(moves v1\)/);
    const n = run(d, '1.2.3', '--notes');
    expect(n.stdout).toBe('### Added\n- a thing\n');
  });
  test('every inconsistency is named and refuses the release', () => {
    const d = mk({
      pkg: '1.2.3',
      lock: '1.2.2',
      src: '1.2.2',
      changelog: '# Changelog\n\n## [Unreleased]\n- x\n',
      readme: README.replace('@v1\n', '@v2\n')
    });
    const r = run(d, '1.2.3');
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/package-lock\.json says version 1\.2\.2/);
    expect(r.stderr).toMatch(/src\/version\.ts says 1\.2\.2/);
    expect(r.stderr).toMatch(/no "## \[1\.2\.3\]" section/);
    expect(r.stderr).toMatch(/README\.md uses benchgate\/benchgate…@v2, but this release moves v1/);
    expect(run(d, '2.0.0').stderr).toMatch(/package\.json says version 1\.2\.3, not 2\.0\.0/);
  });
  test('a version that is not X.Y.Z is a usage error', () => {
    const d = mk({ pkg: '1.2.3', changelog: CHANGELOG, readme: README });
    expect(run(d, 'v1.2').status).toBe(2);
  });
});
