/**
 * Remembers when each session's expiry was last pushed back in the store, so a rolling session writes to the
 * database at most once per `intervalMs` instead of on every request (an UPDATE, a commit, on every GET).
 * The stored expiry is then at most `intervalMs` short of exact, so the idle timeout ends a session up to that
 * much early — never late.
 */
export class TouchThrottle {
  private readonly touchedAt = new Map<string, number>();

  constructor(
    readonly intervalMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 50_000,
  ) {}

  /** True when `sid` was touched less than `intervalMs` ago; otherwise records this touch and returns false. */
  recentlyTouched(sid: string): boolean {
    const now = this.now();
    const last = this.touchedAt.get(sid);
    if (last !== undefined && now - last < this.intervalMs) return true;
    if (this.touchedAt.size >= this.maxEntries) this.prune(now);
    this.touchedAt.set(sid, now);
    return false;
  }

  forget(sid: string) {
    this.touchedAt.delete(sid);
  }

  private prune(now: number) {
    for (const [sid, at] of this.touchedAt) if (now - at >= this.intervalMs) this.touchedAt.delete(sid);
    // Still full (more live sessions than entries): forget the oldest half; they are touched again next time.
    if (this.touchedAt.size >= this.maxEntries) {
      let drop = Math.floor(this.touchedAt.size / 2);
      for (const sid of this.touchedAt.keys()) {
        if (drop-- <= 0) break;
        this.touchedAt.delete(sid);
      }
    }
  }
}

/** One minute, or a twentieth of the idle timeout when that is shorter (tests use seconds). */
export const touchIntervalFor = (idleMs: number) => Math.min(60_000, Math.floor(idleMs / 20));
