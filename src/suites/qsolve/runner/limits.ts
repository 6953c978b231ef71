/**
 * The time and memory LIMITS of a workflow run: the gates run's time budget from the manifest's
 * `resources.timeout_s` (clamped to MIN_TIME_S..MAX_TIME_S, or the caller's override) and the memory limit from
 * `resources.memory_mb` (capped at MAX_MEMORY_MB). Pure.
 */
import type { Manifest } from '../types.js';

export const MIN_TIME_S = 300;
export const MAX_TIME_S = 7200;
const MAX_MEMORY_MB = 8192;
const DEFAULT_MEMORY_MB = 2048;

export function timeLimitS(m: Manifest | undefined, override?: number): number {
  if (override !== undefined) return override;
  const t = m?.resources?.timeout_s ?? MIN_TIME_S;
  return Math.min(Math.max(t, MIN_TIME_S), MAX_TIME_S);
}

export function memoryLimitMb(m: Manifest | undefined): number {
  return Math.min(m?.resources?.memory_mb ?? DEFAULT_MEMORY_MB, MAX_MEMORY_MB);
}
