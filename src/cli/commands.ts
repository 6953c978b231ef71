/** Every CLI command, in help order. Each family adds its commands here (one import, one spread). */
import type { Command } from './command.js';
import { QSOLVE_COMMANDS } from '../suites/qsolve/cli.js';

export const COMMANDS: Command[] = [...QSOLVE_COMMANDS];
