/**
 * One runner process: start it in the sandbox, wait for its hello, make calls, answer its circuits, and kill its
 * process group at the end, at the deadline, or when it breaks the protocol.
 */
import type { ChildProcess } from 'node:child_process';
import type { Readable, Writable } from 'node:stream';
import type {
  CallRequest,
  CircuitMessage,
  ExceptionInfo,
  HelloMessage,
  ResultMessage,
  RunnerMessage
} from './protocol.js';
import { MAX_CIRCUITS_PER_CALL, MAX_MESSAGE_BYTES, parseRunnerMessage, PROTOCOL_VERSION } from './protocol.js';
import { killTree, pipesOf, spawnSandboxed } from './sandbox.js';
import type { SpawnPlan } from './sandbox.js';
import { formatBytes } from '../../../core/bytes.js';

/** Why a session ended early. */
export type SessionEnd =
  | { kind: 'timeout'; message: string }
  /** The runner sent `fatal`: its own report, never taken as one of benchgate's outcomes. */
  | { kind: 'fatal'; error: ExceptionInfo; message: string }
  | { kind: 'crashed'; message: string }
  | { kind: 'protocol'; message: string };

export type CallOutcome =
  { ok: true; msg: ResultMessage; wallTimeS: number } | { ok: false; end: SessionEnd; wallTimeS: number };

export type CircuitHandler = (
  c: CircuitMessage
) => Promise<{ counts: Record<string, number> } | { error: string; unavailable: boolean }>;

const TAIL_BYTES = 8192;

class Tail {
  private buf = '';
  push(chunk: Buffer) {
    this.buf = (this.buf + chunk.toString('utf8')).slice(-TAIL_BYTES);
  }
  get text() {
    return this.buf;
  }
}

export interface SessionOptions {
  plan: SpawnPlan;
  cwd: string;
  env: Record<string, string>;
  /** Absolute time (ms since epoch, Date.now()) when the process is killed. */
  deadline: number;
  /** Text of the timeout message. */
  timeoutMessage: string;
  memoryMb: number;
}

export class RunnerSession {
  private child: ChildProcess;
  private queue: (RunnerMessage | { type: 'eof' } | { type: 'bad'; problem: string })[] = [];
  private waiter: (() => void) | undefined;
  private exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  private timedOut = false;
  private timer: NodeJS.Timeout;
  private nextId = 1;
  readonly stdout = new Tail();
  readonly stderr = new Tail();
  hello: HelloMessage | undefined;
  private closed = false;
  private readonly pipes: { requests: number; messages: number; stdout?: number };

  constructor(private readonly opts: SessionOptions) {
    this.child = spawnSandboxed(opts.plan, opts.cwd, opts.env);
    this.pipes = pipesOf(opts.plan);
    const out = this.child.stdio[this.pipes.messages] as Readable;
    let pending = '';
    let pendingBytes = 0;
    out.on('data', (chunk: Buffer) => {
      let s = chunk.toString('utf8');
      for (;;) {
        const nl = s.indexOf('\n');
        if (nl < 0) {
          pending += s;
          pendingBytes += Buffer.byteLength(s);
          if (pendingBytes > MAX_MESSAGE_BYTES) {
            this.push({ type: 'bad', problem: `a message over the ${formatBytes(MAX_MESSAGE_BYTES)} limit` });
            out.destroy();
          }
          return;
        }
        const line = pending + s.slice(0, nl);
        pending = '';
        pendingBytes = 0;
        s = s.slice(nl + 1);
        if (Buffer.byteLength(line) > MAX_MESSAGE_BYTES)
          this.push({ type: 'bad', problem: `a message over the ${formatBytes(MAX_MESSAGE_BYTES)} limit` });
        else if (line.trim() !== '') {
          const p = parseRunnerMessage(line);
          this.push(p.ok ? p.msg : { type: 'bad', problem: p.problem });
        }
      }
    });
    out.on('error', () => {});
    (this.child.stdio[this.pipes.requests] as Writable).on('error', () => {});
    if (this.pipes.stdout !== undefined)
      (this.child.stdio[this.pipes.stdout] as Readable | null)?.on('data', (c: Buffer) => this.stdout.push(c));
    this.child.stderr?.on('data', (c: Buffer) => this.stderr.push(c));
    this.child.on('error', (e) => {
      this.stderr.push(Buffer.from(`\n${e.message}`));
      this.exited ??= { code: -1, signal: null };
      this.push({ type: 'eof' });
    });
    // 'exit' can come before the last messages are read, 'close' never comes while a grandchild holds the pipes.
    this.child.on('exit', (code, signal) => {
      this.exited = { code, signal };
      setTimeout(() => this.push({ type: 'eof' }), 250).unref();
    });
    this.child.on('close', (code, signal) => {
      this.exited ??= { code, signal };
      this.push({ type: 'eof' });
    });
    this.timer = setTimeout(
      () => {
        this.timedOut = true;
        killTree(this.child);
        this.push({ type: 'eof' });
      },
      Math.max(0, opts.deadline - Date.now())
    );
  }

  private push(m: RunnerMessage | { type: 'eof' } | { type: 'bad'; problem: string }) {
    this.queue.push(m);
    const w = this.waiter;
    this.waiter = undefined;
    w?.();
  }

  private async next(): Promise<RunnerMessage | { type: 'eof' } | { type: 'bad'; problem: string }> {
    while (this.queue.length === 0) await new Promise<void>((r) => (this.waiter = r));
    const m = this.queue.shift()!;
    if (m.type === 'eof') this.queue.unshift(m); // stays at eof
    return m;
  }

  private endReason(): SessionEnd {
    if (this.timedOut) return { kind: 'timeout', message: this.opts.timeoutMessage };
    const e = this.exited;
    const tail = this.stderr.text.trim().split('\n').slice(-3).join(' | ').slice(-600);
    if (e?.signal === 'SIGKILL' || e?.signal === 'SIGSEGV' || e?.signal === 'SIGABRT' || e?.code === 137) {
      return {
        kind: 'crashed',
        message: `the workflow process was killed (${e.signal ?? `exit ${e.code}`}); it may have exceeded its memory limit of ${this.opts.memoryMb} MB${tail ? ` — stderr: ${tail}` : ''}`
      };
    }
    return {
      kind: 'crashed',
      message: `the workflow process exited (${e?.signal ?? `code ${e?.code ?? '?'}`}) without answering${tail ? ` — stderr: ${tail}` : ''}`
    };
  }

  /** Waits for the hello message. */
  async start(): Promise<
    { ok: true; hello: HelloMessage } | { ok: false; end: SessionEnd } | { ok: false; importError: ExceptionInfo }
  > {
    const m = await this.next();
    if (m.type === 'eof') return { ok: false, end: this.endReason() };
    if (m.type === 'bad')
      return { ok: false, end: { kind: 'protocol', message: `the runner broke the protocol: ${m.problem}` } };
    if (m.type !== 'hello')
      return { ok: false, end: { kind: 'protocol', message: `the runner sent "${m.type}" before its hello` } };
    if (m.protocol !== PROTOCOL_VERSION)
      return {
        ok: false,
        end: { kind: 'protocol', message: `the runner speaks protocol ${m.protocol}, benchgate ${PROTOCOL_VERSION}` }
      };
    if (m.error) return { ok: false, importError: m.error };
    this.hello = m;
    return { ok: true, hello: m };
  }

  private write(obj: unknown) {
    const w = this.child.stdio[this.pipes.requests] as Writable;
    if (!w.destroyed) w.write(JSON.stringify(obj) + '\n');
  }

  /** One call; circuits the runner sends meanwhile go to `onCircuit`. */
  async call(req: CallRequest, onCircuit: CircuitHandler): Promise<CallOutcome> {
    const id = this.nextId++;
    const t0 = performance.now();
    const wall = () => (performance.now() - t0) / 1000;
    this.write({ v: PROTOCOL_VERSION, type: 'call', id, ...req });
    let circuits = 0;
    for (;;) {
      const m = await this.next();
      if (m.type === 'eof') return { ok: false, end: this.endReason(), wallTimeS: wall() };
      if (m.type === 'bad') {
        this.kill();
        return {
          ok: false,
          end: { kind: 'protocol', message: `the runner broke the protocol: ${m.problem}` },
          wallTimeS: wall()
        };
      }
      if (m.type === 'fatal') {
        // What the runner claims (even a TimeoutError) is the workflow's word: the caller decides whether benchgate's
        // own time limit was reached (protocol truth, docs/security/limits.md).
        this.kill();
        return {
          ok: false,
          end: { kind: 'fatal', error: m.error, message: `${m.error.type}: ${m.error.message}` },
          wallTimeS: wall()
        };
      }
      if (m.type === 'circuit') {
        if (m.id !== id || ++circuits > MAX_CIRCUITS_PER_CALL) {
          this.kill();
          const why =
            m.id !== id
              ? `a circuit for call ${m.id} during call ${id}`
              : `more than ${MAX_CIRCUITS_PER_CALL} circuits in one call`;
          return {
            ok: false,
            end: { kind: 'protocol', message: `the runner broke the protocol: ${why}` },
            wallTimeS: wall()
          };
        }
        const r = await onCircuit(m);
        if (this.timedOut || Date.now() >= this.opts.deadline) {
          this.timedOut = true;
          this.kill();
          return { ok: false, end: { kind: 'timeout', message: this.opts.timeoutMessage }, wallTimeS: wall() };
        }
        if ('counts' in r) this.write({ v: PROTOCOL_VERSION, type: 'counts', id, seq: m.seq, counts: r.counts });
        else
          this.write({
            v: PROTOCOL_VERSION,
            type: 'circuit_error',
            id,
            seq: m.seq,
            message: r.error,
            unavailable: r.unavailable
          });
        continue;
      }
      if (m.type === 'result') {
        if (m.id !== id) {
          this.kill();
          return {
            ok: false,
            end: {
              kind: 'protocol',
              message: `the runner broke the protocol: result for call ${m.id} during call ${id}`
            },
            wallTimeS: wall()
          };
        }
        return { ok: true, msg: m, wallTimeS: wall() };
      }
      this.kill();
      return {
        ok: false,
        end: { kind: 'protocol', message: `the runner broke the protocol: unexpected "${m.type}"` },
        wallTimeS: wall()
      };
    }
  }

  kill() {
    killTree(this.child);
  }

  /** Asks the runner to exit, then kills whatever is left of its process group. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.write({ v: PROTOCOL_VERSION, type: 'exit' });
    (this.child.stdio[this.pipes.requests] as Writable).end();
    if (!this.exited) {
      await Promise.race([
        new Promise<void>((r) => this.child.once('exit', () => r())),
        new Promise<void>((r) => setTimeout(r, 1000).unref())
      ]);
    }
    clearTimeout(this.timer);
    killTree(this.child);
    for (const st of this.child.stdio) (st as { destroy?: () => void } | null)?.destroy?.();
    this.child.unref();
  }

  get pid(): number | undefined {
    return this.child.pid;
  }
}
