/**
 * benchgate's own provenance rules (pcs-core checks none of these; spec: pcs-benchmark-ingest.md), one function
 * per rule, pure over plain JSON values: ref paths relative to the export root, HTTPS source_repo, and pins that
 * differ from the ingest's.
 */
import { pushAll } from '../../core/arrays.js';
import { pyReprCapped } from '../../python/index.js';
import { EMBEDDED_FIELDS, isObj, own, ptr, type Obj } from './rules-common.js';

export type ExtraKind = 'ref-path' | 'source-repo' | 'provenance-drift';

export interface ExtraIssue {
  kind: ExtraKind;
  message: string;
  pointer: string;
}

/**
 * Why a ref `path` is not a path relative to the producer's export root (undefined: fine). Refused: absolute
 * POSIX paths, Windows drive letters (`C:`, `C:\`, `c:foo`), UNC and any backslash, `..` segments, NUL and other
 * control characters, URLs (`file://…`). Blank paths are pcs-core's own rule (PCS017) and not repeated here.
 */
export function refPathProblem(p: unknown): string | undefined {
  if (typeof p !== 'string' || p.trim() === '') return undefined;
  if (p.includes('\\')) return 'contains a backslash (use "/" separators relative to the export root)';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(p)) return 'contains a control character';
  if (/^[A-Za-z]:/.test(p)) return 'starts with a drive letter (an absolute Windows path)';
  if (p.startsWith('/')) return 'is absolute';
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(p)) return 'is a URL, not a path';
  if (p.split('/').includes('..')) return 'contains a ".." segment that leaves the export root';
  return undefined;
}

/**
 * Why a `source_repo` is not an HTTPS URL of a repository (undefined: fine). The spec: "source_repo as the
 * HTTPS URI of the producer repository". Refused: another scheme (`http:`, `ftp:`, `git:`, `a:`), no host, a port
 * that is not a number in 1–65535, and credentials in the URL (`https://user:token@host/`, a leaked secret).
 */
export function httpsRepoProblem(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined; // the schema reports a non-string
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(v);
  if (!m) return 'has no URL scheme (expected https://host/owner/repo)';
  if (m[1].toLowerCase() !== 'https') return `uses the scheme "${m[1]}:", not https:`;
  if (!/^https:\/\//i.test(v)) return 'has no "//" authority after https: (expected https://host/owner/repo)';
  const authority = /^https:\/\/([^/?#]*)/i.exec(v)?.[1] ?? '';
  if (authority.includes('@'))
    return 'carries credentials (user or token before "@"); never put secrets in source_repo';
  const hostPort = /^(\[[^\]]*\]|[^:]*)(?::(.*))?$/.exec(authority);
  const host = hostPort?.[1] ?? '';
  const port = hostPort?.[2];
  if (host === '') return 'has no host';
  if (port !== undefined && !(/^[0-9]{1,5}$/.test(port) && Number(port) >= 1 && Number(port) <= 65535))
    return `has an invalid port "${port}"`;
  try {
    new URL(v);
  } catch {
    return 'is not a valid URL';
  }
  return undefined;
}

/** The object's source_repo is an HTTPS URL (`where`: the message prefix, `at`: the object's pointer). */
function sourceRepoRule(o: Obj, at: string, where?: string): ExtraIssue[] {
  const r = own(o, 'source_repo');
  const p = httpsRepoProblem(r);
  if (!p) return [];
  const message = `source_repo ${pyReprCapped(r)} ${p}`;
  return [{ kind: 'source-repo', pointer: at + '/source_repo', message: where ? `${where}: ${message}` : message }];
}

/** A ref's path is relative to the producer's export root (`where`: the message prefix, `at`: the ref's pointer). */
function refPathRule(ref: Obj, at: string, where?: string): ExtraIssue[] {
  const pp = refPathProblem(own(ref, 'path'));
  if (!pp) return [];
  const message = `path ${pyReprCapped(own(ref, 'path'))} ${pp}; a ref path must be relative to the producer's export root`;
  return [{ kind: 'ref-path', pointer: at + '/path', message: where ? `${where}: ${message}` : message }];
}

/** A sub-artifact or ref naming another source_repo / source_commit than the ingest (a notice). */
function driftRule(ingest: Obj, o: Obj, at: string, where: string): ExtraIssue[] {
  const repo = own(ingest, 'source_repo');
  const commit = own(ingest, 'source_commit');
  const r = own(o, 'source_repo');
  const c = own(o, 'source_commit');
  const diffs: string[] = [];
  if (typeof r === 'string' && typeof repo === 'string' && r !== repo)
    diffs.push(`source_repo ${pyReprCapped(r)} (ingest: ${pyReprCapped(repo)})`);
  if (typeof c === 'string' && typeof commit === 'string' && c !== commit)
    diffs.push(`source_commit ${pyReprCapped(c)} (ingest: ${pyReprCapped(commit)})`);
  if (diffs.length === 0) return [];
  return [
    {
      kind: 'provenance-drift',
      pointer: at + (diffs.length === 1 && diffs[0].startsWith('source_commit') ? '/source_commit' : '/source_repo'),
      message: `${where} names ${diffs.join(' and ')}: not emitted from the ingest's revision`
    }
  ];
}

/**
 * benchgate's provenance rules over an ingest: ref paths relative to the export root (error), HTTPS source_repo
 * on the ingest, its embedded objects and refs (error), and sub-artifacts or refs naming another source_repo /
 * source_commit than the ingest (notice: the spec allows it, a reviewer should see it).
 */
export function ingestProvenanceRules(data: Obj): ExtraIssue[] {
  const out: ExtraIssue[] = [...sourceRepoRule(data, '')];
  for (const f of EMBEDDED_FIELDS) {
    const arr = own(data, f);
    if (!Array.isArray(arr)) continue;
    arr.forEach((o, i) => {
      if (isObj(o))
        pushAll(pushAll(out, sourceRepoRule(o, ptr(f, i), `${f}[${i}]`)), driftRule(data, o, ptr(f, i), `${f}[${i}]`));
    });
  }
  const refs = own(data, 'artifact_refs');
  if (Array.isArray(refs)) {
    refs.forEach((r, i) => {
      if (!isObj(r)) return;
      const at = ptr('artifact_refs', i);
      const where = `artifact_refs[${i}]`;
      for (const rule of [refPathRule(r, at, where), sourceRepoRule(r, at, where), driftRule(data, r, at, where)])
        pushAll(out, rule);
    });
  }
  return out;
}

/** The same rules for a standalone BenchmarkArtifactRef.v0 or sub-artifact (no ingest to compare with). */
export function standaloneProvenanceRules(data: Obj, isRef: boolean): ExtraIssue[] {
  return [...sourceRepoRule(data, ''), ...(isRef ? refPathRule(data, '') : [])];
}
