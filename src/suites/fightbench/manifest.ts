/**
 * Suite downloads `{id, createdAt, manifest}`: pure rules over the text.
 * contentHash(manifest without its top-level `hash`) is computed under every candidate canonicalisation
 * (the outer id/createdAt are never included) and compared with `manifest.hash`.
 */
import { candidateNames, contentHashes, normalizeDigest, type CanonName } from './canonical.js';
import { FB } from './codes.js';
import { JsonSyntaxError, isJObject, parseJsonStrict, type JObject, type JValue } from './json.js';
import type { CodeDef } from '../../codes/types.js';

interface ManifestIssue {
  def: CodeDef;
  message: string;
  /** JSON pointer inside the file. */
  path?: string;
  line?: number;
  column?: number;
  gate: 'readable' | 'manifest-hash' | 'pinned-revisions';
}

export interface ManifestResult {
  issues: ManifestIssue[];
  /** Candidates whose hash equals manifest.hash (in CANONICALIZATIONS order). */
  matched: CanonName[];
  /** Per candidate: the computed hex digest, or why it could not be computed. */
  computed: Partial<Record<CanonName, string>>;
  hashEncoding?: string;
  hashChecked: boolean;
  legacy: boolean;
  entrants: number;
}

/** Quick shape test used by discovery: a JSON object value with `manifest` and `id`/`createdAt`. */
export function looksLikeSuiteDownload(v: unknown): boolean {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const o = v as Record<string, unknown>;
  return 'manifest' in o && ('id' in o || 'createdAt' in o);
}

const REVISION = /^(?:sha-?256[:-])?[0-9a-f]{64}$/i;

export function checkSuiteText(text: string, pinned: 'any' | CanonName = 'any'): ManifestResult {
  const res: ManifestResult = { issues: [], matched: [], computed: {}, hashChecked: false, legacy: false, entrants: 0 };
  let doc: JValue;
  try {
    doc = parseJsonStrict(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    const err = e as JsonSyntaxError;
    res.issues.push({
      def: FB.FB030,
      message: `The suite download is not valid JSON: ${err.message}.`,
      line: err.line,
      column: err.column,
      gate: 'readable'
    });
    return res;
  }
  if (!isJObject(doc)) {
    res.issues.push({
      def: FB.FB030,
      message: 'The suite download must be a JSON object {id, createdAt, manifest}.',
      gate: 'readable'
    });
    return res;
  }
  for (const k of ['id', 'createdAt']) {
    if (!doc.has(k))
      res.issues.push({
        def: FB.FB030,
        message: `The suite download has no "${k}" next to "manifest".`,
        path: `/${k}`,
        gate: 'readable'
      });
  }
  const manifest = doc.get('manifest');
  if (!isJObject(manifest)) {
    res.issues.push({
      def: FB.FB030,
      message: '"manifest" is missing or not a JSON object.',
      path: '/manifest',
      gate: 'readable'
    });
    return res;
  }
  checkPinned(manifest, res);
  if (!res.legacy) checkCreationDate(doc, manifest, res);
  const hash = manifest.get('hash');
  if (typeof hash !== 'string') {
    res.issues.push({
      def: FB.FB031,
      message:
        hash === undefined
          ? 'manifest has no "hash" field, so it cannot be verified.'
          : '"manifest.hash" is not a string.',
      path: '/manifest/hash',
      gate: 'manifest-hash'
    });
    return res;
  }
  const want = normalizeDigest(hash);
  if (!want) {
    res.issues.push({
      def: FB.FB034,
      message:
        '"manifest.hash" is not a SHA-256 digest (64 hex digits, optionally "sha256:"-prefixed, or 44-character base64).',
      path: '/manifest/hash',
      gate: 'manifest-hash'
    });
    return res;
  }
  res.hashEncoding = want.encoding;
  const names = candidateNames(pinned);
  const notApplicable: string[] = [];
  for (const h of contentHashes(manifest, names)) {
    if ('notApplicable' in h) {
      notApplicable.push(`${h.name} (${h.notApplicable})`);
      continue;
    }
    res.computed[h.name] = h.hex;
    if (h.hex === want.hex) res.matched.push(h.name);
  }
  res.hashChecked = true;
  if (res.matched.length === 0) {
    res.issues.push({
      def: FB.FB032,
      message:
        `SHA-256 of the manifest without "hash" does not equal manifest.hash under ${pinned === 'any' ? 'any candidate canonicalisation' : `the pinned canonicalisation ${pinned}`} (${names.join(', ')})` +
        (notApplicable.length ? `; not applicable: ${notApplicable.join('; ')}` : '') +
        '. The manifest was changed after hashing, or FightBench uses another canonicalisation.',
      path: '/manifest/hash',
      gate: 'manifest-hash'
    });
  } else {
    res.issues.push({
      def: FB.FB033,
      message: `manifest.hash matches the SHA-256 of the manifest without "hash" under ${res.matched.join(', ')}${pinned === 'any' ? ' (FightBench has not published its canonicalisation; this is the candidate that matched)' : ''}.`,
      path: '/manifest/hash',
      gate: 'manifest-hash'
    });
  }
  return res;
}

function checkPinned(manifest: JObject, res: ManifestResult): void {
  const pinned = manifest.get('pinned');
  const entrants = isJObject(pinned) ? pinned.get('entrants') : undefined;
  if (pinned === undefined || (isJObject(pinned) && entrants === undefined)) {
    res.legacy = true;
    res.issues.push({
      def: FB.FB036,
      message:
        'Legacy suite: the manifest has no pinned controller snapshots (manifest.pinned.entrants). Its hash covers the suite, but the controllers (model version, prompt/code, settings) are not pinned; FightBench labels this limitation. benchgate does not substitute current settings.',
      path: '/manifest/pinned',
      gate: 'pinned-revisions'
    });
    return;
  }
  if (!isJObject(pinned) || !Array.isArray(entrants)) {
    res.issues.push({
      def: FB.FB035,
      message: `"manifest.pinned${isJObject(pinned) ? '.entrants' : ''}" must be ${isJObject(pinned) ? 'an array' : 'an object'}.`,
      path: isJObject(pinned) ? '/manifest/pinned/entrants' : '/manifest/pinned',
      gate: 'pinned-revisions'
    });
    return;
  }
  res.entrants = entrants.length;
  entrants.forEach((e, i) => {
    const path = `/manifest/pinned/entrants/${i}/revision`;
    const rev = isJObject(e) ? e.get('revision') : undefined;
    if (!isJObject(e))
      res.issues.push({
        def: FB.FB035,
        message: `pinned.entrants[${i}] is not an object.`,
        path: `/manifest/pinned/entrants/${i}`,
        gate: 'pinned-revisions'
      });
    else if (rev === undefined)
      res.issues.push({
        def: FB.FB035,
        message: `pinned.entrants[${i}] has no "revision" (the content hash of the controller).`,
        path,
        gate: 'pinned-revisions'
      });
    else if (typeof rev !== 'string' || !REVISION.test(rev))
      res.issues.push({
        def: FB.FB035,
        message: `pinned.entrants[${i}].revision is not a content hash (64 hex digits, optionally "sha256:"-prefixed).`,
        path,
        gate: 'pinned-revisions'
      });
  });
}

const DATE_KEYS = ['createdAt', 'created_at', 'creationDate'] as const;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[Tt ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}:?\d{2})?)?$/;

/** A calendar date or RFC 3339 date-time that exists (no month 13, no February 30); its epoch ms. */
export function parseCreationDate(v: JValue | undefined): number | undefined {
  if (typeof v !== 'string') return undefined;
  const m = DATE_RE.exec(v);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (day.getUTCFullYear() !== y || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return undefined;
  if (m[4] !== undefined && (Number(m[4]) > 23 || Number(m[5]) > 59 || (m[6] !== undefined && Number(m[6]) > 59)))
    return undefined;
  const t = Date.parse(
    m[4] === undefined
      ? `${v}T00:00:00Z`
      : /[Zz]|[+-]\d{2}:?\d{2}$/.test(v)
        ? v.replace(' ', 'T')
        : `${v.replace(' ', 'T')}Z`
  );
  return Number.isFinite(t) ? t : undefined;
}

/**
 * "New manifests also pin controller content and creation date inside the hash": a manifest with pinned
 * controllers (not legacy) must carry its creation date inside `manifest` (`createdAt`, `created_at` or
 * `creationDate`, at the top of the manifest or in `pinned`), since the outer `createdAt` is not hashed.
 */
function checkCreationDate(doc: JObject, manifest: JObject, res: ManifestResult): void {
  const pinned = manifest.get('pinned');
  let found: { path: string; value: JValue } | undefined;
  for (const [obj, base] of [
    [manifest, '/manifest'],
    [isJObject(pinned) ? pinned : undefined, '/manifest/pinned']
  ] as const) {
    if (!obj || found) continue;
    for (const k of DATE_KEYS) {
      if (obj.has(k)) {
        found = { path: `${base}/${k}`, value: obj.get(k)! };
        break;
      }
    }
  }
  if (!found) {
    res.issues.push({
      def: FB.FB037,
      message:
        'This manifest pins controllers (a new manifest) but has no creation date inside it (manifest.createdAt): the outer createdAt is not part of the hash, so the creation date is not pinned.',
      path: '/manifest/createdAt',
      gate: 'pinned-revisions'
    });
    return;
  }
  const inner = parseCreationDate(found.value);
  if (inner === undefined) {
    res.issues.push({
      def: FB.FB037,
      message: `${found.path.slice(1).replace(/\//g, '.')} is not a date (RFC 3339 date-time or YYYY-MM-DD), so the creation date is not pinned.`,
      path: found.path,
      gate: 'pinned-revisions'
    });
    return;
  }
  const outer = parseCreationDate(doc.get('createdAt'));
  if (outer !== undefined && outer !== inner) {
    res.issues.push({
      def: FB.FB038,
      message: `The outer createdAt (not hashed) differs from the hashed creation date ${found.path.slice(1).replace(/\//g, '.')}; the hashed one is the suite's creation date.`,
      path: '/createdAt',
      gate: 'pinned-revisions'
    });
  }
}
