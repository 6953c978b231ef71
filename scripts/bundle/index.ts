// ncc's entry for dist/bundle/ (scripts/build.mjs): src/bundle.ts, built under this folder's tsconfig.json, which
// lets ncc transpile each file alone (--transpile-only) without NodeNext's per-file module format.
export * from '../../src/bundle.js';
