/** Time source for pacing, back-off and budgets (tests inject a fake one that advances on sleep). */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realClock: Clock = { now: () => Date.now(), sleep: (ms) => new Promise<void>((r) => setTimeout(r, ms)) };

export interface PacingLimits {
  /** Minimum gap between the starts of two writes (GitHub: at least 1 s). */
  writeGapMs: number;
  /** Writes per minute (GitHub: at most 80 content-creating requests a minute). */
  writesPerMinute: number;
  /** Writes per hour (GitHub: at most 500 content-creating requests an hour). */
  writesPerHour: number;
}

/**
 * Write pacing shared by every channel of one client: ≥ gap between writes, ≤ N a minute and an hour, on the
 * injected clock, and refused up front when the next slot is after the caller's deadline.
 * (@octokit/plugin-throttling's write group only keeps 1 s between writes, on wall-clock timers, and queues a
 * write whatever its deadline: docs/github.md, "API client".)
 */
export class WriteThrottle {
  private starts: number[] = [];
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly clock: Clock,
    private readonly limits: PacingLimits
  ) {}

  /** When the next write may start (clock ms). */
  nextSlot(): number {
    const s = this.starts;
    let at = this.clock.now();
    if (s.length) at = Math.max(at, s[s.length - 1] + this.limits.writeGapMs);
    if (s.length >= this.limits.writesPerMinute) at = Math.max(at, s[s.length - this.limits.writesPerMinute] + 60_000);
    if (s.length >= this.limits.writesPerHour) at = Math.max(at, s[s.length - this.limits.writesPerHour] + 3_600_000);
    return at;
  }

  /** Waits for a slot and records the write's start; refuses (false) when the slot is after the deadline. */
  acquire(deadline: number): Promise<boolean> {
    const next = this.chain.then(async () => {
      const at = this.nextSlot();
      if (at > deadline) return false;
      const wait = at - this.clock.now();
      if (wait > 0) await this.clock.sleep(wait);
      this.starts.push(this.clock.now());
      const keep = this.limits.writesPerHour;
      if (this.starts.length > keep) this.starts.splice(0, this.starts.length - keep);
      return true;
    });
    this.chain = next.catch(() => undefined);
    return next;
  }
}
