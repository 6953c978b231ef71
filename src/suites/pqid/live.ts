/**
 * Rules for PQID-Bench record files beyond the evaluation summarizer (issue 20), as pure functions over
 * parsed rows: timestamps, unique attempt ids, prompt ids as the join key, the live-run files
 * (`requests.jsonl`, live responses, provider attempts, the live run manifest) and credentials.
 *
 * Sources: the data dictionary (shared/specs/pqid-data-dictionary.md §1, §3, §7) and the reference's
 * live.py (PQID-Bench f4bafb4), which writes these files.
 */
import { createHash } from 'node:crypto';
import { isPyDict, type PyDict, PyFloat, type PyValue, pyJsonDumps } from '../../python/index.js';
import { pushAll } from '../../core/arrays.js';

export type RuleCode =
  'PQ021' | 'PQ022' | 'PQ023' | 'PQ024' | 'PQ025' | 'PQ026' | 'PQ027' | 'PQ028' | 'PQ035' | 'PQ036' | 'PQ037' | 'PQ038';

export interface RuleProblem {
  code: RuleCode;
  message: string;
  /** Field (dotted path) concerned. */
  field?: string;
  /** Overrides the code's default severity (a missing live assertion is a warning, a wrong one an error). */
  severity?: 'error' | 'warning' | 'notice';
}

type Obj = PyDict;
const isObj = isPyDict;

const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|([+-])(\d{2}):(\d{2}))$/;

/**
 * An RFC 3339 date-time (the schemas' `format: date-time`; ISO 8601 as the data dictionary says, and what
 * the reference writes with `datetime.isoformat()`, e.g. `2026-12-03T16:34:31.711551+00:00`): a real
 * calendar date, a time of day, and a UTC offset. `yesterday`, `2026-13-45` and a date without a time are not.
 * Returns the instant in milliseconds, or undefined.
 */
export function parseDateTime(s: string): number | undefined {
  const m = RFC3339.exec(s);
  if (!m) return undefined;
  const [y, mo, d, h, mi, sec] = [m[1], m[2], m[3], m[4], m[5], m[6]].map(Number);
  if (mo < 1 || mo > 12 || d < 1) return undefined;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  if (d > (mo === 2 && leap ? 29 : DAYS[mo - 1])) return undefined;
  if (h > 23 || mi > 59 || sec > 60) return undefined;
  let off = 0;
  if (m[9]) {
    const oh = Number(m[10]);
    const om = Number(m[11]);
    if (oh > 23 || om > 59) return undefined;
    off = (m[9] === '-' ? -1 : 1) * (oh * 60 + om);
  }
  const frac = m[7] ? Number(m[7]) * 1000 : 0;
  return Date.UTC(y, mo - 1, d, h, mi, Math.min(sec, 59)) + frac - off * 60_000;
}

/** Timestamp fields of each record kind (nullable ones may be null). */
const TIME_FIELDS: Record<string, { required: string[]; nullable: string[] }> = {
  attempts: { required: ['started_at'], nullable: ['completed_at'] },
  responses: { required: [], nullable: ['completed_at'] },
  manifest: { required: [], nullable: ['created_at'] }
};

function timestampProblems(kind: keyof typeof TIME_FIELDS, row: Obj): RuleProblem[] {
  const out: RuleProblem[] = [];
  const spec = TIME_FIELDS[kind];
  const times: Record<string, number> = {};
  for (const f of [...spec.required, ...spec.nullable]) {
    const v = row[f];
    if (v === undefined) continue; // absence is the schema's business (PQ020)
    if (v === null && spec.nullable.includes(f)) continue;
    const t = typeof v === 'string' ? parseDateTime(v) : undefined;
    if (t === undefined)
      out.push({
        code: 'PQ021',
        message: `${f} ${typeof v === 'string' ? JSON.stringify(v) : String(v instanceof PyFloat ? v.value : JSON.stringify(v))} is not an RFC 3339 date-time with a UTC offset (e.g. 2026-12-03T16:34:31.711551+00:00).`,
        field: f
      });
    else times[f] = t;
  }
  if (times.started_at !== undefined && times.completed_at !== undefined && times.completed_at < times.started_at) {
    out.push({
      code: 'PQ022',
      message: `completed_at ${String(row.completed_at)} is before started_at ${String(row.started_at)}.`,
      field: 'completed_at'
    });
  }
  return out;
}

/** The reference's credential-like key pattern (live.py `_sensitive_extra_body_keys`). */
const SENSITIVE_KEY = /(^|[_-])(api[_-]?key|authorization|bearer|password|secret|token)($|[_-])/i;
/** Secret-looking values: provider API keys (`sk-…`, `sk-proj-…`, `sk-ant-…`), bearer headers, GitHub and Hugging Face tokens. */
const SECRET_VALUE =
  /(?:^|[^A-Za-z0-9])(sk-[A-Za-z0-9_-]{16,}|Bearer\s+[A-Za-z0-9._~+/-]{16,}=*|gh[pousr]_[A-Za-z0-9]{30,}|hf_[A-Za-z0-9]{30,})/;

/** Keys a live-run file may carry that only name a credential's source or policy, never its value. */
const ALLOWED_KEYS = new Set([
  'credential_source',
  'credential_value_recorded',
  'api_key_env',
  'max_tokens',
  'max_output_tokens',
  'input_tokens',
  'output_tokens'
]);

/** A redacted preview of a secret (its first 6 characters). */
const redact = (s: string): string => `${s.slice(0, 6)}… (${s.length} characters, redacted)`;

/**
 * Credential-like keys holding a value, and secret-looking strings anywhere in a record. `credential_source`
 * (`environment:NAME`) names where a key came from and is allowed; so is a null/empty value.
 */
export function secretProblems(row: PyValue, prefix = ''): RuleProblem[] {
  const out: RuleProblem[] = [];
  const walk = (v: PyValue, path: string, depth: number): void => {
    if (depth > 64 || out.length >= 10) return;
    if (typeof v === 'string') {
      const m = SECRET_VALUE.exec(v);
      if (m)
        out.push({
          code: 'PQ028',
          message: `${path || 'value'} holds what looks like a credential: ${redact(m[1])}. Live-run files must never record a credential value.`,
          field: path
        });
      return;
    }
    if (Array.isArray(v)) {
      v.forEach((x, i) => walk(x, `${path}[${i}]`, depth + 1));
      return;
    }
    if (!isObj(v)) return;
    for (const [k, x] of Object.entries(v)) {
      const p = path ? `${path}.${k}` : k;
      const filled = x !== null && x !== '' && x !== false;
      if (!ALLOWED_KEYS.has(k) && SENSITIVE_KEY.test(k) && filled) {
        out.push({
          code: 'PQ028',
          message: `${p} is a credential-like field with a value; the reference refuses such fields and never records credentials.`,
          field: p
        });
        continue;
      }
      walk(x, p, depth + 1);
    }
  };
  walk(row, prefix, 0);
  return out;
}

/** A machine-local path: absolute (POSIX, Windows drive or UNC), home-relative (`~`), or climbing with `..`. */
export function machineLocalPath(s: string): string | undefined {
  if (s.startsWith('~')) return 'a home-directory path';
  if (s.startsWith('/') || s.startsWith('\\')) return 'an absolute path';
  if (/^[A-Za-z]:[\\/]/.test(s)) return 'a Windows absolute path';
  if (/^[A-Za-z][A-Za-z0-9+.-]*:\/\//.test(s)) return s.startsWith('file:') ? 'a file URL' : undefined;
  if (s.split(/[\\/]/).includes('..')) return 'a path that climbs out with ".."';
  return undefined;
}

const pathProblem = (field: string, v: PyValue | undefined): RuleProblem[] => {
  if (typeof v !== 'string') return [];
  const why = machineLocalPath(v);
  return why
    ? [
        {
          code: 'PQ036',
          message: `${field} ${JSON.stringify(v)} is ${why}; persisted references must be release-relative or filename-only (data dictionary §7).`,
          field
        }
      ]
    : [];
};

/** requests.jsonl rows (`record_type: live_model_request`). */
export function requestProblems(row: Obj): RuleProblem[] {
  const out: RuleProblem[] = [];
  const body = row.request_body;
  if (isObj(body)) {
    if (body.target_metadata !== undefined)
      out.push({
        code: 'PQ026',
        message:
          "request_body contains target_metadata: the request sent to the provider must never carry the evaluator's target metadata (data dictionary §7).",
        field: 'request_body.target_metadata'
      });
    if (typeof row.request_sha256 === 'string') {
      const digest = createHash('sha256')
        .update(pyJsonDumps(body, { sortKeys: true, separators: [',', ':'] }))
        .digest('hex');
      if (digest !== row.request_sha256)
        out.push({
          code: 'PQ027',
          message: `request_sha256 ${row.request_sha256} is not the SHA-256 of the canonical request_body (${digest}).`,
          field: 'request_sha256'
        });
    }
  }
  if (row.target_metadata !== undefined)
    out.push({
      code: 'PQ026',
      message: 'the request record carries target_metadata; requests.jsonl must not export it.',
      field: 'target_metadata'
    });
  if (row.target_metadata_policy !== undefined && row.target_metadata_policy !== 'not exported')
    out.push({
      code: 'PQ026',
      message: `target_metadata_policy is ${JSON.stringify(row.target_metadata_policy)}, not "not exported".`,
      field: 'target_metadata_policy'
    });
  return out;
}

/**
 * Live response rows: `model` and `requested_model` are the stable analysis key and must agree;
 * `resolved_model` (what the provider answered with) may differ: a notice that exposes routing or snapshot
 * variation without splitting the candidate group (data dictionary §7).
 */
function modelProblems(row: Obj): RuleProblem[] {
  const out: RuleProblem[] = [];
  const req = row.requested_model;
  if (typeof req === 'string' && row.model !== undefined && row.model !== req) {
    out.push({
      code: 'PQ037',
      message: `model ${JSON.stringify(row.model)} differs from requested_model ${JSON.stringify(req)}; in live response rows both are the requested analysis key (use resolved_model for the provider's answer).`,
      field: 'model'
    });
  }
  if (typeof req === 'string' && typeof row.resolved_model === 'string' && row.resolved_model !== req) {
    out.push({
      code: 'PQ038',
      message: `the provider resolved ${JSON.stringify(req)} to ${JSON.stringify(row.resolved_model)}.`,
      field: 'resolved_model'
    });
  }
  return out;
}

export function responseProblems(row: Obj): RuleProblem[] {
  return [
    ...timestampProblems('responses', row),
    ...modelProblems(row),
    ...pathProblem('raw_response_path', row.raw_response_path)
  ];
}

export function attemptProblems(row: Obj): RuleProblem[] {
  return [...timestampProblems('attempts', row), ...pathProblem('raw_response_path', row.raw_response_path)];
}

/** The three audit assertions of a live run manifest and their only acceptable values. */
const LIVE_ASSERTIONS: [string, boolean, string][] = [
  ['credential_value_recorded', false, 'a credential value was recorded'],
  ['target_metadata_exported', false, 'target metadata was exported to the provider'],
  ['third_party_prompt_export_acknowledged', true, 'the third-party prompt export was not acknowledged']
];

/** Live run manifest (`run_type: live_replication`, or any manifest carrying the live fields). */
export function liveManifestProblems(m: Obj): RuleProblem[] {
  const out: RuleProblem[] = [];
  const live = m.run_type === 'live_replication';
  for (const [k, want, what] of LIVE_ASSERTIONS) {
    const v = m[k];
    if (v === undefined) {
      if (live)
        out.push({
          code: 'PQ035',
          message: `the live run manifest lacks the audit assertion ${k} (it must be ${want}).`,
          field: k,
          severity: 'warning'
        });
    } else if (v !== want)
      out.push({
        code: 'PQ035',
        message: `${k} is ${JSON.stringify(v instanceof PyFloat ? v.value : v)}: ${what}; it must be ${want}.`,
        field: k
      });
  }
  pushAll(out, pathProblem('prompt_source', m.prompt_source));
  if (
    m.prompt_source_scope !== undefined &&
    m.prompt_source_scope !== 'release' &&
    m.prompt_source_scope !== 'external_filename'
  ) {
    out.push({
      code: 'PQ036',
      message: `prompt_source_scope ${JSON.stringify(m.prompt_source_scope)} is neither "release" nor "external_filename".`,
      field: 'prompt_source_scope'
    });
  }
  if (
    m.prompt_source_scope === 'external_filename' &&
    typeof m.prompt_source === 'string' &&
    /[\\/]/.test(m.prompt_source)
  ) {
    out.push({
      code: 'PQ036',
      message: `prompt_source ${JSON.stringify(m.prompt_source)} has scope external_filename but is not a bare file name.`,
      field: 'prompt_source'
    });
  }
  pushAll(out, timestampProblems('manifest', m));
  pushAll(out, secretProblems(m));
  return out;
}

/** run-summary.json: its file references are portable (`output_dir: "."`, file names). */
export function runSummaryProblems(m: Obj): RuleProblem[] {
  const out: RuleProblem[] = [];
  for (const k of ['output_dir', 'response_file', 'attempt_file', 'run_manifest']) pushAll(out, pathProblem(k, m[k]));
  return out;
}

/** Unique ids within one file: returns the first line of `id` when it was already seen. */
export class SeenIds {
  private readonly seen = new Map<string, number>();
  check(id: string, line: number): number | undefined {
    const first = this.seen.get(id);
    if (first !== undefined) return first;
    this.seen.set(id, line);
    return undefined;
  }
}
