/**
 * Optional replay engine (option `fightbench-engine`). benchgate runs the command without a shell
 * (argv), writes the row's `replay` JSON text to its stdin, and reads the final state hash from stdout:
 * either a line with the hash (64 hex digits, optionally `sha256:`-prefixed) or one JSON object
 * `{"stateHash": "...", "terminalTurn"?: n}`. Bounded by a timeout and an output cap; the environment is
 * scrubbed to PATH, temp folders and locale (no tokens reach the engine).
 */
import { spawn } from 'node:child_process';
import { normalizeDigest } from './canonical.js';
import { formatBytes } from '../../core/bytes.js';

export interface EngineRun {
  ok: boolean;
  stateHash?: string;
  terminalTurn?: number;
  /** Why it failed (never contains engine output, which may echo user text). */
  error?: string;
}

const PASS_ENV = ['PATH', 'Path', 'PATHEXT', 'SystemRoot', 'TMPDIR', 'TEMP', 'TMP', 'LANG', 'LC_ALL'];

export function scrubbedEnv(src: NodeJS.ProcessEnv, extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const k of PASS_ENV) if (src[k] !== undefined) env[k] = src[k];
  return { ...env, ...extra };
}

/** Parses what the engine printed. */
export function parseEngineOutput(stdout: string): EngineRun {
  const text = stdout.trim();
  if (text.startsWith('{')) {
    try {
      const o = JSON.parse(text) as Record<string, unknown>;
      const h = typeof o.stateHash === 'string' ? normalizeDigest(o.stateHash) : undefined;
      if (!h) return { ok: false, error: 'the engine printed JSON without a SHA-256 "stateHash"' };
      const run: EngineRun = { ok: true, stateHash: h.hex };
      if (typeof o.terminalTurn === 'number' && Number.isInteger(o.terminalTurn)) run.terminalTurn = o.terminalTurn;
      return run;
    } catch {
      return { ok: false, error: 'the engine printed invalid JSON' };
    }
  }
  const first =
    text
      .split(/\r?\n/)
      .find((l) => l.trim().length > 0)
      ?.trim() ?? '';
  const h = normalizeDigest(first);
  if (!h || h.encoding === 'base64')
    return {
      ok: false,
      error: text.length === 0 ? 'the engine printed nothing' : 'the engine did not print a SHA-256 hex state hash'
    };
  return { ok: true, stateHash: h.hex };
}

export function runEngine(
  argv: string[],
  input: string,
  opts: { timeoutMs: number; maxOutputBytes: number; cwd: string; engineVersion: string; env?: NodeJS.ProcessEnv }
): Promise<EngineRun> {
  return new Promise((resolve) => {
    let done = false;
    const finish = (r: EngineRun) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(r);
    };
    let child;
    try {
      child = spawn(argv[0], argv.slice(1), {
        cwd: opts.cwd,
        shell: false,
        stdio: ['pipe', 'pipe', 'pipe'],
        env: scrubbedEnv(opts.env ?? process.env, { BENCHGATE_ENGINE_VERSION: opts.engineVersion }),
        windowsHide: true
      });
    } catch (e) {
      resolve({ ok: false, error: `could not start the engine: ${(e as Error).message}` });
      return;
    }
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      finish({ ok: false, error: `the engine did not finish within ${opts.timeoutMs} ms` });
    }, opts.timeoutMs);
    const chunks: Buffer[] = [];
    let size = 0;
    let errSize = 0;
    child.stdout.on('data', (b: Buffer) => {
      size += b.length;
      if (size > opts.maxOutputBytes) {
        child.kill('SIGKILL');
        finish({ ok: false, error: `the engine printed more than ${formatBytes(opts.maxOutputBytes)}` });
        return;
      }
      chunks.push(b);
    });
    child.stderr.on('data', (b: Buffer) => {
      errSize += b.length; // counted, never printed: it may echo replay content
      if (errSize > opts.maxOutputBytes * 16) child.kill('SIGKILL');
    });
    child.on('error', (e: NodeJS.ErrnoException) =>
      finish({ ok: false, error: `could not start the engine (${e.code ?? e.message})` })
    );
    child.stdin.on('error', () => {
      /* the engine closed stdin early; its exit status decides */
    });
    child.on('close', (code, signal) => {
      if (done) return;
      if (code !== 0) {
        finish({
          ok: false,
          error: `the engine exited with ${signal ? `signal ${signal}` : `code ${code}`}${errSize ? ` (${errSize} bytes on stderr, not shown)` : ''}`
        });
        return;
      }
      finish(parseEngineOutput(Buffer.concat(chunks).toString('utf8')));
    });
    child.stdin.end(input);
  });
}
