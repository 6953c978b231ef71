/**
 * The checked tree's `.benchgate.yml` may only tighten (docs/security.md, "What the checked tree may set"). Every
 * option declares once, where it is declared, how a value from the tree is treated (`Trust`); `resolveTreeOptions`
 * applies those declarations generically: a tree value that would loosen, skip, replace or reuse what the job asked
 * for is ignored with one BG014 finding naming the key, the file and the line; a tightening value is applied.
 */
import { isDeepStrictEqual } from 'node:util';
import { BG } from '../codes/general.js';
import { finding } from './finding.js';
import type { Finding } from './model.js';

/** How strict a value is: higher is stricter; `undefined` (the argument) is the default; `undefined` (the result) is a value that cannot be ranked. */
type Rank = (v: unknown) => number | undefined;

export type Trust =
  /** Skips, replaces or reuses execution, or selects the evidence: only the job may set it. */
  | { readonly tree: 'job'; readonly why: string }
  /** Applied from the tree only when at least as strict as the job's value (or the default). */
  | { readonly tree: 'tighten'; readonly rank: Rank }
  /** A mapping (metric → bound): each entry is applied from the tree only when at least as strict as the job's entry. */
  | { readonly tree: 'tighten-each'; readonly rank: Rank }
  /** Only some values are safe from the tree (`allow`), and only where the job sets none; the job's value wins. */
  | { readonly tree: 'allow'; readonly allow: (v: unknown) => boolean; readonly why: string }
  /** Neither tightens nor loosens (what is looked at, not how it is judged): the tree may set it; the job's value wins. */
  | { readonly tree: 'scope'; readonly why: string };

/** Per-option declarations of one suite (or of the top level of `.benchgate.yml`). */
export type TrustTable = Readonly<Record<string, Trust>>;

/** Only the job may set the option: `why` says what it would skip, replace or lower. */
export const jobOnly = (why: string): Trust => ({ tree: 'job', why });
/** Ranked by a list, least strict first (`['never', 'error', 'warning']`); `dflt` is what an unset option means. */
export function tightenByOrder(order: readonly unknown[], dflt: unknown): Trust {
  return { tree: 'tighten', rank: (v) => ((i) => (i < 0 ? undefined : i))(order.indexOf(v === undefined ? dflt : v)) };
}
/** A boolean where `strict` is the stricter value; `dflt` is what an unset option means. Accepts 'true'/'false'. */
export function tightenBool(strict: boolean, dflt: boolean): Trust {
  const rank: Rank = (v) => {
    const b = v === undefined ? dflt : v === 'true' ? true : v === 'false' ? false : v;
    return typeof b === 'boolean' ? (b === strict ? 1 : 0) : undefined;
  };
  return { tree: 'tighten', rank };
}
/** A number where lower is stricter (a limit, a tolerance); `dflt` is what an unset option means (Infinity = none). */
export function tightenLower(dflt: number, each = false): Trust {
  const rank: Rank = (v) => {
    const n = v === undefined ? dflt : typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    return typeof n === 'number' && !Number.isNaN(n) ? -n : undefined;
  };
  return { tree: each ? 'tighten-each' : 'tighten', rank };
}
/** A number where higher is stricter (a minimum rate); `dflt` is what an unset option means (-Infinity = none). */
export function tightenHigher(dflt: number, each = false): Trust {
  const rank: Rank = (v) => {
    const n = v === undefined ? dflt : typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
    return typeof n === 'number' && !Number.isNaN(n) ? n : undefined;
  };
  return { tree: each ? 'tighten-each' : 'tighten', rank };
}

/** Where an option sits in `.benchgate.yml`, for the finding. */
export interface TreeLocation {
  file: string;
  /** The key path shown in messages, e.g. `suites.qsolve.options`; '' for the top level. */
  prefix: string;
  /** Line and column of a key (as written in the file). */
  at: (key: string) => { line?: number; column?: number };
  /** How the job sets the option, e.g. "the action input `options` (qsolve: {run: …}) or `--option qsolve.run=…`". */
  jobHint: (key: string) => string;
}

const own = (o: Record<string, unknown>, k: string) => Object.prototype.hasOwnProperty.call(o, k);
const show = (v: unknown) => {
  const s = JSON.stringify(v) ?? String(v);
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
};
function setOwn(o: Record<string, unknown>, k: string, v: unknown): void {
  Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
}

export interface Resolved {
  /** The effective options: the job's, with what the tree may set applied. */
  options: Record<string, unknown>;
  /** The part of `options` that came from the tree (the same values, by identity). */
  fromTree: Record<string, unknown>;
  findings: Finding[];
}

/**
 * Combines the tree's options with the job's under the declarations in `table`. `canonical` maps a key spelling to
 * its declared name (a suite accepting `minTier` for `min-tier`). A key the table does not declare is passed
 * through when the job does not set it (the suite reports it as unknown); the job's value always wins over it.
 */
export function resolveTreeOptions(
  tree: Record<string, unknown>,
  job: Record<string, unknown>,
  table: TrustTable,
  loc: TreeLocation,
  canonical: (k: string) => string = (k) => k
): Resolved {
  const options: Record<string, unknown> = {};
  for (const k of Object.keys(job)) setOwn(options, k, job[k]);
  const fromTree: Record<string, unknown> = {};
  const findings: Finding[] = [];
  const jobKey = (c: string) => Object.keys(job).find((k) => canonical(k) === c);
  const ignore = (key: string, v: unknown, why: string) =>
    findings.push(
      finding(
        BG.BG014,
        `${loc.file}: \`${loc.prefix ? `${loc.prefix}.` : ''}${key}: ${show(v)}\` is ignored: ${why}; the checked tree may only tighten, so the job must set it (${loc.jobHint(canonical(key))})`,
        { file: loc.file, ...loc.at(key) }
      )
    );
  const apply = (key: string, v: unknown, jk: string | undefined) => {
    if (jk !== undefined && jk !== key) delete options[jk];
    setOwn(options, key, v);
    setOwn(fromTree, key, v);
  };
  for (const key of Object.keys(tree)) {
    const v = tree[key];
    const c = canonical(key);
    const rule = own(table, c) ? table[c] : undefined;
    const jk = jobKey(c);
    const jv = jk === undefined ? undefined : job[jk];
    if (!rule || rule.tree === 'scope') {
      if (jk === undefined) apply(key, v, jk);
      continue;
    }
    if (rule.tree === 'job') {
      ignore(key, v, rule.why);
      continue;
    }
    if (rule.tree === 'allow') {
      if (!rule.allow(v)) ignore(key, v, rule.why);
      else if (jk === undefined) apply(key, v, jk);
      continue;
    }
    if (rule.tree === 'tighten') {
      const t = rule.rank(v);
      const j = rule.rank(jv);
      if (t === undefined) {
        // Not a valid value: the suite reports it and keeps its default, which is the job's value when the job is silent.
        if (jk === undefined) apply(key, v, jk);
        else ignore(key, v, `it is not a valid value, so it cannot tighten the job's ${show(jv)}`);
      } else if (j === undefined || t > j || (t === j && isDeepStrictEqual(v, jv ?? v))) apply(key, v, jk);
      else
        ignore(
          key,
          v,
          t === j
            ? `it is not stricter than ${jk === undefined ? 'the default' : `the job's ${show(jv)}`}, only different`
            : `it would loosen ${jk === undefined ? 'the default' : `the job's ${show(jv)}`}`
        );
      continue;
    }
    // tighten-each: a mapping of bounds, entry by entry.
    if (v === null || typeof v !== 'object' || Array.isArray(v)) {
      if (jk === undefined) apply(key, v, jk);
      else ignore(key, v, 'it is not a mapping');
      continue;
    }
    const jm = jv !== null && typeof jv === 'object' && !Array.isArray(jv) ? (jv as Record<string, unknown>) : {};
    const merged: Record<string, unknown> = {};
    for (const e of Object.keys(jm)) setOwn(merged, e, jm[e]);
    for (const [e, x] of Object.entries(v as Record<string, unknown>)) {
      const t = rule.rank(x);
      const j = rule.rank(own(jm, e) ? jm[e] : undefined);
      if (t === undefined && !own(jm, e)) setOwn(merged, e, x);
      else if (t !== undefined && (j === undefined || t >= j)) setOwn(merged, e, x);
      else ignore(`${key}.${e}`, x, `it would loosen ${own(jm, e) ? `the job's ${show(jm[e])}` : 'the default'}`);
    }
    apply(key, merged, jk);
  }
  return { options, fromTree, findings };
}
