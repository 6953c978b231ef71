import { chmodSync, cpSync, mkdtempSync, readdirSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CommandIO } from '../../src/core/command.js';
import { CONFORMANCE } from '../helpers/paths.js';

const here = dirname(fileURLToPath(import.meta.url));
export const REPO = resolve(here, '..', '..');

/** The vendored pqid conformance folder (`__tests__/fixtures/conformance/pqid`, copied from shared/). */
export function conformanceDir(): string {
  return join(CONFORMANCE, 'pqid');
}

function makeWritable(dir: string): void {
  chmodSync(dir, 0o755);
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) makeWritable(p);
    else if (e.isFile()) chmodSync(p, 0o644);
  }
}

/** A writable temporary copy of the pqid conformance folder (tests never write into shared/). */
export function copyConformance(): string {
  const dst = realpathSync(mkdtempSync(join(tmpdir(), 'bg-pqid-')));
  cpSync(conformanceDir(), dst, { recursive: true });
  makeWritable(dst);
  return dst;
}

export function captureIO(cwd: string): { io: CommandIO; out: () => string; err: () => string } {
  let out = '';
  let err = '';
  return {
    io: { stdout: (t) => (out += t), stderr: (t) => (err += t), color: false, cwd, env: {}, isTTY: false },
    out: () => out,
    err: () => err
  };
}
