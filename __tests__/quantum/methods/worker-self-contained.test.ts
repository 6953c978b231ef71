/**
 * Worker threads that run functions from their source (`const NAME = (${NAME.toString()});` in a `new Worker(src,
 * { eval: true })`): the trajectory shot workers (src/quantum/methods/trajectory/static-shots.ts startShotWorkers,
 * which also take `project` from src/quantum/statevector/shot-by-shot.ts) and the density-matrix worker pool
 * (src/quantum/methods/density-pauli/worker-pool.ts startTeam). Such a function may name only the other functions
 * the worker defines and JavaScript globals. A reference to an imported binding or a module-level constant would be
 * a ReferenceError in the worker, and a failed worker only shows as its work being done again on the main thread
 * (slower, no error). Two checks: a scan of each function's free names, and a run of the functions in a fresh
 * `vm` context (JavaScript globals only, no module scope) on a tiny input, against the module's own function.
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import vm from 'node:vm';
import ts from 'typescript';
import * as cmat from '../../../src/quantum/circuit/cmat.js';
import * as pairKernel from '../../../src/quantum/methods/density-pauli/pair-kernel.js';
import * as reduce from '../../../src/quantum/methods/density-pauli/reduce.js';
import * as tiles from '../../../src/quantum/methods/density-pauli/tiles.js';
import * as shots from '../../../src/quantum/methods/trajectory/static-shots.js';
import * as trajectoryWasm from '../../../src/quantum/methods/trajectory/wasm.js';
import * as shotByShot from '../../../src/quantum/statevector/shot-by-shot.js';
import { seeded } from '../../helpers/random.js';

type Fn = (...args: never[]) => unknown;

interface WorkerSource {
  file: string;
  /** The modules the worker's functions come from (the ones its file imports them from). */
  modules: Record<string, unknown>[];
  functions: string[];
}

const WORKERS: WorkerSource[] = [
  {
    file: 'methods/trajectory/static-shots.ts',
    modules: [shots, trajectoryWasm, cmat, shotByShot],
    functions: ['runStaticShots', 'bindTrajectoryPass', 'mul2', 'prob1', 'project', 'xoshiroDoubles']
  },
  {
    file: 'methods/density-pauli/worker-pool.ts',
    modules: [pairKernel, tiles, reduce],
    functions: ['pairPass', 'pairRange', 'runTiles', 'reduceChunks']
  }
];

const sourceOf = (file: string): string =>
  readFileSync(new URL(`../../../src/quantum/${file}`, import.meta.url), 'utf8');

/** The names a worker source defines from a function's source: `const NAME = (${NAME.toString()});`. */
function workerFunctionNames(source: string): string[] {
  return [...source.matchAll(/const (\w+) = \(\$\{(\w+)\.toString\(\)\}\);/g)].map((m) => {
    expect(m[2]).toBe(m[1]);
    return m[1];
  });
}

/** Names a function's JavaScript source refers to that it does not declare itself (parameters, locals, catch). */
function freeNames(fnSource: string): Set<string> {
  const sf = ts.createSourceFile('fn.js', `(${fnSource});`, ts.ScriptTarget.ES2022, true, ts.ScriptKind.JS);
  const declared = new Set<string>();
  const used = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      (ts.isParameter(node) ||
        ts.isVariableDeclaration(node) ||
        ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isBindingElement(node)) &&
      node.name &&
      ts.isIdentifier(node.name)
    )
      declared.add(node.name.text);
    if (ts.isIdentifier(node)) {
      const p = node.parent;
      const isPropertyName =
        (ts.isPropertyAccessExpression(p) && p.name === node) ||
        (ts.isPropertyAssignment(p) && p.name === node) ||
        (ts.isMethodDeclaration(p) && p.name === node);
      if (!isPropertyName) used.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return new Set([...used].filter((n) => !declared.has(n)));
}

function lookup(w: WorkerSource, name: string): Fn {
  const f = w.modules.map((m) => m[name]).find((x) => typeof x === 'function');
  if (typeof f !== 'function') throw new Error(`${name}: no module of ${w.file} the test imports exports it`);
  return f as Fn;
}

/** Free names that are neither a function the worker defines nor a global: what would fail in the worker. */
function outsideNames(fn: Fn, workerNames: readonly string[]): string[] {
  return [...freeNames(fn.toString())].filter((n) => !workerNames.includes(n) && !(n in globalThis)).sort();
}

/** The worker's functions evaluated from their source alone, as the worker does, in a fresh context. */
function inFreshContext(w: WorkerSource): Record<string, Fn> {
  const ctx = vm.createContext({});
  const defs = w.functions.map((n) => `const ${n} = (${lookup(w, n).toString()});`).join('\n');
  return vm.runInContext(`${defs}\n({ ${w.functions.join(', ')} })`, ctx) as Record<string, Fn>;
}

describe.each(WORKERS)('worker functions of $file are self-contained', (w) => {
  const names = workerFunctionNames(sourceOf(w.file));

  test('the worker source is built from the expected functions, each exported by a module it imports', () => {
    expect(names).toEqual(w.functions);
    for (const n of names) expect(() => lookup(w, n)).not.toThrow();
  });

  test.each(w.functions)('%s names no imported binding or module-level constant', (name) => {
    expect(outsideNames(lookup(w, name), names)).toEqual([]);
  });

  test('every function evaluates from its source alone in a fresh context (no module scope)', () => {
    const fns = inFreshContext(w);
    for (const n of w.functions) expect(typeof fns[n]).toBe('function');
  });
});

const I4 = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1];

describe('the worker functions run from their source alone on a tiny input, as the modules do', () => {
  test('density-matrix pool: pairPass (the workers’ self-check and a random pass) and pairRange', () => {
    const fresh = inFreshContext(WORKERS[1]);
    const t = new Float64Array(16);
    t[0] = 1;
    t[12] = 1;
    fresh.pairPass(...([t, 2, 0, 1, I4, I4, 0, true] as never[]));
    expect([t[0], t[12]]).toEqual([1, 1]);
    const c0 = Float64Array.from({ length: 64 }, (_, i) => Math.sin(i + 1));
    const ra = [1, 0, 0, 0, 0.1, 0.8, 0.2, 0, 0, -0.3, 0.7, 0.1, 0.05, 0, 0.2, 0.9];
    const rb = [1, 0, 0, 0, 0, 0.6, 0, 0.3, 0.1, 0, 0.9, 0, 0, -0.2, 0.1, 0.8];
    const a = Float64Array.from(c0),
      b = Float64Array.from(c0);
    pairKernel.pairPass(a, 3, 0, 2, ra, rb, 0.01, true);
    fresh.pairPass(...([b, 3, 0, 2, ra, rb, 0.01, true] as never[]));
    expect(Array.from(b)).toEqual(Array.from(a));
    for (let part = 0; part < 3; part++)
      expect(fresh.pairRange(...([4, 1, 3, part, 3] as never[]))).toEqual(pairKernel.pairRange(4, 1, 3, part, 3));
  });

  test('trajectory shots: mul2, prob1, project and xoshiroDoubles', () => {
    const fresh = inFreshContext(WORKERS[0]);
    const m = [0.6, 0.1, -0.2, 0.7, 0.3, -0.4, 0.5, 0.2];
    const n = [-0.1, 0.9, 0.4, -0.3, 0.8, 0.05, -0.6, 0.35];
    // mul2 is cmul(a, b, 2) written out: the same bits
    expect(fresh.mul2(...([m, n] as never[]))).toEqual(cmat.cmul(m, n, 2));
    expect(cmat.mul2(n, m)).toEqual(cmat.cmul(n, m, 2));
    const r = seeded(5);
    const rand = () => Array.from({ length: 8 }, () => (r.chance(0.1) ? 0 : r.next() * 4 - 2));
    const differ: number[] = [];
    for (let i = 0; i < 2000; i++) {
      const [a, b] = [rand(), rand()];
      const x = cmat.mul2(a, b),
        y = cmat.cmul(a, b, 2);
      if (!x.every((v, j) => Object.is(v, y[j]))) differ.push(i);
    }
    expect(differ).toEqual([]);
    const state = (): [Float64Array, Float64Array] => [
      Float64Array.of(0.5, 0.1, -0.3, 0.4),
      Float64Array.of(0.2, -0.5, 0.3, 0.25)
    ];
    const [re, im] = state();
    expect(fresh.prob1(...([re, im, 2, 1] as never[]))).toBe(shots.prob1(re, im, 2, 1));
    const [re1, im1] = state(),
      [re2, im2] = state();
    shotByShot.project(re1, im1, 2, 0, 1, 1.7, false);
    fresh.project(...([re2, im2, 2, 0, 1, 1.7, false] as never[]));
    expect([Array.from(re2), Array.from(im2)]).toEqual([Array.from(re1), Array.from(im1)]);
    const own = shots.xoshiroDoubles(1, 2, 3, 4);
    const next = fresh.xoshiroDoubles(...([1, 2, 3, 4] as never[])) as () => number;
    for (let i = 0; i < 5; i++) expect(next()).toBe(own());
  });
});

describe('the checks fail on a function that uses an import', () => {
  test('the scan names the imports runSteps calls (warmKernels, applyDirect, …)', () => {
    const outside = outsideNames(shotByShot.runSteps, WORKERS[0].functions);
    expect(outside).toContain('warmKernels');
    expect(outside).toContain('applyDirect');
  });

  test('in a fresh context, a function naming an outside helper throws a ReferenceError when it runs', () => {
    const ctx = vm.createContext({});
    const f = vm.runInContext(`(${shotByShot.collapse.toString()})`, ctx) as Fn;
    expect(outsideNames(shotByShot.collapse, [])).toEqual(['project']);
    const [re, im] = [Float64Array.of(0.6, 0.8), Float64Array.of(0, 0)];
    expect(() => f(...([re, im, 1, 0, 1, 0.64, false] as never[]))).toThrow(/project is not defined/);
  });
});
