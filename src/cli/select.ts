/**
 * Selection for local iteration, as pytest has it: `-k EXPR` (a keyword expression over artifact names) and
 * `--lf`/`--last-failed` (the artifacts that failed in the last run of this folder, kept in the user's cache
 * folder). Selection is local only: a selected run is not a complete check, and the action has no such input.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Report } from '../core/model.js';
import { artifactFails } from '../core/verdict.js';

type Pred = (name: string) => boolean;

/**
 * Parses pytest's `-k` grammar: words matched as case-insensitive substrings of `suite::path`, combined with
 * `and`, `or`, `not` and parentheses (`not` binds tightest, then `and`, then `or`). Throws Error on a malformed
 * expression.
 */
export function parseKeyword(expr: string): Pred {
  const tokens = expr.match(/\(|\)|[^\s()]+/g) ?? [];
  if (tokens.length === 0) throw new Error('-k needs an expression, e.g. -k "qsolve and not max-cut"');
  let i = 0;
  const peek = (): string | undefined => tokens[i];
  const orExpr = (): Pred => {
    let left = andExpr();
    while (peek() === 'or') {
      i++;
      const l = left;
      const r = andExpr();
      left = (n) => l(n) || r(n);
    }
    return left;
  };
  const andExpr = (): Pred => {
    let left = notExpr();
    while (peek() === 'and') {
      i++;
      const l = left;
      const r = notExpr();
      left = (n) => l(n) && r(n);
    }
    return left;
  };
  const notExpr = (): Pred => {
    if (peek() === 'not') {
      i++;
      const inner = notExpr();
      return (n) => !inner(n);
    }
    return atom();
  };
  const atom = (): Pred => {
    const tok = tokens[i++];
    if (tok === undefined) throw new Error(`-k "${expr}": the expression ends too early`);
    if (tok === '(') {
      const inner = orExpr();
      if (tokens[i++] !== ')') throw new Error(`-k "${expr}": a "(" is not closed`);
      return inner;
    }
    if (tok === ')' || tok === 'and' || tok === 'or') throw new Error(`-k "${expr}": unexpected "${tok}"`);
    const word = tok.toLowerCase();
    return (n) => n.toLowerCase().includes(word);
  };
  const pred = orExpr();
  if (i < tokens.length) throw new Error(`-k "${expr}": unexpected "${tokens[i]}"`);
  return pred;
}

/** The name `-k` matches: `suite::path` (so `-k pqid`, `-k evaluations.jsonl` and `-k "pcs and labtrust"` all work). */
export const selectionName = (suite: string, path: string): string => `${suite}::${path}`;

function lastFailedFile(cacheDir: string, root: string): string {
  return join(cacheDir, 'lastfailed', createHash('sha256').update(root).digest('hex').slice(0, 32) + '.json');
}

/** The `suite::path` names that failed in the last full or selected run of `root`, or undefined when none is kept. */
export async function readLastFailed(cacheDir: string, root: string): Promise<Set<string> | undefined> {
  try {
    const v = JSON.parse(await readFile(lastFailedFile(cacheDir, root), 'utf8')) as unknown;
    if (!Array.isArray(v) || !v.every((x) => typeof x === 'string')) return undefined;
    return new Set(v);
  } catch {
    return undefined;
  }
}

/**
 * Keeps the failing artifacts for `--lf`: this run's failures, plus the earlier ones this run did not check (a `-k`
 * or `-x` run forgets nothing it did not look at). Best effort: a cache folder that cannot be written is no error.
 */
export async function writeLastFailed(cacheDir: string, root: string, report: Report): Promise<void> {
  const checked = new Set<string>();
  const failed = new Set<string>();
  for (const s of report.suites)
    for (const a of s.artifacts) {
      const name = selectionName(s.suite, a.artifact.path);
      checked.add(name);
      if (artifactFails(a, report.config.failOn)) failed.add(name);
    }
  for (const name of (await readLastFailed(cacheDir, root)) ?? []) if (!checked.has(name)) failed.add(name);
  try {
    const f = lastFailedFile(cacheDir, root);
    await mkdir(join(cacheDir, 'lastfailed'), { recursive: true, mode: 0o700 });
    await writeFile(f, JSON.stringify([...failed].sort()) + '\n', { mode: 0o600 });
  } catch {
    /* best effort */
  }
}
