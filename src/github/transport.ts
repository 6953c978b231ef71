import { HttpClient } from '@actions/http-client';
import { fetch as undiciFetch } from 'undici';

/**
 * The fetch under benchgate's Octokit: one attempt, headers and body under one timer, the body read whole (and
 * bounded) before @octokit/request sees it. @octokit/request reads the body itself and turns a failed read into an
 * empty answer (`data: ""`, the status kept), so a body cut by a timeout or a broken connection would pass as a
 * successful empty answer; here it is a timeout or a network error.
 */
export type TransportKind = 'timeout' | 'network';

export class TransportError extends Error {
  constructor(
    message: string,
    readonly kind: TransportKind
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

/** Largest API answer read (a page of 100 comments of 65,536 characters each is ~7 MB). */
const MAX_RESPONSE_BYTES = 32 * 1024 * 1024;

/** Statuses whose Response cannot carry a body. */
const NULL_BODY = new Set([101, 204, 205, 304]);

/** A fetch that gives up after `timeoutMs` (the body included) and hands on a fully read, bounded answer. */
export function timedFetch(fetchFn: typeof globalThis.fetch, timeoutMs: number): typeof globalThis.fetch {
  return (async (url: Parameters<typeof globalThis.fetch>[0], init?: RequestInit) => {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(
      () => {
        timedOut = true;
        controller.abort();
      },
      Math.max(1, timeoutMs)
    );
    try {
      const res = await fetchFn(url, { ...init, signal: controller.signal });
      const bytes = await readBounded(res, MAX_RESPONSE_BYTES);
      return new Response(
        NULL_BODY.has(res.status)
          ? null
          : (bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer),
        {
          status: res.status,
          statusText: res.statusText,
          headers: res.headers
        }
      );
    } catch (e) {
      if (timedOut) throw new TransportError(`no answer within ${seconds(timeoutMs)}`, 'timeout');
      throw new TransportError(`network error: ${firstLine(describe(e))}`, 'network');
    } finally {
      clearTimeout(timer);
    }
  }) as typeof globalThis.fetch;
}

async function readBounded(res: Response, limit: number): Promise<Uint8Array> {
  if (!res.body) return new Uint8Array(0);
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new Error(`answer larger than ${limit} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** undici's fetch through the runner's proxy settings (HTTPS_PROXY / NO_PROXY), as @actions/github does. */
export function defaultFetch(baseUrl: string): typeof globalThis.fetch {
  let dispatcher: unknown;
  try {
    dispatcher = new HttpClient().getAgentDispatcher(baseUrl);
  } catch {
    dispatcher = undefined;
  }
  if (!dispatcher) return globalThis.fetch;
  return ((url: any, init: any) => undiciFetch(url, { ...init, dispatcher })) as unknown as typeof globalThis.fetch;
}

export function firstLine(s: string): string {
  const line = s.split(/\r?\n/, 1)[0] ?? '';
  return line.length > 200 ? line.slice(0, 199) + '…' : line;
}

function describe(e: unknown): string {
  const err = e as { message?: unknown; cause?: { message?: unknown; code?: unknown } };
  const cause = err?.cause;
  if (cause && typeof cause.code === 'string') return cause.code;
  if (cause && typeof cause.message === 'string') return cause.message;
  return typeof err?.message === 'string' ? err.message : String(e);
}

export function seconds(ms: number): string {
  return ms >= 10_000 || ms % 1000 === 0 ? `${Math.round(ms / 1000)} s` : `${(ms / 1000).toFixed(1)} s`;
}
