import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { JobViewState } from "@shared/schema/job-views";
import { ApiError } from "@/lib/api";
import { pollJob } from "@/lib/poll-job";

type Job = { state: JobViewState; progress: number };
const job = (state: JobViewState, progress: number): Job => ({ state, progress });

describe("polling a queued job", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("asks until the job settles, less and less often, and reports each figure then 100", async () => {
    const answers = [job("queued", 0), job("reading", 50), job("reading", 50), job("done", 100)];
    const asked: number[] = [];
    const progress: number[] = [];
    const started = Date.now();
    const polling = pollJob(job("queued", 0), async () => {
      asked.push(Date.now() - started);
      return answers.shift()!;
    }, { onProgress: (p) => progress.push(p), stillWaitingMessage: "still waiting" });
    await vi.runAllTimersAsync();
    await expect(polling).resolves.toEqual(job("done", 100));
    expect(asked).toEqual([400, 900, 1525, 2306]);
    expect(progress).toEqual([0, 0, 50, 50, 100]);
  });

  it("never asks more rarely than every 3 s, and gives up past the longest wait with the message, as a 504", async () => {
    const asked: number[] = [];
    const started = Date.now();
    const polling = pollJob(job("queued", 0), async () => {
      asked.push(Date.now() - started);
      return job("queued", 0);
    }, { stillWaitingMessage: "These files are still waiting to be read.", maxWaitMs: 60_000 });
    const outcome = polling.catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    const error = await outcome;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(504);
    expect((error as ApiError).body?.message).toBe("These files are still waiting to be read.");
    const gaps = asked.slice(1).map((t, i) => t - asked[i]!);
    expect(Math.max(...gaps)).toBe(3000);
    expect(asked.at(-1)!).toBeLessThanOrEqual(60_000);
  });

  it("stops when the person cancels", async () => {
    const controller = new AbortController();
    const polling = pollJob(job("reading", 50), async () => job("reading", 50), { signal: controller.signal, stillWaitingMessage: "x" });
    const outcome = polling.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort(new DOMException("cancelled", "AbortError"));
    expect(((await outcome) as DOMException).name).toBe("AbortError");
  });
});
