/**
 * ARTIFACT_MANIFEST.tsv verification as the PQID-Bench reference (manifest.py) does it, for
 * `benchgate pqid verify` and the release gates. The lead's `artifact-manifest` suite owns the general
 * checker; this module keeps only what verify/reproduce need (see docs/pqid.md) so the two can be unified.
 *
 * Pure parsing (`parseArtifactManifest`) is separate from file checking (`verifyArtifactManifest`).
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isInside } from '../../core/paths.js';
import { pyStrRepr } from './pyfmt.js';

export interface ManifestEntry {
  path: string;
  bytes: number;
  sha256: string;
  /** 1-based physical line of the entry. */
  line: number;
}

/** A parse failure that aborts verification, with the reference's message. `traceback` marks errors the reference does not catch. */
export class ManifestParseError extends Error {
  constructor(
    message: string,
    readonly line: number | undefined,
    readonly traceback = false
  ) {
    super(message);
    this.name = 'ManifestParseError';
  }
}

/** Python csv (excel dialect, tab delimiter, strict off) rows with their starting line numbers. */
export function parseTsvRows(text: string): { fields: string[]; line: number }[] {
  const rows: { fields: string[]; line: number }[] = [];
  let i = 0;
  let line = 1;
  const n = text.length;
  while (i < n) {
    const startLine = line;
    const fields: string[] = [];
    let field = '';
    let inQuotes = false;
    let quotedField = false;
    let atFieldStart = true;
    let ended = false;
    while (i < n) {
      const c = text[i];
      if (inQuotes) {
        if (c === '"') {
          if (text[i + 1] === '"') {
            field += '"';
            i += 2;
          } else {
            inQuotes = false;
            i++;
          }
        } else {
          if (c === '\n') line++;
          field += c;
          i++;
        }
        continue;
      }
      if (c === '\t') {
        fields.push(field);
        field = '';
        atFieldStart = true;
        quotedField = false;
        i++;
        continue;
      }
      if (c === '\n' || c === '\r') {
        i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
        line++;
        ended = true;
        break;
      }
      if (c === '"' && atFieldStart) {
        inQuotes = true;
        quotedField = true;
        atFieldStart = false;
        i++;
        continue;
      }
      field += c;
      atFieldStart = false;
      i++;
    }
    void quotedField;
    // Python's csv yields [] for an empty line (DictReader skips it).
    if (fields.length === 0 && field === '' && !quotedField && atFieldStart) {
      if (ended || i >= n) continue;
    }
    fields.push(field);
    rows.push({ fields, line: startLine });
  }
  return rows;
}

// eslint-disable-next-line no-control-regex -- Python's str.strip() also strips \x1c-\x1f
const PY_WS = /^[\s\u001c-\u001f\u0085]+|[\s\u001c-\u001f\u0085]+$/g;

/** Python int(str) for base 10 (whitespace, sign, underscores between digits). */
export function pyInt(s: string): number | undefined {
  const t = s.replace(PY_WS, '');
  if (!/^[+-]?\d+(?:_\d+)*$/.test(t)) return undefined;
  return Number(t.replace(/_/g, ''));
}

/** Parses the manifest text exactly as the reference does (header, blank lines, duplicate/empty/unsafe paths, int() bytes). */
export function parseArtifactManifest(text: string, manifestPathForMessages: string): ManifestEntry[] {
  const rows = parseTsvRows(text);
  if (rows.length === 0) throw new ManifestParseError(`Unexpected manifest header in ${manifestPathForMessages}`, 1);
  const header = rows[0].fields;
  if (header.length !== 3 || header[0] !== 'path' || header[1] !== 'bytes' || header[2] !== 'sha256') {
    throw new ManifestParseError(`Unexpected manifest header in ${manifestPathForMessages}`, rows[0].line);
  }
  const seen = new Set<string>();
  const out: ManifestEntry[] = [];
  for (const r of rows.slice(1)) {
    const [p, b, h] = [r.fields[0], r.fields[1], r.fields[2]];
    if (p === '' || seen.has(p)) throw new ManifestParseError(`Duplicate or empty manifest path: ${pyStrRepr(p)}`, r.line);
    seen.add(p);
    const parts = p.split('/').filter((x) => x !== '' && x !== '.');
    if (p.startsWith('/') || parts.includes('..')) throw new ManifestParseError(`Unsafe manifest path: ${p}`, r.line);
    if (b === undefined) throw new ManifestParseError("int() argument must be a string, a bytes-like object or a real number, not 'NoneType'", r.line);
    const bytes = pyInt(b);
    if (bytes === undefined) throw new ManifestParseError(`invalid literal for int() with base 10: ${pyStrRepr(b)}`, r.line);
    if (h === undefined) throw new ManifestParseError("AttributeError: 'NoneType' object has no attribute 'lower'", r.line, true);
    out.push({ path: p, bytes, sha256: h.toLowerCase(), line: r.line });
  }
  return out;
}

export interface ManifestVerification {
  checked: number;
  hash_mismatches: string[];
  manifest_path: string;
  missing: string[];
  size_mismatches: string[];
  valid: boolean;
  /** Entries whose target resolves outside the release directory (counted as missing; benchgate only). */
  escapes: string[];
  /** Line of each listed path, for findings. */
  lines: Record<string, number>;
}

export type VerifyOutcome =
  | { ok: true; result: ManifestVerification; failures: string[] }
  | { ok: false; error: 'missing-manifest' | 'parse'; message: string; line?: number; traceback?: boolean; manifestPath: string; failures: string[] };

async function sha256File(abs: string): Promise<string> {
  const h = createHash('sha256');
  await new Promise<void>((resolve, reject) => {
    const s = createReadStream(abs, { highWaterMark: 1 << 20 });
    s.on('data', (d) => h.update(d));
    s.on('end', () => resolve());
    s.on('error', reject);
  });
  return h.digest('hex');
}

/**
 * verifyArtifactManifest(dir) → {ok, failures[]}: reads `dir/ARTIFACT_MANIFEST.tsv` (dir absolute and
 * resolved) and checks every entry in manifest order: missing (not a regular file, or outside the folder
 * through a symlink), else size, else hash.
 */
export async function verifyArtifactManifest(dir: string): Promise<VerifyOutcome> {
  const manifestPath = join(dir, 'ARTIFACT_MANIFEST.tsv');
  let text: string;
  try {
    const buf = await readFile(manifestPath);
    text = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true }).decode(buf);
  } catch {
    return { ok: false, error: 'missing-manifest', message: manifestPath, manifestPath, failures: [`missing manifest ${manifestPath}`] };
  }
  let entries: ManifestEntry[];
  try {
    entries = parseArtifactManifest(text, manifestPath);
  } catch (e) {
    const pe = e as ManifestParseError;
    return { ok: false, error: 'parse', message: pe.message, line: pe.line, traceback: pe.traceback, manifestPath, failures: [pe.message] };
  }
  const res: ManifestVerification = { checked: entries.length, hash_mismatches: [], manifest_path: manifestPath, missing: [], size_mismatches: [], valid: true, escapes: [], lines: {} };
  let realDir = dir;
  try {
    realDir = await realpath(dir);
  } catch {
    /* keep */
  }
  for (const e of entries) {
    res.lines[e.path] = e.line;
    const target = join(dir, e.path);
    let st;
    try {
      const real = await realpath(target);
      if (!isInside(realDir, real)) {
        res.escapes.push(e.path);
        res.missing.push(e.path);
        continue;
      }
      st = await stat(real);
    } catch {
      st = undefined;
    }
    if (!st || !st.isFile()) {
      res.missing.push(e.path);
      continue;
    }
    if (st.size !== e.bytes) {
      res.size_mismatches.push(e.path);
      continue;
    }
    if ((await sha256File(target)) !== e.sha256) res.hash_mismatches.push(e.path);
  }
  res.valid = res.missing.length === 0 && res.size_mismatches.length === 0 && res.hash_mismatches.length === 0;
  const failures = [...res.missing.map((p) => `missing: ${p}`), ...res.size_mismatches.map((p) => `size mismatch: ${p}`), ...res.hash_mismatches.map((p) => `hash mismatch: ${p}`)];
  return { ok: true, result: res, failures };
}
