#!/usr/bin/env node
// benchgate's CLI (the package's bin): a thin entry of the shared bundle dist/bundle/ (scripts/build.mjs); third-party notices: dist/bundle/licenses.txt.
import { cli } from './bundle/index.js';

await cli();
