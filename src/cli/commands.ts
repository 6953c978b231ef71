/** Every CLI command, in help order. Each family adds its commands here (one import, one spread). */
import type { Command } from './command.js';
import { checkCommand } from './commands/check.js';
import { codesCommand } from './commands/codes.js';
import { manifestVerifyCommand } from './commands/manifest.js';
import { simulateCommand } from './commands/simulate.js';
import { FIGHTBENCH_COMMANDS } from '../suites/fightbench/cli.js';
import { PCS_COMMANDS } from '../suites/pcs/commands.js';
import { PQID_COMMANDS } from '../suites/pqid/commands.js';
import { QSOLVE_COMMANDS } from '../suites/qsolve/cli.js';

export const COMMANDS: Command[] = [checkCommand, manifestVerifyCommand, ...PQID_COMMANDS, ...PCS_COMMANDS, ...QSOLVE_COMMANDS, ...FIGHTBENCH_COMMANDS, simulateCommand, codesCommand];
