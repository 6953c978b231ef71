/** Every CLI command, in help order. Each family adds its commands here (one import, one spread). */
import type { Command } from './command.js';
import { simulateCommand } from './commands/simulate.js';

export const COMMANDS: Command[] = [simulateCommand];
