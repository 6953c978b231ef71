/** @type {import('jest').Config} */
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  resolver: 'ts-jest-resolver',
  // tsconfig.json sets isolatedModules, so ts-jest transpiles each file on its own (ts.transpileModule: no type
  // check, which `npm run typecheck` does once for src/ and __tests__/); jest caches the output per file content.
  transform: {
    '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.test.json', useESM: true, diagnostics: false }]
  },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  testTimeout: 60000,
  maxWorkers: 2,
  // No test leaves a handle open: when jest ends a worker, only its IPC and stdio pipes are active and its
  // 'exit' event fires within ~0.1 s. What takes longer is the operating-system exit of a worker that has run
  // ~20 test files (V8 tears down a heap of a few hundred MB): 0.3-1 s on a loaded 2-core machine, over jest's
  // 500 ms default, which then kills the worker and prints "A worker process has failed to exit gracefully".
  // A real leak (an open server, a ref'd interval, a child process) still keeps a worker alive past 5 s.
  workerGracefulExitTimeout: 5000
};
