import { expect, test } from '@jest/globals';
import { describeOracle, oracle, runOracle } from '../helpers/python-oracle.js';

describeOracle('the Python oracle', () => {
  test('is an interpreter of its own (the venv, or BENCHGATE_ORACLE_PYTHON)', () => {
    expect(oracle().python).toMatch(/python/);
  });
  test('has the pinned versions of requirements.txt', () => {
    const v = runOracle<Record<string, string>>({
      code: `import json, qiskit, qiskit_aer, qiskit_ibm_runtime, pyarrow, importlib.metadata as m
print(json.dumps({"qiskit": qiskit.__version__, "qiskit-aer": qiskit_aer.__version__, "qiskit-ibm-runtime": qiskit_ibm_runtime.__version__, "pyarrow": pyarrow.__version__, "pqid-bench": m.version("pqid-bench")}))`
    });
    expect(v).toEqual({
      qiskit: '2.6.1',
      'qiskit-aer': '0.18.2',
      'qiskit-ibm-runtime': '0.51.0',
      pyarrow: '26.0.1',
      'pqid-bench': '1.2.1'
    });
  });
});
