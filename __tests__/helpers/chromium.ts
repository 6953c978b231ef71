import { existsSync } from 'node:fs';

/** A system Chromium for the browser tests: CHROMIUM_PATH, else the Debian package's or a usual path; undefined when none. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const given = env['CHROMIUM_PATH'];
  if (given) return existsSync(given) ? given : undefined;
  return [
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
    '/usr/bin/google-chrome-stable'
  ].find((p) => existsSync(p));
}
