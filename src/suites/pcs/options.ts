/**
 * The pcs suite options (`digests`, `min-tier`, `release-grade`, `max-bytes`, `max-depth`, `provenance-manifest`):
 * their defaults, the reader that turns bad values into PCS050 findings, and the effective minimum tier.
 */
import type { StructureBounds } from '../../core/bounds.js';
import { finding } from '../../core/finding.js';
import type { Finding } from '../../core/model.js';
import { PCS } from './codes.js';
import { parseTier, tierAtLeast, TIER_ORDER, type Tier } from './rules-tier.js';
import { jobOnly, tightenBool, tightenByOrder, tightenLower, type TrustTable } from '../../core/trust.js';

type DigestMode = 'off' | 'warn' | 'strict';

export interface PcsOptions {
  digests: DigestMode;
  minTier?: Tier;
  /** The release gate: min-tier release-grade, and embedded-object semantics count as errors. */
  releaseGrade: boolean;
  maxBytes: number;
  maxDepth: number;
  /** Repository-relative path of a provenance manifest; default: provenance.manifest.json beside the bundle. */
  provenanceManifest?: string;
}

export const DEFAULT_OPTIONS: PcsOptions = {
  digests: 'warn',
  releaseGrade: false,
  maxBytes: 64 * 1024 * 1024,
  maxDepth: 512
};

/** The camelCase spelling the reader also accepts, mapped to the kebab-case name. */
export const pcsOptionKey = (k: string) => k.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every pcs option and how the checked tree's `.benchgate.yml` may set it (docs/security.md, BG014). */
export const PCS_OPTION_TRUST: TrustTable = {
  digests: tightenByOrder([false, 'off', 'warn', 'strict'], 'warn'),
  'min-tier': {
    tree: 'tighten',
    rank: (v) =>
      v === undefined || v === '' || v === null ? -1 : ((t) => (t ? TIER_ORDER.indexOf(t) : undefined))(parseTier(v))
  },
  'release-grade': tightenBool(true, false),
  'max-bytes': tightenLower(DEFAULT_OPTIONS.maxBytes),
  'max-depth': tightenLower(DEFAULT_OPTIONS.maxDepth),
  'provenance-manifest': jobOnly('it replaces the provenance evidence a tier is judged against')
};

/**
 * Structure bounds of one pcs document (not options: nothing may loosen them). A real bundle holds a few dozen
 * entries per array and 2,382 values at most (the conformance fixtures); every entry may cost a schema check, rules,
 * a canonical digest and findings, so pcs is bounded tighter than the shared STRUCTURE_BOUNDS
 * (docs/security/limits.md).
 */
export const PCS_BOUNDS: StructureBounds = Object.freeze({ maxItems: 10_000, maxKeys: 10_000, maxNodes: 200_000 });

/** Schema errors kept per document (PCS060 counts the rest). */
export const PCS_SCHEMA_ISSUE_LIMIT = 10_000;

/** Reads the suite options (kebab-case or camelCase keys); bad values become PCS050 findings and defaults. */
export function parseOptions(raw: Record<string, unknown> | undefined): { options: PcsOptions; findings: Finding[] } {
  const o: PcsOptions = { ...DEFAULT_OPTIONS };
  const findings: Finding[] = [];
  const get = (k: string) => {
    const camel = k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
    return raw?.[k] ?? raw?.[camel];
  };
  const bad = (k: string, v: unknown, want: string) =>
    findings.push(
      finding(PCS.PCS050, `pcs option "${k}" is ${JSON.stringify(v)}; expected ${want}. The default is used.`)
    );
  const d = get('digests');
  if (d !== undefined) {
    if (d === 'off' || d === 'warn' || d === 'strict') o.digests = d;
    else if (d === false) o.digests = 'off';
    else bad('digests', d, 'off, warn or strict');
  }
  const mt = get('min-tier');
  if (mt !== undefined && mt !== '' && mt !== null) {
    const t = parseTier(mt);
    if (t) o.minTier = t;
    else bad('min-tier', mt, 'schema-valid, developer-grade, release-grade, audit-ready (or external-review-grade)');
  }
  const rg = get('release-grade');
  if (rg !== undefined) {
    if (rg === true || rg === 'true') o.releaseGrade = true;
    else if (rg === false || rg === 'false') o.releaseGrade = false;
    else bad('release-grade', rg, 'true or false');
  }
  for (const [k, key] of [
    ['max-bytes', 'maxBytes'],
    ['max-depth', 'maxDepth']
  ] as const) {
    const v = get(k);
    if (v === undefined) continue;
    const n = typeof v === 'string' && /^[0-9]+$/.test(v) ? Number(v) : v;
    if (typeof n === 'number' && Number.isInteger(n) && n > 0) o[key] = n;
    else bad(k, v, 'a positive integer');
  }
  const pm = get('provenance-manifest');
  if (pm !== undefined) {
    if (typeof pm === 'string' && pm.length > 0) o.provenanceManifest = pm;
    else bad('provenance-manifest', pm, 'a repository-relative path');
  }
  return { options: o, findings };
}

/** The effective minimum tier (the release gate implies release-grade). */
export function effectiveMinTier(o: PcsOptions): Tier | undefined {
  if (o.releaseGrade && (!o.minTier || !tierAtLeast(o.minTier, 'release-grade'))) return 'release-grade';
  return o.minTier;
}
