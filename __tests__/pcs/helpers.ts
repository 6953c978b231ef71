import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const REPO_ROOT = resolve(here, '..', '..');

/**
 * `$BENCHGATE_SHARED/conformance/pcs` when set (as the other suites' helpers), else
 * `<repo>/../shared/conformance/pcs` (CI keeps shared/ beside the clone), else one level higher (worktrees).
 */
export function conformanceDir(): string {
  const env = process.env['BENCHGATE_SHARED'];
  if (env) return resolve(env, 'conformance', 'pcs');
  const candidates = [resolve(REPO_ROOT, '..', 'shared', 'conformance', 'pcs'), resolve(REPO_ROOT, '..', '..', 'shared', 'conformance', 'pcs')];
  for (const c of candidates) if (existsSync(c)) return c;
  return candidates[0];
}

export function conf(rel: string): string {
  return join(conformanceDir(), rel);
}

export function readConf(rel: string): string {
  return readFileSync(conf(rel), 'utf8');
}

export function readConfJson<T = any>(rel: string): T {
  return JSON.parse(readConf(rel)) as T;
}
