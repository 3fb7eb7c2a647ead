/**
 * The in-memory-first limit in front of sign-up (issue 33 #1): decided without I/O, shared through a counter a few
 * times per window, and two processes sharing the counter agree.
 */
import { describe, expect, it } from "vitest";
import { LocalFirstLimit, type SharedHitCounter } from "@server/http/local-first-limit";

/** The shared record (rate_limit_hits) as one process sees it, with the writes it received. */
function sharedCounter(clock: { now: number }, windowMs: number) {
  const rows = new Map<string, { hits: number; resetAt: number }>();
  const writes: number[] = [];
  const counter: SharedHitCounter = {
    async add(key, hits) {
      writes.push(hits);
      const row = rows.get(key);
      const next = !row || row.resetAt <= clock.now ? { hits, resetAt: clock.now + windowMs } : { hits: row.hits + hits, resetAt: row.resetAt };
      rows.set(key, next);
      return { totalHits: next.hits, resetTime: new Date(next.resetAt) };
    },
  };
  return { counter, writes, rows };
}

const WINDOW = 15 * 60_000;

describe("LocalFirstLimit", () => {
  it("limits a key after `limit` hits and writes the shared record twice for 80 quick hits, not 80 times", async () => {
    const clock = { now: 1_000_000 };
    const shared = sharedCounter(clock, WINDOW);
    const limit = new LocalFirstLimit(shared.counter, 30, WINDOW, 5_000, () => clock.now);
    const answers: boolean[] = [];
    for (let i = 0; i < 80; i++) {
      answers.push(limit.limited("a"));
      if (!answers[i]) limit.hit("a");
      await limit.settled();
    }
    expect(answers.filter((limited) => !limited)).toHaveLength(30);
    expect(answers.slice(30).every(Boolean)).toBe(true);
    expect(shared.writes).toEqual([1, 29]);
    expect(shared.rows.get("a")?.hits).toBe(30);
  });

  it("lets two processes agree through the shared record: a key limited on one is limited on the other after its next sync", async () => {
    const clock = { now: 1_000_000 };
    const shared = sharedCounter(clock, WINDOW);
    const a = new LocalFirstLimit(shared.counter, 30, WINDOW, 5_000, () => clock.now);
    const b = new LocalFirstLimit(shared.counter, 30, WINDOW, 5_000, () => clock.now);
    for (let i = 0; i < 30; i++) {
      a.hit("x");
      await a.settled();
    }
    expect(a.limited("x")).toBe(true);
    expect(b.limited("x")).toBe(false);
    b.hit("x"); // b's first hit in the window syncs, and learns the 30 of a
    await b.settled();
    expect(b.limited("x")).toBe(true);
  });

  it("starts a new window once the old one has ended, and keeps counting when the shared record cannot be reached", async () => {
    const clock = { now: 1_000_000 };
    const shared = sharedCounter(clock, WINDOW);
    const limit = new LocalFirstLimit(shared.counter, 2, WINDOW, 5_000, () => clock.now);
    limit.hit("k");
    limit.hit("k");
    await limit.settled();
    expect(limit.limited("k")).toBe(true);
    clock.now += WINDOW;
    expect(limit.limited("k")).toBe(false);

    const down = new LocalFirstLimit({ add: () => Promise.reject(new Error("database down")) }, 2, WINDOW, 5_000, () => clock.now);
    down.hit("k");
    await down.settled();
    down.hit("k");
    await down.settled();
    expect(down.limited("k")).toBe(true);
  });
});

describe("LocalFirstLimit while a sync is on its way", () => {
  it("counts the hits being sent, so no hit slips past the limit before the shared record answers", async () => {
    const clock = { now: 1_000_000 };
    let release: () => void = () => undefined;
    const slow: SharedHitCounter = {
      add: (_key, hits) =>
        new Promise((resolve) => {
          release = () => resolve({ totalHits: hits, resetTime: new Date(clock.now + WINDOW) });
        }),
    };
    const limit = new LocalFirstLimit(slow, 3, WINDOW, 5_000, () => clock.now);
    limit.hit("s"); // the first hit's sync stays on its way
    limit.hit("s");
    limit.hit("s");
    expect(limit.limited("s")).toBe(true);
    release();
    await limit.settled();
    expect(limit.limited("s")).toBe(true);
  });
});
