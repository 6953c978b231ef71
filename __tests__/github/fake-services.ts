import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  url: string;
  body: string;
  at: number;
}

export interface FakeService {
  url: string;
  seen: Seen[];
  /** Requests held open (a hanging service); `release` answers them. */
  held: ServerResponse[];
  release(status: number, body: unknown): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 (port 0). `handler` answers a request, or returns 'hang' to hold it open, or
 * 'hang-body' to send the headers and hold the body.
 */
export async function startService(
  handler: (req: Seen, res: ServerResponse) => 'hang' | 'hang-body' | void
): Promise<FakeService> {
  const seen: Seen[] = [];
  const held: ServerResponse[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = '';
    req.on('data', (d) => (body += d));
    req.on('end', () => {
      const s: Seen = { method: req.method ?? '', url: req.url ?? '', body, at: Date.now() };
      seen.push(s);
      const r = handler(s, res);
      if (r === 'hang') held.push(res);
      else if (r === 'hang-body') {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.write('{"id": 1');
        held.push(res);
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    held,
    release(status, body) {
      for (const res of held.splice(0)) {
        if (res.writableEnded || res.destroyed) continue;
        try {
          if (!res.headersSent) res.writeHead(status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(body));
        } catch {
          /* the client went away */
        }
      }
    },
    async close() {
      for (const res of held.splice(0)) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    }
  };
}

export function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** Environment that points the real @actions/cache (cache service v2, twirp) at a fake service. */
export function cacheEnv(url: string): Record<string, string> {
  return {
    ACTIONS_CACHE_SERVICE_V2: 'true',
    ACTIONS_RESULTS_URL: `${url}/`,
    ACTIONS_RUNTIME_TOKEN: 'fake-runtime-token'
  };
}
