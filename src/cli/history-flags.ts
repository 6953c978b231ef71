/**
 * The history flags of `benchgate check` as RunOptions (docs/history.md): `--history DIR` reads, judges and appends
 * (`--no-history-write`: read only), `--history-max N`, `--history-window N`, `--history-min-sample N`,
 * `--max-items-in-chart N`, `--fail-on-alert`, `--alert-threshold [METRIC=]PCT` and `--z-threshold [METRIC=]Z`
 * (repeatable), `--commit SHA`. The commit of a local run: `--commit`, else `git rev-parse HEAD` in the checked
 * folder (no shell, a timeout), else unknown (forty zeros and a BG025 notice).
 */
import { execFile } from 'node:child_process';
import { isAbsolute, resolve } from 'node:path';
import { promisify } from 'node:util';
import { UsageError } from '../core/command.js';
import { parseHistoryJob } from '../core/history-config.js';
import { runFromEnv } from '../core/partition.js';
import { FileHistoryStore } from '../history/file-store.js';
import type { RunOptions } from '../run.js';

const execFileP = promisify(execFile);

/** The option declarations, merged into the command's `parseArgs` options. */
export const HISTORY_FLAGS = {
  history: { type: 'string' },
  'history-max': { type: 'string' },
  'history-window': { type: 'string' },
  'history-min-sample': { type: 'string' },
  'max-items-in-chart': { type: 'string' },
  'fail-on-alert': { type: 'boolean' },
  'alert-threshold': { type: 'string', multiple: true },
  'z-threshold': { type: 'string', multiple: true },
  'no-history-write': { type: 'boolean' },
  commit: { type: 'string' }
} as const;

export const HISTORY_USAGE =
  '[--history DIR [--no-history-write] [--history-max N] [--history-window N] [--history-min-sample N] [--max-items-in-chart N] [--fail-on-alert] [--alert-threshold [METRIC=]PCT]... [--z-threshold [METRIC=]Z]... [--commit SHA]]';

interface HistoryFlagValues {
  history?: string;
  'history-max'?: string;
  'history-window'?: string;
  'history-min-sample'?: string;
  'max-items-in-chart'?: string;
  'fail-on-alert'?: boolean;
  'alert-threshold'?: string[];
  'z-threshold'?: string[];
  'no-history-write'?: boolean;
  commit?: string;
}

const SHA = /^(?:[0-9a-fA-F]{40}|[0-9a-fA-F]{64})$/;

/** `git <args>` in `cwd`, trimmed stdout, or undefined (not a checkout, no git, a timeout). No shell. */
async function git(args: string[], cwd: string): Promise<string | undefined> {
  try {
    const { stdout } = await execFileP('git', args, {
      cwd,
      timeout: 10_000,
      maxBuffer: 64 * 1024,
      windowsHide: true,
      env: { ...process.env, GIT_OPTIONAL_LOCKS: '0' }
    });
    return stdout.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The commit and ref of the checked folder when it is a git checkout. */
async function gitHead(dir: string): Promise<{ commit?: string; ref?: string }> {
  const commit = await git(['rev-parse', '--verify', '-q', 'HEAD'], dir);
  const ref = await git(['symbolic-ref', '-q', 'HEAD'], dir);
  return {
    ...(commit && SHA.test(commit) ? { commit: commit.toLowerCase() } : {}),
    ...(ref ? { ref } : {})
  };
}

/** RunOptions.history from the flags; undefined without `--history`. Throws UsageError on a bad flag. */
export async function cliHistoryOptions(
  values: HistoryFlagValues,
  checked: string,
  io: { cwd: string; env: Record<string, string | undefined> }
): Promise<Pick<RunOptions, 'history'>> {
  const dependent = (
    [
      'history-max',
      'history-window',
      'history-min-sample',
      'max-items-in-chart',
      'fail-on-alert',
      'alert-threshold',
      'z-threshold',
      'no-history-write',
      'commit'
    ] as const
  ).filter((k) => values[k] !== undefined);
  if (values.history === undefined) {
    if (dependent.length) throw new UsageError(`--${dependent[0]} needs --history DIR`);
    return {};
  }
  if (values.history.trim() === '') throw new UsageError('--history needs the folder of the history');
  if (values.commit !== undefined && !SHA.test(values.commit))
    throw new UsageError(`--commit must be a commit SHA of 40 or 64 hex digits (got "${values.commit.slice(0, 80)}")`);
  let config;
  try {
    config = parseHistoryJob({
      ...(values['history-max'] !== undefined ? { max: values['history-max'] } : {}),
      ...(values['history-window'] !== undefined ? { window: values['history-window'] } : {}),
      ...(values['history-min-sample'] !== undefined ? { minSample: values['history-min-sample'] } : {}),
      ...(values['max-items-in-chart'] !== undefined ? { chart: values['max-items-in-chart'] } : {}),
      ...(values['fail-on-alert'] ? { failOnAlert: true } : {}),
      ...(values['alert-threshold'] ? { alertThreshold: values['alert-threshold'] } : {}),
      ...(values['z-threshold'] ? { zThreshold: values['z-threshold'] } : {}),
      names: { chart: '--max-items-in-chart' }
    });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const dir = isAbsolute(values.history) ? values.history : resolve(io.cwd, values.history);
  const head = await gitHead(checked);
  const run = runFromEnv(io.env);
  return {
    history: {
      store: new FileHistoryStore(dir, values.history),
      config,
      meta: {
        commit: values.commit?.toLowerCase() ?? head.commit ?? '',
        ...(head.ref ? { ref: head.ref } : {}),
        ...(run ? { run: run.attempt ? `${run.run}/${run.attempt}` : run.run } : {})
      },
      write: !values['no-history-write']
    }
  };
}
