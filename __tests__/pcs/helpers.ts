import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CONFORMANCE } from '../helpers/paths.js';

/** The vendored pcs conformance folder (`__tests__/fixtures/conformance/pcs`, copied from shared/). */
export function conformanceDir(): string {
  return join(CONFORMANCE, 'pcs');
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
