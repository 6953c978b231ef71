// benchgate Qsolve workflow runner for JavaScript workflows (circuit protocol 1).
//
// Started by benchgate as `node --max-old-space-size=N qsolve_runner.mjs --module workflow.mjs` with two extra
// pipes: requests arrive on fd 3, this runner's messages leave on fd 4, one JSON object per line
// (docs/workflow-protocol.md). The workflow's console output (fds 1 and 2) is captured separately.
//
// The API mirrors the Python runner: `export const METHODS = { name: (inp, params, ctx) => ({objective, solution}) }`
// (or one exported function per method), `export function evaluate(inp, solution)`, optional
// `export function estimate(inp, params)`. `ctx.run(qasm, shots, options?)` is synchronous and returns counts.
// Methods may be async. Workflows get `MethodUnavailable` from `ctx.MethodUnavailable` or
// `globalThis.MethodUnavailable`.
import { readSync, writeSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const PROTOCOL = 1;
const MAX_MESSAGE = 16 * 1024 * 1024;
const MAX_QASM = 4 * 1024 * 1024;
const MAX_SHOTS = 100000;
const DEFAULT_SHOTS = 1024;
const IN_FD = 3;
const OUT_FD = 4;

export class MethodUnavailable extends Error {
  constructor(reason = '', opts = {}) {
    super(String(reason));
    this.name = 'MethodUnavailable';
    this.reason = String(reason);
    this.missingModule = opts.missingModule ?? opts.missing_module ?? null;
  }
}
export class CircuitRefused extends Error {
  constructor(message) {
    super(message);
    this.name = 'CircuitRefused';
  }
}
class BackendUnavailable {
  constructor(message) {
    this.message = message;
  }
}
globalThis.MethodUnavailable = MethodUnavailable;

// ---- blocking line I/O on fds 3 and 4
let pending = Buffer.alloc(0);
const chunk = Buffer.alloc(1 << 16);
const sleeper = new Int32Array(new SharedArrayBuffer(4));

function readLine() {
  for (;;) {
    const nl = pending.indexOf(10);
    if (nl >= 0) {
      const line = pending.subarray(0, nl);
      pending = pending.subarray(nl + 1);
      return JSON.parse(line.toString('utf8'));
    }
    if (pending.length > MAX_MESSAGE) throw new Error('request over the protocol limit');
    let n;
    try {
      n = readSync(IN_FD, chunk, 0, chunk.length, null);
    } catch (e) {
      if (e.code === 'EAGAIN') {
        Atomics.wait(sleeper, 0, 0, 2);
        continue;
      }
      throw e;
    }
    if (n === 0) return null;
    pending = Buffer.concat([pending, chunk.subarray(0, n)]);
  }
}

function send(msg) {
  const data = Buffer.from(JSON.stringify(msg, (_k, v) => (typeof v === 'number' && !Number.isFinite(v) ? null : typeof v === 'bigint' ? Number(v) : v)) + '\n', 'utf8');
  if (data.length > MAX_MESSAGE) throw new RangeError(`message of ${data.length} bytes is over the protocol limit of ${MAX_MESSAGE} bytes`);
  let off = 0;
  while (off < data.length) {
    try {
      off += writeSync(OUT_FD, data, off, data.length - off);
    } catch (e) {
      if (e.code === 'EAGAIN') {
        Atomics.wait(sleeper, 0, 0, 2);
        continue;
      }
      throw e;
    }
  }
}

// ---- seeded random numbers (xoshiro128**, seeded with splitmix32)
function makeRng(seed) {
  let s = (Number(BigInt.asUintN(32, BigInt(seed))) ^ 0x9e3779b9) >>> 0;
  const next32 = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = next32(), b = next32(), c = next32(), d = next32();
  const u32 = () => {
    const r = Math.imul(((Math.imul(b, 5) << 7) | (Math.imul(b, 5) >>> 25)), 9) >>> 0;
    const t = b << 9;
    c ^= a; d ^= b; b ^= c; a ^= d; c ^= t;
    d = (d << 11) | (d >>> 21);
    return r;
  };
  return {
    random: () => ((u32() >>> 5) * 67108864 + (u32() >>> 6)) / 9007199254740992,
    int: (n) => Math.floor((((u32() >>> 5) * 67108864 + (u32() >>> 6)) / 9007199254740992) * n)
  };
}

const finiteOrNull = (x, what) => {
  if (x === null || x === undefined) return null;
  if (typeof x !== 'number') throw new TypeError(`${what} must be a number, got ${typeof x}`);
  return Number.isFinite(x) ? x : null;
};

function makeCtx(callId, req) {
  let seq = 0;
  const params = req.params ?? {};
  const ctx = {
    method: req.method,
    kind: req.kind ?? 'classical',
    seed: req.seed ?? 0,
    target: req.target ?? 'sim-cpu',
    params,
    rng: makeRng(req.seed ?? 0),
    details: {},
    maxShots: MAX_SHOTS,
    MethodUnavailable,
    _mitigation: null,
    // options: { initialLayout, optimizationLevel, seedTranspiler } for benchgate's transpiler (device targets);
    // each defaults to the case param initial_layout / optimization_level / seed_transpiler
    run(qasm, shots, options = {}) {
      if (ctx.kind !== 'quantum') throw new CircuitRefused(`classical method ${ctx.method} cannot send circuits (its backend refuses them)`);
      const s = shots ?? params.shots ?? DEFAULT_SHOTS;
      if (!Number.isInteger(s)) throw new TypeError('shots must be an integer');
      if (s < 1 || s > MAX_SHOTS) throw new RangeError(`shots must be between 1 and ${MAX_SHOTS}, got ${s}`);
      if (typeof qasm !== 'string') throw new TypeError('ctx.run needs OpenQASM 2/3 text');
      if (Buffer.byteLength(qasm) > MAX_QASM) throw new RangeError(`circuit text over ${MAX_QASM} bytes`);
      const given = {
        initial_layout: options.initialLayout ?? params.initial_layout,
        optimization_level: options.optimizationLevel ?? params.optimization_level,
        seed_transpiler: options.seedTranspiler ?? params.seed_transpiler
      };
      const opts = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined && v !== null));
      const msg = { v: PROTOCOL, type: 'circuit', id: callId, seq: seq++, qasm, shots: s };
      if (Object.keys(opts).length) msg.options = opts;
      send(msg);
      const reply = readLine();
      if (reply === null) throw new BackendUnavailable('benchgate closed the request pipe');
      if (reply.type === 'counts') return reply.counts;
      if (reply.type === 'circuit_error') {
        if (reply.unavailable) throw new BackendUnavailable(reply.message ?? 'target not available');
        throw new CircuitRefused(`the backend refused the circuit: ${reply.message ?? ''}`);
      }
      throw new Error(`unexpected reply to a circuit: ${reply.type}`);
    },
    reportMitigation({ fidelity, postselection, coverage } = {}) {
      const m = {};
      if (fidelity !== undefined && fidelity !== null) m.fidelity = finiteOrNull(fidelity, 'fidelity');
      if (postselection !== undefined && postselection !== null) m.postselection = finiteOrNull(postselection, 'postselection');
      if (coverage !== undefined && coverage !== null) m.coverage = finiteOrNull(coverage, 'coverage');
      ctx._mitigation = m;
    },
    unavailable(reason, missingModule) {
      throw new MethodUnavailable(reason, { missingModule });
    },
    log: (...a) => console.error(...a)
  };
  ctx.report_mitigation = ctx.reportMitigation;
  return ctx;
}

const errorOf = (e) => ({
  type: (e && (e.name || e.constructor?.name)) || typeof e,
  message: String(e && e.message !== undefined ? e.message : e).slice(0, 4000),
  traceback: String(e && e.stack ? e.stack : '').slice(-4000)
});

function methodResult(ret, ctx) {
  if (!ret || typeof ret !== 'object' || Array.isArray(ret)) throw new TypeError("a method must return an object with 'objective' and 'solution'");
  if (!('objective' in ret) || !('solution' in ret)) throw new TypeError(`a method must return an object with 'objective' and 'solution' (got keys ${Object.keys(ret).sort().join(', ')})`);
  const out = { objective: finiteOrNull(ret.objective, 'objective'), solution: ret.solution ?? null };
  if (ret.stderr !== undefined && ret.stderr !== null) out.stderr = finiteOrNull(ret.stderr, 'stderr');
  out.details = { ...ctx.details, ...(ret.details && typeof ret.details === 'object' ? ret.details : {}) };
  if (ret.mitigation && typeof ret.mitigation === 'object') ctx.reportMitigation(ret.mitigation);
  if (ctx._mitigation) out.mitigation = ctx._mitigation;
  return out;
}

async function handle(mod, req) {
  const seed = req.seed ?? 0;
  const rng = makeRng(seed);
  Math.random = rng.random;
  if (req.fn === 'method') {
    const own = (o, k) => o != null && Object.prototype.hasOwnProperty.call(o, k) && typeof o[k] === 'function' ? o[k] : undefined; // never an inherited `constructor`/`toString`
    const fn = own(mod.METHODS, req.method) ?? own(mod, req.method);
    if (!fn) return { error: { type: 'ReferenceError', message: `the workflow module defines no method "${req.method}" (add it to METHODS or export a function of that name)` } };
    const ctx = makeCtx(req.id, req);
    try {
      const ret = await fn(req.input, ctx.params, ctx);
      return { value: methodResult(ret, ctx) };
    } catch (e) {
      if (e instanceof BackendUnavailable) return { backend_unavailable: e.message };
      if (e && e.name === 'MethodUnavailable') return { unavailable: e.reason ?? e.message, missing_module: e.missingModule ?? e.missing_module ?? null };
      return { error: errorOf(e) };
    }
  }
  if (req.fn === 'evaluate') {
    if (typeof mod.evaluate !== 'function') return { error: { type: 'ReferenceError', message: 'the workflow module exports no evaluate(input, solution)' } };
    try {
      return { value: finiteOrNull(await mod.evaluate(req.input, req.solution), 'evaluate() result') };
    } catch (e) {
      return { error: errorOf(e) };
    }
  }
  if (req.fn === 'estimate') {
    if (typeof mod.estimate !== 'function') return { absent: true };
    try {
      const v = await mod.estimate(req.input, req.params ?? {});
      if (v === null || v === undefined) return { value: null };
      return { value: { circuits: finiteOrNull(v.circuits ?? null, 'circuits'), shots: finiteOrNull(v.shots ?? null, 'shots') } };
    } catch (e) {
      return { error: errorOf(e) };
    }
  }
  return { error: { type: 'ProtocolError', message: `unknown call ${req.fn}` } };
}

async function main() {
  const i = process.argv.indexOf('--module');
  const modulePath = i >= 0 ? process.argv[i + 1] : undefined;
  const hello = { v: PROTOCOL, type: 'hello', protocol: PROTOCOL, language: 'javascript', version: process.versions.node };
  let mod;
  try {
    mod = await import(pathToFileURL(modulePath).href);
  } catch (e) {
    send({ ...hello, error: errorOf(e) });
    return 1;
  }
  send({ ...hello, methods: mod.METHODS ? Object.keys(mod.METHODS).sort() : [], evaluate: typeof mod.evaluate === 'function', estimate: typeof mod.estimate === 'function' });
  for (;;) {
    const req = readLine();
    if (req === null || req.type === 'exit') return 0;
    if (req.type !== 'call') {
      send({ v: PROTOCOL, type: 'fatal', error: { type: 'ProtocolError', message: 'expected a call' } });
      return 2;
    }
    const t0 = performance.now();
    const res = await handle(mod, req);
    Object.assign(res, { v: PROTOCOL, type: 'result', id: req.id, wall_time_s: (performance.now() - t0) / 1000 });
    try {
      send(res);
    } catch (e) {
      send({ v: PROTOCOL, type: 'result', id: req.id, error: { type: e.name, message: `the result cannot be sent: ${e.message}` } });
    }
  }
}

main().then(
  (code) => process.exit(code),
  (e) => {
    process.stderr.write(`qsolve_runner: ${e && e.stack ? e.stack : e}\n`);
    process.exit(2);
  }
);
