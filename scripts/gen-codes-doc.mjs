// Writes docs/codes.md from the code registry, through the built CLI (`benchgate codes --format markdown`).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const md = execFileSync(process.execPath, [join(root, 'dist', 'cli.js'), 'codes', '--format', 'markdown'], {
  encoding: 'utf8'
});
mkdirSync(join(root, 'docs'), { recursive: true });
writeFileSync(join(root, 'docs', 'codes.md'), md);
console.log('docs/codes.md written');
