import type { Request, Response } from "express";
import { z } from "zod";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, TOTAL_COUNT_HEADER } from "@shared/domain/paging";
import { parse } from "./validate";

export interface Page {
  limit: number;
  offset: number;
}

export interface Paged<T> {
  rows: T[];
  total: number;
}

const pageQuery = z.object({
  limit: z.coerce
    .number({ message: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(PAGE_SIZE_MAX, `limit must be at most ${PAGE_SIZE_MAX}`)
    .default(PAGE_SIZE_DEFAULT),
  offset: z.coerce
    .number({ message: "offset must be a number" })
    .int("offset must be a whole number")
    .min(0, "offset must be at least 0")
    .default(0),
});

/** `?limit=&offset=` of a list request (400 when malformed). */
export function pageOf(req: Request): Page {
  return parse(pageQuery, { limit: req.query.limit, offset: req.query.offset });
}

/** Sends one page as a JSON array with the total in X-Total-Count. */
export function sendPage<T, V>(res: Response, paged: Paged<T>, present: (row: T) => V) {
  res.setHeader(TOTAL_COUNT_HEADER, String(paged.total));
  res.json(paged.rows.map(present));
}
