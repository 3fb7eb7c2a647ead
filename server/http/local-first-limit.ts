import type { ClientRateLimitInfo } from "express-rate-limit";

/** The shared counter behind a LocalFirstLimit: PostgresRateLimitStore in the app. */
export interface SharedHitCounter {
  /** Adds `hits` to the key's count in the current window (a new window when it has ended); the count and its end. */
  add(key: string, hits: number): Promise<ClientRateLimitInfo>;
}

interface Entry {
  /** End of the window as this process knows it (the shared record's once synced). */
  resetAt: number;
  /** The shared count at the last sync (every process's hits up to then, this one's included). */
  shared: number;
  /** Hits counted here since the last sync. */
  pending: number;
  /** Hits of the sync in flight (counted until its answer brings them back in `shared`). */
  sending: number;
  /** When the last sync was sent; 0 before the first. */
  syncedAt: number;
  syncing: boolean;
  /** A sync was sent once this process's view reached the limit. */
  syncedAtLimit: boolean;
}

/**
 * A limit decided in memory, with the count shared through PostgreSQL a few times per window instead of once per
 * hit (issue 33 #1: a burst of refused sign-ups wrote a row, and waited for a pool connection, on every refusal).
 * A key is limited when the shared count at the last sync plus the hits counted here since reaches `limit`.
 * This process adds its hits to the shared record off the request's path: at its first hit in a window, when
 * its own view reaches the limit, and at most every `syncEveryMs` while hits keep coming; each sync brings back
 * what the other processes added. Processes therefore agree within one sync: a key limited by one is limited by
 * the others from their next sync on (the limit can be passed by what the others counted in between, at most
 * `limit` each).
 */
export class LocalFirstLimit {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly shared: SharedHitCounter,
    readonly limit: number,
    readonly windowMs: number,
    private readonly syncEveryMs = 5_000,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 50_000,
  ) {}

  /** True when the key has used its limit in the current window. No I/O. */
  limited(key: string): boolean {
    const entry = this.current(key);
    return entry !== undefined && this.view(entry) >= this.limit;
  }

  /** Counts one hit for the key, and syncs with the shared record when it is time (not awaited by the caller). */
  hit(key: string): void {
    const now = this.now();
    let entry = this.current(key);
    if (!entry) {
      if (this.entries.size >= this.maxEntries) this.prune(now);
      entry = { resetAt: now + this.windowMs, shared: 0, pending: 0, sending: 0, syncedAt: 0, syncing: false, syncedAtLimit: false };
      this.entries.set(key, entry);
    }
    entry.pending += 1;
    const atLimit = this.view(entry) >= this.limit;
    if (entry.syncing) return;
    if (entry.syncedAt === 0 || (atLimit && !entry.syncedAtLimit) || now - entry.syncedAt >= this.syncEveryMs) void this.sync(key, entry, atLimit);
  }

  /** Resolves once no sync is in flight (tests, shutdown). */
  async settled(): Promise<void> {
    while ([...this.entries.values()].some((e) => e.syncing)) await new Promise((resolve) => setTimeout(resolve, 5));
  }

  private async sync(key: string, entry: Entry, atLimit: boolean) {
    const hits = entry.pending;
    entry.pending = 0;
    entry.sending = hits;
    entry.syncing = true;
    entry.syncedAt = this.now();
    if (atLimit) entry.syncedAtLimit = true;
    try {
      const info = await this.shared.add(key, hits);
      entry.shared = info.totalHits;
      if (info.resetTime) entry.resetAt = info.resetTime.getTime();
    } catch {
      // The database is unreachable: keep counting here (the hits stay pending for the next sync).
      entry.pending += hits;
    } finally {
      entry.sending = 0;
      entry.syncing = false;
    }
  }

  /** This process's view of the key's count: the shared count at the last sync, the hits on their way, the rest. */
  private view(entry: Entry) {
    return entry.shared + entry.sending + entry.pending;
  }

  private current(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= this.now() && !entry.syncing) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private prune(now: number) {
    for (const [key, entry] of this.entries) if (entry.resetAt <= now && !entry.syncing) this.entries.delete(key);
  }
}
