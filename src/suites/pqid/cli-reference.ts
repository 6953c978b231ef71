/**
 * `benchgate pqid …`: a drop-in for the reference CLI (`pqid-bench`): same arguments, same stdout,
 * stderr and exit codes for evaluate, compare, reproduce and verify (argparse behaviour included).
 */
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, resolve } from 'node:path';
import type { CommandIO } from '../../core/command.js';
import { doctorReport } from './doctor.js';
import { isPyDict, type PyValue, pyJsonDumps, pyJsonLoadsOrUndefined, pyRepr } from '../../python/index.js';
import { renderComparison, renderSummary, type ReferenceFormat } from './render.js';
import { PROVIDER_PRESETS, planRunModel, type RunModelConfig } from './run-model.js';
import { compareRelease, evaluateFile, ReferenceFailure, reproduceRelease, verifyRelease } from './service.js';
import {
  type ArgSpec,
  ArgumentTypeError,
  type ArgValue,
  formatHelp,
  formatUsage,
  parseArgs,
  type ParserSpec
} from '../../python/argparse.js';

const PROG = 'pqid-bench';
const SUBCOMMANDS = [
  'doctor',
  'download',
  'verify',
  'reproduce',
  'evaluate',
  'compare',
  'dashboard',
  'run-model',
  'replay'
];
const TOP_USAGE = formatUsage({ prog: PROG, args: [{ name: '--version', dest: 'version', kind: 'flag' }] }, [
  `{${SUBCOMMANDS.join(',')}}`,
  '...'
]);
const FORMATS = ['json', 'text', 'markdown', 'csv'];

/** An argument of a reference subcommand; `releaseDir`: cli.py's `_existing_release_dir` type (an absolute path). */
type OptSpec = ArgSpec & { releaseDir?: boolean };

interface SubSpec {
  name: string;
  opts: OptSpec[];
}

/** `--release-dir RELEASE_DIR` (required), as compare, reproduce and run-model take it. */
const releaseDirOpt: OptSpec = {
  name: '--release-dir',
  dest: 'release_dir',
  metavar: 'RELEASE_DIR',
  kind: 'value',
  required: true,
  releaseDir: true
};
const outputOpt: OptSpec = { name: '--output', dest: 'output', metavar: 'OUTPUT', kind: 'value' };
const formatOpt: OptSpec = {
  name: '--format',
  dest: 'format',
  kind: 'value',
  choices: FORMATS,
  help: 'Report format (default: json)'
};

const SPECS: Record<string, SubSpec> = {
  evaluate: {
    name: 'evaluate',
    opts: [
      { name: '--evaluations', dest: 'evaluations', metavar: 'EVALUATIONS', kind: 'value', required: true },
      outputOpt,
      formatOpt
    ]
  },
  compare: {
    name: 'compare',
    opts: [
      { name: '--evaluations', dest: 'evaluations', metavar: 'EVALUATIONS', kind: 'value', required: true },
      releaseDirOpt,
      {
        name: '--candidate-run-manifest',
        dest: 'candidate_run_manifest',
        metavar: 'CANDIDATE_RUN_MANIFEST',
        kind: 'value',
        required: true
      },
      {
        name: '--allow-partial',
        dest: 'allow_partial',
        kind: 'flag',
        help: 'Allow a common strict subset of frozen prompt IDs and compare it with the same frozen matched subset'
      },
      outputOpt,
      formatOpt
    ]
  },
  reproduce: {
    name: 'reproduce',
    opts: [releaseDirOpt, outputOpt, formatOpt]
  },
  verify: {
    name: 'verify',
    opts: [
      { name: '--full', dest: 'full', kind: 'flag' },
      { name: 'release_dir', dest: 'release_dir', kind: 'positional', required: true, releaseDir: true }
    ]
  },
  'run-model': {
    name: 'run-model',
    opts: [
      releaseDirOpt,
      { name: '--output-dir', dest: 'output_dir', metavar: 'OUTPUT_DIR', kind: 'value', required: true },
      {
        name: '--provider',
        dest: 'provider',
        metavar: 'PROVIDER',
        kind: 'value',
        required: true,
        help: `Provider preset or custom label. Presets: ${Object.keys(PROVIDER_PRESETS).sort().join(', ')}`
      },
      { name: '--model', dest: 'model', metavar: 'MODEL', kind: 'value', required: true },
      {
        name: '--base-url',
        dest: 'base_url',
        metavar: 'BASE_URL',
        kind: 'value',
        help: 'Override the preset or define a custom OpenAI-compatible base URL'
      },
      { name: '--api-key-env', dest: 'api_key_env', metavar: 'API_KEY_ENV', kind: 'value' },
      { name: '--api-key-file', dest: 'api_key_file', metavar: 'API_KEY_FILE', kind: 'value' },
      {
        name: '--no-auth',
        dest: 'no_auth',
        kind: 'flag',
        help: 'Use an endpoint that requires no Authorization header'
      },
      {
        name: '--prompt-path',
        dest: 'prompt_path',
        metavar: 'PROMPT_PATH',
        kind: 'value',
        help: 'Override the frozen 154-prompt JSONL'
      },
      {
        name: '--prompt-id',
        dest: 'prompt_ids',
        metavar: 'PROMPT_IDS',
        kind: 'value',
        append: true,
        help: 'Select one prompt ID; repeat for multiple prompts'
      },
      { name: '--limit', dest: 'limit', metavar: 'LIMIT', kind: 'value', type: 'int' },
      {
        name: '--max-new',
        dest: 'max_new',
        metavar: 'MAX_NEW',
        kind: 'value',
        type: 'int',
        help: 'Maximum newly attempted prompts in this invocation; 0 means all'
      },
      {
        name: '--max-output-tokens',
        dest: 'max_output_tokens',
        metavar: 'MAX_OUTPUT_TOKENS',
        kind: 'value',
        type: 'int'
      },
      {
        name: '--max-output-field',
        dest: 'max_output_field',
        kind: 'value',
        choices: ['max_tokens', 'max_completion_tokens']
      },
      { name: '--temperature', dest: 'temperature', metavar: 'TEMPERATURE', kind: 'value', type: 'float' },
      { name: '--omit-temperature', dest: 'temperature', kind: 'flag', constNull: true },
      { name: '--top-p', dest: 'top_p', metavar: 'TOP_P', kind: 'value', type: 'float' },
      { name: '--omit-top-p', dest: 'top_p', kind: 'flag', constNull: true },
      { name: '--seed', dest: 'seed', metavar: 'SEED', kind: 'value', type: 'int' },
      {
        name: '--extra-body-json',
        dest: 'extra_body_json',
        metavar: 'EXTRA_BODY_JSON',
        kind: 'value',
        help: 'JSON object merged into every request; credential-like keys are rejected'
      },
      { name: '--timeout-seconds', dest: 'timeout_seconds', metavar: 'TIMEOUT_SECONDS', kind: 'value', type: 'float' },
      { name: '--max-retries', dest: 'max_retries', metavar: 'MAX_RETRIES', kind: 'value', type: 'int' },
      {
        name: '--retry-backoff-seconds',
        dest: 'retry_backoff_seconds',
        metavar: 'RETRY_BACKOFF_SECONDS',
        kind: 'value',
        type: 'float'
      },
      { name: '--sleep-seconds', dest: 'sleep_seconds', metavar: 'SLEEP_SECONDS', kind: 'value', type: 'float' },
      { name: '--run-id', dest: 'run_id', metavar: 'RUN_ID', kind: 'value' },
      { name: '--resume', dest: 'resume', kind: 'flag' },
      {
        name: '--retry-errors',
        dest: 'retry_errors',
        kind: 'flag',
        help: 'With --resume, retry prompts whose canonical response is an error'
      },
      {
        name: '--retry-uncertain',
        dest: 'retry_uncertain',
        kind: 'flag',
        help: 'Retry a request marked in flight by an interrupted process, accepting a possible additional stochastic draw'
      },
      {
        name: '--allow-insecure-http',
        dest: 'allow_insecure_http',
        kind: 'flag',
        help: 'Allow plain HTTP for a non-loopback custom endpoint'
      },
      {
        name: '--acknowledge-third-party-prompt-export',
        dest: 'acknowledge_third_party_prompt_export',
        kind: 'flag',
        help: 'Acknowledge provider retention, policy, and billing risks'
      },
      {
        name: '--dry-run',
        dest: 'dry_run',
        kind: 'flag',
        help: 'Validate and print a credential-free plan without contacting a provider'
      },
      { name: '--quiet', dest: 'quiet', kind: 'flag', help: 'Suppress per-prompt progress on stderr' }
    ]
  }
};

/** The argparse parser of a subcommand; a release directory resolves against `cwd` and must exist. */
function parserOf(spec: SubSpec, cwd: string): ParserSpec {
  const args = spec.opts.map(({ releaseDir, ...arg }): ArgSpec =>
    releaseDir
      ? {
          ...arg,
          convert: async (text: string) => {
            const abs = resolve(cwd, text);
            let ok = false;
            try {
              ok = (await stat(abs)).isDirectory();
            } catch {
              ok = false;
            }
            if (!ok) throw new ArgumentTypeError(`Release directory not found: ${abs}`);
            return abs;
          }
        }
      : arg
  );
  return { prog: `${PROG} ${spec.name}`, args };
}

async function writeOutput(path: string, text: string, cwd: string): Promise<void> {
  const abs = isAbsolute(path) ? path : resolve(cwd, path);
  await mkdir(dirname(abs), { recursive: true });
  await writeFile(abs, text);
}

function fail(e: unknown, io: CommandIO): number {
  if (e instanceof ReferenceFailure) {
    if (e.opts.traceback)
      io.stderr(
        `Traceback (most recent call last):\n  (raised by the PQID-Bench reference at this point; benchgate prints no Python frames)\n${e.opts.traceback}: ${e.message}\n`
      );
    else io.stderr(`${PROG}: ${e.message}\n`);
    return 1;
  }
  io.stderr(`${PROG}: internal error: ${(e as Error).message}\n`);
  return 2;
}

/** Runs `pqid-bench ARGS` semantics. Returns the exit code. */
export async function runPqidReference(args: string[], io: CommandIO): Promise<number> {
  if (args.length === 0) {
    io.stderr(`${TOP_USAGE}${PROG}: error: the following arguments are required: command\n`);
    return 2;
  }
  const first = args[0];
  if (first === '--version') {
    io.stdout(`${PROG} 1.2.1\n`);
    return 0;
  }
  if (first === '-h' || first === '--help') {
    io.stdout(
      `${TOP_USAGE}\nPQID-Bench reference commands as implemented by benchgate (evaluate, compare, reproduce, verify, doctor, run-model --dry-run).\n`
    );
    return 0;
  }
  if (!SUBCOMMANDS.includes(first)) {
    io.stderr(
      `${TOP_USAGE}${PROG}: error: argument command: invalid choice: ${pyRepr(first)} (choose from ${SUBCOMMANDS.map((s) => pyRepr(s)).join(', ')})\n`
    );
    return 2;
  }
  const spec = SPECS[first];
  if (!spec) {
    if (first === 'doctor') {
      io.stdout(pyJsonDumps(await doctorReport(io.env), { indent: 2, sortKeys: true }) + '\n');
      return 0;
    }
    io.stderr(
      `${PROG}: benchgate does not implement '${first}' (it needs the network, Docker or a model provider); use the Python reference for it.\n`
    );
    return 2;
  }
  const parser = parserOf(spec, io.cwd);
  const parsed = await parseArgs(parser, args.slice(1));
  if (!parsed.ok) {
    if (parsed.root) io.stderr(`${TOP_USAGE}${PROG}: error: ${parsed.message}\n`);
    else io.stderr(`${formatUsage(parser)}${parser.prog}: error: ${parsed.message}\n`);
    return 2;
  }
  if (parsed.help) {
    io.stdout(formatHelp(parser));
    return 0;
  }
  const v = parsed.values;
  const format = ((v.format as string) ?? 'json') as ReferenceFormat;
  const emit = async (text: string): Promise<void> => {
    io.stdout(text);
    if (typeof v.output === 'string') await writeOutput(v.output, text, io.cwd);
  };
  try {
    if (first === 'evaluate') {
      const r = await evaluateFile(v.evaluations as string, io.cwd, { stopAtFirst: true });
      await emit(
        renderSummary({ summary: r.summary, runType: 'supplied_evaluation', source: r.source }, r.json, format)
      );
      return 0;
    }
    if (first === 'reproduce') {
      const r = await reproduceRelease(v.release_dir as string, { stopAtFirst: true });
      await emit(
        renderSummary(
          {
            summary: r.summary,
            runType: 'canonical_reproduction',
            canonicalParity: r.errors.length === 0,
            errors: r.errors
          },
          r.json,
          format
        )
      );
      return r.errors.length === 0 ? 0 : 1;
    }
    if (first === 'verify') {
      const r = await verifyRelease(v.release_dir as string, v.full === true);
      io.stdout(pyJsonDumps(r.json, { indent: 2, sortKeys: true }) + '\n');
      return r.valid ? 0 : 1;
    }
    if (first === 'run-model') return await runModel(v, io);
    if (first === 'compare') {
      const r = await compareRelease({
        evaluations: v.evaluations as string,
        releaseDir: v.release_dir as string,
        candidateRunManifest: v.candidate_run_manifest as string,
        allowPartial: v.allow_partial === true,
        cwd: io.cwd,
        load: { stopAtFirst: true }
      });
      const scope = r.json.comparison_scope as Record<string, unknown>;
      await emit(
        renderComparison(
          {
            candidate: r.candidate,
            frozen: r.frozen,
            label: r.json.comparison_label as string,
            candidateSource: r.json.candidate_source as string,
            mode: r.mode,
            promptCount: scope.prompt_count as number
          },
          r.json,
          format
        )
      );
      return 0;
    }
  } catch (e) {
    return fail(e, io);
  }
  return 2;
}

/** The message for `run-model` with acknowledgement and without --dry-run: benchgate never calls a provider. */
export const LIVE_GENERATION_OUT_OF_SCOPE =
  'benchgate does not contact model providers: live generation is out of scope for a CI gate. Run `pqid-bench run-model` (the Python reference) to collect responses, then check the resulting files with benchgate (`benchgate pqid run-model --dry-run` validates the plan offline).';

/** cli.py::_load_json_object for --extra-body-json. */
async function loadJsonObject(path: string | undefined, cwd: string): Promise<{ [k: string]: PyValue }> {
  if (path === undefined) return {};
  const abs = isAbsolute(path) ? path : resolve(cwd, path);
  let text: string;
  try {
    const st = await stat(abs);
    if (st.isDirectory())
      throw new ReferenceFailure('file-directory', `[Errno 21] Is a directory: ${pyRepr(path)}`, {
        traceback: 'IsADirectoryError'
      });
    if (st.size > 16 * 1024 * 1024) throw new ReferenceFailure('run-model', `Invalid JSON object file: ${path}`);
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readFile(abs));
  } catch (e) {
    if (e instanceof ReferenceFailure) throw e;
    if (e instanceof TypeError) throw new ReferenceFailure('run-model', `Invalid JSON object file: ${path}`);
    throw new ReferenceFailure('file-missing', `[Errno 2] No such file or directory: ${pyRepr(path)}`);
  }
  const v = pyJsonLoadsOrUndefined(text);
  if (v === undefined) throw new ReferenceFailure('run-model', `Invalid JSON object file: ${path}`);
  if (!isPyDict(v)) throw new ReferenceFailure('run-model', `Expected a JSON object in ${path}`);
  return v;
}

/** cli.py::command_run_model, offline: the dry-run plan, the acknowledgement refusal, and no live generation. */
async function runModel(v: Record<string, ArgValue>, io: CommandIO): Promise<number> {
  const num = (k: string, d: number | null): number | null => (v[k] === undefined ? d : (v[k] as number | null));
  const str = (k: string): string | undefined => (typeof v[k] === 'string' ? (v[k] as string) : undefined);
  const config: RunModelConfig = {
    releaseDir: v.release_dir as string,
    outputDir: v.output_dir as string,
    provider: v.provider as string,
    model: v.model as string,
    baseUrl: str('base_url'),
    apiKeyEnv: str('api_key_env'),
    noAuth: v.no_auth === true,
    promptPath: str('prompt_path'),
    promptIds: (v.prompt_ids as string[] | undefined) ?? [],
    limit: num('limit', 0)!,
    maxNew: num('max_new', 0)!,
    maxOutputTokens: num('max_output_tokens', 2048)!,
    maxOutputField: str('max_output_field') ?? 'max_tokens',
    temperature: num('temperature', 0),
    topP: num('top_p', 1),
    maxRetries: num('max_retries', 2)!,
    timeoutSeconds: num('timeout_seconds', 120)!,
    retryBackoffSeconds: num('retry_backoff_seconds', 1)!,
    sleepSeconds: num('sleep_seconds', 0)!,
    runId: str('run_id'),
    extraBody: await loadJsonObject(str('extra_body_json'), io.cwd),
    allowInsecureHttp: v.allow_insecure_http === true,
    cwd: io.cwd
  };
  if (v.dry_run === true) {
    io.stdout(pyJsonDumps(await planRunModel(config), { indent: 2, sortKeys: true }) + '\n');
    return 0;
  }
  if (v.acknowledge_third_party_prompt_export !== true) {
    io.stderr('Refusing live generation without --acknowledge-third-party-prompt-export.\n');
    return 2;
  }
  io.stderr(`${PROG}: ${LIVE_GENERATION_OUT_OF_SCOPE}\n`);
  return 2;
}
