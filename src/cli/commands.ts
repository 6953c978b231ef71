/** Every CLI command, in help order. Each family adds its commands here (one import, one spread). */
import type { Command } from './command.js';
import { checkCommand } from './commands/check.js';
import { codesCommand } from './commands/codes.js';
import { manifestVerifyCommand } from './commands/manifest.js';
import { mergeCommand } from './commands/merge.js';

export const COMMANDS: Command[] = [checkCommand, mergeCommand, manifestVerifyCommand, codesCommand];
