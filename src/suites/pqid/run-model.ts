/**
 * `pqid-bench run-model`, offline part only (live.py::plan_live_model_run): config validation, release
 * manifest verification, prompt selection and route resolution, then a credential-free plan. benchgate never
 * contacts a model provider; live generation is out of scope for a CI gate (docs/pqid.md).
 */
import { realpath, stat } from 'node:fs/promises';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import { readJsonlLines } from '../../formats/jsonl.js';
import {
  isPyDict,
  type PyValue,
  compareCodePoints,
  pyJsonLoads,
  pyStr,
  pyStrRepr,
  pyTruthy
} from '../../python/index.js';
import { pyIsBlank, VERSION_FIELDS } from './records.js';
import { ReferenceFailure, verifiedManifest } from './service.js';
import { pushAll } from '../../core/arrays.js';

const DEFAULT_PROMPT_PATH = 'artifacts/test_split_154/pqid_bench_external_generation_prompts_154.jsonl';

interface Preset {
  name: string;
  baseUrl: string;
  authenticated: boolean;
}

/** live.py PROVIDER_PRESETS (public routing defaults, no credentials). */
export const PROVIDER_PRESETS: Record<string, Preset> = {
  openai: { name: 'openai', baseUrl: 'https://api.openai.com/v1', authenticated: true },
  groq: { name: 'groq', baseUrl: 'https://api.groq.com/openai/v1', authenticated: true },
  'github-models': { name: 'github-models', baseUrl: 'https://models.github.ai/inference', authenticated: true },
  openrouter: { name: 'openrouter', baseUrl: 'https://openrouter.ai/api/v1', authenticated: true },
  'hugging-face': { name: 'hugging-face', baseUrl: 'https://router.huggingface.co/v1', authenticated: true },
  nvidia: { name: 'nvidia', baseUrl: 'https://integrate.api.nvidia.com/v1', authenticated: true },
  deepinfra: { name: 'deepinfra', baseUrl: 'https://api.deepinfra.com/v1/openai', authenticated: true },
  deepseek: { name: 'deepseek', baseUrl: 'https://api.deepseek.com', authenticated: true },
  local: { name: 'local', baseUrl: 'http://127.0.0.1:8000/v1', authenticated: false }
};
const PROVIDER_ALIASES: Record<string, string> = {
  github: 'github-models',
  'github-models': 'github-models',
  huggingface: 'hugging-face',
  'huggingface-router': 'hugging-face',
  hf: 'hugging-face',
  'nvidia-nim': 'nvidia'
};

export interface RunModelConfig {
  /** Absolute, resolved (argparse `_release_dir`). */
  releaseDir: string;
  /** As given. */
  outputDir: string;
  provider: string;
  model: string;
  baseUrl?: string;
  apiKeyEnv?: string;
  noAuth: boolean;
  /** As given. */
  promptPath?: string;
  promptIds: string[];
  limit: number;
  maxNew: number;
  maxOutputTokens: number;
  maxOutputField: string;
  temperature: number | null;
  topP: number | null;
  maxRetries: number;
  timeoutSeconds: number;
  retryBackoffSeconds: number;
  sleepSeconds: number;
  runId?: string;
  extraBody: { [k: string]: PyValue };
  allowInsecureHttp: boolean;
  cwd: string;
}

const fail = (m: string): never => {
  throw new ReferenceFailure('run-model', m);
};

function normalizeProvider(v: string): string {
  const n = v.trim().toLowerCase().replace(/_/g, '-');
  return PROVIDER_ALIASES[n] ?? n;
}

const SENSITIVE = /(^|[_-])(api[_-]?key|authorization|bearer|password|secret|token)($|[_-])/i;

/** Credential-like key paths of an extra request body (`a.b[0].token`). */
export function sensitiveKeys(v: PyValue, prefix = ''): string[] {
  const out: string[] = [];
  if (Array.isArray(v)) v.forEach((x, i) => pushAll(out, sensitiveKeys(x, `${prefix}[${i}]`)));
  else if (isPyDict(v)) {
    for (const [k, x] of Object.entries(v)) {
      const path = prefix ? `${prefix}.${k}` : k;
      if (SENSITIVE.test(k)) out.push(path);
      pushAll(out, sensitiveKeys(x, path));
    }
  }
  return out;
}

/** live.py::_validate_config (acknowledgement not required: the dry-run path). */
export function validateConfig(c: RunModelConfig): void {
  if (!c.provider.trim()) fail('Provider name must not be empty');
  if (!c.model.trim()) fail('Model ID must not be empty');
  if (/[\r\n]/.test(c.provider + c.model)) fail('Provider and model identifiers must be single-line values');
  if (c.runId !== undefined && (!c.runId.trim() || /[\r\n]/.test(c.runId)))
    fail('run_id must be a nonempty single-line value');
  if (c.apiKeyEnv !== undefined && !/^[A-Za-z_][A-Za-z0-9_]*$/.test(c.apiKeyEnv))
    fail('api_key_env must be a valid environment-variable name');
  if (c.limit < 0 || c.maxNew < 0 || c.maxRetries < 0) fail('Limits and retry count must be nonnegative');
  if (c.maxOutputTokens <= 0) fail('max_output_tokens must be positive');
  if (c.maxOutputField !== 'max_tokens' && c.maxOutputField !== 'max_completion_tokens')
    fail('max_output_field must be max_tokens or max_completion_tokens');
  if (c.temperature !== null && c.temperature < 0) fail('temperature must be nonnegative when supplied');
  if (c.topP !== null && !(c.topP >= 0 && c.topP <= 1)) fail('top_p must be between 0 and 1 when supplied');
  if (c.timeoutSeconds <= 0) fail('timeout_seconds must be positive');
  if (c.retryBackoffSeconds < 0 || c.sleepSeconds < 0)
    fail('Retry backoff and inter-request sleep must be nonnegative');
  if (new Set(c.promptIds).size !== c.promptIds.length) fail('prompt_ids must not contain duplicates');
  const sens = sensitiveKeys(c.extraBody);
  if (sens.length)
    fail('Extra request body contains credential-like field names that would be persisted: ' + sens.join(', '));
}

/** Python `Path(p).resolve()` (non-strict): symlinks of the existing prefix resolved, the rest appended. */
async function pyResolve(p: string, cwd: string): Promise<string> {
  const abs = isAbsolute(p) ? resolve(p) : resolve(cwd, p);
  const tail: string[] = [];
  let cur = abs;
  for (;;) {
    try {
      const real = await realpath(cur);
      return tail.length ? join(real, ...tail.reverse()) : real;
    } catch {
      const parent = dirname(cur);
      if (parent === cur) return abs;
      tail.push(basename(cur));
      cur = parent;
    }
  }
}

const SAFE_PROMPT_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,179}$/;

/** live.py::_load_prompts: the prompt file's path and the selected prompt IDs, in file order. */
async function loadPrompts(c: RunModelConfig): Promise<{ promptPath: string; ids: string[] }> {
  const promptPath =
    c.promptPath !== undefined ? await pyResolve(c.promptPath, c.cwd) : join(c.releaseDir, DEFAULT_PROMPT_PATH);
  let isFile = false;
  try {
    isFile = (await stat(promptPath)).isFile();
  } catch {
    isFile = false;
  }
  if (!isFile) throw new ReferenceFailure('file-missing', promptPath);
  let failure: ReferenceFailure | undefined;
  const ids: string[] = [];
  const seen = new Set<string>();
  await readJsonlLines(
    promptPath,
    (text, line) => {
      if (failure || pyIsBlank(text)) return;
      const r = pyJsonLoads(text);
      if (!r.ok) {
        failure = new ReferenceFailure('run-model', `Invalid JSON on line ${line} of ${promptPath}`);
        return;
      }
      const row = r.value;
      if (!isPyDict(row)) {
        failure = new ReferenceFailure('run-model', `Expected a JSON object on line ${line} of ${promptPath}`);
        return;
      }
      const o = row as { [k: string]: PyValue };
      const pid = pyTruthy(o.prompt_id) ? pyStr(o.prompt_id) : '';
      const rid = pyTruthy(o.row_id) ? pyStr(o.row_id) : '';
      const messages = o.messages;
      if (!pid || !rid)
        failure = new ReferenceFailure('run-model', `Prompt row lacks prompt_id or row_id in ${promptPath}`);
      else if (!SAFE_PROMPT_ID.test(pid) || pid.includes('..'))
        failure = new ReferenceFailure(
          'run-model',
          `Prompt ID is not safe for portable artifact paths: ${pyStrRepr(pid)}`
        );
      else if (seen.has(pid))
        failure = new ReferenceFailure('run-model', `Duplicate prompt_id ${pyStrRepr(pid)} in ${promptPath}`);
      else if (!Array.isArray(messages) || messages.length === 0)
        failure = new ReferenceFailure('run-model', `Prompt ${pid} lacks a nonempty messages array`);
      else {
        seen.add(pid);
        ids.push(pid);
      }
    },
    {
      shouldStop: () => failure !== undefined,
      // Lines before the bad chunk were delivered first, so an earlier problem wins, as in Python.
      onUtf8Error: (e) => {
        failure ??= new ReferenceFailure('run-model', e.message);
      }
    }
  );
  if (failure) throw failure;
  let selected = ids;
  if (c.promptIds.length) {
    const requested = new Set(c.promptIds);
    const missing = [...requested].filter((p) => !seen.has(p)).sort(compareCodePoints);
    if (missing.length) fail(`Requested prompt IDs are absent: [${missing.map((m) => pyStrRepr(m)).join(', ')}]`);
    selected = selected.filter((p) => requested.has(p));
  }
  if (c.limit > 0) selected = selected.slice(0, c.limit);
  if (!selected.length) fail('No prompts were selected');
  return { promptPath, ids: selected };
}

/** Python urllib.parse.urlsplit, the parts _validate_route uses. */
export function urlSplit(url: string): {
  scheme: string;
  netloc: string;
  query: string;
  fragment: string;
  hasUserinfo: boolean;
  hostname: string | null;
} {
  let rest = url;
  let scheme = '';
  const colon = rest.indexOf(':');
  if (colon > 0 && /^[A-Za-z][A-Za-z0-9+.-]*$/.test(rest.slice(0, colon))) {
    scheme = rest.slice(0, colon).toLowerCase();
    rest = rest.slice(colon + 1);
  }
  let netloc = '';
  if (rest.startsWith('//')) {
    const m = /[/?#]/.exec(rest.slice(2));
    const end = m ? m.index + 2 : rest.length;
    netloc = rest.slice(2, end);
    rest = rest.slice(end);
  }
  let fragment = '';
  const hash = rest.indexOf('#');
  if (hash >= 0) {
    fragment = rest.slice(hash + 1);
    rest = rest.slice(0, hash);
  }
  let query = '';
  const q = rest.indexOf('?');
  if (q >= 0) query = rest.slice(q + 1);
  const at = netloc.lastIndexOf('@');
  const userinfo = at >= 0 ? netloc.slice(0, at) : '';
  const hostport = at >= 0 ? netloc.slice(at + 1) : netloc;
  let host: string;
  if (hostport.startsWith('['))
    host = hostport.slice(1, hostport.indexOf(']') >= 0 ? hostport.indexOf(']') : undefined);
  else host = hostport.split(':')[0];
  // username or password non-empty
  const [user, pass] = userinfo.includes(':')
    ? [userinfo.slice(0, userinfo.indexOf(':')), userinfo.slice(userinfo.indexOf(':') + 1)]
    : [userinfo, ''];
  return {
    scheme,
    netloc,
    query,
    fragment,
    hasUserinfo: at >= 0 && (user !== '' || pass !== ''),
    hostname: host ? host.toLowerCase() : null
  };
}

/** live.py::_resolve_route (route URL and preset). */
export function resolveRoute(c: RunModelConfig): { route: string; preset: Preset | undefined } {
  const preset = PROVIDER_PRESETS[normalizeProvider(c.provider)];
  const base = c.baseUrl || preset?.baseUrl;
  if (!base) fail('Unknown provider requires --base-url for an OpenAI-compatible endpoint');
  const trimmed = base!.replace(/\/+$/, '');
  const route = trimmed.endsWith('/chat/completions') ? trimmed : trimmed + '/chat/completions';
  const u = urlSplit(route);
  if ((u.scheme !== 'http' && u.scheme !== 'https') || !u.netloc) fail(`Invalid provider route: ${pyStrRepr(route)}`);
  if (u.hasUserinfo) fail('Provider route must not embed credentials');
  if (u.query || u.fragment)
    fail('Provider route must not contain query parameters or fragments; credentials belong in an API-key source');
  if (u.scheme === 'http') {
    const loopback = u.hostname === '127.0.0.1' || u.hostname === '::1' || u.hostname === 'localhost';
    if (!loopback && !c.allowInsecureHttp)
      fail('Plain HTTP is allowed only for a loopback endpoint unless --allow-insecure-http is supplied');
  }
  return { route, preset };
}

/** live.py::plan_live_model_run: the credential-free plan `run-model --dry-run` prints. */
export async function planRunModel(c: RunModelConfig): Promise<{ [k: string]: PyValue }> {
  validateConfig(c);
  if (!(await verifiedManifest(c.releaseDir)).valid) fail('Release manifest verification failed');
  const { promptPath, ids } = await loadPrompts(c);
  const { route, preset } = resolveRoute(c);
  return {
    ...VERSION_FIELDS,
    run_type: 'live_replication',
    provider: preset ? preset.name : normalizeProvider(c.provider),
    requested_model: c.model,
    route,
    prompt_source: promptPath,
    selected_prompts: ids.length,
    prompt_ids: ids,
    output_dir: await pyResolve(c.outputDir, c.cwd),
    target_metadata_exported: false,
    requires_prompt_export_acknowledgement: true,
    requires_authentication: !(c.noAuth || (preset !== undefined && !preset.authenticated)),
    contacts_provider: false
  };
}
