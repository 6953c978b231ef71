/** Every CLI command, in help order. Each family adds its commands here (one import, one spread). */
import type { Command } from './command.js';
import { PCS_COMMANDS } from '../suites/pcs/commands.js';

export const COMMANDS: Command[] = [...PCS_COMMANDS];
