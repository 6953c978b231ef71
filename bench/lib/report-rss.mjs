// Preloaded with `node --import` into a timed child: writes its peak RSS (bytes) and CPU time (ms, user + system)
// as JSON to $BENCH_RSS_FILE at exit.
import { writeFileSync } from 'node:fs';
process.on('exit', () => {
  const u = process.resourceUsage();
  if (process.env.BENCH_RSS_FILE)
    writeFileSync(
      process.env.BENCH_RSS_FILE,
      JSON.stringify({ rss: u.maxRSS * 1024, cpuMs: (u.userCPUTime + u.systemCPUTime) / 1000 })
    );
});
