import { describe, expect, it } from "vitest";
import { DAILY_JOBS } from "@server/jobs/scheduler";

describe("daily jobs", () => {
  it("each holds an advisory lock of its own (a shared key would let one instance skip the other job)", () => {
    const keys = DAILY_JOBS.map((job) => job.lockKey);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("purge the trash before deleting orphan documents, whose rows the purge frees", () => {
    const order = DAILY_JOBS.map((job) => job.name);
    expect(order.indexOf("purge-trash")).toBeLessThan(order.indexOf("delete-orphan-documents"));
  });
});
