/**
 * Shot branching of dynamic circuits (issue #32), against the oracle: the exact branch probabilities equal Qiskit
 * Aer's (density matrix of the deferred-measurement circuit). The rest of the branching tests: branching.test.ts.
 */
import { expect, test } from '@jest/globals';
import { join } from 'node:path';
import { dynamicDistribution, parseQasm } from '../../../src/quantum/index.js';
import { describeOracle, runOracle } from '../../helpers/python-oracle.js';
import { REPO } from '../../helpers/paths.js';
import { FAMILIES } from './dynamic-families.js';

describeOracle('exact branch probabilities against Qiskit Aer (density matrix, deferred measurement)', () => {
  test('every family: the same probabilities to 1e-9', () => {
    const names = Object.keys(FAMILIES);
    const out = runOracle<{ dists: Record<string, number>[] }>(join(REPO, '__tests__', 'oracle', 'dynamic_exact.py'), {
      circuits: names.map((k) => FAMILIES[k])
    });
    names.forEach((name, i) => {
      const ours = dynamicDistribution(parseQasm(FAMILIES[name]));
      const aer = out.dists[i];
      for (const k of new Set([...Object.keys(ours), ...Object.keys(aer)]))
        expect([name, k, Math.abs((ours[k] ?? 0) - (aer[k] ?? 0)) < 1e-9]).toEqual([name, k, true]);
    });
  });
});
