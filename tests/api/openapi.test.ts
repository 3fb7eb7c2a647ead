/**
 * The OpenAPI 3.1 document at /api/openapi.json: valid by an OpenAPI validator, every route of the app's route
 * listing in it, and request bodies generated from the shared zod schemas (a schema change shows in the document).
 */
import type { Express } from "express";
import { Validator } from "@seriousme/openapi-schema-validator";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertVendorSchema } from "@shared/schema";
import { OPERATIONS } from "@server/openapi/operations";
import { listRoutes } from "../support/routes";
import { createTestApp, type TestApp } from "../support/test-app";

let t: TestApp;
let doc: { openapi: string; paths: Record<string, Record<string, Record<string, unknown>>>; components: { schemas: Record<string, Record<string, unknown>> } };

beforeAll(async () => {
  t = await createTestApp();
  const res = await request(t.app).get("/api/openapi.json");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toMatch(/application\/json/);
  doc = res.body;
});
afterAll(async () => t?.close());

describe("OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("has every route of the route listing", () => {
    const routes = listRoutes(t.app as Express);
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter((r) => {
      const [method, path] = r.split(" ") as [string, string];
      return !doc.paths[path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, "{$1}")]?.[method.toLowerCase()];
    });
    expect(missing).toEqual([]);
    const operations = Object.values(doc.paths).reduce((n, methods) => n + Object.keys(methods).length, 0);
    expect(operations).toBe(routes.length);
  });

  it("describes no route that does not exist", () => {
    const stale = Object.keys(OPERATIONS).filter((key) => {
      const [method, path] = key.split(" ") as [string, string];
      return !doc.paths[path]?.[method.toLowerCase()];
    });
    expect(stale).toEqual([]);
  });

  it("generates request bodies from the shared zod schemas", () => {
    const op = doc.paths["/api/vendors"]!.post!;
    expect(op.requestBody).toMatchObject({ content: { "application/json": { schema: { $ref: "#/components/schemas/InsertVendor" } } } });
    const schema = doc.components.schemas.InsertVendor as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(schema.properties).sort()).toEqual(Object.keys(insertVendorSchema.shape).sort());
    expect(schema.required).toEqual(expect.arrayContaining(["locationId", "name", "category"]));
    expect(schema.properties.name).toMatchObject({ type: "string" });
    expect(doc.paths["/api/licenses/{id}"]!.patch!.parameters).toEqual([{ name: "id", in: "path", required: true, schema: { type: "string" } }]);
  });

  it("says how to authenticate: bearer tokens and the session cookie; public routes need neither", () => {
    expect(doc.components).toMatchObject({ securitySchemes: { bearerAuth: { type: "http", scheme: "bearer" } } });
    expect(doc.paths["/api/health"]!.get!.security).toEqual([]);
    expect(doc.paths["/api/vendors"]!.get!.security).toBeUndefined();
  });

  it("has a reference page listing the operations", async () => {
    const res = await request(t.app).get("/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.text).toContain("/api/vendors/{id}");
    expect(res.text).toContain("Authorization: Bearer");
    expect(res.text).not.toContain("<script");
  });
});
