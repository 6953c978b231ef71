/**
 * Secret-pattern scan (option `secret-scan`, on by default: the spec says exports hold no secrets). Reports
 * pattern name, column and JSON path; never the value.
 */
const SECRET_PATTERNS: { name: string; re: RegExp }[] = [
  { name: 'OpenAI/Anthropic-style API key (sk-…)', re: /\bsk-(?:proj-|ant-|live-|test-)?[A-Za-z0-9_-]{20,}/ },
  { name: 'GitHub token (ghp_/gho_/ghu_/ghs_/ghr_)', re: /\bgh[pousr]_[A-Za-z0-9]{36,}/ },
  { name: 'GitHub fine-grained token (github_pat_…)', re: /\bgithub_pat_[A-Za-z0-9_]{22,}/ },
  { name: 'AWS access key ID (AKIA…/ASIA…)', re: /\b(?:AKIA|ASIA)[0-9A-Z]{16}\b/ },
  { name: 'Google API key (AIza…)', re: /\bAIza[0-9A-Za-z_-]{35}/ },
  { name: 'Slack token (xox…)', re: /\bxox[abprs]-[A-Za-z0-9-]{10,}/ },
  { name: 'Hugging Face token (hf_…)', re: /\bhf_[A-Za-z0-9]{30,}/ },
  { name: 'private key block', re: /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/ },
  { name: 'Authorization bearer token', re: /\bBearer\s+[A-Za-z0-9._~+/-]{20,}=*/ }
];

const ANY = new RegExp(SECRET_PATTERNS.map((p) => `(?:${p.re.source})`).join('|'));

/**
 * Pre-test on a raw JSONL line (its bytes read as latin1) for the fast path: true whenever some cell of the line,
 * once JSON-decoded, could match `mayHoldSecret`. Each pattern without its word boundaries, its anchor and its
 * minimum body (characters JSON never escapes), plus any `\u00XX` escape of printable ASCII, by which a hostile line
 * could spell an anchor without its literal bytes. `Bearer` and `PRIVATE KEY` are anchors alone (their bodies may
 * hold escapable characters). A superset: a hit only sends the line down the exact path.
 */
export const LINE_MAY_HOLD_SECRET =
  /sk-[A-Za-z0-9_-]{20}|gh[pousr]_[A-Za-z0-9]{36}|github_pat_[A-Za-z0-9_]{22}|(?:AKIA|ASIA)[0-9A-Z]{16}|AIza[0-9A-Za-z_-]{35}|xox[abprs]-[A-Za-z0-9-]{10}|hf_[A-Za-z0-9]{30}|PRIVATE KEY|Bearer|\\u00[2-7]/;

export interface SecretHit {
  pattern: string;
  /** JSON pointer relative to the cell (empty for the cell itself). */
  path: string;
}

/** Cheap pre-test on the raw cell text. */
export function mayHoldSecret(text: string): boolean {
  return ANY.test(text);
}

function which(s: string): string | undefined {
  for (const p of SECRET_PATTERNS) if (p.re.test(s)) return p.name;
  return undefined;
}

/** Finds secret-shaped strings in a decoded value (keys and values), with their JSON pointers; bounded. */
export function findSecrets(value: unknown, maxHits = 5, maxDepth = 64): SecretHit[] {
  const hits: SecretHit[] = [];
  const walk = (v: unknown, path: string, depth: number) => {
    if (hits.length >= maxHits || depth > maxDepth) return;
    if (typeof v === 'string') {
      if (ANY.test(v)) hits.push({ pattern: which(v) ?? 'credential', path });
      return;
    }
    if (!v || typeof v !== 'object') return;
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length && hits.length < maxHits; i++) walk(v[i], `${path}/${i}`, depth + 1);
      return;
    }
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      const p = `${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`;
      if (ANY.test(k)) hits.push({ pattern: which(k) ?? 'credential', path: p + ' (key)' });
      walk(x, p, depth + 1);
      if (hits.length >= maxHits) return;
    }
  };
  walk(value, '', 0);
  return hits;
}
