/**
 * The root of dist/bundle/, the one bundle every built entry loads (scripts/build.mjs): the action
 * (`dist/index.js`), the CLI (`dist/cli.js`), the library (`dist/lib/index.js`), the quantum engine
 * (`dist/quantum/index.js`) and the simulation worker (`dist/workers/sim-worker.js`) are thin files that import this
 * module and call one of its functions. Each function is a dynamic `import()`, which ncc turns into chunks of the
 * bundle, so an entry parses only the modules it reaches (and the CLI's command groups stay chunks of their own),
 * while the modules the entries have in common are built once instead of once per entry.
 *
 * Loading this module has no side effect; the action and the CLI run when their entry module is loaded.
 */

/** Runs the action (src/index.ts): settles when the run has ended. */
export const action = (): Promise<unknown> => import('./index.js');

/** Runs the CLI (src/cli.ts) on process.argv: settles when the command has ended (process.exitCode is set). */
export const cli = (): Promise<unknown> => import('./cli.js');

/** The library (`import { check } from 'benchgate'`). */
export const lib = (): Promise<typeof import('./lib.js')> => import('./lib.js');

/** The quantum engine alone (`benchgate/quantum`). */
export const quantum = (): Promise<typeof import('./quantum/index.js')> => import('./quantum/index.js');

/** Starts the simulation worker's message loop (run inside the worker thread; see sim-pool.ts). */
export const simWorker = (): Promise<unknown> => import('./suites/qsolve/runner/sim-worker.js');
