/** The pqid suite's options (`.benchgate.yml` `suites.pqid.options`), validated into a typed shape. */
import type { Finding, Severity } from '../../core/model.js';
import { finding } from '../../core/finding.js';
import { PQ } from './codes.js';
import {
  jobOnly,
  tightenBool,
  tightenByOrder,
  tightenHigher,
  tightenLower,
  type TrustTable
} from '../../core/trust.js';

/** Rates a metric gate may name: the summary's rate fields plus the ordered and parameter layers. */
export const GATE_METRICS = {
  execution_rate: 'higher',
  assembly_rate: 'higher',
  signature_rate: 'higher',
  ordered_rate: 'higher',
  parameter_rate: 'higher',
  es_gap_rate: 'lower',
  execution_to_assembly_attrition_rate: 'lower',
  as_gap_rate: 'lower',
  as_gap_share_of_es_gap: 'lower',
  executable_signature_disagreement_rate: 'lower',
  structural_hallucination_rate: 'lower'
} as const;
export type GateMetric = keyof typeof GATE_METRICS;

export interface PqidOptions {
  evaluations: string[];
  releaseDir?: string;
  candidateManifest?: string;
  allowPartial: boolean;
  minRates: Partial<Record<GateMetric, number>>;
  maxRates: Partial<Record<GateMetric, number>>;
  maxRegression: Partial<Record<GateMetric, number>>;
  schemaSeverity: Severity | 'off';
  maxFindingsPerFile: number;
  maxLineBytes: number;
  autoDiscover: boolean;
  records: {
    prompts: string[];
    responses: string[];
    'provider-attempts': string[];
    'benchmark-records': string[];
    requests: string[];
  };
}

const DEFAULT_OPTIONS: PqidOptions = {
  evaluations: [],
  allowPartial: false,
  minRates: {},
  maxRates: {},
  maxRegression: {},
  schemaSeverity: 'warning',
  maxFindingsPerFile: 200,
  maxLineBytes: 64 * 1024 * 1024,
  autoDiscover: true,
  records: { prompts: [], responses: [], 'provider-attempts': [], 'benchmark-records': [], requests: [] }
};

/** Every pqid option and how the checked tree's `.benchgate.yml` may set it (docs/security.md, BG014). */
export const PQID_OPTION_TRUST: TrustTable = {
  evaluations: jobOnly('it selects the evaluation files that are judged'),
  'release-dir': jobOnly('it selects the release that is judged'),
  'candidate-manifest': jobOnly('it selects the manifest the release is judged against'),
  'allow-partial': tightenBool(false, false),
  'min-rates': tightenHigher(-Infinity, true),
  'max-rates': tightenLower(Infinity, true),
  'max-regression': tightenLower(Infinity, true),
  'schema-severity': tightenByOrder(['off', 'notice', 'warning', 'error'], 'warning'),
  'max-findings-per-file': tightenHigher(DEFAULT_OPTIONS.maxFindingsPerFile),
  'max-line-bytes': tightenLower(DEFAULT_OPTIONS.maxLineBytes),
  discover: tightenBool(true, true),
  prompts: jobOnly('it selects the record files that are judged'),
  responses: jobOnly('it selects the record files that are judged'),
  'provider-attempts': jobOnly('it selects the record files that are judged'),
  'benchmark-records': jobOnly('it selects the record files that are judged'),
  requests: jobOnly('it selects the record files that are judged')
};
const KNOWN = Object.keys(PQID_OPTION_TRUST);

/** Validates raw options; every problem is a PQ080 finding and the option keeps its default. */
export function parseOptions(raw: Record<string, unknown> | undefined): { options: PqidOptions; findings: Finding[] } {
  const o: PqidOptions = structuredClone(DEFAULT_OPTIONS);
  const findings: Finding[] = [];
  const bad = (key: string, msg: string): void => {
    findings.push(finding(PQ.PQ080, `suites.pqid.options.${key}: ${msg}`, { subject: key }));
  };
  if (!raw) return { options: o, findings };
  for (const key of Object.keys(raw))
    if (!KNOWN.includes(key)) bad(key, `unknown option; known options are ${KNOWN.join(', ')}`);
  const globs = (key: string): string[] | undefined => {
    const v = raw[key];
    if (v === undefined) return undefined;
    if (typeof v === 'string' && v.trim()) return [v];
    if (Array.isArray(v) && v.every((x) => typeof x === 'string' && x.trim())) return v as string[];
    bad(key, 'expected a path or glob, or a list of them');
    return undefined;
  };
  const str = (key: string): string | undefined => {
    const v = raw[key];
    if (v === undefined) return undefined;
    if (typeof v === 'string' && v.trim()) return v;
    bad(key, 'expected a repository-relative path');
    return undefined;
  };
  const bool = (key: string): boolean | undefined => {
    const v = raw[key];
    if (v === undefined) return undefined;
    if (typeof v === 'boolean') return v;
    if (v === 'true' || v === 'false') return v === 'true';
    bad(key, 'expected true or false');
    return undefined;
  };
  const int = (key: string, min: number, max: number): number | undefined => {
    const v = raw[key];
    if (v === undefined) return undefined;
    const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
    if (typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max) return n;
    bad(key, `expected an integer from ${min} to ${max}`);
    return undefined;
  };
  const rates = (key: string, lo: number, hi: number): Partial<Record<GateMetric, number>> => {
    const v = raw[key];
    const out: Partial<Record<GateMetric, number>> = {};
    if (v === undefined) return out;
    if (v === null || typeof v !== 'object' || Array.isArray(v)) {
      bad(key, `expected a mapping of metric to number, e.g. {signature_rate: 0.5}`);
      return out;
    }
    for (const [m, x] of Object.entries(v as Record<string, unknown>)) {
      if (!(m in GATE_METRICS)) {
        bad(`${key}.${m}`, `unknown metric; use one of ${Object.keys(GATE_METRICS).join(', ')}`);
        continue;
      }
      const n = typeof x === 'string' && x.trim() !== '' && !Number.isNaN(Number(x)) ? Number(x) : x;
      if (typeof n !== 'number' || !Number.isFinite(n) || n < lo || n > hi) {
        bad(`${key}.${m}`, `expected a number from ${lo} to ${hi} (rates are fractions: 0.5 means 50%)`);
        continue;
      }
      out[m as GateMetric] = n;
    }
    return out;
  };
  o.evaluations = globs('evaluations') ?? o.evaluations;
  o.releaseDir = str('release-dir');
  o.candidateManifest = str('candidate-manifest');
  o.allowPartial = bool('allow-partial') ?? o.allowPartial;
  o.minRates = rates('min-rates', 0, 1);
  o.maxRates = rates('max-rates', 0, 1);
  o.maxRegression = rates('max-regression', 0, 1);
  const sev = raw['schema-severity'];
  if (sev !== undefined) {
    if (sev === 'error' || sev === 'warning' || sev === 'notice' || sev === 'off') o.schemaSeverity = sev;
    else bad('schema-severity', 'expected error, warning, notice or off');
  }
  o.maxFindingsPerFile = int('max-findings-per-file', 1, 100000) ?? o.maxFindingsPerFile;
  o.maxLineBytes = int('max-line-bytes', 1024, 1024 * 1024 * 1024) ?? o.maxLineBytes;
  o.autoDiscover = bool('discover') ?? o.autoDiscover;
  for (const k of ['prompts', 'responses', 'provider-attempts', 'benchmark-records', 'requests'] as const)
    o.records[k] = globs(k) ?? [];
  return { options: o, findings };
}
