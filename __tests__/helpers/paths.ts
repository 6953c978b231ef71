import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is __tests__/helpers/paths.ts). */
export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const FIXTURES = join(REPO, '__tests__', 'fixtures');
/**
 * The conformance data (reference outputs of PQID-Bench, pcs-core and FightBench), vendored from
 * `shared/conformance/` with its README and per-folder provenance and licence notices, so a clone anywhere
 * passes without `../shared`.
 */
export const CONFORMANCE = join(FIXTURES, 'conformance');

export function sharedAvailable(): boolean {
  return existsSync(CONFORMANCE);
}
