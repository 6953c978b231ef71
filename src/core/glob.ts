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
      const end = p.indexOf('}', i);
      if (end < 0) re += '\\{';
      else {
        re += '(?:' + p.slice(i + 1, end).split(',').map(escapeRe).join('|') + ')';
        i = end;
      }
    } else re += escapeRe(c);
  }
  const prefix = anchored ? '^' : `^(?:${ANY}*/)?`;
  const source = `${prefix}${re}(?:/${ANY}*)?$`;
  const rx = RE2JS.compile(source);
  return { test: (path: string) => rx.test(path), source };
}

function escapeRe(s: string): string {
  return s.replace(/[.+^${}()|[\]\\]/g, '\\$&');
}

export function matchesAny(path: string, patterns: PathMatcher[]): boolean {
  return patterns.some((r) => r.test(path));
}
