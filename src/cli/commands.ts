/** Every CLI command, in help order. Each family adds its commands here (one import, one spread). */
import type { Command } from './command.js';
import { PQID_COMMANDS } from '../suites/pqid/commands.js';

export const COMMANDS: Command[] = [...PQID_COMMANDS];
