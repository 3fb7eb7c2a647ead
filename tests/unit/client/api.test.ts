import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, fieldIssues, isUnauthorizedError } from "@/lib/api";
import { getQueryFn } from "@/lib/queryClient";

const respond = (status: number, body: string, statusText = "") =>
  vi.fn(async () => new Response(body || null, { status, statusText }));

afterEach(() => vi.unstubAllGlobals());

describe("apiRequest", () => {
  it("sends JSON with the session cookie", async () => {
    const fetchMock = respond(200, "{}");
    vi.stubGlobal("fetch", fetchMock);
    await apiRequest("POST", "/api/x", { a: 1 });
    expect(fetchMock).toHaveBeenCalledWith("/api/x", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"a":1}',
    });
  });

  it("passes FormData through untouched", async () => {
    const fetchMock = respond(200, "{}");
    vi.stubGlobal("fetch", fetchMock);
    const form = new FormData();
    form.append("f", "v");
    await apiRequest("POST", "/api/upload", form);
    const init = (fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.body).toBe(form);
    expect(init.headers).toEqual({});
  });

  it("turns a non-OK answer into `${status}: ${body}` with the parsed body", async () => {
    const body = { message: "Invalid input", errors: [{ path: "name", message: "Location name is required" }] };
    vi.stubGlobal("fetch", respond(400, JSON.stringify(body)));
    const error = await apiRequest("POST", "/api/locations", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(`400: ${JSON.stringify(body)}`);
    expect((error as ApiError).status).toBe(400);
    expect(fieldIssues(error)).toEqual(body.errors);
  });

  it("uses the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", respond(503, "", "Service Unavailable"));
    await expect(apiRequest("GET", "/api/x")).rejects.toThrow("503: Service Unavailable");
  });
});

describe("isUnauthorizedError", () => {
  it("recognises the server's 401 answer only", () => {
    expect(isUnauthorizedError(new ApiError(401, '{"message":"Unauthorized"}', { message: "Unauthorized" }))).toBe(true);
    expect(isUnauthorizedError(new Error("401: Unauthorized"))).toBe(true);
    expect(isUnauthorizedError(new Error("403: Unauthorized"))).toBe(false);
    expect(isUnauthorizedError(new Error("401: Session expired"))).toBe(false);
    expect(isUnauthorizedError("401: Unauthorized")).toBe(false);
  });
});

describe("default query function", () => {
  const run = (fn: ReturnType<typeof getQueryFn>, key: unknown[]) =>
    (fn as (ctx: unknown) => Promise<unknown>)({ queryKey: key, signal: new AbortController().signal });

  it("GETs the first key segment", async () => {
    const fetchMock = respond(200, '[{"id":"1"}]');
    vi.stubGlobal("fetch", fetchMock);
    await expect(run(getQueryFn({ on401: "throw" }), ["/api/organization/locations", "extra"])).resolves.toEqual([{ id: "1" }]);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe("/api/organization/locations");
  });

  it("gives null on 401 when asked to", async () => {
    vi.stubGlobal("fetch", respond(401, '{"message":"Unauthorized"}'));
    await expect(run(getQueryFn({ on401: "returnNull" }), ["/api/auth/user"])).resolves.toBeNull();
    vi.stubGlobal("fetch", respond(401, '{"message":"Unauthorized"}'));
    await expect(run(getQueryFn({ on401: "throw" }), ["/api/auth/user"])).rejects.toThrow(/^401: .*Unauthorized/);
  });
});
