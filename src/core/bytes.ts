/**
 * Byte counts as people read them in messages: "512 bytes", "600 KiB", "16 MiB", "1.5 GiB" (IEC units, powers of
 * 1024, at most one decimal, a trailing ".0" dropped). Locale-independent (no grouping separators), so a report is the
 * same on every machine. A limit is always shown this way; an exact count is added only where the rounded figures
 * would read the same ("64 MiB (67108865 bytes), over the 64 MiB limit").
 */
const UNITS = ['KiB', 'MiB', 'GiB', 'TiB'] as const;

export function formatBytes(n: number): string {
  if (!Number.isFinite(n) || n < 1024) return `${n} byte${n === 1 ? '' : 's'}`;
  let v = n;
  let u = -1;
  while (v >= 1024 && u < UNITS.length - 1) {
    v /= 1024;
    u++;
  }
  // One decimal below 100 (1.5 GiB, 70.2 MiB), none above (600 KiB); floor, never round up past the real size.
  const shown = v >= 100 ? Math.floor(v) : Math.floor(v * 10) / 10;
  return `${shown} ${UNITS[u]}`;
}

/** "70.2 MiB, over the 64 MiB limit" — the exact count is added when both round to the same figure. */
export function overLimit(size: number, limit: number): string {
  const s = formatBytes(size);
  const l = formatBytes(limit);
  return `${s === l ? `${s} (${size} bytes)` : s}, ${limit < 1024 ? `over the limit of ${l}` : `over the ${l} limit`}`;
}
