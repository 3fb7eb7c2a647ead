import { PAGE_SIZE_MAX, TOTAL_COUNT_HEADER } from "@shared/domain/paging";
import type { ErrorBody, FieldError } from "@shared/schema/error-views";

/** One field problem as the server reports it in a 400 body. */
export type FieldIssue = FieldError;

/** The JSON error body the server sends: `{ message, errors? }`. */
export type { ErrorBody };

/**
 * A non-OK response. `message` follows the spec's wire rule: `${status}: ${body text or statusText}`.
 * `body` holds the parsed JSON error body when the server sent one.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, text: string, body: ErrorBody | null) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
    this.body = body;
  }
}

function parseErrorBody(text: string): ErrorBody | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === "object" && typeof (parsed as ErrorBody).message === "string") {
      return parsed as ErrorBody;
    }
  } catch {
    // Not JSON: the text stays in the message only.
  }
  return null;
}

/** Throws an ApiError for any non-OK response; returns the response untouched otherwise. */
export async function throwIfNotOk(res: Response): Promise<Response> {
  if (res.ok) return res;
  const text = await res.text().catch(() => "");
  throw new ApiError(res.status, text || res.statusText, parseErrorBody(text));
}

/** Sends the session cookie; JSON bodies are serialised, FormData goes as is (multipart). */
export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: "include", headers: {} };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { "Content-Type": "application/json" };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  return throwIfNotOk(res);
}

/** apiRequest plus JSON parsing; an empty body (204) gives null. */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}

/** The server's field issues of a 400 answer, or an empty list. */
export function fieldIssues(error: unknown): FieldIssue[] {
  return error instanceof ApiError && error.status === 400 ? (error.body?.errors ?? []) : [];
}

/** GETs a JSON answer (any non-OK status throws an ApiError). */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await throwIfNotOk(await fetch(url, { credentials: "include", signal }));
  return (await res.json()) as T;
}

/**
 * Every row of a paged list endpoint (`?limit=&offset=`, total in X-Total-Count): the largest pages the server
 * gives, one after another, until the total is reached.
 */
export async function getAllPages<T>(url: string, signal?: AbortSignal): Promise<T[]> {
  const rows: T[] = [];
  const separator = url.includes("?") ? "&" : "?";
  for (;;) {
    const res = await throwIfNotOk(
      await fetch(`${url}${separator}limit=${PAGE_SIZE_MAX}&offset=${rows.length}`, { credentials: "include", signal }),
    );
    const page = (await res.json()) as T[];
    rows.push(...page);
    const total = Number(res.headers.get(TOTAL_COUNT_HEADER));
    if (page.length === 0 || !Number.isFinite(total) || rows.length >= total) return rows;
  }
}
