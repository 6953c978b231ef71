/**
 * The trajectory workers run functions from their source (`${fn.toString()}` in noise/trajectory-shots.ts
 * startShotWorkers): such a function may name only the other functions the worker defines and JavaScript
 * globals. A reference to an imported binding or a module-level constant would be a ReferenceError in the
 * worker, and a failed worker only shows as its shots being run again on the main thread (slower, no error).
 */
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import ts from 'typescript';
import * as cmat from '../../../src/quantum/circuit/cmat.js';
import * as shots from '../../../src/quantum/methods/trajectory/static-shots.js';
import * as wasm from '../../../src/quantum/methods/trajectory/wasm.js';
import * as execute from '../../../src/quantum/statevector/shot-by-shot.js';

const SOURCE = readFileSync(
  new URL('../../../src/quantum/methods/trajectory/static-shots.ts', import.meta.url),
  'utf8'
);

/** The names the worker source defines from a function's source: `const NAME = (${NAME.toString()});`. */
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

const MODULES: Record<string, unknown>[] = [shots, wasm, cmat, execute];
function lookup(name: string): (...args: never[]) => unknown {
  const f = MODULES.map((m) => m[name]).find((x) => typeof x === 'function');
  if (typeof f !== 'function') throw new Error(`${name}: no module the test imports exports it`);
  return f as (...args: never[]) => unknown;
}

/** Free names that are neither a function the worker defines nor a global: what would fail in the worker. */
function outsideNames(fn: (...args: never[]) => unknown, workerNames: readonly string[]): string[] {
  return [...freeNames(fn.toString())].filter((n) => !workerNames.includes(n) && !(n in globalThis)).sort();
}

describe('trajectory worker functions are self-contained', () => {
  const names = workerFunctionNames(SOURCE);

  test('the worker source is built from the expected functions, each exported by a module it imports', () => {
    expect(names).toEqual(['runStaticShots', 'bindTrajectoryPass', 'cmul', 'prob1', 'project', 'xoshiroDoubles']);
    for (const n of names) expect(() => lookup(n)).not.toThrow();
  });

  test.each(workerFunctionNames(SOURCE))('%s names no imported binding or module-level constant', (name) => {
    expect(outsideNames(lookup(name), names)).toEqual([]);
  });

  test('the check catches a function that uses an import (runSteps calls warmKernels, applyDirect, …)', () => {
    const outside = outsideNames(execute.runSteps, names);
    expect(outside).toContain('warmKernels');
    expect(outside).toContain('applyDirect');
  });
});
