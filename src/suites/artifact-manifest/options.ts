/** The artifact-manifest options and how the checked tree's `.benchgate.yml` may set each (docs/security.md, BG014). */
import { tightenBool, tightenLower, type TrustTable } from '../../core/trust.js';
import { DEFAULT_MAX_MANIFEST_BYTES } from '../../release/verify.js';

export interface ManifestOptions {
  strict: boolean;
  maxManifestBytes: number;
}

export const MANIFEST_OPTION_TRUST: TrustTable = {
  strict: tightenBool(true, false),
  'max-manifest-bytes': tightenLower(DEFAULT_MAX_MANIFEST_BYTES)
};

export function readManifestOptions(raw: Record<string, unknown>): ManifestOptions {
  const strict = raw['strict'];
  const max = raw['max-manifest-bytes'];
  return {
    strict: strict === true || strict === 'true',
    maxManifestBytes: typeof max === 'number' && Number.isFinite(max) && max > 0 ? max : DEFAULT_MAX_MANIFEST_BYTES
  };
}
