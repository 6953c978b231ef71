/** Every CLI command, in help order. Each family adds its commands here (one import, one spread). */
import type { Command } from './command.js';
import { FIGHTBENCH_COMMANDS } from '../suites/fightbench/cli.js';

export const COMMANDS: Command[] = [...FIGHTBENCH_COMMANDS];
