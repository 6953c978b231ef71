import type { Finding } from '../../core/model.js';
import { finding } from '../../core/finding.js';
import { FB } from './codes.js';
import { CANONICALIZATIONS, type CanonName } from './canonical.js';
import { jobOnly, tightenBool, tightenHigher, tightenLower, type TrustTable } from '../../core/trust.js';

export interface FightbenchOptions {
  engineVersions: string[];
  /** argv of the replay engine; undefined = none configured. */
  engine?: string[];
  engineTimeoutMs: number;
  engineMaxOutputBytes: number;
  requireReplay: boolean;
  secretScan: boolean;
  /** true/false from the event payload; undefined = unknown (no private-pool notice). */
  publicRepo?: boolean;
  maxCellBytes: number;
  maxLineBytes: number;
  maxRowGroupBytes: number;
  maxManifestBytes: number;
  maxFindingsPerCode: number;
  /** 'any' or one pinned canonicalisation. */
  manifestCanonicalization: 'any' | CanonName;
  /**
   * Folders (repository-relative, '.' = root) whose export files are the shards of one export (matchIds unique
   * across them, FB016); '*' = every folder. Default none: files are independent downloads.
   */
  shardFolders: string[];
}

export const DEFAULT_OPTIONS: FightbenchOptions = {
  engineVersions: ['0.1.1'],
  engineTimeoutMs: 30_000,
  engineMaxOutputBytes: 64 * 1024,
  requireReplay: false,
  // On by default: the spec promises exports hold no secrets, and raw provider requests can carry credentials.
  secretScan: true,
  maxCellBytes: 16 * 1024 * 1024,
  maxLineBytes: 64 * 1024 * 1024,
  maxRowGroupBytes: 512 * 1024 * 1024,
  maxManifestBytes: 16 * 1024 * 1024,
  maxFindingsPerCode: 20,
  manifestCanonicalization: 'any',
  shardFolders: []
};

/** A folder of option `shard-folders` in the form discovery uses (posix, no './' or trailing '/'; '' → '.'). */
function normalizeFolder(f: string): string | undefined {
  let s = f.trim().replace(/\\/g, '/');
  if (s === '*') return s;
  while (s.startsWith('./')) s = s.slice(2);
  s = s.replace(/\/+$/, '');
  if (s === '') s = '.';
  if (s.startsWith('/') || s.split('/').some((p) => p === '..' || p === '')) return undefined;
  return s;
}

/** Whether the files of `dir` are shards of one export under `o.shardFolders`. */
export function isShardFolder(o: Pick<FightbenchOptions, 'shardFolders'>, dir: string): boolean {
  return o.shardFolders.includes('*') || o.shardFolders.includes(dir);
}

/**
 * Splits a command string into argv without a shell: whitespace separates words, single and double quotes
 * group, backslash escapes the next character outside single quotes. No expansion of any kind.
 */
export function splitCommand(cmd: string): string[] | undefined {
  const out: string[] = [];
  let cur = '';
  let has = false;
  let quote: '"' | "'" | undefined;
  for (let i = 0; i < cmd.length; i++) {
    const c = cmd[i];
    if (quote === "'") {
      if (c === "'") quote = undefined;
      else cur += c;
    } else if (quote === '"') {
      if (c === '"') quote = undefined;
      else if (c === '\\' && i + 1 < cmd.length) cur += cmd[++i];
      else cur += c;
    } else if (c === "'" || c === '"') {
      quote = c;
      has = true;
    } else if (c === '\\' && i + 1 < cmd.length) {
      cur += cmd[++i];
      has = true;
    } else if (/\s/.test(c)) {
      if (has || cur.length) out.push(cur);
      cur = '';
      has = false;
    } else {
      cur += c;
      has = true;
    }
  }
  if (quote) return undefined;
  if (has || cur.length) out.push(cur);
  return out.length ? out : undefined;
}

function bad(key: string, why: string): Finding {
  return finding(FB.FB060, `Option "${key}" ${why}; the default is used.`, { subject: `options.${key}` });
}

/** Every fightbench option and how the checked tree's `.benchgate.yml` may set it (docs/security.md, BG014). */
export const FIGHTBENCH_OPTION_TRUST: TrustTable = {
  'engine-versions': jobOnly('it widens the engine versions an export may claim'),
  'fightbench-engine': jobOnly('it names a program benchgate would run outside the sandbox'),
  engine: jobOnly('it names a program benchgate would run outside the sandbox'),
  'engine-timeout-ms': tightenLower(DEFAULT_OPTIONS.engineTimeoutMs),
  'engine-max-output-bytes': tightenLower(DEFAULT_OPTIONS.engineMaxOutputBytes),
  'require-replay': tightenBool(true, false),
  'secret-scan': tightenBool(true, true),
  'public-repo': jobOnly('it states a fact about the repository that the tree cannot vouch for'),
  'max-cell-bytes': tightenLower(DEFAULT_OPTIONS.maxCellBytes),
  'max-line-bytes': tightenLower(DEFAULT_OPTIONS.maxLineBytes),
  'max-row-group-bytes': tightenLower(DEFAULT_OPTIONS.maxRowGroupBytes),
  'max-manifest-bytes': tightenLower(DEFAULT_OPTIONS.maxManifestBytes),
  'max-findings-per-code': tightenHigher(DEFAULT_OPTIONS.maxFindingsPerCode),
  'manifest-canonicalization': {
    tree: 'tighten',
    // 'any' accepts every canonicalisation; pinning one is stricter (a different pin is only different).
    rank: (v) =>
      v === undefined || v === 'any'
        ? 0
        : typeof v === 'string' && (CANONICALIZATIONS as readonly string[]).includes(v)
          ? 1
          : undefined
  },
  'shard-folders': jobOnly('it changes which files are judged together as one export')
};

/** Reads `ctx.options` (plain JSON values); wrong values become FB060 findings and fall back to defaults. */
export function parseOptions(raw: Record<string, unknown>): { options: FightbenchOptions; findings: Finding[] } {
  const o: FightbenchOptions = {
    ...DEFAULT_OPTIONS,
    engineVersions: [...DEFAULT_OPTIONS.engineVersions],
    shardFolders: []
  };
  const findings: Finding[] = [];
  const known = new Set(Object.keys(FIGHTBENCH_OPTION_TRUST));
  for (const k of Object.keys(raw).sort()) if (!known.has(k)) findings.push(bad(k, 'is not a fightbench option'));

  const ev = raw['engine-versions'];
  if (ev !== undefined) {
    const list =
      typeof ev === 'string'
        ? ev
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : Array.isArray(ev) && ev.every((x) => typeof x === 'string')
          ? (ev as string[]).map((s) => s.trim()).filter(Boolean)
          : undefined;
    if (!list || list.length === 0)
      findings.push(bad('engine-versions', 'must be a non-empty comma-separated string or list of version strings'));
    else o.engineVersions = [...new Set(list)];
  }
  const engKey = raw['fightbench-engine'] !== undefined ? 'fightbench-engine' : 'engine';
  const eng = raw[engKey];
  if (eng !== undefined && eng !== null && eng !== '') {
    if (typeof eng === 'string') {
      const argv = splitCommand(eng);
      if (!argv) findings.push(bad(engKey, 'is not a valid command (empty or an unclosed quote)'));
      else o.engine = argv;
    } else if (
      Array.isArray(eng) &&
      eng.length > 0 &&
      eng.every((x) => typeof x === 'string') &&
      (eng[0] as string).length > 0
    ) {
      o.engine = [...(eng as string[])];
    } else findings.push(bad(engKey, 'must be a command string or a non-empty argv list of strings'));
  }
  const num = (
    key: string,
    field:
      | 'engineTimeoutMs'
      | 'engineMaxOutputBytes'
      | 'maxCellBytes'
      | 'maxLineBytes'
      | 'maxRowGroupBytes'
      | 'maxManifestBytes'
      | 'maxFindingsPerCode',
    min: number
  ) => {
    const v = raw[key];
    if (v === undefined) return;
    const n = typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < min)
      findings.push(bad(key, `must be an integer >= ${min}`));
    else o[field] = n;
  };
  num('engine-timeout-ms', 'engineTimeoutMs', 1);
  num('engine-max-output-bytes', 'engineMaxOutputBytes', 128);
  num('max-cell-bytes', 'maxCellBytes', 1);
  num('max-line-bytes', 'maxLineBytes', 16);
  num('max-row-group-bytes', 'maxRowGroupBytes', 1);
  num('max-manifest-bytes', 'maxManifestBytes', 2);
  num('max-findings-per-code', 'maxFindingsPerCode', 1);
  const bool = (key: string): boolean | undefined => {
    const v = raw[key];
    if (v === undefined || v === null || v === '') return undefined;
    if (typeof v === 'boolean') return v;
    if (v === 'true') return true;
    if (v === 'false') return false;
    if (key === 'public-repo' && v === 'unknown') return undefined;
    findings.push(bad(key, 'must be true or false'));
    return undefined;
  };
  o.requireReplay = bool('require-replay') ?? false;
  o.secretScan = bool('secret-scan') ?? true;
  const pub = bool('public-repo');
  if (pub !== undefined) o.publicRepo = pub;
  const mc = raw['manifest-canonicalization'];
  if (mc !== undefined) {
    if (mc === 'any' || (typeof mc === 'string' && (CANONICALIZATIONS as readonly string[]).includes(mc)))
      o.manifestCanonicalization = mc as FightbenchOptions['manifestCanonicalization'];
    else findings.push(bad('manifest-canonicalization', `must be "any" or one of ${CANONICALIZATIONS.join(', ')}`));
  }
  const sf = raw['shard-folders'];
  if (sf !== undefined && sf !== null && sf !== '') {
    const list =
      typeof sf === 'string'
        ? sf.split(',')
        : Array.isArray(sf) && sf.every((x) => typeof x === 'string')
          ? (sf as string[])
          : undefined;
    const norm = list?.filter((x) => x.trim() !== '').map(normalizeFolder);
    if (!norm || norm.some((x) => x === undefined))
      findings.push(
        bad('shard-folders', 'must be a comma-separated string or list of repository-relative folders (or "*")')
      );
    else o.shardFolders = [...new Set(norm as string[])];
  }
  return { options: o, findings };
}
