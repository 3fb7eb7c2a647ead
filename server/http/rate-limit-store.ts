import { sql } from "drizzle-orm";
import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import { rateLimitHits } from "@shared/schema";
import type { Db } from "../db/connection";

/**
 * An express-rate-limit store in PostgreSQL (`rate_limit_hits`), so every app instance counts against the same
 * limit. One store per limiter (express-rate-limit refuses a shared one); `prefix` keeps their keys apart.
 * Expired rows restart at the next hit and are pruned at most once a window. Time is the instance's clock
 * (instances are expected to keep NTP time), passed in, so windows do not depend on the database's clock.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private prunedAt = 0;

  constructor(
    private readonly db: Db,
    readonly prefix: string,
    private readonly now: () => number = () => Date.now(),
  ) {}

  init(options: Options) {
    this.windowMs = options.windowMs;
  }

  private key(key: string) {
    return `${this.prefix}:${key}`;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const rows = await this.db
      .select({ hits: rateLimitHits.hits, resetAt: rateLimitHits.resetAt })
      .from(rateLimitHits)
      .where(sql`${rateLimitHits.key} = ${this.key(key)} and ${rateLimitHits.resetAt} > ${this.at()}`);
    const row = rows[0];
    return row ? { totalHits: row.hits, resetTime: row.resetAt } : undefined;
  }

  increment(key: string): Promise<ClientRateLimitInfo> {
    return this.add(key, 1);
  }

  /** Counts `hits` at once (a process that counted them in memory first, see local-first-limit.ts). */
  async add(key: string, hits: number): Promise<ClientRateLimitInfo> {
    const now = this.at();
    const { rows } = await this.db.execute<{ hits: number; reset_at: string | Date }>(sql`
      insert into ${rateLimitHits} as h (key, hits, reset_at)
      values (${this.key(key)}, ${hits}::int, ${this.at(this.windowMs)})
      on conflict (key) do update set
        hits = case when h.reset_at <= ${now} then ${hits}::int else h.hits + ${hits}::int end,
        reset_at = case when h.reset_at <= ${now} then excluded.reset_at else h.reset_at end
      returning hits, reset_at`);
    await this.pruneNowAndThen();
    const row = rows[0]!;
    return { totalHits: Number(row.hits), resetTime: new Date(row.reset_at) };
  }

  async decrement(key: string): Promise<void> {
    await this.db.execute(
      sql`update ${rateLimitHits} set hits = greatest(hits - 1, 0) where key = ${this.key(key)} and reset_at > ${this.at()}`,
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.db.execute(sql`delete from ${rateLimitHits} where key = ${this.key(key)}`);
  }

  /** The instance's time (plus `offsetMs`) as a timestamptz parameter. */
  private at(offsetMs = 0) {
    return sql`to_timestamp(${(this.now() + offsetMs) / 1000})`;
  }

  private async pruneNowAndThen() {
    const now = this.now();
    if (now - this.prunedAt < this.windowMs) return;
    this.prunedAt = now;
    // A minute's grace for instances whose clocks run a little apart.
    await this.db.execute(sql`delete from ${rateLimitHits} where reset_at < ${this.at(-60_000)}`);
  }
}
