/**
 * The test tiers. A test file's tier follows from its path alone, so a new file lands in its tier without being
 * listed anywhere; the first rule that matches wins (CONTRIBUTING.md, "Test tiers"):
 * - oracle: `__tests__/oracle/` and `*.oracle.test.ts` — compare benchgate with the Python oracle in `.venv/`
 *   (Qiskit, Aer, qiskit-ibm-runtime, pqid-bench, pyarrow): `npm run test:oracle`, run by `.ci/run`.
 * - integration: `__tests__/e2e/`, `__tests__/qsolve-runner/`, `*.e2e.test.ts` and `*-e2e.test.ts` — spawn `dist/cli.js` or
 *   `dist/index.js`, or run workflows in the sandbox.
 * - conformance: `*conformance.test.ts` — benchgate against the references' vendored conformance cases
 *   (`__tests__/fixtures/conformance/`).
 * - unit: every other `__tests__/**\/*.test.ts`.
 * `npm test` runs unit, integration and conformance; `__tests__/architecture/tiers.test.ts` fails when a file that
 * imports the Python oracle, spawns dist/ or runs the sandbox sits in a lighter tier than it needs.
 */
export const TIERS = [
  { name: 'oracle', match: ['/__tests__/oracle/.*\\.test\\.ts$', '\\.oracle\\.test\\.ts$'] },
  {
    name: 'integration',
    match: ['/__tests__/e2e/.*\\.test\\.ts$', '/__tests__/qsolve-runner/.*\\.test\\.ts$', '[.-]e2e\\.test\\.ts$']
  },
  { name: 'conformance', match: ['/__tests__/.*conformance\\.test\\.ts$'] },
  { name: 'unit', match: ['/__tests__/.*\\.test\\.ts$'] }
];

const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  resolver: 'ts-jest-resolver',
  // Each file is transpiled on its own by swc (TypeScript syntax stripped to ES2022 modules: no type check, which
  // `npm run typecheck` does once for src/ and __tests__/; tsconfig.json's isolatedModules keeps every file
  // transpilable alone); jest caches the output per file content. swc instead of ts-jest: about 20 s less CPU on a
  // fresh clone, where every file is transformed cold (docs/security/house.md, "What the test suite costs").
  transform: {
    '^.+\\.ts$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } }]
  }
};

/**
 * BENCHGATE_TEST_TIERS=unit,integration runs only those tiers (the npm scripts set it; `--selectProjects` would take
 * the test paths given after it as project names). Unset: every tier.
 */
const chosen = (process.env.BENCHGATE_TEST_TIERS ?? '').split(',').filter(Boolean);
const unknown = chosen.filter((n) => !TIERS.some((t) => t.name === n));
if (unknown.length)
  throw new Error(
    `BENCHGATE_TEST_TIERS names no tier ${unknown.join(', ')}: the tiers are ${TIERS.map((t) => t.name).join(', ')}`
  );

/** @type {import('jest').Config} */
export default {
  projects: TIERS.flatMap((tier, i) =>
    chosen.length && !chosen.includes(tier.name)
      ? []
      : [
          {
            ...common,
            displayName: tier.name,
            roots: ['<rootDir>/__tests__'],
            testRegex: tier.match,
            testPathIgnorePatterns: [
              '/node_modules/',
              '/__tests__/fixtures/',
              ...TIERS.slice(0, i).flatMap((t) => t.match)
            ]
          }
        ]
  ),
  testTimeout: 60000,
  // One temporary folder per run (TMPDIR), removed when the run ends: scripts/jest-tmpdir.mjs says why.
  globalSetup: '<rootDir>/scripts/jest-tmpdir.mjs',
  globalTeardown: '<rootDir>/scripts/jest-tmpdir-teardown.mjs',
  // On a cold cache (a fresh clone), the integration tier's files first: scripts/jest-sequencer.mjs says why.
  testSequencer: '<rootDir>/scripts/jest-sequencer.mjs',
  // Three workers on two cores: some tests wait on real time (a service that hangs until a 0.3 s client timeout,
  // @actions/cache's own 3 s back-off, a lock held by another writer, a sandboxed run's time limit); a third
  // worker runs another file meanwhile. Measured on two quiet cores, unit tier: 2 workers 69.5 s, 3 workers 63.0 s,
  // the same CPU (124 s) (docs/security/house.md, "What the test suite costs").
  maxWorkers: 3,
  // No test leaves a handle open: when jest ends a worker, only its IPC and stdio pipes are active and its
  // 'exit' event fires within ~0.1 s. What takes longer is the operating-system exit of a worker that has run
  // ~20 test files (V8 tears down a heap of a few hundred MB): 0.3-1 s on a loaded 2-core machine, over jest's
  // 500 ms default, which then kills the worker and prints "A worker process has failed to exit gracefully".
  // A real leak (an open server, a ref'd interval, a child process) still keeps a worker alive past 5 s.
  workerGracefulExitTimeout: 5000
};
