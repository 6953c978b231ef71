/**
 * Schema-v1 row rules: pure functions over one decoded row object (the same for JSONL and Parquet).
 * Messages never contain provider content: only column names, JSON paths, types and sizes.
 */
import type { CodeDef } from '../../codes/types.js';
import { BOUND_FIX, describeBound, scanJsonBounds } from '../../core/bounds.js';
import { BG } from '../../codes/general.js';
import { FB } from './codes.js';
import { describeJsonError } from '../../core/json-source.js';
import { pushAll } from '../../core/arrays.js';
import { candidateNames, contentHashes, normalizeDigest, type CanonName } from './canonical.js';
import { isJObject, parseJsonStrict, type JObject, type JValue } from './json.js';
import { formatBytes } from '../../core/bytes.js';

export const COLUMNS = [
  'schemaVersion',
  'matchId',
  'pool',
  'mode',
  'scenarioId',
  'stateHash',
  'replay',
  'io',
  'calls',
  'decisions',
  'accounting'
] as const;
export type Column = (typeof COLUMNS)[number];
export const COLUMN_SET: ReadonlySet<string> = new Set(COLUMNS);
export const POOLS = ['official', 'live', 'private'] as const;
export const NESTED = ['replay', 'io', 'calls', 'decisions', 'accounting'] as const;
const REPLAY_KEYS = ['scenario', 'seed', 'config', 'actions', 'diagnostics'] as const;

type RowGate = 'columns' | 'rows-valid' | 'replay';

export interface RowIssue {
  def: CodeDef;
  message: string;
  column?: string;
  /** JSON pointer from the row: `/replay/engineVersion`. */
  path?: string;
  gate: RowGate;
}

export interface RowRuleOptions {
  engineVersions: readonly string[];
  maxCellBytes: number;
  /** Parquet: the column set was checked once on the schema. */
  skipColumnSet?: boolean;
  /** Parquet: columns whose physical type was already reported (no per-row type finding). */
  skipColumns?: ReadonlySet<string>;
  /** JSONL: the source token of `schemaVersion` (`1.0`, `1e0` parse to 1 but are not the integer 1). */
  schemaVersionToken?: string;
  /** contentHash canonicalisation for the scenario hash: 'any' candidate (default) or one pinned. */
  canonicalization?: 'any' | CanonName;
}

export interface DecodedRow {
  replay?: Record<string, unknown>;
  io?: unknown[];
  calls?: unknown[];
  decisions?: unknown[];
  accounting?: Record<string, unknown> | null;
  /** accounting was the JSON string "null" rather than a real null. */
  accountingStringNull?: boolean;
}

function describeType(v: unknown): string {
  if (v === undefined) return 'missing';
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'bigint') return 'a 64-bit integer';
  if (v instanceof Uint8Array) return 'raw bytes';
  return typeof v === 'object' ? 'an object' : `a ${typeof v}`;
}

/** UTF-8 size of a string, cheaply bounded: only measured exactly when the length alone cannot decide. */
export function exceedsBytes(s: string, limit: number): boolean {
  if (s.length > limit) return true;
  if (s.length * 3 <= limit) return false;
  return Buffer.byteLength(s, 'utf8') > limit;
}

export function checkColumnSet(row: Record<string, unknown>): RowIssue[] {
  const out: RowIssue[] = [];
  const missing = COLUMNS.filter((c) => !Object.prototype.hasOwnProperty.call(row, c));
  const extra = Object.keys(row).filter((k) => !COLUMN_SET.has(k));
  if (missing.length)
    out.push({
      def: FB.FB005,
      message: `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`,
      gate: 'columns'
    });
  if (extra.length)
    out.push({
      def: FB.FB005,
      message: `${extra.length} extra column${extra.length > 1 ? 's' : ''} ${extra
        .slice(0, 5)
        .map((k) => JSON.stringify(k.slice(0, 40)))
        .join(', ')}${extra.length > 5 ? ', …' : ''}; schema v1 has exactly 11`,
      gate: 'columns'
    });
  return out;
}

/**
 * The source token of the number at top-level key `key` of one JSON object text that `JSON.parse` accepted (the
 * last occurrence, as `JSON.parse` keeps the last duplicate), or undefined when the value is not a number.
 * `1.0`, `1e0` and `10e-1` all parse to 1; the spec's column is an integer, so the token matters.
 */
export function topLevelNumberToken(text: string, key: string): string | undefined {
  let depth = 0;
  let found: string | undefined;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      const start = i;
      for (i++; i < n; i++) {
        const d = text.charCodeAt(i);
        if (d === 0x5c) i++;
        else if (d === 0x22) break;
      }
      if (depth !== 1) continue;
      let j = i + 1;
      while (j < n && (text[j] === ' ' || text[j] === '\t' || text[j] === '\n' || text[j] === '\r')) j++;
      if (text[j] !== ':') continue;
      let name: string;
      try {
        name = JSON.parse(text.slice(start, i + 1)) as string;
      } catch {
        continue;
      }
      if (name !== key) continue;
      j++;
      while (j < n && (text[j] === ' ' || text[j] === '\t' || text[j] === '\n' || text[j] === '\r')) j++;
      const m = /^-?[0-9][0-9.eE+-]*/.exec(text.slice(j, j + 64));
      found = m ? m[0] : undefined;
    } else if (c === 0x7b || c === 0x5b) depth++;
    else if (c === 0x7d || c === 0x5d) depth--;
  }
  return found;
}

/** `token`: the JSONL source spelling of the value (from `topLevelNumberToken`), when known. */
export function checkSchemaVersion(v: unknown, token?: string): RowIssue[] {
  if (v === 1 && token !== undefined && token !== '1') {
    return [
      {
        def: FB.FB006,
        message: `schemaVersion is written ${JSON.stringify(token.slice(0, 24))}, a number equal to 1 but not the integer the spec's column holds; write 1`,
        column: 'schemaVersion',
        path: '/schemaVersion',
        gate: 'rows-valid'
      }
    ];
  }
  if (v === 1) return [];
  const what = typeof v === 'number' && Number.isFinite(v) ? `${v}` : describeType(v);
  return [
    {
      def: FB.FB006,
      message: `schemaVersion is ${what}, expected the integer 1`,
      column: 'schemaVersion',
      path: '/schemaVersion',
      gate: 'rows-valid'
    }
  ];
}

export function checkRequiredText(column: 'matchId' | 'mode' | 'scenarioId', v: unknown): RowIssue[] {
  if (typeof v === 'string' && v.trim().length > 0) return [];
  return [
    {
      def: FB.FB007,
      message: `${column} is ${typeof v === 'string' ? 'an empty string' : describeType(v)}, expected a non-empty string`,
      column,
      path: `/${column}`,
      gate: 'rows-valid'
    }
  ];
}

export function checkPool(v: unknown): RowIssue[] {
  if (typeof v === 'string' && (POOLS as readonly string[]).includes(v)) return [];
  const shown = typeof v === 'string' ? JSON.stringify(safeShort(v, 24)) : describeType(v);
  return [
    {
      def: FB.FB008,
      message: `pool is ${shown}, expected one of official, live, private`,
      column: 'pool',
      path: '/pool',
      gate: 'rows-valid'
    }
  ];
}

export function checkStateHash(v: unknown): RowIssue[] {
  if (typeof v === 'string' && /^[0-9a-fA-F]{64}$/.test(v)) return [];
  const what = typeof v === 'string' ? `a ${v.length}-character string that is not 64 hex digits` : describeType(v);
  return [
    { def: FB.FB009, message: `stateHash is ${what}`, column: 'stateHash', path: '/stateHash', gate: 'rows-valid' }
  ];
}

/** Decodes one nested JSON-string column and checks its container. */
export function decodeNested(
  column: (typeof NESTED)[number],
  v: unknown,
  maxCellBytes: number
): { issues: RowIssue[]; value?: unknown; stringNull?: boolean } {
  const path = `/${column}`;
  if (v === null || v === undefined) {
    if (column === 'accounting') return { issues: [], value: null };
    return {
      issues: [
        {
          def: FB.FB010,
          message: `${column} is ${v === null ? 'null' : 'missing'}, expected a JSON string (an absent list is "[]")`,
          column,
          path,
          gate: 'rows-valid'
        }
      ]
    };
  }
  if (typeof v !== 'string') {
    return {
      issues: [
        {
          def: FB.FB010,
          message: `${column} is ${describeType(v)}, expected a JSON-encoded string`,
          column,
          path,
          gate: 'rows-valid'
        }
      ]
    };
  }
  if (exceedsBytes(v, maxCellBytes)) {
    return {
      issues: [
        {
          def: FB.FB019,
          message: `${column} is larger than max-cell-bytes (${formatBytes(maxCellBytes)}; ${v.length} characters); not decoded`,
          column,
          path,
          gate: 'rows-valid'
        }
      ]
    };
  }
  const over = scanJsonBounds(v);
  if (over)
    return {
      issues: [
        {
          def: BG.BG020,
          message: `${column} (its JSON text at character ${over.offset + 1}): ${describeBound(over, 'cell')}; ${BOUND_FIX}`,
          column,
          path,
          gate: 'rows-valid'
        }
      ]
    };
  let value: unknown;
  try {
    value = JSON.parse(v);
  } catch {
    return {
      issues: [{ def: FB.FB011, message: `${column} holds ${describeJsonError(v)}`, column, path, gate: 'rows-valid' }]
    };
  }
  const wantObject = column === 'replay' || column === 'accounting';
  if (column === 'accounting' && value === null) return { issues: [], value: null, stringNull: true };
  const ok = wantObject ? value !== null && typeof value === 'object' && !Array.isArray(value) : Array.isArray(value);
  if (!ok) {
    return {
      issues: [
        {
          def: FB.FB012,
          message: `${column} decodes to ${describeType(value)}, expected ${wantObject ? 'an object' : 'an array'}${column === 'accounting' ? ' or null' : ''}`,
          column,
          path,
          gate: 'rows-valid'
        }
      ]
    };
  }
  return { issues: [], value };
}

export function checkEngineVersion(replay: Record<string, unknown>, allowed: readonly string[]): RowIssue[] {
  const ev = replay.engineVersion;
  if (typeof ev === 'string' && allowed.includes(ev)) return [];
  const what =
    ev === undefined ? 'missing' : typeof ev === 'string' ? JSON.stringify(safeShort(ev, 32)) : describeType(ev);
  return [
    {
      def: FB.FB013,
      message: `replay.engineVersion is ${what}; supported: ${allowed.join(', ')}`,
      column: 'replay',
      path: '/replay/engineVersion',
      gate: 'rows-valid'
    }
  ];
}

export function checkReplayParts(replay: Record<string, unknown>): RowIssue[] {
  const missing = REPLAY_KEYS.filter((k) => !Object.prototype.hasOwnProperty.call(replay, k));
  const out: RowIssue[] = [];
  if (missing.length)
    out.push({
      def: FB.FB014,
      message: `the ReplayLog has no ${missing.join(', ')}`,
      column: 'replay',
      path: '/replay',
      gate: 'rows-valid'
    });
  if (Object.prototype.hasOwnProperty.call(replay, 'actions') && !Array.isArray(replay.actions)) {
    out.push({
      def: FB.FB014,
      message: `replay.actions is ${describeType(replay.actions)}, expected an array`,
      column: 'replay',
      path: '/replay/actions',
      gate: 'rows-valid'
    });
  }
  return out;
}

function turnOf(a: unknown): number | undefined {
  if (a && typeof a === 'object' && !Array.isArray(a)) {
    const t = (a as Record<string, unknown>).turn;
    if (typeof t === 'number' && Number.isInteger(t)) return t;
  }
  return undefined;
}

/** Terminal turn recorded in the log itself (provisional field names: `terminalTurn`, `result.terminalTurn`). */
export function recordedTerminalTurn(replay: Record<string, unknown>): number | undefined {
  const t = replay.terminalTurn;
  if (typeof t === 'number' && Number.isInteger(t)) return t;
  const r = replay.result;
  if (r && typeof r === 'object' && !Array.isArray(r)) {
    const rt = (r as Record<string, unknown>).terminalTurn;
    if (typeof rt === 'number' && Number.isInteger(rt)) return rt;
  }
  return undefined;
}

/**
 * Determinism rules checkable from the log: turns never go backwards (actions carrying an integer `turn`),
 * and no action after the terminal turn (when known from the log or the engine).
 */
export function checkTurns(replay: Record<string, unknown>, terminalTurn?: number): RowIssue[] {
  const actions = replay.actions;
  if (!Array.isArray(actions)) return [];
  const out: RowIssue[] = [];
  let prev: number | undefined;
  let reordered = false;
  for (let i = 0; i < actions.length; i++) {
    const t = turnOf(actions[i]);
    if (t === undefined) continue;
    if (!reordered && prev !== undefined && t < prev) {
      out.push({
        def: FB.FB043,
        message: `replay.actions[${i}] is at turn ${t}, after an action at turn ${prev}`,
        column: 'replay',
        path: `/replay/actions/${i}/turn`,
        gate: 'replay'
      });
      reordered = true;
    }
    if (terminalTurn !== undefined && t > terminalTurn) {
      out.push({
        def: FB.FB044,
        message: `replay.actions[${i}] is at turn ${t}, after the terminal turn ${terminalTurn}`,
        column: 'replay',
        path: `/replay/actions/${i}/turn`,
        gate: 'replay'
      });
      break;
    }
    prev = t;
  }
  return out;
}

/**
 * "Unknown cost remains null; absent call lists become [] (not evidence of zero tokens)": with no calls,
 * an accounting cost or token count of exactly 0 is a zero recorded without evidence.
 */
export function checkZeroWithoutEvidence(
  calls: unknown[] | undefined,
  accounting: Record<string, unknown> | null | undefined
): RowIssue[] {
  if (!calls || calls.length !== 0 || !accounting) return [];
  const hits: string[] = [];
  const walk = (v: unknown, path: string, depth: number) => {
    if (depth > 4 || hits.length >= 3 || !v || typeof v !== 'object') return;
    if (Array.isArray(v)) return;
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      const p = `${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (x === 0 && /cost|token/i.test(k)) hits.push(p);
      else walk(x, p, depth + 1);
    }
  };
  walk(accounting, '/accounting', 0);
  return hits.map((p) => ({
    def: FB.FB018,
    message: `zero recorded without evidence: ${p.slice(1).replace(/\//g, '.')} is 0 but calls is []; record unknown cost/tokens as null`,
    column: 'accounting',
    path: p,
    gate: 'rows-valid' as const
  }));
}

/**
 * "/proof/determinism … validates scenario hash": when the ReplayLog carries a scenario hash (`scenario.hash`, or
 * `scenarioHash` next to `scenario`), it must equal contentHash(scenario without `hash`), computed as the spec
 * says for manifests: SHA-256 over the canonical JSON, under each candidate canonicalisation (or the pinned one).
 * `replayText` is parsed again with the strict parser so numbers keep their source spelling. Pure.
 */
export function checkScenarioHash(replayText: string, canon: 'any' | CanonName = 'any'): RowIssue[] {
  const path = '/replay/scenario/hash';
  let doc: JValue;
  try {
    doc = parseJsonStrict(replayText);
  } catch {
    return []; // FB011 already (or duplicate keys: JSON.parse accepted it; the hash cannot be judged)
  }
  if (!isJObject(doc)) return [];
  const scenario = doc.get('scenario');
  const outer = doc.get('scenarioHash');
  const inner = isJObject(scenario) ? scenario.get('hash') : undefined;
  if (inner === undefined && outer === undefined) return [];
  const where = inner !== undefined ? path : '/replay/scenarioHash';
  const issue = (message: string): RowIssue[] => [
    { def: FB.FB045, message, column: 'replay', path: where, gate: 'replay' }
  ];
  if (!isJObject(scenario))
    return issue(
      `replay.scenarioHash is present but replay.scenario is ${scenario === undefined ? 'missing' : 'not an object'}, so the scenario hash cannot be validated`
    );
  const problem = scenarioHashProblem(scenario, inner !== undefined ? inner : outer!, canon);
  return problem ? issue(problem) : [];
}

/** What is wrong with `hash` as the contentHash of `scenario` (its own `hash` key removed), or undefined. Pure. */
function scenarioHashProblem(scenario: JObject, hash: JValue, canon: 'any' | CanonName = 'any'): string | undefined {
  const want = typeof hash === 'string' ? normalizeDigest(hash) : undefined;
  if (!want)
    return 'the scenario hash is not a SHA-256 digest (64 hex digits, optionally "sha256:"-prefixed, or base64)';
  const names = candidateNames(canon);
  for (const h of contentHashes(scenario, names)) if ('hex' in h && h.hex === want.hex) return undefined;
  return `the scenario hash does not equal contentHash(scenario without hash) under ${canon === 'any' ? `any candidate canonicalisation (${names.join(', ')})` : `the pinned canonicalisation ${canon}`}: the scenario was changed after hashing`;
}

/**
 * Fast-path verdict on one scenario's JSON text (from a ReplayLog): true when `checkScenarioHash` would find
 * nothing about it (no top-level `hash`, or a matching one); false when it would, or when the text cannot be
 * judged alone (strict parse fails). Cached by text: a corpus repeats a few scenarios.
 */
const scenarioCache = new Map<string, boolean>();
export function scenarioTextClean(text: string, canon: 'any' | CanonName = 'any'): boolean {
  const key = canon + '\u0000' + text;
  const hit = scenarioCache.get(key);
  if (hit !== undefined) return hit;
  let ok = false;
  try {
    const v = parseJsonStrict(text);
    ok = isJObject(v) && (!v.has('hash') || scenarioHashProblem(v, v.get('hash')!, canon) === undefined);
  } catch {
    ok = false;
  }
  if (scenarioCache.size >= 4096) scenarioCache.clear();
  scenarioCache.set(key, ok);
  return ok;
}

/** Every static rule on one row. */
export function checkRow(
  row: Record<string, unknown>,
  opts: RowRuleOptions
): { issues: RowIssue[]; decoded: DecodedRow } {
  const issues: RowIssue[] = [];
  const decoded: DecodedRow = {};
  const skip = opts.skipColumns;
  if (!opts.skipColumnSet) pushAll(issues, checkColumnSet(row));
  if (!skip?.has('schemaVersion') && 'schemaVersion' in row)
    pushAll(issues, checkSchemaVersion(row.schemaVersion, opts.schemaVersionToken));
  for (const c of ['matchId', 'mode', 'scenarioId'] as const) {
    if (skip?.has(c) || !(c in row)) continue;
    const v = row[c];
    if (typeof v === 'string' && exceedsBytes(v, opts.maxCellBytes))
      issues.push({
        def: FB.FB019,
        message: `${c} is larger than max-cell-bytes (${formatBytes(opts.maxCellBytes)})`,
        column: c,
        path: `/${c}`,
        gate: 'rows-valid'
      });
    else pushAll(issues, checkRequiredText(c, v));
  }
  if (!skip?.has('pool') && 'pool' in row) pushAll(issues, checkPool(row.pool));
  if (!skip?.has('stateHash') && 'stateHash' in row) pushAll(issues, checkStateHash(row.stateHash));
  for (const c of NESTED) {
    if (skip?.has(c) || !(c in row)) continue;
    const r = decodeNested(c, row[c], opts.maxCellBytes);
    pushAll(issues, r.issues);
    if (r.issues.length === 0) {
      if (c === 'accounting') {
        decoded.accounting = r.value as Record<string, unknown> | null;
        if (r.stringNull) decoded.accountingStringNull = true;
      } else if (c === 'replay') decoded.replay = r.value as Record<string, unknown>;
      else decoded[c] = r.value as unknown[];
    }
  }
  if (decoded.replay) {
    pushAll(issues, checkEngineVersion(decoded.replay, opts.engineVersions));
    pushAll(issues, checkReplayParts(decoded.replay));
    pushAll(issues, checkTurns(decoded.replay, recordedTerminalTurn(decoded.replay)));
    const sc = decoded.replay.scenario;
    if (
      typeof row.replay === 'string' &&
      ('scenarioHash' in decoded.replay ||
        (sc !== null && typeof sc === 'object' && !Array.isArray(sc) && 'hash' in sc))
    ) {
      pushAll(issues, checkScenarioHash(row.replay, opts.canonicalization));
    }
  }
  pushAll(issues, checkZeroWithoutEvidence(decoded.calls, decoded.accounting));
  return { issues, decoded };
}

/** A short, printable form of an identifier (matchId, a pool value): control characters escaped, length capped. */
export function safeShort(s: string, max = 80): string {
  const cut = s.length > max ? s.slice(0, max) + '…' : s;
  return cut.replace(
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`
  );
}
