// Checks that the tree can be released as VERSION, or prints that version's release notes.
//   node scripts/release-check.mjs X.Y.Z [--notes] [--root DIR]
// Refuses (exit 1, one line per problem) unless: VERSION is X.Y.Z; package.json, package-lock.json and
// src/version.ts all say VERSION; CHANGELOG.md has a "## [VERSION]" section; every `benchgate/benchgate@vN` in the
// README names the major tag this release moves (vX); the tag vVERSION does not exist yet (in a git checkout).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const notes = args.includes('--notes');
const rootAt = args.indexOf('--root');
const root = rootAt >= 0 ? args[rootAt + 1] : new URL('..', import.meta.url).pathname;
const version = args.find((a, i) => !a.startsWith('--') && (rootAt < 0 || i !== rootAt + 1));

/** The body of CHANGELOG.md's "## [version]" section, or undefined. */
function section(changelog, v) {
  const lines = changelog.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`## [${v}]`));
  if (start < 0) return undefined;
  let end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  if (end < 0) end = lines.length;
  return lines
    .slice(start + 1, end)
    .join('\n')
    .trim();
}

const problems = [];
if (!version || !/^\d+\.\d+\.\d+$/.test(version)) {
  console.error(`release-check: give the version as X.Y.Z (got ${JSON.stringify(version ?? '')})`);
  process.exit(2);
}
const read = (f) => (existsSync(join(root, f)) ? readFileSync(join(root, f), 'utf8') : '');
const changelog = read('CHANGELOG.md');
const body = section(changelog, version);
if (notes) {
  if (body === undefined) {
    console.error(`release-check: CHANGELOG.md has no "## [${version}]" section`);
    process.exit(1);
  }
  process.stdout.write(body + '\n');
  process.exit(0);
}
const pkg = JSON.parse(read('package.json') || '{}');
if (pkg.version !== version) problems.push(`package.json says version ${pkg.version}, not ${version}`);
const lock = JSON.parse(read('package-lock.json') || '{}');
if (lock.version !== version || lock.packages?.['']?.version !== version)
  problems.push(`package-lock.json says version ${lock.version}; run npm install to update it to ${version}`);
const src = /VERSION = '([^']*)'/.exec(read('src/version.ts'))?.[1];
if (src !== version) problems.push(`src/version.ts says ${src}, not ${version}`);
if (body === undefined)
  problems.push(`CHANGELOG.md has no "## [${version}]" section: move the Unreleased notes under it`);
else if (!body) problems.push(`CHANGELOG.md's "## [${version}]" section is empty`);
const major = `v${version.split('.')[0]}`;
for (const m of read('README.md').matchAll(/benchgate\/benchgate(?:\/[^\s@]*)?@(v\d+)\b/g)) {
  if (m[1] !== major) problems.push(`README.md uses benchgate/benchgate…@${m[1]}, but this release moves ${major}`);
}
if (existsSync(join(root, '.git'))) {
  const tags = execFileSync('git', ['tag', '--list', `v${version}`], { cwd: root, encoding: 'utf8' }).trim();
  if (tags) problems.push(`the tag v${version} already exists`);
}
for (const p of problems) console.error(`release-check: ${p}`);
if (problems.length) process.exit(1);
console.log(`release-check: v${version} can be released (moves ${major})`);
