import { RE2JS } from 're2js';

/** A compiled glob: `test(path)` in time linear in the path (RE2), whatever the pattern. */
export interface PathMatcher {
  test(path: string): boolean;
  /** The regular expression the glob became (RE2 syntax). */
  readonly source: string;
}

/** ECMAScript's `.` (RE2's `.` also matches \r, U+2028 and U+2029). */
const ANY = '[^\\n\\r\\x{2028}\\x{2029}]';

/**
 * Minimal glob matching for `.benchgate.yml` include/exclude patterns, on repository-relative POSIX paths.
 * `**` matches any number of path segments, `*` anything but `/`, `?` one character but `/`,
 * `{a,b}` alternatives. A pattern without `/` matches the base name at any depth (like .gitignore).
 * A pattern ending in `/` (or naming a directory) matches everything below it.
 * Patterns come from untrusted `.benchgate.yml` files and paths from untrusted trees: the glob runs on RE2, so a
 * pattern such as `*a*a*a*a*a*a*a*a*!` cannot backtrack for ever on a long name (V8 took 7 s at 40 characters).
 */
export function globToRegExp(pattern: string): PathMatcher {
  let p = pattern.trim();
  if (p.startsWith('./')) p = p.slice(2);
  const anchored = p.includes('/') && !p.endsWith('/') ? true : p.slice(0, -1).includes('/');
  if (p.endsWith('/')) p += '**';
  const re = translate(p, 0);
  const prefix = anchored ? '^' : `^(?:${ANY}*/)?`;
  const source = `${prefix}${re}(?:/${ANY}*)?$`;
  let rx: RE2JS;
  try {
    rx = RE2JS.compile(source);
  } catch (e) {
    throw new GlobError(pattern, (e as Error).message);
  }
  return { test: (path: string) => rx.test(path), source };
}

/** A glob that cannot be compiled; callers turn it into a positioned finding. */
export class GlobError extends Error {
  constructor(
    readonly pattern: string,
    reason: string
  ) {
    super(`invalid glob "${pattern}": ${reason}`);
    this.name = 'GlobError';
  }
}

/** Nesting of `{…}` alternatives beyond this is refused (each level is one RE2 group; RE2 stays linear anyway). */
const MAX_BRACE_DEPTH = 16;

/** Glob → RE2 body. Each `{a,b}` alternative is itself a glob (so `{*.json,src/**}` works), nested up to a bound. */
function translate(p: string, depth: number): string {
  let re = '';
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '*') {
      if (p[i + 1] === '*') {
        i++;
        if (p[i + 1] === '/') {
          i++;
          re += `(?:${ANY}*/)?`;
        } else re += `${ANY}*`;
      } else re += '[^/]*';
    } else if (c === '?') re += '[^/]';
    else if (c === '{') {
      const end = closingBrace(p, i);
      if (end < 0) re += '\\{';
      else {
        if (depth >= MAX_BRACE_DEPTH) throw new GlobError(p, `more than ${MAX_BRACE_DEPTH} nested {…} groups`);
        re +=
          '(?:' +
          splitTopLevel(p.slice(i + 1, end))
            .map((alt) => translate(alt, depth + 1))
            .join('|') +
          ')';
        i = end;
      }
    } else re += escapeRe(c);
  }
  return re;
}

/** Index of the `}` closing the `{` at `open`, or -1. */
function closingBrace(p: string, open: number): number {
  let level = 0;
  for (let i = open; i < p.length; i++) {
    if (p[i] === '{') level++;
    else if (p[i] === '}' && --level === 0) return i;
  }
  return -1;
}

/** Splits on commas outside nested braces. */
function splitTopLevel(body: string): string[] {
  const out: string[] = [];
  let level = 0;
  let from = 0;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '{') level++;
    else if (body[i] === '}') level--;
    else if (body[i] === ',' && level === 0) {
      out.push(body.slice(from, i));
      from = i + 1;
    }
  }
  out.push(body.slice(from));
  return out;
}

function escapeRe(s: string): string {
  return s.replace(/[.+^${}()|[\]\\]/g, '\\$&');
}

export function matchesAny(path: string, patterns: PathMatcher[]): boolean {
  return patterns.some((r) => r.test(path));
}

/** Compiled metric-id globs, by pattern (settings are few and reused for every metric of every artifact). */
const metricGlobs = new Map<string, PathMatcher>();

/**
 * The entry of `list` that applies to a metric id: an exact `pattern` first, else the first glob (`*`, `?`, `{…}`)
 * that matches. The per-metric settings (`no-regression.max-drop`, the history thresholds) all choose this way.
 */
export function entryForMetric<T extends { pattern: string }>(list: readonly T[], id: string): T | undefined {
  const exact = list.find((e) => e.pattern === id);
  if (exact) return exact;
  for (const e of list) {
    if (!/[*?{]/.test(e.pattern)) continue;
    let m = metricGlobs.get(e.pattern);
    if (!m) metricGlobs.set(e.pattern, (m = globToRegExp(e.pattern)));
    if (m.test(id)) return e;
  }
  return undefined;
}
