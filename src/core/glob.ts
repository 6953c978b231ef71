/**
 * Minimal glob matching for `.benchgate.yml` include/exclude patterns, on repository-relative POSIX paths.
 * `**` matches any number of path segments, `*` anything but `/`, `?` one character but `/`,
 * `{a,b}` alternatives. A pattern without `/` matches the base name at any depth (like .gitignore).
 * A pattern ending in `/` (or naming a directory) matches everything below it.
 */
export function globToRegExp(pattern: string): RegExp {
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
          re += '(?:.*/)?';
        } else re += '.*';
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
  const prefix = anchored ? '^' : '^(?:.*/)?';
  return new RegExp(prefix + re + '(?:/.*)?$');
}

function escapeRe(s: string): string {
  return s.replace(/[.+^${}()|[\]\\]/g, '\\$&');
}

export function matchesAny(path: string, patterns: RegExp[]): boolean {
  return patterns.some((r) => r.test(path));
}
