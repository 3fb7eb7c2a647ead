import type { Request } from "express";
import type { z } from "zod";
import { notFound } from "./errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Parses input with a schema; a ZodError becomes a 400 listing every issue by path. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  return schema.parse(input);
}

/** A route's uuid parameter; anything else cannot name a record, so 404. */
export function idParam(req: Request, name = "id"): string {
  const value = req.params[name];
  if (typeof value !== "string" || !UUID.test(value)) throw notFound();
  return value.toLowerCase();
}

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}
