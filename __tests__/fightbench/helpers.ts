import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CONFORMANCE } from '../helpers/paths.js';
import { DEFAULT_OPTIONS, type FightbenchOptions } from '../../src/suites/fightbench/options.js';

/** The repository root (this file is __tests__/fightbench/helpers.ts). */
export const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The vendored FightBench conformance folder (copied from shared/conformance/fightbench with its README). */
export const FB_CONF = join(CONFORMANCE, 'fightbench');
export const INTEROP = join(FB_CONF, 'synthetic-reader-interop');
export const NEGATIVE = join(FB_CONF, 'negative-aipdv-fightbench');
export const FIXTURES = join(REPO, '__tests__', 'fixtures', 'fightbench');

export function tmp(prefix = 'fb-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export function opts(over: Partial<FightbenchOptions> = {}): FightbenchOptions {
  return { ...DEFAULT_OPTIONS, engineVersions: [...DEFAULT_OPTIONS.engineVersions], ...over };
}

const HASH_A = 'a'.repeat(64);

/** A valid schema-v1 row (placeholder values, like the conformance rows). */
export function row(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    schemaVersion: 1,
    matchId: 'm-0001',
    pool: 'official',
    mode: 'duel',
    scenarioId: 'demo-scenario@1',
    stateHash: HASH_A,
    replay: JSON.stringify({
      engineVersion: '0.1.1',
      scenario: { id: 'demo-scenario@1' },
      seed: 'seed-1',
      config: {},
      actions: [],
      diagnostics: []
    }),
    io: '[]',
    calls: '[]',
    decisions: '[]',
    accounting: JSON.stringify({ costUsd: null, complete: false }),
    ...over
  };
}

export function writeJsonl(path: string, rows: Record<string, unknown>[], eol = '\n'): void {
  writeFileSync(path, rows.map((r) => JSON.stringify(r)).join(eol) + eol);
}
