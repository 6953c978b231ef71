import { chmodSync, cpSync, mkdtempSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CommandIO } from '../../src/cli/command.js';

const here = dirname(fileURLToPath(import.meta.url));
export const REPO = resolve(here, '..', '..');

/** `<repo>/../shared/conformance/pqid` (CI keeps shared/ beside the clone); falls back to /work/shared. */
export function conformanceDir(): string {
  const candidates = [resolve(REPO, '..', 'shared', 'conformance', 'pqid'), resolve(REPO, '..', '..', 'shared', 'conformance', 'pqid'), '/work/shared/conformance/pqid'];
  for (const c of candidates) {
    try {
      if (statSync(c).isDirectory()) return c;
    } catch {
      /* next */
    }
  }
  return candidates[0];
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
