#!/usr/bin/env node
/** The CLI's entry: everything happens in main(). */
import { main, processIO } from './cli/main.js';

process.exitCode = await main(process.argv.slice(2), processIO());
