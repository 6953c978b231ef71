import { lstat, readlink, realpath, stat } from 'node:fs/promises';
import { BOUND_FIX, STRUCTURE_BOUNDS } from '../core/bounds.js';
import { BG } from '../codes/general.js';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import { compareFindings, finding } from '../core/finding.js';
import { sha256Files, type HashJob } from '../core/hash.js';
import { walkSorted } from '../core/walk.js';
import type { Finding, Gate, GateStatus } from '../core/model.js';
import { decodeUtf8Strict, FileTooLargeError, isInside, readBounded } from '../core/paths.js';
import type { CodeDef } from '../codes/types.js';
import { AM } from './codes.js';
import { MANIFEST_NAME, parseManifest, type ParseProblem, type ProblemKind } from './manifest-parse.js';
import { pythonUtf8Error } from '../python/utf8.js';
import { overLimit } from '../core/bytes.js';

export const DEFAULT_MAX_MANIFEST_BYTES = 64 * 1024 * 1024;

/** Lines of one manifest: the header and STRUCTURE_BOUNDS.maxItems entries (docs/security/limits.md). */
const MAX_MANIFEST_LINES = STRUCTURE_BOUNDS.maxItems + 1;

/** The 1-based line number of the first line past `max` (lines end at \n, \r\n or \r), or undefined. */
function lineOverBound(text: string, max: number): number | undefined {
  if (text.length <= max) return undefined;
  let line = 1;
  for (let k = 0; k < text.length; k++) {
    const c = text.charCodeAt(k);
    if (c === 10 || (c === 13 && text.charCodeAt(k + 1) !== 10)) {
      // a line that ends the text is not followed by another one
      if (k + 1 < text.length && ++line > max) return line;
    }
  }
  return undefined;
}

export interface VerifyOptions {
  /** Unlisted files are errors instead of warnings. */
  strict?: boolean;
  /** Path of the manifest as shown in findings (repository-relative in `check`). */
  displayPath?: string;
  maxManifestBytes?: number;
  threads?: number;
}

/** The reference's own result object (`manifest` in `pqid-bench verify` JSON), for parity. */
export interface ReferenceVerdict {
  checked: number;
  hash_mismatches: string[];
  manifest_path: string;
  missing: string[];
  size_mismatches: string[];
  valid: boolean;
  /** Set when the reference aborts (exit 1, no JSON): the message it prints after "pqid-bench: ". */
  error?: string;
}

export interface VerifyOutcome {
  reference: ReferenceVerdict;
  findings: Finding[];
  gates: Gate[];
  facts: { entries: number; checked: number; bytes: number; unlisted: number; hashed: number };
}

const KIND_CODE: Record<ProblemKind, CodeDef> = {
  header: AM.AM002,
  'empty-path': AM.AM003,
  duplicate: AM.AM003,
  'duplicate-alias': AM.AM003,
  unsafe: AM.AM004,
  'bytes-invalid': AM.AM005,
  'bytes-lax': AM.AM009,
  'short-row': AM.AM015,
  'extra-columns': AM.AM014,
  'hash-case': AM.AM010,
  'hash-malformed': AM.AM010,
  'lists-itself': AM.AM013
};

const GATE_OF: Record<string, string> = {
  AM001: 'manifest_format',
  AM002: 'manifest_format',
  AM003: 'manifest_format',
  AM005: 'manifest_format',
  AM009: 'manifest_format',
  AM010: 'manifest_format',
  AM013: 'manifest_format',
  AM014: 'manifest_format',
  AM015: 'manifest_format',
  AM004: 'paths_safe',
  AM011: 'paths_safe',
  AM006: 'files_present',
  AM007: 'sizes_match',
  AM008: 'hashes_match',
  AM012: 'inventory_complete'
};

export const GATE_TITLES: Record<string, string> = {
  manifest_format: 'Manifest is well formed',
  paths_safe: 'Paths stay inside the release',
  files_present: 'Every listed file exists',
  sizes_match: 'Sizes match',
  hashes_match: 'SHA-256 digests match',
  inventory_complete: 'Every file is listed'
};

function problemSeverity(p: ParseProblem): 'error' | 'warning' {
  if (p.kind === 'duplicate-alias' || p.kind === 'bytes-lax' || p.kind === 'extra-columns' || p.kind === 'hash-case')
    return 'warning';
  return 'error';
}

/** Verifies `releaseDir/ARTIFACT_MANIFEST.tsv` (releaseDir absolute). Never throws for bad input. */
export async function verifyRelease(releaseDirIn: string, opts: VerifyOptions = {}): Promise<VerifyOutcome> {
  const findings: Finding[] = [];
  const file = opts.displayPath ?? MANIFEST_NAME;
  let releaseDir = releaseDirIn;
  try {
    releaseDir = await realpath(releaseDirIn);
  } catch {
    /* reported below as a missing manifest */
  }
  const manifestAbs = join(releaseDir, MANIFEST_NAME);
  const reference: ReferenceVerdict = {
    checked: 0,
    hash_mismatches: [],
    manifest_path: manifestAbs,
    missing: [],
    size_mismatches: [],
    valid: false
  };
  const facts = { entries: 0, checked: 0, bytes: 0, unlisted: 0, hashed: 0 };
  const add = (def: CodeDef, message: string, line?: number, column?: number, severity?: 'error' | 'warning') =>
    findings.push(
      finding(
        def,
        message,
        { file, ...(line ? { line } : {}), ...(column ? { column } : {}), gate: GATE_OF[def.code] },
        severity
      )
    );

  // 1. Read the manifest (bounded, strict UTF-8, no NULs).
  let text: string | undefined;
  try {
    const buf = await readBounded(manifestAbs, opts.maxManifestBytes ?? DEFAULT_MAX_MANIFEST_BYTES);
    // NUL characters are text to Python's csv (3.11+): a path holding one is simply a file that cannot exist.
    text = decodeUtf8Strict(buf);
    if (text === undefined) {
      const u = pythonUtf8Error(buf)!;
      add(AM.AM001, `the manifest is not valid UTF-8 text (${u.message}, line ${u.line}); save it as UTF-8`, u.line);
      // Python decodes in 8192-byte chunks while csv reads rows: rows ending before the bad chunk were read
      // (and may abort first); otherwise the codec's message is the reference's error.
      const prefix =
        u.cleanPrefix > 0
          ? parseManifest(buf.toString('utf8', 0, u.cleanPrefix), manifestAbs).referenceError
          : undefined;
      reference.error = prefix ?? u.message;
    }
  } catch (e) {
    const err = e as NodeJS.ErrnoException;
    if (e instanceof FileTooLargeError)
      add(AM.AM001, `the manifest is ${overLimit(e.size, e.limit)} (option max-manifest-bytes)`);
    else if (err.code === 'ENOENT')
      add(AM.AM001, `no ${MANIFEST_NAME} in the release directory; generate one listing every released file`);
    else if (err.code === 'EISDIR') add(AM.AM001, `${MANIFEST_NAME} is a directory, not a file`);
    else add(AM.AM001, `cannot read the manifest: ${err.message}`);
    reference.error = err.code === 'ENOENT' ? manifestAbs : err.message;
  }
  if (text === undefined) {
    return { reference, findings, gates: buildGates(findings, true, opts.strict ?? false), facts };
  }

  // 2. The structure bound, before any row is parsed: a manifest's rows are its entries.
  const overLine = lineOverBound(text, MAX_MANIFEST_LINES);
  if (overLine !== undefined) {
    findings.push(
      finding(
        BG.BG020,
        `the manifest has more than ${MAX_MANIFEST_LINES.toLocaleString('en-US')} lines (benchgate's bound for one manifest: 100,000 entries and the header); ${BOUND_FIX}`,
        { file, line: overLine, column: 1, gate: 'manifest_format' }
      )
    );
    reference.error = `more than ${MAX_MANIFEST_LINES} lines: not checked`;
    return { reference, findings, gates: buildGates(findings, true, opts.strict ?? false), facts };
  }

  // 3. Parse with the reference's rules, recording every problem.
  const parsed = parseManifest(text, manifestAbs);
  for (const p of parsed.problems) add(KIND_CODE[p.kind], p.message, p.line, p.column, problemSeverity(p));
  if (parsed.referenceError !== undefined) reference.error = parsed.referenceError;
  facts.entries = parsed.entries.length;

  // 4. Check entries in manifest order: missing → size → hash (hash only when the size matches).
  const jobs: HashJob[] = [];
  const jobEntry: number[] = [];
  const state: ('missing' | 'size' | 'pending' | 'skip' | 'escape')[] = [];
  for (const [i, e] of parsed.entries.entries()) {
    if (!e.checkable) {
      state.push('skip');
      continue;
    }
    // A NUL can name no file; a backslash name on Windows would be split into components: never looked up.
    if (e.path.includes('\0') || (e.literalName && process.platform === 'win32')) {
      state.push('missing');
      add(
        AM.AM006,
        e.path.includes('\0')
          ? `"${e.path.split('\0').join('\\0')}" contains a NUL character, so no file can have that name (the reference lists it as missing)`
          : `"${e.path}" is a backslash or drive path; on Windows it is not looked up (the reference, on POSIX, looks for a file of that literal name)`,
        e.line,
        1
      );
      continue;
    }
    // Resolved link by link without touching anything outside the release: an escaping entry is reported
    // without reading, sizing or even testing the existence of its target (no oracle on outside files).
    const where = await resolveWithin(releaseDir, e.path);
    if (where.kind === 'escapes') {
      state.push('escape');
      add(
        AM.AM011,
        `"${e.path}" resolves outside the release directory through a symlink; benchgate did not read it`,
        e.line,
        1
      );
      continue;
    }
    const target = where.kind === 'inside' ? where.path : join(releaseDir, e.path);
    let st;
    try {
      st = where.kind === 'inside' ? await stat(target) : undefined;
    } catch {
      st = undefined;
    }
    if (!st || !st.isFile()) {
      state.push('missing');
      add(
        AM.AM006,
        st
          ? `"${e.path}" is ${st.isDirectory() ? 'a directory' : 'not a regular file'}, not a file`
          : `"${e.path}" is listed but does not exist in the release`,
        e.line,
        1
      );
      continue;
    }
    if (BigInt(st.size) !== e.bytes) {
      state.push('size');
      add(
        AM.AM007,
        `"${e.path}" is ${st.size} bytes on disk but the manifest says ${e.bytes}`,
        e.line,
        e.path.length + 2
      );
      continue;
    }
    state.push('pending');
    jobs.push({ path: target, size: st.size });
    jobEntry.push(i);
    facts.bytes += st.size;
  }
  const hashes = await sha256Files(jobs, { threads: opts.threads });
  facts.hashed = jobs.length;
  const hashOk = new Map<number, boolean>();
  for (const [k, h] of hashes.entries()) {
    const e = parsed.entries[jobEntry[k]];
    if (!h.ok) {
      hashOk.set(jobEntry[k], false);
      findings.push(
        finding(AM.AM006, `"${e.path}" could not be read: ${h.error}`, {
          file,
          line: e.line,
          column: 1,
          gate: 'files_present'
        })
      );
    } else if (h.sha256 !== e.sha256) {
      hashOk.set(jobEntry[k], false);
      add(
        AM.AM008,
        `"${e.path}" has SHA-256 ${h.sha256} but the manifest says ${e.sha256Raw}`,
        e.line,
        e.path.length + (e.bytesRaw?.length ?? 0) + 3
      );
    } else hashOk.set(jobEntry[k], true);
  }
  // The reference's lists, in manifest order.
  for (const [i, e] of parsed.entries.entries()) {
    if (state[i] === 'missing') reference.missing.push(e.path);
    else if (state[i] === 'size') reference.size_mismatches.push(e.path);
    else if (state[i] === 'pending' && hashOk.get(i) === false) reference.hash_mismatches.push(e.path);
  }
  reference.checked = parsed.entries.length;
  facts.checked = state.filter((s) => s !== 'skip').length;
  reference.valid =
    reference.error === undefined &&
    !reference.missing.length &&
    !reference.size_mismatches.length &&
    !reference.hash_mismatches.length;

  // 4. Files present but not listed (beyond the reference).
  const listed = new Set(
    parsed.entries.map((e) =>
      e.path
        .split('/')
        .filter((s) => s !== '' && s !== '.')
        .join('/')
    )
  );
  // Not entered: `.git`, and a folder holding its own manifest (a separate release).
  const enter = (r: string) =>
    lstat(join(releaseDir, r, MANIFEST_NAME)).then(
      () => false,
      () => true
    );
  const unlisted = await walkSorted(releaseDir, { skipNames: new Set(['.git']), enter });
  for (const u of unlisted) {
    if (u === MANIFEST_NAME || listed.has(u)) continue;
    facts.unlisted++;
    add(
      AM.AM012,
      `"${u}" is in the release directory but not listed in the manifest`,
      undefined,
      undefined,
      opts.strict ? 'error' : 'warning'
    );
  }
  findings.sort(compareFindings);
  return { reference, findings, gates: buildGates(findings, false, opts.strict ?? false), facts };
}

/**
 * Resolves `rel` under `root` (absolute, real) one component at a time with lstat/readlink only, following at
 * most 40 symlinks, and stops at the first step that would leave `root`: nothing outside is ever stat'ed, read
 * or sized. An absolute link target is taken as given (inside only when it names a path under `root`).
 */
export async function resolveWithin(
  root: string,
  rel: string
): Promise<{ kind: 'inside'; path: string } | { kind: 'escapes' } | { kind: 'missing' }> {
  const parts = rel.split('/').filter((p) => p !== '' && p !== '.');
  let cur = root;
  let hops = 0;
  while (parts.length > 0) {
    const p = parts.shift()!;
    if (p === '..') {
      if (cur === root) return { kind: 'escapes' };
      cur = dirname(cur);
      continue;
    }
    const next = join(cur, p);
    let st;
    try {
      st = await lstat(next);
    } catch {
      return { kind: 'missing' };
    }
    if (!st.isSymbolicLink()) {
      cur = next;
      continue;
    }
    if (++hops > 40) return { kind: 'missing' };
    let target: string;
    try {
      target = await readlink(next);
    } catch {
      return { kind: 'missing' };
    }
    if (isAbsolute(target)) {
      if (!isInside(root, target)) return { kind: 'escapes' };
      const inner = relative(root, target);
      prepend(parts, inner === '' ? [] : inner.split(sep));
      cur = root;
    } else
      prepend(
        parts,
        target.split(/[\\/]/).filter((x) => x !== '' && x !== '.')
      );
  }
  return { kind: 'inside', path: cur };
}

function buildGates(findings: Finding[], unreadable: boolean, strict: boolean): Gate[] {
  return Object.entries(GATE_TITLES).map(([id, title]) => {
    const mine = findings.filter((f) => f.gate === id);
    const errors = mine.filter((f) => f.severity === 'error');
    const warnings = mine.filter((f) => f.severity === 'warning');
    let status: GateStatus;
    let detail: string | undefined;
    if (unreadable && id !== 'manifest_format') {
      status = 'undecided';
      detail = 'the manifest could not be read';
    } else if (errors.length) {
      status = 'fail';
      detail = `${errors.length} problem${errors.length === 1 ? '' : 's'} (first: ${errors[0].code} line ${errors[0].line ?? '-'})`;
    } else {
      status = 'pass';
      if (warnings.length)
        detail = `${warnings.length} warning${warnings.length === 1 ? '' : 's'}${id === 'inventory_complete' && !strict ? ' (errors with strict)' : ''}`;
    }
    return { id, title, status, ...(detail ? { detail } : {}) };
  });
}

/** Puts `head` in front of `parts` in place (a link target's components), without spreading into a call. */
function prepend(parts: string[], head: string[]): void {
  for (let i = head.length - 1; i >= 0; i--) parts.unshift(head[i]);
}
