/**
 * A stateful fake of GitHub's git data API (refs, commits, trees, blobs) for one repository, served in-process as a
 * `fetch` for the real client (`createOctokit(token, { fetch: fake.fetch, baseUrl: FAKE_API })`).
 *
 * It implements what the history store relies on, as GitHub documents it: content-addressed blobs (the git blob
 * SHA-1), trees with `base_tree`, commits with parents, `POST refs` (422 "Reference already exists") and
 * `PATCH refs/heads/<branch>` as a compare-and-swap: without `force`, the new commit must descend from the current
 * head, else 422 "Update is not a fast forward". Blobs come back base64, wrapped at 60 characters as GitHub does.
 *
 * Hooks let a test shape the interleaving (`before`: may wait, or answer instead, e.g. 403), count requests, or
 * corrupt the stored state directly (`putFile`).
 */
import { createHash } from 'node:crypto';

export const FAKE_API = 'https://api.fake-github.test';

interface TreeEntry {
  path: string;
  mode: string;
  type: 'blob' | 'tree' | 'commit';
  sha: string;
}

interface CommitObject {
  tree: string;
  parents: string[];
  message: string;
  /** Order of creation (a fake committer time). */
  seq: number;
}

export interface FakeRequest {
  method: string;
  /** Path after the repository prefix, decoded: `git/refs/heads/benchgate-history`. */
  path: string;
  body: any;
}

export interface Answer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

export class FakeGitHubGit {
  readonly blobs = new Map<string, Buffer>();
  readonly trees = new Map<string, TreeEntry[]>();
  readonly commits = new Map<string, CommitObject>();
  /** `heads/<branch>` → commit SHA. */
  readonly refs = new Map<string, string>();
  /** Every request answered, in order, with its status. */
  readonly log: (FakeRequest & { status: number })[] = [];
  /** Branch updates that went through, in order: the commit each one set. */
  readonly updates: { ref: string; sha: string }[] = [];
  /** Runs before each request; may wait (to interleave writers) or return an answer that replaces the real one. */
  before?: (req: FakeRequest) => Promise<Answer | void> | Answer | void;
  /** Runs after a request was applied; may replace the answer the client sees (e.g. a lost answer: 502). */
  after?: (req: FakeRequest, answer: Answer) => Answer | void;
  private seq = 0;

  constructor(
    readonly owner = 'acme',
    readonly repo = 'bench'
  ) {}

  /** The `fetch` to give the client. */
  readonly fetch = (async (input: string | URL | Request, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const method = (init.method ?? 'GET').toUpperCase();
    const prefix = `/repos/${this.owner}/${this.repo}/`;
    const body = typeof init.body === 'string' && init.body ? JSON.parse(init.body) : {};
    if (!url.pathname.startsWith(prefix)) return respond({ status: 404, body: { message: 'Not Found' } });
    const req: FakeRequest = { method, path: decodeURIComponent(url.pathname.slice(prefix.length)), body };
    const hooked = await this.before?.(req);
    let answer = hooked ?? this.handle(req);
    if (!hooked) answer = this.after?.(req, answer) ?? answer;
    this.log.push({ ...req, status: answer.status });
    return respond(answer);
  }) as typeof globalThis.fetch;

  /** Requests of a method (and path prefix), e.g. `count('PATCH')`. */
  count(method: string, pathPrefix = ''): number {
    return this.log.filter((r) => r.method === method && r.path.startsWith(pathPrefix)).length;
  }

  /** Writes (anything but GET) that GitHub accepted. */
  acceptedWrites(): number {
    return this.log.filter((r) => r.method !== 'GET' && r.status < 300).length;
  }

  /** The file at the root of `branch`'s head, or undefined. */
  file(branch: string, path: string): string | undefined {
    const head = this.refs.get(`heads/${branch}`);
    if (!head) return undefined;
    const e = this.trees.get(this.commits.get(head)!.tree)!.find((t) => t.path === path);
    return e ? this.blobs.get(e.sha)!.toString('utf8') : undefined;
  }

  /** Commits `files` (path → content, or a tree entry) on `branch` directly, as a user pushing by hand would. */
  putFiles(
    branch: string,
    files: Record<string, string | Buffer | { mode: string; type: 'tree' | 'blob'; content?: string }>
  ): string {
    const entries: TreeEntry[] = [];
    for (const [path, v] of Object.entries(files)) {
      if (typeof v === 'string' || Buffer.isBuffer(v))
        entries.push({ path, mode: '100644', type: 'blob', sha: this.putBlob(Buffer.from(v)) });
      else if (v.type === 'tree') entries.push({ path, mode: v.mode, type: 'tree', sha: this.putTree([]) });
      else entries.push({ path, mode: v.mode, type: 'blob', sha: this.putBlob(Buffer.from(v.content ?? '')) });
    }
    const tree = this.putTree(entries);
    const parent = this.refs.get(`heads/${branch}`);
    const sha = this.putCommit({ tree, parents: parent ? [parent] : [], message: 'by hand' });
    this.refs.set(`heads/${branch}`, sha);
    return sha;
  }

  private putBlob(content: Buffer): string {
    const sha = createHash('sha1')
      .update(Buffer.concat([Buffer.from(`blob ${content.byteLength}\0`), content]))
      .digest('hex');
    this.blobs.set(sha, content);
    return sha;
  }

  private putTree(entries: TreeEntry[]): string {
    const sorted = [...entries].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    const sha = createHash('sha1')
      .update(`tree ${JSON.stringify(sorted)}`)
      .digest('hex');
    this.trees.set(sha, sorted);
    return sha;
  }

  private putCommit(c: Omit<CommitObject, 'seq'>): string {
    const seq = ++this.seq;
    const sha = createHash('sha1')
      .update(`commit ${JSON.stringify(c)} ${seq}`)
      .digest('hex');
    this.commits.set(sha, { ...c, seq });
    return sha;
  }

  private descends(sha: string, ancestor: string): boolean {
    const todo = [sha];
    const seen = new Set<string>();
    while (todo.length) {
      const s = todo.pop()!;
      if (s === ancestor) return true;
      if (seen.has(s)) continue;
      seen.add(s);
      todo.push(...(this.commits.get(s)?.parents ?? []));
    }
    return false;
  }

  private handle(req: FakeRequest): Answer {
    const { method, path, body } = req;
    const notFound: Answer = { status: 404, body: { message: 'Not Found' } };
    const invalid = (message: string): Answer => ({ status: 422, body: { message } });
    let m: RegExpExecArray | null;
    if (method === 'GET' && (m = /^git\/ref\/(heads\/.+)$/.exec(path))) {
      const sha = this.refs.get(m[1]);
      return sha ? { status: 200, body: { ref: `refs/${m[1]}`, object: { sha, type: 'commit' } } } : notFound;
    }
    if (method === 'GET' && (m = /^git\/commits\/([0-9a-f]+)$/.exec(path))) {
      const c = this.commits.get(m[1]);
      return c
        ? {
            status: 200,
            body: { sha: m[1], tree: { sha: c.tree }, parents: c.parents.map((sha) => ({ sha })), message: c.message }
          }
        : notFound;
    }
    if (method === 'GET' && (m = /^git\/trees\/([0-9a-f]+)$/.exec(path))) {
      const t = this.trees.get(m[1]);
      if (!t) return notFound;
      const tree = t.map((e) => ({ ...e, ...(e.type === 'blob' ? { size: this.blobs.get(e.sha)!.byteLength } : {}) }));
      return { status: 200, body: { sha: m[1], tree, truncated: false } };
    }
    if (method === 'GET' && (m = /^git\/blobs\/([0-9a-f]+)$/.exec(path))) {
      const b = this.blobs.get(m[1]);
      if (!b) return notFound;
      const content = (b.toString('base64').match(/.{1,60}/g) ?? []).join('\n') + '\n';
      return { status: 200, body: { sha: m[1], size: b.byteLength, encoding: 'base64', content } };
    }
    if (method === 'POST' && path === 'git/blobs') {
      if (typeof body.content !== 'string') return invalid('Invalid request: content missing');
      const buf = body.encoding === 'base64' ? Buffer.from(body.content, 'base64') : Buffer.from(body.content, 'utf8');
      return { status: 201, body: { sha: this.putBlob(buf) } };
    }
    if (method === 'POST' && path === 'git/trees') {
      const base = body.base_tree ? this.trees.get(body.base_tree) : [];
      if (!base) return invalid('Invalid tree info');
      const out = new Map(base.map((e) => [e.path, e]));
      for (const e of body.tree ?? []) {
        const sha = typeof e.content === 'string' ? this.putBlob(Buffer.from(e.content, 'utf8')) : e.sha;
        if (!this.blobs.has(sha)) return invalid('Invalid tree info');
        out.set(e.path, { path: e.path, mode: e.mode, type: e.type, sha });
      }
      return { status: 201, body: { sha: this.putTree([...out.values()]) } };
    }
    if (method === 'POST' && path === 'git/commits') {
      if (!this.trees.has(body.tree)) return invalid('Tree SHA does not exist');
      for (const p of body.parents ?? []) if (!this.commits.has(p)) return invalid('Parent SHA does not exist');
      return {
        status: 201,
        body: { sha: this.putCommit({ tree: body.tree, parents: body.parents ?? [], message: body.message ?? '' }) }
      };
    }
    if (method === 'POST' && path === 'git/refs') {
      const ref = typeof body.ref === 'string' && body.ref.startsWith('refs/') ? body.ref.slice(5) : undefined;
      if (!ref || !this.commits.has(body.sha)) return invalid('Invalid request');
      if (this.refs.has(ref)) return invalid('Reference already exists');
      this.refs.set(ref, body.sha);
      this.updates.push({ ref, sha: body.sha });
      return { status: 201, body: { ref: `refs/${ref}`, object: { sha: body.sha, type: 'commit' } } };
    }
    if (method === 'PATCH' && (m = /^git\/refs\/(heads\/.+)$/.exec(path))) {
      const current = this.refs.get(m[1]);
      if (!current) return invalid('Reference does not exist');
      if (!this.commits.has(body.sha)) return invalid('Object does not exist');
      if (body.force !== true && !this.descends(body.sha, current)) return invalid('Update is not a fast forward');
      this.refs.set(m[1], body.sha);
      this.updates.push({ ref: m[1], sha: body.sha });
      return { status: 200, body: { ref: `refs/${m[1]}`, object: { sha: body.sha, type: 'commit' } } };
    }
    return notFound;
  }
}

function respond(a: Answer): Response {
  return new Response(JSON.stringify(a.body), {
    status: a.status,
    headers: { 'content-type': 'application/json', ...a.headers }
  });
}
