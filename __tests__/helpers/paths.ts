import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is __tests__/helpers/paths.ts). */
export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** shared/ (read-only reference material) sits beside the clone, in development and in CI. */
export const SHARED = process.env['BENCHGATE_SHARED'] ?? resolve(REPO, '..', 'shared');
export const CONFORMANCE = join(SHARED, 'conformance');
export const FIXTURES = join(REPO, '__tests__', 'fixtures');

export function sharedAvailable(): boolean {
  return existsSync(CONFORMANCE);
}
