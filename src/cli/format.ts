import { UsageError } from '../core/command.js';

/** Validates a --format value against the formats a command supports. */
export function readFormat<T extends string>(v: string | undefined, allowed: readonly T[], fallback: T): T {
  if (v === undefined) return fallback;
  if ((allowed as readonly string[]).includes(v)) return v as T;
  throw new UsageError(`--format must be one of ${allowed.join(', ')} (got "${v}")`);
}
