import { expect } from "vitest";
import type { z } from "zod";

/** What a schema makes of an input: the parsed value, or the issues (code, path, message) in order. */
export function outcome(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data, keys: Object.keys(result.data as object) };
  return { ok: false, issues: result.error.issues.map(({ code, path, message }) => ({ code, path, message })) };
}

/** Asserts two schemas accept, transform and reject every input alike. */
export function expectSameValidation(actual: z.ZodType, expected: z.ZodType, inputs: readonly unknown[]) {
  for (const input of inputs) {
    expect(outcome(actual, input), JSON.stringify(input)).toStrictEqual(outcome(expected, input));
  }
}
