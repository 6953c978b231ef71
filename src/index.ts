/** The action's entry: everything happens in run(). */
import { run } from './action/main.js';

await run();
