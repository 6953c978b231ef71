#!/usr/bin/env node
// benchgate's CLI is built into dist/cli/ (entry + on-demand chunks); see scripts/build.mjs.
await import('./cli/index.js');
